// Spanish sentences for the letter's plans. A resume in another language is told by its roles, tools and numbers,
// with one result quoted as the resume writes it: a translation could not be faithful.

import { askInFirstPerson } from '../foreign-asks.ts';
import type { Credential, Skill } from '@cover-letter/shared/fact-sheet-schema';
import {
  roleInSentence,
  dutyHead,
  shownMustHave,
  continuesRole,
  withSkillNote,
  joinList,
  joinHoldings,
  joinRoleTasks,
  languageWithLevel,
  localDate,
  pick,
  pickFuller,
  placeAndYear,
  roleNamedAgain,
  writePracticalities,
  type Phrasebook,
  type WritingState,
  sourceNamed,
  withGraduateDegree,
} from '../phrasebook.ts';
import type { EvidenceLine, LetterSetting, PlannedSentence, RoleReference, SentencePlan } from '../sentence-plans.ts';
import { readStatedExperience } from '../stated-experience.ts';
import { toldInFirstPerson } from '../select-evidence.ts';
import { lowerFirstForSentence } from '../../text/letter-case.ts';
import { spanishPlace, spanishTask } from './task-phrases.ts';
import { isTitleWord, looksLikeTitle } from '../../vocabulary/occupations.ts';

/** "en el Hospital ..." opening a sentence: "En el Hospital ...". */
function capitalise(text: string): string {
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
}

function roleIntroduction(role: RoleReference, state: WritingState, setting: LetterSetting, salt: number): string {
  const at = role.employer ? ` ${spanishPlace('en', role.employer)}` : '';
  // A job the resume names by its employer alone is told there ("En Talleres Ruiz"), under no title; so is one whose
  // "title" names the work, no person ("Atención a Clientes y Gestión Comercial": "Como Atención a Clientes ..." before).
  if (
    state.introducedRoles.has(role.roleIndex) ||
    (role.employer && (role.title === '' || !looksLikeTitle(role.title)))
  )
    return role.employer
      ? capitalise(spanishPlace('en', role.employer))
      : role.current
        ? 'En mi puesto actual'
        : `Como ${role.title}`;
  // "Voluntaria" at an NGO: time given, never "mi puesto actual".
  if (role.volunteer === true || /^voluntari[oa]\b/iu.test(role.title))
    return `Como ${role.title.toLowerCase()}${at}${role.current && role.startYear ? ` desde ${role.startYear}` : ''}`;
  if (role.current)
    return pick([`En mi puesto actual como ${role.title}${at}`, `Como ${role.title}${at}`], setting, salt);
  // "En mi anterior puesto" is the one just before the post held now; an older one is named plainly.
  if (role.recency > 1) return `Como ${role.title}${at}`;
  return pick([`Como ${role.title}${at}`, `En mi anterior puesto como ${role.title}${at}`], setting, salt);
}

