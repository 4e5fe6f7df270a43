// The top of a resume: the person's name, how to reach them, and the one-line description of who they are. Many
// resumes put a job title where the name would be ("REGISTERED NURSE"), or a heading ("Lebenslauf — Max
// Mustermann"); a title is never a name, and a resume without a name gets none rather than a guess.

import type { Contacts } from '@cover-letter/shared/fact-sheet-schema';
import { isAllCapitals, titleCaseFromCapitals } from '../text/letter-case.ts';
import { withoutAccents } from '../text/compare.ts';
import { countTitleWords, isTitleWord } from '../vocabulary/occupations.ts';
import { looksLikeOrganisation, looksLikePlace } from '../vocabulary/places-and-organisations.ts';
import { readHeading, resumeHeadings } from './document-sections.ts';
import { findPeriod, isPeriodOnlyLine } from './read-periods.ts';

/** Words that open a resume but are not a name. */
// ("INFORMAZIONI PERSONALI", "Datos personales", "Persönliche Daten": a Europass CV's heading over the personal
// details, never a name; a held-out letter was signed "Informazioni Personali".)
const documentWords =
  /^(?:(?:mein|my|mon|mi)\s+)?(?:lebenslauf|curriculum vitae|curriculum|vitae|cv|resume|résumé|resumé|name|bewerbung|currículum|currículum vitae|hoja de vida|informazioni personali|dati personali|datos personales|información personal|informations personnelles|persönliche (?:daten|angaben)|personal (?:details|information|data|profile)|dados pessoais)$/i;
// ("The Art of Kamil Wierciszewski", "Portfolio of ...": a personal site's title, the person's name after it.)
const namePrefix =
  /^(?:lebenslauf|curriculum vitae|cv|resume|résumé|resumé|name|currículum vitae|(?:the\s+)?(?:art|work|portfolio|website|world))\s*(?:[-–—:|]+|of|von|de)\s*(.+)$/iu;
/** Post-nominal letters after a comma: "Jane Doe, RN, BSN", "Max Muster, MBA", "Ana Ruiz, Ph.D.". */
// "Divya Ramaswamy, BE, ISTQB-CTFL": a certification's letters may join two sets with a hyphen.
// "Adaeze Nwankwo, ACA (ICAN)", "Gurleen Sandhu, MScOT, OT Reg. (Alta.)": the body or province that awarded the
// letters may follow them in brackets.
// "Dana K. Mercer, aPHR": some certifications' letters start in lower case.
const postNominalsAfterComma =
  /,\s*(?:[a-z]?[A-Z][A-Za-z.]{0,7}(?:-[A-Z][A-Za-z]{0,7})?|Ph\.?D\.?)(?:\s*\([A-Z][A-Za-z.]{1,9}\))?(?:\s*[,/ ]\s*(?:[A-Z][A-Za-z.]{0,7}(?:-[A-Z][A-Za-z]{0,7})?|Ph\.?D\.?)(?:\s*\([A-Z][A-Za-z.]{1,9}\))?)*\s*$/u;
/**
 * Well-known post-nominals written without a comma: "Sarah Jones-Smith RGN". ("David M. Everly Jr": a generation's
 * suffix is part of the name, and the letter is signed with it.)
 */
const knownPostNominals =
  /(?:\s+(?:RN|RGN|RMN|RNLD|BSN|MSN|LPN|LVN|CNA|CPA|ACA|ACCA|CIMA|MBA|LLB|LLM|PhD|Ph\.D\.|MD|PMP|MSc|BSc|BA|MA|MEng|BEng|PE|DDS|PharmD|EdD|JD|Esq\.?))+\s*$/u;
/**
 * Where letters after a name begin: "Hannah Lloyd-Evans BA (Hons) QTS", "RAJESH KUMAR BEng (Hons) MSc GMICE", "Amara
 * Osei-Bonsu MPharm". A degree written in mixed case (BEng, MSc, MPharm), "(Hons)" or a well-known set of letters;
 * everything after it is letters too.
 */
const lettersAfterName =
  /\s+(?:\(Hons\)|(?!Ma?c[A-Z]|D[aei][A-Z]|L[ae][A-Z])(?=[A-Za-z]*[a-z])[A-Z][a-z]?[A-Z][A-Za-z]{0,5}(?=\s|$)|(?:BA|MA|BSc|MSc|LLB|LLM|LPC|GDL|QTS|PGCE|RN|RGN|RMN|RNLD|CEng|IEng|MICE|GMICE|FCA|FCCA|ACCA|ACA|CIMA|MBA|MCIPD|ACIPD|MCIPS|CPA|PMP|DipHE|MRCP|MRCS|FRCS|PhD)(?=\s|$))(?:\s+\S+)*\s*$/u;
/** A title before a name: "Miss Hannah Lloyd-Evans", "Dr. Ana Ruiz". */
// ("CPA FAITH WANJIRU MWANGI", "Engr. Paolo Reyes", "Atty. Ana Cruz": a professional title some countries set before
// the name.)
// ("QS ADEBAYO-NWOSU, Chukwuemeka ...": a Nigerian quantity surveyor's title, "Barr." a barrister's, "Pharm." a
// pharmacist's.)
const honorific = /^(?:Mr|Mrs|Ms|Miss|Mx|Dr|Prof|CPA|Eng|Engr|Atty|Arch|QS|Barr|Pharm|Arc)\.?\s+(?=\p{Lu})/u;
const nameParticles = new Set([
  'van',
  'von',
  'de',
  'der',
  'den',
  'da',
  'di',
  'del',
  'della',
  'la',
  'le',
  'du',
  'zu',
  'bin',
  'binti',
  'binte',
  // "son of" and "daughter of" in Malaysian and Singaporean names: "Rajesh a/l Subramaniam".
  'a/l',
  'a/p',
  's/o',
  'd/o',
  'al',
  'el',
  'ibn',
  'y',
  'dos',
  'das',
  'do',
  'ten',
  'ter',
  'st.',
]);

