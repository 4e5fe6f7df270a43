import { composeLetter } from '@cover-letter/letter/compose-letter';
import type { LetterGenerator } from './letter-generator.ts';

/** The offline composer from the letter engine: deterministic, no network, no API key. */
export function createBuiltinGenerator(): LetterGenerator {
  return {
    name: 'builtin',
    generate: async (input) => composeLetter(input).text,
  };
}
