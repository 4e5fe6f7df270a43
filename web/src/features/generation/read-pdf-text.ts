// Loaded only when a PDF is chosen. pdf.js parses in its own worker, off the main thread, so a large PDF does not
// freeze the page; the worker is a file of this build, so the page's Content-Security-Policy ('self') allows it.
import { getDocument, GlobalWorkerOptions } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { joinPage } from './pdf-page-text.ts';
import type { ExtractedText } from './read-resume-file.ts';

GlobalWorkerOptions.workerSrc = workerUrl;

/** A resume is a few pages; a PDF of hundreds is not one, and reading it all would only take time. */
const maximumPages = 30;

/** Fewer letters than this in the whole file means there is no text layer to speak of: a scan. */
const minimumLetters = 20;

function isPasswordError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'name' in error && error.name === 'PasswordException';
}

/** The text layer of a PDF, page by page. */
export async function readPdfText(bytes: Uint8Array): Promise<ExtractedText> {
  const task = getDocument({ data: bytes, disableFontFace: true, useSystemFonts: false });
  try {
    const pdf = await task.promise;
    const pages: string[] = [];
    for (let pageNumber = 1; pageNumber <= Math.min(pdf.numPages, maximumPages); pageNumber += 1) {
      const page = await pdf.getPage(pageNumber);
      const content = await page.getTextContent();
      pages.push(joinPage(content.items));
      page.cleanup();
    }
    const text = pages.join('\n\n');
    const letters = text.match(/\p{L}/gu)?.length ?? 0;
    return letters < minimumLetters ? { ok: false, reason: 'no-text' } : { ok: true, text };
  } catch (error) {
    return { ok: false, reason: isPasswordError(error) ? 'encrypted' : 'unreadable' };
  } finally {
    await task.destroy();
  }
}
