// German sentences for the letter's plans. German letters continue in lower case after the salutation's comma, put
// the subject after the verb when a sentence opens with anything else ("Bei der Beispiel AG war ich ..."), and give
// employers the article their name needs ("bei der Nordlicht GmbH", "beim Klinikum Süd").

import { askInFirstPerson } from '../foreign-asks.ts';
import type { Credential, Skill } from '@cover-letter/shared/fact-sheet-schema';
import { toGermanClause, type GermanClause } from '../first-person-german.ts';
import {
  roleInSentence,
  dutyHead,
  joinList,
  localDate,
  pick,
  pickFuller,
  writePracticalities,
  type Phrasebook,
  type WritingState,
  type WrittenSentence,
  sourceNamed,
  withGraduateDegree,
  withSkillNote,
} from '../phrasebook.ts';
import type { EvidenceLine, LetterSetting, RoleReference, SentencePlan } from '../sentence-plans.ts';
import { readStatedExperience } from '../stated-experience.ts';
import { containsWholeWord } from '../../text/compare.ts';
import { countTitleWords, germanFurtherQualificationKinds, isTitleWord } from '../../vocabulary/occupations.ts';

/**
 * "1 month to the end of a month", "2 weeks": a notice period an English CV gives, in German ("1 Monat zum Monatsende",
 * "2 Wochen"); undefined for one in other words, which the letter offers to agree instead (a held-out German letter
 * for an English CV left the Eintrittstermin it was asked for open, though the CV gave the notice).
 */
function noticeInGerman(period: string): string | undefined {
  const notice = period.match(
    /^(\d{1,2})\s+(weeks?|months?)(?:\s+to\s+the\s+end\s+of\s+(?:a|the)\s+(month|quarter))?$/iu,
  );
  if (!notice?.[1] || !notice[2]) return undefined;
  const count = Number(notice[1]);
  const unit = /^week/iu.test(notice[2]) ? (count === 1 ? 'Woche' : 'Wochen') : count === 1 ? 'Monat' : 'Monate';
  const end = notice[3] ? (/^month$/iu.test(notice[3]) ? ' zum Monatsende' : ' zum Quartalsende') : '';
  return `${count} ${unit}${end}`;
}

/** "bei der Nordlicht Logistik GmbH", "beim Universitätsklinikum Leipzig", "bei Google". */
export function atEmployer(employer: string): string {
  // "an der Universität Stuttgart", "an der Hochschule München", "an der Grundschule am Park": one works at a
  // university or a school, never "bei" it.
  if (
    /^(?:universität|hochschule|fachhochschule|technische universität|pädagogische hochschule|\p{L}*schule)\b/iu.test(
      employer,
    )
  )
    return `an der ${employer}`;
  if (
    // (A legal form is a word of its own: "Khujug Restaurant" ends no name on "ug"; a feminine noun may end a
    // compound, "Commerzbank", "Stadtverwaltung".)
    /(?:(?<![\p{L}])(?:gmbh|ag|se|kg|ohg|ug|e\.\s?v\.)|stiftung|klinik|universität|hochschule|bank|gruppe|group|genossenschaft|kanzlei|praxis|agentur|stadt|gemeinde|verwaltung|schule)\b/iu.test(
      employer,
    ) &&
    !/^(?:die|der|das)\s/i.test(employer)
  )
    return `bei der ${employer}`;
  if (
    /^(?:klinikum|krankenhaus|universitätsklinikum|landratsamt|amt|institut|unternehmen|haus|zentrum|städtische[sn]?|bundesamt|ministerium)\b/i.test(
      employer,
    )
  )
    // "Städtische(s) Krankenhaus Nord" after "beim": the adjective takes the dative ending ("beim Städtischen ...").
    return `beim ${employer.replace(/^(\p{Lu}\p{Ll}+(?:isch|lich|ig|al|ell|iv))e[sr]?(?=\s)/u, '$1en')}`;
  if (/^(?:verein|verband|konzern|dienst|landkreis|bezirk)\b/i.test(employer)) return `beim ${employer}`;
  // "Kreiskrankenhaus Rhein-Berg", "Evangelische Krankenhaus Rheinaue", "St. Agnes Krankenhaus Köln-Mülheim", "Helios
  // Klinikum Berlin-Buch": a house the name calls a hospital, clinic or institute is neuter ("beim Evangelischen
  // Krankenhaus ...", "beim Kreiskrankenhaus ..."); so is an office ("beim Ingenieurbüro Teichmann").
  const neuterHouse =
    /^(?:(?:St\.|Sankt)\s+\p{Lu}\p{Ll}+\s+|(\p{Lu}\p{Ll}+(?:sch|lich|ig|ein|al|ell|iv|er))(es?)\s+|\p{Lu}[\p{L}-]+\s+)?\p{L}*(?:[Kk]rankenhaus|[Kk]linikum|[Ii]nstitut|[Zz]entrum|[Ww]erk|[Bb]üro|[Hh]ospital)\b/u.exec(
      employer,
    );
  if (neuterHouse) {
    const [, stem, ending] = neuterHouse;
    return `beim ${stem && ending ? `${stem}en${employer.slice(stem.length + ending.length)}` : employer}`;
  }
  // "Max-Planck-Institut für Biologie": a compound whose last part is neuter.
  // ("St. Marien-Hospital Bonn": das Hospital.)
  if (/^(?:(?:St\.|Sankt)\s+)?[\p{L}-]+-(?:Institut|Klinikum|Krankenhaus|Zentrum|Amt|Werk|Hospital)\b/u.test(employer))
    return `beim ${employer}`;
  return `bei ${employer}`;
}

function tenseVerb(role: RoleReference, present: string, past: string): string {
  return role.current ? present : past;
}

/**
 * "Praxissemester", "Jahrespraktikum": a placement is no post one works "als"; it is the time of one ("im Rahmen eines
 * Praxissemesters"), or undefined for a post.
 */
