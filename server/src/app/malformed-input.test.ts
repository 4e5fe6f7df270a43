import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { signJwt } from '../auth/json-web-token.ts';

let server: TestServer;
let user: Awaited<ReturnType<TestServer['signUpUser']>>;

beforeAll(async () => {
  server = await startTestServer({ environment: { RATE_LIMIT_FAILED_SIGN_INS_PER_ACCOUNT: '100000' } });
  // A built web app, as `npm start` has; without one every page answers 503 on purpose.
  const webDist = path.join(server.dataDirectory, 'no-web-build');
  await mkdir(webDist, { recursive: true });
  await writeFile(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
  user = await server.signUpUser();
});
afterAll(async () => {
  await server?.close();
});

/** A small seeded generator, so a failure can be replayed. */
function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  return { next, pick };
}

const random = createRandom(Number(process.env.FUZZ_SEED ?? 20261122));

const nastyStrings = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  'a\u0000b@example.com',
  'valid@example.com\u0000',
  '\u0007\u001b[31m',
  '\ud800',
  '💥'.repeat(50),
  "'; drop table prompts; --",
  '"quoted"',
  '(',
  ')',
  '((a,b)',
  'eq.',
  'in.(',
  'in.("unterminated',
  'not.',
  'not.not.eq.1',
  'eq(any).{1,2}',
  'is.maybe',
  'like.*%_\\',
  'x'.repeat(5000),
  '%',
  '%zz',
  '+',
  '../../etc/passwd',
  '{"a":',
  '[]',
  'null',
  '12345678901234567890',
  '-1',
  '1e309',
];

function randomText(): string {
  return random.next() < 0.6
    ? random.pick(nastyStrings)
    : Array.from({ length: Math.floor(random.next() * 40) }, () =>
        String.fromCharCode(Math.floor(random.next() * 0x3000)),
      ).join('');
}

function randomJsonValue(depth = 0): unknown {
  const kind = Math.floor(random.next() * (depth > 3 ? 5 : 7));
  if (kind === 0) return randomText();
  if (kind === 1) return Math.floor(random.next() * 1e9) - 5e8;
  if (kind === 2) return random.next() < 0.5;
  if (kind === 3) return null;
  if (kind === 4) return random.next() * 1e300;
  if (kind === 5) return Array.from({ length: Math.floor(random.next() * 4) }, () => randomJsonValue(depth + 1));
  const keys = [
    'email',
    'password',
    'refresh_token',
    'resume',
    'jobDescription',
    'user_id',
    'id',
    'cover_letter',
    'job_description',
    'created_at',
    'data',
    randomText(),
  ];
  return Object.fromEntries(
    Array.from({ length: Math.floor(random.next() * 5) }, () => [random.pick(keys), randomJsonValue(depth + 1)]),
  );
}

function randomBody(): string | undefined {
  const kind = Math.floor(random.next() * 8);
  if (kind === 0) return undefined;
  if (kind === 1) return '{"email": "a@b.c", "password": ';
  if (kind === 2) return randomText();
  if (kind === 3)
    return JSON.stringify({ email: `fuzz${Math.floor(random.next() * 1e6)}@example.com`, password: randomText() });
  if (kind === 4) return '['.repeat(5000) + ']'.repeat(5000);
  if (kind === 5 && random.next() < 0.05) return JSON.stringify({ resume: 'x'.repeat(3_000_000) });
  return JSON.stringify(randomJsonValue());
}

function randomAuthorization(): string | undefined {
  const now = Math.floor(Date.now() / 1000);
  const options = [
    undefined,
    `Bearer ${user.accessToken}`,
    `Bearer ${server.anonKey}`,
    'Bearer ',
    'Basic abc',
    `Bearer ${randomText()}`,
    `Bearer ${signJwt({ sub: user.userId, role: 'authenticated', exp: now + 60 }, 'forged-secret-forged-secret-forged-secret')}`,
    `Bearer ${signJwt({ sub: user.userId, role: 'superuser', exp: now + 60 }, server.jwtSecret)}`,
    `Bearer ${signJwt({ sub: randomText(), role: 'authenticated', exp: now + 60, session_id: randomText() }, server.jwtSecret)}`,
    `Bearer eyJhbGciOiJub25lIn0.${Buffer.from(JSON.stringify({ sub: user.userId, role: 'service_role' })).toString('base64url')}.`,
    `Bearer ${'a.'.repeat(3000)}`,
  ];
  return random.pick(options);
}

