import { describe, expect, it } from 'vitest';
import { findNumbers } from './numbers.ts';

describe('findNumbers', () => {
  it('reads a number written after the "c." of circa', () => {
    expect(findNumbers('I plan c.140 loads a night, C. 20 of them chilled').map((mention) => mention.value)).toEqual([
      '140',
      '20',
    ]);
  });

  it('never reads the tail of a decimal or a version as a number of its own', () => {
    expect(findNumbers('v.2.1 release').map((mention) => mention.value)).toEqual([]);
    expect(findNumbers('grew 0.5 points').map((mention) => mention.value)).toEqual(['0.5']);
  });
});

describe('findNumbers: a time glued to its unit', () => {
  it('reads "from 14s to 0.4s" and "820ms" as numbers', () => {
    expect(findNumbers('Rewrote the query from 14s to 0.4s; p95 down to 820ms').map((number) => number.text)).toEqual([
      '14s',
      '0.4s',
      '820ms',
    ]);
  });
});
