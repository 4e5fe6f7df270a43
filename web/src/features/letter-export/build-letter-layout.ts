import { readResumeFacts } from '@cover-letter/letter/facts/read-resume-facts';
import { detectLanguageAmong } from '@cover-letter/letter/text/detect-language';

export type ExportableLetter = {
  /** The letter as the person last saw it (their edit, if any). */
  text: string;
  /** The resume it was written from: the sender's name and contact lines come from it. */
  resume: string;
  company: string | null;
  role: string | null;
  /** The letter's date: when it was written. */
  date: Date;
};

/** A letter laid out as a letter: who writes, when, to whom, about what, then the text as written. */
export type LetterLayout = {
  senderName: string | null;
  contactLine: string | null;
  dateLine: string;
  recipientLine: string | null;
  subjectLine: string | null;
  /** The letter split at blank lines; each paragraph keeps its own line breaks (a sign-off and the name under it). */
  paragraphs: string[][];
  /** BCP 47 tag of the letter's language, for the date and the file's metadata. */
  language: LetterLocale;
};

type LetterLocale = 'en-US' | 'de-DE' | 'es-ES' | 'fr-FR';

/** The composer's languages (packages/shared/src/fact-sheet-schema.ts): the date and subject line in each. */
const letterLocales: Readonly<Record<string, { locale: LetterLocale; subject: (role: string) => string }>> = {
  en: { locale: 'en-US', subject: (role) => `Re: ${role}` },
  de: { locale: 'de-DE', subject: (role) => `Bewerbung als ${role}` },
  es: { locale: 'es-ES', subject: (role) => `Asunto: candidatura al puesto de ${role}` },
  fr: { locale: 'fr-FR', subject: (role) => `Objet : candidature au poste de ${role}` },
};

const maximumContactLinks = 2;

function splitParagraphs(text: string): string[][] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n+/)
    .map((paragraph) =>
      paragraph
        .split('\n')
        .map((line) => line.trimEnd())
        .filter((line, index, lines) => line !== '' || (index > 0 && index < lines.length - 1)),
    )
    .filter((paragraph) => paragraph.some((line) => line.trim() !== ''));
}

/** A letter that already opens with its sender's details (some models write them) gets no second header. */
function opensWithSenderDetails(firstParagraph: string[], details: Array<string | undefined>): boolean {
  const opening = firstParagraph.join('\n').toLowerCase();
  return details.some((detail) => detail !== undefined && detail !== '' && opening.includes(detail.toLowerCase()));
}

/**
 * Lays out a letter for the Word and PDF downloads. Nothing is added to the letter's own text: the header lines
 * (name and contacts from the resume, the date, the company and the role) come before it, and the text follows as
 * written, signature included.
 */
export function buildLetterLayout(letter: ExportableLetter): LetterLayout {
  const paragraphs = splitParagraphs(letter.text);
  const language = letterLocales[detectLanguageAmong(letter.text, Object.keys(letterLocales))] ?? letterLocales['en'];
  const sender = letter.resume.trim() === '' ? undefined : readResumeFacts(letter.resume);
  const email = sender?.contacts.email ?? undefined;
  const phone = sender?.contacts.phone ?? undefined;
  const contacts = [email, phone, ...(sender?.contacts.links.slice(0, maximumContactLinks) ?? [])].filter(
    (contact): contact is string => contact !== undefined && contact.trim() !== '',
  );
  const hasOwnHeader = opensWithSenderDetails(paragraphs[0] ?? [], [email, phone]);
  const role = letter.role?.trim() || null;
  const locale = language?.locale ?? 'en-US';

  return {
    senderName: hasOwnHeader ? null : (sender?.name ?? null),
    contactLine: hasOwnHeader || contacts.length === 0 ? null : contacts.join(' · '),
    dateLine: new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(letter.date),
    recipientLine: letter.company?.trim() || null,
    subjectLine: role === null || !language ? null : language.subject(role),
    paragraphs,
    language: locale,
  };
}

/** The layout's text in reading order, one entry per line: what a reader of the file sees. */
export function listLayoutLines(layout: LetterLayout): string[] {
  return [
    ...[layout.senderName, layout.contactLine, layout.dateLine, layout.recipientLine, layout.subjectLine].filter(
      (line): line is string => line !== null,
    ),
    ...layout.paragraphs.flat(),
  ];
}

/** A file name's stem for a letter: `cover-letter` and `prompt-N` (docs/product.md#limits), kept as they are. */
export type LetterFileName = 'cover-letter' | `prompt-${number}`;
