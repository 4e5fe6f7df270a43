// A resume pasted as the data a web page or a tool prints it from (a portfolio's `export const resumeData = { name:
// "...", experience: [{ role: "...", company: "...", responsibilities: [...] }] }`, a JSON Resume file) is written
// out as the text the page shows, as a LaTeX or Typst source is (docs/decisions/0058-resumes-in-latex-source.md,
// amended). Read as it stood, held-out letters said 'I have worked as a "Chemist" at "Nalco Champion (Ecolab)",.'
// and '... signed on new accounts.`. I also presented ... }, { id: 5, info: `Processing ...'.

/** A value of the data: a string, a list, a record, or anything else (a number, a call), which prints nothing. */
export type DataValue = string | DataValue[] | DataRecord | null;
export type DataRecord = { entries: [string, DataValue][] };

const structureLine = /^\s*(?:[{}[\]()]+[,;]?|\}\s*,\s*\{|\]\s*,?\s*\}?[,;]?)\s*$/u;
const keyedValue = /(?:^|[{,])\s*["']?[A-Za-z_$][\w$]*["']?\s*:\s*(?:["'`[{]|\d|true\b|false\b)/gmu;

/**
 * Whether a text is such a source: five keyed values at least ('company: "..."', '"name": "..."') and braces a resume
 * written as text never has, three lines that hold only them or three records opened and closed.
 */
export function isDataSource(text: string): boolean {
  if (!text.includes('{') && !text.includes('[')) return false;
  const keyed = (text.match(keyedValue) ?? []).length;
  if (keyed < 5) return false;
  const structure = text.split('\n').filter((line) => structureLine.test(line)).length;
  const opened = (text.match(/\{/gu) ?? []).length;
  const closed = (text.match(/\}/gu) ?? []).length;
  return structure >= 3 || (opened >= 3 && closed >= 3);
}

/** Spaces and comments between values, read where the reader stands (sticky: never a copy of the text's rest). */
const spaceAt = /(?:\s+|\/\/[^\n]*|\/\*[\s\S]*?\*\/)+/uy;
/** A record's key and its colon, read where the reader stands. */
const keyAt = /(?:"([^"]*)"|'([^']*)'|([A-Za-z_$][\w$]*))\s*:/uy;

/** Reads the data's values from `start`: a small reader of the literals a page's data is written in, not a parser. */
class DataReader {
  private position = 0;
  private readonly text: string;

  constructor(text: string) {
    this.text = text;
  }

  at(position: number): this {
    this.position = position;
    return this;
  }

  private skipSpace(): void {
    spaceAt.lastIndex = this.position;
    if (spaceAt.test(this.text)) this.position = spaceAt.lastIndex;
  }

  value(): DataValue {
    this.skipSpace();
    const character = this.text.charAt(this.position);
    if (character === '{') return this.record();
    if (character === '[') return this.list();
    if (character === '"' || character === "'" || character === '`') return this.string(character);
    this.skipOther();
    return null;
  }

  /** Anything else (a number, a name, a call): passed over to the next comma or closing mark at its depth. */
  private skipOther(): void {
    let depth = 0;
    while (this.position < this.text.length) {
      const character = this.text.charAt(this.position);
      if (character === '"' || character === "'" || character === '`') {
        this.string(character);
        continue;
      }
      if ('([{'.includes(character)) depth += 1;
      else if (')]}'.includes(character)) {
        if (depth === 0) return;
        depth -= 1;
      } else if ((character === ',' || character === ';' || character === '\n') && depth === 0) return;
      this.position += 1;
    }
  }

  private string(quote: string): string {
    let written = '';
    this.position += 1;
    while (this.position < this.text.length) {
      const character = this.text.charAt(this.position);
      if (character === '\\') {
        const escaped = this.text.charAt(this.position + 1);
        written += escaped === 'n' ? '\n' : escaped;
        this.position += 2;
        continue;
      }
      if (character === quote) {
        this.position += 1;
        return written;
      }
      // A template literal's "${...}" prints a value the page computes: nothing a reader of the source can print.
      if (quote === '`' && character === '$' && this.text.charAt(this.position + 1) === '{') {
        const end = this.text.indexOf('}', this.position);
        this.position = end < 0 ? this.text.length : end + 1;
        continue;
      }
      written += character;
      this.position += 1;
    }
    return written;
  }

  private list(): DataValue[] {
    const items: DataValue[] = [];
    this.position += 1;
    for (;;) {
      this.skipSpace();
      const character = this.text.charAt(this.position);
      if (character === ']' || this.position >= this.text.length) {
        this.position += 1;
        return items;
      }
      if (character === ',') {
        this.position += 1;
        continue;
      }
      const before = this.position;
      items.push(this.value());
      if (this.position === before) this.position += 1;
    }
  }

  private record(): DataRecord {
    const entries: [string, DataValue][] = [];
    this.position += 1;
    for (;;) {
      this.skipSpace();
      const character = this.text.charAt(this.position);
      if (character === '}' || this.position >= this.text.length) {
        this.position += 1;
        return { entries };
      }
      if (character === ',') {
        this.position += 1;
        continue;
      }
      keyAt.lastIndex = this.position;
      const key = keyAt.exec(this.text);
      if (!key) {
        const before = this.position;
        this.skipOther();
        if (this.position === before) this.position += 1;
        continue;
      }
      this.position += key[0].length;
      entries.push([key[1] ?? key[2] ?? key[3] ?? '', this.value()]);
    }
  }
}

