import { getSupabaseClient } from '../../../lib/supabase-client.ts';

/** Calls onSignedOut when the session ends (sign-out elsewhere, refresh refused). Returns the unsubscribe. */
export async function watchSignOut(onSignedOut: () => void): Promise<() => void> {
  const client = await getSupabaseClient();
  const { data } = client.auth.onAuthStateChange((event) => {
    if (event === 'SIGNED_OUT') {
      onSignedOut();
    }
  });
  return () => data.subscription.unsubscribe();
}
