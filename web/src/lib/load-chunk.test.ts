import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, chunkLoadTimeoutMilliseconds, isChunkLoadError, loadChunk } from './load-chunk.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('loadChunk', () => {
  it('resolves with the module when the import succeeds', async () => {
    await expect(loadChunk('login', () => Promise.resolve({ LoginRoute: 'route' }))).resolves.toEqual({
      LoginRoute: 'route',
    });
  });

  it('turns a failed import into "Loading chunk N failed"', async () => {
    const failure = loadChunk('dashboard', () =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module: /static/js/dashboard-1.js')),
    );
    await expect(failure).rejects.toBeInstanceOf(ChunkLoadError);
    await expect(failure).rejects.toThrow(/^Loading chunk dashboard failed\.\n\(error: Failed to fetch/);
  });

  it('gives up after 120000 ms without an answer', async () => {
    vi.useFakeTimers();
    const pending = loadChunk('signup', () => new Promise<never>(() => undefined));
    const outcome = expect(pending).rejects.toThrow('Loading chunk signup failed.\n(timeout');
    await vi.advanceTimersByTimeAsync(chunkLoadTimeoutMilliseconds - 1);
    let settled = false;
    pending.catch(() => undefined).finally(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
    expect(chunkLoadTimeoutMilliseconds).toBe(120_000);
  });

  it('recognises chunk-load errors and nothing else', () => {
    expect(isChunkLoadError(new ChunkLoadError('login', 'error: offline'))).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk login failed.'))).toBe(false);
    expect(isChunkLoadError('Loading chunk login failed.')).toBe(false);
  });
});
