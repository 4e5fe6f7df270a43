import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { signJwt } from './json-web-token.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('auth service with the real supabase-js client', () => {
  it('signs a user up and returns a session with the Supabase user shape', async () => {
    const client = server.createSupabaseClient();
    const email = `Signup-${Date.now()}@Example.com`;
    const { data, error } = await client.auth.signUp({ email, password: 'secret-password' });
    expect(error).toBeNull();
    expect(data.session?.access_token.split('.')).toHaveLength(3);
    expect(data.session?.refresh_token.length).toBeGreaterThanOrEqual(40);
    expect(data.session?.expires_in).toBe(3600);
    expect(data.user).toMatchObject({
      email: email.toLowerCase(),
      aud: 'authenticated',
      role: 'authenticated',
      app_metadata: { provider: 'email', providers: ['email'], plan: 'free' },
      is_anonymous: false,
    });
    expect(data.user?.identities?.[0]?.provider).toBe('email');
  });

  it('issues access tokens with the claims Supabase issues', async () => {
    const { accessToken, userId } = await server.signUpUser();
    const [, payload = ''] = accessToken.split('.');
    const claims: Record<string, unknown> = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    expect(claims).toMatchObject({ sub: userId, aud: 'authenticated', role: 'authenticated', aal: 'aal1' });
    expect(typeof claims.session_id).toBe('string');
    expect(claims.app_metadata).toMatchObject({ plan: 'free' });
    expect(Number(claims.exp) - Number(claims.iat)).toBe(3600);
  });

  it('logs in with the password grant and gets the current user', async () => {
    const { email } = await server.signUpUser(undefined, 'my-password-1');
    const client = server.createSupabaseClient();
    const login = await client.auth.signInWithPassword({ email, password: 'my-password-1' });
    expect(login.error).toBeNull();
    expect(login.data.user?.email).toBe(email);
    const current = await client.auth.getUser();
    expect(current.error).toBeNull();
    expect(current.data.user?.id).toBe(login.data.user?.id);
  });

  it('refuses a wrong password with the contract code and message', async () => {
    const { email } = await server.signUpUser(undefined, 'right-password');
    const { data, error } = await server
      .createSupabaseClient()
      .auth.signInWithPassword({ email, password: 'wrong-password' });
    expect(data.session).toBeNull();
    expect(error?.message).toBe('Invalid login credentials');
    expect(error?.status).toBe(400);
    expect(error?.code).toBe('invalid_credentials');
  });

  it('answers an unknown email exactly like a wrong password', async () => {
    const { error } = await server
      .createSupabaseClient()
      .auth.signInWithPassword({ email: 'nobody@example.com', password: 'whatever-1' });
    expect(error?.code).toBe('invalid_credentials');
    expect(error?.message).toBe('Invalid login credentials');
  });

  it('refuses a second sign-up with the same email, whatever its case', async () => {
    const { email } = await server.signUpUser();
    const { error } = await server
      .createSupabaseClient()
      .auth.signUp({ email: email.toUpperCase(), password: 'another-password' });
    expect(error?.status).toBe(422);
    expect(error?.code).toBe('user_already_exists');
    expect(error?.message).toBe('User already registered');
  });

  it('refuses a password shorter than 6 characters as a weak password', async () => {
    const { error } = await server
      .createSupabaseClient()
      .auth.signUp({ email: `weak-${Date.now()}@example.com`, password: 'q7#Zp' });
    expect(error?.status).toBe(422);
    expect(error?.code).toBe('weak_password');
    expect(error?.message).toBe('Password should be at least 6 characters.');
    expect(error && 'reasons' in error ? error.reasons : undefined).toEqual(['length']);
  });

  it('refuses a commonly used password and one of spaces only, with the reasons supabase-js reads', async () => {
    const client = server.createSupabaseClient();
    const common = await client.auth.signUp({ email: `common-${Date.now()}@example.com`, password: 'Password123' });
    expect(common.error?.status).toBe(422);
    expect(common.error?.code).toBe('weak_password');
    expect(common.error?.message).toBe(
      'Password is known to be weak and easy to guess, please choose a different one.',
    );
    expect(common.error && 'reasons' in common.error ? common.error.reasons : undefined).toEqual(['pwned']);
    const spaces = await client.auth.signUp({ email: `spaces-${Date.now()}@example.com`, password: '        ' });
    expect(spaces.error?.code).toBe('weak_password');
    expect(spaces.error && 'reasons' in spaces.error ? spaces.error.reasons : undefined).toEqual(['characters']);
  });

  it('refuses an email with an invisible character or mixed scripts', async () => {
    const client = server.createSupabaseClient();
    for (const email of [`jordan\u200b-${Date.now()}@example.com`, `p\u0430ypal-${Date.now()}@example.com`]) {
      const { error } = await client.auth.signUp({ email, password: 'secret-password' });
      expect(error?.status).toBe(400);
      expect(error?.code).toBe('email_address_invalid');
    }
  });

  it('refuses sign-up data with a NUL character or over 4 KiB with a 400, and creates no account', async () => {
    const client = server.createSupabaseClient();
    const nulEmail = `nul-${Date.now()}@example.com`;
    const nul = await client.auth.signUp({
      email: nulEmail,
      password: 'secret-password',
      options: { data: { name: 'Jordan\u0000Rivera' } },
    });
    expect(nul.error?.status).toBe(400);
    expect(nul.error?.code).toBe('validation_failed');
    const bigEmail = `big-${Date.now()}@example.com`;
    const big = await client.auth.signUp({
      email: bigEmail,
      password: 'secret-password',
      options: { data: { note: 'x'.repeat(60_000) } },
    });
    expect(big.error?.status).toBe(400);
    expect(big.error?.message).toBe('User metadata may have at most 4096 bytes of JSON');
    for (const email of [nulEmail, bigEmail]) {
      const login = await client.auth.signInWithPassword({ email, password: 'secret-password' });
      expect(login.error?.code).toBe('invalid_credentials');
    }
  });

  it('refuses an invalid email address', async () => {
    const { error } = await server
      .createSupabaseClient()
      .auth.signUp({ email: 'not-an-email', password: 'secret-password' });
    expect(error?.status).toBe(400);
    expect(error?.message).toBe('Unable to validate email address: invalid format');
  });

  it('rotates the refresh token on refresh and the new session works', async () => {
    const { client } = await server.signUpUser();
    const before = (await client.auth.getSession()).data.session;
    const { data, error } = await client.auth.refreshSession();
    expect(error).toBeNull();
    expect(data.session?.refresh_token).not.toBe(before?.refresh_token);
    const current = await client.auth.getUser();
    expect(current.data.user?.id).toBe(before?.user.id);
  });

  it('signs out so the refresh token and the access token stop working', async () => {
    const { client, accessToken } = await server.signUpUser();
    const refreshToken = (await client.auth.getSession()).data.session?.refresh_token ?? '';
    const { error } = await client.auth.signOut();
    expect(error).toBeNull();
    const user = await fetch(`${server.url}/auth/v1/user`, {
      headers: { Authorization: `Bearer ${accessToken}`, apikey: server.anonKey },
    });
    expect(user.status).toBe(403);
    expect(await user.json()).toMatchObject({ code: 'session_not_found' });
    const refresh = await fetch(`${server.url}/auth/v1/token?grant_type=refresh_token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', apikey: server.anonKey },
      body: JSON.stringify({ refresh_token: refreshToken }),
    });
    expect(refresh.status).toBe(400);
  });

  it('refuses /user without a token, with a forged token and with the anon key', async () => {
    const noToken = await fetch(`${server.url}/auth/v1/user`, { headers: { apikey: server.anonKey } });
    expect(noToken.status).toBe(401);
    expect(await noToken.json()).toMatchObject({ code: 'no_authorization' });
    expect(noToken.headers.get('X-Supabase-Api-Version')).toBe('2024-01-01');

    const forged = signJwt(
      { sub: '00000000-0000-0000-0000-000000000000', role: 'authenticated', exp: Math.floor(Date.now() / 1000) + 60 },
      'a-different-secret-of-enough-length!!',
    );
    const forgedResponse = await fetch(`${server.url}/auth/v1/user`, {
      headers: { Authorization: `Bearer ${forged}` },
    });
    expect(forgedResponse.status).toBe(403);
    expect(await forgedResponse.json()).toMatchObject({ code: 'bad_jwt' });

    const anon = await fetch(`${server.url}/auth/v1/user`, { headers: { Authorization: `Bearer ${server.anonKey}` } });
    expect(anon.status).toBe(403);
    expect(await anon.json()).toMatchObject({ code: 'bad_jwt', message: 'invalid claim: missing sub claim' });
  });

  it('answers malformed JSON with bad_json instead of a server error', async () => {
    const response = await fetch(`${server.url}/auth/v1/signup`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"email": "a@b.c", "password": ',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'bad_json' });
  });

  it('stores passwords as argon2id hashes, never in clear', async () => {
    const { userId } = await server.signUpUser(undefined, 'plain-text-never');
    const row = await server.databaseHandle.database
      .selectFrom('auth.users')
      .select('encrypted_password')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(row.encrypted_password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row.encrypted_password).not.toContain('plain-text-never');
  });
});
