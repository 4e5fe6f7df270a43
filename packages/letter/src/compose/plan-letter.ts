// The planners: which facts the letter tells, in which paragraph, and how much each matters. Opening: the role, the
// company, who the candidate is. Evidence: the strongest achievements for this ad, each with its own role. Require-
// ments: the must-haves the resume supports, each with its evidence; unsupported ones are left out. Closing: a clear
// ask. No planner writes a word of the letter (docs/decisions/0016-composer.md).

import { titleWords } from './choose-post.ts';
import { lowerFirstForSentence, namesWrittenInCapitals } from '../text/letter-case.ts';
import type {
  Achievement,
  Credential,
  Education,
  JobBrief,
  LetterLanguage,
  Project,
  ResumeFacts,
  Skill,
} from '@cover-letter/shared/fact-sheet-schema';
import { containsWholeWord, contentWords, escapeRegExp, foldForComparison } from '../text/compare.ts';
import { conceptsOf } from '../vocabulary/work-concepts.ts';
import { figureMovedFromTo } from '../text/numbers.ts';
import {
  countTitleWords,
  germanFurtherQualificationKinds,
  isTitleWord,
  looksLikeTitle,
  namesFirmOfPeople,
  titleTokens,
} from '../vocabulary/occupations.ts';
import { looksLikeOrganisation } from '../vocabulary/places-and-organisations.ts';
import { canonicalSkillName, findSkills } from '../vocabulary/skills.ts';
import {
  adVocabulary,
  describesThePerson,
  isResultLine,
  reportsChange,
  sharedSubjectWords,
  sharedWorkWords,
  isCountedInThreeWords,
  isTrainingLine,
  matchRequirements,
  lineKey,
  rankAchievements,
  scoreLine,
  titleNamesAdWork,
  rightToWorkElsewhere,
  titleSharesAdTitle,
  titleSharesAdTitleWord,
  type RankedAchievement,
  type RequirementSource,
} from './select-evidence.ts';
import { joinList } from './phrasebook.ts';
import { practicesForAd } from './practice-skills.ts';
import { findTenure } from './tenure.ts';
import { readStatedExperience } from './stated-experience.ts';
import { compareTitles, readAdDuties, readAdMission, readAdUnit, type AdDuty } from './ad-duties.ts';
import { wordStem, wordsOrBeginningsOf } from './word-match.ts';
import { enclosingTitle, rolesByRecency } from './role-recency.ts';
import { isReadableLine, repairLine } from './readability.ts';
import {
  readRecognition,
  describesProduct,
  statesWhatIsLacked,
  withoutLack,
  toFirstPersonClause,
  isShortNounDuty,
} from './first-person-english.ts';
import { isPastTense, readVerb } from '../vocabulary/english-verbs.ts';
import { sharesRoleFamily } from '../vocabulary/role-families.ts';
import type { EvidenceLine, PlannedSentence, RoleReference, SentencePlan, ParagraphName } from './sentence-plans.ts';
import { TextMemo } from '../text/text-memo.ts';
import { countSpaceSeparatedParts } from '../text/sentences.ts';
import { readProseRoles } from '../facts/prose-roles.ts';
import { yearIn } from '../facts/read-periods.ts';
import { namesOfLanguage } from '../facts/read-skills.ts';
import { readAdSource } from '../facts/read-job-brief.ts';
import type { OwnAim } from '../facts/own-aims.ts';
import type { Relocation } from '../facts/relocation.ts';
import type { CareerBreak } from '../facts/career-breaks.ts';
import { withIndefiniteArticle } from './articles.ts';
import { answersForeignAsk, readForeignAskObject } from './foreign-asks.ts';
import { toGermanClause } from './first-person-german.ts';

export type PlanInput = {
  resume: ResumeFacts;
  job: JobBrief;
  /** The ad's responsibilities, which say what the job is about beyond its requirements. */
  responsibilities: readonly string[];
  /** The resume's summary, as sentences ("Self-motivated leader with over 8 years of experience in ..."). */
  summary: readonly string[];
  /** The person's own sentences of a resume written as prose, when no job could be read (ReadResume.prose). */
  prose?: readonly string[];
  /** What the person says they are looking for (ReadResume.aims): the letter's reason for applying, where it fits. */
  aims?: readonly OwnAim[];
  /** When in the week the person can work, as the resume lists it (weekly-hours.ts). */
  hours?: readonly string[];
  /** A move the resume states (relocation.ts). */
  relocation?: Readonly<Relocation> | null;
  /** Breaks from paid work the resume states (career-breaks.ts). */
  careerBreaks?: readonly CareerBreak[];
  variation: number;
  /** The ad's whole text, cleaned: its prose says what the job is about where no list of requirements does. */
  adText: string;
  /** Whether the letter's phrasebook can tell a line (see Phrasebook.canTell); every line when not given. */
  canTell?: (line: EvidenceLine) => boolean;
  /** Whether the opening can tell a line of the current role (Phrasebook.canOpenWith); none when not given. */
  canOpenWith?: (line: EvidenceLine) => boolean;
  /** The day the letter is written: how long a role the person holds now has lasted. Now when not given. */
  today?: Date;
  /** The letter's language: a Spanish, French or German letter answers its ad's asks in that language. */
  language?: LetterLanguage;
};

/** Misspellings of title words that resumes carry, with the word as it is spelt, capitalised as titles are. */
const titleSpellings: Record<string, string> = {
  manger: 'Manager',
  assitant: 'Assistant',
  assisstant: 'Assistant',
  asistant: 'Assistant',
  adminstrator: 'Administrator',
  administator: 'Administrator',
  coordiantor: 'Coordinator',
  cordinator: 'Coordinator',
  supervsior: 'Supervisor',
  superviser: 'Supervisor',
  receptionst: 'Receptionist',
  accountatn: 'Accountant',
  enginer: 'Engineer',
  engeneer: 'Engineer',
  techician: 'Technician',
  technican: 'Technician',
  controlls: 'Controls',
};

/**
 * A title as a sentence can carry it: one title where the resume printed several ("Reservations agent/front desk
 * agent/guest services agent" → "Reservations agent", "Roofer, Plywood, Door Hanger" → "Roofer"), and an internship
 * named as one ("Internship, Credit Officer" → "Credit Officer intern").
 */
/**
 * "Assistant(e) de direction", "Coordinador(a) de Tráfico": a post the ad opens to all in one word, said in the form the
 * applicant's own titles use ("Assistante de direction du CEO" → "Assistante de direction"); unchanged when no title
 * of theirs says which.
 */
export function postForApplicant(role: string, resume: ResumeFacts): string {
  const titleWords = new Set(
    resume.roles.flatMap((held) => held.title.toLowerCase().split(/[^\p{L}]+/u)).filter((word) => word !== ''),
  );
  // "Pflegehelfer (m/w/d)" for a "Pflegehelferin": a German post open to all is named in the applicant's own form, as
  // her own title gives it ("die Stelle als Pflegehelferin").
  const germanPost = role.match(/^(.*?)(\p{Lu}\p{Ll}{3,}(?:er|ent|ant|eur|ist|or))$/u);
  if (germanPost?.[2] !== undefined && titleWords.has(`${germanPost[2].toLowerCase()}in`))
    return `${germanPost[1] ?? ''}${germanPost[2]}in`;
  if (!/\p{L}\((?:e|ne|a|se)\)/u.test(role)) return role;
  return role.replace(/(\p{L}+)\((e|ne|a|se)\)/gu, (whole, stem: string, ending: string) => {
    const lower = stem.toLowerCase();
    if (titleWords.has(`${lower}${ending}`)) return `${stem}${ending}`;
    if (titleWords.has(lower)) return stem;
    return whole;
  });
}

export function titleForLetter(rawTitle: string): string {
  // "Ausbildung als Chemielaborantin (apprenticeship as chemical laboratory assistant)": a German apprenticeship, said
  // as one, in the English the resume gives it.
  // Without the English, "Ausbildung zur Gesundheits- und Krankenpflegerin" stays whole: each phrasebook says it as an
  // apprenticeship in its own words ("Während meiner Ausbildung zur ...", "an apprentice (Ausbildung zur ...)").
  const apprenticeship = rawTitle.match(
    /^Ausbildung\s+(?:als|zum|zur)\s+([\p{L}-]+)(?:\s*\((?:apprenticeship|training|vocational training)\s+as\s+(?:an?\s+)?([^)]+)\))?/u,
  );
  if (apprenticeship?.[1] && apprenticeship[2]) return `apprentice ${apprenticeship[2].trim()} (${apprenticeship[1]})`;
  if (apprenticeship) return rawTitle.trim();
  // "Instructional Design Intern (part-time)": the hours are not part of the title a sentence names.
  const title =
    rawTitle
      .replace(
        /\s*\((?:part[- ]time|full[- ]time|contract|temporary|temp|seasonal|remote|hybrid|freelance|volunteer|voluntary|fixed[- ]term|maternity cover|locum|CDD|CDI|CDD puis CDI|intérim|en alternance|medio tiempo|tiempo completo|Teilzeit|Vollzeit)\)\s*/giu,
        ' ',
      )
      // "Dental Hygienist (part time, 3 days/wk)", "Casual Chef (weekends, 2nd job)": the terms the post was held on.
      .replace(
        /\s*\((?=[^()]*\b(?:part[- ]time|full[- ]time|days?\s*\/\s*wk|hrs|hours|weekends?|2nd job|second job|casual|evenings?|nights?)\b)[^()]*\)\s*/giu,
        ' ',
      )
      // "Collections Agent (early-stage and pre-legal)", "Customer Service Agent – telecoms account": a note in lower
      // case on what the post covered.
      // "(shift lead)", "(compulsory year)": a short note of the post's kind stays.
      .replace(/\s*\((?=[^()]*\p{Ll})(?=[^()]*(?:\sand\s|\S+\s+\S+\s+\S))[^()\p{Lu}\d]*\)\s*$/u, ' ')
      .replace(/\s+[–—-]\s+\p{Ll}[^–—()]*$/u, '')
      .trim() || rawTitle;
  const intern = /\bintern(?:ship)?\b/i.test(title);
  // ("Android Developer (Internship)": the brackets go with the word.)
  const withoutIntern = title
    .replace(/\s*\(\s*intern(?:ship)?\s*\)\s*/giu, ' ')
    .replace(/\s*,?\s*\bintern(?:ship)?\b\s*,?\s*/gi, ' ')
    .trim();
  // Commas split only a list of titles ("Roofer, Plywood, Door Hanger"); "Web, Graphics and Written
  // Communications Consultant" is one title whose first words a comma separates.
  const commaParts = withoutIntern.split(/\s*,\s*(?![^()]*\))/).filter((part) => part !== '');
  const parts = countTitleWords(commaParts[0] ?? '') > 0 ? commaParts : [withoutIntern];
  // "Registered Nurse, Supervisor": a rank after the comma belongs to the title before it.
  const rank = /^(?:supervisor|manager|lead|leader|coordinator|charge|head|director|senior|principal|chief)$/i;
  let chosen =
    parts.length === 2 && rank.test(parts[1] ?? '') ? `${parts[0]} ${parts[1]}` : (parts[0] ?? withoutIntern);
  // Two titles of two words or more joined by a slash: the first; "Administrative/Finance Officer" stays whole. When the
  // first names no occupation ("Head Start/Federal Preschool Programs Teacher": the "Teacher" is both's), the last.
  // "Pre-registration Pharmacist (6/6 split)": a slash inside brackets parts no titles.
  // ("Senior CAD/CAM Engineer", "AP/AR Specialist": a slash between two acronyms joins what one post works on.)
  const slashed = /\b\p{Lu}{2,}\/\p{Lu}{1,}\b/u.test(chosen) ? [chosen] : chosen.split(/\s*\/\s*(?![^()]*\))/u);
  if (slashed.length >= 2 && slashed.every((part) => part.split(/\s+/).length >= 2)) {
    const first = slashed[0] ?? chosen;
    const last = slashed[slashed.length - 1] ?? chosen;
    // "Trainee Dental Nurse/Dental Nurse": a trainee who qualified in the post, both said, never the trainee for the
    // whole time (review of set S).
    const trainee = first.match(/^(Trainee|Apprentice|Student)\s+(.+)$/u);
    // "Audit Senior / Audit Trainee": the post held last first, after the trainee's; both said, in their order, never
    // the trainee alone for the senior's deeds.
    const traineeFirst =
      slashed.length === 2 &&
      /\b(?:trainee|apprentice|student|intern|junior)\b/iu.test(last) &&
      !/\b(?:trainee|apprentice|student|intern|junior)\b/iu.test(first);
    chosen =
      slashed.length === 2 && trainee?.[1] && trainee[2]?.toLowerCase() === last.toLowerCase()
        ? `${trainee[1]} and then qualified ${last}`
        : traineeFirst
          ? `${last} and then ${first}`
          : countTitleWords(first) === 0 && countTitleWords(last) > 0
            ? last
            : first;
  }
  if (chosen === '') return title;
  // "Office Assistant / Bookkeeping": a post and the field it also covered, which a sentence says in brackets ("as an
  // Office Assistant (bookkeeping)"), never "as an Office Assistant/Bookkeeping".
  const postAndField = chosen.match(/^(.+?\p{L})\s*\/\s*(\p{Lu}\p{Ll}+(?:ing|ance|ment|tion|ics))$/u);
  if (
    postAndField?.[1] &&
    postAndField[2] &&
    countTitleWords(postAndField[1]) > 0 &&
    countTitleWords(postAndField[2]) === 0
  )
    chosen = `${postAndField[1]} (${postAndField[2].toLowerCase()})`;
  // "Project Manger", "Assitant Accountant": a title word misspelt in the resume is not repeated in the letter.
  const spelled = chosen.replace(/\b[A-Za-z]+\b/g, (word) => {
    const correct = titleSpellings[word.toLowerCase()];
    if (!correct) return word;
    return /^[a-z]/.test(word) ? correct.toLowerCase() : correct;
  });
  if (!intern) return spelled;
  // "Engineering Intern (Transportation)": the note on the field stays after the post, "an Engineering intern
  // (Transportation)", never "an Engineering (Transportation) intern" (review of set BR).
  const note = spelled.match(/^(.*?)\s*(\([^()]*\))$/u);
  return note?.[1] ? `${note[1]} intern ${note[2] ?? ''}` : `${spelled} intern`;
}

const referencesByResume = new WeakMap<ResumeFacts, Map<number, RoleReference | undefined>>();

/** A role as sentences refer to it; the first role is the current one when its period runs to the present or has no end. */
export function referenceRole(resume: ResumeFacts, requestedIndex: number): RoleReference | undefined {
  // Asked for again for every line of the role: worked out once per fact sheet, which is never changed.
  let references = referencesByResume.get(resume);
  if (!references) {
    references = new Map();
    referencesByResume.set(resume, references);
  }
  if (references.has(requestedIndex)) return references.get(requestedIndex);
  const reference = describeRole(resume, requestedIndex);
  references.set(requestedIndex, reference);
  return reference;
}

/**
 * A role the resume names by its employer alone ("Lazer Heating and Air" over "May 2015 - June 2017" and its lines):
 * its lines are evidence, told at the employer ("At Lazer Heating and Air, where I worked from 2015 to 2017, I ..."),
 * never under a title the resume does not give. Only lines refer to it so: no opening, list of earlier posts or years
 * of experience names a post without its title. (Before, such a job's lines were never told, and a heating
 * technician's letter said nothing of heating: docs/decisions/0048-untitled-jobs-and-career-changers.md.)
 */
function referenceUntitledRole(resume: ResumeFacts, roleIndex: number): RoleReference | undefined {
  const role = resume.roles[roleIndex];
  if (!role || role.title.trim() !== '' || role.employer === null || role.employer.trim() === '') return undefined;
  const reference = describeRole(resume, roleIndex, { untitled: true });
  if (!reference) return undefined;
  // "Independent Contractor", "Lead Receiver" where the employer should be: how the person worked, or the post, read
  // into the employer's place. Told as the post ("As an Independent Contractor from 2003 to 2017"), never as a place
  // of work ("At Independent Contractor").
  const employer = reference.employer ?? '';
  if (
    /^(?:independent\s+)?(?:contractor|consultant|freelancer?|self[- ]employed|sole trader)$/iu.test(employer) ||
    (looksLikeTitle(employer) && !looksLikeOrganisation(employer) && !namesFirmOfPeople(employer))
  )
    return { ...reference, title: titleForLetter(employer), employer: null };
  return reference;
}

/**
 * "At Shirley Boys High School, I taught Year 10 Science ...": a sentence in the person's voice that names where it was
 * done, which needs no title or employer to be told.
 */
function framesItself(line: string): boolean {
  // ("In conjunction with this, I ..." points back, and names no place.)
  return /^(?:At|In|During|While at)\s+(?:the\s+|my\s+)?\p{Lu}[^,]{2,80},\s+I\s+(?:also\s+)?\p{Ll}{3,}/u.test(line);
}

/**
 * A block the resume prints among its jobs with neither title nor employer: a course's placements under its name
 * ("Graduate Diploma in Secondary Teaching" / "Christchurch, 2017" / "... At Shirley Boys High School, I taught Year 12
 * Physics."). Only its sentences that say where they were done are told (`framesItself`), dated by its years; before,
 * a science teacher's placements teaching physics were never told.
 */
function referenceUnnamedRole(resume: ResumeFacts, roleIndex: number): RoleReference | undefined {
  const role = resume.roles[roleIndex];
  if (!role || role.title.trim() !== '' || (role.employer ?? '').trim() !== '') return undefined;
  return describeRole(resume, roleIndex, { untitled: true });
}

function describeRole(
  resume: ResumeFacts,
  requestedIndex: number,
  options: { untitled?: boolean } = {},
): RoleReference | undefined {
  // "Coordinator, 2000-2008" and "Coordinator/International Student Advisor/Secretary, 2000-2008": one job printed
  // twice is told as one, under the first.
  const roleIndex = firstPrintingOf(resume, requestedIndex);
  const found = resume.roles[roleIndex];
  if (!found) return undefined;
  const title =
    found.title.trim() === ''
      ? (enclosingTitle(resume, roleIndex) ?? (options.untitled ? '' : undefined))
      : found.title;
  if (title === undefined) return undefined;
  const role = { ...found, title };
  const current =
    role.period?.current === true ||
    (roleIndex === 0 &&
      role.period !== null &&
      role.period.end === null &&
      role.period.start !== null &&
      // "Summer 2025": a season is a span that has ended, never the start of a job held now.
      !/^(?:spring|summer|fall|autumn|winter)\b/iu.test(role.period.start) &&
      resume.roles.length > 0 &&
      !hasLaterStart(resume, roleIndex));
  const startYear = role.period?.start?.match(/(?:19|20)\d{2}/)?.[0] ?? null;
  const endYear = current ? null : (role.period?.end?.match(/(?:19|20)\d{2}/)?.[0] ?? null);
  const recency = rolesByRecency(resume)[roleIndex] ?? roleIndex;
  return {
    roleIndex,
    title: titleForLetter(role.title),
    // "Paylane (fintech)": what the resume says of the employer in lower case is not part of its name.
    employer: role.employer?.replace(/\s*\((?=\p{Ll})[^)]*\)$/u, '') || role.employer,
    current,
    startYear,
    endYear,
    recency,
    ...(/\bvolunteer(?:ing)?\b|\bvoluntary\b/iu.test(role.title) ? { volunteer: true } : {}),
  };
}

/** The first role that is the same job as this one: the same dates and employer, one title part of the other's. */
function firstPrintingOf(resume: ResumeFacts, roleIndex: number): number {
  const role = resume.roles[roleIndex];
  if (!role?.period?.start) return roleIndex;
  const partsOf = (title: string) =>
    title
      .toLowerCase()
      .split(/\s*\/\s*/)
      .map((part) => part.trim())
      .filter((part) => part !== '');
  const parts = partsOf(role.title);
  const first = resume.roles.findIndex((other, index) => {
    if (index >= roleIndex || other.title.trim() === '' || role.title.trim() === '') return false;
    if (other.employer !== role.employer) return false;
    if (other.period?.start !== role.period?.start || other.period?.end !== role.period?.end) return false;
    const otherParts = partsOf(other.title);
    return otherParts.some((part) => parts.includes(part));
  });
  return first === -1 ? roleIndex : first;
}

/** "06/2016" with no end, above roles that started earlier, is still running. */
function hasLaterStart(resume: ResumeFacts, roleIndex: number): boolean {
  const start = yearIn(resume.roles[roleIndex]?.period?.start);
  return resume.roles.some((other, index) => index !== roleIndex && (yearIn(other.period?.start) ?? 0) > (start ?? 0));
}

/** Words an organisation praises itself with in its ad. */
const selfPraise =
  /\b(?:world['’]s|leading|premier|foremost|best|finest|top|trusted|renowned|prestigious|award[- ]winning|fastest[- ]growing|largest|biggest|number one|innovative|cutting[- ]edge|world[- ]class|industry[- ]leading)\b|#\s?1\b/iu;

/**
 * "Student Nurse", "Nursing Student", "Student Teacher (Practicum II)": a placement of a profession trained for by
 * placements, and that profession ("nurse"). "International Student Advisor" serves students, and is no placement.
 */
function studentPlacementOccupation(title: string): string | undefined {
  // ("Student Nurse, Jan 2016, April 2016": a PDF ran the post's further dates on after a comma.)
  const bare = (title.split(',')[0] ?? '').replace(/\([^)]*\)/gu, ' ');
  const profession =
    bare.match(/^\s*(?:\p{L}+\s+)?student\s+(\p{L}+)\s*$/iu)?.[1] ?? bare.match(/^\s*(\p{L}+)\s+student\s*$/iu)?.[1];
  return profession === undefined ? undefined : placementProfessions.get(profession.toLowerCase());
}

/** The professions trained for by student placements, by the words a placement's title names them with. */
const placementProfessions: ReadonlyMap<string, string> = new Map([
  ['nurse', 'nurse'],
  ['nursing', 'nurse'],
  ['teacher', 'teacher'],
  ['teaching', 'teacher'],
  ['midwife', 'midwife'],
  ['midwifery', 'midwife'],
  ['paramedic', 'paramedic'],
  ['pharmacist', 'pharmacist'],
  ['pharmacy', 'pharmacist'],
  ['physiotherapist', 'physiotherapist'],
  ['radiographer', 'radiographer'],
  ['dietitian', 'dietitian'],
]);

/**
 * The occupations the person has worked in, qualified, for two years or more (a post that is no placement): "nurse" for
 * a Registered Nurse since 2018.
 */
function qualifiedOccupations(resume: ResumeFacts, today: Date): Set<string> {
  const occupations = new Set<string>();
  for (const role of resume.roles) {
    if (/\b(?:student|intern|trainee|practicum|placement)\b/iu.test(role.title)) continue;
    const start = yearIn(role.period?.start);
    const end = role.period?.current ? today.getFullYear() : yearIn(role.period?.end);
    if (start === undefined || end === undefined || end - start < 2) continue;
    for (const word of contentWords(role.title.replace(/\([^)]*\)/gu, ' '))) occupations.add(word);
  }
  return occupations;
}

/** The role the person holds now, or the most recent one by its dates. */
function currentRole(
  resume: ResumeFacts,
  adWords: ReadonlySet<string> = new Set(),
  adPostWords: ReadonlySet<string> = new Set(),
  adPost: string | null = null,
): RoleReference | undefined {
  const recency = rolesByRecency(resume);
  // Volunteering held alongside is not who the person is at work: "I have worked as a Volunteer at ... since 2023"
  // never opens a letter while a paid job is on the resume.
  const volunteer = (index: number) => /\bvolunteer/iu.test(resume.roles[index]?.title ?? '');
  const byRecency = resume.roles
    .map((_, index) => index)
    .sort(
      (left, right) =>
        Number(volunteer(left)) - Number(volunteer(right)) || (recency[left] ?? left) - (recency[right] ?? right),
    );
  const references = byRecency.flatMap((index) => referenceRole(resume, index) ?? []);
  // Two jobs held now (a developer's post since 2022, a support worker's since 2010): the one whose post names the ad's
  // work opens the letter, whichever began later. A post's rank ("Manager", "Assistant") says nothing of the work.
  const heldNow = references.filter((reference) => reference.current && !volunteer(reference.roleIndex));
  // ("Receptionist" beside "Cashier", for a School Administrator: a post of the ad's family of posts names its work.)
  const namesAdWork = (reference: RoleReference) =>
    contentWords(reference.title).some((word) => adWords.has(word) && !isTitleWord(word, { allowAmbiguous: true })) ||
    sharesRoleFamily(reference.title, adPost);
  const opener = heldNow.length >= 2 ? heldNow.find(namesAdWork) : undefined;
  // (The first found is the latest: where that one names the ad's work, the latest job opens as ever.)
  if (opener !== undefined && opener !== heldNow[0]) return opener;
  // Two jobs left in the same year (a Retail Associate's until 04/2016, a Graphic Designer's until 01/2016): the months
  // make the first the latest, and the one whose post names the ad's work still opens the letter, as it did before the
  // months were read.
  const latest = references[0];
  const endYear = (reference: RoleReference) => yearIn(resume.roles[reference.roleIndex]?.period?.end);
  // (Here a word of the ad's post counts, "Medical" of a Medical Assistant, but never a word of rank alone.)
  const sharesAdWork = (reference: RoleReference) =>
    contentWords(reference.title).some((word) => adPostWords.has(word) && !rankTitleWords.has(word));
  if (latest && !latest.current && !sharesAdWork(latest)) {
    const sameYear = references.find(
      (reference) =>
        reference !== latest &&
        !reference.current &&
        !volunteer(reference.roleIndex) &&
        endYear(reference) !== undefined &&
        endYear(reference) === endYear(latest) &&
        sharesAdWork(reference),
    );
    if (sameYear) return sameYear;
  }
  return latest;
}

/**
 * "Reservations agent/front desk agent/guest services agent/pbx operator" for a receptionist's post: of the posts a
 * slash joins in one title, the one of the ad's kind of work names the job (its family of posts, or a word of the ad's
 * post that is no rank), where the first is not; the letter said "I currently work as a Reservations agent" to a
 * hospital's reception desk.
 */
function withPostOfAdWork(
  reference: RoleReference | undefined,
  resume: ResumeFacts,
  adRole: string | null,
): RoleReference | undefined {
  const raw = reference ? (resume.roles[reference.roleIndex]?.title ?? '') : '';
  if (!reference || !adRole || !raw.includes('/')) return reference;
  const parts = raw
    .split(/\s*\/\s*(?![^()]*\))/u)
    .map((part) => part.trim())
    .filter((part) => part.split(/\s+/u).length >= 2);
  if (parts.length < 2) return reference;
  const adWords = contentWords(adRole).filter((word) => !rankTitleWords.has(word));
  const ofAdWork = (part: string) =>
    sharesRoleFamily(part, adRole) || contentWords(part).some((word) => adWords.includes(word));
  if (ofAdWork(parts[0] ?? '')) return reference;
  const chosen = parts.find(ofAdWork);
  return chosen ? { ...reference, title: titleForLetter(chosen) } : reference;
}

/** A degree or a qualification a reader can place, in the languages resumes come in. */
const namedDegree =
  /bachelor|master|doctor|ph\.?\s?d|mba|b\.?\s?sc|m\.?\s?sc|\b[bm]\.\s?[se]\.|b\.?\s?a\b|m\.?\s?a\b|b\.?\s?tech|\b(?:bsn|msn|asn|adn|bba|llb|llm|bcom|mphil|dphil|b\.?\s?eng|m\.?\s?eng|b\.?\s?ed|m\.?\s?ed)\b|associate|diplom|dipl[ôo]me|ausbildung|apprenticeship|grado|licenciatura|licenciad[oa] en|máster|maestr[íi]a|doutor|especializaci[óo]n|profesional en|t[ée]cnic[oa] (?:superior |profesional )?e[nm]|mestrado|bacharelado|pós-gradua|laurea|dottorato|diplomatura|licence|certificat de capacit|\b(?:BTS|DUT|BUT)\b|tecn[óo]log|boot ?camp|nanodegree|\blevel \d qualification|techniker|gesellenbrief|gesellenprüfung|meisterbrief|meisterprüfung|fachwirt|facharbeiter/i;

