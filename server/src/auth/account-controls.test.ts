import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startLocalSmtpServer, type LocalSmtpServer } from '../../test/local-smtp-server.ts';
import { readJson } from '../../test/read-json.ts';
import { findFreePort } from '../../test/spawn-server.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';

let smtp: LocalSmtpServer;
let server: TestServer;
let serverWithoutMail: TestServer;

beforeAll(async () => {
  smtp = await startLocalSmtpServer();
  const port = await findFreePort();
  // Links in emails use PUBLIC_URL, so it must name the port the server really listens on.
  [server, serverWithoutMail] = await Promise.all([
    startTestServer({
      environment: { PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, SMTP_URL: smtp.url },
    }),
    startTestServer(),
  ]);
});
afterAll(async () => {
  await Promise.all([server?.close(), serverWithoutMail?.close()]);
  await smtp?.close();
});

const password = 'correct horse battery';
const newPassword = 'a brand new passphrase';

function authRequest(testServer: TestServer, path: string, accessToken: string, init: RequestInit = {}) {
  return fetch(`${testServer.url}/auth/v1${path}`, {
    ...init,
    headers: {
      apikey: testServer.anonKey,
      Authorization: `Bearer ${accessToken}`,
      'Content-Type': 'application/json',
      'X-Supabase-Api-Version': '2024-01-01',
    },
  });
}

/** Follows a reset link as the browser does and returns what the 303's fragment hands to the app. */
async function followResetLink(link: string): Promise<{ location: URL; fragment: URLSearchParams }> {
  const response = await fetch(link, { redirect: 'manual' });
  expect(response.status).toBe(303);
  const location = new URL(response.headers.get('Location') ?? '');
  return { location, fragment: new URLSearchParams(location.hash.slice(1)) };
}

describe('changing the password (supabase-js updateUser)', () => {
  it('needs the current password, then changes it and signs out the other sessions', async () => {
    const { client, email } = await server.signUpUser(undefined, password);
    const elsewhere = server.createSupabaseClient();
    const other = await elsewhere.auth.signInWithPassword({ email, password });
    expect(other.error).toBeNull();

    const withoutCurrent = await client.auth.updateUser({ password: newPassword });
    expect(withoutCurrent.error?.code).toBe('reauthentication_needed');
    const wrongCurrent = await client.auth.updateUser({ password: newPassword, current_password: 'not it at all' });
    expect(wrongCurrent.error?.code).toBe('reauthentication_not_valid');
    const same = await client.auth.updateUser({ password, current_password: password });
    expect(same.error?.code).toBe('same_password');
    const weak = await client.auth.updateUser({ password: 'password1', current_password: password });
    expect(weak.error?.code).toBe('weak_password');

    const changed = await client.auth.updateUser({ password: newPassword, current_password: password });
    expect(changed.error).toBeNull();
    expect(changed.data.user?.email).toBe(email);
    // This session goes on; the one on the other device is signed out.
    expect((await client.auth.getUser()).error).toBeNull();
    const otherToken = other.data.session?.access_token ?? '';
    expect((await authRequest(server, '/user', otherToken)).status).toBe(403);

    const fresh = server.createSupabaseClient();
    expect((await fresh.auth.signInWithPassword({ email, password })).error?.code).toBe('invalid_credentials');
    expect((await fresh.auth.signInWithPassword({ email, password: newPassword })).error).toBeNull();
  });

  it('merges user metadata, removes keys set to null and refuses more than 4 KiB', async () => {
    const { client } = await server.signUpUser();
    await client.auth.updateUser({ data: { name: 'Jordan', city: 'Lyon' } });
    const updated = await client.auth.updateUser({ data: { city: null, language: 'fr' } });
    expect(updated.error).toBeNull();
    expect(updated.data.user?.user_metadata).toMatchObject({ name: 'Jordan', language: 'fr' });
    expect(updated.data.user?.user_metadata).not.toHaveProperty('city');
    const tooBig = await client.auth.updateUser({ data: { note: 'x'.repeat(5_000) } });
    expect(tooBig.error?.status).toBe(400);
    expect(tooBig.error?.message).toBe('User metadata may have at most 4096 bytes of JSON');
  });
});

