// The checker's reading of a letter: its lines, the salutation, the body's paragraphs and sentences, the sign-off and
// the signature, with positions in the letter as given, so findings can point at the text. Salutations and sign-offs
// are recognised in English, German, Spanish, French and a few more languages; letters from any writer are read the
// same way.

import { splitSentences } from '../text/sentences.ts';

export type LetterLine = { text: string; start: number; index: number };
export type LetterSentence = { text: string; start: number; end: number; paragraph: number };
export type LetterParagraph = { text: string; start: number; end: number };

export type LetterReading = {
  text: string;
  lines: LetterLine[];
  /** Non-empty lines, trimmed, with the position of their first character. */
  filledLines: LetterLine[];
  salutation: LetterLine | undefined;
  /** The sign-off line ("Sincerely,"), when one of the last lines is one. */
  signOff: LetterLine | undefined;
  /** The lines after the sign-off within the last three: where the name goes. */
  signature: LetterLine[];
  /** The body between salutation and sign-off, by paragraph. */
  paragraphs: LetterParagraph[];
  sentences: LetterSentence[];
};

export const salutationPattern =
  /^(?:dear|hello|hi|greetings|to whom it may concern|good (?:morning|afternoon|day)|sehr geehrte[rs]?|guten tag|liebe[rs]?|hallo|moin|servus|grüß gott|estimad[oa]s?|apreciad[oa]s?|distinguid[oa]s?|muy señ(?:or|ora|ores)|señor|señora|hola|buenos días|madame|monsieur|mesdames|messieurs|bonjour|cher|chère|chers|gentile|gentili|egregio|spettabile|caro|cara|geachte|beste|prezado|prezada|caros|szanown[iay])(?![\p{L}])/iu;

// French closings are a whole sentence ("Veuillez agréer, Madame, Monsieur, l’expression de mes salutations
// distinguées."), so a sign-off line may be long when it holds one of these formulas.
export const signOffPattern =
  /^(?:(?:yours )?sincerely(?: yours)?|yours (?:faithfully|truly)|(?:with )?(?:kind|best|warm|warmest|many) (?:regards|wishes)|regards|best|all the best|respectfully(?: yours)?|with (?:gratitude|thanks|appreciation)|thank you(?: for your (?:time|consideration))?|thanks|cordially|mit freundlichen grüßen|mit freundlichem gruß|mit besten grüßen|freundliche grüße|viele grüße|beste grüße|herzliche grüße|liebe grüße|hochachtungsvoll|atentamente|(?:un )?(?:cordial|afectuoso) saludo|saludos(?: cordiales)?|reciba un cordial saludo|quedo a su disposición|cordialement|bien (?:cordialement|à vous)|sincères salutations|(?:je vous prie d|veuillez) (?:agréer|recevoir)|recevez|cordiali saluti|distinti saluti|met vriendelijke groet(?:en)?|atenciosamente|z poważaniem)(?![\p{L}])/iu;

function readLines(text: string): LetterLine[] {
  const lines: LetterLine[] = [];
  let offset = 0;
  for (const [index, raw] of text.split('\n').entries()) {
    const line = raw.replace(/\r$/, '');
    lines.push({ text: line, start: offset, index });
    offset += raw.length + 1;
  }
  return lines;
}

function trimLine(line: LetterLine): LetterLine {
  const leading = line.text.length - line.text.trimStart().length;
  return { text: line.text.trim(), start: line.start + leading, index: line.index };
}

/** The sign-off among the last four filled lines: the last one that reads as a sign-off. */
function findSignOff(filled: LetterLine[]): LetterLine | undefined {
  const tail = filled.slice(-4);
  for (let position = tail.length - 1; position >= 0; position -= 1) {
    const line = tail[position];
    if (!line) continue;
    const limit = /agréer|recevoir|recevez/i.test(line.text) ? 160 : 60;
    if (line.text.length <= limit && signOffPattern.test(line.text)) return line;
  }
  return undefined;
}

function readParagraphs(lines: LetterLine[], firstIndex: number, endIndex: number): LetterParagraph[] {
  const blocks: LetterLine[][] = [];
  let current: LetterLine[] = [];
  for (const line of lines.slice(firstIndex, endIndex)) {
    if (line.text.trim() === '') {
      if (current.length > 0) blocks.push(current);
      current = [];
    } else current.push(trimLine(line));
  }
  if (current.length > 0) blocks.push(current);
  // Some writers separate paragraphs with single line breaks only: then each long line is a paragraph.
  const only = blocks[0];
  if (blocks.length === 1 && only && only.length >= 3 && only.every((line) => line.text.split(/\s+/).length >= 8)) {
    return only.map((line) => ({ text: line.text, start: line.start, end: line.start + line.text.length }));
  }
  return blocks.map((block) => {
    const first = block[0];
    const last = block[block.length - 1];
    const start = first?.start ?? 0;
    const end = last ? last.start + last.text.length : start;
    return { text: block.map((line) => line.text).join(' '), start, end };
  });
}

function locateSentences(text: string, paragraphs: LetterParagraph[]): LetterSentence[] {
  const sentences: LetterSentence[] = [];
  for (const [paragraphIndex, paragraph] of paragraphs.entries()) {
    // A hard-wrapped paragraph is one run of sentences: line breaks inside it become spaces (same length).
    const slice = text
      .slice(paragraph.start, paragraph.end)
      .replace(/\r?\n/g, (lineBreak) => ' '.repeat(lineBreak.length));
    let searchFrom = 0;
    // "... Disney, Lego etc. As an Assistant Accountant, I ...": a list that ends a sentence with "etc." ends it.
    const split = splitSentences(slice).flatMap((sentence) => sentence.split(/(?<=\betc\.)\s+(?=\p{Lu})/u));
    for (const sentence of split) {
      const found = slice.indexOf(sentence, searchFrom);
      const at = found >= 0 ? found : searchFrom;
      sentences.push({
        text: sentence,
        start: paragraph.start + at,
        end: paragraph.start + at + sentence.length,
        paragraph: paragraphIndex,
      });
      searchFrom = at + sentence.length;
    }
  }
  return sentences;
}

/** Reads a letter's parts. Nothing is assumed about who wrote it. */
export function readLetter(text: string): LetterReading {
  const lines = readLines(text);
  const filledLines = lines.filter((line) => line.text.trim() !== '').map(trimLine);
  const first = filledLines[0];
  const salutation = first && salutationPattern.test(first.text) ? first : undefined;
  const signOff = findSignOff(filledLines);
  const lastThree = filledLines.slice(-3);
  const signature = signOff ? lastThree.filter((line) => line.index > signOff.index) : [];
  const bodyStart = salutation ? salutation.index + 1 : (first?.index ?? 0);
  const bodyEnd = signOff ? signOff.index : lines.length;
  const paragraphs = readParagraphs(lines, bodyStart, bodyEnd);
  // "Dear Ms Smith, thank you for ...": text after the salutation's comma on its own line belongs to the body.
  if (salutation) {
    const rest = salutation.text.replace(/^[^,:]*[,:]\s*/, '');
    if (rest !== salutation.text && rest.split(/\s+/).length >= 4) {
      const start = salutation.start + salutation.text.length - rest.length;
      paragraphs.unshift({ text: rest, start, end: start + rest.length });
    }
  }
  return {
    text,
    lines,
    filledLines,
    salutation,
    signOff,
    signature,
    paragraphs,
    sentences: locateSentences(text, paragraphs),
  };
}
