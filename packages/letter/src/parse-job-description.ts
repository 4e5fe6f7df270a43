// Reads a job ad as people paste it (plain text, Markdown or HTML; English or German): the role, the company, what
// is required and what is only nice to have, and the numbers that belong to the ad rather than to the applicant.

import { removeInstructionSentences } from './detect-instructions.ts';
import {
  buildHeadingDictionary,
  isBulletLine,
  isPageMarker,
  readHeading,
  splitIntoSections,
  stripBullet,
} from './find-sections.ts';
import { roleWordPattern } from './parse-resume.ts';
import {
  detectLanguage,
  findNumbers,
  normalizeText,
  splitSentences,
  type LetterLanguage,
  type NumberMention,
  escapeRegExp,
} from './normalize-text.ts';
import { canonicalSkillName, listSkillNames } from './skill-vocabulary.ts';

export type JobSectionKind =
  'requirements' | 'niceToHave' | 'responsibilities' | 'about' | 'benefits' | 'apply' | 'description';

/** One requirement of the ad, as written, with the skills it names. */
export type JobRequirement = {
  text: string;
  kind: 'must' | 'nice';
  skills: string[];
  yearsRequired?: number;
};

export type ParsedJobDescription = {
  /** The role, without notes such as "(m/w/d)" or "(5+ Years of Experience)". */
  title?: string;
  company?: string;
  language: LetterLanguage;
  mustHaves: JobRequirement[];
  niceToHaves: JobRequirement[];
  responsibilities: string[];
  /** Every skill the ad names. */
  skills: string[];
  /** Years of experience the ad asks for, when it says. */
  yearsRequired?: number;
  /** The salary as written, when the ad states one. */
  salary?: string;
  /** Every number written in the ad: these belong to the ad, never to the applicant. */
  numbers: NumberMention[];
  /** Dates written in the ad (start dates, deadlines). */
  dates: string[];
  cleanText: string;
  ignoredInstructions: string[];
};

const jobHeadings = buildHeadingDictionary<JobSectionKind>({
  requirements: [
    'requirements',
    'required',
    'required qualifications',
    'minimum qualifications',
    'basic qualifications',
    'qualifications',
    'required skills',
    'skills',
    'skills and experience',
    'skills & experience',
    'what you bring',
    "what you'll bring",
    'what you will bring',
    "what you'll need",
    'what you need',
    'what we are looking for',
    "what we're looking for",
    'who you are',
    'you have',
    'you bring',
    'about you',
    'profile',
    'candidate profile',
    'must have',
    'must haves',
    'must-have',
    'must-haves',
    'must have skills',
    'requirements and qualifications',
    'the ideal candidate',
    'ideal candidate',
    'key requirements',
    'anforderungen',
    'profil',
    'dein profil',
    'ihr profil',
    'was du mitbringst',
    'was sie mitbringen',
    'das bringst du mit',
    'das bringen sie mit',
    'muss kriterien',
    'musskriterien',
    'voraussetzungen',
    'qualifikationen',
    'deine qualifikationen',
    'ihre qualifikationen',
    'anforderungsprofil',
    'wen wir suchen',
    'was wir erwarten',
  ],
  niceToHave: [
    'nice to have',
    'nice to haves',
    'nice-to-have',
    'preferred',
    'preferred qualifications',
    'preferred skills',
    'bonus',
    'bonus points',
    'pluses',
    'plus',
    'desirable',
    'desired',
    'good to have',
    "it's a plus",
    'it is a plus',
    'extra credit',
    'optional',
    'wünschenswert',
    'von vorteil',
    'pluspunkte',
    'kann kriterien',
    'wünschenswerte qualifikationen',
    'idealerweise',
  ],
  responsibilities: [
    'responsibilities',
    'key responsibilities',
    'duties',
    'your role',
    'the role',
    'role',
    "what you'll do",
    'what you will do',
    'what you do',
    'your tasks',
    'tasks',
    'your mission',
    'in this role',
    'job responsibilities',
    'day to day',
    'aufgaben',
    'deine aufgaben',
    'ihre aufgaben',
    'tätigkeiten',
    'das erwartet dich',
    'das erwartet sie',
    'was dich erwartet',
    'was sie erwartet',
    'deine rolle',
    'ihre rolle',
    'aufgabenbereich',
    'verantwortlichkeiten',
  ],
  about: [
    'about us',
    'about the company',
    'company',
    'who we are',
    'our company',
    'our mission',
    'about',
    'über uns',
    'unternehmensprofil',
    'wer wir sind',
    'das unternehmen',
    'unternehmen',
  ],
  benefits: [
    'benefits',
    'we offer',
    'what we offer',
    'perks',
    'compensation',
    'compensation and benefits',
    'salary',
    'why join us',
    'wir bieten',
    'was wir bieten',
    'benefits und vorteile',
    'unser angebot',
    'deine vorteile',
    'ihre vorteile',
    'gehalt',
  ],
  apply: ['how to apply', 'application', 'apply', 'bewerbung', 'so bewirbst du dich', 'kontakt', 'contact'],
  description: [
    'job description',
    'description',
    'the job',
    'overview',
    'position overview',
    'stellenbeschreibung',
    'die stelle',
  ],
});

