// Chooses what the letter shows: the achievements that best answer the ad (its explicit asks, its must-haves, its
// words), and for each must-have the resume supports, the piece of the resume that shows it. Requirements the resume
// does not support get no evidence, and the letter leaves them out rather than papering over them.

import { usStatesNamed } from '../vocabulary/places-and-organisations.ts';
import type {
  Achievement,
  Credential,
  Education,
  JobBrief,
  ResumeFacts,
  Skill,
} from '@cover-letter/shared/fact-sheet-schema';
import { containsWholeWord, contentWords, escapeRegExp } from '../text/compare.ts';
import { readVerb } from '../vocabulary/english-verbs.ts';
import { titleTokens } from '../vocabulary/occupations.ts';
import { canonicalSkillName, findSkills } from '../vocabulary/skills.ts';
import { sharesRoleFamily, wordsOfRoleFamily } from '../vocabulary/role-families.ts';
import { skillsOfAskedKind } from '../vocabulary/skill-categories.ts';
import { conceptsOf } from '../vocabulary/work-concepts.ts';
import { enclosingTitle, rolesByRecency } from './role-recency.ts';
import { wordStem } from './word-match.ts';
import { isRightToWork } from '../facts/read-qualifications.ts';
import { spokenLanguagesNamed } from '../facts/read-skills.ts';
import { countSpaceSeparatedParts } from '../text/sentences.ts';
import { languageName } from '../text/detect-language.ts';
import { isShortNounDuty, withoutLack } from './first-person-english.ts';
import { namesNoWorkOfItsOwn } from './ad-duties.ts';

/** An achievement with the role it belongs to. */
export type RankedAchievement = {
  roleIndex: number;
  achievementIndex: number;
  text: string;
  numbers: string[];
  score: number;
  /** Ad words and skills it shares, for explaining the choice. */
  matched: string[];
  /** Whether its role has to do with the ad: by its title, or by the words of its lines. */
  roleRelevant: boolean;
};

export type Evidence =
  | { kind: 'achievement'; achievement: RankedAchievement }
  /** The credential that answers the requirement, and any other the requirement also names ("CIMA or AAT"). */
  | { kind: 'credential'; credential: Credential; others: Credential[] }
  | { kind: 'skills'; skills: Skill[] }
  | { kind: 'education'; education: Education };

/** Where in the ad a requirement stands: what it must have, would like, or says the job involves. */
export type RequirementSource = 'must-have' | 'nice-to-have' | 'responsibility';

/** A requirement or duty of the ad, with what in the resume supports it (or nothing). */
export type RequirementMatch = {
  requirement: string;
  source: RequirementSource;
  /** The resume's skills the requirement names (a subset of `terms`). */
  skills: string[];
  /** What it asks for in a few words: the skills, the concept or the credential it names. */
  terms: string[];
  concept: Concept | undefined;
  evidence: Evidence | undefined;
};

/** Requirements that are not a named skill, with the ad wording that asks for them and resume wording that shows them. */
export type Concept = { id: string; ad: RegExp; resume: RegExp };

export const concepts: readonly Concept[] = [
  {
    id: 'communication',
    ad: /communicat|interpersonal|kommunikation|comunicaci|communication/i,
    // ("cocktails were presented perfectly": a thing presented, no one spoken to.)
    resume:
      /communicat|(?<!\b(?:was|were|be|been|being|is|are)\s)present(?:ed|ing|ation)|liais|brief(?:ed|ing)|report(?:ed|ing) to|correspond|kommunik|präsent/i,
  },
  {
    id: 'leadership',
    // ("work to deadlines with the minimum of supervision", "unsupervised", "under supervision": the applicant is the one
    // supervised, and "I supervised 9 Sailors" answers nothing the ad asks.)
    ad: /\blead(?:ership|ing)?\b|(?<!\bun|\b(?:minimum|minimal|little|limited|no|without|under|close|direct|immediate)\s+(?:of\s+)?(?:the\s+)?(?:direct\s+)?)supervis|manag(?:e|ing) (?:a )?(?:team|staff|people)|people management|führung|liderazgo|encadrement/i,
    resume:
      /\bled\b|\blead(?:ing|ership)?\b|supervis|manag(?:e|ed|ing|es) (?:a )?(?:team|staff|crew|\d+)|team of \d|staff of \d|crew of \d|oversee|oversaw|delegat|führung|geleitet|leitung/i,
  },
  {
    id: 'mentoring',
    ad: /mentor|coach|train(?:ing)? (?:of )?(?:staff|others|junior|new)|develop(?:ing)? (?:junior|staff|others)|anleitung|ausbild/i,
    resume:
      /mentor|coach|train(?:ed|ing|s)? (?:\d+ |new |junior |staff|others|employees|nurses|technicians|students|team)|onboard|precept|anleit|ausgebildet/i,
  },
  {
    id: 'teamwork',
    ad: /team ?work|team player|collaborat|multidisciplinary|multi-disciplinary|cross-functional|zusammenarbeit|teamfähig/i,
    resume:
      /collaborat|multidisciplinary|multi-disciplinary|cross-functional|worked closely|working closely|with (?:the )?team|zusammenarbeit|pair programming/i,
  },
  {
    id: 'customer service',
    ad: /customer|client|guest|patient experience|service user|kunden|clientes/i,
    resume: /customer|client|guest|patron|kunden/i,
  },
  {
    id: 'patient care',
    ad: /patient care|care to patients|nursing care|clinical care|post-?surgical|patienten/i,
    resume: /patient|care plan|nursing|wound|medication|assessment|clinical|patienten|pflege/i,
  },
  {
    id: 'teaching',
    ad: /teach|lesson|curriculum|pupil|student|classroom|learner|unterricht/i,
    resume: /teach|taught|lesson|curriculum|pupil|student|classroom|learner|unterricht/i,
  },
  {
    id: 'budgeting',
    ad: /budget|financial management|cost control|forecast/i,
    // Money alone is no budget: "grew sales revenues in excess of $450,000" is not budget control.
    resume: /budget|costs?\b|expens|forecast|spend/i,
  },
  {
    // "Excellent written English for reports", "report writing": reports the person writes, shown by a line that wrote,
    // logged or filed them ("Logged and reported 500+ incidents"); before, the figures of a result that counts reports
    // ("shop theft reports from tenants went down about 30%") answered it through the word alone.
    id: 'report-writing',
    ad: /\bwritten\b[^.;]{0,40}\breports?\b|\breport[- ]writing\b|\bwrit(?:e|ing)\b[^.;]{0,30}\breports\b/i,
    resume:
      /\b(?:wrote|written|writing|write|writes|logged|logging|compiled|drafted|prepared|filed|completed)\b[^.;]{0,40}\b(?:reports?|incidents?|statements?|logs?)\b|\breported\s+(?:\d|on\b|all\b|incidents?\b)/i,
  },
  {
    id: 'reporting',
    // ("coaching and developing direct reports": the people under a manager, no reporting.)
    ad: /(?<!direct )report(?:ing|s)\b|month[- ]end|financial statements|reconcil/i,
    // (Reports a result counts, "theft reports went down about 30%", are no reporting work.)
    resume:
      /(?<!direct )\breports?\b(?![^.;]{0,40}\b(?:went (?:down|up)|fell|dropped|rose|decreased|increased|halved|doubled)\b)|reporting|month[- ]end|financial statements|reconcil|ledger|accrual/i,
  },
  {
    id: 'safety',
    ad: /health and safety|safety|hygiene|coshh|safeguard|infection control/i,
    resume: /safety|hygiene|sanit|coshh|osha|safeguard|infection|ppe/i,
  },
  {
    id: 'sales',
    ad: /\bsales\b|selling|business development|new business|revenue|targets|fundrais|income generation/i,
    resume: /\bsales\b|\bsold\b|selling|revenue|accounts?\b|quota|target|pipeline|fundrais|raised/i,
  },
  {
    id: 'stakeholders',
    ad: /stakeholder|relationship|partner(?:ship)?s?\b|networking|liais/i,
    resume: /stakeholder|relationship|partner|liais|network/i,
  },
  {
    id: 'data analysis',
    ad: /data analys|analytics|statistic|dashboard|reporting tools/i,
    resume: /analy[sz]|statistic|dashboard/i,
  },
  {
    id: 'project management',
    // ("route planning", "care planning", "menu planning": a trade's own planning, no project's; "track deliveries in
    // Samsara" delivers no project.)
    ad: /project management|deliver(?:ing)? projects|programme management|(?<!\b(?:route|routes|care|menu|meal|lesson|discharge|shift|production|capacity|financial|succession|event|load|transport|journey|treatment|crop)\s)planning|organi[sz]ational skills|prioriti/i,
    resume: /project|deliver(?:ed)?\b|schedul|plan(?:ned|ning)|prioriti|organi[sz]ed/i,
  },
  {
    id: 'writing',
    // "Writing automated tests", "writing SQL queries": code, not prose.
    ad: /writing(?!\s+(?:[\w-]+\s+){0,2}(?:tests?|code|software|scripts?|quer(?:y|ies)|sql|programs?|functions?|specs?|macros?)\b)|copy|content|editorial|press releases?|newsletter/i,
    resume: /wrote|writ|authored|copy|content|edit|press release|newsletter|article/i,
  },
  {
    id: 'digital',
    ad: /social media|digital marketing|digital channels|\bcms\b|\bseo\b|online marketing/i,
    resume: /social media|digital|\bcms\b|\bseo\b|online|facebook|twitter|instagram|linkedin/i,
  },
  {
    id: 'maintenance',
    ad: /maintenance|repair|fault|install|electrical|mechanical|plumbing/i,
    // "Sold 40+ maintenance agreements" is sales, not maintenance done.
    resume:
      /maint(?!enance (?:agreements?|contracts?|plans?|memberships?))|repair|fault|troubleshoot|install|electrical|mechanical|plumb/i,
  },
  {
    // "async programming with asyncio" in an ad, "asynchronous endpoints (async/await)" in a resume: one skill in
    // two words, neither a tool name the other uses.
    id: 'asynchronous programming',
    ad: /\basync(?:io|hronous)?\b|asynchron/i,
    resume: /\basync(?:io|\/await|hronous)?\b|asynchron/i,
  },
  {
    // "SQL query optimization, indexing strategies" answered by "targeted indexes and read replicas" or "Indizes".
    id: 'database performance',
    ad: /\bindex(?:ing|es)\b|query (?:optimi[sz]|performance|tuning)|database (?:performance|tuning|optimi[sz])/i,
    resume:
      /\bindex(?:ing|es)\b|\bindizes\b|query (?:optimi[sz]|performance|tuning)|(?:database|datenbank)[\s\u2011-]?(?:performance|tuning)|execution plans?|read replicas?/i,
  },
  {
    id: 'cooking',
    ad: /\bcook|\bchef|kitchen|\bmenus?\b|catering|\bmeals?\b|food (?:preparation|production|service)/i,
    resume: /cook|chef|kitchen|menu|food|cater|meal|recipe|prep/i,
  },
];

const resultVerbs =
  /\b(?:increas|reduc|improv|grew|grow|sav|won|win|award|achiev|deliver|launch|led|built|creat|develop|design|implement|train|mentor|introduc|establish|cut|doubl|exceed|rais|recogni|promot|rank|top|first|migrat|automat|streamlin|redesign|resolv|negotiat|secur|generat|expand|gesteigert|reduziert|verbessert|eingeführt|aufgebaut|gesenkt|verkürzt|erhöht)/i;
