// Whether a resume line can be told at all. A letter that prints a line the resume's own text broke ("my branch
// placed of $40,000", "I reviewed anand updated ...", "reported to the Area Manager on the Project") reads
// as careless, however relevant the line is; the planner then tells the role's next line instead (a shorter letter is
// better than one broken sentence). Only faults that can be seen in the words are tested: no line is rejected for
// being plain or short.

import { withoutTrailing } from '../text/sentences.ts';
import { TextMemo } from '../text/text-memo.ts';
import { readVerb } from '../vocabulary/english-verbs.ts';

/** Words that cannot end a line that was written whole: "... on the", "... the timesheets from", "... alarms and". */
const dangling =
  /\b(?:the|a|an|of|to|from|for|with|and|or|on|in|at|by|into|onto|via|including|such as|as well as|per|using|utilizing|utilising|through)\s*$/i;

/**
 * "... in a critical care setting while encouraging": a line that stops on "while" or "by" and a deed's "-ing" lost
 * that deed's object. A deed that takes none ("while studying") ends a line whole.
 */
const cutAfterGerund =
  /^(.*\S)\s+(?:while|whilst|by|through|when)\s+(?!(?:studying|working|travell?ing|commuting|multitasking|volunteering|learning|training|listening|waiting|relocating|parenting|freelancing)$)\p{Ll}{3,}ing$/u;

