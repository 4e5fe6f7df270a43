import { describe, expect, it } from 'vitest';
import { toWindows1252Text } from './to-windows-1252-text.ts';

describe('toWindows1252Text', () => {
  it('keeps English, German, French and Spanish letters, typographic quotes, dashes and the euro sign', () => {
    const text = 'Grüße – “Zitat” ‘quote’ … café, niño, Œuvre, 5 €';
    expect(toWindows1252Text(text)).toEqual({ text, replaced: 0 });
  });

  it('writes other letters as their closest Latin letter and counts them', () => {
    expect(toWindows1252Text('Łódź, Dvořák, İstanbul')).toEqual({ text: 'Lódz, Dvorák, Istanbul', replaced: 4 });
  });

  it('writes what has no Latin form as "?", and other spaces and hyphens without counting them', () => {
    expect(toWindows1252Text('中文 ✓')).toEqual({ text: '?? ?', replaced: 3 });
    expect(toWindows1252Text('a\u202fb\u2011c')).toEqual({ text: 'a b-c', replaced: 0 });
  });
});
