import { describe, expect, it } from 'vitest';
import { cleanDocument } from './clean-document.ts';

describe('cleanDocument', () => {
  it('removes a separator a removed glyph left at either end of a line, and keeps one inside it', () => {
    expect(cleanDocument('| Acme Analytics\nCompany Name - City -\nData Analyst |')).toBe(
      'Acme Analytics\nCompany Name - City\nData Analyst',
    );
  });

  it('closes the space before a comma, semicolon or colon', () => {
    expect(cleanDocument('Skills : SQL , Excel ; Tableau')).toBe('Skills: SQL, Excel; Tableau');
  });

  it('removes Markdown marks and keeps their words', () => {
    expect(cleanDocument('# Experience\n**Data Analyst** at __Acme__')).toBe('Experience\nData Analyst at Acme');
  });
});
