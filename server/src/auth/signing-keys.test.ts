import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLocalJWKSet, decodeProtectedHeader, importJWK, jwtVerify, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readJson } from '../../test/read-json.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { generateSigningJwk, loadSigningKeys, parseSigningKeys } from './signing-keys.ts';

const JwksSchema = z.object({
  keys: z.array(z.object({ kty: z.string(), kid: z.string(), alg: z.string(), use: z.string() }).loose()),
});

async function readKeySet(server: TestServer) {
  const response = await fetch(`${server.url}/auth/v1/.well-known/jwks.json`);
  expect(response.status).toBe(200);
  return readJson(response, JwksSchema);
}

/** A token for `userId` signed with `jwk` (a private key this server may or may not trust). */
async function signWith(jwk: Record<string, string>, claims: Record<string, unknown>): Promise<string> {
  const key = await importJWK(jwk, 'ES256');
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ aud: 'authenticated', role: 'authenticated', ...claims })
    .setProtectedHeader({ alg: 'ES256', typ: 'JWT', kid: jwk.kid ?? 'unknown' })
    .setIssuedAt(now)
    .setExpirationTime(now + 600)
    .sign(key);
}

describe('access tokens signed with ES256 (JWT_ALGORITHM=ES256)', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ environment: { JWT_ALGORITHM: 'ES256' } });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('signs sessions with a P-256 key kept in DATA_DIR and publishes its public half at the JWKS address', async () => {
    const { accessToken, userId } = await server.signUpUser();
    const header = decodeProtectedHeader(accessToken);
    expect(header.alg).toBe('ES256');
    const keySet = await readKeySet(server);
    expect(keySet.keys).toHaveLength(1);
    expect(keySet.keys[0]).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig', kid: header.kid });
    expect(keySet.keys[0]).not.toHaveProperty('d');
    // Checked by jose against the published set alone, as a resource server elsewhere would.
    const verified = await jwtVerify(accessToken, createLocalJWKSet(keySet));
    expect(verified.payload).toMatchObject({ sub: userId, role: 'authenticated', aud: 'authenticated' });

    const keyFile = path.join(server.dataDirectory, 'jwt-signing-key.json');
    expect((await stat(keyFile)).mode & 0o777).toBe(0o600);
    expect(parseSigningKeys(await readFile(keyFile, 'utf8')).signing.kid).toBe(header.kid);
  });

  it('accepts its ES256 tokens on /auth/v1 and /rest/v1 through supabase-js', async () => {
    const { client, userId } = await server.signUpUser();
    const user = await client.auth.getUser();
    expect(user.data.user?.id).toBe(userId);
    const insert = await client
      .from('prompts')
      .insert({ user_id: userId, resume: 'r', job_description: 'j', cover_letter: 'Dear team' });
    expect(insert.error).toBeNull();
    const list = await client.from('prompts').select('cover_letter').eq('user_id', userId);
    expect(list.data).toEqual([{ cover_letter: 'Dear team' }]);
    const refreshed = await client.auth.refreshSession();
    expect(decodeProtectedHeader(refreshed.data.session?.access_token ?? '').alg).toBe('ES256');
  });

  it('refuses a token signed by another key, even one that claims the same kid', async () => {
    const { userId, accessToken } = await server.signUpUser();
    const kid = decodeProtectedHeader(accessToken).kid;
    const forged = await signWith({ ...generateSigningJwk(), kid: kid ?? '' }, { sub: userId });
    const user = await fetch(`${server.url}/auth/v1/user`, {
      headers: { Authorization: `Bearer ${forged}`, apikey: server.anonKey },
    });
    expect(user.status).toBe(403);
    expect(await user.json()).toMatchObject({ code: 'bad_jwt' });
    const rest = await fetch(`${server.url}/rest/v1/prompts?select=*`, {
      headers: { Authorization: `Bearer ${forged}`, apikey: server.anonKey },
    });
    expect(rest.status).toBe(401);
    expect(await rest.json()).toMatchObject({ code: 'PGRST301' });
  });
});

describe('an operator-given signing key (JWT_SIGNING_KEY)', () => {
  const current = generateSigningJwk();
  const previous = generateSigningJwk();
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({
      environment: { JWT_ALGORITHM: 'ES256', JWT_SIGNING_KEY: JSON.stringify([current, previous]) },
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('signs with the first key and still accepts tokens of the keys after it, publishing both', async () => {
    const { accessToken, userId } = await server.signUpUser();
    expect(decodeProtectedHeader(accessToken).kid).toBe(current.kid);
    const keySet = await readKeySet(server);
    expect(keySet.keys.map((key) => key.kid)).toEqual([current.kid, previous.kid]);

    const sessionId = z
      .object({ session_id: z.string() })
      .parse(await jwtVerify(accessToken, createLocalJWKSet(keySet)).then((result) => result.payload)).session_id;
    const fromBeforeTheRotation = await signWith(previous, { sub: userId, session_id: sessionId });
    const user = await fetch(`${server.url}/auth/v1/user`, {
      headers: { Authorization: `Bearer ${fromBeforeTheRotation}`, apikey: server.anonKey },
    });
    expect(user.status).toBe(200);
  });

  it('keeps the HS256 anon key working for data requests without a session', async () => {
    const response = await fetch(`${server.url}/rest/v1/prompts?select=*`, {
      headers: { Authorization: `Bearer ${server.anonKey}`, apikey: server.anonKey },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([]);
  });
});

describe('the key kept in the data directory', () => {
  it('is made once and read again by every later start, even when two starts race', async () => {
    const dataDirectory = await mkdtemp(path.join(tmpdir(), 'cover-letter-keys-'));
    try {
      const [first, second] = await Promise.all([
        loadSigningKeys({ dataDirectory, configuredKeys: undefined }),
        loadSigningKeys({ dataDirectory, configuredKeys: undefined }),
      ]);
      const third = await loadSigningKeys({ dataDirectory, configuredKeys: undefined });
      expect(second.signing.kid).toBe(first.signing.kid);
      expect(third.signing.kid).toBe(first.signing.kid);
    } finally {
      await rm(dataDirectory, { recursive: true, force: true });
    }
  });

  it('refuses a key file or JWT_SIGNING_KEY that is not a private P-256 key, naming where it came from', () => {
    const { d: _secret, ...publicOnly } = generateSigningJwk();
    expect(() => parseSigningKeys(JSON.stringify(publicOnly))).toThrow(/JWT_SIGNING_KEY: each key must be a private/);
    expect(() => parseSigningKeys('not json')).toThrow(/JWT_SIGNING_KEY: must be JSON/);
    const key = generateSigningJwk();
    const other = generateSigningJwk();
    expect(() => parseSigningKeys(JSON.stringify({ ...key, x: other.x, y: other.y }))).toThrow(
      /do not belong to its d|valid P-256 key/,
    );
    expect(() => parseSigningKeys(JSON.stringify({ keys: [key, key] }))).toThrow(/same kid/);
    expect(parseSigningKeys(JSON.stringify({ keys: [key] })).signing.kid).toBe(key.kid);
  });
});

describe('the default, HS256', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('signs with the secret and publishes an empty key set', async () => {
    const { accessToken } = await server.signUpUser();
    expect(decodeProtectedHeader(accessToken).alg).toBe('HS256');
    expect(await readKeySet(server)).toEqual({ keys: [] });
  });
});
