// Loaded only when a Word file is asked for (docs/decisions/0012-letters-out-and-resumes-in.md): `docx` stays out of
// the landing page and the dashboard's first load.
import { AlignmentType, Document, Packer, Paragraph, TextRun } from 'docx';
import type { LetterLayout } from './build-letter-layout.ts';

// Word's units: font sizes in half-points, spacing and margins in twentieths of a point.
const bodySize = 22;
const nameSize = 30;
const contactSize = 19;
const paragraphGap = 200;
const inch = 1440;

function lineParagraph(text: string, options: { size?: number; bold?: boolean; color?: string; gapAfter?: number }) {
  return new Paragraph({
    spacing: { after: options.gapAfter ?? 0 },
    children: [
      new TextRun({
        text,
        size: options.size ?? bodySize,
        ...(options.bold ? { bold: true } : {}),
        ...(options.color ? { color: options.color } : {}),
      }),
    ],
  });
}

/** The letter as a Word document (.docx): header lines, then each paragraph with its own line breaks. */
export async function writeDocx(layout: LetterLayout): Promise<Blob> {
  const children: Paragraph[] = [];
  if (layout.senderName) {
    const gapAfter = layout.contactLine ? 40 : 360;
    children.push(lineParagraph(layout.senderName, { size: nameSize, bold: true, gapAfter }));
  }
  if (layout.contactLine)
    children.push(lineParagraph(layout.contactLine, { size: contactSize, color: '4B5563', gapAfter: 360 }));
  children.push(lineParagraph(layout.dateLine, { gapAfter: 240 }));
  if (layout.recipientLine) children.push(lineParagraph(layout.recipientLine, { gapAfter: 240 }));
  if (layout.subjectLine) children.push(lineParagraph(layout.subjectLine, { bold: true, gapAfter: 240 }));
  for (const paragraph of layout.paragraphs) {
    children.push(
      new Paragraph({
        alignment: AlignmentType.LEFT,
        spacing: { after: paragraphGap, line: 276 },
        children: paragraph.map((line, index) => new TextRun({ text: line, size: bodySize, break: index > 0 ? 1 : 0 })),
      }),
    );
  }
  const document = new Document({
    creator: 'Cover Letter Generator',
    title: layout.subjectLine ?? 'Cover letter',
    styles: { default: { document: { run: { font: 'Calibri', size: bodySize } } } },
    sections: [{ properties: { page: { margin: { top: inch, bottom: inch, left: inch, right: inch } } }, children }],
  });
  return Packer.toBlob(document);
}