/** encodeURIComponent throws on lone surrogates; the server must still see odd but well-formed URLs. */
function encode(text: string): string {
  return encodeURIComponent(text.toWellFormed());
}

function randomPath(): string {
  const filterKeys = [
    'select',
    'order',
    'limit',
    'offset',
    'or',
    'and',
    'not.or',
    'cover_letter',
    'id',
    'user_id',
    'created_at',
    'columns',
    'on_conflict',
    randomText(),
  ];
  const query = Array.from(
    { length: Math.floor(random.next() * 4) },
    () => `${encode(random.pick(filterKeys))}=${encode(randomText())}`,
  ).join('&');
  return random.pick([
    '/auth/v1/signup',
    '/auth/v1/token?grant_type=password',
    '/auth/v1/token?grant_type=refresh_token',
    `/auth/v1/token?grant_type=${encode(randomText())}`,
    '/auth/v1/user',
    `/auth/v1/logout?scope=${encode(randomText())}`,
    '/auth/v1/admin/users',
    `/rest/v1/prompts?${query}`,
    `/rest/v1/prompts?${query}`,
    `/rest/v1/prompts?${query}`,
    `/rest/v1/${encode(randomText())}?${query}`,
    '/rest/v1/rpc/anything',
    '/generate-cover-letter',
    `/${encode(randomText())}`,
    '/static/js/%2e%2e%2fjwt-secret',
    '/rest/v1/prompts?select=*&cover_letter=eq.%E0%A4%A',
    '/rest/v1/prompts?select=%zz',
  ]);
}

describe('bad input at volume', () => {
  it('answers thousands of malformed and random requests with no 5xx and no hang, and stays healthy', async () => {
    const total = 3000;
    const failures: string[] = [];
    let sent = 0;
    const worker = async () => {
      while (sent < total) {
        sent += 1;
        const method = random.pick(['GET', 'POST', 'POST', 'PATCH', 'DELETE', 'PUT', 'HEAD', 'OPTIONS']);
        const path = randomPath();
        const headers: Record<string, string> = {
          apikey: random.next() < 0.8 ? server.anonKey : randomText().replace(/[^\x20-\x7e]/g, ''),
        };
        const authorization = randomAuthorization();
        if (authorization) headers.Authorization = authorization.replace(/[^\x20-\x7e]/g, '');
        headers['Content-Type'] = random.pick([
          'application/json',
          'text/plain',
          'application/x-www-form-urlencoded',
          'application/json; charset=latin1',
        ]);
        if (random.next() < 0.3)
          headers.Prefer = random.pick([
            'return=representation',
            'count=exact',
            'resolution=merge-duplicates',
            randomText().replace(/[^\x20-\x7e]/g, ''),
          ]);
        if (random.next() < 0.2)
          headers.Accept = random.pick(['application/vnd.pgrst.object+json', 'text/csv', '*/*', 'text/event-stream']);
        if (random.next() < 0.1) headers['Accept-Profile'] = random.pick(['public', 'auth', 'pg_catalog']);
        const body = method === 'GET' || method === 'HEAD' ? undefined : randomBody();
        try {
          const response = await fetch(`${server.url}${path}`, {
            method,
            headers,
            body,
            signal: AbortSignal.timeout(15_000),
          });
          await response.arrayBuffer();
          if (response.status >= 500) failures.push(`${method} ${path.slice(0, 200)} -> ${response.status}`);
        } catch (error) {
          // A server may answer an oversized upload early (413) and close the socket while the client is still
          // sending; the client then sees the connection close instead of the answer. That is a refusal, not a hang.
          if ((body?.length ?? 0) > 1024 * 1024 && error instanceof TypeError) continue;
          failures.push(
            `${method} ${path.slice(0, 200)} -> ${error instanceof Error ? `${error.name} ${String(error.cause)}` : 'error'}`,
          );
        }
      }
    };
    await Promise.all(Array.from({ length: 8 }, worker));
    expect(failures).toEqual([]);
    const health = await fetch(`${server.url}/health`);
    expect(health.status).toBe(200);
    const stillWorks = await user.client.from('prompts').select('*');
    expect(stillWorks.error).toBeNull();
  }, 300_000);
});
