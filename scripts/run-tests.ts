// `npm test`: every test, on a fresh machine. Installs Chromium when missing, builds the web app, runs the
// unit and server suites on the embedded database, the server tests that reach a database again on a throwaway
// PostgreSQL cluster (scripts/select-database-tests.ts), then the browser tests; prints one closing line
// `N passed, N failed`, and the time each step took.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { findPostgresBinaries, startPostgresCluster } from './postgres-cluster.ts';
import { selectDatabaseTests } from './select-database-tests.ts';

const projectRoot = path.resolve(import.meta.dirname, '..');
const reportDirectory = mkdtempSync(path.join(tmpdir(), 'cover-letter-test-reports-'));

const VitestReportSchema = z.object({
  numPassedTests: z.number(),
  numFailedTests: z.number(),
  numPendingTests: z.number().optional(),
  numFailedTestSuites: z.number().optional(),
});

type Tally = { passed: number; failed: number; skipped: number };
const total: Tally = { passed: 0, failed: 0, skipped: 0 };

/** Seconds each step took, printed at the end: where the time of `npm test` goes. */
const stepSeconds: Array<{ title: string; seconds: number }> = [];

function runStep(title: string, command: string, args: string[], environment: NodeJS.ProcessEnv = {}): boolean {
  console.log(`\n=== ${title} ===`);
  const started = performance.now();
  const result = spawnSync(command, args, {
    cwd: projectRoot,
    stdio: 'inherit',
    env: { ...process.env, ...environment },
  });
  stepSeconds.push({ title, seconds: (performance.now() - started) / 1000 });
  return result.status === 0;
}

function runVitest(title: string, args: string[], environment: NodeJS.ProcessEnv = {}): void {
  const reportPath = path.join(reportDirectory, `${title.replace(/\W+/g, '-')}.json`);
  const succeeded = runStep(
    title,
    process.execPath,
    [
      path.join(projectRoot, 'node_modules/vitest/vitest.mjs'),
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${reportPath}`,
      ...args,
    ],
    environment,
  );
  let report: z.infer<typeof VitestReportSchema> | undefined;
  try {
    report = VitestReportSchema.parse(JSON.parse(readFileSync(reportPath, 'utf8')));
  } catch {
    report = undefined;
  }
  if (!report) {
    console.log(`${title}: no report was written; counted as one failure.`);
    total.failed += 1;
    return;
  }
  total.passed += report.numPassedTests;
  total.failed += report.numFailedTests;
  total.skipped += report.numPendingTests ?? 0;
  // A file that fails to load has no failed test in it, but the run did fail.
  if (!succeeded && report.numFailedTests === 0) total.failed += Math.max(1, report.numFailedTestSuites ?? 0);
}

/** A check that is not a test runner (typecheck, lint) counts as one test. */
function runCheck(title: string, command: string, args: string[]): void {
  if (runStep(title, command, args)) total.passed += 1;
  else {
    console.log(`${title} failed; counted as one failure.`);
    total.failed += 1;
  }
}

function countSetupFailure(title: string): void {
  console.log(`${title} failed; counted as one failure.`);
  total.failed += 1;
}

try {
  if (!runStep('Chromium for the browser tests', 'bash', ['scripts/ensure-chromium.sh']))
    countSetupFailure('Installing Chromium');
  runStep('PostgreSQL server binaries', 'bash', ['scripts/ensure-postgres.sh']);
  const webBuilt = runStep('Build the web app', 'npm', ['run', 'build', '--workspace', 'web']);
  if (!webBuilt) countSetupFailure('Building the web app');

  runCheck('Typecheck (tsc -b, strict)', 'npm', ['run', 'typecheck']);
  runCheck('Lint (eslint, architecture boundaries)', 'npm', ['run', 'lint']);
  runCheck('Format (prettier --check)', 'npm', ['run', 'format:check']);

  runVitest('Unit and server tests (embedded PGlite)', []);

  if (findPostgresBinaries()) {
    let cluster: Awaited<ReturnType<typeof startPostgresCluster>> | undefined;
    try {
      cluster = await startPostgresCluster();
    } catch (error) {
      console.error(error);
      countSetupFailure('Starting PostgreSQL');
    }
    if (cluster) {
      try {
        runVitest('Server tests that reach a database (PostgreSQL)', selectDatabaseTests(projectRoot), {
          TEST_DATABASE_URL: cluster.url,
        });
      } finally {
        cluster.stop();
      }
    }
  } else {
    console.log('PostgreSQL server binaries are not installed: the PostgreSQL run is skipped.');
    total.skipped += 1;
  }

  if (webBuilt) runVitest('Browser tests (Chromium)', ['--config', 'e2e/vitest.config.ts']);
} finally {
  rmSync(reportDirectory, { recursive: true, force: true });
}

console.log('\nTime per step:');
for (const { title, seconds } of stepSeconds) console.log(`  ${seconds.toFixed(0).padStart(5)} s  ${title}`);
console.log(`\n${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`);
process.exit(total.failed === 0 ? 0 : 1);