/** A line whose last bracket never closes: what stands before it, then the bracket's cut start. */
const unclosedBracket = /^(.*\S)\s*\([^()]*$/u;

/** Two small words run together by a PDF or a typing slip ("anand", "ofthe", "tothe"). */
const runTogether = /\b(?:anand|andand|andthe|ofthe|tothe|inthe|onthe|forthe|withthe|thethe|ofa|toa|ina|isthe)\b/i;

/**
 * A resume's section heading at the end of a line, capitalised where a sentence would not be, after a word that does
 * not introduce it ("PuTTY Value addition", "support tickets Key Achievements"); "won two Awards" after "the" or "my"
 * would be the line's own words.
 * (The space is asked for before the words behind it: the same matches, but the look-behind, a list of words read
 * backwards, is tried only where a space follows instead of at every character of every line.)
 */
const fusedHeading =
  /(?=\s)(?<!\b(?:the|a|an|my|our|their|its|of|for|and|with|key|annual|two|three|several|many|industry|team|company|national|regional))\s+(?:Key\s+)?(?:Value\s+addition|Achievements|Accomplishments|(?:Roles\s+and\s+)?Responsibilities|Highlights|Projects|(?:Technical\s+|Core\s+)?Skills|Education|Awards|Certifications|Duties|Summary|Profile)$/u;

/** Past tenses that may stand before "of" ("consisted of", "informed of"): all others do not ("placed of"). */
const pastBeforeOf = new Set([
  'consisted',
  'composed',
  'comprised',
  'informed',
  'accused',
  'convinced',
  'assured',
  'reminded',
  'relieved',
  'notified',
  'approved',
  'dreamed',
  'heard',
  'thought',
  'spoke',
  'disposed',
  'availed',
  'made',
  'kept',
  'took',
  'apprised',
  'cleared',
  'rid',
  'deprived',
  'robbed',
  'stripped',
]);

/**
 * Whether the line reads as a whole sentence part. Rejected: a line that ends on a word that needs more (cut off by
 * the PDF), a result "by 30." with no unit, two small words run together, a past tense followed by "of" that no
 * English verb takes, a verb of the past coordinated with a verb in the present ("Gave overview ... and also give
 * recommendation ..."), and a line whose last words are a capitalised generic noun after "the" ("... on the Data").
 */
export function isReadableLine(line: string): boolean {
  return recentVerdicts.recall(line, () => readsWhole(line));
}

/** Verdicts per line: the planner asks about a line again on each of its passes. Bounded (text-memo.ts). */
const recentVerdicts = new TextMemo<boolean>({ entries: 4000, characters: 200_000 });

/** A deed of three words or more, then a colon and a name of one to three words in capitals, which ends the line. */
const nameAfterColon = /^\p{L}+(?:\s+[^\s:]+){2,}:\s*\p{Lu}[\p{L}\d.+-]*(?:\s+\p{Lu}[\p{L}\d.+-]*){0,2}$/u;

function readsWhole(line: string): boolean {
  const text = withoutTrailing(line.trim(), '.;:!');
  if (text === '') return false;
  // "... reservation options and so on" ends whole.
  if (dangling.test(text) && !/\bso\s+on$/i.test(text)) return false;
  if (cutAfterGerund.test(text)) return false;
  // "... using LMS platforms (Canvas, Google": a bracket a page's wrap cut before it closed.
  if (unclosedBracket.test(text)) return false;
  if (runTogether.test(text)) return false;
  // "back of house and dinningarea": no English word ends in "area" but "area"; a word glued to it lost its space.
  if (/\b\p{Ll}{3,}areas?\b/u.test(text)) return false;
  // "Supervising the the output": a word typed twice ("had had" and "that that" can be English).
  if (/\b(?!(?:had|that)\b)(\p{L}+)\s+\1\b/iu.test(text)) return false;
  // "delivery, open, and, clicks": a list with a comma after its "and"; "along with receiving them also": a line that
  // ends on "also" lost what it was adding.
  if (/,\s*and,\s/i.test(text) || /\balso$/i.test(text)) return false;
  // "statistical information regarding to medical appointments": "regarding" takes no "to" (repairLine drops it).
  if (/\bregarding\s+to\b/i.test(text)) return false;
  // "I was a charge nurse in all except the GAC and ED": a line that points at the one before it cannot stand alone.
  if (/\ball except\b|\b(?:as|the) above\b|\bsame as before\b/i.test(text)) return false;
  // "Assisted with scheduling appointments: Healthconnect": the system named after a colon, which a sentence never ends
  // on (repairLine brackets it).
  if (nameAfterColon.test(text)) return false;
  // "Surgery Department and Breast Care Center", "Clinical Laboratory" under an employer: where in it the person
  // worked, no work done ("my work included surgery Department and Breast Care Center").
  if (
    /^(?:\p{Lu}[\p{L}'’-]*|and|&|of|the)(?:\s+(?:\p{Lu}[\p{L}'’-]*|and|&|of|the)){0,7}$/u.test(text) &&
    /\b(?:Department|Dept|Cent(?:er|re)|Unit|Ward|Clinic|Laboratory|Lab|Division|Branch|Wing|Floor)$/u.test(text)
  )
    return false;
  // "improving user experience by 30": a change of 30 what?
  if (/\bby\s+\d+(?:[.,]\d+)?$/u.test(text)) return false;
  // "reported to the Area Manager on the Project": the line stops where its object should start.
  if (/\b(?:on|of|in|for|from|to)\s+the\s+(?:Data|Sheet|System|Team|Department|Project|Company|Following)$/u.test(text))
    return false;
  for (const match of text.matchAll(/\b(\p{L}+ed)\s+of\b/gu)) {
    const word = (match[1] ?? '').toLowerCase();
    if (pastBeforeOf.has(word)) continue;
    // "placed of", "generated of": a verb's past with "of" after it. Adjectives in -ed ("skilled", "aged") are kept.
    if (readVerb(word)?.form === 'past' && !/^(?:skilled|aged|talented|detailed|advanced|experienced)$/.test(word))
      return false;
  }
  // "Giving overview of tool via QA platform and also give recommendation responses": the forms of one line differ.
  const words = text.split(/\s+/);
  const first = readVerb((words[0] ?? '').toLowerCase());
  if ((first?.form === 'past' || first?.form === 'gerund') && /\band\s+also\s+\p{Ll}+/u.test(text)) {
    const after = text.match(/\band\s+also\s+(\p{Ll}+)/u)?.[1] ?? '';
    const later = readVerb(after);
    if (later?.form === 'base' && later.forms.past !== after) return false;
  }
  // "Fulfilled the number of hours of actual teaching; did academic counseling ...": a second clause after a
  // semicolon, whose verb the letter cannot put in the first clause's tense.
  // ("Staff turnover down from 38% to 19%; introduced an induction": a measure that moved is told with its deed.)
  if (
    /;\s*(?:and\s+)?\p{Ll}+(?:ed|ing)?\s/u.test(text) &&
    /;\s*(?:and\s+)?(\p{Ll}+)/u.test(text) &&
    !/^[^;]{3,60}?\s(?:down|up|went)\sfrom\s/iu.test(text)
  ) {
    const after = readVerb(text.match(/;\s*(?:and\s+)?(\p{Ll}+)/u)?.[1] ?? '');
    if (after !== undefined && (after.form === 'past' || after.form === 'base' || after.form === 'gerund'))
      return false;
  }
  // "Prepared build packages and actively participate in ...": a verb of the past joined to one of the present.
  if (first?.form === 'past') {
    const joined = text.match(/\band\s+(?:\p{Ll}+ly\s+)?(\p{Ll}+)\s/u)?.[1] ?? '';
    const later = readVerb(joined);
    if (later?.form === 'base' && later.forms.past !== joined && /\band\s+\p{Ll}+ly\s/u.test(text)) return false;
  }
  // "Developed the web tools in C# and source control maintenance done using SourceSafe": a second sentence without
  // its verb ("was done") run into the first. "Got the audits done by March" keeps its verb.
  if (
    readVerb((text.match(/^\p{L}+/u)?.[0] ?? '').toLowerCase())?.form === 'past' &&
    /\b(?!(?:is|was|were|been|being|be|are|get|got|gets|getting|have|had|has)\b)\p{L}+\s+done\s+(?:using|by|with|through|via|in)\b/u.test(
      text,
    ) &&
    !/\b(?:get|got|gets|getting|have|had|has)\b[^,;]*\bdone\b/iu.test(text)
  )
    return false;
  // "... using basic UNIX commands in PuTTY Value addition": the next section's heading glued to the line's end.
  if (fusedHeading.test(text)) return false;
  // "ensured that account opening packages are have information submitted": two verbs of one clause where one was
  // meant ("are", "have"); no sentence can be built on them.
  if (/\b(?:am|is|are|was|were)\s+(?:have|has)\b/iu.test(text)) return false;
  // "made lesson plans, tests, syllabus, learning materials, etc.": a list left open, which a letter closes.
  if (/\betc$/i.test(text)) return false;
  // "to input data generate reports conduct investigations": verbs one after another with no comma or "and".
  if (hasUnjoinedVerbRun(words)) return false;
  // "Trained new employees and products and procedures": things joined by "and" twice with no comma, none of them a
  // verb, lost the verb or the list that held them.
  if (hasDoubleNounJoin(text)) return false;
  return true;
}

