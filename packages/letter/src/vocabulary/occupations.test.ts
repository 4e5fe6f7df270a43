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

  it('reads a capitalised phrase that ends on its worker as a title', () => {
    // Before, "Dock Worker" was no title ("worker" alone is ambiguous), and the job under it went without one.
    for (const title of ['Dock Worker', 'Steel Erection Worker', 'Packing Operative', 'Theatre Porter'])
      expect(looksLikeTitle(title)).toBe(true);
    expect(looksLikeTitle('Workers of the world')).toBe(false);
  });
});
