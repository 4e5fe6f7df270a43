import { z } from 'zod';
import { PromptSchema, type Prompt, type PromptDetails } from '@cover-letter/shared/prompt-schema';
import { fail, failFromDataService, runApiCall, succeed, type ApiResult } from '../../../lib/api-result.ts';
import { getSupabaseClient } from '../../../lib/supabase-client.ts';

export type PromptChanges = { cover_letter: string } | PromptDetails;

const UpdatedPromptsSchema = z.array(PromptSchema);

/** PATCH /rest/v1/prompts?id=eq.{promptId}&select=*: a saved letter's new text, or its company and role. */
export function updatePrompt(promptId: string, changes: PromptChanges): Promise<ApiResult<Prompt>> {
  return runApiCall(async () => {
    const client = await getSupabaseClient();
    const { data, error, status } = await client.from('prompts').update(changes).eq('id', promptId).select('*');
    if (error) return failFromDataService(error, status);
    const updated = UpdatedPromptsSchema.safeParse(data);
    if (!updated.success) return fail('invalid-response', 'The saved letter could not be read back.');
    // Row-level security turns someone else's row (or a deleted one) into zero rows, not an error.
    const row = updated.data[0];
    return row ? succeed(row) : fail('not-found', 'This letter is no longer saved.');
  });
}