/**
 * Phrases of a job description pasted as a resume line, wherever they stand ("Coordinated ... the financial planning,
 * budgeting, procurement, or investment activities of all or part of an organization", "Performed additional
 * assignments per management's direction"): what the post was, not what the person did.
 */
const jobDescriptionPhrases =
  /\b(?:all or part of|per (?:management|supervisor|manager)['’]?s? (?:direction|request|instructions?)|additional (?:assignments|duties)|other (?:related )?duties|duties as assigned|including,? but not limited to|using (?:a )?calculator or computer)\b/i;

/**
 * A blank of the template the resume was written from, never filled in ("bid proposals for [Type] projects",
 * "{{client}}", "grew sales by XX%"): the line says nothing yet, and a letter that copied it would hand the reader the
 * blank.
 */
export const unfilledTemplateBlank =
  /\[\s*\p{Lu}[\p{L} /'’-]{0,40}\]|\{\{?\s*[\p{L}_ ]{1,40}\}\}?|<\s*(?:insert|type|name|company|number)\b[^>]{0,30}>|(?<![\p{L}])X{2,}(?=%|\b)|\$X(?:[,.]X+)+/u;

/** Lines that say the person did what every job asks ("acted in accordance with facility policy"): never evidence. */
const boilerplate =
  /^(?:act(?:ed|s)? in accordance with|compl(?:y|ied|ies) with|adhere[ds]? to|followed (?:all )?(?:company|facility|school|hospital)? ?(?:policies|procedures|rules)|treat(?:ed|s)? equipment with care|kept tools clean|attend(?:ed|s)? (?:staff|faculty|team|department) meetings|perform(?:ed|s)? other (?:related )?duties|other duties as assigned)/i;

const dutyOpening =
  /^(?:compl(?:y|ied|ies) with|treat(?:ed|s)? equipment|report(?:ed|s)? to|follow|attend|assist|help|maintain(?:ed)? (?:a )?(?:safe|clean)|ensure|keep|clean|answer|greet|comply|adhere|responsible for|duties|worked? (?:as|with|on)|participat|perform(?:ed)? (?:other|various|general)|provide[ds]? (?:general|administrative)|support(?:ed)? (?:the|with))/i;
/**
 * Chores every job has, anywhere in a line ("faxed reports and scanned documents", "follow safety rules at all
 * times", "fulfilled the number of hours of teaching"): told in a letter they make an experienced person look junior
 * (review of the real pairs), so they come after the lines about the work itself.
 */
const routineChore =
  /\b(?:fax(?:ed|es|ing)?|photocop\w*|scann(?:ed|ing)(?: \w+)? documents|organi[sz]ed files|answer(?:ed|ing|s)? (?:the )?(?:tele)?phones?|at all times|other (?:duties|tasks)|follow(?:ed|s|ing)? (?:all )?(?:\w+ )?(?:rules|procedures|policies|instructions)|number of hours|punctual(?:ly|ity)?)\b/i;
const selfDescription =
  /^(?:self[- ]\w+|creative|flexible|knowledgeable|able|capable|skilled|experienced|dedicated|detail|highly|excellent|strong|proven|effective|results|hard[- ]?working|passionate|motivated|enthusiastic|reliable|trainer and|facilitator|expert|proficient|familiar)\b/i;

/**
 * "Demonstrated strong organisational skills", "Utilised efficient communication", "Committed to continuous
 * learning": a line that names a quality of the person rather than work done, which a letter shows rather than
 * claims. Only where the quality ends the line: "Utilized student-centered learning techniques, including
 * demonstrations" is work done.
 */
/**
 * "Communicate with Impact - Ability to provide information ...", "Systems Agility – Highly proficient with ...": a
 * competency's name and what it means, as a company's review form words it, no deed.
 */
const competencyLine =
  /^\W*\p{Lu}[\p{L}'’&/ ]{2,40}?\s+[-–—:]\s+(?:(?:[Aa]n?|[Tt]he)\s+)?(?:[Aa]bilit(?:y|ies)|[Aa]ble|[Cc]apable|[Ss]killed|[Pp]roficient|[Hh]ighly|[Ss]trong|[Ee]xcellent|[Kk]nowledge|[Uu]nderstanding)\b/u;

const qualityClaim =
  /^\W*(?:demonstrat\w*|utili[sz]\w*|show(?:ed|s|n|ing)?|display\w*|exhibit\w*|committed\s+to|engaged\s+in|possess\w*|embod\w*)\b(?:(?!\d)[^.;])*\b(?:skills?|attitude|communication|learning|ethic|manner|problem[- ]solving|professionalism|abilit(?:y|ies)|leadership|teamwork)\W*$/iu;

/** "Reduced average contract expenses by 16%": a change the person made, with its number. */
export function isResultLine(text: string, numbers: readonly string[]): boolean {
  return numbers.length > 0 && changeVerbs.test(text.split(/\s+/).slice(0, 4).join(' '));
}

/** Verbs that report a change the person made ("trained 5 staff" reports work done, not a change). */
const changeVerbs =
  /\b(?:increas|reduc|improv|grew|grow|sav|won|cut|doubl|tripl|exceed|rais|generat|expand|achiev|secur|boost|lift|lower|decreas|shorten|accelerat|surpass|outperform|gesteigert|reduziert|verbessert|gesenkt|verkürzt|erhöht)/i;

/**
 * Whether a line with numbers reports a change anywhere in it ("designed A/B tests that lifted conversion by 11%"),
 * not only in its opening words as `isResultLine` asks: "assigned schedules for 6 stylists" reports none.
 */
export function reportsChange(text: string, numbers: readonly string[]): boolean {
  // "Took the store from 41st to 6th of 52", "fuel score went from 7.1 to 8.4": a figure that moved, whatever the verb.
  return numbers.length > 0 && (changeVerbs.test(text) || movedFigure.test(text) || figureUpOrDown.test(text));
}

// "private-label unit sales up 14% in the first two quarters", "complaints down 30%": a figure said to have risen or
// fallen, without a verb.
const figureUpOrDown = /\b(?:up|down)\s+(?:by\s+)?[£$€]?\d[\d.,]*\s*(?:%|percent|per cent|pts?\b|points?\b|x\b)/iu;

// "from 14s to 0.4s", "from 820ms to 95ms": a time written with its unit moved too.
const movedFigure = /\bfrom\s+[£$€]?\d[\d.,]*(?:%|st|nd|rd|th|[km]|ms|s|h|hrs?|mins?)?\s+to\s+[£$€]?\d/i;

/** "Highly motivated ...", "Proficient in ...": a line that describes the person instead of saying what they did. */
export function describesThePerson(text: string): boolean {
  return selfDescription.test(text);
}

/** The words of the ad that say what the job is about, its skills, and the words of the role's title. */
export type AdVocabulary = {
  words: Set<string>;
  backgroundWords: Set<string>;
  skills: Set<string>;
  roleWords: Set<string>;
  /**
   * The kinds of work the ad's own words name (vocabulary/work-concepts.ts): a resume line that names one in other
   * words ("Troubleshot connectivity errors" for "resolve customer issues") answers the ad, at less weight.
   */
  concepts?: ReadonlySet<string>;
  /** The ad's job title, whose kind of work makes a resume's role relevant (compare role-families.ts). */
  role: string | null;
};

/** The words of the ad that say what the job is about, for scoring achievements. */
/**
 * "The closing date for applications is Wednesday 17 January ...", "The salary is £15,100 to £17,500 per annum": what
 * an ad says of how to apply and of the job's terms names no work, and a resume line that shares its words
 * ("attentive to expiration dates") is no evidence for the post (it led a held-out customer-service letter).
 */
function withoutTermsAndApplying(adText: string): string {
  return adText
    .split(/(?<=[.!?])\s+|\n+/u)
    .filter(
      (sentence) =>
        !/\b(?:closing date|to apply|how to apply|apply (?:now|online|today|by|via|with|through|here)|applications? (?:close|closing|must|should|will|are|to|by)|application form|interviews?|salary|per annum|hours? (?:a|per) week|send (?:a|your|us)\b[^.]*\b(?:CV|resume|résumé)|e-?mail your|holiday entitlement|annual leave)\b/iu.test(
          sentence,
        ),
    )
    .join('\n');
}

/**
 * "Work closely with the sales team", "with the Product, Tech and Sales team": a team the ad names after "with" or "to" is who the
 * person works beside, not the work; a resume line about sales answers no part of a support post. "Lead the sales
 * team" and "join our sales team" keep their words.
 */
const besideTeam =
  /\b(?:with|to|alongside|across|between|from)\s+(?:the\s+|our\s+|other\s+|your\s+)?(?:[\p{L}-]+(?:,|\s+and|\s+&)?\s+){1,5}?(?:teams?|departments?)\b/giu;

export function adVocabulary(job: JobBrief, responsibilities: readonly string[], adText = ''): AdVocabulary {
  const text = [...job.asks, ...job.mustHaves, ...job.niceToHaves, ...responsibilities, job.role ?? '']
    .join('\n')
    .replace(besideTeam, ' ');
  const generic = new Set([
    'work',
    'working',
    'role',
    'team',
    'ability',
    'skills',
    'experience',
    'knowledge',
    'including',
    'must',
    'will',
    'excellent',
    'good',
    'strong',
    'able',
    'have',
    'candidate',
    'successful',
    'post',
    'job',
    'within',
    'across',
    'other',
    'range',
    'provide',
    'support',
    'ensure',
    'high',
    'quality',
    'level',
    'new',
  ]);
  const skills = new Set(findSkills(text).map((mention) => mention.name));
  // Three letters are a tool's name as often as not ("SAP", "SQL", "AWS"): kept when the ad names the tool.
  const skillWords = new Set([...skills].map((name) => name.toLowerCase()));
  const words = new Set(
    contentWords(text).filter((word) => !generic.has(word) && (word.length > 3 || skillWords.has(word))),
  );
  return {
    words,
    concepts: conceptsOf(words),
    // The rest of the ad (its prose about the role and the organisation) counts for less, but it counts: an ad
    // written as paragraphs names "social media" in a sentence no list of requirements holds.
    backgroundWords: new Set(
      [
        ...contentWords(withoutTermsAndApplying(adText).replace(besideTeam, ' ')),
        ...wordsOfRoleFamily(job.role),
      ].filter((word) => !generic.has(word) && word.length > 2 && !words.has(word)),
    ),
    skills,
    roleWords: new Set(
      titleTokens(job.role ?? '').filter(
        (token) =>
          ![
            'senior',
            'junior',
            'lead',
            'assistant',
            'trainee',
            'apprentice',
            'band',
            'main',
            'scale',
            'staff',
          ].includes(token),
      ),
    ),
    role: job.role,
  };
}

/** A noun's singular as plurals are written regularly: "emergencies" → "emergency", "patches" → "patch". */
function singular(word: string): string {
  if (word.length < 5) return word;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (/(?:ches|shes|xes|sses)$/u.test(word)) return word.slice(0, -2);
  return /[^su]s$/u.test(word) ? word.slice(0, -1) : word;
}

/** Each set of the ad's words in the singular, worked out once per set. */
const singularSets = new WeakMap<ReadonlySet<string>, Set<string>>();

function singularsOf(words: ReadonlySet<string>): Set<string> {
  let found = singularSets.get(words);
  if (!found) {
    found = new Set([...words].map(singular));
    singularSets.set(words, found);
  }
  return found;
}

/** How strongly a resume line answers the ad: results with numbers, result verbs, the ad's words and skills, brevity. */
export function scoreLine(
  text: string,
  numbers: string[],
  vocabulary: {
    words: Set<string>;
    skills: Set<string>;
    backgroundWords?: Set<string>;
    concepts?: ReadonlySet<string>;
  },
): { score: number; matched: string[] } {
  const words = countSpaceSeparatedParts(text);
  const textWords = contentWords(text);
  // "emergencies" in the resume is the ad's "emergency": a word matches in the singular too.
  const adWords = singularsOf(vocabulary.words);
  const adBackground = vocabulary.backgroundWords ? singularsOf(vocabulary.backgroundWords) : undefined;
  const matchedWords = [
    ...new Set(textWords.filter((word) => vocabulary.words.has(word) || adWords.has(singular(word)))),
  ];
  const background = [
    ...new Set(
      textWords.filter(
        (word) =>
          !matchedWords.includes(word) &&
          (vocabulary.backgroundWords?.has(word) === true || adBackground?.has(singular(word)) === true),
      ),
    ),
  ];
  // "Troubleshot connectivity errors" for an ad that asks to "resolve customer issues": a kind of work the ad names,
  // in other words, counts once per kind and less than the ad's own word would.
  const conceptsTold = conceptsOf(matchedWords);
  const namedConcepts = [
    ...conceptsOf(textWords.filter((word) => !matchedWords.includes(word) && !background.includes(word))),
  ].filter((concept) => vocabulary.concepts?.has(concept) === true && !conceptsTold.has(concept));
  const matchedSkills = [
    ...new Set(
      findSkills(text)
        .map((mention) => mention.name)
        .filter((name) => vocabulary.skills.has(name)),
    ),
  ];
  let score = 0;
  if (numbers.length > 0) score += 3 + Math.min(1.5, (numbers.length - 1) * 0.5);
  if (resultVerbs.test(text.split(/\s+/).slice(0, 3).join(' '))) score += 2;
  score +=
    Math.min(4, matchedWords.length + namedConcepts.length * 0.75 + background.length * 0.5) +
    Math.min(3, matchedSkills.length * 1.5);
  // A letter quotes short lines well; long ones read as pasted.
  if (words > 28) score -= 1.5;
  if (words > 35) score -= 2;
  if (dutyOpening.test(text)) score -= 1.5;
  if (routineChore.test(text)) score -= 2;
  if (words < 5 || selfDescription.test(text)) score -= 10;
  return { score, matched: [...matchedSkills, ...matchedWords, ...background] };
}

/**
 * Whether a resume line can stand in a letter as something the person did: not a pasted list of tools
 * ("Technology/Languages used: ASP.NET 3.5, C#, ..."), not a line cut off mid-phrase or mid-bracket, not about
 * someone else ("He/She communicates ..."), and not so long that it reads as a pasted paragraph.
 */
/** Whether a line is told in the person's own first person, in its language. */
export function toldInFirstPerson(text: string, language: string): boolean {
  if (language === 'en') return /(?:^|[\s;,])I\s+\p{Ll}{3,}/u.test(text);
  if (language === 'de') return /(?<![\p{L}])ich(?![\p{L}])/iu.test(text);
  if (language === 'fr') return /(?<![\p{L}])(?:je|j['’])(?=\s|\p{L})/iu.test(text);
  if (language === 'es')
    return /(?<![\p{L}])(?!(?:aquí|allí|ahí|café|comité|bebé|José)(?![\p{L}]))\p{Ll}{3,}(?:é|í)(?![\p{L}])/u.test(text);
  return false;
}

export function isWellFormedLine(text: string, language = 'en'): boolean {
  const words = text.split(/\s+/);
  const commas = (text.match(/,\s/g) ?? []).length;
  // ("Last summer we had a slope job ... with loose rock and 112-degree heat; I rigged rope lines ..., and we finished
  // the three-week job with zero injuries": a story told in the person's own words runs longer than a bullet, and is
  // what an ad's "tell us about a time" asks for.)
  // (In another language, by its own first person: "ich", "je", or a Spanish past in "-é" or "-í", "localicé".)
  if (words.length > (toldInFirstPerson(text, language) ? 70 : 45)) return false;
  if (/\b(?:used|environment|technolog(?:y|ies)|tools|languages)\s*:/i.test(text)) return false;
  if (/^(?:he|she|he\/she|they|his|her)\b/i.test(text)) return false;
  if (/\b(?:to|the|of|and|a|an|with|for|in|by|or)$/i.test(text.replace(/[.;,:\s]+$/u, ''))) return false;
  // ("Projet en classe au" / "CO de la Glâne)": a French, German or Spanish line a column cut after its article or
  // preposition.)
  if (
    language !== 'en' &&
    /(?<![\p{L}])(?:au|aux|du|des|de|le|la|les|à|et|der|die|das|dem|den|und|mit|zu|im|del|el|los|las|y|con)$/iu.test(
      text.replace(/[.;,:\s]+$/u, ''),
    )
  )
    return false;
  if ((text.match(/\(/g) ?? []).length !== (text.match(/\)/g) ?? []).length) return false;
  // "Le Snack Santé, c'est le tout nouveau média ... !", "Des formats courts, fun et croustillants, pensés pour vous":
  // a French page's lines selling the product, the employer's words, never a duty of the person's.
  if (
    language === 'fr' &&
    (/!/u.test(text) ||
      // ("Prise de rendez-vous": "vous" inside a word is no reader addressed.)
      /\bc['’]est\b|(?<![\p{L}-])(?:votre|vos|vous|nous|notre)(?![\p{L}-])/iu.test(text) ||
      // ("Mon objectif : que chaque post ait du sens": what the person aims at, no duty.)
      /^(?:des|les|mon|ma|mes)\s/iu.test(text))
  )
    return false;
  // Mostly capitalised words after the first: a list of titles or names ("... in house Certified Instructor, Patient
  // Experience Champion, Shared Governance Chair ..."), not a sentence.
  // German capitalises every noun, so the test is for English lines only; a line of names without commas ("Awarded
  // 2013 Alternative Investments Most Net Sales to Budget ...") is an award, not a list.
  // Counted only for the English lines with two commas that the test is for.
  // ("At Shirley Boys High School, I taught Year 10 Science, Year 11 Science (Chemistry), and Year 12 Physics." has its
  // subject and verb: a sentence whatever its names.)
  if (language === 'en' && commas >= 2 && !/(?:^|[\s,])I\s+(?:also\s+)?\p{Ll}{3,}/u.test(text)) {
    const later = words.slice(1).filter((word) => /^\p{L}/u.test(word));
    const capitalised = later.filter((word) => /^\p{Lu}\p{Ll}/u.test(word)).length;
    if (later.length >= 8 && capitalised * 10 > later.length * 6) return false;
  }
  // "... a $1M budget, entailing: Scope, define, estimate ...": a list pasted after a colon inside an English line.
  // Anchored, and only for a line with a colon: unanchored, the lazy prefix is tried from every position.
  const afterColon = language === 'en' && text.includes(':') ? text.match(/^.{20,}?:\s+\p{Lu}(.*)$/u)?.[1] : undefined;
  if (language === 'en' && afterColon !== undefined && (afterColon.match(/,/g) ?? []).length >= 2) return false;
  // "... resolve product or service problems Data entry and inventory accounting": a capitalised word in the middle
  // of an English sentence, after a lower-case word and before another, is where a PDF ran two bullets together.
  if (language === 'en' && hasFusedItem(text)) return false;
  // A comma every three words or more often, in a line that opens with no verb: a list, not a sentence ("1,200" is
  // no list).
  if (commas * 3 > words.length && words.length > 8) {
    // "Supervise employees performing financial reporting, accounting, billing, ...": a list inside a sentence that
    // opens with a verb is still a sentence.
    const opensWithVerb = [words[0], words[1]].some(
      (word) => readVerb((word ?? '').replace(/[,.]$/, '')) !== undefined,
    );
    // "Latte art, opening/closing, rotas for 6 staff, cash-up, stock orders, HACCP logs": a trade's duties named by
    // their nouns, each short, are the work of the job (told as "my work included ..."), often all the lines a job
    // has; a held-out café supervisor's letter had stopped at 83 words for want of them.
    const items = text.replace(/[.;\s]+$/u, '').split(/,\s+/u);
    // (A short English resume's language may read as undetermined.)
    const dutiesByNoun =
      (language === 'en' || language === 'und') &&
      items.length >= 3 &&
      items.length <= 8 &&
      items.every((item) => countSpaceSeparatedParts(item) <= 5) &&
      items.filter((item) => /^\p{Ll}/u.test(item) || /\s\p{Ll}/u.test(item)).length * 2 >= items.length;
    if (!opensWithVerb && !dutiesByNoun) return false;
  }
  return true;
}

/** Common words that open a bullet as a noun ("Data entry", "Customer service"), seldom a name in mid-sentence. */
const bulletNouns = new Set(
  'data customer cash inventory payroll patient client guest staff stock account accounts'.split(' '),
);

function hasFusedItem(text: string): boolean {
  // The space is asked for before the word behind it: the same matches, but the look-behind, read backwards over a
  // word, is tried only where a space follows instead of at every letter (a third of the time on resume lines).
  for (const match of text.matchAll(/(?=\s)(?<=\b(\p{Ll}+))\s+(\p{Lu}\p{Ll}+)\s+(?=\p{Ll})/gu)) {
    const before = match[1] ?? '';
    const word = match[2] ?? '';
    if (/^(?:the|a|an|of|in|on|at|to|for|with|by|from|and|or|via|using|into|as|our|my|their|its)$/.test(before))
      continue;
    if (canonicalSkillName(word) !== undefined) continue;
    if (bulletNouns.has(word.toLowerCase()) || readVerb(word) !== undefined) return true;
  }
  return false;
}

/** Words any job's lines use, whatever the work: sharing them with an ad is no sign of the same kind of work. */
const workplaceWords = new Set(
  'staff team teams member members work working job jobs company business people time daily weekly monthly role roles duties tasks various information new full part development'.split(
    ' ',
  ),
);

/** The ad's words a line shares beyond those any workplace uses (see workplaceWords). */
export function sharedWorkWords(matched: readonly string[]): string[] {
  return matched.filter((word) => !workplaceWords.has(word.toLowerCase()));
}

/**
 * Qualities nearly every ad asks for, which a line shares by its wording alone: "network communication" and "CRUD
 * operations" in a web project are no fleet manager's "communication" and "operations".
 */
const qualityWords = new Set(
  'communication communications problem problems solving operations operational efficient efficiency effective detail'.split(
    ' ',
  ),
);

/** The ad's words a line shares that say what its work is about: neither any workplace's nor any ad's qualities. */
export function sharedSubjectWords(matched: readonly string[]): string[] {
  return sharedWorkWords(matched).filter((word) => !qualityWords.has(word.toLowerCase()));
}

/**
 * Words of a title that every trade's ads use in their prose ("professional development", "customer service", "business
 * support"): they name the kind of work only where the ad's own title holds them.
 */
const genericWorkWords = new Set([
  'development',
  'service',
  'services',
  'support',
  'operations',
  'business',
  'general',
]);

/**
 * Words of a title that say how senior a post is, not what its work is; and "Model", a post whose name an ad uses for
 * anything but the post ("operating model", "care model").
 */
const rankTitleWords = new Set(
  `staff assistant associate officer representative specialist coordinator supervisor manager lead leader senior
  junior head chief director member worker agent consultant intern trainee volunteer executive administrator
  principal deputy team general model`
    .split(/\s+/)
    .filter(Boolean),
);

/**
 * "Completion of over 120 clinical hours of Medical Surgical ... services": training a student does, listed under a
 * job. Told as training, never as the job's work ("In my current role, I have completed ... clinical hours").
 */
export function isTrainingLine(text: string): boolean {
  // "Trained 3 new assistants and 2 kinesiology practicum students": others' training the person gave, a deed of the
  // job, never the person's own training.
  // ("Mentor final-year oral health students on clinical placement": the same in a job held now's present.)
  if (
    /^\W*(?:trained|mentored|supervised|coached|taught|precepted|onboarded|inducted|train|trains|mentor|mentors|supervise|supervises|coach|coaches|teach|teaches|precept|precepts|onboard|onboards|induct|inducts|host|hosts|hosted)\b/iu.test(
      text,
    )
  )
    return false;
  return /\b(?:clinical (?:hours|placements?|rotations?)|practicum|placement hours|student placements?)\b/i.test(text);
}

/**
 * "Unvented hot water (G3) - lapsed 2023, will redo", "Water Regs - yes", "NVQ Level 3 Plumbing (2015)": a
 * credential and its status, which a resume without headings prints among a job's lines; never a deed.
 */
// ("... so she could stay at home – no falls in the 14 months after": "no" before more words is a result, not an
// answer to whether the credential is held.)
const credentialStatusLine =
  /\s[-–—:]\s*(?:(?:lapsed|expired|renewed|valid|passed|in date|booked|planned|in progress|due|current)\b|(?:yes|no)\s*[.)]?\s*$)|^(?:NVQ|SVQ|BTEC|HNC|HND|City\s*(?:&|and)\s*Guilds|ACS|CSCS|IOSH|NEBOSH|CPCS|SMSTS|SSSTS)\b/iu;

/** The stems of an ad's words, worked out once per ad: every title of the resume is weighed against them. */
const stemsByVocabulary = new WeakMap<AdVocabulary, ReadonlySet<string>>();

function stemsOf(vocabulary: AdVocabulary): ReadonlySet<string> {
  let stems = stemsByVocabulary.get(vocabulary);
  if (!stems) {
    stems = new Set([...vocabulary.words].map(wordStem));
    stemsByVocabulary.set(vocabulary, stems);
  }
  return stems;
}

/** Whether one word is the other's last part, five letters at least ("busfahrer" and "fahrer"). */
function sharesCompoundHead(word: string, token: string): boolean {
  const [longer, shorter] = word.length > token.length ? [word, token] : [token, word];
  return shorter.length >= 5 && longer.endsWith(shorter) && !rankTitleWords.has(shorter);
}

/** Whether a title's word shares its compound's head with a word of the ad's post. */
function sharesHeadWithAdTitle(token: string, roleWords: ReadonlySet<string>): boolean {
  if (token.length < 5) return false;
  for (const word of roleWords) if (sharesCompoundHead(word, token)) return true;
  return false;
}

/**
 * Whether a job's title names the kind of work the ad is about: the same family of titles, or a word of the title (not a
 * rank: "Staff", "Assistant", "Manager") that the ad's title, requirements, duties or background use.
 */
export function titleNamesAdWork(title: string, vocabulary: AdVocabulary): boolean {
  const vocabularyStems = stemsOf(vocabulary);
  return (
    sharesRoleFamily(title, vocabulary.role) ||
    titleTokens(title).some(
      (token) =>
        token.length > 2 &&
        !rankTitleWords.has(token) &&
        (vocabulary.roleWords.has(token) ||
          // "LKW-Fahrer" for "Busfahrer", "Altenpfleger" for "Krankenpfleger": German compounds that share their head,
          // the trade, written as one word.
          sharesHeadWithAdTitle(token, vocabulary.roleWords) ||
          // "Software Development Graduate" for a kitchen that asks to be "involved in development of service
          // improvement": a word every trade's ads use names the ad's work only in the ad's own title.
          (!genericWorkWords.has(token) &&
            (vocabulary.words.has(token) ||
              // "Web Designer" for an ad that wants "a solid understanding of web, CMS and social media".
              vocabulary.backgroundWords.has(token) ||
              (token.length >= 5 && vocabularyStems.has(wordStem(token)))))),
    )
  );
}

/**
 * Whether a title shares a word of the ad's own title, not a rank ("Restaurant Manager" for "Restaurant General
 * Manager"): stricter than `titleNamesAdWork`, where "Frontend Developer" names a restaurant ad's work for its "develop
 * your team".
 */
export function titleSharesAdTitle(title: string, vocabulary: AdVocabulary): boolean {
  return sharesRoleFamily(title, vocabulary.role) || titleSharesAdTitleWord(title, vocabulary);
}

/** Whether a title shares a word of the ad's post beyond its rank ("Nurse" of "Staff Nurse" and "Registered Nurse"). */
export function titleSharesAdTitleWord(title: string, vocabulary: AdVocabulary): boolean {
  return titleTokens(title).some(
    (token) => token.length > 2 && !rankTitleWords.has(token) && vocabulary.roleWords.has(token),
  );
}

/** Scores every achievement of every role against the ad. Self-descriptions and very short lines are left out. */
/** A line as it is compared with another: its words and figures, in lower case, whatever its marks. */
export function lineKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** "Train 2 apprentices", "Rebook rate 78%": three words with a figure, a deed counted or a result, never a bare duty. */
export function isCountedInThreeWords(text: string): boolean {
  return countSpaceSeparatedParts(text) === 3 && /\d/u.test(text);
}

export function rankAchievements(resume: ResumeFacts, vocabulary: AdVocabulary): RankedAchievement[] {
  const ranked: RankedAchievement[] = [];
  const recencyRanks = rolesByRecency(resume);
  // The stems of the ad's own post's words ("caregiv" of "Caregiver"), which a role's lines may name.
  const postStems = new Set(
    [...vocabulary.roleWords].filter((word) => word.length >= 5 && !rankTitleWords.has(word)).map(wordStem),
  );
  // Title words weighed by their stems too: "Biology Teacher" for an ad that counts "teaching experience".
  const roleRelevance = new Map(
    resume.roles.map((role, roleIndex) => {
      // "Staff", "Assistant", "Manager": a rank shared with the ad's title says nothing of the work ("Shampoo Staff"
      // for a teaching post, "Pool Manager" for a nurse manager).
      // A role printed without a title has the title of the role whose years contain it (role-recency.ts).
      const title = role.title.trim() === '' ? (enclosingTitle(resume, roleIndex) ?? '') : role.title;
      const titleShares = titleNamesAdWork(title, vocabulary);
      // Lines that share the ad's own words (its requirements and duties), not only its prose: most of them, or a
      // few, for a role whose title says nothing.
      // Words every workplace uses ("staff", "team", "daily") say nothing of the work: a pool manager's "staff
      // schedules" do not make the pool job an analyst's kind of work.
      // (Duties of two words, "Payment validation.", are weighed with none: they are told only among the others.)
      const lines = role.achievements.filter((achievement) => countSpaceSeparatedParts(achievement.text) >= 3);
      const sharing = lines.filter((achievement) =>
        contentWords(achievement.text).some((word) => vocabulary.words.has(word) && !workplaceWords.has(word)),
      ).length;
      const linesShare = sharing >= 2 && sharing * 5 >= lines.length * 2;
      // Lines that name the ad's own post ("Trained and supervised caregivers", "Managed daily caregiving tasks" for a
      // caregiver) show its work under any title ("Medical Coordinator"): two of them, or one of a role of few lines.
      const namingPost = lines.filter((achievement) =>
        contentWords(achievement.text).some((word) => word.length >= 5 && postStems.has(wordStem(word))),
      ).length;
      const linesNamePost = namingPost >= 2 || (namingPost === 1 && lines.length <= 3);
      // The job held now is what a reader asks about first: one line that shares the ad's words keeps it in.
      const heldNow = role.period?.current === true || recencyRanks[roleIndex] === 0;
      return [roleIndex, titleShares ? 1 : linesShare || linesNamePost || (heldNow && sharing >= 1) ? 0 : -2];
    }),
  );
  // A line a resume repeats under two roles is told once, with the role where it first stands.
  const seen = new Set<string>();
  resume.roles.forEach((role, roleIndex) => {
    role.achievements.forEach((listed, achievementIndex) => {
      // "Directs and disperses a $1M budget, entailing: Scope, define, estimate ...": a deed with a list pasted after
      // its colon is told up to the colon, the list left out, when that part is a whole line on its own.
      const whole = withoutPastedList(listed, resume.language) ?? listed;
      // "Travail en laboratoire L2, pas de production en salle blanche": told without what the person has not done.
      const told = withoutLack(whole.text);
      if (told === undefined) return;
      const achievement = told === whole.text ? whole : { ...whole, text: told };
      const text = achievement.text;
      const words = countSpaceSeparatedParts(text);
      const key = lineKey(text);
      // "Maintained and updated websites.": four words can say what a person did; three rarely do. A duty named by its
      // noun ("Payment validation.", "GST returns.") says it in two, as part of a list of the job's work.
      if (
        // ("Praxisanleitung von Auszubildenden": a German CV's duty, a noun and what it is of, which a German letter
        // tells as the person's, first-person-german.ts.)
        // ("Train 2 apprentices", "Rebook rate 78%": three words with a figure, a deed counted or a result, say it.)
        (words < 4 &&
          !(isCountedInThreeWords(text) && (resume.language === 'en' || resume.language === 'und')) &&
          !(words >= 2 && (resume.language === 'en' || resume.language === 'und') && isShortNounDuty(text)) &&
          !(words >= 2 && resume.language === 'de' && /^\W*\p{Lu}\p{Ll}{3,}/u.test(text))) ||
        selfDescription.test(text) ||
        // "Presently working as Officer-HR & Administration in H.& R. Johnson": the post said again, no deed of it.
        /^(?:presently|currently|now)\s+(?:working|employed|serving)\s+(?:as|with|at|in|for)\b/iu.test(text) ||
        // "This was achieved by the use of a Raspberry Pi ...", "This led to me taking on ...": a sentence of a
        // paragraph that points back to the one before it says nothing alone.
        /^(?:this|that|these|those|it)\s+(?:was|were|is|are|has|have|had|led|meant|resulted|involved|included|would|will|also)\b/iu.test(
          text,
        ) ||
        qualityClaim.test(text) ||
        competencyLine.test(text) ||
        /\?$/.test(text) ||
        seen.has(key) ||
        boilerplate.test(text) ||
        jobDescriptionPhrases.test(text) ||
        isTrainingLine(text) ||
        credentialStatusLine.test(text) ||
        unfilledTemplateBlank.test(text) ||
        // "Certified Course in AutoCAD from CADD Centre": a course the person took, printed under a job, no deed of it
        // ("I certified Course in AutoCAD" in a held-out letter).
        /^\W*(?:certified|certificate|certification)\s+(?:course|programme|program|training)\b/iu.test(text) ||
        !isWellFormedLine(text, resume.language)
      )
        return;
      seen.add(key);

      const { score, matched } = scoreLine(text, achievement.numbers, vocabulary);
      // (Such a German duty only for one of the ad's words: a short line that shares none is weak evidence, and it took
      // the place of results.)
      if (words < 4 && resume.language === 'de' && matched.length === 0) return;
      // The current role leads; a role that has nothing to do with the ad ("Shampoo Staff" for a teaching post)
      // gives its lines only when nothing better is left.
      const rank = recencyRanks[roleIndex] ?? roleIndex;
      const recency = rank === 0 ? 2 : rank === 1 ? 0.5 : 0;
      const relevance = roleRelevance.get(roleIndex) ?? 0;
      ranked.push({
        roleIndex,
        achievementIndex,
        text,
        numbers: achievement.numbers,
        score: score + recency + relevance,
        matched,
        roleRelevant: relevance >= 0,
      });
    });
  });
  return ranked.sort(
    (left, right) =>
      right.score - left.score || left.roleIndex - right.roleIndex || left.achievementIndex - right.achievementIndex,
  );
}

/** A line cut before the list its colon opens, when it fails only for that list; undefined otherwise. */
function withoutPastedList(achievement: Achievement, language: string): Achievement | undefined {
  if (language !== 'en' || !achievement.text.includes(':') || isWellFormedLine(achievement.text, language))
    return undefined;
  const before = achievement.text.match(
    /^(.{20,}?),?\s+(?:entailing|which involves?|involving|including|such as)\s*:\s+\p{Lu}/u,
  )?.[1];
  if (!before || !isWellFormedLine(before, language) || countSpaceSeparatedParts(before) < 4) return undefined;
  if (readVerb(before.split(/\s+/)[0] ?? '') === undefined) return undefined;
  return { text: before, numbers: achievement.numbers.filter((number) => before.includes(number)) };
}

const credentialGenericWords =
  /\b(?:certificat\w*|certs?|certified|licen[cs]\w*|register|registration|registered|membership|member|card|level|in|of|and|the|a)\b/gi;

function credentialTokens(name: string): string[] {
  return name
    .replace(credentialGenericWords, ' ')
    .toLowerCase()
    .split(/[^\p{L}\p{N}+]+/u)
    .filter((token) => token.length > 1);
}

/** A status a requirement may ask for that a permit to work does not give: citizenship, permanent residence, ... */
const statusBeyondWorkPermit =
  /\b(?:U\.?S\.? persons?|citizen(?:ship)?|permanent resident|green card|ITAR|security clearance|(?:SC|DV|NV1|NV2) clearance)\b/iu;

/** A requirement about the right to work where the job is. */
const rightToWorkRequirement =
  /\b(?:visa|residen(?:cy|t|ce)|citizen(?:ship)?|right to work|eligib(?:le|ility) to work|work(?:ing)? permit|authori[sz](?:ed|ation) to work|sponsor(?:ship)?)\b/iu;

/** The countries a right to work is held or asked for in, by the ways resumes and ads name them. */
const rightToWorkCountries: ReadonlyArray<readonly [string, RegExp]> = [
  ['us', /\b(?:U\.?S\.?A?\.?|United States|America|American)(?![\p{L}])/u],
  ['uk', /\b(?:U\.?K\.?|United Kingdom|Britain|British|England|Scotland|Wales)(?![\p{L}])/u],
  ['au', /\b(?:Australia|Australian|AUS)(?![\p{L}])/u],
  ['nz', /\b(?:New Zealand|NZ)(?![\p{L}])/u],
  ['ca', /\b(?:Canada|Canadian)(?![\p{L}])/u],
  ['ie', /\b(?:Ireland|Irish)(?![\p{L}])/u],
  ['eu', /\b(?:EU|EEA|European Union|European)(?![\p{L}])/u],
  ['in', /\b(?:India|Indian)(?![\p{L}])/u],
  ['sg', /\b(?:Singapore|Singaporean)(?![\p{L}])/u],
  ['ae', /\b(?:UAE|United Arab Emirates|Emirati)(?![\p{L}])/u],
  ['za', /\b(?:South Africa|South African)(?![\p{L}])/u],
];

function countriesNamedIn(text: string): Set<string> {
  return new Set(rightToWorkCountries.filter(([, pattern]) => pattern.test(text)).map(([country]) => country));
}

/** Whether a right to work and a requirement for one are of one country, or one of them names none. */
function sameCountryOrUnnamed(credential: string, requirement: string): boolean {
  const held = countriesNamedIn(credential);
  const asked = countriesNamedIn(requirement);
  if (held.size === 0 || asked.size === 0) return true;
  // (An EU citizen may work in Ireland and any member state the ad names by the EU.)
  return [...held].some((country) => asked.has(country) || (country === 'eu' && asked.has('ie')));
}

/**
 * Whether a credential is a right to work in another country than the one the ad's requirements ask it for ("Australian
 * citizenship" beside "Legal authorization to work in the U.S. is required"): offered unasked, it reads as that right.
 */
export function rightToWorkElsewhere(credentialName: string, requirements: readonly string[]): boolean {
  return (
    isRightToWork(credentialName) &&
    requirements.some(
      (requirement) => rightToWorkRequirement.test(requirement) && !sameCountryOrUnnamed(credentialName, requirement),
    )
  );
}

/** Countries and unions as licences and laws name them: never what makes a credential the one asked for. */
const countryCodes = /^(?:UK|US|USA|EU|GB|NI|EEA|NZ|AU|AUS|CA|CAN|IE|IRL|IN|ZA|SG|DE|FR|ES|NL|PH|UAE)$/;

/** What kind of credential a name says it is. */
const credentialKind = /\b(?:apprenticeship|licen[cs]e|diploma|certificate|registration|award|ticket)\b/i;

/** Words a requirement puts before a credential that are not part of its name ("a valid, current licence"). */
const credentialAdjectives =
  /^(?:valid|current|relevant|recognised|recognized|appropriate|full|clean|professional|required|preferred|active|an?|with|or|be|must|hold|have)$/;

/**
 * The resume's credential that a requirement names, if any: all its words, or its distinctive name ("PRINCE2",
 * "CIMA", "NMC") when the requirement names the credential without its level ("PRINCE2 or project management").
 */
export function findCredentials(fullRequirement: string, credentials: Credential[]): Credential[] {
  // "3+ years of HVAC service experience": years of work, which no certificate answers ("You are also looking for HVAC
  // service experience, and I hold the HVAC Technician Certificate" in a held-out letter); a requirement that names a
  // credential beside the years still asks for it.
  if (
    /\b\d+\+?\s*(?:years?|yrs)\b[^.;]*\bexperience\b/iu.test(fullRequirement) &&
    !/\b(?:certifi\w*|licen[cs]\w*|registration|registered|qualifi\w*|diploma|degree|ticket|card)\b/iu.test(
      fullRequirement,
    )
  )
    return [];
  // "Cert III in Commercial Cookery or equivalent": what is asked, without the alternative the ad allows.
  const requirement = fullRequirement.replace(/\s+or\s+(?:an?\s+)?(?:equivalent|similar|above|higher)\b.*$/iu, '');
  // "Current, active Pennsylvania RDH license": letters the resume spells out in another credential's name
  // ("Registered Dental Hygienist (RDH)") are that name, so "Pennsylvania Dental Hygiene License" shares its words.
  // (Only for another credential: the one that spells them out is named by its letters, or not at all.)
  const spelledOut = credentials.flatMap((credential) => {
    const letters = credential.name.match(/^(.+?)\s*\((\p{Lu}{2,6})\)/u);
    return letters?.[1] && letters[2] && containsWholeWord(requirement, letters[2])
      ? [{ by: credential, words: letters[1] }]
      : [];
  });
  const lower = requirement.toLowerCase();
  const expandedFor = (credential: Credential) =>
    [requirement, ...spelledOut.filter((spelled) => spelled.by !== credential).map((spelled) => spelled.words)]
      .join(' ')
      .toLowerCase();
  // A requirement for a licence alone ("Level 2 diploma, driving licence" asks for a diploma too).
  const licenceAsked =
    /\blicen[cs](?:e|ed|ure)\b/iu.test(requirement) &&
    !/\b(?:certific\w*|diploma|degree|course|training|qualification|award)\b/iu.test(requirement);
  // The requirement's own words, read once for every credential asked about.
  const allAsked = credentialTokens(requirement);
  const asked = allAsked.filter((token) => !credentialAdjectives.test(token));
  // "CIMA or AAT qualification" with CIMA in progress and AAT held: the held one answers it.
  const toolsAsked = findSkills(requirement).map((mention) => mention.name);
  const heldFirst = [...credentials].sort(
    (left, right) => Number(right.status === 'held') - Number(left.status === 'held'),
  );
  const found = heldFirst.filter((credential) => {
    // "Learner's licence Code B" is no driver's licence: it lets its holder drive only with a licensed driver beside them.
    if (
      /\b(?:learner['’]?s?|provisional|learning)\s+(?:driver['’]?s?\s+)?(?:licen[cs]e|permit)\b/iu.test(credential.name)
    )
      return /\blearner/iu.test(requirement);
    // "NZ residency or a valid work visa", "the right to work in the UK": answered by the person's visa, citizenship or
    // right to work, whatever its words.
    // ("Legal authorization to work in the U.S." is not answered by "Australian citizenship": a right to work in one
    // country, where the ad names another.)
    // ("Must be a U.S. person (U.S. citizen or lawful permanent resident) as defined by ITAR" is not answered by
    // "Authorized to work in the U.S.": a status the work permit is not; a held-out letter said it was.)
    if (isRightToWork(credential.name))
      return (
        rightToWorkRequirement.test(requirement) &&
        sameCountryOrUnnamed(credential.name, requirement) &&
        (!statusBeyondWorkPermit.test(requirement) ||
          statusBeyondWorkPermit.test(credential.name) ||
          // ("Australian citizen, permanent resident or a valid work visa": a permit the requirement accepts too.)
          /\b(?:or|and\/or)\b[^.;]{0,60}\b(?:visa|permit|right to work|authori[sz](?:ed|ation) to work|eligib\w* to work)/iu.test(
            requirement,
          ))
      );
    // "Active California Board of Pharmacy Pharmacy Technician License" is not held by a "Pharmacy Technician
    // Certificate": a board grants a licence, a course a certificate, whatever words the two share.
    if (
      licenceAsked &&
      /\b(?:certificat\w*|diploma|degree|course|training|award)\b/iu.test(credential.name) &&
      !/\b(?:licen[cs]\w*|permit|registered|registration)\b/iu.test(credential.name)
    )
      return false;
    // "Chartered, or working towards chartership with ICE": chartered status by either word.
    if (/^chartered\b/i.test(credential.name) && /\bcharter(?:ed|ship)\b/i.test(requirement)) return true;
    const tokens = credentialTokens(credential.name);
    if (tokens.length > 0 && tokens.every((token) => containsWholeWord(lower, token))) return true;
    // ("Valid Texas teaching certificate with Bilingual Education Supplemental" asked, "Bilingual Education
    // Supplemental (Spanish)" held: the name without what its bracket specifies, three words at least, all asked.)
    const unbracketed = credentialTokens(credential.name.replace(/\s*\([^()]*\)\s*$/u, ''));
    if (
      unbracketed.length >= 3 &&
      unbracketed.length < tokens.length &&
      unbracketed.every((token) => containsWholeWord(lower, token))
    )
      return true;
    // "Forklift certification" asked, "Forklift Operator Certification" held: every word the requirement gives the
    // credential is in its name.
    if (
      credentialRequirement.test(requirement) &&
      asked.length > 0 &&
      asked.length <= 3 &&
      asked.every((token) => containsWholeWord(credential.name.toLowerCase(), token))
    )
      return true;
    // "18th Edition Wiring Regulations" asked, "City & Guilds 2382-22 (18th Edition Wiring Regulations)" held: a short
    // requirement every word of which the credential's name holds.
    if (
      allAsked.length >= 2 &&
      allAsked.length <= 6 &&
      allAsked.every((token) => containsWholeWord(credential.name.toLowerCase(), token))
    )
      return true;
    // "Inspection and testing qualification (2391 or equivalent)": a course's number names it.
    const codes = credential.name.match(/\b\d{4}\b/g) ?? [];
    if (codes.some((code) => containsWholeWord(requirement, code))) return true;
    // "Currently enrolled on a Level 3 electrical apprenticeship" and "Level 3 Electrotechnical Apprenticeship (NVQ
    // Level 3 / AM2)", "Full C+E licence" and "C+E (Class 1) full UK licence": the same kind of credential and two
    // more words in common (its level, its category).
    const kind = credential.name.match(credentialKind)?.[0];
    const expanded = expandedFor(credential);
    if (kind && containsWholeWord(expanded, kind.toLowerCase())) {
      const common = new Set(
        credential.name
          .toLowerCase()
          .split(/[^\p{L}\p{N}+]+/u)
          .filter((token) => token !== '' && token !== kind.toLowerCase() && !credentialAdjectives.test(token))
          .filter(
            (token) => !/^(?:uk|the|and|of|in|for|on|to|a|an|card)$/.test(token) && containsWholeWord(expanded, token),
          ),
      );
      if (common.size >= 2) return true;
    }
    // "CA or CPA qualified" asked, "Chartered Accountant (South Africa) – CA(SA)" held: the credential by the initials of
    // its name, written as the ad writes them (a country code of the same letters is no part of a name).
    const initials = (credential.name.match(/^(?:\p{Lu}\p{Ll}+\s+){1,3}\p{Lu}\p{Ll}+/u)?.[0] ?? '')
      .split(/\s+/u)
      .map((word) => word.charAt(0))
      .join('');
    if (initials.length >= 2 && new RegExp(`(?<![\\p{L}])${initials}(?![\\p{L}])`, 'u').test(requirement)) return true;
    // "ECC certificate" asked, "Certificate in Emergency & Critical Care Nursing" held: the initials of the field the
    // certificate is in, or of its first words (three at least).
    const field = credential.name.match(
      /\b(?:Certificate|Diploma|Award)\s+(?:in|of)\s+((?:\p{Lu}\p{Ll}+(?:\s+(?:&|and)\s+|\s+)?){2,5})/u,
    )?.[1];
    const fieldInitials = (field ?? '').match(/(?<![\p{L}])\p{Lu}/gu)?.join('') ?? '';
    for (let length = fieldInitials.length; length >= 3; length -= 1)
      if (new RegExp(`(?<![\\p{L}])${fieldInitials.slice(0, length)}(?![\\p{L}])`, 'u').test(requirement)) return true;
    // "Advanced Excel (VLOOKUP/XLOOKUP, pivot tables)" asked, "Microsoft Office Specialist: Excel Expert" held: a
    // certification in the tool a requirement of skill names answers it (a held-out letter left it untold). A
    // requirement of experience with the tool is answered by the work done with it.
    if (
      toolsAsked.length > 0 &&
      !/\bexperience[ds]?\b/iu.test(requirement) &&
      credential.status === 'held' &&
      /\b(?:certified|certification|certificate|specialist|expert|associate|professional|proadvisor)\b/iu.test(
        credential.name,
      ) &&
      toolsAsked.some((tool) => containsWholeWord(credential.name, tool))
    )
      return true;
    // "UK" in "Full UK driving licence" names a country, not the licence: "knowledge of UK employment law" is no
    // request for it, and "NZ residency or a valid work visa" none for an "NZ Full Driver Licence".
    const distinctive = credential.name
      .split(/[\s,()/]+/)
      // ("C+E" of "Category C+E (Class 1)": two capitals a sign joins name a licence's category too.)
      .filter((word) => /^(?=.*[A-Z]{2}|[A-Z][+&][A-Z])[A-Z0-9+&-]{2,10}$/.test(word) && !countryCodes.test(word));
    return distinctive.length > 0 && distinctive.every((word) => containsWholeWord(requirement, word));
  });
  // "Registered Nurse license" names the "Registered Nurse" held whole; the "Adult-Gerontology Acute Care Nurse
  // Practitioner" held beside it shares only "Nurse", and answered for it, a letter said the nurse practitioner's
  // certification was what the ad asked for. A credential the requirement names whole is the one it asks for.
  const namedWhole = (credential: Credential) => {
    const tokens = credentialTokens(credential.name);
    return tokens.length > 0 && tokens.every((token) => containsWholeWord(lower, token));
  };
  // "Current, active Pennsylvania RDH license": the licence of the state the ad names ("Pennsylvania Dental Hygiene
  // License", applied for) answers it, never the one held in another state ("Registered Dental Hygienist (RDH)" of
  // Ohio), which a letter had told as if it were the one asked for.
  const statesAsked = usStatesNamed(requirement);
  const inState = found.filter((credential) =>
    [...usStatesNamed(credential.name)].some((state) => statesAsked.has(state)),
  );
  if (inState.length > 0) return inState;
  return found.some(namedWhole) ? found.filter(namedWhole) : found;
}

/** The platforms software is written for. */
const platformWords = /\b(?:mobile|ios|android|web|desktop|embedded|flutter|react native|swift|kotlin)\b/giu;

/**
 * "Experience in mobile application development" answered by "Led development of a React web application": a line
 * about another platform than the one the requirement names shares its other words, and answers nothing (a hiring
 * manager read it as a non sequitur). `asked`: the platforms the requirement names (`platformsNamed`).
 */
function platformClash(asked: ReadonlySet<string>, line: string): boolean {
  if (asked.size === 0) return false;
  const told = platformsNamed(line);
  return told.size > 0 && ![...told].some((platform) => asked.has(platform));
}

/**
 * "Advanced teaching of Armenian Language" answered by "Administered language assessments" (an English teacher's): a
 * language the person is not known to speak is shown only by a line that names it; any other line shares the
 * requirement's words ("teaching", "language") and said the person could do what the resume never shows.
 * `asked`: the languages the requirement names that the person is not known to speak.
 */
function languageClash(asked: readonly string[], line: string): boolean {
  if (asked.length === 0) return false;
  const told = spokenLanguagesNamed(line);
  return !asked.some((language) => told.has(language));
}

/** The platforms a text names, mobile's frameworks as "mobile". */
function platformsNamed(text: string): Set<string> {
  return new Set(
    (text.match(platformWords) ?? []).map((word) =>
      /^(?:mobile|ios|android|flutter|react native|swift|kotlin)$/iu.test(word) ? 'mobile' : word.toLowerCase(),
    ),
  );
}

/** Listed qualities that are not skills a requirement can be answered with ("team player", "hard working"). */
const softSkillName =
  /\b(?:team player|hard[- ]?working|self[- ]motivated|detail[- ]oriented|fast learner|go[- ]getter)\b/i;

/** Words that say nothing about what a requirement is about. */
const genericRequirementWords = new Set(
  `experience experienced ability able skills skill knowledge understanding working work proven strong excellent good
  demonstrable demonstrated relevant including within across other more than less least years year minimum required
  essential desirable candidate applicants role team must should will would have has being well high level similar
  training qualification qualified degree equivalent such various range using used use ensure support provide`
    .split(/\s+/)
    .filter(Boolean),
);

/** The words of a requirement that carry its subject: four letters or more, not generic. */
function distinctiveWords(requirement: string): string[] {
  return [
    ...new Set(contentWords(requirement).filter((word) => word.length >= 4 && !genericRequirementWords.has(word))),
  ];
}

/** The words that say what kind of degree a requirement or a degree is, not what it is in. */
const degreeKindWords = new Set(
  'bachelor bachelors master masters degree degrees diploma associate doctor doctorate science sciences arts hons honours honors graduate undergraduate postgraduate university college licence license licentiate'.split(
    ' ',
  ),
);

/** The other words of a degree requirement that name no field. */
const degreeRequirementWords = new Set(
  'required preferred desirable essential minimum relevant related similar equivalent field fields area areas accredited recognised recognized plus professional'.split(
    ' ',
  ),
);

/** Words many fields share ("Civil Engineering", "Mechanical Engineering"): on their own they name no one field. */
const genericFieldWords = new Set('engineering studies technology management administration'.split(' '));

/**
 * Words too broad to show on their own that a line answers a requirement: "code" is in "code reviews" and in "code
 * versioning tools", "applications" in any software line. One of them shared is no match; two words shared are.
 */
const broadWords = new Set(
  `code software development developer developers application applications data team teams customer customers client
  clients service services management manager system systems business project projects process processes product
  products design quality staff company industry environment tools tool technical technology technologies solutions
  solution support users user performance results tasks people office field modern practices practice standards
  internal external new high standard standards general special opportunities opportunity performing range level
  levels working`
    .split(/\s+/)
    .filter(Boolean),
);

/**
 * Whether the one word a line shares with a requirement leaves out the thing the requirement asks for: the word
 * describes a record, a trade or a setting the line never names ("safe driving record" and "a safe delivery"), or it is
 * the head of a compound whose other word the line lacks ("current driving record" and "digital record-keeping").
 */
function missesModifier(tokens: readonly string[], text: string, words: string[]): boolean {
  const shared = words.find((word) => sharedDistinctiveWords(text, [word]) > 0);
  // ("Experience with payroll software": a word of the trade before a broad one still names the trade.)
  if (shared === undefined || broadWords.has(shared)) return false;
  // Read word by word, the requirement's words in lower case (a pattern built for each shared word cost a compile each
  // time a letter asked).
  // ("safe driving record" and "an on-time and safe delivery", "the brewing industry" and "coffee brewing
  // techniques": the one word shared describes the requirement's thing, a record or a trade the line never names.)
  const at = tokens.findIndex((token) => token === shared || token === `${shared}s`);
  const thing = (tokens[at + 1] ?? '').replace(/[^\p{L}-]+$/u, '');
  const nextThing = (tokens[at + 2] ?? '').replace(/[^\p{L}-]+$/u, '');
  const named = [thing, nextThing].find((word) => describedThings.has(word));
  if (at >= 0 && named !== undefined && !text.toLowerCase().includes(named.slice(0, 6))) return true;
  for (let index = 1; index < tokens.length; index += 1) {
    const candidate = tokens[index - 1] ?? '';
    if (!/^\p{Ll}{4,}$/u.test(candidate) || !endsPhrase(tokens[index] ?? '', tokens[index + 1], shared)) continue;
    // ("Designing and developing APIs": a deed in "-ing" that opens the phrase does something to the thing, and names
    // no other thing; "current driving record" names one.)
    const before = tokens[index - 2] ?? '';
    const modifier =
      /ing$/u.test(candidate) && (before === '' || /^(?:and|or|,|to|in|of|for|with|by|[-•*–])$/u.test(before))
        ? undefined
        : candidate;
    return (
      modifier !== undefined &&
      words.includes(modifier) &&
      // ("a clean record", "strong communication": a quality of the thing, no other thing.)
      !/^(?:keen|strong|good|great|excellent|current|valid|proven|relevant|solid|sound|clean|full|previous|recent|demonstrable|demonstrated|effective|basic|advanced|working|right|necessary|appropriate|required|essential|extensive|broad|wide|deep|general)$/u.test(
        modifier,
      ) &&
      sharedDistinctiveWords(text, [modifier]) === 0
    );
  }
  return false;
}

/** Things a requirement names after the word that describes them: a record, a trade, a setting. */
const describedThings = new Set(
  'record records history industry industries sector sectors licence license background environment setting market'.split(
    ' ',
  ),
);

/**
 * Whether `token` is the shared word (or its plural) ending its phrase: the text's end, a comma or bracket after it, or
 * a joining word after it. "pair" of "a keen pair programmer" is itself a modifier, and a line of "pair programming"
 * answers it.
 */
function endsPhrase(token: string, next: string | undefined, shared: string): boolean {
  for (const form of [`${shared}s`, shared]) {
    if (!token.startsWith(form)) continue;
    const after = token.slice(form.length);
    if (after !== '') {
      if (/^[,.;:)]/u.test(after)) return true;
      continue;
    }
    if (
      next === undefined ||
      /^[,.;:)]/u.test(next) ||
      /^(?:and|or|with|in|of|for|to|at|on)(?![\p{L}\p{N}_])/u.test(next) ||
      // ("protein analysis techniques": a general head after the shared word leaves the word before it the thing.)
      /^(?:techniques?|methods?|methodologies|skills?|tools?|procedures?|principles?)(?![\p{L}\p{N}_])/u.test(next)
    )
      return true;
  }
  return false;
}

/** How many of the requirement's words a text holds, in the singular or the plural ("site", "sites"). */
function sharedDistinctiveWords(text: string, words: string[]): number {
  return words.filter(
    (word) =>
      containsWholeWord(text, word) ||
      containsWholeWord(text, `${word}s`) ||
      (word.endsWith('s') && containsWholeWord(text, word.slice(0, -1))),
  ).length;
}

const nonAscii = /[^\u0000-\u007f]/;
/** Characters that case folding matches to an ASCII letter ("ſ" to "s", the Kelvin sign to "k"). */
const foldsOntoAscii = /[\u017f\u212a]/;
const letter = /^\p{L}$/u;

/** Whether the code point that ends at `end` (`before`) or starts at `start` is a letter; false outside the text. */
function isLetterBefore(text: string, end: number): boolean {
  if (end <= 0) return false;
  const low = text.charCodeAt(end - 1);
  if (low < 0x80) return (low >= 0x41 && low <= 0x5a) || (low >= 0x61 && low <= 0x7a);
  const pair =
    low >= 0xdc00 &&
    low <= 0xdfff &&
    end >= 2 &&
    text.charCodeAt(end - 2) >= 0xd800 &&
    text.charCodeAt(end - 2) <= 0xdbff;
  return letter.test(text.slice(pair ? end - 2 : end - 1, end));
}

function isLetterAt(text: string, start: number): boolean {
  if (start >= text.length) return false;
  const code = text.charCodeAt(start);
  if (code < 0x80) return (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a);
  return letter.test(String.fromCodePoint(text.codePointAt(start) ?? code));
}

/**
 * `word` as the text writes it (`(?<!\p{L})word(?!\p{L})`, ignoring case), or the word itself. An ASCII word is found
 * without an expression, which would be compiled afresh for every requirement's words: in the lower-cased text,
 * unless lower-casing changed the text's length or the text holds a character case folding matches to ASCII.
 */
function wordAsWritten(text: string, word: string): string {
  const lower = text.toLowerCase();
  if (word === '' || nonAscii.test(word) || lower.length !== text.length || foldsOntoAscii.test(text))
    return text.match(new RegExp(`(?<![\\p{L}])${escapeRegExp(word)}(?![\\p{L}])`, 'iu'))?.[0] ?? word;
  const needle = word.toLowerCase();
  for (let index = lower.indexOf(needle); index >= 0; index = lower.indexOf(needle, index + 1))
    if (!isLetterBefore(text, index) && !isLetterAt(text, index + needle.length))
      return text.slice(index, index + needle.length);
  return word;
}

const credentialRequirement =
  /\b(?:certificat\w*|licen[cs]\w*|registration|registered|accredit\w*|NVQ|QTS|CCAB|CIPD|CSCS|DBS|chartered|PIN)\b/i;

/**
 * "WHMIS and biosafety training (or willing to complete on hire)", "Up-to-date HACCP / Food Safety training": a training
 * asked for, which only a training the resume lists answers; a line of work that shares a word ("food safety
 * temperature logs") is no evidence of it (a held-out letter told a barista's logs after the ad's WHMIS). Training the
 * person gives others is work, and answered by it.
 */
function trainingRequirement(requirement: string): boolean {
  return (
    /\btraining\b/iu.test(requirement) &&
    !/\b(?:deliver\w*|provid\w*|conduct\w*|running|lead\w*|design\w*|experience|coach\w*|train(?:ing)?\s+(?:others|staff|new|colleagues|teams?))\b/iu.test(
      requirement,
    )
  );
}

// ("Formation Bac+2 minimum (BTS SAM, Assistant de manager ou équivalent)": a French diploma asked for, by its level or
// its letters; a letter had left the applicant's BTS out of the requirements it answered.)
const degreeWords =
  /\b[BM]\.\s?S\.|\b(?:degree|bachelor|master|bsc|ba|msc|ma|mba|phd|bsn|msn|diploma|graduate|qualified teacher|qts|gcse|a[- ]levels?|nvq|hnd|abitur|studium|hochschulabschluss|grado|licence|ausbildung|berufsausbildung|apprenticeship|bts|dut|but|bac\s?\+\s?\d|diplôme)(?![\p{L}])/iu;

/** A requirement that opens on a degree: "B.Sc. in Civil Engineering", "Bachelor's degree in ...", "Degree in ...". */
const degreeRequirement =
  /^(?:[-•*]\s*)?(?:[Aa]n?\s+)?(?:(?:[BM]\.\s?(?:Sc|S|A|Eng|Tech)\.?|B\.?Sc|M\.?Sc|BSc|MSc|BA|MA|BEng|MEng|BTech|MBA|PhD)(?![\p{L}])|(?:[Bb]achelor|[Mm]aster)(?:['’]s)?(?:\s+[Dd]egree)?(?![\p{L}])|(?:(?:[Uu]niversity|[Uu]ndergraduate|[Pp]ostgraduate)\s+)?[Dd]egree(?![\p{L}]))/u;

/** A requirement answered by a study read under Education, or left unanswered when there is none. */
function answeredByStudy(
  requirement: string,
  source: RequirementSource,
  education: Education | undefined,
): RequirementMatch {
  return {
    requirement,
    source,
    skills: [],
    terms: education ? [education.degree] : [],
    concept: undefined,
    evidence: education ? { kind: 'education', education } : undefined,
  };
}

/** Matches each of the ad's requirements and duties to the resume's best evidence, using each achievement once. */
export function matchRequirements(
  resume: ResumeFacts,
  job: JobBrief,
  responsibilities: readonly string[],
  achievements: RankedAchievement[],
): RequirementMatch[] {
  const used = new Set<RankedAchievement>();
  const resumeSkillNames = new Map(resume.skills.map((skill) => [skill.name.toLowerCase(), skill]));
  const matches: RequirementMatch[] = [];
  // The languages the person is known to speak: those listed, and the resume's own.
  const spokenLanguages = new Set([
    ...resume.languages.flatMap((language) => [...spokenLanguagesNamed(language.name)]),
    ...spokenLanguagesNamed(languageName(resume.language)),
  ]);
  // The listed skills a requirement can name word for word (below), the same for every requirement.
  const nameableSkills = resume.skills.filter((skill) => {
    const words = countSpaceSeparatedParts(skill.name);
    return (
      skill.name.length >= 3 &&
      words <= 4 &&
      (/^[\p{Lu}\p{N}]/u.test(skill.name) || (words >= 2 && !softSkillName.test(skill.name)))
    );
  });
  const requirements: { requirement: string; source: RequirementSource }[] = [
    ...job.mustHaves.map((requirement) => ({ requirement, source: 'must-have' as const })),
    ...job.niceToHaves.map((requirement) => ({ requirement, source: 'nice-to-have' as const })),
    // (A rule every employee keeps, the ad's catch-all or a benefit read among the duties is no work a letter shows it
    // has done.)
    ...responsibilities
      .filter((requirement) => !namesNoWorkOfItsOwn(requirement))
      .map((requirement) => ({ requirement, source: 'responsibility' as const })),
  ];
  /**
   * The completed degree a requirement names by its words ("B.Sc. in Civil Engineering"), if any. A field the
   * requirement names is the degree's own: a BS in Mechanical Engineering shows no degree in Civil Engineering, and
   * "Bachelor" shows no field at all, unless the ad accepts a related field.
   */
  const educationFor = (requirement: string) => {
    const lower = requirement.toLowerCase();
    const asked = contentWords(requirement).filter(
      (word) => word.length > 3 && !degreeKindWords.has(word) && !degreeRequirementWords.has(word),
    );
    const related = /\b(?:related|similar|equivalent|relevant|allied)\b/iu.test(requirement);
    return resume.education.find((entry) => {
      if (entry.status !== 'completed') return false;
      // ("Formation Bac+2 minimum (BTS SAM ou équivalent)": a French diploma asked for by its letters or its level is
      // answered by one of those letters, or of that level or above; "BTS" has no word of four letters to share.)
      const frenchDiploma = entry.degree.match(/^(BTS|DUT|BUT|DEUST|CAP|BEP|Licence|Master)(?![\p{L}])/u)?.[1];
      if (frenchDiploma !== undefined) {
        if (new RegExp(`(?<![\\p{L}])${frenchDiploma}(?![\\p{L}])`, 'u').test(requirement)) return true;
        const askedLevel = Number(requirement.match(/\bbac\s?\+\s?(\d)/iu)?.[1] ?? 0);
        const ownLevel =
          { BTS: 2, DUT: 2, DEUST: 2, BUT: 3, Licence: 3, Master: 5, CAP: 0, BEP: 0 }[frenchDiploma] ?? 0;
        if (askedLevel > 0) return ownLevel >= askedLevel;
      }
      const own = contentWords(`${entry.degree} ${entry.field ?? ''}`).filter((word) => word.length > 3);
      // (Where a related field does, the degree is named with its own field and the reader judges: "a degree or
      // national diploma in Supply Chain or a related field, and I hold a Diploma in Retail Business Management".)
      if (asked.length === 0 || related) return own.some((word) => lower.includes(word));
      const shared = own.filter((word) => !degreeKindWords.has(word) && asked.includes(word));
      return asked.every((word) => genericFieldWords.has(word))
        ? shared.length > 0
        : shared.some((word) => !genericFieldWords.has(word));
    });
  };
  for (const { requirement, source } of requirements) {
    // "B.Sc. in Civil Engineering", "Bachelor's degree in Nursing": a requirement that is a degree is answered by the
    // degree, or not at all; a line of work that shares its field's word ("civil works") shows no degree.
    if (degreeRequirement.test(requirement.trim()) && countSpaceSeparatedParts(requirement) <= 14) {
      matches.push(answeredByStudy(requirement, source, educationFor(requirement)));
      continue;
    }
    // "you must hold a Childcare qualification minimum of LEVEL 3": a qualification of the English framework at that
    // level or above answers it ("CACHE Level 3 qualification in Children and Young People's Workforce").
    const askedLevel = Number(requirement.match(/\blevel\s+([1-8])\b/iu)?.[1] ?? 0);
    const atLevel =
      askedLevel > 0 && /\b(?:qualification|qualified|diploma|certificate|NVQ|award)\b/iu.test(requirement)
        ? resume.education.find(
            (entry) =>
              entry.status === 'completed' &&
              Number(entry.degree.match(/\bLevel\s+([1-8])\b/u)?.[1] ?? 0) >= askedLevel,
          )
        : undefined;
    if (atLevel) {
      matches.push(answeredByStudy(requirement, source, atLevel));
      continue;
    }
    // "Computer science or similar qualifications.": qualifications named by their field, which a degree in that field
    // answers ("Bachelor of Science in Computer Science"); read as a credential asked for, it was left unanswered.
    const namedCredentials = findCredentials(requirement, resume.credentials);
    const studiedField =
      /\bqualifications?\b/iu.test(requirement) && namedCredentials.length === 0
        ? educationFor(requirement)
        : undefined;
    if (studiedField) {
      matches.push(answeredByStudy(requirement, source, studiedField));
      continue;
    }
    const [credential, ...others] = namedCredentials;
    // "An internationally recognised therapy qualification (CIDESCO, CIBTAC, ITEC or equivalent)" with CIBTAC under way
    // and a "CIDESCO Diploma in Beauty Therapy" done: the study held, read under Education, answers it (set Z's letter
    // answered with the one under way and named the diploma apart).
    const heldStudy =
      credential && credential.status !== 'held'
        ? resume.education.find(
            (entry) =>
              entry.status === 'completed' &&
              (entry.degree.match(/\b\p{Lu}{3,}\b/gu) ?? []).some((letters) => containsWholeWord(requirement, letters)),
          )
        : undefined;
    if (heldStudy) {
      matches.push(answeredByStudy(requirement, source, heldStudy));
      continue;
    }
    // A requirement for a credential the resume does not show is unsupported: no achievement stands in for a
    // registration or a certificate ("Your advert asks for a food hygiene certificate. I instructed staff in ...").
    if (
      !credential &&
      (credentialRequirement.test(requirement) || trainingRequirement(requirement)) &&
      !degreeWords.test(requirement)
    ) {
      // "ACCA qualified with sound bookkeeping knowledge, strong Excel skills and ...": the credential stays unclaimed,
      // but a tool the same sentence asks for and the resume lists is still answered, by the list of skills.
      const listed = [
        ...new Set([
          ...findSkills(requirement).flatMap((mention) => resumeSkillNames.get(mention.name.toLowerCase()) ?? []),
          ...nameableSkills.filter((skill) => containsWholeWord(requirement, skill.name)),
        ]),
      ];
      matches.push({
        requirement,
        source,
        skills: listed.map((skill) => skill.name),
        terms: listed.map((skill) => skill.name),
        concept: undefined,
        evidence: listed.length > 0 ? { kind: 'skills', skills: listed } : undefined,
      });
      continue;
    }
    if (credential) {
      matches.push({
        requirement,
        source,
        skills: [],
        terms: [credential.name],
        concept: undefined,
        evidence: { kind: 'credential', credential, others },
      });
      continue;
    }
    const skills = [...new Set(findSkills(requirement).map((mention) => mention.name))];
    const resumeSkills = skills.flatMap((name) => {
      const listed = resumeSkillNames.get(name.toLowerCase());
      return listed ? [listed] : [];
    });
    // Listed skills the vocabulary does not know, named word for word in the requirement ("Google Analytics"); a
    // skill of two words or more in lower case too ("inventory management", "customer service"), whose words
    // together say what the requirement asks.
    // "Property management systems" for "a property management system": a name of several words in the plural names
    // the singular the ad asks for.
    for (const skill of nameableSkills) {
      const singular = / \p{Ll}{3,}s$/u.test(skill.name) ? skill.name.slice(0, -1) : skill.name;
      if (
        !resumeSkills.includes(skill) &&
        (containsWholeWord(requirement, skill.name) || containsWholeWord(requirement, singular))
      )
        resumeSkills.push(skill);
      // "Working knowledge of Yardi or a similar property management system" and the listed "Yardi Voyager": the
      // maker's or product's name the ad gives alone (no other capitalised word after it) is the product listed.
      const product = skill.name.match(/^(\p{Lu}[\p{L}]{3,})\s+\p{Lu}/u)?.[1];
      if (
        product !== undefined &&
        !resumeSkills.includes(skill) &&
        // (The cheap test first: most requirements name no product of the resume's.)
        requirement.includes(product) &&
        // (A name, not a word a sentence capitalised: never at the requirement's start, never in lower case there.)
        new RegExp(`(?<=\\S.*)(?<![\\p{L}])${product}(?![\\p{L}/-])(?!\\s+\\p{Lu})`, 'u').test(requirement) &&
        !new RegExp(`(?<![\\p{L}])${product.toLowerCase()}(?![\\p{L}])`, 'u').test(requirement)
      )
        resumeSkills.push(skill);
    }
    // "Up-to-date knowledge of the 2017 BSP classification and S3 guidelines" and the listed "BSP 2017 classification":
    // a listed skill, named cleanly, that shares two of the requirement's words in any order, one of them a mark ("BSP",
    // "S3"), answers it. (Two plain words shared are as often a list's stray words.)
    const requirementWords = distinctiveWords(requirement);
    if (resumeSkills.length === 0) {
      const marks = requirement.match(/\b(?=[A-Z0-9]*\d|[A-Z]{2,})[A-Z0-9]{2,6}\b/gu) ?? [];
      const asked = [...requirementWords, ...marks];
      for (const skill of marks.length === 0 ? [] : resume.skills) {
        if (countSpaceSeparatedParts(skill.name) > 6 || !/^\p{Lu}[\p{L}\p{N} ®&/'’-]+$/u.test(skill.name)) continue;
        const shared = sharedDistinctiveWords(skill.name, asked);
        if (
          shared >= 2 &&
          sharedDistinctiveWords(skill.name, marks) >= 1 &&
          shared * 2 >= Math.min(contentWords(skill.name).length, 4)
        )
          resumeSkills.push(skill);
      }
    }
    // "Familiarity with modern front-end build pipelines and tools": the resume's Webpack and Babel answer it.
    if (resumeSkills.length === 0)
      for (const name of skillsOfAskedKind(
        requirement,
        resume.skills.map((skill) => skill.name),
      )) {
        const skill = resumeSkillNames.get(name.toLowerCase());
        if (skill && !resumeSkills.includes(skill)) resumeSkills.push(skill);
      }
    // Every concept the requirement names, in the order of the list, until one has evidence. A requirement that
    // names tools ("MySQL, MSSQL & MongoDB") is answered by a line that uses them, never by a line on a broader theme.
    const requirementConcepts = skills.length > 0 ? [] : concepts.filter((candidate) => candidate.ad.test(requirement));
    let found: { achievement: RankedAchievement; concept: Concept | undefined; words?: string[] } | undefined;
    // "Degree in Computer Science or similar field" is answered by the education, never by "the data science team".
    const asksForDegree = degreeWords.test(requirement) && countSpaceSeparatedParts(requirement) <= 12;
    // (The platforms and the languages the requirement names, read once for all its candidate lines: `clashes`.)
    const platformsAsked = platformsNamed(requirement);
    const languagesAsked = [...spokenLanguagesNamed(requirement)].filter((language) => !spokenLanguages.has(language));
    const clashes = (line: string) => platformClash(platformsAsked, line) || languageClash(languagesAsked, line);
    if (resumeSkills.length > 0 && !asksForDegree) {
      const achievement = achievements.find(
        (candidate) =>
          !used.has(candidate) &&
          !clashes(candidate.text) &&
          resumeSkills.some((skill) => containsWholeWord(candidate.text, skill.name)),
      );
      if (achievement) found = { achievement, concept: undefined };
    }
    // Of the lines of the concept's kind, the one that shares most of the requirement's own words, the stronger among
    // equals: "Track record of hitting retention and expansion targets" is answered by the retention line, never by
    // the first line that names an account ("... weekly 1:1s, account reviews").
    for (const concept of requirementConcepts) {
      if (found || asksForDegree) break;
      let best: { achievement: RankedAchievement; shared: number } | undefined;
      for (const candidate of achievements) {
        if (used.has(candidate) || !concept.resume.test(candidate.text) || clashes(candidate.text)) continue;
        const shared = sharedDistinctiveWords(candidate.text, requirementWords);
        if (best === undefined || shared > best.shared) best = { achievement: candidate, shared };
      }
      if (best) found = { achievement: best.achievement, concept };
    }
    // The requirement's own distinctive words ("payroll", "reconciliation", "Sage"), shared with one achievement.
    if (!found && !asksForDegree) {
      const words = requirementWords;
      // The achievement sharing most of the requirement's words; among equals, the stronger one.
      let best: { achievement: RankedAchievement; shared: number } | undefined;
      const specificWords = words.filter((word) => !broadWords.has(word));
      const requirementTokens = requirement.toLowerCase().split(/\s+/u).filter(Boolean);
      for (const candidate of achievements) {
        if (used.has(candidate) || clashes(candidate.text)) continue;
        const shared = sharedDistinctiveWords(candidate.text, words);
        // Only one shared word needs to be specific (below); most lines share none.
        const specific =
          shared === 1 && !missesModifier(requirementTokens, candidate.text, words)
            ? sharedDistinctiveWords(candidate.text, specificWords)
            : 0;
        // One shared word is enough only when the requirement has few and the word is specific to it.
        // A long requirement needs a fair part of its words, not two that any line of the trade shares.
        // A requirement of a kind of work ("leading and developing a finance team") that no line of that kind
        // answered is not answered by one word of its subject ("refinanced an R650m asset finance facility").
        const enough =
          (shared >= 2 && shared * 5 >= words.length) ||
          (shared === 1 && specific === 1 && words.length < 4 && requirementConcepts.length === 0);
        if (enough && (best === undefined || shared > best.shared)) best = { achievement: candidate, shared };
      }
      if (best) {
        // As the requirement writes them ("Sage", not "sage").
        const shownWords = words
          .filter((word) => sharedDistinctiveWords(best.achievement.text, [word]) > 0)
          .slice(0, 2)
          .map((word) => wordAsWritten(requirement, word))
          .map((word) =>
            /^\p{Lu}\p{Ll}/u.test(word) && requirement.trim().startsWith(word) ? word.toLowerCase() : word,
          );

        found = { achievement: best.achievement, concept: undefined, words: shownWords };
      }
    }
    const terms =
      resumeSkills.length > 0
        ? resumeSkills.map((skill) => skill.name)
        : found?.concept
          ? [found.concept.id]
          : (found?.words ?? []);
    if (found) {
      used.add(found.achievement);
      matches.push({
        requirement,
        source,
        skills: resumeSkills.map((skill) => skill.name),
        terms,
        concept: found.concept,
        evidence: { kind: 'achievement', achievement: found.achievement },
      });
      continue;
    }
    if (resumeSkills.length > 0) {
      matches.push({
        requirement,
        source,
        skills: resumeSkills.map((skill) => skill.name),
        terms,
        concept: undefined,
        evidence: { kind: 'skills', skills: resumeSkills },
      });
      continue;
    }
    if (degreeWords.test(requirement)) {
      const education = educationFor(requirement);
      if (education) {
        matches.push(answeredByStudy(requirement, source, education));
        continue;
      }
    }
    matches.push({
      requirement,
      source,
      skills: resumeSkills.map((skill) => skill.name),
      terms,
      concept: undefined,
      evidence: undefined,
    });
  }
  return matches;
}
