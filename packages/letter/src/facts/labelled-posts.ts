// Resumes written on a form's model (common in South Africa, India, the Gulf and in public-sector applications)
// label each part of a job: "Company: Clearline Contact Solutions", "Position: Collections Agent", "Period: March
// 2024 – current", "Duties:". Read line by line, the labels hid the parts from the role reader, which found one job
// without an employer. Here each job is read by its labels, which say what every part is.

import { escapeRegExp, foldForComparison } from '../text/compare.ts';
import { splitSentences } from '../text/sentences.ts';
import { readVerb } from '../vocabulary/english-verbs.ts';
import { isBulletLine, stripBullet } from './document-sections.ts';

type LabelledPart = 'employer' | 'title' | 'period' | 'start' | 'end' | 'place' | 'lines' | 'aside';

const labels: [RegExp, LabelledPart][] = [
  [
    // ("company - Delta Controls, Dubai FZCO": a dataset's export writes a dash for the colon.)
    // ("Current employer: Daly's Service Station & Shop", "Previous employer: ...": a web application form's fields.)
    /^(?:(?:current|present|previous|former|last|other)\s+)?(?:company|employer|organi[sz]ation|name of (?:the )?employer|firm|establishment|institution)\s*(?::|-(?=\s))\s*/iu,
    'employer',
  ],
  [/^(?:position(?: held)?|job title|title|role|designation|post(?: held)?|occupation)\s*(?::|-(?=\s))\s*/iu, 'title'],
  [/^(?:period|time period|dates?|duration|employment period|tenure|from\s*[-–—]\s*to)\s*:\s*/iu, 'period'],
  // ("Duration July-2018 to April 2019": a scan lost the colon; the years say what the label is for.)
  [/^(?:period|duration|dates)\s+(?=[^:]*\b(?:19|20)\d{2}\b)/iu, 'period'],
  // "Start date: 06/2024" / "End date:" (left empty for the job held now): a form's two fields of one period.
  [/^(?:start(?:ing)? date|date started|date from)\s*:\s*/iu, 'start'],
  [/^(?:end(?:ing)? date|date (?:ended|left)|date to)\s*:\s*/iu, 'end'],
  [/^(?:location|place|city|based)\s*:\s*/iu, 'place'],
  [
    /^(?:duties|main duties|key duties|(?:key\s+)?responsibilities|(?:duties|roles?)\s*(?:and|&)\s*responsibilities|tasks|achievements?|key achievements|description|job (?:description|profile)|key result areas|(?:key\s+)?projects?)\s*(?::|-(?=\s))\s*/iu,
    'lines',
  ],
  // "Reason for leaving: Better opportunity", "CIDB grading: 8CE": what the form asks besides the work, no line of it.
  [
    /^(?:reason for leaving|reasons? for leaving|cidb grading|industry|sector|reporting to|supervisor|salary|notice)\s*:\s*/iu,
    'aside',
  ],
  // "Client : Sahra Properties PJSC", "Consultant : ...", "Project Value : AED 186 Million": a construction CV's
  // particulars of the project, whose client and consultant are no employer and whose value is no result of the person's.
  [
    /^(?:client|consultant|main contractor|contractor|engineer|project (?:value|cost)|contract value|value)\s*:\s*/iu,
    'aside',
  ],
];

