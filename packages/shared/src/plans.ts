import { z } from 'zod';

/** Letters a free account may generate (docs/product.md#plans). */
export const freePlanLetterLimit = 3;

export const PlanSchema = z.enum(['free', 'premium']);
export type Plan = z.infer<typeof PlanSchema>;

/**
 * The plan a user's `app_metadata.plan` grants: a missing or unknown value is the free plan, so that nothing an
 * operator mistypes ever lifts the limit (docs/product.md#plans).
 */
export function readPlan(value: unknown): Plan {
  return PlanSchema.catch('free').parse(value);
}
