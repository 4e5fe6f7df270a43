// Dates and periods as resumes write them: "June 2022 – Present", "06/2016", "08/2013-12/2015", "2018 – 2022",
// "April 2015 to Current", "December 23, 2011", "seit 03/2020", "enero 2020 – actualidad", "depuis 2019".
import { deepFreeze, TextMemo } from '../text/text-memo.ts';

const monthNames = [
  // English, full and short.
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
  'jan',
  'feb',
  'mar',
  'apr',
  'jun',
  'jul',
  'aug',
  'sep',
  'sept',
  'oct',
  'nov',
  'dec',
  // Misspellings resumes print ("Janurary 2017", "Feburary"), read as the month they meant.
  'janurary',
  'janaury',
  'feburary',
  'febuary',
  'febraury',
  'septmber',
  'setember',
  'ocotber',
  'novmber',
  'decmber',
  // German.
  'januar',
  'jänner',
  'februar',
  'märz',
  'mai',
  'juni',
  'juli',
  'oktober',
  'dezember',
  'mär',
  'okt',
  'dez',
  // Spanish.
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'setiembre',
  'octubre',
  'noviembre',
  'diciembre',
  'ene',
  'abr',
  'ago',
  'dic',
  // French.
  'janvier',
  'février',
  'mars',
  'avril',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
  'janv',
  'févr',
  'avr',
  'juil',
  'déc',
  // Italian ("Da giugno 2018 a oggi").
  'gennaio',
  'febbraio',
  'aprile',
  'maggio',
  'giugno',
  'luglio',
  'settembre',
  'ottobre',
  'dicembre',
  'gen',
  'mag',
  'giu',
  'lug',
  'ott',
  // Portuguese ("março de 2019 – atualmente").
  'janeiro',
  'fevereiro',
  'março',
  'maio',
  'junho',
  'julho',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
  'fev',
  // Dutch.
  'januari',
  'februari',
  'maart',
  'mei',
  'augustus',
  // Seasons.
  'spring',
  'summer',
  'fall',
  'autumn',
  'winter',
];

const month = `(?:${[...monthNames].sort((left, right) => right.length - left.length).join('|')})\\.?`;
const year = '(?:19[5-9]\\d|20[0-4]\\d)';
/**
 * A day's full date: "11/1/2012" (a US resume's month first), "01.06.2014" (a German CV's day first), "2019-03-01".
 * Read as its month and year (`tidy`): no resume's period turns on the day.
 */
const fullDate = `(?:\\d{1,2}[/.-]\\d{1,2}[/.-]${year}|${['-', '/', '\\.']
  .map((mark) => `${year}${mark}(?:0[1-9]|1[0-2])${mark}(?:0[1-9]|[12]\\d|3[01])`)
  .join('|')})(?![/.-]?\\d)`;
/**
 * One date: "June 2022", "Jun. 2022", "Aug-2022" (an Indian CV's), "Feb/2014" (a Mexican CV's), "December 23, 2011",
 * "December2015", "06/2016", "6.2016", "2016-06", "2016".
 */
const date = `(?:(?:early|mid|late)[\\s-]+${year}|${fullDate}|${month}\\s*(?:\\d{1,2}(?:st|nd|rd|th)?,?\\s*)?(?:de\\s+)?(?:[-/]\\s*)?${year}|(?:0?[1-9]|1[0-2])\\s*[/.-]\\s*${year}|${year}\\s*[/.-]\\s*(?:0[1-9]|1[0-2])(?!\\d)|${year})`;
// ("13.07.2017 – Up to date", "to still date": the same now, in words Indian and Gulf CVs use.)
const present =
  "(?:present|current(?:ly)?|now|today|up\\s+to\\s+date|up-to-date|still\\s+date|to\\s+date|till\\s+(?:date|now)|date|ongoing|heute|jetzt|aktuell|laufend|dato|actualidad|presente|(?:a|hasta)\\s+la\\s+fecha|a\\s+d[ií]a\\s+de\\s+hoy|hoy|la\\s+fecha|(?:à\\s+)?ce\\s+jour|aujourd['’]hui|présent|en\\s+cours|maintenant|obecnie|nadal|heden|nu|attuale|oggi|atual|atualmente|momento|actual(?:mente)?)";
