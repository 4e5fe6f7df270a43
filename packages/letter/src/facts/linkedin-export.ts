// LinkedIn's "Save to PDF" export, pasted as text, lays a job out on lines of their own: the employer, the title, the
// dates with how long they lasted ("March 2021 - August 2023 (2 years 6 months)"), the place, then what the person
// did. Several posts at one employer share its line, which is followed by the time spent there in all ("3 years 10
// months"). Read line by line as any resume, the place after the dates ("Clonmara, County Galway, Ireland") was taken
// for the employer. These lines are rewritten as the one-line headers the role reader knows ("Title | Employer |
// Place | Dates"), so that every reader downstream sees a job the usual way.

import { endsLikeSentence } from '../text/sentences.ts';

const monthName =
  '(?:January|February|March|April|May|June|July|August|September|October|November|December|Januar|Februar|März|Mai|Juni|Juli|Oktober|Dezember)';
const point = `(?:${monthName}\\s+)?(?:19|20)\\d{2}`;
/** "(2 years 6 months)", "(1 year)", "(5 months)", "(less than a year)": how long a post lasted, as LinkedIn adds it. */
const lasted =
  '\\((?:less than a year|weniger als ein Jahr|\\d+\\s+(?:years?|Jahre?|months?|Monate?)(?:\\s+\\d+\\s+(?:months?|Monate?))?)\\)';
/** A post's dates as LinkedIn writes them, on a line of their own. */
const postDates = new RegExp(`^(${point}\\s+-\\s+(?:${point}|Present|Heute))\\s*${lasted}$`, 'u');
/** "3 years 10 months" under an employer with several posts: the time spent there in all. */
const timeThere = /^(?:\d+\s+(?:years?|Jahre?))?(?:\s*\d+\s+(?:months?|Monate?))?$/u;
/** "Clonmara, County Galway, Ireland", "Greater Dublin Area", "Remote": where the post was. */
const placeLine = /^(?:[\p{Lu}][\p{L}.'’ -]*(?:,\s*[\p{Lu}][\p{L}.'’ -]*){1,3}|[\p{L} ]*\bArea|Remote|Hybrid)$/u;
/**
 * "5-25 Scurfield Blvd, Winnipeg, MB R3Y 1G4": a street address where a profile names the place of a post; the letter
 * names the town, so the house number, the street and the postcode go.
 */
const streetAddressLine =
  /^\d[\d/-]*[A-Za-z]?\s+(?:[\p{Lu}\d][\p{L}\d.'’-]*\s+){0,4}(?:St|Street|Rd|Road|Ave|Avenue|Blvd|Boulevard|Hwy|Highway|Dr|Drive|Cres|Crescent|Ln|Lane|Way|Pl|Place|Ct|Court|Pkwy|Parkway|Terrace|Sq|Square)\.?((?:,\s*[\p{Lu}][\p{L}\d.'’ -]*){1,3})$/u;
const postcode = /\s+(?:[A-Z]\d[A-Z]\s?\d[A-Z]\d|\d{5}(?:-\d{4})?|[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2})(?=,|$)/gu;

/** The town of a post's place line, or of a street address in its stead. */
function placeOf(line: string | undefined): string | undefined {
  const text = line ?? '';
  if (placeLine.test(text)) return text;
  const towns = text.match(streetAddressLine)?.[1];
  return towns === undefined ? undefined : towns.replace(postcode, '').replace(/^,\s*/u, '').trim() || undefined;
}

/**
 * "Team Leader – Goods In", "Bénévole – accueil des participants": a post with its area after a dash, as a profile writes it. In the one-line header the role
 * reader reads a dash as parting the title from the employer ("Goods In" was taken for one, and the employer named
 * on the line before was lost), so the area goes in brackets: "Team Leader (Goods In)".
 */
function titleForHeader(title: string): string {
  const area = title.match(/^([^–—|]+?)\s+[–—-]\s+(\p{L}[\p{L}&'’/-]*(?:\s+[\p{L}&'’/-]+){0,3})$/u);
  return area?.[1] && area[2] ? `${area[1]} (${area[2]})` : title;
}

