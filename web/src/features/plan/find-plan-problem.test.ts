import { describe, expect, it } from 'vitest';
import { messages } from '@cover-letter/shared/messages';
import { countLettersLeft, findPlanProblem, isAtPlanLimit } from './find-plan-problem.ts';

const freeUsage = (lettersUsed: number) => ({ plan: 'free' as const, lettersUsed, letterLimit: 3 });
const premiumUsage = { plan: 'premium' as const, lettersUsed: 40, letterLimit: null };

describe('findPlanProblem', () => {
  it('lets a free user generate while fewer than 3 letters are saved and used', () => {
    expect(findPlanProblem({ plan: 'free', savedLetterCount: 2, usage: freeUsage(2) })).toBeNull();
    expect(findPlanProblem({ plan: 'free', savedLetterCount: 0, usage: undefined })).toBeNull();
  });

  it('stops a free user with 3 or more saved letters, as the product says, whatever the server counted', () => {
    expect(findPlanProblem({ plan: 'free', savedLetterCount: 3, usage: freeUsage(0) })).toBe(messages.freePlanLimit);
    expect(findPlanProblem({ plan: 'free', savedLetterCount: 7, usage: undefined })).toBe(messages.freePlanLimit);
  });

  it('stops a free user whose 3 letters the server counted, even after saved letters were deleted', () => {
    expect(findPlanProblem({ plan: 'free', savedLetterCount: 1, usage: freeUsage(3) })).toBe(messages.freePlanLimit);
  });

  it('applies no limit to premium users', () => {
    expect(findPlanProblem({ plan: 'premium', savedLetterCount: 12, usage: premiumUsage })).toBeNull();
  });
});

describe('the meter', () => {
  it('is at the limit only when the server says so', () => {
    expect(isAtPlanLimit(freeUsage(3))).toBe(true);
    expect(isAtPlanLimit(freeUsage(2))).toBe(false);
    expect(isAtPlanLimit(premiumUsage)).toBe(false);
    expect(isAtPlanLimit(undefined)).toBe(false);
  });

  it('counts the letters left on a limited plan only', () => {
    expect(countLettersLeft(freeUsage(2))).toBe(1);
    expect(countLettersLeft(freeUsage(5))).toBe(0);
    expect(countLettersLeft(premiumUsage)).toBeNull();
    expect(countLettersLeft(undefined)).toBeNull();
  });
});
