import { isAuthRetryableFetchError, type User } from '@supabase/supabase-js';
import { PlanSchema, type Plan } from '@cover-letter/shared/plans';
import { getSupabaseClient } from '../../../lib/supabase-client.ts';

export type CurrentUser = { id: string; email: string | undefined; plan: Plan | undefined };

function readPlan(user: User): Plan | undefined {
  const parsed = PlanSchema.safeParse(user.app_metadata['plan']);
  return parsed.success ? parsed.data : undefined;
}

/**
 * GET /auth/v1/user with the session's token; null when the service returns no user.
 * A request that never got an answer (offline, page unloading, gateway down) throws instead: that is not
 * the service saying "no user", and must not sign the person out.
 */
export async function getCurrentUser(): Promise<CurrentUser | null> {
  const client = await getSupabaseClient();
  const { data, error } = await client.auth.getUser();
  if (error && isAuthRetryableFetchError(error)) {
    throw error;
  }
  if (error || !data.user) {
    return null;
  }
  return { id: data.user.id, email: data.user.email, plan: readPlan(data.user) };
}
