import { errors, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { z } from 'zod';
import { ClaimsSchema, type JwtVerification } from './json-web-token.ts';

/** A verification that could not be made at all: the keys could not be fetched (the answer is 503, not 401). */
export type TokenVerification = JwtVerification | { valid: false; reason: 'unavailable'; message: string };

const HeaderSchema = z.object({ alg: z.string(), kid: z.string().optional() }).loose();

/** Clock skew allowed on time claims, as PostgREST allows (and as verifyJwt allows for HS256). */
const clockSkewSeconds = 30;

/** Base64url as written by a signer: no padding and nothing outside the alphabet. */
const segmentPattern = /^[A-Za-z0-9_-]+$/;

/** The algorithm a token's header names, or undefined when the token is not a three-part JWT with a JSON header. */
export function readTokenAlgorithm(token: string): string | undefined {
  const [headerSegment = '', ...rest] = token.split('.');
  if (rest.length !== 2 || !segmentPattern.test(headerSegment)) return undefined;
  try {
    const header = HeaderSchema.safeParse(JSON.parse(Buffer.from(headerSegment, 'base64url').toString('utf8')));
    return header.success ? header.data.alg : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Verifies an asymmetrically signed JWT with jose against a key set (this server's own keys, or a project's JWKS
 * fetched over HTTP), with the same answers as verifyJwt gives for HS256, so callers map failures one way.
 */
export async function verifySignedToken(
  token: string,
  keys: JWTVerifyGetKey,
  algorithms: string[],
): Promise<TokenVerification> {
  const parts = token.split('.');
  if (parts.length !== 3) {
    return { valid: false, reason: 'malformed', message: `Expected 3 parts in JWT; got ${parts.length}` };
  }
  if (!parts.every((segment) => segmentPattern.test(segment))) {
    return { valid: false, reason: 'malformed', message: 'token is malformed: a segment is not base64url' };
  }
  try {
    const { payload } = await jwtVerify(token, keys, { algorithms, clockTolerance: clockSkewSeconds });
    const claims = ClaimsSchema.safeParse(payload);
    if (!claims.success) {
      return { valid: false, reason: 'malformed', message: 'token is malformed: could not parse the claims' };
    }
    return { valid: true, claims: claims.data };
  } catch (error) {
    return describeFailure(error);
  }
}

function describeFailure(error: unknown): TokenVerification {
  if (error instanceof errors.JWTExpired) {
    return { valid: false, reason: 'expired', message: 'token has invalid claims: token is expired' };
  }
  if (error instanceof errors.JWTClaimValidationFailed && error.claim === 'nbf') {
    return { valid: false, reason: 'not_yet_valid', message: 'token has invalid claims: token is not valid yet' };
  }
  if (error instanceof errors.JWSSignatureVerificationFailed) {
    return { valid: false, reason: 'signature', message: 'signature is invalid' };
  }
  if (error instanceof errors.JWKSNoMatchingKey || error instanceof errors.JWKSMultipleMatchingKeys) {
    return { valid: false, reason: 'signature', message: 'no trusted key matches the token' };
  }
  if (error instanceof errors.JOSEAlgNotAllowed || error instanceof errors.JOSENotSupported) {
    return {
      valid: false,
      reason: 'signature',
      message: 'the token is signed with an algorithm this server does not accept',
    };
  }
  if (
    error instanceof errors.JWSInvalid ||
    error instanceof errors.JWTInvalid ||
    error instanceof errors.JWTClaimValidationFailed
  ) {
    return { valid: false, reason: 'malformed', message: `token is malformed: ${error.message}` };
  }
  // What is left is the key set itself: a time-out, a failed fetch (jose lets fetch's TypeError through), a non-200
  // answer or a body that is no key set.
  const detail = error instanceof Error ? error.message : String(error);
  return { valid: false, reason: 'unavailable', message: `the signing keys could not be fetched: ${detail}` };
}
