/** A fixed-window counter per key, kept in memory and bounded in size. */
export type RateLimiter = {
  /** Counts one hit for key; says whether it is allowed and, if not, how many seconds until it is. */
  hit: (key: string) => { allowed: true } | { allowed: false; retryAfterSeconds: number };
  /** Whether key is over its limit right now, without counting a hit. */
  isBlocked: (key: string) => { blocked: false } | { blocked: true; retryAfterSeconds: number };
  reset: (key: string) => void;
};

const maximumTrackedKeys = 100_000;

/** Allows `limit` hits per key in each `windowSeconds`. */
export function createRateLimiter(options: { limit: number; windowSeconds: number; now?: () => number }): RateLimiter {
  const now = options.now ?? Date.now;
  const windows = new Map<string, { count: number; resetsAt: number }>();

  function currentWindow(key: string) {
    const time = now();
    let window = windows.get(key);
    if (!window || window.resetsAt <= time) {
      window = { count: 0, resetsAt: time + options.windowSeconds * 1000 };
      // Map keeps insertion order, so the first keys are the oldest windows: drop those when full.
      if (windows.size >= maximumTrackedKeys) {
        for (const [oldKey, oldWindow] of windows) {
          if (windows.size < maximumTrackedKeys && oldWindow.resetsAt > time) break;
          windows.delete(oldKey);
        }
      }
      windows.delete(key);
      windows.set(key, window);
    }
    return { window, time };
  }

  return {
    hit(key) {
      const { window, time } = currentWindow(key);
      if (window.count >= options.limit) {
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((window.resetsAt - time) / 1000)) };
      }
      window.count += 1;
      return { allowed: true };
    },
    isBlocked(key) {
      const { window, time } = currentWindow(key);
      if (window.count < options.limit) return { blocked: false };
      return { blocked: true, retryAfterSeconds: Math.max(1, Math.ceil((window.resetsAt - time) / 1000)) };
    },
    reset(key) {
      windows.delete(key);
    },
  };
}
