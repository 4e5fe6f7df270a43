import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { getAppConfig } from './app-config.ts';
import { removeStoredToken, storeToken } from './token-storage.ts';

// Only the routes that need auth or data import this module, so supabase-js stays out of the landing page's JS.
let supabaseClientPromise: Promise<SupabaseClient> | undefined;

async function createSupabaseClient(): Promise<SupabaseClient> {
  const { supabaseUrl, supabaseAnonKey } = await getAppConfig();
  const client = createClient(supabaseUrl, supabaseAnonKey);

  // Keep the stored token in step with the session supabase-js refreshes behind the scenes.
  client.auth.onAuthStateChange((event, session) => {
    if ((event === 'SIGNED_IN' || event === 'TOKEN_REFRESHED') && session) {
      storeToken(session.access_token);
    } else if (event === 'SIGNED_OUT') {
      removeStoredToken();
    }
  });

  return client;
}

export function getSupabaseClient(): Promise<SupabaseClient> {
  supabaseClientPromise ??= createSupabaseClient().catch((error: unknown) => {
    supabaseClientPromise = undefined;
    throw error;
  });
  return supabaseClientPromise;
}
