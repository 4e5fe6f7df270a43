// What the job is, in the ad's own words, for the sentence that says why the applicant wants it: the duties the ad
// lists ("Own support metrics such as CSAT") or states ("You will prospect into new accounts ..."). A letter that
// names the work it is applying for reads as written for this ad; one that says "I am excited about this
// opportunity" reads as written for any. Only the ad's words are used, turned to the reader ("our" → "your"), and
// never a duty with a number in it: the ad's numbers must not read as the applicant's (packages/letter/README.md).

import { contentWords } from '../text/compare.ts';
import { readVerb } from '../vocabulary/english-verbs.ts';
import { compoundNoun } from './first-person-english.ts';
import { wordsOrBeginningsOf } from './word-match.ts';

/** A duty as the letter can say it: the ad's words, addressed to the reader. */
export type AdDuty = { text: string; language: string };

const firstPersonOfApplicant = /\b(?:I|my|me|mine|ich|mein\p{L}*|mich|mir|yo|mi|mis|je|moi|mon|ma|mes)\b/u;

/**
 * Whether an ad's duty names no work of its own that a letter could want or show done: its legal hedge ("assist with
 * care to include, but not limited to bathing, ..."), a rule every employee keeps ("Comply with all company policies",
 * "Follow all safety and sanitation policies and procedures"), its catch-all ("Other duties as assigned"), or a benefit
 * read among the duties ("Meals Provided").
 */
export function namesNoWorkOfItsOwn(duty: string): boolean {
  return (
    /\bnot limited to\b|\bto include\b|^\W*(?:comply|adhere|abide|conform|obey)\b|^\W*follow\b.*\b(?:polic(?:y|ies)|procedures|rules|regulations|standards)\b|\bother\s+(?:related\s+)?duties\b/iu.test(
      duty,
    ) || /^\W*\p{L}+\s+(?:provided|included|offered|available)\W*$/iu.test(duty)
  );
}

