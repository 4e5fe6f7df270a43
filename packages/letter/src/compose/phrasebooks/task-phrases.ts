// A duty a Spanish or French resume names by its noun ("Triaje de pacientes ...", "Saisie et contrôle de 600
// factures") told as the person's own sentence: "me encargo del triaje de pacientes ...", "j'assure la saisie et le
// contrôle de 600 factures". Pasted behind "mis tareas incluyen:" the lines read as the CV handed back (issue 8, "Pasted,
// not written"). The noun keeps every word the resume wrote; only its article, which the language requires, is added,
// and a noun whose gender cannot be told from its ending or the short lists below is left as the resume wrote it.
import { isTitleWord } from '../../vocabulary/occupations.ts';
import { withoutAccents } from '../../text/compare.ts';

type Gender = 'm' | 'f';
type NounForm = { gender: Gender; plural: boolean };

/** Spanish nouns whose ending says the other gender. */
const spanishFeminine = new Set([
  'mano',
  'foto',
  'moto',
  'radio',
  'labor',
  'imagen',
  'red',
  'clase',
  'parte',
  'base',
  'gente',
  'llave',
  'calle',
  'fuente',
  'noche',
  'piel',
  'flor',
  'frase',
  'ley',
  'tarde',
  'leche',
  'carne',
  'muerte',
  'sangre',
  'torre',
  'nube',
]);
const spanishMasculine = new Set([
  'sistema',
  'programa',
  'problema',
  'tema',
  'esquema',
  'clima',
  'idioma',
  'día',
  'mapa',
  'diagrama',
  'dilema',
  'plasma',
  'drama',
  'trauma',
  'síntoma',
  'planeta',
  'diploma',
  'panorama',
  'sofá',
  'camión',
  'avión',
  'análisis',
  'énfasis',
  'paréntesis',
  'guion',
  'guión',
]);
/** Spanish words that end in "s" in the singular. */
const spanishSingularS = new Set([
  'análisis',
  'crisis',
  'dosis',
  'tesis',
  'síntesis',
  'mes',
  'país',
  'estrés',
  'interés',
  'gas',
  'énfasis',
  'diagnosis',
]);

function spanishForm(word: string): NounForm | undefined {
  const lower = word.toLowerCase();
  if (!/^\p{Ll}{3,}$/u.test(lower)) return undefined;
  const plural = /s$/u.test(lower) && !spanishSingularS.has(lower);
  // "reuniones" → "reunión"'s gender, "funciones" → "función"; "cuidados" → "cuidado".
  const singular = !plural
    ? lower
    : /(?:ones|dades|tades|tudes|ores|ales|eles|ares|ines|ones)$/u.test(lower)
      ? lower.slice(0, -2)
      : lower.slice(0, -1);
  const bare = withoutAccents(singular);
  if (spanishFeminine.has(singular)) return { gender: 'f', plural };
  if (spanishMasculine.has(singular) || spanishMasculine.has(lower)) return { gender: 'm', plural };
  if (/(?:ion|dad|tad|tud|umbre|ie|triz|sis)$/u.test(bare)) return { gender: 'f', plural };
  if (/a$/u.test(bare)) return { gender: 'f', plural };
  if (/(?:o|aje|or|miento|e|l|n|r|z|i|u)$/u.test(bare)) return { gender: 'm', plural };
  return undefined;
}

/** "del triaje", "de la administración", "de los cuidados", "del área": "de" and the article a Spanish noun takes. */
function spanishOf(word: string): string | undefined {
  const form = spanishForm(word);
  if (!form) return undefined;
  // "el área", "el aula": a feminine noun that begins with a stressed "a" takes "el" in the singular.
  const stressedA = /^h?[áa](?:rea|ula|gua|lma|rma|mbre)$/u.test(word.toLowerCase());
  if (form.plural) return form.gender === 'f' ? 'de las' : 'de los';
  return form.gender === 'f' && !stressedA ? 'de la' : 'del';
}

