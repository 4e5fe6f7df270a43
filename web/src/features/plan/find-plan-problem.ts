import { messages } from '@cover-letter/shared/messages';
import { freePlanLetterLimit, type Plan } from '@cover-letter/shared/plans';
import type { Usage } from '@cover-letter/shared/usage-schema';

export type PlanState = {
  plan: Plan | undefined;
  /** Rows under "Saved Prompts": the check of docs/product.md#validation counts these. */
  savedLetterCount: number;
  /** The server's count, when it gave one. */
  usage: Usage | undefined;
};

/** True when the server says the plan's letters are used up. */
export function isAtPlanLimit(usage: Usage | undefined): boolean {
  return usage !== undefined && usage.letterLimit !== null && usage.lettersUsed >= usage.letterLimit;
}

/**
 * The message to show instead of sending a generate request, or null. docs/product.md#validation (a free user with 3 or more saved
 * letters) holds as written; the server's count also stops a free user who deleted saved letters, since deleting a
 * letter does not give it back.
 */
export function findPlanProblem({ plan, savedLetterCount, usage }: PlanState): string | null {
  if (plan === 'free' && savedLetterCount >= freePlanLetterLimit) return messages.freePlanLimit;
  if (isAtPlanLimit(usage)) return messages.freePlanLimit;
  return null;
}

/** Letters left on a limited plan, or null when there is no limit (or no reading). */
export function countLettersLeft(usage: Usage | undefined): number | null {
  if (usage === undefined || usage.letterLimit === null) return null;
  return Math.max(0, usage.letterLimit - usage.lettersUsed);
}
