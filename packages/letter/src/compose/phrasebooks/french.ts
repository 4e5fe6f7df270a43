// French sentences for the letter's plans. A resume in another language is told by its roles, tools and numbers,
// with one result quoted as the resume writes it: a translation could not be faithful.

import { askInFirstPerson } from '../foreign-asks.ts';
import type { Credential, Skill } from '@cover-letter/shared/fact-sheet-schema';
import {
  dutyHead,
  shownMustHave,
  continuesRole,
  joinList,
  joinHoldings,
  joinRoleTasks,
  languageWithLevel,
  localDate,
  pick,
  pickFuller,
  placeAndYear,
  writePracticalities,
  type Phrasebook,
  type WritingState,
  sourceNamed,
  withGraduateDegree,
  withSkillNote,
} from '../phrasebook.ts';
import type { EvidenceLine, LetterSetting, RoleReference, SentencePlan } from '../sentence-plans.ts';
import { readStatedExperience } from '../stated-experience.ts';
import { canonicalSkillName } from '../../vocabulary/skills.ts';
import { frenchDeed, frenchInfinitiveDuty, frenchResult, frenchTask } from './task-phrases.ts';

/** Parts the duties of one sentence until the last is joined by "et". */
const taskSeparator = '\u0001';

/** "de" and "que" before a vowel are elided: "poste d'assistante", "en tant qu'ingénieur". */
const startsWithVowel = /^[AEIOUYÀÂÉÈÊËÎÏÔÙÛaeiouyàâéèêëîïôùû]/u;
function de(next: string): string {
  return startsWithVowel.test(next) ? `d'${next}` : `de ${next}`;
}
function que(next: string): string {
  return startsWithVowel.test(next) ? `qu'${next}` : `que ${next}`;
}

/**
 * "à l'Hôtel Le Cygne Blanc", "au Camping Les Pins", "à la Clinique du Lac", "à l'Étude Garnier Notaires" (a notary's
 * office), "chez Dupont SARL": a place named by
 * what it is takes the article French gives it; "chez Hôtel ..." reads as a paste (review of set P).
 */
function atPlace(employer: string, capital = false): string {
  const kind = employer.match(
    /^(Hôtel|Hotel|Hôpital|Restaurant|Camping|Clinique|Centre|Lycée|Collège|École|Ecole|Institut|Musée|Théâtre|Association|Agence|Université|Mairie|Cabinet|Laboratoire|Garage|Magasin|Salon|Groupe|Pharmacie|Crèche|Résidence|Maison|Banque|Fondation|Caisse|Boulangerie|Fédération|Établissement|EHPAD|Office|Groupement|Laboratoires|CHU|CH|Brasserie|Festival|Club|Conservatoire|Parc|Service|Domaine|Château|Étude|Etude)\b/u,
  )?.[1];
  const lowered = (word: string) => (capital ? word.charAt(0).toUpperCase() + word.slice(1) : word);
  // "aux Terrasses du Lac", "au Petit Comptoir": a name opened by its own article joins it to "à" ("chez Les Terrasses
  // du Lac", "apporter à Les Terrasses" before).
  const article = employer.match(/^(Les|Le)\s+(\p{Lu}.*)$/u);
  if (!kind && article?.[2]) return `${lowered(article[1] === 'Les' ? 'aux' : 'au')} ${article[2]}`;
  if (!kind) return `${lowered('chez')} ${employer}`;
  if (startsWithVowel.test(kind) || /^H[ôo]/u.test(kind)) return `${lowered('à')} l'${employer}`;
  if (
    /^(?:Clinique|Agence|Mairie|Pharmacie|Crèche|Résidence|Maison|Banque|Fondation|Caisse|Boulangerie|Fédération|Brasserie)$/u.test(
      kind,
    )
  )
    return `${lowered('à')} la ${employer}`;
  if (/^(?:EHPAD|Office)$/u.test(kind)) return `${lowered('à')} l'${employer}`;
  // "aux Laboratoires Calédobio": a plural name takes "aux".
  if (kind === 'Laboratoires') return `${lowered('aux')} ${employer}`;
  return `${lowered('au')} ${employer}`;
}

