import { describe, expect, it } from 'vitest';
import { findRegularExpressionProblem } from './check-regular-expression.ts';

describe('findRegularExpressionProblem', () => {
  it('accepts the patterns PostgreSQL matches in linear time', () => {
    for (const pattern of [
      'engineer',
      '^Senior (Backend|Frontend) Engineer$',
      '(a|aa)*b',
      '(a*)*b',
      '[[:alpha:]]+ [0-9]{4}',
      '\\d{3}-\\d{4}',
      '(?:go|rust)+',
      '(a{1,10}){1,10}c',
      '[\\]]+',
      'x{2,}',
    ]) {
      expect(findRegularExpressionProblem(pattern), pattern).toBeUndefined();
    }
  });

  it('refuses back-references, which make PostgreSQL backtrack', () => {
    expect(findRegularExpressionProblem('^(a*)(a*)\\1\\2$')).toMatch(/Back-references/);
    expect(findRegularExpressionProblem('(x)\\9')).toMatch(/Back-references/);
  });

  it('refuses lookahead, lookbehind and embedded options', () => {
    for (const pattern of ['a(?=.*z)', '(?!a).*z', '(?<=a)b', '(?<!a)b', '(?i)abc', '***=abc']) {
      expect(findRegularExpressionProblem(pattern), pattern).toBeDefined();
    }
  });

  it('refuses repetitions that multiply into a huge automaton, and over-long patterns', () => {
    expect(findRegularExpressionProblem('((((a{1,20}){1,20}){1,20}){1,20})c')).toMatch(/too large/);
    expect(findRegularExpressionProblem('(a{1,100}){1,100}')).toMatch(/too large/);
    expect(findRegularExpressionProblem('a'.repeat(1_001))).toMatch(/at most 1000 characters/);
  });
});
