// German resume lines into first-person clauses. German resumes write in nouns ("Konzeption und Entwicklung mehrerer
// REST-APIs mit FastAPI") and in clauses that end with a participle ("Latenz in kritischen Pfaden um 28% reduziert").
// The first become "für die Konzeption und Entwicklung ... verantwortlich", the second "habe ... die Latenz ... um 28%
// reduziert"; a line with both (joined by a semicolon) becomes one sentence with "und habe dabei".

import { accusativeArticle, guessGermanGender } from '../vocabulary/german-nouns.ts';
import { countTitleWords } from '../vocabulary/occupations.ts';
import { countSpaceSeparatedParts } from '../text/sentences.ts';

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
  // "Kompetente Beratung der Gäste", "Selbständige Führung des Teams": a bullet opens on its adjective, capitalised as
  // the line's first word; inside a sentence it is written small, and the noun after it takes the article.
  const [, adjective, noun] =
    nounPhrase.match(/^(\p{Lu}\p{Ll}+(?:ige|ische|liche|bare|ente|ante|ive|ale|ierte|ete))\s+(\p{Lu}\p{Ll}+)/u) ?? [];
  if (adjective !== undefined && noun !== undefined) {
    const nounGender = guessGermanGender(noun);
    const lowered = `${adjective.toLowerCase()}${nounPhrase.slice(adjective.length)}`;
    return nounGender ? `${accusativeArticle(nounGender)} ${lowered}` : lowered;
  }
  const gender = guessGermanGender(firstWord.replace(/[,;:]$/, ''));
  return gender ? `${accusativeArticle(gender)} ${nounPhrase}` : nounPhrase;
}

/** Action nouns German resumes open with, and the participle that says the same as something done. */
const participleOfNoun: Record<string, string> = {
  Konzeption: 'konzipiert',
  Konzipierung: 'konzipiert',
  Entwicklung: 'entwickelt',
  Weiterentwicklung: 'weiterentwickelt',
  Einführung: 'eingeführt',
  Aufbau: 'aufgebaut',
  Ausbau: 'ausgebaut',
  Migration: 'migriert',
  Containerisierung: 'containerisiert',
  Automatisierung: 'automatisiert',
  Betreuung: 'betreut',
  Leitung: 'geleitet',
  Planung: 'geplant',
  Durchführung: 'durchgeführt',
  Optimierung: 'optimiert',
  Umsetzung: 'umgesetzt',
  Erstellung: 'erstellt',
  Implementierung: 'implementiert',
  Koordination: 'koordiniert',
  Koordinierung: 'koordiniert',
  Steuerung: 'gesteuert',
  Pflege: 'gepflegt',
  Wartung: 'gewartet',
  Analyse: 'analysiert',
  Gestaltung: 'gestaltet',
  Organisation: 'organisiert',
  Schulung: 'geschult',
  Einarbeitung: 'eingearbeitet',
  Begleitung: 'begleitet',
  Überwachung: 'überwacht',
  Bearbeitung: 'bearbeitet',
  Erarbeitung: 'erarbeitet',
  Verwaltung: 'verwaltet',
  Dokumentation: 'dokumentiert',
  Modernisierung: 'modernisiert',
  Standardisierung: 'standardisiert',
  Digitalisierung: 'digitalisiert',
  Integration: 'integriert',
  Auswertung: 'ausgewertet',
  Vorbereitung: 'vorbereitet',
  Abwicklung: 'abgewickelt',
  Prüfung: 'geprüft',
  Entwurf: 'entworfen',
  Verbesserung: 'verbessert',
  Bewertung: 'bewertet',
  Erfassung: 'erfasst',
  Abstimmung: 'abgestimmt',
  Anleitung: 'angeleitet',
  Ausbildung: 'ausgebildet',
  Versorgung: 'versorgt',
  Neugestaltung: 'neu gestaltet',
  Einrichtung: 'eingerichtet',
  // ("Senkung des Wareneinsatzes von ca. 34 % auf 29 %": a result, said as done, never "übernehme ich die Senkung".)
  Senkung: 'gesenkt',
  Steigerung: 'gesteigert',
  Reduzierung: 'reduziert',
  Reduktion: 'reduziert',
  Erhöhung: 'erhöht',
  Verkürzung: 'verkürzt',
  Mitentwicklung: 'mitentwickelt',
};

