import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readJson } from '../../test/read-json.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { verifyJwt } from './json-web-token.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ environment: { REFRESH_TOKEN_REUSE_INTERVAL: '0' } });
});
afterAll(async () => {
  await server?.close();
});

const SessionSchema = z.object({ access_token: z.string(), refresh_token: z.string() });

/** What each surface answers to one access token: /auth/v1/user, a /rest/v1 read and write, and a generation. */
async function statusesFor(accessToken: string) {
  const headers = {
    apikey: server.anonKey,
    Authorization: `Bearer ${accessToken}`,
    'Content-Type': 'application/json',
  };
  const claims = verifyJwt(accessToken, server.jwtSecret);
  const userId = claims.valid ? claims.claims.sub : undefined;
  const user = await fetch(`${server.url}/auth/v1/user`, { headers });
  const read = await fetch(`${server.url}/rest/v1/prompts?select=*`, { headers });
  const write = await fetch(`${server.url}/rest/v1/prompts`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ user_id: userId, resume: 'r', job_description: 'j', cover_letter: 'c' }),
  });
  const generate = await fetch(`${server.url}/generate-cover-letter`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ resume: ' ', jobDescription: ' ' }),
  });
  return { user: user.status, read: read.status, write: write.status, generate: generate.status };
}

// A live token: /user 200, read 200, write 201, and the generation gets as far as the empty-input check (400).
const accepted = { user: 200, read: 200, write: 201, generate: 400 };
const refused = { user: 403, read: 401, write: 401, generate: 401 };

describe('revoking a session', () => {
  it('gives every access token the id of a session that exists', async () => {
    const { accessToken, userId } = await server.signUpUser();
    const verification = verifyJwt(accessToken, server.jwtSecret);
    const sessionId = verification.valid ? verification.claims.session_id : undefined;
    expect(sessionId).toMatch(/^[0-9a-f-]{36}$/);
    const session = await server.databaseHandle.database
      .selectFrom('auth.sessions')
      .select('user_id')
      .where('id', '=', sessionId ?? '')
      .executeTakeFirst();
    expect(session?.user_id).toBe(userId);
  });

  it('refuses the access token on every surface once its session has logged out', async () => {
    const { client, accessToken } = await server.signUpUser();
    expect(await statusesFor(accessToken)).toEqual(accepted);
    expect((await client.auth.signOut()).error).toBeNull();
    expect(await statusesFor(accessToken)).toEqual(refused);
    const read = await fetch(`${server.url}/rest/v1/prompts?select=*`, {
      headers: { apikey: server.anonKey, Authorization: `Bearer ${accessToken}` },
    });
    expect(await read.json()).toMatchObject({ code: 'PGRST303' });
  });

  it('refuses the access token on every surface once reuse of a rotated refresh token revoked its session', async () => {
    const { client } = await server.signUpUser();
    const stolen = (await client.auth.getSession()).data.session?.refresh_token ?? '';
    const refresh = (refreshToken: string) =>
      fetch(`${server.url}/auth/v1/token?grant_type=refresh_token`, {
        method: 'POST',
        headers: { apikey: server.anonKey, 'Content-Type': 'application/json' },
        body: JSON.stringify({ refresh_token: refreshToken }),
      });
    const rotated = await readJson(await refresh(stolen), SessionSchema);
    expect(await statusesFor(rotated.access_token)).toEqual(accepted);
    // Reuse is judged in whole seconds: wait until the rotation is more than the (zero) interval old.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect((await refresh(stolen)).status).toBe(400);
    expect(await statusesFor(rotated.access_token)).toEqual(refused);
  });

  it('keeps the other sessions of the same user working', async () => {
    const { email } = await server.signUpUser(undefined, 'correct horse battery');
    const first = server.createSupabaseClient();
    const second = server.createSupabaseClient();
    await first.auth.signInWithPassword({ email, password: 'correct horse battery' });
    const signedIn = await second.auth.signInWithPassword({ email, password: 'correct horse battery' });
    expect((await first.auth.signOut({ scope: 'local' })).error).toBeNull();
    expect(await statusesFor(signedIn.data.session?.access_token ?? '')).toEqual(accepted);
  });
});
