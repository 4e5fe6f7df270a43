import { runApiCall, succeed, type ApiResult } from '../../../lib/api-result.ts';
import { getSupabaseClient } from '../../../lib/supabase-client.ts';
import { removeStoredToken } from '../../../lib/token-storage.ts';

/**
 * POST /auth/v1/logout (revokes the refresh token), then forgets the session in this browser. Always succeeds: when
 * the service cannot be reached, the session still ends here.
 */
export async function signOut(): Promise<ApiResult<null>> {
  const result = await runApiCall(async () => {
    const client = await getSupabaseClient();
    const { error } = await client.auth.signOut();
    if (error) await client.auth.signOut({ scope: 'local' });
    return succeed(null);
  });
  removeStoredToken();
  return result.ok ? result : succeed(null);
}
