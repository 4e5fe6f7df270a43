import { describe, expect, it } from 'vitest';
import { highlightLetterSpans } from './highlight-letter-spans.ts';
import type { LetterFinding } from './summarize-letter-checks.ts';

const letter = 'Dear Hiring Manager,\n\nI raised revenue by 73% at Acme.';

function finding(start: number, end: number, severity: LetterFinding['severity'] = 'error'): LetterFinding {
  return { criterion: 'faithful-numbers', severity, message: `span ${start}-${end}`, span: { start, end } };
}

function joined(segments: ReturnType<typeof highlightLetterSpans>): string {
  return segments.map((segment) => segment.text).join('');
}

describe('highlightLetterSpans', () => {
  it('returns the whole letter as one plain piece when no finding has a span', () => {
    expect(highlightLetterSpans(letter, [{ criterion: 'length', severity: 'warning', message: 'Short.' }])).toEqual([
      { kind: 'text', start: 0, text: letter },
    ]);
  });

  it('marks each span and keeps every character of the letter in order', () => {
    const start = letter.indexOf('73%');
    const segments = highlightLetterSpans(letter, [finding(start, start + 3)]);
    expect(segments).toEqual([
      { kind: 'text', start: 0, text: letter.slice(0, start) },
      { kind: 'highlight', start, text: '73%', severity: 'error', messages: [`span ${start}-${start + 3}`] },
      { kind: 'text', start: start + 3, text: ' at Acme.' },
    ]);
    expect(joined(segments)).toBe(letter);
  });

  it('merges overlapping spans into one highlight with the most serious severity', () => {
    const segments = highlightLetterSpans(letter, [finding(30, 40, 'warning'), finding(35, 45, 'error')]);
    const highlights = segments.filter((segment) => segment.kind === 'highlight');
    expect(highlights).toEqual([
      {
        kind: 'highlight',
        start: 30,
        text: letter.slice(30, 45),
        severity: 'error',
        messages: ['span 30-40', 'span 35-45'],
      },
    ]);
    expect(joined(segments)).toBe(letter);
  });

  it('skips empty spans and clips spans that reach past the letter', () => {
    const segments = highlightLetterSpans(letter, [finding(5, 5), finding(letter.length - 5, letter.length + 50)]);
    expect(segments.filter((segment) => segment.kind === 'highlight').map((segment) => segment.text)).toEqual([
      'Acme.',
    ]);
    expect(joined(segments)).toBe(letter);
  });

  it('keeps markup in the letter as plain text', () => {
    const withMarkup = '<img src=x onerror=alert(1)> Dear team';
    const segments = highlightLetterSpans(withMarkup, [finding(0, 28)]);
    expect(segments[0]?.text).toBe('<img src=x onerror=alert(1)>');
    expect(joined(segments)).toBe(withMarkup);
  });
});
