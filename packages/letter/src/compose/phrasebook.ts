// The one interface every language's phrasebook implements. Planners never write words; phrasebooks never choose
// facts. Adding a language is adding a phrasebook (docs/decisions/0016-composer.md).

import type { Education } from '@cover-letter/shared/fact-sheet-schema';
import { containsWholeWord } from '../text/compare.ts';
import { countSpaceSeparatedParts } from '../text/sentences.ts';
import { countTitleWords } from '../vocabulary/occupations.ts';
import type { EvidenceLine, LetterSetting, PlannedSentence, RoleReference, SentencePlan } from './sentence-plans.ts';

/** What a phrasebook sees of the sentences before the one it writes, so that it can vary and refer back. */
export type WritingState = {
  /** The plan written just before, in the same paragraph, if any. */
  previous: SentencePlan | undefined;
  /** The first words of the sentences written so far, lower-case, so a sentence does not open like another. */
  openings: Set<string>;
  /** Roles already introduced by name in the letter, by their index: whether each is held now tells two current posts apart. */
  introducedRoles: Map<number, RoleReference>;
  /** The largest recency of the roles introduced so far: a role older than all of them may be "earlier". */
  oldestIntroduced: number;
  /** How many sentences in a row, just before this one, spoke of the same role. */
  sameRoleRun: number;
  /** The sentences written so far, so a skill or fact is not listed twice. */
  written: string[];
  /** The sentences of the paragraph being written, so "also" is not said in every one of them. */
  paragraph: string[];
  /**
   * The role the last sentence that named one spoke of, across paragraphs: "In that post" may point back only to it.
   */
  lastRole: number | undefined;
};

/** The state before a letter's first sentence: nothing written, no role introduced. */
export function emptyWritingState(): WritingState {
  return {
    previous: undefined,
    openings: new Set(),
    introducedRoles: new Map(),
    oldestIntroduced: -1,
    sameRoleRun: 0,
    written: [],
    paragraph: [],
    lastRole: undefined,
  };
}

/** A sentence as written, with the plan it was written from. */
export type WrittenSentence = { text: string; plan: SentencePlan };

export type Phrasebook = {
  /** "Dear Hiring Manager," and its equivalents. */
  salutation: (setting: LetterSetting) => string;
  /** The sentence for a plan, or undefined when this language cannot say it faithfully. */
  write: (planned: PlannedSentence, setting: LetterSetting, state: WritingState) => string | undefined;
  /** The line before the name ("Sincerely,"). */
  signOff: (setting: LetterSetting) => string;
  /**
   * Whether this language can tell a resume line as something the person did. The planner asks before it spends a
   * role's share of the letter on a line ("The tool lets the user create ...") no phrasebook could write.
   */
  canTell: (line: EvidenceLine) => boolean;
  /**
   * Whether the opening can tell this line of the current role (see the identity plan's `highlight`); a language
   * without the function never opens with a line.
   */
  canOpenWith?: (line: EvidenceLine) => boolean;
  /**
   * Joins short sentences of a paragraph that a writer would say as one ("I have increased X. I have developed Y." →
   * "I have increased X and developed Y."); the sentences as they are when the language has no such rule.
   */
  combine?: (sentences: WrittenSentence[]) => string[];
};

/**
 * One of the longer half of a courtesy's phrasings, for a letter short of its length (LetterSetting.roomy): fuller,
 * and still varied, so that a batch of letters does not end on one sentence.
 */
export function pickFuller(options: readonly string[], setting: LetterSetting, salt: number): string {
  const words = (option: string) => countSpaceSeparatedParts(option);
  const longestFirst = [...options].sort((left, right) => words(right) - words(left));
  const fuller = longestFirst.slice(0, setting.roomy === 'fullest' ? 1 : Math.max(2, Math.ceil(options.length / 2)));
  return pick(fuller.length > 0 ? fuller : options, setting, salt);
}

/** Picks one of several phrasings: the same variation and the same plan always give the same phrasing. */
export function pick<Option>(options: readonly Option[], setting: LetterSetting, salt: number): Option {
  const index = Math.abs(setting.variation * 7 + salt * 13) % options.length;
  const option = options[index] ?? options[0];
  if (option === undefined) throw new Error('pick needs at least one option');
  return option;
}

