// Credentials (licences, certifications, registrations) with how far they have got, and education with its degrees.
// "PRINCE2 Practitioner (planned for 2025)" is not held; "ACLS (expired)" is not current. A letter may only state a
// credential at its status, so the status is read from the words around each mention.

import type { Credential, CredentialStatus, Education, EducationStatus } from '@cover-letter/shared/fact-sheet-schema';
import { isBulletLine, isTableHeaderRow, stripBullet } from './document-sections.ts';
import { findPeriod, isPeriodOnlyLine, monthNumberOf, readResumeDate, yearIn } from './read-periods.ts';
import { adjectiveParticiples } from './read-roles.ts';
import { escapeRegExp } from '../text/compare.ts';
import { titleCaseFromCapitals } from '../text/letter-case.ts';
import { countSpaceSeparatedParts, splitSentences } from '../text/sentences.ts';
import { readVerb } from '../vocabulary/english-verbs.ts';
import { countTitleWords, isTitleWord, looksLikeTitle } from '../vocabulary/occupations.ts';
import { looksLikeOrganisation, looksLikePlace } from '../vocabulary/places-and-organisations.ts';

/**
 * A label that says the work after it is not done yet: "In progress: migrating to TypeScript", "Next: offline mode",
 * "Currently learning: Rust". What follows is neither a deed told as done nor a tool the person already has.
 */
export const workNotYetDoneLabel =
  /^\W*(?:(?:work\s+)?in\s+progress|ongoing|currently(?:\s+learning)?|learning|wip|next(?:\s+steps?)?|planned|upcoming|to\s+do|coming\s+soon|future(?:\s+plans)?|roadmap)\s*:/iu;

