// Skills with the qualifiers the resume gives them ("MS Project and Visio (basic)", "Basic welding skills",
// "Flask (Grundlagen)", "coursework in Anatomy"), and the languages the person speaks. A qualifier is part of the
// fact: a letter that drops "(basic)" overstates the skill.

import type { Skill, SpokenLanguage } from '@cover-letter/shared/fact-sheet-schema';
import { canonicalSkillName, findSkills } from '../vocabulary/skills.ts';
import { looksLikePlace } from '../vocabulary/places-and-organisations.ts';
import { isTableHeaderRow, stripBullet } from './document-sections.ts';
import { countSpaceSeparatedParts } from '../text/sentences.ts';
import { readVerb } from '../vocabulary/english-verbs.ts';
import { countTitleWords, isTitleWord } from '../vocabulary/occupations.ts';
import { findPeriod } from './read-periods.ts';

// ("Payroll – exposure only (timekeeping corrections)": exposure is a basic level, never a skill of its own.)
const qualifierWords =
  'a little|limited|tutorial level|exposure only|some exposure|exposure|basic|basics|beginner|elementary|foundational|fundamental|fundamentals|introductory|intermediate|advanced|expert|proficient|fluent|native|bilingual|conversational|working knowledge|familiar|familiarity|bootcamp coursework|coursework|bootcamp|some|learning|currently learning|grundlagen|grundkenntnisse|gut|gute|sehr gut|sehr gute|verhandlungssicher|fließend|muttersprache|muttersprachlich|nivel básico|nivel intermedio|nivel avanzado|nivel medio|nivel alto|básico|básicos|intermedio|avanzado|nativo|nativa|fluido|notions|courant|débutant|intermédiaire|avancé|bilingue|langue maternelle';
const bracketQualifier = new RegExp(`\\(\\s*(${qualifierWords})(?:\\s*[^)]*)?\\)`, 'iu');
/**
 * "SAP (goods receipt, basic)": a qualifier after what the bracket says the skill covers; "SAP EWM (podstawy / basic)":
 * after the same level in the resume's other language.
 */
const laterBracketQualifier = new RegExp(`\\(([^()]*?)\\s*[,/]\\s*(${qualifierWords})\\s*\\)`, 'iu');
/** An item that is only a qualifier ("Microsoft Word and Excel — basic, learning"): it qualifies the item before. */
const qualifierOnly = new RegExp(`^(?:${qualifierWords})$`, 'iu');
const leadingQualifier = new RegExp(
  `^(?:(${qualifierWords})\\s+(?:(?:knowledge|skills?|understanding|experience)\\s+)?(?:(?:of|in|with)\\s+)?)`,
  'iu',
);
// "Deep Learning" is a skill, not "Deep" being learnt: "learning" trails as a qualifier only as "currently learning".
const trailingQualifier = new RegExp(`\\s+[-–—:]?\\s*(${qualifierWords.replace('|learning|', '|')})$`, 'iu');
const courseworkPattern = /^(?:completed\s+)?coursework\s+in\s+/iu;
// ("SAP FICO <tab> Basic (training only)": a table's level column, its tab read as a space, the same.)
const levelThenNote = new RegExp(`^(.{2,60}?)\\s+(?:[-–—]\\s+)?(${qualifierWords})\\s*\\([^()]*\\)\\s*$`, 'iu');

/** "Dentally – basic (one locum day)": a skill, a dash, its level and a note. */
const levelAfterDash = new RegExp(
  `^(\\s*[^–—]{2,60}?)\\s+[-–—]\\s+(${qualifierWords})\\b(?:\\s*\\([^()]*\\))?\\s*$`,
  'iu',
);

/**
 * "Figma (solo prototipos de baja fidelidad)", "CAD (SolidWorks) – nur Schulung", "Revit (drawings only)": a note that
 * narrows what the person does with the skill. It is the skill's qualifier, said with it: a letter that says "Figma"
 * alone claims more than the resume.
 */
const limitingWords = 'solo|sólo|solamente|únicamente|only|just|nur|lediglich|seulement|uniquement|juste';
const limitingNote = `(?:(?:${limitingWords})\\s[^()]{2,60}?|[^()]{2,60}?\\s(?:only|uniquement|seulement))`;
const limitingBracket = new RegExp(`\\s*\\(\\s*(${limitingNote})\\s*\\)`, 'iu');
const limitingAfterDash = new RegExp(`^(\\s*[^–—]{2,60}?)\\s+[-–—]\\s+(${limitingNote})\\s*$`, 'iu');

/** "Exact (SOE) – confident": how well, said as praise rather than a level, is no skill of its own. */
const praiseAfterDash = /^(\s*[^–—]{2,60}?)\s+[-–—]\s+(?:confident|strong|good|excellent|very good)\s*$/iu;

/** Lines in a skills section that are not skills. */
// ("23 endorsements", "Show all 12 skills": what a LinkedIn page prints under a skill.)
// ("Referencias disponibles a petición", "Références sur demande", "Referenzen auf Anfrage": the same line as "References
// available on request" in a Spanish, French or German CV; a Spanish letter had listed it among the skills.)
const notASkill =
  /^(?:references?(?:\s+available)?(?:\s+(?:on|upon)\s+request)?|available on request|professional references|see below|n\/a|amp;?|and|\d+\+?\s+endorsements?|endorsed by .*|show all .*|referencias(?:\s+disponibles)?(?:\s+(?:a|bajo)\s+petici[oó]n)?|références(?:\s+disponibles)?(?:\s+sur\s+demande)?|referenzen(?:\s+auf\s+anfrage)?)\.?$/iu;

/** An e-mail address, a phone number or a web address a two-column page put among the skills. */
const contactInSkills = /@|^\+?[\d\s()-]{7,}$|^(?:https?:\/\/|www\.)|\.(?:com|co\.uk|org|net|io)\b/iu;

