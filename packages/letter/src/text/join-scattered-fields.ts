// A resume builder's PDF, read as text by some extractors, gives each field of a job's header a line of its own, with a
// line of one space between them:
//
//   Night Warehouse Selector          05/2012             Lead Teacher
//
//   12/2016                           to                  Company Name
//                                     01/2015
//   to                                Team Leader         -
//   Current                                               City
//                                     Company Name
//   Company Name                                          ,
//                                     -                   State
//   –                                 City
//   City                                                  10/1992
//                                     ,
//   ,                                 State               -
//   State                                                 Current
//
// Read so, no line is a job's header and the job's lines are read as nobody's (a letter of 66 words, on a held-out
// resume). The fields are joined back into the lines other exports of the same builder give: "12/2016 to Current
// Company Name – City , State" (docs/decisions/0057-fields-scattered-over-lines.md).

/** An English month, in full or shortened, as a pattern's source (the layout repairs of text/ read dates with it). */
export const month = String.raw`(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sept?(?:ember)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)\.?`;

/** A date a range starts with: "12/2016", "2016", "February 2016". */
const rangeStart = new RegExp(
  String.raw`^(?:(?:0?[1-9]|1[0-2])\/(?:19|20)\d{2}|(?:19|20)\d{2}|${month}\s+(?:19|20)\d{2})$`,
  'iu',
);

/** A date a range ends with, or the word for now. */
const rangeEnd = new RegExp(
  String.raw`^(?:(?:0?[1-9]|1[0-2])\/(?:19|20)\d{2}|(?:19|20)\d{2}|${month}\s+(?:19|20)\d{2}|current|present|now|today)$`,
  'iu',
);

/** The word or mark between a range's dates, alone on its line. */
const rangeWord = /^(?:to|until|till|[-–—])$/iu;

/**
 * A mark between two fields of a header ("Company Name", "-", "City", ",", "State"), alone on its line. (Not a bullet:
 * "•" alone on a line is a list's, before each of its items.)
 */
const fieldMark = /^[-–—|,]$/u;

/** A field of a header: a few words that end no sentence. */
function isField(line: string): boolean {
  return (
    line !== '' &&
    line.length <= 40 &&
    line.split(/\s+/u).length <= 4 &&
    !/[.:;]$/u.test(line) &&
    !fieldMark.test(line) &&
    !rangeWord.test(line)
  );
}

/** The index of the first line from `from` that is not blank, looking at most `reach` lines ahead. */
function nextWritten(lines: readonly string[], from: number, reach = 2): number | undefined {
  for (let index = from; index < lines.length && index < from + reach; index += 1)
    if ((lines[index] ?? '').trim() !== '') return index;
  return undefined;
}

type Joined = { text: string; next: number };

/** "12/2016", "to", "Current" from `start` on: the range on one line, or undefined. */
function joinRange(lines: readonly string[], start: number): Joined | undefined {
  const first = (lines[start] ?? '').trim();
  if (!rangeStart.test(first)) return undefined;
  const word = nextWritten(lines, start + 1);
  if (word === undefined || !rangeWord.test((lines[word] ?? '').trim())) return undefined;
  const last = nextWritten(lines, word + 1);
  if (last === undefined || !rangeEnd.test((lines[last] ?? '').trim())) return undefined;
  return { text: `${first} ${(lines[word] ?? '').trim()} ${(lines[last] ?? '').trim()}`, next: last + 1 };
}

/** "Company Name", "-", "City", ",", "State" from `start` on: the fields on one line, or undefined. */
function joinFields(lines: readonly string[], start: number): Joined | undefined {
  const first = (lines[start] ?? '').trim();
  if (!isField(first)) return undefined;
  const parts = [first];
  let end = start;
  for (;;) {
    const mark = nextWritten(lines, end + 1);
    if (mark === undefined || !fieldMark.test((lines[mark] ?? '').trim())) break;
    const field = nextWritten(lines, mark + 1);
    if (field === undefined || !isField((lines[field] ?? '').trim())) break;
    parts.push((lines[mark] ?? '').trim(), (lines[field] ?? '').trim());
    end = field;
  }
  // ("City", ",", "State": a comma among the marks, as in every place the builder prints; dashes alone on their lines
  // may be a list's.)
  return parts.length >= 3 && parts.includes(',') ? { text: parts.join(' '), next: end + 1 } : undefined;
}

/**
 * The text with a job header's fields, scattered one to a line, joined back into header lines; the blank lines between
 * them, and around the header they make, go with them. Text with no such fields comes back as it was: at least two
 * scattered headers must be there, so one address ("London", ",", "UK") is never taken for a layout.
 */
export function joinScatteredFields(text: string): string {
  // (Every header joined has a range word or a mark alone on its line: a text without one, as most are, is not read
  // line by line at all.)
  if (!/\n[ \t]*(?:to|until|till|[-–—|,])[ \t]*\n/iu.test(text)) return text;
  const lines = text.split('\n');
  const joined: string[] = [];
  let headers = 0;
  let index = 0;
  // A blank line right after a joined header is one of the layout's, not a paragraph's end.
  let afterHeader = false;
  while (index < lines.length) {
    const line = lines[index] ?? '';
    if (afterHeader && line.trim() === '') {
      index += 1;
      continue;
    }
    const range = joinRange(lines, index);
    const fields = range ? undefined : joinFields(lines, index);
    const found = range ?? fields;
    if (!found) {
      joined.push(line);
      afterHeader = false;
      index += 1;
      continue;
    }
    headers += 1;
    let header = found.text;
    let next = found.next;
    // "12/2016 to Current" and "Company Name – City , State" below it are one header line, as the builder's other
    // exports print them.
    const below = range ? nextWritten(lines, next) : undefined;
    const fieldsBelow = below === undefined ? undefined : joinFields(lines, below);
    if (fieldsBelow) {
      header = `${header} ${fieldsBelow.text}`;
      next = fieldsBelow.next;
    }
    // The blank line between the post above and its header goes too ("Lead Teacher", "", "Company Name").
    const previous = joined.at(-1);
    if (previous !== undefined && previous.trim() === '' && (joined.at(-2) ?? '').trim() !== '') joined.pop();
    joined.push(header);
    afterHeader = true;
    index = next;
  }
  return headers >= 2 ? joined.join('\n') : text;
}
