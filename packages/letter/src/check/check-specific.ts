// Specific: the letter names the role and, when the ad names one, the company, read from the raw ad (title lines,
// "Employer:" lines, "About X", the last lines); and the body holds at least one concrete achievement from the resume.

import { findNumbers, isYearValue } from '../text/numbers.ts';
import { addFinding, analyse, noteConfirmed, type CheckContext } from './check-context.ts';
import { isFirstPerson } from './claims.ts';
import type { CompanyCandidate } from './read-ad.ts';
import { escapeRegExp } from '../text/compare.ts';
import { looksLikeOrganisation } from '../vocabulary/places-and-organisations.ts';
import { containsPhrase, contentStems, isEmptyWord, withoutLegalForm } from './words.ts';

/**
 * A name as German grammar may decline it: "Evangelisches Krankenhaus Rheinaue" is "beim Evangelischen Krankenhaus
 * Rheinaue" in a German letter, the adjective's ending changed by the case; the name is still named.
 */
function namesDeclined(letter: string, name: string): boolean {
  const words = name.split(/\s+/u).filter((word) => word !== '');
  if (!words.some((word) => /^\p{Lu}\p{Ll}{2,}(?:e|es|er|em)$/u.test(word))) return false;
  const pattern = words
    .map((word) => {
      const adjective = word.match(/^(\p{Lu}\p{Ll}{2,}?)(?:e|es|er|em)$/u);
      return adjective?.[1] ? `${escapeRegExp(adjective[1])}(?:e|es|er|em|en)` : escapeRegExp(word);
    })
    .join('\\s+');
  return new RegExp(`(?<![\\p{L}])${pattern}(?![\\p{L}])`, 'u').test(letter);
}

function namesCompany(letter: string, name: string): boolean {
  const bare = withoutLegalForm(name);
  if (containsPhrase(letter, name) || containsPhrase(letter, bare)) return true;
  // "Grupo Transportes Sierra Madre (GTSM)": the name without the letters it is also known by, or those letters alone.
  const lettersKnownBy = bare.match(/^(.+?)\s*\((\p{Lu}[\p{Lu}\d&]{1,9})\)$/u);
  if (lettersKnownBy?.[1] && lettersKnownBy[2])
    return (
      namesCompany(letter, lettersKnownBy[1]) ||
      new RegExp(`(?<![\\p{L}])${escapeRegExp(lettersKnownBy[2])}(?![\\p{L}])`, 'u').test(letter)
    );
  if (namesDeclined(letter, bare)) return true;
  // "Spire Healthcare Group" written as "Spire Healthcare": the first two words, as written, when one of them is a
  // name rather than a word organisations share ("Grupo", "University").
  const words = bare.split(/\s+/).filter((word) => word.length > 0);
  const prefix = words.slice(0, 2);
  return (
    words.length >= 3 &&
    prefix.some((word) => !looksLikeOrganisation(word)) &&
    new RegExp(`(?<![\\p{L}])${escapeRegExp(prefix.join(' '))}(?![\\p{L}])`, 'u').test(letter)
  );
}

function checkCompany(context: CheckContext): void {
  const { letter } = context;
  const confirmed = context.facts?.job.company;
  const candidates: (CompanyCandidate & { confirmed?: boolean })[] = [
    ...context.ad.companies,
    ...(confirmed ? [{ name: confirmed, strength: 'stated' as const, confirmed: true }] : []),
  ];
  if (candidates.length === 0) {
    addFinding(context, 'specific', 'info', 'The ad names no company, so none is expected in the letter.');
    return;
  }
  // A name the ad only may have given the organisation counts when no name is stated, or when it shares a word with a
  // stated one ("Spire Yale Hospital" beside "Spire Healthcare"); otherwise a place or a team in the title line would
  // stand in for the company.
  const statedNames = candidates
    .filter((candidate) => candidate.strength === 'stated')
    .map((candidate) => candidate.name);
  const distinctiveWords = (name: string) =>
    name
      .toLowerCase()
      .split(/\s+/)
      .filter((word) => word.length > 2 && !looksLikeOrganisation(word) && !isEmptyWord(word));
  const acceptable = candidates.filter(
    (candidate) =>
      candidate.strength === 'stated' ||
      statedNames.length === 0 ||
      statedNames.some((stated) =>
        distinctiveWords(stated).some((word) => distinctiveWords(candidate.name).includes(word)),
      ),
  );
  const named = acceptable.find((candidate) => namesCompany(letter.text, candidate.name));
  if (named) {
    if (named.confirmed && !context.ad.companies.some((candidate) => namesCompany(letter.text, candidate.name)))
      noteConfirmed(context, 'specific', `The company "${named.name}"`, 'ad');
    return;
  }
  const stated = candidates.filter((candidate) => candidate.strength === 'stated');
  const shown = (stated[0] ?? candidates[0])?.name ?? '';
  addFinding(
    context,
    'specific',
    stated.length > 0 ? 'error' : 'warning',
    stated.length > 0
      ? `The letter does not name the company (${shown}).`
      : `The letter does not name the company; the ad may be from ${shown}.`,
  );
}

/** Words of a sentence about applying, where a shortened role name ("the Analyst post") still names the role. */
const applyingPattern =
  /(?<![\p{L}])(?:apply|applying|application|role|position|post|vacancy|opening|job|bewerb\p{L}*|stelle|candidatura|puesto|vacante|poste|candidature)(?![\p{L}])/iu;

/**
 * True when a sentence names a role: the whole title, or two thirds of its words in a sentence about applying (not
 * the applicant's own title, "I work as an Operations Analyst", for a "Senior Operations Analyst" ad).
 */
