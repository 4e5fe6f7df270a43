import type { ResumeRole } from '@cover-letter/shared/fact-sheet-schema';
import { splitSentences } from '../text/sentences.ts';
import { countTitleWords } from '../vocabulary/occupations.ts';
import { findPeriod } from './read-periods.ts';

// A resume written as paragraphs names its jobs in sentences: "Since 2021 I have worked as a Family Service Worker
// with Niagara Ridge Family Services in St. Catharines", "From 2018 to 2021 I was a Crisis Worker at Bayfront
// Community Mental Health Centre", "In 2019 I joined Harbour Freight as a Logistics Coordinator". The fact sheet shows
// those jobs to be confirmed; the sentences themselves stay the letter's evidence (ReadResume.prose), which is why the
// jobs are read with no lines of their own.

/** Words of a name in capitals, and the small words a name holds ("Bank of Ireland", "Marks & Spencer"). */
const nameWord = String.raw`(?:\p{Lu}[\p{L}'’.-]*|&|of|and|for|the|de|du|la)`;
const titleWord = String.raw`(?:\p{Lu}[\p{L}'’/-]*|of|and|&|in|\([^()]{1,30}\))`;
/**
 * "I have worked as a Crisis Worker with ...", "I was a Crisis Worker at ...", "I also worked part time as ...", "I am
 * currently the Head Chef at ...", "I was
 * a Bank Teller and later a Customer Service Officer at ..." (the post held last is the job's title).
 */
// ("I worked for two years (2015 to 2017) as a Family Support Worker for ...": how long, before the post; "a Social
// Worker in the Child in Need and Child Protection Team at ...": the team, after it.)
const postThenEmployer = new RegExp(
  String.raw`\bI\s+(?:have\s+(?:also\s+)?(?:worked|been|served)|had\s+(?:worked|been)|(?:also\s+)?(?:worked|was|served)|work|am|spent\s+\S+\s+(?:years?|months?))\s+(?:for\s+(?:\S+\s+){1,2}?(?:years?|months?)\s*(?:\([^()]{1,30}\)\s*)?)?(?:(?:part-time|full-time|part time|full time|mainly|briefly|currently|now|presently)\s+)?(?:as\s+)?(?:an?\s+|the\s+)?(\p{Lu}[\p{L}'’/-]*(?:\s+${titleWord})*?)(?:\s+and\s+later\s+(?:an?\s+|the\s+)?(\p{Lu}[\p{L}'’/-]*(?:\s+${titleWord})*?))?(?:\s+in\s+the\s+(?:\p{Lu}[\p{L}'’-]*\s+|and\s+|&\s+|of\s+|in\s+){1,10}?(?:Team|Unit|Department|Service|Ward|Division|Group))?\s+(?:with|at|for)\s+(?:the\s+)?(\p{Lu}[\p{L}'’.-]*(?:\s+${nameWord})*)`,
  'u',
);
/** "I joined Harbour Freight as a Logistics Coordinator", "I moved to Acme Ltd as its Office Manager". */
// ("I qualified in 2019 and joined ...": the step before, in the same sentence.)
const employerThenPost = new RegExp(
  String.raw`\bI\s+(?:(?:qualified|graduated|trained|retrained)\s+in\s+(?:19|20)\d{2}\s+and\s+)?(?:joined|moved to|started at|went to)\s+(?:the\s+)?(\p{Lu}[\p{L}'’.-]*(?:\s+${nameWord})*?)\s+as\s+(?:an?\s+|its\s+|their\s+)?(\p{Lu}[\p{L}'’/-]*(?:\s+${titleWord})*)`,
  'u',
);

/**
 * "Vierzehn Jahre lang arbeitete ich als Erzieherin in unterschiedlichen Kindertagesstätten", "... und bin seit dem
 * 02.04.2015 als Tagespflegeperson tätig", "Seit 2019 arbeite ich als Pflegefachkraft bei der Caritas": a German page
 * about the person names its jobs so, an employer only now and then (a held-out page gave a letter of 36 words).
 */
const germanPost =
  /\b(?:(?:arbeite(?:te)?|bin|war)\s+ich|ich\s+(?:arbeite(?:te)?|bin|war)|(?<=\bund\s+)(?:bin|war|arbeite(?:te)?))\s+(?:(?:seit|ab)\s+(?:dem\s+)?(?:\d{1,2}\.\s?\d{1,2}\.\s?)?(?:19|20)\d{2}\s+)?als\s+(?<title>\p{Lu}[\p{L}/-]+)(?:\s+(?:bei|beim|bei der|im|in der)\s+(?<employer>\p{Lu}[\p{L}'’.&-]*(?:\s+\p{Lu}[\p{L}'’.&-]*){0,4}))?/u;