/**
 * LinkedIn's label for time away from work, which is no job: where the export or the page names an employer ("Career
 * Break", "Pause de carrière", "Pausa profesional", "Berufliche Auszeit"), with the page's kind of break above it ("Full-time
 * parenting", "Congé parental") and its dates below.
 */
const careerBreak = /^(?:career break|pause de carrière|pausa profesional|berufliche auszeit|karrierepause)$/iu;

/** True when the lines hold at least two posts dated the way LinkedIn's export dates them. */
export function isLinkedInExport(lines: readonly string[]): boolean {
  return lines.filter((line) => postDates.test(line.trim())).length >= 2;
}

/** How a block of text stands: a name on a short line of its own, not a sentence that ends a description. */
function isNameLine(line: string): boolean {
  const words = line.trim().split(/\s+/u);
  // ("Sahyadri Fintech Pvt. Ltd.": a legal form's point ends a name, no sentence.)
  return words.length <= 8 && !endsLikeSentence(line) && /^[\p{Lu}\p{N}]/u.test(line.trim());
}

/**
 * LinkedIn's profile page copied as text lays a post out otherwise: the title, then "Employer · Full-time", then
 * "Jan 2021 - Present · 4 yrs 11 mos", then "Birmingham, England, United Kingdom · Hybrid".
 */
// ("ene. 2022 - actualidad · 3 años 7 meses", "sept. 2019 - févr. 2021 · 1 an 6 mois": the same page in Spanish,
// French or German, its months shortened with a point.)
const webMonth =
  '(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec|ene|abr|ago|dic|janv|févr|mars|avr|mai|juin|juil|août|déc|März|Okt|Dez|Juni|Juli)\\.?';
const webPoint = `(?:${webMonth}\\s+)?(?:19|20)\\d{2}`;
const webPresent = "(?:Present|actualidad|la actualidad|aujourd['’]hui|heute)";
const webPostDates = new RegExp(
  `^(${webPoint}\\s+-\\s+(?:${webPoint}|${webPresent}))\\s*·\\s*(?:\\d+\\s+\\p{L}+\\.?)?(?:\\s*\\d+\\s+\\p{L}+\\.?)?$`,
  'iu',
);
/** The kinds of post LinkedIn names after an employer's dot or on a line of their own. */
const postKinds =
  'Full-time|Part-time|Self-employed|Freelance|Contract|Internship|Apprenticeship|Seasonal|Temporary|Permanent';

/** The same kinds as the other languages of the phrasebooks (and English without its hyphens) write them. */
const postKindsOfOtherLanguages =
  'Full time|Part time|Self employed|CDI|CDD|Stage|Alternance|Contrat en alternance|Intérim|Indépendante?|Temps (?:plein|partiel)|Tiempo (?:completo|parcial)|Autónomo|Prácticas|Vollzeit|Teilzeit|Praktikum|Werkstudent(?:in)?|Selbstständig|Freiberuflich|Befristet|Unbefristet';

/** "Bramwell Hurst LLP · Full-time", "Azahar Hoteles · Jornada completa": the employer, then the kind of post. */
const employmentKind = new RegExp(
  `\\s+·\\s+(?:${postKinds}|Volunteer|Bénévolat|Voluntariado|Ehrenamt(?:lich)?|${postKindsOfOtherLanguages}|Jornada completa|Jornada parcial|Media jornada|Contrato temporal|Contrato indefinido)$`,
  'iu',
);

/**
 * "Otta Agency · CDI", "JOST HOTEL · Freelance", "Bramwell LLP · Full-time": how a post was held, after the employer's
 * dot, in the languages of the phrasebooks and in any case, as any resume copied from a profile page writes it.
 */
export const employmentKindAfterDot = new RegExp(
  `(?<=\\S)\\s+·\\s+(?:${postKinds}|${postKindsOfOtherLanguages})\\s*$`,
  'iu',
);

/** "Full-time", "Internship → Full-time": the kind of an employer's one post, on a line of its own. */
const bareEmploymentKind = new RegExp(
  `^(?:${postKinds})(?:\\s*(?:→|->)\\s*(?:Full-time|Part-time|Contract|Permanent))?$`,
  'u',
);

