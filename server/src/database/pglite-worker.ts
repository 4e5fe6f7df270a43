// The embedded database's own thread: PGlite executes every statement synchronously (PostgreSQL compiled to
// WebAssembly), so it runs here and the server's event loop stays free to answer (docs/decisions/0033-pglite-worker-thread.md).
// Started by server/src/database/pglite-in-worker.ts, which is the only thing that talks to it.
import { getHeapStatistics } from 'node:v8';
import { parentPort, resourceLimits, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { collectGarbageNow, watchHeapAfterFullGc } from '../observability/heap-after-gc.ts';
import {
  serializeError,
  WorkerDataSchema,
  WorkerRequestSchema,
  type WorkerReply,
  type WorkerMemory,
  type WorkerRequest,
} from './pglite-worker-messages.ts';

if (!parentPort) throw new Error('pglite-worker.ts runs as a worker thread, started by pglite-in-worker.ts.');
const port = parentPort;
const { dataDirectory } = WorkerDataSchema.parse(workerData);

function reply(message: WorkerReply): void {
  port.postMessage(message);
}

/** A transaction the server's thread has begun and not yet ended: PGlite's exclusive lock is held until then. */
type OpenTransaction = {
  transaction: Transaction;
  /** Settles the callback PGlite's `transaction` is waiting for: resolve commits, reject rolls back. */
  end: (outcome: 'commit' | 'rollback') => void;
  /** PGlite's own promise for the transaction: settles once COMMIT or ROLLBACK has run. */
  ended: Promise<unknown>;
};

/** Rejects the callback of a transaction the server rolls back; never leaves the worker. */
class RolledBack extends Error {}

/**
 * PostgreSQL's settings beyond PGlite's own. PGlite touches all of its shared buffers when it starts, and its
 * WebAssembly memory never shrinks: PostgreSQL's default of 128 MB made 150 MB of the thread's memory resident from the
 * first second. 32 MB hold this product's working set (accounts, sessions, limits and the rows being read); the rest
 * of the data directory is one read from the operating system's file cache away, since PGlite's files are ordinary
 * files (docs/decisions/0037-memory-over-a-soak.md).
 */
const postgresSettings = ['-c', 'shared_buffers=32MB'] as const;

let pglite: PGlite;
try {
  pglite = await PGlite.create(dataDirectory, { startParams: [...PGlite.defaultStartParams, ...postgresSettings] });
} catch (error) {
  // Said once, as a message the server reads with the error's code and details; the thread then ends on its own.
  reply({ kind: 'open failed', error: serializeError(error) });
  port.close();
  process.exit(1);
}

const heapAfterFullGc = watchHeapAfterFullGc();

// On a first start PGlite ran initdb in a WebAssembly instance of its own, whose memory (189 MB, most of it resident)
// is garbage from now on. V8 would keep it until this thread's first full collection, which a thread that allocates
// little may not run for minutes: one now gives it back (docs/decisions/0037-memory-over-a-soak.md).
collectGarbageNow();

function memory(): WorkerMemory {
  const heapAfterFullGcBytes = heapAfterFullGc.bytes();
  return {
    webAssemblyBytes: pglite.Module.wasmMemory.buffer.byteLength,
    heapTotalBytes: getHeapStatistics().total_heap_size,
    ...(heapAfterFullGcBytes === undefined ? {} : { heapAfterFullGcBytes }),
    ...(resourceLimits.maxYoungGenerationSizeMb === undefined
      ? {}
      : { maxYoungGenerationSizeMb: resourceLimits.maxYoungGenerationSizeMb }),
    ...(resourceLimits.maxOldGenerationSizeMb === undefined
      ? {}
      : { maxOldGenerationSizeMb: resourceLimits.maxOldGenerationSizeMb }),
  };
}

const openTransactions = new Map<number, OpenTransaction>();
let lastTransactionId = 0;

function transactionOf(transactionId: number | undefined): Transaction | PGlite {
  if (transactionId === undefined) return pglite;
  const open = openTransactions.get(transactionId);
  if (!open) throw new Error(`Transaction ${transactionId} is not open in the embedded database.`);
  return open.transaction;
}

async function beginTransaction(): Promise<number> {
  const transactionId = (lastTransactionId += 1);
  return new Promise<number>((resolveBegun, rejectBegun) => {
    let end: (outcome: 'commit' | 'rollback') => void = () => {};
    const callbackDone = new Promise<void>((resolve, reject) => {
      end = (outcome) => (outcome === 'commit' ? resolve() : reject(new RolledBack()));
    });
    const ended = pglite.transaction(async (transaction) => {
      openTransactions.set(transactionId, { transaction, end, ended });
      resolveBegun(transactionId);
      await callbackDone;
    });
    // BEGIN itself failed (the database closed): nothing was registered, the caller hears why.
    ended.catch((error: unknown) => {
      if (!openTransactions.has(transactionId)) rejectBegun(error);
    });
  });
}

async function endTransaction(transactionId: number, outcome: 'commit' | 'rollback'): Promise<void> {
  const open = openTransactions.get(transactionId);
  if (!open) throw new Error(`Transaction ${transactionId} is not open in the embedded database.`);
  openTransactions.delete(transactionId);
  if (outcome === 'rollback' && !open.transaction.closed) {
    open.end('rollback');
    await open.ended.catch((error: unknown) => {
      if (!(error instanceof RolledBack)) throw error;
    });
    return;
  }
  // After tx.rollback() PGlite has already rolled back; ending the callback then commits nothing.
  open.end('commit');
  await open.ended;
}

async function handle(request: WorkerRequest): Promise<unknown> {
  switch (request.kind) {
    case 'query':
      return transactionOf(request.transactionId).query(request.sql, request.parameters, {
        ...(request.rowMode ? { rowMode: request.rowMode } : {}),
      });
    case 'exec':
      return transactionOf(request.transactionId).exec(request.sql);
    case 'begin':
      return beginTransaction();
    case 'commit':
      return endTransaction(request.transactionId, 'commit');
    case 'rollback':
      return endTransaction(request.transactionId, 'rollback');
    case 'memory':
      return memory();
    case 'close':
      heapAfterFullGc.stop();
      // PGlite's close waits for running statements and writes what it holds to the data directory.
      if (!pglite.closed) await pglite.close();
      return null;
  }
}

port.on('message', (message: unknown) => {
  const parsed = WorkerRequestSchema.safeParse(message);
  if (!parsed.success) {
    // Only our own thread sends here; a message that does not parse is a bug, not input, and must be loud.
    throw new Error(`The embedded database's worker got a message it does not understand: ${parsed.error.message}`);
  }
  const request = parsed.data;
  handle(request).then(
    (result) => {
      reply({ kind: 'answer', id: request.id, result });
      if (request.kind === 'close') port.close();
    },
    (error: unknown) => reply({ kind: 'error', id: request.id, error: serializeError(error) }),
  );
});

reply({ kind: 'opened' });
