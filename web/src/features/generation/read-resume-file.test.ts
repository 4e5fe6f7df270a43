import { describe, expect, it } from 'vitest';
import { readResumeFile, resumeFileMessages } from './read-resume-file.ts';

// PDF and Word files are read by pdf.js and mammoth in the browser; e2e/resume-files.test.ts uploads real ones.

function fileOf(content: BlobPart, name: string, type = ''): File {
  return new File([content], name, { type });
}

describe('readResumeFile', () => {
  it('reads a plain text resume, with Windows line endings made plain', async () => {
    await expect(readResumeFile(fileOf('Ada Lovelace\r\nAnalyst\r\n', 'resume.txt', 'text/plain'))).resolves.toEqual({
      ok: true,
      text: 'Ada Lovelace\nAnalyst',
    });
  });

  it('accepts a Markdown file that the browser gives no type', async () => {
    await expect(readResumeFile(fileOf('# Ada Lovelace', 'resume.md'))).resolves.toEqual({
      ok: true,
      text: '# Ada Lovelace',
    });
  });

  it('reads UTF-8 with a byte order mark, and falls back to Windows-1252 for older files', async () => {
    const utf8 = Uint8Array.of(0xef, 0xbb, 0xbf, ...new TextEncoder().encode('Jürgen Müller'));
    await expect(readResumeFile(fileOf(utf8, 'lebenslauf.txt', 'text/plain'))).resolves.toEqual({
      ok: true,
      text: 'Jürgen Müller',
    });
    const windows1252 = Uint8Array.of(0x4a, 0xfc, 0x72, 0x67, 0x65, 0x6e); // "Jürgen"
    await expect(readResumeFile(fileOf(windows1252, 'lebenslauf.txt', 'text/plain'))).resolves.toEqual({
      ok: true,
      text: 'Jürgen',
    });
  });

  it('tidies trailing spaces and runs of blank lines as a person pasting would', async () => {
    await expect(readResumeFile(fileOf('Ada  \n\n\n\nAnalyst\t\n', 'resume.txt'))).resolves.toEqual({
      ok: true,
      text: 'Ada\n\nAnalyst',
    });
  });

  it('refuses other kinds of file, by type or by content', async () => {
    await expect(readResumeFile(fileOf('GIF89a', 'photo.gif', 'image/gif'))).resolves.toEqual({
      ok: false,
      error: resumeFileMessages.unsupported,
    });
    await expect(readResumeFile(fileOf(Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x00), 'photo.txt'))).resolves.toEqual({
      ok: false,
      error: resumeFileMessages.unsupported,
    });
    await expect(readResumeFile(fileOf('old', 'resume.doc', 'application/msword'))).resolves.toEqual({
      ok: false,
      error: resumeFileMessages.legacyWord,
    });
  });

  it('says a .docx that Word protected with a password is encrypted, and one that is not a document is damaged', async () => {
    const compoundFile = Uint8Array.of(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0);
    await expect(readResumeFile(fileOf(compoundFile, 'resume.docx'))).resolves.toEqual({
      ok: false,
      error: resumeFileMessages.encrypted,
    });
    await expect(readResumeFile(fileOf('not a zip', 'resume.docx'))).resolves.toEqual({
      ok: false,
      error: resumeFileMessages.unreadable,
    });
  });

  it('refuses files over 5 MB before reading them, empty files, and resumes over 50,000 characters', async () => {
    const overFiveMegabytes = fileOf(new Uint8Array(5 * 1024 * 1024 + 1), 'resume.pdf', 'application/pdf');
    await expect(readResumeFile(overFiveMegabytes)).resolves.toEqual({ ok: false, error: resumeFileMessages.tooLarge });
    await expect(readResumeFile(fileOf(' \n ', 'resume.txt', 'text/plain'))).resolves.toEqual({
      ok: false,
      error: resumeFileMessages.empty,
    });
    await expect(readResumeFile(fileOf('', 'resume.md'))).resolves.toEqual({
      ok: false,
      error: resumeFileMessages.empty,
    });
    await expect(readResumeFile(fileOf('a'.repeat(50_001), 'resume.txt', 'text/plain'))).resolves.toEqual({
      ok: false,
      error: resumeFileMessages.tooLong,
    });
  });
});
