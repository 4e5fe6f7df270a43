import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Database } from '../database/create-database.ts';

/**
 * A fixed-window counter per key, kept in the database (app.rate_limit_windows) so that every app server on one
 * PostgreSQL database counts against the same windows (docs/decisions/0031-limits-in-postgresql.md).
 */
export type RateLimiter = {
  /**
   * Counts one hit for key in one atomic statement; says whether it is within the limit and, if not, how many seconds
   * until it is. Hits from any number of servers at once are counted exactly.
   */
  hit: (key: string) => Promise<{ allowed: true } | { allowed: false; retryAfterSeconds: number }>;
  /** Takes back an allowed hit that turned out not to count (an attempt refused for another reason). */
  giveBack: (key: string) => Promise<void>;
  /** Forgets key's window (a password guessed right ends its slowing). */
  reset: (key: string) => Promise<void>;
};

/** How often one server deletes windows that have ended, so the table holds only live windows. */
const pruneIntervalMs = 60_000;

/** Addresses and emails are never stored as such: the table holds their digests. */
function digestKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/**
 * Allows `limit` hits per key in each `windowSeconds`. `bucket` names the limit (keys of different limits never
 * meet). `now` is for tests; the database's clock is used otherwise, so servers with skewed clocks agree.
 */
export function createRateLimiter(options: {
  database: Database;
  bucket: string;
  limit: number;
  windowSeconds: number;
  now?: () => Date;
}): RateLimiter {
  const { database, bucket, limit, windowSeconds } = options;
  const currentTime = () => (options.now ? sql`${options.now().toISOString()}::timestamptz` : sql`now()`);
  let nextPruneAt = 0;

  async function pruneEndedWindows(): Promise<void> {
    if (Date.now() < nextPruneAt) return;
    nextPruneAt = Date.now() + pruneIntervalMs;
    await sql`delete from app.rate_limit_windows where resets_at < ${currentTime()}`.execute(database);
  }

  return {
    async hit(key) {
      await pruneEndedWindows();
      const now = currentTime();
      // One statement: concurrent hits on one key queue on its row, and each sees the count the previous one left.
      // The count stops one past the limit, so a refused hit changes nothing.
      const result = await sql<{ hits: number; seconds_left: number }>`
        insert into app.rate_limit_windows as window_row (bucket, key_digest, hits, resets_at)
        values (${bucket}, ${digestKey(key)}, 1, ${now} + ${windowSeconds}::integer * interval '1 second')
        on conflict (bucket, key_digest) do update set
          hits = case when window_row.resets_at <= ${now} then 1 else least(window_row.hits + 1, ${limit + 1}::integer) end,
          resets_at = case when window_row.resets_at <= ${now} then excluded.resets_at else window_row.resets_at end
        returning hits, extract(epoch from resets_at - ${now})::float8 as seconds_left`.execute(database);
      const row = result.rows[0];
      if (!row || row.hits <= limit) return { allowed: true };
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(row.seconds_left)) };
    },
    async giveBack(key) {
      await sql`
        update app.rate_limit_windows set hits = greatest(hits - 1, 0)
        where bucket = ${bucket} and key_digest = ${digestKey(key)} and resets_at > ${currentTime()}`.execute(database);
    },
    async reset(key) {
      await database
        .deleteFrom('app.rate_limit_windows')
        .where('bucket', '=', bucket)
        .where('key_digest', '=', digestKey(key))
        .execute();
    },
  };
}
