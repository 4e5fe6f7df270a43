import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

const mainPath = path.resolve(import.meta.dirname, '../src/main.ts');

export async function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export type SpawnedServer = {
  process: ChildProcess;
  url: string;
  output: () => string;
  exited: Promise<number | null>;
};

/** Runs `node server/src/main.ts` as its own process, as `npm start` does, and waits for /health. */
export async function spawnServer(
  environment: Record<string, string>,
  options: { waitForHealth?: boolean } = {},
): Promise<SpawnedServer> {
  const port = environment.PORT ?? String(await findFreePort());
  let output = '';
  const child = spawn(process.execPath, [mainPath], {
    env: { ...process.env, HOST: '127.0.0.1', ...environment, PORT: port },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  if (options.waitForHealth ?? true) {
    // Generous: a PGlite start takes seconds at rest and many times that on a loaded machine.
    const deadline = Date.now() + 90_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}: ${output}`);
      const healthy = await fetch(`${url}/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (healthy) break;
      if (Date.now() > deadline) {
        child.kill('SIGKILL');
        throw new Error(`the server did not become healthy: ${output}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return { process: child, url, output: () => output, exited };
}
