// Whether a phrase in a letter is presented as the applicant's own: it stands in a clause about "I" (in English,
// German, Spanish or French), not in one about the ad or the company, and not hedged ("I would like to learn X",
// "I have not yet used X").

/** First-person words; Spanish drops the pronoun, so its first-person verb forms count too. */
const firstPersonPattern =
  /(?<![\p{L}])(?:(?:I|I'm|I’m|I've|I’ve|I'd|I’d|my|My|me|mine|myself|ich|Ich|mein\p{L}*|Mein\p{L}*|mir|mich|yo|Yo|mis?|Mis?|me|Me|he|He|soy|Soy|tengo|Tengo|cuento|Cuento|poseo|Poseo|dispongo|aporto|estoy|Estoy|trabajé|lideré|gestioné|dirigí|desarrollé|logré|obtuve|diseñé|automaticé|preparé|migré|implementé|coordiné|reduje|aumenté|mejoré|creé|formé|analicé|supervisé|participé|colaboré|estudié|realicé|elaboré|formo|utilizo|domino|je|Je|mon|Mon|ma|Ma|mes|Mes|moi)(?![\p{L}])|[Jj]['’](?=\p{L}))/u;

const adReferencePattern =
  /(?<![\p{L}])(?:you|your|yours|the role|this role|the position|this position|the post|this post|the ad|the advert|your advert|the posting|the vacancy|requirement|requirements|asks? for|asked for|looking for|seeking|require[sd]?|Sie|Ihr\p{L}*|Ihre\p{L}*|die Stelle|die Position|Anforderung\p{L}*|Ausschreibung|Stellenanzeige|suchen|usted|su empresa|su equipo|el puesto|la vacante|requisitos?|buscan|vous|votre|vos|le poste|l['’]offre|exigences?|recherchez)(?![\p{L}])/iu;

const hedgePattern =
  /(?<![\p{L}])(?:not yet|haven't|have not|hasn't|never|look forward|would (?:also )?(?:like|love|enjoy|welcome|be (?:glad|happy|keen|eager|excited))|the chance to|opportunity to|hope to|plan to|intend to|(?:eager|keen|want|wanting|hoping|looking|like|love|excited|happy|ready) to (?:learn|explore|deepen|grow|develop)|am (?:currently |still )?learning|still learning|noch nicht|einarbeiten|freue mich|möchte|würde|dazulernen|me gustaría|todavía no|aprender|apprendre|je souhaite|pas encore)(?![\p{L}])/iu;

// ", which helps retailers forecast demand" after the company's name says what the company does, not the applicant.
// ("Monday–Thursday", "2019–2021": a dash between two words or figures joins a range; spaced, it sets off a clause.)
// ("You are also looking for one of: CISSP, GCIH or GCIA": a colon that opens the ad's list goes on with its clause.)
const clauseBreak =
  /[.!?;\n—]|(?<!\b(?:one|any|either|all) of|\bfollowing):|\s–\s|,\s(?:but|while|whereas|although|and you|which|whose|aber|während|pero|mientras|mais|tandis)\s/gu;

/** The clause around a span of a sentence: where a claim about the applicant would sit. */
export function clauseAround(text: string, start: number, end: number): string {
  let clauseStart = 0;
  for (const match of text.slice(0, start).matchAll(clauseBreak)) clauseStart = match.index + match[0].length;
  const after = text.slice(end);
  clauseBreak.lastIndex = 0;
  const breakAfter = after.search(clauseBreak);
  return text.slice(clauseStart, end + (breakAfter >= 0 ? breakAfter : after.length));
}

const stanceStart = /[.!?;:\n—]|\s–\s|,\s(?:and|but|while|whereas|although|und|aber|y|pero|et|mais)\s/gu;

/**
 * The words that say how a phrase is meant: from the start of its clause (a sentence, or after ", and" / ", but") to
 * the first comma after it. "I hold the PRINCE2 certificate, and my PMP is in progress" reads PMP as in progress and
 * PRINCE2 as held.
 */
export function stanceWindow(text: string, start: number, end: number): string {
  let windowStart = 0;
  for (const match of text.slice(0, start).matchAll(stanceStart)) windowStart = match.index + match[0].length;
  const after = text.slice(end);
  const comma = after.search(/[,.;:!?]/u);
  return text.slice(windowStart, end + (comma >= 0 ? comma : after.length));
}

/** Spanish nouns that end like a verb said in the first person of the past ("café", "comité"). */
const spanishNounsInE = new Set([
  'café',
  'bebé',
  'comité',
  'puré',
  'canapé',
  'carné',
  'chalé',
  'consomé',
  'corsé',
  'paté',
]);

/**
 * A Spanish sentence whose verb alone says "I": "Además, diseño y modero entrevistas ...", "También coordino ...",
 * "Lideré ...", any verb of the past in "-é" ("optimicé", "negocié"), which the fixed list of `firstPersonPattern`
 * cannot all hold. Only for a text known to be Spanish: French participles end in "-é" too.
 */
export function isSpanishFirstPerson(text: string): boolean {
  if (/^\s*(?:Además|También|Asimismo|Actualmente|Hoy|Ahora),?\s+\p{Ll}{3,}o(?![\p{L}])/u.test(text)) return true;
  for (const match of text.matchAll(/(?<![\p{L}])\p{L}{3,}é(?![\p{L}])/gu))
    if (!spanishNounsInE.has(match[0].toLowerCase())) return true;
  return false;
}

/** True when the text speaks in the first person. */
export function isFirstPerson(text: string): boolean {
  return firstPersonPattern.test(text);
}

/** True when the text speaks about the ad, the role or the reader rather than the applicant. */
export function refersToAd(text: string): boolean {
  return adReferencePattern.test(text);
}

/** True when the text holds a claim back ("would like to learn", "not yet"). */
export function isHedged(text: string): boolean {
  return hedgePattern.test(text);
}

/** True when the span of `sentence` is presented as the applicant's own fact. */
export function isApplicantClaim(sentence: string, start: number, end: number): boolean {
  const clause = clauseAround(sentence, start, end);
  return isFirstPerson(clause) && !refersToAd(clause) && !isHedged(clause);
}