function evidenceSentence(line: EvidenceLine, state: WritingState, setting: LetterSetting, salt: number): string {
  const introduction = roleIntroduction(line.role, state, setting, salt);
  // ("... organización industrial,": a line a two-column page cut after its comma ends where its words do.)
  const quoted = line.achievement.text.replace(/[.;:,\s]+$/u, '');
  const worked = line.role.current ? 'trabajo' : 'trabajé';
  if (line.sourceLanguage === 'es') {
    // "CSAT personal 94 %": an acronym keeps its capitals. ("Como Analista de producto, soy ...": "como" before a
    // title is the word of the sentence, whatever capital follows it.)
    const lowered = /^Como\s/u.test(quoted) ? `c${quoted.slice(1)}` : lowerFirstForSentence(quoted);
    // A line the resume wrote in the first person ("Gestiono ...", "Reduje ...") goes on the role as it stands; a
    // result named by its figure ("CSAT personal 94 % (meta 88 %)", "Reconocimiento «Empleada del Mes»") is one of
    // the role's results; a line named by its noun ("Gestión de ...") is one of the tasks.
    // ("Registro de facturas ...", "Manejo de escalamientos": a noun that spells a verb, before "de", names a task.)
    if (knowledgeLine.test(quoted))
      return `${introduction}, ${line.role.current ? 'cuento con' : 'adquirí'} ${lowered}.`;
    // "A mi cargo 2 cocineros y 1 ayudante en servicio": the people in the person's charge, said with its verb
    // ("tengo a mi cargo ..."); after "mis tareas incluyen:" it read as a list of no tasks.
    const inCharge = peopleInCharge(quoted);
    if (inCharge) return `${introduction}, ${line.role.current ? 'tengo' : 'tuve'} ${inCharge}.`;
    if (writesOwnSentence(quoted)) return `${introduction}, ${lowered}.`;
    // "Formadora interna del SIL Modulab tras la migración ...": a part the person held, named by its noun, is what
    // they were ("fui formadora interna ..."); "me encargué de la formadora interna" made them her keeper.
    if (
      /^(?:formador|formadora|coordinador|coordinadora|tutor|tutora|referente|representante|delegad[oa]|miembro|mentor|mentora|portavoz)\s/iu.test(
        quoted,
      )
    )
      return `${introduction}, ${line.role.current ? 'soy' : 'fui'} ${lowered}.`;
    if (spanishResult.test(quoted)) {
      // "Reducción de paradas ... en un 22 %": a result named by its noun takes its article ("destaca la reducción de
      // ..."), never a colon before it; a colon inside it ("implantación del GMAO: reducción de ...") becomes a dash.
      const noun = lowered.split(/\s+/u)[0] ?? '';
      const article = /(?:ción|sión|dad|tud)$/u.test(noun) ? 'la' : /(?:miento|aje)$/u.test(noun) ? 'el' : undefined;
      const told = lowered.replace(/:\s+/gu, ' – ');
      return article
        ? `${introduction}, entre mis resultados ${line.role.current ? 'destaca' : 'destacó'} ${article} ${told}.`
        : `${introduction}, entre mis resultados ${line.role.current ? 'destaca' : 'destacó'}: ${told}.`;
    }
    // "Triaje de pacientes ..." → "me encargo del triaje de pacientes ...": the duty as the person's own sentence.
    const task = spanishTask(quoted);
    if (task && 'participation' in task)
      return `${introduction}, ${line.role.current ? 'participo' : 'participé'} ${task.participation}.`;
    if (task) return `${introduction}, ${line.role.current ? 'me encargo' : 'me encargué'} ${task.object}.`;
    // A verb for each ("mis tareas incluyen: ..."): "entre otras tareas: ..." left the sentence without one.
    return `${introduction}, mis tareas ${line.role.current ? 'incluyen' : 'incluían'}: ${lowered}.`;
  }
  if (line.skills.length > 0)
    return `${introduction}, ${worked} con ${joinList(line.skills.slice(0, 4), 'y')}; en mi currículum lo resumo así: «${quoted}».`;
  return `${introduction}, uno de mis resultados, en palabras de mi currículum, fue: «${quoted}».`;
}

/** "A mi cargo: 2 encargados y 6 subcontratas" → "a mi cargo 2 encargados y 6 subcontratas", said after "tengo". */
function peopleInCharge(quoted: string): string | undefined {
  return /^a\s+mi\s+cargo\s*:?\s/iu.test(quoted)
    ? quoted.replace(/^a\s+mi\s+cargo\s*:?\s*/iu, 'a mi cargo ')
    : undefined;
}

/**
 * A result as Spanish resumes name one: a figure against its target ("CSAT personal 94 % (meta 88 %)"), a target met
 * ("Cumplimiento ... del 105 %"), a recognition or a prize.
 */
const spanishResult =
  /\bmeta\b|\bobjetivo\b|^(?:cumplimiento|reconocimiento|premio|logro|reducción|aumento|incremento|mejora)\b|\d\s?%/iu;

/** "Amplio conocimiento de finanzas públicas", "Sólida experiencia en ...": an adjective before what the person has. */
const knowledgeLine = /^\p{L}+\s+(?:conocimiento|conocimientos|experiencia|dominio|manejo|capacidad)\b/iu;

/** A verb in the first person as Spanish resumes write it: present "gestiono", preterite "reduje", "dirigí". */
// "Mantenimiento", "Encargado", "Inventario": nouns and participles end in "o" too, and name a task, not a deed.
// ("Lidero", "Supero", "Genero": verbs in "-ero", which the nouns' ending "ero" ("Ingeniero") would hide.)
const firstPersonSpanish =
  /^(?:(?!\p{L}*(?:miento|ado|ido|ario|orio|icio|ismo|ero)$)\p{L}{3,}(?:o|é|í)|(?:lid|sup|gen|op|mod|acel|recup|coop|consid|tol|lib|alt|reit|enum|esp|prosp)ero|hice|reduje|conduje|traduje|introduje|produje|puse|tuve|estuve|obtuve|mantuve|supe|fui|soy|estoy|doy|voy)$/iu;

