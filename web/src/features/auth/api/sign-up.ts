import { isAuthRetryableFetchError } from '@supabase/supabase-js';
import { fail, failUnreachable, runApiCall, succeed, type ApiResult } from '../../../lib/api-result.ts';
import { getSupabaseClient } from '../../../lib/supabase-client.ts';
import type { Credentials } from './sign-in-with-password.ts';

export type SignUpOutcome = { outcome: 'signed-in'; accessToken: string } | { outcome: 'confirmation-required' };

/** POST /auth/v1/signup. Without a session the account waits for email confirmation (docs/product.md#states-and-transitions). */
export function signUp(credentials: Credentials): Promise<ApiResult<SignUpOutcome>> {
  return runApiCall(async () => {
    const client = await getSupabaseClient();
    const { data, error } = await client.auth.signUp(credentials);
    if (error && isAuthRetryableFetchError(error)) return failUnreachable();
    if (error) return fail('refused', error.message, error.status);
    if (!data.session) return succeed({ outcome: 'confirmation-required' });
    return succeed({ outcome: 'signed-in', accessToken: data.session.access_token });
  });
}
