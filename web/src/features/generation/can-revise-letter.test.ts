import { describe, expect, it } from 'vitest';
import type { LetterChecksResponse } from '@cover-letter/shared/generation-schema';
import { canReviseLetter } from './can-revise-letter.ts';

function checks(passed: boolean): LetterChecksResponse {
  return {
    passed,
    criteria: { 'faithful-numbers': { passed, errors: passed ? 0 : 1, warnings: 0 } },
    findings: passed
      ? []
      : [{ criterion: 'faithful-numbers', severity: 'error', message: '"70%" is not in your resume.' }],
    wordCount: 300,
    paragraphCount: 4,
    language: { expected: 'en', detected: 'en' },
    mustHaves: [],
  };
}

describe('canReviseLetter', () => {
  it('offers a revision of a language model’s letter whose checks failed', () => {
    expect(canReviseLetter({ streaming: false, checks: checks(false), generator: 'openai-compatible' })).toBe(true);
    expect(canReviseLetter({ streaming: false, checks: checks(false), generator: 'anthropic' })).toBe(true);
  });

  it('offers none for the built-in writer’s letters, the fallback’s included', () => {
    expect(canReviseLetter({ streaming: false, checks: checks(false), generator: 'builtin' })).toBe(false);
    expect(canReviseLetter({ streaming: false, checks: checks(false), generator: 'builtin-fallback' })).toBe(false);
  });

  it('offers none while the letter streams, without checks, when they passed, or when the writer is unknown', () => {
    expect(canReviseLetter({ streaming: true, checks: checks(false), generator: 'openai-compatible' })).toBe(false);
    expect(canReviseLetter({ streaming: false, checks: undefined, generator: 'openai-compatible' })).toBe(false);
    expect(canReviseLetter({ streaming: false, checks: checks(true), generator: 'openai-compatible' })).toBe(false);
    expect(canReviseLetter({ streaming: false, checks: checks(false), generator: undefined })).toBe(false);
  });
});
