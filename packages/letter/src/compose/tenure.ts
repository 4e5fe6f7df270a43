// An ad's must-have of years ("2 years of experience as a Front End Developer or similar role") answered with the
// dates of the roles that did that work: "I have worked as a Software Engineer (Front-End) at Google since June
// 2022". The letter says since when, as the resume writes it, and never a number of years the resume does not state;
// the years are counted only to decide whether to say it at all, because a start date that falls short of the ad's
// minimum points the reader at a gap (docs/decisions/0038-tenure-for-a-years-requirement.md).

import type { ResumeFacts } from '@cover-letter/shared/fact-sheet-schema';
import { contentWords } from '../text/compare.ts';
import { readVerb } from '../vocabulary/english-verbs.ts';
import { isTitleWord } from '../vocabulary/occupations.ts';
import { readResumeDate, type ResumeDate } from '../facts/read-periods.ts';
import { wordsLike } from './word-match.ts';

export type Tenure = {
  /** The must-have as the ad writes it. */
  requirement: string;
  /** The roles that did the ad's work, oldest first, one run of them without a long break. */
  roleIndexes: number[];
  since: ResumeDate;
  /** When the last of them ended, or null when the person holds it now. */
  until: ResumeDate | null;
};

/** "post-registration", "post-qualified": experience that counts from a qualification, not from the work's start. */
const postQualification = /\bpost[- ]?(?:qualification|qualified|registration|registered)\b/iu;
const postQualificationEverywhere = new RegExp(postQualification.source, 'giu');

/**
 * The years an ad's requirement asks for and the words that say in what: "4+ years of professional Python
 * experience" → 4 and ["python"]; undefined when it asks for no years of experience ("after 2 years' service").
 */
