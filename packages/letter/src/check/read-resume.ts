// The checker's own reading of a resume, independent of the composer's fact sheet (src/facts/): the person's name at
// the top, the section headings, each role's region (its heading lines and what stands under them), credentials and
// degrees with their status. It reads only what a check needs and prefers saying "not found" to guessing.

import { cleanDocument } from '../text/clean-document.ts';
import { withSideBySideColumnsApart } from '../text/side-by-side-columns.ts';
import { profileSiteBarWords } from '../text/site-chrome.ts';
import { countSpaceSeparatedParts } from '../text/sentences.ts';
import { joinScatteredFields } from '../text/join-scattered-fields.ts';
import { withMarkdownEntryHeaders } from '../text/markdown-entry-headers.ts';
import { splitInlineNumberedLists, unfoldRunOnText } from '../text/unfold-run-on.ts';
import {
  businessKindWords,
  looksLikeOrganisation,
  looksLikePlace,
  placeholderEmployerPattern,
  placeholderLocationPattern,
  isCityName,
} from '../vocabulary/places-and-organisations.ts';
import {
  credentialAcronyms,
  credentialWordPattern,
  readCredentialStatus,
  type CredentialStatus,
} from './credentials.ts';
import { isTitlePhrase, looksLikePersonName } from './names.ts';
import { withoutLegalForm } from './words.ts';
import { readDegreeKinds, readDegreeStatus, type DegreeKind, type DegreeStatus } from './degrees.ts';
import {
  isBulletLine,
  isDatedLine,
  isHeaderLikeLine,
  readResumeHeading,
  removeDates,
  type ResumeSectionKind,
} from './read-sections.ts';

export type ResumeLine = { text: string; index: number; section: ResumeSectionKind | 'top' };

/** One role as the resume lays it out: its heading lines (title, employer, dates) and the lines under them. */
export type RoleRegion = {
  header: string;
  employers: string[];
  titles: string[];
  /** Places the heading names ("Austin", "Boulder, CO"): never an employer. */
  places: string[];
  lines: string[];
  /** True when the region comes from facts the user confirmed rather than from the resume text. */
  confirmed: boolean;
};

export type CredentialEntry = { name: string; line: string; status: CredentialStatus; confirmed: boolean };
export type DegreeEntry = { kinds: DegreeKind[]; line: string; status: DegreeStatus; confirmed: boolean };

export type ResumeReading = {
  text: string;
  lines: ResumeLine[];
  /** The person's name as the top of the resume gives it, or undefined when it gives none. */
  name: string | undefined;
  /** The lines before the first section, where name, headline and contacts stand. */
  topLines: string[];
  /** Section headings as written. */
  headings: string[];
  regions: RoleRegion[];
  credentials: CredentialEntry[];
  degrees: DegreeEntry[];
};