/** "Project # 1 : 2B+G+14 Residential Tower": a project's name, no line of work; "Project: Migrated ..." is one. */
const projectName = /^project\s*(?:#\s*\d+|\d+|no\.?\s*\d+)?\s*:\s*/iu;

/** "1)\tCompany\t:\t...", "(2) Company: ...": a form's jobs numbered in front of their first label. */
const jobNumber = /^\(?\d{1,2}[).]\s*/u;

function readLabel(givenLine: string): { part: LabelledPart; value: string } | undefined {
  const line = givenLine.replace(jobNumber, '');
  const project = line.match(projectName);
  if (project && readVerb(line.slice(project[0].length).split(/\s+/u)[0] ?? '') === undefined)
    return { part: 'aside', value: line.slice(project[0].length).trim() };
  for (const [pattern, part] of labels) {
    const match = line.match(pattern);
    if (!match) continue;
    const value = line.slice(match[0].length).trim();
    // "Role: I was leading the offshore team.": the person's part in a project, said in a sentence, is a line of the
    // work, never the post's title ("As an I was developing sentence correction functionality" before).
    if (part === 'title' && /^I\s+\p{Ll}/u.test(value)) return { part: 'lines', value };
    return { part, value };
  }
  return undefined;
}

/** True when the lines label at least one job's employer and its post. */
function labelsPosts(lines: readonly string[]): boolean {
  const parts = new Set(lines.map((line) => readLabel(line.trim())?.part));
  return parts.has('employer') && parts.has('title');
}

/** A job as its labels give it. */
export type LabelledPost = {
  employer?: string;
  title?: string;
  period?: string;
  /** A form's start and end fields, joined into the period once the job is read. */
  start?: string;
  end?: string;
  place?: string;
  lines: string[];
  /** Read from a table's row, whose employer cell holds the town after a comma ("Konkan Cargo, Chennai"). */
  fromTable?: boolean;
};

/**
 * The jobs a section gives by labels, each with its lines (labels taken off), or undefined where it labels none. Lines
 * before the first label belong to no job and are left out.
 */
export function readLabelledPosts(givenLines: readonly string[]): LabelledPost[] | undefined {
  const lines = withEmployerLines(givenLines);
  if (!labelsPosts(lines)) return undefined;
  const posts: LabelledPost[] = [];
  let post: LabelledPost | undefined;
  // A job whose duties a label gave on its line ("Main duties: Serving fuel ..."), and a blank line since: a line
  // after them is no more of that job (a school's work-experience week had been read as the last job's duty).
  let dutiesLabelled = false;
  let blankSince = false;
  for (const line of lines) {
    const label = readLabel(line.trim());
    if (label === undefined) {
      if (line.trim() === '') blankSince = true;
      else if (post && !(dutiesLabelled && blankSince)) post.lines.push(line.trim());
      continue;
    }
    blankSince = false;
    if (label.part === 'aside') continue;
    if (label.part === 'lines') {
      if (post && label.value !== '') {
        post.lines.push(label.value);
        dutiesLabelled = true;
      }
      continue;
    }
    dutiesLabelled = false;
    // A part the job already has starts the next job ("Company: ..." after the last one's duties).
    if (post === undefined || post[label.part] !== undefined) {
      post = { lines: [] };
      posts.push(post);
    }
    post[label.part] = label.value;
  }
  return posts.filter((found) => found.title !== undefined && found.title !== '').map(withPeriodFromStartAndEnd);
}

/** A post's start and end (a form's fields, a table's "From" and "To") as its period; an end left empty: held now. */
function withPeriodFromStartAndEnd(post: LabelledPost): LabelledPost {
  return post.period === undefined && post.start !== undefined && post.start !== ''
    ? { ...post, period: `${post.start} – ${post.end === undefined || post.end === '' ? 'present' : post.end}` }
    : post;
}

/** A label a web page prints on a line of its own, its value on the next ("Job Title" / "Audit Manager"). */
const bareLabel =
  /^(?:company|employer|organi[sz]ation|job title|position|designation|role|time period|period|dates?|duration|location|place)$/iu;

/**
 * "Company" / "UF Idiagi & Co" / "Location" / "Kaduna State, Nigeria." / "Job Title" / "Audit Manager" / "Time Period"
 * / "January 2021 - to Date": a portfolio page's fields, each label over its value. Each label is set beside its value
 * ("Company: UF Idiagi & Co"), where the page labels employers and posts so; before, a held-out letter said "As a Time
 * Period at Services". Other lines come back as they were.
 */
export function withLabelsBesideValues(lines: readonly string[]): readonly string[] {
  const isBare = (line: string | undefined) => line !== undefined && bareLabel.test(line.trim());
  const labelsOfPart = (part: LabelledPart) =>
    lines.filter(
      (line, index) => isBare(line) && readLabel(`${line.trim()}: x`)?.part === part && !isBare(lines[index + 1]),
    ).length;
  if (labelsOfPart('employer') === 0 || labelsOfPart('title') === 0) return lines;
  const joined: string[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index] ?? '';
    const value = lines[index + 1];
    if (isBare(line) && value !== undefined && value.trim() !== '' && !isBare(value)) {
      joined.push(`${line.trim()}: ${value.trim()}`);
      index += 1;
    } else joined.push(line);
  }
  return joined;
}

/**
 * "Wellcare Retail Pvt. Ltd. (Wellcare Pharmacy), Kothrud, Pune" over "Designation : Store Pharmacist & In-charge" and
 * "Duration : Aug'21 – till date": a form that labels the post and its dates but not the employer names it on the line
 * that opens the job's block. That line is labelled as the employer; lines of a form that labels its employers, or
 * that labels fewer than two posts with dates, come back as they were.
 */
function withEmployerLines(lines: readonly string[]): readonly string[] {
  const parts = lines.map((line) => readLabel(line.trim())?.part);
  // (Two posts so labelled at least: one labelled job among others written freely is read with the others.)
  const count = (wanted: LabelledPart) => parts.filter((part) => part === wanted).length;
  if (parts.includes('employer') || count('title') < 2 || count('period') < 2) return lines;
  const labelled = [...lines];
  for (const [index, part] of parts.entries()) {
    if (part !== 'title') continue;
    let opener = index - 1;
    while (opener >= 0 && (lines[opener] ?? '').trim() === '') opener -= 1;
    const line = (lines[opener] ?? '').trim();
    const opensBlock = opener === 0 || (lines[opener - 1] ?? '').trim() === '';
    if (opener < 0 || parts[opener] !== undefined || !opensBlock || /^[-•*o▪◦·]\s/u.test(line)) continue;
    labelled[opener] = `Employer: ${line.replace(/^\d{1,2}[.)]\s+/u, '')}`;
  }
  return labelled;
}

