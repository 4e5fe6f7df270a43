import {
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  sign,
  verify,
  type KeyObject,
} from 'node:crypto';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { createFileOnce } from './create-file-once.ts';

/** A private EC P-256 key in JWK form, as `JWT_SIGNING_KEY` and `DATA_DIR/jwt-signing-key.json` hold it. */
const PrivateSigningJwkSchema = z
  .object({
    kty: z.literal('EC'),
    crv: z.literal('P-256'),
    x: z.string().min(1),
    y: z.string().min(1),
    d: z.string().min(1),
    kid: z.string().min(1).max(200).optional(),
    alg: z.literal('ES256').optional(),
  })
  .loose();

/** A public key as the JWKS endpoint publishes it (RFC 7517), with GoTrue's `alg`, `use` and `key_ops`. */
export type PublicSigningJwk = {
  kty: 'EC';
  crv: 'P-256';
  x: string;
  y: string;
  kid: string;
  alg: 'ES256';
  use: 'sig';
  key_ops: ['verify'];
};

export type SigningKey = {
  kid: string;
  privateKey: KeyObject;
  publicJwk: PublicSigningJwk;
};

/** The key that signs new tokens, and every key whose tokens still verify (the signing key first). */
export type SigningKeySet = { signing: SigningKey; verifying: SigningKey[] };

export class SigningKeyError extends Error {}

/** RFC 7638 thumbprint of an EC key: a `kid` that names the key and nothing else. */
function thumbprint(jwk: { crv: string; kty: string; x: string; y: string }): string {
  const canonical = JSON.stringify({ crv: jwk.crv, kty: jwk.kty, x: jwk.x, y: jwk.y });
  return createHash('sha256').update(canonical).digest('base64url');
}

function toSigningKey(value: unknown, where: string): SigningKey {
  const parsed = PrivateSigningJwkSchema.safeParse(value);
  if (!parsed.success) {
    throw new SigningKeyError(`${where}: each key must be a private EC P-256 JWK (kty "EC", crv "P-256", x, y, d)`);
  }
  const jwk = parsed.data;
  let privateKey: KeyObject;
  try {
    privateKey = createPrivateKey({ key: { kty: jwk.kty, crv: jwk.crv, x: jwk.x, y: jwk.y, d: jwk.d }, format: 'jwk' });
  } catch {
    throw new SigningKeyError(`${where}: the key's x, y and d do not form a valid P-256 key`);
  }
  // A JWK whose x and y belong to another key would publish a key that verifies none of our tokens: a signature made
  // with d must verify with x and y.
  const publicKey = createPublicKey({ key: { kty: jwk.kty, crv: jwk.crv, x: jwk.x, y: jwk.y }, format: 'jwk' });
  const probe = Buffer.from('signing-key-check');
  if (!verify('sha256', probe, publicKey, sign('sha256', probe, privateKey))) {
    throw new SigningKeyError(`${where}: the key's x and y do not belong to its d`);
  }
  const kid = jwk.kid ?? thumbprint(jwk);
  return {
    kid,
    privateKey,
    publicJwk: { kty: 'EC', crv: 'P-256', x: jwk.x, y: jwk.y, kid, alg: 'ES256', use: 'sig', key_ops: ['verify'] },
  };
}

/**
 * Reads `JWT_SIGNING_KEY`: one private JWK, an array of them, or a JWKS object `{"keys": [...]}` (the shape of the
 * Supabase CLI's signing-keys file). The first key signs; the others only verify, so tokens signed before a rotation
 * stay valid until they expire.
 */
export function parseSigningKeys(text: string, where = 'JWT_SIGNING_KEY'): SigningKeySet {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new SigningKeyError(`${where}: must be JSON (a private JWK, an array of them, or {"keys": [...]})`);
  }
  const KeyListSchema = z.union([z.array(z.unknown()).min(1), z.object({ keys: z.array(z.unknown()).min(1) })]);
  const list = KeyListSchema.safeParse(value);
  const entries = list.success ? (Array.isArray(list.data) ? list.data : list.data.keys) : [value];
  const keys = entries.map((entry) => toSigningKey(entry, where));
  const kids = new Set(keys.map((key) => key.kid));
  if (kids.size !== keys.length) throw new SigningKeyError(`${where}: two keys have the same kid`);
  const [signing] = keys;
  if (!signing) throw new SigningKeyError(`${where}: holds no key`);
  return { signing, verifying: keys };
}

/** Makes a new P-256 key pair as a private JWK with its thumbprint as `kid`. */
export function generateSigningJwk(): Record<string, string> {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = privateKey.export({ format: 'jwk' });
  const { kty = 'EC', crv = 'P-256', x = '', y = '', d = '' } = jwk;
  return { kty, crv, x, y, d, kid: thumbprint({ kty, crv, x, y }), alg: 'ES256', use: 'sig' };
}

/**
 * The ES256 keys: the operator's `JWT_SIGNING_KEY` when given, otherwise the key kept in `DATA_DIR/jwt-signing-key.json`,
 * created on first start. Several app servers must share one key, so they are given it (as they share `JWT_SECRET`).
 */
export async function loadSigningKeys(options: {
  dataDirectory: string;
  configuredKeys: string | undefined;
}): Promise<SigningKeySet> {
  if (options.configuredKeys) return parseSigningKeys(options.configuredKeys);
  const keyPath = path.join(options.dataDirectory, 'jwt-signing-key.json');
  try {
    return parseSigningKeys(await readFile(keyPath, 'utf8'), keyPath);
  } catch (error) {
    if (!(error instanceof Error && 'code' in error && error.code === 'ENOENT')) throw error;
  }
  await mkdir(options.dataDirectory, { recursive: true });
  // When another start won the race, its key is the one to use.
  return parseSigningKeys(await createFileOnce(keyPath, `${JSON.stringify(generateSigningJwk(), null, 2)}\n`), keyPath);
}
