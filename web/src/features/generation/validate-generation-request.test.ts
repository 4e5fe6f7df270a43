import { describe, expect, it } from 'vitest';
import { messages } from '@cover-letter/shared/messages';
import { validateGenerationRequest } from './validate-generation-request.ts';

const filled = { resume: 'Ada Lovelace, analyst', jobDescription: 'Analyst wanted' };

describe('validateGenerationRequest', () => {
  it('asks for both texts when either is blank after trimming', () => {
    expect(validateGenerationRequest({ ...filled, resume: '  \n ', plan: 'free', savedLetterCount: 0 })).toBe(
      messages.emptyInput,
    );
    expect(validateGenerationRequest({ ...filled, jobDescription: '', plan: 'premium', savedLetterCount: 0 })).toBe(
      messages.emptyInput,
    );
  });

  it('lets a free user generate while fewer than 3 letters are saved', () => {
    expect(validateGenerationRequest({ ...filled, plan: 'free', savedLetterCount: 2 })).toBeNull();
  });

  it('stops a free user with 3 or more saved letters', () => {
    expect(validateGenerationRequest({ ...filled, plan: 'free', savedLetterCount: 3 })).toBe(messages.freePlanLimit);
    expect(validateGenerationRequest({ ...filled, plan: 'free', savedLetterCount: 7 })).toBe(messages.freePlanLimit);
  });

  it('applies no limit to premium users', () => {
    expect(validateGenerationRequest({ ...filled, plan: 'premium', savedLetterCount: 12 })).toBeNull();
  });

  it('checks for empty input before the plan limit', () => {
    expect(validateGenerationRequest({ resume: '', jobDescription: '', plan: 'free', savedLetterCount: 3 })).toBe(
      messages.emptyInput,
    );
  });
});
