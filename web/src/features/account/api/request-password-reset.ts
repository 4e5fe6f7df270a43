import { getSupabaseClient } from '../../../lib/supabase-client.ts';
import type { AccountResult } from './change-password.ts';

/** POST /auth/v1/recover: the server mails a link that leads back to /reset-password. */
export async function requestPasswordReset(email: string): Promise<AccountResult> {
  const client = await getSupabaseClient();
  const { error } = await client.auth.resetPasswordForEmail(email, {
    redirectTo: new URL('/reset-password', window.location.origin).toString(),
  });
  return error ? { ok: false, message: error.message } : { ok: true };
}
