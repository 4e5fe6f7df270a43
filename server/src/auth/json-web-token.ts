import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

const HeaderSchema = z.object({ alg: z.literal('HS256'), typ: z.string().optional() });

export const ClaimsSchema = z
  .object({
    sub: z.string().optional(),
    role: z.string().optional(),
    exp: z.number().optional(),
    iat: z.number().optional(),
    nbf: z.number().optional(),
    session_id: z.string().optional(),
    email: z.string().optional(),
  })
  .loose();
export type JwtClaims = z.infer<typeof ClaimsSchema>;

export type JwtVerification =
  | { valid: true; claims: JwtClaims }
  | { valid: false; reason: 'malformed' | 'signature' | 'expired' | 'not_yet_valid'; message: string };

/** Clock skew allowed on time claims, as PostgREST allows. */
const clockSkewSeconds = 30;

function encodeSegment(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

function sign(input: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(input).digest();
}

/** Signs claims as an HS256 JWT. */
export function signJwt(claims: Record<string, unknown>, secret: string): string {
  const body = `${encodeSegment({ alg: 'HS256', typ: 'JWT' })}.${encodeSegment(claims)}`;
  return `${body}.${sign(body, secret).toString('base64url')}`;
}

/**
 * A segment in the one spelling base64url allows: no padding, no characters outside the alphabet, and no stray bits
 * in the last character. Node's decoder forgives all three, so two different tokens would carry one signature.
 */
function isCanonicalSegment(segment: string): boolean {
  return /^[A-Za-z0-9_-]*$/.test(segment) && Buffer.from(segment, 'base64url').toString('base64url') === segment;
}

function parseSegment<T>(segment: string, schema: z.ZodType<T>): T | undefined {
  try {
    const parsed = schema.safeParse(JSON.parse(Buffer.from(segment, 'base64url').toString('utf8')));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** Verifies an HS256 JWT's structure, signature and time claims. */
export function verifyJwt(token: string, secret: string, nowSeconds = Math.floor(Date.now() / 1000)): JwtVerification {
  const parts = token.split('.');
  if (parts.length !== 3) {
    return { valid: false, reason: 'malformed', message: `Expected 3 parts in JWT; got ${parts.length}` };
  }
  const [headerSegment = '', claimsSegment = '', signatureSegment = ''] = parts;
  if (!parts.every(isCanonicalSegment)) {
    return { valid: false, reason: 'malformed', message: 'token is malformed: a segment is not canonical base64url' };
  }
  const header = parseSegment(headerSegment, HeaderSchema);
  if (!header) return { valid: false, reason: 'malformed', message: 'token is malformed: could not parse the header' };
  const expected = Buffer.from(sign(`${headerSegment}.${claimsSegment}`, secret).toString('base64url'));
  const actual = Buffer.from(signatureSegment);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) {
    return { valid: false, reason: 'signature', message: 'signature is invalid' };
  }
  const claims = parseSegment(claimsSegment, ClaimsSchema);
  if (!claims) return { valid: false, reason: 'malformed', message: 'token is malformed: could not parse the claims' };
  if (claims.exp !== undefined && nowSeconds - clockSkewSeconds >= claims.exp) {
    return { valid: false, reason: 'expired', message: 'token has invalid claims: token is expired' };
  }
  if (claims.nbf !== undefined && nowSeconds + clockSkewSeconds < claims.nbf) {
    return { valid: false, reason: 'not_yet_valid', message: 'token has invalid claims: token is not valid yet' };
  }
  return { valid: true, claims };
}
