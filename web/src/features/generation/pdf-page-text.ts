// A PDF page's text pieces (pdf.js `getTextContent`) as lines a person would paste. Two-column resume templates draw
// their rows across both columns ("SKILLS" beside "EXPERIENCE", "GA4 & Looker Studio" beside "• Own email & SMS
// programme"): joined by height alone, each line would hold a sidebar item glued to a sentence of the work history, and
// the reader would take "GA4 & Looker Studio" for an employer. Such a page is written column by column instead, the
// left one first (docs/decisions/0042-two-column-pdf-resumes.md).

/** The part of a pdf.js text item this reads. */
export type TextPiece = { str: string; hasEOL: boolean; transform: number[]; width: number; height: number };

export function isTextPiece(item: unknown): item is TextPiece {
  return (
    typeof item === 'object' &&
    item !== null &&
    'str' in item &&
    'hasEOL' in item &&
    'transform' in item &&
    'width' in item &&
    'height' in item
  );
}

type Piece = { text: string; x: number; end: number };
type Line = { y: number; height: number; pieces: Piece[] };

/** Points between a column's text and the next column: wider than any gap between words of one line. */
const minimumGutter = 12;
/** How far apart the starts of one column's lines may be and still be one column (points). */
const alignment = 2;
/** Rows with text starting at one place after a gutter before the page counts as two columns. */
const minimumColumnRows = 3;

/**
 * The page's pieces joined in lines, as pdf.js orders them: a new line where a piece ends its line or the text moves
 * down by half a line, and a blank line where the gap between two lines is wider than usual (between sections).
 */
function joinInOrder(items: readonly unknown[]): string {
  let text = '';
  let lastY: number | undefined;
  let lastHeight = 0;
  for (const item of items) {
    if (!isTextPiece(item)) continue;
    const y = item.transform[5] ?? 0;
    if (lastY !== undefined && !text.endsWith('\n') && Math.abs(y - lastY) > Math.max(item.height, 1) * 0.5) {
      text += '\n';
    }
    if (lastY !== undefined && text.endsWith('\n') && lastY - y > Math.max(lastHeight, item.height, 1) * 1.8) {
      text += '\n';
    }
    text += item.str;
    if (item.hasEOL) text += '\n';
    if (item.str !== '') {
      lastY = y;
      lastHeight = item.height;
    }
  }
  return text;
}

/** The same lines with where each piece stands, for finding columns. */
function readLines(items: readonly unknown[]): Line[] {
  const lines: Line[] = [];
  let current: Line | undefined;
  let lastY: number | undefined;
  for (const item of items) {
    if (!isTextPiece(item)) continue;
    const y = item.transform[5] ?? 0;
    const x = item.transform[4] ?? 0;
    const movedDown = lastY !== undefined && Math.abs(y - lastY) > Math.max(item.height, 1) * 0.5;
    if (!current || movedDown) {
      current = { y, height: item.height, pieces: [] };
      lines.push(current);
    }
    current.pieces.push({ text: item.str, x, end: x + item.width });
    if (item.str !== '') {
      lastY = y;
      current.height = Math.max(current.height, item.height);
    }
    if (item.hasEOL) current = undefined;
  }
  return lines.filter((line) => line.pieces.some((piece) => piece.text.trim() !== ''));
}

/** Pieces that hold text: pdf.js fills the space between two columns with a piece of spaces. */
function visible(line: Line): Piece[] {
  return line.pieces.filter((piece) => piece.text.trim() !== '');
}

/** Where text starts after a gutter on this line, if it does. */
function startsAfterGutter(line: Line): number[] {
  const pieces = visible(line);
  const starts: number[] = [];
  for (let index = 1; index < pieces.length; index += 1) {
    const previous = pieces[index - 1];
    const piece = pieces[index];
    if (previous && piece && piece.x - previous.end >= Math.max(minimumGutter, line.height * 1.5)) starts.push(piece.x);
  }
  return starts;
}

/**
 * The x at which the page's second column starts, when it has two: text starts there after a gutter on several rows,
 * and from the first such row down no text crosses it. A one-column page with its dates set to the right ("Warehouse
 * Operative, Acme Ltd ... 2019 – 2022") has lines of prose that cross any such place, and stays as it is.
 */
function findColumnStart(lines: readonly Line[]): number | undefined {
  const counts = new Map<number, number>();
  for (const line of lines)
    for (const start of startsAfterGutter(line)) {
      const known = [...counts.keys()].find((x) => Math.abs(x - start) <= alignment);
      counts.set(known ?? start, (counts.get(known ?? start) ?? 0) + 1);
    }
  const [columnStart, rows] = [...counts.entries()].sort((left, right) => right[1] - left[1])[0] ?? [];
  if (columnStart === undefined || rows === undefined || rows < minimumColumnRows) return undefined;
  const first = lines.findIndex((line) =>
    startsAfterGutter(line).some((start) => Math.abs(start - columnStart) <= alignment),
  );
  // Dates set to the right of a one-column page ("Warehouse Operative, Acme Ltd ... 2019 – 2022"), above short lines
  // that never reach them, are no column: the dates belong with the posts beside them.
  const rightTexts = lines
    .slice(first)
    .map((line) => lineText(line.pieces.filter((piece) => piece.x >= columnStart - alignment)))
    .filter((text) => text !== '');
  const dates = rightTexts.filter((text) => text.length <= 25 && /\b(?:19|20)\d{2}\b|\bpresent\b/iu.test(text));
  if (dates.length * 2 >= rightTexts.length) return undefined;
  const crosses = lines
    .slice(first)
    .some((line) =>
      visible(line).some((piece) => piece.x < columnStart - alignment && piece.end > columnStart + alignment),
    );
  return crosses ? undefined : columnStart;
}

function lineText(pieces: readonly Piece[]): string {
  return pieces
    .map((piece) => piece.text)
    .join('')
    .trim();
}

/** One column's lines, with a blank line where its text moves down further than a line. */
function writeColumn(rows: readonly { y: number; height: number; text: string }[]): string[] {
  const written: string[] = [];
  let previous: { y: number; height: number } | undefined;
  for (const row of rows) {
    if (row.text === '') continue;
    if (previous && previous.y - row.y > Math.max(previous.height, row.height, 1) * 1.8) written.push('');
    written.push(row.text);
    previous = row;
  }
  return written;
}

/** A page's text: its lines in reading order, a column at a time when the page is laid out in two. */
export function joinPage(items: readonly unknown[]): string {
  const lines = readLines(items);
  const columnStart = findColumnStart(lines);
  if (columnStart === undefined) return joinInOrder(items);
  // The lines above the columns (the name and headline across the page) come first, then each column whole.
  const first = Math.max(
    0,
    lines.findIndex((line) => visible(line).some((piece) => piece.end > columnStart - alignment)),
  );
  const side = (inColumn: (piece: Piece) => boolean) =>
    lines
      .slice(first)
      .map((line) => ({ y: line.y, height: line.height, text: lineText(line.pieces.filter(inColumn)) }));
  return [
    ...writeColumn(
      lines.slice(0, first).map((line) => ({ y: line.y, height: line.height, text: lineText(line.pieces) })),
    ),
    '',
    ...writeColumn(side((piece) => piece.x < columnStart - alignment)),
    '',
    ...writeColumn(side((piece) => piece.x >= columnStart - alignment)),
  ]
    .join('\n')
    .replace(/^\n+/u, '');
}
