// Repairs text as people paste it from PDFs, web pages and old exports, before anything reads it: UTF-8 that was
// decoded as Windows-1252 or Latin-1 (once or twice), compatibility characters and ligatures, private-use bullet
// glyphs, invisible characters and Windows line endings. The algorithm follows ftfy's idea (re-encode a suspicious
// run as Windows-1252 and keep the UTF-8 reading when it is valid); see docs/decisions/0014-text-repair-and-language.md.

/** Windows-1252's characters in the 0x80-0x9F range, by byte. Bytes it leaves undefined read as C1 controls. */
const windows1252Specials: ReadonlyMap<string, number> = new Map([
  ['€', 0x80],
  ['‚', 0x82],
  ['ƒ', 0x83],
  ['„', 0x84],
  ['…', 0x85],
  ['†', 0x86],
  ['‡', 0x87],
  ['ˆ', 0x88],
  ['‰', 0x89],
  ['Š', 0x8a],
  ['‹', 0x8b],
  ['Œ', 0x8c],
  ['Ž', 0x8e],
  ['‘', 0x91],
  ['’', 0x92],
  ['“', 0x93],
  ['”', 0x94],
  ['•', 0x95],
  ['–', 0x96],
  ['—', 0x97],
  ['˜', 0x98],
  ['™', 0x99],
  ['š', 0x9a],
  ['›', 0x9b],
  ['œ', 0x9c],
  ['ž', 0x9e],
  ['Ÿ', 0x9f],
]);

/** The byte a character stood for when UTF-8 was read as Windows-1252 or Latin-1, if it can have been one. */
function byteOf(character: string): number | undefined {
  const code = character.charCodeAt(0);
  if (code >= 0x80 && code <= 0xff) return code;
  return windows1252Specials.get(character);
}

function isContinuationByte(byte: number | undefined): byte is number {
  return byte !== undefined && byte >= 0x80 && byte <= 0xbf;
}

/** How many bytes a UTF-8 sequence that starts with `byte` has (0 when it cannot start one). */
function sequenceLength(byte: number): number {
  if (byte >= 0xc2 && byte <= 0xdf) return 2;
  // Of the three-byte leads only "â" (punctuation, U+2000-U+2FFF) and "ï" (fullwidth and private-use forms) are
  // repaired: "é" or "ç" before a curly quote or a dash is ordinary French or Spanish, not mojibake.
  if (byte === 0xe2 || byte === 0xef) return 3;
  if (byte === 0xf0) return 4;
  return 0;
}

function decodeSequence(bytes: number[]): string | undefined {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(bytes));
  } catch {
    return undefined;
  }
}

/**
 * One pass of mojibake repair: every run of characters that reads as a whole UTF-8 sequence in Windows-1252 becomes
 * the character it encoded. A sequence whose last byte was lost on the way (Windows-1252 has no character for 0x81,
 * 0x8D, 0x8F, 0x90 and 0x9D, so converters drop them) cannot be decoded: a lost fullwidth form, which PDF exports
 * use as a separator, becomes a dash; any other broken lead is removed.
 */
function repairMojibakeOnce(text: string): string {
  // Only runs of non-ASCII characters can hold a broken sequence (every byte of one maps to a non-ASCII character);
  // the ASCII between them is copied as it is.
  return text.replace(/[^\x00-\x7f]+/gu, (run: string, offset: number) =>
    repairRun(run, text.charAt(offset - 1), text.charAt(offset + run.length)),
  );
}

/** Repairs one run of non-ASCII characters; `before` and `after` are the characters around the run. */
function repairRun(run: string, before: string, after: string): string {
  const characters = Array.from(run);
  let result = '';
  let index = 0;
  while (index < characters.length) {
    const character = characters[index] ?? '';
    const lead = byteOf(character);
    const length = lead === undefined ? 0 : sequenceLength(lead);
    if (lead === undefined || length === 0) {
      result += character;
      index += 1;
      continue;
    }
    const bytes = [lead];
    let next = index + 1;
    while (bytes.length < length && next < characters.length) {
      const byte = byteOf(characters[next] ?? '');
      if (!isContinuationByte(byte)) break;
      bytes.push(byte);
      next += 1;
    }
    if (bytes.length === length) {
      const decoded = decodeSequence(bytes);
      if (decoded !== undefined) {
        result += decoded;
        index = next;
        continue;
      }
    }
    // A lead byte followed by some continuation bytes, but not enough: the sequence lost a byte.
    if (bytes.length >= 2 && length >= 3) {
      const isFullwidthForm = lead === 0xef && (bytes[1] === 0xbc || bytes[1] === 0xbd);
      // "â€" lost 0x9D, the last byte of "”" and by far the likeliest of the five it can have lost; between two letters
      // it was the hyphen (0x90) of "well‐being".
      const following = characters[next] ?? after;
      const isPunctuation = lead === 0xe2 && bytes.length === 2 && bytes[1] === 0x80;
      const between = /\p{L}/u.test(Array.from(result).pop() ?? before) && /\p{L}/u.test(following);
      result += isFullwidthForm ? ' - ' : isPunctuation ? (between ? '-' : '\u201d') : ' ';
      index = next;
      continue;
    }
    // "Â" before a space is a no-break space whose second byte became an ordinary space.
    if (lead === 0xc2 && bytes.length === 1) {
      const following = characters[index + 1] ?? after;
      if (following === '' || /[\s\u200b]/u.test(following)) {
        index += 1;
        continue;
      }
    }
    result += character;
    index += 1;
  }
  return result;
}

