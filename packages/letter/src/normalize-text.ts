// Text helpers shared by the parsers, the composer and the checker. Pure functions, no I/O.

export type LetterLanguage = 'en' | 'de';

const namedEntities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  bull: '•',
  middot: '·',
  rsquo: '’',
  lsquo: '‘',
  rdquo: '”',
  ldquo: '“',
  euro: '€',
  dollar: '$',
  percnt: '%',
  colon: ':',
  comma: ',',
  period: '.',
  lpar: '(',
  rpar: ')',
  pound: '£',
  copy: '©',
  reg: '®',
  trade: '™',
  auml: 'ä',
  ouml: 'ö',
  uuml: 'ü',
  Auml: 'Ä',
  Ouml: 'Ö',
  Uuml: 'Ü',
  szlig: 'ß',
  eacute: 'é',
  egrave: 'è',
  agrave: 'à',
  ccedil: 'ç',
};

/** Decodes HTML character references (named, decimal and hexadecimal). */
export function decodeHtmlEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, body: string) => {
    if (body.startsWith('#x') || body.startsWith('#X')) {
      const code = Number.parseInt(body.slice(2), 16);
      return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : match;
    }
    if (body.startsWith('#')) {
      const code = Number.parseInt(body.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : match;
    }
    return namedEntities[body] ?? namedEntities[body.toLowerCase()] ?? match;
  });
}

/** True when the text contains HTML markup rather than plain text. */
export function looksLikeHtml(text: string): boolean {
  return /<\/?(?:p|div|br|li|ul|ol|h[1-6]|span|strong|b|em|i|section|article|table|tr|td|a|body|html)\b[^>]*>/i.test(
    text,
  );
}

