import type { ResumeRole } from '@cover-letter/shared/fact-sheet-schema';
import { countSpaceSeparatedParts } from '../text/sentences.ts';
import { readVerb } from '../vocabulary/english-verbs.ts';
import { looksLikeTitle } from '../vocabulary/occupations.ts';
import { looksLikePlace } from '../vocabulary/places-and-organisations.ts';
import { findPeriod } from './read-periods.ts';
import { achievementsOf } from './read-roles.ts';

// A personal site's resume page often gives its jobs with no dates at all: "Graphic Layout Artist - Transcontinental
// Premedia" over the lines of what was done there, the next job's line after them. The role reader finds a job by its
// dates, so such a page gave no job, and the letter only the person's summary. A post and an employer joined by a dash
// or a bar, over lines that open with what the person did, are read as a job here, undated.

/** "Graphic Designer - St. Joseph Communications", "Barista | Blue Door Coffee", "Line Cook at The Salt House". */
const postAndEmployer = /^(.{2,60}?)\s+(?:[-–—|]|at)\s+(\p{Lu}.{1,80})$/u;

type Header = { title: string; employer: string };

/** The post and the employer a line names, when it names both and nothing else. */
function readHeader(line: string): Header | undefined {
  const found = line.trim().match(postAndEmployer);
  const title = found?.[1]?.trim();
  const employer = found?.[2]?.trim();
  if (!title || !employer) return undefined;
  // (A line of what was done, "Designed - and printed - the catalogue", is no header.)
  if (!looksLikeTitle(title) || readVerb(title.split(/\s+/u)[0]?.toLowerCase() ?? '') !== undefined) return undefined;
  // "Manager - Supervisor": two posts; "Designer - Toronto": a post and its town; "... - 2019": a date.
  if (
    looksLikeTitle(employer) ||
    looksLikePlace(employer) ||
    findPeriod(employer) !== undefined ||
    countSpaceSeparatedParts(employer) > 8 ||
    /[.!?:]$/u.test(employer)
  )
    return undefined;
  return { title, employer };
}

/** "Assembled retail pages for print", "Manage page layouts": a line that opens with what the person did. */
function opensWithDeed(line: string): boolean {
  const first = line
    .trim()
    .replace(/^[^\p{L}]+/u, '')
    .split(/\s+/u)[0];
  const verb = readVerb(first ?? '');
  return verb !== undefined && verb.form !== 'participle';
}

/**
 * The undated jobs of lines that hold no dated one: each a header naming its post and employer, over at least two
 * lines that open with a deed, up to the next header or a line that is no deed. Empty when any header lacks them.
 */
export function readUndatedPosts(lines: readonly string[]): ResumeRole[] {
  const roles: ResumeRole[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    const header = readHeader(lines[index] ?? '');
    if (!header) continue;
    const body: string[] = [];
    let next = index + 1;
    for (; next < lines.length; next += 1) {
      const line = lines[next] ?? '';
      if (line.trim() === '') continue;
      if (readHeader(line) !== undefined || !opensWithDeed(line)) break;
      body.push(line.trim());
    }
    if (body.length < 2) continue;
    roles.push({
      employer: header.employer,
      title: header.title,
      period: null,
      location: null,
      achievements: achievementsOf(body),
    });
    index = next - 1;
  }
  return roles;
}
