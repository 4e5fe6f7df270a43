// The one way every reader in the letter engine sees a pasted resume or ad: HTML turned into text, broken encodings
// repaired, Markdown marks and icon glyphs removed, spaces collapsed. Line structure is kept, because where a line
// starts and ends is much of what a resume's layout says.

import { isLatexSource, latexToText } from './latex-to-text.ts';
import { isTypstSource, typstToText } from './typst-to-text.ts';
import { dataSourceToText, isDataSource } from './data-source-to-text.ts';
import { isYamlSource, yamlSourceToText } from './yaml-source-to-text.ts';
import { rebuildWordTables, withDutyBlocksUnderTheirRows } from './word-tables.ts';
import { htmlToText } from './html-to-text.ts';
import { withColumnsApart } from './interleaved-columns.ts';
import { repairText } from './repair-text.ts';
import { countSpaceSeparatedParts } from './sentences.ts';

/** Icon glyphs a PDF extractor leaves in front of contact lines ("ð bwayne", "§ bwayne", "✉ mail@..."). */
const leadingIcons = /^[ð§¶✉☎📞📧🌐🔗⌂⌖☏✆📍🏠]+\s*/u;

/**
 * "Masters degree in Physics, U NIVERSITY OF T RIESTE": words a LaTeX template set in small capitals, which a PDF's text
 * gives as their first letter and the rest apart. Joined where a line holds two such words or more: one alone ("D DAY")
 * may be two words.
 */
function withSmallCapitalsJoined(line: string): string {
  // (Never after a letter that is a word of its own: "A CDL", "IS A LIVE VACANCY", Spanish "Y", Italian "E".)
  // (Every line of every text passes here: the plain test first, the counted one only where it can match.)
  if (!/[B-Z] \p{Lu}{3}/u.test(line)) return line;
  const split = /(?<![\p{L}\p{N}])([BCDFGHJ-NP-XZ]) (\p{Lu}{3,})(?![\p{L}\p{N}])/gu;
  if ((line.match(split) ?? []).length < 2) return line;
  return line.replace(split, '$1$2');
}

/** A line of single letters a space apart, three at least, its words two spaces or more apart. */
const letterSpaced = /^\s*\p{L}(?: \p{L}){2,}(?:\s{2,}\p{L}(?: \p{L})+)*\s*$/u;

/** The names of Material icons a page's text holds when its icons are copied with it: words no prose has. */
const iconLigature =
  /\s?(?:expand_(?:more|less)|chevron_(?:right|left)|keyboard_arrow_(?:down|up|right|left)|arrow_(?:forward|back|drop_down|drop_up|right_alt|upward|downward|outward)(?:_ios)?|open_in_new|location_on|calendar_today|check_circle(?:_outline)?|navigate_(?:next|before)|more_(?:vert|horiz)|file_download|picture_as_pdf)(?![\p{L}\d_])/gu;

