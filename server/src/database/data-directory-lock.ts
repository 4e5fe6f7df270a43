import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export class DataDirectoryLockedError extends Error {}

function isRunning(processId: number): boolean {
  try {
    process.kill(processId, 0);
    return true;
  } catch (error) {
    // EPERM means the process exists but belongs to someone else: still running.
    return error instanceof Error && 'code' in error && error.code === 'EPERM';
  }
}

/**
 * Takes the data directory for this process. PGlite does not lock its files, and two processes writing
 * one directory corrupt it, so a second server on the same directory must refuse to start.
 */
export async function lockDataDirectory(dataDirectory: string): Promise<{ release: () => Promise<void> }> {
  await mkdir(dataDirectory, { recursive: true });
  const lockPath = path.join(dataDirectory, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      await writeFile(lockPath, `${process.pid}\n`, { flag: 'wx' });
      let released = false;
      return {
        release: async () => {
          if (released) return;
          released = true;
          await rm(lockPath, { force: true });
        },
      };
    } catch (error) {
      if (!(error instanceof Error && 'code' in error && error.code === 'EEXIST')) throw error;
      const holder = Number.parseInt((await readFile(lockPath, 'utf8').catch(() => '')).trim(), 10);
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isRunning(holder)) {
        throw new DataDirectoryLockedError(
          `The data directory ${dataDirectory} is in use by another server (process ${holder}). ` +
            'Two servers on one embedded database would corrupt it: stop the other server, or give this one its own DATA_DIR, or use DATABASE_URL.',
        );
      }
      // The holder is gone (it crashed or was killed): the lock is stale.
      await rm(lockPath, { force: true });
    }
  }
  throw new DataDirectoryLockedError(`Could not lock the data directory ${dataDirectory}.`);
}
