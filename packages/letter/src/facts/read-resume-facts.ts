// Reads a resume into its fact sheet (`ResumeFacts`): the person, their roles with what they did, education,
// credentials with status, skills with qualifiers, spoken languages. The user confirms or corrects the result before
// a letter is written from it (docs/decisions/0015-letters-from-confirmed-facts.md); reading well still matters,
// because most people confirm what they see.

import { withCapitalsOfLowerCaseResume } from './lower-case-resume.ts';
import { withSentenceCaseOfCapitalsResume } from './capitals-resume.ts';
import { readRelocation, type Relocation } from './relocation.ts';
import { readCareerBreaks, type CareerBreak } from './career-breaks.ts';
import { readWeeklyHours } from './weekly-hours.ts';
import { readOwnAims, type OwnAim } from './own-aims.ts';
import { withProsePosts } from './prose-posts.ts';
import { joinScatteredFields } from '../text/join-scattered-fields.ts';
import { maximumInputCharacters } from '@cover-letter/shared/limits';
import type {
  Credential,
  Education,
  Project,
  ResumeFacts,
  ResumeRole,
  Skill,
} from '@cover-letter/shared/fact-sheet-schema';
import { readVerb } from '../vocabulary/english-verbs.ts';
import { findPeriod, isDate, isPeriodOnlyLine, removePeriod, yearIn, type FoundPeriod } from './read-periods.ts';
import { cleanDocument } from '../text/clean-document.ts';
import { withSideBySideColumnsApart } from '../text/side-by-side-columns.ts';
import { splitInlineNumberedLists, unfoldRunOnText } from '../text/unfold-run-on.ts';
import { splitGluedWords } from '../text/split-glued-words.ts';
import { withMarkdownEntryHeaders } from '../text/markdown-entry-headers.ts';
import { containsWholeWord, escapeRegExp } from '../text/compare.ts';
import { detectLanguage } from '../text/detect-language.ts';
import { canonicalSkillName, findSkills, listSkillNames } from '../vocabulary/skills.ts';
import { removeInstructionSentences } from '../text/detect-instructions.ts';
import {
  isBulletLine,
  isPageMarker,
  isTableHeaderRow,
  readHeading,
  resumeHeadings,
  splitIntoSections,
  stripBullet,
  type DocumentSection,
  type ResumeSectionKind,
} from './document-sections.ts';
import {
  credentialWord,
  namesDesignation,
  degreePattern,
  readCredentials,
  readEducation,
  readSchoolingRow,
  statusAfterName,
  workNotYetDoneLabel,
} from './read-qualifications.ts';
import { TextMemo, deepFreeze } from '../text/text-memo.ts';
import { isLinkedInExport } from './linkedin-export.ts';
import { nameFromEmail, readNameFromLine, readResumeHeader, type ResumeHeader } from './read-resume-header.ts';
import {
  achievementsOf,
  joinDescriptionLines,
  readJobBlocksAnywhere,
  readRoles,
  readRolesAndInterruptions,
  toAchievement,
} from './read-roles.ts';
import { joinWrappedProse, readProseRoles } from './prose-roles.ts';
import { readUndatedPosts } from './undated-posts.ts';
import { readEmployerOverPosts } from './employer-over-posts.ts';
import { inOwnVoice, splitGluedSentences } from './own-voice.ts';
import { figureMovedFromTo } from '../text/numbers.ts';
import { qualifierAfterMention, readLevelledClauses, readSkillList, readSpokenLanguages } from './read-skills.ts';
import { countSpaceSeparatedParts, countSpaceSeparatedWords, splitSentences } from '../text/sentences.ts';
import { countTitleWords, ledPartPattern, looksLikeTitle, namesFirmOfPeople } from '../vocabulary/occupations.ts';
import { looksLikeOrganisation, looksLikePlace, splitTrailingTown } from '../vocabulary/places-and-organisations.ts';
import {
  honourKinds,
  honourLists,
  honouredPosts,
  honourPeriods,
  honourStandings,
  honourYear,
} from '../vocabulary/honours.ts';
import { isAllCapitals, titleCaseFromCapitals } from '../text/letter-case.ts';
import { profileSiteBarWords } from '../text/site-chrome.ts';

/** A resume as the engine reads it: its facts, plus what the composer needs beyond them. */
export type ReadResume = {
  facts: ResumeFacts;
  /** The summary or profile, as sentences. */
  summary: string[];
  /** What the person says they are looking for, from the summary or the lines at the top (own-aims.ts). */
  aims: OwnAim[];
  /** When in the week the person can work, as an "Availability" section lists it (weekly-hours.ts). */
  hours: string[];
  /** A move the person states, to where a job may be (relocation.ts). */
  relocation: Relocation | null;
  /** Breaks from paid work the resume states, with their reasons (career-breaks.ts). */
  careerBreaks: CareerBreak[];
  /**
   * A resume written as prose, with no job the reader could find: the person's own sentences about their work ("I
   * write and send two email campaigns a week in Klaviyo ..."), which a letter can tell as they stand.
   */
  prose: string[];
  /** The cleaned text with instructions to a generator removed. */
  cleanText: string;
  /** Sentences that addressed a generator and were ignored. */
  ignoredInstructions: string[];
};

/**
 * "Graduate Certificate in Infection Prevention and Control – Griffith University, / 1 subject left, finishing Semester
 * 1 2027": a study read under Education as under way is under way among the credentials too, where the same name was
 * read as held (set W's letter said the person held it).
 */
function withStudyStatus(credentials: Credential[], education: Education[]): Credential[] {
  return credentials.map((credential) => {
    if (credential.status !== 'held') return credential;
    const name = credential.name.toLowerCase();
    const study = education.find((entry) => entry.status !== 'completed' && entry.degree.toLowerCase() === name);
    if (!study) return credential;
    return { ...credential, status: study.status === 'planned' ? 'planned' : 'in_progress' };
  });
}

/**
 * The credentials read, without what is no credential of its own: "Texas licensed" beside "Texas Real Estate Sales Agent
 * license" is that credential said in part, read twice (and the part may take another's status from its line: "Texas
 * licensed (TREC) | Florida ... license in progress"); a registration's number; a lone verb. "My Florida ... license":
 * the person's "my" is no part of a name.
 */
function tidyCredentials(credentials: Credential[], wholeText = ''): Credential[] {
  const named = credentials
    .map((credential) => ({
      ...credential,
      // ("Has Valid Class 1 driving license", "Holds a current First Aid certificate": a qualification told as a
      // sentence about the person, whose verb is no part of its name.)
      name: credential.name
        .replace(/^My\s+(?=\p{Lu})/u, '')
        .replace(/^(?:Has|Have|Holds?|Possess(?:es)?)\s+(?:an?\s+|the\s+)?(?=\p{L})/u, '')
        // ("Manual Handling Instructor – currently valid to 2027": the standing's first word, left by its date.)
        .replace(/\s+[–—-]\s*(?:currently|current|valid|now)$/iu, '')
        // ("EPA Section 608 – Universal": the certification's type after a dash, part of its name.)
        .replace(/(?<=\b608)\s+[–—-]\s+(?=Universal|Type\s+I|Core)/u, ' '),
    }))
    // "SIA DOOR SUPERVISOR LICENCE" under a heading in capitals: in a sentence, "SIA Door Supervisor Licence" (the letter
    // had printed "I hold an SIA DOOR SUPERVISOR LICENCE").
    .map((credential) =>
      /\p{Lu}{4,}\s+\p{Lu}{4,}/u.test(credential.name)
        ? { ...credential, name: titleCaseFromCapitals(credential.name) }
        : credential,
    );
  const wordsOf = (name: string) =>
    name
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter(
        (word) => word !== '' && !/^(?:licen[cs]ed?|certified|certification|registered|registration)$/u.test(word),
      );
  return named.filter((credential) => {
    // "Reg no. PHY0001XXXXX": a registration's number, no credential of its own.
    if (/^[A-Z]{2,5}[\dX]{5,}$/u.test(credential.name)) return false;
    // "Physiotherapists Registration" of "CORU – Physiotherapists Registration Board": the start of the body's name,
    // beside the registration with it ("I hold CORU Registration and Physiotherapists Registration" before).
    if (
      /\s/u.test(credential.name.trim()) &&
      wholeText.includes(`${credential.name.trim()} Board`) &&
      named.some((other) => other !== credential && /\bregist/iu.test(other.name))
    )
      return false;
    // "Registered Sept 2023" of "..., APEGA – registered Sept 2023": when the credential before it was gained, no name.
    if (
      /^(?:registered|licensed|certified|qualified|issued|passed|awarded)\s+(?:(?:in|on|since)\s+)?(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)\p{L}*\.?\s+)?(?:19|20)\d{2}$/iu.test(
        credential.name.trim(),
      )
    )
      return false;
    // "Diploma" of "Diploma, Business Administration – Accounting" cut at its comma: the word for a kind, no name (the
    // study is read under Education).
    // ("Graduate Certificate" of "Graduate Certificate, Computational AI — Drexel University": the same.)
    if (
      /^(?:(?:graduate|post-?graduate|professional|advanced|undergraduate)\s+)?(?:diploma|degree|certificate|certification|licen[cs]e|award)$/iu.test(
        credential.name.trim(),
      )
    )
      return false;
    // "Apr-Aug - certificate" (of "Bootcamp (16 weeks), Apr-Aug 2025 - certificate"): the months a course ran and the
    // word for what it gave, no name.
    if (
      /^(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?|(?:19|20)\d{2}|[-–—/,\s])+(?:certificate|certification|diploma)$/iu.test(
        credential.name,
      )
    )
      return false;
    // "Trained" of "... a registered Staff Nurse. Trained to administer ...": a verb left of a sentence names nothing.
    if (!/\s/u.test(credential.name) && ['past', 'participle'].includes(readVerb(credential.name)?.form ?? ''))
      return false;
    // "Studying CII Certificate" of a headline's "Studying CII Certificate in Insurance", read beside "CII Certificate in
    // Insurance": the study's verb and the name cut short, the same credential twice ("I am currently working towards
    // the Studying CII Certificate" in a held-out letter).
    const studied = credential.name.match(
      /^(?:studying|pursuing|completing|working towards?|preparing for)\s+(?:for\s+)?(?:the\s+|an?\s+)?(\S.*)$/iu,
    )?.[1];
    if (
      studied !== undefined &&
      named.some((other) => other !== credential && other.name.toLowerCase().includes(studied.toLowerCase()))
    )
      return false;
    const words = wordsOf(credential.name);
    return !(
      words.length > 0 &&
      words.length <= 2 &&
      // ("Registered Dental Nurse" of a headline "Dental Nurse (GDC Registered)" beside "GDC Dental Nurse registration":
      // the same registration, said twice in a letter.)
      (/\b(?:licensed|registered)$/iu.test(credential.name) || /^registered\s/iu.test(credential.name)) &&
      named.some(
        (other) =>
          other !== credential &&
          other.status === 'held' &&
          words.every((word) => wordsOf(other.name).includes(word)) &&
          // (A "Registered Nurse" beside a "... Nurse Practitioner" certification is a registration of its own.)
          (!/^registered\s/iu.test(credential.name) || /\bregist/iu.test(other.name)),
      )
    );
  });
}

/**
 * Whether a phrase read up to a point or a comma was cut inside a name: "as a U" of "as a U.S. Army ...", "in the
 * Cedar Bend" of "in the Cedar Bend, Texas market".
 */
function endsInsideName(phrase: string, following: string): boolean {
  if (/^\.\p{L}/u.test(following) || (/^\./u.test(following) && /(?:^|\s)\p{Lu}$/u.test(phrase))) return true;
  return (
    /^,\s*\p{Lu}[\p{L}'’-]*\s+\p{Ll}/u.test(following) && /\b(?:the|in|at)\s+(?:\p{Lu}[\p{L}'’-]*\s*)+$/u.test(phrase)
  );
}

/**
 * "over 8 years", "more than 10 years", "über 7 Jahre": experience only as the resume states it.
 * "over three years chairside experience (including two years as a trainee)": the note that says how much of the years
 * were in training or part time stays with them, or the letter would claim more than the resume (a held-out letter
 * said "over three years of experience" of a nurse qualified 16 months before, against an ad asking two years).
 */
function readStatedExperience(fullText: string): string | null {
  const stated = readStatedYears(fullText);
  if (stated === null) return null;
  const years = stated.match(/^((?:[\p{L}]+\s+)?[\p{L}\d.+]+\s+years?)\b/u)?.[1];
  if (years === undefined) return stated;
  const said = new RegExp(
    String.raw`${escapeRegExp(years).replace(/\s+/gu, String.raw`\s+`)}\b[^()\n]{0,60}(\((?:including|incl\.|of which)\s[^()\n]{3,50}\))`,
    'iu',
  );
  const note = fullText.replace(/\n/gu, ' ').match(said)?.[1];
  return note === undefined || stated.includes(note) ? stated : `${stated} ${note}`;
}

