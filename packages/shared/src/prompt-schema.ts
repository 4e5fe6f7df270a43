import { z } from 'zod';

/** A row of the `prompts` table as the data service returns it. */
export const PromptSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  resume: z.string(),
  job_description: z.string(),
  cover_letter: z.string(),
  created_at: z.string(),
});
export type Prompt = z.infer<typeof PromptSchema>;
