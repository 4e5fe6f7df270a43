import { createRequire } from 'node:module';
import { unzipSync } from 'fflate';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const require = createRequire(import.meta.url);
const standardFontDataUrl = `${require.resolve('pdfjs-dist/package.json').replace(/package\.json$/, '')}standard_fonts/`;

function decodeXmlText(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}

/**
 * The paragraphs of a .docx as Word shows them: unzips the file and reads word/document.xml, joining each paragraph's
 * text runs and turning its line breaks into "\n".
 */
export function readDocxParagraphs(bytes: Uint8Array): string[] {
  const documentXml = unzipSync(bytes)['word/document.xml'];
  if (!documentXml) throw new Error('the .docx has no word/document.xml');
  const xml = new TextDecoder().decode(documentXml);
  const paragraphs = xml.match(/<w:p[ >][\s\S]*?<\/w:p>/g) ?? [];
  return paragraphs.map((paragraph) =>
    [...paragraph.matchAll(/<w:t(?: [^>]*)?>([\s\S]*?)<\/w:t>|<w:br\/>|<w:br [^>]*\/>/g)]
      .map((match) => (match[1] === undefined ? '\n' : decodeXmlText(match[1])))
      .join(''),
  );
}

/** The text layer of a PDF, page after page, as pdf.js reads it (the same library the app reads resumes with). */
export async function readPdfText(bytes: Uint8Array): Promise<{ text: string; pages: number; title: string | null }> {
  const task = getDocument({ data: bytes, standardFontDataUrl, useSystemFonts: false });
  const pdf = await task.promise;
  let text = '';
  for (let pageNumber = 1; pageNumber <= pdf.numPages; pageNumber += 1) {
    const content = await (await pdf.getPage(pageNumber)).getTextContent();
    for (const item of content.items) {
      if ('str' in item) text += item.str + (item.hasEOL ? '\n' : '');
    }
    text += '\n';
  }
  const metadata = await pdf.getMetadata();
  const info = metadata.info;
  const title = typeof info === 'object' && info !== null && 'Title' in info ? String(info.Title) : null;
  const pages = pdf.numPages;
  await task.destroy();
  return { text, pages, title };
}

/** Whitespace-insensitive text, for comparing a file's text with the letter whatever the line wrapping. */
export function normalizeWhitespace(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