/**
 * Whether a line is the person's own sentence: its first word a verb in the first person ("Lidero ...", "Reduje ..."),
 * or one after when it was ("Desde 2020 coordino el comité ..."); told as it stands, never after "me encargo de".
 */
function writesOwnSentence(quoted: string): boolean {
  if (firstPersonSpanish.test(quoted.split(/\s+/u)[0] ?? '') && !namesSpanishTask(quoted)) return true;
  // "En un hospital de Zaragoza, un ascensor montacamas se paraba ...; tras tres días ..., localicé un cable ...": a
  // case the person tells, set where it happened, with their own past later on ("mis tareas incluyen: en un hospital
  // ..." had been said).
  if (/^(?:En|Durante)\s+una?\s/u.test(quoted) && toldInFirstPerson(quoted, 'es')) return true;
  const afterTime = quoted.match(/^(?:desde|hasta|durante|tras|en)\s+(?:19|20)\d{2}\s+(\p{L}+)\s/iu)?.[1];
  return afterTime !== undefined && firstPersonSpanish.test(afterTime);
}

/**
 * A sentence of the person's own story: its verb first, or after a word of when or where ("Actualmente trabajo",
 * "Antes estuve", "Ahí llevaba", "En 2024 bajamos", "Durante la universidad hice"); in the first person, singular or
 * plural, present or past. A headline ("Coordinadora de Logística y Tráfico — 7 años ...") opens on no verb.
 */
function tellsOwnStory(sentence: string): boolean {
  const words = sentence
    .replace(
      /^(?:actualmente|antes|ahí|allí|después|luego|hoy|también|además|desde\s+\S+(?:\s+de\s+\S+)?|en\s+(?:19|20)\d{2}|durante\s+(?:la|el|mis?|los|las)\s+\p{L}+)[,\s]+/iu,
      '',
    )
    .split(/\s+/u);
  const verb = words[0] ?? '';
  return (
    (firstPersonSpanish.test(verb) && !namesSpanishTask(words.join(' '))) ||
    /^\p{Ll}\p{L}+(?:amos|emos|imos|aba|ía)$/u.test(verb)
  );
}

/**
 * "Registro de facturas", "Diseño y despliegue de dashboards": a noun before "de", or two joined by "y" before it,
 * names a task, though the first may spell a verb in the first person ("diseño", "registro"); told as it stood, "En
 * QuirónPrevencion, diseño y despliegue de dashboards ..." read as half a sentence.
 */
function namesSpanishTask(quoted: string): boolean {
  return (
    /^\S+\s+(?:de|del)\s/iu.test(quoted) ||
    /^\S+\s+y\s+\S+\s+(?:de|del)\s/iu.test(quoted) ||
    // ("Trabajo en equipo y rotación de clientes", "Apoyo en preparación de desayunos": teamwork and support, nouns,
    // never "trabajo en equipo" as "I work".)
    /^(?:trabajo\s+en\s+equipo|apoyo\s+(?:en|a|al)\s)/iu.test(quoted)
  );
}

/** Parts the tasks of one sentence until the last is joined by "y" (joinTasks). */
const taskSeparator = '\u0001';

/** "del triaje ...<sep>de la administración ...<sep>de la formación ..." → "..., ... y ...". */
function joinTasks(sentence: string): string {
  const parts = sentence.split(taskSeparator);
  if (parts.length === 1) return sentence;
  const last = parts.pop() ?? '';
  // "del triaje ... según el sistema Manchester, unos 40 pacientes por turno, de la administración ...": a task's own
  // comma would run into the list's; what it adds goes in brackets.
  // (The first part holds the sentence's opening too: only its task after "me encargo" is looked at.)
  const listed = parts.map((part) => {
    const lead = part.match(/^.*\bme encarg(?:o|ué|aba)\s/u)?.[0] ?? '';
    const task = part.slice(lead.length);
    // ("de la punción seca, terapia manual y vendaje": a list of its own keeps its commas.)
    return / (?:y|e) /u.test(task) ? part : `${lead}${task.replace(/,\s+([^,()]+)$/u, ' ($1)')}`;
  });
  return `${listed.join(', ')} ${/^h?i(?!e)/iu.test(last) ? 'e' : 'y'} ${last}`;
}

