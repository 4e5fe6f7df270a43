// docs/product.md#screens-and-routes: lazily loaded code has a 120000 ms load time-out, and a failed load raises a chunk-load error
// ("Loading chunk N failed"), which the route error screen turns into "the app was updated" (docs/product.md#open-points-decided).
export const chunkLoadTimeoutMilliseconds = 120_000;

export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
  readonly chunkName: string;

  constructor(chunkName: string, reason: string, options?: ErrorOptions) {
    super(`Loading chunk ${chunkName} failed.\n(${reason})`, options);
    this.chunkName = chunkName;
  }
}

export function isChunkLoadError(error: unknown): error is ChunkLoadError {
  return error instanceof ChunkLoadError || (error instanceof Error && error.name === 'ChunkLoadError');
}

/** Imports a lazy chunk, turning a network failure or a time-out into a ChunkLoadError. */
export function loadChunk<Module>(chunkName: string, importChunk: () => Promise<Module>): Promise<Module> {
  return new Promise<Module>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new ChunkLoadError(chunkName, `timeout: no response after ${chunkLoadTimeoutMilliseconds} ms`));
    }, chunkLoadTimeoutMilliseconds);

    importChunk().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        const reason = error instanceof Error ? error.message : String(error);
        reject(new ChunkLoadError(chunkName, `error: ${reason}`, { cause: error }));
      },
    );
  });
}
