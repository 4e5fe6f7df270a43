// Loaded only when a .docx is chosen: mammoth reads the document's text in the browser.
import mammoth from 'mammoth';
import type { ExtractedText } from './read-resume-file.ts';

/** The text of a Word document, paragraph by paragraph (mammoth ends each with a blank line). */
export async function readDocxText(bytes: ArrayBuffer): Promise<ExtractedText> {
  try {
    const result = await mammoth.extractRawText({ arrayBuffer: bytes });
    return result.value.trim() === '' ? { ok: false, reason: 'no-text' } : { ok: true, text: result.value };
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
}