const niceMarkerPattern =
  /\b(?:preferred|is a plus|a plus|nice to have|nice-to-have|bonus|desirable|ideally|would be great|is an advantage|advantageous|not required|optional|von vorteil|wünschenswert|idealerweise|ein plus|pluspunkt|gerne gesehen)\b/i;

/** Notes that follow a title but are not part of it: gender markers, experience notes, work mode. */
function cleanTitle(title: string): string {
  return (
    title
      // "Pflegefachkraft für unsere Innere Medizin", "Engineer for our payments team": the unit, not the role.
      .replace(/\s+(?:für|for)\s+(?:unsere?[nmrs]?|our|the|das|die|den)\s.*$/i, '')
      .replace(
        /\((?:[mwfdx]\s*\/\s*){1,3}[mwfdx]\)|\((?:all genders?|alle geschlechter|gn|w\/m\/d|m\/w\/d|f\/m\/d)\)|\*in\b|:in\b/gi,
        '',
      )
      .replace(
        /\([^)]*\b(?:years?|jahre|experience|erfahrung|remote|hybrid|on-?site|vollzeit|teilzeit|full[- ]time|part[- ]time)\b[^)]*\)?/gi,
        '',
      )
      .replace(/\(\s*[^)]*$/, '')
      .replace(/\s*[-–—|,]\s*(?:remote|hybrid|on-?site|vollzeit|teilzeit|full[- ]time|part[- ]time)\b.*$/i, '')
      .replace(/\s+/g, ' ')
      .replace(/^[\s:–—-]+|[\s:,.–—-]+$/g, '')
      .trim()
  );
}