function cleanLine(given: string): string {
  // "Relevant SkillsPermalink", "Military Connection: Technical CommunicationPermalink": a site's heading pasted with
  // the word of its link anchor, which is no word of the heading.
  const anchored = given.endsWith('Permalink') ? given.replace(/(?<=\p{Ll})Permalink$/u, '') : given;
  // "Cloud Administrator- DB Systel GmbHexpand_more", "Projects chevron_right": the word an icon font draws its icon
  // from, pasted with the page's text, is no word of it (an employer had been read as "DB Systel GmbHexpand_more").
  const line = anchored.includes('_') ? anchored.replace(iconLigature, '').trimEnd() : anchored;
  // "---", "***", "=====": a rule drawn between parts (Markdown's, or a typed one) parts them as a blank line does;
  // kept as a line, it was read as part of the next job's header, which then had no room for its place.
  if (ruleLine.test(line)) return '';
  // "K A O R I  T S U S H I M A", "W E B  D E V E L O P E R": a name or heading a PDF letter-spaced, its words apart
  // by two spaces or more; the spaces collapsed, it read as one word of single letters ("K A O R I T S U S H I M A"),
  // and a skill became the name.
  if (letterSpaced.test(line))
    return line
      .trim()
      .split(/\s{2,}/u)
      .map((word) => word.replace(/ /gu, ''))
      .join(' ');
  // "2014 to 2019    Keystone Fuels          Tanker Driver (ADR)": a job line laid out in columns keeps its breaks
  // as bars, where the role reader splits it; collapsed to spaces, "Doncaster Class 1 Driver" read as one title.
  // A row of three columns or more ("IOSH Working Safely   Training centre, Dubai   —   Registered – course on 12
  // October") is a table's row whether or not it holds a date.
  // ("AGC Spring Hill<TABS>Spring Hill, KS": an employer with its town set right, a template's layout; collapsed,
  // "AGC Spring Hill Spring Hill, KS" read as one place.)
  const columned =
    / {3,}/.test(line) &&
    (datedLine.test(line) ||
      (line.trim().match(/(?<=\S) {3,}(?=\S)/g) ?? []).length >= 2 ||
      placeSetRight.test(line) ||
      farSetRight.test(line))
      ? line
          .trim()
          .replace(/(?<=\S) {3,}(?=\S)/g, ' | ')
          // "Designation<TAB>:<TAB>Site Engineer": a form's label, its colon and its value set in columns are one label.
          .replace(/\s*\|\s*:\s*\|\s*/gu, ': ')
          // "2019/08/05<TAB>-<TAB>2022/04/03": the dash of a period set in a column of its own joins its two dates.
          .replace(/\s\|\s([-–—]|to)\s\|\s/gu, ' $1 ')
      : line;
  // "AutoCAD 2D ------------ Good", "Excel ........ Advanced": a leader between a name and its note is a separator.
  // (Tried only on a line that holds a leader's run of marks, which every match has: it begins at any space.)
  const leadersParted = leaderMarks.test(columned)
    ? columned.replace(/(?<=\S)[ ]*(?:-{3,}|\.{4,}|_{3,})[ ]*(?=\S)/gu, ' – ')
    : columned;
  const cleaned = leadersParted
    .replace(/[ ]{2,}/g, ' ')
    .trim()
    // Markdown headings, emphasis and block quotes carry no meaning here.
    // ("###Social Service": two marks or more, though the space after them was lost; "#1 in sales" keeps its mark.)
    .replace(/^#{1,6}\s+|^#{2,6}(?=\p{L})/u, '')
    .replace(/^>\s+/, '')
    .replace(/\*\*([^*]+)\*\*/g, '$1')
    .replace(/__([^_]+)__/g, '$1')
    // "*January 2024 - Present*": Markdown's italics, a mark at each end of a word run (never a bullet's "* ").
    .replace(/(?<![*\p{L}\p{N}])\*(?=[^\s*])([^*\n]*[^\s*])\*(?![*\p{L}\p{N}])/gu, '$1')
    // "_fließend Französisch_": the same with underscores (never "snake_case_names", a letter before each mark).
    .replace(/(?<![_\p{L}\p{N}])_(?=[^\s_])([^_\n]*[^\s_])_(?![_\p{L}\p{N}])/gu, '$1')
    .replace(leadingIcons, '')
    // "⚡Ignacio Facundo Ruiz⚡", "✔️Product Analyst", "📌Fiserv", "📅 12.2021 - Actualidad": a page's pictures before
    // (and after) a line's text mark its kind, as an icon does; they are no part of a name, a post or a date.
    .replace(pictureMarks, '')
    // "Ø Delivered ...", "ü Fluent in ...": Word's Wingdings arrow and tick bullets, pasted as the letters of their
    // codes. No word is those letters alone.
    .replace(wingdingsBullet, '• ')
    // "I (555) 555-0100": a phone icon extracted as a capital I.
    .replace(/^[IÆ]\s+(?=[+(]?\d[\d\s().-]{6,}\d)/u, '')
    // "Landon School I 2013 - Present": a PDF's bar before the years extracted as a capital I; no sentence says "I"
    // straight before a year.
    .replace(/(?<=\p{L}[.,]?)\s+I\s+(?=(?:19|20)\d{2}\s*(?:[-–—]|to\b))/gu, ' | ')
    // "{ Setup and maintenance of web and mail servers": a LaTeX template's dash bullet, which a PDF's text gives as
    // the brace its font sets in that place (never closed on the line).
    .replace(/^\{\s+(?=\S)(?![^\n]*\})/u, '– ');
  // The last two patterns begin at any space: they are tried only on a line that holds what they remove.
  // A separator left at either end of a line by a removed glyph ("Company Name - City" stays; "- item" is a bullet).
  const trimmed = withSmallCapitalsJoined(
    separatorAtEnd.test(cleaned) ? cleaned.replace(/^\|\s+|\s+[-|]$/g, '') : cleaned,
  );
  return punctuation.test(trimmed) ? trimmed.replace(/\s+([,;:])(?=\s|$)/g, '$1') : trimmed;
}

/**
 * "| | • Betreuung von 2 Auszubildenden | |": a Markdown table's row is its cells, parted by bars as a Word table's
 * tabs are (" | ", which the role reader parts), without the bars at its ends and its empty cells; the row of dashes
 * under its headings goes. Read line by line, the empty cells' bars were left on their own lines and at the ends of
 * duties, and a German letter printed "als Ausbildungsbeauftragter | verantwortlich". Only in a text that holds such a
 * row of dashes (a Markdown table for certain).
 */
function withMarkdownTableRowsUnpiped(text: string): string {
  if (!/^[ \t]*\|(?:[ \t]*:?-{3,}:?[ \t]*\|){2,}[ \t]*$/mu.test(text)) return text;
  return text
    .split('\n')
    .flatMap((line) => {
      const row = line.match(/^[ \t]*\|(.*)\|[ \t]*$/u)?.[1];
      if (row === undefined) return [line];
      const cells = row.split('|').map((cell) => cell.trim());
      if (cells.every((cell) => /^:?-{3,}:?$/u.test(cell))) return [];
      const filled = cells.filter((cell) => cell !== '');
      // "| Führerschein | Klasse B |", "| Hobbys | Kartslalom, ... |": a row that labels what it lists is written as a
      // label with its colon, as such lines are read ("Hobbys | Kartslalom" had made a hobby a skill, and the licence
      // one too).
      if (filled.length === 2 && tableRowLabel.test(filled[0] ?? '')) return [`${filled[0]}: ${filled[1]}`];
      return [filled.join(' | ')];
    })
    .join('\n');
}

/** The labels of a table's rows that list the person's languages, skills, licences or pastimes. */
const tableRowLabel =
  /^(?:sprachen|sprachkenntnisse|languages?|edv|edv-kenntnisse|it|it skills|computer(?:kenntnisse| skills)?|software|tools|skills|kenntnisse|fähigkeiten|führerschein|fahrerlaubnis|driving licen[cs]e|driver['’]s licen[cs]e|licen[cs]es?|hobbys|hobbies|interessen|interests|freizeit|idiomas|informática|aficiones|langues|informatique|permis(?: de conduire)?|loisirs|centres d['’]intérêt)$/iu;

/** The marks of a leader between a name and its note: three dashes or underscores, or four points. */
const leaderMarks = /---|\.\.\.\.|___/;

/**
 * Pictures at a line's start or end, with the joiners, variation selectors and skin tones of their sequences: those of
 * the emoji planes ("📌", "👨‍🎓"), "⚡", and any symbol asked for as a picture ("✔️" with its selector). Symbols printed
 * as text ("▪", "►", "✓", "➢") are a list's bullets and stay.
 */
const picture =
  '(?:[\\u{1F000}-\\u{1FAFF}\\u{26A1}\\u{2B50}]|\\p{Extended_Pictographic}\\u{FE0F})(?:\\u{FE0F}|\\u{200D}|\\p{Emoji_Modifier}|\\u{2640}|\\u{2642}|[\\u{1F000}-\\u{1FAFF}])*';
const pictureMarks = new RegExp(`^(?:${picture})+\\s*|\\s*(?:${picture})+$`, 'gu');

/** A line of nothing but a rule's marks. */
const ruleLine = /^\s*(?:[-_=*~]\s*){3,}$/u;

/** A Wingdings bullet read as a Latin letter, alone before the line's text. */
const wingdingsBullet = /^[ØüŸ]\s+(?=\S)/u;

/** A line with a year or a period's open end: a job's line, whose parts a layout may set apart. */
const datedLine = /\b(?:19|20)\d{2}\b|\b(?:to now|to date|present|current)\b/iu;

/** A town and its state or country after a column's gap, ending the line: "   Spring Hill, KS", "   Leeds, UK". */
const placeSetRight =
  /\S {3,}(?:\p{Lu}[\p{L}.'’-]*[ ]){0,2}\p{Lu}[\p{L}.'’-]*,[ ]?(?:[A-Z]{2,3}|\p{Lu}\p{Ll}+(?:[ ]\p{Lu}\p{Ll}+)?)[ ]*$/u;

/**
 * "SafeEx<20 spaces>Nørresundby": a short name and a word or two set far right, as a LaTeX template sets an employer
 * and its town; a sentence that wrapped never leaves such a gap.
 */
const farSetRight = /^\s*\p{Lu}[^\s]*(?: [^\s]+){0,4} {20,}\p{Lu}[\p{L}.'’-]*(?:[ ,]+\p{Lu}?[\p{L}.'’-]+){0,2}\s*$/u;

/**
 * The start of a line before its first bullet, when it reads as a header's first part: a few words of a name, a post
 * or a place (no bullet of its own, no sentence's end, no verb's "-ed" as its first word).
 */
function isHeaderPart(text: string): boolean {
  // ("**LOVISA Pty Ltd** • Full-time": Markdown's bold marks around the name are no part of it.)
  const part = text.replace(/\*\*/gu, '').trim();
  const words = part.split(/\s+/u);
  return (
    words.length <= 5 &&
    /^\p{Lu}/u.test(part) &&
    !/[.!?:]$|[•*]|:\s/u.test(part) &&
    !/^\p{Lu}\p{Ll}+ed$/u.test(words[0] ?? '')
  );
}

/** "August 2023 – Present", "01/2019 - 12/2021": a range of dates and nothing else. */
const datesAlone =
  /^\s*(?:\p{L}+\.?\s+)?(?:\d{1,2}\/)?(?:19|20)\d{2}\s*[-–—]\s*(?:(?:\p{L}+\.?\s+)?(?:\d{1,2}\/)?(?:19|20)\d{2}|present|current|now|today)\s*$/iu;

/** A line that starts with a bar or ends with a bar or a dash. */
const separatorAtEnd = /^\||[-|]$/;
const punctuation = /[,;:]/;

const lowerLetter = /^\p{Ll}$/u;
const upperLetter = /^\p{Lu}$/u;
const anyLetter = /^\p{L}$/u;

/** The character (a whole surrogate pair) that ends at `end`, or ''. */
function characterBefore(text: string, end: number): string {
  if (end <= 0) return '';
  const low = text.charCodeAt(end - 1);
  const high = end >= 2 ? text.charCodeAt(end - 2) : 0;
  const pair = low >= 0xdc00 && low <= 0xdfff && high >= 0xd800 && high <= 0xdbff;
  return text.slice(pair ? end - 2 : end - 1, end);
}

/** The character (a whole surrogate pair) that starts at `start`, or ''. */
function characterAt(text: string, start: number): string {
  const codePoint = text.codePointAt(start);
  return codePoint === undefined ? '' : String.fromCodePoint(codePoint);
}

/**
 * `text.replace(/(\p{Ll}{2})MARK(FIRST\p{Ll or L})/gu, '$1MARK $2')` for a period (`first` upper case, then a lower-case
 * letter) or a comma (two letters), looked for only where the mark stands: the pattern tried the letter classes at
 * every position of the document. A match consumes the letters after the mark, as the pattern's did.
 */
function spaceAfterMark(text: string, mark: '.' | ',', first: RegExp): string {
  const second = mark === '.' ? lowerLetter : anyLetter;
  const parts: string[] = [];
  let copied = 0;
  let matchedUntil = 0;
  for (let index = text.indexOf(mark); index >= 0; index = text.indexOf(mark, index + 1)) {
    const letterBefore = characterBefore(text, index);
    if (!lowerLetter.test(letterBefore)) continue;
    const earlierLetter = characterBefore(text, index - letterBefore.length);
    if (!lowerLetter.test(earlierLetter)) continue;
    if (index - letterBefore.length - earlierLetter.length < matchedUntil) continue;
    const letterAfter = characterAt(text, index + 1);
    if (!first.test(letterAfter)) continue;
    const laterLetter = characterAt(text, index + 1 + letterAfter.length);
    if (!second.test(laterLetter)) continue;
    parts.push(text.slice(copied, index + 1), ' ');
    copied = index + 1;
    matchedUntil = index + 1 + letterAfter.length + laterLetter.length;
  }
  if (copied === 0) return text;
  parts.push(text.slice(copied));
  return parts.join('');
}

/**
 * A resume exported as one string, its fields apart by wide runs of spaces, that kept a few line breaks, each followed
 * by the indentation of the column it broke ("... Equipment Engineering Technician     05/2014  " / "              to
 * Current      Company Name   –   City  ,"): the breaks are the export's, inside its one line, and go. Read with them,
 * a job's dates stood on lines of their own, its lines were taken for a second column, and the letter told "I
 * currently work as a to" (review of a held-out set).
 */
function withoutExportBreaks(text: string): string {
  // (Every document is cleaned, the checker's letters too: most have no break followed by a deep indent, and are not
  // split at all.)
  if (!/\n[ \t]{8,}\S/u.test(text)) return text;
  const lines = text.split('\n');
  if (lines.length < 3) return text;
  // (The export's own lines: fields apart by runs of three spaces or more, most of the text in them.)
  const exported = lines
    .filter((line) => (line.trim().match(/\S[ \t]{3,}(?=\S)/gu) ?? []).length >= 2)
    .reduce((total, line) => total + line.length, 0);
  const later = lines.slice(1).filter((line) => line.trim() !== '');
  const indented = later.filter((line) => /^[ \t]{8,}\S/u.test(line)).length;
  if (exported < text.length * 0.7 || later.length < 2 || indented * 10 < later.length * 9) return text;
  return text.replace(/[ \t]*\n(?=[ \t]{8,}\S)/gu, '   ');
}

/**
 * "[City, State]", "[Company Name]": a template's placeholders a draft kept, which name nothing ("As a [ at ACM Metals"
 * in a held-out letter, the placeholder's bracket read as the post).
 */
function withoutPlaceholders(text: string): string {
  if (!text.includes('[')) return text;
  return text.replace(
    /\s*\[(?:city|town|state|country|zip|company(?:\s+name)?|employer|address|location|phone(?:\s+number)?|e-?mail|your\s+name|name)(?:\s*,\s*(?:state|country|province|zip))?\]/giu,
    '',
  );
}

/**
 * "**ACM Metals** | Beloit, IL | (2023 - 2024)" / "*   **Packer / Machine Operator**": markdown that names a job's post
 * as a bold bullet under its header. The post is written as the line under the header, as the role reader knows it;
 * as a bullet it was one of the job's duties ("My work ... also included CNC Vertical Mill Operator", a held-out letter).
 */
function withBoldPostsUnbulleted(text: string): string {
  if (!text.includes('**')) return text;
  const lines = text.split('\n');
  const duration = /^[^\p{L}\d]*\d+\+?\s*(?:months?|years?|yrs?)[^\p{L}\d]*$/iu;
  for (const [index, line] of lines.entries()) {
    const post = line.match(/^\s*[*+-]\s+\*\*([^*\n]{2,80})\*\*\s*$/u)?.[1];
    if (!post) continue;
    const above = [index - 1, index - 2, index - 3].filter((at) => at >= 0 && (lines[at] ?? '').trim() !== '');
    const [first, second] = above;
    if (first === undefined) continue;
    if (/(?:19|20)\d{2}/u.test(lines[first] ?? '')) lines[index] = post.trim();
    // (The header may have a note of how long under it, "*_(9 months)_*": the post goes in its place, under the
    // header, and the note, which the dates say, goes.)
    else if (second !== undefined && duration.test(lines[first] ?? '') && /(?:19|20)\d{2}/u.test(lines[second] ?? '')) {
      lines[first] = post.trim();
      lines[index] = '';
    }
  }
  return lines.join('\n');
}

/**
 * Markdown with its marks escaped, as some editors copy it ("\\*\\*WORK EXPERIENCE\\*\\*", "February 2024 \\- Present",
 * "\\#2F"): the marks without their backslashes. Read with them, a job's dates ended in a backslash and no range was
 * read, and its employer was "\\- December 2022" (review of a held-out resume). Only a text with several such
 * escapes: a lone backslash before a mark may be a path's.
 */
function withoutMarkdownEscapes(given: string): string {
  // "![This is an image](1620108214591.jpg)": a Markdown image prints no text; its file's digits had been read as the
  // person's telephone number.
  const text = given.includes('![') ? given.replace(/!\[[^\]\n]{0,200}\]\([^)\n]{0,500}\)/gu, '') : given;
  const escapes = /\\([\\`*_{}[\]()#+\-.!~|>])/gu;
  return (text.match(escapes) ?? []).length >= 3 ? text.replace(escapes, '$1') : text;
}

/**
 * "Mechanical   Engineer   with over  5 years of construction   experience": a PDF read in its layout, which spaces
 * words as the justified page did. Where most lines of prose are spaced so (two gaps or more between words in lower
 * case), the gaps of up to seven spaces are one space; wider ones stay, for they part columns ("Macro Pipelines
 * <wide gap> Mar 2021 - Sep 2023"). Read as columns, a held-out letter said "I developed | a NodeJS | program | to
 * deliver a daily summary | report".
 */
function withoutJustifiedSpacing(text: string): string {
  if (!text.includes('   ')) return text;
  const lines = text.split('\n');
  const prose = lines.filter((line) => countSpaceSeparatedParts(line.trim()) >= 6);
  const justified = prose.filter((line) => (line.trim().match(/(?<=[\p{Ll},])[ ]{2,7}(?=\p{Ll})/gu) ?? []).length >= 2);
  if (justified.length < 5 || justified.length * 5 < prose.length * 2) return text;
  return lines
    .map((line) => {
      const indent = line.match(/^[ \t]*/u)?.[0] ?? '';
      return indent + line.slice(indent.length).replace(/(?<=\S)[ ]{2,7}(?=\S)/gu, ' ');
    })
    .join('\n');
}

/**
 * A resume pasted as its LaTeX or Typst source, as the text its template prints (latex-to-text.ts, typst-to-text.ts),
 * or as the data a page prints it from (data-source-to-text.ts, yaml-source-to-text.ts); any other text as it is.
 */
function printedSource(raw: string): string {
  if (isLatexSource(raw)) return latexToText(raw);
  if (isTypstSource(raw)) return typstToText(raw);
  if (isDataSource(raw)) return dataSourceToText(raw);
  return isYamlSource(raw) ? yamlSourceToText(raw) : raw;
}

/** Turns a pasted document into clean text with `\n` line breaks and no runs of more than one blank line. */
export function cleanDocument(raw: string): string {
  // "procedures.Maintained a safe ...": a sentence end that lost its space; "Monitor,measure": a list that did.
  // A jobs table copied from Word, its rows written again as header lines before its tabs are read (word-tables.ts).
  const text = spaceAfterMark(
    spaceAfterMark(
      repairText(
        withDutyBlocksUnderTheirRows(
          rebuildWordTables(
            withoutExportBreaks(
              withBoldPostsUnbulleted(
                withoutPlaceholders(
                  withMarkdownTableRowsUnpiped(
                    withoutMarkdownEscapes(htmlToText(withColumnsApart(printedSource(raw)))),
                  ),
                ),
              ),
            ),
          ),
        ),
      ),
      '.',
      upperLetter,
    ),
    ',',
    anyLetter,
  )
    // "integrated 30 printing, screen printing and laser engraving": a scan that read the D of "3D" as a nought, which
    // the fact sheet, the letter and the checker all read as "3D".
    .replace(
      /(?<![\p{L}\d.,])30(?=[ \t]+(?:print(?:ing|ed|er|ers)?|model(?:l?ing|s)?|render(?:ing|s)?|scann(?:ing|er)|animation)\b)/gu,
      '3D',
    )
    // "... employee relations.…see more", "Rolled out a new absence policy…see more": LinkedIn's link that unfolds the
    // rest, copied with the page, is no part of the line (a held-out letter told it twice).
    .replace(/[ \t]*(?:…|\.{3})[ \t]*see more[ \t]*$/gimu, '')
    // "Alpha Professional Tools® is a leading manufacturer", "Microsoft® Excel": a trade mark's sign is no part of the
    // name, and a letter does not print it.
    .replace(/(?<=\p{L}|\p{N})\s?[®™℠]/gu, '')
    // "title: 'Research Associate I: Analytical Chemistry at Geltor'": a page's front matter quotes its values; the
    // quotes are no part of them ("I am applying for the 'Research Associate I position" in a held-out letter).
    // ("# You don't need to edit this file ... # See: https://jekyllrb.com/...": its comments are the site template's,
    // never the page's text; read as a heading and a link, they hid the name under them and gave the person the
    // template's address.)
    .replace(/^---\n[\s\S]*?\n---(?=\n)/u, (frontMatter) =>
      frontMatter
        .replace(/^([A-Za-z][\w-]*:[ \t]+)(["'])(.*)\2[ \t]*$/gmu, '$1$3')
        .replace(/^[ \t]*#(?:[ \t][^\n]*)?\n/gmu, ''),
    )
    // "INFORMATIONS PERSONNELLES    Inès de Saint-Aubin": a Europass CV's label in the left column beside the name,
    // set on a line of its own (read as one line, the label was the start of the person's name).
    .replace(
      /^[ \t]*(PERSONAL INFORMATION|INFORMATIONS PERSONNELLES|INFORMACIÓN PERSONAL|ANGABEN ZUR PERSON|PERSÖNLICHE ANGABEN)[ \t]{2,}(?=\S)/gmu,
      '$1\n',
    )
    // "Activité ou secteur Santé humaine et action sociale", "Business or sector Health": the Europass form's field of
    // the employer's sector under each job, no line of the person's work (a French letter had told "l'activité ou
    // secteur Santé humaine et action sociale" among the duties).
    .replace(
      /^[ \t]*(?:Activité ou secteur|Business or sector|Tätigkeitsbereich oder Branche|Actividad o sector)[ \t]+\S[^\n]*(?:\n|$)/gmu,
      '',
    )
    // "Maintained HP ,Cisco Switch Configurations": a comma typed after the space, written where it belongs.
    .replace(/(?<=\p{L}) ,(?=\p{L})/gu, ', ')
    // "Jan '21 – Present": a year written with its last two digits after a month, written whole.
    .replace(
      /\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec|January|February|March|April|June|July|August|September|October|November|December)\.?\s*['’‘](\d{2})\b/gu,
      (_match, month: string, year: string) => `${month} ${Number(year) > 50 ? '19' : '20'}${year}`,
    )
    // "Kelly Nissan | 08/2021  Present", "11/2020  08/2021": a PDF that lost the dash between two dates kept the spaces
    // around it; the dash is put back before spaces are collapsed, so the dates read as a range.
    .replace(
      /(?<![\d/.])((?:0?[1-9]|1[0-2])[/.](?:19|20)\d{2})[ \t]{2,}((?:0?[1-9]|1[0-2])[/.](?:19|20)\d{2}|present|current|now|heute|aktuell)(?![\d/.\p{L}])/giu,
      '$1 – $2',
    )
    // Bullets run into one line ("... plotted Word cloud. * Created dashboards"): one item a line.
    // (One or two spaces: a wider gap before a bullet is a second column's, which splitColumns reads.)
    // ("CVS Pharmacy • Full-Time; Certified Pharmacy Technician", "Arcadia, CA • On-site": a short name that opens its
    // line, then a bullet, is a header's parts, which the role reader parts at the bullet; split, the post was read as
    // a duty of the job.)
    .replace(/(?<=\S)[ \t]{1,2}[•*][ \t]+(?=\p{Lu})/gu, (bullet, offset: number, whole: string) => {
      const lineStart = whole.lastIndexOf('\n', offset) + 1;
      const lineEnd = whole.indexOf('\n', offset);
      const after = whole.slice(offset + bullet.length, lineEnd < 0 ? undefined : lineEnd).split(/\s[•*]\s/u)[0] ?? '';
      // ("Skills * Programming Languages: Python, ...", "CHATBOT * Developed a user friendly chatbot ...": a heading
      // with its first item run on, which is split.)
      // ("Operations Engineering Manager • Moog, Inc • August 2023 – Present": a header's parts, its dates last.)
      const before = whole.slice(lineStart, offset).split(/\s[•*]\s/u);
      const headerSoFar = before.every((part) => isHeaderPart(part));
      return headerSoFar && (isHeaderPart(after) || (before.length >= 2 && datesAlone.test(after))) ? bullet : '\n• ';
    })
    // "SOUS CHEF -- Full-time -- $62,000", "Line Cook -- Hominy House Cafe": two hyphens between spaces, a typewriter's
    // dash, part a line as a dash does.
    .replace(/(?<=\S)[ \t]+--[ \t]+(?=\S)/gu, ' – ')
    // "`select_related`", "`stockroom`": Markdown's marks for code around a word are no part of it.
    .replace(/`([^`\n]{1,80})`/gu, '$1')
    // "[github.com/twierz](https://github.com/twierz)": a Markdown link is its text; the address behind it is the same
    // place or a longer way there, and a letter that gives both names the link twice.
    .replace(
      /\[([^\]\n]{1,200})\]\(((?:https?:\/\/|mailto:)[^)\s]{1,300})\)/gu,
      (_link, label: string, address: string) =>
        /[\w-]+\.[a-z]{2,}|@/iu.test(label) ? label : `${label} (${address.replace(/^mailto:/u, '')})`,
    );

  // Words broken at a line's end are joined before the columns are parted and again after: a two-column page puts the
  // other column's text between "commer-" and "cial" until its columns are apart.
  // (A sidebar is parted first, before a word the main column broke is joined to the sidebar's next line.)
  return (
    joinHyphenatedWords(
      splitColumns(
        joinHyphenatedWords(splitSidebar(withoutJustifiedSpacing(text).split('\n')).join('\n')).split('\n'),
      ).join('\n'),
    )
      // "Educator | ... | Independent Quantitative Researcher &" / "Developer | Product Designer": a line that ends on its
      // ampersand goes on in the next, whose first words it joins ("Researcher & Developer").
      .replace(/(?<=\S)[ \t]+&[ \t]*\n[ \t]*(?=\p{Lu})/gu, ' & ')
      .split('\n')
      .map(cleanLine)
      // "Senior Litigation Paralegal" / "Senior Litigation Paralegal", "Jan 2021 - Present · 6 yrs" twice: a profile page
      // copied with the text it gives screen readers prints each line twice in a row, which the readers took for two
      // employers ("at · 6 years"). A line of words said again at once says nothing new.
      .filter((line, index, all) => index === 0 || line !== all[index - 1] || !/\p{L}{2}/u.test(line))
      .filter(notRunningHead)
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
  );
}

/**
 * "Siân Lloyd-Pritchard | Occupational Therapist | 07700 900418" at the top of a PDF's second page: the page's running
 * head, which repeats the name or the telephone number of the document's first lines, is no line of the text (read as
 * a job's header, it made a post with no employer and took the next page's lines from the job they went on).
 * A predicate for `filter`: true for the lines to keep.
 */
function notRunningHead(line: string, index: number, all: readonly string[]): boolean {
  if (index < 8 || !/\s[|·•]\s/u.test(line) || countSpaceSeparatedParts(line) > 16) return true;
  const head = all.slice(0, 6).filter((first) => first.trim() !== '');
  const name = head[0]?.trim() ?? '';
  const digits = (text: string) => text.replace(/\D/gu, '');
  const phones = head.flatMap((first) => first.match(/\+?\d[\d ()-]{8,}\d/gu) ?? []).map(digits);
  const parts = line.split(/\s+[|·•]\s+/u).map((part) => part.trim());
  return !(
    (name.length >= 5 && parts[0] === name) ||
    parts.some((part) => phones.includes(digits(part)) && digits(part).length >= 9)
  );
}

/** Where the right column starts on a line: after a gap of three spaces or more past the left column's text. */
function rightColumnStart(line: string): number | undefined {
  const gap = /\S( {3,})(?=\S)/u.exec(line);
  if (!gap || gap.index < 3) return undefined;
  // ("    •   Designed and implemented ...": a bullet set apart from its item by a word processor's tab is no column.)
  if (/^\s*[•●○◦▪▫■□►▶▸‣➢➤✓✔·*–—o-]$/u.test(line.slice(0, gap.index + 1))) return undefined;
  return gap.index + 1 + (gap[1]?.length ?? 0);
}

const dateLike = /\b(?:19|20)\d{2}\b|\b(?:present|current|heute)\b/iu;

/** A table's cell that rates a skill or a language: "– Advanced", "Intermediate", "Level", "4/5", "★★★☆☆". */
const levelCell =
  /^(?:[–—-]\s*)?(?:levels?|expert|advanced|intermediate|basic|beginner|elementary|novice|proficient|fluent|native|good|very good|excellent|fair|working knowledge|conversational|[1-5]\s*\/\s*[1-5]|[★☆●○]{1,5})$/iu;

/**
 * A two-column PDF pasted as text ("- Lead designer for the dispatch console used      Design systems"): the left
 * column's lines, then the right column's, instead of each line holding a piece of both. Only where at least six lines
 * break at the same place and what stands right of the break is text rather than dates: a job line with its dates set
 * to the right ("Senior Engineer          2019 – 2021") is one line, not two columns.
 */
export function splitColumns(lines: string[]): string[] {
  const starts = lines.map(rightColumnStart);
  const counts = new Map<number, number>();
  for (const start of starts) if (start !== undefined) counts.set(start, (counts.get(start) ?? 0) + 1);
  // The column's start, allowing a space or two either side.
  let column = -1;
  let best = 0;
  for (const candidate of counts.keys()) {
    let near = 0;
    for (const [start, count] of counts) if (Math.abs(start - candidate) <= 2) near += count;
    if (near > best) {
      best = near;
      column = candidate;
    }
  }
  if (best < 6) return lines;
  const atColumn = (start: number | undefined) => start !== undefined && Math.abs(start - column) <= 2;
  const rightParts = lines.flatMap((line, index) => (atColumn(starts[index]) ? [line.slice(starts[index])] : []));
  const datedParts = rightParts.filter((part) => dateLike.test(part) && part.trim().split(/\s+/).length <= 5).length;
  if (datedParts * 3 >= rightParts.length) return lines;
  // "MV PACIFIC WREN<TAB>Bulk carrier<TAB>43,012<TAB>Second Engineer<TAB>2025/06<TAB>2026/02": a table's rows, whose
  // cells a tab (written as a wide gap) parts, four cells or more each; parted as two columns of a page, the vessels
  // stood apart from their ranks and dates.
  const tableRows = rightParts.filter((part) => (part.match(/\S {3,}(?=\S)/gu) ?? []).length >= 2).length;
  if (tableRows * 2 >= rightParts.length) return lines;
  // "Name:               Ayşe Demir", "seit 04/2022        Pflegefachkraft, Station 4B": a form's labels or a CV's dates
  // on the left, each value beside its own. A German "tabellarischer Lebenslauf" is one column of rows, not two columns.
  const leftParts = lines.flatMap((line, index) => {
    const start = starts[index];
    return atColumn(start) && start !== undefined ? [line.slice(0, start).trim()] : [];
  });
  const labelledRows = leftParts.filter(
    // ("09/ 2002 - 07/ 2006": a range of a month and year written with spaces inside each date.)
    (part) => /:$/u.test(part) || (dateLike.test(part) && part.split(/\s+/u).length <= 6),
  ).length;
  if (labelledRows * 2 >= leftParts.length) return lines;
  // The block where the columns stand: lines at the column no more than four lines apart, the block with most of
  // them (a name line with its headline far right, above the summary, is no part of it).
  const blocks: { first: number; last: number; count: number }[] = [];
  // A line of the right column alone, set in by spaces, holds the block together as a line at the column does.
  const rightAlone = (line: string) => line.trim() !== '' && line.length - line.trimStart().length >= column - 2;
  for (const [index, start] of starts.entries()) {
    if (!atColumn(start) && !rightAlone(lines[index] ?? '')) continue;
    const current = blocks[blocks.length - 1];
    if (current && index - current.last <= 4) {
      current.last = index;
      current.count += 1;
    } else blocks.push({ first: index, last: index, count: 1 });
  }
  const block = blocks.reduce((most, candidate) => (candidate.count > most.count ? candidate : most));
  if (block.count < 6) return lines;
  const { first, last } = block;
  // "FHS           Fetal Health Surveillance", "Patient Care        Patient education, delivery support, ...": a table
  // of short labels, each beside its value, is rows to read across; parted, its values ran on after the page's last
  // section and were read as that section's lines (a committee credited with a skills table).
  const rows = lines.slice(first, last + 1).flatMap((line, offset) => {
    const start = starts[first + offset];
    return atColumn(start) && start !== undefined
      ? [{ label: line.slice(0, start).trim(), value: line.slice(start) }]
      : [];
  });
  // "Epic                – Advanced", "Cerner              – Basic": a table of skills each beside its level is rows to
  // read across too; parted, every level was lost ("Cerner" alone, where the resume rates it basic).
  const levelRows = rows.filter(({ value }) => levelCell.test(value.trim())).length;
  if (levelRows >= 3 && levelRows * 5 >= rows.length * 4) return lines;
  const labelTable = rows.every(
    ({ label, value }) =>
      label.split(/\s+/u).length <= 3 &&
      !/[.!?,;:•*]/u.test(label) &&
      !/^\s*[•●▪■►*–-]/u.test(value) &&
      !dateLike.test(value) &&
      value.trim().length > label.length,
  );
  if (labelTable) return lines;
  const left: string[] = [];
  const right: string[] = [];
  for (const [index, line] of lines.entries()) {
    if (index < first || index > last) continue;
    const start = starts[index];
    if (atColumn(start) && start !== undefined) {
      left.push(line.slice(0, start).trimEnd());
      right.push(line.slice(start));
    } else if (rightAlone(line)) right.push(line.trim());
    else left.push(line);
  }
  // The right column last: the left one goes on below the block ("Visual Designer" after the two columns end).
  return [...lines.slice(0, first), ...left, ...lines.slice(last + 1), '', ...right];
}

/**
 * A narrow sidebar beside the main column ("Christian Bermúdez" / "Investigador Científico" / contacts on the left, "2022
 * Trabajé como Biólogo ..." set in by forty spaces on the right): the main column stands alone, set in by the same
 * spaces, on most of its lines, and shares the others with the sidebar's short lines. `splitColumns` finds a column by
 * the first wide gap on each line, which a sidebar's own gaps ("Centro     de  Investigaciones") hide. The sidebar's
 * lines, then the main column's, each whole.
 */
export function splitSidebar(lines: string[]): string[] {
  const indentOf = (line: string) => line.length - line.trimStart().length;
  const indents = new Map<number, number>();
  for (const line of lines) {
    const indent = indentOf(line);
    if (line.trim() !== '' && indent >= 20) indents.set(indent, (indents.get(indent) ?? 0) + 1);
  }
  // The main column's left edge: the smallest indent that eight lines or more share (its own lines set further in,
  // "                                                    del Medio Maríno", continue an entry).
  const column =
    [...indents.keys()]
      .sort((left, right) => left - right)
      .find(
        (candidate) =>
          [...indents].reduce((near, [indent, count]) => near + (Math.abs(indent - candidate) <= 2 ? count : 0), 0) >=
          8,
      ) ?? -1;
  if (column < 0) return lines;
  // Where each line's sidebar text ends and the main column's begins: the first gap of two spaces or more that reaches
  // the column.
  const splits = lines.map((line) => {
    for (const gap of line.matchAll(/\S( {2,})(?=\S)/gu)) {
      const end = gap.index + 1 + (gap[1]?.length ?? 0);
      if (gap.index < column - 2 && end >= column - 2) return end;
    }
    return undefined;
  });
  if (splits.filter((at) => at !== undefined).length < 3) return lines;
  // "01.07.2019 – 31.12.2019     Trainee ... bei Schindler Management AG" over its duties set in as far: a column of
  // dates, each beside its own row, is a table of rows ("tabellarischer Lebenslauf"), no sidebar, as `splitColumns`
  // reads it.
  const sideParts = lines.flatMap((line, index) => {
    const at = splits[index];
    return at === undefined ? [] : [line.slice(0, at).trim()];
  });
  // ("Name:            Tobias Schreiber" / "Anschrift:       Lindenstraße 14": the form's labels of the same table, in
  // the column of its dates, count with them.)
  const dated = sideParts.filter(
    (part) => /:$/u.test(part) || (dateLike.test(part) && part.split(/\s+/u).length <= 6),
  ).length;
  if (dated * 2 >= sideParts.length) return lines;
  // "                         RADMILA HEIZENREDER" / "SOFTWARE INGINEERING" above the block where the sidebar begins:
  // the page's head, over both columns, stays first, where the name and the headline are read. Only its first short
  // block (four lines at most, eight words each): a profile's paragraph above the sidebar is the main column's.
  const firstSplit = splits.findIndex((at) => at !== undefined);
  const firstBlank = lines.findIndex(
    (line, index) => index > 0 && line.trim() === '' && lines[index - 1]?.trim() !== '',
  );
  const blockEnd = firstBlank < 0 ? lines.length : firstBlank;
  const block = lines.slice(0, blockEnd).map((line) => line.trim());
  const head =
    blockEnd <= firstSplit &&
    block.filter((line) => line !== '').length <= 4 &&
    block.every((line) => line.split(/\s+/u).length <= 8)
      ? block
      : [];
  const headEnd = head.length;
  const left: string[] = [];
  const right: string[] = [];
  for (const [index, line] of lines.entries()) {
    if (index < headEnd) continue;
    const at = splits[index];
    if (at !== undefined) {
      left.push(line.slice(0, at).trim());
      right.push(line.slice(at).trimEnd());
    } else if (line.trim() !== '' && indentOf(line) >= column - 2)
      right.push(line.slice(Math.min(column, indentOf(line))).trimEnd());
    else left.push(line.trim());
  }
  return [...head, ...(head.some((line) => line !== '') ? [''] : []), ...left, '', ...right];
}

/**
 * "(2,200 devi- ces)", "manage-\nment": a word a PDF broke at its hyphen, joined where the whole word stands elsewhere
 * in the text or is at least eight letters of two lower-case halves neither of which is a prefix people hyphenate.
 */
function joinHyphenatedWords(text: string): string {
  if (!/\p{L}-(?: |\n[ \t]*)\p{Ll}/u.test(text)) return text;
  // "short how-" / "to videos": a compound of "to" that a PDF broke at its hyphen keeps the hyphen, and the lines keep
  // their widths, which tell where the PDF wrapped them ("how-to" / "videos").
  // (Only in a text that holds "-\nto", as every match does: the pattern begins at any letter.)
  const compounds = text.includes('-\nto') ? text.replace(/(?<!\p{L})(\p{Ll}{2,})-\n(to)[ \t]+/gu, '$1-$2\n') : text;
  // A text that breaks three words or more at line ends with a hyphen was hyphenated by its typesetter.
  const hyphenates = (compounds.match(/\p{Ll}{2}-\n[ \t]*\p{Ll}{2}/gu) ?? []).length >= 3;
  const prefixes =
    /^(?:self|non|co|re|pre|post|multi|cross|well|high|low|long|short|full|part|one|two|three|anti|semi|sub|inter|over|under|e|eco)$/iu;
  // "Büro- und Projektmanagement", "pre- and post-op": a word left open before "and" is written so on purpose.
  // "Ber-" / "lin": a name broken so is joined too, its halves shorter.
  return replaceBrokenWords(compounds, (whole, left, gap, right) => {
    // "text re-" / "minders", "re-" / "duced": "re" at a line's end is a word broken, which English writes closed
    // ("reminders", "redesigned"), except before a vowel ("re-enter") and in a few words ("re-sit").
    const brokenRe =
      gap === '\n' &&
      /^re$/iu.test(left) &&
      !/^[aeiou]/iu.test(right) &&
      !/^(?:sit|sits|run|runs|do|sign)$/iu.test(right);
    if (brokenRe) return `${left}${right}`;
    // "two- thirds", "Full- time", "self- motivated": a compound a PDF gave a space after its hyphen, closed again.
    if (prefixes.test(left) && gap === ' ') return `${left}-${right}`;
    if (prefixes.test(left) || left.length < 2 || (/^\p{Lu}/u.test(left) && gap !== '\n')) return whole;
    const joined = `${left}${right}`;
    const elsewhere = new RegExp(`\\b${joined}\\b`, 'iu').test(compounds);
    // "robotics- focused", "detail- oriented": the second half a word of its own that compounds are made with.
    if (!elsewhere && gap === ' ' && compoundEnding.test(right)) return `${left}-${right}`;
    // ("Scikit- learn" with a space is a name with its own hyphen; only a line's end breaks a name.)
    const name = /^\p{Lu}/u.test(left) && gap === '\n' && joined.length >= 5 && right.length >= 2;
    // "lar-" / "ger engagements", "con-" / "tract": a text a typesetter hyphenated breaks short words at line ends too;
    // there, a line's end that breaks lower-case halves breaks a word, unless its second half is a word compounds are
    // made with ("follow-" / "up").
    const typesetWord =
      hyphenates &&
      gap === '\n' &&
      right.length >= 2 &&
      !compoundEnding.test(right) &&
      !standaloneHalf.test(right) &&
      // ("nurse-to-" / "patient", "state-of-the-" / "art": a compound's inner word.)
      !/^(?:to|of|in|on|by|up|the|and|or|for|at|off|out|per)$/iu.test(left);
    return elsewhere || name || typesetWord || (joined.length >= 7 && left.length >= 3 && right.length >= 3)
      ? joined
      : whole;
  });
}

/** Second halves that are words of their own after a hyphen at a line's end ("follow-up", "drop-off", "one-to-one"). */
const standaloneHalf =
  /^(?:up|in|on|out|off|over|down|back|end|day|days|week|year|known|being|care|site|house|line|way|hand|kind)$/u;

/** The second halves of compounds ("robotics-focused", "customer-facing", "data-driven"), words on their own. */
const compoundEnding =
  /^(?:focused|oriented|based|driven|facing|friendly|minded|savvy|related|centric|specific|level|scale|term|time|making|solving|led|run|owned|made|built|ready|critical|sensitive|intensive|heavy|wide|free)$/u;

/** A word a PDF broke at its hyphen: its left part, the gap (a space or a line's end) and its right part. */
// ("Behinderten-" / "                wohnheim, Büderich": a laid-out PDF's next line keeps its indent.)
// ("rajiv93@gmail.com- other93@gmail.com": the end of an address, after its point, is no broken word.)
const brokenWord =
  /(?<![\p{L}.@/])(\p{Lu}?\p{Ll}{1,})-( |\n[ \t]*)(?!(?:and|or|to|nor|und|oder|bzw|bis|y|o|et|ou)\b)(\p{Ll}{2,})/uy;

/**
 * `text.replace(brokenWord made global, replace)`, tried only at the start of the letters before each hyphen that a
 * space or a line's end follows: the global pattern tried its look-behind and letter classes at every position of the
 * document. A match can start nowhere else (no letter before it, only letters up to its hyphen), and a match consumes
 * what it spans, as the global pattern's did.
 */
function replaceBrokenWords(
  text: string,
  replace: (whole: string, left: string, gap: string, right: string) => string,
): string {
  const parts: string[] = [];
  let copied = 0;
  for (let hyphen = text.indexOf('-'); hyphen >= 0; hyphen = text.indexOf('-', hyphen + 1)) {
    const gap = text.charAt(hyphen + 1);
    if (gap !== ' ' && gap !== '\n') continue;
    let start = hyphen;
    for (let before = characterBefore(text, start); anyLetter.test(before); before = characterBefore(text, start))
      start -= before.length;
    if (start === hyphen || start < copied) continue;
    brokenWord.lastIndex = start;
    const match = brokenWord.exec(text);
    if (!match) continue;
    const brokenAt = (match[2] ?? '').startsWith('\n') ? '\n' : ' ';
    parts.push(text.slice(copied, start), replace(match[0], match[1] ?? '', brokenAt, match[3] ?? ''));
    copied = start + match[0].length;
  }
  if (parts.length === 0) return text;
  parts.push(text.slice(copied));
  return parts.join('');
}
