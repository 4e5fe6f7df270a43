// The PostgreSQL pass of `npm test` runs only the test files that reach a database: a server test reaches
// PostgreSQL through `startTestServer` (server/test/test-server.ts), which turns TEST_DATABASE_URL into the server's
// DATABASE_URL, or by reading that address itself (`testDatabaseUrl`), as the tests that only make sense on
// PostgreSQL do. Every other file (pure functions, spawned servers on their own PGlite directory, tests of the
// embedded database itself, which skip themselves on PostgreSQL) gives the same result on both passes.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Whether a test file's text starts a test server or uses the PostgreSQL address for more than skipping itself. */
export function reachesDatabase(text: string): boolean {
  if (/\bstartTestServer\(/.test(text)) return true;
  const uses = text.match(/\b(?:testDatabaseUrl|TEST_DATABASE_URL)\b/g)?.length ?? 0;
  const importsAndSkips =
    (text.match(/import \{[^}]*\btestDatabaseUrl\b[^}]*\}/g)?.length ?? 0) +
    (text.match(/skipIf\(testDatabaseUrl !== undefined\)/g)?.length ?? 0);
  return uses > importsAndSkips;
}

/** The server test files, relative to `root`, that run on PostgreSQL too. */
export function selectDatabaseTests(root: string): string[] {
  return execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard', 'server'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\0')
    .filter((file) => file.endsWith('.test.ts'))
    .filter((file) => reachesDatabase(readFileSync(path.join(root, file), 'utf8')))
    .sort();
}
