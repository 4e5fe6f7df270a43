import { describe, expect, it } from 'vitest';
import { findEmptyFields } from './find-empty-fields.ts';

describe('findEmptyFields', () => {
  it('names each text that is blank after trimming', () => {
    expect(findEmptyFields({ resume: '  \n ', jobDescription: 'Analyst wanted' })).toEqual(['resume']);
    expect(findEmptyFields({ resume: 'Ada Lovelace', jobDescription: '\t' })).toEqual(['jobDescription']);
    expect(findEmptyFields({ resume: '', jobDescription: '' })).toEqual(['resume', 'jobDescription']);
  });

  it('finds nothing when both texts have content', () => {
    expect(findEmptyFields({ resume: 'Ada Lovelace, analyst', jobDescription: 'Analyst wanted' })).toEqual([]);
  });
});