/** "Full-time · 4 yrs 3 mos", "4 yrs 3 mos": a group's time at its employer, under the employer's name. */
const groupTime = new RegExp(
  `^(?:(?:${postKinds})\\s*·\\s*)?\\d+\\s+yrs?(?:\\s+\\d+\\s+mos?)?$|^(?:Full-time|Part-time)\\s*·\\s*\\d+\\s+mos?$`,
  'u',
);

/** "Birmingham, England, United Kingdom · Hybrid" under a post's dates: the place, without how the work is done. */
function pagePlace(line: string | undefined): string | undefined {
  const text = (line ?? '').replace(
    /\s+·\s+(?:Hybrid|Remote|On-site|Presencial|En remoto|Híbrido|Sur site|Sur place|À distance|Hybride|Vor Ort|Hybrides Arbeiten)$/iu,
    '',
  );
  return placeLine.test(text) ? text : undefined;
}

/** A town of one to three capitalised words, a dot, then at least four words of what the person did. */
const placeBeforeDeeds = /^(\p{Lu}[\p{L}'’-]+(?:[ ,]+\p{Lu}[\p{L}'’-]+){0,2})\s+·\s+(\p{Lu}\S*(?:\s+\S+){3,}.*)$/u;

/** The causes LinkedIn files a volunteer post under, on the line after its dates. */
const volunteerCause =
  /^(?:Animal Welfare|Arts and Culture|Children|Civil Rights and Social Action|Disaster and Humanitarian Relief|Economic Empowerment|Education|Environment|Health|Human Rights|Politics|Poverty Alleviation|Science and Technology|Social Services|Veteran Support)$/u;