/** True when the text shows the marks of mojibake (two or three Windows-1252 characters standing for one). */
export function hasMojibake(text: string): boolean {
  // ("â\u0080¢": "•" read as Latin-1, its middle byte a C1 control where Windows-1252 has "€".)
  // ("WIÅšNIEWSKA", "ÅÃ³dÅº": Polish, Czech and Turkish letters, whose UTF-8 leads read as "Ä" and "Å".)
  return /[ÂÃÄÅ][\u0080-\u00bf€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ]|â€|â[\u0080-\u009f][\u0080-\u00bf]|ï¼|ï‚|Ã[©¨¼¶¤§±³]|Â(?=[\s\u200b]|$)/u.test(
    text,
  );
}

/** Repairs UTF-8 read as Windows-1252 or Latin-1, also when it happened twice. Text without such marks is returned as is. */
export function repairMojibake(text: string): string {
  // "Certiï¬cate": "ﬁ" (EF AC 81) read as Windows-1252, whose 0x81 is no character and was lost on the way; before a
  // letter, "ï¬" can only be that ligature (the letter had read "Certi cate").
  let repaired = text.includes('ï¬') ? text.replace(/ï¬(?=\p{Ll})/gu, 'fi') : text;
  for (let pass = 0; pass < 3 && hasMojibake(repaired); pass += 1) {
    const next = repairMojibakeOnce(repaired);
    if (next === repaired) break;
    repaired = next;
  }
  return repaired;
}

/** Ligatures (ﬁ), fullwidth ASCII (ｆｏｏ, －) and compatibility spaces fold to plain characters; ², ™ and ½ stay. */
function foldCompatibilityCharacters(text: string): string {
  return text.replace(/[\ufb00-\ufb06\uff01-\uff5e\u2000-\u200a\u202f\u205f\u3000]/gu, (character) =>
    character.normalize('NFKC'),
  );
}

/** Private-use glyphs (icon fonts such as Wingdings and Font Awesome) carry no text; at a line's start they were a bullet. */
function replacePrivateUseGlyphs(text: string): string {
  return text
    .replace(/^([ \t]*)[\ue000-\uf8ff]+[ \t]*/gmu, '$1• ')
    .replace(/[\ue000-\uf8ff]+/gu, ' ')
    .replace(/[\u{f0000}-\u{10ffff}]/gu, ' ');
}

/**
 * UTF-8 punctuation read as GBK (Chinese) by a scraper: "’" (E2 80 99) and the letter after it became "鈥" and one
 * Chinese character ("I鈥檓" for "I’m", "customers鈥檚"), or "鈥?" where the pair made no character. Each punctuation
 * mark with each ASCII letter after it, as GBK reads them; worked out once, with the decoder Node ships.
 */
const gbkPunctuation = (() => {
  const table = new Map<string, string>();
  const decoder = new TextDecoder('gbk');
  for (const [byte, mark] of [
    [0x98, '‘'],
    [0x99, '’'],
    [0x9c, '“'],
    [0x9d, '”'],
    [0x93, '–'],
    [0x94, '—'],
  ] as const)
    for (let code = 0x40; code <= 0x7e; code += 1) {
      const read = decoder.decode(Uint8Array.of(byte, code));
      if (Array.from(read).length === 1 && read !== '\ufffd')
        table.set(`鈥${read}`, `${mark}${String.fromCharCode(code)}`);
    }
  return table;
})();

/** Repairs the GBK reading of punctuation ("鈥檓" → "’m"); "鈥?" after a word was an apostrophe, else a dash. */
function repairGbkPunctuation(text: string): string {
  if (!text.includes('鈥')) return text;
  return (
    text
      .replace(/鈥[\u3400-\u9fff\uf900-\ufaff]/gu, (pair) => gbkPunctuation.get(pair) ?? pair)
      // ("customers鈥?deadline": the space after the mark made no pair with it, and was lost with it.)
      .replace(/(?<=\p{L})鈥\?(?=\p{Ll})/gu, '’ ')
      .replace(/\s*鈥[?\ufffd]?\s*/gu, ' – ')
  );
}

