// English sentences for the letter's plans. Every sentence names the role it speaks of (never a "there" that could
// point at a sentence the length budget removed), writes resume lines in the first person and the right tense, and
// states credentials at their status.

import type { Credential, Skill, SpokenLanguage } from '@cover-letter/shared/fact-sheet-schema';
import { containsWholeWord, contentWords } from '../../text/compare.ts';
import { countSpaceSeparatedParts, withoutTrailing } from '../../text/sentences.ts';
import {
  capitalizeFirst,
  isAllCapitals,
  lowerFirstForSentence,
  titleCaseFromCapitals,
} from '../../text/letter-case.ts';
import { readVerb } from '../../vocabulary/english-verbs.ts';
import { countTitleWords, isTitleWord } from '../../vocabulary/occupations.ts';
import { canonicalSkillName, findSkills, isToolSkill, skillInSentence } from '../../vocabulary/skills.ts';
import { readStatedExperience } from '../stated-experience.ts';
import {
  drivingCategory,
  isRightToWork,
  isSecurityClearance,
  readRenewalStep,
} from '../../facts/read-qualifications.ts';
import { translateGermanDeed, translateGermanResults } from '../translate-results.ts';
import { describesProduct, readRecognition, toFirstPersonClause, type Tense } from '../first-person-english.ts';
import { mendTitleMisspellings, writeOutShorthand } from './english-shorthand.ts';
import { withIndefiniteArticle } from '../articles.ts';
import {
  roleInSentence,
  pickFuller,
  joinList,
  leadingWords,
  pick,
  roleNamedAgain,
  writePracticalities,
  type Phrasebook,
  type StartDate,
  type WritingState,
  type WrittenSentence,
  sourceNamed,
  withSkillNote,
} from '../phrasebook.ts';
import type { EvidenceLine, LetterSetting, PlannedSentence, RoleReference, SentencePlan } from '../sentence-plans.ts';
import { yearIn, type ResumeDate } from '../../facts/read-periods.ts';
import { withContractionsWrittenOut } from '../../text/contractions.ts';

/** Titles that name a department, not a post: "As a Sales" is said "As a member of the sales team". */
const departmentTitle =
  /^(?:sales|maintenance|marketing|finance|operations|customer service|administration|accounts|housekeeping|security|production|logistics|warehouse|retail|kitchen)$/i;

/** " from 2015 to 2017", " in 2014": when a post was held, or nothing when the resume does not say. */
function yearsHeld(role: RoleReference): string {
  if (role.startYear && role.endYear && role.startYear !== role.endYear)
    return ` from ${role.startYear} to ${role.endYear}`;
  const year = role.endYear ?? role.startYear;
  return year ? ` in ${year}` : '';
}

/**
 * "Consumer Customer Service", "Senior Travel Operations", "Lead Recruitment": a resume's title that names the work or
 * the team, with no word for a person, as the person in it: "a member of the consumer customer service team", "a
 * senior member of the travel operations team", "a recruitment lead", never "a Senior Travel Operations".
 */
function fieldOfWork(title: string): string | undefined {
  // ("Sales", "Warehouse": a department alone, though a title's word, names its team.)
  if (departmentTitle.test(title)) return `a member of the ${title.toLowerCase()} team`;
  // ("Lead Recruitment (IT & Non IT)": its note in brackets stays, after the person.)
  const [, core = title, note] = title.match(/^(.+?)\s*(\([^()]+\))$/u) ?? [];
  const parts = core.match(
    // ("Head of Channel Sales" is a post of its own: "of" opens no team's name, which read "a of channel sales head".)
    /^(?:(lead|head|senior|junior)\s+)?((?:(?!(?:of|and|for|the)\s)[\p{L}&-]+\s+){0,2}(?:operations|recruitment|customer service|customer care|customer support|sales|marketing|finance|administration|accounts|support|logistics|procurement|purchasing|payroll|compliance))$/iu,
  );
  const [, rank, work] = parts ?? [];
  if (work === undefined || work.split(/\s+/u).some((word) => isTitleWord(word.toLowerCase()))) return undefined;
  const team = work.toLowerCase();
  const lower = rank?.toLowerCase();
  const after = note ? ` ${note}` : '';
  if (lower === 'lead' || lower === 'head') return `a ${team} ${lower}${after}`;
  return `a ${lower ? `${lower} ` : ''}member of the ${team} team${after}`;
}

const englishMonths = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "June 2022" for a month the resume gives ("06/2022", "Jun 2022"), the year alone otherwise. */
function englishDate(date: ResumeDate): string {
  const month = date.month === null ? undefined : englishMonths[date.month - 1];
  return month ? `${month} ${date.year}` : String(date.year);
}

/**
 * A title that names a placement rather than a post ("Work Experience", "Gateway work experience", "Summer Placement",
 * "Job Shadowing"), said as the thing done: "work experience", "a summer placement"; undefined for a post.
 */
function placementDone(title: string): string | undefined {
  if (!/\b(?:work\s+experience|(?:work\s+|summer\s+|school\s+)?placement|job\s+shadowing)$/iu.test(title.trim()))
    return undefined;
  const said = title
    .trim()
    .replace(/\b(?:Work|Experience|Placement|Job|Shadowing|Summer|School)\b/gu, (word) => word.toLowerCase());
  return /(?:experience|shadowing)$/iu.test(said) ? said : withIndefiniteArticle(said);
}

function titleWithArticle(written: RoleReference): string {
  const role = { ...written, title: mendTitleMisspellings(written.title) };
  // A German apprenticeship the resume names only in German: "an apprentice (Ausbildung zur Industriekauffrau)".
  if (/^Ausbildung\s+(?:als|zum|zur)\s/u.test(role.title)) return `an apprentice (${role.title})`;
  const field = fieldOfWork(role.title);
  if (field) return field;
  // "Self-employed" names no post a sentence can hold: the person owns the business it names.
  if (
    /^(?:owner|co-?owner|founder|co-?founder|proprietor|self[- ]employed|sole trader|owner[- ]operator)$/i.test(
      role.title,
    )
  )
    return `the ${/^(?:self|sole)/i.test(role.title) ? 'owner' : role.title.toLowerCase()}${role.employer ? '' : ' of my own business'}`;
  const title = titleInSentence(role.title);
  // "as Head of Channel Technical Sales", "as Bar Staff": a post one holds alone, and a word for a whole staff, take no
  // "a" ("as a Head of ...", "as a Bar Staff" read as a learner's English).
  // ("as President" of a club: an office one person holds, told without "a" when the employer is named.)
  if (
    /^(?:Head|Director|Chair|Dean) of\s/u.test(title) ||
    /\s(?:Staff|Crew)$/u.test(title) ||
    (role.employer &&
      /^(?:Vice[- ])?(?:President|Chair(?:person|man|woman)?|Treasurer|Secretary|Captain)$/u.test(title))
  )
    return title;
  return withIndefiniteArticle(title);
}

/**
 * A title as a sentence names the post: "Apprentice Electrician (JTL apprenticeship, 4th year)" → "Apprentice
 * Electrician", "Marketing Officer (NYSC, then retained on contract)" → "Marketing Officer". A note that says how the
 * post was held (agency, volunteer, part-time, placement) stays: without it the letter would claim more than the resume.
 * So does a short label of the post's own ("Team Lead (Outbound)", "Graduate Trainee (Billing)").
 */
function titleInSentence(written: string): string {
  // "Recruitment Coordinator (FT) & Website Coordinator (PT)": a post held full time is said as a post is; one held
  // part time says so in words ("Recruitment Coordinator and Website Coordinator (part-time)").
  const title = /\((?:FT|PT|F\/T|P\/T)\)/u.test(written)
    ? written
        .replace(/\s*\((?:FT|F\/T)\)/gu, '')
        .replace(/\s*\((?:PT|P\/T)\)/gu, ' (part-time)')
        .replace(/\s+&\s+(?=\p{Lu})/gu, ' and ')
    : written;
  const note = title.match(/^(.+?)\s*\(([^()]+)\)$/u);
  if (!note?.[1] || !note[2]) return title;
  const [, post, aside] = note;
  if (
    /\b(?:agency|volunteer|voluntary|unpaid|placement|internship|intern|externship|practicum|clinical rotation|department|locum|part[- ]?time|temp|temporary|seasonal|casual|relief|bank|trainee|apprentice|acting|interim|maternity|contractor|self[- ]employed|freelancer?)\b/iu.test(
      aside,
    )
  )
    return title;
  const short = !/,/u.test(aside) && aside.split(/\s+/u).length <= 3 && /^\p{Lu}/u.test(aside);
  return short ? title : post;
}

function tenseOf(role: RoleReference): Tense {
  return role.current ? 'present' : 'past';
}

/**
 * A role's opening phrase and a clause: "As a Marketing Coordinator, the holiday email program drove ..." would make
 * the program the coordinator, so a clause whose subject is not the applicant follows "In my work as ...".
 */
function introduce(introduction: string, clause: string): string {
  // "As a General Service Technician ..., I was promoted from lube tech to general service tech": a promotion is told
  // of the employer where it happened, never of the post it led to ("At QuickTurn Auto Care, where I worked from ...").
  const promotedAt = /^I (?:was|have been|got) promoted\b/u.test(clause)
    ? introduction.match(
        /^(?:Earlier, |Most recently, |Before that, |Later, )?(?:as|in my (?:current |previous )?role as|in my work as)\s+an?\s+.+?\s+at\s+(.+?)(?:\s+(from \d{4} to \d{4}|since \d{4}|in \d{4}))?$/iu,
      )
    : null;
  if (promotedAt?.[1])
    return `At ${promotedAt[1]}${promotedAt[2] ? `, where I worked ${promotedAt[2]}` : ''}, ${clause}`;
  // "In my current position as Reports/Data Specialist, I create ...": a resume written in the person's own sentences
  // names the post itself; a second opening before it ("At X, where I have worked since 2014, in my current position
  // as ...") says it twice.
  if (
    /^(?:in|as|during) my (?:current |present |previous |former |last |first )?(?:position|role|post|job)\b/iu.test(
      clause,
    )
  )
    return clause;
  // "I also kept conscientious records ...": a resume's own sentence, "also" to the one above it there; after a role's
  // opening, "also" points at nothing the letter said. ("As a Project Manager ..., I also was an assistant shop
  // manager": a second post held beside the one named keeps it.)
  // "In my work at X, I worked with ...": the opening never says "work" a second time.
  if (/^I (?:also )?(?:worked|work|have worked)\b/u.test(clause) && introduction.startsWith('In my work at '))
    return `${introduction.replace(/^In my work at /u, 'At ')}, ${clause.replace(/^I also (?=\p{Ll})/u, 'I ')}`;
  if (/^I\s/.test(clause))
    return `${introduction}, ${clause.replace(/^I also (?=\p{Ll})(?!(?:was|am|were|served|acted|held|had|doubled)\b)/u, 'I ')}`;
  // "my work includes ...": the opening never says "work" a second time ("In my work at X, my work includes").
  if (/^my work\b/.test(clause))
    return `${introduction
      .replace(/^In my work at /, 'At ')
      .replace(/^(Earlier, |Most recently, |Before that, |Later, )?as\b/i, (_match, lead: string | undefined) =>
        lead ? `${lead}in my role as` : 'In my role as',
      )}, ${clause}`;
  const framed = introduction.replace(
    /^(Earlier, |Most recently, |Before that, |Later, )?as\b/i,
    (_match, lead: string | undefined) => (lead ? `${lead}in my work as` : 'In my work as'),
  );
  return `${framed}, ${clause}`;
}

/** Whether a post ended after another began: held beside it or after it, never before it (by their years). */
function endedAfterStartOf(role: RoleReference, other: RoleReference): boolean {
  return role.endYear !== null && other.startYear !== null && Number(role.endYear) > Number(other.startYear);
}

/** The role a sentence speaks of, as its opening phrase ("In my current role as a Registered Nurse at X"). */
function roleIntroduction(role: RoleReference, setting: LetterSetting, state: WritingState, salt: number): string {
  const title = titleWithArticle(role);
  const employer = role.employer;
  // Two posts held at once ("Copy Editor since 2008", "Web Designer since 2010"): neither is "my current role", which
  // would say there is only one.
  const anotherCurrent = [...state.introducedRoles.values()].some(
    (introduced) => introduced.current && introduced.roleIndex !== role.roleIndex,
  );
  // "Sustainable Design Fair (Stanford University)", "Geotechnical Survey": a piece of work a student's CV names where
  // an employer would stand, with no post; no place one worked at ("At Geotechnical Survey, where I worked in 2018").
  const workNamed =
    role.title === '' &&
    employer !== null &&
    /\b(?:Project|Survey|Fair|Competition|Challenge|Hackathon|Study|Framework|Analysis|Capstone)\b/u.test(employer) &&
    !/\b(?:Ltd|Inc|LLC|GmbH|Company|Corporation|Group|Consultants?|Services|Agency)\b/u.test(employer);
  if (state.introducedRoles.has(role.roleIndex)) {
    if (workNamed) return state.lastRole === role.roleIndex ? 'As part of that work' : `For the ${employer}`;
    // Named before: a short reference, not one that opens like a sentence already written.
    // "In this role" and "In that post" point back to the role the last sentence spoke of, and only to it.
    const pointsBack = state.lastRole === role.roleIndex;
    const references = employer
      ? [`At ${employer}`, `In my work at ${employer}`]
      : role.current && !anotherCurrent
        ? ['In my current role', ...(pointsBack ? ['In this role'] : [])]
        : [`As ${title}`, ...(pointsBack ? [role.current ? 'In this role' : 'In that post'] : [])];
    // (Nor one whose first words opened another sentence: "In my work at X" twice reads as a form, whatever X.)
    const firstWords = (text: string) => text.toLowerCase().split(/\s+/u).slice(0, 3).join(' ');
    // (Each sentence of what was written: a requirement's plan writes two, "Your posting asks for ... At X, where".)
    const writtenSentences = state.written.flatMap((written) => written.split(/(?<=[.!?])\s+(?=\p{Lu})/u));
    const fresh = references.filter(
      (reference) =>
        !writtenSentences.some(
          (written) => written.startsWith(reference) || firstWords(written) === firstWords(reference),
        ),
    );
    // Both used already (a role told in two paragraphs): a third way, once.
    const third = employer ? `During my time at ${employer}` : undefined;
    if (fresh.length === 0 && third && !writtenSentences.some((written) => firstWords(written) === firstWords(third)))
      return third;
    return pick(fresh.length > 0 ? fresh : references, setting, salt);
  }
  // The first time a role is named, its years come with it: a reader places the example in the career.
  const since = role.startYear ? ` since ${role.startYear}` : '';
  const span =
    role.startYear && role.endYear && role.startYear !== role.endYear
      ? ` from ${role.startYear} to ${role.endYear}`
      : role.startYear && role.endYear
        ? ` in ${role.endYear}`
        : '';
  // A block with neither title nor employer (a course's placements) tells only lines that say where they were done:
  // dated, never said to be a post.
  if (role.title === '' && !employer)
    return role.startYear && role.endYear && role.startYear !== role.endYear
      ? `From ${role.startYear} to ${role.endYear}`
      : role.endYear || role.startYear
        ? `In ${role.endYear ?? role.startYear}`
        : 'Earlier';
  if (workNamed) return `For the ${employer}${span}`;
  // A job the resume names by its employer alone is told there, under no title it does not give.
  if (role.title === '' && employer)
    return role.current
      ? since
        ? `At ${employer}, where I have worked${since}`
        : `At ${employer}`
      : span
        ? `At ${employer}, where I worked${span}`
        : `At ${employer}`;
  // "Work Experience Placement": something done there, never a post worked as.
  const placement = placementDone(role.title);
  if (placement) return employer ? `At ${employer}, where I did ${placement}${span}` : `During ${placement}${span}`;
  // "Treasurer (volunteer)", "Volunteer Treasurer": a post given time to, never said as work ("where I have worked as a
  // Treasurer").
  // ("Physiotherapy Volunteer", "Debt Advice Volunteer (telephone)": a post whose name ends on the word the verb says,
  // told without it, "where I volunteered in 2023"; "where I volunteered as a Physiotherapy Volunteer" said it twice.)
  const volunteered = role.title.replace(/^volunteer\s+(?=\p{L})/iu, '').trim();
  if (employer && role.volunteer && /\bvolunteer\b(?:\s*\([^()]*\))?$/iu.test(volunteered))
    return role.current
      ? `At ${employer}, where I have volunteered${since}`
      : `At ${employer}, where I volunteered${span}`;
  if (employer && role.volunteer && volunteered !== '' && !/^volunteer$/iu.test(volunteered))
    return role.current
      ? `At ${employer}, where I have volunteered as ${withIndefiniteArticle(volunteered)}${since}`
      : `At ${employer}, where I volunteered as ${withIndefiniteArticle(volunteered)}${span}`;
  // "Perinatal Bereavement Committee Member", "Trustee", "School Governor": a seat held beside the work, served in,
  // never said as a job worked ("where I have also worked as a Perinatal Bereavement Committee Member" before).
  if (
    employer &&
    /\b(?:Committee|Board|Council|Panel|Forum)\s+Member\b|\bMember of the\b|\bTrustee\b|\bGovernor\b/u.test(role.title)
  )
    return role.current
      ? `At ${employer}, where I have ${anotherCurrent ? 'also ' : ''}served as ${title}${since}`
      : `At ${employer}, where I served as ${title}${span}`;
  if (role.current && anotherCurrent)
    return employer
      ? `At ${employer}, where I ${since ? 'have also worked' : 'also work'} as ${title}${since}`
      : // ("; there, I provide care ..." pointed at no place: the post has no employer the letter names.)
        `I ${since ? 'have also worked' : 'also work'} as ${title}${since}; in that role`;
  if (role.current) {
    return employer
      ? pick(
          [
            `In my current role as ${title} at ${employer}${since ? `, which I have held${since}` : ''}`,
            `At ${employer}, where I have worked as ${title}${since}`,
          ],
          setting,
          salt,
        )
      : pick(
          [`In my current role as ${title}${since ? `, which I have held${since}` : ''}`, `As ${title}${since}`],
          setting,
          salt,
        );
  }
  // "At Kelvara, where I worked as a Warehouse Operations Executive ..." then the post held there before it: the
  // employer the sentence before named is "there", never named twice in a row.
  // The role of the sentence before: in this paragraph, or the last one named when that sentence names its employer.
  const before =
    roleOfPlan(state.previous) ??
    (state.lastRole !== undefined && employer && state.written.at(-1)?.includes(employer)
      ? state.introducedRoles.get(state.lastRole)
      : undefined);
  if (employer && before && before.roleIndex !== role.roleIndex && before.employer === employer) {
    // ("as a QC Chemist I there": a level in capitals before "there" reads as the pronoun; the employer is named.)
    const place = /\s(?:I|II|III|IV)$/u.test(title) ? `at ${employer}` : 'there';
    // (An interim post that ended after the one told before it began, "Interim Head" of 2025 beside the post held
    // since 2024, came neither before it nor after it: "As an Interim Head ... there in 2025".)
    if (role.recency > before.recency && endedAfterStartOf(role, before)) return `As ${title} ${place}${span}`;
    return `${role.recency > before.recency ? 'Before that' : 'Later'}, as ${title} ${place}${span}`;
  }
  if (role.recency <= 1) {
    // "In my previous role as a Medical Coordinator, 2008-2024" beside an office job of 2023-2024 the letter told: a
    // post held alongside the later one was no previous role.
    const heldAlongside = [...state.introducedRoles.values()].some(
      (other) => other.recency < role.recency && endedAfterStartOf(role, other),
    );
    const asPrevious = (options: string[]) =>
      heldAlongside ? options.filter((option) => !option.startsWith('In my previous role')) : options;
    // "At Pinecrest Payments, I have raised CSAT ..." then the post held there before: "At Pinecrest Payments, where I
    // worked as ..." would open a second paragraph as the first did.
    const named = asPrevious([
      `As ${title} at ${employer}${span}`,
      `In my previous role as ${title} at ${employer}${span}`,
      `At ${employer}, where I worked as ${title}${span}`,
    ]).filter((option) => !state.written.some((written) => written.startsWith(option.split(',')[0] ?? option)));
    return employer
      ? pick(named.length > 0 ? named : [`As ${title} at ${employer}${span}`], setting, salt)
      : pick(
          asPrevious([
            `In my previous role as ${title}${span}`,
            `As ${title}${span}`,
            `While working as ${title}${span}`,
          ]),
          setting,
          salt,
        );
  }
  // Two posts with one title ("Staff Nurse" twice) are told apart by their years.
  if (state.written.some((written) => written.includes(`as ${title}`)) && span)
    return `As ${title}${employer ? ` at ${employer}` : ''}${span}`;
  // "Earlier" only for a role older than every role the letter has told about so far, and never for one the resume
  // gives no years: its place in the career is not known.
  // (Nor for one that ended after a role told before it began: "Interim Head" of May to November 2025, beside the
  // post held since 2024 that the person went back to, is no earlier post.)
  const endedAfterOneTold = [...state.introducedRoles.values()].some(
    (told) => told.roleIndex !== role.roleIndex && endedAfterStartOf(role, told),
  );
  const earlier =
    role.recency > state.oldestIntroduced && (role.startYear !== null || role.endYear !== null) && !endedAfterOneTold;
  const at = employer ? ` at ${employer}` : '';
  // "Earlier, as an intern ... Earlier, as a Pool Manager ...": said once a paragraph; the next older role is dated.
  const earlierSaid = state.paragraph.some((sentence) => sentence.startsWith('Earlier, '));
  return earlier && !earlierSaid
    ? pick([`Earlier, as ${title}${at}`, `As ${title}${at}${span}`], setting, salt)
    : `As ${title}${at}${span}`;
}

/** The role a plan speaks of, if any. */
function roleOfPlan(plan: SentencePlan | undefined): RoleReference | undefined {
  if (plan === undefined) return undefined;
  if ('line' in plan) return plan.line.role;
  return plan.kind === 'identity' ? (plan.role ?? undefined) : undefined;
}

function isForeign(line: EvidenceLine): boolean {
  return line.sourceLanguage !== 'en' && line.sourceLanguage !== 'und';
}

/**
 * "as a Backend Engineer at Blue Harbor Logistics from 2015 to 2019" the first time, without the years after; "at Blue
 * Harbor Logistics" for a job the resume gives no title.
 */
function roleDescription(role: RoleReference, state: WritingState): string {
  const at = role.employer ? ` at ${role.employer}` : '';
  const post = role.title === '' ? '' : ` as ${titleWithArticle(role)}`;
  if (state.introducedRoles.has(role.roleIndex)) return `${post}${at}`.trim();
  const years = role.current
    ? role.startYear
      ? ` since ${role.startYear}`
      : ''
    : role.startYear && role.endYear && role.startYear !== role.endYear
      ? ` from ${role.startYear} to ${role.endYear}`
      : '';
  return `${post}${at}${years}`.trim();
}

/**
 * Clauses already written, per evidence line: one letter asks for the same line's clause many times (whether it can be
 * told, its length alone, then every draft the length budget tries). Lines are made afresh for each letter and never
 * changed, so the memory ends with the letter.
 */
const writtenClauses = new WeakMap<EvidenceLine, string | undefined>();

/** A resume line as the rest of a sentence after "I", or a noun phrase framed as work. */
function clauseFor(line: EvidenceLine): string | undefined {
  if (writtenClauses.has(line)) return writtenClauses.get(line);
  const clause = writeClause(line);
  writtenClauses.set(line, clause);
  return clause;
}

function writeClause(line: EvidenceLine): string | undefined {
  if (isForeign(line)) return foreignClause(line);
  const read = toFirstPersonClause(line.achievement.text, tenseOf(line.role));
  if (!read) return undefined;
  // "I also completed my Level 3 while working here": of a job left, the letter says "there".
  const clause = line.role.current
    ? read
    : {
        ...read,
        text: read.text.replace(/\b((?:while|when)\s+(?:working|employed|based|training))\s+here\b/giu, '$1 there'),
      };
  // "guided patrons to find merchandise, I communicated with managers ...": a resume line that ran two deeds together
  // with a comma and its own "I" is joined with "and" ("..., and I communicated ..."), never a comma splice.
  if (clause.kind === 'verb')
    return `I ${withLastDeedJoined(clause.text)}`.replace(
      /,\s+I\s+(?=(\p{Ll}+)\b)(?![^,]*,\s+I\s)/u,
      (whole, next: string) => (readVerb(next) !== undefined && !/,\s+and\s/u.test(clause.text) ? ', and I ' : whole),
    );
  if (clause.kind === 'sentence') return clause.text;
  // What a thing did ("the new rota cut overtime by 15%"): `introduce` opens it with "In my work as ...", never
  // "As a Scheduler, ...", which would make the rota the Scheduler; "I" would claim a deed the line does not name.
  if (clause.kind === 'result') return clause.text;
  const text = line.opensWithName ? capitalizeFirst(clause.text) : clause.text;
  return `my work ${line.role.current ? 'includes' : 'included'} ${text}`;
}

/**
 * "assess and treat medical and trauma patients, hand over at the hospital emergency department", "valued monthly
 * progress and variations, checked contractor claims": a resume line runs its last deed on after a comma; a sentence
 * joins it with "and" (review of set Z called the comma a splice). Only a last part in the tense of the first verb and
 * without an "and" of its own.
 */
function withLastDeedJoined(clause: string): string {
  const parts = clause.match(/^(\p{Ll}+)(\s.*[^,]),\s+(\p{Ll}+)(\s[^,;:()]*)$/u);
  if (!parts) return clause;
  const [, first = '', middle = '', last = '', rest = ''] = parts;
  if (/\band\b/u.test(rest) || /[;:]/u.test(middle)) return clause;
  const opening = readVerb(first);
  const deed = readVerb(last);
  if (!opening || !deed || opening.form !== deed.form || !['past', 'base'].includes(deed.form)) return clause;
  // ("... for 3 sites, ensuring ...", "..., including ...": no deed of its own.)
  if (deed.form === 'base' && deed.forms.past === last) return clause;
  return `${first}${middle} and ${last}${rest}`;
}

/**
 * A line in another language than the letter, said faithfully:/**
 * A line in another language than the letter, said faithfully: the tools it names and, from German, the results a
 * glossary can translate ("I worked with Docker and reduced image size by about 45%"). Never a quote the reader
 * cannot read; nothing when neither is there.
 */
function foreignClause(line: EvidenceLine): string | undefined {
  const results = line.sourceLanguage === 'de' ? translateGermanResults(line.achievement.text) : [];
  // "Konzeption und Entwicklung mehrerer REST-APIs mit FastAPI" → "I designed and developed several REST APIs with
  // FastAPI": the deed itself when the glossary knows every word of it, with the results it led to.
  const deed = line.sourceLanguage === 'de' ? translateGermanDeed(line.achievement.text) : undefined;
  if (deed) return `I ${joinList([deed, ...results], 'and')}`;
  const tools = line.skills.slice(0, 3);
  if (tools.length === 0 && results.length === 0) return undefined;
  const work = tools.length > 0 ? `${line.role.current ? 'work' : 'worked'} with ${joinList(tools, 'and')}` : '';
  const done = results.length > 0 ? joinList(results, 'and') : '';
  return `I ${[work, done].filter(Boolean).join(' and ')}`;
}

/** "über 7 Jahre" → "over 7 years": the number and its qualifier, without the field, which cannot be translated. */
function englishExperience(phrase: string | null, sourceLanguage: string): string | null {
  const experience = readStatedExperience(phrase, sourceLanguage);
  if (!experience) return null;
  const qualifier = { over: 'over ', almost: 'almost ', about: 'about ', exact: '' }[experience.qualifier];
  return `${qualifier}${experience.years}${experience.plus ? '+' : ''} years`;
}

/**
 * A sentence of the resume's summary in the first person: "Self-motivated leader with ..." → "I am a self-motivated
 * leader with ...", "Proficient in React" → "I am proficient in React", "Delivered consistent gains" → "I have
 * delivered consistent gains". Lines that cannot be turned faithfully are left out.
 */