/**
 * The degree of a recent graduate, who opens the letter with it: no job held now, and a degree completed in or after
 * the year the last job ended ("Student Ambassador, 2022 – 2025" beside a BSc of 2025). English resumes only: the
 * other phrasebooks open with the role.
 */
function recentGraduateDegree(
  resume: ResumeFacts,
  current: RoleReference | undefined,
  options: { currentOfOtherTrade: boolean; today: Date },
): Education | null {
  // A part-time job kept while studying ("Sales Associate (part-time, ~15 hrs/wk)") leaves the person a graduate; so
  // does a job of another trade held through a degree finished in the last two years (a computer science graduate of
  // 2025 still working at a warehouse opened "I currently work as a Fulfillment Center Associate" to a web developer's
  // ad).
  const otherTradeNow = current?.current === true && options.currentOfOtherTrade;
  if (
    resume.language !== 'en' ||
    (current?.current &&
      !otherTradeNow &&
      !/\b(?:part[- ]time|casual|weekends?|seasonal)\b/iu.test(resume.roles[current.roleIndex]?.title ?? ''))
  )
    return null;
  const lastYear = Math.max(
    0,
    ...resume.roles.map((role) =>
      Number(role.period?.end?.match(/(?:19|20)\d{2}/)?.[0] ?? role.period?.start?.match(/(?:19|20)\d{2}/)?.[0] ?? 0),
    ),
  );
  return (
    resume.education.find((entry) => {
      const year = Number(entry.year?.match(/(?:19|20)\d{2}/)?.[0] ?? Number.NaN);
      return (
        entry.status === 'completed' &&
        entry.institution !== null &&
        /bachelor|master|\bb\.?\s?sc|\bm\.?\s?sc|\bb\.?a\b|\bm\.?a\b|\bb\.?eng|\bm\.?eng|\bbs\b|\bms\b|\bb\.s\.|\bm\.s\./i.test(
          entry.degree,
        ) &&
        !Number.isNaN(year) &&
        year >= lastYear &&
        (!otherTradeNow || (year >= options.today.getFullYear() - 2 && year <= options.today.getFullYear()))
      );
    }) ?? null
  );
}

