import { maximumInputCharacters } from '@cover-letter/shared/generation-schema';

/** Larger than any resume written as text; a bigger "text" file is almost certainly something else. */
export const maximumResumeFileBytes = 200 * 1024;

export const resumeFileMessages = {
  pdf: 'PDF upload is not supported yet: copy the text from your PDF and paste it here.',
  tooLarge: 'This file is larger than 200 KB. Upload a smaller text file, or paste your resume here.',
  notText: 'This file is not a text file. Upload a .txt or .md file, or paste your resume here.',
  empty: 'This file is empty. Upload another file, or paste your resume here.',
  tooLong: 'This file has more than 50,000 characters. Shorten your resume to at most 50,000 characters.',
} as const;

export type ResumeFileResult = { ok: true; text: string } | { ok: false; error: string };

const textFileNamePattern = /\.(?:txt|text|md|markdown)$/i;

function isPdf(file: File): boolean {
  return file.type === 'application/pdf' || /\.pdf$/i.test(file.name);
}

function looksLikeTextFile(file: File): boolean {
  // Browsers give .md files an empty type, or text/markdown; some give text files none at all.
  return file.type.startsWith('text/') || textFileNamePattern.test(file.name);
}

/** UTF-8 (with or without a byte order mark); a file that is not valid UTF-8 is read as Windows-1252, as older editors save. */
function decodeText(bytes: ArrayBuffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** Reads an uploaded resume in the browser; only plain text files are accepted, and nothing is sent anywhere. */
export async function readResumeFile(file: File): Promise<ResumeFileResult> {
  if (isPdf(file)) return { ok: false, error: resumeFileMessages.pdf };
  if (!looksLikeTextFile(file)) return { ok: false, error: resumeFileMessages.notText };
  if (file.size > maximumResumeFileBytes) return { ok: false, error: resumeFileMessages.tooLarge };

  const text = decodeText(await file.arrayBuffer()).replace(/\r\n?/g, '\n');
  // A renamed binary file: text files do not hold NUL characters.
  if (text.includes('\u0000')) return { ok: false, error: resumeFileMessages.notText };
  if (text.trim() === '') return { ok: false, error: resumeFileMessages.empty };
  if (text.length > maximumInputCharacters) return { ok: false, error: resumeFileMessages.tooLong };
  return { ok: true, text };
}
