// Numbers as people write them ("120,000", "120k", "2.4 million", "five years"), so that a letter's numbers can
// be traced to the resume or the ad.

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

// A number stands alone: no letter, digit or decimal mark before it, except the "c." of "c.140 loads" (circa). A time
// glued to its unit ("from 14s to 0.4s", "820ms", "2h") is a number too.
const numberPattern =
  /(?:(?<![\p{L}\p{N}_.,])|(?<=(?<![\p{L}\p{N}])[cC]\.))(?:[$€£]\s?)?~?\d+(?:[.,]\d+)*(?:\s?(?:%|k|K|m|M|bn|x|×)|(?:ms|s|h|hrs?|mins?))?\+?(?![\p{L}\p{N}])/gu;
const anyDigit = /\d/;

/** A figure as resumes write one either side of an arrow: "820 ms", "38%", "5 h 10 min", "~4 h", "£1.2m". */
export const figurePattern = String.raw`[~≈]?[£$€]?\d[\d.,]*\s?(?:%|[a-zA-Z]{1,4})?(?:\s\d+\s?[a-zA-Z]{1,4})?`;
const englishNumberWords: Record<string, number> = {
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
};
const numberWords: Record<string, number> = {
  ...englishNumberWords,
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

const englishWordOfNumber = new Map(Object.entries(englishNumberWords).map(([word, value]) => [value, word]));

/** A count as English writes it in words ("3" → "three"), for the counts a table of number words holds. */
/**
 * A figure that moved, written as a change from one value to another ("had gone from around 150 to over 600",
 * "from 88% to 96%"): what the composer counts as a result where a sentence names no verb of change.
 */
export const figureMovedFromTo =
  /\bfrom\s+(?:around\s+|about\s+|roughly\s+)?\d[\d,.]*%?\s+to\s+(?:over\s+|about\s+|around\s+)?\d/u;

export function englishNumberWord(count: number): string | undefined {
  return englishWordOfNumber.get(count);
}

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
  // Most lines hold no digit; the pattern's look-behind would still be tried at each of their positions.
  for (const match of anyDigit.test(text) ? text.matchAll(numberPattern) : []) {
    const written = match[0];
    const value = normalizeNumberValue(written);
    const values = [value];
    const following = text.slice(match.index + written.length, match.index + written.length + 12);
    const scale = scaleWords.find(([pattern]) => pattern.test(following));
    const numeric = Number.parseFloat(value);
    if (scale && Number.isFinite(numeric)) values.push(String(Math.round(numeric * scale[1] * 1000) / 1000));
    // "01.06.2005": a date written with points names its year, which a letter tells ("from 2005 to 2007").
    // ("2019.06 – 2019.08": the year first, then its month after a point, as East Asian CVs write it.)
    const dottedYear =
      written.match(/^\d{1,2}\.\d{1,2}\.((?:19|20)\d{2})$/u)?.[1] ??
      written.match(/^((?:19|20)\d{2})\.(?:0?[1-9]|1[0-2])$/u)?.[1];
    if (dottedYear) values.push(dottedYear);
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
