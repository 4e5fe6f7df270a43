import { describe, expect, it } from 'vitest';
import { findDegreeMentions, readDegreeKinds } from './degrees.ts';

describe('readDegreeKinds', () => {
  it('reads A levels written with a capital A as a school-leaving qualification', () => {
    expect(readDegreeKinds('I passed my A levels in 2015.')).toEqual(['school']);
    expect(readDegreeKinds('GCSEs and A-Levels')).toEqual(['school']);
  });

  it('does not read "a Level 3 certificate" as A levels', () => {
    expect(readDegreeKinds('I hold a Level 3 Food Hygiene certificate.')).toEqual([]);
  });

  it('does not read the "A.S." of a legal form such as "S.A.S." as an associate\'s degree', () => {
    const sentence = 'En Conecta BPO S.A.S. apoyo al Team Leader y formo a 62 asesores nuevos por teléfono (phone).';
    expect(readDegreeKinds(sentence)).toEqual([]);
    expect(findDegreeMentions(sentence)).toEqual([]);
    expect(readDegreeKinds('She holds an A.S. in Nursing (graduated 2019).')).toEqual(['associate']);
  });
});
