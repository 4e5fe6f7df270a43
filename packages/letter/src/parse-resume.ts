// Reads a resume as people paste it: PDF-extracted text with stray glyphs and broken wraps, Markdown, English or
// German section names. Lines that address the generator are dropped first; they are data, never facts.

import { removeInstructionSentences } from './detect-instructions.ts';
import {
  buildHeadingDictionary,
  isBulletLine,
  isPageMarker,
  readHeading,
  splitIntoSections,
  stripBullet,
  type DocumentSection,
} from './find-sections.ts';
import {
  countWords,
  detectLanguage,
  findNumbers,
  isYearValue,
  normalizeText,
  splitSentences,
  type LetterLanguage,
} from './normalize-text.ts';
import { canonicalSkillName, listSkillNames } from './skill-vocabulary.ts';

export type ResumeSectionKind =
  | 'summary'
  | 'experience'
  | 'education'
  | 'skills'
  | 'projects'
  | 'certifications'
  | 'languages'
  | 'awards'
  | 'publications'
  | 'interests'
  | 'references'
  | 'volunteering'
  | 'personal';

/** A period as written in the resume ("June 2022 – Present"). */
export type DateRange = { text: string; start: string; end?: string; isCurrent: boolean };

/** One line of evidence: a bullet or sentence describing what the person did, kept with its own employer. */
export type Achievement = {
  text: string;
  /** Numbers written in the achievement, other than calendar years. */
  numbers: string[];
  skills: string[];
  employer?: string;
  title?: string;
  /** Where it came from; 'statement' is a first-person sentence of a resume written as prose. */
  source: 'role' | 'project' | 'summary' | 'award' | 'statement';
};

export type ResumeRole = {
  title: string;
  employer?: string;
  location?: string;
  dates?: DateRange;
  achievements: Achievement[];
  /** The role's lines as written, to tell which employer a number belongs to. */
  text: string;
};

export type ResumeProject = { name: string; dates?: DateRange; achievements: Achievement[]; text: string };

export type DegreeKind = 'bachelor' | 'master' | 'doctorate' | 'mba' | 'diploma' | 'associate' | 'school';

export type ResumeEducation = {
  text: string;
  degree?: string;
  degreeKinds: DegreeKind[];
  field?: string;
  institution?: string;
  dates?: DateRange;
};

export type YearsOfExperience = { value: number; qualifier: 'over' | 'about' | 'almost' | 'exact'; text: string };

export type ParsedResume = {
  name?: string;
  email?: string;
  phone?: string;
  links: string[];
  headline?: string;
  summary: string;
  yearsOfExperience?: YearsOfExperience;
  roles: ResumeRole[];
  projects: ResumeProject[];
  /** Skills the resume lists or mentions, by display name (vocabulary names where known). */
  skills: string[];
  /** Skills as the skills section writes them, including ones the vocabulary does not know. */
  listedSkills: string[];
  education: ResumeEducation[];
  certifications: string[];
  languages: string[];
  /** Every achievement, roles first, in resume order. */
  achievements: Achievement[];
  language: LetterLanguage;
  /** The resume text after cleaning and with instructions to the generator removed. */
  cleanText: string;
  /** Sentences that addressed the generator and were ignored. */
  ignoredInstructions: string[];
};

const resumeHeadings = buildHeadingDictionary<ResumeSectionKind>({
  summary: [
    'summary',
    'professional summary',
    'career summary',
    'executive summary',
    'profile',
    'professional profile',
    'profil',
    'kurzprofil',
    'objective',
    'career objective',
    'about me',
    'about',
    'über mich',
    'zusammenfassung',
    'personal statement',
    'overview',
    'introduction',
    'persönliches profil',
    'berufsprofil',
  ],
  experience: [
    'experience',
    'work experience',
    'professional experience',
    'employment',
    'employment history',
    'work history',
    'career history',
    'career',
    'berufserfahrung',
    'berufliche erfahrung',
    'beruflicher werdegang',
    'berufliche laufbahn',
    'werdegang',
    'praxiserfahrung',
    'erfahrung',
    'berufspraxis',
    'positions',
    'relevant experience',
    'experience history',
    'professional background',
    'beschäftigungsverlauf',
    'tätigkeiten',
  ],
  education: [
    'education',
    'academic background',
    'academic history',
    'education and training',
    'ausbildung',
    'bildung',
    'studium',
    'bildungsweg',
    'schulbildung',
    'akademischer werdegang',
    'schul und berufsausbildung',
    'hochschulbildung',
    'academics',
  ],
  skills: [
    'skills',
    'skill set',
    'skillset',
    'competencies',
    'competences',
    'core competencies',
    'expertise',
    'areas of expertise',
    'technologies',
    'tech stack',
    'tools',
    'tools and technologies',
    'technical skills',
    'kenntnisse',
    'fähigkeiten',
    'kompetenzen',
    'kernkompetenzen',
    'it kenntnisse',
    'fachkenntnisse',
    'edv kenntnisse',
    'qualifikationen',
    'stärken',
    'key skills',
    'skills summary',
    'strengths',
    'technische fähigkeiten',
    'fachliche kompetenzen',
  ],
  projects: [
    'projects',
    'personal projects',
    'key projects',
    'selected projects',
    'side projects',
    'projekte',
    'projekterfahrung',
    'portfolio',
  ],
  certifications: [
    'certifications',
    'certification',
    'certificates',
    'licenses',
    'licenses and certifications',
    'licences',
    'zertifikate',
    'zertifizierungen',
    'weiterbildung',
    'weiterbildungen',
    'fortbildungen',
    'courses',
    'training',
    'kurse',
  ],
  languages: ['languages', 'language skills', 'sprachen', 'sprachkenntnisse', 'fremdsprachen'],
  awards: [
    'awards',
    'honors',
    'honours',
    'awards and honors',
    'achievements',
    'accomplishments',
    'auszeichnungen',
    'erfolge',
  ],
  publications: ['publications', 'veröffentlichungen', 'publikationen', 'research'],
  interests: ['interests', 'hobbies', 'interessen', 'hobbys', 'freizeit'],
  references: ['references', 'referenzen'],
  volunteering: [
    'volunteering',
    'volunteer experience',
    'volunteer',
    'ehrenamt',
    'ehrenamtliches engagement',
    'engagement',
  ],
  personal: [
    'contact',
    'contact information',
    'kontakt',
    'personal information',
    'persönliche daten',
    'personal details',
  ],
});

