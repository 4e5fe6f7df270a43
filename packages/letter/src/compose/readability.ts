// Whether a resume line can be told at all. A letter that prints a line the resume's own text broke ("my territory
// placed of $2.5 million", "I consulted anand coordinated ...", "reported to the Senior Supervisor on the Data") reads
// as careless, however relevant the line is; the planner then tells the role's next line instead (a shorter letter is
// better than one broken sentence). Only faults that can be seen in the words are tested: no line is rejected for
// being plain or short.

import { readVerb } from '../vocabulary/english-verbs.ts';

/** Words that cannot end a line that was written whole: "... on the", "... the sheet from", "... labs and". */
const dangling =
  /\b(?:the|a|an|of|to|from|for|with|and|or|on|in|at|by|into|onto|via|including|such as|as well as|per)\s*$/i;

/** Two small words run together by a PDF or a typing slip ("anand", "ofthe", "tothe"). */
const runTogether = /\b(?:anand|andand|andthe|ofthe|tothe|inthe|onthe|forthe|withthe|thethe|ofa|toa|ina|isthe)\b/i;

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
  const text = line.trim().replace(/[.;:!]+$/u, '');
  if (text === '') return false;
  // "... reservation options and so on" ends whole.
  if (dangling.test(text) && !/\bso\s+on$/i.test(text)) return false;
  if (runTogether.test(text)) return false;
  // "delivery, open, and, clicks": a list with a comma after its "and"; "along with receiving them also": a line that
  // ends on "also" lost what it was adding.
  if (/,\s*and,\s/i.test(text) || /\balso$/i.test(text)) return false;
  // "improving user experience by 30": a change of 30 what?
  if (/\bby\s+\d+(?:[.,]\d+)?$/u.test(text)) return false;
  // "reported to the Senior Supervisor on the Data": the line stops where its object should start.
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
  return true;
}
