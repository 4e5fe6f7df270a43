import { AuthError } from './auth-error.ts';

/** Bytes of JSON a user's metadata may take: it rides in every access token, and tokens travel in request headers. */
export const maximumUserMetadataBytes = 4_096;

/**
 * Checks user metadata (sign-up `data`, `PUT /user` `data`) before it is stored: small enough that every token stays
 * far below the 16 KiB that servers and proxies accept for a header (a 60 KB value once locked its owner out), and no
 * NUL character, which PostgreSQL's jsonb cannot hold.
 */
export function validateUserMetadata(metadata: Record<string, unknown>): Record<string, unknown> {
  let hasNul = false;
  const json = JSON.stringify(metadata, (key, value: unknown) => {
    if (key.includes('\u0000') || (typeof value === 'string' && value.includes('\u0000'))) hasNul = true;
    return value;
  });
  if (hasNul) {
    throw new AuthError(400, 'validation_failed', 'User metadata cannot contain the NUL character');
  }
  if (Buffer.byteLength(json, 'utf8') > maximumUserMetadataBytes) {
    throw new AuthError(
      400,
      'validation_failed',
      `User metadata may have at most ${maximumUserMetadataBytes} bytes of JSON`,
    );
  }
  return metadata;
}