/** What a table's column holds, by its heading ("Dates", "Employer / Location", "Position", "Key responsibilities"). */
// ("Vessel<TAB>Type<TAB>GRT<TAB>Rank<TAB>From<TAB>To": a seafarer's sea service, a row per contract, the vessel where the
// work was done and the rank the post; read line by line, none of it had been a job.)
const columnHeadings: [RegExp, LabelledPart][] = [
  [/^(?:employer|company|organi[sz]ation|firm|vessel(?:\s+name)?|ship(?:\s+name)?)\b/iu, 'employer'],
  [/^(?:position|job title|title|role|designation|post|rank)\b/iu, 'title'],
  [/^(?:from|sign(?:ed)?[- ]on)$/iu, 'start'],
  [/^(?:to|until|till|sign(?:ed)?[- ]off)$/iu, 'end'],
  [/^(?:dates?|period|duration|from\b)/iu, 'period'],
  [/^(?:location|place|city)$/iu, 'place'],
  [/^(?:(?:key\s+|main\s+)?(?:responsibilities|duties|achievements|tasks)|description|details)\b/iu, 'lines'],
];

/**
 * A Word table pasted with its tabs: a heading row ("Dates<TAB>Employer / Location<TAB>Position<TAB>Key
 * responsibilities and results") and a row per job. Read line by line, each job was one line of four parts and the
 * section gave none; the headings say which cell is which. Undefined where no such heading row names the dates, the
 * employer, the post and its duties. A row with fewer cells goes on with the job above (its description wrapped).
 */
export function readTabledPosts(lines: readonly string[]): LabelledPost[] | undefined {
  // (The cleaned text writes a tab between words as " | ".)
  const cellsOf = (line: string) => line.split(/\s*\t+\s*|\s+\|\s+/u).map((cell) => cell.trim());
  const headingIndex = lines.findIndex((line) => {
    const parts = cellsOf(line).map((cell) => columnHeadings.find(([pattern]) => pattern.test(cell))?.[1]);
    return (
      (parts.includes('period') || parts.includes('start')) && parts.includes('employer') && parts.includes('title')
    );
  });
  if (headingIndex < 0) return undefined;
  const columns = cellsOf(lines[headingIndex] ?? '').map(
    (cell) => columnHeadings.find(([pattern]) => pattern.test(cell))?.[1],
  );
  const posts: LabelledPost[] = [];
  let afterBlank = false;
  let endOfTable = lines.length;
  for (const [offset, line] of lines.slice(headingIndex + 1).entries()) {
    if (line.trim() === '') {
      afterBlank = true;
      continue;
    }
    const cells = cellsOf(line.trim());
    const periodColumn = columns.includes('period') ? columns.indexOf('period') : columns.indexOf('start');
    if (cells.length >= columns.length - 1 && /\d/u.test(cells[periodColumn] ?? '')) {
      const post: LabelledPost = { lines: [], fromTable: true };
      for (const [index, cell] of cells.entries()) {
        // Cells past the last heading are the last column's, which a tab inside it split.
        const part = columns[Math.min(index, columns.length - 1)];
        if (part === undefined || part === 'aside' || cell === '') continue;
        if (part === 'lines') post.lines.push(...splitSentences(cell));
        else post[part] = post[part] === undefined ? cell : `${post[part]} ${cell}`;
      }
      posts.push(post);
      afterBlank = false;
      continue;
    }
    // A line set apart by a blank line, not a row ("CLINICAL FIELDWORK (MScOT ...)"), ends the table; so does any line
    // that is no row where no column holds the duties ("DUTIES & RESPONSIBILITIES" over lists by employer).
    if (afterBlank || !columns.includes('lines')) {
      endOfTable = headingIndex + 1 + offset;
      break;
    }
    const last = posts[posts.length - 1];
    if (last) last.lines.push(...splitSentences(line.trim()));
  }
  const found = posts.filter((post) => post.title !== undefined && post.title !== '').map(withPeriodFromStartAndEnd);
  if (found.length === 0) return undefined;
  if (columns.includes('lines')) return found;
  // A table without its duties in a column lists them below, each job's under a line naming its employer
  // ("Sethi Freight Pvt. Ltd. | Senior Coordinator" over "- Coordinating 180 shipments a month"). Read line by line,
  // the table's rows and those lines were each a job, and a row's "Trainee - Inventory Control" gave the employer.
  // (With nothing below, the rows are the jobs.)
  const below = lines.slice(endOfTable);
  // ("Manning agent / employer for above: ..." / "Main engines: MAN B&W ...": a note or two under a table, with no
  // dates of its own, says more of its rows and makes no job.)
  const dutiesByTitle = withDutiesUnderTheirTitle(found, below);
  const notes = dutiesByTitle?.notes ?? below;
  const notesOnly =
    notes.filter((line) => line.trim() !== '').length <= 3 && !notes.some((line) => /\b(?:19|20)\d{2}\b/u.test(line));
  return below.every((line) => line.trim() === '') || withDutiesListedBelow(found, below) || notesOnly
    ? found
    : undefined;
}

