import type { FactSheet, LetterLanguage } from '@cover-letter/shared/fact-sheet-schema';

/**
 * What every generator receives: the two texts, already size-checked and trimmed, the facts to write from (confirmed by
 * the user, or read from the texts), the letter's language and the user's options.
 */
export type GenerationInput = {
  resume: string;
  jobDescription: string;
  facts: FactSheet;
  language: LetterLanguage;
  /** Another number asks for another version of the letter. */
  variation: number;
  /** Word ranges in `letterWordRanges` (packages/shared/src/limits.ts). */
  length: 'standard' | 'short';
  tone: 'formal' | 'warm';
};

/** A finding of the letter checker, as a revision hands it to the model. */
export type RevisionFinding = {
  criterion: string;
  severity: 'error' | 'warning';
  message: string;
  /** The words of the letter it is about, when the checker marked them. */
  quote?: string;
};

/** A letter to correct, and what the checker found wrong with it. */
export type LetterRevision = { letter: string; findings: RevisionFinding[] };

/** A source of letters: the built-in composer or a language model. */
export type LetterGenerator = {
  /** Reported to the client as `generator` ("builtin", "openai-compatible", "anthropic"). */
  name: string;
  /** Yields the letter piece by piece as it is written; stops (and cancels any upstream request) when `signal` aborts. */
  streamLetter: (input: GenerationInput, signal: AbortSignal) => AsyncIterable<string>;
  /**
   * Yields a corrected version of `revision.letter` piece by piece. Only a language model offers it: the composer
   * already states only what the resume supports, and rewriting a letter it did not write is not what it does.
   */
  reviseLetter?: (input: GenerationInput, revision: LetterRevision, signal: AbortSignal) => AsyncIterable<string>;
  /** Answers instead when this generator fails before it has written anything. */
  fallback?: LetterGenerator;
};

/**
 * A generation that failed for a reason the user can be told: the message is shown as is, so it names what went
 * wrong without internals.
 */
export class LetterGenerationFailure extends Error {
  readonly status: 502 | 503 | 504;

  constructor(status: 502 | 503 | 504, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'LetterGenerationFailure';
    this.status = status;
  }
}
