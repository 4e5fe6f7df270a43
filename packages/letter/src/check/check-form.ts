// Length and structure: the word count for the chosen length, a salutation first, three to five paragraphs, a
// closing that asks for a conversation, a sign-off with the person's name (never a heading or a job title), and no
// preamble, commentary or Markdown around the letter.

import { formatWordRange, letterWordRanges, maximumLetterWords } from '@cover-letter/shared/limits';
import { countWords } from '../text/sentences.ts';
import { addFinding, noteConfirmed, type CheckContext } from './check-context.ts';
import { isTitlePhrase, looksLikePersonName } from './names.ts';
import { signOffPattern } from './read-letter.ts';
import { readResumeHeading } from './read-sections.ts';
import { foldPhrase } from './words.ts';

export function checkLength(context: CheckContext, wordCount: number, length: 'standard' | 'short'): void {
  const range = letterWordRanges[length];
  if (wordCount > maximumLetterWords) {
    addFinding(
      context,
      'length',
      'error',
      `The letter has ${wordCount} words; it must never exceed ${maximumLetterWords}.`,
    );
  } else if (wordCount < range.minimum || wordCount > range.maximum) {
    addFinding(
      context,
      'length',
      'error',
      `The letter has ${wordCount} words; the ${length} length is ${formatWordRange(range)}.`,
    );
  }
}

