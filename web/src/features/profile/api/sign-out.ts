import { getSupabaseClient } from '../../../lib/supabase-client.ts';
import { removeStoredToken } from '../../../lib/token-storage.ts';

/** POST /auth/v1/logout (revokes the refresh token), then forgets the session in this browser. */
export async function signOut(): Promise<void> {
  try {
    const client = await getSupabaseClient();
    const { error } = await client.auth.signOut();
    if (error) {
      // The service could not be reached: still end the session here.
      await client.auth.signOut({ scope: 'local' });
    }
  } finally {
    removeStoredToken();
  }
}
