import { Worker } from 'node:worker_threads';
import { messages, TransactionAbortedError } from '@electric-sql/pglite';
import { z } from 'zod';
import {
  QueryResultSchema,
  WorkerMemorySchema,
  WorkerReplySchema,
  type SerializedError,
  type WorkerMemory,
  type WorkerReply,
  type WorkerRequest,
} from './pglite-worker-messages.ts';

type QueryResult<Row> = { rows: Row[]; fields: Array<{ name: string; dataTypeID: number }>; affectedRows?: number };

/** What runs inside a transaction: the part of PGlite's `Transaction` that Kysely and the migrations use. */
export type WorkerTransaction = {
  query: <Row>(
    sql: string,
    parameters?: unknown[],
    options?: { rowMode?: 'array' | 'object' },
  ) => Promise<QueryResult<Row>>;
  exec: (sql: string) => Promise<Array<QueryResult<Record<string, unknown>>>>;
  rollback: () => Promise<void>;
};

/** The embedded database's thread ended without being closed: every waiting and later statement fails with this. */
export class EmbeddedDatabaseStoppedError extends Error {}

/**
 * The worker's young generation, in megabytes (V8 splits it into two semi-spaces and a space for large new objects,
 * so 48 is two semi-spaces of 16 MB). Left to V8, a thread this busy grows it to 2 × 64 MB and keeps it: about 100 MB
 * more resident memory that holds nothing (docs/decisions/0037-memory-over-a-soak.md).
 */
export const workerYoungGenerationMegabytes = 48;

/**
 * The worker's old generation limit, in megabytes: far above the 20 MB the thread keeps. With a limit under 2 GB, V8
 * also lets the old generation grow to less than twice what it keeps before it collects, not up to four times (0037).
 */
export const workerOldGenerationMegabytes = 1024;

/** How long a closed worker may take to end its thread once PGlite has closed, before it is stopped. */
const exitAfterCloseTimeoutMs = 5_000;

/**
 * PGlite run in a worker thread (server/src/database/pglite-worker.ts), seen from the server's thread as the part of
 * PGlite that Kysely's PGliteDialect uses (`query`, `transaction`, `close`, `closed`, `ready`, `waitReady`), plus
 * `exec` inside a transaction for the migrations. Statements and their values cross as structured clones, so Date,
 * bigint, Uint8Array and JSON keep their types; a database error arrives as PGlite's own DatabaseError with every
 * property it had (code, detail, hint, constraint…). Why a worker: docs/decisions/0033-pglite-worker-thread.md.
 */
export class PgliteInWorker {
  readonly ready = true;
  readonly waitReady = Promise.resolve();
  readonly #worker: Worker;
  readonly #waiting = new Map<number, { resolve: (result: unknown) => void; reject: (error: Error) => void }>();
  #lastRequestId = 0;
  /** Transactions begun and not ended hold PGlite's lock: the process must not exit under them either. */
  #openTransactions = 0;
  #closing: Promise<void> | undefined;
  #stopped: EmbeddedDatabaseStoppedError | undefined;
  readonly #opened: Promise<void>;
  /** Settles with the thread's exit code once the worker thread has ended: after `close()`, or a crash. */
  readonly threadEnded: Promise<number>;

