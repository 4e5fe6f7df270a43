import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import { afterEach, describe, expect, it } from 'vitest';
import { seedEmbeddedDatabase } from '../../test/embedded-database-template.ts';
import { spawnServer, type SpawnedServer } from '../../test/spawn-server.ts';
import { testDatabaseUrl } from '../../test/test-server.ts';
import { z } from 'zod';
import { readJson } from '../../test/read-json.ts';

const directories: string[] = [];
const running: SpawnedServer[] = [];

async function newDataDirectory(): Promise<string> {
  const directory = await mkdtemp(path.join(tmpdir(), 'cover-letter-safety-'));
  directories.push(directory);
  // Each test is about a server that finds a database there (a second server, a restart), not about a first start
  // (server/test/create-embedded-database-template.ts), so each directory starts with the run's migrated database.
  await seedEmbeddedDatabase(directory);
  return directory;
}

async function start(dataDirectory: string): Promise<SpawnedServer> {
  const server = await spawnServer({ DATA_DIR: dataDirectory, WEB_DIST_DIR: path.join(dataDirectory, 'none') });
  running.push(server);
  return server;
}

async function anonKeyOf(url: string): Promise<string> {
  const config = await readJson(await fetch(`${url}/app-config.json`), z.object({ supabaseAnonKey: z.string() }));
  return config.supabaseAnonKey;
}

afterEach(async () => {
  for (const server of running.splice(0)) {
    if (server.process.exitCode === null) {
      server.process.kill('SIGKILL');
      await server.exited;
    }
  }
  for (const directory of directories.splice(0)) await rm(directory, { recursive: true, force: true });
});

// These are about the embedded database; the PostgreSQL run has nothing to add here. Each test starts servers one
// after another, and each start opens PGlite (seconds of WebAssembly start-up, many more on a loaded machine).
describe.skipIf(testDatabaseUrl !== undefined)('the embedded database is safe', { timeout: 90_000 }, () => {
  it('refuses to start a second server on the same data directory, saying why', async () => {
    const dataDirectory = await newDataDirectory();
    await start(dataDirectory);
    const second = await spawnServer({ DATA_DIR: dataDirectory }, { waitForReady: false });
    running.push(second);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain('is in use by another server');
  });

  it('closes the database on SIGTERM and starts again on the same directory with the data intact', async () => {
    const dataDirectory = await newDataDirectory();
    const first = await start(dataDirectory);
    const client = createClient(first.url, await anonKeyOf(first.url), {
      auth: { persistSession: false, autoRefreshToken: false },
    });
    const signUp = await client.auth.signUp({ email: 'graceful@example.com', password: 'secret-password' });
    expect(signUp.error).toBeNull();
    first.process.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain('closing connections and the database');
    const second = await start(dataDirectory);
    const again = createClient(second.url, await anonKeyOf(second.url), {
      auth: { persistSession: false, autoRefreshToken: false },
    });
    const login = await again.auth.signInWithPassword({ email: 'graceful@example.com', password: 'secret-password' });
    expect(login.error).toBeNull();
  });

  it('keeps every acknowledged insert when the server is killed with SIGKILL mid-stream', async () => {
    const dataDirectory = await newDataDirectory();
    const first = await start(dataDirectory);
    const anonKey = await anonKeyOf(first.url);
    const client = createClient(first.url, anonKey, { auth: { persistSession: false, autoRefreshToken: false } });
    const signUp = await client.auth.signUp({ email: 'durable@example.com', password: 'secret-password' });
    const userId = signUp.data.user?.id ?? '';
    const accessToken = signUp.data.session?.access_token ?? '';
    const acknowledged: string[] = [];
    let killed = false;
    // The kill comes when the 60th insert is acknowledged: an event, not a guess at how long 60 inserts take.
    let sixtyAcknowledged = () => {};
    const enoughAcknowledged = new Promise<void>((resolve) => {
      sixtyAcknowledged = resolve;
    });
    // Four writers insert as fast as they can; the server is killed while they are going.
    const writer = async (writerNumber: number) => {
      for (let index = 0; index < 500 && !killed; index += 1) {
        const letter = `letter ${writerNumber}-${index}`;
        try {
          const response = await fetch(`${first.url}/rest/v1/prompts`, {
            method: 'POST',
            headers: { apikey: anonKey, Authorization: `Bearer ${accessToken}`, 'Content-Type': 'application/json' },
            body: JSON.stringify({ user_id: userId, resume: 'r', job_description: 'j', cover_letter: letter }),
          });
          if (response.status === 201) acknowledged.push(letter);
          if (acknowledged.length === 60) sixtyAcknowledged();
        } catch {
          return;
        }
      }
    };
    const writers = [1, 2, 3, 4].map(writer);
    // Writers that all stop before 60 (each writes at most 500) end the wait too, and the test fails on its count.
    await Promise.race([enoughAcknowledged, Promise.all(writers)]);
    expect(acknowledged.length).toBeGreaterThanOrEqual(60);
    first.process.kill('SIGKILL');
    killed = true;
    await first.exited;
    await Promise.all(writers);

    const second = await start(dataDirectory);
    const again = createClient(second.url, await anonKeyOf(second.url), {
      auth: { persistSession: false, autoRefreshToken: false },
    });
    await again.auth.signInWithPassword({ email: 'durable@example.com', password: 'secret-password' });
    const { data, error } = await again.from('prompts').select('cover_letter');
    expect(error).toBeNull();
    const stored = new Set(data?.map((row) => row.cover_letter));
    const lost = acknowledged.filter((letter) => !stored.has(letter));
    expect(acknowledged.length).toBeGreaterThanOrEqual(60);
    expect(lost).toEqual([]);
  });
});
