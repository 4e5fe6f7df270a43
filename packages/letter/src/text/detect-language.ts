// Which language a text is written in, for any language: franc-min (trigram profiles of 82 languages, from the
// well-kept `wooorm/franc` project; see docs/decisions/0014-text-repair-and-language.md). Short texts are unreliable,
// so a text with too few letters reads as unknown rather than as a guess.

import { franc } from 'franc-min';
import { countSpaceSeparatedParts } from './sentences.ts';

/** ISO 639-3 codes franc returns, for the languages people most often write job ads in, to ISO 639-1. */
const twoLetterCodes: ReadonlyMap<string, string> = new Map([
  ['eng', 'en'],
  ['deu', 'de'],
  ['spa', 'es'],
  ['fra', 'fr'],
  ['ita', 'it'],
  ['por', 'pt'],
  ['nld', 'nl'],
  ['pol', 'pl'],
  ['swe', 'sv'],
  ['dan', 'da'],
  ['nob', 'no'],
  ['fin', 'fi'],
  ['ces', 'cs'],
  ['slk', 'sk'],
  ['hun', 'hu'],
  ['ron', 'ro'],
  ['tur', 'tr'],
  ['rus', 'ru'],
  ['ukr', 'uk'],
  ['ell', 'el'],
  ['bul', 'bg'],
  ['hrv', 'hr'],
  ['srp', 'sr'],
  ['slv', 'sl'],
  ['cat', 'ca'],
  ['arb', 'ar'],
  ['heb', 'he'],
  ['hin', 'hi'],
  ['jpn', 'ja'],
  ['kor', 'ko'],
  ['cmn', 'zh'],
  ['vie', 'vi'],
  ['ind', 'id'],
  ['zlm', 'ms'],
  ['tha', 'th'],
]);

/** Names of the languages above, in English, for messages. */
const languageNames: ReadonlyMap<string, string> = new Map([
  ['en', 'English'],
  ['de', 'German'],
  ['es', 'Spanish'],
  ['fr', 'French'],
  ['it', 'Italian'],
  ['pt', 'Portuguese'],
  ['nl', 'Dutch'],
  ['pl', 'Polish'],
  ['sv', 'Swedish'],
  ['da', 'Danish'],
  ['no', 'Norwegian'],
  ['fi', 'Finnish'],
  ['cs', 'Czech'],
  ['sk', 'Slovak'],
  ['hu', 'Hungarian'],
  ['ro', 'Romanian'],
  ['tr', 'Turkish'],
  ['ru', 'Russian'],
  ['uk', 'Ukrainian'],
  ['el', 'Greek'],
  ['bg', 'Bulgarian'],
  ['hr', 'Croatian'],
  ['sr', 'Serbian'],
  ['sl', 'Slovenian'],
  ['ca', 'Catalan'],
  ['ar', 'Arabic'],
  ['he', 'Hebrew'],
  ['hi', 'Hindi'],
  ['ja', 'Japanese'],
  ['ko', 'Korean'],
  ['zh', 'Chinese'],
  ['vi', 'Vietnamese'],
  ['id', 'Indonesian'],
  ['ms', 'Malay'],
  ['th', 'Thai'],
]);

/** The English name of a language code ("es" → "Spanish"); the code itself when unknown. */
export function languageName(code: string): string {
  return languageNames.get(code) ?? code;
}

/** Enough text for trigram statistics to settle (measured on the evaluation pairs: 600 characters got every one right). */
const sampleCharacters = 1_000;

/**
 * "Chef de Partie", "Commis Chef", "mise en place": the kitchen's French, which English ads use for their posts and
 * work; a short English ad titled so was answered in French.
 */