  private constructor(worker: Worker, onStopped: (error: EmbeddedDatabaseStoppedError) => void) {
    this.#worker = worker;
    let lastError: Error | undefined;
    let opened = false;
    // Listened to for the worker's whole life: an 'error' event nobody listens to would end the server's process.
    worker.on('error', (error) => {
      lastError = error;
    });
    this.#opened = new Promise((resolve, reject) => {
      worker.on('message', (message: unknown) => {
        const reply = WorkerReplySchema.parse(message);
        if (reply.kind === 'opened') {
          opened = true;
          resolve();
        } else if (reply.kind === 'open failed') reject(deserializeError(reply.error));
        else this.#receive(reply);
      });
      worker.once('exit', (exitCode) => {
        const reason = lastError ? `: ${lastError.message}` : '';
        if (!opened) {
          reject(
            new EmbeddedDatabaseStoppedError(
              `The embedded database's worker exited (${exitCode}) while opening${reason}.`,
            ),
          );
          return;
        }
        if (this.#closing) return;
        this.#stopped = new EmbeddedDatabaseStoppedError(
          `The embedded database stopped: its worker thread exited with code ${exitCode}${reason}. Restart the server.`,
          { cause: lastError },
        );
        for (const waiting of this.#waiting.values()) waiting.reject(this.#stopped);
        this.#waiting.clear();
        onStopped(this.#stopped);
      });
    });
    this.threadEnded = new Promise((resolve) => worker.once('exit', resolve));
  }

  /**
   * Starts the worker and opens PGlite in `dataDirectory` there. `onStopped` hears of a worker that ends without
   * `close()` (a crash): the server logs it, and every statement from then on fails with that error.
   */
  static async open(
    dataDirectory: string,
    options: {
      onStopped: (error: EmbeddedDatabaseStoppedError) => void;
      /** The worker's JavaScript heap limit (Node's default when absent); beyond it the worker dies, not the server. */
      heapLimitMegabytes?: number;
    },
  ): Promise<PgliteInWorker> {
    const worker = new Worker(new URL('./pglite-worker.ts', import.meta.url), {
      workerData: { dataDirectory },
      resourceLimits: {
        maxYoungGenerationSizeMb: workerYoungGenerationMegabytes,
        maxOldGenerationSizeMb: options.heapLimitMegabytes ?? workerOldGenerationMegabytes,
      },
    });
    const database = new PgliteInWorker(worker, options.onStopped);
    try {
      await database.#opened;
    } catch (error) {
      await worker.terminate();
      throw error;
    }
    // Idle, the worker does not keep the process alive; a statement in flight does (see #send).
    worker.unref();
    return database;
  }

  get closed(): boolean {
    return this.#closing !== undefined || this.#stopped !== undefined;
  }

  async query<Row>(
    sql: string,
    parameters: unknown[] = [],
    options: { rowMode?: 'array' | 'object' } = {},
  ): Promise<QueryResult<Row>> {
    return this.#query<Row>(undefined, sql, parameters, options);
  }

