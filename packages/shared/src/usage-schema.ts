import { z } from 'zod';
import { PlanSchema } from './plans.ts';

/**
 * `GET /usage`: the server's own count of the letters a user has generated (delivered letters only; a failed or
 * abandoned one costs nothing), and the plan's limit (`null` for premium: no limit).
 */
export const UsageSchema = z.object({
  plan: PlanSchema,
  lettersUsed: z.number().int().min(0),
  letterLimit: z.number().int().min(0).nullable(),
});
export type Usage = z.infer<typeof UsageSchema>;
