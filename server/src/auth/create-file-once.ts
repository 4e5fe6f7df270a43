import { randomBytes } from 'node:crypto';
import { link, readFile, rm, writeFile } from 'node:fs/promises';

/**
 * Creates `filePath` with `content` unless it exists, and returns what the file holds: this content, or that of a
 * start that won the race. The content is written to a file of its own first and then linked into place, so a racing
 * start never reads a file that has been created but not yet written (as it could after `writeFile` with flag 'wx').
 */
export async function createFileOnce(filePath: string, content: string): Promise<string> {
  const draftPath = `${filePath}.${randomBytes(6).toString('hex')}.draft`;
  await writeFile(draftPath, content, { mode: 0o600, flag: 'wx' });
  try {
    await link(draftPath, filePath);
    return content;
  } catch (error) {
    if (!(error instanceof Error && 'code' in error && error.code === 'EEXIST')) throw error;
    return await readFile(filePath, 'utf8');
  } finally {
    await rm(draftPath, { force: true });
  }
}
