import { isAuthRetryableFetchError } from '@supabase/supabase-js';
import { fail, failUnreachable, runApiCall, succeed, type ApiResult } from '../../../lib/api-result.ts';
import { getSupabaseClient } from '../../../lib/supabase-client.ts';

/** POST /auth/v1/recover: the server mails a link that leads back to /reset-password. */
export function requestPasswordReset(email: string): Promise<ApiResult<null>> {
  return runApiCall(async () => {
    const client = await getSupabaseClient();
    const { error } = await client.auth.resetPasswordForEmail(email, {
      redirectTo: new URL('/reset-password', window.location.origin).toString(),
    });
    if (error && isAuthRetryableFetchError(error)) return failUnreachable();
    if (error) return fail('refused', error.message, error.status);
    return succeed(null);
  });
}
