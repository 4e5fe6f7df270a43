// A resume pasted as its Typst source (a template's "#work(company: ..., title: ..., dates: dates-helper(...))" calls
// under "== Work Experience" headings) is written out as the text it prints, as a LaTeX source is (latex-to-text.ts,
// docs/decisions/0058-resumes-in-latex-source.md). Read as it stood, a held-out letter said "I currently work as a
// "Staff Accountant " + strong($dash.en$) + " " intern at "Molatore & Co. CPAs",,".

/** Whether a text is a Typst document's source: its directives at the start of lines and its named-argument calls. */
export function isTypstSource(text: string): boolean {
  return (
    /^#(?:import|show|let|set)\b/mu.test(text) &&
    // A template's call over several lines, or a page written in markup: "#link(...)", "*EDUCATION*\" (a line break).
    (/^#\w[\w-]*\(\s*$/mu.test(text) || /#link\("/u.test(text) || (text.match(/\\\s*$/gmu) ?? []).length >= 3)
  );
}

/** The printed text of a Typst expression: strings joined, "strong(...)" and "$dash.en$" as what they print. */
function evaluate(expression: string): string {
  const dates = expression.match(/start-date:\s*"([^"]*)"[\s\S]*?end-date:\s*"([^"]*)"/u);
  if (dates) return `${dates[1] ?? ''} – ${dates[2] ?? ''}`;
  if (/^\s*sys\.inputs\./u.test(expression)) return '';
  // The terms of a concatenation, each as it prints: string literals, "$dash.en$", and calls of a style around them.
  const terms = expression.matchAll(
    /"((?:[^"\\]|\\.)*)"|\$dash\.(en|em)\$|#?(?:strong|emph|underline|text)\(\s*((?:[^()]|\([^()]*\))*)\)/gu,
  );
  return [...terms]
    .map(([, literal, dash, styled]) =>
      literal !== undefined
        ? literal.replace(/\\(.)/gu, '$1')
        : dash !== undefined
          ? dash === 'en'
            ? '–'
            : '—'
          : evaluate(styled ?? ''),
    )
    .join('')
    .replace(/\s+/gu, ' ')
    .trim();
}

/** The named arguments of a call's body ("company: "X",\n  title: "Y" + strong(...)"), at the top level only. */
function readArguments(body: string): Map<string, string> {
  const values = new Map<string, string>();
  let depth = 0;
  let quoted = false;
  let start = 0;
  const parts: string[] = [];
  for (let index = 0; index < body.length; index += 1) {
    const character = body[index];
    if (character === '\\') {
      index += 1;
      continue;
    }
    if (character === '"') quoted = !quoted;
    if (quoted) continue;
    if (character === '(') depth += 1;
    else if (character === ')') depth -= 1;
    else if (character === ',' && depth === 0) {
      parts.push(body.slice(start, index));
      start = index + 1;
    }
  }
  parts.push(body.slice(start));
  for (const part of parts) {
    const named = part.match(/^\s*([\w-]+)\s*:\s*([\s\S]*)$/u);
    if (named?.[1] && named[2] !== undefined) values.set(named[1], evaluate(named[2]));
  }
  return values;
}

/** What a template's entry prints on its header line: the post or degree, where, and when. */
function entryLine(kind: string, values: Map<string, string>): string {
  const get = (...keys: string[]) => keys.map((key) => values.get(key) ?? '').find((value) => value !== '') ?? '';
  const where = [get('company', 'institution', 'organization', 'organisation'), get('location')]
    .filter((part) => part !== '')
    .join(', ');
  const what = get('title', 'degree', 'role', 'position', 'name');
  const fields = kind === 'show' ? [get('author', 'name')] : [what, where, get('dates', 'date')];
  return fields.filter((field) => field !== '').join(' | ');
}

/** The text a Typst resume prints, as a resume pasted from its PDF would give it. */
export function typstToText(source: string): string {
  const withoutComments = source.replace(/^\s*\/\/.*$/gmu, '').replace(/\s\/\/ .*$/gmu, '');
  const out = withoutComments
    // "#work(" ... ")" and "#show: resume.with(" ... ")": an entry's call over several lines, its arguments named.
    .replace(
      /^#(?:show:\s*\w+\.with|(\w[\w-]*))\(\s*\n([\s\S]*?)\n\)\s*$/gmu,
      (_call, kind: string | undefined, body: string) => entryLine(kind ?? 'show', readArguments(body)),
    )
    // "#set page(" / "margin: (...)," / ")": a setting over several lines prints nothing.
    .replace(/^#(?:set|show)\s+[\w.-]+\(\s*\n[\s\S]*?\n\)\s*$/gmu, '')
    .replace(/^#(?:import|set|let|show)\b.*$/gmu, '')
    // A page written in markup: "#text(20pt, [*Ben Herman*])", "#link("github.com/x")" as what they print, and the
    // layout's own lines ("#{", "place(", "align(right, [", "])") as nothing.
    .replace(/#text\([^[\]\n]*?\[([^\]\n]*)\]\)/gu, '$1')
    .replace(/#link\("([^"\n]*)"\)(?:\[([^\]\n]*)\])?/gu, (_link, target: string, label?: string) => label ?? target)
    .replace(/^\s*(?:#\{|\}|place\(|align\([^[\n]*\[|\[|\]\)?,?|\)|right,|left,)\s*(?:\\\s*)*$/gmu, '')
    // "*EXPERIENCE*\", "*iD Tech* - Stanford, CA\": bold, and a line break at the end of a line.
    .replace(/(?:\\ ?)+\s*$/gmu, '')
    .replace(/(?<![\w*])\*([^*\n]+)\*(?![\w*])/gu, '$1')
    // "== Work Experience": a heading.
    .replace(/^=+\s+(.+)$/gmu, '$1')
    .replace(/#?strong\(\$dash\.en\$\)/gu, ' – ')
    .replace(/#?strong\(\$dash\.em\$\)/gu, ' — ')
    .replace(/#(?:strong|emph)\[([^\]]*)\]/gu, '$1')
    .replace(/\\([$#*_@])/gu, '$1');
  return out
    .replace(/[ \t]+/gu, ' ')
    .replace(/\n{3,}/gu, '\n\n')
    .trim();
}