const monthPattern =
  '(?:Jan(?:uary|uar)?|Feb(?:ruary|ruar)?|Mar(?:ch)?|März|Maerz|Apr(?:il)?|May|Mai|June?|Juni|July?|Juli|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Okt(?:ober)?|Nov(?:ember)?|Dec(?:ember)?|Dez(?:ember)?)\\.?';
const dateToken = `(?:${monthPattern}\\s+)?(?:19|20)\\d{2}|(?:0?[1-9]|1[0-2])[./](?:19|20)\\d{2}`;
const presentToken =
  '(?:present|current|currently|now|today|ongoing|date|heute|aktuell|jetzt|dato|laufend|derzeit|bis heute)';
const rangePattern = new RegExp(`(${dateToken})\\s*(?:[-–—]+|to|until|bis)\\s*(${dateToken}|${presentToken})\\b`, 'i');
const singleDatePattern = new RegExp(`(?:since|seit|from|ab)?\\s*(${dateToken})`, 'i');
const startOnlyPattern = new RegExp(
  `^(${dateToken})\\s*[-–—]+\\s*(?!(?:${dateToken}|${presentToken})\\b)(\\S.*)$`,
  'i',
);
const endLeadPattern = new RegExp(`^(${dateToken}|${presentToken})\\b[,.:]?\\s*(.*)$`, 'i');

/** Words that mark a job title, in English and German. */
export const roleWordPattern =
  /(?:\b(?:engineer|engineering|developer|programmer|manager|management|designer|analyst|scientist|consultant|architect|specialist|lead|leader|director|administrator|coordinator|assistant|officer|intern|internship|technician|writer|editor|researcher|head|vp|vice president|president|founder|co-founder|owner|accountant|associate|representative|executive|nurse|teacher|tutor|trainee|apprentice|student|fellow|recruiter|strategist|marketer|product owner|scrum master|supervisor|auditor|controller|planner|advisor|adviser|clerk|agent|operator|mechanic|electrician|therapist|physician|pharmacist|lawyer|attorney|paralegal|cashier|chef|cook|driver|receptionist|secretary|bookkeeper|teller|dispatcher|barista|bartender|waiter|waitress|housekeeper|caregiver|instructor|professor|lecturer|counselor|counsellor|librarian|hygienist|paramedic|technologist|carpenter|plumber|welder|machinist|translator|interpreter|journalist|photographer|dentist|veterinarian|surgeon|dietitian|midwife|rezeptionist(?:in)?|kassierer(?:in)?|sekretär(?:in)?|lagerist(?:in)?|kellner(?:in)?|köchin|fahrer(?:in)?|elektriker(?:in)?|mechaniker(?:in)?|mechatroniker(?:in)?|hebamme|ärztin|arzt|sde|swe|cto|ceo|cfo|coo|kaufmann|kauffrau|mitarbeiter(?:in)?|werkstudent(?:in)?|praktikant(?:in)?|geschäftsführer(?:in)?|wissenschaftler(?:in)?|pfleger(?:in)?|lehrer(?:in)?|verkäufer(?:in)?|assistenz|sachbearbeiter(?:in)?)|(?:manager|leiter|entwickler|berater|ingenieur|referent|architekt|assistent|techniker|informatiker|spezialist|koordinator|analyst|designer|fachkraft|pfleger|buchhalter|erzieher|pflegefachfrau|pflegefachmann|angestellte[rn]?)(?:in|innen)?)s?\b/iu;

const companySuffixPattern =
  /^(?:inc\.?|llc\.?|ltd\.?|limited|gmbh|ag|se|kg|co\.?|corp\.?|corporation|plc|s\.?a\.?|b\.?v\.?|oy|ab|pty\.? ltd\.?|gmbh & co\.? kg|e\.?\s?v\.?)$/i;
const locationWordPattern =
  /^(?:remote|hybrid|on-?site|vor ort|usa|us|uk|germany|deutschland|österreich|schweiz|india|canada|france|remote-first|[A-Z]{2})$/i;