function evidenceLine(
  resume: ResumeFacts,
  achievement: RankedAchievement,
  vocabularySkills: Set<string>,
  names: ReadonlySet<string>,
): EvidenceLine | undefined {
  const role =
    referenceRole(resume, achievement.roleIndex) ??
    referenceUntitledRole(resume, achievement.roleIndex) ??
    (framesItself(achievement.text) ? referenceUnnamedRole(resume, achievement.roleIndex) : undefined);
  if (!role) return undefined;
  // Tools the ad asks for come first: a line written in another language is told by its tools.
  const skills = [...new Set(findSkills(achievement.text).map((mention) => mention.name))].sort(
    (left, right) => Number(vocabularySkills.has(right)) - Number(vocabularySkills.has(left)),
  );
  const firstWord = achievement.text.match(/^\p{Lu}\p{Ll}+(?![\p{L}'’])/u)?.[0];
  return {
    role,
    achievement,
    sourceLanguage: resume.language,
    skills,
    ...(firstWord !== undefined && names.has(firstWord) ? { opensWithName: true } : {}),
  };
}

/** The stems of the words that say a measure went up or down ("improved", "reduced", "cut", "saved", "boosted"). */
const improvementStems = 'improv|reduc|increas|cut|rais|grew|grow|sav|lift|boost';
/** One of those words alone: a line that shares it with the ask shares the change, which is counted apart. */
const improvementWord = new RegExp(`^(?:${improvementStems})\\w*$`, 'iu');
/** An ask for an improvement: "a time you improved accuracy", "made the process faster". */
const improvementAskedWord = new RegExp(`\\b(?:${improvementStems}|faster|better|fix|turn(?:ed)? around)\\w*`, 'iu');
/** An ask for a change of any kind, an improvement or one the person is proud of. */
const changeAskedWord = new RegExp(
  `\\b(?:${improvementStems}|faster|better|fix|turn(?:ed)? around|proud|success|chang|transform)\\w*`,
  'i',
);

/** Words that frame a story ("a time", "an example"), no part of what an ask is about. */
const storyWord = /^(?:times?|examples?|occasions?|situations?|moments?|instances?|story|stories)$/iu;

/**
 * What an ask and a resume line may both be about in different words: "a mistake others had missed" is answered by
 * "found a duplicated supplier payment", "a pipeline that failed" by "a schema change broke the mart".
 */
const askConcepts: RegExp[] = [
  // ("an engine-room emergency you handled" is answered by "a fuel oil leak ... sprayed onto the hot exhaust manifold
  // ...; I stopped the booster pump ... and put out the small fire".)
  /\b(?:emergenc\w*|fires?|leaks?|flood\w*|blackouts?|alarms?|explosions?|evacuat\w*|casualt\w*|man overboard|collisions?|groundings?)\b/i,
  // ("a time you kept a crew safe on a difficult job" is answered by "... set water and shade breaks every 45 minutes
  // ..., and we finished the three-week job with zero injuries or heat illness".)
  /\b(?:safe|safely|safety|injur\w*|accidents?|hazards?|heat (?:illness|stress|exhaustion)|near[- ]miss\w*|lost[- ]time|PPE|rope lines?|lock-?out|tag-?out)\b/i,
  // ("a time you spotted a red flag in a customer's documents" is answered by "Detected an altered cheque ...".)
  /\b(?:mistakes?|errors?|defects?|discrepanc\w*|duplicat\w*|incorrect|spotted|missed|overpa\w*|recover\w*|red flags?|fraud\w*|altered|forged|forger\w*|suspicious|irregular\w*|anomal\w*|detected|flagged)\b/i,
  // "a time you helped a nervous or reluctant patient return for regular care" is answered by "Lifted recall
  // re-booking rate from 58% to 81% ...": people coming back.
  /\b(?:return\w*|come back|came back|re-?book\w*|recalls?|retention|retain\w*|no-?shows?|did not attend|DNAs?|lapsed (?:patients?|customers?|members?)|regular (?:care|visits?|appointments?|check-?ups?))\b/i,
  // "a piece of direct work with a child" is answered by "Led life-story work ... for 12 children in long-term foster
  // care".
  // ("Led life-story work ..." before "I hold a caseload of 14–16 children": the direct work asked about, beside the
  // children it was with.)
  /\b(?:child(?:ren)?|young (?:person|people)|foster\w*|looked[- ]after|care[- ]leavers?)\b/i,
  /\b(?:direct work|life[- ]story|wishes and feelings|play[- ]based|key ?work(?:er|ing)?|one[- ]to[- ]one (?:work|sessions?))\b/i,
  // ("an event that didn't go to plan" is answered by "the generator failed during speeches - moved speeches inside".)
  // ("something went wrong on the road – a breakdown, a closure, a late load" by "During the A14 closure ...".)
  /\b(?:fail\w*|broke|broken|breakdowns?|closures?|diversions?|outages?|incidents?|went wrong|bugs?|defects?|root cause|post-?mortem|(?:didn['’]t|did not) go (?:to|according to) plan|go wrong)\b/i,
  // "a reconciliation that didn't tie out" is answered by "cleared a $184K unreconciled intercompany variance".
  /\b(?:(?:didn['’]t|did not|doesn['’]t|does not|won['’]t|would not)\s+(?:tie(?:\s+out)?|balance|reconcile|match)|unreconciled|variances?|out of balance|mismatch\w*|suspense account)\b/i,
  // "a fault you traced" is answered by "traced a nuisance RCD trip to a borrowed neutral".
  /\b(?:faults?|fault[- ]finding|traced|diagnos\w*|troubleshoot\w*)\b/i,
  /\b(?:nervous|anxious|anxiety|frightened|scared|upset|distressed|difficult|angry|complaints?|calm)\b/i,
  // ("a time you communicated with a distressed patient or family member" is answered by "I stayed with the mother,
  // explained what the crew was doing and kept her informed".)
  /\b(?:family members?|relatives?|next of kin|mother|father|parents?|wife|husband|son|daughter)\b/i,
  /\b(?:adapt\w*|differentiat\w*|needs|send|aln|eal|sensory|autism|one-to-one|1:1)\b/i,
  /\b(?:campaigns?|programs?|programmes?|launch\w*)\b/i,
  /\b(?:research|usability|user testing|interviews?|findings|tested with users|moderated tests?)\b/i,
  /\b(?:conflict|disagree\w*|pushback|stakeholders?|negotiat\w*)\b/i,
  // "a time you de-escalated a situation that could have turned violent" is answered by "Handled ejections and
  // disputes; de-escalated the vast majority without physical intervention".
  /\b(?:de-?escalat\w*|violen\w*|aggress\w*|confrontation\w*|ejections?|disputes?|altercations?|restrain\w*|physical intervention|talk(?:ing|ed)? (?:people |someone |them )?down|calm(?:ed|ing)? (?:down|the situation))\b/i,
  // "the largest operational transformation you have led" is answered by "Led the £48m automation of the DC".
  /\b(?:transform\w*|restructur\w*|turnaround|turned around|automat\w*|integrat\w*|reorganis\w*|reorganiz\w*|overhaul\w*|migrat\w*|rolled out|roll-?out)\b/i,
  // "a dataset you have analysed" is answered by "Cleaned and analysed 1.2 lakh loan application records".
  // ("a time you turned messy data into a decision" by "cleaned and merged 3 years of loan application data".)
  /\b(?:data|datasets?|data sets?|records|EDA|analys(?:ed|is|ing)|analyz(?:ed|ing))\b/i,
  // "a dish you put on a menu and how it sold" is answered by "my blackened triggerfish special went on the permanent
  // menu, ~1,100 plates/month".
  // ("3 dish" in a kitchen's crew are its dishwashers.)
  // ("a dish you are most proud of" by "Developed a brunch French toast that became the top-selling brunch item (70
  // portions/weekend)", where a held-out letter had told a cut in waste.)
  /(?<!\d\s)\b(?:dish(?:es)?|specials?|menu items?|recipes?|(?:top|best)[- ]sell(?:ing|er)\b[^.;]*\bitems?|(?:brunch|breakfast|lunch|dinner|dessert|bar|starter|tasting) (?:items?|menus?)|portions)\b(?!\s*(?:washers?|pit|porters?))/i,
  // "how you'd lift our Monday–Wednesday trade" is answered by "Grew weekday bar revenue 22%" or "Tues-Thurs"; the
  // weekend's trade by "Friday and Saturday". (Abbreviations only with their capital: "sat" and "wed" are verbs.)
  /\b(?:[Ww]eekdays?|[Mm]id-?week|[Mm]ondays?|[Tt]uesdays?|[Ww]ednesdays?|[Tt]hursdays?|Mon|Tues?|Wed|Thurs?|Thu)\b/u,
  /\b(?:[Ww]eekends?|[Ff]ridays?|[Ss]aturdays?|[Ss]undays?|Fri|Sat|Sun)\b/u,
  // "how you would increase the use of the library by teenagers and young adults" is answered by "I started a teen book
  // club ..." and "teenage membership had gone from around 150 to over 600".
  /\b(?:teen\w*|youth|young (?:people|adults)|adolescents?)\b/i,
  // "an incident you triaged end-to-end" is answered by "Led the technical response for a ransomware precursor case
  // ...: host isolation, scoping ..., IOC sweep".
  /\b(?:security incidents?|incidents? (?:you|I) (?:triaged|handled|investigated|responded to)|triag\w*|breach\w*|ransomware|malware|phishing|intrusions?|compromised?|IOCs?|containment|threat hunt\w*)\b/i,
  // "a project where you used remote sensing to monitor landscape change" is answered by "Built a land-cover change
  // analysis ... in Google Earth Engine (Landsat 5/7/8 and Sentinel-2 ...)".
  /\b(?:remote sensing|satellite|imagery|landsat|sentinel-?\d?|earth engine|land[- ]cover|land[- ]use|ndvi|orthomosaics?)\b/i,
];

/**
 * The ad's words about the applicant in the applicant's own: "what draws you to our practice" → "what draws me to
 * your practice". "You" after a verb or a preposition is "me"; the ad's "our" and "us" are the reader's.
 */
function inApplicantsWords(text: string): string {
  return text
    .replace(/\byour\b/giu, 'my')
    .replace(/\bours\b/giu, 'yours')
    .replace(/\bour\b/giu, 'your')
    .replace(/\bus\b/gu, 'you')
    .replace(/\b(\p{L}+s|to|for|with|about|from|of|help|let|make|made)\s+you\b/giu, '$1 me')
    .replace(/\byou\b/giu, 'I');
}

/**
 * Whether a line tells a deed done to the thing an ask names (`thingStem`, "pipeline" of "one pipeline I owned"): the
 * line is a deed, and names the thing uncounted. "a team of 9 line cooks + 3 dish" counts the crew's dishwashers, no
 * dish anyone put on a menu.
 */
function tellsThingDone(text: string, thingStem: string): boolean {
  const tokens = text.split(/\s+/u);
  const named = tokens.some(
    (token, index) =>
      wordStem(token.replace(/^\P{L}+|\P{L}+$/gu, '').toLowerCase()) === thingStem &&
      !/\d\+?$/u.test(tokens[index - 1] ?? ''),
  );
  return named && toFirstPersonClause(text, 'past')?.kind === 'verb';
}

/** Whether the first two words of a credential's name, before "course" or "training", stand together in `text`. */
function namesAskedPhrase(name: string, text: string): boolean {
  const words = name
    .toLowerCase()
    .replace(/\s+(?:course|training|exam|test|programme|program)$/u, '')
    .split(/\s+/u);
  return (
    words.length >= 2 &&
    words.slice(0, 2).every((word) => /^\p{L}{4,}$/u.test(word)) &&
    containsWholeWord(text.toLowerCase(), words.slice(0, 2).join(' '))
  );
}

/**
 * "Degree in Environmental Health (or equivalent) and registration with the EHRB": one of the ad's requirements (a
 * must-have, or a nice-to-have) that names a held credential by its letters ("Registered Environmental Health
 * Practitioner – EHRB"), beside another requirement the letter answers first. Named by a must-have, the credential is
 * an essential, kept whatever the letter's length (set W's letter left it out for room).
 */
function namedByRequirement(name: string, requirements: readonly string[]): boolean {
  // ("Unvented Hot Water Systems (G3)": two characters name a credential when one is a figure; "UK" alone names none.)
  const letters = name.match(/(?<![\p{L}\d])(?:\p{Lu}\d|\p{Lu}[\p{Lu}\d]{2,7})(?![\p{L}\d])/gu) ?? [];
  return letters.some((word) => requirements.some((requirement) => containsWholeWord(requirement, word)));
}

/**
 * What an English ad's explicit ask is about, in the applicant's words: "In your cover letter, tell us about a data
 * pipeline you built." → "a data pipeline I built". Asks in other languages, and asks about anything but the
 * applicant's own work, give nothing.
 */
/**
 * "what stage of your apprenticeship you're at and when you expect to finish": where the person stands in a course
 * or training, which the letter tells with the credential in progress and its date; no line of work answers it (a
 * held-out letter framed an apprentice's fault finding as the answer, the apprentice's role matching the word).
 */
const progressQuestion =
  /^(?:(?:what|which)\s+(?:stage|year|level|point)\b|how\s+far\s+(?:along|through)\b|when\s+you\s+(?:expect|hope|plan)\s+to\s+(?:finish|complete|qualify|graduate|be\s+(?:qualified|registered)))/iu;

/** The ask with a question of progress at its head left out: the question after it, or nothing left to answer. */
function askAfterProgressQuestion(object: string): string | undefined {
  if (!progressQuestion.test(object)) return object;
  const next = object.match(/,?\s+and\s+((?:what|how|which)\b.*)$/iu)?.[1];
  return next === undefined || progressQuestion.test(next)
    ? undefined
    : // "(residential, commercial, service, etc)": the ad's examples of the answer are no part of the question told back.
      next.replace(/\s*\([^()]*\betc\.?\)/giu, '');
}

/**
 * A line of a French, German or Spanish CV that tells one case in the person's own words: "j'ai ...", "habe ich ...
 * gefunden", or one that opens on the case ("En un hospital de Zaragoza, un ascensor montacamas se paraba ...", "Bei
 * einem ID.4 ...", "Lors d'une panne ...").
 */
const toldInOwnWords =
  /(?<![\p{L}])(?:(?:habe|hatte)\s+ich|ich\s+(?:habe|hatte)|j['’]ai)(?![\p{L}])|^\W*(?:En\s+una?|Durante\s+una?|Una\s+vez|Un\s+día|Bei\s+(?:einem|einer)|Einmal|Lors\s+d['’]une?|Dans\s+une?|Un\s+jour)\s/iu;

export function readAskObject(givenAsk: string): string | undefined {
  // "Please include a cover letter explaining one process you improved": what the letter is to explain is the ask,
  // never the letter itself.
  const ask = givenAsk
    .replace(
      /\b(?:include|submit|send|provide|write|attach)\s+(?:a|an|your)\s+(?:short\s+|brief\s+)?(?:cover(?:ing)?\s+)?letter\s+(?=(?:describing|explaining|outlining)\b)/iu,
      '',
    )
    // "tell us in a few lines about a dish ...", "tell us briefly about ...": how long to tell it is no part of what.
    .replace(
      /\b(tell us|describe|explain)\s+(?:in\s+a\s+few\s+(?:lines|words|sentences)|briefly|in\s+brief)\s+/iu,
      '$1 ',
    );
  // "Have you implemented electrical or mechanical infrastructure projects?" → "whether I have implemented ...".
  const question = ask.match(/^(?:[-•*]\s*)?(have you|do you have|can you)\s+(.{3,120}?)\?$/i);
  if (question?.[1] && question[2]) {
    const lead = { 'have you': 'I have', 'do you have': 'I have', 'can you': 'I can' }[question[1].toLowerCase()];
    const rest = question[2].replace(/\byour\b/gi, 'my').replace(/\byou\b/gi, 'I');
    if (!lead || rest.split(/\s+/).length > 12 || /\b(?:we|our|us)\b/i.test(rest)) return undefined;
    return `whether ${lead} ${rest}`;
  }
  // "Your cover letter should state: the largest project (by value) you have managed and your role in it": an item of
  // the ad's list of asks, after the lead that introduced it (read-job-brief.ts). ("please tell us:" / "1. About the
  // most complex incident you have led, ...": the item may go on from "tell us" with its "about".)
  const listed = ask.match(
    /^(?:[^:]{0,40}:\s*)?[^:]{0,160}\b(?:tell us|state|include|address|cover|describe|explain)(?:\s+the\s+following(?:\s+[\p{L}-]+){0,3})?\s*:\s+(?:about\s+)?((?:a|an|the|your|any|one|how|what|when|which)\b.{3,200})$/iu,
  )?.[1];
  // "Give us an example of when you used data ...", "Please include an example of a process you improved", "we'd love
  // to hear about a project you shipped": an example asked for is a story, like "tell us about".
  const askedPattern =
    /\b(?:tells? us|describe|describing|explain|explaining|outline|outlining|set(?:ting)? out|share|give(?: us)?|giving|provide|providing|include|including|show us|talk about|hear about)(?:\s+(?:in|within)\s+(?:your|the|a)\s+(?:cover(?:ing)? letter|letter|application|statement))?(?:\s+about)?\s+(?:(an?|one)\s+examples?\s+of\s+)?((?:a|an|the|your|one|how|what|when|where|something|anything|some of)\b.{3,280}?)[.?!]?$/i;
  const firstAsked = ask.match(askedPattern);
  // "Please provide a cover letter that ... tells us about a time you ...": what the letter is to tell comes after
  // the request for the letter itself.
  const asked =
    firstAsked && /^(?:give(?: us)?|giving|provide|providing|include|including)\s/iu.test(firstAsked[0])
      ? (ask.slice((firstAsked.index ?? 0) + 4).match(askedPattern) ?? firstAsked)
      : firstAsked;
  // "an example of where you worked under pressure" is "a time when I worked under pressure"; an example of a thing
  // is the thing ("a process I improved"). Without "an example of", only "tell us about" and its kind read a story.
  const exampleOf = asked?.[1] !== undefined;
  const verbOnly =
    asked !== null &&
    !exampleOf &&
    // ("describe a time you improved ..., and include the numbers": the ask opens on "describe".)
    /^(?:give(?: us)?|giving|provide|providing|include|including)\s+(?:a|an|the|your|one|how|what|when|where|something|anything|some of)\b/i.test(
      asked[0],
    );
  const told = asked && !verbOnly ? asked[2] : undefined;
  const object =
    listed ??
    (told && exampleOf && /^(?:when|where)\s/i.test(told)
      ? // "where you have worked under pressure" → "a time when I worked under pressure": one occasion, in the past.
        told.replace(/^(?:when|where)\s+/i, 'a time when ').replace(/\byou have (\p{L}+ed)\b/iu, 'you $1')
      : told);
  if (!object || (!exampleOf && !listed && /^(?:when|where)\s/i.test(object))) return undefined;
  // "a campaign you're proud of and what you'd do differently next time": the letter shows the first part; the
  // second asks for a judgement only the applicant can give.
  // "a project you built that you're proud of: what problem it solved, who used it", "a dataset you have analysed,
  // what question you were trying to answer and what you found": the questions after its colon or comma are for the
  // answer to cover, not to be read back.
  // "something you built that you are proud of — what problem it solved, what was hard": the same after a dash.
  // "a cover letter describing your experience managing discovery ... to Ms. Laura Chen, Paralegal Manager": whom the
  // letter goes to is no part of what it is asked to describe.
  const addressedTo = askAfterProgressQuestion(
    object.replace(/\s+to\s+(?:(?:Mr|Mrs|Ms|Miss|Dr)\.?\s+|our\s+|the\s+)\p{Lu}.*$/u, ''),
  );
  if (addressedTo === undefined) return undefined;
  const shown =
    (
      addressedTo.split(
        // ("a time you adapted a home ..., and tell us why community practice appeals to you": a second ask.)
        /,?\s+and\s+(?:what|how|why)\b|,\s+(?:what|how|why|which)\b|,\s+(?:several|some|many|most|all|each|none|one|two|three) of (?:which|whom)\b|,?\s+and\s+the\s+(?:\p{L}+\s+)?(?:result|outcome|impact|number|figure|metric)s?\b|,?\s+and\s+(?:tell us|explain|let us know|say|share|include|give|list|describe|attach)\b/iu,
      )[0] ?? addressedTo
    ).split(/\s*[:;]\s+|\s+[—–]\s+/u)[0] ?? object;
  // "one design decision you'd make differently today", "a mistake you made and what you learned": a judgement on the
  // person's own work, which no line of a resume holds; a line told as its answer reads as a question dodged (a
  // held-out letter answered it with an achievement).
  // ("a time you spotted a mistake that others had missed", "a time something went wrong": stories of a deed, told.)
  if (
    /\bdifferently\b|\bmistakes?\s+(?:you|I)\s+(?:made|have made|'ve made|’ve made)\b|\b(?:your|my)\s+(?:biggest\s+|greatest\s+)?(?:failures?|weakness(?:es)?|regrets?)\b/iu.test(
      shown,
    )
  )
    return undefined;
  const swapped = shown
    .replace(/\byou['’]re\b/gi, "I'm")
    // "how you'd lift our Monday–Wednesday trade": a letter writes the verb out ("how I would lift ..."); "a time
    // you'd been asked ..." is "I had".
    .replace(/\byou['’]d\s+(\p{L}+)/giu, (_whole, next: string) =>
      readVerb(next.toLowerCase())?.form === 'base' ? `I would ${next}` : `I had ${next}`,
    )
    .replace(/\byou['’]ll\b/gi, "I'll")
    .replace(/\byou have\b/gi, 'I have')
    // ("how you’ve grown sales": "how I've grown sales", whichever apostrophe the ad uses.)
    .replace(/\byou['’]ve\b/gi, "I've")
    // "a project you were working on": "I was", never "I were".
    .replace(/\byou were\b/gi, 'I was')
    .replace(/\byou are\b/gi, 'I am')
    .replace(/\byourself\b/gi, 'myself')
    .replace(/\byour\b/gi, 'my')
    // "a family who did not want to work with you": "with me", never "with I".
    .replace(
      /\b(with|to|for|about|from|of|against|at|by|toward|towards)\s+you\b(?!\s+(?:have|had|were|are|would|will|can|could|did|do|'d|’d))/giu,
      '$1 me',
    )
    .replace(/\byou\b/gi, 'I')
    // "how you would approach moving our Jenkins pipelines": the employer's things, said to the employer.
    .replace(/\bour\b/gu, 'your');
  // A plan asked for ("how I would approach a takeaway that has received a food hygiene rating of 0 or 1 at its last two
  // inspections") may take a few more words than a story.
  const longest = /^how\s/iu.test(swapped) ? 30 : 18;
  if (swapped.split(/\s+/).length > longest || /\b(?:we|us|values|vision|visions|motivation|why I)\b/i.test(swapped))
    return undefined;
  // "my current and expected monthly salary", "my notice period", "a link to my portfolio": facts the letter gives
  // elsewhere (practicalities, work samples), never a story a line of work could answer.
  if (
    startAsked.test(swapped) ||
    salaryAsked.test(swapped) ||
    asksForWorkSamples(swapped) ||
    /\b(?:pay|link|samples?|references?)\b/iu.test(swapped)
  )
    return undefined;
  return swapped;
}

const unitNames: Record<string, string> = {
  million: 'm',
  mm: 'm',
  m: 'm',
  thousand: 'k',
  k: 'k',
  billion: 'b',
  bn: 'b',
  b: 'b',
};

/**
 * Numbers of ten or more with what they count ("$60M+" and "$(60) Million" are both "60 m"; "40%" is not "40
 * warehouses"), years left out.
 */
function resultValues(text: string): Set<string> {
  const values = [...text.matchAll(/\d[\d,]*(?:\.\d+)?\)?\s*(%|[A-Za-z]+)?/g)].flatMap((match) => {
    const value = Number((match[0].match(/\d[\d,]*(?:\.\d+)?/)?.[0] ?? '').replace(/,/g, ''));
    if (!(value >= 10) || (value >= 1950 && value <= 2100)) return [];
    const unit = (match[1] ?? '').toLowerCase();
    return [`${value} ${unitNames[unit] ?? unit}`];
  });
  return new Set(values);
}

/**
 * Two lines that tell one result: a shared number of ten or more, or most of their words in common. Resumes repeat
 * their best result under a summary and under the role; a letter tells it once.
 */
function isSameResult(left: string, right: string, options: { twoJobs?: boolean } = {}): boolean {
  const leftPrint = fingerprintOf(left);
  const rightPrint = fingerprintOf(right);
  // ("a 95% productivity increase" at Target, "95% on-time service" at J.B. Hunt: two jobs' lines that happen to share
  // a figure are two results; a figure repeated is one only where a job or a summary says it again.)
  if (!options.twoJobs) for (const value of rightPrint.values) if (leftPrint.values.has(value)) return true;
  // "Increased circulation by more than 2,000" and "Raised circulation of the magazine by more than 2,500 issues": one
  // change of one thing, told twice with two figures, contradicts itself.
  if (leftPrint.changed !== undefined && leftPrint.changed === rightPrint.changed) return true;
  let shared = 0;
  for (const word of rightPrint.words) if (leftPrint.words.has(word)) shared += 1;
  return shared / Math.max(1, Math.min(leftPrint.words.size, rightPrint.words.size)) >= 0.7;
}

/** An employer's name as two names of one organisation are compared: without case, spaces or punctuation. */
function comparableEmployer(employer: string | null | undefined): string {
  return (employer ?? '').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

/** What a line says was changed: the first word after its verb of change ("Raised circulation ..." → "circulation"). */
function changedThing(text: string): string | undefined {
  const thing = text
    .toLowerCase()
    .match(
      /^(?:\p{L}+\s+){0,2}?(?:increased|raised|grew|boosted|doubled|tripled|reduced|cut|lowered|decreased|improved)\s+(?:the\s+|our\s+|its\s+|their\s+)?(\p{L}{5,})\b/u,
    )?.[1];
  return thing === undefined ||
    /^(?:total|overall|annual|monthly|average|company|team|sales|costs?|revenue)$/.test(thing)
    ? undefined
    : thing;
}

const fingerprints = new TextMemo<{ values: Set<string>; words: Set<string>; changed: string | undefined }>({
  entries: 4000,
  characters: 500_000,
});

/** A line's numbers and words, remembered: every claimed line is compared with every line claimed before it. */
function fingerprintOf(text: string): { values: Set<string>; words: Set<string>; changed: string | undefined } {
  const known = fingerprints.get(text);
  if (known) return known;
  // What a line with a figure says it changed (changedThing); undefined for a line without one.
  const changed = /\d/.test(text) ? changedThing(text) : undefined;
  const print = { values: resultValues(text), words: new Set(contentWords(text)), changed };
  fingerprints.set(text, print);
  return print;
}

/** The roles whose lines the plans so far tell. */
function matchedRoles(planned: PlannedSentence[]): number[] {
  return planned.flatMap((candidate) => ('line' in candidate.plan ? [candidate.plan.line.role.roleIndex] : []));
}

/** The first word of an organisation's name, in lower case: "magento" of "Magento/eBay Enterprise"; none when short. */
function firstNameWord(name: string | null): string | undefined {
  const word = name?.match(/\p{L}[\p{L}'’]*/u)?.[0]?.toLowerCase();
  return word !== undefined && word.length >= 4 && !/^(?:the|city|state|county|royal|national|united)$/u.test(word)
    ? word
    : undefined;
}

/**
 * "maintain pupil database, amend/update records on the system, print reports such as attendance etc": a duty of the
 * ad's list pasted whole, its slashes and its "etc" with it, which said as the reason to apply reads as the advert
 * handed back (a held-out reader's words). What stands in brackets is left out of the sentence: "(React.js, Vue.js,
 * etc.)" says nothing against it.
 */
export function readsAsPastedList(duty: string): boolean {
  return /\p{L}\/\p{L}|\betc\b|\be\.g\./u.test(duty.replace(/\([^()]*\)/gu, ''));
}

/**
 * "I am currently studying back-end, as my goal is to be a full stack developer": a project about learning to code is
 * one written in code, whatever tools it names (told to a nursery, it said the applicant meant to leave the trade).
 */
export function speaksOfCoding(text: string): boolean {
  return /\b(?:software development|(?:web|software|app) developer|back-?end|front-?end|full[- ]stack|programming|coding)\b/iu.test(
    text,
  );
}

/**
 * "From 2025 to 2026 I took a career break as a full time carer for my dad after his stroke. He is in supported living
 * now so I am ready to get back to work full time.": a break the resume states, in its own words, with the person's
 * own sentences after it (at most two, each a sentence of theirs or a deed told in the first person). Undefined for a
 * break without years.
 */
function careerBreakSentence(careerBreak: CareerBreak): string | undefined {
  const start = yearIn(careerBreak.start);
  const end = careerBreak.current ? undefined : yearIn(careerBreak.end);
  if (start === undefined) return undefined;
  const when = careerBreak.current
    ? `Since ${start} I have been on a career break`
    : end === undefined || end === start
      ? `In ${start} I took a career break`
      : `From ${start} to ${end} I took a career break`;
  const reason = careerBreak.reason.trim();
  const said =
    reason === ''
      ? when
      : /^(?:full[- ]time\s+|part[- ]time\s+)?(?:carer|caregiver|care[- ]giver|parent|stay[- ]at[- ]home\s+\p{L}+|mum|mom|dad|father|mother|student)\b/iu.test(
            reason,
          )
        ? `${when} as ${withIndefiniteArticle(lowerFirstForSentence(reason))}`
        : /^(?:to|for)\s/iu.test(reason)
          ? `${when} ${reason}`
          : /^\p{L}+ing\b/u.test(reason)
            ? `${when}, ${lowerFirstForSentence(reason)}`
            : `${when} (${lowerFirstForSentence(reason)})`;
  const notes = careerBreak.notes.slice(0, 2).flatMap((note) => {
    if (/\b(?:you|your)\b/iu.test(note) || note.split(/\s+/u).length > 30) return [];
    if (/\bI\b/u.test(note)) return [/[.!?]$/u.test(note) ? note : `${note}.`];
    const deed = toFirstPersonClause(note, 'past');
    return deed?.kind === 'verb' ? [`I ${deed.text}.`] : [];
  });
  return [`${said.replace(/[.;\s]+$/u, '')}.`, ...notes].join(' ');
}

/**
 * "No accidents or claims in 12 years.", "Zero sick days in the last 5 years": a record the person states without a
 * subject, told in the first person ("I have had no accidents or claims in 12 years."). English only.
 */
function recordSentence(summary: string): string | undefined {
  const record = summary
    .trim()
    .match(
      /^(?:no|zero|0)\s+((?:(?:road|traffic|driving|lost[- ]time|reportable|safety|customer)\s+)?(?:accidents?|claims?|incidents?|complaints?|absences?|sick\s+days?|days?\s+off\s+sick|(?:penalty\s+)?points|endorsements?|convictions?|injuries|write-?offs?)(?:\s*(?:,|or|and|&)\s*(?:accidents?|claims?|incidents?|complaints?|absences?|sick\s+days?|(?:penalty\s+)?points|endorsements?|convictions?|injuries))*\s+(?:in|over|for)\s+(?:the\s+(?:last|past)\s+)?\d{1,2}\+?\s+(?:years?|yrs?))[.!]?$/iu,
    );
  if (!record?.[1]) return undefined;
  return `I have had no ${record[1].replace(/\byrs?\b/iu, 'years').replace(/\s*&\s*/u, ' and ')}.`;
}

/** A first-person sentence about the person's own career break, of no more than 40 words. */
const ownCareerBreak =
  /^(?=(?:\S+\s+){3,39}\S+$)(?:(?:In|From|Since|Between)\s+[^,]{2,30}?,?\s+)?I\s.*\bcareer[- ]break\b/iu;

/**
 * A career changer's summary in the resume's third person, told in the first: "Former middle-school math teacher
 * moving into data analytics after completing the Google Data Analytics Certificate." → "I am moving into data
 * analytics after completing the Google Data Analytics Certificate." English only; anything else is left as it is.
 */
export function careerChangeSentence(summary: string): string | undefined {
  const match = summary.match(
    /^(?:an?\s+)?(?:former|ex-)\s*[^,.;]{3,80}?\s+(?:moving|transitioning|pivoting|switching|changing careers?)\s+(into|to)\s+([^,.;]{3,60}?)(?:,?\s+(after|having|following|with)\s+([^.;]{5,120}?))?\.?$/i,
  );
  if (!match?.[1] || !match[2]) return undefined;
  const reason = match[3] && match[4] ? ` ${match[3].toLowerCase()} ${match[4]}` : '';
  if (/\b(?:you|your|we|our)\b/i.test(`${match[2]}${reason}`)) return undefined;
  return `I am now moving ${match[1].toLowerCase()} ${match[2]}${reason}.`;
}

/**
 * A third-person summary's claim of what the person is skilled in, without the title it is told of: "Digital Marketing
 * Coordinator skilled in leveraging blogs ... to increase brand awareness" → "Skilled in leveraging blogs ...", "CPA
 * Financial Accountant specializing in financial reporting and analysis" → "Specializing in financial reporting and
 * analysis" (the phrasebook tells it as "I am skilled in ...", "I specialize in ..."). Only a claim of work or know-how
 * of a few words: a list of tools ("Proficient in MongoDB, Express.js, React, and Node.js") is the skills sentence's,
 * and qualities ("Dedicated professional with ...") are not claims. English only.
 */
export function summaryClaim(summary: string): string | undefined {
  const sentence = summary.replace(/[.;\s]+$/u, '');
  // "Willing to work on shifting schedules, graveyard shift, weekends and holidays": what the person is willing to do,
  // which an ad that asks for it ("Amenable to work on night shift, weekends and holidays") wants to hear.
  const willing = sentence.match(/^(willing|available)\s+to\s+(\p{Ll}[^.;]{5,140})$/iu);
  if (willing?.[1] && willing[2]) return `${capitalised(willing[1].toLowerCase())} to ${willing[2]}.`;
  // "Thorough knowledge of fire safety rules and hazards on building sites."
  const knowledge = sentence.match(
    /^((?:thorough|solid|strong|extensive|in-depth|deep|broad|working)\s+(?:knowledge|understanding)\s+of)\s+(\p{Ll}.+)$/iu,
  );
  if (knowledge?.[1] && knowledge[2])
    return isClaimObject(knowledge[2], 24) ? `${capitalised(knowledge[1])} ${knowledge[2]}.` : undefined;
  const match = sentence.match(
    /^(?:(?!(?:with|who|and|of|in|at|for|that|to)\b)[\p{L}&/+-]+\s+){0,5}?(skilled|adept|experienced|specializing|specialising|proficient)\s+(in|at|with)\s+(\p{Ll}.+)$/iu,
  );
  if (!match?.[1] || !match[2] || !match[3]) return undefined;
  // "Proficient in forklift operations Computer proficient Fast learner Able to do many tasks at a time": a list a
  // page printed on one line without its marks, each item starting with a capital after a word in lower case; the
  // claim is its first item.
  const runTogether = [...match[3].matchAll(/(?<=\p{Ll})\s+(?=\p{Lu}\p{Ll}+\s+\p{Ll})/gu)];
  const firstItem = runTogether.length >= 2 ? match[3].slice(0, runTogether[0]?.index) : undefined;
  const object = firstItem ?? match[3];
  // (An item may be two words: "forklift operations".)
  const shortItem = firstItem !== undefined && countSpaceSeparatedParts(firstItem) === 2 && !/[\d,]/u.test(firstItem);
  if (!(shortItem || isClaimObject(object, 28)) || /\b(?:I|my|me|you|your|we|our)\b/.test(object)) return undefined;
  // "Proficient with strong communication skills": a quality claimed, not know-how named.
  if (
    /^(?:strong|excellent|good|great|outstanding|exceptional)\b|\b(?:skills|abilities|attitude|personality)\b/i.test(
      object,
    )
  )
    return undefined;
  return `${capitalised(match[1])} ${match[2].toLowerCase()} ${object}.`;
}

/** What a claim is about, short enough to tell and no list of tools (three commas) or numbers. */
function isClaimObject(object: string, maximumWords: number): boolean {
  const words = object.split(/\s+/).length;
  return words >= 3 && words <= maximumWords && (object.match(/,/g)?.length ?? 0) < 3 && !/\d/.test(object);
}

function capitalised(phrase: string): string {
  return `${phrase.charAt(0).toUpperCase()}${phrase.slice(1).toLowerCase()}`;
}

/**
 * A duty's list of tools without those the resume does not show: "using FastAPI and Django REST Framework" →
 * "using FastAPI" when only FastAPI is the applicant's (`shown`: the resume's own skills, as `findSkills` reads them). A
 * tool that stands alone is left for the caller to refuse.
 */
function withoutToolsNotShown(duty: string, resumeText: string, shown: ReadonlySet<string>): string {
  let text = duty;
  for (const tool of findSkills(duty).map((mention) => mention.name)) {
    if (containsWholeWord(resumeText, tool) && shown.has(tool)) continue;
    const name = escapeRegExp(tool);
    text = text
      // ("HTML, CSS, and JavaScript": the list's comma before "and" goes with the tool.)
      .replace(new RegExp(`(?:,\\s*(?:and|or)\\s+|,\\s*|\\s+(?:and|or)\\s+)${name}(?![\\p{L}\\p{N}])`, 'u'), '')
      .replace(
        new RegExp(`(?<![\\p{L}\\p{N}])${name}(?:,\\s*(?:and|or)\\s+|,\\s*|\\s+(?:and|or)\\s+)(?=\\p{Lu})`, 'u'),
        '',
      );
  }
  return text;
}

/** Whether a line could be a duty named by its noun: not one that opens with a past tense or a gerund (most lines). */
function mayBeNounLine(text: string): boolean {
  const first = text.trimStart().match(/^\p{L}+/u)?.[0] ?? '';
  const form = readVerb(first.toLowerCase())?.form;
  return form !== 'past' && form !== 'gerund' && form !== 'participle';
}

/**
 * Short duties as one line of the resume's own words: "Payment validation, invoice processing and GST returns" (each
 * duty's own capitals kept after the first: "TDS filing").
 */
function listOfShortDuties(duties: string[]): string {
  const items = duties.map((duty) => duty.replace(/[.;\s]+$/u, ''));
  return joinList([items[0] ?? '', ...items.slice(1).map((item) => lowerFirstForSentence(item))], 'and');
}

/** Words any organisation's aim uses, which tie it to no applicant's work. */
const genericAimWords = new Set(
  'providing provide quality standard effective improve improving people lives complex problems support supporting modern products product service services better every high great excellent safe world leading'.split(
    ' ',
  ),
);

/** A skills list's entry that names a licence, a certificate or a card held, not a skill. */
const credentialLikeSkill = /\b(?:licen[cs]e|certificate|certification|diploma|registration|card)\b/i;

/**
 * Recognition a job gave the person ("Earned \"Top Seller\" four consecutive times", "Named Employee of the Month"):
 * it says how the work was done, whatever the work was.
 */
const recognition =
  /\b(?:awards?|awarded|top (?:seller|performer|producer)|employee of the (?:month|quarter|year)|recogni[sz]ed (?:as|for)|named (?:as\s+)?(?:the\s+)?\p{Lu}|promoted (?:to|within)|ranked (?:first|top|#?\d))/iu;

/**
 * Work that carries over to any post, each kind with the ad words that ask for it: a line of an unrelated job is told
 * for its kind of work only when the ad asks for that kind ("assigned schedules for employees" from a salon is nothing
 * to a school that never mentions rotas or schedules; "trained 6 new staff" is something to an ad that wants training).
 */
const transferableKinds: readonly { line: RegExp; ad: RegExp }[] = [
  {
    // "Trained new employees", "conduct in-service trainings"; a bare "train" only as the line's own verb, never the
    // customers' ("give consumers what they need to connect, train, and compete").
    line: /^\W*train\b|\b(?:train(?:ed|s|ings?)|mentor(?:ed|s|ing)?|coach(?:ed|es|ing)?|onboard\w*)\b/i,
    // A post in learning and development, or one that teaches, is about training people whatever its words.
    ad: /\b(?:train(?:ing|s)?|mentor\w*|coach\w*|onboard\w*|induct\w*|learning (?:and|&) (?:organi[sz]ational )?development|L&O?D|teach\w*|tutor\w*|instruct\w*)\b/i,
  },
  { line: /\b(?:supervis\w*|led|lead(?:s|ing)?|manag(?:ed|es|ing))\b/i, ad: /\b(?:supervis\w*|lead\w*|manag\w*)\b/i },
  { line: /\b(?:schedul\w*|rota\w*)\b/i, ad: /\b(?:schedul\w*|rotas?\b|rostering|shifts?\b)/i },
  { line: /\b(?:complaints?|resolv\w*)\b/i, ad: /\b(?:complaint\w*|resolv\w*|enquir\w*|quer(?:y|ies))\b/i },
  {
    line: /\b(?:budget\w*|cash|reconcil\w*)\b/i,
    ad: /\b(?:budget\w*|cash|reconcil\w*|financ\w*|money|payments?|invoic\w*)\b/i,
  },
  { line: /\b(?:recruit\w*)\b/i, ad: /\brecruit\w*\b/i },
  { line: /\b(?:organi[sz]ed|coordinat\w*)\b/i, ad: /\b(?:organi[sz]\w*|coordinat\w*)\b/i },
];

/** Whether a line of an unrelated job shows a kind of work the ad asks for (see transferableKinds). */
function carriesOverTo(line: string, adText: string): boolean {
  return transferableKinds.some((kind) => kind.line.test(line) && kind.ad.test(adText));
}

/** A requirement the ad lists among its nice-to-haves, marked so on the plan that answers it (`plus`). */
function plusOf(source: RequirementSource): { plus?: true } {
  return source === 'nice-to-have' ? { plus: true } : {};
}

/** A school's leaving certificate, which is schooling: "Leaving Certificate", "National Senior Certificate", "HSC". */
const schoolLeavingCertificate =
  /\b(?:(?:national )?senior certificate(?: examination)?|(?:junior |senior )?leaving cert(?:ificate)?|matric(?:ulation)?|high school (?:diploma|certificate)|secondary school (?:leaving )?certificate|kenya certificate(?: of secondary education)?|KCSE|WAEC|WASSCE|HSC|SSC|GCSEs?|A[- ]levels?|O[- ]levels?|abitur|baccalaur[ée]at|bachillerato|GED)\b/iu;

/** Words of a school-leaving diploma or the school that gives one. */
const schoolLeavingEducation = /high school|secondary|\bGED\b|abitur|bachillerato|baccalaur[ée]at/i;

/** A qualification's name as words to compare: no case, marks, or "of" and "in" between its parts. */
function qualificationWords(name: string): string {
  return ` ${name
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .replace(/\b(?:of|in)\b/gu, ' ')
    .replace(/\s+/gu, ' ')
    .trim()} `;
}

/** Whether two names of a qualification hold the same words, in any order, beside the words for any qualification. */
function sameQualificationWords(left: string, right: string): boolean {
  const words = (name: string) =>
    [
      ...new Set(
        qualificationWords(name)
          .split(' ')
          .filter((word) => word !== '' && !/^(?:qualification|certificate|award|the|a)$/u.test(word)),
      ),
    ].sort();
  const [leftWords, rightWords] = [words(left), words(right)];
  return leftWords.length >= 2 && leftWords.join(' ') === rightWords.join(' ');
}

/** Whether a summary's sentence gives two or more figures that one line of a job gives all of. */
function restatesAJobLine(sentence: string, resume: ResumeFacts): boolean {
  const figures = [...new Set(sentence.match(/\d[\d.,]*/gu) ?? [])];
  if (figures.length === 0) return false;
  // Each figure as a whole number, never part of a longer one ("14" is not in "140").
  const patterns = figures.map((figure) => new RegExp(`(?<![\\d.,])${escapeRegExp(figure)}(?![\\d])`, 'u'));
  // ("I run the day-to-day file management for two partners' personal-injury caseloads — roughly 140 live files — and
  // prepare briefs to counsel ... and PIAB applications" beside "Manage 140+ personal injury files from PIAB
  // application ...": one figure of two digits or more, and three more of the line's words, say it again too.)
  const sentenceWords = new Set(contentWords(sentence));
  const sharesWords = (line: string) => contentWords(line).filter((word) => sentenceWords.has(word)).length >= 3;
  return resume.roles.some((role) =>
    role.achievements.some(
      (achievement) =>
        patterns.every((pattern) => pattern.test(achievement.text)) &&
        (figures.length >= 2 || ((figures[0]?.length ?? 0) >= 2 && sharesWords(achievement.text))),
    ),
  );
}

/**
 * Whether a stem is of a root the ask names in another form: "reconcil" (reconcile, unreconciled) and "reconciliat"
 * (reconciliation), one the other's start, of six letters or more.
 */
function sharesRoot(stem: string, askStems: ReadonlySet<string>): boolean {
  if (stem.length < 6) return false;
  for (const asked of askStems)
    if (asked.length >= 6 && (asked.startsWith(stem) || stem.startsWith(asked))) return true;
  return false;
}

/** A line that says what the person wants or hopes for, never what they did. */
function statesAWish(text: string): boolean {
  return /^\W*I(?:\s+am|['’]m)\s+(?:now\s+|currently\s+)?(?:looking|seeking|hoping|keen|eager|aiming|applying)\b|^\W*I(?:\s+would|['’]d)\s+(?:like|love)\b|^\W*I\s+(?:want|hope|wish)\b/iu.test(
    text,
  );
}

/**
 * Words any aim uses ("looking for a new role with a company where ..."), which say nothing of what this person wants
 * from this post: an aim is the letter's reason only when it shares another word with the ad.
 */
const genericWishWords = new Set(
  'looking seeking keen hoping eager ready aiming happy excited wanting like want wish hope move take build bring join find finish role roles position positions post posts job jobs opportunity opportunities company companies organisation organization organisations organizations employer team teams work working career careers skills skill experience environment field area side time new next step current place people business industry sector'.split(
    ' ',
  ),
);

/**
 * Terms of work an aim may name ("a permanent night shift position", "part-time"), each with the terms that say the
 * opposite: an ad that names the opposite and not the term offers what the person does not want, and a letter never
 * tells an employer it wants what the post is not.
 */
const opposedWorkTerms: readonly { term: RegExp; opposite: RegExp }[] = [
  {
    term: /\bpart[- ]time\b|\bteilzeit|\btemps partiel|\bmedia jornada|\bjornada parcial/iu,
    opposite: /\bfull[- ]time\b|\bvollzeit|\btemps plein|\bjornada completa/iu,
  },
  {
    term: /\bfull[- ]time\b|\bvollzeit|\btemps plein|\bjornada completa/iu,
    opposite: /\bpart[- ]time\b|\bteilzeit|\btemps partiel|\bmedia jornada|\bjornada parcial/iu,
  },
  {
    term: /\b(?:remote|home[- ]based|work from home)\b/iu,
    opposite: /\b(?:on[- ]site|in[- ]office|office[- ]based)\b/iu,
  },
  {
    term: /\bpermanent\b|\bunbefristet/iu,
    opposite: /\b(?:temporary|fixed[- ]term|contract role|locum|maternity cover)\b|\bbefristet/iu,
  },
  { term: /\bnights?\b|\bnight shifts?\b/iu, opposite: /\bdays?\s+(?:only|shifts?)\b|\bday shifts?\b|\bno nights\b/iu },
];

/** Whether the ad meets the aim: a word of the aim's own that the ad shares, and no term of work the ad opposes. */
function aimMetByAd(aim: string, adText: string): boolean {
  const adStems = new Set(contentWords(adText).map(wordStem));
  const shared = contentWords(aim).filter(
    (word) => word.length >= 3 && !genericWishWords.has(word) && adStems.has(wordStem(word)),
  );
  // ("day shifts only, no nights": a term the ad rules out is no term it offers.)
  const offered = adText.replace(/\b(?:no|not|never|without|kein\w*|pas de|sin)\s+(?:[\p{L}-]+\s+)?[\p{L}-]+/giu, ' ');
  return (
    shared.length > 0 &&
    opposedWorkTerms.every(({ term, opposite }) => !term.test(aim) || term.test(offered) || !opposite.test(adText))
  );
}

/** Plans every sentence the letter could hold; the length budget then keeps them in priority order. */
/** Whether a credential and an education entry are one qualification the resume lists once ("Diploma in X"). */
function isSameQualification(credential: Credential, education: Education): boolean {
  const name = foldForComparison(credential.name);
  const degree = foldForComparison(education.degree);
  const field = education.field === null ? '' : foldForComparison(education.field);
  return name.startsWith(degree) && (field === '' || name.includes(field)) && degree !== '';
}

/** A sentence of a resume written as paragraphs that names a job held ("I was a Bank Teller ... at Corozal ..."). */
/** Whether a sentence of a resume told in paragraphs names a job the person held ("I spent two years at Boots ..."). */
export function namesProseJob(sentence: string): boolean {
  return /\b(?:worked|work|spent|joined)\b[^.]*\bat\s+\p{Lu}/u.test(sentence) || readProseRoles([sentence]).length > 0;
}

/** The languages and frameworks of writing code, which only an ad about software or data is told of unasked. */
// ("My skills include .NET and REST APIs" in a letter for a restaurant manager: a developer's tools, told unasked.)
const codingTools =
  /^(?:html5?|css3?|javascript|js|typescript|php|python|java|c#|c\+\+|c|ruby|ruby on rails|go|golang|kotlin|swift|scala|rust|dart|flutter|perl|r|matlab|\.net|java ee|react(?:\.js)?|react native|node(?:\.js)?|angular|vue(?:\.js)?|svelte|django|flask|fastapi|spring(?: boot)?|laravel|symfony|jquery|bootstrap|tailwind css|sql|sql server|mysql|mongodb|postgresql|sqlite|redis|nosql|graphql|rest apis|express(?:\.js)?|nestjs|next\.js|gatsby|webpack|babel|vite|jest|mocha|cypress|selenium|git|github|gitlab|sass|redux|docker|kubernetes|terraform|ansible|aws|azure|gcp|google cloud|linux|bash|jenkins|github actions|gitlab ci|circleci|microservices|kafka|rabbitmq|spark|hadoop|airflow|dbt|pandas|numpy|scikit-learn|tensorflow|pytorch|keras|firebase|heroku|oauth|jwt|elasticsearch|dynamodb|cassandra)$/iu;

/**
 * A software team's ways of working and its design tools ("test-driven development, Agile and Figma"): to an ad that asks
 * for no code, and no design, they say nothing of its work (a chef's letter had listed them from her bootcamp).
 */
const softwareTeamPractice = /^(?:test[- ]driven development|tdd|agile|scrum|kanban|jira|oop|ci\/cd|devops)$/iu;
const designTool = /^(?:figma|sketch|ui\/ux|responsive design|adobe xd|invision|wireframing|prototyping)$/iu;

/** The social platforms a resume lists among its skills. */
const socialPlatform = /^(?:linkedin|facebook|instagram|twitter|x|tiktok|snapchat|youtube|pinterest|whatsapp)$/iu;

/** Words of a title that say a rank, not a kind of work ("Medical Assistant" and "Work Study/Assistant" share one). */
const rankTitleWords = new Set(
  'assistant associate manager lead leader senior junior head chief deputy trainee supervisor officer staff member worker'.split(
    ' ',
  ),
);

/** "(2016 - 2019)", "2019 -Present", "2012–2020": a period of years, which a job's heading holds and a deed does not. */
const periodInLine = /\b(?:19|20)\d{2}\s*[-–—]\s*(?:(?:19|20)\d{2}\b|present\b|current\b|now\b|today\b)/iu;

/**
 * A programmer's or data scientist's tool: by its name, or by any word of a name a PDF ran two together in
 * ("JavaScript Java", "Microsoft Office MongoDB"), or a field of machine learning ("deep learning").
 */
function isCodingTool(name: string): boolean {
  return (
    codingTools.test(canonicalSkillName(name) ?? name) ||
    // ("Git/GitHub": tools a slash joins, each a tool of code.)
    name.split(/[\s/]+/u).some((word) => word.length > 1 && codingTools.test(word)) ||
    // ("Software Engineering", "Web Development", "UI/UX", "API Design": the fields of a programmer's work.)
    /\b(?:machine learning|deep learning|data science|artificial intelligence|computer vision|natural language processing|nlp|neural networks?|software engineering|software development|(?:full[- ]stack |front[- ]end |back[- ]end )?web development|ui\/ux|api design|algorithms)\b/iu.test(
      name,
    )
  );
}

/** "Supervised 10 Sailors performing ...", "Led a team of 16 engineers": a line that opens on leading a number of people. */
function ledPeople(line: string): boolean {
  return /^\W*(?:supervised|supervise|supervises|supervising|led|lead|leads|leading|managed|manage|manages|managing)\s+(?:an?\s+(?:team|crew|staff)\s+of\s+)?\d+\s+\p{L}/iu.test(
    line,
  );
}

/**
 * A deed's verb and what it is done to, without articles: "manage team of" of "Manage a team of baristas" and of "Manage
 * team of 7 staff". Only for the verbs of running people, whose object says the deed (a second "managed the budget for
 * ..." is another budget).
 */
function deedOpening(line: string): string | undefined {
  const words = line
    .toLowerCase()
    .replace(/^[^\p{L}]+/u, '')
    .split(/\s+/u)
    .filter((word) => !/^(?:a|an|the|my|our)$/u.test(word));
  if (
    !/^(?:manage|managed|manages|managing|lead|led|leads|leading|supervise|supervised|supervises|supervising)$/u.test(
      words[0] ?? '',
    )
  )
    return undefined;
  if (!/^(?:team|teams|staff|crew)$/u.test(words[1] ?? '')) return undefined;
  return `${(readVerb(words[0] ?? '')?.forms.base ?? words[0]) as string} ${words[1]}`;
}

/**
 * A credential in computing: in a coding tool or field, in computer science, IT, security or networks, a platform's
 * ("Certificates of Completion for Android") or a cloud's.
 */
function isComputingCredential(name: string): boolean {
  return (
    isCodingTool(name) ||
    /\b(?:computer science|computing|cyber ?security|information (?:technology|security|systems)|software|programming|network(?:ing|s)?|cloud|data (?:science|analytics)|web (?:development|design)|Android|iOS|CompTIA|CCNA|CCNP|CISSP|ISC2|AWS|Azure|Google Cloud)\b/iu.test(
      name,
    )
  );
}

/**
 * "Designated Safeguarding Lead training (Level 3) – refreshed March 2025" under a degree of 2011: a line dated years
 * after the studies ended is none of them, and a letter never tells it as done "during my studies" (a held-out
 * letter did, in the words "I designated Safeguarding Lead training").
 */
function datedAfterStudies(text: string, studiesEnded: string | null): boolean {
  const ended = Number(studiesEnded?.match(/(?:19|20)\d{2}/u)?.[0] ?? Number.NaN);
  if (Number.isNaN(ended)) return false;
  return [...text.matchAll(/\b(?:19|20)\d{2}\b/gu)].some((year) => Number(year[0]) > ended + 1);
}

/**
 * Whether a duty of the ad is no reason to want the job, said in the applicant's voice: where the work is done and the
 * rules it keeps ("service the Vernon area", "follow defined sales processes and conduct business accordingly",
 * "function within the limits of your own experience"; held-out letters had said "What draws me to this role is the
 * chance to service the Vernon area"), and every ad's last line ("perform additional duties as assigned by the Head of
 * Department", which a hiring manager called absurd in a held-out letter).
 */
export function namesNoReasonToApply(duty: string): boolean {
  return (
    /^(?:service|serve|cover)\s+(?:the\s+)?(?:\p{Lu}[\p{L}-]*\s+)*(?:area|region|territory|district|patch)\b/u.test(
      duty,
    ) ||
    /^(?:follow|comply|adhere|abide|function within|work within|conduct business)\b/iu.test(duty) ||
    /\b(?:other|additional|further|ad[- ]hoc|any other)\s+(?:\p{L}+\s+)?(?:duties|tasks|responsibilities)\b|\bas\s+(?:assigned|directed|required|requested|needed)\b/iu.test(
      duty,
    )
  );
}

export function planLetter(input: PlanInput): PlannedSentence[] {
  const { resume, job, variation } = input;
  // Whether the letter says when in the week the person can work (asked for by the summary's claims and the closing).
  const shifts = shiftsAsked(input, job.mustHaves);
  const planned: PlannedSentence[] = [];
  const toldAsAnswer = new Set<string>();
  const add = (plan: SentencePlan, paragraph: ParagraphName, priority: number) => {
    planned.push({ id: planned.length, plan, paragraph, priority });
  };

  // Opening. ("Please clearly mention ... that you learned of this job opportunity through Career Center": said.)
  const adSource = readAdSource(input.adText);
  add(
    {
      kind: 'application',
      role: job.role === null ? null : postForApplicant(job.role, resume),
      company: job.company,
      // "AECOM, the world’s trusted infrastructure consulting firm": the ad's praise of itself, handed back to it,
      // reads as flattery; what the organisation plainly is ("a family-owned garden centre") still places it.
      about: job.about !== null && selfPraise.test(job.about) ? null : job.about,
      reference: job.reference,
      ...(adSource ? { source: adSource } : {}),
    },
    'opening',
    0,
  );
  // The ad's own words, asked about by several planners below.
  const adTextWords = new Set(contentWords(input.adText));
  const current = withPostOfAdWork(
    currentRole(resume, adTextWords, new Set(contentWords(job.role ?? '')), job.role),
    resume,
    job.role,
  );
  // The person's latest post is of the ad's own trade ("English Teacher" for "Teacher of English"): what the resume
  // says of that trade is about the ad's work, even where a thin ad uses none of its words ("classroom management").
  const sameTrade =
    current !== undefined &&
    job.role !== null &&
    (compareTitles(current.title, job.role) !== null || sharesRoleFamily(current.title, job.role));
  const recentDegree = recentGraduateDegree(resume, current, {
    currentOfOtherTrade: job.role !== null && !sameTrade,
    today: input.today ?? new Date(),
  });
  // The resume's own summary of the person, told in the first person; objectives ("To obtain ...", "Seeking ...")
  // say what the person wants, not who they are.
  const careerChanges = new Set(input.summary.flatMap((sentence) => careerChangeSentence(sentence) ?? []));
  // "In 2019 I took a planned career break to care for my two young children ...": the person's own account of a
  // break, told where a returners' programme asks about it ("tell us about your career break"), in their words.
  const breakAsked = /\b(?:career[- ]break|returners?|returnship)\b/iu.test(input.adText);
  const toldBreak = (sentence: string) => breakAsked && ownCareerBreak.test(sentence);
  const profileSentences = input.summary
    .map((sentence) => careerChangeSentence(sentence) ?? recordSentence(sentence) ?? sentence)
    // "...; no exposure to NRM / JCT as of now.": the sentence without what the person lacks.
    .flatMap((sentence) => {
      const told = withoutLack(sentence);
      return told === undefined ? [] : [told === sentence ? sentence : `${told}.`];
    })
    .filter((sentence) => {
      if (careerChanges.has(sentence)) return true;
      if (toldBreak(sentence)) return true;
      const words = sentence.split(/\s+/).length;
      return (
        words >= 6 &&
        words <= 40 &&
        // Only the resume's own first-person sentences are told as they stand: a third-person profile ("Dedicated
        // and focused Administrative Assistant who ...") turned into "I am ..." reads as pasted.
        /^I\s/.test(sentence) &&
        // "I have the ability to ...", "I am a hardworking and multi-talented individual who loves to ...": qualities
        // claimed without being shown.
        !/^I (?:have the ability|am able|have a passion|have an? (?:strong )?(?:desire|interest)|have a broad)\b/i.test(
          sentence,
        ) &&
        !/\b(?:individual|hard[- ]?working|multi[- ]?talented|loves? to|passionate|self[- ]motivated|team player|go[- ]getter|detail[- ]oriented|repertoire)\b/i.test(
          sentence,
        ) &&
        // "I am meticulous and adaptive": what the person says of themselves, not what they did.
        !/^I am\b/.test(sentence) &&
        // "I live in Westmead and can be reached on 0400 000 527 or at ...": the contacts, which the closing gives.
        !/@|\b(?:can be reached|reach me|contact me|call me)\b|\d{3,}[\s-]?\d{3}[\s-]?\d{3}/iu.test(sentence) &&
        // "I've been practising latte art at home lol", "My go-to order is an iced mocha 🙂": a chat's register,
        // which a letter does not copy.
        !/\b(?:lol|haha|omg|tbh|btw)\b|!!|:\)|\p{Extended_Pictographic}/iu.test(sentence) &&
        !/^(?:to\s|seeking|looking for|objective|career objective|profile:?\s*$)/i.test(sentence) &&
        !/\b(?:position|role|opportunity|job) (?:where|in which|that)\b|\bwhere I can\b|\bseeking\b/i.test(sentence) &&
        // "I run the goods-in operation ... – 14 operatives, 2 FLT drivers and ...": the figures of a job's line the
        // letter tells ("Lead a team of 14 operatives and 2 FLT drivers ..."), said a second time.
        !restatesAJobLine(sentence, resume)
      );
    })
    .slice(0, 3);
  // "I spent seven years in kitchens ... before retraining": the person's own sentence tells the years, so the
  // opening does not say them first ("I bring seven years of experience in kitchens ...").
  const yearsPhrase = resume.statedExperience?.match(/^(?:\S+\s+){0,2}?\S+\s+years\b/iu)?.[0];
  // ("I have been a bus driver for 12 years with First Bus in Leeds.": a resume written as prose tells them in its
  // first sentence too, which the letter tells; "I bring 12 years of experience with First Bus" before it said them twice.)
  const yearsToldInOwnWords =
    yearsPhrase !== undefined &&
    [profileSentences[0] ?? '', input.prose?.[0] ?? ''].some((sentence) =>
      sentence
        .toLowerCase()
        .includes(yearsPhrase.replace(/^(?:over|more than|nearly|almost|about)\s+/iu, '').toLowerCase()),
    );
  // A resume written as paragraphs names its job in its own sentence ("Since 2021 I have worked as a Family Service
  // Worker with Niagara Ridge Family Services ..."), which the letter tells: the opening does not name it first.
  const employerInProse = current?.employer;
  const namedInProse =
    employerInProse !== null &&
    employerInProse !== undefined &&
    (resume.roles[current?.roleIndex ?? -1]?.achievements.length ?? 0) === 0 &&
    (input.prose ?? []).some((sentence) => sentence.includes(employerInProse));
  // "I completed my Bachelor of Education (Primary) at Griffith University in June 2026 and bring ...": the person's own
  // sentence tells the degree, which the opening does not tell first.
  // ("I completed my Bachelor of Paramedicine in November 2026 and lodged my AHPRA registration application ...": the
  // degree named whole, finished, in the person's words; "I graduated in 2026 with a Bachelor of Paramedicine" before
  // it said it twice, and claimed a conferral the resume dates to the next year.)
  const degreeToldInOwnWords =
    recentDegree !== undefined &&
    recentDegree !== null &&
    profileSentences.some(
      (sentence) =>
        (recentDegree.institution !== null && sentence.includes(recentDegree.institution)) ||
        (countSpaceSeparatedParts(recentDegree.degree) >= 2 &&
          sentence.includes(recentDegree.degree) &&
          /\b(?:completed|finished|graduated|earned|gained|obtained)\b/iu.test(sentence)),
    );
  // "I am a Software Developer." to an HVAC contractor: a headline of another kind of work than the ad's, which the
  // ad's text never names, tells the reader the applicant is someone else (review of set AD).
  // (Only where the resume's jobs have lines to tell: a resume with none has nothing else to open with.)
  const headlineOfOtherWork =
    resume.headline !== null &&
    resume.roles.some((role) => role.achievements.length > 0) &&
    job.role !== null &&
    looksLikeTitle(resume.headline) &&
    !sharesRoleFamily(resume.headline, job.role) &&
    compareTitles(resume.headline, job.role) === null &&
    !contentWords(resume.headline).some(
      (word) => !isTitleWord(word, { allowAmbiguous: true }) && adTextWords.has(word),
    );
  const identity: Extract<SentencePlan, { kind: 'identity' }> = {
    kind: 'identity',
    // (A graduate working now in another trade says the job too, after the degree.)
    // (Nor one given as time volunteered beside paid work the resume tells in its paragraphs: "I have worked as a
    // Volunteer Family Mentor ... since 2022" had opened a social worker's letter.)
    role:
      namedInProse ||
      (recentDegree && !current?.current) ||
      (current?.volunteer === true && (input.prose ?? []).length > 0)
        ? null
        : (current ?? null),
    // ("Registered Occupational Therapist" over "I am a registered occupational therapist with around six years' ...":
    // the person's own sentence says who they are, and the headline is not said before it as well.)
    headline:
      headlineOfOtherWork ||
      (resume.headline !== null &&
        [...profileSentences, ...(input.prose ?? [])].some((sentence) =>
          sentence.toLowerCase().includes(` ${(resume.headline ?? '').toLowerCase()} `),
        ))
        ? null
        : resume.headline,
    experience: yearsToldInOwnWords ? null : resume.statedExperience,
    sourceLanguage: resume.language,
    highlight: null,
    graduate: degreeToldInOwnWords ? null : recentDegree,
  };
  // "Aspen Custom Trailers, August 2017 — Present" with no post, beside "Kitchen Helper, Capital Pizza, 2015 — 2017":
  // the job held now is named by its employer, and the kitchen job is not the latest.
  const untitledNow = resume.roles.find(
    (role) => role.title.trim() === '' && role.period?.current === true && (role.employer ?? '').trim() !== '',
  );
  if (identity.role && !identity.role.current && untitledNow?.employer) identity.employedNow = untitledNow.employer;
  // (Volunteering is no later job: "Most recently" speaks of paid work.)
  if (
    identity.role &&
    !identity.role.current &&
    resume.roles.some((role, roleIndex) => {
      const other = referenceRole(resume, roleIndex);
      return (
        other !== undefined &&
        roleIndex !== identity.role?.roleIndex &&
        !other.volunteer &&
        other.recency < (identity.role?.recency ?? 0) &&
        role.title.trim() !== ''
      );
    })
  )
    identity.laterJob = true;
  if (current || recentDegree || identity.headline || resume.statedExperience) add(identity, 'opening', 0);
  // (A resume written as paragraphs, whose summary runs on into them, tells its sentences once, in their own order among
  // the paragraphs' below: "I assess about 12 new clients a week ..." had opened the letter before "Since March 2022 I
  // have been an Occupational Therapist ...", the job it is of.)
  const proseTold = new Set<string>(resume.language === 'en' ? (input.prose ?? []) : []);
  profileSentences.forEach((sentence, index) => {
    if (index > 0 && proseTold.has(sentence) && !toldBreak(sentence)) return;
    add(
      {
        kind: 'profile',
        text: sentence.replace(/^(?:profile|summary|objective)\s*:\s*/i, ''),
        sourceLanguage: resume.language,
        // (The person's own account of a break is told as they wrote it.)
        ...(toldBreak(sentence) ? { own: true } : {}),
      },
      'opening',
      4 + index * 8,
    );
  });
  // A break from paid work the resume states in a row of its own ("Career break Feb 2025 - Nov 2026 - full time carer
  // for my dad ..."), told where the ad vets the years ("gaps must be explained") or asks about a break, or where the
  // break runs on from the last job to now: a letter that is silent on twenty months since the last post leaves the
  // reader guessing (career-breaks.ts). Once, in the person's words; an account of it in the summary is told instead.
  const lastJobEnd = Math.max(
    0,
    ...resume.roles.map((role) => (role.period?.current ? Number.POSITIVE_INFINITY : (yearIn(role.period?.end) ?? 0))),
  );
  const gapsAsked =
    breakAsked ||
    /\bgaps?\b[^.;]{0,60}\b(?:explain|explained|accounted|account)\b|\bcareer\s+gaps?\b/iu.test(input.adText);
  const breakTold = profileSentences.some((sentence) => toldBreak(sentence));
  const careerBreak =
    resume.language === 'en' && !breakTold
      ? (input.careerBreaks ?? []).find(
          (candidate) =>
            gapsAsked ||
            ((candidate.current || (yearIn(candidate.end) ?? 0) >= lastJobEnd) &&
              lastJobEnd !== Number.POSITIVE_INFINITY),
        )
      : undefined;
  const breakSentence = careerBreak ? careerBreakSentence(careerBreak) : undefined;
  if (breakSentence)
    add({ kind: 'profile', text: breakSentence, sourceLanguage: 'en', own: true }, 'opening', gapsAsked ? 3 : 6);
  // What a third-person summary says the person is skilled in, when it is about the ad's work: told only when the
  // letter is short of its length (low priority), after what the person did.
  if (resume.language === 'en') {
    // One claim at most, about the ad's own work (two of its words, or any claim where the person's trade is the ad's),
    // after the credentials and results: a stack of summary lines in the opening reads as the CV handed back.
    // (Not "Willing to work nights/weekends" where the closing says when the person can work in those words.)
    const hoursSaid = shifts ? (input.hours ?? []) : [];
    input.summary
      .filter((sentence) => !/^I\s/.test(sentence) && !hoursSaid.includes(sentence.replace(/[.!\s]+$/u, '')))
      // "Working knowledge of FIDIC; no exposure to NRM / JCT as of now.": claimed without what the person lacks.
      .flatMap((sentence) => {
        const told = withoutLack(sentence);
        return told === undefined ? [] : (summaryClaim(told === sentence ? sentence : `${told}.`) ?? []);
      })
      .filter((claim) => sameTrade || new Set(contentWords(claim).filter((word) => adTextWords.has(word))).size >= 2)
      .slice(0, 1)
      .forEach((claim) => add({ kind: 'profile', text: claim, sourceLanguage: resume.language }, 'opening', 38));
  }

  // A resume written as prose ("Since April 2024 I have worked at ... I run the brand's Instagram ..."): no job could be
  // read, so the person's own sentences are the evidence, those that share most of the ad's words first. Wishes and
  // pastimes are left out, unless they are about the ad's own work.
  // (A page in Spanish, French or German tells its own sentences in a letter in its language.)
  if ((resume.language === 'en' || resume.language === input.language) && (input.prose?.length ?? 0) > 0) {
    // "a time I engaged a family who did not want to work with me": the person's own sentence that answers the ad's
    // ask ("In 2025 I re-engaged 9 of the 12 families on my caseload who had previously refused contact, ..."), told as
    // its answer and not again among the others. No job's line holds it.
    const proseAnswer = job.asks.map(readAskObject).flatMap((ask) => {
      if (ask === undefined) return [];
      const askStems = new Set(
        contentWords(ask)
          .filter((word) => !storyWord.test(word))
          .map(wordStem),
      );
      // (One of the ask's concepts counts as a shared word: "teenage membership" for "teenagers"; so does a figure that
      // moved, where the ask is to raise or improve something.)
      const proseConcepts = askConcepts.filter((concept) => concept.test(ask));
      const raiseAsked = /\b(?:increas|improv|rais|grow|grew|boost|lift|reduc|cut)\w*/iu.test(ask);
      const best = (input.prose ?? [])
        .map((sentence) => ({
          sentence,
          // ("re-engaged" answers "engaged".)
          shared:
            new Set(
              contentWords(sentence)
                .map((word) => wordStem(word.replace(/^re-/u, '')))
                .filter((stem) => askStems.has(stem)),
            ).size +
            proseConcepts.filter((concept) => concept.test(sentence)).length +
            (raiseAsked && figureMovedFromTo.test(sentence) ? 1 : 0),
        }))
        // (A sentence of what the person did, without a figure, answers too: "I started a Saturday homework club ...,
        // a teen book club ..."; one with its figures comes first.)
        // (What the person wants, "I am looking for a Key Stage 1 post where early reading is a priority", answers none.)
        // ("In that time I have taught the full KS1 curriculum ...": a sentence that points back to the one before it says
        // nothing alone.)
        .filter(
          ({ shared, sentence }) =>
            shared >= 2 &&
            !statesAWish(sentence) &&
            !/^\W*(?:in that time|in that role|in this role|since then|after that|there|then)\b/iu.test(sentence),
        )
        // A change the person made ("In 2024 I cut missed visits ... from 6 a month to 1") before the sentence that
        // names a job ("Since 2022 I have worked as a Community Health Nurse ..., visiting 7 to 9 clients a day").
        .map((candidate) => ({
          ...candidate,
          weight:
            candidate.shared +
            (/\d/u.test(candidate.sentence) ? 1 : 0) +
            (reportsChange(candidate.sentence, candidate.sentence.match(/\d[\d.,]*%?/gu) ?? []) ? 1 : 0) -
            (/\bI\s+(?:have\s+)?(?:worked|was|been)\s+(?:as\s+)?an?\s+\p{Lu}/u.test(candidate.sentence) ? 1 : 0),
        }))
        .sort((left, right) => right.weight - left.weight)[0];
      if (!best) return [];
      // "... and a coding club using donated laptops." then "By 2025 teenage membership had gone from around 150 to over
      // 600 ...": what came of it, the next sentence, is told with it.
      const prose = input.prose ?? [];
      const at = prose.indexOf(best.sentence);
      const next = prose[at + 1];
      const outcome =
        next !== undefined && !/\d/u.test(best.sentence) && figureMovedFromTo.test(next) ? next : undefined;
      // "By 2025 teenage membership had gone from around 150 to over 600 ...": what came of the work, told after the
      // sentence that says what the person did ("I started a Saturday homework club ...").
      const previous = prose[at - 1];
      const deed =
        !/\b(?:I|my)\b/u.test(best.sentence) &&
        previous !== undefined &&
        /\bI\s+(?:also\s+)?(?:started|set up|launched|created|introduced|ran|built|opened|began)\b/u.test(previous)
          ? previous
          : undefined;
      const told = [deed, best.sentence, outcome].filter((sentence): sentence is string => sentence !== undefined);
      return [{ ask, sentence: told.join(' '), told }];
    })[0];
    if (proseAnswer) {
      add(
        {
          kind: 'profile',
          text: proseAnswer.sentence,
          sourceLanguage: resume.language,
          own: true,
          ask: proseAnswer.ask,
        },
        'evidence',
        1,
      );
      // The sentences the answer tells are not told in the opening as well (dropped when the plans are returned: an id
      // is a plan's place in the list).
      for (const sentence of proseAnswer.told) toldAsAnswer.add(sentence);
    }
    const prose = input.prose ?? [];
    // The sentences that name a job held, read once: each is asked about up to three times below.
    const proseJobs = new Set(prose.filter(namesProseJob));
    prose
      .filter((sentence) => !(proseAnswer?.told ?? []).includes(sentence))
      .map((sentence, index) => ({
        sentence,
        index,
        shared: new Set(contentWords(sentence).filter((word) => adTextWords.has(word))).size,
      }))
      .filter(
        ({ sentence, shared }) =>
          // Where the person worked is told whatever the ad's words: the rest hangs on it.
          (shared >= 1 || proseJobs.has(sentence)) &&
          // The years the opening already states ("two years of in-house experience running ...") are said once.
          // (Where the opening leaves them to this sentence, it is told: "I am a registered social worker with around
          // five years' post-qualifying experience ..." had been said by neither.)
          !(
            !yearsToldInOwnWords &&
            resume.statedExperience !== null &&
            /\bexperience\b/i.test(sentence) &&
            sentence.includes(resume.statedExperience.split(/\s+/).slice(0, 2).join(' '))
          ) &&
          // ("Happy to send my formal CV and referees ...", "I'm after a full-time permanent role": the message's offer
          // and the person's wish, no work done.)
          !/(?<!\p{L})(?:looking for|seeking|hope to|hoping|would like|want to|references|referees?|CV|résumé)(?!\p{L})|\bI(?:['’]m| am) after\b/iu.test(
            sentence,
          ) &&
          // "I am not Gas Safe registered": what the person lacks is no evidence.
          !statesWhatIsLacked.test(sentence) &&
          !/\b(?:outside work|in my spare time|hobbies|I play|I enjoy)\b/i.test(sentence) &&
          // "Tools I use: Klaviyo (advanced), Canva, ...": a list, which the skills sentence tells.
          !/^[^:]{2,30}:\s.*,.*,/u.test(sentence),
      )
      .sort((left, right) => right.shared - left.shared || left.index - right.index)
      .slice(0, 8)
      // Told in the resume's order, which is the story's.
      .sort((left, right) => left.index - right.index)
      // "I handled cash and cheques, opened accounts ..." after "I was a Bank Teller ... at Corozal Community Bank": a
      // sentence that goes on about the job the one before it named is told only with that one, or its work reads as
      // the job told before (review of set Z).
      // ("It was a small rural school and I learnt a lot about multi-age planning ...": a sentence that opens on a word
      // pointing back is told only after the one it points to; alone, "it" was the school the letter had just named.)
      .filter(({ sentence }, _position, kept) => {
        const before = prose[prose.indexOf(sentence) - 1];
        const beforeKept = kept.some((other) => other.sentence === before);
        if (
          before !== undefined &&
          !beforeKept &&
          /^\W*(?:It|This|That|These|Those|They|He|She|There,)\s/u.test(sentence)
        )
          return false;
        return before === undefined || proseJobs.has(sentence) || !proseJobs.has(before) || beforeKept;
      })
      .forEach(({ sentence, shared }) =>
        add(
          { kind: 'profile', text: sentence, sourceLanguage: resume.language, own: true },
          'evidence',
          shared >= 3 ? 3 : shared >= 2 ? 9 : 16,
        ),
      );
  }

  // Evidence and requirements share the ranked achievements; each achievement is told once.
  const vocabulary = adVocabulary(job, input.responsibilities, input.adText);
  const names = namesWrittenInCapitals([
    input.adText,
    ...resume.roles.flatMap((role) => role.achievements.map((achievement) => achievement.text)),
    ...resume.skills.map((skill) => skill.name),
    ...resume.credentials.map((credential) => credential.name),
  ]);

  const everyRanked = rankAchievements(resume, vocabulary);
  const ranked = everyRanked.filter((achievement) => countSpaceSeparatedParts(achievement.text) <= 40);
  // A career changer (a developer applying to be a caregiver, with a nursing assistant's job two years back): the
  // opening names the earlier post of the ad's kind of work beside the one held now, which says nothing of it. Only a
  // post held in the last ten years, with lines of its own, and never volunteering
  // (docs/decisions/0048-untitled-jobs-and-career-changers.md).
  // (The latest job ended too: "Most recently, I worked as an Administrative Worker" opened a care worker's letter whose
  // fifteen years of care were a post that ended the same year.)
  if (
    current !== undefined &&
    !current.volunteer &&
    !sameTrade &&
    !recentDegree &&
    !titleSharesAdTitle(current.title, vocabulary)
  ) {
    const thisYear = (input.today ?? new Date()).getFullYear();
    const recency = rolesByRecency(resume);
    // How many of the ad's words (beyond those every workplace uses) a role's lines share, line by line.
    const sharedWords = (roleIndex: number) =>
      ranked
        .filter((achievement) => achievement.roleIndex === roleIndex)
        .reduce((total, achievement) => total + sharedWorkWords(achievement.matched).length, 0);
    // "Associate Scientist" then "Scientist I", "Travel consultant" then "Senior Travel Operations": one career, no change.
    const sameKind = (left: string, right: string) =>
      sharesRoleFamily(left, right) ||
      titleTokens(left).some(
        (token) =>
          token.length >= 3 &&
          !/^(?:senior|junior|lead|head|chief|and|the)$/u.test(token) &&
          titleTokens(right).includes(token),
      );
    // Its title names the ad's work, or most of its lines share the ad's words (rankAchievements), or its lines share
    // many of the ad's words, those of its prose too: an ad written as questions ("Are you a dedicated caregiver ...?")
    // lists no duties, and a care coordinator's sixteen years were passed over for the office job after them.
    const ofAdKind = (role: RoleReference) =>
      titleNamesAdWork(role.title, vocabulary) ||
      ranked.some((achievement) => achievement.roleIndex === role.roleIndex && achievement.roleRelevant) ||
      sharedWords(role.roleIndex) >= 4;
    // Only the latest earlier post of the ad's kind: a support agent whose job before the one held now was customer
    // care is no career changer, and "I bring experience as a Customer Service Associate at Outforce BPO, where I
    // worked from 2020 to 2021" passed over her customer care of 2023 to 2025 (a held-out letter).
    const latestOfAdKind = resume.roles
      .map((_, index) => index)
      .sort((left, right) => (recency[left] ?? left) - (recency[right] ?? right))
      .flatMap((index) => referenceRole(resume, index) ?? [])
      .find(
        (role) =>
          role.roleIndex !== current.roleIndex &&
          !role.current &&
          !role.volunteer &&
          (resume.roles[role.roleIndex]?.achievements.length ?? 0) > 0 &&
          ofAdKind(role),
      );
    // That post opens the letter beside the one held now when it is a change of career the reader should hear of.
    const opensAsCareerChange = (role: RoleReference) =>
      role.employer !== null &&
      thisYear - Number(role.endYear ?? role.startYear ?? 0) <= 10 &&
      comparableEmployer(role.employer) !== comparableEmployer(current.employer) &&
      // ("Magento/eBay Enterprise" and "Magento": one organisation under two names, whose posts are a promotion.)
      (firstNameWord(role.employer) === undefined ||
        firstNameWord(role.employer) !== firstNameWord(current.employer)) &&
      // (The titles as the resume gives them: "Senior CAD/CAM Engineer" and "CAD Manager/Project Engineer".)
      !sameKind(
        resume.roles[role.roleIndex]?.title ?? role.title,
        resume.roles[current.roleIndex]?.title ?? current.title,
      ) &&
      sharedWords(role.roleIndex) >= 2 &&
      sharedWords(current.roleIndex) < sharedWords(role.roleIndex);
    if (latestOfAdKind && opensAsCareerChange(latestOfAdKind)) identity.tradeRole = latestOfAdKind;
  }
  // The story the ad asks for may take a longer line ("Adapted the home of a 78-year-old client with Parkinson's (grab
  // rails, ...) so she could stay at home ... – no falls in the 14 months after"): it is the answer, worth its length.
  // (A story told in the person's own words may run to 70 words: select-evidence.ts, isWellFormedLine.)
  const rankedForAsks = everyRanked.filter((achievement) => countSpaceSeparatedParts(achievement.text) <= 70);
  const used = new Set<RankedAchievement>();

  // The ad's explicit ask ("tell us about a system you built"), answered with the achievement that shares most of
  // its words. Only asks about the applicant's own work are answered; "include an example of how you meet our values"
  // is a question for the user, not for the resume.
  // The ad's asks in its order; the first the resume can answer is answered ("when you expect to be on the register"
  // cannot be, by a line of work; "any experience of supervising a team" can).
  const askObjects = job.asks.map(readAskObject).filter((object): object is string => object !== undefined);
  const asksText = job.asks.join('\n');
  // A key achievement that answers the ad's ask is told there, and not again among the results.
  let askedAccomplishment: string | undefined;
  // The words and concepts of the ask a role's line answered: that role's other lines about them follow the answer.
  let answeredAsk: { roleIndex: number; words: Set<string>; concepts: RegExp[] } | undefined;
  let askedProjectLine: string | undefined;
  // The projects' lines a letter can tell as the person's deed, for any ask ("Started as my bootcamp final project
  // ...": the project is what started, not the person).
  const tellableProjectLines =
    resume.language === 'en'
      ? resume.projects
          .flatMap((project) => project.achievements.map((achievement) => ({ project, achievement })))
          .filter(
            ({ achievement }) =>
              !/^\W*(?:started|began|begun)\s+as\b/iu.test(achievement.text) &&
              toFirstPersonClause(achievement.text, 'past')?.kind === 'verb',
          )
      : [];
  const answerWithProject = (line: { project: Project; achievement: Achievement }, ask: string) => {
    askedProjectLine = line.achievement.text;
    add(
      { kind: 'project', name: line.project.name, text: line.achievement.text, sourceLanguage: resume.language, ask },
      'evidence',
      1,
    );
  };
  // A Spanish, French or German ad's ask, in a letter of its language: answered by the resume's line, in that language
  // too, that shares most of what the ask is about (foreign-asks.ts).
  const askLanguage =
    input.language === 'es' || input.language === 'fr' || input.language === 'de' ? input.language : undefined;
  if (askLanguage && askObjects.length === 0 && job.language === askLanguage && resume.language === askLanguage) {
    for (const givenAsk of job.asks) {
      const object = readForeignAskObject(givenAsk, askLanguage);
      if (object === undefined) continue;
      const answered = rankedForAsks
        .map((achievement) => ({ achievement, shared: answersForeignAsk(object, achievement.text) }))
        .filter((candidate) => candidate.shared > 0)
        // (Of two lines as close to the ask, the one with a figure tells how it went: "Tiens un agenda partagé ...; plus
        // aucun double rendez-vous depuis 2022" before "Assiste quatre associés ...".)
        // (A story the person tells in their own words, "Bei einem Kombi ... habe ich ... gefunden", answers an ask
        // before a duty that shares as much of it, "Fehlersuche an Elektrik ...".)
        .sort(
          (left, right) =>
            right.shared - left.shared ||
            Number(toldInOwnWords.test(right.achievement.text)) - Number(toldInOwnWords.test(left.achievement.text)) ||
            Number(/\d/u.test(right.achievement.text)) - Number(/\d/u.test(left.achievement.text)) ||
            right.achievement.score - left.achievement.score,
        )
        .find((candidate) => {
          const line = evidenceLine(resume, candidate.achievement, vocabulary.skills, names);
          if (!line || (input.canTell && !input.canTell(line))) return false;
          used.add(candidate.achievement);
          add({ kind: 'ask', ask: object, line }, 'evidence', 1);
          answeredAsk = { roleIndex: line.role.roleIndex, words: new Set(contentWords(object)), concepts: [] };
          return true;
        });
      if (answered) break;
    }
  }
  for (const ask of askObjects) {
    // "a time I had several urgent deadlines": the words that frame a story ("time", "example") are no part of what it
    // is about, and "Time recording ..." answers nothing.
    // What the ask is about stands before its setting: "how I weave te reo Māori and tikanga | into everyday care
    // routines with infants and toddlers". A line about the setting alone ("primary caregiver for 5 infants and
    // toddlers") answers nothing, and "You asked to hear about ..." before it shows the question was not read.
    const askHead = ask.replace(/^(.{12,}?)\s+(?:into|with|for|in|at|on|during|across|within)\s.*$/u, '$1');
    // ("an engine-room emergency I handled": the deed asked about, "handled", is no part of what the story is about; a
    // line that shares only it, "Handled a bilge high-level alarm ...", is about nothing the ask names.)
    const askedDeed = askHead.match(/\b(?:I|you)\s+(?:have\s+)?(\p{Ll}+ed)$/u)?.[1];
    const headWords = new Set(contentWords(askHead).filter((word) => !storyWord.test(word) && word !== askedDeed));
    // By their stems: "managing discovery on a large document case" is answered by "Manage discovery ..." and
    // "review of ~14,000 documents".
    const askWords = new Set(
      contentWords(ask)
        .filter((word) => !storyWord.test(word))
        .map(wordStem),
    );
    // "a time you improved accuracy": a line that reports a change with its number answers it; "picked 180 orders a
    // shift with 99.6% accuracy" is a steady rate, not an improvement.
    // "a campaign you're proud of": the result the letter would lead with.
    // ("a time you used assessment data to change your teaching": the change made is the story asked for.)
    // ("a project where you used remote sensing to monitor landscape change over time": a change watched is the
    // subject, no change the person made; a line about the landscape answers it before an error rate cut.)
    const changeAsked = changeAskedWord.test(
      ask.replace(
        /\b(?:land(?:scape)?|land-use|land-cover|land cover|climate|vegetation|environmental|population|demographic)\s+changes?\b|\bchanges?\s+over\s+time\b/giu,
        ' ',
      ),
    );
    // "one pipeline I owned end to end", "a dish I put on a menu", "a tough diagnosis I solved": the thing asked about,
    // named before the deed. A deed done to that thing ("Built a Kafka → Delta Lake streaming pipeline ...") answers the
    // ask though it shares no other word with it.
    const askedThing = ask.match(
      /^(?:a|an|one|the)\s+(?:[\p{L}-]+\s+){0,3}?([\p{L}-]{3,})\s+(?:I|you|that|which|where|when)\b/u,
    )?.[1];
    const thingStem = askedThing && !storyWord.test(askedThing) ? wordStem(askedThing.toLowerCase()) : undefined;
    // "a dish I am most proud of": a line about a dish answers it before a change of another thing ("reduced section
    // waste by 18%"), though "proud" asks for a change too.
    const thingConcept = askedThing === undefined ? undefined : askConcepts.find((concept) => concept.test(askedThing));
    const aboutThing = (candidate: { achievement: Achievement }) =>
      // (A note in brackets, "(stocks, tartare, cured specials)", says what else came of another deed.)
      thingConcept?.test(candidate.achievement.text.replace(/\([^()]*\)/gu, '')) === true ? 2 : 0;
    const concepts = askConcepts.filter((concept) => concept.test(ask));
    const ownedAsked =
      /\b(?:you|I)\s+(?:have\s+)?(?:handled|led|owned|ran|managed|drove|delivered)\b|\bfrom start to finish\b|\bend[- ]to[- ]end\b/iu.test(
        ask,
      );
    const improvementAsked = improvementAskedWord.test(ask);
    const startingAsked =
      /\b(?:built|build|started|start|set up|launched|launch|founded|created|create|established)\b/iu.test(askHead);
    // How well a line answers the ask: the words it shares, a concept counting more than a word ("built" is in many
    // lines, a failure in few), and whether it reports the change the ask is about.
    // "a project from your degree, dissertation or internship ..., and tell us what you found": a line of the kind of
    // post the ask names (an internship's), and one that says what was found, answer it before a job's line that only
    // shares its words ("flood-incident data for a coastal resilience project").
    const postKindAsked = ask.match(/\b(intern|placement|volunteer|apprentic)\w*/iu)?.[1]?.toLowerCase();
    const findingAsked = /\bwhat (?:you|I) (?:found|learned|learnt|discovered)\b|\bwhat (?:it|they) showed\b/iu.test(
      ask,
    );
    const scoreAnswer = <Line extends Achievement>(achievement: Line) => {
      // ("... discharge hub: same-day discharge assessments and 'discharge to assess' planning": a word said three times
      // is one word the line shares with the ask, never three; it had answered "a complex discharge where there were
      // safeguarding or mental capacity concerns" with a line that names neither.)
      const words = [...new Set(contentWords(achievement.text))];
      const conceptHits = concepts.filter((concept) => concept.test(achievement.text)).length;
      const roleIndex =
        'roleIndex' in achievement && typeof achievement.roleIndex === 'number' ? achievement.roleIndex : -1;
      const postKindHit =
        postKindAsked !== undefined && (resume.roles[roleIndex]?.title ?? '').toLowerCase().includes(postKindAsked)
          ? 2
          : 0;
      const findingHit = findingAsked && /\b(?:found|showed|revealed|identified)\b/iu.test(achievement.text) ? 1 : 0;
      return {
        achievement,
        // ("cleared a $184K unreconciled intercompany variance" for "a reconciliation that didn't tie out": a word the
        // ask names under a prefix that turns it round, or by its noun, is the same word.)
        shared:
          words.filter((word) => {
            const stem = wordStem(
              /^(?:un|non|mis)\p{L}{6,}$/u.test(word) ? word.replace(/^(?:un|non|mis)/u, '') : word,
            );
            // ("reduced" of "a change ... that reduced waiting times": where the ask is for a change, its verb is
            // counted as the change the line reports, never again as a word it shares; "completed an audit on DNA rates
            // (reduced from 14% to 9%)" had answered it before "cut the routine outpatient wait from 41 weeks to 26".)
            if (changeAsked && improvementWord.test(word)) return false;
            return askWords.has(wordStem(word)) || askWords.has(stem) || sharesRoot(stem, askWords);
          }).length +
          2 * conceptHits +
          postKindHit +
          findingHit,
        // One of the words of what the ask is about, or one of its concepts.
        onTopic: conceptHits > 0 || postKindHit > 0 || words.some((word) => headWords.has(word)),
        change: changeAsked && reportsChange(achievement.text, achievement.numbers) ? 1 : 0,
        // "a campaign you're proud of": a line about a campaign answers it before a change of something else. (Where
        // the ask is for an improvement, "improved accuracy", the change comes first: "99.6% accuracy" is no answer.)
        // (A line of the internship the ask names is about what it asks, whatever it calls the work.)
        // ("how you have built a program for teens": a line that opens on starting something, "Started a Friday-night
        // 'Late Lab' for teens ...", is about what was built, before "Ran a monthly book club ... with a day program".)
        head:
          !improvementAsked &&
          (postKindHit > 0 ||
            (startingAsked &&
              /^\W*(?:started|launched|founded|set up|created|built|established|introduced)\b/iu.test(
                achievement.text,
              )) ||
            words.some((word) => headWords.has(word) && !/^(?:proud|best|favourite|favorite)$/iu.test(word)))
            ? 1
            : 0,
      };
    };
    // "a time you adapted a lesson …": a story is one occasion; a duty done every day ("I support pupils 1:1 …") is
    // no answer to it. It is answered by a change the person made, or by a line dated or told as one occasion.
    // ("a tough diagnosis you solved", "a fault I traced", "an incident you handled": one thing done, in the past.)
    // ("the toughest fault you have diagnosed", "your proudest edit": one thing, singled out.)
    const pastDeedAsked =
      /^(?:a|an|one|(?:the|your)\s+(?:toughest|hardest|biggest|largest|best|worst|proudest|most\s+\p{L}+))\s/iu.test(
        ask,
      )
        ? ask.match(/\b(?:you|I)\s+(?:have\s+|['’]ve\s+)?(\p{Ll}+)\b/u)?.[1]
        : undefined;
    const storyAsked =
      /^(?:a|an|one)\s+(?:time|occasion|situation|moment|instance|example)\b/iu.test(ask) ||
      (pastDeedAsked !== undefined && ['past', 'participle'].includes(readVerb(pastDeedAsked)?.form ?? ''));
    // A line that opens on a deed in the past tense tells something done once.
    // ("Lead the Tuesday back-class programme; cut the routine outpatient wait from 41 weeks to 26 weeks": the clause
    // after the semicolon tells the change made, in the past, though the line opens on a duty.)
    const toldOnce = (text: string) =>
      readVerb((text.match(/^\W*(\p{L}+)/u)?.[1] ?? '').toLowerCase())?.form === 'past' ||
      // ("A fuel oil leak ... sprayed onto the manifold; I stopped the booster pump ...": the person's own past after it.)
      [...text.matchAll(/;\s+(?:I\s+)?(\p{Ll}+)/gu)].some((clause) => isPastTense(clause[1] ?? ''))
        ? 1
        : 0;
    // ("Found and documented a rounding defect": an irregular past; "Fault finding - e.g. traced ...": a deed given as
    // an example.)
    // ("my blackened triggerfish special went on the permanent menu": a thing of the person's that went somewhere once.)
    // ("Incident commander for the Nov 2024 card-authorisation outage": a month and its year date one occasion.)
    // ("Last summer we had a slope job ...", "One night the ...": a season or a night told once.)
    const occasionSet = (text: string) =>
      /\b(?:last|one)\s+(?:summer|winter|spring|autumn|fall|year|month|week|season|night|day|evening|morning|shift|weekend)\b/iu.test(
        text,
      );
    const oneOccasion = (text: string) =>
      /\b(?:when|once|after|during)\b|\b(?:in|since)\s+(?:19|20)\d{2}\b/iu.test(text) ||
      occasionSet(text) ||
      /\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+(?:19|20)\d{2}\b/iu.test(text) ||
      /\bmy\s+(?:[\p{L}-]+\s+){1,4}(?:went|became|won|sold|made it)\b/iu.test(text) ||
      /^\W*\p{L}+ed\b|\be\.g\.?\s+\p{Ll}+ed\b/u.test(text) ||
      toldOnce(text) === 1;
    // "a high-priority call you handled": "Answer 911 ... lines; ~14,200 calls handled in 2025" shares the ask's words
    // but tells the work of every day; "Talked a caller through infant CPR ... until units arrived" tells one call. For a
    // story, a line's words count only when it tells something done once.
    // How much a line reads as the one occasion a story asks for: told once; set in its season ("Last summer we had a
    // slope job ...; I rigged rope lines ...") before a deed in the past that may have been done any week ("Trained two
    // new hires on trenching safety"); and in the person's own "I" ("...; I stopped the booster pump ...") before a
    // bullet.
    const storyRank = (text: string) =>
      toldOnce(text) + 2 * Number(occasionSet(text)) + Number(/(?:^|[;,]\s)I\s+\p{Ll}/u.test(text));
    const storyHead = (candidate: { achievement: Achievement; head: number }) =>
      storyAsked && toldOnce(candidate.achievement.text) === 0 ? 0 : candidate.head;
    const candidates = rankedForAsks
      .map(scoreAnswer)
      // Two of the ask's words, one of its concepts, the change it asks about, or the thing it asks about done: a single
      // other shared word ("care", "deadlines") is a coincidence, not an answer.
      .filter(
        (candidate) =>
          (candidate.onTopic && candidate.shared >= 2) ||
          candidate.change > 0 ||
          (thingStem !== undefined && tellsThingDone(candidate.achievement.text, thingStem)),
      )
      .filter((candidate) => !storyAsked || candidate.change > 0 || oneOccasion(candidate.achievement.text))
      // "I am looking for a Key Stage 1 post in a school where early reading is a real priority": what the person wants
      // answers no question about what they did (a held-out letter answered "how you have helped a child ... to make
      // progress" with it).
      .filter((candidate) => !statesAWish(candidate.achievement.text))
      // "a difficult employee relations case you handled from start to finish": a line of help given to someone else's
      // work ("Assisted the ER manager with grievance and disciplinary case files") is no case the person handled.
      .filter(
        (candidate) =>
          !ownedAsked || !/^\W*(?:assisted|helped|supported|shadowed|observed)\b/iu.test(candidate.achievement.text),
      )
      // "...; first exposure to security incident handling": a first contact with the thing asked about tells no time
      // the person did it (a held-out letter answered "an incident you triaged end-to-end" with it).
      .filter(
        (candidate) => !/\b(?:first|some|initial|limited|early)\s+exposure\s+to\b/iu.test(candidate.achievement.text),
      )
      .sort(
        (left, right) =>
          right.change + storyHead(right) + aboutThing(right) - (left.change + storyHead(left) + aboutThing(left)) ||
          (storyAsked ? storyRank(right.achievement.text) - storyRank(left.achievement.text) : 0) ||
          right.shared - left.shared ||
          right.achievement.score - left.achievement.score,
      );
    // "something you built that you are proud of": what the person built is told by their projects first, unless a
    // job's line says it built something itself ("Built a stock-sync service ..."). The project's line that reports
    // a change, or holds a number, is its answer.
    const buildAsked =
      /\b(?:built|build|made|make|created|create|developed|develop|shipped|designed|design|wrote|projects?)\b/iu.test(
        ask,
      );
    const builtAtWork = candidates.some((candidate) =>
      /^\W*(?:built|created|developed|designed|wrote|shipped|launched|made)\b/iu.test(candidate.achievement.text),
    );
    const projectAnswer =
      buildAsked && !builtAtWork
        ? tellableProjectLines
            .map((candidate) => ({
              ...candidate,
              weight:
                2 * Number(reportsChange(candidate.achievement.text, candidate.achievement.numbers)) +
                Number(candidate.achievement.numbers.length > 0),
            }))
            .sort((left, right) => right.weight - left.weight)[0]
        : undefined;
    // ("ShiftSwap" / "Rostering and shift swap app for small venues (React, ...)": a project whose lines say what it is
    // and what it does, none a deed, is still what the person built; a held-out letter answered "something you've built"
    // with a restaurant's food waste.)
    const describedProject =
      buildAsked && !builtAtWork && projectAnswer === undefined && resume.language === 'en'
        ? resume.projects.flatMap((project) => {
            const first = project.achievements[0];
            return first && describesProduct(first.text) ? [{ project, achievement: first }] : [];
          })[0]
        : undefined;
    const builtAnswer = projectAnswer ?? describedProject;
    if (builtAnswer) {
      answerWithProject(builtAnswer, ask);
      break;
    }
    // "a time you turned around an underperforming team": a result the resume lists among its key achievements
    // ("Took Hucknall store from 41st to 6th of 52") answers it better than a job's line that only shares a word.
    const strongRoleAnswer = candidates.some((candidate) => candidate.change > 0 || candidate.shared >= 2);
    const careerAnswer = strongRoleAnswer
      ? undefined
      : resume.accomplishments
          .map(scoreAnswer)
          .filter(
            (candidate) =>
              (candidate.change > 0 || candidate.shared >= 2) &&
              // ("During a paediatric arrest on my metro placement I stayed with the mother, ...": a story told in the
              // person's own words answers as well as a deed.)
              ['verb', 'sentence'].includes(toFirstPersonClause(candidate.achievement.text, 'past')?.kind ?? ''),
          )
          // A result of the kind asked about ("a payroll error you found" by "Caught a CPP/EI setup error ...") is as
          // good an answer as a change, and the one that shares more of the ask's words is told.
          .map((candidate) => ({
            ...candidate,
            weight: candidate.change + (concepts.some((concept) => concept.test(candidate.achievement.text)) ? 1 : 0),
          }))
          .sort((left, right) => right.weight - left.weight || right.shared - left.shared)[0]?.achievement;
    if (careerAnswer) {
      askedAccomplishment = careerAnswer.text;
      add({ kind: 'accomplishment', text: careerAnswer.text, sourceLanguage: resume.language, ask }, 'evidence', 1);
      break;
    }
    // The best answer the letter can tell: a line it cannot put in a sentence answers nothing.
    const answered = candidates.find((answer) => {
      const line = evidenceLine(resume, answer.achievement, vocabulary.skills, names);
      if (!line || (input.canTell && !input.canTell(line))) return false;
      used.add(answer.achievement);
      add({ kind: 'ask', ask, line }, 'evidence', 1);
      answeredAsk = { roleIndex: line.role.roleIndex, words: headWords, concepts };
      return true;
    });
    if (answered) break;
    // "how you would go about improving the booking flow in our app": no job's line answers, and a project's does
    // ("Cut the booking flow from 7 steps to 4 ..." under a course project), which the letter tells with its project.
    const projectLine = tellableProjectLines
      .map((candidate) => ({ ...candidate, score: scoreAnswer(candidate.achievement) }))
      .filter(({ score }) => score.onTopic && (score.shared >= 2 || score.change > 0))
      .sort((left, right) => right.score.change - left.score.change || right.score.shared - left.score.shared)[0];
    if (projectLine) {
      answerWithProject(projectLine, ask);
      break;
    }
  }

  // "Tell us why you want to work in home care": answered only in the applicant's own words, a sentence of the
  // resume's summary that says what they want and shares a word with the question; never made up.
  // "why you'd love to work at The Corrigan": the "would" stays ("why I would love to work ...").
  const whyAsk = job.asks
    .map((asked) => {
      const found = asked.match(
        /\bwhy\s+you(['’]d| would)?\s+((?:want|like|wish|are interested|are applying|chose|love)\b[^.?!]{3,80})/i,
      );
      return found?.[2] ? `${found[1] ? 'would ' : ''}${found[2]}` : undefined;
    })
    .find((object) => object !== undefined);
  let whyAnswered = false;
  if (whyAsk && resume.language === 'en') {
    // By their stems: "home care" is asked, "their own homes" answers it.
    const askWords = new Set(
      contentWords(whyAsk)
        .filter((word) => word.length >= 4 && !/^(?:want|like|wish|work|role|join)$/i.test(word))
        .map(wordStem),
    );
    const answer = input.summary.find(
      (sentence) =>
        /^(?:I\b|I['’]|looking for|seeking|keen to|hoping to)/iu.test(sentence.trim()) &&
        /\b(?:looking for|ready to|want to|would like to|hoping to|keen to|love|enjoy|passion|interested in|move into|stay)\b/i.test(
          sentence,
        ) &&
        contentWords(sentence).some((word) => askWords.has(wordStem(word))) &&
        sentence.split(/\s+/).length <= 45,
    );
    if (answer) {
      whyAnswered = true;
      add(
        {
          kind: 'why',
          ask: `why I ${inApplicantsWords(whyAsk).trim()}`,
          text: answer,
        },
        'closing',
        3,
      );
    }
  }

  // A variation rotates among the best few achievements, so that another version tells other results.
  const pool = ranked.filter((achievement) => !used.has(achievement));
  const best = pool.slice(0, 5);
  const rotation = best.length > 0 ? variation % Math.min(3, best.length) : 0;
  const rotated = [...best.slice(rotation), ...best.slice(0, rotation), ...pool.slice(5)];

  const perRole = new Map<number, number>();
  // A resume with one or two roles tells more of each; a long one spreads the letter over its roles.
  const rolesWithLines = resume.roles.filter((role) => role.achievements.length > 0).length;
  const perRoleLimit = rolesWithLines === 1 ? 12 : rolesWithLines <= 2 ? 8 : 6;
  // `pastLimit` for the last passes of a letter still short, which may tell more of a role than its share.
  const nounLinesTold: { roleIndex: number; short: boolean }[] = [];
  // "CCTV" of "CCTV Control Room Operator": what the post is about, which a duty shares as much as two of the ad's words
  // ("Watching CCTV screens in the site security office").
  const postSubject = new Set(
    contentWords(job.role ?? '').filter((word) => word.length >= 3 && !isTitleWord(word, { allowAmbiguous: true })),
  );
  const qualifiedAs = qualifiedOccupations(resume, input.today ?? new Date());
  const crossLanguage =
    job.language !== resume.language && job.language !== 'und' && resume.language !== 'und' && job.language !== null;
  // The role's other short duties told with one: those that share the ad's words, then others of the job up to three
  // in all; five at most.
  const fellowDuties = (achievement: RankedAchievement): RankedAchievement[] => {
    const fellows = ranked.filter(
      (other) =>
        other !== achievement &&
        !used.has(other) &&
        other.roleIndex === achievement.roleIndex &&
        isShortNounDuty(other.text),
    );
    const sharing = fellows.filter((other) => other.matched.length > 0).slice(0, 4);
    const others = fellows.filter((other) => other.matched.length === 0).slice(0, Math.max(0, 2 - sharing.length));
    return [...sharing, ...others];
  };
  const claim = (achievement: RankedAchievement, pastLimit = false): EvidenceLine | undefined => {
    const count = perRole.get(achievement.roleIndex) ?? 0;
    if ((count >= perRoleLimit && !pastLimit) || used.has(achievement)) return undefined;
    // "Student Nurse" placements beside seven years as a Registered Nurse: the training for the post the person has
    // held for years, which a reader of a letter from a qualified nurse finds beside the point (told only to a letter
    // still short when no other line is left to tell).
    const placement = studentPlacementOccupation(resume.roles[achievement.roleIndex]?.title ?? '');
    if (
      placement !== undefined &&
      qualifiedAs.has(placement) &&
      (!pastLimit ||
        ranked.some(
          (other) =>
            !used.has(other) &&
            other !== achievement &&
            studentPlacementOccupation(resume.roles[other.roleIndex]?.title ?? '') === undefined,
        ))
    )
      return undefined;
    // The same result told twice ("$60 Million" under one heading, "$60M+" under another) reads as padding.
    if (
      [...used].some((told) =>
        isSameResult(told.text, achievement.text, {
          twoJobs:
            told.roleIndex !== achievement.roleIndex &&
            comparableEmployer(resume.roles[told.roleIndex]?.employer) !==
              comparableEmployer(resume.roles[achievement.roleIndex]?.employer),
        }),
      )
    )
      return undefined;
    // "Manage a team of baristas, ..." and "Manage team of 7 staff, ...": one job's deed written twice, told once (a
    // barista's letter said "I manage a team of 7 staff ... I also manage a team of baristas").
    const opening = deedOpening(achievement.text);
    if (
      opening !== undefined &&
      [...used].some((told) => told.roleIndex === achievement.roleIndex && deedOpening(told.text) === opening)
    )
      return undefined;
    // "Supervised 9 Sailors ...", "Supervised 13 personnel ...", "Supervised 10 Sailors ...": a career of posts each
    // leading people says so in every post; told twice, the rest reads as one sentence over and over (a real letter
    // said "I supervised" four times in a paragraph).
    if (ledPeople(achievement.text) && [...used].filter((told) => ledPeople(told.text)).length >= 2) return undefined;
    // A line whose end the resume's text broke is told up to the break when that part is certain ("... in PuTTY
    // Value addition" → "... in PuTTY"); any other broken line is never printed, and the role's next line is told.
    let tellable = achievement;
    if (resume.language === 'en' && !isReadableLine(achievement.text)) {
      const repaired = repairLine(achievement.text);
      if (repaired === undefined || repaired.split(/\s+/).length < 5 || !isReadableLine(repaired)) return undefined;
      tellable = { ...achievement, text: repaired };
    }
    // "Payment validation.", "Invoice processing", "GST returns.": a job's duties of two or three words are told
    // together, the ad's first, as one list of the job's work ("my work includes payment validation, invoice
    // processing and GST returns"), never one sentence each.
    // ("Train 2 apprentices", "Rebook rate 78%": three words with a figure are a deed counted or a result, no duty
    // named by its noun.)
    const shortDuty = countSpaceSeparatedParts(achievement.text) < 4 && !isCountedInThreeWords(achievement.text);
    const otherDuties = shortDuty ? fellowDuties(achievement) : [];
    if (otherDuties.length > 0)
      tellable = {
        ...tellable,
        text: listOfShortDuties([achievement, ...otherDuties].map((duty) => duty.text)),
        numbers: [],
      };
    const line = evidenceLine(resume, tellable, vocabulary.skills, names);
    if (!line || (input.canTell && !input.canTell(line))) return undefined;
    // "Supervised casework with families" under a student's placement: the student was the one supervised, and "I
    // supervised casework" claims the supervisor's part.
    if (
      /^\W*supervised\s+(?!(?:a|an|the|\d+|two|three|four|five|six|staff|team|teams|students|trainees|volunteers)\b)/iu.test(
        achievement.text,
      ) &&
      /\b(?:student|placement|trainee|intern|internship|apprentice)\b/iu.test(
        resume.roles[achievement.roleIndex]?.title ?? '',
      )
    )
      return undefined;
    // "Currently building a footfall model" under an internship of 2013: the line belongs to another job (a PDF
    // moved it), and "As an Intern in 2013, I am currently building ..." says two times at once.
    if (!line.role.current && /^\W*(?:currently|presently|now)\b/i.test(achievement.text)) return undefined;
    // A duty the resume names by its noun ("Medication reconciliation and ...") is told as "my work included ...":
    // only one about the ad's work, three at most and of two roles at most; the English phrasebook says a role's in one
    // sentence ("my work includes fault finding ..., testing and inspection ... and domestic rewires"). Trade and
    // care resumes list most of their work so; one a letter left their letters at half length.
    // (A resume too short or too much a list to tell its language, "und", lists its duties so too.)
    // ("Praxisanleitung von Auszubildenden", "Wundversorgung und Medikamentengabe": a German CV lists its duties as
    // short nouns too, which a German letter tells as the person's ("bin ich für die Praxisanleitung von Auszubildenden
    // verantwortlich"); they had never been told, and a nurse's letter left out the one the ad asks for.)
    const nounLine =
      ((resume.language === 'en' || (resume.language === 'und' && shortDuty)) &&
        mayBeNounLine(achievement.text) &&
        toFirstPersonClause(achievement.text, 'past')?.kind === 'noun') ||
      (resume.language === 'de' &&
        input.language === 'de' &&
        shortDuty &&
        /^\W*\p{Lu}\p{Ll}+/u.test(achievement.text) &&
        toGermanClause(achievement.text, 'present') !== undefined);
    // "Payment validation.": a duty of two or three words is told only among the role's duties, for one of the ad's
    // words (it has few to share), and only of a job that is the ad's kind of work: an accountant's "Insurance
    // costs." says nothing to a service desk.
    if (shortDuty && (!nounLine || !achievement.roleRelevant)) return undefined;
    // Three such lines at most, or six duties of two or three words ("payment validation, invoice processing and
    // vendor reconciliation" is one sentence's list).
    const sameLengthTold = nounLinesTold.filter((told) => told.short === shortDuty).length;
    if (
      nounLine &&
      // (A letter still short, in its last pass, tells up to five: a clerk's or an accountant's duties are most of what
      // the resume says, and three of them had left held-out letters at 200 words.)
      (sameLengthTold >= (shortDuty ? 6 : pastLimit ? 5 : 3) ||
        // Of two roles at most: an older role's duty told for one of the ad's requirements never silences the
        // duties of the job held now.
        new Set([...nounLinesTold.map((told) => told.roleIndex), achievement.roleIndex]).size > 2 ||
        // A letter still short tells more of the job held now (still held), in its own nouns ("payment arrangements, autopay
        // enrollment and refunds up to $150"): the ad's words are asked of the first such line only.
        // (A short resume's other job, whose line names the ad's kind of work in other words, "tractors and the silage
        // harvester" for "farm machinery", shows it as well as the ad's words would.)
        achievement.matched.length +
          (achievement.matched.some((word) => postSubject.has(word)) ? 1 : 0) +
          (ranked.length <= 10 &&
          !achievement.roleRelevant &&
          achievement.matched.length === 0 &&
          [...conceptsOf(contentWords(achievement.text))].some((concept) => vocabulary.concepts?.has(concept) === true)
            ? 2
            : 0) <
          // (An ad in another language than the resume's shares none of its words: a letter still short tells the
          // job held now in its own nouns without them; a translator's French ad had left an English letter with no
          // line of the work.)
          (pastLimit &&
          current?.current &&
          achievement.roleIndex === current.roleIndex &&
          (nounLinesTold.length > 0 || crossLanguage)
            ? 0
            : shortDuty || pastLimit
              ? 1
              : 2))
    )
      return undefined;
    if (nounLine) nounLinesTold.push({ roleIndex: achievement.roleIndex, short: shortDuty });
    perRole.set(achievement.roleIndex, count + 1);
    used.add(achievement);
    for (const duty of otherDuties) used.add(duty);
    return line;
  };

  // The opening names the current role with its strongest line: a result with its number first, one that shares the
  // ad's words, short enough to stand in the first paragraph.
  const canOpenWith = input.canOpenWith;
  if (canOpenWith && current && !recentDegree && !identity.tradeRole) {
    const strongest = ranked
      .filter(
        (achievement) =>
          achievement.roleIndex === current.roleIndex &&
          achievement.matched.length > 0 &&
          achievement.text.split(/\s+/).length <= 22 &&
          !used.has(achievement),
      )
      // A result (a change the person made, with its number) first: "4 account executives" is a number, not a result.
      .sort(
        (left, right) =>
          Number(isResultLine(right.text, right.numbers)) - Number(isResultLine(left.text, left.numbers)) ||
          right.score - left.score,
      )
      .find((achievement) => {
        const line = evidenceLine(resume, achievement, vocabulary.skills, names);
        return line !== undefined && canOpenWith(line);
      });
    const line = strongest ? claim(strongest) : undefined;
    if (line) identity.highlight = line;
  }

  // Requirements and duties the resume supports, each shown by its own evidence: the ad's must-haves are what the
  // letter is about, so they take the strongest achievements that show them.
  // A must-have of years ("At least 2 years as a Chef de Partie"): the roles that did its work, with their dates,
  // when together they reach the years it asks for; such a must-have is answered by the dates, not by a line that
  // shares its words. One such sentence a letter.
  const tenure = job.mustHaves
    .map((mustHave) => findTenure(resume, mustHave, input.today ?? new Date()))
    .find((found) => found !== undefined);
  const matches = matchRequirements(
    resume,
    tenure ? { ...job, mustHaves: job.mustHaves.filter((mustHave) => mustHave !== tenure.requirement) } : job,
    input.responsibilities,
    // A job unrelated to the ad answers a requirement only with a line that is about the ad's work: "Worked closely
    // with team to help business win several awards" is no evidence of teamwork for a catering post, and it would
    // take the place of that job's one result ("Reduced average supplier contract expenses by 16%").
    rotated.filter((achievement) => !used.has(achievement) && (achievement.roleRelevant || achievement.score > 0)),
  );
  const ranks: Record<RequirementSource, number> = { 'must-have': 0, responsibility: 0, 'nice-to-have': 0 };
  const priorityOf = (source: RequirementSource): number => {
    const rank = ranks[source];
    ranks[source] += 1;
    if (source === 'must-have') return [1, 2, 4, 5, 7][rank] ?? 10;
    if (source === 'responsibility') return [6, 8, 10][rank] ?? 14;
    return 12 + rank;
  };
  const isEducationPlanned = (education: Education) =>
    planned.some((existing) => existing.plan.kind === 'education' && existing.plan.education === education);
  const listedSkills: Skill[] = [];
  for (const match of matches) {
    if (!match.evidence) continue;
    switch (match.evidence.kind) {
      case 'achievement': {
        const line = claim(match.evidence.achievement);
        if (!line) break;
        // The sentence names only the skills its own evidence shows.
        const shown = match.skills.filter((skill) => containsWholeWord(line.achievement.text, skill));
        // The must-have's other tools the resume lists ("solide Tests (pytest) und Typisierung (mypy)") are named in
        // the sentence of skills: a reader checks the letter against the ad's list.
        if (match.source === 'must-have')
          for (const name of match.skills.filter((skill) => !shown.includes(skill))) {
            const listed = resume.skills.find((skill) => skill.name.toLowerCase() === name.toLowerCase());
            if (listed && !listedSkills.includes(listed)) listedSkills.push(listed);
          }
        add(
          {
            kind: 'requirement-achievement',
            requirement: match.requirement,
            source: match.source,
            line,
            skills: shown,
            concept: match.concept,
            terms: match.terms.filter((term) => term !== match.concept?.id),
          },
          'requirements',
          // A long sentence of the ad answered only through a broad theme ("organisational skills" shown by
          // "planned budgets") is weak evidence: it waits behind the strongest lines.
          match.concept && match.requirement.split(/\s+/).length > 12 ? 9 : priorityOf(match.source),
        );
        break;
      }
      case 'credential': {
        const { credential, others } = match.evidence;
        const isPlanned = (candidate: Credential) =>
          planned.some((existing) => existing.plan.kind === 'credential' && existing.plan.credential === candidate);
        if (isPlanned(credential)) break;
        // (A credential that answers a nice-to-have comes before one that answers nothing, as one the ad names does
        // below: "Bonus if you hold a QQI Level 6 ..." had been left out of a full letter for a Higher Certificate the
        // ad never asks for.)
        // (One held, and after a credential under way that the ad names (9): a course under way for a plus waits behind
        // the work, as before.)
        const priority =
          match.source === 'must-have' ? 2 : match.source === 'nice-to-have' && credential.status === 'held' ? 9.5 : 11;
        add(
          {
            kind: 'credential',
            credential,
            requirement: match.source === 'responsibility' ? undefined : match.requirement,
            ...plusOf(match.source),
          },
          'requirements',
          priority,
        );
        // The other credentials the requirement names follow it: "... and I am working towards the CIMA Certificate."
        for (const other of others)
          if (!isPlanned(other)) add({ kind: 'credential', credential: other }, 'requirements', priority + 1);
        break;
      }
      case 'skills':
        // "Full UK driving licence" listed among the skills is a licence held, not a skill: told as one, answering the
        // requirement that names it ("My skills include Full UK driving licence" is no sentence).
        for (const skill of match.evidence.skills.filter((listed) => credentialLikeSkill.test(listed.name)))
          add(
            {
              kind: 'credential',
              credential: { name: skill.name, status: 'held', date: null },
              requirement: match.source === 'responsibility' ? undefined : match.requirement,
              ...plusOf(match.source),
            },
            'requirements',
            match.source === 'must-have' ? 2 : 11,
          );
        // "Excel" and "MS Excel" are one skill, listed once.
        for (const skill of match.evidence.skills.filter((listed) => !credentialLikeSkill.test(listed.name)))
          if (
            !listedSkills.some(
              (listed) =>
                listed === skill ||
                containsWholeWord(listed.name, skill.name) ||
                containsWholeWord(skill.name, listed.name) ||
                (canonicalSkillName(listed.name) ?? listed.name) === (canonicalSkillName(skill.name) ?? skill.name),
            )
          )
            listedSkills.push(skill);
        break;
      case 'education':
        // Each degree once; a second degree answers its own requirement ("Master's degree in education preferred").
        // ("I graduated in 2025 with a Bachelor of Paramedicine ..." opens the letter: "I hold a Bachelor of
        // Paramedicine ..." again says it twice.)
        // ("I completed my Bachelor of Paramedicine in November 2026 ..." in the person's own words: "I hold a Bachelor
        // of Paramedicine from ..." after it says it twice.)
        if (
          !isEducationPlanned(match.evidence.education) &&
          !(
            identity.graduate &&
            (identity.graduate === match.evidence.education ||
              identity.graduate.degree.toLowerCase() === match.evidence.education.degree.toLowerCase())
          ) &&
          !(
            degreeToldInOwnWords &&
            recentDegree &&
            (recentDegree === match.evidence.education ||
              recentDegree.degree.toLowerCase() === match.evidence.education.degree.toLowerCase())
          )
        )
          add(
            {
              kind: 'education',
              education: match.evidence.education,
              requirement: match.source === 'responsibility' ? undefined : match.requirement,
              ...plusOf(match.source),
            },
            'requirements',
            match.source === 'must-have' ? 5 : 13,
          );
        break;
    }
  }

  const tenureRoles = (tenure?.roleIndexes ?? []).flatMap((roleIndex) => referenceRole(resume, roleIndex) ?? []);
  if (tenure && tenureRoles.length > 0)
    add(
      {
        kind: 'tenure',
        requirement: tenure.requirement,
        roles: tenureRoles,
        since: tenure.since,
        until: tenure.until,
      },
      'requirements',
      // After the sentence of skills the ad lists (8), which answers several must-haves at once.
      9,
    );

  // The job the person holds now is what a reader asks about first: its best line that shares the ad's words is told
  // even when older roles have lines with bigger numbers.
  const newest = current ? ranked.find((achievement) => achievement.roleIndex === current.roleIndex) : undefined;
  // A career changer's jobs held now, and the latest job where it has ended, are told after the work the ad is about
  // (the opening named it first).
  const changingCareer = identity.tradeRole !== undefined;
  const latestOfOtherWork = (roleIndex: number) => {
    if (!changingCareer) return false;
    const role = referenceRole(resume, roleIndex);
    return (
      role !== undefined &&
      (role.current || roleIndex === current?.roleIndex) &&
      !titleSharesAdTitle(role.title, vocabulary)
    );
  };
  if (current && newest && newest.matched.length > 0 && !matchedRoles(planned).includes(current.roleIndex)) {
    const line = claim(newest);
    if (line) add({ kind: 'achievement', line, ...(changingCareer ? { aside: true } : {}) }, 'evidence', 2);
  }

  // An ad in another language than the resume's shares none of its words, so no role reads as the ad's work by them:
  // the job held now is told as the ad's ("Handle 45 motor claims a week ..." of a claims handler, for an Italian
  // "Gestore Sinistri Auto", had been left out of a letter of 120 words).
  const relevant = (achievement: RankedAchievement) =>
    achievement.roleRelevant || (crossLanguage && current !== undefined && achievement.roleIndex === current.roleIndex);
  // Then the strongest remaining achievements, two or three first, more for a letter still short of its length. A
  // letter is no work history: these come from three roles at most, a few from each, and a role that has nothing to
  // do with the ad ("Shampoo Staff" for a teaching post) gives only lines that share the ad's words.
  const evidencePriorities = [3, 6, 9, 11, 13, 14, 15, 17, 18, 19];
  const fillerPerRole = rolesWithLines <= 2 ? 6 : 3;
  const fillerRoles = new Set(matchedRoles(planned));
  let evidenceRank = 0;
  for (const achievement of rotated) {
    if (evidenceRank >= evidencePriorities.length) break;
    // The role held now may tell more: it is the one a reader weighs most.
    // (A career changer's latest job gives one line: it says nothing of the work the ad is about.)
    const limit = latestOfOtherWork(achievement.roleIndex)
      ? 1
      : achievement.roleIndex === current?.roleIndex
        ? Math.max(fillerPerRole, 5)
        : fillerPerRole;
    if ((perRole.get(achievement.roleIndex) ?? 0) >= limit) continue;
    if (!fillerRoles.has(achievement.roleIndex) && fillerRoles.size >= 3) continue;
    // A job the ad is not about gives a result with its number ("Reduced contract expenses by 16%") or a line that
    // shares the ad's words, and one line at most.
    if (!achievement.roleRelevant) {
      if (achievement.matched.length < 2 && !isResultLine(achievement.text, achievement.numbers)) continue;
      // Relevance is per line too: two lines that each share the ad's words, one otherwise.
      const limit = achievement.matched.length >= 2 ? 2 : 1;
      if ((perRole.get(achievement.roleIndex) ?? 0) >= limit) continue;
    }
    const line = claim(achievement);
    if (line) fillerRoles.add(achievement.roleIndex);
    if (!line) continue;
    add(
      {
        kind: 'achievement',
        line,
        aside: !relevant(achievement) || latestOfOtherWork(achievement.roleIndex),
      },
      'evidence',
      evidencePriorities[evidenceRank] ?? 19,
    );
    evidenceRank += 1;
  }
  // Last of all, for a letter still short of its length, a few more relevant lines from any role: the length budget
  // keeps them only when nothing above filled the letter.
  let reserve = 0;
  // A short resume has few lines to choose from: each of them may be told, relevant to the ad or not.
  const thinResume = ranked.length <= 10;
  for (const achievement of rotated) {
    if (reserve >= 6) break;
    if (!thinResume && (!relevant(achievement) || achievement.score < 1)) continue;
    // Even a short resume's unrelated job ("Bartender" for a designer) gives only lines that share the ad's words, or
    // name a kind of work it names in others ("washing down tractors and the silage harvester" for "experience on
    // farm machinery").
    if (
      thinResume &&
      !relevant(achievement) &&
      sharedWorkWords(achievement.matched).length === 0 &&
      ![...conceptsOf(contentWords(achievement.text))].some((concept) => vocabulary.concepts?.has(concept) === true)
    )
      continue;
    // (A career changer's latest job gives no more than its line above: more of it is no evidence for this ad.)
    if (latestOfOtherWork(achievement.roleIndex)) continue;
    const line = claim(achievement);
    if (!line) continue;
    add({ kind: 'achievement', line }, 'evidence', 21 + reserve);
    reserve += 1;
  }

  // A letter that is still short after all of that tells further lines of the roles the ad is about, past the
  // per-role limits: more of what the person did reads better than any sentence written to fill the space.
  let deepReserve = 0;
  for (const achievement of rotated) {
    if (deepReserve >= 10) break;
    // "Maintained and updated websites.": a short line is weak evidence, but evidence, unless it describes the person.
    const short = countSpaceSeparatedParts(achievement.text) >= 4 && !describesThePerson(achievement.text);
    if (used.has(achievement) || (achievement.score <= -5 && !short)) continue;
    // Only the work the ad is about: a role whose title or lines share the ad's words, and from an earlier role
    // only a line that shares them too. More of an unrelated job is padding, however short the letter.
    if (!relevant(achievement)) continue;
    // A line of such an earlier role that shares none of the ad's words is told only if it scored well as a line
    // ("Provide compassionate and effective communication to family members in times of crisis" for a nurse).
    if (achievement.roleIndex !== current?.roleIndex && achievement.matched.length === 0 && achievement.score <= 1)
      continue;
    // (A career changer's latest job gives no more than its line above: more of it is no evidence for this ad.)
    if (latestOfOtherWork(achievement.roleIndex)) continue;
    const line = claim(achievement, true);
    if (!line) continue;
    add({ kind: 'achievement', line }, 'evidence', 30 + deepReserve);
    deepReserve += 1;
  }

  // From a job unrelated to the ad, one line at most, and only one that shows what carries over to any post: a
  // result with its number, training, supervising or scheduling people, handling complaints or money.
  const unrelatedTold = new Set<number>();
  // An unrelated job that ended long before the latest one ("Administrative Assistant, 1990-1996" in a nurse's letter of
  // 2014) carries nothing over a reader will weigh.
  const endYearOf = (roleIndex: number) => {
    const role = referenceRole(resume, roleIndex);
    const year = Number(
      (role?.current ? String((input.today ?? new Date()).getFullYear()) : (role?.endYear ?? '')).match(
        /(?:19|20)\d{2}/,
      )?.[0],
    );
    return Number.isNaN(year) ? undefined : year;
  };
  const latestEnd = Math.max(...resume.roles.map((_, roleIndex) => endYearOf(roleIndex) ?? 0));
  for (const achievement of rotated) {
    if (unrelatedTold.size >= 2) break;
    if (achievement.roleRelevant || used.has(achievement) || unrelatedTold.has(achievement.roleIndex)) continue;
    const ended = endYearOf(achievement.roleIndex);
    if (ended !== undefined && latestEnd - ended > 15) continue;
    if (matchedRoles(planned).includes(achievement.roleIndex)) continue;
    // A change the person made, with its number ("Reduced contract expenses by 16%"); "assigned schedules for 6 stylists"
    // has a number but reports a duty.
    const result = reportsChange(achievement.text, achievement.numbers) && achievement.score > 0;
    // A line of such work that also shares the ad's own words ("coordinate and communicate with stakeholders" for a
    // communications post) carries over whatever kind of work the ad names.
    const carries =
      carriesOverTo(achievement.text, input.adText) ||
      (sharedWorkWords(achievement.matched).length > 0 &&
        transferableKinds.some((kind) => kind.line.test(achievement.text)));
    // The job held now, named in the opening, with a concrete line of it ("Poured and finished concrete slabs for 12
    // new homes"): a letter that names the post and says nothing of it reads as hiding it.
    const currentWork =
      achievement.roleIndex === current?.roleIndex && achievement.numbers.length > 0 && achievement.score > 0;
    if (!result && !carries && !currentWork && !recognition.test(achievement.text)) continue;
    const line = claim(achievement, true);
    if (!line) continue;
    unrelatedTold.add(achievement.roleIndex);
    // A result with its number ("Reduced average supplier contract expenses by 16%") is told before further duties of the
    // roles the ad is about; a duty that merely carries over waits behind them.
    // Only a result about something the ad names: a number is no relevance ("expanded end of sale add-ons by 35%" is
    // nothing to a content designer).
    const promoted = result && achievement.matched.length > 0;
    add({ kind: 'achievement', line, aside: true }, 'evidence', (promoted ? 16 : 36) + unrelatedTold.size);
  }

  // Projects and listed accomplishments, the best two of each.
  // ("Independently architected and developed 3 enterprise-scale full-stack applications ..." under a job and again
  // under a project of the same name: one deed, told once, with the job.)
  const roleLineKeys = new Set(
    resume.roles.flatMap((role) => role.achievements.map((achievement) => lineKey(achievement.text))),
  );
  const scoredProjectLines = resume.projects.flatMap((project) =>
    project.achievements
      .filter((achievement) => !roleLineKeys.has(lineKey(achievement.text)))
      .map((achievement) => ({
        project,
        achievement,
        ...scoreLine(achievement.text, achievement.numbers, vocabulary),
      })),
  );
  // "Je travaille également avec HTML, CSS et PHP" to a hospital's quality post: a web course's languages, told to an ad
  // that asks for no code, say nothing it wants (review of set AB); an ad about software or data may want them.
  const adAsksForCode =
    findSkills(input.adText ?? '').some((mention) => codingTools.test(mention.name)) ||
    // ("Data Entry Clerk" keys data in; it asks for no code.)
    /\b(?:developer|engineer|programm\w*|software|web|data(?!\s+entry)|IT|d[ée]veloppeu\w*|entwickler\w*|desarrollador\w*)\b/iu.test(
      job.role ?? '',
    );
  // A project written in code ("URL shortener application using MERN stack") shares the wording of any ad ("full
  // ownership", "professional development", "a dynamic individual"); to an ad that asks for no code it is about the
  // ad's work only where a line shares a word of what the ad asks for (its requirements, duties and title), beyond the
  // words any workplace or ad uses.
  const codeProjects = new Set(
    adAsksForCode
      ? []
      : resume.projects.filter((project) => {
          const text = project.achievements.map((achievement) => achievement.text).join('\n');
          return findSkills(text).some((mention) => isCodingTool(mention.name)) || speaksOfCoding(text);
        }),
  );
  const relevantProjects = new Set(
    scoredProjectLines
      .filter((candidate) =>
        codeProjects.has(candidate.project)
          ? sharedSubjectWords(candidate.matched).some((word) => vocabulary.words.has(word))
          : sharedWorkWords(candidate.matched).length > 0,
      )
      .map((candidate) => candidate.project),
  );
  // An early career (one job with lines at most) is told through its projects, all of them where that job is not
  // about the ad's work. One job about the ad's work is the career, and a project beside it is told only where it is
  // about the ad's work too: a branch manager's fleet for a fleet manager's post, never his URL shortener.
  const projectsAreTheCareer = rolesWithLines <= 1 && !ranked.some((achievement) => achievement.roleRelevant);
  const projectLines = scoredProjectLines
    // A line of a project that shares nothing with the ad is still the person's work in an early career.
    .filter((candidate) => candidate.score > (rolesWithLines <= 1 ? -1 : 0))
    // After that, a project none of whose lines shares the ad's words (a WordPress plugin in a lorry driver's letter)
    // says nothing of the work: its lines score by their verbs and numbers alone.
    .filter((candidate) => projectsAreTheCareer || relevantProjects.has(candidate.project))
    // The line that answered the ad's ask is told there. "Started as my bootcamp final project ...": the project is
    // what started, and no deed of the person's.
    .filter(
      (candidate) =>
        candidate.achievement.text !== askedProjectLine &&
        !/^\W*(?:started|began|begun)\s+as\b/iu.test(candidate.achievement.text),
    )
    // Only lines a letter can tell: a deed, a result, or what the project is ("Restaurant booking app (React,
    // Firebase)"); "Bootcamp final project, team of 4" or "Lighthouse: 96 performance" would take a project's place and
    // write nothing (review of set S).
    .filter((candidate) => resume.language !== 'en' || isTellableProjectLine(candidate.achievement.text))
    .sort((left, right) => right.score - left.score)
    // Two lines of a project at most (three in an early career): the best line of each project first, then the others.
    .map((candidate, _, all) => ({
      ...candidate,
      rankInProject: all.filter((other) => other.project === candidate.project).indexOf(candidate),
    }))
    .filter((candidate) => candidate.rankInProject < 3)
    .sort((left, right) => left.rankInProject - right.rankInProject || right.score - left.score)
    // "I provided first and second line support to end users, ..." under five projects, one client each: a line most
    // of whose words another project's line already says is told once (a held-out letter told it five times).
    .map((candidate) => ({ ...candidate, words: new Set(contentWords(candidate.achievement.text)) }))
    .filter((candidate, index, all) =>
      all.slice(0, index).every((earlier) => {
        const shared = [...candidate.words].filter((word) => earlier.words.has(word)).length;
        return shared < 4 || shared < 0.8 * Math.min(candidate.words.size, earlier.words.size);
      }),
    );
  // An early career is told through its projects: three lines of each then.
  const toldProjectLines = projectLines
    .filter((candidate) => candidate.rankInProject < (rolesWithLines <= 1 ? 3 : 2))
    .slice(0, 4);
  // A letter still short after every other fact tells up to two more lines of the projects, those about the ad's
  // work: the applicant's own work, where the alternative is a letter too thin to read as an application.
  const furtherProjectLines = projectLines
    .filter((candidate) => !toldProjectLines.includes(candidate) && candidate.score > 0)
    .slice(0, 2);
  // A career changer whose projects are the ad's work, no job of theirs being of its kind ("Bartender" for a web
  // developer's post), tells them first: the reviewers of set ai read two paragraphs of cocktails before the code.
  const projectsLead =
    identity.tradeRole === undefined &&
    relevantProjects.size > 0 &&
    resume.roles.length > 0 &&
    resume.roles.every((role) => !titleSharesAdTitle(role.title, vocabulary)) &&
    // (A job whose lines are about the ad's work leads, as ever: a branch manager's fleet for a fleet manager's post.)
    !ranked.some((achievement) => achievement.roleRelevant);
  [...toldProjectLines, ...furtherProjectLines].forEach((candidate, index) =>
    add(
      {
        kind: 'project',
        name: candidate.project.name,
        text: candidate.achievement.text,
        sourceLanguage: resume.language,
        team: candidate.project.achievements.some((line) => teamProject.test(line.text)),
        ...(projectsLead && relevantProjects.has(candidate.project) ? { leads: true } : {}),
      },
      'requirements',
      index < toldProjectLines.length ? ([7, 12, 18, 20][index] ?? 22) : 38,
    ),
  );
  // One award or honour the resume names ("Employee of the Quarter at PNC Bank 2011", "Dean's List"), one that shares
  // the ad's words first: hiring managers look for them, and a letter that leaves them out undersells the person.
  const honour =
    resume.language === 'en'
      ? resume.accomplishments
          .filter((achievement) => readRecognition(achievement.text.replace(/[.;\s]+$/u, '')) !== undefined)
          .map((achievement, index) => ({
            achievement,
            index,
            shared: contentWords(achievement.text).filter((word) => adTextWords.has(word)).length,
          }))
          .sort((left, right) => right.shared - left.shared || left.index - right.index)[0]?.achievement
      : undefined;
  if (honour) add({ kind: 'accomplishment', text: honour.text, sourceLanguage: resume.language }, 'requirements', 13);
  resume.accomplishments
    .filter((achievement) => achievement !== honour && achievement.text !== askedAccomplishment)
    .map((achievement) => ({ achievement, ...scoreLine(achievement.text, achievement.numbers, vocabulary) }))
    // A figure that moved ("Shrinkage down from 2.1% to 0.9%") is worth telling whatever words the ad used.
    .filter(
      (candidate) =>
        (candidate.score > 0 || reportsChange(candidate.achievement.text, candidate.achievement.numbers)) &&
        candidate.achievement.text.split(/\s+/).length <= 35,
    )
    .filter((candidate) => ![...used].some((told) => isSameResult(told.text, candidate.achievement.text)))
    .sort((left, right) => right.score - left.score)
    // The third and fourth only for a letter still short of its length (their priority is low).
    // (A resume set out by skills, whose jobs list no lines, has its evidence only here: up to seven, the last three
    // for a letter still short; a held-out store manager's letter stopped at 203 words with seven results untold.)
    .slice(0, resume.roles.length > 0 && resume.roles.every((role) => role.achievements.length === 0) ? 7 : 4)
    .forEach((candidate, index) =>
      add(
        { kind: 'accomplishment', text: candidate.achievement.text, sourceLanguage: resume.language },
        // Not in the opening: right after "Most recently, I worked as X" it would read as X's result, and the
        // resume ties it to no role.
        'requirements',
        [6, 10, 17, 19, 21, 23, 25][index] ?? 25,
      ),
    );

  // What the person did while studying: evidence a graduate's letter leads with, and others tell when it is about
  // the ad's work.
  const graduate = rolesWithLines <= 1;
  const roleWords = new Set(contentWords(job.role ?? ''));
  resume.education
    .filter((entry) => entry.status !== 'planned')
    .flatMap((education) =>
      education.highlights
        .filter((text) => !datedAfterStudies(text, education.year))
        .map((text) => ({ education, text, ...scoreLine(text, [], vocabulary) })),
    )
    // What was done for a degree in the ad's own field ("Communications" for a Communications Assistant) is about the
    // ad's work even where it shares none of its words.
    .filter(
      (candidate) =>
        graduate ||
        candidate.matched.length > 0 ||
        contentWords(candidate.education.field ?? '').some((word) => roleWords.has(word)),
    )
    .sort((left, right) => right.score - left.score)
    .slice(0, 3)
    .forEach((candidate, index) =>
      add(
        { kind: 'study', education: candidate.education, text: candidate.text, sourceLanguage: resume.language },
        'requirements',
        (graduate ? 9 : 24) + index,
      ),
    );

  // Training the resume lists under a job, told as training.
  resume.roles
    .flatMap((role) => role.achievements.filter((achievement) => isTrainingLine(achievement.text)))
    .slice(0, 2)
    .forEach((achievement, index) =>
      add(
        { kind: 'study', education: null, text: achievement.text, sourceLanguage: resume.language },
        'requirements',
        graduate ? 10 + index : 20 + index,
      ),
    );

  // Earlier roles the letter did not tell about, by title and employer only.
  const toldRoles = new Set([...used].map((achievement) => achievement.roleIndex));
  // (The earlier post of the ad's kind a career changer's opening named is told there, never again as an earlier post.)
  const toldTitles = new Set(
    [...toldRoles, identity.role?.roleIndex ?? -1, identity.tradeRole?.roleIndex ?? -1]
      .map((index) => resume.roles[index]?.title.toLowerCase())
      .filter((title) => title !== undefined),
  );
  const earlier: RoleReference[] = [];
  const relevantRoles = new Set(
    ranked.filter((achievement) => achievement.roleRelevant).map((achievement) => achievement.roleIndex),
  );
  const recency = rolesByRecency(resume);
  const newestFirst = resume.roles
    .map((_, index) => index)
    .sort((left, right) => (recency[left] ?? left) - (recency[right] ?? right));
  for (const index of newestFirst) {
    if (earlier.length >= 2) break;
    const role = referenceRole(resume, index);
    if (
      !role ||
      // (The post the opening told; where it told a degree instead, the current post is one of these.)
      role.roleIndex === identity.role?.roleIndex ||
      role.roleIndex === identity.tradeRole?.roleIndex ||
      toldRoles.has(index) ||
      toldTitles.has(role.title.toLowerCase()) ||
      // (A placement of the profession the person has long been qualified in, as above.)
      qualifiedAs.has(studentPlacementOccupation(role.title) ?? '')
    )
      continue;
    // A title is evidence only of the work it names: "I have also worked as a Radiology Transporter" says nothing
    // to a ward that wants a senior nurse. Where no job's lines are about the ad's work (a resume set out by skills,
    // its jobs listed bare), a job of three years or more is the career the skills were learnt in, and is named.
    const years =
      Number(role.endYear ?? (input.today ?? new Date()).getFullYear()) - Number(role.startYear ?? Number.NaN);
    const career = relevantRoles.size === 0 && years >= 3;
    if (!sharesRoleFamily(role.title, job.role) && !relevantRoles.has(index) && !career) continue;
    // "From 2017 to 2022 I was a Staff Nurse at Queen Adelaide General Hospital": a resume written as paragraphs names
    // the job in the person's own sentence, which the letter tells.
    // ("- MS Mathematics, 2016-2018, Lakeshore State University" names the school its Graduate Teaching Assistant post
    // was at, and tells nothing of the post: only the person's own sentence, with its "I", does.)
    const employerInProse = role.employer;
    if (
      employerInProse !== null &&
      (input.prose ?? []).some(
        // (A page in another language has its own "I": "Actualmente trabajo como ... en Distribuidora ...".)
        (sentence) =>
          sentence.includes(employerInProse) &&
          (/\b(?:I|I['’]ve|I['’]m)\b/u.test(sentence) || resume.language !== 'en'),
      )
    )
      continue;
    toldTitles.add(role.title.toLowerCase());
    earlier.push(role);
  }
  // "Before that" only when every role it names is older than every role the letter told about.
  const oldestTold = Math.max(...[...toldRoles, current?.roleIndex ?? -1].map((index) => recency[index] ?? -1));
  // By the years, not the order: a role that overlaps one the letter told about ("Software Engineer 2010-2014"
  // beside "Manager 2013-2014") did not come before it.
  const toldStarts = [...toldRoles, current?.roleIndex ?? -1]
    .map((index) => Number(referenceRole(resume, index)?.startYear ?? Number.NaN))
    .filter((year) => !Number.isNaN(year));
  const earliestToldStart = toldStarts.length > 0 ? Math.min(...toldStarts) : Number.NaN;
  // ("I graduated in 2018 with an MS ..." then "Before that, I worked as a Graduate Teaching Assistant" of 2016-2018: a
  // post held while studying for the degree the opening told came not before it.)
  const graduatedIn = yearIn(identity.graduate?.year) ?? Number.NaN;
  const allEarlier = earlier.every((role) => {
    const ended = Number(role.endYear ?? role.startYear ?? Number.NaN);
    return (
      role.recency > oldestTold &&
      !(ended >= graduatedIn) &&
      !Number.isNaN(ended) &&
      !Number.isNaN(earliestToldStart) &&
      ended <= earliestToldStart
    );
  });
  // "Reporting Analyst, Kestrel Savings Bank, 2021-2023" under "Senior Reporting Analyst, Kestrel Savings Bank, 2023-":
  // the post before the current one at the same employer, said so ("Before my current post, ..."); "I have also
  // worked as ... at Kestrel Savings Bank" reads as another spell there.
  const currentStart = Number(current?.startYear ?? Number.NaN);
  const isPostBeforeCurrent = (role: RoleReference) =>
    comparableEmployer(current?.employer) !== '' &&
    comparableEmployer(role.employer) === comparableEmployer(current?.employer) &&
    Number(role.endYear ?? Number.NaN) <= currentStart;
  // "Graphic Designer, Harvest Lane Markets, 2019-2021" under "Graphic Designer II" there, beside freelance work held
  // now: the earlier post is told apart, as the one before the current post; told in one list with the freelance work
  // ("I also work as a Freelance Brand Designer, and I have worked as a Graphic Designer at Harvest Lane Markets"), it
  // read as a second spell at the employer the opening had just named.
  // (English only: the other phrasebooks tell both in one sentence of their own.)
  const postsBeforeCurrent = earlier.filter(isPostBeforeCurrent);
  const otherEarlier = earlier.filter((role) => !isPostBeforeCurrent(role));
  if ((input.language ?? 'en') === 'en' && postsBeforeCurrent.length > 0 && otherEarlier.length > 0) {
    add(
      { kind: 'earlier-roles', roles: postsBeforeCurrent, allEarlier: false, beforeCurrentPost: true },
      'requirements',
      13,
    );
    add({ kind: 'earlier-roles', roles: otherEarlier, allEarlier: false }, 'requirements', 13);
  } else if (earlier.length > 0)
    add(
      {
        kind: 'earlier-roles',
        roles: earlier,
        allEarlier,
        ...(otherEarlier.length === 0 ? { beforeCurrentPost: true } : {}),
      },
      'requirements',
      13,
    );
  // Volunteering the letter told nothing of ("Volunteer, Convoy of Hope"): named once, for a letter still short of its
  // length. Giving one's time says something of a person whatever the post; its description is the organisation's.
  const volunteering = resume.roles
    .map((_, index) => referenceRole(resume, index))
    .filter(
      (role): role is RoleReference =>
        role !== undefined &&
        /\bvolunteer/iu.test(role.title) &&
        role.employer !== null &&
        !toldRoles.has(role.roleIndex) &&
        role.roleIndex !== current?.roleIndex &&
        !earlier.some((told) => told.roleIndex === role.roleIndex),
    )
    .slice(0, 1);
  if (volunteering.length > 0 && resume.language === 'en')
    add({ kind: 'earlier-roles', roles: volunteering, allEarlier: false }, 'requirements', 41);

  // A letter still short after every line above tells more of the work it is already about, whatever words the ad
  // uses: the jobs whose title is that of a job the letter tells for its relevance, the job held now first, a few lines
  // each. A warehouse associate's "Prepare and inspect glass for defects" shares no word with a resin-prep ad and is
  // still what a production supervisor reads for; a letter of 130 words that leaves it out reads as one with nothing
  // to say (the lengths: docs/product.md#limits; docs/decisions/0052-short-letters-tell-more-of-the-work.md).
  // These come last of all, so the length budget keeps them only where nothing else filled the letter. Where no job is
  // of the ad's work, nothing more: more of a nurse's ward is no evidence for a sales post, however short the letter,
  // and the loops above chose what of it carries over.
  const anyRoleRelevant = ranked.some((achievement) => achievement.roleRelevant);
  const breadthTitles = new Set(
    [...toldRoles]
      .filter((roleIndex) => relevantRoles.has(roleIndex))
      .map((roleIndex) => resume.roles[roleIndex]?.title.trim().toLowerCase() ?? ''),
  );
  // Not where the resume is in another language than the ad: a letter quotes its lines, and more of them would make it
  // a letter in the resume's language. Nor for a resume written as paragraphs, whose own sentences are told in their
  // order (`prose`), nor a letter with eight lines of work planned already, which the length budget fills long before
  // these (writing their clauses was a tenth of such a letter's time).
  const linesPlanned = planned.filter((sentence) => 'line' in sentence.plan).length;
  const breadthRoles = (
    anyRoleRelevant && resume.language === job.language && (input.prose ?? []).length === 0 && linesPlanned < 8
      ? resume.roles
      : []
  )
    .map((role, roleIndex) => ({ roleIndex, recency: referenceRole(resume, roleIndex)?.recency ?? roleIndex, role }))
    .filter(
      ({ roleIndex, role }) =>
        role.achievements.length > 0 &&
        // (A "Promotional Model" whose title shares a word with an ad's "care model" is no more of the ad's work for a
        // letter being short.)
        breadthTitles.has(role.title.trim().toLowerCase()) &&
        !latestOfOtherWork(roleIndex) &&
        // (Another post at an employer the letter tells of would be introduced as a second spell there; the job held
        // now was named in the opening.)
        (roleIndex === current?.roleIndex ||
          ![...toldRoles].some(
            (told) =>
              told !== roleIndex &&
              comparableEmployer(resume.roles[told]?.employer) !== '' &&
              comparableEmployer(resume.roles[told]?.employer) === comparableEmployer(role.employer),
          )) &&
        // (A role the letter names among its earlier ones is told there.)
        ![...earlier, ...volunteering].some((named) => named.roleIndex === roleIndex) &&
        (endYearOf(roleIndex) === undefined || latestEnd - (endYearOf(roleIndex) ?? 0) <= 10),
    )
    .sort((left, right) => left.recency - right.recency)
    .slice(0, 3)
    .map(({ roleIndex }) => roleIndex);
  // Lines told past every tier above, newest job first, each line's priority after the last.
  let further = 0;
  const tellMoreOf = (roleIndex: number, limit: number, aside: (achievement: RankedAchievement) => boolean) => {
    let told = 0;
    for (const achievement of rotated) {
      if (told >= limit) break;
      if (achievement.roleIndex !== roleIndex || used.has(achievement)) continue;
      // "... a Sustainabe Future (2016 - 2019) SpeechPathology.com (2019 -Present)": a line with a period in it is a
      // job's heading run into the line above, never a deed.
      if (describesThePerson(achievement.text) || periodInLine.test(achievement.text)) continue;
      const line = claim(achievement, true);
      if (!line) continue;
      add({ kind: 'achievement', line, ...(aside(achievement) ? { aside: true } : {}) }, 'evidence', 44 + further);
      further += 1;
      told += 1;
    }
  };
  // The job held now may tell three more lines, an earlier one two, eight in all. (The job held now stays with its
  // paragraph: the opening named it.)
  for (const [rank, roleIndex] of breadthRoles.entries())
    tellMoreOf(
      roleIndex,
      Math.min(rank === 0 ? 3 : 2, 8 - further),
      (achievement) => !achievement.roleRelevant && roleIndex !== current?.roleIndex,
    );
  // A letter that would tell nothing the person did, no line of any job being of the ad's work, tells two lines of the
  // newest job with lines: a reader who finds no work in a letter reads it as one with nothing to say, and the job a
  // person holds is what the reader asks about first (a housing navigator's "Ensured company met state data reporting
  // standards" for an outreach coordinator's post).
  // (In English: a line of another language's resume is told in its own words, which a letter of two quoted lines reads
  // as pasted.)
  if (!planned.some((sentence) => 'line' in sentence.plan) && resume.language === 'en' && job.language === 'en') {
    const newest = resume.roles
      .map((role, roleIndex) => ({ role, roleIndex, recency: referenceRole(resume, roleIndex)?.recency ?? roleIndex }))
      // (A post given time to is told as such where the letter names it: `volunteering`.)
      .filter(
        ({ role, roleIndex }) =>
          role.achievements.length > 0 && !latestOfOtherWork(roleIndex) && !/\bvolunteer/iu.test(role.title),
      )
      .sort((left, right) => left.recency - right.recency)[0];
    if (newest) tellMoreOf(newest.roleIndex, 2, () => false);
  }
  // And a letter still short after those names the rest of the person's working life of the last ten years, where no
  // earlier role was named above: "I have also worked as a Truck Loader at Fed-Ex Ground and as a Dock Worker at Con
  // Way Freight" says the years were spent working, which a reader of a short letter otherwise wonders about.
  // (Only where no job is of the ad's work: beside one that is, a title names no evidence for it.)
  if (earlier.length === 0 && !anyRoleRelevant && (input.prose ?? []).length === 0) {
    const adPostWords = titleWords(job.role ?? '');
    const careerTitles = new Set<string>();
    const career = newestFirst
      .map((index) => referenceRole(resume, index))
      .filter((role): role is RoleReference => {
        if (
          role === undefined ||
          role.employer === null ||
          role.roleIndex === current?.roleIndex ||
          toldRoles.has(role.roleIndex) ||
          breadthRoles.includes(role.roleIndex) ||
          volunteering.some((named) => named.roleIndex === role.roleIndex) ||
          /\bvolunteer/iu.test(role.title) ||
          careerTitles.has(role.title.toLowerCase())
        )
          return false;
        const ended = endYearOf(role.roleIndex);
        if (ended === undefined || latestEnd - ended > 10) return false;
        // Only a post named like the ad's ("Second Assistant Manager" for an Assistant Manager): a hiring manager
        // read a list of retail jobs in a medical assistant's letter as noise.
        // (A word of rank alone is no kind of work: a "Work Study/Assistant" for a Medical Assistant; the whole post
        // is, "Second Assistant Manager" for an Assistant Manager.)
        const words = titleWords(role.title);
        const shared = adPostWords.filter((word) => words.includes(word));
        if (
          !shared.some((word) => !rankTitleWords.has(word)) &&
          !(adPostWords.length > 0 && shared.length === adPostWords.length)
        )
          return false;
        careerTitles.add(role.title.toLowerCase());
        return true;
      })
      .slice(0, 3);
    if (career.length > 0) add({ kind: 'earlier-roles', roles: career, allEarlier: false }, 'requirements', 52);
  }
  // One language is told too when the ad asks for it ("Bilingual ... (English/Spanish)"), at its level: a bilingual post
  // read without it reads as an applicant who missed the point, or hid that the level is below the ask.
  const askedLanguages = resume.languages
    .filter((language) =>
      namesOfLanguage(language.name).some((name) =>
        new RegExp(`(?<![\\p{L}])${escapeRegExp(name)}(?![\\p{L}])`, 'iu').test(input.adText),
      ),
    )
    .map((language) => language.name);
  const adAsksLanguage = askedLanguages.length > 0;
  if (resume.languages.length >= 2 || adAsksLanguage)
    add(
      { kind: 'languages', languages: resume.languages.slice(0, 5), asked: askedLanguages },
      'requirements',
      adAsksLanguage ? 2 : 15,
    );

  // The resume's own tools and skills, those the ad names first: a fact a reader looks for, kept to a few.
  const adWords = [...job.mustHaves, ...job.niceToHaves, ...input.responsibilities, job.role ?? ''].join(' ');
  const seenCanonical = new Set<string>();
  const uniqueTools = resume.skills
    .filter(
      (skill) =>
        countSpaceSeparatedParts(skill.name.replace(/\s*\([^()]*\)/gu, '')) <= 4 && !listedSkills.includes(skill),
    )
    // "a basic knowledge of Excel", "Cypress (tutorial level)": a tool the ad does not ask for, at a beginner's level,
    // undersells the person; it is told only where the ad asks for it (above, with its level).
    .filter(
      (skill) =>
        !/^(?:basic|basics|beginner|a little|some|learning|learner|coursework|tutorial level|elementary|limited)\b/iu.test(
          skill.qualifier ?? '',
        ),
    )
    .map((skill) => ({ skill, canonical: canonicalSkillName(skill.name) }))
    // Tools: names the vocabulary knows, or written like product names (inner capitals: "QuarkXPress"). A bare
    // acronym the vocabulary does not know ("ADA", "RFI") could be anything; it is told only where the ad names it.
    // "40–60 tickets/week in ServiceNow", "PowerShell (basic": a duty or half a note that a two-column page put in the
    // skills list is no tool's name, whatever name it holds.
    .filter(
      ({ skill }) =>
        !/^\d|\s(?:in|for|of|to|with|on|at|from|per|under)\s/u.test(skill.name) &&
        (skill.name.match(/\(/gu) ?? []).length === (skill.name.match(/\)/gu) ?? []).length,
    )
    .filter(
      ({ skill, canonical }) =>
        canonical !== undefined ||
        /\p{Ll}\p{Lu}/u.test(skill.name) ||
        (/^[\p{Lu}\p{N}.#+]{2,}$/u.test(skill.name) && containsWholeWord(adWords, skill.name)),
    )
    // "Legal Research" and "legal research": one skill, whatever its case.
    .filter(({ skill, canonical }) => {
      const key = canonical ?? skill.name.toLowerCase();
      if (seenCanonical.has(key)) return false;
      seenCanonical.add(key);
      return true;
    })
    .map(({ skill }) => skill)
    .sort(
      (left, right) => Number(containsWholeWord(adWords, right.name)) - Number(containsWholeWord(adWords, left.name)),
    );
  // One sentence of skills: those the ad asks for first, then the resume's own tools. Two sentences ("My skills
  // include SQL. My skills also include scikit-learn.") read as a list cut in half.
  const canonicalOf = (skill: Skill) => (canonicalSkillName(skill.name) ?? skill.name).toLowerCase();
  const listedCanonical = new Set(listedSkills.map(canonicalOf));
  const adAsksForSocialMedia =
    /\bsocial media\b|\b(?:linkedin|facebook|instagram|tiktok|twitter|youtube|pinterest)\b/iu.test(input.adText ?? '');
  // "I work with Microsoft Excel and Microsoft PowerPoint." to a ward that asks for no computer work: office tools are
  // told unasked only to an ad that speaks of office or computer work (review of set AN).
  const adSpeaksOfOffice =
    /\b(?:microsoft|ms office|office|excel|word processing|outlook|computer|computers|IT skills|spreadsheets?|administrative|administration|admin|clerical|data entry|database)\b/iu.test(
      input.adText ?? '',
    );
  const officeTool =
    /^(?:(?:microsoft|ms)\s+)?(?:excel|word|powerpoint|outlook|office(?:\s+suite|\s+365)?|access|teams|onenote)$/iu;
  const adSpeaksOfDesign = /\b(?:design\w*|ux|ui|graphics?|visual|creative|figma|prototyp\w*)\b/iu.test(
    input.adText ?? '',
  );
  const speaksOfAdWork = (name: string): boolean =>
    adAsksForCode ||
    (!isCodingTool(name) &&
      !softwareTeamPractice.test(name.trim()) &&
      (adSpeaksOfDesign || !designTool.test(name.trim())));
  const otherTools = uniqueTools.filter(
    (tool) =>
      (adSpeaksOfOffice || !officeTool.test(tool.name.trim())) &&
      !listedCanonical.has(canonicalOf(tool)) &&
      !listedSkills.some((listed) => containsWholeWord(tool.name, listed.name)) &&
      speaksOfAdWork(tool.name) &&
      // "My skills include LinkedIn" to an electrical contractor: a social platform the person uses is a skill only
      // where the ad's work is social media.
      (!socialPlatform.test(tool.name) || adAsksForSocialMedia),
  );
  // One other tool beside those the ad asks for ("Excel and SAP"); on their own, two at least make a sentence.
  const othersNeeded = listedSkills.length > 0 ? 1 : 2;
  // A language the languages sentence tells is no skill to list again ("My skills include fluent Spanish. I also speak
  // Spanish.").
  const toldLanguages = resume.languages.length >= 2 || adAsksLanguage ? resume.languages : [];
  const isToldLanguage = (skill: Skill) =>
    toldLanguages.some((language) => skill.name.toLowerCase().startsWith(language.name.toLowerCase()));
  const toldSkills = [
    // Every tool the ad asks for that the resume lists, up to ten (a reader checks the letter against the ad's
    // list: "Git" for "familiarity with code versioning tools such as Git"), then the resume's own tools.
    ...listedSkills.slice(0, 10),
    ...(otherTools.length >= othersNeeded ? otherTools.slice(0, 6) : []),
  ]
    .filter((skill) => !isToldLanguage(skill))
    // "computer literate", "tech-savvy": what the person is, said of them, never a tool to list.
    .filter((skill) => !/\b(?:literate|savvy|minded|oriented|driven|motivated)$/iu.test(skill.name))
    .slice(0, Math.max(8, Math.min(listedSkills.length, 10) + 1))
    // "QuickBooks" beside "QuickBooks Online", "Excel" beside "MS Excel": the longer name already tells the tool.
    .filter(
      (skill, _index, told) =>
        !told.some(
          (other) =>
            other !== skill && other.name.length > skill.name.length && containsWholeWord(other.name, skill.name),
        ),
    );
  // The trade's practices the resume lists and the ad's words touch ("Learner Assessment" for a teaching post): after
  // the tools, or on their own where the resume lists no tools. English names only (they are written in lower case).
  const practices =
    resume.language === 'en'
      ? // The trade's other practices only where the resume lists no tools: they are then the whole sentence.
        practicesForAd(resume.skills, input.adText, toldSkills.length > 0 ? 3 : sameTrade ? 6 : 4, {
          sameTrade: sameTrade && toldSkills.length === 0,
        }).filter(
          // "Legal Research" told among the tools is not told again as "legal research"; a programmer's field ("web
          // development") is no practice of an ad that asks for no code, whatever word of the ad it shares.
          (practice) =>
            !toldSkills.some((skill) => skill.name.toLowerCase() === practice.name.toLowerCase()) &&
            speaksOfAdWork(practice.name),
        )
      : [];
  // "manual coffee brewing" beside "coffee brewing": the longer name tells the practice already ("My skills include
  // manual coffee brewing and coffee brewing" in a held-out letter).
  const distinctPractices = practices.filter(
    (practice) =>
      !practices.some(
        (other) =>
          other !== practice &&
          other.name.length > practice.name.length &&
          containsWholeWord(other.name.toLowerCase(), practice.name.toLowerCase()),
      ),
  );
  const workText = resume.roles.flatMap((role) => role.achievements.map((line) => line.text)).join('\n');
  if (toldSkills.length > 0 || distinctPractices.length >= 2)
    add(
      {
        kind: 'requirement-skills',
        skills: toldSkills,
        practices: distinctPractices,
        answersAd: listedSkills.length > 0,
        shownAtWork: toldSkills.every((skill) => {
          const base = skill.name.replace(/\s*\([^)]*\)$/u, '').replace(/^(?:MS|Microsoft)\s+/u, '');
          return containsWholeWord(workText, skill.name) || containsWholeWord(workText, base);
        }),
      },
      'requirements',
      listedSkills.length > 0 ? 8 : 16,
    );

  // Credentials the person holds and the highest completed degree, for a letter still short of its length: facts a
  // reader values even where the ad does not name them.
  // Unasked, a credential earns its place only when it shares a word with the ad: "NMLS" in a letter for a hospital
  // finance post reads as noise, "Oncology Certification" in one for an oncology ward does not.
  const adText = [job.role ?? '', ...job.mustHaves, ...job.niceToHaves, ...input.responsibilities].join(' ');
  // (What the post asks and involves: nearly every ad names a website, its own or a job board's, to apply on: "mention
  // the URL of its website" made a tutor's letter tell a certificate in Android.)
  const adSpeaksOfComputing =
    adAsksForCode ||
    /\b(?:web|websites?|digital|online|internet|intranet|computers?|computing|software|cyber\w*|tech\w*|networks?|cloud)\b/iu.test(
      adText,
    ) ||
    /\b(?:CMS|IT)\b/u.test(adText);
  // "TEFL CERT" for a teacher's post: a credential of the post's own trade shares no word with the ad, and is the one
  // the reader looks for first.
  const sharesAdWord = (name: string) =>
    sharesRoleFamily(name, job.role) ||
    // ("QTS", "DBS", "CPR": letters the ad names too, though shorter than a word counted below; a teacher's letter had
    // left QTS out for two courses.)
    (name.match(/\b[A-Z][A-Z0-9+]{1,5}\b/gu) ?? []).some((letters) => containsWholeWord(adText, letters)) ||
    contentWords(name).some(
      (word) =>
        word.length >= 4 &&
        !/^(?:certif\w*|licen[cs]\w*|professional|registered|level|card)$/i.test(word) &&
        containsWholeWord(adText, word),
    );
  resume.credentials
    .filter(
      (credential) =>
        credential.status === 'held' &&
        // "Leaving Certificate", "National Senior Certificate": a school's leaving certificate, told only where the ad
        // asks for it (above), never offered to an employer of professionals (review of set P).
        !schoolLeavingCertificate.test(credential.name) &&
        // "Work Visa Holder" (of "Vancouver, BC | Work Visa Holder"): a visa naming no country says nothing of the right
        // to work where the ad's job is, and offered unasked it reads as that right (review of set AG).
        !/^(?:work(?:ing)?\s+)?visa(?:\s+holder)?$/iu.test(credential.name.trim()) &&
        // "Australian citizenship" to an ad that asks for the right to work in the U.S.: a right to work elsewhere.
        !rightToWorkElsewhere(credential.name, [...job.mustHaves, ...job.niceToHaves]) &&
        // "Certified in Cybersecurity", "Post-Baccalaureate Certificate in Computer Science" in a letter for a nursing
        // educator: a credential in computing, told unasked only to an ad for work in code or data (a held-out read).
        // ("a solid understanding of web, CMS and social media": an ad that speaks of computers at all may be told of one.)
        (adSpeaksOfComputing || sharesAdWord(credential.name) || !isComputingCredential(credential.name)) &&
        // ("Unit Supply Specialist Course (AIT)", 2016: a course completed is told where it shares the ad's words; unasked,
        // it took the place of the work done after it in a held-out letter.)
        (!/\bcourse(?:\s*\([^()]*\))?$/iu.test(credential.name) || sharesAdWord(credential.name)) &&
        // A bare acronym the ad does not ask for ("NMLS" for a hospital accounts post) could be a register, a licence or
        // a course: unasked, the letter cannot say which, so it says nothing.
        (sharesAdWord(credential.name) ||
          !/^[A-Z0-9+]{2,6}$/.test(credential.name) ||
          // (The accountancy bodies' letters, "ACA", "FCCA", "ACMA", "CPFA": a chartered accountant's first credential,
          // which a held-out letter for a financial accountant's post left out.)
          /^(?:BLS|ACLS|PALS|NRP|TNCC|CPR|CPA|ACCA|FCCA|ACA|FCA|CIMA|ACMA|FCMA|CGMA|CPFA|CFA|PMP|TEFL|TESOL|CELTA|QTS|CCNA|CCNP|CISSP|CISM|CISA|CSM|SHRM|EMT|CNA|LPN|RN)$/.test(
            credential.name,
          )) &&
        !planned.some(
          (existing) =>
            (existing.plan.kind === 'credential' && existing.plan.credential === credential) ||
            // "Diploma in Transport and Logistics Management – Harare Polytechnic, 2012" is read as a credential and
            // as schooling: told for the ad's "degree or diploma" already, it is not said a second time.
            (existing.plan.kind === 'education' && isSameQualification(credential, existing.plan.education)),
        ),
    )
    // Those that share a word with the ad first; the others too, later, for a letter with room: a held
    // certification is a fact a reader values even where the ad does not name it.
    .sort((left, right) => Number(sharesAdWord(right.name)) - Number(sharesAdWord(left.name)))
    .slice(0, 3)
    .forEach((credential, index) =>
      add(
        { kind: 'credential', credential },
        'requirements',
        namedByRequirement(credential.name, job.mustHaves)
          ? 4
          : // "G3 unvented and WRAS water regs are a bonus": a credential the ad names as welcome comes before lines that
            // answer nothing it asks (a kitchen porter's washing-up had been told in a plumber's letter, G3 and WRAS not).
            namedByRequirement(credential.name, job.niceToHaves)
            ? 5
            : sharesAdWord(credential.name)
              ? 10 + index * 3
              : 15 + index * 2,
      ),
    );
  // "In your cover letter tell us ... when you're writing your 309A exam", "When you expect to be on the GPhC register":
  // a credential under way that the ad's asks or title name is told at its status ("I plan to complete the 309A
  // Certificate of Qualification in January 2026"), never as held.
  // ("Currently enrolled in UEE30820 and at least in your 3rd year": a requirement that names it asks the same.)
  const askedText = [asksText, job.role ?? '', ...job.mustHaves, ...job.niceToHaves].join('\n');
  resume.credentials
    .filter(
      (credential) =>
        (credential.status === 'in_progress' || credential.status === 'planned' || credential.status === 'pending') &&
        (credential.name.split(/[\s,()/–—-]+/u).some(
          (word) =>
            (/^(?=.*(?:\d|\p{Lu}.*\p{Lu}))[\p{L}\d]{3,}$/u.test(word) && containsWholeWord(askedText, word)) ||
            // "Industriemeister ... (IHK)" under way, for an ad that values "eine begonnene Weiterbildung zum
            // Meister/Techniker": a German master's or technician's qualification named by the kind it is.
            germanQualificationKind(word, askedText),
        ) ||
          // "Reach truck course" booked, for an ad that asks for a "reach truck licence": the first two words of its
          // name, as the ad writes them (the booked course had been left out, the counterbalance licence told).
          ((credential.status === 'in_progress' || credential.status === 'planned') &&
            namesAskedPhrase(credential.name, askedText))) &&
        !planned.some((existing) => existing.plan.kind === 'credential' && existing.plan.credential === credential),
    )
    .slice(0, 2)
    .forEach((credential) => add({ kind: 'credential', credential }, 'requirements', 9));
  const degrees = resume.education.filter(
    (entry) =>
      entry.status === 'completed' &&
      // A school-leaving diploma is not what a letter for an experienced person mentions unasked. ("Graduate Diploma in
      // Secondary Teaching and Learning" is a teacher's qualification, which a science teacher's letter had left out.)
      !(
        schoolLeavingEducation.test(entry.institution ?? '') ||
        (schoolLeavingEducation.test(entry.degree) && !/\bteach\w*/i.test(entry.degree))
      ) &&
      // A bare "Diploma" says nothing a reader can place.
      !(/^diploma$/i.test(entry.degree) && !entry.field) &&
      namedDegree.test(entry.degree),
  );
  // The highest completed degrees, two at most (a Master's and the Bachelor's before it); one degree the resume
  // prints twice ("Bachelor of Technology" and "Bachelor of Technology in Computer Science") is told once.
  const sameDegree = (left: Education, right: Education) =>
    left !== right &&
    (right.degree.toLowerCase().startsWith(left.degree.toLowerCase()) ||
      left.degree.toLowerCase().startsWith(right.degree.toLowerCase()));
  // "Must not have a Degree, Level 4 qualification or above": an apprenticeship funded only for those without one; a
  // degree the letter offered unasked would tell the employer the applicant cannot be taken on
  // (docs/decisions/0056-agency-ads-and-what-an-ad-rules-out.md).
  const degreeBarred =
    /\b(?:must|should|can)\s*(?:not|n['’]t)\s+(?:already\s+)?(?:have|hold|possess)\b[^.\n]{0,30}\bdegree\b|\b(?:not|never)\s+(?:already\s+)?(?:hold|have)\s+a\s+degree\b/iu.test(
      input.adText,
    );
  (degreeBarred ? [] : degrees)
    .filter(
      (degree) =>
        !isEducationPlanned(degree) &&
        degree !== recentDegree &&
        !planned.some(
          (existing) => existing.plan.kind === 'education' && sameDegree(existing.plan.education, degree),
        ) &&
        !degrees.some((other) => sameDegree(degree, other) && other.degree.length > degree.degree.length) &&
        // "Diploma in Electrical Installations" under education and "Level 2 Diploma in Electrical Installations"
        // under qualifications: one qualification, said once, as a credential. ("Diploma of Early Childhood Education
        // and Care (CHC50113)" is the education's "Diploma" in "Early Childhood Education and Care".)
        !resume.credentials.some(
          (credential) =>
            qualificationWords(credential.name).includes(
              qualificationWords(`${degree.degree} ${degree.field ?? ''}`),
            ) ||
            // ("Food Hygiene Level 2" listed once, read as a credential and as a "Level 2 qualification in Food
            // Hygiene": the same words in another order, said once; a held-out letter said both.)
            sameQualificationWords(credential.name, `${degree.degree} ${degree.field ?? ''}`),
        ),
    )
    .slice(0, 2)
    .forEach((degree, index) => add({ kind: 'education', education: degree }, 'requirements', 14 + index * 6));
  // "Master of Professional Accountancy, expected graduation May 2022": the degree under way, told as under way and
  // never as held; one, the highest (a PhD under way over a Bachelor's whose wrapped dates read as open).
  const level = (degree: string) =>
    /doctor|ph\.?\s?d|dphil|promotion|doctorat|doctorado/iu.test(degree)
      ? 3
      : /master|mba|m\.?\s?sc|\bm\.?\s?a\b|mphil|m\.?\s?eng|máster|maestr/iu.test(degree)
        ? 2
        : /bachelor|b\.?\s?sc|\bb\.?\s?a\b|b\.?\s?eng|licenciatura|licenciad[oa]|grado|licence/iu.test(degree)
          ? 1
          : 0;
  // Only one that bears on the post: a graduate's, one in a field the ad's words name ("Professional Accountancy" for a
  // Staff Accountant), or where the ad asks for a degree; a Master's in Computer Science under way says nothing to a
  // retail manager's post but that the person may leave.
  // (By the first six letters of their stems: "Accountancy" is the field of an "Accountant".)
  const adStems = new Set(
    [...vocabulary.words, ...contentWords(job.role ?? '')].map((word) => wordStem(word).slice(0, 6)),
  );
  const degreeAsked = [...job.mustHaves, ...job.niceToHaves].some((item) =>
    /\b(?:degree|bachelor|master|ph\.?\s?d|doctorate|diploma|graduate|studies|studium|abschluss|licenciatura|grado|licence|diplôme)\b/iu.test(
      item,
    ),
  );
  const bearsOnPost = (entry: Education) =>
    graduate ||
    degreeAsked ||
    contentWords(`${entry.degree} ${entry.field ?? ''}`).some(
      (word) =>
        word.length >= 5 &&
        !/^(?:bachelor|master|science|arts|degree)/iu.test(word) &&
        adStems.has(wordStem(word).slice(0, 6)),
    );
  const underWay = resume.education
    .filter(
      (entry) =>
        entry.status === 'in_progress' &&
        namedDegree.test(entry.degree) &&
        bearsOnPost(entry) &&
        !planned.some((existing) => existing.plan.kind === 'education' && existing.plan.education === entry) &&
        // ("CMI Level 5 Diploma in ..." studied for, read as a credential under way too: said once, as that.)
        !resume.credentials.some((credential) =>
          qualificationWords(credential.name).includes(qualificationWords(`${entry.degree} ${entry.field ?? ''}`)),
        ),
    )
    .reduce<Education | undefined>(
      (highest, entry) => (highest === undefined || level(entry.degree) > level(highest.degree) ? entry : highest),
      undefined,
    );
  const underWayYear = yearIn(underWay?.year) ?? 0;
  const yearGone = underWayYear > 0 && underWayYear < (input.today ?? new Date()).getFullYear() - 1;
  if (underWay)
    add(
      { kind: 'education', education: underWay, ...(yearGone ? { yearGone: true as const } : {}) },
      'requirements',
      12,
    );

  // Why this job, in the ad's words: the duties it names that the resume's lines come closest to.
  const roleAndSkillTexts = [
    ...resume.roles.flatMap((role) => [role.title, ...role.achievements.map((achievement) => achievement.text)]),
    ...resume.skills.map((skill) => skill.name),
  ];
  const resumeWords = new Set(contentWords(roleAndSkillTexts.join(' ')));
  const inResume = wordsOrBeginningsOf(resumeWords);
  // "The Senior post is the natural next step" reads as junior from someone who states ten years of the work: a step up
  // is said only below eight stated years.
  const statedYears = readStatedExperience(resume.statedExperience, resume.language)?.years ?? 0;
  const titleStep = current && job.role ? compareTitles(current.title, job.role) : null;
  const step = titleStep === 'up' && statedYears >= 8 ? null : titleStep;
  // The same post again: a duty the applicant already does ("provide nursing care") is no reason to want the job; one
  // the resume's lines mostly do not name ("help pupils reach their reading goals") still is, and so is work
  // named by its tools ("build high-throughput Python services using FastAPI").
  const resumeText = [
    ...roleAndSkillTexts,
    ...resume.projects.flatMap((project) => project.achievements.map((achievement) => achievement.text)),
  ].join(' ');
  // ("seek to improve an already successful unit": the wish is the applicant's now, "I would especially like to
  // improve ...", never "like to seek to".)
  // (A tool is shown as the resume's own skill, as the checker reads it: "CSS" of "Tailwind CSS" is another tool's name.
  // Read once for all the duties.)
  const toolsShown = new Set(findSkills(resumeText).map((mention) => mention.name));
  const readDuties = readAdDuties(input.responsibilities, input.adText, job.language, resumeWords).map((duty) => ({
    ...duty,
    text: withoutToolsNotShown(duty.text, resumeText, toolsShown).replace(/^(?:seek|aim|strive)\s+to\s+/iu, ''),
  }));
  const candidateDuties = readDuties.filter((duty) => {
    if (readsAsPastedList(duty.text)) return false;
    // "raise risks that you face in operations": a duty that speaks to the reader ("you", "Sie", "du", "vous"), in the
    // applicant's voice, turns round on the employer ("the chance to raise risks that you face" in a held-out letter).
    // ("your falls-prevention programme" names the employer's own, which the applicant may join.)
    if (/(?<![\p{L}])(?:you|Sie|du|dich|dir|vous|usted|tú|te)(?![\p{L}])/u.test(duty.text)) return false;
    if (namesNoReasonToApply(duty.text)) return false;
    // "complete CVIP inspections (for licensed technicians)": work the ad keeps for holders of a licence or
    // qualification, wanted in the applicant's voice, reads as a claim to it.
    if (
      /\b(?:for|by)\s+(?:licensed|qualified|certified|registered|chartered)\b|\bonce\s+(?:licensed|qualified|certified)\b/iu.test(
        duty.text,
      )
    )
      return false;
    // "design and build Python services using Django REST Framework", "deliver MRDs and PRDs": a tool or an acronym
    // the resume does not show, said in the applicant's voice, reads as a claim to it; "your falls-prevention programme" is the
    // employer's own.
    const tools = findSkills(duty.text).map((mention) => mention.name);
    if (tools.some((tool) => !containsWholeWord(resumeText, tool))) return false;
    const acronyms = duty.text.replace(/\byour\s+\p{Lu}{2,}\b/gu, '').match(/\b\p{Lu}{2,}s?\b/gu) ?? [];
    if (acronyms.some((acronym) => !containsWholeWord(resumeText, acronym.replace(/s$/u, '')))) return false;
    // Work the applicant already does ("define the product strategy and roadmap" from a product manager) is no
    // reason to want the job: a duty most of whose words the resume's lines already name is left out.
    const words = contentWords(duty.text);
    const known = words.filter(inResume).length;
    if (step === 'same' && tools.length === 0) return known * 2 < words.length;
    return known * 3 < words.length * 2;
  });
  // One duty, briefly: two bullets of the ad pasted behind one frame read as the advert handed back. A longer one (up
  // to 16 words, the most readAdDuties gives, in one clause) only where the ad states no shorter duty: an ad whose one
  // duty takes 16 words to say still gives a reason to apply, which a thin letter otherwise lacks.
  const dutyWords = (duty: AdDuty) => duty.text.split(/\s+/).length;
  const briefDuties = candidateDuties.filter((duty) => dutyWords(duty) <= 14);
  const duties = (
    briefDuties.length > 0
      ? briefDuties
      : candidateDuties.filter((duty) => dutyWords(duty) <= 16 && !/[;:•]/u.test(duty.text))
  ).slice(0, 1);
  const unit = readAdUnit(input.adText, job.language);
  // The person's own reason, where they state one the ad meets (own-aims.ts): said instead of the ad's duties.
  // (An aim the opening already tells as the summary's own sentence is said once: "I would like to take the next step
  // to ..." had stood in the opening and again as the closing's reason.)
  const foldedAim = (text: string) =>
    text
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim();
  const toldInOpening = (aim: OwnAim) =>
    planned.some(
      (sentence) => sentence.plan.kind === 'profile' && foldedAim(sentence.plan.text).includes(foldedAim(aim.text)),
    );
  const ownAim = whyAnswered
    ? undefined
    : (input.aims ?? []).find((aim) => aimMetByAd(aim.text, input.adText) && !toldInOpening(aim));
  if (ownAim) add({ kind: 'aim', aim: ownAim }, 'closing', 20);
  else if (duties.length > 0 || step === 'up' || unit !== null) {
    // Low priority: a sentence about the ad never pushes out a fact about the applicant. A duty of the ad wanted in the
    // applicant's voice ("I would especially like to improve an already successful unit") reads as the advert handed
    // back (hiring managers' reading of held-out letters, four times in two sets): it waits behind every further line
    // of the resume, and a letter says it only when those leave it short.
    add({ kind: 'motivation', duties, current: current ?? null, step, unit }, 'closing', duties.length > 0 ? 45 : 19);
  }

  // Why this employer, in its own words, when no duty said why this job (one reason a letter) and the aim touches the
  // applicant's own work ("every child can become a confident reader" for a teacher, never "safe and clean hospital
  // care" for a data analyst). Last of all: it never stands in for a fact about the applicant.
  const mission = ownAim ? null : readAdMission(input.adText, job.language);
  const missionTouchesResume =
    mission !== null &&
    contentWords(mission.text).some((word) => word.length >= 5 && !genericAimWords.has(word) && resumeWords.has(word));
  if (mission && missionTouchesResume && duties.length === 0) add({ kind: 'mission', mission }, 'closing', 40);
  // "Meadow Lane – Patrick Street, Cork, Sept 2012 – May 2017" in the resume of an applicant to Meadow Lane: a former
  // employee coming back, the best reason there is to join it (a held-out letter left it to be found in the jobs).
  const applyingTo = job.company === null ? null : foldForComparison(job.company);
  const formerPosts = resume.roles
    .map((_role, index) => referenceRole(resume, index))
    .filter(
      (reference): reference is RoleReference =>
        applyingTo !== null &&
        reference !== undefined &&
        !reference.current &&
        reference.employer !== null &&
        foldForComparison(reference.employer).startsWith(applyingTo),
    )
    .sort((left, right) => right.recency - left.recency);
  if (job.company !== null && formerPosts.length > 0)
    add(
      {
        kind: 'returning',
        company: job.company,
        titles: [...new Set(formerPosts.map((post) => post.title))].slice(0, 2),
        startYear: formerPosts[0]?.startYear ?? null,
        endYear: formerPosts.at(-1)?.endYear ?? null,
      },
      'closing',
      3,
    );

  // "In your cover letter please tell us your earliest start date", "your current and expected monthly salary": answered
  // with the resume's own words on when the person can start, or an offer to agree it; a salary is never made up.
  // ("Happy to work nights on a 4 on 4 off pattern" among the ad's needs, and "Happy to do nights/weekends" on the
  // resume: a need the person's own words meet, said.)
  const start =
    (startAsked.test(asksText) && !(shifts && !startRequested.test(input.adText))) || startRequested.test(input.adText);
  const salary = salaryAsked.test(asksText) || salaryRequested.test(input.adText);
  // "Relocating to the Pittsburgh area in January 2027": a move to where the ad's job is, which the reader of an
  // application from another town wants to know.
  const relocation =
    input.relocation && containsWholeWord(input.adText, input.relocation.place) ? input.relocation.said : null;
  if (start || salary || shifts || relocation !== null)
    add(
      {
        kind: 'practicalities',
        availability: start ? resume.availability : null,
        start,
        salary,
        shifts,
        hours: shifts ? (input.hours ?? []) : [],
        relocation,
      },
      'closing',
      0,
    );
  add(
    {
      kind: 'closing',
      company: job.company,
      role: job.role,
      // (Only a post of the ad's own trade: a career changer's "as a Visual Merchandising Supervisor" offers no UX, and
      // "as a Junior Software Developer" none to an environmental engineer's post, whatever family both titles share.)
      ...(current?.current &&
      !current.volunteer &&
      sharesRoleFamily(current.title, job.role) &&
      titleSharesAdTitleWord(current.title, vocabulary)
        ? { current }
        : {}),
    },
    'closing',
    0,
  );
  // "firstname.lastname@example.com" left in a template resume is no way to reach anyone.
  const email =
    resume.contacts.email &&
    !/^(?:first\.?name|firstname|email|name|your\.?name|yourname|your\.?email|user|abc|test)[._-]?(?:last\.?name|lastname)?@/i.test(
      resume.contacts.email,
    )
      ? resume.contacts.email
      : null;
  const phone =
    resume.contacts.phone &&
    !/^(?:\(?555\)?[\s.-]?555[\s.-]?5555|0{6,}|1234567)/.test(resume.contacts.phone.replace(/^\+1\s*/, ''))
      ? resume.contacts.phone
      : null;
  // "Apply with a link to your GitHub or portfolio": an ask the letter answers with the resume's own links, kept
  // whatever the length (LinkedIn is a profile, not work to look at).
  const samples = resume.contacts.links.filter((link) => !/linkedin\.com|xing\.com/iu.test(link)).slice(0, 2);
  if (samples.length > 0 && asksForWorkSamples(input.adText))
    add({ kind: 'work-samples', links: samples }, 'closing', 0);
  if (email || phone) add({ kind: 'contact', email, phone }, 'closing', 0);
  else {
    // "Email me on Indeed: indeed.com/r/Darshan-G/025a...": a resume with no email and no phone gives the profile it
    // is reached through, which a letter with no way to reply otherwise lacks (a hiring manager's read of set AU).
    const profile = resume.contacts.links.find((link) =>
      /linkedin\.com\/in\/|indeed\.com\/r\/|xing\.com\/profile/iu.test(link),
    );
    if (profile) add({ kind: 'contact', email: null, phone: null, profile }, 'closing', 0);
  }
  add({ kind: 'thanks' }, 'closing', 0);
  // "You asked how I would support pupils with SEND ...: at X, I taught classes including 6–8 pupils on the SEND
  // register": the role's other lines about the ask ("wrote termly SEN Support plans", "worked alongside two 1:1 TAs")
  // come right after the answer, before its lines about other things (a held-out letter had told mentoring and
  // phonics between them). Only their order changes: what the length budget keeps is decided by priority as before.
  if (answeredAsk !== undefined) {
    const { roleIndex, words, concepts } = answeredAsk;
    for (const candidate of planned) {
      const { plan } = candidate;
      if (plan.kind !== 'achievement' || candidate.paragraph !== 'evidence') continue;
      const text = plan.line.achievement.text;
      if (
        plan.line.role.roleIndex === roleIndex &&
        (concepts.some((concept) => concept.test(text)) || contentWords(text).some((word) => words.has(word)))
      )
        candidate.plan = { ...plan, aboutAsk: true };
    }
  }
  return toldAsAnswer.size === 0
    ? planned
    : planned.filter(
        (candidate) =>
          !(
            candidate.paragraph === 'opening' &&
            candidate.plan.kind === 'profile' &&
            toldAsAnswer.has(candidate.plan.text)
          ),
      );
}

/** An ask about when the person could start, in the languages of the phrasebooks. */
const startAsked =
  /\b(?:notice period|start(?:ing)? date|earliest (?:start|availability|date)|when you (?:could|can|would be able to|are able to) (?:start|join)|availability|a partir de cu[aá]ndo|incorporarte|fecha de incorporaci[oó]n|disponibilidad (?:de|para la) incorporaci[oó]n|Eintrittstermin|frühestmöglich|date de (?:disponibilit[eé]|prise de poste)|vanaf wanneer (?:je|u) beschikbaar|opzegtermijn|startdatum)(?!\p{L})/iu;
/**
 * An ad that asks for it outside its asks: "please state your notice period", "let us know your earliest start date",
 * "send your CV ... and include your current and expected salary and notice period",
 * "Please mention your current visa status and notice period", "bitte mit Angabe Ihres frühestmöglichen
 * Eintrittstermins und Ihrer Gehaltsvorstellung".
 */
const requestLead =
  // ("... quoting the reference number, and state your notice period and current salary package".)
  // ("Vermeld in je motivatie vanaf wanneer je beschikbaar bent": the Dutch.)
  '(?:vermeld|tell us|let us know|(?:please|should|must) (?:also )?(?:state|include|provide|indicate|confirm|mention)|(?:and|to) (?:include|state|provide|indicate|mention)|state(?=\\s+your\\b)|mention(?:ing)?|stating|including|(?:mit|unter) Angabe|nennen Sie|teilen Sie uns|ind[ií]ca(?:nos)?|indicando|indicar|indique[rsz]?|pr[ée]cise[zr]?)';
const startRequested = new RegExp(
  // (A line the ad wrapped may stand between the lead and what it asks for: "let us know" / "the date you would be
  // available to start".)
  `\\b${requestLead}\\b[^.]{0,60}\\b(?:notice period|start date|earliest start|earliest availability|earliest (?:available )?date|when you (?:would|could|can|will) be available|when you (?:could|can|would be able to) (?:start|join)|available to start|to assume duty|Eintrittstermin\\p{L}*|fecha de incorporaci[oó]n|disponibilidad (?:de|para la) incorporaci[oó]n|date de disponibilit[eé]|pr[ée]avis|vanaf wanneer (?:je|u) beschikbaar|opzegtermijn|startdatum)(?!\\p{L})`,
  'iu',
);
/**
 * "include your availability (weekdays, evenings and/or weekends)", "let us know which shifts you can work": the ad asks
 * when in the week the person can work, not when they can start.
 */
// ("your availability for 12-hour night shifts, including every third weekend": the shifts it asks about named after.)
const shiftsRequested =
  /\b(?:your|which|what)\s+(?:availability|shifts?)\s*(?:\(|:|[-–—]\s*)?\s*(?:weekdays?|evenings?|nights?|weekends?|days?|mornings?|shifts?)\b|\bwhich shifts you (?:can|could) work\b|\byour\s+availability\s+(?:for|to\s+work)\s+(?:[\p{L}\d-]+\s+){0,3}?(?:night|day|evening|weekend|rotating|early|late)?\s*(?:shifts?|nights?|weekends?|evenings?)\b/iu;
/**
 * "a short message telling us your availability and your go-to coffee order": availability asked alone, by an ad for
 * part-time or shift work, is the shifts the person can work (an ad for a salaried post means when they can start).
 */
const availabilityAlone =
  /\b(?:tell(?:ing)? us|let us know|include|including|with|stating|state)\s+your\s+availability\b(?!\s+(?:to\s+start|from|date))/iu;
/**
 * Whether the letter says when in the week the person can work: the ad asks ("your availability for weekend
 * shifts"), or needs work outside the day's hours ("Happy to work nights on a 4 on 4 off pattern") and the resume says
 * when the person can work ("Happy to do nights/weekends"), which is said.
 */
function shiftsAsked(input: PlanInput, mustHaves: readonly string[]): boolean {
  return (
    shiftsRequested.test(input.adText) ||
    (availabilityAlone.test(input.adText) && shiftWork.test(input.adText)) ||
    ((input.hours ?? []).length > 0 && mustHaves.some((need) => shiftsNeeded.test(need)))
  );
}

/** A need for work outside the day's hours: "Happy to work nights", "available for weekend shifts". */
const shiftsNeeded = /\b(?:nights?|weekends?|evenings?|shifts?|(?:\d+\s+on\s+\d+\s+off))\b/iu;
const shiftWork = /\b(?:part[- ]time|shifts?|hrs\s*\/\s*(?:week|wk)|hours\s+(?:per|a)\s+week|weekends?)\b/iu;
/** An ask about the person's salary expectations. */
const salaryAsked =
  /\b(?:salary|pay expectations|remuneration|Gehaltsvorstellung|Gehaltswunsch|pretensiones salariales|expectativas? salarial(?:es)?|prétentions salariales|rémunération souhaitée)\b/iu;
const salaryRequested = new RegExp(
  `\\b${requestLead}\\b[^.]{0,60}\\b(?:salary (?:expectations?|requirements?)|expected salary|current salary|current and expected|Gehaltsvorstellung\\p{L}*|Gehaltswunsch\\p{L}*|pretensiones salariales|prétentions salariales)\\b`,
  'iu',
);

/** Whether the ad asks to see the applicant's work: a portfolio, code on GitHub, samples of work. */
export function asksForWorkSamples(adText: string): boolean {
  // "GitHub Actions", "GitLab CI": tools the work is done with, no place to look at work.
  return /\b(?:portfolios?|git(?:hub|lab)(?!\s+(?:actions|ci|pipelines?|runners?|enterprise|copilot)\b)|behance|dribbble|show ?reel|work samples|samples of (?:your|previous) work|examples of your (?:work|writing|designs?)|arbeitsproben|portafolio|book de r[ée]alisations)\b/iu.test(
    adText,
  );
}

/** "Bootcamp final project, team of 4", "a group project": a project several people did. */
const teamProject = /\b(?:team of (?:\d+|two|three|four|five|six)|group project|team project)\b/iu;

/** A project's line a letter can tell: something done, what it brought, or what the project is. */
export function isTellableProjectLine(text: string): boolean {
  const clause = toFirstPersonClause(text, 'past');
  return clause?.kind === 'verb' || clause?.kind === 'result' || describesProduct(text);
}

// ("Meistervorbereitung": the course that prepares for the master's exam names the kind too; read in small letters,
// so "Meister..." opens on its kind.)
const furtherQualificationWord = new RegExp(
  String.raw`^\p{Ll}*?(${germanFurtherQualificationKinds})(?:vorbereitung|kurs|lehrgang|schule)?$`,
  'u',
);

/**
 * Whether `word` is a German further qualification ("Industriemeister", "Elektrotechniker", "Handelsfachwirt") whose
 * kind ("Meister", "Techniker", "Fachwirt") `askedText` names.
 */
function germanQualificationKind(word: string, askedText: string): boolean {
  const kind = /^\p{Lu}/u.test(word) ? word.toLowerCase().match(furtherQualificationWord)?.[1] : undefined;
  return kind !== undefined && containsWholeWord(askedText, `${kind[0]?.toUpperCase() ?? ''}${kind.slice(1)}`);
}
