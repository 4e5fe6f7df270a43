// Names of people and job titles, as the checker tells them apart: a signature must be a person's name, never a heading
// or a job title; a title is a phrase that ends in a word of occupation ("Software Development Engineer III").

import { isTitleWord, looksLikeTitle } from '../vocabulary/occupations.ts';
import { looksLikeOrganisation, looksLikePlace } from '../vocabulary/places-and-organisations.ts';
import { readResumeHeading } from './read-sections.ts';

/** "Software Engineer", "Software Development Engineer III", "RN- Resident Care Manager": a title, even when one of
 * its words also names organisations ("software"). */
export function isTitlePhrase(phrase: string): boolean {
  if (/^(?:\p{L}+\s+)?(?:head|director|manager|lead|chief|officer|president|vp)\s+of\s/iu.test(phrase.trim()))
    return true;
  const words = phrase
    .replace(/\s+(?:[IVX]{1,4}|\d|\(.*\))$/u, '')
    .split(/[\s/-]+/u)
    .filter((word) => word.length > 0);
  const last = words[words.length - 1] ?? '';
  // "Lindgren Property Management": "Management" names posts only now and then ("Senior Management"); after a name
  // of the firm's own, it ends an organisation's name.
  if (
    /^management$/iu.test(last) &&
    words.length >= 3 &&
    !isTitleWord(words[0] ?? '', { allowAmbiguous: true }) &&
    !/^(?:senior|junior|assistant|deputy|associate|principal|trainee|graduate)$/iu.test(words[0] ?? '')
  )
    return false;
  if (isTitleWord(last, { allowAmbiguous: true }) && words.length <= 8) return true;
  return looksLikeTitle(phrase) && !looksLikeOrganisation(phrase);
}

const documentHeadings =
  /^(?:(?:mein|my|mon|mi)\s+)?(?:resume|résumé|curriculum vitae|cv|lebenslauf|tabellarischer lebenslauf|currículum(?: vitae)?|curriculum|hoja de vida|profile|profil|perfil|contact(?: information| details)?|personal (?:details|information|data)|persönliche (?:daten|angaben)|kontakt|datos personales|información personal|informazioni personali|dati personali|informations personnelles|dados pessoais|coordonnées)$/iu;

/**
 * Words of headings and statements that stand at the top of a resume where a name could ("Career Focus"), and of a
 * web page's greeting and buttons ("Hello I'm", "Go Back"), and of a school-leaving certificate's line ("HSC Wai").
 */
const topOfResumeWords = new Set(
  `career focus profile summary statement skills objective experience personal professional key core qualifications
  highlights overview contact details information about me work history education references available upon request
  page resume curriculum vitae portfolio address phone email mobile telephone website linkedin github citizenship
  nationality date birth status license licence clearance goal goals mission vision values career-focused
  seeking motivated results driven dedicated compassionate dynamic acerca sobre propos über mich
  hello i'm i’m welcome go back home menu download meine qualifikationen kenntnisse fähigkeiten hsc ssc
  bootcamp academy coding course school institute university college willkommen herzlich`
    .split(/\s+/)
    .filter((word) => word.length > 0),
);

const nameParticles = /^(?:van|von|de|da|del|della|der|den|di|du|le|la|bin|binti|al|el|ten|ter|dos|das|y)$/u;

/** True when a short phrase reads as a person's name ("Barry Allen", "MARIA GONZALEZ", "Anna-Lena Schmidt-Weber"). */
export function looksLikePersonName(phrase: string): boolean {
  const text = phrase.trim();
  if (text === '' || /[\d@/\\:;|]/u.test(text) || documentHeadings.test(text)) return false;
  const words = text.split(/\s+/);
  // ("María José Fernández de la Torre Ruiz": a name's particles are no words of its length.)
  const namingWords = words.filter((word) => !nameParticles.test(word)).length;
  if (words.length < 2 || namingWords > 5 || words.length > 8) return false;
  const shaped = words.every(
    (word) => nameParticles.test(word) || /^[\p{Lu}][\p{L}'’-]*\.?$/u.test(word) || /^[\p{Lu}]\.$/u.test(word),
  );
  if (!shaped || words.some((word) => topOfResumeWords.has(word.toLowerCase().replace(/[.,:]$/u, '')))) return false;
  if (looksLikeTitle(text) || looksLikeOrganisation(text) || looksLikePlace(text)) return false;
  // ("Tullow Road, Carlow": a street of the address line, never a name.)
  if (/\s(?:Road|Avenue|Drive|Crescent|Terrace|Rd|Ave)\.?$/u.test(text)) return false;
  if (readResumeHeading(text)) return false;
  return !words.some((word) => isTitleWord(word.replace(/[.,]$/, ''), { allowAmbiguous: true }));
}
