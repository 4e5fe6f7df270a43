import { formatCount, maximumInputCharacters } from '@cover-letter/shared/limits';

/** Larger than any real resume, PDFs with a photo included; a bigger file is a scan or something else entirely. */
export const maximumResumeFileBytes = 5 * 1024 * 1024;

export const resumeFileMessages = {
  tooLarge: 'This file is larger than 5 MB. Upload a smaller file, or paste your resume here.',
  unsupported:
    'This type of file cannot be read. Upload a PDF, Word (.docx), text (.txt) or Markdown (.md) file, or paste your resume here.',
  legacyWord: 'Older Word files (.doc) cannot be read. Save your resume as .docx or PDF, or paste it here.',
  encrypted: 'This file is protected with a password. Save a copy without the password, or paste your resume here.',
  scanned:
    'This PDF has no text to read; it may be a scan or a picture. Paste your resume here, or upload a PDF with selectable text.',
  unreadable: 'This file could not be read; it may be damaged. Paste your resume here instead.',
  empty: 'This file is empty. Upload another file, or paste your resume here.',
  tooLong: `This file has more than ${formatCount(maximumInputCharacters)} characters. Shorten your resume to at most ${formatCount(maximumInputCharacters)} characters.`,
} as const;

export type ResumeFileResult = { ok: true; text: string } | { ok: false; error: string };

/** What a reader of one kind of file found: the text, or why there is none. */
export type ExtractedText = { ok: true; text: string } | { ok: false; reason: 'encrypted' | 'no-text' | 'unreadable' };

type ResumeFileKind = 'pdf' | 'docx' | 'text' | 'encrypted-docx' | 'legacy-word' | 'damaged' | 'unsupported';

const textFileNamePattern = /\.(?:txt|text|md|markdown)$/i;

function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return signature.every((byte, index) => bytes[index] === byte);
}

const pdfSignature = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"
const zipSignature = [0x50, 0x4b, 0x03, 0x04]; // "PK\3\4": a .docx is a zip archive
// An OLE compound file: an old .doc, or a .docx that Word encrypted with a password (it wraps the zip in one).
const compoundFileSignature = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/** By the file's first bytes where they tell (a renamed file cannot fake them), else by its name and type. */
function detectKind(file: File, head: Uint8Array): ResumeFileKind {
  const name = file.name.toLowerCase();
  if (startsWith(head, pdfSignature) || name.endsWith('.pdf') || file.type === 'application/pdf') return 'pdf';
  if (name.endsWith('.docx') || file.type.includes('wordprocessingml')) {
    if (startsWith(head, zipSignature)) return 'docx';
    return startsWith(head, compoundFileSignature) ? 'encrypted-docx' : 'damaged';
  }
  if (name.endsWith('.doc') || file.type === 'application/msword') return 'legacy-word';
  // Browsers give .md files an empty type, or text/markdown; some give text files none at all.
  if (file.type.startsWith('text/') || textFileNamePattern.test(name)) return 'text';
  return 'unsupported';
}

/** UTF-8 (with or without a byte order mark); a file that is not valid UTF-8 is read as Windows-1252, as older editors save. */
function decodeText(bytes: ArrayBuffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** Line endings made plain, trailing spaces and runs of blank lines gone: what a person would paste. */
function tidyText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t\u00a0]+$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

function fromExtracted(extracted: ExtractedText): ResumeFileResult {
  if (!extracted.ok) {
    const messages = {
      encrypted: resumeFileMessages.encrypted,
      'no-text': resumeFileMessages.scanned,
      unreadable: resumeFileMessages.unreadable,
    } as const;
    return { ok: false, error: messages[extracted.reason] };
  }
  return { ok: true, text: extracted.text };
}

async function extractText(kind: 'pdf' | 'docx' | 'text', bytes: ArrayBuffer): Promise<ResumeFileResult> {
  if (kind === 'pdf') {
    // pdf.js (and its worker) load only when a PDF is chosen.
    const { readPdfText } = await import('./read-pdf-text.ts');
    return fromExtracted(await readPdfText(new Uint8Array(bytes)));
  }
  if (kind === 'docx') {
    const { readDocxText } = await import('./read-docx-text.ts');
    return fromExtracted(await readDocxText(bytes));
  }
  const text = decodeText(bytes);
  // A renamed binary file: text files do not hold NUL characters.
  if (text.includes('\u0000')) return { ok: false, error: resumeFileMessages.unsupported };
  return { ok: true, text };
}

/**
 * Reads an uploaded resume in the browser (PDF with a text layer, Word .docx, text, Markdown) for the person to check
 * in the resume field. The file never leaves the browser; its text is then read like pasted text (the facts panel).
 */
export async function readResumeFile(file: File): Promise<ResumeFileResult> {
  if (file.size > maximumResumeFileBytes) return { ok: false, error: resumeFileMessages.tooLarge };
  const bytes = await file.arrayBuffer();
  const kind = detectKind(file, new Uint8Array(bytes, 0, Math.min(bytes.byteLength, 8)));
  if (kind === 'encrypted-docx') return { ok: false, error: resumeFileMessages.encrypted };
  if (kind === 'legacy-word') return { ok: false, error: resumeFileMessages.legacyWord };
  if (kind === 'unsupported') return { ok: false, error: resumeFileMessages.unsupported };
  if (bytes.byteLength === 0) return { ok: false, error: resumeFileMessages.empty };
  if (kind === 'damaged') return { ok: false, error: resumeFileMessages.unreadable };

  const extracted = await extractText(kind, bytes);
  if (!extracted.ok) return extracted;
  const text = tidyText(extracted.text);
  if (text === '') return { ok: false, error: kind === 'text' ? resumeFileMessages.empty : resumeFileMessages.scanned };
  if (text.length > maximumInputCharacters) return { ok: false, error: resumeFileMessages.tooLong };
  return { ok: true, text };
}