export function readYearsRequirement(requirement: string): { years: number; fieldWords: string[] } | undefined {
  // ("Experiencia mínima de 2 años en urgencias", "2 ans d'expérience en cabinet", "3 Jahre Berufserfahrung in der
  // Pflege": the ad's own language.)
  const match = requirement.match(
    /\b(\d{1,2})\s*\+?\s*(?:[-–]\s*\d{1,2}\s*)?(?:years?|yrs|años|ans?|jahren?|jahre)['’]?(?![\p{L}])/iu,
  );
  if (!match?.[1]) return undefined;
  const years = Number(match[1]);
  if (years < 1 || years > 30) return undefined;
  const after = requirement.slice((match.index ?? 0) + match[0].length);
  if (
    !/(?<!\p{L})(?:experience[ds]?|experiencia|expérience|(?:berufs)?erfahrung)(?!\p{L})/iu.test(requirement) &&
    !/^\s*(?:as|in)\b/i.test(after)
  )
    return undefined;
  // "2+ years of experience in property management (Assistant Property Manager or higher), or equivalent management
  // experience in hospitality or retail": the letter names the first ("Your posting asks for experience in property
  // management"), so only its field is answered by dates; a hotel front office's years had been told as years of
  // property management.
  const firstAlternative = withoutAlternative(requirement);
  // "post-registration experience": when the years count from (`qualifiedOnly` in findTenure), no field of work.
  const fieldWords = contentWords(
    firstAlternative.replace(match[0], ' ').replace(postQualificationEverywhere, ' '),
  ).filter((word) => !genericWords.has(word) && !/\d/.test(word));
  return fieldWords.length > 0 ? { years, fieldWords } : undefined;
}

/** A requirement without the other field it allows ("..., or equivalent management experience in hospitality"). */
function withoutAlternative(requirement: string): string {
  return requirement.replace(/,?\s+or\s+(?:an?\s+)?(?:equivalent|comparable|similar|relevant|other)\b.*$/iu, '');
}

/**
 * "property management", "retail management": the kind of management the requirement names, by the word before it.
 * A hotel's front office manager whose line says "a 319-room Kimpton property" does no property management; the kind
 * is shown by the title or the employer, or by the lines saying the two words together.
 */
function managedKind(requirement: string): string | undefined {
  return requirement.match(/\b(\p{L}{3,})\s+management\b/iu)?.[1]?.toLowerCase();
}

/** Whether a role shows the kind of management asked for: by its title or employer, or its lines' two words together. */
function showsManagedKind(role: ResumeFacts['roles'][number], managed: { kind: string; together: RegExp }): boolean {
  const named = wordsLike(contentWords(`${role.title} ${role.employer ?? ''}`));
  return named(managed.kind) || role.achievements.some((line) => managed.together.test(line.text));
}

/** Nouns that name a post rather than its field, which another title may say in other words. */
const occupationNouns = new Set(
  'developer developers engineer engineers manager managers specialist specialists officer officers assistant assistants consultant consultants coordinator coordinators administrator administrators associate associates executive executives lead worker workers operative operatives professional professionals'.split(
    ' ',
  ),
);

/** Words of a years requirement that name no field of work. */
const genericWords = new Set(
  [
    'recent recently higher above setting settings environment environments experience experienced qualification qualified professional proven relevant similar role roles position positions minimum least have having year years field related equivalent industry work working demonstrable demonstrated solid strong hands practical commercial post previous prior overall total combined including preferably ideally plus',
    // The same in the other languages a phrasebook writes.
    'experiencia mínima mínimo menos años año como puesto puestos similar similares demostrable previa sector valorable preferiblemente',
    'expérience ans minimum moins poste postes similaire similaires professionnelle significative réussie première idéalement',
    'mindestens jahre jahren berufserfahrung erfahrung mehrjährige einschlägige vergleichbaren position idealerweise',
  ]
    .join(' ')
    .split(' '),
);

/** A month count from year zero: a year-only start is read as its December and a year-only end as its January. */
function monthNumber(date: ResumeDate, edge: 'start' | 'end'): number {
  return date.year * 12 + (date.month ?? (edge === 'start' ? 12 : 1));
}

/** Posts held before a qualification, whose years "post-qualification experience" never counts. */
const beforeQualification = /\b(?:trainee|apprentice|student|intern|placement|pre-?registration|unqualified)\b/iu;

type Span = { roleIndex: number; from: number; to: number; start: ResumeDate; end: ResumeDate | null };

/** The months a role spans (a role held now, up to `now`), or none when its dates cannot be read. */
function spanOf(role: ResumeFacts['roles'][number], roleIndex: number, now: ResumeDate): Span[] {
  const start = readResumeDate(role.period?.start ?? null);
  const end = role.period?.current ? now : readResumeDate(role.period?.end ?? null);
  if (!start || !end || !role.period) return [];
  const from = monthNumber(start, 'start');
  const to = monthNumber(end, 'end');
  return to > from ? [{ roleIndex, from, to, start, end: role.period.current ? null : end }] : [];
}

/**
 * The run of roles that answers a years requirement, when together they reach the years it asks for. A role does the
 * ad's work when its title holds the requirement's words (two of them, or its only one), or its title holds one and
 * its lines the other, or, for a requirement of one word ("Python"), when one of its lines does. Dates are read cautiously (a year alone as the least it can
 * mean), and roles more than a year apart are not joined: "since 2015" must be true of the whole time.
 */
export function findTenure(resume: ResumeFacts, requirement: string, today: Date): Tenure | undefined {
  const asked = readYearsRequirement(requirement);
  if (!asked) return undefined;
  const needed = Math.min(2, asked.fieldWords.length);
  // "managing" said of a team is no field that a line saying "managed" shows: a lone word counts from the lines
  // only when it names a thing ("Python", "Kubernetes"), not an activity.
  const loneThing = asked.fieldWords.length === 1 && readVerb(asked.fieldWords[0] ?? '') === undefined;
  // Every word of a short field is shown somewhere in the role: "as a pharmacy technician in a hospital setting" is
  // not the work of a pharmacy technician in a high-street shop. Occupation nouns are the exception: "a Front End
  // Developer or similar role" is the work of a UI Engineer.
  const qualifying = asked.fieldWords.filter((word) => !occupationNouns.has(word));
  const now: ResumeDate = { year: today.getUTCFullYear(), month: today.getUTCMonth() + 1 };
  // "Minimum 2 years' post-qualification experience as a dental nurse": years as a trainee, apprentice or student
  // were before the qualification, and count for nothing the ad asks.
  // ("journeyman-level experience on energized distribution systems": a journeyman's years, never the apprentice's
  // before them at the same co-op.)
  const qualifiedOnly =
    postQualification.test(requirement) ||
    /\bqualified\s+experience\b|\bjourney(?:man|person|worker)(?:[- ]level)?\b/iu.test(requirement);
  // The kind of management asked for, read once for every role ("property" of "property management").
  const kind = managedKind(withoutAlternative(requirement));
  const managed =
    kind === undefined || genericWords.has(kind)
      ? undefined
      : { kind, together: new RegExp(`\\b${kind.slice(0, 5)}\\p{L}*\\s+manag`, 'iu') };
  const spans = resume.roles.flatMap((role, roleIndex) => {
    if (qualifiedOnly && beforeQualification.test(role.title)) return [];
    // "Cashier, then Pharmacy Technician Trainee": the job's years began in the first post; a later one named after
    // "then" does not date the work from the job's start.
    if (/,?\s+then\s+/iu.test(role.title)) return [];
    const inTitleWords = wordsLike(contentWords(role.title));
    // The employer names the setting as often as a line does: "in a hospital setting" at "Wharfe Valley Hospital".
    const inLineWords = wordsLike(
      [...role.achievements.map((line) => line.text), role.employer ?? ''].flatMap((text) => contentWords(text)),
    );
    const inTitle = asked.fieldWords.filter(inTitleWords);
    const inLines = asked.fieldWords.filter(inLineWords);
    // The title names the work ("Registered Nurse" for "surgical nursing") and the lines name the rest ("surgical
    // ward"); a requirement of one word ("Python") may be named by the lines alone.
    const shown = new Set([...inTitle, ...inLines]).size;
    const qualifyingShown = qualifying.filter((word) => inTitle.includes(word) || inLines.includes(word)).length;
    // "delivering youth programs in a public library" is not the work of a "Term Librarian" at "Elmvale Creek Public
    // Library" who delivered tech help: the employer's name shows the setting, and the work needs a word of its own
    // that names a thing, in the title or the lines.
    const inEmployer = wordsLike(contentWords(role.employer ?? ''));
    const inOwnLines = wordsLike(role.achievements.flatMap((line) => contentWords(line.text)));
    const ownThing = qualifying.some(
      (word) => !inEmployer(word) && readVerb(word) === undefined && (inTitleWords(word) || inOwnLines(word)),
    );
    const allShown = qualifyingShown >= Math.min(3, qualifying.length) && (qualifying.length < 3 || ownThing);
    const doesTheWork =
      allShown &&
      (managed === undefined || showsManagedKind(role, managed)) &&
      (inTitle.length >= needed || (shown >= needed && (inTitle.length > 0 || loneThing)));
    return doesTheWork ? spanOf(role, roleIndex, now) : [];
  });
  if (spans.length === 0) return undefined;
  // "Pharmacist" then "Supervising Pharmacist" at Lisheen Pharmacy Group: a post held before at the same employer, in
  // the same occupation, is the same work, whose lines the resume did not write again ("since September 2023" hid
  // the first 14 months).
  for (const span of [...spans]) {
    const role = resume.roles[span.roleIndex];
    const employer = role?.employer?.trim().toLowerCase();
    if (!role || !employer) continue;
    const sameOccupation = wordsLike(contentWords(role.title).filter((word) => isTitleWord(word.toLowerCase())));
    for (const [roleIndex, earlier] of resume.roles.entries()) {
      if (spans.some((member) => member.roleIndex === roleIndex)) continue;
      if (earlier.employer?.trim().toLowerCase() !== employer) continue;
      if (!contentWords(earlier.title).some((word) => isTitleWord(word.toLowerCase()) && sameOccupation(word)))
        continue;
      if (qualifiedOnly && beforeQualification.test(earlier.title)) continue;
      spans.push(...spanOf(earlier, roleIndex, now));
    }
  }
  // The latest run of roles without a break of over a year between them.
  const byStart = [...spans].sort((left, right) => left.from - right.from);
  let run = [byStart[0]!];
  for (const span of byStart.slice(1)) {
    const reach = Math.max(...run.map((member) => member.to));
    run = span.from - reach > 12 ? [span] : [...run, span];
  }
  // A run that ended while the person went on to other work would read as work given up ("from 2012 to 2020" for a
  // developer who is a developer still): told only when it reaches the latest of the resume's roles.
  const latestEnd = Math.max(
    ...resume.roles.flatMap((role) => {
      const end = role.period?.current ? now : readResumeDate(role.period?.end ?? role.period?.start ?? null);
      return end ? [monthNumber(end, 'end')] : [];
    }),
  );
  const from = Math.min(...run.map((member) => member.from));
  const to = Math.max(...run.map((member) => member.to));
  if (to - from < asked.years * 12 || to < latestEnd) return undefined;
  const last = run.reduce((latest, member) => (member.to > latest.to ? member : latest));
  const first = run.reduce((earliest, member) => (member.from < earliest.from ? member : earliest));
  return {
    requirement,
    roleIndexes: run.map((member) => member.roleIndex),
    since: first.start,
    until: last.end,
  };
}
