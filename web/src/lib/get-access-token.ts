import { getSupabaseClient } from './supabase-client.ts';
import { readStoredToken } from './token-storage.ts';

/**
 * The current access token for the generation and usage endpoints, refreshed first by supabase-js when it is about to
 * expire. Plumbing rather than an API call: it never fails, and falls back to the stored token.
 */
export async function getAccessToken(): Promise<string | null> {
  try {
    const client = await getSupabaseClient();
    const { data } = await client.auth.getSession();
    return data.session?.access_token ?? readStoredToken();
  } catch {
    return readStoredToken();
  }
}
