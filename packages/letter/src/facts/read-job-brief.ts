// Reads a job ad into its brief (`JobBrief`): who is hiring, for which role, where, in which language, what it
// requires and would like, what it asks applicants to tell, and which numbers are the ad's own. The company is
// weighed from everything the ad says ("Employer:" lines, "About X", "X is seeking", "join us at X", the line under
// the title, the last lines) rather than taken from one place, because job boards put their own names and parent
// bodies in the obvious places.

import { maximumInputCharacters } from '@cover-letter/shared/limits';
import type { JobBrief } from '@cover-letter/shared/fact-sheet-schema';
import { cleanDocument } from '../text/clean-document.ts';
import { detectLanguage } from '../text/detect-language.ts';
import { escapeRegExp, withoutAccents } from '../text/compare.ts';
import { capitalizeFirst, isAllCapitals, isKnownAcronym, titleCaseFromCapitals } from '../text/letter-case.ts';
import { withoutLinkTargets } from '../text/link-targets.ts';
import { findNumbers } from '../text/numbers.ts';
import { countSpaceSeparatedParts, splitSentences } from '../text/sentences.ts';
import { TextMemo, deepFreeze } from '../text/text-memo.ts';
import { countTitleWords, isTitleWord, looksLikeTitle } from '../vocabulary/occupations.ts';
import { legalFormPattern, looksLikeOrganisation, looksLikePlace } from '../vocabulary/places-and-organisations.ts';
import { germanPraiseOfPerson } from '../vocabulary/praise-of-person.ts';
import { findSkills } from '../vocabulary/skills.ts';
import { readVerb } from '../vocabulary/english-verbs.ts';
import { removeInstructionSentences } from '../text/detect-instructions.ts';
import {
  buildHeadingDictionary,
  type DocumentSection,
  isBulletLine,
  readHeading,
  splitIntoSections,
  stripBullet,
} from './document-sections.ts';

export type JobSectionKind =
  'about' | 'role' | 'responsibilities' | 'requirements' | 'niceToHave' | 'benefits' | 'apply';

export const jobHeadings = buildHeadingDictionary<JobSectionKind>({
  about: [
    'about us',
    'about the company',
    'about your next employer',
    'where you will be working',
    "where you'll be working",
    'who we are',
    'our company',
    'the company',
    'company',
    'über uns',
    'wer wir sind',
    'das unternehmen',
    'sobre nosotros',
    'quiénes somos',
    'la empresa',
    'qui sommes-nous',
    'à propos de nous',
    "l'entreprise",
  ],
  role: [
    'about the role',
    'the role',
    'role',
    'job summary',
    'job description',
    'role description',
    'job purpose',
    'overview',
    'position summary',
    'the opportunity',
    'the position',
    'about the job',
    'die stelle',
    'deine rolle',
    'descripción del puesto',
    'el puesto',
    'le poste',
    'description du poste',
  ],
  responsibilities: [
    'responsibilities',
    'job responsibilities',
    'job duties',
    'duties',
    'key responsibilities',
    'main duties',
    'key duties',
    'typical duties',
    'typical responsibilities',
    'essential duties',
    'general duties',
    'primary duties',
    'primary responsibilities',
    'duties and responsibilities',
    'main responsibilities',
    'what you will do',
    "what you'll do",
    'what you will be doing',
    "what you'll be doing",
    'what youll do',
    'your role',
    'your responsibilities',
    'key tasks',
    'tasks',
    'aufgaben',
    'deine aufgaben',
    'ihre aufgaben',
    'tätigkeiten',
    'tareas',
    'funciones',
    'responsabilidades',
    'mansioni',
    'il ruolo',
    'cosa farai',
    'responsabilità',
    'missions',
    'vos missions',
    'tes missions',
  ],
  requirements: [
    'requirements',
    'qualifications',
    // Naukri and other Indian job boards' heading for what the employer requires.
    'desired candidate profile',
    'candidate profile',
    'desired profile',
    'essential',
    'essential criteria',
    'essential requirements',
    // An Australian or New Zealand public employer's list, which the letter is asked to address.
    'key selection criteria',
    'selection criteria',
    'essential selection criteria',
    'who we are looking for',
    "who we're looking for",
    'who were looking for',
    'what we are looking for',
    "what we're looking for",
    'what were looking for',
    'what you will need',
    "what you'll need",
    'what youll need',
    'what you need',
    'what we need',
    'you will need',
    "you'll need",
    'youll need',
    'you need',
    'things that you will have',
    'things you will have',
    'what you will have',
    "what you'll have",
    'what you will bring',
    "what you'll bring",
    'what you bring',
    // (A German ad's English headings: "What you should bring with you" over "Fachhochschulreife oder Abitur".)
    'what you should bring with you',
    'what you should bring',
    'what you bring with you',
    'skills and experience',
    'experience and skills',
    'person specification',
    // A UK council's "Person specification – essential" over its list, "Desirable" over the rest.
    'person specification – essential',
    'person specification - essential',
    'person specification: essential',
    'person specification (essential)',
    'about you',
    'you have',
    'your profile',
    'must have',
    'must haves',
    'minimum qualifications',
    'basic qualifications',
    // ("Minimum Preferred Requirements:" over "High School Diploma ... required" and "... preferred": each item says
    // which it is, and "preferred" items are read as such.)
    'minimum requirements',
    'minimum preferred requirements',
    'job requirements',
    'required qualifications',
    'required skills',
    'requirements and skills',
    'the ideal candidate',
    'ideal candidate',
    // ("The successful candidate will:" over "- have QTS and ..." in a UK school's ad: what the post asks, which a
    // held-out letter read as nothing, and so left QTS out.)
    'the ideal candidate will',
    'ideal candidate will',
    'the ideal candidate will have',
    'the successful candidate',
    'successful candidate',
    'the successful candidate will',
    'successful candidate will',
    'the successful candidate will have',
    'the successful applicant will',
    'successful applicant will',
    'anforderungen',
    'muss-kriterien',
    'musskriterien',
    'voraussetzungen',
    'qualifikationen',
    'das bringst du mit',
    'das bringen sie mit',
    // ("Sie sind richtig bei uns, wenn Sie..." over what the person brings: the list of what is asked.)
    'sie sind richtig bei uns wenn sie',
    'du bist richtig bei uns wenn du',
    'das zeichnet sie aus',
    'das zeichnet dich aus',
    'dein profil',
    'ihr profil',
    'was du mitbringst',
    'was sie mitbringen',
    'qualifikation',
    'requisitos',
    'perfil',
    'lo que buscamos',
    'requisitos mínimos',
    'profil recherché',
    'profil',
    'votre profil',
    'ton profil',
    'compétences requises',
    'prérequis',
    // (Italian and Portuguese ads: a letter in English answers them, from what they ask.)
    'requisiti',
    'requisiti essenziali',
    'requisiti richiesti',
    'requisiti minimi',
    'requisiti obbligatori',
    'profilo ricercato',
    'cosa cerchiamo',
    'competenze richieste',
    'requisitos obrigatórios',
  ],
  niceToHave: [
    // Canada's word: "Assets: Progress toward a professional designation".
    'assets',
    'asset',
    'considered an asset',
    'nice to have',
    'nice to haves',
    'desirable',
    'desirable criteria',
    'person specification – desirable',
    'person specification - desirable',
    'person specification (desirable)',
    'preferred',
    'preferred qualifications',
    // ("Preferred Key Skills, Abilities, and Competencies" over what the ad would like besides.)
    'preferred skills',
    'preferred key skills',
    'preferred key skills, abilities, and competencies',
    'preferred skills and experience',
    'bonus',
    'bonus points',
    // ("Bonus if you have" over a recruiter's list of what would help: no must-have.)
    'bonus if you have',
    'bonus if youve got',
    'bonus if',
    'pluses',
    'it would be great if',
    'pluspunkte',
    'wünschenswert',
    'von vorteil',
    'kann-kriterien',
    'kannkriterien',
    'nice-to-have',
    'se valorará',
    'deseable',
    'valorable',
    'un plus',
    'atouts',
    'souhaité',
    'titoli preferenziali',
    'requisiti preferenziali',
    'costituisce titolo preferenziale',
    'gradito',
    'graditi',
    'diferenciais',
    'desejável',
  ],
  benefits: [
    'benefits',
    'what you will get',
    "what you'll get",
    'what we offer',
    'we offer',
    'perks',
    'why join us',
    'why work for us',
    'benefits and perks',
    'our offer',
    'wir bieten',
    'was wir bieten',
    'sie erwartet',
    'dich erwartet',
    'das erwartet sie',
    'das erwartet dich',
    // ("Was bieten wir dir?": the question form, with or without its mark; the reader takes headings without it.)
    'was bieten wir',
    'was bieten wir dir',
    'was bieten wir ihnen',
    'was wir dir bieten',
    'was wir ihnen bieten',
    'das bieten wir',
    'das bieten wir dir',
    'das bieten wir ihnen',
    'unser angebot',
    'ofrecemos',
    'beneficios',
    'qué ofrecemos',
    'nous offrons',
    'avantages',
    'ce que nous offrons',
  ],
  apply: [
    'how to apply',
    'application process',
    'contact',
    'contact details',
    'further information',
    'for further details informal visits contact',
    'for further details',
    'to apply',
    'bewerbung',
    'kontakt',
    'cómo aplicar',
    'postuler',
    'candidature',
  ],
});

