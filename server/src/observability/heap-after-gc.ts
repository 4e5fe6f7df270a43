import { constants, PerformanceObserver } from 'node:perf_hooks';
import { getHeapSpaceStatistics, setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { z } from 'zod';

/** What Node puts in a 'gc' entry's detail (its type declarations do not say). */
const GcDetailSchema = z.object({ detail: z.object({ kind: z.number() }) });

/** The young generation's spaces: their size says how busy the thread is, not what it keeps. */
const youngSpaces: ReadonlySet<string> = new Set(['new_space', 'new_large_object_space']);

/**
 * Notes, after each full garbage collection of the calling thread, how much of its old generation is in use: what
 * the thread really keeps. The heap's total size is not that; it includes room V8 keeps for what the thread
 * allocates next (docs/decisions/0037-memory-over-a-soak.md). Read on the next turn after the collection, so only
 * objects promoted since then are counted with it.
 */
export function watchHeapAfterFullGc(): { bytes: () => number | undefined; stop: () => void } {
  let bytes: number | undefined;
  const observer = new PerformanceObserver((list) => {
    const full = list
      .getEntries()
      .some((entry) => GcDetailSchema.safeParse(entry).data?.detail.kind === constants.NODE_PERFORMANCE_GC_MAJOR);
    if (!full) return;
    bytes = getHeapSpaceStatistics()
      .filter((space) => !youngSpaces.has(space.space_name))
      .reduce((sum, space) => sum + space.space_used_size, 0);
  });
  observer.observe({ entryTypes: ['gc'] });
  return { bytes: () => bytes, stop: () => observer.disconnect() };
}

/**
 * Runs one full garbage collection of the calling thread, now. Node gives `gc` only under --expose-gc, which V8 reads
 * when it creates a context: set for a moment, it gives a fresh context's `gc` (the whole thread's collector), and is
 * unset again so that no other context gets one.
 */
export function collectGarbageNow(
  // `typeof` first: a context without `gc` would throw "gc is not defined" on the bare name.
  readCollector: () => unknown = () => runInNewContext("typeof gc === 'function' ? gc : undefined"),
): void {
  // Started with --expose-gc (a profiling session): its `gc` is there, and the flag must stay as it was.
  const exposed = z.function().safeParse(Reflect.get(globalThis, 'gc'));
  if (exposed.success) {
    exposed.data();
    return;
  }
  // The flag is the process's, not the thread's: another thread collecting at the same moment may unset it between
  // this thread's set and read, and the new context then has no `gc` (the embedded database's worker once died of
  // "gc is not defined" while opening). A few tries; a collection missed is a little memory kept a while longer, never
  // a reason to stop.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    setFlagsFromString('--expose-gc');
    let read: unknown;
    try {
      read = readCollector();
    } finally {
      setFlagsFromString('--no-expose-gc');
    }
    const collector = z.function().safeParse(read);
    if (collector.success) {
      collector.data();
      return;
    }
  }
}