/** "y" before a word that begins with the sound "i" is "e": "español e inglés". */
function joinSpanish(items: string[]): string {
  return joinList(items, 'y').replace(/ y (?=h?i(?!e))/giu, ' e ');
}

function skillPhrase(skill: Skill): string {
  if (
    skill.qualifier &&
    /^(?:basic|basics|beginner|grundlagen|básico|básicos|foundational|introductory)$/i.test(skill.qualifier)
  )
    return `conocimientos básicos de ${skill.name}`;
  if (skill.qualifier === 'coursework') return `formación en ${skill.name}`;
  // "Figma (solo prototipos de baja fidelidad)", "SPSS (intermedio)": any other level or note is said with the name,
  // never dropped; the name alone would claim more than the resume.
  if (skill.qualifier) return withSkillNote(skill.name, spanishLevels[skill.qualifier] ?? skill.qualifier);
  return skill.name;
}

/** English levels, in a Spanish letter of an English resume. */
const spanishLevels: Record<string, string> = {
  intermediate: 'nivel intermedio',
  advanced: 'nivel avanzado',
  expert: 'nivel experto',
  fluent: 'con soltura',
  proficient: 'con soltura',
  learning: 'en aprendizaje',
  'currently learning': 'en aprendizaje',
  intermedio: 'nivel intermedio',
  avanzado: 'nivel avanzado',
};

/** "el Certificado de profesionalidad ...", "el carné de conducir B": a credential named by its kind takes "el". */
function withSpanishArticle(name: string): string {
  // "Vendaje neuromuscular (20 h)", "Ejercicio terapéutico en tendinopatías (online, 12 h)": a course by its hours is
  // training the person has, not a title they hold.
  if (/\((?:[^()]*,\s*)?\d+\s*(?:h|horas)\)$/u.test(name)) return `formación en ${lowerFirstForSentence(name)}`;
  // ("Carné B": the driving licence of its class, "el carné de conducir B".)
  const licenceClass = name.match(/^[Cc]arn[ée]\s+(?:de\s+conducir\s+)?(?:tipo\s+)?([A-D]1?(?:\+E)?)$/u)?.[1];
  if (licenceClass) return `el carné de conducir ${licenceClass}`;
  // ("Carné de instalador electricista": a card named by its common noun is said in lower case, "el carné de ...";
  // the word's accent had kept it from being read at all, "y Carné de instalador electricista" before.)
  if (/^(?:Carné|Carnet|Permiso)(?![\p{L}])/u.test(name)) return `el ${lowerFirstForSentence(name)}`;
  if (/^(?:Certificado|Certificat|Título|Diploma|Curso)(?![\p{L}])/u.test(name)) return `el ${name}`;
  if (/^(?:Certificación|Habilitación|Acreditación|Licencia|Tarjeta)(?![\p{L}])/u.test(name)) return `la ${name}`;
  return name;
}

function credentialSentence(credential: Credential): string | undefined {
  const date = credential.date ? ` en ${credential.date}` : '';
  const named = withSpanishArticle(credential.name);
  switch (credential.status) {
    case 'held':
      return `Cuento con ${named}.`;
    case 'in_progress':
      return `Actualmente estoy preparando ${named}.`;
    case 'pending':
      return `La concesión ${named.startsWith('el ') ? `del ${named.slice(3)}` : `de ${named}`} está pendiente: ya he aprobado sus exámenes.`;
    case 'planned':
      // A plan may be to start as much as to finish: "preparar", never "obtener" (decision 0044).
      return `Tengo previsto preparar ${named}${date}.`;
    case 'expired':
      return undefined;
  }
}

/**
 * The article a degree takes after "Cuento con": "la Licenciatura", "el Grado". ("Profesional en Biología", "Técnico
 * Superior en ...": a degree named for the one who holds it is the title of one: "Cuento con el título de Profesional
 * en Biología", never "Cuento con Profesional en ...".)
 */
function degreeArticle(degree: string): string {
  if (/^(?:licenciatura|diplomatura|ingenier[ií]a|maestr[ií]a|especializaci[oó]n)\b/iu.test(degree)) return 'la ';
  if (/^(?:grado|máster|master|doctorado)\b/iu.test(degree)) return 'el ';
  if (/^(?:profesional|t[ée]cnic[oa]|tecn[oó]log[oa]|diplomad[oa]|licenciad[oa])\s/iu.test(degree))
    return 'el título de ';
  return '';
}

