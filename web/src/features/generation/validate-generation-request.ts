import { messages } from '@cover-letter/shared/messages';
import { freePlanLetterLimit, type Plan } from '@cover-letter/shared/plans';

export type GenerationCheck = {
  resume: string;
  jobDescription: string;
  plan: Plan | undefined;
  savedLetterCount: number;
};

/** SPEC.md §5: both texts must be non-empty after trimming. */
export function findInputProblem(resume: string, jobDescription: string): string | null {
  return !resume.trim() || !jobDescription.trim() ? messages.emptyInput : null;
}

/** SPEC.md §5: a free user with 3 or more saved letters may not send another request. */
export function findPlanProblem(plan: Plan | undefined, savedLetterCount: number): string | null {
  return plan === 'free' && savedLetterCount >= freePlanLetterLimit ? messages.freePlanLimit : null;
}

/** The message to show instead of sending the request, or null when it may be sent. */
export function validateGenerationRequest({
  resume,
  jobDescription,
  plan,
  savedLetterCount,
}: GenerationCheck): string | null {
  return findInputProblem(resume, jobDescription) ?? findPlanProblem(plan, savedLetterCount);
}