/** The ends of a Spanish verb's infinitive: "Gestionar las reservas" is told "de gestionar las reservas". */
const spanishInfinitive = /^\p{Ll}{2,}(?:ar|er|ir)$/u;
/** Nouns a duty may begin with that end like an infinitive. */
const spanishNounsLikeInfinitives = new Set([
  'taller',
  'lugar',
  'hogar',
  'alquiler',
  'nivel',
  'poder',
  'deber',
  'placer',
  'mujer',
  'bienestar',
]);

/** Prepositions, adverbs and the like a Spanish line may open with: none names a task. */
const spanishFunctionWords = new Set(
  (
    'desde hasta durante con sin para por en entre tras según sobre ante bajo hacia como cuando donde mientras más ' +
    'menos muy también además siempre ya aquí allí antes después luego primero actualmente hoy cada todo todos toda ' +
    'todas varios varias algunos algunas mi mis su sus nuestro nuestra el la los las un una unos unas lo al del este ' +
    'esta estos estas ese esa y o pero aunque porque que si no casi solo sólo'
  ).split(' '),
);

/**
 * A Spanish task line as what follows "me encargo": "del triaje de pacientes ...", "de gestionar las reservas", or
 * undefined when its first word is no noun whose article can be told.
 */
export function spanishTask(line: string): { object: string } | { participation: string } | undefined {
  const text = line.replace(/[.;:\s]+$/u, '');
  // "Atención telefónica y presencial; gestión de la agenda de los tres asesores": two tasks a semicolon parts, each
  // with its article ("de la atención telefónica y presencial, de la gestión de la agenda ..."); told as one, the
  // second had stood bare after the semicolon.
  const parts = text.split(/;\s+/u);
  if (parts.length > 1) {
    const objects = parts.map((part) => spanishTask(part));
    if (objects.every((task) => task !== undefined && 'object' in task))
      return { object: objects.map((task) => (task !== undefined && 'object' in task ? task.object : '')).join(', ') };
  }
  // "Participación en la implantación de ...": told as taking part ("participo en la implantación de ...").
  const taking = text.match(/^(?:participación|colaboración)\s+((?:en|con)\s.+)$/iu)?.[1];
  if (taking) return { participation: taking };
  // "Responsable de la caja", "Encargada del cierre": the post's word dropped, its duty kept.
  const duty = text.match(/^(?:responsable|encargad[oa]s?)\s+(del?\s.+)$/iu)?.[1];
  if (duty) {
    // ("Responsable de turno de noche ...": the noun the CV left bare takes its article, "del turno de noche".)
    const [, noun, rest = ''] = duty.match(/^de\s+(\p{Ll}+)(\s.*)?$/u) ?? [];
    const of = noun !== undefined && !spanishInfinitive.test(noun) ? spanishOf(noun) : undefined;
    return { object: noun !== undefined && of !== undefined ? `${of} ${noun}${rest}` : duty };
  }
  const [first = '', ...rest] = text.split(/\s+/u);
  if (rest.length === 0 || !/^\p{Lu}?\p{Ll}+$/u.test(first)) return undefined;
  const head = first.toLowerCase();
  // "Docente del curso Biología de la Conservación": a line that names the person by their post ("docente") says what
  // they were, no task of theirs; "me encargué del docente" would make them the teacher's keeper.
  if (isTitleWord(head)) return undefined;
  // "Desde 2019 soy mentora ...", "Con el equipo ...", "Más de 40 ...": a line that opens on a word no task is named
  // by is a sentence of its own, never a noun to take an article ("me encargué del desde 2019 soy ..." before).
  if (spanishFunctionWords.has(head)) return undefined;
  if (spanishInfinitive.test(head) && !spanishNounsLikeInfinitives.has(head))
    return { object: `de ${head} ${rest.join(' ')}` };
  const of = spanishOf(head);
  if (!of) return undefined;
  return { object: `${of} ${head} ${rest.join(' ')}` };
}