/** Common words that are never part of a name, so that "Professional Summary" or "Dear Sir" is not taken for one. */
const commonWords = new Set(
  `the and of for with at in on to a an my our your professional summary profile objective experience education
  skills contact information personal details page about me career history work address phone email mobile
  linkedin github portfolio website references available request dear sir madam hiring manager application
  cover letter city state country street road avenue company name years year month go back home menu part time
  experiences`
    .split(/\s+/)
    .filter(Boolean),
);

function isNameWord(word: string): boolean {
  if (nameParticles.has(word.toLowerCase())) return true;
  if (commonWords.has(word.toLowerCase())) return false;
  // "Mary-Jane", "O'Neil", "D'Souza", "McDonald", "JOHN", "Ana.": letters with inner hyphens and apostrophes.
  return /^\p{Lu}[\p{L}'’]*(?:-\p{Lu}?[\p{L}'’]+)*\.?$/u.test(word) && /\p{L}{2,}|^\p{Lu}\.$/u.test(word);
}

/** The name in a line, or undefined when the line is not a name. */
export function readNameFromLine(line: string): string | undefined {
  const found = readWholeName(line);
  if (found) return found;
  // "MAYA CHEN-ALVAREZ Product / UX Designer": a name in capitals, then the headline the gap between them was lost in.
  const capitals = line.trim().match(/^((?:\p{Lu}[\p{Lu}'’-]+\s+){1,3}\p{Lu}[\p{Lu}'’-]+)\s+\p{Lu}\p{Ll}/u)?.[1];
  return capitals ? readWholeName(capitals) : undefined;
}

/** A nationality or civil status after at least two words of a name. */
const nationalityAfterName =
  /(?<=\p{L}[\p{L}'’-]*\s+\p{L}[\p{L}'’-]*)\s+(?:belge|français|française|francaise|suisse|allemande?|italienne?|espagnole?|portugaise?|marocaine?|algérienne?|tunisienne?|camerounaise?|sénégalaise?|ivoirienne?|luxembourgeoise?|néerlandaise?|britannique|canadienne?|américaine?|deutsche?|schweizer(?:in)?|österreicher(?:in)?|española?|mexican[oa]|chilen[oa]|argentin[oa]|colombian[oa]|peruan[oa]|venezolan[oa]|célibataire|mariée?|ledig|verheiratet|solter[oa]|casad[oa])$/iu;

function readWholeName(line: string): string | undefined {
  let candidate = line
    .trim()
    .replace(/^[#*\s]+/, '')
    // "MA. CRISTINA D. VILLANUEVA-SANTOS": "Ma.", the Filipino short form of María, which no degree's letters precede
    // a name as (set in capitals, it read as "MA" and the name was lost).
    .replace(/^MA\.(?=\s+\p{Lu})/u, 'Ma.')
    // 'Georgina "Gina" Marsh-Adeyemi', 'Nguyen Thi Bao Tran (goes by "Tran")': the name, without what the person goes by.
    .replace(/\s*["“][^"”]{1,20}["”]/gu, '')
    // 'NKOSINATHI SIBUSISO MAHLANGU ("Nathi")': the brackets the name one goes by stood in.
    .replace(/\s*\(\s*\)/gu, '')
    .replace(/\s*\((?:goes by|known as|pronounced|she\/her|he\/him|they\/them)[^)]*\)/giu, '')
    // "Anna Berger (geb. Hofmann)", "Claire Dubois (née Martin)": the birth name is no part of the name used now.
    .replace(/\s*\((?:geb\.|geborene|née|nee|born|de soltera)\s[^)]*\)/giu, '')
    // "Siobhán Ní Mhaoláin (Siobhan Mullan) RVN": the same name in another language or spelling, in brackets.
    .replace(/(?<=\p{L}\s+\p{L}[\p{L}'’-]*)\s+\((?:\p{Lu}[\p{L}'’-]+\s+){1,2}\p{Lu}[\p{L}'’-]+\)/u, '')
    // "Margaret (Maggie) Olufemi-Hart": the name she goes by, in brackets.
    // ("ADEBAYO-NWOSU, Chukwuemeka Obinna (Emeka), MNIQS": before a comma too.)
    .replace(/\s+\((?!Hons\))\p{Lu}\p{Ll}+\)(?=[\s,])/gu, '')
    // "LIM WEI LING (EVELYN)": the name one goes by, in brackets after the full name.
    .replace(/(?<=\p{L}\s+\p{L}[\p{L}'’-]*)\s+\((?!Hons\)|HONS\))\p{Lu}[\p{L}'’-]{1,19}\)$/u, '')
    // "Tomasz Wójcik-Hale, Registered Social Worker": a title after the name's comma.
    .replace(/,\s+(?:\p{Lu}[\p{L}-]*\s+){0,3}\p{Lu}[\p{L}-]*$/u, (tail) => (countTitleWords(tail) > 0 ? '' : tail));
  // "Racquel Munoz Resume", "Jana Novak CV", "Riley Timlin's Resume": the document's name after the person's.
  candidate = candidate.replace(
    /(?<=\p{L}\s+\p{L}[\p{L}'’-]*)(?:['’]s)?\s+(?:Resume|Résumé|CV|Curriculum Vitae)$/iu,
    '',
  );
  // "Jean Sedik's Protfolio": a site's title, never a name (its writer's name is read from it last of all).
  if (/\p{L}['’]s\s+\p{Lu}/u.test(candidate)) return undefined;
  const prefixed = candidate.match(namePrefix);
  if (prefixed?.[1]) candidate = prefixed[1];
  // "Max Mustermann | Berlin | max@example.com": the first part.
  // "Gareth Pryce - Plumbing & Heating Engineer": a spaced hyphen parts the name from the headline too.
  const firstPart = candidate.split(/\s+[|•·—–-]\s+|\s{3,}|\t/)[0] ?? candidate;
  candidate = firstPart
    // "Lily Rong Vancouver, BC": the town and its province or state after the name (never "MD", "PA" or "MA", which
    // are also letters after a name).
    .replace(/(?<=\p{L}[\p{L}'’-]*\s+\p{L}[\p{L}'’-]*)\s+\p{Lu}\p{Ll}+,\s*[A-Z]{2}$/u, (place) =>
      looksLikePlace(place) && !/,\s*(?:MD|PA|MA)$/u.test(place) ? '' : place,
    )
    // "AGNIESZKA (AGA) RUANE": the name a person goes by, in brackets between the names, is no part of the full name.
    .replace(/(?<=\p{L})\s+\([\p{L}'’-]{2,20}\)(?=\s+\p{L})/u, '')
    .replace(honorific, '')
    // "ADEBAYO-NWOSU, Chukwuemeka Obinna, MNIQS": the surname in capitals before a comma, the given names after it; a
    // letter is signed with the given names first. (Before the letters after the name are taken off, which a short
    // given name, "Ifeanyi", would read as.)
    .replace(
      /^(\p{Lu}[\p{Lu}'’-]+(?:\s+\p{Lu}[\p{Lu}'’-]+)?),\s+(\p{Lu}\p{Ll}[\p{L}'’-]*(?:\s+\p{Lu}\p{Ll}[\p{L}'’-]*){0,3})((?:\s*,\s*[\p{L}.()]+)*)$/u,
      '$2 $1$3',
    )
    .replace(postNominalsAfterComma, '')
    .replace(knownPostNominals, '')
    .replace(/,\s*$/, '')
    // "Landas Jessica<TAB>Belge", "Marie Dubois Célibataire": a European CV's nationality or civil status beside the
    // name, once its column's tab is gone.
    .replace(nationalityAfterName, '')
    .trim();
  // Letters after a name, only where at least two words of the name stand before them; "Chloe Hendry RVN": a short
  // word in capitals after a name written in mixed case.
  const withoutLetters = candidate
    .replace(lettersAfterName, '')
    .replace(/(?<=\p{Ll}[\p{L}'’-]*)\s+\p{Lu}{2,5}$/u, '')
    .trim();
  if (withoutLetters.split(/\s+/).length >= 2) candidate = withoutLetters;
  if (candidate === '' || documentWords.test(candidate)) return undefined;
  // ("RAJESH A/L SUBRAMANIAM", "Kumar s/o Raman": "son of" and "daughter of" in Malaysian and Singaporean names.)
  const patronymic = /(?<=\s)(?:a\/l|a\/p|s\/o|d\/o|bin|binti|binte)(?=\s)/giu;
  if (/[\d@/\\|:;()[\]]/.test(candidate.replace(patronymic, 'x')) || /https?|www\./i.test(candidate)) return undefined;
  const words = candidate.split(/\s+/);
  // ("María José Fernández de la Torre Ruiz": a name's particles are no words of its length.)
  const namingWords = words.filter((word) => !nameParticles.has(word.toLowerCase())).length;
  if (words.length < 2 || namingWords > 5 || words.length > 8) return undefined;
  // "Ashek A Zaman": a middle initial without its full stop, as exports of online profiles print it, inside a name only.
  const isMiddleInitial = (word: string, index: number) =>
    /^\p{Lu}$/u.test(word) && index > 0 && index < words.length - 1;
  if (!words.every((word, index) => isNameWord(word) || isMiddleInitial(word, index))) return undefined;
  // ("Priya Das", "Minh Le", "Wei Du": a particle that ends the name, capitalised, is the surname itself.)
  const surnameLast = (word: string, index: number) =>
    index === words.length - 1 && index > 0 && /^\p{Lu}(?:\p{Ll}+|\p{Lu}+)$/u.test(word);
  if (words.filter((word, index) => !nameParticles.has(word.toLowerCase()) || surnameLast(word, index)).length < 2)
    return undefined;
  if (countTitleWords(candidate) > 0 || looksLikeOrganisation(candidate) || looksLikePlace(candidate)) return undefined;
  // "Accueil Parcours Réalisations Blog", "Home About Portfolio Contact": a site's menu, no one's name.
  if (
    (
      candidate.match(
        /\b(?:home|accueil|inicio|startseite|about|blog|contact|contacto|portfolio|parcours|réalisations|projets|projects|services|resume|cv|skills|experience|expérience)\b/giu,
      ) ?? []
    ).length >= 2
  )
    return undefined;
  // "Herzlich Willkommen", "Welcome Visitor": a site's greeting over its page, no one's name.
  if (
    /^(?:herzlich\s+willkommen|willkommen|welcome|bienvenue|bienvenid[oa]s?|benvenut[oi]|hallo|hello)(?![\p{L}])/iu.test(
      candidate,
    )
  )
    return undefined;
  // "Final Project", "Blog Posts": one of a site's pages, no one's name.
  if (/\b(?:project|projects|posts|blog|portfolio|gallery|teaching|guide|publications|news)$/iu.test(candidate))
    return undefined;
  // "Study Bachelor Computer Sciences - Utrecht University": a form's line of schooling, no one's name; nor is "MBA ACN
  // College of engineering" (a degree opens no name).
  if (
    /^(?:MBA|BBA|BSc|MSc|BA|MA|BEng|MEng|BCom|MCom|BTech|MTech|B\.\s?Tech|M\.\s?Tech|PhD|Ph\.D|HND|HNC|GCSE|BS|MS)\b/u.test(
      candidate,
    )
  )
    return undefined;
  if (
    /\b(?:study|studies|sciences?|university|college|diploma|degree|computer|engineering|bachelor(?:['’]s)?|bootcamp|boot camp|academy|coding|institute|school|course)\b/iu.test(
      candidate,
    )
  )
    return undefined;
  if (readHeading(candidate, resumeHeadings)) return undefined;
  // "MARÍA DEL CARMEN RUIZ ORTEGA": a name's small words in lower case inside it ("María del Carmen").
  if (isAllCapitals(candidate))
    return titleCaseFromCapitals(candidate)
      .replace(patronymic, (particle) => particle.toLowerCase())
      .replace(/(?<=\s)(?:Del|De|Van|Von|Der|Den|Da|Di|Dos|Das|Du)(?=\s+\p{Lu})/gu, (particle) =>
        particle.toLowerCase(),
      );
  // "Océane VAUTRIN": a surname written in capitals, as French and other resumes print it, signs a letter as a name.
  // "Yannick LE GOFF": so does the short word of a surname before it ("Le Goff").
  // ("Ron. Adams": a full stop after a first name of three letters or more is a slip, and no letter is signed so.)
  return (
    candidate
      .replace(/(?<=^\p{Lu}\p{Ll}{2,})\.(?=\s+\p{Lu}\p{Ll})/u, '')
      .replace(/(?<![\p{L}'’-])(?:LE|LA|LES|DE|DU|DES|DA|DI|VAN|VON|DEL|DOS)(?=\s+\p{Lu}{3,}(?![\p{Ll}]))/gu, (word) =>
        titleCaseFromCapitals(word),
      )
      .replace(/(?<![\p{L}'’-])\p{Lu}{3,}(?:[-'’]\p{Lu}{2,})*(?![\p{L}'’-])/gu, (word) => titleCaseFromCapitals(word))
      // "Jordan McCALLISTER-BROWN": a surname in capitals after its "Mc" or "Mac".
      .replace(
        /(?<![\p{L}'’-])(Mc|Mac)(\p{Lu}{3,}(?:[-'’]\p{Lu}{2,})*)(?![\p{L}'’-])/gu,
        (_whole, prefix: string, rest: string) => `${prefix}${titleCaseFromCapitals(rest)}`,
      )
  );
}

export type ResumeHeader = { name: string | null; contacts: Contacts; headline: string | null };

// ("rajiv93@gmail.com- other93@gmail.com": a dash that parts two addresses ends no domain.)
const emailPattern = /(?<![\w.+-])[\w.+-]{1,64}@[\w-]{1,63}(?:\.(?:[\w-]{0,62}\w))+/g;

/**
 * The first e-mail address in a text. An address's "@" is the first one after its start, at most 64 characters on,
 * so none starts more than 64 characters before the text's first "@": the search starts there, not at every position
 * of the resume.
 */
function findEmail(text: string): string | null {
  const at = text.indexOf('@');
  if (at < 0) return null;
  emailPattern.lastIndex = Math.max(0, at - 64);
  const found = emailPattern.exec(text);
  if (!found) return null;
  // "babalwambolekwa" / "93@gmail.com": a page's narrow column broke the address before its last characters; the line
  // above, a lower-case name and nothing else, is its start ("You can reach me at 93@gmail.com" in a held-out letter).
  const lineStart = text.lastIndexOf('\n', found.index - 1) + 1;
  if (lineStart === found.index && lineStart > 0) {
    const above = text.slice(text.lastIndexOf('\n', lineStart - 2) + 1, lineStart - 1);
    // (A word splitter may have parted the name: "babalwa mbolekwa".)
    if (/^[a-z][a-z0-9._ -]{2,40}$/u.test(above.trim()) && /^[\d._-]/u.test(found[0]))
      return `${above.trim().replace(/\s+/gu, '')}${found[0]}`;
  }
  return found[0];
}
// Never from a postcode's digit ("Doncaster DN4   07922 561 004"): a number starts after no letter or digit.
// A number on one line: "Villeurbanne (69100)" over "06 12 34 56 78" is a postcode, then the phone.
// ("(+254) 555-0100": a country's code in brackets.)
const phonePattern =
  /(?<![\p{L}\d])(?:\+\d{1,3}[ \t.-]?|\(\+\d{1,3}\)[ \t.-]?)?(?:\(\d{1,5}\)[ \t.-]?)?\d[\d \t./-]{5,}\d/gu;
/** "GPhC Registration: 2081934", "NMC PIN: 12A3456": a register's number, not a phone. */
// ("P.O. Box 2214-20117, Naivasha": a Kenyan postal address, its box number and postal code no phone.)
// ("Mobile No: +971562341357": the number of a phone is the phone.)
const registerLabel =
  /(?:registration|reg\.?|(?<!(?:mobile|phone|tel|cell|contact|whatsapp|telephone|handy|móvil)\.?\s*)(?:no\.?|number)|pin|id|licen[cs]e|gdc|gphc|nmc|hcpc|ref(?:erence)?|p\.?\s?o\.?\s+box|box|postbus|apartado|postfach)\s*[:#]?\s*$/i;
const linkPattern =
  /\b(?:https?:\/\/)?(?:www\.)?(?:linkedin\.com|github\.com|gitlab\.com|xing\.com|behance\.net|dribbble\.com|vimeo\.com|youtube\.com|youtu\.be|artstation\.com|soundcloud\.com|indeed\.com\/r)\/[\w\-./]+/gi;

/** A site the resume labels as the person's own: "Portfolio: thandeka-m.dev", "Website – www.gareth-pryce.co.uk". */
const labelledSitePattern =
  /\b(?:portfolio|website|web|site|blog|homepage|personal site|showreel|show reel|demo reel|reel|writing samples|work samples|samples)\s*[:–—-]\s*((?:https?:\/\/)?(?:www\.)?[\w-]+(?:\.[\w-]+)+(?:\/[\w\-./]*)?)/giu;

/** A web address without its scheme ("jannikoberlaender.de", "www.ellievt.design/work"), never an e-mail's domain. */
const bareSitePattern =
  /(?<![@\w.-])(?:www\.)?[a-z0-9][a-z0-9-]*(?:\.[a-z0-9-]+)*\.(?:com|de|dev|design|io|co|net|org|me|art|studio|uk|nz|au|ca|ie|fr|es|it|nl|page|site|online|xyz|app)(?:\/[\w\-./]*)?(?![\w@])/giu;

/**
 * "(+254) 706 5": a number cut short after its country's code (a page's text ran out), which reaches no one; the letter
 * gives the other contacts ("You can reach me at (+254) 706 5" in a held-out letter).
 */
function cutShortAfterCountryCode(candidate: string): boolean {
  const countryCode = candidate.match(/^\(?\+(\d{1,3})\)?/u)?.[1];
  return countryCode !== undefined && candidate.replace(/\D/gu, '').length - countryCode.length < 7;
}

function findPhone(text: string): string | null {
  for (const match of text.matchAll(phonePattern)) {
    const candidate = match[0].trim();
    const digits = candidate.replace(/\D/g, '');
    if (digits.length < 7 || digits.length > 15) continue;
    // Periods ("2018 - 2022", "06/2016 - 05/2019", "2016.09 -2020.12") are not phone numbers.
    if (
      /^(?:\d{1,2}[/.])?(?:19|20)\d{2}(?:[/.]\d{1,2})?\s*[-–/]\s*(?:\d{1,2}[/.])?(?:19|20)\d{2}(?:[/.]\d{1,2})?$/.test(
        candidate,
      )
    )
      continue;
    // "Birthdate 01-01-2003", "born 1990-05-12": a day's date, no number to call.
    if (/^(?:\d{1,2}[-./]\d{1,2}[-./](?:19|20)\d{2}|(?:19|20)\d{2}[-./]\d{1,2}[-./]\d{1,2})$/u.test(candidate))
      continue;
    // "Chicago, IL 60614-2853": a US ZIP code with its four more digits, no number to call ("You can reach me at
    // 60614-2853" in a held-out letter).
    if (/^\d{5}-\d{4}$/u.test(candidate)) continue;
    if (cutShortAfterCountryCode(candidate)) continue;
    const lineBefore =
      text
        .slice(Math.max(0, match.index - 40), match.index)
        .split('\n')
        .pop() ?? '';
    if (registerLabel.test(lineBefore)) continue;
    // "ID. Number:" / "930924 101 3081": a label on a line of its own over its number, which is no phone either.
    if (lineBefore.trim() === '') {
      const lineStart = text.lastIndexOf('\n', match.index - 1);
      const labelLine = lineStart > 0 ? text.slice(text.lastIndexOf('\n', lineStart - 1) + 1, lineStart) : '';
      if (registerLabel.test(labelLine.trim())) continue;
    }
    // "4 0105 - 121 Maseno, Kenya": the numbers of a postal address, its town and country after them.
    if (/^[ \t]+\p{Lu}\p{Ll}+(?:[ \t]+\p{Lu}\p{Ll}+)?,[ \t]*\p{Lu}/u.test(text.slice(match.index + match[0].length)))
      continue;
    const before = text.slice(Math.max(0, match.index - 1), match.index);
    return before === '(' ? `(${candidate}` : candidate;
  }
  return null;
}

/**
 * "SKILLS" over "Opera PMS": a page that opens with its side column lists items under the column's headings, and none
 * of them is the person's name (read after the column: withNameAfterSideColumn).
 */
const listHeading =
  /^(?:key |core |technical |top )?(?:skills?|competenc(?:ies|e)|languages?|certifications?|licen[cs]es?(?: (?:&|and) certifications?)?|education|contact|interests|hobbies|tools|software|expertise|strengths)\s*:?$/iu;

/** Words of a mailbox that are no one's name ("info@", "jobs.nurse@", "me.work@"). */
const mailboxWords =
  /^(?:info|contact|hello|hi|mail|email|admin|office|jobs?|careers?|cv|resume|work|team|hr|sales|support|enquiries|the|me|my|it|uk|us|dev|design|pro|official|personal|private|apply|applications?|recruit\w*|noreply|no-reply)$/iu;

/**
 * "aoife.mcnamara.it" → "Aoife McNamara", "anne-marie_dunne" → "Anne-Marie Dunne": the first two names of an address
 * whose parts are split by one mark, or null when they are not two names of two letters or more.
 */
export function nameFromEmail(email: string): string | null {
  const local = email.split('@')[0] ?? '';
  const separator = ['.', '_', '-'].find((mark) => local.includes(mark));
  if (!separator) return null;
  const parts = local
    .split(separator)
    .map((part) => part.replace(/\d+$/u, ''))
    .slice(0, 2);
  if (parts.length < 2 || parts.some((part) => !/^\p{L}{2,}(?:-\p{L}{2,})?$/u.test(part) || mailboxWords.test(part)))
    return null;
  const capitalised = parts
    .map((part) =>
      part
        .toLowerCase()
        .replace(/(^|-)(\p{L})/gu, (_whole, before: string, letter: string) => `${before}${letter.toUpperCase()}`)
        // "mcnamara" is "McNamara".
        .replace(/^Mc(\p{L})(?=\p{L}{2})/u, (_whole, letter: string) => `Mc${letter.toUpperCase()}`),
    )
    .join(' ');
  if (countTitleWords(capitalised) > 0) return null;
  return readNameFromLine(capitalised) ?? null;
}

/** Reads the name, contacts and headline from the lines before a resume's first section, and the whole text. */
/** Whether a site's domain holds the person's family name ("www.kolecava.com" of Karol Kolecava), four letters or more. */
function namesPerson(site: string, name: string): boolean {
  const domain = site
    .toLowerCase()
    .replace(/^(?:https?:\/\/)?(?:www\.)?/u, '')
    .split(/[/.]/u)[0];
  const family = withoutAccents(name).toLowerCase().split(/\s+/u).at(-1);
  return domain !== undefined && family !== undefined && family.length >= 4 && domain.includes(family);
}

/** "Hi my name is Josh.", "My name is Maria Lopez and I ...": a resume written as a message names its writer so. */
function introducedName(wholeText: string): string | undefined {
  const introduced = wholeText
    .slice(0, 400)
    // ("My name is Alberto Vela Castelan.": a sentence's capital, and a name of three words.)
    // ("I'm Isabelle, a Full-Stack Software Developer living in Scotland.": a site's "about me" names its writer
    // before the comma; "Hello there, I'm Benjamin Reit from Sioux Falls": a first name and a surname before where
    // the writer is from; "Hi, I'm Madimetja Charles Galane" on a line of its own: the page's greeting.)
    .match(
      // ("Mein Name ist Manuel" over a blank line and "Wer bin ich?": a name ends with its line.)
      // ("Mi nombre es Gerardo Guerrero, soy Mexicano", "Je m'appelle ...", "Mein Name ist ...": the same in the
      // page's own language.)
      /\b(?:(?:[Mm]y name is|[Mm]i nombre es|[Mm]e llamo|[Jj]e m['’]appelle|[Mm]on nom est|[Mm]ein Name ist|[Ii]ch hei(?:ß|ss)e)[ \t]+(\p{Lu}\p{Ll}+(?:[ \t]+\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?){0,2})(?=[\s.,!]|$)|I['’]m[ \t]+(\p{Lu}\p{Ll}+(?:[ \t]+\p{Lu}\p{Ll}+){0,2}),\s+(?:a|an)\s|(?:^|[.!,]\s+)I['’]m\s+(\p{Lu}\p{Ll}+\s+\p{Lu}\p{Ll}+)\s+from\s+\p{Lu}|(?:^|\n)[ \t]*(?:Hi|Hello|Hey|Hi there|Hello there)[,!]?[ \t]+I['’]m[ \t]+(\p{Lu}\p{Ll}+(?:[ \t]+\p{Lu}\p{Ll}+){1,2})[ \t]*[.!]?[ \t]*(?=\n|$))/u,
    )
    ?.slice(1)
    .find((group) => group !== undefined);
  return introduced ? (readNameFromLine(introduced) ?? (/\s/u.test(introduced) ? undefined : introduced)) : undefined;
}

export function readResumeHeader(preamble: string[], wholeText: string, firstLines: string[]): ResumeHeader {
  const headerLines = (preamble.length > 0 ? preamble : firstLines).filter((line) => line.trim() !== '').slice(0, 8);
  let name: string | null = null;
  let nameLine = -1;
  for (const [index, line] of headerLines.entries()) {
    if (preamble.length === 0 && headerLines.slice(0, index).some((before) => listHeading.test(before.trim()))) break;
    // "Greenleaf Books • Shift Supervisor" over "March 2019 - April 2021": a job's header, above its dates, in a
    // resume that gives no name; a name's line is never a job's.
    if (index > 0 && isPeriodOnlyLine(headerLines[index + 1] ?? '')) continue;
    // ("Sustainable Design Fair (Stanford University) | 2019.06 – 2019.08": a line with a span of dates is an entry's
    // header, and a resume that gives no name had been signed with a student project's.)
    const span = line.includes('|') || /\d{4}/u.test(line) ? findPeriod(line) : undefined;
    if (span !== undefined && span.start !== null && (span.end !== null || span.current)) continue;
    // ("Jenna Ellison  show contact info": where a listing hid the contact details, after the name.)
    const found = readNameFromLine(line.replace(/\s*\bshow contact info\b.*$/iu, ''));
    if (found) {
      name = found;
      nameLine = index;
      break;
    }
  }
  // "Stephen" / "James" / "Jackson": a page that set each word of the name on a line of its own, at its top.
  if (name === null) {
    const words = headerLines.slice(0, 3).map((line) => line.trim());
    for (const count of [3, 2]) {
      const parts = words.slice(0, count);
      if (parts.length < count || !parts.every((part) => /^\p{Lu}\p{Ll}+$/u.test(part))) continue;
      if (/^\p{Lu}\p{Ll}+$/u.test(words[count] ?? '') && count < 3) continue;
      const found = readNameFromLine(parts.join(' '));
      if (found) {
        name = found;
        nameLine = count - 1;
        break;
      }
    }
  }
  // "LEBENSLAUF" over "Persönliche Daten" / "Name:\t\tLena Marie Hofbauer": a name given in a labelled block of
  // personal details, which a German, Spanish or French CV puts under a heading of its own.
  if (name === null)
    for (const row of wholeText.split('\n').slice(0, 30)) {
      // ("| Name: | Jannik Bräuer |", "Name: | Jannik Bräuer": the same block pasted from a Word table as pipes.)
      const line = row.replace(/^\s*\|?\s*(\p{L}[^|]{0,30}?)\s*\|\s*([^|]+?)\s*\|?\s*$/u, '$1 $2');
      const labelled = line.match(
        // ("Fulle Name<TAB>Silas H.M. Peters": a form's label and its value set in columns, the label misspelt.)
        // ("Nome e cognome: Davide Bonfiglio": the Italian form's label.)
        /^\s*(?:name|full?e? name|vor-?\s*und\s*nachname|nombre(?:\s+y\s+apellidos)?|nom(?:\s+et\s+prénom|\s+complet)?|nome(?:\s+e\s+cognome|\s+completo)?|cognome\s+e\s+nome)(?:\s*:\s*|\s+(?=\p{Lu}))(.+)$/iu,
      )?.[1];
      // "NAME: NWOSU, Adaeze Chioma": the surname first, in capitals, before the given names' comma, as forms ask for
      // it; a letter is signed with the given names first.
      const surnameFirst = labelled
        ?.trim()
        .match(/^(\p{Lu}[\p{Lu}'’-]+(?:\s+\p{Lu}[\p{Lu}'’-]+)?),\s+((?:\p{Lu}[\p{L}'’-]+\s*){1,3})$/u);
      const found = surnameFirst
        ? readNameFromLine(`${surnameFirst[2]?.trim() ?? ''} ${titleCaseFromCapitals(surnameFirst[1] ?? '')}`)
        : labelled
          ? readNameFromLine(labelled)
          : undefined;
      if (found) {
        name = found;
        break;
      }
    }
  // "First name: Cian" / "Surname: Ó Súilleabháin" / "Preferred name: Cian O'Sullivan": a web form's fields of the
  // name; the name the person asks to be called by signs the letter, else the first name and the surname joined.
  if (name === null) {
    const fields = wholeText.split('\n').slice(0, 30);
    const field = (label: RegExp) =>
      fields.map((line) => line.match(label)?.[1]?.trim()).find((value) => value !== undefined && value !== '');
    const preferred = field(/^\s*(?:preferred|known as|goes by)(?:\s+name)?\s*:\s*(.+)$/iu);
    const first = field(/^\s*(?:first|given|fore)\s*names?\s*:\s*(.+)$/iu);
    const last = field(/^\s*(?:surname|last\s*name|family\s*name)\s*:\s*(.+)$/iu);
    const found =
      (preferred !== undefined && preferred.includes(' ') ? readNameFromLine(preferred) : undefined) ??
      (first !== undefined && last !== undefined ? readNameFromLine(`${first} ${last}`) : undefined);
    if (found) name = found;
  }
  // "From: Kristine Joy Villanueva <kjv@...>" / "Sent: ..." / "Subject: APPLICATION FOR CABIN CREW": a resume pasted into
  // an e-mail, under the mail's headers and greeting, is sent by the person it is about.
  if (name === null) {
    const sender = wholeText
      .split('\n')
      .slice(0, 6)
      .map((line) => line.match(/^\s*From:\s*["']?([^"'<>\n]+?)["']?\s*<[^<>\s]+@[^<>\s]+>\s*$/u)?.[1])
      .find((found) => found !== undefined);
    const found = sender ? readNameFromLine(sender) : undefined;
    if (found) name = found;
  }
  // "Hi my name is Josh.", "My name is Maria Lopez and I ...": a resume written as a message names its writer so.
  // ("BEFORE THAT", a heading of the mail's own below "My name is Marcus Adeyemi-Clarke and I live in Stockport", had
  // signed a letter: a name the writer gives wins over capitals read as one further down.)
  const introduced = name === null || nameLine > 0 ? introducedName(wholeText) : undefined;
  // (Over a name read from a line, a whole name only: "Hi, I'm Alex, a developer" leaves "Alexandra Smith" as read.)
  if (
    introduced !== undefined &&
    (name === null ||
      (/\s/u.test(introduced) &&
        !introduced
          .toLowerCase()
          .split(/\s+/u)
          .some((word) => name?.toLowerCase().split(/\s+/u).includes(word))))
  )
    name = introduced;
  // "Jean Sedik's Protfolio" above a page that names its writer nowhere else: the site's title, the name before its
  // possessive ("Dana Ruiz's Portfolio" over "Dana Maria Ruiz" leaves the name under it).
  if (name === null) {
    const site = wholeText
      .slice(0, 300)
      .match(
        /^\s*(\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+){1,2})['’]s\s+(?:Portfolio|Protfolio|Portafolio|Website|Site|Blog|Homepage)\s*$/mu,
      )?.[1];
    const found = site ? readNameFromLine(site) : undefined;
    if (found) name = found;
  }
  const headerText = headerLines.join('\n');
  const email = findEmail(wholeText);
  const labelledPhonePattern =
    // ("Call" / "+44 (0) 7741975022": a web CV's button over its number.)
    /(?:phone|tel(?:efon|éfono|éphone)?|mobil(?:e)?|handy|cell|móvil|contact|\bcall(?:\s+me)?)\.?(?:\s*(?:no\.?|number|#))?\s*:?\s*([+(\d][\d\s()+./-]{6,}\d)/i;
  const reachable = (found: string | undefined) =>
    found === undefined || cutShortAfterCountryCode(found) ? undefined : found;
  const labelledPhone = reachable(wholeText.match(labelledPhonePattern)?.[1]?.trim());
  // "4 0105 - 121 Maseno, Kenya" over "Phone: (+254) 555-0100": the number the header labels as the phone is the
  // phone, whatever number of an address stands above it.
  // ("Contact Details" / "babalwa mbolekwa" / "93@gmail.com" / "076 365 7045": a page's block of contacts under its
  // heading, below the header.)
  // (Looked for only where the header and the labels give no phone.)
  const phoneUnderContactHeading = () => {
    const contactBlock = wholeText.match(
      /(?:^|\n)[ \t]*contact(?:\s+(?:details|information|info))?[ \t]*:?[ \t]*\n((?:[^\n]*\n?){1,6})/iu,
    )?.[1];
    return contactBlock ? findPhone(contactBlock) : null;
  };
  // "Contacto: afrisalas@gmail.com - 619029293": a line of contacts, labelled, the number after the address.
  const phoneOnContactLine = () => {
    const contactLine = wholeText.match(
      /(?:^|\n)[ \t]*(?:contact[oa]?s?|kontakt|coordonnées|datos de contacto)[ \t]*:([^\n]+)/iu,
    )?.[1];
    return contactLine ? findPhone(contactLine) : null;
  };
  // "07545353629" on a line of its own among a side column's lines near the top: a number alone, of a phone's length.
  const phoneAloneNearTop = () => {
    const lines = wholeText.split('\n').slice(0, 40);
    const at = lines.findIndex(
      (line) => /^\s*\+?\(?\d[\d\s()-]{8,18}\d\s*$/u.test(line) && /^\d{10,13}$/u.test(line.replace(/\D/gu, '')),
    );
    // (With the line above it, whose label may say it is an identity number: "ID. Number:" / "930924 101 3081".)
    return at >= 0 ? findPhone(lines.slice(Math.max(0, at - 1), at + 1).join('\n')) : null;
  };
  const phone =
    reachable(headerText.match(labelledPhonePattern)?.[1]?.trim()) ??
    findPhone(headerText) ??
    labelledPhone ??
    phoneUnderContactHeading() ??
    phoneOnContactLine() ??
    phoneAloneNearTop();
  // "Portfolio: thandeka-m.dev", "https://lenamarsh.design" in the header: the person's own site.
  const ownSites = [
    ...[...wholeText.matchAll(labelledSitePattern)].map((match) => match[1] ?? ''),
    // "Portfolio, client list and references on request or at jannikoberlaender.de": a site on a portfolio's line.
    ...wholeText
      .split('\n')
      .filter((line) => /\bportfolio\b/iu.test(line))
      .flatMap((line) => line.match(bareSitePattern) ?? []),
    ...(headerText.match(/\bhttps?:\/\/[^\s|,;()<>]+/giu) ?? []),
    // "Head to the www.kolecava.com/about-me/ page": a site named for the person, wherever the resume gives it.
    ...(name === null ? [] : (wholeText.match(bareSitePattern) ?? []).filter((site) => namesPerson(site, name ?? ''))),
  ].map((site) => site.replace(/[.)]+$/u, ''));
  const links = [...new Set([...(wholeText.match(linkPattern) ?? []), ...ownSites])]
    .filter((link) => link !== '')
    .slice(0, 10);
  const location =
    headerLines
      .map((line) => line.trim())
      .find(
        (line) =>
          /^[\p{Lu}][\p{L}.' -]+,\s*(?:[A-Z]{2}|[\p{Lu}][\p{L}]+)(?:,\s*[\p{L} ]+)?$/u.test(line) &&
          !readNameFromLine(line),
      ) ?? null;

  // The headline: a title on its own line near the name ("Front-End Developer"), or the title a nameless resume
  // opens with ("REGISTERED NURSE").
  let headline: string | null = null;
  // "Gareth Pryce - Plumbing & Heating Engineer": the title on the name's own line, after its separator.
  const besideName =
    nameLine >= 0
      ? (headerLines[nameLine] ?? '')
          .split(/\s+[|•·—–-]\s+/)
          .slice(1)
          .map((part) => part.trim())
          .find((part) => !/[@\d]/.test(part) && part.split(/\s+/).length <= 8 && countTitleWords(part) > 0)
      : undefined;
  if (besideName) headline = titleCaseFromCapitals(besideName);
  for (const [index, line] of headline ? [] : headerLines.entries()) {
    if (index === nameLine || index > nameLine + 3) continue;
    const trimmed = line.trim().replace(/^[-–—|•\s]+/, '');
    if (/[@\d]/.test(trimmed) || trimmed.split(/\s+/).length > 8) continue;
    // ("Position: Chemist": a job's labelled post under a page's data, never the person's headline.)
    // ("Rank applied for: Second Engineer": a seafarer's form names the post sought, which the ad names.)
    if (
      /^(?:position|company|designation|role|job title|duration|location|(?:rank|post|position|job|role)\s+applied\s+for)\s*:/iu.test(
        trimmed,
      )
    )
      continue;
    const lastWord = trimmed.split(/[\s/]+/).pop() ?? '';
    // ("Chef Mike", "Nurse Jackie" atop a page that gives no name: the trade a person goes by before a first name, never
    // a post to be "a Chef Mike". Under a name, "Secretaria Admistrativa" is the post.)
    const byTrade = name === null && /^\p{Lu}\p{Ll}+\s+\p{Lu}\p{Ll}+$/u.test(trimmed) && !isTitleWord(lastWord);
    if (countTitleWords(trimmed) > 0 && !byTrade && (!looksLikeOrganisation(trimmed) || isTitleWord(lastWord))) {
      headline = titleCaseFromCapitals(trimmed.replace(/^(?:lebenslauf|resume|cv)\s*[-–—:|]\s*/i, ''));
      break;
    }
  }
  return { name, contacts: { email, phone, location, links }, headline };
}
