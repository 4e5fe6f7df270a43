import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { z } from 'zod';

export class DataDirectoryLockedError extends Error {}

const LockFileSchema = z.object({ processId: z.number().int().positive(), url: z.string().optional() });
export type LockFile = z.infer<typeof LockFileSchema>;

function lockPathOf(dataDirectory: string): string {
  return path.join(dataDirectory, 'server.lock');
}

/** Who holds the data directory (and where it listens), if anyone still running does. */
export async function readDataDirectoryLock(dataDirectory: string): Promise<LockFile | undefined> {
  let content: unknown;
  try {
    content = JSON.parse(await readFile(lockPathOf(dataDirectory), 'utf8'));
  } catch {
    return undefined;
  }
  const parsed = LockFileSchema.safeParse(content);
  if (!parsed.success || !isRunning(parsed.data.processId)) return undefined;
  return parsed.data;
}

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
export async function lockDataDirectory(
  dataDirectory: string,
): Promise<{ recordUrl: (url: string) => Promise<void>; release: () => Promise<void> }> {
  await mkdir(dataDirectory, { recursive: true });
  const lockPath = lockPathOf(dataDirectory);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      await writeFile(lockPath, JSON.stringify({ processId: process.pid }), { flag: 'wx' });
      let released = false;
      return {
        // The admin command reads the URL to reach a running server instead of opening its database.
        recordUrl: async (url) => {
          await writeFile(lockPath, JSON.stringify({ processId: process.pid, url }));
        },
        release: async () => {
          if (released) return;
          released = true;
          await rm(lockPath, { force: true });
        },
      };
    } catch (error) {
      if (!(error instanceof Error && 'code' in error && error.code === 'EEXIST')) throw error;
      const holder = await readDataDirectoryLock(dataDirectory);
      if (holder) {
        throw new DataDirectoryLockedError(
          `The data directory ${dataDirectory} is in use by another server (process ${holder.processId}). ` +
            'Two servers on one embedded database would corrupt it: stop the other server, or give this one its own DATA_DIR, or use DATABASE_URL.',
        );
      }
      // The holder is gone (it crashed or was killed): the lock is stale.
      await rm(lockPath, { force: true });
    }
  }
  throw new DataDirectoryLockedError(`Could not lock the data directory ${dataDirectory}.`);
}
