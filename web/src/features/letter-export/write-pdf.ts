// Loaded only when a PDF is asked for (docs/decisions/0012-letters-out-and-resumes-in.md): jsPDF stays out of the
// landing page and the dashboard's first load.
import { jsPDF } from 'jspdf';
import type { LetterLayout } from './build-letter-layout.ts';
import { toWindows1252Text } from './to-windows-1252-text.ts';

// PDF points (1/72 inch) on A4.
const margin = 72;
const bodySize = 11;
const lineHeight = 15.5;
const paragraphGap = 9;

export type WrittenPdf = {
  blob: Blob;
  /** Characters the standard fonts cannot show, written as their closest Latin letter or "?". */
  replacedCharacters: number;
};

/** The letter as a PDF with a real text layer (Times, the standard font every reader has). */
export function writePdf(layout: LetterLayout): WrittenPdf {
  const document = new jsPDF({ unit: 'pt', format: 'a4', compress: true });
  const pageWidth = document.internal.pageSize.getWidth();
  const pageHeight = document.internal.pageSize.getHeight();
  const textWidth = pageWidth - 2 * margin;
  let y = margin;
  let replacedCharacters = 0;

  function writeLine(text: string, options: { size?: number; bold?: boolean; gray?: boolean } = {}) {
    const size = options.size ?? bodySize;
    const converted = toWindows1252Text(text);
    replacedCharacters += converted.replaced;
    document.setFont('times', options.bold ? 'bold' : 'normal');
    document.setFontSize(size);
    document.setTextColor(options.gray ? 75 : 17);
    const wrapped: unknown = document.splitTextToSize(converted.text, textWidth);
    const pieces = Array.isArray(wrapped) ? wrapped.map(String) : [converted.text];
    for (const piece of pieces) {
      if (y + size > pageHeight - margin) {
        document.addPage();
        y = margin;
      }
      document.text(piece, margin, y + size);
      y += Math.max(lineHeight, size * 1.35);
    }
  }

  function addGap(points: number) {
    y += points;
  }

  if (layout.senderName) {
    writeLine(layout.senderName, { size: 15, bold: true });
    addGap(layout.contactLine ? 0 : 14);
  }
  if (layout.contactLine) {
    writeLine(layout.contactLine, { size: 9.5, gray: true });
    addGap(14);
  }
  writeLine(layout.dateLine);
  addGap(12);
  if (layout.recipientLine) {
    writeLine(layout.recipientLine);
    addGap(12);
  }
  if (layout.subjectLine) {
    writeLine(layout.subjectLine, { bold: true });
    addGap(12);
  }
  for (const paragraph of layout.paragraphs) {
    for (const line of paragraph) writeLine(line);
    addGap(paragraphGap);
  }

  document.setProperties({
    title: layout.subjectLine ?? 'Cover letter',
    ...(layout.senderName ? { author: layout.senderName } : {}),
    creator: 'Cover Letter Generator',
  });
  document.setLanguage(layout.language);
  return { blob: document.output('blob'), replacedCharacters };
}