describe('resetting a forgotten password by email', () => {
  it('mails a one-time link whose session may set a new password without the old one', async () => {
    const { email } = await server.signUpUser(undefined, password);
    const client = server.createSupabaseClient();
    const requested = await client.auth.resetPasswordForEmail(email, { redirectTo: `${server.url}/reset-password` });
    expect(requested).toEqual({ data: {}, error: null });

    const link = await smtp.waitForLink(email);
    expect(link.startsWith(`${server.url}/auth/v1/verify?`)).toBe(true);
    const mail = smtp.received.findLast((candidate) => candidate.to.includes(email));
    expect(mail?.subject).toBe('Reset your password');

    const { location, fragment } = await followResetLink(link);
    expect(`${location.origin}${location.pathname}`).toBe(`${server.url}/reset-password`);
    expect(fragment.get('type')).toBe('recovery');
    expect(fragment.get('token_type')).toBe('bearer');
    const session = await client.auth.setSession({
      access_token: fragment.get('access_token') ?? '',
      refresh_token: fragment.get('refresh_token') ?? '',
    });
    expect(session.error).toBeNull();
    const reset = await client.auth.updateUser({ password: newPassword });
    expect(reset.error).toBeNull();
    // The link's session has done its work: a second change needs the password again.
    expect((await client.auth.updateUser({ password: 'yet another passphrase' })).error?.code).toBe(
      'reauthentication_needed',
    );

    const fresh = server.createSupabaseClient();
    expect((await fresh.auth.signInWithPassword({ email, password: newPassword })).error).toBeNull();
    // A link works once.
    const again = await followResetLink(link);
    expect(again.fragment.get('error_code')).toBe('otp_expired');
    expect(again.fragment.get('access_token')).toBeNull();
  });

  it('answers an unknown email exactly like a known one, and sends nothing', async () => {
    const mailsBefore = smtp.received.length;
    const client = server.createSupabaseClient();
    const unknown = await client.auth.resetPasswordForEmail(`nobody-${Date.now()}@example.com`);
    expect(unknown).toEqual({ data: {}, error: null });
    // A known address asked at the same time gets its mail; the unknown one never does.
    const { email } = await server.signUpUser();
    await client.auth.resetPasswordForEmail(email);
    await smtp.waitForLink(email);
    expect(smtp.received.length).toBe(mailsBefore + 1);
  });

  it('sends at most one email a minute to one address', async () => {
    const { email } = await server.signUpUser();
    const client = server.createSupabaseClient();
    expect((await client.auth.resetPasswordForEmail(email)).error).toBeNull();
    const second = await client.auth.resetPasswordForEmail(email);
    expect(second.error?.status).toBe(429);
    expect(second.error?.code).toBe('over_email_send_rate_limit');
  });

  it('never sends the session to another site named in redirect_to', async () => {
    const { email } = await server.signUpUser();
    await server.createSupabaseClient().auth.resetPasswordForEmail(email, { redirectTo: 'https://evil.example.com/' });
    const { location } = await followResetLink(await smtp.waitForLink(email));
    expect(location.origin).toBe(server.url);
    expect(location.pathname).toBe('/reset-password');
  });

  it('says so when no SMTP server is configured', async () => {
    const { email } = await serverWithoutMail.signUpUser();
    const answer = await serverWithoutMail.createSupabaseClient().auth.resetPasswordForEmail(email);
    expect(answer.error?.status).toBe(422);
    expect(answer.error?.code).toBe('email_provider_disabled');
    expect(answer.error?.message).toMatch(/not set up on this server/);
  });
});

describe('deleting my account', () => {
  it('needs the current password, then deletes the account and all of its data', async () => {
    const { client, accessToken, userId, email } = await server.signUpUser(undefined, password);
    await client.from('prompts').insert({ user_id: userId, resume: 'r', job_description: 'j', cover_letter: 'c' });
    const wrong = await authRequest(server, '/user', accessToken, {
      method: 'DELETE',
      body: JSON.stringify({ password: 'not the password' }),
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ code: 'reauthentication_not_valid' });

    const deleted = await authRequest(server, '/user', accessToken, {
      method: 'DELETE',
      body: JSON.stringify({ password }),
    });
    expect(deleted.status).toBe(204);
    const database = server.databaseHandle.database;
    const remaining = await Promise.all([
      database.selectFrom('auth.users').select('id').where('id', '=', userId).execute(),
      database.selectFrom('auth.sessions').select('id').where('user_id', '=', userId).execute(),
      database.selectFrom('public.prompts').select('id').where('user_id', '=', userId).execute(),
    ]);
    expect(remaining.map((rows) => rows.length)).toEqual([0, 0, 0]);
    expect((await authRequest(server, '/user', accessToken)).status).toBe(403);
    const login = await server.createSupabaseClient().auth.signInWithPassword({ email, password });
    expect(login.error?.code).toBe('invalid_credentials');
  });
});

describe('downloading my data', () => {
  it('gives every saved letter, the account and its generations as one JSON download, and nobody else’s', async () => {
    const { client, accessToken, userId, email } = await server.signUpUser();
    const stranger = await server.signUpUser();
    await stranger.client
      .from('prompts')
      .insert({ user_id: stranger.userId, resume: 'secret', job_description: 'j', cover_letter: 'theirs' });
    const letters = Array.from({ length: 45 }, (_, index) => ({
      user_id: userId,
      resume: `resume ${index}`,
      job_description: 'job',
      cover_letter: `letter ${index}`,
    }));
    for (const letter of letters) await client.from('prompts').insert(letter);
    await client.from('profiles').insert({ user_id: userId, resume: 'my last resume' });

    const response = await authRequest(server, '/user/export', accessToken);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Disposition')).toBe('attachment; filename="cover-letter-data.json"');
    const exported = await readJson(
      response,
      z.object({
        exported_at: z.string(),
        user: z.object({ id: z.string(), email: z.string() }),
        prompts: z.array(z.object({ resume: z.string(), cover_letter: z.string(), created_at: z.string() })),
        profile: z.object({ resume: z.string() }).nullable(),
        generations: z.array(z.object({ status: z.string() })),
        sessions: z.array(z.object({ id: z.string() })),
      }),
    );
    expect(exported.user).toMatchObject({ id: userId, email });
    expect(exported.profile?.resume).toBe('my last resume');
    expect(exported.prompts.map((prompt) => prompt.cover_letter)).toEqual(letters.map((letter) => letter.cover_letter));
    expect(JSON.stringify(exported)).not.toContain('theirs');
    expect(exported.sessions.length).toBeGreaterThan(0);

    const anonymous = await fetch(`${server.url}/auth/v1/user/export`, { headers: { apikey: server.anonKey } });
    expect(anonymous.status).toBe(401);
  });

  it('completes the download for an account with no letters, and with exactly one page of them', async () => {
    for (const letterCount of [0, 20]) {
      const { client, accessToken, userId } = await server.signUpUser();
      for (let index = 0; index < letterCount; index += 1) {
        await client.from('prompts').insert({ user_id: userId, resume: 'r', job_description: 'j', cover_letter: 'c' });
      }
      const response = await authRequest(server, '/user/export', accessToken);
      const exported = await readJson(response, z.object({ prompts: z.array(z.unknown()) }));
      expect(exported.prompts).toHaveLength(letterCount);
    }
  });
});
