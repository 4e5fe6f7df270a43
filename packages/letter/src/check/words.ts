// How the checker compares words between a letter and its sources. Product names made of letters, digits and
// joining marks ("ASP.NET 4.0/3.5", "PL/SQL", "CI/CD", "RS-232", "COVID-19") are one token, never split into words,
// so one part of a name is never taken for an invented word. Words are compared by a crude stem, because letters
// rephrase bullets ("Developing" → "I develop", "Trained" → "I trained").

import { foldForComparison } from '../text/compare.ts';
import { TextMemo } from '../text/text-memo.ts';

/** A word or product name as written, with where it stands. */
export type Token = { text: string; start: number; end: number };

const tokenPattern = /[\p{L}\p{N}]+(?:(?:[./+#&'’-]|\s?\/\s?)[\p{L}\p{N}]+)*[+#]*/gu;

/** Splits text into words and product names; joining marks inside a name keep it whole. */
export function readTokens(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(tokenPattern)) {
    // A trailing possessive or abbreviation dot is not part of the word.
    const written = match[0].replace(/['’]s$/u, '');
    tokens.push({ text: written, start: match.index, end: match.index + written.length });
  }
  return tokens;
}

/**
 * True for a token that mixes letters and digits ("RS-232", "HTML5"), joins letters with marks other than a hyphen
 * ("PL/SQL", "ASP.NET", "C++") or joins acronyms with a hyphen ("SHRM-CP"): a name, never a plain word.
 * "Front-end" and "well-known" are plain words.
 */
export function isProductToken(token: string): boolean {
  return (
    (/\p{L}/u.test(token) && /\p{N}/u.test(token)) ||
    /\p{L}[./+#&]\p{L}|\p{L}\s?\/\s?\p{L}|\p{L}[+#]+$/u.test(token) ||
    /^[\p{Lu}]{2,}(?:-[\p{Lu}]{2,})+$/u.test(token)
  );
}

/** "120k", "3rd", "2.4m", "5x": numbers with a unit or an ordinal ending, which are numbers rather than names. */
export function isNumberWithSuffix(token: string): boolean {
  return /^\d+(?:[.,]\d+)*(?:k|m|bn|mm|x|st|nd|rd|th|er|e|te|º|ª)$/iu.test(token);
}

const stopWords = new Set(
  `a an the and or of to in on at for with by from as is are be been being was were will would can could should may
  might must shall this that these those it its our your their my we you they i me he she his her them us not no yes
  than then so such into onto over under about after before during while within without across per via including
  include includes using use used also other others more most very well both either each every all any one two
  also too just only there here where when which who whom whose what how why have has had having do does did done
  am i'm i've i'd i'll me myself mine our ours de en el la los las y del con para por una un que es se su al lo
  le les et des du avec pour une sur au aux dans qui ne pas je j mon ma mes und oder der die das den dem des ein
  eine einer einem eines mit für von zu zur zum auf im bei über als wie sowie ich mein meine meinen meinem meiner mir
  mich ist sind war habe hat haben wird werden auch sehr nicht`
    .split(/\s+/)
    .filter((word) => word.length > 0),
);

/** Words any letter or resume uses, which say nothing about a particular achievement or requirement. */
const genericWords = new Set(
  `experience experienced years year role roles position positions job jobs work worked working works team teams
  company companies skill skills ability abilities strong excellent good great proven solid deep knowledge
  understanding familiarity responsible responsibilities responsibility including various multiple new several
  also well high highly level key main core able successfully successful effectively effective efficient efficiently
  daily weekly monthly ensure ensured ensuring provide provided providing support supported supporting help helped
  helping etc part time current currently previous previously former recent recently professional professionally
  opportunity opportunities interest interested apply applying application letter resume cv
  erfahrung jahre jahren kenntnisse fähigkeiten bereich bereiche tätigkeit aufgaben stelle
  experiencia años conocimientos puesto trabajo expérience ans connaissances poste travail`
    .split(/\s+/)
    .filter((word) => word.length > 0),
);

const derivationalEndings = [
  'ations',
  'ation',
  'ating',
  'ated',
  'ates',
  'ate',
  'ments',
  'ment',
  'ness',
  'ities',
  'ity',
  'ions',
  'ion',
];
const inflectionalEndings = ['ingen', 'ungen', 'ung', 'ing', 'ies', 'ied', 'ed', 'es', 'er', 'en', 'ly', 'e', 's', 'y'];

function stripEnding(word: string, endings: string[]): { stem: string; ending: string | undefined } {
  for (const ending of endings) {
    if (word.endsWith(ending) && word.length - ending.length >= 4)
      return { stem: word.slice(0, -ending.length), ending };
  }
  return { stem: word, ending: undefined };
}

/**
 * Lower-case word without common English, German, Spanish and French endings, so that a letter's rephrasing meets
 * the resume's words: "developing", "developed" → "develop"; "management", "managed", "manager" → "manag";
 * "communication", "communicated" → "communic".
 */
export function stemWord(word: string): string {
  return stems.recall(word, () => stemOf(word));
}

// Letters, resumes and ads share most of their words: each word's stem is worked out once (bounded, as above).
const stems = new TextMemo<string>({ entries: 20_000, characters: 200_000 });

function stemOf(word: string): string {
  // ("Drivers" and "Driver" give one stem: the plural's "s" goes before "er" is read as an ending, or "drivers" gave
  // "driver" and "driver" "driv", and a letter for "the Regional Driver position" did not name "Regional Drivers".)
  const lower = word
    .toLowerCase()
    .replace(/['’]s$/u, '')
    .replace(/(?<=\p{L}{3}er)s$/u, '');
  if (lower.length <= 4 || /\d/.test(lower)) return lower;
  const derived = stripEnding(lower, derivationalEndings).stem;
  const { stem, ending } = stripEnding(derived, inflectionalEndings);
  // "running" → "run", "planned" → "plan": a doubled consonant before the ending was added for it.
  if ((ending === 'ing' || ending === 'ed' || ending === 'er') && /([b-df-hj-np-tv-z])\1$/u.test(stem))
    return stem.slice(0, -1);
  return stem;
}

/** True for words that carry no content of their own (articles, pronouns, "experience", "skills"). */
export function isEmptyWord(word: string): boolean {
  const lower = word.toLowerCase();
  return stopWords.has(lower) || genericWords.has(lower) || lower.length < 3;
}

/** The content stems of a text: the words that tell one achievement or requirement from another. */
export function contentStems(text: string): string[] {
  const stems: string[] = [];
  for (const token of readTokens(text)) {
    if (isProductToken(token.text)) {
      stems.push(foldToken(token.text));
      continue;
    }
    if (/^\d/.test(token.text) || isEmptyWord(token.text)) continue;
    stems.push(stemWord(token.text));
  }
  return stems;
}

/** A product token in one comparable form: "PL / SQL" and "pl/sql" are the same. */
export function foldToken(token: string): string {
  return token.toLowerCase().replace(/\s+/g, '').replace(/[’]/g, "'");
}

/** Folds text for whole-phrase comparison (case, dashes, punctuation), keeping product tokens intact. */
export function foldPhrase(text: string): string {
  // ("au poste d'assistant facturation": a French or Italian elided article or preposition stands apart from its word.)
  return foldForComparison(text.replace(/\s?\/\s?/g, '/').replace(/(?<![\p{L}])([dljmnstc]|qu)['’](?=\p{L})/giu, '$1 '))
    .replace(/[.']+(?=\s|$)/g, '')
    .replace(/(?<=\s|^)[.']+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

// A check compares the same sentences and lines with many names: their folded forms are kept for a while. The cache
// is bounded, so a long-running server holds at most a few thousand short texts.
const foldedTexts = new TextMemo<string>({ entries: 3000, characters: 500_000 });

function foldPadded(text: string): string {
  const known = foldedTexts.get(text);
  if (known !== undefined) return known;
  const folded = ` ${foldPhrase(text)} `;
  foldedTexts.set(text, folded);
  return folded;
}

/** True when `haystack` holds `phrase` as whole words after folding both. */
export function containsPhrase(haystack: string, phrase: string): boolean {
  const needle = foldPadded(phrase);
  if (needle.trim() === '') return false;
  return foldPadded(haystack).includes(needle);
}

/** Legal forms that may be left off a company's name in a letter ("Spire Healthcare Ltd" → "Spire Healthcare"). */
const legalFormTail =
  /[\s,]+(?:inc|llc|llp|lp|ltd|limited|plc|gmbh|ag|se|kg|ohg|ug|e\.?\s?v|corp|corporation|co|s\.?a|s\.?l|s\.?a\.?s|sarl|s\.?r\.?l|s\.?p\.?a|b\.?v|n\.?v|oy|ab|pty|pvt|pte)\.?(?:\s*&\s*co\.?(?:\s*kg)?)?$/iu;

/** A name without its legal form and trailing punctuation. */
export function withoutLegalForm(name: string): string {
  return name
    .trim()
    .replace(/[.,;:]+$/u, '')
    .replace(legalFormTail, '')
    .trim();
}

/** Whether two words differ by one letter added, left out, swapped or changed ("Assitant", "Assistant"). */
export function withinOneEdit(left: string, right: string): boolean {
  if (left === right) return true;
  if (Math.abs(left.length - right.length) > 1) return false;
  let start = 0;
  while (start < left.length && start < right.length && left[start] === right[start]) start += 1;
  let leftEnd = left.length;
  let rightEnd = right.length;
  while (leftEnd > start && rightEnd > start && left[leftEnd - 1] === right[rightEnd - 1]) {
    leftEnd -= 1;
    rightEnd -= 1;
  }
  const leftRest = left.slice(start, leftEnd);
  const rightRest = right.slice(start, rightEnd);
  if (leftRest.length + rightRest.length <= 1) return true;
  if (leftRest.length === 1 && rightRest.length === 1) return true;
  // "ai" ↔ "ia": two letters swapped.
  return leftRest.length === 2 && rightRest.length === 2 && leftRest === [...rightRest].reverse().join('');
}
