import { dictionary } from '@zxcvbn-ts/language-common';
import { AuthError } from './auth-error.ts';

export const minimumPasswordLength = 6;
export const maximumPasswordLength = 72;

const emailPattern = /^[^\s@"<>()[\]\\,;:]+@[^\s@"<>()[\]\\,;:]+\.[^\s@"<>()[\]\\,;:]+$/;

// The ~49,000 passwords that zxcvbn-ts ranks most common (leaked-password lists), compared case-insensitively: a
// capital first letter does not make "password1" any harder to guess.
const commonPasswords: ReadonlySet<string> = new Set(
  dictionary['passwords-common'].map((password) => password.toLowerCase()),
);

/**
 * Emails compare case-insensitively and without surrounding spaces. Only ASCII white space is trimmed: an invisible
 * character at either end (which String.prototype.trim also removes) must stay to be refused.
 */
export function normaliseEmail(email: string): string {
  return email.replace(/^[ \t\r\n]+|[ \t\r\n]+$/g, '').toLowerCase();
}

// Invisible and bidirectional characters (format, control, private-use, unassigned, separators) make two addresses
// look alike or reorder what a person reads; no real address needs them.
const invisibleCharacters = /[\p{C}\p{Z}]/u;

const scripts = [
  'Latin',
  'Greek',
  'Cyrillic',
  'Armenian',
  'Georgian',
  'Hebrew',
  'Arabic',
  'Syriac',
  'Thaana',
  'Devanagari',
  'Bengali',
  'Gurmukhi',
  'Gujarati',
  'Oriya',
  'Tamil',
  'Telugu',
  'Kannada',
  'Malayalam',
  'Sinhala',
  'Thai',
  'Lao',
  'Tibetan',
  'Myanmar',
  'Khmer',
  'Mongolian',
  'Ethiopic',
  'Cherokee',
  'Hangul',
  'Hiragana',
  'Katakana',
  'Bopomofo',
  'Han',
] as const;
const scriptPatterns = scripts.map((script) => ({ script, pattern: new RegExp(`\\p{Script=${script}}`, 'u') }));
const neutralCharacter = /[\p{Script=Common}\p{Script=Inherited}]/u;

/** The scripts that may share one label, as Unicode's "highly restrictive" level allows (UTS #39 §5.2). */
const allowedScriptMixes: ReadonlyArray<ReadonlySet<string>> = [
  new Set(['Han', 'Hiragana', 'Katakana']),
  new Set(['Han', 'Bopomofo']),
  new Set(['Han', 'Hangul']),
];

function scriptsOf(text: string): Set<string> {
  const found = new Set<string>();
  for (const character of text) {
    if (neutralCharacter.test(character)) continue;
    found.add(scriptPatterns.find(({ pattern }) => pattern.test(character))?.script ?? `other:${character}`);
  }
  return found;
}

/**
 * The local part and each label of the domain are written in one script (or in Japanese, Chinese or Korean, which
 * mix theirs): "pаypal" with a Cyrillic "а" is refused, "用户@例子.com" is not.
 */
function mixesScripts(email: string): boolean {
  const [localPart = '', domain = ''] = email.split('@');
  return [localPart, ...domain.split('.')].some((part) => {
    const found = scriptsOf(part);
    return found.size > 1 && !allowedScriptMixes.some((mix) => [...found].every((script) => mix.has(script)));
  });
}

/** Checks an email the way GoTrue words its answers; returns it normalised. */
export function validateEmail(email: string | undefined): string {
  if (!email || email.trim() === '') throw new AuthError(400, 'validation_failed', 'An email address is required');
  const normalised = normaliseEmail(email);
  if (
    normalised.length > 255 ||
    !emailPattern.test(normalised) ||
    invisibleCharacters.test(normalised) ||
    mixesScripts(normalised)
  ) {
    throw new AuthError(400, 'email_address_invalid', 'Unable to validate email address: invalid format');
  }
  return normalised;
}

type WeakPasswordReason = 'length' | 'characters' | 'pwned';

const weakPasswordMessages: Record<WeakPasswordReason, string> = {
  length: `Password should be at least ${minimumPasswordLength} characters.`,
  characters: 'Password should contain at least one character that is not a space.',
  pwned: 'Password is known to be weak and easy to guess, please choose a different one.',
};

/**
 * SPEC.md's minimum of 6, a maximum, no password of spaces only and none of the commonly used ones; a weak one is
 * refused with GoTrue's `weak_password` code and every reason that applies.
 */
export function validateNewPassword(
  password: string | undefined,
  missingMessage = 'Signup requires a valid password',
): string {
  if (password === undefined || password === '') {
    throw new AuthError(400, 'validation_failed', missingMessage);
  }
  if (password.includes('\u0000')) {
    throw new AuthError(400, 'validation_failed', 'Password cannot contain the NUL character');
  }
  const length = [...password].length;
  if (length > maximumPasswordLength) {
    throw new AuthError(400, 'validation_failed', `Password cannot be longer than ${maximumPasswordLength} characters`);
  }
  const reasons: WeakPasswordReason[] = [];
  if (length < minimumPasswordLength) reasons.push('length');
  if (password.trim() === '') reasons.push('characters');
  if (commonPasswords.has(password.toLowerCase())) reasons.push('pwned');
  const [first] = reasons;
  if (first) {
    throw new AuthError(422, 'weak_password', weakPasswordMessages[first], { weak_password: { reasons } });
  }
  return password;
}