const kitchenFrench =
  /(?<![\p{L}])(?:chefs? de (?:partie|rang|cuisine)|commis(?: chef)?|sous[- ]chef|garde[- ]manger|à la carte|maître d['’](?:hôtel)?|mise en place|amuse[- ]bouche|petit fours?)(?![\p{L}])/giu;

/**
 * Lines of prose say more about a language than headings, names and lists of tools, and franc's time grows with the
 * text: the sample is the first lines of six words or more, up to `sampleCharacters`, or the text's start.
 */
function sampleProse(givenText: string): string {
  const text = givenText.replace(kitchenFrench, ' ');
  let sample = '';
  for (const line of text.split('\n')) {
    if (countSpaceSeparatedParts(line) < 6) continue;
    sample += `${line}\n`;
    if (sample.length >= sampleCharacters) return sample.slice(0, sampleCharacters);
  }
  return sample.length >= minimumLetters ? sample : text.slice(0, sampleCharacters);
}

/** Below this many letters franc's guesses are too often wrong to act on. */
const minimumLetters = 60;

/** Below this many letters franc is unreliable, and the function words of the commonest languages decide instead. */
const trigramLetters = 250;

/** Frequent words that belong to one language only, for short texts. */
const functionWords: ReadonlyMap<string, ReadonlySet<string>> = new Map(
  Object.entries({
    en: 'the and of to in for with you we our your is are will be this that have has an on at by from as',
    de: 'und der die das mit für wir sie ist ein eine einer einen von zu auf im den des nicht oder bei über ich du dein deine sind werden wird auch als nach mein meine meinem meinen meiner außerdem dazu zum zur habe hat war bin',
    es: 'el la los las y de del en con para por una un que es somos nuestro nuestra tu su se al como más',
    fr: 'le la les et de des du en avec pour une un que est nous notre vous votre sur au aux dans qui',
    it: 'il lo la gli le e di del della per con una un che è siamo nostro nostra sono nel alla',
    pt: 'o a os as e de do da em com para uma um que é somos nosso nossa são no na ao',
    nl: 'de het een en van voor met wij jij je onze ons is zijn op in te bij naar',
  }).map(([code, words]) => [code, new Set(words.split(' '))]),
);

/** The languages a function word belongs to ("de" is Dutch and Spanish and French). */
const languagesOfFunctionWord: ReadonlyMap<string, readonly string[]> = (() => {
  const languages = new Map<string, string[]>();
  for (const [code, words] of functionWords)
    for (const word of words) languages.set(word, [...(languages.get(word) ?? []), code]);
  return languages;
})();

/** The language whose function words a text uses most, when one clearly leads (by far, for a long text). */
function detectByFunctionWords(text: string, long: boolean): string {
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  // Each word looked up once, not once per language.
  const tally = new Map<string, number>();
  for (const word of words)
    for (const code of languagesOfFunctionWord.get(word) ?? []) tally.set(code, (tally.get(code) ?? 0) + 1);
  const counts = [...functionWords.keys()].map((code) => ({ code, count: tally.get(code) ?? 0 }));
  counts.sort((left, right) => right.count - left.count);
  const [best, second] = counts;
  const minimum = long ? 12 : 3;
  const margin = long ? 4 : 2;
  if (!best || best.count < minimum || (second !== undefined && best.count < second.count * margin)) return 'und';
  return best.code;
}

/**
 * The language of a text as an ISO 639-1 code ("en", "de", "es", ...), or "und" (undetermined) when the text is too
 * short or in a language outside the list above. Lines that are mostly names, numbers or addresses weigh little in
 * trigram counts, so no clean-up is needed first.
 */
/** How many letters a text has, counted only up to `enough`: a resume is long, and the count only needs a floor. */
function countLetters(text: string, enough: number): number {
  let letters = 0;
  for (const match of text.matchAll(/\p{L}+/gu)) {
    letters += match[0].length;
    if (letters >= enough) return letters;
  }
  return letters;
}

export function detectLanguage(text: string): string {
  const letters = countLetters(text, minimumLetters);
  if (letters < minimumLetters) return 'und';
  const sample = sampleProse(text);
  // Function words settle the common Latin-script languages at a fraction of franc's cost; franc decides the rest.
  if (/^[\p{Script=Latin}\P{L}]*$/u.test(sample)) {
    const byFunctionWords = detectByFunctionWords(sample, countLetters(sample, trigramLetters) >= trigramLetters);
    if (byFunctionWords !== 'und') return byFunctionWords;
  }
  const code = franc(sample, { minLength: 10 });
  const language = twoLetterCodes.get(code) ?? 'und';
  // "Bus driver. Clean licence, no points. PCV Driver, Arrow Buses": a short text of names and nouns whose trigrams
  // franc took for French. A short Latin-script text is given a language only when a word of its own occurs in it.
  // (A short Latin-script text given a language with no list of its own words here, whose words include English
  // ones, is undetermined too: "Café Supervisor – The Harbour Loaf, Salthill" / "Latte art, opening/closing, rotas
  // for 6 staff ..." was read as Swedish.)
  const own = functionWords.get(language);
  if (countLetters(sample, trigramLetters) < trigramLetters && /^[\p{Script=Latin}\P{L}]*$/u.test(sample)) {
    const words = sample.toLowerCase().match(/\p{L}+/gu) ?? [];
    const english = functionWords.get('en');
    if (!own) return english && words.some((word) => english.has(word)) ? 'und' : language;
    if (!words.some((word) => own.has(word))) return 'und';
  }
  return language;
}

const threeLetterCodes: ReadonlyMap<string, string> = new Map(
  Array.from(twoLetterCodes, ([threeLetters, twoLetters]) => [twoLetters, threeLetters]),
);

/**
 * Which of a few known languages a text is in: far faster than `detectLanguage` (franc compares against the given
 * profiles only), for when the answer can only be one of them, such as whether a resume is in the letter's language.
 */
export function detectLanguageAmong(text: string, candidates: readonly string[]): string {
  const letters = countLetters(text, minimumLetters);
  if (letters < minimumLetters) return 'und';
  const only = candidates.flatMap((candidate) => {
    const code = threeLetterCodes.get(candidate);
    return code ? [code] : [];
  });
  return twoLetterCodes.get(franc(sampleProse(text), { minLength: 10, only })) ?? 'und';
}

/**
 * The language a text's frequent function words point to (the few languages listed above), or "und": far cheaper
 * than `detectLanguage`, for checking that a passage is in an expected language before asking franc.
 */
export function detectLanguageByFunctionWords(text: string): string {
  return detectByFunctionWords(text, false);
}
