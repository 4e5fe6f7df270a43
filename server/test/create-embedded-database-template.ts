import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../src/database/create-database.ts';

// A fresh embedded database spends most of its start in PGlite's initdb and the migrations: about ten seconds on this
// 2-core machine, against under one for opening a database that already exists. The server tests and the browser
// tests start some fifty servers, so a test run makes one migrated database (server/test/global-setup.ts, or
// scripts/run-tests.ts for all of its passes) and each of those servers starts on a copy of it
// (server/test/embedded-database-template.ts). Each copy still goes through `openDatabase`, which finds every
// migration applied. A start on an empty DATA_DIR is covered by this creation itself, which is the server's own
// `openDatabase`, and by the test that starts three servers at once on an empty directory
// (server/src/database/data-directory-lock.test.ts).

/** The folder inside DATA_DIR where the server keeps the embedded database (server/src/database/create-database.ts). */
export const embeddedDatabaseFolder = 'pglite';

/** Creates a migrated embedded database, closed cleanly, in a new folder; returns that folder. */
export async function createEmbeddedDatabaseTemplate(): Promise<string> {
  const directory = await mkdtemp(path.join(tmpdir(), 'cover-letter-database-template-'));
  try {
    const handle = await openDatabase({ dataDirectory: directory, databaseUrl: undefined });
    await handle.close();
    return directory;
  } catch (error) {
    await rm(directory, { recursive: true, force: true });
    throw error;
  }
}
