import { randomBytes } from 'node:crypto';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { createFileOnce } from './create-file-once.ts';
import { signJwt } from './json-web-token.ts';

/** Reads the JWT secret kept in the data directory, creating one on first start (unless the operator gives JWT_SECRET). */
export async function loadJwtSecret(options: {
  dataDirectory: string;
  configuredSecret: string | undefined;
}): Promise<string> {
  if (options.configuredSecret) return options.configuredSecret;
  const secretPath = path.join(options.dataDirectory, 'jwt-secret');
  try {
    const stored = (await readFile(secretPath, 'utf8')).trim();
    if (stored.length >= 32) return stored;
  } catch (error) {
    if (!(error instanceof Error && 'code' in error && error.code === 'ENOENT')) throw error;
  }
  await mkdir(options.dataDirectory, { recursive: true });
  // When another start won the race, its secret is the one to use.
  return (await createFileOnce(secretPath, `${randomBytes(48).toString('base64url')}\n`)).trim();
}

/** Stable for a given secret, so a browser holding yesterday's config still works. */
const anonKeyIssuedAt = 1_735_689_600; // 2025-01-01
const anonKeyExpiresAt = 4_102_444_800; // 2100-01-01

/** The anon key: a long-lived JWT with role anon and no subject, as Supabase issues it. */
export function createAnonKey(secret: string): string {
  return signJwt({ iss: 'supabase', role: 'anon', iat: anonKeyIssuedAt, exp: anonKeyExpiresAt }, secret);
}
