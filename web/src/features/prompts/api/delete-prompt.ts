import { z } from 'zod';
import { PromptSchema, type Prompt } from '@cover-letter/shared/prompt-schema';
import { fail, failFromDataService, runApiCall, succeed, type ApiResult } from '../../../lib/api-result.ts';
import { getSupabaseClient } from '../../../lib/supabase-client.ts';

const DeletedPromptsSchema = z.array(PromptSchema);

/** DELETE /rest/v1/prompts?id=eq.{promptId}&select=*: the row is really gone; its copy comes back for an undo. */
export function deletePrompt(promptId: string): Promise<ApiResult<Prompt>> {
  return runApiCall(async () => {
    const client = await getSupabaseClient();
    const { data, error, status } = await client.from('prompts').delete().eq('id', promptId).select('*');
    if (error) return failFromDataService(error, status);
    const deleted = DeletedPromptsSchema.safeParse(data);
    if (!deleted.success) return fail('invalid-response', 'The answer to the deletion could not be read.');
    const row = deleted.data[0];
    return row ? succeed(row) : fail('not-found', 'This letter was already deleted.');
  });
}