/**
 * The level a text gives a skill it names in passing ("... Photoshop (basic), HTML (a little)"): the qualifier in the
 * brackets right after the name, or null.
 */
export function qualifierAfterMention(text: string, name: string): string | null {
  // "SQL (PostgreSQL, SQL Server; Snowflake via coursework)": met on a course, said so in words.
  for (const joiner of [' via ', ' through ', ' from ', ' in '])
    for (let at = text.indexOf(`${name}${joiner}`); at !== -1; at = text.indexOf(`${name}${joiner}`, at + 1))
      if (
        (at === 0 || !/[\p{L}\p{N}]/u.test(text[at - 1] ?? '')) &&
        /^(?:coursework|course work|(?:a |an |my )?(?:university |college |online )?(?:course|module|class)(?:es|s)?\b)/iu.test(
          text.slice(at + name.length + joiner.length),
        )
      )
        return 'coursework';
  // "Paquete Office (Word, Excel avanzado, Outlook)": a Spanish, French or German level after the name, without a
  // bracket of its own (the ad's "manejo avanzado de Excel" had found plain "Excel").
  for (let at = text.indexOf(`${name} `); at !== -1; at = text.indexOf(`${name} `, at + 1)) {
    const level = text
      .slice(at + name.length + 1, at + name.length + 20)
      .match(/^(avanzad[oa]|intermedi[oa]|básic[oa]|avancé|intermédiaire|fortgeschritten)(?![\p{L}])/iu)?.[1];
    if (level !== undefined && (at === 0 || !/[\p{L}\p{N}]/u.test(text[at - 1] ?? ''))) return level.toLowerCase();
  }
  // Most names are never followed by a bracket: look before building a pattern, which costs more than the reading.
  if (!mentionBeforeBracket(text, name)) return null;
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // "HTML/CSS (basic)", "WCAG 2.2 (learning)": a second name or a version may stand between the name and its level.
  const after = text.match(
    new RegExp(`(?<![\\p{L}])${escaped}(?:(?:\\s*/\\s*|\\s+)[\\p{L}\\d.+#]{1,12})?\\s*(\\([^)]{1,40}\\))`, 'u'),
  )?.[1];
  return after?.match(bracketQualifier)?.[1]?.toLowerCase() ?? after?.match(limitingBracket)?.[1]?.trim() ?? null;
}

/**
 * Whether `name` occurs with an opening bracket after it and at most a slash and a 12-character second name between
 * (spaces aside): the pattern above can only match there.
 */
function mentionBeforeBracket(text: string, name: string): boolean {
  for (let at = text.indexOf(name); at !== -1; at = text.indexOf(name, at + 1)) {
    let printed = 0;
    for (let index = at + name.length; index < text.length && printed <= 13; index += 1) {
      const character = text[index]!;
      if (character === '(') return true;
      if (!/\s/u.test(character)) printed += 1;
    }
  }
  return false;
}

/** The levels that say less than the plain claim: a tool listed after one of them is held at that level only. */
const lowerLevelWords =
  'a little|limited|some|basic|beginner|elementary|foundational|fundamental|introductory|intermediate|working';
/**
 * "Foundational skills in Illustrator and" / "Microsoft Excel", "Working knowledge of SQL, Tableau and Looker",
 * "Familiar with Jira": a clause that gives the tools it lists a level below the plain claim. The clause runs to the
 * next semicolon, full stop or line end; a line that ends on "and" or a comma goes on to the next line's first item
 * (a PDF wrapped it there), never further: "Copyediting, proofreading, HTML and CSS editing" after it are no longer
 * "foundational".
 */
const clauseCharacter = String.raw`(?:[^;.\n]|\.(?!\s|$))`;
const nextItemCharacter = String.raw`(?:[^,;.\n]|\.(?!\s|$))`;
const levelledClause = new RegExp(
  String.raw`(?<![\p{L}])(?:(familiar)\s+with|(exposure)\s+to|(${lowerLevelWords})\s+(?:knowledge|skills?|understanding|experience|exposure|familiarity|proficiency)\s+(?:of|in|with|to))\s+(${clauseCharacter}*?(?:(?:\band|,)[ \t]*\n${nextItemCharacter}*|(?=;|\.(?:\s|$)|\n|$)))`,
  'giu',
);

/** The clauses of `text` that give what they list a lower level, with that level ("foundational", "working knowledge"). */
export function readLevelledClauses(text: string): { qualifier: string; clause: string }[] {
  const clauses: { qualifier: string; clause: string }[] = [];
  for (const match of text.matchAll(levelledClause)) {
    const [listed = '', wrapped] = (match[4] ?? '').split('\n');
    // "Microsoft Excel Copyediting, proofreading": a PDF lost the separator after the wrapped item; a known tool that
    // opens the next line is the item, what is glued after it a new one.
    const opening = wrapped === undefined ? undefined : findSkills(wrapped.trim())[0];
    const item = opening?.start === 0 ? opening.text : (wrapped ?? '');
    const clause = `${listed} ${item}`.replace(/\s+/gu, ' ').trim();
    const level = (match[1] ?? match[2] ?? match[3] ?? '').toLowerCase();
    if (clause === '' || level === '') continue;
    // "Working knowledge of", "some experience with": a level said in more than its first word, said whole.
    const qualifier = /^(?:working|some|a little|limited)$/u.test(level)
      ? (match[0].match(new RegExp(`^${level}\\s+\\p{L}+`, 'iu'))?.[0] ?? level).toLowerCase().replace(/\s+/gu, ' ')
      : level;
    clauses.push({ qualifier, clause });
  }
  return clauses;
}

