import { isAuthRetryableFetchError } from '@supabase/supabase-js';
import { fail, failUnreachable, runApiCall, succeed, type ApiResult } from '../../../lib/api-result.ts';
import { getSupabaseClient } from '../../../lib/supabase-client.ts';

/** PUT /auth/v1/user with the reset link's session (no current password needed, once); the new access token. */
export function setNewPassword(password: string): Promise<ApiResult<string>> {
  return runApiCall(async () => {
    const client = await getSupabaseClient();
    const { error } = await client.auth.updateUser({ password });
    if (error && isAuthRetryableFetchError(error)) return failUnreachable();
    if (error) return fail('refused', error.message, error.status);
    const { data } = await client.auth.getSession();
    if (!data.session) return fail('refused', 'Your session ended. Please ask for a new reset link.');
    return succeed(data.session.access_token);
  });
}
