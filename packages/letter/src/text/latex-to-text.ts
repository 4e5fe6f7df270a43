// A resume pasted as its LaTeX source (an Overleaf template: "\resumeSubheading{BuildMyWealth}{Jan. 2022 -- Present}
// {Lead Mobile Developer \& Co-Founder}{Remote}", "\cventry{2019--2021}{Nurse}{St Mary's}{London}{}{...}") is written
// out as the text the template prints: headings on their own lines, each entry's fields on a header line, each item a
// bullet. Read as it stood, its braces and commands reached a letter ("I currently work as a {Lead Mobile Developer \&
// Co-Founder}{Remote at Las Piñas ..."). See docs/decisions/0058-resumes-in-latex-source.md.

/** Commands that print their one argument as it is: fonts, sizes, boxes. */
const formatting = new Set([
  'textbf',
  'textit',
  'emph',
  'underline',
  'texttt',
  'textsc',
  'textrm',
  'textsf',
  'textup',
  'textmd',
  'textnormal',
  'small',
  'large',
  'Large',
  'LARGE',
  'huge',
  'Huge',
  'footnotesize',
  'scriptsize',
  'normalsize',
  'mbox',
  'fbox',
  'uline',
  'bfseries',
  'itshape',
  'name',
  'firstname',
  'familyname',
  'position',
  'title',
  'cvtitle',
]);

/** Commands that head a section: their argument is a heading on a line of its own. */
const headings = new Set(['section', 'subsection', 'subsubsection', 'cvsection', 'cvsubsection', 'sectiontitle']);

/** Commands whose arguments print nothing a reader reads: spacing, lengths, definitions, colours, pictures. */
const silent = new Set([
  'vspace',
  'hspace',
  'setlength',
  'addtolength',
  'newcommand',
  'renewcommand',
  'providecommand',
  'usepackage',
  'documentclass',
  'definecolor',
  'color',
  'pagestyle',
  'thispagestyle',
  'geometry',
  'includegraphics',
  'photo',
  'label',
  'ref',
  'fontsize',
  'selectfont',
  'titleformat',
  'titlespacing',
  'moderncvstyle',
  'moderncvcolor',
  'setmainfont',
  'setsansfont',
  'raggedright',
  'raggedleft',
  'centering',
  'rule',
  'hrule',
  'vfill',
  'newpage',
  'pagebreak',
  'linebreak',
  'noindent',
  'par',
  'faIcon',
]);

/** Commands that print a glyph, written as the text a reader would see. */
const glyphs: Record<string, string> = {
  '\\': '\n',
  '&': '&',
  '%': '%',
  $: '$',
  '#': '#',
  _: '_',
  '{': '{',
  '}': '}',
  ',': ' ',
  ';': ' ',
  ' ': ' ',
  '-': '',
  textbar: '|',
  textbullet: '•',
  cdot: '·',
  bullet: '•',
  quad: ' ',
  qquad: ' ',
  // ("\\textbf{PhD in Ecology}\\hfill{École Doctorale 584 GAIA}": a gap that parts a line's fields, left and right.)
  hfill: ' | ',
  newline: '\n',
  LaTeX: 'LaTeX',
  TeX: 'TeX',
  ldots: '...',
  dots: '...',
  textendash: '–',
  textemdash: '—',
  textasciitilde: '~',
  textpipe: '|',
  item: '\n• ',
  cvitem: '\n',
};

/** The accents LaTeX puts on the letter after them, as Unicode's combining marks. */
const accents: Record<string, string> = {
  '"': '\u0308',
  "'": '\u0301',
  '`': '\u0300',
  '^': '\u0302',
  '~': '\u0303',
  '=': '\u0304',
  '.': '\u0307',
  c: '\u0327',
  v: '\u030C',
  u: '\u0306',
  H: '\u030B',
  k: '\u0328',
};

/** Letters LaTeX writes as commands of their own. */
const ownLetters: Record<string, string> = {
  ss: 'ß',
  o: 'ø',
  O: 'Ø',
  aa: 'å',
  AA: 'Å',
  ae: 'æ',
  AE: 'Æ',
  oe: 'œ',
  OE: 'Œ',
  l: 'ł',
  L: 'Ł',
  i: 'ı',
};

