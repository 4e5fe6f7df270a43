import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['packages/**/*.test.ts', 'server/**/*.test.ts', 'web/**/*.test.ts', 'scripts/**/*.test.ts'],
    exclude: ['**/node_modules/**', 'e2e/**'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Several files start PGlite and hash passwords with argon2; two cores are shared between them.
    maxWorkers: 2,
    // One migrated embedded database per run, copied for each test server (server/test/create-embedded-database-template.ts).
    globalSetup: ['server/test/global-setup.ts'],
  },
});
