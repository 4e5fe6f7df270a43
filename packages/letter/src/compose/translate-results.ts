// Quantified results in a German resume line, said in English: "Latenz in kritischen Pfaden um 28% reduziert" →
// "reduced latency by 28%". Only what a small glossary knows is translated (the measured thing and the verb); the
// rest of the line is left out rather than guessed. A letter in English about a German resume can then state the
// results instead of quoting German at the reader.

import { canonicalSkillName, findSkills } from '../vocabulary/skills.ts';
import { joinList } from './phrasebook.ts';

const measuredThings: [RegExp, string][] = [
  [/^latenz(?:en)?$/i, 'latency'],
  [/^antwortzeit(?:en)?$/i, 'response times'],
  [/^ladezeit(?:en)?$/i, 'load times'],
  [/^build-?zeit(?:en)?$/i, 'build times'],
  [/^image-?größe$/i, 'image size'],
  [/^testabdeckung$/i, 'test coverage'],
  [/^code-?abdeckung$/i, 'code coverage'],
  [/^downtime$/i, 'downtime'],
  [/^ausfallzeit(?:en)?$/i, 'downtime'],
  [/^mean-time-to-recovery$/i, 'mean time to recovery'],
  [/^mttr$/i, 'MTTR'],
  [/^p9[059]$/i, 'P99 latency'],
  [/^kosten$/i, 'costs'],
  [/^cloud-?kosten$/i, 'cloud costs'],
  [/^infrastrukturkosten$/i, 'infrastructure costs'],
  [/^umsatz$/i, 'revenue'],
  [/^fehlerquote|fehlerrate$/i, 'the error rate'],
  [/^durchsatz$/i, 'throughput'],
  [/^release-?zyklen$/i, 'release cycles'],
  [/^deployment-?frequenz$/i, 'deployment frequency'],
  [/^bearbeitungszeit(?:en)?$/i, 'processing times'],
  [/^kundenzufriedenheit$/i, 'customer satisfaction'],
  [/^conversion-?rate$/i, 'the conversion rate'],
];

const verbs: [RegExp, string][] = [
  [/^(?:reduziert|gesenkt|verringert|minimiert)$/i, 'reduced'],
  [/^verkürzt$/i, 'shortened'],
  [/^(?:erhöht|gesteigert)$/i, 'increased'],
  [/^verbessert$/i, 'improved'],
  [/^halbiert$/i, 'halved'],
  [/^verdoppelt$/i, 'doubled'],
  [/^beschleunigt$/i, 'sped up'],
];

/** What a measured thing was measured over, as German resumes write it. */
const scopes: [RegExp, string][] = [
  [/^in kritischen pfaden$/i, 'in critical paths'],
  [/^während (?:der |von )?releases?$/i, 'during releases'],
  [/^der wichtigsten abfragen$/i, 'of the most important queries'],
  [/^unter last$/i, 'under load'],
  [/^(?:im|pro) (?:monat|quartal|jahr)$/i, ''],
];

function translate<Value>(table: [RegExp, Value][], word: string): Value | undefined {
  return table.find(([pattern]) => pattern.test(word))?.[1];
}

function percent(written: string): string {
  return written.startsWith('~') ? `about ${written.slice(1)}` : written;
}

/** The English results a German line states, as verb phrases ("reduced latency by 28%"); empty when none is known. */
export function translateGermanResults(line: string): string[] {
  const results: string[] = [];
  for (const clause of line.split(/[;,]\s+/)) {
    const change = clause.match(/^(.+?)\s+um\s+(~?\d+(?:[.,]\d+)?\s?%)\s+(\p{L}+)\s*\.?$/u);
    const range = clause.match(
      /^(.+?)\s+von\s+(~?\d+(?:[.,]\d+)?\s?%)\s+auf\s+(~?\d+(?:[.,]\d+)?\s?%)\s+(\p{L}+)\s*\.?$/u,
    );
    const towards = clause.match(/^(.+?)\s+(?:gegen|auf)\s+(~?\d+(?:[.,]\d+)?\s?%)\s+(\p{L}+)\s*\.?$/u);
    const subject = (range ?? change ?? towards)?.[1];
    if (!subject) continue;
    // The measured thing is the subject's first word ("Latenz in kritischen Pfaden" → Latenz), or its acronym.
    const head = subject.match(/\(([A-Z]{2,6})\)/)?.[1] ?? subject.split(/\s+/)[0] ?? '';
    const measured = translate(measuredThings, head.replace(/[()]/g, ''));
    if (!measured) continue;
    // "Downtime während Releases": what the figure is about stays with it ("downtime during releases"); a result
    // whose scope the glossary cannot say is left out rather than told wider than the resume states it.
    const scopeText = subject
      .replace(/^\S+\s*/u, '')
      .replace(/\([A-Z]{2,6}\)/u, '')
      .trim();
    const scope = scopeText === '' ? '' : translate(scopes, scopeText);
    if (scope === undefined) continue;
    const thing = scope === '' ? measured : `${measured} ${scope}`;
    if (range?.[2] && range[3] && range[4]) {
      const verb = translate(verbs, range[4]);
      if (verb) results.push(`${verb} ${thing} from ${percent(range[2])} to ${percent(range[3])}`);
    } else if (change?.[2] && change[3]) {
      const verb = translate(verbs, change[3]);
      if (verb) results.push(`${verb} ${thing} by ${percent(change[2])}`);
    } else if (towards?.[2] && towards[3]) {
      const verb = translate(verbs, towards[3]);
      if (verb) results.push(`${verb} ${thing} to almost ${percent(towards[2])}`);
    }
  }
  return results;
}