/**
 * "apporter au Centre Hospitalier de Saumur", "à la Clinique du Lac", "à Dupont SARL": what one brings to a place takes
 * the article of where one works there, and "à" where that is "chez" ("apporter à Centre Hospitalier ..." read as a
 * paste).
 */
function toPlace(company: string): string {
  const at = atPlace(company);
  return at.startsWith('chez ') ? `à ${company}` : at;
}

/** "de" before what follows, as French joins them: "d'une création", "du chantier", "des patients", "de la salle". */
function frenchDe(phrase: string): string {
  if (/^le\s/iu.test(phrase)) return `du ${phrase.replace(/^le\s+/iu, '')}`;
  if (/^les\s/iu.test(phrase)) return `des ${phrase.replace(/^les\s+/iu, '')}`;
  return startsWithVowel.test(phrase) ? `d'${phrase}` : `de ${phrase}`;
}

/** How a French letter addresses its reader: "Madame", "Monsieur", or both where the ad names no one so. */
function frenchAddress(contactName: string | null | undefined): string {
  const form = contactName?.match(/^(Madame|Monsieur|Mme\.?|M\.)\s/u)?.[1];
  if (form === undefined) return 'Madame, Monsieur';
  return /^(?:Madame|Mme)/u.test(form) ? 'Madame' : 'Monsieur';
}

/** "Stage d'observation", "Stage de master": an internship, a time spent somewhere, never a person's post. */
/** "Stage de master", and an English, German or Spanish resume's "Internship", "Praktikum": a stage, said in French. */
const internshipWord = /^(?:stage|internship|praktikum|prácticas|pasantía)\b/iu;

function isInternship(title: string): boolean {
  return internshipWord.test(title);
}

function roleIntroduction(role: RoleReference, state: WritingState, setting: LetterSetting, salt: number): string {
  const at = role.employer ? ` ${atPlace(role.employer)}` : '';
  // "Stage d'observation": an internship is a time spent somewhere, never a person ("En tant que stage").
  if (isInternship(role.title) && !state.introducedRoles.has(role.roleIndex))
    return `Lors de mon ${internshipInSentence(role.title)}${at}`;
  // A job the resume names by its employer alone is told there ("Chez Dupont SARL"), under no title.
  // (An internship told again is "ce stage", never "En tant que stage de master".)
  if (state.introducedRoles.has(role.roleIndex) || (role.title === '' && role.employer))
    return role.employer
      ? atPlace(role.employer, true)
      : role.current
        ? 'Dans mon poste actuel'
        : isInternship(role.title)
          ? 'Pendant ce stage'
          : `En tant ${que(postInSentence(role.title))}`;
  // ("Bénévole (accueil des participants)": time given, which "mon poste actuel" would call a job.)
  if (role.current && (role.volunteer === true || /^(?:bénévole|volontaire|volunteer)\b/iu.test(role.title)))
    return `En tant ${que(postInSentence(role.title))}${at}`;
  if (role.current)
    return pick(
      [
        `Dans mon poste actuel ${de(postInSentence(role.title))}${at}`,
        `En tant ${que(postInSentence(role.title))}${at}`,
      ],
      setting,
      salt,
    );
  // "Dans mon précédent poste" is the one just before the post held now; an older one is named plainly.
  if (role.recency > 1) return `En tant ${que(postInSentence(role.title))}${at}`;
  return pick(
    [
      `En tant ${que(postInSentence(role.title))}${at}`,
      `Dans mon précédent poste ${de(postInSentence(role.title))}${at}`,
    ],
    setting,
    salt,
  );
}

/**
 * "j'organise les assemblées" → "J'organise également les assemblées"; "j'ai organisé" → "J'ai également organisé".
 * Lines one after another say "également" and "aussi" in turn (by their place in the plan): three duties in a row each
 * "également" read as a form.
 */
function withAlsoAfterVerb(deed: string, id: number): string {
  const also = deed.replace(/^(j['’]ai|je\s+\p{L}+|j['’]\p{L}+)(\s)/u, `$1 ${id % 2 === 0 ? 'également' : 'aussi'}$2`);
  return `${also.charAt(0).toUpperCase()}${also.slice(1)}`;
}

