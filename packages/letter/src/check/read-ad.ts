// The checker's own reading of a job ad, independent of the composer's (src/facts/read-job-brief.ts): every name the
// ad gives the hiring organisation (an "Employer:" line, the title lines, "About X", "At X, we", "X is seeking", the
// last lines), every title it gives the role, and the lines under its requirement headings. A letter may name any
// of them; the checker does not have to pick one.

import { cleanDocument } from '../text/clean-document.ts';
import { withoutLinkTargets } from '../text/link-targets.ts';
import { escapeRegExp } from '../text/compare.ts';
import { detectLanguage } from '../text/detect-language.ts';
import { looksLikeOrganisation, looksLikePlace } from '../vocabulary/places-and-organisations.ts';
import { germanPraiseOfPerson } from '../vocabulary/praise-of-person.ts';
import { isTitlePhrase } from './names.ts';
import { isBulletLine, readAdHeading, readResumeHeading } from './read-sections.ts';
import { withoutLegalForm } from './words.ts';

/** A name the ad gives the organisation, and how sure the reading is. */
export type CompanyCandidate = { name: string; strength: 'stated' | 'likely' };

export type AdReading = {
  text: string;
  lines: string[];
  language: string;
  companies: CompanyCandidate[];
  roles: string[];
  mustHaves: string[];
  /** True when the must-haves stand under a requirements heading; false when read from "must" sentences. */
  mustHavesListed: boolean;
};

const labelPattern =
  /^(?:employer|company|business|organi[sz]ation|hiring (?:organi[sz]ation|company)|client|trust|school|practice|arbeitgeber|unternehmen|firma|empresa|entreprise|société|employeur)\s*(?:name)?\s*:\s*(.+)$/iu;
const roleLabelPattern =
  /^(?:job title|job|title|position|role|vacancy(?: announcement| notice)?|post|job description|stellenbezeichnung|stellenbeschreibung|stelle|position|puesto|vacante|cargo|poste|intitulé du poste|offre|posizione|ruolo|mansione|figura ricercata|profilo ricercato|vaga|função)\s*:\s*(.+)$/iu;

