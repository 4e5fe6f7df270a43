// A two-column page (a sidebar of contacts, registration and skills beside the profile and experience) copied by a tool
// that writes it row by row gives its lines one of each column in turn:
//
//   GDC registered Dental Nurse with over three years chairside      ← right column
//   keeley.marsh02@outlook.com                                        ← left column
//   experience (including two years as a trainee) in a busy          ← right column
//
// Read in that order, a sentence of one column is broken by a line of the other, and a credential's status two lines
// below its name belongs to another line ("NEBDN Certificate in Dental" / "up to 30 patients a day" / "Radiography – in
// progress,"): a letter said "I hold the NEBDN Certificate in Dental" of a certificate in progress. Such a text is put
// back column by column before anything reads it. The upload path never makes it (web's PDF reader writes a two-column
// page column by column, docs/decisions/0042-two-column-pdf-resumes.md); a paste from another tool can.

/** A line left open: its bracket unclosed, or ending on a comma or a small word that a sentence never ends on. */
function isOpenLine(line: string): boolean {
  const text = line.trim();
  if (text === '') return false;
  const unclosed = (text.match(/\(/gu)?.length ?? 0) - (text.match(/\)/gu)?.length ?? 0);
  // (Small words in small letters only: "Mississauga, ON" ends on a province, not on "on".)
  // ("... chilled warehousing. I", "... to pass their", "IOSH Managing Safely –": a sentence's subject, a possessive or
  // a dash before what follows is as open as "and".)
  return (
    unclosed > 0 ||
    /(?:,|\s[–—-]|\s(?:and|or|of|in|to|for|with|the|a|an|my|our|on|at|by|from|as|including|their|his|her|its|I|we|who|which|that|than|into|per|while|whose|where|when|both|each|every|very|two|three|four|five|six|seven|eight|nine|ten))$/u.test(
      text,
    )
  );
}

/** Lines that start an item of their own: a bullet, a numbered point, an address. */
const itemStart = /^\s*(?:[•●▪■◦‣∙·*➢➤►✓✔–—-]\s|\d+[.)]\s)|^\s*(?:\S+@|https?:|www\.)/iu;

/** Whether `next` goes on with the open line `open`: it closes its bracket, or carries on its sentence. */
function carriesOn(open: string, next: string | undefined): boolean {
  if (next === undefined) return false;
  const text = next.trim();
  if (text === '' || itemStart.test(next)) return false;
  if (/\([^)]*$/u.test(open.trim())) return /^[^(]*\)/u.test(text);
  // After a small word ("... for Reception and" / "Year 1 children ..."), any word goes on; after a comma only a word
  // in small letters does (a capital after a comma starts the next item of a list as often as not). A heading in
  // capitals goes on with nothing.
  if (!/,$/u.test(open.trim())) return /^[\p{L}\d]/u.test(text) && !/^[\p{Lu}\s&/]+$/u.test(text);
  return /^\p{Ll}/u.test(text);
}

/** A section heading a column starts with: "CONTACT", "PROFILE", "Key Skills". */
function isHeadingLine(line: string | undefined): boolean {
  const text = line?.trim() ?? '';
  return (
    text.length >= 3 &&
    text.length <= 30 &&
    (/^[\p{Lu}][\p{Lu}\s&/]+$/u.test(text) || /^(?:\p{Lu}\p{Ll}+)(?:\s(?:&\s)?\p{Lu}\p{Ll}+){0,2}$/u.test(text))
  );
}

/** How often the text's open lines go on in the line after the next, not the next (the mark of two columns). */
function readInterleaving(lines: readonly string[]): { across: number[]; next: number[] } {
  const across: number[] = [];
  const next: number[] = [];
  for (const [index, line] of lines.entries()) {
    if (!isOpenLine(line)) continue;
    // ("... and up to" / "WMS: Blue Yonder," / "4 agency staff on the night shift": either line could go on with it;
    // the one in small letters or figures, two lines down, is the sentence's, the capital between them the other
    // column's.)
    const between = lines[index + 1] ?? '';
    const belowIt = lines[index + 2] ?? '';
    const rather =
      /^\s*\p{Lu}/u.test(between) &&
      /^\s*[\p{Ll}\d]/u.test(belowIt) &&
      carriesOn(line, belowIt) &&
      !itemStart.test(between);
    if (rather) across.push(index);
    else if (carriesOn(line, lines[index + 1])) next.push(index);
    else if ((lines[index + 1] ?? '').trim() !== '' && carriesOn(line, lines[index + 2])) across.push(index);
  }
  return { across, next };
}

/**
 * The text with two columns written one after the other when its lines alternate between them, as it stands otherwise.
 * Two columns are read only from many sentences and brackets that go on two lines down and few that go on in the next
 * line (five at least, twice as many): a one-column resume's open lines go on in the next line.
 */
export function withColumnsApart(text: string): string {
  // (Most texts have few open lines; the cheap count first.)
  if (!/(?:,|\(|\s(?:and|of|in|to|for|with|my|our))[ \t]*\r?\n/u.test(text)) return text;
  const lines = text.split(/\r\n|\r|\n/u);
  const { across, next: nextLines } = readInterleaving(lines);
  const first = across[0];
  const last = across.at(-1);
  // (Only the lines among those that go on across count against them: below the shorter column's end, the longer one
  // runs on alone, its open lines going on in the next line as any page's do.)
  const next = nextLines.filter(
    (index) => first !== undefined && last !== undefined && index > first && index < last,
  ).length;
  if (first === undefined || last === undefined || across.length < 5 || across.length < 2 * next) return text;
  // The columns start together, most often with a heading each ("CONTACT" beside "PROFILE"); the name and headline
  // above them span the page. Without such headings, the alternation is taken from the first line that shows it.
  const headings = lines.findIndex(
    (line, index) => index < first && isHeadingLine(line) && isHeadingLine(lines[index + 1]),
  );
  const start = headings >= 0 ? headings : first;
  // The page's rows alternate down to its end: the first blank line after the last sentence that showed it (a column
  // that runs on below the other's end is split with it, the lesser harm than leaving half the rows interleaved).
  const blank = lines.findIndex((line, index) => index > last + 2 && line.trim() === '');
  // Or, sooner, where one column runs on alone: its first line that goes on in the next ("• Counterbalance loading and
  // unloading" / "of chilled trailers ..."), the row before it the last the columns share.
  // (A line in small letters goes on for certain; "Brookfield Recruitment – placed at" / "Polish (basic)" is the other
  // column's row.)
  // A bullet's line followed by one in small letters goes on too ("• Counterbalance loading and unloading" / "of
  // chilled trailers").
  const goesOnNext = new Set(nextLines);
  const alone = lines.findIndex(
    (line, index) =>
      index > last + 1 &&
      /^\s*\p{Ll}/u.test(lines[index + 1] ?? '') &&
      (goesOnNext.has(index) || (itemStart.test(line) && !/[.!?:]\s*$/u.test(line))),
  );
  const end = Math.min(blank >= 0 ? blank : lines.length, alone >= 0 ? alone - 1 : lines.length);
  const region = lines.slice(start, end);
  const firstColumn = region.filter((_line, index) => index % 2 === 0);
  const secondColumn = region.filter((_line, index) => index % 2 === 1);
  // The column whose line the shared rows end on is the one that runs on alone below them, straight after it.
  const runsOn = alone >= 0 && end === alone - 1 && region.length % 2 === 0;
  return [
    ...lines.slice(0, start),
    ...firstColumn,
    '',
    ...secondColumn,
    ...(runsOn ? [] : ['']),
    ...lines.slice(end),
  ].join('\n');
}