function placementOf(title: string): string | undefined {
  // ("FSJ", "Bundesfreiwilligendienst": a year of voluntary service, "im Rahmen eines FSJ".)
  if (/^(?:FSJ|BFD|FÖJ)$/u.test(title)) return title;
  if (/^\p{L}*[Ff]reiwilligendienst$/u.test(title)) return `${title}es`;
  // ("Praktikum im Behindertenwohnheim", "Praktikum als Arzthilfe": with where or as what, "eines Praktikums im ...".)
  const placement = title.match(
    /^(\p{L}*(?:[Pp]raktikum|[Ss]emester))((?:\s+(?:im|in der|in einem|in einer|als|bei)\s+\S.*)?)$/u,
  );
  return placement?.[1] ? `${placement[1]}s${placement[2] ?? ''}` : undefined;
}

/**
 * "freiberufliche Tätigkeit", "Selbstständig", "Freelancer": how the work was held, no post one works "als"; said as
 * the adverb ("freiberuflich", "selbstständig"), or undefined for a post.
 */
function workModeOf(title: string): 'freiberuflich' | 'selbstständig' | undefined {
  const trimmed = title.trim();
  if (/^(?:freiberufliche\s+Tätigkeit|Freiberufler(?:in)?|freiberuflich|Freelancer(?:in)?|Freelance)$/iu.test(trimmed))
    return 'freiberuflich';
  if (/^(?:selbst(?:st)?ändige\s+Tätigkeit|Selbst(?:st)?ändig(?:e|er)?|Self[- ]employed)$/iu.test(trimmed))
    return 'selbstständig';
  return undefined;
}

/**
 * A post's name inside a German sentence: its adjectives in lower case, as German writes them ("als stellvertretende
 * kaufmännische Leitung", "als technischer Leiter"), where the resume's line began with a capital.
 */
function postInSentence(title: string): string {
  return title.replace(
    /^(?:\p{Lu}\p{Ll}+(?:ische|liche|ende|ige|ive|ale|elle|ierte|ete)[rn]?\s+)+(?=\p{L})/u,
    (adjectives) => adjectives.toLowerCase(),
  );
}

/** "als Buchhalterin", "im Rahmen eines Praxissemesters" for a placement, "freiberuflich" for a way of working. */
function asPost(title: string): string {
  // (A job the resume names by its employer alone: "Außerdem arbeite ich bei Internet-Gottesdiensten".)
  if (title.trim() === '') return '';
  const placement = placementOf(title);
  return placement ? `im Rahmen eines ${placement}` : (workModeOf(title) ?? `als ${postInSentence(title)}`);
}

function roleIntroduction(role: RoleReference, state: WritingState, setting: LetterSetting, salt: number): string {
  const at = role.employer ? ` ${atEmployer(role.employer)}` : '';
  // "Ausbildung zur Gesundheits- und Krankenpflegerin": a training, said as the time of it, never "Als Ausbildung".
  if (/^Ausbildung\b/u.test(role.title)) return `Während meiner ${role.title}${at}`;
  // ("kaufmännische Lehre", "Lehre als Polymechaniker": the same, its adjective in the dative, "Während meiner
  // kaufmännischen Lehre beim ...", never "Als kaufmännische Lehre".)
  const apprenticeship = role.title.match(/^(?:(\p{L}+e)\s+)?Lehre\b(.*)$/u);
  if (apprenticeship)
    return `Während meiner ${apprenticeship[1] ? `${apprenticeship[1].toLowerCase()}n ` : ''}Lehre${apprenticeship[2] ?? ''}${at}`;
  // A job the resume names by its employer alone is told there ("Bei der Hochuli Metallbau AG"), under no title.
  if (state.introducedRoles.has(role.roleIndex) || (role.title === '' && role.employer))
    return role.employer
      ? atEmployer(role.employer).replace(/^\p{Ll}/u, (letter) => letter.toUpperCase())
      : role.current
        ? 'In meiner jetzigen Position'
        : `Als ${role.title}`;
  const placement = placementOf(role.title);
  if (placement) return `Im Rahmen meines ${placement}${at}`;
  // ("In meiner freiberuflichen Tätigkeit beim Ingenieurbüro Teichmann", never "Als freiberufliche Tätigkeit".)
  const workMode = workModeOf(role.title);
  if (workMode)
    return `In meiner ${workMode === 'freiberuflich' ? 'freiberuflichen' : 'selbstständigen'} Tätigkeit${at}`;
  if (role.current)
    return pick(
      [`In meiner jetzigen Position als ${postInSentence(role.title)}${at}`, `Als ${postInSentence(role.title)}${at}`],
      setting,
      salt,
    );
  return pick(
    [`Als ${postInSentence(role.title)}${at}`, `In meiner früheren Position als ${postInSentence(role.title)}${at}`],
    setting,
    salt,
  );
}

/**
 * "Außerdem" once; later additions open with other words. None for a paragraph's first sentence: "Außerdem spreche ich
 * Deutsch" after the opening paragraph adds to nothing the reader has just read.
 */
function freshOpening(state: WritingState): string {
  if (state.paragraph.length === 0) return '';
  const openings = ['Außerdem', 'Darüber hinaus', 'Zudem'];
  return openings.find((opening) => !state.written.some((written) => written.startsWith(`${opening} `))) ?? '';
}

/** A further sentence about the role just named, opened differently each time: "Außerdem", "Zudem", "Dort". */
function continuation(clause: GermanClause, state: WritingState, setting: LetterSetting): string {
  const openings = ['Außerdem', 'Zudem', 'Dort'];
  const opening = openings[(state.sameRoleRun + setting.variation) % openings.length] ?? 'Außerdem';
  return `${opening} ${clause.verb} ich ${clause.rest}.`;
}

/** "Als ... war ich für ... verantwortlich": the verb second, the subject after it. */
function invertedSentence(introduction: string, clause: GermanClause): string {
  return `${introduction} ${clause.verb} ich ${clause.rest}.`;
}

function clauseFor(line: EvidenceLine): GermanClause | undefined {
  if (line.sourceLanguage !== 'de') return undefined;
  return toGermanClause(line.achievement.text, line.role.current ? 'present' : 'past');
}

