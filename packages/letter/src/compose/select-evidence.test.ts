import { describe, expect, it } from 'vitest';
import { scoreLine } from './select-evidence.ts';

describe('scoreLine', () => {
  const vocabulary = { words: new Set(['reports', 'meetings', 'teaching']), skills: new Set<string>() };

  it('ranks a chore every job has below a line about the work itself, whatever words they share with the ad', () => {
    // Before, "I organized files, developed spreadsheets, faxed reports and scanned documents" led an HR adviser's
    // letter, and "I follow safety rules at all times" a carpenter's (review of the real pairs).
    const chore = scoreLine(
      'Organized files, developed spreadsheets, faxed reports and scanned documents',
      [],
      vocabulary,
    );
    const work = scoreLine(
      'Drafted meeting agendas and wrote the board reports for the finance committee',
      [],
      vocabulary,
    );
    expect(chore.score).toBeLessThan(work.score);
    expect(scoreLine('Fulfilled the number of hours of actual teaching', [], vocabulary).score).toBeLessThan(
      scoreLine('Planned and delivered teaching for two Year 9 maths sets', [], vocabulary).score,
    );
  });
});