function evidenceSentence(line: EvidenceLine, state: WritingState, setting: LetterSetting, salt: number): string {
  const introduction = roleIntroduction(line.role, state, setting, salt);
  const quoted = line.achievement.text.replace(/[.;:\s]+$/u, '');
  const worked = line.role.current ? 'je travaille' : "j'ai travaillé";
  if (line.sourceLanguage === 'fr') {
    // A line the resume wrote in the first person ("J'ai réduit ...", "Je gère ...") is told as it stands.
    // ("Entre créativité, analyse et storytelling, je jongle avec ...": one that says "je" further on, too.)
    if (/^(?:j['’]|je\s)|,\s+(?:je\s|j['’])/iu.test(quoted))
      return `${introduction}, ${quoted.charAt(0).toLowerCase()}${quoted.slice(1)}.`;
    // "Prépare les lettres de mission, met en forme ...": duties in the present, their person left out (task-phrases.ts).
    const deed = frenchDeed(quoted, line.role.current);
    if (deed) return `${introduction}, ${deed}.`;
    // A line written as a noun ("Saisie et contrôle de 1 200 factures") as the person's own sentence: "j'assure la
    // saisie et le contrôle de 1 200 factures".
    const task = frenchTask(quoted);
    if (task && 'participation' in task)
      return `${introduction}, ${line.role.current ? 'je participe' : "j'ai participé"} ${task.participation}.`;
    if (task && 'responsibility' in task)
      return `${introduction}, ${line.role.current ? 'je suis' : "j'étais"} responsable ${task.responsibility}.`;
    if (task && 'made' in task) return `${introduction}, j'ai ${task.made}.`;
    if (task && 'position' in task)
      return `${introduction}, ${line.role.current ? 'je suis' : "j'étais"} ${task.position}.`;
    if (task) return `${introduction}, ${line.role.current ? "j'assure" : "j'ai assuré"} ${task.object}.`;
    // "Note TripAdvisor passée de 4,2 à 4,6 en 18 mois": one of the role's results.
    const result = frenchResult(quoted);
    if (result) return `${introduction}, je compte parmi mes résultats ${result}.`;
    const mission = frenchInfinitiveDuty(quoted);
    if (mission)
      return `${introduction}, ${line.role.current ? "j'ai pour mission" : "j'avais pour mission"} ${mission}.`;
    // Else after a clause with its own verb: "parmi mes missions : ..." alone has none.
    const missions = line.role.current ? 'mes missions comprennent' : 'mes missions comprenaient';
    return `${introduction}, ${missions} : ${quoted.charAt(0).toLowerCase()}${quoted.slice(1)}.`;
  }
  if (line.skills.length > 0)
    return `${introduction}, ${worked} avec ${joinList(line.skills.slice(0, 4), 'et')} ; mon CV le résume ainsi : « ${quoted} ».`;
  return `${introduction}, l'un de mes résultats, dans les mots de mon CV, était : « ${quoted} ».`;
}

function skillPhrase(skill: Skill): string {
  if (
    skill.qualifier &&
    /^(?:basic|basics|beginner|grundlagen|notions|débutant|foundational|introductory)$/i.test(skill.qualifier)
  )
    return `des notions ${de(skill.name)}`;
  if (skill.qualifier === 'coursework') return `une formation en ${skill.name}`;
  // ("Revit (dessins uniquement)": any other level or note is said with the name, never dropped.)
  if (skill.qualifier) return withSkillNote(skill.name, skill.qualifier);
  return skill.name;
}

/**
 * A post as a French sentence writes it, in lower case ("technicien de maintenance automatismes"), its acronyms and
 * the names of tools kept ("consultant Salesforce", "technicien SAP").
 */
function postInSentence(title: string): string {
  // ("DevSecOps", "JavaScript": a word with capitals inside is a name, kept as written; "devSecOps" had been printed.)
  // ("Full-Stack", "Front-End": each part of a compound too, "full-stack", never "full-Stack".)
  return title.replace(/(?<![\p{L}])\p{Lu}\p{Ll}+(?![\p{L}])/gu, (word) =>
    canonicalSkillName(word) === undefined ? word.toLowerCase() : word,
  );
}

/** Kinds of credential French names by a common noun, with their gender. */
const credentialNouns: Record<string, 'm' | 'f'> = {
  habilitation: 'f',
  formation: 'f',
  attestation: 'f',
  certification: 'f',
  licence: 'f',
  carte: 'f',
  autorisation: 'f',
  certificat: 'm',
  permis: 'm',
  diplôme: 'm',
  titre: 'm',
  brevet: 'm',
  agrément: 'm',
};