/** The sentences `foreignLine` goes on with for a role's further quoted lines. */
/** A personal quality a German CV lists among its skills, which one brings as it is ("bringe ich Teamfähigkeit mit"). */
const personalQuality =
  /^(?:Eigeninitiative|Engagement|Motivation|Empathie|Geduld|Pünktlichkeit|Sorgfalt|Genauigkeit|Organisationstalent|Kreativität|Flexibilität|Belastbarkeit|Zuverlässigkeit|Selbstständigkeit|Selbständigkeit|Teamgeist|\p{Lu}\p{Ll}*(?:fähigkeit|bereitschaft|bewusstsein|vermögen|stärke))$/u;

const furtherLines =
  /^(?:Zu meinen Aufgaben (?:gehört|gehörte) außerdem|In meinem Lebenslauf steht dazu auch|Ebenso (?:gehört|gehörte) dazu): „/u;

/** The openings `foreignLine` gives a role's first quoted line. */
const roleOpenings =
  /beschreibe ich meine Aufgaben in meinem Lebenslauf so|zu meinen Aufgaben: „|ich unter anderem hierfür zuständig/u;

/**
 * How many lines of another language a German letter quotes at most: a letter of quotes ("beschreibe ich meine
 * Aufgaben in meinem Lebenslauf so: „Check In and Check Out procedures“", ten times over) is the resume handed back in
 * its own language, and a reader of German stops reading. The rest of such a resume is told by its tools, its
 * credentials and its degrees.
 */
const mostQuotedLines = 3;

/** The sentences that name a role past those quotes, in the letter's own words. */
const plainlyNamed = /^(?:Zuvor war ich .* tätig|Davor arbeitete ich .*)\.$/u;

function foreignLine(
  line: EvidenceLine,
  state: WritingState,
  setting: LetterSetting,
  salt: number,
): string | undefined {
  const quotedSoFar = state.written.filter((written) => written.includes('„')).length;
  const quoted = line.achievement.text.replace(/[.;:\s]+$/u, '');
  // A further line of the role the sentence before spoke of goes on from it: "Bei Mansley ... lautet eines meiner
  // Ergebnisse ..." said again for each of a role's lines read as a form filled in ten times over.
  const previous = state.previous;
  const sameRole = previous !== undefined && 'line' in previous && previous.line.role.roleIndex === line.role.roleIndex;
  // Past the quotes a letter may hold, a role not named yet is named in a sentence of the letter's own ("Zuvor war ich
  // als Front Office Receptionist bei ... tätig"), and further lines of a role are left to the resume.
  if (quotedSoFar >= mostQuotedLines || (sameRole && quotedSoFar >= mostQuotedLines - 1)) {
    if (sameRole || state.introducedRoles.has(line.role.roleIndex) || line.role.title === '') return undefined;
    const at = line.role.employer ? ` ${atEmployer(line.role.employer)}` : '';
    if (line.role.current) return `Außerdem arbeite ich ${asPost(line.role.title)}${at}.`;
    // Two such sentences at most, each worded its own way: a third reads as the resume's list read aloud.
    const named = state.written.filter((written) => plainlyNamed.test(written)).length;
    if (named >= 2) return undefined;
    return named === 0
      ? `Zuvor war ich ${asPost(line.role.title)}${at} tätig.`
      : `Davor arbeitete ich ${asPost(line.role.title)}${at}.`;
  }
  if (sameRole && line.skills.length === 0) {
    const further = [
      `Zu meinen Aufgaben ${tenseVerb(line.role, 'gehört', 'gehörte')} außerdem: „${quoted}“.`,
      `In meinem Lebenslauf steht dazu auch: „${quoted}“.`,
      `Ebenso ${tenseVerb(line.role, 'gehört', 'gehörte')} dazu: „${quoted}“.`,
    ];
    // Turn by turn over the letter, so that no two run alike.
    const told = state.written.filter((written) => furtherLines.test(written)).length;
    return further[(told + setting.variation) % further.length] ?? further[0] ?? '';
  }
  const introduction = roleIntroduction(line.role, state, setting, salt);
  if (line.skills.length > 0)
    return `${introduction} ${tenseVerb(line.role, 'arbeite', 'arbeitete')} ich mit ${joinList(line.skills.slice(0, 4), 'und')}; in meinem Lebenslauf beschreibe ich es so: „${quoted}“.`;
  // A result is one by its figure; a duty is a task, never "eines meiner Ergebnisse".
  if (/\d/u.test(quoted))
    return `${introduction} lautet eines meiner Ergebnisse, in den Worten meines Lebenslaufs: „${quoted}“.`;
  // Each role opened in other words than the last.
  const opened = state.written.filter((written) => roleOpenings.test(written)).length;
  const openings = [
    `${introduction} beschreibe ich meine Aufgaben in meinem Lebenslauf so: „${quoted}“.`,
    `${introduction} ${tenseVerb(line.role, 'gehört', 'gehörte')} zu meinen Aufgaben: „${quoted}“.`,
    `${introduction} ${tenseVerb(line.role, 'bin', 'war')} ich unter anderem hierfür zuständig: „${quoted}“.`,
  ];
  return openings[opened % openings.length] ?? openings[0] ?? '';
}

function skillPhrase(skill: Skill): string {
  if (
    skill.qualifier &&
    /^(?:basic|basics|beginner|grundlagen|grundkenntnisse|foundational|introductory)$/i.test(skill.qualifier)
  )
    return `Grundkenntnisse in ${skill.name}`;
  if (skill.qualifier === 'coursework') return `Kursinhalte in ${skill.name}`;
  return skill.qualifier ? withSkillNote(skill.name, skill.qualifier) : skill.name;
}

/** "Industriemeister Fachrichtung Elektrotechnik (IHK)": a further qualification named by its kind. */
const furtherQualification = new RegExp(String.raw`^\p{Lu}\p{Ll}*(?:${germanFurtherQualificationKinds})\b`, 'u');

