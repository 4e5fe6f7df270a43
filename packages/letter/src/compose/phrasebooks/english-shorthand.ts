// A resume is written in notes ("approx. 60-80 pts per day", "comp decisions w/ manager on duty", "3 days/wk"); a
// letter is written in sentences. The English phrasebook writes the notes' shorthand out in full and mends the
// misspellings that no reader mistakes for another word ("recieving"), so a line told from the resume reads as
// written, not pasted (issue 8, "Pasted, not written"). Only forms with one reading are written out: "pts" becomes
// "patients" only in a sentence about patients' care, and "&" stays in names ("Sutton & Rowe", "R&D").
// docs/decisions/0041-notes-written-out.md says why, and what is never changed.

import { TextMemo } from '../../text/text-memo.ts';
import { emailAddressSource } from '../../text/email-addresses.ts';
import { figurePattern } from '../../text/numbers.ts';

/** Misspellings with one correct form, as people type them in resumes. Keys are lower case. */
const misspellings: ReadonlyMap<string, string> = new Map([
  ['accomodate', 'accommodate'],
  ['accomodation', 'accommodation'],
  ['accross', 'across'],
  ['acheive', 'achieve'],
  ['acheived', 'achieved'],
  ['acheivement', 'achievement'],
  ['acheivements', 'achievements'],
  ['achived', 'achieved'],
  ['adress', 'address'],
  ['agressive', 'aggressive'],
  ['analysys', 'analysis'],
  ['assesment', 'assessment'],
  ['assesments', 'assessments'],
  ['assistent', 'assistant'],
  ['assitant', 'assistant'],
  ['begining', 'beginning'],
  ['buisness', 'business'],
  ['calender', 'calendar'],
  ['collegue', 'colleague'],
  ['collegues', 'colleagues'],
  ['comittee', 'committee'],
  ['commited', 'committed'],
  ['communcation', 'communication'],
  ['comunication', 'communication'],
  ['coordiante', 'coordinate'],
  ['cusotmer', 'customer'],
  ['custmer', 'customer'],
  ['custmers', 'customers'],
  ['definately', 'definitely'],
  ['develope', 'develop'],
  ['developement', 'development'],
  ['dissapointed', 'disappointed'],
  ['effeciency', 'efficiency'],
  ['efficent', 'efficient'],
  ['enviornment', 'environment'],
  ['envirnoment', 'environment'],
  ['enviroment', 'environment'],
  ['enviromental', 'environmental'],
  ['equiptment', 'equipment'],
  ['excellant', 'excellent'],
  ['excercise', 'exercise'],
  ['existance', 'existence'],
  ['experiance', 'experience'],
  ['experianced', 'experienced'],
  ['familar', 'familiar'],
  ['familys', 'families'],
  ['foward', 'forward'],
  ['goverment', 'government'],
  ['immediatly', 'immediately'],
  ['indepedent', 'independent'],
  ['indepedently', 'independently'],
  ['independant', 'independent'],
  ['independantly', 'independently'],
  ['interupt', 'interrupt'],
  ['inventary', 'inventory'],
  ['invetory', 'inventory'],
  ['knowledgable', 'knowledgeable'],
  ['knowlege', 'knowledge'],
  ['liase', 'liaise'],
  ['liased', 'liaised'],
  ['liasing', 'liaising'],
  ['liason', 'liaison'],
  ['maintainance', 'maintenance'],
  ['maintanence', 'maintenance'],
  ['maintenence', 'maintenance'],
  ['managment', 'management'],
  ['neccessary', 'necessary'],
  ['noticable', 'noticeable'],
  ['ocassionally', 'occasionally'],
  ['occurance', 'occurrence'],
  ['occured', 'occurred'],
  ['occuring', 'occurring'],
  ['oportunity', 'opportunity'],
  ['oppertunity', 'opportunity'],
  ['oppurtunity', 'opportunity'],
  ['organiztion', 'organization'],
  ['performace', 'performance'],
  ['persistant', 'persistent'],
  ['posession', 'possession'],
  ['prefered', 'preferred'],
  ['preformance', 'performance'],
  ['priviledge', 'privilege'],
  ['professsor', 'professor'],
  ['proffesional', 'professional'],
  ['proficent', 'proficient'],
  ['publically', 'publicly'],
  ['recieve', 'receive'],
  ['recieved', 'received'],
  ['recieving', 'receiving'],
  ['recomend', 'recommend'],
  ['recomended', 'recommended'],
  ['refered', 'referred'],
  ['relevent', 'relevant'],
  ['resgistered', 'registered'],
  ['responisble', 'responsible'],
  ['responsable', 'responsible'],
  ['responsibilites', 'responsibilities'],
  ['responsibilties', 'responsibilities'],
  ['resposible', 'responsible'],
  ['schedual', 'schedule'],
  ['scheduel', 'schedule'],
  ['secratary', 'secretary'],
  ['seperate', 'separate'],
  ['seperately', 'separately'],
  ['submited', 'submitted'],
  ['succesful', 'successful'],
  ['succesfully', 'successfully'],
  ['sucess', 'success'],
  ['sucessful', 'successful'],
  ['sucessfully', 'successfully'],
  ['supervisior', 'supervisor'],
  ['toilenting', 'toileting'],
  ['tommorow', 'tomorrow'],
  ['truely', 'truly'],
  ['untill', 'until'],
  ['writting', 'writing'],
]);