/**
 * A credential with the article French gives it: "l'habilitation électrique B2V", "la formation certifiante ...",
 * "le permis B"; an acronym is a certificate's ("le SST", "le CACES"). A name of its own ("Cisco CCNA") keeps none.
 */
function credentialWithArticle(name: string): { article: 'le' | 'la' | "l'"; rest: string } | undefined {
  const first = name.split(/\s+/u)[0] ?? '';
  const gender = credentialNouns[first.toLowerCase()];
  const rest = gender ? `${first.toLowerCase()}${name.slice(first.length)}` : name;
  if (gender)
    return { article: startsWithVowel.test(rest) || /^h/u.test(rest) ? "l'" : gender === 'f' ? 'la' : 'le', rest };
  if (/^\p{Lu}{2,8}\b/u.test(name)) return { article: startsWithVowel.test(name) ? "l'" : 'le', rest: name };
  return undefined;
}

/** "de l'habilitation", "du SST", "de la formation": the article after "de" joined as French joins it. */
function ofCredential(name: string): string {
  const named = credentialWithArticle(name);
  if (!named) return de(name);
  return named.article === 'le'
    ? `du ${named.rest}`
    : named.article === 'la'
      ? `de la ${named.rest}`
      : `de l'${named.rest}`;
}

/** "l'habilitation", "le SST", "la formation": the credential as an object. */
function theCredential(name: string): string {
  const named = credentialWithArticle(name);
  if (!named) return name;
  return named.article === "l'" ? `l'${named.rest}` : `${named.article} ${named.rest}`;
}

function credentialSentence(credential: Credential): string | undefined {
  // ("au premier semestre 2027": a half or a quarter of the year is "au", a month or a year "en".)
  const date = credential.date
    ? `${/^(?:premier|1er|second|deuxième|2e|troisième|3e|quatrième|4e)\s/iu.test(credential.date) ? ' au' : ' en'} ${credential.date}`
    : '';
  switch (credential.status) {
    case 'held':
      return `Je suis titulaire ${ofCredential(credential.name)}.`;
    case 'in_progress':
      // ("Oracle Hospitality OPERA Cloud Front Desk": a name of its own is a certification's; "Je prépare actuellement
      // Oracle ..." read as preparing the software.)
      // (One that says so itself, "Certified Diabetes Educator (CDE)", takes no word more.)
      return `Je prépare actuellement ${credentialWithArticle(credential.name) || /\bcertifi(?:ed|cation|cate|cat)\b/iu.test(credential.name) ? theCredential(credential.name) : `la certification ${credential.name}`}.`;
    case 'pending':
      return `La délivrance ${ofCredential(credential.name)} est en attente : j'en ai déjà réussi les examens.`;
    case 'planned':
      // A plan may be to start as much as to finish: « préparer », never « obtenir » (decision 0044).
      return `Je prévois de préparer ${theCredential(credential.name)}${date}.`;
    case 'expired':
      return undefined;
  }
}

const languageNames: Record<string, string> = {
  English: 'anglais',
  German: 'allemand',
  Spanish: 'espagnol',
  French: 'français',
  Italian: 'italien',
  Portuguese: 'portugais',
  Arabic: 'arabe',
  Chinese: 'chinois',
  Mandarin: 'mandarin',
  Hindi: 'hindi',
  Urdu: 'ourdou',
  Farsi: 'persan',
  Polish: 'polonais',
  Russian: 'russe',
  Turkish: 'turc',
};

/** "d'un BTS ...", "d'une Licence ...": a diploma, which leads what the person holds. */
const diplomaHolding =
  /^(?:d['’]un|d['’]une|du)\s+(?:BTS|DUT|BUT|CAP|BEP|Bac|Baccalauréat|Licence|Master|Bachelor|Doctorat|diplôme|Diplôme|titre)\b/u;

/**
 * "Je suis titulaire de l'habilitation L2. Je suis titulaire d'un BTS ..." → "Je suis titulaire d'un BTS ... et de
 * l'habilitation L2".
 */
