import { z } from 'zod';
import { PromptSchema, type Prompt } from '@cover-letter/shared/prompt-schema';
import { fail, failFromDataService, runApiCall, succeed, type ApiResult } from '../../../lib/api-result.ts';
import { getSupabaseClient } from '../../../lib/supabase-client.ts';

const PromptListSchema = z.array(PromptSchema);

/** GET /rest/v1/prompts?select=*&user_id=eq.{userId}&order=created_at.desc (docs/product.md#calls). */
export function listPrompts(userId: string): Promise<ApiResult<Prompt[]>> {
  return runApiCall(async () => {
    const client = await getSupabaseClient();
    const { data, error, status } = await client
      .from('prompts')
      .select('*')
      .eq('user_id', userId)
      .order('created_at', { ascending: false });
    if (error) return failFromDataService(error, status);
    const prompts = PromptListSchema.safeParse(data);
    return prompts.success ? succeed(prompts.data) : fail('invalid-response', 'Your saved letters could not be read.');
  });
}
