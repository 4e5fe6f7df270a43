import { failFromDataService, runApiCall, succeed, type ApiResult } from '../../../lib/api-result.ts';
import { getSupabaseClient } from '../../../lib/supabase-client.ts';

/** DELETE /rest/v1/profiles?user_id=eq.{userId}: forgets the kept resume and its facts. */
export function deleteSavedResume(userId: string): Promise<ApiResult<null>> {
  return runApiCall(async () => {
    const client = await getSupabaseClient();
    const { error, status } = await client.from('profiles').delete().eq('user_id', userId);
    if (error) return failFromDataService(error, status);
    return succeed(null);
  });
}
