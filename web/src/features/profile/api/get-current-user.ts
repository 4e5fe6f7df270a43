import { isAuthRetryableFetchError, type User } from '@supabase/supabase-js';
import { PlanSchema, type Plan } from '@cover-letter/shared/plans';
import { failUnreachable, runApiCall, succeed, type ApiResult } from '../../../lib/api-result.ts';
import { getSupabaseClient } from '../../../lib/supabase-client.ts';

export type CurrentUser = { id: string; email: string | undefined; plan: Plan | undefined };

function readPlan(user: User): Plan | undefined {
  const parsed = PlanSchema.safeParse(user.app_metadata['plan']);
  return parsed.success ? parsed.data : undefined;
}

/**
 * GET /auth/v1/user with the session's token. `null` when the service answers without a user (docs/product.md#states-and-transitions: back to
 * /login). A request that never got an answer (offline, page unloading, gateway down) is `unreachable` instead:
 * that is not the service saying "no user", and must not sign the person out.
 */
export function getCurrentUser(): Promise<ApiResult<CurrentUser | null>> {
  return runApiCall(async () => {
    const client = await getSupabaseClient();
    const { data, error } = await client.auth.getUser();
    if (error && isAuthRetryableFetchError(error)) return failUnreachable();
    if (error || !data.user) return succeed(null);
    return succeed({ id: data.user.id, email: data.user.email, plan: readPlan(data.user) });
  });
}
