import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testDatabaseUrl, type TestServer } from '../../test/test-server.ts';
import { withRequestRole } from './with-request-role.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('data requests run as the request role', () => {
  it('runs as a role that is not a superuser, so row-level security applies', async () => {
    const { userId } = await server.signUpUser();
    const result = await withRequestRole(
      server.databaseHandle.database,
      {
        role: 'authenticated',
        claims: { sub: userId, role: 'authenticated' },
        method: 'GET',
        path: '/rest/v1/prompts',
      },
      async (transaction) =>
        (
          await sql<{ role: string; superuser: boolean; uid: string }>`
            select current_user as role, (select rolsuper from pg_roles where rolname = current_user) as superuser, auth.uid()::text as uid`.execute(
            transaction,
          )
        ).rows[0],
    );
    expect(result).toEqual({ role: 'authenticated', superuser: false, uid: userId });
  });

  it('returns to the connection role after the request, so one request cannot leak its role into the next', async () => {
    await withRequestRole(
      server.databaseHandle.database,
      { role: 'anon', claims: {}, method: 'GET', path: '/' },
      async () => undefined,
    );
    const after = await sql<{
      role: string;
      claims: string | null;
    }>`select current_user as role, nullif(current_setting('request.jwt.claims', true), '') as claims`.execute(
      server.databaseHandle.database,
    );
    expect(after.rows[0]?.role).not.toBe('anon');
    expect(after.rows[0]?.claims).toBeNull();
  });

  // PGlite has no timer interrupts inside WebAssembly, so statement time-outs exist on PostgreSQL only.
  it.skipIf(testDatabaseUrl === undefined)(
    'cancels a statement that runs past the role time-out on PostgreSQL',
    async () => {
      const outcome = await withRequestRole(
        server.databaseHandle.database,
        { role: 'anon', claims: {}, method: 'GET', path: '/' },
        async (transaction) => sql`select pg_sleep(10)`.execute(transaction),
      ).then(
        () => 'finished',
        (error: unknown) => (error instanceof Error && 'code' in error ? String(error.code) : 'other'),
      );
      expect(outcome).toBe('57014');
    },
  );
});
