import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { repositoryRoot } from './repository-root.ts';
import type { RunningServer } from './start-server.ts';

const run = promisify(execFile);

/** `npm run admin -- set-plan <email> <plan>` against the running server's DATA_DIR, as an operator would. */
export async function setPlan(server: RunningServer, email: string, plan: 'free' | 'premium'): Promise<void> {
  await run(process.execPath, ['server/src/admin/admin-cli.ts', 'set-plan', email, plan], {
    cwd: repositoryRoot,
    env: { ...process.env, DATA_DIR: server.dataDirectory },
    timeout: 60_000,
  });
}
