import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { collectGarbageNow, watchHeapAfterFullGc } from './heap-after-gc.ts';

describe('the heap kept after a full garbage collection', () => {
  it('is unknown before a full collection and the old generation in use after one', async () => {
    const watch = watchHeapAfterFullGc();
    try {
      expect(watch.bytes()).toBeUndefined();
      collectGarbageNow();
      // The observer hears of the collection on a later turn of the event loop; a few turns, never a timer.
      for (let turn = 0; turn < 20 && watch.bytes() === undefined; turn += 1) {
        await new Promise((resolve) => setImmediate(resolve));
      }
      const bytes = watch.bytes();
      expect(bytes).toBeGreaterThan(1_000_000);
      expect(bytes).toBeLessThan(process.memoryUsage().heapTotal);
    } finally {
      watch.stop();
    }
  });

  it('can be asked for without leaving gc to other contexts', () => {
    collectGarbageNow();
    expect(runInNewContext('typeof gc')).toBe('undefined');
  });

  it('tries again, then goes without, when another thread unsets the flag before this one reads it', () => {
    let reads = 0;
    let collected = 0;
    collectGarbageNow(() => {
      reads += 1;
      return reads === 1 ? undefined : () => (collected += 1);
    });
    expect([reads, collected]).toEqual([2, 1]);
    expect(() => collectGarbageNow(() => undefined)).not.toThrow();
    expect(runInNewContext('typeof gc')).toBe('undefined');
  });
});
