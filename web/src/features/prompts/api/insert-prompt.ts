import { getSupabaseClient } from '../../../lib/supabase-client.ts';

export type NewPrompt = { userId: string; resume: string; jobDescription: string; coverLetter: string };

/** POST /rest/v1/prompts. SPEC.md §8: the outcome of saving is not checked, so errors are only returned. */
export async function insertPrompt(prompt: NewPrompt): Promise<{ message: string } | null> {
  const client = await getSupabaseClient();
  const { error } = await client.from('prompts').insert({
    user_id: prompt.userId,
    resume: prompt.resume,
    job_description: prompt.jobDescription,
    cover_letter: prompt.coverLetter,
  });
  return error ? { message: error.message } : null;
}
