import { z } from 'zod';
import { ProfileSchema, type Profile } from '@cover-letter/shared/fact-sheet-schema';
import { fail, failFromDataService, runApiCall, succeed, type ApiResult } from '../../../lib/api-result.ts';
import { getSupabaseClient } from '../../../lib/supabase-client.ts';

const ProfileRowsSchema = z.array(ProfileSchema);

/**
 * GET /rest/v1/profiles?select=*&user_id=eq.{userId}: the resume the person last used and the facts they confirmed
 * from it, or null when nothing is kept. Facts that no longer fit the fact sheet's schema come back as null
 * (`ProfileSchema`), so an old row never breaks the dashboard.
 */
export function getSavedResume(userId: string): Promise<ApiResult<Profile | null>> {
  return runApiCall(async () => {
    const client = await getSupabaseClient();
    const { data, error, status } = await client.from('profiles').select('*').eq('user_id', userId).limit(1);
    if (error) return failFromDataService(error, status);
    const rows = ProfileRowsSchema.safeParse(data);
    if (!rows.success) return fail('invalid-response', 'Your saved resume could not be read.');
    return succeed(rows.data[0] ?? null);
  });
}
