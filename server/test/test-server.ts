import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import pg from 'pg';
import { startServer, type RunningServer } from '../src/app/start-server.ts';
import { loadConfig } from '../src/config/load-config.ts';
import type { LetterGenerator } from '../src/generation/letter-generator.ts';
import { seedEmbeddedDatabase } from './embedded-database-template.ts';

export type TestServer = RunningServer & {
  dataDirectory: string;
  /** A supabase-js client as the browser would make it, without persistence or timers. */
  createSupabaseClient: () => SupabaseClient;
  /** Signs a new user up through supabase-js and returns the signed-in client and session. */
  signUpUser: (
    email?: string,
    password?: string,
  ) => Promise<{ client: SupabaseClient; accessToken: string; userId: string; email: string }>;
  close: () => Promise<void>;
};

let userCounter = 0;

/** Set by `npm test` when it runs the server suite a second time against a throwaway PostgreSQL cluster. */
export const testDatabaseUrl = process.env.TEST_DATABASE_URL;

/** Each test server gets its own PostgreSQL database, so test files never see each other's rows. */
export async function createTestDatabase(adminUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `cover_letter_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/**
 * Starts the real server on a free loopback port with a fresh embedded database (a copy of the run's migrated one,
 * server/test/create-embedded-database-template.ts) or a fresh PostgreSQL database when the run has TEST_DATABASE_URL.
 */
export async function startTestServer(
  options: { environment?: Record<string, string>; generator?: LetterGenerator; dataDirectory?: string } = {},
): Promise<TestServer> {
  const dataDirectory = options.dataDirectory ?? (await mkdtemp(path.join(tmpdir(), 'cover-letter-test-')));
  const postgres =
    testDatabaseUrl && !options.environment?.DATABASE_URL ? await createTestDatabase(testDatabaseUrl) : undefined;
  if (!postgres && !options.environment?.DATABASE_URL) await seedEmbeddedDatabase(dataDirectory);
  const config = loadConfig({
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDirectory,
    WEB_DIST_DIR: path.join(dataDirectory, 'no-web-build'),
    // Test files sign many users up from one address; the limits themselves have their own tests.
    RATE_LIMIT_SIGN_IN_SIGN_UPS: '100000',
    RATE_LIMIT_TOKEN_REFRESH: '100000',
    // Request lines would bury the test output; warnings and errors still show.
    LOG_LEVEL: 'warn',
    // A test that leaves a stream running ends it at close instead of waiting; shutdown has its own tests.
    SHUTDOWN_TIMEOUT: '0',
    ...options.environment,
  });
  const server = await startServer(config, options.generator ? { generator: options.generator } : {});
  const createSupabaseClient = () =>
    createClient(server.url, server.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    });
  return {
    ...server,
    dataDirectory,
    createSupabaseClient,
    signUpUser: async (email, password = 'correct horse battery') => {
      userCounter += 1;
      const address = email ?? `user${userCounter}-${Date.now()}@example.com`;
      const client = createSupabaseClient();
      const { data, error } = await client.auth.signUp({ email: address, password });
      if (error || !data.session || !data.user) throw new Error(`sign-up failed: ${error?.message ?? 'no session'}`);
      return { client, accessToken: data.session.access_token, userId: data.user.id, email: address };
    },
    close: async () => {
      await server.stop();
      await postgres?.drop();
      if (!options.dataDirectory) await rm(dataDirectory, { recursive: true, force: true });
    },
  };
}
