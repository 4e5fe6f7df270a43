import type { ResumeFacts } from '@cover-letter/shared/fact-sheet-schema';
import { failFromDataService, runApiCall, succeed, type ApiResult } from '../../../lib/api-result.ts';
import { getSupabaseClient } from '../../../lib/supabase-client.ts';

export type ResumeProfile = {
  userId: string;
  resume: string;
  /** The confirmed facts; null when there are none for this resume; undefined leaves the kept ones as they are. */
  resumeFacts: ResumeFacts | null | undefined;
};

/**
 * Upserts the person's row in /rest/v1/profiles (one per user, on_conflict=user_id): the resume and the facts they
 * confirmed, to fill in the dashboard next time.
 */
export function saveResumeProfile(profile: ResumeProfile): Promise<ApiResult<null>> {
  return runApiCall(async () => {
    const client = await getSupabaseClient();
    const { error, status } = await client.from('profiles').upsert(
      {
        user_id: profile.userId,
        resume: profile.resume,
        ...(profile.resumeFacts === undefined ? {} : { resume_facts: profile.resumeFacts }),
      },
      { onConflict: 'user_id' },
    );
    if (error) return failFromDataService(error, status);
    return succeed(null);
  });
}
