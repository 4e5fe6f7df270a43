import { describe, expect, it } from 'vitest';
import { createRateLimiter } from './rate-limiter.ts';

describe('rate limiter', () => {
  it('allows the limit within a window, refuses the next hit with the seconds to wait, and opens again after the window', () => {
    let time = 1_000_000;
    const limiter = createRateLimiter({ limit: 3, windowSeconds: 60, now: () => time });
    expect([limiter.hit('a'), limiter.hit('a'), limiter.hit('a')].every((result) => result.allowed)).toBe(true);
    expect(limiter.hit('a')).toEqual({ allowed: false, retryAfterSeconds: 60 });
    expect(limiter.hit('b').allowed).toBe(true);
    time += 30_000;
    expect(limiter.hit('a')).toEqual({ allowed: false, retryAfterSeconds: 30 });
    time += 30_000;
    expect(limiter.hit('a').allowed).toBe(true);
  });

  it('reports a blocked key without counting a hit, and forgets a reset key', () => {
    const limiter = createRateLimiter({ limit: 1, windowSeconds: 10 });
    expect(limiter.isBlocked('k')).toEqual({ blocked: false });
    limiter.hit('k');
    expect(limiter.isBlocked('k').blocked).toBe(true);
    limiter.reset('k');
    expect(limiter.isBlocked('k')).toEqual({ blocked: false });
  });
});
