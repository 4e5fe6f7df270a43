// Reads the roles of a resume's experience section: who employed the person, as what, when, where, and what they
// did there. Resumes put title, employer, place and dates on one line or spread them over three, in every order
// ("June 2022 – Software Engineer, Google, Mountain View, CA" / "06/2016" + "Registered Nurse Company Name – City ,
// State" / "Title" + "July 2010 to March 2014 Company Name"). A role header is recognised by what its parts are
// (a period, a job title, an organisation, a place, the anonymisation placeholders), never by layout alone.

import type { Achievement, Period, ResumeRole } from '@cover-letter/shared/fact-sheet-schema';
import { honourStandings } from '../vocabulary/honours.ts';
import { detectLanguageByFunctionWords } from '../text/detect-language.ts';
import { findNumbers, isYearValue } from '../text/numbers.ts';
import {
  countSpaceSeparatedParts,
  countSpaceSeparatedWords,
  endsLikeSentence,
  splitSentences,
} from '../text/sentences.ts';
import { capitalizeFirst, isAllCapitals, titleCaseFromCapitals } from '../text/letter-case.ts';
import { readVerb } from '../vocabulary/english-verbs.ts';
import { canonicalSkillName, findSkills } from '../vocabulary/skills.ts';
import {
  isBulletLine,
  isPageMarker,
  isTableHeaderRow,
  readHeading,
  resumeHeadings,
  stripBullet,
} from './document-sections.ts';
import { readLabelledPosts, readTabledPosts, withLabelsBesideValues, type LabelledPost } from './labelled-posts.ts';
import { employmentKindAfterDot, rewriteLinkedInPosts } from './linkedin-export.ts';
import { withPostsNestedUnderEmployer } from './nested-posts.ts';
import {
  findPeriod,
  isPeriodOnlyLine,
  isPresentWord,
  monthNumberOf,
  readResumeDate,
  removePeriod,
  yearIn,
  type FoundPeriod,
} from './read-periods.ts';
import {
  countTitleWords,
  isTitleWord,
  looksLikeTitle,
  namesFirmOfPeople,
  titleTokens,
} from '../vocabulary/occupations.ts';
import { escapeRegExp } from '../text/compare.ts';
import {
  businessKindInBrackets,
  legalFormPattern,
  looksLikeOrganisation,
  looksLikePlace,
  placeholderEmployerPattern,
  trailingBusinessKind,
} from '../vocabulary/places-and-organisations.ts';

/** Stands for "Company Name" while a header is split into its parts. */
const employerPlaceholder = '\u0001EMPLOYER\u0001';
/** "same company" in a job's header, named so until the employer above it is known (`withSameEmployerNamed`). */
const sameEmployerMark = 'Same Employer';

/** Words that are not employers even where an employer would stand: shifts, segments, headings, blanks. */
const notEmployers = new Set(
  `weekends weekend nights night days day evenings weekdays shifts shift rotating part time part-time full time
  full-time permanent temporary contract seasonal volunteer volunteering volunteer work retail healthcare hospitality
  various multiple several confidential undisclosed private self self-employed freelance freelancer n/a na none
  remote hybrid experience work history responsibilities duties accomplishments achievements highlights summary
  skills education references city state present current mondays tuesdays wednesdays thursdays fridays saturdays
  sundays monday tuesday wednesday thursday friday saturday sunday`
    .split(/\s{1,}/)
    .filter(Boolean),
);

type LineFeatures = {
  text: string;
  period: FoundPeriod | undefined;
  periodOnly: boolean;
  placeholder: boolean;
  bullet: boolean;
  words: number;
  /** Reads as a sentence or description rather than a header: ends like a sentence, or is long. */
  prose: boolean;
  titleLike: boolean;
  organisationLike: boolean;
};

