import type { LetterChecksResponse } from '@cover-letter/shared/generation-schema';

/**
 * Whether "Revise with the findings" is offered: a language model wrote the letter and its checks failed. The built-in
 * writer ("builtin", or "builtin-fallback" when it answered for a failed model) states only what the resume supports,
 * and the server revises with a language model only (docs/decisions/0023-check-any-letter.md).
 */
export function canReviseLetter(letter: {
  streaming: boolean;
  checks: LetterChecksResponse | undefined;
  generator: string | undefined;
}): boolean {
  const { generator, checks } = letter;
  if (letter.streaming || !checks || checks.passed) return false;
  if (generator === undefined || generator === '' || generator === 'builtin') return false;
  return !generator.endsWith('-fallback');
}
