import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repositoryRoot } from './repository-root.ts';

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

const loopbackHost = '127.0.0.1';

// The server under test; E2E_SERVER_SCRIPT points the browser tests at another entry file (relative to the repository root).
const serverScript = process.env['E2E_SERVER_SCRIPT'] ?? 'server/src/main.ts';

/** Asks the kernel for a free loopback port. */
export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, loopbackHost, () => {
      const address = probe.address();
      if (address === null || typeof address === 'string') {
        probe.close();
        reject(new Error('could not read the probe port'));
        return;
      }
      const { port } = address;
      probe.close(() => resolve(port));
    });
  });
}

function waitForExit(child: ChildProcess, timeoutMilliseconds: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) {
    return Promise.resolve(true);
  }
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMilliseconds);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

async function waitForHealth(
  origin: string,
  child: ChildProcess,
  output: () => string,
  timeoutMilliseconds: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMilliseconds;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the server exited (${child.exitCode ?? child.signalCode}) before it was ready:\n${output()}`);
    }
    try {
      const response = await fetch(`${origin}/health`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) {
        return;
      }
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server did not answer GET /health with 200 within ${timeoutMilliseconds} ms:\n${output()}`);
}

/** Starts `node server/src/main.ts` on a free loopback port with a fresh DATA_DIR and waits for /health. */
export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const port = options.port ?? (await findFreePort());
  const dataDirectory = await mkdtemp(join(tmpdir(), 'cover-letter-e2e-'));
  const origin = `http://${loopbackHost}:${port}`;

  const child = spawn(process.execPath, [serverScript], {
    cwd: repositoryRoot,
    env: {
      ...process.env,
      HOST: loopbackHost,
      PORT: String(port),
      DATA_DIR: dataDirectory,
      ...options.environment,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });

  const chunks: string[] = [];
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => chunks.push(chunk));
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => chunks.push(chunk));
  const output = () => chunks.join('');

  async function stop(): Promise<void> {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      if (!(await waitForExit(child, 10_000))) {
        child.kill('SIGKILL');
        await waitForExit(child, 5_000);
      }
    }
    await rm(dataDirectory, { recursive: true, force: true });
  }

  try {
    await waitForHealth(origin, child, output, options.readyTimeoutMilliseconds ?? 60_000);
  } catch (error) {
    await stop();
    throw error;
  }

  return { origin, dataDirectory, output, stop };
}
