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
  const isUuid = (value: unknown): value is string =>
    typeof value === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
  return database.transaction().execute(async (transaction) => {
    // Checked in the request's own transaction, before the role switch (the request roles cannot read auth): a
    // signed-out session stops reading and writing at once, not when its access token expires. PostgREST cannot do this.
    if (request.role === 'authenticated' && sessionId !== undefined) {
      const session =
        isUuid(sessionId) && isUuid(userId)
          ? await transaction
              .selectFrom('auth.sessions')
              .select('id')
              .where('id', '=', sessionId)
              .where('user_id', '=', userId)
              .executeTakeFirst()
          : undefined;
      if (!session) throw new SessionEndedError();
    }
    // One statement, as PostgREST sends it: set_config('role', …, true) is `set local role`, and every round trip
    // saved is one less on the event loop of each data request (docs/decisions/0033-pglite-worker-thread.md). The role
    // comes from the fixed union above, never from the request; it is set last, after the settings that need none.
    await sql`select set_config('request.jwt.claims', ${JSON.stringify({ ...request.claims, role: request.role })}, true),
      set_config('request.method', ${request.method}, true),
      set_config('request.path', ${request.path}, true),
      set_config('statement_timeout', ${statementTimeouts[request.role]}, true),
      set_config('app.max_prompts_per_user', ${request.maximumPromptsPerUser === undefined ? '' : String(request.maximumPromptsPerUser)}, true),
      set_config('role', ${request.role}, true)`.execute(transaction);
    return work(transaction);
  });
}
