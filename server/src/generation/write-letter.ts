import { checkLetter, type LetterChecks } from '@cover-letter/letter/check/check-letter';
import { requestLogger } from '../observability/logger.ts';
import { createLetterTextCleaner } from './letter-text.ts';
import { LetterGenerationFailure, type GenerationInput, type LetterGenerator } from './letter-generator.ts';

export type WrittenLetter = {
  coverLetter: string;
  /** The letter checker's findings on this letter: what the user should look at before sending it. */
  checks: LetterChecks;
  /** Which generator wrote it: its name, or "builtin-fallback" when the fallback answered for a failed model. */
  generator: string;
};

/** Thrown when the client went away; nothing is sent and nothing is charged. */
export class GenerationAbandoned extends Error {
  constructor() {
    super('the client went away before the letter was finished');
  }
}

async function runGenerator(
  generator: LetterGenerator,
  input: GenerationInput,
  signal: AbortSignal,
  onText: ((text: string) => Promise<void>) | undefined,
  onShown: () => void,
): Promise<string> {
  const cleaner = createLetterTextCleaner();
  const stop = new AbortController();
  const stopSignal = AbortSignal.any([signal, stop.signal]);
  let shownText = '';
  const show = async (text: string) => {
    if (text === '' || !onText) return;
    onShown();
    shownText += text;
    await onText(text);
  };
  try {
    for await (const piece of generator.streamLetter(input, stopSignal)) {
      await show(cleaner.push(piece));
      if (signal.aborted) break;
      // Past the length cap: stop reading (and stop the model) instead of paying for text that is cut anyway.
      if (cleaner.full) break;
    }
  } catch (error) {
    if (signal.aborted) throw new GenerationAbandoned();
    throw error;
  } finally {
    stop.abort();
  }
  if (signal.aborted) throw new GenerationAbandoned();
  const letter = cleaner.finish();
  if (letter === '')
    throw new LetterGenerationFailure(
      502,
      'The language model returned no letter. Please try again; failed attempts are not counted.',
    );
  // What was held back while it might have been a fence or a note, now known to be letter.
  if (letter.startsWith(shownText)) await show(letter.slice(shownText.length));
  return letter;
}

/**
 * Runs a generator to the end, cleans its letter and checks it. With `onText`, the letter is passed on piece by piece
 * as it is written; the pieces add up to the final letter whenever the cleaning allows. When the generator fails
 * before anything was passed on and it has a fallback, the fallback writes the letter instead; once text has reached
 * the client, a failure is final (the letter cannot be taken back).
 */
export async function writeLetter(options: {
  generator: LetterGenerator;
  input: GenerationInput;
  signal: AbortSignal;
  onText?: (text: string) => Promise<void>;
}): Promise<WrittenLetter> {
  const { generator, input, signal, onText } = options;
  let textShown = false;
  let coverLetter: string;
  let generatorName = generator.name;
  try {
    coverLetter = await runGenerator(generator, input, signal, onText, () => {
      textShown = true;
    });
  } catch (error) {
    if (error instanceof GenerationAbandoned || signal.aborted || textShown || !generator.fallback) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    requestLogger().warn(
      `The ${generator.name} generator failed (${reason}); the ${generator.fallback.name} generator writes the letter instead.`,
    );
    coverLetter = await runGenerator(generator.fallback, input, signal, onText, () => {});
    generatorName = `${generator.fallback.name}-fallback`;
  }
  // Every letter is checked, whoever wrote it; a model's letter is never trusted as is.
  const checks = checkLetter({
    letter: coverLetter,
    resume: input.resume,
    jobDescription: input.jobDescription,
    length: input.length,
    // The language the letter was written in on purpose (the user's choice, or English where the ad's language has
    // no phrasebook), and the facts the user confirmed: what the user typed counts as supported.
    language: input.language,
    facts: input.facts,
  });
  return { coverLetter, checks, generator: generatorName };
}
