import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { findFreePort } from './find-free-port.ts';

const repositoryRoot = path.resolve(import.meta.dirname, '../..');

/** What the server prints once it accepts connections (server/src/main.ts). */
const readyLinePattern = /listening on http:\/\//;

export type SpawnedServer = {
  process: ChildProcess;
  port: number;
  url: string;
  /** Everything the server printed so far, for failure messages. */
  output: () => string;
  exited: Promise<number | null>;
  /** SIGTERM, then SIGKILL if it has not exited within 10 s; resolves once it has exited. */
  stop: () => Promise<void>;
};

export type SpawnServerOptions = {
  /** The entry file, relative to the repository root; `server/src/main.ts`, as `npm start` runs it. */
  script?: string;
  /** A command that runs Node for us, e.g. `unshare --pid --fork` to start the server as PID 1 of a namespace. */
  wrapper?: string[];
  /** Wait until the server says it is listening (default), or return at once (to watch it refuse to start). */
  waitForReady?: boolean;
  /** How long a start may take: a PGlite start takes seconds at rest and many times that on a loaded machine. */
  readyTimeoutMs?: number;
};

/** Resolves when `child` has exited, or with false after `timeoutMs`. */
function waitForExit(child: ChildProcess, timeoutMs: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/**
 * Runs the server as its own process on a free loopback port (or `environment.PORT`), as `npm start` does, and
 * waits for the line it prints once it listens: an event, not a polling loop. The one spawner of the server tests,
 * the browser tests and the scripts.
 */
export async function spawnServer(
  environment: Record<string, string>,
  options: SpawnServerOptions = {},
): Promise<SpawnedServer> {
  const port = Number(environment.PORT ?? (await findFreePort()));
  const url = `http://127.0.0.1:${port}`;
  const chunks: string[] = [];
  const [command = process.execPath, ...commandArguments] = [
    ...(options.wrapper ?? []),
    process.execPath,
    // As `npm start` and docs/deploy.md run it: V8's heap kept near what the server uses
    // (docs/decisions/0037-memory-over-a-soak.md).
    '--max-semi-space-size=16',
    '--max-old-space-size=1024',
    path.join(repositoryRoot, options.script ?? 'server/src/main.ts'),
  ];
  const child = spawn(command, commandArguments, {
    cwd: repositoryRoot,
    env: { ...process.env, HOST: '127.0.0.1', ...environment, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = () => chunks.join('');
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    if (!(await waitForExit(child, 10_000))) {
      child.kill('SIGKILL');
      await waitForExit(child, 5_000);
    }
  };
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the server did not start within ${options.readyTimeoutMs ?? 90_000} ms:\n${output()}`)),
      options.readyTimeoutMs ?? 90_000,
    );
    let isReady = false;
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      chunks.push(chunk);
      // Read until the line arrives, not after: a server under load prints a line a request, and joining all of its
      // output again for each would cost the process that measures it (npm run bench) more and more.
      if (!isReady && readyLinePattern.test(output())) {
        isReady = true;
        clearTimeout(timer);
        resolve();
      }
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => chunks.push(chunk));
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code ?? signal}) before it was ready:\n${output()}`));
    });
  });
  if (options.waitForReady ?? true) {
    try {
      await ready;
    } catch (error) {
      await stop();
      throw error;
    }
  } else {
    // Nobody waits for readiness: a start that fails is read from `exited` and `output` instead.
    ready.catch(() => undefined);
  }
  return { process: child, port, url, output, exited, stop };
}