function joinFrenchHoldings(sentences: string[]): string[] {
  const held = joinHoldings(sentences, {
    held: (sentence) =>
      /^Je suis titulaire ((?:de l['’]|du |de la |des |d['’]un |d['’]une |de |d['’]).+)\.$/u.exec(sentence)?.[1],
    degree: diplomaHolding,
    say: (items, first) => `Je suis ${first ? '' : 'également '}titulaire ${joinList(items, 'et')}.`,
  });
  // "Je prépare actuellement A. Je prépare actuellement B." → "Je prépare actuellement A et B.": the same for what is
  // under way.
  return joinHoldings(held, {
    held: (sentence) => /^Je prépare actuellement (.+)\.$/u.exec(sentence)?.[1],
    say: (items, first) => `Je prépare ${first ? 'actuellement' : 'également'} ${joinList(items, 'et')}.`,
  });
}

/** "Stage de master" as a sentence names it: "stage de master". */
function internshipInSentence(title: string): string {
  return postInSentence(title).replace(internshipWord, 'stage');
}

/** Who the person is, in French: the post held now or last, or the headline, with the years the resume states. */
function frenchIdentity(plan: Extract<SentencePlan, { kind: 'identity' }>): string | undefined {
  const experience = readStatedExperience(plan.experience, 'fr');
  const qualifier = experience
    ? { over: 'plus de ', almost: 'près de ', about: 'environ ', exact: '' }[experience.qualifier]
    : '';
  const years = experience ? ` et je dispose de ${qualifier}${experience.years} ans d'expérience` : '';
  if (plan.role) {
    const at = plan.role.employer ? ` ${atPlace(plan.role.employer)}` : '';
    // ("Stage de master": an internship is no post one held, "Mon dernier poste était celui de Stage de master".)
    if (isInternship(plan.role.title))
      return plan.role.current
        ? `J'effectue actuellement un ${internshipInSentence(plan.role.title)}${at}${years}.`
        : `J'ai récemment effectué un ${internshipInSentence(plan.role.title)}${at}${years}.`;
    return plan.role.current
      ? `J'occupe actuellement le poste ${de(postInSentence(plan.role.title))}${at}${years}.`
      : `Mon dernier poste était celui ${de(plan.role.title)}${at}${years}.`;
  }
  if (plan.headline) return `Je suis ${plan.headline}${years}.`;
  return experience ? `Je dispose de ${qualifier}${experience.years} ans d'expérience.` : undefined;
}

/**
 * "passée de 88 à 93 en deux ans ; upsell +22 %", "hébergement : réception": French sets a space before a colon, a
 * semicolon, a question mark and an exclamation mark; a line quoted from the resume often has none ("ans; upsell").
 * A time ("14:30") or an address ("https://") has no space after its colon and is left as it is.
 */
function withFrenchSpacing(sentence: string): string {
  return sentence.replace(/(?<=[\p{L}\p{N})»%])([;:!?])(?=\s|$)/gu, ' $1');
}

