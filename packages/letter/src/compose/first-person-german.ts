// German resume lines into first-person clauses. German resumes write in nouns ("Konzeption und Entwicklung mehrerer
// REST-APIs mit FastAPI") and in clauses that end with a participle ("Latenz in kritischen Pfaden um 28% reduziert").
// The first become "für die Konzeption und Entwicklung ... verantwortlich", the second "habe ... die Latenz ... um 28%
// reduziert"; a line with both (joined by a semicolon) becomes one sentence with "und habe dabei".

import { accusativeArticle, guessGermanGender } from '../vocabulary/german-nouns.ts';

/**
 * A clause split at its finite verb, because German puts the subject after the verb when a sentence opens with
 * anything else: "Ich war für ... verantwortlich" but "Bei der Beispiel AG war ich für ... verantwortlich".
 */
export type GermanClause = { verb: string; rest: string };

const participleEnding =
  /^(?:ge\p{Ll}+(?:t|en)|\p{Ll}+iert|\p{Ll}*(?:ein|auf|aus|um|ab|an|zu|vor|durch|mit|weiter|über)ge\p{Ll}+(?:t|en)|(?:verbessert|erhöht|reduziert|verkürzt|gesenkt|gesteigert|entwickelt|eingeführt|umgesetzt|betreut|geleitet|erstellt|verantwortet|übernommen|begleitet|etabliert|optimiert|automatisiert|implementiert|erweitert|beschleunigt|verdoppelt|halbiert|vereinfacht|verringert|erreicht|gewonnen|ausgebaut|aufgebaut|migriert|modernisiert|standardisiert))$/u;

/** A noun phrase with its article for "für" (accusative): "die Konzeption ...", "den Aufbau ...". */
function withArticle(nounPhrase: string): string {
  const firstWord = nounPhrase.split(/\s+/)[0] ?? '';
  if (/^(?:die|der|das|den|dem|des|ein|eine|einen|mehrere|mehrerer|alle|sämtliche|meine|unsere)$/i.test(firstWord))
    return nounPhrase;
  if (!/^\p{Lu}/u.test(firstWord)) return nounPhrase;
  const gender = guessGermanGender(firstWord.replace(/[,;:]$/, ''));
  return gender ? `${accusativeArticle(gender)} ${nounPhrase}` : nounPhrase;
}

/** The clause for a German resume line, or undefined when it is not something the person did. */
export function toGermanClause(line: string, tense: 'present' | 'past'): GermanClause | undefined {
  const text = line
    .trim()
    .replace(/^[-–—•*·\s]+/u, '')
    .replace(/[.;:\s]+$/u, '');
  if (text === '') return undefined;
  const statement = text.match(/^ich\s+(\S+)\s+(.+)$/i);
  if (statement?.[1] && statement[2]) return { verb: statement[1], rest: statement[2] };
  const parts = text.split(/;\s+/);
  const nominal: string[] = [];
  const results: string[] = [];
  for (const part of parts) {
    const words = part.split(/\s+/);
    const last = words[words.length - 1] ?? '';
    if (words.length >= 2 && participleEnding.test(last))
      results.push(`${withArticle(words.slice(0, -1).join(' '))} ${last}`);
    else if (/^\p{Lu}/u.test(part)) nominal.push(part);
  }
  const result = results.join(' und ');
  if (nominal.length > 0) {
    const responsible = `für ${withArticle(nominal.join('; '))} verantwortlich`;
    return {
      verb: tense === 'present' ? 'bin' : 'war',
      rest: result === '' ? responsible : `${responsible} und habe dabei ${result}`,
    };
  }
  if (result !== '') return { verb: 'habe', rest: result };
  return undefined;
}
