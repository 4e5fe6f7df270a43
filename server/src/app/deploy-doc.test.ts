import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { requestLetter } from '../../test/language-model-test-client.ts';
import { findFreePort } from '../../test/find-free-port.ts';
import { createTestDatabase, testDatabaseUrl } from '../../test/test-server.ts';

// docs/deploy.md promises that its marked commands are run by the tests, as written. This file runs them: two app
// servers on one PostgreSQL database with shared ES256 keys, the checks a load balancer makes, a graceful stop, and a
// server in the split deployment pointing at one of ours as the "hosted project".

const repositoryRoot = path.resolve(import.meta.dirname, '../../..');
const nodeBinaries = path.join(repositoryRoot, 'node_modules/.bin');
const metricsToken = 'deploy-doc-metrics-token';

/** The shell blocks of docs/deploy.md, by the name in the `<!-- tested: name -->` line above each. */
async function readTestedBlocks(): Promise<Map<string, string>> {
  const text = await readFile(path.join(repositoryRoot, 'docs/deploy.md'), 'utf8');
  const blocks = new Map<string, string>();
  for (const match of text.matchAll(/<!-- tested: ([a-z-]+) -->\s*```sh\n([\s\S]*?)```/g)) {
    const [, name = '', body = ''] = match;
    blocks.set(name, body.trim());
  }
  return blocks;
}

type Spawned = { process: ChildProcess; url: string; output: () => string; exited: Promise<number | null> };

/**
 * The server's process id, as an init system would know it: bash runs a one-command script by becoming that command,
 * and when it does not, the server is its only child.
 */
async function serverProcessId(shell: ChildProcess): Promise<number> {
  const shellId = shell.pid ?? 0;
  if ((await readFile(`/proc/${shellId}/comm`, 'utf8')).trim() !== 'bash') return shellId;
  const children = (await readFile(`/proc/${shellId}/task/${shellId}/children`, 'utf8')).trim().split(/\s+/);
  if (children.length !== 1 || !children[0])
    throw new Error(`expected one server under the shell, found ${children.length}`);
  return Number(children[0]);
}

let blocks: Map<string, string>;
const baseEnvironment: Record<string, string> = {};
const directories: string[] = [];
const databases: Array<() => Promise<void>> = [];
const running: Spawned[] = [];

function block(name: string): string {
  const text = blocks.get(name);
  if (text === undefined) throw new Error(`docs/deploy.md has no block marked "tested: ${name}"`);
  return text;
}

/** Runs a block with bash as an operator would paste it, stopping at the first failing command. */
function runBlock(name: string, environment: Record<string, string>): { stdout: string; environment: string } {
  const result = spawnSync('bash', ['-c', `set -euo pipefail\n${block(name)}\nenv -0 >&3`], {
    cwd: repositoryRoot,
    env: { ...process.env, ...baseEnvironment, ...environment },
    stdio: ['ignore', 'pipe', 'pipe', 'pipe'],
    encoding: 'utf8',
    timeout: 60_000,
  });
  if (result.status !== 0) throw new Error(`"${name}" failed (${result.status}): ${result.stderr}`);
  return { stdout: result.stdout, environment: String(result.output[3] ?? '') };
}

/** Ports given to servers of this file: two servers started at once must never be handed the same free port. */
const handedOutPorts = new Set<string>();

/**
 * Runs a block that starts a server, in the background, and waits (bounded) for it to be healthy. Two servers
 * started at once could be handed the same free port, and the one that lost it would pass for healthy on the other's
 * /health until it exits (a flaky failure seen in CI). A port another process took between the search and the bind
 * makes the server exit with EADDRINUSE; it is started again on another.
 */
async function startBlock(name: string, environment: Record<string, string>): Promise<Spawned> {
  for (let attempt = 1; ; attempt += 1) {
    let port = String(await findFreePort());
    while (handedOutPorts.has(port)) port = String(await findFreePort());
    handedOutPorts.add(port);
    try {
      return await startBlockOnPort(name, environment, port);
    } catch (error) {
      if (attempt >= 3 || !String(error).includes('EADDRINUSE')) throw error;
    }
  }
}

