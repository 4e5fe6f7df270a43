import { composeLetter } from '@cover-letter/letter/compose/compose-letter';
import type { LetterGenerator } from './letter-generator.ts';

/** The offline composer from the letter engine: deterministic, no network, no API key. Streams paragraph by paragraph. */
export function createBuiltinGenerator(): LetterGenerator {
  return {
    name: 'builtin',
    streamLetter: async function* (input, signal) {
      const paragraphs = composeLetter(
        { resume: input.resume, jobDescription: input.jobDescription, facts: input.facts },
        { length: input.length, tone: input.tone, language: input.language, variation: input.variation },
      ).text.split(/(?<=\n\n)/);
      for (const paragraph of paragraphs) {
        if (signal.aborted) return;
        yield paragraph;
      }
    },
  };
}
