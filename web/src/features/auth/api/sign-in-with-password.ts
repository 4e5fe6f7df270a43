import { messages } from '@cover-letter/shared/messages';
import { getSupabaseClient } from '../../../lib/supabase-client.ts';

export type Credentials = { email: string; password: string };

export type SignInResult = { outcome: 'signed-in'; accessToken: string } | { outcome: 'failed'; message: string };

/** POST /auth/v1/token?grant_type=password. Throws only on an unexpected exception. */
export async function signInWithPassword(credentials: Credentials): Promise<SignInResult> {
  const client = await getSupabaseClient();
  const { data, error } = await client.auth.signInWithPassword(credentials);
  if (error) {
    return { outcome: 'failed', message: error.message };
  }
  if (!data.user || !data.session) {
    return { outcome: 'failed', message: messages.loginFailed };
  }
  return { outcome: 'signed-in', accessToken: data.session.access_token };
}