/**
 * "â?¢ Planning of projects", "ongoingâ?¦": UTF-8 punctuation (E2 80 xx: "•", "…") read as Latin-1, whose middle byte,
 * 0x80, a later encoding without "€" wrote as "?". The lead and the last byte name the character whole: U+2000 plus the
 * last byte's place in its range. (A public dataset of resumes that many projects build on is written so throughout.)
 */
function withLostPunctuationByte(text: string): string {
  if (!text.includes('â')) return text;
  return (
    text
      .replace(/â\?([\u00a0-\u00bf])/gu, (_whole, last: string) =>
        String.fromCharCode(0x2000 + last.charCodeAt(0) - 0x80),
      )
      // "Skill Sets: â¢ Multi-tasking", "ongoingâ¦": the same, the middle byte dropped with no mark where it stood (a
      // copy that strips control characters). Only the marks a resume prints this way ("•", "…", "‰", "′", "″"): "â"
      // before any other sign may be a word's ("pâté").
      .replace(/â([\u00a2\u00a6\u00b0\u00b2\u00b3])/gu, (_whole, last: string) =>
        String.fromCharCode(0x2000 + last.charCodeAt(0) - 0x80),
      )
  );
}

/** Mac OS Roman's characters for the bytes 0x80-0xBF, in order: the continuation bytes of UTF-8. */
const macRomanContinuations = 'ÄÅÇÉÑÖÜáàâäãåçéèêëíìîïñóòôöõúùûü†°¢£§•¶ß®©™´¨≠ÆØ∞±≤≥¥µ∂∑∏π∫ªºΩæø';

/**
 * "‚Äô", "‚?¢ Planning & Strategizing", "caf√©": UTF-8 read as Mac OS Roman, where the lead byte 0xE2 (punctuation,
 * U+2000-U+203F) reads "‚", 0xC3 (Latin-1's letters, U+00C0-U+00FF) "√" and 0xC2 (its signs, "¬†" a no-break space)
 * "¬"; the middle byte 0x80 of the punctuation ("Ä") was often written as "?" by a later encoding. A public dataset of
 * resumes is written so: its bullets reached a held-out letter as "Awarded the ‚?¢ | Certificate of Excellence".
 */
function withMacRomanReading(text: string): string {
  if (!text.includes('‚') && !text.includes('√') && !text.includes('¬')) return text;
  const byteIndex = (character: string) => macRomanContinuations.indexOf(character);
  return text
    .replace(/‚[Ä?](.)/gu, (whole, last: string) =>
      byteIndex(last) < 0 ? whole : String.fromCharCode(0x2000 + byteIndex(last)),
    )
    .replace(/([√¬])(?=[^\s\p{ASCII}])(.)/gu, (whole, lead: string, last: string) =>
      byteIndex(last) < 0 ? whole : String.fromCharCode((lead === '√' ? 0xc0 : 0x80) + byteIndex(last)),
    );
}

/**
 * Everything that turns pasted text into clean Unicode text with `\n` line breaks: mojibake repaired, compatibility
 * characters folded, private-use glyphs, C1 controls and invisible characters removed, dashes and spaces unified.
 * Line structure is kept; HTML is handled separately (`html-to-text.ts`).
 */
export function repairText(raw: string): string {
  let text = raw.replace(/\r\n?/g, '\n');
  text = repairGbkPunctuation(repairMojibake(withMacRomanReading(withLostPunctuationByte(text))));
  text = foldCompatibilityCharacters(text);
  text = replacePrivateUseGlyphs(text);
  text = text
    // C0 controls except tab and newline, C1 controls, zero-width characters, the soft hyphen, the BOM.
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u200b-\u200d\u2060\ufeff\u00ad]/gu, '')
    .replace(/[\u00a0\u2007\u202f]/gu, ' ')
    .replace(/[\u2010\u2011\u2012]/gu, '-')
    .replace(/\ufffd/gu, ' ')
    // "Adobe InDesign ●●●●●", "Figma ●●○○○ (basic)": a designed resume's rating dots, a picture of a level that no
    // sentence can say (copied, a letter's title read "Adobe InDesign ●●●●● SENIOR GRAPHIC DESIGNER").
    .replace(/[ \t]*[●○◐◑◯⬤◉]{3,}[ \t]*/gu, ' ');
  // Every pattern below replaces a tab: a text without one (most) is done.
  if (!text.includes('\t')) return text;
  return (
    text
      // A tab parts columns ("Summer Analyst Intern<TAB>Corrigan Wealth Partners<TAB>Summer 2025"): as wide a gap as a
      // column's, which the document's reader keeps apart on a dated line and collapses on any other.
      // A tab after a bullet ("•<TAB>Person-centred planning") only sets the item off from its mark.
      .replace(/^([ \t]*(?:[^\p{L}\p{N}\s]{1,2}|o|\d{1,2}[.)]))[ \t]*\t[ \t]*/gmu, '$1 ')
      .replace(/(?<=\S)[ ]*\t[ \t]*(?=\S)/g, '   ')
      .replace(/\t/g, ' ')
  );
}