  /**
   * Runs `callback` in one of PGlite's exclusive transactions, kept open in the worker until the callback ends:
   * commits when it returns, rolls back when it throws or calls `rollback()`.
   */
  async transaction<T>(callback: (transaction: WorkerTransaction) => Promise<T>): Promise<T> {
    const transactionId = TransactionIdSchema.parse(await this.#send({ kind: 'begin' }));
    this.#holdOpen(+1);
    let ended = false;
    const end = async (kind: 'commit' | 'rollback') => {
      if (ended) return;
      ended = true;
      try {
        await this.#send({ kind, transactionId });
      } finally {
        this.#holdOpen(-1);
      }
    };
    const checkOpen = () => {
      if (ended) throw new Error('Transaction is closed');
    };
    const transaction: WorkerTransaction = {
      query: async (sql, parameters = [], options = {}) => {
        checkOpen();
        return this.#query(transactionId, sql, parameters, options);
      },
      exec: async (sql) => {
        checkOpen();
        return QueryResultSchema.array().parse(await this.#send({ kind: 'exec', transactionId, sql })) as Array<
          QueryResult<Record<string, unknown>>
        >;
      },
      rollback: async () => {
        checkOpen();
        await end('rollback');
      },
    };
    let result: T;
    try {
      result = await callback(transaction);
    } catch (error) {
      // The callback's own error is what the caller hears, whatever the rollback says.
      await end('rollback').catch(() => undefined);
      throw error;
    }
    await end('commit');
    return result;
  }

  /** The worker thread's memory: PGlite's WebAssembly memory and the thread's JavaScript heap (for /metrics). */
  async memory(): Promise<WorkerMemory> {
    return WorkerMemorySchema.parse(await this.#send({ kind: 'memory' }));
  }

  /** Closes PGlite (which writes what it holds to the data directory) and ends the worker thread. */
  async close(): Promise<void> {
    if (this.#stopped) return;
    this.#closing ??= (async () => {
      this.#worker.ref();
      try {
        await this.#send({ kind: 'close' }, { evenWhenClosing: true });
      } finally {
        const exited = await Promise.race([
          this.threadEnded.then(() => true),
          new Promise<false>((resolve) => setTimeout(() => resolve(false), exitAfterCloseTimeoutMs).unref()),
        ]);
        if (!exited) await this.#worker.terminate();
      }
    })();
    return this.#closing;
  }

  async #query<Row>(
    transactionId: number | undefined,
    sql: string,
    parameters: unknown[],
    options: { rowMode?: 'array' | 'object' },
  ): Promise<QueryResult<Row>> {
    const result = await this.#send({
      kind: 'query',
      ...(transactionId === undefined ? {} : { transactionId }),
      sql,
      parameters,
      ...(options.rowMode ? { rowMode: options.rowMode } : {}),
    });
    // Rows are the database's values as PGlite parsed them; only their envelope is checked here.
    return QueryResultSchema.parse(result) as QueryResult<Row>;
  }

  #holdOpen(change: number): void {
    this.#openTransactions += change;
    this.#updateReference();
  }

  /** The worker keeps the process alive only while it has work the server waits for (a CLI then exits when done). */
  #updateReference(): void {
    if (this.#waiting.size > 0 || this.#openTransactions > 0 || this.#closing) this.#worker.ref();
    else this.#worker.unref();
  }

  #send(request: DistributiveOmit<WorkerRequest, 'id'>, options: { evenWhenClosing?: boolean } = {}) {
    if (this.#stopped) return Promise.reject(this.#stopped);
    if (this.#closing && !options.evenWhenClosing) {
      return Promise.reject(new Error('The embedded database is closed.'));
    }
    const id = (this.#lastRequestId += 1);
    return new Promise<unknown>((resolve, reject) => {
      this.#waiting.set(id, { resolve, reject });
      this.#updateReference();
      this.#worker.postMessage({ ...request, id } satisfies WorkerRequest);
    });
  }

  #receive(reply: WorkerReply): void {
    if (reply.kind !== 'answer' && reply.kind !== 'error') return;
    const waiting = this.#waiting.get(reply.id);
    if (!waiting) return;
    this.#waiting.delete(reply.id);
    this.#updateReference();
    if (reply.kind === 'answer') waiting.resolve(reply.result);
    else waiting.reject(deserializeError(reply.error));
  }
}

type DistributiveOmit<T, Key extends PropertyKey> = T extends unknown ? Omit<T, Key> : never;

const TransactionIdSchema = z.number().int().positive();

/**
 * Rebuilds an error from the worker as the class the server's error mapping and Kysely expect: PGlite's
 * DatabaseError (or TransactionAbortedError, which Kysely turns into its AbortedTransactionError) with code,
 * detail, hint, constraint and the rest; anything else as an Error with its properties and the worker's stack.
 */
function deserializeError(serialized: SerializedError): Error {
  const { name, length, ...properties } = serialized.properties;
  let error: Error;
  if (serialized.className === 'TransactionAbortedError') {
    error = new TransactionAbortedError();
  } else if (serialized.className === 'DatabaseError') {
    error = new messages.DatabaseError(
      serialized.message,
      typeof length === 'number' ? length : 0,
      messageNameOf(name),
    );
  } else {
    error = new Error(serialized.message);
    if (typeof name === 'string') error.name = name;
    error.stack = `${error.stack ?? ''}\n  in the embedded database's worker thread:\n${serialized.stack ?? ''}`;
  }
  Object.assign(error, properties);
  return error;
}

function messageNameOf(name: unknown): messages.MessageName {
  return name === 'notice' ? 'notice' : 'error';
}
