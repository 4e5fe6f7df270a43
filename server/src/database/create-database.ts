import { readdir, readFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { PoolStatistics } from '../observability/metrics.ts';
import { requestLogger } from '../observability/logger.ts';
import type { DatabaseSchema } from './database-schema.ts';
import { PgliteInWorker } from './pglite-in-worker.ts';
import type { WorkerMemory } from './pglite-worker-messages.ts';

export type Database = Kysely<DatabaseSchema>;

export type DatabaseHandle = {
  database: Database;
  kind: 'pglite' | 'postgres';
  /** The connections open, idle and waited for, for /metrics. */
  poolStatistics: () => PoolStatistics;
  /** The embedded database's thread's memory, for /metrics; absent on PostgreSQL. */
  memory?: () => Promise<WorkerMemory>;
  close: () => Promise<void>;
};

const migrationsDirectory = path.join(import.meta.dirname, 'migrations');

/** Runs statements inside one transaction; `runScript` accepts several statements at once (the simple query protocol). */
type ScriptTransaction = {
  query: (text: string, parameters?: unknown[]) => Promise<Array<Record<string, unknown>>>;
  runScript: (text: string) => Promise<void>;
};

/** Opens the embedded PGlite database in `dataDirectory`, or PostgreSQL when a URL is given, and migrates it. */
export async function openDatabase(options: {
  dataDirectory: string;
  databaseUrl: string | undefined;
}): Promise<DatabaseHandle> {
  const opened = options.databaseUrl
    ? openPostgres(options.databaseUrl)
    : await openPglite(path.join(options.dataDirectory, 'pglite'));
  try {
    await opened.withScriptTransaction(migrateDatabase);
  } catch (error) {
    await opened.handle.close();
    throw error;
  }
  return opened.handle;
}

type OpenedDatabase = {
  handle: DatabaseHandle;
  withScriptTransaction: (work: (transaction: ScriptTransaction) => Promise<void>) => Promise<void>;
};

async function openPglite(directory: string): Promise<OpenedDatabase> {
  await mkdir(directory, { recursive: true });
  // PGlite executes each statement synchronously; in its own thread, a long statement no longer stops the server's
  // event loop (docs/decisions/0033-pglite-worker-thread.md).
  const pglite = await PgliteInWorker.open(directory, {
    onStopped: (error) => requestLogger().fatal({ err: error }, error.message),
  });
  const database = new Kysely<DatabaseSchema>({ dialect: new PGliteDialect({ pglite }) });
  return {
    handle: {
      database,
      kind: 'pglite',
      // One connection, and every query waits its turn for it inside PGlite: nothing more to count.
      poolStatistics: () => ({ total: 1, idle: undefined, waiting: undefined, max: 1 }),
      memory: () => pglite.memory(),
      close: async () => {
        await database.destroy();
        await pglite.close();
      },
    },
    withScriptTransaction: async (work) => {
      await pglite.transaction(async (transaction) => {
        await work({
          query: async (text, parameters) => (await transaction.query<Record<string, unknown>>(text, parameters)).rows,
          runScript: async (text) => {
            await transaction.exec(text);
          },
        });
      });
    },
  };
}

function openPostgres(connectionString: string): OpenedDatabase {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    // A request never waits on a stuck statement for ever; time-outs per role come on top of this.
    statement_timeout: 15_000,
    connectionTimeoutMillis: 10_000,
  });
  // An idle connection the server drops (restart, failover, admin shutdown) is an event, not a crash: the pool
  // replaces it on the next query.
  pool.on('error', (error) => {
    requestLogger().warn(`A PostgreSQL connection was closed: ${error.message}`);
  });
  const database = new Kysely<DatabaseSchema>({ dialect: new PostgresDialect({ pool }) });
  return {
    handle: {
      database,
      kind: 'postgres',
      poolStatistics: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
        max: pool.options.max ?? 10,
      }),
      close: () => database.destroy(),
    },
    withScriptTransaction: async (work) => {
      const client = await pool.connect();
      try {
        await client.query('begin');
        await work({
          query: async (text, parameters) => (await client.query<Record<string, unknown>>(text, parameters)).rows,
          runScript: async (text) => {
            await client.query(text);
          },
        });
        await client.query('commit');
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
  };
}

/** The migration files this code expects, in the order they run. */
export async function listMigrationNames(): Promise<string[]> {
  return (await readdir(migrationsDirectory)).filter((name) => name.endsWith('.sql')).sort();
}

/**
 * Whether the database answers and holds every migration this code expects (GET /ready): false while another server
 * is still migrating, or when this code is newer than the schema.
 */
export async function findMissingMigrations(database: Database): Promise<string[]> {
  const expected = await listMigrationNames();
  const applied = await database.selectFrom('app.schema_migrations').select('name').execute();
  const appliedNames = new Set(applied.map((row) => row.name));
  return expected.filter((name) => !appliedNames.has(name));
}

/** Applies the SQL files in migrations/ in name order, each once, under an advisory lock so several servers can start together. */
async function migrateDatabase(transaction: ScriptTransaction): Promise<void> {
  const fileNames = await listMigrationNames();
  await transaction.query('select pg_advisory_xact_lock(8675309)');
  await transaction.runScript(
    'create schema if not exists app; create table if not exists app.schema_migrations (name text primary key, applied_at timestamptz not null default now());',
  );
  const applied = await transaction.query('select name from app.schema_migrations');
  const appliedNames = new Set(applied.map((row) => String(row.name)));
  for (const fileName of fileNames) {
    if (appliedNames.has(fileName)) continue;
    await transaction.runScript(await readFile(path.join(migrationsDirectory, fileName), 'utf8'));
    await transaction.query('insert into app.schema_migrations (name) values ($1)', [fileName]);
  }
}
