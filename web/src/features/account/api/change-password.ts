import { isAuthRetryableFetchError } from '@supabase/supabase-js';
import { fail, failUnreachable, runApiCall, succeed, type ApiResult } from '../../../lib/api-result.ts';
import { getSupabaseClient } from '../../../lib/supabase-client.ts';

/** PUT /auth/v1/user with the new and the current password (supabase-js updateUser). */
export function changePassword(passwords: { currentPassword: string; newPassword: string }): Promise<ApiResult<null>> {
  return runApiCall(async () => {
    const client = await getSupabaseClient();
    const { error } = await client.auth.updateUser({
      password: passwords.newPassword,
      current_password: passwords.currentPassword,
    });
    if (error && isAuthRetryableFetchError(error)) return failUnreachable();
    if (error) return fail('refused', error.message, error.status);
    return succeed(null);
  });
}
