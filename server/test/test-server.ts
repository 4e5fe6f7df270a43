import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { startServer, type RunningServer } from '../src/app/start-server.ts';
import { loadConfig } from '../src/config/load-config.ts';
import type { LetterGenerator } from '../src/generation/letter-generator.ts';

export type TestServer = RunningServer & {
  dataDirectory: string;
  /** A supabase-js client as the browser would make it, without persistence or timers. */
  createSupabaseClient: () => SupabaseClient;
  /** Signs a new user up through supabase-js and returns the signed-in client and session. */
  signUpUser: (email?: string, password?: string) => Promise<{ client: SupabaseClient; accessToken: string; userId: string; email: string }>;
  close: () => Promise<void>;
};

let userCounter = 0;

/** Starts the real server on a free loopback port with a fresh embedded database (or DATABASE_URL's PostgreSQL). */
export async function startTestServer(
  options: { environment?: Record<string, string>; generator?: LetterGenerator; dataDirectory?: string } = {},
): Promise<TestServer> {
  const dataDirectory = options.dataDirectory ?? (await mkdtemp(path.join(tmpdir(), 'cover-letter-test-')));
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDirectory,
    WEB_DIST_DIR: path.join(dataDirectory, 'no-web-build'),
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
      if (!options.dataDirectory) await rm(dataDirectory, { recursive: true, force: true });
    },
  };
}
