import { z } from 'zod';
import { PromptSchema, type Prompt } from '@cover-letter/shared/prompt-schema';
import { fail, failFromDataService, runApiCall, succeed, type ApiResult } from '../../../lib/api-result.ts';
import { getSupabaseClient } from '../../../lib/supabase-client.ts';

const RestoredPromptsSchema = z.array(PromptSchema);

/**
 * POST /rest/v1/prompts with the deleted row as it was (id and created_at included), so an undone deletion puts the
 * letter back in its place in the list, under the same number.
 */
export function restorePrompt(prompt: Prompt): Promise<ApiResult<Prompt>> {
  return runApiCall(async () => {
    const client = await getSupabaseClient();
    const { data, error, status } = await client.from('prompts').insert(prompt).select('*');
    if (error) return failFromDataService(error, status);
    const restored = RestoredPromptsSchema.safeParse(data);
    const row = restored.success ? restored.data[0] : undefined;
    return row ? succeed(row) : fail('invalid-response', 'The letter was restored, but the answer could not be read.');
  });
}
