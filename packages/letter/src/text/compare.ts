// Comparing texts loosely: folded case and punctuation, content words, whole-word patterns, a stable hash.
import { TextMemo } from './text-memo.ts';

/** A stable 32-bit FNV-1a hash, used to vary letter structure deterministically. */
export function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** The text without its accents and other marks: "Arvéa" → "Arvea", as addresses and headings in capitals write it. */
export function withoutAccents(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '');
}

/** Lower-cases and folds dashes and spaces so "Front-End Engineer" and "front end engineer" compare equal. */
export function foldForComparison(text: string): string {
  return text
    .toLowerCase()
    .replace(/[‐‑‒–—\-_/]/g, ' ')
    .replace(/[’'`]/g, "'")
    .replace(/[^\p{L}\p{N}+#.' ]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const stopWords = new Set(
  'a an the and or of to in on at for with by from as is are be been was were will would can could should may might must this that these those it its our your their my we you they i me he she his her them us not no yes than then so such into onto over under about after before during while within without across per via including include includes using use used based well also other others more most very strong good excellent proven ability able experience years year plus etc least similar various several multiple different related field fields new like work working knowledge familiarity understanding skills skill hands solid deep high level team teams role job any all each every both either one ideally preferred required requirements required. post pre non semi multi'
    .split(' ')
    .concat(
      'und oder der die das den dem des ein eine einer einem eines mit für von zu zur zum auf im in bei über als wie sowie sehr gute gut erfahrung kenntnisse idealerweise vorzugsweise z b u a ggf du sie wir ihr dein deine ihre unsere unser ist sind hast hat haben'.split(
        ' ',
      ),
    ),
);

const wordCharacter = /[\p{L}\p{N}]/u;

/** Whether the character at `index` (a whole code point, `width` units long) belongs to a word: a letter, a digit, `+#.`. */
function isWordCharacter(text: string, index: number, code: number, width: number): boolean {
  if (code < 0x80)
    return (
      (code >= 0x61 && code <= 0x7a) ||
      (code >= 0x41 && code <= 0x5a) ||
      (code >= 0x30 && code <= 0x39) ||
      code === 0x2b ||
      code === 0x23 ||
      code === 0x2e
    );
  return wordCharacter.test(width === 1 ? text.charAt(index) : text.slice(index, index + width));
}

/** Closed compounds of the trades whose parts other texts write apart. */
const compoundParts = new Map<string, string[]>([
  ['caseworker', ['case', 'worker']],
  ['caseworkers', ['case', 'workers']],
  ['casework', ['case']],
  ['caseload', ['case']],
  ['caseloads', ['case']],
  ['healthcare', ['health', 'care']],
  ['childcare', ['child', 'care']],
  ['eldercare', ['elder', 'care']],
  ['homecare', ['home', 'care']],
  ['aftercare', ['care']],
  ['daycare', ['care']],
]);

/**
 * The words of the folded text, read straight from the lower-cased text: folding only turns the characters between
 * words into spaces, so the runs of word characters (`[\p{L}\p{N}+#.]+`) are the same. One pass over the characters,
 * without an array for every step: the composer reads thousands of lines a letter.
 */
function readContentWords(lower: string): string[] {
  const words: string[] = [];
  let start = -1;
  let index = 0;
  while (index <= lower.length) {
    const code = index < lower.length ? lower.charCodeAt(index) : -1;
    const high = code >= 0xd800 && code <= 0xdbff;
    const next = high && index + 1 < lower.length ? lower.charCodeAt(index + 1) : 0;
    const width = high && next >= 0xdc00 && next <= 0xdfff ? 2 : 1;
    const inWord = code >= 0 && isWordCharacter(lower, index, code, width);
    if (inWord && start < 0) start = index;
    if (!inWord && start >= 0) {
      // Points around a word are punctuation ("end."), inside it they belong to it ("node.js").
      let from = start;
      let to = index;
      while (from < to && lower.charCodeAt(from) === 0x2e) from += 1;
      while (to > from && lower.charCodeAt(to - 1) === 0x2e) to -= 1;
      if (to - from > 2) {
        const word = lower.slice(from, to);
        if (!stopWords.has(word)) words.push(word);
        // "caseworker" shares its work with a "case manager", "healthcare" with "health care": a closed compound's
        // parts are words of it too.
        const parts = compoundParts.get(word);
        if (parts) words.push(...parts);
      }
      start = -1;
    }
    index += width;
  }
  return words;
}

const recentContentWords = new TextMemo<string[]>({ entries: 4000, characters: 500_000 });

/** Content words of a text: lower-cased, without stop words and short tokens. */
export function contentWords(text: string): string[] {
  // The composer asks again and again about the same resume lines; a bounded memory of recent answers saves most
  // of its time.
  return [...recentContentWords.recall(text, () => readContentWords(text.toLowerCase()))];
}

/** Escapes text for use inside a regular expression. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Matches `term` as a whole word: no letter or digit directly before or after it. */
export function wholeWordPattern(term: string, flags = 'u'): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(term)}(?![\\p{L}\\p{N}])`, flags);
}

const letterOrDigit = /[\p{L}\p{N}]/u;

/** Whether the UTF-16 unit at `index` is a letter or digit, read by its code when it is ASCII; false outside the text. */
function isLetterOrDigitAt(text: string, index: number): boolean {
  if (index < 0 || index >= text.length) return false;
  const code = text.charCodeAt(index);
  if (code < 0x80)
    return (code >= 0x30 && code <= 0x39) || (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a);
  return letterOrDigit.test(text.charAt(index));
}

/**
 * True when `text` holds `term` as a whole word, ignoring case. Far cheaper than a regular expression per pair when
 * many terms meet many texts.
 */
let lastHaystack = { text: '', lower: '' };

export function containsWholeWord(text: string, term: string): boolean {
  // The same text is often searched for many terms in a row: it is lower-cased once.
  if (lastHaystack.text !== text) lastHaystack = { text, lower: text.toLowerCase() };
  const haystack = lastHaystack.lower;
  const needle = term.toLowerCase();
  if (needle === '') return false;
  let from = 0;
  for (;;) {
    const index = haystack.indexOf(needle, from);
    if (index < 0) return false;
    if (!isLetterOrDigitAt(haystack, index - 1) && !isLetterOrDigitAt(haystack, index + needle.length)) return true;
    from = index + 1;
  }
}
