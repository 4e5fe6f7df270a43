import { cp, stat } from 'node:fs/promises';
import path from 'node:path';
import { inject } from 'vitest';
import { embeddedDatabaseFolder } from './create-embedded-database-template.ts';

async function exists(file: string): Promise<boolean> {
  try {
    await stat(file);
    return true;
  } catch {
    return false;
  }
}

/**
 * Gives `dataDirectory` a copy of this run's migrated embedded database (server/test/create-embedded-database-template.ts),
 * unless it holds a database already (a test that restarts a server on its own directory) or the run made none: then
 * the server creates its database itself, as it does in production.
 */
export async function seedEmbeddedDatabase(dataDirectory: string): Promise<void> {
  const template = inject('embeddedDatabaseTemplate');
  if (!template) return;
  const target = path.join(dataDirectory, embeddedDatabaseFolder);
  if (await exists(target)) return;
  await cp(path.join(template, embeddedDatabaseFolder), target, { recursive: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** A folder holding this run's migrated embedded database, copied into each test server's DATA_DIR. */
    embeddedDatabaseTemplate: string | undefined;
  }
}
