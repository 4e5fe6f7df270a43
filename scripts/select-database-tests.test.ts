import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { reachesDatabase, selectDatabaseTests } from './select-database-tests.ts';

const repositoryRoot = path.resolve(import.meta.dirname, '..');

describe('the PostgreSQL pass', () => {
  it('runs the server tests that start a test server or need PostgreSQL, and not the pure ones', () => {
    const selected = selectDatabaseTests(repositoryRoot);
    expect(selected).toEqual(
      expect.arrayContaining(['server/src/rest/rest-routes.test.ts', 'server/src/admin/admin-cli.test.ts']),
    );
    expect(selected).not.toContain('server/src/config/load-config.test.ts');
    expect(selected).not.toContain('server/src/rest/check-regular-expression.test.ts');
  });

  it('tells a file that reads the PostgreSQL address from one that only skips itself there', () => {
    const skipping =
      "import { testDatabaseUrl } from '../../test/test-server.ts';\ndescribe.skipIf(testDatabaseUrl !== undefined)('x', () => {});";
    const needing =
      "import { testDatabaseUrl } from '../../test/test-server.ts';\nconst admin = new pg.Client({ connectionString: testDatabaseUrl });";
    expect(reachesDatabase(skipping)).toBe(false);
    expect(reachesDatabase(needing)).toBe(true);
    expect(reachesDatabase('server = await startTestServer();')).toBe(true);
  });

  it('leaves out no server test that opens a database connection of its own', () => {
    const selected = new Set(selectDatabaseTests(repositoryRoot));
    const leftOut = execFileSync('git', ['ls-files', 'server'], { cwd: repositoryRoot, encoding: 'utf8' })
      .split('\n')
      .filter((file) => file.endsWith('.test.ts') && !selected.has(file));
    const connecting = leftOut.filter((file) =>
      /\bpg\.(?:Client|Pool)\b|\bcreateTestDatabase\(|\bopenDatabase\(\{[^}]*databaseUrl: (?!undefined)/.test(
        readFileSync(path.join(repositoryRoot, file), 'utf8'),
      ),
    );
    expect(connecting).toEqual([]);
  });
});