/** Shorthand with one reading in a resume's notes, written out. Keys are lower case. */
const shorthand: ReadonlyMap<string, string> = new Map([
  ['appt', 'appointment'],
  ['appts', 'appointments'],
  ['approx', 'approximately'],
  ['avg', 'average'],
  ['calcs', 'calculations'],
  ['reno', 'renovation'],
  ['renos', 'renovations'],
  ['dept', 'department'],
  ['depts', 'departments'],
  ['govt', 'government'],
  ['incl', 'including'],
  ['mgmt', 'management'],
  ['mgr', 'manager'],
  ['mgrs', 'managers'],
  ['ops', 'operations'],
  ['ppl', 'people'],
  ['reqs', 'requirements'],
  ['thru', 'through'],
]);

/** Units written after a count ("5 yrs", "40 hrs", "6 wks"); "mL/hr" after a slash is a unit of its own, left as it is. */
const unitsAfterCount: ReadonlyMap<string, [singular: string, plural: string]> = new Map([
  ['yr', ['year', 'years']],
  ['yrs', ['year', 'years']],
  ['mth', ['month', 'months']],
  ['mths', ['month', 'months']],
  ['wk', ['week', 'weeks']],
  ['wks', ['week', 'weeks']],
  ['hr', ['hour', 'hours']],
  ['hrs', ['hour', 'hours']],
  // ("cut from 3 hrs to 45 min": the other unit of the same sentence written out too.)
  ['min', ['minute', 'minutes']],
  ['mins', ['minute', 'minutes']],
]);

/** "per day for 5 providers (2 MD, 3 NP)": a sentence about patients' care, where "pts" can only be patients. */
const aboutPatients =
  /\b(?:patients?|providers?|clinics?|wards?|GP|MD|NP|doctors?|nurses?|nursing|surgery|pharmacy|medical|clinical|triage|appointments?|appts?)\b/u;

/** Whether a sentence may hold anything `writeOutShorthand` changes: a sign, a count's unit, or a listed word. */
const mayHoldShorthand = new RegExp(
  `[/~&+→]|->|\\d-pers\\b|\\(\\s|\\s\\)|\\sby\\s+\\w{2,3}\\)|\\bc\\.|\\d\\s*(?:yrs?|mths?|wks?|hrs?|mins?)(?![\\p{L}\\d])|(?<![\\p{L}\\p{N}])(?:${[...misspellings.keys(), ...shorthand.keys(), 'pts'].join('|')})(?!\\p{L})`,
  'iu',
);

/** "runtime 5 h 10 min -> 1 h 40 min": a word, then a figure, an arrow and a figure. */
const arrowBetweenFigures = new RegExp(
  `(?<=\\p{Ll}{3,})\\s+(${figurePattern})\\s*(?:->|→|=>)\\s*(${figurePattern})(?=[\\s.,;)]|$)`,
  'gu',
);

