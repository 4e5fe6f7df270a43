// A job told as a sentence, as many CVs from India and the Gulf write them: "Working with Jindal Medicot Ltd, Amb Distt.
// Una (H.P) as an Accountant from 1st April 2016 to till date a manufacturing unit of ...", "Worked with Aerowin
// International, Baddi as an Assistant Accountant from (1 St Sep, 2013 to 30 September, 2015)". No line of it is a
// job's header to the role reader, and a held-out letter of 71 words told none of the person's jobs. Each such line is
// written as the header the reader knows, "Post - Employer (start - end)"; what the sentence says of the employer after
// the dates ("a manufacturing unit of ...") is left out.

import { looksLikeTitle } from '../vocabulary/occupations.ts';
import { isPresentWord } from './read-periods.ts';

const month = String.raw`(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sept?(?:ember)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)\.?`;

/** "1st April 2016", "1 St Sep, 2013", "30 September, 2015", "April 2016", "04/2016", "2016". */
const date = String.raw`(?:(?:\d{1,2}\s*(?:st|nd|rd|th)?\s+)?${month},?\s+(?:19|20)\d{2}|(?:0?[1-9]|1[0-2])[/.-](?:19|20)\d{2}|(?:19|20)\d{2})`;

/** The words for "now" that end a range of a job held still. */
const now = String.raw`(?:till\s+date|to\s+date|still\s+date|till\s+now|date|present|current|now|today)`;

/** What opens such a sentence: "Working", "Worked", "Currently employed", after a bullet or not. */
const opening = String.raw`^[\s•*·-]*(?:currently\s+|presently\s+)?(?:working|worked|employed|serving|served|associated)\s+`;

/** Where its time is told: "from 1st April 2016 to till date", "from (1 St Sep, 2013 to 30 September, 2015)", "since 2019". */
const time =
  String.raw`(?:from\s+\(?\s*(?<start>${date})\s*(?:to|till|until|[-–])\s*(?<end>${date}|${now})\s*\)?|since\s+(?<since>${date}))` +
  String.raw`(?![\p{L}\d])`;

/** "Working with Jindal Medicot Ltd, Amb Distt. Una (H.P) as an Accountant from ...": the employer first. */
const prosePost = new RegExp(
  String.raw`${opening}(?:with|at|for|in)\s+(?<employer>[^,()]+?)(?:,[^()]*?(?:\([^()]*\)[^()]*?)?)?\s+as\s+(?:an?\s+|the\s+)?(?<title>[^,()]{2,60}?)\s+${time}`,
  'iu',
);

/** "Worked as a BUSINESS REPRESENTATIVE in OVERSEAS HEALTHCARE PRIVATE LIMITED from 6th June 2013 to ...": the post first. */
const postFirst = new RegExp(
  String.raw`${opening}as\s+(?:an?\s+|the\s+)?(?<title>[^,()]{2,60}?)\s+(?:in|with|at|for)\s+(?<employer>[^,()]+?)(?:,[^()]*?)?\s+${time}`,
  'iu',
);

/** "1st April 2016" → "April 2016", "1 St Sep, 2013" → "Sep 2013": the month and year a header gives. */
function monthAndYear(written: string): string {
  return written
    .replace(/^\d{1,2}\s*(?:st|nd|rd|th)?\s+(?=\p{L})/iu, '')
    .replace(/,/gu, '')
    .replace(/\s+/gu, ' ')
    .trim();
}

/** A line that opens as such a sentence does, whose dates may have wrapped onto the next line. */
const prosePostOpening = new RegExp(
  String.raw`${opening}(?:(?:with|at|for|in)\s+\S.*\s+as\s+|as\s+\S.*\s+(?:in|with|at|for)\s+)`,
  'iu',
);

/** A post as the sentence wrote it, its spaces tidied ("MARKETING  EXECUTIVE"). */
function tidyPost(title: string): string {
  return title.replace(/\s+/gu, ' ').trim();
}

