// Section headings and dates, as the checker reads them in resumes and ads (English, German, Spanish, French): a
// heading is a short line that names a known section, possibly followed by a colon and a short list.

export type ResumeSectionKind =
  'experience' | 'education' | 'credentials' | 'skills' | 'projects' | 'summary' | 'languages' | 'other';

const resumeHeadings: [ResumeSectionKind, RegExp][] = [
  [
    'experience',
    /^(?:(?:professional|work|relevant|employment|career|job|volunteer|military|teaching|clinical|industry|leadership)\s+)*(?:experience|history|background)$|^(?:employment|work|career)(?: history)?$|^positions? held$|^company details$|^volunteer(?:ing| work)?$|^voluntariado$|^b[ée]n[ée]volat$|^ehrenamt(?:liches engagement)?$|^volontariato$|^berufserfahrung$|^berufliche[rn]? (?:werdegang|erfahrung|stationen|laufbahn)$|^(?:beruflicher )?werdegang$|^praxiserfahrung$|^experiencia(?: profesional| laboral)?$|^trayectoria(?: profesional)?$|^expériences?(?: professionnelles?)?$|^parcours(?: professionnel)?$/,
  ],
  [
    'education',
    /^(?:education|academic (?:background|qualifications|history)|education (?:and|&) (?:training|qualifications|certifications?|certificates|licen[cs]es)|training|qualifications (?:and|&) education|ausbildung|studium|bildungsweg|schulbildung|(?:schul- und )?ausbildung|formación(?: académica)?|educación|estudios(?: profesionales| universitarios| realizados| adicionales| complementarios)?|education details|formation|études|diplômes)$/,
  ],
  [
    'credentials',
    /^(?:certifications?|certificates?|licen[cs]es?|licen[cs]es? (?:and|&) certifications?|certifications? (?:and|&) (?:licen[cs]es?|training|courses)|accreditations?|registrations?|professional (?:qualifications|certifications?|registrations?|development|licen[cs]es?)|qualifications|courses|zertifikate|zertifizierungen|weiterbildungen?|fortbildungen|lizenzen|certificaciones|certificados|titulaciones|cursos)$/,
  ],
  [
    'skills',
    /^(?:(?:technical|key|core|professional|computer|it|relevant|additional|soft|hard)\s+)?(?:skills?|skill highlights|skills summary|skill sets?|skillset|skill details|competenc(?:ies|es)|expertise|technologies|tools|strengths|areas of expertise)$|^conocimientos(?: adicionales| técnicos| informáticos)?$|^(?:kenntnisse|kernkompetenzen|fähigkeiten(?: \(detail\))?|kompetenzen|it-kenntnisse|fachkenntnisse|habilidades|competencias|aptitudes|compétences|savoir-faire)$/,
  ],
  [
    'projects',
    /^(?:(?:personal|academic|selected|key|side)\s+)?projects?$|^projekte(?: \(auswahl\))?$|^proyectos$|^projets$/,
  ],
  [
    'summary',
    /^(?:(?:professional|career|executive|personal)\s+)?(?:summary|profile|objective|overview|statement)$|^about me$|^profil$|^kurzprofil$|^perfil(?: profesional)?$|^resumen$|^objetivo$|^à propos de moi$/,
  ],
  ['languages', /^(?:languages?|sprachen|sprachkenntnisse|idiomas|langues)$/],
  [
    'other',
    /^(?:awards?|honou?rs|awards (?:and|&) honou?rs|achievements|accomplishments|highlights|interests|hobbies|references|activities|publications|additional information|affiliations|memberships|interessen|hobbys|ehrenamt|referenzen|publikationen|premios|logros|intereses|référence?s|centres d'intérêt)$/,
  ],
];

/** A heading's words, folded: case, marks and a trailing colon do not matter. */
export function foldHeadingText(line: string): string {
  return line
    .trim()
    .replace(/^[#=*_•\s-]+|[=*_\s-]+$/g, '')
    .replace(/:$/, '')
    .replace(/\s*&\s*/g, ' & ')
    .replace(/\s+/g, ' ')
    .toLowerCase();
}

/** The resume section a line announces, or undefined. "Skills: Python, SQL" announces skills with a list after it. */
export function readResumeHeading(line: string): ResumeSectionKind | undefined {
  const trimmed = line.trim();
  if (trimmed === '' || trimmed.length > 60) return undefined;
  const [beforeColon = '', afterColon] = trimmed.split(/:(.*)/s);
  const heading = foldHeadingText(afterColon !== undefined && afterColon.trim() !== '' ? beforeColon : trimmed);
  if (heading.split(' ').length > 6) return undefined;
  for (const [kind, pattern] of resumeHeadings) if (pattern.test(heading)) return kind;
  return undefined;
}

// ("Ene. 2021 – Feb. 2024", "janv. 2018 – août 2020": Spanish and French months shortened as their CVs write them.)
const monthNames =
  'ene|abr|ago|dic|janv|févr|avr|juil|déc|jän|jan(?:uary|uar)?|feb(?:ruary|ruar)?|mar(?:ch)?|märz|apr(?:il)?|may|mai|june?|juni|july?|juli|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|okt(?:ober)?|nov(?:ember)?|dec(?:ember)?|dez(?:ember)?|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre|janvier|février|mars|avril|juin|juillet|août|septembre|octobre|novembre|décembre';
const datePoint = `(?:(?:${monthNames})\\.?\\s*)?(?:\\d{1,2}[./-]\\s?)?(?:19|20)\\d{2}`;
const openEnd = `present|current|now|today|date|heute|aktuell|jetzt|dato|presente|actualidad|actual|la fecha|aujourd['’]hui|ce jour|maintenant`;
const rangePattern = new RegExp(
  `${datePoint}\\s*(?:[-–—]+|to|until|till|bis|hasta|a|au|à)\\s*(?:${datePoint}|${openEnd})|(?:since|seit|desde|depuis)\\s+${datePoint}`,
  'iu',
);
const lonePointPattern = new RegExp(`^(?:[-–—•\\s]*)${datePoint}(?:\\s*[-–—]+)?\\s*$`, 'iu');
const openRangeStart = new RegExp(`${datePoint}\\s*[-–—]+\\s*$|${datePoint}\\s*[-–—]+\\s+\\p{Lu}`, 'iu');

const anyDatePattern = new RegExp(
  `(?:${datePoint}\\s*(?:[-–—]+|to|until|till|bis|hasta|a|au|à)\\s*(?:${datePoint}|${openEnd})|(?:since|seit|desde|depuis)\\s+${datePoint}|${datePoint}|(?<![\\p{L}])(?:${openEnd})(?![\\p{L}]))`,
  'giu',
);

/** The line without its dates and date ranges ("Charge Nurse 03/2021 – Present" → "Charge Nurse"). */
export function removeDates(line: string): string {
  return line.replace(anyDatePattern, ' ').replace(/\s+/g, ' ').trim();
}

/** True for a line that dates a role or a course: a range ("2019 – 2022", "Jan 2020 – Present") or a lone date. */
export function isDatedLine(line: string): boolean {
  // Every date has a year in it.
  if (!/(?:19|20)\d{2}/u.test(line)) return false;
  return rangePattern.test(line) || lonePointPattern.test(line.trim()) || openRangeStart.test(line);
}

/** Bullet marks people use in pasted lists. */
export const bulletPattern = /^\s*(?:[•●○◦▪▫■□►▶➤✓✔·*–—~-]|\d{1,2}[.)]|[a-z][.)])\s+/u;

/** True for a line that starts a list item. */
export function isBulletLine(line: string): boolean {
  return bulletPattern.test(line);
}

/** True for a short line that reads as part of a role's heading rather than a sentence about it. */
export function isHeaderLikeLine(line: string): boolean {
  const trimmed = line.trim();
  if (trimmed === '' || isBulletLine(trimmed)) return false;
  if (/[.!?]$/.test(trimmed) && !/\b(?:inc|ltd|co|corp|llc|gmbh|s\.a|e\.v)\.$/i.test(trimmed)) return false;
  return trimmed.split(/\s+/).length <= 12;
}

/** Ad sections that say what the applicant must bring, may bring, or something else entirely. */
export type AdSectionKind = 'must' | 'nice' | 'other';

const adHeadings: [AdSectionKind, RegExp][] = [
  [
    'nice',
    /^(?:nice[- ]to[- ]haves?|(?:preferred|desirable|desired|bonus|additional|optional)(?: (?:qualifications|skills|experience|requirements|criteria))?|it would be (?:great|nice) if you (?:have|had)|bonus points(?: for)?|bonus if(?: you (?:have|ve got))?|pluspunkte|wünschenswert|von vorteil|was (?:wir uns|uns) (?:außerdem|zusätzlich) wünschen|deseable|se valorará|valorable|serait un plus|atouts|les plus|titoli preferenziali|requisiti preferenziali|costituisce titolo preferenziale|(?:è )?gradit[oaie]|diferenciais|desejável)$/,
  ],
  [
    'must',
    /^(?:requirements?|qualifications|(?:minimum|basic|required|essential|key|mandatory|core)(?: (?:qualifications|requirements|criteria|skills|experience))?|must[- ]?haves?|must have|what you(?:['’]ll)? (?:need|bring|have)|what we(?:['’]re| are) looking for|who we(?:['’]re| are) looking for|who you are|about you|your profile|your skills(?: (?:and|&) experience)?|you have|you bring|you will have|you(?:['’]ll)? need|skills (?:and|&) (?:experience|qualifications)|experience (?:and|&) (?:skills|qualifications)|person specification|essential criteria|the ideal candidate|ideal candidate|dein profil|ihr profil|profil|das bringst du mit|was du mitbringst|was sie mitbringen|das bringen sie mit|anforderungen|voraussetzungen|qualifikationen|muss[- ]?kriterien|requisitos(?: mínimos)?|perfil(?: buscado)?|lo que buscamos|qué buscamos|profil recherché|votre profil|compétences requises|exigences|ce que nous recherchons|requisiti(?: (?:essenziali|richiesti|minimi|obbligatori))?|profilo(?: ricercato)?|cosa cerchiamo|competenze richieste|requisitos obrigatórios)$/,
  ],
  [
    'other',
    /^(?:responsibilities|duties(?: and responsibilities)?|key responsibilities|main duties|what you(?:['’]ll)? do|your (?:role|tasks|responsibilities|day[- ]to[- ]day)|the role|about (?:us|the role|the job|the company|the team|[\p{L}][\p{L}&. -]{1,40})|benefits|what we (?:can )?offer(?: you)?|we offer|perks|how to apply|salary|location|closing date|job description|overview|aufgaben|deine aufgaben|ihre aufgaben|wir bieten|was wir bieten|das bieten wir|unternehmensprofil|über uns|funciones|responsabilidades|ofrecemos|qué ofrecemos|missions|vos missions|nous offrons|avantages|qui sommes-nous|chi siamo|il ruolo|mansioni|responsabilità|cosa farai|cosa offriamo|offriamo|come candidarsi)$/iu,
  ],
];

/** The ad section a line announces, or undefined. */
export function readAdHeading(line: string): AdSectionKind | undefined {
  const trimmed = line.trim();
  if (trimmed === '' || trimmed.length > 70 || /[.!?]$/.test(trimmed)) return undefined;
  const heading = foldHeadingText(trimmed).replace(/\s*\([^)]*\)$/, '');
  if (heading.split(' ').length > 8) return undefined;
  for (const [kind, pattern] of adHeadings) if (pattern.test(heading)) return kind;
  return undefined;
}
