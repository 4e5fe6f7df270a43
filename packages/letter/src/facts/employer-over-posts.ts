import type { ResumeRole } from '@cover-letter/shared/fact-sheet-schema';
import { countSpaceSeparatedParts } from '../text/sentences.ts';
import { readVerb } from '../vocabulary/english-verbs.ts';
import { looksLikeTitle } from '../vocabulary/occupations.ts';
import { findPeriod, removePeriod, yearIn, type FoundPeriod } from './read-periods.ts';
import { achievementsOf } from './read-roles.ts';

// "Verizon Wireless 2010 to Present" over "Global Enterprise Advisor 2014 to Present", "Consumer Customer Service 2011 to
// 2012" and the other posts held there, each with its own years and its lines: one employer's posts, dated within its
// years. The role reader took the employer's line for nothing, the first post's first word for its employer ("Enterprise
// Advisor at Global"), and the posts whose names hold no word of a trade for lines of work. Each post is written as the
// job at that employer here, and the rest of the lines are left to the role reader.

/** The first year a period names. */
function startYear(period: FoundPeriod): number | undefined {
  return yearIn(period.start);
}

/** "Consumer Customer Service 2011 to 2012": a short name in capitals, its years at the end of the line. */
function readDatedName(line: string): { name: string; period: FoundPeriod } | undefined {
  const text = line.trim();
  const period = findPeriod(text);
  if (period === undefined || period.index === 0 || text.slice(period.index + period.length).trim() !== '') return;
  const name = removePeriod(text, period).replace(/[\s,|–—-]+$/u, '');
  if (
    countSpaceSeparatedParts(name) > 8 ||
    !/^\p{Lu}/u.test(name) ||
    /[.!?:;]$/u.test(name) ||
    readVerb(name.split(/\s+/u)[0]?.toLowerCase() ?? '') !== undefined
  )
    return undefined;
  return { name, period };
}

/**
 * The jobs of an employer's line over two or more posts dated within its years, each post a job at that employer with
 * the lines under it, and the lines left for the role reader (the block's lines blanked, so that positions hold).
 */
export function readEmployerOverPosts(lines: readonly string[]): { roles: ResumeRole[]; rest: string[] } {
  const rest = [...lines];
  const roles: ResumeRole[] = [];
  for (let index = 0; index < rest.length; index += 1) {
    const employer = readDatedName(rest[index] ?? '');
    // (An employer's name, never a post's: "Store Manager 2015 to 2019" over "Assistant Manager 2012 to 2015" is two
    // jobs.)
    if (!employer || looksLikeTitle(employer.name) || countSpaceSeparatedParts(employer.name) > 5) continue;
    const from = startYear(employer.period);
    if (from === undefined) continue;
    const next = rest.slice(index + 1).findIndex((line) => line.trim() !== '') + index + 1;
    const first = readDatedName(rest[next] ?? '');
    if (!first || (startYear(first.period) ?? 0) < from) continue;
    // The posts: each later line that is a dated name within the employer's years, up to the next employer's line
    // (a dated name over another) or one whose years begin earlier.
    const posts = [{ at: next, ...first }];
    let end = rest.length;
    for (let later = next + 1; later < rest.length; later += 1) {
      const post = readDatedName(rest[later] ?? '');
      if (!post) continue;
      const year = startYear(post.period);
      if (year === undefined || year < from || (!looksLikeTitle(post.name) && looksLikeEmployerLine(rest, later))) {
        end = later;
        break;
      }
      posts.push({ at: later, ...post });
    }
    if (posts.length < 2) continue;
    for (const [position, post] of posts.entries()) {
      const body = rest.slice(post.at + 1, posts[position + 1]?.at ?? end).filter((line) => line.trim() !== '');
      roles.push({
        employer: employer.name,
        title: post.name,
        period: { start: post.period.start, end: post.period.end, current: post.period.current },
        location: null,
        achievements: achievementsOf(body),
      });
    }
    for (let blank = index; blank < end; blank += 1) rest[blank] = '';
    index = end - 1;
  }
  return { roles, rest };
}

/** Whether the dated line at `index` heads posts of its own (the next employer's line). */
function looksLikeEmployerLine(lines: readonly string[], index: number): boolean {
  const after = lines.slice(index + 1).find((line) => line.trim() !== '');
  return after !== undefined && readDatedName(after) !== undefined;
}
