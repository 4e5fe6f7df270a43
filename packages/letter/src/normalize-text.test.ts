import { describe, expect, it } from 'vitest';
import {
  countWords,
  decodeHtmlEntities,
  detectLanguage,
  findNumbers,
  hashText,
  normalizeNumberValue,
  normalizeText,
  stripHtml,
} from './normalize-text.ts';

describe('normalizeText', () => {
  it('removes icon glyphs a PDF left in front of contact lines', () => {
    expect(normalizeText('Barry Allen\nI (555) 555-0100\n# me@example.com\nð bwayne\n§ bwayne')).toBe(
      'Barry Allen\n(555) 555-0100\nme@example.com\nbwayne\nbwayne',
    );
  });

  it('folds non-breaking hyphens and spaces', () => {
    expect(normalizeText('REST\u2011APIs\u00a0mit FastAPI')).toBe('REST-APIs mit FastAPI');
  });
});

describe('stripHtml', () => {
  it('keeps structure and decodes entities', () => {
    expect(stripHtml('<h2>Requirements</h2><ul><li>SQL &amp; Python</li></ul>').trim()).toBe(
      'Requirements\n\n\n• SQL & Python',
    );
    expect(decodeHtmlEntities('&#8364;5 &#x2013; &euro;6 &unknown;')).toBe('€5 – €6 &unknown;');
  });
});

describe('findNumbers', () => {
  it('compares numbers by value, not by how they are written', () => {
    expect(normalizeNumberValue('$120,000')).toBe('120000');
    expect(normalizeNumberValue('120k')).toBe('120000');
    expect(normalizeNumberValue('99,95')).toBe('99.95');
    expect(normalizeNumberValue('~45%')).toBe('45');
    expect(normalizeNumberValue('70.000')).toBe('70000');
  });

  it('ignores digits inside names such as HTML5 and v2, and reads number words before a unit', () => {
    expect(findNumbers('HTML5, CSS3, OAuth2, v1/v2, 28% and five years').map((mention) => mention.value)).toEqual([
      '28',
      '5',
    ]);
  });
});

describe('detectLanguage', () => {
  it('tells German from English', () => {
    expect(detectLanguage('Wir suchen eine erfahrene Entwicklerin für unser Team in Köln.')).toBe('de');
    expect(detectLanguage('We are looking for an experienced developer to join our team.')).toBe('en');
    expect(detectLanguage('Python, Docker', 'de')).toBe('de');
  });
});

describe('countWords and hashText', () => {
  it('counts words a reader sees and hashes deterministically', () => {
    expect(countWords('Dear team, — I built 3 things •')).toBe(6);
    expect(hashText('abc')).toBe(hashText('abc'));
    expect(hashText('abc')).not.toBe(hashText('abd'));
  });
});
