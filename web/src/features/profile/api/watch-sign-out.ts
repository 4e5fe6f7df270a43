import { runApiCall, succeed, type ApiResult } from '../../../lib/api-result.ts';
import { getSupabaseClient } from '../../../lib/supabase-client.ts';

/** Calls onSignedOut when the session ends (sign-out elsewhere, refresh refused); the value is the unsubscribe. */
export function watchSignOut(onSignedOut: () => void): Promise<ApiResult<() => void>> {
  return runApiCall(async () => {
    const client = await getSupabaseClient();
    const { data } = client.auth.onAuthStateChange((event) => {
      if (event === 'SIGNED_OUT') onSignedOut();
    });
    return succeed(() => data.subscription.unsubscribe());
  });
}
