import { describe, expect, it } from 'vitest';
import { composeLetter } from '../compose/compose-letter.ts';
import { readRelocation } from './relocation.ts';

describe('readRelocation: a move the resume states', () => {
  it('reads where and when the person is moving, or where they would move, and never why', () => {
    expect(readRelocation('Relocating to the Pittsburgh area in January 2027 for my husband’s job transfer.')).toEqual({
      place: 'Pittsburgh',
      said: 'relocating to the Pittsburgh area in January 2027',
    });
    expect(readRelocation('I am moving to Leeds in March 2027 with my partner')).toEqual({
      place: 'Leeds',
      said: 'relocating to Leeds in March 2027',
    });
    expect(readRelocation('Willing to relocate to: Pittsburgh, PA - Wexford, PA')).toEqual({
      place: 'Pittsburgh',
      said: 'willing to relocate to Pittsburgh',
    });
    expect(readRelocation('Relocation: no. Moving house is not planned.')).toBeNull();
  });

  it('is told where the ad names the place, and only there', () => {
    const resume = `Dana Ortiz
Columbus, OH

Work Experience
Registered Dental Hygienist
Lakeview Family Dentistry - Westerville, OH
March 2021 to Present
• Provide prophylaxis, scaling and root planing for 8-10 patients per day

Additional Information
Relocating to the Pittsburgh area in January 2027 for my husband's job transfer.`;
    const inPittsburgh = `Dental Hygienist
Allegheny Smiles, three offices north of Pittsburgh, is adding a hygiene column in early 2027.`;
    const inColumbus = `Dental Hygienist
Buckeye Smiles in Columbus is adding a hygiene column.`;
    expect(composeLetter({ resume, jobDescription: inPittsburgh }).text).toContain(
      'I am relocating to the Pittsburgh area in January 2027.',
    );
    expect(composeLetter({ resume, jobDescription: inColumbus }).text).not.toMatch(/relocat|husband/iu);
  });
});
