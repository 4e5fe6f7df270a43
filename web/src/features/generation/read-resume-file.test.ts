import { describe, expect, it } from 'vitest';
import { readResumeFile, resumeFileMessages } from './read-resume-file.ts';

function fileOf(content: BlobPart, name: string, type = ''): File {
  return new File([content], name, { type });
}

describe('readResumeFile', () => {
  it('reads a plain text resume, with Windows line endings made plain', async () => {
    await expect(readResumeFile(fileOf('Ada Lovelace\r\nAnalyst\r\n', 'resume.txt', 'text/plain'))).resolves.toEqual({
      ok: true,
      text: 'Ada Lovelace\nAnalyst\n',
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

  it('refuses a PDF with a hint to paste its text', async () => {
    await expect(readResumeFile(fileOf('%PDF-1.7', 'resume.pdf', 'application/pdf'))).resolves.toEqual({
      ok: false,
      error: 'PDF upload is not supported yet: copy the text from your PDF and paste it here.',
    });
    await expect(readResumeFile(fileOf('%PDF-1.7', 'RESUME.PDF'))).resolves.toEqual({
      ok: false,
      error: resumeFileMessages.pdf,
    });
  });

  it('refuses files that are not text, by type or by content', async () => {
    await expect(
      readResumeFile(fileOf('PK\u0003\u0004', 'resume.docx', 'application/vnd.openxmlformats')),
    ).resolves.toEqual({ ok: false, error: resumeFileMessages.notText });
    await expect(readResumeFile(fileOf(Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x00), 'photo.txt'))).resolves.toEqual({
      ok: false,
      error: resumeFileMessages.notText,
    });
  });

  it('refuses files over 200 KB, empty files and resumes over 50,000 characters', async () => {
    await expect(readResumeFile(fileOf('a'.repeat(200 * 1024 + 1), 'resume.txt', 'text/plain'))).resolves.toEqual({
      ok: false,
      error: resumeFileMessages.tooLarge,
    });
    await expect(readResumeFile(fileOf(' \n ', 'resume.txt', 'text/plain'))).resolves.toEqual({
      ok: false,
      error: resumeFileMessages.empty,
    });
    await expect(readResumeFile(fileOf('a'.repeat(50_001), 'resume.txt', 'text/plain'))).resolves.toEqual({
      ok: false,
      error: resumeFileMessages.tooLong,
    });
  });
});
