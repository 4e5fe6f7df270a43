import { getSupabaseClient } from '../../../lib/supabase-client.ts';

export type RecoverySession = { ok: true } | { ok: false; message: string };

/**
 * The session a reset link opened. supabase-js reads it from the URL fragment when the client starts
 * (detectSessionInUrl) and removes it from the address bar; a link that was used or expired leaves an error there.
 */
export async function readRecoverySession(): Promise<RecoverySession> {
  const fragment = new URLSearchParams(window.location.hash.slice(1));
  const linkError = fragment.get('error_description');
  const client = await getSupabaseClient();
  const { data, error } = await client.auth.getSession();
  if (linkError || error || !data.session) {
    return { ok: false, message: 'This reset link is invalid or has expired. Ask for a new one below.' };
  }
  return { ok: true };
}