function asHeader(line: string): string | undefined {
  const found = (line.match(prosePost) ?? line.match(postFirst))?.groups;
  if (!found?.['employer'] || !found['title']) return undefined;
  const start = found['start'] ?? found['since'] ?? '';
  const end = found['end'] && !isPresentWord(found['end']) ? monthAndYear(found['end']) : 'Present';
  return `${tidyPost(found['title'])} - ${found['employer'].trim()} (${monthAndYear(start)} - ${end})`;
}

/** "Working as Technical Support Engineer with PC Solution Pvt. Ltd.": a post and its employer, told without dates. */
const postWithEmployer =
  /^[\s•*·-]*(?:currently\s+|presently\s+)?(?:working|employed)\s+as\s+(?:an?\s+|the\s+)?(?<title>[^,()]{2,60}?)\s+(?:with|at|in|for)\s+(?<employer>[^,()]+?)(?:[.,]\s|\s+client\b|\.?$)/iu;

/** "Since August 2009 with Pc Solution Pvt. Ltd, New Delhi to Till Now": an employer and the time with it. */
const sinceWithEmployer = new RegExp(
  String.raw`^[\s•*·-]*since\s+(?<since>${date})\s+(?:with|at|in)\s+(?<employer>[^,()]+?)(?:,[^()]*?)?\s+(?:to|till|until)\s+${now}\s*\.?$`,
  'iu',
);

