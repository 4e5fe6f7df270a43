/** What every generator receives: the two texts, already size-checked and trimmed. */
export type GenerationInput = { resume: string; jobDescription: string };

/** A source of letters: the built-in composer or a language model. */
export type LetterGenerator = {
  name: string;
  generate: (input: GenerationInput, signal: AbortSignal) => Promise<string>;
};
