// A resume typed all in lower case ("dean harrow" / "fenmoor cold store ltd - warehouse operative" / "may 2021 -
// present") names nothing a reader of names can find: no candidate, no employer (a held-out letter went unsigned and
// named no workplace). Its short lines (the name, headings, employers, posts, dates, tickets) get the capitals a
// resume gives them; its sentences and lists of work keep the person's own words.

import { titleCaseFromCapitals } from '../text/letter-case.ts';
import { countSpaceSeparatedParts } from '../text/sentences.ts';
import { readVerb } from '../vocabulary/english-verbs.ts';

/** The resume with its short lines in title case, where nearly every line was typed in lower case; else as it is. */
export function withCapitalsOfLowerCaseResume(text: string): string {
  const lines = text.split('\n');
  const lettered = lines.filter((line) => /\p{L}{2}/u.test(line));
  const lowerCase = lettered.filter((line) => !/\p{Lu}/u.test(line));
  if (lettered.length < 5 || lowerCase.length < lettered.length * 0.7) return text;
  return lines.map(withCapitals).join('\n');
}

function withCapitals(line: string): string {
  if (/\p{Lu}/u.test(line) || !/\p{L}/u.test(line)) return line;
  // A sentence, a list, an address or a link: the person's words as typed.
  if (/[,.;!?@/]|https?:|www\./u.test(line) || countSpaceSeparatedParts(line) > 8) return line;
  // A line of work ("picking and packing orders", "- loading wagons"): a deed, never a name.
  const trimmed = line.trim();
  if (/^[-–—•*·▪]/u.test(trimmed)) return line;
  if (readVerb(trimmed.split(/\s+/u)[0] ?? '') !== undefined) return line;
  // ("picker packer (agency then perm)": the note in brackets keeps its words.)
  return line.replace(/\([^()]*\)|[^()]+/gu, (part) =>
    part.startsWith('(') || part.trim() === '' ? part : titleCaseFromCapitals(part.toUpperCase()),
  );
}
