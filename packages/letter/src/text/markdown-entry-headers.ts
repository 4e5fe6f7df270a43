// "### Hanse Orga GmbH, Hamburg" / "11/2015 – 01/2018" / "**Event Managerin im Marketing**": a markdown CV that heads
// each job (or each degree) with its employer (or its degree), its dates on the line under and its post (or its school)
// in bold. Cleaned of its marks, the employer's line was read as the last line of the job above and the post split at
// its comma into an employer; the checker, reading the same lines its own way, paired a degree with the next block's
// school. Where two such blocks or more stand, each is written as one header line, "post | employer | dates", which both
// readers know; what follows a comma inside the post stands in brackets there, never read as another field.

import { month } from './join-scattered-fields.ts';

const date = String.raw`(?:(?:0?[1-9]|1[0-2])[/.](?:19|20)\d{2}|(?:19|20)\d{2}|${month}\s+(?:19|20)\d{2})`;

/** "11/2015 – 01/2018", "09/2013 – 08/2015", "02/2018 - Heute", "May 2019 to Present": a range alone on its line. */
const dateRange = new RegExp(
  String.raw`^${date}\s*(?:[-–—]|to|bis|until)\s*(?:${date}|present|current|now|today|heute|aktuell|actualidad|presente|aujourd['’]hui)$`,
  'iu',
);

/** A block's heading, its dates under it (blank lines between allowed), and its bold line. */
const entryBlock =
  /^#{2,4}[ \t]+([^\n#]{2,100}?)[ \t]*\r?\n(?:[ \t]*\r?\n)*[ \t]*([^\n*]{4,40}?)[ \t]*\r?\n[ \t]*\*\*([^*\n]{2,100})\*\*[ \t]*$/gmu;

/** "Projektassistenz für Regionalmarketing, Tourismus, Wirtschaftsförderung" → "... (Tourismus, Wirtschaftsförderung)". */
function withoutCommas(post: string): string {
  const [first, ...rest] = post.split(/,\s+/u);
  return rest.length === 0 || post.includes('(') ? post : `${first ?? post} (${rest.join(', ')})`;
}

/**
 * "### Interim Head, Population Health & Data Analysis" / "**NHS Norfolk & Waveney ICB** | May–Nov 2025 | Norwich": the
 * other way round, the post as the heading and the employer in bold on the line under it, its dates and town after bars.
 */
const postOverEmployer =
  /^#{2,4}[ \t]+([^\n#]{2,100}?)[ \t]*\r?\n(?:[ \t]*\r?\n)*[ \t]*\*\*([^*\n]{2,100})\*\*[ \t]*((?:\|[^|\n]{1,60}){1,3})$/gmu;

/** The dates among a bold employer's bar-separated parts ("| May–Nov 2025 | Norwich, England"). */
function datesOf(parts: string): string | undefined {
  return parts
    .split('|')
    .map((part) => part.trim())
    .find((part) => /(?:19|20)\d{2}/u.test(part) && part.split(/\s+/u).length <= 8);
}

/**
 * "* **Foundation Year 2 Doctor**" / "  * General Practice, Geriatrics, Paediatric Surgery" / "  * UHBW NHS Foundation
 * Trust" / "  * August 2023 - August 2024": a list whose bold item is the post and whose items under it are its fields,
 * the employer last before the dates. Cleaned of its marks, every field became a line of work and no job was read.
 */
const boldItemWithFields =
  /^[ \t]{0,1}[*-][ \t]+\*\*([^*\n]{2,100})\*\*[ \t]*\r?\n((?:[ \t]{2,}[*-][ \t]+[^\n]+\r?\n?){2,8})/gmu;

/** The post's header line and its lines of work, from its bold item and the items under it; undefined if no dates. */
function fieldsAsHeader(post: string, items: string): string | undefined {
  const fields = items
    .split(/\r?\n/u)
    .map((line) => line.replace(/^[ \t]+[*-][ \t]+/u, '').trim())
    .filter((line) => line !== '');
  const datesAt = fields.findIndex((field) => dateRange.test(field.replace(/\*/gu, '').trim()));
  // (The fields before the dates are the post's: an employer, and a note before it ("General Practice, Geriatrics").)
  if (datesAt < 1 || datesAt > 2) return undefined;
  const before = fields.slice(0, datesAt).map((field) => field.replace(/\*/gu, '').trim());
  if (before.some((field) => field.split(/\s+/u).length > 10)) return undefined;
  const employer = before[before.length - 1] ?? '';
  const note = before.length === 2 ? ` (${before[0] ?? ''})` : '';
  const work = fields.slice(datesAt + 1).map((field) => `- ${field}`);
  return [`${post.trim()}${note} | ${employer} | ${fields[datesAt]?.replace(/\*/gu, '').trim() ?? ''}`, ...work].join(
    '\n',
  );
}

