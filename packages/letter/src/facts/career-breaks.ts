// A break from paid work, as a resume's own row states it: "Career break Feb 2025 - Nov 2026 - full time carer for my
// dad after his stroke. He is in supported living now so I am ready to get back to work full time.", "Career break |
// July 2019 – February 2022" over "Full-time parent (two children).". An ad that vets the years before ("5 years'
// checkable history ... (gaps must be explained)") or asks about a break wants it explained, and a letter whose last
// job ended long ago leaves a reader guessing without it (a held-out security officer's letter said nothing of the
// twenty months since his last post). The reason is told in the person's words, never rewritten.

import { findPeriod, removePeriod } from './read-periods.ts';

/** A break's dates as the resume writes them, its reason, and the person's own sentences about it. */
export type CareerBreak = {
  start: string | null;
  end: string | null;
  current: boolean;
  /** "full time carer for my dad after his stroke", "Full-time parent (two children)"; "" when none is given. */
  reason: string;
  /** The sentences after the reason ("He is in supported living now so I am ready to get back to work full time."). */
  notes: string[];
};

/** The label a break's row opens with. */
const breakLabel =
  /^\s*(?:[-–—•*·]\s*)?(?:career\s+break|career\s+gap|employment\s+gap|planned\s+career\s+break|sabbatical|family\s+(?:leave|break)|carer['’]?s?\s+(?:leave|break))\b\s*[:|–—-]?\s*/iu;

/** The breaks the resume's lines state, each with the line below it when the row itself gives no reason. */
export function readCareerBreaks(lines: readonly string[]): CareerBreak[] {
  const breaks: CareerBreak[] = [];
  lines.forEach((line, index) => {
    const label = line.match(breakLabel);
    if (!label) return;
    const rest = line.slice(label[0].length);
    const period = findPeriod(rest);
    if (!period) return;
    let told = removePeriod(rest, period)
      .replace(/^[\s|:–—-]+/u, '')
      .trim();
    // ("Career break | July 2019 – February 2022" / "Full-time parent (two children). Kept up to date ...": the reason on
    // the line below, which is no row of its own.)
    // (A line below with a range of dates is the next row: "Bookkeeper | ... | March 2022 – present".)
    const below = lines[index + 1]?.trim() ?? '';
    const belowPeriod = findPeriod(below);
    const belowIsRow = belowPeriod !== undefined && (belowPeriod.end !== null || belowPeriod.current);
    if (told === '' && below !== '' && !breakLabel.test(below) && !belowIsRow) told = below;
    const [reason = '', ...notes] = told.split(/(?<=[.!?])\s+(?=\p{Lu})/u);
    breaks.push({
      start: period.start,
      end: period.end,
      current: period.current,
      reason: reason.replace(/[.;\s]+$/u, ''),
      notes: notes.map((note) => note.trim()).filter((note) => note !== ''),
    });
  });
  return breaks;
}
