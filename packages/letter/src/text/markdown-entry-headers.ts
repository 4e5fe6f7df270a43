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
  String.raw`^${date}\s*(?:[-–—]|to|bis|until)\s*(?:${date}|present|current|now|today|heute|jetzt|aktuell|laufend|actualidad|presente|aujourd['’]hui)$`,
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

/**
 * "### KV-AUSBILDUNG" / "**Aug 2016 – Aug 2019 | HEKS | Zürich**": the post as the heading, and under it one bold line of
 * its dates, its employer and its town apart by bars. Read line by line, the post was the employer and the employer
 * ("HEKS") the post.
 */
const postOverDatedLine =
  /^#{2,4}[ \t]+([^\n#]{2,100}?)[ \t]*\r?\n(?:[ \t]*\r?\n)*[ \t]*\*\*([^*|\n]{4,40}?)[ \t]*\|[ \t]*([^*|\n]{2,80}?)[ \t]*(?:\|[ \t]*[^*|\n]{2,60}?[ \t]*)?\*\*[ \t]*$/gmu;

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
 * ("**McGill Bridge Building Team** (Montreal, QC, Canada) Designer/Vice President,": the post may stand unbolded.)
 */
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

/**
 * "* März 2018–Juli 2018: Praktikant im Bereich Supply-Chain-Management" / "  * Thüringische Weidmüller GmbH (TWG)": a
 * list whose item is the dates and the post after a colon, the employer the first item under it. Cleaned of its marks,
 * every line was a line of work and no job was read.
 */
const datedPostItemOverEmployer =
  /^[*-][ \t]+([^\n:]{3,40}?(?:19|20)\d{2})[ \t]*:[ \t]*([^\n]{2,100}?)[ \t]*\r?\n[ \t]{2,}[*-][ \t]+([^\n]{2,100}?)[ \t]*$/gmu;

/** The header line of a dated post over its employer; undefined where the item under it is no organisation's name. */
function datedPostAsHeader(dates: string, post: string, employer: string): string | undefined {
  if (dates.split(/\s+/u).length > 6 || employer.split(/\s+/u).length > 12 || /[:.!?]$/u.test(employer))
    return undefined;
  if (/\p{Ll}[.!?]\s/u.test(employer) || /^\p{Ll}/u.test(employer)) return undefined;
  // ("Thüringische Weidmüller GmbH (TWG) Fertigungsstandort für Steckverbinder": the name ends at its legal form.)
  const name = employer.replace(/^(.*?\b(?:GmbH|AG|KG|Ltd|Inc|LLC|SE|e\.\s?V\.)(?:\s*\([^()]*\))?)\s+\S.*$/u, '$1');
  return `${post} | ${name} | ${dates}`;
}

/**
 * Each match of a layout's `pattern` written as its header line, where two of its blocks or more are read as one: a
 * single match may be any bold line and its neighbours. `header` is given the match and its groups (the whole match
 * first) and answers undefined for a block it does not read, which stays as written.
 */
function withHeaderLines(
  text: string,
  pattern: RegExp,
  header: (groups: readonly (string | undefined)[]) => string | undefined,
): string {
  const read = [...text.matchAll(pattern)].filter((match) => header([...match]) !== undefined);
  if (read.length < 2) return text;
  return text.replace(pattern, (whole: string, ...rest: unknown[]) => {
    // (After the groups, a replacer is given the offset and the whole text, which are no groups.)
    const groups = [whole, ...rest.slice(0, -2).map((group) => (typeof group === 'string' ? group : undefined))];
    return header(groups) ?? whole;
  });
}

/** The text with each markdown entry block written as one header line, where two such blocks or more stand. */
export function withMarkdownEntryHeaders(text: string): string {
  const datedPosts = withHeaderLines(text, datedPostItemOverEmployer, ([, dates = '', post = '', employer = '']) =>
    datedPostAsHeader(dates.trim(), post.trim(), employer.trim()),
  );
  if (!datedPosts.includes('**')) return datedPosts;
  let written = withHeaderLines(datedPosts, datedItemOverEmployer, ([, dates, employer, place, boldPost, post]) =>
    datedItemAsHeader(dates ?? '', employer ?? '', place, boldPost ?? post),
  );
  written = withHeaderLines(written, boldItemWithFields, ([whole = '', post, fields]) => {
    const header = fieldsAsHeader(post ?? '', fields ?? '');
    return header === undefined ? undefined : `${header}${whole.endsWith('\n') ? '\n' : ''}`;
  });
  if (!written.includes('#')) return written;
  written = withHeaderLines(written, entryBlock, ([, heading = '', dates = '', bold = '']) =>
    dateRange.test(dates.trim()) ? `${withoutCommas(bold.trim())} | ${heading.trim()} | ${dates.trim()}` : undefined,
  );
  written = withHeaderLines(written, postOverEmployer, ([, heading = '', bold = '', parts = '']) => {
    const dates = datesOf(parts);
    return dates === undefined ? undefined : `${withoutCommas(heading.trim())} | ${bold.trim()} | ${dates}`;
  });
  // (The town is left out: "Buchs AG", "ZH / AG" name a town and its canton, whose "AG" the role reader took for a
  // company's legal form and the town for the employer.)
  return withHeaderLines(written, postOverDatedLine, ([, heading = '', dates = '', employer = '']) =>
    dateRange.test(dates.trim())
      ? `${withoutCommas(heading.trim())} | ${employer.trim()} | ${dates.trim()}`
      : undefined,
  );
}
