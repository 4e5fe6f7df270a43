import { z } from 'zod';
import { PromptSchema, type Prompt } from '@cover-letter/shared/prompt-schema';
import { getSupabaseClient } from '../../../lib/supabase-client.ts';

const UpdatedPromptsSchema = z.array(PromptSchema);

/** PATCH /rest/v1/prompts?id=eq.{promptId}&select=*: replaces a saved letter's text. Throws unless the row changed. */
export async function updatePromptCoverLetter(promptId: string, coverLetter: string): Promise<Prompt> {
  const client = await getSupabaseClient();
  const { data, error } = await client
    .from('prompts')
    .update({ cover_letter: coverLetter })
    .eq('id', promptId)
    .select('*');
  if (error) {
    throw new Error(`Saving the letter failed: ${error.message}`);
  }
  // Row-level security turns someone else's row (or a deleted one) into zero rows, not an error.
  const updated = UpdatedPromptsSchema.parse(data)[0];
  if (!updated) {
    throw new Error('Saving the letter failed: the saved letter was not found.');
  }
  return updated;
}
