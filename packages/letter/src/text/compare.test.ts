import { describe, expect, it } from 'vitest';
import { containsWholeWord, contentWords } from './compare.ts';

describe('contentWords', () => {
  it('keeps the words of three letters or more that are not stop words, lower-cased', () => {
    expect(contentWords('Led the Migration of 12 services to AWS')).toEqual(['led', 'migration', 'services', 'aws']);
  });

  it('keeps points, plus and hash signs inside a word and drops the points around it', () => {
    expect(contentWords('Built APIs in Node.js, C++ and C#... and .NET.')).toEqual([
      'built',
      'apis',
      'node.js',
      'c++',
      'net',
    ]);
  });

  it('reads letters and digits of any script as word characters', () => {
    expect(contentWords('Führung der Qualitätssicherung für 250 Betten')).toEqual([
      'führung',
      'qualitätssicherung',
      '250',
      'betten',
    ]);
  });

  it('treats a letter outside the basic plane as part of its word', () => {
    expect(contentWords('abc\u{1d400}def ghi')).toEqual(['abc\u{1d400}def', 'ghi']);
  });

  it('drops words of amount that say nothing of the work ("various", "several")', () => {
    expect(contentWords('Created various images from several sources')).toEqual(['created', 'images', 'sources']);
  });

  it('drops the prefixes a hyphen leaves alone ("post-qualification", "post-op"), which share nothing', () => {
    // Before, "2 years' post-qualification experience" was answered by a line about post-op checks.
    expect(contentWords('post-qualification experience, pre-registration and non-clinical work')).toEqual([
      'qualification',
      'registration',
      'clinical',
    ]);
    expect(contentWords('Post-op checks and multi-site rotas')).toEqual(['checks', 'site', 'rotas']);
  });

  it('gives each caller its own list', () => {
    const first = contentWords('reduced costs by half');
    first.push('changed');
    expect(contentWords('reduced costs by half')).toEqual(['reduced', 'costs', 'half']);
  });
});

describe('containsWholeWord', () => {
  it('finds a term with no letter or digit of any script beside it, ignoring case', () => {
    expect(containsWholeWord('Reports in SQL, Excel and Power BI', 'sql')).toBe(true);
    expect(containsWholeWord('MySQL and NoSQL', 'sql')).toBe(false);
    expect(containsWholeWord('ÜberSQL', 'sql')).toBe(false);
    expect(containsWholeWord('SQL2', 'sql')).toBe(false);
    expect(containsWholeWord('(SQL)', 'sql')).toBe(true);
  });

  it('looks past a place where the term stands inside a word', () => {
    expect(containsWholeWord('Teamwork in a team of 8', 'team')).toBe(true);
  });
});

describe('contentWords: a closed compound', () => {
  it('gives its parts as words too, so a caseworker shares work with a case manager', () => {
    // Before, "Income Maintenance Caseworker II" shared no word with a "Residential Wraparound Case Manager" ad, and
    // the letter left the person's case work out.
    expect(contentWords('Income Maintenance Caseworker II')).toEqual(
      expect.arrayContaining(['caseworker', 'case', 'worker']),
    );
    expect(contentWords('Managed a caseload of 40 families')).toContain('case');
    expect(contentWords('Healthcare Assistant')).toEqual(expect.arrayContaining(['health', 'care']));
  });
});
