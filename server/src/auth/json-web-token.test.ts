import { describe, expect, it } from 'vitest';
import { signJwt, verifyJwt } from './json-web-token.ts';

const secret = 'a-test-secret-that-is-long-enough-for-hs256';
const token = signJwt({ sub: '6f1c2b9e-0000-4000-8000-000000000001', role: 'authenticated' }, secret);
const [header = '', claims = '', signature = ''] = token.split('.');
const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** The other spellings of the signature's last character that decode to the same bytes (its unused low bits). */
function sameBytesLastCharacters(segment: string): string[] {
  const last = segment.at(-1) ?? 'A';
  const decoded = Buffer.from(segment, 'base64url');
  return [...alphabet].filter(
    (character) => character !== last && Buffer.from(segment.slice(0, -1) + character, 'base64url').equals(decoded),
  );
}

describe('verifyJwt', () => {
  it('accepts the token it signed', () => {
    expect(verifyJwt(token, secret).valid).toBe(true);
  });

  it('refuses a signature whose last character was changed to another spelling of the same bytes', () => {
    const variants = sameBytesLastCharacters(signature);
    expect(variants.length).toBeGreaterThan(0);
    for (const character of variants) {
      const forged = `${header}.${claims}.${signature.slice(0, -1)}${character}`;
      expect(verifyJwt(forged, secret)).toMatchObject({ valid: false, reason: 'malformed' });
    }
  });

  it('refuses padding appended to a segment, and characters outside base64url', () => {
    expect(verifyJwt(`${header}.${claims}.${signature}=`, secret).valid).toBe(false);
    expect(verifyJwt(`${header}.${claims}.${signature}==`, secret).valid).toBe(false);
    expect(verifyJwt(`${header}=.${claims}.${signature}`, secret).valid).toBe(false);
    expect(verifyJwt(`${header}.${claims}.+${signature.slice(1)}`, secret).valid).toBe(false);
    expect(verifyJwt(`${header}.${claims} .${signature}`, secret).valid).toBe(false);
  });

  it('refuses a token signed with another secret', () => {
    expect(verifyJwt(signJwt({ role: 'anon' }, `${secret}-other`), secret)).toMatchObject({ reason: 'signature' });
  });
});