/** Reads a pasted resume into a typed structure. Never throws; missing parts are left empty. */
export function parseResume(resumeText: string): ParsedResume {
  const normalized = normalizeText(resumeText);
  const { text: cleanText, removed } = removeInstructionSentences(normalized);
  const lines = cleanText.split('\n').map((line) => line.trim());
  const sections = splitIntoSections(
    lines.filter((line) => !isPageMarker(line)),
    resumeHeadings,
  );
  const preamble = sections.find((section) => section.kind === 'preamble')?.lines.filter(Boolean) ?? [];

  const name = findName(preamble.length > 0 ? preamble : lines.slice(0, 6));
  // Bounded parts keep the search linear on long runs of letters without an "@".
  const email = cleanText.match(/(?<![\w.+-])[\w.+-]{1,64}@[\w-]{1,63}(?:\.[\w-]{1,63})+/)?.[0];
  const phone = findPhone(preamble.join('\n')) ?? findLabelledPhone(cleanText);
  const links = [
    ...new Set(
      cleanText.match(/\b(?:https?:\/\/)?(?:www\.)?(?:linkedin\.com|github\.com|gitlab\.com|xing\.com)\/[\w\-./]+/gi) ??
        [],
    ),
  ];
  const headline = findHeadline(preamble, name);

  const sectionLines = (kind: ResumeSectionKind): string[] =>
    sections
      .filter((section) => section.kind === kind)
      .flatMap((section) => section.lines.filter((line) => line.length > 0));

  const summary = joinWrappedLines(sectionLines('summary')).join(' ').trim();
  const experienceLines = sections
    .filter((section) => section.kind === 'experience')
    .flatMap((section) => section.lines);
  const roles = parseRoles(
    experienceLines.some((line) => line.length > 0) ? experienceLines : fallbackExperienceLines(sections),
  );
  const projects = parseProjects(sectionLines('projects'));
  const listedSkills = parseSkillList(sectionLines('skills'));
  const education = parseEducation(sectionLines('education'));
  const certifications = joinWrappedLines(sectionLines('certifications'))
    .map((line) => stripBullet(line).replace(/\s+/g, ' ').trim())
    .flatMap(splitCredentialList)
    .filter((line) => line.length > 1);
  const languages = parseSkillList(sectionLines('languages'));
  const awardAchievements = joinWrappedLines(sectionLines('awards')).map((line) => toAchievement(line, 'award'));

  const summaryAchievements = splitSentences(summary)
    .filter(
      (sentence) =>
        findNumbers(sentence).some((number) => !isYearValue(number.value)) &&
        /\b(?:increased|reduced|improved|grew|saved|led|delivered|gesteigert|reduziert|verbessert)\b/i.test(sentence),
    )
    .map((sentence) => toAchievement(sentence, 'summary'));

  // A resume written as prose has no roles to read: its first-person sentences are the evidence.
  const statementAchievements =
    roles.length === 0
      ? splitSentences([...preamble, summary].join('\n'))
          .filter(
            (sentence) =>
              /\b(?:I|ich|Ich)\b/.test(sentence) && countWords(sentence) >= 6 && !/@|https?:/.test(sentence),
          )
          .map((sentence) => toAchievement(sentence, 'statement'))
      : [];

  const achievements = [
    ...roles.flatMap((role) => role.achievements),
    ...statementAchievements,
    ...projects.flatMap((project) => project.achievements),
    ...awardAchievements,
    ...summaryAchievements,
  ];

  const unknownListedSkills = listedSkills.filter(
    (skill) => canonicalSkillName(skill) === undefined && /^[\p{Lu}\p{N}.]/u.test(skill),
  );
  const skills = [...new Set([...listSkillNames(cleanText), ...unknownListedSkills])];

  return {
    ...(name ? { name } : {}),
    ...(email ? { email } : {}),
    ...(phone ? { phone } : {}),
    links,
    ...(headline ? { headline } : {}),
    summary,
    ...optionalYears(
      findYearsOfExperience(`${summary}\n${headline ?? ''}`) ?? findYearsOfExperience(preamble.join('\n')),
    ),
    roles,
    projects,
    skills,
    listedSkills,
    education,
    certifications,
    languages,
    achievements,
    language: detectLanguage(cleanText),
    cleanText,
    ignoredInstructions: removed,
  };
}

function optionalYears(years: YearsOfExperience | undefined): { yearsOfExperience?: YearsOfExperience } {
  return years ? { yearsOfExperience: years } : {};
}

const namePrefixPattern =
  /^(?:lebenslauf|curriculum vitae|cv|resume|résumé|resumé|name)\s*(?:[-–—:|]+|of|von)\s*(.+)$/i;

