// A resume pasted as YAML (a JSON Resume file kept as `resume.yaml`, a RenderCV or Hugo site's data file: "work:" /
// "  - company: Khujug Restaurant" / "    position: Food and Beverage Assistant") is written out as the text its
// page would print, as a page's data in code is (data-source-to-text.ts). Read as it stood, held-out letters said
// "En name: Felica, me encargué ..." and "mis tareas incluían: description: Manejo de bases de datos ... name: Ciencia
// de Datos" (docs/decisions/0060-resumes-pasted-as-yaml.md).
import { isMap, isPair, isScalar, isSeq, parseAllDocuments } from 'yaml';
import { dataToText, type DataRecord, type DataValue } from './data-source-to-text.ts';

/** A line that opens on a key and its colon ("company: Acme", "  - position: Cook", "experience:"). */
const keyedLine = /^\s*(?:-\s+)?[\p{L}_][\p{L}\p{N}_-]*\s*:(?:\s|$)/u;
/** A key's line indented under another: YAML's nesting, which a resume's labelled lines ("Email: ...") never have. */
const nestedKeyedLine = /^(?:\s{2,}|\s*-\s+)[\p{L}_][\p{L}\p{N}_-]*\s*:(?:\s|$)/u;
/** Keys a resume's data names its parts by. */
const resumeKey =
  /^\s*(?:-\s+)?(?:name|company|position|title|institution|school|work|experience|education|skills|projects|startDate|endDate|date_start|date_end|summary|highlights|description|puesto|empresa|experiencia|educacion|educación|habilidades|studyType|area)\s*:/imu;

/**
 * Whether a text is a resume's data in YAML: most of its lines are keys and their values, some of them nested, and
 * at least three keys a resume's data names its parts by.
 */
export function isYamlSource(text: string): boolean {
  const lines = text.split('\n').filter((line) => line.trim() !== '');
  if (lines.length < 8) return false;
  let keyed = 0;
  let nested = 0;
  let known = 0;
  for (const line of lines) {
    if (!keyedLine.test(line)) continue;
    keyed += 1;
    if (nestedKeyedLine.test(line)) nested += 1;
    if (resumeKey.test(line)) known += 1;
  }
  // (Lines of a list ("- Prepared the morning shift") and of folded text count against the share of keyed lines.)
  return keyed >= 8 && keyed * 10 >= lines.length * 4 && nested >= 3 && known >= 3;
}

/** A node of the parsed YAML as the data printer reads it: a year kept as text, other numbers and flags left out. */
function toDataValue(node: unknown): DataValue {
  if (isScalar(node)) {
    const value = node.value;
    if (typeof value === 'string') return value;
    // ("year: 2011" prints; "porcent: 100", a skill's bar on the page, does not.)
    if (typeof value === 'number' && Number.isInteger(value) && value >= 1900 && value <= 2100) return String(value);
    // (YAML 1.2's core schema, the parser's default, reads "startDate: 2018-08-01" as the text it is.)
    return null;
  }
  if (isSeq(node)) return node.items.map(toDataValue);
  if (isMap(node)) {
    // (Every key in order, a key written twice kept twice: files pasted one after another each have their "title".)
    const entries: DataRecord['entries'] = [];
    for (const item of node.items) {
      if (!isPair(item)) continue;
      const key = isScalar(item.key) ? String(item.key.value ?? '') : '';
      if (key !== '') entries.push([key, toDataValue(item.value)]);
    }
    return { entries };
  }
  // An alias ("*anchor", a node used again) and anything else print nothing.
  return null;
}

/**
 * The text a resume's YAML prints; the text as it is where it is no YAML a parser reads whole (a paste cut short, a
 * tab in its indentation): nothing is lost, and the resume's reader reads the lines as they stand.
 */
export function yamlSourceToText(source: string): string {
  // ("Federico Bitonte" / "" / "experiencia:": the lines a person typed above the data, kept as they stand.)
  const lines = source.replace(/\r\n?/gu, '\n').split('\n');
  const firstKeyed = lines.findIndex((line) => keyedLine.test(line) || /^\s*---\s*$/u.test(line));
  if (firstKeyed < 0) return source;
  const typed = lines.slice(0, firstKeyed).join('\n').trim();
  const documents = parseAllDocuments(lines.slice(firstKeyed).join('\n'), {
    uniqueKeys: false,
    strict: false,
    prettyErrors: false,
  });
  const list = Array.isArray(documents) ? documents : [];
  if (list.length === 0 || list.some((document) => document.errors.length > 0)) return source;
  const declarations = list.map((document): [string, DataValue] => ['', toDataValue(document.contents)]);
  const text = dataToText(declarations);
  if (text === '') return source;
  return typed === '' ? text : `${typed}\n\n${text}`;
}