// What a German line says was done, in English, when a small glossary knows every word of it: "Konzeption und
// Entwicklung mehrerer REST-APIs mit FastAPI" → "designed and developed several REST APIs with FastAPI". German
// resumes name their deeds by nouns ("Einführung", "Aufbau", "Migration"); a word the glossary does not know, or a
// line of another shape, gives nothing, and the letter tells the line by its tools as before.

const deedNouns: [RegExp, string][] = [
  [/^konzeption$/i, 'designed'],
  [/^entwicklung$/i, 'developed'],
  [/^einführung$/i, 'introduced'],
  [/^aufbau$/i, 'built'],
  [/^containerisierung$/i, 'containerised'],
  [/^migration$/i, 'migrated'],
  [/^automatisierung$/i, 'automated'],
  [/^implementierung$/i, 'implemented'],
  [/^optimierung$/i, 'optimised'],
  [/^integration$/i, 'integrated'],
  [/^erstellung$/i, 'created'],
  [/^planung$/i, 'planned'],
  [/^wartung$/i, 'maintained'],
  [/^datenbank[-‑]tuning$/i, 'tuned the database'],
];

/** German words of a deed's object, each with its English; adjectives by their stem, any ending. */
const objectWords: [RegExp, string][] = [
  [/^mehrerer$/i, 'several'],
  [/^(?:sämtlicher|aller)$/i, 'all'],
  [/^(?:eines|einer|eine|einen)$/i, 'a'],
  [/^(?:der|des|die|den)$/i, 'the'],
  [/^asynchron(?:e[rnsm]?)?$/i, 'asynchronous'],
  [/^skalierbar(?:e[rnsm]?)?$/i, 'scalable'],
  [/^strukturiert(?:e[rnsm]?)?$/i, 'structured'],
  [/^gezielt(?:e[rnsm]?)?$/i, 'targeted'],
  [/^automatisch(?:e[rnsm]?)?$/i, 'automatic'],
  [/^modular(?:e[rnsm]?)?$/i, 'modular'],
  [/^neu(?:e[rnsm]?)?$/i, 'new'],
  [/^endpunkte?n?$/i, 'endpoints'],
  [/^schnittstellen$/i, 'interfaces'],
  [/^anwendungen$/i, 'applications'],
  [/^datenbanken$/i, 'databases'],
  [/^datenbank$/i, 'the database'],
  [/^testpyramide$/i, 'test pyramid'],
  [/^monolith(?:en)?$/i, 'monolith'],
  [/^indizes$/i, 'indexes'],
  // English words German tech resumes use as they are, kept.
  [
    /^(?:services|microservices|deployments|pipelines?|dashboards|apis|read|replicas|background|tasks|rate|limiting|canary|releases|rollbacks|tracing|builds|caching)$/i,
    '',
  ],
  [/^(?:mit|via)$/i, 'with'],
  [/^auf$/i, 'on'],
  [/^zu$/i, 'to'],
  [/^für$/i, 'for'],
];

/** One word of a deed's object in English, or undefined when the glossary does not know it. */
function objectWord(word: string): string | undefined {
  // "Python-Monolithen", "REST-APIs": a tool and a known noun joined by a hyphen.
  const parts = word.split(/[-‑]/u);
  const whole = canonicalSkillName(word.replace(/\u2060/g, ' '));
  if (whole !== undefined) return whole;
  const first = parts[0] === undefined ? undefined : canonicalSkillName(parts[0]);
  if (parts.length === 2 && first !== undefined && parts[1]) {
    const noun = objectWord(parts[1]);
    return noun === undefined ? undefined : `${first} ${noun}`;
  }
  const known = objectWords.find(([pattern]) => pattern.test(word));
  if (known) return known[1] === '' ? word.toLowerCase().replace(/^apis$/, 'APIs') : known[1];
  return undefined;
}