function looksLikeName(candidate: string): boolean {
  const trimmed = candidate.trim().replace(/,$/, '');
  if (!trimmed || /[\d@/\\|:;,()]/.test(trimmed) || /https?|www\./i.test(trimmed)) return false;
  if (roleWordPattern.test(trimmed)) return false;
  if (readHeading(trimmed, resumeHeadings)) return false;
  const words = trimmed.split(/\s+/);
  if (words.length < 2 || words.length > 4) return false;
  return words.every((word) => /^(?:[\p{Lu}][\p{L}'’.-]*|von|van|de|der|da|di|del|la|le|zu|bin|al)$/u.test(word));
}

function toDisplayName(name: string): string {
  const trimmed = name.trim().replace(/\s+/g, ' ');
  if (trimmed === trimmed.toUpperCase()) {
    return trimmed
      .toLowerCase()
      .replace(/(^|[\s'’-])(\p{L})/gu, (_match, boundary: string, letter: string) => boundary + letter.toUpperCase());
  }
  return trimmed;
}

const credentialSuffix = /,\s*(?:[A-Z][A-Za-z.]{1,6})(?:\s*,\s*[A-Z][A-Za-z.]{1,6})*$/;

function findName(headerLines: string[]): string | undefined {
  for (const rawLine of headerLines.slice(0, 8)) {
    // "MARIA GONZALEZ, RN" or "Jane Doe, MBA, PMP": the credentials are not part of the name.
    const line = rawLine.replace(credentialSuffix, '').trim();
    const prefixed = line.match(namePrefixPattern);
    if (prefixed?.[1] && looksLikeName(prefixed[1])) return toDisplayName(prefixed[1]);
    if (looksLikeName(line)) return toDisplayName(line);
    // "Max Mustermann | Berlin | max@example.com"
    const firstPart = line.split(/\s*[|•·—–]\s*/)[0] ?? '';
    if (firstPart !== line && looksLikeName(firstPart)) return toDisplayName(firstPart);
  }
  return undefined;
}

const phonePattern = /(?:\+\d{1,3}[\s.-]?)?(?:\(\d{1,5}\)[\s.-]?)?\d[\d\s./-]{5,}\d/g;

function findPhone(text: string): string | undefined {
  for (const match of text.matchAll(phonePattern)) {
    const candidate = match[0].trim();
    const digits = candidate.replace(/\D/g, '');
    if (digits.length < 7 || digits.length > 15) continue;
    if (/^(?:19|20)\d{2}\s*[-–/]\s*(?:19|20)\d{2}$/.test(candidate)) continue;
    const before = text.slice(Math.max(0, match.index - 1), match.index);
    const full = /\($/.test(before) ? `(${candidate}` : candidate;
    return full;
  }
  return undefined;
}

function findLabelledPhone(text: string): string | undefined {
  const labelled = text.match(/(?:phone|tel(?:efon)?|mobil(?:e)?|handy|cell)\.?\s*:?\s*([+(\d][\d\s()./-]{6,}\d)/i);
  return labelled?.[1]?.trim();
}

function findHeadline(preamble: string[], name: string | undefined): string | undefined {
  for (const line of preamble.slice(0, 5)) {
    if (name && line.toLowerCase().includes(name.toLowerCase())) continue;
    if (/[@\d]/.test(line) || line.split(/\s+/).length > 8) continue;
    if (roleWordPattern.test(line)) return line.replace(/^[-–—|•\s]+/, '').trim();
  }
  return undefined;
}

function findYearsOfExperience(text: string): YearsOfExperience | undefined {
  // Only years of experience count: "cleaned 5 years of enrollment data" states no experience.
  const match = [
    ...text.matchAll(
      /(?:(?<![\p{L}])(over|more than|nearly|almost|about|approximately|around|roughly|über|mehr als|fast|knapp|rund|circa|ca\.)\s+)?(\d{1,2})\+?\s*(?:years?|yrs?\.?|jahre[n]?)(?![\p{L}])/giu,
    ),
  ].find((candidate) =>
    /^[^.;\n]{0,60}?(?:experience|erfahrung|in (?:the )?(?:industry|field)|as an?\s)/iu.test(
      text.slice((candidate.index ?? 0) + candidate[0].length),
    ),
  );
  if (!match?.[2]) return undefined;
  const qualifierWord = (match[1] ?? '').toLowerCase();
  const qualifier: YearsOfExperience['qualifier'] = /over|more|über|mehr/.test(qualifierWord)
    ? 'over'
    : /nearly|almost|fast|knapp/.test(qualifierWord)
      ? 'almost'
      : qualifierWord
        ? 'about'
        : /\+/.test(match[0])
          ? 'over'
          : 'exact';
  return { value: Number(match[2]), qualifier, text: match[0].trim() };
}

/** Joins lines broken by PDF extraction: a line that does not start a new item continues the previous one. */
export function joinWrappedLines(lines: string[]): string[] {
  const items: string[] = [];
  for (const rawLine of lines) {
    const line = rawLine.trim();
    if (!line) continue;
    const previous = items[items.length - 1];
    const startsItem = isBulletLine(line);
    const continues =
      previous !== undefined &&
      !startsItem &&
      (/^[\p{Ll}(&,;:]/u.test(line) ||
        /[,;:&/-]$|\b(?:and|or|und|oder|of|the|in|with|for|to|a|an|mit|für|von)$/i.test(previous) ||
        (!/[.!?:)]$/.test(previous) && line.split(/\s+/).length <= 3));
    if (continues) items[items.length - 1] = `${previous} ${stripBullet(line)}`.replace(/\s+/g, ' ');
    else items.push(stripBullet(line));
  }
  return items;
}

function readDateRange(text: string): { range?: DateRange; rest: string } {
  const range = text.match(rangePattern);
  if (range?.[1] && range[2]) {
    const isCurrent = new RegExp(`^${presentToken}$`, 'i').test(range[2]);
    const rest = (text.slice(0, range.index) + ' ' + text.slice((range.index ?? 0) + range[0].length)).trim();
    return { range: { text: range[0], start: range[1], end: range[2], isCurrent }, rest };
  }
  const single = text.match(singleDatePattern);
  if (single?.[1] && single.index !== undefined) {
    const before = text.slice(0, single.index).trim();
    const after = text.slice(single.index + single[0].length).trim();
    // A lone date only dates the line when it sits at the start or the end, as in "Acme Corp, 2019".
    if (!before || !after || /^[,)|–—-]*$/.test(after)) {
      const isSince = /since|seit|from|ab/i.test(single[0]);
      return {
        range: { text: single[0].trim(), start: single[1], isCurrent: isSince },
        rest: `${before} ${after}`.trim(),
      };
    }
  }
  return { rest: text };
}

/** Merges the PDF layout "June 2022 – Title, Employer" + "Present Body text..." into a header line and a body line. */
function mergeSplitDates(lines: string[]): string[] {
  const result: string[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index] ?? '';
    const next = lines[index + 1];
    const startOnly = line.match(startOnlyPattern);
    if (startOnly && next !== undefined && !isBulletLine(line)) {
      const endLead = next.match(endLeadPattern);
      if (endLead?.[1]) {
        result.push(`${startOnly[1]} – ${endLead[1]} ${startOnly[2]}`);
        if (endLead[2]) result.push(endLead[2]);
        index += 1;
        continue;
      }
    }
    result.push(line);
  }
  return result;
}

function cleanSeparators(text: string): string {
  return text.replace(/^[\s,|•·–—:-]+|[\s,|•·–—:-]+$/g, '').replace(/\s{2,}/g, ' ');
}

function toAchievement(text: string, source: Achievement['source'], employer?: string, title?: string): Achievement {
  const cleaned = text.replace(/\s+/g, ' ').trim();
  return {
    text: cleaned,
    numbers: findNumbers(cleaned)
      .filter((number) => !isYearValue(number.value))
      .map((number) => number.text),
    skills: listSkillNames(cleaned),
    ...(employer ? { employer } : {}),
    ...(title ? { title } : {}),
    source,
  };
}

function bodyToSentences(bodyLines: string[]): string[] {
  const hasBullets = bodyLines.some((line) => isBulletLine(line));
  if (hasBullets) return joinWrappedLines(bodyLines).filter((item) => item.length > 3);
  // Bullets pasted without their signs: every line starts with a verb and none ends a sentence.
  const filled = bodyLines.filter((line) => line.trim().length > 0);
  if (filled.length >= 2 && filled.every((line) => startsWithActionVerb(line.trim()) && !/[.!?]$/.test(line.trim())))
    return filled.map((line) => line.trim());
  return splitSentences(bodyLines.join(' ').replace(/\s+/g, ' ')).filter((sentence) => sentence.length > 3);
}

const headerEndingAbbreviation = /\b(?:Inc|Co|Ltd|Corp|Jr|Sr|St|LLC)\.$/;

/** A line that can belong to a role header: short, not a bullet, not a finished sentence or a wrapped fragment. */
function isHeaderLike(line: string): boolean {
  if (!line || isBulletLine(line)) return false;
  const words = line.split(/\s+/).length;
  const dated = readDateRange(line).range !== undefined;
  if (words > (dated ? 18 : 12)) return false;
  if (/[,;:]$/.test(line)) return false;
  if (/[.!?]$/.test(line) && !headerEndingAbbreviation.test(line)) return false;
  // Two sentences on one line are body text, not a header.
  if (/\p{Ll}{3,}[.!?]\s+\p{Lu}/u.test(line)) return false;
  if (startsWithActionVerb(line)) return false;
  return /^[\p{Lu}\p{N}(]/u.test(line);
}

const actionVerbs = new Set(
  'led lead built ran run grew drove won made took cut set began brought taught sold spent kept held oversaw manage build develop design coordinate support own drive create maintain implement deliver train mentor oversee plan write analyze analyse conduct handle prepare monitor provide serve teach assist perform administer review negotiate sell launch optimize optimise test deploy operate supervise organize organise resolve answer process track report partner advise hire schedule'.split(
    ' ',
  ),
);

/** A bullet written without its bullet sign: "Improved pick accuracy ...", "Lead a crew of 18" (not "Lead Engineer"). */
function startsWithActionVerb(line: string): boolean {
  const [first = '', second = ''] = line.split(/\s+/);
  if (!/^\p{Lu}\p{Ll}+$/u.test(first) || !/^(?:\p{Ll}|\d)/u.test(second)) return false;
  const lower = first.toLowerCase();
  return actionVerbs.has(lower) || (/^[a-z]{3,}ed$/.test(lower) && !/^(?:need|speed|seed|feed|bed|red)$/.test(lower));
}

type HeaderGroup = { lines: string[]; dates?: DateRange };

/** Decides whether consecutive header-like lines introduce a new role, and reads their dates. */
function readHeaderGroup(group: string[], atBlockStart: boolean): HeaderGroup | undefined {
  let dates: DateRange | undefined;
  for (const line of group) {
    const { range, rest } = readDateRange(line);
    // A date counts when it frames the line ("2019 – 2022 Engineer, Acme"), not when a sentence mentions a year.
    if (range && !dates && (rest.split(/\s+/).length <= 14 || /,|\||—|–/.test(rest))) dates = range;
  }
  const hasRole = group.some((line) => roleWordPattern.test(line));
  const hasSeparator = group.some((line) => /,|\s[|–—-]\s|\s(?:at|bei|@)\s|\|/.test(line));
  if (dates && (hasRole || hasSeparator || group.length >= 2)) return { lines: group, dates };
  if (dates && group.length === 1 && readDateRange(group[0] ?? '').rest.trim() === '') return { lines: group, dates };
  if (!dates && hasRole && atBlockStart && (group.length >= 2 || hasSeparator)) return { lines: group };
  return undefined;
}

function withoutParentheses(text: string): { text: string; note?: string } {
  const match = text.match(/\s*\(([^)]*)\)\s*$/);
  if (!match?.[1] || match.index === undefined) return { text };
  return { text: text.slice(0, match.index).trim(), note: match[1].trim() };
}

/** Splits a header on commas, pipes, "at" and spaced dashes, but never inside parentheses. */
function splitHeaderParts(text: string, splitOnAt = true): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index] ?? '';
    if (character === '(') depth += 1;
    if (character === ')') depth = Math.max(0, depth - 1);
    if (depth === 0) {
      const rest = text.slice(index);
      const separator = rest.match(
        splitOnAt ? /^(?:,\s*|\s*[|•·]\s*|\s+[–—-]\s+|\s+(?:at|@|bei)\s+)/ : /^(?:,\s*|\s*[|•·]\s*|\s+[–—-]\s+)/,
      );
      if (separator) {
        parts.push(current);
        current = '';
        index += separator[0].length - 1;
        continue;
      }
    }
    current += character;
  }
  parts.push(current);
  const merged: string[] = [];
  for (const part of parts.map((candidate) => cleanSeparators(candidate)).filter((candidate) => candidate.length > 0)) {
    if (companySuffixPattern.test(part) && merged.length > 0)
      merged[merged.length - 1] = `${merged[merged.length - 1]}, ${part}`;
    else merged.push(part);
  }
  return merged;
}

const legalFormPattern =
  /\b(?:Inc\.?|LLC|Ltd\.?|GmbH|AG|SE|KG|Corp\.?|Corporation|PLC|Co\.|Company|Group|Hospital|Clinic|University|Universität|Bank|Agency|Studio|Labs?)\b/;

/** Reads title, employer and location from the lines of a role header, whatever their order. */
function readRoleHeader(lines: string[]): { title: string; employer?: string; location?: string } {
  const lineParts = lines
    .map((line) => cleanSeparators(readDateRange(line).rest))
    .filter((line) => line.length > 0)
    .map((line) => splitHeaderParts(line));
  const allParts = lineParts.flat();
  let location: string | undefined;
  const titleIndex = allParts.findIndex(
    (part) => roleWordPattern.test(withoutParentheses(part).text) && !legalFormPattern.test(part),
  );
  const fallbackTitleIndex = titleIndex >= 0 ? titleIndex : allParts.findIndex((part) => roleWordPattern.test(part));
  const chosenTitleIndex = fallbackTitleIndex;
  const title = chosenTitleIndex >= 0 ? (allParts[chosenTitleIndex] ?? '') : '';
  // The employer: a part with a legal form, else the first part of another header line, else the part beside the title.
  const titleLine = lineParts.findIndex((parts) => parts.includes(title));
  const otherLineFirst = lineParts.find((parts, index) => index !== titleLine && parts.length > 0)?.[0];
  const besideTitle =
    chosenTitleIndex === 0 || chosenTitleIndex < 0 ? allParts[chosenTitleIndex + 1] : allParts[chosenTitleIndex - 1];
  const withLegalForm = allParts.find((part) => part !== title && legalFormPattern.test(part));
  let employerCandidate = withLegalForm ?? otherLineFirst ?? besideTitle;
  if (
    employerCandidate &&
    (locationWordPattern.test(employerCandidate) ||
      (roleWordPattern.test(employerCandidate) && !legalFormPattern.test(employerCandidate)))
  ) {
    employerCandidate = besideTitle && !roleWordPattern.test(besideTitle) ? besideTitle : undefined;
  }
  let employer = employerCandidate;
  if (employer) {
    const { text, note } = withoutParentheses(employer);
    if (note && (locationWordPattern.test(note) || /,/.test(note) || /^[\p{Lu}][\p{L}\s.-]+$/u.test(note))) {
      employer = text;
      location = note;
    }
  }
  const remaining = allParts.filter((part) => part !== title && part !== employerCandidate);
  if (!location && remaining.length > 0) location = remaining.join(', ');
  return { title, ...(employer ? { employer } : {}), ...(location ? { location } : {}) };
}

function parseRoles(rawLines: string[]): ResumeRole[] {
  // Empty strings mark blank lines: a blank line is where a new role most often starts.
  const lines = mergeSplitDates(rawLines.filter((line) => !isPageMarker(line)));
  type Draft = { header: string[]; dates?: DateRange; body: string[]; raw: string[] };
  const drafts: Draft[] = [];
  let previousWasBreak = true;
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index] ?? '';
    if (!line) {
      previousWasBreak = true;
      continue;
    }
    const current = drafts[drafts.length - 1];
    const atBlockStart =
      previousWasBreak || !current || isBulletLine(lines[index - 1] ?? '') || current.body.length === 0;
    if (isHeaderLike(line)) {
      const group: string[] = [];
      for (let look = index; look < lines.length && group.length < 4; look += 1) {
        const candidate = lines[look] ?? '';
        if (!isHeaderLike(candidate)) break;
        group.push(candidate);
        // A dated line plus a title make a complete header; what follows is body text or the next role.
        if (group.some((part) => readDateRange(part).range) && group.some((part) => roleWordPattern.test(part))) break;
      }
      // Try the longest group first, then shorter ones, so "Title / Company / Dates" is read as one header.
      let accepted: HeaderGroup | undefined;
      for (let size = group.length; size >= 1 && !accepted; size -= 1)
        accepted = readHeaderGroup(group.slice(0, size), atBlockStart);
      if (accepted) {
        if (
          current &&
          current.body.length === 0 &&
          !current.dates &&
          accepted.dates &&
          accepted.lines.every((part) => readDateRange(part).rest.trim() === '')
        ) {
          // A date line right after a header that had none.
          current.dates = accepted.dates;
          current.raw.push(...accepted.lines);
        } else if (
          current &&
          current.body.length === 0 &&
          current.dates &&
          !accepted.dates &&
          accepted.lines.length === 1 &&
          !roleWordPattern.test(accepted.lines[0] ?? '')
        ) {
          current.header.push(...accepted.lines);
          current.raw.push(...accepted.lines);
        } else {
          drafts.push({
            header: [...accepted.lines],
            ...(accepted.dates ? { dates: accepted.dates } : {}),
            body: [],
            raw: [...accepted.lines],
          });
        }
        index += accepted.lines.length - 1;
        previousWasBreak = false;
        continue;
      }
      // A lone line such as "Northwestern Memorial Hospital — Chicago, IL" right before a dated header names the employer.
      if (atBlockStart && !roleWordPattern.test(line) && index + 1 < lines.length) {
        const following = lines.slice(index + 1, index + 4).filter((candidate) => isHeaderLike(candidate));
        const next = following.length > 0 ? readHeaderGroup(following, true) : undefined;
        if (next) {
          drafts.push({
            header: [line, ...next.lines],
            ...(next.dates ? { dates: next.dates } : {}),
            body: [],
            raw: [line, ...next.lines],
          });
          index += next.lines.length;
          previousWasBreak = false;
          continue;
        }
      }
    }
    previousWasBreak = false;
    if (!current) continue;
    // "2020 - Present / Shift Lead / Coastal Distribution LLC": the employer on its own line under title and dates.
    if (
      current.body.length === 0 &&
      current.dates &&
      !current.header.some((part) => readRoleHeader([part]).employer) &&
      isHeaderLike(line) &&
      line.split(/\s+/).length <= 6 &&
      !roleWordPattern.test(line)
    ) {
      current.header.push(line);
      current.raw.push(line);
      continue;
    }
    current.body.push(line);
    current.raw.push(line);
  }
  return drafts
    .map((draft): ResumeRole => {
      const header = readRoleHeader(draft.header);
      const sentences = bodyToSentences(draft.body);
      return {
        title: header.title,
        ...(header.employer ? { employer: header.employer } : {}),
        ...(header.location ? { location: header.location } : {}),
        ...(draft.dates ? { dates: draft.dates } : {}),
        achievements: sentences.map((sentence) =>
          toAchievement(sentence, 'role', header.employer, header.title || undefined),
        ),
        text: draft.raw.join('\n'),
      };
    })
    .filter((role) => role.title || role.employer || role.achievements.length > 0);
}

function parseProjects(rawLines: string[]): ResumeProject[] {
  const lines = mergeSplitDates(rawLines.filter((line) => !isPageMarker(line)));
  const projects: ResumeProject[] = [];
  let current: ResumeProject | undefined;
  for (const line of lines) {
    const { range, rest } = readDateRange(line);
    const bulletHeader = isBulletLine(line) && /^[^:]{2,60}:\s/.test(stripBullet(line));
    const previousLine = current?.text.split('\n').pop() ?? '';
    const looksLikeTitle = /^[\p{Lu}\p{N}]/u.test(line) && line.split(/\s+/).length <= 8 && /[.!?]$/.test(previousLine);
    const isHeader =
      (!isBulletLine(line) && !/[.!?]$/.test(line) && (range !== undefined || !current || looksLikeTitle)) ||
      bulletHeader;
    if (bulletHeader) {
      const content = stripBullet(line);
      const colon = content.indexOf(':');
      const name = content.slice(0, colon).trim();
      current = { name, achievements: [toAchievement(content.slice(colon + 1), 'project')], text: content };
      projects.push(current);
      continue;
    }
    if (isHeader) {
      const bare = rest.replace(/\(\s*[-–—,]?\s*\)/g, ' ');
      const name =
        cleanSeparators(bare.replace(/^(?:personal project|project|projekt)\s*:\s*/i, '')) || cleanSeparators(bare);
      current = { name, ...(range ? { dates: range } : {}), achievements: [], text: line };
      projects.push(current);
      continue;
    }
    if (!current) {
      current = { name: '', achievements: [], text: '' };
      projects.push(current);
    }
    current.text += `\n${line}`;
    const body = bodyToSentences(current.text.split('\n').slice(1));
    current.achievements = body.map((sentence) => toAchievement(sentence, 'project'));
  }
  return projects.filter((project) => project.name || project.achievements.length > 0);
}

const credentialWordPattern =
  /\b(?:certificate|certification|certified|certificat\w*|license|licence|licensed|specialist|professional|associate|operator|diploma|zertifikat|zertifizierung|schein|lizenz|weiterbildung)\b/i;

/** "BLS, ACLS, PALS" lists three credentials; "Massachusetts Initial License, Biology (8–12)" is one. */
function splitCredentialList(line: string): string[] {
  const pieces = line
    .split(/\s*[,;|•·]\s*(?![^()]*\))/)
    .map((piece) => piece.trim())
    .filter((piece) => piece.length > 0);
  if (pieces.length < 2) return [line];
  const isCredential = (piece: string): boolean =>
    /^[A-Z][A-Z0-9&+/-]{1,11}(?:\s+\d{1,3})?(?:\s*\([^)]*\))?$/.test(piece) ||
    (credentialWordPattern.test(piece) && piece.split(/\s+/).length <= 7);
  return pieces.every(isCredential) ? pieces : [line];
}

