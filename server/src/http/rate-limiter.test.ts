import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { createRateLimiter } from './rate-limiter.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('rate limiter kept in the database', () => {
  it('allows the limit within a window, refuses the next hit with the seconds to wait, and opens again after the window', async () => {
    let time = new Date('2026-01-01T12:00:00Z').getTime();
    const limiter = createRateLimiter({
      database: server.databaseHandle.database,
      bucket: 'test-window',
      limit: 3,
      windowSeconds: 60,
      now: () => new Date(time),
    });
    const firstThree = [await limiter.hit('a'), await limiter.hit('a'), await limiter.hit('a')];
    expect(firstThree.every((result) => result.allowed)).toBe(true);
    expect(await limiter.hit('a')).toEqual({ allowed: false, retryAfterSeconds: 60 });
    expect((await limiter.hit('b')).allowed).toBe(true);
    time += 30_000;
    expect(await limiter.hit('a')).toEqual({ allowed: false, retryAfterSeconds: 30 });
    time += 30_000;
    expect((await limiter.hit('a')).allowed).toBe(true);
  });

  it('counts every one of many hits at once exactly, as several servers would send them', async () => {
    const limiter = createRateLimiter({
      database: server.databaseHandle.database,
      bucket: 'test-race',
      limit: 7,
      windowSeconds: 300,
    });
    const results = await Promise.all(Array.from({ length: 25 }, () => limiter.hit('racer')));
    expect(results.filter((result) => result.allowed)).toHaveLength(7);
  });

  it('takes back a hit, forgets a reset key, keeps limits apart by bucket, and stores no key in plain text', async () => {
    const database = server.databaseHandle.database;
    const one = createRateLimiter({ database, bucket: 'test-one', limit: 1, windowSeconds: 10 });
    const other = createRateLimiter({ database, bucket: 'test-other', limit: 1, windowSeconds: 10 });
    expect((await one.hit('someone@example.com')).allowed).toBe(true);
    await one.giveBack('someone@example.com');
    expect((await one.hit('someone@example.com')).allowed).toBe(true);
    expect((await other.hit('someone@example.com')).allowed).toBe(true);
    expect((await one.hit('someone@example.com')).allowed).toBe(false);
    await one.reset('someone@example.com');
    expect((await one.hit('someone@example.com')).allowed).toBe(true);
    const rows = await database.selectFrom('app.rate_limit_windows').select(['bucket', 'key_digest']).execute();
    expect(rows.some((row) => row.key_digest.includes('someone'))).toBe(false);
    expect(rows.filter((row) => row.bucket.startsWith('test-one'))).toHaveLength(1);
  });
});
