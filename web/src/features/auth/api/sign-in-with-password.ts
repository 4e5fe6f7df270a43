import { isAuthRetryableFetchError } from '@supabase/supabase-js';
import { messages } from '@cover-letter/shared/messages';
import { fail, failUnreachable, runApiCall, succeed, type ApiResult } from '../../../lib/api-result.ts';
import { getSupabaseClient } from '../../../lib/supabase-client.ts';

export type Credentials = { email: string; password: string };

/**
 * POST /auth/v1/token?grant_type=password. docs/product.md#messages: the service's error is refused with its message as is; an
 * answer without a user or a session is refused with "Login failed. Please check your credentials."
 */
export function signInWithPassword(credentials: Credentials): Promise<ApiResult<{ accessToken: string }>> {
  return runApiCall(async () => {
    const client = await getSupabaseClient();
    const { data, error } = await client.auth.signInWithPassword(credentials);
    if (error && isAuthRetryableFetchError(error)) return failUnreachable();
    if (error) return fail('refused', error.message, error.status);
    if (!data.user || !data.session) return fail('refused', messages.loginFailed);
    return succeed({ accessToken: data.session.access_token });
  });
}
