import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { selectDatabaseTests } from './select-database-tests.ts';

const repositoryRoot = path.resolve(import.meta.dirname, '..');

describe('the PostgreSQL pass', () => {
  it('runs the server tests that start a test server, and not the pure ones', () => {
    const selected = selectDatabaseTests(repositoryRoot);
    expect(selected).toEqual(
      expect.arrayContaining(['server/src/rest/rest-routes.test.ts', 'server/src/admin/admin-cli.test.ts']),
    );
    expect(selected).not.toContain('server/src/config/load-config.test.ts');
    expect(selected).not.toContain('server/src/rest/check-regular-expression.test.ts');
  });

  it('leaves out no server test that reads the PostgreSQL address for anything but skipping itself', () => {
    const selected = new Set(selectDatabaseTests(repositoryRoot));
    const leftOut = execFileSync('git', ['ls-files', 'server'], { cwd: repositoryRoot, encoding: 'utf8' })
      .split('\n')
      .filter((file) => file.endsWith('.test.ts') && !selected.has(file));
    const readingTheAddress = leftOut.filter((file) => {
      const text = readFileSync(path.join(repositoryRoot, file), 'utf8');
      const uses = text.match(/\b(?:testDatabaseUrl|TEST_DATABASE_URL|DATABASE_URL)\b/g) ?? [];
      const skips =
        text.match(/skipIf\(testDatabaseUrl !== undefined\)|import \{[^}]*\btestDatabaseUrl\b[^}]*\}/g) ?? [];
      return uses.length > skips.length;
    });
    expect(readingTheAddress).toEqual([]);
  });
});
