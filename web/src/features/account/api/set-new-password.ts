import { getSupabaseClient } from '../../../lib/supabase-client.ts';

export type NewPasswordResult = { ok: true; accessToken: string } | { ok: false; message: string };

/** PUT /auth/v1/user with the reset link's session: no current password needed, once. */
export async function setNewPassword(password: string): Promise<NewPasswordResult> {
  const client = await getSupabaseClient();
  const { error } = await client.auth.updateUser({ password });
  if (error) return { ok: false, message: error.message };
  const { data } = await client.auth.getSession();
  if (!data.session) return { ok: false, message: 'Your session ended. Please ask for a new reset link.' };
  return { ok: true, accessToken: data.session.access_token };
}