/** French nouns whose ending says the other gender. */
const frenchMasculine = new Set([
  'contrôle',
  'taux',
  'repas',
  'inventaire',
  'service',
  'exercice',
  'groupe',
  'domaine',
  'programme',
  'système',
  'problème',
  'modèle',
  'volume',
  'membre',
  'compte',
  'rôle',
  'chiffre',
  'dossier',
  'secteur',
  'reporting',
  'planning',
  'conseil',
  'accueil',
  'support',
  'portefeuille',
  'stock',
  'soutien',
  'diagnostic',
  'audit',
  'tri',
  'triage',
  'recyclage',
  'lycée',
  'musée',
]);
const frenchFeminine = new Set([
  'page',
  'image',
  'plage',
  'cage',
  'nage',
  'valeur',
  'couleur',
  'erreur',
  'fin',
  'main',
  'facturation',
  'clientèle',
  'paie',
  'comptabilité',
  'veille',
  'relance',
  'vente',
  'tenue',
  'saisie',
  'mise',
  'gestion',
  'prise',
]);
/** French words that end in "s" or "x" in the singular. */
const frenchSingularS = new Set([
  'cours',
  'temps',
  'corps',
  'process',
  'suivis',
  'prix',
  'choix',
  'poids',
  'accès',
  'procès',
  'succès',
  'taux',
  'repas',
  'processus',
  'campus',
]);

function frenchForm(word: string): NounForm | undefined {
  const lower = word.toLowerCase();
  if (!/^\p{Ll}{3,}$/u.test(lower)) return undefined;
  const plural = /[sx]$/u.test(lower) && !frenchSingularS.has(lower);
  const singular = plural ? lower.replace(/(?:aux)$/u, 'al').replace(/[sx]$/u, '') : lower;
  if (frenchMasculine.has(singular)) return { gender: 'm', plural };
  if (frenchFeminine.has(singular)) return { gender: 'f', plural };
  if (/(?:tion|sion|xion|té|ure|ance|ence|ette|ise|ade|ie|ée|esse|ude|ière|elle|onne|aison|ique|ine)$/u.test(singular))
    return { gender: 'f', plural };
  if (/(?:ment|age|isme|eau|ier|et|oir|ail|eil|euil|in|on|at|ent|ant|i|is|us|eur|el|al|er|ing)$/u.test(singular))
    return { gender: 'm', plural };
  // "commande", "tâche", "caisse", "équipe": most other nouns in "-e" are feminine (the masculine ones are listed).
  if (/e$/u.test(singular)) return { gender: 'f', plural };
  return undefined;
}

/** "la saisie", "le lettrage", "l'encadrement", "les rapprochements": the article a French noun takes. */
function frenchArticle(word: string): string | undefined {
  const form = frenchForm(word);
  if (!form) return undefined;
  if (form.plural) return 'les ';
  // "l'accueil", "l'hygiène": elided before a vowel or a silent "h".
  if (/^(?:[aeiouyàâéèêëîïôùû]|h(?!a(?:ll|ndicap|ut|rcèlement)))/u.test(word.toLowerCase())) return "l'";
  return form.gender === 'f' ? 'la ' : 'le ';
}

/**
 * Verbs a French CV opens a duty with in the infinitive ("Utiliser des outils d'analyse", "Planifier et publier du
 * contenu", "Collaborer avec des graphistes"): told as the mission they were ("j'avais pour mission d'utiliser ..."),
 * never with an article as if nouns ("j'ai assuré l'utiliser des outils").
 */
const frenchDutyInfinitives = new Set(
  `accompagner accueillir administrer agir aider analyser animer anticiper appliquer apporter assister assurer
  collaborer communiquer concevoir conduire conseiller construire contrôler coordonner créer définir déployer
  développer diffuser diriger effectuer élaborer encadrer enregistrer entretenir établir évaluer faciliter faire
  former garantir gérer identifier informer intégrer mener mesurer mettre négocier optimiser organiser orienter
  participer piloter planifier porter préparer présenter produire programmer promouvoir proposer publier réaliser
  recevoir rechercher recruter rédiger renforcer répondre représenter suivre superviser traduire traiter utiliser
  valider veiller vendre vérifier`
    .split(/\s+/u)
    .filter(Boolean),
);

