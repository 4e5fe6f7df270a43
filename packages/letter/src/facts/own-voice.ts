// A resume that is a few sentences about the person, with no job set out in it: a job board's profile ("Hi my name
// is Joseph ... Have done lot of Brooklyn town houses ... Can read blueprint"), an agency's note, a pasted "about me".
// Nothing in it is a role or a line of work, and a letter that tells only what was read as one says nothing of what
// the person wrote (docs/decisions/0050-resumes-without-jobs.md). Its sentences are the person's own account, told in
// the first person where the text dropped the "I" ("Have done ..." → "I have done ...") or listed duties as a
// bullet would ("Measures and records vital signs" → "I measure and record vital signs"); never more than it says.

import { readVerb } from '../vocabulary/english-verbs.ts';

/** "... 35 years oldI have 12 years ...", "... elderly patientsI'm loving ...": a sentence glued to the one before. */
const gluedFirstPerson = /(?<=\p{Ll}{2})(?=I(?:['’](?:m|ve|d|ll)\b|\s+\p{Ll}))/gu;

/** "... electrical services Passed New York ...": a capitalised verb after a word in lower case opens a sentence. */
const capitalisedVerbAfterWord = /(?<=\p{Ll}{2},?)\s+(?=(\p{Lu}\p{Ll}+)\s+(\S+))/gu;

/** A line the paste wrapped, whose next part opens on a capitalised small word: "... including use" / "Of came, ...". */
const wrappedOnSmallWord = /^(?:Of|To|And|Or|For|With|In|On|At)\s+\p{Ll}/u;

/**
 * The lines with each sentence that was glued to the one before on a line of its own, and a line the paste wrapped
 * ("Assist with transfers and ambulation including use" / "Of came, walker, and wheelchair") joined again.
 */
export function splitGluedSentences(lines: readonly string[]): string[] {
  const joined: string[] = [];
  for (const line of lines) {
    const before = joined[joined.length - 1];
    if (before !== undefined && /\p{Ll}$/u.test(before) && wrappedOnSmallWord.test(line.trim()))
      joined[joined.length - 1] = `${before} ${line.trim().charAt(0).toLowerCase()}${line.trim().slice(1)}`;
    else joined.push(line);
  }
  return joined.flatMap((line) =>
    line
      .replace(gluedFirstPerson, '\n')
      .replace(capitalisedVerbAfterWord, (space: string, word: string, next: string, offset: number, whole: string) => {
        const verb = readVerb(word);
        if (!verb) return space;
        // ("Dean's list with Honors coursework ...": after a small word a sentence goes on, and "Honors" is a name.)
        if (
          /\b(?:with|of|and|or|the|a|an|in|for|to|at|on|by|from|as|into|my|our|their)$/iu.test(whole.slice(0, offset))
        )
          return space;
        // "Performs home management tasks", "Passed New York Electrical inspection"; a base form only before a small
        // word ("Assist with ..."): "at Target stores" names a shop.
        const opens =
          verb.form === 'third' ||
          verb.form === 'past' ||
          (verb.form === 'base' && /^(?:with|in|on|to|for|and|the|a|an|all|any)$/u.test(next));
        return opens ? '\n' : space;
      })
      .split('\n'),
  );
}

/** Words that say when, before a sentence's verb: "Currently passed the CT Real Estate course". */
const leadingAdverb = /^(?:currently|recently|also|now|still|often|regularly)$/iu;

/** Auxiliaries that open a sentence whose "I" was left out: "Have done ...", "Can read ...", "Am certified ...". */
const subjectlessAuxiliary = /^(?:have|can|am|do|did|was|will|could)$/iu;

/** "Certified", "Experienced", "Skilled": participles that open a description of the person, not a deed. */
const describingParticiple =
  /^(?:certified|experienced|qualified|skilled|licensed|registered|trained|talented|detailed|dedicated|motivated|seeking|looking|employed|enrolled|based)$/iu;

/**
 * One sentence of the person's in the first person, or undefined when it is not told as theirs: a sentence that
 * already has its "I" stays as written; one that opens on the verb whose subject was left out gets it back.
 */
export function inOwnVoice(sentence: string): string | undefined {
  const text = sentence.trim();
  if (/^(?:I|I['’](?:m|ve|d|ll))\s/u.test(text)) return text;
  const words = text.split(/\s+/u);
  const adverb = leadingAdverb.test(words[0] ?? '') ? 1 : 0;
  const first = (words[adverb] ?? '').replace(/[,:;.]$/u, '');
  // "Currently employed at Penn Medicine ...": a state, not a deed ("I am currently employed at ...").
  if (
    adverb === 1 &&
    /^(?:employed|enrolled|based|working|studying)$/iu.test(first) &&
    !/\b(?:she|he|her|his)\b/iu.test(text)
  )
    return `I am ${text.charAt(0).toLowerCase()}${text.slice(1)}`;
  if (!/^\p{Lu}?\p{Ll}+$/u.test(first) || describingParticiple.test(first)) return undefined;
  // "Then obtained her LPN from ...": a biography in the third person is no sentence of the person's.
  if (/\b(?:she|he|her|his|him)\b/iu.test(text)) return undefined;
  const lowered = `${text.charAt(0).toLowerCase()}${text.slice(1)}`;
  if (subjectlessAuxiliary.test(first)) return `I ${lowered}`;
  const verb = readVerb(first);
  if (!verb) return undefined;
  // "Currently passed the CT Real Estate course": just done, which the perfect says ("I have passed ...").
  if (adverb === 1 && /^(?:currently|recently|now)$/iu.test(words[0] ?? '') && verb.form === 'past')
    return `I have ${verb.forms.participle} ${words.slice(2).join(' ')}`;
  // "Passed New York Electrical inspection lot of times": a past is the person's as it stands.
  if (verb.form === 'past' || verb.forms.past === first.toLowerCase()) return `I ${lowered}`;
  // "Measures and records vital signs", "Assist with bathing": a duty in the present, the person's own.
  if (adverb === 0 && (verb.form === 'third' || verb.form === 'base')) {
    const rest = words.slice(1).join(' ');
    // "... and records ...": the second verb of the pair takes the first person too.
    const second = rest.match(/^and\s+(\p{Ll}+)\b/u);
    const secondVerb = second?.[1] ? readVerb(second[1]) : undefined;
    const restInFirstPerson =
      second?.[1] && secondVerb?.form === 'third'
        ? rest.replace(/^and\s+\p{Ll}+/u, `and ${secondVerb.forms.base}`)
        : rest;
    return `I ${verb.forms.base} ${restInFirstPerson}`;
  }
  return undefined;
}
