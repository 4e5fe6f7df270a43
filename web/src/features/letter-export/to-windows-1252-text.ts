// The PDF's fonts are the standard fonts every PDF reader has (no font file to download or embed), and they encode
// text as Windows-1252 ("WinAnsi"): every character of English, German, French and Spanish letters, typographic
// quotes and dashes, the euro sign. Anything else is written as its closest Latin letter, or "?", and counted, so the
// screen can say the Word and text files keep it exactly.

const windows1252Extras = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ'.split(''));

/** Letters without a decomposition into a base letter and an accent. */
const closestLatin: Readonly<Record<string, string>> = {
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  Ħ: 'H',
  ħ: 'h',
  ı: 'i',
  ĸ: 'k',
  Ŀ: 'L',
  ŀ: 'l',
  Ŋ: 'N',
  ŋ: 'n',
  Ŧ: 'T',
  ŧ: 't',
  '\u2009': ' ',
  '\u202f': ' ',
  '\u2002': ' ',
  '\u2003': ' ',
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '–',
  '\u2212': '-',
  '\u2032': "'",
  '\u2033': '"',
};

function isWindows1252(character: string): boolean {
  const code = character.codePointAt(0) ?? 0;
  return (code >= 0x20 && code < 0x7f) || (code >= 0xa0 && code <= 0xff) || windows1252Extras.has(character);
}

/** The text in characters the standard PDF fonts can show, and how many had to be replaced. */
export function toWindows1252Text(text: string): { text: string; replaced: number } {
  let replaced = 0;
  let result = '';
  for (const character of text) {
    if (character === '\n' || character === '\t' || isWindows1252(character)) {
      result += character === '\t' ? '    ' : character;
      continue;
    }
    const mapped = closestLatin[character];
    if (mapped !== undefined) {
      result += mapped;
      // Spaces and dashes of another width are not a loss worth telling about.
      if (!/[\s\u2010-\u2012\u2212]/u.test(character)) replaced += 1;
      continue;
    }
    const base = character.normalize('NFKD').replace(/\p{M}/gu, '');
    if (base !== '' && [...base].every(isWindows1252)) result += base;
    else result += '?';
    replaced += 1;
  }
  return { text: result, replaced };
}
