import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['packages/**/*.test.ts', 'server/**/*.test.ts', 'web/**/*.test.ts', 'scripts/**/*.test.ts'],
    exclude: ['**/node_modules/**', 'e2e/**'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Several files start PGlite and hash passwords with argon2; two cores are shared between them.
    maxWorkers: 2,
    // Test files share a worker's modules instead of importing the server, the letter engine and their libraries
    // again for each file: that import was about a fifth of the run's work. The code keeps no state between servers at
    // module level worth isolating (each test server has its own database, registry and limits), and a test that
    // changes a global (fake timers) puts it back in its own afterEach.
    isolate: false,
    // One migrated embedded database per run, copied for each test server (server/test/create-embedded-database-template.ts).
    globalSetup: ['server/test/global-setup.ts'],
  },
});