/**
 * Verbs of another group than "-er", as a French CV writes them in the present ("Suit la facturation", "Tiens un
 * agenda partagé"): the form "je" takes, and the past participle.
 */
// Each verb once: the form "je" takes, the past participle, and the other form a CV writes it in ("suit", "met").
const frenchIrregularDeeds: Record<string, { present: string; participle: string }> = Object.fromEntries(
  (
    [
      ['accueille', 'accueilli'],
      ['conduis', 'conduit', 'conduit'],
      ['construis', 'construit', 'construit'],
      ['produis', 'produit', 'produit'],
      ['traduis', 'traduit', 'traduit'],
      ['réduis', 'réduit', 'réduit'],
      ['définis', 'défini', 'définit'],
      ['établis', 'établi', 'établit'],
      ['garantis', 'garanti', 'garantit'],
      ['fournis', 'fourni', 'fournit'],
      ['remplis', 'rempli', 'remplit'],
      ['mets', 'mis', 'met'],
      ['suis', 'suivi', 'suit'],
      ['reçois', 'reçu', 'reçoit'],
      ['vends', 'vendu', 'vend'],
      ['réponds', 'répondu', 'répond'],
      ['fais', 'fait', 'fait'],
      ['tiens', 'tenu', 'tient'],
      ['entretiens', 'entretenu', 'entretient'],
      ['maintiens', 'maintenu', 'maintient'],
      ['prends', 'pris', 'prend'],
      ['conçois', 'conçu', 'conçoit'],
      ['écris', 'écrit', 'écrit'],
      ['sers', 'servi', 'sert'],
    ] as const
  ).flatMap(([present, participle, other]) => [
    // ("Suis responsable de ...": a line that opens on "suis" is "être"'s, never "suivre"'s.)
    ...(present === 'suis' ? [] : [[present, { present, participle }] as const]),
    ...(other === undefined ? [] : [[other, { present, participle }] as const]),
  ]),
);

/** Verbs in "-er" that are nouns too ("Contrôle des factures", "Analyse de la concurrence"): verbs only before "les", "la" ... */
const frenchVerbsThatAreNouns = new Set([
  'analyse',
  'contrôle',
  'relance',
  'commande',
  'aide',
  'pilote',
  'échange',
  'forme',
  'conseille',
  'appui',
  'saisie',
  'suivi',
  'accueil',
]);

/** The "je" form and the past participle of a French verb as a CV writes it in the present, or undefined. */
function frenchDeedVerb(word: string): { present: string; participle: string } | undefined {
  const lower = word.toLowerCase();
  const irregular = frenchIrregularDeeds[lower];
  if (irregular) return irregular;
  if (!lower.endsWith('e')) return undefined;
  // "Gère": the "-er" verb whose last "é" the present writes "è" (gérer, compléter).
  const stem = lower.slice(0, -1).replace(/è([^aeiouyéèê]+)$/u, 'é$1');
  if (!frenchDutyInfinitives.has(`${stem}er`)) return undefined;
  return { present: lower, participle: `${stem}é` };
}

/**
 * "Prépare les lettres de mission, met en forme les rapports et suit la facturation des honoraires": a French CV's
 * duties in the present, their person left out, as the person's own ("je prépare les lettres de mission, mets en forme
 * les rapports et suis la facturation ..."; "j'ai préparé ..., mis en forme ... et suivi ..." of a past job). A letter
 * had read the verb as a noun ("j'assure la prépare les lettres de mission, le met en forme ..."). Undefined for any
 * other line.
 */
