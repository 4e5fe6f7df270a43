// Resume lines drop their articles ("Maintained electronic database of petitions", "shared with team", "on daily
// basis"); a letter's sentence needs them. Hiring managers who read our letters named the missing "a" and "the" as the
// commonest sign of a pasted bullet (reviews of 2026-12, twenty letters). Only the plainest case is mended: a thing
// everyone counts ("database", "team", "schedule"), singular, after a deed or a preposition, with nothing before it
// that already determines it, and nothing after it that would make it part of a longer name ("team members").

import { isPastTense, readVerb } from '../vocabulary/english-verbs.ts';
import { isTitleWord, looksLikeTitle } from '../vocabulary/occupations.ts';

/** The words of a list written one after another. */
function wordSet(words: string): Set<string> {
  return new Set(words.split(/\s+/u).filter((word) => word !== ''));
}

/** Things that are counted, one at a time, and take an article when they stand alone in a sentence. */
const countedThings = wordSet(
  `database newsletter team model plan environment schedule system program programme process budget website
  application project department company policy tool dashboard course curriculum platform strategy campaign workshop
  event procedure manual guide spreadsheet template framework pipeline network server store clinic hospital unit
  facility warehouse restaurant kitchen branch crew portfolio report proposal presentation seminar conference
  survey study audit meeting session lesson module feature app interface prototype product basis manner firm
  organization organisation agency contract caseload workflow checklist calendar roster rota timeline map client
  reduction increase improvement rate territory classroom request ticket incident complaint inquiry issue
  problem assignment transaction apprentice trainee intern newcomer class sheet notebook ledger logbook trip
  bookkeeper controller tracker log register`,
);

/** People counted one at a time, who take "a" after a deed done for them ("mentor a first-year apprentice"). */
const peopleCounted = wordSet('apprentice trainee intern newcomer');

/** Things named with "the" when they stand alone: the person's own team, department, company or workplace. */
const ownThings = wordSet(
  `team crew department company organization organisation firm store clinic hospital unit facility warehouse
  restaurant kitchen branch client territory classroom class`,
);

/**
 * Deeds that bring a thing into being ("created a newsletter", "developed a model"); after any other deed the thing was
 * there already ("maintained the database", "streamlined the process").
 */
const makingDeeds = wordSet(
  `create develop design build launch establish introduce write implement prepare produce organize organise plan
  draft compose found start open set devise invent redesign rebuild initiate deliver present propose run host
  coordinate conduct complete`,
);

/** Words after which a base form is a deed of its own ("to support team"), never a description of the thing. */
const beforeDeed = new Set(['to', 'will', 'would', 'can', 'could', 'must', 'should', 'may', 'might', 'help']);

/** Places a preposition names bare, as a manner of working ("in store", "in hospital", "on unit"). */
const placesSaidBare = new Set([
  'store',
  'hospital',
  'clinic',
  'unit',
  'kitchen',
  'facility',
  'warehouse',
  'branch',
  'class',
]);

/** Words after which a thing takes an article. */
const prepositions = new Set(
  'in on for to with within across into from at through under over during via onto toward towards as'.split(' '),
);

/** Words that already determine the thing after them, or make it more than one. */
const determiners = wordSet(
  `a an the my our their his her its your this that these those each every another any some no one two three four
  five six seven eight nine ten both either neither such which what whose all several many few own same first second
  third last next new-hire per`,
);

/**
 * Words after the thing that end its name: a preposition, a relative word. (Not "and": "product and service
 * information", "state curriculum and school-wide standards" name one thing by two.)
 */
const afterThing = new Set(
  'of for to in on with at by from that which using across within including through throughout during over after before while where when'.split(
    ' ',
  ),
);

/** Deeds that move a measure: the measure they move is the one ("reduced the no-show rate"). */
const changingDeeds = wordSet(
  `reduce cut lower decrease halve raise increase improve boost grow lift double triple drop shrink`,
);

/** Results, which are "a" result whatever the deed before them ("achieved a 25% cost reduction"). */
const resultThings = new Set(['reduction', 'increase', 'improvement', 'rate']);

/** Words a thing's description may not hold: a conjunction joins two things, a preposition opens another phrase. */
const notDescribing = new Set([
  ...afterThing,
  // ("taking into account kitchen budget": the phrase's "account" is no description of the budget.)
  ...'and or but nor than as not behind ahead about around between among against per like account'.split(' '),
]);

function isModifier(word: string): boolean {
  if (!/^(?:\p{Ll}[\p{Ll}-]*|\d{1,3}(?:%|-[\p{Ll}]+)?)$/u.test(word)) return false;
  if (notDescribing.has(word) || determiners.has(word) || prepositions.has(word)) return false;
  // A deed in the past ("created newsletter") opens the thing's phrase; it is never part of it.
  const verb = readVerb(word);
  return !(verb !== undefined && (verb.form === 'past' || verb.form === 'third'));
}

