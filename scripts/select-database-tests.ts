// The PostgreSQL pass of `npm test` runs only the test files that reach a database: a server test reaches one only
// through `startTestServer` (server/test/test-server.ts), which turns TEST_DATABASE_URL into the server's
// DATABASE_URL. Every other file (pure functions, spawned servers on their own PGlite directory, tests of the
// embedded database itself) gives the same result on both passes, so running it twice proves nothing.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const databaseUsePattern = /\bstartTestServer\(/;

/** The server test files, relative to `root`, that start a test server and so run on PostgreSQL too. */
export function selectDatabaseTests(root: string): string[] {
  return execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard', 'server'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\0')
    .filter((file) => file.endsWith('.test.ts'))
    .filter((file) => databaseUsePattern.test(readFileSync(path.join(root, file), 'utf8')))
    .sort();
}