/** The years the resume states and the field they were in, without the note on them (`readStatedExperience`). */
function readStatedYears(fullText: string): string | null {
  // Only lines that name years (and the line after each, where the phrase may go on) can hold the phrase: the
  // pattern below is tried at every position of the text it is given, and a whole resume is long.
  const lines = fullText.split('\n');
  const kept = new Set<number>();
  lines.forEach((line, index) => {
    if (/years?|yrs?|jahre|años|ans\b/iu.test(line)) {
      kept.add(index);
      kept.add(index + 1);
    }
  });
  if (kept.size === 0) return null;
  const text = lines.filter((_, index) => kept.has(index)).join('\n');
  const pattern =
    /(?:(?<![\p{L}])(over|more than|nearly|almost|about|approximately|around|roughly|close to|über|mehr als|fast|knapp|rund|circa|más de|casi|plus de|près de)\s+)?(?<![\d.,/\p{L}])(\d{1,2}(?:\.\d)?|(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty)(?=\s+years?\b))(?:\s*(?:1\/2|½))?\+?\s*(years?|yrs?\.?|jahre[n]?|años|ans)(?![\p{L}])/giu;
  // Figures first ("15 years' experience in graphic design"), then years written as words ("Five years of ...").
  // ("over 8 1/2 years": the half is passed over, never read as "2 years".)
  const matches = [...text.matchAll(pattern)].sort(
    (left, right) => Number(/^\d/.test(right[2] ?? '')) - Number(/^\d/.test(left[2] ?? '')),
  );
  for (const match of matches) {
    // "five years' experience in a UKAS-accredited (ISO/IEC 17025) food testing laboratory": a note in brackets is
    // passed over, or the field would end before its noun.
    const window = text
      .slice((match.index ?? 0) + match[0].length, (match.index ?? 0) + match[0].length + 130)
      .replace(/\s*\([^()\n]{0,40}\)/gu, '');
    // Cut at a whole word: "... for retail and chilled distributi" would end the field mid-word.
    const after = /\p{L}/u.test(window.charAt(90)) ? window.slice(0, 90).replace(/\s*\S*$/u, '') : window.slice(0, 90);
    const qualifier = match[1] ? `${match[1].toLowerCase()} ` : '';
    // "06 years' experience": a figure a form padded with a nought is said as a figure ("6 years").
    const years = match[2]?.toLowerCase().replace(/^0+(?=\d)/u, '');
    // "once my mentor has signed off 3 years of responsible-level experience", "requires 2 years of ...": years asked
    // for or still to be signed off, no experience the person states.
    if (
      /\b(?:signed off|sign off|need|needs|require[sd]?|requiring|once I have|until I have|at least|minimum of)\s+$/iu.test(
        text.slice(Math.max(0, (match.index ?? 0) - 30), match.index ?? 0),
      )
    )
      continue;
    // "With over 1.5 years of experience worked as Asst. Electrical Engineer from ERECTION FIELD ...": the years of one
    // post, under that post, never the whole career ("I have worked as an Electrical Engineer at REFCON ..., and I bring
    // over 1.5 years of experience" in a held-out letter, of another employer).
    if (/^['’]?\+?\s+(?:of\s+)?(?:experience\s+)?(?:worked|working)\s+as\b/iu.test(after)) continue;
    // "I worked for two years at the largest non-alcoholic beverage company (Istak) in Iran": the years of one employer,
    // never the career's ("With two years of experience at the largest ... company in Iran, I most recently worked as
    // an IT Contractor" in a held-out letter made an accountant's years read as IT).
    if (/^['’]?\s+at\s+(?!sea\b)(?:the\s+|a\s+|an\s+)?\S/iu.test(after)) continue;
    // "after seven years at home raising my three tamariki": years of a career break, no experience of work.
    if (
      /^['’]?\s+(?:at home|off work|out of work|away from work)\b/iu.test(after) ||
      /^['’]?\s+(?:\p{L}+\s+){0,2}(?:raising|parenting|caring for|looking after|on (?:a )?career break|on maternity|on paternity)\b/iu.test(
        after,
      )
    )
      continue;
    // "Customer service professional with 2+ years of phone and chat support and 3 years in retail": years a person
    // has, of a kind of work, without the word "experience" ("Cleaned 5 years of enrollment data" is a deed's object).
    // ("with 9+ years of excellence" names a quality, no work: "With 9+ years of experience in excellence" was a
    // held-out letter's; "Conversant with AutoCAD with 5 years of exp." abbreviates the word, and "I bring 5 years of
    // experience in exp." was another's.)
    const before = text.slice(Math.max(0, (match.index ?? 0) - 12), match.index ?? 0);
    const ofWork =
      /\b(?:with|have|has|bring|brings|bringing)\s+$/iu.test(before) && /^years?$/iu.test(match[3] ?? '')
        ? after.match(
            /^\+?\s+of\s+(?!experience\b|exp\b|(?:excellence|success|dedication|commitment|passion|hard work|growth)\b)([\p{L}][^.,;:()\n·•|]{2,50}?)(?=\s+and\s+(?:\d|a\b|an\b|(?:two|three|four|five|six|seven|eight|nine|ten)\b)|\s+(?:before|after|while|where|who|which)\b|[.,;:()\n·•|]|$)/iu,
          )
        : null;
    // "8 years of active-duty service as a U.S. Army ...": read up to the abbreviation's point, the phrase ends
    // before the name it cut.
    const work =
      ofWork?.[1] && endsInsideName(ofWork[1], after.slice((ofWork.index ?? 0) + ofWork[0].length))
        ? ofWork[1].replace(/\s+(?:as|at|in|with|for|of)\s+.*$/u, '')
        : ofWork?.[1];
    // "9+ years of full-cycle, multi-province payroll experience": one adjective cut at a list's comma is no field.
    const cutAdjective =
      work !== undefined &&
      /^\p{L}+-\p{L}+$/u.test(work.trim()) &&
      after.slice((ofWork?.index ?? 0) + (ofWork?.[0].length ?? 0)).startsWith(',');
    // "7 years of work for trekking companies, hotels, NGOs and magazines": a field cut at its list's first comma
    // would claim all the years for its first item; the years are said without it.
    // ("..., mostly payments and wallets" says more of the same work: no list of others.)
    const listCut =
      work !== undefined &&
      !/\bexperience\b/iu.test(work) &&
      /^,\s+(?!(?:mostly|mainly|including|especially|primarily|largely|chiefly|particularly|in|with|from|at|the)\b)[\p{L}&'’-][\p{L}&'’ -]{1,29}(?:,\s*[\p{L}&'’ -]{2,30})*\s+(?:and|&)\s+[\p{L}&'’ -]{2,30}(?:[.;]|$)/u.test(
        after.slice((ofWork?.index ?? 0) + (ofWork?.[0].length ?? 0)),
      );
    if (work && listCut) return `${qualifier}${years} years of experience`;
    // "Nine years on a broadacre grain and sheep property in the Mid West plus five harvests ...": the years and
    // where they were spent, a place of work after "on" (the letter had said "I bring nine years of experience" of
    // nothing).
    const onPlace = /^years?$/iu.test(match[3] ?? '')
      ? after.match(
          /^\s+on\s+((?:an?|the)\s+[^.,;:()\n·•|]{3,80}?)(?=\s+(?:plus|and then|as well as|before|after|where|while)\b|[.,;:()\n·•|]|$)/iu,
        )
      : null;
    if (
      onPlace?.[1] &&
      countSpaceSeparatedParts(onPlace[1]) <= 10 &&
      /\b(?:farm|property|station|site|sites|ward|wards|rig|rigs|ship|ships|vessel|vessels|project|projects|line|lines|floor|team|desk|road|roads|railway|tools)\b/iu.test(
        onPlace[1],
      )
    )
      return `${qualifier}${years} years of experience on ${onPlace[1].trim()}`;
    // "13+ years around line work: 2 years as a groundman ...": the years of a kind of work, "around" or "in" it,
    // before what they were made of (the letter had said "I bring 2 years of experience as a groundman").
    const aroundWork = /^years?$/iu.test(match[3] ?? '')
      ? after.match(/^\s+(?:around|in)\s+((?:[\p{Ll}-]+\s+){0,2}work)(?=[.,;:()\n]|\s+(?:and|in|on|at|for)\b|$)/u)
      : null;
    if (aroundWork?.[1])
      return `${qualifier}${years}${match[0].includes('+') ? '+' : ''} years of experience in ${aroundWork[1]}`;
    if (work && !cutAdjective && countSpaceSeparatedParts(work) <= 8 && !/\bexperience\b/iu.test(work))
      return `${qualifier}${years}${match[0].includes('+') && qualifier === '' ? '+' : ''} years of experience in ${work.trim()}`;
    // "Forklift driver 8 yrs, counterbalance licence ...": a post, then its years, as a short resume's first line
    // says them (the years had been passed over).
    const postBefore = text
      .slice(Math.max(0, (match.index ?? 0) - 40), match.index ?? 0)
      .match(/(?:^|\n)\s*(\p{Lu}\p{Ll}+(?:\s+\p{Ll}+){0,2})\s+$/u)?.[1];
    if (postBefore && looksLikeTitle(postBefore) && /^\s*(?:[,.;]|$)/u.test(after))
      return `${qualifier}${years} years of experience as ${/^[aeiou]/iu.test(postBefore) ? 'an' : 'a'} ${postBefore.toLowerCase()}`;
    // ("Completed over two years as I repeated Taxation in 2022": "as" that opens a clause of its own says why a degree
    // took longer, no years of work; "I bring over two years of experience as I repeated Taxation" was a held-out
    // letter's.)
    if (
      !/^['’]?\s*(?:of\s+)?(?:[\p{L}-]+\s+(?:&\s+)?){0,4}(?:experience|erfahrung|experiencia|expérience)|^\s+(?:in|at|on|with|as(?!\s+(?:I|we|my|it|they|he|she|the\s+\p{L}+\s+(?:was|were|is|had))\b))\s/iu.test(
        after,
      )
    )
      continue;
    // "over 8 years of experience in emergency medicine and health care": the field comes along when it is short
    // and clean; a long or listed field ("in designing, building, and deploying ...") is left out.
    const english = /^years?$/i.test(match[3] ?? '');
    const fieldFound = english
      ? after.match(
          // ("... learning experiences that drive measurable performance outcomes": a relative clause ends the field,
          // which a cut at the window's end would leave at "drive measurable".)
          // (A bullet run into the line, "· 13 years of Law Enforcement ...", ends it too.)
          /^['’]?\s*(?:of\s+)?(?:[\p{L}-]+\s+){0,2}experience\s+(in|as|with|\p{Ll}+ing)\s+([^.,;:()\n·•|]{3,70}?)(?=[.,;:()\n·•|]|$|\s+(?:that|which)\s|\s+(?:and|who|with|while|where)\s+(?:able|a|an|I|strong|excellent|proven)(?![\p{L}]))/iu,
        )
      : null;
    // "in the Cedar Bend, Texas market": a field cut inside a name is no field. Nor is one cut at the first comma of a
    // list where the cut leaves a noun without its object ("in the design" of "the design, supervision and contract
    // administration of roads") or a list begun after a dash ("to fix real problems – shrink" of "– shrink,
    // out-of-stocks, labor scheduling").
    let following = fieldFound ? after.slice((fieldFound.index ?? 0) + fieldFound[0].length) : '';
    // "5+ years' experience in month-end close, account reconciliations and AP for ...": a field cut at a list's first
    // comma says less than the resume; the whole list comes along when it is short, or no field is told.
    const listRest = fieldFound?.[2]
      ? following.match(
          /^((?:,\s*[\p{L}&/-]+(?:\s+[\p{L}&/-]+){0,3}){0,3},?\s+and\s+[\p{L}&/-]+(?:\s+(?!(?:for|in|at|with|to|across|on)\b)[\p{L}&/-]+){0,2})(?=[.,;:()\n]|\s+(?:for|in|at|with|to|across|on)\b|$)/u,
        )?.[1]
      : undefined;
    // (Never a name cut at its comma, "the Cedar Bend, Texas market", nor a list of deeds, "designing, building, and
    // deploying ...", which stays untold.)
    if (
      fieldFound?.[2] &&
      listRest &&
      countSpaceSeparatedParts(`${fieldFound[2]}${listRest}`) <= 10 &&
      !/\p{Lu}\p{Ll}*$/u.test(fieldFound[2].trim()) &&
      !/^\p{L}+ing$/u.test(fieldFound[2].trim()) &&
      !/\d|\b(?:years?|months?|one|two|three|four|five|six|seven|eight|nine|ten)\b/iu.test(listRest) &&
      !/\s[–—-]\s/u.test(fieldFound[2]) &&
      !/^(?:the|a|an)\s+\p{L}+$/iu.test(fieldFound[2].trim())
    ) {
      // ("financial reporting, and management accounting": two items want no comma.)
      fieldFound[2] = `${fieldFound[2]}${/^,[^,]*$/u.test(listRest) ? listRest.replace(/^,\s*(?=and\b)/u, ' ') : listRest}`;
      following = following.slice(listRest.length);
    }
    // ("8 years of hands-on experience building and running patient-derived colorectal and pancreatic cancer organoid
    // models": a field the window cut before its noun, "... colorectal and pancreatic", says what the resume does not.)
    const cutByWindow =
      fieldFound !== null &&
      following.trim() === '' &&
      window.length > after.length &&
      !/[.,;:()\n·•|]/u.test(window.charAt(after.length));
    const field =
      fieldFound?.[2] &&
      (cutByWindow ||
        endsInsideName(fieldFound[2], following) ||
        // "in Design, Development and Maintenance of Java/J2EE based applications": a list too long to take whole,
        // whose first item alone says less than the resume ("7.2 years of experience in Design"). ("in Java and
        // Angular development, specializing in ...": a field with its own "and" is whole, and what the comma opens
        // says more of it.)
        (/^,\s*(?!\p{L}+(?:ing|ed)\b|(?:where|which|who|with|while|as|from|for|mainly|mostly|especially)\b)[\p{L}-]+(?:\s+[\p{L}-]+){0,3}\s*(?:,|and\b|&)/u.test(
          following,
        ) &&
          !/\s(?:and|&)\s/u.test(fieldFound[2])) ||
        (/^,\s*[\p{L}-]+(?:\s+[\p{L}-]+){0,3}\s*(?:,|and\b|&)/u.test(following) &&
          (/\s[–—-]\s/u.test(fieldFound[2]) || /^(?:the|a|an)\s+\p{L}+$/iu.test(fieldFound[2].trim()))))
        ? null
        : fieldFound;
    // "in designing" alone, cut from "in designing, building and deploying ...", names no field; nor does "building
    // scalable", cut from "building scalable, cloud-ready backend systems" before its noun ("With 2+ years of
    // experience building scalable, I currently work ..." in a held-out letter).
    const bareGerund =
      field?.[2] !== undefined &&
      (/^\p{L}+ing$/u.test(field[2].trim()) ||
        (/^,/u.test(following) &&
          /(?:able|ible|ive|ful|ous|ic|al|ready|based|driven|facing|grade|level|scale)$/iu.test(field[2].trim())));
    // "over 5+ years" says "more than" twice: with a qualifier the plus goes.
    const plus = match[0].includes('+') && qualifier === '' ? '+' : '';
    if (field?.[1] && field[2] && countSpaceSeparatedParts(field[2]) <= 9 && !bareGerund) {
      // "... in residential and" where the window cut "and day services": a field never ends on a joining word.
      const whole = field[2].replace(/\s+/g, ' ').trim();
      let named = whole.replace(/(?:\s+(?:and|or|in|of|with|the|for|to|a|an|&))+$/iu, '');
      // Cut there, "in residential" has lost its noun: the phrase it began goes too.
      if (named !== whole) named = named.replace(/\s+(?:in|of|with|for|at|on)\s+\p{L}+$/iu, '');
      // "brings over 5 years of experience in Maintenance industry to worksite": where the years are brought is no
      // part of the field.
      if (/\bbring(?:s|ing)?\s+$/iu.test(text.slice(Math.max(0, (match.index ?? 0) - 12), match.index ?? 0)))
        named = named.replace(/\s+to\s+(?:the\s+|any\s+|an?\s+|every\s+|your\s+)?[\p{L}-]+$/u, '');
      // "in Maintenance industry": an industry, a sector or a field takes its article.
      named = named.replace(
        /^(?!(?:the|a|an|my|this|each|every|any)\s)([\p{L}&-]+(?:\s[\p{L}&-]+)?\s(?:industry|sector|field))$/iu,
        'the $1',
      );
      // "over 15 years of combined experience in ...": years added up over several kinds of work, which the letter
      // says so, or they read as years of the one named.
      const combined = /^['’]?\s*(?:of\s+)?(?:[\p{L}-]+\s+){0,1}(combined|cumulative)\s+experience\b/iu.exec(
        after,
      )?.[1];
      return `${qualifier}${years}${plus} years of ${combined ? `${combined.toLowerCase()} ` : ''}experience ${field[1].toLowerCase()} ${named}`;
    }
    // "5+ years customer service & sales experience": the kind of experience named before the word, which a letter
    // for another kind of work must not drop ("I bring 5+ years of experience" would read as the ad's kind).
    const kind = english
      ? after.match(/^['’]?\s*(?:of\s+)?((?:[\p{L}-]+\s+(?:(?:&|and)\s+)?){1,4})experience\b/iu)?.[1]
      : undefined;
    if (kind && !/^(?:of|relevant|professional|work|working|industry|total|combined|hands-on)\s+$/iu.test(kind))
      return `${qualifier}${years}${plus} years of ${kind.replace(/\s+/g, ' ').replace(/ & /g, ' and ').trim()} experience`;
    // "I spent seven years in kitchens and behind espresso bars before retraining": years of another kind of work keep
    // it, or "I bring seven years of experience" reads as years of the work applied for.
    const place = english
      ? after.match(
          // ("5+ years in hotel front office taught me to stay calm": the field ends where its sentence's verb begins.)
          // ("10 years in high-volume kitchens - seafood-driven menus, ...": and at a spaced dash, where a list begins.)
          /^\s+(in|as|at|on|with)\s+([^.,;:()\n–—]{3,60}?)(?=[.,;:()\n]|$|\s+[-–—]\s|\s+(?:before|after|until|then|and then|while|where|who|which|but|I|we|taught|gave|made|helped|showed|prepared|trained|equipped|meant|has|have|had|is|was|were)\s)/iu,
        )
      : null;
    // "12+ years in commercial, industrial and plant maintenance work": a list the comma cut is told whole, or not at all.
    const listGoesOn =
      place?.[0] !== undefined && /^,\s*\p{Ll}/u.test(after.slice((place.index ?? 0) + place[0].length));
    const wholeList = listGoesOn
      ? after
          .slice((place?.index ?? 0) + (place?.[0].length ?? 0))
          .match(
            /^((?:,\s*[\p{Ll}][\p{L}-]*(?:\s+[\p{Ll}][\p{L}-]*){0,2})*,?\s+and\s+[\p{Ll}][\p{L}-]*(?:\s+[\p{Ll}][\p{L}-]*){0,4})(?=[.;:(\n]|$)/u,
          )?.[1]
      : '';
    // Cut short, the first item stands only where it is a noun ("in kitchens"), never a word that needs one ("in commercial").
    // "8 years in guest-facing roles across travel, fine dining and a 220-cover ...": a list too long to take whole,
    // begun by a phrase inside the field, leaves the field before that phrase ("in guest-facing roles").
    const beforeList =
      listGoesOn && wholeList === undefined && place?.[2]
        ? place[2].replace(/\s+(?:across|including|such as|like|from|spanning)\s+[^,]*$/iu, '')
        : undefined;
    // A list that goes on past what can be taken whole leaves no first item to stand for it: "13 years in 5-star hotels,
    // cruise ships and ..." told as "13 years of experience in 5-star hotels" drops the cruise ships' years.
    // (", most recently as ..." goes on with no list.)
    const listCutShort =
      listGoesOn &&
      wholeList === undefined &&
      /^,\s*[\p{Ll}][\p{L}-]*(?:\s+[\p{Ll}\d][\p{L}\d-]*){0,3}\s*(?:,|\s+(?:and|&)\s)/u.test(
        after.slice((place?.index ?? 0) + (place?.[0].length ?? 0)),
      );
    const placeText =
      place?.[2] && wholeList !== undefined
        ? `${place[2]}${wholeList}`
        : beforeList !== undefined && beforeList !== place?.[2]
          ? beforeList
          : place?.[2] && !listCutShort && !/(?:al|ic|ive|ary|ous|ial)$/iu.test(place[2].trim())
            ? place[2]
            : undefined;
    if (place?.[1] && placeText && countSpaceSeparatedParts(placeText) <= 12)
      return `${qualifier}${years}${plus} years of experience ${place[1].toLowerCase()} ${placeText.replace(/\s+/g, ' ').trim()}`;
    const unit = /^(?:jahre|jahren)$/i.test(match[3] ?? '')
      ? 'Jahre'
      : /^(?:años|ans)$/i.test(match[3] ?? '')
        ? (match[3] ?? '')
        : 'years';
    return `${qualifier}${years}${plus} ${unit}`.replace(/^über (\d+) Jahre/, 'über $1 Jahre');
  }
  return null;
}

/**
 * Resumes exported from forms label their parts: "company - Ernst & Young LLP", "description - ..." (a public
 * dataset of resumes many projects build on writes every resume so). The title then stands elsewhere: labelled
 * in the description ("Designation - Operations Manager", "Position          Civil Engineer"), in a line
 * "<title> - <that company>", or as the headline. A "company" the form filled with a post ("company - HR Assistant")
 * or a town ("company - DAMMAM KSA") names no employer.
 */
function readLabelledRoles(lines: string[], headline: string | null): ResumeRole[] {
  const roles: ResumeRole[] = [];
  const starts = lines.flatMap((line, index) => (formCompany.test(line.trim()) ? [index] : []));
  for (const [position, start] of starts.entries()) {
    const named = (lines[start] ?? '').trim().replace(formCompany, '').trim();
    const body = lines.slice(start + 1, starts[position + 1] ?? lines.length);
    const labelledTitle = body.map(formTitleOf).find((title) => title !== undefined && title !== '');
    const titleLine =
      named === ''
        ? undefined
        : lines.find(
            (candidate) =>
              !formCompany.test(candidate.trim()) &&
              candidate.trim().endsWith(` - ${named}`) &&
              candidate.length < named.length + 80,
          );
    // ("company - Atri Developers": a name that ends on its people in the plural is the firm they form, never a post.)
    const postAsCompany = looksLikeTitle(named) && !looksLikeOrganisation(named) && !namesFirmOfPeople(named);
    const title =
      labelledTitle ??
      (titleLine
        ? titleLine
            .trim()
            .slice(0, -(named.length + 3))
            .trim()
        : undefined) ??
      (postAsCompany ? named : undefined) ??
      // ("company - Atri Developers" at the top of a resume with no name: the form's own line, no headline of a post.)
      (position === 0 &&
      headline !== null &&
      !formCompany.test(headline.trim()) &&
      (named === '' || !headline.includes(named))
        ? headline
        : '');
    const withDates = body
      .filter((line) => formTitleOf(line) === undefined)
      .map((line) => line.replace(/^\s*description\s*(?:[-:–]\s*|$)/iu, ''));
    // ("The Payment of Gratuity Act 1972": the year a law is named by is no date of the job.)
    const periods = withDates.map((line) => {
      const found = findPeriod(line);
      return found && /\b(?:Act|Acts|Regulations?|Rules|Code)\s*,?\s*$/u.test(line.slice(0, found.index))
        ? undefined
        : found;
    });
    const datedAt = periods.findIndex((period) => period !== undefined);
    const found = periods[datedAt];
    // "Heading Pune Branch [M/s Deltannex ...] | From Aug 2017 till date": the job's dates are no line of its work,
    // nor is a note in square brackets part of one (or of an employer's name).
    const withoutNote = (line: string) => line.replace(/\s*\[[^\]]*\]/gu, '');
    // ("Joined as a sales associate in 2010. Promoted to ...": the year a sentence tells stays in it, though it dates
    // the job; taken out, a held-out letter said "I joined as a sales associate in .")
    const described = withDates.map((line, index) => {
      const period = periods[index];
      const withoutPeriod = index === datedAt && period !== undefined ? removePeriod(line, period) : line;
      const told = /\b(?:in|since|from|until|by|on|of)\s*[.,;]/iu.test(withoutPeriod) ? line : withoutPeriod;
      return withoutNote(told).replace(/\s*[|–—-]\s*$/u, '');
    });
    // "company - DAMMAM KSA" / "description - October 2008 to June 2011 | AL NAFJAN & AL ABAD CO.": a form's
    // "company" that names no organisation, beside one the job's dates stand with, is where the job was.
    const firstIndex = withDates.findIndex((line) => line.trim() !== '');
    const datedWith = periods[firstIndex];
    const beside = datedWith ? withoutNote(removePeriod(withDates[firstIndex] ?? '', datedWith)).trim() : '';
    // (Only a name with its legal form: "Heading the Pune office" beside the dates is what the person did there.)
    const besideIsEmployer =
      beside !== '' &&
      countSpaceSeparatedParts(beside) <= 8 &&
      /\b(?:co|inc|ltd|llc|llp|plc|gmbh|ag|sa|corp|limited|fzco|fze|w\.l\.l)\.?$/iu.test(beside) &&
      !looksLikeOrganisation(named);
    // "company - Govt.ofJ&K" over "Client: Govt.ofJ&K": the form's "company" filled with the project's client, for
    // whom the work was done, never the employer (a letter said "At Govt.ofJ&K, I obtained approval ...").
    const namedAsClient =
      named !== '' &&
      body.some((line) => {
        const client = line
          .trim()
          .match(/^client\s*[:\-–]\s*(.+)$/iu)?.[1]
          ?.trim();
        return client !== undefined && client.toLowerCase() === named.toLowerCase();
      });
    const employer = besideIsEmployer
      ? beside
      : named === '' || postAsCompany || namedAsClient || looksLikePlace(named)
        ? null
        : named;
    roles.push({
      employer,
      // (A job done for a client the form named, with no post of its own, is the headline's post: its lines are the
      // person's work, told "As a Civil Engineer, I ...", never at the client.)
      title: title === '' && namedAsClient ? (postOfTheForm(roles, headline) ?? '') : title,
      period: found ? { start: found.start, end: found.end, current: found.current } : null,
      location: besideIsEmployer && named !== '' ? named : null,
      achievements: achievementsOf(described),
    });
  }
  // (A job the form gives no post for is still the employer's, with its lines.)
  return roles.filter((role) => role.title !== '' || (role.employer !== null && role.achievements.length > 0));
}

/**
 * "Pole to Win" / "Glasgow Royal Infirmary" / "2019 - Present" / "2021 - 2023" / "GAME TESTER" / its lines /
 * "HEALTHCARE SUPPORT WORKER" / its lines: a page laid out as a table (employers in one column, years in the next, posts
 * and their lines in the third) that a PDF's text gives a column at a time. Zipped back into one header a job
 * ("GAME TESTER | Pole to Win | 2019 - Present"), each post over its own lines; read as it came, a game tester had
 * supported patients at the infirmary. Only where the employers, the years and the posts are as many.
 */
function withColumnsZipped(lines: string[]): string[] {
  // (Each line asked about once: the search below looks at every line as a possible start.)
  const periodOnly = lines.map((line) => isPeriodOnlyLine(line));
  if (!periodOnly.some(Boolean)) return lines;
  const employerCell = lines.map((line, index) => {
    const trimmed = line.trim();
    return (
      trimmed !== '' &&
      !periodOnly[index] &&
      !isBulletLine(trimmed) &&
      countSpaceSeparatedParts(line) <= 6 &&
      /^\p{Lu}/u.test(trimmed) &&
      !isAllCapitals(trimmed) &&
      findPeriod(line) === undefined
    );
  });
  const isPostLine = (line: string) =>
    isAllCapitals(line.trim()) &&
    countSpaceSeparatedParts(line) <= 6 &&
    looksLikeTitle(titleCaseFromCapitals(line.trim()));
  for (let start = 0; start < lines.length; start += 1) {
    let count = 0;
    while (employerCell[start + count] === true) count += 1;
    if (count < 2) continue;
    const periods = lines.slice(start + count, start + 2 * count);
    if (periods.length < count || !periodOnly.slice(start + count, start + 2 * count).every(Boolean)) continue;
    const rest = lines.slice(start + 2 * count);
    const postsAt = rest.flatMap((line, index) => (isPostLine(line) ? [index] : []));
    if (postsAt.length < count) return lines;
    const zipped: string[] = [];
    for (let job = 0; job < count; job += 1) {
      const at = postsAt[job] ?? 0;
      const until = job + 1 < count ? (postsAt[job + 1] ?? rest.length) : (postsAt[count] ?? rest.length);
      zipped.push(
        `${(rest[at] ?? '').trim()} | ${(lines[start + job] ?? '').trim()} | ${(periods[job] ?? '').trim()}`,
        ...rest
          .slice(at + 1, until)
          .map((line) => (line.trim() === '' || isBulletLine(line.trim()) ? line : `- ${line.trim()}`)),
        '',
      );
    }
    const after = rest.slice(postsAt[count] ?? rest.length);
    return [...lines.slice(0, start), ...rest.slice(0, postsAt[0] ?? 0), ...zipped, ...after];
  }
  return lines;
}

/**
 * "Habitat for Humanity of Greater" / "Dayton – Volunteer HVAC installer,": an organisation's name a narrow column
 * wrapped after a word no name ends on ("of", "for", "and", "Greater"), its last word on the next line, before the
 * post. Read apart, "Dayton" was the organisation; the line goes on with the next one.
 */
function withWrappedNamesJoined(lines: readonly string[]): string[] {
  const joined: string[] = [];
  for (const line of lines) {
    const previous = joined.at(-1);
    if (
      previous !== undefined &&
      /^\p{Lu}[\p{L}'’&.-]*(?:\s+[\p{L}'’&.-]+){1,6}\s+(?:of|for|and|&|the|Greater)$/u.test(previous.trim()) &&
      /^\p{Lu}/u.test(line.trim())
    )
      joined[joined.length - 1] = `${previous.trim()} ${line.trim()}`;
    else joined.push(line);
  }
  return joined;
}

/**
 * "Voluntaria de la ONG NED desde 2013", "Volunteer with the Red Cross since 2019", "Bénévole chez Emmaüs": the post,
 * the organisation and the years in one phrase, parted as a header's fields ("Voluntaria | ONG NED | desde 2013"); read
 * whole, the phrase was the employer ("Como Volunteer en Voluntaria de la ONG NED desde 2013").
 */
function withVolunteerPostsParted(givenLines: string[]): string[] {
  // (The lines under a parted post are its work, each a bullet: read as the header's next line, "Misiones quirúrgicas
  // anuales en África del Este (Zanzíbar, Nairobi)" had been the post's place.)
  let underPost = false;
  return withWrappedNamesJoined(givenLines).map((line) => {
    if (line.trim() === '') {
      underPost = false;
      return line;
    }
    const parted = line
      .trim()
      .match(
        /^(?:[-•*·]\s*)?(Voluntari[oa]|Volunteer|Bénévole|Freiwillige[rn]?|Ehrenamtliche[rn]?)\s+(?:de|en|con|at|with|for|chez|pour|auprès de|bei|für)\s+(?:la\s+|el\s+|los\s+|las\s+|the\s+|l['’]\s*|der\s+|dem\s+|die\s+)?(\p{Lu}[^,;|]{1,60}?)(\s+(?:desde|since|depuis|seit)\s+(?:19|20)\d{2})?\s*$/u,
      );
    if (!parted?.[1] || !parted[2]) return underPost && !isBulletLine(line.trim()) ? `- ${line.trim()}` : line;
    underPost = true;
    return [parted[1], parted[2], parted[3]?.trim()].filter((part) => part !== undefined && part !== '').join(' | ');
  });
}

/** The one post a form's jobs give (all the same), or its headline's: what a project done for a client was done as. */
function postOfTheForm(roles: readonly ResumeRole[], headline: string | null): string | undefined {
  const titles = new Set(roles.map((role) => role.title).filter((title) => title !== ''));
  if (titles.size === 1) return [...titles][0];
  return headline !== null && !formCompany.test(headline.trim()) && looksLikeTitle(headline) ? headline : undefined;
}

/** "company - Ernst & Young LLP": a form's label of a job's employer, written with a dash for the colon. */
const formCompany = /^company\s*[-:–]\s*/iu;

/**
 * "Designation - Operations Manager [1st Employee]" → "Operations Manager"; "Position          Civil Engineer", whose
 * gap the cleaning closed, when what follows the label names a post.
 */
function formTitleOf(line: string): string | undefined {
  const labelled = line.trim().match(/^(?:designation|position|job title|role)\s*(?:([-:–])\s*)?(\S.{0,80})$/iu);
  const title = labelled?.[2]?.replace(/\s*\[[^\]]*\]\s*$/u, '').trim();
  if (title === undefined || (labelled?.[1] === undefined && !looksLikeTitle(title))) return undefined;
  // "Role: I was leading the offshore team.": the person's part in a project, said in a sentence, is a line of the
  // work, never the post ("As an I was developing sentence correction functionality" before).
  if (/^I\s+\p{Ll}/u.test(title)) return undefined;
  return title;
}

/** Whether the lines are a form's labelled jobs ("company - ...", "description - ..."), read by `readLabelledRoles`. */
function labelsJobsByForm(lines: string[]): boolean {
  return (
    lines.some((line) => /^company\s*-\s+\S/iu.test(line.trim())) &&
    // (Cleaning drops the dash of an empty "description - ".)
    lines.some((line) => /^description\s*(?:-|$)/iu.test(line.trim()))
  );
}

const namedHonour = new RegExp(
  `\\b(?:${honourKinds})(?:\\s+(?:Finalist|Winner|Recipient))?(?:${honourYear})?$|^(?:${honourLists})(?:\\s+Honou?rs?)? List\\b|^(?:${honouredPosts}) of the (?:${honourPeriods})\\b`,
  'iu',
);

/**
 * A line that names an award or an honour and nothing else: short, no list or label, ending on what it is or naming
 * a list of honours ("Scholar Athlete Award", "Employee of the Quarter at PNC Bank 2011", "Dean's List 2014").
 */
/** "Finalist: Teaching Innovation and Excellence (TIE) Prize - ASME (2025)": the honour after where the person stood. */
const honourStanding = new RegExp(`^(?:${honourStandings})\\s*:\\s*(.+)$`, 'iu');

function isNamedHonour(text: string): boolean {
  if (countSpaceSeparatedParts(text) > 18) return false;
  const standing = stripBullet(text).match(honourStanding)?.[1];
  if (standing !== undefined) {
    // (Who gives it and when, after its name, are no part of the name.)
    const name = standing
      .replace(/\s*\((?:19|20)\d{2}\)$/u, '')
      .replace(/\s+[-–—]\s+[^-–—]{2,60}$/u, '')
      .trim();
    return !/[;:]/u.test(name) && namedHonour.test(name);
  }
  if (/[;:]/.test(text)) return false;
  return namedHonour.test(text);
}

function startsWithPastVerb(text: string): boolean {
  // ("Hired, onboarded and scheduled teams ...": the first of deeds listed with commas.)
  const first = (text.split(/\s+/)[0] ?? '').replace(/,$/u, '');
  // "Certified rigger", "Experienced equipment operator": participles used as adjectives describe, not report.
  if (
    /^(?:certified|experienced|qualified|skilled|licensed|registered|trained|talented|detailed|dedicated|motivated)$/i.test(
      first,
    )
  )
    return false;
  // "Advanced Level (A Level) – Mathematics, Physics": a qualification's name, no deed.
  if (/^[Aa]dvanced\s+\p{Lu}/u.test(text)) return false;
  const verb = readVerb(first);
  // "Cut costs by ...", "Set up ...": a past the same as the verb's base is a past too.
  return (
    verb !== undefined &&
    (verb.form === 'past' || verb.form === 'participle' || verb.forms.past === first.toLowerCase())
  );
}

/**
 * "A recipe management application." over "Technologies: React, Node.js, MongoDB": what the project is, with what it
 * was built with in brackets ("A recipe management application (React, Node.js, MongoDB)"), as a project named with
 * its tools is told ("My ReciPlace project is a recipe management application (React, Node.js, MongoDB)").
 */
function withToolsInBrackets(description: string[]): string[] {
  const toolsAt = description.findIndex((line) => line.startsWith('Technologies: '));
  // (The tools' line may stand above what the project is: "Tech Stack // Node.js, ..." under the name.)
  const whatAt = description.findIndex((line) => /^(?:An?|The)\s/u.test(line.trim()));
  const what = description[whatAt];
  if (toolsAt < 0 || what === undefined || what.includes('(')) return description;
  const tools = (description[toolsAt] ?? '').replace(/^[^:]*:\s*/u, '').replace(/[.\s]+$/u, '');
  return description.flatMap((line, index) =>
    index === toolsAt ? [] : index === whatAt ? [`${line.trim().replace(/[.\s]+$/u, '')} (${tools}).`] : [line],
  );
}

/**
 * "Ante-up is a multi-player application that ...": a description that opens on its project's name says what the
 * project is ("A multi-player application that ..."), told of the project by name already.
 */
function withoutOwnName(name: string, description: string[]): string[] {
  return description.map((line) => {
    const opening = `${name} is `;
    if (!line.trim().toLowerCase().startsWith(opening.toLowerCase())) return line;
    const rest = line.trim().slice(opening.length);
    return /^(?:an?|the)\s/iu.test(rest) ? `${rest.charAt(0).toUpperCase()}${rest.slice(1)}` : line;
  });
}

/** A project's tools, labelled under it: "Technologies: ...", "Tech Stack // ...", "Built with: ...". */
const projectTools = /^(?:tech(?:nology)?\s+stack|stack|technologies|built with|tools)\s*(?:\/\/|:)\s*(\S.*)$/iu;

/**
 * Projects: a short line names a project ("2022 Personal Expense Tracker", "Personal Project: Gotham Event Planner"),
 * the lines under it say what was done.
 */
function readProjects(lines: string[]): Project[] {
  const projects: { name: string; description: string[] }[] = [];
  let afterBlank = false;
  for (const rawLine of lines) {
    const line = rawLine.trim();
    const blankAbove = afterBlank;
    afterBlank = line === '';
    if (line === '' || isTableHeaderRow(line)) continue;
    // "Website for Little Fig Cafe, Northcote (paid freelance job, Sept 2026) - simple React + Netlify site ..." after a
    // blank line below a project's lines: a project of its own, named before its dash, never a line of the one above
    // (a held-out letter said "I also built AllergyCheck, a website for Little Fig Cafe").
    const ownRow = line.match(/^(\p{Lu}[^–—]{2,90}?)\s+[-–—]\s+(\p{L}.{8,})$/u);
    const ownName = ownRow?.[1]?.replace(/\s*\([^()]*\)\s*$/u, '').trim();
    if (
      blankAbove &&
      ownRow?.[2] &&
      ownName !== undefined &&
      !isBulletLine(rawLine) &&
      (projects.at(-1)?.description.length ?? 0) > 0 &&
      countSpaceSeparatedWords(ownName) <= 8 &&
      !startsWithPastVerb(ownName)
    ) {
      projects.push({ name: ownName, description: [ownRow[2]] });
      continue;
    }
    // "Link: View Project", "Demo: live site": where the project can be seen, which says nothing done.
    if (/^(?:links?|demo|live(?: demo| site)?|repo(?:sitory)?|github|source(?: code)?|url|website)\s*:/iu.test(line))
      continue;
    // "Tech Stack // Node.js, Socket.io, MongoDB": what the project above is built with, its label set off by slashes.
    const stack = line.match(projectTools)?.[1];
    if (stack !== undefined && projects.length > 0) {
      projects[projects.length - 1]?.description.push(`Technologies: ${stack}`);
      continue;
    }
    // "Production: European Movement UK | Directors: ... | Genre: Documentary | Camera: Blackmagic Ursa 12K": the labelled
    // particulars of the project above, which name no project and say nothing done.
    // ("Personal Project: Gotham Event Planner | ...": a project's own label names it.)
    if (
      projects.length > 0 &&
      !/^[^:|]*\bproje[ck]t/iu.test(line) &&
      /^\p{Lu}[\p{L} ]{1,20}:\s[^|]{1,80}(?:\s\|\s\p{Lu}[\p{L} ]{1,20}:\s[^|]{1,80})+$/u.test(line)
    )
      continue;
    // "Payroll system migration (2023): moved 650 staff records from Excel to Sage 50 with zero missed payments": a
    // project named before its colon, with its year, and what was done in it after (the line had been no project at
    // all, and a payroll officer's letter left her best result untold).
    const colonNamed = line.match(/^(\p{Lu}[^:()]{2,60}?)(?:\s*\((?:19|20)\d{2}\))?:\s+(\p{Ll}.{8,})$/u);
    if (colonNamed?.[1] && colonNamed[2] && startsWithPastVerb(colonNamed[2])) {
      projects.push({
        name: colonNamed[1].trim(),
        description: [`${colonNamed[2].charAt(0).toUpperCase()}${colonNamed[2].slice(1)}`],
      });
      continue;
    }
    // "2025 – Flags in the Wind": the year, then the project's name.
    const yearAndName = line.match(/^(?:19|20)\d{2}\s+[–—-]\s+(\p{Lu}[^.!?]{1,80})$/u)?.[1];
    if (yearAndName !== undefined) {
      projects.push({
        name: yearAndName.replace(/^(?:personal|academic|side|key)?\s*project\s*:\s*/iu, '').trim(),
        description: [],
      });
      continue;
    }
    // "Ante-up | Backend Development | NPM package // GitHub": the project's name, then what part of it was the
    // person's and where it is kept, parted by bars.
    const barred = line.match(/^([\p{Lu}\p{N}][^|]{1,40}?)\s+\|\s+[^|]{2,120}(?:\s+\|\s+[^|]{2,120})*$/u)?.[1];
    if (barred !== undefined && !findPeriod(line) && countSpaceSeparatedWords(barred) <= 5 && !/[.!?]$/u.test(line)) {
      projects.push({ name: barred.trim(), description: [] });
      continue;
    }
    // "github.com/twierz/stockroom · Django, DRF, PostgreSQL": where the project lives and what it is built with, which
    // says nothing done.
    if (/^(?:https?:\/\/|www\.)?[\w-]+(?:\.[\w-]+)+\/\S*(?:\s+[·|•-]\s+.*)?$/u.test(line)) continue;
    // "`stockroom` — inventory & rota app for small shops" (a Markdown heading once its marks are gone): a short name
    // in any case, then what the project is after a dash, is a project; its description goes on below.
    // ("▪ Mesa Livre – restaurant booking app (React, Firebase)": a bulleted list of projects names each so too, when
    // the name is in capitals and what follows the dash is what the project is, not a deed.)
    const unbulleted = isBulletLine(line) ? stripBullet(line) : line;
    // ("ReciPlace - A recipe management application.": a hyphen too, before what the project is, with its article.)
    const named = unbulleted
      .replace(/[`*_]/gu, '')
      .match(
        /^([\p{L}\p{N}][\p{L}\p{N}._-]*(?:\s+[\p{L}\p{N}._-]+){0,3})\s+(?:[—–]|-(?=\s+(?:An?|The)\s+\p{L})|-(?=\s+\p{Ll}+(?:\s+[\p{Ll}-]+){2,}[^.!?]*\([^()]+\)\s*$))\s+(.+)$/u,
      );
    const bulletedName =
      isBulletLine(line) && /^\p{Lu}/u.test(named?.[1] ?? '') && countSpaceSeparatedWords(named?.[2] ?? '') >= 3;
    if (
      named?.[1] &&
      named[2] &&
      (!isBulletLine(line) || bulletedName) &&
      !startsWithPastVerb(named[2]) &&
      // ("ClinicBook – booking app for a physio clinic (course project, ..., 2025)": a year in the note at its end.)
      !findPeriod(line.replace(/\s*\([^()]*\)\s*$/u, ''))
    ) {
      // "Volunteer UX Designer – Limerick Tool Library (registered charity)": a post held at an organisation, named
      // whole; the organisation is no description of a project.
      if (
        countTitleWords(named[1]) > 0 &&
        /^\p{Lu}/u.test(named[2]) &&
        !/^(?:An?|The)\s/u.test(named[2]) &&
        countTitleWords(named[2]) === 0
      ) {
        projects.push({ name: `${named[1]} – ${named[2]}`, description: [] });
        continue;
      }
      projects.push({ name: named[1], description: [`${named[2].charAt(0).toUpperCase()}${named[2].slice(1)}`] });
      continue;
    }
    // "Volunteer Onboarding Microlearning Series" / "Twin Cities Food Shelf Network (volunteer project)" / "Jan 2025 -
    // Apr 2025" / "Portfolio piece": under a project's name, before its work, who it was for, when, and what kind of
    // piece it is; none is a line of work (a letter had said "my work included portfolio piece").
    const lastProject = projects[projects.length - 1];
    if (
      lastProject !== undefined &&
      lastProject.description.length === 0 &&
      !isBulletLine(line) &&
      (isPeriodOnlyLine(line) ||
        (countSpaceSeparatedWords(line) <= 8 &&
          !/[.!?;:]$/u.test(line) &&
          !startsWithPastVerb(line) &&
          (/\b(?:volunteer|personal|course|class|capstone|group|team|client|portfolio|side)\s+(?:project|piece|work)\b|^portfolio\s+piece$/iu.test(
            line,
          ) ||
            (looksLikeOrganisation(line.replace(/\s*\([^()]*\)\s*$/u, '')) && /^\p{Lu}/u.test(line)))))
    )
      continue;
    const period = findPeriod(line);
    // "Classification of Customers Jan 2016 – May 2016 Performed a logistic regression ...": name, dates and the
    // first line of the description on one line.
    const before = period ? line.slice(0, period.index).trim() : '';
    const afterPeriod = period ? line.slice(period.index + period.length).trim() : '';
    // "Jan 2016 May 2016": a range whose dash the PDF lost; the second date is no part of the description.
    const secondDate = findPeriod(afterPeriod);
    const after = secondDate?.index === 0 ? afterPeriod.slice(secondDate.length).trim() : afterPeriod;
    const beforeWords = countSpaceSeparatedWords(before);
    if (period && beforeWords >= 2 && beforeWords <= 12 && /^\p{Lu}/u.test(before) && startsWithPastVerb(after)) {
      projects.push({ name: before.replace(/[\s,–—-]+$/u, ''), description: [after] });
      continue;
    }
    // "Expense Splitter (React, Node.js) — built a web app used by 300 students": name and deed on one line.
    const dashed = line.match(/^([\p{Lu}][^—–]{1,80}?)\s+[—–-]\s+(\p{L}+\b.*)$/u);
    if (dashed?.[1] && dashed[2] && startsWithPastVerb(dashed[2])) {
      const name = dashed[1].replace(/\s*\([^)]*\)\s*$/u, '').trim();
      if (countSpaceSeparatedWords(name) <= 8) {
        projects.push({ name, description: [`${dashed[2].charAt(0).toUpperCase()}${dashed[2].slice(1)}`] });
        continue;
      }
    }
    const withoutPeriod = (period ? removePeriod(line, period) : line)
      .replace(/^(?:personal|academic|side|key)?\s*project\s*:\s*/i, '')
      // "Tech Blog | GitHub | Live": the project's links are no part of its name.
      .replace(projectLinkWords, '');
    const words = countSpaceSeparatedWords(withoutPeriod);
    const isName =
      !isBulletLine(line) &&
      words >= 1 &&
      words <= 10 &&
      !/[.!?:]$/.test(withoutPeriod) &&
      /^\p{Lu}/u.test(withoutPeriod) &&
      // ("Node.js, ensuring efficient data handling ...", "JWT to develop a high-performance ...": the rest of a line of
      // work that wrapped, a clause of its own, no project's name.)
      !/,\s+\p{Ll}+ing\b|^\S+\s+to\s+\p{Ll}+\s/u.test(withoutPeriod);
    // "MoneyFlow" / "An Android-based financial management app": what the project is, in words of a sentence's case
    // on the line under its name, as profile pages print it, says what the project is; it names no other project.
    const last = projects[projects.length - 1];
    const tagline =
      last !== undefined &&
      last.description.length === 0 &&
      countSpaceSeparatedWords(withoutPeriod) >= 2 &&
      /\s(?!(?:of|and|or|for|the|an?|in|on|with|to|by|at|from|de|und|für)\s)\p{Ll}{3,}/u.test(withoutPeriod);
    // "MedChat" / "Medical, Large Language Models" / what it is: the topics a portfolio tags a project with, under its
    // name, are no project of their own (the letter had told "my Medical, Large Language Models project").
    if (
      last !== undefined &&
      last.description.length === 0 &&
      /^\p{Lu}[^,.!?:]{0,40}(?:,\s*\p{Lu}[^,.!?:]{0,40})+$/u.test(withoutPeriod)
    )
      continue;
    // ("Features: Music requests, User management": a labelled line under a project is the project's.)
    if (isName && !tagline && !startsWithPastVerb(withoutPeriod) && !/^\p{L}[\p{L} ]{1,20}:\s/u.test(withoutPeriod)) {
      projects.push({ name: withoutPeriod, description: [] });
      continue;
    }
    // "Present Created a full-featured web application": the end of the name line's period.
    projects[projects.length - 1]?.description.push(line.replace(/^(?:present|current)\s+/i, ''));
  }
  return projects
    .map((project) => ({
      // "Hospital Readmissions Analysis – Senior Capstone | Python, pandas, scikit-learn": the tools after a bar and the
      // kind of piece after a dash are no part of its name ("In my Hospital Readmissions Analysis – Senior Capstone |
      // Python, pandas, scikit-learn project" in a held-out letter).
      name: (
        project.name
          .split(/\s+\|\s+/u)[0]
          ?.replace(
            /\s+[–—-]\s+(?:(?:senior|final|course|class|group|team|personal|university|college|school|degree|honou?rs|master['’]?s|bachelor['’]?s)\s+)*(?:capstone|project|thesis|dissertation)(?:\s+project)?$/iu,
            '',
          ) ?? project.name
      ).slice(0, 200),
      achievements: joinDescriptionLines(withToolsInBrackets(withoutOwnName(project.name, project.description)))
        .flatMap((item) => toAchievement(item) ?? [])
        .slice(0, 20),
    }))
    .filter((project) => project.achievements.length > 0)
    .slice(0, 15);
}

/** A line that names a certificate, a licence or a degree rather than a skill. */
const formalQualification =
  /\b(?:NVQ|SVQ|BTEC|City\s*(?:&|and)\s*Guilds|Level\s+\d|booked|renewed|endorsements?|[Pp]assport|[Tt]ickets?|unit standards?|[Cc]ertificate|[Cc]ertification|[Cc]ert|[Cc]erts|Cert\s+(?:I{1,3}|IV|V)|passed|expired|issued|current|BLS|ILS|ALS|PALS|ACLS|CPR|First\s+Aid|Diploma|Degree|[Ll]icen[cs]e|Card|RSA|RSG|Award|GCSEs?|A[- ]Levels?|HNC|HND|BSc|BA|MSc|MA|PGCE|CSCS|IOSH|NEBOSH|ECS|JIB|18th\s+Edition|\d{4}-\d{2}|Bachelor|Master|Registered|Registration|PgCert|PgDip|Postgraduate|Life\s+Support|competency)\b/u;

/**
 * Whether a line names a degree. "Microsoft Certified: Power BI Data Analyst Associate (PL-300)" names a certification
 * whose level is "Associate", no associate degree.
 */
function namesDegree(line: string): boolean {
  const degree = line.match(degreePattern)?.[0].trim();
  return degree !== undefined && !(degree === 'Associate' && /\bcertified\b/iu.test(line));
}

/**
 * A line beside the degrees that names a credential by a word of one ("registered", "certificate", "licence") or by a
 * status after a dash ("SQE1 - passed"). A table's rows, whose columns the cleaning ran together ("ACCA Applied
 * Skills: LW, PM, TX ACCA Passed 2024–2025"), and its header ("Qualification Body Status") name none.
 */
function namesCredential(line: string): boolean {
  if (/^\s*qualifications?\s+(?:awarding\s+)?(?:body|board|institute|status|date|year|grade|result)\b/iu.test(line))
    return false;
  // "Qualification | Board/University | Year | Percentage/CGPA" heads a table of schooling.
  if (/^\s*(?:qualifications?|degree|course|examination|exam)\s*\|/iu.test(line)) return false;
  return (
    credentialWord.test(line) ||
    statusAfterName.test(line) ||
    namesDesignation(line) ||
    // "Admitted as a Solicitor of the Senior Courts of England and Wales, September 2017".
    /^\W*admitted\s+(?:to the roll\s+)?as\b/iu.test(line) ||
    // "Member, Irish Institute of Legal Executives (IILEX) — Associate grade, current".
    /^\W*(?:(?:Fellow|Associate|Chartered|Full|Affiliate|Graduate|Student)\s+)?Member\s*(?:,|of)\s+(?:the\s+)?\p{Lu}[\p{L}' ]*\b(?:Institute|Institution|Association|Society|College)\b/u.test(
      line,
    )
  );
}

/**
 * The sections as their content shows them, where a heading alone misleads. "Qualifications" lists skills on a US
 * resume and certificates and degrees on a British one: a section of formal qualifications is read as both
 * certifications and education. "Key Achievements" printed under one job, with more dated jobs after it, is a heading
 * inside the experience, not a section of its own: its lines stay with the job above them and the jobs after it stay
 * jobs (read as a section, the next employer's name had become a skill).
 */
/** The side column of a two-column page: what it holds is short, and a page read across runs the jobs into it. */
const sideColumnKinds = new Set<string>(['personal', 'skills', 'languages', 'interests', 'references']);

/** A side column's section ("Portfolio: behance.net/..." among the contacts heads one of its own). */
function isSideColumn(section: DocumentSection<ResumeSectionKind>): boolean {
  return sideColumnKinds.has(section.kind) || (section.kind === 'projects' && /^portfolio$/iu.test(section.heading));
}

/**
 * Where a side column's section, read across a two-column page, goes on with the jobs: its first bullet of a few
 * words ("• Lead designer for 5 retainer clients ..."), or a line that heads a job, a period on one of the two lines
 * after it ("Junior Layout Artist" / "Sampaguita Publishing House" / "Jun 2017 – Dec 2018"). -1 when it holds none.
 */
function jobsRunInto(lines: readonly string[]): number {
  return lines.findIndex(
    (line, index) =>
      line.trim() !== '' &&
      ((isBulletLine(line.trim()) && countSpaceSeparatedParts(line) >= 6) ||
        (!isBulletLine(line.trim()) &&
          !isPeriodOnlyLine(line) &&
          countSpaceSeparatedParts(line) <= 8 &&
          [lines[index + 1], lines[index + 2]].some((next) => next !== undefined && isPeriodOnlyLine(next)))),
  );
}

function sectionsByContent(sections: DocumentSection<ResumeSectionKind>[]): DocumentSection<ResumeSectionKind>[] {
  const read: DocumentSection<ResumeSectionKind>[] = [];
  // "EXPERIENCE" / "Senior Graphic Designer" / "Tala Creative Co." / "Jan 2023 – present" / "CONTACT" / ... / "• Lead
  // designer for ...": a two-column page read across, the side column's headings between a job's header and its
  // lines. The job's lines, and the jobs after, are the experience's, up to the next main section.
  let interrupted: DocumentSection<ResumeSectionKind> | undefined;
  for (const givenSection of sections) {
    let section = givenSection;
    if (interrupted && isSideColumn(section)) {
      const start = jobsRunInto(section.lines);
      if (start >= 0) {
        interrupted.lines.push(...section.lines.slice(start));
        section = { ...section, lines: section.lines.slice(0, start) };
      }
    } else if (!isSideColumn(section)) interrupted = undefined;
    const previous = read[read.length - 1];
    // (Where the next school starts in a degree's list of courses, when this is one.)
    const schoolInCourses =
      previous?.kind === 'education' && /^(?:relevant\s+)?courses?$/iu.test(section.heading.trim())
        ? schoolAfterCourses(section.lines)
        : -1;
    if (isFormalQualifications(section)) {
      read.push({ ...section, kind: 'certifications', lines: [...section.lines] });
      read.push({ ...section, kind: 'education', lines: [...section.lines] });
    } else if (
      section.kind === 'education' &&
      /\b(?:qualifications?|certifications?|certificates|licen[cs]es|tickets)\b/iu.test(section.heading)
    ) {
      // "Education and Qualifications": the degrees are education, and the lines beside them that are no degree
      // ("RCVS Registered Veterinary Nurse - 2015, registration current") are certifications.
      read.push({ ...section, lines: [...section.lines] });
      read.push({
        ...section,
        kind: 'certifications',
        // ("... (IER) – membership" / "lapsed in 2024 after leaving engineering": a line wrapped in lower case goes with
        // the credential it goes on, and so does its status.)
        lines: section.lines.filter(
          (line, index, all) =>
            (!namesDegree(line) && namesCredential(line)) ||
            (/^\s*(?:\p{Ll}|\()/u.test(line) &&
              index > 0 &&
              !namesDegree(all[index - 1] ?? '') &&
              namesCredential(all[index - 1] ?? '')),
        ),
      });
    } else if (previous && schoolInCourses >= 0) {
      // "Fitchburg State University" / "Bachelor in MBA" / "Courses" / "DB1101 - Basic SQL" / "Harvard University" /
      // "Bachelor in English/Political Science": a degree's list of courses, after which the education goes on; the
      // next school and its degree were read as courses, and the letter named the first school for the degree.
      read.push({ ...section, lines: section.lines.slice(0, schoolInCourses) });
      previous.lines.push(...section.lines.slice(schoolInCourses));
    } else if (
      previous?.kind === 'experience' &&
      section.kind === 'highlights' &&
      // A job's dates, a range ("2019 – 2022", "2021 – present"): a result's year ("... (2023)", "in FY2025") dates the
      // result, and a list of key results under the jobs belongs to none of them by its place.
      section.lines.some((line) => {
        const period = findPeriod(line);
        return period !== undefined && (period.end !== null || period.current);
      })
    )
      previous.lines.push(...section.lines);
    // "CAREER HIGHLIGHTS" / "Since August 2009 with PC Solution Pvt. Ltd, New Delhi to Till Now" / its duties: in a
    // resume with no section of experience, highlights that open with a job's dates are the work history (a held-out
    // CV's letter told no job of its eight years).
    else if (
      section.kind === 'highlights' &&
      !sections.some((other) => other.kind === 'experience') &&
      section.lines.slice(0, 3).some((line) => {
        const period = findPeriod(line);
        return period !== undefined && (period.end !== null || period.current);
      })
    )
      read.push({ ...section, kind: 'experience', lines: [...section.lines] });
    // "Key projects:" under a form's "Company: ... Position: ... Period: ...", with more jobs so labelled after it: a
    // label inside the job, not a section of projects that takes the rest of the work history with it.
    else if (
      previous?.kind === 'experience' &&
      section.kind === 'projects' &&
      section.lines.some((line) => /^(?:company|employer|position|period)\s*:/iu.test(line.trim()))
    )
      previous.lines.push(`${section.heading}:`, ...section.lines);
    // "Related Experiences" / "Tech Blog | GitHub | Live" / "Developed a full-stack application ...": a developer's
    // projects, each named with its links and undated, under a heading of experience; no job was held at "Tech Blog".
    else if (
      section.kind === 'experience' &&
      section.lines.some((line) => projectLinks.test(line)) &&
      !section.lines.some((line) => findPeriod(line) !== undefined)
    )
      read.push({ ...section, kind: 'projects', lines: [...section.lines] });
    else read.push({ ...section, lines: [...section.lines] });
    // A job's header with no line under it before a side column's heading.
    const last = read[read.length - 1];
    const lastLine = [...(last?.lines ?? [])].reverse().find((line) => line.trim() !== '');
    if (section.kind === 'experience' && last?.kind === 'experience' && lastLine && isPeriodOnlyLine(lastLine))
      interrupted = last;
  }
  const closing = read[read.length - 1];
  const remarksAt = closing?.kind === 'experience' ? closingRemarksStart(closing.lines) : -1;
  if (closing && remarksAt > 0) {
    read.push({ kind: 'summary', heading: '', lines: closing.lines.slice(remarksAt) });
    closing.lines = closing.lines.slice(0, remarksAt);
  }
  return read;
}

/** An organisation's voice in Spanish, French or German ("buscamos", "nous recherchons", "wir suchen", "Ihre ..."). */
const foreignOrganisationVoice =
  /(?<![\p{L}])(?:buscamos|ofrecemos|te\s+ofrecemos|únete|postúlate|nous\s+recherchons|nous\s+offrons|rejoignez|postulez|wir\s+suchen|wir\s+bieten|bewirb|bewerben\s+Sie|Ihre?n?|vous|usted(?:es)?)(?![\p{L}])/iu;

/** A sentence of the e-mail a resume was pasted into, about the message or the resume's copy rather than the work. */
const aboutTheMessage =
  /^\W*(?:subject|re|fwd?|to|from|cc|date|sent)\s*:|\b(?:my|the|a)\s+(?:resume|résumé|cv|curriculum vitae)\b[^.]{0,40}\b(?:format|formatted|attached|below|computer|laptop|phone|copy|version|template)\b|\b(?:put|pasted|copied|listed|typed)\s+(?:everything|it\s+all|my\s+details|the\s+details)\s+(?:below|here|in\s+this\s+(?:e-?mail|message))\b|\b(?:send|share|provide)\s+(?:you\s+)?a\s+(?:formatted|proper|nicer?|full|pdf|word)\s+(?:copy|version)\b/iu;

/**
 * "Now - Class 1 trunking driver, ..." / "2016-2021 - Class 2 multidrop, ..." / "" / "No accidents or claims in 12
 * years. Happy to do nights/weekends.": a short resume's jobs, one dated line each with nothing under any, and then,
 * apart, what the person says of themselves at the page's end. The remarks are no line of the last job (they had been
 * told as its work). Where they start, or -1.
 */
function closingRemarksStart(lines: readonly string[]): number {
  const isJobLine = (line: string) => {
    const period = findPeriod(line);
    return period !== undefined && (period.end !== null || period.current) && !isPeriodOnlyLine(line);
  };
  const firstJob = lines.findIndex(isJobLine);
  if (firstJob === -1) return -1;
  let end = firstJob;
  while (end < lines.length && isJobLine(lines[end] ?? '')) end += 1;
  // (Two jobs at least, one under the other; then a blank line, and only lines that head no job and are no bullets.)
  if (end - firstJob < 2 || (lines[end] ?? '').trim() !== '') return -1;
  const rest = lines.slice(end).filter((line) => line.trim() !== '');
  if (rest.length === 0 || rest.some((line) => isJobLine(line) || isBulletLine(line.trim()))) return -1;
  if (lines.slice(0, firstJob).some((line) => line.trim() !== '')) return -1;
  return end + 1;
}

/** Where a school's line with a degree on it or under it starts, in a list of a degree's courses; -1 if none does. */
function schoolAfterCourses(lines: readonly string[]): number {
  return lines.findIndex(
    (line, index) =>
      /\b(?:University|College|Institute|School|Academy|Polytechnic)\b/u.test(line) &&
      (namesDegree(line) || namesDegree(lines[index + 1] ?? '')),
  );
}

/** " | GitHub | Live", " – Repo · Demo": the links a portfolio gives a project after its name. */
const projectLinkWords =
  /(?:\s*[|·–—-]\s*(?:GitHub|GitLab|Repo|Repository|Source(?: code)?|Code|Live(?: Demo| Site)?|Demo|Deployed|Website))+\s*$/iu;
/** "Tech Blog | GitHub | Live", "Weather App – Repo · Demo": a project's name with its links. */
const projectLinks = new RegExp(`^[^|·–—-]{2,60}${projectLinkWords.source}`, 'iu');

/**
 * "REGISTRATION" / "GDC Dental Nurse" / "Reg. No. 318842": under a heading of registration, a line that names the
 * register and the post without saying what it is is the registration ("GDC Dental Nurse registration"; a letter had
 * said "I hold the GDC Dental Nurse certification").
 */
/**
 * "• NATE Core + Air Conditioning" / "Service – exam scheduled Feb 2027", "• Ohio HVAC Contractor License –" / "not
 * held (working toward hours)": a bulleted credential the page wrapped, its status on the next line, which has no bullet
 * of its own. Read apart, the first part was a credential held and the second another one ("Service", planned); the
 * line that goes on (it opens in small letters or on a bracket, it carries a status after a dash, or the item ends on
 * a dash) is joined to its item.
 */
function withWrappedItemsJoined(lines: readonly string[]): string[] {
  const bullet = /^\s*[•▪◦‣·*-]\s/u;
  if (lines.filter((line) => bullet.test(line)).length < 2) return [...lines];
  const joined: string[] = [];
  for (const line of lines) {
    const previous = joined.at(-1);
    const goesOn =
      previous !== undefined &&
      bullet.test(previous) &&
      line.trim() !== '' &&
      !bullet.test(line) &&
      (/^\s*[\p{Ll}(]/u.test(line) ||
        /[–—-]\s*$/u.test(previous) ||
        /\s[–—-]\s*(?:exam|booked|scheduled|expected|due|in progress|studying|expired|lapsed|not held|planned|pending)\b/iu.test(
          line,
        ));
    if (goesOn) joined[joined.length - 1] = `${previous.trimEnd()} ${line.trim()}`;
    else joined.push(line);
  }
  return joined;
}

function withRegistrationNamed(section: DocumentSection<ResumeSectionKind>): string[] {
  if (!/^(?:professional\s+)?registrations?$/iu.test(section.heading.trim()))
    return withWrappedItemsJoined(section.lines);
  return section.lines.map((line) =>
    /^[\p{Lu}][\p{L}&' -]*$/u.test(line.trim()) &&
    /\b\p{Lu}{2,}\b/u.test(line) &&
    !/\b(?:regist\p{L}*|licen[cs]\p{L}*|certif\p{L}*|member\p{L}*|chartered|no|number|pin)\b/iu.test(line)
      ? `${line.trim()} registration`
      : line,
  );
}

/** A "Qualifications" section of which half the lines name a certificate, a licence or a degree. */
function isFormalQualifications(section: DocumentSection<ResumeSectionKind>): boolean {
  // "Qualifications / Tickets", "Qualifications & Training", "Qualifications & Cards": the same list under a longer
  // heading.
  if (
    section.kind !== 'skills' ||
    !/^qualifications(?:(?:\s*[/&,]\s*|\s+and\s+)(?:tickets|cards|licen[cs]es|certificates|certifications|registrations?|memberships?|training|courses))*$/i.test(
      section.heading.trim(),
    )
  )
    return false;
  // "Held", "Studying", "Expired": labels of the groups the list is in, which are neither.
  const lines = section.lines.filter(
    (line) =>
      line.trim() !== '' &&
      !/^(?:held|current|studying|in progress|booked|planned|expired|lapsed):?$/iu.test(line.trim()),
  );
  // ("• PgCert Computed Tomography (distance learning) –" / "module 2 of 3 under way, ends June 2027": in a bulleted
  // list, the lines a narrow page wrapped are no items to count.)
  const items = lines.some((line) => isBulletLine(line.trim()))
    ? lines.filter((line) => isBulletLine(line.trim()))
    : lines;
  return items.length > 0 && items.filter((line) => formalQualification.test(line)).length * 2 >= items.length;
}

/**
 * Jobs a resume prints inside its education section, as form-built resumes do ("2014" / "Online Intern : Graphic
 * Design YHM Magazine - City , State" / its lines): a line "<title> : <field and place>" that names a title and no
 * degree opens one, with the year on the line before; its lines run to the next year, degree or entry. The rest stays
 * education.
 */
function splitWorkFromEducation(lines: string[]): { education: string[]; roles: ResumeRole[] } {
  const education: string[] = [];
  const roles: ResumeRole[] = [];
  const yearOnly = /^\s*((?:19|20)\d{2})\s*$/u;
  const entryLine = (line: string) =>
    degreePattern.test(line) || /\s[-–]\s*(?:City|\p{Lu}[\p{L} ]+)\s*,\s*(?:State|\p{Lu}{2})\b/u.test(line);
  let open: ResumeRole | undefined;
  for (const [index, line] of lines.entries()) {
    const [, header, after = ''] = line.trim().match(/^(.{2,50}?)\s*:\s+(\S.*)$/u) ?? [];
    // "• Microsoft Office Specialist: Excel 2013 (2015) – now lapsed": a listed credential, never a job's header.
    // ("Advisor: Francesco Haardt.", "Supervisors: ...": who supervised the degree's thesis, never a post.)
    if (
      header &&
      !isBulletLine(line) &&
      !degreePattern.test(line) &&
      looksLikeTitle(header) &&
      !/^(?:co-?)?(?:advisors?|advisers?|supervisors?|mentors?|tutors?|promoters?|betreuer(?:in)?)$/iu.test(
        header.trim(),
      )
    ) {
      // "Online Intern : Graphic Design YHM Magazine": the field of the work, when the words after the colon open
      // with one ("Graphic Design"), belongs to the title a letter names and weighs.
      const field = after.match(
        /^((?:\p{Lu}\p{Ll}+\s){0,2}(?:Design|Marketing|Engineering|Development|Nursing|Accounting|Finance|Journalism|Communications|Research|Analytics|Sales|Teaching|Education))\b/u,
      )?.[1];
      const year = lines[index - 1]?.match(yearOnly)?.[1];
      open = {
        employer: null,
        title: field ? `${header.trim()}, ${field}` : header.trim(),
        period: year ? { start: year, end: year, current: false } : null,
        location: null,
        achievements: [],
      };
      roles.push(open);
      // The year line went to the education before it could be known as this job's; it says nothing there.
      if (year && education[education.length - 1] === lines[index - 1]) education.pop();
      continue;
    }
    if (open && (yearOnly.test(line) || entryLine(line) || line.trim() === '')) open = undefined;
    if (open) {
      const achievement = toAchievement(line);
      if (achievement) open.achievements.push(achievement);
      continue;
    }
    education.push(line);
  }
  return { education, roles: roles.filter((role) => role.achievements.length > 0) };
}

/** A result a line reports without a verb of the person's: a figure that moved, or a rating given. */
const reportedResult =
  /\b(?:down|up)\s+(?:from|by|to)\b|\bfrom\s+[£$€]?\d[\d.,]*\s*%?\s+to\s+[£$€]?\d|^\p{Lu}\p{Ll}+\s+(?:rated|ranked|graded|judged)\b/iu;

/**
 * "Running small-group reading sessions ...", "Supervise a team of 14 servers ...": a line of a resume set out by skills
 * that opens on a deed in "-ing" or in the present (decision 0045).
 */
function opensWithPresentDeed(line: string): boolean {
  const first = (line.trim().split(/\s+/u)[0] ?? '').replace(/[,:;]$/u, '');
  const form = readVerb(first.toLowerCase())?.form;
  // ("Look after", "Handle": a capitalised base form opens a bullet; a word in lower case there is a sentence's.)
  return form === 'gerund' || ((form === 'base' || form === 'third') && /^\p{Lu}\p{Ll}/u.test(first));
}

/** A course taken online, whose tools the person has met rather than used at work. */
const onlineCourse =
  /\b(?:online course|course on (?:Udemy|Coursera)|Udemy|Coursera|Codecademy|LinkedIn Learning|tutorial)\b/iu;
/** A sentence about tools the person is learning or plans to take up, not yet works with. */
const toolsBeingLearned = /\b(?:(?:currently|now|still)\s+learning|teaching myself|getting to grips with)\b/iu;
const toolsNotYetHeld = new RegExp(
  `${toolsBeingLearned.source}|\\b(?:next up|planning to|plan to|aiming to|hoping to|intend(?:ing)? to|would like to learn|want to learn|(?:preparing|studying|revising|booked) for (?:the |an? |my )?[^.!?]{0,60}\\b(?:exam|certification|certificate)s?)\\b`,
  'iu',
);

/** Headings under which a freelancer or a contractor lists clients and projects rather than employers. */
const freelanceHeading = /\b(?:freelanc\w*|self[- ]?employ\w*|contract(?:ing|\s+work|\s+history))\b/iu;

/**
 * "Relevant Experience" after the jobs and the volunteering, holding bullets alone ("- Spinal triage observership with
 * ..., 2024"): things done beside the jobs, under no post. Read with the jobs, they had become the lines of the last
 * job above (a job of 2019-2020 told with an observership of 2024); they are read as the resume's highlights.
 */
function withHeaderlessExperienceApart(
  sections: DocumentSection<ResumeSectionKind>[],
): DocumentSection<ResumeSectionKind>[] {
  const firstExperience = sections.findIndex((section) => section.kind === 'experience');
  return sections.map((section, index) => {
    if (section.kind !== 'experience' || index <= firstExperience) return section;
    const told = section.lines.filter((line) => line.trim() !== '');
    // (A bullet with a span of dates, "- Barista, Costa, 2015 – 2016", is a job listed as a bullet.)
    return told.length > 0 &&
      told.every(
        (line) =>
          /^\s*[-•*▪◦‣–]\s/u.test(line) &&
          !/(?:19|20)\d{2}\s*(?:[-–—]|to)\s*(?:(?:19|20)?\d{2}\b|present|current|now|today)/iu.test(line),
      )
      ? { ...section, kind: 'highlights' }
      : section;
  });
}

/**
 * "Selected freelance work (2020 – present)" over "Apr 2025 · Gumleaf Physio — logo, stationery": a freelancer's
 * clients are no employers, and each project no job. The section becomes one role, "freelance Graphic Designer" (the
 * headline's post) over the heading's dates, whose lines are the projects: "Logo, stationery for Gumleaf Physio".
 */
function withFreelanceRoles(
  sections: DocumentSection<ResumeSectionKind>[],
  lines: string[],
  headline: string | null,
): DocumentSection<ResumeSectionKind>[] {
  return sections.map((section) => {
    if (section.kind !== 'experience' || !freelanceHeading.test(section.heading)) return section;
    const projects = section.lines.flatMap((line) => {
      const period = leadingPeriod(line);
      return period ? [{ line, period }] : [];
    });
    // Dated projects, each on a line that opens with its dates: a list of clients, not of jobs.
    if (projects.length < 2) return section;
    const headingLine = lines.find((line) => line.trim().startsWith(section.heading)) ?? section.heading;
    const years = projects.flatMap(({ period }) => [period.start, period.end].flatMap((date) => yearIn(date) ?? []));
    const ownPeriod = findPeriod(headingLine);
    const dates = ownPeriod
      ? `${ownPeriod.start ?? ''} – ${ownPeriod.current ? 'present' : (ownPeriod.end ?? ownPeriod.start ?? '')}`
      : `${Math.min(...years)} – ${Math.max(...years)}`;
    const post = headline?.replace(/^freelance\s+/iu, '');
    const title =
      post && looksLikeTitle(post)
        ? // "a freelance Graphic Designer": how the post is held, in lower case, before the post the resume names.
          `${/contract/iu.test(section.heading) ? 'contract' : 'freelance'} ${post}`
        : /contract/iu.test(section.heading)
          ? 'Contractor'
          : 'Freelancer';
    // "2020 · Started freelancing after the studio closed": how the business began is no project.
    const told = section.lines.filter(
      (line) =>
        !/\b(?:started|began|went|set up|launched)\b[^.]*\b(?:freelanc\w*|self[- ]employ\w*|my (?:own )?business)\b/iu.test(
          line,
        ),
    );
    return { ...section, lines: [`${title} | ${dates}`, ...told.map(projectLine)] };
  });
}

/** The dates a line opens with ("Apr 2025", "Nov 2023 – Feb 2024", "Sep–Nov 2025"), with where they end. */
function leadingPeriod(line: string): (FoundPeriod & { after: number }) | undefined {
  const period = findPeriod(line);
  if (!period) return undefined;
  // "Sep–Nov 2025" is one period from the line's start (read-periods.ts): a period found later is no leading one.
  if (period.index !== 0) return undefined;
  return { ...period, after: period.index + period.length };
}

/** "Apr 2025 · Gumleaf Physio — logo, stationery" → "- Logo, stationery for Gumleaf Physio": a project as a line of work. */
function projectLine(line: string): string {
  const period = leadingPeriod(line);
  if (!period) return line;
  const rest = line
    .slice(period.after)
    .replace(/^\s*(?:\([^)]*\)\s*)?[·•|:–—-]?\s*/u, '')
    .trim();
  if (rest === '') return line;
  const [client, work] = rest.split(/\s+[—–-]\s+/u, 2);
  // "Packaging refresh for ...": work that opens with a word a verb can be would be told as a deed ("I package ...");
  // it stays as the resume wrote it.
  if (
    client === undefined ||
    work === undefined ||
    countSpaceSeparatedParts(client) > 10 ||
    !/^\p{Lu}/u.test(client) ||
    readVerb((work.split(/\s+/u)[0] ?? '').toLowerCase()) !== undefined
  )
    return `- ${rest}`;
  // "packaging refresh across 14 SKUs; range was picked up by ...": the client goes with the work, before its result.
  const [deed = work, ...after] = work.split(/;\s*/u);
  const told = `${deed} for ${client}${after.length > 0 ? `; ${after.join('; ')}` : ''}`;
  return `- ${told.charAt(0).toUpperCase()}${told.slice(1)}`;
}

/**
 * "Marisol T. Brennan – Resume", "Resume of J. Okafor – page 2": the name a PDF prints atop each page, found inside a
 * job's lines ("resolve rejections and" / "Marisol T. Brennan – Resume" / "prior authorizations ..."), where it is
 * debris. Only below the resume's own first lines, which may open with just such a line.
 */
// ("RAJESH A/L SUBRAMANIAM": "a/l", son of, in a Malaysian name.)
const personName = "(?:\\p{Lu}[\\p{L}'’/-]*\\.?\\s+){1,3}\\p{Lu}[\\p{L}'’-]+";
const documentWord = '(?:resume|résumé|cv|curriculum vitae|lebenslauf)';
const pageNumber = '(?:\\s*[-–—|,]?\\s*(?:page|seite)?\\s*\\d+(?:\\s*(?:of|/|von)\\s*\\d+)?)?';
// ("Page 1 of 2   Jordan Whitfield – CV": a footer that puts the page first; read as a job's line, it was one.)
const pageFirst = '(?:(?:page|seite|página)\\s*\\d+(?:\\s*(?:of|/|von|de)\\s*\\d+)?\\s*[-–—|,]?\\s*)?';
const runningHeader = new RegExp(
  `^${pageFirst}(?:${personName}\\s*[-–—|,:]\\s*${documentWord}${pageNumber}|${documentWord}(?:\\s+of)?\\s*[-–—|,:]?\\s*${personName}${pageNumber})$`,
  'iu',
);

/**
 * LinkedIn's export opens with its side column ("Contact", "Top Skills", "Certifications") and gives the name below it,
 * above the headline and the place, just before "Summary" or "Experience": the name is
 * taken from there.
 */
function withLinkedInName(header: ResumeHeader, lines: readonly string[]): ResumeHeader {
  // The side column's lines ("Event Planning" under "Top Skills") may read as a name: the export's own place wins.
  if (!isLinkedInExport(lines)) return header;
  const opening = lines.findIndex((line) => /^(?:summary|experience|about)$/iu.test(line.trim()));
  for (let index = opening - 1; index >= Math.max(0, opening - 6); index -= 1) {
    // "João Pedro Albuquerque" / "Nascimento": a long name the export wrapped, its last word alone on the next line.
    const wrapped = /^\p{Lu}[\p{L}'’-]+$/u.test(lines[index + 1]?.trim() ?? '')
      ? readNameFromLine(`${lines[index]?.trim() ?? ''} ${lines[index + 1]?.trim() ?? ''}`)
      : undefined;
    const name = wrapped ?? readNameFromLine(lines[index] ?? '');
    if (name === undefined) continue;
    const headline = lines[index + (wrapped ? 2 : 1)]?.split(/\s+\|\s+/u)[0]?.trim();
    return {
      ...header,
      name,
      headline: headline && countTitleWords(headline) > 0 ? headline : header.headline,
    };
  }
  return header;
}

/**
 * "With I C System Inc. in just under 3 years I became ranked the number 3 Representative out of 65", "I spoke at a
 * yearly event at Beckfield College": a result the person wrote as a sentence of their own, "I" and a verb in the past.
 */
function toldInOwnPast(text: string): boolean {
  const verb = text.match(/(?:^|,\s*|\s)I\s+(\p{Ll}+)\b/u)?.[1];
  return verb !== undefined && readVerb(verb)?.form === 'past';
}

/**
 * What a PDF's text glued at a line's or a field's end: "University of New South Wales2017 - 2020 Postdoctoral ..." (a
 * job's dates after the last job's employer, on one line) opens a line at the dates; "srifai@gmail.comClimate Change
 * Research Centre", "sw-rifai.github.ioUniversity" part an address from the capitalised word after its domain, and
 * "Centre ofExcellence" a small word from the name after it.
 */
function withGluedBoundariesParted(text: string): string {
  return (
    text
      .replace(
        /(?<=\p{Ll}{2})((?:19|20)\d{2}\s*[-–—]\s*(?:(?:19|20)\d{2}|present|current|now|heute|today)\b)/giu,
        '\n$1',
      )
      .replace(/(\.(?:com|org|net|edu|gov|io|dev|de|uk|ca|au|fr|es|co|xyz|me|info))(?=\p{Lu}\p{Ll})/gu, '$1 ')
      // "University of Florida, 2016.Advisor: ...": a year that ends an entry, glued to the next entry's first word.
      .replace(/(?<=(?<!\d)(?:19|20)\d{2})\.(?=\p{Lu}[\p{L}.]*[\s,:])/gu, '.\n')
      // "Centre ofExcellence", "University of NewSouth Wales": a small word glued to the capital of the next.
      .replace(
        /(?<![\p{L}\p{N}])(of|and|the|for|in|at|to|with|on|de|des|du|del|der|und|für)(?=\p{Lu}\p{Ll}{2})/gu,
        '$1 ',
      )
  );
}

/** The words a text's addresses run together ("victoriabarnett" of "victoriabarnett.codes"), lower-case. */
function siteHandles(text: string): string[] {
  return [
    ...new Set((text.match(/\b[\p{Ll}\d]{6,40}(?=\.[a-z]{2,12}\b|\/)/gu) ?? []).map((handle) => handle.toLowerCase())),
  ];
}

/**
 * True when an address's words name the person: "victoriabarnett" of Victoria Barnett, and "chriscelaya" of
 * Christopher Celaya (a first name the address shortens, before the whole last name).
 */
function handleNamesPerson(name: string, handles: readonly string[]): boolean {
  const words = name
    .toLowerCase()
    .replace(/[^\p{L}\s]/gu, '')
    .split(/\s+/u);
  const joined = words.join('');
  const first = (words[0] ?? '').slice(0, 3);
  const last = words[words.length - 1] ?? '';
  return handles.some(
    (handle) =>
      handle.includes(joined) ||
      (words.length >= 2 &&
        last.length >= 4 &&
        first.length === 3 &&
        handle.includes(last) &&
        handle.includes(first) &&
        handle.indexOf(first) < handle.indexOf(last)),
  );
}

/**
 * A portfolio site's page pasted with its menu above the name ("Skip to content" / "Posts" / "Toggle search" /
 * "Victoria Barnett"): a line that reads as a name, near the top, whose words run together are the site's own address
 * ("victoriabarnett.codes") or handle, is the person's name; so is one the address shortens ("chriscelaya.xyz").
 */
function withNameFromSite(header: ResumeHeader, lines: readonly string[], text: string): ResumeHeader {
  const handles = siteHandles(text);
  if (handles.length === 0) return header;
  const namesHandle = (name: string) => handleNamesPerson(name, handles);
  // A name read at the top that the address does not name gives way to one further down that it does: a two-column
  // page pasted column by column put a skill ("Preventative Maintenance") where the name stands.
  if (header.name !== null && namesHandle(header.name)) return header;
  for (const line of lines.slice(0, 60)) {
    // (A name is a few words before any "|" or spaced dash; a profile's prose, read as a name word by word, cost more
    // than the rest of the resume's reading.)
    if ((line.split(/\s+[|•·—–-]\s+|\s{3,}|\t/u)[0] ?? '').trim().split(/\s+/u).length > 6) continue;
    const name = readNameFromLine(line);
    if (name === undefined || name.split(/\s+/u).length < 2) continue;
    if (namesHandle(name)) return { ...header, name };
  }
  return header;
}

/** The words that close a message before its writer's name ("Thanks so much,", "Kind regards,"). */
const messageSignOff =
  /^(?:thanks(?:\s+(?:so\s+much|again|a\s+lot))?|thank\s+you(?:\s+(?:so\s+much|again))?|many\s+thanks|(?:kind|best|warm|warmest)\s+regards|regards|best\s+wishes|all\s+the\s+best|best|cheers|(?:yours\s+)?sincerely|yours\s+faithfully|yours\s+truly)\s*[,.!]?$/iu;

/**
 * "Thanks so much," / "Hannah Mercer-Tully" / "0491 570 006 | hannah.mt@example.com": a resume pasted into a message
 * whose writer signs it at its end, with no name at its top. The name under the sign-off is the person's, never one
 * made of the address ("Hannah Mt").
 */
function withNameFromSignOff(header: ResumeHeader, lines: readonly string[]): ResumeHeader {
  if (header.name !== null) return header;
  for (const [index, line] of lines.entries()) {
    if (!messageSignOff.test(line.trim())) continue;
    const next = lines.slice(index + 1).find((candidate) => candidate.trim() !== '');
    const name = next === undefined ? undefined : readNameFromLine(next.trim());
    if (name !== undefined && name.split(/\s+/u).length >= 2) return { ...header, name };
  }
  return header;
}

/**
 * A resume that prints no name anywhere but gives an address of two names ("aoife.mcnamara.it@..."): the letter is
 * signed with them, which the fact sheet shows to be confirmed, rather than left unsigned. The last reading tried.
 */
/** A line of a form's personal details, by its label: "Date of birth:", "Civil status:", "Rank applied for:". */
const personalDetailsLabel =
  /^\W*(?:(?:rank|post|position|job|role)\s+applied\s+for|date\s+of\s+birth|place\s+of\s+birth|D\.?O\.?B\.?|nationality|civil\s+status|marital\s+status|religion|gender|sex|height|weight|age|passport(?:\s+no\.?)?|father['’]?s\s+name|mother['’]?s\s+name|languages\s+known|boiler\s+suit|safety\s+shoes)\s*:/iu;

function withNameFromEmail(header: ResumeHeader): ResumeHeader {
  if (header.name !== null || !header.contacts.email) return header;
  return { ...header, name: nameFromEmail(header.contacts.email) };
}

/**
 * A two-column page pasted column by column: the side column ("CONTACT", "SKILLS", "CERTIFICATIONS", "LANGUAGES")
 * first, then the person's name and post ("HANNAH LEOTA" / "Registered Nurse – Intensive Care") above the profile or
 * the experience. Read only when no name stood at the top: a name on a line of its own after a blank line, with a post
 * on the line below, within the few lines before the first main section.
 */
function withNameAfterSideColumn(header: ResumeHeader, lines: readonly string[]): ResumeHeader {
  if (header.name !== null) return header;
  const opening = lines.findIndex((line) =>
    /^(?:(?:professional |career |personal )?(?:profile|summary)|about me|(?:work |professional )?experience|employment(?: history)?|work history|career history)\s*:?$/iu.test(
      line.trim(),
    ),
  );
  for (let index = opening - 1; index >= Math.max(1, opening - 6); index -= 1) {
    if ((lines[index - 1]?.trim() ?? '') !== '') continue;
    const name = readNameFromLine(lines[index] ?? '');
    const headline = lines[index + 1]?.trim() ?? '';
    if (name !== undefined && countTitleWords(headline) > 0) return { ...header, name, headline };
  }
  return header;
}

/**
 * When the person can start, as the resume says it: "Notice Period: 3 months", "Notice Period : Immediate", "Notice
 * period<tab>1 month", "Available to start immediately", "available 2 weeks notice", "Available from 2 January 2026".
 * An "Availability" heading over shifts ("Mon-Fri any shift") says when the person works, not when they can start.
 */
export function readAvailability(text: string): string | null {
  // "Disponibilité : préavis de 2 mois", "Kündigungsfrist: 3 Monate", "preaviso de 15 días", "opzegtermijn 1 maand": a
  // notice period in the resume's own language, its words kept (a phrasebook says it only in that language).
  const otherLanguage = text.match(
    // ("3 Monate zum Quartalsende": to the end of a quarter, which makes the start later than three months alone.)
    /(?<!\p{L})(?:préavis|preaviso|Kündigungsfrist|opzegtermijn)(?:\s+(?:de|von|van|beträgt))?\s*[:：]?\s*(\d{1,2}\s+(?:mois|semaines?|jours|meses|semanas|días|Monate?n?|Wochen|Tage|maanden|maand|weken|week|dagen)(?:\s+zum\s+(?:Quartalsende|Monatsende|Halbjahresende|Jahresende|Monatsletzten|15\.\s+oder\s+Monatsende))?)(?!\p{L})/iu,
  )?.[1];
  if (otherLanguage) return `Notice period: ${otherLanguage}`;
  // "Disponibilidad inmediata.", "Disponibilité immédiate", "ab sofort verfügbar": free to start now, which every
  // phrasebook says in its own words.
  if (
    /(?<!\p{L})(?:disponibilidad inmediata|incorporación inmediata|disponible de inmediato|disponibilité immédiate|disponible immédiatement|(?:ab sofort|sofort) verfügbar|verfügbar ab sofort|disponibilità immediata)(?!\p{L})/iu.test(
      text,
    )
  )
    return 'Available immediately';
  if (!/notice|availab|immediate/iu.test(text)) return null;
  const notice = text.match(
    // ("Notice period: 1 month to the end of a month": the end it runs to is part of it.)
    /\bnotice\s+period(?:[ \t]*[:：\t|–-]|[ \t]+is\b|[ \t]+of\b)?[ \t]*(\d{1,2}\s+(?:weeks?|months?)\s+to\s+the\s+end\s+of\s+(?:a|the)\s+(?:month|quarter)|\p{L}[^|•;,.\n]{1,25}|\d[^|•;,.\n]{1,25})/iu,
  )?.[1];
  if (notice) {
    // "1 Month" in a form's column: the unit in lower case, as a sentence says it.
    const told = notice.trim().replace(/\b(?:Months?|Weeks?|Days?)\b/gu, (unit) => unit.toLowerCase());
    return /^immediate(?:ly)?$|^none$/iu.test(told) ? 'Available immediately' : `Notice period: ${told}`;
  }
  // "Notice: 2 weeks" under a list of other details: the label alone, with a length after it.
  const labelled = text.match(
    /^[\s•*·-]*notice\s*[:：–-]\s*(\d{1,2}|one|two|three|four|six)\s+(weeks?|months?|days)\b/imu,
  );
  if (labelled?.[1] && labelled[2]) return `Notice period: ${labelled[1]} ${labelled[2].toLowerCase()}`;
  const weeks = text.match(/\b(\d{1,2}|one|two|three|four|six)\s+(weeks?|months?)['’]?\s+notice\b/iu);
  if (weeks?.[1] && weeks[2]) return `Notice period: ${weeks[1]} ${weeks[2]}`;
  // "I can assume duty one month after giving notice to my present employer": the notice, said as a sentence.
  const afterNotice = text.match(
    /\b(?:assume duty|start|join|begin)\s+(\d{1,2}|one|two|three|four|six)\s+(weeks?|months?)\s+after\s+(?:giving|handing in|serving)\s+(?:my\s+)?notice\b/iu,
  );
  if (afterNotice?.[1] && afterNotice[2]) return `Notice period: ${afterNotice[1]} ${afterNotice[2].toLowerCase()}`;
  if (
    /\b(?:available|able)\s+(?:to\s+start\s+)?immediately\b|\bimmediate(?:ly)? available\b|\bimmediate start\b/iu.test(
      text,
    )
  )
    return 'Available immediately';
  const from = text.match(
    // "Available full time from January 2027": how the person is available may come before when.
    // ("Available to start: January 2027": the date after a label's colon.)
    /\bavailable\s+(?:(?:to\s+start|to\s+join|full[- ]time|part[- ]time)\s*)*(?:(?:from|on)\s+|:\s*)((?:\d{1,2}(?:st|nd|rd|th)?\s+)?(?:January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)\.?\s+(?:\d{1,2}(?:st|nd|rd|th)?,?\s+)?(?:19|20)\d{2})/iu,
  )?.[1];
  return from ? `Available from ${from}` : null;
}

/**
 * Readings of recent resumes: a letter's "Another version", and a letter asked for after the fact sheet was shown,
 * read the same text again. Bounded like every memo of the engine (text-memo.ts, docs/decisions/0037-memory-over-a-soak.md);
 * each caller gets its own copy, so that nothing one caller changes reaches the next.
 */
const recentResumes = new TextMemo<ReadResume>({ entries: 8, characters: maximumInputCharacters });
/**
 * The summaries of resumes whose letters were written from confirmed facts (`rememberedResumeSummary`), for their
 * further versions. Held within the engine's bound (text-memo.test.ts): a few texts of common length, since the
 * summary is read again in a millisecond or two.
 */
const recentSummaries = new TextMemo<SummaryAndAims>({ entries: 4, characters: 25_000 });

/**
 * Duties of two words ("Payment validation.", "GST returns.") come in lists, as job-board exports write a job's work;
 * one alone among a job's sentences is a sentence's end that a page's footer parted from it ("... quality and" /
 * "Classified as Confidential" / "Presentation standards."), no duty.
 */
function withoutLoneShortDuty(given: ResumeRole): ResumeRole {
  // "Abril 2020 – junio 2021: en ERTE (hotel cerrado por la COVID)", "Mar–Jun 2020: furloughed": the months the job
  // stood still, dated, are no work done in it (a letter told "me encargué ... del abril 2020 – junio 2021: en ERTE").
  const role = given.achievements.some((achievement) => furloughNote.test(achievement.text))
    ? { ...given, achievements: given.achievements.filter((achievement) => !furloughNote.test(achievement.text)) }
    : given;
  const short = role.achievements.filter((achievement) => countSpaceSeparatedParts(achievement.text) < 3);
  return short.length === 1
    ? { ...role, achievements: role.achievements.filter((achievement) => !short.includes(achievement)) }
    : role;
}

/**
 * A line that opens on its dates and says the job stood still then: a furlough, short time, a leave
 * (`withoutLoneShortDuty`). ("Projekt ... (11/2024 – 08/2025 Elternzeit)" is work, with a note on a leave.)
 */
const furloughNote =
  /^(?=\W*(?:[\p{L}.]+[\s–—/-]*){0,3}(?:\d{1,2}[/.])?(?:19|20)\d{2}\b)(?=.*(?:\bERTE\b|\bfurlough(?:ed)?\b|\bkurzarbeit\b|\bch[ôo]mage partiel\b|\bon (?:maternity|paternity|parental|sick) leave\b|\b(?:maternity|paternity|parental) leave\b|\bbaja por (?:maternidad|paternidad)\b|\belternzeit\b)).{0,120}$/iu;

/**
 * "expired", "development-partner financed": what a two-column page put where a post's title goes, below a post of the
 * same employer. A title in lower case or a status word that names no post is no post; its lines go back to the post
 * above at that employer.
 */
function withoutStrayPosts(roles: ResumeRole[]): ResumeRole[] {
  const kept: ResumeRole[] = [];
  for (const role of roles) {
    const previous = kept[kept.length - 1];
    const stray =
      role.title !== '' &&
      countTitleWords(role.title) === 0 &&
      (/^\p{Ll}/u.test(role.title) ||
        /^(?:expired|current|valid|lapsed|pending|active|held|ongoing)$/iu.test(role.title));
    // ("2015-2017 - yard shunter, same company" under "2017-2022 - 7.5t van driver, Pennine Parcels Ltd": a post of its
    // own years is a post, in lower case or not.)
    const ownYears = role.period !== null && previous?.period?.start !== role.period.start;
    if (stray && !ownYears && previous && previous.employer !== null && previous.employer === role.employer) {
      kept[kept.length - 1] = { ...previous, achievements: [...previous.achievements, ...role.achievements] };
      continue;
    }
    kept.push(role);
  }
  return kept;
}

/**
 * "CAREER SUMMARY" (a table: employer, post, dates) over "CAREER DETAILS" (each employer's block, its post labelled and
 * its dates left to the table), as South African CVs set them out: the block of an employer the table dates, with no
 * date of its own, takes the table's dates on its first line, so that its lines are read as that post's.
 */
function withSummaryDates(experienceLines: string[], summaryLines: string[]): string[] {
  const rows = summaryLines.flatMap((line) => {
    const cells = line.split(/\s+\|\s+/u);
    const dates = cells[cells.length - 1] ?? '';
    const period = findPeriod(dates);
    return cells.length >= 3 && period?.index === 0
      ? [{ employer: (cells[0] ?? '').toLowerCase(), title: cells[1] ?? '', row: line }]
      : [];
  });
  if (rows.length < 2) return experienceLines;
  const used = new Set<number>();
  const rewritten = experienceLines.map((line, index) => {
    if (findPeriod(line)) return { line, dated: undefined };
    const row = rows.findIndex(
      (candidate, position) =>
        !used.has(position) && candidate.employer.length >= 4 && line.toLowerCase().startsWith(candidate.employer),
    );
    if (row === -1) return { line, dated: undefined };
    // The block's own lines, to the next blank line: a block that dates its posts keeps its own dates.
    const end = experienceLines.findIndex((next, position) => position > index && next.trim() === '');
    const block = experienceLines.slice(index + 1, end === -1 ? undefined : end);
    // (A range: "IFRS 16 implementation (2019)" dates a deed, not the post.)
    if (
      block.some((next) => {
        const period = findPeriod(next);
        return period !== undefined && (period.end !== null || period.current);
      })
    )
      return { line, dated: undefined };
    used.add(row);
    return { line: rows[row]?.row ?? line, dated: rows[row]?.title.toLowerCase() };
  });
  // "Position: Financial Manager (reporting to CFO)" in a block the table dated: the post its first line now names, no
  // line of its work.
  let post: string | undefined;
  return rewritten.flatMap(({ line, dated }) => {
    if (dated !== undefined) post = dated;
    else if (line.trim() === '') post = undefined;
    const label = line.match(/^\s*(?:position|job title|designation|role)\s*:\s*(.+)$/iu)?.[1]?.toLowerCase();
    return dated === undefined && post !== undefined && label?.startsWith(post) ? [] : [line];
  });
}

/** Reads a resume. Never throws; whatever cannot be read is left empty for the user to fill in. */
export function readResume(resumeText: string): ReadResume {
  return structuredClone(rememberedResumeReading(resumeText));
}

/**
 * The remembered reading itself, frozen, not a copy: for the composer, which only reads it. A copy of a long resume's
 * reading cost more than some letters' planning.
 */
export function rememberedResumeReading(resumeText: string): Readonly<ReadResume> {
  return recentResumes.recall(resumeText, () => deepFreeze(readResumeText(resumeText)));
}

/**
 * "Currently pursuing a Computer Science degree" in the profile, over "Bachelor's of Computer Science, ... December
 * 2024": the person says the degree is still under way, whatever date the resume gave for its end (a letter said "I
 * graduated in 2024"). A completed entry whose field the statement names is in progress.
 */
function withDegreeStillPursued(education: Education[], summary: string): Education[] {
  const pursued = summary.match(
    /\b(?:currently|now|presently)\s+(?:pursuing|studying|completing|working towards|enrolled in)\s+(?:a|an|my|the)?\s*((?:[\p{L}'’-]+\s+){0,5}?)(?:degree|bachelor['’]?s?|master['’]?s?|diploma|programme|program)\b(?:\s+(?:in|of)\s+((?:[\p{L}'’-]+\s*){1,4}))?/iu,
  );
  if (!pursued) return education;
  const field = `${pursued[1] ?? ''} ${pursued[2] ?? ''}`
    .toLowerCase()
    .split(/\s+/u)
    .filter((word) => word.length > 3 && !/^(?:while|with|from|this|that|their|degree)$/u.test(word));
  if (field.length === 0) return education;
  return education.map((entry) =>
    entry.status === 'completed' &&
    field.every((word) => `${entry.degree} ${entry.field ?? ''}`.toLowerCase().includes(word))
      ? { ...entry, status: 'in_progress' }
      : entry,
  );
}

/**
 * "• Squire and Company, PC, Orem, UT, 2015-2017" / "• Senior Consultant, Advisory Services" / "• Outsourced Controller
 * Services": a page that prints its whole experience as one bulleted list (a markdown CV, a site's list) bullets its
 * employers too. Where nearly every line is a bullet, a bullet with dates is a job's header, and a title's bullet under it the
 * job's title; the rest stay the job's lines.
 */
function withBulletedHeaders(lines: string[]): string[] {
  const written = lines.filter((line) => line.trim() !== '');
  // (Nearly every line: a heading the reader does not know, "Academic Research", may close the list.)
  const bulleted = written.filter((line) => isBulletLine(line.trim())).length;
  if (written.length < 3 || bulleted < written.length * 0.8) return lines;
  // A header's dates end its line ("..., Orem, UT, 2015-2017"); "Lead installer from 2016, crew of 2" is a line of work.
  const isHeader = (item: string) => {
    const period = findPeriod(item);
    return (
      period !== undefined &&
      countSpaceSeparatedParts(item) <= 12 &&
      /^[\s,.;:)–—-]*$/u.test(item.slice(period.index + period.length)) &&
      /,\s|\s[–—|-]\s/u.test(item.slice(0, period.index))
    );
  };
  // "* Mar 2025 - Present:   Race Against Dementia Fellow @ Mayo Clinic, Rochester MN, USA": an academic's list of
  // posts, each its dates, then its post "@" or "at" its employer; every item a job, with no lines of its own.
  const isPostItem = (item: string) => {
    const period = findPeriod(item);
    const rest = period === undefined ? '' : item.slice(period.index + period.length);
    return (
      period !== undefined &&
      period.index <= 1 &&
      /^\s*[:|–—-]\s*\S/u.test(rest) &&
      /\s(?:@|at)\s+\p{Lu}/u.test(rest) &&
      countSpaceSeparatedParts(rest) <= 16
    );
  };
  const posts = written.filter((line) => isPostItem(stripBullet(line.trim())));
  if (posts.length >= 2 && posts.length * 2 > written.length)
    return lines.map((line) => {
      const item = stripBullet(line.trim());
      return isPostItem(item) ? item.replace(/\s@\s/u, ' at ') : line;
    });
  const dated = written.filter((line) => isHeader(stripBullet(line.trim())));
  if (dated.length === 0 || dated.length * 2 > written.length) return lines;
  return lines.map((line, index) => {
    const item = stripBullet(line.trim());
    if (isHeader(item)) return item;
    const before = stripBullet((lines[index - 1] ?? '').trim());
    // (The title's bullet right under the dated one: "Staff Auditor, Advisory Services".)
    return isHeader(before) && looksLikeTitle(item) ? item : line;
  });
}

/** A heading's word for certificates, licences or tickets: "Skills and Certifications", "Education & Certs". */
/** A certificate's standing after a dash: "– held (renewed 2024)", "– expired 2023", "– completed 2024", "– 2022". */
const standingAfterDash =
  /\s[-–—]\s*(?:held|expired|lapsed|completed|refreshed|renewed|valid|current|booked|applied|planned|in progress|studying|due|(?:(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)\p{L}*\s+)?(?:19|20)\d{2}\b)/iu;

const certificationHeadingWord = /\b(?:cert(?:s|ificates?|ifications?)?|licen[cs]es?|tickets)\b/iu;

/** A label in a page's left column, before the wide gap to the text it labels: "Work           Head of ...". */
const labelBeforeGap = /^(\p{Lu}\p{Ll}+)(?:[ ]{3,}|\t+)(\S.*)$/u;

/**
 * "Work           Head of Channel Technical Sales, ..." / "Experience" / "Professional   Award winning ..." /
 * "Profile        strategic ...": a PDF laid out with its headings in a left column, one word a line beside the
 * text. Read across, the heading was lost and "Work" became part of the first job's header. Each heading is put back on
 * a line of its own above the text it labels.
 */
function withHeadingsOutOfLabelColumn(text: string): string {
  if (!/^\p{Lu}\p{Ll}+(?:[ ]{3,}|\t)\S/mu.test(text)) return text;
  const lines = text.split('\n');
  const result: string[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index] ?? '';
    const labelled = line.match(labelBeforeGap);
    if (!labelled?.[1] || !labelled[2]) {
      result.push(line);
      continue;
    }
    // The label's second word, on the next line (alone, or before its own gap), or on the one after a blank line.
    const nextIndex = lines.slice(index + 1).findIndex((next) => next.trim() !== '') + index + 1;
    const next = lines[nextIndex] ?? '';
    const second = next.match(/^(\p{Lu}\p{Ll}+)\s*$/u)?.[1] ?? next.match(labelBeforeGap)?.[1];
    const twoWords = second ? `${labelled[1]} ${second}` : undefined;
    const heading =
      twoWords && readHeading(twoWords, resumeHeadings) !== undefined
        ? twoWords
        : readHeading(labelled[1], resumeHeadings) !== undefined
          ? labelled[1]
          : undefined;
    if (heading === undefined) {
      result.push(line);
      continue;
    }
    result.push(heading, labelled[2]);
    if (heading === twoWords) {
      const rest = next.match(labelBeforeGap)?.[2];
      // (The lines between were blank: kept, so the text below stays as it was set out.)
      result.push(...lines.slice(index + 1, nextIndex));
      if (rest !== undefined) result.push(rest);
      index = nextIndex;
    }
  }
  return result.join('\n');
}

/** A word of a personal site's menu ("Home", "Portfolio", "Resume", "Contact"), alone on its line. */
// (Never "Skills", "Projects" or "Experience", which head a resume's own sections right under such a menu.)
// ("Skip to main content" / "Home" / "My Network" / "Jobs" / "Messaging" / "Notifications" / "Me" / "For Business": a
// LinkedIn profile page copied from the top, whose name went unread under the site's bar; text/site-chrome.ts.)
// ("Menu" / "HOME" / "PRESENTATION" / "TUTOS" / "PROJET" / "LIENS" / "CONTACT", "Skip to content" / "Posts" /
// "Toggle search": other sites' menus, in their languages. A section's own heading is left to the reader of menus of
// headings, which knows where the page starts.)
const siteMenuWord = new RegExp(
  String.raw`^(?:home|menu|about(?: me)?|portfolio|resume|résumé|cv|contact(?: me)?|blog|posts?|toggle (?:search|menu|navigation)|search|skip to (?:primary navigation|content|footer|main content)|accueil|présentation|presentation|tutos|projets?|liens|mon cv|me contacter|inicio|sobre mí|acerca de m[ií]|contacto|startseite|über mich|kontakt|lebenslauf|${profileSiteBarWords})$`,
  'iu',
);

/**
 * "Home" / "Portfolio" / "Resume" / "Contact" over "Brandon Michael Kelly": a personal site's menu pasted with its page,
 * three such words or more in a row near its top. Its "Resume" and "Contact" were read as the resume's headings, and
 * the name under them as no part of its header.
 */
function siteMenuLines(lines: readonly string[]): Set<number> {
  const menu = new Set<number>();
  let run: number[] = [];
  const close = () => {
    if (run.length >= 3) for (const index of run) menu.add(index);
    run = [];
  };
  for (const [index, line] of lines.slice(0, 20).entries()) {
    if (siteMenuWord.test(line.trim())) run.push(index);
    else if (line.trim() !== '') close();
  }
  close();
  return menu;
}

/** The heading of a profile site's block of other people's profiles, which follows the person's own page. */
const profileSiteSideBlock =
  /^(?:people also viewed|people you may know|more profiles for you|people also follow|explore premium profiles|others named .{2,40}|you might like|other similar profiles)$/iu;

/** A line of a site's footer: its copyright, its offers to follow or subscribe, its social networks. */
const siteFooterLine =
  /^(?:©|\(c\)\s|copyright\b|all rights reserved|follow (?:me|us)\b|subscribe\b|privacy policy|terms (?:of|and)\b|back to top|powered by\b|(?:linkedin|twitter|facebook|youtube|instagram|github|behance|dribbble|pinterest|tiktok|x)$)/iu;

/**
 * "Fluent in Polish and English" / "General Information" / "Contact Me" / "Blog" / "Follow me" / "Linkedin" / "©
 * Copyright 2016 ...": a site's page pasted with its footer, whose links ran on as the last section's items ("My skills
 * include ... and general information"). The short lines back from its copyright, up to one a reader knows for a
 * skill or a language, when at least three of them are the site's own.
 */
function siteFooterLines(lines: readonly string[]): Set<number> {
  // "People also viewed" / "Derek Haynes · 2nd" / "Regional Property Manager at Greystar" / "Connect" / "© 2026 LinkedIn
  // Corporation" / "About  Accessibility  User Agreement": a profile page copied to its end brings the site's other
  // profiles and its footer, whose words had been read as the person's skills ("My skills include Accessibility").
  const otherProfiles = lines.findIndex(
    (line, index) => index >= lines.length / 2 && profileSiteSideBlock.test(line.trim()),
  );
  if (otherProfiles >= 0) return new Set(lines.map((_, index) => index).filter((index) => index >= otherProfiles));
  const marker = lines.findIndex(
    (line, index) => index >= lines.length / 2 && /^(?:©|\(c\)\s|copyright\b)|all rights reserved/iu.test(line.trim()),
  );
  if (marker < 0) return new Set();
  let start = marker;
  let own = 0;
  for (let index = marker; index >= 0; index -= 1) {
    const line = lines[index]?.trim() ?? '';
    if (line === '') continue;
    const site = siteFooterLine.test(line) || siteMenuWord.test(line);
    if (!site) {
      if (
        index !== marker &&
        (countSpaceSeparatedParts(line) > 5 ||
          /[.,;:]/u.test(line) ||
          findSkills(line).length > 0 ||
          /\b(?:fluent|native|bilingual|proficient|conversational)\b/iu.test(line))
      )
        break;
    } else own += 1;
    start = index;
  }
  if (own < 3) return new Set();
  return new Set(lines.map((_, index) => index).filter((index) => index >= start));
}

/**
 * "Leipzig, im November 2026", "Lyon, le 12 novembre 2026": where and when a CV was signed, under its last section in
 * German, French and Spanish CVs; read with that section, a held-out letter's skills included "im November 2026". Only
 * among the last three lines of text.
 */
function signedPlaceAndDateLines(lines: readonly string[]): Set<number> {
  const signed = new Set<number>();
  const lastLines = lines
    .map((line, index) => ({ line: line.trim(), index }))
    .filter(({ line }) => line !== '')
    .slice(-3);
  for (const { line, index } of lastLines) {
    // A place of three words at most; then a day ("15.11.2026", "12 novembre 2026"), or a month after the word a
    // signature puts before it ("im November 2026"): "PG Diploma in HR, 2008" and "Nurse, 06/2019" are no signature.
    const placed = line.match(/^\p{Lu}[\p{L}.'’-]*(?:\s[\p{L}.'’-]+){0,2},\s*((?:den|am|im|le|el|a)\s+)?(\S.*)$/u);
    const when = placed?.[2]?.replace(/\bde\s+/gu, '').trim() ?? '';
    const day =
      /^\d{1,2}\.\s?\d{1,2}\.\s?(?:19|20)?\d{2}$/u.test(when) ||
      /^\d{1,2}\.?\s+\p{L}+\.?\s+(?:19|20)\d{2}$/u.test(when);
    if (day || (placed?.[1] !== undefined && isDate(when) && /\p{L}/u.test(when))) signed.add(index);
  }
  return signed;
}

/** A resume's text cleaned, its lines and its sections as written: what every reading of it starts from. */
type ResumeLayout = {
  /** Cleaned, before instructions to a generator were taken out. */
  cleaned: string;
  cleanText: string;
  removed: string[];
  lines: string[];
  /** The indexes in `cleanText`'s lines of a site's footer and the profiles it shows beside the person's. */
  siteLines: ReadonlySet<number>;
  sectionsAsWritten: DocumentSection<ResumeSectionKind>[];
};

/**
 * "Period Firm Designation", "YEAR DEGREE INSTITUTION PERCENTAGE": a table's headings, which a PDF extraction leaves on a
 * line of their own above its cells; read as a job's employer ("I currently work as an Up at Period Firm Designation",
 * a held-out letter) or a school. Two words of them at least, and nothing else.
 */
const tableHeadings =
  /^\s*(?:(?:period|duration|dates?|from|to|firm|company|organi[sz]ation|employer|designation|position|role|job title|title|location|place|year|years|degree|course|institution|institute|school|college|university|board|percentage|marks|grade|class|cgpa|gpa|result|qualification|examination|exam|subjects?|responsibilities)(?:\s*[|/]\s*|\s+|\s*$)){2,6}$/iu;

/**
 * "Company | Designation | Duration": a jobs table's heading row, its cells parted by bars, which says which cell of each
 * row is the employer and which the post; the role reader reads the rows by it (labelled-posts.ts) and drops it.
 */
function namesPostColumns(line: string): boolean {
  const cells = line.split(/\s*\|\s*/u).map((cell) => cell.trim().toLowerCase());
  return (
    cells.length >= 3 &&
    cells.some((cell) => /^(?:firm|company|organi[sz]ation|employer)$/u.test(cell)) &&
    cells.some((cell) => /^(?:designation|position|role|job title|title)$/u.test(cell)) &&
    cells.some((cell) => /^(?:period|duration|dates?)$/u.test(cell))
  );
}

/**
 * "Compatible working with MS officeEducation Details", "MS office- Exprience - 4 monthsCompany Details": a resume
 * dataset's rows (exported from a form) run each heading into the last item above it; the heading opens its own line.
 */
function withDatasetHeadingsParted(text: string): string {
  return text.replace(
    /(?<=[\p{Ll}\d.)])[ \t]*(?=(?:Education|Company|Skill|Project|Training|Certification)\s+Details\b)/gu,
    '\n',
  );
}

function readResumeLayout(resumeText: string): ResumeLayout {
  // (A resume pasted as one line gets its line breaks back before anything is read: unfold-run-on.ts.)
  const cleaned = splitGluedWords(
    splitInlineNumberedLists(
      unfoldRunOnText(
        withProsePosts(
          joinScatteredFields(
            withDatasetHeadingsParted(
              withGluedBoundariesParted(
                cleanDocument(
                  withHeadingsOutOfLabelColumn(
                    withMarkdownEntryHeaders(
                      withSentenceCaseOfCapitalsResume(
                        // (A page's two columns set side by side are parted before its label column is read, whose
                        // headings they would otherwise seem to be.)
                        withCapitalsOfLowerCaseResume(withSideBySideColumnsApart(resumeText)),
                      ),
                    ),
                  ),
                ),
              ),
            ),
          ),
        ),
      ),
    ),
  );
  const { text: cleanText, removed } = removeInstructionSentences(
    // ("13.07.2017 – Up" / "to date": a table's cell that wrapped the words for now.)
    // ("Reifen Huber Heilbronn (Inh. Markus Huber e.K.)": the owner a German business names in brackets is no part of
    // its name; read with it, the employer was lost, and a letter said it was "verantwortlich für ... die Reifen Huber
    // Heilbronn".)
    cleaned
      .replace(/([–-]\s*Up)\s*\n\s*(to\s+date)\b/giu, '$1 $2')
      .replace(/[ \t]*\((?:Inh\.|Inhaber(?:in)?:?\s)[^()\n]*\)/gu, ''),
  );
  const allLines = cleanText.split('\n');
  // "JM" at the top of each page: a monogram a PDF repeats, which a reader of jobs took for an employer in capitals.
  const monograms = new Set(
    allLines
      .map((line) => line.trim())
      .filter((line, index, trimmed) => /^\p{Lu}{2,3}$/u.test(line) && trimmed.indexOf(line) !== index),
  );
  const menu = siteMenuLines(allLines);
  const footer = siteFooterLines(allLines);
  const signed = signedPlaceAndDateLines(allLines);
  const lines = allLines.filter(
    (line, index) =>
      (!tableHeadings.test(line) || namesPostColumns(line)) &&
      !menu.has(index) &&
      !footer.has(index) &&
      !signed.has(index) &&
      !isPageMarker(line) &&
      !(index >= 5 && runningHeader.test(line.trim())) &&
      !monograms.has(line.trim()),
  );
  const sectionsAsWritten = sectionsByContent(splitIntoSections(lines, resumeHeadings, { prose: false }));
  return { cleaned, cleanText, removed, lines, siteLines: footer, sectionsAsWritten };
}

/**
 * The lines of the sections of `kinds`, each section set apart by a blank line: the last line of "Teaching Experience"
 * never runs on into the first of "Interactive Field Experience".
 */
function linesOfKinds(sections: DocumentSection<ResumeSectionKind>[], kinds: ResumeSectionKind[]): string[] {
  return sections
    .filter((section) => (kinds as string[]).includes(section.kind))
    .flatMap((section, position) => (position === 0 ? section.lines : ['', ...section.lines]));
}

/**
 * The summary as the reading tells it (`ReadResume.summary`), read from the sections alone: a letter written from
 * confirmed facts asks the text for nothing else, and reading the whole resume again was most of such a letter's time.
 */
function summaryOf(sections: DocumentSection<ResumeSectionKind>[]): SummaryAndAims {
  const sectionLines = (...kinds: ResumeSectionKind[]): string[] => linesOfKinds(sections, kinds);
  // "Thorough knowledge of fire safety rules ...", "Proficient with soldering and wiring" under Highlights: claims about
  // the person, read as the summary reads them, never cut at their commas into skills.
  const highlightClaims = sectionLines('highlights', 'skills').filter(isHighlightClaim);
  const summary = [
    ...joinDescriptionLines(sectionLines('summary')),
    ...highlightClaims
      .map((line) => stripBullet(line.trim()).trim())
      .filter((line) => !/^certified\s/i.test(line))
      .map(claimWithoutLabel),
  ];
  // (The lines at the top too: "SALES PROFESSIONAL" / "High-energy sales professional ... Ready to take my skills into
  // B2B / outside sales." is a summary under a heading no dictionary knows, and a LinkedIn page's "Acerca de" one.)
  return {
    summary,
    aims: readOwnAims([
      ...summary,
      ...joinDescriptionLines(
        sections.filter((section) => section.kind === 'preamble').flatMap((section) => section.lines),
      ).filter((line) => !aboutTheMessage.test(line)),
    ]),
    hours: readWeeklyHours(sections),
    relocation: readRelocation(sections.flatMap((section) => section.lines).join('\n')),
    careerBreaks: readCareerBreaks(sections.flatMap((section) => section.lines)),
  };
}

/**
 * The summary's sentences, the aims the person states (own-aims.ts), when in the week they can work (weekly-hours.ts)
 * and a move they state (relocation.ts).
 */
export type SummaryAndAims = {
  summary: string[];
  aims: OwnAim[];
  hours: string[];
  relocation: Relocation | null;
  /** Breaks from paid work the resume states, with their reasons (career-breaks.ts). */
  careerBreaks: CareerBreak[];
};

/**
 * The resume's summary for a letter written from confirmed facts: the whole reading's when it is remembered, or read
 * from the sections alone (the summary is the same either way: only experience sections differ between the two).
 */
export function rememberedResumeSummary(resumeText: string): Readonly<SummaryAndAims> {
  const reading = recentResumes.get(resumeText);
  if (reading)
    return {
      summary: reading.summary,
      aims: reading.aims,
      hours: reading.hours,
      relocation: reading.relocation,
      careerBreaks: reading.careerBreaks,
    };
  return recentSummaries.recall(resumeText, () =>
    deepFreeze(summaryOf(readResumeLayout(resumeText).sectionsAsWritten)),
  );
}

/**
 * "Externships" / "Medical Assistant - 160 hours" / "Kaiser Permanente Medical Center": a post held as a course's
 * training says so in its title ("Medical Assistant (externship)"), as "(volunteer)" does: told as a post
 * worked, a 160-hour externship read as a job ("Most recently, I worked as a Medical Assistant at Kaiser ...").
 */
function withTrainingNotes(roles: ResumeRole[], sections: readonly DocumentSection<ResumeSectionKind>[]): ResumeRole[] {
  const training = sections.flatMap((section) => {
    const kind = section.heading.match(/\b(externship|practicum|clinical rotation)s?\b/iu)?.[1]?.toLowerCase();
    return section.kind === 'experience' && kind ? [{ kind, lines: section.lines.map((line) => line.trim()) }] : [];
  });
  if (training.length === 0) return roles;
  return roles.map((role) => {
    // ("Medical Assistant - 160 hours": the course's hours are no part of the post.)
    const post = role.title.replace(/(?:,|\s+[-–—])\s*\d+\s*(?:hours|hrs)\.?$/iu, '').trim();
    const named = (line: string) =>
      (role.employer !== null && line.includes(role.employer)) || (post !== '' && line.startsWith(post));
    const section = training.find((candidate) => candidate.lines.some(named));
    if (!section || post === '' || new RegExp(`\\b${section.kind}`, 'iu').test(post)) return role;
    return { ...role, title: `${post} (${section.kind})` };
  });
}

/**
 * "Noah M. Myers" / "Assistant Professor of Accounting at Utah Valley University": a headline that names a post at an
 * organisation, as a profile page's does, is the post held now. Where the jobs listed ended years ago ("Squire and
 * Company, 2015-2017") and name no post held now, the letter said "Most recently, I worked as a Senior Consultant".
 */
function withHeadlinePost(roles: ResumeRole[], preamble: readonly string[]): ResumeRole[] {
  if (roles.some((role) => role.period?.current === true)) return roles;
  for (const line of preamble.slice(0, 6)) {
    const post = line
      .trim()
      .match(
        /^((?:\p{Lu}[\p{L}'’-]*\s+)(?:(?:of|and|&|\p{Lu}[\p{L}'’-]*)\s+){0,5}?)(?:at|@)\s+(\p{Lu}[\p{L}\d&'’.-]*(?:\s+(?:of|for|and|&|the|\p{Lu}[\p{L}\d&'’.-]*)){0,6})$/u,
      );
    const title = post?.[1]?.trim();
    const employer = post?.[2]?.trim();
    if (!title || !employer || looksLikePlace(employer)) continue;
    // ("Computer Science Student at Utah State University", "Volunteer at Red Cross", "MBA Candidate at ...": what the
    // person is, never a post they work in.)
    if (
      /\b(?:students?|volunteers?|candidates?|graduates?|alumn\w*|members?|enthusiasts?|aspiring|learners?)\b/iu.test(
        title,
      )
    )
      continue;
    // ("Assistant Professsor of Accounting": a post the vocabulary misses for its typo still names a person by its
    // first word, "Assistant".)
    const head = title.split(/\s+(?:of|for)\s+/u)[0] ?? title;
    if (countTitleWords(title) === 0 && !/(?:or|er|ist|ant|ent|ian)$/u.test(head.split(/\s+/u).at(-1) ?? '')) continue;
    const known = employer.toLowerCase();
    if (roles.some((role) => (role.employer ?? '').toLowerCase().includes(known))) return roles;
    return [
      { title, employer, period: { start: null, end: null, current: true }, location: null, achievements: [] },
      ...roles,
    ];
  }
  return roles;
}

/** The headings a two-column page prints in capitals beside a job's header. */
const columnHeadings =
  /^(?:CERTIFICATES|CERTIFICATIONS|EDUCATION|SKILLS|LANGUAGES|INTERESTS|PROFILE|CONTACT|REFERENCES|AWARDS|HOBBIES|TOOLS|SOFTWARE)\s+(?=\p{Lu}\p{Ll})/u;

/**
 * A two-column page read across its columns glues the left column's words to a job's header: "Adobe InDesign SENIOR
 * GRAPHIC DESIGNER" (a skill before the post in capitals), "CERTIFICATES Coastline Home & Hardware" (a heading before
 * the employer), and "Motion Design Essentials — in progress (online, 2025)" (a course with its status) read as a job.
 * What is certainly debris goes; a "job" whose post is only a status is none.
 */
function withColumnDebrisTrimmed(roles: ResumeRole[]): ResumeRole[] {
  return roles
    .filter((role) => !/^(?:in progress|completed|planned|ongoing)\b/iu.test(role.title))
    .map((role) => {
      const employer = role.employer?.replace(columnHeadings, '') ?? null;
      // The post in capitals, after mixed-case words that name no post (a skill of the column beside it).
      const capitals = role.title.match(/^(.*?\p{Ll}.*?)\s+((?:\p{Lu}{2,}[\p{Lu}&/-]*\s*){2,})$/u);
      const title =
        capitals?.[1] && capitals[2] && !looksLikeTitle(capitals[1]) && looksLikeTitle(capitals[2].trim())
          ? // ("SENIOR GRAPHIC DESIGNER" is said "Senior Graphic Designer".)
            titleCaseFromCapitals(capitals[2].trim())
          : role.title;
      return employer === role.employer && title === role.title ? role : { ...role, employer, title };
    });
}

/**
 * "CTO, Co-Founder" / "CivSoft" / "Current" / ... / "Extended Honeymoon" / "April 2022 - April 2023" / "Took a year off
 * to travel the country ...": dates alone on a line among a dated job's work open a block of their own, whose header
 * the reader did not know; what stands from them on is no work of the job ("my work includes various repairs and
 * maintenance on 97 Dodge Ram").
 */
export function withoutBlocksAfterDates(roles: ResumeRole[]): ResumeRole[] {
  return roles.map((role) => {
    if (role.period === null) return role;
    const at = role.achievements.findIndex((achievement) => {
      const period = findPeriod(achievement.text);
      return period !== undefined && (period.end !== null || period.current) && isPeriodOnlyLine(achievement.text);
    });
    if (at < 0) return role;
    // ("Reporting de cuentas" / "Action Line de Argentina" over the dates: the block's own name and employer, short
    // lines with no sentence's end, go with it.)
    let end = at;
    const namesBlock = (text: string) =>
      (countSpaceSeparatedParts(text) <= 5 && !/[.!?;:]$/u.test(text)) || /\s\|\s/u.test(text);
    while (end > 1 && namesBlock(role.achievements[end - 1]?.text ?? '')) end -= 1;
    return { ...role, achievements: role.achievements.slice(0, end) };
  });
}

/**
 * The name and the town of an organisation the resume writes with its town and state or province run on
 * ("Southlake Regional Health Centre Newmarket, ON"), where `name` is read as it stood before the comma.
 */
function townAfterName(name: string, text: string): { name: string; place: string } | undefined {
  const at = text.indexOf(`${name},`);
  const code = at < 0 ? undefined : text.slice(at + name.length + 1).match(/^\s*([A-Z]{2,3})\b/u)?.[1];
  return code === undefined ? undefined : splitTrailingTown(`${name}, ${code}`);
}

/**
 * A role's employer and post as a letter can name them: an employer that runs on into its town and province has the
 * town as its place instead; a hotel's stars, a year read as the employer and a status word before the post go; and a
 * placement's kind under a placements heading is that placement.
 */
function withEmployerAndPostTidied(read: ResumeRole, text: string): ResumeRole {
  // "2026, pending Band 6 MSK Physiotherapist Sep 2018 – Jul 2022": a two-column page a viewer ran into one line gave a
  // year for the employer and a registration's status before the post; a year is no employer, and "pending" no part
  // of a post (a held-out letter said "I worked as a pending Band 6 MSK Physiotherapist at 2026").
  const given = {
    ...read,
    employer: read.employer !== null && !/\p{L}/u.test(read.employer) ? null : read.employer,
    title: read.title.replace(/^(?:pending|lapsed|expired|submitted|current|active)\s+(?=\p{Lu})/u, ''),
  };
  // "Barrowside Veterinary Hospital, Carlow – small animal" under "CLINICAL PLACEMENTS": the kind of placement, in
  // small letters, where a post's title stands, is that placement ("a small animal placement"), no post ("As a small
  // animal there" in a held-out letter).
  if (
    given.employer !== null &&
    /^\p{Ll}[\p{Ll}\s&/-]*$/u.test(given.title) &&
    !looksLikeTitle(given.title) &&
    /^[ \t]*(?:\p{L}+[ \t]+){0,2}placements?\b[^\n]{0,40}$/imu.test(text)
  )
    given.title = `${given.title} placement`;
  // "Hotel Marina Blava ****", "Grand Hotel ★★★★★": the hotel's stars are its rating, no part of its name (a letter
  // printed "en el Hotel Marina Blava ****").
  const role =
    given.employer !== null && /\s(?:\*{2,5}|[★☆]{1,5})\s*(?:[A-Z]{1,2}\s*)?$/u.test(given.employer)
      ? { ...given, employer: given.employer.replace(/\s+(?:\*{2,5}|[★☆]{1,5})\s*(?:[A-Z]{1,2}\s*)?$/u, '') }
      : given;
  const split = role.employer === null ? undefined : townAfterName(role.employer, text);
  return split ? { ...role, employer: split.name, location: role.location ?? split.place } : role;
}

/** "York University Toronto, ON": each school without the town and province its line runs on into. */
function withSchoolsWithoutTown(education: Education[], text: string): Education[] {
  return education.map((entry) => {
    const split = entry.institution === null ? undefined : townAfterName(entry.institution, text);
    return split ? { ...entry, institution: split.name } : entry;
  });
}

/**
 * "Fourth Grade Student Teacher, Spring 2014" / "Current student teaching placement will be completed in May 2014": a
 * post the resume calls current, whose own line says when it ends, ended then once that date has passed (read in
 * 2026, the letter said "I have worked as a Fourth Grade Student Teacher ... since 2014").
 */
function withStaleCurrentEnded(roles: ResumeRole[], today: Date = new Date()): ResumeRole[] {
  return roles.map((role) => {
    if (role.period?.current !== true) return role;
    for (const achievement of role.achievements) {
      const ending = achievement.text.match(
        /\b(?:will be (?:completed|finished|over)\s+|(?:ends|ending|finishes|finishing|completes|completing|runs)\s+(?:in\s+|on\s+)?|(?:until|through)\s+|expected to (?:end|finish|be completed)\s+(?:in\s+)?)((?:in\s+)?((?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+)?((?:19|20)\d{2}))\b/iu,
      );
      const year = Number(ending?.[3] ?? Number.NaN);
      if (ending?.[1] && year < today.getFullYear())
        return {
          ...role,
          period: { start: role.period.start, end: ending[1].replace(/^in\s+/iu, ''), current: false },
        };
    }
    return role;
  });
}

/**
 * A credential's row with its status in brackets: "Airside Driving Permit, Dublin Airport (expired Aug 2025)", "Forklift
 * Licence – Counterbalance (valid until 2027)". Read where a resume has no headings, whose rows the role reader would
 * take for posts.
 */
const credentialRow =
  /^(?:[\p{L}&'’-]+\s+){0,5}(?:permit|licen[cs]e|certificate|certification|card|registration|ticket|pass)\b[^()]*\([^()]*\b(?:expired|expires|expiring|valid|lapsed|renewed|renewal|until)\b[^()]*\)\s*$/iu;

/** "Manual Handling – expired", "Forklift licence - valid until 2027": a credential's status after a dash, ending its row. */
const statusAfterDash =
  /\s[–—-]\s*(?:expired|lapsed|valid(?:\s+(?:until|to)\b.*)?|in progress|planned|booked\b.*|renewal due\b.*)\s*$/iu;

const unheadedFactRow =
  /^\s*(?:languages?|spoken languages|skills|interests|hobbies|availability|available\s+(?:from|immediately|now)|notice period|references)\b\s*[:–-]?/iu;

function readResumeText(resumeText: string): ReadResume {
  const { cleaned, cleanText, removed, lines, siteLines, sectionsAsWritten } = readResumeLayout(resumeText);
  const preamble =
    sectionsAsWritten.find((section) => section.kind === 'preamble')?.lines.filter((line) => line !== '') ?? [];
  // "Professional References" / "John M Guthiga" / "john.guthiga@example.com": a referee's address and number are never
  // the person's (a letter gave the referee's address as the applicant's).
  const ownText = sectionsAsWritten.some((section) => section.kind === 'references')
    ? sectionsAsWritten
        .filter((section) => section.kind !== 'references')
        .flatMap((section) => [section.heading, ...section.lines])
        .join('\n')
    : cleanText;
  const header = withNameFromEmail(
    withNameFromSignOff(
      withNameFromSite(
        withNameAfterSideColumn(withLinkedInName(readResumeHeader(preamble, ownText, lines.slice(0, 6)), lines), lines),
        lines,
        cleanText,
      ),
      lines,
    ),
  );
  const sections = withHeaderlessExperienceApart(withFreelanceRoles(sectionsAsWritten, lines, header.headline));
  // (Sections of one kind are read together: `linesOfKinds`.)
  const sectionLines = (...kinds: ResumeSectionKind[]): string[] => linesOfKinds(sections, kinds);

  // "Verizon Wireless 2010 to Present" over its posts, each dated within those years (employer-over-posts.ts).
  const employerPosts = readEmployerOverPosts(
    withSummaryDates(withBulletedHeaders(withColumnsZipped(sectionLines('experience'))), sectionLines('summary')),
  );
  const experience = readRolesAndInterruptions(employerPosts.rest, { ownName: header.name });
  let roles: ResumeRole[] = [...employerPosts.roles, ...experience.roles];
  // Jobs a two-column page pasted column by column set under other headings (read-roles.ts, readJobBlocksAnywhere),
  // in the order of their dates with the jobs the experience held.
  const strayJobs = readJobBlocksAnywhere(
    sections
      .filter(
        (section) => !['experience', 'education', 'projects', 'volunteering', 'references'].includes(section.kind),
      )
      .flatMap((section) => ['', ...section.lines]),
  ).filter(
    (stray) =>
      !roles.some((role) => role.title.toLowerCase() === stray.title.toLowerCase() && role.employer === stray.employer),
  );
  if (strayJobs.length > 0) {
    const startYear = (role: ResumeRole) => yearIn(role.period?.start) ?? yearIn(role.period?.end) ?? 0;
    roles = [...roles, ...strayJobs].sort((left, right) => startYear(right) - startYear(left));
  }
  // Projects a PDF export printed inside the experience ("PROJECTS Classification of ...") are projects still.
  const interruptedProjects = experience.interruptions
    .filter((interruption) => interruption.kind === 'projects')
    .flatMap((interruption) => interruption.lines);
  // "Reading helper", "PTA treasurer" under Volunteering: unpaid posts, which say so ("Reading helper (volunteer)"),
  // so that no letter opens on one as the person's job while a paid one is on the resume (review of set P).
  // (A student's clubs and societies, "EXTRACURRICULARS", are read like volunteering and keep their posts' names.)
  const volunteering = sections.filter(
    // ("Expériences diverses": other jobs as often as causes; a receptionist's post there was told as a volunteer's.)
    (section) =>
      section.kind === 'volunteering' && !/extra-?curricular|societ|club|diverses|divers\b/iu.test(section.heading),
  );
  // The language the resume is written in, read once for the fact sheet and the unnamed volunteer's post below.
  const language = detectLanguage(cleanText);
  // (An unnamed volunteer's post in the resume's own language: "En tant que volunteer" in a French letter before.)
  const volunteerWord = { fr: 'Bénévole', de: 'Ehrenamtliche Tätigkeit', es: 'Voluntariado' }[language] ?? 'Volunteer';
  const volunteerRoles = readRoles(withVolunteerPostsParted(sectionLines('volunteering')), {
    defaultTitle: volunteerWord,
  }).map((role) =>
    volunteering.length === 0 ||
    /\b(?:volunteer\w*|voluntary|unpaid|pro bono|voluntari(?:[oa]|ado)|bénévole|freiwillige\w*|ehrenamtlich\w*)(?![\p{L}])/iu.test(
      role.title,
    )
      ? role
      : { ...role, title: `${role.title} (volunteer)` },
  );
  // Rows of schooling the role reader found among the jobs: the resume's education still (each its first line: the
  // lines after it, what was studied, are no row of their own).
  let schoolingRows = experience.interruptions
    .filter((interruption) => interruption.kind === 'schooling')
    .flatMap((interruption) => interruption.lines.slice(0, 1));
  // "Airside Driving Permit, Dublin Airport (expired Aug 2025)" in a resume with no headings: a credential and the
  // training lines under it, never a post at "Airside Driving Permit" (held-out set BK).
  const unheadedCredentialLines: string[] = [];
  if (roles.length === 0) {
    // No experience heading the dictionary knows: look for role headers anywhere outside the known sections.
    const unheadedLines = sections
      .filter((section) => ['preamble', 'summary', 'additional'].includes(section.kind) || section.heading === '')
      .flatMap((section) => section.lines);
    // ("SCA Barista Skills – Intermediate (2023)" / "Manual Handling – expired": a block of rows, one of them a
    // credential's status after its dash, is the resume's credentials, every row of it.)
    const blockOf = (index: number) => {
      let start = index;
      while (start > 0 && (unheadedLines[start - 1] ?? '').trim() !== '') start -= 1;
      let end = index;
      while (end + 1 < unheadedLines.length && (unheadedLines[end + 1] ?? '').trim() !== '') end += 1;
      return { start, end };
    };
    const credentialBlockLines = new Set<number>();
    unheadedLines.forEach((line, index) => {
      if (!statusAfterDash.test(line)) return;
      const { start, end } = blockOf(index);
      if (end - start <= 6) for (let inside = start; inside <= end; inside += 1) credentialBlockLines.add(inside);
    });
    let inCredentialBlock = false;
    const jobLines = unheadedLines.filter((line, index) => {
      if (line.trim() === '') inCredentialBlock = false;
      else if (credentialRow.test(line) || credentialBlockLines.has(index)) inCredentialBlock = true;
      if (inCredentialBlock) unheadedCredentialLines.push(line);
      // ("Languages: English (native), Dutch A2", "Available from January 2027.": the resume's other facts, in rows
      // of their own, never lines of the job above.)
      return !inCredentialBlock && !unheadedFactRow.test(line);
    });
    const unheaded = readRolesAndInterruptions(jobLines);
    roles = unheaded.roles;
    schoolingRows = unheaded.interruptions
      .filter((interruption) => interruption.kind === 'schooling')
      .flatMap((interruption) => interruption.lines.slice(0, 1));
  }
  // A form's labelled jobs ("company - ...", "description - ...") are read by their labels, which the role reader
  // took for a post and an employer ("company" at "HR Assistant").
  // Any other resume with no job read yet is looked at for such labels too.
  if (roles.length === 0 || labelsJobsByForm(lines)) {
    const labelled = readLabelledRoles(lines, header.headline);
    if (labelled.length > 0 || roles.length === 0) roles = labelled;
  }
  // "Since 2021 I have worked as a Family Service Worker with ...": the jobs of a resume written as paragraphs, for the
  // fact sheet; the paragraphs stay the letter's evidence (`prose` below).
  // The lines a resume written as paragraphs tells its work in: read for its jobs here, and for its sentences below.
  const proseLines = sections
    .filter(
      (section) => ['preamble', 'summary', 'additional', 'experience'].includes(section.kind) || section.heading === '',
    )
    .flatMap((section) => section.lines);
  // "Graphic Layout Artist - Transcontinental Premedia" over what was done there, with no dates anywhere: a site's
  // resume page of undated jobs (undated-posts.ts).
  if (roles.length === 0) roles = readUndatedPosts(proseLines);
  // ("Chef Mike" over "I am currently the Head Chef at Breakside Brewery ...": a site's page whose only "post" is a
  // line naming no employer and no dates, while its sentences name the jobs, is read from its sentences.)
  // (A page whose only post set out as one is its volunteering, "Voluntaria – Coordinadora de acopio, Banco de Alimentos
  // ... (2019 – 2022)", tells its jobs in its paragraphs all the same; the volunteering stays, after them.)
  const volunteeringOnly =
    roles.length > 0 &&
    roles.every((role) => /(?<![\p{L}])(?:volunt\p{L}*|bénévole|ehrenamt\p{L}*)(?![\p{L}])/iu.test(role.title));
  const proseRoles =
    roles.every((role) => role.employer === null && role.period === null) || volunteeringOnly
      ? readProseRoles(proseLines)
      : [];
  const rolesFromProse = roles.length === 0 || proseRoles.length > 0;
  if (rolesFromProse) roles = volunteeringOnly ? [...proseRoles, ...roles] : proseRoles;
  // "Online Intern : Graphic Design YHM Magazine - City , State" inside Education: a job, whose lines are its work and
  // never the degree's ("During my studies, I created business card designs" was the internship's).
  // "Licensing and Education", "Certifications & Education": a section named for both holds the degrees too.
  const educationParts = splitWorkFromEducation([
    ...sectionLines('education'),
    ...sections
      .filter((section) => section.kind === 'certifications' && /\beducation\b/iu.test(section.heading))
      .flatMap((section) => section.lines.flatMap((line) => splitSentences(line))),
  ]);
  // Posts the role reader took from words that name no post: "Mitarbeit bei Internet-Gottesdiensten" (taking part in
  // the employer's work; a letter had said "Außerdem bin ich als Mitarbeit bei ... tätig"), "FIRST Robotics Competition
  // - Team 5940" (which of the organisation's teams; "Team Lead" and "Team Member" are posts, a number names a team),
  // and "Gesellenbrief KFZ-Mechatroniker, Autohaus Konrad" (an apprenticeship named by the journeyman's certificate it
  // ended with: the post is the trade, the certificate the person's qualification, read with the schooling).
  const apprenticeship = /^(?:Gesellenbrief|Gesellenprüfung|Facharbeiterbrief)\s+(?:als\s+|zum\s+|zur\s+)?(\S.*)$/u;
  for (const role of roles) {
    if (!apprenticeship.test(role.title)) continue;
    const year = yearIn(role.period?.end) ?? '';
    schoolingRows.push(`${year}, ${role.title}${role.employer ? `, ${role.employer}` : ''}`);
  }
  roles = roles.map((role) => {
    if (/^(?:Mitarbeit|Mithilfe|Mitwirkung)$/u.test(role.title) && role.employer !== null)
      return { ...role, title: '' };
    if (/^Team\s+#?\d[\w-]*$/u.test(role.title) && role.employer !== null)
      return { ...role, title: '', employer: `${role.employer} (${role.title})` };
    const trade = role.title.match(apprenticeship)?.[1];
    return trade === undefined ? role : { ...role, title: trade };
  });
  roles = withColumnDebrisTrimmed(roles);
  roles = withoutBlocksAfterDates(roles);
  roles = withTrainingNotes(roles, sections);
  roles = withHeadlinePost(roles, preamble);
  roles = withStaleCurrentEnded(roles);
  // "Position: QA/QC Civil Engineer.": the sentence's point is no part of the title ("as a QA/QC Civil Engineer. at
  // ..." in a letter, review of a held-out resume); an abbreviation's stays ("Sr.", "Asst.").
  roles = roles
    .map((role) =>
      /\p{L}{3}\.$/u.test(role.title) && !/\b(?:Asst|Assoc|Admin|Coord|Mgr|Dept|Engr|Tech|Supt)\.$/u.test(role.title)
        ? { ...role, title: role.title.slice(0, -1) }
        : role,
    )
    // ("Student Nurse Sept 2015 - Dec 2015, Jan 2016 - April 2016": the further stints of a post are no part of its name.)
    .map((role) => {
      const title = role.title.replace(
        /,\s*(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)[a-z]*\.?\s+(?:19|20)\d{2}\b.*$/u,
        '',
      );
      return title === role.title ? role : { ...role, title };
    })
    // ("Ewaso Nyiro South Development Fund (ENSDA).": nor is the point after an employer's abbreviation.)
    .map((role) => (role.employer?.endsWith(').') ? { ...role, employer: role.employer.slice(0, -1) } : role))
    // "04/2019 - 06/2014": an end before the start is a slip of the hand; the start stands, the end is unknown (the
    // letter had called a job of 2016 the most recent one).
    .map((role) => {
      return role.period && (yearIn(role.period.end) ?? Number.NaN) < (yearIn(role.period.start) ?? Number.NaN)
        ? { ...role, period: { ...role.period, end: null } }
        : role;
    });
  roles = [...roles, ...educationParts.roles, ...volunteerRoles]
    // "CPC Transport Manager (International Road Haulage) – studying, exam March 2027" under the work history is a
    // course, not a job.
    // "Warehouse Operative (part-time while studying)": a note on the terms is no course.
    // ("Enrolled Nurse", "Enrolled Midwife": a grade of the trade, which names a post.)
    .filter(
      (role) =>
        !/\b(?:studying|exam|enrolled(?!\s+(?:nurse|midwife|nursing))|coursework)\b/i.test(
          `${role.title} ${role.employer ?? ''}`.replace(/\([^()]*\)/gu, ''),
        ),
    )
    // "Tools: Illustrator (advanced)": a labelled list under the work history, not a job.
    .filter((role) => !/^[\p{L} ]{2,20}:\s/u.test(role.title))
    // "2012 GED: Rockingham Community College - Wentworth, NC", "2016-2017 East Carolina University – Greenville, NC" in
    // a resume with no headings: schooling, read as a job without a post, is no job.
    .filter(
      (role) =>
        !(
          role.title.trim() === '' &&
          role.achievements.length <= 1 &&
          /^(?:GED|High School Diploma|Diploma|Associate|Bachelor|Master|BSc|BA|MSc|MA|MBA|PhD)\b|\b(?:University|College|Polytechnic|High School|Academy|Bootcamp)\b/u.test(
            role.employer ?? '',
          )
        ),
    )
    // A post that starts after this year is not work done: "CPC Transport Manager ... – studying, exam March 2027".
    .filter((role) => Number(role.period?.start?.match(/(?:19|20)\d{2}/)?.[0] ?? 0) <= new Date().getFullYear())
    .slice(0, 30);

  // "Thorough knowledge of fire safety rules ...", "Proficient with soldering and wiring" under Highlights: claims about
  // the person, told with the summary and never cut at their commas into skills.
  const highlightClaims = sectionLines('highlights', 'skills').filter(isHighlightClaim);
  const { summary, aims, hours, relocation, careerBreaks } = summaryOf(sections);
  // A resume set out by skills tells its work under them: "• Imaged and deployed laptops using SCCM task sequences",
  // "• Explained kit faults to officers and soldiers with no tech background". Deeds, told as results tied to no job,
  // never cut at their commas into skills.
  // (Only a bullet whole on its line: one the next line goes on is a wrapped line, or a two-column page read across.)
  const skillLines = sectionLines('skills');
  // A resume whose jobs list no work at all ("2012 - 2018  Teacher Aide, Kowhai Park School") tells it under its skills
  // in the present: "* Running small-group reading and phonics sessions ...". Those are its deeds too
  // (docs/decisions/0045-words-a-bullet-leaves-out.md).
  // (A volunteer post's own lines make no resume less functional: "Build Day Crew Lead (volunteer)" under Volunteer.)
  const paidRoles = roles.filter((role) => !/\bvolunteer\b/iu.test(`${role.title} ${role.employer ?? ''}`));
  const functional = paidRoles.length > 0 && paidRoles.every((role) => role.achievements.length === 0);
  const skillDeeds = skillLines.filter((line, index) => {
    const next = skillLines[index + 1]?.trim() ?? '';
    const item = stripBullet(line.trim());
    return (
      isBulletLine(line.trim()) &&
      countSpaceSeparatedParts(line) >= 6 &&
      // ("Customer satisfaction (NPS) up from 52 to 67 in the Paint & Décor department": a result without a verb of the
      // person's, as under highlights.)
      (startsWithPastVerb(item) || reportedResult.test(item) || (functional && opensWithPresentDeed(item))) &&
      (next === '' || isBulletLine(next))
    );
  });
  // "Skills and Certifications" / "• Certified Public Accountant, Utah (Active), April 2016 – Present": a section of
  // both, whose credentials are read as credentials, never cut at their commas into skills ("Utah (Active)").
  const skillCertificationLines = sections
    .filter((section) => section.kind === 'skills' && certificationHeadingWord.test(section.heading))
    .flatMap((section) => section.lines)
    .filter((line) =>
      /\b(?:certified|certificate|certification|licen[cs]ed?|registered|chartered|CPA|CMA|CFA|PMP)\b/iu.test(line),
    );
  // "* Cut AWS spend by ~SGD 41k/month (about 28%) through Karpenter, ...", "* Speaker, "Error budgets ...",
  // DevOpsDays Singapore 2025." under Key Achievements: a deed or a sentence, never a list of skills cut at its commas
  // (a letter had said "My skills include DevOpsDays Singapore 2025").
  // ("- Attended approx. 140 cases under supervision, including 9 cardiac arrests" / "(2 with ROSC), STEMI
  // pre-notification, ...": a bulleted list's wrapped line goes on with its item, whatever its commas.)
  const highlightLines = sectionLines('highlights');
  const bulletedHighlights = highlightLines.filter((line) => isBulletLine(line.trim())).length >= 2;
  const highlightSentences = new Set(
    highlightLines.filter((line, index) => {
      const item = stripBullet(line.trim()).trim();
      const wrapped =
        bulletedHighlights &&
        !isBulletLine(line.trim()) &&
        index > 0 &&
        (highlightLines[index - 1]?.trim() ?? '') !== '';
      return wrapped || (countSpaceSeparatedParts(item) >= 5 && (startsWithPastVerb(item) || /[.!?]$/u.test(item)));
    }),
  );
  const listedSkills = readSkillList(
    sectionLines('skills', 'highlights').filter(
      // A long line is prose, unless it is a list run on one line ("Civil 3D · AutoCAD · S278 / S38 agreements ·"). A
      // note in brackets makes no line prose ("Dynamics 365 Business Central – basic (used for 3 months during ...)").
      (line) =>
        (countSpaceSeparatedParts(line.replace(/\([^()]*\)/gu, '')) <= 14 ||
          (line.match(/[·•|,;]/gu) ?? []).length >= 3) &&
        !highlightClaims.includes(line) &&
        !highlightSentences.has(line) &&
        !skillDeeds.includes(line) &&
        !skillCertificationLines.includes(line) &&
        // "GUEST EXPERIENCE & SERVICE RECOVERY", "SAFETY, HYGIENE & STAYING CALM UNDER PRESSURE": a heading in capitals
        // over a skills-based resume's deeds names no skill.
        !(
          !isBulletLine(line.trim()) &&
          /^[\p{Lu}&,/' -]+$/u.test(line.trim()) &&
          countSpaceSeparatedParts(line) >= 3 &&
          /\p{Lu}{5,}/u.test(line)
        ),
    ),
  );
  // Tools the vocabulary knows that roles mention but the skills list leaves out.
  const listedKeys = new Set(listedSkills.map((skill) => skill.name.toLowerCase()));
  // "Certified scaffold and rigging inspector" listed under Highlights is a credential like any under Certifications.
  const certifiedHighlights = highlightClaims.filter((line) => /^certified\s/i.test(line.trim()));
  // "Education & Certs", "Education and Certifications": a section of both, whose certifications are read as those
  // under a heading of their own are (set W's "ITIL 4 Foundation - 2022" under one was told as the skill "ITIL").
  // ("Qualification | Institution | Year | Status" under "Education and Training": a table that gives each row's status
  // lists certificates as much as degrees.)
  const sharedCertificationLines = sections
    .filter(
      (section) =>
        section.kind === 'education' &&
        (certificationHeadingWord.test(section.heading) ||
          section.lines.some((line) => isTableHeaderRow(line) && /\bstatus\b/iu.test(line))),
    )
    .flatMap((section) => section.lines)
    // "Education & training": its lines that give a certificate's standing after a dash ("HACCP Level 2 – held (renewed
    // 2024)", "Food Safety Level 3 – expired 2023", "NPQSENCO – applied, hoping to begin next year") are credentials;
    // its other lines are studies (a held-out chef's and teacher's certificates were read as nothing at all).
    .concat(
      sections
        .filter(
          (section) =>
            section.kind === 'education' &&
            !certificationHeadingWord.test(section.heading) &&
            /\btraining\b/iu.test(section.heading),
        )
        .flatMap((section) => section.lines)
        .filter((line) => standingAfterDash.test(line)),
    )
    // "Registered HR Practitioner – South African Board for People Practices (SABPP), registered 2020, reg. no. ..."
    // under "Education & professional development": a registration with a professional body, listed among the studies,
    // is a credential (the ad's SABPP registration had gone unsaid).
    .concat(
      sections
        .filter((section) => section.kind === 'education' && !certificationHeadingWord.test(section.heading))
        .flatMap((section) => section.lines)
        .filter((line) => /^[\s•*·-]*Registered\s+\p{Lu}[\p{L} ]{2,40}\s[-–—]\s/u.test(line)),
    )
    // ("HNC Computing - Glasgow Clyde College, 2019", "CAP Cuisine – CFA de Lyon": a study at a school, read under
    // Education.)
    .filter(
      (line) =>
        readEducation([line]).length === 0 &&
        !/\s[-–—]\s[^,]*(?<![\p{L}\p{N}_])(?:College|University|Academy|School|Institute|Institut|Centre|Center|CFA|Polytechnic|Hochschule|Universität|Lycée|École|Universidad|Escuela)\b/u.test(
          line,
        ),
    );
  // "Forklift driver 8 yrs, counterbalance licence (RTITB) in date. reach truck course booked 14th jan.": a short
  // resume's opening lines state its licences, with their status, in a sentence; each clause naming a licence, a
  // ticket, a card, a certificate or a course with its status is read as a row of credentials (the held licence and
  // the booked course had been passed over).
  const statedCredentialClauses = sections
    .filter((section) => section.kind === 'preamble' || section.kind === 'summary')
    .flatMap((section) => section.lines.flatMap((line) => splitSentences(line)))
    .filter((sentence) => countSpaceSeparatedParts(sentence) <= 25)
    // (". reach truck course ...": a sentence a quick writer began in small letters ends at its point all the same.)
    .flatMap((sentence) => sentence.split(/,\s+|;\s+|(?<=\p{Ll}{2})\.\s+(?=\p{Ll})/u))
    .map((clause) => clause.trim().replace(/[.;]+$/u, ''))
    .filter(
      (clause) =>
        /\b(?:licen[cs]e|ticket|card|certificate|course)\b/iu.test(clause) &&
        /\b(?:in date|valid|current|held|booked|scheduled|expired|lapsed)\b/iu.test(clause) &&
        !/\b(?:I|my|we|our)\b/u.test(clause) &&
        countSpaceSeparatedParts(clause) <= 10,
    )
    .map((clause) => `${clause.charAt(0).toUpperCase()}${clause.slice(1)}`);
  const credentials = tidyCredentials(
    readCredentials(
      [
        ...statedCredentialClauses,
        ...sections
          .filter((section) => section.kind === 'certifications')
          .flatMap((section) => withRegistrationNamed(section)),
        ...sharedCertificationLines,
        ...skillCertificationLines,
        ...certifiedHighlights,
        ...unheadedCredentialLines,
      ],
      cleanText,
    ),
    cleanText,
  );
  // A credential is never also a plain skill: "PRINCE2 (planned)" must not come back as the skill PRINCE2.
  const credentialText = credentials.map((credential) => credential.name).join(' | ');
  const writtenNames = /\(/.test(cleanText) ? findSkills(cleanText) : [];
  // "In progress: migrating to TypeScript", "Currently learning: Rust": a tool on such a line is not yet the person's.
  // "completed ... a Playwright (TypeScript) online course on Udemy": a tool met on a course is not yet one the person
  // works with.
  // "Currently learning dbt and more advanced Python (pandas, scikit-learn). Next up: I'm planning to sit the PL-300
  // (Power BI Data Analyst) exam": a sentence of tools being learned gives them as learned so far, one of plans gives
  // none (review of set P: "My skills include Power BI").
  const notYetSentences: string[] = [];
  // (A paper's authors and a referee's post name no tool of the person's: "Jenkins, H.S." among a paper's authors had
  // been the skill Jenkins.)
  const othersLines = new Set(
    sections
      .filter((section) => section.kind === 'publications' || section.kind === 'references')
      .flatMap((section) => section.lines),
  );
  // (Nor does a site's footer or the profiles it shows beside the person's: "Accessibility" had been a skill.)
  const doneText = cleanText
    .split('\n')
    .filter(
      (line, index) =>
        !siteLines.has(index) &&
        !workNotYetDoneLabel.test(line) &&
        !othersLines.has(line) &&
        // ("Reference: Ray Villarreal, 2nd Shift Supervisor, Alamo Precision": a referee named on a line of its own
        // outside a References section, whose name is no tool ("My skills include ... Ray" in a held-out letter).)
        !/^\s*(?:references?|referees?|referencias?|références?|referenzen)\s*[:–—-]/iu.test(line) &&
        // ("Publications:Osei L.K., Jenkins, H.S. ...": the heading's line, its first paper after the colon.)
        !othersLines.has(line.slice(line.indexOf(':') + 1).trim()),
    )
    .map((line) =>
      onlineCourse.test(line) || toolsNotYetHeld.test(line)
        ? line
            .split(/(?<=[.!?])\s+/u)
            .filter((sentence) => {
              if (onlineCourse.test(sentence)) return false;
              if (!toolsNotYetHeld.test(sentence)) return true;
              notYetSentences.push(sentence);
              return false;
            })
            .join(' ')
        : line,
    )
    .join('\n');
  const learningText = notYetSentences.filter((sentence) => toolsBeingLearned.test(sentence)).join('\n');
  // "Tasha Jenkins": the person's own name is no tool.
  const ownNames = new Set((header.name ?? '').toLowerCase().split(/\s+/u));
  // "Analyst, Oracle, 2015 - Present": an employer whose name a tool shares is where the person worked, no tool the
  // person names (the letter had listed "Oracle Database" of a job at Oracle).
  const employerTools = new Set(
    roles.flatMap((role) => {
      // (A name of two words at most: "Amazon Web Services" names a cloud the person may well have used.)
      const tool =
        role.employer === null || countSpaceSeparatedParts(role.employer) > 2
          ? undefined
          : canonicalSkillName(role.employer);
      // ("Swift Transportation": a firm named by a word a tool is also named by is no Swift the person writes code in.)
      const firstWord = role.employer === null ? undefined : canonicalSkillName(role.employer.split(/\s+/u)[0] ?? '');
      return [tool, firstWord].filter((name) => name !== undefined);
    }),
  );
  // (The names as the work's lines write them, read once for every skill below; only a resume in another language needs
  // them.)
  const doneMentions = language === 'en' ? [] : findSkills(doneText);
  const mentionedSkills: Skill[] = listSkillNames(doneText)
    .filter((name) => !listedKeys.has(name.toLowerCase()) && !containsWholeWord(credentialText, name))
    .filter((name) => !ownNames.has(name.toLowerCase()) && !employerTools.has(name))
    // "C" in "F/A-18C/D/E/F" or "C-2s" is a model name, not the language: a one-letter name counts only where it
    // stands alone.
    // "A levels: English Literature B, Art C, Sociology C": a grade is no language either.
    // "1040 with Schedules A, C, E": a letter in a list of letters is no language; one counts only on a line that names
    // programming or another language to program in ("Languages : Python, SQL, C, Java").
    .filter(
      (name) =>
        name.length > 1 ||
        cleanText.split('\n').some(
          (line) =>
            !/\b(?:A[- ]?levels?|AS[- ]levels?|GCSEs?|grades?|Highers)\b/iu.test(line) &&
            // ("R (tidyverse) - intermediate": a skills list's own entry, the letter first on its short line.)
            (/\b(?:languages?|programming|coding|python|java|sql|javascript|typescript|matlab|rust|ruby|php|perl|scala|kotlin|swift|stata|spss|sas|julia|bash|fortran|ggplot2|tidyverse|rstudio)\b|C\+\+|C#/iu.test(
              line,
            ) ||
              (line.length <= 60 && new RegExp(`^[-•*·\\s]*${escapeRegExp(name)}\\s*[(,:–—-]`, 'u').test(line))) &&
            new RegExp(`(?<![\\w/.-])${escapeRegExp(name)}(?![\\w/+#.-])`).test(line),
        ),
    )
    // "RabbitMQ/Kafka (Grundlagen)" listed: RabbitMQ found in it keeps its "basics", never plain "RabbitMQ".
    .map((name) => ({
      // ("WCAG 2.2" in a Spanish CV is the vocabulary's "Accessibility": a letter in the resume's language names it as
      // the resume does, never by an English word it never wrote.)
      name:
        language !== 'en' && !containsWholeWord(cleanText, name)
          ? (doneMentions.find((mention) => mention.name === name)?.text ?? name)
          : name,
      // "Tools I use: ..., Photoshop (basic), HTML (a little)" in prose: the level written beside the name.
      qualifier:
        listedSkills.find((skill) => containsWholeWord(skill.name, name))?.qualifier ??
        qualifierAfterMention(cleanText, name) ??
        // "Photoshop (basic)" for the vocabulary's "Adobe Photoshop": the name as the resume wrote it.
        writtenNames
          .filter((mention) => mention.name === name)
          .map((mention) => qualifierAfterMention(cleanText, mention.text))
          .find((qualifier) => qualifier !== null) ??
        null,
    }))
    // (A name as written that the list holds already, "WCAG" in "WCAG 2.2 (conocimientos, ...)", is said there.)
    .filter(
      (skill) =>
        canonicalSkillName(skill.name) === skill.name ||
        !listedSkills.some((listed) => containsWholeWord(listed.name, skill.name)),
    );
  // Tools named only in a sentence of learning, never in the list or the work: the person's, as being learned.
  const knownKeys = new Set([...listedKeys, ...mentionedSkills.map((skill) => skill.name.toLowerCase())]);
  const learningSkills: Skill[] = listSkillNames(learningText)
    .filter((name) => !knownKeys.has(name.toLowerCase()) && !containsWholeWord(credentialText, name))
    .map((name) => ({ name, qualifier: 'learning' }));
  // Results listed under highlights, accomplishments or awards: sentences that say what the person did.
  // "Projects and Achievements" over "Developed a Node.js application ...", "Received commendation from management at
  // Stonegate Physio ...": a projects section that names no project lists what the person did, as highlights do.
  const projects = readProjects([...sectionLines('projects'), ...interruptedProjects]).filter(
    (project) => header.name === null || project.name.trim().toLowerCase() !== header.name.trim().toLowerCase(),
  );
  const unnamedProjectDeeds =
    projects.length === 0
      ? // ("replaced 36 PTAC units over 3 weekends with zero" / "resident no-heat nights": a deed the page wrapped, read
        // whole; cut at the wrap, a letter said "with zero".)
        joinDescriptionLines(sectionLines('projects')).filter((line) => startsWithPastVerb(stripBullet(line.trim())))
      : [];
  const results = joinDescriptionLines([...sectionLines('highlights', 'awards'), ...skillDeeds, ...unnamedProjectDeeds])
    // "Completed the audit training in 2018; Employee of the Quarter 2019": one item per clause of a run-in list.
    // ("...outage (SEV1, 47 min); my postmortem drove the move to cell-based deployments": a clause with its own subject
    // says what came of the one before, and stays with it.)
    .flatMap((line) => line.split(/;\s+(?!(?:my|our|this|which|it|the\s+\p{Ll}+\s+(?:was|were|went|fell|rose))\b)/u))
    .flatMap((line) => toAchievement(line) ?? [])
    // "Shrinkage down from 2.1% to 0.9% of sales", "Store rated Outstanding in two audits": a result said without a
    // verb of the person's is a result all the same.
    .filter(
      (achievement) =>
        countSpaceSeparatedParts(achievement.text) >= 5 &&
        (startsWithPastVerb(achievement.text) ||
          // "Incident commander for the Nov 2024 card-authorisation outage ...": a part led, told as held.
          ledPartPattern.test(achievement.text) ||
          reportedResult.test(achievement.text) ||
          toldInOwnPast(achievement.text) ||
          (functional && opensWithPresentDeed(achievement.text))),
    );
  // Awards and honours listed by their names, under awards or with a degree ("Dean's List Honor for Fine Arts",
  // "Best Film 2015 Academic Achievement Award"): a reader values them as much as a result.
  const toldTexts = new Set(results.map((achievement) => achievement.text.toLowerCase()));
  // Line by line: a list of honours is printed one a line, with no full stops to tell them apart; a line a paragraph
  // wrapped (it goes on in lower case, or the line before is long and ends mid-sentence) joins the one before.
  const honourLines: string[] = [];
  for (const line of sectionLines('highlights', 'awards', 'education')) {
    const before = honourLines[honourLines.length - 1];
    const wrapped =
      before !== undefined &&
      (/^\p{Ll}/u.test(line) || (before.length >= 80 && /[\p{L}\d]$/u.test(before) && !isNamedHonour(line)));
    if (wrapped) honourLines[honourLines.length - 1] = `${before} ${line}`;
    else honourLines.push(line);
  }
  const honours = honourLines
    .flatMap((line) => splitSentences(line))
    .flatMap((sentence) => sentence.split(/;\s*/))
    .map((sentence) => sentence.replace(/[.;\s]+$/u, '').trim())
    .filter((sentence) => isNamedHonour(sentence) && !toldTexts.has(sentence.toLowerCase()))
    .flatMap((sentence) => toAchievement(sentence) ?? []);
  const accomplishments = [...results, ...honours].slice(0, 30);
  // (A table's bars read as a degree, "|", name none.)
  // (A degree a resume prints twice, the same school and year, is one: "I hold an Associate of Science from Ivy Tech
  // Community College." stood twice in a held-out letter.)
  const apprenticeships = completedApprenticeships(roles);
  roles = apprenticeships.roles;
  const education = withSchoolsWithoutTown(
    withDegreeStillPursued(
      [
        ...readEducation(educationParts.education),
        ...schoolingRows.flatMap((row) => readSchoolingRow(row) ?? []),
        ...apprenticeships.education,
      ].filter(
        (entry, index, all) =>
          /\p{L}/u.test(entry.degree) &&
          all.findIndex(
            (other) =>
              other.degree === entry.degree &&
              other.institution === entry.institution &&
              other.year === entry.year &&
              other.field === entry.field,
          ) === index,
      ),
      [...summary, ...preamble].join('\n'),
    ),
    cleanText,
  );

  // "Pickled Peach | Davidson, NC" / "Kitchen Manager" / "02/2021 - 06/2022": a resume that opens on its first job's
  // header has no name at its top; the employer read as one signed a held-out letter "Pickled Peach".
  const atOwnName = (role: ResumeRole) =>
    header.name !== null && role.employer?.toLowerCase() === header.name.toLowerCase();
  // "CHRISTOPHER CELAYA" / "SOFTWARE DEVELOPER" repeated at the top of each page, a name the resume's own address
  // confirms ("chriscelaya.xyz"): the page's running head, read as a job held at the person's name, is no job.
  const nameConfirmed = header.name !== null && handleNamesPerson(header.name, siteHandles(cleanText));
  if (nameConfirmed) roles = roles.filter((role) => !(atOwnName(role) && role.achievements.length === 0));
  const name = !nameConfirmed && roles.some(atOwnName) ? null : header.name;
  const facts: ResumeFacts = {
    name,
    contacts: header.contacts,
    headline: header.headline,
    statedExperience: readStatedExperience([...summary, ...preamble].join('\n')) ?? readStatedExperience(cleanText),
    // ("Notice Period <tab> : <tab> 30 days" in a table of personal details, whose columns the clean text sets apart.)
    availability: readAvailability(cleaned) ?? readAvailability(resumeText),
    // "2018–2024  Career break – full-time parent": time away from work, which a letter never calls a job. ("Term
    // Librarian (maternity leave replacement)" is a job.)
    // "Southlake Regional Health Centre Newmarket, ON": the town before the province is no part of the employer's name
    // (a held-out letter named the hospital "Southlake Regional Health Centre Newmarket" and, a line below, "...
    // Toronto", as if two); every role's, the volunteering and the studies' among them.
    roles: withoutStrayPosts(
      roles.map((role) => withoutLoneShortDuty(withEmployerAndPostTidied(role, cleanText))),
    ).filter(
      (role) =>
        ![role.employer ?? '', role.title].some((part) =>
          /^\s*(?:career break|parental leave|maternity leave|paternity leave|full[- ]time (?:parent|mum|mom|dad|carer))\b/iu.test(
            part,
          ),
        ),
    ),
    // "Jean Sedik" over "I am a student at UMBC ...": a site's title, the writer's own name, names no project.
    projects,
    accomplishments,
    education,
    // ("CIMA Beratung + Management GmbH, Lübeck": an employer whose name opens with a credential's letters holds no
    // credential of the person's; "Ich verfüge über CIMA" in a held-out letter.)
    credentials: withStudyStatus(
      credentials.filter(
        (credential) =>
          !roles.some((role) => role.employer !== null && role.employer.split(/\s+/u)[0] === credential.name.trim()),
      ),
      education,
    ),
    // "Legal Research" listed and "legal research" a line below: one skill, as first written.
    skills: withLevelledClauses([...listedSkills, ...mentionedSkills, ...learningSkills], cleanText)
      .filter(
        (skill, index, all) =>
          all.findIndex((other) => other.name.toLowerCase() === skill.name.toLowerCase()) === index &&
          // "Musterweg 12", "10315 Berlin", "24. Mai 1981", "seit 03/2002 in Deutschland": a page's personal details
          // that a two-column layout set under the sidebar's list of skills are no skills.
          !/^\p{Lu}[\p{L}-]*(?:straße|strasse|str\.|weg|gasse|platz|allee|ring|damm|street|road|avenue)\s+\d|^\d{4,5}\s+\p{Lu}|^\d{1,2}\.\s*\p{L}+\s+(?:19|20)\d{2}$|\bgeb\.|^seit\s+\d/iu.test(
            skill.name,
          ) &&
          // "MA. KRISTINE JOY D. VILLANUEVA" signed under the last list, "Sent from my iPhone" under a resume pasted
          // into an e-mail: the person's signature and the mail's footer are no skills.
          !signsName(skill.name, name) &&
          !/^(?:sent from my|sent from (?:mail|outlook|yahoo)|get outlook for|enviado desde mi|von meinem)\b/iu.test(
            skill.name,
          ) &&
          // ('"Smile, God loves you :)"': a signature's motto, in quotes (whole, or cut at its comma) or with its smiley.)
          !/^["“][^"”]*$|^[^"“]*["”]$|(?<!\S)[:;]-?[)(DP](?=["”]?$|\s)/u.test(skill.name),
      )
      .slice(0, 120),
    languages: readSpokenLanguages(sectionLines('languages'), cleanText),
    language,
  };
  // Only where no job was read: a resume with jobs tells its work through them. "My experience" written as paragraphs
  // ("Since February 2018 I have worked as an Enrolled Nurse at ...") is the person's own account of the jobs.
  // A resume with no job at all is a few sentences about the person: each is told in the first person where it left
  // its "I" out, short ones too (own-voice.ts).
  const noJob = roles.length === 0;
  const prose =
    noJob || rolesFromProse
      ? (noJob ? splitGluedSentences(proseLines) : joinWrappedProse(proseLines))
          .filter((line) => countSpaceSeparatedParts(line) >= (noJob ? 4 : 12))
          .flatMap((line) => splitSentences(line))
          .map((sentence) => sentence.trim())
          // "Rank applied for: Second Engineer", "Date of birth: 14 August 1990 | Place of birth: ...": a form's
          // personal details, which a letter had told as "I rank applied for: Second Engineer".
          .filter((sentence) => !personalDetailsLabel.test(sentence))
          .map((sentence) => (noJob ? (inOwnVoice(sentence) ?? sentence) : sentence))
          // "* Reduced repeat complaints by 23% by rewriting our bill-shock call script" under a label among the
          // paragraphs: a bullet, told in the first person ("I reduced ...") or not at all, never pasted with its star.
          .map((sentence) => {
            const bulleted = sentence.match(/^[*•·▪‣◦-]\s+(.+)$/u)?.[1];
            return bulleted === undefined ? sentence : (inOwnVoice(bulleted) ?? '');
          })
          // "Hi my name is Joseph": a greeting says who is writing, which the letter's signature says.
          .filter((sentence) => !/^(?:hi|hello|hey|hola|bonjour|hallo)\b|\bmy name is\b/iu.test(sentence))
          // "Subject: Application – Classroom Teacher ...", "I don't have my resume in a nice format on this computer, so
          // I've put everything below.": the e-mail a resume was pasted into, speaking of itself, is no part of the story.
          .filter((sentence) => !aboutTheMessage.test(sentence))
          .filter(
            (sentence) =>
              countSpaceSeparatedParts(sentence) >= (noJob && /^I\s/u.test(sentence) ? 5 : 8) &&
              // (A story told in one sentence runs long: "In 2025 I re-engaged 9 of the 12 families ..., mostly by ...".)
              countSpaceSeparatedParts(sentence) <= 60 &&
              // ("By 2025 teenage membership had gone from around 150 to over 600": what came of the person's work,
              // told after it, is theirs too.)
              // ("My first job after university was ...": the person's own sentence, its "My" a capital.)
              // (A page in another language says the person in its own words: "Coordino una flota propia ...".)
              (/\b(?:I|[Mm]y|[Oo]ur)\b/u.test(sentence) ||
                figureMovedFromTo.test(sentence) ||
                (language !== 'en' && !foreignOrganisationVoice.test(sentence))) &&
              // An organisation's voice ("We're hiring ...", "Join Lumen Apps and help our customers"), not the person's.
              // ("Last year my team cut average handling time ..., and we had the lowest adviser turnover on the floor":
              // "we" beside the person's own "my" is their team.)
              !/\b(?:you|your|join|hiring|apply|applicants?|candidates?)\b/iu.test(sentence) &&
              !(/\b(?:we|we['’]re)\b/iu.test(sentence) && !/\b(?:I|[Mm]y)\b/u.test(sentence)) &&
              !/[@]|https?:|www\./u.test(sentence) &&
              // "Air Force | Munitions Crew Chief | ...": a table's row, its cells set apart by bars, is no sentence.
              (sentence.match(/\s\|\s/gu) ?? []).length < 2 &&
              // "Hardware installation, consultation ..., software installation, troubleshooting, repair": a list of
              // kinds of work with no one doing them, which the letter cannot tell as the person's sentence.
              !(
                !/\b(?:I|I['’]m|I['’]ve)\b/u.test(sentence) &&
                (sentence.match(/,/gu) ?? []).length >= 3 &&
                !/^\p{L}+ed\b/u.test(sentence)
              ),
          )
          .slice(0, 16)
      : [];
  // "Over two years our Instagram following grew ...": "our" is the person's team only among their own sentences.
  const ownProse =
    language !== 'en' || prose.filter((sentence) => /\b(?:I|my)\b/u.test(sentence)).length >= 2 ? prose : [];
  return {
    facts,
    summary,
    aims,
    hours,
    relocation,
    careerBreaks,
    prose: ownProse,
    cleanText,
    ignoredInstructions: removed,
  };
}

/**
 * What a claim under Key Skills may be labelled with: "Clerical Support: Proficient in managing office tasks, ...", the
 * claim after what it is about, which a comma list of skills cut into "including booking flights".
 */
const claimLabel = String.raw`\p{Lu}[\p{L}&/ -]{1,40}:\s*`;

/** A line of a highlights or skills list that claims something of the person in a phrase of several words. */
const highlightClaim = new RegExp(
  String.raw`^(?:${claimLabel})?(?:(?:thorough|solid|strong|extensive|in-depth|deep|broad|working)\s+(?:knowledge|understanding)\s+of|(?:proficient|skilled|experienced|adept|versed|knowledgeable)\s+(?:in|with|at|about)|certified\s+\p{Ll}+|(?:willing|available|able)\s+to\s+\p{Ll}+)\s+\S+(?:\s+\S+){2,}`,
  'iu',
);

/** Whether a highlights or skills line claims something of the person ("• Willing to work on ...": a bullet's too). */
function isHighlightClaim(line: string): boolean {
  return highlightClaim.test(stripBullet(line.trim()).trim());
}

const labelOfClaim = new RegExp(String.raw`^${claimLabel}(?=\p{L})`, 'u');

/** A claim without the label of what it is about: "Proficient in managing office tasks, ...". */
function claimWithoutLabel(line: string): string {
  return line.trim().replace(labelOfClaim, '');
}

/** The fact sheet of a resume. */
export function readResumeFacts(resumeText: string): ResumeFacts {
  return readResume(resumeText).facts;
}

/** Whether `text` is the person's name signed (its first and last words, whatever the case and initials between). */
function signsName(text: string, name: string | null): boolean {
  if (name === null) return false;
  const words = name.toLowerCase().split(/\s+/u);
  const signed = text.toLowerCase().replace(/["“”]/gu, '').split(/\s+/u);
  return (
    words.length >= 2 &&
    signed.length <= words.length + 3 &&
    signed.includes(words[0] ?? '') &&
    signed.includes(words[words.length - 1] ?? '')
  );
}

/**
 * Skills with no level of their own that a clause of the resume lists at a lower one ("Foundational skills in
 * Illustrator and Microsoft Excel" in a wrapped Highlights paragraph): that level, so no letter says the person simply
 * works with them (review of real pair dg-03).
 */
function withLevelledClauses(skills: Skill[], cleanText: string): Skill[] {
  const clauses = readLevelledClauses(cleanText);
  if (clauses.length === 0) return skills;
  return skills.map((skill) => {
    if (skill.qualifier !== null) return skill;
    const clause = clauses.find(
      ({ clause }) =>
        containsWholeWord(clause, skill.name) ||
        findSkills(clause).some((mention) => mention.name.toLowerCase() === skill.name.toLowerCase()),
    );
    return clause ? { ...skill, qualifier: clause.qualifier } : skill;
  });
}

/**
 * "09/2013 – 07/2016 | Ausbildung zum Elektroniker für Betriebstechnik" / "Brenner Verpackungsmaschinen GmbH" /
 * "Abschluss: Gesellenprüfung vor der IHK Heilbronn-Franken, Note 2,1": a German apprenticeship is a job and a
 * qualification at once. Its "Abschluss:" line says it was completed, which no line of work is: it leaves the job's
 * lines (a held-out letter said "war ich für die Gesellenprüfung ... verantwortlich") and makes the apprenticeship a
 * completed qualification, which answers an ad's "abgeschlossene Ausbildung als ...".
 */
function completedApprenticeships(roles: ResumeRole[]): { roles: ResumeRole[]; education: Education[] } {
  const education: Education[] = [];
  const completion =
    /^(?:Abschluss|Abschlussprüfung|Gesellenprüfung|Facharbeiterprüfung|Kaufmannsgehilfenprüfung)\b\s*:?\s*/u;
  const kept = roles.map((role) => {
    if (!/^(?:Berufs)?[Aa]usbildung\s+(?:zum|zur|als)\s+\p{Lu}/u.test(role.title)) return role;
    const finished = role.achievements.find((achievement) => completion.test(achievement.text));
    if (finished === undefined) return role;
    // "vor der IHK Heilbronn-Franken": the chamber that examined it, which the letter names beside it.
    const chamber = finished.text.match(/\b(?:IHK|HWK|Handwerkskammer)(?:\s+[\p{Lu}][\p{L}-]*)?/u)?.[0] ?? null;
    education.push({
      degree: role.title,
      field: null,
      institution: chamber ?? role.employer,
      year: role.period?.end?.match(/(?:19|20)\d{2}/u)?.[0] ?? null,
      status: 'completed',
      highlights: [],
    });
    return { ...role, achievements: role.achievements.filter((achievement) => achievement !== finished) };
  });
  return { roles: kept, education };
}