/** Verbs that stand as nouns as often ("report", "data", "plan"): not counted in a run of verbs. */
const verbsAsNouns = new Set(
  'report reports plan plans process review order record schedule design support service file list document data test lead budget account contact project result track train'.split(
    ' ',
  ),
);

/**
 * Verb, word, verb, word, verb: "input data generate reports conduct investigations", three base-form verbs each
 * followed by a one-word object and none joined by a comma, "and" or "or". "provide complete wound care" is no such
 * run: the words between are not all objects.
 */
function hasUnjoinedVerbRun(words: string[]): boolean {
  const bare = words.map((raw) => raw.toLowerCase().replace(/[^\p{L}]/gu, ''));
  const isVerb = (index: number) => {
    const word = bare[index] ?? '';
    if (word.length < 3 || verbsAsNouns.has(word)) return false;
    // After "to", a word is a verb whatever the dictionary knows of it ("to input data").
    return readVerb(word)?.form === 'base' || (bare[index - 1] === 'to' && readVerb(word) === undefined);
  };
  const isObject = (index: number) => {
    const word = bare[index] ?? '';
    return (
      word.length >= 3 &&
      !/^(?:and|or|the|for|with|from|into|onto|via|per|all|any|each|their|its|our|your)$/.test(word) &&
      // "reports", "investigations": a plural reads as a verb of the third person, and is the object here.
      (readVerb(word) === undefined || readVerb(word)?.form === 'third') &&
      !/[,;]$/.test(words[index] ?? '')
    );
  };
  for (let index = 1; index + 4 < words.length; index += 1) {
    if (bare[index - 1] === 'and' || bare[index - 1] === 'or') continue;
    if (isVerb(index) && isObject(index + 1) && isVerb(index + 2) && isObject(index + 3) && isVerb(index + 4))
      return true;
  }
  return false;
}

/**
 * "A and B and C" ending the line, B and C plural nouns: "trained new employees and
 * products and procedures". "Planned and managed budgets and schedules" joins two verbs and two things, and "wall panels and roof and floor trusses" goes on after C: both are kept.
 */