/**
 * The must-have a sentence names before its evidence, as the ad words it ("experiencia con SAP"), when that evidence
 * shows one of its tools; never one with the ad's numbers, nor a long one. For the phrasebooks whose frames are one
 * lead each ("Su anuncio pide ...", "Votre annonce demande ...").
 */
export function shownMustHave(plan: SentencePlan): string | undefined {
  if (plan.kind !== 'requirement-achievement' || plan.source !== 'must-have') return undefined;
  if (!plan.skills.some((skill) => containsWholeWord(plan.line.achievement.text, skill))) return undefined;
  const named = plan.requirement.replace(/[.;:,!\s]+$/u, '');
  if (/\d/.test(named) || named.split(/\s+/).length > 8) return undefined;
  // ("Figma", "SAP y Excel": a requirement that opens on the name of a tool keeps its capital; "Su anuncio pide figma"
  // before.)
  const firstWord = named.match(/^[\p{L}\p{N}+#.-]+/u)?.[0] ?? '';
  if (plan.skills.some((skill) => skill.split(/\s+/u)[0] === firstWord) || /^\p{Lu}{2,}/u.test(firstWord)) return named;
  return `${named.charAt(0).toLowerCase()}${named.slice(1)}`;
}

/**
 * The ad's title as the opening names it: "Data Engineer (Mid/Senior) – Azure & Databricks" as "Data Engineer
 * (Mid/Senior)", "Class 1 HGV Driver – Daventry DIRFT" as "Class 1 HGV Driver (Daventry DIRFT)". A headline's dash
 * pasted into a sentence reads as the advert copied; what follows it, when short, is said in brackets.
 */
export function roleInSentence(role: string): string {
  // ("Mathematics Teacher (Senior 4 – Senior 6)": a dash inside the brackets parts nothing.)
  if (/\([^()]*\s[–—|-]\s[^()]*\)/u.test(role) && !/\)\s+[–—|-]\s/u.test(role)) return role;
  const [head = '', ...rest] = role.split(/\s+[–—|-]\s+/u);
  if (rest.length === 0 || countTitleWords(head) === 0) return role;
  const tail = rest.join(' ');
  if (head.includes('(') || countSpaceSeparatedParts(tail) > 4) return head;
  // ("Registered Nurse – Critical Care (ICU)": brackets inside brackets read badly; the part goes after a comma.)
  return tail.includes('(') ? `${head}, ${tail}` : `${head} (${tail})`;
}

/**
 * The advertised post named again after the opening named it whole: "Senior Electrical Apprentice – 309A
 * (Industrial/Mining)" is "Senior Electrical Apprentice" the second and third time. Its brackets and what follows a
 * dash or bar are the ad's notes on the post (shift, place, team, level); a letter that repeats them reads as a form
 * filled in (review of set M). A title that is all note keeps its words.
 */
export function roleNamedAgain(role: string): string {
  const short = role
    .replace(/\s*\([^()]*\)/gu, ' ')
    .replace(/\s+[–—|-]\s.*$/u, '')
    .replace(/\s+/gu, ' ')
    .trim();
  return short === '' ? role : short;
}

/**
 * A role's tasks told one sentence each, in a phrasebook that quotes the resume's lines ("Chez X, mes missions
 * comprennent : A." then "J'ai également assuré d'autres missions : B." again and again): from the role's second
 * sentence on, its further tasks join that sentence's list, up to `most` there ("J'ai également assuré d'autres
 * missions : B ; C ; D."). The same frame again and again reads as a form (review of set N); the role's first sentence
 * and its second stay as they are. `continuation` says which sentences go on a role's list; `taskOf` gives a
 * sentence's task.
 */
export function joinRoleTasks(
  written: WrittenSentence[],
  rules: {
    continuation: RegExp;
    taskOf: (text: string) => string | undefined;
    separator: string;
    most?: number;
    /**
     * The further tasks of a role whose list is full, said without naming the role again: "En Clínica X, entre otras
     * tareas: ..." twice running reads as the CV pasted.
     */
    more?: (tasks: string, current: boolean, again: boolean) => string;
  },
): string[] {
  const most = rules.most ?? 4;
  const joined: { text: string; role: number | undefined; tasks: number; open: boolean; more: boolean }[] = [];
  // Roles whose tasks a sentence has listed already: one further down the paragraph, after another sentence, names
  // them without naming the role again ("En X, entre otras tareas: ..." twice in a paragraph reads as the CV pasted).
  // ("En X, subí la puntualidad ... En X, entre otras tareas: ...": a role a sentence named already is not named again
  // for its tasks either.)
  const listedRoles = new Set<number>();
  const namedRoles = new Set<number>();
  for (const { text, plan } of written) {
    const role = 'line' in plan ? plan.line.role.roleIndex : undefined;
    const continuing = role !== undefined && rules.continuation.test(text);
    const task = continuing ? rules.taskOf(text) : undefined;
    const previous = joined[joined.length - 1];
    if (
      task !== undefined &&
      role !== undefined &&
      rules.more &&
      'line' in plan &&
      namedRoles.has(role) &&
      !(previous?.open && previous.role === role)
    ) {
      joined.push({
        text: rules.more(task, plan.line.role.current, listedRoles.has(role)),
        role,
        tasks: 1,
        open: true,
        more: true,
      });
      listedRoles.add(role);
      continue;
    }
    if (role !== undefined) namedRoles.add(role);
    if (task !== undefined && role !== undefined) listedRoles.add(role);
    if (task !== undefined && previous?.open && previous.role === role && previous.tasks < most) {
      previous.text = previous.more
        ? previous.text.replace(/(\S)(\.)$/u, `$1${rules.separator}${task}.`)
        : `${previous.text.replace(/\.$/u, '')}${rules.separator}${task}.`;
      previous.tasks += 1;
      continue;
    }
    if (task !== undefined && previous?.open && previous.role === role && rules.more && 'line' in plan) {
      joined.push({ text: rules.more(task, plan.line.role.current, true), role, tasks: 1, open: true, more: true });
      continue;
    }
    joined.push({ text, role, tasks: 1, open: continuing, more: false });
  }
  return joined.map((sentence) => sentence.text);
}

/**
 * "Cuento con A. Cuento con B.", "Je suis titulaire de A. Je suis titulaire d'un B.": what the person holds, said once,
 * the degree first (it answers the ad's first ask) and three at most a sentence. `held` reads what one sentence says is
 * held, or undefined for any other sentence; `degree`, where given, tells the items said first; `say` writes a run of
 * them, `first` false for a further sentence.
 */
export function joinHoldings(
  sentences: string[],
  rules: {
    held: (sentence: string) => string | undefined;
    degree?: RegExp;
    say: (items: string[], first: boolean) => string;
  },
): string[] {
  const joined: string[] = [];
  let run: string[] = [];
  const flush = () => {
    const degree = rules.degree;
    const ordered = degree
      ? [...run.filter((item) => degree.test(item)), ...run.filter((item) => !degree.test(item))]
      : run;
    for (let start = 0; start < ordered.length; start += 3)
      joined.push(rules.say(ordered.slice(start, start + 3), start === 0));
    run = [];
  };
  for (const sentence of sentences) {
    const held = rules.held(sentence);
    // A sentence that holds more than a name ("... . ...", a list after a colon) is written as it stands.
    if (held !== undefined && !/[.;:]\s/u.test(held)) {
      run.push(held);
      continue;
    }
    flush();
    joined.push(sentence);
  }
  flush();
  return joined;
}

/** Joins items as a reader expects: "A", "A and B", "A, B and C". */
export function joinList(items: string[], and: string): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`;
}

const space = /\s/;

function isSpace(text: string, index: number): boolean {
  const code = text.charCodeAt(index);
  return code < 0x80 ? code === 0x20 || (code >= 0x09 && code <= 0x0d) : space.test(text.charAt(index));
}

/**
 * The first `count` words of a text, as `text.split(/\s+/).slice(0, count).join(' ')` gives them, without splitting
 * the whole text: every sentence written is asked for its opening, often again and again.
 */
export function leadingWords(text: string, count: number): string {
  const words: string[] = [];
  let start = 0;
  let index = 0;
  while (words.length < count) {
    while (index < text.length && !isSpace(text, index)) index += 1;
    words.push(text.slice(start, index));
    if (index >= text.length) break;
    while (index < text.length && isSpace(text, index)) index += 1;
    start = index;
  }
  return words.join(' ');
}

/** The first word of a sentence, for telling openings apart. */
export function openingOf(sentence: string): string {
  return leadingWords(sentence, 2).toLowerCase();
}

/** Whether a line goes on about the role the sentence before it told: it need not name the role again. */
export function continuesRole(previous: SentencePlan | undefined, line: EvidenceLine): boolean {
  return previous !== undefined && 'line' in previous && previous.line.role.roleIndex === line.role.roleIndex;
}

/**
 * Levels a resume writes in English ("Français : Native"), said in the letter's language: "français (native)" is an
 * English word left in a French letter.
 */
const levelWords: Record<'fr' | 'es', Record<string, string>> = {
  fr: {
    native: 'langue maternelle',
    'mother tongue': 'langue maternelle',
    fluent: 'courant',
    bilingual: 'bilingue',
    advanced: 'avancé',
    intermediate: 'intermédiaire',
    basic: 'notions',
    beginner: 'débutant',
    conversational: 'conversationnel',
  },
  es: {
    native: 'nativo',
    'mother tongue': 'lengua materna',
    fluent: 'fluido',
    bilingual: 'bilingüe',
    advanced: 'avanzado',
    intermediate: 'intermedio',
    basic: 'básico',
    beginner: 'principiante',
    conversational: 'conversacional',
  },
};

/** "inglés (B2)", "français (natif)": a language's name in lower case, with the level the resume gives (CEFR levels in capitals). */
export function languageWithLevel(name: string, level: string | null, letterLanguage?: 'fr' | 'es'): string {
  const lower = name.toLowerCase();
  if (!level) return lower;
  const said = letterLanguage ? (levelWords[letterLanguage][level.trim().toLowerCase()] ?? level) : level;
  return `${lower} (${/^[abc][12]$/i.test(said) ? said.toUpperCase() : said})`;
}

/**
 * Where the ad asked to be told it was seen, as each phrasebook names it: "Career Center (www.careercenter.am)". Empty
 * where it asked nothing, so a phrasebook adds its sentence only then.
 */
export function sourceNamed(source: { name: string; url: string | null } | undefined): string {
  return source ? `${source.name}${source.url ? ` (${source.url})` : ''}` : '';
}

const monthNames: Record<'de' | 'es' | 'fr', string[]> = {
  de: [
    'Januar',
    'Februar',
    'März',
    'April',
    'Mai',
    'Juni',
    'Juli',
    'August',
    'September',
    'Oktober',
    'November',
    'Dezember',
  ],
  es: [
    'enero',
    'febrero',
    'marzo',
    'abril',
    'mayo',
    'junio',
    'julio',
    'agosto',
    'septiembre',
    'octubre',
    'noviembre',
    'diciembre',
  ],
  fr: [
    'janvier',
    'février',
    'mars',
    'avril',
    'mai',
    'juin',
    'juillet',
    'août',
    'septembre',
    'octobre',
    'novembre',
    'décembre',
  ],
};

/**
 * A resume's month and year as the letter's language says them: "März 2021", "marzo de 2021", "mars 2021"; the year
 * alone when the resume gives no month.
 */
export function localDate(date: { year: number; month: number | null }, language: 'de' | 'es' | 'fr'): string {
  const month = date.month === null ? undefined : monthNames[language][date.month - 1];
  if (month === undefined) return String(date.year);
  return language === 'es' ? `${month} de ${date.year}` : `${month} ${date.year}`;
}

/** "Universitat de València, 2018": where and when a degree was taken, as far as the resume says. */
export function placeAndYear(education: Education): string {
  return [education.institution, education.year].filter((part): part is string => part !== null).join(', ');
}

/**
 * When the person can start, read from the fact sheet's words ("Notice period: 3 months", "Available immediately",
 * "Available from 2 January 2026", as the resume reader writes them), or null where the resume says nothing.
 */
/**
 * When the person can start. A notice period keeps the resume's words, and with them the language they are in ("2
 * mois", "1 maand"): a phrasebook says it only in its own language.
 */
export type StartDate =
  | { kind: 'immediately' }
  | { kind: 'notice'; period: string; language: 'en' | 'fr' | 'de' | 'es' | 'nl' }
  | { kind: 'from'; date: string };

/** The units a notice period is counted in, by the language they are words of; any other is read as English. */
const noticeUnits = [
  ['fr', /^\d{1,2}\s+(?:mois|semaines?|jours)$/iu],
  ['de', /^\d{1,2}\s+(?:Monate?n?|Wochen|Tage)(?:\s+zum\s+\p{L}+)?$/iu],
  ['es', /^\d{1,2}\s+(?:meses|semanas|días)$/iu],
  ['nl', /^\d{1,2}\s+(?:maanden|maand|weken|dagen)$/iu],
] as const;

export function readStartDate(availability: string | null): StartDate | null {
  if (availability === null) return null;
  if (/^available immediately$/iu.test(availability)) return { kind: 'immediately' };
  const notice = availability.match(/^notice period:\s*(.+)$/iu)?.[1];
  if (notice)
    return {
      kind: 'notice',
      period: notice,
      language: noticeUnits.find(([, units]) => units.test(notice))?.[0] ?? 'en',
    };
  const from = availability.match(/^available from\s+(.+)$/iu)?.[1];
  return from ? { kind: 'from', date: from } : null;
}

/**
 * The practicalities an ad asked for, in one language's words: when the person can start (or an offer to agree it) and
 * an offer to discuss pay. Every phrasebook says the same things; only the words differ.
 */
export function writePracticalities(
  plan: Extract<SentencePlan, { kind: 'practicalities' }>,
  words: {
    start: (date: StartDate | null) => string;
    salary: string;
    shifts: string | ((hours: readonly string[]) => string);
    /** A phrasebook that can say a move the resume states in its language; one that cannot leaves it out. */
    relocation?: (said: string) => string;
  },
): string {
  const parts: string[] = [];
  if (plan.relocation !== null && words.relocation) parts.push(words.relocation(plan.relocation));
  if (plan.start) parts.push(words.start(readStartDate(plan.availability)));
  // "include your availability (weekdays, evenings and/or weekends)": which shifts, which the resume rarely says and
  // the letter never makes up.
  // (A phrasebook that tells the resume's own lines of availability says them where there are some.)
  if (plan.shifts) parts.push(typeof words.shifts === 'string' ? words.shifts : words.shifts(plan.hours));
  if (plan.salary) parts.push(words.salary);
  return parts.join(' ');
}

/**
 * An ad's duty as a motivation names it, without the list its colon opens: "Contabilidad general: registro de facturas
 * de compra y venta, amortizaciones" is "Contabilidad general" (a colon inside the sentence reads as a paste).
 */
export function dutyHead(duty: string): string {
  // ("Finanzen: Abwicklung des Zahlungsverkehrs, ...", "Anwenderdokumentation:Erstellung praxisnaher Handbücher": a
  // one-word label before its colon names a field, no duty; the duty is what follows it.)
  const labelled = duty.match(/^\s*[\p{L}&/-]+\s*:\s*(\p{Lu}.{10,})$/u);
  if (labelled?.[1]) return labelled[1].trim();
  const head = duty.split(/:\s/u)[0]?.trim() ?? duty;
  return head !== duty && head.split(/\s+/u).length >= 2 ? head : duty;
}

/**
 * An identity sentence opened by a recent graduate's degree, said as the phrasebook says any degree (`write` with an
 * education plan): the planner leaves that degree out of the degrees told later, so a phrasebook that says nothing of
 * it leaves it untold (a German letter's Master's had been). `said`: the phrasebook's sentence of the post or headline.
 */
export function withGraduateDegree(
  planned: PlannedSentence,
  setting: LetterSetting,
  state: WritingState,
  write: (planned: PlannedSentence, setting: LetterSetting, state: WritingState) => string | undefined,
  said: string | undefined,
): string | undefined {
  const { plan } = planned;
  const graduated =
    plan.kind === 'identity' && plan.graduate
      ? write({ ...planned, plan: { kind: 'education', education: plan.graduate } }, setting, state)
      : undefined;
  return [graduated, said].filter((sentence) => sentence !== undefined && sentence !== '').join(' ') || undefined;
}

/**
 * A skill's name with its level or note after it, in one bracket: "CAD (SolidWorks, nur Schulung)", never "CAD
 * (SolidWorks) (nur Schulung)".
 */
export function withSkillNote(name: string, note: string): string {
  return /\)$/u.test(name) ? `${name.slice(0, -1)}, ${note})` : `${name} (${note})`;
}