/** A group's heading within a skills section: "Technical", "Soft Skills", "Computer skills:". */
const skillGroupHeading =
  /^(?:(?:Technical|Soft|Core|Hard|Key|Transferable|Professional|Computer|IT|Digital|Other|Additional|Personal)(?:\s+(?:Skills|Competencies|Abilities))?|Tools|Software|Platforms|Frameworks|Technologies)\s*:?$/iu;

/** The skills of a skills section: one per list item, with a qualifier where the resume gives one. */
export function readSkillList(lines: string[]): Skill[] {
  const skills: Skill[] = [];
  const seen = new Set<string>();
  /** Adds a skill not listed before (by its name in any case); whether it was added. */
  const added = (skill: Skill): boolean => {
    // ("Lean Six Sigma Green Belt – in progress": how a credential stands, after its dash, is no skill.)
    if (
      /^(?:in progress|in-progress|ongoing|pending|planned|expired|lapsed|booked|under way|underway)$/iu.test(
        skill.name.trim(),
      )
    )
      return false;
    const key = skill.name.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    skills.push(skill);
    return true;
  };
  // "Tengo conocimiento intermedio en los lenguajes:" / "* Ensamblador", "I have basic knowledge of:": a sentence that
  // leads a list is no skill; the level it names is that of each item under it without one of its own.
  let groupLevel: string | null = null;
  for (const tableLine of joinWrappedListLines(lines)) {
    // "| Machines | Haas VF-2, VF-4SS with 4th axis (HRT210), ... |": a table's row of a label and its list is the list
    // under its label, as "Machines: Haas VF-2, ..." is ("Machines", "Controls" and "Languages" had been skills).
    const rawLine = tableLine.replace(
      /^\s*\|?\s*(\p{Lu}[\p{L} /&]{1,30}?)\s*\|\s*([^|]*,[^|]*?)\s*\|?\s*$/u,
      (row, label: string, list: string) => (countSpaceSeparatedParts(label) <= 3 ? `${label}: ${list}` : row),
    );
    if (namesSpokenLanguages(rawLine)) continue;
    const lead = stripBullet(rawLine).trim();
    // "### Technical" / "- **Design Software**: Adobe Illustrator ...": a heading within the skills (its marks taken
    // off in cleaning) names a group of them, never a skill of its own.
    if (lead === rawLine.trim() && skillGroupHeading.test(lead)) continue;
    if (/:$/u.test(lead) && countSpaceSeparatedParts(lead) >= 4) {
      groupLevel =
        lead.match(new RegExp(`(?<![\\p{L}])(${qualifierWords})(?![\\p{L}])`, 'iu'))?.[1]?.toLowerCase() ?? null;
      continue;
    }
    const line = stripBullet(rawLine)
      .replace(/^[\p{L} /&]{2,40}:\s+(?=\S)/u, '')
      // "Software <tab> Dayforce, ADP Workforce Now, Sage 300": a table's label column, its tab lost, before the list.
      .replace(
        /^(?:Software|Systems|Tools|Legislation|Languages|Platforms|Frameworks|Technologies|Technical|Databases|Cloud|Methods|Hardware|Other|Soft skills|Core skills|Equipment|Machinery)\s+(?=\p{Lu}[^,]*,[^,]*,)/u,
        '',
      )
      // "Excel – intermediate (XLOOKUP, pivot tables; no macros)": the level after the dash is the skill's, and the
      // note after it, whose commas would part it into skills of their own, says no more of its level.
      .replace(levelThenNote, '$1 ($2)')
      .trim();
    if (line === '' || isTableHeaderRow(line)) continue;
    // "Willing to work on shifting schedules, graveyard shift, weekends and holidays", "Can work under pressure": what
    // the person is willing or able to do, whose commas part no skills ("My skills include weekends, holidays" in a
    // held-out letter).
    if (/^(?:willing|able|available|ready|open|flexible)\s+(?:to|for)\b|^can\s+\p{Ll}/iu.test(line)) continue;
    // "Computer literate (MS Word, Excel, PowerPoint)": the tools in brackets are the skills ("I work with ... Computer
    // literate (MS Word, ...)" in a held-out letter).
    const literate = line.match(
      /^(?:(?:basic\s+|average\s+)?computer[- ]litera(?:te|cy)|(?:basic\s+)?computer skills|IT skills|office software)\s*\(([^()]+)\)\.?$/iu,
    )?.[1];
    if (literate !== undefined) {
      for (const item of splitSkillItems(literate)) {
        const read = readSkillItem(item);
        if (read) added(read);
      }
      continue;
    }
    // "AVAILABILITY", "INTERESTS": a heading in capitals the section reader did not know, never a skill.
    if (/^\p{Lu}{6,}(?:\s+\p{Lu}{2,})?$/u.test(line) && canonicalSkillName(line) === undefined) continue;
    const courseworkLine = courseworkPattern.test(line);
    let previousOfLine: Skill | undefined;
    // "Microsoft Excel | Advanced | 9 | Pivot tables, XLOOKUP, Power Query": a table's row names the skill and its
    // level; its notes hold only the tools a reader knows by name, never "Joins" or "Dashboards".
    // ("Klaviyo (advanced) | HubSpot | Canva" is a list parted by bars: a row has its level or its years in a cell.)
    const cells = line.split(/\s+\|\s+/u);
    const tableRow =
      cells.length >= 3 &&
      (qualifierOnly.test(cells[1]?.trim() ?? '') || cells.some((cell) => /^\d{1,2}\+?$/u.test(cell.trim())));
    const level = tableRow
      ? cells
          .slice(1)
          .find((cell) => qualifierOnly.test(cell.trim()))
          ?.trim()
      : undefined;
    const items = tableRow
      ? [
          `${cells[0]}${level ? ` (${level})` : ''}`,
          ...cells
            .slice(1)
            .filter((cell) => !qualifierOnly.test(cell.trim()))
            .flatMap((cell) => splitSkillItems(cell))
            .filter((item) => canonicalSkillName(item.replace(/\s*\([^)]*\)\s*$/u, '').trim()) !== undefined),
        ]
      : splitSkillItems(line.replace(courseworkPattern, ''));
    for (const rawItem of items) {
      if (qualifierOnly.test(rawItem.trim())) {
        if (previousOfLine && previousOfLine.qualifier === null)
          previousOfLine.qualifier = rawItem.trim().toLowerCase();
        continue;
      }
      const read = readSkillItem(rawItem);
      if (!read) continue;
      const parsed = read.qualifier === null && groupLevel !== null ? { ...read, qualifier: groupLevel } : read;
      const skill = courseworkLine && parsed.qualifier === null ? { ...parsed, qualifier: 'coursework' } : parsed;
      if (added(skill)) previousOfLine = skill;
    }
  }
  return skills;
}

