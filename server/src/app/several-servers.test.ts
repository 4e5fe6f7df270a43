import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { UsageSchema } from '@cover-letter/shared/usage-schema';
import { requestLetter } from '../../test/language-model-test-client.ts';
import { readJson } from '../../test/read-json.ts';
import { createTestDatabase, startTestServer, testDatabaseUrl, type TestServer } from '../../test/test-server.ts';
import { setPlan } from '../admin/user-administration.ts';
import type { LetterGenerator } from '../generation/letter-generator.ts';

// Three app servers on one PostgreSQL database, as behind a load balancer: every limit, meter and token check must
// hold across them (docs/decisions/0031-limits-in-postgresql.md). Each is a whole server with its own connection pool
// and memory; the requests are spread over them from here. PostgreSQL only: the embedded database serves one process.

const sharedSecret = 'several-servers-share-this-jwt-secret-0123456789';
const signInLimit = 10;
const failedSignInLimit = 3;
const letter = { resume: 'Jane Doe, platform engineer', jobDescription: 'Globex needs a platform engineer.' };

/** Letters wait here while a test holds them, to have several running at once. */
let lettersHeld: Promise<void> = Promise.resolve();
let lettersStarted = 0;
const generator: LetterGenerator = {
  name: 'test-model',
  async *streamLetter() {
    lettersStarted += 1;
    await lettersHeld;
    yield 'Dear Hiring Manager,\n\nI would like to apply for the platform role.\n\n';
    yield 'Kind regards,\nJane Doe';
  },
};

const SessionSchema = z.object({ access_token: z.string(), refresh_token: z.string() });
const AuthErrorSchema = z.object({ code: z.string() });

let servers: TestServer[] = [];
let dropDatabase: (() => Promise<void>) | undefined;

/** The server that takes the nth request, round robin. */
function serverFor(index: number): TestServer {
  const server = servers[index % servers.length];
  if (!server) throw new Error('no servers are running');
  return server;
}

function postToken(server: TestServer, grantType: string, body: unknown, address: string): Promise<Response> {
  return fetch(`${server.url}/auth/v1/token?grant_type=${grantType}`, {
    method: 'POST',
    headers: { apikey: server.anonKey, 'Content-Type': 'application/json', 'X-Forwarded-For': address },
    body: JSON.stringify(body),
  });
}

