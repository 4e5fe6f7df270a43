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

/**
 * "Kender primary school - New Cross - Early Years Practitioner", "Tesco - Croydon - Customer Delivery Driver": an
 * employer, its place and the post, parted by dashes or bars, the post last or first.
 */
function readThreePartHeader(line: string): Header | undefined {
  const parts = line
    .trim()
    .split(/\s+[-–—|]\s+/u)
    .map((part) => part.trim());
  if (parts.length !== 3 || parts.some((part) => part === '' || countSpaceSeparatedParts(part) > 8)) return undefined;
  const isPost = (part: string) =>
    looksLikeTitle(part) && readVerb(part.split(/\s+/u)[0]?.toLowerCase() ?? '') === undefined;
  const titleAt = isPost(parts[2] ?? '') ? 2 : isPost(parts[0] ?? '') ? 0 : -1;
  if (titleAt < 0) return undefined;
  const [first, second] = parts.filter((_, index) => index !== titleAt);
  if (first === undefined || second === undefined) return undefined;
  // The employer and its place, in either order: the place is the one that reads as one, else the second.
  const employer = looksLikePlace(first) && !looksLikePlace(second) ? second : first;
  if (looksLikeTitle(employer) || findPeriod(line) !== undefined || /[.!?:]$/u.test(line.trim())) return undefined;
  return { title: parts[titleAt] ?? '', employer };
}

/** The post and the employer a line names, when it names both and nothing else. */
function readHeader(line: string): Header | undefined {
  const threeParts = readThreePartHeader(line);
  if (threeParts) return threeParts;
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
  // Two jobs or more named by employer, place and post: the layout of the whole list, whatever lines each job has
  // (duties copied in the infinitive, "Cash Handling", none at all), each up to the next.
  const listed = lines.flatMap((line, index) => (readThreePartHeader(line) ? [index] : []));
  if (listed.length >= 2) return listed.flatMap((at, position) => rolesUnder(lines, at, listed[position + 1]));
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

/** The job a three-part header names, with the lines under it up to `end`. */
function rolesUnder(lines: readonly string[], at: number, end: number | undefined): ResumeRole[] {
  const header = readThreePartHeader(lines[at] ?? '');
  if (!header) return [];
  const body = lines
    .slice(at + 1, end)
    .map((line) => line.trim())
    .filter((line) => line !== '');
  return [
    {
      employer: header.employer,
      title: header.title,
      period: null,
      location: null,
      achievements: achievementsOf(body),
    },
  ];
}