/** "el Grado en Fisioterapia", "el Máster ...": a degree, which leads what the person holds. */
const degreeHolding =
  /^(?:el|la)\s+(?:Grado|Máster|Master|Licenciatura|Diplomatura|Doctorado|Maestría|Especialización|Título|título|Bachelor)\b/u;

/**
 * "Cuento con A. Cuento con B. Cuento con C." → "Cuento con A, B y C." (a fourth starts "Cuento también con ..."). The
 * years of experience ("Cuento con 6 años ...") stand alone.
 */
function joinSpanishHoldings(sentences: string[]): string[] {
  return joinHoldings(sentences, {
    held: (sentence) => /^Cuento con (?!\d|(?:más de|casi|unos|alrededor de) \d)(.+)\.$/u.exec(sentence)?.[1],
    degree: degreeHolding,
    // "formación en A, en B": the kind of holding said once.
    say: (items, first) =>
      `Cuento ${first ? '' : 'también '}con ${joinSpanish(
        items.map((item, index, all) =>
          index > 0 && item.startsWith('formación en ') && all[index - 1]?.includes('formación en ')
            ? item.replace(/^formación /u, '')
            : item,
        ),
      )}.`,
  });
}

const languageNames: Record<string, string> = {
  English: 'inglés',
  German: 'alemán',
  Spanish: 'español',
  French: 'francés',
  Italian: 'italiano',
  Portuguese: 'portugués',
  Arabic: 'árabe',
  Chinese: 'chino',
  Mandarin: 'mandarín',
  Hindi: 'hindi',
  Urdu: 'urdu',
  Farsi: 'persa',
  Polish: 'polaco',
  Russian: 'ruso',
  Turkish: 'turco',
  Catalan: 'catalán',
  Valencian: 'valenciano',
  Galician: 'gallego',
  Basque: 'euskera',
};

/**
 * "D. Jorge Albiol" → "Estimado Sr. Albiol:", "Dña. Marta Ruiz" → "Estimada Sra. Ruiz:": a person greeted by the form
 * of address the ad gives them and the surname; a name alone keeps "Estimado/a".
 */