/** "You will prospect into new accounts, book meetings ..." → "prospect into new accounts, book meetings ...". */
function englishDuty(raw: string): string | undefined {
  const text = raw
    .replace(/^(?:you\s+will|you['’]ll|you\s+would|will)\s+/i, '')
    // "Design learning experiences end-to-end: needs analysis, objectives, storyboards, ...": the duty before the
    // list of its parts, which pasted after "the chance to" reads as the ad copied.
    .replace(/:\s+[^:]*,[^:]*$/u, '')
    .replace(/[.;:!]+$/u, '')
    .trim();
  const first = text.split(/\s+/)[0] ?? '';
  // An imperative: the first word is a verb in its base form ("Own", "Lead and coach", "Partner with").
  if (readVerb(first)?.form !== 'base' && !/^(?:partner|own|liaise|champion)$/i.test(first)) return undefined;
  // "Be highly organised", "Have recent experience", "Join our team", "Work in friendly environments": what the ad
  // asks of the person or offers, not work to be done.
  // "form part of the management circle of your team": joining the team, not work; told in the applicant's voice it
  // names them to a rank.
  if (/^form\s+(?:a\s+)?part\s+of\b/i.test(text)) return undefined;
  // "Transfer and management of Production Associates from one project to another": two nouns of work before "of",
  // the first a verb's form too; after "the chance to" it would read as "to transfer and management of ...".
  if (/^\p{L}+\s+(?:and|&)\s+\p{L}+(?:tion|sion|ment|ance|ence|sis)\s+of\b/iu.test(text)) return undefined;
  // "Stock management, ordering and CD record keeping": work named by its nouns, whose first word is a verb too; after
  // "the chance to" it would read as an order to stock the management, so the work is taken on.
  // ("Design learning experiences end-to-end": a verb before its object, a thing named by a gerund and a noun.)
  if (compoundNoun(text) && !/^\p{L}+\s+\p{Ll}+ing\s+\p{Ll}{3,}s\b/u.test(text))
    return toReader(`take on ${text.charAt(0).toLowerCase()}${text.slice(1)}`);
  // "work with our web editors to develop content": work done with others is a duty; "work in friendly
  // environments" is what the ad offers.
  const workWithOthers = /^work\s+(?:closely\s+)?(?:with|alongside)\s+[^,;]{3,60}?\s+to\s+\p{Ll}/iu.test(text);
  if (
    !workWithOthers &&
    /^(?:be|have|hold|possess|join|work|enjoy|want|need|like|love|demonstrate|show|bring|ensure|thrive|get|receive|gain|earn|benefit|apply|report)$/i.test(
      first,
    )
  )
    return undefined;
  // The ad's praise, its requirements, its pronouns for others ("their busy team", "your workload") and lists after a
  // colon do not turn into what the applicant wants.
  // "help pupils reach their reading goals": "their" of the people the work is for is the duty's own.
  const theirsNamed =
    /\b(?:students|pupils|children|patients|clients|customers|users|residents|people|families)\b[^,;]*\btheir\b/i.test(
      text,
    );
  if (
    /:|\b(?:they|required|essential|desirable|must|experience|qualification|award-winning|high performing|friendly|dynamic|growing|exciting|workload)\b/i.test(
      text,
    )
  )
    return undefined;
  if (/\btheir\b/i.test(text) && !theirsNamed) return undefined;
  if (namesNoWorkOfItsOwn(text)) return undefined;
  // "take and accurately input food and drink orders into the point-of-sale system", "help set out play equipment",
  // "follow up with customers in case of a pending ticket": a chore of the post, which no applicant names as the work
  // that draws them (two hiring managers read each as a template line).
  if (
    /^(?:help\s+(?:to\s+)?)?(?:take|input|enter|key|use|set\s+out|follow\s+up|answer|clean|wipe|restock|stock|greet|file|count|carry|lift|load|unload|sweep|mop|verify\s+computations)\b/iu.test(
      text,
    )
  )
    return undefined;
  // "achieve excellent results": a promise any ad makes, no work to name.
  if (/^(?:produce|deliver|achieve|get|drive|ensure)\s+(?:[\w-]+\s+){0,2}(?:results|outcomes|success)$/i.test(text))
    return undefined;
  const lowered = /^\p{Lu}\p{Ll}/u.test(text) ? `${text.charAt(0).toLowerCase()}${text.slice(1)}` : text;
  return toReader(lowered);
}

/** The ad's words turned to its reader: "our" → "your", "us" → "you", "we" → "you". */
export function toReader(text: string): string {
  return text
    .replace(/\bour\b/g, 'your')
    .replace(/\bOur\b/g, 'Your')
    .replace(/\bours\b/g, 'yours')
    .replace(/\bus\b/g, 'you')
    .replace(/\bwe\b/gi, 'you');
}

/** A pasted ad wraps its sentences at a fixed width: a line that goes on in lower case is the same sentence. */
function joinWrappedLines(adText: string): string {
  return adText.replace(/\n(?=\p{Ll})/gu, ' ');
}

/** "Ganzheitliche Pflege unserer Patientinnen" → "Ganzheitliche Pflege Ihrer Patientinnen". */
function germanDuty(raw: string): string | undefined {
  const text = raw.replace(/[.;:!]+$/u, '').trim();
  // A sentence ("Sie übernehmen ...", "Wir erwarten ...") is not a duty named by its noun.
  if (/^(?:sie|wir|du|ihr)\b/i.test(text) || /\b(?:wir|uns)\b/i.test(text)) return undefined;
  return text.replace(/\bunser(e[mnrs]?|)\b/gu, 'Ihr$1').replace(/\bUnser(e[mnrs]?|)\b/gu, 'Ihr$1');
}

function spanishDuty(raw: string): string | undefined {
  const text = raw.replace(/[.;:!]+$/u, '').trim();
  if (/\b(?:nosotros|nos)\b/i.test(text)) return undefined;
  return `${text.charAt(0).toLowerCase()}${text.slice(1)}`
    .replace(/\bnuestr[oa]s\b/giu, 'sus')
    .replace(/\bnuestr[oa]\b/giu, 'su');
}

function frenchDuty(raw: string): string | undefined {
  const text = raw.replace(/[.;:!]+$/u, '').trim();
  if (/\bnous\b/i.test(text)) return undefined;
  // "Au sein de l'équipe, vous : - participez aux media fills ...": a duty in the ad's "vous" is said in the
  // infinitive, as the letter names work it wants to do ("participer aux media fills").
  const infinitive = text.replace(/^(\p{L}+)$|^(\p{L}+)(?=\s)/u, (verb) => frenchInfinitive(verb));
  return `${infinitive.charAt(0).toLowerCase()}${infinitive.slice(1)}`
    .replace(/\bnotre\b/giu, 'votre')
    .replace(/\bnos\b/giu, 'vos');
}

/** "participez" → "participer", "garantissez" → "garantir", "prenez" → "prendre"; any other word as it is. */
function frenchInfinitive(word: string): string {
  const lower = word.toLowerCase();
  if (lower === 'faites') return 'faire';
  if (lower === 'êtes' || lower === 'avez' || lower === 'chez') return word;
  if (/^(?:pren|appren|compren|entrepren)ez$/u.test(lower)) return `${word.slice(0, -2)}dre`;
  if (/^\p{L}{2,}issez$/u.test(lower)) return `${word.slice(0, -5)}ir`;
  if (/^\p{L}{3,}ez$/u.test(lower)) return `${word.slice(0, -2)}er`;
  return word;
}

/**
 * A duty without what the ad hangs on it: "help plan a calendar of community events, ensuring every member
 * hears ..." → "help plan a calendar of community events"; "You'll also work with ..." → "You'll work with ...".
 * A letter quotes the work, not the ad's list of examples or its conditions.
 */
function mainClause(line: string): string {
  const withoutAdverb = line.replace(/^(You\s+will|You['’]ll|will)\s+(?:also|primarily|mainly|then)\s+/iu, '$1 ');
  // A duty short enough to quote whole keeps its examples ("own support metrics such as CSAT").
  if (withoutAdverb.split(' ').length <= 16) return withoutAdverb;
  const cut = withoutAdverb.split(
    /,\s+(?=ensuring|including|which|so\s|a\s+person|someone|whilst|while|as\s|\p{Ll}+ing\s)|\s+(?:such\s+as|including)\s+|;\s+/iu,
  )[0];
  return cut && cut.split(' ').length >= 3 ? cut : withoutAdverb;
}

const dutyWriters: Record<string, (raw: string) => string | undefined> = {
  en: englishDuty,
  de: germanDuty,
  es: spanishDuty,
  fr: frenchDuty,
};

/**
 * Up to two duties of the ad, those that share most words with the resume first, each short, without numbers and
 * without anything said in the applicant's first person (an ad line that "speaks for the candidate" never does).
 */
export function readAdDuties(
  responsibilities: readonly string[],
  adText: string,
  language: string,
  resumeWords: ReadonlySet<string>,
): AdDuty[] {
  const write = dutyWriters[language];
  if (!write) return [];
  const prose = joinWrappedLines(adText);
  const inResume = wordsOrBeginningsOf(resumeWords);
  const stated =
    language === 'en'
      ? [
          ...[...prose.matchAll(/(?:^|[.!?]\s+|\n)(You\s+will|You['’]ll)\s+([^.!?\n]{10,220})[.!?]?/gu)].map(
            (match) => `${match[1]} ${match[2]}`,
          ),
          // "Reporting to the Finance Manager, you will develop ...": the duty after an opening phrase.
          ...[...prose.matchAll(/(?:^|[.!?]\s+|\n)[^.!?\n,]{4,80},\s+you\s+will\s+([^.!?\n]{10,220})[.!?]?/gu)].flatMap(
            (match) => (match[1] ? [match[1]] : []),
          ),
          // "The post holder will support our falls-prevention programme with insights ...": the ad's third person for the
          // applicant, not what the person must be or have.
          ...[
            ...prose.matchAll(
              /\b[Tt]he\s+(?:post\s*holder|role\s*holder|job\s*holder|successful\s+(?:candidate|applicant)s?)\s+will\s+(?!be\b|have\b|need\b|require\b|possess\b|hold\b|demonstrate\b)(\p{Ll}[^.!?\n]{8,200})[.!?]?/gu,
            ),
          ].flatMap((match) => (match[1] ? [match[1]] : [])),
          // "We need a patient, organised tutor who can help pupils reach their reading goals."
          ...[
            ...prose.matchAll(
              /\b(?:looking\s+for|seeking|need|require|recruit|recruiting)\s+(?:an?\s+)?[^.!?\n]{3,80}?\s+who\s+(?:can|will)\s+(\p{Ll}[^.!?\n]{8,200})[.!?]?/gu,
            ),
          ].flatMap((match) => (match[1] ? [match[1]] : [])),
          // "The Powertrain Team is looking for a Mechanical Engineer II to design housings and brackets."
          ...[
            ...prose.matchAll(
              /\b(?:is|are)\s+(?:looking\s+for|seeking|hiring|recruiting)\s+an?\s+[^.!?\n]{3,80}?\s+to\s+(\p{Ll}[^.!?\n]{8,160})[.!?]?/gu,
            ),
          ].flatMap((match) => (match[1] ? [match[1]] : [])),
        ]
      : [];
  const candidates = [...responsibilities, ...stated]
    .map((line) => mainClause(line.replace(/\s+/g, ' ').trim()))
    .filter((line) => {
      const words = line.split(' ').length;
      return (
        words >= 2 &&
        words <= 16 &&
        !/\d/.test(line) &&
        !firstPersonOfApplicant.test(line) &&
        // "looking for an individual to fill our HR Advisor vacancy": the employer's aim in hiring, not the work.
        !/^(?:fill|join|take up|step into)\b[^.]*\b(?:vacancy|post|position|role|team|opening)\b/iu.test(line)
      );
    })
    .flatMap((line, order) => {
      const text = write(line);
      if (!text || text.length > 160) return [];
      const shared = contentWords(line).filter(inResume).length;
      // Only work the resume comes close to: a duty that shares no word with it says nothing about the applicant.
      if (shared === 0) return [];
      return [{ text, shared, order }];
    });
  const seen = new Set<string>();
  return candidates
    .sort((left, right) => right.shared - left.shared || left.order - right.order)
    .filter((candidate) => {
      const key = candidate.text.toLowerCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, 2)
    .sort((left, right) => left.order - right.order)
    .map((candidate) => ({ text: candidate.text, language }));
}

/** Words of rank: a title with one the other lacks stands above it ("Store Manager" over "Assistant Store Manager"). */
const seniorWords = /\b(?:manager|lead|leader|supervisor|head|director|senior|principal|chief|coordinator)\b/i;
const juniorWords = /\b(?:assistant|associate|deputy|junior|trainee|intern|apprentice|charge)\b/i;

/**
 * How the ad's role stands to the applicant's current title: "up" when it names a rank the current one lacks (or the
 * current one is junior) and they share a word of the trade ("Charge Nurse" → "Nurse Manager"), "same" when they are
 * the same title, null otherwise. Read from the titles alone, never from what the resume does not say.
 */
export function compareTitles(current: string, role: string): 'up' | 'same' | null {
  const simplify = (title: string) =>
    title
      .toLowerCase()
      .replace(/\([^)]*\)|\s+[-–—|].*$/g, ' ')
      .replace(/[^\p{L}\s]/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim();
  const currentTitle = simplify(current);
  const roleTitle = simplify(role);
  if (currentTitle === '' || roleTitle === '') return null;
  if (currentTitle === roleTitle) return 'same';
  // "Quantity Surveyor / Senior QS": an ad that names the applicant's own title among its alternatives is the same post.
  if (role.split(/\s*\/\s*/).some((alternative) => simplify(alternative) === currentTitle)) return 'same';
  const roleWords = new Set(roleTitle.split(' ').filter((word) => word.length > 2));
  const sharesTrade = currentTitle
    .split(' ')
    .some((word) => word.length > 3 && roleWords.has(word) && !seniorWords.test(word) && !juniorWords.test(word));
  if (!sharesTrade) return null;
  const rankAbove =
    (seniorWords.test(roleTitle) && !seniorWords.test(currentTitle)) ||
    (juniorWords.test(currentTitle) && !juniorWords.test(roleTitle));
  if (rankAbove) return 'up';
  // "Buchhalter" for "Buchhalter Kreditorenbuchhaltung", "Staff Nurse" for "Staff Nurse - ICU": the same post with
  // the ad's specialty added.
  return currentTitle.split(' ').every((word) => roleWords.has(word) || word.length <= 2) ? 'same' : null;
}

/**
 * Where the ad says the work is, when it says so as "for our surgical services unit in Austin": turned to the reader
 * ("your surgical services unit in Austin"). English only; a phrase with a number is left out.
 */
export function readAdUnit(adText: string, language: string): AdDuty | null {
  if (language !== 'en') return null;
  const match = adText.match(
    /\b(?:for|in|on|at|join)\s+our\s+((?:[\p{Ll}-]+\s+){0,4}(?:unit|ward|store|clinic|school|site|lab|laboratory|warehouse|hospital|centre|center)(?:\s+in\s+\p{Lu}[\p{L}-]+(?:\s+\p{Lu}[\p{L}-]+)?)?)/u,
  );
  if (!match?.[1] || /\d/.test(match[1])) return null;
  return { text: `your ${match[1]}`, language };
}

/**
 * What the organisation says it is for, in its own words, turned to the reader: `focus` for "Everything we do is
 * focused on getting older people home from hospital safely" ("your focus on getting ..."), `belief`
 * for "we believe strongly that every child can become a confident reader", `aim` for "We're working to build a
 * simpler, faster booking service" ("build a simpler, ..."). A letter that names it shows the applicant read
 * about the employer, which no stock sentence does. English only; never a phrase with a number or about the applicant,
 * never the ad's standard statements (equal opportunities, safeguarding, diversity), which every ad of a sector shares.
 */
export type AdMission = { kind: 'focus' | 'belief' | 'aim'; text: string; language: string };

const missionPatterns: { kind: AdMission['kind']; pattern: RegExp }[] = [
  {
    kind: 'focus',
    pattern:
      /\b(?:[Ee]verything|[Aa]ll)\s+(?:that\s+)?we\s+do\s+is\s+(?:focused|focussed|centred|centered|built|based)\s+on\s+(\p{Ll}[^.!?\n]{10,160})/u,
  },
  {
    kind: 'focus',
    pattern:
      /\b(?:[Oo]ur|[Tt]he)\s+(?:main\s+|primary\s+)?(?:focus|mission|aim|goal|purpose|priority)\s+(?:at\s+all\s+times\s+|always\s+)?is\s+on\s+(\p{Ll}[^.!?\n]{10,160})/u,
  },
  {
    kind: 'aim',
    pattern:
      /\b(?:[Oo]ur|[Tt]he)\s+(?:main\s+|primary\s+)?(?:mission|aim|goal|purpose)\s+is\s+to\s+(\p{Ll}[^.!?\n]{10,160})/u,
  },
  {
    kind: 'belief',
    pattern:
      /\b[Ww]e\s+(?:passionately\s+|strongly\s+|firmly\s+|truly\s+)?believe\s+(?:passionately\s+|strongly\s+|firmly\s+)?that\s+(\p{Ll}[^.!?\n]{10,160})/u,
  },
  {
    kind: 'aim',
    pattern:
      /\b[Ww]e(?:['’]re|\s+are)\s+(?:working|striving|aiming|here|on\s+a\s+mission)\s+to\s+(\p{Ll}[^.!?\n]{10,160})/u,
  },
];

const standardStatements =
  /\b(?:equal\s+opportunit\w*|divers\w*|inclusi\w*|safeguarding|disabilit\w*|discriminat\w*|background\s+checks?|applicants?|candidates?|you|your|salary|benefits?|pension)\b/i;

export function readAdMission(adText: string, language: string): AdMission | null {
  if (language !== 'en') return null;
  const prose = joinWrappedLines(adText);
  for (const { kind, pattern } of missionPatterns) {
    const match = prose.match(pattern);
    const raw = match?.[1];
    if (!raw) continue;
    // "... a booking service that patients can use from any phone and we're looking for people":
    // the aim, without what the ad says next.
    const text = raw
      .split(/,?\s+(?:and|but|so)\s+(?=we\b|we['’]|our\b|you\b|there\b)|;\s+/u)[0]
      ?.replace(/[,\s]+$/u, '')
      .trim();
    if (!text) continue;
    const words = text.split(/\s+/).length;
    if (words < 4 || words > 22 || /\d/.test(text) || firstPersonOfApplicant.test(text)) continue;
    if (standardStatements.test(text)) continue;
    return {
      kind,
      text: toReader(text),
      language,
    };
  }
  return null;
}
