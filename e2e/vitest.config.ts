import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Browser tests drive the real server and Debian's Chromium (docs/architecture.md#tests): one file at a time, generous time-outs.
export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    include: ['e2e/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    pool: 'forks',
    maxWorkers: 1,
    fileParallelism: false,
    sequence: { concurrent: false },
    reporters: ['default'],
    // Each spawned server starts on a copy of one migrated embedded database
    // (server/test/create-embedded-database-template.ts), and every file connects to one Chromium (e2e/harness/global-setup.ts).
    globalSetup: ['server/test/global-setup.ts', 'e2e/harness/global-setup.ts'],
    // Files share the worker's modules (playwright-core, the harness) instead of importing them again each.
    isolate: false,
  },
});
