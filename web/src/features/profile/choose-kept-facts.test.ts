import { describe, expect, it } from 'vitest';
import { factSheetOf } from '@cover-letter/shared/fact-sheet-schema';
import { chooseKeptFacts, isAlreadyKept, type KeptResume } from './choose-kept-facts.ts';

const facts = factSheetOf({
  name: 'Priya N. Holt',
  credentials: [{ name: 'CPA', status: 'planned', date: null }],
}).resume;
const kept: KeptResume = { resume: 'Priya Natarajan-Holt, CPA\nExperience', facts };

describe('chooseKeptFacts', () => {
  it('keeps the facts a letter was written from', () => {
    const corrected = { ...facts, name: 'Priya Holt' };
    expect(chooseKeptFacts(kept, kept.resume, corrected)).toBe(corrected);
    expect(chooseKeptFacts(null, 'another resume', corrected)).toBe(corrected);
  });

  it('without facts, leaves the kept ones for the same resume and drops them for another', () => {
    expect(chooseKeptFacts(kept, kept.resume, undefined)).toBeUndefined();
    expect(chooseKeptFacts(kept, `${kept.resume}\nSkills`, undefined)).toBeNull();
    expect(chooseKeptFacts(null, kept.resume, undefined)).toBeNull();
  });
});

describe('isAlreadyKept', () => {
  it('is true only when neither the resume nor the facts would change', () => {
    expect(isAlreadyKept(kept, kept.resume, undefined)).toBe(true);
    expect(isAlreadyKept(kept, kept.resume, structuredClone(facts))).toBe(true);
    expect(isAlreadyKept(kept, kept.resume, { ...facts, name: 'Priya Holt' })).toBe(false);
    expect(isAlreadyKept(kept, kept.resume, null)).toBe(false);
    expect(isAlreadyKept(kept, 'another resume', undefined)).toBe(false);
    expect(isAlreadyKept(null, kept.resume, undefined)).toBe(false);
  });
});
