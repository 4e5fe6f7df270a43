import { z } from 'zod';
import { PromptSchema, type Prompt } from '@cover-letter/shared/prompt-schema';
import { fail, failFromDataService, runApiCall, succeed, type ApiResult } from '../../../lib/api-result.ts';
import { getSupabaseClient } from '../../../lib/supabase-client.ts';

export type NewPrompt = {
  userId: string;
  resume: string;
  jobDescription: string;
  coverLetter: string;
  company: string | null;
  role: string | null;
};

const InsertedPromptsSchema = z.array(PromptSchema);

/**
 * POST /rest/v1/prompts (the columns of docs/product.md#calls, plus company and role when the letter named them), returning the row
 * so that later edits of the new letter update it.
 */
export function insertPrompt(prompt: NewPrompt): Promise<ApiResult<Prompt>> {
  return runApiCall(async () => {
    const client = await getSupabaseClient();
    const { data, error, status } = await client
      .from('prompts')
      .insert({
        user_id: prompt.userId,
        resume: prompt.resume,
        job_description: prompt.jobDescription,
        cover_letter: prompt.coverLetter,
        // Only sent when known, so a request for a letter without them is exactly the plain insert of docs/product.md#calls.
        ...(prompt.company === null ? {} : { company: prompt.company }),
        ...(prompt.role === null ? {} : { role: prompt.role }),
      })
      .select('*');
    if (error) return failFromDataService(error, status);
    const inserted = InsertedPromptsSchema.safeParse(data);
    const row = inserted.success ? inserted.data[0] : undefined;
    return row ? succeed(row) : fail('invalid-response', 'The letter was saved, but the answer could not be read.');
  });
}