function profileSentence(text: string): string | undefined {
  const trimmed = text.replace(/[.;:\s]+$/u, '');
  if (/^I\s/.test(trimmed)) return sentence(trimmed);
  const first = trimmed.split(/\s+/)[0] ?? '';
  if (
    /^(?:proficient|skilled|experienced|knowledgeable|fluent|familiar|certified|qualified|passionate|committed|dedicated|able|adept|capable|currently|focused|driven|motivated|proactive|successful|bilingual|comfortable|confident|willing|available)$/i.test(
      first,
    )
  )
    return sentence(`I am ${lowerFirstForSentence(trimmed)}`);
  if (
    /^(?:experience|knowledge|expertise|background|proficiency|skills|strong|excellent|proven|extensive|demonstrated|solid|deep|broad|thorough|in-depth|working)$/i.test(
      first,
    )
  )
    return sentence(`I have ${lowerFirstForSentence(trimmed)}`);
  const verb = readVerb(first);
  if (verb && verb.form === 'gerund') {
    const clause = toFirstPersonClause(trimmed, 'present');
    return clause?.kind === 'verb' ? sentence(`I ${clause.text}`) : undefined;
  }
  if (verb && (verb.form === 'past' || verb.form === 'participle')) {
    const clause = toFirstPersonClause(trimmed, 'present');
    return clause?.kind === 'verb' ? sentence(`I ${clause.text}`) : undefined;
  }
  // A noun phrase about the person ("Highly skilled MERN Stack Developer with ...", "Seasoned Charge Nurse with ...").
  const head =
    trimmed.match(
      /^(.*?)(?:\s+(?:with|who|specializing|specialising|offering|bringing|focused|skilled|adept)\b|$)/,
    )?.[1] ?? trimmed;
  if (
    countTitleWords(head) > 0 ||
    /\b(?:professional|individual|leader|graduate|specialist|expert|practitioner|educator|generalist)\b/i.test(head)
  )
    return sentence(`I am ${withIndefiniteArticle(lowerFirstForSentence(trimmed))}`);
  return undefined;
}

/** "keen pair programmer", "team player": a requirement that names a kind of person takes an article. */
const personNoun =
  /\b(?:programmer|player|communicator|developer|engineer|manager|leader|nurse|teacher|driver|self-starter|problem[- ]solver|thinker)$/i;

/**
 * Requirements named by a countable noun take an article: "a CIMA or AAT qualification", "an understanding of", "a
 * full, clean Irish driving licence" (its words may be listed with commas).
 */
