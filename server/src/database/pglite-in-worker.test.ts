import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { messages } from '@electric-sql/pglite';
import { AbortedTransactionError, Kysely, PGliteDialect, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromDatabaseError } from '../rest/postgrest-error.ts';
import { startTestServer, testDatabaseUrl, type TestServer } from '../../test/test-server.ts';
import {
  EmbeddedDatabaseStoppedError,
  PgliteInWorker,
  workerOldGenerationMegabytes,
  workerYoungGenerationMegabytes,
} from './pglite-in-worker.ts';

const directories: string[] = [];

async function newDataDirectory(): Promise<string> {
  const directory = await mkdtemp(path.join(tmpdir(), 'cover-letter-worker-'));
  directories.push(directory);
  return directory;
}

afterAll(async () => {
  for (const directory of directories.splice(0)) await rm(directory, { recursive: true, force: true });
});

/** Whatever a promise settles with, as a value: the error of a rejection, for expectations on its properties. */
async function settled(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    (value) => value,
    (error: unknown) => error,
  );
}

// About the embedded database; the PostgreSQL pass has nothing to add. Opening PGlite takes seconds of WebAssembly
// start-up, many more on a loaded machine, so one database serves the tests that only read and write rows.
describe.skipIf(testDatabaseUrl !== undefined)(
  'the embedded database in its worker thread',
  { timeout: 90_000 },
  () => {
    let database: PgliteInWorker;
    let stopped: EmbeddedDatabaseStoppedError | undefined;

    beforeAll(async () => {
      database = await PgliteInWorker.open(await newDataDirectory(), {
        onStopped: (error) => {
          stopped = error;
        },
      });
      await database.transaction(async (transaction) => {
        await transaction.exec(`
        create table letters (id int primary key, title text not null);
        create table notes (id int primary key, letter_id int references letters (id));`);
      });
    });

    afterAll(async () => {
      await database?.close();
    });

    it('runs its thread with a bounded heap and reports its memory', async () => {
      const memory = await database.memory();
      // Without the bounds, V8 grows the young generation of a busy thread to 2 × 64 MB and keeps it, and lets the
      // old generation grow to four times what it keeps (0037).
      expect(memory.maxYoungGenerationSizeMb).toBe(workerYoungGenerationMegabytes);
      expect(memory.maxOldGenerationSizeMb).toBe(workerOldGenerationMegabytes);
      expect(memory.webAssemblyBytes).toBeGreaterThanOrEqual(64 * 1_048_576);
      expect(memory.heapTotalBytes).toBeGreaterThan(0);
    });

    it('keeps 32 MB of shared buffers, so its WebAssembly memory stays at the 128 MB it starts with', async () => {
      // PGlite touches every shared buffer when it starts; PostgreSQL's 128 MB grew its memory to 189 MB (0037).
      const { rows } = await database.query<{ shared_buffers: string }>('show shared_buffers');
      expect(rows).toEqual([{ shared_buffers: '32MB' }]);
      expect((await database.memory()).webAssemblyBytes).toBeLessThanOrEqual(128 * 1_048_576);
    });

    it('keeps the types of values: Date, bigint, Uint8Array and JSON go in and come back as they were', async () => {
      const moment = new Date('2026-01-02T03:04:05.678Z');
      const bytes = new Uint8Array([0, 1, 254, 255]);
      const { rows } = await database.query<Record<string, unknown>>(
        'select $1::timestamptz as moment, $2::int8::text as big, $3::bytea as bytes, $4::jsonb as document, $5::int8 as count',
        [moment, 2n ** 60n, bytes, JSON.stringify({ list: [1, 'two', null] }), 7],
      );
      expect(rows[0]).toEqual({
        moment,
        big: '1152921504606846976',
        bytes,
        document: { list: [1, 'two', null] },
        count: 7,
      });
      expect(rows[0]?.moment).toBeInstanceOf(Date);
      expect(rows[0]?.bytes).toBeInstanceOf(Uint8Array);
    });

    it('hands a database error over with its class, code, detail, hint and constraint, mapped as before', async () => {
      await database.query("insert into letters values (1, 'first')");
      const duplicate = await settled(database.query("insert into letters values (1, 'again')"));
      expect(duplicate).toBeInstanceOf(messages.DatabaseError);
      expect(duplicate).toMatchObject({
        code: '23505',
        detail: 'Key (id)=(1) already exists.',
        constraint: 'letters_pkey',
        table: 'letters',
        schema: 'public',
        severity: 'ERROR',
        message: 'duplicate key value violates unique constraint "letters_pkey"',
      });
      expect(fromDatabaseError(duplicate, 'authenticated')?.toBody()).toEqual({
        code: '23505',
        message: 'duplicate key value violates unique constraint "letters_pkey"',
        details: 'Key (id)=(1) already exists.',
        hint: null,
      });

      const raised = await settled(
        database.query(
          "do $$ begin raise exception 'Too many letters' using errcode = 'PT403', detail = 'At most 200.', hint = 'Delete one.'; end $$",
        ),
      );
      expect(raised).toMatchObject({ code: 'PT403', detail: 'At most 200.', hint: 'Delete one.' });
      expect(fromDatabaseError(raised, 'authenticated')).toMatchObject({
        status: 403,
        code: 'PT403',
        message: 'Too many letters',
        details: 'At most 200.',
        hint: 'Delete one.',
      });
    });

    it('honours a rollback across the thread: a throwing callback, an explicit rollback and Kysely all undo their writes', async () => {
      const thrown = new Error('changed my mind');
      const failed = await settled(
        database.transaction(async (transaction) => {
          await transaction.query("insert into letters values (10, 'thrown away')");
          throw thrown;
        }),
      );
      expect(failed).toBe(thrown);

      const answer = await database.transaction(async (transaction) => {
        await transaction.query("insert into letters values (11, 'rolled back')");
        await transaction.rollback();
        return 'returned after the rollback';
      });
      expect(answer).toBe('returned after the rollback');

      const kysely = new Kysely<{ letters: { id: number; title: string } }>({
        dialect: new PGliteDialect({ pglite: database }),
      });
      await settled(
        kysely.transaction().execute(async (transaction) => {
          await transaction.insertInto('letters').values({ id: 12, title: 'through Kysely' }).execute();
          throw new Error('no');
        }),
      );
      await kysely.transaction().execute(async (transaction) => {
        await transaction.insertInto('letters').values({ id: 13, title: 'kept' }).execute();
      });

      const { rows } = await database.query<{ id: number }>('select id from letters where id >= 10 order by id');
      expect(rows).toEqual([{ id: 13 }]);
    });

    it('reports a transaction that failed and was then asked to commit as aborted, as Kysely expects', async () => {
      const kysely = new Kysely<{ notes: { id: number; letter_id: number } }>({
        dialect: new PGliteDialect({ pglite: database }),
      });
      const result = await settled(
        kysely.transaction().execute(async (transaction) => {
          // The failure is swallowed, so Kysely asks to commit a transaction PostgreSQL has aborted.
          await settled(transaction.insertInto('notes').values({ id: 1, letter_id: 999 }).execute());
        }),
      );
      expect(result).toBeInstanceOf(AbortedTransactionError);
      const { rows } = await database.query('select * from notes');
      expect(rows).toEqual([]);
    });

    it('has not stopped through any of this', () => {
      expect(stopped).toBeUndefined();
      expect(database.closed).toBe(false);
    });
  },
);

