import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseUrl } from './test-server.ts';

// Only on the PostgreSQL pass: the embedded database has no connections of other roles to end.
describe.runIf(testDatabaseUrl !== undefined)('a test file’s own PostgreSQL database', { timeout: 30_000 }, () => {
  it('is dropped when it ends, though a connection of another role is still open to it', async () => {
    // An autovacuum worker visiting the database is such a connection; a login role of the test's own is one that can
    // be held open on purpose. Without pg_signal_backend the drop failed (scripts/postgres-cluster.ts).
    const adminUrl = testDatabaseUrl ?? '';
    const database = await createTestDatabase(adminUrl);
    const role = `cover_letter_other_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create role ${role} login`);
    const otherUrl = new URL(database.url);
    otherUrl.username = role;
    const other = new pg.Client({ connectionString: otherUrl.toString() });
    // The drop ends this connection: its error is the expected end, not the test's.
    other.on('error', () => undefined);
    await other.connect();
    try {
      await expect(database.drop()).resolves.toBeUndefined();
      const left = await admin.query('select 1 from pg_database where datname = $1', [
        new URL(database.url).pathname.slice(1),
      ]);
      expect(left.rowCount).toBe(0);
    } finally {
      await other.end().catch(() => undefined);
      await admin.query(`drop role if exists ${role}`);
      await admin.end();
    }
  });
});
