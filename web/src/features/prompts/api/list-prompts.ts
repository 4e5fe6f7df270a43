import { z } from 'zod';
import { PromptSchema, type Prompt } from '@cover-letter/shared/prompt-schema';
import { getSupabaseClient } from '../../../lib/supabase-client.ts';

const PromptListSchema = z.array(PromptSchema);

/** GET /rest/v1/prompts?select=*&user_id=eq.{userId}&order=created_at.desc. Throws on any failure. */
export async function listPrompts(userId: string): Promise<Prompt[]> {
  const client = await getSupabaseClient();
  const { data, error } = await client
    .from('prompts')
    .select('*')
    .eq('user_id', userId)
    .order('created_at', { ascending: false });
  if (error) {
    throw new Error(`Loading saved prompts failed: ${error.message}`);
  }
  return PromptListSchema.parse(data);
}
