// `npm test`: every test, on a fresh machine. Installs Chromium when missing, builds the web app, runs the
// unit and server suites on the embedded database, the server tests that reach a database again on a throwaway
// PostgreSQL cluster (scripts/select-database-tests.ts) and the browser tests; prints one closing line
// `N passed, N failed`, and the time each step took. What needs no other step's result overlaps on the machine's
// two cores: the migrated embedded database every test server copies (server/test/create-embedded-database-template.ts)
// and the PostgreSQL cluster are made while the web app builds and the three checks run side by side, and the
// PostgreSQL pass runs beside the browser tests.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { createEmbeddedDatabaseTemplate } from '../server/test/create-embedded-database-template.ts';
import { findPostgresBinaries, startPostgresCluster, type PostgresCluster } from './postgres-cluster.ts';
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

/**
 * Runs one step as a child process. A step that runs beside others keeps its output until it ends and then prints
 * it under its title, so the log reads one step at a time.
 */
async function runStep(
  title: string,
  command: string,
  args: string[],
  options: { environment?: NodeJS.ProcessEnv; besideOthers?: boolean } = {},
): Promise<boolean> {
  if (!options.besideOthers) console.log(`\n=== ${title} ===`);
  const started = performance.now();
  const child = spawn(command, args, {
    cwd: projectRoot,
    stdio: options.besideOthers ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: { ...process.env, ...options.environment },
  });
  const output: string[] = [];
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => output.push(chunk));
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => output.push(chunk));
  const status = await new Promise<number | null>((resolve) => {
    child.once('error', (error) => {
      output.push(`${String(error)}\n`);
      resolve(null);
    });
    child.once('close', (code) => resolve(code));
  });
  stepSeconds.push({ title, seconds: (performance.now() - started) / 1000 });
  if (options.besideOthers) {
    console.log(`\n=== ${title} ===`);
    process.stdout.write(output.join(''));
  }
  return status === 0;
}

/** Runs `work` and records its seconds as a step: work that runs inside this process, beside the other steps. */
async function timeStep<T>(title: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    stepSeconds.push({ title, seconds: (performance.now() - started) / 1000 });
  }
}

async function runVitest(
  title: string,
  args: string[],
  options: { environment?: NodeJS.ProcessEnv; besideOthers?: boolean } = {},
): Promise<void> {
  const reportPath = path.join(reportDirectory, `${title.replace(/\W+/g, '-')}.json`);
  const succeeded = await runStep(
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
    options,
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
async function runCheck(title: string, command: string, args: string[]): Promise<void> {
  if (await runStep(title, command, args, { besideOthers: true })) total.passed += 1;
  else {
    console.log(`${title} failed; counted as one failure.`);
    total.failed += 1;
  }
}

function countSetupFailure(title: string): void {
  console.log(`${title} failed; counted as one failure.`);
  total.failed += 1;
}

type Made<T> = { value: T; error: undefined } | { value: undefined; error: unknown };
function settle<T>(work: Promise<T>): Promise<Made<T>> {
  return work.then(
    (value) => ({ value, error: undefined }),
    (error: unknown) => ({ value: undefined, error }),
  );
}

let templateMade: Promise<Made<string>> | undefined;
let clusterStarted: Promise<Made<PostgresCluster>> | undefined;
try {
  if (!(await runStep('Chromium for the browser tests', 'bash', ['scripts/ensure-chromium.sh'])))
    countSetupFailure('Installing Chromium');
  await runStep('PostgreSQL server binaries', 'bash', ['scripts/ensure-postgres.sh']);

  // Made in this process while the steps below run in theirs; a failure is counted where it is awaited.
  templateMade = settle(
    timeStep('Migrated embedded database for the test servers (beside the checks)', createEmbeddedDatabaseTemplate),
  );
  if (findPostgresBinaries())
    clusterStarted = settle(timeStep('Start PostgreSQL (beside the checks)', startPostgresCluster));

  const webBuilt = await runStep('Build the web app', 'npm', ['run', 'build', '--workspace', 'web']);
  if (!webBuilt) countSetupFailure('Building the web app');

  await Promise.all([
    runCheck('Typecheck (tsc -b, strict)', 'npm', ['run', 'typecheck']),
    runCheck('Lint (eslint, architecture boundaries)', 'npm', ['run', 'lint']),
    runCheck('Format (prettier --check)', 'npm', ['run', 'format:check']),
  ]);

  const made = await templateMade;
  const template = made.value;
  if (made.error !== undefined) {
    console.error(made.error);
    countSetupFailure('Creating the migrated embedded database');
  }
  const templateEnvironment = template ? { EMBEDDED_DATABASE_TEMPLATE: template } : {};

  await runVitest('Unit and server tests (embedded PGlite)', [], { environment: templateEnvironment });

  // The PostgreSQL pass and the browser tests run side by side: the browser tests spend most of their time waiting on
  // a page, which leaves a core to the other pass. Each prints its output once it has finished.
  const databasePass = async () => {
    if (!clusterStarted) {
      console.log('PostgreSQL server binaries are not installed: the PostgreSQL run is skipped.');
      total.skipped += 1;
      return;
    }
    const started = await clusterStarted;
    if (started.error !== undefined) {
      console.error(started.error);
      countSetupFailure('Starting PostgreSQL');
    }
    if (started.value) {
      await runVitest('Server tests that reach a database (PostgreSQL)', selectDatabaseTests(projectRoot), {
        environment: { ...templateEnvironment, TEST_DATABASE_URL: started.value.url },
        besideOthers: true,
      });
    }
  };
  const browserPass = async () => {
    if (!webBuilt) return;
    await runVitest('Browser tests (Chromium)', ['--config', 'e2e/vitest.config.ts'], {
      environment: templateEnvironment,
      besideOthers: true,
    });
  };
  console.log('\n=== The PostgreSQL pass and the browser tests, side by side (each prints when it ends) ===');
  await Promise.all([databasePass(), browserPass()]);
} finally {
  (await clusterStarted)?.value?.stop();
  const template = (await templateMade)?.value;
  if (template) rmSync(template, { recursive: true, force: true });
  rmSync(reportDirectory, { recursive: true, force: true });
}

console.log('\nTime per step:');
for (const { title, seconds } of stepSeconds) console.log(`  ${seconds.toFixed(0).padStart(5)} s  ${title}`);
console.log(`\n${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`);
process.exit(total.failed === 0 ? 0 : 1);
