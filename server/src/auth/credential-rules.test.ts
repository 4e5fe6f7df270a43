import { describe, expect, it } from 'vitest';
import { AuthError } from './auth-error.ts';
import { validateEmail, validateNewPassword } from './credential-rules.ts';

function refusal(work: () => unknown): AuthError {
  try {
    work();
  } catch (error) {
    if (error instanceof AuthError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('validateNewPassword', () => {
  it('accepts an ordinary passphrase', () => {
    expect(validateNewPassword('correct horse battery staple')).toBe('correct horse battery staple');
  });

  it('refuses a password of spaces only with weak_password and the characters reason', () => {
    for (const password of ['      ', '\t \t \t ', '\u00a0\u00a0\u00a0\u00a0\u00a0\u00a0']) {
      const error = refusal(() => validateNewPassword(password));
      expect(error.status).toBe(422);
      expect(error.toBody()).toMatchObject({ code: 'weak_password', weak_password: { reasons: ['characters'] } });
    }
  });

  it('refuses commonly used passwords whatever their case, with the pwned reason', () => {
    for (const password of ['password', 'Password1', 'QWERTY123', 'iloveyou', '123456789']) {
      const error = refusal(() => validateNewPassword(password));
      expect(error.status).toBe(422);
      expect(error.toBody()).toMatchObject({
        code: 'weak_password',
        message: 'Password is known to be weak and easy to guess, please choose a different one.',
        weak_password: { reasons: ['pwned'] },
      });
    }
  });

  it('gives every reason that applies', () => {
    const error = refusal(() => validateNewPassword('12345'));
    expect(error.toBody()).toMatchObject({ weak_password: { reasons: ['length', 'pwned'] } });
  });
});

describe('validateEmail', () => {
  it('accepts plain addresses and addresses in one script per label', () => {
    for (const email of [
      'Jordan.Rivera+jobs@Example.com',
      'müller@beispiel.de',
      '用户@例子.com',
      'ユーザー名@例え.jp',
      'иван@пример.рф',
    ]) {
      expect(validateEmail(email)).toBe(email.toLowerCase());
    }
  });

  it('refuses invisible and bidirectional control characters', () => {
    for (const email of [
      'jordan\u200b@example.com',
      'jordan@exa\u200dmple.com',
      'jordan\u202e@example.com',
      '\u2066jordan@example.com',
      'jordan\u00ad@example.com',
      'jordan@example.com\ufeff',
      'jor\u0007dan@example.com',
    ]) {
      const error = refusal(() => validateEmail(email));
      expect(error.toBody()).toMatchObject({ code: 'email_address_invalid' });
    }
  });

  it('refuses a label that mixes scripts, such as a Cyrillic letter among Latin ones', () => {
    for (const email of ['p\u0430ypal@example.com', 'jordan@ex\u0430mple.com', 'admin@g\u03bfogle.com']) {
      const error = refusal(() => validateEmail(email));
      expect(error.toBody()).toMatchObject({ code: 'email_address_invalid' });
    }
  });
});
