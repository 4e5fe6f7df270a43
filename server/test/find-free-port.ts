import { createServer } from 'node:net';

/**
 * A TCP port that is free on loopback right now (the kernel picks it), for a process that must be told its port
 * before it starts (a spawned server, PostgreSQL, a URL in the environment). The one helper the server tests, the
 * browser tests and the scripts share.
 */
export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
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