/**
 * "DUTIES AND EXPERIENCE AS SECOND ENGINEER" over bullets, under a table of contracts by rank: the duties of the posts
 * of that title, given to the latest of them (the table lists the latest first). The lines left over, the table's notes,
 * are returned; undefined where no such heading stands below.
 */
function withDutiesUnderTheirTitle(posts: LabelledPost[], below: readonly string[]): { notes: string[] } | undefined {
  const heading =
    /^(?:(?:main|key)\s+)?(?:duties|responsibilities|experience)(?:\s+(?:and|&)\s+(?:duties|responsibilities|experience))?\s+as\s+(?:an?\s+)?(.{3,60}?)\s*:?$/iu;
  const notes: string[] = [];
  let current: LabelledPost | undefined;
  let found = false;
  for (const line of below) {
    const trimmed = line.trim();
    const title = trimmed.match(heading)?.[1];
    if (title !== undefined) {
      current = posts.find((post) => (post.title ?? '').toLowerCase() === title.toLowerCase());
      found ||= current !== undefined;
      continue;
    }
    if (trimmed === '') continue;
    if (current !== undefined && /^[-•*▪◦·o]\s/u.test(trimmed)) {
      // ("On MV ORIENT MAYA, a fuel oil leak ...": a duty that names the ship it happened on is that contract's.)
      const item = trimmed.replace(/^[-•*▪◦·o]\s+/u, '');
      const named = posts.find(
        (post) =>
          post.title === current?.title &&
          post.employer !== undefined &&
          post.employer.length >= 4 &&
          item.toLowerCase().includes(post.employer.toLowerCase()),
      );
      // (Its ship is then the post's employer, which the letter names: "On MV ORIENT MAYA, a fuel oil leak ..." is told
      // "a fuel oil leak ..." after it.)
      const own =
        named?.employer === undefined
          ? item
          : item.replace(
              new RegExp(`^On\\s+(?:board\\s+)?${escapeRegExp(named.employer)},\\s+(\\p{Ll})`, 'iu'),
              (_whole, letter: string) => letter.toUpperCase(),
            );
      (named ?? current).lines.push(own);
    } else if (current === undefined) notes.push(line);
    else current = undefined;
  }
  return found ? { notes } : undefined;
}

/** An employer's name as two spellings of it compare: "Sethi Freight Pvt. Ltd., Chennai" → "sethi freight pvt ltd". */
function employerKey(text: string): string {
  return foldForComparison(text.split(/\s*,\s+|\s+\|\s+|\s+[–—-]\s+/u)[0] ?? '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * Gives each tabled post the lines listed under a line naming its employer (and, where one employer had several
 * posts, its title). False when no line below names a post's employer: the lines are then no part of the table.
 */
function withDutiesListedBelow(posts: LabelledPost[], below: readonly string[]): boolean {
  const postNamedBy = (line: string): LabelledPost | undefined => {
    const key = employerKey(line);
    if (key.length < 4) return undefined;
    const matching = posts.filter((post) => {
      const employer = employerKey(post.employer ?? '');
      return employer !== '' && (employer === key || employer.startsWith(`${key} `) || key.startsWith(`${employer} `));
    });
    const folded = foldForComparison(line);
    return matching.find((post) => folded.includes(foldForComparison(post.title ?? ''))) ?? matching[0];
  };
  let current: LabelledPost | undefined;
  let named = 0;
  for (const given of below) {
    const line = given.trim();
    if (line === '') continue;
    if (isBulletLine(line)) {
      current?.lines.push(...splitSentences(stripBullet(line)));
      continue;
    }
    const post = postNamedBy(line);
    if (post !== undefined) {
      current = post;
      named += 1;
    } else if (current !== undefined && /[a-z]/u.test(line) && !/:$/u.test(line))
      current.lines.push(...splitSentences(line));
    // ("ROLES & RESPONSIBILITIES": a heading over the lists belongs to no post.)
    else current = undefined;
  }
  return named > 0;
}
