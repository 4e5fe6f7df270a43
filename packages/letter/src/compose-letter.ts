// The built-in letter writer: deterministic, offline, and honest by construction. Every fact in the letter comes from
// the parsed resume (achievements with their own employer and numbers, skills, degrees, stated years); the ad
// contributes only the role, the company and what it asks for. Structure varies by a hash of the input, never by
// chance, so the same input always gives the same letter.
//
// Missing name: the letter ends with the sign-off line alone. Inventing or guessing a name would put words in the
// applicant's mouth; an empty line is easy for them to fill in, a wrong name is not.

import {
  matchRequirements,
  requirementConcepts,
  type RequirementMatch,
  type RequirementMatches,
} from './match-requirements.ts';
import { parseJobDescription, type ParsedJobDescription } from './parse-job-description.ts';
import { parseResume, type Achievement, type ParsedResume, type ResumeRole } from './parse-resume.ts';
import {
  contentWords,
  countWords,
  detectLanguage,
  escapeRegExp,
  findNumbers,
  hashText,
  scoreLanguages,
  wholeWordPattern,
  type LetterLanguage,
} from './normalize-text.ts';
import { isToolSkill, listSkillNames, skillInSentence } from './skill-vocabulary.ts';

export type LetterLength = 'standard' | 'short';
export type LetterTone = 'formal' | 'warm';

export type ComposeLetterInput = { resume: string; jobDescription: string };
export type ComposeLetterOptions = { length?: LetterLength; tone?: LetterTone; language?: LetterLanguage };

export type ComposedLetter = {
  /** The plain letter, ready to show and edit. */
  text: string;
  language: LetterLanguage;
  wordCount: number;
  /** The must-haves the letter addresses, as the ad writes them. */
  addressedRequirements: string[];
};

type WordBudget = { minimum: number; maximum: number };
const budgets: Record<LetterLength, WordBudget> = {
  standard: { minimum: 265, maximum: 385 },
  short: { minimum: 155, maximum: 195 },
};

/** The acceptance criteria's floors: a sentence that adds nothing may go while the letter stays above them. */
const hardMinimums: Record<LetterLength, number> = { standard: 252, short: 152 };

/** One sentence of the letter with where it goes and how much we want it. */
type Candidate = {
  paragraph: number;
  text: string;
  priority: number;
  required: boolean;
  order: number;
  requirements?: string[];
  /** Terms this sentence only names; it is dropped when the rest of the letter already names them all. */
  namesOnly?: string[];
};

type Context = {
  resume: ParsedResume;
  job: ParsedJobDescription;
  matches: RequirementMatches;
  language: LetterLanguage;
  tone: LetterTone;
  length: LetterLength;
  variant: number;
  roleTitle: string | undefined;
  company: string | undefined;
  usedAchievements: Set<Achievement>;
  /** Skills the opening paragraph already names, so later sentences do not repeat them. */
  mentionedSkills: Set<string>;
  /** Results quoted in the resume's language because the letter is in another one. */
  foreignQuotes: number;
  /** The resume summary used in the opening states the years of experience the ad asks for. */
  yearsInSummary?: boolean;
};

