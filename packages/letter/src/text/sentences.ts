// Sentences and words, as a reader counts them.

/** Splits text into sentences, keeping common abbreviations intact. */
export function splitSentences(text: string): string[] {
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

/** Counts words the way a reader would: tokens that contain a letter or a digit. */
export function countWords(text: string): number {
  return text.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}
