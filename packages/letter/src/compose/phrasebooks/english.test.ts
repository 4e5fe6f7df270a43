import { describe, expect, it } from 'vitest';
import { requirementLabel } from './english.ts';

describe('requirementLabel: what an ad asks for, named in a sentence of the letter', () => {
  it('leaves out how much the ad says it matters ("is mandatory") and when it is needed ("when required")', () => {
    expect(requirementLabel('CCNA certification is mandatory (certificate must be valid at the time of joining)')).toBe(
      'CCNA certification',
    );
    expect(requirementLabel('Visit client sites in Pune when required (travel allowance provided)')).toBe(
      'visiting client sites in Pune',
    );
  });

  it('names a duty by its doing, but never a kind of experience by a verb ("project coordination experience")', () => {
    expect(requirementLabel('Project coordination experience')).toBe('project coordination experience');
  });
});