/** Waits, up to a bound, for something the servers do in their own time. */
async function eventually(check: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

beforeAll(async () => {
  if (!testDatabaseUrl) return;
  const database = await createTestDatabase(testDatabaseUrl);
  dropDatabase = database.drop;
  const environment = {
    DATABASE_URL: database.url,
    JWT_SECRET: sharedSecret,
    TRUST_PROXY: 'true',
    RATE_LIMIT_SIGN_IN_SIGN_UPS: String(signInLimit),
    RATE_LIMIT_FAILED_SIGN_INS_PER_ACCOUNT: String(failedSignInLimit),
    REFRESH_TOKEN_REUSE_INTERVAL: '0',
  };
  // One after the other: the first applies the migrations, the others find them applied.
  for (let count = 0; count < 3; count += 1) servers.push(await startTestServer({ environment, generator }));
});
afterAll(async () => {
  for (const server of servers) await server.close();
  servers = [];
  await dropDatabase?.();
});

describe.skipIf(testDatabaseUrl === undefined)('three app servers on one PostgreSQL database', () => {
  it('gives a free user exactly 3 letters under a 30-way race spread across the servers', async () => {
    const { accessToken } = await serverFor(0).signUpUser();
    const statuses = await Promise.all(
      Array.from(
        { length: 30 },
        async (_, index) => (await requestLetter(serverFor(index).url, accessToken, letter)).status,
      ),
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(3);
    expect(statuses.filter((status) => status === 403)).toHaveLength(27);
    for (const server of servers) {
      const usage = await fetch(`${server.url}/usage`, { headers: { Authorization: `Bearer ${accessToken}` } });
      expect(await readJson(usage, UsageSchema)).toMatchObject({ plan: 'free', lettersUsed: 3, letterLimit: 3 });
    }
  });

  it('caps the letters one user has running at once across the servers', async () => {
    const { accessToken, email } = await serverFor(1).signUpUser();
    await setPlan(serverFor(0).databaseHandle.database, email, 'premium');
    let release = () => {};
    lettersHeld = new Promise((resolve) => {
      release = resolve;
    });
    lettersStarted = 0;
    const answered: number[] = [];
    const requests = Array.from({ length: 6 }, async (_, index) => {
      const response = await requestLetter(serverFor(index).url, accessToken, letter);
      answered.push(response.status);
      return response.status;
    });
    try {
      await eventually(() => lettersStarted === 3 && answered.length === 3, 'three letters running, three refused');
    } finally {
      release();
    }
    expect(answered).toEqual([429, 429, 429]);
    expect((await Promise.all(requests)).sort()).toEqual([200, 200, 200, 429, 429, 429]);
    expect(lettersStarted).toBe(3);
  });

  it('reaches the sign-in limit at the same count spread across the servers as on one server', async () => {
    const statusesOn = async (pick: (attempt: number) => TestServer, address: string) => {
      const statuses: number[] = [];
      for (let attempt = 0; attempt <= signInLimit; attempt += 1) {
        const body = { email: `nobody-${attempt}@example.com`, password: 'not-the-password' };
        statuses.push((await postToken(pick(attempt), 'password', body, address)).status);
      }
      return statuses;
    };
    const onOne = await statusesOn(() => serverFor(0), '198.51.100.1');
    const spread = await statusesOn(serverFor, '198.51.100.2');
    expect(onOne).toEqual([...Array.from({ length: signInLimit }, () => 400), 429]);
    expect(spread).toEqual(onOne);
  });

  it('slows password guessing across the servers: parallel guesses get no more checks than the limit', async () => {
    const victim = await serverFor(2).signUpUser(undefined, 'the-right-password');
    const attacker = '203.0.113.9';
    const guesses = await Promise.all(
      Array.from({ length: 9 }, async (_, index) => {
        const body = { email: victim.email, password: `wrong-guess-${index}` };
        return (await postToken(serverFor(index), 'password', body, attacker)).status;
      }),
    );
    expect(guesses.filter((status) => status === 400)).toHaveLength(failedSignInLimit);
    expect(guesses.filter((status) => status === 429)).toHaveLength(9 - failedSignInLimit);
    for (const server of servers) {
      const right = await postToken(
        server,
        'password',
        { email: victim.email, password: 'the-right-password' },
        attacker,
      );
      expect(right.status).toBe(429);
    }
    const owner = await postToken(
      serverFor(1),
      'password',
      { email: victim.email, password: 'the-right-password' },
      '198.51.100.77',
    );
    expect(owner.status).toBe(200);
  });

  it('refuses a refresh token rotated on one server and reused on another, and ends that session everywhere', async () => {
    const { email } = await serverFor(0).signUpUser(undefined, 'refresh-password');
    const address = '192.0.2.44';
    const signedIn = await readJson(
      await postToken(serverFor(0), 'password', { email, password: 'refresh-password' }, address),
      SessionSchema,
    );
    const rotated = await readJson(
      await postToken(serverFor(1), 'refresh_token', { refresh_token: signedIn.refresh_token }, address),
      SessionSchema,
    );
    expect(rotated.refresh_token).not.toBe(signedIn.refresh_token);

    const reused = await postToken(serverFor(2), 'refresh_token', { refresh_token: signedIn.refresh_token }, address);
    expect(reused.status).toBe(400);
    expect(await readJson(reused, AuthErrorSchema)).toEqual(
      expect.objectContaining({ code: 'refresh_token_already_used' }),
    );
    // The reuse revoked the whole session: the rotated token and its access token are refused on every server.
    const afterReuse = await postToken(
      serverFor(0),
      'refresh_token',
      { refresh_token: rotated.refresh_token },
      address,
    );
    expect(afterReuse.status).toBe(400);
    for (const server of servers) {
      const user = await fetch(`${server.url}/auth/v1/user`, {
        headers: { apikey: server.anonKey, Authorization: `Bearer ${rotated.access_token}` },
      });
      expect(user.status).toBe(403);
    }
  });
});