function rewriteLinkedInPagePosts(lines: readonly string[], trimmed: string[]): string[] {
  const headers = new Map<number, string>();
  const headerLines = new Set<number>();
  /** The kind of a break, told as the first line under its header. */
  const breakKinds = new Map<number, string>();
  /** What the person did, where a post's place line goes on with it. */
  const deedsAfterPlace = new Map<number, string>();
  // "Northwind Financial" / "Full-time · 4 yrs 3 mos" / "St Paul, Minnesota" over its posts ("UX Researcher II" /
  // "Jan 2019 - Feb 2021 · 2 yrs 2 mos"): the employer of each post under it.
  let groupEmployer: string | undefined;
  for (const [index, line] of trimmed.entries()) {
    if (groupTime.test(line) && index >= 1 && isNameLine(trimmed[index - 1] ?? '')) {
      groupEmployer = trimmed[index - 1];
      headerLines.add(index - 1).add(index);
      // ("Daventry, England, United Kingdom · On-site": the place with how the work is done.)
      if (pagePlace(trimmed[index + 1]) !== undefined) headerLines.add(index + 1);
      continue;
    }
    const dates = line.match(webPostDates)?.[1];
    // "Congé parental" / "Pause de carrière" / "sept. 2020 - déc. 2021 · 1 an 4 mois": a break, never a post. Its header
    // says so in the page's own words with its dates, and its kind goes under it, with what the person did then: left
    // as they were, its kind had ended the job above, and "sept." had been read as a sentence's end.
    if (dates !== undefined && index >= 2 && careerBreak.test(trimmed[index - 1] ?? '')) {
      groupEmployer = undefined;
      headers.set(index - 2, `${trimmed[index - 1]} | ${dates}`);
      if (trimmed[index - 2] !== '') breakKinds.set(index - 2, trimmed[index - 2] ?? '');
      headerLines.add(index - 1).add(index);
      continue;
    }
    // "Career Break" / "Caregiving" / "Aug 2015 - Jun 2016 · 11 mos": the label over its kind, as the English page sets
    // them (its kind had been read as an employer of the posts above, "Caregiving, Harrow & Finch Home Stores").
    if (
      dates !== undefined &&
      index >= 2 &&
      careerBreak.test(trimmed[index - 2] ?? '') &&
      isNameLine(trimmed[index - 1] ?? '')
    ) {
      groupEmployer = undefined;
      headers.set(index - 2, `${trimmed[index - 2]} | ${dates}`);
      breakKinds.set(index - 2, trimmed[index - 1] ?? '');
      headerLines.add(index - 1).add(index);
      continue;
    }
    // "Volunteer Designer" / "Mid-Ohio Food Collective" / "Oct 2021 - Present · 5 yrs 3 mos" / "Social Services": a
    // volunteer post, its organisation, its dates and the cause LinkedIn files it under, which is no employer ("At
    // Social Services, where I have volunteered ..." before).
    if (
      dates !== undefined &&
      index >= 2 &&
      volunteerCause.test(trimmed[index + 1] ?? '') &&
      isNameLine(trimmed[index - 1] ?? '') &&
      isNameLine(trimmed[index - 2] ?? '')
    ) {
      groupEmployer = undefined;
      headers.set(index - 2, [trimmed[index - 2], trimmed[index - 1], dates].join(' | '));
      headerLines
        .add(index - 1)
        .add(index)
        .add(index + 1);
      continue;
    }
    // "Sylhet Tea Exports Ltd" / "Full-time" / "Apr 2019 - Mar 2021 · 2 yrs" / "Sylhet, Bangladesh" / "Network &
    // Systems Engineer": an employer of one post, its kind on a line of its own, the title below the dates and place.
    if (
      dates !== undefined &&
      bareEmploymentKind.test(trimmed[index - 1] ?? '') &&
      isNameLine(trimmed[index - 2] ?? '')
    ) {
      const place = pagePlace(trimmed[index + 1]);
      let titleAt = place === undefined ? index + 1 : index + 2;
      while (trimmed[titleAt] === '') titleAt += 1;
      const title = trimmed[titleAt] ?? '';
      groupEmployer = undefined;
      if (isNameLine(title) && !webPostDates.test(title)) {
        headers.set(titleAt, [title, trimmed[index - 2], place, dates].filter(Boolean).join(' | '));
        headerLines
          .add(index - 2)
          .add(index - 1)
          .add(index);
        if (place !== undefined) headerLines.add(index + 1);
      }
      continue;
    }
    const employerLine = trimmed[index - 1] ?? '';
    const title = trimmed[index - 2] ?? '';
    if (dates !== undefined && index >= 1 && !employmentKind.test(employerLine) && groupEmployer !== undefined) {
      if (isNameLine(employerLine)) {
        headers.set(index - 1, [titleForHeader(employerLine), groupEmployer, dates].join(' | '));
        headerLines.add(index);
      }
      continue;
    }
    if (dates !== undefined) groupEmployer = undefined;
    if (dates === undefined || index < 2 || !employmentKind.test(employerLine) || !isNameLine(title)) continue;
    let place = pagePlace(trimmed[index + 1]);
    // "Aix-en-Provence · Chaque année, coordination de l'accueil ...": the place, then what the person did, on one line.
    const placeAndDeeds = place === undefined ? trimmed[index + 1]?.match(placeBeforeDeeds) : undefined;
    if (placeAndDeeds?.[1] !== undefined && placeAndDeeds[2] !== undefined) {
      place = placeAndDeeds[1];
      deedsAfterPlace.set(index + 1, placeAndDeeds[2]);
    }
    headers.set(
      index - 2,
      [titleForHeader(title), employerLine.replace(employmentKind, ''), place, dates].filter(Boolean).join(' | '),
    );
    headerLines.add(index - 1).add(index);
    if (place !== undefined && !deedsAfterPlace.has(index + 1)) headerLines.add(index + 1);
  }
  const rewritten: string[] = [];
  for (const [index, line] of lines.entries()) {
    const deeds = deedsAfterPlace.get(index);
    if (deeds !== undefined) {
      rewritten.push(deeds);
      continue;
    }
    const header = headers.get(index);
    const breakKind = breakKinds.get(index);
    if (header !== undefined) rewritten.push('', header, ...(breakKind === undefined ? [] : [breakKind]));
    // ("Northwind Financial logo" and "Survey Design, A/B Testing and +2 skills" are the page's pictures and tags.)
    else if (
      !headerLines.has(index) &&
      !/^Show all \d+ experiences/u.test(trimmed[index] ?? '') &&
      // ("Logotipo de Azahar Hoteles", "Logo de ...", "Aptitudes: ... y +3 aptitudes": the same in Spanish and French.)
      !/\slogo$|^(?:Logotipo|Logo) de\s|\+\d+\s+(?:skills?|aptitudes?|compétences?|Kenntnisse)$/iu.test(
        trimmed[index] ?? '',
      )
    )
      rewritten.push(line);
  }
  return rewritten;
}

