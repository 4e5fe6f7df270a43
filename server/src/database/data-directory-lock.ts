import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, readlink, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';

export class DataDirectoryLockedError extends Error {}

const LockFileSchema = z.object({
  processId: z.number().int().positive(),
  /** The holder's start time in clock ticks since boot (/proc/PID/stat): tells the holder from a later process with its PID. */
  startTime: z.string().optional(),
  /** The kernel's boot: a PID from before a reboot says nothing about today's processes. */
  bootId: z.string().optional(),
  /** The holder's PID namespace: a PID means something only inside it (a container has its own). */
  pidNamespace: z.string().optional(),
  url: z.string().optional(),
});
export type LockFile = z.infer<typeof LockFileSchema>;

/** How often the holder touches the lock file, so that a holder nobody can see (another container) still shows it is alive. */
const heartbeatIntervalMs = 1_000;
/** A lock not touched for this long belongs to a holder that is gone, wherever it ran. */
const defaultHeartbeatStaleAfterMs = 10_000;

function lockPathOf(dataDirectory: string): string {
  return path.join(dataDirectory, 'server.lock');
}

async function readText(filePath: string): Promise<string | undefined> {
  try {
    return (await readFile(filePath, 'utf8')).trim();
  } catch {
    return undefined;
  }
}

/** Field 22 of /proc/PID/stat, read after the command name (which may hold spaces and parentheses). */
async function readStartTime(processId: number): Promise<string | undefined> {
  const stat = await readText(`/proc/${processId}/stat`);
  if (!stat) return undefined;
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return fields[19];
}

async function readPidNamespace(): Promise<string | undefined> {
  try {
    return await readlink('/proc/self/ns/pid');
  } catch {
    return undefined;
  }
}

type Identity = Omit<LockFile, 'url'>;

async function readOwnIdentity(): Promise<Identity> {
  return {
    processId: process.pid,
    startTime: await readStartTime(process.pid),
    bootId: await readText('/proc/sys/kernel/random/boot_id'),
    pidNamespace: await readPidNamespace(),
  };
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

function isErrorCode(error: unknown, code: string): boolean {
  return error instanceof Error && 'code' in error && error.code === code;
}

type ObservedLock = { content: LockFile | undefined; inode: number; modifiedAt: number };

async function observeLock(lockPath: string): Promise<ObservedLock | undefined> {
  try {
    const [text, info] = await Promise.all([readFile(lockPath, 'utf8'), stat(lockPath)]);
    let content: LockFile | undefined;
    try {
      const parsed = LockFileSchema.safeParse(JSON.parse(text));
      content = parsed.success ? parsed.data : undefined;
    } catch {
      content = undefined;
    }
    return { content, inode: info.ino, modifiedAt: info.mtimeMs };
  } catch (error) {
    if (isErrorCode(error, 'ENOENT')) return undefined;
    throw error;
  }
}

/**
 * Whether the holder of a lock is still there. Where its PID can be checked (same boot, same PID namespace), the PID
 * decides at once: gone, this very process, or a later process that reuses the PID all mean the lock is stale. Where
 * it cannot (a container restarted into a new namespace, a shared volume), the heartbeat decides: a live holder
 * touches the lock every second, a dead one has stopped.
 */
async function judgeLock(
  observed: ObservedLock,
  own: Identity,
  heartbeatStaleAfterMs: number,
): Promise<'live' | 'stale' | 'unknown'> {
  const content = observed.content;
  if (content) {
    // A lock without a boot id was written where /proc is missing, or by an older version: its PID is all there is.
    const sameKernel =
      content.bootId === undefined || (content.bootId === own.bootId && content.pidNamespace === own.pidNamespace);
    if (sameKernel) {
      if (content.processId === own.processId) return 'stale';
      if (!isRunning(content.processId)) return 'stale';
      if (content.startTime !== undefined) {
        const startTime = await readStartTime(content.processId);
        if (startTime !== undefined && startTime !== content.startTime) return 'stale';
      }
      return 'live';
    }
  }
  return Date.now() - observed.modifiedAt > heartbeatStaleAfterMs ? 'stale' : 'unknown';
}

function delay(milliseconds: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, milliseconds));
}

/** Creates the lock with its whole content at once (link of a finished file), or reports that one exists. */
async function createLock(lockPath: string, content: LockFile): Promise<boolean> {
  const draft = `${lockPath}.${process.pid}.${randomBytes(6).toString('hex')}`;
  await writeFile(draft, JSON.stringify(content));
  try {
    await link(draft, lockPath);
    return true;
  } catch (error) {
    if (isErrorCode(error, 'EEXIST')) return false;
    throw error;
  } finally {
    await rm(draft, { force: true });
  }
}