/**
 * "Multilingual: Fluent in English and Punjabi, with basic knowledge of French.": a line of spoken languages, read by
 * `readSpokenLanguages`, never cut into skills ("English and Punjabi", "with basic knowledge of French"); "Languages:
 * Python, SQL, C" names tools and stays a list of skills.
 */
function namesSpokenLanguages(rawLine: string): boolean {
  const labelled = stripBullet(rawLine).match(/^([\p{L} /&]{2,40}):\s+(\S.*)$/u);
  const [, label = '', rest = ''] = labelled ?? [];
  return (
    /^(?:multilingual|bilingual|trilingual|languages?(?:\s+spoken)?|spoken\s+languages?|language\s+skills)$/iu.test(
      label.trim(),
    ) &&
    spokenLanguage.test(rest) &&
    !splitSkillItems(rest).some((item) => canonicalSkillName(item.trim()) !== undefined)
  );
}

/**
 * "Deep Learning, Natural" + "Language Processing, Computer Vision": a comma list that a PDF wrapped mid-item goes on
 * on the next line. A line of a comma list that ends without a comma continues into a next line that carries on the
 * list without a bullet or a label of its own.
 */
function joinWrappedListLines(lines: string[]): string[] {
  const joined: string[] = [];
  for (const line of lines) {
    const previous = joined[joined.length - 1];
    const lastItem = previous?.split(',').pop()?.trim() ?? '';
    const firstItem = line.split(',')[0]?.trim() ?? '';
    // Only a cut-off item: a word or two left at the line's end, a word or two that finish it, and no known skill
    // ("Python") standing complete before the break.
    const continues =
      previous !== undefined &&
      /,/.test(previous) &&
      // "QuickBooks (basic)" is an item closed by its bracket, never the start of one the next line finishes.
      !/[,;:.)]\s*$/.test(previous) &&
      /,/.test(line) &&
      !/^\s*[-–—•*·]/u.test(line) &&
      !/^[\p{L} /&]{2,40}:\s/u.test(line) &&
      countSpaceSeparatedParts(lastItem) <= 2 &&
      countSpaceSeparatedParts(firstItem) <= 3 &&
      canonicalSkillName(lastItem) === undefined &&
      // ("Adobe Photoshop, Illustrator, InDesign" / "React JS, Vanilla Javascript" / "HTML, CSS": a row that opens on
      // a skill the vocabulary knows is a row of its own.)
      canonicalSkillName(firstItem) === undefined &&
      canonicalSkillName(firstItem.replace(/\s+JS$/u, '')) === undefined;
    // "Microsoft 365 admin (Exchange" / "Online, Intune - basic), Jamf Pro": a bracket the line left open goes on.
    const openBracket =
      previous !== undefined &&
      (previous.match(/\(/gu)?.length ?? 0) > (previous.match(/\)/gu)?.length ?? 0) &&
      /^[^(]*\)/u.test(line) &&
      !/^\s*[-–—•*·]/u.test(line);
    if (continues || openBracket) joined[joined.length - 1] = `${previous.trimEnd()} ${line.trim()}`;
    else joined.push(line);
  }
  return joined;
}

/** Items of a skills line: at commas, semicolons, bullets and " ~ ", but not inside brackets. */
function splitSkillItems(line: string): string[] {
  const items: string[] = [];
  let depth = 0;
  let current = '';
  for (const character of line) {
    if (character === '(' || character === '[') depth += 1;
    if (character === ')' || character === ']') depth = Math.max(0, depth - 1);
    if (depth === 0 && /[,;•·|~]/.test(character)) {
      items.push(current);
      current = '';
      continue;
    }
    current += character;
  }
  items.push(current);
  return (
    items
      // "Dentally – basic (one locum day)", "Exact (SOE) – confident" between bars: the level after the dash is the
      // skill's, said in brackets before the item is split at its dashes.
      .map((item) =>
        item.replace(levelAfterDash, '$1 ($2)').replace(praiseAfterDash, '$1').replace(limitingAfterDash, '$1 ($2)'),
      )
      // "Adobe Photoshop/ InDesign/ Illustrator": a slash with a space beside it separates items; "CI/CD" does not,
      // nor one inside brackets ("Drainage design (MicroDrainage / InfoDrainage)").
      .flatMap((item) => {
        const parts = item.split(/(?:\s+[–—]\s+|\s+-\s+(?=\p{Lu})|\s*\/\s+|\s+\/\s*)(?![^()]*\))/u);
        // "ASHRAE 62.1 / 90.1 (coursework)": the level in brackets after the last part is every part's.
        const level = parts.length > 1 ? parts[parts.length - 1]?.match(bracketQualifier)?.[0] : undefined;
        return level === undefined
          ? parts
          : parts.map((part) => (bracketQualifier.test(part) ? part : `${part.trim()} ${level}`));
      })
      .map((item) => item.replace(/^\s*(?:and|und|y|et)\s+/i, '').trim())
      // "Python, SQL and Tableau": the last two items of a list, joined by its "and", are two tools when both are known
      // ones ("Research and Development" stays one).
      .flatMap((item) => {
        const parts = /[()]/u.test(item) ? [] : item.split(/\s+(?:and|und|y|et|&)\s+/u);
        return parts.length === 2 && parts.every((part) => canonicalSkillName(part.trim()) !== undefined)
          ? parts
          : [item];
      })
      .filter((item) => item.length > 0)
  );
}