/** A table's rows, one a line: its non-empty cells beside a label's colon, or parted by bars. */
function printTable(body: string): string {
  const rows: string[] = [];
  let row = '';
  let cells: string[] = [];
  /** Lines of the row's cells that are an entry's items ("• Supervised by ..."), printed under the row. */
  let items: string[] = [];
  const endRow = () => {
    cells.push(row);
    // "2016-2020 & \parbox{...}{\textbf{PhD in Ecology}\hfill{École Doctorale 584 GAIA}\newline Montpellier, France
    // \begin{itemize}\item Supervised by ...}": a cell that holds an entry prints its header's parts on the row and its
    // items under it (flattened, the items had run on from the school's town).
    const all = cells.map((cell) => {
      const lines = printGroup(cell)
        .split('\n')
        .map((line) => line.replace(/\s+/gu, ' ').trim())
        .filter((line) => line !== '');
      items.push(...lines.filter((line) => line.startsWith('•')));
      return lines
        .filter((line) => !line.startsWith('•'))
        .join(' | ')
        .trim();
    });
    const printed = all.filter((cell) => cell !== '');
    const line =
      printed.length === 0
        ? ''
        : printed.reduce((joined, cell, position) =>
            position === 0 ? cell : `${joined}${joined.endsWith(':') ? ' ' : ' | '}${cell}`,
          );
    // ("seit 6/2015 & Bengard Personal-Service e.K." / "& \it{Helfer Lagerlogistik}": a row whose first cell is empty
    // goes on with the entry above, the post under its employer; on a line of its own, it was read as the next
    // entry's employer.)
    if (line !== '' && all.length >= 2 && all[0] === '' && rows.length > 0) rows[rows.length - 1] += ` | ${line}`;
    else if (line !== '') rows.push(line);
    rows.push(...items);
    items = [];
    cells = [];
    row = '';
  };
  for (let at = 0; at < body.length; at += 1) {
    const character = body[at] ?? '';
    if (character === '{') {
      const group = readGroup(body, at);
      row += body.slice(at, group.end);
      at = group.end - 1;
      continue;
    }
    if (character === '\\' && body[at + 1] === '\\') {
      endRow();
      at += 1;
      continue;
    }
    if (character === '\\') {
      row += body.slice(at, at + 2);
      at += 1;
      continue;
    }
    if (character === '&') {
      cells.push(row);
      row = '';
      continue;
    }
    row += character;
  }
  endRow();
  return rows.join('\n');
}

