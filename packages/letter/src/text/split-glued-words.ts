// Words a PDF export glued together ("eachcustomer", "clientincluding", "maintenanceneeds"): split them again where
// the document itself shows both halves as words of their own. The document is its own dictionary, so a split is
// made only with evidence from the same text; real compounds ("newsletter", "database") are left alone.

import { readVerb } from '../vocabulary/english-verbs.ts';

/** Short words that glue onto their neighbour in PDF text and are words wherever they stand. */
const functionWords = new Set(
  'and the each of to for with in on at all our their any every or from into per'.split(' '),
);

/**
 * Nouns and adjectives resumes use every day, words wherever they stand: a glued half that is one of them is a word
 * even when the document never prints it alone ("kitchenequipment", "largereservations", "dinningarea").
 */
const commonWords = new Set(
  `area areas large small daily weekly monthly annual kitchen equipment appearance reservation reservations company
  companies customer customers client clients guest guests patient patients staff team teams member members store
  stores office offices service services sales product products order orders account accounts report reports record
  records system systems process processes project projects budget budgets cost costs quality safety level levels
  time times schedule schedules shift shifts table tables room rooms floor floors food foods menu menus stock data
  file files document documents email emails phone phones call calls meeting meetings event events program programs
  training support management development operations operation department departments business financial new high
  low total multiple various several public private medical clinical health care student students school schools
  class classes course courses lesson lessons plan plans policy policies procedure procedures standard standards
  work job jobs task tasks duty duties role roles goal goals target targets result results issue issues problem
  problems need needs request requests information media content design web online social market marketing brand
  price prices payment payments cash credit invoice invoices vendor vendors supplier suppliers site sites building
  buildings tool tools part parts machine machines vehicle vehicles material materials inventory community family
  families children child adult adults employee employees manager managers front back line lines dining area
  rapport relationships relationship communication communications presentation presentations`
    .split(/\s+/)
    .filter(Boolean),
);

/** The everyday words a suffix test looks for at a word's end: six letters or more. */
const longCommonWords = [...commonWords].filter((word) => word.length >= 6);

/** Compounds resumes write as one word, which the halves test would otherwise split. */
const compounds = new Set(
  `newsletter newsletters database databases workshop workshops feedback overtime whiteboard paperwork spreadsheet
  spreadsheets stakeholder stakeholders healthcare smartphone guideline guidelines timeline timelines headcount
  downtime uptime understanding throughout outstanding overall wholesale workforce workflow workflows workplace
  framework frameworks software hardware firmware middleware network networks networking website websites webpage
  keyboard dashboard dashboards checklist checklists handbook handbooks teamwork homework housekeeping bookkeeping
  warehouse warehouses storefront marketplace salesforce fundraising fundraiser caregiver caregivers caseload
  caseloads courtroom classroom classrooms textbook textbooks schoolwork coursework policyholder shareholders
  shareholder headquarters breakthrough nevertheless furthermore otherwise therefore however someone something
  anything everything everyone anyone customerservice`
    .split(/\s+/)
    .filter(Boolean),
);

/** The text with glued words split where both halves are words of the same document. */
export function splitGluedWords(text: string): string {
  const counts = new Map<string, number>();
  const candidates = new Set<string>();
  for (const token of text.match(/\p{L}+/gu) ?? []) {
    const lower = token.toLowerCase();
    counts.set(lower, (counts.get(lower) ?? 0) + 1);
    if (token.length >= 9 && token === lower) candidates.add(token);
  }
  // A known verb counts as a word even where the document never shows it alone ("boost" in "boostcompany").
  const isWord = (word: string) =>
    functionWords.has(word) ||
    (word.length >= 4 && ((counts.get(word) ?? 0) > 0 || commonWords.has(word) || readVerb(word) !== undefined));
  const splits = new Map<string, string>();
  for (const token of candidates) {
    const split = splitToken(token, counts, isWord);
    if (split) splits.set(token, split);
  }
  // Most resumes have no glued word: the text is returned as it came, without a second pass.
  if (splits.size === 0) return text;
  // Never inside an e-mail address or a web address: "priyamistry.dn@outlook.com", "brookelindqvist.example.com" and
  // "anishshrestha-photo.com" are one name each, whatever the name says.
  return text.replace(
    /(?<![\p{L}\p{N}@./-])\p{Ll}{9,}(?![\p{L}\p{N}]|[\w.+-]*@|\.\p{Ll}|[\w-]*\.\p{Ll})/gu,
    (token) => splits.get(token) ?? token,
  );
}

/** The two words a glued token is made of, or undefined when it is one word or cannot be told apart. */
function splitToken(token: string, counts: Map<string, number>, isWord: (word: string) => boolean): string | undefined {
  if ((counts.get(token) ?? 0) > 1 || compounds.has(token) || readVerb(token)) return undefined;
  // "accountability", "leadership": a word made with a suffix is one word, unless it ends in a whole everyday word
  // after a word of its own ("large" + "reservations").
  if (/(?:ability|ibility|ments?|ness|tions?|ships?|ware|wide|like|less|ful|ization|isation)$/.test(token)) {
    const everyday = longCommonWords.find((word) => token.endsWith(word) && isWord(token.slice(0, -word.length)));
    return everyday && token.length - everyday.length >= 4
      ? `${token.slice(0, -everyday.length)} ${everyday}`
      : undefined;
  }
  if (/^(?:multi|inter|over|under|out|self|co|re|pre|non|sub|super|cross)/.test(token)) return undefined;
  for (let index = 3; index <= token.length - 3; index += 1) {
    const left = token.slice(0, index);
    const right = token.slice(index);
    const glue = functionWords.has(left) || functionWords.has(right);
    if (isWord(left) && isWord(right) && (glue || (left.length >= 5 && right.length >= 5))) return `${left} ${right}`;
  }
  return undefined;
}
