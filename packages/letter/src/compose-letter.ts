// The built-in letter writer: deterministic, offline, and honest by construction. Every fact in the letter comes from
// the parsed resume (achievements with their own employer and numbers, skills, degrees, stated years); the ad
// contributes only the role, the company and what it asks for. Structure varies by a hash of the input, never by
// chance, so the same input always gives the same letter.
//
// Missing name: the letter ends with the sign-off line alone. Inventing or guessing a name would put words in the
// applicant's mouth; an empty line is easy for them to fill in, a wrong name is not.

import { matchRequirements, type RequirementMatch, type RequirementMatches } from './match-requirements.ts';
import { parseJobDescription, type ParsedJobDescription } from './parse-job-description.ts';
import { parseResume, type Achievement, type ParsedResume, type ResumeRole } from './parse-resume.ts';
import {
  contentWords,
  countWords,
  detectLanguage,
  findNumbers,
  hashText,
  scoreLanguages,
  type LetterLanguage,
} from './normalize-text.ts';
import { skillInSentence } from './skill-vocabulary.ts';

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

/** One sentence of the letter with where it goes and how much we want it. */
type Candidate = {
  paragraph: number;
  text: string;
  priority: number;
  required: boolean;
  order: number;
  requirements?: string[];
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
    if (title) return `die Position als ${title}${context.company ? ` bei ${context.company}` : ''}`;
    return context.company ? `die ausgeschriebene Position bei ${context.company}` : 'die ausgeschriebene Position';
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
    /^[\p{Ll}]/u.test(secondWord) && /^[\p{Lu}][\p{Ll}]+$/u.test(firstWord) && context.language === 'en'
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
  const ownRoleSkills = [...new Set(role?.achievements.flatMap((achievement) => achievement.skills) ?? [])];
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
  const usableSummary = summaryHasYears && yearsAddressedLater ? undefined : summary;
  const years = yearsAddressedLater || summaryHasYears ? undefined : yearsPhrase(context);
  const reference = roleReference(context);
  const sentences: Candidate[] = [];
  let order = 0;
  const add = (text: string, priority: number, required: boolean): void => {
    sentences.push({ paragraph: 1, text, priority, required, order: order++ });
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
    add(hook, 100, true);
    if (title && employer) {
      add(
        isCurrent(role)
          ? `Als ${title} bei ${employer} arbeite ich${skills.length > 0 ? ` mit ${joinList(skills, 'de')}` : ' an genau solchen Aufgaben'}.`
          : `Zuletzt war ich als ${title} bei ${employer} tätig${skills.length > 0 ? ` und habe dort mit ${joinList(skills, 'de')} gearbeitet` : ''}.`,
        95,
        true,
      );
    } else if (otherSkills.length > 0) {
      add(`In meiner Arbeit setze ich ${joinList(otherSkills, 'de')} ein.`, 90, true);
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
          `Your ad for ${reference.replace(/^the /, indefiniteArticle(context.roleTitle ?? 'x') + ' ').replace(/ role\b/, context.roleTitle ? '' : ' role')} describes the work I know best.`,
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
  add(hook, 100, true);
  if (title && employer) {
    const subject = isCurrent(role)
      ? `As ${indefiniteArticle(title)} ${title} at ${employer}, I work`
      : `In my most recent role as ${title} at ${employer}, I worked`;
    add(
      `${subject}${skills.length > 0 ? ` with ${joinList(skills, 'en')}` : ' on problems much like the ones your team describes'}.`,
      95,
      true,
    );
  } else if (title) {
    add(
      `As ${indefiniteArticle(title)} ${title}, I work${skills.length > 0 ? ` with ${joinList(skills, 'en')}` : ' on problems much like the ones your team describes'}.`,
      95,
      true,
    );
  } else if (otherSkills.length > 0) {
    add(`My work centres on ${joinList(otherSkills, 'en')}.`, 90, true);
  }
  if (otherSkills.length > 0 && title) add(`My skill set also covers ${joinList(otherSkills, 'en')}.`, 72, false);
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
    const where = employer === previousEmployer ? 'Dort habe ich außerdem' : `Bei ${employer} habe ich`;
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
          `Bei ${employer}${title ? ` als ${title}` : ''} gehörte dazu: ${text}`,
          `Ein Beispiel aus meiner Zeit bei ${employer}: ${text}`,
          `Als ${title ?? 'Teil des Teams'} bei ${employer} habe ich unter anderem Folgendes verantwortet: ${text}`,
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

function evidenceSentences(context: Context): Candidate[] {
  const ranked = rankedAchievements(context);
  const perEmployer = new Map<string, number>();
  const sentences: Candidate[] = [];
  const wanted = context.length === 'short' ? 2 : 6;
  let order = 0;
  let previousEmployer: string | undefined;
  for (const achievement of ranked) {
    if (sentences.length >= wanted) break;
    const key = achievement.employer ?? achievement.source;
    // Spread evidence across employers, unless the resume has only one or two.
    const employerCount = new Set(
      context.resume.achievements.map((candidate) => candidate.employer ?? candidate.source),
    ).size;
    if ((perEmployer.get(key) ?? 0) >= (employerCount <= 2 ? 3 : 2)) continue;
    const rendered = renderAchievement(achievement, context, 5 + order * 3, previousEmployer);
    if (!rendered || sentences.some((sentence) => sentence.text === rendered)) continue;
    previousEmployer = achievement.employer;
    perEmployer.set(key, (perEmployer.get(key) ?? 0) + 1);
    context.usedAchievements.add(achievement);
    const isFirst = sentences.length === 0;
    sentences.push({
      paragraph: 2,
      text: rendered,
      priority: isFirst ? 98 : 82 - order * 8,
      required: isFirst,
      // Prose statements keep the resume's order ("There, I ..." refers to the sentence before it).
      order: achievement.source === 'statement' ? 50 + context.resume.achievements.indexOf(achievement) : order,
    });
    order += 1;
  }
  if (sentences.length > 0) {
    const introduction =
      context.language === 'de'
        ? pick(
            [
              'Was ich mitbringe, zeigen einige Beispiele aus meiner bisherigen Arbeit.',
              'Einige Ergebnisse meiner bisherigen Arbeit zeigen, was ich mitbringe.',
            ],
            context.variant,
            3,
          )
        : pick(
            ['A few examples show what I would bring.', 'Some of my recent work speaks to what you are looking for.'],
            context.variant,
            3,
          );
    sentences.unshift({ paragraph: 2, text: introduction, priority: 40, required: false, order: -1 });
  }
  return sentences;
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
  if (!entry?.degree) return undefined;
  const degree = entry.degree.replace(/,$/, '');
  if (context.language === 'de') {
    return `Mein Studium habe ich mit dem Abschluss ${degree}${entry.field ? ` (${entry.field})` : ''}${entry.institution ? ` an der ${entry.institution}` : ''} abgeschlossen.`;
  }
  const field = entry.field && !degree.toLowerCase().includes(entry.field.toLowerCase()) ? ` in ${entry.field}` : '';
  return `I hold ${indefiniteArticle(degree)} ${degree}${field}${entry.institution ? ` from ${entry.institution}` : ''}.`;
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
            ? endSentence(`Zum Thema ${labelText} ein Beispiel von ${achievement.employer}: ${text}`)
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
  return context.resume.skills.includes(term) || /^[A-Z0-9][A-Z0-9+#&/-]+$/.test(term);
}

function requirementSentences(context: Context): Candidate[] {
  const { language } = context;
  const supported = context.matches.mustHaves.filter((match) => match.status !== 'unsupported');
  const skillEmployer = new Map<string, string | undefined>();
  const skillRequirements = new Map<string, string[]>();
  const conceptItems: { concept: string; match: RequirementMatch }[] = [];
  let degreeMatch: RequirementMatch | undefined;
  let yearsMatch: RequirementMatch | undefined;
  for (const match of supported) {
    for (const term of match.matchedTerms) {
      if (isNamedTerm(term, context)) {
        // Each skill keeps the employer whose own lines show it, so no skill moves to another job.
        const employer = match.evidence.find(
          (item) => item.term === term && item.kind === 'achievement' && item.achievement?.source === 'role',
        )?.employer;
        if (!skillEmployer.has(term) || (!skillEmployer.get(term) && employer)) skillEmployer.set(term, employer);
        skillRequirements.set(term, [...(skillRequirements.get(term) ?? []), match.requirement.text]);
      } else if (term === 'degree') degreeMatch ??= match;
      else if (term === 'years of experience') yearsMatch ??= match;
      else if (!conceptItems.some((item) => item.concept === term)) conceptItems.push({ concept: term, match });
    }
  }

  const sentences: Candidate[] = [];
  let order = 0;
  const add = (text: string | undefined, priority: number, requirements: string[], required = false): void => {
    if (!text || sentences.some((sentence) => sentence.text === text)) return;
    sentences.push({ paragraph: 3, text, priority, required, order: order++, requirements });
  };

  const years = yearsPhrase(context);
  if (yearsMatch && years) {
    add(
      language === 'de' ? `Ich bringe ${years} Berufserfahrung mit.` : `I bring ${years} of professional experience.`,
      90,
      [yearsMatch.requirement.text],
    );
  }
  const groups = new Map<string, string[]>();
  for (const [skill, employer] of skillEmployer) {
    const key = employer ?? '';
    groups.set(key, [...(groups.get(key) ?? []), skill]);
  }
  let groupIndex = 0;
  for (const [employer, skills] of groups) {
    if (!employer) continue;
    const shown = skills.slice(0, 4);
    const list = joinList(
      shown.map((skill) => displayTerm(skill, context)),
      language,
    );
    const requirements = shown.flatMap((skill) => skillRequirements.get(skill) ?? []);
    const text =
      language === 'de'
        ? groupIndex === 0
          ? `Aus meiner Arbeit bei ${employer} bringe ich ${list} mit.`
          : `Auch bei ${employer} gehörte${shown.length > 1 ? 'n' : ''} ${list} zu meiner Arbeit.`
        : groupIndex === 0
          ? `You ask for ${list}, which I bring from my work at ${employer}.`
          : `I also bring ${list} from my work at ${employer}.`;
    add(text, groupIndex === 0 ? 93 : 86 - groupIndex * 4, requirements, groupIndex === 0);
    groupIndex += 1;
  }
  const listedOnly = (groups.get('') ?? []).slice(0, 5);
  if (listedOnly.length > 0) {
    const list = joinList(
      listedOnly.map((skill) => displayTerm(skill, context)),
      language,
    );
    const requirements = listedOnly.flatMap((skill) => skillRequirements.get(skill) ?? []);
    const plural = listedOnly.length > 1;
    add(
      language === 'de'
        ? `Außerdem gehör${plural ? 'en' : 't'} ${list} zu meinen Kenntnissen.`
        : groupIndex === 0
          ? `You ask for ${list}; ${plural ? 'they are' : 'it is'} part of my skill set.`
          : `${capitalizeFirst(list)} ${plural ? 'are' : 'is'} also part of my background.`,
      82,
      requirements,
      groupIndex === 0,
    );
  }
  if (degreeMatch) add(describeDegree(context), 78, [degreeMatch.requirement.text]);
  // Concepts shown by an achievement not yet told get that achievement; the others are named once per employer.
  const references = new Map<string, { labels: string[]; requirements: string[] }>();
  conceptItems.slice(0, 5).forEach((item, index) => {
    const found = conceptEvidence(item.concept, item.match, context, 11 + index * 2);
    if (!found) return;
    if (found.kind === 'rendered') {
      add(found.text, 74 - index * 5, [item.match.requirement.text]);
      return;
    }
    const entry = references.get(found.employer) ?? { labels: [], requirements: [] };
    if (!entry.labels.includes(found.label)) entry.labels.push(found.label);
    entry.requirements.push(item.match.requirement.text);
    references.set(found.employer, entry);
  });
  let referenceIndex = 0;
  for (const [employer, entry] of references) {
    const labels = joinList(entry.labels.slice(0, 3), language);
    add(
      language === 'de'
        ? `Meine Arbeit bei ${employer} steht zudem für ${labels} – ${entry.labels.length > 1 ? 'Punkte, die' : 'ein Punkt, den'} Sie ausdrücklich nennen.`
        : `My work at ${employer} also shows ${labels}, which your ad asks for.`,
      68 - referenceIndex * 6,
      entry.requirements,
    );
    referenceIndex += 1;
  }

  if (sentences.length > 0) {
    const introduction =
      language === 'de'
        ? 'Zu Ihren Anforderungen kann ich Folgendes konkret beitragen.'
        : pick(
            [
              'Your requirements line up well with my background.',
              'Several of your core requirements match what I already do.',
            ],
            context.variant,
            7,
          );
    sentences.unshift({ paragraph: 3, text: introduction, priority: 85, required: false, order: -1 });
  }
  const degree = describeDegree(context);
  if (degree && !degreeMatch) add(degree, 30, []);
  const beyond = context.resume.skills
    .filter(
      (skill) =>
        !context.job.skills.includes(skill) &&
        !skillEmployer.has(skill) &&
        !context.mentionedSkills.has(skill) &&
        ![...context.usedAchievements].some((achievement) => achievement.skills.includes(skill)) &&
        skill.length <= 30,
    )
    .slice(0, 4);
  if (beyond.length > 0) {
    const list = joinList(
      beyond.map((skill) => skillInSentence(skill, language)),
      language,
    );
    add(
      language === 'de' ? `Darüber hinaus arbeite ich mit ${list}.` : `Beyond that, I also work with ${list}.`,
      40,
      [],
    );
  }
  const certification = context.resume.certifications[0];
  if (certification && certification.length <= 80) {
    add(
      language === 'de'
        ? `Zudem habe ich die Zertifizierung „${certification}“ erworben.`
        : `I also hold the certification "${certification}".`,
      28,
      [],
    );
  }
  return sentences;
}

// ---------------------------------------------------------------------------------------------------------------
// Paragraph 4: motivation and a clear ask

function responsibilitySentences(context: Context): string[] {
  const sentences: string[] = [];
  const resumeSkills = new Set(context.resume.skills);
  for (const responsibility of context.job.responsibilities) {
    if (sentences.length >= 2) break;
    const clause = (responsibility.split(/;\s+/)[0] ?? '').replace(/[.;:]+$/, '').trim();
    const words = countWords(clause);
    // Numbers in the ad are the ad's; a sentence that starts with "I" must not carry them.
    if (words < 4 || words > 22 || /\d/.test(clause)) continue;
    const skills = context.job.skills.filter((skill) => clause.toLowerCase().includes(skill.toLowerCase()));
    if (skills.some((skill) => !resumeSkills.has(skill))) continue;
    if (detectLanguage(clause, context.job.language) !== context.language) continue;
    const second = sentences.length > 0;
    if (context.language === 'de') {
      sentences.push(
        second
          ? `Ebenso spricht mich diese Aufgabe an: ${clause}.`
          : `Besonders reizt mich an der Rolle dieser Schwerpunkt: ${clause}.`,
      );
      continue;
    }
    const first = clause.split(/\s+/)[0] ?? '';
    if (/ing$/i.test(first))
      sentences.push(
        second
          ? `I would also look forward to ${lowerFirstWord(clause)}.`
          : `I look forward to ${lowerFirstWord(clause)}.`,
      );
    else if (/^[A-Z][a-z]+$/.test(first) && !/s$/.test(first) && !/ed$/.test(first)) {
      sentences.push(
        second
          ? `I would also be glad to ${lowerFirstWord(clause)}.`
          : `I would enjoy the chance to ${lowerFirstWord(clause)}.`,
      );
    }
  }
  return sentences;
}

function closingSentences(context: Context): Candidate[] {
  const { language, tone, company, variant } = context;
  const sentences: Candidate[] = [];
  const [motivation, secondMotivation] = responsibilitySentences(context);
  if (motivation) sentences.push({ paragraph: 4, text: motivation, priority: 60, required: false, order: 0 });
  if (secondMotivation)
    sentences.push({ paragraph: 4, text: secondMotivation, priority: 34, required: false, order: 0.1 });
  if (language === 'de') {
    const target = company ? `${company}` : 'Ihr Team';
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
    if (tone === 'warm') return company ? `Liebes Team von ${company},` : 'Liebes Recruiting-Team,';
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

function fillerSentences(context: Context): Candidate[] {
  // Used only when the resume gives too little to reach the length target: statements of intent, not facts.
  const reference = roleReference(context);
  if (context.language === 'de') {
    return [
      {
        paragraph: 4,
        text: `Ich möchte meine Erfahrung gezielt in ${reference} einbringen und mich dort schnell in Ihre Abläufe einarbeiten.`,
        priority: 20,
        required: false,
        order: 0.5,
      },
      {
        paragraph: 3,
        text: 'Dabei lege ich Wert auf sorgfältige Arbeit, offene Abstimmung im Team und nachvollziehbare Ergebnisse.',
        priority: 15,
        required: false,
        order: 9,
      },
      {
        paragraph: 2,
        text: 'Neue Werkzeuge und Abläufe arbeite ich mir zügig ein, und ich frage nach, bis ich die Bedürfnisse der Menschen verstehe, für die ich arbeite.',
        priority: 14,
        required: false,
        order: 9,
      },
      {
        paragraph: 4,
        text: 'Gerne zeige ich Ihnen auch ausführlicher Beispiele aus meiner bisherigen Arbeit.',
        priority: 13,
        required: false,
        order: 0.7,
      },
      {
        paragraph: 1,
        text: 'Mir ist wichtig, dass meine Arbeit im Alltag der Menschen, die sie nutzen, einen spürbaren Unterschied macht.',
        priority: 12,
        required: false,
        order: 9,
      },
      {
        paragraph: 3,
        text: 'Wo mir noch Erfahrung fehlt, sage ich das offen und schließe die Lücke zügig.',
        priority: 11,
        required: false,
        order: 10,
      },
    ];
  }
  return [
    {
      paragraph: 4,
      text: `I am keen to apply my experience to ${reference} and to learn your team's way of working quickly.`,
      priority: 20,
      required: false,
      order: 0.5,
    },
    {
      paragraph: 3,
      text: 'I aim for careful work, open communication with colleagues and results that others can build on.',
      priority: 15,
      required: false,
      order: 9,
    },
    {
      paragraph: 2,
      text: 'I pick up new tools and processes quickly, and I ask questions until I understand the needs of the people I work for.',
      priority: 14,
      required: false,
      order: 9,
    },
    {
      paragraph: 4,
      text: 'I would be happy to walk you through examples of my work in more detail.',
      priority: 13,
      required: false,
      order: 0.7,
    },
    {
      paragraph: 1,
      text: 'I care about work that makes a visible difference to the people who rely on it.',
      priority: 12,
      required: false,
      order: 9,
    },
    {
      paragraph: 3,
      text: 'Where I lack experience, I say so early and close the gap quickly.',
      priority: 11,
      required: false,
      order: 10,
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
    .replace(/[ \t]+\n/g, '\n')
    .replace(/ {2,}/g, ' ')
    .trim();
}
