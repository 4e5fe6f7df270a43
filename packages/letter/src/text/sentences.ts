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
      /\b(e\.g|i\.e|etc|vs|approx|incl|dept|inc|ltd|co|corp|dr|mr|mrs|ms|prof|sr|jr|z\.\s?B|d\.\s?h|u\.\s?a|bzw|ca|inkl|ggf|usw|evtl|Nr|St|Abs|Std|Dipl|Univ|Pr|B\.Sc|M\.Sc|Ph\.D|B\.A|M\.A|B\.S|M\.S)\./gi,
      '$1\u0000',
    )
    // "reg no. 614822", "est. 1998", "c. 300 items/day": a number's label before the number ("(máx. 6 personas)",
    // "min. 150 h", "env. 20 km" too).
    .replace(/\b(no|nos|est|c|ca|approx|aprox|max|min|máx|mín|env|núm|rs)\.(?=\s*\d)/gi, '$1\u0000')
    // "• 2. Platz beim Azubi-Kochwettbewerb", "3. Preis": a number that opens the text (a placing, or a list's own
    // number) ends no sentence.
    .replace(/^([^\p{L}\p{N}]{0,3}\d{1,2})\.(?=\s+\p{Lu})/u, '$1\u0000')
    // "mind. B1", "mind. 2 Jahre": German "mindestens" before a level or a number.
    .replace(/\bmind\.(?=\s+(?:\d|[A-C][12]\b))/gu, 'mind\u0000')
    // "Fa. Uwe Habel GbR": German "Firma" before a company's name.
    .replace(/\bFa\.(?=\s+\p{Lu})/gu, 'Fa\u0000')
    // "im 3. Lehrjahr", "zum 1. Mal", "der 2. Platz": a German ordinal after its article or preposition ends no sentence.
    .replace(
      /(?<![\p{L}\p{N}])((?:im|am|zum|zur|beim|vom|der|die|das|den|dem|des|ab|seit|bis|ins|jedes|jeden|jede)\s+\d{1,2})\.(?=\s+\p{Lu})/giu,
      '$1\u0000',
    )
    .replace(/(\d)\.(\d)/g, '$1\u0001$2');
  // ("... Bakery (my first real full service restaurant experience.) Had a hankering ...": a sentence ended inside its
  // bracket or quote ends at the mark that closes it.)
  return protectedText
    .split(/(?<=[.!?][)"”’]?)\s+(?=["“„(]?[\p{Lu}\p{N}])|\n+/u)
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

/** Whether a UTF-16 code unit is whitespace as `\s` reads it. */
function isSpaceCode(code: number): boolean {
  if (code < 0x80) return code === 0x20 || (code >= 0x09 && code <= 0x0d);
  return (
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}

/**
 * `text.split(/\s+/).length` without the array: the runs of whitespace, plus one. The readers ask it of every line,
 * often several times, and only want the count.
 */
export function countSpaceSeparatedParts(text: string): number {
  let parts = 1;
  let inSpace = false;
  for (let index = 0; index < text.length; index += 1) {
    const space = isSpaceCode(text.charCodeAt(index));
    if (space && !inSpace) parts += 1;
    inSpace = space;
  }
  return parts;
}

/** `text.split(/\s+/).filter(Boolean).length` without the arrays: the runs of characters other than whitespace. */
export function countSpaceSeparatedWords(text: string): number {
  let words = 0;
  let inWord = false;
  for (let index = 0; index < text.length; index += 1) {
    const word = !isSpaceCode(text.charCodeAt(index));
    if (word && !inWord) words += 1;
    inWord = word;
  }
  return words;
}

/**
 * The text without any of `characters` at its end ("Led the team.;" → "Led the team"), read back from the end: an
 * expression anchored at the end (/[.;:]+$/) is tried at every position of the text, and the composer trims every
 * sentence and line many times a letter.
 */
export function withoutTrailing(text: string, characters: string): string {
  let end = text.length;
  while (end > 0 && characters.includes(text.charAt(end - 1))) end -= 1;
  return text.slice(0, end);
}

/**
 * Whether a line ends as a sentence does, and not as a name: "Sahyadri Fintech Pvt. Ltd.", "Deccan Lifesciences Pvt.
 * Ltd." end on a legal form's point.
 */
export function endsLikeSentence(line: string): boolean {
  const trimmed = line.trim();
  return (
    /[.!?:;]$/u.test(trimmed) &&
    // ("Maddox & Doyle, P.C.", "Reyes Law, P.A.": an American firm's legal form, its letters with points.)
    !/\b(?:Ltd|Pvt|Pty|Inc|Co|Corp|LLC|PLC|Bros|S\.A|S\.L|B\.V|N\.V|e\.V|P\.C|P\.A|L\.L\.C|L\.L\.P|P\.L\.L\.C|S\.p\.A|S\.r\.l)\.$/u.test(
      trimmed,
    )
  );
}
