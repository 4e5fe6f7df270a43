import { rm } from 'node:fs/promises';
import type { TestProject } from 'vitest/node';
import { createEmbeddedDatabaseTemplate } from './create-embedded-database-template.ts';

/**
 * Once per vitest run: the migrated embedded database every test server starts on a copy of. `npm test` makes it once
 * for all of its passes, while it builds and lints, and names it in EMBEDDED_DATABASE_TEMPLATE (scripts/run-tests.ts).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const given = process.env.EMBEDDED_DATABASE_TEMPLATE;
  if (given) {
    project.provide('embeddedDatabaseTemplate', given);
    return async () => undefined;
  }
  const created = await createEmbeddedDatabaseTemplate();
  project.provide('embeddedDatabaseTemplate', created);
  return () => rm(created, { recursive: true, force: true });
}
