// Language: the letter is written in the ad's language, or the one the user chose, for any language the detector
// knows (text/detect-language.ts, franc-min). A paragraph in another language, or a letter made mostly of quotes in
// another language, fails too.

import { detectLanguage, detectLanguageByFunctionWords, languageName } from '../text/detect-language.ts';
import { countWords } from '../text/sentences.ts';
import { addFinding, type CheckContext } from './check-context.ts';

const quotedPattern = /“[^”\n]*”|„[^“”\n]*[“”]|«[^»\n]*»|"[^"\n]*"/gu;

/** The language a letter is expected in: the one the user chose, else the ad's, else the resume's. */
export function expectedLanguageOf(chosen: string | undefined, adLanguage: string, resumeText: string): string {
  if (chosen) return chosen;
  if (adLanguage !== 'und') return adLanguage;
  return detectLanguage(resumeText);
}

export function checkLanguage(context: CheckContext, chosen: boolean): string {
  const { letter, expectedLanguage } = context;
  const body = letter.paragraphs.map((paragraph) => paragraph.text).join('\n');
  const unquoted = body.replace(quotedPattern, ' ');
  const detected = detectLanguage(unquoted.trim() === '' ? body : unquoted);
  const expectedName = languageName(expectedLanguage);
  const because = chosen ? 'you chose' : 'the ad is written in';
  if (body.trim() === '') return detected;
  if (expectedLanguage === 'und') {
    addFinding(
      context,
      'language',
      'warning',
      "The ad's language could not be told, so the letter's language was not checked.",
    );
    return detected;
  }
  if (detected === 'und') {
    addFinding(context, 'language', 'warning', `The letter's language could not be told; ${because} ${expectedName}.`);
    return detected;
  }
  // "Dann bewirb dich ... mit einem kurzen Anschreiben (auf Deutsch oder Englisch)": a letter in a language the ad
  // invites its letters in is in the ad's language as much as one in the ad's own.
  if (detected !== expectedLanguage && !chosen && adInvitesLetterIn(context.ad.text, detected)) return detected;
  if (detected !== expectedLanguage) {
    addFinding(
      context,
      'language',
      'error',
      `The letter is written in ${languageName(detected)}; ${because} ${expectedName}.`,
    );
    return detected;
  }
  for (const paragraph of letter.paragraphs) {
    const quoted = paragraph.text.replace(quotedPattern, ' ');
    // Names ("Horticola Mediterránea", "Técnica de Reporting") say nothing about the language a paragraph is in.
    const text = quoted.replace(/(?<=[\s(])[\p{Lu}][\p{L}.'’-]*/gu, ' ');
    // A paragraph of quotes in the letter's language strung on a few words of another ("Zu meinen Aufgaben gehört
    // außerdem: „...“"): too few words for the detector, but its function words say which language frames them.
    if (countWords(quoted) < 25) {
      const framing = countWords(quoted) >= 8 ? detectLanguageByFunctionWords(text) : 'und';
      if (framing !== 'und' && framing !== expectedLanguage)
        addFinding(
          context,
          'language',
          'error',
          `A paragraph is written in ${languageName(framing)}, not ${expectedName}.`,
          { start: paragraph.start, end: paragraph.end },
        );
      continue;
    }
    // Function words settle most paragraphs; franc is asked only when they point elsewhere.
    if (detectLanguageByFunctionWords(text) === expectedLanguage) continue;
    const language = detectLanguage(text);
    if (language !== 'und' && language !== expectedLanguage) {
      addFinding(
        context,
        'language',
        'error',
        `A paragraph is written in ${languageName(language)}, not ${expectedName}.`,
        { start: paragraph.start, end: paragraph.end },
      );
    }
  }
  // Quoting the resume in its own language is fine for a phrase; a letter made mostly of such quotes is not written
  // in the letter's language.
  const quotes = [...body.matchAll(quotedPattern)].map((match) => match[0]).join('\n');
  const quotedWords = countWords(quotes);
  if (quotedWords * 3 > countWords(body)) {
    const quotedLanguage =
      detectLanguageByFunctionWords(quotes) === expectedLanguage ? expectedLanguage : detectLanguage(quotes);
    if (quotedLanguage !== 'und' && quotedLanguage !== expectedLanguage) {
      addFinding(
        context,
        'language',
        'error',
        `A third or more of the letter is quoted in ${languageName(quotedLanguage)}, not written in ${expectedName}.`,
      );
    }
  }
  return detected;
}

/** The names a language goes by in the ads' own languages, as a sentence of the ad names them. */
const namesOfLanguage: Record<string, string> = {
  en: 'English|Englisch|inglés|ingles|anglais|inglese|inglês',
  de: 'German|Deutsch|alemán|aleman|allemand|tedesco|alemão',
  es: 'Spanish|Spanisch|español|espagnol|spagnolo|espanhol',
  fr: 'French|Französisch|francés|frances|français|francese|francês',
};

/**
 * Whether a sentence of the ad invites the letter (or the CV) in a language: "(auf Deutsch oder Englisch)", "in English
 * or Spanish", "en français ou en anglais". A sentence that names the language only for the work ("customers speak
 * mostly German") invites nothing.
 */
function adInvitesLetterIn(adText: string, language: string): boolean {
  const names = namesOfLanguage[language];
  if (names === undefined) return false;
  const named = new RegExp(
    `(?:\\b(?:in|auf|en|in het|em)\\s+(?:${names})\\b|\\b(?:${names})\\s+(?:or|oder|o|ou)\\b|\\b(?:or|oder|o|ou)\\s+(?:en\\s+)?(?:${names})\\b)`,
    'iu',
  );
  return adText
    .split(/[.!?\n]+/u)
    .some(
      (sentence) =>
        named.test(sentence) &&
        /\b(?:cover letter|letter|Anschreiben|carta|lettre|CV|résumé|resume|Lebenslauf|currículum|curriculum|application|Bewerbung|candidature|candidatura)/iu.test(
          sentence,
        ),
    );
}