function credentialSentence(credential: Credential): string | undefined {
  const date = credential.date ? ` für ${credential.date}` : '';
  switch (credential.status) {
    case 'held':
      // "Praxisanleiterin", "Wundexpertin ICW": a qualification named as what the person is.
      if (
        // ("Elektrofachkraft für festgelegte Tätigkeiten (EFKffT)": a skilled person the training makes.)
        /^\p{Lu}\p{Ll}+(?:in|er|e|wirt|meister|fachkraft)\b/u.test(credential.name) &&
        !/(?:ung|heit|keit|schaft|schein|zertifikat|e)$/u.test(credential.name.split(/[\s(]/)[0] ?? '') &&
        // ("Laser Certification": an English credential's name is had, never been.)
        !/\b(?:Certification|Certificate|Licen[cs]e|Registration|Card|Diploma)\b/u.test(credential.name)
      )
        return `Ich bin ${credential.name}.`;
      // "Fachkundige Person für Arbeiten an HV-eigensicheren Fahrzeugen": a role the training makes the person, which
      // the person is ("Ich verfüge über Fachkundige Person ..." before).
      if (/^(?:Fachkundige|Sachkundige|Befähigte|Unterwiesene|Verantwortliche)\s+Person\b/u.test(credential.name))
        return `Ich bin ${credential.name}.`;
      return `Ich verfüge über ${germanArticle(credential.name)}${credential.name}.`;
    case 'in_progress':
      // "Industriemeister Fachrichtung Elektrotechnik (IHK)": a master's or technician's qualification is a further
      // training the person is taking, with the date it is expected to end.
      if (furtherQualification.test(credential.name))
        return `Derzeit absolviere ich die Weiterbildung zum ${credential.name}${
          credential.date
            ? `, die ich voraussichtlich ${/^(?:Frühjahr|Sommer|Herbst|Winter)\b/u.test(credential.date) ? 'im ' : ''}${credential.date} abschließe`
            : ''
        }.`;
      // "Meistervorbereitung Kfz-Techniker-Handwerk in Teilzeit": a course that prepares for an exam is attended, never
      // "worked towards" ("Derzeit arbeite ich auf Meistervorbereitung ... hin").
      if (/^\p{Lu}\p{Ll}*vorbereitung\b/u.test(credential.name)) return `Derzeit besuche ich die ${credential.name}.`;
      return `Derzeit arbeite ich auf ${credential.name} hin.`;
    case 'pending':
      return `Die Erteilung von ${credential.name} steht noch aus; die Prüfungen dafür habe ich bereits bestanden.`;
    case 'planned':
      return `${credential.name} habe ich${date} fest eingeplant.`;
    case 'expired':
      return undefined;
  }
}

const languageNames: Record<string, string> = {
  English: 'Englisch',
  German: 'Deutsch',
  Deutsch: 'Deutsch',
  Spanish: 'Spanisch',
  French: 'Französisch',
  Italian: 'Italienisch',
  Portuguese: 'Portugiesisch',
  Polish: 'Polnisch',
  Russian: 'Russisch',
  Turkish: 'Türkisch',
  Arabic: 'Arabisch',
  Chinese: 'Chinesisch',
  Mandarin: 'Mandarin',
  Hindi: 'Hindi',
  Urdu: 'Urdu',
  Farsi: 'Persisch',
  Englisch: 'Englisch',
};

function experiencePhrase(plan: { experience: string | null }, sourceLanguage: string): string | undefined {
  const experience = readStatedExperience(plan.experience, sourceLanguage);
  if (!experience) return undefined;
  const qualifier = { over: 'über ', almost: 'fast ', about: 'rund ', exact: '' }[experience.qualifier];
  return `${qualifier}${experience.years}${experience.plus ? '+' : ''} Jahre Berufserfahrung`;
}

/**
 * "Außerdem bin ich für A verantwortlich. Zudem bin ich für B verantwortlich. Dort bin ich für C verantwortlich.": the
 * duties of one role said one after another are one sentence, three at most ("Außerdem bin ich für A, B und C
 * verantwortlich"); a letter that says "bin ich für ... verantwortlich" at every line reads as a list read out (set V's
 * German letter said it seven times). A sentence that goes on after its duty ("... verantwortlich und habe dabei ...")
 * stays as it is.
 */
function combineGermanSentences(sentences: WrittenSentence[]): string[] {
  const combined: string[] = [];
  type Run = { index: number; lead: string; verb: string; items: string[]; role: number; takesOn: boolean };
  let run: Run | undefined;
  // The duty sentences of the role last named, each said in the frame its turn gives it: every second one with
  // another verb ("Dort übernehme ich die Anleitung ..."), so that "bin ich für ... verantwortlich" does not open every
  // line.
  let dutiesSaid = 0;
  let dutyRole = -1;
  const words = (texts: string[]) => texts.join(' ').split(/\s+/u).length;
  const say = ({ lead, verb, items, takesOn }: Run) => {
    // "für die Kontierung und Buchung ... sowie die Abstimmung ...": a duty with an "und" of its own is joined with
    // "sowie", as German joins a list whose items hold one.
    const list = joinList(items, items.some((duty) => /\sund\s/u.test(duty)) ? 'sowie' : 'und');
    return takesOn
      ? `${lead}${verb === 'bin' ? 'übernehme' : 'übernahm'} ich ${list}.`
      : `${lead}${verb} ich für ${list} verantwortlich.`;
  };
  // "Ich verfüge über First Aid. Ich verfüge über CPR.": credentials held, told one after another, are one sentence
  // ("Ich verfüge über First Aid und CPR"), three at most.
  let held: { index: number; items: string[] } | undefined;
  for (const { text, plan } of sentences) {
    const credential = plan.kind === 'credential' ? text.match(/^Ich verfüge über (.+)\.$/u)?.[1] : undefined;
    if (credential !== undefined && held && held.items.length < 3) {
      held.items.push(credential);
      combined[held.index] = `Ich verfüge über ${joinList(held.items, 'und')}.`;
      continue;
    }
    // ("Ich bin Elektrofachkraft ..." between two: a qualification the person is leaves the run of those held open.)
    held =
      credential === undefined
        ? plan.kind === 'credential' && /^Ich bin /u.test(text)
          ? held
          : undefined
        : { index: combined.length, items: [credential] };
    const role = 'line' in plan ? plan.line.role.roleIndex : -1;
    const duty = role >= 0 ? text.match(/^(.*?)\b(bin|war) ich für (.+?) verantwortlich\.$/u) : null;
    const item = duty?.[3];
    if (!duty || item === undefined || /\bverantwortlich\b|[;:]/u.test(item)) {
      run = undefined;
      combined.push(text);
      continue;
    }
    // Short duties only, three at most and a sentence a reader takes in at once: two long ones ("die Kontierung und
    // Buchung von rund 900 Eingangsrechnungen ...") read better as two sentences than as one of thirty words.
    const short = words([item]) <= 8;
    if (
      short &&
      run &&
      run.role === role &&
      run.verb === duty[2] &&
      run.items.length < 3 &&
      words([...run.items, item]) <= 20
    ) {
      run.items.push(item);
      combined[run.index] = say(run);
      continue;
    }
    if (role !== dutyRole) {
      dutyRole = role;
      dutiesSaid = 0;
    }
    const sentence: Run = {
      index: combined.length,
      lead: duty[1] ?? '',
      verb: duty[2] ?? 'bin',
      items: [item],
      role,
      takesOn: dutiesSaid % 2 === 1,
    };
    dutiesSaid += 1;
    run = short ? sentence : undefined;
    combined.push(say(sentence));
  }
  return combined;
}

/** Who the person is, in German: the post held now or last, or the headline, with the years the resume states. */
function germanIdentity(plan: Extract<SentencePlan, { kind: 'identity' }>): string | undefined {
  const experience = experiencePhrase(plan, 'de');
  const bring = experience ? ` und bringe ${experience} mit` : '';
  if (plan.role) {
    const at = plan.role.employer ? ` ${atEmployer(plan.role.employer)}` : '';
    return plan.role.current
      ? `Derzeit arbeite ich ${asPost(plan.role.title)}${at}${bring}.`
      : // (A post left before a later job is never "zuletzt": "Ich war ... tätig".)
        `${plan.laterJob ? 'Ich war' : 'Zuletzt war ich'} ${asPost(plan.role.title)}${at} tätig${bring}.`;
  }
  if (plan.headline) return `Ich bin ${plan.headline}${bring}.`;
  return experience ? `Ich bringe ${experience} mit.` : undefined;
}

export const germanPhrasebook: Phrasebook = {
  combine: combineGermanSentences,
  // A line in another language is told by its tools or quoted with its role; a German line needs its clause.
  canTell: (line) => line.sourceLanguage !== 'de' || clauseFor(line) !== undefined,

  // "Frau Dr. Sabine Lorenz" is greeted by her form of address, title and surname: "Sehr geehrte Frau Dr. Lorenz,".
  salutation: (setting) => {
    const addressed = setting.contactName?.match(/^(Frau|Herr)\s+((?:(?:Dr|Prof)\.\s*)*)(?:.*\s)?(\S+)$/u);
    if (addressed?.[1] && addressed[3])
      return `Sehr geehrte${addressed[1] === 'Herr' ? 'r' : ''} ${addressed[1]} ${addressed[2] ?? ''}${addressed[3]},`;
    return setting.contactName ? `Guten Tag ${setting.contactName},` : 'Sehr geehrte Damen und Herren,';
  },

  signOff: () => 'Mit freundlichen Grüßen',

  write: (planned, setting, state) => {
    const { plan, id } = planned;
    switch (plan.kind) {
      case 'application': {
        const at = `${plan.reference ? ` (Kennziffer ${plan.reference})` : ''}${plan.company ? ` ${atEmployer(plan.company)}` : ''}`;
        // German letters continue in lower case after the salutation's comma. An ad whose title was not read is "die
        // ausgeschriebene Stelle", never "die Stelle ." with a gap where the title stood.
        // ("Sozialpädagog*in als Wohngruppenleitung": a title with an "als" of its own says its function in brackets,
        // never "die Stelle als Sozialpädagog*in als Wohngruppenleitung".)
        // ("Auf die Stelle bin ich über ... aufmerksam geworden.": where the ad asked to be told it was seen.)
        const source = plan.source
          ? ` Auf die Stelle bin ich über ${sourceNamed(plan.source)} aufmerksam geworden.`
          : '';
        // ("Ausbildung als Fachkraft für Lagerlogistik": an apprenticeship is a place to train, never "die Stelle als
        // Ausbildung".)
        const apprenticeship = plan.role?.match(/^Ausbildung\s+(?:als|zur?|zum)\s+(.+)$/u)?.[1];
        if (apprenticeship)
          return `${pick(
            [
              `ich bewerbe mich um einen Ausbildungsplatz als ${roleInSentence(apprenticeship)}${at}.`,
              `hiermit bewerbe ich mich um eine Ausbildung als ${roleInSentence(apprenticeship)}${at}.`,
            ],
            setting,
            id,
          ).replace(/\s+/g, ' ')}${source}`;
        const role = plan.role ? roleInSentence(plan.role).replace(/^(.+?)\s+als\s+(.+)$/u, '$1 ($2)') : null;
        const forms = role
          ? [
              `ich bewerbe mich um die Stelle als ${role}${at}.`,
              `gern möchte ich mich als ${role}${at} einbringen und bewerbe mich hiermit.`,
            ]
          : [
              `ich bewerbe mich um die ausgeschriebene Stelle${at}.`,
              `hiermit bewerbe ich mich um die ausgeschriebene Stelle${at}.`,
            ];
        return `${pick(forms, setting, id).replace(/\s+/g, ' ')}${source}`;
      }
      case 'identity': {
        return withGraduateDegree(planned, setting, state, germanPhrasebook.write, germanIdentity(plan));
      }
      case 'profile': {
        if (plan.sourceLanguage !== 'de') return undefined;
        const text = plan.text.replace(/[.\s]+$/u, '');
        if (/^Ich\s/.test(text)) return `${text}.`;
        // "Leidenschaftlicher Backend Engineer mit ...": an adjective in -er before a title is who the person is.
        const words = text.split(/\s+/);
        if (/^\p{Lu}\p{Ll}+er$/u.test(words[0] ?? '') && countTitleWords(words.slice(1, 4).join(' ')) > 0)
          return `Ich bin ${(words[0] ?? '').toLowerCase()} ${words.slice(1).join(' ')}.`;
        return undefined;
      }
      case 'achievement': {
        const clause = clauseFor(plan.line);
        if (!clause) return foreignLine(plan.line, state, setting, id);
        const previous = state.previous;
        if (previous !== undefined && 'line' in previous && previous.line.role.roleIndex === plan.line.role.roleIndex)
          return continuation(clause, state, setting);
        return invertedSentence(roleIntroduction(plan.line.role, state, setting, id), clause);
      }
      case 'requirement-achievement': {
        const clause = clauseFor(plan.line);
        if (!clause) return foreignLine(plan.line, state, setting, id);
        const previous = state.previous;
        const sameRole =
          previous !== undefined && 'line' in previous && previous.line.role.roleIndex === plan.line.role.roleIndex;
        if (sameRole) return continuation(clause, state, setting);
        const introduction = roleIntroduction(plan.line.role, state, setting, id);
        // The skills lead once a letter: a second "X setzte ich in meiner Arbeit ein" reads as a form.
        const led = state.written.some((written) => written.includes('in meiner Arbeit ein'));
        // Only a must-have leads with its tools: a nice-to-have named first reads as the letter's priority.
        if (plan.skills.length > 0 && !led && plan.source === 'must-have')
          return `${joinList(plan.skills, 'und')} ${tenseVerb(plan.line.role, 'setze', 'setzte')} ich in meiner Arbeit ein: ${invertedSentence(introduction, clause)}`;
        return invertedSentence(introduction, clause);
      }
      case 'requirement-skills': {
        // Skills a sentence before has already named are not listed again.
        const told = state.written.join(' ');
        // Plain skills first: "Code-Reviews und Grundkenntnisse in RabbitMQ", not basics that seem to cover both.
        const fresh = plan.skills
          // "MS Excel" after "Excel": the same skill.
          .filter((skill) => {
            const base = skill.name.replace(/^(?:MS|Microsoft)\s+/u, '');
            return !containsWholeWord(told, skill.name) && !containsWholeWord(told, base);
          })
          .sort((left, right) => Number(left.qualifier !== null) - Number(right.qualifier !== null));
        if (fresh.length === 0) return undefined;
        const opening = freshOpening(state);
        const phrases = fresh.map(skillPhrase);
        const listed = joinList(phrases, 'und');
        // ("Darüber hinaus bringe ich Abacus, SAP und Excel mit": one brings knowledge of a tool, never the tool.)
        // ("Eigeninitiative", "Teamfähigkeit": a quality is brought as it is, never "Kenntnisse in Eigeninitiative".)
        const unqualified = fresh.filter((skill, index) => phrases[index] === skill.name).map((skill) => skill.name);
        const qualities = unqualified.filter((name) => personalQuality.test(name));
        const plain = unqualified.filter((name) => !qualities.includes(name));
        const qualified = phrases.filter((phrase, index) => phrase !== fresh[index]?.name);
        const known = [...(plain.length > 0 ? [`Kenntnisse in ${joinList(plain, 'und')}`] : []), ...qualified].join(
          plain.length > 0 && qualified.length > 0 ? ' sowie ' : '',
        );
        const brought = joinList([...qualities, ...(known === '' ? [] : [known])], 'und');
        if (opening) return `${opening} bringe ich ${brought} mit.`;
        // ("Ich arbeite auch mit Eigeninitiative" said a quality as a tool.)
        return qualities.length > 0 ? `Ich bringe auch ${brought} mit.` : `Ich arbeite auch mit ${listed}.`;
      }
      case 'ask': {
        // "Sie bitten darum, ein Projekt zu beschreiben, bei dem ich unter Zeitdruck geschweißt habe. Bei X ...": the ad's
        // ask said back in the first person, then the line that answers it (foreign-asks.ts). Only an ask whose object
        // stands in the accusative ("ein Projekt", "eine Situation") is said back; "von einem Projekt" is not.
        const own = askInFirstPerson(plan.ask, 'de');
        const [head, ...rest] = (own ?? '').split(/,\s+/u);
        // ("wie ich bei einer Anlagenstörung ... vorgehe", "welche Fehlersuche mich zuletzt gefordert hat": a question is
        // said back as asked, "Sie fragen, wie ich ...".)
        const lead =
          own !== undefined && head !== undefined && /^(?:ein|eine|einen|den|die|das|Ihr|mein)\b/u.test(head)
            ? `Sie bitten darum, ${head} zu beschreiben${rest.length > 0 ? `, ${rest.join(', ')}` : ''}.`
            : own !== undefined && /^(?:wie|welche[nrs]?|was|wann|warum)\s/u.test(own)
              ? `Sie fragen, ${own}.`
              : 'Sie bitten in Ihrer Anzeige um ein konkretes Beispiel aus meiner Arbeit.';
        const clause = clauseFor(plan.line);
        const answer = clause
          ? invertedSentence(roleIntroduction(plan.line.role, state, setting, id), clause)
          : foreignLine(plan.line, state, setting, id);
        return answer === undefined ? undefined : `${lead} ${answer}`;
      }
      case 'project':
      case 'accomplishment':
      case 'study':
        // Told only where the resume's own words can be kept faithfully; a later version may quote them.
        return undefined;
      case 'credential':
        return credentialSentence(plan.credential);
      case 'education': {
        const { degree, field, institution, status } = plan.education;
        const subject = field && !degree.includes(field) ? ` in ${field}` : '';
        const school =
          institution &&
          /^(?:Hochschule|Universität|Fachhochschule|Technische Universität|Pädagogische Hochschule)\b/.test(
            institution,
          )
            ? ` an der ${institution}`
            : '';
        // "Ich habe einen B.Sc. in Informatik an der Hochschule Beispielstadt erworben."
        const article =
          /^(?:B\.?\s?Sc|M\.?\s?Sc|B\.?\s?A|M\.?\s?A|B\.?\s?Eng|M\.?\s?Eng|Bachelor|Master|MBA|Doktor)/i.test(degree)
            ? `einen ${degree}`
            : `den Abschluss ${degree}`;
        // "Ausbildung zum Kaufmann für Büromanagement": an apprenticeship is completed, not acquired.
        if (status === 'completed' && /^(?:Berufs)?[Aa]usbildung\b/.test(degree))
          return `Ich habe eine ${degree.replace(/^Berufsausbildung/, 'Berufsausbildung').replace(/^ausbildung/, 'Ausbildung')}${institution && /\b(?:IHK|HWK|Handwerkskammer|Industrie- und Handelskammer)\b/.test(institution) ? ` (${institution})` : ''} abgeschlossen.`;
        // "Diplom" with a person's trade after it ("Diplom Pädagoge", "Diplom Sozialarbeiter (FH)") is the title the degree
        // gives: "Ich bin Diplom-Pädagoge."
        if (
          status === 'completed' &&
          /^Diplom$/u.test(degree) &&
          field &&
          /^\p{Lu}\p{Ll}+$/u.test(field) &&
          isTitleWord(field)
        )
          return `Ich bin Diplom-${field}${school ? ` (${institution})` : ''}.`;
        if (status === 'completed') return `Ich habe ${article}${subject}${school} erworben.`;
        // ("Derzeit studiere ich (Bachelor of Science)": a degree without its subject is worked towards.)
        // (A degree whose only year is two years gone: "Ich habe ... studiert", never "derzeit".)
        if (status === 'in_progress' && plan.yearGone)
          return subject
            ? `Ich habe${subject.replace(/^ in/, '')} (${degree})${school} studiert.`
            : `Ich habe auf ${article}${school} hingearbeitet.`;
        if (status === 'in_progress')
          return subject
            ? `Derzeit studiere ich${subject.replace(/^ in/, '')} (${degree})${school}.`
            : `Derzeit arbeite ich auf ${article}${school} hin.`;
        return undefined;
      }
      case 'earlier-roles': {
        // "Ausbildung zur Fachkraft für Lagerlogistik (IHK)": an apprenticeship is completed somewhere, never "als
        // Ausbildung ... tätig".
        // ("KV-Ausbildung", "Kv-Ausbildung": the commercial apprenticeship of a Swiss CV, named by its kind before a dash.)
        const apprenticeships = plan.roles.filter((role) =>
          /^(?:Berufs)?[Aa]usbildung\b|^\p{L}{1,6}-Ausbildung$/u.test(role.title),
        );
        const posts = plan.roles.filter((role) => !apprenticeships.includes(role));
        const said: string[] = [];
        // ("Frontend Developer, Mammoth Studios, seit 01/2022": a post still held is said in the present.)
        const heldNow = posts.filter((role) => role.current && !placementOf(role.title));
        if (heldNow.length > 0)
          said.push(
            `Außerdem bin ich ${joinList(
              heldNow.map((role) => `${asPost(role.title)}${role.employer ? ` ${atEmployer(role.employer)}` : ''}`),
              'und',
            )} tätig.`,
          );
        const left = posts.filter((role) => !heldNow.includes(role));
        if (left.length > 0)
          said.push(
            `${plan.allEarlier ? 'Zuvor war ich' : heldNow.length > 0 ? 'Davor war ich' : 'Außerdem war ich'} ${
              left.some((role) => placementOf(role.title) ?? workModeOf(role.title))
                ? joinList(
                    left.map((role) => `${asPost(role.title)}${role.employer ? ` ${atEmployer(role.employer)}` : ''}`),
                    'und',
                  )
                : `als ${joinList(
                    left.map((role) => `${role.title}${role.employer ? ` ${atEmployer(role.employer)}` : ''}`),
                    'und als',
                  )}`
            } tätig.`,
          );
        for (const role of apprenticeships)
          said.push(
            `${posts.length === 0 && plan.allEarlier ? 'Zuvor habe ich' : 'Meine'} ${posts.length === 0 && plan.allEarlier ? 'meine ' : ''}${role.title}${role.employer ? ` ${atEmployer(role.employer)}` : ''} ${posts.length === 0 && plan.allEarlier ? 'abgeschlossen' : 'habe ich davor abgeschlossen'}.`,
          );
        return said.join(' ');
      }
      case 'languages': {
        const opening = freshOpening(state);
        return `${opening ? `${opening} spreche ich` : 'Ich spreche'} ${joinList(
          plan.languages.map((language, index) => {
            const name = languageNames[language.name] ?? language.name;
            const level = germanLanguageLevel(language.level);
            // "Ich spreche fließend Französisch", "Italienisch als Muttersprache": the levels German says in words,
            // never "Französisch (fließend)". Before a language whose level is not said in words, "fließend" follows its
            // own: "fließend Englisch und Spanisch (Grundkenntnisse)" read as fluent in both.
            const laterInBrackets = plan.languages
              .slice(index + 1)
              .some((later) => !levelsInWords.has(germanLanguageLevel(later.level) ?? ''));
            if (level === 'fließend') return laterInBrackets ? `${name} fließend` : `fließend ${name}`;
            if (level === 'Muttersprache') return `${name} als Muttersprache`;
            return level ? `${name} (${level})` : name;
          }),
          'und',
        )}.`;
      }
      // The ad's statements of purpose are read in English only (readAdMission).
      case 'mission':
        return undefined;
      // (A return to a former employer is told in English only, for now.)
      case 'returning':
        return undefined;
      // The resume's reasons are told in its own words, which are English (the plan is made for English resumes).
      case 'why':
        return undefined;
      // What the person is looking for, in their own first-person sentence ("Ich suche eine Stelle ..."),
      // told as it stands in a letter of its language.
      case 'aim':
        return plan.aim.language === 'de' ? plan.aim.text : undefined;
      case 'motivation': {
        const duties = plan.duties.filter((duty) => duty.language === 'de').map((duty) => dutyHead(duty.text));
        if (duties.length === 0) return undefined;
        // One task is "die Aufgabe"; the planner gives one at most (a list pasted from the ad reads as the ad).
        return duties.length === 1
          ? `Besonders reizt mich an dieser Stelle eine Aufgabe, die Sie beschreiben: ${duties[0]}.`
          : `Besonders reizen mich an dieser Stelle die Aufgaben, die Sie beschreiben: ${joinList(duties, 'und')}.`;
      }
      case 'closing':
        // A letter still short with every plan told takes the fuller phrasing (compose-letter.ts, fitLength).
        return (setting.roomy ? pickFuller : pick)(
          [
            'Über die Gelegenheit, mich Ihnen in einem persönlichen Gespräch vorzustellen, freue ich mich sehr.',
            'Gern stelle ich mich Ihnen in einem persönlichen Gespräch vor.',
          ],
          setting,
          id,
        );
      // Said only in English for now: the years requirements read are English ones (tenure.ts).
      // "Sie wünschen sich „mindestens 3 Jahre Berufserfahrung in der Pflege“: Seit März 2021 arbeite ich als ...":
      // the years answered by the dates, as the CV gives them (tenure.ts); the ad's words quoted keep their capitals.
      case 'tenure': {
        const latest = plan.roles[plan.roles.length - 1];
        if (!latest) return undefined;
        const at = latest.employer ? ` ${atEmployer(latest.employer)}` : '';
        const since = localDate(plan.since, 'de');
        const claim = plan.until
          ? `Von ${since} bis ${localDate(plan.until, 'de')} arbeitete ich ${asPost(latest.title)}${at}`
          : plan.roles.length > 1
            ? `Seit ${since} übe ich diese Tätigkeit aus, derzeit ${asPost(latest.title)}${at}`
            : `Seit ${since} arbeite ich ${asPost(latest.title)}${at}`;
        return `Sie wünschen sich „${plan.requirement.replace(/[.;:\s]+$/u, '')}“: ${claim}.`;
      }
      // "Immediately" is said in the letter's words, a notice period only when the CV gives it in German.
      case 'practicalities':
        return writePracticalities(plan, {
          start: (date) => {
            if (date?.kind === 'immediately') return 'Ich kann sofort beginnen.';
            const notice =
              date?.kind !== 'notice' ? undefined : date.language === 'de' ? date.period : noticeInGerman(date.period);
            return notice === undefined
              ? 'Einen Eintrittstermin stimme ich gern mit Ihnen ab.'
              : `Meine Kündigungsfrist beträgt ${notice}.`;
          },
          salary: 'Über meine Gehaltsvorstellung tausche ich mich gern mit Ihnen aus.',
          shifts: 'Meine Verfügbarkeit für die Schichten stimme ich gern mit Ihnen ab.',
        });
      case 'work-samples':
        return `Meine Arbeiten finden Sie unter ${joinList(plan.links, 'und')}.`;
      case 'contact': {
        const ways = [plan.phone, plan.email].filter((way): way is string => way !== null);
        if (ways.length === 0)
          return plan.profile ? `Sie erreichen mich über mein Profil: ${plan.profile}.` : undefined;
        return `Sie erreichen mich unter ${joinList(ways, 'oder')}.`;
      }
      case 'thanks':
        return 'Vielen Dank für Ihre Zeit und Ihr Interesse.';
    }
  },
};

/** The levels German says in words beside the language ("fließend Englisch", "Deutsch als Muttersprache"). */
const levelsInWords = new Set(['fließend', 'Muttersprache']);

/**
 * A language's level in German, as a German CV writes it: "Französisch (Grundkenntnisse)", "Englisch (B2)". Dropped,
 * "Ich spreche ... Französisch" claims a language the CV rates basic (review of set P).
 */
function germanLanguageLevel(level: string | null): string | null {
  if (!level) return null;
  if (/^[abc][12]$/iu.test(level)) return level.toUpperCase();
  if (/grundkenntnisse|basic|beginner|elementary|notions|básico/iu.test(level)) return 'Grundkenntnisse';
  // ("Englisch (Schulkenntnisse)": what school taught, said as the CV says it; dropped, "Ich spreche ... Englisch"
  // read as fluent.)
  if (/schulkenntnisse|school/iu.test(level)) return 'Schulkenntnisse';
  // ("near-native (C2)": nearly a native's, never "als Muttersprache".)
  if (/(?:near|quasi)[- ]native|quasi[- ]natif/iu.test(level)) return 'nahezu muttersprachlich';
  if (/muttersprach|native|mother tongue|langue maternelle|nativ/iu.test(level)) return 'Muttersprache';
  if (/verhandlungssicher|fließend|fluent|courant|business/iu.test(level)) return 'fließend';
  if (/reading|passive/iu.test(level)) return 'Lesekenntnisse';
  // ("Russisch (fortgeschritten)": advanced, as the CV says it.)
  if (/fortgeschritten|advanced|avanzado|avancé/iu.test(level)) return 'fortgeschritten';
  if (/sehr gut|very good|excellent/iu.test(level)) return 'sehr gute Kenntnisse';
  if (/gut|good|conversational|intermediate|intermédiaire|working/iu.test(level)) return 'gute Kenntnisse';
  return null;
}

/**
 * The article a German credential takes after "über": "das Zertifikat ...", "die Erlaubnis ...", "den Führerschein
 * ...". A name whose gender its first word does not show keeps none ("über Sachkunde nach § 11 ChemVerbotsV").
 */
function germanArticle(name: string): string {
  const head = name.split(/[\s(]/u)[0] ?? '';
  // ("Fähigkeitszeugnis", "Abschlusszeugnis": a compound takes its last part's article.)
  // ("DATEV-Zertifikat": a compound joined by a hyphen keeps its last part's capital.)
  if (
    /^(?:Zertifikat|Diplom|Examen|Staatsexamen|Abitur|Zeugnis)$/u.test(head) ||
    /(?:zertifikat|zeugnis)$/iu.test(head)
  )
    return 'das ';
  // ("Erste-Hilfe-Fortbildung", "Brandschutzschulung": the compound takes its last part's article.)
  // ("Fahrerkarte", "ADR-Bescheinigung", "Gesellenprüfung": the same.)
  if (
    /^(?:Erlaubnis|Zulassung|Approbation|Lizenz|Berechtigung|Anerkennung|Weiterbildung|Fortbildung|Qualifikation)$/u.test(
      head,
    ) ||
    /(?:fortbildung|weiterbildung|schulung|unterweisung|qualifikation|ausbildung|karte|bescheinigung|prüfung)$/iu.test(
      head,
    )
  )
    return 'die ';
  // ("Hubarbeitsbühnen-Schein": the part after the hyphen keeps its capital.)
  if (/schein$/iu.test(head) || /^(?:Nachweis|Abschluss|Kurs|Lehrgang)$/u.test(head)) return 'den ';
  return '';
}
