// German CVs (and others laid out as a table of dates) give an employer its whole time on one line and list the posts
// held there under it, each with its own dates: "09/2019 – heute | Hotel Lindenkai Hamburg, Restaurant „Kaimauer“" over
// "04/2022 – heute: Junior Sous-Chefin" and "09/2019 – 03/2022: Chef de Partie (Saucier)". Read line by line, the
// employer was a post without a title and each post an employer without one. Here each post is rewritten as the
// one-line header the role reader knows ("Title | Employer | Dates"), the employer's lines after the latest post.

import { findPeriod } from './read-periods.ts';

/** Whether `text` is a period and nothing more ("04/2022 – heute", "09/2019 – 03/2022"). */
function isDatesOnly(text: string): boolean {
  const period = findPeriod(text);
  return period !== undefined && period.index === 0 && text.trim().length <= period.length + 2;
}

/** "04/2022 – heute: Junior Sous-Chefin": a post's dates, a colon, then its title. */
function nestedPost(line: string): { dates: string; title: string } | undefined {
  const match = line.trim().match(/^([^:]{4,40}?):\s+(\p{Lu}[^:•|@]{1,80})$/u);
  // ("Aug 2022 - Mar 2024: Research Associate @ University of Cambridge": a post with its own employer.)
  if (!match?.[1] || !match[2] || /\s(?:at|bei|chez|en)\s/u.test(match[2])) return undefined;
  // The dates are all that stands before the colon.
  if (!isDatesOnly(match[1])) return undefined;
  return { dates: match[1].trim(), title: match[2].trim() };
}

/** "(ab 01/2018)", "(since 03/2021)": when a post named in the employer's time began. */
const promotedSince = /\s*\((?:ab|seit|since|from|depuis|desde)\s+(?:\d{1,2}[/.])?(?:19|20)\d{2}\)/iu;

/** "09/2019 – heute | Hotel Lindenkai Hamburg, Restaurant ...": an employer's whole time, then its name. */
function employerOverPosts(line: string): { dates: string; employer: string } | undefined {
  const match = line.trim().match(/^(.{4,40}?)\s+\|\s+(\p{Lu}[^|@]{1,120})$/u);
  // ("Mar 2025 - Present: | Race Against Dementia Fellow @ Mayo Clinic": a post's dates and the post, no employer's.)
  if (!match?.[1] || !match[2] || /:$/u.test(match[1]) || /\s(?:at|bei|chez)\s/u.test(match[2])) return undefined;
  if (!isDatesOnly(match[1])) return undefined;
  return { dates: match[1].trim(), employer: match[2].trim() };
}

/**
 * The section's lines with each post listed under its employer's dated line rewritten as a header of its own; any
 * other lines come back as they were.
 */
export function withPostsNestedUnderEmployer(lines: readonly string[]): string[] {
  const rewritten: string[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index] ?? '';
    const employer = employerOverPosts(line);
    const posts: { dates: string; title: string }[] = [];
    let next = index + 1;
    while (employer !== undefined && next < lines.length) {
      const post = nestedPost(lines[next] ?? '');
      if (post === undefined) break;
      posts.push(post);
      next += 1;
    }
    // Two posts at least: one dated line under an employer may as well be a note of the job's.
    if (employer === undefined || posts.length < 2) {
      rewritten.push(line);
      // "Demi Chef de Partie (ab 01/2018), davor Commis de Cuisine" under the employer's dated line: when the later
      // post began, in brackets; read as the job's period, it had made a job of 2017 to 2019 one held now.
      const title = lines[index + 1];
      if (employer !== undefined && title !== undefined && promotedSince.test(title)) {
        rewritten.push(title.replace(promotedSince, ''));
        index += 1;
      }
      continue;
    }
    // The employer's lines (up to a blank line) follow the latest post, which lists them first.
    let end = next;
    while (end < lines.length && (lines[end] ?? '').trim() !== '') end += 1;
    const [latest, ...earlier] = posts;
    if (latest !== undefined) rewritten.push(`${latest.title} | ${employer.employer} | ${latest.dates}`);
    rewritten.push(...lines.slice(next, end));
    for (const post of earlier) rewritten.push('', `${post.title} | ${employer.employer} | ${post.dates}`);
    index = end - 1;
  }
  return rewritten;
}