const titleLabelPattern =
  /^(?:job description|job title|position|role|title|stellenbeschreibung|stellenanzeige|stelle|jobtitel|job|we(?:'re| are) hiring)\s*[:–—-]\s*(.+)$/i;
const seekingPattern =
  /\b(?:seeking|looking for|hiring|searching for|recruiting|(?:suchen|sucht)(?:\s+wir)?(?:\s+ab sofort|\s+zum nächstmöglichen zeitpunkt)?(?:\s+(?:dich|sie))?(?:\s+als)?|verstärkung als)\s+(?:an?|one|the|eine?n?|eine:n|ein:e|eine\*n|einen\/eine|zum nächstmöglichen zeitpunkt)?\s*(?:(?:talented|skilled|experienced|seasoned|motivated|passionate|driven|dedicated|highly|enthusiastic|creative|engagierte[nrs]?|erfahrene[nrs]?|motivierte[nrs]?)\s+)*((?:[\p{Lu}][\p{L}\p{N}+#./&-]*(?:\s+|$)){1,6})/u;

// "Join Lumora Analytics as our next Sales Development Representative!"
const joinAsPattern =
  /\b[Jj]oin\b[^.!?]{0,60}?\bas\s+(?:our|an?|the)\s+(?:next|new)?\s*((?:[\p{Lu}][\p{L}\p{N}+#./&-]*(?:\s+|$|(?=[!.,;]))){1,6})/u;

const roleSubjectPattern =
  /(?:^|\.\s+)(?:As (?:an?|our|the)|The|Als)\s+((?:[\p{Lu}][\p{L}\p{N}+#./&-]*\s+){0,5}[\p{Lu}][\p{L}\p{N}+#./&-]*),?\s+(?:you(?:'ll| will)?|will|is responsible|bist du|wirst du|sind Sie)\b/u;

function findTitle(lines: string[]): string | undefined {
  const head = lines.filter((line) => line.trim().length > 0).slice(0, 6);
  for (const line of head) {
    const labelled = line.match(titleLabelPattern);
    if (labelled?.[1]) {
      // A title broken over two lines keeps its open parenthesis; cleanTitle removes the note either way.
      const title = cleanTitle(labelled[1]);
      if (title) return title;
    }
  }
  const first = head[0];
  const sentenceStart =
    /^(?:join|we|we're|our|about|are you|do you|help|become|come|werde|wir|unser|bist du|du bist|komm)\b/i;
  if (
    first &&
    first.split(/\s+/).length <= 10 &&
    roleWordPattern.test(first) &&
    !/[.!?]$/.test(first) &&
    !sentenceStart.test(first)
  ) {
    const title = cleanTitle(first.split(/\s+(?:at|bei|@)\s+|\s+[|–—-]\s+/)[0] ?? first);
    if (title) return title;
  }
  for (const line of lines.slice(0, 40)) {
    // "As a Data Engineer, you will ..." and "The Product Designer will ..." name the role too.
    const seeking = line.match(seekingPattern) ?? line.match(joinAsPattern) ?? line.match(roleSubjectPattern);
    if (seeking?.[1] && roleWordPattern.test(seeking[1])) {
      const words = seeking[1].trim().split(/\s+/);
      // Keep words up to and including the last role word: "Machine Learning Engineer to join" -> "Machine Learning Engineer".
      let lastRoleIndex = -1;
      words.forEach((word, index) => {
        if (roleWordPattern.test(word)) lastRoleIndex = index;
      });
      const title = cleanTitle(words.slice(0, lastRoleIndex + 1).join(' '));
      if (title) return title;
    }
  }
  return undefined;
}

const genericCompanyWords =
  /^(?:we|us|our|the company|company|the team|team|about us|about|this|you|your|it|they|the role|the position|job description|tech|who|a|an|the|join|our team|responsibilities|requirements|benefits|wir|uns|unser|das unternehmen|über uns)$/i;

function countOccurrences(text: string, phrase: string): number {
  let count = 0;
  let index = text.indexOf(phrase);
  while (index >= 0) {
    count += 1;
    index = text.indexOf(phrase, index + phrase.length);
  }
  return count;
}

function isCompanyCandidate(candidate: string): boolean {
  const trimmed = candidate.trim();
  if (!trimmed || trimmed.length > 50 || genericCompanyWords.test(trimmed)) return false;
  if (
    /^(?:our|your|this|that|these|each|every|we|you|it|they|my|its|their|all|any|unser\p{L}*|ihr\p{L}*|dein\p{L}*)\b/iu.test(
      trimmed,
    )
  )
    return false;
  if (!/^[\p{Lu}\p{N}]/u.test(trimmed) || roleWordPattern.test(trimmed) || canonicalSkillName(trimmed) !== undefined)
    return false;
  // Employment terms and places that sit where a company name often does.
  if (
    /^(?:full[- ]?time|part[- ]?time|remote|hybrid|on[- ]?site|onsite|contract|permanent|temporary|freelance|internship|location|posted|apply|salary|vollzeit|teilzeit|befristet|unbefristet|festanstellung|standort|homeoffice|new york|san francisco|london|berlin|munich|münchen|hamburg|köln|remote-first|worldwide|europe|usa|us|uk)\b/i.test(
      trimmed,
    )
  )
    return false;
  return trimmed.split(/\s+/).length <= 5;
}

/** Departments, units and teams sit where a company name often does ("Nurse Manager – Surgical Services"). */
function isDepartmentOrPlace(candidate: string, text: string): boolean {
  if (/\s(?:team|department|dept\.?|unit|division|squad|abteilung|station|bereich)$/i.test(candidate)) return true;
  // A name the ad also writes in lower case ("our surgical services unit") is a common noun, not a company.
  const lower = candidate.toLowerCase();
  return (
    lower !== candidate &&
    /\s/.test(candidate) &&
    new RegExp(`(?<![\\p{L}])${escapeRegExp(lower)}(?![\\p{L}])`, 'u').test(text)
  );
}

// Names stay on one line: "[ \t]" rather than "\s", so a heading never merges with the next paragraph.
const companyName =
  "([\\p{Lu}\\p{N}][\\p{L}\\p{N}&.'’-]*(?:[ \\t]+(?:&[ \\t]+)?[\\p{Lu}\\p{N}][\\p{L}\\p{N}&.'’-]*){0,4})";

function findCompany(lines: string[], text: string, title: string | undefined): string | undefined {
  const candidates = new Map<string, number>();
  const add = (candidate: string | undefined, weight: number): void => {
    const cleaned = candidate
      ?.replace(/[,;:]+$/, '')
      .replace(/^(?:the|die|der|das)\s+/i, '')
      .trim();
    if (!cleaned || !isCompanyCandidate(cleaned) || isDepartmentOrPlace(cleaned, text)) return;
    // A legal-form suffix ("GmbH", "Inc.") marks a company name.
    const bonus = /\s(?:GmbH|AG|SE|KG|KGaA|Inc\.?|LLC|Ltd\.?|Corp\.?|PLC|S\.A\.|B\.V\.)$/.test(cleaned) ? 2 : 0;
    candidates.set(cleaned, (candidates.get(cleaned) ?? 0) + weight + bonus);
  };
  const patterns: [RegExp, number][] = [
    [
      new RegExp(
        `(?:[Cc]ompany|[Ee]mployer|[Uu]nternehmen|[Ff]irma|[Aa]rbeitgeber|[Oo]rgani[sz]ation)\\s*:[ \\t]*${companyName}`,
        'gu',
      ),
      5,
    ],
    [new RegExp(`\\b(?:At|Bei)\\s+${companyName},\\s+(?:we|wir)\\b`, 'gu'), 5],
    [new RegExp(`\\b(?:Wir|We),\\s+(?:die|der|das|the)\\s+${companyName},`, 'gu'), 5],
    [
      new RegExp(
        `\\b(?:We are|We're|Wir sind)\\s+(?:the\\s+|die\\s+|der\\s+)?${companyName},\\s+(?:a|an|the|ein|eine)\\b`,
        'gu',
      ),
      5,
    ],
    [new RegExp(`\\b[Jj]oin\\s+(?:the\\s+)?${companyName}(?:\\s+(?:as|in|and|team|to)|[.,!])`, 'gu'), 4],
    [
      new RegExp(
        `\\b${companyName}\\s+(?:is|ist)\\s+(?:a|an|the|proud|ein|eine|der|die|das|committed|an equal)\\b`,
        'gu',
      ),
      2,
    ],
    [new RegExp(`\\b${companyName}\\s+(?:is|are)\\s+(?:hiring|looking|seeking|searching|recruiting)\\b`, 'gu'), 5],
    [new RegExp(`\\b${companyName}\\s+(?:is|are)\\s+growing\\b`, 'gu'), 3],
    [
      new RegExp(
        `(?:^|[.!?]\\s+)${companyName}\\s+(?:builds|makes|helps|provides|develops|offers|creates|designs|distributes|manufactures|operates|runs|serves|sells|supplies|delivers|has outfitted|was founded|has been|is on a mission|entwickelt|bietet|hilft|betreibt|vertreibt)\\b`,
        'gmu',
      ),
      2,
    ],
    [new RegExp(`\\b(?:Why|Warum)\\s+${companyName}\\?`, 'gu'), 3],
    [
      new RegExp(
        `\\b${companyName}\\s+(?:is|ist)\\s+(?:the|a|an|der|die|das|ein|eine)\\s+(?:leading|fast-growing|global|award-winning|world's|largest|top|führende[nrs]?|wachsende[nrs]?|internationale[nrs]?)\\b`,
        'gu',
      ),
      3,
    ],
    [new RegExp(`\\b${companyName}\\s+(?:sucht|stellt ein)\\b`, 'gu'), 5],
    [new RegExp(`\\bAbout\\s+${companyName}\\s*$`, 'gmu'), 5],
    [new RegExp(`\\bÜber\\s+${companyName}\\s*$`, 'gmu'), 4],
    [new RegExp(`\\b(?:work|working)\\s+(?:at|for)\\s+${companyName}`, 'gu'), 2],
  ];
  for (const [pattern, weight] of patterns) {
    for (const match of text.matchAll(pattern)) add(match[1], weight);
  }
  // The first sentence of an "About us" section usually starts with the company's name.
  const aboutSection = splitIntoSections(lines, jobHeadings).find((section) => section.kind === 'about');
  const aboutStart = aboutSection?.lines.find((line) => line.trim().length > 0);
  const aboutSubject = aboutStart?.match(new RegExp(`^${companyName}\\s+\\p{Ll}`, 'u'));
  if (aboutSubject?.[1]) add(aboutSubject[1], 3);
  for (const match of text.matchAll(
    /\b((?:[\p{Lu}][\p{L}\p{N}&'’-]*[ \t]+){1,3}(?:GmbH|AG|SE|KG|KGaA|Inc\.?|LLC|Ltd\.?|Corp\.?|PLC))(?![\p{L}])/gu,
  ))
    add(match[1], 1);
  // "Tech Solutions, San Francisco, CA" on the line after the title, or "Title at Company" / "Title - Company".
  const titleLineIndex = title ? lines.findIndex((line) => line.includes(title.split(' ')[0] ?? title)) : -1;
  const nearTitle = titleLineIndex >= 0 ? lines.slice(titleLineIndex, titleLineIndex + 3) : lines.slice(0, 3);
  const afterTitle =
    titleLineIndex >= 0 ? lines.slice(titleLineIndex + 1).find((line) => line.trim().length > 0) : undefined;
  if (
    afterTitle &&
    afterTitle.split(/\s+/).length <= 8 &&
    !/[.!?:]$/.test(afterTitle) &&
    !readHeading(afterTitle, jobHeadings)
  ) {
    // The classic ad header: the company on the line under the title ("Ledgerly — San Francisco or remote").
    add(afterTitle.split(/\s*[—–|,]\s*|\s+-\s+/)[0], 3);
  }
  for (const line of nearTitle) {
    // "Title at Company" names the company; "Title – Surgical Services" more often names a department or a place,
    // so a dash counts less than an explicit statement elsewhere in the ad ("Ascension Seton is seeking ...").
    const atMatch = line.match(new RegExp(`\\s(?:at|bei|@)\\s+${companyName}`, 'u'));
    if (atMatch && roleWordPattern.test(line)) add(atMatch[1], 3);
    const dashMatch = line.match(new RegExp(`\\s[|–—-]\\s+${companyName}`, 'u'));
    if (dashMatch && roleWordPattern.test(line)) add(dashMatch[1], 2);
    const firstPart = line.split(',')[0] ?? '';
    if (
      line.includes(',') &&
      !roleWordPattern.test(firstPart) &&
      firstPart.split(/\s+/).length <= 4 &&
      !/[.!?:]/.test(firstPart)
    ) {
      add(firstPart, 2);
    }
  }
  let best: string | undefined;
  let bestScore = 0;
  for (const [candidate, weight] of candidates) {
    // A real company name recurs in the ad; one weak hit is not enough.
    const score = weight + Math.min(3, countOccurrences(text, candidate) - 1);
    if (score > bestScore || (score === bestScore && best !== undefined && candidate.length > best.length)) {
      best = candidate;
      bestScore = score;
    }
  }
  return bestScore >= 3 ? best : undefined;
}

function readYears(text: string): number | undefined {
  const match = text.match(
    /(?:at least|minimum(?: of)?|min\.?|mindestens|over|more than|über)?\s*(\d{1,2})\s*\+?\s*(?:-\s*\d{1,2}\s*)?(?:years?|yrs?\.?|jahre[n]?)\b/i,
  );
  return match?.[1] ? Number(match[1]) : undefined;
}

function toRequirement(text: string, kind: 'must' | 'nice'): JobRequirement {
  const cleaned = text
    .replace(/\s+/g, ' ')
    .replace(/[.;]+$/, '')
    .trim();
  const years = readYears(cleaned);
  return {
    text: cleaned,
    kind: niceMarkerPattern.test(cleaned) && !/\(\s*\w+\s+preferred\s*\)/i.test(cleaned) ? 'nice' : kind,
    skills: listSkillNames(cleaned),
    ...(years !== undefined ? { yearsRequired: years } : {}),
  };
}

/** "BSN required; MSN preferred" is a must-have and a nice-to-have in one bullet. */
function splitMixedRequirement(item: string): string[] {
  const parts = item.split(
    /\s*;\s+|,\s+(?=\S+(?:\s+\S+)?\s+(?:preferred|a plus|desirable|von vorteil|wünschenswert)\b)/i,
  );
  if (parts.length < 2) return [item];
  const nice = parts.map((part) => niceMarkerPattern.test(part));
  return nice.some(Boolean) && !nice.every(Boolean) ? parts.filter((part) => part.trim().length > 1) : [item];
}

/** Splits a section into items: bullets, or sentences and semicolon clauses for prose like "Requirements: a; b; c". */
function splitItems(lines: string[]): string[] {
  const items: string[] = [];
  let paragraph: string[] = [];
  const flushParagraph = (): void => {
    if (paragraph.length === 0) return;
    for (const sentence of splitSentences(paragraph.join(' '))) {
      for (const clause of sentence.split(/;\s+/)) if (clause.trim().length > 3) items.push(clause.trim());
    }
    paragraph = [];
  };
  for (const line of lines) {
    if (!line.trim() || isPageMarker(line)) {
      flushParagraph();
      continue;
    }
    if (isBulletLine(line)) {
      flushParagraph();
      items.push(stripBullet(line));
      continue;
    }
    const previousIsBullet = items.length > 0 && paragraph.length === 0;
    const lastItem = items[items.length - 1];
    const openParenthesis =
      lastItem !== undefined && (lastItem.match(/\(/g) ?? []).length > (lastItem.match(/\)/g) ?? []).length;
    if (previousIsBullet && lastItem !== undefined && (/^[\p{Ll}(]/u.test(line) || openParenthesis)) {
      items[items.length - 1] = `${lastItem} ${line}`;
      continue;
    }
    paragraph.push(line);
  }
  flushParagraph();
  return items;
}

const requirementCuePattern =
  /\b(?:experience (?:with|in)|proficien|knowledge of|familiar|expertise|you have|you bring|must|required|requirement|strong|degree|skill|track record|ability to|hands-on|understanding of|years of|erfahrung|kenntnisse|abgeschlossene|studium|sicherer umgang|verständnis)/i;

/** Reads a job ad into a typed structure. Never throws; missing parts are left empty. */
export function parseJobDescription(jobDescriptionText: string): ParsedJobDescription {
  const normalized = normalizeText(jobDescriptionText);
  const { text: cleanText, removed } = removeInstructionSentences(normalized);
  const lines = cleanText.split('\n').map((line) => line.trim());
  const sections = splitIntoSections(lines, jobHeadings);

  const title = findTitle(lines);
  const company = findCompany(lines, cleanText, title);

  const mustHaves: JobRequirement[] = [];
  const niceToHaves: JobRequirement[] = [];
  const responsibilities: string[] = [];
  for (const section of sections) {
    if (section.kind === 'requirements' || section.kind === 'niceToHave') {
      for (const item of splitItems(section.lines).flatMap(splitMixedRequirement)) {
        const requirement = toRequirement(item, section.kind === 'niceToHave' ? 'nice' : 'must');
        (requirement.kind === 'must' ? mustHaves : niceToHaves).push(requirement);
      }
    } else if (section.kind === 'responsibilities') {
      responsibilities.push(...splitItems(section.lines));
    }
  }
  // Ads without a requirements heading state them in prose: take the sentences that read as requirements.
  if (mustHaves.length === 0) {
    for (const section of sections.filter(
      (candidate) => candidate.kind === 'preamble' || candidate.kind === 'description',
    )) {
      for (const item of splitItems(section.lines)) {
        if (requirementCuePattern.test(item) && item.split(/\s+/).length >= 3) {
          const requirement = toRequirement(item, 'must');
          (requirement.kind === 'must' ? mustHaves : niceToHaves).push(requirement);
        }
      }
    }
  }

  const numbers = findNumbers(cleanText);
  const yearsCandidates = [...mustHaves, ...niceToHaves]
    .map((requirement) => requirement.yearsRequired)
    .filter((value): value is number => value !== undefined);
  const yearsRequired = yearsCandidates[0] ?? readYears(cleanText);
  const salaryLine = cleanText
    .split('\n')
    .find(
      (line) =>
        /salary|pay range|compensation|base pay|\bOTE\b|per (?:year|annum|hour|month)|\/(?:yr|year|hour|hr)\b|gehalt|vergütung|brutto|pro (?:jahr|stunde|monat)|jahresgehalt/i.test(
          line,
        ) && /\d/.test(line),
    );
  const salary = salaryLine?.match(
    /(?:[$€£]\s?\d[\d,.]*\s?[kKmM]?(?:\s*(?:-|–|to|bis)\s*[$€£]?\s?\d[\d,.]*\s?[kKmM]?)?|\d[\d,.]*\s?[kK]?\s*(?:-|–|to|bis)\s*\d[\d,.]*\s?[kK]?\s*(?:€|EUR|USD|\$|£|GBP|CHF)|\d[\d,.]*\s?(?:€|EUR|USD|GBP|CHF)\b)(?:\s*(?:per|\/|pro)\s*(?:year|annum|yr|jahr|hour|hr|stunde|month|monat))?/i,
  )?.[0];
  const dates = [
    ...(cleanText.match(/\b\d{1,2}[./]\d{1,2}[./](?:\d{4}|\d{2})\b/g) ?? []),
    ...(cleanText.match(
      /\b(?:January|February|March|April|May|June|July|August|September|October|November|December|Januar|Februar|März|Juni|Juli|Oktober|Dezember)\s+(?:\d{1,2},?\s+)?(?:19|20)\d{2}\b/g,
    ) ?? []),
  ];

  return {
    ...(title ? { title } : {}),
    ...(company ? { company } : {}),
    language: detectLanguage(cleanText),
    mustHaves,
    niceToHaves,
    responsibilities,
    skills: listSkillNames(cleanText),
    ...(yearsRequired !== undefined ? { yearsRequired } : {}),
    ...(salary ? { salary: salary.trim() } : {}),
    numbers,
    dates,
    cleanText,
    ignoredInstructions: removed,
  };
}