/** Turns HTML into plain text, keeping block structure as line breaks and list items as bullets. */
export function stripHtml(text: string): string {
  if (!looksLikeHtml(text) && !/&(?:#\d+|#x[0-9a-f]+|[a-z]+);/i.test(text)) return text;
  let result = text
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<(script|style|noscript|template)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<li\b[^>]*>/gi, '\n• ')
    .replace(/<\/(?:p|div|li|ul|ol|h[1-6]|section|article|header|footer|tr|table|blockquote)\s*>/gi, '\n')
    .replace(/<(?:p|div|ul|ol|h[1-6]|section|article|header|footer|tr|table|blockquote)\b[^>]*>/gi, '\n')
    .replace(/<\/?[a-z][^>]*>/gi, '');
  result = decodeHtmlEntities(result);
  return result;
}

/**
 * Cleans text as people paste it: PDF glyphs, odd dashes and spaces, Markdown emphasis, HTML. Line structure is kept
 * because the parsers rely on it.
 */
export function normalizeText(raw: string): string {
  let text = stripHtml(raw ?? '');
  text = text
    .replace(/\r\n?/g, '\n')
    .replace(/[\u200b-\u200d\ufeff\u00ad]/g, '')
    .replace(/[\u00a0\u2007\u202f\u2009\u200a\u2002\u2003]/g, ' ')
    .replace(/[\u2010\u2011\u2012]/g, '-')
    .replace(/\t/g, ' ')
    .replace(/[ ]{2,}/g, ' ');
  const lines = text.split('\n').map(cleanLine);
  return lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

function cleanLine(line: string): string {
  let result = line.trim();
  // Markdown heading marks and emphasis carry no meaning for us.
  result = result
    .replace(/^#{1,6}\s+/, '')
    .replace(/\*\*([^*]+)\*\*/g, '$1')
    .replace(/__([^_]+)__/g, '$1');
  // Icon glyphs a PDF extractor leaves in front of contact lines ("ð bwayne", "§ bwayne", private-use icons).
  result = result.replace(/^[\uE000-\uF8FFð§¶✉☎📞📧🌐🔗⌂]+\s*/u, '');
  // "I (555) 555-0100": the phone icon extracted as a capital I.
  result = result.replace(/^[IÆ]\s+(?=[+(]?\d[\d\s().-]{6,}\d)/u, '');
  return result;
}

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

const germanMarkers = new Set(
  'und der die das mit für wir sie ist ein eine einer einen von zu auf im den des nicht oder bei über ich ihre ihr unsere unser du dein deine sind werden wird auch als nach sowie um durch unter mehrerer sämtlicher gegen während erfahrung kenntnisse aufgaben anforderungen bringst suchen sehr gute jahre jahren bereich team unternehmen zum zur dass habe bin meine meiner mich freue grüßen'.split(
    ' ',
  ),
);
const englishMarkers = new Set(
  'the and with for we you is a an of to in our your are will be as on at by this that from have has experience skills years team work i my me am would looking role requirements responsibilities ability strong knowledge about which who'.split(
    ' ',
  ),
);

/** How strongly a text reads as German and as English, by counting function words. */
export function scoreLanguages(text: string): { german: number; english: number } {
  const words = text.toLowerCase().match(/[\p{L}]+/gu) ?? [];
  let german = 0;
  let english = 0;
  for (const word of words) {
    if (germanMarkers.has(word)) german += 1;
    if (englishMarkers.has(word)) english += 1;
  }
  german += (text.match(/[äöüß]/gi) ?? []).length / 4;
  // The gender marker of German job titles.
  german += (text.match(/\((?:m\/w\/d|w\/m\/d|m\/w\/x|w\/m\/x)\)/gi) ?? []).length * 2;
  return { german, english };
}

/** Guesses whether a text is German or English from its function words; without any clue, returns the fallback. */
export function detectLanguage(text: string, fallback: LetterLanguage = 'en'): LetterLanguage {
  const { german, english } = scoreLanguages(text);
  if (german === english) return fallback;
  return german > english ? 'de' : 'en';
}

/** A number as it appears in a text, with its position and a comparable value. */
export type NumberMention = {
  text: string;
  value: string;
  /** The value and, when a scale word follows ("2.4 million"), the scaled value: either may be how another text writes it. */
  values: string[];
  start: number;
  end: number;
};

const scaleWords: [RegExp, number][] = [
  [/^\s?(?:million|mio\.?|mn)\b/i, 1_000_000],
  [/^\s?(?:billion|mrd\.?|milliarden?)\b/i, 1_000_000_000],
  [/^\s?(?:thousand|tsd\.?)\b/i, 1000],
];

const numberPattern =
  /(?<![\p{L}\p{N}_.,])(?:[$€£]\s?)?~?\d+(?:[.,]\d+)*(?:\s?(?:%|k|K|m|M|bn|x|×))?\+?(?![\p{L}\p{N}])/gu;
const numberWords: Record<string, number> = {
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  hundred: 100,
  zwei: 2,
  drei: 3,
  vier: 4,
  fünf: 5,
  sechs: 6,
  sieben: 7,
  acht: 8,
  neun: 9,
  zehn: 10,
  elf: 11,
  zwölf: 12,
  zwanzig: 20,
};
const numberWordPattern = new RegExp(
  `\\b(${Object.keys(numberWords).join('|')})\\s+(?:years?|months?|people|engineers|developers|members|projects|teams|clients|customers|countries|products|reports|jahre[n]?|monate[n]?|mitarbeiter\\w*|projekte[n]?)\\b`,
  'giu',
);

/** Reduces a written number to a comparable value: "120,000" and "120k" both become "120000", "99,95" becomes "99.95". */
export function normalizeNumberValue(written: string): string {
  let core = written.replace(/[$€£~+\s]/g, '');
  let multiplier = 1;
  const suffix = core.match(/(%|k|K|m|M|bn|x|×)$/);
  if (suffix) {
    core = core.slice(0, -suffix[0].length);
    if (suffix[0] === 'k' || suffix[0] === 'K') multiplier = 1000;
    else if (suffix[0] === 'm' || suffix[0] === 'M') multiplier = 1_000_000;
    else if (suffix[0] === 'bn') multiplier = 1_000_000_000;
  }
  if (/^\d{1,3}(?:[.,]\d{3})+$/.test(core)) core = core.replace(/[.,]/g, '');
  else core = core.replace(',', '.');
  const value = Number.parseFloat(core);
  if (!Number.isFinite(value)) return written;
  return String(Math.round(value * multiplier * 1000) / 1000);
}

/** Finds every number in a text (digits, and number words before a unit such as "five years"). */
export function findNumbers(text: string): NumberMention[] {
  const mentions: NumberMention[] = [];
  for (const match of text.matchAll(numberPattern)) {
    const written = match[0];
    const value = normalizeNumberValue(written);
    const values = [value];
    const following = text.slice(match.index + written.length, match.index + written.length + 12);
    const scale = scaleWords.find(([pattern]) => pattern.test(following));
    const numeric = Number.parseFloat(value);
    if (scale && Number.isFinite(numeric)) values.push(String(Math.round(numeric * scale[1] * 1000) / 1000));
    mentions.push({ text: written, value, values, start: match.index, end: match.index + written.length });
  }
  for (const match of text.matchAll(numberWordPattern)) {
    const word = (match[1] ?? '').toLowerCase();
    const value = numberWords[word];
    if (value === undefined) continue;
    mentions.push({
      text: match[1] ?? word,
      value: String(value),
      values: [String(value)],
      start: match.index,
      end: match.index + word.length,
    });
  }
  return mentions.sort((left, right) => left.start - right.start);
}

/** True for four-digit numbers that read as calendar years. */
export function isYearValue(value: string): boolean {
  return /^(19|20)\d{2}$/.test(value);
}

/** A stable 32-bit FNV-1a hash, used to vary letter structure deterministically. */
export function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
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
  'a an the and or of to in on at for with by from as is are be been was were will would can could should may might must this that these those it its our your their my we you they i me he she his her them us not no yes than then so such into onto over under about after before during while within without across per via including include includes using use used based well also other others more most very strong good excellent proven ability able experience years year plus etc least similar related field fields new like work working knowledge familiarity understanding skills skill hands solid deep high level team teams role job any all each every both either one ideally preferred required requirements required.'
    .split(' ')
    .concat(
      'und oder der die das den dem des ein eine einer einem eines mit für von zu zur zum auf im in bei über als wie sowie sehr gute gut erfahrung kenntnisse idealerweise vorzugsweise z b u a ggf du sie wir ihr dein deine ihre unsere unser ist sind hast hat haben'.split(
        ' ',
      ),
    ),
);

/** Content words of a text: lower-cased, without stop words and short tokens. */
export function contentWords(text: string): string[] {
  return (foldForComparison(text).match(/[\p{L}\p{N}+#.]+/gu) ?? [])
    .map((word) => word.replace(/^\.+|\.+$/g, ''))
    .filter((word) => word.length > 2 && !stopWords.has(word));
}

/** Escapes text for use inside a regular expression. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Matches `term` as a whole word: no letter or digit directly before or after it. */
export function wholeWordPattern(term: string, flags = 'u'): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(term)}(?![\\p{L}\\p{N}])`, flags);
}
