import { describe, expect, it } from 'vitest';
import { formatPairs } from '../../test-fixtures/format-pairs.ts';
import { hiringPairs } from '../../test-fixtures/hiring-pairs.ts';
import { germanAd, germanResume } from '../../test-fixtures/synthetic-cases.ts';
import { planLetterFor } from './compose-letter.ts';
import { emptyWritingState } from './phrasebook.ts';
import type { LetterSetting } from './sentence-plans.ts';

// The length fitter remembers each draft's sentences by the plans written before them, and writes a fuller draft
// again only from its closing paragraph (compose-letter.ts, `draftKey`). That holds only while `roomy` changes the
// closing's courtesies and nothing else: a phrasebook that made any other sentence fuller would get the plain one.
const pairs = [
  ...formatPairs,
  ...hiringPairs.slice(0, 4),
  { id: 'german-synthetic', resume: germanResume, jobDescription: germanAd },
];

/** The paragraphs of the plans whose sentence a fuller setting changes, written from a letter's start. */
function paragraphsChangedByRoom(pair: { resume: string; jobDescription: string }, variation: number): string[] {
  const { planned, phrasebook, setting } = planLetterFor(pair, { variation });
  const roomySettings: LetterSetting[] = [
    { ...setting, roomy: 'fuller' },
    { ...setting, roomy: 'fullest' },
  ];
  return planned
    .filter((candidate) => {
      const plain = phrasebook.write(candidate, setting, emptyWritingState());
      return roomySettings.some((roomy) => phrasebook.write(candidate, roomy, emptyWritingState()) !== plain);
    })
    .map((candidate) => candidate.paragraph);
}

describe('the fuller phrasings of a letter short of its length', () => {
  for (const pair of pairs)
    it(`change only the closing paragraph's sentences, for ${pair.id}`, () => {
      for (const variation of [0, 1, 2])
        for (const paragraph of paragraphsChangedByRoom(pair, variation)) expect(paragraph).toBe('closing');
    });

  it('change a closing sentence in every language', () => {
    const languages = new Set(
      pairs
        .filter((pair) => [0, 1, 2].some((variation) => paragraphsChangedByRoom(pair, variation).length > 0))
        .map((pair) => planLetterFor(pair).language),
    );
    expect([...languages].sort()).toEqual(['de', 'en', 'es', 'fr']);
  });
});
