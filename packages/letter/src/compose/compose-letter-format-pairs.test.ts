import { describe, expect, it } from 'vitest';
import { formatPairs } from '../../test-fixtures/format-pairs.ts';
import { checkLetter } from '../check/check-letter.ts';
import { composeLetter } from './compose-letter.ts';

// Pairs in formats the evaluation pairs lack (test-fixtures/format-pairs.ts). Their resumes are short, as many real
// ones are, so a letter may fall under the length (docs/decisions/0035-relevance-before-length.md); every other
// criterion is held.
describe('composeLetter on resumes and ads in other formats', () => {
  for (const pair of formatPairs)
    it(`writes a letter for ${pair.id} that names ${pair.company} and passes every criterion but the length`, () => {
      const letter = composeLetter(
        { resume: pair.resume, jobDescription: pair.jobDescription },
        { today: new Date('2026-11-23') },
      );
      expect(letter.language).toBe(pair.language);
      expect(letter.text.split('\n\n').slice(0, 2).join(' ')).toContain(pair.company);
      const checked = checkLetter({
        letter: letter.text,
        resume: pair.resume,
        jobDescription: pair.jobDescription,
        length: 'standard',
      });
      const failed = Object.entries(checked.criteria)
        .filter(([criterion, result]) => criterion !== 'length' && !result.passed)
        .map(([criterion]) => criterion);
      expect({ id: pair.id, failed }).toEqual({ id: pair.id, failed: [] });
      expect(
        checked.findings
          .filter((finding) => finding.severity === 'error' && finding.criterion !== 'length')
          .map((finding) => finding.message),
      ).toEqual([]);
    });
});