describe.skipIf(testDatabaseUrl !== undefined)('the embedded database thread ends', { timeout: 90_000 }, () => {
  it('when the database is closed, after PGlite has written its data, and refuses statements after that', async () => {
    const dataDirectory = await newDataDirectory();
    const first = await PgliteInWorker.open(dataDirectory, { onStopped: () => {} });
    await first.query('create table kept (value text)');
    await first.query("insert into kept values ('still here')");
    await first.close();
    expect(await first.threadEnded).toBe(0);
    expect(first.closed).toBe(true);
    await expect(first.query('select 1')).rejects.toThrow('The embedded database is closed.');

    const second = await PgliteInWorker.open(dataDirectory, { onStopped: () => {} });
    try {
      expect((await second.query('select value from kept')).rows).toEqual([{ value: 'still here' }]);
    } finally {
      await second.close();
    }
  });

  it('when it crashes (here out of memory), failing the waiting and every later statement with a clear error', async () => {
    const stoppedErrors: EmbeddedDatabaseStoppedError[] = [];
    // A heap small enough that half a million rows cannot be held: a real crash of the real thread.
    const database = await PgliteInWorker.open(await newDataDirectory(), {
      onStopped: (error) => stoppedErrors.push(error),
      heapLimitMegabytes: 48,
    });
    const crashed = await settled(
      database.query("select n, repeat('x', 50) as text from generate_series(1, 500000) as n"),
    );
    expect(crashed).toBeInstanceOf(EmbeddedDatabaseStoppedError);
    expect(String(crashed)).toMatch(/The embedded database stopped: .*out of memory.*Restart the server/);
    expect(stoppedErrors).toEqual([crashed]);
    await expect(database.query('select 1')).rejects.toBe(crashed);
    expect(database.closed).toBe(true);
    await database.close();
  });
});

describe.skipIf(testDatabaseUrl !== undefined)('a server on the embedded database', { timeout: 90_000 }, () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });

  afterAll(async () => {
    await server?.close();
  });

  it('answers /health while a heavy statement runs in the database', async () => {
    const events: string[] = [];
    // Seconds of work inside PostgreSQL, in one statement: before the worker, nothing else ran until it ended.
    const heavy = sql<{ count: number }>`select count(*)::int as count from generate_series(1, 3000000) as n
      where md5(n::text) like '%abcd%'`
      .execute(server.databaseHandle.database)
      .then(() => events.push('heavy statement answered'));
    const health = fetch(`${server.url}/health`).then(async (response) => {
      events.push(`/health answered ${response.status}`);
    });
    await Promise.all([heavy, health]);
    expect(events).toEqual(['/health answered 200', 'heavy statement answered']);
  });
});
