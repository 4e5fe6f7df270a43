import { getSupabaseClient } from '../../../lib/supabase-client.ts';
import { readStoredToken } from '../../../lib/token-storage.ts';

/** The current access token, refreshed first by supabase-js when it is about to expire. */
export async function getAccessToken(): Promise<string | null> {
  const client = await getSupabaseClient();
  const { data } = await client.auth.getSession();
  return data.session?.access_token ?? readStoredToken();
}