/** ", Einführung von ...": a comma before another action noun starts another thing done. */
const actionNounAfterComma = new RegExp(`,\\s+(?=(?:${Object.keys(participleOfNoun).join('|')})\\s)`, 'u');

/**
 * "Konzeption und Entwicklung mehrerer REST-APIs mit FastAPI" → "mehrere REST-APIs mit FastAPI konzipiert und
 * entwickelt": the action nouns become participles at the end and their genitive object an accusative one. Only the
 * forms that convert safely are converted (mehrerer, sämtlicher, der, eines before a weak noun, an adjective in -er,
 * "von" before a plural in -s); anything else stays a noun phrase, undefined here.
 */
function nominalAsDone(phrase: string): string | undefined {
  const match = phrase.match(/^(\p{Lu}\p{Ll}+)(?:\s+und\s+(\p{Lu}\p{Ll}+))?\s+(\S+)\s+(.+)$/u);
  if (!match?.[1] || !match[3] || !match[4]) return undefined;
  const participles = [match[1], match[2]].flatMap((noun) => (noun === undefined ? [] : [participleOfNoun[noun]]));
  if (participles.some((participle) => participle === undefined)) return undefined;
  const first = match[3];
  const rest = match[4];
  const nextWord = rest.split(/\s+/)[0] ?? '';
  let object: string | undefined;
  if (/^(?:mehrerer|sämtlicher|aller|einiger|zahlreicher)$/.test(first)) object = `${first.slice(0, -1)} ${rest}`;
  else if (first === 'der') object = `die ${rest}`;
  // "Senkung des Wareneinsatzes im Restaurant ..." → "den Wareneinsatz im Restaurant ... gesenkt": a masculine or neuter
  // noun's genitive, said in the accusative, where its gender is known.
  else if (first === 'des') {
    const noun = nextWord.replace(/(?<=\p{Ll}{3})(?:es|s)$/u, '');
    const gender = guessGermanGender(noun);
    if (gender === 'masculine' || gender === 'neuter')
      object = `${gender === 'masculine' ? 'den' : 'das'} ${noun}${rest.slice(nextWord.length)}`;
  } else if (first === 'eines' && /en$/.test(nextWord)) object = `einen ${rest}`;
  // "Einführung einer digitalen Pflegedokumentation" → "eine digitale Pflegedokumentation eingeführt": the
  // adjectives before the noun take the accusative's ending too.
  else if (first === 'einer')
    object = `eine ${rest.replace(/^(?:\p{Ll}+en\s+)+/u, (adjectives) => adjectives.replace(/en(\s)/gu, 'e$1'))}`;
  else if (first === 'von' && /s$/.test(nextWord)) object = rest;
  else if (/^\p{Ll}{3,}er$/u.test(first) && !/^(?:über|oder|aber|unter|hinter|wieder)$/.test(first)) {
    // "Einführung strukturierter Testpyramide": a feminine noun in the singular takes its article in the accusative
    // ("eine strukturierte Testpyramide eingeführt"); a plural ("asynchroner Endpunkte") takes none.
    const singularFeminine =
      guessGermanGender(nextWord) === 'feminine' &&
      /(?:ung|heit|keit|ion|tät|schaft|pyramide|strategie|plattform|architektur|datenbank)$/iu.test(nextWord);
    object = `${singularFeminine ? 'eine ' : ''}${first.slice(0, -1)} ${rest}`;
  }
  if (!object) return undefined;
  return `${object} ${participles.join(' und ')}`;
}

