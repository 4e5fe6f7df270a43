import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadJwtSecret } from './server-secrets.ts';

describe('the JWT secret kept in the data directory', () => {
  it('is made once, whole, and shared by every start, even when eight starts race on an empty directory', async () => {
    const dataDirectory = await mkdtemp(path.join(tmpdir(), 'cover-letter-secret-'));
    try {
      const secrets = await Promise.all(
        Array.from({ length: 8 }, () => loadJwtSecret({ dataDirectory, configuredSecret: undefined })),
      );
      const [first = ''] = secrets;
      expect(first.length).toBeGreaterThanOrEqual(32);
      expect(new Set(secrets)).toEqual(new Set([first]));
      expect(await loadJwtSecret({ dataDirectory, configuredSecret: undefined })).toBe(first);
      expect(await readdir(dataDirectory)).toEqual(['jwt-secret']);
    } finally {
      await rm(dataDirectory, { recursive: true, force: true });
    }
  });

  it('is the operator’s JWT_SECRET when one is given, and then nothing is written', async () => {
    const dataDirectory = await mkdtemp(path.join(tmpdir(), 'cover-letter-secret-'));
    try {
      const configuredSecret = 'a'.repeat(40);
      expect(await loadJwtSecret({ dataDirectory, configuredSecret })).toBe(configuredSecret);
      expect(await readdir(dataDirectory)).toEqual([]);
    } finally {
      await rm(dataDirectory, { recursive: true, force: true });
    }
  });
});