/**
 * Removes a stale lock, if it is still the one judged stale. Two servers that judge it stale at once must not both
 * go on: the takeover file admits one of them; the other finds the winner's fresh lock on its next turn.
 */
async function removeStaleLock(lockPath: string, judged: ObservedLock, heartbeatStaleAfterMs: number): Promise<void> {
  const takeoverPath = `${lockPath}.takeover`;
  try {
    await writeFile(takeoverPath, String(process.pid), { flag: 'wx' });
  } catch (error) {
    if (!isErrorCode(error, 'EEXIST')) throw error;
    // A takeover takes milliseconds; one left behind by a process killed during it is removed after a while.
    const info = await stat(takeoverPath).catch(() => undefined);
    if (info && Date.now() - info.mtimeMs > heartbeatStaleAfterMs) await rm(takeoverPath, { force: true });
    return;
  }
  try {
    const current = await observeLock(lockPath);
    if (current && current.inode === judged.inode) await rm(lockPath, { force: true });
  } finally {
    await rm(takeoverPath, { force: true });
  }
}

function lockedError(dataDirectory: string, holder: LockFile | undefined): DataDirectoryLockedError {
  const who = holder ? `another server (process ${holder.processId})` : 'another server';
  return new DataDirectoryLockedError(
    `The data directory ${dataDirectory} is in use by ${who}. ` +
      'Two servers on one embedded database would corrupt it: stop the other server, or give this one its own DATA_DIR, or use DATABASE_URL.',
  );
}

/** Who holds the data directory (and where it listens), if a holder that is still there does. */
export async function readDataDirectoryLock(dataDirectory: string): Promise<LockFile | undefined> {
  const observed = await observeLock(lockPathOf(dataDirectory));
  if (!observed?.content) return undefined;
  const judgement = await judgeLock(observed, await readOwnIdentity(), defaultHeartbeatStaleAfterMs);
  return judgement === 'stale' ? undefined : observed.content;
}

/**
 * Takes the data directory for this process. PGlite does not lock its files, and two processes writing one
 * directory corrupt it, so a second server on the same directory must refuse to start; a lock left by a server that
 * is gone (killed, or a container that restarted) is taken over.
 */
export async function lockDataDirectory(
  dataDirectory: string,
  timing: { heartbeatStaleAfterMs: number } = { heartbeatStaleAfterMs: defaultHeartbeatStaleAfterMs },
): Promise<{ recordUrl: (url: string) => Promise<void>; release: () => Promise<void> }> {
  await mkdir(dataDirectory, { recursive: true });
  const lockPath = lockPathOf(dataDirectory);
  const own = await readOwnIdentity();
  let content: LockFile = { ...own };
  // A lock that can only be judged by its heartbeat gets the time to go quiet, and a little more.
  const deadline = Date.now() + timing.heartbeatStaleAfterMs * 1.5;
  for (let attempt = 0; attempt < 200; attempt += 1) {
    if (await createLock(lockPath, content)) {
      let released = false;
      // The heartbeat: a touch a second, off the request path, and never keeping the process alive by itself.
      const heartbeat = setInterval(() => {
        const now = new Date();
        utimes(lockPath, now, now).catch(() => undefined);
      }, heartbeatIntervalMs);
      heartbeat.unref();
      return {
        // The admin command reads the URL to reach a running server instead of opening its database.
        recordUrl: async (url) => {
          content = { ...own, url };
          const draft = `${lockPath}.${process.pid}.url`;
          await writeFile(draft, JSON.stringify(content));
          await rename(draft, lockPath);
        },
        release: async () => {
          if (released) return;
          released = true;
          clearInterval(heartbeat);
          const current = await observeLock(lockPath);
          const ours = current?.content?.processId === own.processId && current.content.startTime === own.startTime;
          if (ours) await rm(lockPath, { force: true });
        },
      };
    }
    const observed = await observeLock(lockPath);
    if (!observed) continue;
    const judgement = await judgeLock(observed, own, timing.heartbeatStaleAfterMs);
    if (judgement === 'live') throw lockedError(dataDirectory, observed.content);
    if (judgement === 'stale') {
      await removeStaleLock(lockPath, observed, timing.heartbeatStaleAfterMs);
      await delay(20);
      continue;
    }
    if (Date.now() > deadline) throw lockedError(dataDirectory, observed.content);
    await delay(250);
  }
  throw new DataDirectoryLockedError(`Could not lock the data directory ${dataDirectory}.`);
}
