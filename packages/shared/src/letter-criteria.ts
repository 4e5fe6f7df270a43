import { z } from 'zod';

/**
 * The nine criteria the letter checker judges every letter by, in the order the dashboard lists them
 * (docs/product.md#letter-checks). The checker in packages/letter reports each; the browser names each.
 */
export const LetterCriterionSchema = z.enum([
  'length',
  'structure',
  'faithful-numbers',
  'faithful-facts',
  'specific',
  'requirements',
  'no-filler',
  'language',
  'untrusted-input',
]);
export type LetterCriterion = z.infer<typeof LetterCriterionSchema>;

/** The nine criteria, in order. */
export const letterCriteria: readonly LetterCriterion[] = LetterCriterionSchema.options;