function joinListLines(lines: string[]): string[] {
  const items: string[] = [];
  for (const line of lines) {
    const previous = items[items.length - 1];
    // A comma list wrapped by the PDF: "…, Google Cloud" + "Platform, Firebase, …".
    if (previous !== undefined && !isBulletLine(line) && previous.includes(',') && !/[,;.]$/.test(previous)) {
      items[items.length - 1] = `${previous} ${line}`;
    } else if (previous !== undefined && !isBulletLine(line) && /[,;]$/.test(previous)) {
      items[items.length - 1] = `${previous} ${line}`;
    } else {
      items.push(stripBullet(line));
    }
  }
  return items;
}

function parseSkillList(rawLines: string[]): string[] {
  const items = joinListLines(rawLines.filter((line) => line.length > 0 && !isPageMarker(line)));
  const skills: string[] = [];
  for (const item of items) {
    const withoutCategory = item.replace(/^[^:,]{2,40}:\s*/, '');
    for (const piece of withoutCategory.replace(/[()]/g, ',').split(/\s*[,;•|·]\s*|\s+(?:and|und|&)\s+/)) {
      const cleaned = piece
        .replace(/^(?:and|und|or|oder|&)\s+/i, '')
        .replace(/\.$/, '')
        .trim();
      if (cleaned.length < 1 || cleaned.length > 40 || cleaned.split(/\s+/).length > 5) continue;
      // Level notes such as "(Grundlagen)" or "(fluent)" are not skills.
      if (
        /^(?:grundlagen|basics?|advanced|fortgeschritten|expert|experte|sehr gut|gut|fluent|native|muttersprache|intermediate|beginner|versions? .*)$/i.test(
          cleaned,
        )
      )
        continue;
      skills.push(cleaned);
    }
  }
  return [...new Set(skills)];
}