/** Whether a text is a LaTeX document's source rather than the text it prints. */
export function isLatexSource(text: string): boolean {
  if (!text.includes('\\')) return false;
  // ("\begin{center} {\LARGE\bfseries KAREN ...}" / "\vspace{6pt}" between Markdown's lines: a resume written in
  // Markdown for a LaTeX template keeps its layout commands, which printed as they stood in a letter's reading.)
  const commands = text.match(
    /\\(?:begin\{document\}|documentclass|section\*?\{|resumeSubheading|resumeItem|cventry|cvitem|item\b|textbf\{|href\{|vspace\*?\{|hspace\*?\{|noindent\b|rule\{|hfill\b|bfseries\b|LARGE\b|Large\b|Huge\b|huge\b|textit\{|emph\{)/gu,
  );
  return (commands?.length ?? 0) >= 4 && /\\(?:section\*?|cvsection|resumeSubheading|cventry|begin)\{?/u.test(text);
}

/** The text a LaTeX resume prints, as a resume pasted from its PDF would give it. */
export function latexToText(source: string): string {
  const start = source.indexOf('\\begin{document}');
  const endAt = source.indexOf('\\end{document}');
  const body = source.slice(start >= 0 ? start + '\\begin{document}'.length : 0, endAt >= 0 ? endAt : undefined);
  const printed = `${start >= 0 ? preambleHeader(withoutComments(source.slice(0, start))) : ''}${printGroup(withoutComments(body))}`;
  return (
    printed
      .replace(/---/gu, '—')
      .replace(/--/gu, '–')
      .replace(/[ \t]+/gu, ' ')
      .replace(/ *\n */gu, '\n')
      // ("\item{" over its text on the next line: the bullet stands before its text.)
      .replace(/•\s*\n\s*(?=\S)/gu, '• ')
      .replace(/\n{3,}/gu, '\n\n')
      .trim()
  );
}

/**
 * moderncv and its kin set the person's name and contacts in the preamble ("\\firstname{Liridon}", "\\familyname{...}",
 * "\\name{Ana}{Ruiz}", "\\address{...}{...}", "\\mobile{...}", "\\phone[mobile]{...}", "\\email{...}") and print them at
 * "\\maketitle": the header a reader sees at the top, written out as a resume's first lines. Without it, the letter went
 * unsigned, or was signed with the first employer's name.
 */
function preambleHeader(preamble: string): string {
  // ("\def\name#1{\def\@name{#1}}" then "\name{Matthias Grenié}": a template that defines the command before the CV
  // uses it; the first use with an argument is the person's.)
  const argumentsOf = (command: string) => {
    for (const use of preamble.matchAll(new RegExp(`\\\\${command}(?![A-Za-z])`, 'gu'))) {
      const { groups } = readArguments(preamble, (use.index ?? 0) + command.length + 1, 4);
      if (groups.length > 0) return groups.map((group) => printGroup(group).replace(/\s+/gu, ' ').trim());
    }
    return [];
  };
  const named = argumentsOf('name');
  const name = (named.length > 0 ? named : [argumentsOf('firstname')[0], argumentsOf('familyname')[0]])
    .filter((part) => part !== undefined && part !== '')
    .join(' ');
  const address = argumentsOf('address')
    .filter((part) => part !== '')
    .join(', ');
  const contacts = [
    ...['mobile', 'phone', 'email', 'homepage'].flatMap((command) => argumentsOf(command).slice(0, 1)),
    ...argumentsOf('social').slice(0, 1),
  ].filter((part) => part !== '');
  // ("\info{\faIcon{phone-alt} & +49 341 9733176\\ \faIcon{envelope} & ...}": a template's table of contacts.)
  const infoAt = [...preamble.matchAll(/\\info(?![A-Za-z])/gu)]
    .map((use) => readArguments(preamble, (use.index ?? 0) + '\\info'.length, 1).groups[0])
    .find((group) => group !== undefined);
  const info =
    infoAt === undefined
      ? ''
      : printGroup(infoAt)
          .split('\n')
          .map((line) =>
            line
              .replace(/\s*[&|]\s*/gu, ' ')
              .replace(/\s+/gu, ' ')
              .trim(),
          )
          .filter((line) => line !== '')
          .join('\n');
  const lines = [name, address, contacts.join(' | '), info].filter((line) => line !== '');
  return lines.length > 0 ? `${lines.join('\n')}\n\n` : '';
}

/** The source without its comments: from an unescaped "%" to the end of its line. */
function withoutComments(source: string): string {
  // ("... 9733176\\%": a line break, then a comment; "\%" alone is the sign.)
  return source.replace(/((?:^|[^\\])(?:\\\\)*)%.*$/gmu, '$1');
}

/** Reads a brace group that opens at `at` ("{"), returning its content and the index after its closing brace. */
function readGroup(source: string, at: number, open = '{', close = '}'): { content: string; end: number } {
  let depth = 0;
  for (let index = at; index < source.length; index += 1) {
    const character = source[index];
    if (character === '\\') {
      index += 1;
      continue;
    }
    if (character === open) depth += 1;
    else if (character === close) {
      depth -= 1;
      if (depth === 0) return { content: source.slice(at + 1, index), end: index + 1 };
    }
  }
  return { content: source.slice(at + 1), end: source.length };
}

/** The groups after a command: optional "[...]" ones skipped, "{...}" ones read, blanks between them allowed. */
function readArguments(
  source: string,
  from: number,
  limit: number,
  optionsAfter = false,
): { groups: string[]; end: number } {
  const groups: string[] = [];
  let at = from;
  for (;;) {
    let next = at;
    while (next < source.length && /\s/u.test(source[next] ?? '')) next += 1;
    // (A blank line ends a command's arguments: the next paragraph is no argument of it.)
    if (/\n\s*\n/u.test(source.slice(at, next))) break;
    if (source[next] === '[' && (groups.length === 0 || optionsAfter)) {
      at = readGroup(source, next, '[', ']').end;
      continue;
    }
    if (source[next] !== '{' || groups.length >= limit) break;
    const group = readGroup(source, next);
    groups.push(group.content);
    at = group.end;
  }
  return { groups, end: at };
}

/** The text a piece of LaTeX prints. */
function printGroup(source: string): string {
  let out = '';
  let index = 0;
  while (index < source.length) {
    const character = source[index] ?? '';
    if (character === '{') {
      const group = readGroup(source, index);
      out += printGroup(group.content);
      index = group.end;
      continue;
    }
    if (character === '}' || character === '$') {
      index += 1;
      continue;
    }
    if (character === '~') {
      out += ' ';
      index += 1;
      continue;
    }
    if (character !== '\\') {
      out += character;
      index += 1;
      continue;
    }
    const name = source.slice(index + 1).match(/^(?:[A-Za-z]+\*?|[^A-Za-z])/u)?.[0] ?? '';
    index += 1 + name.length;
    const bare = name.replace(/\*$/u, '');
    if (bare in glyphs && !/^[A-Za-z]/u.test(bare)) {
      out += glyphs[bare];
      continue;
    }
    // "\"o", "\"{u}", "\'e", "\c{c}", "\ss{}": a letter with its accent, or a letter of its own ("Pers\"onliche Daten"
    // had been read "Personliche Daten", "Stra\ss{}enbau" as "Straenbau").
    const accent = accents[bare];
    if (accent !== undefined) {
      const braced = source.slice(index).match(/^\s*\{\s*(\\?[A-Za-z])\s*\}/u);
      const letter =
        braced?.[1] ?? source.slice(index).match(/^\s*([A-Za-z])/u)?.[1] ?? (/^[A-Za-z]/u.test(bare) ? undefined : '');
      if (letter !== undefined) {
        const base = letter === '\\i' ? 'i' : letter.replace(/^\\/u, '');
        out += `${base}${accent}`.normalize('NFC');
        index += (braced ?? source.slice(index).match(/^\s*[A-Za-z]/u))?.[0].length ?? 0;
        continue;
      }
    }
    const ownLetter = ownLetters[bare];
    if (ownLetter !== undefined) {
      out += ownLetter;
      // ("\ss{}": the empty group after it only ends the command's name.)
      index += source.slice(index).match(/^\{\}|^ (?=[A-Za-z])/u)?.[0].length ?? 0;
      continue;
    }
    // "seit 6/2015 & Bengard Personal-Service e.K.\\ & \it{Helfer Lagerlogistik}\\": a table's cells, each row a line;
    // a cell that labels the next ("Name: & Jörg Teichmann") stands beside it, others are parted by a bar. Read as it
    // stood, every "&" reached the letter ("als & clockwork GbR bei & Programmierer").
    if (bare === 'begin' && /^\s*\{(?:tabular\*?|tabularx|longtable|tabu)\}/u.test(source.slice(index))) {
      const environment = source.slice(index).match(/^\s*\{([^}]+)\}/u)?.[1] ?? 'tabular';
      const { end } = readArguments(
        source,
        index,
        environment === 'tabular' || environment === 'longtable' ? 2 : 3,
        true,
      );
      const closing = source.indexOf(`\\end{${environment}}`, end);
      const body = source.slice(end, closing >= 0 ? closing : undefined);
      out += `\n${printTable(body)}\n`;
      index = closing >= 0 ? closing + `\\end{${environment}}`.length : source.length;
      continue;
    }
    if (bare === 'begin' || bare === 'end') {
      // "\begin{itemize}[leftmargin=0.15in]": the environment's name and options print nothing.
      // ("\begin{minipage}{0.7\textwidth}": a box's width prints nothing either.)
      const { end } = readArguments(
        source,
        index,
        bare === 'begin' && /^\s*\{(?:tabular|minipage)/u.test(source.slice(index)) ? 2 : 1,
        bare === 'begin',
      );
      out += '\n';
      index = end;
      continue;
    }
    if (silent.has(bare)) {
      index = readArguments(source, index, 9).end;
      continue;
    }
    // "\hypertarget{academic-education}{\section{Academic Education}}": an anchor's name prints nothing, its text does
    // (pandoc's LaTeX sets one before every heading and every reference).
    if (bare === 'hypertarget') {
      const { groups, end } = readArguments(source, index, 2);
      out += printGroup(groups[1] ?? '');
      index = end;
      continue;
    }
    // "\parbox[t]{0.85\textwidth}{...}", "\raisebox{-0.05cm}{...}": the box's width or lift prints nothing ("0.85" had
    // opened every entry).
    if (bare === 'parbox' || bare === 'raisebox') {
      const { groups, end } = readArguments(source, index, 2);
      out += printGroup(groups[1] ?? '');
      index = end;
      continue;
    }
    // "\leavevmode\vadjust pre{\hypertarget{ref-Loiseau_Global_2020}{}}": material moved into the line above prints
    // nothing of its keyword.
    if (bare === 'vadjust') {
      index += source.slice(index).match(/^\s*pre\b/u)?.[0].length ?? 0;
      continue;
    }
    if (bare === 'href' || bare === 'url') {
      const { groups, end } = readArguments(source, index, bare === 'href' ? 2 : 1);
      out += printGroup(groups.at(-1) ?? '');
      index = end;
      continue;
    }
    if (formatting.has(bare)) {
      const { groups, end } = readArguments(source, index, 1);
      out += groups.length > 0 ? printGroup(groups[0] ?? '') : '';
      index = end;
      continue;
    }
    if (headings.has(bare)) {
      const { groups, end } = readArguments(source, index, 1);
      out += `\n\n${printGroup(groups[0] ?? '').trim()}\n`;
      index = end;
      continue;
    }
    if (bare in glyphs) {
      // ("\item{...}": the item's text may stand in braces.)
      out += glyphs[bare];
      continue;
    }
    // Any other command: a template's entry ("\resumeSubheading{Employer}{Dates}{Post}{Place}") prints its fields; two
    // on a line, as the template sets them, each pair parted by a bar; one field is printed as it is.
    const { groups, end } = readArguments(source, index, 9);
    index = end;
    const fields = groups.map((group) => printGroup(group).replace(/\s+/gu, ' ').trim());
    if (fields.length === 0) continue;
    if (fields.length === 1) {
      out += /item/iu.test(bare) ? `\n• ${fields[0] ?? ''}\n` : (fields[0] ?? '');
      continue;
    }
    // moderncv's "\\cventry{years}{post}{employer}{town}{grade}{description}": the post's header line as a resume prints
    // it ("post | employer | town | years"), then the rest; paired two by two, the years had headed the post and the
    // employer a line of its own, which the reader took for no employer.
    // The description, one line of its own, is set as a bullet: a phrase without a verb ("Begleitung von Jugendlichen
    // im Alltag") above the next entry was read as that entry's post.
    if (bare === 'cventry' && fields.length >= 4) {
      const [years = '', post = '', employer = '', town = '', grade = '', description = ''] = fields;
      const header = [post, employer, town, years].filter((field) => field !== '').join(' | ');
      const described = description === '' || description.startsWith('•') ? description : `• ${description}`;
      out += `\n\n${[header, grade, described].filter((field) => field !== '').join('\n')}\n`;
      continue;
    }
    const filled = fields.filter((field) => field !== '');
    const lines: string[] = [];
    for (let at = 0; at < filled.length; at += 2) lines.push(filled.slice(at, at + 2).join(' | '));
    out += `\n${lines.join('\n')}\n`;
  }
  return out;
}
