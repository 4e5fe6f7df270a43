import { getSupabaseClient } from '../../../lib/supabase-client.ts';
import type { Credentials } from './sign-in-with-password.ts';

export type SignUpResult =
  | { outcome: 'signed-in'; accessToken: string }
  | { outcome: 'confirmation-required' }
  | { outcome: 'failed'; message: string };

/** POST /auth/v1/signup. Without a session the account waits for email confirmation. */
export async function signUp(credentials: Credentials): Promise<SignUpResult> {
  const client = await getSupabaseClient();
  const { data, error } = await client.auth.signUp(credentials);
  if (error) {
    return { outcome: 'failed', message: error.message };
  }
  if (!data.session) {
    return { outcome: 'confirmation-required' };
  }
  return { outcome: 'signed-in', accessToken: data.session.access_token };
}
