// A resume pasted with its line breaks lost: a web form, a scraped listing or a chat message turns a whole CV into one
// line ("EMPLOYMENTRECORD:   2005-2021   Interior Metals, Inc.   Position: Production Engineer ...", "... City
// HallSocial Media Manager/ProducerJuly 2017 -November 2017Social Media Manager for ..."). Read as it came, nothing in
// it is a heading, a role or a line of work, and the letter has nothing to tell. The breaks are put back where the
// text itself shows them: a wide gap (a tab or a column), a heading in capitals, and two words run together where a
// line ended ("HallSocial", "2017Social").

/** A line this long, in a text made mostly of such lines, lost its breaks. */
const runOnLength = 300;

/** Headings resumes print in capitals, with or without the colon and the space a paste lost. */
const capitalHeading =
  /(?<![\p{Lu}])((?:PROFESSIONAL\s*|CAREER\s*|WORK\s*)?(?:OBJECTIVE|SUMMARY|PROFILE|EXPERIENCE|EMPLOYMENT\s*(?:RECORD|HISTORY)?|HISTORY|EDUCATION|SKILLS|CERTIFICATIONS?|LICEN[CS]ES?|QUALIFICATIONS|ACCOMPLISHMENTS|ACHIEVEMENTS|REFERENCES|LANGUAGES|TRAINING|VOLUNTEER(?:ING)?)\s*:?)(?![\p{Ll}])/gu;

/** Headings resumes print in title case, which a paste runs into the word before and the word after. */
const titleHeading =
  /(?<=[\p{Ll}.]\s?)((?:Employment|Work|Professional)\s+(?:History|Experience)|Education|Skills|Certifications?|Licen[cs]es|References|Objective|Summary|Experience)(?=\p{Lu})/gu;

/** Words written with a capital inside them, which two words run together never split. */
const innerCapitalWords =
  /^(?:Mc|Mac|Java|Power|Quick|Linked|You|Word|Git|Pay|Hub|Share|One|Door|Play|Sound|Whats|Tik|Face|Post|Type|Drop|Mail|Free|Sales|Work|Smart|Auto|Data|Web|Net|Dev|Pro|Fed|Home|Ever|Snap|Team|Zen|Page|Mongo|My|Postgre|Green|Black|Blue|Red|Pure|Air|Fire|Star|Sun|Open|Click|Base|Bit)$/u;