/** The data's top-level values: each declaration's ("export const workExperience = [...]"), or the whole text's. */
function readDeclarations(text: string): [string, DataValue][] {
  const reader = new DataReader(text);
  const declarations = [
    ...text.matchAll(/\b(?:const|let|var)\s+([A-Za-z_$][\w$]*)(?:\s*:\s*[\w$.<>[\]| ]+)?\s*=\s*(?=[{[])/gu),
  ];
  if (declarations.length > 0)
    return declarations.map((declaration) => [
      declaration[1] ?? '',
      reader.at((declaration.index ?? 0) + declaration[0].length).value(),
    ]);
  const start = text.search(/[{[]/u);
  return start < 0 ? [] : [['', reader.at(start).value()]];
}

function isRecord(value: DataValue): value is DataRecord {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** A record's string under the first of `keys` that it has (case and separators aside). */
function field(record: DataRecord, keys: RegExp): string | undefined {
  for (const [key, value] of record.entries)
    if (keys.test(key) && typeof value === 'string' && value.trim() !== '') return value.trim();
  return undefined;
}

/** Every string a value holds, in order: a list's items, a record's text fields ("info", "text", "description"). */
function stringsOf(value: DataValue): string[] {
  // ("* Amplio conocimiento de ...\n* Manejo de bases de datos ...": a text of bullets, one a line, is a list.)
  if (typeof value === 'string' && /^\s*[*•-]\s+\S/mu.test(value) && value.trim().includes('\n'))
    return value
      .split(/\n(?=\s*[*•-]\s+\S)/u)
      .map((item) =>
        item
          .replace(/^\s*[*•-]\s+/u, '')
          .replace(/\s*\n\s*/gu, ' ')
          .trim(),
      )
      .filter((item) => item !== '');
  if (typeof value === 'string') return value.trim() === '' ? [] : [value.replace(/\s*\n\s*/gu, ' ').trim()];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (isRecord(value))
    return value.entries
      .filter(([key]) => /^(?:info|text|description|detail|value|content|point|name|keywords?)$/iu.test(key))
      .flatMap(([, inner]) => stringsOf(inner));
  return [];
}

// (The keys of a resume's data in Spanish, German and French too: "puesto", "empresa", "Stelle", "poste".)
const titleKeys =
  /^(?:title|role|position|job_?title|jobName|designation|post|degree|studyType|qualification|course|curso|carrera|puesto|cargo|titulo|título|stelle|poste|intitul[eé])$/iu;
const employerKeys =
  /^(?:company|employer|organi[sz]ation|empresa|firma|arbeitgeber|unternehmen|entreprise|employeur)$/iu;
const schoolKeys =
  /^(?:institution|school|university|college|institución|institucion|escuela|universidad|schule|hochschule|école|ecole)$/iu;
const startKeys = /^(?:start_?date|date_?start|start|from|job_?start|since|inicio|fecha_?inicio|beginn|début|debut)$/iu;
const endKeys = /^(?:end_?date|date_?end|end|to|until|job_?end|fin|fecha_?fin|ende)$/iu;
const periodKeys = /^(?:duration|date|dates|period|periodo|período|years?|año|jahr|time|zeitraum|période|periode)$/iu;
const placeKeys = /^(?:location|place|city|address|ubicación|ubicacion|ciudad|ort|lieu|ville)$/iu;
// ("desciption", "decription": a key misspelt is still the job's lines.)
const lineKeys =
  /^(?:descriptions?|desc\w*ption|decription|descripci[oó]n|responsibilities|highlights|bullets|achievements|details|tasks|duties|points|summary|jobDescription|otherList|items|work|accomplishments|tareas|funciones|logros|aufgaben|tätigkeiten|missions|t[aâ]ches)$/iu;

/** A record that is one job or one degree, written as a header line and its lines; undefined for any other. */
function entryText(record: DataRecord): string[] | undefined {
  const title = field(record, titleKeys);
  // (JSON Resume names the employer "name" beside "position", and the field of a degree "area" beside "studyType".)
  // (So does a Spanish one its "name" beside "puesto".)
  const jsonResumeJob = record.entries.some(([key]) => /^(?:position|puesto|cargo)$/iu.test(key));
  const employer = field(record, employerKeys) ?? (jsonResumeJob ? field(record, /^name$/iu) : undefined);
  const organisation = employer ?? field(record, schoolKeys);
  if (title === undefined || organisation === undefined || organisation === title) return undefined;
  const area = field(record, /^(?:area|field|major|subject)$/iu);
  const start = field(record, startKeys);
  const end = field(record, endKeys);
  const period = field(record, periodKeys) ?? (start ? `${start} – ${end ?? 'Present'}` : end);
  const place = field(record, placeKeys);
  const bullets = record.entries
    .filter(([key]) => lineKeys.test(key))
    .flatMap(([, value]) => stringsOf(value))
    .map((line) => `- ${line}`);
  // A job's employer and post, each known by its key, are written under their labels, as a form prints them: printed
  // "Agent Care | CCI Kenya", a post no vocabulary knows had been read as the employer (a held-out letter said "I
  // currently work as a CCI Kenya at Agent Care"). A degree stays "degree | school", the way resumes print it.
  if (employer !== undefined)
    return [
      `Company: ${employer}`,
      `Position: ${title}`,
      ...(place ? [`Location: ${place}`] : []),
      ...(period ? [`Duration: ${period}`] : []),
      ...bullets,
    ];
  const header = [area ? `${title} in ${area}` : title, organisation, place, period].filter(
    (part): part is string => part !== undefined,
  );
  return [header.join(' | '), ...bullets];
}

/** The heading a key of the data names, in the words a resume's reader knows. */
function headingOf(key: string): string | undefined {
  if (
    /experience|experiencia|expérience|work|jobs?$|employment|positions|career|trabajo|empleo|berufserfahrung|werdegang/iu.test(
      key,
    )
  )
    return 'Experience';
  if (/education|educaci|formaci|estudios|school|degree|academic|studies|ausbildung|bildung|studium/iu.test(key))
    return 'Education';
  if (/skill|technolog|tools|stack|habilidad|competenc|kenntnisse|fähigkeiten|compétences/iu.test(key)) return 'Skills';
  if (/project|proyecto|projekt|projet/iu.test(key)) return 'Projects';
  if (/certif|licen[cs]/iu.test(key)) return 'Certifications';
  if (/award|honou?r|achievement|premio|auszeichnung/iu.test(key)) return 'Awards';
  if (/language|idioma|sprachen|langue/iu.test(key)) return 'Languages';
  if (/summary|about|profile|objective|bio|resumen|perfil|profil/iu.test(key)) return 'Summary';
  if (/volunteer|voluntariado|ehrenamt|bénévolat/iu.test(key)) return 'Volunteering';
  if (/interest|hobb|intereses|aficiones|interessen|loisirs/iu.test(key)) return 'Interests';
  return undefined;
}

/**
 * Keys whose values a page links or shows as a picture, never prints as text ("url", "image": "/images/diploma.png"):
 * printed, a certificate's link and picture had been read as two more certificates.
 */
const unprintedKeys =
  /^(?:url|urls|link|links|href|src|image|images|img|icon|logo|thumbnail|avatar|photo|picture|badge|alt|credential_?url|verify_?url|certificate_?url|id|key|slug|color|colour)$/iu;

/** A certificate's record ("title", "issuer"): its name and who issued it, on one line. */
function credentialText(record: DataRecord): string | undefined {
  const name = field(record, /^(?:title|name|certificate|certification|credential)$/iu);
  const issuer = field(record, /^(?:issuer|issued_?by|authority|provider|organi[sz]ation|awarder|body)$/iu);
  if (name === undefined || issuer === undefined) return undefined;
  const date = field(record, /^(?:date|year|issued|issue_?date|awarded|obtained)$/iu);
  return [name, issuer, date].filter((part): part is string => part !== undefined).join(' | ');
}

/**
 * A record of a few short fields and nothing else ("name: Gestión de Proyectos", "site: Universidad Tecnológica
 * Nacional", "year: 2021"): one line, its fields in order, as a page prints a course or a skill.
 */
function shortRecordText(record: DataRecord): string | undefined {
  const printable = record.entries.filter(([key, value]) => !unprintedKeys.test(key) && value !== null);
  if (printable.length === 0 || printable.length > 4) return undefined;
  // (The name first, whatever the order of the keys: "Análisis Económico" before what it covers.)
  const named = [...printable].sort(
    (left, right) => Number(/^(?:name|title)$/iu.test(right[0])) - Number(/^(?:name|title)$/iu.test(left[0])),
  );
  const fields = named.map(([, value]) => value);
  if (!fields.every((field): field is string => typeof field === 'string' && field.trim() !== '')) return undefined;
  if (fields.some((field) => field.includes('\n') || field.trim().split(/\s+/u).length > 12)) return undefined;
  // "Análisis Económico: Evaluación de políticas públicas, ...": a skill and what it covers, as a skills line reads.
  const [first, second] = named;
  if (named.length === 2 && first && second && /^(?:name|title)$/iu.test(first[0]) && lineKeys.test(second[0]))
    return `${String(first[1]).trim()}: ${String(second[1]).trim()}`;
  return fields.map((field) => field.trim()).join(' | ');
}

/**
 * "name: Languages", "level: Master", "keywords: [Python, JavaScript, ...]": JSON Resume's group of skills, printed as a
 * skills line ("Languages: Python, JavaScript, ..."). Each field a line, the group's level had been read as a skill
 * ("My skills include Master").
 */
function skillGroupText(record: DataRecord): string | undefined {
  const name = field(record, /^name$/iu);
  const keywords = record.entries.find(([key]) => /^keywords$/iu.test(key))?.[1];
  if (name === undefined || !Array.isArray(keywords)) return undefined;
  const items = stringsOf(keywords);
  return items.length === 0 ? undefined : `${name}: ${items.join(', ')}`;
}

/** The text a value prints under a heading: entries as header lines with their lines, other strings one a line. */
function printed(value: DataValue): string[] {
  if (Array.isArray(value)) return value.flatMap(printed);
  if (isRecord(value)) {
    const entry = entryText(value);
    if (entry) return entry;
    const credential = credentialText(value);
    if (credential) return [credential];
    const skillGroup = skillGroupText(value);
    if (skillGroup) return [skillGroup];
    const short = shortRecordText(value);
    if (short) return [short];
    return value.entries
      .filter(([key]) => !unprintedKeys.test(key))
      .flatMap(([key, inner]) => {
        const heading = headingOf(key);
        const text = printed(inner);
        return heading && text.length > 0 && typeof inner !== 'string' ? [heading, ...text] : text;
      });
  }
  return typeof value === 'string' ? stringsOf(value) : [];
}

/**
 * The person's name, headline and contacts ("name", "title", "email", "phone"), from the records that hold them (the
 * resume's own and its "contact" or "basics" record), with the keys of the whole record they were read from.
 */
function headerOf(records: DataRecord[], whole: DataRecord): { lines: string[]; keys: Set<string> } {
  const keys = new Set<string>();
  const lines: string[] = [];
  const take = (pattern: RegExp) => {
    for (const record of records)
      for (const [key, value] of record.entries) {
        if (!pattern.test(key)) continue;
        const strings = typeof value === 'string' ? [value] : Array.isArray(value) ? stringsOf(value) : [];
        if (strings.length === 0) continue;
        if (record === whole) keys.add(key);
        lines.push(strings.join(' | '));
        return;
      }
  };
  take(/^(?:name|full_?name)$/iu);
  take(/^(?:title|label|headline|role)$/iu);
  take(/^(?:emails?)$/iu);
  take(/^(?:phones?|mobile|telephone)$/iu);
  take(/^(?:location|address|city)$/iu);
  return { lines, keys };
}

/** The text a page prints from its data: the person's header, then each section under its heading. */
export function dataSourceToText(source: string): string {
  return dataToText(readDeclarations(source));
}

/**
 * The text a resume's data prints, its top-level values named (a page's declarations, or one unnamed value): the
 * person's header, then each section under its heading. Also the printer of a resume pasted as YAML
 * (yaml-source-to-text.ts).
 */
export function dataToText(declarations: [string, DataValue][]): string {
  const written: string[] = [];
  for (const [name, value] of declarations) {
    if (isRecord(value) && entryText(value) === undefined) {
      // A record of the whole resume ("resumeData", JSON Resume's "basics"): its header fields first.
      const basics = value.entries.find(
        ([key, inner]) => /^(?:basics|personal|contacts?|profile)$/iu.test(key) && isRecord(inner),
      );
      const header = headerOf(basics && isRecord(basics[1]) ? [value, basics[1]] : [value], value);
      written.push(...header.lines);
      // "title: Habilidades" / "feature: [...]": a site's section files pasted one after another, each with its title
      // before its data; the title heads the data its key names no heading for.
      let titled: string | undefined;
      let headerTitleSeen = false;
      for (const [key, inner] of value.entries) {
        if (/^(?:title|heading)$/iu.test(key) && typeof inner === 'string') {
          if (header.keys.has(key) && !headerTitleSeen) headerTitleSeen = true;
          else titled = inner.trim();
          continue;
        }
        if (header.keys.has(key) || inner === basics?.[1]) continue;
        const heading = headingOf(key) ?? (typeof inner === 'string' ? undefined : titled);
        const text = printed(inner);
        if (text.length === 0) continue;
        written.push('', ...(heading ? [heading] : []), ...text);
      }
      continue;
    }
    const heading = headingOf(name);
    const text = printed(value);
    if (text.length > 0) written.push('', ...(heading ? [heading] : []), ...text);
  }
  return written.join('\n').trim();
}
