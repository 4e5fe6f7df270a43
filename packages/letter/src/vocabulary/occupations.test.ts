import { describe, expect, it } from 'vitest';
import { looksLikeTitle } from './occupations.ts';

describe('looksLikeTitle', () => {
  it('reads a German trade’s compound title, and a guard’s post', () => {
    // Before, "Metallbaukonstrukteur" and "Armed Guard" were no titles, and the jobs under them went astray.
    for (const title of [
      'Metallbaukonstrukteur',
      'Technischer Zeichner',
      'Elektromonteurin',
      'Lagerist',
      'Armed Guard',
    ])
      expect(looksLikeTitle(title)).toBe(true);
    expect(looksLikeTitle('Guard of honour')).toBe(false);
  });
});