export const frenchPhrasebook: Phrasebook = {
  // Lines are told in the resume's own words, quoted: every line can be.
  canTell: () => true,

  // "Chez X, j'assure A, B et C.": a role's duties in one sentence, three at most (a longer list reads as the CV
  // pasted).
  combine: (written) =>
    joinFrenchHoldings(
      joinRoleTasks(written, {
        continuation: /^(?:[^.:;]+, j'assure |[^.:;]+, j'ai assuré |J'assure également |J'ai également assuré )/u,
        taskOf: (text) => text.match(/(?:j'assure|j'ai assuré|J'assure également|J'ai également assuré) (.+)\.$/u)?.[1],
        most: 3,
        separator: taskSeparator,
      }).map((sentence) =>
        sentence
          .split(taskSeparator)
          .reduce(
            (joined, task, index, all) =>
              `${joined}${index === 0 ? '' : index === all.length - 1 ? ' et ' : ', '}${task}`,
            '',
          ),
      ),
    ).map(withFrenchSpacing),

  // "à Madame Claire Dumont, responsable hébergement": a French letter greets the person by "Madame" or "Monsieur"
  // alone, and closes with the same form.
  salutation: (setting) => `${frenchAddress(setting.contactName)},`,

  signOff: (setting) =>
    `Veuillez agréer, ${frenchAddress(setting.contactName)}, l’expression de mes salutations distinguées.`,

  write: (planned, setting, state) => {
    const { plan, id } = planned;
    switch (plan.kind) {
      case 'application': {
        // "au poste de réceptionniste de jour": a post is written in lower case in a French sentence.
        const title = plan.role ? postInSentence(plan.role) : null;
        const role = title ? `au poste ${de(title)}` : 'à ce poste';
        const at = `${plan.reference ? ` (référence ${plan.reference})` : ''}${plan.company ? ` ${atPlace(plan.company)}` : ''}`;
        // ("J'ai pris connaissance de cette offre via ...": where the ad asked to be told it was seen.)
        const source = plan.source ? ` J'ai pris connaissance de cette offre via ${sourceNamed(plan.source)}.` : '';
        return `${pick(
          [`Je vous adresse ma candidature ${role}${at}.`, `Je souhaite vous proposer ma candidature ${role}${at}.`],
          setting,
          id,
        )}${source}`;
      }
      case 'identity':
        return withGraduateDegree(planned, setting, state, frenchPhrasebook.write, frenchIdentity(plan));
      case 'profile':
        return plan.sourceLanguage === 'fr' && /^(?:yo|je|j')\s?/i.test(plan.text)
          ? `${plan.text.replace(/[.\s]+$/u, '')}.`
          : undefined;
      case 'achievement':
      case 'requirement-achievement': {
        const sameRole = continuesRole(state.previous, plan.line);
        if (sameRole && plan.line.sourceLanguage !== 'fr') {
          return `Un autre résultat de ce poste, tel que mon CV le formule : « ${plan.line.achievement.text.replace(/[.;:\s]+$/u, '')} ».`;
        }
        // The same role's next line in the resume's own French goes on from the last: "Par ailleurs, je gère ...".
        const quoted = plan.line.achievement.text.replace(/[.;:\s]+$/u, '');
        if (sameRole && plan.line.sourceLanguage === 'fr') {
          const lowered = `${quoted.charAt(0).toLowerCase()}${quoted.slice(1)}`;
          // The post held now goes on in the present ("Mes missions comprennent également : ..."), an earlier one in
          // the past.
          // ("Organise les assemblées ...": a duty in the present goes on as the person's, "J'organise également ...".)
          const deed = frenchDeed(quoted, plan.line.role.current);
          if (deed) return `${withAlsoAfterVerb(deed, id)}.`;
          const task = /^(?:j['’]|je\s)/iu.test(quoted) ? undefined : frenchTask(quoted);
          if (task && 'participation' in task)
            return `${plan.line.role.current ? 'Je participe également' : "J'ai également participé"} ${task.participation}.`;
          if (task && 'responsibility' in task)
            return `${plan.line.role.current ? 'Je suis également' : "J'étais également"} responsable ${task.responsibility}.`;
          if (task && 'made' in task) return `J'y ai également ${task.made}.`;
          if (task && 'position' in task)
            return `${plan.line.role.current ? "J'y suis également" : "J'y étais également"} ${task.position}.`;
          if (task) return `${plan.line.role.current ? "J'assure également" : "J'ai également assuré"} ${task.object}.`;
          const result = frenchResult(quoted);
          if (result) return `Je compte aussi parmi mes résultats ${result}.`;
          // ("Planifier et publier du contenu": a mission told as one, "J'avais également pour mission de ...".)
          const mission = frenchInfinitiveDuty(quoted);
          if (mission) {
            // (Said two ways in turn: five missions of one post told alike read as a form.)
            const leads = plan.line.role.current
              ? ["J'ai également pour mission", "Il m'incombe aussi"]
              : ["J'avais également pour mission", "Il m'incombait aussi"];
            return `${leads[state.sameRoleRun % 2] ?? leads[0]} ${mission}.`;
          }
          if (!/^(?:j['’]|je\s)/iu.test(quoted))
            return plan.line.role.current
              ? `Mes missions comprennent également : ${lowered}.`
              : `J'ai également assuré d'autres missions : ${lowered}.`;
          const lead = ['Par ailleurs, ', 'De plus, ', ''][(state.sameRoleRun + setting.variation) % 3] ?? '';
          return lead === '' ? `${quoted.charAt(0).toUpperCase()}${quoted.slice(1)}.` : `${lead}${lowered}.`;
        }
        // "Votre annonce demande ...": a must-have named as the ad names it before the line that shows it (shownMustHave).
        const named = shownMustHave(plan);
        if (named !== undefined) {
          const lead = state.written.some((written) => /^(?:Votre annonce demande|Vous demandez aussi) /.test(written))
            ? 'Vous demandez aussi'
            : 'Votre annonce demande';
          return `${lead} ${named}. ${evidenceSentence(plan.line, state, setting, id)}`;
        }
        return evidenceSentence(plan.line, state, setting, id);
      }
      case 'requirement-skills': {
        // "Je travaille également avec GMAO Coswin et Excel ; j'ai des notions de TIA Portal": tools named bare are
        // worked with, never "apportés"; a basic level or a course is had.
        // ("Excel (avancé)": a tool mastered is said so, "je maîtrise Excel (niveau avancé)", never "j'ai Excel (avancé)".)
        const mastered = plan.skills.filter((skill) =>
          /^(?:avancé|expert|experte|confirmé|maîtrise|courant|advanced|expert level)$/iu.test(skill.qualifier ?? ''),
        );
        const plain = plan.skills.filter((skill) => skillPhrase(skill) === skill.name).map((skill) => skill.name);
        const qualified = plan.skills
          .filter((skill) => !mastered.includes(skill))
          .map(skillPhrase)
          .filter((phrase) => !plain.includes(phrase));
        const masteredPhrase = joinList(
          mastered.map(
            (skill) =>
              `${skill.name} (niveau ${/^(?:expert|experte|expert level)$/iu.test(skill.qualifier ?? '') ? 'expert' : 'avancé'})`,
          ),
          'et',
        );
        const parts = [
          ...(plain.length > 0 ? [`Je travaille également avec ${joinList(plain, 'et')}`] : []),
          ...(mastered.length > 0 ? [`${plain.length > 0 ? 'je maîtrise' : 'Je maîtrise'} ${masteredPhrase}`] : []),
          ...(qualified.length > 0
            ? [`${plain.length > 0 || mastered.length > 0 ? "j'ai" : "J'ai également"} ${joinList(qualified, 'et')}`]
            : []),
        ];
        return parts.length > 0 ? `${parts.join(' ; ')}.` : undefined;
      }
      case 'ask': {
        // "Vous me demandez de vous parler d'une création dont je suis fier. Chez X, ...": the ad's ask said back in the
        // first person, then the line that answers it (foreign-asks.ts).
        const own = askInFirstPerson(plan.ask, 'fr');
        // ("comment j'organise l'agenda de plusieurs associés": a question is asked, never "parler de comment".)
        const lead =
          own === undefined
            ? 'Vous demandez dans votre annonce un exemple concret de mon travail'
            : /^(?:comment|pourquoi|quel(?:le)?s?|ce que|ce qui)\s/iu.test(own)
              ? `Vous me demandez ${own}`
              : `Vous me demandez de vous parler ${frenchDe(own)}`;
        return `${lead}. ${evidenceSentence(plan.line, state, setting, id)}`;
      }
      case 'project':
      case 'accomplishment':
      case 'study':
        // Told only where the resume's own words can be kept faithfully; a later version may quote them.
        return undefined;
      case 'credential':
        return credentialSentence(plan.credential);
      case 'education': {
        const { degree, field, status } = plan.education;
        if (status !== 'completed') return undefined;
        const where = placeAndYear(plan.education);
        // "Master Communication des organisations": a French degree names its field without a preposition.
        // "une licence", "une maîtrise"; "un master", "un BTS", "un diplôme".
        const article = /^(?:licence|maîtrise|habilitation)\b/iu.test(degree) ? 'une' : 'un';
        return `Je suis titulaire d'${article} ${degree}${field && !degree.includes(field) ? ` ${field}` : ''}${where ? ` (${where})` : ''}.`;
      }
      case 'earlier-roles':
        return `${plan.allEarlier ? "Auparavant, j'ai travaillé" : "J'ai également travaillé"} comme ${joinList(
          plan.roles.map((role) => `${role.title}${role.employer ? ` ${atPlace(role.employer)}` : ''}`),
          'et comme',
        )}.`;
      case 'languages':
        // Language names are written in lower case in French, with the level the resume gives ("anglais (C1)").
        return `Je parle également ${joinList(
          plan.languages.map((language) =>
            languageWithLevel(languageNames[language.name] ?? language.name, language.level, 'fr'),
          ),
          'et',
        )}.`;
      // The ad's statements of purpose are read in English only (readAdMission).
      case 'mission':
        return undefined;
      // (A return to a former employer is told in English only, for now.)
      case 'returning':
        return undefined;
      // The resume's reasons are told in its own words, which are English (the plan is made for English resumes).
      case 'why':
        return undefined;
      // What the person is looking for, in their own first-person sentence ("Je souhaite aujourd'hui prendre en charge ..."),
      // told as it stands in a letter of its language.
      case 'aim':
        return plan.aim.language === 'fr' ? plan.aim.text : undefined;
      case 'motivation': {
        const duties = plan.duties.filter((duty) => duty.language === 'fr').map((duty) => dutyHead(duty.text));
        if (duties.length === 0) return undefined;
        return `Les missions que vous décrivez m'attirent particulièrement : ${joinList(duties, 'et')}.`;
      }
      case 'closing':
        // A letter still short with every plan told takes the fuller phrasing (compose-letter.ts, fitLength).
        return (setting.roomy ? pickFuller : pick)(
          [
            `Je souhaiterais vous rencontrer lors d'un entretien pour vous présenter ce que je peux apporter ${plan.company ? toPlace(plan.company) : 'à votre équipe'}.`,
            'Je me tiens à votre disposition pour un entretien.',
          ],
          setting,
          id,
        );
      // Said only in English for now: the years requirements read are English ones (tenure.ts).
      // "Votre annonce demande 2 ans d'expérience en cabinet : j'exerce comme comptable au Cabinet X depuis mars
      // 2021": the years answered by the dates, as the resume gives them (tenure.ts).
      case 'tenure': {
        const latest = plan.roles[plan.roles.length - 1];
        if (!latest) return undefined;
        const lead = state.written.some((written) => /^(?:Votre annonce demande|Vous demandez aussi) /u.test(written))
          ? 'Vous demandez aussi'
          : 'Votre annonce demande';
        const at = latest.employer ? ` ${atPlace(latest.employer)}` : '';
        const post = postInSentence(latest.title);
        const since = localDate(plan.since, 'fr');
        const claim = plan.until
          ? `j'ai travaillé comme ${post}${at} de ${since} à ${localDate(plan.until, 'fr')}`
          : plan.roles.length > 1
            ? `j'exerce ce métier depuis ${since}, actuellement comme ${post}${at}`
            : `j'exerce comme ${post}${at} depuis ${since}`;
        const requirement = plan.requirement.replace(/[.;:\s]+$/u, '');
        return `${lead} ${requirement.charAt(0).toLowerCase()}${requirement.slice(1)} : ${claim}.`;
      }
      // Only "immediately" is said in the letter's words: a notice period or a date is in the resume's.
      case 'practicalities':
        return writePracticalities(plan, {
          // A notice period the CV gives in French ("préavis de 2 mois") is said; one in another language's words is not.
          start: (date) =>
            date?.kind === 'immediately'
              ? 'Je suis disponible immédiatement.'
              : date?.kind === 'notice' && date.language === 'fr'
                ? `Mon préavis est de ${date.period}.`
                : 'Nous pourrons convenir ensemble d’une date de prise de poste.',
          salary: 'Mes prétentions salariales pourront être précisées lors d’un entretien.',
          shifts: 'Je vous préciserai volontiers mes disponibilités.',
        });
      case 'work-samples':
        return `Vous pouvez consulter mes réalisations sur ${joinList(plan.links, 'et')}.`;
      case 'contact': {
        const ways = [plan.phone ? `au ${plan.phone}` : null, plan.email ? `à ${plan.email}` : null].filter(
          (way): way is string => way !== null,
        );
        if (ways.length === 0)
          return plan.profile ? `Vous pouvez me joindre via mon profil : ${plan.profile}.` : undefined;
        return `Vous pouvez me joindre ${joinList(ways, 'ou')}.`;
      }
      case 'thanks':
        return "Je vous remercie de l'attention portée à ma candidature.";
    }
  },
};