/**
 * The deed a German line names, in English ("introduced asynchronous endpoints (async/await)"), read from its first
 * part (up to a comma, a semicolon or "inkl."). A tool's name is kept as the vocabulary writes it ("REST-APIs" → "REST APIs").
 */
export function translateGermanDeed(line: string): string | undefined {
  // "Datenbank-Tuning: gezielte Indizes, Read Replicas": a deed named as a label, the means listed after it.
  const label = line.match(/^([^:;,]{3,40}):\s+([^;]+)/u);
  if (label?.[1] && label[2] && deedNouns.some(([pattern]) => pattern.test(label[1]?.trim() ?? ''))) {
    const deed = deedNouns.find(([pattern]) => pattern.test(label[1]?.trim() ?? ''))?.[1];
    const means = label[2].split(/,\s*/u).map((item) => translateObject(item.trim().replace(/[.]$/u, '')));
    if (!deed || means.length === 0 || means.some((item) => item === undefined)) return undefined;
    const said = means.flatMap((item) => (item === undefined ? [] : [item]));
    return `${deed} with ${joinList(said, 'and')}`;
  }
  const first = line.split(/[,;:]\s|\s+inkl\.|\s+sowie\s/u)[0]?.trim() ?? '';
  // "CI/CD-Automatisierung mit GitHub Actions": the thing automated stands before the deed.
  const compound = first.match(/^([\p{L}/]+)[-‑](automatisierung)\b\s*(.*)$/iu);
  const head = compound ? [compound[2] ?? ''] : [];
  const rest = compound ? (compound[3] ?? '') : first;
  const words = rest.split(/\s+/).filter(Boolean);
  let index = 0;
  // "Konzeption und Entwicklung": deeds joined by "und".
  if (!compound) {
    while (index < words.length && deedNouns.some(([pattern]) => pattern.test(words[index] ?? ''))) {
      head.push(words[index] ?? '');
      index +=
        words[index + 1] === 'und' && deedNouns.some(([pattern]) => pattern.test(words[index + 2] ?? '')) ? 2 : 1;
    }
  }
  const verbs = head.map((noun) => deedNouns.find(([pattern]) => pattern.test(noun))?.[1]);
  if (verbs.length === 0 || verbs.some((verb) => verb === undefined)) return undefined;
  // "von" after a deed noun ("Einführung von Multi-Stage-Builds") adds nothing in English.
  if (words[index] === 'von') index += 1;
  const object = translateObject([...(compound ? [compound[1] ?? ''] : []), ...words.slice(index)].join(' '));
  if (object === undefined) return undefined;
  const deed = joinList(
    verbs.flatMap((verb) => (verb === undefined ? [] : [verb])),
    'and',
  );
  return `${deed} ${object}`;
}

/** A deed's object in English when the glossary knows every word of it; undefined otherwise. */
function translateObject(text: string): string | undefined {
  // Tools of several words are read as one word ("GitHub Actions", "Helm Charts").
  let joined = text;
  for (const tool of findSkills(text)
    .map((mention) => mention.text)
    .filter((name) => name.includes(' ')))
    joined = joined.replace(tool, tool.replace(/ /g, '\u2060'));
  const object: string[] = [];
  for (const word of joined.split(/\s+/).filter(Boolean)) {
    // "(async/await)", "(Unit/Integration/Contract)": a bracket of names is kept as written.
    if (/^\(|\)$/u.test(word)) {
      if (!/^[\p{L}\d/ ().+#\u2060-]+$/u.test(word) || /[äöüß]/iu.test(word)) return undefined;
      object.push(word.replace(/\u2060/g, ' '));
      continue;
    }
    const english = objectWord(word.replace(/[.]$/u, ''));
    if (english === undefined) return undefined;
    object.push(english);
  }
  // "built with Docker": a deed needs its thing before its means.
  if (object.length === 0 || /^(?:with|on|to|for)$/.test(object[0] ?? '')) return undefined;
  const said = object.join(' ').replace(/\s+/g, ' ').trim();
  // "structured test pyramid": a singular thing the German named without its article takes one in English.
  const withArticle =
    /^(?:asynchronous|scalable|structured|targeted|automatic|modular|new)\s+(?:test pyramid|monolith)\b/u.test(said)
      ? `a ${said}`
      : said;
  return withArticle.replace(/\ba (?=[aeiou])/giu, 'an ');
}
