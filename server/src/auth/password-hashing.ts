import { argon2, randomBytes, timingSafeEqual } from 'node:crypto';
import { availableParallelism } from 'node:os';

/** OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane. */
export const argon2idParameters = { memory: 19_456, passes: 2, parallelism: 1, tagLength: 32 } as const;

// node:crypto runs argon2 on libuv's thread pool, off the event loop. Capping concurrent hashes keeps a
// login storm from filling that pool (which file and DNS work share) and from taking every core.
const maximumConcurrentHashes = Math.max(1, Math.min(4, availableParallelism()));
let hashesRunning = 0;
const waitingForHashSlot: Array<() => void> = [];

async function withHashSlot<T>(work: () => Promise<T>): Promise<T> {
  if (hashesRunning >= maximumConcurrentHashes) {
    await new Promise<void>((resolve) => waitingForHashSlot.push(resolve));
  } else {
    hashesRunning += 1;
  }
  try {
    return await work();
  } finally {
    const next = waitingForHashSlot.shift();
    if (next) next();
    else hashesRunning -= 1;
  }
}

function deriveKey(
  password: string,
  nonce: Buffer,
  settings: { memory: number; passes: number; parallelism: number; tagLength: number },
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    argon2('argon2id', { message: password, nonce, ...settings }, (error, derivedKey) => {
      if (error) reject(error);
      else resolve(derivedKey);
    });
  });
}

/** Hashes a password with argon2id into a PHC string (`$argon2id$v=19$m=…,t=…,p=…$salt$hash`). */
export async function hashPassword(password: string): Promise<string> {
  const nonce = randomBytes(16);
  const key = await withHashSlot(() => deriveKey(password, nonce, argon2idParameters));
  return `$argon2id$v=19$m=${argon2idParameters.memory},t=${argon2idParameters.passes},p=${argon2idParameters.parallelism}$${nonce.toString('base64url')}$${key.toString('base64url')}`;
}

const phcPattern = /^\$argon2id\$v=19\$m=(\d{1,7}),t=(\d{1,3}),p=(\d{1,2})\$([A-Za-z0-9_-]+)\$([A-Za-z0-9_-]+)$/;

/** Checks a password against a PHC string in constant time; a malformed hash never matches. */
export async function verifyPassword(password: string, encoded: string): Promise<boolean> {
  const match = phcPattern.exec(encoded);
  if (!match) return false;
  const [, memory, passes, parallelism, nonceText, keyText] = match;
  const expected = Buffer.from(keyText ?? '', 'base64url');
  const key = await withHashSlot(() =>
    deriveKey(password, Buffer.from(nonceText ?? '', 'base64url'), {
      memory: Number(memory),
      passes: Number(passes),
      parallelism: Number(parallelism),
      tagLength: expected.length,
    }),
  );
  return key.length === expected.length && timingSafeEqual(key, expected);
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as a real check for an email with no account, so login timing does not reveal
 * which emails are registered.
 */
export async function verifyAgainstDummyHash(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(password, await dummyHash);
  return false;
}