// ("CFA Level I – registered for" at a line's end: a two-column page put the date on another line; a registration
// for something is for an exam or a course still to come.)
const plannedWords =
  /\b(?:planned|starts|begins|commences|planning to|plan to|registering for|registered for\s*$|registered for (?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+)?(?:19|20)\d{2}|inscrite? (?:pour|à|au)|inscrite?(?=\s*[,;:–—-]|\s*$)|début (?:en|le|prévu)|matriculad[oa]|inscrit[oa]|empieza|comienza|angemeldet|beginnt|accepted (?:for|onto|into) (?:the |a |an )?(?:[\p{L}\d]+ ){0,3}(?:intake|course|programme|program|cohort)|offered a place|registered for (?:the |a |an )?(?:[\p{L}\d]+ ){0,2}(?:course|intake|class|session|training|workshop)|considering|thinking (?:of|about)|not (?:yet )?enrolled|(?:would|['’]d) (?:like|love|hope) to (?:start|do|begin|take|study|complete)|(?:hope|hoping) to (?:start|do|begin|take|sit|study|enrol|enroll)|intend(?:ing)? to|will (?:sit|take|complete|begin|start|obtain|pursue|apply|register)|(?:once|after|when)\s+(?:I\s+)?[^.;]{0,40}?\b(?:is |are )?(?:finished|completed?|qualified|passed)\b|not (?:yet )?started|not yet (?:completed|done|obtained|achieved|finished)|starting|upcoming|will be (?:appearing|sitting|writing|taking)|appearing (?:for|in) (?:the |my )?(?:[\p{L}\d]+ ){0,3}(?:exams?|attempt|papers?)|to be (?:obtained|acquired|issued|gained)|(?<=\(\s*)to (?:obtain|acquire|get|gain)|(?:obtain|get|transfer)\w* (?:upon|on|after) (?:relocation|arrival|moving)|eligible (?:(?:in|from|to apply(?: in)?)\s+)?(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+)?(?:19|20)\d{2}|aiming to|(?:keen|eager) to(?= [^.;]{0,80}\b(?:complete|finish|obtain|gain|achieve|qualify|sit|take)\b)|to complete (?:her|his|my|their)|planning (?:for|on)|wait-?listed|on (?:the|a) wait(?:ing)?[- ]?list|geplant|vorgesehen|previst[oa]|prévue?s?|(?:postulaci[oó]n|solicitud|inscripci[oó]n|candidature)\s+(?:enviad[oa]|presentad[oa]|envoyée|déposée))(?!\p{L})/iu;
/** "Next step: ASCM CSCP", "Goal: PMP certification by 2027": a label that says it is still to come. */
const planLabel = /^\W*(?:next(?:\s+steps?)?|up\s+next|goals?|aims?)\s*[:–—-]/imu;
/** A date fixed for an exam or a course: planned, unless the study has begun ("studying, exam booked Jan 2027"). */
// ("PMP® – examen programado 03/2027", "examen prévu", "Prüfung geplant": the same in Spanish, French and German.)
const scheduledWords =
  /\b(?:scheduled|registered to sit|booked|course (?:on|starts?|starting|begins?|from|date)\b|(?:examen|prueba|convocatoria)\s+(?:programad[oa]|fijad[oa]|reservad[oa])|examen\s+(?:prévu|programmé|planifié)|prüfung(?:stermin)?\s+(?:geplant|am|im))/iu;
const inProgressWords =
  /\b(?:in progress|in process|(?:lessons|classes|training) (?:going on|under way|underway|ongoing)|\d+ of \d+ (?:papers|modules|units|courses|subjects|exams)(?: (?:complete|completed|done|passed))?|\d+ (?:de|sur) \d+ (?:cursos|módulos|exámenes|asignaturas|modules|cours|examens|épreuves|unités)|faltan? \d+|läuft|en préparation|en preparaci[oó]n|in preparation|in vorbereitung|in preparazione|course \d+ of \d+|currently (?:enrolled|taking)|finishing (?:in |mid-|early |late )?(?:\d{4}|spring|summer|autumn|fall|winter|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)|applied (?:for|under)|application (?:submitted|pending|lodged|in|under)|awaiting|pending|completing (?:the|my)|registration process|in prog|working on|in-progress|ongoing|pursuing|currently (?:studying|completing|doing|working (?:on|towards))|working towards|studying|(?:currently )?preparing (?:for|to sit)|revising for|started|due to (?:complete|finish)|due for completion|candidate(?!\s+(?:\p{L}+\s+){0,3}registration\b)(?![^.;\n]*\b(?:registered|current|active)\b)|enrolled|registered for (?:the )?exam|registered for (?:the )?(?:[\p{L}\d]+ ){0,3}(?:diet|sitting|examinations?)|passed (?:the )?(?:foundation|intermediate|part \d|level \d|stage \d)(?:,? (?:and|&) (?:foundation|intermediate|part \d|level \d|stage \d))? (?:levels?|parts?|stages?|papers?|exams?)|part[- ]qualified|trainee|exams? (?:expected|due)|expected(?: completion| in| by)?\s*(?:\d{4}|[A-Z][a-z]+ \d{4})?|anticipated|due (?:in )?\d{4}|due (?:in )?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.? \d{4}|on track (?:to|for) (?:meet|meeting|complete|completing|achieve|achieving|gain|gaining|finish|qualify)|in ausbildung|laufend|angestrebt|voraussichtlich|pendiente|en trámite|en curso|cursando|en cours)\b/iu;
/**
 * Study or a credential given up: "not finished (Covid)", "did not graduate", "left before final year", "career
 * coursework completed until 4th year".
 */
const unfinishedWords =
  /\b(?:not finished|not completed|did not (?:finish|complete|graduate)|didn['’]t (?:finish|complete)|(?:cannot|can['’]t|could not|couldn['’]t|unable to|not able to) (?:finish|complete)|unfinished|incomplete|withdrew|abandoned|dropped out|left (?:before|after|during|in) (?:the )?(?:final|first|second|third|last|\d)|left (?:the )?course|(?:coursework|studies|courses?) completed (?:until|up to|through) (?:the )?(?:\d(?:st|nd|rd|th)|first|second|third|fourth|fifth) year)\b/iu;
const expiredWords =
  /\b(?:expired|lapsed|inactive|out of date|not renewed|(?:previously|formerly) held|did not renew|didn['’]t renew|no longer (?:valid|active|current)|(?:had|held) an? [\w ]{0,30}(?:licen[cs]e|certificat\w*)|(?:let|allowed) (?:(?:it|them) )?(?:to )?lapse|abgelaufen|caducad[oa]|vencid[oa])\b|(?<!\p{L})(?:expirée?s?|périmée?s?|arrivée?s? à (?:expiration|échéance)|non recyclée?s?|non renouvelée?s?|nicht (?:mehr )?gültig|nicht verlängert|no renovad[oa])(?!\p{L})/iu;

/** How far a credential has got, from the words of the clause that mentions it. */
export function readCredentialStatus(clause: string): CredentialStatus {
  if (expiredWords.test(clause)) return 'expired';
  // "DipTrans FR>EN: Units 1 and 3 passed (2025), resitting Unit 2": some of its units passed, the rest still to do.
  if (partPassed.test(clause)) return 'in_progress';
  // "First Aid at Work – 2022 (due for renewal)": at the end of its term, never claimed as held.
  if (/\b(?:due for renewal|renewal (?:is )?overdue|needs? renewing|overdue)\b/iu.test(clause)) return 'expired';
  // "ECS Apprentice card – held; will apply for Gold Card after AM2S": said to be held, whatever is planned after it.
  if (/[-–—:,(]\s*held\b/iu.test(clause)) return 'held';
  // "next renewal due 2027", "current, due 2027", "active, renews Dec 2026": held, with a date to renew it by.
  if (
    /\b(?:renewal|renews?|refresher|current|active|valid (?:to|until))\b/iu.test(clause) &&
    !plannedWords.test(clause)
  )
    return 'held';
  // "– valide, recyclage prévu en mars 2027", "gültig, Auffrischung geplant 2027": held now, its renewal what is planned.
  if (
    /(?<!\p{L})(?:valide?|valid|à jour|gültig|vigente|in date)(?!\p{L})/iu.test(clause) &&
    /(?<!\p{L})(?:recyclage|renouvellement|renewal|refresher|recertification|auffrischung|renovación)(?!\p{L})/iu.test(
      clause,
    )
  )
    return 'held';
  // "cursando actualmente (finalización prevista: diciembre 2026)", "laufend, Abschluss voraussichtlich 11/2026": study
  // under way, whose end is what is planned.
  // ("en cours, fin prévue avril 2027", "en curso, finalización prevista 2027": the same in French and Spanish.)
  if (
    /\b(?:cursando|currently studying|en cours de formation)\b|(?<!\p{L})(?:laufend|en cours(?!\s+d['’]ann[ée]e)|en curso)(?!\p{L})/iu.test(
      clause,
    )
  )
    return 'in_progress';
  if (plannedWords.test(clause) || planLabel.test(clause)) return 'planned';
  if (inProgressWords.test(clause)) return 'in_progress';
  if (scheduledWords.test(clause)) return 'planned';
  return 'held';
}

/** Some numbered parts of a credential passed ("Units 1 and 3 passed", "Papers 1-3 cleared"), not all. */
// ("NCCCO Digger Derrick Operator - written exam passed Oct 2026, practical exam booked for Jan 9, 2027": one of its
// two exams passed, the other to come.)
// ("FE-1 Entrance Exams — 4 of 8 passed; remaining papers booked for October 2027": some of the papers passed.)
const partPassed =
  /\b[1-9]\s+(?:of|out of)\s+(?:[2-9]|1\d)\s+(?:(?:units|modules|papers|parts|sections|exams|subjects)\s+)?(?:passed|completed|done|cleared)\b|\b(?:units?|modules?|papers?|parts?|sections?|teil|teile)\s+(?:\d+|[IVX]+)(?:\s*(?:,|and|&|\+|und|[-–])\s*(?:\d+|[IVX]+))*\s+(?:passed|completed|done|cleared|bestanden)\b|\b(?:written|theory|knowledge|first)\s+(?:exam|test|assessment)\s+passed\b(?=.*\b(?:practical|second|final)\s+(?:exam|test|assessment)\b)/iu;

/** Credentials whose name alone says they are held qualifications, wherever they stand. */
const selfEvidentCredential =
  /^(?:(?:Full )?(?:UK )?(?:clean )?driving licen[cs]e|CDL(?:[ -](?:Class[ -])?[ABC])?|Driver CPC|Gas Safe.*|ACS.*|Unvented hot water.*|Water Reg.*|18th Edition|(?:Enhanced )?DBS.*|CPA|ACCA|CIMA|ACA|CFA(?: Level (?:III|II|I|[123]))?|CMA|PMP|PRINCE2.*|CSCS.*|NMC.*|HCPC.*|TEFL|TESOL|CELTA|QTS|NVQ.*|SVQ.*|.*Belt|CCNA|CCNP|CISSP|CISM|CISA|CompTIA.*|AWS Certified.*|Azure.*Certified|SHRM.*|CIPD.*|CSM|PSM.*|Series \d+|EPA\s?608.*|EIT|Engineer(?:ing)? in Training|CEng|IEng|MCIPS|LEED .*|CAPM|CSCP|CPIM|RICS APC|(?:M|F|Assoc)RICS|(?:M|F)CIOB)$/;

// "C+E (Class 1) licence" is a licence's category, not a class taken; so is "Driver Licence: C Class (Open)".
// "InterQual – completed free online intro module": a module taken is a course too.
// ("NISM Series V-A", "Series 7": an exam's series by its number is a credential's name.)
const courseWords =
  /\b(?:(?<!\b[A-Z]{1,2}R?\s)class(?:es)?(?!\s*(?:\d|[A-E]\b))|course(?:s|work)?|series(?!\s+(?:[IVX]+|\d+)(?:-[A-Z])?\b)|workshops?|seminars?|training|modules?|schulung(?:en)?|lehrgang|unterweisung|kurs(?:e)?|(?<!en\s)curso|cursillo|taller)\b/i;

/**
 * "Top-up training for the SIA Door Supervisor licence": the step booked to renew a lapsed credential, the name the
 * fact sheet gives it (`renewalStepName`) read back as the step and the credential it renews, for the letters that say
 * so (docs/decisions/0064-a-lapsed-credential-and-the-step-booked-to-renew-it.md). Undefined for any other name.
 */
export function readRenewalStep(name: string): { step: string; credential: string } | undefined {
  const found = name.match(/^((?:Top-?up|Refresher|Renewal)(?:\s+(?:training|course))?)\s+for\s+the\s+(.+)$/u);
  return found?.[1] && found[2] ? { step: found[1].toLowerCase(), credential: found[2] } : undefined;
}

/** The name of the step ("top-up training") booked to renew the lapsed `credential`, as `readRenewalStep` reads it. */
function renewalStepName(step: string, credential: string): string {
  return `${step.charAt(0).toUpperCase()}${step.slice(1).toLowerCase()} for the ${credential}`;
}

/** Words that make a date to come the end of a credential's validity, not the day it is gained. */
const holdsGoodUntil =
  /\b(?:valid|validity|expir\w*|exp\.?|renew\w*|current|active|in date|good (?:to|until|till|through)|to|till|until|through|thru|by|gültig|válid[oa]|valable|vigente|hasta|bis)\b/iu;

/** Whether the latest date the text gives is after today (a later year, or a later month of this year). */
function datedAfter(text: string, today: Date): boolean {
  const period = findPeriod(text);
  if (!period || period.current) return false;
  const latest = readResumeDate(period.end ?? period.start);
  if (!latest) return false;
  if (latest.year !== today.getFullYear()) return latest.year > today.getFullYear();
  return latest.month !== null && latest.month > today.getMonth() + 1;
}

/** "(exp. 12/2016)", "Expiration 2024", "valid until March 2025": an expiry date before today. */
function hasExpired(clause: string, today: Date): boolean {
  // "CPR certification 2015-2017", "Geriatric Resource Nurse (GRN) certification 2003-2008": a certification or licence
  // held over years that ended is held no longer (a course's years are when it was studied, and say nothing of this).
  const heldUntil =
    /\b(?:certifi\w+|licen[cs]\w*|registration|registered|card)\b[^,;]*?\b(?:19|20)\d{2}\s*(?:[-–]|\bto\b)\s*((?:19|20)\d{2})\b(?!\s*[-–])/iu.exec(
      clause,
    )?.[1];
  if (heldUntil !== undefined && Number(heldUntil) < today.getFullYear()) return true;
  const expiry = clause.match(
    /(?<![\p{L}])(?:exp\.?|expires?|expired|expiry|expiration|(?:valid|current|good) (?:until|till|to|through|thru)|gültig bis|válid[oa] hasta|valable jusqu['’](?:au|à|en)?)\s*[:.]?\s*(?:(\d{1,2})[/.]|([a-z]{3})[a-z]*\.?\s+)?((?:19|20)\d{2})\b/iu,
  );
  if (!expiry?.[3]) return false;
  const month = expiry[1] ? Number(expiry[1]) : expiry[2] ? (monthNumberOf(expiry[2]) ?? 12) : 12;
  return endedBefore(Number(expiry[3]), month, today);
}

/** Whether a month of a year (its last month when none is given) is over by `today`'s month. */
function endedBefore(year: number, month: number, today: Date): boolean {
  return year < today.getFullYear() || (year === today.getFullYear() && month < today.getMonth() + 1);
}

/** What kind of credential a name says it is: a certificate, a certification, a licence, a registration, a card. */
function credentialKind(name: string): string | undefined {
  const word = name.match(/\b(certificate|certifi(?:ed|cation)|licen[cs]|regist|card)/iu)?.[1]?.toLowerCase();
  return word?.startsWith('certifi') && word !== 'certificate' ? 'certification' : word;
}

/** The words that tell one credential's name from another's. */
function nameWords(name: string): string[] {
  return (name.toLowerCase().match(/[\p{L}\p{N}+]+/gu) ?? []).filter(
    (word) => !/^(?:certificate|certification|certified|card|the|in|of|and|for|a)$/u.test(word),
  );
}

/** Well-known credentials, recognised wherever the resume names them. */
const knownCredentials =
  /(?<![\p{L}\p{N}])((?:Full\s+)?(?:UK\s+)?(?:clean\s+)?driving\s+licen[cs]e|(?:Code\s+\d{1,2}\s+|Class\s+[A-Z0-9]{1,2}\s+)driver['’]?s\s+licen[cs]e|(?<![Ll]earner['’]?s?\s+)[Dd]river['’]?s?\s+[Ll]icen[cs]e(?:\s*:\s*(?:Class\s+)?[A-Z]{1,2}R?(?:\s+Class)?(?:\s*\((?:Open|Full|Provisional|P[12])\))?)?|CDL(?:[ -](?:Class[ -])?[ABC])?|Driver CPC|Gas Safe(?: registered| registration)?|ACS(?: [Dd]omestic| [Cc]ommercial| CCN1(?: Core)?(?: Domestic)?(?: Gas(?: Safety)?)?)?|Unvented hot water(?: \(G3\))?|Water Regs|Water Regulations|18th Edition|(?:Enhanced\s+)?DBS(?:\s+(?:check|certificate))?|GDC(?: registration| registered)?|GPhC(?: registration| registered)?|CPA|ACCA|CIMA|ACA|CFA(?: Level (?:III|II|I|[123]))?|CMA|PMP|PRINCE2(?: (?:Foundation|Practitioner))?|CSCS(?: card)?|BLS|ACLS|PALS|NRP|TNCC|CPR|First Aid(?: at Work)?|NMC(?: registration| registered| PIN)?|HCPC(?: registration| registered)?|ServSafe(?: Manager)?|TEFL|TESOL|CELTA|QTS|Qualified Teacher Status(?: \(QTS\))?|NVQ(?: Level \d)?(?: (?:in )?\p{Lu}\p{L}+(?: (?:and |& )?\p{Lu}\p{L}+)*)?|SVQ(?: Level \d)?(?: (?:in )?\p{Lu}\p{L}+(?: (?:and |& )?\p{Lu}\p{L}+)*)?|(?:Lean )?Six Sigma (?:Green|Black|Yellow) Belt|ITIL(?: v?\d| Foundation)?|CCNA|CCNP|CISSP|CISM|CISA|CompTIA [A-Z][\w+]*\+?|AWS Certified [\w -]{3,40}?(?= |,|;|\.|$)|(?:Google|Microsoft|Apple|Adobe|Salesforce|HubSpot|Cisco|Oracle) Certified (?:Educator|Trainer|Innovator|Coach|Administrator|Developer|Professional|Associate|Specialist|Technician|Instructor)(?: Level \d)?|Azure [\w -]{3,30}? Certified|SHRM-C?S?CP|CIPD(?: Level \d)?|OSHA[ -]?\d{2}(?:[ -]Hour)?|(?:Level \d )?Food Hygiene(?: Certificate)?(?: Level \d)?|Scrum Master|CSM|PSM ?I{1,3}|Google Analytics(?: (?:&|and) AdWords)?|NMLS|Series \d{1,2}|EPA\s?(?:Section\s+)?608(?:\s+(?:[–-]\s+)?(?:Universal|Type I{1,3}|Core))?|NATE(?: Core)?|EIT|Engineer(?:ing)? in Training|CEng|IEng|MCIPS|CIPS(?: Level \d)?|LEED (?:AP|Green Associate)|CAPM|CSCP|CPIM|RICS APC|(?:M|F|Assoc)RICS|(?:M|F)CIOB|[Cc]arn[ée] (?:de conducir )?(?:tipo )?[A-D]1?(?:\+E)?|Permis [A-D]1?(?:E)?|Führerschein:?(?: Klasse)? [A-D]1?E?|Cert(?:ificate)? (?:III|IV|II) in \p{Lu}\p{L}+(?: (?:and |& )?\p{Lu}\p{L}+){0,3}|(?:FAA\s+)?Airframe\s+(?:&|and)\s+Powerplant(?:\s+\(A&P\))?(?:\s+(?:[Cc]ertificate|[Ll]icen[cs]e))?|FAA\s+A&P(?:\s+(?:[Cc]ertificate|[Ll]icen[cs]e))?|Inspection\s+Authori[sz]ation(?:\s+\(IA\))?|Ausbilder(?:eignungsprüfung|eignung|schein)(?:\s+\(AEVO\))?|AEVO|Accredited\s+Practising\s+Dietitian(?:\s+\(APD\))?|CACES(?:\s+R\s?\d{3})?|GWO\s+(?:Basic\s+Safety\s+Training|Basic\s+Technical\s+Training|BST|BTT)(?:\s+\((?:BST|BTT)\))?|CENWAT|CPA1|HTR1|CKR1|CCLP1|CMDDA1|HTRLP2|DAH1|MET1|REGT1|TPCP1A?|VESLP1)(?![\p{L}\p{N}])/gu;

/** One of `knownCredentials` anywhere in a text, for a test (the global pattern keeps a position between calls). */
const knownCredential = new RegExp(knownCredentials.source, 'u');

/**
 * LinkedIn's line under a licence or certification: "Issued Sep 2025", "Issued Nov 2023 · Expired Nov 2025",
 * "Registration No. 28412 · Issued Jul 2022", "Credential ID 8812" — its particulars, no credential of their own.
 */
/**
 * "Expiration 9/2017" alone on its line: a PDF's column of expiry dates, printed apart from the credentials beside
 * them ("Expiration 9/2017" / "Expiration 6/2014" over "California State Certified Medical Assistant" / ...).
 */
const detachedExpiry =
  /^(?:expiration|expiry|expires|exp\.?)(?:\s+date)?\s*:?\s*(?:(?:\d{1,2}[/.])?(?:\d{1,2}[/.])?|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+)?(?:19|20)\d{2}$/iu;

/**
 * Whether a credentials section's column of expiry dates, printed apart from the credentials, has lapsed whole: every
 * date in it passed, and the section dates nothing else, so whichever credential each belongs to has lapsed. A
 * letter never says "I am a Certified Phlebotomy Technician" of a certificate that expired in 2014. (One run of such
 * lines only: a LinkedIn export's "Expires ..." under each credential is that one's, read with it.)
 */
function everyCredentialLapsed(lines: string[], today: Date): boolean {
  const expiryLines = lines.flatMap((line, index) => (detachedExpiry.test(line.trim()) ? [index] : []));
  const first = expiryLines[0];
  const last = expiryLines[expiryLines.length - 1];
  if (first === undefined || last === undefined) return false;
  const oneRun = lines.slice(first, last + 1).every((line) => line.trim() === '' || detachedExpiry.test(line.trim()));
  const datedElsewhere = lines.some((line) => !detachedExpiry.test(line.trim()) && /(?:19|20)\d{2}/u.test(line));
  return oneRun && !datedElsewhere && expiryLines.every((index) => hasExpired(lines[index] ?? '', today));
}

const particularsLine = /^(?:issued|credential id|registration no\.?|licen[cs]e no\.?)\b[^·]*(?:·|$)/iu;
/** The same line as dates alone, which names the credential above it whatever its words. */
const datesLineBelow = /^\s*(?:issued|expires|expired)\b/iu;

/**
 * "January 2024 to January 2026", "June 2019 to Present": Indeed's line under a licence or certification, when it was
 * gained and when it runs out, and nothing else.
 */
const validityLineBelow =
  /^\s*(?:[a-z]{3,9}\.?\s+)?(?:19|20)\d{2}\s+(?:to|[-–—])\s+(?:(?:([a-z]{3,9})\.?\s+)?((?:19|20)\d{2})|present|current|now)\s*$/iu;

/**
 * "Planned - enrolling in the Spring 2027 course", "Application submitted September 2026 - pending with the State
 * Board": the line under a credential that says only how it stands, no credential of its own ("Planned – CCRN", a label
 * before a name in capitals, is one).
 */
function isStatusLine(line: string): boolean {
  return (
    /^\s*(?:application\s+(?:submitted|lodged|made|pending|in progress)|pending|planned|enrolling|enrolled|scheduled|booked|in progress)\b/iu.test(
      line,
    ) && !/^\s*\p{L}+\s*[:–—-]\s*\p{Lu}{2,}/u.test(line)
  );
}

/**
 * "Certificate III in Electrotechnology Electrician (UEE30820) – TAFE Queensland," over "Bracken Ridge – in progress,
 * ...": a line a PDF wrapped after its comma goes on below, where its status stands. The line below, when the
 * mention's own line ends with a comma; undefined otherwise.
 */
function wrappedLineBelow(text: string, start: number): string | undefined {
  const lineEnd = text.indexOf('\n', start);
  if (lineEnd < 0 || !/,\s*$/u.test(text.slice(start, lineEnd))) return undefined;
  const next = text.slice(lineEnd + 1).split('\n')[0] ?? '';
  return next.trim() === '' ? undefined : next;
}

/** Studies whose dates are when they were studied, never how long they hold good: a degree, a diploma, a course. */
const studiedCredential =
  /\b(?:diploma|degree|apprenticeship|course|programme|program|training|bachelor|master|associate of)\b|^(?:Level\s+\d\s+)?(?:Certificate|Award)\s+(?:in|of|I{1,3}V?|[1-4])\b|\bCert(?:ificate)?\s+(?:I{1,3}V?|[1-4])\b/iu;

/** Whether a line of dates under a credential ("May 2016 to May 2017") ended before today: it has run out. */
function ranOutBelow(line: string, name: string, today: Date): boolean {
  const period = line.match(validityLineBelow);
  if (!period?.[2] || studiedCredential.test(name)) return false;
  return endedBefore(Number(period[2]), period[1] ? (monthNumberOf(period[1]) ?? 12) : 12, today);
}

/** The two lines below the one that holds `start`, up to a blank line: where a list of studies puts dates and notes. */
function linesBelowMention(text: string, start: number): string[] {
  const lineEnd = text.indexOf('\n', start);
  if (lineEnd < 0) return [];
  const below: string[] = [];
  for (const line of text
    .slice(lineEnd + 1, lineEnd + 400)
    .split('\n')
    .slice(0, 2)) {
    if (line.trim() === '') break;
    below.push(line);
  }
  return below;
}

const shortMonthWord = '(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\\.?\\s+';
/** "Jan 2025 - 2027", "2024 – Jun 2027": a line of a study's years, nothing else. */
const yearsLine = new RegExp(
  `^\\s*(?:${shortMonthWord})?(?:19|20)\\d{2}\\s*[-–]\\s*(?:${shortMonthWord})?((?:19|20)\\d{2})\\s*$`,
  'iu',
);

/**
 * A note under a study that says it is still under way: "Module 1 of 4 done", "Due to finish 2027", "expected
 * graduation". Only words that say so of the study: "Final year project: ..." under a degree gained is what was done
 * in it.
 */
const studyUnderWayNote =
  /\b(?:in progress|due to (?:complete|finish)|(?:module|unit|paper) \d+ of \d+|\d+ of \d+ (?:modules|units|papers|subjects|courses) (?:done|complete|completed|passed)|currently (?:enrolled|studying)|anticipated (?:completion|graduation)|(?:expected|anticipated) (?:completion|graduation|to (?:complete|finish|graduate)|(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+)?(?:19|20)\d{2}))\b/iu;

/**
 * "Postgraduate Certificate, Inclusive & Special Education / Jan 2025 - 2027 / Module 1 of 4 done. Due to finish
 * 2027.": the lines below a certificate with no status of its own say it is still being studied, by years that end
 * after this one or in so many words. A line that names another credential or a degree ends the search; plans and
 * bookings below are often a condition's or another exam's, and are not read.
 */
function underWayBelow(lines: readonly string[], today: Date): boolean {
  for (const line of lines) {
    if (credentialWord.test(line) || knownCredential.test(line) || degreePattern.test(line)) return false;
    const endYear = line.match(yearsLine)?.[1];
    if (endYear !== undefined && Number(endYear) > today.getFullYear()) return true;
    // "JAIIB (IIBF) – in progress (2 of 4 papers cleared)" under "IRDAI IC-38 (Life) – Specified Person certification":
    // the list's next item, by its own name before its dash, whose status is its own.
    if (/^\s*[^\p{L}\p{N}\s]?\s*\p{Lu}[\p{L}\p{N}&'’().\s-]{1,60}?\s[–—-]\s/u.test(line)) return false;
    // "Currently enrolled: Anatomy & Physiology I (ADN prerequisite), completing Fall 2026": a study of its own, named
    // after its label, under the certificate above it.
    if (/^\s*(?:currently\s+)?(?:enrolled|studying|in progress|ongoing|taking)\s*:\s*\S/iu.test(line)) return false;
    if (studyUnderWayNote.test(line)) return true;
  }
  return false;
}

/** Whether `line` names no known credential but the one `name` is: its status words are that one's. */
function namesNoOtherCredential(line: string, name: string): boolean {
  // "a First Aid and CPR certificate, which lapsed in 2024": two names joined in one certificate share its status.
  const joinedTo = (other: string) =>
    new RegExp(
      `${escapeRegExp(name)}\\s*(?:and|&|/)\\s*${escapeRegExp(other)}|${escapeRegExp(other)}\\s*(?:and|&|/)\\s*${escapeRegExp(name)}`,
      'u',
    ).test(line);
  const others = [...line.matchAll(knownCredentials)].filter(
    (match) => !name.includes(match[0]) && !joinedTo(match[0]),
  );
  return (
    others.length === 0 &&
    !/[,;]\s*(?:and\s+)?\p{Lu}[\p{L}\p{N}]*\s+(?:certificate|certification|licen[cs]e|card|diploma)\b/iu.test(line)
  );
}

/** "certified X", "X certified", "X certification/certificate/licence", "licensed X". */
const certifiedPhrases = [
  // Never after a hyphen: "Philippine-registered Nurse" is registered elsewhere, and says so.
  /(?<![\p{L}\p{N}-])(?:certified|licensed|chartered|registered) +((?:[\p{Lu}\p{N}][\p{L}\p{N}+&./-]* ?){1,5})/gu,
  // Never from inside a word: "freeCodeCamp certification" is no "CodeCamp" one.
  // "Certificate capstone", "Certificate coursework": work done on a certificate, named by it.
  // ("... Quickbook NAV, Caseware License/Certification: Certified Public Accountant": the next line's label, joined
  // to a list of tools, names no "Caseware License".)
  // (Up to seven words: "Full Stack Web Development Boot Camp Certificate" had lost its "Full".)
  // ("NC Certified for K-6 Elementary and ESL Instruction K-12": what the state certified the person for is its name.)
  // ("Interior Design & Architecture Certificate": a "&" between capitalised words is inside the name; "Professional
  // Development & Registration", a heading, has no word of the credential's own after it; "Google Analytics & AdWords
  // Certified" is certified in two things, each a credential.)
  /(?<![\p{L}\p{N}])((?:[\p{Lu}\p{N}][\p{L}\p{N}+&./-]* (?:& (?=\p{Lu}(?!egistration|ertifi|icen)(?![^\n]*?\b(?:[Cc]ertified|CERTIFIED|[Ll]icensed)\b)))?){1,7})(?:[Cc]ertified|[Cc]ertification|[Cc]ertificate|[Ll]icen[cs]e|[Ll]icensed|[Rr]egistration|CERTIFIED|CERTIFICATION)\b(?:(?<=[Cc]ertified|[Ll]icensed) (?:for|in) [\p{Lu}\p{N}][\p{L}\p{N}+&/-]*(?: (?:and|&|[\p{Lu}\p{N}][\p{L}\p{N}+&/-]*)){0,6}(?<! and| &))?(?!\s+(?:capstone|coursework|project))(?!\s*[/:])/gu,
  // "Certificate in SHRM Essentials of Human Resource Management": the name follows the word.
  // ("Certification in HVAC technology, ...": its last words may be small, where a comma or the line ends it.)
  /\b(?:Certificate|Certification|Licen[cs]e)[ \t]+in[ \t]+((?:\p{Lu}[\p{L}\p{N}+&./-]*)(?:[ \t]+(?:\p{Lu}[\p{L}\p{N}+&./-]*|of|and|&|for))*(?<![ \t](?:of|and|&|for))(?:(?:[ \t]+(?!(?:and|or|in|at|from|with|by|for|since|until|expected|pending|renewed|expired|valid|completed|current|level)\b)\p{Ll}{3,}){1,2}(?=[ \t]*(?:[,.;)\n]|$)))?)/gu,
];

/** Words each of `certifiedPhrases` needs, as written: a line without any of them holds no match. */
const certifiedPhraseWords = [
  ['certified', 'licensed', 'chartered', 'registered'],
  ['ertifi', 'icen', 'egistration', 'ERTIFI'],
  ['Certificat', 'Licen'],
];

/**
 * The matches of a global pattern that never crosses a line break, with their positions in the whole text, read from
 * the lines that hold one of `words` only: run over the whole resume, the patterns' repeated groups were tried at
 * every capital letter.
 */
function matchLines(text: string, pattern: RegExp, words: string[]): { match: RegExpExecArray; start: number }[] {
  const found: { match: RegExpExecArray; start: number }[] = [];
  let lineStart = 0;
  for (const line of text.split('\n')) {
    if (words.some((word) => line.includes(word)))
      for (const match of line.matchAll(pattern)) found.push({ match, start: lineStart + match.index });
    lineStart += line.length + 1;
  }
  return found;
}

/**
 * "to complete my experience requirement under a licensed CPA", "supervised by a registered nurse", "to become a
 * chartered accountant": a credential the sentence gives another person, or names as a goal, and the person does not
 * hold. `before` is the line up to the mention; `mention` is the mention itself.
 */
const anotherPersonsCredential =
  /\b(?:(?:under|by|from|alongside|supporting|assisting|assisted|supported|shadowing|shadowed)\s+(?:(?:a|an|the|our|my|two|three|\d+)\s+)?(?:licensed|certified|chartered|registered|qualified)\s+|(?:become|becoming|to be)\s+(?:a|an)\s+(?:(?:licensed|certified|chartered|registered|qualified)\s+)?)$/iu;

function isAnotherPersonsCredential(text: string, start: number, mention: string): boolean {
  const before =
    text
      .slice(Math.max(0, start - 80), start)
      .split('\n')
      .pop() ?? '';
  const adjective = mention.match(/^(?:certified|licensed|chartered|registered)\s+/iu)?.[0] ?? '';
  return (
    anotherPersonsCredential.test(`${before}${adjective}`) ||
    workplacesCredential.test(before) ||
    othersDocuments.test(before)
  );
}

/**
 * "Maintaining the approved vendor list and vendor documents (FSSAI licence, GST registration, test certificates)": the
 * papers a buyer keeps for suppliers, customers or tenants, never the person's own (a fact sheet had held both).
 */
const othersDocuments =
  /\b(?:vendors?|suppliers?|contractors?|subcontractors?|clients?|customers?|tenants?|drivers?|staff|employees?|candidates?|applicants?)['’]?\s+(?:documents?|documentation|paperwork|records?|files?|compliance|certificates?|licen[cs]es?)\s*\((?:[^()]*,\s*)?[^()]*$/iu;

/**
 * "Directed a team of Class A CDL drivers", "supervised RN staff", "PMP Project Management" in a list of skills, a
 * teacher's "CPA Maths Instruction" (concrete-pictorial-abstract): a credential's letters before the people who hold
 * it, a firm, a course, a method or a field of work describe those, and say nothing of the person holding it ("I am PMP
 * certified" from a skills list, "I am CPA certified" from a teaching method).
 */
const namesOthersOrWork =
  /^[ \t]+(?:drivers?|staff|holders?|candidates?|students?|trainees?|team|teams|firms?|practices?|offices?|clients?|training|maths?|mathematics|instruction|approach|method|model|pedagogy|course|courses|classes|prep|preparation|boot\s?camp|study|program(?:me)?s?|project management|methodolog(?:y|ies)|framework|principles|standards?|instructors?)\b/iu;

/** "clinic achieved Fear Free Practice certification 2024": a workplace's certification, never the person's. */
const workplacesCredential =
  /\b(?:clinic|practice|hospital|store|site|company|firm|team|school|department|ward|unit|centre|center|business|organi[sz]ation|lab|laboratory|plant|we|it)\s+(?:achieved|gained|earned|received|obtained|won|was awarded|became|passed)\s+(?:its\s+|the\s+|a\s+|an\s+|our\s+)?$/iu;

/** Generic words that do not name a credential on their own. */
const genericCredentialWords =
  /^(?:staff|instructor|professional|trainer|training|in house|in-house|state|city|national|the|a|an|and|of|my|team|member|company|employee|level|design|health|marketing|expiration|lead|head|chief|principal|\d+)$/i;

/** Certificates that are documents, not qualifications: "No Dues Certificate", "Experience Certificate". */
const documentCertificate =
  /^(?:no[- ]dues|no[- ]objection|experience|relieving|service|salary|employment|birth|death|marriage|medical|fitness|bonafide|bona fide|character|domicile|income|caste|transfer|leaving|completion of service)\s+certificates?$/iu;

/** Adverbs before "certified" or "licensed" that say how, not what: "Nationally", "Fully", "Newly". */
const howCertified = /^(?:\p{L}+ally|fully|newly|recently|currently|duly|dually|triple|double)$/iu;

/**
 * "Payroll Compliance Practitioner (PCP) – National Payroll Institute, 2018", "Microsoft Office Specialist: Excel
 * Associate": a designation known by its letters or its kind, which names no certificate or licence.
 */
export function namesDesignation(item: string): boolean {
  return (
    /\b(?:designation|practitioner)\b|^\s*Microsoft (?:Office )?Specialist\b/iu.test(item) ||
    // (Two words at least: "Advanced (SA)" alone is a level of something named before it.)
    /^\s*\p{Lu}\p{L}+(?:[\s&'-]+\p{L}+){1,8}\s\(\p{Lu}{2,6}\)(?:\s*[-–—,]|\s*$)/u.test(item)
  );
}

/** What makes an item of a certifications section a credential rather than a skill or a membership. */
// ("Führerschein Klassen B, C, D", "Berufskraftfahrerqualifikation", "Fahrerkarte", "Erste-Hilfe-Kurs": a German
// driver's papers.)
export const credentialWord =
  /\b(?:certificat\w*|certs?|pg\s?cert|pg\s?dip|certified|chartered|chartership|licen[cs]\w*|endorsements?|permit|permis|registration|registered|card|belt|level \d|diploma|accreditation|accredited|clearance|qualified|qualification|city\s*(?:&|and)\s*guilds|zertifi\w*|\p{L}*schein|\p{L}*kraftfahrerqualifikation|fahrerkarte|fahrerlaubnis|\p{L}*bescheinigung|erste[- ]hilfe[- ]\p{L}*|gesellenprüfung|meisterprüfung|schwei(?:ß|ss)erprüfung|praxisanleit\w*|\p{L}*expert(?:in|e)|fachwirt(?:in)?|elektrofachkraft|ersthelfer(?:in)?|sachkunde\p{L}*|\p{L}*weiterbildung\w*|fortbildung\w*|\p{L}*beauftragte[rn]?|provider|rescuer|ticket|certificación|certificado|licencia|habilitation)\b|(?<!\p{L})carn(?:é|et)(?!\p{L})/iu;

/** The machines, sites and duties a ticket or a licence is held for ("reach truck", "CSCS", "first aid"). */
const ticketKind =
  /\b(?:truck|forklift|counterbalance|reach|crane|excavator|telehandler|MEWP|IPAF|PASMA|CSCS|CPCS|NPORS|first aid|driving|HGV|LGV|ADR|SIA)\b/iu;

/** The grades a body's membership is written with ("Fellow Member", "Associate grade"). */
const memberGrade = '(?:Fellow|Associate|Chartered|Full|Affiliate|Graduate)';

/** A grade of membership said after the body: "Member, Irish Institute of Legal Executives — Associate grade". */
const gradeAfterBody = new RegExp(`[–—-]\\s+${memberGrade}\\s+grade\\b`, 'u');
/** "Member, Irish Institute of Legal Executives (IILEX) — Associate grade, ...": the body, then the grade. */
const memberWithGradeAfter = new RegExp(
  `^(\\W*)Member\\s*,\\s*(?:the\\s+)?(\\p{Lu}[^–—]{3,80}?)\\s+[–—-]\\s+(${memberGrade})\\s+grade\\b\\s*,?\\s*`,
  'u',
);
/** "Fellow Member, Institute of ...", "Member, Irish Institute of ...": a grade, then the body after the comma. */
const memberBeforeBody = new RegExp(
  `^(\\W*)(${memberGrade}\\s+)?Member\\s*,\\s*(?:the\\s+)?(?=(?:\\p{Lu}\\p{Ll}+\\s+){0,2}(?:Institute|Institution|Association|Society|College|Chartered Institute)\\b)`,
  'u',
);

/** A driving licence's category at the head of an item: "Cat C+E", "Category C1", "C+E (Class 1)", "Class 1 (C+E)". */
export const drivingCategory =
  /^\s*(?:Cat(?:egory)?\.?\s*(?:[A-D]1?(?:\s*\+\s*E|E)?|BE)|[A-D]1?\s*\+\s*E|Class\s+[12]\s*\((?:Cat\.?\s*)?C1?(?:\s*\+\s*E|E)?\))(?![\p{L}\d])/u;

/** A status in brackets after a ticket's name: "(expired 2022)", "(valid to 2027)", "(booked March)". */
const bracketedStatus =
  /\(\s*(?:expired|lapsed|expires?|exp\.|valid|renewed|in date|current|booked|planned|scheduled|held)\b/iu;

/** A German trade's training or proof of expertise, named by its own word (`readCredentials`). */
const germanTraining =
  /(?<![\p{L}])(?:[\p{L}-]*schulung|sachkunde|fachkundige?|meistervorbereitung|meisterkurs|[\p{L}-]*unterweisung)(?![\p{L}])/iu;

/** "license active", "certification current": an item that only says how a credential named before it stands. */
const licenceStatusOnly =
  /^(?:licen[cs]e|certificat(?:e|ion)|registration)\s+(?:active|current|valid|in good standing|pending|expired|lapsed)(?:\s+(?:during|while|when|in|after|since|as)\b.*)?$/i;

/** Where a right to work holds: a country or a union, as resumes write them. */
const workCountry =
  '(?:the\\s+)?(?:UK|U\\.K\\.|US|USA|U\\.S\\.|EU|EEA|NZ|New Zealand|Australia|Canada|Ireland|United Kingdom|United States|Germany|Schengen area)';

/** Statements of a right to work, each with the credential's name it gives. */
const rightToWorkStatements: [RegExp, (match: RegExpMatchArray) => string, RegExp][] = [
  // "NZ Resident Visa (2024)", "Skilled Worker visa", "Working Holiday Visa", "Stamp 4 visa".
  [
    /\b((?:[A-Z]{2,3}\s+|(?:New Zealand|Australian|Canadian|British|Irish)\s+)?(?:Permanent\s+)?(?:Resident|Residence|Employment|Golden|Investor|Skilled Worker(?:\s+[Dd]ependa[nt]t)?|Working Holiday|Work(?:ing)?|Graduate|Partner|Spousal|Spouse|Dependant|Dependent|Family|Settlement|Ancestry|Global Talent|Youth Mobility|Critical Skills|Stamp\s*\d|Temporary Skill Shortage|TSS|H-?1B|Tier\s*\d)\s+[Vv]isa)\b/gu,
    (match) => match[1] ?? match[0],
    /visa/iu,
  ],
  // "EU citizen", "British citizenship", "Australian citizen".
  [
    /\b(EU|EEA|UK|US|Irish|British|Australian|Canadian|New Zealand|NZ|German|Polish|French|Spanish|Italian|Dutch)\s+[Cc]itizen(?:ship)?\b/gu,
    (match) => `${match[1] ?? ''} citizenship`,
    /citizen/iu,
  ],
  // "Full right to work in the UK", "eligible to work in Canada", "authorized to work in the US".
  [
    new RegExp(
      `\\b(?:full\\s+)?(?:right to work|eligib(?:le|ility) to work|authori[sz](?:ed|ation) to work)\\s+in\\s+(${workCountry})(?![\\p{L}])`,
      'giu',
    ),
    (match) => {
      const country = (match[1] ?? '').replace(/^the\s+/iu, '');
      return `the right to work in ${/^(?:UK|U\.K\.|US|USA|U\.S\.|EU|EEA|United Kingdom|United States|Schengen area)$/u.test(country) ? 'the ' : ''}${country}`;
    },
    /to work/iu,
  ],
  // "EU Settled Status", "Pre-Settled Status", "Indefinite Leave to Remain (ILR)": a right to live and work in the UK.
  [
    /\b((?:EU\s+)?(?:Pre-?)?[Ss]ettled [Ss]tatus|Indefinite Leave to Remain|ILR)\b/gu,
    (match) => match[1] ?? match[0],
    /settled status|leave to remain|\bILR\b/iu,
  ],
  // "Canadian permanent resident", "Australian Permanent Resident".
  [
    /\b(Canadian|Australian|New Zealand|NZ|US|UK)\s+[Pp]ermanent\s+[Rr]esident\b/gu,
    (match) => `${match[1] ?? ''} permanent residency`,
    /permanent resident/iu,
  ],
];

/** A clause that says the person needs a right to work rather than holds one. */
const lacksRightToWork =
  /\b(?:(?:will|would|shall)\s+(?:need|require)|(?:need|needs|require|requires|requiring)\s+(?:a\s+|an\s+)?(?:sponsor\w*|visa|work permit)|sponsorship\s+(?:is\s+)?(?:required|needed)|seeking\s+(?:visa\s+)?sponsorship|not\s+(?:an?\s+)?(?:EU|UK|US|Irish|British)?\s*citizen)\b/iu;

/**
 * Whether the visa or citizenship named at `start` is the person's: on a short line of its own ("NZ Resident Visa
 * (2024)"), after a label ("Right to work: UK Dependant visa"), or in a sentence of the person's ("I hold ..."); never a
 * spouse's ("spouse on Skilled Worker visa") or one the person handled at work ("obtaining the H-1B visa").
 */
function isOwnRightToWork(text: string, start: number): boolean {
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  const lineEnd = text.indexOf('\n', start);
  const line = text.slice(lineStart, lineEnd === -1 ? text.length : lineEnd).trim();
  const before = text.slice(Math.max(lineStart, start - 40), start);
  if (
    /\b(?:spouse|partner|husband|wife|obtain\w*|assist\w*|process\w*|sponsor\w*|applications?|clients?|students?|staff|employees|foreign nationals)\b/iu.test(
      before,
    )
  )
    return false;
  const sentence =
    text
      .slice(lineStart, start)
      .split(/[.!?]\s+/u)
      .pop() ?? '';
  return (
    countSpaceSeparatedParts(line) <= 8 ||
    /^(?:(?:UK|US|EU|NZ|Irish|Australian|Canadian)\s+)?(?:right to work|work (?:rights|authori[sz]ation|status|eligibility)|visa(?: status)?|citizenship|nationality|residency|immigration status)\s*[:–—-]/iu.test(
      line,
    ) ||
    // "British citizen. Full clean UK driving licence ...": a sentence of its own at the line's start.
    text.slice(lineStart, start).trim() === '' ||
    /\b(?:I|I'm|I am|I have|I hold)\b/u.test(sentence) ||
    // ("She is presently relocating to the United Kingdom on a Skilled Worker dependant visa (full right to work)": a
    // summary in the third person speaks of the person.)
    /^\s*(?:She|He)\s+(?:is|has|holds)\b/u.test(sentence)
  );
}

/** A security clearance by its level, as US, UK and Australian resumes write it. */
const clearanceSource = String.raw`((?:Top\s+)?Secret(?:\s*\/\s*SCI)?|TS\s*\/\s*SCI|SC|DV|NV1|NV2|Baseline|Public Trust)\s+(?:security\s+)?[Cc]learance`;
const securityClearance = new RegExp(String.raw`\b${clearanceSource}\b`, 'gu');
const securityClearanceName = new RegExp(`^${clearanceSource}$`, 'iu');

/** Whether a credential's name is a security clearance by its level ("Secret Clearance", "TS/SCI clearance"). */
export function isSecurityClearance(name: string): boolean {
  return securityClearanceName.test(name);
}

/** Whether a credential is a right to work: a visa, a citizenship, a residency or the right itself. */
export function isRightToWork(name: string): boolean {
  return /\b(?:visa|citizenship|permanent residency|right to work|settled status|leave to remain|ILR)\b/iu.test(name);
}

/**
 * A status written after a credential's name and a dash: "– in progress, ...", "- planned for 2027", "— expired",
 * "— exam booked for March".
 */
export const statusAfterName =
  /(?:\s+[-–—]|\s*:)\s*(?:(?:exams?|course|card|training|certification|certificación|zertifizierung|formation|examen|prüfung|(?:next\s+)?renewal|recertification)\s+)?(?:in[- ]progress|pursuing\b|en pr[ée]paration\b|en preparaci[oó]n\b|in preparation\b|in vorbereitung\b|in preparazione\b|\d+ (?:de|sur) \d+ (?:cursos|módulos|exámenes|modules|cours|examens)\b|\d+\s+(?:of|out of)\s+\d+(?:\s+(?:papers|exams|units|modules|parts|sections|subjects))?\s+(?:passed|completed|done)\b|currently\s+(?:studying|enrolled|doing|taking|completing|working)|enrolled\b|registered\s+for\b|registered(?=\s*(?:$|[,;(]|(?:in\s+|since\s+)?(?:\d|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)))|registering\b|sitting\s+(?:(?:the\s+)?exam|it\b)|applied(?:\s+for)?|application\b|planned|planning|preparing|eligible\b|not\s+yet\b|I['’]d like|I would like|hope to|hoping to|would like|annual|annually|yearly|expected|ongoing|pending|studying|started|starting|scheduled|booked|expired|exp\.|expires|lapsed|(?:previously|formerly)\s+held|due|passed|completed|achieved|awarded|issued|valid|trained|renewed|(?:all\s+)?in date|good\s+(?:thru|through|until|till|to)|qualified|yes|held|holder|on (?:the )?update service|current|active|certified(?=\s*(?:$|[,;(.]|(?:in\s+)?(?:19|20)\d{2}\b))|previst[oa]s?|prévue?s?|pendiente|en curso|en cours|caducad[oa]|vencid[oa]|abgelaufen|cursando|actualmente|me presentaré|anmeldung|angemeldet|geplant|laufend|berufsbegleitend\p{L}*|läuft|vorhanden|recyclage|à jour|expirée?s?|périmée?s?|inscription|inscrite?)(?![\p{L}]).*$/iu;
/** An item that only says a credential's application stands ("licence application submitted", "waiting to hear back"). */
const applicationStatusOnly =
  /^(?:(?:licen[cs]e|registration|card|visa|PIN)\s+)?(?:application\s+(?:submitted|pending|made|lodged|sent|in progress)|applied for|awaiting(?:\s+[\p{L}/]+){0,3}|waiting(?:\s+[\p{L}/]+){0,4}|pending|under review)$/iu;
const negatedCredential = /(?:\?|:|[-–—])\s*(?:no|none|n\/a|not held)(?:\b|$)/iu;

/**
 * A credential named at `start` and the next thirty characters of its line; where the line ends on a dash ("Ohio HVAC
 * Contractor License –" / "not held (working toward hours)"), the item's next line too, which a page wrapped.
 */
function restOfItem(text: string, start: number, length: number): string {
  const [line = '', next = ''] = text.slice(start, start + length + 60).split('\n');
  return /[-–—]\s*$/u.test(line) ? `${line} ${next}`.slice(0, length + 30) : line.slice(0, length + 30);
}
const validityWords =
  /\b(?:valid (?:to|until)|expires?|exp\.\s*\d+|trained|passed|renewed|in date|gültig bis|válido hasta|valable jusqu)\b/iu;

/**
 * How long a credential holds good ("practising licence current to 31 Mar 2028", "valid through 11/2026") or since when
 * it is held ("registered since 2020"): a note after its name's comma, never a credential or a part of its name.
 */
const holdsGoodNote = String.raw`(?:(?:(?:practising|practicing|annual|current)\s+)?(?:licen[cs]e|registration|card|certificate|ticket)?\s*(?:current|valid|in date|renewed)\s+(?:to|until|till|through|thru)|(?:registered|licensed|certified|qualified|held)\s+since)\b`;
const holdsGoodPart = new RegExp(`^${holdsGoodNote}`, 'iu');
const holdsGoodAfterComma = new RegExp(`,\\s*${holdsGoodNote}.*$`, 'iu');

/**
 * "Six sigma: Yellow Belt Professional", "Scrum: Fundamentals Certified (SFC)", "CAD: Autodesk Certified Professional
 * in ...": a list of credentials grouped by their field, the field before a colon. The field is part of the name where
 * the name does not say it ("Six sigma Yellow Belt Professional"); a field in capitals ("CAD", "ROS") or a generic
 * label ("Licence:", "Certification:") is left out ("I hold Six sigma: Yellow Belt Professional" in a held-out letter).
 */
function withFieldLabelJoined(text: string): string {
  const [, field, name] = text.match(/^([\p{L}][\p{L}\s&-]{1,25}?):\s+(\p{Lu}.{2,})$/u) ?? [];
  // ("Microsoft Certified: Power BI Data Analyst Associate": a maker's own name for the credential, colon and all.)
  if (field === undefined || name === undefined || /\bcertified\b/iu.test(field)) return text;
  if (
    /^\p{Lu}{2,5}$/u.test(field) ||
    /^(?:licen[cs]es?|certifications?|certificates?|registrations?|credentials?|memberships?|qualifications?|courses?|status|issued|level|name|title|other|dokumente?|documents?|documentos?|nachweise?|zertifikate?|titres?|t[ií]tulos?)$/iu.test(
      field.trim(),
    )
  )
    return name;
  const fieldWords = field.toLowerCase().split(/\s+/u);
  return fieldWords.every((word) => name.toLowerCase().includes(word)) ? name : `${field.trim()} ${name}`;
}

function tidyCredentialName(text: string): string {
  return (
    withFieldLabelJoined(text.replace(/\s+/g, ' ').trim())
      // "Qualified Teacher Status (QTS)": one status, by the letters teachers and schools name it by, so that the
      // headline's "(QTS)" and the line "Qualified Teacher Status: held" are one credential.
      .replace(/^Qualified Teacher Status(?:\s*\(QTS\))?$/u, 'QTS')
      // "2023 CPR Certification", "Awarded Certificates of Completion for Android", "Completed Full Stack Development
      // Certification": the year it was gained and the word that says it was are no part of its name (the year is its
      // date).
      // ("Received SiteCore certification for ASP.NET", "Achieved the PRINCE2 Practitioner": "received" and "achieved"
      // too, and the article after them.)
      .replace(
        /^\s*(?:(?:19|20)\d{2}\s+(?=\p{Lu})|(?:awarded|completed|earned|obtained|received|achieved|gained|passed)\s+(?:(?:the|an?)\s+)?(?=\p{Lu}))/iu,
        '',
      )
      // "Fähigkeitszeugnis (Certificat de capacité, Attestato di capacità, Attestat da qualificaziun)": the name in a
      // country's other languages, three or more in brackets, is no part of it.
      .replace(/\s*\((?:[^(),\d]{3,60},\s*){2,}[^(),\d]{3,60}\)\s*$/u, '')
      // "Full UK licence incl. D, D1": the categories a licence covers are its detail, not its name.
      .replace(/\s+incl(?:\.|uding)?(?:\s.*)?$/iu, '')
      // "Working With Children Check - NSW Office of the Children's Guardian": the body that issued it, after a dash as
      // LinkedIn's list of licences prints it, is no part of its name (a letter could not say it, and left it untold).
      .replace(
        /^(.{3,80}?\b(?:Check|Clearance|Licen[cs]e|Certificate|Certification|Card|Registration|Permit|Ticket))\s+[-–—]\s+(?:(?:NSW|VIC|QLD|WA|SA|TAS|ACT|NT|UK|US|the)\s+)?\p{Lu}[\p{L}'’ ]{2,60}\b(?:Office|Board|Council|Authority|Agency|Department|Commission|Guardian|Institute|Association|Society|Service|Services|Registry|Ministry|Bureau|Academy|College)(?:\s+(?:of|for)\s+[\p{L}'’ ]{2,40})?$/u,
        '$1',
      )
      // "GPhC – registration assessment sat June 2025": the registration, whose assessment is how far it has got.
      .replace(/\s+[-–—]\s+(registration)\s+(?:assessment|exam)\s+(?:sat|taken|passed|booked)\b.*$/iu, ' $1')
      // "Chartered Accountants Australia and New Zealand – admitted as Chartered Accountant (CA ANZ) via the SAICA
      // agreement": the title the body admitted the person to is the credential ("a member (ACA)" is "ACA").
      .replace(
        /^.{3,90}?\s+[-–—]\s+admitted\s+(?:as\s+)?(?:an?\s+)?(?:(?:member|fellow|associate)\s+\(([^()]{2,12})\)|(\p{Lu}[\p{L} ]{2,50}?\s*\([^()]{2,12}\)))(?:\s.*)?$/u,
        (_whole, letters: string | undefined, title: string | undefined) => letters ?? title ?? _whole,
      )
      // "Radiation Use Licence – will apply once Cert IV is finished": the plan after the dash is its status (read from
      // the whole clause), not its name.
      .replace(/\s+[-–—]\s+(?:will|(?:I\s+)?plan(?:ning)?\s+to|to\s+(?:apply|sit|be)|once|after|when)\b.*$/iu, '')
      // "CPA Licensure Examination – currently reviewing at ReSA Review School": how far the person has got, after the
      // dash, is its status (read from the clause), not its name.
      .replace(
        /\s+[-–—]\s+(?:currently|now|still)?\s*(?:reviewing|studying|preparing|enrolled|booked|scheduled|waitlisted|in progress|in process|pursuing|working towards)\b.*$/iu,
        '',
      )
      // "Basic Life Support – card expired 04/2026", "PgCert ... – module 2 of 3 under way", "MRI Safety Level 1 – place
      // confirmed for the March 2027 session": how far it has got, after the dash, no part of its name.
      .replace(
        /\s+[-–—]\s+(?:(?:card|licen[cs]e|certificate|ticket)\s+(?:expired|lapsed)\b|(?:course|module|unit)\s+\d+\s+of\s+\d+\b|place\s+(?:confirmed|booked|offered|secured)\b).*$/iu,
        '',
      )
      // "PALS Provider – not yet taken, planning to book ...", "Certified Sommelier (CMS) – postulación enviada para la
      // sesión de junio de 2027": where it stands, after the dash, no part of its name.
      .replace(
        /\s+[-–—]\s+(?:not yet (?:taken|started|booked|done|sat)|postulaci[oó]n|solicitud|inscripci[oó]n|candidature)\b.*$/iu,
        '',
      )
      // "Registered Radiographer – registration no. RAD-0417": its number, no part of its name.
      .replace(/\s+[-–—]\s+(?:registration|licen[cs]e|membership|certificate)\s+(?:no\.?|number|#)(?:\s.*)?$/iu, '')
      // "Registered Graduate Engineer – membership lapsed in 2024": the membership's status, no part of its name.
      .replace(
        /\s+[-–—]\s+(?:membership|registration|licen[cs]e|certificate|certification)\s+(?:lapsed|expired)\b.*$/iu,
        '',
      )
      // "Class 2 licence – practical test booked 20": the test booked, how far the licence has got, no part of its name.
      .replace(
        /\s+[-–—]\s+(?:(?:practical|theory|written|final|driving|road)\s+)?(?:test|exam|examination|assessment)s?\s+(?:booked|scheduled|due|pending|passed|sat)\b.*$/iu,
        '',
      )
      // "Registered Electrician – EWRB, practising licence current to 31", "..., registered since 2020": how long it
      // holds good, or since when, once its date is gone.
      .replace(holdsGoodAfterComma, '')
      // "ITIL 4 Foundation – 2024 ✓", "⏳ 309A Certificate of Qualification": a tick, a cross or an hourglass says how
      // the credential stands (its status is read from the clause), and is no part of its name.
      .replace(/\s*[✓✔☑]\s*$/u, '')
      // "Provide First Aid (HLTAID011) EXPERIENCE", "Full Vic driver licence (C) – now": a heading or the end of a date
      // range that a two-column page ran into the name is no part of it.
      .replace(/\s+(?:EXPERIENCE|EDUCATION|SKILLS|SYSTEMS|REFEREES|REFERENCES|PROFILE|CONTACT|SUMMARY)$/u, '')
      .replace(/\s+[-–—]\s+(?:now|present|current|today)$/iu, '')
      // "UK driving licence (B, C, C+E) (C+E passed May 2019)", "(35 hours completed Aug 2023)": when a part of it was
      // gained, a note in brackets, no part of its name.
      .replace(/\s*\((?:[^()]*\s)?(?:passed|completed|obtained|gained)\s+[^()]*\)/giu, '')
      // "Driver CPC – DQC card valid to" once its date is gone: the words the date ended.
      .replace(/\s+(?:valid|current)\s+(?:to|until|till|through)\s*$/iu, '')
      // "First Aid (HLTAID011) - out of date": how it stands (read from the clause), no part of its name.
      .replace(/\s+[-–—]\s+(?:out of date|lapsed|expired)(?:\s+(?:since|in|on))?$/iu, '')
      // "Ersthelfer (betrieblich) – Auffrischung 2025", once its year is gone: its refresher, no part of its name.
      .replace(/\s+[–—-]\s+(?:Auffrischung|recyclage|refresher|refreshed|actualizaci[oó]n)$/iu, '')
      // "Certificación CSCMP SCPro Fundamentals — vigente": that it holds, no part of its name.
      .replace(
        /\s+[-–—]\s+(?:vigente|válid[oa]|activ[oa]|en vigor|gültig|en vigueur|valable|current|valid|active|held)$/iu,
        '',
      )
      // "Meta Front-End Developer Professional Certificate (Coursera) - 7 of 9 courses complete": how far, no part of it.
      .replace(/\s+[-–—]\s+\d+\s+(?:of|out of)\s+\d+\s+(?:courses|modules|units|papers|subjects|exams)\b.*$/iu, '')
      // ("... FE-1 Entrance Exams — 4 of 8 passed": the same, the papers unnamed.)
      .replace(/\s+[-–—]\s+\d+\s+(?:of|out of)\s+\d+(?=\s+(?:passed|completed|done|cleared)\b|\s*$).*$/iu, '')
      // "Certified Dental Assistant (DANB CDA) – let it lapse in 2022": how it stands, no part of its name.
      .replace(/\s+[-–—]\s+(?:let|allowed) (?:it|them) (?:to )?lapse\b.*$/iu, '')
      .replace(/^[✓✔☑✘✗☐⏳⌛]\s*/u, '')
      // "RCVS Registered Veterinary Nurse since Aug 2019 (register no. available on request)", once its date is gone:
      // the number's note and the word the date ended are no part of the name.
      .replace(/\s*\([^()]*\b(?:on request|no\.|number|reg\.?\s*no)\b[^()]*\)/giu, '')
      // "Social Work England registration SW87412 (current, renewed November 2025)": how it stands, in brackets after
      // the holder's number; neither is part of its name.
      // ("NESA accreditation at Proficient Teacher (maintained; current maintenance period ends 2027)": the same.)
      .replace(/\s*\((?:current|active|valid|in date|renewed|live|maintained|in good standing)\b[^()]*\)\s*$/iu, '')
      // "Wine & Spirit Education Trust Level 2 Award (en cours)", "(in Vorbereitung)": under way, in brackets, in the
      // languages of the phrasebooks; its status is read from the clause ("Je prépare ... (en cours)" had been said).
      .replace(
        /\s*\((?:in progress|under way|ongoing|en cours|en préparation|en curso|en preparación|cursando|in Vorbereitung|in Ausbildung|laufend)\)\s*$/iu,
        '',
      )
      .replace(/(?<=\b(?:registration|registered|licen[cs]e|PIN))\s+[A-Z]{0,3}\d{5,}[A-Z]?$/u, '')
      // ("Social Work England – registered social worker (SW128834)": the holder's number on a register, in brackets, no
      // part of it; a course's code, "Cert III Commercial Cookery (SIT30816)", is.)
      .replace(/(?<=\bregist\p{L}*\b[^()]*)\s*\((?:no\.?\s*)?[A-Z]{0,4}[\s-]?\d{5,}[A-Z]?\)/giu, '')
      .replace(/(?<=[\p{L})])\s+since$/iu, '')
      // "Registered Nurse 05/" of "Registered Nurse 05/2013 - Present", once its year is gone: the month left is no part
      // of the name.
      .replace(/(?<=\p{L})\s+\d{1,2}[/.]\s*$/u, '')
      // ("NCCCO Digger Derrick Operator - written exam" of "... - written exam passed Oct 2026": the exam passed is no
      // part of the name.)
      .replace(/\s+[-–—]\s+(?:written|theory|knowledge|practical|first)\s+(?:exam|test|assessment)$/iu, '')
      // "Driver licence: full Class 1 with F endorsement": the licence, and its class after the label.
      .replace(/^(Driv(?:er|ing|er['’]s|ers))\s+(licen[cs]e)\s*:\s*(.+)$/iu, '$1 $2 ($3)')
      .replace(/\(\s+/g, '(')
      .replace(/\s+\)/g, ')')
      .replace(/^[-–—:;,.\s]+|[-–—:;,.\s]+$/g, '')
      .replace(/^(?:and|a|an|the)\s+/i, '')
      .trim()
  );
}

/** The clause around a mention, where its status words stand. */
/**
 * The rest of the line from `start`, up to the end of its sentence: "certified in First Aid and CPR. Currently enrolled
 * at Post University ..." says nothing of the certificates after their full stop.
 */
function sentenceFrom(text: string, start: number): string | undefined {
  return (
    text
      .slice(start)
      .split('\n')[0]
      // ("CPR.Currently enrolled": a PDF or a form that lost the space after the full stop ends the sentence there too,
      // before a word in capitals and small letters, never inside "ASP.NET" or "VB.Net".)
      ?.split(/(?<=\p{Ll}{2}[.!?]|\p{Lu}{2,}[.!?])(?:\s+(?=\p{Lu})|(?=\p{Lu}\p{Ll}{3,}))/u)[0]
  );
}

/**
 * Whether the mention at `start` names the capacity a deed in the past was done in: "as a licensed ..." on a line that
 * opens with a verb in the past ("Processed ...", "Worked ...").
 */
function namedAsPastCapacity(text: string, start: number): boolean {
  const before = text.slice(text.lastIndexOf('\n', start - 1) + 1, start);
  if (!/\bas\s+an?\s+$/iu.test(before)) return false;
  const opening = stripBullet(before).trim().split(/\s+/u)[0]?.toLowerCase() ?? '';
  return readVerb(opening)?.form === 'past';
}

function clauseAround(text: string, start: number, end: number): string {
  const before = text.slice(Math.max(0, start - 60), start);
  const after = text.slice(end, end + 60);
  const clauseStart = Math.max(
    before.lastIndexOf('.'),
    before.lastIndexOf(';'),
    before.lastIndexOf('\n'),
    before.lastIndexOf(','),
  );
  const afterBreak = after.search(/[.;\n]|,\s(?!\d)/);
  const clause = `${before.slice(clauseStart + 1)}${text.slice(start, end)}${afterBreak >= 0 ? after.slice(0, afterBreak) : after}`;
  // "Google Analytics certification (2023, expired)": a bracket opened in the clause holds its status to its end.
  const open = (clause.match(/\(/g) ?? []).length - (clause.match(/\)/g) ?? []).length;
  const closing = open > 0 && afterBreak >= 0 ? after.indexOf(')', afterBreak) : -1;
  return closing >= 0 ? `${clause}${after.slice(afterBreak, closing + 1)}` : clause;
}

/** A date inside a credential item ("February 2007", "12/2016", "2019"), left out of its name. */
const datePhrase =
  '(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\\.?\\s+)?(?:\\d{1,2}/)?(?:19|20)\\d{2}';
const datePhraseInName = new RegExp(`(?:^|\\s)${datePhrase}(?=\\s|$)`, 'giu');

/**
 * A line that says how the credentials listed under it stand: "Held", "Studying", "Booked", "Expired". A list grouped
 * so gives each item its group's status unless the item says its own.
 */
const statusGroupLabel =
  /^(?:held|current|valid|studying|in progress|under way|ongoing|currently studying|working towards|booked|planned|upcoming|scheduled|expired|lapsed|not current)\s*:?$/iu;

/**
 * A LinkedIn export's "Licenses & certifications": blocks of a name, its issuer and a line of dates ("Issued Jul 2020",
 * "Issued Mar 2023 · Expires Mar 2026", "In progress · Units passed: ..."). Each block is one item, the name with its
 * status after a dash; the issuer ("CILEx – The Chartered Institute of Legal Executives") names no credential of its
 * own, and "Credential ID ..." is the holder's number.
 */
// ("Exam scheduled January 2027 · 180 qualifying education hours completed": a credential not yet held says so where
// the dates stand; read as none, the licence had been held, and a held-out letter claimed it.)
// ("Currently studying – exam booked March 2027" under "CXPA": the same, in the person's words.)
const linkedInDates =
  /^(?:Issued\s+(?:\p{Lu}\p{Ll}{2,8}\s+)?(?:19|20)\d{2}|In progress\b|(?:Currently\s+)?(?:[Ss]tudying|[Ww]orking\s+towards?|[Ee]nrolled)\b|Expire[sd]\s+(?:\p{Lu}\p{Ll}{2,8}\s+)?(?:19|20)\d{2}|(?:Exam\s+)?(?:[Ss]cheduled|[Bb]ooked|[Ee]xpected)\s+(?:for\s+)?(?:\p{Lu}\p{Ll}{2,8}\s+)?(?:19|20)\d{2})/u;

/** "Issued May 2022", or "Udemy · Issued May 2022 · Expires May 2025": the issuer may stand before the dates. */
/**
 * "Date d'émission : mars 2018 · Date d'expiration : mars 2020": a LinkedIn export in French (or Spanish, or German)
 * gives a credential's dates in its own words, read as the English export's ("Issued Mars 2018 · Expires Mars 2020");
 * unread, a first-aid certificate that lapsed in 2020 had been held.
 */
function withLinkedInDatesInEnglish(line: string): string {
  if (
    !/(?:émission|expiration|expedici[oó]n|vencimiento|ausgestellt|ausstellungsdatum|ablaufdatum|läuft ab)/iu.test(line)
  )
    return line;
  const month = (rest: string) =>
    rest.replace(
      /^(\p{Ll})(\p{Ll}{2,8})\.?(?=\s+(?:19|20)\d{2})/u,
      (_whole, first: string, others: string) => `${first.toUpperCase()}${others}`,
    );
  return line
    .split(/\s+·\s+/u)
    .map((part) =>
      part
        .replace(
          /^(?:Date d['’]émission|Fecha de expedici[oó]n|Expedici[oó]n|Ausgestellt|Ausstellungsdatum)\s*:?\s*(.+)$/iu,
          (_whole, rest: string) => `Issued ${month(rest)}`,
        )
        .replace(
          /^(?:Date d['’]expiration|Fecha de vencimiento|Vencimiento|Läuft ab|Ablaufdatum)\s*:?\s*(.+)$/iu,
          (_whole, rest: string) => `Expires ${month(rest)}`,
        ),
    )
    .join(' · ');
}

function holdsLinkedInDates(line: string): boolean {
  return line
    .trim()
    .split(/\s+·\s+/u)
    .some((part) => linkedInDates.test(part));
}

function joinLinkedInBlocks(lines: string[]): string[] | undefined {
  if (!lines.some(holdsLinkedInDates)) return undefined;
  const blocks: string[][] = [[]];
  for (const line of lines) {
    const trimmed = line.trim();
    // "Google logo" above a name and "Show credential" below it are the page's images and links, copied as text.
    // A page copied without its blank lines still ends each credential's block with its link.
    // ("View Certificate", "See credential": the same link, as other pages word it.)
    if (/^(?:Show|View|See)\s+(?:credential|certificate)$/iu.test(trimmed)) {
      blocks.push([]);
      continue;
    }
    // (A page copied without blank lines parts its credentials by their pictures: "RTITB logo" opens the next.)
    if (/^(?:\S.{0,80}\s)?logo$/u.test(trimmed)) {
      blocks.push([]);
      continue;
    }
    if (/^Show all\b.*$/u.test(trimmed)) continue;
    if (trimmed === '') {
      blocks.push([]);
      continue;
    }
    // "Certified Paralegal (CP)" / "NALA - The Paralegal Association" / "Issued Jun 2019" / "Credential ID 19-04412" /
    // "Notary Public": without blank lines or links between them, a block ends after its dates and the holder's
    // number under them; the next name opens another (the notary's expired commission had been lost in the first).
    const current = blocks[blocks.length - 1];
    const last = current?.[current.length - 1];
    const closed =
      last !== undefined &&
      (holdsLinkedInDates(last) || /^credential\s+id\b/iu.test(last)) &&
      !/^credential\s+id\b/iu.test(trimmed);
    if (closed) blocks.push([trimmed]);
    else current?.push(trimmed);
  }
  const items: string[] = [];
  for (const block of blocks) {
    const datesIndex = block.findIndex(holdsLinkedInDates);
    const name = block[0];
    if (datesIndex === -1) {
      items.push(...joinListedCertifications(block));
      continue;
    }
    // A name, perhaps its issuer, then the dates, and perhaps a credential's ID: anything else is a list that only
    // uses the words, read as a list.
    if (name === undefined || datesIndex < 1 || datesIndex > 2 || block.length > datesIndex + 2) return undefined;
    const dates = (block[datesIndex] ?? '')
      .split(/\s+·\s+/u)
      .filter((part) => linkedInDates.test(part))
      .map((part) =>
        part.replace(
          /^(Issued|Expires|Expired|In progress|Exam|Scheduled|Booked|Planned|Expected|Pending)\b/u,
          (word) => word.toLowerCase(),
        ),
      );
    // "..., Integrated Mathematics": a block is one credential, whose name a comma does not part.
    items.push(`${name.replace(/,\s+/gu, ' – ')} – ${dates.join(', ')}`);
  }
  return items;
}

/** The section's items, a LinkedIn export's blocks or a list's lines. */
function joinCertificationLines(lines: string[]): string[] {
  return joinLinkedInBlocks(lines) ?? joinListedCertifications(lines);
}

/** The items of a list with wrapped lines joined: a line that does not end an item continues it. */
function joinListedCertifications(lines: string[]): string[] {
  const items: string[] = [];
  for (const rawLine of lines) {
    const line = rawLine.trim();
    if (line === '') continue;
    if (statusGroupLabel.test(line)) {
      items.push(line);
      continue;
    }
    // "CompTIA Network+" / "TechForward Staffing — ..." / "(expected Aug 2025)": a two-column page put another
    // column's line between a credential and its status. A bracket that holds only a status belongs to the last
    // credential above it that has none of its own, or a planned credential would read as held.
    if (/^\([^()]*\)$/u.test(line) && statusInBracket.test(line)) {
      const owner = items.findLastIndex(
        (item, index) => index >= items.length - 2 && credentialWordOrKnown(item) && !/\([^()]*\)\s*$/u.test(item),
      );
      if (owner !== -1) {
        items[owner] = `${items[owner]} ${line}`;
        continue;
      }
    }
    const previous = items[items.length - 1];
    const bullet = /^[•·*-]/u.test(line);
    // "Akademie für Gesundheitsberufe Niederbayern – laufend, Abschluss voraussichtlich 09/2026" under the training it
    // is for: where and how far, which name no credential of their own.
    if (previous !== undefined && !bullet && namesProviderOnly(line) && inProgressWords.test(line)) {
      items[items.length - 1] = `${previous} ${line}`;
      continue;
    }
    // "Industriemeister Fachrichtung Elektrotechnik (IHK), berufsbegleitend" / "Abschluss voraussichtlich Sommer 2027",
    // "... Certificate" / "Expected completion: June 2027": a line that only says when it will be finished is the status
    // of the item above (it had been read as held, and the line as a credential of its own).
    if (previous !== undefined && !bullet && completionToCome.test(line)) {
      items[items.length - 1] = `${previous} – ${line}`;
      continue;
    }
    // "RTITB Counterbalance (B1)" / "– held, refreshed 2024": a line that opens on a dash and a status is the status of
    // the item above, which a narrow column wrapped (it had been no credential, and the licence the ad asks for untold).
    if (
      previous !== undefined &&
      /^[–—-]\s*(?:held|current|valid|expired|lapsed|in progress|in date|renewed|refreshed|training|booked|planned|passed|completed|currently|due|pending|studying)\b/iu.test(
        line,
      )
    ) {
      items[items.length - 1] = `${previous} ${line}`;
      continue;
    }
    // "(AdA-Schein / Ausbildereignung bereits abgelegt, 11/2025)" under a training under way: a credential already
    // gained on the way, said in brackets, is one of its own, never the status of the one above.
    const gainedOnTheWay = line.match(
      /^\(([^()]+?)\s+(?:bereits\s+)?(?:abgelegt|bestanden|erworben|already (?:passed|gained|obtained|held))(?:,\s*([^()]+))?\)$/iu,
    );
    if (previous !== undefined && gainedOnTheWay?.[1]) {
      items.push(`${gainedOnTheWay[1].trim()}${gainedOnTheWay[2] ? ` – ${gainedOnTheWay[2].trim()}` : ''}`);
      continue;
    }
    if (
      previous !== undefined &&
      !bullet &&
      !statusGroupLabel.test(previous) &&
      (/[,(/]$|\b(?:and|of|in|the|exp\.?)$/i.test(previous) ||
        // "... Will apply for the ECS Gold Card" / "(Installation Electrician) once AM2S is passed": a bracket that opens
        // a line goes on the item a line broke.
        (/^\(/u.test(line) && !/[.)]$/u.test(previous)) ||
        // "New Zealand Certificate in Electrical Engineering (...)" / "(Level 4), 2020": a grade and a year alone in
        // brackets on the next line are the name's.
        /^\([^()]{1,30}\)\s*(?:[,–—-]\s*(?:19|20)\d{2})?\.?$/u.test(line) ||
        // "Class 2 licence – practical test booked" / "20 Jan 2027": the date the test is booked for.
        (/\b(?:scheduled|booked|due|planned|expected)(?:\s+(?:for|on))?$/iu.test(previous) &&
          /^(?:\d{1,2}(?:st|nd|rd|th)?\s+)?(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+)?(?:19|20)\d{2}\.?$/iu.test(
            line,
          )) ||
        // "WSQ Diploma in Hospitality" / "Management – in progress,": a narrow column wrapped a name before its status;
        // "(CRDE) – AHLEI, exam scheduled" / "Jan 2027": a date alone ends the status above it.
        (!/\s[-–—]\s|\d$|\)$|\b(?:licen[cs]e|certificate|certification|card|registration|award|CPC)$/iu.test(
          previous,
        ) &&
          countSpaceSeparatedParts(previous) <= 6 &&
          // (A name broken off ends on a word of the name, in capitals: "... in Hospitality".)
          /\s\p{Lu}[\p{L}-]*$/u.test(previous) &&
          !/,/u.test(previous) &&
          /^\p{Lu}[\p{L}-]*\s+[-–—]\s+(?:in progress|studying|planned|booked|scheduled|expected|expired|lapsed|due|pending|current|valid|held|ongoing|started|completed|passed)\b/u.test(
            line,
          )) ||
        // "Level 3 Diploma in Dental" / "Nursing (NEBDN approved" / "programme) – July 2025": the subject of a diploma
        // broken off, its last word on the next line with a bracket the line does not close.
        (/\b(?:Diploma|Certificate|Degree|Award|Certification)\s+(?:in|of)\s+(?:[\p{L}&-]+\s+){0,3}\p{Lu}[\p{L}-]*$/u.test(
          previous,
        ) &&
          /^\p{Lu}[\p{Ll}-]+(?:\s+\p{Lu}[\p{Ll}-]+)?\s+\([^()]*$/u.test(line)) ||
        (/,\s*(?:exam|assessment|course)?\s*(?:scheduled|booked|due|planned|expected)?$/iu.test(previous) &&
          /^(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+)?(?:19|20)\d{2}\.?$/iu.test(line)) ||
        // "dbt Fundamentals (2023)" after an item closed by its bracket is an item of its own; so is a table's row
        // that opens on its date column ("laufend | Manuelle Lymphdrainage ...").
        (/^\p{Ll}/u.test(line) &&
          !/\)$/u.test(previous) &&
          !proseTail.test(line) &&
          !/^(?:laufend|aktuell|ongoing|en curso|en cours)\s*\|/iu.test(line)) ||
        (previous.match(/\(/g) ?? []).length > (previous.match(/\)/g) ?? []).length)
    ) {
      items[items.length - 1] = `${previous} ${line}`;
    } else if (!proseTail.test(line)) {
      items.push(stripBullet(line.replace(/^[•·]\s*/u, '')));
    }
  }
  return items;
}

/**
 * "infection control. Looking for a bigger practice where I can", "radiography certificate.": the end of a sentence of
 * the profile that a two-column page set among the credentials, its first word in small letters, ending a sentence or
 * running into the next. No credential and no part of the one above (a held-out letter said "I hold the radiography
 * certificate." of one the profile's sentence said was being worked towards).
 */
const proseTail = /^\p{Ll}[\p{L}'’-]*(?:\s+[\p{L}'’-]+)*[.!?](?:\s+\p{Lu}.*)?$/u;

/**
 * When something still to come is due, as a resume writes it: "Sommer 2027", "March 2027", "mid 2027", "03/2027", "2027"
 * (a season's, a month's or a part of the year's word before the year).
 */
// ("au premier semestre 2027": a half or a quarter of the year with its ordinal, said whole.)
const dateToCome = String.raw`(?:(?:premier|1er|second|deuxième|2e|first|ersten|zweiten|primer|segundo)\s+(?=\p{L}{3,9}\s))?(?:\p{L}{3,9}\.?\s+)?(?:\d{1,2}[./])?(?:19|20)\d{2}`;

/** The date a credential under way is expected by: "– Abschluss voraussichtlich Sommer 2027" → "Sommer 2027". */
const expectedDate = new RegExp(
  String.raw`\b(?:voraussichtlich|expected|anticipated|due|prévue?|prevista)\b\D{0,25}?(${dateToCome})`,
  'iu',
);

/** A line that only says when what stands above it will be finished: "Abschluss voraussichtlich Sommer 2027". */
const completionToCome = new RegExp(
  String.raw`^(?:(?:Abschluss|Completion|Graduation|Fin|Finalización|Obtention)\s+)?(?:voraussichtlich|expected|anticipated|estimated|due|prevista|prévue)(?:\s+(?:completion|in|by|im|en|für))?:?\s+${dateToCome}\.?$`,
  'iu',
);

/** "Akademie für Gesundheitsberufe Niederbayern – laufend": where a training is taken and how far, which names none. */
function namesProviderOnly(line: string): boolean {
  const provider = line.split(/\s+[–—-]\s+/u)[0] ?? '';
  return (
    !credentialWordOrKnown(line) &&
    provider !== line &&
    /(?<![\p{L}\p{N}_])(?:Akademie|Bildungszentrum|Bildungswerk|Institut|Schule|Hochschule|Universität|Academy|College|University|Institute|School|Escuela|Universidad|École|Université)(?![\p{L}])/u.test(
      provider,
    )
  );
}

/**
 * A body that awards credentials, by its words: "American Heart Association", "Engineers Ireland Council", "Civil
 * Aviation Authority of Nepal".
 */
// ("Immediate Life Support (ILS), Resuscitation Council UK – expired 2023": a body named with its country is the body
// that gave it, whose status is the credential's; read apart, ILS had been held.)
const awardingBody =
  /^(?:the\s+)?(?:(?:\p{Lu}[\p{L}'’&.-]*\s+){1,5}(?:Association|Institute|Society|Council|Board|Academy|Foundation|Federation|Authority|Agency|Commission|Cross|Ambulance)(?:\s+of\s+(?:the\s+)?\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*){0,2})?(?:\s+(?:UK|GB|USA|US|Ireland|Scotland|Wales|England|Australia|Canada|NZ|International|Europe))?|(?:Institution|Institute|Association|Society|Council|Board|Chamber|College)\s+of\s+(?:the\s+)?(?:\p{Lu}[\p{L}'’&.-]*\s*){1,4}(?:\([A-Z]{2,8}\))?|City\s+(?:&|and)\s+Guilds|Pearson(?:\s+BTEC)?|Edexcel|NCFE|CACHE|Highfield(?:\s+Qualifications)?|SQA|QQI|ILM|CMI|OCR|AQA|TQUK|NOCN|Open Awards|ABC Awards|TAFE(?:\s+\p{Lu}[\p{L}]+){0,2})$/u;

/** A part that ends with the school that teaches a credential ("... – TAFE NSW", "... - Riverside College"). */
const schoolAtEnd =
  /\s[-–—]\s+(?:\p{Lu}[\p{L}'’&.-]*\s+){0,4}(?:TAFE(?:\s+\p{Lu}+)?|University|College|Institute|Polytechnic|Academy|School)(?:\s+of(?:\s+\p{Lu}[\p{L}'’-]*){1,3})?\s*$/u;

/**
 * "Certified Professional Sales Person (CPSP), NASP — studying, exam Jan 2027", "BLS Provider, American Heart
 * Association — expired 06/2025", "Emergency Medical Dispatcher (EMD), IAED – current": the body that awards a
 * credential, after its comma, is no credential of its own, and the status after it is the credential's (the CPSP was
 * read as held, and "NASP" as the one studied for). An acronym counts as a body only after a credential that gives its
 * own in brackets ("BLS, ACLS – current" are two credentials) (docs/decisions/0046-answering-the-ads-question.md).
 */
function withIssuersJoined(parts: string[]): string[] {
  const joined: string[] = [];
  for (const part of parts) {
    const previous = joined[joined.length - 1];
    const [head = '', ...rest] = part.trim().split(/\s+[-–—]\s+/u);
    const status = rest.length > 0 ? ` – ${rest.join(' – ')}` : '';
    const acronymBody =
      /^(?=(?:[^\p{Lu}]*\p{Lu}){2})\p{Lu}[\p{L}]{1,6}$/u.test(head) &&
      previous !== undefined &&
      /\([^()]{2,}\)\s*$/u.test(previous) &&
      !knownCredential.test(head);
    // ("Registered Radiographer, Mauritius – registration no. RAD-0417": where it was registered.)
    // ("Certificate III in Electrotechnology - TAFE NSW, Kingswood - IN PROGRESS": the town of the college that teaches
    // it, whose status is the certificate's; read apart, the certificate had been held and "Kingswood" in progress.)
    const townOfSchool =
      previous !== undefined &&
      schoolAtEnd.test(previous) &&
      /^\p{Lu}\p{Ll}+(?:[ -]\p{Lu}\p{Ll}+)?$/u.test(head) &&
      !credentialWordOrKnown(head);
    // ("Berufskraftfahrerqualifikation, Schlüsselzahl 95 – gültig bis 08/2026": the code a German licence carries for
    // it, whose validity is the qualification's.)
    const licenceCode = /^Schlüsselzahl\s+\d+$/u.test(head);
    // ("... - Philippine Red Cross, Cebu Chapter (March 2022) - expired": the branch of the body that gave it, whose
    // date and status are the credential's; read apart, the first aid was held and "Cebu Chapter" expired.)
    const branchOfBody =
      previous !== undefined &&
      /^\p{Lu}[\p{L}.-]+(?:\s+\p{Lu}[\p{L}.-]+){0,2}\s+(?:Chapter|Branch|Campus|Division|Region|Regional Office)(?:\s*\([^()]*\))?$/u.test(
        head,
      );
    // ("Registered Veterinary Nurse, RCVS (Reg. no. 1234567) – registered 2018": the register's letters after the
    // category; read apart, "RCVS" had been a credential and the registration had lost its year.)
    const registerLetters = head.match(/^(\p{Lu}{2,8})(?:\s*\([^()]*\))?$/u)?.[1];
    if (
      previous !== undefined &&
      registerLetters &&
      /^\s*Registered\s+\p{Lu}/u.test(previous) &&
      !knownCredential.test(head)
    ) {
      joined[joined.length - 1] = `${registerLetters} – ${previous.trim()}${status}`;
      continue;
    }
    if (
      previous !== undefined &&
      (acronymBody || townOfSchool || licenceCode || branchOfBody || awardingBody.test(head) || looksLikePlace(head))
    ) {
      // "Graduate Engineer, Board of Engineers Malaysia (BEM) – since 2019": a grade the body registers, named by no
      // credential's word, is registration with that body.
      const grade = awardingBody.test(head) && !credentialWordOrKnown(previous) && looksLikeTitle(previous.trim());
      joined[joined.length - 1] = grade
        ? `${previous.trim()} registration with the ${head}${status}`
        : `${previous}${status}`;
      continue;
    }
    // "Fachkundige Person für Arbeiten an HV-eigensicheren Fahrzeugen, Stufe 2S (DGUV I 209-093)": the level of the
    // credential before, part of its name (an ad that asks for "mindestens Stufe 2S" is answered by it).
    if (
      previous !== undefined &&
      (/^(?:Stufe|Level|Niveau|Nivel|Grade|Prozess|Process)\s+[\dA-Z][\dA-Za-z+]{0,3}(?:\s*\([^()]*\))?$/u.test(head) ||
        // ("Schweißerprüfung ..., Prozess 141 (WIG), Edelstahl – abgelaufen 11/2023": one word after a credential's
        // comma, no credential or ticket of its own, says what it covers; read apart, "Edelstahl" had expired and the
        // test had been held.)
        // (Only with the status it shares: "..., Mechanical" at a line's end is the first word of the next line's
        // credential, "Mechanical Ventilation Certified".)
        (/^\p{Lu}\p{Ll}{3,}$/u.test(head) &&
          status !== '' &&
          !credentialWordOrKnown(head) &&
          !ticketKind.test(head) &&
          credentialWord.test(previous)))
    ) {
      joined[joined.length - 1] = `${previous.trim()}, ${head}${status}`;
      continue;
    }
    // "Oracle Certified Professional, Java SE 8 Programmer": the level a vendor certifies, then what in; one credential,
    // never the level alone.
    if (
      previous !== undefined &&
      /\bCertified\s+(?:Professional|Associate|Expert|Master|Specialist)$/u.test(previous.trim()) &&
      /^\p{Lu}/u.test(head) &&
      (/\d/u.test(head) || countTitleWords(head) > 0) &&
      countSpaceSeparatedParts(head) <= 6
    ) {
      joined[joined.length - 1] = `${previous.trim()}, ${head}${status}`;
      continue;
    }
    // "Registered Electrician – EWRB, practising licence current to 31 Mar 2028": how long the credential before holds
    // good, and no credential of its own.
    if (previous !== undefined && holdsGoodPart.test(part.trim())) {
      joined[joined.length - 1] = `${previous}, ${part.trim()}`;
      continue;
    }
    // "..., certification exam pending", "..., exam booked for March": how the credential before stands, in lower case
    // after its comma, is its status and no credential of its own.
    if (
      previous !== undefined &&
      /^(?:(?:the\s+)?(?:certification|certificate|licen[cs]e)\s+)?(?:exam|examination|assessment|test)\s+(?:pending|booked|scheduled|due|awaited|to follow|not yet (?:sat|taken))\b/u.test(
        part.trim(),
      )
    ) {
      joined[joined.length - 1] = `${previous}, ${part.trim()}`;
      continue;
    }
    joined.push(part);
  }
  return joined;
}

/** A bracket's status words: "(expected Aug 2025)", "(planned, 2026)", "(in progress)", "(exp. 2027)". */
const statusInBracket =
  /\b(?:expected|planned|planning|in progress|booked|scheduled|studying|applied|pending|awaiting|exp\.?|expires?|expired|lapsed|due)\b/iu;

/** The grades of membership a professional body gives ("Associate Member", "Chartered Member"). */
const membershipGrade = '(?:Associate|Chartered|Full|Graduate|Affiliate|Registered)';
/** "Society of Engineers – UAE : Member (Reg. 2022)": membership of a professional body, by its grade. */
const membershipOfBody = new RegExp(
  `\\b(?:Society|Institute|Institution|Association|Council|Chamber|College|Board)\\b[^:]{0,60}(?::|[–—-])\\s*(?:${membershipGrade}\\s+)?Member(?:ship)?\\b`,
  'u',
);
/** The same after its name's colon, said as the body's membership ("... UAE membership"). */
const membershipAfterColon = new RegExp(`\\s*:\\s*(${membershipGrade}\\s+)?Member(?:ship)?$`, 'u');

/** "aPHR – Associate Professional in Human Resources (HRCI), earned 2022": an acronym, then the words it stands for. */
const acronymThenWords =
  /^\s*[·•*-]?\s*([a-z]?[A-Z]{2,7}[a-z]?)\s*(?:[–—-]|\()\s*((?:\p{Lu}[\p{L}&'’-]*|of|in|and|for|&|[–—-])(?:\s+(?:\p{Lu}[\p{L}&'’-]*|of|in|and|for|&|[–—-]))*)/u;

/**
 * Whether an item of a certifications list names an acronym with the words it stands for ("CBAP – Certified Business
 * Analysis Professional", "PHRi – Professional in Human Resources – International"): a credential by its full name,
 * though the list of known ones lacks it. A project code has no such words after it.
 */
function spellsOutAcronym(item: string): boolean {
  const match = acronymThenWords.exec(item);
  if (match?.[1] && match[2]) {
    const letters = match[1].toUpperCase();
    const initials = (match[2].match(/(?<![\p{L}'’-])\p{Lu}/gu) ?? []).join('');
    if (letters.length >= 3 && initials.startsWith(letters)) return true;
  }
  // "Professional Scrum Product Owner (PSPO I)": the words, then the acronym they make with its level. A body named so
  // ("Health and Safety Executive (HSE)") awards credentials and is none.
  const reversed = wordsThenAcronym.exec(item);
  if (!reversed?.[1] || !reversed[2] || bodyWord.test(reversed[1])) return false;
  const initials = (reversed[1].match(/(?<![\p{L}'’-])\p{Lu}/gu) ?? []).join('');
  return reversed[2].length >= 3 && initials === reversed[2].toUpperCase();
}

/**
 * "Currently studying for PEPS Stage 2 through the Kent and Medway Social Work Teaching Partnership – due to finish
 * December 2026": the credential the person works towards, named first with how it stands ("PEPS Stage 2 – currently
 * studying for it – due to finish December 2026"); the line had named no credential, an unknown acronym after a verb.
 * ("CMI Level 5 Diploma in Management and Leadership": a name of up to nine words.)
 */
function withStudiedCredentialFirst(line: string): string {
  return line.replace(
    /^(\W*)(?:I\s+am\s+)?(?:currently\s+)?(studying|working|preparing)\s+(for|towards)\s+(?:the\s+|my\s+)?(\p{Lu}[^\s,;–—]*(?:\s+[^\s,;–—]+){0,8}?)(?:\s+(?:through|at|with|via|from)\s+[^–—;]*?)?(?=\s+[-–—]\s|\s*$)/iu,
    (whole, lead: string, verb: string, preposition: string, name: string) =>
      /^\p{Lu}/u.test(name)
        ? `${lead}${name} – currently ${verb.toLowerCase()} ${preposition.toLowerCase()} it`
        : whole,
  );
}

/** A place of study named alone, with its year or town after it: "University of Greenwich (2019)". */
const educationalInstitution =
  /^\s*[·•*-]?\s*(?:(?:The\s+)?(?:(?:Open|National|State|Technical)\s+)?(?:University|College|Polytechnic|Universidad|Universidade|Université|Universität|Università|Hochschule|Fachhochschule|Escuela|École)\s+(?:of|de|du|des|für|di|del|della)\s+[\p{L}\s&'’.-]{2,60}|(?:\p{Lu}[\p{L}'’.-]*\s+){1,4}(?:University|College|Polytechnic|Universität|Hochschule))\s*(?:\((?:19|20)\d{2}\)|,\s*(?:19|20)\d{2})?\s*$/u;

/** "Professional Scrum Product Owner (PSPO I)": words in capitals, then in brackets the acronym they make. */
const wordsThenAcronym =
  /^\s*[·•*-]?\s*(\p{Lu}[\p{L}'’-]*(?:\s+(?:\p{Lu}[\p{L}'’-]*|of|in|and|for|&))+)\s*\(([a-z]?[A-Z]{2,7}[a-z]?)(?:\s+(?:I{1,3}|[1-3]))?\)/u;

/** The words of a body that awards credentials rather than one. */
const bodyWord =
  /(?<![\p{L}])(?:University|Universidad|Universitat|Université|Institute|Institution|Council|Board|Association|Society|College|Agency|Authority|Department|Ministry|Organi[sz]ation|Group|Executive|Commission|Federation|Foundation)(?![\p{L}])/u;

/** Whether an item names a credential by a credential's word or a known credential's name. */
function credentialWordOrKnown(item: string): boolean {
  return credentialWord.test(item) || knownCredential.test(item);
}

/** Whether a full stop at `index` ends a sentence: a space and a capital follow it ("2023). HubSpot"). */
function nextIsSentence(line: string, index: number): boolean {
  return /^\.\s+\p{Lu}/u.test([...line].slice(index).join(''));
}

/** Items of a list line, split at commas and semicolons outside brackets. */
function splitOutsideBrackets(line: string): string[] {
  const items: string[] = [];
  let depth = 0;
  let current = '';
  for (const [index, character] of [...line].entries()) {
    if (character === '(') depth += 1;
    if (character === ')') depth = Math.max(0, depth - 1);
    // "Google Analytics certification (2023, expired). HubSpot ... (2024).": a full stop ends an item too.
    // "licence with W, T and R endorsements": a comma between single letters lists categories of one item.
    const betweenLetters =
      character === ',' &&
      /(?:^|\s)[A-Z]\d?$/u.test(current) &&
      /^\s*[A-Z]\d?(?:\s*,|\s+and\b)/u.test(line.slice(index + 1));
    if (
      depth === 0 &&
      !betweenLetters &&
      (/[,;•]/u.test(character) || (character === '.' && /\s$/u.test(current) === false && nextIsSentence(line, index)))
    ) {
      items.push(current);
      current = '';
      continue;
    }
    current += character;
  }
  items.push(current);
  return items.map((item) => item.replace(/^\s*(?:and|&)\s+/i, '').trim()).filter((item) => item.length > 1);
}

/** A credentials table's columns: the body that grants it, what it is, and how it stands. */
const credentialTableColumn = {
  body: /^(?:(?:issuing|awarding|professional|statutory)\s+)?(?:body|issuer|institution|organi[sz]ation|council|board|institute)$/iu,
  name: /^(?:category|credential|certification|certificate|registration|designation|qualification|licen[cs]e|name|title|type)$/iu,
  status: /^(?:status|standing|state)$/iu,
};

/**
 * "Body | Category | Reg. No. | Status" over "SACQSP | Candidate Quantity Surveyor | 6123/2019 | Registered":
 * a table of registrations copied from Word names each in two cells and says its status in a third. Each row is
 * written again as one line the reader knows ("SACQSP Candidate Quantity Surveyor registration – Registered"); the
 * number stays on the resume. Lines of no such table come back as they were.
 */
function rebuildCredentialTables(lines: string[]): string[] {
  // (The reader has turned the tabs of a table into " | " by now, as it does any table's cells.)
  if (!lines.some((line) => line.includes('\t') || line.includes(' | '))) return lines;
  const rebuilt: string[] = [];
  let columns: { body: number; name: number; status: number; registration: boolean; wholeNames: boolean } | undefined;
  for (const line of lines) {
    const cells = line.split(/\t|\s\|\s/u).map((cell) => cell.trim());
    const index = (pattern: RegExp) => cells.findIndex((cell) => pattern.test(cell));
    if (cells.length >= 3 && index(credentialTableColumn.body) >= 0 && index(credentialTableColumn.name) >= 0) {
      columns = {
        body: index(credentialTableColumn.body),
        name: index(credentialTableColumn.name),
        status: index(credentialTableColumn.status),
        registration: cells.some((cell) => /^reg(?:istration)?\.?\s*(?:no|number|#)/iu.test(cell)),
        // "Credential | Issuer | Status": a column of whole names, which the body's name never opens ("National Payroll
        // Institute Certified Payroll Manager" was read); "Body | Category" names each by the two together.
        wholeNames: /^(?:credential|certification|certificate|qualification|licen[cs]e|name|title)$/iu.test(
          cells[index(credentialTableColumn.name)] ?? '',
        ),
      };
      continue;
    }
    if (!columns || cells.length < 3) {
      columns = undefined;
      rebuilt.push(line);
      continue;
    }
    const body = cells[columns.body] ?? '';
    const name = cells[columns.name] ?? '';
    const status = columns.status >= 0 ? (cells[columns.status] ?? '') : '';
    const kind =
      columns.registration && !/\b(?:registration|licen[cs]e|certificat\w*)\b/iu.test(name) ? ' registration' : '';
    // "Registered", "Active": held, which a credential named without a status is.
    const held = status === '' || status === '-' || /^(?:registered|active|current|valid|held|yes)\b/iu.test(status);
    rebuilt.push(`${columns.wholeNames ? '' : `${body} `}${name}${kind}${held ? '' : ` – ${status}`}`);
  }
  return rebuilt;
}

/**
 * Credentials from the certifications section (every item) and from the whole text (known credentials and
 * "certified ..." phrases), each with its status and date.
 */
/** "Certification # W8N7Y5W5", "Licence No. 12-3456", "Certificate number: A1234": an issued number under its label. */
const numberOfCredential =
  /^(?:certification|certificate|licen[cs]e|credential|registration|member(?:ship)?|id)\s*(?:#|no\.?|number|id)\s*[:#]?\s*[\p{L}\p{N}-]{3,20}$/iu;

/**
 * Whether `fuller` names `shorter` in full: "CIMA Certificate in Business Accounting" after "CIMA", "Dysrhythmia
 * Interpretation and Therapeutic Modalities Certified" around "Therapeutic Modalities Certified", or "2023 CPR
 * Certification" beside "CPR" at the same status.
 */
function namesInFull(fuller: Credential, shorter: Credential): boolean {
  const full = fuller.name.toLowerCase();
  const short = shorter.name.toLowerCase();
  if (full.startsWith(`${short} `) || full.endsWith(` ${short}`)) return true;
  const core = credentialCore(fuller.name);
  // ("Cert III in ..." planned in the objective, "Certificate III in ..." in progress under Education: one course
  // still to finish, whichever word says how far it has got.)
  const bothToCome = [fuller.status, shorter.status].every(
    (status) => status === 'planned' || status === 'in_progress',
  );
  return (fuller.status === shorter.status || bothToCome) && core !== '' && core === credentialCore(shorter.name);
}

/** A credential's name without its year and the word for a credential: "2023 CPR Certification" → "cpr". */
function credentialCore(name: string): string {
  return name
    .toLowerCase()
    .replace(/\b(?:19|20)\d{2}\b|\b(?:certification|certificate|certified|cert|card|course)\b/gu, ' ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * "Driving licence: Learner permit (Category B). Test booked for February 2027": a learner's permit is held, and the
 * test booked is for the full licence, which is planned (a letter had said "A driving licence Learner permit is
 * planned"). The permit on a line of its own, and the full licence's test on another; other lines as they are.
 */
function withLearnerPermitApart(line: string): string[] {
  const found = line.match(
    /^(\s*(?:[-•*]\s*)?)(?:driv(?:ing|er['’]?s?)\s+licen[cs]e\s*[:–—-]\s*)?((?:learner['’]?s?\s+(?:permit|licen[cs]e)|provisional\s+(?:driving\s+)?licen[cs]e)(?:\s*\([^()]*\))?)\s*[.;,–—-]?\s*(.*)$/iu,
  );
  if (!found) return [line];
  const [, lead = '', permit = '', rest = ''] = found;
  const test = rest.match(/^(?:(?:driving|practical)\s+)?test\s+((?:booked|scheduled|planned|due)\b.*)$/iu)?.[1];
  if (test !== undefined) return [`${lead}${permit} – held`, `${lead}Full driving licence – ${test}`];
  return rest.trim() === '' ? [`${lead}${permit} – held`] : [line];
}

/**
 * "HCPC registration (OT61842) – lapsed August 2021 as I did not renew during my career break. Readmission application
 * submitted 14/10/2026 – pending.": a registration lapsed, and the application to be readmitted to it, under way. The
 * readmission on a line of its own, named after the registration (its date had been read as a credential's name).
 */
function withReadmissionApart(line: string): string[] {
  const found = line.match(
    /^(\s*(?:[-•*]\s*)?)(.*?\b(?:registration|licen[cs]e|membership))(\b[^.]*\.)\s+(?:re-?admission|re-?registration|reinstatement|restoration|renewal)\s+application\s+((?:submitted|lodged|made|sent)\b.*)$/iu,
  );
  if (!found) return [line];
  const [, lead = '', name = '', rest = '', application = ''] = found;
  const base = name.replace(/\s*\([^()]*\)\s*$/u, '').replace(/\s+(?:registration|licen[cs]e|membership)$/iu, '');
  return [`${lead}${name}${rest}`, `${lead}${base} readmission – application ${application}`];
}

/**
 * "Carné de instalador electricista (RITE en trámite)", "Gas Safe registered (LPG in progress)": a held credential with
 * another, named by its letters in its brackets, under way; read as the two they are (the whole had been in progress,
 * and the letter said the held card was still being prepared).
 */
function withBracketedStepApart(line: string): string[] {
  const found = line.match(
    /^(\s*(?:[-•*▪]\s*)?)([^()]{4,80}?)\s*\(\s*(\p{Lu}[\p{Lu}\d&/-]{1,9})\s+((?:en\s+trámite|en\s+curso|in\s+progress|pending|under\s+way|underway|applied\s+for|booked|en\s+cours|in\s+Bearbeitung|beantragt)[^()]*)\)\s*$/iu,
  );
  if (!found) return [line];
  const [, lead = '', name = '', letters = '', status = ''] = found;
  // (The step first: a status on the line below a credential is read as its own, wrapped.)
  return [`${lead}${letters} – ${status.trim()}`, `${lead}${name.trim()}`];
}

/**
 * "Engineer-in-Training (EIT), APEGA – Member No. 184207, registered Sept 2023": the number the body gives its member,
 * which names nothing; the line read without it ("..., APEGA – registered Sept 2023"), its credential is found whole.
 */
function withoutMemberNumber(line: string): string {
  return (
    line
      .replace(
        /(?<=\s[-–—]\s)(?:member(?:ship)?|registration|reg\.?|licen[cs]e|certificate|PIN)\s+(?:no\.?|number|#)\s*:?\s*[A-Z]{0,4}\d[\dA-Z-]{2,}\s*,\s*/iu,
        '',
      )
      // "CORU Registration No. PT030114 (...)", "registered (No. PT030114)": the register's number for the person,
      // after the registration's name or in brackets ("I am PT030114 certified" had been said of it).
      .replace(/\s*\((?:reg(?:istration)?\.?\s*)?no\.\s*[A-Z]{0,4}\d[\dA-Z-]{2,}\)/iu, '')
      .replace(/(?<=\bregistration)\s+no\.\s*[A-Z]{0,4}\d[\dA-Z-]{2,}/iu, '')
      // "HCPC Registered Paramedic – registration no. PA123456": the number alone after the dash, at the line's end, is
      // no status ("I hold HCPC Registered Paramedic – registration" had been said of it).
      .replace(/\s+[-–—]\s+(?:member(?:ship)?|registration|reg\.?|licen[cs]e|certificate|PIN)\s*$/iu, '')
      // "Gas Safe Register (held, current)", "CENWAT, CPA1, HTR1, CKR1 (all current)": a status in brackets that says
      // only that it is held is no part of a name (a held credential's status goes without saying).
      .replace(
        /\s*\((?:all\s+)?(?:held|current|valid|active|in date)(?:,\s*(?:held|current|valid|active|in date))*\)\s*$/iu,
        '',
      )
      // "Gas Safe Register – reg no. 000000 (held, current)": the number between the name and its status.
      .replace(
        /\s+[-–—]\s+(?:member(?:ship)?|registration|reg\.?|licen[cs]e|certificate|PIN)\s+(?:no\.?|number|#)\s*:?\s*[A-Z]{0,4}\d[\dA-Z-]{2,}(?=\s*\()/iu,
        '',
      )
  );
}

/**
 * "GWO Basic Safety Training (BST) : travail en hauteur, premiers secours, manutention manuelle, incendie – valide,
 * recyclage prévu en mars 2027": the parts a credential covers, listed after its colon, read as one credential with
 * its status ("GWO Basic Safety Training (BST) – valide, recyclage prévu en mars 2027"); split at their commas, the list
 * had been part of its name and its status another item's.
 */
function withoutContentsList(line: string): string {
  const listed = line.match(/^(\W*\p{Lu}[^:]{2,80}?\S)\s*:\s+(\p{Ll}[^:–—]*,[^:–—]*?)\s+[–—]\s+(\p{Ll}.*)$/u);
  if (!listed?.[1] || !listed[3]) return line;
  // ("valide, recyclage prévu": held now, whatever renewal is planned, as readCredentialStatus reads it; the name alone
  // is then read as held, and the renewal never as a second item.)
  return readCredentialStatus(listed[3]) === 'held' ? listed[1] : `${listed[1]} – ${listed[3]}`;
}

export function readCredentials(
  givenCertificationLines: string[],
  givenWholeText: string,
  today: Date = new Date(),
): Credential[] {
  // (The text around a credential tells its status too: a line whose bracketed step is set apart is read apart there
  // as well, each line split once.)
  let wholeText = givenWholeText;
  const certificationLines = givenCertificationLines
    .map(withoutMemberNumber)
    .map(withoutContentsList)
    .map(withLinkedInDatesInEnglish)
    .flatMap(withLearnerPermitApart)
    .flatMap(withReadmissionApart)
    .flatMap((line) => {
      const apart = withBracketedStepApart(withStudiedCredentialFirst(line));
      if (apart.length > 1) wholeText = wholeText.replace(line, apart.join('\n'));
      return apart;
    });
  const found = new Map<string, Credential>();
  /**
   * `clause` holds the credential's status; the expiry, a course and the date may stand further along its line
   * ("ACLS – in progress, course completion expected 03/2026": in progress, due 03/2026, and no course taken).
   */
  const add = (
    rawName: string,
    clause: string,
    {
      expiryContext = clause,
      courseContext = clause,
      dateContext = clause,
      restOfLine = clause,
      groupStatus = undefined as CredentialStatus | undefined,
      linesBelow = [] as string[],
      datesBelow = undefined as string | undefined,
      wrappedBelow = undefined as string | undefined,
    } = {},
  ) => {
    // "Status: awaiting NMC registration decision – PIN not yet issued": a line that reports on the credential above it
    // (read there), never a credential of its own.
    if (/^\s*(?:status|note|notes|remarks?|comments?)\s*:/iu.test(rawName)) return;
    // "working alongside a Gas Safe registered engineer", "under an NICEIC approved contractor": the credential of
    // another person the line names, never the person's own (a held-out letter said "I am Gas Safe registered" of an
    // apprentice whose gas assessments were still planned).
    const named = escapeRegExp(rawName.trim()).replace(/\s+/gu, '\\s+');
    // (Only a name that ends on its participle, before a post in small letters: "the AWS Certified DevOps Engineer"
    // is a certification's own name.)
    if (
      /\b(?:registered|certified|licensed|chartered|accredited|approved)$/u.test(rawName.trim()) &&
      new RegExp(
        `\\b(?:[Aa]n?|[Tt]he|[Oo]ur|[Mm]y|alongside|with|under|by)\\s+${named}\\s+(?:engineers?|electricians?|plumbers?|installers?|technicians?|supervisors?|mentors?|colleagues?|contractors?|fitters?|nurses?|teachers?|accountants?|practitioners?|surveyors?|architects?|managers?|tradesm[ae]n)\\b`,
        'u',
      ).test(clause)
    )
      return;
    // "EMT-I Certificate class series", "ITIL ASM Basic course": a course taken, not a credential held.
    // "(4 of 7 courses)" says how far a certificate has got, and makes it no course.
    // ("renewal course booked for 08/12/2026" in a note says how the credential will be renewed, and makes it no course.)
    const asCourse = courseContext
      .replace(/\b\d+\s+of\s+\d+\s+(?:courses|modules|units)\b/giu, '')
      // ("module 2 of 3 under way": the same, the word first.)
      .replace(/\b(?:course|module|unit)\s+\d+\s+of\s+\d+\b/giu, '')
      // "Certificate in Emergency & Critical Care Nursing (online, 12 modules)": a certificate made of modules.
      .replace(/\b\d+\s+(?:courses|modules|units)\b/giu, '')
      .replace(/\b(?:renewal|refresher|recertification)\s+(?:course|training)\b/giu, '')
      // "Emergency Fire Dispatcher (EFD) – course completed Oct 2026, certification exam pending": the course that leads
      // to the credential, done, makes it no course.
      .replace(/[-–—,]\s*(?:the\s+)?(?:training\s+)?course\s+(?:completed|complete|done|passed|finished)\b/giu, '')
      // "Internationaler Schweißfachmann (IWS) – berufsbegleitender Lehrgang bei der SLV Hannover läuft": the course
      // that leads to the credential, running, makes it a credential in progress, no course.
      .replace(
        /[-–—,]\s*(?:berufsbegleitende[rn]?\s+)?(?:Lehrgang|Kurs|Weiterbildung)\b[^,;]*?\bläuft(?![\p{L}])/giu,
        '',
      );
    // ("Basic Scaffolding (SB) high risk licence - currently doing the course": a licence the course leads to.)
    // ("Level 3 Award in Education and Training": a qualification named after the training it certifies.)
    // ("Biosafety Level 2 Training – University of Guelph, 2025" under Certifications: a training completed, dated,
    // which a letter tells as completed; "ITIL ASM Basic course" is a course taken.)
    // ("Basic Flight Attendant Course (2 weeks) - Skyward Aviation Training Center, Cebu (2025)": a course of a title's
    // capitals, dated, the same.)
    const datedTraining =
      /(?<!\bin\s)\b(?:training|(?<=\p{Lu}\p{Ll}+\s)Course)(?:\s*\([^()]*\))?$/iu.test(
        tidyCredentialName(rawName).replace(/\s+[-–—]\s+.*$/u, ''),
      ) && /\b(?:19|20)\d{2}\b|\b(?:completed|refreshed)\b/iu.test(`${clause} ${restOfLine} ${dateContext}`);
    // ("AU-Schulung Pkw (Otto/Diesel), gültig bis 2027": a training that holds good until a date is a credential held.)
    const validUntil = /(?:gültig bis|valid (?:to|until|through|thru)|expires?\b|válido hasta|valable jusqu)/iu.test(
      `${clause} ${restOfLine}`,
    );
    // ("Reach truck course booked 14th jan": a course booked for a licence or a ticket is that credential planned.)
    const bookedTicket = /\b(?:booked|scheduled)\b/iu.test(`${clause} ${restOfLine}`) && ticketKind.test(rawName);
    if (
      courseWords.test(asCourse) &&
      !datedTraining &&
      !validUntil &&
      !bookedTicket &&
      !/\b(?:certified|licensed|registered|passed|awarded)\b/i.test(asCourse) &&
      !/^(?:Level\s+\d\s+)?(?:Award|Certificate|Diploma)\s+in\b|^Level\s+\d\s+(?:Award|Certificate|Diploma)\b/u.test(
        tidyCredentialName(rawName),
      ) &&
      !/\blicen[cs]e$/iu.test(tidyCredentialName(rawName)) &&
      // ("GWO Basic Safety Training (BST)": a training the industry certifies by its own name is a credential.)
      !/^GWO\s/u.test(tidyCredentialName(rawName))
    )
      return;
    // "(TESOL)" alone is the credential TESOL.
    const name = tidyCredentialName(rawName)
      .replace(/^\((.+)\)$/u, '$1')
      // "Society of Engineers – UAE : Member": membership of the body, by its grade.
      .replace(
        membershipAfterColon,
        (_whole, grade: string | undefined) => ` ${grade ? grade.toLowerCase() : ''}membership`,
      )
      // "completed December 2017. Certificate III in ...": a sentence that ended inside the mention is no part of it.
      .replace(/^.*[.!?]\s+(?=\p{Lu})/u, '')
      // "studying towards a Level 4 Certificate in X and I'm keen to ...": the sentence goes on after the name.
      .replace(/\s+(?:and|but|so)\s+I(?:['’]\p{L}+)?(?:\s.*)?$/u, '')
      // "Mortgage Loan Originator License (previously held during ...)": its status, said in brackets.
      .replace(/\s*\((?:previously|formerly)\s+held\b[^)]*\)/iu, '')
      // "Fahrerkarte vorhanden": that the person has it, no part of its name.
      .replace(/\s+(?:vorhanden|disponible)$/iu, '')
      // "Counterbalance licence (RTITB) in date", "reach truck course booked 14th jan": its status after it, no part
      // of its name.
      // ("Full Registration – on track to meet the Standard for Full Registration": how it goes, no part of its name.)
      .replace(/\s+[–—-]\s+on track\b.*$/iu, '')
      .replace(
        /\s+(?:in date|valid|current|held)$|\s+(?:booked|scheduled)(?:\s+(?:for|on))?(?:\s+[\p{L}\d.]+){0,3}$/iu,
        '',
      )
      // "Veterinary Council of Ireland registration applied for on 6 Oct 2026": when it was applied for is its status,
      // no part of its name.
      .replace(/\s+(?:applied\s+for|application\s+(?:submitted|made|sent|lodged)|requested)\b.*$/iu, '')
      // "CIOL Diploma in Translation (DipTrans) FR>EN: Units 1 and 3": the parts passed say its status, no part of its
      // name.
      .replace(/\s*[:–—-]\s*(?:units?|modules?|papers?|parts?|sections?)\s+\d+(?:\s*(?:,|and|&)\s*\d+)*$/iu, '');
    // "I have been thinking about doing my ACS but havent booked it yet": a sentence about one, no credential's name.
    if (name.length < 2 || name.length > 120 || genericCredentialWords.test(name) || /^I\s/u.test(name)) return;
    // "Full & Final Settlement, No Dues Certificate, Issue of certificate if any": a document an office issues or a
    // person is issued (clearance, experience, salary, birth, medical), never a qualification held.
    if (documentCertificate.test(name)) return;
    // "/images/data-analyst-certification.png", "Google https://www.coursera.org/.../certificate/1ZMD": a page's picture or
    // link of a certificate, never its name (a held-out letter said "I hold the /images/data-analyst-certification.png").
    if (/https?:\/\/|\bwww\.|\.(?:png|jpe?g|gif|svg|webp|pdf)\b|^\//iu.test(name)) return;
    // "View Certificate", "Show credential": a profile's link to the one above, copied as text.
    if (/^(?:show|view|see)\s+(?:credential|certificate)s?$/iu.test(name)) return;
    // "Issuing Organization: Pharmacy Technician Certification Board (PTCB)": the body that issued the one above.
    if (/\bissuing\s+(?:organi[sz]ation|body|authority)\s*:/iu.test(clause)) return;
    // "This page holds my credential and licensing information": a sentence about the person's credentials, none of
    // them; "Industry Certifications": a heading over them.
    // ("Work history Job duties Languages Certificate": a web page's tabs, each a section's name; "Languages
    // Certificate" was told as a held-out letter's only qualification.)
    if (
      /\b(?:my|our|this page|these|here)\b/iu.test(name) ||
      /^(?:\p{Lu}\p{Ll}+\s+)?(?:Certifications|Licen[cs]es|Certificates|Credentials)$/u.test(name) ||
      (/^(?:Languages|Skills|Education|Experience|Interests|Projects|Awards|References)\s+(?:Certificates?|Certifications?)$/u.test(
        name,
      ) &&
        /\b(?:Work history|Job duties|Experience|Education|Skills)\b.*\b(?:Languages|Skills|Education|Experience)\s+Certificates?\b/iu.test(
          clause,
        ))
    )
      return;
    // "National Healthcareer Association (NHA)", "Pharmacy Technician Certification Board (PTCB)", "California Board of
    // Pharmacy", "Issuing Organization: ...": the body that issued a credential, no credential of its own.
    // (A name with the credential before its issuer, "ACLS – American Heart Association", or a registration with its
    // board, "Physiotherapy Board of New Zealand registration", is a credential.)
    // ("Associate of the Museums Association (AMA)", "Fellow of ...": a grade the body awards, named with its letters,
    // is a credential.)
    if (
      /^Issuing\s+(?:Organi[sz]ation|Body|Authority)\b/iu.test(name) ||
      (!/^(?:Associate|Fellow|Chartered Fellow|Companion)\s+of\s+the\s+/u.test(name) &&
        !/\s[-–—]\s|\b(?:registration|registered|licen[cs]ed?|certified|certificate|card|diploma)\b/iu.test(
          // ("Quantity Surveyors Registration Board of Nigeria (QSRBN)": the board's own name says "Registration".)
          name.replace(/\b(?:Certification|Registration|Licensing) Board\b/u, 'Board'),
        ) &&
        (/\b(?:Association|Board|Council|Commission|Organi[sz]ation|Agency|Society)(?:\s*\([A-Z]{2,8}\))?$/u.test(
          name,
        ) ||
          /^(?:\p{Lu}\p{Ll}+\s+){0,4}Board of\s+\p{Lu}/u.test(name) ||
          // ("Institute of Chartered Accountants of Nigeria (ICAN)": an institute named with its letters, after the
          // credential it gave.)
          /^(?:The\s+)?(?:\p{Lu}\p{Ll}+\s+){0,3}(?:Institute|Institution|Chamber)\s+of\s+[^()]+\([A-Z]{2,8}\)$/u.test(
            name,
          )))
    )
      return;
    // "Working with children: covered by my QCT registration": a check another credential covers, which is none.
    if (/:\s*(?:covered|included|part of|via|see)\b/iu.test(name)) return;

    // "responsible for 3 departments (home, First Aid (Workplace) – toys, …) with …": a two-column page read across
    // ran a duty into a credential's name; a bracket inside a bracket, or a long run of prose, names none.
    // ("aPHR – Associate Professional in Human Resources": an acronym that starts in lower case is a name.)
    if (/\([^()]*\(/u.test(name) || (/^\p{Ll}(?!\p{Lu}{2})/u.test(name) && countSpaceSeparatedParts(name) > 6)) return;
    // ("Full Stack Developer Certificate - University of Utah" under Certifications, "Full Stack Development
    // Certification from the University of Utah" in the summary: one credential, named twice; the school that gave it
    // and the form of its words are no part of which it is.)
    const key = name
      .toLowerCase()
      .replace(/\s+(?:[-–—]|from|at)\s+(?:the\s+)?(?:university|college|institute|school|academy)\b.*$/u, '')
      .replace(/\b(?:certification|certificate|certified|card)\b/g, '')
      .replace(/\b(\p{L}{4,}?)(?:ment|ers|er|ing)\b/gu, '$1')
      .replace(/\W+/g, '');
    if (key === '') return;
    // "14/10/2026 – pending." (the end of a wrapped line: "... Readmission application submitted" / "14/10/2026 –
    // pending."): a date alone names no credential.
    if (/^[\d\s/.\-–]+$/u.test(name)) return;
    // "Inductions & Care Certificate sign off for new starters": a certificate the person assesses others for.
    if (
      /\b(?:sign[- ]?offs?|signing off|assess(?:or|ing)|deliver(?:ing)?|teach(?:ing)?)\b[^.;]{0,30}\b(?:for|to)\s+(?:new starters|new staff|staff|others|learners|students|colleagues)\b/iu.test(
        clause,
      )
    )
      return;
    // "Team leadership, mentoring graduates through NIQS and RICS APC": a credential the person helps others through,
    // never their own (a held-out quantity surveyor's APC, still before its final interview, had been read as held).
    if (
      /\b(?:mentor(?:ing|ed|s)?|coach(?:ing|ed|es)?|support(?:ing|ed|s)?|guid(?:ing|ed|es)|prepar(?:ing|ed|es))\s+(?:\S+\s+){0,3}?(?:graduates|trainees|candidates|juniors|students|apprentices|staff|colleagues|learners)\s+(?:through|for|on|towards)\b/iu.test(
        clause,
      )
    )
      return;
    // "I am not Gas Safe registered": a credential the person says they lack.
    if (/\b(?:I am not|I'm not|not yet|never)\b[^.;]*\b(?:registered|certified|licensed|qualified)\b/iu.test(clause))
      return;
    // "Cannot work as RVN until my VCI registration comes through": a credential still awaited, never held (a held-out
    // letter said "I hold ... VCI registration" of one pending).
    if (
      /\b(?:until|till|once|before)\b[^.;]{0,60}\b(?:comes? through|is granted|is approved|is issued|arrives|is confirmed|is finali[sz]ed)\b/iu.test(
        clause,
      )
    )
      return;
    // "Cert IV Kitchen Management – started 2020, not finished": abandoned, never held and not under way.
    // "AAT Level 2 Foundation Certificate in Accounting – started 2019, did not finish": given up further along its line.
    if (unfinishedWords.test(clause) || unfinishedWords.test(expiryContext) || unfinishedWords.test(restOfLine)) return;
    // "Basic Life Support (BLS) - Irish Heart Foundation" over "Issued Nov 2023 · Expired Nov 2025": LinkedIn's line
    // of dates under a credential says when it lapsed.
    const datesLine = datesBelow ?? linesBelow[0] ?? '';
    // ("... (IER) – membership" / "lapsed in 2024 after leaving engineering": a line wrapped in lower case goes on
    // with the credential's status.)
    const lapsedBelow =
      (/^\s*(?:issued\b[^·]*·\s*)?(?:expired|expires|expiry|exp\.)\b/iu.test(datesLine) &&
        hasExpired(datesLine, today)) ||
      /^\s*(?:lapsed|expired)\b/u.test(datesLine);
    const clauseStatus =
      hasExpired(expiryContext, today) || lapsedBelow || ranOutBelow(datesLine, name, today)
        ? 'expired'
        : readCredentialStatus(clause);
    // "Level 3 NVQ Diploma in Installing Electrotechnical Systems & Equipment (Buildings, Structures & Environment) -
    // portfolio in progress, due for sign off July 2026": a long name leaves its status beyond the clause's reach, at
    // the end of its own line. A line that names no other credential gives it that status; one that names others
    // gives each its own clause's.
    const lineStatus =
      clauseStatus === 'held' && restOfLine !== clause && namesNoOtherCredential(restOfLine, rawName)
        ? readCredentialStatus(restOfLine)
        : clauseStatus;
    // What the lines below say of one the line calls held: study under way, Indeed's status line ("Application
    // submitted ... – pending"), or the rest of a line a PDF wrapped after its comma.
    const statusBelow = (): CredentialStatus =>
      underWayBelow(linesBelow, today)
        ? 'in_progress'
        : isStatusLine(datesLine)
          ? readCredentialStatus(datesLine)
          : wrappedBelow !== undefined
            ? readCredentialStatus(wrappedBelow)
            : 'held';
    // "seit 09/2024 | Meistervorbereitung Kfz-Techniker-Handwerk in Teilzeit": a course that prepares for an exam,
    // with nothing saying it ended, is under way (a mechanic's master course was told as held).
    const preparing =
      lineStatus === 'held' &&
      /vorbereitung|\bprep(?:aration)?\s+(?:course|programme|program)\b/iu.test(name) &&
      !/\b(?:abgeschlossen|bestanden|completed|passed|finished|beendet)\b/iu.test(`${clause} ${restOfLine}`);
    const ownStatus = preparing ? 'in_progress' : lineStatus === 'held' ? statusBelow() : lineStatus;
    const groupedStatus = ownStatus === 'held' && groupStatus !== undefined ? groupStatus : ownStatus;
    // "Certificate in Project Management – final module running, ends Feb 2027": a credential whose only date is still
    // to come, with nothing saying it holds good until then, is not held yet: it is under way.
    const status =
      groupedStatus === 'held' && datedAfter(dateContext, today) && !holdsGoodUntil.test(`${clause} ${restOfLine}`)
        ? 'in_progress'
        : groupedStatus;
    // "Google Data Analytics certificate" in the summary, "First Aid" inside "Mental Health First Aid": a mention whose
    // words are all in a credential already found is that credential again (or a part of its name), never another.
    const words = nameWords(name);
    // "Paralegal Certificate" from a college beside "NALA Certified Paralegal", "AdWords Certified" beside "Google
    // Analytics & AdWords": names of two kinds are two credentials.
    const kind = credentialKind(name);
    const containing = found.has(key)
      ? undefined
      : [...found.entries()].find(([, other]) => {
          const otherWords = nameWords(other.name);
          return (
            words.length > 0 &&
            words.length < otherWords.length &&
            words.every((word) => otherWords.includes(word)) &&
            // "CCNP" met again in "Cisco Certified Network Professional (CCNP) Enterprise": the acronym a name gives
            // itself in brackets is that credential, whatever word each is named with.
            (kind === credentialKind(other.name) || other.name.includes(`(${name})`))
          );
        });
    // Only an expiry carries over: "CSCS" in progress beside "CSCS Green Labourer card" held is another card.
    if (containing) {
      const [otherKey, other] = containing;
      if (other.status === 'held' && status === 'expired') found.set(otherKey, { ...other, status });
      return;
    }
    const existing = found.get(key);
    // Mentioned again: a mention that says it is planned, in progress or expired outweighs one that says nothing.
    if (existing) {
      if (existing.status === 'held' && status !== 'held') found.set(key, { ...existing, status });
      return;
    }
    const period = findPeriod(dateContext);
    // "registered for course 12/14/2026", "booked 14.12.2026": a day's full date, kept whole (a period keeps only its
    // month), as the course or the exam is booked for that day.
    const day = dateContext.match(/\b\d{1,2}[/.]\d{1,2}[/.](?:19|20)\d{2}\b/u)?.[0];
    const singleDate = period !== undefined && period.end === null && !period.current;
    // "seit 03/2025 | Industriemeister ... – Abschluss voraussichtlich Sommer 2027": of a credential under way, the date
    // it is expected by, never the one it was begun.
    const expected =
      status === 'in_progress' || status === 'planned' ? dateContext.match(expectedDate)?.[1] : undefined;
    // "SIA Door Supervisor licence - expired 14 Aug 2026 (..., top-up training booked for 12 Dec 2026 then I will apply
    // to renew)": the step booked to renew a lapsed credential is planned, and said so where the ad asks for it (a
    // held-out letter passed over the essential licence in silence).
    const renewal =
      status === 'expired'
        ? `${clause} ${restOfLine}`.match(
            /\b((?:top-?up|refresher|renewal)(?:\s+(?:training|course))?)\s+(?:is\s+)?(?:booked|scheduled|planned)\s+(?:for|on)\s+((?:\d{1,2}(?:st|nd|rd|th)?\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\p{L}*\.?\s+(?:19|20)\d{2}|\d{1,2}[/.]\d{1,2}[/.](?:19|20)\d{2})/iu,
          )
        : null;
    // (Booked for this month or later: the month before today is the one it must come after.)
    if (renewal?.[1] && renewal[2] && datedAfter(renewal[2], new Date(today.getFullYear(), today.getMonth() - 1, 1)))
      found.set(`${key}\u0000renewal`, {
        name: renewalStepName(renewal[1], name),
        status: 'planned',
        date: renewal[2],
      });
    found.set(key, {
      name,
      status,
      date:
        expected ??
        (day !== undefined && (period === undefined || singleDate)
          ? day
          : period
            ? (period.end ?? period.start)
            : null),
    });
  };

  let groupStatus: CredentialStatus | undefined;
  // "License/Certification: Certified Public Accountant, ...": the form's label before the credential is no part of it.
  const listedLines = joinCertificationLines(
    rebuildCredentialTables(
      certificationLines
        // "Issuing Organization: ...", "Credential ID ...": a credentials page's particulars of the one above.
        .filter(
          (line) => !/^\s*(?:issuing\s+(?:organi[sz]ation|body|authority)|credential\s+id|issued\s+by)\b/iu.test(line),
        )
        .map((line) =>
          line.replace(
            /^(\s*)(?:Licen[cs]es?|Certifications?|Certificates?)(?:\s*\/\s*(?:Licen[cs]es?|Certifications?|Certificates?))?\s*:\s*(?=\S)/iu,
            '$1',
          ),
        ),
    ),
  );
  const lapsedColumn = everyCredentialLapsed(listedLines, today);
  for (const [lineIndex, line] of listedLines.entries()) {
    if (particularsLine.test(line.trim()) || detachedExpiry.test(line.trim())) continue;
    if (statusGroupLabel.test(line)) {
      groupStatus = readCredentialStatus(line);
      continue;
    }
    // "Qualification | Board/University | Year | Percentage/CGPA": the head of a table of schooling names no credential.
    if (isTableHeaderRow(line) || /^\s*(?:qualifications?|degree|course|examination|exam)\s*\|/iu.test(line)) continue;
    if (
      /^(?:completed\s+)?coursework\b/i.test(line) ||
      (/^(?:member|membership)\b/i.test(line) && !gradeAfterBody.test(line))
    )
      continue;
    // "CCRN (Adult), AACN – exp. 2026": the body that awards an acronym's credential, with the line's status after it,
    // is no credential of its own; the status is the credential's.
    // "Radiation Safety Certificate | 2018", "RDA, Dental Board of California | License #RDA 8841xx | 2019 – current": a
    // table's row names the credentials in its first column; the others say its number, date and status, which the
    // whole line still gives it.
    // "Full UK licence – B, C1, C": the categories a licence covers are one credential's, kept in brackets.
    const admittedTitle = /^\W*admitted\s+(?:to the roll\s+)?as\b/iu.test(line);
    const withCategories = line
      // ("Member, Irish Institute of Legal Executives (IILEX) — Associate grade, current": the grade said after the body
      // is the membership's, "Associate Member of the ...".)
      .replace(
        memberWithGradeAfter,
        (_whole, lead: string, body: string, grade: string) => `${lead}${grade} Member of the ${body}, `,
      )
      // "Fellow Member, Institute of Chartered Accountants of Sri Lanka (FCA) – Associate 2003, Fellow 2012": the grade of
      // membership and the body are one credential, and the years each grade came in are its history.
      .replace(
        // ("Member, Irish Institute of Legal Executives (IILEX)": a body named with a word or two before its kind.)
        memberBeforeBody,
        (_whole, lead: string, grade: string | undefined) => `${lead}${grade ?? ''}Member of the `,
      )
      .replace(
        /\s+[–—-]\s+(?:Associate|Member|Fellow)\s+(?:19|20)\d{2}(?:\s*,\s*(?:Associate|Member|Fellow)\s+(?:19|20)\d{2})*\s*$/u,
        '',
      )
      // "Cat. B, C, CE": an abbreviation's point ends no item.
      .replace(/\b(Cat|Categ|Reg|Lic|Cert)\.\s+(?=[A-Z\d])/gu, '$1 ')
      // ("Full UK driving licence (cat. B)": the same in lower case, before a category's letter.)
      .replace(/\bcat\.\s+(?=[A-Z](?![\p{L}]))/gu, 'cat ')
      // "Admitted as a Solicitor of the Senior Courts of England and Wales, September 2017 (SRA ID 612384)": the title the
      // person was admitted to is the credential, and the holder's number in brackets no part of any.
      .replace(/^(\W*)admitted\s+(?:to the roll\s+)?as\s+(?:an?\s+)?/iu, '$1')
      .replace(/\s*\((?:[A-Z]{2,6}\s+)?(?:ID|No\.?|number|Reg\.?(?:\s*No\.?)?|#)\s*[:#]?\s*[\dA-Z-]{3,}\)/gu, '')
      .replace(
        // ("Full Irish Driving Licence - Cat. B, C, CE (clean)": the categories after their label; "C+E" is one.)
        // ("Führerschein Klassen B, BE, C1, C, CE, D1, D, DE": the same in German.)
        /\b([Ll]icen[cs]e|Führerschein)\s*[-–—:]?\s*(?:(?:Cat(?:egor(?:y|ies))?|Class(?:es)?|Klassen?)\.?\s*)?((?:[A-D]1?\+E|[A-D]1?E?|BE)(?:\s*,\s*(?:[A-D]1?\+E|[A-D]1?E?|BE))+)(?![\p{L}\d+])/u,
        '$1 ($2)',
      );
    // A tab parts a table's columns the same way: "Working at Height Certificate <tab> Dubai <tab> 2021 <tab> Valid
    // till 08/2023".
    // "seit 10/2024 | Fachweiterbildung Intensivpflege ...", "05/2023 | ERC Advanced Life Support": a German CV's table
    // gives the date first, and the credential in the next column.
    const columns = withCategories.split(/\s+\|\s*|\s*\|\s+|\t+/u);
    const dateFirst =
      columns.length >= 2 &&
      /^(?:laufend|aktuell|ongoing|en curso|en cours|(?:(?:seit|ab|since|from|desde|depuis|jährlich|annually)?\s*(?:(?:\d{1,2}[/.])?(?:19|20)\d{2}(?:\s*[-–]\s*(?:(?:\d{1,2}[/.])?(?:19|20)\d{2}|heute|present))?)?))$/iu.test(
        (columns[0] ?? '').trim(),
      );
    const parts = withIssuersJoined(splitOutsideBrackets((dateFirst ? columns[1] : columns[0]) ?? withCategories));
    const [first, second] = parts;
    const awardedBy =
      parts.length === 2 &&
      first !== undefined &&
      second !== undefined &&
      /^[A-Z]{2,6}(?:\s*\([^)]*\))?$/u.test(first.trim()) &&
      /^[A-Z]{2,6}\s+[-–—]/u.test(second.trim()) &&
      // "BLS, ACLS – current": two credentials, the second a known one.
      !knownCredential.test(second);
    const items = (awardedBy ? [`${first} ${second.trim().replace(/^[A-Z]{2,6}\s+/u, '')}`] : parts).filter(
      // "Registered Nurse, Ohio Board of Nursing, license active": the last item is the first one's status, no credential.
      // "3 points (SP30, expires 2027)" after a driving licence is that licence's record.
      // "SIA ... (CCTV) - course passed, licence application submitted, waiting to hear back": how the credential
      // before stands, which the line's status gives it.
      // "2020 (not renewed, expired 2022)", "2021 (re-registered 2024)": the year and the note of the credential before.
      (item) =>
        !licenceStatusOnly.test(item) &&
        // ", gültig bis 05/2028": how long the credential before holds, never one itself.
        !/^\s*(?:gültig bis|valid (?:to|until)|válido hasta|valable jusqu)/iu.test(item) &&
        // ", Schlüsselzahl 95 – gültig bis 09/2027": the code a German licence carries for the qualification before.
        !/^\s*Schlüsselzahl\s+\d+/u.test(item) &&
        !applicationStatusOnly.test(item.trim()) &&
        // "registered 06/2018": when the credential before was registered, no credential of its own.
        !/^\s*(?:registered|qualified|certified|licensed|issued|renewed|current|active)\s*(?:(?:since|in|on)\s+)?[\d/.\s-]*$/iu.test(
          item,
        ) &&
        !/^\s*(?:\d{1,2}[/.])?(?:19|20)\d{2}\s*(?:\([^()]*\))?\s*$/u.test(item) &&
        // "Irish licence no. 081234567" in a table's row: the number of the licence named in its first column.
        !/\b(?:licen[cs]e|registration|card|permit)\s+(?:no\.?|number|#)\s*[:#]?\s*[\dA-Z][\dA-Z-]{3,}\s*$/iu.test(
          item,
        ) &&
        !/^\d+\s+(?:penalty\s+)?points?\b/iu.test(item) &&
        // "Registered Nurse – State of Ohio, Multistate (NLC) license, active": where the licence before holds (the
        // Nurse Licensure Compact's states), no licence of its own.
        !/^\s*(?:multi-?state|compact)\b[^,]{0,20}\blicen[cs]e\b/iu.test(item) &&
        // "Cert. #CVT-20417", "Reg. No. 178452" (its "No. 178452" once "Reg." ended a sentence): the holder's number of
        // the credential named before it.
        !/^\s*(?:no\.?|number|#)\s*[:#]?\s*\d/iu.test(item) &&
        !/^\s*(?:cert(?:ificate)?|licen[cs]e|lic|reg(?:istration)?)\.?\s*(?:no\.?|number|#)\s*[:#]?\s*[\dA-Z]/iu.test(
          item,
        ),
    );
    const isCredential = (item: string) => {
      knownCredentials.lastIndex = 0;
      // "MA Social Work, University of Greenwich (2019)" in a list of registrations and qualifications: the university
      // after a degree's comma, with its year, is where it was taken, no credential.
      if (educationalInstitution.test(item)) return false;
      // An unknown bare acronym ("RFA") under a certifications heading is as often a project code as a credential;
      // one whose status is written beside it ("CCRN – planned for 2027") is a credential.
      return (
        credentialWord.test(item) ||
        knownCredentials.test(item) ||
        // "AU-Schulung Pkw", "Sachkunde Kältemittel", "Fachkundige Person für Arbeiten an HV-eigensicheren Fahrzeugen",
        // "Meistervorbereitung ...": a German trade's trainings and proofs of expertise, by their own words (a
        // mechanic's "Weiterbildung" had given no credential at all).
        germanTraining.test(item) ||
        // ("Reach truck course booked 14th jan": the course for a ticket, booked, is that ticket planned.)
        (/\bcourse\b/iu.test(item) && ticketKind.test(item) && /\b(?:booked|scheduled)\b/iu.test(line)) ||
        statusAfterName.test(item) ||
        // "Cat C+E (Class 1), 0 points", "Category C1": a driving licence named by its category alone, as drivers list them.
        drivingCategory.test(item) ||
        // "Counterbalance forklift (expired 2022)": a ticket's machine with its status in brackets.
        (ticketKind.test(item) && bracketedStatus.test(item)) ||
        // "Driver CPC – valid to Sept 2028", "Moffett mounty – trained 2021": what the resume says of it makes it one.
        validityWords.test(item) ||
        namesDesignation(item) ||
        spellsOutAcronym(item) ||
        membershipOfBody.test(item) ||
        // "HubSpot Inbound Marketing – 2020 (caducada)": a name with its year after a dash, in a list of them ("Ohio –
        // 2017" after "Engineer in Training (EIT)," is where, not what).
        // ("Manual Handling (2024)", "Working at Heights (2024)": the same, its year in brackets.)
        // ("Biosafety Level 2 Training – University of Guelph, 2025": a training, dated; "WHMIS 2015 – University of
        // Guelph": a standard's letters and its year.)
        ((/^\s*[·•*-]?\s*\p{Lu}[^–—]{3,80}\s[-–—]\s*(?:19|20)\d{2}\b/u.test(item) ||
          (item === items[0] &&
            /^\s*[·•*-]?\s*\p{Lu}[\p{L}\d -]{2,60}\s+(?:Training|Course(?:\s*\([^()]*\))?)(?:\s+[-–—]\s+[^,()]*)?\s*$/iu.test(
              item,
            ) &&
            /\b(?:19|20)\d{2}\b/u.test(line)) ||
          /^\s*[·•*-]?\s*\p{Lu}{3,8}\s+(?:19|20)\d{2}\b/u.test(item) ||
          /^\s*[·•*-]?\s*\p{Lu}[\p{L} &'’/-]{3,60}?\s*\((?:19|20)\d{2}\)\s*$/u.test(item)) &&
          // ("CDL-A Training - Swift Driving Academy, Phoenix AZ (2019)": the school's town with the year, no credential.)
          !looksLikePlace(
            (item.split(/\s[-–—]\s/u)[0] ?? '')
              .replace(/^\s*[·•*-]\s*/u, '')
              .replace(/\s*\((?:19|20)\d{2}\)\s*$/u, '')
              .trim(),
          ) &&
          !/\b(?:Standard Grades?|Highers?|GCSEs?|A[- ]levels?|Leaving Cert\w*|Junior Cert\w*|Matric\w*|NCEA|VCE|HSC|SSC)\b/u.test(
            item,
          ))
      );
    };
    // "HIAB / lorry loader – no": a ticket the person says they do not hold.
    // "RDH License, Louisiana — active": the state that issued it is no credential of its own.
    const credentialItems = items.filter(
      (item) =>
        // "held; will apply for Gold Card after AM2S": a plan told in lower case after the credential, never one itself.
        // ("card expired 04/2026, not yet renewed", "lapsed, last certificate 2022": how the card stands.)
        !/^\s*(?:will|would|plan|planning|hope|hoping|to|then|and|not|awaiting|pending|renewal|renewed|last|latest|previous)\b/u.test(
          item,
        ) &&
        !isStatusLine(item) &&
        // "TOSA Photoshop – score 876 (2020), certificat arrivé à expiration": how the credential before stands, no
        // credential of its own.
        !/^\s*(?:(?:the|le|la)\s+)?(?:certificat|certificate|certification|licen[cs]e|card|carte|registration)\s+(?:arrivée?\s+à\s+(?:expiration|échéance)|expired|lapsed|expirée?|périmée?|caducad[oa]|vencid[oa]|abgelaufen)\b/iu.test(
          item,
        ) &&
        // "...: passed Foundation and Intermediate levels; Final level (Professional) registered for the November 2026
        // diet": a level of the examinations named before, which its words give their status, no credential itself.
        !/^\s*(?:final|foundation|intermediate|advanced|professional)\s+(?:level|stage|part|paper)s?\b/iu.test(item) &&
        // "2021 | PSC1 – Prévention et secours civiques de niveau 1": a row of a dated list of certifications names one,
        // whatever its words.
        // ("2014 | CGPA 8.1/10" is a grade.)
        (isCredential(item) ||
          (admittedTitle && item === items[0]) ||
          // "ICCPE Seasonal Influenza and COVID-19 Vaccination - ICCPE" over "Issued Sep 2025": LinkedIn lists each
          // licence or certification with the date it was issued below, whatever its words.
          (items.length === 1 &&
            /^\p{Lu}/u.test(item.trim()) &&
            (datesLineBelow.test(listedLines[lineIndex + 1] ?? '') ||
              // (Indeed's "August 2019 to Present"; a dash between the dates is as often a job's period, pushed down by
              // a column beside the list.)
              (validityLineBelow.test(listedLines[lineIndex + 1] ?? '') &&
                /\bto\b/iu.test(listedLines[lineIndex + 1] ?? '')))) ||
          (dateFirst &&
            items.length === 1 &&
            /^\p{Lu}/u.test(item.trim()) &&
            !/\b(?:C?GPA|grade|score|marks?|percentage|class)\b|\d\s*\/\s*\d|%/iu.test(item)) ||
          // "CCRN (Adult) – AACN, certified 2022": an acronym's credential whose status the line gives after its comma
          // ("certified 2022", "active") is one, whatever list of credentials knows it.
          (items.length === 1 &&
            /^\s*[·•*-]?\s*\p{Lu}{3,8}\b/u.test(item) &&
            parts
              .slice(1)
              .some((part) => /^\s*(?:certified|licensed|registered|active|current|renewed|valid)\b/iu.test(part)))) &&
        !negatedCredential.test(item) &&
        // ("Invisalign Go hygiene module – online, attended (no certificate)": a course the line says gave none.)
        !/\bno certificat(?:e|ion)\b|\battendance only\b|\bnot certified\b/iu.test(listedLines[lineIndex] ?? item) &&
        // ("Certificat en gestion de projet Agile — Université de Bellechasse, formation continue — en cours, ...": how
        // it is studied, with the status of the credential before it, never a credential of its own.)
        !/^\s*(?:formation continue|continuing education|continuing studies|weiterbildung|formación continua|online|distance learning|evening (?:classes|course)|part[- ]time|full[- ]time)\b/iu.test(
          item,
        ) &&
        !namesProviderOnly(item.replace(/^\s*(?:berufsbegleitend|part[- ]time|online)\s+/iu, '')) &&
        !looksLikePlace(item.replace(statusAfterName, '').trim()) &&
        // "Licensed Social Worker (LSW), State of Ohio": the state that issued it.
        // ("Registered Nurse, State of Ohio – License #RN.4471930 (active, exp. 08/2027)": the state and the number of
        // the licence before it.)
        !/^(?:the\s+)?(?:State|Commonwealth|Province|District) of \p{Lu}[\p{L} ]*?(?:\s*[-–—]\s*(?:[Ll]icen[cs]e|[Rr]eg(?:istration)?|[Cc]ert(?:ificate)?)\b.*)?$/u.test(
          item.replace(statusAfterName, '').trim(),
        ),
    );
    // "Certified Servsafe, Expiration 2024": the expiry stands after the comma that ends the item. A line that names
    // one credential gives it every word of the line: "ACLS – in progress, course completion expected 03/2026".
    const alone = credentialItems.length === 1;
    // "Registered Nurse License (exp. 12/2016), BLS (exp. 07/2017), ..., IV Therapy Certified": of several credentials
    // on a line, each expires by its own words and those after it up to the next credential. A trailing "exp. 05/2026"
    // after the last of them is every one's ("Registered Nurse – North Carolina, multistate (compact) license, exp.
    // 05/2026").
    const named = credentialItems.filter(
      (other) => !/^(?:exp\.?|expires?|expiry|expiration|valid (?:to|until))\b/iu.test(other.trim()),
    );
    const eachOwn =
      named.length > 1 &&
      named.some((other) => validityWords.test(other) || /\bexp|(?:19|20)\d{2}\s*[-–]\s*(?:19|20)\d{2}/iu.test(other));
    for (const item of credentialItems) {
      let name = item
        // "Biosafety Level 2 Training – University of Guelph": the school that gave it, after a dash, is no part of its
        // name ("I have completed the Biosafety Level 2 Training – University of Guelph" no more).
        .replace(/\s+[-–—]\s+(?:the\s+)?(?:University|College|Institute|Polytechnic)\b[^,()]*$/u, '')
        // ("Designated Safeguarding Lead training (Level 3) – refreshed March 2025": the standing after the dash, whose
        // date is the credential's, is no part of its name.)
        .replace(/\s+[-–—]\s*(?:held|refreshed|renewed|completed|current|valid)\b[^()]*$/iu, '')
        // "Certified Hospitality Supervisor (CHS) – AHLEI, 2020": the body that awards it, after its letters and a dash,
        // is no part of its name.
        .replace(/(\([A-Z][A-Za-z0-9+-]{1,9}\))\s+[-–—]\s+[A-Z][A-Za-z&]{1,9}(?=\s*(?:,|$)).*$/u, '$1')
        .replace(
          /\((?:exp\.?|expires?|expiry|valid until|planned|expected|in progress|expired|ongoing|studying|started|exams?|booked|due|currently|working towards|not (?:yet )?started)[^)]*\)?/gi,
          '',
        )
        // "(online, started Sept 2026)", "(2023, expired)": a bracket that says how far it has got or that it has
        // lapsed, wherever the words stand in it.
        .replace(
          /\s*\((?=[^)]*(?:\b(?:started|studying|booked|expected|in progress|not (?:yet )?started|expired|lapsed|planned|abgelaufen|caducad[oa]|vencid[oa])\b|(?<!\p{L})(?:expirée?|périmée?|non recyclée?)(?!\p{L})))[^)]*\)/giu,
          '',
        )
        // "working towards Level 3", "Currently doing: AAT ...", "Level 2 booked for Jan 2027": what a name's status
        // words leave.
        .replace(/^(?:working towards|currently (?:doing|studying)|studying for|in progress|studying)\s*:?\s+/i, '')
        // "Will apply for the ECS Gold Card (Installation Electrician) once AM2S is passed": the plan's words and its
        // condition are its status, no part of its name.
        .replace(
          /^(?:I\s+)?(?:will|plan to|intend to)\s+(?:apply for|sit|take|start|complete)\s+(?:the\s+|my\s+)?/iu,
          '',
        )
        .replace(/\s+(?:once|after|when)\s+[^()]*$/iu, '')
        // "Next step: ASCM CSCP", "Goal: PMP", "Currently: CIMA ...": a label of where it stands is no part of its name.
        .replace(/^(?:next(?:\s+steps?)?|up\s+next|goals?|aims?|currently|upcoming|planned)\s*[:–—-]\s*/iu, '')
        // "Physiotherapy Board of New Zealand – application for registration submitted": the application names what
        // is applied for, which the name keeps ("... registration").
        .replace(
          /\s+[-–—]\s+application\s+for\s+(registration|licen[cs]e|membership|accreditation)\b.*$/iu,
          (_tail, kind: string) => ` ${kind.toLowerCase()}`,
        )
        // "Social Work England – application submitted 14 August 2025": the body's register, applied to.
        .replace(
          /^(.*?)\s+[-–—]\s+application\s+(?:submitted|lodged|made|sent|pending|in progress|under review)\b.*$/iu,
          (_whole, body: string) =>
            /\b(?:registration|licen[cs]e|membership)\b/iu.test(body) ? body : `${body} registration`,
        )
        // "AHPRA – General registration": the kind of registration after the body's name is part of it.
        .replace(/^([A-Z]{3,8})\s+[-–—]\s+(?=(?:General|Full|Provisional|Limited|Specialist)\s+registration\b)/u, '$1 ')
        // "ACLS – in progress", "CCRN – planned for 2027": the status after a dash is no part of the name.
        .replace(statusAfterName, '')
        // "..., valid through 11/2026", "..., practising licence current to 31 Mar 2028": how long it holds good.
        .replace(holdsGoodAfterComma, '')
        // "PTCB Certified Pharmacy Technician (CPhT) – cert. #XXXX-1187": the certificate's number is no part of it.
        .replace(
          /\s*[-–—,]\s*(?:cert(?:ificate)?\.?|licen[cs]e|reg(?:istration)?\.?)\s*(?:no\.?|#|number)\s*:?\s*[#\p{L}\d-]{3,}\s*$/iu,
          '',
        )
        // "... registration (active)": its state, in brackets.
        .replace(/\s*\((?:active|current|valid|in date)\)\s*$/iu, '')
        // "HubSpot Content Marketing certification (2024)": the year it was gained, in brackets.
        .replace(/\s*\((?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+)?(?:19|20)\d{2}\)/giu, '')
        // "Google Certified Educator Level 1 — 2021 (renewed 2024)" once its year is gone: when it was renewed.
        .replace(/\s*[-–—]?\s*\((?:renewed|re-?certified|recertification|updated|refreshed)\b[^)]*\)\s*$/iu, '')
        // "certification 2003-2008": the years it was held, no part of its name.
        .replace(
          /\s*(?:[-–—]\s*)?\(?(?:19|20)\d{2}\s*(?:[-–]|\bto\b)\s*(?:(?:19|20)\d{2}|present|current)\)?\.?$/iu,
          '',
        )
        // "Graduate Diploma in Teaching (Primary) January – December 2024": the month it began, before the one it ended.
        .replace(
          /\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s*(?:[-–—]|\bto\b)\s*(?=(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+(?:19|20)\d{2}\b)/giu,
          ' ',
        )
        .replace(datePhraseInName, ' ')
        .replace(/\s+(?:booked|scheduled|planned|due|expected)(?:\s+(?:for|in|by))?\s*$/i, '')
        // "Diploma in ... (Level 6) – part-time": how it is studied is no part of its name.
        .replace(/\s*(?:[-–—,]\s*|\()(?:part|full)[- ]time\)?\s*,?\s*$/iu, '')
        // "Certificate IV in Financial Services (Bookkeeping) – TAFE": where it was studied is no part of its name.
        .replace(
          /\s+[-–—]\s+(?:TAFE(?:\s+\p{Lu}[\p{L}]+){0,2}|(?:\p{Lu}[\p{L}'’]+\s+){1,3}(?:College|Polytechnic|Institute|Academy))\s*,?\s*$/u,
          '',
        )
        // "EIT / Engineer Intern — NC Board of Examiners for Engineers and Surveyors": the body that registered it, after
        // a dash, is no part of its name.
        .replace(
          /\s+[-–—]\s+(?:[\p{Lu}][\p{L}.'’&]*\s+){0,3}(?:Board|Council|Commission|Authority|Registry)\b(?!.*\b(?:registered|licen[cs]ed|certified)\b).*$/u,
          '',
        )
        // "PMP certification by 2027" once its date is gone.
        .replace(/\s+by\s*$/u, '')
        // "PMP® (...) – examen programado": its status, in Spanish or French, no part of its name.
        .replace(/\s+[-–—]\s+(?:examen|prueba)\s+(?:programad[oa]|previst[oa]|prévu|programmé)(?![\p{L}]).*$/iu, '')
        // "QLD Electrical Work Licence (Electrician) – on successful completion of Capstone": what it waits on.
        .replace(/\s+[-–—]\s+(?:on|upon|after)\s+(?:successful\s+)?(?:completion|passing)\s+of\b.*$/iu, '')
        // "Workplace First Aid (Level 1) – out of date since Aug 2026" once its date is gone: how it stands, and since
        // when, no part of its name.
        .replace(/\s+[-–—]\s+(?:out of date|lapsed|expired)(?:\s+(?:since|in|on))?\s*$/iu, '')
        .replace(/(?<=[\p{L})])\s+since\s*$/iu, '')
        // "DOT medical card good thru 09/2027": how long it holds, no part of its name.
        .replace(/\s+good\s+(?:thru|through|until|till|to)\s*$/iu, '')
        // "CDL Class A - Indiana - since 2014": the state that issued it and the word its date left are no part of it.
        .replace(/(?:\s+[-–—]\s+([\p{Lu}][\p{L} ]+))?\s+[-–—]\s+(?:since|from)\s*$/u, (whole, part?: string) =>
          part === undefined || looksLikePlace(part) ? '' : whole.replace(/\s+[-–—]\s+(?:since|from)\s*$/u, ''),
        )
        // "CPA Candidate (Ohio) – see exam status above": a pointer to the resume's other lines is no part of the name,
        // and a candidate for a credential is working towards it (its status says so), the credential named alone.
        .replace(/\s*(?:[-–—,]\s*|\()see\s+[^)]*\b(?:above|below)\)?\s*$/iu, '')
        // ("SACQSP Candidate Quantity Surveyor registration" is a category registered, which keeps its word.)
        .replace(/^(\p{Lu}[\p{L}\p{N}]{1,10})\s+[Cc]andidate\b(?!\s+(?:\p{L}+\s+){0,3}registration\b)\s*/u, '$1 ')
        // "Certified Veterinary Technician (CVT) - Minnesota": the state that certified it is no part of its name.
        .replace(/\s+[-–—]\s+([\p{Lu}][\p{L} ]+)$/u, (whole, place: string) => (looksLikePlace(place) ? '' : whole))
        // "CBT passed": how it went, no part of its name; so is "– obtenida en" whose year was read as its date
        // ("Certificación UX de Nielsen Norman Group (UXC) – obtenida en 2022").
        .replace(
          /(?<=\S)\s+(?:[-–—,]\s+)?(?:passed|obtained|achieved|awarded|obtenid[oa]|conseguid[oa]|obtenue?|erworben|bestanden|conseguit[oa])(?:\s+(?:in|en|el|le|im|am|nel))?\s*$/iu,
          '',
        )
        .replace(/:\s*\d[\d\s-]*$/, '')
        .replace(/\s+which includes:?$/i, '')
        .replace(/\s*\+\s*own (?:car|transport|vehicle)$/iu, '')
        // "CDA registration not renewed": its status is no part of its name.
        .replace(/\s*[-–—,]?\s*\b(?:not renewed|did not renew|didn['’]t renew|out of date)$/iu, '')
        // "HCPC registered PH112847": the registration number identifies the holder, not the credential.
        .replace(
          /(?<=\b(?:registered|registration|licen[cs]e|PIN))\s*(?:no\.?|number|#)?\s*:?\s*[A-Z]{0,3}\d{5,}[A-Z]?$/iu,
          '',
        )
        // "CCRN (Adult) – exp. 2026" once its date is gone.
        .replace(/\s*[-–—,]?\s*\b(?:exp\.?|expires?|expiry|valid (?:to|until)|gültig bis|válid[oa] hasta)\s*$/iu, '')
        .replace(/\s*[-–—,:]\s*$/, '');
      // "ICE — working towards Chartered (CEng) via ICE Development Objectives": the credential worked towards.
      const towards = name.match(/\bworking towards\s+(.+?)(?:\s+via\b.*)?$/iu)?.[1];
      if (towards)
        name = /^chartered(?:\s*\([^)]*\))?$/iu.test(towards)
          ? towards.replace(/^chartered/iu, 'Chartered status')
          : towards;
      // "Level 2" alone, after "Designated Safeguarding Lead training – Level 1 (2024);": a further level of the item
      // before it, which names no credential of its own.
      if (/^level\s+\d+$/i.test(name.trim())) continue;
      const position = items.indexOf(item);
      const next = items.findIndex((other, index) => index > position && named.includes(other));
      const ownWords = items.slice(position, next === -1 ? items.length : next).join(', ');
      add(name, alone && readCredentialStatus(item) === 'held' ? line : item, {
        expiryContext: eachOwn ? ownWords : line,
        courseContext: item,
        dateContext: alone ? line : item,
        groupStatus: groupStatus ?? (lapsedColumn ? 'expired' : undefined),
        // LinkedIn's line of dates under the credential ("Issued Nov 2023 · Expired Nov 2025"), for one named alone.
        datesBelow: alone ? (listedLines[lineIndex + 1] ?? '') : '',
      });
    }
  }
  for (const match of wholeText.matchAll(knownCredentials)) {
    const start = match.index ?? 0;
    // "CIPD Level 3 Certificate in Human Resource Practice": the known name goes on with what it certifies, and is one
    // credential with it, never "CIPD Level 3" and a "Certificate in Human Resource Practice" beside it.
    const goesOn = wholeText
      .slice(start + match[0].length, start + match[0].length + 120)
      .match(
        /^ (?:Associate |Advanced |Professional |Foundation )?(?:Certificate|Diploma|Award)(?: in| of)(?: (?:\p{Lu}[\p{L}-]*|and|&|of|in))+/u,
      )?.[0]
      ?.replace(/ (?:and|&|of|in)$/u, '');
    const name = `${match[1] ?? match[0]}${goesOn ?? ''}`;
    const clause = clauseAround(wholeText, start, start + match[0].length);
    // "Knowledge in First Aid, CPR" or "NMLS" in a list of trainings: a word that names training or a register is a
    // credential only where the text says so; "CPA" or "PRINCE2 Practitioner" is one by its name.
    if (!selfEvidentCredential.test(name) && !credentialWord.test(clause)) continue;
    // "CAP Cuisine – CFA de Lyon", "BTS ... – CFA Tertiaire du Rhône": a French training centre (centre de formation
    // d'apprentis), no credential. The charter's levels ("CFA Level I") are the credential's.
    const after = wholeText.slice(start + match[0].length, start + match[0].length + 16);
    // "2 semaines entreprise / 2 semaines CFA": in a French apprentice's CV, "CFA" alone is the centre too.
    if (
      /^\s+(?:(?:de|du|des)\s+|d['’]\s*)\p{L}/u.test(after) ||
      (/^CFA$/u.test(match[0]) &&
        (/^[ \t]+(?!Level\b|Charter|Institute\b|Program)\p{Lu}\p{Ll}/u.test(after) ||
          (/\b(?:alternance|apprenti(?:e|ssage)?|semaines?)\b/iu.test(wholeText) &&
            !/\bCFA\s+(?:Level|Charter|Institute|charterholder|Program)/iu.test(wholeText))))
    )
      continue;
    // "CPA medio reducido un 27 %", "CPA down 22%": the cost per acquisition of a campaign, no accountant's title.
    if (
      /^CPA$/u.test(match[0]) &&
      /^\s*(?:medio|media|moyen|reducid\w*|down|fell|dropped|cut|reduced|by|of|de|du|from|to|under|below|\d|[-–:=(])/iu.test(
        wholeText.slice(start + match[0].length, start + match[0].length + 20),
      )
    )
      continue;
    // "Culture cellulaire sous PSM II": a French lab's biosafety cabinet (poste de sécurité microbiologique), no Scrum
    // certificate.
    if (
      /^PSM/u.test(match[0]) &&
      /\b(?:sous|en|dans|under|in)\s+(?:un\s+|une\s+|a\s+)?$/iu.test(wholeText.slice(Math.max(0, start - 12), start))
    )
      continue;
    // "Personal licence holder? No": the resume says the person does not hold it.
    if (negatedCredential.test(restOfItem(wholeText, start, match[0].length))) continue;
    if (isAnotherPersonsCredential(wholeText, start, match[0])) continue;
    if (namesOthersOrWork.test(wholeText.slice(start + match[0].length, start + match[0].length + 40))) continue;
    // "CIPD Level 3 qualified and currently studying for the CIPD Level 5 ...": the word after the name says it is
    // held, whatever the rest of the sentence says of another.
    const heldAfter = wholeText.slice(start + match[0].length).match(/^\s+(?:qualified|certified|registered)\b/iu);
    if (heldAfter) {
      add(name, `${match[0]}${heldAfter[0]}`);
      continue;
    }
    // ("Fecha de nacimiento: 14/03/1991 · Carné B + vehículo propio": the birth date before it is no date of the
    // licence's.)
    const birthBefore = /\b(?:nacimiento|born|DOB|date of birth|birth ?date|geboren|geb\.|naissance|née? le)\b/iu.test(
      clause,
    );
    const ownClause = birthBefore && clause.includes(match[0]) ? clause.slice(clause.indexOf(match[0])) : clause;
    add(name, ownClause, {
      restOfLine: sentenceFrom(wholeText, start) ?? ownClause,
      linesBelow: linesBelowMention(wholeText, start),
      wrappedBelow: wrappedLineBelow(wholeText, start),
    });
  }
  // "… IV Therapy Certified, Mechanical\nVentilation Certified": a name a PDF broke across lines is one name.
  const flowing = !/ertifi|icen/.test(wholeText)
    ? wholeText
    : wholeText.replace(
        // Only inside a list (after a comma on the same line): a heading above a credential is not part of its name.
        // "City , State , United States" ends an anonymised line: its place is no part of the next line's credential.
        // "..., The Gordon TAFE, Geelong" above "Certificate III in ...": a line that opens with its certificate's level
        // or subject names one of its own.
        /(,[ \t]+(?!(?:City|State|Country|United States|United Kingdom|USA|UK|Company Name|[A-Z]{2})\b)(?:\p{Lu}\p{L}*[ \t]+){0,3}\p{Lu}\p{L}+)\n(?!(?:Certificate|Certification|Licen[cs]e)[ \t]+(?:I{1,3}|IV|V|\d|in|of|to)\b)(?=(?:\p{Lu}[\p{L}\p{N}+&./-]*[ \t]){0,3}(?:[Cc]ertified|[Cc]ertification|[Cc]ertificate|[Ll]icen[cs]e|[Ll]icensed)\b)/gu,
        '$1 ',
      );
  for (const [index, pattern] of certifiedPhrases.entries()) {
    for (const { match, start } of matchLines(flowing, pattern, certifiedPhraseWords[index] ?? [''])) {
      const captured = (match[1] ?? '').trim();
      // "Nationally certified pharmacy technician": how the person is certified names no credential; "registered
      // 06/2018" says when the credential before was.
      if (captured.split(/\s+/).every((word) => genericCredentialWords.test(word) || howCertified.test(word))) continue;
      if (/^[\d/.,\s-]+$/u.test(captured)) continue;
      // "a licensed Oregon dental hygienist": where the licence was issued, before the post, names no credential.
      if (index === 0 && looksLikePlace(captured)) continue;
      // "Processed consumer loan applications as a licensed Illinois State Loan Originator": the capacity a deed in the
      // past was done in, held then; it says nothing of now, and a letter would state it as held.
      if (namedAsPastCapacity(wholeText, start)) continue;
      // "Patient Registration & Insurance Verification": registering patients (guests, students, events) is work done,
      // no registration the person holds.
      if (
        /registration\s*$/iu.test(match[0]) &&
        /\b(?:patient|customer|client|student|event|course|class|voter|vehicle|domain|member|guest|delegate|online|new)s?$/iu.test(
          captured,
        )
      )
        continue;
      if (negatedCredential.test(restOfItem(flowing, start, match[0].length))) continue;
      if (isAnotherPersonsCredential(flowing, start, match[0])) continue;
      // "Irish licence no. 081234567": the number of a licence named before it, no credential of its own.
      if (
        /^\s*(?:no\.?|number|#)\s*[:#]?\s*\d/iu.test(
          flowing.slice(start + match[0].length, start + match[0].length + 20),
        )
      )
        continue;
      // "a licensed Armed guard": the post the licence is for, in lower case after the capitals, is part of its name.
      const post = flowing.slice(start + match[0].length).match(/^ ?(\p{Ll}{3,})(?![\p{L}])/u)?.[1];
      const named =
        post !== undefined && isTitleWord(post, { allowAmbiguous: true }) ? `${match[0].trimEnd()} ${post}` : match[0];
      // The credential's name keeps its own word: "Oncology Certification", "Certified Soil Inspector".
      add(
        named.replace(
          /^(?:certified|licensed|chartered|registered)\b/,
          (word) => word.charAt(0).toUpperCase() + word.slice(1),
        ),
        clauseAround(wholeText, start, start + match[0].length),
        { restOfLine: sentenceFrom(flowing, start) ?? '', linesBelow: linesBelowMention(wholeText, start) },
      );
    }
  }
  // "NZ Resident Visa (2024)", "EU citizen - no work permit needed", "Full right to work in the UK": the person's
  // right to work where the job is, which an ad often requires and a letter answers with it
  // (docs/decisions/0040-right-to-work-as-a-credential.md).
  for (const [pattern, name, keyword] of rightToWorkStatements) {
    // Each pattern is tried at every position of the text: only a text that holds its word is read with it.
    if (!keyword.test(wholeText)) continue;
    for (const match of wholeText.matchAll(pattern)) {
      const start = match.index;
      const clause = clauseAround(wholeText, start, start + match[0].length);
      // "I will need a Skilled Worker visa", "seeking sponsorship": a right the person lacks.
      if (lacksRightToWork.test(clause) || !isOwnRightToWork(wholeText, start)) continue;
      add(name(match), clause);
    }
  }
  // "Secret Clearance", "Active TS/SCI clearance", "SC cleared": a security clearance is held as a credential is.
  if (/clear(?:ance|ed)\b/iu.test(wholeText))
    for (const match of wholeText.matchAll(securityClearance)) {
      const start = match.index;
      add(match[0], clauseAround(wholeText, start, start + match[0].length));
    }
  // "CIMA" found on its own where "CIMA Certificate in Business Accounting" names the same credential in full.
  // The text in lower case, made once for every credential that asks where else it is named.
  let lowered: string | undefined;
  // Whether any exam is said to be passed and an award awaited, and the text's lines, split once for every credential
  // under way that asks whether its own exams are.
  const mayBePending = awardAwaited.test(wholeText) && /\b(?:passed|completed)\b/iu.test(wholeText);
  let wholeLines: string[] | undefined;
  const credentials = joinSplitNames([...found.values()], wholeText).map((credential) => {
    // ("SAPP Payroll Practitioner (NQF 5) – all exams passed October 2026, awaiting ...": what was passed is the status,
    // no part of the name; a letter had said "... (NQF 5) – all exams and its award is now pending".)
    if (
      credential.status === 'in_progress' &&
      mayBePending &&
      passedAwaitingAward(credential.name, (wholeLines ??= wholeText.split('\n')))
    )
      return {
        ...credential,
        name: credential.name.replace(
          /\s*[–—-]\s*(?:all\s+|both\s+)?(?:exams?|examinations?|papers?|parts?|tests?)$/iu,
          '',
        ),
        status: 'pending' as const,
      };
    if (credential.status !== 'held') return credential;
    if (saysLapsed(credential.name, wholeText)) return { ...credential, status: 'expired' as const };
    const underWay = statusMentionedElsewhere(credential, wholeText, (lowered ??= wholeText.toLowerCase()), today);
    return underWay ? { ...credential, status: underWay } : credential;
  });
  return (
    credentials
      // "Certification # W8N7Y5W5", "License No. 123456": a number the credential above it was issued under, no
      // credential of its own.
      .filter((credential) => !numberOfCredential.test(credential.name))
      // "CISSP — exam passed 2026.10; ISC2 endorsement pending": the second clause is the status of the first, no
      // credential of its own.
      .filter((credential) => !/\b(?:pending|awaiting|awaited)\b/iu.test(credential.name))
      // "Ausbildereignungsprüfung (AEVO) – Ausbilderschein": the trainer's qualification by its two names, one
      // credential (a held-out letter listed both).
      .filter(
        (credential, _index, all) =>
          !/^Ausbilderschein\b/u.test(credential.name) ||
          !all.some((other) => other !== credential && /^(?:Ausbildereignung|AEVO)/u.test(other.name)),
      )
      // One credential named twice is told once, by its fuller name.
      .filter(
        (credential) =>
          !credentials.some(
            (other) =>
              other !== credential &&
              other.name.length > credential.name.length &&
              namesInFull(other, credential) &&
              // ("Top-up training for the SIA Door Supervisor licence" is the step to renew the licence beside it.)
              readRenewalStep(other.name) === undefined,
          ),
      )
      .filter(
        (credential, index, kept) => !kept.slice(0, index).some((earlier) => isSameRegistration(earlier, credential)),
      )
      .slice(0, 40)
  );
}

/** An exam said to be passed: "exam passed 2026.10", "Part 2 (OSCE): passed", "passed the NCLEX-RN". */
// ("Practice Educator course (Level 6) – completed November 2026, awaiting results": the course done, its result to
// come; "I am currently taking the Practice Educator course" had understated it.)
const examPassed =
  /\bcompleted\b[^.;\n]{0,40}?\bawaiting\s+(?:results?|marks?|grades?|the\s+results?)\b|\b(?:exams?|examinations?|tests?|OSCE|CBT|NCLEX(?:-\p{L}+)?|boards?|parts?\s+\p{N}+|papers?|assessments?)\b[^.;\n]{0,40}?\bpassed\b|\bpassed\b[^.;\n]{0,40}?\b(?:exams?|examinations?|tests?|OSCE|CBT|NCLEX|boards?|papers?)\b/iu;
/** The award still awaited: "endorsement pending", "awaiting NMC registration decision", "PIN not yet issued". */
const awardAwaited = /\b(?:pending|awaiting|awaited|waiting for|not yet (?:issued|granted|awarded))\b/iu;

/**
 * "CISSP — exam passed 2026.10; ISC2 endorsement pending", "Nursing and Midwifery Council (NMC) – application in
 * progress" over "Test of Competence Part 2 (OSCE): passed ..." and "Status: awaiting NMC registration decision": a
 * credential whose line, or the lines indented under it, say its exams are passed and its award awaited. Said to be
 * under way, it undersold the candidate ("I am currently working towards NMC registration" of a nurse with both tests
 * passed, in a held-out letter).
 */
function passedAwaitingAward(name: string, lines: readonly string[]): boolean {
  // The line that names it, by its letters in brackets or its first words.
  const marker =
    name.match(/\(([A-Z][A-Za-z0-9+]{1,9})\)/u)?.[1] ??
    name
      .split(/\s+/u)
      .slice(0, 3)
      .join(' ')
      .replace(/[,–—-]+$/u, '');
  if (marker.length < 3) return false;
  const named = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(marker)}(?![\\p{L}\\p{N}])`, 'u');
  return lines.some((line, at) => {
    if (!named.test(line)) return false;
    // An item's lines under its bullet, up to a blank line or the next item (the cleaned text keeps no indentation).
    const below: string[] = [];
    if (isBulletLine(line.trim()))
      for (const next of lines.slice(at + 1, at + 6)) {
        if (next.trim() === '' || isBulletLine(next.trim())) break;
        below.push(next);
      }
    const block = [line, ...below].join('\n');
    return examPassed.test(block) && awardAwaited.test(block);
  });
}

/**
 * "AWS Certified Developer – Associate" listed, and "My AWS Developer Associate lapsed in Feb 2024" in the summary: a
 * sentence elsewhere that names the credential's words, in order and close together, and then says it lapsed.
 */
function saysLapsed(name: string, wholeText: string): boolean {
  if (!/\b(?:lapsed|expired|not renewed|no longer (?:valid|active|current))\b/iu.test(wholeText)) return false;
  const words = nameWords(name).filter((word) => !/^(?:level|professional)$/u.test(word));
  if (words.length === 0) return false;
  const between = String.raw`(?:\s+\S+){0,2}?\s+`;
  const lapsedAfter = String.raw`(?![\p{L}\p{N}])[^.;\n]{0,25}?\b(?:has\s+|had\s+|was\s+)?(?:lapsed|expired|not renewed|no longer (?:valid|active|current))\b`;
  const pattern = new RegExp(String.raw`(?<![\p{L}\p{N}])${words.map(escapeRegExp).join(between)}${lapsedAfter}`, 'iu');
  if (pattern.test(wholeText)) return true;
  // "Certified Kubernetes Administrator (CKA)" in a sidebar, "my CKA lapsed in March 2026" in the summary: the
  // credential named by its letters, as written.
  const acronym = name.match(/\(([A-Z][A-Za-z0-9+]{1,9})\)/u)?.[1];
  return (
    acronym !== undefined &&
    new RegExp(String.raw`(?<![\p{L}\p{N}])${escapeRegExp(acronym)}${lapsedAfter}`, 'u').test(wholeText)
  );
}

/**
 * "Graduate Certificate in Intensive Care Nursing" listed bare in a sidebar of certifications, and again under
 * Education with "(part-time, 2 of 4 subjects complete, expected June 2027)" below it, or in the profile ("Hannah is
 * currently completing her Graduate Certificate in ..."): a credential listed with no status or date of its own takes
 * the status another mention of its whole name gives it, in that mention's clause or in the lines right below it.
 * Only a status still to come carries over: a mention that says nothing leaves it held.
 */
function statusMentionedElsewhere(
  credential: Credential,
  wholeText: string,
  lowered: string,
  today: Date,
): 'in_progress' | 'planned' | undefined {
  if (credential.date !== null || countSpaceSeparatedParts(credential.name) < 3) return undefined;
  const name = credential.name.toLowerCase();
  for (let start = lowered.indexOf(name); start >= 0; start = lowered.indexOf(name, start + name.length)) {
    const end = start + name.length;
    // The whole name, not the start of a longer one ("... Nursing (Paediatrics)" is another study).
    if (/^[\p{L}\p{N}]/u.test(wholeText.slice(end, end + 1))) continue;
    const clause = clauseAround(wholeText, start, end);
    // "CIPD Level 3 qualified and currently studying for the CIPD Level 5": the status of another credential.
    const said = namesNoOtherCredential(clause, credential.name) ? readCredentialStatus(clause) : 'held';
    if (said === 'in_progress' || said === 'planned') return said;
    const below = linesBelowMention(wholeText, start);
    const lineEnd = wholeText.indexOf('\n', end);
    const rest = wholeText.slice(end, lineEnd < 0 ? undefined : lineEnd);
    // "(part-time, 2 of 4 subjects complete, expected June 2027)" on the line below, bracketed as a note to it.
    const note = below[0]?.trim().startsWith('(') ? readCredentialStatus(below[0]) : 'held';
    if (note === 'in_progress' || note === 'planned') return note;
    if (namesNoOtherCredential(rest, credential.name) && underWayBelow(below, today)) return 'in_progress';
  }
  return undefined;
}

/**
 * "AAT Level 2 Certificate" and "Certificate in Bookkeeping", found apart in "AAT Level 2 Certificate in Bookkeeping":
 * one credential, whose two halves the readers found by its body's name and by its kind. The whole name replaces both.
 */
function joinSplitNames(credentials: Credential[], wholeText: string): Credential[] {
  const joined = [...credentials];
  for (const first of credentials) {
    const kind = first.name.match(/\b(Certificate|Diploma|Award|Certification)$/u)?.[1];
    if (kind === undefined) continue;
    const second = joined.find((other) => other !== first && other.name.startsWith(`${kind} in `));
    if (second === undefined) continue;
    const whole = `${first.name}${second.name.slice(kind.length)}`;
    if (!wholeText.includes(whole)) continue;
    const at = joined.indexOf(first);
    if (at === -1) continue;
    // The whole name read already: the halves go.
    if (joined.some((other) => other.name === whole)) joined.splice(at, 1);
    else joined.splice(at, 1, { ...first, name: whole, date: first.date ?? second.date });
    joined.splice(joined.indexOf(second), 1);
  }
  return joined;
}

/**
 * "GPhC Registration No. 2091446" and "GPhC registered Aug 2019": one registration, named twice. Also "Registered Aug
 * 2019" beside it, the same registration with its date and no name.
 */
function isSameRegistration(earlier: Credential, later: Credential): boolean {
  const registration = /\bregist(?:ered|ration)\b/iu;
  if (!registration.test(earlier.name) || !registration.test(later.name) || earlier.status !== later.status)
    return false;
  const body = (name: string) =>
    name
      .replace(registration, ' ')
      .replace(new RegExp(datePhraseInName.source, 'giu'), ' ')
      .replace(/\W+/gu, ' ')
      .trim()
      .toLowerCase();
  return body(later.name) === '' || body(earlier.name) === body(later.name);
}

// ("Master Teacher & Consultant", "Master Electrician", "Scrum Master": a post or a trade's rank, never a degree.)
export const degreePattern =
  /(?<![\p{L}])(Ph\.?\s?D\.?(?![-\s]*(?:Award|Prize|Preis|Grant|Scholarship|Stipendium)\b)|Doctor(?:ate)? of [\p{L} ]+(?:\s*&\s*[\p{L} ]+)?|Doctor rerum naturalium|Dr\.\s?rer\.\s?nat\.|D\.?Phil|(?<!\bMini[- ]?)M\.?B\.?A\.?|(?<!\bpost[- ]?|\b(?:Scrum|Quarter|Head|Ring|Band|Web|Toast|Station|Yard)\s?)Masters?(?!\s+(?:Teacher|Electrician|Plumber|Carpenter|Technician|Mechanic|Chef|Baker|Barber|Gardener|Trainer|Craftsman|Builder|Mason|Sergeant|Diver|Fellow|Distiller|Brewer|Stylist|Instructor|Coach|Practitioner|Scheduler|Planner|Sommelier|Tailor|Welder|Jewell?er|Data|Class|Key|Black|File|Plan)s?(?![\p{L}]))(?:'s|’s)?(?: Degree)?(?: of [\p{L} ]+(?:\s*&\s*[\p{L} ]+)?)?|M\.?\s?Sc\.?|M\.?\s?Eng\.?|M\.?\s?Ed\.?(?= |,|$)|M\.?\s?A\.?(?= |,|$)(?!,?\s*(?:USA|US|United States)\b)(?!\s*(?:#|No\.?\s*\d|\d{3}))|M\.?\s?S\.?(?= |,|$)(?!\s*(?:Office|Word|Excel|PowerPoint|Outlook|Project|Teams|Access|Dynamics|SQL|Visio|365)\b)|MSN|Bachelors?(?:'s|’s)?(?![-–]\s*(?:und|and|oder|or|et|y)\s)(?: Degree)?(?: of [\p{L} ]+(?:\s*&\s*[\p{L} ]+)?)?|B\.?\s?Tech\.?|B\.?\s?Com(?:m)?\.?(?= |,|$|\s*\()|M\.?\s?Com\.?(?= |,|$|\s*\()|B\.?\s?Sc\.?|B\.?\s?Eng\.?|B\.\s?E\.(?= |,|$|\s*\()|B\.?\s?Ed\.?(?= |,|$)|B\.?\s?B\.?\s?A\.?(?= |,|$|\s*:)|B\.?\s?A\.?(?= |,|$|\s*:)|B\.?\s?S\.?(?= |,|$|\s*:)|B\.S\.E\.(?= |,|$|\s*:)|BSE(?= |,|$)|BSN|Associate(?:(?:'s|’s)(?: Degree)?| Degree|(?= degree)|(?= (?:of|in) )(?! of the ))(?: (?:of|in) [\p{L} ]+(?:\s*&\s*[\p{L} ]+)?)?|A\.\s?S\.?|A\.\s?A\.?|ASN|(?:(?:Postgraduate|Post-graduate|Post Graduate|PG|Graduate|Advanced|Higher National)\s+)?Diploma(?: in [\p{L} ]+(?:\s*&\s*[\p{L} ]+)?)?|(?:Postgraduate|Post-graduate|Post Graduate|Graduate) Certificate(?: in [\p{L} ]+(?:\s*&\s*[\p{L} ]+)?)?|High School Diploma|GED|GCSEs?|A[- ]Levels?|HND|HNC|PGCE(?: [\p{Lu}][\p{L}]+(?: [\p{Lu}][\p{L}]+)?)?|PGDE|Postgraduate Certificate in Education|BTEC(?: Level \d)?(?: [\p{L} ]+(?:\s*&\s*[\p{L} ]+)?)?|Abitur|Fachabitur|Staatsexamen|Diplomstudium(?: [\p{Lu}][\p{L}]+)?|Diplom(?:-[\p{L}]+)?|Magister|(?:\p{Lu}\p{Ll}+(?:\s+(?:im|in der|für)\s+\p{Lu}\p{Ll}+)?\s+[-–]\s+(?=Ausbildung\b))?Ausbildung(?: zur| zum| als)?(?:[\p{L} ]|-(?=\s+und\s))*|Licenciatura(?: e[nm] [\p{L} ]+)?|Licenciad[oa] e[nm] \p{Lu}[\p{L} ]+|Grado en [\p{L} ]+|Máster(?: (?:Propio|Universitario|Oficial))?(?: (?:en|de) [\p{L} ]+(?:(?<=\p{L})-\p{L}[\p{L} ]*)*| (?:\p{Lu}\p{L}+ ){1,4}sobre [\p{L} ]+)?|Diplomad[oa](?: Universitari[oa])? en \p{L}+(?: (?!por |en la |de la )\p{L}+)*|Maestr[ií]a(?: en [\p{L} ]+)?|Doctorado(?: e[nm] [\p{L} ]+)?|Doutorado(?: em [\p{L} ]+)?|Doutoramento(?: em [\p{L} ]+)?|Especializaci[oó]n(?: en [\p{L} ]+)?|Diplomatura(?: en [\p{L} ]+)?|Profesional en \p{Lu}[\p{L} ]+|T[ée]cnic[oa] (?:Superior |Profesional )?e[nm] \p{Lu}[\p{L} ]+|Tecn[oó]log[oa] e[nm] \p{Lu}[\p{L} ]+|Mestrado(?: em [\p{L} ]+)?|Bacharelado(?: em [\p{L} ]+)?|Pós-[Gg]radua[çc][ãa]o(?: em [\p{L} ]+)?|Laurea(?: [Tt]riennale| [Mm]agistrale| [Ss]pecialistica)?(?: in [\p{L} ]+)?|Dottorato(?: di [Rr]icerca)?(?: in [\p{L} ]+)?|Dipl[ôo]me d['’]ing[ée]nieur|Certificat de capacit[ée] d['’](?:orthophoniste|orthoptiste|ambulancier)|Dipl[ôo]me d['’][ÉE]tat (?:de |d['’]|en )[\p{L}-]+(?: (?:de |d['’]|en )?[\p{L}-]+)?|Licence(?= (?:en|de|d['’]|professionnelle|in)\b| \p{Lu}\p{Ll}+ (?:\p{Lu}|et\s|de\s|des\s|du\s|d['’]))|Doctorat|BTS|DUT)(?![\p{L}])/u;
/**
 * A school's name: up to four capitalised words before its kind, and after it "of ..." ("University of
 * KwaZulu-Natal", "Universidad de Buenos Aires", "Royal College of Surgeons in Ireland", a place it names ending the
 * line) or up to two names of its own ("University College Dublin",
 * "Universität Hamburg", "Hochschule Rhein-Waal"), never a qualification's word ("College Diploma") and never the
 * first words of a second school ("Liberty University New York University": two schools).
 */
// ("Universidade" before "Universidad": the shorter word would match first and leave "e de São Paulo" behind.)
const institutionPattern =
  /((?:(?:[\p{Lu}][\p{L}.&'’-]*|of|and|&)\s+){0,4}(?:University|Colleges?|School|Institute|Academy|Polytechnic|(?<=\p{L}\s)Campus|Universität|Hochschule|Fachhochschule|Akademie|Universidade|Universidad|Universitat|Università|Université|École|Ecole|Instituto|Istituto|Escuela|Centro(?=\s+de\s)|Faculdade|Politécnico|Politecnico|(?<![\p{L}])IES(?![\p{L}]))(?:(?:\s+(?:of|de|del|du|des|der|di)(?:\s+the)?\s+|\s+d['’]\s*)[\p{Lu}][\p{L}]+(?:-[\p{Lu}][\p{L}]+)*(?:\s+[\p{Lu}][\p{L}]+(?:-[\p{Lu}][\p{L}]+)*){0,2}(?:\s+(?:and|&)\s+[\p{Lu}][\p{L}]+(?:\s+[\p{Lu}][\p{L}]+)?)?(?:\s+(?:of|des|du|de)\s+[\p{Lu}][\p{L}]+(?:\s+[\p{Lu}][\p{L}]+)?(?:\s+de\s+[\p{Lu}][\p{L}]+)?)?(?:\s+at\s+[\p{Lu}][\p{L}]+(?:\s+[\p{Lu}][\p{L}]+)?)?(?:\s+in\s+[\p{Lu}][\p{L}]+(?=\s*(?:$|[,(|·–—-])))?|(?!(?:\s+[\p{Lu}][\p{L}]+){1,2}\s+(?:University|College|Institute|School|Academy)(?![\p{L}]))(?:\s+(?!(?:Diploma|Certificate|Cert|Degree|Bachelors?|Masters?|Associates?|Doctorate|Graduate|Postgraduate|Undergraduate|Level|Course|Programme|Program|Class|Honours|Hons|GPA|Dean|Student|Alumni|Campus|City|State|Award|Prize|Scholarship)(?![\p{L}]))[\p{Lu}][\p{L}]+(?:-[\p{Lu}][\p{L}]+)*){1,2}(?:\s+(?:de|del)\s+[\p{Lu}][\p{L}]+(?:\s+[\p{Lu}][\p{L}]+){0,2})?)?|(?:University|Universität|Universidade|Universidad|Universitat|Università|Université)\s+(?:of\s+|de\s+|du\s+|d['’]\s*)?(?:[\p{Lu}][\p{L}]+\s?){1,3}(?:(?:de|del|of)\s+[\p{Lu}][\p{L}]+(?:\s+[\p{Lu}][\p{L}]+){0,2}\s?)?(?:at\s+[\p{Lu}][\p{L}]+(?:\s+[\p{Lu}][\p{L}]+)?)?|MIT(?!\s*\()|UCLA|UC\s+[\p{Lu}][\p{L}]+(?:\s+[\p{Lu}][\p{L}]+)?|ETH Zürich|TU\s+[\p{Lu}][\p{L}]+)/u;

/**
 * The school a degree's line names: its first, unless that is a school or faculty within a university the line names
 * after it ("Ph.D. School of Forest Resources and Conservation, University of Florida": the University of Florida,
 * where the first match had taken the degree's abbreviation in too, "Ph.D. School of ...").
 */
function universityOverSchool(line: string): string | undefined {
  const first = line.match(institutionPattern);
  // (A unit named by its kind alone, the degree's abbreviation before it at most: "Holy Cross College of Nursing" and
  // "Warnell School of Forestry" are schools by their own names.)
  if (!first?.[0] || !/^(?:[\p{L}.]{1,6}\s+)?(?:School|Faculty|Department) of\b/u.test(first[0])) return first?.[0];
  const rest = line.slice((first.index ?? 0) + first[0].length).replace(/\([^()]*\)/gu, ' ');
  const university = rest.match(institutionPattern)?.[0];
  return university !== undefined && /\bUniversit(?:y|ät|é|ad|ade)\b/u.test(university) ? university : first[0];
}

/** "University of Maryland City": the anonymised place left beside the name is no part of it. */
function cleanInstitution(raw: string): string | null {
  return (
    raw
      .trim()
      .replace(/\s*,\s*$/, '')
      .replace(/\s+(?:City|State)$/u, '')
      // "University of Pennsylvania May" (over "2018"): the month of the date a wrap left behind.
      .replace(/\s+(?:January|February|March|April|May|June|July|August|September|October|November|December)$/u, '')
      .replace(/^(?:of|and)\s+/u, '')
      // "Associate Degree Seaview Community College": the degree before the school's name on its line.
      .replace(/^(?:Associate|Bachelor|Master)(?:['’]?s)?\s+Degree\s+/u, '')
      // "A.S Rock Valley College": the degree's abbreviation run into the school's name.
      .replace(/^(?:[A-Z]\.){1,3}[A-Z]?\.?\s+/u, '')
      // "Sociology University of Maryland", "Accounting Monash University": the field run into the name.
      .replace(subjectBeforeUniversity, '')
      // "Hochschule" or "College" alone names no school.
      .replace(/^(?:University|College|School|Institute|Academy|Hochschule|Universität|Universidad|Université)$/u, '')
      // "Holy Cross College of": a name cut before its last word ends no name; no school is named rather than half of one.
      .replace(/^.*\s(?:of|for|and|&|in|at|the)$/iu, '') || null
  );
}

const subjectBeforeUniversity =
  /^(?:Sociology|Accounting|Psychology|Biology|Economics|Finance|Business|Marketing|Nursing|Education|English|History|Mathematics|Physics|Chemistry|Law|Management|Engineering|Science|Arts)\s+(?=(?:University\b|\p{Lu}\p{L}+\s+University\b))/u;

/**
 * The field of study as a letter can name it: no institution, no anonymised place ("City", "State"), a field a
 * template printed twice ("English English") once, and no form word ("Required", "N/A") that is no subject.
 */
function tidyField(field: string | null): string | null {
  if (!field || institutionPattern.test(field)) return null;
  const tidy = field
    .replace(/\s+(?:City|State)$/u, '')
    .trim()
    .replace(/^(.+?)\s+\1$/u, '$1')
    // "B.A. Hons in English": the class of the degree is no part of what it was in.
    .replace(/^(?:\(?hons?\.?\)?|\(?honou?rs\)?)\s+(?:in\s+)?(?=\p{Lu})/iu, '')
    // "Finance Major": what the degree was in, without the word that says so.
    // ("Finance option": the same.)
    .replace(
      /^(?:major(?:ing)?\s+in\s+|major:\s*)|\s+(?:major|concentration|speciali[sz]ation|option|track|stream)$/iu,
      '',
    )
    // "Communication from" of "a B.A. in Communication from Pecan Hollow University": the school's word goes.
    .replace(/\s+(?:from|at)(?:\s+the)?$/iu, '')
    // "Elementary Education grades 2nd -6th": the grades a teacher is licensed for are no part of the subject.
    .replace(/\s+grades?(?:\s+(?:K|Pre-?K|\d)[\w\s–—-]*)?$/iu, '')
    // "Licence Sciences du langage Niveau 6 CEC": the framework's level, cut at its figure, is no part of the subject.
    .replace(/\s+(?:niveau|level|nivel|stufe|livello)$/iu, '');
  // ("Bachelor of Science in Nursing (BScN) Degree": the word "Degree" after the degree's short form is no field.)
  if (/^(?:required|optional|n\/?a|none|other|general|various)\b|^(?:degree|diploma|programme|program)$/i.test(tidy))
    return null;
  // "Associate of Applied Science, Certification in HVAC technology, ...": another qualification listed after the
  // degree, no field of it.
  if (/^(?:certificat(?:e|ion)|diploma|licen[cs]e|award)\b/iu.test(tidy)) return null;
  // "NEBDN National Diploma – studied via Western Dental Training Academy": how and where it was studied, no field.
  if (/^(?:studied|via|through|taken|obtained|awarded|online|part[- ]time|full[- ]time)\b/iu.test(tidy)) return null;
  // "from the" of "..., from the University of Queensland": the words before the school's name, no field.
  if (/^(?:from|at|of|in|with)(?:\s+the)?$/iu.test(tidy)) return null;
  // "Graduated with honors", "GPA", "Dean's List": how the degree went, not what it was in.
  if (/\b(?:graduated|gpa|grade|honou?rs|cum laude|dean'?s list|distinction|merit|expected|present)\b/i.test(tidy))
    return null;
  // "Diploma in Electrical Installations – passed 2024": how far it got, not what it was in.
  if (/^(?:passed|completed|ongoing|in progress|started|awarded|achieved|current|studying)\b/i.test(tidy)) return null;
  return tidy === '' ? null : tidy;
}

/** "PhD in Computer Science, CalTech, Pasadena, USA": the first part after the degree and its field that is no place. */
function institutionAfterDegree(line: string, degreeIndex: number, degreeLength: number): string | undefined {
  const parts = line
    .slice(degreeIndex + degreeLength)
    .split(/\s*,\s*/)
    .slice(1)
    .map((part) => part.replace(findPeriodPattern, '').trim())
    .filter((part) => part !== '');
  // "First Class Honours", "Marketing", "Distinction": an award or a field after the degree names no school.
  const candidate = parts.find(
    (part) =>
      /^\p{Lu}/u.test(part) &&
      !looksLikePlace(part) &&
      !/^(?:GPA|Grade|Honou?rs?|Major|Minor|Concentration|Speciali[sz]ation|Track|Emphasis)\b/i.test(part) &&
      // "Human Resource Management concentration": the field's note written after it.
      !/\b(?:major|minor|concentration|speciali[sz]ation|track|emphasis|option|focus)$/iu.test(part) &&
      !honoursPattern.test(part) &&
      // "Master of Science in Nursing, Adult-Gerontology Acute Care Nurse Practitioner": the post the degree leads to.
      !(looksLikeTitle(part) && isTitleWord((part.split(/\s+/u).at(-1) ?? '').toLowerCase())) &&
      !new RegExp(`^(?:[\\p{Lu}][\\p{L}]+\\s+(?:&\\s+|and\\s+)?){0,2}${fieldWords}$`, 'u').test(part) &&
      // "Supply Chain Management and Marketing": two fields joined, each of up to four words.
      !part
        .split(/\s+(?:and|&)\s+/u)
        .every((side) => new RegExp(`^(?:[\\p{Lu}][\\p{L}]+\\s+){0,3}${fieldWords}$`, 'u').test(side)),
  );
  return candidate && countSpaceSeparatedParts(candidate) <= 6 ? candidate : undefined;
}

/** Classes and distinctions a degree is awarded with. */
const honoursPattern =
  /\b(?:honou?rs|distinction|merit|cum laude|summa|magna|first class|upper second|lower second|2:1|2:2|dean'?s list)\b/i;

const findPeriodPattern = /(?:19|20)\d{2}\s*[-–]?\s*(?:(?:19|20)\d{2})?/g;

/**
 * "Máster ... Cursando 2º año, finalizo en junio de 2027", "Licence pro – en cours", "Bachelor (laufend)", "Maestría ... En
 * proceso de titulación" (its thesis or its award still pending): study under way, in the CV's own language.
 */
const studyUnderWayInOtherLanguages =
  /(?<!\p{L})(?:cursando|en curso|finalizo|finalizaré|en cours|(?:fin|obtention) prévue|laufend|voraussichtlich|Abschluss (?:im|in|ca\.?)?\s*\d|en proceso(?: de titulaci[oó]n)?|(?:titulaci[oó]n|tesis) (?:en tr[aá]mite|pendiente|en curso)|pendiente de titulaci[oó]n|en cours de validation)(?!\p{L})/iu;

/** "Studium der Informatik", "Studium Bauingenieurwesen", "Studies in Economics": a course of study by its field. */
const courseOfStudyAlone = /^(?:[-•*]\s*)?(?:(?:19|20)\d{2}\S*\s+)?(?:Studium|Studies\s+(?:in|of)|Study\s+of)\s+\p{L}/u;

function readEducationStatus(text: string): EducationStatus {
  if (plannedWords.test(text)) return 'planned';
  if (
    /\b(?:expected|anticipated|soon to (?:complete|finish|graduate)|in progress|\d+ of \d+ (?:papers|modules|units|courses|subjects)|(?:module|unit|paper) \d+ of \d+|finishing|currently (?:enrolled|studying|pursuing|taking)|enrolled|exams? due|pursuing|candidate|present|current|ongoing|studying|started|year [1-5]\b|(?:first|second|third|final|[1-5](?:st|nd|rd|th)) year\b|due to (?:complete|finish))\b/i.test(
      text,
    ) ||
    studyUnderWayInOtherLanguages.test(text)
  )
    return 'in_progress';
  // "Studium Bauingenieurwesen - BTU Cottbus", "Studies in Economics": a course of study, no degree named; the resume
  // shows the person studied, never that they graduated (a letter said "Ich habe den Abschluss Studium ... erworben"
  // of one left after two years for an apprenticeship).
  if (courseOfStudyAlone.test(text.trim()) && !degreePattern.test(text)) return 'attended';
  return 'completed';
}

/**
 * A degree read as completed whose years end after this one ("Postgraduate Certificate ... / Jan 2025 - 2027"), or whose
 * next line says it is under way ("Module 1 of 4 done. Due to finish 2027."), is still being studied: a letter that
 * said it was held would claim what the resume does not.
 */
function educationStatusWithDates(
  status: EducationStatus,
  period: { end?: string | null; current?: boolean } | undefined,
  nextLine: string,
  today: Date,
): EducationStatus {
  if (status !== 'completed' && status !== 'attended') return status;
  // "2023 – Ongoing: Bachelor of Commerce ...": a study whose years run to now is under way.
  if (period?.current === true) return 'in_progress';
  const endYear = yearIn(period?.end) ?? 0;
  if (endYear > today.getFullYear()) return 'in_progress';
  if (status === 'attended') return status;
  // "Master in Physics, 10/18 – 10/20" over "expected grade: 1.5": a degree the resume, written before it ended, shows
  // under way; whether it was completed the resume does not say, and a letter says only that the person studied.
  // (Its years unread, "10/18-10/20", the same: the note is all the resume says of how far it got.)
  if (endYear < today.getFullYear() - 1 && /\bexpected\s+(?:grade|mark|result|gpa|classification)\b/iu.test(nextLine))
    return 'attended';
  // ("Diploma in Hospitality Operations – ..., 2009" over "CIBTAC Certificate in Spa Management – studying online": the
  // next line's note is another credential's, and a study of years ago is done.)
  if (
    nextLine !== '' &&
    !degreePattern.test(nextLine) &&
    !credentialWordOrKnown(nextLine) &&
    !(endYear > 0 && endYear < today.getFullYear() - 1) &&
    studyUnderWayNote.test(nextLine)
  )
    return 'in_progress';
  return status;
}

const educationLabel =
  /\b(Degree|Qualification|College|University|Institution|School|Discipline|Major|Speciali[sz]ation|Field of Study|Year of Graduation|Graduation Year|Year)\b/g;

/**
 * A form printed as labels and values on one line: "Degree Bachelor of Engineering College Easwari Engineering
 * College Discipline Electronics Year of Graduation 2010". A label with nothing after it before the next label is a
 * word of the value before ("Easwari Engineering" + "College").
 */
function readLabeledEducation(line: string): Education | undefined {
  if (!/^(?:Degree|Qualification)\b/.test(line)) return undefined;
  // "Qualification | Board / Institute | Year | Status": a table's header row, no entry.
  if (
    /^(?:(?:Degree|Qualification|Board|Institute|University|School|College|Year|Status|Grade|Result|Percentage|of|Passing)\b[\s/|]*)+$/u.test(
      line,
    )
  )
    return undefined;
  const found = [...line.matchAll(educationLabel)];
  const values: { label: string; value: string }[] = [];
  for (const [position, match] of found.entries()) {
    const start = (match.index ?? 0) + match[0].length;
    const end = found[position + 1]?.index ?? line.length;
    const value = line
      .slice(start, end)
      .replace(/[\u200b\u00a0]/g, ' ')
      .replace(/^[\s:]+|[\s,]+$/g, '');
    const previous = values[values.length - 1];
    if (value === '' && previous) previous.value = `${previous.value} ${match[0]}`.trim();
    else values.push({ label: match[0].toLowerCase(), value });
  }
  if (new Set(values.map((entry) => entry.label)).size < 2) return undefined;
  const valueOf = (...labels: string[]) => values.find((entry) => labels.includes(entry.label))?.value || null;
  const degree = valueOf('degree', 'qualification');
  if (!degree || countSpaceSeparatedParts(degree) > 8) return undefined;
  const year = valueOf('year of graduation', 'graduation year', 'year')?.match(/(?:19|20)\d{2}/)?.[0] ?? null;
  return {
    degree,
    field: tidyField(valueOf('discipline', 'major', 'specialization', 'specialisation', 'field of study')),
    institution: valueOf('college', 'university', 'institution', 'school'),
    year,
    status: readEducationStatus(line),
    highlights: [],
  };
}

/**
 * "Wrote and proofread many articles, press-releases, and scripts.": a sentence under a degree that says what the
 * person did while studying. "Advanced coursework in Media Law" names the course, not a deed.
 */
function readStudyHighlights(line: string): string[] {
  return splitSentences(line).flatMap((sentence) => {
    const text = sentence.trim().replace(/[.;]+$/u, '');
    // "Advanced coursework in Media Law": what the degree covered, told as completed.
    const coursework = text.match(
      /^((?:advanced|additional|relevant|extensive)\s+)?coursework\s+in\s+(\p{Lu}[^:;]{2,80})$/iu,
    );
    if (coursework?.[2]) return [`Completed ${(coursework[1] ?? '').toLowerCase()}coursework in ${coursework[2]}`];
    const first = text.match(/^\p{Lu}\p{Ll}+/u)?.[0] ?? '';
    const verb = readVerb(first);
    if (!verb || (verb.form !== 'past' && verb.form !== 'base') || adjectiveParticiples.has(first.toLowerCase()))
      return [];
    if (countSpaceSeparatedParts(text) < 3 || degreePattern.test(text)) return [];
    // "Anticipated Graduating GPA: 3.75 / 4.0": a grade expected, never a deed ("I anticipated ...").
    if (/\bGPA\b|\bgrade point average\b/iu.test(text)) return [];
    return [text.slice(0, 200)];
  });
}

/**
 * "BACHELORS OF SCIENCE", "HOBART COLLEGE": a degree or a school written in capitals, with the capitalised words around
 * its kind, which the patterns below read only as names are written.
 */
const shoutedDegreeOrSchool =
  /(?<![\p{L}])(?:\p{Lu}[\p{Lu}'’&.-]*\s+){0,5}(?:BACHELORS?|MASTERS?|ASSOCIATES?|DIPLOMA|DEGREE|UNIVERSITY|COLLEGE|SCHOOL|INSTITUTE|ACADEMY|POLYTECHNIC)(?:['’]S)?(?:\s+\p{Lu}[\p{Lu}'’&.-]*)*(?![\p{L}])/gu;

/**
 * "Diploma, Keyin College — Dental Assisting Level II", "Diploma, AMA Computer Learning Center — Computer System Design
 * & Programming": a bare degree, then its school and its field parted by a dash (or its field and its school).
 */
const degreeSchoolDashField =
  /^(Diploma|Certificate|Associate(?: Degree)?|Bachelor(?:['’]s)?(?: Degree)?|Master(?:['’]s)?(?: Degree)?),\s+(\p{Lu}[^—–,]{2,60}?)\s+[—–]\s+(\p{Lu}[^—–,]{2,80}?)\s*$/u;

/**
 * The anonymised place a resume builder's export prints under the school ("City , State , Sierra Leone"), with the
 * field of study it runs into ("... Accounting and Finance").
 */
const anonymisedPlaceLine = /^City\s*,\s*State\b\s*,?\s*(.*)$/u;

/** What a block above a degree says of it: its school, and its field and year where the block gives them. */
type SchoolBlock = { school: string; field: string | null; year: string | null };

/** "New Haven, Connecticut, USA": a place, or a town with its state and country. */
function isPlaceLine(line: string): boolean {
  return looksLikePlace(line) || (countSpaceSeparatedParts(line) <= 6 && looksLikePlace(line.split(',').at(-1) ?? ''));
}

/**
 * "2013" / "Fourah Bay College" / "City , State , Sierra Leone Accounting and Finance" / "Bachelor of Science GPA: ...":
 * a block of year, school, anonymised place and field, and degree, keyed by the degree's line. The country after the
 * place is the longest run of its first words (three at most) that names a place; what follows it is the field.
 */
function readSchoolBlocksAboveDegrees(
  lines: readonly string[],
  isSchoolLine: (line: string | undefined) => boolean,
): Map<number, SchoolBlock> {
  const blocks = new Map<number, SchoolBlock>();
  for (const [index, line] of lines.entries()) {
    if (!degreePattern.test(line) || institutionPattern.test(line)) continue;
    const afterPlace = lines[index - 1]?.match(anonymisedPlaceLine)?.[1];
    const schoolLine = lines[index - 2];
    if (afterPlace === undefined || schoolLine === undefined || !isSchoolLine(schoolLine)) continue;
    const school = cleanInstitution(schoolLine.match(institutionPattern)?.[0] ?? '');
    if (school === null) continue;
    const words = afterPlace.split(/\s+/u).filter((word) => word !== '');
    const countryLength =
      [3, 2, 1].find((length) => length <= words.length && looksLikePlace(words.slice(0, length).join(' '))) ?? 0;
    const field = words.slice(countryLength).join(' ');
    const yearAbove = lines[index - 3]?.trim() ?? '';
    blocks.set(index, {
      school,
      field: /^\p{Lu}[\p{L}&/ ]{2,60}$/u.test(field) ? field : null,
      year: /^(?:19|20)\d{2}$/u.test(yearAbove) ? yearAbove : null,
    });
  }
  return blocks;
}

/**
 * "CACHE Children and Young People's Workforce - Level 3", "Early Years Education Level 5", "Level 3 Childcare": a
 * qualification of the English framework named by its subject and level (and its awarding body), without a word for
 * its kind (a "Level 3 Diploma in ..." is read as a diploma). Read as "a CACHE Level 3 qualification in Children and
 * Young People's Workforce", which is what it is; an ad asks for "a Childcare qualification minimum of Level 3".
 */
function readLevelledQualification(line: string): Education | undefined {
  const trimmed = stripBullet(line.trim()).replace(/\.$/u, '');
  const found =
    trimmed.match(
      /^(?:(?<body>[A-Z]{3,8})\s+)?(?<field>\p{Lu}[\p{L}'’&, ]{2,70}?)\s*(?:[-–:,]\s*)?\(?Level\s+(?<level>[1-8])\)?$/u,
    ) ??
    trimmed.match(
      /^(?:(?<body>[A-Z]{3,8})\s+)?Level\s+(?<level>[1-8])\s+(?:in\s+)?(?<field>\p{Lu}[\p{L}'’&, ]{2,70})$/u,
    );
  const { body, field, level } = found?.groups ?? {};
  // ("NVQ Level 3 Electrotechnical Installation": a vocational qualification read with the credentials.)
  if (!field || !level || countSpaceSeparatedParts(field) > 8 || /^(?:NVQ|SVQ|QCF|RQF)$/u.test(body ?? ''))
    return undefined;
  return {
    degree: `${body ? `${body} ` : ''}Level ${level} qualification`,
    field: field.trim(),
    institution: null,
    year: null,
    status: 'completed',
    highlights: [],
  };
}

/**
 * "Full Stack Web Development Bootcamp - EdX - University of Sydney": a bootcamp under Education, named with who ran
 * it, is a course the person completed, told as one (a held-out junior developer's letter left his bootcamp out).
 */
function readBootcamp(line: string): Education | undefined {
  const found = stripBullet(line.trim()).match(
    /^(\p{Lu}[\p{L}\p{N}/&+ .-]{2,60}?\s(?:Boot ?camp|Nanodegree))\b(.*)$/iu,
  );
  const name = found?.[1]?.trim();
  if (!name) return undefined;
  const rest = found?.[2] ?? '';
  const school = rest.match(institutionPattern)?.[0];
  const period = findPeriod(rest);
  return {
    degree: name,
    field: null,
    institution: school ? cleanInstitution(school) : null,
    year: period && !period.current ? (period.end ?? period.start) : null,
    status:
      /\b(?:in progress|ongoing|current(?:ly)?|enrolled)\b/iu.test(rest) || period?.current
        ? 'in_progress'
        : 'completed',
    highlights: [],
  };
}

/**
 * "Sep 2012 – Jul 2014, Fachhochschulreife Technik, BOS Erlangen": a row of schooling the role reader found among the
 * jobs (a German CV's Lebenslauf lists both in one column of dates), read as what was studied and where. Read as the
 * education section reads it where it can; otherwise the part before the school's name is the qualification and the
 * rest the school ("Wirtschaftsinformatik Techniker, SBSZ Bamberg"). Studies given up ("(abgebrochen)", "not
 * completed") are no qualification to tell.
 */
export function readSchoolingRow(row: string, today: Date = new Date()): Education | undefined {
  if (
    /\b(?:abgebrochen|nicht abgeschlossen|abandoned|discontinued|not completed|incomplete|withdrawn|inachevée?|abandonnée?s?|abandonado|incompleto)\b/iu.test(
      row,
    ) ||
    // A primary school is no qualification a fact sheet lists.
    /(?<![\p{L}\p{N}_])(?:Grundschule|Volksschule|Primary School|École primaire|Escuela primaria)\b/iu.test(row) ||
    // "Hochschule Rosenheim - Ausbildungsrichtung Mechatronik", six months: studies at a university whose row names
    // no degree may have ended without one, and a letter never says one was earned.
    (/\b(?:Hochschule|Fachhochschule|Universität|University|Université|Universidad|Universidade|Università)(?![\p{L}])/iu.test(
      row,
    ) &&
      !/\b(?:Bachelor|Master|Diplom|B\.\s?Sc|M\.\s?Sc|B\.\s?A|M\.\s?A|B\.\s?Eng|M\.\s?Eng|Abschluss|Degree|Ph\.?\s?D|Staatsexamen|Magister|Licenciatura|Licence|Graduated?)\b/iu.test(
        row,
      ))
  )
    return undefined;
  const read = readEducation([row], today)[0];
  if (read) return read;
  const period = findPeriod(row);
  const text = (period ? `${row.slice(0, period.index)} ${row.slice(period.index + period.length)}` : row)
    .replace(/\s+/gu, ' ')
    .replace(/^[\s,;:|–—-]+|[\s,;:|–—-]+$/gu, '');
  const parts = text.split(/\s*[,|]\s*/u).filter((part) => part !== '');
  // "Beratung und Software GmbH, Wiesbaden/Hessen | Weiterbildung/Training Javaprogrammierung": the part that names
  // the course is the qualification, the first other part where it was taken.
  const named = parts.findIndex((part) => schoolingWord.test(part));
  const degreeIndex = named >= 0 ? named : 0;
  const degree = parts[degreeIndex];
  if (degree === undefined || !/\p{L}{3}/u.test(degree)) return undefined;
  // "Luitpold Gymnasium Wasserburg am Inn" alone: the school, with no word of what was gained there.
  if (
    named < 0 &&
    parts.length === 1 &&
    /\b(?:Gymnasium|Realschule|Hauptschule|Gesamtschule|Oberschule|Schule|FOS|BOS|School|Lycée|Collège|Colegio|Instituto)\b/u.test(
      degree,
    )
  )
    return undefined;
  const institution = parts.find((_part, index) => index !== degreeIndex) ?? null;
  const endYear = yearIn(period?.end);
  const studying = period?.current === true || (endYear ?? 0) > today.getFullYear();
  const year = endYear ?? yearIn(period?.start);
  return {
    degree,
    field: null,
    institution,
    year: studying || year === undefined ? null : String(year),
    // ("Studium Bauingenieurwesen - BTU Cottbus", 2010 – 2012: studied, no degree shown.)
    status: studying ? 'in_progress' : readEducationStatus(degree) === 'attended' ? 'attended' : 'completed',
    highlights: [],
  };
}

/** The word of a course or a school's qualification within a row of schooling. */
const schoolingWord =
  /\b(?:Studium|Weiterbildung|Fortbildung|Umschulung|Lehrgang|Kurse?|Training|Course|Techniker|Gesellenbrief|Meisterbrief|Fachhochschulreife|Hochschulreife|Abitur|Fachabitur)\b/iu;

/** "May 2013- Sep 2016: KABARAK UNIVERSITY" without the years (and their colon or dash) it opens on. */
function withoutLeadingYears(line: string): string {
  const found = findPeriod(line);
  if (found === undefined || found.index > 2) return line;
  return line.slice(found.index + found.length).replace(/^\s*[:|,–—-]?\s*/u, '');
}

/**
 * "09/2009 – 06/2013 | Technikum Elektryczne Nr 2, Poznań" / "Abschluss: Technik elektryk (staatlich geprüfter
 * Elektrotechniker, PL)": what a school awarded, by its label, under the school's row with its years. German, French
 * and Spanish CVs name a trade's or a foreign school's qualification so, in words no list of degrees holds; a held-out
 * CV's education was read as empty. A qualification the list of degrees knows is read with the rest.
 */
function readAwardUnderSchool(line: string, above: string | undefined): Education | undefined {
  const award = line
    .trim()
    .match(
      /^(?:Abschluss|Berufsabschluss|Qualification(?:\s+(?:obtained|awarded))?|Award(?:ed)?|Diplôme(?:\s+obtenu)?|Titre(?:\s+obtenu)?|Título(?:\s+obtenido)?|Titulación(?:\s+obtenida)?)\s*:\s*(\S.*?)[.\s]*$/u,
    )?.[1];
  if (award === undefined || degreePattern.test(award) || countSpaceSeparatedParts(award) > 12) return undefined;
  const row = above?.trim() ?? '';
  const period = findPeriod(row);
  const school =
    period === undefined || degreePattern.test(row)
      ? ''
      : row
          .slice(0, period.index)
          .concat(' ', row.slice(period.index + period.length))
          .replace(/^[\s:|,–—-]+|[\s:|,–—-]+$/gu, '')
          .trim();
  // The row above is the school's: its years and its name, and nothing else of the kind a job's row holds.
  if (school === '' || countSpaceSeparatedParts(school) > 10) return undefined;
  return {
    degree: award,
    field: null,
    institution: school.replace(/,\s*[^,]+$/u, '') || school,
    year: yearIn(period?.end ?? period?.start) === undefined ? null : String(yearIn(period?.end ?? period?.start)),
    status: readEducationStatus(`${row} ${line}`),
    highlights: [],
  };
}

/** Degrees and school qualifications from the education section, one per degree mentioned. */
export function readEducation(educationLines: string[], today: Date = new Date()): Education[] {
  const entries: Education[] = [];
  const lines = educationLines
    // "BA (Hons) Interior Design" / "(top-up, online) – place" / "confirmed, starts Feb 2027": a line wrapped by a
    // narrow column goes on in brackets or in lower case, without a bullet of its own, and its status is the degree's.
    .reduce<string[]>((joined, line) => {
      const previous = joined[joined.length - 1];
      // ("– BSc (Hons) Civil Engineering – University of Rwanda, College of Science and" / "  Technology, 2014": an
      // indented line under a bulleted one, without a bullet, is that item's too, as is a line after one that stops
      // on a comma or on "and".)
      const unbulleted = stripBullet(line.trim()) === line.trim();
      if (
        previous !== undefined &&
        previous.trim() !== '' &&
        unbulleted &&
        !/[.!?]$/u.test(previous.trim()) &&
        // ("(Current GPA: 3.55)." under a degree: its grade, whose "Current" says nothing of the degree's status.)
        !/\b(?:C?GPA|grade|marks?|percentage|score)\b/iu.test(line) &&
        (/^(?:\(|\p{Ll})/u.test(line.trim()) ||
          (/^\s/u.test(line) && !/^\s/u.test(previous) && isBulletLine(previous.trim())) ||
          // (The same where the indent is gone: the line above stops on a comma or a word that needs more.)
          /(?:,|\s(?:and|of|the|in|for|at|to|with|[-–—]))$/u.test(previous.trim()) ||
          // "4. Bachelors of Science in Nursing: Florida Atlantic" / "University May 2008": a school's name the wrap
          // cut before its head noun, after the degree's colon.
          (/:\s*\p{Lu}[\p{L}' ]{1,40}$/u.test(previous.trim()) &&
            /^\s*(?:University|College|Institute|School|Academy|Polytechnic)\b/u.test(line)))
      )
        joined[joined.length - 1] = `${previous.trimEnd()} ${line.trim()}`;
      else joined.push(line);
      return joined;
    }, [])
    // "Master of Science: Cybersecurity." (a template's point after each line): the field ends at its point, which
    // had hidden it ("I hold a Master of Science from the National College of Ireland" in a held-out letter).
    .map((line) => line.replace(/(:\s*\p{Lu}[\p{L}&' -]{2,60}?)\.\s*$/u, '$1'))
    .map((line) =>
      stripBullet(line)
        // "Bachelor of Science (Honours), Biology – Co-op": the stream a Canadian degree was taken in, no school ("Biology
        // – Co-op" was read as the school, and the letter named no field).
        .replace(
          /\s*(?:[-–—]\s*|\(\s*|,\s*|\s+with\s+)co-?op(?:erative)?(?:\s+(?:program(?:me)?|option|stream|education))?\s*\)?\s*$/iu,
          '',
        )
        .replace(shoutedDegreeOrSchool, (shouted) => titleCaseFromCapitals(shouted))
        // "Associates Degree Saddleback Community College": the degree's kind as it is spelt.
        .replace(/\bAssociates(?=\s+(?:Degree|of|in)\b)/gu, 'Associate')
        .replace(degreeSchoolDashField, (whole, kind: string, first: string, second: string) => {
          const school = (part: string) => institutionPattern.test(part) || /\bCent(?:er|re)\b/u.test(part);
          if (school(first) && !school(second)) return `${kind} in ${second}, ${first}`;
          if (school(second) && !school(first)) return `${kind} in ${first}, ${second}`;
          return whole;
        })
        // "ACCA Applied Knowledge (BT, MA, FA)": a list of a course's papers in brackets, never a degree.
        .replace(/\s*\((?:[A-Z]{2,4},\s*)+[A-Z]{2,4}\)/gu, '')
        // LinkedIn's export: "Bachelor of Arts - BA, Marketing · (2013 - 2017)" is the degree, its letters, its
        // field and its years; the school stands on the line above.
        // ("Bachelor of Education - BEd (Hons), Primary Education with QTS": its class in brackets after the letters.)
        .replace(/^(.+?)\s+-\s+[A-Z][A-Za-z.]{0,7}(?:\s*\((?:Hons?|Honou?rs)\))?(?=,)/u, '$1')
        .replace(
          // "Bachelor of Business Studies, Business/Commerce, General · (2015 - 2019)": the field after the first comma.
          /^([^,]+?),\s+([^·]+?)(?:,\s*General)?\s+·\s+\(([^)]*)\)$/u,
          (_match, degree: string, field: string, years: string) =>
            // "Business/Commerce": a field a degree's name cannot hold whole is left out rather than cut.
            // ("Master of Pharmacy - MPharm, Pharmacy": a field the degree's name says already is not said again.)
            `${degree}${/\sin\s/u.test(degree) || field.includes('/') || degree.toLowerCase().endsWith(` ${field.trim().toLowerCase()}`) ? '' : ` in ${field}`}${years.trim() === '' ? '' : `, ${years}`}`,
        )
        .trim(),
    )
    .filter((line) => line !== '')
    // "Master Management et Business des Industries Créatives" / "Marketing et communication" / "YNOV Bordeaux Campus" /
    // "2021 - 2023": what the degree specialised in, on a line between it and its school, is the degree's; read apart,
    // the school and years of the degree above were given to it.
    .reduce<string[]>((merged, line, index, all) => {
      const previous = merged[merged.length - 1];
      const after = all[index + 1] ?? '';
      const between =
        previous !== undefined &&
        degreePattern.test(previous) &&
        !degreePattern.test(line) &&
        !institutionPattern.test(line) &&
        !/\d/u.test(line) &&
        countSpaceSeparatedParts(line) <= 6 &&
        /^\p{Lu}/u.test(line) &&
        institutionPattern.exec(after)?.index === 0;
      if (between) merged[merged.length - 1] = `${previous} (${line})`;
      else merged.push(line);
      return merged;
    }, []);
  /**
   * A short line that opens on a school's name and names no degree: a school's own line. ("May 2013- Sep 2016: KABARAK
   * UNIVERSITY", "2008-2011- FRIENDS SCHOOL KAIMOSI": its years may stand before it.)
   */
  const startsWithSchool = (line: string | undefined) =>
    line !== undefined &&
    !degreePattern.test(line) &&
    withoutLeadingYears(line).match(institutionPattern)?.index === 0 &&
    countSpaceSeparatedParts(line) <= 12;
  // ("Master of Arts ..." / "Georgia State University | 2021" / "Bachelor of Science ..." / "Jackson State University |
  // 2017": a section that sets its first school under its degree sets every school so; the school above a later
  // degree is the one before's.)
  const firstDegree = lines.findIndex((line) => degreePattern.test(line));
  const schoolsUnderDegrees =
    firstDegree >= 0 && !startsWithSchool(lines[firstDegree - 1]) && startsWithSchool(lines[firstDegree + 1]);
  // ("Hollins University" / "Bachelor of Arts, Theater" after a first degree under its school: every school above.)
  const schoolsAboveDegrees = firstDegree >= 0 && startsWithSchool(lines[firstDegree - 1]);
  const schoolBlocks = readSchoolBlocksAboveDegrees(lines, startsWithSchool);
  const interleaved = new Set<Education>();
  let highlightTarget: Education | undefined;
  // A school above its degrees that heads no degree ("2001-2007- MOI PRIMARY SCHOOL" / "Attained 349 marks"): the
  // lines under it are that school's, never the degree's above ("During my studies at Kabarak University, I attained
  // 349 marks" in a held-out letter).
  let schoolWithoutDegree = false;
  // Qualifications whose school, if any, stood above them: a school after one heads a block of its own.
  const settled = new Set<Education>();
  for (const [index, line] of lines.entries()) {
    const labeled = readLabeledEducation(line);
    if (labeled) {
      entries.push(labeled);
      continue;
    }
    const awarded = readAwardUnderSchool(line, lines[index - 1]);
    if (awarded) {
      entries.push(awarded);
      settled.add(awarded);
      highlightTarget = undefined;
      schoolWithoutDegree = false;
      continue;
    }
    // A qualification named without a word of a degree's kind: by its level, or as a bootcamp.
    const namedWithoutKind = degreePattern.test(line)
      ? undefined
      : (readLevelledQualification(line) ?? readBootcamp(line));
    if (namedWithoutKind) {
      // ("Greenwich University -" / "Early Years Education Level 5": the school on the line above.)
      const school = withoutLeadingYears(lines[index - 1] ?? '')
        .replace(/\s*[-–,:|]\s*$/u, '')
        .match(institutionPattern);
      const entry = {
        ...namedWithoutKind,
        institution:
          namedWithoutKind.institution ??
          (school?.index === 0 && !degreePattern.test(lines[index - 1] ?? '') ? cleanInstitution(school[0]) : null),
      };
      entries.push(entry);
      settled.add(entry);
      highlightTarget = undefined;
      schoolWithoutDegree = false;
      continue;
    }
    const found = line.match(degreePattern);
    // "Sales Associate license", "Associate Director": a bare "Associate" after a capitalised word is a post's word.
    // "Associate Member, Institute of Chartered Accountants": a grade of membership, no degree.
    const degree =
      (found?.[0] === 'Associate' &&
        (/\p{Lu}[\p{L}'’-]*\s+$/u.test(line.slice(0, found.index ?? 0)) ||
          /^\s+(?:Member|Membership|Fellow|Director|Professor|Editor|Partner|Consultant)\b/u.test(
            line.slice((found.index ?? 0) + found[0].length),
          ))) ||
      // "Bachelor pass", "Diploma pass": the level of a South African school-leaving certificate, no degree.
      (found !== null && /^\s+pass\b/iu.test(line.slice((found.index ?? 0) + found[0].length))) ||
      // "Teacher practising licence – will apply once the PGDE is conferred": a degree named as a condition of
      // something else is not listed here.
      (found !== null &&
        /\b(?:once|when|after|until|before)\s+(?:the\s+|my\s+)?$/iu.test(line.slice(0, found.index ?? 0))) ||
      // "PGDE COURSE PROJECT AND TEACHING PRACTICE": a heading over what was done for a degree listed above.
      (found !== null &&
        !/\p{Ll}/u.test(line) &&
        !/\b(?:19|20)\d{2}\b/u.test(line) &&
        /\b(?:PROJECTS?|PRACTICE|PLACEMENTS?|COURSEWORK|MODULES|THESIS|DISSERTATION)\b/u.test(line))
        ? null
        : found;
    if (!degree?.[0] && schoolsAboveDegrees && startsWithSchool(line) && withoutLeadingYears(line) !== line) {
      schoolWithoutDegree = true;
      continue;
    }
    if (!degree?.[0] && schoolWithoutDegree) continue;
    if (!degree?.[0]) {
      // "MSW Advanced Practicum - Intake & Family Support | Niagara ..." under a BA listed last: a placement that names
      // a degree by its letters is that degree's, with the lines under it.
      const words = line.split(/[^\p{L}]+/u);
      const named = entries.find((entry) => {
        const letters = degreeInitials(entry.degree);
        return letters !== undefined && words.includes(letters);
      });
      if (named) highlightTarget = named;
      const last = highlightTarget ?? entries[entries.length - 1];
      if (!last) continue;
      // "Associate of Applied Science," / "▪ Lead weekly sales huddles ..." / "Prairie Rock Community College" / "2014":
      // the school or the year after lines of work is a two-column page read across its columns. Those lines were
      // the job's beside it, never what the person did while studying; the school and year are the degree's.
      const schoolMatch = countSpaceSeparatedParts(line) <= 8 ? line.match(institutionPattern) : null;
      // The school alone on its line (with its place), never a line about a school ("Study Abroad 2015 Yonsei ...").
      const lateSchool = schoolMatch?.index === 0 ? schoolMatch[0] : undefined;
      const lateYear = /^(?:19|20)\d{2}$/u.test(line);
      if (lateSchool !== undefined && settled.has(last)) {
        schoolWithoutDegree = true;
        continue;
      }
      if (lateSchool !== undefined || lateYear) {
        if (last.highlights.length > 0) interleaved.add(last);
        last.highlights = [];
        if (lateSchool !== undefined && last.institution === null) last.institution = cleanInstitution(lateSchool);
        if (lateYear && last.year === null) last.year = line;
        continue;
      }
      if (!interleaved.has(last)) last.highlights = [...last.highlights, ...readStudyHighlights(line)].slice(0, 10);
      continue;
    }
    // The year may stand on the line before or after the degree; the institution only on the degree's own line, or
    // on the next line when that line names no degree of its own (never the next degree's school).
    const nextLine = lines[index + 1] ?? '';
    const previousLine = lines[index - 1] ?? '';
    // "Bachelor of Nursing – Western Sydney University, 2020" above "Graduate Certificate in ... – UTS": a line that
    // names its own degree gives this one no year.
    // (Nor does the school above it, where each school stands under its degree: "Drexel University - Graduation
    // September 2023" is the certificate's above, and an MSN of 2017 was dated 2023.)
    // ("Maestría en Matemáticas Aplicadas | Centro de Investigación ..." over "Licenciado en Economía | Universidad de
    // Guanajuato | 2011": nor does the line below that names its own degree; the Maestría had been dated 2011.)
    const context = [
      degreePattern.test(previousLine) || (schoolsUnderDegrees && startsWithSchool(previousLine)) ? '' : previousLine,
      line,
      degreePattern.test(nextLine) && findPeriod(line) === undefined && /\s\|\s/u.test(nextLine) ? '' : nextLine,
    ].join(' | ');
    // "University of Leeds" on its own line above "BSc (Hons) Nursing, 2015": the school, when that line names no
    // degree and the degree's own line and the next name no school.
    // "High School Diploma – Dunmore High School": the school after the degree, never the degree's own words.
    const afterDegreeText = line.slice((degree.index ?? 0) + degree[0].length);
    const ownWords = institutionPattern.test(degree[0]);
    // A school alone on the line above the degree: this list puts each school above its degree.
    const schoolAbove = startsWithSchool(previousLine);
    // LinkedIn's export puts each school above its degree ("St Mary's University, Twickenham" / "Bachelor of Education,
    // Primary Education with QTS"): the school above is the degree's when no degree stands above that school, and
    // what follows the degree's comma is its field.
    // ("Anderson University   March 2021 – Dec. 2023" / "B.S. of Elementary Education": a school with its years on its
    // line heads the block of the degree under it, whatever stands above it.)
    // (Each school under its degree: the school above is the degree's above, and the one below this degree's.)
    const schoolBelowEach = schoolsUnderDegrees && startsWithSchool(nextLine);
    const schoolAboveOnly =
      schoolAbove &&
      !schoolBelowEach &&
      (!degreePattern.test(lines[index - 2] ?? '') || findPeriod(previousLine) !== undefined || schoolsAboveDegrees);
    // "Diploma, Business Administration – Accounting | SAIT | 2017": a table's row holds its own school in a cell, and
    // never takes the next row's ("... | CPA Western School of Business | Planned").
    const cells = line.split(/\s\|\s|\t/u).map((cell) => cell.trim());
    const tableRow = cells.length >= 3;
    const ownCell = tableRow
      ? cells.slice(1).find((cell) => /^\p{Lu}[\p{L}&.' -]{1,60}$/u.test(cell) && !degreePattern.test(cell))
      : undefined;
    // "Yale School of Forestry and Environmental Studies" / "2008-2010" / "New Haven, Connecticut, USA" / "Master of
    // Science ...": the school heads its block, its years and place between it and the degree, which ends the block;
    // the school under the degree is the next block's.
    // ("HIGH SCHOOL DIPLOMA" / "Don Bosco Technical Institute Tarlac" / "March 2002": a school under the degree with its
    // date under it is the degree's, and the school above with its years heads the block before; unless a place
    // follows that date, when the school heads the next block of school, years, place and degree.)
    const dateUnderNext = lines[index + 2] ?? '';
    const schoolBelowWithDate =
      startsWithSchool(nextLine) &&
      (isPeriodOnlyLine(dateUnderNext) || readResumeDate(dateUnderNext.trim()) !== undefined) &&
      !isPlaceLine(lines[index + 3] ?? '');
    const blockSchool = (() => {
      if (schoolBelowWithDate) return undefined;
      for (let back = 2; back <= 3; back += 1) {
        const above = lines[index - back] ?? '';
        const between = lines.slice(index - back + 1, index);
        if (degreePattern.test(above) || between.some((member) => degreePattern.test(member))) return undefined;
        const onlyDatesAndPlaces = between.every(
          (member) =>
            isPeriodOnlyLine(member) ||
            /^(?:19|20)\d{2}$/u.test(member.trim()) ||
            // ("Santa Barbara, California, USA": a town, its state and its country.)
            isPlaceLine(member),
        );
        const school = above.match(institutionPattern);
        if (onlyDatesAndPlaces && school?.index === 0 && countSpaceSeparatedParts(above) <= 8) return school[0];
      }
      return undefined;
    })();
    // "Geneseo State University" / "Bachelor of Arts in Psychology" / "Bachelor of Arts in History" / "University of West
    // Florida" / "TeacherReady Certification Program": two degrees under one school share it; the school under the
    // second heads the next block (before, the second degree was placed at the next school).
    const twoLinesAbove = lines[index - 2] ?? '';
    const sharedSchool =
      degreePattern.test(previousLine) && !institutionPattern.test(previousLine) && startsWithSchool(twoLinesAbove)
        ? twoLinesAbove.match(institutionPattern)?.[0]
        : undefined;
    const onOtherLines = (): string | undefined =>
      tableRow
        ? institutionAfterDegree(line, degree.index ?? 0, degree[0].length)
        : ((schoolAboveOnly ? previousLine.match(institutionPattern)?.[0] : undefined) ??
          sharedSchool ??
          blockSchool ??
          institutionAfterDegree(line, degree.index ?? 0, degree[0].length) ??
          // "Western Shore Institute of Technology" / "Bachelor of Arts ..." / "Irish Academy of Digital Marketing" /
          // "Professional Diploma ...": a school above the next degree is that degree's.
          (degreePattern.test(nextLine) ||
          (schoolAbove && !schoolsUnderDegrees && degreePattern.test(lines[index + 2] ?? ''))
            ? undefined
            : nextLine.match(institutionPattern)?.[0]) ??
          (degreePattern.test(previousLine) || countSpaceSeparatedParts(previousLine) > 8
            ? undefined
            : previousLine.match(institutionPattern)?.[0]));
    // "AB-Tech| Asheville, NC" above "Associate of Arts in Culinary Arts": a school and its place, parted by a bar, head
    // the degree under them, whatever the school's name says.
    const headed = previousLine.match(/^([^|]{2,60}?)\s*\|\s*([^|]{2,40})$/u);
    const headerSchool =
      headed?.[1] &&
      headed[2] &&
      !degreePattern.test(previousLine) &&
      (looksLikePlace(headed[2]) || /^online$/iu.test(headed[2].trim()))
        ? headed[1].trim()
        : undefined;
    // "Diploma of Information Technology - Saibt/Uni SA": the school after the field's dash, whatever its name says
    // (never the next line's school, "Kings Baptist Grammar School").
    const dashedSchool = afterDegreeText.match(
      /^\s+(?:in|of)\s+[\p{L}& ]{3,60}?\s+[-–—|]\s+(\p{Lu}[^|–—]{1,60}?)\s*$/u,
    )?.[1];
    // "Técnico Superior en Gestión de Alojamientos Turísticos (Higher Vocational Diploma ...) — CIPFP Misericordia,
    // Valencia, 2017–2019": the name after the degree's spaced dash, before the town and years, is its school, whatever
    // its name says (the school of the line below, "Bachillerato — IES Jorge Juan", had been taken for it).
    // (Only where its town or years follow its comma: "... (MAT) – Health & Physical Education" names a field.)
    const [, schoolAfterDash, afterSchool = ''] =
      afterDegreeText.match(/^[^–—|]*?\s[–—]\s+(\p{Lu}[^,|–—()]{1,60}?)\s*,\s*([^|]{2,60})$/u) ?? [];
    const spacedDashSchool =
      schoolAfterDash !== undefined &&
      (findPeriod(afterSchool) !== undefined || looksLikePlace(afterSchool.split(/\s*,\s*/u)[0] ?? '')) &&
      findPeriod(schoolAfterDash) === undefined &&
      !degreePattern.test(schoolAfterDash) &&
      !looksLikePlace(schoolAfterDash) &&
      !/\b(?:expected|planned|in progress|ongoing|completed|graduated|honou?rs|distinction|merit|grade|GPA)\b/iu.test(
        schoolAfterDash,
      )
        ? schoolAfterDash
        : undefined;
    const institution =
      (ownWords ? afterDegreeText.match(institutionPattern)?.[0] : universityOverSchool(line)) ??
      (dashedSchool !== undefined && findPeriod(dashedSchool) === undefined ? dashedSchool : undefined) ??
      spacedDashSchool ??
      ownCell ??
      headerSchool ??
      onOtherLines() ??
      null;
    // The field stands between the degree and the school: "Master of Business : Accounting Monash University";
    // "(Hons)" and "(BBA)" after the degree come first.
    // ("Ausbildung zum Kfz-Mechatroniker": a German compound joined by its hyphen is the degree's whole word; cut at the
    // hyphen, a letter said "eine Ausbildung zum Kfz".)
    const compoundTail = line.slice((degree.index ?? 0) + degree[0].length).match(/^-\p{Lu}[\p{L}-]*/u)?.[0] ?? '';
    const degreeName = `${degree[0]}${compoundTail}`;
    const afterDegree = line
      .slice((degree.index ?? 0) + degreeName.length)
      .replace(/^\s*\((?:Hons?|Honou?rs|[A-Z][A-Za-z.]{1,7})\)/u, '');
    const schoolBlock = schoolBlocks.get(index);
    const school = (institution ? cleanInstitution(institution) : null) ?? schoolBlock?.school ?? null;
    const beforeSchool =
      school && afterDegree.includes(school) ? afterDegree.slice(0, afterDegree.indexOf(school)) : afterDegree;
    const readField =
      beforeSchool
        .match(
          // ("B.E. (Civil Engineering), Anna University": the field in brackets after the degree's letters.)
          /^\s*(?:in|of|:|,|-|–|\((?=[\p{L}&/ ]{3,60}\))|(?=\p{Lu}))\s*([\p{L}&/ ]{3,60}?(?:-\p{L}[\p{L}&/ ]{0,60}?)?)(?=\s*(?:,|\||–|—|\bat\b|$|\(|\)|\d|\.\s)|\s*-(?!\p{L}))/u,
        )?.[1]
        ?.trim() ?? null;
    // ("Doctor rerum naturalium, der Universität Leipzig": the article of the school's name is no field.)
    // ("Técnico Superior en Administración y Finanzas (FP de Grado Superior)": the level of the course in brackets, no
    // field; "Técnico Superior ... en FP de Grado Superior" had been said.)
    const field =
      readField !== null &&
      (/^(?:der|die|das|des|dem|den|de|del|du|la|le|el|the|and|und)$/iu.test(readField) ||
        /^(?:FP|Formación Profesional|Ciclo Formativo)\s+de\s+Grado\s+(?:Superior|Medio)$/iu.test(readField))
        ? null
        : readField;
    // "Bachelor studies in Tourism – 2 years completed (did not finish, moved to Ireland)": a degree not gained is
    // no degree, and a letter must never say it is held.
    // "Completed Years 1 and 2, left before final year to work full time" on the line after it says the same.
    // ("Bachelor of Science: Medicine" / "Universidad de Ciencias Medicas - Pinar del Rio, Cuba" / "Left Cuba seeking
    // Asylum, career coursework completed until 4th year": or on the line after its school's.)
    const lineAfterNext = lines[index + 2] ?? '';
    if (
      unfinishedWords.test(line) ||
      (!degreePattern.test(nextLine) && unfinishedWords.test(nextLine)) ||
      (!degreePattern.test(nextLine) &&
        !degreePattern.test(lineAfterNext) &&
        // ("Universidad Nacional de Rosario | 2011–" / "I have passed 90% of the education, but ... cannot complete ...":
        // the school's line may hold its years.)
        (findPeriod(nextLine) === undefined || nextLine.match(institutionPattern)?.index === 0) &&
        unfinishedWords.test(lineAfterNext))
    )
      continue;
    // "Bachelor in Informatik, Hochschule Luzern (2 Semester)": a degree's study told by how long it lasted, never by
    // its end, is one left after those terms ("3. Semester", an ordinal, is the term under way).
    if (/\(\s*\d{1,2}\s+(?:Semester|Semestern|semesters?|semestres?|Trimester|trimesters?)\s*\)/u.test(line)) continue;
    // (In a block headed by its school, the years stand between the school and the degree: never the next block's.)
    const blockYears =
      blockSchool === undefined
        ? undefined
        : [2, 1].map((back) => findPeriod(lines[index - back] ?? '')).find((found) => found !== undefined);
    // ("Bioinformatik (Bachelor of Science)" / "Freie Universität Berlin" / "01/10/2020 – Aktuell": a Europass CV's
    // years under the school under its degree.)
    // ("... (Bachelor of Science)" / "Freie Universität Berlin" / a line under the school: that line is the degree's.)
    const underSchool =
      !degreePattern.test(nextLine) && institutionPattern.test(nextLine) && !degreePattern.test(lineAfterNext);
    const yearsUnderSchool = underSchool ? findPeriod(lineAfterNext) : undefined;
    const period =
      findPeriod(line) ??
      blockYears ??
      (schoolBelowWithDate ? yearsUnderSchool : undefined) ??
      findPeriod(context) ??
      yearsUnderSchool;
    // "General Education coursework towards an Associate of Business Administration" over years that ended (or over
    // none: "General Education toward Associate in Business Administration"): credits
    // towards a degree, which the person does not hold and no longer studies for; a letter must never say "I hold"
    // it. (Coursework towards one still under way is the degree under way.)
    if (
      /\b(?:general education|coursework|course work|courses|credits?|units|classes|modules)\s+(?:completed\s+)?towards?\b/iu.test(
        line,
      ) &&
      period?.current !== true
    )
      continue;
    // "AAT Level 3 Diploma in Accounting", "Level 3 Diploma in Adult Care": the awarding body and the level are what a
    // reader weighs the diploma by.
    const level = /^(?:Diploma|Certificate)\b/u.test(degree[0])
      ? line
          .slice(0, degree.index ?? 0)
          // ("CIDESCO Diploma in Beauty Therapy": the awarding body alone.)
          .match(
            /(?:\b[A-Z]{2,6}\s+)?Level\s+\d(?:\s+(?:Extended|Subsidiary|Advanced|Higher|Foundation))?\s+$|^\s*[A-Z]{3,8}\s+$/u,
          )?.[0]
          ?.trimStart()
      : undefined;
    // "Bachelor of Science Biochemistry": the field written straight after the kind of degree, without "in".
    const fieldAfterKind = degree[0].match(
      /^((?:Bachelor|Master)(?:['’]s)? of (?:Science|Arts|Engineering|Education|Laws|Commerce|Business Administration|Fine Arts))\s+(?!(?:Degree|GPA|Honou?rs|Hons|Program|Programme)\b)(\p{Lu}\p{Ll}[\p{L} ]*)$/u,
    );
    highlightTarget = undefined;
    schoolWithoutDegree = false;
    entries.push({
      // ("Master of Public Health Concentration- Health Administration": the word that says what follows is its
      // concentration is no part of the degree's name.)
      degree: `${level ?? ''}${fieldAfterKind?.[1] ?? degreeName}`
        .replace(/\s+/g, ' ')
        .trim()
        .replace(/\s+(?:concentration|speciali[sz]ation|emphasis|track)$/iu, ''),
      // "Diploma in Payroll Management – enrolled Sept 2024": a status after the dash is no field.
      field:
        (fieldAfterKind?.[2] ? tidyField(fieldAfterKind[2].trim()) : undefined) ??
        (field !== null && /^(?:enrolled|started|expected|due|completed|passed|studying|ongoing)\b/iu.test(field)
          ? null
          : tidyField(field)) ??
        schoolBlock?.field ??
        null,
      // "University of Maryland City": the anonymised place left beside the name is no part of it.
      institution: school ? withCampus(line, school) : null,
      year: period ? (period.current ? null : (period.end ?? period.start)) : (schoolBlock?.year ?? null),
      // "... (Level 6) – part-time," / "5 of 8 papers complete, finishing mid-2025": a line a comma leaves open goes on;
      // so does one whose next line goes on in lower case ("... – currently" / "studying, exam Dec 2026").
      // ("Maestría en Ciencias ..." / "Centro de Investigación en Matemáticas A.C." / "En proceso de titulación.": the
      // note under its school's line is the degree's too.)
      status: educationStatusWithDates(
        readEducationStatus(
          [
            line,
            /,\s*$/u.test(line) ||
            (!degreePattern.test(nextLine) &&
              (/^\s*\p{Ll}/u.test(nextLine) ||
                (countSpaceSeparatedParts(nextLine) <= 6 &&
                  findPeriod(nextLine) === undefined &&
                  studyUnderWayInOtherLanguages.test(nextLine))))
              ? nextLine
              : '',
            underSchool &&
            findPeriod(lineAfterNext) === undefined &&
            countSpaceSeparatedParts(lineAfterNext) <= 6 &&
            studyUnderWayInOtherLanguages.test(lineAfterNext)
              ? lineAfterNext
              : '',
          ].join(' '),
        ),
        period,
        nextLine,
        today,
      ),
      highlights: [],
    });
  }
  return entries.flatMap((entry) => tidyEducation(entry) ?? []).slice(0, 15);
}

/**
 * "University of California, Berkeley": a university of several campuses is named with the campus after its comma,
 * which the school's pattern stops before. Not a place the name already holds ("University of Leeds, Leeds"), not an
 * anonymised "City", not a country.
 */
function withCampus(line: string, school: string): string {
  if (!/^University of /u.test(school)) return school;
  const at = line.indexOf(school);
  if (at < 0) return school;
  const campus = line
    .slice(at + school.length)
    .match(/^,\s*(\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?)(?=\s*(?:,|$|\|))/u)?.[1];
  if (!campus || /^(?:City|State|Country|United|England|Scotland|Wales|Ireland|Canada|India|Australia)\b/u.test(campus))
    return school;
  if (campus.split(/\s+/).some((word) => school.includes(word))) return school;
  return `${school}, ${campus}`;
}

/** "Master of Social Work" → "MSW", "Bachelor of Science in Nursing" → "BSN": a degree's letters, three or more. */
function degreeInitials(degree: string): string | undefined {
  const words = degree.split(/\s+/u).filter((word) => !/^(?:of|in|and|the|&)$/iu.test(word));
  if (words.length < 3 || !words.every((word) => /^\p{Lu}/u.test(word))) return undefined;
  return words.map((word) => word.charAt(0)).join('');
}

/** Words that end the name of a field of study: "Justice Studies", "Graphic Design", "Civil Engineering". */
const fieldWords =
  '(?:Studies|Engineering|Management|Science|Sciences|Design|Technology|Arts|Administration|Education|Communications?|Journalism|Nursing|Accounting|Finance|Paramedic|Marketing|Economics|Psychology|Sociology|Mathematics|Math|Physics|Chemistry|Biology|History|English|Law|Media|Music|Statistics|Informatics|Architecture|Nutrition|Hospitality|Business|Commerce)';

/** A field of study printed before the school's name: "Justice Studies Montclair State University". */
// ("MBA Marketing & Sales Amity University": a field and the one joined to it, a dataset's column gap lost.)
const fieldBeforeSchool = new RegExp(
  `^((?:[\\p{Lu}][\\p{L}]+\\s+(?:&\\s+|and\\s+)?){0,2}${fieldWords}(?:\\s+(?:&|and)\\s+[\\p{Lu}][\\p{L}]+)?)\\s+(?=[\\p{Lu}])`,
  'u',
);

const monthName = /^(?:January|February|March|April|May|June|July|August|September|October|November|December)$/;

/**
 * An education entry as a letter can state it, or undefined when it cannot be stated: the field taken out of the
 * school's name, months and places out of the field, "GPA" and "Degree" out of the degree, and coursework towards a
 * degree never stated as the degree ("Associate of Arts : Coursework in Hospitality Management").
 */
function tidyEducation(entry: Education): Education | undefined {
  if (entry.field && /^coursework\b/i.test(entry.field)) return undefined;
  // "Masters of Science", "Bachelors of Engineering": the degree as it is spelt.
  const degree = entry.degree
    // "Kaufmann im Einzelhandel - Ausbildung Anerkennung": the trade before the apprenticeship is what it was in (and
    // "Anerkennung", a recognition of it, is kept beside it).
    .replace(/^(.+?)\s+[-–]\s+Ausbildung(\s+Anerkennung)?$/u, (_whole, trade: string, recognised?: string) =>
      recognised ? `Ausbildung als ${trade} (Anerkennung)` : `Ausbildung als ${trade}`,
    )
    .replace(/\s+(?:GPA|Degree)$/u, '')
    .replace(/^(Master|Bachelor)s of\b/u, '$1 of')
    .replace(/^(Master|Bachelor)s$/u, '$1’s')
    .trim();
  let field = entry.field
    ?.replace(/^Speciali[sz]ation in .*$/u, '')
    // ("Bachelor of Science in Nursing (BScN) Degree Sept 2014 - April 2018": the word "Degree" and the month its
    // years open on are no field; "with a major in Degree Sept" in a held-out letter.)
    .replace(
      /\s*\b(?:January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)\.?$/u,
      '',
    )
    .replace(/^Degree$/u, '')
    .trim();
  if (field && (monthName.test(field) || looksLikePlace(field))) field = '';
  let institution = entry.institution?.replace(/^Diploma\s+/u, '').trim() ?? null;
  // ("Diploma in Legal Studies, Law Society of Ireland / Irish Institute of Legal Executives — 2016": two bodies that
  // award it jointly, the first of which had been read as its field; said as given, never cut at "Law".)
  const jointly =
    field && /\s*\/$/u.test(field) && institution ? `${field.replace(/\s*\/$/u, '')} / ${institution}` : undefined;
  if (jointly) return { ...entry, degree, field: null, institution: jointly };
  // "Ausbildung Hotelfachfrau (IHK) – Hotel Isarblick, München": an organisation after the qualification is where it
  // was earned (the town after it is no school), never its field.
  if (
    field &&
    /^(?:Ausbildung|Lehre|Berufsausbildung|Apprenticeship)\b/iu.test(degree) &&
    /^\p{Lu}/u.test(field) &&
    looksLikeOrganisation(field)
  ) {
    institution = field;
    field = '';
  }
  const leading = institution?.match(fieldBeforeSchool);
  const rest = institution && leading ? institution.slice(leading[0].length) : '';
  // "Easwari Engineering College" keeps its name: what would be left ("College") names no school.
  if (
    institution &&
    leading?.[1] &&
    /\b(?:University|College|Institute|School|Academy|Polytechnic)\b/.test(rest) &&
    // ("Business And Hotel Management School": what is left opens on its "And", a name that goes on.)
    !/^(?:and|&|of|for|the)\s/iu.test(rest) &&
    !/^(?:(?:Community|Technical|State)\s+)?(?:University|College|Institute|School|Academy|Polytechnic)$/.test(rest)
  ) {
    if (!field) field = leading[1];
    else if (leading[1] === 'Studies') field = `${field} Studies`;
    // "Quality and | Systems Engineering Lakeshore University": one field the school's reading cut in two.
    else if (/\s(?:and|&)$/u.test(field)) field = `${field} ${leading[1]}`;
    institution = institution.slice(leading[0].length);
  }
  // "Boston University College of Communication Journalism": the field printed again after the school.
  // ("Holy Cross College of Nursing" keeps its "Nursing": the name would end on "of".)
  if (
    institution &&
    field &&
    institution.endsWith(` ${field}`) &&
    !/\s(?:of|for|and|&|in)$/iu.test(institution.slice(0, -field.length - 1))
  )
    institution = institution.slice(0, -field.length - 1);
  if (institution && (monthName.test(institution) || !/\p{Lu}/u.test(institution))) institution = null;
  // ("MA SOCIAL WORK | UNIVERSITY OF CHESTER": a field in capitals is said as a field is written, "Social Work".)
  // (Never an acronym: "ADN" stays as written.)
  const spokenField =
    field && /\p{Lu}{6}|\p{Lu}{3}\s+\p{Lu}{3}/u.test(field) && !/\p{Ll}/u.test(field)
      ? titleCaseFromCapitals(field)
      : field;
  return { ...entry, degree, field: spokenField || null, institution };
}