/** A unit of measure alone, or one per another ("mL/hr", "mg/kg", "km/h", "kWh"). */
const unitOfMeasure =
  /^(?:(?:m|c|k|µ|mc)?(?:g|l|L|m)|mL|mmol|mcg|kWh?|MW|hrs?|h|mins?|s|sec|units?|mph|psi|rpm)(?:\s*\/\s*(?:(?:m|c|k)?(?:g|l|L|m)|mL|hrs?|h|mins?|s|sec|day|wk|kg|m2|m3))?$/u;

function readSkillItem(rawItem: string): Skill | undefined {
  // "CeRER (equity release) –": a dash a broken line left at the end.
  let name = rawItem
    .trim()
    .replace(/[.:]+$/, '')
    .replace(/\s*[-–—]+$/u, '');
  let qualifier: string | null = null;
  const bracket = name.match(bracketQualifier);
  if (bracket?.[1]) {
    qualifier = bracket[1].toLowerCase();
    name = name.replace(bracketQualifier, '').trim();
  }
  // "SQL (7 years)", "GitHub Copilot (1 year)": how long the tool was used, no part of its name.
  name = name.replace(/\s*\(\s*\d+\+?\s*(?:years?|yrs?|months?|Jahre?|años?|ans?)\s*\)$/iu, '');
  // "R (high)", "Fortran, C, C++ (low)": an academic CV's own scale, said in the words of levels.
  const scale = qualifier === null ? /\s*\((high|low|medium)\)$/iu.exec(name) : null;
  if (scale?.[1]) {
    qualifier = { high: 'advanced', low: 'basic', medium: 'intermediate' }[scale[1].toLowerCase()] ?? null;
    name = name.slice(0, scale.index).trim();
  }
  const limited = qualifier === null ? name.match(limitingBracket) : null;
  if (limited?.[1]) {
    qualifier = limited[1].trim();
    name = name.replace(limitingBracket, '').trim();
  }
  const later = name.match(laterBracketQualifier);
  if (qualifier === null && later?.[2]) {
    qualifier = later[2].toLowerCase();
    name = name.replace(laterBracketQualifier, `(${(later[1] ?? '').trim()})`).trim();
  }
  const leading = name.match(leadingQualifier);
  // "Basic Life Support" is a course's name, not life support at a basic level.
  if (leading?.[1] && !/^basic life support\b/i.test(name)) {
    qualifier ??= leading[1].toLowerCase();
    name = name.slice(leading[0].length).trim();
  }
  const trailing = name.match(trailingQualifier);
  if (trailing?.[1] && countSpaceSeparatedParts(name) > 1) {
    qualifier ??= trailing[1].toLowerCase();
    name = name.slice(0, trailing.index).trim();
  }
  // "Basic welding skills" → welding (basic).
  if (qualifier !== null) name = name.replace(/\s+(?:skills?|knowledge)$/i, '').trim();
  // (R and C, the languages, are a letter's name.)
  if (
    (name.length < 2 && !/^[RC]$/u.test(name)) ||
    name.length > 80 ||
    notASkill.test(name) ||
    countSpaceSeparatedParts(name) > 8
  )
    return undefined;
  if (!/\p{L}/u.test(name) || contactInSkills.test(name) || looksLikePlace(name)) return undefined;
  // "CAD (SolidWorks) – nur Schulung, keine Praxis": what the person has not done, after the comma of a note, is no
  // skill ("keine Praxis" had been one).
  if (/^(?:keine?|no|not|sin|sans|pas)\s/iu.test(name)) return undefined;
  // "{ Development skills:", "Programming languages", "Frameworks and tools": a label over a list of skills, never one
  // ("My skills include development skills").
  if (
    /^(?:development|technical|hard|soft|computer|programming|management|core|key|other|additional|professional|it|digital|software|transferable)\s+(?:skills|languages)$|^(?:tools|technologies|frameworks|(?:frameworks|tools)\s+(?:and|&)\s+(?:tools|technologies))$/iu.test(
      name,
    ) &&
    qualifier === null
  )
    return undefined;
  // "Senior Product Marketing Manager at Ledgerline" under a skill on a LinkedIn page: the post it was used in.
  const postAt = name.match(/^(.{3,60}?)\s+at\s+\p{Lu}/u)?.[1];
  if (postAt !== undefined && countTitleWords(postAt) > 0 && isTitleWord(postAt.split(/\s+/u).at(-1) ?? ''))
    return undefined;
  // "Pharmaceutical calculations – dilutions, alligations, mL/hr": a unit the calculations work in is no skill.
  if (unitOfMeasure.test(name)) return undefined;
  // What a page read across its columns puts among the skills: a deed ("Evaluated 11 variation orders ..."), a date
  // ("Mar 2018"), a post ("Assistant Resident Engineer") or the rest of a sentence ("client and the financier").
  if (isStrayLine(name)) return undefined;
  // "Python – nivel básico": the level by its word, as the other lists give it ("básico").
  const level = qualifier?.match(/^nivel\s+(\p{L}+)$/iu)?.[1]?.toLowerCase();
  if (level !== undefined) qualifier = { medio: 'intermedio', alto: 'avanzado' }[level] ?? level;
  return { name, qualifier };
}