/** Writes a cover letter for this resume and this ad. Pure and deterministic: same input, same letter. */
export function composeLetter(input: ComposeLetterInput, options: ComposeLetterOptions = {}): ComposedLetter {
  const resume = parseResume(input.resume ?? '');
  const job = parseJobDescription(input.jobDescription ?? '');
  const matches = matchRequirements(resume, job);
  const language = options.language ?? (job.cleanText.trim() ? job.language : resume.language);
  const length = options.length ?? 'standard';
  const tone = options.tone ?? 'formal';
  const context: Context = {
    resume,
    job,
    matches,
    language,
    tone,
    length,
    variant: hashText(`${input.resume}\u0000${input.jobDescription}`),
    roleTitle: job.title,
    company: job.company,
    usedAchievements: new Set(),
    mentionedSkills: new Set(),
    foreignQuotes: 0,
  };

  const candidates: Candidate[] = [
    ...openingSentences(context),
    ...evidenceSentences(context),
    ...requirementSentences(context),
    ...closingSentences(context),
  ];
  const chosen = fitToBudget(candidates, budgets[length], context);
  const text = assembleLetter(chosen, context);
  return {
    text,
    language,
    wordCount: countWords(text),
    addressedRequirements: [...new Set(chosen.flatMap((candidate) => candidate.requirements ?? []))],
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Small language helpers

function pick<Item>(items: readonly Item[], seed: number, salt: number): Item {
  const index = (seed >>> (salt % 24)) % items.length;
  return items[index] as Item;
}

function joinList(items: string[], language: LetterLanguage): string {
  const conjunction = language === 'de' ? 'und' : 'and';
  if (items.length <= 1) return items[0] ?? '';
  if (items.length === 2) return `${items[0]} ${conjunction} ${items[1]}`;
  return `${items.slice(0, -1).join(', ')}${language === 'en' ? ',' : ''} ${conjunction} ${items[items.length - 1]}`;
}

function indefiniteArticle(phrase: string): string {
  const first = phrase.trim().split(/\s+/)[0] ?? '';
  // Acronyms read letter by letter: "an MBA", "an SRE"; words by sound, roughly by their first letter.
  if (/^[A-Z]{2,3}\b/.test(first) || /^[A-Z]\./.test(first)) return /^[AEFHILMNORSX]/.test(first) ? 'an' : 'a';
  if (/^(?:uni|use|eu|one)/i.test(first)) return 'a';
  if (/^(?:hour|honest|heir)/i.test(first)) return 'an';
  return /^[aeiou]/i.test(first) ? 'an' : 'a';
}

function lowerFirstWord(text: string): string {
  return text.replace(/^([A-Z])([a-z]+)\b/, (_match, first: string, rest: string) => first.toLowerCase() + rest);
}

function endSentence(text: string): string {
  const trimmed = text.trim().replace(/[\s,;:–—-]+$/, '');
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

function capitalizeFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

// German employer names take an article when their head noun is a common noun: "beim Universitätsklinikum Leipzig",
// "bei der Helios Klinik GmbH", "für das Landratsamt". Brand names stay bare ("bei Google", "bei Firma B"). The
// gender comes from the legal form or from a head noun a small list knows; when neither tells, no article is added.
type GermanGender = 'f' | 'm' | 'n';
const germanHeadNouns: [RegExp, GermanGender][] = [
  [
    /(?:klinikum|krankenhaus|institut|amt|unternehmen|zentrum|center|studio|büro|werk|labor|hotel|ministerium|gericht|museum|theater|krankenhaus|rathaus|autohaus|kaufhaus|pflegeheim|altenheim|seniorenheim|kinderheim|wohnheim|kolleg|gymnasium|jobcenter|kontor|atelier|archiv|klinikverbund|warenhaus)$/u,
    'n',
  ],
  [
    /(?:verband|verein|konzern|betrieb|verlag|pflegedienst|dienst|kindergarten|supermarkt|baumarkt|landkreis|bund|rundfunk|flughafen|zoo|fonds|sender)$/u,
    'm',
  ],
  [
    /(?:klinik|universität|hochschule|schule|verwaltung|bank|sparkasse|versicherung|praxis|agentur|behörde|stiftung|gesellschaft|genossenschaft|kanzlei|apotheke|gemeinde|kita|kindertagesstätte|akademie|bibliothek|gruppe|holding|werkstatt|manufaktur|bäckerei|charité|polizei|bundeswehr|post|bahn|diakonie|caritas|einrichtung|medizin)$/u,
    'f',
  ],
];

function germanGender(name: string): GermanGender | undefined {
  const words = name.trim().split(/\s+/);
  const first = words[0] ?? '';
  // Names that already carry an article or read as "Firma X" stay as written.
  if (/^(?:der|die|das|dem|den|des|firma)$/i.test(first)) return undefined;
  const last = (words[words.length - 1] ?? '').replace(/[,.]$/, '');
  if (/^e\.\s?V$|^e\.V$/i.test(last) || /e\.\s?V\.?$/.test(name.trim())) return 'm';
  if (/^(?:GmbH|gGmbH|AG|SE|KG|KGaA|UG|eG|mbH|GbR|OHG)$/.test(last)) return 'f';
  const genderOf = (word: string): GermanGender | undefined => {
    const lower = word.toLowerCase().replace(/[^\p{L}-]/gu, '');
    if (lower.length < 3) return undefined;
    // Town names end in "-stadt", "-heim" or "-hafen" ("Darmstadt", "Mannheim"): only the word itself counts.
    if (lower === 'stadt' || lower === 'hafen') return lower === 'stadt' ? 'f' : 'm';
    return germanHeadNouns.find(([pattern]) => pattern.test(lower))?.[1];
  };
  const firstGender = genderOf(first);
  if (firstGender) return firstGender;
  // "Helios Klinik Dresden", "Berliner Sparkasse", "Städtisches Klinikum": a brand, place word or adjective, then the
  // head noun.
  const second = words[1];
  if (second && /^\p{Lu}/u.test(second)) return genderOf(second);
  return undefined;
}

const dativeContractions: Record<string, string> = { bei: 'beim', von: 'vom', in: 'im', an: 'am', zu: 'zum' };

/** "bei X", "beim X" or "bei der X": a German preposition with the dative and an employer's name. */
// An adjective that opens a name ("Städtisches Klinikum", "Deutsche Rentenversicherung") takes its ending from the case.
const germanNameAdjective = /^(\p{Lu}\p{L}*?(?:isch|lich|ig|al|ell|iv|sch))(?:e|es|er|en)(?=\s)/u;

function germanDative(preposition: string, written: string): string {
  const gender = germanGender(written);
  const name = gender ? written.replace(germanNameAdjective, '$1en') : written;
  const lower = preposition.toLowerCase();
  let phrase: string;
  if (gender === 'f') phrase = lower === 'zu' ? `zur ${name}` : `${lower} der ${name}`;
  else if (gender) phrase = `${dativeContractions[lower] ?? `${lower} dem`} ${name}`;
  else phrase = `${lower} ${name}`;
  return /^\p{Lu}/u.test(preposition) ? capitalizeFirst(phrase) : phrase;
}

/** "Google", "die X GmbH" or "das Klinikum X": an employer's name as the object of "für" or a verb. */
function germanAccusative(written: string): string {
  const gender = germanGender(written);
  if (!gender) return written;
  const name = written.replace(germanNameAdjective, gender === 'm' ? '$1en' : '$1e');
  return `${{ f: 'die', m: 'den', n: 'das' }[gender]} ${name}`;
}

/**
 * A German sentence about skills that says "arbeite mit" only for tools and technologies; fields and activities
 * ("Praxisanleitung", "Mahnwesen") are experience, never something one works "with". `other` is either a lead-in
 * ("Erfahrung habe ich in") or a verb phrase with its plural ending between bars ("Dort gehör|en| zu …").
 */
function germanSkillSentence(
  skills: string[],
  toolLead: string,
  toolTail: string,
  other: string,
  otherTail = '',
): string {
  const tools = skills.filter((skill) => isToolSkill(skill));
  const rest = skills.filter((skill) => !isToolSkill(skill));
  const toolPart = tools.length > 0 ? `${toolLead} ${joinList(tools, 'de')}${toolTail ? ` ${toolTail}` : ''}` : '';
  if (rest.length === 0) return `${toolPart}.`;
  let otherPart: string;
  const verb = /^(.*?)\|(.*?)\|(.*)$/.exec(other);
  if (verb) {
    // "Dort gehören Praxisanleitung und Wundversorgung zu meinem Arbeitsalltag."
    const [, head = '', plural = '', tail = ''] = verb;
    const words = head.split(' ');
    const finite = `${words.pop() ?? ''}${rest.length > 1 ? plural : head.endsWith('gehör') ? 't' : ''}`;
    const lead = words.join(' ');
    otherPart =
      tools.length > 0
        ? `auch ${joinList(rest, 'de')} ${finite}${tail}`
        : `${lead} ${finite} ${joinList(rest, 'de')}${tail}`;
  } else {
    otherPart =
      tools.length > 0
        ? `${lowerLead(other)} ${joinList(rest, 'de')}${otherTail ? ` ${otherTail}` : ''}`
        : `${other} ${joinList(rest, 'de')}${otherTail ? ` ${otherTail}` : ''}`;
  }
  return tools.length > 0 ? `${toolPart}; ${otherPart}.` : `${otherPart}.`;
}

function lowerLead(text: string): string {
  // "Darüber hinaus bringe ich Kenntnisse in" after a semicolon reads "zudem bringe ich Kenntnisse in".
  return text.replace(/^(?:Darüber hinaus|Erfahrung habe ich in)\b/, (lead) =>
    lead === 'Darüber hinaus' ? 'zudem' : 'Erfahrung habe ich zudem in',
  );
}

const irregularPastVerbs = new Set(
  'led built wrote ran grew drove won made took cut set began brought taught sold spent kept held oversaw undertook rebuilt rewrote shipped found founded'.split(
    ' ',
  ),
);

// Bullets of a current role often start with a verb in the present ("Manage a team of 5").
const presentTenseVerbs = new Set(
  'manage lead build develop design care coordinate support own run drive create maintain implement deliver train mentor oversee plan write analyze analyse conduct handle prepare monitor provide serve teach precept assist perform administer review negotiate sell grow launch optimize optimise test deploy operate supervise organize organise represent resolve answer process track report partner collaborate advise'.split(
    ' ',
  ),
);

function isPastTenseVerb(word: string): boolean {
  const lower = word.toLowerCase();
  return (
    irregularPastVerbs.has(lower) ||
    (/^[a-z]{2,}ed$/.test(lower) &&
      !/^(?:need|speed|seed|feed|bed|red|based|skilled|advanced|detailed|experienced|dedicated|talented)$/.test(lower))
  );
}

function currentRole(resume: ParsedResume): ResumeRole | undefined {
  return resume.roles.find((role) => role.dates?.isCurrent) ?? resume.roles[0];
}

function isCurrent(role: ResumeRole | undefined): boolean {
  return Boolean(role?.dates?.isCurrent);
}

function roleTitleOf(role: ResumeRole | undefined): string | undefined {
  const title = role?.title?.trim();
  return title && title.length <= 60 ? title : undefined;
}

/** Share of the ad's must-haves the resume fully supports (1 when the ad lists none). */
function fullySupportedShare(context: Context): number {
  const musts = context.matches.mustHaves;
  if (musts.length === 0) return 1;
  return musts.filter((match) => match.status === 'supported').length / musts.length;
}

function yearsPhrase(context: Context): string | undefined {
  const years = context.resume.yearsOfExperience;
  if (!years || years.value < 1) return undefined;
  if (context.language === 'de') {
    const qualifier = { over: 'über ', about: 'rund ', almost: 'fast ', exact: '' }[years.qualifier];
    return `${qualifier}${years.value} Jahre`;
  }
  const qualifier = { over: 'more than ', about: 'about ', almost: 'almost ', exact: '' }[years.qualifier];
  return `${qualifier}${years.value} ${years.value === 1 ? 'year' : 'years'}`;
}

function topMatchedSkills(context: Context, count: number): string[] {
  const fromMusts = context.matches.mustHaves.flatMap((match) =>
    match.matchedTerms.filter((term) => context.job.skills.includes(term)),
  );
  return [...new Set([...fromMusts, ...context.matches.matchedSkills])].slice(0, count);
}

function roleReference(context: Context): string {
  const title = context.roleTitle;
  if (context.language === 'de') {
    if (title) return `die Position als ${title}${context.company ? ` ${germanDative('bei', context.company)}` : ''}`;
    return context.company
      ? `die ausgeschriebene Position ${germanDative('bei', context.company)}`
      : 'die ausgeschriebene Position';
  }
  if (title) return `the ${title} role${context.company ? ` at ${context.company}` : ''}`;
  return context.company ? `the open position at ${context.company}` : 'this position';
}

/** The resume's own summary turned into a first-person sentence, when it is short and in the letter's language. */
function summarySentence(context: Context): string | undefined {
  const first = context.resume.summary
    .split(/(?<=[.!?])\s+/)[0]
    ?.trim()
    .replace(/[.!]+$/, '');
  if (!first || countWords(first) < 5 || countWords(first) > 32) return undefined;
  if (detectLanguage(first, context.resume.language) !== context.language) return undefined;
  const words = first.split(/\s+/);
  const firstWord = words[0] ?? '';
  const secondWord = words[1] ?? '';
  if (/^(?:I|Ich)$/.test(firstWord)) return endSentence(first);
  // Objective lines ("Seeking a role ...") and verb phrases do not turn into "I am ...".
  if (/ing$|ed$|^(?:to|seeking|looking|suche)$/i.test(firstWord) || /\b(?:I|my|me|ich|mein)\b/.test(first))
    return undefined;
  const lowered =
    // "Compassionate RN with ..." reads "a compassionate RN"; a name such as "Google" never starts a summary like this.
    (/^[\p{Ll}]/u.test(secondWord) || /^[\p{Lu}]{2,5}$/u.test(secondWord)) &&
    /^[\p{Lu}][\p{Ll}]+(?:-[\p{Ll}]+)?$/u.test(firstWord) &&
    context.language === 'en'
      ? firstWord.toLowerCase() + first.slice(firstWord.length)
      : first;
  if (context.language === 'de') return endSentence(`Kurz zu mir: ${first}`);
  return endSentence(`I am ${indefiniteArticle(lowered)} ${lowered}`);
}

// ---------------------------------------------------------------------------------------------------------------
// Paragraph 1: who I am and why this role

function openingSentences(context: Context): Candidate[] {
  const { resume, language, variant } = context;
  const role = currentRole(resume);
  const title = roleTitleOf(role) ?? resume.headline;
  const employer = role?.employer;
  // Only skills this role's own lines show are said to be used there; others are named without an employer.
  const roleSkills = topMatchedSkills(context, 12).filter(
    (skill) => role && role.achievements.some((achievement) => achievement.skills.includes(skill)),
  );
  // Tools the vocabulary does not know ("EPIC", "SolidWorks") count when the skills list names them and this role's
  // own lines use them.
  const listedInRole = context.resume.listedSkills.filter(
    (skill) =>
      skill.length >= 3 &&
      /^[\p{Lu}\p{N}]/u.test(skill) &&
      role?.achievements.some((achievement) => wholeWordPattern(skill).test(achievement.text)),
  );
  const ownRoleSkills = [
    ...new Set([...(role?.achievements.flatMap((achievement) => achievement.skills) ?? []), ...listedInRole]),
  ];
  const skills = [...new Set([...roleSkills, ...ownRoleSkills])]
    .slice(0, context.length === 'short' ? 3 : 4)
    .map((skill) => skillInSentence(skill, language));
  const otherSkills = topMatchedSkills(context, 6)
    .filter((skill) => !roleSkills.includes(skill) && !ownRoleSkills.includes(skill))
    .slice(0, 4)
    .map((skill) => skillInSentence(skill, language));
  for (const skill of [...new Set([...roleSkills, ...ownRoleSkills])].slice(0, 4)) context.mentionedSkills.add(skill);
  for (const skill of topMatchedSkills(context, 6).slice(0, 4)) context.mentionedSkills.add(skill);
  const yearsAddressedLater = context.matches.mustHaves.some((match) =>
    match.matchedTerms.includes('years of experience'),
  );
  // The years appear once: in the requirements paragraph when the ad asks for them, else here or in the summary.
  const summary = summarySentence(context);
  const yearsValue = context.resume.yearsOfExperience?.value;
  const summaryHasYears =
    summary !== undefined && yearsValue !== undefined && new RegExp(`\\b${yearsValue}\\b`).test(summary);
  // A summary that states the years ("RN with 6 years of acute care experience") tells them in the applicant's own
  // words; the requirements paragraph then does not repeat them.
  const usableSummary = summary;
  if (summaryHasYears && yearsAddressedLater) context.yearsInSummary = true;
  const years = yearsAddressedLater || summaryHasYears ? undefined : yearsPhrase(context);
  const reference = roleReference(context);
  const sentences: Candidate[] = [];
  let order = 0;
  const yearsRequirement = context.matches.mustHaves.find((match) => match.matchedTerms.includes('years of experience'))
    ?.requirement.text;
  const add = (text: string, priority: number, required: boolean): void => {
    const statesYears = context.yearsInSummary && text === usableSummary && yearsRequirement;
    sentences.push({
      paragraph: 1,
      text,
      priority: statesYears ? 90 : priority,
      required,
      order: order++,
      ...(statesYears ? { requirements: [yearsRequirement] } : {}),
    });
  };

  if (language === 'de') {
    const hook = pick(
      [
        `Ihre Ausschreibung für ${reference} hat mich sofort angesprochen, weil sie genau die Arbeit beschreibt, die ich gerne mache.`,
        `Ihre Suche nach Verstärkung für ${reference} passt sehr gut zu meinem beruflichen Weg.`,
        `Ihre Ausschreibung für ${reference} trifft genau den Schwerpunkt meiner bisherigen Arbeit.`,
      ],
      variant,
      1,
    );
    if (title && employer) {
      // The most relevant concrete qualification first: who the applicant is, where, and for which role.
      add(
        pick(
          [
            `Als ${title} ${germanDative('bei', employer)} möchte ich meine Erfahrung gern in ${reference} einbringen.`,
            `${capitalizeFirst(reference)} passt sehr gut zu meiner Arbeit als ${title} ${germanDative('bei', employer)}.`,
          ],
          variant,
          1,
        ),
        100,
        true,
      );
      if (skills.length > 0)
        add(
          isCurrent(role)
            ? germanSkillSentence(skills, 'Dort arbeite ich mit', '', 'Dort gehör|en| zu meinem Arbeitsalltag')
            : germanSkillSentence(skills, 'Dort habe ich mit', 'gearbeitet', 'Dort gehörte|n| zu meinem Arbeitsalltag'),
          95,
          false,
        );
    } else add(hook, 100, true);
    if (!(title && employer) && otherSkills.length > 0) {
      add(germanSkillSentence(otherSkills, 'In meiner Arbeit setze ich', 'ein', 'Erfahrung habe ich in'), 90, true);
    }
    if (otherSkills.length > 0 && title && employer) {
      add(
        `Zu meinen Kenntnissen gehör${otherSkills.length > 1 ? 'en' : 't'} außerdem ${joinList(otherSkills, 'de')}.`,
        72,
        false,
      );
    }
    if (usableSummary) add(usableSummary, 66, false);
    if (years) add(`Insgesamt bringe ich ${years} Berufserfahrung mit.`, 70, false);
    return sentences;
  }

  const hook = pick(
    context.matches.mustHaveCoverage >= 0.5
      ? [
          context.roleTitle
            ? `Your ad for ${indefiniteArticle(context.roleTitle)} ${context.roleTitle}${context.company ? ` at ${context.company}` : ''} describes the work I know best.`
            : `Your ad${context.company ? ` from ${context.company}` : ''} describes the work I know best.`,
          `I would like to bring my experience to ${reference}.`,
          `${capitalizeFirst(reference)} asks for the skills I have been building throughout my career.`,
        ]
      : [
          `I would like to bring my experience to ${reference}.`,
          `${capitalizeFirst(reference)} is a natural next step for me.`,
        ],
    variant,
    1,
  );
  const asTitle = title ? `${indefiniteArticle(title)} ${title}${employer ? ` at ${employer}` : ''}` : undefined;
  if (asTitle) {
    // The most relevant concrete qualification first: who the applicant is, where, and for which role.
    const current = isCurrent(role) || !employer;
    add(
      pick(
        // "builds directly on my work" would overstate the fit when the resume shows few of the must-haves.
        fullySupportedShare(context) < 0.5
          ? [`I would like to bring my experience as ${asTitle} to ${reference}.`]
          : current
            ? [
                `As ${asTitle}, I would like to bring my experience to ${reference}.`,
                `${capitalizeFirst(reference)} builds directly on my work as ${asTitle}.`,
                `I would like to bring my experience as ${asTitle} to ${reference}.`,
              ]
            : [
                `Having worked as ${asTitle}, I would like to bring that experience to ${reference}.`,
                `${capitalizeFirst(reference)} builds directly on my work as ${asTitle}.`,
                `I would like to bring my experience as ${asTitle} to ${reference}.`,
              ],
        variant,
        1,
      ),
      100,
      true,
    );
    if (skills.length > 0)
      add(
        current
          ? `In that role I work with ${joinList(skills, 'en')}.`
          : `In that role I worked with ${joinList(skills, 'en')}.`,
        // One tool says little about the applicant; the summary or the years say more.
        skills.length >= 2 ? 95 : 64,
        false,
      );
  } else add(hook, 100, true);
  if (!asTitle && otherSkills.length > 0) {
    add(`My work centres on ${joinList(otherSkills, 'en')}.`, 90, true);
  }
  if (otherSkills.length > 0 && title) add(`My skills also include ${joinList(otherSkills, 'en')}.`, 72, false);
  if (usableSummary) add(usableSummary, 66, false);
  if (years) add(`Altogether, I bring ${years} of professional experience.`, 70, false);
  return sentences;
}

// ---------------------------------------------------------------------------------------------------------------
// Paragraph 2: concrete achievements, each with its own employer

const metricNounGlossary: [RegExp, string, string][] = [
  [/latenz\w*/i, 'latency', 'Latenz'],
  [/image-größe|imagegröße/i, 'image size', 'Image-Größe'],
  [/build-zeit\w*|buildzeit\w*/i, 'build times', 'Build-Zeiten'],
  [/testabdeckung/i, 'test coverage', 'Testabdeckung'],
  [/mean-time-to-recovery|mttr/i, 'mean time to recovery (MTTR)', 'Mean Time to Recovery (MTTR)'],
  [/ladezeit\w*/i, 'load times', 'Ladezeiten'],
  [/antwortzeit\w*/i, 'response times', 'Antwortzeiten'],
  [/fehlerrate\w*/i, 'error rate', 'Fehlerrate'],
  [/kosten/i, 'costs', 'Kosten'],
  [/umsatz/i, 'revenue', 'Umsatz'],
  [/durchsatz/i, 'throughput', 'Durchsatz'],
  [/downtime|ausfallzeit\w*/i, 'downtime', 'Ausfallzeiten'],
  [/kundenzufriedenheit/i, 'customer satisfaction', 'Kundenzufriedenheit'],
  [/conversion\w*/i, 'conversion', 'Conversion'],
];

/** Renders a German metric ("Latenz ... um 28% reduziert") in English, when the glossary knows the noun. */
function translateGermanMetric(text: string): string | undefined {
  const change = text.match(
    /([\p{L}][\p{L}-]*)[^;.]{0,40}?\bum\s+(~?\d+(?:[.,]\d+)?\s?%)\s+(reduziert|gesenkt|verkürzt|verringert|gesteigert|erhöht|verbessert)/iu,
  );
  if (change?.[1] && change[2] && change[3]) {
    const noun = metricNounGlossary.find(([pattern]) => pattern.test(change[1] ?? ''));
    if (noun) {
      const verb = /reduziert|gesenkt|verkürzt|verringert/i.test(change[3])
        ? 'reduced'
        : /verbessert/i.test(change[3])
          ? 'improved'
          : 'increased';
      return `${verb} ${noun[1]} by ${change[2].replace(/\s/g, '')}`;
    }
  }
  const fromTo = text.match(
    /([\p{L}][\p{L}-]*)\s+von\s+(\d+(?:[.,]\d+)?\s?%)\s+auf\s+(\d+(?:[.,]\d+)?\s?%)\s+(gesteigert|erhöht|verbessert|gesenkt|reduziert)/iu,
  );
  if (fromTo?.[1] && fromTo[2] && fromTo[3] && fromTo[4]) {
    const noun = metricNounGlossary.find(([pattern]) => pattern.test(fromTo[1] ?? ''));
    if (noun) {
      const verb = /gesenkt|reduziert/i.test(fromTo[4]) ? 'reduced' : 'raised';
      return `${verb} ${noun[1]} from ${fromTo[2].replace(/\s/g, '')} to ${fromTo[3].replace(/\s/g, '')}`;
    }
  }
  return undefined;
}

/** Renders an English metric ("reduced latency by 28%") in German, when the glossary knows the noun. */
function translateEnglishMetric(text: string): string | undefined {
  const change = text.match(
    /\b(reduced|cut|decreased|lowered|increased|improved|grew|boosted|raised)\s+(?:the\s+|our\s+)?([a-z][a-z -]{2,30}?)\s+by\s+(~?\d+(?:\.\d+)?\s?%)/i,
  );
  if (!change?.[1] || !change[2] || !change[3]) return undefined;
  const noun = metricNounGlossary.find(([, english]) =>
    change[2]?.toLowerCase().includes(english.split(' ')[0] ?? english),
  );
  if (!noun) return undefined;
  const verb = /reduced|cut|decreased|lowered/i.test(change[1])
    ? 'reduziert'
    : /improved/i.test(change[1])
      ? 'verbessert'
      : 'gesteigert';
  return `${noun[2]} um ${change[3].replace(/\s/g, '')} ${verb}`;
}

function achievementLanguage(achievement: Achievement, resumeLanguage: LetterLanguage): LetterLanguage {
  // Bullets are short and full of tool names, so the resume's language wins unless the bullet clearly reads otherwise.
  const { german, english } = scoreLanguages(achievement.text);
  if (resumeLanguage === 'de') return english >= german + 3 ? 'en' : 'de';
  return german >= english + 3 ? 'de' : 'en';
}

/** Keeps an achievement readable in a letter: long bullets are cut to the clause that carries the result. */
function trimAchievement(text: string): string | undefined {
  const cleaned = text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.;]+$/, '');
  if (countWords(cleaned) <= 34) return cleaned;
  const clauses = cleaned.split(/;\s+/);
  const withNumber = clauses.find((clause) => findNumbers(clause).length > 0 && countWords(clause) <= 34);
  const first = clauses[0];
  const chosen = withNumber ?? (first && countWords(first) <= 34 ? first : undefined);
  return chosen;
}

function renderAchievement(
  achievement: Achievement,
  context: Context,
  salt: number,
  previousEmployer?: string,
  probe = false,
): string | undefined {
  const { language, variant } = context;
  const role = context.resume.roles.find((candidate) => candidate.achievements.includes(achievement));
  const employer = achievement.employer;
  const current = isCurrent(role);
  const sourceLanguage = achievementLanguage(achievement, context.resume.language);

  if (sourceLanguage !== language) {
    // We do not translate free text: say what we can say faithfully (employer, tools, a metric the glossary knows).
    const metric =
      language === 'en' ? translateGermanMetric(achievement.text) : translateEnglishMetric(achievement.text);
    const skills = achievement.skills.slice(0, 3);
    const quotable =
      employer &&
      !metric &&
      achievement.numbers.length > 0 &&
      context.foreignQuotes === 0 &&
      countWords(trimAchievement(achievement.text) ?? '') <= 14;
    if (employer && !metric && (skills.length === 0 || quotable)) {
      // Nothing we can say in the letter's language: quote a short result as the resume writes it, marked as such.
      const quoted = trimAchievement(achievement.text);
      // One quote at most, so the paragraph stays in the letter's language.
      if (
        !quoted ||
        achievement.numbers.length === 0 ||
        countWords(quoted) > 14 ||
        /["“”„]/.test(quoted) ||
        context.foreignQuotes > 0
      )
        return undefined;
      if (!probe) context.foreignQuotes += 1;
      return language === 'en'
        ? `At ${employer}, one result in my resume's words: "${quoted}".`
        : `${germanDative('Bei', employer)} – in den Worten meines Lebenslaufs: „${quoted}“.`;
    }
    if (!employer || (skills.length === 0 && !metric)) return undefined;
    if (language === 'en') {
      const tools = joinList(
        skills.map((skill) => skillInSentence(skill, 'en')),
        'en',
      );
      const where = employer === previousEmployer ? 'There, I also' : `At ${employer}, I`;
      if (!tools) return `${where} ${metric}.`;
      return metric ? `${where} worked with ${tools} and ${metric}.` : `${where} worked with ${tools}.`;
    }
    const tools =
      skills.length > 0
        ? ` mit ${joinList(
            skills.map((skill) => skillInSentence(skill, 'de')),
            'de',
          )} gearbeitet`
        : '';
    const where =
      employer === previousEmployer ? 'Dort habe ich außerdem' : `${germanDative('Bei', employer)} habe ich`;
    return metric
      ? `${where}${tools ? ` ${metric.replace(/ (\S+)$/, '')}${tools.replace(' gearbeitet', '')} ${metric.split(' ').pop() ?? ''}` : ` ${metric}`}.`
      : `${where}${tools}.`;
  }

  if (achievement.source === 'statement') {
    // Already written in the first person by the applicant: used as written, in its own language only.
    return sourceLanguage === language && countWords(achievement.text) <= 40
      ? endSentence(achievement.text)
      : undefined;
  }
  const trimmed = trimAchievement(achievement.text);
  if (!trimmed || countWords(trimmed) < 4) return undefined;
  // Our German templates introduce the bullet with a colon; a bullet's own "Label: ..." becomes a dash.
  const text = language === 'de' ? trimmed.replace(/^([^:]{2,40}):\s+/, '$1 – ') : trimmed;
  const project =
    achievement.source === 'project'
      ? context.resume.projects.find((candidate) => candidate.achievements.includes(achievement))
      : undefined;

  if (language === 'de') {
    if (project)
      return endSentence(
        `In meinem Projekt ${project.name ? `„${project.name}“` : ''}: ${text}`.replace('Projekt : ', 'Projekt: '),
      );
    if (!employer) return endSentence(`Ein Beispiel aus meiner Arbeit: ${text}`);
    if (employer === previousEmployer) return endSentence(`Dort gehörte außerdem dazu: ${text}`);
    const title = roleTitleOf(role);
    return endSentence(
      pick(
        [
          `${germanDative('Bei', employer)}${title ? ` als ${title}` : ''} gehörte dazu: ${text}`,
          `Ein Beispiel aus meiner Zeit ${germanDative('bei', employer)}: ${text}`,
          `Als ${title ?? 'Teil des Teams'} ${germanDative('bei', employer)} habe ich unter anderem Folgendes verantwortet: ${text}`,
        ],
        variant,
        salt,
      ),
    );
  }

  const firstWord = text.split(/\s+/)[0] ?? '';
  const secondWord = text.split(/\s+/)[1] ?? '';
  if (employer && employer === previousEmployer && !project) {
    if (isPastTenseVerb(firstWord)) return endSentence(`There, I also ${lowerFirstWord(text)}`);
    if (/^[A-Z][a-z]+ing$/.test(firstWord))
      return endSentence(`My work there also ${current ? 'includes' : 'included'} ${lowerFirstWord(text)}`);
  }
  const where = project
    ? `In my project ${project.name || 'work'}`
    : employer
      ? pick([`At ${employer}`, `During my time at ${employer}`, `At ${employer}`], variant, salt)
      : 'In my work';
  const whereCurrent = project ? `In my project ${project.name || 'work'}` : employer ? `At ${employer}` : 'In my work';
  if (isPastTenseVerb(firstWord) || (/ly$/i.test(firstWord) && isPastTenseVerb(secondWord))) {
    return endSentence(`${current ? whereCurrent : where}, I ${lowerFirstWord(text)}`);
  }
  if (/^[A-Z][a-z]+ing$/.test(firstWord)) {
    return endSentence(
      `${whereCurrent}, my work ${current && !project ? 'includes' : 'included'} ${lowerFirstWord(text)}`,
    );
  }
  if (current && !project && presentTenseVerbs.has(firstWord.toLowerCase())) {
    return endSentence(`${whereCurrent}, I ${lowerFirstWord(text)}`);
  }
  if (/^responsible for$/i.test(`${firstWord} ${secondWord}`)) {
    return endSentence(`${whereCurrent}, I ${current ? 'am' : 'was'} ${lowerFirstWord(text)}`);
  }
  return endSentence(
    `One example from ${project ? `my project ${project.name || ''}`.trim() : employer ? `my time at ${employer}` : 'my work'}: ${text}`,
  );
}

function scoreForLetter(
  achievement: Achievement,
  adSkills: Set<string>,
  adWords: Set<string>,
  roleIndex: number,
): number {
  const skillHits = achievement.skills.filter((skill) => adSkills.has(skill)).length;
  const overlap = new Set(contentWords(achievement.text).filter((word) => adWords.has(word))).size;
  const metric = achievement.numbers.length > 0 ? 4 : 0;
  const words = countWords(achievement.text);
  const lengthPenalty = words > 34 ? 2 : words < 6 ? 3 : 0;
  const sourcePenalty =
    achievement.source === 'project'
      ? 1.5
      : achievement.source === 'role' || achievement.source === 'statement'
        ? 0
        : 3;
  const recency = roleIndex === 0 ? 1 : roleIndex === 1 ? 0.5 : 0;
  return metric + Math.min(3, skillHits) * 1.5 + Math.min(3, overlap) * 0.7 + recency - lengthPenalty - sourcePenalty;
}

function rankedAchievements(context: Context): Achievement[] {
  const roleIndex = new Map<Achievement, number>();
  context.resume.roles.forEach((role, index) =>
    role.achievements.forEach((achievement) => roleIndex.set(achievement, index)),
  );
  const adSkills = new Set(context.job.skills);
  const adWords = new Set(
    contentWords(
      `${context.job.mustHaves.map((requirement) => requirement.text).join(' ')} ${context.job.responsibilities.join(' ')}`,
    ),
  );
  const candidates = context.resume.achievements.filter(
    (achievement) =>
      achievement.source === 'role' ||
      achievement.source === 'project' ||
      achievement.source === 'award' ||
      achievement.source === 'statement',
  );
  const scores = new Map(
    candidates.map((achievement) => [
      achievement,
      scoreForLetter(achievement, adSkills, adWords, roleIndex.get(achievement) ?? 9),
    ]),
  );
  const positions = new Map(context.resume.achievements.map((achievement, index) => [achievement, index]));
  return [...candidates].sort(
    (left, right) =>
      (scores.get(right) ?? 0) - (scores.get(left) ?? 0) || (positions.get(left) ?? 0) - (positions.get(right) ?? 0),
  );
}

/**
 * An achievement as a clause that follows "I" ("reduced patient falls by 35%"), when it is an English bullet led by a
 * verb whose tense fits its role; otherwise undefined and the achievement gets a sentence of its own.
 */
function achievementClause(achievement: Achievement, context: Context): { clause: string; past: boolean } | undefined {
  if (context.language !== 'en' || achievement.source === 'statement') return undefined;
  if (achievementLanguage(achievement, context.resume.language) !== 'en') return undefined;
  const text = trimAchievement(achievement.text);
  if (!text || countWords(text) < 4) return undefined;
  const role = context.resume.roles.find((candidate) => candidate.achievements.includes(achievement));
  const [firstWord = '', secondWord = ''] = text.split(/\s+/);
  // "Recognized as associate of the quarter" happened to the applicant: "I was recognized ...".
  if (
    /^(?:recognized|recognised|awarded|promoted|selected|named|nominated|chosen|elected|invited|certified)$/i.test(
      firstWord,
    )
  )
    return { clause: `was ${lowerFirstWord(text)}`, past: true };
  if (isPastTenseVerb(firstWord) || (/ly$/i.test(firstWord) && isPastTenseVerb(secondWord)))
    return { clause: lowerFirstWord(text), past: true };
  if (isCurrent(role) && achievement.source === 'role' && presentTenseVerbs.has(firstWord.toLowerCase()))
    return { clause: lowerFirstWord(text), past: false };
  return undefined;
}

/** How a group of achievements from one employer or project is introduced; each group gets a different opening. */
function groupOpening(achievement: Achievement, context: Context, groupIndex: number): string {
  const project =
    achievement.source === 'project'
      ? context.resume.projects.find((candidate) => candidate.achievements.includes(achievement))
      : undefined;
  if (project) return project.name ? `In my ${project.name} project` : 'In a recent project';
  const employer = achievement.employer;
  if (!employer) return 'In my work';
  const role = context.resume.roles.find((candidate) => candidate.achievements.includes(achievement));
  if (isCurrent(role)) return pick([`At ${employer}`, `In my current role at ${employer}`], context.variant, 5);
  const earlier = context.resume.roles.some(
    (candidate) =>
      candidate !== role && context.resume.roles.indexOf(candidate) < context.resume.roles.indexOf(role as ResumeRole),
  );
  return [
    earlier && groupIndex > 0 ? `Before that, at ${employer}` : `At ${employer}`,
    `During my time at ${employer}`,
    `Earlier, at ${employer}`,
    `At ${employer}`,
  ][Math.min(groupIndex, 3)] as string;
}

const followUpOpenings = ['In the same role, I', 'I also', 'Beyond that, I'];

/** Writes one employer's achievements as one or two flowing sentences rather than one sentence each. */
function groupSentences(items: Achievement[], context: Context, groupIndex: number): string[] {
  const first = items[0];
  if (!first) return [];
  const germanItems =
    context.language === 'de'
      ? items.map((achievement) =>
          achievement.source === 'role' &&
          achievement.employer &&
          achievementLanguage(achievement, context.resume.language) === 'de'
            ? trimAchievement(achievement.text)?.replace(/^([^:]{2,40}):\s+/, '$1 – ')
            : undefined,
        )
      : [];
  if (germanItems.length > 1 && germanItems.every((item) => item !== undefined && countWords(item) >= 3)) {
    // German bullets are noun phrases: "Bei X gehörte dazu: A; außerdem B. Hinzu kam: C."
    const [head, second, ...rest] = germanItems as string[];
    const role = context.resume.roles.find((candidate) => candidate.achievements.includes(first));
    const title = roleTitleOf(role);
    const intro = pick(
      [
        `${germanDative('Bei', first.employer ?? '')}${title ? ` als ${title}` : ''} gehörte dazu: `,
        `Ein Beispiel aus meiner Zeit ${germanDative('bei', first.employer ?? '')}: `,
      ],
      context.variant,
      5 + groupIndex,
    );
    const sentences =
      second && countWords(`${head} ${second}`) <= 30 && !/;/.test(`${head} ${second}`)
        ? [endSentence(`${intro}${head}; außerdem ${second}`)]
        : [endSentence(`${intro}${head}`), ...(second ? [endSentence(`Ebenso gehörte dazu: ${second}`)] : [])];
    for (const item of rest) sentences.push(endSentence(`Hinzu kam: ${item}`));
    return sentences;
  }
  const clauses = items.map((achievement) => achievementClause(achievement, context));
  if (clauses.some((clause) => clause === undefined)) {
    // Mixed forms: one sentence each, "There, I also ..." for the second.
    const sentences: string[] = [];
    let previousEmployer: string | undefined;
    items.forEach((achievement, index) => {
      const rendered = renderAchievement(achievement, context, 5 + groupIndex * 3 + index, previousEmployer);
      if (rendered && !sentences.includes(rendered)) sentences.push(rendered);
      previousEmployer = achievement.employer;
    });
    return sentences;
  }
  const opening = groupOpening(first, context, groupIndex);
  const [strongest, next, ...rest] = clauses as { clause: string; past: boolean }[];
  if (!strongest) return [];
  // What the applicant does now reads before what they did: "I supervise ..., and I trained ...".
  const [head, second] = next && strongest.past && !next.past ? [next, strongest] : [strongest, next];
  if (!head) return [];
  const sentences: string[] = [];
  if (second && countWords(head.clause) + countWords(second.clause) <= 34) {
    const joiner = second.past === head.past ? ', and ' : ', and I ';
    sentences.push(endSentence(`${opening}, I ${head.clause}${joiner}${second.clause}`));
  } else {
    sentences.push(endSentence(`${opening}, I ${head.clause}`));
    if (second) rest.unshift(second);
  }
  rest.forEach((item, index) => {
    const lead = followUpOpenings[(groupIndex + index) % followUpOpenings.length] as string;
    sentences.push(endSentence(`${lead} ${item.clause}`));
  });
  return sentences;
}

function evidenceSentences(context: Context): Candidate[] {
  const ranked = rankedAchievements(context);
  const perEmployer = new Map<string, number>();
  const selected: Achievement[] = [];
  const wanted = context.length === 'short' ? 2 : 7;
  // Spread evidence across employers, unless the resume has only one or two.
  const employerCount = new Set(context.resume.achievements.map((candidate) => candidate.employer ?? candidate.source))
    .size;
  for (const achievement of ranked) {
    if (selected.length >= wanted) break;
    const key = achievementGroupKey(achievement, context);
    if ((perEmployer.get(key) ?? 0) >= (employerCount <= 2 ? 3 : 2)) continue;
    if (!renderAchievement(achievement, context, 5, undefined, true) && !achievementClause(achievement, context))
      continue;
    perEmployer.set(key, (perEmployer.get(key) ?? 0) + 1);
    selected.push(achievement);
  }
  // One group per employer or project, strongest group first; within a group the strongest achievement leads.
  const groups = new Map<string, Achievement[]>();
  for (const achievement of selected) {
    const key = achievementGroupKey(achievement, context);
    groups.set(key, [...(groups.get(key) ?? []), achievement]);
  }
  const sentences: Candidate[] = [];
  let order = 0;
  let groupIndex = 0;
  const statementOrder = (achievement: Achievement): number => 50 + context.resume.achievements.indexOf(achievement);
  for (const items of groups.values()) {
    const texts = groupSentences(items, context, groupIndex);
    texts.forEach((text, index) => {
      if (sentences.some((sentence) => sentence.text === text)) return;
      const isFirst = sentences.length === 0;
      sentences.push({
        paragraph: 2,
        text,
        priority: isFirst ? 98 : 84 - order * 7 - index * 4,
        required: isFirst,
        // Prose statements keep the resume's order ("There, I ..." refers to the sentence before it).
        order:
          items[0]?.source === 'statement'
            ? statementOrder(items[Math.min(index, items.length - 1)] as Achievement)
            : order,
      });
      order += 1;
    });
    for (const achievement of items) context.usedAchievements.add(achievement);
    groupIndex += 1;
  }
  if (sentences.length > 0) {
    // The introduction names where the examples come from, so it says something the reader can check.
    const told = [...context.usedAchievements];
    const employers = [
      ...new Set(
        told.flatMap((achievement) =>
          achievement.source === 'role' && achievement.employer ? [achievement.employer] : [],
        ),
      ),
    ].slice(0, 2);
    const hasProjects = told.some((achievement) => achievement.source === 'project');
    const de = context.language === 'de';
    const places = [
      ...employers.map((employer) => (de ? germanDative('bei', employer) : `at ${employer}`)),
      ...(hasProjects ? [de ? 'in eigenen Projekten' : 'in my own projects'] : []),
    ];
    // One place only: the first example names it anyway, so the introduction would say it twice.
    const where = places.length > 1 ? joinList(places.slice(0, 3), context.language) : '';
    const introduction = de
      ? pick(
          where
            ? [
                `Was ich mitbringe, zeigt meine Arbeit ${where}.`,
                `Einige Ergebnisse aus meiner Zeit ${where} zeigen, was ich mitbringe.`,
                `Meine Arbeit ${where} zeigt, was ich mitbringe.`,
              ]
            : [
                'Was ich mitbringe, zeigen einige Beispiele aus meiner bisherigen Arbeit.',
                'Einige Ergebnisse meiner bisherigen Arbeit zeigen, was ich mitbringe.',
              ],
          context.variant,
          3,
        )
      : pick(
          where
            ? [
                `My results ${where} show what I would bring.`,
                `Here is some of what I did ${where}.`,
                `My work ${where} speaks to what you are looking for.`,
              ]
            : ['A few examples show what I would bring.', 'Some of my recent work speaks to what you are looking for.'],
          context.variant,
          3,
        );
    sentences.unshift({ paragraph: 2, text: introduction, priority: 40, required: false, order: -1 });
  }
  return sentences;
}

function achievementGroupKey(achievement: Achievement, context: Context): string {
  if (achievement.source === 'project') {
    const project = context.resume.projects.find((candidate) => candidate.achievements.includes(achievement));
    return `project:${project?.name ?? ''}`;
  }
  return achievement.employer ?? achievement.source;
}

// ---------------------------------------------------------------------------------------------------------------
// Paragraph 3: the ad's must-haves the resume supports, each with its evidence

const conceptLabels: Record<string, [string, string]> = {
  communication: ['communication', 'Kommunikation'],
  leadership: ['leadership', 'Führung'],
  teamwork: ['cross-functional teamwork', 'Zusammenarbeit im Team'],
  testing: ['testing', 'Tests und Qualität'],
  'problem solving': ['problem solving', 'Problemlösung'],
  'project management': ['project management', 'Projektmanagement'],
  'product delivery': ['bringing products to market', 'Produktentwicklung bis zum Markt'],
  'software development': ['hands-on software development', 'Softwareentwicklung'],
  performance: ['performance', 'Performance'],
  security: ['security', 'Sicherheit'],
  APIs: ['API design', 'API-Design'],
  databases: ['databases', 'Datenbanken'],
  'production deployment': ['taking software to production', 'Betrieb in Produktion'],
  reliability: ['reliability', 'Zuverlässigkeit'],
  'build tooling': ['front-end build tooling', 'Build-Werkzeuge'],
  'data analysis': ['data analysis', 'Datenanalyse'],
  'user experience': ['user experience', 'User Experience'],
  agile: ['agile delivery', 'agile Zusammenarbeit'],
  'attention to detail': ['attention to detail', 'Sorgfalt'],
  'related experience': ['this', 'diesen Punkt'],
};

function describeDegree(context: Context): string | undefined {
  const entry = context.resume.education.find((education) => education.degreeKinds.length > 0 && education.degree);
  if (!entry?.degree) {
    // A German vocational training ("Ausbildung zur Pflegefachfrau") is the qualification many German ads ask for.
    const training = context.resume.education.find((education) =>
      /^Ausbildung\s+(?:zu[mr]|als)\s/i.test(education.text),
    );
    const name = training?.text.split(/,\s*/)[0]?.trim();
    if (context.language !== 'de' || !training || !name || countWords(name) > 10) return undefined;
    return `Meine ${name} habe ich abgeschlossen${training.institution ? ` (${training.institution})` : ''}.`;
  }
  const degree = entry.degree.replace(/,$/, '');
  if (context.language === 'de') {
    return `Mein Studium habe ich mit dem Abschluss ${degree}${entry.field ? ` (${entry.field})` : ''}${entry.institution ? ` an der ${entry.institution}` : ''} abgeschlossen.`;
  }
  const field = entry.field && !degree.toLowerCase().includes(entry.field.toLowerCase()) ? ` in ${entry.field}` : '';
  const institution = entry.institution
    ? `${/^University\b/i.test(entry.institution) ? 'the ' : ''}${entry.institution}`
    : '';
  return `I hold ${indefiniteArticle(degree)} ${degree}${field}${institution ? ` from ${institution}` : ''}.`;
}

type ConceptEvidence = { kind: 'rendered'; text: string } | { kind: 'reference'; employer: string; label: string };

function conceptEvidence(
  concept: string,
  match: RequirementMatch,
  context: Context,
  salt: number,
): ConceptEvidence | undefined {
  const label = conceptLabels[concept] ?? [concept, concept];
  const evidence = match.evidence.find(
    (item) => item.term === concept && item.kind === 'achievement' && item.achievement,
  );
  const achievement = evidence?.achievement;
  if (!achievement) return undefined;
  const labelText = context.language === 'de' ? label[1] : label[0];
  if (!context.usedAchievements.has(achievement)) {
    const rendered = renderAchievement(achievement, context, salt);
    if (!rendered) return undefined;
    context.usedAchievements.add(achievement);
    if (concept === 'related experience') return { kind: 'rendered', text: rendered };
    if (context.language === 'de') {
      const text = trimAchievement(achievement.text)?.replace(/^([^:]{2,40}):\s+/, '$1 – ');
      return {
        kind: 'rendered',
        text:
          achievement.employer && text && achievementLanguage(achievement, context.resume.language) === 'de'
            ? endSentence(`Zum Thema ${labelText} ein Beispiel ${germanDative('von', achievement.employer)}: ${text}`)
            : rendered,
      };
    }
    return { kind: 'rendered', text: `On ${labelText}: ${lowerFirstWord(rendered)}` };
  }
  if (!achievement.employer || concept === 'related experience') return undefined;
  return { kind: 'reference', employer: achievement.employer, label: labelText };
}

/** A term as it reads mid-sentence: "Communication" becomes "communication" when the texts write it that way. */
function displayTerm(term: string, context: Context): string {
  const shown = skillInSentence(term, context.language);
  if (context.language === 'de' || !/^[A-Z][a-z]+(?: [a-z]+)*$/.test(shown)) return shown;
  const lower = shown.toLowerCase();
  const written = new RegExp(`(?<![\\p{L}])${lower}(?![\\p{L}])`, 'u');
  return written.test(context.job.cleanText) || written.test(context.resume.cleanText) ? lower : shown;
}

/** Skills and credentials named as such ("Python", "ACLS"), as opposed to concepts such as "teamwork". */
function isNamedTerm(term: string, context: Context): boolean {
  return (
    context.resume.skills.includes(term) ||
    context.resume.listedSkills.includes(term) ||
    context.resume.certifications.includes(term) ||
    /^[A-Z0-9][A-Z0-9+#&/-]+$/.test(term)
  );
}

/** The resume's certification entry that names this term ("ACLS" in "BLS, ACLS, PALS" after splitting). */
function certificationFor(term: string, context: Context): string | undefined {
  const pattern = wholeWordPattern(term, 'iu');
  // "Tableau" is a skill even when a certificate names it; "ACLS" or "CPA" is the credential itself.
  if (context.resume.skills.includes(term) && !context.resume.certifications.includes(term)) return undefined;
  const entry = context.resume.certifications.find((candidate) => pattern.test(candidate) && candidate.length <= 80);
  // "Certified Public Accountant (CPA), Oregon": the part that names the credential.
  const part = entry
    ?.split(/,\s*(?![^()]*\))/)
    .find((piece) => pattern.test(piece))
    ?.trim();
  if (part || !entry) return part;
  // "Registered Nurse, Illinois" reads "Registered Nurse (Illinois)" in a sentence.
  return entry.replace(/^([^,()]+),\s*([^,()]+)$/, (whole, name: string, detail: string) =>
    countWords(detail) <= 3 ? `${name} (${detail})` : whole,
  );
}

/** "6 years of acute care experience" as the resume words it, else "6 years of professional experience". */
function yearsDetail(context: Context): string | undefined {
  const stated = context.resume.yearsOfExperience;
  const years = yearsPhrase(context);
  if (!stated || !years) return undefined;
  const domain = context.resume.cleanText
    .match(new RegExp(`${escapeRegExp(stated.text)}\\s+(?:of\\s+)?((?:[\\p{Ll}-]+\\s+){0,3}?)experience\\b`, 'u'))?.[1]
    ?.trim();
  return `${years} of ${domain && !/\b(?:my|our|your|the)\b/.test(domain) ? domain : 'professional'} experience`;
}

/** A clause cut before its details: "supervise a team of 8 nurses" from "... on a 32-bed unit". */
function shortClause(clause: string): string {
  const words = clause.split(/\s+/);
  for (let index = 5; index < words.length; index += 1) {
    if (/^(?:on|in|by|for|with|through|across|using|to|from|at)$/.test(words[index] ?? ''))
      return words.slice(0, index).join(' ');
  }
  return clause;
}

const conceptLabelsInRequirements: Record<string, string> = { leadership: 'leadership', teamwork: 'teamwork' };

/**
 * The ad's own words for a concept ("supervisory experience" for leadership), when they are not a named skill the
 * resume does not write: the letter then echoes the ad instead of naming a skill nobody wrote down.
 */
function adWordingFor(concept: string, match: RequirementMatch, context: Context): string | undefined {
  const pattern = requirementConcepts.find((candidate) => candidate.id === concept)?.ad;
  if (!pattern) return undefined;
  const found = match.requirement.text.match(
    new RegExp(`[\\p{L}-]*(?:${pattern.source})[\\p{L}-]*(?:\\s+(?:experience|skills))?`, 'iu'),
  )?.[0];
  if (!found || countWords(found) > 3 || (!/^[\p{Ll}]/u.test(found) && !/^[A-Z][a-z]/.test(found))) return undefined;
  const wording = found.toLowerCase();
  // "supervisory experience" reads well in "The ... you ask for"; "leading" or "test-driven" do not.
  if (!/^[\p{L}-]+ experience$/u.test(wording)) return undefined;
  const namedSkills = listSkillNames(wording);
  if (namedSkills.some((skill) => !context.resume.skills.includes(skill))) return undefined;
  return wording;
}

type ConceptSentence =
  { kind: 'sentence'; text: string } | { kind: 'role'; role: string; label: string } | { kind: 'skill'; label: string };

/** How an English concept such as leadership is shown: an untold achievement, a role already told, or a listed skill. */
function conceptSentence(
  concept: string,
  match: RequirementMatch,
  context: Context,
  index: number,
): ConceptSentence | undefined {
  const evidence = match.evidence.find((item) => item.term === concept);
  const baseLabel = conceptLabelsInRequirements[concept] ?? conceptLabels[concept]?.[0] ?? concept;
  // The label is said only in words the ad or resume use: "project management" for an ad that asks to be
  // "organised" would name a skill nobody wrote down.
  const written = new RegExp(`(?<![\\p{L}])${escapeRegExp(baseLabel)}(?![\\p{L}])`, 'iu');
  const adWording = adWordingFor(concept, match, context);
  const labelWritten =
    adWording !== undefined || written.test(context.job.cleanText) || written.test(context.resume.cleanText);
  const label =
    adWording ??
    (new RegExp(`${escapeRegExp(baseLabel)}\\s+experience`, 'i').test(match.requirement.text)
      ? `${baseLabel} experience`
      : baseLabel);
  if (evidence?.kind === 'skill') return labelWritten ? { kind: 'skill', label } : undefined;
  const achievement = evidence?.achievement;
  if (!achievement?.employer || achievement.source !== 'role') return undefined;
  const role = context.resume.roles.find((candidate) => candidate.achievements.includes(achievement));
  const title = roleTitleOf(role);
  const where = title
    ? `my role as ${indefiniteArticle(title)} ${title} at ${achievement.employer}`
    : `my work at ${achievement.employer}`;
  const clause = achievementClause(achievement, context);
  if (!clause) return labelWritten ? { kind: 'role', role: where, label } : undefined;
  const told = context.usedAchievements.has(achievement);
  // Without a label of its own, an achievement not yet told still shows the requirement.
  if (!labelWritten && told) return undefined;
  context.usedAchievements.add(achievement);
  const what = told ? shortClause(clause.clause) : clause.clause;
  const as = title
    ? `as ${indefiniteArticle(title)} ${title} at ${achievement.employer}`
    : `at ${achievement.employer}`;
  if (!labelWritten) {
    return { kind: 'sentence', text: endSentence(`${capitalizeFirst(as)}, I ${what}`) };
  }
  const templates = [
    `The ${label} you ask for comes from ${where}, where I ${what}`,
    `Your ad also asks for ${label}: ${as}, I ${what}`,
    `On ${label}: ${as}, I ${what}`,
  ];
  return { kind: 'sentence', text: endSentence(templates[Math.min(index, templates.length - 1)] as string) };
}

function requirementSentences(context: Context): Candidate[] {
  const { language } = context;
  const supported = context.matches.mustHaves.filter((match) => match.status !== 'unsupported');
  const sentences: Candidate[] = [];
  let order = 0;
  const add = (text: string | undefined, priority: number, requirements: string[], required = false): void => {
    if (!text || sentences.some((sentence) => sentence.text === text)) return;
    sentences.push({ paragraph: 3, text, priority, required, order: order++, requirements });
  };
  const covered = new Set<string>();
  const shownCertifications = new Set<string>();
  // Skills that one employer's own lines show are told together, at the first must-have that asks for one.
  const employerSkills = new Map<string, { skills: string[]; requirements: string[]; achievement?: Achievement }>();
  for (const match of supported) {
    for (const term of match.matchedTerms) {
      if (!isNamedTerm(term, context) || certificationFor(term, context)) continue;
      const evidence = match.evidence.find(
        (item) => item.term === term && item.kind === 'achievement' && item.achievement?.source === 'role',
      );
      const projectAchievement = context.resume.projects
        .flatMap((project) => project.achievements)
        .find((achievement) => achievement.skills.includes(term));
      const project = projectAchievement
        ? context.resume.projects.find((candidate) => candidate.achievements.includes(projectAchievement))
        : undefined;
      const key = evidence?.employer ?? (project?.name ? `${projectKeyPrefix}${project.name}` : undefined);
      if (!key) continue;
      const entry = employerSkills.get(key) ?? { skills: [], requirements: [] };
      if (!entry.skills.includes(term)) entry.skills.push(term);
      if (!entry.requirements.includes(match.requirement.text)) entry.requirements.push(match.requirement.text);
      entry.achievement ??= evidence?.achievement ?? projectAchievement;
      employerSkills.set(key, entry);
    }
  }
  const toldEmployers = new Set<string>();
  // Skills shown only by the skills list are named together too, in one sentence.
  const listedGroup = { skills: [] as string[], requirements: [] as string[] };
  for (const match of supported) {
    for (const term of match.matchedTerms) {
      if (!isNamedTerm(term, context) || certificationFor(term, context)) continue;
      if ([...employerSkills.values()].some((entry) => entry.skills.includes(term))) continue;
      if (!listedGroup.skills.includes(term)) listedGroup.skills.push(term);
      if (!listedGroup.requirements.includes(match.requirement.text))
        listedGroup.requirements.push(match.requirement.text);
    }
  }
  let listedTold = false;
  let conceptSentenceCount = 0;
  const conceptGroups = new Map<string, { labels: string[]; requirements: string[]; priority: number }>();
  let skillSentenceCount = 0;
  let degreeTold = false;
  let yearsTold = false;

  // Each supported must-have in the ad's order, with its best evidence, in one natural clause.
  supported.forEach((match, matchIndex) => {
    const requirement = [match.requirement.text];
    const priority = Math.max(60, 94 - matchIndex * 4);
    const terms = match.matchedTerms.filter((term) => !covered.has(term));
    for (const term of terms) covered.add(term);
    const named = terms.filter((term) => isNamedTerm(term, context));
    const concepts = terms.filter(
      (term) => !isNamedTerm(term, context) && term !== 'degree' && term !== 'years of experience',
    );

    if (terms.includes('years of experience') && !yearsTold && !context.yearsInSummary) {
      const detail = yearsDetail(context);
      const years = yearsPhrase(context);
      if (detail && years) {
        add(
          language === 'de' ? `Ich bringe ${years} Berufserfahrung mit.` : `I bring ${detail}.`,
          priority + 1,
          requirement,
        );
        yearsTold = true;
      }
    }

    const certified = named.filter((term) => certificationFor(term, context));
    if (certified.length > 0) {
      const entries = [...new Set(certified.map((term) => certificationFor(term, context) as string))];
      for (const entry of entries) shownCertifications.add(entry);
      const acronymsOnly = entries.every((entry) => /^[A-Z][A-Z0-9&+/-]{1,11}(?:\s+\d{1,3})?$/.test(entry));
      const list = joinList(entries, language);
      add(
        language === 'de'
          ? `Die geforderte Zertifizierung ${list} habe ich erworben.`
          : acronymsOnly
            ? `I hold ${list} certification${entries.length > 1 ? 's' : ''}, as the role requires.`
            : `I hold the ${list}${credentialWord.test(list) ? '' : ' credential'}, which your ad asks for.`,
        priority,
        requirement,
      );
    }

    const skills = named.filter((term) => !certified.includes(term));
    const listedOnly: string[] = [];
    for (const skill of skills) {
      const employer = [...employerSkills.entries()].find(([, entry]) => entry.skills.includes(skill))?.[0];
      if (!employer) {
        listedOnly.push(skill);
        continue;
      }
      if (toldEmployers.has(employer)) continue;
      toldEmployers.add(employer);
      const entry = employerSkills.get(employer) as {
        skills: string[];
        requirements: string[];
        achievement?: Achievement;
      };
      for (const term of entry.skills) covered.add(term);
      const shown = withoutOverlaps(entry.skills).slice(0, 4);
      // A requirement that names only this skill reads better as the ad wrote it: "experience with EPIC".
      const echo =
        entry.skills.length === 1 &&
        match.status === 'supported' &&
        match.missingTerms.length === 0 &&
        // Only when the requirement names nothing else: "Experience with EPIC", never "... and loss prevention".
        new RegExp(
          `^(?:(?:hands-on |working |solid |strong )?(?:experience|knowledge|proficiency|familiarity))\\s+(?:with|in|of|using)\\s+(?:an?\\s+|the\\s+)?${escapeRegExp(entry.skills[0] ?? '')}$`,
          'i',
        ).test(match.requirement.text)
          ? lowerFirstWord(match.requirement.text).replace(/^Experience\b/, 'experience')
          : undefined;
      const list =
        echo ??
        joinList(
          shown.map((skill) => displayTerm(skill, context)),
          language,
        );
      const role = context.resume.roles.find(
        (candidate) => entry.achievement && candidate.achievements.includes(entry.achievement),
      );
      const current = isCurrent(role);
      if (employer.startsWith(projectKeyPrefix)) {
        const projectName = employer.slice(projectKeyPrefix.length);
        add(
          language === 'de'
            ? `${capitalizeFirst(list)} habe ich in meinem Projekt „${projectName}“ eingesetzt.`
            : skillSentenceCount === 0
              ? `You ask for ${list}, which I used in my ${projectName} project.`
              : `I used ${list} in my ${projectName} project as well.`,
          priority,
          entry.requirements,
        );
      } else if (language === 'de') {
        add(
          skillSentenceCount === 0
            ? `Aus meiner Arbeit ${germanDative('bei', employer)} bringe ich ${list} mit.`
            : `Auch ${germanDative('bei', employer)} gehörte${shown.length > 1 ? 'n' : ''} ${list} zu meiner Arbeit.`,
          priority,
          entry.requirements,
        );
      } else {
        const clause =
          entry.achievement && !context.usedAchievements.has(entry.achievement)
            ? achievementClause(entry.achievement, context)
            : undefined;
        if (clause && entry.achievement) context.usedAchievements.add(entry.achievement);
        const plural = shown.length > 1 && !echo;
        const templates = [
          clause
            ? `You ask for ${list}: at ${employer}, I ${clause.clause}.`
            : `You ask for ${list}, which ${plural ? 'are' : 'is'} part of my work at ${employer}.`,
          clause
            ? `On ${list}: at ${employer}, I ${clause.clause}.`
            : `${capitalizeFirst(list)} ${plural ? (current ? 'are' : 'were') : current ? 'is' : 'was'} part of my work at ${employer}.`,
          `I ${current ? 'also use' : 'also used'} ${list} at ${employer}${clause ? `, where I ${clause.clause}` : ''}.`,
        ];
        add(endSentence(templates[Math.min(skillSentenceCount, 2)] as string), priority, entry.requirements);
      }
      skillSentenceCount += 1;
    }
    if (listedOnly.length > 0 && !listedTold) {
      listedTold = true;
      const shownListed = withoutOverlaps(listedGroup.skills).slice(0, 5);
      for (const term of listedGroup.skills) covered.add(term);
      const requirement = listedGroup.requirements;
      const list = joinList(
        shownListed.slice(0, 4).map((skill) => displayTerm(skill, context)),
        language,
      );
      const inSkillList = shownListed.every(
        (skill) => context.resume.skills.includes(skill) || context.resume.listedSkills.includes(skill),
      );
      const plural = shownListed.length > 1;
      const before = sentences.length;
      add(
        language === 'de'
          ? sentences.length > 0
            ? `Außerdem gehör${plural ? 'en' : 't'} ${list} zu meinen Kenntnissen.`
            : `${capitalizeFirst(list)} gehör${plural ? 'en' : 't'} zu meinen Kenntnissen.`
          : inSkillList
            ? skillSentenceCount === 0
              ? `You ask for ${list}, which ${plural ? 'are' : 'is'} among my skills.`
              : `My skills also include ${list}.`
            : `${capitalizeFirst(list)} ${plural ? 'are' : 'is'} ${sentences.length > 0 ? 'also ' : ''}part of my background.`,
        priority - 2,
        requirement,
      );
      // A term the resume only mentions in passing is weak evidence: it goes after the better-supported ones.
      const added = sentences[before];
      if (added && !inSkillList && language === 'en') {
        added.namesOnly = shownListed;
        added.order += 100;
        added.priority = Math.min(added.priority, 60);
        added.text = `${capitalizeFirst(list)} ${plural ? 'are' : 'is'} also part of my background.`;
      }
      skillSentenceCount += 1;
    }

    if (terms.includes('degree') && !degreeTold) {
      add(describeDegree(context), priority - 1, requirement);
      degreeTold = true;
    }

    for (const concept of concepts.slice(0, 2)) {
      // "communication" already named as a listed skill needs no second sentence as a concept.
      if ([...covered].some((term) => term !== concept && term.toLowerCase() === concept.toLowerCase())) continue;
      if (language === 'en' && concept !== 'related experience') {
        const found = conceptSentence(concept, match, context, conceptSentenceCount);
        if (found?.kind === 'sentence') {
          add(found.text, priority - 1, requirement);
          conceptSentenceCount += 1;
        } else if (found) {
          // Concepts shown by a role already told, or by the skills list, are named together in one sentence.
          const key = found.kind === 'role' ? found.role : '';
          const entry = conceptGroups.get(key) ?? { labels: [], requirements: [], priority };
          if (!entry.labels.includes(found.label)) entry.labels.push(found.label);
          if (!entry.requirements.includes(match.requirement.text)) entry.requirements.push(match.requirement.text);
          conceptGroups.set(key, entry);
        }
        continue;
      }
      const found = conceptEvidence(concept, match, context, 11 + matchIndex * 2);
      if (found?.kind === 'rendered') add(found.text, priority - 1, requirement);
      else if (found?.kind === 'reference' && language === 'de')
        add(
          `Meine Arbeit ${germanDative('bei', found.employer)} steht zudem für ${found.label} – ein Punkt, den Sie ausdrücklich nennen.`,
          priority - 3,
          requirement,
        );
    }
  });

  for (const [role, entry] of conceptGroups) {
    const labels = joinList(entry.labels.slice(0, 3), language);
    add(
      role
        ? `${capitalizeFirst(role)} also covers ${labels}, which your ad asks for.`
        : `${capitalizeFirst(labels)} ${entry.labels.length > 1 ? 'are' : 'is'} also among my core skills.`,
      entry.priority - 6,
      entry.requirements,
    );
  }

  if (sentences.length > 0) {
    const introduction =
      language === 'de'
        ? 'Zu Ihren Anforderungen kann ich Folgendes konkret beitragen.'
        : fullySupportedShare(context) < 0.5
          ? 'Some of your requirements match what I already do.'
          : pick(
              [
                context.roleTitle
                  ? `What you ask of ${indefiniteArticle(context.roleTitle)} ${context.roleTitle} matches what I already do.`
                  : 'Several of your core requirements match what I already do.',
                'Several of your core requirements match what I already do.',
              ],
              context.variant,
              7,
            );
    sentences.unshift({ paragraph: 3, text: introduction, priority: 85, required: false, order: -1 });
    // The first requirement sentence stays whatever the budget: it is the point of the paragraph.
    const first = sentences.find((sentence) => sentence.order === 0);
    if (first) first.required = true;
  }

  // Nice-to-haves the resume shows, by name only.
  const extras = [
    ...new Set(
      context.matches.niceToHaves
        .filter((match) => match.status !== 'unsupported')
        .flatMap((match) => match.matchedTerms.filter((term) => isNamedTerm(term, context) && !covered.has(term))),
    ),
  ].slice(0, 3);
  if (extras.length > 0) {
    const list = joinList(
      extras.map((term) => displayTerm(term, context)),
      language,
    );
    for (const term of extras) covered.add(term);
    add(
      language === 'de'
        ? `Von den gewünschten Zusatzqualifikationen bringe ich ${list} mit.`
        : `Of the extras you mention, I bring ${list}.`,
      62,
      [],
    );
  }
  const degree = describeDegree(context);
  if (degree && !degreeTold) add(degree, 30, []);
  const beyond = context.resume.skills
    .filter(
      (skill) =>
        !context.job.skills.includes(skill) &&
        !covered.has(skill) &&
        !context.mentionedSkills.has(skill) &&
        ![...context.usedAchievements].some((achievement) => achievement.skills.includes(skill)) &&
        !context.resume.certifications.some((entry) => entry.includes(skill)) &&
        skill.length <= 30,
    )
    .slice(0, 4);
  if (beyond.length > 0) {
    const list = joinList(
      beyond.map((skill) => skillInSentence(skill, language)),
      language,
    );
    add(
      language === 'de'
        ? germanSkillSentence(
            beyond.map((skill) => skillInSentence(skill, language)),
            'Darüber hinaus arbeite ich mit',
            '',
            'Darüber hinaus bringe ich Kenntnisse in',
            'mit',
          )
        : `My other skills include ${list}.`,
      40,
      [],
    );
  }
  const otherCertifications = context.resume.certifications
    .filter(
      (entry) =>
        ![...shownCertifications].some(
          (shown) => entry.includes(shown) || shown.startsWith(entry.split(',')[0] ?? entry),
        ) &&
        ![...covered].some((term) => wholeWordPattern(term).test(entry)) &&
        entry.length <= 60,
    )
    .slice(0, 3);
  if (otherCertifications.length > 0) {
    const list = joinList(otherCertifications, language);
    const acronymsOnly = otherCertifications.every((entry) => /^[A-Z][A-Z0-9&+/-]{1,11}(?:\s+\d{1,3})?$/.test(entry));
    add(
      language === 'de'
        ? `Zudem habe ich ${otherCertifications.length > 1 ? 'folgende Nachweise' : 'diesen Nachweis'} erworben: ${list}.`
        : acronymsOnly
          ? `I ${shownCertifications.size > 0 ? 'also ' : ''}hold ${list} certification${otherCertifications.length > 1 ? 's' : ''}.`
          : `My credentials ${shownCertifications.size > 0 ? 'also ' : ''}include ${otherCertifications.length === 1 && credentialWord.test(list) ? 'the ' : ''}${list}.`,
      36,
      [],
    );
  }
  return sentences;
}

const projectKeyPrefix = 'project:';

/** "Excel" and "MS Excel" name one skill: keep the first. */
function withoutOverlaps(terms: string[]): string[] {
  const kept: string[] = [];
  for (const term of terms) {
    const lower = term.toLowerCase();
    if (kept.some((other) => other.toLowerCase().includes(lower) || lower.includes(other.toLowerCase()))) continue;
    kept.push(term);
  }
  return kept;
}

const credentialWord = /\b(?:certificate|certification|license|licence|credential|diploma|degree)\b/i;

// ---------------------------------------------------------------------------------------------------------------
// Paragraph 4: motivation and a clear ask

function responsibilitySentences(context: Context): string[] {
  const sentences: string[] = [];
  const resumeSkills = new Set(context.resume.skills);
  for (const responsibility of context.job.responsibilities) {
    if (sentences.length >= 3) break;
    // The ad speaks as the employer ("our patients"); the applicant says "your patients".
    const clause = toApplicantView((responsibility.split(/;\s+/)[0] ?? '').replace(/[.;:]+$/, '').trim());
    const words = countWords(clause);
    // Numbers in the ad are the ad's; a sentence that starts with "I" must not carry them.
    if (words < 4 || words > 22 || /\d/.test(clause)) continue;
    const skills = context.job.skills.filter((skill) => clause.toLowerCase().includes(skill.toLowerCase()));
    if (skills.some((skill) => !resumeSkills.has(skill))) continue;
    if (detectLanguage(clause, context.job.language) !== context.language) continue;
    const second = sentences.length > 0;
    if (context.language === 'de') {
      sentences.push(
        sentences.length === 2
          ? `Gern übernehme ich auch diese Aufgabe: ${clause}.`
          : second
            ? `Ebenso spricht mich diese Aufgabe an: ${clause}.`
            : `Besonders reizt mich an der Rolle dieser Schwerpunkt: ${clause}.`,
      );
      continue;
    }
    const first = clause.split(/\s+/)[0] ?? '';
    if (/ing$/i.test(first))
      sentences.push(
        sentences.length === 2
          ? `${capitalizeFirst(lowerFirstWord(clause))} is part of the role I would take on gladly.`
          : second
            ? `I would also look forward to ${lowerFirstWord(clause)}.`
            : `I look forward to ${lowerFirstWord(clause)}.`,
      );
    else if (/^[A-Z][a-z]+$/.test(first) && !/s$/.test(first) && !/ed$/.test(first)) {
      sentences.push(
        sentences.length === 2
          ? `Your ad also mentions the task to ${lowerFirstWord(clause)}, which I would take on gladly.`
          : second
            ? `I would also be glad to ${lowerFirstWord(clause)}.`
            : `I would enjoy the chance to ${lowerFirstWord(clause)}.`,
      );
    }
  }
  return sentences;
}

const employerPossessives: Record<string, string> = {
  our: 'your',
  Our: 'Your',
  us: 'you',
  unser: 'Ihr',
  unsere: 'Ihre',
  unserer: 'Ihrer',
  unseren: 'Ihren',
  unserem: 'Ihrem',
  unseres: 'Ihres',
  Unser: 'Ihr',
  Unsere: 'Ihre',
  Unserer: 'Ihrer',
  Unseren: 'Ihren',
  Unserem: 'Ihrem',
};

function toApplicantView(text: string): string {
  return text.replace(
    /(?<![\p{L}])(?:our|Our|us|[Uu]nser(?:e|er|en|em|es)?)(?![\p{L}])/gu,
    (word) => employerPossessives[word] ?? word,
  );
}

function closingSentences(context: Context): Candidate[] {
  const { language, tone, company, variant } = context;
  const sentences: Candidate[] = [];
  const [motivation, secondMotivation] = responsibilitySentences(context);
  if (motivation) sentences.push({ paragraph: 4, text: motivation, priority: 60, required: false, order: 0 });
  if (secondMotivation)
    sentences.push({ paragraph: 4, text: secondMotivation, priority: 34, required: false, order: 0.1 });
  if (language === 'de') {
    const target = company ? germanAccusative(company) : 'Ihr Team';
    sentences.push({
      paragraph: 4,
      text: pick(
        [
          `Gerne erläutere ich Ihnen in einem persönlichen Gespräch, wie ich ${target} in dieser Rolle unterstützen kann.`,
          `In einem persönlichen Gespräch zeige ich Ihnen gerne, was ich für ${target} leisten kann.`,
        ],
        variant,
        9,
      ),
      priority: 99,
      required: true,
      order: 1,
    });
    sentences.push({
      paragraph: 4,
      text:
        tone === 'warm'
          ? 'Ich freue mich darauf, von Ihnen zu hören!'
          : 'Über eine Einladung zum Vorstellungsgespräch freue ich mich sehr.',
      priority: 97,
      required: true,
      order: 2,
    });
    return sentences;
  }
  const target = company ?? 'your team';
  sentences.push({
    paragraph: 4,
    text:
      tone === 'warm'
        ? pick(
            [
              `I would love to talk about how I could contribute to ${target}.`,
              `I would be glad to talk through how I could help ${target} in this role.`,
            ],
            variant,
            9,
          )
        : pick(
            [
              `I would welcome the opportunity to discuss how I can contribute to ${target} in this role.`,
              `I would appreciate the chance to discuss how my experience can support ${target}.`,
            ],
            variant,
            9,
          ),
    priority: 99,
    required: true,
    order: 1,
  });
  sentences.push({
    paragraph: 4,
    text:
      tone === 'warm'
        ? 'Could we set up a conversation in the coming weeks?'
        : 'May I ask for an interview at a time that suits you?',
    priority: 98,
    required: true,
    order: 2,
  });
  sentences.push({
    paragraph: 4,
    text: 'Thank you for considering my application.',
    priority: 50,
    required: false,
    order: 3,
  });
  return sentences;
}

// ---------------------------------------------------------------------------------------------------------------
// Fitting to the word budget and assembling

function salutation(context: Context): string {
  const { language, tone, company } = context;
  if (language === 'de') {
    if (tone === 'warm') return company ? `Liebes Team ${germanDative('von', company)},` : 'Liebes Recruiting-Team,';
    return 'Sehr geehrte Damen und Herren,';
  }
  // "Dear Tech Solutions team," rather than "Dear Tech Solutions, Inc. team,".
  const shortName = company?.replace(/,?\s+(?:Inc\.?|LLC|Ltd\.?|Corp\.?|PLC|GmbH|AG|SE)$/, '');
  return shortName ? `Dear ${shortName} team,` : 'Dear Hiring Manager,';
}

function signOff(context: Context): string[] {
  const { language, tone, resume } = context;
  const line =
    language === 'de'
      ? tone === 'warm'
        ? 'Viele Grüße'
        : 'Mit freundlichen Grüßen'
      : tone === 'warm'
        ? 'Kind regards,'
        : 'Sincerely,';
  return resume.name ? [line, resume.name] : [line];
}

/**
 * Facts not yet in the letter, offered before any statement of intent when a thin resume leaves the letter short:
 * achievements the evidence paragraph left out (each with its own employer), a further task from the ad the resume's
 * skills allow, and the languages the resume lists.
 */
function factualFillers(context: Context): Candidate[] {
  const fillers: Candidate[] = [];
  let previousEmployer: string | undefined;
  let count = 0;
  for (const achievement of rankedAchievements(context)) {
    if (count >= 3) break;
    if (context.usedAchievements.has(achievement)) continue;
    const text = renderAchievement(achievement, context, 13 + count, previousEmployer);
    if (!text || countWords(text) < 6 || countWords(text) > 45) continue;
    context.usedAchievements.add(achievement);
    previousEmployer = achievement.employer;
    fillers.push({ paragraph: 2, text, priority: 30 - count, required: false, order: 150 + count });
    count += 1;
  }
  // Earlier roles the letter has not yet named: title and employer as the resume states them, nothing more.
  const current = currentRole(context.resume);
  const toldEmployers = new Set([...context.usedAchievements].map((achievement) => achievement.employer));
  const earlier = context.resume.roles
    .filter(
      (role) =>
        role !== current &&
        role.employer &&
        roleTitleOf(role) &&
        !toldEmployers.has(role.employer) &&
        role.employer !== current?.employer &&
        countWords(`${roleTitleOf(role)} ${role.employer}`) <= 10,
    )
    .slice(0, 2);
  if (earlier.length > 0) {
    const de = context.language === 'de';
    const stations = earlier.map((role) => {
      const title = roleTitleOf(role) as string;
      const employer = role.employer as string;
      return de
        ? `als ${title} ${germanDative('bei', employer)}`
        : `as ${indefiniteArticle(title)} ${title} at ${employer}`;
    });
    fillers.push({
      paragraph: 1,
      text: de
        ? `Zuvor war ich ${joinList(stations, 'de')} tätig.`
        : `Before that, I worked ${joinList(stations, 'en').replace(/, and as /, ' and as ')}.`,
      priority: 28,
      required: false,
      order: 8.5,
    });
  }
  const thirdTask = responsibilitySentences(context)[2];
  if (thirdTask) fillers.push({ paragraph: 4, text: thirdTask, priority: 26, required: false, order: 0.2 });
  // Languages only when the resume names them in the letter's own language ("Englisch" stays out of English letters).
  const languages = context.resume.languages
    .map((entry) => entry.trim())
    .filter((entry) => entry.length > 0 && entry.length <= 40 && !/\d/.test(entry))
    .slice(0, 3);
  if (languages.length > 0 && context.resume.language === context.language) {
    fillers.push({
      paragraph: 3,
      text:
        context.language === 'de'
          ? `An Sprachen bringe ich ${joinList(languages, 'de')} mit.`
          : `I also speak ${joinList(languages, 'en')}.`,
      priority: 24,
      required: false,
      order: 12,
    });
  }
  return fillers;
}

function fillerSentences(context: Context): Candidate[] {
  // Used only when the resume gives too little to reach the length target: first facts not yet told, then statements
  // of intent, never new claims.
  return [...factualFillers(context), ...intentSentences(context)];
}

function intentSentences(context: Context): Candidate[] {
  const reference = roleReference(context);
  if (context.language === 'de') {
    return [
      {
        paragraph: 4,
        text: pick(
          [
            `Ich möchte meine Erfahrung gezielt in ${reference} einbringen und mich dort schnell in Ihre Abläufe einarbeiten.`,
            'Gern arbeite ich mich schnell in Ihre Abläufe ein und bringe meine Erfahrung gezielt ein.',
          ],
          context.variant,
          11,
        ),
        priority: 20,
        required: false,
        order: 0.5,
      },
      {
        paragraph: 2,
        text: pick(
          [
            'In neue Systeme und Abläufe arbeite ich mich zügig ein und frage nach, bis ich verstehe, was gebraucht wird.',
            'Neue Systeme lerne ich schnell, und ich frage nach, bis ich die Bedürfnisse der Menschen verstehe, für die ich arbeite.',
          ],
          context.variant,
          12,
        ),
        priority: 14,
        required: false,
        order: 200,
      },
      {
        paragraph: 4,
        text: 'Gerne zeige ich Ihnen auch ausführlicher Beispiele aus meiner bisherigen Arbeit.',
        priority: 13,
        required: false,
        order: 0.7,
      },
      {
        paragraph: 3,
        text: pick(
          [
            'Wo mir noch Erfahrung fehlt, sage ich das offen und schließe die Lücke zügig.',
            'Was für mich neu ist, spreche ich früh an und arbeite es gezielt auf.',
          ],
          context.variant,
          13,
        ),
        priority: 11,
        required: false,
        order: 10,
      },
      // Letzter Ausweg für einen sehr knappen Lebenslauf, damit der Brief die Mindestlänge erreicht.
      {
        paragraph: 1,
        text: 'Mir ist wichtig, dass meine Arbeit für die Menschen, die sich darauf verlassen, einen spürbaren Unterschied macht.',
        priority: 10,
        required: false,
        order: 9,
      },
      {
        paragraph: 3,
        text: 'Ziele stimme ich gern früh ab, und über den Fortschritt berichte ich offen.',
        priority: 9,
        required: false,
        order: 11,
      },
      {
        paragraph: 4,
        text: 'Für Rückfragen zu meinem Werdegang stehe ich Ihnen gern zur Verfügung.',
        priority: 8,
        required: false,
        order: 0.8,
      },
    ];
  }
  return [
    {
      paragraph: 4,
      text: pick(
        [
          `I am keen to apply my experience to ${reference} and to learn your team's way of working quickly.`,
          'Putting this experience to work in your team is the next step I am looking for.',
        ],
        context.variant,
        11,
      ),
      priority: 20,
      required: false,
      order: 0.5,
    },
    {
      paragraph: 2,
      text: pick(
        [
          'I learn new systems quickly and ask questions until I understand what the people I work for need.',
          'New tools and processes take me little time to learn, and I ask until I understand what is needed.',
        ],
        context.variant,
        12,
      ),
      priority: 14,
      required: false,
      order: 200,
    },
    {
      paragraph: 4,
      text: 'I would be happy to walk you through examples of my work in more detail.',
      priority: 13,
      required: false,
      order: 0.7,
    },
    {
      paragraph: 3,
      text: pick(
        [
          'Where something is new to me, I say so early and work to close the gap.',
          'Where I lack experience, I say so early and close the gap quickly.',
        ],
        context.variant,
        13,
      ),
      priority: 11,
      required: false,
      order: 10,
    },
    // Last resort for a very thin resume, so the letter still reaches the minimum length.
    {
      paragraph: 1,
      text: 'I care about work that makes a visible difference to the people who rely on it.',
      priority: 10,
      required: false,
      order: 9,
    },
    {
      paragraph: 3,
      text: 'I like to agree on clear goals early and to report progress openly.',
      priority: 9,
      required: false,
      order: 11,
    },
    {
      paragraph: 4,
      text: 'Questions about my background are welcome at any time.',
      priority: 8,
      required: false,
      order: 0.8,
    },
  ];
}

function assemble(candidates: Candidate[], context: Context): string {
  const paragraphs = new Map<number, Candidate[]>();
  for (const candidate of candidates) {
    const list = paragraphs.get(candidate.paragraph) ?? [];
    list.push(candidate);
    paragraphs.set(candidate.paragraph, list);
  }
  const bodies = [...paragraphs.entries()]
    .sort(([left], [right]) => left - right)
    .map(([, items]) =>
      items
        .sort((left, right) => left.order - right.order)
        .map((item) => item.text)
        .join(' '),
    )
    .filter((body) => body.trim().length > 0);
  return [salutation(context), '', bodies.join('\n\n'), '', signOff(context).join('\n')].join('\n');
}

function sentenceStart(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s']/gu, ' ')
    .split(/\s+/)
    .filter((word) => word.length > 0)
    .slice(0, 3)
    .join(' ');
}

function fitToBudget(candidates: Candidate[], budget: WordBudget, context: Context): Candidate[] {
  const fillers = fillerSentences(context);
  const all = [...candidates, ...fillers];
  const chosen = candidates.filter((candidate) => candidate.required);
  const optional = candidates
    .filter((candidate) => !candidate.required)
    .sort((left, right) => right.priority - left.priority);
  const target = budget.minimum + Math.round((budget.maximum - budget.minimum) / 4);
  const addUntil = (pool: Candidate[], goal: number): void => {
    for (const candidate of pool) {
      const current = countWords(assemble(chosen, context));
      if (current >= goal) break;
      if (current + countWords(candidate.text) > budget.maximum) continue;
      // Two sentences that open with the same three words read as a template.
      const start = sentenceStart(candidate.text);
      if (chosen.some((item) => sentenceStart(item.text) === start)) continue;
      chosen.push(candidate);
    }
  };
  addUntil(optional, target);
  // Statements of intent only when the resume gave too little to reach the minimum.
  addUntil(fillers, budget.minimum);
  // Too long even with required sentences only: drop the lowest-priority ones that can go.
  while (countWords(assemble(chosen, context)) > budget.maximum) {
    const removable = chosen
      .filter((candidate) => candidate.priority < 99)
      .sort((left, right) => left.priority - right.priority)[0];
    if (!removable) break;
    chosen.splice(chosen.indexOf(removable), 1);
  }
  ensureParagraphs(chosen, all, context);
  // A sentence that only names terms the letter already names elsewhere adds nothing ("RN is also part of ...").
  for (const candidate of [...chosen]) {
    if (!candidate.namesOnly || candidate.required) continue;
    const others = chosen
      .filter((item) => item !== candidate)
      .map((item) => item.text)
      .join(' ');
    const redundant = candidate.namesOnly.every((term) => wholeWordPattern(term).test(others));
    if (redundant && countWords(assemble(chosen, context)) - countWords(candidate.text) >= hardMinimums[context.length])
      chosen.splice(chosen.indexOf(candidate), 1);
  }
  return chosen;
}

/** Keeps three to five paragraphs: a paragraph that is only an introduction is dropped, a missing one is filled. */
function ensureParagraphs(chosen: Candidate[], all: Candidate[], context: Context): void {
  for (const paragraph of [2, 3]) {
    const inParagraph = chosen.filter((candidate) => candidate.paragraph === paragraph);
    if (inParagraph.length > 0 && inParagraph.every((candidate) => candidate.order === -1)) {
      for (const candidate of inParagraph) chosen.splice(chosen.indexOf(candidate), 1);
    }
  }
  const paragraphCount = new Set(chosen.map((candidate) => candidate.paragraph)).size;
  if (paragraphCount >= 3) return;
  const spare = all.filter(
    (candidate) =>
      !chosen.includes(candidate) &&
      candidate.order !== -1 &&
      !chosen.some((item) => item.paragraph === candidate.paragraph),
  );
  for (const candidate of spare.sort((left, right) => right.priority - left.priority)) {
    if (new Set(chosen.map((item) => item.paragraph)).size >= 3) break;
    chosen.push(candidate);
  }
  if (new Set(chosen.map((item) => item.paragraph)).size < 3) {
    // Still short of three paragraphs (a nearly empty resume): split the closing so the letter keeps its shape.
    const filler = fillerSentences(context).find((candidate) => !chosen.includes(candidate));
    if (filler) chosen.push({ ...filler, paragraph: 3 });
  }
}

function assembleLetter(chosen: Candidate[], context: Context): string {
  return assemble(chosen, context)
    .replace(/([^.])\.\.(?!\.)/g, '$1.')
    .replace(/ {2,}/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .trim();
}