function describeLine(text: string): LineFeatures {
  // A long line that ends a sentence is description: no header reading needed (most lines of a resume).
  if (text.length > 140 && /[.!?]$/.test(text)) {
    return {
      text,
      period: undefined,
      periodOnly: false,
      placeholder: placeholderEmployerPattern.test(text),
      bullet: isBulletLine(text),
      words: countSpaceSeparatedParts(text),
      prose: true,
      titleLike: false,
      organisationLike: false,
    };
  }
  // "B August 31, 1981" in a page's repeated contact block (a template's birthday mark, "Born", "DOB"): a birth date,
  // never a job's years.
  const found = findPeriod(text);
  const period =
    found &&
    found.end === null &&
    !found.current &&
    /^\s*(?:[A-Z]|born|DOB|date of birth|birth date|birthday|geb\.|geboren(?: am)?|né(?:e)? le|nacid[oa] el)\s*:?\s*$/iu.test(
      text.slice(0, found.index),
    ) &&
    /^\s*$/u.test(text.slice(found.index + found.length))
      ? undefined
      : found;
  const withoutPeriod = period ? removePeriod(text, period) : text;
  const words = countSpaceSeparatedWords(withoutPeriod);
  const bullet = isBulletLine(text);
  const placeholder = placeholderEmployerPattern.test(text);
  // ("— Apodaca, N.L.", "S.A. de C.V.": a place's or a legal form's initials end on a point, and no sentence.)
  const endsLikeSentence =
    /[.!?;:]$/.test(withoutPeriod.trim()) &&
    // ("Kolping Bildungswerk Württemberg e.V.": a German association's legal form.)
    !/\b(?:inc|ltd|co|corp|jr|sr|st|e\.\s?v)\.$/i.test(withoutPeriod.trim()) &&
    !/(?:^|[\s,(])(?:\p{Lu}\.){2,}$/u.test(withoutPeriod.trim()) &&
    // ("Ewaso Nyiro South Development Fund (ENSDA).": a name and its abbreviation, a point after them.)
    !/^(?:\p{Lu}[\p{L}'’&-]*\s+(?:(?:of|and|for|the|&)\s+)?){1,8}\(\p{Lu}{2,8}\)\.$/u.test(withoutPeriod.trim());
  // "… – The Carrowmore House Hotel, Drumleary (4★, 112 bedrooms)": a note in brackets says what the place is; the
  // header is read without it, or its words and its comma make the line too long to be one.
  // A short line keeps its brackets, which may hold its title ("Disponent (Transport Planner)").
  const headerText = words <= 14 ? withoutPeriod : withoutPeriod.replace(/\s*\([^()]*\)/gu, ' ').trim();
  const headerWords = words <= 14 ? words : countSpaceSeparatedWords(headerText);
  // Split once for both readings below.
  // A dated line may name a long post, its unit and its base: "06/2019 – 03/2025 | Senior Automated Logistical
  // Sergeant (92A) / SSA Warehouse NCOIC, U.S. Army, 1st Cavalry Division, Fort Cavazos (formerly Fort Hood), TX".
  // ("Designated Managing Broker (IL) / Licensed Broker (WI) | Better Homes and Gardens Real Estate Star Homes": a
  // post and its employer set apart by a bar may be as long.)
  // ("2020 - present  Postdoctoral research associate - The Australian Research Council Centre of Excellence for
  // Climate Extremes, University of New South Wales": a row that opens on its dates may name a longer employer.)
  const headerLimit =
    period && period.index <= 1 ? 22 : period || /^[^|]{3,}(?:\s\|\s[^|]{3,}){1,2}$/u.test(withoutPeriod) ? 18 : 14;
  const parts = !bullet && headerWords <= headerLimit ? headerParts(headerText) : [];
  return {
    text,
    period,
    periodOnly: isPeriodOnlyLine(text),
    placeholder,
    bullet,
    words,
    // "Sri Venkatadri Infraprojects Pvt. Ltd., ...": an abbreviation's point ends no sentence.
    prose:
      bullet ||
      endsLikeSentence ||
      headerWords > headerLimit + 2 ||
      /\p{Ll}[.!?]\s+\p{Lu}/u.test(
        withoutPeriod.replace(
          /\b(?:Pvt|Pte|Pty|Sdn|Bhd|Ltd|Co|Inc|Corp|Bros|St|Dr|Pr|Prof|Mr|Mrs|Ms|Jr|Sr|Fa|Univ)\.\s/gu,
          ' ',
        ),
      ),
    // A bullet never starts or continues a header, so its parts are never read as a title or an employer.
    // "Belgrave Road Chemist (independent)" names a business, though it ends on a trade.
    // "Oyelaran & Partners (Chartered Accountants)": what the firm is, in brackets after its name, names no post.
    // "Vendeuses en CDD et stage de 13 semaines chez Princesse Tam Tam, magasin de lingerie": in French, a post "chez" a
    // name is a job's header whatever words the post is in.
    titleLike:
      (!bullet && !endsLikeSentence && /\schez\s+\p{Lu}/u.test(headerText) && headerWords <= headerLimit + 2) ||
      parts.some((part) => {
        const bare = part.includes('(') ? part.replace(/\s*\([^()]*\)/gu, '').trim() : part;
        // ("Loan Documentation & Credit Support Officer (Retail & SME desk)": a long title with its note is measured
        // without the note.)
        if (!(looksLikeTitle(part) || (bare !== part && looksLikeTitle(bare))) || businessKindInBrackets.test(part))
          return false;
        // "Lekki Specialist Hospital": an organisation named by its kind after a word of a post is no title.
        const words = bare.split(/\s+/u);
        if (
          !part.includes('(') &&
          looksLikeOrganisation(bare) &&
          organisationEnding.test(words.at(-1) ?? '') &&
          !isTitleWord(words[0] ?? '', { allowAmbiguous: true }) &&
          !/\s(?:at|@)\s/u.test(bare)
        )
          return false;
        return bare === part || looksLikeTitle(bare) || !looksLikeOrganisation(bare);
      }),
    organisationLike: parts.some((part) => looksLikeOrganisation(part)),
  };
}

/**
 * Words an organisation's name ends on, and no post's: "Lekki Specialist Hospital", "Rawlins Care Home". (Not a legal
 * form: a line in capitals that ends on one, "MWANGAZA CONSULTING ENGINEERS LTD", is read with the title below it.)
 */
const organisationEnding =
  /^(?:hospital|clinic|pharmacy|school|college|university|academy|institute|centre|center|home|hotel|bank|council|trust|authority)$/iu;

/** The parts of a header line between separators, without the employer placeholder. */
function headerParts(text: string): string[] {
  return (
    text
      .replace(placeholderEmployerPattern, ' | ')
      // ("Arcadia, CA United States • On-site": LinkedIn parts a place from how the post was worked with a dot.)
      .split(headerPartBreak)
      .map((part) => part.trim())
      .filter((part) => part.length > 0)
  );
}

/** "April 2015" / "to" / "Current" on three lines are one period. */
function mergePeriodFragments(lines: string[]): string[] {
  const merged: string[] = [];
  for (const line of lines) {
    const previous = merged[merged.length - 1];
    if (previous !== undefined && isPeriodOnlyLine(previous) && isPeriodOnlyLine(line)) {
      const previousPeriod = findPeriod(previous);
      const complete = previousPeriod !== undefined && (previousPeriod.current || previousPeriod.end !== null);
      if (!complete) {
        // ("June 2023" / "Present", "January 2019" / "April 2020": a start and an end on lines of their own, with no
        // dash between; joined without one, the end had been read as the employer, "Seasonal Tax Preparer at April
        // 2020".)
        const joined =
          /(?:[-–—~]|(?<![\p{L}])(?:to|until|till|through|bis|hasta|al|à|au|a))\s*$/iu.test(previous) ||
          /^\s*(?:[-–—~]|(?:to|until|till|through|bis|hasta|al|à|au|a)(?![\p{L}]))/iu.test(line)
            ? ' '
            : ' – ';
        merged[merged.length - 1] = `${previous}${joined}${line}`;
        continue;
      }
    }
    merged.push(line);
  }
  return merged;
}

/**
 * "U.S. Army – 1-88th Combat Sustainment Support Battalion, Camp Ridgeway, Republic of Korea / Fort Calloway, TX":
 * an employer line too long to be read as a header by its length, which names an organisation first and ends no
 * sentence.
 */
function isLongEmployerLine(line: LineFeatures): boolean {
  const first = headerParts(line.text)[0] ?? '';
  return (
    !line.bullet &&
    line.words <= 24 &&
    !/[.!?;:]$/u.test(line.text.trim()) &&
    countSpaceSeparatedParts(first) <= 6 &&
    mostlyCapitalised(first) &&
    readVerb(first.split(/\s+/u)[0] ?? '') === undefined &&
    looksLikeOrganisation(first)
  );
}

/** A list under its label: "Skills: ...", "Tools used: ...", "Tech stack: ...". */
const labelledList =
  /^(?:key\s+)?(?:skills|tools|technologies|tech(?:nology)?\s+stack|software|environment)(?:\s+used)?\s*:\s*\S/iu;

/** A line that starts a role header on its own strength. */
function startsHeader(line: LineFeatures, next: LineFeatures | undefined, afterNext?: LineFeatures): boolean {
  if (line.bullet) return false;
  if (line.periodOnly)
    return (
      next !== undefined &&
      !next.prose &&
      (next.titleLike || next.placeholder || next.organisationLike || next.words <= 8)
    );
  if (
    line.prose &&
    !line.placeholder &&
    !(line.period && line.words <= 16 && line.titleLike && !/[.!?]$/.test(line.text))
  )
    return false;
  // ("Trainee Educator (Certificate III traineeship) | Feb 2024 – Jan 2025": the certificate a traineeship leads to, in
  // brackets after the post, names no credential line.)
  if (/\bcertific/i.test(line.text.replace(/\s*\([^()]*\btrainee(?:ship)?\b[^()]*\)/giu, '')) && !line.placeholder)
    return false;
  // "Skills: Dispensing, Stock control, ...", "Tools: Jira, Figma" after a job's lines: a labelled list of that job's,
  // which opens no header (taken for one, it left the next job's header no room for its place).
  if (labelledList.test(line.text)) return false;
  if (line.placeholder) return true;
  // "Gropp Heating, Air, and Electric" over "June 2017 - Sept 2019", with no title on the line after: a job the resume
  // names by its employer alone, which heads its own dates.
  // (The cheap tests first: every line of a resume is asked.)
  if (
    next?.periodOnly === true &&
    !line.prose &&
    !line.period &&
    !line.titleLike &&
    line.words <= 8 &&
    afterNext?.titleLike !== true &&
    (line.organisationLike || (isBareName(line) && afterNext !== undefined && (afterNext.bullet || afterNext.prose))) &&
    // ("Earlier Healthcare Experience" over "1995 - 2002": a heading over the years it covers.)
    !/\b(?:experience|history|positions|employment|career|background|roles|work)\b/iu.test(line.text) &&
    mostlyCapitalised(line.text) &&
    readVerb(line.text.split(/\s+/u)[0] ?? '') === undefined
  )
    return true;
  // "(2021), shown at two West African festivals": a year in brackets, then words in lower case, ends a wrapped line.
  if (/^\([^()]*\)\s*,?\s+\p{Ll}/u.test(line.text.trim())) return false;
  // "Depuis 2011  Ambulances St Ambroise" / "Toulouse" / "Ambulancière": the dates and the employer, its town, then the
  // post, each job so (before, each post took the next job's dates and employer).
  if (line.words >= 1 && line.words <= 6 && next !== undefined && isTownBeforeTitle(next, [line], afterNext))
    return true;
  if (line.period && !line.titleLike) {
    // Without a title word, a period inside a line ("Restaurant between May 2016 and June 2017") is part of a
    // sentence, and an organisation line must be short to be a header.
    const before = line.text.slice(0, line.period.index).trim();
    // "— Aug 2024 – present (4 hrs/wk)": a note in brackets after the dates is no sentence going on.
    const after = line.text
      .slice(line.period.index + line.period.length)
      .trim()
      .replace(/^\([^()]*\)$/u, '');
    // ("The Anchor Inn | 08/2021 - Present | Leeds": dates set apart by bars are a header's part, never a sentence's.)
    if (before.length >= 3 && after.length >= 3 && !(/\|$/u.test(before) && /^\|/u.test(after))) return false;
    // "Ongoing Caseworker | Montrose County Children Services, Springfield, OH | Jun 2021 - Jul 2023": parts set
    // apart by bars, the dates last, are a header however long, though no title word names the post.
    // A note in brackets after the dates ("(4 hrs/wk)") is not counted as words of a sentence.
    const note = line.text
      .slice(line.period.index + line.period.length)
      .trim()
      .match(/^\([^()]*\)$/u)?.[0];
    const words = line.words - (note ? countSpaceSeparatedWords(note) : 0);
    // ("3 - 4/2014 | Fa. Uwe Habel GbR, Bautzen | Abbruch- und Entkernungsarbeiten": the dates first, then the parts
    // set apart by bars, as every job of a table's rows is written.)
    const barredAfterDates = before.length < 3 && /^\|\s/u.test(after);
    // ("FIRST Robotics Competition - Team 5940 - Redwood City, CA, August 2021 - May 2024": the organisation, its team
    // and its town set apart by dashes, then the dates, is a header of twelve words at most.)
    const placedBeforeDates =
      after.length < 3 &&
      line.words <= 12 &&
      hasSeparatedParts(before) &&
      looksLikePlace(
        before
          .replace(/[\s,]+$/u, '')
          .split(/\s+[–—-]\s+/u)
          .at(-1) ?? '',
      );
    if (
      words > 8 &&
      !placedBeforeDates &&
      !(/\s\|\s/.test(line.text) && (after.length < 3 || barredAfterDates) && line.words <= 14)
    )
      return false;
  }
  if (line.period && (line.titleLike || line.organisationLike || hasSeparatedParts(line.text))) return true;
  if (
    line.titleLike &&
    next !== undefined &&
    !next.bullet &&
    (next.placeholder || (next.period !== undefined && !next.prose && next.words <= 12))
  )
    return true;
  // Three lines, each a part: "Mechanical Design Engineer" / "Northfield Automotive Systems, Auburn Hills, MI" /
  // "2020 – Present", or the employer first and the title second.
  if (
    next !== undefined &&
    afterNext?.period !== undefined &&
    !afterNext.prose &&
    afterNext.words <= 12 &&
    !next.bullet &&
    (!next.prose || isLongEmployerLine(next)) &&
    next.period === undefined &&
    ((line.titleLike && (next.organisationLike || hasSeparatedParts(next.text)) && !next.titleLike) ||
      // ("Awarded 100+ assignments at 42 schools" over "TEFL Specialist" and its dates: the last line of the job above,
      // a deed that names schools, never the next job's employer; "United Parcel Service" opens on no deed.)
      (line.organisationLike && !line.titleLike && next.titleLike && !opensOnDeed(line.text)) ||
      // "Lincoln Telecom, Springfield, IL" / "Call Center Agent" / "June 2019 to February 2022": an employer known
      // by its place, whatever its name says.
      (!line.titleLike &&
        next.titleLike &&
        hasSeparatedParts(line.text) &&
        mostlyCapitalised(line.text) &&
        looksLikePlace(headerParts(line.text).at(-1) ?? '')))
  )
    return true;
  // "eMUQtech | New York, NY" over "Lead Graphic Designer June 2012 – September 2012": a name and its place over a
  // dated post is the post's employer, whatever case its name is written in ("iD Tech - Stanford, CA" over "Instructor,
  // July 2025 - August 2025": its place after a spaced dash too).
  if (
    !line.titleLike &&
    !line.prose &&
    next?.titleLike === true &&
    next.period !== undefined &&
    !next.prose &&
    !line.organisationLike &&
    line.words <= 8 &&
    /\s[|–—-]\s/u.test(line.text) &&
    isPlaceWithCountry(headerParts(line.text).at(-1) ?? '')
  )
    return true;
  // "Title, Employer, City, ST" or "Title | Employer | Place" without dates.
  return (
    line.titleLike &&
    hasSeparatedParts(line.text) &&
    (line.organisationLike || /,\s*[A-Z]{2}\b|\|/.test(line.text)) &&
    mostlyCapitalised(line.text)
  );
}

/**
 * "Independent Contractor", "Brindle Row": a short line of capitalised words that names neither a post nor, by any word
 * of one, an organisation; no heading, no sentence, no line of work.
 */
function isBareName(line: LineFeatures): boolean {
  const text = line.text.trim();
  return (
    !line.bullet &&
    !line.prose &&
    !line.placeholder &&
    line.period === undefined &&
    !line.titleLike &&
    line.words <= 5 &&
    /^\p{Lu}/u.test(text) &&
    mostlyCapitalised(text) &&
    !/[:;.!?]$/u.test(text) &&
    readVerb(text.split(/\s+/u)[0] ?? '') === undefined &&
    !notEmployers.has(text.toLowerCase()) &&
    readHeading(text, resumeHeadings) === undefined &&
    !degreeLine.test(text) &&
    !schoolName.test(text) &&
    // ("Western Canada" under an employer: where; "Sweet 16 Sales Competition" / "Fall 2013": an occasion, no job.)
    !isPlaceWithCountry(text.replace(/^(?:Western|Eastern|Northern|Southern|Central|North|South|East|West)\s+/u, '')) &&
    !/\b(?:competition|award|prize|scholarship|conference|hackathon|championship|tournament|exhibition|project|course|certificate|certification|training|workshop|seminar|bootcamp|programme|program)s?\b/iu.test(
      text,
    )
  );
}

/** At least half of the words that are not small connectors start with a capital or a digit. */
function mostlyCapitalised(text: string): boolean {
  const words = text
    .split(/[\s,|]+/)
    .filter((word) => /\p{L}/u.test(word) && !/^(?:of|and|&|the|at|in|for|de|du|und|y|et)$/i.test(word));
  return words.filter((word) => /^[\p{Lu}\p{N}(]/u.test(word)).length * 2 >= words.length;
}

function hasSeparatedParts(text: string): boolean {
  return /\s[|–—]\s|,\s|\s@\s|\sat\s/.test(text);
}

/** A place, or a town with its country in brackets after it ("Lyon (France)"), as a job's header gives it. */
function isPlaceWithCountry(text: string): boolean {
  if (looksLikePlace(text)) return true;
  const country = /^\p{Lu}[\p{L}'’-]+(?:[ -]\p{L}[\p{L}'’-]+){0,2}\s*\((\p{Lu}[\p{L} ]+)\)$/u.exec(text.trim())?.[1];
  // "Alboraya (Valencia)", "Sévrier (Haute-Savoie)": a town with its province in brackets, as Spanish, French and
  // Italian CVs write a place, whether or not the list of places knows the province.
  return (
    country !== undefined &&
    (looksLikePlace(country) || (countSpaceSeparatedParts(country) <= 2 && !isTitleWord(country.split(' ')[0] ?? '')))
  );
}

/** A line that may continue a header begun on an earlier line. */
function continuesHeader(line: LineFeatures, group: LineFeatures[]): boolean {
  if (line.bullet || group.length >= 3) return false;
  const hasPeriod = group.some((member) => member.period !== undefined);
  // A long employer line under a title, before the period's line (isLongEmployerLine).
  if (line.prose && !line.period && group.length === 1 && group[0]?.titleLike && isLongEmployerLine(line)) return true;
  if (line.prose && !(line.period && line.words <= 14 && !/[.!?]$/.test(line.text))) return false;
  const hasPlaceholder = group.some((member) => member.placeholder);
  const hasTitle = group.some((member) => member.titleLike);
  // ("1950 American Diner - Poggibonsi" over "Da giugno 2018 a oggi": a year alone in a name is no period; the dates
  // under it are the header's.)
  const onlyBareYears = group.every(
    (member) =>
      member.period === undefined ||
      (member.period.end === null &&
        !member.period.current &&
        !member.periodOnly &&
        /^\d{4}$/u.test(member.period.start ?? '')),
  );
  if (line.periodOnly)
    return (
      !hasPeriod || (onlyBareYears && line.period !== undefined && (line.period.end !== null || line.period.current))
    );
  // "Radiology Transporter, City Imaging, 2016 - 2019" then "Staff Nurse, Hill Hospital, 2012 - 2016": a line with a
  // period of its own after a header that has one starts the next role.
  if (line.period && hasPeriod) return false;
  if (line.placeholder) return !hasPlaceholder;
  if (line.period && !hasPeriod) return line.words <= 12;
  if (line.titleLike && !hasTitle) return true;
  // "Lakeshore Pumps, Grand Rapids, MI" under a title, before the period's line: the employer and its place.
  if (
    hasTitle &&
    !hasPlaceholder &&
    !line.titleLike &&
    line.words <= 10 &&
    hasSeparatedParts(line.text) &&
    mostlyCapitalised(line.text) &&
    // ("110 S US Hwy 12, Fox Lake, IL 60020": a state with its ZIP code.)
    isPlaceWithCountry((headerParts(line.text).at(-1) ?? '').replace(/\s+\d{5}(?:-\d{4})?$/u, ''))
  )
    return true;
  // An employer or place line under a title and period: "Family In Distress, Inc., ...". Names are capitalised:
  // "Domestic rewires, consumer unit changes, kitchen and bathroom installs" under a whole header is its first line
  // of work, though "kitchen" is a word of organisations.
  return (
    !hasPlaceholder &&
    (!hasTitle || !hasPeriod || mostlyCapitalised(line.text)) &&
    line.organisationLike &&
    line.words <= 12 &&
    // ("Savannah Land Use Consultants Ltd, Chaguanas": a legal form names a firm, though its name ends on a trade.)
    // ("Ndovu Consulting Engineers, Nairobi", "Kilimani Land Surveys & Associates": a firm named after its people, in
    // the plural, though its last word names a post.)
    (!looksLikeTitle(line.text.replace(/\s*\([^()]*\)/gu, '')) ||
      businessKindInBrackets.test(line.text) ||
      legalFormPattern.test(headerParts(line.text)[0] ?? '') ||
      namesFirmOfPeople(headerParts(line.text)[0] ?? '')) &&
    /^\p{Lu}/u.test(line.text) &&
    !connectorEnding.test(line.text)
  );
}

/**
 * "Aug 2019 - Present" / "Journeyman Lineworker" / "Big Sugar Creek Electric Cooperative, Neosho, MO": between a line of
 * dates alone and an employer's line with its place, a short line of capitalised words is the post, though this reader
 * knows no word of it (before, the post was lost and the employer's line read as the job's first line of work).
 */
function isPostBetweenDatesAndEmployer(
  line: LineFeatures,
  group: LineFeatures[],
  after: LineFeatures | undefined,
): boolean {
  return (
    group.length === 1 &&
    group[0]?.periodOnly === true &&
    after !== undefined &&
    isBareName(line) &&
    line.words <= 4 &&
    !line.organisationLike &&
    !after.bullet &&
    !after.prose &&
    after.period === undefined &&
    !after.titleLike &&
    after.organisationLike &&
    hasSeparatedParts(after.text) &&
    mostlyCapitalised(after.text) &&
    isPlaceWithCountry((headerParts(after.text).at(-1) ?? '').replace(/\s+\d{5}(?:-\d{4})?$/u, ''))
  );
}

/**
 * "2007 – 2011   Warehouse Operative" over "Aldcroft Distribution, Leeds", where the jobs above had their employer's
 * line under their dated title: a short line in capitals, a name and its place, is this job's employer too, though
 * its name has no word organisations are named with.
 */
function isEmployerLineOfLayout(line: LineFeatures, group: LineFeatures[], employerUnder: boolean): boolean {
  const [header] = group;
  return (
    employerUnder &&
    group.length === 1 &&
    header?.period !== undefined &&
    header.titleLike &&
    !line.bullet &&
    !line.prose &&
    line.period === undefined &&
    !line.titleLike &&
    line.words <= 8 &&
    // ("DAA Berufliche Schulen Stuttgart", "Kolping Bildungswerk Württemberg e.V.": a name with no place after it, every
    // word of it capitalised, in a resume that set out its first job so.)
    (/\s[–—-]\s|,\s/u.test(line.text) ||
      (line.words <= 6 &&
        line.text
          .trim()
          .split(/\s+/u)
          .every(
            (word) =>
              /^[\p{Lu}\p{N}]/u.test(word) || /^(?:e\.\s?V\.|of|and|de|du|des|der|die|das|für|und|&)$/u.test(word),
          ))) &&
    mostlyCapitalised(line.text) &&
    /^\p{Lu}/u.test(line.text) &&
    readVerb(line.text.split(/\s+/u)[0] ?? '') === undefined &&
    // ("... Württemberg e.V.", "... Co.": the point of a legal form ends no sentence.)
    !/[.!?:;]$/u.test(line.text.replace(/\b(?:e\.\s?V|Inc|Ltd|Co|Corp|GmbH & Co)\.$/u, ''))
  );
}

/**
 * "Trainee Engineer" / "Perunding Aras Sejati, Johor Bahru" / "Jun 2017 – Sep 2017": between a title and the line of
 * its dates, a short line of capitalised words is the employer (and its place), though neither its name nor its place
 * is one this reader knows.
 */
function isEmployerLineAboveDates(line: LineFeatures, group: LineFeatures[], after: LineFeatures | undefined): boolean {
  const [title] = group;
  return (
    group.length === 1 &&
    title !== undefined &&
    title.titleLike &&
    title.period === undefined &&
    after !== undefined &&
    // "Sept 2024 - present (weekends)": the dates with a note in brackets after them.
    (after.periodOnly || isPeriodOnlyLine(after.text.replace(/\s*\([^()]*\)\s*$/u, ''))) &&
    !line.bullet &&
    !line.prose &&
    line.period === undefined &&
    !line.titleLike &&
    line.words <= 10 &&
    /^\p{Lu}/u.test(line.text.trim()) &&
    mostlyCapitalised(line.text)
  );
}

/**
 * "sept. 2023 – aujourd'hui" / "Technicien de laboratoire R&D" / "Cellanis Thérapeutiques – Lyon 7e (Gerland)" /
 * "- Entretien de ...": under a dated title, a short line of capitalised parts that the job's bulleted work follows is
 * its employer and place, though its name has no word organisations are named with.
 */
function isEmployerLineAboveWork(line: LineFeatures, group: LineFeatures[], after: LineFeatures | undefined): boolean {
  return (
    group.length <= 2 &&
    group.some((member) => member.titleLike) &&
    group.some((member) => member.period !== undefined) &&
    after?.bullet === true &&
    !line.bullet &&
    !line.prose &&
    line.period === undefined &&
    !line.titleLike &&
    line.words <= 10 &&
    /\s[–—-]\s|,\s/u.test(line.text) &&
    mostlyCapitalised(line.text) &&
    /^\p{Lu}/u.test(line.text) &&
    readVerb(line.text.split(/\s+/u)[0] ?? '') === undefined &&
    // ("Environment : Java, REST APIs, Oracle": a form's field, no employer.)
    !/[:;]/u.test(line.text) &&
    !/[.!?]$/u.test(line.text)
  );
}

/**
 * "Cashier   Aug 2023 - Present" / "Migros Thoiry" / "• Served customers ...": under a title dated on its own line, a
 * short line of capitalised words that the job's bullets (or the next job) follow is the employer, though its name has
 * no word organisations are named with and no town after it. A heading ("Key Achievements"), a shift or a contract
 * ("Part Time") and a line that starts with a verb are no name.
 */
/** "Software Developer", "Care Assistant": a phrase whose last word names a post on its own. */
function endsOnPost(text: string): boolean {
  const last =
    text
      .trim()
      .split(/[\s,–—|-]+/u)
      .filter(Boolean)
      .at(-1) ?? '';
  // ("Software Development Graduate": a word that names a post only in a title, in one.)
  return isTitleWord(last) || (isTitleWord(last, { allowAmbiguous: true }) && countTitleWords(text) > 0);
}

function isEmployerLineUnderDatedTitle(
  line: LineFeatures,
  group: LineFeatures[],
  after: LineFeatures | undefined,
): boolean {
  // ("09/2023 - Current" / "Freelance Full-Stack Developer" / "OneDevAway" / "Edinburgh, Scotland": the dates on a line
  // of their own above the title, the employer and its town below.)
  const datesAbove = group.length === 2 && group[0]?.periodOnly === true && group[1]?.period === undefined;
  // ("Field Service Technician" / "December 2020 - April 2022" / "Crown Lift Trucks": the dates on a line of their own
  // under the title, the employer below them. A town beside those dates is left to the header's reading, which took
  // the employer for more of the town.)
  // (Never a form's fields: "Role : Senior Test Engineer" / "Duration : Apr 2021 – Jul 2025" / "Environment : Java".)
  const datesBelow =
    group.length === 2 &&
    group[0]?.period === undefined &&
    group[1]?.periodOnly === true &&
    !group.some((member) => member.text.includes(':')) &&
    !line.text.includes(':');
  const header = datesAbove ? group[1] : group[0];
  const period = datesAbove ? group[0]?.period : datesBelow ? group[1]?.period : header?.period;
  const text = line.text.trim();
  return (
    (group.length === 1 || datesAbove || datesBelow) &&
    header !== undefined &&
    period !== undefined &&
    (datesAbove || datesBelow || !header.periodOnly) &&
    header.titleLike &&
    // ("Software Development Graduate" / "Boolean UK", "Care Assistant" / "Brindle": a title may hold a word that
    // names organisations too; one that ends on its post is the title still.)
    (!header.organisationLike ||
      endsOnPost(header.text.slice(0, datesAbove || datesBelow ? undefined : period.index))) &&
    (!hasSeparatedParts(datesAbove || datesBelow ? header.text : header.text.slice(0, period.index)) ||
      // ("Comptable – Gestionnaire de prêts clients": two posts held at once, each part a post.)
      (datesAbove && header.text.split(/\s[–—|]\s/u).every((part) => looksLikeTitle(part.trim())))) &&
    // (The job's lines follow, with bullets or as sentences: "ZANTHUS" over "Teste manual de software ..."; or the
    // employer's town: "OneDevAway" over "Edinburgh, Scotland"; or a labelled line of the job's own, "Compétences
    // développées : IFRS, ...".)
    (after === undefined ||
      after.bullet ||
      after.prose ||
      /^\p{Lu}[\p{L}'’ -]{2,40}?\s?:\s+\S/u.test(after.text.trim()) ||
      (after.period !== undefined && !after.prose) ||
      (isPlaceWithCountry(after.text.split(/,\s*/u)[0] ?? '') && after.words <= 4) ||
      /^\p{Lu}[\p{L}'’ -]{1,30},\s*(?:[A-Z]{2}|\p{Lu}\p{Ll}+(?:\s\p{Lu}\p{Ll}+)?)$/u.test(after.text.trim())) &&
    !line.bullet &&
    !line.prose &&
    !line.placeholder &&
    line.period === undefined &&
    !line.titleLike &&
    line.words <= 6 &&
    /^[\p{Lu}\p{N}]/u.test(text) &&
    mostlyCapitalised(text) &&
    readVerb(text.split(/\s+/u)[0] ?? '') === undefined &&
    !/[:;.!?]$/u.test(text) &&
    !/^\(.*\)$/u.test(text) &&
    !text
      .toLowerCase()
      .split(/[\s,/&()-]+/u)
      .filter(Boolean)
      .every((word) => notEmployers.has(word) || /^(?:and|of|the|key|main|my|a)$/u.test(word)) &&
    readHeading(text, resumeHeadings) === undefined &&
    !degreeLine.test(text)
  );
}

/** "Depuis 2011  Ambulances St Ambroise" / "Toulouse" / "Ambulancière": the town between a dated employer and its post. */
function isTownBeforeTitle(line: LineFeatures, group: LineFeatures[], after: LineFeatures | undefined): boolean {
  const [header] = group;
  return (
    group.length === 1 &&
    header?.period !== undefined &&
    header.period.index === 0 &&
    !header.titleLike &&
    !line.titleLike &&
    line.period === undefined &&
    line.words <= 3 &&
    (looksLikePlace(line.text) ||
      isPlaceWithCountry(line.text) ||
      // ("09/2015 – 03/2019 | Talleres Goñi, S.L. (Castejón)" over "Electromecánico": a header that names its town in
      // brackets already has one; the word under it, no list of places knows, is the post.)
      (/^\p{Lu}[\p{L}'’-]+(?:[ -]\p{Lu}[\p{L}'’-]+)?$/u.test(line.text.trim()) &&
        !/\(\s*\p{Lu}[\p{L}'’ -]{1,30}\)\s*$/u.test(header.text))) &&
    postOrWorkFollows(after)
  );
}

/**
 * After a dated employer and its town: the post ("Ambulancière"), or, where the resume gives none, the job's work
 * ("Etés 2003-2004-2005:Plages des Vernhes" / "Salles-Curan" / "Surveillance seule d'une plage ...").
 */
function postOrWorkFollows(after: LineFeatures | undefined): boolean {
  if (after === undefined || after.period !== undefined) return false;
  return after.titleLike || after.prose || after.bullet;
}

type Segment = {
  text: string;
  kind: 'employer-placeholder' | 'place' | 'title' | 'organisation' | 'legal-form' | 'other';
  line: number;
};

/** The field of work a post is in, named after it ("Software Development", "Marketing"). */
// ("Business Consultant Manufacturing & Automotive": the industries a consultant serves, joined by "&", too.)
const fieldOfWork =
  /^(?:(?:\p{Lu}[\p{L}&-]*|&)\s+){0,2}(?:Development|Engineering|Design|Marketing|Sales|Operations|Research|Finance|Analytics|Support|Administration|Accounting|Logistics|Communications|Manufacturing|Automotive|Production|Healthcare|Retail|Procurement|Purchasing|Consulting|Energy|Banking|Insurance)$/u;

/**
 * "Working Student (Werkstudent) Software Development", "Intern Marketing": a post named before its field is a title,
 * though the field has a word organisations are named with ("Software").
 */
function postBeforeField(core: string): boolean {
  const words = core.split(/\s+/u);
  for (let split = words.length - 1; split >= 1; split -= 1) {
    const field = words.slice(split).join(' ');
    if (words.length - split <= 3 && fieldOfWork.test(field) && countTitleWords(words.slice(0, split).join(' ')) > 0)
      return true;
  }
  return false;
}

/**
 * "Office Assistant / Bookkeeping", "Receptionist / Administration": a post, then after a slash the field it also
 * covered (or another post), is the title, though the field is a word businesses are named with ("Bookkeeping").
 * ("Cashier / Walmart Supercenter": a name after the slash is no field, and the part stays for the vocabulary.)
 */
function isPostSlashField(core: string, line: number): boolean {
  const [post, ...others] = core.split(/\s+\/\s+/u);
  if (post === undefined || others.length === 0 || others.length > 2) return false;
  if (classifySegment(post, line).kind !== 'title') return false;
  return others.every(
    (other) =>
      fieldOfWork.test(other) ||
      /^\p{Lu}\p{Ll}+(?:ing|ion|ment|ance|ence|ics)$/u.test(other) ||
      (classifySegment(other, line).kind === 'title' && !looksLikeOrganisation(other)),
  );
}

/** A part of a street address: a house number and its street, a suite or unit, a state with its ZIP code. */
const streetAddressPart =
  /^(?:\d{1,6}[A-Z]?\s+(?:[NSEW]\.?\s+)?(?:[\p{Lu}\d][\p{L}\d.'’-]*\s+){0,4}(?:Street|St|Road|Rd|Avenue|Ave|Highway|Hwy|Drive|Dr|Lane|Ln|Boulevard|Blvd|Way|Square|Sq|Court|Ct|Place|Pl|Parkway|Pkwy|Terrace|Crescent|Close)\.?(?:\s+\d{1,5})?|(?:Suite|Ste|Unit|Floor|Fl)\.?\s*#?\d{1,5}[A-Z]?|[A-Z]{2}\s+\d{5}(?:-\d{4})?)$/u;

/** A practice or ward a post is in, named alone: "Litigation", "Conveyancing", "Oncology". */
const practiceArea =
  /^(?:litigation|conveyancing|probate|private client|personal injury|family law|employment law|commercial property|intensive care|theatres|paediatrics|pediatrics|oncology|maternity)$/iu;

/** A legal form written as a part of its own: "Inc.", "GmbH", "S.L.", "S.A.U.", "Pty Ltd". */
const legalFormAlone =
  /^(?:inc|llc|pllc|llp|ltd|limited|plc|gmbh|ag|corp|co|s\.?a|s\.?a\.?u|s\.?l|s\.?l\.?u|s\.?r\.?l|sarl|sas|b\.?v|n\.?v|pty\.? ltd|pvt\.? ltd|sdn\.? bhd|p\.c|p\.a|l\.l\.c|l\.l\.p)\.?$/i;

function classifySegment(text: string, line: number): Segment {
  // "SUPPORT VOLUNTEER | NOTTINGHAM STREET PASTORS": a part in capitals is the part it is in letter case (the post had
  // been read as neither, and the organisation taken for the post).
  if (/\s/u.test(text.trim()) && isAllCapitals(text)) {
    const inLetterCase = classifySegment(titleCaseFromCapitals(text), line);
    if (inLetterCase.kind === 'title') return { text, kind: 'title', line };
  }
  if (text === employerPlaceholder) return { text, kind: 'employer-placeholder', line };
  if (text === sameEmployerMark) return { text, kind: 'organisation', line };
  // "CO" after a city is Colorado, "Co." after a name is a company.
  if (/^[A-Z]{2}$/.test(text) && looksLikePlace(text)) return { text, kind: 'place', line };
  if (legalFormAlone.test(text)) return { text, kind: 'legal-form', line };
  if (looksLikePlace(text)) return { text, kind: 'place', line };
  // "1827 Walden Office Square", "Suite 325", "IL 60173": a street address, under a job's header, is where it was.
  if (streetAddressPart.test(text)) return { text, kind: 'place', line };
  // "Paralegal, Litigation — O'Halloran Duggan Solicitors LLP": the practice a post is in, after its comma, is more of
  // the title ("Litigation, O'Halloran Duggan Solicitors LLP" had been the employer).
  if (practiceArea.test(text)) return { text, kind: 'title', line };
  // "Customer Care Representative, Tier 1": a grade of the post is part of its title, never the employer.
  if (/^(?:tier|level|band|grade|step)\s+(?:\d{1,2}[a-c]?|[IVX]{1,4})$/iu.test(text))
    return { text, kind: 'title', line };
  // "Graduate Engineer, then Mechanical Engineer": the post the person was promoted to is more of the title.
  if (/^then\s+\p{Lu}/u.test(text) && countTitleWords(text) > 0) return { text, kind: 'title', line };
  // Brackets and levels say nothing about what a part is: "Software Engineer (Front-End)", "Engineer III".
  const core = text
    .replace(/\([^)]*\)/g, ' ')
    .replace(/\s+(?:I{1,3}|IV|V|\d)$/u, '')
    .trim();
  const tokens = titleTokens(core);
  const last = tokens[tokens.length - 1] ?? '';
  const first = tokens[0] ?? '';
  // ("Auxiliar de clínica", "Técnico de laboratorio": a post of a place, in Spanish or French, though the place is a
  // word organisations are named with.)
  const headedTitle =
    (/^(?:head|director|chief|vp|manager|president|officer|teacher|professor|lecturer|leiter|leiterin|jefe|jefa|directeur|directrice|responsable)$/.test(
      first,
    ) &&
      tokens[1] === 'of') ||
    (isTitleWord(first) && /^(?:de|del|du|des|d['’])$/u.test(tokens[1] ?? '') && tokens.length <= 5);
  // "Pemberton & Shaw Chartered Accountants", "Severn Vale Consulting Engineers": a firm named after its trade in the
  // plural, never a title (one person holds a title).
  const singular = last.endsWith('s') && !last.endsWith('ss') ? last.slice(0, -1) : '';
  if (tokens.length >= 2 && singular !== '' && isTitleWord(singular, { allowAmbiguous: true }))
    return { text, kind: 'organisation', line };
  // "Belgrave Road Chemist (independent)": a business named after its trade, which the bracket says it is.
  if (businessKindInBrackets.test(text)) return { text, kind: 'organisation', line };
  // "The Thirsty Scholar & Zombie Shack", "The Anchor": a name opened by its article and joined by "&" names a
  // place of business; a post is never written so.
  if (/^The\s+\p{Lu}/u.test(text) && /\s&\s/u.test(text) && !/\s(?:of|for|to)\s/u.test(text))
    return { text, kind: 'organisation', line };
  // "Dr. Gorinstein", "Dr. Patel Dental", "Dr. med. Weber": a doctor's practice named after the doctor is the employer;
  // "Dr." names no post.
  if (
    /^(?:Dr|Dres|Prof)\.?\s+(?:(?:med|dent|rer\.\s?nat)\.\s+)?\p{Lu}\p{Ll}+/u.test(text) &&
    countSpaceSeparatedParts(text) <= 5
  )
    return { text, kind: 'organisation', line };
  const endsWithTitleWord = isTitleWord(last, { allowAmbiguous: true }) && countTitleWords(core) > 0;
  if ((endsWithTitleWord || headedTitle) && tokens.length <= 9) return { text, kind: 'title', line };
  if (postBeforeField(core)) return { text, kind: 'title', line };
  // "Product Analyst Global Business solutions": a post of two words or more, then its team, named in words no
  // organisation's name ends on (in lower case), is the post.
  const words = core.split(/\s+/u);
  if (
    words.length >= 3 &&
    /^\p{Ll}+$/u.test(words.at(-1) ?? '') &&
    words.slice(1, 3).some((word, index) => isTitleWord(word) && looksLikeTitle(words.slice(0, index + 2).join(' ')))
  )
    return { text, kind: 'title', line };
  // "Analista Logística", "Técnico Electrónico": in Spanish, Portuguese or French the post comes first and its field
  // after it as an adjective, which may be a word organisations are named with ("Logística"); the post is the title.
  if (
    tokens.length === 2 &&
    isTitleWord(first) &&
    /(?:ic[oa]s?|iv[oa]s?|al|ales|ista|er[oa]|ari[oa]|ble|nte|ique|if|ive|el|elle)$/u.test(last) &&
    // ("Builder Capital", "Barber Global": English names of businesses end so too.)
    !/^(?:capital|global|central|international|national|digital|total|mobile|general|professional)$/u.test(last)
  )
    return { text, kind: 'title', line };
  if (isPostSlashField(core, line)) return { text, kind: 'title', line };
  if (looksLikeOrganisation(core)) return { text, kind: 'organisation', line };
  if (countTitleWords(core) > 0 && tokens.length <= 9) return { text, kind: 'title', line };
  // "Gobernanta (Housekeeping Supervisor)", "Camarera de pisos (Room Attendant)": a post in another language, with the
  // English title in brackets.
  const gloss = /^[^()]{2,40}\(([^()]{3,40})\)$/u.exec(text.trim())?.[1];
  if (gloss !== undefined && countSpaceSeparatedParts(gloss) <= 4 && looksLikeTitle(gloss))
    return { text, kind: 'title', line };
  // "HEKS", "UPS", "CERN": a short name in capitals that names no post ("CEO" and "RN" are posts the vocabulary knows)
  // is an organisation's initials; a field's ("Radiographer in Charge – MRI", "Manager, HR") is none.
  if (
    /^\p{Lu}{3,6}$/u.test(text.trim()) &&
    !/^(?:MRI|ICU|NICU|PICU|CT|ER|ED|OR|EMS|IT|HR|QA|QC|UX|UI|SEO|SEM|CRM|ERP|PR|EHS|HSE|AP|AR|GL|BI|ML|AI|VR|PM|PMO|SME|IOT|CAD|CNC|PLC|HVAC|ESL|EFL|SEN|SENCO|EYFS|KS[1-5])$/u.test(
      text.trim(),
    )
  )
    return { text, kind: 'organisation', line };
  return { text, kind: 'other', line };
}

const placeWordAfterPlaceholder = new RegExp(`(${employerPlaceholder} \\|)\\s*(?:City|State)\\b`, 'g');

/**
 * "Pharmacy Technician – Long Term Care | Cedarline LTC Pharmacy Services – Dunmore, OH": on a line the bars part, the
 * dash after the title parts the post from its field, which is no employer ("Long Term Care" has an organisation's
 * word). The field is put in brackets after the title.
 */
function specialtyInBrackets(text: string): string {
  const bar = text.indexOf(' | ');
  if (bar < 0) return text;
  const first = text.slice(0, bar);
  const dash = first.match(/^(.+?)\s+[–—-]\s+([^–—|()]+)$/u);
  if (!dash?.[1] || !dash[2] || !looksLikeTitle(dash[1]) || looksLikeTitle(dash[2])) return text;
  if (looksLikePlace(dash[2]) || legalFormPattern.test(dash[2]) || countSpaceSeparatedParts(dash[2]) > 4) return text;
  // The employer is elsewhere on the line: a part after a bar that names an organisation.
  if (
    !text
      .slice(bar + 3)
      .split(/\s*\|\s*|\s+[–—-]\s+/u)
      .some((part) => looksLikeOrganisation(part))
  )
    return text;
  return `${dash[1]} (${dash[2].trim()})${text.slice(bar)}`;
}

/**
 * "As a Case Manager, I met one-on-one with clients ...", "In my current position as Reports/Data Specialist, I create
 * ...": a resume written in the person's own sentences names the post in the first one, where its header has none.
 */
function titleInOwnWords(firstLine: string | undefined): string | undefined {
  const named = firstLine?.match(
    /^(?:In my (?:current |present |previous |former )?(?:position|role|post|job) as|As)\s+(?:an?\s+)?(\p{Lu}[\p{L}/&' -]{2,50}?),\s+I\s/u,
  )?.[1];
  if (named === undefined || countSpaceSeparatedParts(named) > 5 || !mostlyCapitalised(named)) return undefined;
  return looksLikeTitle(named) || /^(?:\p{Lu}[\p{L}'-]*[ /&]*){1,5}$/u.test(named) ? named.trim() : undefined;
}

/** Stands for a comma inside a name while a header is split at its commas. */
const listComma = '\u0003';

/** "bei", "beim", "bei der" and French "chez": the words that join a post to its employer, as "at" does in English. */
const postEmployerJoin = String.raw`bei(?:m|\s+der|\s+dem)?|chez`;
/** "Administrative Office bei GC International AG": the post, then the word that joins it to its employer. */
// ("Begleitung von Jugendlichen im Alltag und bei Behördengängen": after "und", "bei" says where a duty was done.)
const postAtEmployer = new RegExp(
  String.raw`^\s*([^|,]{2,80}?)(?<!\s(?:und|oder|sowie|auch|et))\s+(${postEmployerJoin})\s+\p{Lu}`,
  'u',
);
/** Where a header's text parts for `headerParts` (a line's features, before it is read as a header). */
const headerPartBreak = new RegExp(
  String.raw`\s*\|\s*|\s+[–—-]\s+|(?:(?<=\p{Ll})|(?<=\p{Lu}{4}))[–—-]\s+(?=\p{Lu})|\s+[–—-](?=\p{Lu}\p{Ll})|\s{3,}|\t|,\s+(?![^()]*\))|\s+[·•]\s+|(?<!\s(?:und|oder|sowie|auch|et))\s+(?:${postEmployerJoin})\s+(?=\p{Lu})`,
  'u',
);
// (A comma inside brackets parts nothing: "Senior Policy Analyst (EC-06, acting)" is one post.)
/**
 * Where a header line parts for `splitHeaderLine`. ("Rocket Mortgage- Charlotte, NC", "East Carolina University
 * -Department of Public Health": a dash that lost one of its spaces parts them as well. "Trainee in Robotic Process
 * Automation bei Schindler Management AG", "kaufmännische Lehre beim Elektrizitätswerk Nidwalden", "vendeuse chez
 * Cache Cache": "bei", "beim" and "chez" join a post and its employer as "at" does.)
 */
const headerSegmentBreak = new RegExp(
  String.raw`\s*\|\s*|\s+[–—-]\s+(?![^()]*\))|(?:(?<=\p{Ll})|(?<=\p{Lu}{4}))[–—-]\s+(?=\p{Lu})|(?<=\p{Ll})[–—-]\s+(?=\p{Ll}[\p{L}&.-]*\s+(?:AG|GmbH|SE|KG|Inc|Ltd|LLC|BV|NV|SA|SL|S\.A\.)(?![\p{L}]))|\s+[–—-](?=\p{Lu}\p{Ll})|\s+[·•]\s*|\s{3,}|\t|\s+@\s+|(?<!\s(?:und|oder|sowie|auch|et))\s+(?:at|${postEmployerJoin})\s+(?=\p{Lu})(?![^()]*\))`,
  'u',
);

/** Splits one header line into its parts: at bars, spaced dashes, tabs, commas, " at " and around the placeholder. */
function splitHeaderLine(text: string, line: number): Segment[] {
  // "City , State" and a bare "City" or "State" beside the employer placeholder stand for the removed place.
  // "before that: kitchen porter, Red Kite Inn, Kettering": the lead-in is no part of the role.
  const withPlaceholder = specialtyInBrackets(text)
    .replace(/^\s*(?:before that|previously|prior to that|earlier(?: roles?)?|other work)\s*:\s*/iu, '')
    // "Sunny Days Childcare Ltd trading as Little Acorns Day Nursery", "Hartley Heating Ltd t/a Hartley Home Services":
    // the company and the name it trades under, which is the one people know it by and the letter names; read whole,
    // the employer had been lost.
    .replace(/\p{Lu}[^,|–—()]*?\s+(?:trading as|t\/a)\s+(?=\p{Lu})/u, '')
    .replace(germanTermsBeforeEmployer, '')
    // "Teilzeitangestellter bei UPS": a German post and its employer, as "at" joins them in English.
    .replace(/(^|\|\s*)(\p{Lu}\p{Ll}+(?:in|er|e|kraft))\s+bei\s+(?=\p{Lu})/u, '$1$2 | ')
    // "FSJ im OK Weinstraße", "Praktikum im Klinikum Fürth": a year of service or an internship served "in the" place,
    // which is its employer (after any other post, "im" says in which part of the work: "Leitung im Vertrieb"; a place
    // named by one noun, "Praktikum im Behindertenwohnheim", is what kind of place, no name, as is one whose employer
    // the line names after it, "| Haus Miteinander").
    .replace(
      /(^|\|\s*)((?:FSJ|BFD|FÖJ|\p{L}*[Pp]raktikum|Ausbildung|Volontariat|\p{L}*[Ff]reiwilligendienst))\s+(?:im|am|in der)\s+(?=\p{Lu}[^|,–—]*\s[^|,–—\s][^|,–—]*$)/u,
      '$1$2 | ',
    )
    // "Kaya Temp Staffing (placed at Tshwane Fresh Produce Traders)": the agency employed the person; where it placed
    // them is a note on the job, no part of a name.
    .replace(/\s*\((?:placed|deployed|seconded|assigned|working|on assignment)\s+(?:at|to|with)\s+[^()]+\)/iu, '')
    // "Tempo Intérim, Bruxelles – mission à l'Hôtel Marolles Plaza", "Adecco – placed at Acme": the same note after a
    // dash, in English, French or Spanish.
    .replace(
      /\s+[–—-]\s+(?:(?:en\s+)?mission\s+(?:à|au|chez|pour)|placed\s+(?:at|with)|on\s+assignment\s+(?:at|with)|seconded\s+to|asignad[oa]\s+a|en\s+misión\s+en)\s+[^|–—]+$/iu,
      '',
    )
    .replace(/\bCity\s*,\s*State\b/g, ' | ')
    // "Certified Nursing Assistant, Bellin Health; Green Bay, WI": a semicolon parts a name from its town as a comma.
    // ("TeamApt Inc. (now Moniepoint Inc); Remote": after a bracket too.)
    .replace(/(?<=[\p{L})])\s*;\s+(?=\p{Lu})/gu, ' | ')
    .replace(placeholderEmployerPattern, ` | ${employerPlaceholder} | `)
    .replace(placeWordAfterPlaceholder, '$1 | ');
  const segments: Segment[] = [];
  // ("Technicien contrôle qualité (intérim – missions successives)": a dash inside brackets parts no header.)
  // "Key Account Director, Entertainment @ Sonder by Marriott Bonvoy": before "@", a comma parts the post from its
  // specialty, never from an employer, which "@" gives ("At Entertainment" before).
  const specialtyBeforeAt = withPlaceholder.replace(/^([^@|,]+),\s+([^@|,]{2,40}?)(?=\s+@\s+\S)/u, `$1${listComma}$2`);
  for (const strongPart of specialtyBeforeAt.split(headerSegmentBreak)) {
    // A place in brackets at the end ("Beispiel AG (Remote)") is a part of its own.
    const bracketed = strongPart.match(/^(.*?)\s*\(([^()]+)\)\s*$/);
    // "INSTALACIONES ELÉCTRICAS HENARES, S.L. (Alcalá de Henares)": after the legal form that ends a name, the bracket
    // is where the company is, a town no list of places need know.
    const afterLegalForm =
      bracketed?.[1] !== undefined &&
      legalFormAlone.test(
        bracketed[1]
          .split(/\s*,\s*/u)
          .pop()
          ?.trim() ?? '',
      );
    const parts =
      bracketed?.[1] && bracketed[2] && (looksLikePlace(bracketed[2]) || afterLegalForm)
        ? [bracketed[1], bracketed[2]]
        : [strongPart];
    for (const [partIndex, part] of parts.entries()) {
      if (afterLegalForm && partIndex === 1) {
        segments.push({ text: part.trim(), kind: 'place', line });
        continue;
      }
      // "Gropp Heating, Air, and Electric": the commas of a list in a name, ended by "and", part nothing.
      const listed = part.replace(
        /(?<![\p{L}'’-])(\p{Lu}[\p{L}'’-]*),\s+(\p{Lu}[\p{L}'’-]*),\s+(?=(?:and|&)\s+\p{Lu})/gu,
        `$1${listComma}$2${listComma}`,
      );
      // "Strathallan Vets (small animal, 3 vets, 5 nurses)": a comma inside brackets is no break between parts.
      for (const listedPiece of listed.split(/\s*,\s*(?![^()]*\))/)) {
        const piece = listedPiece.replaceAll(listComma, ', ');
        // "Abington Grange Care Home (Northampton) / Nov 2023": the separator the dates left behind goes too.
        const trimmed = piece.trim().replace(/^[-–—:;,.\s]+|[-–—:;,/\s]+$/g, '');
        if (trimmed === '' || /^(?:City|State|City\s*,\s*State)$/i.test(trimmed)) continue;
        // "(Saturday mornings)", "(4 hrs/wk)" after the dates: a note of the terms, no part of the header.
        if (/^\([^()]*\)$/u.test(trimmed) && !looksLikePlace(trimmed.slice(1, -1))) continue;
        segments.push(classifySegment(trimmed, line));
      }
    }
  }
  // "Key Account Director, Entertainment @ Sonder by Marriott Bonvoy": "@" says which is the post and which the employer.
  const aroundAt = specialtyBeforeAt.match(/^([^@|]+?)\s+@\s+([^@|–—(]+?)(?=\s*(?:[|–—(]|\s-\s|$))/u);
  if (aroundAt?.[1] && aroundAt[2]) {
    const post = aroundAt[1].replaceAll(listComma, ', ').trim();
    const employer = aroundAt[2].trim();
    const postAt = segments.findIndex((segment) => segment.text === post);
    const employerAt = segments.findIndex((segment) => segment.text === employer);
    if (postAt >= 0 && employerAt === postAt + 1) {
      segments[postAt] = { text: post, kind: 'title', line };
      segments[employerAt] = { text: employer, kind: 'organisation', line };
    }
  }
  // "Administrative Office bei GC International AG": what stands before "bei" or "chez" is the post, in words no list
  // of posts need know, when an organisation follows.
  // ("Vendeuse ... chez Princesse Tam Tam": in French, the name after "chez" is the employer, whatever its words.)
  const joinedAt = withPlaceholder.match(postAtEmployer);
  const postBefore = joinedAt?.[1]?.trim();
  if (postBefore !== undefined) {
    const at = segments.findIndex((segment) => segment.text === postBefore);
    const employer = segments[at + 1];
    // ("Jahrespraktikum bei Procter & Gamble": after "bei" too.)
    const named =
      employer?.kind === 'organisation' ||
      ((joinedAt?.[2] === 'chez' || /^bei/u.test(joinedAt?.[2] ?? '')) && employer?.kind === 'other');
    if (at >= 0 && employer !== undefined && segments[at]?.kind !== 'title' && named) {
      segments[at] = { text: postBefore, kind: 'title', line };
      segments[at + 1] = { ...employer, kind: 'organisation' };
    }
  }
  // "Savannah, GA", "Sacramento, CA": a town the dictionary does not know is a place by the state after it.
  for (const [position, segment] of segments.entries()) {
    const next = segments[position + 1];
    if (
      segment.kind === 'other' &&
      next?.kind === 'place' &&
      next.line === segment.line &&
      /^[A-Z]{2,3}$/u.test(next.text) &&
      /^\p{Lu}[\p{L}'’ -]{2,30}$/u.test(segment.text) &&
      countSpaceSeparatedParts(segment.text) <= 3
    )
      segments[position] = { ...segment, kind: 'place' };
  }
  // "Hollis & Crane Solicitors, Marlowe – Legal Secretary": a word or two in capitals after the employer's comma,
  // naming no post or organisation, is its town.
  for (const [position, segment] of segments.entries()) {
    const previous = segments[position - 1];
    if (
      segment.kind === 'other' &&
      previous?.kind === 'organisation' &&
      previous.line === segment.line &&
      /^\p{Lu}\p{Ll}+(?:[ -]\p{Lu}\p{Ll}+)?$/u.test(segment.text) &&
      text.includes(`${previous.text}, ${segment.text}`)
    )
      segments[position] = { ...segment, kind: 'place' };
  }
  // A legal form is the end of the name before it ("ABC Company, Inc.").
  const joined: Segment[] = [];
  for (const segment of segments) {
    const previous = joined[joined.length - 1];
    if (segment.kind === 'legal-form' && previous && previous.kind !== 'employer-placeholder') {
      joined[joined.length - 1] = {
        text: `${previous.text}, ${segment.text}`,
        kind: 'organisation',
        line: previous.line,
      };
      continue;
    }
    // "Hargrove, Pell & Aoki LLP": a firm named after its partners keeps the comma between their names.
    if (
      segment.kind === 'organisation' &&
      /&|\b(?:LLP|LLC)\b/u.test(segment.text) &&
      previous &&
      previous.kind === 'other' &&
      previous.line === segment.line &&
      /^\p{Lu}[\p{L}'’-]+$/u.test(previous.text)
    ) {
      joined[joined.length - 1] = {
        text: `${previous.text}, ${segment.text}`,
        kind: 'organisation',
        line: segment.line,
      };
      continue;
    }
    joined.push(segment);
  }
  return joined;
}

/**
 * "Give and Go Prepared foods": a name written in capitals but for its last word, which a resume's writer left in
 * small letters, is still a name (a line of work, "Multi drop heating oil deliveries", has few capitals if any).
 */
function capitalisedButItsLastWord(text: string): boolean {
  const words = text.split(/\s+/u).filter((word) => !/^(?:and|of|the|for|&)$/u.test(word));
  const opening = words.slice(0, -1);
  return opening.length >= 2 && opening.every((word) => /^\p{Lu}/u.test(word)) && /^\p{Ll}+$/u.test(words.at(-1) ?? '');
}

/** "English. Math and Science", "STEAM": the subjects a teacher taught, as a header names them. */
const taughtSubjects =
  /^(?:(?:English|Maths?|Mathematics|Science|History|Geography|Art|Music|Drama|Physics|Chemistry|Biology|Spanish|French|German|ESL|EAL|ELA|PE|Literacy|Numeracy|Reading|Writing|Social Studies|Computing|ICT|STEM|STEAM)(?:[.,&]|\s+and\b|\s)*)+$/u;

/** How long a job lasted, written beside its dates and nothing else: "1 week", "3 months", "two years". */
const durationOnly =
  /^(?:\d{1,2}|one|two|three|four|five|six|a few|several)\s+(?:days?|weeks?|months?|years?|yrs?|mos?|wks?)$/iu;

function isAcceptableEmployer(text: string): boolean {
  const lower = text.toLowerCase().trim();
  if (notEmployers.has(lower) || lower.length < 2) return false;
  // ("LinkeIn:https://om.linkedin.com/pub/...": a page header's web address, repeated on every page, names no employer.)
  if (/:\/\/|\bwww\.|linked\s*in/iu.test(lower)) return false;
  // "Invalid Date", "undefined": what a site's script printed where a value failed, never a name.
  if (/^(?:invalid date|undefined|null|nan|\[object object\])$/u.test(lower)) return false;
  // "Store #214", "Branch 12": which of the employer's sites, never the employer.
  if (
    /^(?:store|branch|unit|site|location|depot|plant|shop|restaurant|office|warehouse|dc)\s*(?:#|no\.?\s*)?\s*\d+$/iu.test(
      lower,
    )
  )
    return false;
  if (!/\p{Lu}|\p{N}/u.test(text)) return false;
  // "1 week, June 2026": how long the job lasted, never who gave it.
  if (durationOnly.test(lower)) return false;
  if (/^(?:responsibilities|duties|accomplishments|skills used)\b/i.test(text)) return false;
  // "Grade 1 Teacher, English. Math and Science": the subjects a teacher taught, never an employer.
  if (taughtSubjects.test(text.trim())) return false;
  // "Aluminium smelter shutdown": what the job was, in the words of a sentence, names no employer.
  const lowerWords = text
    .split(/\s+/u)
    .slice(1)
    .filter(
      (word) => /^\p{Ll}{3,}$/u.test(word) && !/^(?:and|of|the|for|de|du|des|der|und|von|y|et|la|le)$/u.test(word),
    );
  if (
    lowerWords.length >= 2 &&
    /\s(?:shutdown|project|contract|placement|programme|assignment|jobs?|work)$/u.test(text) &&
    !/\b(?:ltd|llc|inc|plc|gmbh)\b/iu.test(text)
  )
    return false;
  return countSpaceSeparatedParts(text) <= 10;
}

function tidyTitle(text: string): string {
  // "FREELANCE VIRTUAL ASSISTANT (part-time, evenings)": the title in capitals before its note.
  return titleCaseBeforeNote(
    text
      // "Dispenser → Trainee Pharmacy Technician": promoted within the job; the post is the last one named.
      .replace(/^.*(?:→|->|⟶)\s*/u, '')
      // "Full-Time; Certified Pharmacy Technician": how the post was held, before it, is no part of its name.
      .replace(/^(?:full|part)[- ]?time\s*[;:,–—-]\s*(?=\p{L})/iu, '')
      // "Pflegehelferin, Vollzeit", "Betreuungskraft (Teilzeit, 25 Std./Woche)": the terms of a German post, after it,
      // are no part of its name ("als Betreuungskraft (Teilzeit, 25 Std./Woche) bei ..." in a held-out letter).
      .replace(/\s*\((?:Vollzeit|Teilzeit)\b[^()]*\)|,\s*(?:Vollzeit|Teilzeit)$/gu, '')
      // "Oficial 1ª de Mantenimiento (turnos rotativos M/T/N)", "Packer (rotating shifts)": the shifts a post was worked
      // in are no part of its name either.
      .replace(
        /\s*\((?:turnos?\s+(?:rotativos?|de\s+noche|partidos?)|rotating\s+shifts?|night\s+shifts?|nights|shift\s+work|Schichtdienst|Wechselschicht|travail\s+post[ée]|3\s*[x×]\s*8)\b[^()]*\)/giu,
        '',
      )
      .replace(/\s*\/\s*/g, '/')
      .replace(/\s+/g, ' ')
      .replace(/^[-–—,;:|\s]+|[-–—,;:|\s]+$/g, '')
      .trim(),
  );
}

function titleCaseBeforeNote(text: string): string {
  const note = text.indexOf(' (');
  return note > 0 && !isAllCapitals(text)
    ? titleCaseFromCapitals(text.slice(0, note)) + text.slice(note)
    : titleCaseFromCapitals(text);
}

/** "Sunny Mart #12": the store's number says where the person worked, not who employed them. */
const storeNumber = /\s+(?:store\s+)?#\s?\d+$/iu;

type ParsedHeader = { title: string | null; employer: string | null; location: string | null; period: Period | null };

/**
 * Words that say the person worked for themselves, at a title's start ("sole trader (part-time)"). "Freelance" is left
 * out: "Freelance Designer" names a post of its own.
 */
const ownAccountWords = /^(?:self[- ]employed|sole trader|owner[- ]operator)\b/iu;

/** How a post was held, written where an employer stands ("TEFL Specialist" / "Independent Contractor"). */
const workArrangement = /^(?:independent contractor|self[- ]employed|freelancer?|sole trader)$/iu;

/**
 * "… bei GC International AG, Luzern (Teilzeit 10-20%)", "(part-time, 60%)": the share of a week a dated job took,
 * in brackets, says nothing of its post, employer or place, and its number made the header read as a line of work.
 */
function withoutHoursNote(line: string): string {
  if (!line.includes('(') || findPeriod(line) === undefined) return line;
  return line.replace(
    /\s*\((?:(?:Teilzeit|Vollzeit|part[- ]time|full[- ]time|temps (?:partiel|plein)|media jornada|jornada (?:completa|parcial)|Pensum)\s*,?\s*(?:\d{1,3}(?:\s*[-–]\s*\d{1,3})?\s*%)?|\d{1,3}(?:\s*[-–]\s*\d{1,3})?\s*%)\)/giu,
    '',
  );
}

/**
 * "Juillet, décembre 2018 et janvier-février, avril-septembre, novembre 2019": the months of a job held in stints, a
 * line of months and years alone. Read as one period from the first month to the last ("Juillet 2018 – novembre 2019"),
 * which the role reader knows; read as it stood, one month of it was the period and the rest the job's place.
 */
function withStintsAsRange(line: string): string {
  const words = line
    .trim()
    .split(/[\s,;–—-]+/u)
    .filter((word) => word !== '');
  if (words.length < 4 || !/\d{4}/u.test(line)) return line;
  const isMonth = (word: string) => /^\p{L}{3,}\.?$/u.test(word) && monthNumberOf(word) !== undefined;
  const isYear = (word: string) => /^(?:19|20)\d{2}$/u.test(word);
  if (!words.every((word) => isMonth(word) || isYear(word) || /^(?:et|and|y|und|e|&)$/iu.test(word))) return line;
  const months = words.filter(isMonth);
  const years = words.filter(isYear);
  const [firstMonth, lastMonth] = [months[0], months.at(-1)];
  const [firstYear, lastYear] = [years[0], years.at(-1)];
  if (years.length < 2 || months.length < 2 || !firstMonth || !lastMonth || !firstYear || !lastYear) return line;
  return `${firstMonth} ${firstYear} – ${lastMonth} ${lastYear}`;
}

/**
 * "8/2022–<TAB>Wissenschaftler, Bioinformatics Platform, Max-Planck-Unit ..., Berlin." and "05/2016–05/2022<TAB>
 * Wissenschaftler, ..., KTH, Stockholm. Systembiologie und Data Science zur ...": a CV template's dated entry, its
 * post and employer parted by commas and ended by a point like a sentence, what the job was about going on after it.
 * The entry is read as a header without its point, and what follows on a line of its own.
 */
function withDatedHeaderEnded(line: string): string[] {
  const period = findPeriod(line);
  if (period === undefined || period.index > 2) return [line];
  const entryStart = period.index + period.length;
  const entry = line.slice(entryStart);
  // "2015: KENYA INDUSTRIAL RESEARCH AND DEVELOPMENT INSTITUTE (KIRDI).": a dated name in capitals, its point after it;
  // no sentence is written in capitals.
  if (/^[^\p{Ll}]*\p{Lu}{2}[^\p{Ll}]*[^.]\.$/u.test(entry.trim()) && countSpaceSeparatedParts(entry) <= 12)
    return [line.trimEnd().slice(0, -1)];
  if (!line.includes(',')) return [line];
  for (const end of entry.matchAll(/\.+(?=\s+\p{Lu}|\s*$)/gu)) {
    const header = entry.slice(0, end.index);
    const last = header.split(',').at(-1)?.trim() ?? '';
    // The point of an abbreviation ("Prof.", "Dr.", "Inc.") or of an initial ("U.S. Army", "J. Smith") ends no entry;
    // nor does that of a first name shortened after a comma ("Metallbau, Ed. Keller AG").
    if (/\b(?:Prof|Dr|St|Inc|Ltd|Co|Corp|Nr|Str|Abt)$|(?:^|[\s.])\p{Lu}$|,\s*\p{Lu}\p{Ll}{1,2}$/u.test(header))
      continue;
    if (!header.includes(',') || !/^\p{Lu}/u.test(last) || countSpaceSeparatedParts(last) > 4) return [line];
    const after = entry.slice(end.index + end[0].length).trim();
    return after === '' ? [`${line.slice(0, entryStart)}${header}`] : [`${line.slice(0, entryStart)}${header}`, after];
  }
  return [line];
}

/**
 * "Minijob FRISTO-Getränkemarkt Bad Endorf", "Geringfügige Beschäftigung BBW Lasertechnik Prutting": how a German job
 * was held, before the employer's name; a note on the job, neither its post nor a part of the name.
 */
const germanTermsBeforeEmployer =
  /^(?:Minijob|Geringfügige Beschäftigung|Aushilfstätigkeit|Nebenjob|Ferienjob)\s+(?=\p{Lu})/u;

/** Reads a header group (one to three lines) into title, employer, place and period. */
function parseHeader(group: string[]): ParsedHeader {
  let period: Period | null = null;
  const segments: Segment[] = [];
  // "1950 American Diner - Poggibonsi" over "Da giugno 2018 a oggi": a year alone in a name is no period where another
  // line of the header gives one that runs from a date to another or to now.
  const periods = group.map((line) => findPeriod(line));
  const rank = (found: FoundPeriod | undefined) =>
    found === undefined ? -1 : (found.current ? 2 : 0) + (found.end !== null ? 2 : 0);
  const best = periods.reduce((chosen, found, index) => (rank(found) > rank(periods[chosen]) ? index : chosen), 0);
  let department: string | undefined;
  group.forEach((line, lineIndex) => {
    let text = line;
    const found = periods[lineIndex];
    if (found && period === null && (lineIndex === best || rank(found) >= rank(periods[best]))) {
      // "Term 1, 2026 (10 weeks)", "Summer 2025 (6 weeks)": a post dated once and given its length ended then, and is no
      // job held now.
      // "Field Biologist | Coastal Trust | 2022": a year alone, with no dash or "to" after it, is the year the job was
      // held; a job held now says so ("2022 – present"), and a letter never tells it as current.
      const after = line.slice(found.index + found.length);
      const closedYear =
        /^(?:19|20)\d{2}$/u.test(found.start ?? '') &&
        !/^\s*(?:[-–—]|to\b|until\b|bis\b|hasta\b|à(?![\p{L}])|au\b|a\b|al\b)/iu.test(after) &&
        !/(?:since|seit|desde|depuis|dal|da|from|ab)\s*$/iu.test(line.slice(0, found.index));
      const ended =
        found.end === null &&
        !found.current &&
        (closedYear ||
          /\(\s*\d{1,2}[\s-]+(?:weeks?|wks?|months?)\b[^()]*\)|\b(?:term|semester|trimester)\s+\d\b/iu.test(line));
      period = { start: found.start, end: ended ? found.start : found.end, current: found.current };
      text = removePeriod(text, found);
      // "2016 – 2020 (part time while in school and college)": a line of dates and how the post was held names no part
      // of the header (the note was taken for the employer, and the employer on the line above was lost).
      if (/^\s*[-–—,;:]?\s*\([^()]{3,80}\)\s*$/u.test(text) && group.length > 1) text = '';
    } else if (found && isPeriodOnlyLine(text)) {
      text = '';
    }
    // "Sales assistant at Praxis Nieuwegein, department Electrics and Powertools": where in the employer the post was
    // held, which the post's title keeps ("Sales assistant (Electrics and Powertools department)"); dropped, a tool
    // shop's letter never said the person sold power tools.
    const departmentNote = text.match(/,\s*(?:department|dept\.?)\s+(\p{Lu}[\p{L}&' -]{2,40}?)\s*$/u);
    if (departmentNote?.[1] && departmentNote.index !== undefined) {
      department = departmentNote[1];
      text = text.slice(0, departmentNote.index);
    }
    // "KM Engineering" / "Current" / "CEO, Freelance Civil Engineer": the word alone says the job is held now.
    if (period === null && /^\s*(?:current|present|now|to date)\s*$/iu.test(text)) {
      period = { start: null, end: null, current: true };
      text = '';
    }
    // "Christchurch, 2016-2017 Reference: Various students": who can vouch for the job, after its place and dates, is no
    // part of the header (a letter said "as a Private Tutor at Reference: Various students").
    // "2014-2016 - warehouse operative, same company": the employer of the job above, said again in two words; named
    // so here, it is given that employer's name once every job is read (\`withSameEmployerNamed\`).
    text = text.replace(
      /(^|[,|–—-]\s*)(?:the\s+)?same\s+(?:company|employer|firm|organi[sz]ation)(?=\s*(?:[,(|]|$))/iu,
      `$1${sameEmployerMark}`,
    );
    segments.push(...splitHeaderLine(text.replace(/\s*\b(?:references?|referees?)\s*:.*$/iu, ''), lineIndex));
  });

  // "Engineers Without Borders, University of Calgary chapter": the body's local part after its comma, one employer
  // with it (the chapter had been the employer and the body the post).
  for (let index = segments.length - 1; index >= 1; index -= 1) {
    const segment = segments[index];
    const before = segments[index - 1];
    if (
      segment !== undefined &&
      before !== undefined &&
      segment.line === before.line &&
      /^\p{Lu}[\p{L}'’&. -]*\s(?:chapter|branch)$/u.test(segment.text.trim()) &&
      (group[segment.line] ?? '').includes(`${before.text}, ${segment.text}`)
    )
      segments.splice(index - 1, 2, {
        text: `${before.text}, ${segment.text}`,
        kind: 'organisation',
        line: before.line,
      });
  }
  // "Hôtesse d'accueil – missions d'intérim, Proxim'Intérim Lyon": how the post was held, neither post nor employer.
  for (let index = segments.length - 1; index >= 0; index -= 1)
    if (
      /^(?:missions?\s+d['’]\s*intérim|intérim|CDD|CDI|CDD puis CDI|en alternance|temp(?:orary)? assignments?|agency assignments?|misiones temporales)$/iu.test(
        segments[index]?.text.trim() ?? '',
      )
    )
      segments.splice(index, 1);
  // "La Familia Speciality Cafe Senior Barista, Fujairah": a business named by its kind, then the post held there, with
  // nothing between them; the name and the post are two parts (the town after them had been taken for the employer).
  for (let index = segments.length - 1; index >= 0; index -= 1) {
    const segment = segments[index];
    if (
      segment?.kind !== 'title' ||
      segments.some(
        (other) =>
          other.kind === 'organisation' ||
          (other.kind === 'other' && other.line !== segment.line && /^\p{Lu}/u.test(other.text)),
      )
    )
      continue;
    const [, business, post] =
      segment.text.match(
        /^((?:\p{Lu}[\p{L}'’&.-]*\s+){1,5}(?:Cafe|Café|Coffeehouse|Restaurant|Bistro|Brasserie|Pub|Hotel|Bakery|Diner|Salon|Pharmacy|Ltd|Limited|Inc|LLC))\s+(\p{Lu}.+)$/u,
      ) ?? [];
    if (business === undefined || post === undefined || !looksLikeTitle(post)) continue;
    segments.splice(
      index,
      1,
      { text: business, kind: 'organisation', line: segment.line },
      { text: post, kind: 'title', line: segment.line },
    );
  }
  // "Walmart | October 2020 – January 2021" over "Tech Department Associate | Gurnee, Illinois": a town no list knows,
  // before its state or country, on the line with the post, is where the job was; the name on the other line is the
  // employer (a held-out letter said "At Gurnee, where I worked as a Tech Department Associate").
  for (const [index, segment] of segments.entries()) {
    const next = segments[index + 1];
    if (
      (segment.kind === 'other' || segment.kind === 'organisation') &&
      next?.kind === 'place' &&
      next.line === segment.line &&
      new RegExp(`${escapeRegExp(segment.text)}\\s*,\\s*${escapeRegExp(next.text)}`, 'u').test(
        group[segment.line] ?? '',
      ) &&
      /^\p{Lu}\p{Ll}+(?:[ -]\p{Lu}\p{Ll}+)?$/u.test(segment.text) &&
      !looksLikeOrganisation(segment.text) &&
      segments.some(
        (other) =>
          other !== segment &&
          (other.kind === 'organisation' ||
            (other.line !== segment.line && other.kind === 'other' && /^\p{Lu}/u.test(other.text))) &&
          countTitleWords(other.text) === 0,
      ) &&
      segments.some((other) => other.line === segment.line && other.kind === 'title')
    )
      segments[index] = { ...segment, kind: 'place' };
  }
  const placeholderIndex = segments.findIndex((segment) => segment.kind === 'employer-placeholder');
  let titleParts = findTitleParts(segments);
  // "Castellano Bookkeeping – sole trader (part-time)" over "BAS Agent & Bookkeeper": working for oneself is how the
  // work was done, and the title on the other line names the post.
  const ownAccount = titleParts.find((index) => ownAccountWords.test(segments[index]?.text ?? ''));
  const ownAccountSegment = ownAccount === undefined ? undefined : segments[ownAccount];
  if (ownAccount !== undefined && ownAccountSegment) {
    const titleElsewhere = segments.some(
      (segment) =>
        segment.kind === 'title' && segment.line !== ownAccountSegment.line && !ownAccountWords.test(segment.text),
    );
    if (titleElsewhere) {
      segments[ownAccount] = { ...ownAccountSegment, kind: 'other' };
      titleParts = findTitleParts(segments);
    }
  }
  // "Self-employed, Pryce Plumbing & Heating, 2022 to now": working for oneself is the post, the business its employer.
  if (titleParts.length === 0) {
    const ownAccount = segments.findIndex((segment) =>
      /^(?:self[- ]employed|freelance|freelancer|sole trader|owner[- ]operator)$/iu.test(
        segment.text.replace(/\s*\([^)]*\)\s*$/u, '').trim(),
      ),
    );
    if (ownAccount >= 0) titleParts = [ownAccount];
  }
  // "Server | Harbour Grill | Hamilton, ON | May 2021 – Aug 2024": a post named by one word that also names other
  // things ("server", "host", "porter"), first on a line that names more, is the title; read as nothing, it became the
  // employer ("At Server, where I worked ...") and the grill a place.
  if (titleParts.length === 0) {
    const onePost = segments.findIndex(
      (segment, position) =>
        segment.kind === 'other' &&
        /^\p{Lu}\p{Ll}+$/u.test(segment.text.trim()) &&
        isTitleWord(segment.text.trim().toLowerCase(), { allowAmbiguous: true }) &&
        !segments.slice(0, position).some((before) => before.line === segment.line) &&
        segments.some((other) => other !== segment && other.line === segment.line && other.kind !== 'place'),
    );
    if (onePost >= 0) titleParts = [onePost];
  }
  // An organisation is named in capitals: "Multi drop heating oil deliveries" and "kitchen and bathroom installs" on
  // a line of work below the title hold an organisation's word ("oil", "kitchen") but name none.
  const isEmployerName = (segment: Segment) =>
    segment.kind === 'organisation' &&
    isAcceptableEmployer(segment.text) &&
    // "Cabane à sucre Chez Ti-Paul", "Casse-croûte Chez Lulu": a French business named "Chez" its owner.
    (/\bChez\s+\p{Lu}/u.test(segment.text) ||
      /^(?:\p{Lu}|\d|&|and\b|of\b|the\b|for\b|de\b|du\b|\()/u.test(
        segment.text
          .replace(/\([^)]*\)/gu, ' ')
          .split(/\s+/)
          .find((word, index) => index > 0 && /^\p{Ll}{4,}/u.test(word)) ?? 'A',
      ) ||
      capitalisedButItsLastWord(segment.text));
  // "Werkstudentin, Analytical Services" over "BioNordt Analytik GmbH, Lindtal": a name with its legal form is the
  // employer, before a department that holds an organisation's word.
  const withLegalForm = segments.findIndex(
    (segment, index) => isEmployerName(segment) && index > 0 && legalFormPattern.test(segment.text),
  );
  // "Staff Nurse – Medical-Surgical Ward, Mabuhay Valley Medical Center, Iloilo City": the ward is where in the
  // hospital; the organisation after it is the employer.
  const firstName = segments.findIndex(isEmployerName);
  const beyondDepartment =
    firstName >= 0 && namesDepartment.test(segments[firstName]?.text ?? '')
      ? segments.findIndex(
          (segment, index) => index > firstName && isEmployerName(segment) && !namesDepartment.test(segment.text),
        )
      : -1;
  // "Brisbane Northside Pathology – Microbiology Department, Herston": a department after a name on its line is where in
  // that organisation; the name before it is the employer, whatever its words.
  const departmentSegment = firstName >= 0 ? segments[firstName] : undefined;
  const beforeDepartment =
    departmentSegment &&
    beyondDepartment < 0 &&
    /\b(?:department|dept\.?|division|unit|ward|section)\b/iu.test(departmentSegment.text) &&
    !/\b(?:department|dept\.?)\s+of\s+(?:health|education|justice|transport|labor|labour|defen[cs]e|veterans|state|agriculture|energy|corrections)\b/iu.test(
      departmentSegment.text,
    )
      ? segments.findIndex(
          (segment, index) =>
            index < firstName &&
            segment.line === departmentSegment.line &&
            segment.kind === 'other' &&
            isAcceptableEmployer(segment.text) &&
            /^\p{Lu}/u.test(segment.text) &&
            countSpaceSeparatedParts(segment.text) <= 6,
        )
      : -1;
  const organisationIndex =
    withLegalForm >= 0
      ? withLegalForm
      : beyondDepartment >= 0
        ? beyondDepartment
        : beforeDepartment >= 0
          ? beforeDepartment
          : firstName;
  // With the employer anonymised, what is left besides places is the title ("Fitness Center Monitor").
  if (titleParts.length === 0 && placeholderIndex >= 0) {
    const first = segments.findIndex((segment) => segment.kind === 'other' || segment.kind === 'organisation');
    if (first >= 0) titleParts = [first];
  }

  let employerSegment: Segment | undefined =
    placeholderIndex >= 0
      ? segments[placeholderIndex]
      : organisationIndex >= 0 && !titleParts.includes(organisationIndex)
        ? segments[organisationIndex]
        : undefined;
  // No organisation word and no placeholder: the part right after the title (or right before it) is the employer,
  // as in "Software Engineer, Google, Mountain View, CA".
  if (!employerSegment) {
    const lastTitle = titleParts[titleParts.length - 1];
    const titleLine = lastTitle !== undefined ? segments[lastTitle]?.line : undefined;
    // "Kestrel & Finch Creative, Bristol — Midweight Designer": the first part of the title's line, before its town.
    const firstOnLine = segments.find(
      (segment, position) =>
        segment.line === titleLine && segment.kind === 'other' && position < (titleParts[0] ?? 0) - 1,
    );
    // "Lakeview Family Dental, Kelowna BC <tab> Mar 2021 – present" above "Registered Dental Hygienist": the first part
    // of the line above, before its town and dates.
    const firstOnLineAbove =
      titleLine !== undefined ? segments.find((segment) => segment.line === titleLine - 1) : undefined;
    // "BRIGHTWIRE SOLAR & ELECTRICAL - Stockport <dates>" above "Electrician's Mate / Labourer": the name in capitals
    // is the employer, the town in small letters after its dash where it was.
    const beforeTitle = segments[(titleParts[0] ?? 0) - 1];
    const capitalsNameAbove =
      firstOnLineAbove !== undefined &&
      beforeTitle !== undefined &&
      firstOnLineAbove !== beforeTitle &&
      beforeTitle.line === firstOnLineAbove.line &&
      isAllCapitals(firstOnLineAbove.text) &&
      !isAllCapitals(beforeTitle.text) &&
      countSpaceSeparatedParts(beforeTitle.text) <= 3;
    const around =
      lastTitle !== undefined
        ? capitalsNameAbove
          ? [segments[lastTitle + 1], firstOnLine, firstOnLineAbove, beforeTitle]
          : [segments[lastTitle + 1], firstOnLine, beforeTitle, firstOnLineAbove]
        : [segments[0]];
    // "Keystone Fuels | Tanker Driver (ADR)" above a line of work: the part on the title's own line first.
    const candidates = [
      ...around.filter((candidate) => candidate?.line === titleLine),
      ...around.filter((candidate) => candidate?.line !== titleLine),
    ];
    employerSegment = candidates.find(
      (candidate) =>
        candidate !== undefined &&
        candidate.kind === 'other' &&
        isAcceptableEmployer(candidate.text) &&
        !isCityBeforeState(segments, candidate),
    );
  } else {
    // The employer is known: further parts on the title's line, up to a place, are more of the title ("Roofer,
    // Plywood, Door Hanger").
    const lastTitle = titleParts[titleParts.length - 1];
    if (lastTitle !== undefined) {
      const line = segments[lastTitle]?.line;
      const following = segments.slice(lastTitle + 1).filter((segment) => segment.line === line);
      if (following.length > 0 && following.every((segment) => segment.kind === 'other' || segment.kind === 'title'))
        titleParts = [...titleParts, ...following.map((segment) => segments.indexOf(segment))];
    }
  }
  // Without any title word, the first remaining part is the title.
  if (titleParts.length === 0) {
    const fallback = segments.findIndex(
      (segment, position) =>
        segment !== employerSegment &&
        segment.kind === 'other' &&
        countSpaceSeparatedParts(segment.text) <= 8 &&
        // "UCLA, California Center for Sustainable Communities": an acronym before the employer on its line is the
        // organisation it belongs to, no post; "date - present" is a template's blank.
        !(
          /^\p{Lu}{2,6}$/u.test(segment.text) &&
          employerSegment?.line === segment.line &&
          segments.indexOf(employerSegment) === position + 1
        ) &&
        !/^(?:dates?|present|current|now)$/iu.test(segment.text) &&
        // "Metall- und Stahlbau Schürrle, Evenhausen": a word or two after the employer's comma is its town.
        !(
          employerSegment !== undefined &&
          employerSegment.line === segment.line &&
          segments.indexOf(employerSegment) === position - 1 &&
          /^\p{Lu}\p{Ll}+(?:[ -]\p{Lu}\p{Ll}+)?$/u.test(segment.text)
        ),
    );
    if (fallback >= 0) titleParts = [fallback];
  }

  const titled =
    titleParts.length > 0 ? tidyTitle(titleParts.map((index) => segments[index]?.text ?? '').join(', ')) : null;
  // "STEAM – Teacher": the subject before a teacher's post, on its line, is the post's ("STEAM Teacher").
  const firstTitle = segments[titleParts[0] ?? -1];
  const beforeTitle = segments[(titleParts[0] ?? 0) - 1];
  const subject = beforeTitle?.line === firstTitle?.line ? (beforeTitle?.text.trim() ?? '') : '';
  const subjectTitle =
    titled !== null &&
    /^(?:teacher|tutor|instructor|lecturer)$/iu.test(titled) &&
    /^[\p{Lu}\s&]+$/u.test(subject) &&
    taughtSubjects.test(subject)
      ? `${subject} ${titled}`
      : titled;
  const title = subjectTitle !== null && department ? `${subjectTitle} (${department} department)` : subjectTitle;
  // "Strathallan Vets (small animal, 3 vets, 5 nurses)": what the employer is like, in brackets, is no part of its name.
  // "BRIDGEMAN SCAFFOLD SERVICES PTY LTD" is "Bridgeman Scaffold Services Pty Ltd" in a sentence; one word in capitals
  // ("IBM", "ASOS") stays as written.
  const named =
    employerSegment && employerSegment.kind !== 'employer-placeholder' && isAcceptableEmployer(employerSegment.text)
      ? (/\s/u.test(employerSegment.text.trim()) ? titleCaseBeforeBracket(employerSegment.text) : employerSegment.text)
          .replace(/\s*\([^)]*,[^)]*\)$/u, '')
          .replace(trailingBusinessKind, '')
          .replace(storeNumber, '')
          // "PayLoop (Series A invoicing software for small businesses)": what it is, in words of a sentence.
          .replace(/\s*\((?=[^)]*\s\p{Ll}{3,}\s\p{Ll})[^()]{12,}\)$/u, '')
          .replace(/\s+/g, ' ')
          .trim()
      : null;
  // "Huilerie du Saloum SA (Kaolack)": the town in brackets after a legal form is where, no part of the name.
  // ("Nirmal Analytical Labs Pvt. Ltd. (CRO)": an acronym in capitals says what it is.)
  const townInBrackets = named?.match(/^(.*\S)\s*\((\p{Lu}\p{Ll}[\p{L}'’.-]*(?:[\s-]\p{Lu}[\p{L}'’.-]+){0,2})\)$/u);
  // "Hooker Oak Elementary School Chico": a school's town, its comma lost, after the word that ends a school's name.
  const townAfterSchool = named?.match(
    /^(\S.*?\s(?:Elementary|Primary|Middle|High|Secondary|Junior|Grammar|Charter)\s+School)\s+(?!(?:Achievements?|Activities|Awards?|Honou?rs|District|Board|Campus|Trust|Foundation|Academy)\b)(\p{Lu}\p{Ll}+(?:\s\p{Lu}\p{Ll}+)?)$/u,
  );
  const legalWithTown = townInBrackets?.[1] && legalFormPattern.test(townInBrackets[1]) ? townInBrackets : undefined;
  const schoolWithTown =
    !legalWithTown && townAfterSchool?.[1] && countTitleWords(townAfterSchool[2] ?? '') === 0
      ? townAfterSchool
      : undefined;
  const employer = legalWithTown?.[1] ?? schoolWithTown?.[1] ?? named;
  const bracketedTown = legalWithTown?.[2] ?? schoolWithTown?.[2] ?? null;
  const usedIndexes = new Set([...titleParts, employerSegment ? segments.indexOf(employerSegment) : -1]);
  const lastUsed = Math.max(...usedIndexes);
  const placeParts = segments.filter(
    (segment, index) =>
      !usedIndexes.has(index) &&
      (segment.kind === 'place' || (segment.kind === 'other' && index > lastUsed)) &&
      // "(4 hrs/wk)", "(part-time)": a note of the terms, not a place.
      !/^\([^()]*\)$/u.test(segment.text.trim()) &&
      // "Jun 2012 – Invalid Date": what a site's script printed where a date failed, no place.
      !/^(?:invalid date|undefined|null|nan)$/iu.test(segment.text.trim()) &&
      // "Term 1, 2026 (10 weeks)": a school's or a course's term is when, not where.
      !/^(?:term|semester|trimester|quarter|block|rotation)\s+\d{1,2}$/iu.test(segment.text.trim()) &&
      // "1 week, June 2026", "3 months, 2024": how long, not where.
      !durationOnly.test(segment.text.trim()),
  );
  const places = placeParts.map((segment) => segment.text).join(', ');
  // ("Hooker Oak Elementary School Chico, CA": the town before the state.)
  const location = placeParts.length === 0 ? bracketedTown : schoolWithTown ? `${bracketedTown}, ${places}` : places;
  // "Freelance Virtual Assistant – Upwork": a marketplace where a freelancer finds clients employs no one.
  if (employer !== null && freelanceMarketplace.test(employer)) return { title, employer: null, location, period };
  // "Hanbit SecureOps Co., Ltd., Seoul (SOC Analyst, Tier 2)": the town, and the post in brackets after it.
  const postAfterTown = title?.match(/^(\p{Lu}[\p{L}'’-]+(?:\s\p{Lu}[\p{L}'’-]+){0,2})\s*\(([^()]{3,60})\)$/u);
  if (
    postAfterTown?.[1] &&
    postAfterTown[2] &&
    employer !== null &&
    looksLikePlace(postAfterTown[1]) &&
    countTitleWords(postAfterTown[1]) === 0 &&
    countTitleWords(postAfterTown[2]) > 0
  )
    return { title: postAfterTown[2].trim(), employer, location: location || postAfterTown[1], period };
  return { title, employer, location, period };
}

const freelanceMarketplace =
  /^(?:Upwork|Fiverr|Freelancer(?:\.com)?|PeoplePerHour|Toptal|Guru(?:\.com)?|OnlineJobs\.ph)$/iu;

/** The parts that make the title: the first title part and the title parts right after it on its line. */
function findTitleParts(segments: Segment[]): number[] {
  const firstTitle = segments.findIndex((segment) => segment.kind === 'title');
  if (firstTitle < 0) return [];
  const line = segments[firstTitle]?.line;
  const parts = [firstTitle];
  for (let index = firstTitle + 1; index < segments.length; index += 1) {
    const segment = segments[index];
    if (segment?.kind === 'title' && segment.line === line) parts.push(index);
    else break;
  }
  // "Web, Graphics and Written Communications Consultant": a short part before a title on its line joins it when
  // the title reads as the second half of a list.
  // ("The Tavern Grill, Server and Bartender": where the list is of posts, each a post of its own, the part before is
  // the employer.)
  const before = segments[firstTitle - 1];
  const title = segments[firstTitle]?.text ?? '';
  const firstListed = title.split(/\s+(?:and|&)\s+/u)[0] ?? '';
  if (
    before?.kind === 'other' &&
    before.line === line &&
    countSpaceSeparatedParts(before.text) <= 3 &&
    /\band\b|&/.test(title) &&
    !looksLikeTitle(firstListed) &&
    !isTitleWord(firstListed.split(/\s+/u).at(-1) ?? '', { allowAmbiguous: true })
  )
    parts.unshift(firstTitle - 1);
  return parts;
}

/** "Austin, TX": a part followed by a US state code is a city, not an employer. */
function isCityBeforeState(segments: Segment[], candidate: Segment): boolean {
  const next = segments[segments.indexOf(candidate) + 1];
  return next !== undefined && next.kind === 'place' && /^[A-Z]{2}$/.test(next.text);
}

/**
 * German, Spanish and French words a line cut mid-phrase ends on ("... gemeinsam mit dem" / "Sozialdienst", "... um
 * rund" / "20 % gesenkt"): the next line goes on from them, though it opens with a capital.
 */
const otherLanguagesConnectors =
  'und|oder|mit|für|von|vom|zum|zur|der|die|das|dem|den|des|im|bei|um|rund|y|de|del|los|las|con|para|et|pour|avec|du|aux';

const connectorEnding = new RegExp(
  `(?:,|\\b(?:and|or|to|the|of|with|for|in|on|at|a|an|by|from|as|into|including|such as|zu|${otherLanguagesConnectors}))$`,
  'i',
);

/** The section words that start a new item inside a line, as the pattern in `joinDescriptionLines` writes them. */
const sectionWords = ['Accomplishments', 'Responsibilities', 'Achievements', 'Skills Used'];

/**
 * What stands before a period that opens another job: "Freelance," (a word or a few and a comma), never a deed
 * ("Awarded 2013 Most Net Sales to Budget" is an honour of the job above).
 */
function opensAnotherJob(before: string): boolean {
  // "Earlier: Summer 2013 & 2014 – seasonal picker through agency": a lead-in that says other work follows.
  if (/^(?:earlier|before that|previously|prior to that|other work|also)\s*:$/iu.test(before)) return true;
  if (!/^\p{Lu}[\p{L}'’&. -]{0,40},$/u.test(before) || before.split(/\s+/).length > 4) return false;
  return readVerb(before.split(/[\s,]+/)[0] ?? '') === undefined;
}

/** A name in capitals alone on its line, or with its town after a dash: "Arrowline Buses — Coventry". */
// ("Bow River Physiotherapy & Sport Injury Clinic – Airdrie, AB": seven words; "Red Clay Freight Lines, Inc. |
// Memphis, TN": its legal form after a comma, then its town after a bar.)
// ("Bronx Center for Science and Mathematics", "Bank of the West": a name's small words.)
const companyLine =
  /^\p{Lu}[\p{L}\p{N}&'’.-]*(?:\s+(?:&|and|of|for|the|at|on|für|pour|para|plc|ltd|llc|inc\.?|del|de|la|las|los|du|des|di|da|do|dos|van|von|der|y|\p{Lu}[\p{L}\p{N}&'’.-]*)){0,7}(?:(?:\s+[—–|-]\s+|,\s+)\p{Lu}[\p{L} ,.'-]*){0,2}$/u;

/** Whether the header leaves its employer to the line above: none, a department, or a line of work under it. */
function headedByLine(lineAbove: string, employer: string | null): boolean {
  return namesDepartment.test(String(employer)) || belowOrganisation(lineAbove, employer);
}

/**
 * Whether a header's employer is a line of work under an organisation named on the line above: the line above says it
 * is one by its legal form ("Sdn Bhd", "Ltd"), or by a word of one ("Hospital") where the header's part has none.
 */
function belowOrganisation(lineAbove: string, employer: string | null): boolean {
  const name = lineAbove.split(/\s+[—–|-]\s+|,\s+/u)[0] ?? lineAbove;
  if (employer === null || looksLikePlace(employer) || legalFormPattern.test(employer)) return false;
  // A legal form above ("Sdn Bhd", "Ltd") is certain; "Network Delivery" below then names the work, whatever its words.
  // "Tūī Mutual Insurance - Hamilton" above "Claims Consultant, Home & Contents | Jun 2022 - now": an organisation
  // alone on its line, with its town, heads the posts under it; what follows the title's comma is the line of
  // business it works in, though "Home & Contents" reads as a name too.
  return (
    legalFormPattern.test(name) ||
    (looksLikeOrganisation(name) && !looksLikeOrganisation(employer)) ||
    (looksLikeOrganisation(name) && companyLine.test(lineAbove.trim()) && !name.includes(employer))
  );
}

/**
 * Words that name a part of an organisation: "Toddler Room", "Adult Medical Ward", "Fleet Team", and the ward of a
 * Spanish or French CV ("Planta de Medicina Interna", "Unité de soins palliatifs").
 */
const departmentWords = 'Room|Ward|Unit|Team|Department|Desk|Floor|Section|Wing|Planta|Unidad|Unité';
/** One of them whole, by its letters: `\b` ends "Unit" before the "é" of "Unité". */
const wholeDepartmentWord = `(?<!\\p{L})(?:${departmentWords})(?!\\p{L})`;

/** An employer read as null, or one that is such a part ("Nursery Practitioner – Toddler Room (2–3 yrs)"). */
const namesDepartment = new RegExp(`^(?:null|.*${wholeDepartmentWord}.*)$`, 'iu');

/**
 * That part after the title's dash, with a note in brackets but never the dates: "Teacher – Under 2s room (Feb 2023 –
 * present)" keeps its dates.
 */
const departmentAfterDash = new RegExp(
  // ("TCAE – Planta de Medicina Interna": in French and Spanish the part's word comes first, what it is after it.)
  `\\s+[—–-]\\s+[\\p{L}\\p{N}' ]*${wholeDepartmentWord}(?:\\s+(?:de|del|de la|des|du|d['’])\\s*[\\p{L}\\p{N}' ]+)?(?:\\s*\\((?![^)]*(?:(?:19|20)\\d{2}|present|current|now))[^)]*\\))?`,
  'iu',
);

/** A line that is nothing but a job title in lower case ("consultant", "sales associate"). */
function isBareLowerCaseTitle(text: string): boolean {
  const trimmed = text.trim();
  return /^\p{Ll}+(?: \p{Ll}+){0,2}$/u.test(trimmed) && looksLikeTitle(trimmed);
}

function titleCaseWords(text: string): string {
  return text.trim().replace(/\b\p{Ll}/gu, (letter) => letter.toUpperCase());
}

/**
 * "Lydmoor Hospitals NHS Foundation Trust  Jan 2019 – present" over "Senior Healthcare Assistant (Band 3) – Ward 14 ..."
 * and "Healthcare Assistant (Band 2) – Ward 14": an employer with its dates and no title of its own, over the posts
 * held there. Each post is the employer's, never its ward's; the employer's own line is no job.
 */
function postsUnderEmployer(roles: ResumeRole[]): ResumeRole[] {
  const read: ResumeRole[] = [];
  let parent: ResumeRole | undefined;
  let parentLine: ResumeRole | undefined;
  for (const role of roles) {
    if (role.title === '' && role.employer !== null && role.achievements.length === 0) {
      parent = role;
      parentLine = role;
      read.push(role);
      continue;
    }
    const within =
      parent !== undefined &&
      (yearIn(role.period?.start) ?? Number.POSITIVE_INFINITY) >= (yearIn(parent.period?.start) ?? 0);
    if (parent && within && namesDepartment.test(String(role.employer))) {
      if (parentLine) read.splice(read.indexOf(parentLine), 1);
      parentLine = undefined;
      read.push({ ...role, employer: parent.employer, location: role.location ?? parent.location });
      continue;
    }
    parent = undefined;
    parentLine = undefined;
    read.push(role);
  }
  return read;
}

/** A ward or unit named as German CVs name them: "Interdisziplinäre Intensivstation", "Kardiologie / Chest Pain Unit". */
const unitOfPost = new RegExp(`${wholeDepartmentWord}|\\p{L}*(?:station|abteilung|ambulanz|bereich)\\b`, 'iu');

/**
 * "seit 03/2021  Pflegefachfrau, Klinikum Isartal Landshut gGmbH" over "seit 10/2022  Interdisziplinäre
 * Intensivstation (14 Betten)" and "03/2021 – 09/2022  Kardiologie / Chest Pain Unit": a post with no lines of its own
 * over the wards or units it was held on, each dated within it. Each unit's lines are the post's, at its employer; the
 * unit is where, never the employer.
 */
function unitsUnderPost(roles: ResumeRole[]): ResumeRole[] {
  const read: ResumeRole[] = [];
  let post: ResumeRole | undefined;
  for (const role of roles) {
    const isUnit =
      post !== undefined &&
      role.title === '' &&
      role.employer !== null &&
      unitOfPost.test(role.employer) &&
      !looksLikeOrganisation(role.employer.replace(unitOfPost, ' ')) &&
      role.period !== null &&
      post.period !== null &&
      (yearIn(role.period.start) ?? 0) >= (yearIn(post.period.start) ?? Number.POSITIVE_INFINITY);
    if (post && isUnit) {
      const unit = (role.employer ?? '').replace(/\s*\([^()]*\)\s*/gu, ' ').trim();
      if (read[read.length - 1] === post && post.achievements.length === 0) read.pop();
      read.push({ ...role, employer: post.employer, title: `${post.title} (${unit})`, location: post.location });
      continue;
    }
    post = role.title !== '' && role.employer !== null && role.achievements.length === 0 ? role : undefined;
    read.push(role);
  }
  return read;
}

/**
 * A post the person was promoted to within a job, and the date the promotion took effect. `title`: the title the job
 * is read under; `post` from `since` on, `earlierTitle` before.
 */
type Promotion = { title: string; earlierTitle: string; post: string; since: string };

/**
 * The line without a note that holds a date, when the line above or below has the job's dates and this line none:
 * "Plumber (Lead Plumber from 2017)" over "Sept 2014 – March 2020", "Registered Veterinary Nurse, Head Nurse from
 * 2021" over "2015 - present". A note that names a post is a promotion within the job, kept in `promotions`.
 */
function withoutDatedNote(
  line: string,
  above: string | undefined,
  below: string | undefined,
  promotions: Promotion[],
  afterBelow?: string,
): string {
  if (isBulletLine(line)) return line;
  const note =
    line.match(/\s*\([^()]*\)\s*$/u)?.[0] ??
    // ", Head Nurse from 2021": a post after a comma, with the date it began.
    line.match(/,\s*(?:\p{Lu}[\p{L}-]*\s+){0,4}\p{Lu}[\p{L}-]*\s+(?:from|since)\s+[^,()]{4,20}$/u)?.[0];
  if (note === undefined || findPeriod(note) === undefined) return line;
  const rest = line.slice(0, line.length - note.length);
  if (rest.trim() === '' || findPeriod(rest) !== undefined) return line;
  // ("- Cut unplanned stops by 22% in 2023" over "Electrician — Ruiz Installations (2016 – 2020)": a line of the last
  // job's work, with the year it was done, dates no header below it; read as one, the next job's dates were taken for a
  // note and the job became lines of the one above.)
  const datedAbove =
    above !== undefined && !isBulletLine(above) && !/[.!?;]$/u.test(above.trim()) && findPeriod(above) !== undefined;
  // "Accounts Assistant (fixed-term contract, extended to March 2027)" / "Brindley Logistics Ltd, Coventry" / "Nov 2024 –
  // Present": the job's dates may stand below its employer's line.
  // "Classroom Teacher – Year 3/4 (Team Leader, Kōwhai syndicate from 2024)" over "Te Awa Primary School, Hamilton
  // Jan 2021 – present": a part taken on since a date, above the job's employer and dates.
  const datedBelow =
    below !== undefined &&
    (isPeriodOnlyLine(below) ||
      (findPeriod(below) === undefined && afterBelow !== undefined && isPeriodOnlyLine(afterBelow)) ||
      (findPeriod(below) !== undefined && !isBulletLine(below) && /\b(?:from|since)\s+[^()]*\)\s*$/iu.test(note)));
  if (!datedAbove && !datedBelow) return line;
  // "Warehouse Operations Executive (Mar 2019 – May 2021)" under "Kelvara Distribution  2017-2021": dates alone in the
  // brackets, within the employer's years above, are the post's own. The line is a post's header, and the employer's
  // line heads it (postsUnderEmployer).
  const noteDates = findPeriod(note);
  const datesAbove = above === undefined ? undefined : findPeriod(above);
  // "Assistant Project Manager (2019 – Mar 2021)" over "Senior Project Engineer (Jan 2017 – 2019)": posts at one
  // employer, each with its own dates in brackets, are posts, whatever their years.
  const datesAloneAbove = above?.match(/\(([^()]*)\)\s*$/u)?.[1];
  if (
    noteDates !== undefined &&
    isPeriodOnlyLine(note.replace(/[()]/gu, ' ').trim()) &&
    datesAloneAbove !== undefined &&
    isPeriodOnlyLine(datesAloneAbove.trim())
  )
    return line;
  if (
    noteDates !== undefined &&
    datesAbove !== undefined &&
    isPeriodOnlyLine(note.replace(/[()]/gu, ' ').trim()) &&
    isWithinSpan(noteDates, datesAbove)
  )
    return line;
  // "(Lead Plumber from 2017)": a post and when it began; "(3 days/wk, full-time from Jan 2023)" names no post.
  const promotion = note
    .replace(/^[\s,(]+|[\s)]+$/gu, '')
    .match(/^((?:\p{Lu}[\p{L}-]*\s+){0,4}\p{Lu}[\p{L}-]*)\s+(?:from|since)\s+(.+)$/u);
  const since = promotion?.[2] === undefined ? undefined : findPeriod(promotion[2]);
  if (promotion?.[1] && since?.start && looksLikeTitle(promotion[1]))
    promotions.push({
      title: tidyTitle(rest),
      earlierTitle: tidyTitle(rest),
      post: tidyTitle(promotion[1]),
      since: since.start,
    });
  // "Site Engineer (promoted from Junior Engineer in April 2021)": the post named is held from the date, the other before.
  const promotedFrom = note
    .replace(/^[\s,(]+|[\s)]+$/gu, '')
    .match(/^promoted\s+from\s+((?:\p{Lu}[\p{L}-]*\s+){0,4}\p{Lu}[\p{L}-]*)\s+(?:in|on|from)\s+(.+)$/iu);
  const promotedOn = promotedFrom?.[2] === undefined ? undefined : findPeriod(promotedFrom[2]);
  if (promotedFrom?.[1] && promotedOn?.start && looksLikeTitle(promotedFrom[1]))
    promotions.push({
      title: tidyTitle(rest),
      earlierTitle: tidyTitle(promotedFrom[1]),
      post: tidyTitle(rest),
      since: promotedOn.start,
    });
  return rest.trim();
}

/**
 * A job with a promotion in it is two posts: the later one from its date to the job's end, with the job's lines, and
 * the earlier one from the job's start to that date. A letter then names the post held now ("Head Nurse"), and never
 * dates it from the day the person joined.
 */
function splitPromotions(roles: ResumeRole[], promotions: Promotion[]): ResumeRole[] {
  return roles.flatMap((role) => {
    const promotion = promotions.find((candidate) => candidate.title === role.title) ?? promotionAmongLines(role);
    const joined = yearIn(role.period?.start);
    const promoted = yearIn(promotion?.since);
    const left = role.period?.current ? Number.POSITIVE_INFINITY : (yearIn(role.period?.end) ?? Number.NaN);
    if (!promotion || !role.period || joined === undefined || promoted === undefined) return [role];
    if (!(joined < promoted && promoted <= left)) return [role];
    return [
      { ...role, title: promotion.post, period: { ...role.period, start: promotion.since } },
      {
        ...role,
        title: promotion.earlierTitle,
        period: { start: role.period.start, end: promotion.since, current: false },
        achievements: [],
      },
    ];
  });
}

/** "Promoted to Senior Receptionist (shift lead) in March 2023": a promotion told among the job's lines. */
function promotionAmongLines(role: ResumeRole): Promotion | undefined {
  for (const achievement of role.achievements) {
    const match = achievement.text.match(
      /^(?:I was\s+)?promoted to\s+((?:\p{Lu}[\p{L}-]*\s+){0,4}\p{Lu}[\p{L}-]*(?:\s+\([^()]{1,30}\))?)\s+(?:in|from|on)\s+([^,;()]{4,20}?)\s*\.?$/iu,
    );
    const since = match?.[2] === undefined ? undefined : findPeriod(match[2]);
    if (match?.[1] && since?.start && looksLikeTitle(match[1].replace(/\s*\(.*$/u, '')))
      return { title: role.title, earlierTitle: role.title, post: tidyTitle(match[1]), since: since.start };
  }
  return undefined;
}

/** Whether `inner` lies within `outer` by its years and is not the same period. */
function isWithinSpan(inner: Period, outer: Period): boolean {
  const thisYear = new Date().getFullYear();
  const innerStart = yearIn(inner.start);
  const outerStart = yearIn(outer.start);
  const innerEnd = inner.current ? thisYear : yearIn(inner.end);
  const outerEnd = outer.current ? thisYear : yearIn(outer.end);
  if (innerStart === undefined || outerStart === undefined || innerEnd === undefined || outerEnd === undefined)
    return false;
  const same = inner.start === outer.start && inner.end === outer.end && inner.current === outer.current;
  return !same && innerStart >= outerStart && innerEnd <= outerEnd;
}

/**
 * "2019 – Present	Senior Litigation Paralegal /" then "E-Discovery Coordinator": a title that a narrow column broke after
 * its slash goes on on the next line.
 */
function joinSlashedTitles(lines: string[]): string[] {
  const joined: string[] = [];
  for (const line of lines) {
    const previous = joined[joined.length - 1];
    // (Its last character first: the pattern, anchored at the end, is tried at every position of every line.)
    if (
      previous !== undefined &&
      previous.endsWith('/') &&
      /\S\s*\/$/u.test(previous) &&
      /^\p{Lu}/u.test(line) &&
      !isBulletLine(line)
    )
      joined[joined.length - 1] = `${previous} ${line}`;
    else joined.push(line);
  }
  return joined;
}

/**
 * "New Zealand Army – Signaller → Lance Corporal → Corporal, ...", "Bayou Fresh Market | Cashier → Head Cashier |
 * 2016-2020": posts held one after another at one employer, the arrow pointing to the one held last, which names the
 * job in the header. Never in a bullet or between figures ("$18.4K → $7.0K").
 */
function lastPostOfPromotions(line: string): string {
  // "Lagermitarbeiter, seit 01/2023 stellvertretender Vorarbeiter Wareneingang", "Cashier, since 2022 Head Cashier":
  // the post held since a date is the one held now.
  const since = isBulletLine(line)
    ? null
    : line.match(/^([^,]{3,60}),\s+(?:seit|since|desde|depuis)\s+(?:\d{1,2}[/.])?(?:19|20)\d{2}\s+(\p{L}[^,]{2,60})$/u);
  if (since?.[1] && since[2] && countTitleWords(since[1]) > 0 && countTitleWords(since[2]) > 0) return since[2].trim();
  if (!/[→⇒]/u.test(line) || isBulletLine(line)) return line;
  let header = line;
  for (let step = 0; step < 4; step += 1) {
    const next = header.replace(
      /(^|\s[|–—-]\s|,\s)([^|,–—→⇒\d]{2,40}?)\s*[→⇒]\s*(?=(\p{L}[^|,–—→⇒\d]{1,40}))/u,
      (whole, before: string, earlier: string, later: string) =>
        countTitleWords(earlier) > 0 || countTitleWords(later) > 0 ? before : whole,
    );
    if (next === header) break;
    header = next;
  }
  return header;
}

/** A line's last word that needs more after it (English's, and `otherLanguagesConnectors`): the bullet goes on. */
const wordThatNeedsMore = new RegExp(
  `(?:\\s(?:and|or|of|the|to|with|for|a|an|in|on|at|by|from|as|&|across|around|about|into|over|under|between|through|per|than|vs\\.?|my|our|their|its|la|el|en|${otherLanguagesConnectors})|,)$`,
  'u',
);

/**
 * "• Brief and manage freelance designer and" / "photographer; line manage marketing apprentice" / "(since Sept 2024)":
 * a bullet cut after a word that needs more goes on in lower case on the next line, which is no post's title even
 * with a date below it; and a line wholly in brackets right below a bullet is that bullet's note, never a post's dates.
 */
function joinWrappedBullets(lines: string[]): string[] {
  const joined: string[] = [];
  for (const line of lines) {
    const previous = joined[joined.length - 1];
    // "• Dispatch 48–60 tractors ... across" / "Southeast & Midwest lanes": after a word that needs more, the next line
    // goes on whatever its first letter; only a range of dates there would start a post ("on my board" / "18% vs. 41%
    // company avg (2024)" goes on). A line in lower case goes on only without any date.
    const period = findPeriod(line);
    const noRange = period === undefined || (period.end === null && !period.current);
    const endsOnWordThatNeedsMore = wordThatNeedsMore.test(previous ?? '');
    // ("18% vs. 41% company avg (2024)": a figure that opens a line under a bullet goes on from it too.)
    const figureGoesOn = /^\d[\d.,]*\s*(?:%|x|k|m)?\s+(?:vs\.?|of|to|and|than|in|on|per|\p{Ll})/u.test(line) && noRange;
    // ("(97.2% OT" / "pickup, 95.8% OT delivery in 2024)": a bracket left open goes on to its close.)
    const bracketOpen = ((previous ?? '').match(/\(/gu) ?? []).length > ((previous ?? '').match(/\)/gu) ?? []).length;
    // "... organised the Year 4 camp" / "(62 students, 3 nights) in 2023 and 2025": a note in brackets that the sentence
    // goes on after; "... weekly progress reports to the contracts" / "manager": one word in lower case, alone.
    const noteGoesOn = /^\([^()]+\)\s+\p{Ll}/u.test(line) && noRange;
    // (Only after a line that reached the margin: "consultant" under a short bullet is a post of its own.)
    const lastWordAlone = /^\p{Ll}[\p{L}'’-]*[.;,]?$/u.test(line) && (previous?.length ?? 0) >= 60;
    const wrapped =
      figureGoesOn ||
      noteGoesOn ||
      lastWordAlone ||
      (bracketOpen && /\)/u.test(line) && noRange) ||
      (endsOnWordThatNeedsMore && (/^\p{Ll}/u.test(line) ? period === undefined : noRange));
    // (A line with a bullet of its own is another item, whatever the one above ended on: "... Industrial fans," /
    // "• Reporting to section head".)
    if (
      previous !== undefined &&
      isBulletLine(previous) &&
      !isBulletLine(line) &&
      (wrapped || /^\([^()]+\)$/u.test(line))
    )
      joined[joined.length - 1] = joinedAcrossBreak(previous, line);
    else joined.push(line);
  }
  return joined;
}

/** "2022 | Trabajé como Biólogo - Investigador Científico. Área de ...": a year, then "I worked as" and the post. */
const workedAsEntry =
  /^((?:19|20)\d{2}(?:\s*[-–]\s*(?:(?:19|20)\d{2}|\p{L}+))?)\s*\|\s*(?:Trabajé|Trabaje|I worked|Worked|J['’]ai travaillé|Ich arbeitete|Ho lavorato|Trabalhei)\s+(?:como|as|comme|als|come)\s+(.+)$/u;

/**
 * "2022 | Trabajé como Biólogo - Investigador Científico. Área de Protección" / "del Medio Maríno - Centro de ...,
 * Dirección General Marítima." (a CV template that writes each job as a sentence after its year): the post before the
 * first full stop, the employer in the sentence after it, what was done in the rest. Each is written as a header the
 * reader knows ("Post | Employer | 2022"), its lines below.
 */
function withWorkedAsEntries(lines: string[]): string[] {
  if (!lines.some((line) => workedAsEntry.test(line.trim()))) return lines;
  const result: string[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    const entry = (lines[index] ?? '').trim().match(workedAsEntry);
    if (!entry?.[1] || !entry[2]) {
      result.push(lines[index] ?? '');
      continue;
    }
    // The entry's wrapped lines, to the next year or the next blank line; a word broken at its hyphen is joined.
    let text = entry[2];
    let next = index + 1;
    while (next < lines.length) {
      const line = (lines[next] ?? '').trim();
      if (line === '' || /^(?:19|20)\d{2}\b/u.test(line) || readHeading(line, resumeHeadings) !== undefined) break;
      text = /\p{L}-$/u.test(text) && /^\p{Ll}/u.test(line) ? `${text.slice(0, -1)}${line}` : `${text} ${line}`;
      next += 1;
    }
    index = next - 1;
    const [post = '', ...sentences] = text.split(/\s*\.\s+(?=\p{Lu})/u);
    const employerSentence = (sentences[0] ?? '').replace(/\.$/u, '');
    // A long name of the employer's unit, then its organisation: the organisation, after the unit's dash; the places
    // after its comma ("Universidad del Valle, Santiago de Cali, Valle del Cauca, Colombia") are where it is.
    const organisation =
      countSpaceSeparatedParts(employerSentence) > 10
        ? (employerSentence.split(/\s+[-–]\s+/u).at(-1) ?? employerSentence)
        : employerSentence;
    const employer = organisation.split(/,\s+/u)[0] ?? organisation;
    // ("Biólogo - Investigador Científico": the trade, then the post; its dash would part the header.)
    const title = post.trim().replace(/^([^-–]+?)\s+[-–]\s+(.+)$/u, '$1 ($2)');
    result.push(`${title} | ${employer.trim()} | ${entry[1]}`);
    const rest = sentences.slice(1).join('. ').trim();
    if (rest !== '') result.push(rest.endsWith('.') ? rest : `${rest}.`);
  }
  return result;
}

/**
 * The word for a telephone, left at a line's end once its number was parted from it: "..., tel.", "... Phone:". A
 * comma or a colon sets it apart; "Television, and Digital Phone." names a service.
 */
const telephoneWordAtEnd =
  /(?:[,;]\s*\b(?:tel|tél|phone|ph|teléfono|telefono|telefon)\.?:?|\s\b(?:tel|tél|phone|ph|teléfono|telefono|telefon)\.?:)$/iu;

/**
 * A telephone number: seven digits or more in groups set apart by a dash, a space or a point ("261-5550103",
 * "0161 555 0192", "+49 89 1234567"), never a count ("500,000 SKUs"), a range of years ("2014 2015") or a code of
 * letters and digits ("8280A").
 */
function holdsTelephoneNumber(text: string): boolean {
  if (!/\d[\s.-]\d/u.test(text)) return false;
  return [
    ...text.matchAll(
      /(?<![\p{L}\d.,/-])(?:\+\d{1,3}[\s.-]?)?(?:\(\d{2,5}\)[\s.-]?)?\d{2,5}[\s.-]\d{3,8}(?:[\s.-]\d{3,4})?(?![\p{L}\d,/-]|\.\d)/gu,
    ),
  ].some(
    ([found]) =>
      (found.match(/\d/gu) ?? []).length >= 7 && !/^(?:19|20)\d{2}[\s.-]+(?:19|20)\d{2}$/u.test(found.trim()),
  );
}

/**
 * A heading that names time away from work, not a job ("Career Break", "Overseas Experience / Career Break"; "Pausa
 * profesional (cuidado de familiares)", "Sans emploi – recherche d'emploi", "Deutschkurs (Integrationskurs) und
 * Anerkennungsverfahren": a break, a search or a language course, read as jobs in held-out resumes).
 */
const careerBreak =
  /^(?:(?:overseas experience|travel(?:ling)?)\s*[/&]\s*)?(?:career break|gap year|sabbatical|parental leave|maternity leave|paternity leave|family leave|career gap|travel(?:ling)?|full[- ]time (?:parent|mum|mom|dad|carer|caregiver)|(?:full[- ]time\s+family|family)\s+(?:carer|caregiver)(?:\s*\([^()]*\))?(?:\s+while\b.*)?|full[- ]time\s+(?:carer|caregiver)\s*\((?:for\s+)?(?:my\s+)?(?:father|mother|parents?|dad|mum|mom|husband|wife|partner|son|daughter|child(?:ren)?|grand\p{L}+)\b[^()]*\)(?:\s+while\b.*)?|stay[- ]at[- ]home (?:parent|mum|mom|dad)|carer for (?:a |my )?[\p{L} ]+|elternzeit|familienzeit|mutterschutz|auszeit|kurzarbeit(?:\s*[/&]\s*pause)?|pause|weltreise|reisen|sabbatjahr|baja (?:por )?maternidad|año sabático|viaje|congé (?:parental|maternité)|pause de carrière|karrierepause|berufliche auszeit|année sabbatique|world trip|round[- ]the[- ]world trip|backpacking|(?:pausa profesional|excedencia(?: por cuidado de \p{L}+)?)(?:\s*\([^()]*\))?|sans emploi\b.*|recherche d['’]emploi.*|(?:deutschkurs|integrationskurs|sprachkurs)\b.*|arbeitssuche(?:nd)?(?:\s*[–—-]\s*.*)?)$/iu;

/** A line that is wholly a bracket of words ("(Rotating Charge Nurse; ...)"), not a bracketed period ("(2019 – 2021)"). */
function isBracketedNote(line: string): boolean {
  if (!/^\([^()]*\)$/u.test(line)) return false;
  return (line.match(/\p{L}{3,}/gu) ?? []).length >= 3;
}

/**
 * Whether a section's lines show a text that wrapped at a margin: some line goes on in lower case after a long line
 * that ended mid-sentence. Without one, a long line followed by a capitalised one is two items the person typed
 * ("Night trunking between ... curtain siders and fridges" / "Approx 120,000 miles a year, no accidents"): the longest
 * line of a few is always at "the margin", so width alone proves no wrap.
 */
export function showsWrappedLines(lines: readonly string[]): boolean {
  return lines.some((line, index) => {
    const previous = lines[index - 1]?.trim() ?? '';
    return /^\p{Ll}/u.test(line.trim()) && previous.length >= 50 && !/[.!?;:]$/.test(previous);
  });
}

/**
 * Joins lines that a PDF export broke, then splits them into sentences and bullets. `widthWraps: false` (a section
 * without a sign of wrapping, see showsWrappedLines) joins a capitalised line to the one before only after a connector.
 */
export function joinDescriptionLines(lines: string[], options: { widthWraps?: boolean } = {}): string[] {
  const widthWraps = options.widthWraps ?? true;
  const items: string[] = [];
  let wrappedWidth = 0;
  // The width of the last line read, not of the item it ended: a short remainder after a wrap ("... no accidents")
  // did not reach the margin, so the line after it starts an item of its own.
  let previousLineWidth = 0;
  // Whether the item being read opened with a bullet.
  let lastItemBulleted = false;
  /** Whether the item being read opened with a hollow bullet pasted as "o". */
  let lastItemHollow = false;
  /** The items that took sub-bullets ("o ..."), by position. */
  const subItemsOf = new Set<number>();
  // A bulleted list whose items end on a full stop, three or more of them: an item without its stop is unfinished, and
  // the line after it goes on with it, whatever it opens with ("... wrote approx. 40" / "Disabled Facilities Grant
  // recommendations a year.", "... six OT students from Cardiff" / a page break / "University (APPLE-accredited ...)").
  const written = lines.map((line) => line.trim()).filter((line) => line !== '');
  const itemEnds = written.filter((line, index) => index > 0 && isBulletLine(written[index + 1] ?? '•'));
  const pointedList =
    written.filter((line) => isBulletLine(line)).length >= 3 &&
    itemEnds.filter((line) => /[.!?]$/u.test(line)).length * 5 >= itemEnds.length * 4;
  for (const rawLine of lines) {
    const line = rawLine.trim();
    if (line === '') continue;
    const previous = items[items.length - 1];
    // "▪ Rewrote the firm's Risk Assessment ... after the 2022 CySEC on-site inspection" / "   o all 14 inspection
    // findings closed ..." / "   o no repeat findings ...": a word processor's sub-bullets, pasted as "o", tell what
    // came of the item above; they go on with it after a colon, then a comma, never inside it as a word "o".
    // (A list whose every item is an "o" is a list of its own: "o 32-bed medical ward" / "o Mentoring student nurses".)
    const subBullet = previous !== undefined && !lastItemHollow ? line.match(/^o\s+(\S.*)$/u)?.[1] : undefined;
    if (previous !== undefined && subBullet !== undefined) {
      items[items.length - 1] =
        `${previous.replace(/[.;:,]$/u, '')}${subItemsOf.has(items.length - 1) ? ',' : ':'} ${subBullet}`;
      subItemsOf.add(items.length - 1);
      previousLineWidth = line.length;
      continue;
    }
    // "- Issued 37 warning notices ... Unsafe Situations" / "Procedure (31 At Risk, ...), all made safe or capped and":
    // a line that breaks off mid-sentence itself, after an item left open, is that item's middle, whatever letter it
    // opens with.
    const hangs =
      lastItemBulleted &&
      /\b(?:and|or|to|the|of|with|for|by|from|into|including)$/u.test(line) &&
      countSpaceSeparatedParts(line) >= 5;
    // ("... across Kingston and St." / "Andrew, typically 6–8 calls a day": an abbreviation's point ends no item.)
    // ("o  Teach learn-to-swim classes ..." / "o  Pool-deck first responder; ...": in a list whose items are all "o",
    // each "o" opens the next item, never the wrapped end of the one above.)
    const continues =
      previous !== undefined &&
      !isBulletLine(line) &&
      !(lastItemHollow && /^o\s+\S/u.test(line)) &&
      (!/[.!?;:]$/.test(previous) ||
        /\b(?:St|Ste|Mt|Ft|Dr|Rd|Ave|approx|incl|e\.g|i\.e|vs)\.$/u.test(previous) ||
        // ("• Redeployed for four months in 2020 to the hospital discharge hub:" / "same-day discharge assessments
        // ...": a bullet's own list after its colon, wrapped in lower case.)
        (lastItemBulleted && previous.endsWith(':') && /^\p{Ll}/u.test(line))) &&
      (hangs ||
        /^\p{Ll}/u.test(line) ||
        (pointedList && lastItemBulleted) ||
        // ("... across Kingston and St." / "Andrew, ...": a place's abbreviation leaves its name to the next line.)
        /\b(?:St|Ste|Mt|Ft)\.$/u.test(previous) ||
        // "(2021), shown at two West African festivals": a note in brackets, then words in lower case, goes on with
        // the line above.
        /^\([^()]*\)\s*,?\s+\p{Ll}/u.test(line) ||
        // "... from XML views to Jetpack" / "Compose screen by screen ...": a tool's name the wrap cut in two.
        canonicalSkillName(`${previous.split(/\s+/u).at(-1) ?? ''} ${line.split(/\s+/u)[0] ?? ''}`) !== undefined ||
        connectorEnding.test(previous) ||
        // "... using LMS platforms (Canvas, Google" / "Classroom, Microsoft Teams) delivering ...": a bracket left open
        // closes on the next line.
        (/\([^()]*$/u.test(previous) && /^[^()]*\)/u.test(line)) ||
        // "I like boring, reliable systems: idempotent" / "APIs, good observability, and ...": a list opened after a
        // colon goes on with the next line's first item and its comma (a letter had stopped at "systems: idempotent.").
        (/:\s+\S[^.!?:;]{0,40}$/u.test(previous) && /^[\p{L}\d][\p{L}\d./+-]*,\s/u.test(line)) ||
        (widthWraps &&
          wrappedWidth >= 75 &&
          previousLineWidth >= wrappedWidth - 25 &&
          // A wrap moves a word that did not fit: when the next line's first word would have fitted on this one
          // (a margin for proportional fonts), the two are separate lines ("... using Megger MFT1741" / "Fault
          // finding on lighting circuits").
          previousLineWidth + 1 + (line.split(/\s/, 1)[0]?.length ?? 0) >= wrappedWidth - 8 &&
          !startsWithCapitalisedVerb(line)));
    if (continues) items[items.length - 1] = joinedAcrossBreak(previous, line);
    else items.push(isBulletLine(line) ? stripBullet(line) : line);
    if (!continues) lastItemBulleted = isBulletLine(line);
    if (!continues) lastItemHollow = /^o\s/u.test(line);
    wrappedWidth = Math.max(wrappedWidth, line.length);
    previousLineWidth = line.length;
  }
  return items
    .map((item) => item.replace(levelNoteAfterSemicolon, '.'))
    .flatMap((item) => splitSentences(item))
    .flatMap((sentence) =>
      // Each split is tried only where its words or mark stand: most lines hold none, and a pattern is tried at every
      // space of a line.
      (sectionWords.some((word) => sentence.includes(word))
        ? // "care plans, Accomplishments Created, communicated and ...": a section word inside a line starts a new item.
          sentence.split(/,?\s+(?:Accomplishments|Responsibilities|Achievements|Skills Used)\s+(?=\p{Lu})/u)
        : [sentence]
      )
        // "monitored the students; gave extra help to ...": a clause after a semicolon that opens with a verb is an item,
        // unless it points back to the clause before ("...; wrote our verification procedure afterwards"). "failed-run
        // rate dropped ..." opens with a measure, not a verb: it is what the deed before it did, and stays with it.
        .flatMap((part) =>
          part.includes(';')
            ? part
                // "Team of 12; load planning for 30–35 trailers per night; cut mis-shipments by 40%; trained 20+
                // forklift operators": three parts or more are a list typed on one line (a table's cell), one item each.
                .split(
                  (part.match(/;\s/gu) ?? []).length >= 2
                    ? /;\s+/u
                    : /;\s+(?=(?:\p{Ll}+ed|gave|made|led|ran|took|wrote|taught|built|held|kept|sold|met)\b(?!-))/u,
                )
                .reduce<string[]>((clauses, clause, _index, all) => {
                  const previous = clauses[clauses.length - 1];
                  // "Recognised a concealed abruption ... in 2024 ...; escalated to the obstetrician within 10 minutes":
                  // a deed dated to one occasion, then what came next that day, is one story, never two deeds.
                  // "(3 in 2024)" in brackets is a count, no occasion.
                  // "...; contained 3 mailboxes within 25 minutes": what was done within minutes of it is the same story.
                  const oneStory =
                    all.length === 2 &&
                    previous !== undefined &&
                    (toldOnce.test(previous.replace(/\([^()]*\)/gu, '')) ||
                      /\bwithin\s+\d+\s+(?:seconds|minutes|mins|hours|hrs)\b/u.test(clause));
                  if (
                    previous !== undefined &&
                    (oneStory || pointsBack.test(clause) || resultOfDeedBefore.test(clause))
                  )
                    clauses[clauses.length - 1] = `${previous}; ${clause}`;
                  else clauses.push(clause);
                  return clauses;
                }, [])
            : [part],
        )
        .flatMap(splitRunOnItems)
        .flatMap(splitFirstPersonSplices),
    )
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/**
 * "Identificación y antibiograma con VITEK 2; conocimientos básicos de MALDI-TOF (...)": after a duty's semicolon, the
 * level of a tool the person knows a little is no work done, and a letter had told it as a duty ("me encargué de ...;
 * conocimientos básicos de MALDI-TOF"). The skills reader reads the level from the whole text.
 */
const levelNoteAfterSemicolon =
  /;\s+(?:(?:conocimientos|nociones)(?:\s+(?:básic[oa]s|generales|elementales))?\s+(?:de|en)|(?:basic|some|working|limited)\s+(?:knowledge|exposure|understanding)\s+(?:of|to)|Grundkenntnisse\s+(?:in|von|mit)|notions\s+(?:de|d['’]))\b[^;]*?[.;]?$/iu;

/**
 * Verbs that open noun phrases as often as bullets: "Lead generation", "Report writing", "Process improvement", and
 * end names ("Power Supply", "Restaurant Guide", "Staff Grade physiotherapists": a line had been parted at "Grade").
 */
const ambiguousOpeners = new Set(
  `lead report process record order service contact request issue change project program budget staff test file
  email call book price cost document set need market stock model feature source target track train value work
  account inventory support schedule plan design review access return mark sound head land hand face form note
  name point experience interest supply guide script sheet purchase sale control grade level`
    .split(/\s+/)
    .filter(Boolean),
);

/**
 * Past participles that name things as often as they report a deed ("Advanced Excel", "Assisted Living", "Certified
 * Professional"): before another capitalised word they never start a new item.
 */
export const adjectiveParticiples = new Set(
  `advanced certified registered licensed qualified distinguished detailed united limited integrated automated
  applied assisted managed experienced skilled licenced accredited chartered associated combined extended
  preferred required selected specialized specialised supervised graduated trusted verified authorised authorized
  approved enhanced blended accelerated dedicated protected disabled`
    .split(/\s+/)
    .filter(Boolean),
);

/** "-ing" words that name a field or a thing as often as an action ("Accounting Policy", "Nursing Home"). */
const nounGerunds = new Set(
  `accounting engineering nursing marketing training planning banking building housing manufacturing consulting
  teaching learning programming testing reporting budgeting forecasting staffing scheduling purchasing shipping
  receiving billing catering cleaning printing publishing recruiting lending trading processing packaging landscaping
  plumbing roofing flooring framing welding painting wiring lighting heating cooling pricing licensing ticketing
  offering meeting opening closing funding filing mapping modeling modelling networking hosting computing`
    .split(/\s+/)
    .filter(Boolean),
);

/**
 * "... when required Knowledge and understanding of ...", "... ( CSAT score 7/7 ) Theoretical knowledge of ...": a
 * skills statement run into the end of a duty is an item of its own, so the duty ends where it begins.
 */
const runOnStatement =
  /(?<=[\p{Ll}\d%)])\s+(?=(?:Knowledge|Understanding|Theoretical knowledge|Basic understanding|Working knowledge|Good knowledge|Ability to|Proficient in)\b)/u;

/** The first words of the statements `runOnStatement` looks for: a line without any of them is not split by it. */
const runOnOpeners = ['Knowledge', 'Understanding', 'Theoretical', 'Basic', 'Working', 'Good', 'Ability', 'Proficient'];

/**
 * A clause that says what came of the one before it ("wrote our procedure afterwards", "trained the team on it"): alone,
 * it would tell of something the letter never said.
 */
/** A deed dated to one occasion ("in 2024", "in March 2023", "one night"): what follows it is the same story. */
const toldOnce =
  /\b(?:in|during|on)\s+(?:(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)[a-z]*\.?\s+)?(?:19|20)\d{2}\b|\bone (?:night|day|evening|morning|shift|weekend)\b/u;

const pointsBack = /\b(?:afterwards|after that|as a result|in response|following this|then|it|them|this)\b/iu;

/**
 * "Conducting e-auctions on SAP Ariba for corrugated boxes; achieved 7.4% saving in FY 2023-24": a clause that opens on
 * a verb of result and its figure says what the deed before it came to, and stays with it. Parted, the saving was told
 * without the auctions that made it, and an ad asking for "a saving you delivered and how you achieved it" got no how.
 */
const resultOfDeedBefore =
  /^(?:achieved|achieving|delivered|delivering|generated|generating|realised|realized|yielded|yielding|saved|saving|resulting\s+in)\s+(?:(?:a|an|over|about|around|approx\.?|approximately|nearly|almost|up\s+to)\s+)?(?:[$£€₹]|(?:INR|USD|GBP|EUR|Rs\.?)\s*)?\d/iu;

/**
 * "I am responsible for managing the business in Mumbai, I follow up leads given to me by my corporate office, I even
 * generate leads by cold calling, My job is like an entrepreneur's": a paragraph in the person's own words that runs
 * its sentences together with commas (a resume dataset's description column) says one thing per "I"; read whole, a
 * letter told none of it.
 */
function splitFirstPersonSplices(text: string): string[] {
  if (!/^I\s+\p{Ll}/u.test(text) || !/,\s*I\s+\p{Ll}/u.test(text)) return [text];
  return text
    .split(/,\s*(?=(?:I|My)\s+\p{Ll})/u)
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/**
 * "... resulting in 100% profit Negotiated contracts with 3rd party vendors": a PDF export that lost the bullet marks
 * runs two items together. A capitalised past tense after a lower-case word, a number or a bracket, with a lower-case
 * object after it, starts the second item. "Managing Director" or "Microsoft Excel" never split: the word after is
 * capitalised, or the word is no past tense.
 */
function splitRunOnItems(text: string): string[] {
  const parts: string[] = [];
  let start = 0;
  // A past tense before a capitalised word starts an item too ("... customers' needs Monitored Application Servers").
  // "... scope of work Read, understand and interpret plans": a verb and a comma start one when a verb follows.
  // The words after are only looked at, never consumed: "Engineering Department Assist operations" splits at "Assist".
  // (The space is asked for before the character behind it: the same matches, the look-behind tried at fewer places.)
  for (const match of text.matchAll(
    /(?=\s)(?<=[\p{Ll}\d%)])\s+(\p{Lu}\p{Ll}+)(?=(,?)\s+([\p{Ll}\d]|\p{Lu})(\p{Ll}*))/gu,
  )) {
    const word = match[1] ?? '';
    const verb = readVerb(word);
    if (!verb || match.index === undefined) continue;
    const capitalisedNext = /\p{Lu}/u.test(match[3] ?? '');
    const previousWord = lastWordBefore(text, match.index);
    // "Supported families on Early Help plans", "Family Support meetings", "Peer Support groups": a service named by
    // a word and a verb, both capitalised, is a name, never the start of another item ("Help plans with routines").
    if (
      /^(?:Early|First|Peer|Family|Home|Self|Mutual|Community|Crisis|Emergency|Student|Parent|Carer|Learning|Housing)$/u.test(
        previousWord,
      )
    )
      continue;
    const previousIsLowerWord = /^\p{Ll}+$/u.test(previousWord);
    // "... to the external parties Applying AUSIFRS Accounting standards": a gerund that only ever is a verb, after a
    // clause of its own, starts an item too.
    const gerundItem =
      verb.form === 'gerund' &&
      previousIsLowerWord &&
      !ambiguousOpeners.has(verb.forms.base) &&
      !nounGerunds.has(word.toLowerCase()) &&
      countSpaceSeparatedParts(text.slice(start, match.index)) >= 5;
    // "... for manufacturing equipment Provide Troubleshooting of electrical systems": a verb in its base form, never a
    // noun's, before a capitalised gerund, after a clause of its own, starts an item too (one-string resume exports
    // capitalise what they run together).
    const baseBeforeGerund =
      verb.form === 'base' &&
      previousIsLowerWord &&
      !ambiguousOpeners.has(verb.forms.base) &&
      /^\p{Lu}\p{Ll}+ing$/u.test(`${match[3] ?? ''}${match[4] ?? ''}`) &&
      countSpaceSeparatedParts(text.slice(start, match.index)) >= 5;
    if (
      capitalisedNext &&
      !gerundItem &&
      !baseBeforeGerund &&
      (verb.form !== 'past' || adjectiveParticiples.has(word.toLowerCase()))
    )
      continue;
    if (match[2] === ',' && readVerb(`${match[3] ?? ''}${match[4] ?? ''}`)?.form !== verb.form) continue;
    // "Kafka (AWS MSK) → Spark Structured Streaming → S3": a stage of a pipeline written with arrows is a name, and a
    // past form inside it never a deed that starts an item.
    if (/(?:→|->|=>)\s*\S+$/u.test(text.slice(Math.max(start, match.index - 40), match.index))) continue;
    // "the caching layer in Go and Redis": after a preposition or an article a capitalised word is a name (a
    // language, a product), never the start of another bullet.
    const before = previousWord.toLowerCase();
    // ("Mitarbeit bei der Umstellung auf Empower 3": a German, French or Spanish small word leaves a name to come too.)
    if (
      /^(?:in|on|at|with|for|of|to|the|a|an|and|or|by|from|using|via|into|over|under|as|across|between|among|through|throughout|within|around|towards|toward|including|like|during|before|after|upon|per|without|auf|an|bei|mit|von|für|zur|zum|der|die|das|den|dem|des|und|oder|im|am|nach|über|de|la|le|les|du|et|en|el|los|las|y|con|para|por|sur|avec|pour)$/.test(
        before,
      )
    )
      continue;
    // "into 4 Rise modules": a count before a capitalised word counts the things it names; "under the 1954 Act": a
    // year before one names it.
    // (A past tense there still starts an item: "... by 12 Managed a team of 4".)
    if (
      verb.form !== 'past' &&
      !capitalisedNext &&
      /(?:^|\s)(?:\d{1,3}|(?:19|20)\d{2})$/u.test(text.slice(Math.max(0, match.index - 5), match.index))
    )
      continue;
    // "Skills Used Therapeutic touch ...": a label, whose words say what kind of line follows.
    if (before === 'skills' && word === 'Used') continue;
    if (canonicalSkillName(word) !== undefined) continue;
    // "test CPR/First Aid to groups": names a slash joins, whose last goes on ("First Aid"), never a new item.
    if (/\p{Lu}[\p{L}&-]*\/\p{Lu}\p{Ll}*$/u.test(text.slice(start, match.index))) continue;
    // "Built a Power Query model": the second word of a capitalised name ("Power Query", "Service Now") after its
    // article or the first.
    if (
      /^\p{Lu}/u.test(previousWord) &&
      (canonicalSkillName(`${previousWord} ${word}`) !== undefined ||
        /(?:^|\s)(?:a|an|the|my|our|in|with|using|via|into)\s+\p{Lu}\p{L}*$/iu.test(text.slice(start, match.index)))
    )
      continue;
    // "built in Articulate Rise 360", "migrated to Office 365": a product's name and its number, never a new item.
    // ("Designed a 5-module Rise 360 course": after a word in lower case too, where the word is no past tense; "...
    // sales Managed 5 staff" still starts one.)
    if ((/^\p{Lu}/u.test(previousWord) || verb.form !== 'past') && /^\d/u.test(match[3] ?? '')) continue;
    // "the National Credit Act and ...", "a Care Plan review": a capitalised name's last word, never a new item.
    if (
      /^\p{Lu}\p{Ll}+$/u.test(previousWord) &&
      // ("the World Food Programme with ...", "the Global Fund": a programme's or a body's name, ending on what it is.)
      /^(?:act|plan|order|report|review|record|test|check|standard|code|form|register|guide|policy|programme|program|fund|scheme|service|project|initiative|trust|network|council|bank|office)$/iu.test(
        word,
      )
    )
      continue;
    // "Supported the HR Business Partner with ...": a post's name ends on its title word, never a new item.
    if (/^\p{Lu}/u.test(previousWord) && isTitleWord(word, { allowAmbiguous: true })) continue;
    // "Privacy Act of 1974", "Plan of Care": a capitalised word followed by "of" is a name, not a new bullet.
    const after = text.slice(match.index + match[0].indexOf(word) + word.length).match(/^\s+(\p{L}+)/u)?.[1] ?? '';
    if (after === 'of' && /^\p{Lu}/u.test(previousWord)) continue;
    // "the Colorado Equal Pay for Equal Work Act", "Safe Return to Work Plan": a verb between capitalised words, with
    // a small word and another capitalised word after it, is inside a name. (A past tense still starts an item.)
    if (
      verb.form !== 'past' &&
      /^\p{Lu}/u.test(previousWord) &&
      /^\s+(?:for|of|and|&|to|in|on|at)\s+\p{Lu}/u.test(text.slice(match.index + match[0].indexOf(word) + word.length))
    )
      continue;
    // "... craft personnel Direct work of assigned crew ...": an imperative too, when the word is not as often a
    // noun ("Lead generation", "Report writing").
    // A word that is as often a noun starts an item after a clause of its own ("... materials and equipment Request
    // material needed"), not after a word or two ("Skills: Lead generation").
    const clauseBefore =
      countSpaceSeparatedParts(text.slice(start, match.index)) >= 5 &&
      !capitalisedNext &&
      /^\p{Ll}+$/u.test(previousWord) &&
      !/^(?:all|every|each|any|some|many|most|other|our|their|its|his|her|my|your)$/.test(previousWord);
    const splits =
      verb.form === 'past' ||
      gerundItem ||
      ((verb.form === 'base' || verb.form === 'third') && (!ambiguousOpeners.has(verb.forms.base) || clauseBefore));
    if (!splits) continue;
    parts.push(text.slice(start, match.index).trim());
    start = match.index + match[0].indexOf(word);
  }
  parts.push(text.slice(start).trim());
  const items = splitAfterRunOn(parts);
  // A line the reading leaves whole is the same whatever its language: the language is asked only of a line it would
  // split or change (few), which counting the function words of every line cost more than the splitting.
  if (items.length === 1 && items[0] === text) return items;
  // "... Pflegeberichte bei internen Audits von 18 auf 4 gesenkt": German writes its nouns in capitals, and French and
  // Spanish lines have no English verbs to split at; only a line in English runs items together so.
  if (!['en', 'und'].includes(detectLanguageByFunctionWords(text))) return [text];
  return items;
}

/**
 * The letters that end `text` before `end`, read backwards: a pattern anchored at the end of the slice would scan the
 * whole line from its start for every candidate word.
 */
function lastWordBefore(text: string, end: number): string {
  let start = end;
  while (start > 0) {
    const code = text.charCodeAt(start - 1);
    if (code < 0x80) {
      if (!((code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a))) break;
      start -= 1;
      continue;
    }
    const high = code >= 0xdc00 && code <= 0xdfff && start > 1 ? text.charCodeAt(start - 2) : 0;
    const width = high >= 0xd800 && high <= 0xdbff ? 2 : 1;
    if (!letterPattern.test(text.slice(start - width, start))) break;
    start -= width;
  }
  return text.slice(start, end);
}

const letterPattern = /^\p{L}$/u;

function splitAfterRunOn(parts: string[]): string[] {
  // "... regarding proper use of responsible for the delivery of safe patient care": a duty line run into the
  // end of another that stops on a preposition.
  return (
    parts
      // Looked for first as plain text: most lines say no "responsible for", and the patterns test every position.
      .flatMap((part) =>
        part.toLowerCase().includes('responsible for')
          ? part.split(/(?<=\b(?:of|the|a|an|to|for|with|in|on|and|regarding))\s+(?=responsible for\b)/i)
          : [part],
      )
      // "... and Office software Responsible for writing ...": a capitalised "Responsible for" starts another item.
      .flatMap((part) =>
        part.includes('Responsible for') ? part.split(/(?<=\p{Ll})\s+(?=Responsible for\b)/u) : [part],
      )
      .flatMap((part) => (runOnOpeners.some((opener) => part.includes(opener)) ? part.split(runOnStatement) : [part]))
      .filter((part) => part !== '')
  );
}

/**
 * A line and the one a PDF wrapped it onto. "computa-" / "tional thinking": a word hyphenated at the break is one word
 * again when what follows the hyphen is only the end of one ("-tional", "-ment", "-ing"); "eco-" / "system" keeps its
 * hyphen as a compound, without the space.
 */
function joinedAcrossBreak(previous: string, line: string): string {
  if (!/\p{Ll}-$/u.test(previous) || !/^\p{Ll}/u.test(line)) return `${previous} ${line}`;
  const wordEnd =
    /^(?:tional|tion|tions|sion|sions|ment|ments|ing|ings|ity|ities|ness|ance|ances|ence|ences|able|ible|ated|ation|ations|ally|ize|ized|ise|ised|ical|ically|ive|ives|ous|ure|ures|ents|ant|ants|ent|ogy|ology|ist|ists|ular|ulate|ulated)\b/u.test(
      line,
    );
  return `${wordEnd ? previous.slice(0, -1) : previous}${line}`;
}

/**
 * "Reduced internal processing times ...": a line that opens with a verb in capitals starts a new item; so does one
 * that opens with its adverb ("Proactively addressed customer concerns ...").
 */
/** A line that opens on a deed ("Awarded 100+ assignments at 42 schools"): a verb's past, then words in lower case. */
function opensOnDeed(line: string): boolean {
  return startsWithCapitalisedVerb(line) && (line.match(/\s\p{Ll}/gu)?.length ?? 0) >= 2;
}

function startsWithCapitalisedVerb(line: string): boolean {
  const opening = line.match(/^(\p{Lu}\p{Ll}+)(?:\s+(\p{Ll}+))?/u);
  const first = opening?.[1];
  if (!first) return false;
  const adverbAndVerb = /ly$/u.test(first) && opening[2] !== undefined ? readVerb(opening[2]) : undefined;
  const verb = readVerb(first) ?? adverbAndVerb;
  return verb !== undefined && verb.form !== 'base';
}

/** Labels and noise inside role descriptions that are not things the person did. */
// ("Job Profile : +-": a label with the marks a PDF left after it.)
// ("Roles & Responsibility;", "Carrier Achievements;": a label typed with a semicolon, the singular, or a typo's
// "Carrier" for "Career".)
const noiseLine =
  /^(?:responsibilities|responsibility|duties|key responsibilities|job profile|job responsibilities|roles? (?:and|&) responsibilit(?:y|ies)|(?:key\s+|career\s+|carrier\s+)?(?:accomplishments|achievements)|skills used|tools|tools & technologies|technologies|environment|supervisor|weekly hrs|worked|hours|salary|reason for leaving|reference|references|tätigkeiten|aufgaben)\b[\s:;.+–—-]*$/i;
// ("Finalist: Teaching Innovation and Excellence (TIE) Prize": where the person stood for an honour is no label but the
// line's claim; taken off, the letter said "I taught Innovation ...".)
const leadingLabel = new RegExp(
  String.raw`^(?!(?:${honourStandings}|${honourStandings.toUpperCase()})\s*:)(?:(?:[A-Z][A-Z&/ ,-]{2,60}|Responsibilities|Duties|Accomplishments|Achievements|Skills Used|Aufgaben|Erfolge)\s*:\s*|\p{Lu}[\p{L}/&-]*(?:\s+(?:\p{Lu}[\p{L}/&-]*|and|of|&)){0,3}\s*:\s+(?=\p{Lu}))`,
  'u',
);
const leadingSectionWord = /^(?:Accomplishments|Achievements|Responsibilities|Skills Used)\s+(?=\p{Lu})/u;

const unclosedBracket = /\s*\([^()]{0,40}$/uy;

/**
 * "... 100% customer satisfaction ( CSAT": a bracket the PDF cut off before it closed, with the spaces before it. Only
 * the last bracket can be one, so the pattern is tried there alone; anchored at the end, it was tried at every position.
 */
function withoutUnclosedBracket(text: string): string {
  const open = text.lastIndexOf('(');
  if (open < 0) return text;
  let start = open;
  while (start > 0 && /\s/.test(text.charAt(start - 1))) start -= 1;
  unclosedBracket.lastIndex = start;
  return unclosedBracket.test(text) ? text.slice(0, start) : text;
}

/** A sentence that says what an organisation is: a name, then "is the largest ...", "is a leading ...". */
const employerDescription =
  /^(?:The\s+)?\p{Lu}[\p{L}&'’.-]*(?:\s+(?:of|and|&|\p{Lu}[\p{L}&'’.()-]*)){0,6}\s+(?:is|are|was)\s+(?:a|an|the|one of)\s+(?:(?:leading|largest|biggest|premier|well[- ]known|renowned|reputed|fast[- ]growing|global|national|regional|local|family[- ]owned|privately[- ]owned|non-profit|not-for-profit)\b|[^.]{0,40}\b(?:company|firm|agency|provider|organi[sz]ation|group|business|chain|manufacturer|distributor|retailer|consultancy|charity|institution)\b)/u;

/**
 * "Client: Glaxo Smith Kline (GSK), Nashik, India.", "Consultancy: Jacobs Engineering India", "Project Name: 2B + G+ 19
 * + Roof Building": the particulars of a contract a project resume lists under each job, not something the person did
 * ("Jacobs Engineering India Limits." was a held-out resume's achievement once its label went).
 */
// ("My location: Houghton, MI", "Moved to: Houghton, MI": where the person lived, under a driver's job.)
// ("Industry: Cross Industry", "Service Area: Financial Services - BI development Project Name: SWIFT", "Industry:
// Telecom Invoice state detection Consultant; 1 months.": a consultant's project's particulars, once told as deeds, "I
// invoice state detection Consultant".)
const projectParticular =
  /^\s*(?:my\s+location|moved\s+to|relocated\s+to|client|consultan(?:cy|ts?)|(?:main\s+)?contractor|project\s+(?:name|title|value|cost|location|duration|owner)|company\s+name|position|designation|duration|team\s+size|report(?:s|ing)\s+to|(?:internal\s+initiative\s+)?industry|service\s+area)\s*:|\bconsultant\s*[;:]\s*\d+\s*months?\.?\s*$/iu;

/** "Project Summary:": a label over what the project was, in the third person, not what the person did in it. */
const projectSummaryLabel =
  /^\s*(?:project\s+(?:summary|description|overview|details|scope|profile)|about\s+the\s+project|scope\s+of\s+(?:the\s+)?(?:project|works?))\s*:?\s*$/iu;

/** A label over a job's next lines ("Duties & Responsibilities:"), or a bullet's line: where a summary ends. */
const nextLabelOrBullet = /^\s*(?:\p{L}[\p{L}&/ ]{2,40}:\s*$|[-–—•*·▪●o]\s)/u;

/**
 * A job's lines without a project's particulars and its summary ("Project Summary:" and the lines under it, up to the
 * next label or bullet): "Geepas Tower ... entered the Guinness World Records along with the project contractor ..."
 * was told as "I record along with the project contractor ..." (review of a held-out resume).
 */
function withoutProjectParticulars(lines: string[]): string[] {
  if (!lines.some((line) => projectParticular.test(line) || projectSummaryLabel.test(line))) return lines;
  const kept: string[] = [];
  let inSummary = false;
  for (const line of lines) {
    if (projectSummaryLabel.test(line)) {
      inSummary = true;
      continue;
    }
    if (inSummary && (nextLabelOrBullet.test(line) || projectParticular.test(line))) inSummary = false;
    if (inSummary || projectParticular.test(line)) continue;
    kept.push(line);
  }
  return kept;
}

/** A job's lines of work, joined where the text wrapped them, as its achievements: at most 40, as a role holds. */
export function achievementsOf(lines: string[]): Achievement[] {
  return joinDescriptionLines(withoutProjectParticulars(lines))
    .flatMap((item) => toAchievement(item) ?? [])
    .slice(0, 40);
}

/**
 * A count in brackets after a word, its number word before it or not: "renovate (150) units", "two (2) years", "four(4)
 * Banks".
 */
const countInBrackets =
  /(?<=\p{L}[,]?\s)(?:(one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty)\s*)?\((\d{1,4})\)\s+(?=\p{L})/giu;
/** A line that numbers its items "(1) ... (2) ...". */
const enumerated = /\(1\)[^()]*\(2\)/u;

/**
 * "Payment validation.", "Invoice processing", "GST returns.": a duty of two words, a noun and the work done on it, as
 * job-board exports list a job's work (its bullet already taken off). Its second word in lower case tells it from a
 * post or a skill ("Team Leadership"), and a heading's words from a heading inside the role ("Key achievements").
 */
function isShortDuty(cleaned: string): boolean {
  return (
    /^\p{L}[\p{L}'’-]*\s\p{Ll}[\p{Ll}'’-]{2,}[.;]?$/u.test(cleaned) &&
    !/\b(?:achievements?|accomplishments?|responsibilit(?:y|ies)|duties|tasks|skills?|projects?|highlights?|environment|technolog(?:y|ies)|tools|details|summary|description|overview|profile|experience|role|roles|position|clients?|references?|contact|education|training|languages?|interests|hobbies|available|request)\b/iu.test(
      cleaned,
    )
  );
}

/** A line of a role's description as an achievement: labels stripped, numbers listed (years left out). */
/**
 * "Nights / 4-on-4-off", "Weekends (Fri/Sat, 21:00 – 04:00)", "Saturday nights, city centre": when the post was worked,
 * under its header, which is nothing done ("my work includes saturday nights, city centre" in a held-out letter).
 */
function isScheduleLine(text: string): boolean {
  const bare = text.replace(/^[\s•*·-]+/u, '').trim();
  if (bare === '' || bare.length > 70) return false;
  const withoutTimes = bare.replace(scheduleWords, ' ');
  // (A line with no time of the week in it is no schedule, whatever is left.)
  if (withoutTimes === bare) return false;
  return (
    withoutTimes
      .replace(scheduleFillers, ' ')
      .replace(/[\s,/()&+:–—-]+/gu, ' ')
      .trim() === ''
  );
}

/** The times of the week and the shift patterns a schedule line is made of. */
const scheduleWords =
  /(?<![\p{L}])(?:nights?|days?|weekends?|weekdays?|evenings?|mornings?|afternoons?|bank holidays?|shifts?|rota|rotating|rotational|nights only|days only|(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)s?|\d+-on-\d+-off|\d+\s+on\s+\d+\s+off|\d{1,2}[:.]\d{2}|\d{1,2}\s*(?:am|pm))(?![\p{L}])/giu;

/** The small words and places a schedule line joins its times with ("Saturday nights, city centre"). */
const scheduleFillers =
  /(?<![\p{L}])(?:and|or|only|plus|on|off|per|a|week|full-time|part-time|casual|city centre|town centre|cover)(?![\p{L}])/giu;

export function toAchievement(text: string): Achievement | undefined {
  // ("Client: ...", "Moved to: Houghton, MI": a job's particulars, never something done; see projectParticular.)
  if (projectParticular.test(text.replace(/^[\s•*·-]+/u, ''))) return undefined;
  if (isScheduleLine(text)) return undefined;
  // "Refs on request.", "Own car, full licence.", "Happy to do late nights and Saturdays.", "Olaplex and Redken colour
  // courses done.", "Keratin smoothing – still learning.": the notes that end a short resume without headings, after
  // its last job, which are none of that job's work (a held-out letter told them as an apprentice's of years before).
  const note = text.replace(/^[\s•*·-]+/u, '').trim();
  if (
    /^(?:refs?|references?|referees?)\b[^.]{0,30}\b(?:request|available|supplied)\b/iu.test(note) ||
    /^(?:happy|willing|able|available|open|keen)\s+to\s+(?:do|work|cover|travel|relocate)\b/iu.test(note) ||
    (/\b(?:own (?:car|transport|vehicle)|(?:full|clean|valid) (?:driving |driver['’]?s )?licen[cs]e)\b/iu.test(note) &&
      countSpaceSeparatedParts(note) <= 6) ||
    /^[\p{L}&,' -]{3,60}\bcourses?\s+(?:done|completed|attended)\.?$/iu.test(note) ||
    /\s[–—-]\s*still learning\.?$/iu.test(note)
  )
    return undefined;
  // "2017-2018 : Titulaire de la fonction publique hospitalière au CH Esquirol": a line that opens with its own years is
  // another entry of the list, never a deed of the job above it (a held-out French letter had told it as one).
  if (/^[\s•*·-]*(?:19|20)\d{2}\s*[-–—]\s*(?:19|20)\d{2}\s*:?\s+\p{Lu}/u.test(text)) return undefined;
  // ("2024 CAS éducation numérique": a course's name after its year, with no deed, from a column beside the job's;
  // told as a duty, "Mes missions comprennent également : 2024 CAS ...". An honour keeps its year: "2019 Employee of
  // the Year".)
  const bare = text.replace(/^[\s•*·-]+/u, '').trim();
  if (
    /^(?:19|20)\d{2}\s+\p{Lu}/u.test(bare) &&
    countSpaceSeparatedParts(bare) <= 6 &&
    !/[,;:.!?]/u.test(bare) &&
    !/\b(?:award|prize|honou?rs?|medal|winner|finalist|employee of|dean)/iu.test(bare) &&
    !bare.split(/\s+/u).some((word) => readVerb(word) !== undefined && /\p{Ll}(?:ed|é|ée|és)$/u.test(word))
  )
    return undefined;
  // "Looking for full time perm nights", "Seeking a permanent role": what the person wants, under the last job of a
  // resume without headings, is nothing done there (a held-out letter said "my work included looking for full time
  // perm nights").
  if (/^(?:(?:I am|I'm|I’m|currently)\s+)?(?:looking for|seeking|open to|available for)\s/iu.test(bare))
    return undefined;
  // "(As per T & E claims)" left by "Auditing. (As per T & E claims)": a note in brackets alone says nothing done.
  if (/^[\s•*·-]*\([^()]*\)[.;]?\s*$/u.test(text)) return undefined;
  // Each repair is tried only on a line holding its mark ("%", a bracket, "an "): most lines hold none of them.
  let repaired = withoutUnclosedBracket(text);
  // "by 2% percent": the sign and the word said twice.
  if (repaired.includes('%')) repaired = repaired.replace(/(\d)\s*%\s*percent\b/giu, '$1%');
  if (repaired.includes('('))
    repaired = repaired
      // "(15) fifteen Million", "in (1) one year", "$(60) Million": a number written twice over, once is enough.
      .replace(
        /\((\d{1,3})\)\s+(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred)\b/giu,
        '$1',
      )
      .replace(/\$\((\d[\d,.]*)\)/gu, '$$$1')
      // "renovate (150) Apartment units", "from (4) month behind", "two (2) mid-rise buildings": a count in brackets, a
      // contract's habit, is the count ("150 Apartment units", "two mid-rise buildings"). Not a list's "(1) ... (2)".
      // ("dashboards (4) en Power BI", "sites (3) across the region": the count after its noun goes before it, "4
      // dashboards"; read as a count before the next word, it made "dashboards 4 en Power BI".)
      .replace(
        /(?<![\p{L}\d])(\p{L}{3,})\s\((\d{1,4})\)(?=\s+(?:in|en|for|para|pour|at|on|of|de|del|des|du|with|con|avec|across|per|y|and|et|und|bei|für|mit)\b)/gu,
        (whole, noun: string, count: string) => (enumerated.test(text) ? whole : `${count} ${noun}`),
      )
      .replace(countInBrackets, (whole, word: string | undefined, count: string) =>
        enumerated.test(text) ? whole : `${word ?? count} `,
      );
  // "within 3Month": a count glued to its unit, "within 3 months".
  if (/\d(?:Month|Year|Week|Day)/u.test(repaired))
    repaired = repaired.replace(
      /(?<![\p{L}\d])(\d{1,3})(Months?|Years?|Weeks?|Days?)\b/gu,
      (_whole, count: string, unit: string) =>
        `${count} ${unit.toLowerCase().replace(/s$/u, '')}${count === '1' ? '' : 's'}`,
    );
  // "delegate to a 5 LVN, 4 RT and 4 CNA staff": an article left before a count of people.
  if (/\ba \d/.test(repaired)) repaired = repaired.replace(/\ba (\d+ \p{Lu}{2,})/gu, '$1');
  // "to insure proper adherence": the word meant is "ensure" (insurance is not what such a line is about).
  if (repaired.includes('insure'))
    repaired = repaired.replace(
      /\b(to|and|help) insure (?=proper|that|the|accura|quality|complian|safe|timely|all|patient|customer)/giu,
      '$1 ensure ',
    );
  // "establish an maintain relationships": "and" with its last letter lost before a verb.
  if (repaired.includes('an '))
    repaired = repaired.replace(
      /\ban (?=(?:maintain|manage|develop|implement|support|create|coordinate|oversee|deliver|lead|train)\b)/g,
      'and ',
    );
  const cleaned = repaired
    .replace(leadingLabel, '')
    .replace(leadingSectionWord, '')
    .replace(/^[-–—•*·\s]+/u, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (noiseLine.test(cleaned)) return undefined;
  if (countSpaceSeparatedParts(cleaned) < 3 && !isShortDuty(cleaned)) return undefined;
  // "MULTIPLE DATA SCIENCE AND ANALYTIC PROJECTS (USA CLIENTS)": a heading inside a role, not something done.
  if (isAllCapitals(cleaned) && countSpaceSeparatedParts(cleaned) <= 14) return undefined;
  // "Environment : Java, Angular, ...", "Client : A leading US insurer", "Project #1 : ...", "Period: 17th July 2012 to
  // 30th May 2017.": a project block's form fields, read before a label is taken off. "Skills: Employment Law · Legal
  // Drafting": a LinkedIn post's skills.
  const fieldLabel =
    /^(?:supervisor|worked|weekly hrs|tools\s*(?:&|and)\s*technologies|tools used|environment|technologies|tech stack|client|team size|project\s*#?\s*\d*|skills(?:\s+(?:used|applied|developed|gained|utili[sz]ed))?|comp[ée]tences\s+(?:d[ée]velopp[ée]es|acquises|utilis[ée]es)|competencias\s+(?:desarrolladas|adquiridas)|reason for leaving|reasons? for leaving|comp[ée]tences|kenntnisse|competencias|habilidades|work(?:ing)? rights|right to work|visa status|citizenship|nationality|duties(?:\s*(?:&|and)\s*(?:achievements|responsibilities))?|position|job title|designation|period|duration|tenure)\s*:/iu;
  if (fieldLabel.test(cleaned) || fieldLabel.test(repaired.replace(/^[-–—•*·\s]+/u, ''))) return undefined;
  // "Community management · Marketing digital · Communication · Graphisme web": a profile page's tags of a post's
  // skills, under their label, no deed.
  if (/^[^·]{2,40}(?:\s·\s[^·]{2,40}){2,}$/u.test(cleaned) && !/[.!?]$/u.test(cleaned)) return undefined;
  // "Authorised Panel Builder for Schneider & System House for Ti Design of L & T", "Approved Installer for Daikin": the
  // employer's standing with a maker, a title of the firm's, no deed of the person's ("I also authorised Panel Builder").
  if (
    /^(?:authori[sz]ed|approved|accredited|appointed|official|preferred|certified)\s+(?:\p{Lu}[\p{L}-]*\s+){1,3}(?:for|of|to|by)\s+\p{Lu}/u.test(
      cleaned.replace(/^\p{Lu}/u, (first) => first.toLowerCase()),
    ) &&
    !/\b(?:I|my)\b/u.test(cleaned)
  )
    return undefined;
  // "Issued by University of Manitoba · Dec 2021", "Associated with Rogers Communications": a profile's line under an
  // honour or a project, saying who gave it or where it was done; nothing done ("I issued by ...").
  if (/^(?:issued by|associated with)\s+\p{Lu}[^.!?]*$/iu.test(cleaned)) return undefined;
  // "This role provides the key responsibilities of:", "Key responsibilities included:": a lead-in to the list below,
  // nothing done.
  if (/:$/u.test(cleaned) && countSpaceSeparatedParts(cleaned) <= 12) return undefined;
  // "Akbar Travels of India is the largest Travel Agent in India ...": what the employer is, said of it, no work of
  // the person's.
  if (employerDescription.test(cleaned)) return undefined;
  // "... (Productor de Seguros), tel." (its number parted from it as a sentence of its own): the word for a telephone
  // left at the end says nothing done.
  const withoutTelephoneWord = cleaned.replace(telephoneWordAtEnd, '').trim();
  if (withoutTelephoneWord !== cleaned)
    return countSpaceSeparatedParts(withoutTelephoneWord) < 3 ? undefined : toAchievement(withoutTelephoneWord);
  // "Carlos Pereyra (Supervisor de ventas) 261-5550103 ó 5550104", "Referee: Jane Hill, 0161 555 0192": a referee and
  // a telephone number, no work of the person's (and no number a letter may copy).
  if (holdsTelephoneNumber(cleaned)) return undefined;
  // "Keller AG, Tel. auf Anfrage", "Edwin Keller jun., Ed.": a referee named with the number given on request, and a
  // name with its "junior", no work of the person's either.
  if (
    /\b(?:Tel|Telefon|Phone|Mobil|Handy)\b\.?\s*:?\s*(?:auf Anfrage|on request|upon request|sur demande|a petición)\b|\b\p{Lu}\p{Ll}+\s+(?:jun|sen|jr|sr)\.(?=\s*(?:,|$))/iu.test(
      cleaned,
    )
  )
    return undefined;
  // "Si estás buscando a alguien, no dudes en contactarme", "Feel free to contact me": the page asks its reader to get
  // in touch, which is no work of the person's.
  if (
    /\b(?:contact me|get in touch|reach out to me|contactarme|contáctame|contáctenme|contactez[- ]moi|me contacter|kontaktieren sie mich|melden sie sich)\b/iu.test(
      cleaned,
    )
  )
    return undefined;
  const numbers = findNumbers(cleaned)
    .filter((number) => !isYearValue(number.value))
    .map((number) => number.text);
  return { text: cleaned.slice(0, 600), numbers: [...new Set(numbers)].slice(0, 20) };
}

export type ReadRolesOptions = {
  /** The title a role gets when its header names none ("Volunteer" for a volunteering section). */
  defaultTitle?: string;
  /**
   * The resume's own name, where the header gives one: a name of two words opening a block above the first job is
   * that job's employer ("Sparks Eggs") unless it is the person's.
   */
  ownName?: string | null;
};

/** Resumes exported twice over (the whole work history printed again) list each role once. */
function removeRepeatedRoles(roles: ResumeRole[]): ResumeRole[] {
  // "Project #1 : ... / Role : Senior Test Engineer (Team size: 9) / Duration : Mar 2020 – Aug 2024" after a list of
  // jobs: a block without an employer whose title and dates are a listed job's is that job's work, told under it.
  const bare = (title: string) =>
    title
      .replace(/\s*\([^)]*\)/gu, '')
      .trim()
      .toLowerCase();
  const kept = roles.filter((role, index) => {
    if (role.employer !== null || role.period === null || role.achievements.length === 0) return true;
    const owner = roles.find(
      (other, otherIndex) =>
        otherIndex !== index &&
        other.employer !== null &&
        bare(other.title) === bare(role.title) &&
        other.period?.start === role.period?.start &&
        other.period?.end === role.period?.end,
    );
    if (!owner) return true;
    owner.achievements = [...owner.achievements, ...role.achievements].slice(0, 40);
    return false;
  });
  const seen = new Set<string>();
  return kept.filter((role) => {
    const key = JSON.stringify([
      role.title.toLowerCase(),
      role.employer?.toLowerCase() ?? null,
      role.period?.start ?? null,
      role.period?.end ?? null,
    ]);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * "Brightwell Home & Hardware, Store #114 - Dublin, OH": the number of the branch, which names no employer and no
 * place, left out of the line (with it, the employer's line was read as no employer).
 */
function withoutBranchNumber(line: string): string {
  return line.replace(/,\s*(?:Store|Branch|Location|Site|Unit|Restaurant|Shop)\s*(?:#|No\.?)\s*\d{1,5}\b/giu, '');
}

/**
 * "➢ Early Childhood Educator | Feb 2025 – present" over "▪ Plan and document learning ...": a page that marks each
 * job's header with one bullet and its duties with another. Every line of the header's bullet carries dates and the
 * other bullet's lines follow them, so those lines are headers, read without their mark (read as duties, they had
 * left a resume with no job but its volunteering).
 */
function withDatedBulletHeadersUnbulleted(lines: string[]): string[] {
  const glyphOf = (line: string) => (isBulletLine(line) ? line.trim().charAt(0) : undefined);
  const glyphs = new Map<string, { lines: number; dated: number }>();
  for (const line of lines) {
    const glyph = glyphOf(line);
    if (glyph === undefined || /[\d\p{L}]/u.test(glyph)) continue;
    const counts = glyphs.get(glyph) ?? { lines: 0, dated: 0 };
    counts.lines += 1;
    if (findPeriod(line) !== undefined) counts.dated += 1;
    glyphs.set(glyph, counts);
  }
  if (glyphs.size < 2) return lines;
  const headerGlyph = [...glyphs.entries()].find(
    ([, counts]) => counts.lines >= 2 && counts.dated === counts.lines,
  )?.[0];
  if (headerGlyph === undefined) return lines;
  return lines.map((line) => (glyphOf(line) === headerGlyph ? stripBullet(line) : line));
}

/**
 * "Short placements (1–6 weeks) at six first opinion practices across South" / "Wales while looking for a permanent
 * post.": a line a page wrapped inside a place's name, after a small word that needs more, the next line going on in
 * small letters after its first word. (A letter had told "practices across South.")
 */
function wrapsMidPhrase(previous: string, line: string): boolean {
  const ended = previous.trim();
  return (
    ended.length >= 60 &&
    !/[.!?:;,]$/u.test(ended) &&
    /\s(?:across|in|of|to|for|at|from|near|with|around|throughout|within|between|into|on|by)\s+\p{Lu}\p{Ll}+$/u.test(
      ended,
    ) &&
    findPeriod(ended) === undefined &&
    !isBulletLine(line) &&
    /^\p{Lu}\p{Ll}+\s+\p{Ll}+\s+\p{Ll}/u.test(line.trim()) &&
    findPeriod(line) === undefined
  );
}

/**
 * "Strategic Policy and Planning Directorate, Rural and Northern Development Canada" / "(RNDC), Gatineau QC   February
 * 2026 – present": an organisation's letters in brackets, wrapped onto the next line with the place and the dates, end
 * the name on the line above (read apart, the dates made a job with no post of its own and the post above one with no
 * dates, in a held-out policy analyst's resume).
 */
function wrapsBeforeAcronym(previous: string, line: string): boolean {
  const ended = previous.trim();
  return (
    ended.length >= 40 &&
    !isBulletLine(previous) &&
    /\p{Lu}[\p{L}'’-]*$/u.test(ended) &&
    findPeriod(ended) === undefined &&
    /^\(\p{Lu}{2,8}\)(?:,|\s|$)/u.test(line.trim())
  );
}

/**
 * Lines a page wrapped, joined before anything else is read. "•  Managed 8 strategic banking accounts with a US$9–12M
 * annual" / "quota; achieved 108% and 112% (2012–2016)": a bullet, its second line opening in small letters; the years
 * in brackets on the wrapped line made it a job of its own ("quota; achieved 108%" as an employer, in a held-out
 * executive's resume). Such a line is taken as a wrap only after a bullet that ends no sentence and filled a line of a
 * page (the section's lines come trimmed, so an indent under the bullet's text cannot tell it). Any line cut inside a
 * place's name is one too (wrapsMidPhrase).
 */
function withPageWrapsJoined(lines: string[]): string[] {
  const joined: string[] = [];
  for (const line of lines) {
    const previous = joined.at(-1);
    const wraps =
      previous !== undefined &&
      ((isBulletLine(previous) &&
        !/[.!?:;]\s*$/u.test(previous) &&
        /^\p{Ll}/u.test(line.trim()) &&
        // ("o Pool-deck first responder ...": a hollow bullet pasted as "o" opens an item, in lower case as it is.)
        !isBulletLine(line) &&
        previous.trim().length >= 70) ||
        wrapsMidPhrase(previous, line) ||
        wrapsBeforeAcronym(previous, line));
    // ("... vendor eco-" / "system": a word the wrap broke after its hyphen is one word again.)
    if (wraps)
      joined[joined.length - 1] =
        `${previous.trimEnd()}${/\p{L}-$/u.test(previous.trimEnd()) ? '' : ' '}${line.trim()}`;
    else joined.push(line);
  }
  return joined;
}

/** Reads the roles from a section's lines. Lines before the first header belong to no role and are left out. */
export function readRoles(sectionLines: string[], options: ReadRolesOptions = {}): ResumeRole[] {
  return readRolesAndInterruptions(sectionLines, options).roles;
}

/**
 * "Shard Riverside Inn" / "Duty Manager & Stock Taker" / what the job was, in paragraphs / "Started: April 2018 -
 * Present": a page that gives each job's dates under a label below its description. Each such block is written as a
 * header line ("Shard Riverside Inn | Duty Manager & Stock Taker | April 2018 - Present") over its paragraphs, the way
 * the reader reads any job; a block that does not open with two short lines is left as it is. So are dates alone on a
 * line under each block, where the first block ends on them.
 */
function withDatesBelowBlocks(lines: string[]): string[] {
  const dateLabel = /^\s*(?:started|employed)\s*:\s*(.+?)\s*$/iu;
  const labelled = lines.flatMap((line, index) => {
    const value = line.match(dateLabel)?.[1];
    if (value === undefined) return [];
    // (The label's whole value is the period: "Started: April 2018 - Present".)
    const period = findPeriod(value);
    return period && period.index === 0 && period.length >= value.trim().length - 1 ? [index] : [];
  });
  // "Maintenance Technician III" / "Dal-Tile - El Paso, Texas" / its lines / "2013-2015": a designed page's dates alone
  // under each job's lines, no label. Only where the first job's block ends so (a page that dates its jobs under their
  // headers dates its first job there, and the dates below a job's lines are the next job's).
  const bare =
    labelled.length > 0 ? [] : lines.flatMap((line, index) => (isPeriodOnlyLine(line.trim()) ? [index] : []));
  const firstBlock = lines.slice(0, bare[0] ?? 0).filter((line) => line.trim() !== '');
  const shortLine = (line: string | undefined) =>
    line !== undefined && countSpaceSeparatedParts(line) <= 7 && !/[.!?:;]$/u.test(line.trim()) && !isBulletLine(line);
  // (After each such date comes the next job's post and employer, or nothing: where a job's work follows its dates,
  // the dates head the job below them.)
  const datesBelow =
    bare.length > 0 &&
    firstBlock.length >= 3 &&
    shortLine(firstBlock[0]) &&
    shortLine(firstBlock[1]) &&
    (looksLikeTitle(firstBlock[0] ?? '') || looksLikeTitle(firstBlock[1] ?? '')) &&
    firstBlock.slice(2).some((line) => countSpaceSeparatedParts(line) >= 5) &&
    bare.every((at) => {
      const after = lines.slice(at + 1).filter((line) => line.trim() !== '');
      return after.length === 0 || (shortLine(after[0]) && shortLine(after[1]));
    });
  if (labelled.length === 0 && !datesBelow) return lines;
  const written = [...lines];
  let blockStart = 0;
  for (const labelAt of labelled.length > 0 ? labelled : bare) {
    const filled = written
      .slice(blockStart, labelAt)
      .map((line, offset) => ({ line: line.trim(), at: blockStart + offset }))
      .filter(({ line }) => line !== '');
    const [first, second, ...rest] = filled;
    const short = (line: string) =>
      countSpaceSeparatedParts(line) <= 7 && !/[.!?:;]$/u.test(line) && !/^[-•*]/u.test(line);
    if (
      first &&
      second &&
      rest.length > 0 &&
      short(first.line) &&
      short(second.line) &&
      findPeriod(first.line) === undefined
    ) {
      const period = (written[labelAt] ?? '').match(dateLabel)?.[1] ?? (written[labelAt] ?? '').trim();
      written[first.at] = `${first.line} | ${second.line} | ${period}`;
      written[second.at] = '';
      written[labelAt] = '';
    }
    blockStart = labelAt + 1;
  }
  return written;
}

/**
 * A designed two-column page pasted column by column puts its headings together at the top ("CONTACT PROFILE",
 * "EXPERTISE", "EDUCATION", "WORK EXPERIENCE") and its jobs under whatever heading came last: "Mechatronics Technician"
 * / "CN Wire - Santa Teresa, New Mexico" / its lines / "2018-2021" stood under "LANGUAGES". Such a block is a job
 * wherever it stands: a post, its employer with the town after a spaced dash, two lines of its work or more, and its
 * dates alone below them, within sixteen lines. Read as the role reader reads a job whose dates are under its lines.
 */
export function readJobBlocksAnywhere(lines: readonly string[]): ResumeRole[] {
  const roles: ResumeRole[] = [];
  for (let index = 0; index + 3 < lines.length; index += 1) {
    const post = lines[index]?.trim() ?? '';
    const employer = lines[index + 1]?.trim() ?? '';
    // (The employer's shape first: every line of the sections other than the jobs is asked, and few are one.)
    if (
      !/^\p{Lu}[^,|]{1,50}\s[-–—]\s\p{Lu}[\p{L} .'-]+,\s*\p{Lu}[\p{L} ]+$/u.test(employer) ||
      countSpaceSeparatedParts(post) > 6 ||
      findPeriod(post) !== undefined ||
      !looksLikeTitle(post.replace(/\s*\|.*$/u, ''))
    )
      continue;
    const below = lines.slice(index + 4, index + 17).findIndex((line) => isPeriodOnlyLine(line.trim()));
    if (below < 0) continue;
    const end = index + 4 + below;
    const work = lines.slice(index + 2, end).filter((line) => line.trim() !== '');
    if (work.length < 2 || work.some((line) => isPeriodOnlyLine(line.trim()))) continue;
    // ("Wiring Technician | Quality Assurance": the post, and its field after the bar.)
    const named = post.replace(/\s*\|\s*(.+)$/u, ' ($1)');
    roles.push(...readRoles([named, employer, lines[end]?.trim() ?? '', ...work]));
    index = end;
  }
  return roles;
}

/**
 * "InMarket Systems | Intern (2014–2015), Thesis (2022–2023), Full- time Engineer (2024–Current)": the stints of one
 * post at one employer, each dated in brackets; the post is dated by its latest stint, held now here (read by its first,
 * the job held now was told as one of 2014 and another as the latest).
 */
function withLatestStint(line: string): string {
  if (/^\s*[-•*]/u.test(line) || (line.match(/\((?:[^()]*?)(?:19|20)\d{2}[^()]*\)/gu) ?? []).length < 2) return line;
  return line
    .split(/\s+\|\s+/u)
    .map((part) => {
      const stints = [...part.matchAll(/\(([^()]*?(?:19|20)\d{2}[^()]*)\)/gu)].map((match) => match[1] ?? '');
      // (Each a span from one date to another or to now: "PSC1 (2011), AFGSU (2014) et SST (2020)" dates credentials.)
      const spans = stints.every((stint) => {
        const found = findPeriod(stint);
        return found !== undefined && (found.current || found.end !== null);
      });
      if (
        stints.length < 2 ||
        !spans ||
        countSpaceSeparatedParts(part.replace(/\([^()]*\)/gu, ' ')) > 3 * stints.length + 2
      )
        return part;
      const endOf = (stint: string) => {
        const found = findPeriod(stint);
        if (found?.current) return Number.POSITIVE_INFINITY;
        return yearIn(found?.end ?? found?.start) ?? 0;
      };
      return stints.reduce((latest, stint) => (endOf(stint) > endOf(latest) ? stint : latest));
    })
    .join(' | ');
}

/**
 * "- Tutor – Tuition Plus (2014–2016): Taught mathematics and English ...", "- Youth Group Leader (2014–2016): Led ...":
 * a list of other work, each post, its employer and its years on one bullet before what was done; and "Labourer" over
 * "- ESNI | 2016–2017", a post's employer and years set as a bullet under it. Each is written as a post's header line
 * with its work under it (the bullets had been read as lines of the job above, and a letter said "As a Technician at
 * AMF Bowling, I tutored – Tuition Plus (2014–2016): Taught mathematics").
 */
/** "2014–2016", "June 2022 – Present": a span of years, from a year to a year or to now. */
const spanOfYears = String.raw`(?:\p{L}+\.?\s+)?(?:19|20)\d{2}\s*[-–—]\s*(?:(?:\p{L}+\.?\s+)?(?:19|20)\d{2}|present|current|now)`;

/** "- Tutor – Tuition Plus (2014–2016): Taught ...": the post (and its employer), its years, and the work after. */
const compactPost = new RegExp(
  `^\\s*[-•*]\\s+(\\p{Lu}[^():]{1,70}?)\\s*\\((\\s*${spanOfYears})\\s*\\)\\s*:\\s*(\\p{Lu}.+)$`,
  'iu',
);

/** "- ESNI | 2016–2017": a post's employer and its years, set as a bullet. */
const bulletedEmployerAndYears = new RegExp(`^\\s*[-•*]\\s+(\\p{Lu}[^|]{1,60}?)\\s*\\|\\s*(${spanOfYears})\\s*$`, 'iu');

function withCompactPosts(lines: string[]): string[] {
  return lines.map(withLatestStint).flatMap((line, index) => {
    const compact = line.match(compactPost);
    if (compact?.[1] && compact[2] && compact[3]) {
      const [post = '', employer] = compact[1].split(/\s+[–—-]\s+/u);
      if (countSpaceSeparatedParts(post) <= 6 && looksLikeTitle(post))
        return ['', [post.trim(), employer?.trim(), compact[2].trim()].filter(Boolean).join(' | '), compact[3]];
    }
    const previous = lines[index - 1]?.trim() ?? '';
    const employerAndYears = line.match(bulletedEmployerAndYears);
    if (employerAndYears && previous !== '' && !/^[-•*]/u.test(previous) && looksLikeTitle(previous))
      return [`${employerAndYears[1]} | ${employerAndYears[2]}`];
    return [line];
  });
}

/**
 * "- Electrician (HV/MV)" / "  City Power (2018 – 2024)" / "  - Substation maintenance ...": each post a bullet of the
 * list, its employer and years under it; the post's bullet is no duty's (the post had been read as a line of the job
 * above, and the jobs left without titles).
 */
function withBulletedPosts(lines: string[]): string[] {
  return lines.map((line, index) => {
    const next = lines[index + 1] ?? '';
    const post = line.match(/^[-•*–]\s+(\p{Lu}.{1,80})$/u)?.[1];
    return post !== undefined &&
      /^\s*\p{Lu}[^\n]{1,80}\(\s*(?:\p{L}+\.?\s+)?(?:19|20)\d{2}\s*[-–—]\s*(?:(?:\p{L}+\.?\s+)?(?:19|20)\d{2}|present|current|now|today)\s*\)\s*$/iu.test(
        next,
      ) &&
      !/^\s*[-•*–]/u.test(next) &&
      countSpaceSeparatedParts(post) <= 10
      ? post
      : line;
  });
}

/**
 * "Company: Infosys Limited", "Designation: Test Engineer", "Duration: Jun 2019 – Jul 2021": a header written as a
 * form, whose labels are not part of the name, the title or the dates.
 */
function withoutHeaderLabel(line: string): string {
  return (
    line
      // "1) Sri Venkatadri Infraprojects Pvt. Ltd., ...", "(2) Internship – ...": a job's number in the list.
      .replace(/^\(?\d{1,2}\)\s+(?=\p{Lu})/u, '')
      .replace(
        /^(?:company(?:\s+name)?|organi[sz]ation|employer|client|designation|position|role|job\s+title|title|duration|period|tenure|dates?|location)\s*:\s*(?=\S)/iu,
        '',
      )
  );
}

/**
 * "Heating Engineer, Tafwyn Heating Services, Cardiff, 2015 to 2022. Service and breakdown on a housing association
 * contract, 6 to 8 calls a day.": a job's header that ends at its dates, and what the job was, run on after it in
 * prose. Two lines, as a resume with line breaks prints them.
 */
function headerBeforeProse(line: string): string[] {
  // "Sales Agent, Bluebonnet Realty Group — Cedar Bend, Texas (March 2020 to October 2026). I worked as ...".
  // (Only a line with a point before a space can be split so: the lazy pattern tries every length of header.)
  const split = /\.\s/u.test(line)
    ? line.match(/^(.{8,140}?\b(?:(?:19|20)\d{2}|now|present|current|today)\)?)\.\s+(\p{Lu}.{12,})$/iu)
    : null;
  if (!split?.[1] || !split[2]) return [line];
  const period = findPeriod(split[1]);
  // The dates end the header: "2015 to 2022.", never a year inside a sentence ("Started there as an apprentice in
  // 2012. Then ...").
  if (!period || period.index + period.length < split[1].length - 1 || split[1].split(/\s+/).length > 16) return [line];
  if (readVerb(split[1].split(/\s+/)[0] ?? '') !== undefined) return [line];
  return [split[1], split[2]];
}

/**
 * "CASTLEGATE RETAIL PARK (via Sentinel Guarding Ltd)": a name in capitals before a note in letter case, in a sentence
 * "Castlegate Retail Park (via Sentinel Guarding Ltd)" (the letter had printed it in capitals).
 */
function titleCaseBeforeBracket(text: string): string {
  const noted = text.match(/^([^()]*\S)(\s*\([^()]*\))$/u);
  return noted?.[1] && noted[2] && /\s/u.test(noted[1].trim())
    ? `${titleCaseFromCapitals(noted[1])}${noted[2]}`
    : titleCaseFromCapitals(text);
}

/** A job its labels gave: each part as labelled, its lines read as any job's. */
function employerInLetterCase(name: string): string | null {
  if (name === '') return null;
  return /\s/u.test(name) && isAllCapitals(name) ? titleCaseFromCapitals(name) : name;
}

function roleOfLabelledPost(post: LabelledPost): ResumeRole {
  const found = findPeriod(post.period ?? '');
  // "Company: Lotus Softech Limited, Chennai": the place after the name's comma; "Company: Al Noor Contracting L.L.C –
  // Dubai, UAE": after its dash.
  // "Nimbus InfoServ Pvt. Ltd., Bengaluru (deployed at a global bank's technology centre, Whitefield)": a note on
  // where the person worked, in brackets, is no part of the employer or its place.
  const employerLine = (post.employer ?? '').replace(/\s*\([^()]*\)\s*$/u, '');
  const [name = '', ...rest] = employerLine.replace(trailingBusinessKind, '').split(/,\s+|\s+[–—-]\s+/u);
  const place = rest.join(', ');
  // ("Shree Balaji Warehousing & Distribution, Sriperumbudur": in an employer's cell, one or a few capitalised words
  // after the one comma are its town, though no list of places knows it; a legal form there is part of the name.)
  const placed =
    rest.length > 0 &&
    (looksLikePlace(rest[rest.length - 1] ?? '') ||
      ((looksLikeOrganisation(name) || (post.fromTable === true && rest.length === 1)) &&
        /^(?:\p{Lu}[\p{L}.'-]*\s*){1,3}$/u.test(rest[0] ?? '') &&
        !legalFormAlone.test(rest[0] ?? '')));
  return {
    // ("GULFCOOL AIR CONDITIONING CO. W.L.L.": a name in capitals, as a header's is, in the case a letter writes it.)
    employer: employerInLetterCase((placed ? name : (post.employer ?? '').replace(trailingBusinessKind, '')).trim()),
    // ("Trainee - Inventory Control": in a table's cell, the post and its area, written as a header parts them.)
    title: post.fromTable === true ? (post.title ?? '').replace(/\s+[–—-]\s+/gu, ', ') : (post.title ?? ''),
    period: found ? { start: found.start, end: found.end, current: found.current } : null,
    location: post.place ?? (placed ? place : null),
    // A form's lines are typed one item each ("Acting team leader ... monitoring the floor" above "Agent of the month
    // ..."): no line runs on into the next, unless the form was printed and read back, its lines broken at the margin
    // ("... maintaining pool of candidates" / "in" / "the pipeline for future needs."), where a line in lower case goes
    // on with the one above.
    achievements: (showsWrappedLines(post.lines)
      ? joinDescriptionLines(post.lines, { widthWraps: false })
      : post.lines.flatMap((line) => joinDescriptionLines([line]))
    )
      .flatMap((item) => toAchievement(item) ?? [])
      .slice(0, 40),
  };
}

/** "Roles and Responsibilities:" under a role's header: a label of what follows, not a line of the role. */
const roleSubheading =
  /^(?:(?:key\s+)?roles?\s*(?:and|&)\s*responsibilities|(?:key\s+)?responsibilities|duties(?:\s+and\s+responsibilities)?|job\s+profile|project\s+details)\s*:?$/iu;

/** "Designation: Senior Supply Planner (Apr'21 – Till Date)": a post with its own dates, labelled. */
const designationLine =
  /^\s*(?:designation|position|post|role)\s*:\s*(\p{Lu}[^()]{1,60}?)\s*\(([^()]*\d[^()]*)\)\s*$/iu;
/** "             Supply Planner (Apr'19 – Mar'21)": a further post under it, set in under the label. */
const furtherDesignation = /^\s*(\p{Lu}[^()]{1,60}?)\s*\(([^()]*\d[^()]*)\)\s*$/u;

/**
 * "Project #2 : Agent Commission Engine (Jul 2022 – Mar 2023)", "Client : Meridian Mutual", "Team size : 6" (a label
 * its column's spaces parted from its colon reads "Project #2 |: ...").
 */
const projectDetail =
  /^\s*(?:Project\s*(?:#\s*)?\d*|Project\s+(?:name|title)|Client|Team\s*size|Environment|Technologies|Tech(?:nology)?\s+stack|Role|Duration|Tools\s+used)[\s|]*:/iu;

/**
 * An Indian CV's projects under each post: "Project #1 : Claims Processing Platform", "Client : Meridian Mutual
 * Insurance, USA", "Role : Developer", "Team size : 14", "Environment : Java 17, ...", "Description : Cloud native
 * platform for ...", then the responsibilities. The client is no employer, a project's dates and role are no job of
 * their own, and what the project is says nothing the person did: the details go, the responsibilities stay the post's
 * lines. Only where the resume is laid out so (two such details or more).
 */
function withoutProjectDetails(allLines: string[]): string[] {
  // "Campaña: Viajes Aurora (agencia de viajes en línea ...)": the client campaign a contact centre's agent worked
  // on, which says for whom, no task and no employer.
  const lines = allLines.filter((line) => !/^\s*(?:Campaña|Campaign|Cuenta asignada)[\s|]*:/iu.test(line));
  const details = lines.filter((line) => projectDetail.test(line));
  // A "Duration :" gives each project's dates, by which its lines find their job (a projects section of its own).
  if (
    details.length < 2 ||
    !details.some((line) => /^\s*(?:Client|Team\s*size|Environment)[\s|]*:/iu.test(line)) ||
    details.some((line) => /^\s*Duration[\s|]*:/iu.test(line))
  )
    return lines;
  return lines.filter((line) => !projectDetail.test(line) && !/^\s*Description[\s|]*:/iu.test(line));
}

/** A name as a heading and a header row compare it: lower case, without its points, commas and brackets. */
function comparableName(text: string): string {
  return text
    .toLowerCase()
    .replace(/\([^)]*\)|[.,:]/gu, ' ')
    .replace(/\s+/gu, ' ')
    .trim();
}

/**
 * A table of posts ("S.No | Organization | Designation | Duration", one dated row a post), then "Roles &
 * Responsibilities:" with each employer's name over its lines: an Indian CV's layout. Read in order, each employer's
 * lines went to the last row of the table, with the first heading's name (set W's letter told the current job's
 * results "as a Trainee Chemist" of 2018). Each employer's lines are moved under its own row, when at least two of the
 * headings name a row above them.
 */
function withDutiesUnderTheirPosts(lines: string[]): string[] {
  // A row of a table: parts set apart by tabs, wide spaces or bars, one of them its dates.
  // (The cells are counted first: most sections hold no table, and a period is looked for only in a row.)
  const rows = lines.flatMap((line, index) =>
    line.trim().split(/\t+|\s{3,}|\s+\|\s+/u).length >= 3 && !isBulletLine(line) && findPeriod(line) !== null
      ? [{ index, name: comparableName(line) }]
      : [],
  );
  if (rows.length < 2) return lines;
  // A heading: a short line of its own, no bullet and no dates, whose name opens a part of a dated row above it.
  const headings: { index: number; row: number }[] = [];
  for (const [index, line] of lines.entries()) {
    const name = comparableName(line);
    // A name, no sentence: capitalised, and no point at its end but a legal form's ("Deccan Lifesciences Pvt. Ltd.").
    if (
      name.length < 4 ||
      !/^\s*\p{Lu}/u.test(line) ||
      endsLikeSentence(line) ||
      isBulletLine(line) ||
      findPeriod(line) ||
      countSpaceSeparatedParts(line) > 8
    )
      continue;
    const row = rows.find(
      (candidate) =>
        candidate.index < index &&
        (candidate.name.startsWith(`${name} `) ||
          candidate.name.includes(` ${name} `) ||
          candidate.name.endsWith(` ${name}`) ||
          lines[candidate.index]?.split(/\t|\s{2,}|\s+\|\s+/u).some((part) => comparableName(part).startsWith(name))),
    );
    if (row && !headings.some((heading) => heading.row === row.index)) headings.push({ index, row: row.index });
  }
  if (headings.length < 2) return lines;
  const moved = new Map<number, string[]>();
  const taken = new Set<number>();
  for (const [position, heading] of headings.entries()) {
    const end = headings[position + 1]?.index ?? lines.length;
    const block: string[] = [];
    for (let index = heading.index + 1; index < end; index += 1) {
      const line = lines[index] ?? '';
      // The block ends at a blank line followed by a line that is no bullet (a heading of another kind).
      if (line.trim() === '' && block.length > 0 && !isBulletLine(lines[index + 1] ?? '')) break;
      block.push(line);
      taken.add(index);
    }
    taken.add(heading.index);
    moved.set(heading.row, block);
  }
  const rewritten: string[] = [];
  for (const [index, line] of lines.entries()) {
    if (taken.has(index)) continue;
    rewritten.push(line);
    const block = moved.get(index);
    if (block) rewritten.push(...block.filter((member) => member.trim() !== ''), '');
  }
  return rewritten;
}

/**
 * "Janv. 2020 – août 2022 — Imprimerie Gautreau & Fils, Rezé" over "Graphiste PAO / prépresse (CDD puis CDI)": a
 * header that names the organisation and its town, the post on the line below. A town no list of places knows was
 * taken for the title ("En tant que Rezé"), and the title for a line of work; the header is written the way the role
 * reader knows ("Title | Employer | Place | Dates").
 */
function withTitleBelowOrganisation(lines: string[]): string[] {
  const rewritten = [...lines];
  for (const [index, line] of lines.entries()) {
    const found = findPeriod(line);
    const below = lines[index + 1]?.trim() ?? '';
    if (!found || below === '' || isBulletLine(below) || findPeriod(below)) continue;
    const parts = removePeriod(line, found)
      .trim()
      .split(/\s*,\s*/u);
    // ("North Carolina Council for Women & Youth Involvement, Eastern Region- New Bern, NC": a long name with a comma
    // of its own, before its town and state; the place is the last part.)
    const organisation = parts.slice(0, -1).join(', ');
    const place = parts.at(-1) ?? '';
    const titleBelow = below.replace(/\s*\([^()]*\)\s*$/u, '');
    if (
      parts.length < 2 ||
      (parts.length > 2 && !/^[A-Z]{2}$/u.test(place)) ||
      countTitleWords(organisation) > 0 ||
      countSpaceSeparatedParts(organisation) > (/^[A-Z]{2}$/u.test(place) ? 14 : 6) ||
      !/^\p{Lu}[\p{L}'’-]+(?:[ -]\p{Lu}[\p{L}'’-]+)?$/u.test(place) ||
      countTitleWords(place) > 0 ||
      // A post by its words, or by the terms it was held on ("(CDD puis CDI)", "(fixed-term then permanent)").
      (countTitleWords(titleBelow) === 0 &&
        !/\((?:[^()]*\b)?(?:CDD|CDI|intérim|fixed-term|permanent|temporary|contract|befristet|unbefristet|indefinido|temporal)\b[^()]*\)$/iu.test(
          below,
        )) ||
      countSpaceSeparatedParts(titleBelow) > 8 ||
      /[.!?]$/u.test(below)
    )
      continue;
    rewritten[index] = [below, organisation, place, line.slice(found.index, found.index + found.length)].join(' | ');
    rewritten[index + 1] = '';
  }
  return rewritten;
}

/**
 * "1. Sahyadri Consumer Products Ltd., Pune <tabs> Apr'19 – Till Date" over "Designation: Senior Supply Planner
 * (Apr'21 – Till Date)" and "Supply Planner (Apr'19 – Mar'21)": an Indian CV names the employer with its whole time
 * there, then each post it held with its own dates. Each post is written as a header of its own ("Senior Supply
 * Planner | Sahyadri Consumer Products Ltd., Pune | Apr'21 – Till Date"), the earlier first, so that the lines below
 * stay with the post held last; a "Category:" line under them names the business, no employer.
 */
function withDesignationsUnderEmployer(lines: string[]): string[] {
  if (!lines.some((line) => designationLine.test(line))) return lines;
  const rebuilt: string[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index] ?? '';
    const designation = line.match(designationLine);
    const above = rebuilt.length > 0 ? (rebuilt[rebuilt.length - 1] ?? '') : '';
    const period = designation ? findPeriod(above) : undefined;
    const employer = period
      ? above
          .slice(0, period.index)
          .replace(/^\s*\d{1,2}[.)]\s+/u, '')
          .replace(/[\s|,–—-]+$/u, '')
          .trim()
      : '';
    if (!designation?.[1] || !designation[2] || employer === '' || countSpaceSeparatedParts(employer) > 10) {
      rebuilt.push(line);
      continue;
    }
    const posts: [string, string][] = [[designation[1], designation[2]]];
    // (The set-in is lost by the time the lines are read: a further post is a title with a period in brackets.)
    for (
      let further = (lines[index + 1] ?? '').match(furtherDesignation);
      further?.[1] && further[2] && countTitleWords(further[1]) > 0 && findPeriod(further[2]) !== undefined;
      further = (lines[index + 1] ?? '').match(furtherDesignation)
    ) {
      posts.push([further[1], further[2]]);
      index += 1;
    }
    if (/^\s*category\s*:/iu.test(lines[index + 1] ?? '')) index += 1;
    rebuilt.pop();
    for (const [title, dates] of posts.reverse()) rebuilt.push('', `${title.trim()} | ${employer} | ${dates.trim()}`);
  }
  return rebuilt;
}

/**
 * A section that interrupts the roles ("PROJECTS Classification of Customers ..."), with its lines; kind "schooling"
 * is one row of schooling among the jobs, its dates and what and where (read by `readSchoolingRow`).
 */
export type Interruption = { kind: string; lines: string[] };

/**
 * Reads the roles, and the sections a PDF export printed between them: "PROJECTS ..." inside the experience belongs
 * to no role, but its lines are the person's projects and must not be lost.
 */
/**
 * "2005-2021 / Interior Metals, Inc. / Brooklyn, NY / Position: Production Engineer": a post labelled a few lines
 * under a job's dates, in a resume that labels nothing else of it, is the header's title; with its label, it was
 * taken for a form's field and dropped (labelled-posts.ts reads resumes that label every part).
 */
function withPostLabelsTakenOff(lines: string[]): string[] {
  // A resume that labels its employers or dates too is a form, read by its labels (labelled-posts.ts); a designation
  // with its dates in brackets is read by its own rule (withDesignationsUnderEmployer).
  if (
    lines.some(
      (line) =>
        /^\s*(?:company|employer|organi[sz]ation|period|dates?|duration)\s*:/iu.test(line) ||
        designationLine.test(line),
    )
  )
    return lines;
  const result: string[] = [];
  for (const [index, line] of lines.entries()) {
    const post = line.match(
      /^\s*(?:position|position held|job title|designation|post held)\s*:\s*(\p{Lu}.{1,80})$/iu,
    )?.[1];
    // The lines since the dates: the employer, and its place. (Dates are looked for only above a post's label.)
    const periodAt =
      post === undefined
        ? undefined
        : [1, 2, 3]
            .map((back) => result.length - back)
            .find((above) => above >= 0 && findPeriod(result[above] ?? '') !== undefined);
    // "Mabaso Venter Inc., Midrand" / "February 2024 – January 2027 (training contract)" / "" / "Position: Audit
    // Semi-Senior" / "March 2026 – present": with nothing but a blank between, the dates above are the employer's, over
    // posts dated on their own; they go, and the employer's line stands over its posts (with them, the posts had no
    // employer).
    if (
      post !== undefined &&
      periodAt !== undefined &&
      result.slice(periodAt + 1).every((above) => above.trim() === '') &&
      findPeriod(lines[index + 1] ?? '') !== undefined &&
      (result[periodAt - 1] ?? '').trim() !== '' &&
      findPeriod(result[periodAt - 1] ?? '') === undefined
    ) {
      result.splice(periodAt, 1);
      result.push(line);
      continue;
    }
    if (post === undefined || periodAt === undefined || result.length - periodAt < 2) {
      result.push(line);
      continue;
    }
    // "Apprentice Welder, Aire Valley Engineering, Bradford": the header line such resumes write, under the dates.
    const between = result.splice(periodAt + 1);
    result.push([post.trim(), ...between.map((part) => part.trim())].join(', '));
  }
  return result;
}

/** "Operations Manager [1st Employee]": a note in square brackets after the post is no part of its title. */
function withoutSquareBracketNote(role: ResumeRole): ResumeRole {
  const title = role.title.replace(/\s*\[[^\]]*\]\s*/gu, ' ').trim();
  return title !== role.title && title !== '' ? { ...role, title } : role;
}

/**
 * "Du 13 Oct 2021 à ce jour : CDI infirmière préleveuse au sein du Groupement Biologique Des Carmes à Caen.": a French
 * CV's job told on one line, its dates first, then the contract, the post and the employer after "au sein de", "chez",
 * "au" or "à la". Written as the header the role reader knows ("Infirmière préleveuse – Groupement ..., Caen") over
 * its dates, a day of the month left out ("Du Oct 2021 à ce jour").
 */
function withFrenchDatedJobLines(lines: string[]): string[] {
  if (!lines.some((line) => /\b(?:au sein d|chez\s)|\sà l['’]\p{Lu}/u.test(line))) return lines;
  // The lines that go on from a job left out ("(au pavillon Zarifian, ...)", "réhabilitation pour ..."), left out too.
  let leftOut = false;
  return lines.flatMap((line) => {
    if (leftOut && /^\s*[(\p{Ll}]/u.test(line)) return [];
    leftOut = false;
    // "En disponibilité de la fonction publique hospitalière depuis le 20 octobre 2018 et jusqu’au 19 octobre 2024": a
    // dated status between jobs, no line of the job above.
    if (/^\s*en (?:disponibilité|congé)(?!\p{L})/iu.test(line)) return [];
    // ("2016-2017 Réceptionniste à l'Hôtel Elite à Fribourg": the dates, then the job, no colon between; such a line
    // is rewritten only where its post and employer are both read.)
    const colonParts = line.trim().match(/^([^:]{0,40}?(?:19|20)\d{2}[^:]{0,12}?)\s*:\s*(.+?)\.?$/iu);
    const datedParts = colonParts
      ? undefined
      : line
          .trim()
          .match(/^((?:19|20)\d{2}(?:\s*[-–]\s*(?:(?:19|20)\d{2}|présent|aujourd['’]hui))?)\s+(\p{Lu}.+?)\.?$/iu);
    const parts = colonParts ?? datedParts;
    if (!parts?.[1] || !parts[2] || findPeriod(parts[1]) === undefined) return [line];
    const job = parts[2].match(
      /^(?:(?:CDI|CDD|intérim|stage|alternance|vacations?|remplacements?)(?:\s+de\s+(?:nuit|jour))?\s+)?(.*?)\s*(?:\b(?:au sein (?:du|de la|de l['’]|des|de)|chez)\s+(\p{L}.*?)|\s(?:à la|à l['’]|au|aux)\s*(\p{Lu}.*?))(?:\s+à\s+(\p{Lu}[\p{L}'’ -]+?))?\s*(?:\((.*?)\)|,\s.*)?$/u,
    );
    const employer = job?.[2] ?? job?.[3];
    // ("CDD à la MAS du Vernet", "CDI de nuit à la Clinique Guillaume": the contract, and no post.)
    const post = (job?.[1] ?? '').replace(/^(?:CDI|CDD|intérim|stage|alternance)?\s*(?:de\s+(?:nuit|jour))?$/iu, '');
    // A dated job whose post or employer cannot be told is left out: as a header of its own the role reader took the
    // job above for it, and as a line it would be told as that job's work.
    if (!job || !employer || post === '' || !looksLikeTitle(post)) {
      if (datedParts) return [line];
      leftOut = true;
      return [];
    }
    const title = `${post.charAt(0).toUpperCase()}${post.slice(1)}`;
    const named = `${employer.charAt(0).toUpperCase()}${employer.slice(1)}${job[4] ? `, ${job[4]}` : ''}`;
    const dates = parts[1].replace(/\b\d{1,2}(?:er)?\s+(?=\p{L})/gu, '');
    return [`${title} – ${named}`, dates, ...(job[5] ? [job[5]] : [])];
  });
}

/**
 * "Super Upmarket: Drone Pilot, Entrepreneur (Mar 2022 - Present)", "Security Concepts and Investigations: Security
 * Guard (Jan 2013 - Nov 2013)": an employer, its colon, the post and its dates in brackets, as a site lists a career.
 * Written as a header the reader parts ("Drone Pilot, Entrepreneur | Super Upmarket | Mar 2022 - Present").
 */
function employerColonPost(line: string): { employer: string; post: string; dates: string } | undefined {
  // ("- Graduate Teaching Assistant: Department of Mathematics, Lakeshore University, Stillwater, OK (Aug 2016 - May
  // 2018)": as a bullet too, and the post first, known by its post's words where the other side has none, then the
  // employer, its unit before it and its place after it left out.)
  const match = stripBullet(line).match(/^\s*([^:()]{2,70}?):\s+([^:()]{2,120}?)\s*\(([^()]{4,40})\)\s*$/u);
  if (!match?.[1] || !match[2] || !match[3]) return undefined;
  const [, left, right, dates] = match;
  const rightParts = right.split(/\s*,\s*/u).filter((part) => part !== '');
  const postFirst =
    countTitleWords(left) > 0 &&
    rightParts.length > 0 &&
    rightParts.every((part) => countTitleWords(part) === 0) &&
    looksLikeTitle(left);
  const named = rightParts.filter((part) => !looksLikePlace(part) && !/^[A-Z]{2}$/u.test(part));
  const employer = postFirst
    ? (named.find((part) => !/^(?:Department|Dept\.?|Faculty|Division|School|Office)\s+of\b/u.test(part)) ??
      named[0] ??
      '')
    : left;
  const post = postFirst ? left : right;
  if (employer === '') return undefined;
  // A form's label ("Designation: ...", "Duration: ...") is read where labels are.
  if (
    /^(?:company|employer|designation|position|role|title|job title|duration|period|location|client|project)$/iu.test(
      left.trim(),
    ) ||
    findPeriod(dates) === undefined ||
    !isPeriodOnlyLine(dates) ||
    countSpaceSeparatedParts(employer) > 8 ||
    !/^\p{Lu}/u.test(employer)
  )
    return undefined;
  return { employer: employer.trim(), post: post.trim(), dates: dates.trim() };
}

/**
 * A section most of whose dated lines are "Employer: Post (dates)" (two at least), written as labelled jobs, which say
 * what each part is whatever its words ("Entrepreneur" is the post, "Internet Distillery" the employer).
 */
function withEmployerColonPosts(givenLines: string[]): string[] {
  // ("... Lakeshore University," / "Stillwater, OK (Aug 2016 - May 2018)": a place and dates the line wrapped onto the
  // next are its own.)
  const lines = givenLines.reduce<string[]>((joined, line) => {
    const previous = joined[joined.length - 1];
    if (
      previous !== undefined &&
      /,\s*$/u.test(previous) &&
      /:\s/u.test(previous) &&
      !isBulletLine(line) &&
      /^[^:()]{0,60}\([^()]{4,40}\)\s*$/u.test(line.trim())
    )
      joined[joined.length - 1] = `${previous.trimEnd()} ${line.trim()}`;
    else joined.push(line);
    return joined;
  }, []);
  const parsed = lines.map(employerColonPost);
  const found = parsed.filter((entry) => entry !== undefined).length;
  if (found < 2) return givenLines;
  // (Most of the section's dated lines: a section that dates its jobs otherwise is read as it is.)
  const datedOtherwise = lines.filter(
    (line, index) => parsed[index] === undefined && findPeriod(line) !== undefined && !isBulletLine(line),
  ).length;
  if (datedOtherwise * 2 > found) return lines;
  // ("Classes Taught:" / "Lakeshore University:" / "- MATH 1613 Trigonometry", "Tutoring:" / "- Calc I Tutor, ..."
  // under the last job: a label of another list ends that job's lines, which are never that job's; "Key achievements:"
  // and the like head its own.)
  let otherList = false;
  const firstEntry = parsed.findIndex((entry) => entry !== undefined);
  return lines.flatMap((line, index) => {
    const entry = parsed[index];
    if (entry) {
      otherList = false;
      return [`Company: ${entry.employer}`, `Position: ${entry.post}`, `Period: ${entry.dates}`];
    }
    const label = line.trim().match(/^([^:]{2,40}):$/u)?.[1];
    if (
      label !== undefined &&
      !isBulletLine(line) &&
      index > firstEntry &&
      !/\b(?:achievements?|accomplishments?|responsibilit(?:y|ies)|duties|highlights|results|tasks|key)\b/iu.test(label)
    )
      otherList = true;
    return otherList ? [] : [line];
  });
}

/**
 * "Stackend Solutions Frontend Developer June 2019 - Present", "Ricky P's Inc Operations Manager Jan 2012 - Sep 2017":
 * an employer and its post run together, as a page that set them in two styles pastes them. Parted where the post
 * begins, when the words before it say they are an organisation's (a word of one, a legal form, "Mgmt").
 */
function withEmployerGluedToTitle(lines: string[]): string[] {
  return lines.map((line) => {
    const period = findPeriod(line);
    if (!period || isBulletLine(line)) return line;
    const before = line.slice(0, period.index).trim();
    const after = line.slice(period.index + period.length).trim();
    // Only a line of the two run together and its dates: parts set apart already are read as they are.
    if (after !== '' || /[|,;:()]|\s[-–—]\s|\s(?:at|@)\s/u.test(before)) return line;
    const words = before.split(/\s+/u);
    if (words.length < 3 || words.length > 10) return line;
    // The name ends on the word that says it is an organisation's ("Solutions", "Inc", "Mgmt"), and the post after it
    // reads as one.
    for (let split = 1; split < words.length; split += 1) {
      const name = words.slice(0, split).join(' ');
      const post = words.slice(split).join(' ');
      if (countTitleWords(name) > 0) return line;
      const lastWord = words[split - 1] ?? '';
      const endsOrganisation =
        looksLikeOrganisation(lastWord) ||
        /^(?:Mgmt|Inc|LLC|Ltd|Corp|Co|Solutions|Systems|Labs|Studio)\.?$/u.test(lastWord);
      if (
        endsOrganisation &&
        /^\p{Lu}/u.test(name) &&
        looksLikeTitle(post) &&
        words.slice(split).every((word) => /^[\p{Lu}/&]/u.test(word))
      )
        return `${post} | ${name} | ${line.slice(period.index, period.index + period.length)}`;
    }
    return line;
  });
}

/**
 * "Santa Barbara, California, USA", "Los Angeles, California, USA": a town, its state and country, on a line of their
 * own, whether or not the list of places knows the town.
 */
function isTownStateCountry(text: string): boolean {
  const parts = text.split(/\s*,\s*/u);
  return (
    parts.length >= 2 &&
    parts.length <= 4 &&
    looksLikePlace(parts.at(-1) ?? '') &&
    parts.every((part) => /^(?:\p{Lu}[\p{L}.'’-]*)(?:\s+\p{Lu}[\p{L}.'’-]*){0,2}$/u.test(part))
  );
}

/**
 * "Parm -" / "Cashier/Expediter" / "Battery Park City, NY" / "Jan 2018 - Aug 2018": an employer whose line ends on the
 * dash a site set after it, then the post, the place (if any) and the dates, each on a line of its own (blank lines
 * between). A one-word name ("Parm", "SoleMate") after the last line of the job above read as that job's line, and the
 * job had no employer. Written as the one header line such resumes also use ("Parm | Cashier/Expediter | ...").
 */
function withDashedEmployerBlocks(lines: string[]): string[] {
  const result: string[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index] ?? '';
    const trimmed = line.trim();
    // (The page's dash may be gone: a short name alone over a blank line, no post's words in it.)
    const employer =
      trimmed.match(/^(\p{Lu}[^|:]{0,60}?)\s+[-–—]$/u)?.[1] ??
      ((lines[index + 1] ?? '').trim() === '' &&
      /^\p{Lu}[\p{L}\p{N}&'’.-]*(?:\s+[\p{L}\p{N}&'’.-]+){0,5}$/u.test(trimmed) &&
      !/[.!?]$/u.test(trimmed) &&
      !looksLikeTitle(trimmed) &&
      !looksLikePlace(trimmed) &&
      !isPeriodOnlyLine(line)
        ? trimmed
        : undefined);
    if (employer === undefined || countSpaceSeparatedParts(employer) > 8 || isBulletLine(line)) {
      result.push(line);
      continue;
    }
    const following: number[] = [];
    for (let next = index + 1; next < lines.length && following.length < 3; next += 1)
      if ((lines[next] ?? '').trim() !== '') following.push(next);
    const [postAt, secondAt, thirdAt] = following;
    const post = lines[postAt ?? -1]?.trim() ?? '';
    const second = lines[secondAt ?? -1]?.trim() ?? '';
    const third = lines[thirdAt ?? -1]?.trim() ?? '';
    const datesAt = isPeriodOnlyLine(second)
      ? secondAt
      : (looksLikePlace(second) || isTownStateCountry(second)) && isPeriodOnlyLine(third)
        ? thirdAt
        : undefined;
    if (
      datesAt === undefined ||
      !looksLikeTitle(post) ||
      looksLikeOrganisation(post) ||
      countSpaceSeparatedParts(post) > 8
    ) {
      result.push(line);
      continue;
    }
    const parts = [employer, post, ...(datesAt === thirdAt ? [second] : []), lines[datesAt]?.trim() ?? ''];
    result.push(parts.join(' | '));
    index = datesAt;
  }
  return result;
}

/**
 * "Senior Accountant" / "DP&C" / "Tacoma, WA" / "Dec 2018 – Present": a job's title, employer, place and dates each
 * on a line of their own. An employer whose name says nothing of what it is ("DP&C", "Deloitte") and a place on its
 * own line left the title without a header (the role reader joins three lines at most, and a bare name to none), and
 * the whole job went unread. Written as the one header line such resumes also use ("Senior Accountant | DP&C |
 * Tacoma, WA") over its dates.
 */
function withStackedJobHeaders(givenLines: string[]): string[] {
  // ("11/2020  08/2021": two dates side by side, the space a paste closed standing for the dash between them.)
  const lines = givenLines.map((line) =>
    line.replace(/\b(\d{1,2}\/(?:19|20)\d{2})\s+(\d{1,2}\/(?:19|20)\d{2})\b/gu, '$1 – $2'),
  );
  const result: string[] = [];
  // How many jobs the resume sets out as its post, its employer and its dates, one a line, the post first: counted
  // only when a line no vocabulary knows as a post asks for it (most resumes never do).
  let titleFirst: number | undefined;
  const countTitleFirst = () =>
    (titleFirst ??= lines.reduce((count, _line, index) => {
      const [post = '', employer = '', dates = ''] = lines.slice(index, index + 3).map((line) => line.trim());
      return looksLikeTitle(post) &&
        !looksLikeTitle(employer) &&
        countSpaceSeparatedParts(employer) <= 8 &&
        findPeriod(employer) === undefined &&
        dates !== '' &&
        isPeriodOnlyLine(dates)
        ? count + 1
        : count;
    }, 0));
  for (let index = 0; index < lines.length; index += 1) {
    const title = lines[index]?.trim() ?? '';
    const name = lines[index + 1]?.trim() ?? '';
    const third = lines[index + 2]?.trim() ?? '';
    const fourth = lines[index + 3]?.trim() ?? '';
    const isName = (text: string) =>
      text !== '' &&
      countSpaceSeparatedParts(text) <= 8 &&
      /^[\p{Lu}\p{N}]/u.test(text) &&
      // ("DocuSign Inc.": a legal form's point ends no sentence.)
      !/[.!?:;]$/u.test(text.replace(/\b(?:Inc|Ltd|Co|Corp|Pty|Pvt|L\.?L\.?C|S\.A|S\.L|GmbH|AG|PLC)\.$/iu, '')) &&
      !isBulletLine(text) &&
      findPeriod(text) === undefined &&
      !looksLikeTitle(text);
    const isPlace = (text: string) => text !== '' && countSpaceSeparatedParts(text) <= 5 && looksLikePlace(text);
    // (A post no vocabulary knows: a short line, capitalised, no sentence.)
    const isNameLike = (text: string) =>
      text !== '' &&
      countSpaceSeparatedParts(text) <= 6 &&
      /^\p{Lu}/u.test(text) &&
      !/[.!?:;]$/u.test(text) &&
      !isBulletLine(text) &&
      findPeriod(text) === undefined &&
      readHeading(text, resumeHeadings) === undefined;
    const datesOnly = (text: string) => text !== '' && isPeriodOnlyLine(text);
    // (A post's line: a short line a title word names, no bullet, no dates.)
    const isPost = (text: string) =>
      text !== '' &&
      countSpaceSeparatedParts(text) <= 8 &&
      !isBulletLine(text) &&
      findPeriod(text) === undefined &&
      looksLikeTitle(text);
    const postLine =
      isPost(title) &&
      // ("Developing practical training courses for civil engineers": a line of work that names a trade, no post;
      // "Managing Director" is one.)
      !(countSpaceSeparatedParts(title) >= 5 && startsWithCapitalisedVerb(title));
    const opensJob = postLine && isName(name);
    // "UCLA, Institute of the Environment" / "2016-2018" / "Los Angeles, California, USA" / "Post-Doctoral Research
    // Fellow", each job a block set apart by blank lines: the employer, its dates and place, then the post last. Read
    // as a post over the next employer, every post moved onto the job after it.
    const fourthIsPost = isPost(fourth);
    // "Internship" / "2023" / "Geneva" / "KTFM" / "• Handled ...", a blank line or none between them: a two-column
    // PDF's job, its post, dates, town and employer each on a line of their own. Read line by line, the town ended the
    // header and the employer was lost.
    if (postLine && (index === 0 || (lines[index - 1]?.trim() ?? '') === '')) {
      const following: number[] = [];
      for (let at = index + 1; at < lines.length && following.length < 4; at += 1)
        if ((lines[at]?.trim() ?? '') !== '') following.push(at);
      const [datesAt, placeAt, employerAt, workAt] = following;
      const lineAt = (position: number | undefined) => (position === undefined ? '' : (lines[position]?.trim() ?? ''));
      const [dates, place, employer, work] = [lineAt(datesAt), lineAt(placeAt), lineAt(employerAt), lineAt(workAt)];
      if (
        employerAt !== undefined &&
        datesOnly(dates) &&
        isPlace(place) &&
        isName(employer) &&
        !looksLikePlace(employer) &&
        isBulletLine(work)
      ) {
        result.push(`${title} | ${employer} | ${place}`, dates);
        index = employerAt;
        continue;
      }
    }
    if (
      (index === 0 || (lines[index - 1]?.trim() ?? '') === '') &&
      !postLine &&
      // (An employer with its department may run to a dozen words.)
      (isName(title) || (countSpaceSeparatedParts(title) <= 12 && isName(title.split(',')[0] ?? ''))) &&
      datesOnly(name) &&
      isTownStateCountry(third) &&
      fourthIsPost &&
      (lines[index + 4]?.trim() ?? '') === ''
    ) {
      // ("Quest Diagnostics, formerly Specialty Laboratories": the employer's name then, a note on the one it has now.)
      result.push(`${fourth} | ${title.replace(/\s*,\s*(?:formerly|previously|now)\s+.*$/iu, '')} | ${third}`, name);
      index += 3;
      continue;
    }
    // "KM Engineering" / "Current" / "CEO, Freelance Civil Engineer" / "Remote", "Howard Stein Hudson" / "2012-2021" /
    // "Civil Engineer": a block that opens on its employer, then its dates, then its post. Read line by line, the
    // employer was the post, or the post had no employer.
    // (After a blank line or a job's last line of work, a sentence or a bullet.)
    const before = lines[index - 1]?.trim() ?? '';
    if (
      (before === '' || countSpaceSeparatedParts(before) > 5 || /[.!?]$/u.test(before) || isBulletLine(before)) &&
      !postLine &&
      isName(title) &&
      // (A name's words in capitals, never a line of work: "Assisted with a complete store inventory".)
      /^[\p{Lu}\p{N}][\p{L}\p{N}&'’.,-]*(?:\s+(?:[\p{Lu}\p{N}][\p{L}\p{N}&'’.,-]*|and|of|the|for|&|de|du|von|van))*$/u.test(
        title,
      ) &&
      !startsWithCapitalisedVerb(title) &&
      countTitleWords(title) === 0 &&
      !isPlace(title) &&
      datesOnly(name) &&
      isPost(third)
    ) {
      // (A "Current" alone is read by the header's reader as the job held now.)
      result.push(`${third} | ${title}`, name);
      index += 2;
      continue;
    }
    if (opensJob && isPlace(third) && datesOnly(fourth)) {
      // ("Ft. Lewis, WA": an abbreviation's point would end the header as a sentence.)
      result.push(`${title} | ${name} | ${third.replace(/\b(Ft|St|Mt|Pt)\.\s/gu, '$1 ')}`, fourth);
      index += 3;
      continue;
    }
    // "Pago a proveedores" / "Microglobal" / "10.2011 – 04.2014" in a resume whose other jobs stand so, the post
    // first: a post in words no vocabulary knows is still the post. Written employer first, which the header's reader
    // takes as the employer where neither part names a post.
    if (
      !opensJob &&
      isNameLike(title) &&
      isName(name) &&
      countTitleWords(name) === 0 &&
      !isPlace(name) &&
      // ("B.s. (Chemistry)" / "Texas Lutheran University": a degree and its school, no post and employer.)
      ![title, name].some((text) => degreeLine.test(text) || schoolName.test(text)) &&
      datesOnly(third) &&
      countTitleFirst() >= 2
    ) {
      result.push(`${name} | ${title}`, third);
      index += 2;
      continue;
    }
    // ("Direct Support Professional" / "Lifescape SD" / "May 2010 - Current": a name that ends on a state's code may be
    // the employer's or a town; joined to the title, the header's reader tells which, and the job keeps its dates.)
    if (opensJob && datesOnly(third)) {
      result.push(`${title} | ${name}`, third);
      index += 2;
      continue;
    }
    // ("Barkraft und Runner" / "" / "RENATE & ELSE" / "01/04/2024 – 31/07/2024": a Europass CV's post, a blank line,
    // then its employer over the dates.)
    if (postLine && name === '' && isName(third) && datesOnly(fourth)) {
      result.push(`${title} | ${third}`, fourth);
      index += 3;
      continue;
    }
    // "Senior Travel Operations (Domestic, International & Leisure)" / "International Travel House Limited -" /
    // "September 2016 to Present": a job board's export, whose employer line ends on the dash before its town (left
    // empty, or the town and another dash). The post above it is the title, whatever its words.
    // (Blank lines between the three, as the export prints them.)
    // (The page's address, printed at its foot, may stand between them.)
    // (Looked for a few lines on only: the layout sets them at most two blank lines and an address apart.)
    const nextWritten = (from: number) => {
      for (let at = from + 1; at < Math.min(lines.length, from + 6); at += 1) {
        const line = lines[at] ?? '';
        if (line.trim() !== '' && !/^\s*https?:\/\/\S+\s*$/u.test(line)) return at;
      }
      return -1;
    };
    const nameAt = title === '' ? -1 : nextWritten(index);
    const datesAt = nameAt < 0 ? -1 : nextWritten(nameAt);
    const boardName = nameAt < 0 ? '' : (lines[nameAt]?.trim() ?? '');
    const boardDates = datesAt < 0 ? '' : (lines[datesAt]?.trim() ?? '');
    // (The dash left alone at the line's end is gone by now; a name with its legal form says as much.)
    const boardEmployer =
      boardName.match(/^(.*\S)\s+[-–](?:\s+[^-–]+\s+[-–])?$/u)?.[1] ??
      ((name) => (legalFormPattern.test(name) && countSpaceSeparatedParts(name) <= 8 ? name : undefined))(
        boardName.split(/\s+[-–]\s+/u)[0] ?? '',
      );
    if (
      boardEmployer !== undefined &&
      nameAt - index <= 4 &&
      datesAt - nameAt <= 2 &&
      title !== '' &&
      countSpaceSeparatedParts(title) <= 10 &&
      /^\p{Lu}/u.test(title) &&
      !/[.!?:;]$/u.test(title) &&
      !isBulletLine(title) &&
      findPeriod(title) === undefined &&
      looksLikeOrganisation(boardEmployer) &&
      datesOnly(boardDates)
    ) {
      // One line with its dates: a post that no title word names needs them to head a job.
      result.push(`${title.replace(/\s*\([^()]*\)$/u, '')} | ${boardName.replace(/\s+[-–]$/u, '')} | ${boardDates}`);
      index = datesAt;
      continue;
    }
    // "Enderli Metallbau, 8302 Kloten" / "" / "Metallbaukonstrukteur" / "" / "Januar 2007 - Heute": each job a block of
    // its employer (and town), its post and its dates, blank lines between. Read line by line, each post took the next
    // block's employer, and the job held now was told at the one left in 2006.
    if (
      (index === 0 || (lines[index - 1]?.trim() ?? '') === '') &&
      !postLine &&
      nameAt === index + 2 &&
      datesAt === nameAt + 2 &&
      countTitleWords(title.split(',')[0] ?? '') === 0 &&
      isName(title.split(',')[0]?.trim() ?? '') &&
      isPost(boardName) &&
      datesOnly(boardDates)
    ) {
      result.push(`${boardName} | ${title}`, boardDates);
      index = datesAt;
      continue;
    }
    result.push(lines[index] ?? '');
  }
  return result;
}

export function readRolesAndInterruptions(
  sectionLines: string[],
  options: ReadRolesOptions = {},
): { roles: ResumeRole[]; interruptions: Interruption[] } {
  const interruptions: Interruption[] = [];
  const promotions: Promotion[] = [];
  // LinkedIn's export: each post's employer, title, dates and place on lines of their own (linkedin-export.ts).
  // A web page's fields, each label over its value ("Job Title" / "Audit Manager"), set beside it (labelled-posts.ts).
  // An employer's dated line over the posts held there, each with its dates (nested-posts.ts).
  sectionLines = withPostsNestedUnderEmployer(
    rewriteLinkedInPosts([
      ...withLabelsBesideValues(
        withPageWrapsJoined(withDatedBulletHeadersUnbulleted(sectionLines.map(withoutBranchNumber))),
      ),
    ]),
  );
  // "Hôtel Le Grand Rhône**** – Lyon", "Hotel Aurora 4* | Duty Manager": a hotel's stars are its rating, no part of its
  // name (the stars glued to it had made the line no employer's).
  sectionLines = sectionLines.map((line) =>
    line.includes('*') && !isBulletLine(line)
      ? line.replace(/(?<=\p{L})\*{2,5}(?=\s|$)|(?<=\p{L})\s+[1-5]\s?\*(?=\s|$)/gu, '')
      : line,
  );
  // "Bar Associate – WetherspoonLeeds, UK": a town glued to the employer before it, as a PDF lost the gap between two
  // columns; the town is known by name and by the country or state after it.
  sectionLines = sectionLines.map((line) =>
    /\p{Ll}\p{Lu}\p{Ll}+,\s*\p{Lu}/u.test(line) && countSpaceSeparatedParts(line) <= 12
      ? line.replace(
          /(\p{Ll})(\p{Lu}\p{Ll}+)(?=,\s*(?:UK|USA|US|[A-Z]{2}|\p{Lu}\p{Ll}+)\b)/gu,
          (glued, last: string, town: string) => (looksLikePlace(town) ? `${last}, ${town}` : glued),
        )
      : line,
  );
  // "Axle Informatics—Rockville, MD", "ProMaps—Noida, India": a page's dash set close between the employer and its town
  // (the town printed in its own element), which parts them as a spaced dash does.
  sectionLines = sectionLines.map((line) => {
    const parts = line.includes('—') ? line.match(/^(\s*\S.*?[\p{L}.)])—(\p{Lu}[^—]{1,40})$/u) : null;
    if (!parts?.[1] || !parts[2]) return line;
    const town = parts[2].trim();
    const known =
      looksLikePlace(town) ||
      town
        .split(/,\s*/u)
        .slice(1)
        .some((part) => looksLikePlace(part));
    return known ? `${parts[1]} — ${town}` : line;
  });
  // "Otta Agency · CDI": how the post was held, after the employer's dot on a profile page's line, is no part of the
  // employer's name.
  sectionLines = sectionLines.map((line) =>
    line
      .replace(employmentKindAfterDot, '')
      // "Social Media Manager pour : New Holland France, Lidea Seeds, Vattenfall": the clients a post served, listed
      // after its colon, are a line of its work, never a post's header of its own.
      .replace(/^(\s*)(?=\p{Lu}[^:·|]{2,60}?\s(?:pour|for|für|para)\s*:\s+\S)/u, '$1• '),
  );
  sectionLines = withBulletedPosts(
    withWorkedAsEntries(withDashedEmployerBlocks(withDatesBelowBlocks(withCompactPosts(sectionLines)))),
  );
  // "Seit 2017 Mitarbeit bei Kindergottesdienst, Konfirmandenunterricht und" / "Jugendgruppen": a dated line a page
  // wrapped after its "und" goes on, on the next line; read apart, the rest of it was the next job's post.
  sectionLines = sectionLines.reduce<string[]>((joined, line) => {
    const previous = joined[joined.length - 1];
    if (
      previous !== undefined &&
      /\s(?:und|and|sowie|oder|or|y|et|&)\s*$/u.test(previous) &&
      findPeriod(previous) !== undefined &&
      line.trim() !== '' &&
      countSpaceSeparatedParts(line) <= 3 &&
      findPeriod(line) === undefined &&
      !isBulletLine(line.trim())
    )
      joined[joined.length - 1] = `${previous.trimEnd()} ${line.trim()}`;
    else joined.push(line);
    return joined;
  }, []);
  // "Head of Channel Technical Sales, Magento, an Adobe Company (2018 – Present)": what owns the employer, after its
  // comma, says what the employer is, as a note in brackets does; it is no employer of its own.
  sectionLines = sectionLines.map((line) =>
    line.replace(
      /,\s+((?:an?|part of(?: the)?)\s+\p{Lu}[\p{L}&'’-]*(?:\s+\p{Lu}[\p{L}&'’-]*)?\s+(?:[Cc]ompany|[Gg]roup|[Bb]rand|[Ss]ubsidiary|[Bb]usiness))(?=\s*(?:\(|[|–—-]|$))/u,
      ' ($1)',
    ),
  );
  // "2007-2011Ambulances St Ambroise", "2005-2007:Alacita": a page's dates run into the employer after them.
  // ("2019-PRÉSENTEnseignant primaire", "2024CAS éducation numérique": a page's open end or single year too.)
  sectionLines = sectionLines.map((line) =>
    line
      .replace(
        /^(\s*(?:19|20)\d{2}\s*[-–—]\s*(?:(?:19|20)\d{2}|PRÉSENT|PRESENT|Présent|Present|AUJOURD['’]HUI|Aujourd['’]hui|HEUTE|Heute|ACTUALIDAD|Actualidad))(?::\s*|(?=\p{Lu}\p{Ll}))/u,
        '$1 ',
      )
      .replace(/^(\s*(?:19|20)\d{2})(?=\p{Lu}{2,}\s|\p{Lu}\p{Ll})/u, '$1 '),
  );
  // "2013-2016 . Chargée de Gestion Administrative ." / "MGEN . Villeurbanne": a site's spaced points between a header's
  // parts part them as bars do.
  sectionLines = sectionLines.map((line) =>
    /\S\s\.\s+\S/u.test(line) &&
    countSpaceSeparatedParts(line) <= 16 &&
    !/[.!?]\s+\p{Lu}\p{Ll}/u.test(line.replace(/\s\.\s/gu, ' | '))
      ? line.replace(/\s+\.\s*$/u, '').replace(/\s+\.\s+/gu, ' | ')
      : line,
  );
  // "1. Data Analyst Intern – Kaveri FinServ Pvt. Ltd., Hyderabad (Remote)": a numbered list of jobs, each number at
  // the start of a block, is no part of its header.
  sectionLines = sectionLines.map((line, position) =>
    position === 0 || sectionLines[position - 1]?.trim() === ''
      ? line.replace(/^\s*\d{1,2}[.)]\s+(?=\p{Lu})/u, '')
      : line,
  );
  // "https://www.indeed.com/r/..." printed at the foot of each page of a job board's export, between a job's lines:
  // an address printed again and again is the page's, no line of any job.
  const addressLines = sectionLines.filter((line) => /^\s*https?:\/\/\S+\s*$/u.test(line));
  if (addressLines.length >= 2)
    sectionLines = sectionLines.filter(
      (line) => !/^\s*https?:\/\/\S+\s*$/u.test(line) || addressLines.filter((other) => other === line).length < 2,
    );
  sectionLines = withStackedJobHeaders(
    withFrenchDatedJobLines(
      withEmployerGluedToTitle(
        withEmployerColonPosts(sectionLines.map(withoutHoursNote).map(withStintsAsRange).flatMap(withDatedHeaderEnded)),
      ),
    ),
  );
  sectionLines = withTitleBelowOrganisation(
    withoutProjectDetails(
      withDesignationsUnderEmployer(withDutiesUnderTheirPosts(withPostLabelsTakenOff(sectionLines))),
    ),
  );
  // "Brote Digital S.L. · Valencia": a middle dot between a header's parts, as a comma is ("Employer · Full-time" of a
  // LinkedIn page was rewritten above).
  sectionLines = sectionLines.map((line) =>
    /^\s*\p{Lu}[^·!?]{1,80}\s·\s\p{Lu}[^·]{1,60}$/u.test(line) && countSpaceSeparatedParts(line) <= 12
      ? line.replace(/\s·\s/gu, ', ')
      : line,
  );
  // A form's labels ("Company: ...", "Position: ...", "Period: ...") say what each part of a job is: labelled-posts.ts.
  const labelled = readLabelledPosts(sectionLines) ?? readTabledPosts(sectionLines);
  if (labelled !== undefined && labelled.length > 0)
    return { roles: labelled.map(roleOfLabelledPost).map(withoutSquareBracketNote), interruptions };
  // ("Company | Designation | Duration" over rows the tables reader left: the heading names no job.)
  sectionLines = sectionLines.filter((line) => !isTableHeaderRow(line.trim()));
  // The lines that open a block (after a blank line, or first): a resume sets each job apart so, and a short name
  // opening a block right above a title is that job's employer ("Sunny Days Child Care" / "Summer Camp Counselor - ...").
  const blockOpeners = new Set(
    sectionLines.flatMap((line, position) =>
      line.trim() !== '' &&
      // ("RELEVANT EXPERIENCE" / "______" / "Enterprise Rent-A-Car": a heading's rule sets apart the line under it.)
      (position === 0 || /^[\s_=—–-]*$/u.test(sectionLines[position - 1] ?? ''))
        ? [withoutHeaderLabel(line.trim())]
        : [],
    ),
  );
  // A blank line after every line sets nothing apart ("Metallbaukonstrukteur" / "" / "Januar 2007 - Heute" / "" / ...).
  const blocksSetApart = blockOpeners.size * 2 < sectionLines.filter((line) => line.trim() !== '').length;
  // "▪ Line Cook — The Copper Pig Kitchen & Tap — 2021–Present" over "▪ Run sauté station": where every line has a
  // bullet, the bullet sets nothing apart, and a dated line that names a post is a job's header.
  const written = sectionLines.filter((line) => line.trim() !== '');
  const allBulleted =
    written.length >= 3 && written.filter((line) => isBulletLine(line.trim())).length >= written.length * 0.8;
  // "• 04/2019 – actualidad | Plásticos Ribera Sur, S.A. (Tudela)" over "  Oficial 1ª de Mantenimiento" and its "  - "
  // lines: a bulleted line that opens on a job's dates, from one to another, heads the job (every job had been lost).
  const opensOnDates = (line: string) => {
    const bare = stripBullet(line.trim());
    if (bare === line.trim()) return false;
    const period = findPeriod(bare);
    return (
      period !== undefined &&
      period.index <= 1 &&
      period.start !== null &&
      (period.end !== null || period.current) &&
      /^\s*(?:[|:,–—-]\s*)?\p{Lu}/u.test(bare.slice(period.index + period.length))
    );
  };
  // (The next written line is looked for only under a dated bullet: most lines are none.)
  const datedBulletHeads = (index: number) => {
    if (!opensOnDates(sectionLines[index] ?? '')) return false;
    const next = sectionLines.slice(index + 1).find((line) => line.trim() !== '');
    return next !== undefined && !opensOnDates(next);
  };
  const unbulletedHeads = sectionLines.map((line, index) =>
    datedBulletHeads(index) ? stripBullet(line.trim()) : line,
  );
  const unbulleted = allBulleted
    ? unbulletedHeads.map((line) =>
        isBulletLine(line.trim()) &&
        // A job's dates run from one to another ("2021–Present"); "Lead installer from 2016" is a change in the job.
        /(?:19|20)\d{2}\s*[-–—]|\b(?:present|current)\b/iu.test(line) &&
        findPeriod(line) !== undefined &&
        looksLikeTitle(stripBullet(line.trim()).split(/\s+[—–-]\s+|,\s+|\s+\|\s+/u)[0] ?? '')
          ? stripBullet(line.trim())
          : line,
      )
    : unbulletedHeads;
  const lines = mergePeriodFragments(
    joinWrappedBullets(
      joinSlashedTitles(unbulleted.map((line) => lastPostOfPromotions(withoutHeaderLabel(line.trim())))),
    )
      .filter((line) => line !== '' && !isPageMarker(line) && !roleSubheading.test(line))
      // "(Rotating Charge Nurse; Unit Discharge Planning Liaison since 2022)" under a title: a note on the post, never
      // a job of its own (its "since 2022" made it one, with every line of the post under it).
      .filter((line, index, kept) => !(isBracketedNote(line) && !isBulletLine(kept[index - 1] ?? '')))
      // "Class 1 HGV Driver  2014 – 2019" then "Various – agency, mainly through ...": the employers, many, are no
      // job of their own.
      .filter((line, index, kept) => !(/^Various\b/u.test(line) && findPeriod(kept[index - 1] ?? '') !== undefined))
      // "Payroll Administrator (3 days/wk, full-time from Jan 2023)" under "Shannonside Retail Group Ltd, Limerick   Apr
      // 2022 – Present": a date in a note on the title, below the job's own dates, is when the post changed, no new job.
      .map((line, index, kept) => withoutDatedNote(line, kept[index - 1], kept[index + 1], promotions, kept[index + 2]))
      .flatMap(headerBeforeProse),
  );
  const features = lines.map(describeLine);
  const widthWraps = showsWrappedLines(sectionLines);
  const roles: ResumeRole[] = [];
  /** `into`: a role read before, whose lines these are (an employer's name heading its duties, below the table). */
  let current:
    | {
        header: ParsedHeader;
        description: string[];
        ended?: boolean;
        into?: ResumeRole;
        /** How many of the lines are the job's: those after are a block no header named (see below). */
        linesUntil?: number;
        /** Whether the header's own words, its dates taken off, name time away from work ("Career gap | ..."). */
        timeAway?: boolean;
      }
    | undefined;
  /** The employer a heading in capitals named, for the posts listed under it. */
  let groupEmployer: string | undefined;
  /** Whether a job read before had its employer's line under its dated title ("2016 – 2019   Driver" / "Acme Ltd, Leeds"). */
  let employerUnder = false;
  /** Whether the section's first line was read as a job's header. */
  let firstLineHeadsRole = false;
  /** The employer on a line of its own above the last post's title, and the year that post began. */
  let employerAbove: { name: string; start: number | undefined } | undefined;
  const finish = () => {
    if (!current) return;
    const description =
      current.linesUntil === undefined ? current.description : current.description.slice(0, current.linesUntil);
    const header = withoutStrayParts(current.header);
    // "Career Break (Sep 2016 – May 2017)" with what the person did then: time explained, no job. It is kept with the
    // sections that belong to no role, never told as work done "at Career Break".
    // ("Sep 2019 - Jan 2020" / "Auszeit": a German CV's row of dates over the word alone.)
    const named = `${header.employer ?? ''} ${header.title ?? ''}`.trim();
    if (
      current.timeAway === true ||
      careerBreak.test(named) ||
      (named === '' && description.length === 1 && careerBreak.test(description[0]?.trim() ?? ''))
    ) {
      interruptions.push({ kind: 'break', lines: description });
      current = undefined;
      return;
    }
    const into = current.into;
    if (into) {
      const achievements = joinDescriptionLines(description, { widthWraps }).flatMap(
        (item) => toAchievement(item) ?? [],
      );
      into.achievements = [...into.achievements, ...achievements].slice(0, 40);
      current = undefined;
      return;
    }
    // A dated role without a title or employer is kept (empty) for the user to complete when confirming the facts.
    if (header.title !== null || header.employer !== null || (header.period !== null && description.length > 0)) {
      // "Assistant Student Teacher: provided classroom and student support": the post, then after its colon what was
      // done in it, which is the job's first line of work, never part of its title.
      const [, post, verb, rest = ''] = header.title?.match(/^(.{3,80}?):\s+(\p{Ll}+)(\s.+)$/u) ?? [];
      const dutyAfterTitle = post !== undefined && verb !== undefined && readVerb(verb)?.form === 'past';
      // "Talleres Goñi Electromecánica, S.L." over "Electromecánico" and the job's bulleted lines: a short line alone
      // between the employer and the bullets, in words no list of posts knows, names the post (it had been told as a
      // line of work).
      const [firstLine = '', secondLine] = description;
      const postOverBullets =
        header.title === null &&
        header.employer !== null &&
        !isBulletLine(firstLine.trim()) &&
        /^\p{Lu}[\p{L}'’ /-]*$/u.test(firstLine.trim()) &&
        countSpaceSeparatedParts(firstLine) <= 4 &&
        !looksLikePlace(firstLine.trim()) &&
        secondLine !== undefined &&
        isBulletLine(secondLine.trim())
          ? firstLine.trim()
          : undefined;
      const title = dutyAfterTitle ? post : (postOverBullets ?? header.title);
      const lines = dutyAfterTitle
        ? [`${capitalizeFirst(verb)}${rest}`, ...description]
        : postOverBullets !== undefined
          ? description.slice(1)
          : description;
      // ("Community Manager pour Les Bateaux d'Alex.": a line that names the post again, for its employer, says nothing
      // done; a French letter told it as a mission.)
      // (One pattern a role, built only where the role names both.)
      const straight = (text: string) => text.replace(/’/gu, "'");
      const postAtEmployer =
        title !== null && title !== undefined && header.employer !== null
          ? new RegExp(
              `^${escapeRegExp(straight(title))}\\s+(?:pour|for|at|chez|bei|para|en|with)\\s+${escapeRegExp(straight(header.employer))}[.\\s]*$`,
              'iu',
            )
          : undefined;
      const achievements = joinDescriptionLines(lines, { widthWraps })
        .flatMap((item) => toAchievement(item) ?? [])
        .filter((achievement) => postAtEmployer === undefined || !postAtEmployer.test(straight(achievement.text)));
      // "TEFL Specialist" / "Independent Contractor": how the post was held, never an employer ("at Independent
      // Contractor"); said with the post.
      const arrangement =
        title && header.employer && workArrangement.test(header.employer.trim())
          ? header.employer.trim().toLowerCase()
          : undefined;
      roles.push({
        employer: arrangement ? null : header.employer,
        title: arrangement ? `${title} (${arrangement})` : (title ?? titleInOwnWords(achievements[0]?.text) ?? ''),
        period: header.period,
        location: header.location,
        achievements: achievements.slice(0, 40),
      });
    }
    current = undefined;
  };

  let index = 0;
  while (index < features.length) {
    const line = features[index];
    if (!line) break;
    // "Career break (Sep 2024 – present): Relocated to UK ...": time away from work, told after the jobs, ends the job
    // above; it is no line of it.
    if (/^career break\b/iu.test(line.text)) {
      if (current) current.ended = true;
      interruptions.push({ kind: 'break', lines: [line.text] });
      index += 1;
      continue;
    }
    // "SADAF HORIZON TECHNICAL SERVICES LLC (FM contractor – ...)" under "Duties & Responsibilities", below a table of
    // jobs: an employer read before heads its own duties, which are that job's lines, never the last row's.
    const headedRole = current && !line.bullet && !line.period ? roleNamedBy(line.text, roles, current) : undefined;
    if (headedRole !== undefined) {
      finish();
      if (headedRole !== 'current') current = { header: emptyHeader, description: [], into: headedRole };
      else {
        const last = roles[roles.length - 1];
        if (last) current = { header: emptyHeader, description: [], into: last };
      }
      index += 1;
      continue;
    }
    if (!startsHeader(line, features[index + 1], features[index + 2])) {
      // A section heading in capitals inside a role ("PROJECTS Classification of ...", "... TECHNICAL SKILLS:") ends
      // what the role says: what follows belongs to no role.
      // So does schooling written as a line of its own ("08/2013-12/2015, Student, ASN, Nursing, ... College").
      const sectionBreak = isEducationHeader(line.text) ? undefined : findSectionBreak(line.text);
      const interruption = interruptions[interruptions.length - 1];
      // "California State University, Chico" / "Bachelor of Science in Business Administration" after the last job's
      // lines, in a resume with no headings: the schooling, which ends the job (its school's line was no work of it).
      const degree = !line.bullet && !line.prose && line.words <= 12 && degreeLine.test(line.text);
      if (degree && current && !current.ended) {
        const before = current.description[current.description.length - 1] ?? '';
        if (schoolName.test(before) && countSpaceSeparatedParts(before) <= 8) current.description.pop();
      }
      if (isEducationHeader(line.text) || degree) {
        // "Sep 2012 - Jul 2014" / "Fachhochschulreife Technik, BOS Erlangen": dates read as a job's header over a row
        // of schooling are the schooling's, and no job; the row is the resume's education.
        const datesOnly =
          current !== undefined &&
          !current.ended &&
          current.into === undefined &&
          current.header.title === null &&
          current.header.employer === null &&
          current.header.period !== null &&
          current.description.length === 0;
        // (A bullet among a job's lines, "Advised broadcasting club and edited English student newspaper, ...", is
        // the job's deed, whatever its words of school.)
        if (isEducationHeader(line.text) && !line.bullet && isSchoolingRow(line.text)) {
          const period = datesOnly ? current?.header.period : null;
          interruptions.push({
            kind: 'schooling',
            lines: [
              period
                ? `${period.start ?? ''} – ${period.current ? 'present' : (period.end ?? '')}, ${line.text}`
                : line.text,
            ],
          });
        }
        if (datesOnly) current = undefined;
        if (current) current.ended = true;
      } else if (sectionBreak !== undefined) {
        if (current && !current.ended && sectionBreak.before !== '') current.description.push(sectionBreak.before);
        if (current) current.ended = true;
        interruptions.push({ kind: sectionBreak.kind, lines: sectionBreak.after === '' ? [] : [sectionBreak.after] });
      } else if (
        current &&
        !current.ended &&
        isBareLowerCaseTitle(line.text) &&
        index + 1 < features.length &&
        // "... wrote the rollout plan and" / "parent guides": the end of a line the PDF wrapped, no title.
        !connectorEnding.test(features[index - 1]?.text ?? '')
      ) {
        // "consultant" on a line of its own among a job's lines: a PDF lost the next job's header but its title; the
        // lines after it are that job's, and never the one above ("As an Intern, I built the model ..." was not).
        finish();
        current = {
          header: { title: titleCaseWords(line.text), employer: null, period: null, location: null },
          description: [],
        };
      } else if (
        current &&
        !current.ended &&
        !line.bullet &&
        line.period?.start !== undefined &&
        line.period.start !== current.header.period?.start &&
        opensAnotherJob(line.text.slice(0, line.period.index).trim())
      ) {
        // "Freelance, 2018–2019 — logos, menus, gig posters": a line that opens with a period of its own is another
        // job, whose header names no title this reader knows; it never becomes a line of the job above.
        current.ended = true;
      } else if (
        current &&
        !current.ended &&
        line.periodOnly &&
        // (A job whose only date is "Current" names no dates either.)
        (current.header.period === null ||
          (current.header.period.start === null && current.header.period.end === null)) &&
        current.linesUntil === undefined &&
        current.description.length > 0
      ) {
        // "CTO, Co-Founder" (no dates) / its line / "April 2022 - April 2023" / "Took a year off to travel ...": dates
        // alone among a dateless job's lines open a block this reader could not name, whose lines are not that job's.
        // (They are still kept in order, for a later header to take its employer's line back from them.)
        // ("Extended Honeymoon" over them: the block's own name, a short line with no sentence's end, goes with it.)
        const named = current.description[current.description.length - 1] ?? '';
        current.linesUntil =
          current.description.length -
          (current.description.length > 1 && countSpaceSeparatedParts(named) <= 5 && !/[.!?;:]$/u.test(named) ? 1 : 0);
      } else if (current && !current.ended) current.description.push(line.text);
      else if (current?.ended && interruption) interruption.lines.push(line.text);
      index += 1;
      continue;
    }
    const group: LineFeatures[] = [line];
    let next = index + 1;
    while (next < features.length) {
      const candidate = features[next];
      // "Gropp Heating, Air, and Electric" / "June 2017 - Sept 2019" / "Lazer Heating and Air" / "May 2015 - June 2017":
      // a dated header is whole, and a line with dates of its own under it opens the next job (before, the second
      // employer took the first one's dates, and the first job was lost).
      // So is a line that opens a block of its own after a dated header ("Ann Taylor Factory/Loft – Mebane, NC" after a
      // blank line, over "Sales Lead" and its dates): the resume set it apart as the next job.
      // ("07/2016 to Current" over "Data Analyst Company Name", no blank lines between jobs: dates alone are no whole
      // header yet. "International Travel House Limited an ITC Associated co." in a block of its own under the header,
      // over a line of prose: what the employer is, no next job.)
      const opensOwnBlock = blocksSetApart && candidate !== undefined && blockOpeners.has(candidate.text);
      const afterCandidate = features[next + 1];
      if (
        candidate !== undefined &&
        candidate.period === undefined &&
        group.some((member) => member.period !== undefined) &&
        ((afterCandidate?.periodOnly === true && (opensOwnBlock || group.some((member) => !member.periodOnly))) ||
          (opensOwnBlock &&
            // ("Tregarth International School" / "Hanoi, Vietnam" / "Lead Facilitator ... July 2018- June 2019": its
            // town may stand between.)
            [afterCandidate, features[next + 2]].some(
              (after, offset) =>
                after?.titleLike === true &&
                !after.prose &&
                (after.period !== undefined || features[next + 2 + offset]?.period !== undefined),
            )))
      )
        break;
      if (
        !candidate ||
        !(
          continuesHeader(candidate, group) ||
          isEmployerLineOfLayout(candidate, group, employerUnder) ||
          isEmployerLineAboveWork(candidate, group, features[next + 1]) ||
          isEmployerLineAboveDates(candidate, group, features[next + 1]) ||
          isEmployerLineUnderDatedTitle(candidate, group, features[next + 1]) ||
          isTownBeforeTitle(candidate, group, features[next + 1]) ||
          isPostBetweenDatesAndEmployer(candidate, group, features[next + 1])
        )
      )
        break;
      group.push(
        isPostBetweenDatesAndEmployer(candidate, group, features[next + 1])
          ? { ...candidate, titleLike: true }
          : candidate,
      );
      next += 1;
    }
    // The resume's own layout: a dated title over its employer's line, which later jobs follow too.
    if (
      group.length === 2 &&
      group[0]?.period !== undefined &&
      group[0].titleLike &&
      group[1]?.period === undefined &&
      !group[1]?.titleLike &&
      (group[1]?.organisationLike === true || hasSeparatedParts(group[1]?.text ?? ''))
    )
      employerUnder = true;
    // A title on the line before a header that lacks one ("Interventionist" above "January 2001 to June 2001 ...").
    const lacksTitle = !group.some((member) => member.titleLike);
    const previousLine = features[index - 1];
    // ("Social Service" over "Downtown Emergency Service Center" and its dates: the part of the organisation, no post.)
    const titleAbove =
      lacksTitle &&
      previousLine !== undefined &&
      !previousLine.prose &&
      !/\b(?:Service|Services|Support|Department|Division|Program|Programs|Operations|Administration)$/u.test(
        previousLine.text,
      ) &&
      previousLine.words <= 8 &&
      !previousLine.period;
    if (
      titleAbove &&
      !current &&
      index === 1 &&
      !previousLine.bullet &&
      previousLine.words <= 4 &&
      /^\p{Lu}/u.test(previousLine.text)
    )
      // "Barkeep" over "The Anchor Inn | 08/2021 - Present | Leeds", the section's first line: the first job's post, which
      // no job above could hold.
      group.unshift(previousLine);
    else if (titleAbove && current) {
      const previousDescription = current.description;
      if (previousDescription[previousDescription.length - 1] === previousLine.text) {
        previousDescription.pop();
        group.unshift(previousLine);
        // "TEFL Specialist" / "Independent Contractor" over the dates: the line taken names the employer, and the post
        // stands on the line above it.
        const postAbove = features[index - 2];
        // (Only where the line taken names an employer or how the post was held: "Praxissemester" under a post is the
        // time of a placement, whose post the line above names for the job before.)
        if (
          !previousLine.titleLike &&
          (previousLine.organisationLike || workArrangement.test(previousLine.text.trim())) &&
          postAbove?.titleLike === true &&
          !postAbove.prose &&
          !postAbove.bullet &&
          postAbove.period === undefined &&
          postAbove.words <= 6 &&
          previousDescription[previousDescription.length - 1] === postAbove.text
        ) {
          previousDescription.pop();
          group.unshift(postAbove);
        }
      }
    }
    // "Arrowline Buses — Coventry" above "PCV Driver" and "June 2018 – present": the employer on the line before a header
    // that names none (for the first job that line stood before any role; for the next, at the end of the one above).
    const employerLine = features[index - 1];
    // "Calloway Home Interiors Ltd (retail, head office in Shrewsbury)": what the employer is, in brackets, is no part of
    // its name.
    // "Hotel Mirador del Puerto **** – Málaga": a hotel's stars are no part of its name.
    const employerText =
      employerLine?.text
        .replace(/\s*\([^)]*\)/gu, '')
        .replace(/\s+(?:\*{2,5}|\d\*)(?=\s|$)/u, '')
        // "Blythe Academy of Languages - 100 Blythe Dr. Greenville SC 29605": the street address after the name.
        .replace(/\s+[-–—|,]\s+\d{1,5}\s+\p{Lu}.*$/u, '')
        .trim() ?? '';
    // "LINDELL'S HOME & OUTDOOR" above "Store Manager – Store #214, Fairhaven, OH   06/2021 – Present", and the posts
    // after it: an employer in capitals on a line of its own heads each of its posts, until the next such line.
    const headingName = employerText.split(/\s+[—–|-]\s+|,\s+/u)[0] ?? employerText;
    const companyHeading =
      employerLine !== undefined &&
      !lacksTitle &&
      isAllCapitals(headingName) &&
      /\p{Lu}{2,}/u.test(headingName) &&
      !notEmployers.has(headingName.toLowerCase()) &&
      // ("57 Palatine Rd," / "Didsbury," / "M20 3LJ" above the first job: the person's postcode, in capitals as written.)
      !/^(?:[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}|[A-Z]\d[A-Z]\s?\d[A-Z]\d)$/u.test(headingName.trim()) &&
      !employerLine.period &&
      !employerLine.bullet &&
      !employerLine.titleLike &&
      countSpaceSeparatedParts(headingName) <= 8 &&
      countSpaceSeparatedParts(employerText) <= 12 &&
      readHeading(employerText, resumeHeadings) === undefined &&
      // ("SQL", "AWS": the last item of a list of tools above the first job, no employer.)
      !findSkills(headingName).some((skill) => skill.text.length === headingName.length);
    if (companyHeading) {
      groupEmployer = titleCaseFromCapitals(headingName.replace(storeNumber, ''));
      const previousDescription = current?.description;
      if (previousDescription?.[previousDescription.length - 1] === employerLine.text) previousDescription.pop();
    }
    // "Forest Hill/YMCA Community Outreach" / "Charlotte, NC" / "ESL Teacher   July 2019- Present": the line above the
    // post is where, and the employer stands above it (before, "Charlotte" was read as the employer).
    const placeParts = employerText.match(
      /^(\p{Lu}[\p{L} .'’-]{1,30}),\s*([A-Z]{2}|\p{Lu}\p{Ll}+(?:\s\p{Lu}\p{Ll}+)?)$/u,
    );
    const placeLine =
      employerLine !== undefined &&
      placeParts?.[1] !== undefined &&
      placeParts[2] !== undefined &&
      (/^[A-Z]{2}$/u.test(placeParts[2]) || looksLikePlace(placeParts[2]) || looksLikePlace(placeParts[1]))
        ? employerLine
        : undefined;
    const nameAbove = placeLine ? features[index - 2] : undefined;
    if (
      !lacksTitle &&
      placeLine &&
      nameAbove &&
      !nameAbove.prose &&
      !nameAbove.period &&
      !nameAbove.bullet &&
      !nameAbove.titleLike &&
      nameAbove.words <= 8 &&
      /^\p{Lu}/u.test(nameAbove.text) &&
      mostlyCapitalised(nameAbove.text) &&
      readHeading(nameAbove.text, resumeHeadings) === undefined &&
      parseHeader(group.map((member) => member.text)).employer === null
    ) {
      const withEmployer = parseHeader([`${nameAbove.text}, ${placeLine.text}`, ...group.map((member) => member.text)]);
      if (withEmployer.employer !== null && withEmployer.title !== null) {
        const previousDescription = current?.description;
        if (previousDescription?.[previousDescription.length - 1] === placeLine.text) previousDescription.pop();
        if (previousDescription?.[previousDescription.length - 1] === nameAbove.text) previousDescription.pop();
        group.unshift(describeLine(`${nameAbove.text}, ${placeLine.text}`));
      }
    } else if (
      !lacksTitle &&
      employerLine &&
      !employerLine.prose &&
      !employerLine.period &&
      // ("Stony Brook University Center for Thermal Spray Research - Stony Brook, NY": a research centre's long name.)
      countSpaceSeparatedParts(employerText) <= 13 &&
      companyLine.test(employerText) &&
      // No employer, or a part of one after the title's dash ("Nursery Practitioner – Toddler Room (2–3 yrs)"), or a
      // line of work after its comma under an organisation's name ("Mahsuri Telco Solutions Sdn Bhd, Kuala Lumpur" over
      // "Project Manager, Infrastructure Delivery").
      headedByLine(employerText, parseHeader(group.map((member) => member.text)).employer)
    ) {
      // The name before its town's dash or comma: a town alone beside the title would be taken for the employer.
      const parts = employerText.split(/\s+[—–|-]\s+|,\s+/u);
      const name = parts[0] ?? employerText;
      // Only a line that says it is an organisation, by a word of one or by the town beside it: "Jonas Weber" above
      // the first job is the person.
      // A name of three words or more opening its own block says so by the layout: "Brightwave Internet & TV".
      const saysOrganisation =
        parts.length > 1 ||
        looksLikeOrganisation(name) ||
        // ("Enterprise Rent-A-Car": the parts of a hyphened name count as its words.)
        (blockOpeners.has(employerLine.text) && name.split(/[\s-]+/u).length >= 3 && !employerLine.titleLike) ||
        // "Sparks Eggs" over "Egg Delivery Driver" and its dates: two words are a name of the person's only where the
        // resume gives none, or gives that one.
        (blockOpeners.has(employerLine.text) &&
          typeof options.ownName === 'string' &&
          name.split(/\s+/u).length === 2 &&
          name.toLowerCase() !== options.ownName.toLowerCase() &&
          !employerLine.titleLike &&
          !looksLikePlace(name));
      // The part of the organisation after the title's dash goes, so that the name above is the employer.
      const withoutDepartment = group.map((member) => member.text.replace(departmentAfterDash, ''));
      const withEmployer = saysOrganisation ? parseHeader([name, ...withoutDepartment]) : undefined;
      if (withEmployer && withEmployer.employer?.toLowerCase() === name.toLowerCase() && withEmployer.title !== null) {
        const previousDescription = current?.description;
        if (previousDescription?.[previousDescription.length - 1] === employerLine.text) previousDescription.pop();
        group.splice(0, group.length, describeLine(name), ...withoutDepartment.map((text) => describeLine(text)));
        employerAbove = { name: withEmployer.employer ?? name, start: yearIn(withEmployer.period?.start) };
      }
    }
    finish();
    // "Professional Nurse – Adult Medical Ward" over "Msunduzi Regional Hospital, Pietermaritzburg": the ward after the
    // title's dash is where in the hospital, and the hospital on the next line is the employer.
    if (
      group.length >= 2 &&
      group.slice(1).some((member) => looksLikeOrganisation(member.text.split(/,\s+/u)[0] ?? '')) &&
      group[0] !== undefined
    ) {
      const first = group[0];
      const withoutUnit = first.text.replace(departmentAfterDash, '');
      if (withoutUnit !== first.text) group[0] = describeLine(withoutUnit);
      else {
        // "Registered Nurse – Medical-Surgical/Telemetry (5 West)   06/2021 – Present": a unit that would be read as
        // the employer for a word of an organisation's ("Medical"), with no head noun of one, before the dates. ("Team
        // Leader – Inbound" names no organisation, and stays the post's.)
        const before = first.period ? first.text.slice(0, first.period.index) : first.text;
        const unit = before.match(/^(.+?)\s+[—–-]\s+(\S.*?)\s*$/u);
        if (
          unit?.[1] &&
          unit[2] &&
          looksLikeTitle(unit[1]) &&
          !looksLikeTitle(unit[2]) &&
          looksLikeOrganisation(unit[2]) &&
          // ("Medical-Surgical/Telemetry" has an organisation's word, never its head noun.)
          !/\b(?:Hospital|Cent(?:er|re)|Clinic|Practice|Trust|Health|Care|Group|Company|Corporation|Bank|University|College|School|Council|Foundation|Services|Ltd|Inc|LLC|GmbH|Pty|PLC)\b/iu.test(
            unit[2],
          ) &&
          !looksLikePlace(unit[2]) &&
          !legalFormPattern.test(unit[2])
        )
          group[0] = describeLine(`${unit[1]} ${first.text.slice(before.length)}`.trim());
      }
    }
    let headerLines = group.map((member) => member.text);
    // "June 2022 – Software Engineer, Google" then "Present Developing ...": the period's end starts the next line.
    const periodOwner = group.find((member) => member.period !== undefined);
    const following = features[next];
    if (periodOwner?.period && !periodOwner.period.current && periodOwner.period.end === null && following) {
      const nextPeriod = findPeriod(following.text);
      const endText =
        following.text.match(/^(\S+)\s/)?.[1] !== undefined && isPresentWord(following.text.split(/\s/)[0] ?? '')
          ? (following.text.split(/\s/)[0] ?? '')
          : nextPeriod && nextPeriod.index === 0 && nextPeriod.end === null && !nextPeriod.current
            ? following.text.slice(0, nextPeriod.length)
            : undefined;
      const endMatch =
        endText !== undefined ? [following.text, endText, following.text.slice(endText.length).trim()] : undefined;
      if (endMatch?.[1]) {
        const startText = periodOwner.period.start ?? '';
        headerLines = headerLines.map((text) =>
          text === periodOwner.text
            ? text.replace(/\s*[–—-]\s*(?=\S)/, ' ').replace(startText, `${startText} – ${endMatch[1]}`)
            : text,
        );
        features[next] = describeLine(endMatch[2] ?? '');
      }
    }
    // "Independent Contractor" / "May 2015 - June 2019" / its lines: a name over the dates alone, with no word of a
    // post, names where the work was done (or how); it was read as the title for want of one.
    // "Depuis 2011  Ambulances St Ambroise" / "Toulouse" / "Ambulancière": read as the post, its employer and town, and
    // its dates, the order the header reader knows.
    // ("Etés 2003-2004-2005:Plages des Vernhes" / "Salles-Curan" and the job's work: no post, the employer and town.)
    const [datedEmployer, town, postLine] = group;
    if (
      (group.length === 2 || group.length === 3) &&
      datedEmployer?.period !== undefined &&
      town !== undefined &&
      isTownBeforeTitle(town, [datedEmployer], postLine ?? features[next])
    ) {
      const found = datedEmployer.period;
      const employerPart = removePeriod(datedEmployer.text, found).replace(/^[\s:–—-]+/u, '');
      const dates = datedEmployer.text.slice(found.index, found.index + found.length);
      if (postLine !== undefined)
        headerLines = [postLine.text, employerPart === '' ? town.text : `${employerPart}, ${town.text}`, dates];
      else if (employerPart !== '') headerLines = [`${employerPart}, ${town.text}`, dates];
    }
    const parsedAsWritten = parseHeader(headerLines);
    const nameOverDates =
      group.length === 2 && group[0] !== undefined && isBareName(group[0]) && group[1]?.periodOnly === true;
    const parsed =
      nameOverDates && parsedAsWritten.employer === null && parsedAsWritten.title !== null
        ? { ...parsedAsWritten, employer: parsedAsWritten.title, title: null }
        : parsedAsWritten;
    // "Website content updates for Chorlton parkrun (2023 – present)" under Volunteering: what was done, for whom. The
    // organisation is the one after "for"; the activity is no employer's name.
    const activityFor =
      options.defaultTitle !== undefined && parsed.title === null
        ? parsed.employer?.match(/^\p{Lu}\p{Ll}+(?:\s+\p{Ll}+)+\s+(?:for|with|at)\s+(\p{Lu}[\p{L}'’&. -]{2,60})$/u)?.[1]
        : undefined;
    const header =
      options.defaultTitle !== undefined && parsed.title === null
        ? { ...parsed, title: options.defaultTitle, employer: activityFor?.trim() ?? parsed.employer }
        : parsed;
    if (isEducationHeader(headerLines.join(' '))) {
      // The schooling is the resume's still, read with its education (a German CV's rows of schooling among its
      // jobs, "Sep 2012 - Jul 2014" / "Fachhochschulreife Technik, BOS Erlangen", had been read as no schooling at all).
      const row = schoolingRowOf(headerLines);
      if (isSchoolingRow(row)) interruptions.push({ kind: 'schooling', lines: [row] });
      current = undefined;
      index = next;
      // Skip the education entry's lines up to the next header.
      while (index < features.length) {
        const candidate = features[index];
        if (!candidate || startsHeader(candidate, features[index + 1], features[index + 2])) break;
        index += 1;
      }
      continue;
    }
    // A post under an employer heading takes it where its own line names none, or (right under the heading) names only
    // a part of it ("Department Manager, Electronics & Seasonal"); a post that names an employer of its own ends the
    // heading's reach.
    // A post of one line with no lines of its own ("Landscaping labourer (casual) – 2018-19") under another employer's
    // job is a job of its own, whose employer the resume does not give.
    const hasLines = features[next]?.bullet === true;
    const underHeading =
      groupEmployer !== undefined &&
      (header.employer === null ||
        namesDepartment.test(header.employer) ||
        (companyHeading && !legalFormPattern.test(header.employer))) &&
      (companyHeading || hasLines);
    const namesHeading = header.employer?.toLowerCase() === groupEmployer?.toLowerCase();
    if (!underHeading && !namesHeading && (header.employer !== null || !hasLines)) groupEmployer = undefined;
    // "Horotiu Earthworks Ltd – Waikato" / "Leading Hand ... Jan 2019 – Jul 2021" / its lines / "Labourer ... Mar 2015 –
    // Dec 2018" / its lines: a post with lines of its own and no employer, held right before the post under the
    // employer's line, is held there too.
    const endYear = header.period?.current ? undefined : yearIn(header.period?.end);
    // ("Various" / "Kitchen Porter / Bar Staff" / "2012 - 2015": a header with a line of its own besides the title and
    // the dates names where the post was, if only as "Various".)
    const onlyTitleAndDates = headerLines.every(
      (text) => isPeriodOnlyLine(text) || nameKey(text).includes(nameKey(header.title ?? '')),
    );
    const lineBefore = features[index - 1];
    // "Department Supervisor, Paint & Décor ... Aug 2021 - Feb 2023" right under "Assistant Store Manager ... Mar 2023 -
    // Present": after the comma, the part of the store the post was in, no employer (a held-out letter's employer
    // was "Paint & Décor").
    const partAfterComma =
      header.employer !== null &&
      headerLines.length === 1 &&
      lineBefore?.period !== undefined &&
      !looksLikeOrganisation(header.employer) &&
      !looksLikePlace(header.employer) &&
      !legalFormPattern.test(header.employer);
    const earlierPostThere =
      !underHeading &&
      (header.employer === null || partAfterComma) &&
      onlyTitleAndDates &&
      // Right under the post before it, when that post's lines come after both: "Assistant Project Manager (2019 – Mar
      // 2021)" / "Senior Project Engineer (Jan 2017 – 2019)" / "• Enterprise WAN ...".
      (lineBefore === undefined ||
        lineBefore.text.trim() === '' ||
        lineBefore.bullet ||
        lineBefore.period !== undefined ||
        // ("Manage discovery on a caseload of 35-40 active matters. Draft discovery requests." over "Litigation
        // Paralegal   Aug 2020 - Dec 2022": the post before's duties written as sentences, no bullets.)
        (lineBefore.prose && /[.!?]$/u.test(lineBefore.text.trim()))) &&
      // ("Assistant Store Manager ... Mar 2023 - Present" / "Department Supervisor ... Aug 2021 - Feb 2023": dated
      // rows one under the other under the employer's line, with no lines of their own.)
      (hasLines || features[next]?.prose === true || lineBefore?.period !== undefined) &&
      employerAbove?.start !== undefined &&
      endYear !== undefined &&
      endYear <= employerAbove.start &&
      endYear >= employerAbove.start - 1;
    const employer = underHeading
      ? (groupEmployer ?? header.employer)
      : earlierPostThere
        ? (employerAbove?.name ?? null)
        : header.employer;
    if (header.employer !== null && header.employer !== employerAbove?.name) employerAbove = undefined;
    // The post before that, held there too, follows this one: "Senior Teller", then "Teller".
    if (earlierPostThere && employerAbove) employerAbove = { ...employerAbove, start: yearIn(header.period?.start) };
    // "LUNTIAN SAVINGS BANK – Ortigas Center Branch" / "Customer Service Associate" / "January 2023 – Present": an
    // employer on the first line of the header, apart from the title, stands above the post as one on a line of its
    // own does.
    const firstLine = headerLines[0] ?? '';
    if (
      headerLines.length >= 2 &&
      header.employer !== null &&
      header.title &&
      !firstLine.toLowerCase().includes(header.title.toLowerCase()) &&
      nameKey(firstLine).startsWith(nameKey(header.employer))
    )
      employerAbove = { name: header.employer, start: yearIn(header.period?.start) };
    const title =
      earlierPostThere && partAfterComma && header.title ? `${header.title} (${header.employer})` : header.title;
    // "Career gap | October 2018 – February 2019" under an employer's posts: the words beside the dates name time away,
    // which the post reader drops for no title, and the employer above had been given it (a held-out letter said "At
    // The Kensington Arden Hotel, where I worked from 2018 to 2019, I moved to London, full-time English course ...").
    const firstHeaderLine = features[index];
    const timeAway =
      firstHeaderLine?.period !== undefined &&
      careerBreak.test(
        removePeriod(firstHeaderLine.text, firstHeaderLine.period)
          .replace(/^[\s|:,–—-]+|[\s|:,–—-]+$/gu, '')
          .trim(),
      );
    current = { header: { ...header, title, employer }, description: [], timeAway };
    if (index === 0) firstLineHeadsRole = true;
    index = next;
  }
  finish();
  // A volunteering section without a header line: the organisation on its first line, the rest its description.
  const firstLine = features[0];
  if (
    roles.length === 0 &&
    options.defaultTitle !== undefined &&
    firstLine &&
    !firstLine.prose &&
    firstLine.words <= 6
  ) {
    const achievements = joinDescriptionLines(lines.slice(1)).flatMap((item) => toAchievement(item) ?? []);
    roles.push({ employer: firstLine.text, title: options.defaultTitle, period: null, location: null, achievements });
  }
  // "Teaching Experience" / "Student Teacher" / the lines of its work: a post named alone, without an employer or
  // dates, over lines of what was done, is a job all the same (the resume gives no more of it).
  // ("Harbour Pharmacy - Pharmacy Assistant" over its dates and its town: a header the loop read, whose dates and town
  // were told again as the work of a post named by the whole line.)
  if (
    !firstLineHeadsRole &&
    !roles.some((role) => role.title.trim() === firstLine?.text.trim()) &&
    options.defaultTitle === undefined &&
    firstLine &&
    !firstLine.prose &&
    firstLine.period === undefined &&
    firstLine.words <= 6 &&
    looksLikeTitle(firstLine.text)
  ) {
    // Its block only: the lines up to the first blank one in the section as written (another section's may follow).
    const startAt = sectionLines.findIndex((line) => line.trim() === firstLine.text.trim());
    const after = startAt === -1 ? lines.slice(1) : sectionLines.slice(startAt + 1);
    const firstWritten = after.findIndex((line) => line.trim() !== '');
    const blankAfter = after.findIndex((line, position) => position > firstWritten && line.trim() === '');
    const block = (blankAfter === -1 ? after : after.slice(0, blankAfter)).filter((line) => line.trim() !== '');
    const achievements = joinDescriptionLines(block).flatMap((item) => toAchievement(item) ?? []);
    // (The lines of a job the reader read after it are that job's: only a block no job took is this post's.)
    const taken = new Set(roles.flatMap((role) => role.achievements.map((achievement) => achievement.text)));
    // (Nor a block of dated rows, "Okt 2023 - Jul 2025" / "Elektrotechnik Techniker, Fachschule Coburg" ..., whose
    // jobs and schooling the loop read row by row.)
    if (
      achievements.length >= 2 &&
      !achievements.some((achievement) => taken.has(achievement.text)) &&
      !block.some((line) => isPeriodOnlyLine(line))
    )
      roles.unshift({ employer: null, title: firstLine.text, period: null, location: null, achievements });
  }
  // "Sediment Press" / "Owner & Creative Director" / a paragraph, a client list, "- Design websites, banners ...": an
  // employer and its post over a section with no dates at all, read as none of the layouts above. Its bulleted lines
  // are the post's work; a paragraph or a list of clients is no line of it.
  const secondLine = features[1];
  if (
    roles.length === 0 &&
    options.defaultTitle === undefined &&
    firstLine &&
    secondLine &&
    !firstLine.prose &&
    firstLine.words <= 6 &&
    !looksLikeTitle(firstLine.text) &&
    /^\p{Lu}/u.test(firstLine.text) &&
    !secondLine.prose &&
    secondLine.words <= 8 &&
    looksLikeTitle(secondLine.text) &&
    // (A year in a sentence, "I founded it in 2012", dates no job.)
    features.every((feature) => feature.period === undefined || feature.prose || feature.words > 8)
  ) {
    const achievements = sectionLines
      .filter((line) => isBulletLine(line.trim()))
      .flatMap((line) => toAchievement(stripBullet(line.trim())) ?? []);
    if (achievements.length >= 2)
      roles.push({ employer: firstLine.text, title: secondLine.text, period: null, location: null, achievements });
  }
  return {
    roles: splitPromotions(
      withSameEmployerNamed(
        withLaterPostSinceJoined(
          removeRepeatedRoles(
            withLinesAtTheirPost(
              withEmployerLineBelowDatedPost(
                withStackedPostsAtOneEmployer(
                  unitsUnderPost(postsUnderEmployer(roles.map(withoutSquareBracketNote))).map(
                    withOrganisationAfterUnit,
                  ),
                ),
              ),
            ).filter((role) => role.title !== '' || role.employer !== null || role.period !== null),
          ),
        ),
      ),
      promotions,
    ),
    interruptions,
  };
}

/**
 * "seit 04/2021 bis heute" / "Brinkhoff GmbH, Gütersloh" / "Industriemechaniker Instandhaltung / Schichtführer
 * Instandhaltung (seit 2023)": the bracket dates the later post held at the job, not a job of its own. Read as two, the
 * first had no post and the second began in 2023; they are one, from the first's dates, under the title as written.
 */
function withLaterPostSinceJoined(roles: ResumeRole[]): ResumeRole[] {
  const joined: ResumeRole[] = [];
  for (const role of roles) {
    const before = joined.at(-1);
    if (
      before !== undefined &&
      before.title === '' &&
      before.achievements.length === 0 &&
      before.employer !== null &&
      before.employer === role.employer &&
      role.title !== '' &&
      before.period?.current === true &&
      role.period?.current === true
    ) {
      joined[joined.length - 1] = { ...role, period: before.period, location: role.location ?? before.location };
      continue;
    }
    joined.push(role);
  }
  return joined;
}

/** A job "at the same company" was held at the employer of the job set out above it (none where it is the first). */
function withSameEmployerNamed(roles: ResumeRole[]): ResumeRole[] {
  return roles.map((role, index) =>
    role.employer === sameEmployerMark ? { ...role, employer: roles[index - 1]?.employer ?? null } : role,
  );
}

/**
 * "Assistant Bookkeeper | Jan 2017 – June 2019" right above "Accounts Assistant | Feb 2014 – Dec 2016" and the
 * employer's line under both: two posts at one employer, the later stacked over the earlier, which the employer's line
 * below names for both (a held-out bookkeeper's later post had no employer at all). Only a post with no employer and
 * no lines of its own, dated to begin within three months of the end of the post right below it.
 */
function withStackedPostsAtOneEmployer(roles: ResumeRole[]): ResumeRole[] {
  const monthIndex = (date: string | null | undefined) => {
    const read = readResumeDate(date ?? null);
    return read?.month ? read.year * 12 + read.month : undefined;
  };
  return roles.map((role, index) => {
    const below = roles[index + 1];
    if (role.employer !== null || role.achievements.length > 0 || !below?.employer || !role.period || !below.period)
      return role;
    const started = monthIndex(role.period.start);
    const belowEnded = monthIndex(below.period.end);
    if (started === undefined || belowEnded === undefined || started < belowEnded || started - belowEnded > 3)
      return role;
    return { ...role, employer: below.employer, location: role.location ?? below.location };
  });
}

/** The word a unit of an organisation ends on: "Strategic Policy and Planning Directorate". */
const unitEnding =
  /\b(?:Directorate|Division|Branch|Unit|Section|Bureau|Sector|Secretariat|Directorat|Direction|Abteilung|Referat)$/u;

/**
 * "Strategic Policy and Planning Directorate, Rural and Northern Development Canada (RNDC), Gatineau QC": a unit of an
 * organisation named before the organisation, as public-service resumes write them; the employer is the organisation
 * (the unit had been read as the employer, the department as where). Only a unit by its word (Directorate, Division,
 * Branch, ...) and an organisation of several capitalised words that its acronym in brackets or its own word marks.
 */
function withOrganisationAfterUnit(role: ResumeRole): ResumeRole {
  // (The organisation read where the post goes, the unit where the employer goes: the organisation is the employer,
  // and no post is known; a letter had said "I currently work as a Rural and Northern Development Canada (RNDC) at
  // Strategic Policy and Planning Directorate".)
  if (
    role.employer !== null &&
    unitEnding.test(role.employer) &&
    /\(\p{Lu}{2,8}\)$/u.test(role.title) &&
    countTitleWords(role.title.replace(/\s*\([^()]*\)$/u, '')) === 0
  )
    return { ...role, employer: role.title, title: '' };
  if (role.employer === null || role.location === null || !unitEnding.test(role.employer)) return role;
  const organisation = role.location.match(
    /^((?:\p{Lu}[\p{L}'’&.-]*|of|and|for|the|de|du|des|et)(?:\s+(?:\p{Lu}[\p{L}'’&.-]*|of|and|for|the|de|du|des|et|&)){1,8}(?:\s+\(\p{Lu}{2,8}\))?)(?:,\s*(.+))?$/u,
  );
  if (
    !organisation?.[1] ||
    !/\(\p{Lu}{2,8}\)$|\b(?:Canada|Ministry|Department|Agency|Council|Service|Office|Authority|Commission|Government|Secretariat|Board|Administration|Ministère|Ministerium|Bundesamt|Ltd|Inc|LLC|GmbH|plc)\b/u.test(
      organisation[1],
    )
  )
    return role;
  return { ...role, employer: organisation[1], location: organisation[2] ?? null };
}

/**
 * One employer's lines under the first of its posts, as a table of posts with the employer's lines below it gives them:
 * "Operator: loading, in-process measuring, deburr, basic offsets" names the other post there ("CNC Operator") by its
 * label and is that post's (a held-out letter said "My work as a CNC Programmer also included operator loading ...").
 * And "Oct 2022 – Feb 2023: relocation to Texas, waiting on work permit." among a job's lines is time away, dated,
 * never a line of the job.
 */
function withLinesAtTheirPost(roles: ResumeRole[]): ResumeRole[] {
  const awayLine =
    /^\W*(?:\p{L}{3,9}\.?\s+)?(?:19|20)\d{2}\s*[–—-]\s*(?:\p{L}{3,9}\.?\s+)?(?:19|20)\d{2}\s*:\s*(?:relocat|moved?|moving|waiting|career break|travel|parental|maternity|paternity|caring|carer|family)/iu;
  const moved = roles.map((role) => ({
    ...role,
    achievements: role.achievements.filter((achievement) => !awayLine.test(achievement.text)),
  }));
  for (const role of moved) {
    if (role.employer === null) continue;
    const others = moved.filter((other) => other !== role && other.employer === role.employer);
    if (others.length === 0) continue;
    role.achievements = role.achievements.filter((achievement) => {
      const label = achievement.text.match(/^\W*(\p{Lu}\p{L}+(?:\s+\p{L}+)?)\s*:\s+(\S.*)$/u);
      if (!label?.[1] || !label[2]) return true;
      const named = label[1].toLowerCase();
      const owner = others.find(
        (other) =>
          other.title.toLowerCase().endsWith(named) &&
          !role.title.toLowerCase().split(/[/,]/u)[0]?.trim().endsWith(named),
      );
      if (!owner) return true;
      owner.achievements = [...owner.achievements, { ...achievement, text: label[2] }];
      return false;
    });
  }
  return moved;
}

/**
 * "Mars 2020 – aujourd’hui : Comptable (CDI)" over "Cabinet Ferrand & Associés – Expertise comptable, Angers (18
 * collaborateurs)": a dated post and, below it, its employer with what the employer does after the dash, which names no
 * post ("Expertise comptable" had been read as a second post there, with the job's lines, and the dated one as a post
 * at no employer). One post: the title and dates above, the employer and the lines below. And "Septembre 2019 – février
 * 2020 : voyage en Amérique latine (6 mois)", a row with no post whose "employer" is a journey or a break in lower
 * case, is time away, never a job.
 */
function withEmployerLineBelowDatedPost(roles: ResumeRole[]): ResumeRole[] {
  const merged: ResumeRole[] = [];
  for (const [index, role] of roles.entries()) {
    if (
      role.title === '' &&
      role.employer !== null &&
      /^(?:voyage|travel(?:l?ing)?|sabbati\w*|année sabbatique|career break|congé(?![\p{L}])|break\b|reise|elternzeit|viaje|año sabático)/u.test(
        role.employer,
      )
    )
      continue;
    const above = roles[index - 1];
    const previous = merged.at(-1);
    if (
      above !== undefined &&
      previous === above &&
      above.employer === null &&
      above.achievements.length === 0 &&
      above.period !== null &&
      above.title !== '' &&
      role.period === null &&
      role.employer !== null &&
      role.title !== '' &&
      // (A descriptor may hold a trade's word, "Expertise comptable": its staff counted in brackets says it is the
      // employer's.)
      ((countTitleWords(role.title) === 0 && !looksLikeTitle(role.title)) ||
        /\(\s*\d[\d\s.,]*\s*(?:collaborateurs|salariés|employés|employees|staff|people|Mitarbeiter\p{L}*|Beschäftigte|empleados|trabajadores)\s*\)/iu.test(
          role.title,
        ))
    ) {
      // (What follows the descriptor's comma, "Angers (18 collaborateurs)", is where.)
      const place = role.title.match(/,\s*(\p{Lu}[^,]*)$/u)?.[1] ?? null;
      merged[merged.length - 1] = {
        ...above,
        employer: role.employer,
        location: above.location ?? role.location ?? place,
        achievements: role.achievements,
      };
      continue;
    }
    merged.push(role);
  }
  return merged;
}

/**
 * A header without the parts that cannot be what they stand for: a page read across its columns leaves "2 surveyors,
 * 1 materials technician)" where a title goes, and "Institution of" where an employer goes.
 */
function withoutStrayParts(header: ParsedHeader): ParsedHeader {
  const title = header.title?.trim() ?? null;
  const strayTitle =
    title !== null &&
    // ("8th Grade Science Teacher", "1st Line Support Analyst": an ordinal opens a post's name.)
    // ("7.5t van driver", "18-tonne HGV driver", "3D Artist": a vehicle's weight or a dimension opens one too.)
    (/^\d(?!(?:st|nd|rd|th)\s+\p{L})(?!(?:\.\d)?\s*-?\s*(?:t|tonnes?|tons?)\s+\p{L})(?!\d?(?:\.\d)?\s*-?\s*(?:t|tonnes?|tons?)\s+\p{L})(?!D\s+\p{L})/u.test(
      title,
    ) ||
      (title.match(/\)/gu) ?? []).length > (title.match(/\(/gu) ?? []).length ||
      /^reg(?:istration)?\.?\s*no\b/iu.test(title) ||
      // "Corporate Member, Institution of Engineers": a grade of membership, no post.
      /^(?:corporate|associate|student|graduate|full|affiliate|ordinary)\s+member$/iu.test(title));
  const strayEmployer = header.employer !== null && /\s(?:of|and|&|for|the|at|in|de)$/iu.test(header.employer.trim());
  const tidy =
    strayTitle || strayEmployer
      ? { ...header, title: strayTitle ? null : header.title, employer: strayEmployer ? null : header.employer }
      : header;
  return withOrganisationOfDepartment(withoutEmployerNote(tidy));
}

/** "Uppsala University (contract ends 31 Dec 2025)": a note in lower case after the employer is no part of its name. */
function withoutEmployerNote(header: ParsedHeader): ParsedHeader {
  // "Hôtel Le Cygne Blanc (4*)", "(5-star)", "(4 étoiles)": a hotel's stars are no part of its name either.
  const employer =
    header.employer
      ?.replace(/\s*\(\p{Ll}[^()]*\)$/u, '')
      // "Credentialed Facility: Littleton Adventist": a form's label before the name is no part of it.
      .replace(
        /^(?:credentialed\s+)?(?:facility|employer|company|organi[sz]ation|client|workplace)\s*:\s*(?=\p{Lu})/iu,
        '',
      )
      // "Fa. Uwe Habel GbR": German "Firma" (the firm) abbreviated before the name ("Firma B" names the firm itself).
      .replace(/^Fa\.\s+(?=\p{Lu})/u, '')
      .replace(/\s*\(\s*\d\s*(?:\*|★|-?\s*stars?|étoiles?|sterne?|estrellas?)\s*\)$/iu, '') ?? null;
  return employer === header.employer ? header : { ...header, employer: employer === '' ? null : employer };
}

/**
 * "PhD Candidate, Department of Epidemiology, Erasmus MC, Rotterdam": the department is a part of the organisation
 * named after it, which is the employer; the place stays the place.
 */
function withOrganisationOfDepartment(header: ParsedHeader): ParsedHeader {
  // "DoD SkillBridge Fellow – Distribution Operations, Lonestar Fresh Distribution, New Braunfels": a line of work
  // after the title's dash, before the organisation.
  const lineOfWork =
    header.employer !== null &&
    /^(?:\p{Lu}[\p{L}&-]*\s+){0,2}(?:Operations|Delivery|Development|Sales|Marketing|Finance|Engineering|Support|Administration|Planning)$/u.test(
      header.employer,
    ) &&
    !legalFormPattern.test(header.employer) &&
    !looksLikeOrganisation(header.employer);
  if (
    !header.employer ||
    (!/^(?:Department|Dept\.?|Faculty|School|Division|Directorate) of\b/u.test(header.employer) && !lineOfWork)
  )
    return header;
  const [organisation, ...place] = (header.location ?? '').split(/,\s+/u);
  if (!organisation || looksLikePlace(organisation) || !/^\p{Lu}/u.test(organisation) || /\d/u.test(organisation))
    return header;
  if (lineOfWork && organisation.trim().split(/\s+/u).length < 2) return header;
  return { ...header, employer: organisation.trim(), location: place.length > 0 ? place.join(', ') : null };
}

const emptyHeader: ParsedHeader = { title: null, employer: null, location: null, period: null };

/** A name compared as a heading prints it: "COOLPOINT AIR CONDITIONING CO. W.L.L." is "Coolpoint Air Conditioning Co. W.l.l.". */
function nameKey(text: string): string {
  return text
    .replace(/\s*\([^)]*\)\s*$/u, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

/**
 * The role read before whose employer a line names on its own (with a note in brackets), or 'current' for the role
 * being read: a line of three letters or more that is only the employer's name.
 */
function roleNamedBy(
  text: string,
  roles: ResumeRole[],
  current: { header: ParsedHeader; into?: ResumeRole },
): ResumeRole | 'current' | undefined {
  const key = nameKey(text);
  if (key.length < 3) return undefined;
  const currentEmployer = current.into?.employer ?? current.header.employer;
  const earlier = roles.filter((role) => role.employer !== null && nameKey(role.employer) === key);
  // A name that heads more than one job is no single job's heading.
  if (earlier.length > 1) return undefined;
  if (earlier[0] !== undefined) return earlier[0] === current.into ? undefined : earlier[0];
  if (currentEmployer && nameKey(currentEmployer) === key && current.into === undefined && roles.length > 0)
    return 'current';
  return undefined;
}

/**
 * The row of schooling a header's lines give: its first line and the short lines after it ("Sep 2022 – Jul 2024" /
 * "Wirtschaftsinformatik Techniker, SBSZ Bamberg"), never the sentences of what was studied that a header without a
 * layout of its own takes in.
 */
function schoolingRowOf(given: string[]): string {
  // ("Administration von Jira für 40 Mitarbeiter" / "10.2010 - 06.2012" / "Studium Bauingenieurwesen - BTU Cottbus": a
  // line of the job above, taken into the header, ends before the row's dates; it had been read as the school.)
  // (Only a line that names no schooling: "Data Analyst, Neue Fische Coding School" over the next row's dates is the
  // row itself.)
  const datedAt = given.findIndex((line) => findPeriod(line) !== undefined);
  const headerLines =
    datedAt > 0 && given.slice(0, datedAt).every((line) => !isEducationHeader(line)) ? given.slice(datedAt) : given;
  const [first = '', ...rest] = headerLines;
  const short: string[] = [];
  for (const line of rest.slice(0, 2)) {
    if (countSpaceSeparatedParts(line) > 8 || /[.,;:]$/u.test(line.trim())) break;
    short.push(line);
  }
  return [first, ...short].join(', ');
}

/** A row short enough to be one of schooling, with no sentence in it (a header that took in a paragraph is none). */
function isSchoolingRow(row: string): boolean {
  return countSpaceSeparatedParts(row) <= 18 && !/\p{Ll}[.!?]\s+\p{Lu}/u.test(row);
}

/** Where a capitalised section heading interrupts a role's description, and the text before it on that line. */
function findSectionBreak(line: string): { before: string; kind: string; after: string } | undefined {
  // Only a line that ends on a colon (trailing spaces aside, as trimEnd and \s take the same characters) can end on a
  // heading: the lazy pattern tries every split of every other line.
  const trailing = line.trimEnd().endsWith(':') ? line.match(/^(.*?)\s*\b([A-Z][A-Z ]{3,40}):\s*$/) : null;
  const trailingHeading = trailing?.[2]
    ? readHeading(titleCaseFromCapitals(trailing[2].trim()), resumeHeadings)
    : undefined;
  if (trailingHeading) return { before: trailing?.[1]?.trim() ?? '', kind: trailingHeading.kind, after: '' };
  const leading = line.match(/^([A-Z]{4,}(?: [A-Z&]{2,}){0,2})\s+(?=\p{Lu}\p{Ll})/u);
  const leadingHeading = leading?.[1] ? readHeading(titleCaseFromCapitals(leading[1]), resumeHeadings) : undefined;
  if (leading && leadingHeading)
    return { before: '', kind: leadingHeading.kind, after: line.slice(leading[0].length).trim() };
  return undefined;
}

/** A line that opens on a degree's name: "Bachelor of Science in ...", "BSc (Hons) ...", "MBA, ...". */
// ("PhD Student | University of Montpellier", "PhD Researcher": an academic's post, no degree.)
const degreeLine =
  /^(?:(?:Bachelor|Master|Masters|Doctor)(?:['’]s)?\s+(?:of|in|degree)\b|B\.?(?:Sc|A|S|Eng|Com|Tech)\.?\s|M\.?(?:Sc|A|S|Eng|BA)\.?\s|MBA\b|Ph\.?D\b(?!\s+(?:Student|Candidate|Researcher|Fellow)\b)|Associate(?:['’]s)?\s+(?:of|in|degree)\b|High School Diploma\b|GED\b)/u;

/** A school's name: "California State University, Chico", "Kabarak University", "Leeds College of Building". */
const schoolName = /\b(?:University|College|School|Institute|Academy|Polytechnic|Universidad|Université|Hochschule)\b/u;

/** "08/2013-12/2015, Student, ASN, Nursing, Columbus Technical College, GPA: 3.20": schooling inside experience. */
function isEducationHeader(text: string): boolean {
  // "09/ 2002 - 07/ 2006   Grundschule Halfing", "Hochschule Rosenheim - Ausbildungsrichtung Mechatronik": a German
  // CV's rows of schooling among its jobs, each a school alone or with the course taken there ("Wirtschaftsinformatik
  // Techniker, SBSZ Bamberg": a state vocational school's course, no post).
  if (
    /^[^\p{L}]*(?:\d[\d/.\s–—-]*)?\s*(?:Grundschule|Volksschule|Hauptschule|Realschule|Gesamtschule|Gymnasium|Fachoberschule|Berufsoberschule|Berufsschule|FOS|BOS|Hochschule|Universität|Fachhochschule)\b/u.test(
      text,
    ) ||
    /\b(?:Gymnasium|Grundschule|Realschule|Fachschule|Technikerschule|Meisterschule|Schulzentrum|SBSZ|BSZ|BOS|FOS)\b|\bAusbildungsrichtung\b/u.test(
      text,
    ) ||
    // "Studium Materialdesign, Hochschule Hamm-Lippstadt", "Fachhochschulreife Technik", "Kurse STCW und ENG1": studies,
    // a school's leaving certificate, courses.
    /(?:^|[,|]\s*|\d\s+)(?:Studium|Fachhochschulreife|Fachgebundene Hochschulreife|Allgemeine Hochschulreife|Hochschulreife|Abitur|Fachabitur|Mittlere Reife|Realschulabschluss|Hauptschulabschluss|Kurse?|Lehrgang|Lehrgänge|Weiterbildung|Umschulung)\b/u.test(
      text,
    )
  )
    return true;
  // "Full-Stack Developer, WBS Coding School": the course a bootcamp trains for, taken there, no post ("Most recently, I
  // worked as a Full-Stack Developer at WBS Coding School"); one who teaches there holds a post.
  if (
    /\b(?:Coding School|Code School|Coding Bootcamp|Boot ?[Cc]amp)\b/u.test(text) &&
    !/\b(?:instructor|teacher|mentor|tutor|coach|teaching assistant|lecturer|trainer|manager|director)\b/iu.test(text)
  )
    return true;
  // "Student Teacher, Medford High School", "Student Nurse" and "Student Sales Worker" (at a university's store) are
  // posts held, not schooling; so is a doctoral student's post in an academic CV's experience ("PhD Student |
  // University of Montpellier").
  return (
    /\bGPA\b|\bstudent\b.*\b(?:college|university|school)\b/i.test(text) &&
    !/\bintern/i.test(text) &&
    !/\b(?:PhD|Ph\.D\.?|doctoral)\s+(?:student|candidate)\b/iu.test(text) &&
    !/\bstudent\s+(?:[\p{L}-]+\s+){0,2}?(?:teacher|nurse|midwife|paramedic|worker|assistant|advisor|adviser|ambassador|officer|representative|coordinator|counsellor|counselor|tutor|mentor|researcher|technician|clerk|associate|employee|staff|cashier|aide|manager|supervisor|leader|receptionist|caller|guide|attendant)\b/iu.test(
      text,
    )
  );
}
