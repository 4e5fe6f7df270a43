import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, readlink, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { seedEmbeddedDatabase } from '../../test/embedded-database-template.ts';
import { spawnServer, type SpawnedServer } from '../../test/spawn-server.ts';
import { testDatabaseUrl } from '../../test/test-server.ts';
import { readJson } from '../../test/read-json.ts';
import { DataDirectoryLockedError, lockDataDirectory } from './data-directory-lock.ts';

const directories: string[] = [];
const children: ChildProcess[] = [];
const servers: SpawnedServer[] = [];

/** A new DATA_DIR: empty, as a first start finds it, or with a copy of the run's migrated database, which starts faster. */
async function newDataDirectory(contents: 'empty' | 'migrated database' = 'migrated database'): Promise<string> {
  const directory = await mkdtemp(path.join(tmpdir(), 'cover-letter-lock-'));
  directories.push(directory);
  if (contents === 'migrated database') await seedEmbeddedDatabase(directory);
  return directory;
}

afterEach(async () => {
  for (const child of [...children.splice(0), ...servers.splice(0).map((server) => server.process)]) {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    }
  }
  for (const directory of directories.splice(0)) await rm(directory, { recursive: true, force: true });
});

async function ownIdentity() {
  const stat = await readFile(`/proc/${process.pid}/stat`, 'utf8');
  return {
    bootId: (await readFile('/proc/sys/kernel/random/boot_id', 'utf8')).trim(),
    pidNamespace: await readlink('/proc/self/ns/pid'),
    startTime: stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19],
  };
}

function writeLock(dataDirectory: string, content: Record<string, unknown>): Promise<void> {
  return writeFile(path.join(dataDirectory, 'server.lock'), JSON.stringify(content));
}

function startSleeper(): ChildProcess {
  const sleeper = spawn('sleep', ['60'], { stdio: 'ignore' });
  children.push(sleeper);
  return sleeper;
}

const unshareWorks =
  process.platform === 'linux' &&
  spawnSync('unshare', ['--pid', '--fork', '--mount-proc', '--kill-child', 'true']).status === 0;

/** `node server/src/main.ts` as PID 1 of a new PID namespace, as a container runs it; waits until it listens. */
async function startInPidNamespace(
  dataDirectory: string,
): Promise<{ child: ChildProcess; url: string; output: () => string }> {
  const server = await spawnServer(
    { DATA_DIR: dataDirectory, WEB_DIST_DIR: path.join(dataDirectory, 'none') },
    // The lock's heartbeat window (10 s) plus a slow start.
    { wrapper: ['unshare', '--pid', '--fork', '--mount-proc', '--kill-child'], readyTimeoutMs: 70_000 },
  );
  children.push(server.process);
  return { child: server.process, url: server.url, output: server.output };
}

async function anonKeyOf(url: string): Promise<string> {
  return (await readJson(await fetch(`${url}/app-config.json`), z.object({ supabaseAnonKey: z.string() })))
    .supabaseAnonKey;
}

// The lock only guards the embedded database; the PostgreSQL run has nothing to add here.
describe.skipIf(testDatabaseUrl !== undefined)('the data-directory lock', { timeout: 90_000 }, () => {
  it('takes over a lock that names this very process, as a restarted container finds it', async () => {
    const dataDirectory = await newDataDirectory();
    await writeLock(dataDirectory, { processId: process.pid, ...(await ownIdentity()) });
    const lock = await lockDataDirectory(dataDirectory);
    await lock.release();
  });

  it('takes over a lock whose PID now belongs to another program, and refuses one whose holder is still running', async () => {
    const dataDirectory = await newDataDirectory();
    const sleeper = startSleeper();
    const identity = await ownIdentity();
    const sleeperStat = await readFile(`/proc/${sleeper.pid}/stat`, 'utf8');
    const sleeperStartTime = sleeperStat.slice(sleeperStat.lastIndexOf(')') + 2).split(' ')[19];
    // The holder started at another time than the process that has its PID now.
    await writeLock(dataDirectory, { ...identity, processId: sleeper.pid, startTime: '1' });
    const lock = await lockDataDirectory(dataDirectory);
    await lock.release();
    // The same PID with its own start time is the holder itself, alive.
    await writeLock(dataDirectory, { ...identity, processId: sleeper.pid, startTime: sleeperStartTime });
    await expect(lockDataDirectory(dataDirectory)).rejects.toThrow(DataDirectoryLockedError);
  });

  it('waits for a holder in another PID namespace while it keeps its heartbeat, and takes over once it stops', async () => {
    const dataDirectory = await newDataDirectory();
    const lockPath = path.join(dataDirectory, 'server.lock');
    const identity = await ownIdentity();
    await writeLock(dataDirectory, { ...identity, processId: 1, pidNamespace: 'pid:[1]' });
    const heartbeat = setInterval(() => void utimes(lockPath, new Date(), new Date()).catch(() => undefined), 100);
    try {
      await expect(lockDataDirectory(dataDirectory, { heartbeatStaleAfterMs: 1_000 })).rejects.toThrow(
        'is in use by another server (process 1)',
      );
    } finally {
      clearInterval(heartbeat);
    }
    const quietSince = new Date(Date.now() - 2_000);
    await utimes(lockPath, quietSince, quietSince);
    const lock = await lockDataDirectory(dataDirectory, { heartbeatStaleAfterMs: 1_000 });
    await lock.release();
  });

  it('gives exactly one winner when three servers start at once on a stale lock', async () => {
    // Empty, as several containers find it on their first start: the winner creates and migrates the database.
    const dataDirectory = await newDataDirectory('empty');
    const sleeper = startSleeper();
    await writeLock(dataDirectory, { ...(await ownIdentity()), processId: sleeper.pid, startTime: '1' });
    const environment = { DATA_DIR: dataDirectory, WEB_DIST_DIR: path.join(dataDirectory, 'none') };
    const starts = await Promise.allSettled([1, 2, 3].map(() => spawnServer(environment)));
    const winners = starts.flatMap((start) => (start.status === 'fulfilled' ? [start.value] : []));
    servers.push(...winners);
    const losers = starts.flatMap((start) => (start.status === 'rejected' ? [String(start.reason)] : []));
    expect(winners).toHaveLength(1);
    expect(losers).toHaveLength(2);
    for (const loser of losers) expect(loser).toContain('is in use by another server');
  });

  it.skipIf(!unshareWorks)(
    'starts again after the server ran as PID 1 in its own PID namespace and was killed (a container restart)',
    async () => {
      const dataDirectory = await newDataDirectory();
      const first = await startInPidNamespace(dataDirectory);
      const lock = z
        .object({ processId: z.number() })
        .parse(JSON.parse(await readFile(path.join(dataDirectory, 'server.lock'), 'utf8')));
      expect(lock.processId).toBe(1);
      const client = createClient(first.url, await anonKeyOf(first.url), {
        auth: { persistSession: false, autoRefreshToken: false },
      });
      expect(
        (await client.auth.signUp({ email: 'container@example.com', password: 'secret-password' })).error,
      ).toBeNull();
      const exited = new Promise((resolve) => first.child.once('exit', resolve));
      first.child.kill('SIGKILL');
      await exited;

      const second = await startInPidNamespace(dataDirectory);
      const again = createClient(second.url, await anonKeyOf(second.url), {
        auth: { persistSession: false, autoRefreshToken: false },
      });
      const login = await again.auth.signInWithPassword({
        email: 'container@example.com',
        password: 'secret-password',
      });
      expect(login.error).toBeNull();
    },
    120_000,
  );
});
