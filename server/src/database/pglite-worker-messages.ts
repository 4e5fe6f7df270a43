// What the server's thread and the embedded database's worker thread say to each other
// (server/src/database/pglite-in-worker.ts, server/src/database/pglite-worker.ts). Both sides parse what they receive:
// the boundary between threads is a boundary like any other. Values inside rows and parameters are left as the
// structured clone delivers them (Date, bigint, Uint8Array, JSON objects keep their types).
import { inspect } from 'node:util';
import { messages, TransactionAbortedError } from '@electric-sql/pglite';
import { z } from 'zod';

const TransactionIdSchema = z.number().int().positive();

export const WorkerRequestSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('query'),
    id: z.number().int(),
    /** Inside this transaction, or on the database's one connection when absent. */
    transactionId: TransactionIdSchema.optional(),
    sql: z.string(),
    parameters: z.array(z.unknown()),
    rowMode: z.enum(['array', 'object']).optional(),
  }),
  z.object({
    kind: z.literal('exec'),
    id: z.number().int(),
    transactionId: TransactionIdSchema.optional(),
    sql: z.string(),
  }),
  /** Opens one of PGlite's exclusive transactions; the worker keeps it open until `commit` or `rollback`. */
  z.object({ kind: z.literal('begin'), id: z.number().int() }),
  z.object({ kind: z.literal('commit'), id: z.number().int(), transactionId: TransactionIdSchema }),
  z.object({ kind: z.literal('rollback'), id: z.number().int(), transactionId: TransactionIdSchema }),
  z.object({ kind: z.literal('close'), id: z.number().int() }),
  /** The worker's own memory, for /metrics: answered between statements, never queued behind PGlite's lock. */
  z.object({ kind: z.literal('memory'), id: z.number().int() }),
]);
export type WorkerRequest = z.infer<typeof WorkerRequestSchema>;

/** An error as it crosses the boundary: its class by name, its message and stack, and every own property that clones. */
export const SerializedErrorSchema = z.object({
  className: z.string(),
  message: z.string(),
  stack: z.string().optional(),
  properties: z.record(z.string(), z.unknown()),
});
export type SerializedError = z.infer<typeof SerializedErrorSchema>;

export const QueryResultSchema = z.looseObject({
  rows: z.array(z.unknown()),
  fields: z.array(z.object({ name: z.string(), dataTypeID: z.number() })),
  affectedRows: z.number().optional(),
});

/** The worker thread's memory: PGlite's WebAssembly memory and the thread's own JavaScript heap. */
export const WorkerMemorySchema = z.object({
  /** PGlite's WebAssembly memory: it only ever grows (to what PostgreSQL's settings and its working set need). */
  webAssemblyBytes: z.number(),
  /** The thread's JavaScript heap as V8 holds it, room for new objects included. */
  heapTotalBytes: z.number(),
  /** The old generation in use after the thread's last full garbage collection; absent before the first. */
  heapAfterFullGcBytes: z.number().optional(),
  /** The young generation and old generation limits the thread was started with (resourceLimits), in megabytes. */
  maxYoungGenerationSizeMb: z.number().optional(),
  maxOldGenerationSizeMb: z.number().optional(),
});
export type WorkerMemory = z.infer<typeof WorkerMemorySchema>;

export const WorkerReplySchema = z.discriminatedUnion('kind', [
  /** Sent once, when PGlite has opened the data directory (or failed to: then `error`). */
  z.object({ kind: z.literal('opened') }),
  z.object({ kind: z.literal('open failed'), error: SerializedErrorSchema }),
  z.object({ kind: z.literal('answer'), id: z.number().int(), result: z.unknown() }),
  z.object({ kind: z.literal('error'), id: z.number().int(), error: SerializedErrorSchema }),
]);
export type WorkerReply = z.infer<typeof WorkerReplySchema>;

export const WorkerDataSchema = z.object({ dataDirectory: z.string() });

/** Turns any thrown value into a message that survives postMessage, keeping every property that structured-clones. */
export function serializeError(error: unknown): SerializedError {
  const properties: Record<string, unknown> = {};
  if (typeof error !== 'object' || error === null) return { className: 'Error', message: String(error), properties };
  for (const [key, value] of Object.entries(error)) {
    try {
      properties[key] = structuredClone(value);
    } catch {
      // A function (PGlite's query options may hold parsers) cannot cross; nothing the server reads is one.
    }
  }
  if (!(error instanceof Error)) {
    // Emscripten throws plain objects (a file-system ErrnoError has no Error prototype in the worker's realm).
    const message = 'message' in error && typeof error.message === 'string' ? error.message : inspect(error);
    return { className: 'Error', message, properties };
  }
  // Named here, not by constructor.name: PGlite's bundle is minified.
  const className =
    error instanceof TransactionAbortedError
      ? 'TransactionAbortedError'
      : error instanceof messages.DatabaseError
        ? 'DatabaseError'
        : error.constructor.name;
  return { className, message: error.message, stack: error.stack, properties };
}