/**
 * "* **2021.01 – present**" / "   **Arup** (Toronto, ON, Canada) **Structural engineer intern**,": a Markdown CV (the
 * academic site template's) whose item is the dates in bold, with the employer, its place in brackets and the post in
 * bold on the line under. Cleaned of its marks, the bulleted dates opened no job and every job ran into the first.
 */
// ("**McGill Bridge Building Team** (Montreal, QC, Canada) Designer/Vice President,": the post may stand unbolded.)
const datedItemOverEmployer =
  /^[ \t]*[*-][ \t]+\*\*([^*\n]{4,40})\*\*[ \t]*\r?\n[ \t]+\*\*([^*\n]{2,80})\*\*[ \t]*(?:\(([^)\n]{2,60})\))?[ \t]*(?:\*\*([^*\n]{2,80})\*\*|(\p{Lu}[^*\n,()]{2,60}))?[ \t]*,?[ \t]*$/gmu;

/** The header line of a dated item over its employer and post; undefined where the bold item holds no years. */
function datedItemAsHeader(dates: string, employer: string, place?: string, post?: string): string | undefined {
  if (!/(?:19|20)\d{2}/u.test(dates) || dates.trim().split(/\s+/u).length > 6) return undefined;
  const where = place?.trim();
  // (Without a post, the bold name is the work itself, a research project, with where it was done.)
  if (post === undefined || post.trim() === '')
    return `${employer.trim()}${where ? ` (${where})` : ''} | ${dates.trim()}`;
  return [post.trim().replace(/,$/u, ''), employer.trim(), where, dates.trim()]
    .filter((part) => part !== undefined && part !== '')
    .join(' | ');
}

/** The text with each markdown entry block written as one header line, where two such blocks or more stand. */
export function withMarkdownEntryHeaders(text: string): string {
  if (!text.includes('**')) return text;
  let written = text;
  const datedItems = [...written.matchAll(datedItemOverEmployer)].filter(
    (match) => datedItemAsHeader(match[1] ?? '', match[2] ?? '', match[3], match[4] ?? match[5]) !== undefined,
  );
  if (datedItems.length >= 2)
    written = written.replace(
      datedItemOverEmployer,
      (
        whole,
        dates: string,
        employer: string,
        place: string | undefined,
        boldPost: string | undefined,
        post: string | undefined,
      ) => datedItemAsHeader(dates, employer, place, boldPost ?? post) ?? whole,
    );
  const items = [...written.matchAll(boldItemWithFields)].filter(
    (match) => fieldsAsHeader(match[1] ?? '', match[2] ?? '') !== undefined,
  );
  if (items.length >= 2)
    written = written.replace(
      boldItemWithFields,
      (whole, post: string, fields: string) =>
        `${fieldsAsHeader(post, fields) ?? whole.trimEnd()}${whole.endsWith('\n') ? '\n' : ''}`,
    );
  if (!written.includes('#')) return written;
  const headers = [...text.matchAll(entryBlock)].filter((match) => dateRange.test((match[2] ?? '').trim()));
  if (headers.length >= 2)
    written = written.replace(entryBlock, (whole, heading: string, dates: string, bold: string) =>
      dateRange.test(dates.trim()) ? `${withoutCommas(bold.trim())} | ${heading.trim()} | ${dates.trim()}` : whole,
    );
  const posts = [...written.matchAll(postOverEmployer)].filter((match) => datesOf(match[3] ?? '') !== undefined);
  if (posts.length >= 2)
    written = written.replace(postOverEmployer, (whole, heading: string, bold: string, parts: string) => {
      const dates = datesOf(parts);
      return dates === undefined ? whole : `${withoutCommas(heading.trim())} | ${bold.trim()} | ${dates}`;
    });
  return written;
}