const preamblePattern =
  /^(?:here(?:'s| is| you go)|sure[,!]|certainly|of course|below is|as requested|hier ist|gerne[,!]|natürlich[,!]|aquí (?:tienes|está)|claro[,!]|por supuesto|voici|bien sûr)/iu;
const commentaryPattern =
  /^(?:notes?:|p\.?s\.?:?\s*(?:feel|let|you|i can)|i hope this helps|let me know|feel free to (?:adjust|edit|modify|change)|\(?word count|this (?:cover )?letter (?:highlights|emphasi[sz]es|is|has)|i(?:'ve| have) (?:tailored|written|highlighted|kept)|hinweis:|anmerkung:|nota:|remarque:)/iu;
const markdownPattern = /```|^\s{0,3}#{1,6}\s|\*\*[^*\n]+\*\*|__[^_\n]+__|^\s*[-*+]\s+\S/mu;
const askPattern =
  /(?<![\p{L}])(?:interview|conversation|call|discuss|meet|meeting|talk|speak|chat|hear from you|get in touch|contact me|reach me|gespräch\p{L}*|vorstellungsgespräch|kennenlernen|kennen zu lernen|kennenzulernen|austausch|austauschen|rückmeldung|einladung|telefonat|treffen|vorzustellen|entrevista|conversación|conversar|reunión|reunirnos|hablar|comentar|contactarme|noticias|entretien|échange|échanger|rencontrer|rencontre|discuter|m['’]entretenir|colloquio|incontro|gesprek|kennismaken|entrevista|conversa)(?![\p{L}])/iu;

function spanOf(line: { text: string; start: number }): { start: number; end: number } {
  return { start: line.start, end: line.start + line.text.length };
}

export function checkStructure(context: CheckContext): number {
  const { letter } = context;
  const first = letter.filledLines[0];
  if (!first) {
    addFinding(context, 'structure', 'error', 'The letter is empty.');
    return 0;
  }
  if (preamblePattern.test(first.text)) {
    addFinding(
      context,
      'structure',
      'error',
      'The letter starts with a preamble instead of the salutation.',
      spanOf(first),
    );
  }
  if (!letter.salutation) {
    addFinding(
      context,
      'structure',
      'error',
      'The first line is not a salutation ("Dear ...", "Sehr geehrte ...", "Estimado ...", "Madame, Monsieur").',
      spanOf(first),
    );
  }
  const markdown = letter.text.search(markdownPattern);
  if (markdown >= 0) {
    addFinding(context, 'structure', 'error', 'The letter contains Markdown (fences, headings, bold or list marks).', {
      start: markdown,
      end: Math.min(letter.text.length, markdown + 3),
    });
  }
  for (const line of letter.filledLines) {
    if (commentaryPattern.test(line.text))
      addFinding(context, 'structure', 'error', 'The letter contains commentary about itself.', spanOf(line));
  }
  const paragraphs = letter.paragraphs.filter((paragraph) => countWords(paragraph.text) >= 4);
  if (paragraphs.length < 3 || paragraphs.length > 5) {
    addFinding(context, 'structure', 'error', `The letter has ${paragraphs.length} body paragraphs; a letter has 3-5.`);
  }
  const closing = paragraphs
    .slice(-2)
    .map((paragraph) => paragraph.text)
    .join(' ');
  if (!askPattern.test(closing)) {
    addFinding(context, 'structure', 'error', 'The closing has no clear ask (an interview or a conversation).');
  }
  if (!letter.signOff) {
    addFinding(
      context,
      'structure',
      'error',
      'There is no sign-off ("Sincerely," / "Mit freundlichen Grüßen" / "Atentamente," / "Cordialement,") at the end.',
    );
  } else checkSignature(context);
  checkGermanContinuation(context);
  return paragraphs.length;
}

const documentHeadingPattern =
  /^(?:resume|résumé|curriculum vitae|cv|lebenslauf|currículum(?: vitae)?|profile|professional summary|summary|objective|contact(?: information)?|personal (?:details|information)|persönliche daten|profil|perfil)$/iu;

/** True when a signature line is a heading or a job title from the resume rather than a name. */
function isHeadingOrTitle(context: CheckContext, line: string): boolean {
  const folded = foldPhrase(line);
  if (folded === '') return false;
  if (documentHeadingPattern.test(line.trim()) || readResumeHeading(line)) return true;
  if (isTitlePhrase(line) && !looksLikePersonName(line)) return true;
  return [...context.resume.topLines, ...context.resume.headings].some(
    (top) => foldPhrase(top) === folded && !looksLikePersonName(top),
  );
}

/** True when the signature holds the name: all its parts, in any case ("JOHN DOE" signs as "John Doe"). */
function signatureHasName(signature: string, name: string): boolean {
  const folded = ` ${foldPhrase(signature)} `;
  if (folded.includes(` ${foldPhrase(name)} `)) return true;
  // "Ms Farah Iqbal-Doherty", "Chloe Hendry RVN" on the resume, "Farah Iqbal-Doherty" under the letter.
  const bare = name
    .replace(/^(?:Mr|Mrs|Ms|Miss|Mx|Dr|Prof)\.?\s+/u, '')
    .replace(/(?:\s+(?:\(Hons\)|[A-Z]{2,6}|[A-Z][a-z]?[A-Z][A-Za-z]{0,5}))+$/u, '');
  if (bare !== name && bare.split(/\s+/).length >= 2 && folded.includes(` ${foldPhrase(bare)} `)) return true;
  // "THANDIWE P. MOKOENA": an initial is no word to look for; "HANNAH OKONJO LLB (Hons)": nor are the letters after a
  // name in capitals, which the case no longer tells apart.
  const parts = foldPhrase(name)
    .split(' ')
    .map((part) => part.replace(/\.$/u, '').replace(/^\((.*)\)$/u, '$1'))
    .filter(
      (part) =>
        part.length > 1 &&
        !/^(?:llb|llm|ba|bsc|msc|ma|mba|phd|hons|rn|rgn|rmn|cpa|aca|acca|cima|pmp|beng|meng|mpharm|qts|pgce|lpc|gdl)$/u.test(
          part,
        ),
    );
  return parts.length >= 2 && parts.every((part) => folded.includes(` ${part} `));
}

function checkSignature(context: CheckContext): void {
  const { letter, resume, facts } = context;
  const signOff = letter.signOff;
  if (!signOff) return;
  // "Best regards, Jane Doe": the name may follow the sign-off on its line.
  const sameLine = signOff.text.replace(signOffPattern, '').replace(/^[\s,.!]+/u, '');
  const lines = [
    ...(sameLine !== '' && !/agréer|recevoir|salutations/iu.test(signOff.text)
      ? [{ text: sameLine, start: signOff.start + signOff.text.length - sameLine.length }]
      : []),
    ...letter.signature.map((line) => ({ text: line.text, start: line.start })),
  ];
  const signature = lines.map((line) => line.text).join(' ');
  const confirmedName = facts?.resume.name ?? undefined;
  const expected = [resume.name, confirmedName].filter(
    (name): name is string => typeof name === 'string' && name !== '',
  );
  const headingLine = lines.find((line) => isHeadingOrTitle(context, line.text));
  if (expected.length > 0) {
    const named = expected.find((name) => signatureHasName(signature, name));
    if (named) {
      if (!resume.name || !signatureHasName(signature, resume.name))
        noteConfirmed(context, 'structure', `The name "${named}"`);
      return;
    }
    const wanted = expected[0] ?? '';
    if (lines.length === 0) {
      addFinding(context, 'structure', 'error', `The name (${wanted}) is missing under the sign-off.`, spanOf(signOff));
    } else if (headingLine) {
      addFinding(
        context,
        'structure',
        'error',
        `A heading or job title ("${headingLine.text}") stands where the name belongs; the resume's name is ${wanted}.`,
        spanOf(headingLine),
      );
    } else {
      addFinding(
        context,
        'structure',
        'error',
        `The name under the sign-off ("${signature}") is not the name on the resume (${wanted}).`,
        spanOf(lines[0] ?? signOff),
      );
    }
    return;
  }
  if (headingLine) {
    addFinding(
      context,
      'structure',
      'error',
      `A heading or job title ("${headingLine.text}") is used as the signature; the resume shows no name, so the letter ends with the sign-off alone.`,
      spanOf(headingLine),
    );
    return;
  }
  // "ADAEZE NWANKWO, ACA (ICAN)", a LinkedIn export's name below its side column: a name the resume prints, though its
  // first lines were not read as one, is the person's own.
  // (Folded once, and only when a line looks like a name.)
  let foldedResume: string | undefined;
  const printedInResume = (text: string) => {
    const words = foldPhrase(text)
      .split(' ')
      .map((word) => word.replace(/\.$/u, ''))
      .filter((word) => word.length > 1);
    // ("aoife.mcnamara.it@...": the names of an e-mail address, which sign a resume that prints no name line.)
    const mailboxNames = [...resume.text.matchAll(/([\p{L}\d._-]{3,64})@/gu)].map((match) =>
      (match[1] ?? '').replace(/[._-]/gu, ' '),
    );
    foldedResume ??= ` ${foldPhrase([resume.text, ...mailboxNames].join(' '))} `;
    const folded = foldedResume;
    return words.length >= 2 && words.every((word) => folded.includes(` ${word} `));
  };
  const inventedName = lines.find((line) => {
    const name = line.text.replace(/,.*$/u, '');
    return looksLikePersonName(name) && !printedInResume(name);
  });
  if (inventedName) {
    addFinding(
      context,
      'structure',
      'error',
      `The signature "${inventedName.text}" is a name the resume does not show.`,
      spanOf(inventedName),
    );
    return;
  }
  addFinding(context, 'structure', 'info', 'The resume shows no name, so none is expected under the sign-off.');
}

/** Words a German body may not start with in lower case: "Sie" and its forms are always capitalised. */
const germanFunctionStart =
  /^(?:Ich|Mit|Hiermit|Gerne|Gern|Als|Seit|Nach|Mein|Meine|Da|Durch|Bei|Über|In|Im|Zur|Zum|Auf|Vielen|Wie|Derzeit|Zuletzt|Aktuell|Bereits|Schon|Mich|Mir|Besonders|Dank|Nachdem|Während|Wenn|Weil|Dass|Ihre Stellenanzeige)(?![\p{L}])/u;

/** German letters continue in lower case after the salutation's comma ("Sehr geehrte Damen und Herren, ich ..."). */
function checkGermanContinuation(context: CheckContext): void {
  const { letter } = context;
  const german = context.expectedLanguage === 'de';
  const first = letter.paragraphs[0];
  if (!german || !letter.salutation || !letter.salutation.text.trim().endsWith(',') || !first) return;
  const match = first.text.match(germanFunctionStart);
  if (!match) return;
  addFinding(
    context,
    'structure',
    'warning',
    `After the salutation's comma a German letter continues in lower case ("${match[0].toLowerCase()} ...").`,
    { start: first.start, end: first.start + match[0].length },
  );
}
