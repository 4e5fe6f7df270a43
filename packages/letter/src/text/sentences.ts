// Sentences and words, as a reader counts them.

const sentenceBreak = /[.!?\n]/;

/** Splits text into sentences, keeping common abbreviations intact. */
export function splitSentences(text: string): string[] {
  // Without a sentence mark or a line break (most resume bullets) the text is one sentence: none of the patterns
  // below can match, and they cost most of the time.
  if (!sentenceBreak.test(text)) {
    const sentence = text
      .replace(/\u0000/g, '.')
      .replace(/\u0001/g, '.')
      .trim();
    return sentence.length > 0 ? [sentence] : [];
  }
  const protectedText = text
    .replace(
      /\b(e\.g|i\.e|etc|vs|inc|ltd|co|corp|dr|mr|mrs|ms|prof|sr|jr|z\.\s?B|d\.\s?h|u\.\s?a|bzw|ca|inkl|ggf|usw|evtl|Nr|St|Dipl|B\.Sc|M\.Sc|Ph\.D|B\.A|M\.A|B\.S|M\.S)\./gi,
      '$1\u0000',
    )
    .replace(/(\d)\.(\d)/g, '$1\u0001$2');
  return protectedText
    .split(/(?<=[.!?])\s+(?=["“„(]?[\p{Lu}\p{N}])|\n+/u)
    .map((sentence) =>
      sentence
        .replace(/\u0000/g, '.')
        .replace(/\u0001/g, '.')
        .trim(),
    )
    .filter((sentence) => sentence.length > 0);
}

const letterOrDigit = /[\p{L}\p{N}]/u;
const space = /\s/;

/** Counts words the way a reader would: tokens that contain a letter or a digit. */
export function countWords(text: string): number {
  // One pass over the characters, ASCII read by code: the composer counts every draft of the letter, and splitting
  // each into tokens to test them cost an array and a pattern per token.
  let count = 0;
  let counted = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 0x80) {
      if (code === 0x20 || (code >= 0x09 && code <= 0x0d)) counted = false;
      else if (
        !counted &&
        ((code >= 0x30 && code <= 0x39) || (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a))
      ) {
        count += 1;
        counted = true;
      }
      continue;
    }
    const next = text.charCodeAt(index + 1);
    const pair = code >= 0xd800 && code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff;
    const character = pair ? text.slice(index, index + 2) : text.charAt(index);
    if (pair) index += 1;
    if (space.test(character)) counted = false;
    else if (!counted && letterOrDigit.test(character)) {
      count += 1;
      counted = true;
    }
  }
  return count;
}
