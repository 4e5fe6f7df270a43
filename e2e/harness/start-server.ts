import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seedEmbeddedDatabase } from '../../server/test/embedded-database-template.ts';
import { spawnServer } from '../../server/test/spawn-server.ts';

export type RunningServer = {
  origin: string;
  dataDirectory: string;
  /** Everything the server printed so far, for failure messages. */
  output: () => string;
  stop: () => Promise<void>;
};

export type StartServerOptions = {
  environment?: Record<string, string>;
  /** A port chosen beforehand, when the environment must name it (PUBLIC_URL); a free one otherwise. */
  port?: number;
  readyTimeoutMilliseconds?: number;
};

// The server under test; E2E_SERVER_SCRIPT points the browser tests at another entry file (relative to the repository root).
const serverScript = process.env['E2E_SERVER_SCRIPT'] ?? 'server/src/main.ts';

/**
 * Starts the server (server/test/spawn-server.ts, the spawner the server tests use too) with a fresh DATA_DIR holding a
 * copy of the run's migrated embedded database (server/test/create-embedded-database-template.ts), on a free loopback
 * port or the one given; `stop` ends it and removes the directory.
 */
export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const dataDirectory = await mkdtemp(join(tmpdir(), 'cover-letter-e2e-'));
  try {
    if (!options.environment?.DATABASE_URL) await seedEmbeddedDatabase(dataDirectory);
    const server = await spawnServer(
      {
        DATA_DIR: dataDirectory,
        ...(options.port === undefined ? {} : { PORT: String(options.port) }),
        ...options.environment,
      },
      { script: serverScript, readyTimeoutMs: options.readyTimeoutMilliseconds ?? 60_000 },
    );
    return {
      origin: server.url,
      dataDirectory,
      output: server.output,
      stop: async () => {
        await server.stop();
        await rm(dataDirectory, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await rm(dataDirectory, { recursive: true, force: true });
    throw error;
  }
}