const degreePattern =
  /\b(?:Bachelor(?:'s|’s)?(?:\s+of\s+(?:[A-Z][\w.]*)(?:\s+[A-Z][\w.]*)*)?(?:\s+degree)?|Master(?:'s|’s)?(?:\s+of\s+(?:[A-Z][\w.]*)(?:\s+[A-Z][\w.]*)*)?(?:\s+degree)?|B\.\s?Sc\.?|M\.\s?Sc\.?|BSc|MSc|B\.\s?Tech\.?|M\.\s?Tech\.?|BTech|MTech|B\.\s?Eng\.?|M\.\s?Eng\.?|BEng|MEng|B\.\s?A\.|M\.\s?A\.|B\.\s?S\.|M\.\s?S\.|BS|MS|BA|MA|MBA|Ph\.\s?D\.?|PhD|Doctor(?:ate)?(?:\s+of\s+[A-Z]\w+)?|Dr\.\s?(?:rer|phil|med|ing)\.?\s?\w*\.?|Diplom(?:-[\w]+)?|Dipl\.-[\w]+\.?|Abitur|Staatsexamen|Magister|Associate(?:'s|’s)?\s+(?:Degree|of\s+\w+)|High School Diploma|Promotion|Fachabitur|Ausbildung\s+zum\s+\w+|Ausbildung\s+zur\s+\w+)(?![\w])/g;

/** The kinds of degree a piece of text names ("B.Tech" is a bachelor, "Master of Business Administration" an MBA). */
export function readDegreeKinds(text: string): DegreeKind[] {
  const kinds = new Set<DegreeKind>();
  // Bare "BS", "MA" only count before "in", "of", "degree" or in "BS/MS": "Cambridge, MA, USA" names a state.
  if (
    /\bbachelor(?!\s+party)|\bB\.\s?(?:Sc|Tech|Eng|A|S)\b\.?|\bBSc\b|\bBTech\b|\bBEng\b|\bB\.?Sc?\.?\s+(?:in|of|degree)\b|\b(?:BS|BA)(?=\s+(?:in|of|degree)\b|\s*\/)/i.test(
      text,
    )
  )
    kinds.add('bachelor');
  // "Scrum Master" and "to master" are not degrees.
  const masterWord =
    /(?<!scrum\s|web\s|quiz\s|to\s)\bmaster(?:'s|’s|s)?(?:\b|(?=-?(?:abschluss|studium)))(?!\s+(?:the|a|an|new|key|complex)\b)(?!ed|ing|ful|y)/i;
  if (
    /\bM\.\s?(?:Sc|Tech|Eng|A|S)\b\.?|\bMSc\b|\bMTech\b|\bMEng\b|\b(?:MS|MA)(?=\s+(?:in|of|degree)\b)|\/\s*(?:MS|MA)\b/.test(
      text,
    ) ||
    masterWord.test(text)
  )
    kinds.add('master');
  if (/\bMBA\b|master of business administration/i.test(text)) kinds.add('mba');
  if (/\bph\.?\s?d\b|\bdoctor(?:ate|al)?\b|\bpromotion\b|\bDr\.\s?(?:rer|phil|med|ing)/i.test(text))
    kinds.add('doctorate');
  if (/\bdiplom\b|\bdipl\.-/i.test(text)) kinds.add('diploma');
  if (/\bassociate(?:'s|’s)?\s+(?:degree|of)/i.test(text)) kinds.add('associate');
  if (/\babitur\b|high school diploma|fachabitur/i.test(text)) kinds.add('school');
  return [...kinds];
}

const institutionPattern =
  /\b(?:university|universität|universitat|hochschule|fachhochschule|institute|institut|college|school|academy|akademie|polytechnic|tu|eth|epfl|mit|caltech|ucla|uc\s+\w+|stanford|harvard|oxford|cambridge)\b/i;

function parseEducation(rawLines: string[]): ResumeEducation[] {
  const entries: string[] = [];
  for (const line of rawLines.filter((candidate) => !isPageMarker(candidate))) {
    const content = stripBullet(line);
    const startsEntry =
      entries.length === 0 || readDegreeKinds(content).length > 0 || rangePattern.test(content) || isBulletLine(line);
    if (startsEntry) entries.push(content);
    else entries[entries.length - 1] = `${entries[entries.length - 1] ?? ''}, ${content}`;
  }
  return entries.map((entry) => {
    const { range, rest } = readDateRange(entry);
    // "University of Texas at Austin" is one name: education lines are not split on "at".
    const parts = splitHeaderParts(rest, false);
    degreePattern.lastIndex = 0;
    const degreeMatch = rest.match(degreePattern);
    degreePattern.lastIndex = 0;
    const degreePartIndex = parts.findIndex((part) =>
      /\b(?:bachelor|master|b\.\s?sc|m\.\s?sc|bsc|msc|b\.?\s?tech|m\.?\s?tech|b\.?\s?eng|m\.?\s?eng|ph\.?\s?d|mba|diplom|abitur|doctor|b\.\s?a\.|m\.\s?a\.|b\.\s?s\.|m\.\s?s\.|associate)(?![\p{L}])|^(?:BS|MS|BA|MA|BSN|MSN)\b/iu.test(
        part,
      ),
    );
    const degree = degreePartIndex >= 0 ? parts[degreePartIndex] : degreeMatch?.[0];
    const fieldFromIn = degree?.match(/\bin\s+(.+)$/i)?.[1];
    const nextPart = degreePartIndex >= 0 ? parts[degreePartIndex + 1] : undefined;
    const field = fieldFromIn ?? (nextPart && !institutionPattern.test(nextPart) ? nextPart : undefined);
    const institution = parts.find((part) => institutionPattern.test(part) && part !== degree);
    return {
      text: entry,
      ...(degree ? { degree: degree.replace(/\s+in\s+.+$/i, '').trim() } : {}),
      degreeKinds: readDegreeKinds(entry),
      ...(field ? { field } : {}),
      ...(institution ? { institution } : {}),
      ...(range ? { dates: range } : {}),
    };
  });
}

function fallbackExperienceLines(sections: DocumentSection<ResumeSectionKind>[]): string[] {
  // No experience heading: look for dated role headers anywhere outside education and projects.
  return sections
    .filter((section) => section.kind === 'preamble' || section.kind === 'summary')
    .flatMap((section) => section.lines)
    .filter((line) => line.length > 0)
    .slice(3);
}