function namesRole(sentences: string[], role: string): boolean {
  // ("Sous-Chef in Vollzeit", "Ingénieur Travaux Génie Civil H/F": the hours and the ad's gender mark are no words of the
  // post a letter names.)
  const post = role
    .replace(
      /(?<![\p{L}])(?:in\s+)?(?:Vollzeit|Teilzeit|full[- ]time|part[- ]time|CDI|CDD|temps plein|temps partiel|jornada completa)(?![\p{L}])/giu,
      ' ',
    )
    .replace(/\(?(?<![\p{L}])(?:[mwfdhx]\s*\/\s*){1,2}[mwfdhx](?![\p{L}])\)?/giu, ' ')
    .replace(/\s+/gu, ' ')
    .trim();
  // ("FINANCIAL ACCOUNTANT (NEWLY QUALIFIED CA(SA))", "WE'RE HIRING! ✈️ CABIN CREW (Manila-based)": a note in brackets,
  // the ad's call and its pictures are no words of the post a letter names; "the Financial Accountant position" names it.)
  const core = post
    .replace(/\s*\((?:[^()]|\([^()]*\))*\)/gu, ' ')
    .replace(/(?:we['’]re|we are|now)\s+hiring\s*!*|hiring\s*!+|\burgent(?:ly)?\b\s*!*/giu, ' ')
    .replace(/[^\p{L}\p{N}\s'’&/-]/gu, ' ')
    .replace(/\s+/gu, ' ')
    .trim();
  const stems = [...new Set(contentStems(core !== '' ? core : post === '' ? role : post))];
  // ("Pflegehelfer (m/w/d)" applied for as "Pflegehelferin": a German post open to all, named in the applicant's form.)
  const feminine = /\p{Ll}(?:er|ent|ant|eur|ist|or)$/u.test(post) ? `${post}in` : undefined;
  // ("Assistant(e) de direction", "Technicien(ne)": a French post open to all, named in the applicant's form, "au poste
  // d'assistante de direction".)
  const inclusive = /\p{L}\((?:e|ne)\)/u.test(role)
    ? [role.replace(/(\p{L})\((e|ne)\)/gu, '$1$2'), role.replace(/(\p{L})\((?:e|ne)\)/gu, '$1')]
    : [];
  return sentences.some((sentence) => {
    if (containsPhrase(sentence, role)) return true;
    if (inclusive.some((form) => containsPhrase(sentence, form))) return true;
    if (feminine !== undefined && containsPhrase(sentence, feminine)) return true;
    if (stems.length === 0 || !applyingPattern.test(sentence)) return false;
    // ("the Dental Assistant/Software Support position" names the "Dental Assistants" an ad asks for: the posts a
    // slash joins are words of their own, and the joined word stays one too, "Camarero/a".)
    const sentenceStems = new Set([
      ...contentStems(sentence),
      ...(sentence.includes('/') ? contentStems(sentence.replace(/(?<=\p{L})\/(?=\p{L})/gu, ' ')) : []),
    ]);
    return stems.filter((stem) => sentenceStems.has(stem)).length >= Math.ceil((stems.length * 2) / 3);
  });
}

function checkRole(context: CheckContext): void {
  const confirmed = context.facts?.job.role;
  const roles = [...context.ad.roles, ...(confirmed ? [confirmed] : [])];
  if (roles.length === 0) {
    addFinding(
      context,
      'specific',
      'warning',
      "The ad's role could not be read, so the letter was not checked for it.",
    );
    return;
  }
  const sentences = [
    context.letter.salutation?.text ?? '',
    ...context.letter.sentences.map((sentence) => sentence.text),
  ];
  if (roles.some((role) => namesRole(sentences, role))) {
    if (confirmed && !context.ad.roles.some((role) => namesRole(sentences, role)))
      noteConfirmed(context, 'specific', `The role "${confirmed}"`, 'ad');
    return;
  }
  addFinding(context, 'specific', 'error', `The letter does not name the role (${roles[0] ?? ''}).`);
}

/**
 * A body sentence that retells a line from the resume's roles, projects, summary or achievements (not its skills,
 * education or credentials): four content words in common, or a resume number with two.
 */
function checkConcreteAchievement(context: CheckContext): void {
  const lines = [
    ...context.resume.lines
      .filter((line) => ['experience', 'projects', 'summary', 'top', 'other'].includes(line.section))
      .map((line) => line.text),
    ...context.confirmedSource.text.split('\n'),
  ].filter((line) => line.trim() !== '');
  if (lines.length === 0) {
    addFinding(context, 'specific', 'warning', 'The resume is empty, so no achievement from it could be looked for.');
    return;
  }
  const lineStems = lines.map((line) => analyse(line).stems);
  const concrete = context.letter.sentences.some((sentence) => {
    const numbers = findNumbers(sentence.text).filter(
      (mention) =>
        !isYearValue(mention.value) && mention.values.some((value) => context.resumeSource.numbers.has(value)),
    );
    // ("En 2024 bajamos el costo por entrega un 12 % ...": a letter in another language says "I" in its verbs' endings,
    // which no list of words holds; a resume's figure in a sentence about the resume's work is the person's.)
    if (!isFirstPerson(sentence.text) && !(context.expectedLanguage !== 'en' && numbers.length > 0)) return false;
    const stems = [...new Set(contentStems(sentence.text))];
    return lineStems.some((set) => {
      const shared = stems.filter((stem) => set.has(stem)).length;
      return shared >= 4 || (numbers.length > 0 && shared >= 2);
    });
  });
  if (!concrete) addFinding(context, 'specific', 'error', 'The body has no concrete achievement from the resume.');
}

export function checkSpecific(context: CheckContext): void {
  checkRole(context);
  checkCompany(context);
  checkConcreteAchievement(context);
}
