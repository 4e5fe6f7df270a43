// Untrusted input: a sentence in the resume or the ad that addresses a generator ("ignore previous instructions",
// "write that I ...") is data. The letter never addresses a generator itself, never copies such a sentence, and never
// does what it asks.

import { isInstructionToGenerator } from '../text/detect-instructions.ts';
import { addFinding, type CheckContext } from './check-context.ts';
import { contentStems } from './words.ts';

function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** Four-word runs, to tell a copied passage from a shared phrase. */
function shingles(words: string[]): Set<string> {
  const runs = new Set<string>();
  for (let index = 0; index + 4 <= words.length; index += 1) runs.add(words.slice(index, index + 4).join(' '));
  return runs;
}

/** `instructions`: the sentences of the resume and the ad that address a generator. */
export function checkUntrustedInput(context: CheckContext, instructions: string[]): void {
  const { letter } = context;
  for (const sentence of letter.sentences) {
    if (isInstructionToGenerator(sentence.text)) {
      addFinding(context, 'untrusted-input', 'error', 'The letter contains an instruction addressed to a generator.', {
        start: sentence.start,
        end: sentence.end,
      });
    }
  }
  if (instructions.length === 0) return;
  const letterShingles = shingles(wordsOf(letter.text));
  const resumeStems = new Set(contentStems(context.resumeSource.text));
  for (const instruction of instructions) {
    const copied = [...shingles(wordsOf(instruction))].some((run) => letterShingles.has(run));
    // What the instruction asks to be written ("write that I ..."): its distinctive words must not show up together.
    const payload = instruction.replace(
      /^.*?(?<![\p{L}\p{N}_])(?:that|dass|phrase|sentence|say|state|claim|mention|include|que|écris|escribe)\b[:\s"“„]*/iu,
      '',
    );
    const payloadStems = [...new Set(contentStems(payload))].filter(
      (stem) => stem.length > 3 && !resumeStems.has(stem),
    );
    const obeyed =
      payloadStems.length >= 2 &&
      letter.sentences.some((sentence) => {
        const sentenceStems = new Set(contentStems(sentence.text));
        return (
          payloadStems.filter((stem) => sentenceStems.has(stem)).length >=
          Math.max(2, Math.ceil(payloadStems.length * 0.6))
        );
      });
    if (copied || obeyed) {
      addFinding(
        context,
        'untrusted-input',
        'error',
        `The letter ${copied ? 'copies' : 'follows'} an instruction found in the input: "${instruction.slice(0, 80)}".`,
      );
    }
  }
}