export function frenchDeed(line: string, current: boolean): string | undefined {
  const text = line.replace(/[.;:\s]+$/u, '');
  const [first = '', next = ''] = text.split(/\s+/u);
  if (!/^\p{Lu}\p{Ll}+$/u.test(first) || text.split(/\s+/u).length < 3) return undefined;
  const verb = frenchDeedVerb(first);
  if (!verb) return undefined;
  if (
    frenchVerbsThatAreNouns.has(first.toLowerCase()) &&
    !/^(?:les?|la|l['’]\p{L}+|un|une|mes|mon|ma|chaque|tous|toutes)$/iu.test(next)
  )
    return undefined;
  // Later deeds of the line, after a comma or "et", in the same person ("met" → "mets").
  const rest = text
    .slice(first.length)
    .replace(/(,\s+|\s+et\s+)(\p{Ll}+)(?=\s)/gu, (whole, joiner: string, word: string) => {
      const later = frenchIrregularDeeds[word];
      if (!later) return whole;
      return `${joiner}${current ? later.present : later.participle}`;
    })
    .replace(
      /(,\s+|\s+et\s+)(\p{Ll}+e)(?=\s+(?:les?|la|l['’]|des|un|une|mes|mon|ma)\b)/gu,
      (whole, joiner: string, word: string) => {
        const later = frenchDeedVerb(word);
        if (!later || current) return whole;
        return `${joiner}${later.participle}`;
      },
    );
  const said = current ? verb.present : `ai ${verb.participle}`;
  const subject = /^[aeéèêiîoôuh]/iu.test(said) ? "j'" : 'je ';
  return `${subject}${said}${rest}`;
}

/** "Utiliser des outils d'analyse ..." → "d'utiliser des outils d'analyse ...", or undefined for any other line. */
export function frenchInfinitiveDuty(line: string): string | undefined {
  const text = line.replace(/[.;:\s]+$/u, '');
  const first = text.split(/\s+/u)[0] ?? '';
  if (!frenchDutyInfinitives.has(first.toLowerCase()) || text.split(/\s+/u).length < 3) return undefined;
  const lowered = `${first.charAt(0).toLowerCase()}${text.slice(1)}`;
  return /^[aeéèêiîoôuh]/iu.test(lowered) ? `d'${lowered}` : `de ${lowered}`;
}

/**
 * "Note TripAdvisor passée de 4,2 à 4,6 en 18 mois", "Taux d'occupation augmenté de 8 points": a result, its noun with
 * its article ("la note TripAdvisor passée de 4,2 à 4,6 ..."), never a task the person sees to ("j'assure ... la note
 * TripAdvisor passée ..." before); undefined for any other line.
 */
export function frenchResult(line: string): string | undefined {
  const text = line.replace(/[.;:\s]+$/u, '');
  const result = text.match(
    /^(\p{Lu}\p{Ll}+)((?:\s+[^\s]+){0,4}?)\s+(?:passée?s?|réduite?s?|augmentée?s?|baissée?s?|diminuée?s?|améliorée?s?|divisée?s?|doublée?s?|portée?s?|ramenée?s?|montée?s?)\s+(?:de|à|par|d['’])\s*[\d,.]+/u,
  );
  if (!result?.[1]) return undefined;
  const article = frenchArticle(result[1].toLowerCase());
  return article ? `${article}${text.charAt(0).toLowerCase()}${text.slice(1)}` : undefined;
}

/**
 * A French task line as what follows "j'assure": "la saisie et le contrôle d'environ 600 factures", or undefined when
 * its first word is no noun whose article can be told. A second noun after "et" takes its own article.
 */
export function frenchTask(
  line: string,
):
  | { object: string }
  | { participation: string }
  | { responsibility: string }
  | { made: string }
  | { position: string }
  | undefined {
  const text = line.replace(/[.;:\s]+$/u, '');
  // "Chaque année, coordination de l'accueil des artistes": how often, then the task; said "j'assure chaque année la
  // coordination ..." ("j'assure la chaque année, la coordination" before).
  const often = text.match(
    /^(chaque\s+(?:année|semaine|mois|jour|saison|été|hiver)|tous\s+les\s+(?:ans|mois|jours|étés|week-ends)|toutes\s+les\s+semaines),\s+(\p{L}.*)$/iu,
  );
  if (often?.[1] && often[2]) {
    const task = frenchTask(often[2]);
    const when = often[1].toLowerCase();
    if (task && 'object' in task) return { object: `${when} ${task.object}` };
    if (task && 'participation' in task) return { participation: `${when} ${task.participation}` };
    return undefined;
  }
  if (frenchInfinitiveDuty(text) !== undefined) return undefined;
  // ("des formats courts, fun et croustillants ...", "les réseaux sociaux": a line opened by its own article.)
  if (/^(?:les|des|le|la|un|une|du|mon|ma|mes|notre|nos|votre|vos|son|sa|ses)\s/iu.test(text)) return undefined;
  // ("Entre créativité, analyse et storytelling, je jongle avec ...": a sentence of the person's own, no task.)
  if (/(?:^|\s)(?:je\s|j['’])/iu.test(text) || !/^\p{L}+$/u.test(text.split(/\s+/u)[0] ?? '')) return undefined;
  // "Mise en place d'un tableau de suivi ...", "Création d'un fichier clients": a thing the person made, told as done
  // ("j'ai mis en place un tableau de suivi ..."), whatever role it was in.
  const made = text.match(/^(mise en place|création|lancement)\s+(d['’]une?\s|de la\s|de l['’]|du\s|des\s)(.+)$/iu);
  if (made?.[1] && made[2] && made[3]) {
    const verb = { 'mise en place': 'mis en place', création: 'créé', lancement: 'lancé' }[made[1].toLowerCase()];
    const article = made[2]
      .toLowerCase()
      .replace(/^d['’](une?)\s$/u, '$1 ')
      .replace(/^de la\s$/u, 'la ')
      .replace(/^de l['’]$/u, "l'")
      .replace(/^du\s$/u, 'le ')
      .replace(/^des\s$/u, 'des ');
    if (verb) return { made: `${verb} ${article}${made[3]}` };
  }
  // "Responsable du poste grill": told as held ("je suis responsable du poste grill").
  const held = text.match(/^responsable\s+((?:du|de|des|d['’])\s?.+)$/iu)?.[1];
  if (held) return { responsibility: held };
  // "Adjointe de la directrice de l'hébergement : réception, gouvernante": the post itself, told as held ("j'étais
  // adjointe de la directrice ..."; "j'ai assuré l'adjointe de la directrice" before).
  const position = text.match(/^((?:adjointe?|assistante?)\s+(?:du|de la|de l['’]|des|d['’])\s?.+)$/iu)?.[1];
  if (position) return { position: `${position.charAt(0).toLowerCase()}${position.slice(1)}` };
  // "Participation aux bilans annuels": told as taking part ("je participe aux bilans annuels").
  const taking = text.match(/^(?:participation|contribution)\s+((?:à|aux|au)\s.+)$/iu)?.[1];
  if (taking) return { participation: taking };
  if (frenchResult(text) !== undefined) return undefined;
  const [first = '', ...rest] = text.split(/\s+/u);
  if (rest.length === 0 || !/^\p{Lu}?\p{Ll}+$/u.test(first)) return undefined;
  const head = first.toLowerCase();
  // "Titulaire du permis B", "Diplômée de ...", "Bénévole à ...": what the person is or holds, no task.
  if (/^(?:titulaire|diplômée?s?|bénévole|membre|élue?|déléguée?|stagiaire|lauréate?)$/u.test(head)) return undefined;
  const article = frenchArticle(head);
  if (!article) return undefined;
  // "Saisie et contrôle d'environ 600 factures": the second noun of the duty with its article.
  const [second, ...after] = rest[0] === 'et' ? rest.slice(1) : [];
  const secondArticle = second !== undefined && /^\p{Ll}+$/u.test(second) ? frenchArticle(second) : undefined;
  const remainder = secondArticle && second ? `et ${secondArticle}${second} ${after.join(' ')}` : rest.join(' ');
  // "... pour 3 postes et rotation des stocks": a later noun of the list, before what it is of, takes its article too.
  // ("Accueil téléphonique et physique des clients": after an adjective, the word "et" joins is another one of the same
  // noun, and takes no article; "l'accueil téléphonique et la physique des clients" had been said.)
  const listed = remainder.replace(
    /(?<=(\S+)\s)et\s+(\p{Ll}{3,})(?=\s+(?:de|des|du|d['’]|aux|au)(?!\p{L}))/gu,
    (whole, before: string, noun: string) => {
      const adjective = /(?:ique|elle|el|ale|al|aire|ive|if|euse|eux|ée|é|ante|ant|ente|ent)$/u;
      if (adjective.test(before) && adjective.test(noun)) return whole;
      const nounArticle = frenchArticle(noun);
      return nounArticle ? `et ${nounArticle}${noun}` : whole;
    },
  );
  // "..., planning et affectation des postes": a later item of a list after its comma, outside brackets, takes its
  // article as the first did (", le planning et l'affectation des postes"; a held-out letter read "(2x8), planning et
  // l'affectation").
  let depth = 0;
  const itemsWithArticles = listed.replace(
    // (", réservations, facturation": an item of one word, its comma right after it, takes its article too.)
    /[()]|,\s+(\p{Ll}{3,})(?=\s|,|$)/gu,
    (whole, noun: string | undefined, at: number) => {
      if (whole === '(') depth += 1;
      else if (whole === ')') depth = Math.max(0, depth - 1);
      if (noun === undefined || depth > 0) return whole;
      // "Couverture municipale, scolaire et culturelle, environ 4 articles par semaine": adjectives the noun before
      // shares, and a measure, take no article ("la scolaire et culturelle, l'environ 4 articles" before).
      if (
        // ("Gestion des plannings, des réclamations clients et du yield": what the noun before is of, after its comma,
        // goes on with its own "des"; "les des réclamations" had been said.)
        /^(?:environ|près|plus|moins|dont|soit|notamment|approximativement|jusqu|des|les|aux|avec|pour|sur|dans|par)$/u.test(
          noun,
        ) ||
        (/(?:aire|elle|ale|ive|euse|ique)$/u.test(noun) && /^\s+et\s/u.test(listed.slice(at + whole.length)))
      )
        return whole;
      const nounArticle = frenchArticle(noun);
      return nounArticle ? `, ${nounArticle}${noun}` : whole;
    },
  );
  return { object: `${article}${head} ${itemsWithArticles}`.trim() };
}

/** Institutions a Spanish sentence names with an article: "en el Hospital Clínico", "de la Universidad de Sevilla". */
const spanishInstitution =
  /^(?:(Hospital|Centro|Colegio|Instituto|Ayuntamiento|Banco|Grupo|Servicio|Departamento|Ministerio|Museo|Hotel|Restaurante|Despacho|Laboratorio|Consorcio|Complejo|Parque|Gabinete|Consultorio|Ambulatorio|Sanatorio|Hospital Universitario|Gobierno|Tribunal|Juzgado|Congreso|Senado|Sindicato|Instituto Nacional)|(Universidad|Clínica|Residencia|Fundación|Escuela|Agencia|Asociación|Cámara|Consejería|Dirección|Diputación|Junta|Sociedad|Federación|Academia|Farmacia|Tienda|Policlínica|Mutua|Cruz Roja|Guardería|Escuela Infantil|Biblioteca|Comunidad|Generalitat|Xunta|Unidad|Secretaría|Subsecretaría|Procuraduría|Contraloría|Tesorería|Comisión|Oficina|Coordinación|Delegación|Empresa))\b/u;

/**
 * "en el Hospital Clínico Universitario", "del Hospital Quirónsalud", "a la Clínica Sentia": a Spanish preposition
 * and the article an institution named by what it is takes; a company's name ("en Mercadona") takes none.
 */
export function spanishPlace(preposition: 'en' | 'de' | 'a' | 'con', name: string): string {
  const kind = spanishInstitution.exec(name);
  if (!kind) return `${preposition} ${name}`;
  if (kind[2]) return `${preposition} la ${name}`;
  if (preposition === 'de') return `del ${name}`;
  if (preposition === 'a') return `al ${name}`;
  return `${preposition} el ${name}`;
}
