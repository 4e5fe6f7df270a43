// Quantified results in a German resume line, said in English: "Latenz in kritischen Pfaden um 28% reduziert" →
// "reduced latency by 28%". Only what a small glossary knows is translated (the measured thing and the verb); the
// rest of the line is left out rather than guessed. A letter in English about a German resume can then state the
// results instead of quoting German at the reader.

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
    const thing = translate(measuredThings, head.replace(/[()]/g, ''));
    if (!thing) continue;
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