function spanishGreeting(contactName: string): string {
  const addressed = contactName.match(/^(D\.|Don|Sr\.|Dña\.|Doña|Sra\.)\s+\p{Lu}[\p{Ll}'’-]+\s+(\p{L}.*)$/u);
  if (addressed?.[1] && addressed[2])
    return /^(?:D\.|Don|Sr\.)$/u.test(addressed[1])
      ? `Estimado Sr. ${addressed[2]}:`
      : `Estimada Sra. ${addressed[2]}:`;
  return `Estimado/a ${contactName}:`;
}

export const spanishPhrasebook: Phrasebook = {
  // Lines are told in the resume's own words, quoted: every line can be, but for a label's line ("Campaña: Viajes
  // Aurora", "Cliente: ..."), which names for whom the work was done, no task.
  // ("Docente del curso Biología de la Conservación": a line that names the person by their post says what they were,
  // no task; "mis tareas incluían: docente del curso ..." read as the CV handed back.)
  canTell: (line) =>
    !/^\W*(?:campaña|cliente|proyecto|cuenta|client|campaign|project|account)\s*:/iu.test(line.achievement.text) &&
    // ("Encargado de una cuadrilla", "Responsable de la caja": the post's word before the duty it names, which
    // spanishTask tells.)
    !(
      line.sourceLanguage === 'es' &&
      isTitleWord(line.achievement.text.trim().split(/\s+/u)[0] ?? '') &&
      spanishTask(line.achievement.text) === undefined
    ),

  // "En X, me encargo del triaje ..., de la administración ... y de la formación ...": a role's duties in one sentence.
  combine: (written) =>
    joinSpanishHoldings(
      joinRoleTasks(written, {
        continuation: /^(?:En|Como) .+?, me (?:encargo|encargué) (?=de)/u,
        taskOf: (text) => text.match(/, me (?:encargo|encargué) (de.+)\.$/u)?.[1],
        separator: taskSeparator,
        more: (tasks, current, again) =>
          `${again ? 'También' : 'Además,'} me ${current ? 'encargo' : 'encargaba'} ${tasks}.`,
      })
        .map(joinTasks)
        // ("Además, tengo a mi cargo ... Además, me encargo de ...": "además" twice running; the second is "también".)
        .map((text, index, all) =>
          index > 0 && /^Además, /u.test(all[index - 1] ?? '') && /^Además, /u.test(text)
            ? text.replace(/^Además, (\p{Ll})/u, 'También $1')
            : text,
        ),
    ),

  salutation: (setting) =>
    setting.contactName
      ? spanishGreeting(setting.contactName)
      : setting.company
        ? `Estimado equipo ${spanishPlace('de', setting.company)}:`
        : 'Estimado equipo de selección:',

  signOff: () => 'Atentamente,',

  write: (planned, setting, state) => {
    return writeSpanish(planned, setting, state);
  },
};

/**
 * The reader the letter speaks to: one named person ("usted": "Puede contactarme", "que describe") or a team
 * ("ustedes"). "Estimada Sra. Ibarra Gil:" then "Pueden contactarme" switches between the two.
 */
function addressing(setting: LetterSetting): { can: string; describe: string; ask: string; withYou: string } {
  return setting.contactName
    ? { can: 'Puede', describe: 'describe', ask: 'pide', withYou: 'con usted' }
    : { can: 'Pueden', describe: 'describen', ask: 'piden', withYou: 'con ustedes' };
}

/** Who the person is, in Spanish: the post held now or last, or the headline, with the years the resume states. */
function spanishIdentity(plan: Extract<SentencePlan, { kind: 'identity' }>): string | undefined {
  const experience = readStatedExperience(plan.experience, 'es');
  const qualifier = experience
    ? { over: 'más de ', almost: 'casi ', about: 'unos ', exact: '' }[experience.qualifier]
    : '';
  const years = experience ? ` y cuento con ${qualifier}${experience.years} años de experiencia` : '';
  if (plan.role) {
    const at = plan.role.employer ? ` ${spanishPlace('en', plan.role.employer)}` : '';
    return plan.role.current
      ? `Actualmente trabajo como ${plan.role.title}${at}${years}.`
      : `Mi último puesto fue el de ${plan.role.title}${at}${years}.`;
  }
  if (plan.headline) return `Soy ${plan.headline}${years}.`;
  return experience ? `Cuento con ${qualifier}${experience.years} años de experiencia.` : undefined;
}

function writeSpanish(planned: PlannedSentence, setting: LetterSetting, state: WritingState): string | undefined {
  const { plan, id } = planned;
  const you = addressing(setting);
  switch (plan.kind) {
    case 'application': {
      const role = plan.role ? `al puesto de ${roleInSentence(plan.role)}` : 'a este puesto';
      const at = `${plan.reference ? ` (referencia ${plan.reference})` : ''}${plan.company ? ` ${spanishPlace('en', plan.company)}` : ''}`;
      // ("Conocí esta oferta a través de ...": where the ad asked to be told it was seen.)
      const source = plan.source ? ` Conocí esta oferta a través de ${sourceNamed(plan.source)}.` : '';
      return `${pick(
        [
          // ("Les escribo" to a team: "Estimado equipo de ...".)
          `${setting.contactName ? 'Le' : 'Les'} escribo para presentar mi candidatura ${role}${at}.`,
          `Me gustaría presentar mi candidatura ${role}${at}.`,
        ],
        setting,
        id,
      )}${source}`;
    }
    case 'identity':
      return withGraduateDegree(planned, setting, state, writeSpanish, spanishIdentity(plan));
    case 'profile':
      // ("Coordino una flota propia ...", "En 2024 bajamos el costo ...", "Antes estuve en ...": the person's own
      // sentences of a page told in paragraphs, each opening on its verb or on when and where it was.)
      return plan.sourceLanguage === 'es' &&
        (/^(?:yo|je|j')\s?/i.test(plan.text) || (plan.own === true && tellsOwnStory(plan.text)))
        ? `${plan.text.replace(/[.\s]+$/u, '')}.`
        : undefined;
    case 'achievement':
    case 'requirement-achievement': {
      const sameRole = continuesRole(state.previous, plan.line);
      if (sameRole && plan.line.sourceLanguage !== 'es') {
        return `Otro resultado de ese puesto, tal como figura en mi currículum: «${plan.line.achievement.text.replace(/[.;:\s]+$/u, '')}».`;
      }
      // The same role's next line in the resume's own Spanish goes on from the last: "Además, reduje ...".
      const quoted = plan.line.achievement.text.replace(/[.;:,\s]+$/u, '');
      // "Amplio conocimiento de ..." after a line of the same role: "Además, cuento con amplio conocimiento de ...".
      if (sameRole && plan.line.sourceLanguage === 'es' && knowledgeLine.test(quoted))
        return `${['Además, c', 'También c', 'C'][(state.sameRoleRun + setting.variation) % 3] ?? 'C'}${plan.line.role.current ? 'uento con' : 'onté con'} ${lowerFirstForSentence(quoted)}.`;
      // "A mi cargo 2 cocineros ..." after a line of the same role: "Además, tengo a mi cargo ...".
      const inCharge = peopleInCharge(quoted);
      if (sameRole && plan.line.sourceLanguage === 'es' && inCharge)
        return `${['Además, t', 'También t', 'T'][(state.sameRoleRun + setting.variation) % 3] ?? 'T'}${plan.line.role.current ? 'engo' : 'uve'} ${inCharge}.`;
      // ("Registro de constantes": a noun before "de" that spells a verb names a task, as in evidenceSentence.)
      const ownSentence = writesOwnSentence(quoted);
      const task = plan.line.sourceLanguage === 'es' && !ownSentence ? spanishTask(quoted) : undefined;
      // "Participación en ..." after a line of the same role: "También participo en ...".
      if (sameRole && task && 'participation' in task)
        return `${['Además, p', 'También p', 'P'][(state.sameRoleRun + setting.variation) % 3] ?? 'P'}${plan.line.role.current ? 'articipo' : 'articipé'} ${task.participation}.`;
      if (sameRole && plan.line.sourceLanguage === 'es' && ownSentence)
        return (
          `${['Además, ', 'También ', ''][(state.sameRoleRun + setting.variation) % 3] ?? ''}${quoted.charAt(0).toLowerCase()}${quoted.slice(1)}.`
            // The plain form begins the sentence.
            .replace(/^(\p{Ll})/u, (letter) => letter.toUpperCase())
        );
      // "Su anuncio pide ...": a must-have named as the ad names it before the line that shows it (shownMustHave).
      const named = shownMustHave(plan);
      if (named !== undefined) {
        const lead = state.written.some((written) => /^(?:Su anuncio pide|También piden?) /.test(written))
          ? `También ${you.ask}`
          : 'Su anuncio pide';
        return `${lead} ${named}. ${evidenceSentence(plan.line, state, setting, id)}`;
      }
      return evidenceSentence(plan.line, state, setting, id);
    }
    case 'requirement-skills': {
      // ("Además, aporto ." of a plan whose skills all have an empty name: nothing to say, no sentence.)
      const phrases = plan.skills.map(skillPhrase).filter((phrase) => phrase.trim() !== '');
      if (phrases.length === 0) return undefined;
      // "Además, trabajo con Excel y SAP": tools are worked with; "aporto" brings what a level names ("conocimientos
      // básicos de ...", "formación en ...").
      const tools = plan.skills.every((skill) => skillPhrase(skill) === skill.name);
      if (tools) return `Además, trabajo con ${joinList(phrases, 'y')}.`;
      // "SAP (solo formación)", "Excel (nivel avanzado)": a tool said with its level is known, never brought itself
      // ("aporto conocimientos de SAP (solo formación) y Excel (nivel avanzado)", never "aporto SAP (solo formación)").
      const named = plan.skills
        .filter((skill) => skill.name.trim() !== '' && skillPhrase(skill).startsWith(skill.name))
        .map(skillPhrase);
      const others = phrases.filter((phrase) => !named.includes(phrase));
      const known = named.length > 0 ? [`conocimientos de ${joinList(named, 'y')}`] : [];
      return `Además, aporto ${joinList([...known, ...others], 'y')}.`;
    }
    case 'ask': {
      // "Me piden que les hable de un estudio con usuarios que haya liderado. En Banco X, ...": the ad's ask said back
      // in the first person, then the line that answers it (foreign-asks.ts); where the ask cannot be turned word for
      // word, the answer is introduced without it.
      const own = askInFirstPerson(plan.ask, 'es');
      const lead =
        own === undefined
          ? 'En su anuncio piden un ejemplo concreto de mi trabajo'
          : `Me piden que les hable de ${own}`;
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
      return `Cuento con ${degreeArticle(degree)}${degree}${field && !degree.includes(field) ? ` en ${field}` : ''}${where ? ` (${where})` : ''}.`;
    }
    case 'earlier-roles':
      return `${plan.allEarlier ? 'Anteriormente trabajé' : 'También he trabajado'} como ${joinList(
        plan.roles.map((role) => `${role.title}${role.employer ? ` ${spanishPlace('en', role.employer)}` : ''}`),
        'y como',
      )}.`;
    case 'languages':
      // Language names are written in lower case in Spanish, with the level the resume gives ("inglés (B2)"); after
      // "Además, aporto ...", "También hablo".
      return `${state.written.some((written) => /^Además,/u.test(written)) ? 'También hablo' : 'Además, hablo'} ${joinSpanish(
        plan.languages.map((language) =>
          languageWithLevel(languageNames[language.name] ?? language.name, language.level, 'es'),
        ),
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
    // What the person is looking for, in their own first-person sentence ("Busco dar el salto a un puesto de coordinación ..."),
    // told as it stands in a letter of its language.
    case 'aim':
      return plan.aim.language === 'es' ? plan.aim.text : undefined;
    case 'motivation': {
      const duties = plan.duties.filter((duty) => duty.language === 'es').map((duty) => dutyHead(duty.text));
      if (duties.length === 0) return undefined;
      return `Me atraen especialmente las tareas que ${you.describe}: ${joinList(duties, 'y')}.`;
    }
    case 'closing':
      // A letter still short with every plan told takes the fuller phrasing (compose-letter.ts, fitLength).
      return (setting.roomy ? pickFuller : pick)(
        [
          `Me encantaría conversar ${you.withYou} en una entrevista sobre cómo puedo contribuir ${plan.company ? spanishPlace('a', plan.company) : 'a su equipo'}.`,
          `Quedo a su disposición para una entrevista en la que podamos hablar del puesto${plan.role ? ` de ${roleNamedAgain(plan.role)}` : ''}.`,
        ],
        setting,
        id,
      );
    // "Su anuncio pide experiencia mínima de 2 años en urgencias: trabajo como Enfermera de Urgencias en el Hospital
    // Clínico desde marzo de 2021": the years answered by the dates, as the resume gives them (tenure.ts).
    case 'tenure': {
      const latest = plan.roles[plan.roles.length - 1];
      if (!latest) return undefined;
      const lead = state.written.some((written) => /^(?:Su anuncio pide|También piden?) /u.test(written))
        ? `También ${you.ask}`
        : 'Su anuncio pide';
      const at = latest.employer ? ` ${spanishPlace('en', latest.employer)}` : '';
      const since = localDate(plan.since, 'es');
      const claim = plan.until
        ? `trabajé como ${latest.title}${at} de ${since} a ${localDate(plan.until, 'es')}`
        : plan.roles.length > 1
          ? `desempeño este trabajo desde ${since}, actualmente como ${latest.title}${at}`
          : `trabajo como ${latest.title}${at} desde ${since}`;
      return `${lead} ${lowerFirstForSentence(plan.requirement.replace(/[.;:\s]+$/u, ''))}: ${claim}.`;
    }
    // Only "immediately" is said in the letter's words: a notice period or a date is in the resume's.
    case 'practicalities':
      return writePracticalities(plan, {
        start: (date) =>
          date?.kind === 'immediately'
            ? 'Puedo incorporarme de inmediato.'
            : date?.kind === 'notice' && date.language === 'es'
              ? `Mi preaviso es de ${date.period}.`
              : `Con gusto acordaré ${you.withYou} la fecha de incorporación.`,
        salary: 'Con gusto hablaré de mis expectativas salariales en una entrevista.',
        shifts: `Con gusto concretaré ${you.withYou} mi disponibilidad de turnos.`,
      });
    case 'work-samples':
      return `${you.can} ver mis trabajos en ${joinList(plan.links, 'y')}.`;
    case 'contact': {
      const ways = [plan.phone, plan.email].filter((way): way is string => way !== null);
      if (ways.length === 0)
        return plan.profile ? `${you.can} contactarme a través de mi perfil: ${plan.profile}.` : undefined;
      return `${you.can} contactarme en ${joinList(ways, 'o')}.`;
    }
    case 'thanks':
      return 'Muchas gracias por su tiempo y consideración.';
  }
}