function hasDoubleNounJoin(text: string): boolean {
  // The pattern is anchored at the line's end: it matches once at most.
  const [, second = '', third = ''] = text.match(/\band\s+(\p{L}+)\s+and\s+(?:the\s+|all\s+)?(\p{L}+)$/u) ?? [];
  // Both plural nouns: "level and square and firm" describes a thing, and reads whole.
  const pluralNoun = (word: string) => {
    const form = readVerb(word.toLowerCase())?.form;
    return /[^s]s$/.test(word) && form !== 'past' && form !== 'base' && form !== 'gerund' && form !== 'participle';
  };
  return second !== '' && pluralNoun(second) && pluralNoun(third);
}

/**
 * The whole first part of a line whose end a PDF or a hurried edit broke, when that part is certain: a list left
 * open with "etc." closed on its last item, the next
 * section's heading glued on ("... in PuTTY Value addition" → "... in PuTTY") or a second sentence run in without its
 * verb ("... and CSS in Visual Studio and source control maintenance done using SourceSafe" → "... and CSS in Visual
 * Studio"). Undefined for any other fault, which has no certain repair.
 */
export function repairLine(line: string): string | undefined {
  const text = withoutTrailing(line.trim(), '.;:!');
  // "Assisted with scheduling appointments: Healthconnect" → "Assisted with scheduling appointments (Healthconnect)".
  if (nameAfterColon.test(text)) return text.replace(/:\s*(?=\S+(?:\s+\S+){0,2}$)/u, ' (').concat(')');
  // "information regarding to medical appointments" → "information regarding medical appointments".
  if (/\bregarding\s+to\b/i.test(text)) return text.replace(/\b(regarding)\s+to\b/giu, '$1');
  // "lesson plans, tests, syllabus, learning materials, etc." → "lesson plans, tests, syllabus and learning materials".
  const openList = text.match(/^(.*\S),\s+([^,]+?),?\s+etc$/iu);
  if (openList?.[1] && openList[2]) return `${openList[1]} and ${openList[2]}`;
  // "Built a payments service; cut manual work by 70%": two deeds of one verb form, joined as one sentence joins them.
  const halves = text.split(';');
  if (halves.length === 2) {
    const [before = '', after = ''] = halves.map((half) => half.trim());
    const firstForm = readVerb((before.match(/^\p{L}+/u)?.[0] ?? '').toLowerCase())?.form;
    const afterWord = after.match(/^(?:and\s+)?(\p{L}+)/u)?.[1] ?? '';
    const afterVerb = readVerb(afterWord.toLowerCase());
    const sameForm =
      firstForm !== undefined &&
      afterVerb !== undefined &&
      (afterVerb.form === firstForm || (firstForm === 'past' && afterVerb.forms.past === afterWord.toLowerCase()));
    if (sameForm && !/\band\b/.test(before.split(/\s+/).slice(-1)[0] ?? ''))
      return `${before} and ${after.replace(/^and\s+/u, '').replace(/^\p{Lu}(?=\p{Ll})/u, (letter) => letter.toLowerCase())}`;
  }
  const heading = text.match(fusedHeading);
  if (heading?.index !== undefined) return text.slice(0, heading.index).trim();
  // "Assisted patients in a critical care setting while encouraging" → "Assisted patients in a critical care setting".
  const beforeCut = text.match(cutAfterGerund)?.[1];
  if (beforeCut !== undefined) return beforeCut;
  // "... programs using LMS platforms (Canvas, Google" → "... programs using LMS platforms".
  const beforeBracket = text.match(unclosedBracket)?.[1];
  if (beforeBracket !== undefined) return beforeBracket;
  const runOn = text.match(/\s+and\s+(?:(?!and\b)[\p{L}-]+\s+){1,5}done\s+(?:using|by|with|through|via|in)\b/u);
  if (runOn?.index !== undefined) {
    // "... onboarding portal – ID and AML checks now done in 24 hrs": what follows the dash is the verbless result,
    // cut whole; "ID" alone after the dash would say nothing.
    const dash = text.slice(0, runOn.index).search(/\s+[-–—]\s+[^-–—]*$/u);
    return text.slice(0, dash >= 0 ? dash : runOn.index).trim();
  }
  return undefined;
}