/** Keeps the case the resume gave the word's first letter ("Approx" → "Approximately"). */
function inCaseOf(written: string, replacement: string): string {
  return /^\p{Lu}/u.test(written) ? `${replacement.charAt(0).toUpperCase()}${replacement.slice(1)}` : replacement;
}

/**
 * A post's title with its unmistakable misspellings mended, capitalised or not ("Assistant Professsor of Accounting"):
 * a title names no organisation, whose owner's spelling a letter keeps.
 */
export function mendTitleMisspellings(title: string): string {
  return title.replace(/(?<![\p{L}\p{N}])\p{L}+(?!\p{L})/gu, (word) => {
    const mended = misspellings.get(word.toLowerCase());
    return mended ? inCaseOf(word, mended) : word;
  });
}

/**
 * A letter's sentence with the resume's shorthand written out and its unmistakable misspellings mended. Only words in
 * lower case, or capitalised as the sentence's first word, are changed: "Dept of Health" or "Buisness Link Ltd" is a
 * name, which the letter writes as its owner does.
 */
export function writeOutShorthand(sentence: string): string {
  // The length budget writes each sentence many times a letter: each is written out once.
  return writtenOut.recall(sentence, () => {
    const mend = (part: string) => withCopiedSlipsMended(mayHoldShorthand.test(part) ? writeOut(part) : part);
    // "ciara.brennan.ops@gmail.com", "www.smith-ops.co.uk": an address is copied as it is, never written out ("ops" had
    // become "operations" in a held-out letter's e-mail address).
    if (!addressInSentence.test(sentence)) return mend(sentence);
    return sentence
      .split(addressesInSentence)
      .map((part, index) => (index % 2 === 1 ? part : mend(part)))
      .join('');
  });
}

/** An e-mail address or a web address in a sentence; the capturing form keeps them when a sentence is split by them. */
const addressSource = String.raw`${emailAddressSource}|\bhttps?:\/\/\S+|\bwww\.\S+`;
const addressInSentence = new RegExp(addressSource, 'u');
const addressesInSentence = new RegExp(`(${addressSource})`, 'u');

/**
 * Slips a resume's line brings into the letter that no reader mistakes: a language or nationality typed in lower case
 * ("french cooking"; never "polish", which is a verb too), a capital "And" mid-sentence ("responsible And always on
 * time") and a colon between a word and its list ("calibration records for: pH meter, ...").
 */
function withCopiedSlipsMended(sentence: string): string {
  return sentence
    .replace(
      /(?<![\p{L}-])(english|french|spanish|german|italian|portuguese|chinese|japanese|korean|arabic|russian|dutch|greek|turkish|hindi|mexican|thai|indian|vietnamese|american|british|canadian|european|mandarin|cantonese|filipino|tagalog|swedish|norwegian|danish|finnish|irish|scottish|welsh)(?![\p{L}-])/gu,
      (word: string) => `${word.charAt(0).toUpperCase()}${word.slice(1)}`,
    )
    .replace(/(?<=\p{Ll},?\s)(And|Or|But)(?=\s\p{Ll})/gu, (word: string) => word.toLowerCase())
    .replace(/\b(for|of|with|including|include|includes|such as):\s+(?=\p{Ll})(?=[^.]*,)(?![^.]*\bI\b)/gu, '$1 ');
}

/** Sentences written out recently. Bounded like every memo of the engine (text-memo.ts). */
const writtenOut = new TextMemo<string>({ entries: 4000, characters: 400_000 });