/** Labels in an ad's opening lines ("Job title: ...", "Employer: ...", "School: ..."). */
const roleLabels =
  /^(?:job\s*title|job|title|position|role|post|vacancy|stellenbezeichnung|stelle|stellenangebot|position|puesto|cargo|rol|vacante|oferta(?:\s+de\s+(?:trabajo|empleo))?|poste|offre(?:\s+d['’]emploi)?|intitulé du poste|posizione|ruolo|mansione|figura ricercata|profilo ricercato|vaga|função)\s*[:–—-]\s*(.+)$/iu;
// ("- Company: Harbour Foods", "- 公司: ARES Consulting GmbH": a job board's fields, scraped as a list.)
const companyLabels =
  /^(?:[-•*]\s+)?(?:公司|公司名稱|公司名称|employer|company|business(?=\s*:)|organisation|organization|school|trust|hospital|practice|hiring organi[sz]ation|unternehmen|arbeitgeber|firma|empresa|entreprise|société|employeur|azienda|società|ente)\s*[:–—-]\s*(.+)$/iu;
/**
 * "Mitarbeiter und Mitarbeiterinnen gesucht!" over "Festanstellung als Sprachbegleiter": a heading that asks for staff
 * names no post; the post the ad offers later is the role ("die Stelle als Mitarbeiter und Mitarbeiterinnen" no more),
 * or none, and the letter applies for the advertised post.
 */
function withPostForStaff(role: string | null, text: string): string | null {
  if (
    role === null ||
    !/^(?:mitarbeiter(?:innen)?(?:\s+(?:und|&)\s+mitarbeiterinnen)?|mitarbeitende|staff|team members?|employees?|new colleagues|neue kolleg(?:en|innen)(?:\s+und\s+kolleg(?:en|innen))?)(?:\s*\([mwdfx/*]+\))?$/iu.test(
      role.trim(),
    )
  )
    return role;
  const offered = text.match(
    /\b(?:Festanstellung|Stelle|Position|Anstellung|Mitarbeit)\s+als\s+(\p{Lu}[\p{L}-]+(?:\s+\p{Lu}[\p{L}-]+){0,3})/u,
  )?.[1];
  return offered ?? null;
}

/**
 * "Cargo: Collections Specialist Empresa: ABA Tech Fecha de aplicación: 2025-10-21": a listing's labels run on one line;
 * a label's value ends where the next label starts ("Collections Specialist Empresa" was the post).
 */
function untilNextLabel(value: string): string {
  return value
    .replace(
      /\s+(?:employer|company|business|organi[sz]ation|location|salary|job type|contract|closing date|date posted|posted|empresa|fecha[\p{L} ]{0,20}|ubicación|salario|tipo de contrato|jornada|unternehmen|arbeitgeber|standort|arbeitsort|entreprise|employeur|lieu|salaire)\s*:.*$/iu,
      '',
    )
    .trim();
}

const locationLabels =
  /^(?:[-•*]\s+)?(?:地點|地点|工作地點|工作地点|location|based at|base|place of work|work location|standort|arbeitsort|dienstort|ubicación|localidad|localidade|lugar de trabajo|lieu|lieu de travail|localisation)\s*[:–—-]\s*(.+)$/iu;
const titleHeadingLabels =
  /^(?:job description|stellenbeschreibung|stellenanzeige|job posting|vacancy|oferta de empleo|offre d'emploi)\s*[:–—-]\s*(.+)$/iu;

/** Job boards' own names in an "Employer:" line ("Central Advertising - Other"). */
const jobBoardArtefact =
  /\b(?:central advertising|advertising|recruitment agency|job board|jobs? ltd|recruitment partner)\b|\s[-–]\s(?:other|general practitioners|various)$/i;

/** A proper name: capitalised words, with the small words organisations use between them, on one line. */
// ("Natural Essentials, Inc. DBA Bulk Apothecary is a growing company": a legal form after a comma, and the name the
// organisation does business as, are parts of the name; `companyForLetter` says the one a letter names.)
const properName =
  "(?:The\\s+)?[\\p{Lu}\\p{N}][\\p{L}\\p{N}'’.&-]*(?:[ \\t]+(?:(?:of|and|for|the|de|du|des|der|die|und|y|et|on|upon|&|St\\.?|at)[ \\t]+)?(?:[\\p{Lu}\\p{N}][\\p{L}\\p{N}'’.&-]*|\\(UK\\)|\\(UK\\) Ltd|NHS))*(?:,?[ \\t]+(?:plc|ltd|llc|inc\\.?|gmbh|e\\.V\\.|Inc\\.?|LLC|Ltd\\.?))?(?:[ \\t]+(?:DBA|dba|d\\/b\\/a)[ \\t]+[\\p{Lu}][\\p{L}\\p{N}'’&-]*(?:[ \\t]+[\\p{Lu}][\\p{L}\\p{N}'’&-]*){0,3})?";

/** Ends of names that make them parts of an organisation rather than the organisation. */
const departmentEnding =
  /\b(?:team|teams|department|departments|unit|ward|division|directorate|service|services|function|office|programme|program|project|board meeting)$/i;

/** Words that start sentences and are never a company ("We", "Our", "The role"). */
const notCompanyStart =
  /^(?:we|our|the\s+(?:role|post|team|successful|ideal|trust|hospital|company|candidate|position|organisation|organization)|this|you|your|it|they|if|in|as|for|please|job|salary|location|closing|interviews?|benefits|contract|hours|all|an?|applicants?|candidates?|applications?|further|more|why|what|who|how|when|where|about|join|come|do|are|is|dear|ms|mr|mrs|dr|ein|eine|einer|einen|este|esta|esse|essa|nós|nossa|nosso|questo|questa|noi|careers?|jobs?|vacancies|home|menu|apply)$/i;
/** Names that are too general to be the company on their own. */
const tooGeneral =
  /^(?:the\s+)?(?:nhs|uk|usa|england|wales|scotland|london|trust|hospital|council|company|organisation|organization|team|group)$/i;

type CompanyCandidate = { name: string; score: number };

/** The words that name what a department of services does: "Student Services", "Children's Services", "IT Services". */
const serviceDepartmentWords = new Set(
  `student students children's childrens adult adults social customer it ict facilities financial finance human hr
  legal library estates support technical corporate community care health patient patients clinical information
  digital shared business commercial property environmental housing planning public family families youth school
  schools education learning catering cleaning security transport fleet waste emergency mental specialist regional
  national local our the`
    .split(/\s+/)
    .filter(Boolean),
);

/**
 * "Holbeck Property Services", "Marlow Cleaning Services": a firm named by its own name and the services it sells, where
 * "Student Services" is a department. The first word tells them apart.
 */
function isNamedServicesFirm(words: string[]): boolean {
  const last = words[words.length - 1]?.toLowerCase() ?? '';
  const first = words[0]?.toLowerCase() ?? '';
  return (
    (last === 'services' || last === 'service') &&
    words.length >= 2 &&
    /^\p{Lu}\p{Ll}+$/u.test(words[0] ?? '') &&
    !serviceDepartmentWords.has(first)
  );
}

function tidyCompany(name: string): string {
  return (
    name
      .replace(/\s+/g, ' ')
      // "Hotel Villa Ortensia Lago di Como ★★★★★L": the hotel's stars (and their class) are its rating, not its name.
      .replace(/\s*[★☆✩✪⭐]+\s*(?:\p{Lu}{1,3}\b)?/gu, ' ')
      // "Careers at Been Coffee", "Jobs with Harlow Freight": a careers page's title before the employer's name.
      .replace(/^(?:careers|jobs|vacancies|work|working)\s+(?:at|with|@)\s+(?=\p{Lu})/iu, '')
      .trim()
      .replace(/^(?:the\s+)(?=\p{Lu})/iu, (match) => (/^the\s+\p{Lu}\p{L}+\s+\p{Lu}/iu.test(name) ? match : ''))
      .replace(/[\s,.;:'’-]+$/u, '')
      .replace(/['’]s$/u, '')
      .trim()
  );
}

/** Words that open sentences ("Here is ...", "There are ...") and are never a company on their own. */
const commonWords = new Set(
  `here there this that these those it its now today more most many some all any each every other such what which who
  how when where why join apply contact please work care people life team home our your their you we us they he she
  welcome thank thanks yes no new good great best`
    .split(/\s+/)
    .filter(Boolean),
);

function isPlausibleCompany(name: string, role: string | null): boolean {
  const trimmed = name.trim();
  // "Start date: September 2025", "Salary: MPS/UPS": a field of the ad with its label, never a name.
  if (/^\p{Lu}[\p{Ll} ]{2,20}:\s/u.test(trimmed)) return false;
  // "Equal Opportunity Employer – Minorities/Women/Veterans", "Military Friendly employer": what the employer is.
  if (/\b(?:equal opportunit(?:y|ies)|affirmative action|military friendly|disability confident)\b/iu.test(trimmed))
    return false;
  // "Warehouse Operations Supervisor – 2nd Shift": the shift after the title's dash.
  if (
    /^(?:\d(?:st|nd|rd|th)|first|second|third|night|day|late|early|evening|weekend|rotating|split)\s+shifts?$/iu.test(
      trimmed,
    )
  )
    return false;
  if (commonWords.has(trimmed.toLowerCase())) return false;
  // "Nurse Success Advisor - Worldwide", "- Anywhere": where the work may be done, never who offers it.
  if (/^(?:worldwide|global|anywhere|nationwide|international|multiple locations|various locations)$/iu.test(trimmed))
    return false;
  // "... (m/w/d) gesucht - Raum Ingolstadt", "Region Hannover", "Großraum Stuttgart": the area the work is in.
  if (/^(?:Raum|Großraum|Grossraum|Region|Landkreis|Kreis|Umgebung|Nähe|Umkreis)\s+\p{Lu}/u.test(trimmed)) return false;
  // "Additionally, our remote work culture ...", "Currently, we ...": an adverb opening a sentence, never a name.
  // (A list, never every word on "-ly": "Grammarly", "Calendly" and "Hourly" are companies.)
  if (
    /^(?:Additionally|Finally|Currently|Ultimately|Importantly|Typically|Ideally|Generally|Usually|Similarly|Consequently|Accordingly|Essentially|Specifically|Alternatively|Initially|Eventually|Previously|Recently|Naturally|Clearly|Certainly|Unfortunately|Fortunately|Obviously|Personally|Primarily|Mainly|Mostly|Simply|Really|Truly|Subsequently|Moreover|Furthermore|Likewise|Meanwhile|Occasionally|Regularly|Preferably|Optionally|Successfully|Collectively|Overall)$/u.test(
      trimmed,
    )
  )
    return false;
  // "Adressez votre CV ...", "Envoyez", "Rejoignez-nous", "Envía tu CV", "Schicken Sie": a call to apply, in the
  // imperative, at the start of a sentence.
  if (
    /^(?:Adressez|Envoyez|Postulez|Rejoignez|Contactez|Transmettez|Candidatez|Cliquez|Déposez|Envía|Envíanos|Envíe|Manda|Mándanos|Escríbenos|Postúlate|Schicken|Senden|Bewerben|Richten)$/u.test(
      trimmed,
    )
  )
    return false;
  // "Olin Ave" of "122 E. Olin Ave., Suite 255, Madison": a street the ad's address names, never its organisation.
  if (
    /\s(?:Ave|Avenue|St|Street|Rd|Road|Blvd|Boulevard|Dr|Drive|Ln|Lane|Hwy|Highway|Pkwy|Parkway|Suite|Ste)\.?$/u.test(
      trimmed,
    )
  )
    return false;
  // "On recrute !", "READ MORE", "Apply Now", "E-Mail": a French pronoun opening the ad's call, and a page's buttons.
  if (
    /^(?:on|nous|vous|wir|sie|ihr|nosotros|read more|learn more|show more|see more|view more|apply now|apply|click here|share|print|save job|back to jobs|e-?mail|mail|jetzt bewerben|bewerben|postuler|postular|postularme|post[úu]late|aplicar|aplica ya|detalle|detalles|ver m[áa]s)$/iu.test(
      trimmed,
    )
  )
    return false;
  // "Graphiste print & packaging (H/F)", "Supply Planner (m/v/x)": the marker of whom a post is open to names a post.
  if (/\(?\b(?:[HFhf]\s*\/\s*[HFhf]|[mwfdvx]\s*\/\s*[mwfdvx](?:\s*\/\s*[mwfdvx])?)\b\)?/u.test(trimmed)) return false;
  // "Unidad de Suelo Pélvico", "Service de réanimation": a unit of the organisation, after its title's dash.
  if (
    /^(?:Unidad|Servicio|Departamento|Área|Unité|Département|Service|Pôle|Abteilung|Bereich|Station|Reparto|Ufficio)\s+(?:de|del|des|du|d['’]|di|für|der)\b/u.test(
      trimmed,
    )
  )
    return false;
  // "Mr. Troy Carmann | <hiring@example.com>": a person the ad sends applications to, never the organisation.
  if (/^(?:Mr|Mrs|Ms|Miss|Mx|Dr|Herr|Frau|Mme|M)\.?\s+\p{Lu}/u.test(trimmed)) return false;
  // "Executive – Purchase and Finance", "Officer – Accounts & Payroll": the functions a post works in, after its dash,
  // never an organisation (a held-out letter was addressed to "Purchase and Finance Hiring Team").
  if (
    /^(?:(?:purchase|purchasing|procurement|finance|financial|accounts|accounting|payroll|sales|marketing|operations|logistics|admin|administration|hr|human resources|it|legal|compliance|quality|customer service|customer support|supply chain|stores|treasury|audit|tax|taxation)(?:\s*(?:,|and|&|\/)\s*|$))+$/iu.test(
      trimmed,
    )
  )
    return false;
  // "Pflegefachkraft (m/w/d) – Schwerpunkt Intensivpflege": the post's specialty after its dash.
  if (/^(?:Schwerpunkt|Fachrichtung|Fachbereich|Einsatzbereich|Spécialité|Especialidad)\s/u.test(trimmed)) return false;
  // "réf. TECH-PROD-0226", "Posting #2026-014": a reference code, capitals and figures joined by dashes.
  if (/^[\p{Lu}\d]+(?:[-_/.][\p{Lu}\d]+)+$/u.test(trimmed) && /\d/u.test(trimmed)) return false;
  if (trimmed.length < 2 || trimmed.length > 90) return false;
  const words = trimmed.split(/\s+/);
  if (words.length > 10) return false;
  if (notCompanyStart.test(trimmed) || notCompanyStart.test(words[0] ?? '') || tooGeneral.test(trimmed)) return false;
  if (
    departmentEnding.test(trimmed) &&
    !looksLikeOrganisation(trimmed.replace(departmentEnding, '')) &&
    !isNamedServicesFirm(words) &&
    // ("Humanitarian OpenStreetMap Team seeks ...": a name made of joined words is a brand, never a department.)
    !words.slice(0, -1).some((word) => /\p{Ll}\p{Lu}/u.test(word))
  )
    return false;
  // ("Kliniq Insights AB": a legal form, never Alberta.)
  if (looksLikePlace(trimmed) && !legalFormAtEnd.test(trimmed)) return false;
  // "Transport Planner – Night Shift": the terms of the job after its title, never a company.
  // ("Permanent Full-Time (35 hrs/week)": the terms, with their hours in brackets.)
  const outsideBrackets = trimmed.replace(/\([^()]*\)/gu, ' ').trim();
  if (outsideBrackets !== '' && outsideBrackets.split(/\s+/).every((word) => termsOfWork.test(word))) return false;
  if (role && trimmed.toLowerCase() === role.toLowerCase()) return false;
  // ("Privacy Guides", "Harbour Architects": a name that ends on its people in the plural is the organisation they form.)
  const lastWord = words[words.length - 1] ?? '';
  const pluralPeople =
    words.length >= 2 &&
    /^\p{Lu}\p{Ll}{2,}s$/u.test(lastWord) &&
    isTitleWord(lastWord.slice(0, -1), { allowAmbiguous: true });
  if (looksLikeTitle(trimmed) && !looksLikeOrganisation(trimmed) && !pluralPeople) return false;
  return /\p{Lu}/u.test(trimmed);
}

/**
 * What an organisation does, said of it in the third person ("Lumora Analytics helps ..."). Not "offers": what an ad
 * says it offers is pay and benefits, never a description of the company.
 */
const organisationVerbs =
  'helps|builds|makes|provides|supplies|distributes|serves|operates|develops|designs|delivers|runs|supports|manufactures|creates|connects|powers|works with|cares for|hires|seeks|strives|aims|prides itself|specializes|specialises|is dedicated';

/** What a German organisation does, said of it where a paragraph opens ("Scigility kombiniert ..."). */
const germanOrganisationVerbs =
  'kombiniert|entwickelt|betreibt|vertreibt|produziert|unterstützt|begleitet|berät|steht für';

/**
 * Sentences that name the organisation, each with the weight of its evidence, and for some the words the sentence must
 * hold after the name: a pattern that opens on a name tries every capitalised run of the ad at every length, so it is
 * run only on an ad that holds its verb at all. Built once: each is long, and compiling them again for every ad cost
 * more than running them.
 */
const statementPatterns: [RegExp, number, RegExp?][] = [
  // "send your resume ... to Coastline Access Scaffolding Pty Ltd": a name with its legal form, where applications go.
  [
    /\b(?:to|with|at|join|for|page of|site of)\s+((?:\p{Lu}[\p{L}&'’-]*\s+){1,5}(?:Pty\.?\s+Ltd\.?|Ltd\.?|Limited|LLC|Inc\.?|plc|PLC|GmbH|LLP))(?![\p{L}])/gu,
    3,
  ],
  [
    new RegExp(
      // ("Operating since 1988, T&H Heating and Air Conditioning Inc. is an established ...": after a clause of when.)
      `(?:^|[.!?]\\s+|\\n)(?:(?:Operating|Established|Founded|Trading|Serving|Since|For over|For more than)\\b[^,.\\n]{2,40},\\s+)?(${properName})\\s+(?:is|are)\\s+(?:seeking|looking|recruiting|hiring|searching|one of|a\\s|an\\s|the\\s|committed|proud|delighted|pleased|excited|currently|now|an equal|part of|home to|rated|on a mission|building|changing|helping|transforming|growing|expanding)`,
      'gu',
    ),
    3,
  ],
  [new RegExp(`(?:^|[.!?]\\s+|\\n)At\\s+(${properName}),?\\s+(?:we|our)\\b`, 'gu'), 3],
  // "SinnerSchrader gehört zu den führenden Digitalagenturen Europas", "Lumen est une agence ...", "Revimex es una
  // empresa ...": the name that opens a sentence saying what the organisation is, in German, French and Spanish.
  [
    new RegExp(
      // ("Unser Mandant ist ...", "Notre client est ...": a client the ad does not name; "Das Pflegeteam PIA ist ...": the
      // name without its article.)
      `(?:^|[.!?]\\s+|\\n)(?:(?:Das|Der|Die|Le|La|Les|El|Los|Las)\\s+)?(?!(?:Unser|Unsere|Wir|Notre|Nous|Nuestro|Nuestra|Nosotros|Dieses|Diese|Dieser|Ce|Cette|Este|Esta)\\b)(${properName})\\s+(?:gehört\\s+zu\\s+den|ist\\s+(?:eine?[rnms]?|seit|Teil)\\s|sucht\\s|est\\s+(?:une?|le|la|l['’]|leader)\\s?|es\\s+(?:una?|la|el|líder)\\s)`,
      'gu',
    ),
    2,
  ],
  // "We have a variety of employment options at Create-Ability", "employment with Create-Ability": where the jobs are.
  // (A name without points, where the sentence ends, and without "and", which joins two names: "Create-Ability and
  // Channels to Employment".)
  [
    new RegExp(
      `\\b(?:employment|careers?|jobs|job opportunities|employment opportunities|openings|vacancies|positions)(?:\\s+options)?\\s+(?:at|with)\\s+(\\p{Lu}[\\p{L}\\p{N}'’&-]*(?:[ \\t]+(?:(?:of|&|the)[ \\t]+)?\\p{Lu}[\\p{L}\\p{N}'’&-]*){0,4})`,
      'gu',
    ),
    2,
    /\b(?:employment|careers?|jobs|opportunities|openings|vacancies|positions|options)\s+(?:at|with)\s/u,
  ],
  // "Molded Dimensions in Port Washington, WI has a job opportunity": the organisation, where it is, and what it has.
  [
    new RegExp(
      `(?:^|[.!?]\\s+|\\n)(${properName})\\s+in\\s+\\p{Lu}[\\p{L}.' -]+,\\s*[A-Z]{2}\\s+(?:has|is|are|seeks|offers)\\b`,
      'gu',
    ),
    3,
    /\sin\s+\p{Lu}[\p{L}.' -]+,\s*[A-Z]{2}\s+(?:has|is|are|seeks|offers)\b/u,
  ],
  // "... pour rejoindre l'Hôpital Privé Drôme Ardèche", "únete al Hospital Vithas", "Join the Northgate team": the
  // organisation the applicant would join, in the ad's own language.
  [
    new RegExp(
      `(?<![\\p{L}\\p{N}_])(?:rejoindre|intégrer|únete a|unirte a)\\s+(?:l['’]|la\\s+|le\\s+|les\\s+|el\\s+|al\\s+)?(${properName})`,
      'gu',
    ),
    2,
    /(?<![\p{L}\p{N}_])(?:rejoindre|intégrer|únete a|unirte a)\s/u,
  ],
  // "... achieving PPTNM’s mission": the organisation whose mission, values or patients the ad speaks of.
  [
    new RegExp(
      `(?<![\\p{L}])(${properName})['’]s\\s+(?:mission|vision|values|patients|clients|customers|residents|members)\\b`,
      'gu',
    ),
    2,
    /['’]s\s+(?:mission|vision|values|patients|clients|customers|residents|members)\b/u,
  ],
  // "CHENEGA TOTAL ASSET PROTECTION, LLC Company Job Title: ...": a name with its legal form opening a line of the
  // job's particulars.
  [
    /(?:^|\n)((?:\p{Lu}[\p{L}&'’.-]*\s+){0,5}\p{Lu}[\p{L}&'’.-]*,?\s+(?:LLC|Inc\.?|Ltd\.?|Limited|plc|PLC|GmbH|LLP|Corp\.?))\s+(?:Company|Job Title|Position|Location)\b/gu,
    3,
  ],
  // "Scottish Independent Producers' Alliance welcomes applications from everyone": how an ad often signs off.
  [
    new RegExp(
      `(?:^|[.!?]\\s+|\\n)(${properName})\\s+(?:welcomes|values|encourages|is committed|are committed|is proud|is an equal|are an equal|thanks all|thanks you)\\b`,
      'gu',
    ),
    3,
    /\s(?:welcomes|values|encourages|is committed|are committed|is proud|is an equal|are an equal|thanks all|thanks you)\b/u,
  ],
  // "Lumora Analytics helps mid-market retailers ...", "Tidewater Supply Co. distributes ...": what the organisation
  // does, said of it in the third person at the start of a sentence.
  [
    new RegExp(
      `(?:^|[.!?]\\s+|\\n)(${properName})\\s+(?:${organisationVerbs}|offers|employs|was founded|was established|has been)\\b`,
      'gu',
    ),
    2,
    new RegExp(`\\s(?:${organisationVerbs}|offers|employs|was founded|was established|has been)\\b`, 'u'),
  ],
  // "KAG West, a highway subsidiary of the Kenan Advantage Group, is now seeking ...": the organisation, what it is
  // said between commas, and its call.
  [
    new RegExp(
      `(?:^|[.!?]\\s*|\\n)(${properName}),\\s+(?:a|an|the)\\s[^,.\\n]{3,80},\\s*(?:is|are)\\s+(?:currently\\s+|now\\s+)?(?:seeking|looking|recruiting|hiring)\\b`,
      'gu',
    ),
    3,
    /,\s*(?:is|are)\s+(?:currently\s+|now\s+)?(?:seeking|looking|recruiting|hiring)\b/u,
  ],
  // "We are Fairway Health Partners, a network of ...": the organisation introducing itself.
  [
    new RegExp(
      `(?:^|[.!?]\\s+|\\n)We(?: are|['’]re)\\s+(${properName})(?=,|\\s+(?:and|a|an|the)\\b|[.!]|\\s*\\n)`,
      'gu',
    ),
    3,
  ],
  [
    new RegExp(
      `\\b(?:[Jj]oin|[Jj]oining)\\s+(?:us\\s+at|the\\s+team\\s+at|our\\s+team\\s+at|the)?\\s*(${properName})`,
      'gu',
    ),
    2,
  ],
  [new RegExp(`\\bwork(?:ing)?\\s+(?:for|at)\\s+(${properName})`, 'gu'), 2],
  [
    new RegExp(
      `(?:^|\\n)(?:About|Why|Working at|Working for|Life at|Über|Sobre|À propos de)\\s+(${properName})\\s*(?:\\n|$|\\?)`,
      'gu',
    ),
    3,
  ],
  [new RegExp(`(?:^|[.!?]\\s+)Welcome to\\s+(${properName})`, 'gu'), 3],
  // "Apply online via Queen City Health careers": where applications go names the organisation, more surely than a
  // department after the title's dash ("RN Case Manager – Inpatient Care Transitions").
  [
    new RegExp(
      `\\b[Aa]pply(?:\\s+(?:now|online|today))?\\s+(?:via|through|at|on)\\s+(?:the\\s+)?(${properName})(?:['’]s)?\\s+(?:careers?|jobs|recruitment)\\b`,
      'gu',
    ),
    4,
  ],
  // "The Astroparticule & Cosmologie (APC) laboratory invites applications for a postdoctoral position": a research
  // unit named with its kind in lower case, inviting applications; the name without the kind heads a letter.
  [
    new RegExp(
      `(?:^|[.!?]\\s+|\\n)The\\s+(${properName}(?:\\s+\\(\\p{Lu}{2,8}\\))?)\\s+(?:laboratory|lab|institute|group|centre|center)\\s+(?:invites|is inviting|welcomes|seeks|is seeking|is looking)\\b`,
      'gu',
    ),
    4,
  ],
  // "This position is for biBERK, a direct insurance company": the employer named after the post, what it is said after
  // its comma (a name in its own letters, "biBERK", whatever its first letter's case).
  [
    /\b(?:position|role|job|opening|vacancy)\s+is\s+(?:for|with|at)\s+(\p{L}[\p{L}\p{N}&.'’-]*(?:\s+\p{Lu}[\p{L}\p{N}&.'’-]*){0,3}),\s+(?:an?|the|one of)\s/gu,
    4,
  ],
  [new RegExp(`(?:^|[.!?]\\s+|\\n)(?:The governors of|The team at)\\s+(${properName})\\s+(?:is|are)`, 'gu'), 3],
  // "Scigility kombiniert akademisches und praktisches Know-how ...": what a German organisation does, said of it where
  // a paragraph opens.
  [
    new RegExp(`(?:^|\\n)(${properName})\\s+(?:${germanOrganisationVerbs})\\s`, 'gu'),
    3,
    new RegExp(`\\s(?:${germanOrganisationVerbs})\\s`, 'u'),
  ],
  [new RegExp(`\\bWir,?\\s+die\\s+(${properName})`, 'gu'), 3],
  // "Im Rahmen Ihrer Anstellung bei 3dimensional ag übernehmen Sie ...": the firm that employs the applicant, its name
  // written as it likes (a digit, small letters) and ended by its legal form.
  [
    /\b(?:Anstellung|angestellt|Arbeitsvertrag)\s+(?:bei|mit)\s+(?:der\s+)?([\p{L}\d][\p{L}\d&.-]*(?:\s+[\p{L}\d&.-]+){0,3}?\s+(?:AG|ag|GmbH|gmbh|SA|sa|KG))(?![\p{L}])/gu,
    3,
  ],
  // "... eine Position, die dich direkt ins Team von SinnerSchrader führt": the team the applicant would join.
  [new RegExp(`\\b(?:ins|im|zum)\\s+Team\\s+(?:von|bei)\\s+(${properName})`, 'gu'), 3, /\bTeam\s+(?:von|bei)\s/u],
  // ("Die spanisch-deutsche KITA Los Globos im Glockenbachviertel sucht Verstärkung!": a word of what kind it is
  // before the name, and where it is after it.)
  [
    new RegExp(
      `(?:^|[.!?]\\s+|\\n)(?:Die|Der|Das)\\s+(?:\\p{Ll}[\\p{L}-]*e\\s+)?(${properName})(?:\\s+(?:im|in|am|aus)\\s+\\p{Lu}[\\p{L}-]*)?\\s+(?:sucht|ist|bietet)`,
      'gu',
    ),
    3,
  ],
  // ("En Clínica Sentia Fisioterapia llevamos 11 años cuidando ...", "En Kuyay Salud creemos que ...": the
  // organisation speaking of itself, in the first person plural; "En REVIMEX encontrarás una empresa sólida": or
  // telling the applicant what they will find there.)
  [
    new RegExp(
      `(?:^|[.!?]\\s+|\\n)(?:En|Chez)\\s+(${properName}),?\\s+(?:nous|vous\\s+\\p{Ll}+|\\p{Ll}+(?:amos|emos|imos|arás|erás|irás))\\b`,
      'gu',
    ),
    3,
  ],
  // "Vitalys Biothérapies est une biotech lyonnaise", "Clínica Sentia es un centro ...", "Nordlicht ist ein ...": what
  // the organisation is, said of it in the ad's own language.
  [
    new RegExp(
      `(?:^|[.!?]\\s+|\\n)(${properName})\\s+(?:est une?|sont des|es una?|son unos?|ist eine?|è una?|é uma?|is een)\\s`,
      'gu',
    ),
    3,
    /\s(?:est une?|sont des|es una?|son unos?|ist eine?|è una?|é uma?|is een)\s/u,
  ],
  // "La Conserverie de Belle-Anse fabrique depuis 1962 des conserves ...": what a French organisation makes or does,
  // said of it where an ad's "À propos" opens.
  [
    new RegExp(
      `(?:^|\\n)(${properName})\\s+(?:fabrique|conçoit|développe|produit|accompagne|distribue|emploie|exploite|édite)\\s`,
      'gu',
    ),
    3,
    /\s(?:fabrique|conçoit|développe|produit|accompagne|distribue|emploie|exploite|édite)\s/u,
  ],
  // "Groupe Vérane recrute un(e) Assistant(e) de direction", "Nordlicht Logistik sucht ...": the organisation
  // recruiting, in the ad's own language.
  // "Le cabinet Fiducial Expertise recrute ...", "El hospital Vithas busca ...": the organisation after its kind, in
  // lower case, and the article.
  [
    new RegExp(
      `(?:^|[.!?]\\s+|\\n)(?:Le|La|L['’]|El|Die|Der|Das)\\s*(?:cabinet|groupe|société|entreprise|laboratoire|centre|réseau|magasin|restaurant|hôtel|clinique|association|agence|start-?up|maison|établissement|hospital|empresa|grupo|despacho|clínica|centro|restaurante|hotel|colegio|laboratorio|tienda|firma|unternehmen|kanzlei|praxis|klinik|agentur)\\s+(${properName})\\s+(?:recrute|recherche|busca|contrata|selecciona|sucht)\\b`,
      'gu',
    ),
    3,
    /\s(?:recrute|recherche|busca|contrata|selecciona|sucht)\b/u,
  ],
  [
    // ("Grupo Brasa Alta (9 restaurantes en Valencia y Alicante) busca ...": a note on the organisation in brackets
    // before the verb.)
    new RegExp(
      `(?:^|[.!?]\\s+|\\n)(${properName})(?:\\s+\\([^()\\n]{1,80}\\))?\\s+(?:recrute|recherche|sucht|busca|contrata|selecciona)\\b`,
      'gu',
    ),
    3,
    /\s(?:recrute|recherche|sucht|busca|contrata|selecciona)\b/u,
  ],
];

const organisationAtStart = new RegExp(`^(${properName})`, 'u');
/** A recruitment agency's name, which signs and describes ads for its clients: no employer of theirs. */
const agencyName =
  /\b(?:Recruitment|Recruiting|Recruiters|Staffing|Personnel|Resourcing|Employment|Talent Partners|Executive Search)\b/u;
/** An ad that says its employer's name is withheld. */
const clientUnnamed =
  /\b(?:unable to (?:reveal|name|disclose|share)|cannot (?:reveal|name|disclose)|not able to (?:reveal|name|disclose))\s+(?:the|our)\s+client(?:['’]s)?(?:\s+name)?\b|\bconfidential\s+client\b|\b(?:employer|company|client)['’]s\s+name\s+will\s+(?:only\s+)?be\s+(?:shared|disclosed|revealed|given)\b|\bname\s+of\s+the\s+(?:employer|company|client)\s+will\s+(?:only\s+)?be\s+(?:shared|disclosed|revealed|given)\b|\bclient\s+(?:wishes\s+to\s+)?remains?\s+(?:confidential|anonymous)\b/iu;
/** An agency's ad for a client it does not name. */
// ("Our client in North Dallas is looking for ...": where the client is, before what it seeks.)
const agencyClient =
  /\b(?:on behalf of (?:our|a|an) client|our client,? (?:a|an|is|in|based|located|has|seeks|needs|who|which)\b)/iu;

/**
 * An agency's name: by its own words ("Pacific Crest Recruitment"), or by the fuller name the ad gives it ("Beacon Hill"
 * of "Beacon Hill Staffing Group").
 */
function isAgency(name: string, text: string): boolean {
  if (agencyName.test(name)) return true;
  return new RegExp(`${escapeRegExp(name)}\\s+(?:${agencyName.source.replace(/^\\b|\\b$/gu, '')})`, 'u').test(text);
}

/** A sentence that opens with a name before a verb of what an organisation does. */
const legalNameOpening = new RegExp(
  `(?:^|[.!?]\\s+|\\n)(${properName})\\s+(?:is|are|helps|provides|builds|makes|develops|designs|delivers|operates|runs|supports|serves|works|offers|employs)\\b`,
  'gu',
);
/** The heading of the part of an ad where the organisation says who it is. */
const aboutHeading =
  /^(?:about us|about the (?:company|organisation|organization|employer|business|practice|trust|client)|who we are|our company|the company|company (?:profile|overview))\s*:?$/iu;
/** The name a sentence about the organisation opens with, before its verb. */
const aboutOpening = new RegExp(
  `^(${properName})\\s+(?:is|are|was|has|have|${organisationVerbs}|offers|employs)\\b`,
  'u',
);
const titleDashCompany = new RegExp(`^(.{3,80}?)\\s+[-–—|]\\s+(${properName})\\s*$`, 'u');

/**
 * An ad that names its employer only at its end, as a letter is signed: "Marigold & Vine Skincare" alone, "Nene Valley
 * Homecare Ltd – CQC rated Good.", "... on 01302 555 018. Stonegate Builders Supply Ltd.", "Apply today to join the
 * finance team at Loomhouse Home."
 */
function addSignedName(lines: string[], add: (name: string | undefined, score: number) => void): void {
  const last = lines[lines.length - 1]?.trim();
  if (!last) return;
  // "Dale Ferreira" / "Operations Manager" / "Nickel Ridge Industrial Electric Inc." / "1540 Kingsway, Sudbury ON": an
  // ad signed by a person names the organisation, with its legal form, among its last lines.
  for (const line of lines.slice(Math.max(3, lines.length - 4), -1)) {
    // "Inc." keeps its point; a line's own full stop goes.
    const trimmed = line.trim().replace(/,+$/u, '');
    const name = /\b(?:Inc|Ltd|Co|Bhd|Corp)\.$/u.test(trimmed) ? trimmed : trimmed.replace(/\.+$/u, '');
    // (An agency that signs an ad for its client is not the employer: "Keystone Driver Recruitment Ltd".)
    if (
      legalFormAtEnd.test(name) &&
      signedName.test(name) &&
      name.split(/\s+/u).length <= 7 &&
      !/[:@]/u.test(name) &&
      !agencyName.test(name)
    )
      add(name, 4);
  }
  // "Gráinne Walsh, Practice Manager — Brennan Kilroy & Co., Solicitors, 22 Merrion Row, Dublin 2": a signature that
  // gives the person and their post, then after a dash the organisation with its address.
  const [signer, signedFor] = last.split(/\s+[—–]\s+/u);
  const signerPost = signer?.match(/^\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+){1,3},\s+(.+)$/u)?.[1];
  const organisation = signedFor?.split(/,\s+/u)[0]?.trim();
  if (signerPost && looksLikeTitle(signerPost) && organisation && signedName.test(organisation)) add(organisation, 5);
  // "Apply to Fenwick Lowe Partnership LLP. We are an equal opportunity employer.": each sentence of the last line.
  // "- Marrow & Vine, 214 Smith Street, Fitzroy VIC 3065" under a sentence: a name signed after a dash, with its
  // address; a dash that ends a list ("- Maîtrise de Sage" under "- Expérience ...") opens one more item.
  const signedWithDash =
    /^\s*[-–—]\s+/u.test(last) && !/^\s*[-–—•·*]\s+/u.test(lines[lines.length - 2] ?? '') && /,\s*[^,]*\d/u.test(last);
  // "Key Approaches to the Work:" / "Culture leader" / ... / "Inclusion and Equity Champion": the last item of a list
  // under its heading, no signature.
  const tail = lines.slice(Math.max(0, lines.length - 7), -1).map((line) => line.trim());
  const headingAt = tail.map((line) => line.endsWith(':')).lastIndexOf(true);
  const endsList =
    headingAt >= 0 &&
    tail
      .slice(headingAt + 1)
      .every((line) => line !== '' && countSpaceSeparatedParts(line) <= 5 && !/[.!?]$/u.test(line));
  // "Thank you to anyone who shares this message ..." / "Billy": a first name alone under the ad's thanks signs it as a
  // person does; it names no organisation.
  const signedByPerson =
    /^\p{Lu}\p{Ll}+$/u.test(last) &&
    /^(?:thank|thanks|many thanks|cheers|regards|kind regards|best|best wishes|hope to hear)\b/iu.test(
      lines[lines.length - 2]?.trim() ?? '',
    );
  if ((!endsList || legalFormAtEnd.test(last)) && !signedByPerson)
    // ("Mr. Troy Carmann": a form of address's point ends no sentence.)
    for (const sentence of last.split(/(?<!\b(?:Mr|Mrs|Ms|Dr|Mx|St)\.)(?<=[.!?])\s+(?=\p{Lu})/u).slice(-3))
      addSignedSentence(sentence, add, signedWithDash, lines.join('\n'));
  // "Applications to: The Head Teacher, Umucyo Hill School, KG 9 Ave, Kigali": the post the letter goes to, then the
  // organisation, then its address.
  for (const line of lines.slice(-4)) {
    const addressed = line.trim().match(applicationsAddressedTo)?.[1];
    if (addressed === undefined) continue;
    const parts = addressed.split(/,\s+|\s+[–—|]\s+/u).map((part) => part.trim());
    const organisation = parts.find(
      (part, index) =>
        index > 0 &&
        looksLikeOrganisation(part) &&
        !looksLikeTitle(part) &&
        !/[@\d]/u.test(part) &&
        /^\p{Lu}/u.test(part),
    );
    if (organisation !== undefined && looksLikeTitle(parts[0] ?? '')) add(organisation, 3);
  }
}

/** "Applications to:", "Send applications to", "Address your application to": where applications go, last in an ad. */
const applicationsAddressedTo =
  /^(?:Applications?|Send (?:your )?applications?|Address (?:your )?applications?|Apply in writing)\s+(?:should be (?:sent|addressed)\s+)?to\s*:?\s*(.+)$/u;

function addSignedSentence(
  sentence: string,
  add: (name: string | undefined, score: number) => void,
  signedWithDash = false,
  adText = '',
): void {
  // ("- Marrow & Vine, 214 Smith Street, Fitzroy VIC 3065": signed with a dash before the name, as a letter is.)
  const lastSentence = sentence
    .replace(/[.!]+$/u, '')
    .replace(signedWithDash ? /^\s*[-–—]\s+/u : /^$/u, '')
    .trim();
  // The name before a tag ("– CQC rated Good") or its town (", Caversham").
  // ("Nordbus Kassel GmbH · Personalservice · 34123 Kassel": the department and the address after middle dots.)
  const name = lastSentence.split(/\s+[–—|·-]\s+|,\s+/u)[0]?.trim() ?? '';
  const words = name.split(/\s+/);
  // "Python, SQL" closing a list of skills names a tool, not the employer.
  const namesTool = findSkills(name).some((mention) => mention.end - mention.start >= name.length - 1);
  if (
    words.length <= 6 &&
    !namesTool &&
    !/:/.test(sentence) &&
    signedName.test(name) &&
    readHeading(name, jobHeadings) === undefined &&
    // ("Comprehensive Benefits", the last line of a job board's ad: what it offers, under no heading, no name.)
    !/\b(?:benefits?|perks|compensation|salary|package|requirements|qualifications|responsibilities)$/iu.test(name) &&
    !looksLikePlace(name) &&
    !looksLikeTitle(name)
  )
    add(name, legalFormAtEnd.test(name) ? 4 : 3);
  // "Apply at careers.example.com/landscape – BrightView Landscape Services, Inc. is an Equal Opportunity Employer.":
  // the employer names itself in the statement every ad ends with, often the one place it does (a legal form after a
  // comma is left out of the name a letter greets).
  const equalOpportunity = lastSentence.match(
    /(?:^|[–—]\s+)((?:The\s+)?\p{Lu}[\p{L}\p{N}'’&.-]*(?:\s+(?:&|and|of|\p{Lu}[\p{L}\p{N}'’&.-]*))*)(?:,\s*(?:Inc|LLC|Ltd|Corp|Co|L\.P)\.?)?\s+is\s+(?:an?\s+)?(?:proud\s+)?(?:equal\s+(?:opportunit(?:y|ies)|employment)|EEO|affirmative\s+action)\b/iu,
  )?.[1];
  if (equalOpportunity !== undefined && !namedOtherwise(equalOpportunity, adText) && !looksLikePlace(equalOpportunity))
    add(equalOpportunity, 4);
  // "... join the finance team at Loomhouse Home.", "Apply to Kirkstall Lettings & Management."
  const atEnd = lastSentence.match(trailingOrganisation)?.[1];
  if (atEnd) add(atEnd, 3);
  // "Apply ... to the Superintendent Pharmacist, Rowan Pharmacies.": the post, then the organisation after its comma.
  const afterPost = lastSentence.match(/\bto\s+(?:the\s+)?[\p{L} ]{3,40},\s+([^,]+)$/u)?.[1]?.trim();
  if (afterPost && signedName.test(afterPost) && !looksLikePlace(afterPost)) add(afterPost, 3);
}

/**
 * Whether the ad names the organisation of its equal-opportunity line otherwise: in full ("Charles River is an equal
 * opportunities employer" under "Charles River Laboratories | Tranent", the name the letter greets), or as another body
 * of the same words ("Montgomery County Government ..." under "Montgomery County Public Libraries", the one that hires,
 * which the ad names first).
 */
function namedOtherwise(name: string, adText: string): boolean {
  if (new RegExp(`(?<![\\p{L}])${escapeRegExp(name)}\\s+\\p{Lu}`, 'u').test(adText)) return true;
  const words = name.split(/\s+/u);
  if (words.length < 3) return false;
  const stem = escapeRegExp(words.slice(0, -1).join(' '));
  const last = escapeRegExp(words.at(-1) ?? '');
  return new RegExp(`(?<![\\p{L}])${stem}\\s+(?!${last}(?![\\p{L}]))\\p{Lu}`, 'u').test(adText);
}

/** A name in capitals as an ad signs off with it: "ParkHaul", "Marigold & Vine Skincare", "Acme Ltd". */
// "The Orchard Room at Coldwick Farm": a lower-case "at", "on" or "the" may join its capitalised words; so may the
// small words of other languages' names ("Hôtel Le Belvédère du Lac", "Bodega de la Sierra", "Haus am See").
const signedName =
  /^(?:The\s+)?\p{Lu}[\p{L}\p{N}'’&.-]*(?:\s+(?:&|and|of|for|(?:at|on)(?:\s+the)?(?=\s+\p{Lu})|(?:du|de|des|de la|del|della|di|da|do|dos|von|vom|zum|zur|der|am|im|y|et|und)(?=\s+\p{Lu})|\p{Lu}[\p{L}\p{N}'’&.-]*))*$/u;
const trailingOrganisation =
  /\b(?:[Jj]oin(?:\s+us\s+at)?|[Aa]pply to|[Cc]areers at|[Ww]ork(?:ing)? at|team at|people at|(?:[Pp]osted|[Aa]dvertised|[Pp]ublished)\s+by|on behalf of)\s+(?:(?:the|our)\s+[\p{Ll} ]{2,30}?\s+team\s+at\s+)?((?:The\s+)?\p{Lu}[\p{L}'’&.-]*(?:\s+(?:&|and|of|\p{Lu}[\p{L}'’&.-]*)){0,5})$/u;

const anyLetter = /\p{L}/u;

/**
 * Where `word` stands in `text` as a whole word, written exactly so. Found as text: an expression compiled for each
 * candidate name cost more than the rest of reading the ad.
 */
function wholeWordPositions(text: string, word: string): number[] {
  const positions: number[] = [];
  if (word === '') return positions;
  for (let index = text.indexOf(word); index >= 0; index = text.indexOf(word, index + 1)) {
    const before = index > 0 ? (text[index - 1] ?? '') : '';
    const after = text[index + word.length] ?? '';
    if (!anyLetter.test(before) && !anyLetter.test(after)) positions.push(index);
  }
  return positions;
}

const placeLeadIn = /(?:in the heart of|based in|located in|near|in central|across)\s+$/u;
const nameBeforeComma = /(\p{Lu}[\p{L}'’&.]*(?:\s+\p{Lu}[\p{L}'’&.]*)+),\s+$/u;

/**
 * What a title line names after its dash besides an employer: the market the work is in ("Electrical Apprentice –
 * Commercial"), the shift or the terms ("– Nights", "– Permanent").
 */
// ("– Luxussegment", "– Premiumsegment": the market a German ad's post is in.)
/**
 * "Residential High-Rise", "Commercial Fit-Out", "Infrastructure Projects": the kind of work after a title's dash, made
 * only of the words that name a sector or a kind of building, never an organisation.
 */
const sectorPhrase =
  /^(?:(?:residential|commercial|industrial|infrastructure|civil|high[- ]rise|mid[- ]rise|low[- ]rise|fit[- ]out|new[- ]build|refurbishment|retail|healthcare|hospitality|education|logistics|heavy|light|mixed[- ]use|luxury|affordable|housing|highways?|rail|utilities|energy|projects?|sector|works|and|&)(?:\s+|$))+$/iu;

const marketOrTerms =
  /^(?:\p{L}*segment|reiseanteil.*|commercial|domestic|industrial|residential|retail|healthcare|hospitality|public sector|private sector|nights?|days|weekends?|permanent|temporary|temp|contract|locum|bank|maternity cover|remote|hybrid|on-?site|full[- ]time|part[- ]time|graduate|entry[- ]level|field[- ]based|home[- ]based|office[- ]based|multi[- ]drop|trunking|new build|maintenance|service|installation|commercial and industrial|domestic and commercial|\p{L}*schicht(?:betrieb|dienst|system)?|vollzeit|teilzeit|befristet|unbefristet|night shift|days and nights|shift work|3-schicht-system|cdi|cdd|intérim|temps (?:plein|partiel)|jornada (?:completa|parcial)|turnos?)$/iu;

/**
 * A name that ends with its legal form: "Nordlicht Logistik GmbH", "Calder Mills plc", "Acme Inc."; a brand written
 * in small letters opens one too, before a capitalised word ("vitalia Drogeriemärkte GmbH & Co. KG"). A German
 * partnership of professions names them after its form: "Lindemann Rösner Partnerschaft mbB Steuerberater
 * Wirtschaftsprüfer".
 */
const legalFormAtEnd =
  /^(?:\p{Lu}|\p{Ll}[\p{L}\p{N}.-]*\s+\p{Lu})[\p{L}\p{N}&.'’ -]*,?\s(?:GmbH|AG|AB|SE|KG|KGaA|Ltd\.?|Limited|plc|PLC|Inc\.?|LLC|LLP|S\.A\.|S\.L\.|SAS|SARL|e\.\s?V\.|B\.V\.|BV|N\.V\.|Sdn\.? Bhd\.?|Berhad|Pty\.? Ltd\.?|Pte\.? Ltd\.?|(?:PartG\s+)?mbB(?:\s+(?:Steuerberater|Wirtschaftsprüfer|Rechtsanwälte|Steuerberatungsgesellschaft|Wirtschaftsprüfungsgesellschaft)){0,3})$/u;

/**
 * "Le Centre Hospitalier des Coteaux de Loire est un établissement ...", with "Centre Hospitalier des Coteaux de Loire"
 * on a line of its own: the sentence's article is no part of the name the ad prints (a French letter applied "chez Le
 * Centre Hospitalier ...").
 */
function withoutArticleAsPrinted(name: string, lines: readonly string[]): string {
  const bare =
    name.match(/^(?:Le|La|Les|El|Los|Las|Il|Der|Die|Das)\s+(\p{Lu}.*)$/u)?.[1] ?? name.match(/^L['’](\p{Lu}.*)$/u)?.[1];
  return bare !== undefined && lines.some((line) => line.trim() === bare) ? bare : name;
}

/**
 * "TACARIGUA PLANNING & DEVELOPMENT AUTHORITY" on the ad's first line, "The Tacarigua Planning & Development
 * Authority is ..." in its text: a name printed in capitals is written as the ad writes it elsewhere.
 */
function asWrittenInText(name: string, text: string): string {
  if (/\p{Ll}/u.test(name) || !/\p{Lu}{2}/u.test(name)) return name;
  const found = text.match(new RegExp(`(?<![\\p{L}])${escapeRegExp(name)}(?![\\p{L}])`, 'giu')) ?? [];
  return found.find((written) => /^\p{Lu}/u.test(written) && /\p{Ll}/u.test(written)) ?? name;
}

/**
 * "Benfield School, Newcastle upon Tyne" under the title, "Benfield is a good school ..." in the text: the ad's own
 * heading gives the institution its full name, which a letter greets ("Dear Benfield Hiring Team" before).
 */
function withInstitutionWord(name: string, lines: readonly string[]): string {
  const heading = lines.slice(0, 3).join('\n');
  const full = heading.match(
    new RegExp(
      `(?<![\\p{L}])${escapeRegExp(name)} (School|Academy|College|University|Hospital|Clinic|Library|Museum|Church|Council)(?![\\p{L}])`,
      'u',
    ),
  );
  return full ? `${name} ${full[1]}` : name;
}

/**
 * "join Doodles stick Limited", "Doodles Stick Ltd", "Doodles stick does not offer sponsorship": a name the ad writes
 * with a word in small letters now and then was found without it; the word that follows the name wherever the ad
 * names it, capitalised at least once, is more of the name ("Doodles Stick"). A verb or a word that changes from
 * mention to mention ("Doodles Stick Limited", "... does") is not.
 */
function withNameCompleted(name: string, text: string): string {
  let completed = name;
  for (let extension = 0; extension < 3; extension += 1) {
    const following = [...text.matchAll(new RegExp(`(?<![\\p{L}])${escapeRegExp(completed)} (\\p{L}+)`, 'gu'))].map(
      (match) => match[1] ?? '',
    );
    const mentions = text.match(new RegExp(`(?<![\\p{L}])${escapeRegExp(completed)}(?![\\p{L}])`, 'gu'))?.length ?? 0;
    const [first] = following;
    if (
      first === undefined ||
      mentions < 2 ||
      following.length !== mentions ||
      following.some((word) => word.toLowerCase() !== first.toLowerCase()) ||
      !following.some((word) => /^\p{Lu}\p{Ll}/u.test(word)) ||
      legalFormPattern.test(first)
    )
      break;
    completed = `${completed} ${following.find((word) => /^\p{Lu}/u.test(word)) ?? first}`;
  }
  return completed;
}

/**
 * "Store Manager – Meadow Lane Wilton (Cork)" over "Meadow Lane" and "Meadow Lane has been part of Irish high streets
 * ...": a chain's name with its branch after it, where the ad names the chain alone again and again. The chain is the
 * employer; the branch is where the job is. (Only a name of two words or more is kept, and never without a word that
 * makes it an organisation: "Northway Pharmacy" stays whole however often the ad says "Northway".)
 */
function withoutBranchName(name: string, text: string): string {
  const words = name.split(/\s+/u);
  if (words.length < 3) return name;
  const chain = words.slice(0, -1).join(' ');
  const branch = words.at(-1) ?? '';
  if (looksLikeOrganisation(branch) || legalFormPattern.test(` ${branch}`)) return name;
  const alone = text.match(
    new RegExp(`(?<![\\p{L}])${escapeRegExp(chain)}(?!\\s+${escapeRegExp(branch)})(?![\\p{L}])`, 'gu'),
  );
  const whole = text.match(new RegExp(`(?<![\\p{L}])${escapeRegExp(name)}(?![\\p{L}])`, 'gu'));
  return (alone?.length ?? 0) >= 2 && (whole?.length ?? 0) <= 1 ? chain : name;
}

/** A kind of organisation named alone ("Authority", "the Council"), as an ad refers back to its employer. */
// ("Nursing Home", "Care Home", "Dental Practice": a kind of workplace named by its kind alone, no name of one.)
const genericOrganisation =
  /^(?:the\s+)?(?:(?:nursing|care|residential|retirement)\s+homes?|dental\s+(?:practice|surgery|clinic)|(?:medical|private)\s+(?:practice|clinic)|authority|company|council|trust|hospital|school|college|university|firm|practice|group|bank|agency|employer|business|organi[sz]ation|board|ministry|department|club|society|charity|foundation|institute|corporation|partnership|client)$/iu;

/** The last ad's towns (placesNamedIn). */
let lastPlaces: { text: string; places: ReadonlySet<string> } | undefined;

/**
 * The towns an ad names as where the work is: "Chicago, IL 60609", "Job in Springfield", "69003 Lyon", "Location:
 * Leeds". A job board's title line ("Electrician Job in Chicago") put them where a company's name stands.
 */
function placesNamedIn(text: string): ReadonlySet<string> {
  // Read once an ad: the company's reader and the role's (twice) ask of the same text.
  if (lastPlaces?.text === text) return lastPlaces.places;
  const places = new Set<string>();
  const add = (place: string | undefined) => {
    const trimmed = place?.trim();
    if (trimmed) places.add(trimmed.toLowerCase());
  };
  // ("From Tolleson, AZ to Southern CA": the town after a sentence's capitalised first word.)
  for (const match of text.matchAll(
    /(?<![\p{L}])(?!(?:From|To|In|At|Near|Based|Located|Around|Across|And|Or|The|Our|We|Serving)\s)(\p{Lu}[\p{L}.'’ -]{1,30}?),?[ \t]+([A-Z]{2,3})(?:[ \t]+\d{5}(?:-\d{4})?)?(?![\p{L}])/gu,
  ))
    if (match[1] && match[2] && looksLikePlace(`${match[1]}, ${match[2]}`)) add(match[1]);
  for (const match of text.matchAll(/\bJob in\s+(\p{Lu}[\p{L}.'’ -]*?)\s*$/gmu)) add(match[1]);
  // "Teacher Job South Molton" over "South Molton, Devon": the town a job board files the post under, then its county.
  const [titleLine = '', placeLine = ''] = text.split('\n').filter((line) => line.trim() !== '');
  const town = placeLine.trim().match(/^(\p{Lu}[\p{L}'’ -]+?),\s*\p{Lu}/u)?.[1];
  if (town && titleLine.trim().endsWith(town)) add(town);
  for (const match of text.matchAll(/(?<![\d\p{L}])\d{5}[ \t]+(\p{Lu}[\p{L}'’-]+(?:[ \t]+\p{Lu}[\p{L}'’-]+)?)/gu))
    add(match[1]);
  // ("Location: Imperial College Health Partners, London": an organisation may be named where the place is.)
  for (const line of text.split('\n')) {
    const place = line
      .trim()
      .match(locationLabels)?.[1]
      ?.split(/\s*[,(–—-]\s*/u)[0];
    if (place && !looksLikeOrganisation(place)) add(place);
  }
  lastPlaces = { text, places };
  return places;
}

/** Finds the company candidates of an ad, each with a score from how the ad names it. */
function scoreCompanies(lines: string[], text: string, role: string | null): CompanyCandidate[] {
  const scores = new Map<string, number>();
  const places = placesNamedIn(text);
  const add = (rawName: string | undefined, score: number) => {
    if (!rawName) return;
    // ("Mr. Troy Carmann | <hiring@...>": a person, whatever tidying leaves of the name.)
    if (/^\s*(?:Mr|Mrs|Ms|Miss|Mx|Dr|Herr|Frau|Mme)\.?\s+\p{Lu}/u.test(rawName)) return;
    const tidied = tidyCompany(rawName);
    // ("Granary" of "The Granary at Godalming ...": a one-word name the ad writes with its article keeps it, or a letter
    // says "at Granary".)
    // ("The PromptCloud experience is ..." among six mentions of "PromptCloud": a name the ad writes with an article
    // only now and then goes without it.)
    const withArticle = /^\p{Lu}[\p{L}'’-]+$/u.test(tidied)
      ? (text.match(new RegExp(`(?<![\\p{L}])The ${escapeRegExp(tidied)}(?![\\p{L}])`, 'gu')) ?? []).length
      : 0;
    const name =
      withArticle > 0 &&
      withArticle * 2 >= (text.match(new RegExp(`(?<![\\p{L}])${escapeRegExp(tidied)}(?![\\p{L}])`, 'gu')) ?? []).length
        ? `The ${tidied}`
        : tidied;
    if (!isPlausibleCompany(name, role)) return;
    // "Chicago" of "Electrician Job in Chicago / Chicago, IL 60609": where the work is, never who offers it.
    if (places.has(name.toLowerCase())) return;
    // "The Authority is an equal opportunity employer", "The Trust ...": a kind of organisation alone points back to
    // the one the ad named before, and is no name of its own.
    if (genericOrganisation.test(name)) return;
    // "Property Management Company is seeking ...", where the ad goes on "A highly regarded Property Management company
    // in West Los Angeles": a kind of business the ad also names with an article is no name.
    const kind = name.match(/^(.+?)\s+(?:Company|Firm|Agency|Business|Practice|Group)$/u)?.[1];
    if (
      kind !== undefined &&
      new RegExp(
        `\\b(?:a|an)\\s+(?:[\\p{L}-]+\\s+){0,3}${escapeRegExp(kind)}\\s+(?:company|firm|agency|business|practice|group)\\b`,
        'iu',
      ).test(text)
    )
      return;
    scores.set(name, (scores.get(name) ?? 0) + score);
  };

  // "Senior Mobile Application Developer" / "Tustin Recruiting · Mobile · Full Time": a job board's line under the post,
  // the employer first and the team and terms after its dots.
  const dotted = lines[1]?.trim().match(/^(\p{Lu}[^·•|]{1,60}?)\s+[·•]\s+\S/u)?.[1];
  if (
    dotted !== undefined &&
    countSpaceSeparatedParts(dotted) <= 5 &&
    /^(?:\p{Lu}[\p{L}&'’.-]*\s*)+$/u.test(dotted) &&
    !looksLikePlace(dotted) &&
    !looksLikeTitle(dotted) &&
    !/^(?:full[- ]time|part[- ]time|remote|hybrid|on[- ]site|contract|permanent|temporary|freelance|internship)$/iu.test(
      dotted,
    )
  )
    add(dotted, 3);
  // "Graphics/User Interface Designer" / "at GlobalNet Services Inc. in Rockville, MD": a job board's line under the
  // post, the employer after "at" and its town after "in".
  for (const line of lines.slice(1, 5)) {
    const under = line.trim().match(/^(?:at|@)\s+(\p{Lu}[^,]{1,80}?)(?:\s+in\s+\p{Lu}[\p{L} .,'’-]{1,60})?$/u)?.[1];
    if (under !== undefined && countSpaceSeparatedParts(under) <= 8) add(under, 4);
  }
  // "Chef de Partie  Refectory, Milford" over "Milford, Surrey": a job board's title line, the post, two spaces, the
  // employer and its town (the town the ad names again).
  // (The reading parts the two spaces with a dash, as a title line parted by one: "Chef de Partie – Refectory, Milford".)
  const boardTitle = lines[0]?.match(
    /^(.{3,60}?\S)(?:\s{2,}|\s+[–—|]\s+)(\p{Lu}[^,–—|]{1,60}?),\s*(\p{Lu}[\p{L} .'’-]{1,40})$/u,
  );
  if (
    boardTitle?.[1] &&
    boardTitle[2] &&
    boardTitle[3] &&
    looksLikeTitle(boardTitle[1]) &&
    !looksLikeTitle(boardTitle[2]) &&
    (looksLikePlace(boardTitle[3]) ||
      places.has(boardTitle[3].trim().toLowerCase()) ||
      text.includes(`\n${boardTitle[3].trim()}`))
  ) {
    add(boardTitle[2].trim(), 4);
  }
  // "hiringOrganization:" / "  name: TVF Media": a page's front matter, written as a job posting's data, names the
  // employer under its key (a held-out letter had greeted "Quarter", a client the ad names in passing).
  const postingOrganisation = text.match(
    // (Its keys indented or not: a paste may have lost the indentation.)
    /^hiring_?organi[sz]ation:[ \t]*\n(?:[ \t]*(?!name:)[\w-]+:[^\n]*\n){0,3}[ \t]*name:[ \t]*["']?([^"'\n]+?)["']?[ \t]*$/imu,
  )?.[1];
  if (postingOrganisation) add(postingOrganisation.trim(), 6);
  for (const line of lines.slice(0, 12)) {
    const labelled = line.match(companyLabels)?.[1];
    // ("Empresa: Industrias Lácteas del Bajío (ILB) – Planta León, Gto.": the site after the dash is where, not who.)
    const label =
      labelled === undefined
        ? undefined
        : untilNextLabel(labelled).replace(
            /\s+[–—|-]\s+(?:planta|centro|sucursal|oficina|sede|site|plant|branch|campus|store|tienda|almacén|cedis|werk|standort|filiale|niederlassung|usine|agence|établissement|magasin)\b.*$/iu,
            '',
          );
    if (label)
      add(
        label.replace(/\s*\(.*?\)\s*$/, (match) => (/\(UK\)/.test(match) ? match : '')),
        jobBoardArtefact.test(label) ? -10 : 4,
      );
    // "Location: The Morris House Group Practice in North London": an organisation named where the place is.
    const location = line.match(locationLabels)?.[1];
    if (location) {
      const organisation = location.match(organisationAtStart)?.[1];
      if (organisation && looksLikeOrganisation(organisation)) add(organisation, 2);
    }
  }
  // "Nous attendons votre dossier de candidature ... à :" / "LES BOUTIQUES ANGÉLOZ SA" / "Ressources Humaines": the
  // address applications go to, headed by the organisation with its legal form.
  const addressLead = lines.findIndex((line) =>
    /\b(?:candidature|CV|application|applications|Bewerbung|Bewerbungsunterlagen|solicitud|curr[ií]culum)\b.*\s(?:à|to|an|a)\s*:$/iu.test(
      line,
    ),
  );
  const addressee = addressLead >= 0 ? lines[addressLead + 1]?.trim() : undefined;
  // (Swiss, French and Italian forms too, which alone after a town could be a state: "Fribourg SA" is no address here.)
  if (
    addressee !== undefined &&
    (legalFormAtEnd.test(addressee) ||
      /^\p{Lu}[\p{L}\p{N}&.'’ -]*\s(?:SA|Sàrl|Sagl|SpA|Srl|S\.p\.A\.|S\.r\.l\.)$/u.test(addressee)) &&
    countSpaceSeparatedParts(addressee) <= 8
  )
    add(addressee, 4);
  // "Accounts Executive - Kaveri Textiles, Chennai": the town after the organisation's comma is no part of its name.
  const titleLine = withoutTownAtEnd(lines[0] ?? '');
  const titleAt = titleLine.match(titleAtCompany);
  // ("Ingeniero en Automatización", "Técnico en Electrónica": after a Spanish post, "en" names its field, and a field
  // in one word is no organisation.)
  const fieldAfterEn =
    titleAt?.[2] !== undefined &&
    new RegExp(`\\sen\\s+${escapeRegExp(titleAt[2])}\\s*$`, 'u').test(titleLine) &&
    /^\p{Lu}\p{Ll}+(?:ción|sión|ía|ica|idad|ismo|ura|ología)$/u.test(titleAt[2]);
  if (titleAt?.[1] && looksLikeTitle(titleAt[1]) && !fieldAfterEn) add(titleAt[2], 3);
  // "Finance Business Partner - Calder Mills plc": a title line that ends with the organisation after a dash.
  const titleDash = titleLine.match(titleDashCompany);
  const dashNamed =
    titleDash?.[1] &&
    titleDash[2] &&
    looksLikeTitle(titleDash[1]) &&
    !looksLikePlace(titleDash[2]) &&
    !marketOrTerms.test(titleDash[2].trim()) &&
    !sectorPhrase.test(titleDash[2].trim())
      ? titleDash[2]
      : undefined;
  // "Supply Planner (m/v/x) – Zuiderveld Foods B.V. – Veghel": of three parts, the one with a legal form, before the
  // town.
  // The title line's parts, between its spaced dashes and bars: read three ways below.
  // ("Chef de réception H/F – Hôtel Les Jardins de la Croix-Rousse (Lyon 4e)": without the town in brackets at its end;
  // a part after a comma is read below, a legal form's as the name's own.)
  const rawTitleLine = lines[0] ?? '';
  const titleParts = (/\)\s*$/u.test(rawTitleLine) ? titleLine : rawTitleLine).split(/\s+[-–—|]\s+/u);
  const byAgency = agencyClient.test(text);
  const legalPart = titleParts.slice(1).find((part) => legalFormAtEnd.test(part.trim()));
  if (!byAgency) add(legalPart, 3);
  // An agency recruiting "on behalf of our client" does not name the client: what follows the title's dash is where
  // the job is ("CLASS 1 TANKER DRIVER – DAYS – GRIMSBY"), never the employer. After the terms of the post ("Graphiste
  // print & packaging (H/F) – CDI – Nantes"), the last part is the town too.
  const afterTerms = titleParts.slice(1, -1).some((part) => termsOfWork.test(part.trim()));
  if (!byAgency && !afterTerms) add(dashNamed, 2);
  // "Technicien de maintenance (H/F) – Forges de la Loire": after a post marked as open to all, the part after the dash
  // names who offers it, whether or not its words sound like an organisation's.
  const [markedPost, afterMarkedPart] = titleParts;
  // ("Maison Verdier, Lyon": the town after the name's comma.)
  const [markedName = '', ...markedPlace] = (afterMarkedPart ?? '').split(/,\s*/u);
  const afterMarked =
    markedPlace.length === 0 ||
    markedPlace.every(
      (part) => looksLikePlace(part.trim()) || /^\p{Lu}[\p{L}'’-]+(?:\s+\(\d{2,3}\))?$/u.test(part.trim()),
    )
      ? markedName
      : undefined;
  if (
    !byAgency &&
    markedPost &&
    afterMarked &&
    (genderMarker.test(markedPost) || bareFrenchMarker.test(markedPost)) &&
    /^\p{Lu}/u.test(afterMarked.trim()) &&
    !looksLikePlace(afterMarked.trim()) &&
    !termsOfWork.test(afterMarked.trim()) &&
    !marketOrTerms.test(afterMarked.trim()) &&
    countSpaceSeparatedParts(afterMarked) <= 6
  )
    add(afterMarked, 3);
  // "GIVRALIA – Technicien de Maintenance Automatismes H/F – CDI – Vannes (56)": an ad that opens with a name, then
  // its post after a dash or a bar, names its organisation first, whether or not its name sounds like one.
  const [openingName, postAfter] = titleParts;
  if (
    openingName &&
    postAfter &&
    /^(?:The\s+)?\p{Lu}[\p{L}\p{N}'’&.-]*(?:\s+(?:&|and|of|de|du|des|\p{Lu}[\p{L}\p{N}'’&.-]*)){0,4}$/u.test(
      openingName,
    ) &&
    !readsAsPostTitle(openingName) &&
    !looksLikePlace(openingName) &&
    !termsOfWork.test(openingName) &&
    !/^(?:urgent|new|now|hiring|vacancy|job|position|role|wanted|remote|hybrid)\b/iu.test(openingName) &&
    looksLikeTitle(
      postAfter
        .replace(/\(.*?\)/gu, ' ')
        .replace(/\s+[HF]\s*\/\s*[HF]\s*$/u, '')
        .trim(),
    )
  )
    add(openingName, 3);
  // The organisation heading its own ad, the post named below.
  const heading = headingOrganisation(lines);
  if (heading !== undefined) add(heading, 3);
  // Under the title: "Tech Solutions, San Francisco, CA, USA".
  // An ad that opens on its title without a label ("Shift Supervisor – Fulfillment") has it on its first line.
  const labelledTitle = lines.findIndex((line) => titleHeadingLabels.test(line) || roleLabels.test(line));
  const titleIndex =
    labelledTitle >= 0
      ? labelledTitle
      : looksLikeTitle((lines[0]?.split(/\s+[–—-]\s+/)[0] ?? '').replace(/\s*\([^)]*\)\s*$/u, ''))
        ? 0
        : -1;
  const underTitle = titleIndex >= 0 ? lines[titleIndex + 1] : undefined;
  if (underTitle && !companyLabels.test(underTitle) && !locationLabels.test(underTitle)) {
    // "Hartwell & Finch - Bristol, hybrid": a spaced hyphen parts the name from its place as a dash does.
    const parts = underTitle.split(/\s*[,|–—·•]\s*|\s+-\s+/);
    // "Bristol – hybrid, 3 days in the studio": a town beside how the work is done is where the job is.
    // ("Jornada completa · Contrato indefinido · Sevilla": a line of the terms, whichever part comes first.)
    const workTerms = parts.some((part) => termsOfWork.test(part) || /^(?:remote|hybrid|on-?site)\b/iu.test(part));
    // "Harrow Goods, Chicago, IL 60607": a US state with its ZIP code ends the place.
    if (
      !workTerms &&
      parts.length >= 2 &&
      parts.slice(1).some((part) => looksLikePlace(part) || /^[A-Z]{2}(?:\s+\d{5}(?:-\d{4})?)?$/.test(part))
    )
      add(parts[0], 3);
    // "The Linden Tree, Clifton": a name in capitals and one more, a neighbourhood no list of places knows. Weaker
    // than a name the ad labels or repeats.
    else if (
      !workTerms &&
      parts.length === 2 &&
      parts.every((part) => /^(?:The\s+)?\p{Lu}[\p{L}'’&-]*(?:\s+\p{Lu}[\p{L}'’&-]*){0,4}$/u.test(part)) &&
      !looksLikePlace(parts[0] ?? '') &&
      !looksLikeTitle(parts[0] ?? '')
    )
      add(parts[0], 2);
  }

  // "Nordlicht Logistik GmbH" or "Calder Royal Infirmary NHS Trust" on its own line under the title: a name with its
  // legal form, or a name in capitals that says it is an organisation, is the employer (above a department named after
  // the title's dash: "Senior Pharmacy Technician – Medicines Optimisation").
  // "Harbor Health Systems – Learning & Development": the organisation before its department.
  const secondLineParts = (lines[1] ?? '').split(/\s+[–—|·•-]\s+/);
  const secondLine = secondLineParts[0]?.trim();
  if (
    secondLine &&
    secondLine.split(/\s+/).length <= 7 &&
    (legalFormAtEnd.test(secondLine) ||
      // "Klinik am Westpark München", "Hospital de la Luz": the small words of German, French and Spanish names too.
      (/^\p{Lu}[\p{L}'’&.-]*(?:\s+(?:of|and|for|&|am|an|der|die|das|des|im|zum|zur|für|und|de|del|la|le|les|du|y|et|\p{Lu}[\p{L}'’&.-]*))+$/u.test(
        secondLine,
      ) &&
        looksLikeOrganisation(secondLine) &&
        !looksLikePlace(secondLine)))
  )
    add(secondLine, 3);
  // "Loddon Architects" alone on the line under an unlabelled title: a name in capitals, no place, post or terms of
  // work. Weaker than a name the ad labels or repeats.
  else if (
    titleIndex === 0 &&
    secondLine &&
    // Alone, or before a place: "Fondation Saint-Clair — Lyon".
    secondLineParts.length <= 2 &&
    // ("Planned Parenthood of the Rocky Mountains": "of the" inside a name.)
    /^(?:The\s+)?\p{Lu}[\p{L}'’&.-]*(?:\s+(?:&|and|of|of the|for|\p{Lu}[\p{L}'’&.-]*)){0,5}$/u.test(secondLine) &&
    !looksLikePlace(secondLine) &&
    !looksLikeTitle(secondLine) &&
    readHeading(secondLine, jobHeadings) === undefined &&
    !/\b(?:permanent|temporary|full|part|time|contract|band|grade|hours|salary|remote|hybrid|based|location|closing|job|reference|vacancy|apply|now|urgent|immediate|start)\b/iu.test(
      secondLine,
    )
  )
    // "Fleet Mechanic – Heavy Duty" over "Kestrel Freightways": what follows the title's dash names no organisation,
    // the name of two words alone under it does; the dash names the post's kind of work. ("Site Engineer – Balfour
    // Construction" over "Leeds" keeps its employer: a town alone on a line is a name too.)
    add(secondLine, dashNamed !== undefined && !looksLikeOrganisation(dashNamed) && /\s/u.test(secondLine) ? 3 : 2);

  for (const [pattern, score, verbs] of statementPatterns) {
    if (verbs && !verbs.test(text)) continue;
    for (const match of text.matchAll(pattern)) add(match[1], score);
  }
  addSignedName(lines, add);
  for (const name of namesOfMailDomains(text)) add(name, 3);
  // "Kliniq Insights AB helps pharmaceutical companies ...": a name with its legal form opening a sentence about what
  // it does is the organisation, more surely than the specialty after the title's dash ("Data Scientist – Real-World
  // Evidence").
  for (const match of text.matchAll(legalNameOpening))
    if (match[1] && legalFormAtEnd.test(match[1]) && !agencyName.test(match[1])) add(match[1], 4);
  // "About us" / "Skylark Atlantic Airways connects Ferncastle with 24 destinations ...": the name that opens the
  // paragraph where the ad tells who it is, more surely the employer than a department after the title's dash
  // ("Customer Service Agent - Airport Operations").
  for (const [index, line] of lines.entries()) {
    if (!aboutHeading.test(line.trim())) continue;
    const opening = lines
      .slice(index + 1)
      .find((next) => next.trim() !== '')
      ?.match(aboutOpening)?.[1];
    add(opening, 2);
  }

  // "© 2026 Godrej Properties Limited. All rights reserved.", "Apply via jobs.example.gov.uk | © 2026 Kent County
  // Council": a careers page's footer names who owns it, and so who
  // offers the job, where the ad itself names no one (a letter had greeted "Residential High-Rise", the title's band).
  for (const line of lines.slice(-6)) {
    const owner = line
      .trim()
      .match(
        /(?:^|[|·•]\s*)(?:©|\(c\)|Copyright)\s*(?:©\s*)?(?:(?:19|20)\d{2}(?:\s*[-–]\s*(?:19|20)\d{2})?\s*,?\s+)?(\p{Lu}[\p{L}\p{N}&'’ .-]{1,80}?)\.?(?:\s+All rights reserved\b.*|\s*[|·].*)?$/iu,
      )?.[1];
    if (owner !== undefined && countSpaceSeparatedParts(owner) <= 8) add(owner, 3);
    // "Kettering Veterinary Hospital is part of the Ashbrook Animal Health Group": the one the ad is for is the part,
    // which the group that owns the page would otherwise outweigh.
    for (const part of line.split(/\s+[|·•]\s+/u)) {
      const member = part
        .trim()
        .match(
          /^(\p{Lu}[\p{L}\p{N}&'’ .-]{2,60}?)\s+is\s+(?:a\s+)?(?:proud\s+)?(?:part|member)\s+of\s+(?:the\s+)?\p{Lu}/u,
        )?.[1];
      if (member !== undefined && countSpaceSeparatedParts(member) <= 6) add(member, 6);
    }
  }
  // Acronyms written after a name ("Imperial College Health Partners (ICHP)") count the name's later mentions.
  const candidates = [...scores.entries()].map(([name, score]) => ({ name, score }));
  for (const candidate of candidates) {
    const acronym = findAcronymAfter(text, candidate.name);
    const mentions = countMentions(text, candidate.name);
    const acronymMentions = acronym ? countMentions(text, acronym) : 0;
    candidate.score += Math.min(4, mentions + acronymMentions) * 0.5;
  }
  // Only a name of one word is looked for in it: the addresses are taken out when the first such name asks (the
  // pattern that finds them tries every position of the ad), and only for a name the ad writes in lower case at all
  // (taking out addresses leaves spaces, which make no new occurrence of a word without one).
  let withoutAddresses: string | undefined;
  const textWithoutAddresses = (): string =>
    (withoutAddresses ??= /[@/]|www\./u.test(text)
      ? text.replace(
          // ("careers-biberk.icims.com/jobs/3292": a host of several names, each in the address.)
          /\S+@\S+|\b(?:https?:\/\/|www\.)\S+|\b[\w-]+(?:\.[\w-]+)*\.(?:com|org|net|io|co|ph|uk|de|ie|au|nz|za|in|ae|fr|es|it|pt|nl|be|ch|at|ca|eu)(?:\.\w{2})?\b\S*/giu,
          ' ',
        )
      : text);
  for (const candidate of candidates) {
    // "Electrical Apprentice – Commercial", "Senior Civil Engineer – Infrastructure": a single word the ad also writes
    // in lower case ("a commercial and light industrial contractor") is a word of the trade, not a name.
    // (Not in an address: "careers@sarisend.ph" writes the name in lower case too.)
    if (
      !/\s/u.test(candidate.name) &&
      text.includes(candidate.name.toLowerCase()) &&
      wholeWordPositions(textWithoutAddresses(), candidate.name.toLowerCase()).length > 0
    )
      candidate.score -= 3;
    const positions = wholeWordPositions(text, candidate.name);
    const heads = positions.map((position) => text.slice(Math.max(0, position - 80), position));
    // "in the heart of Harborne", "based in Caversham": a name the ad writes as a place.
    if (heads.some((head) => placeLeadIn.test(head))) candidate.score -= 2;
    // "Riverside Dental Care, Caversham": a name written after another's comma is where that one is.
    // "the Superintendent Pharmacist, Rowan Pharmacies" names a post first, then the organisation.
    const namedBefore = heads.flatMap((head) => head.match(nameBeforeComma)?.[1] ?? []);
    if (namedBefore.some((name) => !looksLikeTitle(name))) candidate.score -= 2;
  }
  // "Child Protection Worker - Intake & Assessment" with "Our Intake & Assessment team of 22 workers" below: a name the ad
  // calls its own team or department is a part of the organisation, never the organisation.
  for (const candidate of candidates) {
    const at = text.toLowerCase().indexOf(`our ${candidate.name.toLowerCase()} `);
    if (
      at >= 0 &&
      /^(?:team|department|unit|division|service|services|function|office)\b/iu.test(
        text.slice(at + candidate.name.length + 5, at + candidate.name.length + 20),
      )
    )
      candidate.score -= 10;
  }
  // A shorter name inside a longer candidate ("Spire Yale" in "Spire Yale Hospital") lends its weight to it.
  for (const candidate of candidates) {
    for (const other of candidates) {
      if (
        other !== candidate &&
        other.name.length > candidate.name.length &&
        other.name.startsWith(`${candidate.name} `)
      ) {
        other.score += candidate.score * 0.5;
      }
    }
  }
  return candidates.sort((left, right) => right.score - left.score);
}

/** Mail services whose addresses name the person's provider, never the employer. */
const mailServices =
  /^(?:gmail|googlemail|yahoo|hotmail|outlook|live|msn|aol|icloud|me|mail|gmx|web|proton|protonmail|zoho|yandex|rediffmail|example)$/u;

/** Any e-mail address, its domain's first part captured. */
const anyAddress = /[\w.+-]+@([a-z0-9-]{3,40})\.[a-z.]{2,12}\b/giu;
/** An address applications are sent to ("careers@...", "recrutement@...", "office@..."), its domain captured. */
const applicationAddress =
  /\b(?:careers?|jobs?|recruit\w*|hr|hiring|talent|people|apply|applications?|bewerbung\w*|rrhh|empleo|recrutement|office|info)@([a-z0-9-]{3,40})\.[a-z.]{2,12}\b/giu;

/** The domains of the addresses `pattern` finds, in lower case without hyphens, a mail service's left out. */
function mailDomains(text: string, pattern: RegExp): string[] {
  return [...text.matchAll(pattern)]
    .map((match) => (match[1] ?? '').toLowerCase().replace(/-/gu, ''))
    .filter((domain) => !mailServices.test(domain));
}

/** Job boards and applicant tracking systems, whose addresses name no employer. */
const jobBoards =
  /^(?:indeed|linkedin|workable|greenhouse|lever|smartrecruiters|recruitee|jobvite|myworkday|workday|seek|totaljobs|reed|stepstone|monster|glassdoor|ziprecruiter|applytojob|breezy|bamboohr|teamtailor|personio|jobylon|jobs|careers)$/u;

/**
 * Whether the ad sends applications to an employer's own address ("careers@ironbridgesupply.com") whose domain holds
 * no word of `name`: then `name` is not the employer's.
 */
function contradictedByMailDomain(name: string, text: string): boolean {
  if (!text.includes('@')) return false;
  const domains = mailDomains(text, applicationAddress).filter((domain) => !jobBoards.test(domain));
  if (domains.length === 0) return false;
  const words = withoutAccents(name)
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= 3 && !/^(?:and|the|of|for|und|der|die|das|les|des|del|los|las)$/u.test(word));
  return words.length > 0 && !domains.some((domain) => words.some((word) => domain.includes(word)));
}

/**
 * "Email your resume to careers@medgenome.com" under "Generate MedGenome sales ...", "recruitment@suffolklibraries.co.uk"
 * after "what you will bring to Suffolk Libraries": the name the ad writes whose letters are its mail domain's. An ad
 * that names its employer nowhere else as a sentence's subject still sends its applications to the employer's address.
 */
function namesOfMailDomains(text: string): string[] {
  if (!text.includes('@')) return [];
  const domains = new Set(mailDomains(text, anyAddress));
  if (domains.size === 0) return [];
  const names = new Set<string>();
  for (const run of text.matchAll(
    /(?<![\p{L}\p{N}@.])\p{Lu}[\p{L}\p{N}&'’-]*(?:[ \t]+\p{Lu}[\p{L}\p{N}&'’-]*){0,3}/gu,
  )) {
    const words = run[0].split(/[ \t]+/u);
    for (let length = words.length; length >= 1; length -= 1) {
      const name = words.slice(0, length).join(' ');
      // ("Arvéa TP" and recrutement@arvea-tp.fr: an address writes a name without its accents.)
      const letters = withoutAccents(name)
        .toLowerCase()
        .replace(/[^\p{L}\p{N}]/gu, '');
      if (domains.has(letters)) names.add(name);
    }
  }
  return [...names];
}

// An expression made for each ad's names is compiled for each ad, and compiling one with Unicode classes costs far
// more than running it: the names are looked for as text, and only what follows them by a fixed expression.

/** Whether `index` falls between the two halves of a surrogate pair, where a Unicode expression never begins. */
function insideSurrogatePair(text: string, index: number): boolean {
  const code = text.charCodeAt(index);
  const before = index > 0 ? text.charCodeAt(index - 1) : 0;
  return code >= 0xdc00 && code <= 0xdfff && before >= 0xd800 && before <= 0xdbff;
}

const singleLetter = /^\p{L}$/u;

/** Whether the character that ends at `end` is a letter, as `(?<=\p{L})` reads it. */
function letterBefore(text: string, end: number): boolean {
  if (end <= 0) return false;
  const start = end >= 2 && insideSurrogatePair(text, end - 1) ? end - 2 : end - 1;
  return singleLetter.test(text.slice(start, end));
}

/** Whether the character that starts at `start` is a letter, as `(?=\p{L})` reads it. */
function letterAfter(text: string, start: number): boolean {
  const codePoint = text.codePointAt(start);
  return codePoint !== undefined && singleLetter.test(String.fromCodePoint(codePoint));
}

/** Lone surrogates match differently as text and in a Unicode expression; names holding one take the expression. */
const surrogate = /[\ud800-\udfff]/;

/** How often `name` stands in the text as a whole word: `(?<!\p{L})name(?!\p{L})`, counted as `match` with `gu`. */
function countMentions(text: string, name: string): number {
  if (name === '' || surrogate.test(name))
    return (text.match(new RegExp(`(?<![\\p{L}])${escapeRegExp(name)}(?![\\p{L}])`, 'gu')) ?? []).length;
  let count = 0;
  let from = 0;
  for (let index = text.indexOf(name, from); index >= 0; index = text.indexOf(name, from)) {
    const end = index + name.length;
    if (!insideSurrogatePair(text, index) && !letterBefore(text, index) && !letterAfter(text, end)) {
      count += 1;
      from = end;
    } else from = index + 1;
  }
  return count;
}

const acronymInBrackets = /\s*\(([A-Z]{2,8})\)/uy;

/** "Imperial College Health Partners (ICHP)": the acronym the ad first writes after the name. */
function findAcronymAfter(text: string, name: string): string | undefined {
  if (name === '' || surrogate.test(name))
    return text.match(new RegExp(`${escapeRegExp(name)}\\s*\\(([A-Z]{2,8})\\)`, 'u'))?.[1];
  for (let index = text.indexOf(name); index >= 0; index = text.indexOf(name, index + 1)) {
    if (insideSurrogatePair(text, index)) continue;
    acronymInBrackets.lastIndex = index + name.length;
    const acronym = acronymInBrackets.exec(text)?.[1];
    if (acronym) return acronym;
  }
  return undefined;
}

/** Words of every sentence, which a trading name may be but a letter cannot name as one ("position at Here"). */
const sentenceWords = new Set(
  'here there now then today together home ahead next more better yes hello one us we you they it this that'.split(' '),
);

/**
 * "Hollis Foods Ltd t/a The Corner Deli" reads as "The Corner Deli", the name the business goes by; "Care Unbound
 * Limited, trading as Here" as "Care Unbound" (one reader took it for an ad read carelessly, another found "Dear Here
 * Hiring Team" to read as a word dropped). A legal form at the end is left out of a letter.
 */
export function companyForLetter(company: string): string {
  // "UMHLABA CIVILS (PTY) LTD": a name the ad wrote in capitals is written as a name, not shouted; a short one
  // ("KPMG LLP", "BDO") may be letters, and stays.
  const written =
    isAllCapitals(company) && (company.match(/\p{L}{4,}/gu) ?? []).length >= 2
      ? titleCaseFromCapitals(company)
      : company;
  return (
    written
      .replace(/^(.*?),?\s+(?:trading as|t\/a|DBA|d\/b\/a)\s+(\S.*)$/iu, (_whole, legal: string, trading: string) =>
        // ("Care Unbound Limited, trading as Here": a trading name that is a word of every sentence reads as a word
        // dropped, "Dear Here Hiring Team", and the legal name is said instead.)
        sentenceWords.has(trading.trim().toLowerCase()) ? legal : trading,
      )
      // "Umhlaba Civils (Pty) Ltd": South Africa's private company, its "Pty" in brackets.
      // ("Lowveld Citrus Estates (Pvt) Ltd": Zimbabwe's, Pakistan's and Sri Lanka's, its "Pvt" in brackets.)
      .replace(/\s+\((?:Pty|Pvt|Private)\)\s+(?:Ltd|Limited)\.?$/iu, '')
      // "Coastline Access Scaffolding Pty Ltd": an Australian company's legal form is two words.
      // "Lindqvist Barrow & Co., CPAs": what the partners are, after the name, is no part of it.
      .replace(/(?<=&\s*Co\.?),\s*(?:CPAs?|LLP|LLC|PC|P\.C\.|PLLC|Chartered Accountants|Solicitors)$/u, '')
      // "Marks & Co": after "&", "Co" names the partners and stays. ("Velluto Casa S.r.l.", "Lusitana Têxteis Lda":
      // Italy's and Portugal's forms go as the others do.)
      .replace(
        /(?<!&)\s*,?\s+(?:Pty\.?\s+Ltd|Pty\.?\s+Limited|Pte\.?\s+Ltd|Pvt\.?\s+Ltd|Sdn\.?\s+Bhd|Ltd|Limited|plc|PLC|Inc|LLC|LLP|GmbH|AG|Corp|Corporation|Co|CLG|DAC|CIC|S\.\s?L\.\s?U|S\.\s?A\.\s?U|S\.\s?L|S\.\s?A|SARL|SAS|B\.\s?V|N\.\s?V|S\.\s?r\.\s?l|S\.\s?p\.\s?A|SRL|Srl|SpA|Lda|Ltda)\.?$/u,
        '',
      )
      .trim()
  );
}

const experienceNote =
  /\s*\((?:[^)]*\b(?:years?|yrs|jahre|años|ans)\b[^)]*|m\/w\/d|w\/m\/d|m\/f\/d|f\/m\/d|m\/w\/x|w\/m\/x|f\/m\/x|h\/f|f\/h|h\/m|m\/h|m\/f|f\/m|all genders)\)/giu;
const gradeNote = /\s*(?:[-–—,]\s*)?\b(?:band|grade|pay band|level)\s*\d+[a-z]?\b\s*(?:[-–—,]\s*)?/giu;

/** Words of a job's terms rather than its title. */
const termsOfWork =
  /\b(?:FIFO|DIDO|roster|rotation|\d{1,2}\/\d{1,2}(?=\s+(?:roster|rotation|swing))|full[- ]?time|part[- ]?time|hybrid|remote|on[- ]?site|home[- ]based|office[- ]based|field[- ]based|permanent|temporary|temp|fixed[- ]term|contract|locum|mon(?:day)?[- ]fri(?:day)?|weekends?|nights?|days|shifts?|rotating|rota|drivers?|essential|hours?|flexible|CDI|CDD|intérim|alternance|temps (?:plein|partiel)|Vollzeit|Teilzeit|befristet|unbefristet|jornada (?:completa|parcial)|medio tiempo|tiempo completo)\b/iu;
/** "– $10K Sign-On Bonus", "– £32k + benefits": what a post pays, after its title. */
// ("| Rs 14-20 LPA", "| 8-12 Yrs": an Indian job board's pay in lakhs a year, and the years it asks for.)
const payNote =
  /[$£€₹]\s?\d|\b(?:bonus|salary|per hour|p\/h|DOE|LPA|CTC)\b|\bRs\.?\s?\d|\b\d+\s*[-–]\s*\d+\s*(?:yrs|years)\b/iu;
const termsNote = new RegExp(`\\s*\\((?=[^)]*${termsOfWork.source})[^)]*\\)`, 'giu');
/** "— Fleet Operations Platform", "– Data Team": the part of the organisation the post is in. */
const teamEnding = /\b(?:platform|team|department|division|unit|group|programme|program|function)$/iu;

/** "FIFO Electricians" → "FIFO Electrician": the last word without its plural "s". */
function singularPost(text: string): string {
  return text.trim().replace(/(?<=\p{Ll}{3})s$/u, '');
}

/**
 * A title, or titles in the plural where an ad is for several posts ("FIFO Electricians"). Only an ad's title line is
 * read so: elsewhere a firm is named after its trade in the plural ("Loddon Architects").
 */
function readsAsPostTitle(text: string): boolean {
  if (looksLikeTitle(text)) return true;
  const singular = singularPost(text);
  return singular !== text.trim() && looksLikeTitle(singular) && !looksLikeOrganisation(text);
}

/**
 * The organisation an ad opens with, alone on its first line with the post named below ("Thornbury & Wolds NHS
 * Foundation Trust", "Scoil Bhríde Naofa N.S., Knockmore, Co. Mayo"), or undefined.
 */
function headingOrganisation(lines: readonly string[]): string | undefined {
  const first = lines[0] ?? '';
  // "Marlowe Orthodontics – Frome", "Qadir Roadworks Contracting LLC | Al Ain, UAE": the name before its place.
  const name = first.split(/,\s+|\s+[-–—|·•]\s+/u)[0]?.trim() ?? '';
  const head = first.replace(/\(.*?\)/g, ' ').split(/\s+[-–—|]\s+/)[0] ?? '';
  if (name === '' || looksLikeTitle(name) || looksLikeTitle(head) || academicPost.test(first)) return undefined;
  // "Kids Gym Classes for ages 4 months to 12 years": a page's tagline, with its figures in words of the sentence, names
  // what is offered, not who offers it.
  if (/\d/u.test(name) && /\s\p{Ll}{3,}\s/u.test(name)) return undefined;
  return looksLikeOrganisation(name) ||
    // ("Scoil Bhríde Naofa (St Brigid's N.S.), Clane": a national school named in brackets in its other language.)
    /\b(?:NHS|Trust|National School|Primary School|Academy|Council)\b|\bN\.S\.?(?:$|\))/u.test(name)
    ? name
    : undefined;
}

/** "(m/w/d)", "(H/F)", "(m/v/x)", "(f/m/d)": the marker, in brackets, of whom a post is open to. */
// ("(f/m/d/-)", "(m/w/*)": a slot left for anyone else.)
const genderMarker = /\s*\((?:[mwfdvxhMWFDVXH*-]\s*\/\s*){1,3}[mwfdvxhMWFDVXH*-]\)/u;
/** The marker alone on a line of its own. */
const genderMarkerLine = new RegExp(`^${genderMarker.source}$`, 'u');
/** "Réceptionniste de jour H/F": the French marker written without brackets. */
const bareFrenchMarker = /\s[HF]\s*\/\s*[HF](?=\s|$)/u;

/** Whether a title line marks its post as open to all ("(m/w/d)", "(H/F)", "H/F"): a post's title, whatever its words. */
function marksPostOpenToAll(text: string): boolean {
  return genderMarker.test(text) || bareFrenchMarker.test(text);
}

/**
 * The call after a post's name, no part of it: "Bar Staff Wanted!", "Chef de Partie required", "Mitarbeiter und
 * Mitarbeiterinnen gesucht!", "Staff Nurse Vacancies", "Serveurs recherchés".
 */
const callAfterPost = String.raw`\s+(?:wanted|required|needed|vacanc(?:y|ies)|openings|(?:dringend\s+)?gesucht|recherch[ée]e?s?)[!.]*`;
/** The call at a title's end. */
const callAtEnd = new RegExp(`${callAfterPost}$`, 'iu');
/** The call at a title line's end, with what follows its dash ("– Petone") and its pictures. */
const callAtTitleLineEnd = new RegExp(
  String.raw`${callAfterPost}(?:\s*[–—-][^–—-]*)?[\s\p{Extended_Pictographic}\uFE0F]*$`,
  'iu',
);

/**
 * A point that ends no sentence of a title line: an abbreviation's ("... at St. Agnes Medical Center", "Exam.
 * Pflegefachkraft", "Dipl. Sozialpädagoge").
 */
const noAbbreviationBefore = String.raw`(?<!\b(?:St|Mt|Ft|Dr|Exam|Dipl|Staatl|staatl|gepr|Ing))`;
/** Where a role's words end and a sentence's begin ("Senior Frontend Engineer, and I hold a PhD from MIT"). */
const roleSentenceEnd = new RegExp(
  String.raw`\s*(?:,\s*(?:and|but|where|who|which)\b|\s+(?:and|but)\s+(?:I|we|you)\b|${noAbbreviationBefore}[.!?;]\s|:\s)`,
  'u',
);
/** An ad's first sentence, ended by its full stop instead of a line break ("Machine Learning Engineer at Lumora."). */
const openingSentence = new RegExp(String.raw`^(.{3,100}?)${noAbbreviationBefore}[.!]\s+(?=\p{Lu})`, 'u');

/** The role as a letter names it: no experience note, gender marker, band, or trailing place or employer. */
function tidyRole(raw: string, companies: string[]): string | null {
  // A title the ad marks as open to all is a post's title, whatever words it is in ("Graphiste print & packaging").
  const markedAsPost = marksPostOpenToAll(raw);
  const readsAsPost = (text: string) => markedAsPost || readsAsPostTitle(text);
  let role = raw
    .replace(/^#+\s*/, '')
    // "Ausbildung 2026: Fachkraft für Lagerlogistik (m/w/d)": an apprenticeship starting that year, in the post it
    // trains for ("die Stelle als Ausbildung 2026" before).
    .replace(
      /^(Ausbildung|Duales Studium)\s+(?:(?:ab|für|zum)\s+)?(?:\d{1,2}\.\d{1,2}\.)?(?:19|20)\d{2}\s*[:–—-]\s*(?=\p{Lu})/u,
      '$1 als ',
    )
    // "Allied Health Assistant Jobs in {suburb}", "iOS / Android Front-End Developer jobs in California": a job board's
    // page title, its listing's place (or the template's slot for it) after the post.
    .replace(/\s*\{[a-z_]{2,30}\}/gu, '')
    .replace(/\s+[Jj]obs?\s+in(?:\s+\p{Lu}[\p{L} .,'’-]{1,40})?$/u, '')
    // "Carpentry Apprentice Wanted", "Wanted: Line Cook", "Chef de Partie required": how an ad calls, no part of the post.
    // ("NOW HIRING!!! ACCOUNTS PAYABLE SPECIALIST": however many marks it calls with.)
    .replace(/^(?:wanted|urgently required|now hiring|hiring)\s*[:!–—-]*\s+/iu, '')
    // "Visual Merchandiser (m/w/d) – 80%, Reiseanteil 90%": the share of a week and the terms after a dash.
    .replace(/\s+[–—-]\s+\d{1,3}\s*(?:[-–]\s*\d{1,3}\s*)?%.*$/u, '')
    // "Conseiller de vente (m/w) 60-100%", "Pflegefachperson 80–100 %": the share of a week a Swiss ad offers.
    .replace(/\s*\(?\d{1,3}\s*(?:[-–]\s*\d{1,3}\s*)?%\)?\s*$/u, '')
    // "Cercasi Sous-Chef", "Si cerca cameriere/a": the Italian ad's "wanted" before the post.
    .replace(/^(?:cercasi|si\s+cerca|ricerchiamo|cerchiamo)\s+(?=\p{L})/iu, '')
    // "Careers for Caregivers", "Careers with ...": a careers page's heading over the post it names.
    .replace(/^careers?\s+(?:for|as)\s+(?=\p{L})/iu, '')
    // "Vacature: Internationaal Chauffeur CE (ADR)", "Vacancy: ...", "Stellenangebot: ...": the word for an opening.
    .replace(
      /^(?:vacature|vacancy|vacancies|job opening|stellenangebot|stellenausschreibung|offre d['’]emploi|oferta de empleo)\s*[:–—-]\s*/iu,
      '',
    )
    // "Apply for Senior Tax Accountant": a careers page's button under the post it names.
    .replace(/^apply\s+(?:now\s+)?for\s+(?:the\s+|this\s+)?(?=\p{Lu})/iu, '')
    // "Fiche de poste Assistant Facturation", "Job description Payroll Officer": the name of the sheet, before the post
    // it describes.
    .replace(
      /^(?:fiche\s+de\s+poste|fiche\s+métier|descriptif\s+de\s+poste|descripción\s+del\s+puesto|job\s+description|stellenbeschreibung)\s*[:–—-]?\s+(?=\p{L})/iu,
      '',
    )
    // "JOB VACANCY: PAYROLL OFFICER", "Vacancy: ...": the ad's label for what follows.
    // ("VACANCY ANNOUNCEMENT: FINANCE AND GRANTS OFFICER", "Vacancy Notice: ...": the announcement's name for itself.)
    .replace(
      /^(?:job\s+)?(?:vacancy|vacancies|opening|opportunity)(?:\s+(?:announcement|notice|advert(?:isement)?))?\s*:\s+/iu,
      '',
    )
    // "Job Advert: Registered Midwife – ...", "Vacante: Coordinador(a) de ...", "Poste à pourvoir : ...": the ad's
    // label for the post it names.
    .replace(
      /^(?:job\s+)?(?:advert(?:isement)?|ad|posting)\s*:\s+|^(?:vacante|plaza|puesto vacante|poste à pourvoir|offre)\s*:\s*/iu,
      '',
    )
    // "Customer Service Agent (m/w/d) auch für Quereinsteiger geeignet", "– gern auch Quereinsteiger": whom else the
    // post is open to, after its marker, no part of its title.
    .replace(
      /\s*[-–—]?\s*(?:auch|gern(?:e)?\s+auch|ideal)\s+(?:für\s+)?Quereinsteiger(?:\*?innen)?(?:\s+geeignet)?\s*$/iu,
      '',
    )
    // "Supply Planner (m/v/x)", "Graphiste (H/F)", "(w/m/d)": whom the post is open to, no part of its title.
    .replace(genderMarker, ' ')
    // "RETAIL MANAGER (posted April 2023)", "(closing 12 May)": when the ad went up or closes is no part of the post.
    .replace(/\s*\((?:posted|updated|reposted|closing|closes|deadline|apply by)\b[^()]*\)/giu, ' ')
    // "Cerchiamo: GOVERNANTE DI PIANO", "Buscamos Fisioterapeuta", "Procuramos: Rececionista": the call before the post,
    // in the ad's language.
    .replace(
      /^(?:cerchiamo|ricerchiamo|selezioniamo|buscamos|precisamos|procuramos|contratamos|recrutamos|on recherche|nous recherchons|recherchons)\s*[:!–—-]?\s+/iu,
      '',
    )
    // "¡ESTAMOS CONTRATANDO! 🌴 JEFE(A) DE BARRA", "We're hiring! Barista": the call, and its pictures, before the post.
    .replace(
      /^[¡!]?\s*(?:we['’]re hiring|we are hiring|estamos contratando|wir stellen ein|on recrute|nous recrutons)\s*!*[\s\p{Extended_Pictographic}\uFE0F:–—-]*/iu,
      '',
    )
    // "Project Manager Job in Birmingham", "AYUDANTE CAMARERO/A- job post": a job board's words after the post, and the
    // place it files it under.
    .replace(/\s+Job in\s+\p{Lu}[\p{L}.'’ -]*$/u, '')
    // "Care worker / care assistant duties may include:": the heading of the post's duties names the post.
    .replace(/\s+(?:duties|responsibilities|tasks)\s+(?:may\s+|will\s+)?(?:include|includes)\s*:?$/iu, '')
    // "Recruitment Consultant – Industrial / Commercial / Engineering / Driv": the sectors a post covers, listed with
    // slashes after its dash (a job board cut the last), are no part of its title.
    .replace(/\s+[–—-]\s+(?:\p{L}+\s*\/\s*){2,}\p{L}+$/u, '')
    // ("Teacher Job South Molton": the town without "in"; "Supported Employment Job Coach" keeps its post.)
    .replace(/\s+Job\s+(\p{Lu}[\p{L}.'’ -]*)$/u, (whole, after: string) => (looksLikeTitle(after) ? whole : ''))
    .replace(/\s*[-–—]?\s*job post$/iu, '')
    // "Merchandiser, Philadelphia": a job board's title, the town it files the post under after a comma.
    .replace(/,\s+(\p{Lu}[\p{L}.'’ -]*?)(?:,\s*[A-Z]{2})?$/u, (whole, place: string) =>
      looksLikePlace(place) && !looksLikeTitle(place) ? '' : whole,
    )
    // "Hilton Kensington Receptionist Job ad": the page's name for what it holds, after the post.
    .replace(/\s+job\s+(?:ad|advert|advertisement|posting|offer|description)$/iu, '')
    // "Café Manager wanted – Petone ☕": the call after the post, with its place and its pictures, is no part of it.
    // ("Bar Staff Wanted!": with its marks.)
    .replace(callAtTitleLineEnd, '')
    .replace(/[\s\p{Extended_Pictographic}\uFE0F]+$/u, '')
    // "BANK TELLER (Batangas Area – Lipa, Batangas City, Tanauan)": the area the post covers, in brackets.
    .replace(/\s*\((?=[^()]*\b(?:area|areas|branch(?:es)?|region|regions|locations?|sites?|based)\b)[^()]*\)/iu, '')
    // "SEGUNDO/A DE COCINA (ALICANTE)": the town the post is in, in brackets after it.
    .replace(/\s*\(([^()]{3,40})\)\s*$/u, (note, place: string) => (looksLikePlace(place) ? '' : note))
    // "(Ref: TR-4471-KD)": the post's reference, which the brief keeps apart.
    .replace(/\s*\((?:ref(?:erence)?|job\s*(?:id|ref)|vacancy(?:\s*no)?)\b[^)]*\)?/iu, '')
    // "(Internal and External Applicants)": who may apply, not the post.
    .replace(
      /\s*\((?:internal|external)(?:\s+(?:and|&|or)\s+(?:internal|external))?\s+(?:applicants|candidates)(?:\s+only)?\)/iu,
      '',
    )
    // "Real Estate Sales Associate – Join Our Palmetto Shores Team!": a call after the dash is no part of the post.
    .replace(
      /\s+[-–—|]\s+(?:join|apply|come|be part|work with|grow with|we['’]re hiring|now hiring|start)\b[^–—|]*!?\s*$/iu,
      '',
    )
    // "Senior Full Stack Engineer (5+ Years of" on a wrapped title line: the note never closed.
    .replace(/\s*\([^)]*$/, '')
    // "(Mon-Fri, no weekends)", "(drivers essential)", "(Full-time, Hybrid – Chicago)": terms of the job, not its title.
    .replace(termsNote, '')
    // "(with TLR opportunity for KS3 Coordinator)": what else the post offers; "(Level 3 or working towards)": what
    // the post asks of the applicant.
    .replace(/\s*\((?:with|plus|incl\.?|including|\+)\s[^)]*\)/giu, '')
    // ("Financial Accountant (Newly Qualified CA(SA))": a bracket inside the note is the note's.)
    .replace(
      /\s*\((?:[^()]|\([^()]*\))*?\b(?:working towards|or equivalent|qualified|or above)\b(?:[^()]|\([^()]*\))*\)/giu,
      '',
    )
    .replace(experienceNote, '')
    // "Réceptionniste de jour H/F": the marker of whom the post is open to, written without brackets.
    .replace(/\s+[HF]\s*\/\s*[HF](?=\s|$)/u, '')
    // ("Occupational Therapist – Band 6 – Community Rehabilitation": between two dashes, one stays between the parts.)
    .replace(gradeNote, (note) => (/^\s*[-–—]/u.test(note) && /[-–—]\s*$/u.test(note) ? ' – ' : ' '))
    // "(returners to practice welcome)", "(graduates encouraged)": whom the ad welcomes, no part of the post.
    .replace(/\s*\((?:[\p{Ll}\s-]+\s)?(?:welcome|welcomed|encouraged|considered)\)/gu, '')
    // "Children's Social Worker (Level 2)": the grade gone, its brackets go with it.
    .replace(/\s*\(\s*\)/gu, ' ')
    // ("Sozialpädagog*innen", "Beschäftigte*r": the German gender star inside a word is part of the post's name.)
    .replace(/\s*\*+\s*(?!innen\b|in\b|r\b|e\b|n\b)/gu, ' ')
    // "Sozialpädagog*innen", "Pflegefachkräfte": a German ad's posts in the inclusive plural; one person applies for one.
    .replace(/(?<=\p{Ll})([*:_])innen\b/gu, '$1in')
    .replace(/(?<=\p{Ll})Innen\b/gu, 'In')
    // "in Voll- oder Teilzeit", "(Vollzeit/Teilzeit)": the hours the post may be worked in are no part of its name.
    .replace(
      /\s*\(?\b(?:in\s+)?(?:Voll-\s*(?:oder|und|\/)\s*Teilzeit|Vollzeit\s*(?:oder|und|\/)\s*Teilzeit|Teilzeit|Vollzeit)\b\)?/gu,
      '',
    )
    .replace(/\s+/g, ' ')
    .trim();
  // "CDL-A Regional LTL Driver — Home Weekly — Phoenix Terminal": after the post's dashes, how often the driver is home
  // and the site the post works from are no part of it.
  const [post, ...afterPost] = role.split(/\s+[–—]\s+/u);
  if (
    post !== undefined &&
    afterPost.length > 0 &&
    looksLikeTitle(post) &&
    afterPost.every(
      (part) =>
        termsOfWork.test(part.trim()) ||
        looksLikePlace(part.trim()) ||
        /^(?:home\s+(?:daily|weekly|nightly|every\s+\p{L}+)|(?:\p{Lu}[\p{L}'’-]*\s+){1,3}(?:terminal|depot|site|branch|hub|campus|yard|store|office))$/iu.test(
          part.trim(),
        ),
    )
  )
    role = post;
  // "BANK TELLER": a title in capitals is said as a title ("Bank Teller"), its short acronyms kept ("HGV Driver").
  // ("AUXILIAR DE ALMACÉN", "HEAD OF SALES": the small words between are words, never acronyms.)
  if (/\p{Lu}{2,}/u.test(role) && !/\p{Ll}/u.test(role))
    role = role
      // ("TCAE TURNO DE NOCHE", "HVAC ENGINEER": an acronym of four letters a letter knows stays one.)
      .replace(/\p{Lu}{4,}|\p{Lu}{2,3}(?=\p{Lu}*\p{Ll})/gu, (word) =>
        isKnownAcronym(word) ? word : word.charAt(0) + word.slice(1).toLowerCase(),
      )
      .replace(
        /(?<=\S\s)(?:DE|DEL|DES|DU|LA|LAS|LOS|LE|LES|Y|ET|OF|AND|THE|FOR|VON|DER|UND|DI|DA|DO)(?=\s)/gu,
        (word) => word.toLowerCase(),
      );
  // "Apprentice: Fitter and Turner (x4)": the kind of post, then its trade, is one title; "(x4)" counts the posts.
  role = role.replace(/\s*\(x\s?\d+\)\s*$/iu, '');
  const kindAndTrade = /^([^:]{2,30}):\s+([^:]{2,50})$/u.exec(role);
  if (
    kindAndTrade?.[1] &&
    kindAndTrade[2] &&
    countSpaceSeparatedParts(kindAndTrade[1]) <= 2 &&
    looksLikeTitle(kindAndTrade[1]) &&
    looksLikeTitle(kindAndTrade[2])
  )
    role = `${kindAndTrade[1]} ${kindAndTrade[2]}`;
  // "Senior Frontend Engineer, and I hold a PhD from MIT": sentence-like content is never part of a role.
  role = role.split(roleSentenceEnd)[0] ?? role;
  // "Pflegefachkraft für unsere Innere Medizin", "Nurse for our ICU": the ad's "our" belongs to the ad, not the role.
  role = role
    .replace(
      /\s+(?:for|in|at|with|on|für|in|im|bei|auf|para|en|pour|dans|au)\s+(?:our|unser\p{L}*|nuestr\p{L}*|notre|nos)\b.*$/iu,
      '',
    )
    .trim();
  // Trailing parts after a dash that name an employer, a place or a ward ("– New Hall Independent Hospital",
  // "- Trustwide", "- Care Home").
  // "Registered Nurse - Medical ICU (MICU) - Full Time Nights - $10K Sign-On Bonus", "Assistant(e) de direction – CDI –
  // Lyon 7e": from the first part after the title that gives the terms or the pay, the rest is the job's particulars.
  for (const separator of role.matchAll(/\s+[-–—|]\s+/gu)) {
    const part = role.slice(separator.index + separator[0].length).split(/\s+[-–—|]\s+/u)[0] ?? '';
    const before = role.slice(0, separator.index);
    if ((termsOfWork.test(part) || payNote.test(part)) && readsAsPost(before.split(/\s+[-–—|]\s+/u)[0] ?? '')) {
      role = before;
      break;
    }
  }
  for (let attempt = 0; attempt < 2; attempt += 1) {
    // The part after the last spaced dash, hyphens inside its words and all ("– Home-Based (South Wales)").
    const dashed = role.match(/^(.+)\s+[-–—|]\s+(\S(?:(?!\s[-–—|]\s).)*)$/u);
    if (
      !dashed?.[1] ||
      !dashed[2] ||
      !(readsAsPost(dashed[1]) || readsAsPost(dashed[1].split(/\s+[-–—|]\s+/)[0] ?? '')) ||
      // "Mathematics Teacher (Senior 4 – Senior 6)": a dash inside the post's brackets parts nothing.
      (dashed[1].match(/\(/gu) ?? []).length > (dashed[1].match(/\)/gu) ?? []).length
    )
      break;
    const tail = dashed[2].trim();
    // "Loopwerk – Customer Success Manager DACH (Mid-Market) (m/f/d)": the company before the dash, the post after it.
    if (
      markedAsPost &&
      countTitleWords(dashed[1]) === 0 &&
      countTitleWords(tail) > 0 &&
      !/\s[-–—|]\s/u.test(dashed[1])
    ) {
      role = tail;
      break;
    }
    const isCompany = companies.some((company) => company.toLowerCase() === tail.toLowerCase());
    const oneWordTail = countSpaceSeparatedParts(tail) === 1 && countTitleWords(tail) === 0;
    // "– Days/Nights rotating", "- Full Time", "— Fleet Operations Platform": the terms of the job or its team.
    // ("— Remoto (Colombia / Perú / México)", "– Télétravail": where the work is done, in the ad's language.)
    const termsOrTeam =
      termsOfWork.test(tail) ||
      teamEnding.test(tail) ||
      /^(?:remoto|en remoto|teletrabajo|híbrido|télétravail|hybride|à distance|in remoto|ibrido)\b/iu.test(tail);
    // "– Fully Licensed (PCV Category D)", "– Qualified or Trainee": what the post asks of the applicant.
    const asksOfApplicant =
      /^(?:fully\s+|must be\s+)?(?:licen[cs]ed|qualified|registered|experienced|certified|trainee|unqualified)\b/iu.test(
        tail,
      );
    // "SOUS CHEF – Upscale Casual, New American": words that describe the place, a list with no post in it.
    // ("SOUS CHEF - modern Australian, 110 seats, Fitzroy": a description in lower case after the dash, numbers and all;
    // "– Stagione 2026", "– Season 2027": the season the post is for.)
    const description =
      (/,/u.test(tail) && countTitleWords(tail) === 0 && !/\d/u.test(tail)) ||
      (/^\p{Ll}/u.test(tail) && countTitleWords(tail) === 0) ||
      (/\b(?:19|20)\d{2}\b/u.test(tail) && countTitleWords(tail) === 0 && countSpaceSeparatedParts(tail) <= 3);
    // "– PATERNA (VALENCIA)", "– Brest (29)": a town with its province, in a title line in capitals, or with its
    // département's number ("– Backend (Java)" is the post's kind of work).
    const townAndProvince =
      countTitleWords(tail) === 0 &&
      (/^\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)?\s*\(\d{2,3}\)$/u.test(tail) ||
        (/^\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)?\s*\(\p{Lu}[\p{L}'’ -]+\)$/u.test(tail) && !/\p{Ll}/u.test(raw)));
    // "Staff Nurse - Intensive Care", "Registered Nurse – Acute Medical Unit": the ward or specialty is the post's own,
    // and a letter that drops it applies for another post (review of the real pairs).
    const clinicalUnit =
      /^(?:Adult\s+|Paediatric\s+|Pediatric\s+|Neonatal\s+)?(?:Intensive Care|Critical Care|Acute Medical Unit|Acute Medicine|Emergency Department|Emergency Medicine|A&E|Theatres?|Paediatrics|Pediatrics|Maternity|Oncology|Haematology|Cardiology|Respiratory|Renal|Stroke(?: Unit)?|Orthopaedics|Neonatal Unit|ICU|HDU|NICU|ITU|Day Surgery|Surgical Ward|Medical Ward|Mental Health|Dementia Care|Palliative Care)\b/u.test(
        tail,
      );
    if (clinicalUnit) break;
    // ("Early Years Practitioner – Sheffield S11", "Clinical Dietitian – Brisbane Southside": a town with its postcode
    // district or the part of it, no part of the post.)
    const townAndArea = tail.match(
      /^(\p{Lu}[\p{L}'’-]+)\s+(?:[A-Z]{1,2}\d{1,2}[A-Z]?|(?:North|South|East|West)(?:side|east|west)?|Central|CBD|City Centre|Centre|Center|Metro|Area|Region|Inner West|Inner North|Inner South)$/u,
    );
    if (
      isCompany ||
      looksLikeOrganisation(tail) ||
      looksLikePlace(tail) ||
      (townAndArea?.[1] !== undefined && looksLikePlace(townAndArea[1])) ||
      oneWordTail ||
      termsOrTeam ||
      asksOfApplicant ||
      description ||
      townAndProvince
    )
      role = dashed[1].trim();
    else break;
  }
  // "Carpenter at Cardiff Estates": the company after "at" is the company, not part of the role.
  const atCompany = role.replace(/[.!]+$/u, '').match(/^(.+?)\s+(?:at|@|bei|chez)\s+(.+)$/u);
  if (
    atCompany?.[1] &&
    atCompany[2] &&
    looksLikeTitle(atCompany[1]) &&
    companies.some((company) => company.toLowerCase() === atCompany[2]?.trim().toLowerCase())
  )
    role = atCompany[1].trim();
  role = role
    .replace(/[-–—,:;|\s]+$/u, '')
    .replace(callAtEnd, '')
    .trim();
  // "Hilton Kensington Receptionist": the company's name before the post, which the letter names apart.
  const ownName = companies.find((company) => {
    const rest = role.slice(company.length).trim();
    return (
      company.length >= 3 &&
      role.toLowerCase().startsWith(`${company.toLowerCase()} `) &&
      // ("Care Assistant" at a company called "Care": a post of one word left would be a rank, no post.)
      countSpaceSeparatedParts(rest) >= 2 &&
      looksLikeTitle(rest)
    );
  });
  if (ownName !== undefined) role = role.slice(ownName.length).trim();
  // "Team Leader – Infant & Toddler Room (Pēpi and Tamariki under 2)": a note too long for the title goes, not the title.
  if (countSpaceSeparatedParts(role) > 10) role = role.replace(/\s*\([^()]*\)$/u, '').trim();
  // "Ausbildung Mediengestalter:in Digital und Print – Fachrichtung Gestaltung und Technik mit Schwerpunkt Technik":
  // the post before the dash, its specialism after it left for the ad.
  const beforeDash = role.split(/\s+[–—-]\s+/u)[0] ?? role;
  if (countSpaceSeparatedParts(role) > 10 && beforeDash !== role && countSpaceSeparatedParts(beforeDash) >= 2)
    role = beforeDash.trim();
  if (role === '' || countSpaceSeparatedParts(role) > 10 || role.length > 100) return null;
  // "Employment", "Careers", "Vacancies": a careers page's heading names jobs in general, no post.
  if (
    /^(?:employment|careers?|jobs?|job openings|openings|vacanc(?:y|ies)|opportunities|work with us|join us|join our team|stellenangebote|empleo|emploi|offres d['’]emploi)$/iu.test(
      role,
    )
  )
    return null;
  // ("Data Analyst I", "Engineer II": a grade in Roman numerals after a title is no "I".)
  if (
    /\b(?:I\b(?![ \t]*(?:$|[(–—|,-]|[A-Z]{2,}\b))|my|me|we|our|you|your)\b/.test(role) ||
    /\b(?:hold|have|has|am|is|are|was|were)\b/i.test(role)
  )
    return null;
  // "FIFO Electricians": the ad is for several posts; the person applies for one.
  // ("Staff Nurses", read from "is recruiting Staff Nurses": a post in the plural, whose last word in the singular is a
  // post's word, is one post.)
  const lastWord = role.split(/\s+/u).at(-1) ?? '';
  if (
    (!looksLikeTitle(role) && readsAsPostTitle(role)) ||
    (/\p{Ll}{3}s$/u.test(lastWord) && !/ss$/u.test(lastWord) && isTitleWord(singularPost(lastWord).toLowerCase()))
  )
    role = singularPost(role);
  // "Civil Engineer -Highway Design": a job board's dash glued to the part after it parts the title as a spaced one does.
  role = role.replace(/(?<=\p{L})\s+-(?=\p{Lu}\p{Ll})/u, ' – ');
  // "Care worker / care assistant" (of "We are looking for care workers / care assistants"): two names of one post, the
  // ad's sentence gives; the first, as a title is written.
  const alternatives = role.match(/^(\p{Lu}\p{Ll}+(?:\s+\p{Ll}+){0,3})\s+\/\s+(\p{Ll}+(?:\s+\p{Ll}+){0,3})$/u);
  if (alternatives?.[1] && alternatives[2] && looksLikeTitle(alternatives[1]) && looksLikeTitle(alternatives[2]))
    role = alternatives[1].replace(/(?<=\s)\p{Ll}/gu, (letter) => letter.toUpperCase());
  // "Collections Officer / Addetto/a alla gestione delle collezioni": the post's name, then the same in the ad's own
  // language, which marks its gender ("/a", "(a)", "/in"); the name without a mark is the one a letter applies for.
  const translated = role.match(/^([^/()]{3,60}?)\s+\/\s+(\p{L}+(?:\/|\()(?:a|e|in|innen)\)?(?:\s.*)?)$/u);
  if (translated?.[1] && looksLikeTitle(translated[1])) role = translated[1];
  // "EVENT COORDINATOR - Conferencing & Banqueting": a part of the title in capitals is said as a title too; a part of
  // one word ("Engineer - HVAC") may be an acronym, and stays.
  // "ACCOUNTS PAYABLE SPECIALIST (F&A Account)": the words in capitals before a note that is not.
  role = role
    .split(/(\s+[-–—|]\s+)/u)
    .map((part) =>
      countSpaceSeparatedParts(part) >= 2
        ? titleCaseFromCapitals(part).replace(
            // ("Class A CDL Driver": a letter alone, a class or a grade, makes no run of capitals with an acronym.)
            /\p{Lu}[\p{Lu}'’&.-]+(?!\p{L})(?:\s+\p{Lu}[\p{Lu}'’&.-]+(?!\p{L}))+/gu,
            // ("Armed Guard II CTAP": a grade and an acronym in a title otherwise written in lower case stay.)
            (run) => (looksLikeTitle(run) ? titleCaseFromCapitals(run) : run),
          )
        : part,
    )
    .join('');
  // "ADMINISTRATIVO/A", "ASSISTANT(E)": a gender ending stays in lower case once the title is out of capitals.
  // ("AUXILIAR DE ALMACÉN.": a title's own full stop is no part of it; "Sr." and "Co." keep theirs.)
  return (
    titleCaseFromCapitals(role)
      // ("BUCHHALTER/IN": the German "/in" too.)
      .replace(/(?<=\p{Ll})(\/|\()(A|E|IN|INNEN)(?=\)|[^\p{L}]|$)/gu, (ending) => ending.toLowerCase())
      .replace(/(?<!\b(?:\p{Lu}|Jr|Sr|Co|Inc|Ltd|St|Dept|Asst|Mgr))\.$/u, '')
  );
}

/**
 * A title line without the town its last comma gives ("Accounts Executive at Kaveri Textiles, Chennai"): a known place,
 * or a name of one or two words that is no legal form ("Kaveri Textiles, Ltd" keeps its "Ltd").
 */
function withoutTownAtEnd(line: string): string {
  // "Digital Designer - Meridian Health Partners (Portland, OR)", "... at Kestrel Labs (Remote)": where the job is, in
  // brackets after the organisation.
  const bracketed = line.match(/^(.*\S)\s*\(([^()]+)\)\s*$/u);
  if (bracketed?.[1] && bracketed[2] && /\s(?:at|@|[-–—|])\s/u.test(bracketed[1])) {
    const [town = '', region] = bracketed[2].split(/\s*,\s*/u);
    if (
      /^(?:remote|hybrid|on[- ]?site)$/iu.test(bracketed[2].trim()) ||
      looksLikePlace(town) ||
      // ("(Lyon 5e)", "(Paris 8ème)": a town with its arrondissement's number.)
      /^\p{Lu}[\p{Ll}'’-]+\s+\d{1,2}(?:e|er|ème|eme)$/u.test(town) ||
      (/^\p{Lu}[\p{Ll}'’-]+(?:\s\p{Lu}[\p{Ll}'’-]+)?$/u.test(town) &&
        region !== undefined &&
        /^\p{Lu}{2,3}$/u.test(region))
    )
      return bracketed[1];
  }
  const town = line.match(/^(.*\S)\s*,\s*([^,]+?)\s*$/u);
  if (!town?.[1] || !town[2]) return line;
  const place = town[2];
  const named =
    looksLikePlace(place) ||
    (/^\p{Lu}[\p{Ll}'’-]+(?:\s\p{Lu}[\p{Ll}'’-]+)?$/u.test(place) && !legalFormAtEnd.test(place));
  return named && /\s(?:at|@|[-–—|])\s/u.test(town[1]) ? town[1] : line;
}

/** "Data Engineer at Riverbank Analytics" as an ad's first line: a title, then the company. */
const titleAtCompany = new RegExp(`^(.{3,80}?)\\s+(?:at|@|bei|en|chez)\\s+(${properName})\\s*$`, 'u');

/** "We are seeking a talented Front End Engineer to join": the capitalised title after the verb. */
const seekingPattern = new RegExp(
  // ("Sword APAK ... now require a Graduate Service Desk Technician.": a company that requires one seeks one.)
  `\\b(?:seeking|looking for|[Rr]ecruiting|[Hh]iring|searching for|(?:now\\s+)?(?:require|requires|need|needs)(?=\\s+(?:an?|one)\\s+\\p{Lu})|recherchons|buscamos|suchen|cerchiamo|ricerchiamo|procuramos)\\s+(?:an?|one|two|eine?n?|eine:n|einen|un|une|una)?:?\\s*(?:(?:[\\p{Ll}][\\p{Ll}-]*,?|and)\\s+){0,4}((?:[\\p{Lu}][\\p{L}/&-]*[ \\t]?){1,6})`,
  'u',
);

const germanSearchedPost =
  /\b(?:suchen|sucht)\b[^.!?]{0,80}?\b(?:eine?n?|eine:n|ein:e)\s+((?:\p{Lu}[\p{L}-]*\s+){0,3}\p{Lu}[\p{L}-]*)\s*\((?:[mwfdx]\s*\/\s*){2}[mwfdx]\)/u;

/** "... the Operations Manager is responsible for ...": the post its duties belong to. */
const responsiblePostPattern =
  /\b[Tt]he\s+((?:\p{Lu}[\p{L}/&-]*\s+){0,4}\p{Lu}[\p{L}/&-]*)\s+(?:is|will be)\s+(?:responsible|accountable)\s+for\b/u;

/** The labels of a post's terms, printed under its title: "Reports To:", "Salary Range & Benefits:", "Hours:". */
const postTermLabel =
  /^\s*(?:reports?\s+to|salary(?:\s+range)?|pay(?:\s+rate)?|wage|hours(?:\s+required)?|job\s+type|employment\s+type|department|location|schedule|shift|start\s+date|closing\s+date)\b[^:\n]{0,30}:/iu;

/** "Join Lumora Analytics as our next Sales Development Representative": the capitalised title after "as our". */
const joinAsPattern = new RegExp(
  `\\b(?:[Jj]oin|[Jj]oining)\\b[^.!?\\n]{1,80}?\\s+as\\s+(?:our|an?|the)\\s+(?:next|new|first)?\\s*((?:[\\p{Lu}][\\p{L}/&-]*\\s?){1,6})`,
  'u',
);

/**
 * Whether two names are one organisation's: "Paysetu" and "Paysetu Technologies Pvt. Ltd", "Shannonside M&E Ltd" and
 * "Shannonside M&E". The shorter, without its legal form, opens the longer at a word's end.
 */
function isSameOrganisation(left: string, right: string): boolean {
  const fold = (name: string) =>
    companyForLetter(name)
      .toLowerCase()
      .replace(/[^\p{L}\p{N}&]+/gu, ' ')
      .trim();
  const [shorter, longer] = [fold(left), fold(right)].sort((a, b) => a.length - b.length);
  return shorter !== undefined && longer !== undefined && shorter.length >= 3 && `${longer} `.startsWith(`${shorter} `);
}

/** A label that says only that the text is an opening: "OFFRE D'EMPLOI", "JOB VACANCY", "Stellenangebot". */
const bareOpeningLabel =
  /^(?:(?:job\s+)?(?:vacancy|vacancies|opening|advert(?:isement)?)(?:\s+(?:announcement|notice))?|offre d['’]emploi|oferta de empleo|stellenangebot|stellenausschreibung|vacature|now hiring|we['’]re hiring|we are hiring|nous recrutons|on recrute|estamos contratando)\s*[:!]?$/iu;

/**
 * "Postdoctoral position in probabilistic deep neural networks for weak lensing", "PhD studentship in soil ecology":
 * an academic post named by its kind and its subject, which no list of job titles holds.
 */
const academicPost =
  /^(?:(?:fully[- ]funded|funded|two[- ]year|\d[- ]year)\s+)?(?:postdoctoral|post-doctoral|postdoc|ph\.?\s?d\.?|doctoral|graduate|research|visiting|tenure[- ]track|master['’]?s)\s+(?:research\s+)?(?:position|fellowship|studentship|scholarship|post|researcher|fellow|student|candidate|associate)\b/iu;

/** A careers page's button under its post's title: "Apply now", "Quick apply", "Jetzt bewerben", "Postuler". */
const applyButtonUnderPost =
  /^(?:apply(?:\s+now|\s+online|\s+for\s+this\s+(?:job|position|role))?|quick\s+apply|easy\s+apply|save(?:\s+job)?|(?:jetzt\s+)?bewerben|postuler(?:\s+en\s+ligne)?|inscribirme(?:\s+en\s+esta\s+oferta)?|solicitar)$/iu;

function findRole(lines: string[], text: string, companies: string[]): string | null {
  const candidates: string[] = [];
  const titleLine = lines[0]?.trim() ?? '';
  if (academicPost.test(titleLine) && countSpaceSeparatedParts(titleLine) <= 14) {
    // ("Research Associate, Analytical Chemistry - Geltor Labs": the organisation after the dash is no part of the post.)
    const post = titleLine.replace(/[.:]$/u, '');
    const [, before, after] = post.match(/^(.+?)\s+[-–—|]\s+(.+)$/u) ?? [];
    const organisationAfter =
      after !== undefined && companies.some((company) => company.toLowerCase() === after.toLowerCase());
    return before !== undefined && organisationAfter ? before : post;
  }
  for (const line of lines.slice(0, 12)) {
    const labelled = line.match(roleLabels)?.[1] ?? line.match(titleHeadingLabels)?.[1];
    if (labelled) candidates.push(untilNextLabel(labelled));
  }

  // "Before apply, please read the Minimum requirements for the Security Officer position": a careers page that names
  // its post only in a sentence, as "the ... position".
  for (const line of lines.slice(0, 10)) {
    const named = line.match(
      /\b(?:for|to|as)\s+(?:the|our|a|an)\s+((?:\p{Lu}[\p{L}'’/-]*\s+){0,3}\p{Lu}[\p{L}'’/-]*)\s+(?:position|role|post|vacancy|opening)\b/u,
    )?.[1];
    if (named && looksLikeTitle(named)) {
      candidates.push(named);
      break;
    }
  }
  // "Supporting and reporting to the Client Managers, the Assistant Accountant Role will coordinate bookkeeping ...":
  // an ad that names its post only as the subject of what the post will do (the last candidate: a title line that
  // names it whole, "Assistant Accountant/Bookkeeper", comes first).
  const subjectPost = lines
    .slice(0, 10)
    .map(
      (line) =>
        line.match(
          /\bthe\s+((?:\p{Lu}[\p{L}'’/-]*\s+){0,3}\p{Lu}[\p{L}'’/-]*)\s+(?:[Rr]ole|[Pp]osition|[Pp]ost)\s+(?:will|is|involves|includes|requires|offers|sits)\b/u,
        )?.[1],
    )
    .find((subject) => subject !== undefined && looksLikeTitle(subject));
  // "Current Openings:" / "International Ticketing" / "Job Description:": a careers page's label for its openings, the
  // post on the line under it.
  // ("Vacantes" / "CONTROLLER", "Jobs" / "Gymnastics Coach (After school)": without its colon, the label heads a post
  // only where the line under it reads as one; a site's menu has its other items there.)
  const openingsLabel =
    /^\s*(?:current\s+)?(?:openings?|vacanc(?:y|ies)|open\s+positions?|job\s+openings?|positions?\s+available|jobs|careers|vacantes|empleos|offres\s+d['’]emploi|postes\s+à\s+pourvoir|stellenangebote|offene\s+stellen)\s*:?\s*$/iu;
  // ("Jobs" / "Over 100 countries have committed ..." then "Current vacancies" / "Engagement Manager - Data for Impact":
  // a page's own name over its prose, and its list of openings further down; the label over a post is the one read.)
  const postUnder = (at: number) => {
    const under = lines
      .slice(at + 1)
      .find((line) => line.trim() !== '')
      ?.trim();
    return under &&
      countSpaceSeparatedParts(under) <= 8 &&
      /^\p{Lu}/u.test(under) &&
      !/[.:!?]$/u.test(under) &&
      readHeading(under, jobHeadings) === undefined
      ? under
      : undefined;
  };
  const labelsAt = lines.flatMap((line, index) => (openingsLabel.test(line) ? [index] : []));
  const openingsAt = labelsAt.find((at) => postUnder(at) !== undefined) ?? labelsAt[0] ?? -1;
  const withColon = openingsAt >= 0 && (lines[openingsAt] ?? '').trim().endsWith(':');
  const postUnderOpenings = openingsAt >= 0 ? postUnder(openingsAt) : undefined;
  if (postUnderOpenings && withColon) candidates.push(postUnderOpenings);
  // "We are currently looking for:" / "Qualified Level 3 Nursery practitioner, to join a new set up ...": the post the
  // lead's next line names before its comma, without the word of praise before it.
  const leadAt = lines.findIndex((line) =>
    /^(?:we\s+are|we['’]re)\s+(?:currently\s+|now\s+)?(?:looking\s+for|recruiting|hiring|seeking)\s*:$/iu.test(
      line.trim(),
    ),
  );
  const ledPost = (leadAt >= 0 ? lines.slice(leadAt + 1).find((line) => line.trim() !== '') : undefined)
    ?.trim()
    .split(/\s*[,(]\s*|\s+to\s+/u)[0]
    ?.replace(
      /^(?:an?\s+)?(?:(?:qualified|experienced|enthusiastic|motivated|passionate|dedicated|talented|skilled)\s+)+/iu,
      '',
    );
  if (ledPost && countSpaceSeparatedParts(ledPost) <= 8 && looksLikeTitle(ledPost))
    candidates.push(capitalizeFirst(ledPost));
  // "IT Executive" / "IT Executive" under "OPEN POSITIONS": a careers page prints its post as a heading and again as its
  // card's title; a short line the ad prints twice in a row, read as a post, is the post.
  const written = lines.map((line) => line.trim()).filter((line) => line !== '');
  const printedTwice = written.find(
    (line, index) =>
      index + 1 < written.length &&
      written[index + 1] === line &&
      countSpaceSeparatedParts(line) <= 6 &&
      !/[.:!?]$/u.test(line) &&
      looksLikeTitle(line),
  );
  if (printedTwice) candidates.push(printedTwice);
  // "Thornbury & Wolds NHS Foundation Trust" / "Registered Nurse – Acute Medical Unit (Band 5)": an ad that opens with
  // its organisation (and its address) names the post on one of the next lines.
  // ("Lake Michigan College" / "College Mathematics - Part-Time Faculty": the post may follow its field's dash.)
  const postPart = (line: string) =>
    line
      .replace(/\(.*?\)/g, ' ')
      .split(/\s+[-–—|]\s+/)
      .slice(0, 2)
      .find((part) => looksLikeTitle(part) && countSpaceSeparatedParts(part) <= 8);
  if (headingOrganisation(lines) !== undefined)
    for (const line of lines.slice(1, 5)) {
      if (postPart(line) !== undefined && !companyLabels.test(line)) {
        candidates.push(line.trim());
        break;
      }
    }
  // "OFFRE D'EMPLOI" / "Responsable Achats et Approvisionnements (H/F)": a label alone on the first line says the ad is
  // an opening; the post is on the line after it.
  const firstLine = (bareOpeningLabel.test(lines[0]?.trim() ?? '') ? lines[1] : lines[0])?.trim() ?? '';
  // "Paysetu | Senior Software Engineer – Backend (Java)", "Quillpath — Instructional Designer, Customer Education":
  // an ad that opens with its organisation before a dash or a bar names the post after it; so does one that opens
  // with its town ("Tolleson - Regional Drivers" over "From Tolleson, AZ to Southern CA").
  const afterCompany = firstLine.match(/^([^|–—-]{2,60}?)\s+[-–—|]\s+(.+)$/u);
  if (
    afterCompany?.[1] &&
    afterCompany[2] &&
    !looksLikeTitle(afterCompany[1]) &&
    (companies.some((company) => isSameOrganisation(afterCompany[1] ?? '', company)) ||
      placesNamedIn(text).has(afterCompany[1].trim().toLowerCase()) ||
      looksLikePlace(afterCompany[1])) &&
    looksLikeTitle((afterCompany[2].replace(/\(.*?\)/g, ' ').split(/\s+[-–—|]\s+/)[0] ?? '').trim())
  )
    candidates.push(afterCompany[2]);
  // "Groupe Vérane recrute un(e) Assistant(e) de direction – CDI – Lyon 7e": the post after the organisation's verb.
  const recruits = firstLine.match(
    /^\p{Lu}[^|–—]{1,60}?\s+(?:recrute|recherche|sucht|busca|contrata|is hiring|is recruiting|are hiring|are recruiting)\s+(?:(?:un\(e\)|un·e|une?|eine?n?|eine:n|una?|an?)\s+)?(\p{Lu}.+)$/u,
  )?.[1];
  // ("... sucht Verstärkung! Erzieher/-in oder Kinderpfleger/-in": "reinforcements" is no post; the post follows.)
  const recruited = recruits?.replace(/^(?:Verstärkung|Unterstützung|Zuwachs)\s*(?:[!:.]\s*|\s+(?:als|für)\s+)/u, '');
  if (recruited && !/^(?:Verstärkung|Unterstützung|Zuwachs)\b/u.test(recruited)) candidates.push(recruited);
  // "IT Support Technician (Tier 2) — Onsite, Dublin, OH": the title before its notes and its tail is what is measured.
  // (Trimmed: the space a note in brackets leaves at the end is no word.)
  // ("Bar Staff Wanted!": the call after the post.)
  const firstHead = (firstLine.replace(/\(.*?\)/g, ' ').split(/\s+[-–—|]\s+/)[0] ?? '').replace(callAtEnd, '').trim();
  // ("Server" over "« Back to Careers": a word that names a thing as often as a post is the post when it is the ad's
  // whole first line.)
  const postAlone = /^(?:servers?|host|hostess|porters?|guards?|rangers?)$/iu.test(firstHead);
  if (
    !companyLabels.test(firstLine) &&
    (readsAsPostTitle(firstHead) || postAlone) &&
    countSpaceSeparatedParts(firstHead) <= 8
  )
    // "Multi-Drop Delivery Driver – Class 2 (Cat C) | Temp to Perm | £14.20–£16.80 p/h": a bar parts the post from its
    // terms and its pay.
    candidates.push(postAlone ? firstHead.replace(/(?<!s)s$/iu, '') : (firstLine.split(/\s+\|\s+/u)[0] ?? firstLine));
  // "Chemielaborant (m/w/d) für die instrumentelle Analytik", "Réceptionniste de jour H/F": a title line that says
  // whom the post is open to is the post's, whatever trade the vocabulary knows.
  // ("Inkoper (m/v/x)": the Dutch marker too.)
  if ((genderMarker.test(firstLine) || /\(?\b[HF]\s*\/\s*[HF]\b\)?/u.test(firstLine)) && !companyLabels.test(firstLine))
    candidates.push(firstLine.split(/\s+\|\s+/u)[0] ?? firstLine);
  // "Wir suchen zum nächstmöglichen Zeitpunkt eine\nWohnbereichsleitung (m/w/d) für ...": German writes every noun in
  // capitals, so the post is the one the ad marks as open to all after "suchen ... eine".
  const germanPost = text.match(germanSearchedPost)?.[1];
  if (germanPost) candidates.push(germanPost);
  // "Einkauf & Logistik (SAP MM)" / ... / "Fachkraft für Einkauf & Logistik (m/w/d) im Gesundheitswesen": a job board's
  // first line names the field; the line further down that marks the post as open to all names the post.
  const markedPost = lines
    .slice(1, 30)
    .find((line) => genderMarker.test(line) && countSpaceSeparatedParts(line) <= 12 && !companyLabels.test(line));
  if (markedPost) candidates.push(markedPost.split(/\s+\|\s+/u)[0] ?? markedPost);
  // "City of San Diego Data & Analytics Team: Data Science Program Coordinator": the team, then the post after its colon.
  const afterColon = firstLine.match(/^[^:]{3,80}:\s+(\p{Lu}[^:]{2,80})$/u)?.[1];
  if (afterColon && looksLikeTitle(afterColon)) candidates.push(afterColon);
  const seeking = text.match(seekingPattern)?.[1];
  // ("Medical Cash Poster" over "Ignite Team Partners is looking for a Medical Cash Poster to join our team": a post
  // the ad's first line names and its sentence seeks is the post, whatever trade the vocabulary knows.)
  if (seeking && (looksLikeTitle(seeking) || seeking.trim().toLowerCase() === firstHead.toLowerCase()))
    candidates.push(seeking);
  const joinAs = text.match(joinAsPattern)?.[1];
  if (joinAs && looksLikeTitle(joinAs)) candidates.push(joinAs);
  // "Under the direction of the General Manager, the Operations Manager is responsible for ...": an ad with no title
  // line names its post as the one its duties belong to.
  // (Not where the first line is a post's title: "Server" over "The Bartender is responsible for ..." is an ad that
  // copied another post's overview.)
  const firstLineNamesPost =
    looksLikeTitle(firstHead) ||
    (countSpaceSeparatedParts(firstHead) <= 3 &&
      isTitleWord(firstHead.split(/\s+/u).pop() ?? '', { allowAmbiguous: true }));
  const responsible = firstLineNamesPost ? undefined : text.match(responsiblePostPattern)?.[1];
  if (responsible && looksLikeTitle(responsible)) candidates.push(responsible);
  // "Direct Support Professional" / "Reports To: ..." / "Salary Range: ...": a short first line over the post's labelled
  // terms is the post, whatever trade the vocabulary knows.
  if (
    countSpaceSeparatedParts(firstLine) <= 6 &&
    /^\p{Lu}[\p{L}'’/&-]*(?:\s+\p{Lu}[\p{L}'’/&-]*)*$/u.test(firstLine) &&
    postTermLabel.test(lines[1] ?? '') &&
    !companyLabels.test(firstLine) &&
    readHeading(firstLine, jobHeadings) === undefined
  )
    candidates.push(firstLine);
  // The post under a label without its colon, where nothing else named one: "Current Openings" over a list whose
  // later post the ad goes on to describe names the first of them only.
  if (postUnderOpenings && !withColon && looksLikeTitle(postUnderOpenings.replace(/\(.*?\)/gu, ' ')))
    candidates.push(postUnderOpenings);
  if (subjectPost) candidates.push(subjectPost);
  // "Journeyman Lineworker - Distribution (Wichita Service Center)" / "Apply now" / "Save job": a careers page prints
  // its post over the buttons that apply for it, below its menus and its cookie banner (a held-out lineworker's
  // letter applied for "this position (reference R-0048817)").
  const overButtons = lines.slice(0, 80).find((line, index) => {
    const below = lines[index + 1]?.trim() ?? '';
    const post = line.trim();
    return (
      applyButtonUnderPost.test(below) &&
      countSpaceSeparatedParts(post) <= 12 &&
      !/[.:!?]$/u.test(post) &&
      readHeading(post, jobHeadings) === undefined &&
      looksLikeTitle((post.replace(/\(.*?\)/gu, ' ').split(/\s+[-–—|]\s+/u)[0] ?? '').trim())
    );
  });
  if (overButtons) candidates.push(overButtons.trim());
  // "Position: GIS & Remote Sensing Analyst" under two forwarded e-mails' headers and a note: a labelled post further
  // down, where it reads as one and nothing else named the post.
  if (candidates.length === 0)
    for (const line of lines.slice(12, 60)) {
      const labelled = line.match(roleLabels)?.[1];
      if (labelled && looksLikeTitle(untilNextLabel(labelled))) {
        candidates.push(untilNextLabel(labelled));
        break;
      }
    }
  for (const candidate of candidates) {
    const role = tidyRole(candidate, companies);
    if (role && looksLikeTitle(role)) return role;
  }
  for (const candidate of candidates) {
    const role = tidyRole(candidate, companies);
    if (role) return role;
  }
  // "Harbourline Physiotherapy & Rehab – Msida" / "Physiotherapist – Musculoskeletal & Post-Op Outpatients (...)": an
  // organisation whose name holds a trade's word opens the ad, and the post is on a line after it.
  for (const line of lines.slice(1, 5)) {
    if (postPart(line) === undefined || companyLabels.test(line)) continue;
    const role = tidyRole(line.trim(), companies);
    if (role && looksLikeTitle(role)) return role;
  }
  // "Resin Material Prep 1st Shift" ... "as a Resin Material Prep, you will ...": a first line no vocabulary knows for a
  // post, which the ad names again in its text, is the post.
  const opening = tidyRole(firstLine.trim(), companies);
  const named = opening?.replace(/\s+\d(?:st|nd|rd|th)\s+shift$/iu, '');
  if (
    named &&
    countSpaceSeparatedParts(named) <= 6 &&
    !/[.!?:]$/u.test(named) &&
    readHeading(named, jobHeadings) === undefined &&
    !looksLikeOrganisation(named) &&
    !looksLikePlace(named) &&
    new RegExp(`\\b(?:an?|the|our|as)\\s+${escapeRegExp(named)}\\b`, 'iu').test(text.slice(firstLine.length))
  )
    return named;
  return null;
}

/** "## Pour le poste de Gestion", "Für die Stelle als ...", "For the Payroll role": two or more posts, each a heading. */
function postsUnderHeadings(lines: readonly string[]): string[] {
  const posts = lines.flatMap((line) => {
    const post = line
      .trim()
      .match(
        /^#{0,4}\s*(?:Pour le poste|Poste|Für die Stelle|Para el puesto|For the (?=.{2,50}\s(?:role|position|post)\s*:?$))\s*(?:de\s+|d['’]\s*|en\s+|als\s+|of\s+)?(\p{L}[\p{L}'’ -]{1,50}?)(?:\s+(?:role|position|post))?\s*:?$/u,
      )?.[1];
    return post ? [post.trim()] : [];
  });
  return posts.length >= 2 && posts.length <= 6 ? [...new Set(posts)] : [];
}

/**
 * "Krankenpfleger (m/w)" / "Altenpfleger (m/w)" / "Altenpflegehelfer (m/w)", "Account Manager" / "Digital Marketing
 * Specialist" / "Graphic Designer": an ad for several posts lists them one to a line, the post read among them. The
 * posts, each as a title, when the post read is one of such a list of two to six; none otherwise. The letter applies
 * for the one the resume fits (compose-letter.ts `postForResume`).
 */
function listedPosts(lines: readonly string[], role: string | null, companies: string[]): string[] {
  if (role === null) return [];
  const postOf = (line: string | undefined): string | null => {
    const text = line?.trim() ?? '';
    // ("Careers - Early Childhood Teacher": a page's heading over its post, no post of a list.)
    if (text === '' || countSpaceSeparatedParts(text) > 7 || /[.!?:;,]$|\s[-–—|]\s/u.test(text)) return null;
    if (readHeading(text, jobHeadings) !== undefined) return null;
    const post = tidyRole(text, companies);
    return post !== null && looksLikeTitle(post) ? post : null;
  };
  // (A line holds the post read from it, in some case: the cheap test first, every line of the ad is asked.)
  const lowerRole = role.toLowerCase();
  const at = lines.findIndex((line) => line.toLowerCase().includes(lowerRole) && postOf(line) === role);
  if (at < 0) return [];
  // The run of post lines around it, each read once.
  const run = [role];
  let first = at;
  for (let post = postOf(lines[first - 1]); first > 0 && post !== null; post = postOf(lines[first - 1])) {
    run.unshift(post);
    first -= 1;
  }
  for (let next = at + 1, post = postOf(lines[next]); post !== null; next += 1, post = postOf(lines[next]))
    run.push(post);
  // "Junior Web Developer Opening" over the ad, and "a list of the current openings on my team" at its end: the ad is
  // for the post its first line names, and the list is of other openings.
  if (first > 0 && (lines[0] ?? '').includes(role)) return [];
  const posts = [...new Set(run)];
  // Two lines of posts may be a page's trail ("Carpenters" / "Skilled Wood Tradesman"); two under a line that opens a
  // list ("... suchen wir ab sofort:") are a list, as three or more are.
  const introduced = first > 0 && /:\s*$/u.test(lines[first - 1] ?? '');
  return posts.length >= (introduced ? 2 : 3) && posts.length <= 6 ? posts : [];
}

function findLocation(lines: string[]): string | null {
  for (const line of lines.slice(0, 15)) {
    const labelled = line.match(locationLabels)?.[1];
    if (labelled) return labelled.trim().slice(0, 200);
  }
  const titleIndex = lines.findIndex((line) => titleHeadingLabels.test(line));
  const underTitle = titleIndex >= 0 ? lines[titleIndex + 1] : undefined;
  const parts = underTitle?.split(/\s*,\s*/) ?? [];
  if (parts.length >= 2 && parts.slice(1).some((part) => looksLikePlace(part))) return parts.slice(1).join(', ');
  return null;
}

const sentenceStartBefore = /[.!?]/;
const whitespace = /^\s$/;

/**
 * The groups of the first match of `(?:^|[.!?]\s+|\n)(?:name|other name)rest`, with `rest` sticky and Unicode, found
 * from where the names stand: each start is tried in the order the whole expression would try it.
 */
function matchAtSentenceStart(text: string, names: string[], rest: RegExp): (string | undefined)[] | undefined {
  if (names.some((name) => name === '' || whitespace.test(name.charAt(0)) || surrogate.test(name))) {
    const pattern = new RegExp(`(?:^|[.!?]\\s+|\\n)(?:${names.map(escapeRegExp).join('|')})${rest.source}`, 'u');
    return text.match(pattern)?.slice(1);
  }
  // Where the expression would begin (0 at the text's start, a sentence's last mark, a line break), by which of its
  // three openings, and where the name stands then.
  const starts = new Map<string, { start: number; opening: number; name: number }>();
  for (const name of names) {
    for (let index = text.indexOf(name); index >= 0; index = text.indexOf(name, index + 1)) {
      if (index === 0) starts.set('0 0', { start: 0, opening: 0, name: index });
      let mark = index - 1;
      while (mark >= 0 && whitespace.test(text.charAt(mark))) mark -= 1;
      if (mark >= 0 && mark < index - 1 && sentenceStartBefore.test(text.charAt(mark)))
        starts.set(`${mark} 1`, { start: mark, opening: 1, name: index });
      if (text.charAt(index - 1) === '\n') starts.set(`${index - 1} 2`, { start: index - 1, opening: 2, name: index });
    }
  }
  const ordered = [...starts.values()].sort((left, right) => left.start - right.start || left.opening - right.opening);
  for (const { name: at } of ordered) {
    for (const name of names) {
      if (!text.startsWith(name, at)) continue;
      rest.lastIndex = at + name.length;
      const match = rest.exec(text);
      if (match) return match.slice(1);
    }
  }
  return undefined;
}

const statementAfterName = /\s+(?:is|are)\s+((?:a|an|one of the|the)\s+[^.;:!?\n]{5,160})/uy;
const missionAfterName =
  /(?:\s+(?:Co|Inc|Ltd|LLC|Corp)\.?)?\s+(?:is|are)\s+on\s+a\s+mission\s+(to\s+[^.;:!?\n]{5,120})/uy;
const doingAfterName = new RegExp(
  `(?:\\s+(?:Co|Inc|Ltd|LLC|Corp)\\.?)?\\s+(${organisationVerbs})\\s+([^.;:!?\\n]{5,120})`,
  'uy',
);

/**
 * Whether a phrase taken up to a comma ends inside a list: "builds the booking, billing and berth-management platform"
 * cut to "builds the booking" says something the ad did not.
 */
function cutsList(whole: string, phrase: string): boolean {
  const after = whole.slice(whole.indexOf(phrase) + phrase.length);
  return /^,\s*[\p{L}-]+(?:\s+[\p{L}-]+)?\s*(?:,|\band\b|\bor\b|&)/u.test(after);
}

/**
 * What the organisation does, when the ad says it in a plain sentence: "Lumora Analytics helps mid-market retailers
 * forecast demand." → "which helps mid-market retailers forecast demand"; "Harborline is on a mission to make
 * small-business banking simple." → "whose mission is to make small-business banking simple". No numbers, no persons.
 */
function findWhatItDoes(text: string, names: string[]): string | null {
  const mission = matchAtSentenceStart(text, names, missionAfterName)?.[0];
  const doing = matchAtSentenceStart(text, names, doingAfterName);
  const phrase = mission
    ? `whose mission is ${mission}`
    : doing?.[0] && doing[1]
      ? `which ${doing[0]} ${doing[1]}`
      : null;
  if (!phrase) return null;
  // ("which hires company builders and, in this role, ...": a clause cut at a comma never ends on its conjunction.)
  const clause = (phrase.split(/,|\s+(?:and we|while|so that)\b/u)[0] ?? phrase)
    .trim()
    .replace(/\s+(?:and|or|but|in|of|for|to|with|at)$/u, '');
  if (/\d|\b(?:we|our|us|you|your|I|my)\b/i.test(clause) || cutsList(phrase, clause)) return null;
  // "SAP provides the hourly base salary rate range applicable for the posted role": what the ad says of its pay or its
  // hiring is no work of the organisation's ("at SAP, which provides the hourly base salary rate range").
  if (
    /\b(?:salary|salaries|pay|wages?|compensation|remuneration|benefits?|bonus(?:es)?|pension|rate range|accommodations?|applicants?|candidates?|posted role|position|vacanc(?:y|ies)|employment)\b/iu.test(
      clause,
    )
  )
    return null;
  const words = countSpaceSeparatedParts(clause);
  return words >= 4 && words <= 16 ? clause : null;
}

/**
 * What the ad says the organisation is, in its own words: "Deepdene Care is a national mental healthcare provider
 * operating ..." → "a national mental healthcare provider". Kept short, without numbers (a number of the ad's must
 * never read as the applicant's) and without first or second persons.
 */
function findAbout(text: string, company: string): string | null {
  const names = [company, companyForLetter(company)];
  const statement = matchAtSentenceStart(text, names, statementAfterName)?.[0];
  if (!statement) return findWhatItDoes(text, names);
  const parts = statement.split(
    /(,|\s+(?:that|which|who|where|with|and we|offering|operating|providing|delivering|based|serving|putting|bringing|taking|working|employing|rated|located)\b)/u,
  );
  // "a privately owned, NATA-accredited pathology practice": a comma between two words that describe the same thing
  // parts no clause; the phrase goes on to what they describe.
  const firstPart =
    parts[1] === ',' &&
    /\b(?:privately|publicly|family|independently|locally|employee)[- ](?:owned|run|funded|led)$|\b(?:independent|family-owned|not-for-profit|non-profit)$/iu.test(
      parts[0] ?? '',
    )
      ? `${parts[0] ?? ''},${parts[2] ?? ''}`
      : parts[0];
  // ("a registered charity in England and Wales (no. 1190527)": a bracket the sentence's reader cut at its "no." is
  // left out whole; a letter had said "... England and Wales (no. I bring ...".)
  const phrase = firstPart
    ?.trim()
    .replace(/\s*\([^()]*$/u, '')
    .replace(/\s+(?:in|of|for|to|and|across|at)$/u, '');
  if (!phrase || /\d|\b(?:we|our|us|you|your|I|my)\b/i.test(phrase)) return null;
  if (cutsList(statement, phrase)) return null;
  // "a leading technology company", "a world leading public health institution": the ad's praise of itself reads
  // as flattery when the applicant repeats it; a plain description ("a mental health trust") does not.
  if (
    /\b(?:leading|leader|world[- ]class|best|outstanding|award[- ]winning|premier|top|largest|biggest|exciting|innovative|dynamic|fastest)\b/i.test(
      phrase,
    ) ||
    // "an equal opportunity employer": every ad's boilerplate, which says nothing about this one.
    /\b(?:equal (?:employment )?opportunit(?:y|ies)|disability confident|living wage|committed to|proud to be)\b/i.test(
      phrase,
    )
  )
    return null;
  const words = countSpaceSeparatedParts(phrase);
  return words >= 3 && words <= 12 ? phrase : null;
}

// A name's words stand on one line: "Contact Us Search" / "Employment at Open Dental" (a site's menu over its heading)
// names no one.
const personName = "([\\p{Lu}][\\p{Ll}'’-]+(?:[ \\t]+[\\p{Lu}][\\p{Ll}'’-]+){1,2})";
/**
 * "Mrs Helen Okonjo", "Dr. Niamh Kearney", "Eng. Faisal Al Hammadi", "Mr Pieter van Rensburg", "D. Jorge Albiol",
 * "Mme Gwenaëlle Pichon": a person with the form of address the ad gives them, which the letter greets them by.
 */
const addressedPerson =
  "((?:(?:Mr|Mrs|Ms|Miss|Mx|Dr|Prof|Eng|Engr|Mme|Mlle|M|D|Dña|Sr|Sra|Srta|Sig\\.ra|Sig|Dott\\.ssa|Dott)\\.?[ \\t]+)?[\\p{Lu}][\\p{Ll}'’-]+(?:[ \\t]+(?:(?:van|von|de|der|den|del|da|di|le|la|al|bin|ten|ter)[ \\t]+)?[\\p{Lu}][\\p{Ll}'’-]+(?:\\p{Lu}\\p{Ll}+)?){1,2})";
/**
 * "Frau StB Dipl.-Kffr. Petra Lindemann": a German tax adviser's and a graduate's titles between the form of address
 * and the name, which a letter's greeting leaves out (it had greeted "Frau St").
 */
const germanProfessionalTitle = String.raw`(?:StB|WP|RA|RAin|Dipl\.-\p{L}+\.?)\s+`;
const contactPatterns = [
  new RegExp(
    // ("contact Sonia Sanghvi in our friendly resourcing team", "contact Laura Crossfield or Jayne Middleman".)
    // ("informal visits contact:\nName Paul Page\nJob title ...": a form's label, read by the pattern for it below.)
    `\\b[Cc]ontact(?:ing)?\\s*:?\\s*(?!Name\\s)${addressedPerson}(?=\\s*(?:,|\\bat\\b|\\bon\\b|\\bvia\\b|\\bby\\b|\\bin\\b|\\bor\\b|\\band\\b|\\(|-|–|\\.|$|\\n))`,
    'u',
  ),
  // "Hiring manager: Dana Whitfield, HR Business Partner", "attention: Eng. Faisal Al Hammadi, Construction Manager",
  // "a la atención de D. Jorge Albiol", "à l'attention de Mme Gwenaëlle Pichon", "Applications to Dr. Niamh Kearney".
  new RegExp(
    `(?:\\b(?:[Hh]iring manager|[Rr]ecruiter|[Aa]ttention|[Aa]ttn|[Aa]pplications?\\s+(?:should be (?:sent|addressed) )?to)|(?<![\\p{L}])(?:a la atención de|à l['’]attention de|all['’]attenzione (?:della|del|di|dello)))\\s*:?\\s*${addressedPerson}(?=\\s*(?:,|\\.|\\bat\\b|\\(|-|–|$|\\n|[A-Z]{2,5}\\b))`,
    'u',
  ),
  // "please email the Practice Manager, Sarah McLaughlin at ...": the person the ad sends questions to, after the post.
  new RegExp(
    `\\b(?:e-?mail|call|ring|phone|speak to|talk to|write to)\\s+(?:the|our)\\s+(?:\\p{Lu}[\\p{L}-]*\\s+){0,3}(?:Manager|Director|Lead|Coordinator|Officer|Head|Partner|Administrator),?\\s+${addressedPerson}(?=\\s*(?:,|\\bat\\b|\\bon\\b|\\bvia\\b|\\(|\\.|$|\\n))`,
    'u',
  ),
  // "... covering letter ... to Sharon Pickles at Northway Driver Recruitment": the person, then where they work.
  new RegExp(`\\bto\\s+${addressedPerson}\\s+at\\s+\\p{Lu}`, 'u'),
  // "send your CV and a short motivation letter to Charlene Botha, quoting the reference number": the person the
  // letter is sent to, named whole.
  new RegExp(
    `\\b(?:letter|CV|résumé|resume|application|applications)\\s+to\\s+(\\p{Lu}\\p{Ll}+\\s+\\p{Lu}\\p{Ll}+(?:-\\p{Lu}\\p{Ll}+)?)(?=\\s*[,.;]|\\s+(?:by|via|on|quoting)\\b)`,
    'u',
  ),
  // "email it to Mrs J. Akhtar, School Business Manager, at office@...": a form of address and initials, then the
  // surname, which the letter greets ("Dear Mrs Akhtar").
  /\bto\s+((?:Mr|Mrs|Ms|Miss|Mx|Dr)\.?)\s+(?:\p{Lu}\.\s*){1,2}(\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?)(?=\s*,)/u,
  // "send your resume ... to Renee in the office (careers@...)", "send your CV to Rhian at Cadwyn Scientific
  // Recruitment": the person applications go to, by first name.
  /\b(?:send|email|e-mail|forward|submit|address)\b[^.\n]{0,60}?\bto\s+(\p{Lu}\p{Ll}{2,14})\s+(?:in\s+the\s+(?:office|team|HR|front office)|at\s+\p{Lu})/u,
  // "per E-Mail an unseren Küchenchef Hauke Brodersen": the person by the post the ad names them with, whose article
  // says how to greet them.
  /\ban\s+(?:unseren|unsere)\s+\p{Lu}[\p{Ll}-]+\s+(\p{Lu}\p{Ll}+\s+\p{Lu}\p{Ll}+)(?=\s*[:,.]|\s+\(|\s+unter\b|\s*$)/u,
  new RegExp(`(?:^|\\n)Name\\s*:?\\s*${personName}(?=\\s*(?:\\n|Job title|$))`, 'u'),
  // "Contact: Dianne" on the ad's last lines: the person applications go to, by first name alone, the label's line hers.
  /(?:^|\n)[ \t]*Contact(?:[ \t]+person)?[ \t]*:[ \t]*(\p{Lu}\p{Ll}{2,14})[ \t]*(?:\n|$)/u,
  // "Email your resume to our Practice Manager, Jodie, at jobs@...": the person the post names, by first name.
  // ("our practice manager, Karen, at the email below": the post in lower case too.)
  // ("... to our Centre Director, Mel Doyle.": the name may end the sentence.)
  // ("... to our Practice Manager, Mrs Helen Okonjo.": with her form of address.)
  /\bto\s+(?:our|the)\s+(?:\p{L}[\p{L}-]*\s+){0,3}(?:[Mm]anager|[Dd]irector|[Cc]oordinator|[Ll]ead|[Oo]fficer|[Pp]artner|[Hh]ead|[Oo]wner|[Ss]upervisor)\s*,\s+((?:(?:Mr|Mrs|Ms|Miss|Mx|Dr)\.?\s+)?\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?)(?:\s*,?\s+(?:at|on|via)\b|\s*[.;](?:\s|$)|\s*$)/u,
  // "Merci d'envoyer CV + lettre de motivation (...) à Claire Montagné, responsable RH": whom a French ad sends the
  // application to, the post after the comma.
  new RegExp(
    `\\b(?:envoy\\p{L}*|adress\\p{L}*|transmett\\p{L}*|faire parvenir)\\b[^.\\n]{0,160}?(?<![\\p{L}])à\\s+${addressedPerson}(?=\\s*,)`,
    'u',
  ),
  // "... senden Sie Ihre Bewerbungsunterlagen ... an Frau Sabine Krämer, Personalabteilung": whom the application goes
  // to, with the form of address.
  new RegExp(
    // ("... per E-Mail an:" / "Frau Tanja Rehbein" / "Personalreferentin": the person on the lines below the colon.)
    `\\ban\\s*:?\\s+((?:Frau|Herrn?)\\s+(?:(?:Dr|Prof)\\.\\s*|${germanProfessionalTitle})*[\\p{Lu}][\\p{Ll}'’-]+(?:[ \\t]+[\\p{Lu}][\\p{Ll}'’-]+){0,2})`,
    'u',
  ),
  // "Fragen beantwortet Ihnen gerne unsere Pflegedienstleitung, Frau Özdemir, unter ...", "Für Rückfragen steht Ihnen
  // Herr Jonas Weber zur Verfügung": the person the ad names for questions, whom a German letter greets.
  new RegExp(
    `\\b(?:Fragen|Rückfragen)\\b[^.\\n]{0,80}?\\b((?:Frau|Herrn?)\\s+(?:(?:Dr|Prof)\\.\\s*|${germanProfessionalTitle})*[\\p{Lu}][\\p{Ll}'’-]+(?:[ \\t]+[\\p{Lu}][\\p{Ll}'’-]+){0,2})`,
    'u',
  ),
  // "Dann freut sich Herr Andreas Block auf Ihre Fragen", "freut sich unsere Ausbildungsleitung Frau Stuckenbrock auf
  // deine Bewerbung": the person who answers, whom the letter greets ("Sehr geehrter Herr Block").
  new RegExp(
    `\\bfreu(?:t|en)\\s+sich\\s+(?:(?:unser|unsere|Ihr|Ihre|dein|deine)\\s+(?:\\p{Lu}[\\p{L}-]*\\s+){1,2})?((?:Frau|Herr)\\s+(?:(?:Dr|Prof)\\.\\s*|${germanProfessionalTitle})*[\\p{Lu}][\\p{Ll}'’-]+(?:[ \\t]+[\\p{Lu}][\\p{Ll}'’-]+){0,2})\\s+(?:auf|über)\\b`,
    'u',
  ),
  // "Ihre Ansprechpartnerin: Frau Dr. Sabine Lorenz": the person with the form of address and title a German letter
  // greets them by ("Sehr geehrte Frau Dr. Lorenz").
  new RegExp(
    `\\b(?:Ansprechpartner(?:in)?|Kontakt)\\s*:?\\s*((?:(?:Frau|Herr)\\s+)(?:(?:Dr|Prof)\\.\\s*|${germanProfessionalTitle})*[\\p{Lu}][\\p{Ll}'’-]+(?:[ \\t]+[\\p{Lu}][\\p{Ll}'’-]+){0,2})`,
    'u',
  ),
  new RegExp(`\\b(?:Ansprechpartner(?:in)?|Kontakt)\\s*:?\\s*${personName}`, 'u'),
  // "Merci d'adresser votre CV ... à Madame Claire Dumont, responsable hébergement": the person with her form of address.
  new RegExp(
    `(?<![\\p{L}])(?:à|a)\\s+((?:Madame|Monsieur)\\s+[\\p{Lu}][\\p{Ll}'’-]+(?:\\s+[\\p{Lu}][\\p{L}'’-]+){0,2})`,
    'u',
  ),
  // "ring Gerry in the office on 021 ...", "call Maria on ...": the person to ring, by first name.
  /\b(?:[Rr]ing|[Cc]all|[Pp]hone|[Tt]ext|[Ss]peak to|[Aa]sk for)\s+(\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?)\s+(?:in the office\s+)?(?:on|at)\s+\+?\d/u,
  // "email your resume ... to Dana Kowalchuk, Clinic Manager, at careers@...": the person, then their post.
  // ("... to Priya Raman, Human Resources Consultant, at careers@...".)
  new RegExp(
    `\\bto\\s+${addressedPerson},\\s+(?:[\\p{Lu}][\\p{L}-]*\\s+){0,3}(?:Manager|Director|Coordinator|Lead|Officer|Partner|Head|Owner|Supervisor|Chef|Administrator|Recruiter|Principal|Consultant|Advisor|Adviser|Specialist|Generalist|Executive|Assistant|Secretary|Associate)\\b`,
    'u',
  ),
  // "... addressed to The Head, Human Capital Management, Mrs. Funmilayo Adeyemi": the post, then the person with the
  // form of address the ad gives them.
  new RegExp(
    `\\baddressed to\\b[^.\\n]{0,80}?,\\s+((?:Mr|Mrs|Ms|Miss|Mx|Dr|Prof)\\.?\\s+[\\p{Lu}][\\p{Ll}'’-]+(?:\\s+[\\p{Lu}][\\p{Ll}'’-]+){1,2})`,
    'u',
  ),
  // "Candidature ... à adresser à Mme Claire Vasseur, Responsable Ressources Humaines": the form of address abridged.
  new RegExp(
    `(?<![\\p{L}])(?:à|a)\\s+((?:Mme|Mlle|M\\.)\\s+[\\p{Lu}][\\p{Ll}'’-]+(?:\\s+[\\p{Lu}][\\p{L}'’-]+){1,2})`,
    'u',
  ),
  // "send your CV ... to Executive Chef Sione Latu at careers@...": the post, then the person.
  new RegExp(
    `\\bto\\s+(?:our\\s+|the\\s+)?(?:[\\p{Lu}][\\p{L}-]*\\s+){0,2}(?:Manager|Director|Coordinator|Lead|Officer|Partner|Head|Owner|Supervisor|Chef|Administrator|Recruiter|Principal),?\\s+${personName}\\s*,?\\s+(?:at|on|via)\\b`,
    'u',
  ),
];

/**
 * "Please clearly mention in your application letter that you learned of this job opportunity through Career Center
 * and mention the URL of its website - www.careercenter.am": where the ad asks the applicant to say they saw it, and
 * the address it asks to be given. Job boards print such a line under every ad they carry; a letter that ignores it
 * shows the ad was not read (review of set AX). Null where the ad asks for no such thing.
 */
export function readAdSource(text: string): { name: string; url: string | null } | null {
  if (!/\b(?:learned|learnt|heard|found|saw|came across|read)\b/iu.test(text)) return null;
  const flat = text.replace(/\s+/gu, ' ');
  const asked = flat.match(
    /\b(?:mention|state|say|indicate|note|tell us|refer to|quote)\b[^.]{0,80}?\b(?:learned|learnt|heard|found out|saw|came across|read)\s+(?:of|about)?\s*(?:this|the)\s+(?:job\s+|vacancy\s+)?(?:opportunity|vacancy|position|post|job|opening|advert(?:isement)?|ad|announcement)\s+(?:through|via|on|at|from|in)\s+(?:the\s+)?(\p{Lu}[\p{L}\d.&'’-]*(?:\s+\p{Lu}[\p{L}\d.&'’-]*){0,4})/u,
  );
  const name = asked?.[1]?.replace(/[.,]+$/u, '').trim();
  if (!asked || !name) return null;
  const after = flat.slice((asked.index ?? 0) + asked[0].length, (asked.index ?? 0) + asked[0].length + 160);
  const url = /^[^.]{0,80}?\b(?:URL|website|web site|address|link)\b/iu.test(after)
    ? (after.match(/\b(?:https?:\/\/[^\s,;)]+|www\.[\w-]+(?:\.[\w-]+)+)/iu)?.[0]?.replace(/[.,]+$/u, '') ?? null)
    : null;
  return { name, url };
}

/**
 * The post's reference, which an applicant quotes: "quoting ref GL-214", "Job reference: 412-CDS-2026-118", "Job ID
 * 74219-CM", "Vacancy no. 2291". A code holds a digit; "reference checks" names none.
 */
export function findReference(text: string): string | null {
  // The first label that gives a code with a digit: "VACANCY NOTICE" (its "NO") and "reference checks" give none.
  const found = [
    ...text.matchAll(
      // ("quoting Posting #2026-014", "réf. TECH-PROD-0226", "indicando la referencia "FISIO-SP-26"", "il riferimento
      // GOV-26": a job board's posting number, the French abbreviation, a code in quotes, the Italian word; "numéro de
      // concours BIB-2026-14", "competition number EC-2026-07": a public service's competition.)
      /\b(?:quot(?:e|ing)\s+(?:the\s+)?(?:job\s+|vacancy\s+)?(?:ref(?:erence)?(?:\s+(?:number|no\.?))?\.?|job\s+id|posting)|(?:job|vacancy|post|position|posting)\s+(?:ref(?:erence)?(?:\s+(?:number|no\.?))?\.?|id|number|no\.?|code)|posting(?=\s*#)|ref(?:erence)?(?:\s+(?:number|no\.?))?\.?(?=\s*:)|(?:kennziffer|referenz(?:nummer)?|referencia|riferimento|r[ée]f[ée]rence|(?:num[ée]ro\s+de\s+)?concours|competition(?:\s+(?:number|no\.?))?)|(?<!\p{L})r[ée]f\.)\s*[:#("“«']?\s*([A-Z0-9][A-Z0-9/_.-]{1,30}[A-Z0-9])\b/giu,
    ),
  ].find((match) => /\d/u.test(match[1] ?? ''));
  const code = found?.[1];
  if (code !== undefined) return code;
  // "quoting LG/CFO/1126": a code quoted with no word for it, known by its capitals, digits and separators.
  const quoted = text.match(/\bquot(?:e|ing)\s+([A-Z][A-Z0-9]*(?:[/_-][A-Z0-9]+)+)\b/u)?.[1];
  return quoted !== undefined && /\d/u.test(quoted) ? quoted : null;
}

/** The name that signs an ad, on its last line under a sign-off ("À bientôt,", "Kind regards,"), or undefined. */
function signedBy(lines: readonly string[]): string | undefined {
  const written = lines.map((line) => line.trim()).filter((line) => line !== '');
  const last = written[written.length - 1];
  const before = written[written.length - 2] ?? '';
  if (last === undefined || countSpaceSeparatedParts(last) > 4) return undefined;
  return /^(?:à bientôt|a bientôt|cordialement|bien à vous|bien cordialement|kind regards|best regards|regards|best wishes|best|thanks|thank you|many thanks|cheers|sincerely|yours sincerely|mit freundlichen grüßen|viele grüße|beste grüße|saludos|un saludo|atentamente)[,.!]?$/iu.test(
    before,
  )
    ? last
    : undefined;
}

/** A person the ad names for questions or applications ("please contact Sarah Whittaker at ..."). */
function findContactName(text: string): string | null {
  for (const pattern of contactPatterns) {
    const found = text.match(pattern);
    // (The form of address and the surname in groups of their own, the initials between them left out.)
    const written = found?.[2] !== undefined && found[1] !== undefined ? `${found[1]} ${found[2]}` : found?.[1];
    const named = written?.replace(new RegExp(`(?<=^(?:Frau|Herrn?)\\s+)(?:${germanProfessionalTitle})+`, 'u'), '');
    // ("an unseren Küchenchef Hauke Brodersen", "an unsere Küchenchefin ...": the article of the post says Herr or Frau.)
    const name =
      named !== undefined && /^an\s+unseren\s/u.test(found?.[0] ?? '')
        ? `Herr ${named}`
        : named !== undefined && /^an\s+unsere\s/u.test(found?.[0] ?? '')
          ? `Frau ${named}`
          : named;
    // ("an Herrn Jonas Weber": the form of address as a greeting says it, "Herr".)
    // ("Applications to Human Resources", "Contact: Talent Acquisition": a department, never a person.)
    if (
      name &&
      !looksLikeOrganisation(name) &&
      countTitleWords(name) === 0 &&
      !looksLikePlace(name) &&
      // ("Contact Us Search": a site's menu.)
      !/^(?:Us|Me)\b/u.test(name) &&
      !/\b(?:Resources|Acquisition|Recruitment|Recruiting|Team|Department|Office|Services|Careers|People|Talent|Hiring|Desk|Unit|Reception|Admin|Enquiries|Details|Information|Info|Below|Now|Here)\b/u.test(
        name,
      ) &&
      // ("Report to our Director, Product Development": the director's function, never a person's name.)
      !/\b(?:Development|Operations|Engineering|Marketing|Product|Design|Research|Support|Success|Administration|Management|Strategy|Technology|Security|Compliance|Finance|Accounts|Procurement|Logistics|Communications|Quality|Nursing|Education|Sales)\b/u.test(
        name,
      )
    )
      return name.replace(/^Herrn\b/u, 'Herr');
  }
  // "send your CV and a short covering letter to Hannah at hannah.brierley@...": the person by first name, known as a
  // person by the address that is hers ("to Northgate at info@..." names no one).
  const byAddress = text.match(/\bto\s+(\p{Lu}\p{Ll}{2,})\s+at\s+([\w.+-]+)@([\w.-]+)/u);
  if (byAddress?.[1] && byAddress[2]?.toLowerCase().startsWith(byAddress[1].toLowerCase())) return byAddress[1];
  // ("... a short covering letter to Sam at jobs@pennineflowheating.co.uk": a shared mailbox, read by the one the ad
  // names, who is a person where the name is in no part of the address and nowhere else in the ad; "to Northgate at
  // info@ngl.com" names the firm its ad names again as "Northgate Logistics".)
  const named = byAddress?.[1];
  if (
    named !== undefined &&
    // (A mailbox for applications: "info@" and "hello@" are the firm's own, which an ad names the firm before.)
    /^(?:jobs?|careers?|recruitment|recruiting|hr|apply|applications?|vacancies|hiring)$/iu.test(
      byAddress?.[2] ?? '',
    ) &&
    !(byAddress?.[3] ?? '').toLowerCase().includes(named.toLowerCase()) &&
    text.split(new RegExp(`(?<![\\p{L}])${named}(?![\\p{L}])`, 'u')).length === 2 &&
    !looksLikeOrganisation(named) &&
    !looksLikePlace(named) &&
    countTitleWords(named) === 0 &&
    !/^(?:Us|Me|HR|The|Our|Your|Human|Talent|People|Recruitment|Careers|Jobs|Hiring|Admin|Reception)$/u.test(named)
  )
    return named;
  // "Applications should be addressed to the Headteacher": the post, where the ad gives no name.
  if (/\b(?:addressed to|to|for the attention of|write to)\s+the\s+Head\s?teacher\b/i.test(text)) return 'Headteacher';
  // "addressed to:\nThe Chairperson, Board of Management, Scoil ...": a school's board, by its chair.
  const post = text.match(
    /\b(?:addressed to|for the attention of|write to|applications? (?:should be sent )?to)\s*:?\s+the\s+(Chairperson|Chair|Principal|Head of School|Clerk to the Governors|Human Resources Manager|HR Manager)\b/iu,
  )?.[1];
  if (post) return post.charAt(0).toUpperCase() + post.slice(1);
  return null;
}

// ("The candidate should hold a PhD in ...": what the ad expects of the person, in its own words.)
// ("Du sprichst fließend Französisch, arbeitest gerne mit Kindern ...?", "Verfügen Sie über einen Führerschein?", "Do
// you hold a CSCS card?": an ad with no list of requirements asks for them as questions too.)
const requirementMarker =
  /\b(?:must|should (?:hold|have|possess)|essential|required|requirement|you will need|you'll need|you need|you should have|you will have|you'll have|you have|we require|minimum of|at least|proven|demonstrable|experience (?:of|in|with)|knowledge of|ability to|able to|qualified|registered|qualification|degree|certificate|licen[cs]e|muss|müssen|erforderlich|voraussetzung|setzen voraus|bringst|mitbringen|(?:du\s+)?sprichst(?:\s+du)?|(?:du\s+)?verfügst(?:\s+du)?\s+über|(?:sie\s+)?verfügen(?:\s+sie)?\s+über|do you (?:have|hold|speak)|requisito|imprescindible|necesario|exigé|requis|obligatoire)\b/iu;
/**
 * "You will have access to the Wellbeing team ...; be it a chat, massage or group activities", "You'll get 33 days'
 * leave": what the employer offers, in the same words as a requirement ("You will have ...").
 */
const offeredToApplicant =
  /\byou(?:['’]ll|\s+will)\s+(?:also\s+)?(?:have|get|receive|enjoy|be (?:given|offered|entitled to))\s+(?:access to|the (?:opportunity|chance|support|benefit)|opportunities|support|full support|ongoing support|a (?:generous|competitive|dedicated)|\d+ days|free|benefits?|discounts?|your own)\b/iu;
// "... is a bonus", "bonus points": never the pay's "annual performance bonus".
const niceMarker =
  /\b(?:desirable|preferred|preferably|ideally|optional|opcional|facultatif|facultative|nice to have|a plus|an advantage|(?:an|a (?:strong|real|big|great|definite)) asset|advantageous|(?:is a|a|would be a) bonus(?!\s+(?:scheme|structure|plan|of|paid|payment))|bonus points|would be (?:great|beneficial|helpful)|von vorteil|wünschenswert|idealerweise|se valorará|deseable|valorable|un plus|souhaité|apprécié)(?![\p{L}])/iu;

/**
 * "Curriculum vitae / resume", "Transcript of records", "Latest NBI clearance", "Results of the Certified Public
 * Accountant Licensure Examinations (CPALE), if CPA", "2" x 2" picture": papers to send with the application, listed
 * under "Requirements", which ask for no skill or experience (a held-out letter said "Your advert asks for results of
 * the Certified Public Accountant Licensure Examinations, and I am CPA certified" of an ad that calls the CPA optional).
 */
const documentToSend =
  /^(?:[-•*]\s*)?(?:(?:a\s+)?(?:curriculum vitae|cv|resume|résumé|cover letter|application letter|transcripts?(?: of records)?|diploma copy)\b(?:\s*(?:\/|and|&|,)\s*(?:cv|resume|résumé|cover letter|transcripts?(?: of records)?))*\s*[.;]?$|(?:(?:latest|recent|updated|valid|certified)\s+(?:true\s+)?)?(?:copy of |copies of )?(?:(?:national bureau of investigation|nbi|police|barangay|medical|birth|marriage)\b[^.;]{0,40}\b(?:clearance|certificate)|results of (?:the )?[^.;]*\b(?:exam|examinations?|tests?|board)\b|[^.;]{0,20}\b(?:picture|photo(?:graph)?|id photo)\b[^.;]*)(?:[^.;]*)$)/iu;

/**
 * "Bachelor's degree (MBA preferred)": the ask before the brackets, and the one the ad would only like in them. The
 * whole line read as liked, a letter told the bachelor's degree as "which your advert lists as a plus".
 */
function preferenceInBrackets(item: string): { required: string; preferred: string } | undefined {
  const parts = item.match(
    // ("Working at heights and EWP ticket (boom licence a bonus)": the same, the liked one a bonus.)
    // ("EIT certification (Texas preferred) — required": the ad's word that the ask is required, after the brackets.)
    /^(.*?\S)\s*\(([^()]*\b(?:preferred|preferably|a plus|desirable|advantageous|an advantage|nice to have|ideally|a bonus)\b[^()]*)\)(?:\s*[-–—,]\s*(?:required|essential|mandatory))?\s*[.;]?$/iu,
  );
  // "Education: Bachelor’s degree in Computer Science or a relevant field; Master’s degree preferred.": the same, the
  // liked one after a semicolon.
  const afterSemicolon = item.match(/^(.*?\S)\s*;\s*([^;]+?)\s*[.;]?$/u);
  const [, required, preferred] = parts ?? afterSemicolon ?? [];
  if (!required || !preferred || !niceMarker.test(preferred) || niceMarker.test(required)) return undefined;
  // "Current First Aid certificate (desirable)": brackets that hold only the word say the whole line is liked, and
  // name no second thing ("desirable" had been read as a nice-to-have of its own, the certificate as required).
  if (
    /^(?:desirable|preferred|preferably|a plus|advantageous|an advantage|nice to have|ideally|a bonus)$/iu.test(
      preferred.trim(),
    )
  )
    return undefined;
  return { required, preferred };
}
/**
 * "Have you implemented electrical or mechanical infrastructure projects?": a question about the applicant's own
 * work, which a letter answers. "Are you a motivated Fundraiser looking for ...?" is the ad talking about itself.
 */
const screeningQuestion = /^(?:[-•*]\s*)?(?:have you|do you have|can you)\b[^?]{5,200}\?$/i;

// "a short cover letter telling us about a dish you're proud of", "a cover letter explaining why you're moving into
// analytics": the ask after the letter it is written in.
// ("Our client would like the cover letter to set out how you would ...", "illustrez par un exemple chiffré ...",
// "expliquez-nous pourquoi ...": an ask in the third person, and in French.)
const askMarker =
  /(?:^|[.!?]\s+)In it,?\s+(?:please\s+)?(?:explain|describe|outline|tell|share|show|give|set out)\b|\b(?:tell us|(?:cover(?:ing)? letter|note|statement)\s+(?:\([^)]*\)\s+)?(?:telling us|explaining|describing|outlining)\b|please (?:describe|explain|outline|provide|tell|share|include|demonstrate|give)|please address(?!\s+(?:all\s+|any\s+|your\s+)?(?:applications?|letters?|CVs?|resumes?|enquiries|inquiries|queries|questions|correspondence|cover(?:ing)?\s+letters?)\b)|in your (?:cover letter|covering letter|supporting statement|application|letter),?\s*(?:please\s+)?(?:describe|explain|outline|tell|share|include|demonstrate|give|show|address|detail)|share an example|give (?:us )?an example|we(?:['’]d| would) love to hear (?:about|how|why|what|your)|show us|(?:cover(?:ing)? letter|application) should (?:briefly )?(?:address|cover|explain|describe|tell|state|include|answer)|describe (?:a|an|how|your)|(?:would like|wants?|expects?|asks?)\s+(?:the\s+|your\s+)?(?:cover(?:ing)?\s+letter|application|letter|statement)\s+to\s+(?:set out|explain|describe|outline|address|cover|show|tell)|erzähl(?:e|en Sie)? uns|beschreib(?:e|en Sie)|(?:in|im) (?:Ihrem|deinem) Anschreiben|teilen Sie uns|nennen Sie uns|schildern Sie|erläutern Sie|cuéntanos|ind[ií]canos|expl[ií]canos|en (?:tu|su) carta|describe|décrivez|dites-nous|illustrez|expliquez(?:-nous)?|racontez(?:-nous)?|présentez-nous|parlez-nous|raconte-nous|présente-nous|parle-nous|dis-nous|dans votre lettre|dans ton message|raccontaci|descrivi(?:ci)?|indicaci|spiegaci|nella (?:tua |sua )?lettera)(?![\p{L}])/iu;

/** A team or a line of business, named by its common words alone: "Kundendienst & Smart Home", "FMCG Manufacturing". */
const departmentOrSector =
  /^(?:(?:FMCG|retail|manufacturing|logistics|healthcare|hospitality|construction|engineering|finance|banking|insurance|IT|technology|energy|automotive|pharma(?:ceuticals?)?|education|public sector|customer service|customer success|sales|marketing|operations|field service|maintenance|repairs?|installations?|support|helpdesk|service desk|after[- ]sales|kundendienst|kundenservice|vertrieb|service|smart home|außendienst|innendienst|wartung|instandhaltung|montage|reparatur|produktion|logistik|einkauf|verwaltung|entretien|service client|mantenimiento|atención al cliente|industrial|commercial|residential)(?:\s*(?:&|and|und|\/|,)\s*|\s+|$))+$/iu;

/**
 * "In your covering letter, please tell us:" over "1. When you expect to be on the GPhC register" / "2. Which clinical
 * service ...": an ask that leads into a list asks each of its items, told with the lead ("... please tell us: when you
 * expect to be on the GPhC register").
 */
function withListedAsks(ask: string, lines: readonly string[]): string[] {
  const lead = ask.trim();
  if (!lead.endsWith(':')) return [ask];
  const at = lines.findIndex((line) => line.trim().endsWith(lead));
  if (at < 0) return [ask];
  const items: string[] = [];
  for (const line of lines.slice(at + 1)) {
    const item = line.trim().match(/^(?:\d{1,2}[.)]|[-•*▪–]|\([a-z]\))\s+(.+)$/u)?.[1];
    if (item === undefined) break;
    items.push(`${lead} ${item.charAt(0).toLowerCase()}${item.slice(1)}`.replace(/[.;,]+(?:\s+(?:and|or))?$/u, ''));
  }
  return items.length > 0 ? items : [ask];
}

/**
 * "Cover letter: please address (1) your experience acquiring 12-lead EKGs and (2) your availability for night
 * shifts.": asks numbered inside one sentence are each an ask, told with the lead ("Cover letter: please address: your
 * availability for night shifts"), as the items of a list under "please tell us:" are (withListedAsks). Read as one,
 * the ask was answered by neither (a held-out paramedic's letter left out his 12-lead EKG work and the nights he is
 * open to).
 */
function withNumberedAsksApart(ask: string): string[] {
  const first = ask.match(/\(\s*(?:1|a)\s*\)\s+/u);
  if (first?.index === undefined) return [ask];
  const second = first[0].includes('1') ? /\(\s*2\s*\)/u : /\(\s*b\s*\)/u;
  if (!second.test(ask.slice(first.index))) return [ask];
  const lead = ask.slice(0, first.index).trim().replace(/[:,]$/u, '');
  const items = ask
    .slice(first.index)
    .split(/(?:[,;]\s*)?(?:\b(?:and|or)\s+)?\(\s*(?:\d|[a-e])\s*\)\s*/u)
    .map((item) => item.trim().replace(/(?:[.;,]|\s+(?:and|or))+$/u, ''))
    .filter((item) => item.length > 0);
  if (lead.length === 0 || items.length < 2) return [ask];
  return items.map((item) => `${lead}: ${item}`);
}

/** A line that stops on a comma or a small word, which the next line goes on from. */
const endsMidPhrase = /(?:,|\b(?:and|or|to|the|of|with|for|in|on|a|an))$/iu;

/**
 * "One-On-One is an Equal Employment Opportunity employer. Our goal is to be inclusive, diverse ... This commitment
 * applies to all candidates and employees." at the end of a list of requirements: every ad's boilerplate, no item.
 */
const equalOpportunity =
  /\bequal\s+(?:employment\s+)?opportunit|\baffirmative\s+action\b|\bEEO\b|\bregardless\s+of\b|\b(?:inclusive|diverse),\s+(?:and\s+)?(?:diverse|inclusive|equitable|representative)\b|\bthis commitment applies\b/iu;

/**
 * Lines of a paragraph that the ad's layout wrapped, joined again: a line that does not end a sentence continues on
 * the next when that one starts in lower case, or when the line itself ran to the width of a wrapped paragraph.
 * A list of short lines without bullets stays a list.
 */
/** A German clause's last word, its finite verb: "... möchten", "... sind", "... mitbringen". */
const germanClauseEnd =
  /\s(?:sind|ist|haben|hast|hat|möchten|möchtest|wollen|willst|können|kannst|bringen|mitbringen|mitbringst|besitzen|verfügen|arbeiten|suchen|lieben|mögen|zeigen|denken|sprechen|beherrschen|kennen)$/u;

function joinWrappedLines(lines: string[]): string[] {
  // "1 year previous nursing experience" / "Must be experienced with IV infusions" / "Proof of RN registration": a list
  // pasted without its bullets, most of its lines short and capitalised, is no paragraph a margin wrapped; only a line
  // in lower case, or after a comma or a small word, goes on. (Width had joined a long item to every item after it,
  // and an ad's requirements were read as one "nice to have".)
  const lengths = lines.map((line) => line.length).sort((left, right) => left - right);
  const median = lengths[Math.floor(lengths.length / 2)] ?? 0;
  const bulletless =
    median < 60 && lines.filter((line) => /^\p{Lu}/u.test(line) && !/[.!?;:]$/u.test(line)).length >= 3;
  const joined: string[] = [];
  let lastLine = '';
  for (const line of lines) {
    const previous = joined[joined.length - 1];
    // ("... pädagogisch zu begleiten möchten" / "teamfähig und zuverlässig sind": each line ends a German "wenn Sie ..."
    // clause on its verb, and the next opens another in lower case.)
    const wraps =
      previous !== undefined &&
      !/[.!?;:]$/.test(previous) &&
      !germanClauseEnd.test(previous) &&
      (/^\p{Ll}/u.test(line) || endsMidPhrase.test(previous) || (!bulletless && lastLine.length >= 70));
    if (wraps) joined[joined.length - 1] = `${previous} ${line}`;
    else joined.push(line);
    lastLine = line;
  }
  return joined;
}

/**
 * "Values-Driven Hiring" / "Position Details", each over a paragraph of several sentences: headings the reader has no
 * word for end the list above them (before, "Your posting asks for Position Details" opened a letter's evidence).
 */
function withoutUnknownHeadingAndAfter(lines: string[]): string[] {
  const written = (from: number) =>
    lines
      .slice(from)
      .find((line) => line.trim() !== '')
      ?.trim() ?? '';
  const end = lines.findIndex((line, position) => {
    const text = line.trim();
    if (position === 0 || !/^\p{Lu}[\p{L}'’-]*(?:[ -]+(?:\p{Lu}[\p{L}'’-]*|&|and|of|for|to|the)){0,4}$/u.test(text))
      return false;
    const following = written(position + 1);
    return (
      lines.slice(0, position).some((before) => before.trim() !== '') &&
      !isBulletLine(text) &&
      countSpaceSeparatedParts(following) >= 25 &&
      (following.match(/[\p{Ll}\p{N}][.!?]\s+\p{Lu}/gu) ?? []).length >= 1
    );
  });
  return end < 0 ? lines : lines.slice(0, end);
}

/**
 * "We're looking for someone who:" / "can provide excellent customer service": an item that goes on from its list's
 * lead is asked for as the person it describes ("someone who can provide excellent customer service"), as a letter and
 * the fact sheet name it; "Your advert asks for can provide excellent customer service" before.
 */
function asAskedFor(item: string): string {
  return /^(?:can|could|is|are|has|have|will|would|enjoys?|likes?|thrives?|wants?)\s+\p{Ll}/u.test(item)
    ? `someone who ${item}`
    : item;
}

function listItems(givenLines: string[]): string[] {
  const lines = withoutUnknownHeadingAndAfter(givenLines);
  const nonEmpty = lines.map((line) => line.trim()).filter((line) => line !== '');
  // A list ends where its bullets end: the lines after it ("In your cover letter, ...", "Salary: ...") are not items.
  const hasBullets = nonEmpty.some((line) => isBulletLine(line));
  // "The role involves:" / "providing first line support to customers ..." / "using our trouble ticket software ...":
  // a list pasted from a page without its bullets, each item in lower case on its own line, is read as a list of
  // those lines, ending where they end ("The salary is ..." is no item); a line after one that stops on a comma or a
  // small word goes on with it.
  if (!hasBullets && nonEmpty.length >= 2 && nonEmpty.slice(0, 2).every((line) => /^\p{Ll}/u.test(line))) {
    const items: string[] = [];
    for (const line of nonEmpty) {
      if (!/^\p{Ll}/u.test(line)) break;
      const previous = items[items.length - 1];
      if (previous !== undefined && endsMidPhrase.test(previous)) items[items.length - 1] = `${previous} ${line}`;
      else items.push(line);
    }
    return items
      .map((item) => item.replace(/[.;,]$/u, '').slice(0, 600))
      .filter((item) => countSpaceSeparatedParts(item) >= 2);
  }
  const trimmed = hasBullets ? nonEmpty : joinWrappedLines(nonEmpty);
  const items: string[] = [];
  let inList = false;
  for (const line of trimmed) {
    const bullet = isBulletLine(line);
    if (hasBullets && !bullet && inList && !/^\p{Ll}/u.test(line)) break;
    if (hasBullets && !bullet && !inList) continue;
    inList = inList || bullet;
    const text = bullet ? stripBullet(line) : line;
    if (!bullet && hasBullets && items.length > 0) {
      items[items.length - 1] = `${items[items.length - 1]} ${text}`;
      continue;
    }
    // "Requirements: 3+ years of Python; deep knowledge of asyncio; ...": one requirement per clause.
    const parts = text.split(/;\s+/).flatMap((part) => splitSentences(part));
    // The clauses of a line after its heading keep no full stop of the sentence they ended ("Requirements: ...; SQL
    // query optimization.").
    const afterHeading = !bullet && !hasBullets;
    for (const part of parts) {
      const item = part
        .replace(/^[-–—•*·\s]+/u, '')
        .trim()
        .replace(afterHeading ? /(?<=\p{L})\.$/u : /(?!)/u, '');
      // "Ops/Collaboration:": a heading inside the list, not a requirement.
      const heading = /:$/.test(item) && countSpaceSeparatedParts(item) <= 4;
      if (/\p{L}/u.test(item) && !heading && (countSpaceSeparatedParts(item) >= 2 || bullet))
        items.push(item.slice(0, 600));
    }
  }
  return items;
}

/**
 * "We are looking for someone with 1+ years of outbound sales experience, hands-on experience with Salesforce, and
 * excellent written communication skills.": the requirements an English ad lists in one sentence after its lead-in,
 * one each, as a list under a heading is read; undefined for a sentence of another shape.
 */
function splitProseRequirements(sentence: string): string[] | undefined {
  const listed = sentence.match(
    /^(?:we(?:['’]re| are) looking for (?:someone|a candidate|candidates|an? \p{L}+(?: \p{L}+)?) (?:with|who has|who have)|candidates (?:need|should have|must have|will have)|the (?:ideal|successful) candidate (?:will|should|must) have|you(?:['’]ll| will| should| must)? (?:have|need|bring)|you will need|we require)\s+(.+?)[.!]?$/iu,
  )?.[1];
  if (listed === undefined || !/,/.test(listed)) return undefined;
  const parts = listed
    // "... , and excellent written communication skills": the last of the list after its comma and "and".
    .split(/,\s+(?:and\s+)?/u)
    // "strong organisational skills and experience with Microsoft Project": two asks a bare "and" joins.
    .flatMap((part) =>
      part.split(
        /\s+and\s+(?=(?:experience|knowledge|skills?|strong|excellent|good|proven|hands-on|familiarity|proficiency|a |an |at least|\d))/iu,
      ),
    )
    .map((part) => part.trim())
    .filter((part) => part !== '');
  // Each part a requirement of its own (two words or more), or the sentence is left whole.
  if (parts.length < 2 || parts.some((part) => countSpaceSeparatedParts(part) < 2)) return undefined;
  return parts;
}

export type ReadJobBrief = {
  brief: JobBrief;
  /** Responsibilities, for the letter's reading of what the job involves. */
  responsibilities: string[];
  cleanText: string;
  ignoredInstructions: string[];
  /**
   * The recruitment agency whose ad this is, for a client it does not name: no employer, so never the brief's company,
   * but the one the letter greets (docs/decisions/0056-agency-ads-and-what-an-ad-rules-out.md).
   */
  agency: string | null;
};

/**
 * "You'll be working alongside experienced electricians on:", "To succeed you'll need:": a sentence that leads into a
 * list is the list's heading, read by what it says it lists; any other line is returned as it is.
 */
function listLeadAsHeading(line: string, index: number, lines: string[]): string {
  // "To apply, please send your resume to ...": how to apply ends the list above it, and the lines after it (other
  // posts, "Nothing catch your eye?") ask nothing of this post's applicant.
  if (/^(?:to apply|how to apply)\s*,\s+\p{Ll}/iu.test(line)) return 'How to apply';
  // ("The role involves:" / "providing first line support to customers ...": a list pasted from a page without its
  // bullets goes on in lower case.)
  const next = lines[index + 1] ?? '';
  if (!line.endsWith(':') || countSpaceSeparatedParts(line) > 14 || !(isBulletLine(next) || /^\p{Ll}/u.test(next)))
    return line;
  if (readHeading(line, jobHeadings) !== undefined) return line;
  if (/\b(?:need|require|requirements?|must have|looking for|you(?:['’]ll| will)? (?:have|bring))\b/iu.test(line))
    return 'Requirements';
  if (/\b(?:nice to have|desirable|bonus|a plus|preferred)\b/iu.test(line)) return 'Nice to have';
  if (
    /\b(?:working (?:on|with|across)|you(?:['’]ll| will) (?:be )?(?:do|doing|work|working|help|helping|support|supporting|lead|leading|take|taking)|duties|responsibilit|day[- ]to[- ]day|involves?|your role)\b/iu.test(
      line,
    )
  )
    return 'Responsibilities';
  return line;
}

/** Readings of recent ads, for the same reasons as the resume's (read-resume-facts.ts); each caller gets a copy. */
const recentAds = new TextMemo<ReadJobBrief>({ entries: 8, characters: maximumInputCharacters });
/**
 * The cleaned texts and duties of ads whose letters were written from a confirmed brief (`rememberedAdText`), for their
 * further versions: a few ads of common length, like the resumes' summaries (read-resume-facts.ts).
 */
const recentAdTexts = new TextMemo<AdText>({ entries: 4, characters: 25_000 });

/** Reads a job ad. Never throws; what cannot be read is left empty for the user to fill in. */
export function readJob(adText: string): ReadJobBrief {
  return structuredClone(rememberedJobReading(adText));
}

/** The remembered reading itself, frozen, not a copy: for the composer, which only reads it (see the resume's). */
export function rememberedJobReading(adText: string): Readonly<ReadJobBrief> {
  return recentAds.recall(adText, () => deepFreeze(readJobText(adText)));
}

/**
 * "Job DescriptionAmerican Home Care, a Genvita company ...", "Company OverviewBlack Creek Integrated Systems is ...":
 * a job board's heading run into the text it heads, which then opens its own line.
 */
function splitGluedHeadings(text: string): string {
  return text.replace(
    /(?<=\b(?:Description|Overview|Summary|Objective|Responsibilities|Requirements|Qualifications|Duties|Benefits|Details))(?=\p{Lu}\p{Ll})/gu,
    '\n',
  );
}

/**
 * "Chef de Partie  Refectory, Milford" over "Milford, Surrey": a job board's title line, the post and the place of work
 * parted by two spaces, which cleaning would close. Parted by a dash, as the title lines the reader knows are.
 */
function withTitleLineParted(givenText: string): string {
  const [written = '', second = '', ...rest] = givenText.split('\n');
  // "Nursing Home- Nurse Vacancies": a dash written against the word before it parts the title line as a spaced one.
  const first = written.replace(/(?<=\p{L})-\s+(?=\p{Lu})/gu, ' – ');
  const adText = first === written ? givenText : [first, second, ...rest].join('\n');
  const parts = first.trim().split(/ {2,}/u);
  const town = parts[1]?.split(/,\s*/u).at(-1)?.trim();
  // ("RECRUITMENT CONSULTANT  INDUSTRIAL / COMMERCIAL ...": a post, then what it covers.)
  const postFirst = parts[0] !== undefined && countSpaceSeparatedParts(parts[0]) <= 6 && looksLikeTitle(parts[0]);
  if (parts.length !== 2 || !((town && second.trim().startsWith(town)) || postFirst)) return adText;
  return [`${parts[0]} – ${parts[1]}`, second, ...rest].join('\n');
}

/**
 * "Empresa<TAB>Intelcia" / "Localidade<TAB>Vigo" / "Requisitos<TAB>Inglés ...": a job board's card copied as a table of
 * labels and values. Three rows or more in a row, each a label of a word or two and a tab, are written "Label: value",
 * as the reader knows labels; a table's tab would otherwise part the labels from their values as two columns.
 */
function withLabelTable(adText: string): string {
  if (!adText.includes('\t')) return adText;
  const lines = adText.split('\n');
  const row = /^(\p{Lu}[\p{L}-]*(?: \p{L}+)?)\t+(?=\S)/u;
  const isRow = lines.map((line) => row.test(line));
  return lines
    .map((line, index) => {
      const run = [index - 2, index - 1, index, index + 1, index + 2].map((at) => isRow[at] ?? false);
      const inRun = (run[0] && run[1] && run[2]) || (run[1] && run[2] && run[3]) || (run[2] && run[3] && run[4]);
      // (Each row a paragraph of its own: "Requisitos: ..." never runs on into "Empresa: ...".)
      return inRun ? `${line.replace(row, '$1: ')}\n` : line;
    })
    .join('\n');
}

/**
 * "Shop Mechanic & Irrigation Technician (Grand Marsh)" over "Grand Marsh, WI": the town in brackets after the post,
 * which the ad gives again as where the job is, is no part of the post's name.
 */
function withoutPlaceInBrackets(role: string | null, lines: readonly string[]): string | null {
  const bracket = role?.match(/\s*\(([^()]{2,40})\)$/u);
  if (role === null || !bracket?.[1]) return role;
  const place = bracket[1].trim();
  return lines.slice(0, 10).some((line) => line.trim() === place || line.trim().startsWith(`${place},`))
    ? role.slice(0, role.length - bracket[0].length)
    : role;
}

/**
 * "Sympathischer ERP-Projektmanager NAV/ BC", "Motivated Sales Assistant", "A PhD position": the person the ad hopes
 * for, praised, or its post with an article, in its title; the post is what follows ("die Stelle als Sympathischer
 * ERP-Projektmanager" and "the A PhD position" in held-out letters). Only words that praise a person, never ones that
 * say the level ("Experienced", "Erfahrener", "Junior" stay).
 */
function withoutPraiseOfPerson(role: string | null): string | null {
  if (role === null) return null;
  const post = role.replace(/^(?:an?|the)\s+(?=\p{L})/iu, '').replace(praiseOfPerson, '');
  return post !== role && /^\p{L}/u.test(post) ? post.charAt(0).toUpperCase() + post.slice(1) : role;
}

const praiseOfPerson = new RegExp(
  String.raw`^(?:${germanPraiseOfPerson}|enthusiastic|motivated|self-motivated|passionate|friendly|dynamic|ambitious|energetic|dedicated|driven|talented|hard-?working|reliable|bubbly|caring|compassionate|enthusiastisch(?:e[rn]?)?)\s+(?=\p{L})`,
  'iu',
);

/** An ad's text cleaned, its lines and its sections: what every reading of it starts from. */
type AdLayout = {
  cleaned: string;
  text: string;
  removed: string[];
  lines: string[];
  sections: DocumentSection<JobSectionKind>[];
};

/** "Back To Jobs", "« Back to search results", "BACK TO VACANCIES": a job board's link back to its list. */
// ("All openings", "Alle Stellen": a careers page's link back to its list, over the post.)
// ("Graduate Opportunities and Internships", "Current Vacancies": the listing page's heading over the post.)
const backToList =
  /^(?:(?:[«‹←<]\s*)?(?:back|return)\s+to\s+(?:all\s+|the\s+)?(?:jobs|job search|search(?:\s+results)?|results|listings?|job listings?|vacancies|openings|careers|positions|job board)|(?:[«‹←<]\s*)?all\s+(?:openings|jobs|vacancies|positions)|alle\s+(?:stellen|jobs|stellenangebote)|(?:graduate|current|latest|open|job|career)\s+(?:opportunities|vacancies|openings|positions)(?:\s+(?:and|&)\s+(?:internships|placements|apprenticeships))?)\s*$/iu;

/** A line of a page's share buttons and nothing else. */
const shareButtons =
  /^(?:(?:share|share this job|share on|partager|teilen|compartir|condividi)\s*:?\s*)?(?:(?:LinkedIn|Facebook|Twitter|X|E-?mail|Mail|WhatsApp|Xing|Copy link|Copier le lien|Link kopieren|Copiar enlace)\s*[|·,/]?\s*){2,}$/iu;

/**
 * A job board's label of its page at the start of the title line, in the languages of the phrasebooks, run into the
 * title without a colon ("Job Description: Front End Engineer" is a label the role reader knows).
 */
const pageLabelBeforeTitle =
  /^(?:job\s+details|job\s+description|vacancy\s+details|detalle\s+de\s+(?:la\s+)?(?:oferta|vacante)|descripci[oó]n\s+de\s+(?:la\s+)?(?:oferta|vacante)|d[ée]tails?\s+de\s+l['’]offre|stellenbeschreibung|stellendetails)\s+(?=\p{Lu})/iu;

function readAdLayout(adText: string): AdLayout {
  const cleaned = splitGluedHeadings(cleanDocument(withTitleLineParted(withLabelTable(withoutLinkTargets(adText)))));
  const { text, removed } = removeInstructionSentences(cleaned);
  const lines = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
  // "Back To Jobs" / "Graphics/User Interface Designer": a job board's link back to its list, pasted above the title
  // line, is no part of the ad (its first line was read for the post).
  while (lines.length > 1 && backToList.test(lines[0] ?? '')) lines.shift();
  // "OFFRE D'EMPLOI – CONCOURS BIB-2026-14" over "BIBLIOTHÉCAIRE – SERVICES À LA JEUNESSE": the page's label and the
  // competition's number above the post's title, no post (the reference is read from the whole text).
  if (
    lines.length > 1 &&
    /^(?:(?:offre d['’]emploi|job (?:offer|posting|advert(?:isement)?|vacancy)|stellenangebot|stellenausschreibung|oferta de empleo)\s*[-–—:|]\s*)?(?:concours|competition|r[ée]f(?:[ée]rence)?\.?|reference|ref\.?|job\s+id)\s*(?:no\.?|n[°º])?\s*[:#]?\s*[\p{L}\d]+(?:[-/.][\p{L}\d]+)+$/iu.test(
      lines[0] ?? '',
    )
  )
    lines.shift();
  // ("LinkedIn E-mail", "Share: Facebook Twitter LinkedIn", "Partager LinkedIn E-mail": a page's share buttons, no
  // name of the employer; a held-out letter greeted "LinkedIn E-mail".)
  for (let index = lines.length - 1; index >= 0; index -= 1)
    if (shareButtons.test(lines[index] ?? '') && lines.length > 1) lines.splice(index, 1);
  // ("We use cookies ..." / "Find jobs   Company reviews ..." / "< Back to search results" / the title: the link back
  // among the page's other links above the title is no part of the ad either; the role had not been read at all.)
  const backLink = lines.findIndex(
    (line, index) => index < 12 && /^(?:[«‹←<]\s*)?(?:back|return)\s+to\b/iu.test(line) && backToList.test(line),
  );
  if (backLink > 0 && lines.length > backLink + 1) lines.splice(backLink, 1);
  // "nurse-success-advisor-remote" over "Nurse Success Advisor - Worldwide": the page's address name of the post,
  // pasted above its title, is no title ("the nurse-success-advisor-remote position" in a held-out letter).
  while (lines.length > 1 && /^[a-z\d]+(?:-[a-z\d]+){2,}$/u.test(lines[0] ?? '')) lines.shift();
  // "Detalle de la oferta Ingeniero en Automatización", "Job details Warehouse Operative": a job board's label of its
  // page, run into the title line when the page was copied; the post is what follows it ("al puesto de Detalle de la
  // oferta Ingeniero en Automatización" in a held-out letter).
  const pageLabel = lines[0]?.match(pageLabelBeforeTitle);
  if (pageLabel && lines[0] && countSpaceSeparatedParts(lines[0].slice(pageLabel[0].length)) >= 1)
    lines.splice(0, 1, lines[0].slice(pageLabel[0].length).trim());
  // "Alternance - Ingénieur R&D DevSecOps - SBS - Annecy", "CDI – Comptable", "Full-time - Barista": the kind of
  // contract before the title line's post is no part of the post (the post had not been read at all).
  const contractKind = lines[0]?.match(
    /^(?:alternance|cdi|cdd|int[ée]rim|freelance|full[- ]time|part[- ]time|contract|permanent|temporary|befristet|unbefristet|vollzeit|teilzeit)\s*[-–—:|]\s+(?=\p{Lu})/iu,
  );
  if (contractKind && lines[0]) lines.splice(0, 1, lines[0].slice(contractKind[0].length));
  // "Ausbildung Mediengestalter:in Digital und Print" / "(f/m/d/-)": whom the post is open to, on a line of its own
  // under the title, is the title line's.
  if (lines.length > 1 && genderMarkerLine.test(lines[1] ?? ''))
    lines.splice(0, 2, `${lines[0] ?? ''} ${lines[1] ?? ''}`);
  // "Comptable général(e) H/F" / "Réf. : CG-2025-031" / "Maison Verdallon – Biscuiterie ...": the post's reference
  // code on its own line under the title stands between the title and the organisation heading the ad, which is read
  // from the line under the title (findReference reads the code from the text).
  if (
    lines.length > 2 &&
    /^(?:r[ée]f(?:[ée]rence)?\.?|ref(?:erence)?(?:\s+(?:no\.?|number))?|job\s+(?:id|ref(?:erence)?|code|no\.?)|req(?:uisition)?\s+(?:id|no\.?)|vacancy\s+(?:ref(?:erence)?|no\.?|number)|kennziffer|referencia|riferimento)\s*[:#.]?\s*[A-Z0-9][A-Z0-9/_.-]{1,30}$/iu.test(
      lines[1] ?? '',
    )
  )
    lines.splice(1, 1);
  // "Machine Learning Engineer at Lumora Analytics. Requirements: ...": an ad pasted as one paragraph opens with its
  // title line all the same, ended by a full stop instead of a line break.
  // ("... at St. Agnes Medical Center": the point of an abbreviation ends no sentence.)
  const opening = lines[0]?.match(openingSentence)?.[1];
  if (opening && lines[0] && countSpaceSeparatedParts(opening) <= 12 && titleAtCompany.test(opening))
    lines.splice(0, 1, opening, lines[0].slice(opening.length + 1).trim());
  const sections = splitIntoSections(lines.map(listLeadAsHeading), jobHeadings);
  return { cleaned, text, removed, lines, sections };
}

/** What a letter written from a confirmed brief still reads in the ad: its cleaned text and its list of duties. */
export type AdText = Pick<ReadJobBrief, 'cleanText' | 'responsibilities'> & Partial<Pick<ReadJobBrief, 'agency'>>;

/**
 * The ad's cleaned text and duties for a letter written from a confirmed brief: the whole reading's when it is
 * remembered, or read from the sections alone (the same either way), without finding the company and role again.
 */
export function rememberedAdText(adText: string): Readonly<AdText> {
  const reading = recentAds.get(adText);
  if (reading) return reading;
  return recentAdTexts.recall(adText, () => {
    const { text, sections } = readAdLayout(adText);
    return deepFreeze({ cleanText: text, responsibilities: dutiesOf(sections) });
  });
}

/**
 * The ad's duties: the list under its "Responsibilities" heading. "Job Description / Provide living assistance to ...
 * Ensure the health, safety, and welfare of individuals. ... Administering medication.": an ad with no such list
 * writes its duties as a paragraph under its description, and the sentences there that open with a deed ("Provide",
 * "Assists", "Administering") are its duties; what it says of the post or the organisation ("Our team is growing")
 * is not.
 */
function dutiesOf(sections: DocumentSection<JobSectionKind>[]): string[] {
  const listed = listItems(linesOfKind(sections, 'responsibilities'));
  if (listed.length > 0) return listed;
  return listItems(linesOfKind(sections, 'role'))
    .filter((sentence) => {
      const opening = sentence.match(/^\p{Lu}\p{Ll}+(?=\s)/u)?.[0];
      const verb = opening === undefined ? undefined : readVerb(opening);
      return verb !== undefined && ['base', 'third', 'gerund'].includes(verb.form);
    })
    .slice(0, 20);
}

function linesOfKind(sections: DocumentSection<JobSectionKind>[], kind: JobSectionKind): string[] {
  return sections.filter((section) => section.kind === kind).flatMap((section) => section.lines);
}

/** A page's button under its lists ("APPLY NOW", "Click here to apply"): no ask of the ad's. */
const applyButton =
  /^(?:apply(?:\s+(?:now|today|here|online))?|click here to apply|submit (?:your )?application)[.!]*$/iu;

function readJobText(adText: string): ReadJobBrief {
  const { cleaned, text, removed, lines, sections } = readAdLayout(adText);
  const sectionLines = (kind: JobSectionKind) => linesOfKind(sections, kind);

  // The role first, without the company, to keep the role out of the company candidates; then again with them.
  const provisionalRole = findRole(lines, text, []);
  // "a la atención de Dña. Marta Ibarra Gil, directora clínica": the person applications go to is no organisation.
  const contactName = findContactName(text);
  const contactPerson = contactName?.replace(
    /^(?:\p{L}{1,4}\.(?:\p{L}{1,3}\.)?|Mr|Mrs|Ms|Miss|Mx|Dr|Prof|Frau|Herr|Mme|Madame|Monsieur|M\.|Sr|Sra|Srta|Don|Doña|Dña|Sig|Sig\.ra|Dott)\.?\s+/u,
    '',
  );
  // "À bientôt," / "Jeanne LONDICHE", "Kind regards," / "Sam Patel": the recruiter who signs the ad, never the employer.
  const signature = signedBy(lines);
  const companies = scoreCompanies(lines, text, provisionalRole).filter(
    (candidate) =>
      // ("Elektroniker (m/w/d) – Kundendienst & Smart Home", "PAYROLL MANAGER – FMCG MANUFACTURING": the team or the
      // line of business after the title's dash, no employer.)
      !departmentOrSector.test(candidate.name) &&
      // ("dm-drogerie markt GmbH + Co. KG": a legal form alone, cut from its name at the "+", names no one; a German
      // letter had applied "bei der KG".)
      !/^(?:GmbH|AG|KG|KGaA|SE|OHG|UG|Ltd|Limited|plc|Inc|LLC|LLP|Co|Corp|SA|SAS|SARL|BV|NV|Pty|Pte)\.?$/iu.test(
        candidate.name.trim(),
      ) &&
      (contactPerson === undefined || !isSameOrganisation(candidate.name, contactPerson)) &&
      (signature === undefined || !isSameOrganisation(candidate.name, signature)),
  );
  // "We are unable to reveal the client's name at this stage", "Pacific Crest Recruitment is recruiting on behalf of
  // our client": an agency's ad for an employer it does not name. Neither the agency nor the client's description
  // ("Diversified Listed Conglomerate") is the employer.
  // ("Territory Sales Representative – Industrial & MRO Supplies" over "Send your resume to careers@ironbridgesupply.com":
  // the line of business after the title's dash, which a name read on so little is checked against the employer's own
  // address.)
  const chosen =
    companies[0] &&
    companies[0].score >= 2 &&
    (companies[0].score >= 3 || !contradictedByMailDomain(companies[0].name, text))
      ? companies[0].name
      : null;
  const agencyAd = chosen !== null && (clientUnnamed.test(text) || (agencyClient.test(text) && isAgency(chosen, text)));
  const company = agencyAd
    ? null
    : chosen === null
      ? null
      : withoutArticleAsPrinted(
          withoutBranchName(withInstitutionWord(withNameCompleted(asWrittenInText(chosen, text), text), lines), text),
          lines,
        );
  const foundRole = withPostForStaff(
    withoutPlaceInBrackets(withoutPraiseOfPerson(findRole(lines, text, company ? [company] : [])), lines),
    text,
  );
  // ("Store Manager – Meadow Lane Wilton (Cork)": the employer's branch after the post's dash is no part of the post.)
  const readRole =
    foundRole !== null && company !== null
      ? (foundRole.match(new RegExp(`^(.{3,}?)\\s+[–—-]\\s+${escapeRegExp(company)}\\b.*$`, 'u'))?.[1] ?? foundRole)
      : foundRole;
  // "Dalibo recrute 2 postes administratifs" / "## Pour le poste de Gestion" / ... / "## Pour le poste en Ressources
  // humaines": an ad for several posts, each under a heading of its own; the letter applies for the one the resume fits
  // (choose-post.ts), never "à ce poste" with no post named.
  // (The first such heading had been read as the post itself: "die Stelle als Für die Stelle als Lagerist".)
  const headedPosts = postsUnderHeadings(lines);
  // ("headline_txt": a page template's field name, pasted with the ad's source, names no post.)
  const role = headedPosts[0] ?? (readRole !== null && /^[a-z]+(?:_[a-z\d]+)+$/u.test(readRole) ? null : readRole);
  const posts = headedPosts.length >= 2 ? headedPosts : listedPosts(lines, role, company ? [company] : []);

  let mustHaves = listItems(sectionLines('requirements'))
    .filter((item) => !equalOpportunity.test(item))
    .filter((item) => !documentToSend.test(item.trim()))
    // ("APPLY NOW" under the last list: the page's button, no ask.)
    .filter((item) => !applyButton.test(item.trim()))
    .map(asAskedFor);
  const niceToHaves = listItems(sectionLines('niceToHave'))
    .filter((item) => !equalOpportunity.test(item))
    .filter((item) => !applyButton.test(item.trim()))
    .map(asAskedFor);
  const sentencesOf = (body: string) =>
    splitSentences(body).filter((sentence) => readHeading(sentence, jobHeadings) === undefined);
  const sentences = sentencesOf(text);
  if (mustHaves.length === 0) {
    mustHaves = sentences
      .filter(
        (sentence) =>
          requirementMarker.test(sentence) &&
          !niceMarker.test(sentence) &&
          !offeredToApplicant.test(sentence) &&
          // "French language skills are not required.": what the ad says it does not ask.
          !/\bnot\s+(?:required|necessary|essential|needed|mandatory|a requirement)\b/iu.test(sentence) &&
          // "... is an Equal Opportunity Employer and welcomes all qualified candidates": every ad's boilerplate, whose
          // "qualified" asks nothing.
          !equalOpportunity.test(sentence) &&
          !/\ball\s+qualified\s+(?:applicants|candidates)\b/iu.test(sentence) &&
          countSpaceSeparatedParts(sentence) <= 60,
      )
      // "Requirements: deep knowledge of asyncio; SQL query optimization.": a list run into one sentence after its
      // label, one requirement per clause, as a list under a heading is read (listItems).
      .flatMap((sentence) => {
        const listed = sentence.match(
          /^(?:requirements|essential|must[- ]haves?|what you(?:['’]ll)? need|you have)\s*:\s*(.+)$/iu,
        )?.[1];
        if (listed !== undefined && /;\s/.test(listed))
          return listed
            .split(/;\s+/)
            .map((part) => part.replace(/[.;\s]+$/u, '').trim())
            .filter((part) => countSpaceSeparatedParts(part) >= 2);
        return splitProseRequirements(sentence) ?? [sentence];
      });
  }
  // "Bachelor's degree (MBA preferred).": the degree is asked for, the MBA in its brackets only liked.
  const preferredInBrackets: string[] = [];
  mustHaves = mustHaves.map((item) => {
    const parts = preferenceInBrackets(item);
    if (!parts) return item;
    preferredInBrackets.push(parts.preferred);
    return parts.required;
  });
  // "Bachelor’s degree or equivalent, preferably in science, engineering or other relevant discipline" under Basic
  // Qualifications: the degree is asked for, only its field liked (a held-out letter had told the degree "which your
  // advert lists as a plus").
  mustHaves = mustHaves.map((item) => {
    const required = item.match(/^(.{6,}?\S),\s*(?:preferably|ideally)\s+(?:in|with|from|a|an)\b/iu)?.[1];
    return required !== undefined && !niceMarker.test(required) ? required : item;
  });
  const niceFromRequirements = [...mustHaves.filter((item) => niceMarker.test(item)), ...preferredInBrackets];
  // "In your cover letter, please include:" reads as an instruction to a generator, and is kept out of the text; as the
  // lead of the ad's list of asks, it asks the applicant each item.
  const cleanedLines = cleaned.split('\n');
  const askLeads = removed.filter((sentence) => sentence.trim().endsWith(':') && askMarker.test(sentence));
  // "... tell us in a few lines about a dish you put on a" / "menu and how it sold.": an ask the ad's text wrapped
  // goes on in lower case on the next line; cut there, it asks about "a dish you put on a".
  const askSentences = /[^\n.!?:;]\n\p{Ll}/u.test(text)
    ? sentencesOf(text.replace(/([^\n.!?:;])\n(?=\p{Ll})/gu, '$1 '))
    : sentences;
  const asks = [
    ...askSentences.filter(
      (sentence) =>
        (askMarker.test(sentence) || screeningQuestion.test(sentence)) && countSpaceSeparatedParts(sentence) <= 60,
    ),
    ...askLeads,
  ]
    .flatMap((ask) => withListedAsks(ask, cleanedLines))
    .flatMap(withNumberedAsksApart)
    // "In your application form please address the following questions" with no list after it asks nothing itself.
    .filter((ask) => !/\b(?:the\s+following|these)(?:\s+\p{L}+){0,2}\s*[.:]?$/iu.test(ask.trim()))
    .slice(0, 10);

  const brief: JobBrief = {
    company,
    role,
    posts,
    location: findLocation(lines),
    contactName,
    about: company ? findAbout(text, company) : null,
    reference: findReference(text),
    language: detectLanguage(text),
    mustHaves: mustHaves.filter((item) => !niceMarker.test(item)).slice(0, 40),
    // Each once: a list item is also a sentence of the ad, there with its bullet ("- Experience with a WMS") and its
    // full stop ("Manufacturing experience preferred.").
    niceToHaves: [
      ...new Map(
        [
          ...niceToHaves,
          ...niceFromRequirements,
          ...sentences
            .filter((sentence) => niceMarker.test(sentence))
            .map((sentence) => {
              const bare = sentence.replace(/^[-•*–—]\s*/u, '');
              return preferenceInBrackets(bare)?.preferred ?? bare;
            }),
        ].map((item) => [item.replace(/[.;\s]+$/u, ''), item.slice(0, 600)] as const),
      ).values(),
    ].slice(0, 40),
    asks: asks.map((ask) => ask.slice(0, 600)),
    numbers: [...new Set(findNumbers(text).map((number) => number.text))].slice(0, 100),
  };
  return {
    brief,
    responsibilities: dutiesOf(sections),
    cleanText: text,
    ignoredInstructions: removed,
    // ("Pinnacle Recruitment Group are recruiting on behalf of our client": the agency, by its own name.)
    // (An ad that keeps its employer's name for later, "will be disclosed at interview", is answered naming neither.)
    agency: agencyAd && !clientUnnamed.test(text) ? chosen : null,
  };
}

/** The brief of a job ad. */
export function readJobBrief(adText: string): JobBrief {
  return readJob(adText).brief;
}
