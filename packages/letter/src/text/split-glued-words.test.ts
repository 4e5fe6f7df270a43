import { describe, expect, it } from 'vitest';
import { splitGluedWords } from './split-glued-words.ts';

describe('splitGluedWords', () => {
  it('splits words a PDF glued where the halves are a verb or an everyday word, even never printed alone', () => {
    expect(
      splitGluedWords(
        'Recognised staff performance to boostcompany morale. Inspected food appearanceand cleanliness. Shared largereservations with staff.',
      ),
    ).toBe(
      'Recognised staff performance to boost company morale. Inspected food appearance and cleanliness. Shared large reservations with staff.',
    );
  });

  it('leaves words made with a suffix and the usual compounds whole', () => {
    const text = 'Showed accountability and leadership in the newsletter, the database and stakeholder relationships.';
    expect(splitGluedWords(text)).toBe(text);
  });
});
