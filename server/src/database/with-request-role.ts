import { sql, type Transaction } from 'kysely';
import type { Database } from './create-database.ts';
import type { DatabaseSchema } from './database-schema.ts';

export type RequestRole = 'anon' | 'authenticated' | 'service_role';

/** Statement time-outs per role, as Supabase sets them. */
const statementTimeouts: Record<RequestRole, string> = { anon: '3s', authenticated: '8s', service_role: '15s' };

/**
 * Runs work in one transaction as the request's role, with its JWT claims where auth.uid() reads them,
 * exactly as PostgREST does; row-level security then decides what the request may see and change.
 */
export async function withRequestRole<T>(
  database: Database,
  request: { role: RequestRole; claims: Record<string, unknown>; method: string; path: string },
  work: (transaction: Transaction<DatabaseSchema>) => Promise<T>,
): Promise<T> {
  return database.transaction().execute(async (transaction) => {
    await sql`select set_config('request.jwt.claims', ${JSON.stringify({ ...request.claims, role: request.role })}, true),
      set_config('request.method', ${request.method}, true),
      set_config('request.path', ${request.path}, true),
      set_config('statement_timeout', ${statementTimeouts[request.role]}, true)`.execute(transaction);
    // The role name comes from the fixed union above, never from the request.
    await sql.raw(`set local role ${request.role}`).execute(transaction);
    return work(transaction);
  });
}
