import { sql, type Transaction } from 'kysely';
import type { Database } from './create-database.ts';
import type { DatabaseSchema } from './database-schema.ts';

export type RequestRole = 'anon' | 'authenticated' | 'service_role';

/** The request's token names a session that has ended (logout, refresh-token reuse, a deleted account). */
export class SessionEndedError extends Error {
  constructor() {
    super('Session from session_id claim in JWT does not exist');
  }
}

function isUuid(value: unknown): value is string {
  return typeof value === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}

/** Statement time-outs per role, as Supabase sets them. */
const statementTimeouts: Record<RequestRole, string> = { anon: '3s', authenticated: '8s', service_role: '15s' };

/**
 * Runs work in one transaction as the request's role, with its JWT claims where auth.uid() reads them,
 * exactly as PostgREST does; row-level security then decides what the request may see and change.
 */
export async function withRequestRole<T>(
  database: Database,
  request: {
    role: RequestRole;
    claims: Record<string, unknown>;
    method: string;
    path: string;
    /** Saved letters a user may keep (MAX_PROMPTS_PER_USER); the database refuses the insert beyond it. */
    maximumPromptsPerUser?: number;
  },
  work: (transaction: Transaction<DatabaseSchema>) => Promise<T>,
): Promise<T> {
  const sessionId = request.claims.session_id;
  const userId = request.claims.sub;
  const checksSession = request.role === 'authenticated' && sessionId !== undefined;
  // A session id that is no UUID names no session; the database is not asked.
  if (checksSession && !(isUuid(sessionId) && isUuid(userId))) throw new SessionEndedError();
  return database.transaction().execute(async (transaction) => {
    // One statement, one round trip: the session check, the request's settings and the role switch. The check reads
    // auth.sessions as the connection's own role (the request roles cannot read auth): privileges and row-level
    // security are settled when a statement starts, before `set_config('role', …)` runs in it, and the role applies
    // from the next statement on, as `set local role` would. A signed-out session stops reading and writing at once,
    // not when its access token expires; PostgREST cannot do this.
    const sessionFound = checksSession
      ? sql<boolean>`exists (select 1 from auth.sessions where id = ${sessionId}::uuid and user_id = ${userId}::uuid)`
      : sql<boolean>`true`;
    const settings = await sql<{ session_found: boolean }>`select ${sessionFound} as session_found,
      set_config('request.jwt.claims', ${JSON.stringify({ ...request.claims, role: request.role })}, true),
      set_config('request.method', ${request.method}, true),
      set_config('request.path', ${request.path}, true),
      set_config('statement_timeout', ${statementTimeouts[request.role]}, true),
      set_config('app.max_prompts_per_user', ${request.maximumPromptsPerUser === undefined ? '' : String(request.maximumPromptsPerUser)}, true),
      set_config('role', ${request.role}, true)`.execute(transaction);
    if (!settings.rows[0]?.session_found) throw new SessionEndedError();
    return work(transaction);
  });
}