async function startBlockOnPort(name: string, environment: Record<string, string>, port: string): Promise<Spawned> {
  let output = '';
  const child = spawn('bash', ['-c', block(name)], {
    cwd: repositoryRoot,
    env: { ...process.env, ...baseEnvironment, HOST: '127.0.0.1', ...environment, PORT: port },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const server = { process: child, url: `http://127.0.0.1:${port}`, output: () => output, exited };
  running.push(server);
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`"${name}" exited with ${child.exitCode}: ${output}`);
    const healthy = await fetch(`${server.url}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return server;
    if (Date.now() > deadline) throw new Error(`"${name}" did not become healthy: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function newDatabase(adminUrl: string): Promise<string> {
  const database = await createTestDatabase(adminUrl);
  databases.push(database.drop);
  return database.url;
}

async function newDataDirectory(): Promise<string> {
  const directory = await mkdtemp(path.join(tmpdir(), 'cover-letter-deploy-'));
  directories.push(directory);
  return directory;
}

function parseEnvironment(text: string): Record<string, string> {
  const entries = text
    .split('\0')
    .filter((entry) => entry.includes('='))
    .map((entry) => [entry.slice(0, entry.indexOf('=')), entry.slice(entry.indexOf('=') + 1)] as const);
  return Object.fromEntries(entries);
}

async function signUp(url: string, anonKey: string): Promise<string> {
  const client = createClient(url, anonKey, { auth: { persistSession: false, autoRefreshToken: false } });
  const { data, error } = await client.auth.signUp({
    email: `deploy-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`,
    password: 'deploy-password',
  });
  if (error || !data.session) throw new Error(`sign-up failed: ${error?.message ?? 'no session'}`);
  return data.session.access_token;
}

const AppConfigSchema = z.object({ supabaseUrl: z.string(), supabaseAnonKey: z.string() });
const KeySetSchema = z.object({ keys: z.array(z.object({ kid: z.string(), alg: z.literal('ES256') })) });

beforeAll(async () => {
  blocks = await readTestedBlocks();
  Object.assign(baseEnvironment, {
    PATH: `${nodeBinaries}${path.delimiter}${process.env.PATH ?? ''}`,
    METRICS_TOKEN: metricsToken,
    LOG_LEVEL: 'warn',
    SHUTDOWN_TIMEOUT: '5',
  });
});
afterAll(async () => {
  for (const server of running.splice(0)) {
    if (server.process.exitCode === null && server.process.signalCode === null) {
      server.process.kill('SIGKILL');
      await server.exited;
    }
  }
  for (const drop of databases.splice(0)) await drop();
  for (const directory of directories.splice(0)) await rm(directory, { recursive: true, force: true });
});

// The commands start real processes on PostgreSQL; the embedded run of the suite leaves them to the PostgreSQL run.
describe.skipIf(testDatabaseUrl === undefined)('the commands in docs/deploy.md', () => {
  it('marks every block the tests rely on', () => {
    expect([...blocks.keys()].sort()).toEqual([
      'check-server',
      'check-split-server',
      'make-keys',
      'start-server',
      'start-split-server',
      'stop-server',
    ]);
  });

  it('run two servers on one database with shared ES256 keys, pass the checks and stop gracefully', async () => {
    const adminUrl = testDatabaseUrl ?? '';
    const keys = parseEnvironment(runBlock('make-keys', {}).environment);
    expect(keys.JWT_ALGORITHM).toBe('ES256');
    const shared = {
      DATABASE_URL: await newDatabase(adminUrl),
      JWT_SECRET: keys.JWT_SECRET ?? '',
      JWT_ALGORITHM: keys.JWT_ALGORITHM ?? '',
      JWT_SIGNING_KEY: keys.JWT_SIGNING_KEY ?? '',
    };
    const [first, second] = await Promise.all([
      startBlock('start-server', { ...shared, DATA_DIR: await newDataDirectory() }),
      startBlock('start-server', { ...shared, DATA_DIR: await newDataDirectory() }),
    ]);
    if (!first || !second) throw new Error('two servers were not started');

    for (const server of [first, second]) {
      const checked = runBlock('check-server', { APP_URL: server.url }).stdout;
      expect(checked).toContain('"status":"ready"');
      expect(checked).toContain('cover_letter_database_pool_connections{state="total"}');
      const keySet = KeySetSchema.parse(JSON.parse(checked.trim().split('\n').at(-1) ?? ''));
      expect(keySet.keys).toHaveLength(1);
    }

    // One site: a session made on one server is good on the other.
    const config = AppConfigSchema.parse(await (await fetch(`${first.url}/app-config.json`)).json());
    const accessToken = await signUp(first.url, config.supabaseAnonKey);
    const user = await fetch(`${second.url}/auth/v1/user`, {
      headers: { apikey: config.supabaseAnonKey, Authorization: `Bearer ${accessToken}` },
    });
    expect(user.status).toBe(200);

    runBlock('stop-server', { SERVER_PID: String(await serverProcessId(second.process)) });
    // 0, not a signal: the server caught SIGTERM, finished and closed the database.
    expect(await second.exited).toBe(0);
    expect((await fetch(`${first.url}/ready`)).status).toBe(200);

    // The split deployment, with the first server as the hosted project.
    const split = await startBlock('start-split-server', {
      SUPABASE_URL: first.url,
      SUPABASE_ANON_KEY: config.supabaseAnonKey,
      DATABASE_URL: await newDatabase(adminUrl),
      DATA_DIR: await newDataDirectory(),
    });
    const splitChecks = runBlock('check-split-server', { APP_URL: split.url, SUPABASE_URL: first.url }).stdout;
    const [configLine = '', statusLine = ''] = splitChecks.trim().split('\n');
    expect(AppConfigSchema.parse(JSON.parse(configLine)).supabaseUrl).toBe(first.url);
    expect(statusLine).toBe('404');
    const letter = await requestLetter(split.url, accessToken, {
      resume: 'Jane Doe, platform engineer',
      jobDescription: 'Globex needs a platform engineer.',
    });
    expect(letter.status).toBe(200);
  });
});