/** An employer's name as two lines may write it: "Pc Solution Pvt. Ltd" and "PC  Solution  Pvt.  Ltd.". */
function foldedEmployer(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The post the profile names with an employer, as two lines may write its name (see foldedEmployer). */
function postOf(posts: ReadonlyMap<string, string>, employer: string): string | undefined {
  // (The profile may cut the name at a point of its legal form, "PC Solution Pvt", the dated line not.)
  const folded = foldedEmployer(employer);
  return [...posts].find(
    ([named]) => named.includes(' ') && (`${folded} `.startsWith(`${named} `) || `${named} `.startsWith(`${folded} `)),
  )?.[1];
}

/** "2022 – now", "(2019–2022)", "2016-2019": a span of years a short note gives a post. */
const span = String.raw`\(?\s*(?<start>(?:${month}\s+)?(?:19|20)\d{2})\s*[–—-]\s*(?<end>(?:${month}\s+)?(?:19|20)\d{2}|now|present|current|today|date)\s*\)?`;

/**
 * "Currently senior stylist at Amber & Ash Hair Co, Geelong West (2022 – now) – colour specialist, ...", "Before that
 * stylist at Cutting Room Torquay 2019–2022, apprentice there 2016–2019.": a short resume's jobs in notes, no header
 * among them (a held-out letter of 91 words told none of the person's three posts).
 */
const notedPost = new RegExp(
  String.raw`^[\s•*·-]*(?:currently|now|presently|previously|before that|prior to that|then|earlier|most recently)[,:]?\s+(?:(?:an?|the)\s+)?(?<title>\p{L}[\p{L} /&'’-]{2,50}?)\s+(?:at|with|for)\s+(?<employer>\p{Lu}[^,()–—]{1,60}?)(?:,\s*(?<place>\p{Lu}[^,()–—\d]{1,40}?))?\s+${span}(?<rest>.*)$`,
  'iu',
);

/** ", apprentice there 2016–2019": an earlier post at the same employer, told after it. */
const earlierPostThere = new RegExp(
  String.raw`^\s*[,;]?\s*(?:and\s+)?(?:(?:an?)\s+)?(?<title>\p{L}[\p{L} /&'’-]{2,40}?)\s+there\s+${span}\s*\.?\s*$`,
  'iu',
);

/** "senior stylist" → "Senior Stylist", as a header writes a post. */
function capitalisedPost(post: string): string {
  return post
    .trim()
    .replace(/(^|[\s/-])(\p{Ll})/gu, (_whole, before: string, letter: string) => before + letter.toUpperCase());
}

function headerOf(title: string, employer: string, start: string, end: string, place?: string): string {
  return `${capitalisedPost(title)} - ${employer.trim()}${place ? `, ${place.trim()}` : ''} (${start} - ${isPresentWord(end) || /^(?:now|date)$/iu.test(end) ? 'Present' : end})`;
}

function withNotedPosts(text: string): string {
  // (Only a line that opens on such a word can hold a post in notes: "now" and "then" stand in most texts.)
  if (
    !/^[\s•*·-]*(?:currently|now|presently|previously|before that|prior to that|then|earlier|most recently)[,:]?\s/imu.test(
      text,
    )
  )
    return text;
  return text
    .split('\n')
    .flatMap((line) => {
      const found = line.match(notedPost)?.groups;
      if (!found?.['title'] || !found['employer'] || !found['start'] || !found['end']) return [line];
      if (!looksLikeTitle(capitalisedPost(found['title']))) return [line];
      const header = headerOf(found['title'], found['employer'], found['start'], found['end'], found['place']);
      const rest = (found['rest'] ?? '').trim();
      const there = rest.match(earlierPostThere)?.groups;
      // (Each post ends at a blank line: the notes after it, "Olaplex and Redken colour courses done.", are none of its
      // work.)
      if (there?.['title'] && there['start'] && there['end'] && looksLikeTitle(capitalisedPost(there['title'])))
        return [
          header,
          '',
          headerOf(there['title'], found['employer'], there['start'], there['end'], found['place']),
          '',
        ];
      // "– colour specialist, balayage and foils, build my own column of 45+ regular clients, rebook rate 78%": the
      // post's work after a dash, one note between each comma.
      const work = rest.replace(/^[–—:-]\s*/u, '').replace(/\.$/u, '');
      if (work === '' || !/^[–—:-]/u.test(rest)) return [header, ''];
      const notes = work.split(/,\s+/u);
      return notes.length >= 3 && notes.every((note) => note.split(/\s+/u).length <= 9)
        ? [header, ...notes.map((note) => `- ${note.charAt(0).toUpperCase()}${note.slice(1)}`), '']
        : [header, `- ${work.charAt(0).toUpperCase()}${work.slice(1)}`, ''];
    })
    .join('\n');
}

/** The text with each job told as a sentence written as a header, "Post - Employer (start - end)". */
export function withProsePosts(givenText: string): string {
  const text = withNotedPosts(givenText);
  if (
    !/\b(?:working|worked|employed|serving|served|associated|since)\s+(?:with|at|for|in|as|\p{L}+\s+(?:19|20)\d{2})\b/iu.test(
      text,
    )
  )
    return text;
  const lines = text.split('\n');
  // The posts a profile names with their employers, for a later line that gives only the employer and the time.
  const posts = new Map<string, string>();
  for (const line of lines) {
    const found = line.match(postWithEmployer)?.groups;
    if (found?.['title'] && found['employer']) posts.set(foldedEmployer(found['employer']), tidyPost(found['title']));
  }
  const written: string[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index] ?? '';
    // ("Since August 2009 with Pc Solution Pvt. Ltd, New Delhi to Till Now", under a profile that says "Working as
    // Technical Support Engineer with PC Solution Pvt. Ltd.": the post the profile named.)
    const since = posts.size > 0 ? line.match(sinceWithEmployer)?.groups : undefined;
    const sincePost = since?.['employer'] ? postOf(posts, since['employer']) : undefined;
    if (since?.['employer'] && since['since'] && sincePost) {
      written.push(`${sincePost} - ${since['employer'].trim()} (${monthAndYear(since['since'])} - Present)`);
      continue;
    }
    if (!prosePostOpening.test(line)) {
      written.push(line);
      continue;
    }
    // ("... from 1st April 2016" / "to till date a manufacturing unit of ...": a PDF wrapped the range.)
    const alone = asHeader(line);
    const wrapped = alone === undefined ? asHeader(`${line.trimEnd()} ${(lines[index + 1] ?? '').trim()}`) : undefined;
    if (alone !== undefined) written.push(alone);
    else if (wrapped !== undefined) {
      written.push(wrapped);
      index += 1;
    } else written.push(line);
  }
  return written.join('\n');
}
