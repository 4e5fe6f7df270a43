import { z } from 'zod';

/** Letters a free account may generate (docs/product.md#limits). */
export const freePlanLetterLimit = 3;

export const PlanSchema = z.enum(['free', 'premium']);
export type Plan = z.infer<typeof PlanSchema>;
