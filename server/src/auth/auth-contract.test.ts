import { afterAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { signJwt } from './json-web-token.ts';
import { z } from 'zod';
import { readJson } from '../../test/read-json.ts';

// One server per environment: tests that need the same settings share it (each signs its own users up), and a test
// whose settings are its subject (a rate limit, the reuse interval) gets a server of its own.
const servers = new Map<string, Promise<TestServer>>();
function serverWith(environment: Record<string, string> = {}): Promise<TestServer> {
  const key = JSON.stringify(Object.entries(environment).sort());
  let server = servers.get(key);
  if (!server) {
    server = startTestServer({ environment });
    servers.set(key, server);
  }
  return server;
}
afterAll(async () => {
  await Promise.all([...servers.values()].map(async (server) => (await server).close()));
});

function postJson(server: TestServer, path: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      apikey: server.anonKey,
      'X-Supabase-Api-Version': '2024-01-01',
      ...headers,
    },
    body: JSON.stringify(body),
  });
}

function getUser(server: TestServer, accessToken: string) {
  return fetch(`${server.url}/auth/v1/user`, {
    headers: { Authorization: `Bearer ${accessToken}`, apikey: server.anonKey },
  });
}

describe('the auth contract in depth', () => {
  it('with email confirmation on, sign-up returns the user without a session until the account is confirmed', async () => {
    const server = await serverWith({ ENABLE_EMAIL_CONFIRMATION: 'true' });
    const client = server.createSupabaseClient();
    const email = `confirm-${Date.now()}@example.com`;
    const signUp = await client.auth.signUp({ email, password: 'secret-password' });
    expect(signUp.error).toBeNull();
    expect(signUp.data.session).toBeNull();
    expect(signUp.data.user?.email).toBe(email);
    const early = await client.auth.signInWithPassword({ email, password: 'secret-password' });
    expect(early.error?.code).toBe('email_not_confirmed');
    await server.databaseHandle.database
      .updateTable('auth.users')
      .set({ email_confirmed_at: new Date() })
      .where('email', '=', email)
      .execute();
    const confirmed = await client.auth.signInWithPassword({ email, password: 'secret-password' });
    expect(confirmed.error).toBeNull();
    expect(confirmed.data.session?.access_token).toBeTruthy();
  });

  it('with email confirmation on, signing up an existing email reveals nothing', async () => {
    const server = await serverWith({ ENABLE_EMAIL_CONFIRMATION: 'true' });
    const email = `exists-${Date.now()}@example.com`;
    await server.createSupabaseClient().auth.signUp({ email, password: 'secret-password' });
    const again = await server.createSupabaseClient().auth.signUp({ email, password: 'other-password' });
    expect(again.error).toBeNull();
    expect(again.data.session).toBeNull();
    expect(again.data.user?.identities).toEqual([]);
  });

  it('refuses passwords longer than 72 characters and unsupported grant types', async () => {
    const server = await serverWith();
    const long = await postJson(server, '/auth/v1/signup', {
      email: `long-${Date.now()}@example.com`,
      password: 'x'.repeat(73),
    });
    expect(long.status).toBe(400);
    expect(await long.json()).toMatchObject({
      code: 'validation_failed',
      message: 'Password cannot be longer than 72 characters',
    });
    const grant = await postJson(server, '/auth/v1/token?grant_type=magic', {});
    expect(grant.status).toBe(400);
    expect(await grant.json()).toMatchObject({ code: 'invalid_credentials', message: 'unsupported_grant_type' });
  });

  it('lets a rotated refresh token be used again inside the reuse interval', async () => {
    const server = await serverWith();
    const { client } = await server.signUpUser();
    const original = (await client.auth.getSession()).data.session?.refresh_token ?? '';
    const first = await postJson(server, '/auth/v1/token?grant_type=refresh_token', { refresh_token: original });
    const second = await postJson(server, '/auth/v1/token?grant_type=refresh_token', { refresh_token: original });
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    const secondSession = await readJson(second, z.object({ access_token: z.string() }));
    expect((await getUser(server, secondSession.access_token)).status).toBe(200);
  });

  it('revokes the whole session when a rotated refresh token is reused after the interval', async () => {
    const server = await serverWith({ REFRESH_TOKEN_REUSE_INTERVAL: '0' });
    const { client } = await server.signUpUser();
    const stolen = (await client.auth.getSession()).data.session?.refresh_token ?? '';
    const rotated = await postJson(server, '/auth/v1/token?grant_type=refresh_token', { refresh_token: stolen });
    const rotatedSession = await readJson(rotated, z.object({ access_token: z.string(), refresh_token: z.string() }));
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const reuse = await postJson(server, '/auth/v1/token?grant_type=refresh_token', { refresh_token: stolen });
    expect(reuse.status).toBe(400);
    expect(await reuse.json()).toMatchObject({
      code: 'refresh_token_already_used',
      message: 'Invalid Refresh Token: Already Used',
    });
    const legitimate = await postJson(server, '/auth/v1/token?grant_type=refresh_token', {
      refresh_token: rotatedSession.refresh_token,
    });
    expect(legitimate.status).toBe(400);
    expect((await getUser(server, rotatedSession.access_token)).status).toBe(403);
  });

  it('signs out one session with scope local, the others with scope others, and all with scope global', async () => {
    const server = await serverWith();
    const { email } = await server.signUpUser(undefined, 'scope-password');
    const sessions = await Promise.all(
      [1, 2, 3].map(async () => {
        const response = await postJson(server, '/auth/v1/token?grant_type=password', {
          email,
          password: 'scope-password',
        });
        const session = await readJson(response, z.object({ access_token: z.string() }));
        return session.access_token;
      }),
    );
    const [first = '', second = '', third = ''] = sessions;
    const logout = (token: string, scope: string) =>
      postJson(server, `/auth/v1/logout?scope=${scope}`, undefined, { Authorization: `Bearer ${token}` });
    expect((await logout(first, 'local')).status).toBe(204);
    expect((await getUser(server, first)).status).toBe(403);
    expect((await getUser(server, second)).status).toBe(200);
    expect((await logout(second, 'others')).status).toBe(204);
    expect((await getUser(server, second)).status).toBe(200);
    expect((await getUser(server, third)).status).toBe(403);
    expect((await logout(second, 'global')).status).toBe(204);
    expect((await getUser(server, second)).status).toBe(403);
    const bad = await logout(second, 'everything');
    expect(bad.status).toBe(400);
  });

  it('refuses an expired access token on /user with bad_jwt', async () => {
    const server = await serverWith();
    const { userId } = await server.signUpUser();
    const past = Math.floor(Date.now() / 1000) - 3600;
    const expired = signJwt(
      { sub: userId, role: 'authenticated', aud: 'authenticated', iat: past - 3600, exp: past },
      server.jwtSecret,
    );
    const response = await getUser(server, expired);
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({
      code: 'bad_jwt',
      message: expect.stringContaining('token is expired'),
    });
    expect(response.headers.get('X-Supabase-Api-Version')).toBe('2024-01-01');
  });

  it('limits sign-ins and sign-ups per address with 429 over_request_rate_limit and Retry-After', async () => {
    const server = await serverWith({ RATE_LIMIT_SIGN_IN_SIGN_UPS: '3' });
    const statuses: number[] = [];
    let limited: Response | undefined;
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const response = await postJson(server, '/auth/v1/token?grant_type=password', {
        email: `nobody${attempt}@example.com`,
        password: 'whatever-1',
      });
      statuses.push(response.status);
      limited = response;
    }
    expect(statuses).toEqual([400, 400, 400, 429]);
    expect(limited?.headers.get('Retry-After')).toMatch(/^\d+$/);
    expect(await limited?.json()).toMatchObject({
      code: 'over_request_rate_limit',
      message: 'Request rate limit reached',
    });
    const signUp = await server
      .createSupabaseClient()
      .auth.signUp({ email: `late-${Date.now()}@example.com`, password: 'secret-password' });
    expect(signUp.error?.status).toBe(429);
  });

  it('slows password guessing per account and address, so the owner still logs in from another address', async () => {
    const server = await serverWith({ RATE_LIMIT_FAILED_SIGN_INS_PER_ACCOUNT: '3', TRUST_PROXY: 'true' });
    const victim = await server.signUpUser(undefined, 'right-password');
    const fromAttacker = { 'X-Forwarded-For': '203.0.113.7' };
    const fromOwner = { 'X-Forwarded-For': '198.51.100.2' };
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const wrong = await postJson(
        server,
        '/auth/v1/token?grant_type=password',
        { email: victim.email, password: `wrong-${attempt}` },
        fromAttacker,
      );
      expect(wrong.status).toBe(400);
    }
    // The guessing address waits, even with the right password: guessing cannot go on behind the 429.
    const slowed = await postJson(
      server,
      '/auth/v1/token?grant_type=password',
      { email: victim.email, password: 'right-password' },
      fromAttacker,
    );
    expect(slowed.status).toBe(429);
    expect(slowed.headers.get('Retry-After')).toMatch(/^\d+$/);
    expect(await slowed.json()).toMatchObject({ code: 'over_request_rate_limit' });
    // The owner, from their own address, is not locked out of their account.
    const owner = await postJson(
      server,
      '/auth/v1/token?grant_type=password',
      { email: victim.email, password: 'right-password' },
      fromOwner,
    );
    expect(owner.status).toBe(200);
  });
});
