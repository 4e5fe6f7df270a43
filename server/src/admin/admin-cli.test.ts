import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testDatabaseUrl, type TestServer } from '../../test/test-server.ts';

const run = promisify(execFile);
const cliPath = path.resolve(import.meta.dirname, 'admin-cli.ts');

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

/** Runs the admin command against the test server's database, as an operator would. */
async function admin(...commandArguments: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const environment: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: server.dataDirectory };
  if (server.databaseHandle.kind === 'postgres') {
    // The test server made its own database; the command must use that one.
    const url = await server.databaseHandle.database
      .selectNoFrom((builder) => builder.fn<string>('current_database', []).as('name'))
      .executeTakeFirstOrThrow();
    const databaseUrl = new URL(testDatabaseUrl ?? '');
    databaseUrl.pathname = `/${url.name}`;
    environment.DATABASE_URL = databaseUrl.toString();
  }
  try {
    const { stdout, stderr } = await run(process.execPath, [cliPath, ...commandArguments], { env: environment });
    return { code: 0, stdout, stderr };
  } catch (error) {
    // execFile rejects with the exit code and both outputs attached to the error.
    const failure = z.object({ code: z.number(), stdout: z.string(), stderr: z.string() }).parse(error);
    return failure;
  }
}

function generate(accessToken: string) {
  return fetch(`${server.url}/generate-cover-letter`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${accessToken}` },
    body: JSON.stringify({
      resume: 'Sam Lee\nsam@example.com\n\nExperience\nEngineer at Initech (2019 - 2024)\n- Built billing in Go',
      jobDescription: 'Go Engineer at Globex. Requirements: Go.',
    }),
  });
}

describe('npm run admin', () => {
  it('sets a plan while the server runs, and the server honours it on the next generation', async () => {
    const { accessToken, email } = await server.signUpUser();
    for (let letter = 0; letter < 3; letter += 1) expect((await generate(accessToken)).status).toBe(200);
    expect((await generate(accessToken)).status).toBe(403);
    const result = await admin('set-plan', email, 'premium');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(`${email} is now on the premium plan.`);
    expect((await generate(accessToken)).status).toBe(200);
    const back = await admin('set-plan', email.toUpperCase(), 'free');
    expect(back.stdout).toContain('free plan');
    expect((await generate(accessToken)).status).toBe(403);
  });

  it('lists users with their plans', async () => {
    const { email } = await server.signUpUser();
    const result = await admin('list-users');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('EMAIL');
    expect(result.stdout).toMatch(new RegExp(`${email.replace(/[.+]/g, '\\$&')}\\s+free`));
  });

  it('explains bad usage, an unknown plan and an unknown email', async () => {
    expect((await admin()).stderr).toContain('Usage: npm run admin');
    const plan = await admin('set-plan', 'a@b.c', 'gold');
    expect(plan.code).toBe(2);
    expect(plan.stderr).toContain('The plan must be free or premium');
    const unknown = await admin('set-plan', 'nobody@example.com', 'premium');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('No user has the email nobody@example.com.');
  });

  it('confirms an account so it can log in when email confirmation is on', async () => {
    const email = `confirm-cli-${Date.now()}@example.com`;
    await server.databaseHandle.database
      .insertInto('auth.users')
      .values({ email, encrypted_password: 'x', email_confirmed_at: null })
      .execute();
    const result = await admin('confirm-user', email);
    expect(result.code).toBe(0);
    const row = await server.databaseHandle.database
      .selectFrom('auth.users')
      .select('email_confirmed_at')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(row.email_confirmed_at).not.toBeNull();
  });

  it('prints a one-time reset link with which the owner chooses a new password, for servers without email', async () => {
    const { email } = await server.signUpUser(undefined, 'correct horse battery');
    const result = await admin('reset-password', email.toUpperCase());
    expect(result.code).toBe(0);
    const link = /https?:\/\/\S+/.exec(result.stdout)?.[0] ?? '';
    expect(result.stdout).toContain(`Give this link to ${email.toUpperCase()}`);
    // The link names the server's address; this test reaches the same server through its test URL.
    const verify = new URL(link);
    const response = await fetch(`${server.url}${verify.pathname}${verify.search}`, { redirect: 'manual' });
    expect(response.status).toBe(303);
    const fragment = new URLSearchParams(new URL(response.headers.get('Location') ?? '').hash.slice(1));
    expect(fragment.get('type')).toBe('recovery');
    const client = server.createSupabaseClient();
    await client.auth.setSession({
      access_token: fragment.get('access_token') ?? '',
      refresh_token: fragment.get('refresh_token') ?? '',
    });
    expect((await client.auth.updateUser({ password: 'chosen by the owner' })).error).toBeNull();
    const login = await server
      .createSupabaseClient()
      .auth.signInWithPassword({ email, password: 'chosen by the owner' });
    expect(login.error).toBeNull();
    expect((await admin('reset-password', 'nobody@example.com')).code).toBe(2);
  });
});
