import { getSupabaseClient } from '../../../lib/supabase-client.ts';

export type AccountResult = { ok: true } | { ok: false; message: string };

/** PUT /auth/v1/user with the new and the current password (supabase-js updateUser). */
export async function changePassword(passwords: {
  currentPassword: string;
  newPassword: string;
}): Promise<AccountResult> {
  const client = await getSupabaseClient();
  const { error } = await client.auth.updateUser({
    password: passwords.newPassword,
    current_password: passwords.currentPassword,
  });
  return error ? { ok: false, message: error.message } : { ok: true };
}
