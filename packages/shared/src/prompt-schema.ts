import { z } from 'zod';

/** A saved letter's company and role are short labels; the database holds them to the same limit. */
export const maximumPromptDetailCharacters = 200;

/** A row of the `prompts` table as the data service returns it. */
export const PromptSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  resume: z.string(),
  job_description: z.string(),
  cover_letter: z.string(),
  created_at: z.string(),
  // Added by migration 0010; a data service without the columns (an older deployment) reads as "not set".
  company: z.string().nullable().default(null),
  role: z.string().nullable().default(null),
});
export type Prompt = z.infer<typeof PromptSchema>;

/** Company or role as a person types it: trimmed, empty means "not set". */
export const PromptDetailSchema = z
  .string()
  .trim()
  .max(maximumPromptDetailCharacters, `Use at most ${maximumPromptDetailCharacters} characters.`)
  .transform((value) => (value === '' ? null : value));

/** What a person may change about a saved letter's labels. */
export const PromptDetailsSchema = z.object({ company: PromptDetailSchema, role: PromptDetailSchema });
export type PromptDetails = { company: string | null; role: string | null };
