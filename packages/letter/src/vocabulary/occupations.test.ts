import { describe, expect, it } from 'vitest';
import { countTitleWords, looksLikeTitle } from './occupations.ts';

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

  it('reads a medical coder’s, a millwright’s and a draughtsman’s posts as titles', () => {
    // Before, "Medical Coder II" was no title: the job held now was lost from a held-out fact sheet and its letter.
    for (const title of ['Medical Coder II', 'Clinical Coder', 'Medical Biller', 'Millwright', 'Draughtsman'])
      expect(looksLikeTitle(title)).toBe(true);
  });

  it('reads a capitalised phrase that ends on its worker as a title', () => {
    // Before, "Dock Worker" was no title ("worker" alone is ambiguous), and the job under it went without one.
    for (const title of ['Dock Worker', 'Steel Erection Worker', 'Packing Operative', 'Theatre Porter'])
      expect(looksLikeTitle(title)).toBe(true);
    expect(looksLikeTitle('Workers of the world')).toBe(false);
  });

  it('reads a French journalist’s and a Spanish lawyer’s posts as titles', () => {
    // Before, "Journaliste" over "L'Écho du Haut-Richelieu" was read as the employer, the paper as the post.
    for (const title of ['Journaliste', 'Journaliste pigiste', 'Photographe', 'Periodista', 'Abogada'])
      expect(looksLikeTitle(title)).toBe(true);
  });

  it('reads an accounting firm’s grades as titles', () => {
    // Before, "Position: Audit Semi-Senior" was no post, and a trainee accountant's latest job was lost.
    for (const title of ['Audit Senior', 'Audit Semi-Senior', 'Tax Senior']) expect(looksLikeTitle(title)).toBe(true);
    expect(looksLikeTitle('Senior')).toBe(false);
  });
});

describe('looksLikeTitle: the trades an insurer, a bank and a shop name', () => {
  it('reads "Auto Adjuster", "Income Maintenance Caseworker II" and "Night Stocker" as titles', () => {
    // Before, none was a title, and a resume of such posts read no job at all.
    for (const title of ['Auto Adjuster', 'Income Maintenance Caseworker II', 'Night Stocker', 'Claims Examiner'])
      expect(looksLikeTitle(title)).toBe(true);
    expect(looksLikeTitle('Food processor')).toBe(false);
  });
});

describe('countTitleWords: a student’s post', () => {
  it('reads "Pharmacy Student (Co-op)", "Co-op Student" and "Student Nurse" as posts, "Student" alone as none', () => {
    expect(countTitleWords('Pharmacy Student (Co-op)')).toBeGreaterThan(0);
    expect(countTitleWords('Co-op Student')).toBeGreaterThan(0);
    expect(countTitleWords('Summer Student')).toBeGreaterThan(0);
    expect(countTitleWords('Student Nurse')).toBeGreaterThan(0);
    expect(countTitleWords('Student')).toBe(0);
  });
});