const languageNames =
  'castellano|catalán|català|valenciano|valencià|valencian|gallego|euskera|bahasa malaysia|bahasa melayu|bahasa indonesia|polski|angielski|niemiecki|rosyjski|ukraiński|niderlandzki|nederlands|português|italiano|english|spanish|french|german|italian|portuguese|dutch|polish|russian|ukrainian|arabic|hebrew|farsi|persian|urdu|hindi|bengali|bangla|punjabi|gujarati|tamil|telugu|marathi|malayalam|kannada|chinese|mandarin|putonghua|cantonese|japanese|korean|vietnamese|thai|tagalog|filipino|indonesian|malay|turkish|greek|romanian|hungarian|czech|slovak|swedish|norwegian|danish|finnish|swahili|yoruba|igbo|hausa|amharic|somali|pashto|dari|kurdish|armenian|georgian|albanian|serbian|croatian|bosnian|bulgarian|slovenian|lithuanian|latvian|estonian|catalan|basque|galician|welsh|irish|gaelic|sign language|asl|bsl|cebuano|bisaya|ilocano|hiligaynon|afrikaans|isixhosa|xhosa|isizulu|zulu|sesotho|setswana|xitsonga|shona|ndebele|twi|wolof|lingala|kinyarwanda|luganda|tigrinya|oromo|sinhala|nepali|burmese|khmer|mongolian|kazakh|uzbek|azerbaijani|maltese|icelandic|luxembourgish|māori|maori|samoan|tongan|fijian|haitian creole|yiddish|sindhi|odia|assamese|konkani|deutsch|englisch|französisch|spanisch|italienisch|türkisch|russisch|polnisch|arabisch|español|inglés|francés|alemán|français|anglais|espagnol|allemand|italien|italienne|portugais|arabe|néerlandais|russe|chinois|japonais|inglese|spagnolo|francese|tedesco|inglês|espanhol|francês|alemão|pulaar|fula|fulani|serer|kriol|kreol morisien|kreol|seychellois creole|newari|nepal bhasa|garifuna|chichewa|bemba|nyanja|kirundi|malagasy|kikuyu|luo|ewe|bambara|dioula|tamazight|darija|papiamento|bislama|tok pisin';
const languageWord = new RegExp(`(?<![\\p{L}])(${languageNames})(?![\\p{L}])`, 'giu');
/** One spoken language named anywhere in a text (`languageWord`, without its global state). */
const spokenLanguage = new RegExp(languageWord.source, 'iu');
// ("French (school level)", "German (rusty)": a language learnt at school and not used since is a basic one.)
// ("French - Low": a level the person rates low is one too.)
// ("Perfect" / "Good": a table's marks for speaking, understanding, writing and reading, the first read.)
const levelWords =
  /(school level|niveau scolaire|school|rusty|near[- ]native|quasi[- ]native|native|mother tongue|home language|first language|reading knowledge|reading|passive|excellent|perfect|very good|good|fair|limited working|(?<![\p{L}])(?:limited|low|poor|a little)(?![\p{L}])|professional working|full professional|elementary proficiency|grundkenntnisse|schulkenntnisse|gute kenntnisse|sehr gute kenntnisse|sehr gut|(?<![\p{L}])gut(?![\p{L}])|fortgeschritten|nivel alto|nivel medio|nivel básico|notions|intermédiaire|muttersprache|muttersprachlich|fluent|fließend|verhandlungssicher|bilingual|proficient|conversational|intermediate|basic|beginner|learner|learning|entry level|elementary|advanced|working knowledge|business fluent|c2|c1|b2|b1|a2|a1|nativo|nativa|fluido|avanzado|básico|courant|bilingue|langue maternelle|professionnel(?:le)?|professional|spoken|written)/iu;

/** The level a text gives a language, in lower case; "perfect" is said as "excellent". */
function levelOf(text: string): string | null {
  // ("Native or Bilingual", a profile page's highest level, says no more than bilingual: a letter had told one such
  // language as the person's first and the other as native too.)
  if (/\bnative\s+or\s+bilingual\b/iu.test(text)) return 'bilingual';
  const level = text.match(levelWords)?.[1]?.toLowerCase() ?? null;
  return level === 'perfect' ? 'excellent' : level;
}

// "Spanish (conversational - I understand well, speaking is slower)": the level first, then the person's own words.
const languageWithLevel = new RegExp(`(?<![\\p{L}])(${languageNames})\\s*\\(([^)]{2,80})\\)`, 'giu');

/** Two names of one language ("Filipino/Tagalog", "Farsi/Persian"): a person who writes both speaks one language. */
const sameLanguage: ReadonlyMap<string, string> = new Map([
  ['tagalog', 'filipino'],
  ['filipino', 'tagalog'],
  ['persian', 'farsi'],
  ['farsi', 'persian'],
  ['mandarin', 'chinese'],
  ['chinese', 'mandarin'],
  ['putonghua', 'mandarin'],
]);

