import { fail, runApiCall, succeed, type ApiResult } from '../../../lib/api-result.ts';
import { getSupabaseClient } from '../../../lib/supabase-client.ts';

/**
 * The session a reset link opened. supabase-js reads it from the URL fragment when the client starts
 * (detectSessionInUrl) and removes it from the address bar; a link that was used or expired leaves an error there.
 */
export function readRecoverySession(): Promise<ApiResult<null>> {
  const fragment = new URLSearchParams(window.location.hash.slice(1));
  const linkError = fragment.get('error_description');
  return runApiCall(async () => {
    const client = await getSupabaseClient();
    const { data, error } = await client.auth.getSession();
    if (linkError || error || !data.session) {
      return fail('refused', 'This reset link is invalid or has expired. Ask for a new one below.');
    }
    return succeed(null);
  });
}