/**
 * Where the clause's own deeds stand: its first verb and those joined to it ("created, edited and internally
 * distributed", "have developed and launched"), before anything else.
 */
function leadingDeeds(words: readonly string[]): Set<number> {
  const deeds = new Set<number>();
  let index = /^(?:have|has|had)$/u.test(words[0] ?? '') ? 1 : 0;
  while (index < words.length) {
    const word = (words[index] ?? '').toLowerCase();
    const bare = word.replace(/,$/u, '');
    const verb = readVerb(bare);
    if (verb === undefined || verb.form === 'gerund') break;
    deeds.add(index);
    if (word.endsWith(',')) index += 1;
    else if (/^(?:and|or|&)$/u.test(words[index + 1] ?? '')) index += 2;
    else break;
    // ("... and internally distributed": an adverb before the next deed.)
    if (/ly$/u.test(words[index] ?? '') && readVerb(words[index + 1] ?? '') !== undefined) index += 1;
  }
  return deeds;
}

/** Deeds that put people under the person ("supervised an Administrative Assistant"). */
const overPeople = new Set([
  'supervise',
  'manage',
  'train',
  'hire',
  'recruit',
  'mentor',
  'coach',
  'lead',
  'oversee',
  'direct',
]);

/**
 * "supervised Administrative Assistant and student employees", "reported to Store Manager": a post a bullet names bare,
 * in capitals and in the singular, takes its article: "an Administrative Assistant" after a deed that put one under the
 * person, "the Store Manager" after "to" or "with". The places where one is inserted, and the article.
 */
function postsNamedBare(words: readonly string[], deeds: ReadonlySet<number>): Array<[number, string]> {
  const found: Array<[number, string]> = [];
  // ("promoted from Sandwich Artist to Shift Leader": a post one rose to takes none.)
  const risenAt = words.findIndex((word) => /^(?:promoted|advanced|rose|moved|progressed)$/iu.test(word));
  for (let start = 1; start < words.length; start += 1) {
    const opener = (words[start - 1] ?? '').toLowerCase();
    const verb = deeds.has(start - 1) ? readVerb(opener.replace(/,$/u, '')) : undefined;
    const byDeed = verb !== undefined && overPeople.has(verb.forms.base);
    const byPreposition = (opener === 'to' && (risenAt < 0 || risenAt >= start)) || opener === 'with';
    if (!byDeed && !byPreposition) continue;
    // The post: one to three capitalised words, the last a post's word in the singular, then its phrase ends.
    let end = start;
    while (end < Math.min(words.length, start + 3) && /^\p{Lu}\p{Ll}+[,.;:]?$/u.test(words[end] ?? '')) {
      if (/[,.;:]$/u.test(words[end] ?? '')) {
        end += 1;
        break;
      }
      end += 1;
    }
    if (end === start) continue;
    const post = words
      .slice(start, end)
      .join(' ')
      .replace(/[,.;:]$/u, '');
    const last = (post.split(' ').pop() ?? '').toLowerCase();
    const raw = words[end - 1] ?? '';
    const next = (words[end] ?? '').replace(/[,.;:]$/u, '');
    const ends = /[,.;:]$/u.test(raw) || end >= words.length || next === 'and' || next === 'or' || afterThing.has(next);
    // ("jointly with Kent Police": the force a place names, never one post, "the Kent Police".)
    if (!ends || last.endsWith('s') || last === 'police' || !isTitleWord(last) || !looksLikeTitle(post)) continue;
    found.push([start, byDeed ? indefiniteFor(post.toLowerCase()) : 'the']);
  }
  return found;
}

/** Whether a comma after a thing goes on with more things of a list ("product, sales, retention and ..."). */
function listGoesOn(words: readonly string[], index: number): boolean {
  const following = (words[index + 1] ?? '').replace(/[,.;:]$/u, '');
  if (!/^\p{Ll}+$/u.test(following) || prepositions.has(following)) return false;
  if (['gerund', 'past', 'participle', 'third'].includes(readVerb(following)?.form ?? '')) return false;
  // ("process, and cut average wait ...": "and" before a deed joins two deeds, no list of things.)
  if (/^(?:and|or)$/u.test(following) && isPastTense(words[index + 2] ?? '')) return false;
  return (
    (words[index + 1] ?? '').endsWith(',') ||
    words.slice(index + 1, index + 9).some((word) => /^(?:and|or|&)$/u.test(word))
  );
}

