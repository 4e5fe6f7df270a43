import { describe, expect, it } from 'vitest';
import { readDegreeKinds } from './degrees.ts';

describe('readDegreeKinds', () => {
  it('reads A levels written with a capital A as a school-leaving qualification', () => {
    expect(readDegreeKinds('I passed my A levels in 2015.')).toEqual(['school']);
    expect(readDegreeKinds('GCSEs and A-Levels')).toEqual(['school']);
  });

  it('does not read "a Level 3 certificate" as A levels', () => {
    expect(readDegreeKinds('I hold a Level 3 Food Hygiene certificate.')).toEqual([]);
  });
});
