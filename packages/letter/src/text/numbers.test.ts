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

describe('findNumbers: a date written with points', () => {
  it('names its year, so a letter that tells the year tells a number the resume holds', () => {
    // Before, "As Head of Finance ... from 2005 to 2007" failed faithful-numbers against "01.06.2005 – 31.05.2007" (a
    // held-out resume).
    expect(findNumbers('01.06.2005 – 31.05.2007').flatMap((mention) => mention.values)).toEqual(
      expect.arrayContaining(['2005', '2007']),
    );
  });
});

describe('findNumbers: a month written after its year and a point', () => {
  it('names its year, which a letter tells ("in 2019")', () => {
    expect(findNumbers('2019.06 – 2019.08').flatMap((mention) => mention.values)).toEqual([
      '2019.06',
      '2019',
      '2019.08',
      '2019',
    ]);
  });
});