/** "a Registered Nurse", "an HR Advisor", "an Accountant", "a European", "an 83% rate". */
export function withIndefiniteArticle(phrase: string): string {
  const first = phrase.trim();
  const firstWord = first.split(/[\s/-]/)[0] ?? '';
  // Short acronyms are spoken letter by letter ("an RN", "an HR Advisor", "a UX Designer"); longer ones as words
  // ("a MERN Stack Developer").
  // Degrees written short are spelled out too: "an M.Ed.", "an MSc", "a B.S.".
  const spelledOut =
    /^[A-Z]{2,3}$/.test(firstWord) ||
    // Longer acronyms spoken letter by letter, at least at their start: "an HVAC Technician", "an HMRC return".
    /^(?:HVAC|HMRC|HTML|FMCG|LGBTQ?|SMSTS|SSSTS)$/.test(firstWord) ||
    (/^[A-Z]{2,}$/.test(firstWord) && !/[AEIOU]/.test(firstWord)) ||
    // ("an RTITB licence", "an NPORS ticket": two consonants to open it and one vowel at most make no word to say.)
    (/^[A-Z]{4,6}$/.test(firstWord) &&
      /^[^AEIOU]{2}/.test(firstWord) &&
      (firstWord.match(/[AEIOU]/g) ?? []).length <= 1) ||
    /^[A-Z]\.\S/.test(firstWord) ||
    /^(?:MSc|MEd|MEng|MPhil|MRes|MLitt|LLB|LLM|BSc|BEd|BEng|BCom|BTech|MTech|MCom)\.?$/.test(firstWord);
  // "an 8th Grade Science Teacher", "an 11-person team", "an 18-month contract": a number read as its word.
  const vowelSound = spelledOut
    ? /^[AEFHILMNORSX]/.test(firstWord)
    : /^(?:[ai]|e(?!u)|o(?!n(?:e|ce)\b)|u(?!ni|s[eu]|r[aeiou]|til)|hour|honou?r|heir|8|11(?!\d)|18(?!\d)|8\d(?!\d))/i.test(
        first,
      );

  return `${vowelSound ? 'an' : 'a'} ${first}`;
}

/** How work stood against its plan: "under budget", "on schedule", "ahead of schedule", "within budget". */
const onPlan =
  /(?:^|\s)(?:under|over|on|within|(?:ahead|behind)\s+of|\S+\s+(?:under|over|on|within)) (?:budget|schedule)$/iu;

/** "a" or "an", as the phrase after it is said. */
function indefiniteFor(phrase: string): string {
  return withIndefiniteArticle(phrase).split(' ')[0] ?? 'a';
}

/**
 * A first-person clause with the articles its resume line left out: "maintained electronic database of petitions" →
 * "maintained an electronic database of petitions", "shared with team" → "shared with the team", "on daily basis" →
 * "on a daily basis". Anything less plain is left as written.
 */
