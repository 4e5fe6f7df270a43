// Splits a resume or an ad into sections by their headings, in English, German, Spanish and French. A heading is a
// short line that names a known section ("Professional Experience", "Skill Highlights", "Berufserfahrung", "Who
// we're looking for"), possibly with content after a colon ("Skills: Python, SQL").

import { foldForComparison, withoutAccents } from '../text/compare.ts';
import { isTitleWord } from '../vocabulary/occupations.ts';
import { countSpaceSeparatedParts, countSpaceSeparatedWords } from '../text/sentences.ts';
import { isPeriodOnlyLine } from './read-periods.ts';

/** A section of a document: its kind, the heading as written, and its lines (trimmed, blank lines kept). */
export type DocumentSection<Kind extends string> = { kind: Kind | 'preamble'; heading: string; lines: string[] };

/** A heading dictionary: folded heading text to section kind. */
export type HeadingDictionary<Kind extends string> = ReadonlyMap<string, Kind>;

/** Builds a heading dictionary from kinds and their phrases. */
export function buildHeadingDictionary<Kind extends string>(entries: Record<Kind, string[]>): HeadingDictionary<Kind> {
  const dictionary = new Map<string, Kind>();
  for (const kind of Object.keys(entries) as Kind[]) {
    for (const phrase of entries[kind]) {
      const folded = foldHeading(phrase);
      dictionary.set(folded, kind);
      // "EXPERIENCES PROFESSIONNELLES", "FORMACION ACADEMICA": a heading in capitals often drops its accents. Never
      // "resume" for the French "résumé" (a summary): in English it names the whole page.
      const unaccented = withoutAccents(folded);
      if (unaccented !== folded && unaccented !== 'resume' && !dictionary.has(unaccented))
        dictionary.set(unaccented, kind);
      // The same heading with its spaces lost ("PROFESSIONALEXPERIENCE"), under a key no folded line can have.
      if (folded.includes(' ')) {
        const glued = `${gluedKey}${folded.replace(/[^\p{L}]+/gu, '')}`;
        if (!dictionary.has(glued)) dictionary.set(glued, kind);
      }
    }
  }
  return dictionary;
}

/** Marks a dictionary's key for a heading whose spaces were lost. */
const gluedKey = '\u0000';