/** A name's last words that belong to the sentence ("... Services and", "... Centre of"). */
function trimName(name: string): string {
  // ("... at Cayo Public Library.": the sentence's full stop; "Ltd." and "Co." keep theirs.)
  return name
    .replace(/(?<!\b(?:Ltd|Co|Inc|Corp|Bros|St))\.$/u, '')
    .replace(/(?:\s+(?:&|of|and|for|the|de|du|la|in))+$/u, '')
    .trim();
}

/** The place after the employer's name ("... Family Services in St. Catharines, carrying ..."). */
function placeAfter(sentence: string, employer: string): string | null {
  const after = sentence.slice(sentence.indexOf(employer) + employer.length);
  return after.match(/^\s+in\s+(\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*){0,3})/u)?.[1]?.replace(/\.$/u, '') ?? null;
}

/** A sentence that says the job is held now: "I am currently the ...", "I work as ...", "I have been ... for 14 years". */
const heldNow =
  /\bI\s+(?:am\s+(?:currently|now|presently)\b|work\s+(?:as|at|for)\b|have\s+been\b.*\bfor\s+(?:\d+|over|more than|almost|nearly)\b)/iu;

/** One employer named in full and in short ("Breakside Brewery Dekum Pub", "Breakside"): the shorter opens the longer. */
function isSameEmployer(known: string, named: string): boolean {
  const [shorter, longer] = known.length <= named.length ? [known, named] : [named, known];
  return longer === shorter || longer.startsWith(`${shorter} `);
}

/** The jobs a resume's paragraphs name, in their order, each once. */
export function readProseRoles(lines: readonly string[]): ResumeRole[] {
  const roles: ResumeRole[] = [];
  for (const sentence of lines.flatMap((line) => splitSentences(line))) {
    const forward = sentence.match(postThenEmployer);
    const backward = forward ? null : sentence.match(employerThenPost);
    const german = forward || backward ? null : sentence.match(germanPost);
    if (german?.groups?.title) {
      const title = german.groups.title;
      if (countTitleWords(title) === 0 || roles.some((role) => role.title === title)) continue;
      // ("seit dem 02.04.2015": the year the job began, on the day's date.)
      const since = german[0].match(/\bseit\s+(?:dem\s+)?(?:\d{1,2}\.\s?\d{1,2}\.\s?)?((?:19|20)\d{2})\b/u)?.[1];
      const found = since ? { start: since, end: null, current: true } : findPeriod(sentence);
      const current = /\b(?:seit|bin|arbeite)\b/u.test(german[0]) && !/\b(?:war|arbeitete)\b/u.test(german[0]);
      roles.push({
        employer: german.groups.employer ? trimName(german.groups.employer) : null,
        title,
        period: found
          ? { start: found.start, end: current ? null : (found.end ?? found.start), current }
          : current
            ? { start: null, end: null, current: true }
            : null,
        location: null,
        achievements: [],
      });
      continue;
    }
    const title = trimName((forward ? (forward[2] ?? forward[1]) : backward?.[2]) ?? '');
    const employer = trimName(forward?.[3] ?? backward?.[1] ?? '');
    if (!title || !employer || countTitleWords(title) === 0 || countTitleWords(employer) > 0) continue;
    // ("I am currently the Head Chef at Breakside Brewery Dekum Pub" ... "I have been Head Chef at Breakside for 14
    // years": the same job, its employer named short the second time.)
    if (roles.some((role) => role.title === title && isSameEmployer(role.employer ?? '', employer))) continue;
    // "between 2014 and 2016, I also worked part time as ...": a span said in words.
    const between = sentence.match(/\bbetween\s+((?:19|20)\d{2})\s+and\s+((?:19|20)\d{2})\b/u);
    const found =
      between?.[1] && between[2] ? { start: between[1], end: between[2], current: false } : findPeriod(sentence);
    // "Since 2021 I have worked as ...": the job held now, even where the sentence names no end.
    const current =
      (found?.current ?? false) ||
      (found?.end === null && /\b(?:since|I have (?:worked|been)|I work|I am)\b/iu.test(sentence));
    roles.push({
      employer,
      title,
      // ("In 2015 I joined ...": a single year of a job left is its start and its end.)
      // ("I am currently the Head Chef at ...": a job held now, though no year is given.)
      period: found
        ? { start: found.start, end: current ? null : (found.end ?? found.start), current }
        : heldNow.test(sentence)
          ? { start: null, end: null, current: true }
          : null,
      location: placeAfter(sentence, employer),
      achievements: [],
    });
  }
  return roles;
}
