// A two-column page copied in a PDF reader's layout mode: each line holds a row of both columns, the right one starting
// at the same character on every line ("Name: Jonas Weißenfels                    seit 03/2022    Chef de Partie"),
// and a line of the right column alone starts with the spaces up to it. Read across, the side column's contacts,
// languages and licences ran into the jobs beside them, and a label column's reader took the side column's headings
// ("Sprachen") for the headings of the jobs beside them: a chef's second job was lost. Written one column after the
// other, each column keeping its own blank lines, each reads as it was set. The resume's reader parts such a page
// before anything else reads it (read-resume-facts.ts); `splitColumns` (clean-document.ts) reads the pages whose right
// column is found by its gaps alone, later. (interleaved-columns.ts reads the other copy of such a page, whose rows
// alternate between the columns line by line.) docs/decisions/0042-two-column-pdf-resumes.md says why two readers.

import { hasMojibake, repairMojibake } from './repair-text.ts';

/** Where the right column may start: past a side column's width, never a table's date column ("08/2013 – 07/2016"). */
const minimumColumnStart = 30;

/** Where a line's text resumes after a gap of two spaces or more, each place past the minimum. */
function gapEnds(line: string): number[] {
  const ends: number[] = [];
  const gap = / {2,}(?=\S)/gu;
  for (let match = gap.exec(line); match !== null; match = gap.exec(line)) {
    const end = match.index + match[0].length;
    if (end >= minimumColumnStart) ends.push(end);
  }
  return ends;
}

/** The character the right column starts at, where enough lines part there; undefined otherwise. */
function findColumnStart(lines: readonly string[]): number | undefined {
  const counts = new Map<number, number>();
  for (const line of lines) for (const end of new Set(gapEnds(line))) counts.set(end, (counts.get(end) ?? 0) + 1);
  const [start, count] = [...counts.entries()].sort((left, right) => right[1] - left[1] || left[0] - right[0])[0] ?? [];
  if (start === undefined || count === undefined) return undefined;
  // (Six rows at least, and a fifth of the page's written lines: a few aligned gaps are a table, not a page's column.)
  const written = lines.filter((line) => line.trim() !== '').length;
  return count >= 6 && count * 5 >= written ? start : undefined;
}

/**
 * How far a row's right part may stand from the column: a page typed or exported with its columns a character or two
 * out of line ("Service – exam scheduled Feb 2027       pumps, split systems" two characters past the column its
 * other rows start at) is still two columns.
 */
const columnTolerance = 3;

/** A row parted at the column: its left part and its right part, either of which may be empty. */
function partRow(line: string, start: number): { left: string; right: string } | undefined {
  if (line.trim() === '') return { left: '', right: '' };
  if (line.length <= start - columnTolerance) return { left: line.trimEnd(), right: '' };
  // (The left part ends in two spaces or is all spaces, and the right part starts at the column, or near it.)
  for (const offset of [0, -1, 1, -2, 2, -3, 3]) {
    const at = start + offset;
    const before = line.slice(0, at);
    if (/\S/u.test(line.charAt(at)) && (before.trim() === '' || / {2}$/u.test(before)))
      return { left: before.trimEnd(), right: line.slice(at).trim() };
  }
  if (line.length <= start) return { left: line.trimEnd(), right: '' };
  return undefined;
}

/** A column's parts in order, each run of blank lines one, none at its end. */
function columnLines(parts: readonly string[]): string[] {
  const kept = parts.filter((part, index) => part !== '' || parts[index - 1] !== '');
  while (kept.at(-1) === '') kept.pop();
  return kept;
}

/** The text with a page's two columns set side by side written one after the other; as it stands otherwise. */
export function withSideBySideColumnsApart(text: string): string {
  // (Most texts have no run of spaces at all: the cheap test first.)
  if (!/\S {3,}\S/u.test(text)) return text;
  // (Measured on the text as it was written: "â€“" is one character, "–", in the columns a PDF reader laid out, three
  // once its UTF-8 was read as Windows-1252, which moves the rest of its row out of line.)
  const lines = (hasMojibake(text) ? repairMojibake(text) : text).split(/\r\n|\r|\n/u);
  const start = findColumnStart(lines);
  if (start === undefined) return text;
  const rows = lines.map((line) => partRow(line, start));
  const parted = rows.flatMap((row, index) => (row !== undefined && row.right !== '' ? [index] : []));
  const first = parted[0];
  const last = parted.at(-1);
  if (first === undefined || last === undefined) return text;
  // The columns run from the first row with a right part to the last; a line that does not part at the column (a
  // full-width line) ends them there. The side column may run on below the last row beside it, up to its next blank
  // line ("Führerschein Klasse B").
  let end = first;
  while (end <= last && rows[end] !== undefined) end += 1;
  if (end > last)
    while (end < lines.length && (lines[end] ?? '').trim() !== '' && (lines[end] ?? '').length < start) end += 1;
  const region = rows.slice(first, end).filter((row): row is { left: string; right: string } => row !== undefined);
  // (A left column of periods is a table's dates, and one of a word or two beside each block a German CV's labels
  // ("Berufserfahrung"), never a page's side column, which holds contacts, lists and sentences.)
  const sideContent = region.filter(
    (row) => row.right !== '' && row.left !== '' && (/[\d@:]/u.test(row.left) || row.left.split(/\s+/u).length >= 4),
  ).length;
  const periods = region.filter((row) =>
    /^(?:seit\s+|since\s+|desde\s+)?[\d./–-]{4,}(?:\s*[–-]\s*[\d./]{4,})?$/iu.test(row.left),
  ).length;
  if (sideContent < 5 || periods * 2 > region.filter((row) => row.left !== '').length) return text;
  const left = columnLines(region.map((row) => row.left));
  const right = columnLines(region.map((row) => row.right));
  return [...lines.slice(0, first), ...left, '', ...right, ...lines.slice(end)].join('\n');
}