function unfoldLine(line: string): string {
  return (
    line
      // A tab or a column's gap, which the document's reader wrote as " | " (or a run of spaces).
      .replace(/[ \t]{3,}|[ \t]+\|[ \t]+/gu, '\n')
      // "quality control of manufactured items.2004-2005": a role's years run into the line before.
      .replace(/(?<=[\p{L}.;)])(?=(?:19|20)\d{2}\s*[-–]\s*(?:(?:19|20)\d{2}|present|current)(?![\p{L}\d]))/giu, '\n')
      // ("EMPLOYMENTRECORD:" is "EMPLOYMENT RECORD:" with its space lost.)
      .replace(
        capitalHeading,
        (heading: string) => `\n${heading.replace(/^(PROFESSIONAL|CAREER|WORK|EMPLOYMENT)(?=\p{Lu})/u, '$1 ')}\n`,
      )
      .replace(titleHeading, '\n$1\n')
      // "HallSocial Media", "ProducerJuly 2017", "2010Employment": where a line ended, the next began with a capital.
      // "... on the tills. Corner Cup Cafe": a sentence ends a line too, in a text that lost them all.
      .replace(/(?<=\p{Ll}{2}[.!])\s+(?=\p{Lu})/gu, '\n')
      // "New York, NYRestaurant Manager", "\"Get Out The Vote\"Montesori": a state's code or a closing quote run into
      // the next line's first word.
      .replace(/(?<=(?<![\p{L}])[A-Z]{2}|["”)])(?=\p{Lu}\p{Ll})/gu, '\n')
      // (One word at a time: "CafeBaristaJune" is three.)
      .replace(/(\p{Lu}?\p{Ll}+|\d{4})(?=\p{Lu}\p{Ll})/gu, (word: string) =>
        /^\d/u.test(word) || (word.length >= 3 && /\p{Ll}$/u.test(word) && !innerCapitalWords.test(word))
          ? `${word}\n`
          : word,
      )
      .split('\n')
      .map((part) => part.trim())
      .filter((part) => part !== '')
      .join('\n')
  );
}

/**
 * "WORK EXPERIENCE Home Healthcare Aide August 2019 - Present Bayada Nurses, Media, PA •Provide ... • Facilitate ...": a
 * web page's section printed as one paragraph, its heading and its bullets run into one line. Such a line opens on a
 * heading in capitals and carries two bullets or more.
 */
const flattenedSection = new RegExp(
  `^\\s*(?:[A-Z]{3,}\\s+)?${capitalHeading.source}\\s+\\p{Lu}(?=.*•.*•|(?:.*\\((?:[^()]*\\b(?:19|20)\\d{2}\\b[^()]*)\\)){2})`,
  'u',
);

/** The heading a flattened section opens on ("WORK EXPERIENCE", "OTHER EXPERIENCE"). */
const sectionHeadingStart = new RegExp(`^\\s*(?:[A-Z]{3,}\\s+)?${capitalHeading.source}`, 'u');

/** A job's line in a flattened section: "Home Healthcare Aide August 2019 - Present Bayada Nurses, Media, PA". */
const postPeriodEmployer =
  /^(\p{Lu}[^•\n]*?)\s+((?:(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)\p{Ll}*\.?\s+)?(?:19|20)\d{2}\s*[-–]\s*(?:(?:(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)\p{Ll}*\.?\s+)?(?:19|20)\d{2}|present|current))\s+(\p{Lu}[^•\n]*)$/iu;

/** A flattened section's heading, jobs and bullets each on a line of their own. */
function unfoldSection(line: string): string {
  return (
    line
      // "AMC Dine-in Associate (2019) Daycare Assistant Teacher (2016 - 2019) ...": one job after each year.
      .replace(/(\([^()]*\b(?:19|20)\d{2}\b[^()]*\))\s+(?=\p{Lu})/gu, '$1\n')
      .split(/\s*•\s*/u)
      .map((part, index) => {
        // "• Effective team collaboration ... care. Assistant Manager Fogs Co. Thrift, Philadelphia, PA": the next job's
        // line run into the last bullet of the one before.
        if (index > 0)
          return `• ${part.replace(/(?<=\p{Ll}{2}\.)\s+(?=\p{Lu}[^.!?]*$)(?=(?:\S+\s+){0,7}\S+$)/u, '\n')}`;
        const heading = part.match(sectionHeadingStart)?.[0] ?? '';
        const rest = part.slice(heading.length).trim();
        const headingLine = heading.trim();
        // The post, its dates and its employer, written as the reader knows them: "Post - Employer (dates)".
        const job = rest.match(postPeriodEmployer);
        return `${headingLine}\n${job?.[1] && job[2] && job[3] ? `${job[1]} - ${job[3]} (${job[2]})` : rest}`;
      })
      .join('\n')
  );
}

/** The text with the line breaks a paste lost put back; a text that kept its breaks is returned as it is. */
export function unfoldRunOnText(text: string): string {
  const lines = text.split('\n');
  const runOn = lines.filter((line) => line.length > runOnLength);
  // A resume that kept its breaks has many lines, a long summary paragraph among them; one that lost them has a few.
  const written = lines.filter((line) => line.trim() !== '').length;
  const runOnCharacters = runOn.reduce((total, line) => total + line.length, 0);
  if (runOn.length > 0 && written <= 6 && runOnCharacters >= text.length * 0.7)
    return lines.map((line) => (line.length > runOnLength ? unfoldLine(line) : line)).join('\n');
  if (!lines.some((line) => flattenedSection.test(line))) return text;
  return lines.map((line) => (flattenedSection.test(line) ? unfoldSection(line) : line)).join('\n');
}

/**
 * "1. Reporting to the GM-Operations 2. Review of SOW, RFQ ... 3. Review of ...": a numbered list run into one line,
 * whose next item's number would end each item ("... closeout 19."). Each item gets a line of its own, where the
 * numbers follow one another.
 */
export function splitInlineNumberedLists(text: string): string {
  if (!/\s\d{1,2}\.\s+\p{Lu}/u.test(text)) return text;
  return text
    .split('\n')
    .map((line) => {
      const marks = [...line.matchAll(/(?<=^|\s)(\d{1,2})\.\s+(?=\p{Lu})/gu)];
      if (marks.length < 2) return line;
      const cuts = marks.filter(
        (mark, index) =>
          (mark.index ?? 0) > 0 &&
          (Number(marks[index - 1]?.[1]) + 1 === Number(mark[1]) ||
            Number(marks[index + 1]?.[1]) === Number(mark[1]) + 1),
      );
      if (cuts.length === 0) return line;
      let result = '';
      let from = 0;
      for (const cut of cuts) {
        result += `${line.slice(from, cut.index).trimEnd()}\n`;
        from = cut.index ?? 0;
      }
      return result + line.slice(from);
    })
    .join('\n');
}
