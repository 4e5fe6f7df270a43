import { sign as signBytes } from 'node:crypto';
import { createLocalJWKSet } from 'jose';
import { signJwt, verifyJwt } from './json-web-token.ts';
import type { PublicSigningJwk, SigningKeySet } from './signing-keys.ts';
import { readTokenAlgorithm, verifySignedToken, type TokenVerification } from './verify-signed-token.ts';

export type JwtAlgorithm = 'HS256' | 'ES256';

/** How this server signs and checks its tokens: access tokens, the anon key and the admin command's service key. */
export type AccessTokenKeys = {
  /** The algorithm of new access tokens (`JWT_ALGORITHM`). */
  algorithm: JwtAlgorithm;
  /** Signs claims as a new access token. */
  signAccessToken: (claims: Record<string, unknown>) => string;
  /** Checks a token signed by any key this server trusts. */
  verify: (token: string) => Promise<TokenVerification>;
  /** What `/auth/v1/.well-known/jwks.json` publishes: the public keys (none for HS256, whose secret stays secret). */
  publicKeySet: () => { keys: PublicSigningJwk[] };
};

function encodeSegment(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/**
 * The server's token keys. HS256 signs with `JWT_SECRET`. ES256 signs access tokens with the first signing key and
 * names it in the header's `kid`, as GoTrue does with asymmetric keys; HS256 tokens made with the secret (the anon
 * key, the admin command's short-lived service token, access tokens from before the switch) still verify, as a
 * Supabase project's legacy secret does until it is revoked.
 */
export function createAccessTokenKeys(options: {
  algorithm: JwtAlgorithm;
  jwtSecret: string;
  signingKeys: SigningKeySet | undefined;
}): AccessTokenKeys {
  const { jwtSecret, signingKeys } = options;
  if (options.algorithm === 'HS256' || !signingKeys) {
    return {
      algorithm: 'HS256',
      signAccessToken: (claims) => signJwt(claims, jwtSecret),
      verify: async (token) => verifyJwt(token, jwtSecret),
      publicKeySet: () => ({ keys: [] }),
    };
  }
  const publicKeys = signingKeys.verifying.map((key) => key.publicJwk);
  const localKeySet = createLocalJWKSet({ keys: publicKeys });
  const { signing } = signingKeys;
  return {
    algorithm: 'ES256',
    signAccessToken: (claims) => {
      const body = `${encodeSegment({ alg: 'ES256', typ: 'JWT', kid: signing.kid })}.${encodeSegment(claims)}`;
      // JWS wants the raw r||s pair (IEEE P1363), not Node's default DER encoding.
      const signature = signBytes('sha256', Buffer.from(body), { key: signing.privateKey, dsaEncoding: 'ieee-p1363' });
      return `${body}.${signature.toString('base64url')}`;
    },
    verify: async (token) => {
      if (readTokenAlgorithm(token) === 'HS256') return verifyJwt(token, jwtSecret);
      return verifySignedToken(token, localKeySet, ['ES256']);
    },
    publicKeySet: () => ({ keys: publicKeys }),
  };
}