function displayLanguage(name: string): string {
  // "isiXhosa", "isiZulu": the prefix in lower case, as the languages are written.
  const prefixed = name.match(/^isi(xhosa|zulu)$/iu)?.[1];
  if (prefixed) return `isi${prefixed.charAt(0).toUpperCase()}${prefixed.slice(1).toLowerCase()}`;
  return name
    .toLowerCase()
    .split(/\s+/u)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** Languages a resume names in its own language ("polski", "angielski"), by their English names. */
const nativeLanguageNames: ReadonlyMap<string, string> = new Map([
  ['polski', 'polish'],
  ['angielski', 'english'],
  ['niemiecki', 'german'],
  ['rosyjski', 'russian'],
  ['ukraiński', 'ukrainian'],
  ['niderlandzki', 'dutch'],
  ['nederlands', 'dutch'],
  ['português', 'portuguese'],
  ['italiano', 'italian'],
  ['bahasa melayu', 'malay'],
  ['bahasa malaysia', 'malay'],
  ['castellano', 'spanish'],
  // A Spanish, German or French CV names its languages in its own language ("Inglés: B2"); one named twice ("Inglés:
  // B2 – First Certificate in English") is one language.
  ['español', 'spanish'],
  ['inglés', 'english'],
  ['francés', 'french'],
  ['alemán', 'german'],
  ['catalán', 'catalan'],
  ['català', 'catalan'],
  ['valenciano', 'valencian'],
  ['valencià', 'valencian'],
  ['gallego', 'galician'],
  ['euskera', 'basque'],
  ['deutsch', 'german'],
  ['englisch', 'english'],
  ['französisch', 'french'],
  ['spanisch', 'spanish'],
  ['italienisch', 'italian'],
  ['türkisch', 'turkish'],
  ['russisch', 'russian'],
  ['polnisch', 'polish'],
  ['arabisch', 'arabic'],
  ['français', 'french'],
  ['anglais', 'english'],
  ['espagnol', 'spanish'],
  ['allemand', 'german'],
  ['italien', 'italian'],
  ['italienne', 'italian'],
  ['portugais', 'portuguese'],
  ['arabe', 'arabic'],
  ['néerlandais', 'dutch'],
  ['russe', 'russian'],
  ['chinois', 'chinese'],
  ['japonais', 'japanese'],
  // (An Italian or Portuguese ad asks for its languages in its own words: "Inglese livello C1", "inglês fluente".)
  ['inglese', 'english'],
  ['spagnolo', 'spanish'],
  ['francese', 'french'],
  ['tedesco', 'german'],
  ['inglês', 'english'],
  ['espanhol', 'spanish'],
  ['francês', 'french'],
  ['alemão', 'german'],
]);

function englishLanguageName(name: string): string {
  return nativeLanguageNames.get(name.toLowerCase()) ?? name;
}

/**
 * Every name a language goes by in the languages the engine reads: "French", and "Französisch", "francés", "français"
 * (a German ad asks for "fließend Französisch" of a resume that says "fluent in French").
 */
export function namesOfLanguage(name: string): string[] {
  const english = englishLanguageName(name).toLowerCase();
  return [
    name,
    ...[english, ...[...nativeLanguageNames].filter(([, to]) => to === english).map(([native]) => native)].filter(
      (other) => other !== name.toLowerCase(),
    ),
  ];
}

/**
 * The spoken languages a text names, by their English names in lower case ("Advanced teaching of Armenian Language":
 * armenian). Teaching English as a foreign or second language names English by its initials ("ESL", "TEFL"); "polish"
 * in lower case is the verb.
 */
export function spokenLanguagesNamed(text: string): Set<string> {
  const named = new Set<string>();
  for (const match of text.matchAll(languageWord)) {
    const written = match[1] ?? '';
    if (written === 'polish') continue;
    const english = englishLanguageName(written).toLowerCase();
    named.add(sameLanguage.get(english) === 'chinese' ? 'chinese' : english);
  }
  if (/\b(?:ESL|EFL|ESOL|TEFL|TESOL|TESL|CELTA|IELTS|TOEFL|TOEIC)\b/u.test(text)) named.add('english');
  return named;
}

/**
 * The languages a person speaks, from a languages section or from statements such as "Fluent in English, Farsi,
 * Urdu, and Hindi" and "Bilingual English & Chinese". A language named elsewhere ("English Teacher", "English
 * Composition") is a subject, not a language the person speaks.
 */
export function readSpokenLanguages(languageSectionLines: string[], wholeText: string): SpokenLanguage[] {
  const found = new Map<string, SpokenLanguage>();
  // The language read last: a LinkedIn export gives its level on the line below.
  let lastAdded: string | undefined;
  const add = (name: string, level: string | null) => {
    const display = displayLanguage(englishLanguageName(name));
    // The second name of a language already read is that language.
    const otherName = sameLanguage.get(display.toLowerCase());
    if (otherName !== undefined && found.has(otherName)) return;
    lastAdded = display.toLowerCase();
    const existing = found.get(display.toLowerCase());
    if (existing && existing.level !== null) return;
    found.set(display.toLowerCase(), { name: display, level });
  };
  // "Languages: Portuguese – native | English – advanced (C1 reading/writing, conversation B2+) | Spanish – basic" on
  // a line of its own under another heading: read as a section's line is (the statements below reach 80 characters
  // and had missed Spanish, and lent "native" to every language before the bars parted the entries).
  const labelledLines = wholeText
    .split('\n')
    .filter((line) =>
      /^\s*(?:languages?|language skills|langues|idiomas|sprachen|sprachkenntnisse)\s*:\s*\S/iu.test(line),
    )
    .map((line) => line.replace(/^\s*[^:]+:\s*/u, ''));
  for (const line of [...languageSectionLines, ...labelledLines]) {
    // "English – fluent | Bahasa Malaysia – fluent | Tamil – native": each entry between bars or commas is a language
    // and its level; a dash or a slash inside an entry parts the name from its level or gives the name twice
    // ("rosyjski / Russian – podstawowy / basic"). A language named in a note ("(understand Ukrainian colleagues)") is
    // not one the person speaks.
    // ("Castellano nativo. Inglés básico (A2).": a full stop parts two entries too.)
    for (const entry of stripBullet(line).split(/\s*\|\s*|\s*[,;•·](?![^()]*\))\s*|\.\s+(?=\p{Lu})/u)) {
      // ("English & Chinese Mandarin": Mandarin, named with its family.)
      const outside = entry
        .replace(/\([^()]*\)/gu, ' ')
        .replace(/\b(?:Chinese\s+Mandarin|Mandarin\s+Chinese)\b/giu, 'Mandarin');
      const names = [...new Set([...outside.matchAll(languageWord)].map((match) => englishLanguageName(match[0])))];
      const level = levelOf(entry);
      // "Yoruba" / "Limited working proficiency": a LinkedIn export gives the level on the line under the language.
      if (names.length === 0) {
        // "English, Twi, Ga (basic)": a language this reader does not know, named as one in the list, with its own level;
        // never a level for the language before it.
        // ("basic Nihongo (self study)": the level said before a language this reader does not know is that
        // language's, never the one before it; "I also have basic Cebuano" was a held-out letter's.)
        const unknownName = outside
          .trim()
          .replace(/^(?:basic|fluent|conversational|intermediate|advanced|native|elementary|some)\s+(?=\p{Lu})/iu, '');
        // (Only with a level a spoken language has, and never a tool's name: "Languages: Go, Python, Terraform".)
        if (
          level !== null &&
          /^\p{Lu}\p{Ll}+(?:[ -]\p{Lu}?\p{Ll}+)?$/u.test(unknownName) &&
          !levelWords.test(unknownName) &&
          canonicalSkillName(unknownName) === undefined
        ) {
          add(unknownName, level);
          continue;
        }
        // (Only a level alone goes to the language before it: "basic Nihongo" names a language of its own.)
        if (/\p{Lu}\p{Ll}{2,}/u.test(unknownName) && unknownName !== outside.trim()) continue;
        const lastName = lastAdded;
        const previous = lastName === undefined ? undefined : found.get(lastName);
        if (level !== null && previous && previous.level === null) found.set(lastName ?? '', { ...previous, level });
        continue;
      }
      for (const name of names) add(name, level);
      // "English, French, Kreol Morisien (all fluent); Hindi (spoken)": a level for all of a list is each one's.
      if (level !== null && /\(\s*(?:all|both)\b/iu.test(entry)) {
        const group = stripBullet(line)
          .split(/;/u)
          .find((part) => part.includes(entry.trim()));
        for (const match of (group ?? '').replace(/\([^()]*\)/gu, ' ').matchAll(languageWord)) {
          const key = displayLanguage(englishLanguageName(match[0])).toLowerCase();
          const listed = found.get(key);
          if (listed && listed.level === null) found.set(key, { ...listed, level });
        }
      }
    }
  }
  // "German (native), English (fluent), Polish (basic)" wherever it stands: each language with the level in its own
  // brackets, before any statement lends one level to all.
  // Only lines with a bracket can hold one: the expression of every language name is not run over a whole resume.
  for (const line of wholeText.includes('(') ? wholeText.split('\n') : []) {
    if (!line.includes('(')) continue;
    for (const match of line.matchAll(languageWithLevel)) {
      const name = match[1];
      const level = levelOf(match[2] ?? '');
      if (name && level) add(name, level);
    }
  }
  const statements =
    /(?:fluent|fluency|bilingual|trilingual|multilingual|native|speak|speaks|spoken|proficient|conversational|fließend|verhandlungssicher|sprachkenntnisse|languages?)\b[^.;\n]{0,80}/giu;
  for (const statement of wholeText.matchAll(statements)) {
    const matches = [...statement[0].matchAll(languageWord)];
    // "Fluent in English, Farsi and Urdu": a level before the list is every language's. "Languages: English,
    // Filipino (Tagalog), Cebuano, basic Arabic": a level inside the list is its own entry's only.
    const lead = statement[0].slice(0, matches[0]?.index ?? 0);
    const sharedLevel = lead.match(levelWords)?.[1]?.toLowerCase() ?? null;
    // ("Languages: Portuguese – native | English – advanced | Spanish – basic": bars part the entries as commas do.)
    const listed = sharedLevel === null && /[,;|]/u.test(statement[0].slice(matches[0]?.index ?? 0));
    for (const match of matches) {
      const start = match.index ?? 0;
      const after = statement[0].slice(start + match[0].length, start + match[0].length + 14);
      // "English Composition", "Spanish teacher": a subject, not a language spoken.
      // "recruiting native English speakers", "taught native Spanish students": other people's language, not the
      // person's ("English is my first language" in a held-out letter whose resume never says so).
      if (
        /^\s+(?:composition|teacher|literature|language arts|department|class|course|(?:speakers|students|learners|clients|customers|children|pupils|staff|colleagues)\b)/iu.test(
          after,
        )
      )
        continue;
      // ("Bilingual: English / conversational Spanish": a slash between spaces parts two entries too, each with its own
      // level; the Spanish had been read as bilingual.)
      const slashBefore = statement[0].lastIndexOf(' / ', start);
      const entryStart =
        Math.max(
          statement[0].lastIndexOf(',', start),
          statement[0].lastIndexOf(';', start),
          statement[0].lastIndexOf('|', start),
          slashBefore === -1 ? -1 : slashBefore + 2,
        ) + 1;
      const entryEnd = statement[0].slice(start).search(/[,;|]|\s\/\s/u);
      const entry = statement[0].slice(entryStart, entryEnd === -1 ? undefined : start + entryEnd);
      // ("Fluent in English and Punjabi, with basic knowledge of French": an entry with a level of its own keeps it.)
      const ownLevel = levelOf(entry);
      const level = listed
        ? ownLevel
        : (ownLevel ?? sharedLevel ?? statement[0].match(levelWords)?.[1]?.toLowerCase() ?? null);
      add(match[0], level);
    }
  }
  return [...found.values()].slice(0, 15);
}

function isStrayLine(name: string): boolean {
  const words = name.split(/\s+/u);
  const first = words[0] ?? '';
  if (words.length >= 4 && /^\p{Lu}\p{Ll}+ed$/u.test(first) && readVerb(first.toLowerCase())?.form === 'past')
    return true;
  if (findPeriod(name)?.index === 0 && name.length <= 24) return true;
  // A post has two words of one ("Assistant Resident Engineer"); "Channel Manager" and "Sales Navigator" are software.
  if (words.length >= 2 && countTitleWords(name) >= 2 && isTitleWord(words[words.length - 1] ?? '')) return true;
  return words.length >= 4 && /^\p{Ll}/u.test(name) && /\b(?:the|a|an)\b/u.test(name);
}