/** "Jane Doe, RN, BSN" → "Jane Doe"; "Name: Jane Doe" → "Jane Doe". */
function nameCandidates(line: string): string[] {
  const nameLabel =
    /^(?:name|full name|vor- und nachname|nombre|nom|nome(?: e cognome)?|cognome e nome|curriculum vitae|cv|resume)\s*[:–—-]\s*/iu;
  // ("Name: Lukas Brandtner Diagnosetester: ODIS, XENTRY": a form's two columns run together, the next label and its
  // value after the name; "Führerschein Klasse B" had been read as the name further down.)
  const labelled = nameLabel.test(line);
  const withoutLabel = (labelled ? line.replace(/\s+\p{Lu}[\p{L}-]{2,}\s*:\s.*$/u, '').replace(nameLabel, '') : line)
    // A title before the name, a nickname in quotes, "(goes by ...)": none is part of the name written under a letter.
    .replace(/^(?:Mr|Mrs|Ms|Miss|Mx|Dr|Prof)\.?\s+(?=\p{Lu})/u, '')
    .replace(/\s*["“][^"”]{1,20}["”]/gu, '')
    .replace(/\s*\((?:goes by|known as)[^)]*\)/giu, '')
    // "Margaret (Maggie) Olufemi-Hart": the name she goes by, in brackets.
    // ("Ciara Ní Dhonnchadha (Donohoe)": at the line's end too, the same name in another spelling.)
    .replace(/\s+\((?!Hons\))\p{Lu}[\p{Ll}\p{Lu}]+\)(?=\s|$)/gu, '')
    // "Jean Sedik's Protfolio": a site's title, the person's name before its possessive.
    .replace(/(?<=\p{L}\s+\p{L}+)['’]s\s+\p{Lu}\p{Ll}+$/u, '');
  const segments = withoutLabel
    .split(/\s*[|•·–—]\s*|\s{2,}|\s-\s|\t/u)
    // "Lily Rong Vancouver, BC": a town and its province run on after the name, the gap between them lost.
    .map((segment) =>
      segment.replace(
        /(?<=\p{L}+\s+\p{L}+)\s+(\p{Lu}[\p{L}'’-]+),\s*([A-Z]{2,3})$/u,
        (whole, town: string, code: string) =>
          (isCityName(town) || looksLikePlace(town)) && looksLikePlace(code) ? '' : whole,
      ),
    )
    // "Divya Ramaswamy, BE, ISTQB-CTFL": letters after the name, two sets joined by a hyphen among them.
    .map((segment) => segment.replace(/,\s*(?:[\p{Lu}][\p{Lu}\p{Ll}.-]{1,12}(?:,\s*|\s+|$))+$/u, '').trim())
    // "Tomasz Wójcik-Hale, Registered Social Worker": the name before a title after its comma.
    .map((segment) => {
      const [before, after] = segment.split(/,\s+/u, 2);
      return before && after && isTitlePhrase(after) ? before : segment;
    })
    .filter((segment) => segment.length > 0);
  // "Amara Osei-Bonsu MPharm", "RAJESH KUMAR BEng (Hons) MSc GMICE": the name before the letters after it; "MAYA
  // CHEN-ALVAREZ Product / UX Designer": the words in capitals before a headline in mixed case.
  const shorter = segments.flatMap((segment) => {
    const beforeLetters =
      segment.match(/^(.+?)\s+(?:\(Hons\)|(?=[A-Za-z]*[a-z])[A-Z][a-z]?[A-Z][A-Za-z]{0,5})(?:\s+\S+)*$/u)?.[1] ??
      // Letters in capitals only after a name written in mixed case: "Chloe Hendry RVN".
      segment.match(/^(.*\p{Ll}.*?)\s+[A-Z]{2,5}(?:\s+\S+)*$/u)?.[1];
    const capitals = segment.match(/^((?:\p{Lu}[\p{Lu}'’-]+\s+){1,3}\p{Lu}[\p{Lu}'’-]+)\s+\p{Lu}\p{Ll}/u)?.[1];
    // "THANDIWE P. MOKOENA RN": a name in capitals, with an initial, before letters in capitals.
    const beforeCapitalLetters = segment.match(
      /^((?:\p{Lu}[\p{Lu}'’-]+\.?\s+|\p{Lu}\.\s+){1,3}\p{Lu}[\p{Lu}'’-]+)(?:\s+(?:RN|RGN|RMN|RVN|BSN|MSN|LPN|CNA|NP|BCur|MBA|PhD|BSc|MSc|BA|MA|BE|BEng|MEng))+$/u,
    )?.[1];
    return [beforeLetters, capitals, beforeCapitalLetters].filter(
      (candidate): candidate is string => candidate !== undefined,
    );
  });
  return [...segments, ...shorter];
}

/**
 * A side column's label that a PDF export prints before the name ("Contact", "Top Skills"): the lines under it, up to
 * a blank line, are its items ("Apache Spark"), never the person's name.
 */
const sideColumnLabel =
  /^(?:contact(?:\s+(?:info|information|details))?|top skills|key skills|skills|languages|certifications)$/iu;

/**
 * "Skip to main content" / "Home" / "My Network" / "Jobs" / "Messaging" / "Notifications" / "Me" / "For Business": the
 * bar of a site a profile page was copied from, above the name ("For Business" had been taken for it).
 */
const siteNavigation = new RegExp(
  String.raw`^(?:skip to (?:main )?content|home|menu|search|${profileSiteBarWords})$`,
  'iu',
);

/** The person's name at the top of the resume: within the first lines, before the first section. */
function readName(givenLines: ResumeLine[]): string | undefined {
  let inSideColumn = false;
  let laterPart: string | undefined;
  const lines = givenLines.filter((line) => !siteNavigation.test(line.text));
  for (const [position, line] of lines.slice(0, 8).entries()) {
    if (line.section !== 'top') break;
    if (sideColumnLabel.test(line.text)) inSideColumn = true;
    else if (line.text === '') inSideColumn = false;
    if (inSideColumn) continue;
    // "• Optimistic Thinking" under a list's label the checker does not know: an item of a list, never a name.
    if (/^[•*▪◦‣·-]\s/u.test(line.text)) continue;
    // "Pickled Peach | Davidson, NC" / "Kitchen Manager" / "02/2021 - 06/2022": a job's header, its employer first.
    const below = lines
      .slice(position + 1, position + 5)
      .map((next) => next.text)
      .filter((next) => next !== '')
      .slice(0, 2);
    if (/[|,]/u.test(line.text) && below.some((next) => isDateOnlyLine(next) && /[–—-]|\bto\b/iu.test(next))) continue;
    // "Investigadora UX sénior · Métodos mixtos · Research Ops" over the name: a headline, a post and what the person
    // does, whose later parts are no name ("Research Ops" had been taken for one). A name stands first on its line.
    const parts = line.text.split(/\s*[|•·]\s*/u);
    const headline = parts.length >= 3 && isTitlePhrase(parts[0] ?? '');
    for (const candidate of nameCandidates(line.text)) {
      if (!looksLikePersonName(candidate) || (headline && !(parts[0] ?? '').includes(candidate))) continue;
      // ("Recent Graduate – B.S. ... | Process Improvement | Excel & SQL" over "Kayla Nguyen-Whitfield": a later part
      // of a line of three or more is a name only where no line below is one.)
      if (parts.length >= 3 && !(parts[0] ?? '').includes(candidate)) {
        laterPart ??= candidate;
        continue;
      }
      return candidate;
    }
    // "dean harrow" atop a resume typed in lower case: the name, which a letter signs with its capitals.
    if (position === 0 && /^\p{Ll}+(?:[ '’-]\p{Ll}+){1,3}$/u.test(line.text)) {
      const capitalised = line.text.replace(
        /(^|[ '’-])(\p{Ll})/gu,
        (_match, before: string, letter: string) => `${before}${letter.toUpperCase()}`,
      );
      if (looksLikePersonName(capitalised)) return capitalised;
    }
  }
  return laterPart;
}

function readSectionedLines(text: string): { lines: ResumeLine[]; headings: string[] } {
  const lines: ResumeLine[] = [];
  const headings: string[] = [];
  let section: ResumeSectionKind | 'top' = 'top';
  for (const [index, raw] of text.split('\n').entries()) {
    const heading = readResumeHeading(raw);
    if (heading) {
      section = heading;
      headings.push(raw.trim().replace(/:.*$/, ''));
      const inline = raw.split(/:(.*)/s)[1]?.trim();
      if (inline) lines.push({ text: inline, index, section });
      continue;
    }
    lines.push({ text: raw.trim(), index, section });
  }
  return { lines, headings };
}

const separatorPattern = /\s*(?:[,|•·–—(){}[\]]|\s-\s|\s@\s|\s\/\s|\sat\s|\sbei\s|\sen\s|\schez\s|\t)\s*/u;

/** The employers and titles a role's heading lines name. */
function readHeaderNames(header: string): { employers: string[]; titles: string[]; places: string[] } {
  const employers: string[] = [];
  const titles: string[] = [];
  const places: string[] = [];
  // An anonymised role ("Company Name - City, State") names no employer: what stands beside the placeholder is the
  // title, whatever its words ("Sales", "Maintenance, Home Construction").
  const anonymised = placeholderEmployerPattern.test(header);
  const cleaned = removeDates(header)
    .replace(placeholderEmployerPattern, ' | ')
    .replace(placeholderLocationPattern, ' ')
    .replace(/#+/g, ' ');
  const segments = cleaned.split(separatorPattern).map((raw) => raw.replace(/^[-–—:.\s]+|[-–—:\s]+$/gu, ''));
  for (const [position, segment] of segments.entries()) {
    // "Austin, TX", "Menlo Park, USA": a city stands before a state or a country.
    const next = segments[position + 1] ?? '';
    // "Threadline Fashion, Nottingham city centre": a part of a town after a name is where the employer is, not a state
    // after a city.
    // "Ember & Ash, Collingwood VIC": a town with its state after a name is where the employer is; the name is no city.
    // ("Arrowline Buses — Coventry": a town after a name is where the employer is; only a state or a country after a
    // segment makes it a town.)
    const placeAfter =
      looksLikePlace(next) &&
      !isCityName(next) &&
      !/^\p{Lu}[\p{L}.' -]+[ ,]+[A-Z]{2,3}$/u.test(next.trim()) &&
      !/^(?:remote|hybrid|on-?site|home[- ]based)$/iu.test(next.trim()) &&
      !/\b(?:city|town)\s+cent(?:re|er)$/iu.test(next.trim());
    // "Store Manager, Fernhill Outdoor Supply, Beaverton OR": after the title, the first name no list of places knows
    // is the employer, and the place comes after it.
    const employerAfterTitle =
      !anonymised &&
      employers.length === 0 &&
      titles.length > 0 &&
      isTitlePhrase(segments[position - 1] ?? '') &&
      !looksLikePlace(segment) &&
      segment.split(' ').length >= 2;
    if (placeAfter && segment.split(' ').length <= 3 && !isTitlePhrase(segment) && !employerAfterTitle) {
      // "Greenfield Distribution Center, Columbus OH": a name that says it is an organisation is the employer.
      if (
        !/(?<![\p{L}])(?:inc|ltd|llc|gmbh|ag|plc|corp|group|hospital|university|school|bank)(?![\p{L}])/iu.test(
          segment,
        ) &&
        !looksLikeOrganisation(segment)
      ) {
        places.push(segment);
        continue;
      }
    }
    if (segment.length < 2 || !/^[\p{Lu}\p{N}]/u.test(segment) || segment.split(' ').length > 8) continue;
    // "Electrical Apprentice (1st year)", "Dental Hygienist (Temp)": a note in the heading's brackets says how or when
    // the post was held, never who employed the person (a correct held-out letter was flagged for crediting a line
    // to "1st year").
    if (
      // ("Occupational Therapist (Band 5, rotational)": the pay band too, which a letter's "two Band 5 OTs" names.)
      // ("Harvest Lane Markets · Full-time" / "Mar 2022 - Present · 4 yrs 10 mos": a profile page's kind of post and how
      // long it lasted, the label a correct letter's line had been flagged under.)
      /^(?:\d(?:st|nd|rd|th)\s+year|year\s+\d|casual|temp(?:orary)?|contract|seasonal|fixed[- ]term|locum|maternity cover|rotational|(?:band|grade|level|pay band)\s+\d+[a-z]?|\d+\s+(?:yrs?|years?|mos?|months?)(?:\s+\d+\s+(?:mos?|months?))?|less than a year|self-employed|freelance|internship|apprenticeship|permanent)$/iu.test(
        segment,
      )
    )
      continue;
    // "ABC Company, Inc.": a legal form on its own belongs to the name before it.
    if (/^(?:inc|llc|llp|ltd|limited|gmbh|ag|plc|co|corp|s\.?a|s\.?l|sarl|bv|nv)\.?$/iu.test(segment)) continue;
    if (
      looksLikePlace(segment) ||
      /^(?:remote|hybrid|on-?site|full[- ]time|part[- ]time|city|state|responsibilities|duties|achievements|key achievements|tasks|aufgaben|tätigkeiten|responsabilidades|funciones|missions)$/iu.test(
        segment,
      )
    )
      continue;
    // "Web, Graphics and Written Communications Consultant": a word before a list-shaped title is part of it.
    if (
      segment.split(' ').length === 1 &&
      isTitlePhrase(next) &&
      /(?<![\p{L}])(?:and|&|und|y|et)(?![\p{L}])/u.test(next)
    )
      continue;
    // "Severn Vale Consulting Engineers": a firm named after its trade in the plural is an employer, not a title.
    const pluralFirm =
      /\s\p{Lu}\p{Ll}+(?:ers|ors|ants|ists|ians|ects|eyors|ors)$/u.test(segment) && segment.split(' ').length >= 2;
    // "Belgrave Road Chemist (independent)": a business named after its trade, which the bracket says it is. The
    // heading was split at its brackets, so what the bracket said stands as the next part.
    const business = businessKindWords.test(next.trim()) && /^\p{Lu}/u.test(segment);
    if (business && !anonymised) {
      employers.push(segment);
      continue;
    }
    if (anonymised || (isTitlePhrase(segment) && !pluralFirm)) titles.push(segment);
    else {
      employers.push(segment);
      // "Horticola Mediterránea S.A." is "Horticola Mediterránea" in a letter.
      const bare = withoutLegalForm(segment);
      if (bare !== segment && bare.length >= 3) employers.push(bare);
    }
  }
  return { employers, titles, places };
}

/** A line that starts a role: a dated line, or an anonymised heading ("Main Chef Company Name - City, State"). */
function isRoleHeading(line: string): boolean {
  // "Geriatric Resource Nurse (GRN) certification 2003-2008.": a credential held for some years, not a role.
  if (
    /\b(?:certification|certificate|licen[cs]e|zertifikat|zertifizierung)\b/i.test(line) &&
    !placeholderEmployerPattern.test(line)
  )
    return false;
  // "- 11 written passenger commendations since 2020": a listed line that says how long something has held is about
  // the role above, never the heading of another.
  // ("• Team Leader since 2024 – appraisal conversations for 3 teachers": a dash after the year that opens words, not
  // a range of dates.)
  if (
    isBulletLine(line) &&
    /\b(?:since|seit|desde|depuis)\s+/iu.test(line) &&
    !/(?:19|20)\d{2}\s*(?:[-–—]|to\b|bis\b)\s*(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\w*\.?\s+)?(?:(?:19|20)\d{2}|present|current|now|today|date|heute)/iu.test(
      line,
    )
  )
    return false;
  // "- Eco-driving course 2022 – my fuel score went from ...": a listed line whose year a dash and a sentence in lower
  // case follow is a line about the role above.
  if (isBulletLine(line) && /(?:19|20)\d{2}\s*[-–—]\s+\p{Ll}{2,}\s+\p{Ll}/u.test(line)) return false;
  // "- Science subject lead 2019–2021: rewrote the KS1/KS2 progression map": a part held within the role, its years and
  // then, after a colon, what was done in it; a line about the role above, never another's heading.
  if (isBulletLine(line) && /(?:19|20)\d{2}\s*[-–—]\s*(?:(?:19|20)\d{2}|\d{2}|present|now)\s*:\s+\p{Ll}/iu.test(line))
    return false;
  // "Project #2 : Agent Commission Engine (Jul 2022 – Mar 2023)", "Duration : ...": a project's dates inside a post
  // (an Indian CV's project blocks), never a post of its own.
  if (/^\s*(?:Project\s*(?:#\s*)?\d*|Client|Duration|Campaña|Campaign)[\s|]*:/iu.test(line)) return false;
  // "(Parental leave: June 2021 – May 2022)" under a post's dates: leave taken within the job, whose lines go on below
  // (a held-out letter's lines of the job were called misplaced, as "under Parental leave").
  if (
    /^\s*\(\s*(?:parental|maternity|paternity|shared parental|family|sick|medical|carer['’]?s?)\s+leave\b[^()]*\)\s*$/iu.test(
      line,
    )
  )
    return false;
  // "Lagermitarbeiter, seit 01/2023 stellvertretender Vorarbeiter Wareneingang": the post held since a date within
  // the job above, no job of its own.
  if (/^[^,]{3,60},\s+(?:seit|since|desde|depuis)\s+(?:\d{1,2}[/.])?(?:19|20)\d{2}\s+\p{L}/u.test(line.trim()))
    return false;
  // "- Procesamiento de PCR de SARS-CoV-2 durante la pandemia (2020–2021).": a listed line of work done during a time,
  // ending as a sentence does, is a line of the role above.
  if (
    isBulletLine(line) &&
    /[.!]$/u.test(line.trim()) &&
    countSpaceSeparatedParts(line) >= 6 &&
    /\s(?:durante|during|pendant|während|throughout)\s/iu.test(line)
  )
    return false;
  // "Built a land-cover change analysis of the Mau Forest complex, 2000–2024, in Google Earth Engine (...)": a long
  // line that opens on a deed in the past, with the years it covers, is a line of the role above whose bullet a
  // word processor's symbol font lost, never a heading.
  if (
    countSpaceSeparatedParts(line) >= 12 &&
    /^\W*(?:\p{Lu}\p{Ll}+ed|Built|Led|Ran|Wrote|Made|Taught|Kept|Sold|Won|Cut|Set|Grew|Drove|Took|Held|Met|Gave|Brought|Began|Found)\s+(?:a|an|the|my|our|\d|\p{Ll})/u.test(
      line,
    )
  )
    return false;
  return isDatedLine(line) || (placeholderEmployerPattern.test(line) && isHeaderLikeLine(line));
}

/** A line that holds a date and nothing else a heading names ("April 2015", "06/2019 - Present"). */
function isDateOnlyLine(line: string): boolean {
  return (
    isDatedLine(line) &&
    removeDates(line)
      .replace(/\b(?:to|until|till|bis|hasta|present|current|now|today|heute|aktuell|since|from)\b/giu, '')
      .replace(/[^\p{L}\p{N}]/gu, '') === ''
  );
}

function isDateConnector(line: string): boolean {
  return /^(?:to|until|till|bis|hasta|au|à|-|–|—|present|current|now|today|heute|aktuell|actualidad|presente|aujourd['’]hui)$/iu.test(
    line.trim(),
  );
}

/**
 * Splits the experience sections into role regions. A role's heading is a cluster of short lines around a dated
 * line ("June 2020 – MERN Stack Developer, OpenAI", or "Charge Nurse — St. David's" above "03/2021 – Present");
 * everything up to the next cluster stands under it.
 */
function readRegions(lines: ResumeLine[]): RoleRegion[] {
  const hasExperience = lines.some((line) => line.section === 'experience');
  const inScope = (line: ResumeLine) =>
    hasExperience ? line.section === 'experience' : line.section === 'top' || line.section === 'other';
  const scoped = lines.filter(inScope);
  const clusterStarts: { start: number; end: number }[] = [];
  for (let position = 0; position < scoped.length; position += 1) {
    const line = scoped[position];
    if (!line || !isRoleHeading(line.text)) continue;
    // "• Helped the practice prepare for its CQC inspection (March" / "2026 – rated Good)": the end of a bracket the
    // line above opened, whose dates are the line's, never a post's heading.
    const above = scoped[position - 1]?.text ?? '';
    if (/\([^()]*$/u.test(above) && /^[^()]*\)/u.test(line.text)) continue;
    // "• Supervised two Band 5 OTs and six OT students from Cardiff" / a page break / "University (APPLE-accredited
    // practice educator since 2017).": the rest of a bullet left without its full stop, ending on one, is no heading.
    const textAbove = scoped
      .slice(0, position)
      .map((before) => before.text.trim())
      .findLast((text) => text !== '' && !/^(?:page\s+)?\d+\s*(?:of|\/)\s*\d+$/iu.test(text));
    if (
      textAbove !== undefined &&
      isBulletLine(textAbove) &&
      !/[.!?:;]$/u.test(textAbove) &&
      /\.$/u.test(line.text.trim())
    )
      continue;
    if (clusterStarts.some((cluster) => position >= cluster.start && position < cluster.end)) continue;
    let start = position;
    while (
      start > 0 &&
      position - start < 2 &&
      isHeaderLikeLine(scoped[start - 1]?.text ?? '') &&
      !isRoleHeading(scoped[start - 1]?.text ?? '') &&
      (scoped[start - 1]?.index ?? 0) === (scoped[start]?.index ?? 0) - 1
    )
      start -= 1;
    // Lines above belong to this heading only when the line before them is not a sentence running on.
    const previous = scoped[start - 1]?.text ?? '';
    // ("Harvest Lane Markets" over "Graphic Designer II" / "Harvest Lane Markets · Full-time" / its dates: a profile
    // page's employer on a short line of its own runs on into nothing.)
    if (
      start < position &&
      previous !== '' &&
      !/[.!?:]$/.test(previous) &&
      !isBulletLine(previous) &&
      !(isHeaderLikeLine(previous) && previous.split(/\s+/u).length <= 5)
    )
      start = position;
    // "April 2015" / "to" / "Current": a date written over several lines is one; then up to two heading lines.
    let end = position + 1;
    // Only a line of dates goes on the date: "2023–2024: Student, Cascade Code Academy" under "2024–present: Freelance
    // Web Developer" is the next role's heading.
    while (end < scoped.length && (isDateOnlyLine(scoped[end]?.text ?? '') || isDateConnector(scoped[end]?.text ?? '')))
      end += 1;
    for (let extra = 0; extra < 2 && end < scoped.length; extra += 1) {
      const text = scoped[end]?.text ?? '';
      // "Accountant II, 02/2017 to Current" / "Company Name – City, State": the second line belongs to the first.
      if (!isHeaderLikeLine(text) || isDatedLine(text)) break;
      end += 1;
    }
    clusterStarts.push({ start, end });
  }
  const regions: RoleRegion[] = [];
  for (const [order, cluster] of clusterStarts.entries()) {
    const next = clusterStarts[order + 1]?.start ?? scoped.length;
    const header = scoped
      .slice(cluster.start, cluster.end)
      .map((line) => line.text)
      .join(' | ');
    const { employers, titles, places } = readHeaderNames(header);
    regions.push({
      header,
      employers,
      titles,
      places,
      lines: scoped.slice(cluster.start, Math.max(next, cluster.end)).map((line) => line.text),
      confirmed: false,
    });
  }
  // "Ridgeline Distribution Co. — Memphis" / "Warehouse Lead" / its lines / "Forklift Operator" / its lines: a post
  // whose heading names no employer and no place, right after a post that names one, is held at that employer.
  for (const [order, region] of regions.entries()) {
    const previous = regions[order - 1];
    if (
      previous &&
      previous.employers.length > 0 &&
      region.employers.length === 0 &&
      region.places.length === 0 &&
      region.titles.length > 0 &&
      // Its heading holds nothing but its title and dates ("Main Chef Company Name - City, State" names a place).
      !/\p{L}{3,}/u.test(
        // The dates as the section reader knows them ("Ene. 2021 – Feb. 2024", "03/2019 – heute"), then what is left
        // of an English range ("Jul 2022 – Till Date").
        removeDates(region.titles.reduce((rest, title) => rest.split(title).join(' '), region.header)).replace(
          /\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\b|\b(?:to|present|current|now|till|date)\b/giu,
          ' ',
        ),
      )
    )
      region.employers = [...previous.employers];
  }
  withEmployerOverPosts(regions);
  withEmployerBlocks(regions);
  if (regions.length === 0 && hasExperience) {
    const body = scoped.map((line) => line.text).filter((line) => line !== '');
    const header = body.slice(0, 2).join(' | ');
    const { employers, titles, places } = readHeaderNames(header);
    regions.push({ header, employers, titles, places, lines: body, confirmed: false });
  }
  return regions;
}

/**
 * "| Alamo Precision Components LLC – San Antonio, TX | CNC Machinist | Mar 2023 – Present |" and the other posts in a
 * table, then "Alamo Precision Components LLC" over its lines and "Maquinados Industriales del Bajío" over its own: a
 * resume that dates its posts in a table and gives each employer's lines below it under the employer's name alone. Each
 * such block is the employer's region, with every post the table gives there (all the lines had stood under the
 * table's last row, and a letter that credited each line to its employer was flagged).
 */
function withEmployerBlocks(regions: RoleRegion[]): void {
  const fold = (text: string) => text.toLowerCase().replace(/\s+/gu, ' ').trim();
  const employerOf = (line: string): string | undefined => {
    const name = fold(line);
    if (name.length < 6 || /\d/u.test(line) || isBulletLine(line) || line.trim().split(/\s+/u).length > 8)
      return undefined;
    for (const region of regions)
      for (const employer of region.employers) if (fold(employer).startsWith(name)) return employer;
    return undefined;
  };
  const blocks: RoleRegion[] = [];
  for (const region of regions) {
    // (The region's own heading lines, first among its lines, name its employer already.)
    const headingLines = region.lines.findIndex((line) => !region.header.includes(line.trim()));
    const starts = region.lines.flatMap((line, index) => {
      if (index < headingLines || headingLines === -1) return [];
      const employer = employerOf(line);
      return employer === undefined ? [] : [{ index, employer }];
    });
    if (starts.length === 0) continue;
    const lines = region.lines;
    region.lines = lines.slice(0, starts[0]?.index ?? lines.length);
    for (const [order, start] of starts.entries()) {
      const atEmployer = regions.filter((other) => other.employers.includes(start.employer));
      blocks.push({
        header: lines[start.index]?.trim() ?? '',
        // (Every name the table's rows at that employer gave, as those rows' regions hold them.)
        employers: [...new Set([start.employer, ...atEmployer.flatMap((other) => other.employers)])],
        titles: [...new Set(atEmployer.flatMap((other) => other.titles))],
        places: [],
        lines: lines.slice(start.index, starts[order + 1]?.index ?? lines.length),
        confirmed: false,
      });
    }
  }
  regions.push(...blocks);
}

/** "Verizon Wireless 2010 to Present": a heading's name and the year its dates begin with, when it holds nothing else. */
function datedName(header: string): { name: string; year: number } | undefined {
  const first = header.split(' | ')[0] ?? '';
  const found = first.match(
    /^(\p{Lu}[^|]{1,80}?)\s+(?:(?:[Jj]an|[Ff]eb|[Mm]ar|[Aa]pr|[Mm]ay|[Jj]un|[Jj]ul|[Aa]ug|[Ss]ep|[Oo]ct|[Nn]ov|[Dd]ec)\p{L}{0,6}\.?\s+)?((?:19|20)\d{2})\b/u,
  );
  const name = found?.[1]?.trim();
  const year = Number(found?.[2]);
  if (
    !name ||
    Number.isNaN(year) ||
    removeDates(first)
      .replace(name, '')
      .replace(/\b(?:to|present|current|now)\b|[-–—\s]/giu, '') !== ''
  )
    return undefined;
  return { name, year };
}

/**
 * "Verizon Wireless 2010 to Present" over "Global Enterprise Advisor 2014 to Present", "Consumer Customer Service 2011 to
 * 2012" and more posts dated within its years: one employer's posts. Each post's heading is its title, held at that
 * employer (the headings had been read as employers of their own: "Consumer Customer Service").
 */
function withEmployerOverPosts(regions: RoleRegion[]): void {
  for (const [order, region] of regions.entries()) {
    const employer = datedName(region.header);
    if (!employer || region.titles.length > 0 || region.header.includes(' | ') || isTitlePhrase(employer.name))
      continue;
    const posts: { region: RoleRegion; title: string }[] = [];
    for (const later of regions.slice(order + 1)) {
      const post = datedName(later.header);
      if (!post || post.year < employer.year) break;
      posts.push({ region: later, title: post.name });
    }
    if (posts.length < 2) continue;
    region.employers = [employer.name];
    for (const { region: post, title } of posts) {
      post.titles = [title];
      post.employers = [employer.name];
    }
  }
}

/** Splits a list line ("BLS, ACLS, PALS") into items, keeping commas inside brackets. */
function splitItems(line: string): string[] {
  const items: string[] = [];
  let depth = 0;
  let current = '';
  for (const character of line) {
    if (character === '(' || character === '[') depth += 1;
    if (character === ')' || character === ']') depth = Math.max(0, depth - 1);
    if (depth === 0 && /[,;•|]/.test(character)) {
      items.push(current);
      current = '';
    } else current += character;
  }
  items.push(current);
  return items.map((item) => item.trim()).filter((item) => item.length > 1);
}

function mentionsCredential(line: string): boolean {
  if (credentialWordPattern.test(line)) return true;
  return line.split(/[^\p{L}\p{N}+-]+/u).some((word) => credentialAcronyms.has(word));
}

/**
 * Whether a line of dates alone under a credential ("May 2016 to May 2017") ended before this month: a licence or
 * certification held over those dates has run out. (A course's dates, "August 2017 to May 2019" under a degree, are
 * read with the degree, never as a credential's.)
 */
function ranOut(line: string, today: Date = new Date()): boolean {
  const period = line.match(
    /^\s*(?:[a-z]{3,9}\.?\s+)?(?:19|20)\d{2}\s+to\s+(?:([a-z]{3,9})\.?\s+)?((?:19|20)\d{2})\s*$/iu,
  );
  if (!period?.[2]) return false;
  const months = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
  const month = period[1] ? months.indexOf(period[1].slice(0, 3).toLowerCase()) + 1 || 12 : 12;
  const year = Number(period[2]);
  return year < today.getFullYear() || (year === today.getFullYear() && month < today.getMonth() + 1);
}

function readCredentials(lines: ResumeLine[]): CredentialEntry[] {
  const entries: CredentialEntry[] = [];
  for (const [position, line] of lines.entries()) {
    if (line.text === '') continue;
    const inSection = line.section === 'credentials';
    if (!inSection && !mentionsCredential(line.text)) continue;
    // A status may stand on the next line ("PMP" / "Expected 2026").
    const next = lines[position + 1]?.text ?? '';
    // ("Pennsylvania Dental Hygiene License" / "Application submitted September 2026 - pending", "Local Anesthesia
    // Permit" / "Planned - enrolling in ...": Indeed's line under a licence says how it stands.)
    // ("BLS for Healthcare Providers" / "January 2024 to January 2026": the dates it held good, which have run out.)
    // ("keep developing – I am currently working towards my" / "(registered Aug 2025)" / "radiography certificate.": the
    // end of a sentence, in small letters, that a two-column page set two lines below its start, which says how the
    // credential stands.)
    const sentenceStart = /^\p{Ll}/u.test(line.text.trim())
      ? [lines[position - 1]?.text ?? '', lines[position - 2]?.text ?? ''].find((above) =>
          /\b(?:working\s+towards?|studying\s+for|training\s+for|enrolled\s+(?:in|on)|booked\s+(?:on|onto))(?:\s+(?:my|the|a|an))?\s*$/iu.test(
            above,
          ),
        )
      : undefined;
    // ("NEBDN Certificate in Dental" / "Radiography – in progress,": a name a narrow column wrapped, its last word and
    // its status on the next line.)
    const wrapped =
      // (A name broken off: a short line with no comma, ending on a word of the name in capitals; the word below is a
      // word of the name, never an acronym of its own: "BLS ..., current" / "ACLS – in progress" are two.)
      readCredentialStatus(line.text) === 'held' &&
      !/,/u.test(line.text) &&
      line.text.trim().split(/\s+/u).length <= 6 &&
      /\s\p{Lu}[\p{Ll}-]+$/u.test(line.text.trim())
        ? next.match(
            /^\s*(\p{Lu}\p{Ll}[\p{L}-]*(?:\s+\p{L}[\p{L}-]*){0,2})\s*[–—-]\s*(?=(?:[Ii]n progress|[Ee]xpected|[Pp]lanned|[Pp]ending|[Bb]ooked|[Ss]tudying|[Uu]nder way|[Dd]ue|[Ee]nrolled|[Ee]xpired|[Ll]apsed)\b)/u,
          )?.[1]
        : undefined;
    const statusText = sentenceStart
      ? `${sentenceStart} ${line.text}`
      : wrapped !== undefined
        ? `${line.text} ${next}`
        : /^\(?(?:expected|planned|in progress|expires?|expired|voraussichtlich|geplant|pending|application\s+(?:submitted|lodged|made|pending)|enrolling|enrolled|scheduled|booked)\b/iu.test(
              next,
            )
          ? `${line.text} ${next}`
          : inSection && ranOut(next)
            ? `${line.text} (expired)`
            : line.text;
    // "BLS, ACLS, PALS" is a list; "PMP – in progress, exam booked for May 2026" is one credential with its status.
    const listed = splitItems(line.text);
    // "HR Advisor | Chartered MCIPD (working towards)" under the name: only the part that names a credential is one;
    // the title beside it is no credential in progress.
    const parts = line.text.split(/\s+[|•·]\s+/u);
    // "Forklift driver 8 yrs, counterbalance licence (RTITB) in date. reach truck course booked 14th jan.": sentences of
    // a line outside a list of credentials, each with its own status (read whole, the licence held was "planned").
    // (A quick writer's next sentence may begin in small letters.)
    const allSentences = !inSection && parts.length === 1 ? line.text.split(/(?<=[\p{Ll}\d)]{2})\.\s+/u) : [];
    // (A course booked is kept too: "reach truck course booked" makes a "reach truck licence" claimed as held a
    // planned one.)
    const sentences = allSentences.filter(
      (sentence) =>
        mentionsCredential(sentence) ||
        /\b(?:course|training|exam|test)\b[^.]*\b(?:booked|scheduled|planned)\b/iu.test(sentence),
    );
    const bySentence = allSentences.length > 1 && sentences.length > 0;
    const items =
      inSection && listed.every((item) => item.split(/\s+/).length <= 4)
        ? listed
        : !inSection && parts.length > 1
          ? parts.filter(mentionsCredential)
          : bySentence
            ? sentences
            : [wrapped !== undefined ? `${line.text.trim()} ${wrapped}` : line.text];
    for (const item of items) {
      const status =
        readCredentialStatus(item) !== 'held' || bySentence
          ? readCredentialStatus(item)
          : readCredentialStatus(statusText);
      entries.push({
        name: item.replace(/^[•*-]\s*/u, '').replace(/(?<=\p{Ll}{3})\.\s*$/u, ''),
        line: bySentence ? item : statusText,
        status,
        confirmed: false,
      });
    }
  }
  return entries;
}

/** Degrees as the resume lists them: in its education section, or on short lines that read as a degree entry. */
function readDegrees(lines: ResumeLine[]): DegreeEntry[] {
  const entries: DegreeEntry[] = [];
  for (const [position, line] of lines.entries()) {
    const listed = line.section === 'education' || line.section === 'credentials';
    if (!listed && line.text.split(/\s+/).length > 20) continue;
    const kinds = readDegreeKinds(line.text).filter(
      (kind) => listed || kind !== 'school' || /diploma|GED|graduat|abitur/iu.test(line.text),
    );
    if (kinds.length === 0) continue;
    const next = lines[position + 1]?.text ?? '';
    const context =
      next.split(/\s+/).length <= 8 && readDegreeKinds(next).length === 0 ? `${line.text} ${next}` : line.text;
    const status =
      readDegreeStatus(line.text) !== 'completed' ? readDegreeStatus(line.text) : readDegreeStatus(context);
    entries.push({ kinds, line: context, status, confirmed: false });
  }
  return entries;
}

/** Reads a pasted resume the checker's own way. */
export function readResumeForCheck(raw: string): ResumeReading {
  // A resume pasted as one line is read with its breaks put back, as the fact sheet reads it: "Manager/ProducerJuly
  // 2017" is the title "Manager/Producer" and a date (unfold-run-on.ts).
  // (A page's two columns laid side by side are read one after the other, as the text utilities part them for the fact
  // sheet: read across, a technician's jobs ran into his certificates, and a correct line was flagged.)
  const text = splitInlineNumberedLists(
    unfoldRunOnText(joinScatteredFields(cleanDocument(withMarkdownEntryHeaders(withSideBySideColumnsApart(raw))))),
  );
  const { lines, headings } = readSectionedLines(text);
  return {
    text,
    lines,
    name: readName(lines),
    topLines: lines.filter((line) => line.section === 'top' && line.text !== '').map((line) => line.text),
    headings,
    regions: readRegions(lines),
    credentials: readCredentials(lines),
    degrees: readDegrees(lines),
  };
}
