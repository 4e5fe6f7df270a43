import { describe, expect, it } from 'vitest';
import { nameLanguage } from './language-names.ts';

describe('nameLanguage', () => {
  it('names the codes the server returns in English', () => {
    expect(nameLanguage('pl')).toBe('Polish');
    expect(nameLanguage('de')).toBe('German');
    expect(nameLanguage('es')).toBe('Spanish');
    expect(nameLanguage('fr')).toBe('French');
    expect(nameLanguage('en')).toBe('English');
  });

  it('gives no name for an unknown language, an empty code or a malformed one', () => {
    expect(nameLanguage('und')).toBeNull();
    expect(nameLanguage('')).toBeNull();
    expect(nameLanguage('not a code!')).toBeNull();
    expect(nameLanguage('qq')).toBeNull();
  });
});