// ("2021.03 ~ 2023.03", "2019年4月〜2021年3月": the wave dash Korean, Japanese and Chinese resumes set between two dates.)
const separator = "\\s*(?:[-–—]+|[~〜～]|to|until|till|through|thru|bis|a|al|hasta|à|au|jusqu['’]à|até)\\s*";
const since = '(?:since|from|seit|ab|desde|depuis|dal|dalla|dallo)\\s+';
/**
 * "Summers 2019 and 2020", "Printemps 2016, 2017 et 2018": seasonal work in some years, read as the period from the
 * first to the last.
 */
const seasons =
  '(?:summers?|winters?|seasons?|holidays?|printemps|été|étés|eté|etés|ete|etes|automne|hiver|verano|veranos|invierno|primavera|otoño|sommer|winter|frühling|herbst|estate|estati|inverno|verão)\\s+';

// "De 2015 a 2019", "von 2015 bis 2019", "from 2015 to 2019": the word that opens the range is part of it. ("since May
// 2015 to June 2016" is a range too, never a job held since 2015.)
const rangePattern = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:(?:(?:de|del|du|von|vom|from|since|seit|desde|depuis|da|dal)\\s+)?(${date})${separator}(${date}|${present})|${since}(${date})|(${date})\\s*(?:[-–—]+|[~〜～])\\s*(${present})|${seasons}(${year})(?:\\s*[,-]\\s*${year})*\\s*(?:and|&|,|-|et|y|und|e)\\s*(?:${seasons})?(${year}))(?![\\p{L}\\p{N}])`,
  'giu',
);
const sameYearRange = new RegExp(
  `(?<![\\p{L}\\p{N}])(${month})\\s*[-–—]\\s*(${month})\\s+(${year})(?![\\p{L}\\p{N}])`,
  'iu',
);
const singleDatePattern = new RegExp(`(?<![\\p{L}\\p{N}/.])(${date})(?![\\p{L}\\p{N}/])`, 'giu');
const presentOnlyPattern = new RegExp(`^${present}$`, 'iu');
const datePattern = new RegExp(`^${date}$`, 'iu');

/** A period found in a line, with where it stands. */
export type FoundPeriod = {
  start: string | null;
  end: string | null;
  current: boolean;
  index: number;
  length: number;
};

function tidy(written: string | undefined): string | null {
  if (written === undefined) return null;
  // "11/1/2012" → "11/2012", "01.06.2014" → "06/2014", "2019-03-01" → "2019-03": the month and year of a full date.
  // ("2022/07/07", as a Dutch CV writes a day, the year first.)
  const iso = /^\s*((?:19|20)\d{2})([-/.])(\d{2})\2\d{2}\s*$/u.exec(written);
  if (iso?.[1] && iso[3]) return `${iso[1]}-${iso[3]}`;
  const full = /^\s*(\d{1,2})([/.-])(\d{1,2})[/.-]((?:19|20)\d{2})\s*$/u.exec(written);
  if (full?.[1] && full[3] && full[4]) {
    const [first, second] = [Number(full[1]), Number(full[3])];
    // A day is first where the first number is past 12, or where points part the numbers (as Germans write dates).
    const dayFirst = first > 12 || (full[2] === '.' && second <= 12);
    const monthNumber = dayFirst ? second : first;
    if (monthNumber >= 1 && monthNumber <= 12) return `${String(monthNumber).padStart(2, '0')}/${full[4]}`;
  }
  return written
    .replace(/\s+/g, ' ')
    .replace(/\s*([/.-])\s*/g, '$1')
    .trim();
}

/**
 * Every date the patterns read holds a year: a line without one (most lines of a resume) is passed over without the
 * long patterns being tried at each of its positions.
 */
const anyYear = /(?:19[5-9]|20[0-4])\d/;

/**
 * The readers ask about the same lines many times a resume (a 4,000-word resume's 380 lines were read for a period
 * 2,200 times, and 850 times for a line of dates alone): a bounded memory of recent answers, frozen, as every caller
 * shares them.
 */
const recentPeriods = new TextMemo<FoundPeriod | undefined>({ entries: 1000, characters: 30_000 });
const recentPeriodOnlyLines = new TextMemo<boolean>({ entries: 1000, characters: 15_000 });

/** The first period in a line: a range, "since ...", or a single date; undefined when the line holds none. */
export function findPeriod(line: string): FoundPeriod | undefined {
  if (!anyYear.test(line)) return readOpenPeriod(line);
  return recentPeriods.recall(line, () => deepFreeze(readPeriod(line)));
}

// "Now - Class 1 trunking driver, Braywick Haulage Ltd" over "2016-2021 - Class 2 multidrop, ...": the job held now,
// its start unwritten, set out as the dated jobs below it are (without it, the next line's dates and the job they head
// had been taken for this one's).
const openPeriodPattern = /^\s*(?:now|present|current(?:ly)?|today|to\s+date)\s*[-–—|:]\s*(?=[\p{L}\p{N}])/iu;

function readOpenPeriod(line: string): FoundPeriod | undefined {
  const open = openPeriodPattern.exec(line);
  if (!open) return undefined;
  return { start: null, end: null, current: true, index: 0, length: open[0].length };
}

function readPeriod(line: string): FoundPeriod | undefined {
  // "2018-19", "2019–22": the end year written with its last two digits ("2009-10-01", an ISO date of a JSON resume,
  // is a day, never the years 2009 to 2010).
  const shortEnd = line.match(/(?<![\p{L}\p{N}/.])((?:19|20)(\d{2}))\s*[-–—]\s*(\d{2})(?![\p{L}\p{N}/.%-])/u);
  if (shortEnd?.[1] && shortEnd[2] && shortEnd[3] && Number(shortEnd[3]) > Number(shortEnd[2])) {
    return {
      start: shortEnd[1],
      end: `${shortEnd[1].slice(0, 2)}${shortEnd[3]}`,
      current: false,
      index: shortEnd.index ?? 0,
      length: shortEnd[0].length,
    };
  }
  // "3 - 4/2014", "9 - 12/2002": months of one year, the year written once after the second (German CVs write so).
  const monthsOfYear = line.match(
    /(?<![\p{L}\p{N}/.])(\d{1,2})\s*[-–—]\s*(\d{1,2})\/((?:19|20)\d{2})(?![\p{L}\p{N}/.%])/u,
  );
  if (
    monthsOfYear?.[1] &&
    monthsOfYear[2] &&
    monthsOfYear[3] &&
    Number(monthsOfYear[1]) >= 1 &&
    Number(monthsOfYear[1]) < Number(monthsOfYear[2]) &&
    Number(monthsOfYear[2]) <= 12
  )
    return {
      start: `${monthsOfYear[1]}/${monthsOfYear[3]}`,
      end: `${monthsOfYear[2]}/${monthsOfYear[3]}`,
      current: false,
      index: monthsOfYear.index ?? 0,
      length: monthsOfYear[0].length,
    };
  // "President - UCanDance Club" / "Christchurch — 2014 & 2015": two years in a row, held through both (read as 2014
  // alone, "& 2015" had been left for the place).
  // ("Summers 2018 and 2019" is read by the seasons' pattern below.)
  const twoYears = line.match(
    /(?<![\p{L}\p{N}/.])(?<!\b(?:summers?|winters?|springs?|autumns?|falls?)\s+)((?:19|20)\d{2})\s*(?:&|and)\s*((?:19|20)\d{2})(?![\p{L}\p{N}/.%])/iu,
  );
  if (twoYears?.[1] && twoYears[2] && Number(twoYears[2]) === Number(twoYears[1]) + 1)
    return {
      start: twoYears[1],
      end: twoYears[2],
      current: false,
      index: twoYears.index ?? 0,
      length: twoYears[0].length,
    };
  // "01.08.2020 - 10.07.21": a full date's end written with the year's last two digits, as German CVs do.
  const shortFullEnd = line.match(
    /(?<![\p{L}\p{N}/.])(\d{1,2})\.(\d{1,2})\.((?:19|20)(\d{2}))\s*[-–—]\s*(\d{1,2})\.(\d{1,2})\.(\d{2})(?![\p{L}\p{N}/.%])/u,
  );
  if (
    shortFullEnd &&
    Number(shortFullEnd[7]) >= Number(shortFullEnd[4]) &&
    Number(shortFullEnd[7]) - Number(shortFullEnd[4]) < 50
  ) {
    const [, , startMonth = '', startYear = '', , , endMonth = '', endYear = ''] = shortFullEnd;
    return {
      start: tidy(`01.${startMonth}.${startYear}`),
      end: tidy(`01.${endMonth}.${startYear.slice(0, 2)}${endYear}`),
      current: false,
      index: shortFullEnd.index ?? 0,
      length: shortFullEnd[0].length,
    };
  }
  // "Jan – Apr 2024": the year written once, after the second month.
  const sameYear = sameYearRange.exec(line);
  if (sameYear?.[1] && sameYear[2] && sameYear[3]) {
    return {
      start: `${sameYear[1]} ${sameYear[3]}`,
      end: `${sameYear[2]} ${sameYear[3]}`,
      current: false,
      index: sameYear.index,
      length: sameYear[0].length,
    };
  }
  rangePattern.lastIndex = 0;
  const range = rangePattern.exec(line);
  if (range) {
    const startText = range[1] ?? range[3] ?? range[4] ?? range[6];
    const endText = range[2] ?? range[5] ?? range[7];
    const current = endText === undefined ? range[3] !== undefined : presentOnlyPattern.test(endText.trim());
    return {
      start: tidy(startText),
      end: current ? null : tidy(endText),
      current,
      index: range.index,
      length: range[0].length,
    };
  }
  singleDatePattern.lastIndex = 0;
  const single = singleDatePattern.exec(line);
  if (!single) return undefined;
  // "2022– | Postdoctoral Researcher, ...": a date with an open dash before the rest of its line runs to now. (Alone on
  // its line, "2018 –" may end on the next one.)
  const openEnd = /^\s*[-–—]\s*\|/u.test(line.slice(single.index + single[0].length));
  return { start: tidy(single[1]), end: null, current: openEnd, index: single.index, length: single[0].length };
}

const anyDatePattern = new RegExp(date, 'giu');
const anyPresentPattern = new RegExp(`(?<![\\p{L}])${present}(?![\\p{L}])`, 'giu');
const rangeWordPattern =
  /(?<![\p{L}])(?:to|until|till|through|bis|hasta|à|au|since|from|seit|ab|desde|depuis|de|del|da|dal|a|al|até)(?![\p{L}])/giu;

/** True when a line holds nothing but dates, range words and punctuation ("April 2015", "to", "Current", "2018 –"). */
export function isPeriodOnlyLine(line: string): boolean {
  // (Only a short line is remembered: a longer one is told at once by its length.)
  if (line.length > 80) return readsAsPeriodOnly(line);
  return recentPeriodOnlyLines.recall(line, () => readsAsPeriodOnly(line));
}

function readsAsPeriodOnly(line: string): boolean {
  const trimmed = line.trim();
  // A line of more than a few words is never a period alone; this keeps the check cheap on long lines.
  if (trimmed === '' || trimmed.length > 60) return false;
  // Every date holds a year (see anyYear): the long date pattern is tried only on a line with one ("Present" alone or
  // "to" is a line of a period too, without a date).
  // ("Mar 2012 - Dec 2020 (8 years 10 months)", "Jan 2019 - Present · 3 yrs 2 mos": how long the period lasted, which
  // a profile prints after it, is part of it.)
  // ("Jan 2021 – Aug 2021 (8-month term)", "(contract)", "(co-op placement)": the terms the post was held on, after its
  // dates, are part of the dates' line; read as more, the post's title above them was lost.)
  const withoutTerms = trimmed.replace(
    /\(\s*(?:\d{1,2}[- ]?(?:months?|weeks?|years?)\s+)?(?:(?:co-?op|summer|winter|fall|autumn|spring|work)\s+)?(?:terms?|placement|contract|internship|secondment|maternity cover|temporary|temp|seasonal|fixed[- ]term|locum|casual)\s*\)\s*$|\(\s*\d{1,2}-(?:month|week|year)(?:\s+(?:terms?|placement|contract|internship|secondment))?\s*\)\s*$/iu,
    ' ',
  );
  const withoutDates = (
    anyYear.test(withoutTerms)
      ? withoutTerms
          .replace(
            /[(·•|]?\s*(?:\d{1,2}\+?\s*(?:years?|yrs?)(?:\s*,?\s*(?:and\s+)?\d{1,2}\s*(?:months?|mos?))?|\d{1,2}\s*(?:months?|mos?))\s*\)?\s*$/iu,
            ' ',
          )
          .replace(anyDatePattern, ' ')
      : withoutTerms
  )
    .replace(anyPresentPattern, ' ')
    .replace(rangeWordPattern, ' ')
    .replace(/[\s,.;:()[\]–—-]+/gu, '');
  return withoutDates === '';
}

/** True when a word or phrase is a date on its own ("June 2022", "06/2016"). */
export function isDate(text: string): boolean {
  return datePattern.test(text.trim());
}

/** True for the words that end a period that is still running ("Present", "Current", "heute"). */
export function isPresentWord(text: string): boolean {
  return presentOnlyPattern.test(text.trim());
}

/** The line with the period at `found` cut out, and separators left at the cut tidied away. */
export function removePeriod(line: string, found: FoundPeriod): string {
  const before = line.slice(0, found.index);
  const after = line.slice(found.index + found.length);
  // "Hub Supervisor May 2022-Present Salt Lake City, UT": dates between two words part two fields, which a space
  // alone would run together ("Hub Supervisor Salt Lake City").
  const parts =
    /\p{L}\s*$/u.test(before) && /^\s*\p{Lu}/u.test(after) && !/^\s*\p{Lu}\p{L}*\s*$/u.test(before) ? ' | ' : ' ';
  return (
    `${before}${parts}${after}`
      .replace(/\(\s*\)/g, ' ')
      // ("03/2023 – actualidad · Jefa de partida": a middle dot or a bullet parts the dates from the post as a bar does.)
      .replace(/\s+[,|–—·•-]\s*$/u, '')
      .replace(/^\s*[,|–—·•-]\s+/u, '')
      .replace(/\s+,/g, ',')
      .replace(/,\s*,/g, ',')
      .replace(/\s{2,}/g, ' ')
      .trim()
      .replace(/[,|–—-]$/u, '')
      .trim()
  );
}

/** A date of the resume read to a month, or to a year only ("2019"). */
export type ResumeDate = { year: number; month: number | null };

/** Months by their first three letters, with the German months that do not begin as the English ones do. */
const monthsByBeginning: Record<string, number> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  oct: 10,
  nov: 11,
  dec: 12,
  mär: 3,
  mai: 5,
  okt: 10,
  dez: 12,
  // Spanish, French, Italian, Portuguese and Dutch months by their first three letters where these are not English.
  ene: 1,
  gen: 1,
  fév: 2,
  fev: 2,
  maa: 3,
  avr: 4,
  abr: 4,
  mag: 5,
  mei: 5,
  jui: 6,
  giu: 6,
  lug: 7,
  ago: 8,
  aoû: 8,
  set: 9,
  ott: 10,
  out: 10,
  dic: 12,
  déc: 12,
};

/** "June", "Jun", "Sept", "März" → the month's number; undefined for a word that names no month. */
export function monthNumberOf(name: string): number | undefined {
  return monthsByBeginning[name.slice(0, 3).toLowerCase()];
}

/**
 * The first year of this century or the last that a date names ("06/2019" → 2019, "Sommer 2024" → 2024); undefined when
 * it names none. One rule for every reader that orders, compares or prints a date by its year.
 */
export function yearIn(date: string | null | undefined): number | undefined {
  const year = date?.match(/(?:19|20)\d{2}/u)?.[0];
  return year === undefined ? undefined : Number(year);
}

/** "June 2022", "Jun. 2022", "06/2022", "2022-06", "2019" → a year and perhaps a month; anything else undefined. */
export function readResumeDate(text: string | null): ResumeDate | undefined {
  if (!text) return undefined;
  const named = text.match(/\b(\p{L}{3,9})\.?\s+((?:19|20)\d{2})\b/u);
  const namedMonth = named?.[1] ? monthNumberOf(named[1]) : undefined;
  if (named?.[2] && namedMonth) return { year: Number(named[2]), month: namedMonth };
  const monthFirst = text.match(/\b(0?[1-9]|1[0-2])\s*[/.]\s*((?:19|20)\d{2})\b/);
  if (monthFirst?.[1] && monthFirst[2]) return { year: Number(monthFirst[2]), month: Number(monthFirst[1]) };
  const yearFirst = text.match(/\b((?:19|20)\d{2})-(0[1-9]|1[0-2])\b/);
  if (yearFirst?.[1] && yearFirst[2]) return { year: Number(yearFirst[1]), month: Number(yearFirst[2]) };
  const year = text.match(/\b((?:19|20)\d{2})\b/)?.[1];
  return year ? { year: Number(year), month: null } : undefined;
}
