// The grammatical gender of German nouns, from their endings, so that "Konzeption und Entwicklung ..." can become "für
// die Konzeption und Entwicklung ..." and "Latenz um 28 % reduziert" can become "die Latenz um 28 % reduziert". A
// compound takes the gender of its last part ("Image-Größe" → "Größe"). Unknown nouns give undefined: the sentence
// is then written without an article, which German allows far more often than a wrong one.

export type GermanGender = 'feminine' | 'masculine' | 'neuter' | 'plural';

const knownNouns: ReadonlyMap<string, GermanGender> = new Map([
  ['aufbau', 'masculine'],
  ['ausbau', 'masculine'],
  ['umbau', 'masculine'],
  ['abbau', 'masculine'],
  ['einsatz', 'masculine'],
  ['betrieb', 'masculine'],
  ['entwurf', 'masculine'],
  ['durchsatz', 'masculine'],
  ['umsatz', 'masculine'],
  ['prozess', 'masculine'],
  ['support', 'masculine'],
  ['code', 'masculine'],
  ['service', 'masculine'],
  ['vertrieb', 'masculine'],
  ['einkauf', 'masculine'],
  ['kontakt', 'masculine'],
  ['rollout', 'masculine'],
  ['release', 'neuter'],
  ['team', 'neuter'],
  ['projekt', 'neuter'],
  ['system', 'neuter'],
  ['konzept', 'neuter'],
  ['budget', 'neuter'],
  ['deployment', 'neuter'],
  ['monitoring', 'neuter'],
  ['testing', 'neuter'],
  ['onboarding', 'neuter'],
  ['reporting', 'neuter'],
  ['controlling', 'neuter'],
  ['marketing', 'neuter'],
  ['logging', 'neuter'],
  ['tracing', 'neuter'],
  ['caching', 'neuter'],
  ['refactoring', 'neuter'],
  ['management', 'neuter'],
  ['backend', 'neuter'],
  ['frontend', 'neuter'],
  ['produkt', 'neuter'],
  ['lager', 'neuter'],
  ['angebot', 'neuter'],
  ['qualitätsmanagement', 'neuter'],
  ['größe', 'feminine'],
  ['latenz', 'feminine'],
  ['pipeline', 'feminine'],
  ['datenbank', 'feminine'],
  ['api', 'feminine'],
  ['plattform', 'feminine'],
  ['architektur', 'feminine'],
  ['pflege', 'feminine'],
  ['betreuung', 'feminine'],
]);

/**
 * "Erstellen von Tickets", "Anlegen von E-Mailkonten", "Bedienen der Telefonzentrale": a verb used as a noun is neuter
 * ("das Erstellen"); read by its "-en" as a plural, a letter said "für die Erstellen von Jenkins Pipelines". Whole
 * words only: "Arbeiten" and "Anlagen" are plurals, and "Wartungsarbeiten" is one.
 */
const nounsFromVerbs = new Set([
  'erstellen',
  'anlegen',
  'bedienen',
  'verwalten',
  'planen',
  'prüfen',
  'betreuen',
  'pflegen',
  'bearbeiten',
  'erfassen',
  'einholen',
  'sammeln',
  // ("Be- und Entladen mit Ameise": das Be- und Entladen, never "die".)
  'entladen',
  'beladen',
  'verladen',
  'umladen',
  'einlagern',
  'auslagern',
  'verpacken',
  'ausliefern',
  'zustellen',
  'auffüllen',
  'einhalten',
  'durchsetzen',
  'bestellen',
  'überwachen',
  'reinigen',
  'kochen',
  'backen',
  // ("Schweißen von Stahlkonstruktionen im MAG-Verfahren": das Schweißen; the metal trades' work is named by its verb.)
  'schweißen',
  'schweissen',
  'löten',
  'schleifen',
  'bohren',
  'fräsen',
  'drehen',
  'biegen',
  'kanten',
  'entgraten',
  'brennschneiden',
  'heften',
  'zuschneiden',
  'lackieren',
  'mauern',
  'verputzen',
  'streichen',
  'verlegen',
  'vorbereiten',
  'zubereiten',
  'beraten',
  'verkaufen',
  'einräumen',
  'schreiben',
  'testen',
  'entwickeln',
  'führen',
  'leiten',
  'unterstützen',
  'begleiten',
  'anleiten',
  'einarbeiten',
  'schulen',
  'bewerten',
  'auswerten',
  'abrechnen',
  'buchen',
  'einkaufen',
  'verpacken',
  'ausliefern',
  'fahren',
  'aufbauen',
  'abbauen',
  'warten',
  'erledigen',
  'verfassen',
  'übersetzen',
  'gestalten',
  'vermitteln',
]);

/** Plurals in "-ieren", which are no verbs used as nouns. */
const pluralsInIeren =
  /^(?:papieren|tieren|bieren|revieren|quartieren|offizieren|manieren|klavieren|scharnieren|turnieren)$/u;

/** The gender of a German noun as an article needs it, or undefined when its ending does not tell. */
export function guessGermanGender(noun: string): GermanGender | undefined {
  const lastPart = (noun.split(/[-‑]/).pop() ?? noun).toLowerCase();
  const known = knownNouns.get(lastPart);
  if (known) return known;
  // ("Organisieren", "Eskalieren", "Kontrollieren": every verb in "-ieren" is one.)
  if (nounsFromVerbs.has(lastPart) || (/ieren$/u.test(lastPart) && !pluralsInIeren.test(lastPart))) return 'neuter';
  for (const [word, gender] of knownNouns)
    if (lastPart.length > word.length + 2 && lastPart.endsWith(word)) return gender;
  // ("Standzeit", "Durchlaufzeit": a time is feminine; so is a number, "Anzahl", "Fehlerzahl".)
  // ("Mitarbeit", "Teamarbeit": work is feminine.)
  if (/(?:ung|heit|keit|ion|tät|ik|schaft|enz|anz|ur|ie|ei|in|e|zeit|quote|rate|zahl|arbeit)$/.test(lastPart))
    return 'feminine';
  if (/(?:ment|um|chen|lein|ing|nis|tum)$/.test(lastPart)) return 'neuter';
  if (/(?:ismus|ling|or|eur)$/.test(lastPart)) return 'masculine';
  // "Zeiten", "Endpunkte", "Tests", "APIs": plural endings.
  if (/(?:en|n|s)$/.test(lastPart) && /^\p{Lu}/u.test(noun.split(/[-‑]/).pop() ?? noun)) return 'plural';
  return undefined;
}

/** The accusative definite article for a gender ("für die", "den", "das"). */
export function accusativeArticle(gender: GermanGender): string {
  return gender === 'masculine' ? 'den' : gender === 'neuter' ? 'das' : 'die';
}
