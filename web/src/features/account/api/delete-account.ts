import { z } from 'zod';
import { fail, runApiCall, succeed, type ApiResult } from '../../../lib/api-result.ts';
import { getAccessToken } from '../../../lib/get-access-token.ts';
import { getAppConfig } from '../../../lib/app-config.ts';
import { getSupabaseClient } from '../../../lib/supabase-client.ts';
import { removeStoredToken } from '../../../lib/token-storage.ts';

const AuthErrorSchema = z.object({ message: z.string() });

/**
 * DELETE /auth/v1/user with the current password (this server's own endpoint; supabase-js has no call for it), then
 * forgets the session in this browser.
 */
export function deleteAccount(password: string): Promise<ApiResult<null>> {
  return runApiCall(async () => {
    const [{ supabaseUrl, supabaseAnonKey }, accessToken] = await Promise.all([getAppConfig(), getAccessToken()]);
    const response = await fetch(new URL('auth/v1/user', `${supabaseUrl.replace(/\/$/, '')}/`), {
      method: 'DELETE',
      headers: {
        apikey: supabaseAnonKey,
        Authorization: `Bearer ${accessToken ?? ''}`,
        'Content-Type': 'application/json',
        'X-Supabase-Api-Version': '2024-01-01',
      },
      body: JSON.stringify({ password }),
    });
    if (!response.ok) {
      const body = AuthErrorSchema.safeParse(await response.json().catch(() => undefined));
      return fail('refused', body.success ? body.data.message : 'Your account could not be deleted.', response.status);
    }
    const client = await getSupabaseClient();
    await client.auth.signOut({ scope: 'local' });
    removeStoredToken();
    return succeed(null);
  });
}
