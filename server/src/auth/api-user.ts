import { z } from 'zod';
import { AuthError } from './auth-error.ts';
import type { AuthService } from './auth-service.ts';
import { verifyJwt, type JwtClaims } from './json-web-token.ts';
import { appMetadataOf } from './user-response.ts';
import { readTokenAlgorithm, verifySignedToken, type TokenVerification } from './verify-signed-token.ts';
import { createRemoteJWKSet } from 'jose';

/** Who is calling the generation API, and the app_metadata their plan is read from. */
export type ApiUser = { id: string; appMetadata: Record<string, unknown> };

/**
 * Resolves a request's `Authorization` header to its user. Throws AuthError when the caller is not a signed-in user
 * (status 401/403), or with status 503 when the token could not be checked at all (the keys could not be fetched).
 */
export type AuthenticateApiUser = (authorization: string | undefined) => Promise<ApiUser>;

/** Our own accounts: the token is checked, and the user and session looked up, in this server's database. */
export function createLocalApiAuthenticator(authService: AuthService): AuthenticateApiUser {
  return async (authorization) => {
    const { user } = await authService.authenticate(authorization);
    return { id: user.id, appMetadata: appMetadataOf(user) };
  };
}

const MetadataSchema = z.record(z.string(), z.unknown());
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Algorithms a Supabase project signs access tokens with once it has asymmetric keys. */
const asymmetricAlgorithms = ['ES256', 'RS256', 'EdDSA'];

export type HostedProjectOptions = {
  /** The project's URL (`SUPABASE_URL`); its keys are at `/auth/v1/.well-known/jwks.json`. */
  url: string;
  /** Sent as `apikey` when the key set is fetched, as every request to a hosted project carries it. */
  anonKey: string;
  /** The project's legacy JWT secret (`SUPABASE_JWT_SECRET`), for HS256 tokens; without it they are refused. */
  jwtSecret: string | undefined;
  /** How long a fetched key set is trusted before it is fetched again (jose's cacheMaxAge). */
  keySetMaxAgeMs?: number;
  /** The least time between two fetches prompted by an unknown `kid` (jose's cooldownDuration). */
  keySetCooldownMs?: number;
};

function refuse(verification: Exclude<TokenVerification, { valid: true }>): AuthError {
  if (verification.reason === 'unavailable') {
    return new AuthError(503, 'keys_unavailable', `The session could not be checked: ${verification.message}`);
  }
  return new AuthError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${verification.message}`);
}

/**
 * A hosted Supabase project's accounts (the split deployment): the access token is all there is. Asymmetric tokens
 * are checked against the project's JWKS, fetched once, kept for `keySetMaxAgeMs` and fetched again when a token
 * names a `kid` it does not hold (a key rotation); HS256 tokens against the project's legacy secret. The plan is the
 * token's `app_metadata.plan`: a change made in the project takes effect with the user's next token.
 */
export function createHostedProjectAuthenticator(options: HostedProjectOptions): AuthenticateApiUser {
  const keySet = createRemoteJWKSet(new URL('/auth/v1/.well-known/jwks.json', `${options.url}/`), {
    headers: { apikey: options.anonKey },
    cacheMaxAge: options.keySetMaxAgeMs ?? 10 * 60_000,
    cooldownDuration: options.keySetCooldownMs ?? 30_000,
    timeoutDuration: 5_000,
  });

  async function verify(token: string): Promise<TokenVerification> {
    if (readTokenAlgorithm(token) !== 'HS256') return verifySignedToken(token, keySet, asymmetricAlgorithms);
    if (!options.jwtSecret) {
      return {
        valid: false,
        reason: 'signature',
        message: 'HS256 tokens are accepted only when SUPABASE_JWT_SECRET is set',
      };
    }
    return verifyJwt(token, options.jwtSecret);
  }

  return async (authorization) => {
    const token = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1];
    if (!token) throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
    const verification = await verify(token);
    if (!verification.valid) throw refuse(verification);
    const claims: JwtClaims = verification.claims;
    // The anon and service keys have no subject; only a signed-in user's token may spend a letter.
    if (!claims.sub || !uuidPattern.test(claims.sub) || claims.role !== 'authenticated') {
      throw new AuthError(403, 'bad_jwt', 'invalid claim: the token is not a signed-in user');
    }
    const audience = claims['aud'];
    const audiences = Array.isArray(audience) ? audience : [audience];
    if (!audiences.includes('authenticated')) {
      throw new AuthError(403, 'bad_jwt', 'invalid claim: the token is not meant for signed-in users');
    }
    const appMetadata = MetadataSchema.safeParse(claims['app_metadata']);
    return { id: claims.sub.toLowerCase(), appMetadata: appMetadata.success ? appMetadata.data : {} };
  };
}