function foldHeading(text: string): string {
  return foldForComparison(text.replace(/\s*&\s*/g, ' and ').replace(/[’']/g, ''))
    .replace(/[.:]+$/, '')
    .replace(/'/g, '');
}

const fillerWords =
  /^(?:your|my|our|the|key|core|relevant|professional|technical|additional|selected|other|main|strongly|highly|deine?|ihre?|unsere?|meine?|was|wichtige|weitere|tus|sus|nuestros?|vos|votre|nos)\s+/;

/**
 * "Experiencia relevante", "Expérience professionnelle pertinente": Spanish, French and Italian put the adjective after
 * the noun, so the word that only narrows the heading comes last (a held-out CV's jobs under "EXPERIENCIA RELEVANTE"
 * were read as its profile).
 */
const trailingFillerWords =
  /\s+(?:relevantes?|pertinentes?|destacadas?|seleccionadas?|recientes?|principal(?:es)?|significativas?|choisies?|récentes?|rilevanti|principali)$/u;

const leadingMarks = /^[-=*_#•\s]+/;
const space = /\s/;

/**
 * `text.replace(/^[-=*_#•\s]+|[-=*_\s]+$/g, '')` with the end read backwards: anchored at the end, the pattern was
 * tried at every position of every line.
 */
function trimHeadingMarks(text: string): string {
  const start = leadingMarks.exec(text)?.[0].length ?? 0;
  let end = text.length;
  for (; end > start; end -= 1) {
    const character = text.charAt(end - 1);
    if (!'-=*_'.includes(character) && !space.test(character)) break;
  }
  return text.slice(start, end);
}

/** The section kind a line announces, with any content written after a colon on the same line. */
export function readHeading<Kind extends string>(
  line: string,
  dictionary: HeadingDictionary<Kind>,
  options: HeadingOptions = {},
): { kind: Kind; heading: string; inlineContent: string } | undefined {
  const trimmed = trimHeadingMarks(line.trim());
  if (!trimmed) return undefined;
  const gluedToText = gluedHeading(trimmed, dictionary);
  if (gluedToText) return gluedToText;
  if (trimmed.length > 120) return undefined;
  // "(volunteer)" on a line of its own: the end of a line a PDF wrapped, never a heading.
  if (trimmed.startsWith('(')) return undefined;
  // Headings start with a capital ("activities." on its own line ends a wrapped sentence) and do not end a sentence.
  // A whole line in lower case that is a heading word for word ("licences & tickets", "skills") is one too.
  // "Benefits: pension, ..., a transport office that actually listens.": after a heading's colon, a sentence may end.
  if (/\p{Ll}\.$/u.test(trimmed) && !/^[^:.]{2,50}:\s/u.test(trimmed)) return undefined;
  if (!/^[\p{Lu}\p{N}]/u.test(trimmed)) {
    const kind = countSpaceSeparatedParts(trimmed) <= 4 ? dictionary.get(foldHeading(trimmed)) : undefined;
    return kind ? { kind, heading: trimmed, inlineContent: '' } : undefined;
  }
  // "Experience)" is the tail of a wrapped title, not a heading.
  if (trimmed.includes(')') && (trimmed.match(/\)/g) ?? []).length > (trimmed.match(/\(/g) ?? []).length)
    return undefined;
  const candidates: { heading: string; inline: string }[] = [];
  // Most lines hold no colon and no bracket: the patterns for them are tried only where they can match.
  const colonMatch = trimmed.includes(':') ? trimmed.match(/^([^:]{2,50}):\s*(.*)$/) : null;
  if (colonMatch && (options.prose !== false || isListLike(colonMatch[2] ?? '')))
    candidates.push({ heading: colonMatch[1] ?? '', inline: colonMatch[2] ?? '' });
  candidates.push({ heading: trimmed, inline: '' });
  for (const candidate of candidates) {
    const withoutNote = (
      candidate.heading.includes('(') ? candidate.heading.replace(/\s*\([^)]*\)\s*$/, '') : candidate.heading
    ).trim();
    // (A longer heading only when the dictionary holds it word for word: "Sie sind richtig bei uns, wenn Sie...".)
    if (countSpaceSeparatedParts(withoutNote) > 6 && !dictionary.has(foldHeading(withoutNote))) continue;
    let folded = foldHeading(withoutNote);
    let kind = dictionary.get(folded);
    for (let attempt = 0; !kind && attempt < 2; attempt += 1) {
      folded = folded.replace(fillerWords, '').replace(trailingFillerWords, '');
      kind = dictionary.get(folded);
    }
    if (!kind) {
      // "QUALIFICATIONS, TICKETS & LICENCES": folding drops the comma, so the heading is cut at it before.
      const firstPart =
        (withoutNote.includes(',') ? foldHeading(withoutNote.split(/\s*,\s*/)[0] ?? '') : folded).split(
          /\s+(?:and|und|y|et)\s+/,
        )[0] ?? '';
      kind = dictionary.get(firstPart) ?? dictionary.get(firstPart.replace(fillerWords, ''));
      // "SCHWEISSPRÜFUNGEN UND ZERTIFIKATE": a heading whose first word names the trade's own kind of the second, which
      // the dictionary knows ("Zertifikate"); the certificates under it had been read as schooling.
      // (Not "Duties & achievements", a job's own label in English.)
      const parts = folded.split(/\s+(?:und|y|et)\s+/);
      if (!kind && parts.length === 2 && countSpaceSeparatedParts(parts[0] ?? '') === 1)
        kind = dictionary.get(parts[1] ?? '');
      // "UX PROJECTS & VOLUNTEERING", "Data projects", "Notable Recent Projects": projects named by their field or
      // their kind.
      if (!kind && /^(?:\p{L}+\s+){1,2}projects$/u.test(firstPart)) kind = dictionary.get('projects');
      // "Clinical & Professional Skills", "Nursing Skills": skills named by their field (a heading the dictionary knows,
      // "Language Skills", was found above). Never with a colon: "Editorial Skills:" heads a list of one job's work.
      // ("Clinical Skills & Proficiencies": the same, before what the skills are paired with.)
      if (
        !kind &&
        !trimmed.includes(':') &&
        (/^(?:(?:\p{L}+\s+)?and\s+)?\p{L}+\s+skills$/u.test(folded) || /^\p{L}+\s+skills$/u.test(firstPart))
      )
        kind = dictionary.get('skills');
      // "Educational & Technical Qualification": the noun after the pair belongs to both its words.
      const shared = kind ? undefined : /^(\p{L}+) and (\p{L}+) (\p{L}+)$/u.exec(folded);
      if (shared) kind = dictionary.get(`${shared[1]} ${shared[3]}`) ?? dictionary.get(`${shared[2]} ${shared[3]}`);
      // "EDV / Systems", "Kurzprofil / Profile": a heading given in two languages is known by either.
      if (!kind && withoutNote.includes(' / '))
        kind = withoutNote
          .split(/\s+\/\s+/)
          .map((part) => foldHeading(part))
          .map((part) => dictionary.get(part) ?? dictionary.get(part.replace(fillerWords, '')))
          .find((found) => found !== undefined);
    }
    // "Related Experiences", "Work Experiences": a heading the dictionary knows in the singular.
    if (!kind && /\p{L}{4,}s$/u.test(folded)) kind = dictionary.get(folded.slice(0, -1));
    // "Engineering Career", "Pharmacy Experience": a trade's own name for its jobs, where the dictionary has one.
    if (
      !kind &&
      /^\p{L}+\s+(?:careers?|experiences?|employment)$/u.test(folded) &&
      !/^(?:volunteer|community|voluntary)\b/u.test(folded)
    )
      kind = dictionary.get('experience');
    // "Industrial Training (Trainee Engineer)", "Internship (Data Analyst)": a kind of work with the post held in it,
    // above its employer and dates, heads a job, not a section.
    const note = withoutNote === candidate.heading ? '' : candidate.heading.slice(withoutNote.length);
    if (
      kind === 'experience' &&
      candidate.inline === '' &&
      /\p{L}/u.test(note) &&
      isTitleWord(
        note
          .replace(/[()\s]+$/u, '')
          .split(/\s+/u)
          .pop() ?? '',
      )
    )
      return undefined;
    if (kind) return { kind, heading: withoutNote, inlineContent: candidate.inline.trim() };
  }
  // "VOLUNTEERING DURING MY CAREER BREAK", "WORK EXPERIENCE IN THE UK": a heading in capitals with a note after it,
  // whose lines would otherwise run on under the last job.
  const headWithNote =
    countSpaceSeparatedParts(trimmed) <= 7
      ? /^([\p{Lu}&' ]{4,40}?)\s+(?:DURING|IN|AT|WHILE|SINCE|FROM|FOR|WITH|OUTSIDE)\s+[\p{Lu}\p{N}' ]+$/u.exec(
          trimmed,
        )?.[1]
      : undefined;
  if (headWithNote) {
    const kind = dictionary.get(foldHeading(headWithNote));
    if (kind) return { kind, heading: trimmed, inlineContent: '' };
  }
  // "PROFESSIONALEXPERIENCE": a heading in capitals whose spaces a PDF lost, known by its letters.
  const glued = /^(\p{Lu}{8,}):?$/u.exec(trimmed)?.[1];
  if (glued) {
    const kind = dictionary.get(`${gluedKey}${glued.toLowerCase()}`);
    if (kind) return { kind, heading: trimmed.replace(/:$/u, ''), inlineContent: '' };
  }
  return undefined;
}

/**
 * "CAREER HISTORYRedbrook Borough Council – ...", "PERSONAL STATEMENTProcurement officer with ...", "PROFESSIONAL
 * QUALIFICATIONSCIPS Level 4 ...": a heading in capitals whose line break a paste lost, glued to the first line under
 * it. Where the heading ends is found by the dictionary, the longest known heading first: the line may go on in
 * capitals ("CIPS", "MS Office").
 */
function gluedHeading<Kind extends string>(
  trimmed: string,
  dictionary: HeadingDictionary<Kind>,
): { kind: Kind; heading: string; inlineContent: string } | undefined {
  // "Publications:Rifai S.W., ...", "Mentorship:2017 Co-supervising ...": a PDF's heading set before its first line
  // with no space after its colon, a line of any length.
  const beforeColon = /^(\p{Lu}[\p{L} &]{2,40}):(?=[\p{Lu}\p{N}(-])/u.exec(trimmed)?.[1];
  if (beforeColon !== undefined) {
    const folded = foldHeading(beforeColon);
    // ("Relevant Skills:Programming Languages: ...", "Personal References:Stephanie A. Bohlman ...")
    const kind = dictionary.get(folded) ?? dictionary.get(folded.replace(fillerWords, ''));
    if (kind) return { kind, heading: beforeColon, inlineContent: trimmed.slice(beforeColon.length + 1).trim() };
  }
  const capitals = /^[\p{Lu}&][\p{Lu}&\s]{2,50}(?=\p{Lu}\p{Ll}|\p{Lu}{2,}\s)/u.exec(trimmed)?.[0];
  if (!capitals || !/\p{Ll}/u.test(trimmed)) return undefined;
  for (let end = capitals.length; end >= 3; end -= 1) {
    const heading = trimmed.slice(0, end);
    const rest = trimmed.slice(end);
    // Cut inside a word of the heading, never between its words: the rest opens on a capital.
    if (/\s$/u.test(heading) || !/^\p{Lu}/u.test(rest) || !/\p{Lu}$/u.test(heading)) continue;
    const kind = dictionary.get(foldHeading(heading));
    if (kind) return { kind, heading, inlineContent: rest.trim() };
  }
  return undefined;
}

export type HeadingOptions = {
  /**
   * Whether a heading may carry prose after its colon. Ads do ("Requirements: 3+ years of Python; ..."); in a resume
   * "TRAINING: Trained 2 technicians in ..." is a label inside a role, and only lists ("Skills: Python, SQL") follow
   * a real heading.
   */
  prose?: boolean;
};

/** Short content, or content that is mostly a list. */
function isListLike(content: string): boolean {
  const words = countSpaceSeparatedWords(content);
  const separators = (content.match(/[,;|•]/g) ?? []).length;
  return words <= 10 || separators * 5 >= words;
}

/**
 * Whether a job's dates ("August 2019 – February 2021", "2017 - 2019") stand on a line of their own among the lines
 * from `start` to the next heading: more jobs follow a label inside one.
 */
function jobDatesFollow<Kind extends string>(
  lines: readonly string[],
  start: number,
  dictionary: HeadingDictionary<Kind>,
  options: HeadingOptions,
): boolean {
  for (const line of lines.slice(start, start + 80)) {
    const trimmed = line.trim();
    if (trimmed === '' || isBulletLine(trimmed)) continue;
    if (isPeriodOnlyLine(trimmed)) return true;
    const heading = readHeading(trimmed, dictionary, options);
    if (heading && heading.inlineContent === '' && !/:\s*$/u.test(trimmed)) return false;
  }
  return false;
}

/** Splits lines into sections; lines before the first heading form the preamble. */
export function splitIntoSections<Kind extends string>(
  lines: string[],
  dictionary: HeadingDictionary<Kind>,
  options: HeadingOptions = {},
): DocumentSection<Kind>[] {
  const sections: DocumentSection<Kind>[] = [{ kind: 'preamble', heading: '', lines: [] }];
  // "Skills: Food Safety, Upselling, ..." under each of several jobs: each job's skills, labelled inside it, and the jobs
  // after one are still jobs (a short one was read as the skills section, and every job below it was lost).
  const skillsLabels = lines.filter((line) => /^\W*skills\W*:\s*\S/iu.test(line)).length;
  let joinedToHeading = -1;
  for (const [position, line] of lines.entries()) {
    if (position === joinedToHeading) continue;
    // "Professional" / "Journey", "Work" / "Experience": a heading a web page set in two elements, one word a line.
    // Read as one, and the second line goes with it.
    const next = lines[position + 1]?.trim() ?? '';
    // ("Resume" / "Experience": a second line that is a heading of its own heads the section alone.)
    const twoLines =
      next !== '' &&
      /^\p{Lu}\p{L}+$/u.test(next) &&
      /^\p{Lu}\p{L}+$/u.test(line.trim()) &&
      readHeading(next, dictionary, options) === undefined
        ? readHeading(`${line.trim()} ${next}`, dictionary, options)
        : undefined;
    if (twoLines) {
      sections.push({ kind: twoLines.kind, heading: twoLines.heading, lines: [] });
      joinedToHeading = position + 1;
      continue;
    }
    const heading = readHeading(line, dictionary, options);
    // "Achievements: Moved to the escalations desk" under a job's "Company:" and "Position:": a label inside the job,
    // never a section of its own.
    // ("Achievements:" alone on its line over the job's awards, then "2) Suraksha Insurance ..." / "Designation: ...":
    // the same, its colon a label's; read as a section, the next job and its lines were lost.)
    const current = sections[sections.length - 1];
    if (
      heading &&
      (heading.inlineContent !== '' || /:\s*$/u.test(line)) &&
      current?.kind === 'experience' &&
      /^(?:(?:key\s+)?achievements?|(?:main\s+|key\s+)?duties|(?:key\s+)?responsibilities|tasks)$/iu.test(
        heading.heading,
      ) &&
      (current.lines.some((written) => /^(?:company|employer|position|job title|designation)\s*:/iu.test(written)) ||
        // ("Duties and Responsibilities:" / its bullets / "Achievements:" / its bullets / the next job's post, employer
        // and dates: the same labels inside each job, and the jobs after them were read as achievements.)
        (current.lines.some((written) =>
          /^(?:main\s+|key\s+)?(?:duties|responsibilities)\b[^:]{0,30}:\s*$/iu.test(written),
        ) &&
          jobDatesFollow(lines, position + 1, dictionary, options)))
    ) {
      current.lines.push(line.trim());
      continue;
    }
    // "- Tools: Trados Studio 2022, memoQ (basic), Xbench" among a job's bullets: a label of that job's line, with its
    // bullet, never a section (read as the skills section, the jobs below it were lost as skills).
    if (heading && heading.inlineContent !== '' && current?.kind === 'experience' && /^\s*[-•*·–]\s+\S/u.test(line)) {
      current.lines.push(line.trim());
      continue;
    }
    // "Skills: Conveyancing · Anti Money Laundering · Proclaim" under a post of a LinkedIn export: the post's skills,
    // and the posts after it are still jobs.
    // ("Skills used: Excel, SAP" under a job: the skills that job used, by their participle, the same.)
    if (
      heading &&
      (current?.kind === 'experience' || (current?.kind === 'preamble' && skillsLabels >= 2)) &&
      // ("Compétences : management de projet · graphisme", "Kenntnisse: ...", "Competencias: ...": the same, in the
      // languages of the phrasebooks.)
      ((/^(?:skills|compétences|competences|kenntnisse|fähigkeiten|competencias|habilidades)$/iu.test(
        heading.heading.trim(),
      ) &&
        (/\s·\s/u.test(heading.inlineContent) ||
          (heading.inlineContent !== '' && skillsLabels >= 2) ||
          // ("Compétences :" over "Community management · Marketing digital": the tags on the line below.)
          (heading.inlineContent === '' && /:\s*$/u.test(line) && /\S\s·\s\S/u.test(next)))) ||
        (heading.inlineContent !== '' &&
          /^(?:(?:key\s+)?skills|tools|technologies)\s+(?:used|applied|developed|gained|utili[sz]ed)$/iu.test(
            heading.heading,
          )))
    ) {
      current.lines.push(line.trim());
      continue;
    }
    // "Global Good Fund — Arlington, VA" / "Volunteer" / "May 2013 — May 2014": the post of a job among jobs, over its
    // dates, never a section (the jobs under it had all been read as volunteering: "where I volunteered as a Human
    // Resources Specialist" in a held-out letter).
    if (
      heading &&
      heading.inlineContent === '' &&
      current?.kind === 'experience' &&
      // ("Internship" / "2023" / "Geneva" / "KTFM": a two-column PDF's post of the same kind, over its dates.)
      /^(?:Volunteer|Internship|Apprenticeship|Praktikum|Stage|Prácticas|Pasantía)$/u.test(heading.heading.trim()) &&
      lines
        .slice(position + 1, position + 4)
        .map((following) => following.trim())
        .filter((following) => following !== '')
        .slice(0, 1)
        // (The dates open the line: "Website content updates for Salford parkrun (2023 – present)" under a
        // "VOLUNTEER" heading is the section's first item.)
        .some(
          (following) =>
            /^(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec|\d)/u.test(following) &&
            /\b(?:19|20)\d{2}\b/u.test(following) &&
            countSpaceSeparatedParts(following) <= 12,
        )
    ) {
      current.lines.push(line.trim());
      continue;
    }
    // "ReciPlace - A recipe management application." / "Technologies: React, Node.js, MongoDB": a project's tools,
    // labelled under it, are the project's, and the projects after it are still projects.
    if (
      heading &&
      heading.inlineContent !== '' &&
      current?.kind === 'projects' &&
      /^(?:technologies|tech(?:nology)? stack|stack|tools|built with|languages|frameworks)$/iu.test(heading.heading)
    ) {
      current.lines.push(line.trim());
      continue;
    }
    if (heading) {
      sections.push({
        kind: heading.kind,
        heading: heading.heading,
        lines: heading.inlineContent ? [heading.inlineContent] : [],
      });
      continue;
    }
    sections[sections.length - 1]?.lines.push(line.trim());
  }
  return withoutNavigationMenu(sections);
}

/**
 * "HOME" / "EXPERIENCE" / "PROJECTS" / "SKILLS", then the jobs: a personal site's menu pasted above its page, three
 * headings or more with nothing between them. None of them heads what follows (every job was read as a skill); the
 * lines after the menu go with the section before it, and are read by their content.
 */
function withoutNavigationMenu<Kind extends string>(sections: DocumentSection<Kind>[]): DocumentSection<Kind>[] {
  const empty = (section: DocumentSection<Kind> | undefined) =>
    section !== undefined && section.lines.every((line) => line.trim() === '');
  for (let start = 1; start < sections.length; start += 1) {
    let end = start;
    while (end < sections.length - 1 && empty(sections[end])) end += 1;
    // sections[start..end-1] are empty, sections[end] holds the page.
    if (end - start < 2) continue;
    const before = sections[start - 1];
    const page = sections[end];
    if (!before || !page) return sections;
    // ("HOME", "Menu", "toggle" just above: the menu's other items, which name no section.)
    const kept = [...before.lines];
    while (
      kept.length > 0 &&
      /^\s*(?:home|menu|toggle|about(?: me)?|blog|services|contact(?: me)?|)\s*$/iu.test(kept.at(-1) ?? '')
    )
      kept.pop();
    return [
      ...sections.slice(0, start - 1),
      { ...before, lines: [...kept, '', ...page.lines] },
      ...sections.slice(end + 1),
    ];
  }
  return sections;
}

/**
 * True for lines that are only a page marker a PDF extractor left behind ("1", "2/2", "Page 1 of 3", "-- Page 1 of 2
 * --", "- 2 -").
 */
export function isPageMarker(line: string): boolean {
  // Every marker holds a number: a line without a digit (most) is none, without the dashes at its ends taken off.
  if (!/\d/u.test(line)) return false;
  // Nor is a line with any character a marker cannot hold: only digits, spaces, "/", the dashes at its ends and the
  // letters of "page", "seite", "página", "of", "von", "de" and "sur" in either case (as the case-blind pattern reads
  // them). A line of prose or a job's header ("Jan 2020 – Present") has others.
  if (/[^\d\s/=\-–—pagestiáofvndurPAGESTIÁOFVNDUR]/u.test(line)) return false;
  return /^(?:\d{1,2}(?:\s*\/\s*\d{1,2})?|(?:page|seite|página|page)\s+\d+(?:\s+(?:of|von|de|sur)\s+\d+)?)$/i.test(
    line.trim().replace(/^[-–—=\s]+(?=\S)|(?<=\S)[-–—=\s]+$/gu, ''),
  );
}

/** Bullet marks people use in pasted lists. */
// "o  32-bed male medical ward": a Word list's hollow bullet, pasted as the letter o before a capital or a number.
// ("e Involved in end-to-end recruitment": a bullet a scan's text recognition read as the letter "e".)
export const bulletPattern =
  /^\s*(?:>>|[•●○◦▪▫■□►▶▸▹‣➢➤✓✔·*–—~»›>❖◆◇♦➔→⇒✦✧★☆⁃∙-]|o(?=\s+[\p{Lu}\d])|e(?=\s+\p{Lu}\p{Ll})|\d{1,2}[.)]|[a-z][.)])\s+/u;

/** True when a line starts a list item. */
export function isBulletLine(line: string): boolean {
  return bulletPattern.test(line);
}

/** The line without its bullet mark. */
export function stripBullet(line: string): string {
  return line.replace(bulletPattern, '').trim();
}

export type ResumeSectionKind =
  | 'summary'
  | 'experience'
  | 'education'
  | 'skills'
  | 'highlights'
  | 'projects'
  | 'certifications'
  | 'languages'
  | 'awards'
  | 'publications'
  | 'interests'
  | 'references'
  | 'volunteering'
  | 'personal'
  | 'additional';

export const resumeHeadings = buildHeadingDictionary<ResumeSectionKind>({
  summary: [
    'summary',
    'qualcosa su di me',
    'profilo',
    'sobre mim',
    'resumo',
    'over mij',
    'profiel',
    'professional summary',
    'career summary',
    'executive summary',
    'summary of qualifications',
    'profile',
    'professional profile',
    'executive profile',
    'personal profile',
    'career profile',
    'objective',
    'career objective',
    'professional objective',
    'career focus',
    'career overview',
    'about me',
    // "ACERCA DE MÍ": a Spanish site's "About me" (without its accent too, as every heading here).
    'acerca de mí',
    'about',
    'personal statement',
    'overview',
    'introduction',
    'profil',
    'kurzprofil',
    'über mich',
    'zusammenfassung',
    'persönliches profil',
    'berufsprofil',
    'perfil',
    'perfil profesional',
    'resumen',
    'sobre mí',
    'objetivo',
    'profil professionnel',
    'résumé',
    'à propos',
    'objectif',
  ],
  experience: [
    'experience',
    // ("Professional Experience Highlights" over each post with its employer, years and lines: the jobs, in short.)
    'professional experience highlights',
    'work experience highlights',
    'experience highlights',
    // "WORK" alone above the jobs, in a resume typed out by hand.
    'work',
    'jobs',
    'work experience',
    'professional experience',
    'employment',
    'employment history',
    'recent employment history',
    'recent employment',
    // "EMPLOYMENT RECORD", "PROFESSIONAL RECORD": as Gulf and South Asian CVs head their jobs.
    'employment record',
    'professional record',
    'work record',
    // "Professional Journey", "My Journey": a personal site's name for the jobs.
    'professional journey',
    // ("Work Experiences": the plural a resume written in a second language often gives.)
    'experiences',
    'work experiences',
    'professional experiences',
    // ("Expériences professionnelle": the plural and its adjective out of step, as a site's heading has it.)
    'expériences professionnelle',
    'expérience professionnelles',
    'career journey',
    'my journey',
    'work journey',
    'work history',
    'career history',
    // ("SEA SERVICE": a seafarer's contracts, ship by ship.)
    'sea service',
    'sea service record',
    'seagoing service',
    'sea-going service',
    'sea experience',
    'career',
    'positions',
    'positions held',
    // "CAREER DETAILS" under a "CAREER SUMMARY" table of the same posts, as South African CVs set them out.
    'career details',
    'employment details',
    'details of employment',
    'career history details',
    'work experience details',
    // A director's board seats, listed apart from the executive posts: posts all the same.
    'board & advisory',
    'board and advisory',
    'board & advisory roles',
    'board roles',
    'board positions',
    'board appointments',
    'non-executive roles',
    'non-executive appointments',
    // A graduate's jobs: "INTERNSHIPS", "Internship Experience", "Industrial Training".
    'internships',
    'internship',
    'internship experience',
    // ("ON THE JOB TRAINING": a Philippine graduate's hotel training, read as the employer of the row below it.)
    'on the job training',
    'on-the-job training',
    'ojt',
    'ojt experience',
    // ("CO-OP EXPERIENCE": a Canadian student's paid work terms, its first job; unread, a new graduate's letter told only
    // the volunteering below it.)
    'co-op experience',
    'co op experience',
    'coop experience',
    'co-op work experience',
    'co-op work terms',
    'co-op placements',
    'co-op positions',
    'work terms',
    'internships and training',
    'industrial training',
    'work placements',
    'placements',
    // A graduate teacher's or nurse's placements under their course's own name. (A social worker's "field placements"
    // head practicums the header reader does not read yet: "MSW Foundation Placement | Barton Street Youth Drop-In".)
    'professional experience placements',
    'professional placements',
    'teaching placements',
    'clinical placements',
    'placement experience',
    // An academic CV's jobs.
    'academic positions',
    'academic appointments',
    'appointments',
    'research positions',
    'academic experience',
    'relevant experience',
    'experience history',
    'professional background',
    'company details',
    // A trade's own name for its jobs ("CLINICAL EXPERIENCE" on a nurse's resume, "TEACHING EXPERIENCE").
    'clinical experience',
    'externships',
    'externship',
    'externship experience',
    'clinical externship',
    'clinical rotations',
    'practicum experience',
    'field experience',
    'interactive field experience',
    'nursing experience',
    'teaching experience',
    'research experience',
    'industry experience',
    'military experience',
    'military service',
    'sales experience',
    'management experience',
    'leadership experience',
    'legal experience',
    'hospitality experience',
    'retail experience',
    'healthcare experience',
    'engineering experience',
    'employment experience',
    // A freelancer's or contractor's clients (read-resume-facts.ts makes them one role), and the jobs before. Never
    // "Self employed" or "Freelance" alone: a job's own line says so under its name.
    'freelance work',
    'selected freelance work',
    'freelance experience',
    'freelance projects',
    'contract work',
    'contract history',
    'before freelancing',
    'earlier experience',
    'prior experience',
    'previous experience',
    'previous employment',
    'current employment',
    'current role',
    'present employment',
    'berufserfahrung',
    'berufliche erfahrung',
    'beruflicher werdegang',
    // (Swiss CVs: "Laufbahn".)
    'laufbahn',
    'berufliche laufbahn',
    'werdegang',
    'praxiserfahrung',
    'erfahrung',
    'berufspraxis',
    'beschäftigungsverlauf',
    'berufliche tätigkeiten',
    'arbeitserfahrung',
    'aktuelle anstellung',
    'aktuelle position',
    'aktuelle tätigkeit',
    'berufliche tätigkeit',
    'berufstätigkeit',
    'berufliche stationen',
    // ("Praktische Erfahrungen": a school leaver's internships and first jobs.)
    'praktische erfahrungen',
    'praktische erfahrung',
    'erfahrungen',
    'berufliche erfahrungen',
    'berufliche praxis',
    'beruflicher hintergrund',
    'berufliche entwicklung',
    'tätigkeiten',
    'nebentätigkeiten',
    'praktika und nebenjobs',
    'praktika und berufserfahrung',
    'berufserfahrung und praktika',
    'experiencia',
    'experiencia laboral',
    'experiencia profesional',
    'trayectoria profesional',
    'expérience',
    'expérience professionnelle',
    'expériences professionnelles',
    'parcours professionnel',
    'expérience professionnelle antérieure',
    'expériences professionnelles antérieures',
    'autres expériences professionnelles',
    'other work',
    'other work experience',
    'other experience',
    'other employment',
    'additional experience',
    'additional work experience',
    'experiencia profesional anterior',
    'expérience professionelle',
    // ("EXPERIENCES PROFESSIONELLES": the double "n" lost, as often as not.)
    'expériences professionelles',
    'expériences professionelles',
    'esperienze lavorative',
    'esperienza lavorativa',
    'esperienze professionali',
    'esperienza professionale',
    'esperienze',
    'experiência profissional',
    'experiências profissionais',
    'experiência',
    'experiências',
    'werkervaring',
    'praktika',
    'praktikas',
    'praktikum',
    'ervaring',
  ],
  education: [
    'education',
    // "School" over a degree and its university, as a personal site heads them.
    'school',
    'schooling',
    'education details',
    'academic background',
    'academic history',
    'academic profile',
    'academic qualifications',
    'academic qualification',
    'educational background',
    'education background',
    'educational qualifications',
    'educational qualification',
    'educational profile',
    // Philippine CVs: "EDUCATIONAL ATTAINMENT" with "Tertiary :" and "Secondary :" lines.
    'educational attainment',
    'education and training',
    // A PGCE or a School Direct year: a course, with its placements as what was done while studying.
    'teacher training',
    'initial teacher training',
    'academics',
    'qualifications and education',
    'ausbildung',
    // "Aus-, Fort- und Weiterbildung": a German CV's studies and further training together; its degrees are read as
    // education, and a training that names a certificate as a credential.
    'aus-, fort- und weiterbildung',
    'aus- und weiterbildung',
    'aus-, fort- und weiterbildungen',
    'bildung',
    // Europass's headings, in the languages of its CVs.
    'allgemeine und berufliche bildung',
    'schul- und berufsbildung',
    'éducation et formation',
    'istruzione e formazione',
    'studium',
    'bildungsweg',
    'schulbildung',
    'akademischer werdegang',
    'schul und berufsausbildung',
    'hochschulbildung',
    'formación',
    'formación académica',
    'escolaridad',
    'educación',
    'estudios',
    'estudios profesionales',
    'estudios universitarios',
    'estudios realizados',
    'formation',
    'études',
    'diplômes',
    'parcours scolaire',
    'parcours universitaire',
    'parcours académique',
    'istruzione e formazione',
    'istruzione',
    'formazione',
    'formação acadêmica',
    'formação',
    'escolaridade',
    'opleiding',
    'opleidingen',
  ],
  skills: [
    'skills',
    'competenze',
    'capacità e competenze',
    'competenze tecniche',
    'habilidades',
    'competências',
    'vaardigheden',
    'skill set',
    'skill sets',
    // ("Languages & Frameworks: JavaScript, React": programming languages beside their frameworks, never spoken ones.)
    'languages and frameworks',
    'languages and tools',
    'languages and technologies',
    'languages and libraries',
    'languages and databases',
    'languages and platforms',
    'languages frameworks',
    'programming languages and frameworks',
    'skillset',
    'skill details',
    'skills used',
    'competencies',
    'competences',
    'core competencies',
    'core strengths',
    'expertise',
    'areas of expertise',
    'technologies',
    'tech stack',
    'tools',
    'software',
    'software skills',
    'tools and technologies',
    'technical skills',
    'it skills',
    'computer literacy',
    'computer skills',
    'digital skills',
    'software skills',
    'technicals skills',
    'key skills',
    'skills matrix',
    'skill matrix',
    'skills and levels',
    'skills summary',
    'summary of skills',
    'strengths',
    'qualifications',
    'core qualifications',
    'kenntnisse',
    'besondere kenntnisse',
    'sonstige kenntnisse',
    'weitere kenntnisse',
    'edv',
    'edv-kenntnisse',
    'systems',
    'it systems',
    'fähigkeiten',
    'kompetenzen',
    'kernkompetenzen',
    'it kenntnisse',
    'fachkenntnisse',
    'edv kenntnisse',
    'qualifikationen',
    'stärken',
    'technische fähigkeiten',
    'fachliche kompetenzen',
    'habilidades',
    'competencias',
    'competencias especiales',
    'competencias profesionales',
    'competencias clave',
    'conocimientos',
    'conocimientos adicionales',
    'conocimientos técnicos',
    'conocimientos informáticos',
    'herramientas',
    'herramientas y software',
    // Europass's digital skills, in the languages of its CVs.
    'digitale kompetenzen',
    'compétences numériques',
    'competencias digitales',
    'competenze digitali',
    // "Manejo de Software": a Spanish CV's tools.
    'manejo de software',
    'manejo de herramientas',
    'compétences',
    'compétences techniques',
    'outils',
    'logiciels',
    'informatique',
    // ("INFORMÁTICA" / "- Microsoft Office (Excel nivel medio)": a Spanish CV's computer skills, whose level had made
    // Microsoft Office a spoken language.)
    'informática',
    'conocimientos informáticos',
    'ofimática',
    'edv-kenntnisse',
    'it-kenntnisse',
    'werkzeuge',
  ],
  highlights: [
    'highlights',
    'skill highlights',
    'career highlights',
    'key achievements',
    // ("CLINICAL PLACEMENT HIGHLIGHTS": a graduate's placements' best cases and stories, under the degree.)
    'clinical placement highlights',
    'placement highlights',
    'selected achievements',
    'key results',
    'selected results',
    'key accomplishments',
    'notable achievements',
    // A freelancer's clients, named one a line ("Hargreaves Lansdown", "Vodafone"): no job's lines.
    'selected clients',
    'clients',
    'key clients',
    // A doctor's or an academic's work beside the posts, each item a deed of its own ("Resident Doctor Audit Lead -
    // Oversees the audit programme ..."): under the last post, they had been read as its lines.
    'leadership',
    'leadership and quality improvement',
    'quality improvement',
    'leadership and management',
    'teaching',
    'medical education',
    'medical education and teaching',
    'teaching and education',
    'education and teaching',
    'teaching and mentoring',
  ],
  projects: [
    'projects',
    'progetti',
    'projetos',
    'projecten',
    'academic projects',
    'university projects',
    'college projects',
    'course projects',
    'portfolio projects',
    'portfolio',
    'personal projects',
    'key projects',
    'selected projects',
    'project portfolio',
    'side projects',
    'projects at work',
    'projekte',
    'projekterfahrung',
    'portfolio',
    'proyectos',
    'proyectos destacados',
    'proyectos relevantes',
    'proyectos personales',
    'proyectos académicos',
    'projets',
    'projets réalisés',
    'projets personnels',
    'projets académiques',
    'projets significatifs',
    'ausgewählte projekte',
    'projekte (auswahl)',
  ],
  certifications: [
    // ("PROFESSIONAL DESIGNATIONS" / "Engineer-in-Training (EIT), APEGA – ...", "P.Eng. (APEGA) – expected 2027": a
    // Canadian engineer's titles under licence; unknown, the heading's lines were left unread.)
    'professional designations',
    'designations',
    // ("Accreditation and checks" / "NESA accreditation at Proficient Teacher", "Working With Children Check – current":
    // an Australian teacher's accreditation and clearances, read as more of the jobs above them.)
    'accreditation',
    'accreditations',
    'accreditation and checks',
    'accreditations and checks',
    'accreditation and clearances',
    'checks and clearances',
    'clearances',
    'certifications',
    'certificazioni',
    'certificações',
    'certificados',
    'certificaten',
    'certification',
    'certs',
    'certificates',
    'licenses',
    'credentials',
    'professional credentials',
    'licenses and credentials',
    'credentials and licenses',
    'license',
    'licenses and certifications',
    'certifications and licenses',
    'registration',
    'registrations',
    'professional registration',
    'uk registration and certificates',
    'registration and certificates',
    'registration and certifications',
    'licensing',
    'licensing and certification',
    'licensing and certifications',
    'licences',
    'licence',
    'professional certifications',
    'professional certification',
    'professional certification / membership',
    'professional certifications / memberships',
    'professional qualifications',
    // ("PROFESSIONAL QUALIFICATIONS AND MEMBERSHIPS": read as skills, "Member, Nigerian Institute of ..." had been one.)
    'professional qualifications and memberships',
    'professional qualifications & memberships',
    'qualifications and memberships',
    'professional registration',
    'professional',
    'professional memberships',
    'memberships',
    'professional membership',
    'licences and tickets',
    'licences & tickets',
    'tickets',
    'registrations',
    'registration',
    'licensure',
    'registration and licensure',
    'training and certifications',
    // "TRAININGS, CERTIFICATIONS AND SEMINARS ATTENDED": a Philippine nurse's CV's list of courses and cards held.
    'trainings certifications and seminars attended',
    'trainings and seminars attended',
    'trainings and certifications',
    'trainings',
    // ("SEMINARS AND TRAININGS ATTENDED": a Philippine resume's courses and certificates.)
    'seminars and trainings attended',
    'seminars and trainings',
    'trainings and seminars attended',
    'trainings and seminars',
    'trainings attended',
    'seminars attended',
    // "Qualifications & Training" of a care worker's CV: the SVQs, registrations and trainings held.
    // ("QUALIFICATIONS & CHECKS" of an Australian educator's: the certificates, and the checks a post requires.)
    'qualifications and checks',
    'qualifications & checks',
    'qualifications and certificates',
    'qualifications & certificates',
    'qualifications and licences',
    'qualifications & licences',
    'qualifications and training',
    'qualifications & training',
    'training and qualifications',
    'training & qualifications',
    'courses',
    'training',
    // "CARDS, TICKETS & QUALIFICATIONS": a tradesperson's cards (ECS, CSCS, IPAF) are credentials.
    'cards',
    'cards & tickets',
    'cards and tickets',
    'cards tickets & qualifications',
    'cards tickets and qualifications',
    // "TICKETS / CERTS": a tradesperson's tickets (Safe Pass, Manual Handling) and certificates.
    'tickets / certs',
    'tickets/certs',
    'tickets & certs',
    'tickets and certs',
    'certs & tickets',
    'certs and tickets',
    'tickets & certificates',
    'tickets and certificates',
    'zertifikate',
    // "Qualifikationen & Zertifikate": a German CV's licence to practise and certificates, never its skills.
    'qualifikationen & zertifikate',
    'qualifikationen und zertifikate',
    'zertifikate & qualifikationen',
    'zertifikate und qualifikationen',
    'bescheinigungen und zertifikate',
    'zertifikate und bescheinigungen',
    'bescheinigungen',
    'zertifizierungen',
    // ("FÜHRERSCHEINE & NACHWEISE": a driver's licences and the papers the trade asks for.)
    'führerscheine',
    'führerscheine und nachweise',
    'führerscheine und qualifikationen',
    'führerscheine und zertifikate',
    'nachweise',
    'fahrerlaubnis',
    'fahrerlaubnisse',
    'weiterbildung',
    'weiterbildungen',
    // ("Qualifikationen / Weiterbildung": an electrician's Elektrofachkraft, forklift licence and Meister exam under it,
    // read as skills before.)
    'qualifikationen / weiterbildung',
    'qualifikationen und weiterbildung',
    'qualifikationen & weiterbildung',
    'weiterbildung / qualifikationen',
    'weiterbildung und qualifikationen',
    'fort- und weiterbildungen',
    'fort- und weiterbildung',
    // A French technician's "HABILITATIONS & CERTIFICATIONS": electrical clearances, first-aid and forklift tickets.
    'habilitations',
    'habilitations and certifications',
    'habilitations et certifications',
    'certifications et habilitations',
    'fortbildungen',
    'kurse',
    'certificaciones',
    'cursos',
    // A Spanish CV's licences and courses, a German CV's licence to practise.
    'carnés y cursos',
    'carnets y cursos',
    'carnés',
    'carnets',
    'cursos y carnés',
    'formación complementaria',
    'estudios adicionales',
    'estudios complementarios',
    'cursos y certificaciones',
    'berufszulassung',
    'berufserlaubnis',
    'certificats',
  ],
  languages: [
    'languages',
    'lingue',
    'idiomas',
    'línguas',
    'talen',
    'language skills',
    'language',
    'sprachen',
    'sprachkenntnisse',
    'fremdsprachen',
    'idiomas',
    'langues',
    'compétences linguistiques',
    'connaissances linguistiques',
    'langues étrangères',
  ],
  awards: [
    'awards',
    'honors',
    'honours',
    'awards and honors',
    'achievements',
    'accomplishments',
    'auszeichnungen',
    'erfolge',
    'logros',
    'premios',
    'distinctions',
    // An academic CV's grants and scholarships: money won for work, no post ("Funded Project Flexpool (internal iDiv)
    // 10k€" under "Funding" had been read as the person's current job).
    'funding',
    'grants',
    'grants and funding',
    'funding and grants',
    'grants and awards',
    'awards and grants',
    'fellowships and grants',
    'scholarships',
    'scholarships and awards',
    'awards and scholarships',
    'becas',
    'stipendien',
    'bourses',
  ],
  publications: [
    'publications',
    'veröffentlichungen',
    'publikationen',
    'research',
    'publicaciones',
    // An academic CV's papers and talks: none is a job ("2021 Python in HPC @ICHEC" under "Participation at
    // conferences" had been read as one).
    'academic articles',
    'selected publications',
    'scientific contributions',
    'articles',
    'papers',
    'conferences',
    'participation at conferences',
    'conference talks',
    'contributed talks',
    'invited talks',
    'talks',
    'presentations',
    'vorträge',
    'konferenzen',
  ],
  interests: [
    // LinkedIn's "Activity" (followers, posts reposted) says nothing of the person's work.
    'activity',
    'interessi',
    'interesses',
    'hobby e interessi',
    'outside work',
    'outside of work',
    'interests',
    'hobbies',
    'interessen',
    'hobbys',
    'freizeit',
    'intereses',
    "centres d'intérêt",
    'loisirs',
  ],
  // LinkedIn's "Recommendations" (written by others about the person) are references, never skills or work.
  references: [
    'personal references',
    'references',
    'refs',
    'referees',
    'professional references',
    'recommendations',
    'referenzen',
    'referencias',
    'références',
  ],
  volunteering: [
    'volunteering',
    'volunteer experience',
    'volunteer work',
    // Clubs and societies a student led or served: unpaid posts, read like volunteering.
    'extracurriculars',
    'extracurricular activities',
    'extra-curricular activities',
    'extra curricular activities',
    'leadership and activities',
    'volunteer',
    'community service',
    'ehrenamt',
    'ehrenamtliches engagement',
    'engagement',
    'voluntariado',
    'actividad humanitaria',
    'experiencia humanitaria',
    'acción humanitaria',
    'bénévolat',
    'action humanitaire',
    'humanitarian work',
    'humanitarian experience',
    // "Expériences diverses": a French CV's offices and causes besides its jobs (elected delegate, a volunteer day).
    'expériences diverses',
    'engagements',
    'engagement associatif',
    'vie associative',
  ],
  personal: [
    'contact',
    'contact information',
    'contact details',
    'kontakt',
    'personal information',
    'persönliche daten',
    'personal details',
    'datos personales',
    // "DECLARATION" / "I hereby declare that ..." / "Place : ..." / "Date : 14-07-2016": a CV's signed statement, whose
    // date is no job's (a held-out CV gave a job "Place: Nagercoil" from it).
    'declaration',
    'self declaration',
    // When the person can work ("Mon-Fri any shift, Saturdays"): theirs to say, never a skill.
    'availability',
    'verfügbarkeit',
    'disponibilidad',
    'disponibilité',
  ],
  additional: [
    // (An academic's seminars, visits and service beside the posts: neither jobs nor a list of skills.)
    'teaching seminars',
    'visiting research',
    'research visits',
    'professional activities',
    'leadership activities',
    'additional information',
    'additional',
    'other information',
    'other',
    // (An e-mail resume's "Other things I do": a coach's and a volunteer's Saturdays, besides the jobs.)
    'other things i do',
    // (An e-mail resume's "OTHER STUFF" after its qualifications: a volunteer's evenings, tools and languages, which
    // had been read as more of the qualifications, a language's "GCSE level" as a degree under way.)
    'other stuff',
    'other bits',
    'other info',
    'other details',
    'miscellaneous',
    'misc',
    'affiliations',
    'professional affiliations',
    'memberships',
    'activities',
    'supervision',
    'sonstiges',
    'información adicional',
    'otros datos',
    'datos de interés',
    'autres informations',
  ],
});

/** Words a table's header row names its columns by. */
const columnNames =
  /^(?:tool|tools|tools\s*\/\s*knowledge|knowledge|area|areas|category|skill|skills|level|proficiency|years?|yrs|experience|how i use it|where i(?:['’]ve| have) used it|qualification|qualifications|board|institute|board \/ institute|institution|university|school|college|body|awarding body|issuer|issued by|provider|year|status|date|dates|grade|result|period|company|employer|designation|position|title|location|name|course|certificate|certification|licence|license|expiry|valid until|notes?|details|project|client|value|budget|role|duration|scope)$/iu;

/**
 * A table's header row, with its columns parted by bars ("Tool | Skill | Level | Yrs | How I use it", "Qualification |
 * Board / Institute | Year | Status"): it names the columns and nothing the person has.
 */
export function isTableHeaderRow(line: string): boolean {
  const cells = line
    .split(/\s*\|\s*/u)
    .map((cell) => cell.trim())
    .filter((cell) => cell !== '');
  // ("| Area | Tools / Knowledge |": two columns, both named, head a table too.)
  if (cells.length < 2 || /\d/u.test(line)) return false;
  return cells.filter((cell) => columnNames.test(cell)).length * 2 > cells.length;
}
