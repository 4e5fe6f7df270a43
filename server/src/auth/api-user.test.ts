import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { importJWK, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHostedProjectAuthenticator, type AuthenticateApiUser } from './api-user.ts';
import { AuthError } from './auth-error.ts';
import { signJwt } from './json-web-token.ts';
import { generateSigningJwk } from './signing-keys.ts';

/** A stand-in for a hosted project's `/auth/v1/.well-known/jwks.json`: the keys it publishes can change, or fail. */
type KeySetServer = {
  url: string;
  publish: (keys: Array<Record<string, string>>) => void;
  fail: (status: number | undefined) => void;
  fetches: () => number;
  apikeys: () => Array<string | undefined>;
  close: () => Promise<void>;
};

async function startKeySetServer(): Promise<KeySetServer> {
  let published: Array<Record<string, string>> = [];
  let failure: number | undefined;
  let fetchCount = 0;
  const apikeys: Array<string | undefined> = [];
  const server: Server = createServer((request, response) => {
    if (request.url !== '/auth/v1/.well-known/jwks.json') {
      response.writeHead(404).end();
      return;
    }
    fetchCount += 1;
    apikeys.push(typeof request.headers.apikey === 'string' ? request.headers.apikey : undefined);
    if (failure) {
      response.writeHead(failure).end('{"message":"unavailable"}');
      return;
    }
    const keys = published.map(({ d: _private, ...publicHalf }) => publicHalf);
    response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ keys }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    publish: (keys) => {
      published = keys;
    },
    fail: (status) => {
      failure = status;
    },
    fetches: () => fetchCount,
    apikeys: () => apikeys,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

async function signWith(jwk: Record<string, string>, claims: Record<string, unknown>): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ aud: 'authenticated', role: 'authenticated', ...claims })
    .setProtectedHeader({ alg: 'ES256', typ: 'JWT', kid: jwk.kid ?? '' })
    .setIssuedAt(now)
    .setExpirationTime(now + 600)
    .sign(await importJWK(jwk, 'ES256'));
}

async function refusal(authenticate: AuthenticateApiUser, token: string): Promise<AuthError> {
  const error = await authenticate(`Bearer ${token}`).then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof AuthError)) throw new Error(`expected an AuthError, got ${String(error)}`);
  return error;
}

let keySetServer: KeySetServer;
beforeAll(async () => {
  keySetServer = await startKeySetServer();
});
afterAll(async () => {
  await keySetServer?.close();
});

describe("a hosted project's access tokens (the split deployment)", () => {
  it('accepts a token signed with a published key and reads the plan from app_metadata', async () => {
    const key = generateSigningJwk();
    keySetServer.publish([key]);
    const authenticate = createHostedProjectAuthenticator({
      url: keySetServer.url,
      anonKey: 'anon-key-of-the-project',
      jwtSecret: undefined,
    });
    const userId = randomUUID();
    const token = await signWith(key, { sub: userId, app_metadata: { provider: 'email', plan: 'premium' } });
    expect(await authenticate(`Bearer ${token}`)).toEqual({
      id: userId,
      appMetadata: { provider: 'email', plan: 'premium' },
    });
    expect(keySetServer.apikeys().at(-1)).toBe('anon-key-of-the-project');
  });

  it('fetches the key set once, and again only when a token names a kid it does not hold (a rotation)', async () => {
    const first = generateSigningJwk();
    const second = generateSigningJwk();
    keySetServer.publish([first]);
    const authenticate = createHostedProjectAuthenticator({
      url: keySetServer.url,
      anonKey: 'anon',
      jwtSecret: undefined,
      keySetCooldownMs: 0,
    });
    const before = keySetServer.fetches();
    for (let index = 0; index < 5; index += 1) {
      await authenticate(`Bearer ${await signWith(first, { sub: randomUUID() })}`);
    }
    expect(keySetServer.fetches() - before).toBe(1);

    keySetServer.publish([second, first]);
    await authenticate(`Bearer ${await signWith(second, { sub: randomUUID() })}`);
    expect(keySetServer.fetches() - before).toBe(2);
    await authenticate(`Bearer ${await signWith(first, { sub: randomUUID() })}`);
    expect(keySetServer.fetches() - before).toBe(2);
  });

  it('does not fetch again for every unknown kid within the cool-down', async () => {
    const known = generateSigningJwk();
    keySetServer.publish([known]);
    const authenticate = createHostedProjectAuthenticator({
      url: keySetServer.url,
      anonKey: 'anon',
      jwtSecret: undefined,
      keySetCooldownMs: 60_000,
    });
    await authenticate(`Bearer ${await signWith(known, { sub: randomUUID() })}`);
    const before = keySetServer.fetches();
    for (let index = 0; index < 3; index += 1) {
      const stranger = await signWith(generateSigningJwk(), { sub: randomUUID() });
      expect((await refusal(authenticate, stranger)).status).toBe(403);
    }
    expect(keySetServer.fetches()).toBe(before);
  });

  it('refuses a token from another key, even under a published kid, and the anon key', async () => {
    const key = generateSigningJwk();
    keySetServer.publish([key]);
    const authenticate = createHostedProjectAuthenticator({
      url: keySetServer.url,
      anonKey: 'a',
      jwtSecret: undefined,
    });
    const impostor = await signWith({ ...generateSigningJwk(), kid: key.kid ?? '' }, { sub: randomUUID() });
    expect(await refusal(authenticate, impostor)).toMatchObject({ status: 403, code: 'bad_jwt' });
    const anon = await signWith(key, { role: 'anon', aud: undefined });
    expect(await refusal(authenticate, anon)).toMatchObject({ status: 403, code: 'bad_jwt' });
    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT({ sub: randomUUID(), role: 'authenticated', aud: 'authenticated' })
      .setProtectedHeader({ alg: 'ES256', kid: key.kid ?? '' })
      .setIssuedAt(now - 7200)
      .setExpirationTime(now - 3600)
      .sign(await importJWK(key, 'ES256'));
    expect((await refusal(authenticate, expired)).message).toContain('token is expired');
  });

  it("checks HS256 tokens with the project's legacy secret, and refuses them without it", async () => {
    const secret = 'the-projects-legacy-jwt-secret-0123456789';
    const userId = randomUUID();
    const now = Math.floor(Date.now() / 1000);
    const token = signJwt({ sub: userId, role: 'authenticated', aud: 'authenticated', exp: now + 60 }, secret);
    const withSecret = createHostedProjectAuthenticator({ url: keySetServer.url, anonKey: 'a', jwtSecret: secret });
    expect((await withSecret(`Bearer ${token}`)).id).toBe(userId);
    const forged = signJwt({ sub: userId, role: 'authenticated', aud: 'authenticated', exp: now + 60 }, `${secret}x`);
    expect((await refusal(withSecret, forged)).status).toBe(403);
    const withoutSecret = createHostedProjectAuthenticator({
      url: keySetServer.url,
      anonKey: 'a',
      jwtSecret: undefined,
    });
    expect((await refusal(withoutSecret, token)).message).toContain('SUPABASE_JWT_SECRET');
  });

  it('answers 503, not a refusal, when the key set cannot be fetched', async () => {
    keySetServer.fail(500);
    try {
      const authenticate = createHostedProjectAuthenticator({
        url: keySetServer.url,
        anonKey: 'a',
        jwtSecret: undefined,
      });
      const token = await signWith(generateSigningJwk(), { sub: randomUUID() });
      expect(await refusal(authenticate, token)).toMatchObject({ status: 503, code: 'keys_unavailable' });
    } finally {
      keySetServer.fail(undefined);
    }
  });
});