const organisationStatements: RegExp[] = [
  // "send your CV to Coastline Access Pty Ltd", "the careers page of Hollinbank M&E Ltd": a name with its legal form.
  /\b(?:to|with|at|join|for|page of|site of)\s+((?:[\p{Lu}][\p{L}&'’-]*\s+){1,5}(?:Pty\.?\s+Ltd\.?|Ltd\.?|Limited|LLC|Inc\.?|plc|PLC|GmbH|LLP))(?![\p{L}])/gu,
  /(?:^|[.!?]\s+)(?:At|Bei|En|Chez)\s+((?:[\p{Lu}\p{N}][\p{L}\p{N}&'’.-]*)(?:[ \t]+(?:of|and|&|for|the|de|la|del|und|für|[\p{Lu}\p{N}][\p{L}\p{N}&'’.-]*)){0,7}),\s+(?:we|our|wir|unser|nosotros|nuestro|nous|notre)\b/gu,
  // "En REVIMEX encontrarás una empresa sólida": the organisation as the applicant will find it.
  /(?:^|[.!?¡]\s*)(?:En|Chez)\s+((?:[\p{Lu}\p{N}][\p{L}\p{N}&'’.-]*)(?:[ \t]+(?:de|la|del|[\p{Lu}\p{N}][\p{L}\p{N}&'’.-]*)){0,5}),?\s+(?:encontrar[áa]s|encontrar[áa]|vous\s+trouverez|tendr[áa]s)\b/gu,
  /(?:^|[.!?]\s+|\bjoin\s+)((?:[\p{Lu}\p{N}][\p{L}\p{N}&'’.-]*)(?:[ \t]+(?:of|and|&|for|the|[\p{Lu}\p{N}][\p{L}\p{N}&'’.-]*)){0,7})\s+(?:is|are|has|have)\s+(?:currently\s+)?(?:seeking|looking|hiring|recruiting|searching|an? opportunity|an exciting|delighted|excited|pleased|one of|a leading|an? (?:award|growing|fast|global|leading|independent|national|international|innovative|established|well)|the (?:UK|largest|leading|only))/gu,
  /\b(?:[Jj]oin|[Aa]bout|[Ww]elcome to|[Ww]ork(?:ing)? (?:at|for)|[Cc]areers at)\s+((?:[\p{Lu}\p{N}][\p{L}\p{N}&'’.-]*)(?:[ \t]+(?:of|and|&|for|the|[\p{Lu}\p{N}][\p{L}\p{N}&'’.-]*)){0,7})/gu,
  /(?:^|[.!?]\s+)((?:[\p{Lu}\p{N}][\p{L}\p{N}&'’.-]*)(?:[ \t]+(?:of|and|&|for|the|[\p{Lu}\p{N}][\p{L}\p{N}&'’.-]*)){0,7})\s+(?:is an equal opportunit|is committed to|is proud to|values diversity)/gu,
  /(?:^|[.!?]\s+)(?:Die|Der|Das)\s+((?:[\p{Lu}\p{N}][\p{L}\p{N}&'’.-]*)(?:[ \t]+[\p{Lu}\p{N}][\p{L}\p{N}&'’.-]*){0,5})\s+(?:sucht|ist ein|ist eine|bietet)/gu,
  /(?:^|[.!?]\s+)Wir,\s+(?:die|der|das)\s+((?:[\p{Lu}\p{N}][\p{L}\p{N}&'’.-]*)(?:[ \t]+[\p{Lu}\p{N}][\p{L}\p{N}&'’.-]*){0,5})/gu,
  /(?:^|[.!?]\s+)((?:[\p{Lu}\p{N}][\p{L}\p{N}&'’.-]*)(?:[ \t]+(?:de|del|y|[\p{Lu}\p{N}][\p{L}\p{N}&'’.-]*)){0,5})\s+(?:busca|selecciona|precisa|recherche|recrute)\b/gu,
  // "... achieving PPTNM’s mission", "Brightwell Care's residents": the organisation the ad speaks of as its own.
  /(?<![\p{L}])((?:[\p{Lu}\p{N}][\p{L}\p{N}&.-]*)(?:[ \t]+[\p{Lu}\p{N}][\p{L}\p{N}&.-]*){0,4})['’]s[ \t]+(?:mission|vision|values|patients|clients|residents|members)\b/gu,
  // "We are Fairway Health Partners, a network of ...": the organisation introducing itself.
  /(?:^|[.!?]\s+)We(?:[ \t]+are|['’]re)[ \t]+((?:[\p{Lu}\p{N}][\p{L}\p{N}&'’.-]*)(?:[ \t]+(?:of|and|&|for|the|[\p{Lu}\p{N}][\p{L}\p{N}&'’.-]*)){0,7})(?=,|[ \t]+(?:and|a|an|the)\b|[.!])/gu,
  // "Tidewater Supply Co. distributes plumbing parts ...": a line that opens by saying what the organisation does.
  /^((?:[\p{Lu}\p{N}][\p{L}\p{N}&'’.-]*)(?:[ \t]+(?:of|and|&|for|the|[\p{Lu}\p{N}][\p{L}\p{N}&'’.-]*)){0,6})[ \t]+(?:helps|builds|makes|designs|distributes|provides|supplies|serves|develops|delivers|manufactures|operates|runs|supports|creates|connects|powers|seeks|has been|was founded)\b/gu,
];

/** Every statement above needs one of these words: most lines are skipped at once. */
const statementHint =
  /(?<![\p{L}])(?:mission|vision|patients|clients|residents|members|Ltd|Limited|LLC|Inc|plc|PLC|GmbH|LLP|At|Bei|En|Chez|is|are|has|have|join|about|welcome|work|working|careers|equal|committed|proud|values|Die|Der|Das|Wir|sucht|busca|selecciona|precisa|recherche|recrute|we|we['’]re|helps|builds|makes|designs|distributes|provides|supplies|serves|develops|delivers|manufactures|operates|runs|supports|creates|connects|powers|seeks|founded)(?![\p{L}])/iu;

const notCompanyWords =
  /^(?:we|our|the|this|you|your|us|it|they|job|role|position|team|company|about|join|applicants?|candidates?|salary|benefits|location|closing|responsibilities|requirements|qualifications|description|apply|please|if|as|in|at|for|all|wir|sie|die|der|das|uns|el|la|los|nous|le|les|vous|summary|overview|who|what|how|why|when|where|our client|the role|the team|the company|the job|the position|uns|us today|today)$/iu;

function cleanCompany(raw: string): string | undefined {
  // "Georgia-Pacific’s Project & Engineering Group is seeking ...": a part of the organisation named by whose it is; the
  // organisation is the one it belongs to.
  const owner = raw.match(
    /^(.+?)['’]s\s+(?:[\p{L}&-]+\s+){0,4}(?:team|teams|unit|department|division|group|office|function)(?:\s+(?:is|are|has|have|we|our))?$/iu,
  )?.[1];
  const name = withoutLegalForm((owner ?? raw).replace(/\s+(?:is|are|has|have|we|our)$/u, ''))
    .replace(/['’]s$/u, '')
    .replace(/^the\s+/iu, '')
    .trim();
  if (name.length < 2 || !/\p{L}{2}/u.test(name) || notCompanyWords.test(name) || /^(?:the|our|this)\s/iu.test(name))
    return undefined;
  if (looksLikePlace(name) || readAdHeading(name) || readResumeHeading(name)) return undefined;
  // "25000 Euros" of "The gross annual salary is about 25000 Euros": an amount, never a name.
  if (/^[\d.,\s]+(?:k\s+)?(?:euros?|eur|dollars?|usd|gbp|pounds?|francs?|chf)\b/iu.test(name)) return undefined;
  // "the Powertrain Team", "our Surgical Ward": a part of the organisation, not the organisation.
  // ("Humanitarian OpenStreetMap Team seeks ...": a name made of joined words is a brand, never a department.)
  if (
    /(?<![\p{L}])(?:team|teams|unit|department|division|ward|squad|office|function|practice area)$/iu.test(name) &&
    !/\p{Ll}\p{Lu}/u.test(name.replace(/\s+\S+$/u, ''))
  )
    return undefined;
  if (isTitlePhrase(name) && !looksLikeOrganisation(name)) return undefined;
  return name;
}

function addCompany(candidates: CompanyCandidate[], raw: string, strength: CompanyCandidate['strength']): void {
  const name = cleanCompany(raw);
  if (!name) return;
  const existing = candidates.find((candidate) => candidate.name.toLowerCase() === name.toLowerCase());
  if (existing) {
    if (strength === 'stated') existing.strength = 'stated';
    return;
  }
  candidates.push({ name, strength });
}

/** "Front End Engineer – Tech Solutions", "Tech Solutions | Front End Engineer": the parts of a title line. */
function titleLineParts(line: string): string[] {
  return (
    line
      .replace(/^#+\s*/, '')
      // ("CERCASI SOUS-CHEF": the Italian ad's "wanted" before the post.)
      .replace(/^(?:cercasi|si\s+cerca|cerchiamo|ricerchiamo)\s+(?=\p{L})/iu, '')
      .split(/\s+[-–—|@]\s+|\s*[|–—]\s*|\s+at\s+|\s+bei\s+|\s+chez\s+|,\s+/u)
      .map((part) => part.trim())
      .filter((part) => part.length > 1)
  );
}

/** A line that labels a value ("Location: Wrexham"); only some labels name the organisation or the role. */
const anyLabelPattern = /^[\p{L} ]{2,30}:\s*\S/u;

/** A short line without a full stop: a title line or a last line that names something, not a sentence. */
function isNamingLine(line: string): boolean {
  const trimmed = line.trim();
  return trimmed !== '' && trimmed.length <= 120 && trimmed.split(/\s+/).length <= 14 && !/[.!?]$/.test(trimmed);
}

function readCompanies(lines: string[], text: string): CompanyCandidate[] {
  const candidates: CompanyCandidate[] = [];
  for (const line of lines) {
    const labelled = line.match(labelPattern);
    if (labelled?.[1]) addCompany(candidates, labelled[1].split(/\s[|–—-]\s/u)[0] ?? '', 'stated');
    // "Location: The Morris House Group Practice in North London": a place line that names the organisation.
    const located = line.match(
      /^(?:location|site|base|based at|place of work|arbeitsort|standort|ubicación|lieu)\s*:\s*(.+)$/iu,
    );
    // "Reading (office based)": what the brackets say is how the work is done, not a name.
    const place = located?.[1]
      ?.replace(/\s*\([^)]*\)\s*$/u, '')
      .replace(/\s+(?:in|near|at|bei|en|à)\s+[\p{Lu}][\p{L} ,.-]*$/u, '')
      .replace(/^the\s+/iu, '');
    if (place && looksLikeOrganisation(place)) addCompany(candidates, place, 'likely');
    if (statementHint.test(line)) {
      for (const pattern of organisationStatements) {
        for (const match of line.matchAll(pattern)) if (match[1]) addCompany(candidates, match[1], 'stated');
      }
    }
  }
  // The title lines and the last lines of an ad often name the organisation without a sentence around it.
  const filled = lines.filter((line) => line.trim() !== '');
  // "Harborline is on a mission to ...": an ad that opens by saying what its subject is.
  for (const line of filled.slice(0, 5)) {
    const opening = line.match(
      /^([\p{Lu}][\p{L}\p{N}&'’.-]*(?:[ \t]+[\p{Lu}][\p{L}\p{N}&'’.-]*){0,4})[ \t]+(?:is|are|ist|es|est)[ \t]/u,
    );
    const name = opening?.[1];
    if (!name) continue;
    // A name the ad repeats is its subject: the organisation.
    const repeated = text.split(name).length - 1 >= 2;
    addCompany(candidates, name, repeated ? 'stated' : 'likely');
  }
  const naming = [
    ...filled.slice(0, 3).map((line, order) => ({ line, first: order < 2 })),
    ...filled.slice(-3).map((line) => ({ line, first: false })),
  ];
  for (const { line: written, first } of naming) {
    // "Posted by Kelvinbank Community Care": who posted it, named without the words that say so.
    const line = written.replace(/^\s*(?:(?:posted|advertised|published)\s+by|on\s+behalf\s+of)\s+/iu, '');
    if (!isNamingLine(line)) continue;
    const roleLabelled = line.match(roleLabelPattern);
    if (!roleLabelled && anyLabelPattern.test(line)) continue;
    // "Home Manager – 60-bed Nursing Home": a part that opens with a number describes the post, not who offers it.
    const parts = titleLineParts(roleLabelled?.[1] ?? line).filter((part) => /^\p{Lu}/u.test(part));
    for (const part of parts) {
      if (looksLikeOrganisation(part) && !isTitlePhrase(part) && !/^band\s+\d/iu.test(part))
        addCompany(candidates, part, 'likely');
    }
    // "Front End Engineer – Tech Solutions": what stands beside a title in the first line is the company.
    if (first && parts.length >= 2 && parts.some((part) => isTitlePhrase(part))) {
      for (const part of parts) {
        if (
          !isTitlePhrase(part) &&
          /^[\p{Lu}\p{N}]/u.test(part) &&
          part.split(/\s+/).length <= 6 &&
          !/^band\s+\d/iu.test(part)
        )
          addCompany(candidates, part, 'likely');
      }
    }
  }
  // "ParkHaul", "Marigold & Vine Skincare" alone on the ad's last line: the ad signs off with its organisation.
  const lastLine =
    filled[filled.length - 1]
      ?.trim()
      .replace(/[.!]+$/u, '')
      .replace(/^(?:(?:posted|advertised|published)\s+by|on\s+behalf\s+of)\s+/iu, '') ?? '';
  if (
    /^(?:The\s+)?[\p{Lu}][\p{L}\p{N}&'’.-]*(?:\s+(?:&|and|of|[\p{Lu}][\p{L}\p{N}&'’.-]*)){0,5}$/u.test(lastLine) &&
    !isTitlePhrase(lastLine) &&
    !anyLabelPattern.test(lastLine)
  )
    addCompany(candidates, lastLine, 'likely');
  // "The Morris House Group Practice" beside "our friendly practice": the ad speaks of it as itself.
  for (const candidate of candidates) {
    const head = candidate.name.split(/\s+/).pop()?.toLowerCase() ?? '';
    if (candidate.strength !== 'likely' || head.length <= 3 || !looksLikeOrganisation(head)) continue;
    const spokenOf = new RegExp(
      `(?<![\\p{L}])(?:our|the|this|unsere[rmn]?|nuestr[oa]|notre)\\s+(?:\\p{Ll}+\\s+){0,3}${escapeRegExp(head)}(?![\\p{L}])`,
      'u',
    );
    if (spokenOf.test(text)) candidate.strength = 'stated';
  }
  // "Nurse Manager – Surgical Services" beside "our surgical services unit": a name of two words or more that the ad
  // also writes in lower case is a part of the organisation, not the organisation.
  return candidates.filter(
    (candidate) =>
      candidate.name.split(/\s+/).length < 2 ||
      !new RegExp(`(?<![\\p{L}])${escapeRegExp(candidate.name.toLowerCase())}(?![\\p{L}])`, 'u').test(text),
  );
}

/** Words an ad puts before a role that are not part of its title ("a talented Front End Engineer"). */
const roleAdjectives = new RegExp(
  String.raw`^(?:(?:creative,?|confident,?|talented|experienced|skilled|seasoned|exceptional|motivated|passionate|dedicated|enthusiastic|driven|dynamic|highly|creative|innovative|ambitious|proactive|organised|organized|friendly|committed|qualified|outstanding|brilliant|and|an?|to (?:recruit|hire|appoint|find|welcome) an?|${germanPraiseOfPerson})\s+)+`,
  'iu',
);

function cleanRole(raw: string): string | undefined {
  const role = raw
    .replace(/^#+\s*/, '')
    // "Our client, a leading FMCG manufacturer, needs an HR Generalist": the post after the verb that asks for it, never
    // "needs an HR Generalist" (a letter naming the HR Generalist post had been flagged for not naming it).
    .replace(
      /^(?:(?:urgently\s+)?(?:needs|requires|seeks|wants)|is\s+(?:looking|searching)\s+for)\s+(?:an?|one)\s+(?=\p{L})/iu,
      '',
    )
    // "Fiche de poste Assistant Facturation", "Apply for Staff Accountant": a sheet's name or a page's button before the
    // post.
    .replace(
      /^(?:fiche\s+de\s+poste|fiche\s+métier|descriptif\s+de\s+poste|descripción\s+del\s+puesto|job\s+description|stellenbeschreibung|apply\s+(?:now\s+)?for(?:\s+the)?|oferta\s+de\s+empleo|offre\s+d['’]emploi|stellenangebot|job\s+opening)\s*[:–—-]?\s+(?=\p{L})/iu,
      '',
    )
    .replace(
      /\((?:[mwfdxi]\s*\/\s*){1,3}[mwfdxi]\)|\((?:all genders|gn\*?|h\/f|f\/h|h\/m|m\/f)\)|\b[mwfd]\/[mwfd](?:\/[mwfdx])?\b/giu,
      '',
    )
    .replace(/\([^)]*(?:years?|jahre|años|ans|experience|salary|band|£|€|\$)[^)]*\)?/giu, '')
    .replace(/\s*[|–—]\s*.*$/u, '')
    .replace(/\s+-\s+.*$/u, '')
    // "Pflegefachkraft für unsere Innere Medizin": what follows the ad's "our" is its unit, not the title.
    .replace(
      /\s+(?:for|in|at|with|on|für|im|bei|auf|para|en|pour|dans|au)\s+(?:our|unser\p{L}*|nuestr\p{L}*|notre|nos)\b.*$/iu,
      '',
    )
    .replace(/[.:;,]+$/u, '')
    .replace(/\s+/g, ' ')
    .trim()
    // "ERP-Projektmanager NAV/ BC (m/w/d) gesucht": the ad's "wanted" after the post.
    .replace(/\s+gesucht!?$/iu, '')
    .replace(roleAdjectives, '')
    .replace(/^(?:band\s+\d+[a-z]?|grade\s+\d+|permanent|temporary|fixed[- ]term|part[- ]time|full[- ]time)\s+/iu, '');
  if (role.length < 3 || role.split(' ').length > 9) return undefined;
  return role;
}

function readRoles(lines: string[], text: string): string[] {
  const roles: string[] = [];
  const add = (raw: string) => {
    const role = cleanRole(raw);
    if (role && isTitlePhrase(role) && !roles.some((known) => known.toLowerCase() === role.toLowerCase()))
      roles.push(role);
    // "Collections Officer / Addetto/a alla gestione delle collezioni": one post named twice, each name the post's.
    if (/\s\/\s/u.test(raw)) for (const part of raw.split(/\s+\/\s+/u)) if (part !== raw) add(part);
  };
  for (const line of lines) {
    const labelled = line.match(roleLabelPattern);
    if (labelled?.[1]) add(labelled[1]);
  }
  const filled = lines.filter((line) => line.trim() !== '');
  for (const line of filled.slice(0, 3)) {
    if (line.length > 120) continue;
    for (const part of titleLineParts(line.replace(roleLabelPattern, '$1'))) add(part);
  }
  const sought =
    /(?:seeking|looking for|hiring|recruiting|recruit|opportunity for|vacancy for|as our next|as our new|as an?|suchen|sucht|buscamos|busca|recherchons|recherche)\s+(?:(?:zum nächstmöglichen Zeitpunkt|ab sofort|zum \d{1,2}\.\d{1,2}\.(?:\d{2,4})?|(?:in|für)\s+(?:Vollzeit|Teilzeit))\s+)?(?:an?|one|our next|a new|an experienced|a talented|a skilled|eine?n?|eine:n|einen\/eine|un|una|une)?\s*((?:[\p{L}][\p{L}\p{N}()+#/&.-]*\s+){0,6}?[\p{L}][\p{L}\p{N}()+#/&.-]*)(?=\s+(?:to|who|with|for|in|at|on|mit|für|zur|zum|in|para|con|en|pour|avec|\(m)|[.,;:(]|$)/gu;
  for (const match of text.matchAll(sought)) if (match[1]) add(match[1]);
  // "Wir bieten folgende Möglichkeiten zur Mitarbeit: - Festanstellung als Sprachbegleiter": a post the ad offers.
  for (const match of text.matchAll(
    /\b(?:Festanstellung|Stelle|Anstellung)\s+als\s+(\p{Lu}[\p{L}-]+(?:\s+\p{Lu}[\p{L}-]+){0,3})/gu,
  ))
    if (match[1]) add(match[1]);
  // "Account Manager" / "Digital Marketing Specialist" / "Graphic Designer": an ad for several posts lists them one to
  // a line, and a letter may apply for any of them. Three such lines in a row, or two under a line that opens a list.
  const postOf = (line: string | undefined) => {
    const text = line?.trim() ?? '';
    if (text === '' || text.split(/\s+/u).length > 7 || /[.!?:;,]$/u.test(text)) return undefined;
    const role = cleanRole(text);
    return role !== undefined && isTitlePhrase(role) ? role : undefined;
  };
  for (let start = 0; start < filled.length; start += 1) {
    let end = start;
    while (end < filled.length && postOf(filled[end]) !== undefined) end += 1;
    const introduced = start > 0 && /:\s*$/u.test(filled[start - 1] ?? '');
    if (end - start >= (introduced ? 2 : 3) && end - start <= 6) for (const line of filled.slice(start, end)) add(line);
    start = Math.max(start, end);
  }
  return roles;
}

/** Splits a run of prose into requirement items: at semicolons and sentence ends. */
function splitRequirementProse(prose: string): string[] {
  return prose
    .split(/;\s+|(?<=[.!?])\s+(?=[\p{Lu}\p{N}])/u)
    .map((item) => item.trim())
    .filter((item) => item.split(/\s+/).length >= 2);
}

/**
 * "... is an Equal Employment Opportunity employer. Our goal is to be inclusive, diverse ...": every ad's statement, no
 * requirement, though it stands at the end of the list.
 */
const equalOpportunityStatement =
  /\bequal\s+(?:employment\s+)?opportunit|\baffirmative\s+action\b|\bEEO\b|\bregardless\s+of\b|\b(?:inclusive|diverse),\s+(?:and\s+)?(?:diverse|inclusive|equitable|representative)\b|\bthis commitment applies\b/iu;

function readMustHaves(lines: string[]): { items: string[]; listed: boolean } {
  const items: string[] = [];
  let section: 'must' | 'nice' | 'other' | undefined;
  let prose: string[] = [];
  let previousWasBullet = false;
  const flushProse = () => {
    if (prose.length > 0) items.push(...splitRequirementProse(prose.join(' ')));
    prose = [];
  };
  for (const line of lines) {
    const trimmed = line.trim();
    const inline = trimmed.match(/^([^:]{2,60}):\s*(\S.*)$/u);
    const heading = readAdHeading(trimmed) ?? (inline?.[1] ? readAdHeading(inline[1]) : undefined);
    if (heading) {
      flushProse();
      previousWasBullet = false;
      section = heading;
      if (inline?.[2] && readAdHeading(inline[1] ?? '') && section === 'must') prose.push(inline[2]);
      continue;
    }
    // Any other short line ending with a colon starts a section the checker does not know.
    if (/^[^.!?]{2,60}:$/u.test(trimmed)) {
      flushProse();
      section = undefined;
      continue;
    }
    if (section !== 'must') continue;
    // "Hours of Work: 40 hours per week": a labelled fact about the job ends the requirements.
    if (/^[\p{L} ]{2,30}:\s*\S/u.test(trimmed) && !isBulletLine(trimmed)) {
      flushProse();
      section = undefined;
      continue;
    }
    if (trimmed === '') {
      flushProse();
      continue;
    }
    // A page number a PDF left behind; a line about pay or hours after the list.
    if (/^\d{1,2}(?:\s*\/\s*\d{1,2})?$/u.test(trimmed)) continue;
    if (
      /^(?:salary|pay|hours|location|contract|closing date|benefits|gehalt|arbeitszeit|salario|jornada|salaire|rémunération)\b/iu.test(
        trimmed,
      )
    ) {
      flushProse();
      section = undefined;
      continue;
    }
    // A wrapped list item goes on without a mark: "(JSF, Wicket," / "GWT, Spring MVC)."
    const lastItem = items[items.length - 1];
    if (
      previousWasBullet &&
      !isBulletLine(trimmed) &&
      lastItem !== undefined &&
      !/[.!?]$/u.test(lastItem) &&
      /^[\p{Ll}\p{N}(]|^[\p{Lu}]{2,}/u.test(trimmed)
    ) {
      items[items.length - 1] = `${lastItem} ${trimmed}`;
      continue;
    }
    // A short line in title case after a list ("What we can Offer You") is a heading the checker does not know.
    const words = trimmed.split(/\s+/);
    if (
      !isBulletLine(trimmed) &&
      words.length <= 6 &&
      !/[.,;:!?]$/.test(trimmed) &&
      words.filter((word) => /^[\p{Lu}]/u.test(word)).length >= Math.ceil(words.length * 0.6) &&
      previousWasBullet &&
      prose.length === 0
    ) {
      section = undefined;
      continue;
    }
    previousWasBullet = isBulletLine(trimmed);
    if (previousWasBullet) {
      flushProse();
      const item = trimmed.replace(/^\s*(?:[•●○◦▪▫■□►▶➤✓✔·*–—~-]|\d{1,2}[.)])\s*/u, '').trim();
      if (item.split(/\s+/).length >= 2 && !/^\d+$/.test(item)) items.push(item);
      continue;
    }
    // A short line under a requirements heading is one item; longer lines run on as prose. A capitalised short line
    // after a long one that ended its phrase is the next item of a list pasted without bullets ("... other languages
    // are an asset" / "Proof of RN registration"), never more of the long one.
    const lastProse = prose[prose.length - 1];
    // ("The location" after a paragraph is a heading the checker does not know: three words at least.)
    const afterEndedLine =
      lastProse !== undefined &&
      /^\p{Lu}/u.test(trimmed) &&
      trimmed.split(/\s+/u).length >= 3 &&
      !/(?:[,;]|\b(?:and|or|to|the|of|with|for|in|on|a|an))$/iu.test(lastProse);
    if (trimmed.split(/\s+/).length <= 14 && (prose.length === 0 || afterEndedLine) && !/[,;]$/.test(trimmed)) {
      flushProse();
      items.push(trimmed);
    } else prose.push(trimmed);
  }
  flushProse();
  const kept = items.filter((item) => !equalOpportunityStatement.test(item));
  if (kept.length > 0) return { items: kept.slice(0, 12), listed: true };
  // Ads without a requirements heading state must-haves in sentences.
  const stated =
    /(?<![\p{L}])(?:must have|must be|you must|you will need|you(?:['’]ll)? need|is (?:essential|required|a must)|are (?:essential|required)|zwingend|erforderlich|setzen .* voraus|imprescindible|obligatoire|requis|exigé)(?![\p{L}])/iu;
  for (const line of lines) {
    for (const sentence of line.split(/(?<=[.!?])\s+/u)) {
      if (stated.test(sentence) && sentence.split(/\s+/).length >= 4 && !/:$/.test(sentence.trim()))
        items.push(sentence.trim());
    }
  }
  return { items: items.slice(0, 12), listed: false };
}

/** Reads a pasted job ad the checker's own way. */
export function readAdForCheck(raw: string): AdReading {
  const text = cleanDocument(withoutLinkTargets(raw));
  const lines = text.split('\n');
  const mustHaves = readMustHaves(lines);
  return {
    text,
    lines,
    language: detectLanguage(text),
    companies: readCompanies(lines, text),
    roles: readRoles(lines, text),
    mustHaves: mustHaves.items,
    mustHavesListed: mustHaves.listed,
  };
}