export function withArticlesForCountedThings(givenClause: string): string {
  // ("achieved 7.4% saving in FY 2023-24": a result of one size is "a 7.4% saving"; "7% savings" and "20% growth" are
  // said bare.)
  const clause = givenClause.replace(
    /\b((?:achiev|deliver|generat|secur|realis|realiz|yield|record|post)(?:ed|es|e)?|drove|drives?)\s+([~±]?\d[\d.,]*\s?%\s+(?:saving|reduction|increase|improvement|decrease|uplift|rise|drop|cut|gain|boost|lift|jump|fall|decline|return)\b)/giu,
    (_whole, verb: string, result: string) => `${verb} ${withIndefiniteArticle(result)}`,
  );
  const tokens = clause.split(/(\s+)/u);
  // Words at even indexes, the spaces between them at odd ones.
  const words = tokens.filter((_, index) => index % 2 === 0);
  const deeds = leadingDeeds(words);
  const inserts = new Map<number, string>();
  for (let index = 1; index < words.length; index += 1) {
    const raw = words[index] ?? '';
    const head = raw.replace(/[,.;:]$/u, '');
    if (!countedThings.has(head)) continue;
    // ("on product, sales, retention and new product introduction": one of a list, which a bullet names bare; "on
    // weekly basis, taking into account ..." ends its phrase at the comma.)
    if (raw.endsWith(',') && listGoesOn(words, index)) continue;
    // What follows ends the thing's name: punctuation on the word itself, the end of the clause, or a small word.
    const next = (words[index + 1] ?? '').replace(/[,.;:]$/u, '');
    // ("for company and improved its website": "and" before the next deed ends the thing's name.)
    // ("process and cut average discharge time ...": "cut" is its own past.)
    const deedAfterAnd =
      next === 'and' && (readVerb(words[index + 2] ?? '')?.form === 'third' || isPastTense(words[index + 2] ?? ''));
    // ("88% of class met the standard": a deed of the thing's own ends its name; "in electronic lab notebook
    // (Benchling)": so does a note in brackets.)
    const ownDeed = next !== '' && readVerb(next)?.form === 'past' && !/ed$/u.test(next);
    const noteAfter = (words[index + 1] ?? '').startsWith('(');
    if (raw === head && index + 1 < words.length && !afterThing.has(next) && !deedAfterAnd && !ownDeed && !noteAfter)
      continue;
    // Back over its description ("safe, therapeutic", "24 hour", "bi-annual") to the word that opens the phrase.
    let start = index;
    while (start - 1 >= 1 && start > index - 3) {
      const before = (words[start - 1] ?? '').replace(/,$/u, '');
      // ("built Excel inventory dashboard": one tool's name, right after the deed, describes the thing too: "built an
      // Excel inventory dashboard".)
      // (Only after a deed that makes a thing: "Took Hucknall store from 41st to 6th" names a place's store.)
      if (
        /^(?:\p{Lu}\p{Ll}{2,}|\p{Lu}{2,5})$/u.test(before) &&
        deeds.has(start - 2) &&
        /^(?:built|build|builds|created|create|creates|developed|develop|develops|designed|design|designs|made|make|makes|wrote|write|writes|launched|launch|launches)$/iu.test(
          words[start - 2] ?? '',
        ) &&
        !/^\p{Lu}/u.test(words[start] ?? '')
      ) {
        start -= 1;
        break;
      }
      if (!isModifier(before)) break;
      // ("to support team": the base form after "to" is the deed, and the thing starts after it.)
      if (readVerb(before)?.form === 'base' && beforeDeed.has((words[start - 2] ?? '').toLowerCase())) break;
      start -= 1;
    }
    const opener = words[start - 1] ?? '';
    if (/[,;:]$/u.test(opener)) continue;
    const openerWord = opener.toLowerCase();
    // ("delivered on time and 6% under budget", "ahead of schedule": a budget or schedule kept is said bare.)
    if (start === index && onPlan.test(`${words[start - 2] ?? ''} ${openerWord} ${head}`)) continue;
    if (determiners.has(openerWord) || /^\d/u.test(openerWord) || /['’]s$/u.test(openerWord)) continue;
    // ("on a day to day basis": "day to day" is one word written in three.)
    if (openerWord === 'to' && (words[start - 2] ?? '').toLowerCase() === (words[start] ?? '').toLowerCase()) continue;
    // A deed opens the thing's phrase only where it is one of the clause's own deeds ("created, edited and distributed
    // bi-annual newsletter"); one further on is as often a description ("a clean, organized work environment", "work
    // of assigned crew", "newly designed website").
    const openerVerb = prepositions.has(openerWord) ? undefined : readVerb(openerWord);
    // ("88% of class", "half of team": a share of the person's own class or team.)
    const shareOf =
      openerWord === 'of' &&
      /^(?:\d[\d.,]*%?|half|most|all|none|rest)$/iu.test(words[start - 2] ?? '') &&
      ownThings.has(head);
    const opensPhrase = shareOf || prepositions.has(openerWord) || (openerVerb !== undefined && deeds.has(start - 1));
    if (!opensPhrase) continue;
    // ("gave coach class to those students": a class given is a kind of lesson, said as the resume says it; the
    // person's own class is named after a preposition or as a share, "88% of the class".)
    if (head === 'class' && openerVerb !== undefined) continue;
    // ("online and in store", "in hospital": a place named bare after its preposition says where, as it stands.)
    if (start === index && prepositions.has(openerWord) && placesSaidBare.has(head)) continue;
    const first = (words[start] ?? '').toLowerCase();
    const made = openerVerb !== undefined && makingDeeds.has(openerVerb.forms.base);
    // (What a deed brought into being is "a" thing: "built an effective culinary team", "developed a model".)
    // ("reduced no-show rate from 14% to 8%": a rate that moved is the one measured, "the no-show rate", never "a".)
    const movedMeasure =
      head === 'rate' && (next === 'from' || (openerVerb !== undefined && changingDeeds.has(openerVerb.forms.base)));
    // ("mentor first-year apprentice": one of the people a deed was done for, "a first-year apprentice".)
    const definite =
      movedMeasure ||
      (next !== 'of' &&
        !made &&
        !resultThings.has(head) &&
        !peopleCounted.has(head) &&
        (ownThings.has(head) || openerVerb !== undefined));
    const article = definite ? 'the' : indefiniteFor(first);
    inserts.set(start, article);
  }
  for (const [start, article] of postsNamedBare(words, deeds)) inserts.set(start, article);
  if (inserts.size === 0) return clause;
  return tokens
    .map((token, index) => (index % 2 === 0 && inserts.has(index / 2) ? `${inserts.get(index / 2)} ${token}` : token))
    .join('');
}