// ("valid Driver CPC", "current DBS check": a single thing the ad asks to be valid or current.)
// ("current Working With Children Check": a check named in three words is one too.)
const countableLabel =
  /^(?!(?:a|an|the)\s)(?:(?:[\w/+&'’-]+,?\s+){0,4}(?:qualification|degree|certificate|certification|designation|licen[cs]e|permit|diploma|background|track record|understanding)\b|(?:valid|current)\s+(?:[\w/+&-]+\s+){0,6}(?:CPC|DBS|PVG|card|check|clearance|registration|permit|passport|visa|licen[cs]e)\b)/i;

/**
 * How a sentence names an ad requirement, varied by how many it has already named: "Your advert asks for", then
 * "You are also looking for", then "You also ask for", so that no two requirement sentences open alike.
 */
export function leadFor(
  requirement: string,
  state: WritingState,
  ad: 'advert' | 'posting' = 'advert',
  plus = false,
): string {
  // "strong track record in health and safety" is asked for as "a strong track record ...".
  const label = countableLabel.test(requirement) ? withIndefiniteArticle(requirement) : requirement;
  // "ISTQB certification" under the ad's "Nice to have": the ad would welcome it, it does not ask for it.
  // A second one says so in other words ("You would also welcome ..."): two sentences that open "Your posting lists ...
  // as a plus" in a row read as a form filled in.
  if (plus)
    return state.written.some((written) => written.includes(' as a plus'))
      ? `You would also welcome ${label}`
      : `Your ${ad} lists ${label} as a plus`;
  const named = state.written.filter((written) => requirementLeads.test(written)).length;
  // "Must pass DOT physical and pre-employment drug screen", "must be able to lift 50 lbs": a duty of applicants asked
  // with "must" is asked of them ("Your posting asks for must pass ..." is no sentence).
  const mustDo = requirement.match(
    /^(?:must|should|will need to|need to)\s+(?:be\s+able\s+to\s+)?(?!have\b|hold\b|possess\b)(\p{Ll}.*)$/iu,
  )?.[1];
  const mustVerb = mustDo?.split(/\s+/u)[0] ?? '';
  if (
    mustDo !== undefined &&
    (readVerb(mustVerb)?.form === 'base' || /^(?:pass|undergo|obtain|complete|submit|travel|attend)$/u.test(mustVerb))
  )
    return named === 0 ? `Your ${ad} asks that applicants ${mustDo}` : `You also ask that applicants ${mustDo}`;
  // "motivated about the brewing industry", "comfortable with heavy lifting": a quality asked for by its adjective is
  // asked of someone ("Your advert asks for motivated about ..." is no sentence).
  if (
    /^(?:motivated|passionate|comfortable|able|willing|eager|keen|enthusiastic|excited|familiar|knowledgeable|proficient|fluent|available|reliable|flexible|confident|happy|organi[sz]ed|self-motivated|detail-oriented|hard-working|hardworking|skilled|skillful|skilful|experienced|interested|adept|competent|versed|well-versed|capable)\b/iu.test(
      requirement,
    )
  ) {
    // "organised and have the right financial skills" (the ad's "Must be organised and have ..."): the verb after "and"
    // agrees with "someone who is".
    const described = /\s(?:and|or)\s+(?:have|be)\b/iu.test(requirement)
      ? `someone who is ${requirement.replace(/(\s(?:and|or)\s+)(have|be)\b/giu, (_whole, joint: string, verb: string) => `${joint}${verb.toLowerCase() === 'have' ? 'has' : 'is'}`)}`
      : `someone ${requirement}`;
    return named === 0 ? `Your ${ad} asks for ${described}` : `You are also looking for ${described}`;
  }
  // "Registered as an Engineer-in-Training (EIT) with APEGA": a standing asked of someone ("Your posting asks for
  // registered as ..." is no sentence).
  if (/^(?:registered|licensed|certified|chartered|accredited)\s+(?:as|with|in|by|to)\b/iu.test(requirement)) {
    const described = `someone ${lowerFirstForSentence(requirement)}`;
    return named === 0 ? `Your ${ad} asks for ${described}` : `You are also looking for ${described}`;
  }
  // "providing exceptional customer service", "achieving or exceeding qualified leads and sales goals": a deed asked
  // for by its "-ing" is asked of someone who can do it ("Your posting asks for achieving ..." is no sentence).
  // ("Marketing experience", "scheduling software": a field or a thing named by its "-ing" is asked for as it stands.)
  const deeds = requirement.match(
    /^(\p{Ll}+ing)((?:\s*,\s*|\s+(?:and|or|and\/or)\s+)\p{Ll}+ing)*(?=\s+(?:a|an|the|and|or|\p{Ll}+)\b)/u,
  );
  const firstDeed = deeds ? readVerb(deeds[1] ?? '') : undefined;
  if (
    deeds &&
    firstDeed?.form === 'gerund' &&
    !gerundFields.test(deeds[1] ?? '') &&
    // ("Understanding of GDPR and handling sensitive personal data": a gerund before "of" is a noun, never "someone
    // who can understand of GDPR", as a held-out letter said.)
    !/^\s*(?:of|experience|skills?|knowledge|background|software|systems?|tools?|industry|sector|roles?|field|processes)\b/iu.test(
      requirement.slice(deeds[0].length),
    )
  ) {
    const can = deeds[0].replace(/\p{Ll}+ing/gu, (gerund) => readVerb(gerund)?.forms.base ?? gerund);
    const asked = `someone who can ${can}${requirement.slice(deeds[0].length)}`;
    return named === 0 ? `Your ${ad} asks for ${asked}` : `You are also looking for ${asked}`;
  }
  const leads = [
    `Your ${ad} asks for ${label}`,
    `You are also looking for ${label}`,
    `You also ask for ${label}`,
    `Your ${ad} also mentions ${label}`,
  ];
  return leads[named % leads.length] ?? `You ask for ${label}`;
}

/** Fields and trades named by their "-ing", which an ad asks for as they stand ("Marketing", "Bookkeeping"). */
const gerundFields =
  /^(?:marketing|accounting|nursing|engineering|training|banking|catering|manufacturing|housekeeping|bookkeeping|programming|networking|plumbing|welding|landscaping|cleaning|cooking|teaching|tutoring|coaching|consulting|recruiting|purchasing|merchandising|publishing|advertising|fundraising|budgeting|forecasting|scheduling|planning|invoicing|auditing|lending|underwriting|editing|writing|reading|drawing|painting|modelling|modeling|testing|costing|sewing|lifting|driving|racking|picking|packing|shipping|receiving|staffing|onboarding|reporting|billing|coding|tiling|roofing|framing|decorating|flooring|printing|computing|gaming|hosting|messaging|mentoring|parenting|routing)$/iu;

const requirementLeads =
  /^(?:Your (?:advert|posting) asks (?:for|that)|You are also looking for|You also ask (?:for|that)|Your (?:advert|posting) also mentions) /;

/**
 * Words any credential of a kind has ("valid", "certification", "degree"): what is left names the credential itself
 * ("Driver CPC", "Cert III in Carpentry" → "iii carpentry").
 */
const credentialKindWords = new Set([
  'a',
  'an',
  'the',
  'in',
  'of',
  'or',
  'and',
  'with',
  'valid',
  'current',
  'full',
  'clean',
  'relevant',
  'recognised',
  'recognized',
  'equivalent',
  'similar',
  'certification',
  'certificate',
  'certified',
  'cert',
  'licence',
  'license',
  'licensed',
  'qualification',
  'qualified',
  'registration',
  'registered',
  'degree',
  'required',
  'essential',
  'mandatory',
]);

function credentialWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/['’]s\b/gu, '')
    .split(/[^\p{L}\p{N}+]+/u)
    .filter((word) => word !== '' && !credentialKindWords.has(word));
}

/** The machines a licence or a ticket is for ("reach truck", "counterbalance", "excavator"), each its own. */
const machineKind =
  /\b(?:reach|counterbalance|side[- ]?loader|order picker|pallet truck|telehandler|excavator|dumper|roller|crane|cherry picker|scissor lift|boom lift|forklift|hgv|lgv|class\s+[1-4ce]+)\b/gu;

/**
 * Whether what the ad asks for is the credential held, by name ("valid Driver CPC" and "Driver CPC", "Cert III in
 * Carpentry" and "Certificate III in Carpentry"): then "Your advert asks for a valid Driver CPC, and I hold the Driver
 * CPC" hands the ad's words back, and the claim alone, said as what the ad asks, is enough.
 */
function namesAskedCredential(asked: string, held: string): boolean {
  const askedWords = credentialWords(asked);
  const heldWords = credentialWords(held);
  if (askedWords.length > 0 && askedWords.every((word) => heldWords.includes(word))) return true;
  // "Practising Certificate" held for "a current New Zealand Practising Certificate": the same one, named shorter. (Not
  // for an ask of several things, "a valid Driver CPC and digi card", whose words say what else the ad asks, nor for a
  // register, "registration with the HCPC as a Diagnostic Radiographer", whose body the ad's words name.)
  return (
    heldWords.length > 0 &&
    !/\s(?:and|or|&)\s|,|\bregist/iu.test(asked) &&
    heldWords.every((word) => askedWords.includes(word))
  );
}

/**
 * "I hold the Driver CPC, as your advert asks.", then "..., which your advert also asks for.": a claim of what the ad
 * names, said once. After another "I hold ..." in the paragraph, "As your advert asks, I hold ..." opens otherwise; a
 * plus is said by the ad's words ("Your posting lists a BSc in Biology as a plus, and I hold ..."). `claim` opens
 * with "I".
 */
function claimAsked(
  claim: string,
  label: string,
  state: WritingState,
  ad: 'advert' | 'posting',
  plus: boolean,
): string {
  const afterHold = state.paragraph.some((written) => /^I (?:also )?hold\b/u.test(written));
  const bare = claim.replace(/^I also /u, 'I ').replace(/\.$/u, '');
  if (plus)
    return afterHold
      ? `${leadFor(label, state, ad, true)}, and ${bare}.`
      : `${bare}, which your ${ad} lists as a plus.`;
  if (afterHold) return `As your ${ad} asks, ${bare}.`;
  const said = state.written.some((written) =>
    /\b(?:as your (?:advert|posting) asks|which your (?:advert|posting) also asks for)\.|^As your (?:advert|posting) asks,/u.test(
      written,
    ),
  );
  return `${bare}, ${said ? `which your ${ad} also asks for` : `as your ${ad} asks`}.`;
}

/**
 * Whether the words that name a requirement are what the evidence shows: the skill or term that matched, or the
 * theme it matched on. "familiarity with CI/CD pipelines" is not named before a line about OpenTelemetry that
 * matched the same requirement's later words; a label listing several things needs two of them in the line.
 */
function labelFits(
  label: string,
  plan: { skills: string[]; terms: string[]; concept: { ad: RegExp } | undefined; line: EvidenceLine },
): boolean {
  const names = [...plan.skills, ...plan.terms];
  const namesShown = names.some((name) => containsWholeWord(label, name));
  const fits = namesShown || (plan.concept !== undefined && plan.concept.ad.test(label));
  if (!fits) return false;
  if (!label.includes(',')) return true;
  const evidence = plan.line.achievement.text;
  return contentWords(label).filter((word) => containsWholeWord(evidence, word)).length >= 2;
}

/**
 * How a sentence names a degree requirement: "Degree in Computer Science, Engineering, or a related field" → "a degree
 * in Computer Science or a related field"; undefined when the requirement is not about a degree.
 */
function degreeLabel(requirement: string): string | undefined {
  const match = requirement.match(
    // "Bachelor's or Master's degree": both kinds the ad accepts, never the last alone.
    // "Degree or National Diploma in Supply Chain": a diploma the ad accepts too is named with the degree.
    /\b((?:(?:bachelor|master)(?:['’]s)?\s+or\s+)?(?:bachelor(?:['’]s)?|master(?:['’]s)?|university|undergraduate|BS\/MS|BSc|MSc)\s+)?degree(\s+or\s+(?:an?\s+)?(?:(?:national|higher national|postgraduate|advanced)\s+)?diploma)?(?:\s+in\s+([^,.;()]{3,90}))?/i,
  );
  if (!match) return undefined;
  const kind = `${match[1] ? `${match[1].trim()} degree` : 'degree'}${match[2] ? match[2].toLowerCase().replace(/\s+/gu, ' ') : ''}`;
  // "in Library and Information Studies from an ALA-accredited program": where the degree is from is no part of
  // its field, and a field is never cut inside a word.
  const field = match[3]
    ?.replace(/\s+(?:or|and)\s+(?:a\s+)?(?:related|similar|equivalent)\b.*$/i, '')
    .replace(/\s+(?:from|at|with)\s+.*$/iu, '')
    .trim();
  if (field !== undefined && countSpaceSeparatedParts(field) > 8) return withIndefiniteArticle(kind);
  // ("Bachelor's Degree in related field": a field named only as related, never "in related field or a related field".)
  if (
    field !== undefined &&
    /^(?:an?\s+)?(?:related|relevant|similar|equivalent|appropriate)\s+(?:field|area|subject|discipline)s?$/iu.test(
      field,
    )
  )
    return withIndefiniteArticle(`${kind} in ${withIndefiniteArticle(field.replace(/^an?\s+/iu, ''))}`);
  const related = /\b(?:related|similar|equivalent)\b/i.test(requirement) ? ' or a related field' : '';
  return withIndefiniteArticle(`${kind}${field ? ` in ${field}${related}` : ''}`);
}

/**
 * "proficiency in SolidWorks or CATIA" said before a line that shows SolidWorks is "proficiency in SolidWorks": the
 * letter names what it shows, not the alternative the applicant lacks.
 */
export function narrowAlternatives(label: string, shown: string[]): string {
  const has = (name: string) => shown.some((skill) => skill.toLowerCase() === name.toLowerCase());
  // "Microsoft Project or Smartsheet": a tool's name of several words is one alternative; the one shown is kept
  // whole ("experience with Smartsheet"), never "Microsoft Smartsheet".
  for (const mention of findSkills(label)) {
    if (!mention.text.includes(' ')) continue;
    const around = label.slice(mention.end).match(/^\s+or\s+([\p{L}\p{N}.+#/-]+(?:\s[\p{L}\p{N}.+#/-]+)?)/u);
    const before = label.slice(0, mention.start).match(/([\p{L}\p{N}.+#/-]+)\s+or\s+$/u);
    const other = around?.[1] ?? before?.[1];
    if (other === undefined) continue;
    const spanStart = before ? mention.start - before[0].length : mention.start;
    const spanEnd = around ? mention.end + around[0].length : mention.end;
    const kept = has(mention.name) && !has(other) ? mention.text : has(other) && !has(mention.name) ? other : undefined;
    return kept === undefined ? label : `${label.slice(0, spanStart)}${kept}${label.slice(spanEnd)}`;
  }
  const match = label.match(/^(.*?)([\p{L}\p{N}.+#/-]+)\s+or\s+([\p{L}\p{N}.+#/-]+)(.*)$/u);
  if (!match) return label;
  const [, before = '', first = '', second = '', after = ''] = match;
  // "Microsoft Project or Smartsheet", "Smartsheet or Microsoft Project": an alternative that is a name of several
  // words the vocabulary does not know is left whole rather than cut to a word of it.
  if (/\p{Lu}[\p{L}\p{N}.+#-]*\s$/u.test(before) || /^\s+\p{Lu}/u.test(after)) return label;
  // "experience with Go or another compiled language" shown by Go: "experience with Go", not "Go compiled language".
  if (/^(?:another|other|any|an?|some|similar|equivalent|comparable|related)$/i.test(second))
    return has(first) ? `${before}${first}` : label;
  if (has(first) && !has(second)) return `${before}${first}${after}`;
  if (has(second) && !has(first)) return `${before}${second}${after}`;
  return label;
}

/** Small words of Spanish, German and French, and of English: which language a requirement is written in. */
const foreignFunctionWords =
  /\b(?:de|del|los|las|con|para|y|en|der|die|das|und|mit|für|von|des|et|avec|pour|les|une|du)\b/iu;
const englishFunctionWords = /\b(?:the|of|and|with|for|in|to|a|an|or)\b/iu;

/**
 * An ad's requirement as a short phrase a sentence can name ("strong communication skills"), or undefined when it is
 * too long, holds a number (which must never read as the applicant's) or is not a phrase. `maximumWords`: a sentence
 * that says nothing else after the label may carry a longer one.
 */
export function requirementLabel(
  requirement: string,
  maximumWords = 8,
  options: { numberedNames?: boolean; heldName?: string } = {},
): string | undefined {
  // "conocimiento de destilados de agave": a requirement in the ad's own language, when the letter is in English, is
  // not quoted in a sentence of English.
  if (foreignFunctionWords.test(requirement) && !englishFunctionWords.test(requirement)) return undefined;
  const phrase = requirement
    // "3+ years of leadership experience" is named "leadership experience": the ad's number stays in the ad, and the
    // letter claims no number of years the resume does not state.
    .replace(
      // ("Minimum five (5) years' experience": the number in words, then in figures.)
      // ("1 year+ Customer Service experience": the plus after the unit.)
      /^(?:at least|a minimum of|minimum(?: of)?|over)?\s*(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten)\s*(?:\(\d+\)\s*)?\+?\s*(?:[-–]\s*\d+\s*)?(?:years?|yrs)\+?(?:['’]s?)?\.?\s*(?:of\s+)?(?:proven\s+)?/i,
      '',
    )
    // "' transport planning experience" after "2+ years", "- A full driving licence" pasted with its bullet,
    // "Requirements: clean licence" with its label.
    .replace(/^[\s'’"“”•*–—-]+/u, '')
    .replace(/^(?:requirements?|essential|must[- ]haves?|what you(?:['’]ll)? need)\s*:\s*/iu, '')
    // "processing of weekly (hourly) and monthly (salaried) payrolls": where the cut at a bracket would end on a word
    // that needs more ("of weekly"), the notes go instead.
    .replace(/\s*\([^()]*\)(?=\s+\p{Ll})/gu, (note: string, offset: number, whole: string) =>
      // ("in a regulated (GLP, GMP or GCP) environment": an adjective before the note needs its noun too.)
      /\b(?:of|and|or|the|a|an|for|to|in|with|weekly|monthly|daily|annual|yearly|hourly|fortnightly|\p{L}{3,}(?:ed|al|ic|ive|ous|ary))$/iu.test(
        whole.slice(0, offset),
      )
        ? ''
        : note,
    )
    .replace(/\s+[-–—:(].*$/u, '')
    // "AWS experience; AWS certifications are a plus": the first of two asks a semicolon parts.
    .replace(/;.*$/u, '')
    // "Full NZ driver licence, as some site visits will be required": why the ad asks is no part of what it asks for.
    .replace(/,\s+(?:as|because|since|given that|due to|so that)\s+.*$/iu, '')
    .replace(/[.;:,!]+$/u, '')
    // "experience as a Front End Developer or similar role" → "experience as a Front End Developer".
    .replace(
      /,?\s+or\s+(?:a\s+|in\s+a\s+)?(?:similar|related|equivalent|comparable)\s+(?:role|position|capacity)$/i,
      '',
    )
    // "At least 2 years as a Chef de Partie" → "experience as a Chef de Partie".
    .replace(/^as\s+(an?)\s+/i, 'experience as $1 ')
    // "Experience in a data analyst or similar role": experience in a post is experience as one.
    .replace(
      /^(experience)\s+in\s+(an?)\s+(?=[\p{L} ]+$)(?!.*\b(?:role|position|setting|environment|team|capacity)$)/iu,
      '$1 as $2 ',
    )
    // "Registered with the GPhC as a Pharmacy Technician" → "registration with the GPhC as a Pharmacy Technician".
    .replace(/^registered\s+with\b/i, 'registration with')
    // "experience of budget control is also essential" → "experience of budget control".
    // "a UAE driving licence will be an added advantage" → "a UAE driving licence".
    // ("Chilled / temperature-controlled experience is a strong plus" → "chilled / temperature-controlled experience".)
    // "Visit client sites in Bengaluru when required": when the ad needs it is no part of what it asks for.
    .replace(/\s+(?:when|where|if|as)\s+(?:required|needed|necessary)$/iu, '')
    .replace(
      /\s+(?:is|are|will be|would be)\s+(?:also\s+)?(?:essential|required|mandatory|compulsory|necessary|desirable|important|a must|an?\s+(?:added\s+|real\s+|big\s+|strong\s+|huge\s+|definite\s+|great\s+)?(?:advantage|plus|bonus)|advantageous|beneficial|helpful|useful|welcome|preferred)$/i,
      '',
    )
    // "CompTIA A+ required": the ad's word for how much it matters is no part of what it asks for.
    .replace(
      /\s+(?:required|essential|mandatory|preferred|desirable|advantageous|beneficial|a must|an advantage|a plus|(?:is\s+)?an? (?:asset|bonus))$/iu,
      '',
    )
    .replace(
      /^(?:you (?:will|should|must) (?:have|be)|you(?:'ll| will) (?:need|have)|must have|must be|have|be|to have|to be|ideally|an?|the)\s+/i,
      '',
    )
    .trim();
  // A number of the ad stays in the ad ("no more than 6 points"). Asked of experience, a number that is part of a
  // name ("Class 1 experience") is no figure and may be read back; asked of a qualification it never is: "CIPD Level 5"
  // is not answered by the Level 3 the person holds.
  // ("EPA 608 Universal certification" asked, "EPA Section 608 Universal" held: a number of the held credential's own
  // name is its name, read back as the ad gives it.)
  const heldNumbers = new Set(options.heldName?.match(/\d+/gu) ?? []);
  const figures = (
    options.numberedNames
      ? phrase.replace(/\b\p{Lu}\p{L}*\s+\d{1,2}[a-z]?\b(?!\s*(?:[%+.,:/-]|\p{Ll}+\s+(?:of|in)\b))/gu, '')
      : phrase
  ).replace(/(?<![\d.,])\d+(?![\d.,%+])/gu, (number) => (heldNumbers.has(number) ? '' : number));
  if (
    phrase === '' ||
    /\d/.test(figures) ||
    phrase.split(/\s+/).length > maximumWords ||
    phrase.split(/\s+/).length < 2
  )
    return undefined;
  // "1+ year building production web apps with React": the years gone, what is asked for is experience of the work.
  if (
    /^\s*(?:at least|a minimum of|minimum(?: of)?|over)?\s*\d+\s*\+?\s*(?:[-–]\s*\d+\s*)?(?:years?|yrs)\b/iu.test(
      requirement,
    ) &&
    /^\p{L}+ing\b/u.test(phrase) &&
    // "accounting experience", "nursing qualification": a noun of a trade, not work done.
    !/\b(?:experience|background|knowledge|qualifications?)\b/iu.test(phrase) &&
    !/^(?:accounting|engineering|marketing|nursing|banking|manufacturing|catering|housekeeping|bookkeeping|teaching|training|plumbing|programming|consulting|recruiting)\s+\p{L}+$/iu.test(
      phrase,
    ) &&
    phrase.split(/\s+/).length < maximumWords
  )
    return requirementLabel(`experience ${lowerFirstForSentence(phrase)}`, maximumWords, options);
  if (/\b(?:you|your|we|our|us|I|my)\b/i.test(phrase)) return undefined;
  // "Love identifying and solving complex problems": the kind of person asked for, "someone who loves identifying ...",
  // never "asks for love identifying ...".
  const liking = phrase.match(/^(love|enjoy|like|relish|thrive)\s+((?:on\s+|in\s+)?\p{Ll}+ing\b.*)$/iu);
  if (liking?.[1] && liking[2]) return `someone who ${liking[1].toLowerCase()}s ${liking[2]}`;
  // "A natural coach who builds capable teams": the person the ad describes keeps the article the ad gave them ("asks
  // for natural coach who builds ..." in a held-out letter).
  const personWho = requirement.match(/^\W*(an?)\s+(?:\p{Ll}+\s+){0,2}\p{Ll}+\s+who\s/iu)?.[1];
  if (personWho !== undefined && /^(?:\p{Ll}+\s+){0,2}\p{Ll}+\s+who\s/u.test(phrase))
    return `${personWho.toLowerCase()} ${phrase}`;
  // "Visit client sites in Bengaluru": a duty the ad lists as a requirement is asked for as the doing of it
  // ("visiting client sites in Bengaluru"), never "asks for visit client sites".
  const duty = readVerb((phrase.split(/\s+/u)[0] ?? '').toLowerCase());
  // ("Reach truck (D1) or VNA licence": the machine a licence is for, cut at its bracket, is no duty; "reaching truck"
  // had been said.)
  if (
    duty?.form === 'base' &&
    /^\p{L}+\s+(?:the\s+|a\s+|an\s+)?\p{Ll}/u.test(phrase) &&
    !/\b(?:licen[cs]es?|tickets?|cards?|certificates?|permits?)\b/iu.test(requirement) &&
    !/\b(?:skills?|experience|knowledge|abilit(?:y|ies)|background|qualifications?|licen[cs]es?|certificat\w*|degree|understanding|familiarity)\b/iu.test(
      phrase,
    )
  )
    // ("Achieve or exceed qualified leads": each verb of the duty, never "achieving or exceed".)
    return workAsGerunds(phrase);
  // "Comfortable handling animals and basic restraint": a description of the person asked for.
  if (/^(?:comfortable|confident|happy|at ease)\s+(?:\p{Ll}+ing|with)\b/iu.test(phrase))
    return `someone ${lowerFirstForSentence(phrase)}`;
  // "CA or CPA qualified", "CIPD registered": a person described by the credential is asked for the credential ("a CA
  // or CPA qualification"), never "asks for CA or CPA qualified".
  const describedBy = phrase.match(
    /^(\p{Lu}[\p{L}\d+&/()]*(?:\s+(?:or|and|\/|\p{Lu}[\p{L}\d+&/()]*))*)\s+(qualified|certified|registered)$/u,
  );
  if (describedBy?.[1] && describedBy[2])
    return `${describedBy[1]} ${{ qualified: 'qualification', certified: 'certification', registered: 'registration' }[describedBy[2]] ?? ''}`;
  // "compassionate and able to showcase ...": a description of a person, not a thing to ask for.
  if (/\b(?:able|willing|keen|happy|eager) to\b/i.test(phrase)) return undefined;
  // "GDC registered Dental Hygienist": a person the ad asks for by a post that ends the phrase takes "a".
  const lastWord = phrase.split(/\s+/u).at(-1) ?? '';
  // ("PHECC registration as a Paramedic" asks for the registration: the post after "as a" has its article already.)
  if (
    (personNoun.test(phrase) || (/^\p{Lu}/u.test(lastWord) && isTitleWord(lastWord))) &&
    !/^(?:experience|knowledge|background|proficiency|familiarity)\b/i.test(phrase) &&
    !/\bas\s+an?\s+(?:\S+\s+){0,3}\S+$/iu.test(phrase)
  )
    return withIndefiniteArticle(lowerFirstForSentence(phrase));
  // A fragment ("in PyTorch, scikit-learn") or an unfinished phrase ("... and") is not a requirement's name.
  if (
    /^(?:in|with|of|for|to|and|or|on|at|by|as|from|such)\b/i.test(phrase) ||
    /\b(?:and|or|of|in|with|to|the|a|an)$/i.test(phrase)
  )
    return undefined;
  if ((phrase.match(/,/g) ?? []).length >= 2) return undefined;
  // "C+E experience)" cut from "Full C+E licence (min. 2 yrs C+E experience)": a bracket the label never opened.
  if ((phrase.match(/\)/g) ?? []).length > (phrase.match(/\(/g) ?? []).length) return undefined;
  // "Klaviyo experience", "Salesforce administration": a product's name keeps its capital.
  const firstWord = phrase.split(/\s+/)[0] ?? '';
  if (
    findSkills(firstWord).some((mention) => mention.start === 0 && mention.end === firstWord.length) &&
    /^\p{Lu}/u.test(firstWord)
  )
    return phrase;
  // "Society of Engineers UAE registration", "Council for Licensed Conveyancers ...": a body's name keeps its capitals.
  if (
    /^(?:Society|Council|Institute|Institution|Association|Board|College|Chamber|Federation|Academy|Royal|Chartered|General|Veterinary|Nursing|Health)\s+(?:\p{Lu}\p{Ll}+\s+)?(?:of|for)\s+(?:the\s+)?\p{Lu}/u.test(
      phrase,
    )
  )
    return phrase;
  return lowerFirstForSentence(phrase);
}

const nounsAsOftenAsVerbs: ReadonlySet<string> = new Set(
  'design review plan report schedule order budget process cost test support record service change supply stock sale control release project audit'.split(
    ' ',
  ),
);

/**
 * "write schedules, place orders, take weekly inventory": deeds the ad listed without an "and" are joined by one. Only
 * where each part opens with a verb: "..., including on-call" or "React.js, Vue.js, or Angular.js" stay as written.
 */
function withListsAnd(duty: string): string {
  if (/\b(?:and|or)\b|&/u.test(duty)) return duty;
  const parts = duty.split(/,\s+/u);
  if (
    parts.length < 2 ||
    !parts.every((part) => readVerb((part.split(/\s+/u)[0] ?? '').toLowerCase())?.form === 'base')
  )
    return duty;
  return joinList(parts, 'and');
}

/**
 * Whether a duty's object ("roundabouts" of "Design roundabouts as part of ...", "maintenance" of "Develop maintenance
 * of traffic schemes") is missing from the sentence that is to show it: the first two words of five letters or more
 * after the duty's verb, by their first five letters.
 */
function dutyObjectMissing(duty: string, clause: string): boolean {
  const words = duty.toLowerCase().match(/\p{L}{5,}/gu) ?? [];
  const objects = words.slice(readVerb(duty.split(/\s+/u)[0] ?? '') ? 1 : 0).slice(0, 2);
  if (objects.length === 0) return false;
  const told = new Set((clause.toLowerCase().match(/\p{L}{5,}/gu) ?? []).map((word) => word.slice(0, 5)));
  return !objects.some((word) => told.has(word.slice(0, 5)));
}

/**
 * Each verb of a duty as a gerund: "organise meetings and book rooms" → "organising meetings and booking rooms",
 * "Receive and put away stock" → "receiving and putting away stock", "Mentoring new staff" → "mentoring new staff".
 */
export function workAsGerunds(phrase: string): string {
  // "Discovers and responds to customer needs": a duty an ad writes of the post holder in the third person is said
  // as work too ("discovering and responding to ..."), never "involves discovers and responds".
  const thirdPerson = readVerb(phrase.split(/\s+/)[0] ?? '')?.form === 'third';
  return phrase
    .split(/\s+/)
    .map((word, index, words) => {
      const previous = index === 0 ? '' : (words[index - 1] ?? '');
      if (index > 0 && !/^(?:and|or)$/i.test(previous) && !previous.endsWith(',')) return word;
      // A word that is as often a noun is left a noun: after "and" ("Lead DFMEA and design reviews"), and first before
      // a noun with no article ("project costing teams", "stock control"), never "projecting costing teams".
      const next = words[index + 1] ?? '';
      // ("Plan floor plans and room set-ups": a word whose plural the phrase goes on to name is the verb done to them.)
      const pluralFollows = words
        .slice(index + 1)
        .some((later) => later.toLowerCase().replace(/[,.;]$/u, '') === `${word.toLowerCase()}s`);
      // ("Design roundabouts as part of transportation projects": first, before a plural that a preposition follows, the
      // word is the verb done to them; "design reviews" alone stays a noun.)
      const verbBeforeObject =
        index === 0 &&
        /^\p{Ll}+[^s\W]s$/u.test(next) &&
        /^(?:as|for|to|in|on|at|with|across|within|from|and|using|that)$/u.test(words[index + 2] ?? '');
      if (
        nounsAsOftenAsVerbs.has(word.toLowerCase()) &&
        !pluralFollows &&
        !verbBeforeObject &&
        (index > 0 ||
          (/^\p{Ll}+$/u.test(next) && !/^(?:the|a|an|our|your|their|all|new|and|or|to|for|with|on|in)$/u.test(next)))
      )
        return index === 0 ? word.toLowerCase() : word;
      const verb = readVerb(word);
      return verb && (verb.form === 'base' || (thirdPerson && verb.form === 'third'))
        ? verb.forms.gerund
        : index === 0
          ? word.toLowerCase()
          : word;
    })
    .join(' ');
}

/** Language names a resume in another language writes, in English. */
const englishLanguageNames: Record<string, string> = {
  deutsch: 'German',
  englisch: 'English',
  französisch: 'French',
  spanisch: 'Spanish',
  italienisch: 'Italian',
  türkisch: 'Turkish',
  russisch: 'Russian',
  polnisch: 'Polish',
  arabisch: 'Arabic',
  español: 'Spanish',
  inglés: 'English',
  francés: 'French',
  alemán: 'German',
  français: 'French',
  anglais: 'English',
  espagnol: 'Spanish',
  allemand: 'German',
};

/**
 * " in Finance" after a degree; after one that already names what it is in ("Bachelor of Science in Business
 * Administration"), the field is its major: ", with a major in Financial Management".
 */
function fieldOfDegree(degree: string, field: string, schoolFollows: boolean): string {
  // ("Level 3 Diploma in Veterinary Nursing (Small Animal)": a diploma's or certificate's pathway, in brackets as the
  // resume gives it; it has no major.)
  if (/\b(?:diploma|certificate|NVQ|BTEC|award)\b/iu.test(degree) && /\bin\s+\p{Lu}/u.test(degree))
    return ` (${field})`;
  return /\bin\s+\p{Lu}/u.test(degree) ? `, with a major in ${field}${schoolFollows ? ',' : ''}` : ` in ${field}`;
}

/** Fields of study German and Spanish resumes name, in English. */
const englishFieldNames: Record<string, string> = {
  informatik: 'Computer Science',
  wirtschaftsinformatik: 'Business Informatics',
  betriebswirtschaftslehre: 'Business Administration',
  bwl: 'Business Administration',
  volkswirtschaftslehre: 'Economics',
  maschinenbau: 'Mechanical Engineering',
  elektrotechnik: 'Electrical Engineering',
  mathematik: 'Mathematics',
  physik: 'Physics',
  chemie: 'Chemistry',
  biologie: 'Biology',
  psychologie: 'Psychology',
  pflegewissenschaft: 'Nursing Science',
  pflege: 'Nursing',
  rechtswissenschaft: 'Law',
  germanistik: 'German Studies',
  informática: 'Computer Science',
  'ingeniería informática': 'Computer Engineering',
  'administración de empresas': 'Business Administration',
  économie: 'Economics',
  informatique: 'Computer Science',
};

const englishQualifiers: Record<string, string> = {
  // ("PostgreSQL (bootcamp coursework)", "Jest (some)": learned on a course, met a little.)
  'bootcamp coursework': 'coursework',
  bootcamp: 'coursework',
  some: 'some exposure',
  gut: 'good',
  gute: 'good',
  'sehr gut': 'very good',
  'sehr gute': 'very good',
  fließend: 'fluent',
  verhandlungssicher: 'business fluent',
  muttersprache: 'native',
  muttersprachlich: 'native',
  básico: 'basic',
  avanzado: 'advanced',
  courant: 'fluent',
  notions: 'basic',
};

const softSkill =
  /^(?:communication|teamwork|team ?work|leadership|problem[- ]solving|time management|organi[sz]ation(?:al)?(?: skills)?|interpersonal|attention to detail|adaptability|creativity|critical thinking|work ethic|flexibility|motivation|self[- ]motivat\w*|hard[- ]working|punctual\w*|reliab\w*)\b/i;

/** How a letter rates a language below fluent ("basic", "conversational"), or null for one spoken well or unrated. */
/**
 * The person's English, said where the ad asks for it by name ("English is our working language; C1 or above"): an
 * English letter shows English written, not its level, and an applicant abroad is weighed by the level
 * (review of set Z).
 */
function askedEnglishSentence(plan: { languages: SpokenLanguage[]; asked?: string[] }): string | undefined {
  if (!plan.asked?.some((name) => /^english$/iu.test(name))) return undefined;
  const english = plan.languages.find((language) => /^(?:english|englisch|inglés|anglais)$/iu.test(language.name));
  if (!english) return undefined;
  const level = english.level?.trim() ?? '';
  // ("English" listed without a level: the letter itself shows it.)
  if (level === '') return undefined;
  if (/^[abc][12]\+?$/iu.test(level)) return `I speak English at ${level.toUpperCase()} level.`;
  if (
    /\b(?:native|mother tongue|first language|home language)\b/iu.test(level) &&
    !/\bnative\s+or\s+bilingual\b/iu.test(level)
  )
    return 'English is my first language.';
  const said = languageLevel(english.level);
  if (said === null)
    return /\b(?:fluent|fluency|bilingual|proficient|c1|c2|advanced|excellent|courant)\b/iu.test(level)
      ? 'I speak fluent English.'
      : 'I speak English.';
  return `I have ${said} English.`;
}

/** The person's languages other than English, each at its level ("I am a native speaker of Polish, and I also ..."). */
function otherLanguagesSentence(
  plan: { languages: SpokenLanguage[] },
  setting: LetterSetting,
  state: WritingState,
): string | undefined {
  // "Polish (basic)" is never said as "I speak Polish": a language the resume rates below fluent keeps its level.
  // A letter written in English shows its English: "I also speak Polish and English" reads as if it were news (an ad
  // that names English gets its level said apart, askedEnglishSentence).
  const named = plan.languages
    .map((language) => ({
      name: englishLanguageNames[language.name.toLowerCase()] ?? language.name,
      level: languageLevel(language.level),
      // ("Native or Bilingual", a profile page's level, says no more than bilingual.)
      // ("French - near-native (C2)": nearly a native's, which "I am a native speaker of French" overstated.)
      native:
        /\b(?:(?<!(?:near|quasi)[- ])native|mother tongue|first language|home language|muttersprach\w*|langue maternelle|nativ[oa]|lengua materna)\b/iu.test(
          language.level ?? '',
        ) && !/\bnative\s+or\s+bilingual\b/iu.test(language.level ?? ''),
    }))
    .filter((language) => language.name !== 'English')
    // "I speak Spanish (native), English (B2) and Italian (basic)" told already, from the resume's own words: a
    // language the letter has named is not listed again.
    .filter(
      (language) =>
        !state.written
          // "the Bilingual Customer Service Advisor (English/Spanish) position": the ad's title says nothing of the
          // person's languages.
          .map((written) => (setting.role ? written.split(setting.role).join(' ') : written))
          .some(
            (written) =>
              /\b(?:speak|speaks|spoken|fluent|native|bilingual|conversational|mother tongue|work in)\b/iu.test(
                written,
              ) && containsWholeWord(written, language.name),
          ),
    );
  if (named.length === 0) return undefined;
  // "Spanish (Native or Bilingual)", "Spanish (bilingual)", in a letter written in English: "I am bilingual in
  // English and Spanish" ("I also speak Spanish" undersold it).
  const bilingualIn = plan.languages
    .filter((language) => /^(?:native\s+or\s+)?bilingual$/iu.test((language.level ?? '').trim()))
    .map((language) => englishLanguageNames[language.name.toLowerCase()] ?? language.name)
    .filter((name) => name !== 'English' && named.some((language) => language.name === name));
  if (bilingualIn.length > 0) {
    const rest = otherLanguagesSentence(
      {
        languages: plan.languages.filter(
          (language) => !bilingualIn.includes(englishLanguageNames[language.name.toLowerCase()] ?? language.name),
        ),
      },
      setting,
      state,
    );
    const both = `I am bilingual in English and ${joinList(bilingualIn, 'and')}.`;
    return rest ? `${both} ${rest}` : both;
  }
  // "Polish (native)": the person's first language, which "I also speak Polish" tells as if learned.
  const native = named.filter((language) => language.native).map((language) => language.name);
  const spoken = named
    .filter((language) => language.level === null && !language.native)
    .map((language) => language.name);
  // "conversational Portuguese and Spanish": one level said once for the languages at it.
  const levels = [...new Set(named.flatMap((language) => (language.level === null ? [] : [language.level])))];
  const partial = levels.map(
    (level) =>
      `${level} ${joinList(
        named.filter((language) => language.level === level).map((language) => language.name),
        'and',
      )}`,
  );
  // ("I am a native speaker of isiZulu": a name that opens on a small letter never opens the sentence.)
  // (Said as a speaker's asset: "My first language is Mandarin" read to a held-out reader as a warning about the
  // person's English, in a letter for a post where Mandarin helps.)
  const first = native.length > 0 ? `I am a native speaker of ${joinList(native, 'and')}` : undefined;
  const speaks = spoken.length > 0 ? `I also speak ${joinList(spoken, 'and')}` : undefined;
  // ("conversational Portuguese and Spanish, and basic Czech": a group with its own "and" is set off by a comma.)
  const partialList =
    partial.length > 1 && partial.some((group) => group.includes(' and '))
      ? `${partial.slice(0, -1).join(', ')}, and ${partial[partial.length - 1] ?? ''}`
      : joinList(partial, 'and');
  const has = partial.length > 0 ? `${speaks ? 'have' : 'I also have'} ${partialList}` : undefined;
  // (After the first language, "and I also speak Portuguese and have basic Afrikaans": one comma in the sentence.)
  const rest = speaks && has ? `${speaks}${first ? ' and' : ', and'} ${has}` : (speaks ?? has);
  if (first && rest) return sentence(`${first}, and ${rest}`);
  return sentence(first ?? rest ?? '');
}

function languageLevel(level: string | null): string | null {
  if (!level) return null;
  if (/\b(?:near|quasi)[- ]native\b/iu.test(level)) return 'near-native';
  // "reading French": a language read, not spoken, said as such ("a reading knowledge of French").
  if (/\b(?:reading|passive|read only)\b/iu.test(level)) return 'a reading knowledge of';
  // "Limited working proficiency", a profile page's level between elementary and professional: neither basic nor
  // conversational ("conversational Twi" read to a held-out reader as more than the person claimed).
  if (/\blimited working\b/iu.test(level)) return 'a limited working knowledge of';
  if (
    /\b(?:basic|beginner|elementary|learner|learning|entry level|a1|a2|grundkenntnisse|básico|notions|fair|low|poor|a little)\b/iu.test(
      level,
    )
  )
    return 'basic';
  // ("French (intermediate)", "B2": a level of its own, said in its word; "conversational French" read to a held-out
  // reader as less than the person claimed.)
  if (/\b(?:intermediate|b1|b2|intermedio|intermédiaire)\b/iu.test(level)) return 'intermediate';
  if (/\b(?:conversational|working knowledge|gut|good)\b/iu.test(level) && !/\bvery good\b/iu.test(level))
    return 'conversational';
  // "school level", "rusty": a level the resume words itself keeps its words ("I also have school-level French");
  // only a level that says the person speaks the language well is said as "I speak".
  if (
    // ("Hindi (spoken)", "anglais (professionnel)": spoken, at work, said as "I speak".)
    !/\b(?:fluent|fluency|native|mother tongue|bilingual|proficient|very good|excellent|c1|c2|advanced|business|full professional|professional working|spoken|professional|professionnel(?:le)?|muttersprach\w*|fließend|verhandlungssicher|nativ[oa]|fluido|courant|bilingue|langue maternelle|avanzado|first language|home language)\b/iu.test(
      level,
    )
  )
    return level.toLowerCase().replace(/^(?:school level|niveau scolaire)$/u, 'school-level');
  return null;
}

function skillPhrase(skill: Skill): string {
  const qualifier = skill.qualifier === null ? null : (englishQualifiers[skill.qualifier] ?? skill.qualifier);
  switch (qualifier) {
    case null:
      return skillInSentence(skill.name, 'en');
    case 'basic':
    case 'basics':
    case 'beginner':
    case 'elementary':
    case 'foundational':
    case 'fundamental':
    case 'fundamentals':
    case 'introductory':
    case 'grundlagen':
    case 'grundkenntnisse':
      return `a basic knowledge of ${skill.name}`;
    case 'exposure only':
    case 'some exposure':
    case 'exposure':
      return `some exposure to ${skill.name}`;
    case 'coursework':
      return `coursework in ${skill.name}`;
    case 'advanced':
    case 'expert':
    case 'proficient':
    case 'fluent':
    case 'intermediate':
      return `${qualifier} ${skillInSentence(skill.name, 'en')}`;
    case 'good':
    case 'very good':
    case 'strong':
      return `a ${qualifier} knowledge of ${skill.name}`;
    case 'learning':
    case 'currently learning':
      return `${skill.name}, which I am currently learning`;
    default:
      return withSkillNote(skill.name, qualifier);
  }
}

/**
 * Skills of one level said once for all of them: "a basic knowledge of AutoCAD and SketchUp", where a list had said "a
 * basic knowledge of AutoCAD, a basic knowledge of SketchUp". The phrases of `skills` (`skillPhrase`) that a group
 * takes the place of, and the group's phrase.
 */
function groupedSkillPhrases(skills: Skill[]): { replaced: string[]; phrase: string }[] {
  const byFrame = new Map<string, Skill[]>();
  for (const skill of skills) {
    if (skill.qualifier === null) continue;
    // The level's words around a name that stands last ("a basic knowledge of …", "coursework in …"): levels said
    // after the name ("Python, which I am currently learning") are never joined.
    const frame = skillPhrase({ ...skill, name: '\u0000' });
    if (!frame.endsWith('\u0000') || frame === '\u0000') continue;
    byFrame.set(frame, [...(byFrame.get(frame) ?? []), skill]);
  }
  return [...byFrame.entries()]
    .filter(([, group]) => group.length >= 2)
    .map(([frame, group]) => ({
      replaced: group.map(skillPhrase),
      phrase: frame.replace(
        '\u0000',
        joinList(
          group.map((skill) => skill.name),
          'and',
        ),
      ),
    }));
}

/**
 * A list of skill phrases with its groups of one level in place of their members, each group after the plain
 * names with its own "and": "Adobe Illustrator and Adobe Photoshop, and a basic knowledge of AutoCAD and SketchUp".
 */
function skillList(phrases: string[], groups: { replaced: string[]; phrase: string }[]): string {
  if (groups.length === 0) return joinList(phrases, 'and');
  const replaced = new Set(groups.flatMap((group) => group.replaced));
  const rest = phrases.filter((phrase) => !replaced.has(phrase));
  const parts = [...(rest.length > 0 ? [joinList(rest, 'and')] : []), ...groups.map((group) => group.phrase)];
  return parts.length === 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')}, and ${parts[parts.length - 1]}`;
}

/**
 * "Website for Little Fig Cafe, Northcote": a project named by what it is, said with its article ("I also built a
 * website for Little Fig Cafe, ..."), never as a name ("I also built Website for ..."). Undefined for a name.
 */
function projectNamedByWhatItIs(name: string): string | undefined {
  return /^(?:Website|Web site|Site|App|Web app|Mobile app|Application|Dashboard|Portal|Tool|Online shop|Shop|Store|Game|Bot|Booking system|Landing page)\s+for\s/u.test(
    name,
  )
    ? withIndefiniteArticle(`${name.charAt(0).toLowerCase()}${name.slice(1)}`)
    : undefined;
}

/**
 * What a project is, as a sentence says it: "React rewrite of the handover tool ... (see below); ~40% test coverage" →
 * "React rewrite of the handover tool ...": up to its semicolon, without a pointer to the rest of the resume, its
 * first word in lower case unless it is a tool's name ("Next.js static site").
 */
function productDescription(text: string): string {
  const description =
    text
      .split(';')[0]
      ?.replace(/\s*\((?:see (?:below|above)|details below)\)/giu, '')
      .trim()
      .replace(/[.,\s]+$/u, '') ?? text;
  const first = description.split(/\s+/u)[0] ?? '';
  return canonicalSkillName(first) === undefined ? lowerFirstForSentence(description) : description;
}

const certifiedPerson =
  /\b(?:programmer|developer|professional|master|engineer|associate|specialist|practitioner|administrator|analyst|accountant|nurse|instructor|trainer|technician|manager|planner|inspector|coach|architect|auditor|consultant|person|operator|rigger|welder|electrician|assistant|technologist|therapist|aide|coder|phlebotomist|counselor|counsellor|educator|user|expert|paralegal)$/i;

/** A school as a sentence names it ("the University of Maryland"); a name that is not clean is left out. */
function schoolForLetter(written: string | null): string | null {
  // "U NIVERSITY OF I NSUBRIA": a PDF's small capitals, each word's first letter set apart, joined again; a name of
  // several words in capitals is written as a name ("University of Trieste"), an acronym alone ("MIT") stays.
  const joined = written?.replace(/\b(\p{Lu}) (?=\p{Lu}{2,}\b)/gu, '$1') ?? null;
  const institution =
    joined !== null && /\s/u.test(joined.trim()) && isAllCapitals(joined) ? titleCaseFromCapitals(joined) : joined;
  // "State University", "University Name": what an anonymised or template resume left where a school's name goes
  // names no school, and a reader takes it for a placeholder.
  if (
    institution &&
    /^(?:(?:State|City|Community|Local)\s+(?:University|College)|(?:University|College|School|Institution)\s+Name)$/i.test(
      institution.trim(),
    )
  )
    return null;
  const school =
    institution &&
    institution.split(/\s+/).length <= 7 &&
    // A dash between words or a bar is a line's separator read into the name; "KwaZulu-Natal" keeps its hyphen.
    !/[–|:]|\s-|-\s|^-|-$/.test(institution)
      ? institution
      : null;
  // "the University of Maryland", "the Indian Institute of Technology", "the Royal College of Surgeons in Ireland";
  // "Imperial College London", "Boston University College of Communication" and "Northwestern State University" stay
  // bare.
  return school &&
    /^(?:(?:University|College|Institute|Academy|School) of\b|(?:\p{Lu}[\p{L}'’.-]*\s+){1,2}Institute of\b|(?:Royal|National) (?:College|Academy|School|Society) of\b)/u.test(
      school,
    )
    ? `the ${school}`
    : school;
}

/**
 * The person's right to work, as people say it: "I hold an NZ Resident Visa", "I am an EU citizen", "I have the right
 * to work in the UK", "I have applied for a Skilled Worker visa". A citizenship or a right still to come goes unsaid.
 */
function rightToWorkSentence(credential: Credential): string | undefined {
  const { name, status } = credential;
  if (status !== 'held' && status !== 'in_progress') return undefined;
  if (/\bvisa$/iu.test(name))
    return status === 'held'
      ? `I hold ${withIndefiniteArticle(name)}.`
      : `I have applied for ${withIndefiniteArticle(name)}.`;
  if (status !== 'held') return undefined;
  const citizen = name.match(/^(.+?)\s+citizenship$/u)?.[1];
  if (citizen) return `I am ${withIndefiniteArticle(citizen)} citizen.`;
  // "I have EU Settled Status", "I have Indefinite Leave to Remain".
  if (/settled status|leave to remain|^ILR$/iu.test(name))
    return `I have ${name === 'ILR' ? 'Indefinite Leave to Remain' : name}.`;
  const resident = name.match(/^(.+?)\s+permanent residency$/u)?.[1];
  if (resident) return `I am ${withIndefiniteArticle(resident)} permanent resident.`;
  return `I have ${/^the\s/u.test(name) ? '' : 'the '}${name}.`;
}

/**
 * Of an ad's list of things wanted ("ADR, HIAB ticket"), the one the credential is: "You also ask for ADR, and I hold
 * ...", never the list read back as if the person held all of it. Alternatives ("a CIMA or AAT qualification") are
 * answered by holding one, and stay whole; so does a label that is no list, or no one of whose items is held.
 */
function heldListItem(label: string | undefined, credential: string): string | undefined {
  if (label === undefined || !label.includes(',') || /\bor\b/u.test(label)) return label;
  const parts = label.split(/,\s*(?:and\s+)?/u).map((part) => part.trim());
  const held = parts.filter((part) => part !== '' && containsWholeWord(credential, part.split(/\s+/)[0] ?? ''));
  // Items longer than a name or two ("experience of payroll, pensions and benefits administration") stay as written.
  if (held.length !== 1 || parts.some((part) => part.split(/\s+/).length > 3)) return label;
  return held[0];
}

/** "Cert III Commercial Cookery (SIT30816)" as "a Certificate III in Commercial Cookery", or undefined. */
function australianQualification(name: string): string | undefined {
  const match = name.match(
    /^Cert(?:ificate)?\s+(I{1,3}|IV|V)\s+(?:in\s+)?(\p{Lu}[\p{L} &]+?)\s*(?:\([A-Z]{2,5}\d{4,6}\))?$/u,
  );
  return match?.[1] && match[2] ? `a Certificate ${match[1]} in ${match[2].trim()}` : undefined;
}

/**
 * The work an ad's duty names, without what it allows for and the ad's examples and purposes: "develop new user-facing features using modern
 * JavaScript frameworks like React.js, Vue.js, or Angular.js" → "develop new user-facing features using modern
 * JavaScript frameworks". Quoted whole, the sentence read to hiring managers as lifted from the ad. (Its "using ..." is
 * kept: the planner leaves there only the tools the resume shows, plan-letter.ts `withoutToolsNotShown`.) Kept whole
 * where less than four words would be left.
 */
export function dutyCore(written: string): string {
  // ("connect with customers on Skype to solve their queries if needed": what the ad allows for, "if needed", "as
  // required", is no part of what draws anyone to the work.)
  const duty = written.replace(
    /,?\s+(?:if|as|when|where)\s+(?:needed|required|necessary|applicable|appropriate|requested|directed|assigned)$/iu,
    '',
  );
  // ("Appoint and manage suppliers – loss adjusters, contractors and drying companies": the list after a dash says who,
  // which a sentence of what draws the person leaves to the ad.)
  const cut = duty.match(
    /^(.+?)(?:,?\s+(?:such as|like|including|in line with|in accordance with|to ensure|in order to)\s|\s+[–—]\s)/iu,
  )?.[1];
  return cut !== undefined && countSpaceSeparatedParts(cut) >= 4 ? cut : duty;
}

/**
 * A credential's name as a sentence says it, not as a list prints it: "NVQ-J Level 3 – Refrigeration and Air
 * Conditioning (HEART/NSTA Trust)" is a Level 3 in its subject; "General driver's licence – clean" is a clean licence.
 */
function spokenCredentialName(name: string): string {
  const levelInSubject = name.match(/^(.+?\bLevel\s+\d+[A-Z]?)\s+[–—-]\s+(\p{Lu}[\p{L}&,' -]+?)(\s*\([^()]+\))?$/u);
  // (A subject of two words or more: "HACCP Level 3 – Highfield" names its awarding body after the dash.)
  if (
    levelInSubject?.[1] &&
    levelInSubject[2] &&
    levelInSubject[2].trim().split(/\s+/u).length >= 2 &&
    !/\b(?:city\s*&\s*guilds|highfield|pearson|edexcel|ncfe|cieh|rsph|ocr|aqa|btec|qualifi|iosh|nebosh)\b/iu.test(
      levelInSubject[2],
    )
  )
    return `${levelInSubject[1]} in ${levelInSubject[2].trim()}${levelInSubject[3] ?? ''}`;
  // "Good Refrigeration Practices certificate – National Ozone Unit (NEPA)": the issuer after a dash, in brackets.
  const issued = name.match(
    /^(.+?\b(?:certificate|certification|diploma|award|licen[cs]e))\s+[–—-]\s+(\p{Lu}[\p{L}&' -]+?)(?:\s*\(([^()]+)\))?$/iu,
  );
  if (issued?.[1] && issued[2] && !/\bclean\b/iu.test(issued[2]))
    return `${issued[1]} (${issued[2].trim()}${issued[3] ? `, ${issued[3]}` : ''})`;
  // "BS 7671:2018+A2:2022 – 18th Edition Wiring Regulations (City & Guilds 2382-22)": the regulations by their
  // edition, the standard's number after ("the 18th Edition Wiring Regulations (BS 7671)").
  const standard = name.match(
    /^(BS|EN|ISO|IEC)\s*(\d{3,5})(?::[\dA-Z+:]+)?\s+[–—-]\s+([\p{Lu}\d][^()]{4,60}?)(?:\s*\([^()]*\))?$/u,
  );
  if (standard?.[1] && standard[2] && standard[3]) return `${standard[3]} (${standard[1]} ${standard[2]})`;
  const clean = name.match(/^(.+?\blicen[cs]e)\s*[–—-]\s*clean$/iu);
  if (clean?.[1])
    return `clean ${clean[1].replace(/^(?!(?:UK|EU|US)\b)\p{Lu}(?=\p{Ll})/u, (letter) => letter.toLowerCase())}`;
  return name;
}

/** The letters of the registers a person is on, said "I am GDC registered" ("GDC", "CORU Registration"). */
const registerLetters = 'GDC|NMC|HCPC|GPhC|GMC|GOC|SSSC|NISCC|CORU|SANC|AHPRA|RCVS|SACE|PSNI|TRA';
const registerAlone = new RegExp(`^(?:${registerLetters})$`, 'u');
const registerWithWord = new RegExp(`^(${registerLetters})\\s+[Rr]egistration(?:\\s*\\([^()]*\\))?$`, 'u');

function credentialSentence(listed: Credential, setting: LetterSetting, salt: number): string | undefined {
  if (isRightToWork(listed.name)) return rightToWorkSentence(listed);
  // "CORU Registration", "HCPC registration": a register the person is on, by its letters and the word ("I am CORU
  // registered"; "I hold CORU Registration" before).
  const register = listed.name.match(registerWithWord)?.[1];
  if (register !== undefined && listed.status === 'held') return `I am ${register} registered.`;
  // "Gas Safe Register", "Gas Safe registration": the UK's register of gas engineers, "I am Gas Safe registered".
  if (/^Gas Safe(?:\s+(?:[Rr]egister(?:ed)?|[Rr]egistration))?$/u.test(listed.name) && listed.status === 'held')
    return 'I am Gas Safe registered.';
  // "Driver Licence: C Class (Open)", Australia's and New Zealand's way: "an open C class driver licence".
  const driverClass = listed.name.match(
    /^Driver['’]?s?\s+Licen([cs])e:?\s+(?:Class\s+)?([A-Z]{1,2}R?)(?:\s+Class)?(?:\s*\((Open|Full|Provisional|P[12])\))?$/u,
  );
  if (driverClass?.[1] && driverClass[2] && listed.status === 'held') {
    const kind = driverClass[3]
      ? `${driverClass[3].replace(/^(?!P\d)\p{Lu}/u, (letter) => letter.toLowerCase())} `
      : '';
    return `I hold ${withIndefiniteArticle(`${kind}${driverClass[2]} class driver licen${driverClass[1]}e`)}.`;
  }
  // "NESA accreditation at Proficient Teacher", "AHPRA accreditation": a body's accreditation of the person, at a level.
  const accreditation = listed.name.match(
    /^(\p{Lu}[\p{L}\d&' -]{1,40}?)\s+accreditation(?:\s+(?:at|as)\s+(?:an?\s+)?(\p{Lu}[\p{L} ]{2,40}?)(?:\s+level)?)?$/u,
  );
  if (accreditation?.[1] && listed.status === 'held')
    return `I hold ${accreditation[1]} accreditation${accreditation[2] ? ` at ${accreditation[2]} level` : ''}.`;
  // "Secret Clearance" in a list of skills, from a service that ended years ago: a clearance lapses when the cleared
  // post does, so one the resume does not call active is told as held at some time ("I hold ... a Secret Clearance"
  // overstated it, a hiring manager said), never as held now.
  if (isSecurityClearance(listed.name) && listed.status === 'held')
    return `I have held ${withIndefiniteArticle(listed.name)}.`;
  // "Injection Training (CPhA / OCP-accredited program) – authorized to administer injections": what the training
  // authorizes, said as the person's standing, with the training it came from.
  const authorized = listed.name.match(/^(.+?)\s+[–—-]\s+(authori[sz]ed\s+to\s+\p{Ll}.+)$/u);
  if (authorized?.[1] && authorized[2] && listed.status === 'held') {
    const year = listed.date?.match(/^(?:19|20)\d{2}$/u)?.[0];
    return `I am ${authorized[2]}, having completed ${lowerFirstForSentence(authorized[1].replace(/\bTraining\b/u, 'training'))}${year ? ` in ${year}` : ''}.`;
  }
  // "Society of Engineers – UAE membership": a member of the body, since the year the membership began.
  const membership = listed.name.match(
    /^(\p{Lu}.*?)\s+(?:(associate|chartered|full|graduate|affiliate|registered)\s+)?membership$/u,
  );
  if (membership?.[1] && listed.status === 'held') {
    const since = listed.date && /^(?:19|20)\d{2}$/u.test(listed.date) ? ` since ${listed.date}` : '';
    const member = membership[2] ? withIndefiniteArticle(`${membership[2]} member`) : 'a member';
    return `I ${since ? 'have been' : 'am'} ${member} of the ${membership[1].replace(/^the\s+/iu, '')}${since}.`;
  }
  // "Fellow Member of the Institute of Chartered Accountants of Sri Lanka (FCA)": a member by grade, said as one (the
  // date is when the first grade came, not this one).
  const memberOf = listed.name.match(
    /^((?:Fellow|Associate|Chartered|Full|Affiliate|Graduate)\s+)?Member\s+of\s+(?:the\s+)?(\p{Lu}.+)$/u,
  );
  if (memberOf?.[2] && listed.status === 'held')
    return `I am ${withIndefiniteArticle(`${memberOf[1] ?? ''}member`)} of the ${memberOf[2]}.`;
  // "ECSA – Candidate Engineer", "SACQSP – Professional Quantity Surveyor (PrQS)": a register by its letters, then the
  // category the person is on it as. Cut at its dash as an issuer, it read "I am ECSA certified" (review of set Q).
  // "PHECC Paramedic Registration", "HCPC Paramedic registration": the same, the category before the word.
  const registered =
    listed.name.match(/^([A-Z]{2,8})\s+[-–—]\s+(\p{Lu}[\p{L} ]+?(?:\s*\([^()]{2,12}\))?)$/u) ??
    listed.name.match(/^([A-Z]{2,8})\s+(\p{Lu}[\p{L} ]+?)\s+[Rr]egistration$/u) ??
    // ("AHPRA registered Dental Hygienist", "HCPC Registered Paramedic": the register, then the category on it.)
    listed.name.match(/^([A-Z]{2,8})\s+([Rr]egistered\s+\p{Lu}[\p{L} ]+?)$/u);
  // "Veterinary Council of Ireland – Registered Veterinary Nurse (since 2021)": a register by its body's whole name.
  // ("Social Work England – Registered Social Worker", "Ontario College of Pharmacists - Registered Pharmacist": a
  // register whose name holds no such word, known by the category "Registered" opens.)
  const body =
    listed.name.match(
      /^(\p{Lu}[\p{L} ]*?\b(?:Council|Board|Register|Registry|Authority|Commission|Society|Institute|Association)(?: (?:of|for) \p{Lu}[\p{L} ]*?)?)\s+[-–—]\s+(?:Registered\s+|Certified\s+)?(\p{Lu}[\p{L} ]+?)(?:\s+registration)?(?:\s*\((?:since|from|reg\.?)[^()]*\))?$/u,
    ) ??
    listed.name.match(
      // ("Social Work England – registered social worker": the category in small letters too.)
      /^(\p{Lu}\p{L}+(?: (?:of |and |for )?\p{Lu}\p{L}+){1,5})\s+[-–—]\s+[Rr]egistered\s+(\p{L}[\p{L} ]+?)(?:\s*\((?:since|from|reg\.?)[^()]*\))?$/u,
    );
  // "the Nursing and Midwifery Council", "the Ontario College of Pharmacists"; "Social Work England" takes none.
  const bodyName = (name: string) => {
    const bare = name.replace(/^The\s+/u, '');
    return /\b(?:Council|Board|Register|Registry|Authority|Commission|Society|Institute|Association|College)\b/u.test(
      bare,
    )
      ? `the ${bare}`
      : bare;
  };
  // "Registered Pharmacist - Pharmaceutical Society of Ireland (PSI)": the category first, then its register's body.
  const categoryFirst = listed.name.match(
    /^Registered\s+(\p{Lu}[\p{L} ]+?)\s+[-–—]\s+(?:the\s+)?(\p{Lu}[\p{L} ]*?\b(?:Council|Board|Register|Registry|Authority|Commission|Society|Institute|Association)\b[\p{L} ]*?(?:\s*\(\p{Lu}{2,8}\))?)$/u,
  );
  if (categoryFirst?.[1] && categoryFirst[2] && countTitleWords(categoryFirst[1]) > 0 && listed.status === 'held')
    return `I am registered with the ${categoryFirst[2]} as ${withIndefiniteArticle(categoryFirst[1].toLowerCase())}.`;
  if (body?.[1] && body[2] && countTitleWords(body[2]) > 0) {
    const since = listed.date && /^(?:19|20)\d{2}$/u.test(listed.date) ? ` since ${listed.date}` : '';
    // "Veterinary Nurse" is said as a post is ("a veterinary nurse"); its acronyms keep their capitals.
    const category = withIndefiniteArticle(body[2].replace(/(?<!\p{L})\p{Lu}\p{Ll}+/gu, (word) => word.toLowerCase()));
    switch (listed.status) {
      case 'held':
        return `I ${since ? 'have been' : 'am'} registered with ${bodyName(body[1])} as ${category}${since}.`;
      case 'pending':
        return `I have passed the exams for registration with ${bodyName(body[1])} as ${category} and the registration is now pending.`;
      case 'in_progress':
        return `I am currently working towards registration with ${bodyName(body[1])} as ${category}.`;
      case 'planned':
        return `I am planning to apply for registration with ${bodyName(body[1])} as ${category}.`;
      case 'expired':
        return undefined;
    }
  }
  // ("CTFL – ISTQB Certified Tester Foundation Level": a certification's letters and then its whole name, no register;
  // said as one, a held-out letter read "I am registered with CTFL as an ISTQB Certified Tester ...".)
  if (
    registered?.[1] &&
    registered[2] &&
    countTitleWords(registered[2]) > 0 &&
    // ("COE – Second Engineer endorsement": a seafarer's endorsement of a post, no register; "I am registered with COE
    // as a Second Engineer endorsement" had been said.)
    !/\b(?:Certified|Certificate|Certification|Foundation|Advanced|Level|Exam|[Ee]ndorsement|[Ll]icen[cs]e|[Cc]ard)\b/u.test(
      registered[2],
    )
  ) {
    const as = `registration with ${registered[1]} as ${withIndefiniteArticle(registered[2])}`;
    switch (listed.status) {
      case 'held': {
        // ("RCVS – Registered Veterinary Nurse", registered 2018: "I have been registered with the RCVS as a
        // veterinary nurse since 2018", never "registered ... as a Registered ...".)
        const category = registered[2].replace(/^[Rr]egistered\s+(?=\p{Lu})/u, '');
        if (category !== registered[2]) {
          const since = yearIn(listed.date);
          const spoken = withIndefiniteArticle(
            category.replace(/(?<!\p{L})\p{Lu}\p{Ll}+/gu, (word) => word.toLowerCase()),
          );
          // ("AHPRA", said as a word, takes no article; "the RCVS", "the HCPC", spelt out, do.)
          const register = /^(?:AHPRA|SACE|CORU|ECSA|NESA)$/u.test(registered[1])
            ? registered[1]
            : `the ${registered[1]}`;
          return since !== undefined && since <= new Date().getFullYear()
            ? `I have been registered with ${register} as ${spoken} since ${since}.`
            : `I am registered with ${register} as ${spoken}.`;
        }
        return `I am registered with ${registered[1]} as ${withIndefiniteArticle(registered[2])}.`;
      }
      case 'pending':
        return `I have passed the exams for ${as} and the registration is now pending.`;
      case 'in_progress':
        return `I am currently working towards ${as}.`;
      case 'planned':
        return `I am planning to apply for ${as}.`;
      case 'expired':
        return undefined;
    }
  }
  // "Level 3 Food Hygiene (2023)": the year in brackets is when, not part of the name.
  // "ACLS - American Heart Association", "Registered Nurse – State Board of Nursing": the body that issued it follows
  // the dash.
  const credential = {
    ...listed,
    // "Full UK driving licence" mid-sentence: "a full UK driving licence".
    // "Full Irish driving licence (B, C1)": "a full Irish driving licence (B, C1)", the country's name kept.
    name: listed.name
      .replace(
        // ("Valid Class 1 driving license": "a valid Class 1 driving license".)
        // ("Valid Code 8 licence", a South African licence by its code: "a valid Code 8 licence".)
        /^(Full|Clean|Current|Valid)(?=\s+(?:UK\s+|(?:Class|Category|Code)\s+[A-Z0-9+]{1,3}\s+|\p{Lu}\p{Ll}+\s+|[A-D]1?\+?E?\s+)?(?:clean\s+)?(?:driving\s+|driver(?:['’]s)?\s+)?licen[cs]e\b)/u,
        (word) => word.toLowerCase(),
      )
      // "Full Irish Driving Licence (B, C, CE) (clean)": "a full Irish driving licence (B, C, CE, clean)".
      .replace(
        /^(Full|Clean|Current)\s+(\p{Lu}\p{L}+\s+)(?:Driving|Driver['’]?s?)\s+Licen([cs])e\b/u,
        (_whole, kind: string, country: string, letter: string) =>
          `${kind.toLowerCase()} ${country}driving licen${letter}e`,
      )
      .replace(/\(([^()]+)\)\s*\((clean|full)\)$/iu, '($1, $2)')
      .replace(/^Driving(?=\s+licen[cs]e\b)/u, 'driving')
      .replace(/\s*\((?:19|20)\d{2}\)$/u, '')
      // "BLS (American Heart Association)": the body that issued it, in brackets.
      .replace(/(?<=\S)\s*\((?:the\s+)?\p{Lu}[\p{L}'’&]*(?:\s+(?:of|for|and|&|\p{Lu}[\p{L}'’&]*)){1,7}\)$/u, '')
      .replace(
        /(?<=\p{L}{2,}[^-–—]*)\s+[-–—]\s+(?:the\s+)?\p{Lu}[\p{L}'’&]*(?:\s+(?:of|for|and|&|\p{Lu}[\p{L}'’&]*)){1,7}$/u,
        '',
      )
      // "Microsoft Office Specialist: Excel Expert - Microsoft", "Advanced QuickBooks Online Certification - Intuit": a
      // profile's issuer, a maker named by one word, after a dash.
      .replace(
        /(?<=\p{L}{2,}[^-–—]*)\s+[-–—]\s+(?:Microsoft|Intuit|Google|Amazon|AWS|Cisco|Oracle|Salesforce|Adobe|HubSpot|CompTIA|Autodesk|SAP|IBM|Meta|Coursera|LinkedIn|Udemy|Tableau|Xero|Sage|PMI|Atlassian|Databricks|Snowflake|VMware|Shopify)$/u,
        '',
      )
      // "ICCPE Seasonal Influenza and COVID-19 Vaccination - ICCPE": LinkedIn's issuer, by its letters, after a dash.
      .replace(/(?<=\p{L}{3,}[^-–—]*)\s+[-–—]\s+\p{Lu}{2,8}$/u, '')
      // "COE – Second Engineer endorsement": its letters first, then what it is; said "a Second Engineer endorsement
      // (COE)".
      .replace(
        /^(\p{Lu}{2,6})\s+[–—-]\s+(.{3,60}\b(?:endorsement|licen[cs]e|certificate))$/iu,
        (_whole, letters: string, named: string) => `${named} (${letters})`,
      )
      // "NRP Neonatal Resuscitation Program": its letters before its name are said after it, in brackets.
      .replace(
        /^(\p{Lu}{2,6})\s+((?:\p{Lu}\p{Ll}+\s+){1,5}\p{Lu}\p{Ll}+)$/u,
        (whole, letters: string, named: string) =>
          named
            .split(/\s+/u)
            .map((word) => word.charAt(0))
            .join('') === letters
            ? `${named} (${letters})`
            : whole,
      ),
  };
  const named = /certific|licen[cs]|registration|card|belt|diploma|qualification|clearance|award/i.test(
    credential.name,
  );
  // A planned credential's date is when it is planned for: a year gone by ("planned", "2019") says nothing of that.
  const year = Number(credential.date?.match(/(?:19|20)\d{2}/)?.[0] ?? 0);
  const date = credential.date && year >= new Date().getFullYear() ? ` in ${credential.date}` : '';
  // "the AAT Level 3 Diploma in Accounting", "the Oncology Certification"; "NMC registration" and "CPA" stay bare.
  // ("a certification in HVAC technology", "an Information Systems Certificate": one of many of its kind, named by its
  // subject alone, where no issuer, level or acronym makes it the one.)
  const namedBySubject =
    /^(?:Certificate|Certification|Diploma)\s+in\s+(?!.*\bLevel\b)|^(?:\p{Lu}\p{Ll}+\s+){1,4}(?:Certificate|Diploma)$/u.test(
      credential.name,
    );
  const theKind =
    // ("Lean Six Sigma Green Belt (LSSGB)": a belt with its letters after it.)
    // ("CIPP Foundation Degree in Payroll Management": a degree a body awards, "the ... Degree".)
    /diploma|certificate|certification|award|card|belt(?:\s*\([^()]*\))?$|apprenticeship\b|qualification\b|programme\b|\bdegree\b/i.test(
      credential.name,
    );
  // "a Massachusetts Initial License", "an RN licence", "a Secret Clearance".
  // ("Radiation Use Licence (Qld) – dental radiography": what it is for, after a dash, too.)
  // ("Full UK driving licence with categories B, C1 and D1": its categories after it.)
  const licence =
    // ("Arizona Commercial Pesticide Applicator License - Category 3A (Ornamental & Turf)": its category after a dash.)
    /\b(?:licen[cs]e|clearance|permit)(?:\s*\([^()]*\))?(?:\s+[–—-]\s+\p{Ll}[\p{L} ]*|\s+(?:with|for)\s+(?:categor(?:y|ies)|class(?:es)?|endorsements?)\b[^()]*|\s+[–—-]\s+(?:Category|Class|Grade|Level)\s+[A-Z0-9]{1,4}\b(?:\s*\([^()]*\))?)?$/iu.test(
      credential.name,
    );
  const article = /^(?:the|an?)\s/i.test(credential.name)
    ? ''
    : namedBySubject || (!theKind && licence)
      ? `${withIndefiniteArticle(credential.name).split(' ')[0]} `
      : theKind
        ? 'the '
        : '';
  // "CPA Licensed", "ServSafe Certified": the resume wrote a state, not a thing one holds.
  const state = credential.name.match(/^(.{2,80}?)\s+(licensed|certified|registered)$/i);
  switch (credential.status) {
    case 'held': {
      // "NC Certified for K-6 Elementary and ESL Instruction K-12", "Board Certified in Family Medicine": what the person
      // is certified for, said as they are.
      const certifiedFor = credential.name.match(/^(.{2,40}?)\s+(certified|licensed)\s+(for|in)\s+(\S.*)$/iu);
      if (certifiedFor?.[1] && certifiedFor[2] && certifiedFor[3] && certifiedFor[4])
        return `I am ${certifiedFor[1]} ${certifiedFor[2].toLowerCase()} ${certifiedFor[3]} ${certifiedFor[4]}.`;
      // "National Occupational Therapy Certification Exam (NOTCE)": an exam is passed, never held.
      // ("AM2 Assessment" of 2016: an assessment the same, in its year: "I passed the AM2 assessment in 2016".)
      if (/\b(?:exam|examination)(?:\s*\([^()]*\))?$/iu.test(credential.name))
        return `I have passed the ${credential.name.replace(/^the\s+/iu, '')}.`;
      if (/^[A-Z][A-Z\d]{1,6}\s+Assessment$/u.test(credential.name)) {
        const year = credential.date?.match(/^(?:19|20)\d{2}$/u)?.[0];
        const named = credential.name.replace(/Assessment$/u, 'assessment');
        return year ? `I passed the ${named} in ${year}.` : `I have passed the ${named}.`;
      }
      // "CFA Level I passed": one exam of a charter's three, passed; never the charter ("I am CFA certified").
      if (/^(?:CFA|CAIA|FRM)\s+(?:Level|Part)\s+(?:III|II|I|[123])$/u.test(credential.name))
        return `I have passed ${credential.name}.`;
      // "Certified Angular Developer", "Oracle Certified Professional": a title the person holds.
      if (/\bcertified\b/i.test(credential.name) && certifiedPerson.test(credential.name.replace(/\s*\([^)]*\)$/u, '')))
        // "Certified scaffold and rigging inspector" printed in lower case is said in lower case: "a certified scaffold".
        return `I am ${withIndefiniteArticle(
          /^[Cc]ertified\s+\p{Ll}/u.test(credential.name)
            ? credential.name.replace(/^certified\b/i, 'certified')
            : credential.name.replace(/^certified\b/, 'Certified'),
        )}.`;
      // ("Dysrhythmia Interpretation and Therapeutic Modalities Certified": a field of five words or more is what the
      // person is certified in, "I am certified in ...".)
      if (state?.[1] && state[2])
        return countSpaceSeparatedParts(state[1]) >= 5 && !/^[A-Z]{2,}/u.test(state[1])
          ? `I am ${state[2].toLowerCase()} in ${state[1].replace(' & ', ' and ')}.`
          : `I am ${state[1].replace(' & ', ' and ')} ${state[2].toLowerCase()}.`;
      // "NVQ Level 3 Electrotechnical Installation", "City & Guilds 2391-52 Inspection and Testing": a vocational
      // qualification named by its awarding body or its level.
      // "NVQ Level 3 Plumbing and Domestic Heating" is said "an NVQ Level 3 in Plumbing and Domestic Heating".
      if (/^(?:NVQ|SVQ|BTEC|City\s*(?:&|and)\s*Guilds|HNC|HND)\b/u.test(credential.name)) {
        const qualification = credential.name.replace(
          // ("BTEC Level 3 Extended Diploma in Business": a name of its kind, which takes no "in" of its own.)
          /^((?:NVQ|SVQ|BTEC)\s+Level\s+\d)\s+(?!in\b)(?=\p{Lu})(?!(?:(?:Extended|Subsidiary|National|Foundation|Introductory)\s+)*(?:Diploma|Certificate|Award|Extended Certificate)\b)/u,
          '$1 in ',
        );
        return `I hold ${/^City/u.test(qualification) ? 'the ' : `${withIndefiniteArticle(qualification).split(' ')[0]} `}${qualification}.`;
      }
      // "18th Edition BS7671 (C&G 2382-22)", "IPAF 3a/3b": a trade's qualification named by its standard, edition or
      // scheme.
      if (
        /\b(?:C&G|BS\s?7671|\d+(?:st|nd|rd|th) Edition|IPAF|PASMA|SMSTS|SSSTS|CPCS|NPORS)\b/u.test(credential.name) &&
        !named
      )
        return `I hold the ${credential.name} qualification.`;
      // "Cert III Commercial Cookery (SIT30816)": an Australian qualification by its level, said in full ("a
      // Certificate III in Commercial Cookery"), without its course code.
      if (australianQualification(credential.name)) return `I hold ${australianQualification(credential.name)}.`;
      // A driver's qualifications, named as drivers name them: "the Driver CPC", "an ADR licence for packages and
      // tanks" (the classes excluded stay on the resume).
      if (/^Driver\s+CPC\b/u.test(credential.name)) return 'I hold the Driver CPC.';
      // "CDL-A Training" of 2019: a course completed, never a thing held ("I hold a CDL-A Training").
      if (/\btraining$/iu.test(credential.name)) {
        const year = credential.date?.match(/(?:19|20)\d{2}/u)?.[0];
        // ("Mandatory child protection training": a name in small letters after its first word is said in them.)
        const named = /^\p{Lu}\p{Ll}+(?:\s+\p{Ll}[\p{Ll}-]*)+$/u.test(credential.name)
          ? lowerFirstForSentence(credential.name)
          : credential.name.replace(/\bTraining$/u, 'training');
        return `I completed ${named}${year ? ` in ${year}` : ''}.`;
      }
      // "Basic Flight Attendant Course (2 weeks)" of 2025: a course completed, the same.
      if (/\bCourse(?:\s*\([^()]*\))?$/u.test(credential.name)) {
        const year = credential.date?.match(/(?:19|20)\d{2}/u)?.[0];
        return `I completed the ${credential.name}${year ? ` in ${year}` : ''}.`;
      }
      // "CDL Class A": a driver's licence of a class, "a CDL Class A".
      if (/^CDL\b/u.test(credential.name)) return `I hold a ${credential.name}.`;
      // "Class A CDL (Arizona)": the same, its class first and the state that issued it after.
      if (/^Class\s+[A-D]\s+CDL\b/u.test(credential.name)) return `I hold a ${credential.name}.`;
      // "X endorsement (Hazmat + Tanker)", "Hazmat endorsement": an endorsement on a driver's licence.
      // ("Local Anaesthesia endorsement – infiltration and inferior alveolar nerve block": one on a registration, with
      // what it covers after a dash.)
      if (/\bendorsements?(?:\s*\([^()]*\))?(?:\s+[–—-]\s+\p{Ll}[\p{L} ,]*)?$/iu.test(credential.name))
        return `I hold ${/^[A-Z]\s/u.test(credential.name) ? 'the' : withIndefiniteArticle(credential.name).split(' ')[0]} ${credential.name}.`;
      // "Category C+E (Class 1)", held since 2012: a driving licence's category, "a Category C+E (Class 1) licence".
      // ("Cat C+E (Class 1), 0 points", "C+E (Class 1)": the same as drivers list them; "I hold the Cat C+E (Class 1)"
      // had left the ad's first need unsaid.)
      if (
        (/^Category\s+[A-Z0-9][A-Z0-9+]{0,3}\b/u.test(credential.name) || drivingCategory.test(credential.name)) &&
        !/licen[cs]e/iu.test(credential.name)
      ) {
        const year = credential.date?.match(/^(?:19|20)\d{2}$/u)?.[0];
        return year
          ? `I have held a ${credential.name} licence since ${year}.`
          : `I hold a ${credential.name} licence.`;
      }
      if (/^ADR\b/u.test(credential.name)) {
        const kinds = [/\bpackages\b/i, /\btanks?\b/i].filter((kind) => kind.test(credential.name)).length;
        return `I hold an ADR licence${kinds === 2 ? ' for packages and tanks' : /\btanks?\b/i.test(credential.name) ? ' for tanks' : kinds === 1 ? ' for packages' : ''}.`;
      }
      // "Counterbalance Lift Truck (B1)", "Reach Truck (D1)": a lift truck's category, held as a licence ("I hold a
      // Counterbalance Lift Truck (B1) licence"), where nothing had been said of it.
      if (
        /\b(?:lift truck|reach truck|counterbalance|forklift|telehandler|order picker|pallet truck)\b/iu.test(
          credential.name,
        ) &&
        !/\b(?:licen[cs]e|certificat\w*|card|ticket)\b/iu.test(credential.name)
      )
        return `I hold ${withIndefiniteArticle(credential.name).split(' ')[0]} ${credential.name} licence.`;
      // "Digital tachograph card", "Forklift licence": a card named in plain words is one of many, said in lower case.
      // "Learner's licence Code B": its code after it.
      if (
        /^\p{Lu}[\p{Ll}'’]+(?:\s+\p{Ll}+)*\s+(?:card|licen[cs]e|ticket|permit)(?:\s+(?:Code|Class|Category)\s+[A-Z0-9+]{1,3})?$/u.test(
          credential.name,
        )
      )
        return `I hold ${withIndefiniteArticle(lowerFirstForSentence(credential.name))}.`;
      // "Level 3 Food Hygiene", "First Aid at Work": a course's certificate.
      // ("Manual Handling Certificate" names its certificate already: never "Certificate certificate".)
      // ("Food Hygiene Level 3 (renewal due 2027)": the note after the certificate's name, "a Food Hygiene Level 3
      // certificate (renewal due 2027)".)
      // "Basic Life Support (BLS)", "Neonatal Resuscitation Program (NRP)": a life-support course, held as a
      // certification.
      if (/\b(?:life support|resuscitation)\b/iu.test(credential.name) && !/\bcertific/iu.test(credential.name))
        return `I hold ${credential.name} certification.`;
      // "Working With Children Check", "National Police Clearance", "NDIS Worker Screening Check": a check the person has
      // passed and holds while it is in date, as ads ask for it ("Current Working With Children Check"); nothing had
      // been said of it.
      if (/^\p{Lu}[\p{L}'’ -]{2,60}\s(?:Check|Clearance|Screening)(?:\s*\([^()]*\))?$/u.test(credential.name))
        return `I hold a current ${credential.name}.`;
      // ("Designated Safeguarding Lead training (Level 3)": a training, completed, never "a ... training certificate".)
      const trainingName = /\btraining(?:\s*\([^()]*\))?$/iu.test(credential.name);
      // ("Working at Heights", "CPR + LVR (low voltage rescue)", "COSHH Awareness": a site's safety tickets, the same.)
      if (
        !trainingName &&
        /\b(?:hygiene|first aid|manual handling|safeguarding|fire safety|working at heights?|confined spaces?|low voltage rescue|LVR|CPR|COSHH|asbestos awareness|abrasive wheels)\b/i.test(
          credential.name,
        )
      ) {
        const [, bare = credential.name, note = ''] = credential.name.match(/^(.*?)(\s*\([^()]*\))?$/u) ?? [];
        // ("CPR & First Aid Certification" the same: never "Certification certificate".)
        return `I hold ${withIndefiniteArticle(/\b(?:certificate|certification|certified|card)$/iu.test(bare) ? bare : `${bare} certificate`)}${note}.`;
      }
      // "Registered Pharmacy Technician", "Registered Dietitian": a registered profession is a title the person holds.
      // "Licensed Social Worker (LSW)", "Chartered Accountant": the same, licensed or chartered.
      // "Chartered Accountant (South Africa) – CA(SA)": the title with its place in brackets and its letters after a
      // dash, said "a Chartered Accountant (South Africa), CA(SA)".
      if (
        /^(?:registered|licensed|chartered)\s+\p{L}/iu.test(credential.name) &&
        !/\b(?:licen[cs]e|certificat\w*|registration|card)\b/iu.test(credential.name) &&
        credential.name
          .replace(/\s*\([^()]*\)/gu, '')
          .replace(/\s+[–—-]\s+[A-Z][A-Za-z()&]{1,12}$/u, '')
          .split(/\s+/).length <= 6
      )
        return `I am ${withIndefiniteArticle(
          credential.name
            .replace(/\s+[–—-]\s+(?=[A-Z][A-Za-z()&]{1,12}$)/u, ', ')
            // "Licensed Armed guard": a post the resume writes in lower case is said so whole ("a licensed armed
            // guard"); "Registered Nurse" keeps its capitals.
            .replace(/^.*\s\p{Ll}+$/u, (whole) =>
              whole.replace(/(?<![\p{L}])\p{Lu}(?=\p{Ll}+(?![\p{L}]))/gu, (letter) => letter.toLowerCase()),
            ),
        )}.`;
      // "Solicitor of the Senior Courts of England and Wales": a profession the person was admitted to, which they are.
      if (/^(?:Solicitor|Barrister|Attorney|Advocate|Notary(?: Public)?|Patent Attorney)\b/u.test(credential.name))
        return `I am ${withIndefiniteArticle(credential.name)}.`;
      // "QTS", "Qualified Teacher Status": a teacher's status, held ("I hold QTS"), never "I am QTS certified" or "I am
      // a qualified Teacher Status".
      if (/^(?:QTS|EYTS|QTLS|Qualified Teacher Status(?: \(QTS\))?|Early Years Teacher Status)$/u.test(credential.name))
        return `I hold ${credential.name}.`;
      // "Fully certificated teacher", "Fully qualified electrician": what the person is, in lower case as written.
      if (/^(?:fully\s+)?(?:certificated|qualified)\s+\p{Ll}+(?:\s+\p{Ll}+)?$/iu.test(credential.name))
        return `I am ${withIndefiniteArticle(lowerFirstForSentence(credential.name))}.`;
      if (named)
        return pick(
          [`I hold ${article}${credential.name}.`, `I also hold ${article}${credential.name}.`],
          setting,
          salt,
        );
      // "Engineer-in-Training (EIT)": a registration as an engineer not yet licensed, never a training completed ("I have
      // completed the Engineer-in-Training (EIT)" in a held-out letter).
      if (/\b(?:Engineer|Geoscientist|Surveyor|Technologist|Architect)[- ]in[- ]Training\b/u.test(credential.name))
        return `I am registered as ${withIndefiniteArticle(credential.name)}.`;
      // "ICCPE Seasonal Influenza and COVID-19 Vaccination", "Emergency Medications Training": a training completed.
      // ("Designated Safeguarding Lead training (Level 3)": its level in brackets after it.)
      if (/\b(?:vaccination|immuni[sz]ation|training)(?:\s*\([^()]*\))?$/iu.test(credential.name))
        return `I have completed the ${credential.name}${/training(?:\s*\([^()]*\))?$/iu.test(credential.name) ? '' : ' training'}.`;
      // "Google Analytics & AdWords" (printed "... Certified"): two products' certifications, said as one state.
      if (
        /^\p{Lu}[\p{L}]*(?: \p{Lu}[\p{L}]*)?(?: (?:&|and) \p{Lu}[\p{L}]*(?: \p{Lu}[\p{L}]*)?)$/u.test(credential.name)
      )
        return `I am ${credential.name.replace(' & ', ' and ')} certified.`;
      // "TEFL CERT", "Microsoft Office Cert.": the resume's short word for a certificate, said in full, never "the TEFL
      // CERT certification".
      const shortened = credential.name.match(/^(.+?)\s+(?:CERT|Cert)\.?$/u)?.[1];
      if (shortened) return `I hold the ${shortened} certificate.`;
      // "GDC", "NMC", "HCPC": a register the person is on, never a certification ("I am GDC registered").
      if (registerAlone.test(credential.name)) return `I am ${credential.name} registered.`;
      // "I am ACA qualified", "I am ACCA qualified": an accountancy body's membership is said as accountants say it.
      if (/^(?:ACA|FCA|ACCA|FCCA|CIMA|ACMA|FCMA|CGMA|CPFA|CIPFA)$/u.test(credential.name))
        return `I am ${credential.name} qualified.`;
      // "I am CPA certified", "I am TESOL certified": short names only.
      if (/^[A-Z][A-Za-z0-9+]{1,7}$/.test(credential.name) && !/certified|licensed/i.test(credential.name))
        return `I am ${credential.name} certified.`;
      // "OSHA 10", "CompTIA A+", "OSHA 10-Hour General Industry": a body's acronym and a level or a course, said as
      // the certification it is.
      // "ISTQB Certified Tester Foundation Level (CTFL)": a certification named by its level.
      if (
        /\bcertified\b/i.test(credential.name) &&
        /\b(?:level|foundation|associate|practitioner)\b/i.test(credential.name)
      )
        return `I hold the ${credential.name} certification.`;
      // "Payroll Compliance Practitioner (PCP)": a designation, said as one; "Bloomberg Market Concepts (BMC)": a
      // certification known by its letters.
      if (/\b(?:practitioner|designation)\b/iu.test(credential.name))
        return `I hold the ${credential.name.replace(/\s+designation$/iu, '')} designation.`;
      // ("Unvented Hot Water Systems (G3)": letters and a figure, a trade's scheme.)
      if (/^\p{Lu}\p{L}+(?:[\s&'-]+\p{L}+){1,8}\s\(\p{Lu}(?:\p{Lu}{1,5}|\d|\p{Lu}\d)\)$/u.test(credential.name))
        return `I hold the ${credential.name} certification.`;
      // "Water Regulations (WRAS approved course)": a course passed, named with who approved it ("I completed the WRAS
      // approved Water Regulations course in 2024"); with no sentence of its own, an apprentice's letter left it out
      // where the ad called it a bonus.
      const approvedCourse = credential.name.match(/^(\p{Lu}[\p{L} &'-]{2,60}?)\s*\(([^()]{2,40}?)\s+course\)$/u);
      if (approvedCourse?.[1] && approvedCourse[2]) {
        const year = credential.date?.match(/(?:19|20)\d{2}/u)?.[0];
        return `I completed the ${approvedCourse[2]} ${approvedCourse[1]} course${year ? ` in ${year}` : ''}.`;
      }
      // "ASE Certified A6 Electrical/Electronic Systems", "Microsoft Certified Azure Fundamentals": a body's
      // certification in an area (its holder, "... Certified Developer", is said above), "the ASE A6 ...
      // certification".
      const bodyCertifiedIn = credential.name.match(
        /^(\p{Lu}[\p{L}\d&]{1,14})\s+Certified:?\s+(\p{Lu}[\p{L}\d]*(?:[\s/&-]+[\p{L}\d]+){0,7})$/u,
      );
      if (bodyCertifiedIn?.[1] && bodyCertifiedIn[2])
        return `I hold the ${bodyCertifiedIn[1]} ${bodyCertifiedIn[2].replace(/\s+certification$/iu, '')} certification.`;
      // "CCRN (Adult)", "CEN (Emergency)": a certification by its letters, with its specialty in brackets.
      if (/^[A-Z]{2,8}\s*\([^()]{2,30}\)$/u.test(credential.name))
        return `I hold the ${credential.name} certification.`;
      // "Microsoft Office Specialist: Excel Expert", "Salesforce Administrator", "QuickBooks ProAdvisor": a maker's
      // certification by its program and its grade, said as the certification it is (a held-out letter left one the ad
      // asked for untold, for want of a sentence).
      if (
        /^\p{Lu}[\p{L}\d]*(?:\s+\p{Lu}[\p{L}\d]*){0,3}:\s+\p{Lu}[\p{L}\d+]*(?:\s+\p{Lu}[\p{L}\d+]*){0,4}$/u.test(
          credential.name,
        ) ||
        /^\p{Lu}[\p{L}\d]*(?:\s+\p{Lu}[\p{L}\d+]*){0,4}\s+(?:Expert|Specialist|Administrator|Architect|ProAdvisor)$/u.test(
          credential.name,
        )
      )
        return `I hold the ${credential.name} certification.`;
      // ("CompTIA Security+": a maker's name and its certification's.)
      return /^[A-Z][A-Za-z]*[A-Z][A-Za-z]*(?:\s+[A-Za-z0-9+]{1,12}){1,2}$/.test(credential.name) ||
        // "PRINCE2 Foundation", "ITIL 4 Foundation": an acronym with its digit and a level.
        /^[A-Z]{2,}[a-z0-9]*(?:[\s-]+[A-Za-z0-9+]{1,12}){1,4}$/.test(credential.name)
        ? `I hold the ${credential.name} certification.`
        : undefined;
    }
    case 'pending':
      // "CISSP — exam passed 2026.10; ISC2 endorsement pending": its exams passed, its award awaited; neither held nor
      // merely worked towards (docs/decisions/0063-credentials-pending-award.md).
      // (No comma or semicolon before "pending": a reader, and the checker, take the clause that names it as its status.)
      return `I have passed the exams for ${article}${credential.name} and its award is now pending.`;
    case 'in_progress':
      // "NMC OSCE Preparation Course (online, 8 weeks)": a course is being taken, never "worked towards".
      if (/\bcourse(?:\s*\([^()]*\))?$/iu.test(credential.name))
        return `I am currently taking the ${credential.name}${isStillToCome(credential.date) ? `, due to finish in ${credential.date}` : ''}.`;
      // "CFA Program Level I (Feb 2027 window)", "Red Seal exam scheduled Jan 2027": a date still to come says when, which
      // an ad asking for the licence's status wants to know; a date gone by (an application sent) says nothing of it.
      // ("NCCCO Digger Derrick Operator", "Certified Kubernetes Security Specialist (CKS)": a certification named by the
      // person it makes, worked towards as "the ... certification".)
      if (
        article === '' &&
        /\b(?:Operator|Specialist|Administrator|Developer|Engineer|Architect|Technician|Practitioner|Analyst|Professional|Associate)(?:\s*\([A-Z0-9-]{2,10}\))?$/u.test(
          credential.name,
        )
      )
        return `I am currently working towards the ${credential.name} certification${isStillToCome(credential.date) ? `, due in ${credential.date}` : ''}.`;
      return `I am currently working towards ${article}${credential.name}${isStillToCome(credential.date) ? `, due in ${credential.date}` : ''}.`;
    case 'planned': {
      // "Top-up training for the SIA Door Supervisor licence" (planned 12 Dec 2026): the step booked to renew a lapsed
      // credential says the credential has lapsed, and when the step is.
      const renewal = readRenewalStep(credential.name);
      if (renewal)
        return `My ${renewal.credential} has lapsed, and the ${renewal.step} to renew it is planned${date === '' ? '' : ` for ${date.replace(/^ in /u, '')}`}.`;
      // "PE exam – planning to sit 2027": an exam is sat ("PE exam is planned for 2027" read as a form's line).
      if (/\b(?:exam|examination)$/iu.test(credential.name))
        return `I plan to sit the ${credential.name.replace(/^the\s+/iu, '')}${date}.`;
      // "Reach truck course" booked: a course is taken, never "worked towards".
      if (/\b(?:course|training)$/iu.test(credential.name))
        return `I plan to take the ${/^\p{Lu}\p{Ll}/u.test(credential.name) ? lowerFirstForSentence(credential.name) : credential.name}${date}.`;
      // "planning to submit my application ... in 2026", "SMSTS booked for June": a plan, which may be to start as much
      // as to finish; the letter says it is planned, never that it will be completed by a date (review of set O).
      return date === ''
        ? `I am planning to work towards ${article}${credential.name}.`
        : `${capitalizeFirst(`${article}${credential.name}`)} is planned for ${date.replace(/^ in /u, '')}.`;
    }
    case 'expired':
      return undefined;
  }
}

/** Whether one post's name holds the other's ("Registered Nurse" and "Staff Registered Nurse"), in any case. */
function sharesPost(role: string, title: string): boolean {
  const [shorter = '', longer = ''] = [role.toLowerCase(), title.toLowerCase()].sort((a, b) => a.length - b.length);
  return shorter !== '' && containsWholeWord(longer, shorter);
}

/** Whether the paragraph has said "also" already: one a paragraph, after which a role's further lines follow plainly. */
function saidAlso(state: WritingState): boolean {
  return state.paragraph.some((written) => /\balso\b/.test(written));
}

/**
 * "I am registered with Social Work England as a social worker." after "I hold Social Work England registration": a
 * resume that lists its register twice, in two forms, has it told once.
 */
function registerToldAlready(sentence: string, written: readonly string[]): boolean {
  const register =
    sentence.match(/\bregistered with (?:the )?(\p{Lu}[^,.]*?) as\b/u)?.[1] ??
    sentence.match(/^I (?:also )?hold (?:the )?(\p{Lu}[^,.]*?) registration\b/u)?.[1];
  return (
    register !== undefined &&
    written.some((said) => said.includes(register) && /\bregist(?:ered|ration)\b/iu.test(said))
  );
}

/** "I also hold ..." after another "I also hold ...": said another way, so that no two sentences open alike. */
function avoidRepeatedOpening(said: string | undefined, state: WritingState): string | undefined {
  if (!said) return said;
  const opening = (text: string) => leadingWords(text, 3).toLowerCase();
  const used = new Set(state.written.map(opening));
  // "Before that, in my role as an HR Assistant there, ... Before that, I worked as ...": the lead that orders the posts
  // is said once, whatever follows it.
  // ("Earlier, " too where a sentence opened with it: then "I have also worked as ...".)
  const ledBy = (lead: string) => state.written.some((written) => written.startsWith(lead));
  if (said.startsWith('Before that, ') && ledBy('Before that, '))
    return ledBy('Earlier, ')
      ? said.replace(/^Before that, I worked /u, 'I have also worked ')
      : said.replace(/^Before that, /u, 'Earlier, ');
  if (!used.has(opening(said))) return said;
  const alternatives = [
    said.replace(/^I also hold /, 'I hold '),
    said.replace(/^I hold /, 'I also hold '),
    said.replace(/^I (?:also )?hold /, 'In addition, I hold '),
    said.replace(/^I have also worked as /, 'I have worked as ').replace(/\.$/, ' as well.'),
  ];
  return alternatives.find((alternative) => !used.has(opening(alternative))) ?? said;
}

/** "I trained ..." → "I also trained ...", "I have led ..." → "I have also led ..."; a clause with its own "also" stays. */
export function withAlso(clause: string): string {
  // ("I additionally liaise with ...": the line says it already.)
  if (/^I (?:\S+ )?(?:also|additionally)\b/i.test(clause) || /,\s+but also\b/u.test(clause)) return clause;
  // ("I even generate leads by cold calling": "even" adds the clause as "also" would, and the two never stand together.)
  if (/^I (?:\S+ )?even\b/iu.test(clause)) return clause;
  // "I have full P&L ownership": "have" as the verb itself takes "also" before it; as a helper ("I have led"), after.
  // "I have properly labeled ...", "I have run DFMEAs": an adverb may stand between, and a participle may look like a base.
  const afterHave = (clause.match(/^I have (?:\p{L}+ly\s+)?(\S+)/u)?.[1] ?? '').replace(/[^\p{L}-]+$/u, '');
  const verb = readVerb(afterHave);
  const participle =
    verb !== undefined && (verb.form === 'past' || verb.form === 'participle' || verb.forms.participle === afterHave);
  if (/^I have /u.test(clause) && !participle && afterHave !== 'been') return `I also ${clause.slice(2)}`;
  return /^I (?:have|am|was) /.test(clause) ? clause.replace(/^I (\S+) /, 'I $1 also ') : `I also ${clause.slice(2)}`;
}

/** Whether a clause says the post it is a line of, in the person's voice ("..., I worked as a private tutor in ..."). */
function namesOwnPost(clause: string, role: RoleReference): boolean {
  const title = role.title.trim().toLowerCase();
  if (title === '') return false;
  const at = clause.toLowerCase().search(/\bi (?:have )?(?:worked|work|served|serve) as (?:an? |the )?/u);
  return (
    at >= 0 &&
    clause
      .toLowerCase()
      .slice(at)
      .replace(/^i (?:have )?\p{L}+ as (?:an? |the )?/u, '')
      .startsWith(title)
  );
}

function sentence(text: string): string {
  // The marks at its end go ("...;", "... ,"); the composer writes every sentence several times a letter.
  const trimmed = withoutTrailing(text.replace(/\s+/g, ' ').trim(), '.;:, ')
    // "... Bakery (my first real full service restaurant experience.)": the full stop closes the sentence, after its
    // bracket, never inside it as well.
    .replace(/(?<=\p{L}{2})[.;,](?=[)”"]$)/u, '');
  return `${trimmed.charAt(0).toUpperCase()}${trimmed.slice(1)}.`;
}

/**
 * The ad's question, said again before the evidence that answers it (`answer`, written as a sentence would start).
 * "How would you approach ..." asks for a plan, which no resume holds: the letter says what it would build on and
 * tells what the person did, never a plan made up ("You asked how I would approach ... I would build on my own
 * experience: at X, I built ..."). "How I help ..." is asked as "how", never "to hear about how". A question of another
 * kind has two phrasings, so that a batch of letters does not share one frame
 * (docs/decisions/0046-answering-the-ads-question.md).
 */
function answerToAsk(about: string, answer: string, setting: LetterSetting, salt: number): string {
  if (/^(?:how|what)\s+I\s+(?:would|['’]d|could|might)\s/u.test(about))
    return sentence(`You asked ${about}. I would build on my own experience: ${lowerFirstForSentence(answer)}`);
  if (/^how\s/u.test(about)) return sentence(`You asked ${about}: ${lowerFirstForSentence(answer)}`);
  return pick(
    [
      sentence(`You asked to hear about ${about}: ${lowerFirstForSentence(answer)}`),
      `You asked about ${about}. ${sentence(answer)}`,
    ],
    setting,
    salt,
  );
}

/** "I have also increased X." → { auxiliary: "have ", also: true, rest: "increased X" }; undefined for other shapes. */
function plainClause(sentence: string): { auxiliary: string; also: boolean; rest: string; tense: string } | undefined {
  const match = sentence.match(/^I (have |am |was )?(also )?([a-z][^:;]*)\.$/);
  if (!match?.[3] || /^(?:also|currently)\b/.test(match[3])) return undefined;
  // "I act as preceptor ..." and "I acted as Epic super-user ...": without an auxiliary, the verb's own tense sets the
  // clauses apart, and only clauses of one tense are joined.
  const verbTense =
    match[1] === undefined
      ? readVerb(match[3].match(/^(?:\p{Ll}+ly\s+)?(\p{Ll}+)/u)?.[1] ?? '')?.form === 'past'
        ? 'past '
        : 'now '
      : '';
  return { auxiliary: match[1] ?? '', also: match[2] !== undefined, rest: match[3], tense: verbTense };
}

/** A sentence that names a role's work by its nouns: the part up to "includes", then the duty. */
const workIncludes = /^(.*?\b[Mm]y work(?: as [^,]+?)?(?: also)? (?:includes|included)) (.+)\.$/;

/** Duties in one list: set apart by semicolons when one has commas of its own, by a comma before "and" when one has "and". */
function listOfDuties(duties: string[]): string {
  // "quarterly HST returns, WSIB remittances": a duty that is itself a list of short nouns gives its items to the list,
  // so that "reconciliations for 7 accounts; and quarterly HST returns, WSIB remittances" reads as one list.
  // A part that opens on "including" or "such as" belongs to the noun before it.
  const flattened = duties.flatMap((duty) => {
    const parts = duty.split(/,\s+(?![^()]*\))/u);
    return parts.length > 1 &&
      parts.every(
        (part) =>
          part.split(/\s+/).length <= 5 &&
          !/\band\b/u.test(part) &&
          !/^(?:including|incl\.?|such as|especially|mainly|mostly|e\.g\.|with|for|from|to|at|in|on)\b/iu.test(part),
      )
      ? parts
      : [duty];
  });
  // Worth it only when no item is left with commas of its own, which would set the whole list apart by semicolons.
  const items = flattened.some((item) => item.includes(',')) ? duties : flattened;
  const last = items[items.length - 1] ?? '';
  // ("retouching in Photoshop, colour correction and printing; and lighting and set-up for ..." read as a pasted list
  // to set Z's reader: two duties, one a list of its own, are joined as one sentence joins them.)
  if (items.length === 2 && items.some((item) => item.includes(','))) return `${items[0] ?? ''}, as well as ${last}`;
  if (items.some((item) => item.includes(','))) return `${items.slice(0, -1).join('; ')}; and ${last}`;
  if (items.length > 2 || items.some((item) => /\band\b/.test(item)))
    return `${items.slice(0, -1).join(', ')}, and ${last}`;
  return joinList(items, 'and');
}

/**
 * Two or three short sentences in a row that open alike ("I have increased ... I have developed ...") become one:
 * "I have increased ..., developed ... and planned ...". Only plain sentences without commas, with the same
 * auxiliary, and never past thirty-four words together.
 */
function combineSentences(written: WrittenSentence[]): string[] {
  return combineSentencesOfPlans(withCertificationsJoined(written));
}

/**
 * "I am Critical Care Nursing certified. I am IV Therapy certified.": certifications said one after another are said
 * once, "I am Critical Care Nursing and IV Therapy certified."
 */
function withCertificationsJoined(sentences: WrittenSentence[]): WrittenSentence[] {
  const joined: WrittenSentence[] = [];
  const certified = /^I am (also )?(\p{Lu}[^.]*?) certified\.$/u;
  // The certifications the last sentence kept says, and its "also".
  let run: { names: string[]; also: string } | undefined;
  for (const sentence of sentences) {
    const current = sentence.text.match(certified);
    const previous = joined[joined.length - 1];
    if (run && previous && current?.[2]) {
      // "I am BLS certified. I am also PALS certified.": the "also" of either stays.
      run.names.push(current[2]);
      run.also ||= current[1] ?? '';
      joined[joined.length - 1] = { ...previous, text: `I am ${run.also}${joinList(run.names, 'and')} certified.` };
      continue;
    }
    // After "… and I am ACLS certified", further certifications said together are "also" held.
    const heldBefore = joined.some((earlier) => /\b(?:certified|I (?:also )?hold)\b/u.test(earlier.text));
    run = current?.[2] ? { names: [current[2]], also: current[1] ?? (heldBefore ? 'also ' : '') } : undefined;
    joined.push(sentence);
  }
  return joined;
}

/** The field of "I am IV Therapy certified." or "I am certified in Dysrhythmia Interpretation.", one of several words. */
function certifiedField(text: string | undefined): string | undefined {
  const named = text?.match(/^I am (?:also )?((?:\p{Lu}[\p{L}+-]*\s+){1,5})certified\.$/u)?.[1]?.trim();
  if (named !== undefined && /\s/u.test(named)) return named;
  return text?.match(/^I am (?:also )?certified in (.+)\.$/u)?.[1];
}

function combineSentencesOfPlans(sentences: WrittenSentence[]): string[] {
  const combined: string[] = [];
  const nounDuties = new Map<number, { index: number; head: string; items: string[]; words: number }>();
  const wordsIn = (text: string) => text.split(/\s+/).length;
  let group:
    { auxiliary: string; tense: string; also: boolean; rests: string[]; words: number; role: number } | undefined;
  // The fields of the certifications the last sentence joined, to join a further one to.
  let certifiedFields: { index: number; fields: string[] } | undefined;
  const flush = () => {
    if (!group) return;
    // A piece with its own "and" ("planned and managed budgets") is set off by a comma before the last "and".
    const ownAnd = group.rests.some((rest) => /\band\b/.test(rest));
    const list =
      ownAnd && group.rests.length > 1
        ? `${group.rests.slice(0, -1).join(', ')}, and ${group.rests[group.rests.length - 1]}`
        : joinList(group.rests, 'and');
    combined.push(`I ${group.auxiliary}${group.also ? 'also ' : ''}${list}.`);
    group = undefined;
  };
  for (const { text: sentence, plan } of sentences) {
    // "I am ACLS certified. I am BLS certified." → "I am ACLS certified. I am also BLS and PALS certified."
    const certified = sentence.match(/^I am (?:also )?([A-Z][A-Za-z0-9+]{1,7}) certified\.$/);
    const previous = combined[combined.length - 1];
    const previousCertified = previous?.match(/^I am (also )?((?:[A-Z][A-Za-z0-9+]{1,7}(?:, | and )?)+) certified\.$/);
    if (!group && certified?.[1] && previousCertified?.[2] && plan.kind === 'credential') {
      const names = [...previousCertified[2].split(/, | and /), certified[1]];
      const alsoSaid =
        previousCertified[1] ?? (combined.slice(0, -1).some((written) => /\bcertified\b/.test(written)) ? 'also ' : '');
      combined[combined.length - 1] = `I am ${alsoSaid}${joinList(names, 'and')} certified.`;
      continue;
    }
    // "I am Critical Care Nursing certified. I am certified in Dysrhythmia Interpretation. I am IV Therapy certified."
    // → "I am certified in Critical Care Nursing, Dysrhythmia Interpretation, and IV Therapy.": certifications named by
    // their fields in a row are one sentence.
    const fieldNow = plan.kind === 'credential' ? certifiedField(sentence) : undefined;
    const fieldBefore = certifiedField(previous);
    const fieldsBefore =
      certifiedFields?.index === combined.length - 1
        ? certifiedFields.fields
        : fieldBefore !== undefined
          ? [fieldBefore]
          : undefined;
    if (!group && fieldNow !== undefined && fieldsBefore !== undefined) {
      const fields = [...fieldsBefore, fieldNow];
      // (A field with an "and" of its own sets the list off with commas before its last "and".)
      const list =
        fields.some((field) => /\band\b/u.test(field)) && fields.length > 2
          ? `${fields.slice(0, -1).join(', ')}, and ${fields[fields.length - 1]}`
          : joinList(fields, 'and');
      combined[combined.length - 1] = `I am certified in ${list}.`;
      certifiedFields = { index: combined.length - 1, fields };
      continue;
    }
    // "I hold a PhD in Computer Science from Caltech. I also hold a Master of Science ...": two qualifications in a
    // row are one sentence, as a person lists them ("I hold a PhD ... and a Master of Science ..."), unless either
    // has an "and" of its own or the two together run long.
    const held = sentence.match(/^I (?:also )?hold (.+)\.$/);
    const previousHeld = previous?.match(/^I (also )?hold (.+)\.$/);
    const qualification = plan.kind === 'credential' || plan.kind === 'education';
    const previousQualification = sentences.find((written) => written.text === previous)?.plan;
    if (
      !group &&
      qualification &&
      held?.[1] &&
      previousHeld?.[2] &&
      (previousQualification?.kind === 'credential' || previousQualification?.kind === 'education') &&
      !/\band\b/.test(held[1]) &&
      !/\band\b/.test(previousHeld[2]) &&
      // "..., as your advert asks": said of one credential, which a second joined to it would share.
      ![held[1], previousHeld[2]].some((item) => /,\s*(?:as|which) your\b/u.test(item)) &&
      `${previousHeld[2]} ${held[1]}`.split(/\s+/).length <= 26
    ) {
      // "a Level 3 Diploma in Adult Care and a Bachelor's degree from the University of Kalisz" reads as both from
      // Kalisz, as "the Coding Bootcamp Certificate and a Master of Public Health from East Carolina University" reads
      // as a bootcamp of that university's: the one with its school goes first.
      const [first, second] =
        !/\bfrom\b/u.test(previousHeld[2]) && /\bfrom\b/u.test(held[1])
          ? [held[1], previousHeld[2]]
          : [previousHeld[2], held[1]];
      combined[combined.length - 1] = `I ${previousHeld[1] ?? ''}hold ${first} and ${second}.`;
      continue;
    }
    // Only lines of one role are joined: a degree or a skill never joins what someone did in a job.
    const role = 'line' in plan ? plan.line.role.roleIndex : -1;
    // "At X, my work includes A." then "My work as an Electrician also includes B.": the duties a role names by their
    // nouns are one sentence, "At X, my work includes A and B" (three at most), wherever in the paragraph they stand.
    const duty = role >= 0 ? sentence.match(workIncludes) : null;
    const earlier = duty ? nounDuties.get(role) : undefined;
    if (duty?.[2] && earlier && earlier.items.length < 3 && earlier.words + wordsIn(duty[2]) <= 50) {
      // "; and Concierge requests": a duty that opened its own sentence goes on in lower case inside the list.
      earlier.items.push(lowerFirstForSentence(duty[2]));
      earlier.words += wordsIn(duty[2]);
      combined[earlier.index] = `${earlier.head} ${listOfDuties(earlier.items)}.`;
      continue;
    }
    const clause = role >= 0 ? plainClause(sentence) : undefined;
    const words = sentence.split(/\s+/).length;
    const joinable = clause !== undefined && !clause.rest.includes(',') && words <= 14;
    if (
      joinable &&
      group &&
      group.role === role &&
      group.auxiliary === clause.auxiliary &&
      group.tense === clause.tense &&
      group.rests.length < 3 &&
      group.words + words <= 34
    ) {
      group.rests.push(clause.rest);
      group.words += words;
      continue;
    }
    flush();
    if (joinable)
      group = {
        auxiliary: clause.auxiliary,
        tense: clause.tense,
        also: clause.also,
        rests: [clause.rest],
        words,
        role,
      };
    // ("I hold Social Work England registration, as your advert asks. I hold a full UK driving licence.": right after a
    // sentence that opens "I hold", the next adds to it.)
    else if (/^I hold /u.test(sentence) && /^I hold /u.test(combined.at(-1) ?? ''))
      combined.push(sentence.replace(/^I hold /u, 'I also hold '));
    else combined.push(sentence);
    if (duty?.[1] && duty[2] && !nounDuties.has(role) && !joinable)
      nounDuties.set(role, { index: combined.length - 1, head: duty[1], items: [duty[2]], words: wordsIn(duty[2]) });
  }
  flush();
  return combined;
}

export const englishPhrasebook: Phrasebook = {
  combine: combineSentences,
  canTell: (line) => clauseFor(line) !== undefined,
  // A line of the resume's own language, one clause long: a line run on with ";" or told only by its tools is no
  // opening.
  canOpenWith: (line) => !isForeign(line) && !/;/.test(line.achievement.text) && /^I /.test(clauseFor(line) ?? ''),

  salutation: (setting) => {
    // "Frau Dr. Sabine Lorenz" of a German ad: "Dear Dr. Sabine Lorenz", without the German form of address.
    // "Mrs Helen Okonjo", "Dr. Niamh Kearney", "Mr Pieter van Rensburg": greeted by the form of address and the
    // surname ("Dear Mrs Okonjo,"), as a letter to a named person is.
    const addressed = setting.contactName?.match(
      /^((?:Mr|Mrs|Ms|Miss|Mx|Dr|Prof|Eng|Engr)\.?)\s+\p{Lu}[\p{Ll}'’-]+\s+(\p{L}.*)$/u,
    );
    if (addressed?.[1] && addressed[2]) return `Dear ${addressed[1]} ${addressed[2]},`;
    // "Sig.ra Francesca Moretti", "Frau Dr. Sabine Lorenz", "Dña. Marta Ibarra Gil" in an English letter: the form of
    // address in English, with the surname ("Dear Ms Moretti,", "Dear Dr. Lorenz,", "Dear Ms Ibarra Gil,").
    const foreign = setting.contactName?.match(
      /^(Frau|Herr|Madame|Monsieur|Mme\.?|M\.|Señora|Señor|Sra\.|Sr\.|Dña\.|D\.|Doña|Don|Sig\.ra|Signora|Sig\.|Signor|Dott\.ssa|Dott\.)\s+(?:((?:Dr|Prof)\.)\s+)?\p{Lu}[\p{Ll}'’-]+\s+(\p{L}.*)$/u,
    );
    if (foreign?.[1] && foreign[3]) {
      const form =
        foreign[2] ??
        (/^Dott/u.test(foreign[1])
          ? 'Dr.'
          : /^(?:Frau|Madame|Mme|Señora|Sra|Dña|Doña|Sig\.ra|Signora)/u.test(foreign[1])
            ? 'Ms'
            : 'Mr');
      return `Dear ${form} ${foreign[3]},`;
    }
    if (setting.contactName)
      return `Dear ${setting.contactName.replace(/^(?:Frau|Herr|Madame|Monsieur|Mme|M\.|Señora|Señor|D\.|Dña\.|Sr\.|Sra\.|Sig\.ra|Sig\.|Dott\.ssa|Dott\.)\s+/u, '')},`;
    // ("Dear Gentis Solutions Team,": an agency recruiting for a client it does not name reads the letter.)
    if (!setting.company && setting.agency) return `Dear ${setting.agency.replace(/^The\s+/u, '')} Team,`;
    if (!setting.company) return 'Dear Hiring Manager,';
    // "Willowbrook CE Primary School" in a British advert naming nobody: a school's letters go to its head ("Dear
    // Willowbrook CE Primary School Hiring Team" read as a firm's to a reviewing teacher).
    if (
      setting.adNoun === 'advert' &&
      /\b(?:Primary|Infant|Junior|Nursery|Secondary|Grammar|High|Middle|C\.?E\.?|R\.?C\.?)?\s*(?:School|Academy)$/u.test(
        setting.company,
      )
    )
      return 'Dear Headteacher,';
    // "Dear Corrigan Hotel Hiring Team": the article of "The Corrigan Hotel" does not go before a team's name.
    const company = setting.company.replace(/^The\s+/u, '');
    // "Greenbelt Family Health Team" is a team by its own name: "Dear Greenbelt Family Health Team", never "... Team
    // Hiring Team".
    return /\bTeam$/u.test(company) ? `Dear ${company},` : `Dear ${company} Hiring Team,`;
  },

  // "Sincerely," is American; a British, Irish or Commonwealth reader greeted by name or team expects "Yours
  // sincerely," (review of set P).
  signOff: (setting) =>
    setting.tone === 'warm' ? 'Kind regards,' : setting.adNoun === 'posting' ? 'Sincerely,' : 'Yours sincerely,',

  // The resume's notes written out ("approx. 60 pts" → "approximately 60 patients"): english-shorthand.ts.
  write: (planned, setting, state) => {
    const written = writePlan(planned, setting, state);
    return written === undefined
      ? undefined
      : withoutEmployerTwice(withInstitutionArticle(withArmedForcesArticle(writeOutShorthand(written))));
  },
};

/**
 * "At The Bull And Beggar, during my time at The Bull and Beggar, I learned ...": a line of the resume that names its
 * employer itself needs no introduction naming it first.
 */
function withoutEmployerTwice(sentence: string): string {
  const introduced = sentence.match(/^(?:At|In my work at|In my role at)\s+(.+?),\s+(.+)$/u);
  if (!introduced?.[1] || !introduced[2]) return sentence;
  const employer = introduced[1].toLowerCase();
  if (!introduced[2].toLowerCase().includes(`at ${employer}`)) return sentence;
  return `${introduced[2].charAt(0).toUpperCase()}${introduced[2].slice(1)}`;
}

/**
 * When the person can start, from the resume's own words ("Notice period: 3 months" → "My notice period is 3
 * months."), or an offer to agree a date where the resume says nothing.
 */
function startSentence(date: StartDate | null): string {
  if (date?.kind === 'immediately') return 'I am available to start immediately.';
  // A notice period the resume gives in another language ("1 maand") is not said in an English sentence.
  if (date?.kind === 'notice' && date.language === 'en')
    return `My notice period is ${date.period.charAt(0).toLowerCase()}${date.period.slice(1)}.`;
  if (date?.kind === 'from') return `I am available to start from ${date.date}.`;
  return 'I would be glad to agree a start date with you.';
}

/**
 * "at City of Red Deer", "with University of Leeds": a public body or institution named "<kind> of <Place>" is said
 * with "the", as English speaks of it ("at the City of Red Deer", "the University of Leeds"). The resume lists it bare
 * and the fact sheet keeps it so; only the letter's sentences add the article (review of set BR). A brand of that
 * shape ("Bank of America") is no kind listed here.
 */
function withInstitutionArticle(text: string): string {
  if (!institutionOfPlace.test(text)) return text;
  return text.replace(institutionAfterPreposition, '$1 the ');
}

const institutionKinds =
  'City|Town|County|Borough|Municipality|Municipal District|District|Province|State|Commonwealth|Government|Department|Ministry|Office|Institute|University|College|Academy|Museum|Society|Council|Court|Royal College';
const institutionOfPlace = new RegExp(`\\b(?:${institutionKinds}) of \\p{Lu}`, 'u');
const institutionAfterPreposition = new RegExp(
  `\\b(at|At|with|With|for|from|in|In|joined|to)\\s+(?=(?:${institutionKinds}) of \\p{Lu})`,
  'gu',
);

/** "At U.S. Army, where I worked as ...": an armed force is named with "the", wherever the letter names it. */
function withArmedForcesArticle(text: string): string {
  // Most letters name no armed force: the pattern, which begins at every "at" and "in", is tried only where one is.
  if (!/Army|Navy|Air Force|Marine|Coast Guard|Defence Force|National Guard/u.test(text)) return text;
  return (
    text
      .replace(
        /\b(at|At|with|for|from|in|In)\s+(?=(?:U\.S\.|US|United States|British|Royal|Indian|Australian|Canadian|Irish|South African|New Zealand)\s+(?:Army|Navy|Air Force|Marines|Marine Corps|Coast Guard|Defence Force|National Guard)\b)/gu,
        '$1 the ',
      )
      // "a Corporal at the New Zealand Army": one serves in an armed force, not at it.
      .replace(
        /\b(at|At) the (?=(?:[\p{Lu}][\p{L}.]*\s+){0,3}(?:Army|Navy|Air Force|Marines|Marine Corps|Coast Guard|Defence Force|National Guard)\b)/gu,
        (_match, at: string) => (at === 'At' ? 'In the ' : 'in the '),
      )
  );
}

/**
 * "Saturdays: anytime", "Sundays: after 10am (church with my nan)", "School days: after 3.30pm (not Wednesdays -
 * netball)": when in the week the person can work, said as a sentence ("As for availability, I can work school days
 * after 3.30pm (not Wednesdays), Saturdays at any time and Sundays after 10am."). A reason in brackets is the
 * person's own business and stays out; a day ruled out stays in.
 */
function weeklyHoursSentence(hours: readonly string[]): string {
  // "open to nights, weekends and holidays", "nights and weekends": one line of the resume's own, said as it is.
  const [only] = hours;
  if (hours.length === 1 && only !== undefined && !/[:()]|\s[-–—]\s/u.test(only)) {
    // ("happy to do nights/weekends": the times the slash parts, said with "and".)
    // ("Available for Nights, Weekends and rotating shifts": the times of day and week in small letters, as a sentence
    // writes them; the days' names keep their capitals.)
    const statement = (only.charAt(0).toLowerCase() + only.slice(1))
      .replace(/(?<=\p{L})\s*\/\s*(?=\p{L})/gu, ' and ')
      .replace(
        /(?<![\p{L}])(?:Nights?|Days|Weekends?|Weekdays?|Evenings?|Mornings?|Afternoons?|Lates|Earlies|Shifts?)(?![\p{L}])/gu,
        (word) => word.toLowerCase(),
      );
    return /^(?:open|available|happy|willing|able)\s/u.test(statement)
      ? `As for availability, I am ${statement}.`
      : `As for availability, I can work ${statement}.`;
  }
  const items = hours.map((line) => {
    const parts = line.match(/^([^:()]+?)\s*(?::|\s[-–—]\s)\s*(.*)$/u);
    const label = parts?.[1] ?? line;
    const when = (parts?.[2] ?? '')
      .replace(/\(\s*(not\s+[^()\-–—]*?)\s*(?:[-–—][^()]*)?\)/giu, '($1)')
      .replace(/\s*\((?!not\s)[^()]*\)/giu, '')
      .replace(/[!.]+$/u, '')
      .replace(/^(?:pretty much\s+|mostly\s+)?(?:any\s?time|flexible|all day|open)$/iu, 'at any time')
      .trim();
    const day = label.replace(/^(?!(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun))\p{Lu}/u, (letter) => letter.toLowerCase());
    return when === '' ? day : `${day} ${when}`;
  });
  return `As for availability, I can work ${joinList(items, 'and')}.`;
}

/** Whether a credential's date ("Jan 2027", "September 2027", "2028") is after this month. */
function isStillToCome(date: string | null): boolean {
  const year = yearIn(date) ?? 0;
  if (year === 0) return false;
  const now = new Date();
  if (year !== now.getFullYear()) return year > now.getFullYear();
  const month = date?.match(/\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)/iu)?.[1]?.toLowerCase();
  const index = month
    ? ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'].indexOf(month)
    : -1;
  return index > now.getMonth();
}

/**
 * An organisation named as a public body names itself, said with "the" in a sentence: "at the Belize Housing and
 * Planning Authority", "support the Ministry of Health" (set Z's reader marked the bare name as a slip of English); so
 * does a body named as a team, foundation or association ("at the Humanitarian OpenStreetMap Team"). A company, a
 * hospital, a university or an NHS trust keeps its name as it is ("at Kingston Hospital", "at Leeds Teaching Hospitals
 * NHS Trust", as NHS adverts write it).
 */
function companyInSentence(company: string): string {
  return /^(?![Tt]he\s)(?:\p{Lu}[\p{L}'’&.-]*\s+(?:(?:and|of|for|&)\s+)?){0,6}(?:Authority|Agency|Commission|Ministry|Bureau|Board|Fund|Department|Directorate|Inspectorate|Regulator|Team|Foundation|Society|Association|Alliance)(?:\s+(?:of|for)\s+.+)?$/u.test(
    company,
  )
    ? `the ${company}`
    : // ("at The North East Learning Trust": a name's own article is the sentence's, in lower case mid-sentence.)
      company.replace(/^The\s+(?=\p{Lu})/u, 'the ');
}

/**
 * "the Finance Officer position", but "the Postdoctoral position in weak lensing" and "the PhD studentship in soil
 * ecology": a post whose name says what kind of post it is takes no second noun ("... position position").
 */
function withKind(role: string, noun: 'position' | 'role' | 'post'): string {
  // ("Post Office Clerk" names a post office: "post" counts in lower case only.)
  return /\b(?:[Pp]osition|post|[Rr]ole|[Vv]acancy|[Ff]ellowship|[Ss]tudentship|[Ii]nternship|[Aa]pprenticeship|[Tt]raineeship|[Ss]cholarship)\b/u.test(
    role,
  )
    ? role
    : `${role} ${noun}`;
}

/** A plan in English, in the words the resume gave its lines. */
function writePlan(planned: PlannedSentence, setting: LetterSetting, state: WritingState): string | undefined {
  const { plan, id } = planned;
  switch (plan.kind) {
    case 'application': {
      // "the Maintenance Electrician position (reference MEL-2611)": the ad asked for its reference to be quoted.
      const reference = plan.reference ? ` (reference ${plan.reference})` : '';
      const role = plan.role ? `the ${roleInSentence(plan.role)}` : 'this';
      // "at Deepdene Care, a national mental healthcare provider": what the ad says the organisation is.
      // ("the Data Entry Clerk position advertised by Gentis Solutions": an agency's, for a client it does not name.)
      const at = plan.company
        ? ` at ${companyInSentence(plan.company)}${plan.about ? `, ${plan.about}` : ''}`
        : setting.agency
          ? ` advertised by ${setting.agency}`
          : '';
      // "I learned of this opportunity through Career Center (www.careercenter.am).": the ad asked to be told.
      const source = plan.source ? ` I learned of this opportunity through ${sourceNamed(plan.source)}.` : '';
      return `${pick(
        [
          `I am applying for ${withKind(role, 'position')}${reference}${at}.`,
          `I would like to be considered for ${withKind(role, 'role')}${reference}${at}.`,
          `Please accept my application for ${withKind(role, 'post')}${reference}${at}.`,
        ],
        setting,
        id,
      )}${source}`;
    }
    case 'identity': {
      // Years in another language than the letter are said again in English ("über 7 Jahre" → "over 7 years").
      const stated =
        plan.sourceLanguage === 'en' ? plan.experience : englishExperience(plan.experience, plan.sourceLanguage);
      const experience = stated ? `, and I bring ${stated}${/experience/i.test(stated) ? '' : ' of experience'}` : '';
      // "I graduated in 2025 with a BSc in Computer Science from the University of Nottingham."
      if (plan.graduate) {
        const { degree, field, institution, year } = plan.graduate;
        const school = schoolForLetter(institution);
        const subject = `${withIndefiniteArticle(degree)}${field && !degree.includes(field) ? fieldOfDegree(degree, field, Boolean(school)) : ''}`;
        // ("..., and I currently work as a Fulfillment Center Associate at Amazon": a job of another trade, held now.)
        const working = plan.role?.current
          ? `, and I currently work as ${titleWithArticle(plan.role)}${plan.role.employer ? ` at ${plan.role.employer}` : ''}`
          : '';
        return `I graduated${year ? ` in ${year.match(/(?:19|20)\d{2}/)?.[0] ?? year}` : ''} with ${subject}${school ? ` from ${school}` : ''}${working || experience}.`;
      }
      // "Self-employed, Pryce Plumbing & Heating, 2022 to now": "I have run my own business, Pryce Plumbing &
      // Heating, since 2022."
      if (plan.role?.current && /^(?:self[- ]employed|sole trader|freelance|freelancer)$/i.test(plan.role.title))
        return `I have ${plan.role.employer ? `run my own business, ${plan.role.employer},` : 'been self-employed'}${plan.role.startYear ? ` since ${plan.role.startYear}` : ''}${experience ? `${experience.replace(/^, and/, ', and')}` : ''}.`;
      // "I bring experience as a Certified Nursing Assistant at Bellin Health, where I worked from 2020 to 2021, and I
      // currently work as a Full Stack Web Developer at Focus Insurance Agency.": a career changer's work of the ad's
      // kind first, the post held now beside it.
      if (plan.role && plan.tradeRole) {
        const trade = plan.tradeRole;
        const span =
          trade.startYear && trade.endYear && trade.startYear !== trade.endYear
            ? `, where I worked from ${trade.startYear} to ${trade.endYear}`
            : trade.endYear || trade.startYear
              ? `, where I worked in ${trade.endYear ?? trade.startYear}`
              : '';
        const held = `${titleWithArticle(plan.role)}${plan.role.employer ? ` at ${plan.role.employer}` : ''}`;
        const now = plan.role.current ? 'I currently work' : 'most recently I worked';
        // "Gateway work experience – Wild Rye Bakery": a placement is something done, never a post one worked as ("I
        // bring experience as a Gateway work experience" in a held-out letter).
        const placement = placementDone(trade.title);
        if (placement)
          return `I did ${placement}${trade.employer ? ` at ${trade.employer}` : ''}${span.replace(/^, where I worked/u, '')}, and ${now} as ${held}.`;
        // (A latest job that ended: "and most recently I worked as ...".)
        return `I bring experience as ${titleWithArticle(trade)}${trade.employer ? ` at ${trade.employer}` : ''}${span}, and ${plan.role.current ? 'I currently work' : 'most recently I worked'} as ${held}.`;
      }
      if (plan.role) {
        const title = titleWithArticle(plan.role);
        // The job held now, named by its employer, before the ended one the resume names a post for.
        const held = plan.employedNow;
        const employedNow = held
          ? (told: string) => `I currently work at ${held}, and I have also worked as ${told}.`
          : undefined;
        // "Most recently, I worked as a Senior Consultant at Squire and Company from 2015 to 2017": a post left says when,
        // or "most recently" reads as lately to a reader whose resume's last post ended years ago.
        const at = `${plan.role.employer ? ` at ${plan.role.employer}` : ''}${plan.role.current ? '' : yearsHeld(plan.role)}`;
        // "Owner & Creative Director, Sediment Press" with no dates at all: whether the post goes on is not known, and
        // "most recently, I worked" would say it ended ("I have worked as" holds either way).
        const undated = !plan.role.current && !plan.role.startYear && !plan.role.endYear;
        // ("I worked as a Graphic Designer from 2015 to 2016": the post of the ad's work that opens the letter where a
        // later job ended months after it, never "most recently", which a hiring manager checked against the dates.)
        const latest = plan.laterJob !== true;
        const recently = latest ? 'Most recently, I worked' : 'I worked';
        // "..., where I supervise 8 nurses on a 32-bed unit": the role with what the applicant does in it.
        const highlight = plan.highlight ? clauseFor(plan.highlight) : undefined;
        // "Most recently, I did a small animal placement at Riverside Veterinary Hospital in 2026, where I ...": a
        // placement is done, never worked as ("I worked as a small animal placement" before).
        const placement = plan.role.current ? undefined : placementDone(plan.role.title);
        if (placement && !plan.employedNow && !stated)
          return `${latest ? 'Most recently, I did' : 'I did'} ${placement}${at}${
            highlight && plan.role.employer
              ? `, where ${highlight.replace(/^I (?:have )?also /, (also) => also.replace('also ', ''))}`
              : ''
          }.`;
        if (highlight) {
          // ("I currently work as a Graphic Designer, where I generate ...": with no employer named, "where" points at
          // nothing; the post is the place the work is done in.)
          const where = `${title}${at}, ${plan.role.employer ? 'where' : 'a role in which'} ${highlight.replace(/^I (?:have )?also /, (also) => also.replace('also ', ''))}`;
          // "With 10 years of experience in creditors, I currently work as ...": the years lead the sentence, never a
          // stub after it ("I bring nearly 8 years of experience."), which readers took for a template's.
          // ("With 20 years of experience, I currently work at Kunooz Logistic Global, and I have also worked as ...": the
          // job held now, untitled, before the ended one; "I most recently worked as" a post of 2005 said it was the
          // latest, in a held-out letter.)
          if (stated && held)
            return `With ${stated}${/experience/i.test(stated) ? '' : ' of experience'}, I currently work at ${held}, and I have also worked as ${where}.`;
          // ("With 7+ years of acute care experience, I currently work as ...": a hiring manager read the two halves as
          // unconnected; the years are the person's, and the post is where they are used now.)
          if (stated)
            return `I bring ${stated}${/experience/i.test(stated) ? '' : ' of experience'} and ${plan.role.current ? 'currently work' : undated ? 'have worked' : latest ? 'most recently worked' : 'worked'} as ${where}.`;
          if (employedNow) return employedNow(where);
          return `${plan.role.current ? `I currently work as ${where}` : undated ? `I have worked as ${where}` : `${recently} as ${where}`}.`;
        }
        // "I have worked as a Data Analyst since 2016": the years tell a reader what a bare title does not.
        if (plan.role.current && plan.role.startYear && !experience)
          return `I have worked as ${title}${at} since ${plan.role.startYear}.`;
        if (plan.role.current) return `I currently work as ${title}${at}${experience}.`;
        if (employedNow) return employedNow(`${title}${at}${experience}`);
        return `${undated ? 'I have worked' : recently} as ${title}${at}${experience}.`;
      }
      if (plan.headline) return `I am ${withIndefiniteArticle(plan.headline)}${experience}.`;
      return stated ? sentence(`I bring ${stated}${/experience/i.test(stated) ? '' : ' of experience'}`) : undefined;
    }
    case 'profile':
      // "In 2025 I re-engaged 9 of the 12 families ...": the person's own sentence, which answers the ad's ask.
      if (plan.own && plan.ask !== undefined && plan.sourceLanguage === 'en')
        return answerToAsk(plan.ask, plan.text.replace(/[.\s]+$/u, ''), setting, id);
      // ("I'm an Accredited Practising Dietitian ... and I've been practising ...": said as a letter says it.)
      // ("5. I volunteer once a month ...": a numbered list's number is no part of the sentence.)
      if (plan.own)
        return plan.sourceLanguage === 'en'
          ? sentence(withContractionsWrittenOut(plan.text.replace(/^\d{1,2}[.)]\s+(?=\p{Lu})/u, '')))
          : undefined;
      return plan.sourceLanguage === 'en' ? profileSentence(withContractionsWrittenOut(plan.text)) : undefined;
    case 'achievement': {
      const clause = clauseFor(plan.line);
      if (!clause) return undefined;
      const previous = state.previous;
      const sameRole =
        previous !== undefined && 'line' in previous && previous.line.role.roleIndex === plan.line.role.roleIndex;
      // Right after a sentence about the same role, what a thing did needs no second introduction: "Staff turnover
      // fell from 38% to 19%."
      if (sameRole && /^my work (?:includes|included)\b/u.test(clause))
        // "My work as an RN Resident Care Manager also included care management of ...": the role's duties named
        // once, without "In my work as ..., my work included".
        return sentence(
          clause.replace(
            /^my work (includes|included)/u,
            plan.line.role.title === ''
              ? `My work at ${plan.line.role.employer ?? 'there'} also $1`
              : // ("My work as a small animal placement": a placement is done, never worked as.)
                placementDone(plan.line.role.title)
                ? 'My work on that placement also $1'
                : `My work as ${titleWithArticle(plan.line.role)} also $1`,
          ),
        );
      // "After the eco-driving course in 2022, my fuel score ..." needs no second naming of its role either.
      if (sameRole && !clause.startsWith('I ') && !/^(?:during|in|at|while|for)\b/iu.test(clause))
        return sentence(clause);
      if (sameRole && clause.startsWith('I ')) {
        // One "also" a paragraph is plenty: after it, the role's further lines follow plainly.
        const alsoSaid = saidAlso(state);
        if (alsoSaid) return sentence(clause);
        const also = withAlso(clause);
        // "After the eco-driving course in 2022, my fuel score ...": "In that role" after a sentence that opened on an
        // occasion could point at the occasion.
        const afterOccasion = /^(?:After|When|Before|During|Following)\b/.test(state.written.at(-1) ?? '');
        // ("In this role, I edit copy ... I act as project manager ... In that role, I am also responsible ...": a role
        // named two sentences before needs no reminder; only a long run of its lines is reminded of it.)
        const reminded = !afterOccasion && state.sameRoleRun >= 3;
        const connectors = [also, clause, reminded ? `In that role, ${also}` : also, clause];
        return sentence(connectors[(state.sameRoleRun + setting.variation) % connectors.length] ?? also);
      }
      // "During the second half of 2016 and all of 2017, I worked as a private tutor in NCEA level maths and science.":
      // a line that names its own post needs no introduction ("In my work as a Private Tutor from 2016 to 2017,
      // during ..., I worked as a private tutor" before).
      if (namesOwnPost(clause, plan.line.role)) return sentence(clause);
      return sentence(introduce(roleIntroduction(plan.line.role, setting, state, id), clause));
    }
    case 'requirement-achievement': {
      const clause = clauseFor(plan.line);
      if (!clause) return undefined;
      const named = requirementLabel(plan.requirement);
      // "Your advert asks for async programming. ... I reduced latency by 28%.": a frame whose sentence does not show
      // what it names points the reader at the gap; the evidence is told without it.
      // What the frame names must be what the sentence shows: "familiarity with CI/CD pipelines" is not shown by
      // "I worked with OpenTelemetry", though the ad's sentence went on to ask for observability tooling too.
      const names = [...plan.skills, ...plan.terms];
      const namedInLabel = named ? names.filter((name) => containsWholeWord(named, name)) : [];
      // "Experience selling to technical buyers" is not shown by quota attainment alone: a frame shown only by its
      // theme must not name whom or what the work was for ("to technical buyers") when the sentence does not.
      const conceptOnly =
        names.length === 0 &&
        named !== undefined &&
        [...named.matchAll(/\b(?:to|for|with|within|across)\s+((?:[\p{L}-]+\s*){1,4})/gu)].some((phrase) =>
          contentWords(phrase[1] ?? '').every((word) => word.length < 4 || !containsWholeWord(clause, word)),
        );
      const shown =
        (namedInLabel.length > 0 ? namedInLabel : names).some((name) => containsWholeWord(clause, name)) ||
        (plan.concept !== undefined && plan.concept.resume.test(clause) && !conceptOnly);
      const narrowed = named && shown && labelFits(named, plan) ? narrowAlternatives(named, plan.skills) : undefined;
      // "The role you advertise involves leading DFMEA and design reviews. ... I supervise 2 engineers": a theme the sentence shows
      // (leading) does not show what the frame names in capitals, a duty's own subject; such a name must be in the
      // sentence. Only for duties: a must-have is named as the ad asks, the skills sentence lists the rest.
      // ("Design roundabouts as part of transportation projects" shown by "a detailed design report for steel beams": a
      // duty shown only by its kind of work must have what the work is done to in the sentence too, or the frame says
      // the person did what the sentence never shows.)
      const objectMissing =
        narrowed !== undefined &&
        plan.source === 'responsibility' &&
        names.length === 0 &&
        dutyObjectMissing(narrowed, clause);
      const label =
        (narrowed &&
          plan.source === 'responsibility' &&
          plan.concept !== undefined &&
          [...narrowed.matchAll(/\b[A-Z][A-Z0-9&+]{1,}[A-Za-z]?\b/g)].some(
            (acronym) => !containsWholeWord(clause, acronym[0].replace(/s$/u, '')),
          )) ||
        objectMissing
          ? undefined
          : narrowed;
      const introduction = roleIntroduction(plan.line.role, setting, state, id);
      const present = plan.line.role.current;
      const at = plan.line.role.employer ? ` at ${plan.line.role.employer}` : '';
      const previous = state.previous;
      // Right after a sentence about the same role, the role is not named again. The sentence names the
      // requirement only in the ad's own words or by the skills its evidence shows: no theme is made up.
      // "My work there also covered CI/CD: I worked with CI/CD": a frame that names only what its clause names
      // says it twice; the clause alone is told.
      const framesSkills = plan.skills.length > 0 && !plan.skills.every((skill) => containsWholeWord(clause, skill));
      if (previous !== undefined && 'line' in previous && previous.line.role.roleIndex === plan.line.role.roleIndex) {
        const followUps: string[] = [];
        if (label && plan.source === 'must-have')
          followUps.push(`${leadFor(label, state, setting.adNoun)}: ${clause}.`);
        if (framesSkills)
          followUps.push(
            `My work there also ${present ? 'covers' : 'covered'} ${joinList(plan.skills, 'and')}: ${clause}.`,
          );
        if (followUps.length > 0) return pick(followUps, setting, id + state.sameRoleRun).replace(/\s+/g, ' ');
        const alsoSaid = saidAlso(state);
        return sentence(clause.startsWith('I ') && !alsoSaid ? withAlso(clause) : clause);
      }
      const forms: string[] = [];
      // After the ad's words, "In this role" would point at the advertised job: the role is named instead.
      const afterLead = roleIntroduction(plan.line.role, setting, { ...state, lastRole: undefined }, id);
      if (label && plan.source === 'must-have')
        forms.push(`${leadFor(label, state, setting.adNoun)}. ${sentence(introduce(afterLead, clause))}`);
      if (label && plan.source === 'responsibility')
        // "The role you advertise": after a sentence about one of the person's jobs, "The role involves ..." read as
        // that job's duty (review of set P).
        forms.push(
          `The role you advertise involves ${workAsGerunds(label)}. ${sentence(introduce(afterLead, clause))}`,
        );
      if (framesSkills) {
        const verb = plan.skills.length > 1 ? (present ? 'are' : 'were') : present ? 'is' : 'was';
        forms.push(
          `${joinList(plan.skills, 'and')} ${verb} part of my work ${roleDescription(plan.line.role, state)}: ${clause}.`,
        );
        forms.push(
          `I ${present ? 'use' : 'used'} ${joinList(plan.skills, 'and')} ${present ? 'in my current role' : plan.line.role.title === '' ? 'in my work' : `as ${titleWithArticle(plan.line.role)}`}${at}: ${clause}.`,
        );
      }
      if (forms.length === 0) return sentence(introduce(introduction, clause));
      // The first few must-haves are named as the ad names them: a reader checks the letter against the ad's list.
      const namedSoFar = state.written.filter((written) => requirementLeads.test(written)).length;
      if (label && plan.source === 'must-have' && namedSoFar < 3) return (forms[0] ?? '').replace(/\s+/g, ' ');
      return pick(forms, setting, id).replace(/\s+/g, ' ');
    }
    case 'requirement-skills': {
      // Skills a sentence before has already named are not listed again.
      // "HTML5" after "HTML", "JavaScript (ES6+)" after "JavaScript": the same skill, not listed twice.
      // (The post applied for is the ad's name, never a skill the person claimed: "the Junior/Trainee Java developer
      // position" says nothing of the applicant's Java.)
      const told = [setting.role, setting.company].reduce<string>(
        (text, name) => (name ? text.split(name).join(' ') : text),
        state.written.join(' '),
      );
      const seen = new Set<string>();
      // "JavaScript and TypeScript" listed as one entry is two skills: each is told once, and a list of them does
      // not read "JavaScript and TypeScript and Git and GitHub".
      const entries = plan.skills.flatMap((skill) => {
        const pair = skill.name.match(/^([^\s,]+) and ([^\s,]+)$/);
        return pair?.[1] && pair[2]
          ? [
              { ...skill, name: pair[1] },
              { ...skill, name: pair[2] },
            ]
          : [skill];
      });
      const fresh = entries.filter((skill) => {
        const base = skill.name.replace(/\s*\([^)]*\)$/u, '');
        const canonical = canonicalSkillName(base) ?? base;
        if (seen.has(canonical.toLowerCase())) return false;
        seen.add(canonical.toLowerCase());
        return (
          !containsWholeWord(told, skill.name) && !containsWholeWord(told, base) && !containsWholeWord(told, canonical)
        );
      });
      // Practices are named in lower case, as activities are in a sentence: "learner assessment".
      const practices = plan.practices
        .filter((practice) => !containsWholeWord(told, practice.name))
        .map((practice) => practice.name.toLowerCase());
      if (fresh.length === 0 && practices.length === 0) return undefined;
      // "Communication" or "teamwork" listed as a skill says nothing a letter can stand behind.
      // Plain skills first: "Excel and a basic knowledge of Power BI", never basics that seem to cover both.
      // "project management" beside "cross-functional project management": the longer names the same work more
      // closely, and the list says it once.
      const allNamed = [...fresh, ...practices.map((name) => ({ name, qualifier: null }))];
      const named = fresh
        .filter((skill) => !softSkill.test(skill.name))
        .filter(
          (skill) =>
            !allNamed.some(
              (other) =>
                other !== skill &&
                // (Names of one word are tools, where "React" is not said by "React Native".)
                /\s/u.test(skill.name) &&
                other.name.length > skill.name.length &&
                (skill.qualifier === null || other.qualifier === skill.qualifier) &&
                containsWholeWord(other.name, skill.name),
            ),
        )
        .sort((left, right) => Number(left.qualifier !== null) - Number(right.qualifier !== null));
      if (named.length === 0 && practices.length === 0) return undefined;
      const list = skillList([...named.map(skillPhrase), ...practices], groupedSkillPhrases(named));
      // "also" only where an earlier sentence named skills.
      const skillsTold = state.written.some((written) => /^(?:My skills|I (?:also )?work with)/.test(written));
      const include = `My skills ${skillsTold ? 'also ' : ''}include ${list}`;
      // "I also work with" only for plain tools: "I work with a basic knowledge of Power BI" is not English.
      // (And only for tools the resume's jobs name too: a tool it only lists is one of the person's skills;
      // docs/decisions/0065-tools-worked-with-and-courses-taken.md.)
      const plain =
        plan.shownAtWork &&
        practices.length === 0 &&
        named.every((skill) => skill.qualifier === null && isToolSkill(skill.name));
      const workWith = `I ${skillsTold ? 'also ' : ''}work with ${list}`;
      return sentence(plain ? pick([include, workWith], setting, id) : include);
    }
    case 'tenure': {
      const latest = plan.roles[plan.roles.length - 1];
      // "experience as a pharmacy technician in a hospital setting": the setting is part of what is answered.
      const named = requirementLabel(plan.requirement, 10, { numberedNames: true });
      // Without the ad's words before it, the dates answer nothing a reader can see, and repeat the opening.
      if (!latest || !named) return undefined;
      const at = latest.employer ? ` at ${latest.employer}` : '';
      const since = englishDate(plan.since);
      const until = plan.until ? englishDate(plan.until) : undefined;
      // Named before in the letter, the role is not introduced again: "I have done this work at Google since ...".
      const introduced = state.introducedRoles.has(latest.roleIndex);
      const most = introduced ? '' : `, most recently as ${titleWithArticle(latest)}${at}`;
      // "Pharmacist" then "Supervising Pharmacist" at one employer: the work was done there all along.
      const oneEmployer =
        latest.employer !== null && plan.roles.every((role) => role.employer === latest.employer) ? at : '';
      const claim =
        plan.roles.length > 1
          ? introduced && oneEmployer !== ''
            ? until
              ? `I did this work${oneEmployer} from ${since} to ${until}`
              : `I have done this work${oneEmployer} since ${since}`
            : until
              ? `I did this work from ${since} to ${until}${most}`
              : `I have done this work since ${since}${most}`
          : until
            ? `I worked as ${titleWithArticle(latest)}${at} from ${since} to ${until}`
            : introduced
              ? `I have done this work${at} since ${since}`
              : `I have worked as ${titleWithArticle(latest)}${at} since ${since}`;
      return `${leadFor(named, state, setting.adNoun)}: ${claim}.`;
    }
    case 'ask': {
      // An answer to "a fault you traced" tells one time, in the past ("I traced ..."), even from the job held now,
      // whose results the letter otherwise says were done so far ("I have traced").
      const told = clauseFor(plan.line);
      // ("I conduct e-auctions ...; achieved a 7.4% saving in FY 2023-24": a deed of the job held now whose result the
      // line tells in the past is told in the past too, "I conducted ... and achieved ...".)
      const story =
        plan.line.role.current &&
        (told?.startsWith('I have ') || /;\s+\p{Ll}+ed\b/u.test(told ?? '')) &&
        !isForeign(plan.line)
          ? toFirstPersonClause(plan.line.achievement.text, 'past')
          : undefined;
      const clause = story?.kind === 'verb' ? `I ${story.text}` : told;
      if (!clause) return undefined;
      const about = plan.ask;
      // After the ad's question, "In this role" would point at the advertised job.
      const afterAsk = { ...state, lastRole: undefined };
      const answer = introduce(roleIntroduction(plan.line.role, setting, afterAsk, id), clause);
      // A question is repeated and answered by the evidence that follows; the letter never just says "yes".
      if (about.startsWith('whether ')) return `You ask ${about}. ${sentence(answer)}`;
      return answerToAsk(about, answer, setting, id);
    }
    case 'project': {
      if (plan.sourceLanguage !== 'en') return undefined;
      const name = projectNameForLetter(plan.name);
      const intro = projectIntro(plan.name);
      const clause = toFirstPersonClause(plan.text, 'past');
      if (plan.ask !== undefined) {
        if (clause?.kind === 'verb') return answerToAsk(plan.ask, `${intro}, I ${clause.text}`, setting, id);
        // "something you've built": what the project is answers it ("I built ShiftSwap, a rostering and shift swap app
        // for small venues (React, ...)").
        if (!describesProduct(plan.text)) return undefined;
        const what = withIndefiniteArticle(productDescription(plan.text).replace(/^(?:an?|the)\s+/iu, ''));
        return answerToAsk(plan.ask, `I built ${projectNamedByWhatItIs(name) ?? name}, ${what}`, setting, id);
      }
      // A second line of the same project goes on from the first instead of naming the project again.
      const previous = state.previous;
      const sameProject = previous?.kind === 'project' && previous.name === plan.name;
      // What the project's work did ("the additional booth modeled using Arena reduced ..."), said of the project.
      if (clause?.kind === 'result')
        return sentence(sameProject ? clause.text : `${projectIntro(plan.name, true)}, ${clause.text}`);
      // "Restaurant booking app (React, Firebase, Tailwind)": what the project is, said of it.
      if (clause?.kind !== 'verb' && describesProduct(plan.text) && !sameProject) {
        // ("A recipe management application (React, Node.js, MongoDB)": its own article is the sentence's.)
        const what = withIndefiniteArticle(productDescription(plan.text).replace(/^(?:an?|the)\s+/iu, ''));
        // Projects told one after another by what they are: "My ... project is ...", then "I also built ...", then
        // "Another project, ..., is ...", never the same frame three times over.
        // (The answer to the ad's question names its project after the question: "You asked about ... . I built X, a".)
        const told = state.written.filter((written) =>
          /(?:^|\.\s)(?:My .+ project is|I (?:also )?built .+, an? |Another project, )/u.test(written),
        ).length;
        const thingNamed = projectNamedByWhatItIs(name);
        if (told === 1) return sentence(`I also built ${thingNamed ?? name}, ${what}`);
        if (told === 2) return sentence(`Another project, ${thingNamed ?? name}, is ${what}`);
        // (A fourth reads as the resume's list read out.)
        if (told > 2) return undefined;
        return sentence(thingNamed ? `I built ${thingNamed}, ${what}` : `My ${name} project is ${what}`);
      }
      if (clause?.kind !== 'verb') return undefined;
      // One "also" a paragraph: "I also implemented ... I also utilized ..." reads as a list read out.
      if (sameProject) {
        const alsoSaid = saidAlso(state);
        return sentence(alsoSaid ? `I ${clause.text}` : withAlso(`I ${clause.text}`));
      }
      // "Won 'Best UX' at Demo Day" of a team's project: the prize was the team's.
      if (plan.team && /^(?:won|received|was awarded|were awarded|came (?:first|second|third))\b/u.test(clause.text))
        return sentence(`${intro}, my team ${clause.text}`);
      return sentence(`${intro}, I ${clause.text}`);
    }
    case 'study': {
      if (plan.sourceLanguage !== 'en') return undefined;
      const clause = toFirstPersonClause(plan.text, 'past');
      if (clause?.kind !== 'verb') return undefined;
      // A second line of the same studies goes on from the first.
      if (state.previous?.kind === 'study' && state.previous.education === plan.education)
        return sentence(saidAlso(state) ? `I ${clause.text}` : withAlso(`I ${clause.text}`));
      if (!plan.education) return sentence(`As part of my training, I ${clause.text}`);
      const school = schoolForLetter(plan.education.institution);
      const studies = school ? `During my studies at ${school}` : `While studying for my ${plan.education.degree}`;
      return sentence(`${studies}, I ${clause.text}`);
    }
    case 'accomplishment': {
      if (plan.sourceLanguage !== 'en') return undefined;
      // An award named by its name: "I received the Scholar Athlete Award.", "I was also named to the Dean's List."
      const honour = readRecognition(plan.text.replace(/[.;\s]+$/u, ''));
      if (honour) {
        const told = state.written.some((written) =>
          /^I (?:also )?(?:received|was (?:also )?named|was a finalist)\b/.test(written),
        );
        return sentence(told ? withAlso(`I ${honour}`) : `I ${honour}`);
      }
      // "Build weekly schedules for a 14-person kitchen crew", "Place ~$18K/week in orders": a resume set out by its skills
      // tells the work it does now in the present, and so does the letter ("I also built weekly schedules" before).
      const firstWord = plan.text.trim().split(/\s+/u)[0] ?? '';
      const firstVerb = readVerb(firstWord.toLowerCase());
      const now =
        /^\p{Lu}\p{Ll}+$/u.test(firstWord) &&
        firstVerb?.form === 'base' &&
        firstVerb.forms.past !== firstVerb.forms.base &&
        plan.ask === undefined;
      const clause = toFirstPersonClause(plan.text, now ? 'present' : 'past');
      if (now && clause?.kind === 'verb' && !/^have\s/u.test(clause.text)) {
        if (state.previous?.kind === 'accomplishment')
          return sentence(saidAlso(state) ? `I ${clause.text}` : withAlso(`I ${clause.text}`));
        return sentence(`In my current work, I ${saidAlso(state) ? '' : 'also '}${clause.text}`);
      }
      // Right after a sentence about a job, the answer would read as that job's: a result the resume ties to no job
      // says so ("In my career, I flagged ...").
      const afterRole =
        state.previous !== undefined &&
        ('line' in state.previous || state.previous.kind === 'earlier-roles' || state.previous.kind === 'tenure');
      // (A paragraph's first sentence may be joined to the one before, a job's: it says so too.)
      // ("During a paediatric arrest on my metro placement, I stayed with the mother, ...": a story the person told in
      // their own sentence, "I" its subject, answers in their words.)
      if (plan.ask !== undefined)
        return clause?.kind === 'verb'
          ? answerToAsk(
              plan.ask,
              `${afterRole || state.previous === undefined ? 'In my career, ' : ''}I ${clause.text}`,
              setting,
              id,
            )
          : clause?.kind === 'sentence' && /(?:^|,\s|\s)I\s+\p{Ll}/u.test(clause.text)
            ? answerToAsk(plan.ask, capitalizeFirst(clause.text), setting, id)
            : undefined;
      // "Shrinkage down from 2.1% to 0.9% of sales": a result told as what moved, after the person's other results or
      // introduced as one of them.
      if (clause?.kind === 'result')
        return sentence(
          state.previous?.kind === 'accomplishment'
            ? clause.text
            : `${/\d/.test(clause.text) ? 'One result I am proud of' : 'Among my results'}: ${clause.text}`,
        );
      // "With I C System Inc. in just under 3 years, I became ranked the number 3 Representative out of 65 ...": a
      // result the person wrote in a sentence of their own, "I" its subject, is told in their words.
      if (clause?.kind === 'sentence' && !plan.ask && /(?:^|,\s|\s)I\s+\p{Ll}/u.test(clause.text))
        return sentence(clause.text);
      if (clause?.kind !== 'verb') return undefined;
      // Tied to no role in the resume, so tied to none in the letter.
      // A second achievement goes on from the first rather than announcing itself again.
      // One "also" a paragraph: "In my career, I have also ... I also migrated ... I also prepared ..." reads as a list
      // read out.
      if (state.previous?.kind === 'accomplishment')
        return sentence(saidAlso(state) ? `I ${clause.text}` : withAlso(`I ${clause.text}`));
      // Right after a sentence about a job, "One result I am proud of: ..." reads as that job's (above).
      if (afterRole) {
        // "In my career, I have also led 59 Sailors ...": true whichever post it was.
        const perfect = toFirstPersonClause(plan.text, 'present');
        // ("I have also worked as a Casual Truck Driver at ... In my career, I have also driven ...": one "also" a
        // paragraph, as above.)
        const also = saidAlso(state) ? '' : 'also ';
        if (perfect?.kind === 'verb' && /^have /.test(perfect.text))
          return sentence(`In my career, I ${perfect.text.replace(/^have /, `have ${also}`)}`);
        // "Cut warehouse running costs ...": a verb whose past is its base has no perfect to give; the past says it.
        return sentence(`In my career, I ${also}${clause.text}`);
      }
      // "One result I am proud of" only before a result with a number in it.
      return sentence(
        /\d/.test(clause.text)
          ? pick([`Among my achievements, I ${clause.text}`, `One result I am proud of: I ${clause.text}`], setting, id)
          : `Among my achievements, I ${clause.text}`,
      );
    }
    case 'credential': {
      // "Current, unrestricted RN license ..." asked, "Registered Nurse" held (its licence's expiry its date): the
      // licence, said as one; as the bare title it was never told after "I currently work as a Staff Registered Nurse",
      // and the ad's first requirement went unanswered (a held-out nurse's letter).
      const licenceWord = plan.requirement?.match(/\blicen[cs]e\b/iu)?.[0]?.toLowerCase();
      // ("I am applying for the Mechanical Engineer (EIT) position": the sentence that names the ad's post may name the
      // credential, which the letter has not yet said the person holds.)
      // ("RE5 (Regulatory Examination for Representatives)" after the profile's "my RE5 exam is booked for 23 January
      // 2027": the short name before its spelt-out one names it as well.)
      const writtenBefore = state.written
        .filter((written) => !/\b(?:apply|applying|application) for\b/u.test(written))
        .join(' ');
      const shortName = plan.credential.name.replace(/\s*\([^()]*\)\s*$/u, '');
      const saidBefore =
        containsWholeWord(writtenBefore, plan.credential.name) ||
        (shortName !== plan.credential.name &&
          /^[\p{Lu}\d][\p{Lu}\d-]{1,9}$/u.test(shortName) &&
          containsWholeWord(writtenBefore, shortName));
      // (Only where the title was said already: "I am a Registered Nurse, as your posting asks" otherwise.)
      const asLicence =
        licenceWord !== undefined &&
        saidBefore &&
        plan.credential.status === 'held' &&
        /^(?:Registered|Licensed)\s+\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?$/u.test(plan.credential.name)
          ? `I hold ${withIndefiniteArticle(plan.credential.name)} ${licenceWord}${
              plan.credential.date && isStillToCome(plan.credential.date)
                ? `, valid through ${plan.credential.date}`
                : ''
            }.`
          : undefined;
      // "CPA" after "Certified Public Accountant (CPA)": the same credential, told once.
      if (!asLicence && saidBefore) return undefined;
      // "Full C+E licence" after "a UK driving licence (B, C, C+E)": a category of the licence told, told again.
      const category = plan.credential.name.match(/^(?:full|clean|current)?\s*([A-D]1?\+?E?|BE)\s+licen[cs]e$/iu)?.[1];
      if (
        category !== undefined &&
        state.written.some((said) =>
          [...said.matchAll(/\(([^()]*)\)/gu)].some((bracket) =>
            (bracket[1] ?? '').split(/\s*,\s*/u).includes(category.toUpperCase()),
          ),
        )
      )
        return undefined;
      // "I am HCPC registered." said, "I am a Registered Radiographer." would say it again.
      if (
        !asLicence &&
        /^registered\b/i.test(plan.credential.name) &&
        state.written.some((written) => /\bregistered\b/i.test(written))
      )
        return undefined;
      // ("Safe Pass", asked for as "Safe Pass desirable": a card the ad names whole, held, though its name says no kind
      // of credential; the letter had left it untold for want of a sentence.)
      // ("Bilingual Education Supplemental (Spanish)", asked for as "... with Bilingual Education Supplemental": the name
      // the ad gives it, with what its bracket specifies.)
      const namedByAd =
        plan.credential.status === 'held' &&
        plan.requirement !== undefined &&
        /^\p{Lu}[\p{L}-]*(?:\s+\p{Lu}[\p{L}-]*){0,2}(?:\s*\([^()]{2,30}\))?$/u.test(plan.credential.name) &&
        containsWholeWord(plan.requirement, plan.credential.name.replace(/\s*\([^()]*\)$/u, ''))
          ? `I hold ${withIndefiniteArticle(plan.credential.name)}.`
          : undefined;
      // ("Valid FAA Airframe and Powerplant (A&P) certificate" asked, "FAA Airframe & Powerplant (A&P)" held: a name that
      // says no kind of credential, said with the kind the ad asks for; the ad's first requirement had gone untold.)
      const kindAsked = plan.requirement?.match(/\b(certificate|licen[cs]e)\b/iu)?.[1]?.toLowerCase();
      const withKindAsked =
        kindAsked !== undefined &&
        plan.credential.status === 'held' &&
        !/\b(?:certific|licen[cs]|registration|registered|card|diploma|qualification|award|permit|degree)/iu.test(
          plan.credential.name,
        )
          ? `I hold the ${plan.credential.name} ${kindAsked}.`
          : undefined;
      const sentenceWritten =
        asLicence ??
        credentialSentence({ ...plan.credential, name: spokenCredentialName(plan.credential.name) }, setting, id) ??
        namedByAd ??
        withKindAsked;
      // "I am a Chartered Accountant." after "... I am a Chartered Accountant (South Africa), CA(SA).": a second
      // admission to the same title (its body's letters in brackets) says nothing new.
      const written =
        sentenceWritten !== undefined &&
        (state.written.some((said) => said.includes(sentenceWritten.replace(/\.$/u, ''))) ||
          registerToldAlready(sentenceWritten, state.written))
          ? undefined
          : sentenceWritten;
      // "I also hold ..." only after something else held was said in the paragraph.
      const heldBefore = state.paragraph.some((sentence) =>
        /^(?:I (?:also )?hold|I am\b.*\b(?:certified|licensed))/.test(sentence),
      );
      const said = avoidRepeatedOpening(heldBefore ? written : written?.replace(/^I also hold /, 'I hold '), state);
      const label = plan.requirement
        ? heldListItem(requirementLabel(plan.requirement, 8, { heldName: plan.credential.name }), plan.credential.name)
        : undefined;
      // "Certified Diabetes Educator (CDE), or a plan to pursue it": an ad that welcomes the plan is told the plan is
      // there ("You are also looking for a certified Diabetes Educator" misstated it, as if the person fell short).
      if (
        said &&
        plan.requirement &&
        (plan.credential.status === 'planned' ||
          plan.credential.status === 'in_progress' ||
          plan.credential.status === 'pending') &&
        /\bor\s+(?:a\s+)?(?:plan|plans|commitment|willingness)\s+to\s+(?:pursue|obtain|complete|work\s+towards?)\b/iu.test(
          plan.requirement,
        )
      )
        return `Your ${setting.adNoun ?? 'advert'} welcomes a plan to pursue ${/^(?:the|an?)\s/iu.test(plan.credential.name) ? '' : 'the '}${plan.credential.name}, and ${
          plan.credential.status === 'planned'
            ? plan.credential.date && isStillToCome(plan.credential.date)
              ? `I have planned it for ${plan.credential.date}`
              : 'I plan to pursue it'
            : plan.credential.status === 'pending'
              ? 'I have passed its exams and its award is now pending'
              : `I am working towards it${plan.credential.date && isStillToCome(plan.credential.date) ? `, due in ${plan.credential.date}` : ''}`
        }.`;
      if (!said || !label) return said;
      // "You ask for a CIMA or AAT qualification, and I hold the AAT Level 3 Diploma in Accounting."
      // "You are also looking for the right to work in the UK": a right takes its article.
      const asked = countableLabel.test(label)
        ? withIndefiniteArticle(label)
        : /^right to work\b/iu.test(label)
          ? `the ${label.charAt(0).toLowerCase()}${label.slice(1)}`
          : label;
      // ("..., and In addition, I hold ...": a connector another sentence's opening called for has no place after "and".)
      const claim = said
        .replace(/^(?:In addition|Additionally|Also|Besides|Further(?:more)?|Moreover),\s+/u, '')
        .replace(/^I also /, 'I ')
        .replace(/\.$/, '');
      // "You are also looking for a full UK driving licence, and I hold a Full UK driving licence": the same name
      // twice reads as the advert handed back; once is enough.
      const held = claim.match(/^I hold (?:an? |the )?(.+)$/)?.[1];
      const bare = (text: string) =>
        text
          .toLowerCase()
          .replace(/^(?:an?|the)\s+/, '')
          .trim();
      if (held !== undefined && bare(held) === bare(label))
        return `${leadFor(asked, state, setting.adNoun, plan.plus)}, which I hold.`;
      // ("Your posting asks for someone registered as an Engineer-in-Training, and I am registered as an
      // Engineer-in-Training (EIT)": the standing asked, said once.)
      const standing = claim.match(
        /^I am ((?:registered|licensed|certified|chartered|accredited)\s+as)\s+(?:an?\s+)?(.+?)$/u,
      );
      if (
        standing?.[1] &&
        standing[2] &&
        label.toLowerCase().startsWith(`${standing[1].toLowerCase()} `) &&
        containsWholeWord(label, standing[2].replace(/\s*\([^()]*\)$/u, ''))
      )
        return `${leadFor(asked, state, setting.adNoun, plan.plus)}, which I am.`;
      // ("You would also welcome IOSH Managing Safely, and I am currently working towards IOSH Managing Safely": the
      // same, of one under way.)
      const towards = claim.match(/^I am (currently )?working towards (?:an? |the )?(.+?)(, due in .+)?$/u);
      if (towards?.[2] !== undefined && bare(towards[2]) === bare(label))
        return `${leadFor(asked, state, setting.adNoun, plan.plus)}, which I am ${towards[1] ?? ''}working towards${towards[3] ?? ''}.`;
      // ("..., and ESL Supplemental is planned for March 2027": the name the ad gave, said again; "it" says it.)
      const named = claim.match(/^(?:(?:My|The|An?)\s+)?(.+?)\s+((?:is|are)\s+(?:planned|scheduled|booked|due)\b.*)$/u);
      // (Only after "as a plus", whose name ends the clause; after "asks for a full UK driving licence" the claim's own
      // subject reads better than "it".)
      if (plan.plus === true && named?.[1] !== undefined && named[2] !== undefined && bare(named[1]) === bare(label)) {
        // ("..., and I have it planned for March 2027": whose plan it is, said.)
        const timed = named[2].match(/^(?:is|are)\s+(planned|scheduled|booked)\s+(for\s+.+)$/u);
        return timed?.[1] && timed[2]
          ? `${leadFor(asked, state, setting.adNoun, plan.plus)}, and I have it ${timed[1]} ${timed[2]}.`
          : `${leadFor(asked, state, setting.adNoun, plan.plus)}, and it ${named[2].replace(/^are\b/u, 'is')}.`;
      }
      // "... asks for PHECC registration as a Paramedic, and I am registered with PHECC as a Paramedic": the register
      // and the post said back. Once is enough, with the year the registration began.
      const register = claim.match(/^I am registered with (\S+) as an? (.+)$/u);
      if (
        register?.[1] &&
        register[2] &&
        label.toLowerCase().includes(register[1].toLowerCase()) &&
        label.toLowerCase().includes(register[2].toLowerCase())
      ) {
        const since = plan.credential.date?.match(/\b(?:19|20)\d{2}\b/u)?.[0];
        return `${leadFor(asked, state, setting.adNoun, plan.plus)}, ${since ? `and I have been registered since ${since}` : 'which I hold'}.`;
      }
      // "I hold the Driver CPC, as your advert asks.": a credential held that the ad names is claimed once.
      if (plan.credential.status === 'held' && namesAskedCredential(label, plan.credential.name))
        return claimAsked(said, asked, state, setting.adNoun ?? 'advert', plan.plus === true);
      // "Your advert asks for a valid RTITB reach truck licence, and I hold a Counterbalance licence (RTITB)": a licence
      // for another machine, which shares only its body's letters with the ask, answers nothing it asks; it is told
      // plainly, never as the answer.
      const askedMachines: string[] = label.toLowerCase().match(machineKind) ?? [];
      const heldMachines: string[] = plan.credential.name.toLowerCase().match(machineKind) ?? [];
      if (
        askedMachines.length > 0 &&
        heldMachines.length > 0 &&
        !heldMachines.some((machine) => askedMachines.includes(machine))
      )
        return said;
      // "Your posting asks for a current unrestricted driver licence, and I hold NSW Driver Licence – P2 (provisional)":
      // a provisional or learner's licence answers no ask for a full one; it is told plainly, never as the answer.
      if (
        /\b(?:full|unrestricted|open|clean)\b/iu.test(label) &&
        /\b(?:provisional|learner['’]?s?|P[12]|restricted)\b/iu.test(plan.credential.name)
      )
        return said;
      // ("..., and the CCRN is planned for 2027": the claim goes on the sentence in lower case.)
      // ("..., and a full UK driving licence is planned for Jan 2027": its article too.)
      return `${leadFor(asked, state, setting.adNoun, plan.plus)}, and ${claim.replace(/^(?:My|The|An|A)\b/u, (word) => word.toLowerCase())}.`;
    }
    case 'education': {
      const { degree, field, institution, status } = plan.education;
      // "Associate" or "Bachelor" alone needs its noun; an institution that is not a clean name is left out.
      const named = /^(?:associate|bachelor|master)(?:['’]s)?$/i.test(degree) ? `${degree} degree` : degree;
      // "B.Sc. in Informatik" in an English letter: the field said in English where the name is a common one.
      const englishField = field ? (englishFieldNames[field.toLowerCase()] ?? field) : null;
      const schoolName = schoolForLetter(institution);
      // ("Associate Degree in Nursing" with "ADN" as its major: the degree's own initials name no field.)
      const initials = degree
        .split(/\s+/u)
        .filter((word) => /^\p{Lu}/u.test(word))
        .map((word) => word.charAt(0))
        .join('');
      const ownInitials = field !== null && /^\p{Lu}{2,5}$/u.test(field) && initials === field;
      // (The field, said after the degree's name: "in Accounting", or ", with a major in ..." before the school.)
      const fieldSaid = (withSchool: boolean) =>
        englishField && field && !degree.includes(field) && !ownInitials
          ? fieldOfDegree(named, englishField, withSchool)
          : '';
      const degreeAndField = `${withIndefiniteArticle(named)}${fieldSaid(Boolean(schoolName))}`;
      const subject = `${degreeAndField}${schoolName ? ` from ${schoolName}` : ''}`;
      // "Ausbildung Hotelfachfrau (IHK)" in an English letter: a German apprenticeship, said as one.
      const apprenticeship = degree.match(
        /^(?:Ausbildung|Berufsausbildung|Lehre)\s+(?:zur?\s+|als\s+)?(\p{Lu}[\p{L}-]+)$/u,
      )?.[1];
      if (apprenticeship && status === 'completed')
        return sentence(
          `I completed an apprenticeship as ${withIndefiniteArticle(apprenticeship)}${schoolName ? ` at ${schoolName}` : ''}`,
        );
      // "Full Stack Web Development Bootcamp": a course completed, never a title held.
      if (/\b(?:boot ?camp|nanodegree)$/iu.test(degree) && status === 'completed')
        return sentence(`I completed the ${degree}${schoolName ? ` at ${schoolName}` : ''}`);
      const holdSaid = state.paragraph.some((written) => /^I (?:also )?hold\b/.test(written));
      // "Your advert asks for a degree in Computer Science or a related field, and I hold a B.Tech in ...".
      const asked = plan.requirement ? degreeLabel(plan.requirement) : undefined;
      // "I hold a Bachelor of Commerce from Kenyatta University, as your advert asks.": a degree the ad names.
      // "I graduated in 2015 with a Bachelor of Commerce in Accounting from ..." said already: the ask is answered by
      // that degree, never by naming it and its school a second time.
      const graduatedWith = state.written.some(
        (written) => written.startsWith('I graduated') && written.includes(degreeAndField),
      );
      if (status === 'completed' && asked && graduatedWith)
        return `${leadFor(asked, state, setting.adNoun, plan.plus)}, which my ${named.replace(/^(?:an?|the)\s+/iu, '')}${fieldSaid(false)} meets.`;
      if (status === 'completed' && asked && namesAskedCredential(asked, `${degree} ${field ?? ''}`))
        return claimAsked(`I hold ${subject}`, asked, state, setting.adNoun ?? 'advert', plan.plus === true);
      if (status === 'completed' && asked)
        return `${leadFor(asked, state, setting.adNoun, plan.plus)}, and I hold ${subject}.`;
      return status === 'completed'
        ? avoidRepeatedOpening(sentence(`I ${holdSaid ? 'also ' : ''}hold ${subject}`), state)
        : status === 'in_progress'
          ? // (A degree is studied for at its school, never "from" it.)
            sentence(
              `${plan.yearGone ? 'I have worked towards' : 'I am currently studying for'} ${degreeAndField}${schoolName ? ` at ${schoolName}` : ''}`,
            )
          : undefined;
    }
    case 'earlier-roles': {
      // "Volunteer, Convoy of Hope": "I have also volunteered with Convoy of Hope", never "worked as a Volunteer at".
      if (plan.roles.every((role) => /^volunteer$/iu.test(role.title.trim()) && role.employer))
        return avoidRepeatedOpening(
          sentence(
            `I have also volunteered with ${joinList(
              plan.roles.map((role) => role.employer ?? ''),
              'and',
            )}`,
          ),
          state,
        );
      // "Board Member (volunteer), Still Waters Worship Center": "I have also volunteered as a Board Member with ...",
      // never "worked as" a post the person gave their time to.
      // ("Volunteer/Horse Caretaker": the post without the word the verb now says.)
      if (plan.roles.every((role) => role.volunteer === true && role.employer))
        return avoidRepeatedOpening(
          sentence(
            `I have also volunteered ${joinList(
              plan.roles.map((role) => {
                const post = role.title.replace(/^\s*volunteer(?:ing)?\s*(?:[/,–-]\s*)?/iu, '').trim();
                return `${post === '' ? '' : `as ${titleWithArticle({ ...role, title: post })} `}with ${role.employer ?? ''}`;
              }),
              'and',
            )}`,
          ),
          state,
        );
      // "Before that, I did a mixed placement at Killeshin Mixed Practice": placements are done, never worked as.
      const placements = plan.roles.map((role) => placementDone(role.title));
      if (placements.every((placement) => placement !== undefined))
        return avoidRepeatedOpening(
          sentence(
            `${plan.allEarlier ? 'Before that, I did' : 'I also did'} ${joinList(
              plan.roles.map(
                (role, index) => `${placements[index] ?? ''}${role.employer ? ` at ${role.employer}` : ''}`,
              ),
              'and',
            )}`,
          ),
          state,
        );
      const roles = plan.roles.map((role) => `${titleWithArticle(role)}${role.employer ? ` at ${role.employer}` : ''}`);
      // ("a Third Engineer and a Fourth Engineer at MV Stella Kobe": two posts at one employer name it once, never
      // "as a Third Engineer at MV Stella Kobe and as a Fourth Engineer at MV Stella Kobe".)
      const byEmployer: { employer: string | null; titles: string[] }[] = [];
      for (const role of plan.roles) {
        const same = role.employer ? byEmployer.find((group) => group.employer === role.employer) : undefined;
        if (same) same.titles.push(titleWithArticle(role));
        else byEmployer.push({ employer: role.employer, titles: [titleWithArticle(role)] });
      }
      const grouped = byEmployer.map(
        (group) => `${joinList(group.titles, 'and')}${group.employer ? ` at ${group.employer}` : ''}`,
      );
      if (plan.beforeCurrentPost) return sentence(`Before my current post, I worked as ${joinList(grouped, 'and as')}`);
      // "Frontend Developer, Mammoth Studios, January 2022 - Current": a post still held beside the one the letter told
      // is said in the present; "I have also worked as" read as a post left.
      const heldNow = plan.roles.flatMap((role, index) => (role.current ? [roles[index] ?? ''] : []));
      // "Treasurer (volunteer)" held now beside posts left: a post given time to, never "I also work as Treasurer"
      // (a held-out letter), told as volunteered.
      const volunteeringNow = plan.roles.filter((role) => role.current && role.volunteer === true && role.employer);
      if (volunteeringNow.length > 0 && volunteeringNow.length === heldNow.length) {
        const left = plan.roles.flatMap((role, index) => (role.current ? [] : [roles[index] ?? '']));
        const volunteered = volunteeringNow.map((role) => {
          const post = role.title.replace(/\s*\((?:volunteer|voluntary|unpaid)\)\s*$/iu, '').trim();
          return `${post === '' ? '' : `as ${titleWithArticle({ ...role, title: post })} `}with ${role.employer ?? ''}`;
        });
        return avoidRepeatedOpening(
          sentence(
            `${left.length > 0 ? `I have also worked as ${joinList(left, 'and as')}, and I volunteer` : 'I also volunteer'} ${joinList(volunteered, 'and')}`,
          ),
          state,
        );
      }
      if (heldNow.length > 0) {
        const left = plan.roles.flatMap((role, index) => (role.current ? [] : [roles[index] ?? '']));
        return avoidRepeatedOpening(
          sentence(
            `I also work as ${joinList(heldNow, 'and as')}${left.length > 0 ? `, and I have worked as ${joinList(left, 'and as')}` : ''}`,
          ),
          state,
        );
      }
      return avoidRepeatedOpening(
        sentence(
          `${plan.allEarlier ? 'Before that, I worked' : 'I have also worked'} as ${joinList(grouped, 'and as')}`,
        ),
        state,
      );
    }
    case 'languages': {
      // "English (Native or Bilingual)", "Spanish (Native or Bilingual)" for a bilingual post: the person is bilingual in
      // both, which "English is my first language. I am a native speaker of Spanish." overstated and set at odds.
      const bilingual = (language: SpokenLanguage) => /\bbilingual\b/iu.test(language.level ?? '');
      const englishSpoken = plan.languages.find(
        (language) =>
          englishLanguageNames[language.name.toLowerCase()] === 'English' || /^english$/iu.test(language.name),
      );
      const bilingualIn =
        plan.asked?.some((name) => /^english$/iu.test(name)) && englishSpoken && bilingual(englishSpoken)
          ? plan.languages.filter((language) => language !== englishSpoken && bilingual(language))
          : [];
      if (bilingualIn.length > 0) {
        const rest = otherLanguagesSentence(
          { ...plan, languages: plan.languages.filter((language) => !bilingualIn.includes(language)) },
          setting,
          state,
        );
        const names = bilingualIn.map((language) => englishLanguageNames[language.name.toLowerCase()] ?? language.name);
        const both = `I am bilingual in English and ${joinList(names, 'and')}.`;
        return rest ? `${both} ${rest}` : both;
      }
      const english = askedEnglishSentence(plan);
      const others = otherLanguagesSentence(plan, setting, state);
      return english && others ? `${english} ${others}` : (english ?? others);
    }
    case 'motivation': {
      // The ad's duties are in the ad's language: a letter in another language does not quote them.
      // "write schedules, place orders, take weekly inventory": a list the ad typed without its "and" gets one.
      const duties = plan.duties
        .filter((duty) => duty.language === 'en')
        .map((duty) => withListsAnd(dutyCore(duty.text)));
      const unit = plan.unit?.language === 'en' ? plan.unit.text : null;
      const parts: string[] = [];
      const current = plan.current;
      // The step from the current post to this one, by their titles.
      if (current?.current && setting.role && plan.step === 'up')
        parts.push(
          pick(
            [
              `The ${withKind(roleNamedAgain(setting.role), 'post')} is the natural next step from my work as ${titleWithArticle(current)}.`,
              `Moving from my work as ${titleWithArticle(current)} to the ${withKind(roleNamedAgain(setting.role), 'post')} is the step I am ready to take.`,
            ],
            setting,
            id,
          ),
        );
      if (duties.length > 0) {
        // (A letter short of its length with every fact told takes the fuller phrasing, as its courtesies do.)
        parts.push(
          (setting.roomy ? pickFuller : pick)(
            [
              `What draws me to this role is the chance to ${duties.join(' and to ')}.`,
              `I would especially like to ${duties.join(' and to ')}.`,
            ],
            setting,
            id + 1,
          ),
        );
      } else if (unit) {
        parts.push(`I would like to bring that experience to ${unit}.`);
      }
      return parts.length > 0 ? parts.join(' ') : undefined;
    }
    case 'aim': {
      // "I am seeking a permanent night shift position in the Dayton area to be closer to family": the person's own
      // reason, said as theirs (own-aims.ts). An aim in another language is not quoted in an English letter.
      if (plan.aim.language !== 'en') return undefined;
      // ("after nine years in retail, the part of my job I have always enjoyed most is ...": a phrase set before the
      // reason keeps its commas, "because, after nine years in retail, ...".)
      const aimText = mendTitleMisspellings(plan.aim.text);
      const aim = /^\p{Ll}[^,]{2,40},\s/u.test(aimText) ? `, ${aimText}` : ` ${aimText}`;
      return pick([`I am applying because${aim}`, `This post appeals to me because${aim}`], setting, id);
    }
    case 'why': {
      // "You asked why I want to move into an office role: I've spent four years behind a coffee bar and I'm ready
      // to move into an office role."
      const own = plan.text.replace(/[.;\s]+$/u, '');
      const said = /^I\b|^I['’]/u.test(own) ? own : `I am ${lowerFirstForSentence(own)}`;
      return `You asked ${plan.ask}: ${said}.`;
    }
    case 'returning': {
      // "I know Meadow Lane from the inside: I worked there from 2012 to 2017, as a Sales Assistant and then a Team
      // Supervisor, and I would like to bring what I have learned since back to it."
      const posts = plan.titles.map((title) => withIndefiniteArticle(title));
      const years =
        plan.startYear && plan.endYear && plan.startYear !== plan.endYear
          ? ` from ${plan.startYear} to ${plan.endYear}`
          : plan.endYear
            ? ` until ${plan.endYear}`
            : '';
      const as = posts.length === 2 ? `, as ${posts[0]} and then ${posts[1]}` : posts[0] ? ` as ${posts[0]}` : '';
      return `I know ${plan.company} from the inside: I worked there${years}${as}, and I would like to bring what I have learned since back to it.`;
    }
    case 'mission': {
      const { kind, text, language } = plan.mission;
      if (language !== 'en') return undefined;
      if (kind === 'aim') {
        // "build a simpler, faster booking service": work to be done, said as work to help with.
        const first = text.split(/\s+/)[0] ?? '';
        if (readVerb(first)?.form !== 'base') return undefined;
        return pick(
          [`I would be glad to help ${text}.`, `Helping to ${text} is work I would be glad to be part of.`],
          setting,
          id,
        );
      }
      const reason = kind === 'focus' ? `your focus on ${text}` : `your belief that ${text}`;
      return pick(
        [
          `${reason.charAt(0).toUpperCase()}${reason.slice(1)} is a large part of why I am applying.`,
          `I am drawn to ${reason}.`,
        ],
        setting,
        id,
      );
    }
    case 'closing': {
      const target = plan.company ? companyInSentence(plan.company) : 'your team';
      // "how my experience as a Senior RAC Technician could support ...": the experience offered, named by the post held
      // now (a long or odd title is left unsaid; review of set Y called the bare ask a stock line).
      const asPost =
        plan.current && plan.current.title.split(/\s+/u).length <= 5 && !/[()/,]/u.test(plan.current.title)
          ? ` as ${titleWithArticle(plan.current)}`
          : '';
      const asks = [
        `I would welcome the chance to discuss in an interview how my experience${asPost} could support ${target}.`,
        `I would be glad to meet and talk about how I could contribute to ${target}.`,
        // ("how my experience as a Staff Accountant fits the Staff Accountant role": the post said twice.)
        // ("my experience as a Staff Registered Nurse fits the Registered Nurse role": one post inside the other, said
        // twice.)
        `Could we arrange an interview to talk about how my experience${plan.role && plan.current && sharesPost(roleNamedAgain(plan.role), plan.current.title) ? '' : asPost} fits ${plan.role ? `the ${withKind(roleNamedAgain(plan.role), 'role')}` : 'the role'}?`,
        `I would value the opportunity to explain in an interview what I could bring to ${target}.`,
        // A batch of letters ending on one of four sentences reads as a template (review 15): six asks, each clear.
        `I would be pleased to talk with you in an interview about how I could help ${target}.`,
        `May I come and talk with you about ${plan.role ? `the ${withKind(roleNamedAgain(plan.role), 'role')}` : 'the role'} in an interview?`,
      ];
      return setting.roomy ? pickFuller(asks, setting, id) : pick(asks, setting, id);
    }
    case 'work-samples':
      return `You can see my work at ${joinList(plan.links, 'and')}.`;
    case 'practicalities':
      return writePracticalities(plan, {
        start: startSentence,
        salary: 'I would be happy to discuss my salary expectations at interview.',
        relocation: (said) => `I am ${said}.`,
        shifts: (hours) =>
          hours.length > 0
            ? weeklyHoursSentence(hours)
            : 'I would be glad to go through the shifts I can work with you.',
      });
    case 'contact': {
      const ways = [plan.phone, plan.email].filter((way): way is string => way !== null);
      if (ways.length === 0)
        return plan.profile ? `You can reach me through my profile at ${plan.profile}.` : undefined;
      return `You can reach me at ${joinList(ways, 'or')}.`;
    }
    case 'thanks': {
      // One sentence: after the ask, a stack of courtesies ("Thank you ... I look forward ...") says nothing more.
      const thanks = [
        'Thank you for your time and consideration.',
        'Thank you for considering my application.',
        'Thank you for reading my application; I look forward to hearing from you.',
        'Thank you for your time; I hope to hear from you.',
      ];
      return setting.roomy ? pickFuller(thanks, setting, id) : pick(thanks, setting, id);
    }
  }
}

/**
 * A project's heading as a sentence names it: "ShiftSwap (React, Firebase) - shiftswap-demo.netlify.app" → "ShiftSwap".
 * Its tools in brackets, its address and what it is after a dash are the heading's, not the name's; a name that ends
 * on "project" is not said "... project project".
 */
/**
 * How the letter introduces a project's line: "In my ClinicBook project", or, for a post held in one ("Volunteer UX
 * Designer – Cork Community Food Share (registered charity)"), "As a Volunteer UX Designer at Cork Community Food
 * Share" (never "In my Volunteer UX Designer – Cork Community Food Share project").
 */
function projectIntro(heading: string, result = false): string {
  const post = heading
    .replace(/\s*\([^()]*\)\s*$/u, '')
    .match(/^(\p{Lu}[^–—]{2,60}?)\s+[–—-]\s+(\p{Lu}[^–—,]{2,80})$/u);
  // (What the work did is said "In my work as ...": "As a Volunteer UX Designer, completed sign-ups rose" would make
  // the sign-ups the designer.)
  if (post?.[1] && post[2] && countTitleWords(post[1]) > 0 && countTitleWords(post[2]) === 0)
    return `${result ? 'In my work as' : 'As'} ${withIndefiniteArticle(post[1].trim())} at ${post[2].trim()}`;
  // "Ubuntu Packaging – Section 189 consultation (2020)": where the work was, then the work, named in words a sentence
  // writes small after its first: "In the Section 189 consultation at Ubuntu Packaging" (never "In my Ubuntu Packaging
  // – Section 189 consultation project").
  if (
    post?.[1] &&
    post[2] &&
    countTitleWords(post[1]) === 0 &&
    countTitleWords(post[2]) === 0 &&
    /\s\p{Ll}+$/u.test(post[2].trim()) &&
    countSpaceSeparatedParts(post[1]) <= 4
  )
    return `In the ${post[2].trim()} at ${post[1].trim()}`;
  const name = projectNameForLetter(heading);
  // ("Skills audit (2022)": a kind of work, not a name; "In my skills audit project".)
  if (/^\p{Lu}\p{Ll}+(?:\s\p{Ll}+){1,3}$/u.test(name))
    return `In my ${name.charAt(0).toLowerCase()}${name.slice(1)} project`;
  // ("The JBS Collection – Bentley Blower": a name with its own article is said "In my work on The JBS Collection ...",
  // never "In my The JBS Collection ... project".)
  return /^(?:The|A|An)\s/u.test(name) ? `In my work on ${name}` : `In my ${name} project`;
}

export function projectNameForLetter(heading: string): string {
  // "Full Stack Engineer, www.you-rl.xyz/dev-row": the post held on the project, then where it lives; the project is
  // named by its address's last part ("dev-row"), or by the site ("you-rl.xyz").
  const placed = heading.match(/^[^,]{2,60},\s+(?:https?:\/\/)?(?:www\.)?([\w.-]+\.[a-z]{2,})(?:\/([\w-]+))?\/?\s*$/iu);
  if (placed?.[1]) return placed[2] ?? placed[1];
  const name = heading
    .replace(/\s+[-–—|]\s+(?:https?:\/\/)?[\w.-]+\.[a-z]{2,}(?:\/\S*)?\s*$/iu, '')
    // "Bike Kitchen booking site — volunteer project", "Shelfwise — inventory tracker for a bookstore": what it is,
    // after a dash in lower case.
    .replace(/\s+[-–—]\s+\p{Ll}.*$/u, '')
    .replace(/\s*\([^()]*\)\s*$/u, '')
    .trim();
  const named = name === '' ? heading : name;
  // "Project 1: Abbott": the project's place in a list is no part of its name ("In my Project 1: Abbott project" was
  // said five times in a held-out letter).
  const numbered = named.replace(/^project\s*#?\s*\d+\s*[:.–—-]\s*(?=\S)/iu, '');
  // ("FAMILY GROUP CONFERENCE PILOT", a heading in capitals: said as a name is written, "Family Group Conference Pilot".)
  const spoken =
    numbered.split(/\s+/u).length >= 3 && isAllCapitals(numbered) ? titleCaseFromCapitals(numbered) : numbered;
  return spoken.replace(/\s+project$/iu, '');
}