function joinGerman(parts: string[]): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} und ${parts[parts.length - 1]}`;
}

/** How and when the person works: shifts, weekends, nights, hours. */
const workPattern =
  /^(?:(?:Wechsel|Drei|Zwei|Nacht|Früh|Spät)?-?schicht(?:dienst)?e?|Schichtdienst|Schichtarbeit|Nachtdienste?|Früh-\s*(?:,|und)\s*Spätdienste?|Wochenend(?:dienste?|arbeit)?|Bereitschaftsdienste?|Rufbereitschaft|Vollzeit|Teilzeit)\b(?:\s+(?:inkl\.|inklusive|mit|und|sowie|im|in)\s+[^;:]*)?$/iu;

/**
 * "Vertrete den Vorarbeiter in einer Schicht mit 7 Mitarbeitern": a line the resume wrote in the first person, its verb
 * first and capitalised, before its object's article. (A noun before an accusative article makes no phrase, so
 * "Pflege der Patienten", a genitive, stays a noun phrase.)
 */
const ownVerbFirst =
  /^(\p{Lu}\p{Ll}{2,}(?:e|re|le))\s+((?:den|das|die|einen|eine|mehrere|alle|neue|unsere|meine|zwei|drei|vier|fünf|\d+)\s.+)$/u;

/** The clause for a German resume line, or undefined when it is not something the person did. */
export function toGermanClause(line: string, tense: 'present' | 'past'): GermanClause | undefined {
  // "Nacharbeitsquote ... von 6 % auf unter 2 % gesenkt (2023)": the year of a result, after its participle, is when it
  // was done ("habe ich im Jahr 2023 die Nacharbeitsquote ... gesenkt"); the bracket had hidden the participle, and the
  // result became a duty ("bin ich für die Nacharbeitsquote ... gesenkt (2023) verantwortlich").
  const dated = line.trim().match(/^(.*\s\p{Ll}+)\s*\(((?:19|20)\d{2})\)[.;\s]*$/u);
  if (dated?.[1] && dated[2] && participleEnding.test(dated[1].split(/\s+/u).at(-1) ?? '')) {
    const clause = clauseOfLine(dated[1], tense);
    if (clause?.verb === 'habe') return { verb: 'habe', rest: `im Jahr ${dated[2]} ${clause.rest}` };
  }
  return clauseOfLine(line, tense);
}

function clauseOfLine(line: string, tense: 'present' | 'past'): GermanClause | undefined {
  const text = line
    .trim()
    .replace(/^[-–—•*·\s]+/u, '')
    .replace(/[.;:\s]+$/u, '')
    // "Es wurden grundlegende Erfahrungen ... gesammelt": the passive of an intern's report, whose doer is the person
    // ("habe ich grundlegende Erfahrungen ... gesammelt"; a letter had said "habe ich die Es wurden ...").
    .replace(/^Es\s+wurden?\s+(?=\S.*\s\p{Ll}+(?:t|en)$)/u, '')
    // "Fehlersuche im Kundendienst, ca. 2 Tage pro Woche": how much of it, after a comma, is a note on the task, never a
    // second task ("arbeite ich mit Fehlersuche im Kundendienst und ca. 2 Tage pro Woche" in a held-out letter).
    // (After a bracket of its own it stays after its comma: "in SAP ECC (MM), ca. 1.800 Bestellpositionen pro Jahr".)
    .replace(/(?<!\)),\s+((?:ca\.|circa|etwa|rund|bis zu|über|~|Ø)\s*\d[^,;:()]*)$/u, ' ($1)')
    // "Lohnbuchhaltung für 12 Mandanten ... mit DATEV LODAS – bis 2019, danach an eine Kollegin übergeben": until when
    // the task was the person's; its handing over is no deed of it ("habe ich die Lohnbuchhaltung ... – bis 2019,
    // danach an eine Kollegin übergeben" in a held-out letter).
    .replace(/\s+[–—-]\s+(bis\s+(?:\d{1,2}\/)?(?:19|20)\d{2}),\s+danach\s+[^;]*$/u, ' ($1)')
    // "Projekt Hafenbrücke Bremerhaven: 40 Tonnen Stahlbau ... geschweißt und termingerecht übergeben": the project is
    // where it was done ("habe ich im Projekt Hafenbrücke Bremerhaven 40 Tonnen ... geschweißt"), never what was done
    // ("habe ich das Projekt Hafenbrücke Bremerhaven: 40 Tonnen ..." before).
    .replace(
      /^(Projekt|Auftrag|Baustelle)\s+([^:;]{2,60}):\s+(?=\S.*\s\p{Ll}+(?:t|en)$)/u,
      (_whole, kind: string, name: string) =>
        `${kind === 'Projekt' ? 'im Projekt' : kind === 'Auftrag' ? 'beim Auftrag' : 'auf der Baustelle'} ${name} `,
    );
  if (text === '') return undefined;
  // "Bei einem ID.4 mit sporadischem Ladeabbruch habe ich ... einen korrodierten Stecker ... gefunden": a line in the
  // person's own words, its verb second and "ich" after it, is told with its opening after "ich" ("Dort habe ich bei
  // einem ID.4 ... gefunden"); a letter had said "Dort habe ich die Bei einem ID.4 ... habe ich ... gefunden".
  // ("Ich habe ... eingeführt": the same, with nothing before the verb.)
  const own =
    text.match(/^Ich\s+(habe|hatte|bin|war)\s+(.{6,})$/u) ??
    text.match(
      /^((?:Bei|In|Im|Am|Nach|Mit|Durch|Während|Seit|Für|Dort|Dabei|Zuletzt|Gemeinsam|Als)\s[^,;:]{2,80}?)\s+(habe|hatte|bin|war)\s+ich\s+(.{6,})$/u,
    );
  if (own?.[1] && own[2]) {
    if (own[3] === undefined) return { verb: own[1], rest: own[2] };
    const opening = own[1].replace(/^\p{Lu}(?=\p{Ll})/u, (letter) => letter.toLowerCase());
    return { verb: own[2], rest: `${opening} ${own[3]}` };
  }
  // "Wechselschicht inkl. Wochenend- und Feiertagsdienste": when the person works, no deed ("war ich für Wechselschicht
  // ... verantwortlich" in a held-out letter).
  if (workPattern.test(text)) return undefined;
  // "Sturzrate im Wohnbereich 2023 um ca. 20 % gesenkt – gemeinsam mit dem Team durch ...": a result, then after a dash
  // how or with whom it came; told as the result ("habe ich die Sturzrate ... gesenkt – gemeinsam mit ..."), never as
  // a duty ("bin ich für die Sturzrate ... gesenkt – ... verantwortlich").
  const resultWithNote = text.match(/^([^;–—]+?\s(\p{Ll}+))\s+[–—-]\s+(\p{Ll}[^;]*)$/u);
  if (
    resultWithNote?.[1] &&
    resultWithNote[2] &&
    resultWithNote[3] &&
    participleEnding.test(resultWithNote[2]) &&
    countSpaceSeparatedParts(resultWithNote[1]) >= 2
  ) {
    const head = resultWithNote[1].split(/\s+/u);
    return {
      verb: 'habe',
      rest: `${withArticle(head.slice(0, -1).join(' '))} ${head.at(-1) ?? ''} – ${resultWithNote[3]}`,
    };
  }
  // "Ich plane und dokumentiere die vorbeugende Wartung ...": two verbs the person is the subject of, both before the
  // subject when a letter's word opens the sentence ("Zudem plane und dokumentiere ich ..."; "Zudem plane ich und
  // dokumentiere" before).
  const twoVerbs = text.match(/^ich\s+(\p{Ll}+)\s+und\s+(\p{Ll}+e)\s+(.+)$/iu);
  if (twoVerbs?.[1] && twoVerbs[2] && twoVerbs[3])
    return { verb: `${twoVerbs[1]} und ${twoVerbs[2]}`, rest: twoVerbs[3] };
  const statement = text.match(/^ich\s+(\S+)\s+(.+)$/i);
  if (statement?.[1] && statement[2]) return { verb: statement[1], rest: statement[2] };
  // "Seit 2023 führe ich in der Nachtschicht ein Team von vier Kollegen": since when, then the verb and the person; the
  // letter's own word opens it, and since when follows the subject ("Zudem führe ich seit 2023 ..."; "Dort übernehme
  // ich Seit 2023 führe ich ..." before).
  const fronted = text.match(
    /^((?:Seit|Ab|Im|In|Bei|Beim|Mit|Nach|Während|Zusätzlich|Täglich|Wöchentlich|Regelmäßig|Nebenbei|Parallel)(?:\s+[^\s,]+){0,4}?)\s+(\p{Ll}+)\s+ich\s+(.+)$/u,
  );
  if (fronted?.[1] && fronted[2] && fronted[3])
    return { verb: fronted[2], rest: `${fronted[1].charAt(0).toLowerCase()}${fronted[1].slice(1)} ${fronted[3]}` };
  // (Of a job held now only: a past one would need the verb's past, which its present cannot give: "vertrat".)
  const ownVerb = text.match(ownVerbFirst);
  if (ownVerb?.[1] && ownVerb[2] && participleOfNoun[ownVerb[1]] === undefined && !text.includes(';'))
    return tense === 'present' ? { verb: ownVerb[1].toLowerCase(), rest: ownVerb[2] } : undefined;
  // "Dort habe ich ein Dashboard ... gebaut", "Vorher war ich Tutor für Statistik": a sentence of the person's own, its
  // verb and the rest kept; the letter opens it with its own word ("Außerdem habe ich ...").
  const inverted = text.match(
    /^(?:Dort|Vorher|Danach|Davor|Zuvor|Dabei|Außerdem|Zudem|Anschließend|Seitdem|Heute|Derzeit|Aktuell)\s+(\p{Ll}+)\s+ich\s+(.+)$/u,
  );
  if (inverted?.[1] && inverted[2]) return { verb: inverted[1], rest: inverted[2] };
  // "Verantwortlich für Wartung und Kalibrierung ...": responsible, said so ("Ich bin verantwortlich für ..."), never
  // "für Verantwortlich für ... verantwortlich".
  const responsibleFor = text.match(/^(?:Verantwortlich|Zuständig)\s+(für\s+.+)$/u);
  if (responsibleFor?.[1])
    return { verb: tense === 'present' ? 'bin' : 'war', rest: `${text.slice(0, 1).toLowerCase()}${text.slice(1)}` };
  // "Verantwortung für 14 Mitarbeitende, 3 Auszubildende und ca. 2,1 Mio. € Jahresumsatz": the responsibility borne,
  // said so ("trage ich die Verantwortung für ..."), never "bin ich für die Verantwortung für ... verantwortlich" (a
  // held-out letter).
  const responsibility = text.match(/^(?:Die\s+)?Verantwortung\s+(für\s+.+)$/u);
  if (responsibility?.[1])
    return { verb: tense === 'present' ? 'trage' : 'trug', rest: `die Verantwortung ${responsibility[1]}` };
  // "2. Platz beim Azubi-Kochwettbewerb der DEHOGA-Kreisgruppe 2016": a placing won, told as won ("belegte ich den
  // 2. Platz beim ... (2016)"), never a duty ("war ich für Platz beim ... verantwortlich" in a held-out letter).
  const placing = text.match(
    /^(\d{1,2})\.\s*(Platz|Preis)\s+((?:beim|bei der|bei den|im|in der|auf der)\s+.+?)(?:\s+((?:19|20)\d{2}))?$/u,
  );
  if (placing?.[1] && placing[2] && placing[3])
    return {
      verb: placing[2] === 'Platz' ? 'belegte' : 'gewann',
      rest: `den ${placing[1]}. ${placing[2]} ${placing[3]}${placing[4] ? ` (${placing[4]})` : ''}`,
    };
  // "ab 2017 Vorarbeiter für ein Team von 3 Monteuren": a post taken on within the job, from when, which the person was
  // ("war ich ab 2017 Vorarbeiter für ..."; a held-out letter left the line out, the only one of leading a team).
  const postFrom = text.match(
    /^((?:ab|seit)\s+(?:\d{1,2}[./]\s?)?(?:19|20)\d{2})\s+(\p{Lu}\p{Ll}+)\s+((?:für|im|in der|bei|des|der)\s+[^;]+)$/u,
  );
  if (postFrom?.[1] && postFrom[2] && postFrom[3] && countTitleWords(postFrom[2]) > 0)
    // (Of the job held now, since then; of a job left, from then: "bin ich seit 2017", "war ich ab 2017".)
    return {
      verb: tense === 'present' ? 'bin' : 'war',
      rest: `${postFrom[1].replace(/^\S+/u, tense === 'present' ? 'seit' : 'ab')} ${postFrom[2]} ${postFrom[3]}`,
    };
  // "Ansprechpartner für externe Auditoren und Kunden": a part the person plays, which they are.
  const partPlayed = text.match(
    /^((?:Ansprechpartner|Koordinator|Mentor|Pate|Beauftragter|Beauftragte|Vertreter|Key User|Multiplikator|Praxisanleiter)(?:in)?)\s+(für|bei|im|in der|des|der)\s+(.+)$/u,
  );
  if (partPlayed?.[1] && partPlayed[2] && partPlayed[3] && !text.includes(';'))
    return { verb: tense === 'present' ? 'bin' : 'war', rest: text };
  // "Mitarbeit an Monats- und Jahresabschlüssen nach HGB": taking part, said as "wirke ... mit"; with its result after a
  // semicolon, what the taking part brought ("... mit und habe dabei die Auswertezeit ... reduziert").
  // "Mitarbeit im KVP-Team: Umstellung der Rampenplanung, Standzeit der Lkw von Ø 70 auf Ø 40 Minuten reduziert": what
  // the part was, after the colon, and what it brought, its last item, as after a semicolon.
  const colonDetail = text.match(/^((?:Mitarbeit|Mitwirkung)\s+(?:an|bei|in|im|am)\s+[^:;]+?):\s+(.+),\s+([^,;]+)$/u);
  const takingPartText =
    colonDetail?.[1] &&
    colonDetail[2] &&
    colonDetail[3] &&
    participleEnding.test(colonDetail[3].split(/\s+/u).at(-1) ?? '')
      ? `${colonDetail[1]} (${colonDetail[2]}); ${colonDetail[3]}`
      : text;
  const takingPart = takingPartText.match(/^(?:Mitarbeit|Mitwirkung)\s+((?:an|bei|in|im|am)\s+[^;:]+?)(?:;\s+(.+))?$/u);
  const partResult = takingPart?.[2]?.split(/\s+/u) ?? [];
  const resultOfPart =
    partResult.length >= 2 && participleEnding.test(partResult[partResult.length - 1] ?? '')
      ? `${withArticle(partResult.slice(0, -1).join(' '))} ${partResult[partResult.length - 1]}`
      : undefined;
  if (takingPart?.[1] && (takingPart[2] === undefined || resultOfPart !== undefined))
    return tense === 'present'
      ? { verb: 'wirke', rest: `${takingPart[1]} mit${resultOfPart ? ` und habe dabei ${resultOfPart}` : ''}` }
      : { verb: 'habe', rest: `${takingPart[1]} mitgewirkt${resultOfPart ? ` und dabei ${resultOfPart}` : ''}` };
  // "Durch ein neues Schmier- und Inspektionskonzept sank die ungeplante Stillstandszeit ...": a sentence of its own,
  // opened by how it came about, whose subject is the thing, never a task's noun ("bin ich für Durch ein neues ...
  // verantwortlich" before).
  if (/^(?:Durch|Dank|Nach|Nachdem|Trotz|Wegen|Während|Mit)\s/u.test(text)) return undefined;
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
  // Nominal parts that convert: "habe ... konzipiert und entwickelt (und dabei die Latenz ... reduziert)".
  const done = nominal.flatMap((part) => part.split(actionNounAfterComma)).map(nominalAsDone);
  if (nominal.length > 0 && done.every((part) => part !== undefined)) {
    const parts = done.flatMap((part) => (part === undefined ? [] : [part]));
    // "A containerisiert, B eingeführt und dabei ...": one "und" a sentence where a result follows.
    const actions = result === '' ? joinGerman(parts) : parts.join(', ');
    return { verb: 'habe', rest: result === '' ? actions : `${actions} und dabei ${result}` };
  }
  // "Prometheus/Grafana Dashboards, OpenTelemetry Tracing": a list of things with no deed named is what the person
  // worked with, not what they were responsible for.
  const listed = nominal.length === 1 ? (nominal[0] ?? '') : '';
  const listItems = listed.split(/,\s+/u).map((item) => item.trim());
  // "Angehörigengespräche, Teilnahme an Fallbesprechungen", "Grund- und Behandlungspflege, Medikamentenmanagement":
  // tasks named by their nouns, each with its article ("für die Angehörigengespräche und die Teilnahme ..."), never
  // "mit" before a noun in the wrong case.
  // A tool's name: a capital inside a word ("OpenTelemetry"), a figure, a slash or an acronym; or one word that ends
  // as no noun of a task does ("Prometheus").
  const toolLike = (item: string) =>
    /\p{Ll}\p{Lu}|\d|\/|\b\p{Lu}{2,}\b/u.test(item) ||
    (/^\p{Lu}\p{Ll}+$/u.test(item) && !/(?:e|ung|ion|ment|nahme|pflege|gespräche?)$/u.test(item));
  // ("Abstimmung mit Kunden, Lieferanten und Geschäftsführung" is one task: its list names whom.)
  // ("Fehlersuche an SPS-gesteuerten Anlagen (S7-1500, TIA Portal V17)": a search, a diagnosis or a repair is a task
  // too; "arbeite ich mit Fehlersuche an ..." had been said.)
  const taskNoun = (item: string) =>
    /^\p{Lu}[\p{L}]*-\s+und\s/u.test(item) ||
    /(?:ung|ion|ment|nahme|pflege|gespräche?|kontrolle|planung|verwaltung|betreuung|versorgung|arbeit|training|gänge|suche|diagnose|analyse|reparatur|montage)$/u.test(
      item.split(/\s+/u)[0] ?? '',
    );
  if (
    listed.includes(', ') &&
    !listed.includes(':') &&
    result === '' &&
    listItems.length <= 4 &&
    // ("Mitgestaltung von 10-Minuten-Aktivierungen": a figure after a task's noun makes it no tool.)
    !listItems.some((item) => toolLike(item) && !taskNoun(item)) &&
    listItems.every(taskNoun)
  ) {
    const each = listItems.map((item) => {
      // "Grund- und Behandlungspflege": the gender of the compound's last word.
      const head = item.match(/^\p{Lu}[\p{L}]*-\s+und\s+(\p{Lu}\p{L}+)/u)?.[1];
      const gender = head ? guessGermanGender(head) : undefined;
      return head && gender ? `${accusativeArticle(gender)} ${item}` : withArticle(item);
    });
    return { verb: tense === 'present' ? 'bin' : 'war', rest: `für ${joinGerman(each)} verantwortlich` };
  }
  // ("Inbetriebnahme von Luft-Wasser-Wärmepumpen, ca. 35 Anlagen seit 2022", "Servicerapporte, Materialbestellung und
  // Kostenvoranschläge": a task named by its noun is done, not worked with.)
  if (
    listed.includes(', ') &&
    !listed.includes(':') &&
    !/^\p{Lu}\p{Ll}+(?:ung|ion)\b/u.test(listed) &&
    !listItems.some(taskNoun)
  ) {
    const items = joinGerman(listItems);
    // "Zählerschränke, Unterverteilungen, Hausanschlüsse nach TAB": a plural of an umlaut and "-e" takes an "-n" after
    // "mit" ("mit Zählerschränken"), which the ending alone cannot tell from a singular ("mit Küche"). The work is said
    // with "um", whose case leaves both as they are ("kümmere ich mich um Zählerschränke, ...").
    if (result === '' && listItems.some((item) => /^\p{Lu}\p{Ll}*[äöü]\p{Ll}*e$/u.test(item.split(/\s+/u)[0] ?? '')))
      return tense === 'present'
        ? { verb: 'kümmere', rest: `mich um ${items}` }
        : { verb: 'habe', rest: `mich um ${items} gekümmert` };
    return tense === 'present'
      ? { verb: 'arbeite', rest: `mit ${items}${result === '' ? '' : ` und habe dabei ${result}`}` }
      : { verb: 'habe', rest: `mit ${items} gearbeitet${result === '' ? '' : ` und dabei ${result}`}` };
  }
  // "Staplerfahrer (Front- und Schubmaststapler)": a post the person held, no task to be responsible for; "Abschluss
  // mit Note 2,3": a grade. Neither is told as a duty ("war ich für Staplerfahrer ... verantwortlich").
  const head = nominal[0]?.split(/[\s(]+/u)[0] ?? '';
  if (
    nominal.length === 1 &&
    result === '' &&
    (/^(?:Abschluss|Note|Gesamtnote|Prüfung|Zeugnis)\b/u.test(head) ||
      (countTitleWords(head) > 0 && !/ung$/u.test(head)))
  )
    return undefined;
  // "Ausbildungsbeauftragte seit 2023: Betreuung von 4 Azubis, ...": a post the person holds beside the job, told as
  // held ("bin ich seit 2023 Ausbildungsbeauftragte (Betreuung von 4 Azubis, ...)"), never as something to be
  // responsible for ("bin ich für die Ausbildungsbeauftragte ... verantwortlich" in a held-out letter). A post left
  // says no "seit".
  const sidePost =
    nominal.length === 1 && result === ''
      ? (nominal[0] ?? '').match(
          /^(\p{Lu}[\p{L}-]*(?:beauftragte[rn]?|ersthelfer(?:in)?|helfer(?:in)?|sprecher(?:in)?|vertreter(?:in)?|koordinator(?:in)?|praxisanleiter(?:in)?|anleiter(?:in)?|obmann|obfrau))(?:\s+(seit\s+(?:\d{1,2}[./]\s?)?(?:19|20)\d{2}))?(?:\s*:\s*(\S.*))?$/u,
        )
      : null;
  if (sidePost?.[1]) {
    const since = sidePost[2] !== undefined && tense === 'present' ? `${sidePost[2]} ` : '';
    const details = sidePost[3] ? ` (${sidePost[3].replace(/[.;\s]+$/u, '')})` : '';
    return { verb: tense === 'present' ? 'bin' : 'war', rest: `${since}${sidePost[1]}${details}` };
  }
  // "Zeichnungslesen, Zuschnitt, Heften, Richten, Einweisung neuer Kollegen": a list of tasks longer than any one
  // article fits is said bare, as a list may be ("für Zeichnungslesen, Zuschnitt, ... und Einweisung neuer Kollegen";
  // "für die Zeichnungslesen, ..." before).
  // ("Fehlersuche an Elektrik, Elektronik und Bussystemen (CAN, LIN)": one task, its list what it is done on, keeps its
  // article: "für die Fehlersuche an Elektrik, ...".)
  const oneTaskOnMany =
    /^\p{Lu}\p{L}*\s+(?:an|von|für|bei|in|im|auf|zur|zum)\s/u.test(listItems[0] ?? '') &&
    !listItems.slice(1).some(taskNoun);
  if (nominal.length === 1 && result === '' && !listed.includes(':') && listItems.length >= 3 && !oneTaskOnMany)
    return { verb: tense === 'present' ? 'bin' : 'war', rest: `für ${joinGerman(listItems)} verantwortlich` };
  if (nominal.length > 0) {
    // "Datenbank-Tuning: gezielte Indizes, Read Replicas" → "das Datenbank-Tuning (gezielte Indizes, Read Replicas)".
    // ("Arbeiten an Hochvolt-Fahrzeugen (ID.3, ID.4, e-tron): Freischalten, Batteriediagnose": after a bracket of its
    // own, in the same bracket, "(ID.3, ID.4, e-tron; Freischalten, Batteriediagnose)", never two side by side.)
    const phrase = nominal
      .join('; ')
      .replace(/^([^:]{3,60}):\s+(.+)$/u, (_whole, head: string, list: string) =>
        head.endsWith(')') ? `${head.slice(0, -1)}; ${list})` : `${head} (${list})`,
      );
    const responsible = `für ${withArticle(phrase)} verantwortlich`;
    return {
      verb: tense === 'present' ? 'bin' : 'war',
      rest: result === '' ? responsible : `${responsible} und habe dabei ${result}`,
    };
  }
  if (result !== '') return { verb: 'habe', rest: result };
  return undefined;
}