function writeOut(sentence: string): string {
  return (
    sentence
      // "$410K/FY": a sum a fiscal year.
      .replace(/(?<=\d[kKmM]?)\/FY\b/gu, ' per fiscal year')
      // "3 days/wk", "£9k/month": a rate.
      .replace(/(?<=\d\s*\p{L}*)\/(wk|week|mth|month|yr|year)\b(?:\.(?!$))?/gu, (_match, unit: string) => {
        const full = unitsAfterCount.get(unit.toLowerCase())?.[0] ?? unit.toLowerCase();
        return ` a ${full}`;
      })
      // "5 yrs", "6 wks": a count; "12hr shifts", "3 yr contract": a measure before its noun.
      .replace(
        /(?<![/\p{L}\d.])(\d+(?:\.\d+)?)(\+?)\s*(yrs?|mths?|wks?|hrs?|mins?)(?![\p{L}\d])/gu,
        (match, count: string, plus: string, unit: string, offset: number, whole: string) => {
          const forms = unitsAfterCount.get(unit);
          if (!forms) return match;
          // ("5 h 10 min -> 1 h 40 min": a figure of hours and minutes, which the arrow below reads whole.)
          if (
            unit.startsWith('min') &&
            (/\d\s*h\s+$/u.test(whole.slice(0, offset)) || /^\s*(?:->|→|=>)/u.test(whole.slice(offset + match.length)))
          )
            return match;
          // ("12hr shifts": a measure before its noun; "from 3 hr to 45 min.": a count, its noun the unit.)
          const nounAfter = /^\s+(?!(?:to|and|or|of|per|a|an|the|in|on|at|for|with|from|by|each|every)\b)\p{Ll}/u.test(
            whole.slice(offset + match.length),
          );
          if (!unit.endsWith('s') && Number(count) !== 1 && nounAfter) return `${count}${plus}-${forms[0]}`;
          return `${count}${plus} ${Number(count) === 1 && plus === '' ? forms[0] : forms[1]}`;
        },
      )
      // "load calcs (checked by JM)": whose initials signed the work off is a note for the person's own records.
      .replace(/\s*\((?:checked|signed off|approved|reviewed|supervised)\s+by\s+[A-Z]{2,3}\)/gu, '')
      // "runtime 5 h 10 min -> 1 h 40 min": an arrow between two figures is the measure's move.
      // ("cut p99 latency from 4.2s → 650ms": after "from", the move is said already; "from 4.2s to 650ms".)
      .replace(/\bfrom\s+(\S+)\s*(?:->|→|=>)\s*(?=\S)/gu, 'from $1 to ')
      .replace(arrowBetweenFigures, ' went from $1 to $2')
      // "a 240-pers company": a count of people, said in full.
      .replace(/(\d)-pers\b(?!\.)/gu, '$1-person')
      // "( CSAT score 7/7 )": a bracket holds its words without spaces.
      .replace(/\(\s+/gu, '(')
      .replace(/\s+\)/gu, ')')
      // "comp decisions w/ manager on duty", "w/o supervision".
      .replace(/(?<![\p{L}/])w\/o(?=\s)/gu, 'without')
      .replace(/(?<![\p{L}/])w\/(?=\s)/gu, 'with')
      // "c.140 loads a night", "~£9k a month": about so many.
      .replace(/(?<![\p{L}\p{N}.])c\.\s?(?=[£$€]?\d)/gu, 'about ')
      .replace(/(?<![\p{L}\p{N}])~\s?(?=[£$€]?\d)/gu, 'about ')
      .replace(
        /(?<![\p{L}\p{N}])(\p{L}+)(?!\p{L})(\.?)/gu,
        (match, word: string, point: string, offset: number, written: string) => {
          const opening = offset === 0;
          if (!/^\p{Ll}+$/u.test(word) && !(opening && /^\p{Lu}\p{Ll}+$/u.test(word))) return match;
          const lower = word.toLowerCase();
          const mended = misspellings.get(lower);
          if (mended) return `${inCaseOf(word, mended)}${point}`;
          const full =
            shorthand.get(lower) ?? (lower === 'pts' && aboutPatients.test(sentence) ? 'patients' : undefined);
          if (!full) return match;
          // The abbreviation's point goes with it ("approx. 60"), unless it is also the sentence's full stop.
          const endsSentence = offset + match.length === written.length;
          return `${inCaseOf(word, full)}${endsSentence ? point : ''}`;
        },
      )
      // "eligibility & benefits", "care plans & risk assessments", "Availity + payer portals": "and" between words
      // of a sentence; "Sutton & Rowe", "Health & Social Care" and "R&D" are names, written as their owners write them.
      .replace(/(?<=(\p{L}+))\s+[&+]\s+(?=(\p{L}+))/gu, (match, before: string, after: string) =>
        /^\p{Ll}/u.test(before) || /^\p{Ll}/u.test(after) ? ' and ' : match,
      )
  );
}