/**
 * The experience section's lines with each LinkedIn post rewritten as one header line, its description after it;
 * lines of any other layout come back as they were.
 */
export function rewriteLinkedInPosts(lines: readonly string[]): string[] {
  const trimmed = lines.map((line) => line.trim());
  const webDated = trimmed.filter((line) => webPostDates.test(line));
  // (A section of one post, "Volunteer Experience", is the page's too where its dates carry the time LinkedIn adds,
  // "Oct 2021 - Present · 5 yrs 3 mos".)
  if (webDated.length >= 2 || (webDated.length === 1 && /·\s*\d+\s+\p{L}+/u.test(webDated[0] ?? '')))
    return rewriteLinkedInPagePosts(lines, trimmed);
  if (!isLinkedInExport(trimmed)) return [...lines];
  const dated = trimmed.flatMap((line, index) => (postDates.test(line) ? [index] : []));
  // Which lines are a post's header (title, employer, time there, dates, place): not part of any description.
  const headerLines = new Set<number>();
  const headers = new Map<number, string>();
  let employer: string | undefined;
  // The line above another, past blank lines: a PDF's text may set the employer's total time apart from its posts.
  const filledAbove = (index: number) => {
    let above = index - 1;
    while (above >= 0 && trimmed[above] === '') above -= 1;
    return above;
  };
  for (const index of dated) {
    const title = trimmed[index - 1] ?? '';
    const before = trimmed[index - 2] ?? '';
    const beforeThat = trimmed[index - 3] ?? '';
    headerLines.add(index).add(index - 1);
    const timeAt = filledAbove(index - 1);
    const groupAt = filledAbove(timeAt);
    // "Brightwater Hotels Group" / "3 years 10 months" / "Marketing Coordinator": an employer of several posts.
    if (index >= 3 && before !== '' && timeThere.test(before) && isNameLine(beforeThat)) {
      employer = beforeThat;
      headerLines.add(index - 2).add(index - 3);
    } else if (
      groupAt >= 0 &&
      timeAt >= 0 &&
      /\d/u.test(trimmed[timeAt] ?? '') &&
      timeThere.test(trimmed[timeAt] ?? '') &&
      isNameLine(trimmed[groupAt] ?? '')
    ) {
      employer = trimmed[groupAt];
      headerLines.add(timeAt).add(groupAt);
    } else if (
      index >= 2 &&
      isNameLine(before) &&
      // "4 years 2 months": the time at an employer, never its name.
      !timeThere.test(before) &&
      // The last line of the post before, when it is that post's place, is no employer.
      !(dated.includes(index - 3) && placeLine.test(before)) &&
      !dated.includes(index - 2)
    ) {
      employer = before;
      headerLines.add(index - 2);
    } else if (index < 2) employer = undefined;
    const place = placeOf(trimmed[index + 1]);
    if (place !== undefined) headerLines.add(index + 1);
    const dates = trimmed[index]?.match(postDates)?.[1] ?? '';
    if (employer !== undefined && careerBreak.test(employer)) {
      headers.set(index, '');
      continue;
    }
    headers.set(index, [title, employer, place, dates].filter((part) => part !== undefined && part !== '').join(' | '));
  }
  const rewritten: string[] = [];
  let inBreak = false;
  for (const [index, line] of lines.entries()) {
    const header = headers.get(index);
    if (header !== undefined) {
      // A career break's lines ("Full-time carer for a family member") belong to no job.
      inBreak = header === '';
      if (!inBreak) rewritten.push('', header);
      continue;
    }
    if (headerLines.has(index)) continue;
    // Lines before the first post (the section's own) stay; a career break's description goes.
    if (inBreak && index > (dated[0] ?? 0)) continue;
    rewritten.push(line);
  }
  return rewritten;
}
