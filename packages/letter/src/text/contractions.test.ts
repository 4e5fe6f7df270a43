import { describe, expect, it } from 'vitest';
import { withContractionsWrittenOut } from './contractions.ts';

describe('withContractionsWrittenOut', () => {
  it('writes out the person’s contractions and touches no other apostrophe', () => {
    expect(withContractionsWrittenOut("I'm an APD and I’ve been practising for nine years; they've gone wrong.")).toBe(
      'I am an APD and I have been practising for nine years; they have gone wrong.',
    );
    expect(withContractionsWrittenOut("four weeks' notice, the hospital's ward, O'Neill")).toBe(
      "four weeks' notice, the hospital's ward, O'Neill",
    );
  });
});
