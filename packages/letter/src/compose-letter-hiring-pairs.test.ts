import { describe, expect, it } from 'vitest';
import { checkLetter, letterCriteria } from './check-letter.ts';
import { composeLetter, type LetterLength } from './compose-letter.ts';
import { countWords } from './normalize-text.ts';
import { hiringPairs } from '../test-fixtures/hiring-pairs.ts';

// Letters for resumes and ads from many fields, judged on facts written down here rather than by the checker alone
// (the checker shares the parsers with the composer, so on its own it only shows that they agree).

const lengths: LetterLength[] = ['standard', 'short'];

function failedCriteria(letter: string, resume: string, jobDescription: string, length: LetterLength): string[] {
  const checks = checkLetter({ letter, resume, jobDescription, length });
  return letterCriteria
    .filter((criterion) => !checks.criteria[criterion].passed)
    .map(
      (criterion) =>
        `${criterion}: ${checks.findings
          .filter((finding) => finding.criterion === criterion && finding.severity === 'error')
          .map((finding) => finding.message)
          .join('; ')}`,
    );
}

/** The sentences of the letter's body, without salutation and sign-off. */
function bodySentences(text: string): string[] {
  const paragraphs = text.split(/\n\s*\n/).slice(1, -1);
  return paragraphs.flatMap((paragraph) =>
    paragraph
      .replace(/\s+/g, ' ')
      // Not after "St." or "Inc.": names keep their abbreviations.
      .split(/(?<=[.!?])(?<!\b(?:St|Dr|Mr|Ms|Mrs|Co|Inc|Ltd|Corp|Jr|Sr)\.)\s+(?=[\p{Lu}„"])/u)
      .filter((sentence) => sentence.trim().length > 0),
  );
}

function firstWords(sentence: string, count: number): string {
  return sentence
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s']/gu, ' ')
    .split(/\s+/)
    .filter((word) => word.length > 0)
    .slice(0, count)
    .join(' ');
}

describe('composeLetter on hand-written pairs from many fields', () => {
  for (const pair of hiringPairs) {
    for (const length of lengths) {
      it(`writes a ${length} letter for the ${pair.id} pair that meets all nine criteria`, () => {
        const letter = composeLetter({ resume: pair.resume, jobDescription: pair.jobDescription }, { length });
        expect(failedCriteria(letter.text, pair.resume, pair.jobDescription, length)).toEqual([]);
        expect(letter.language).toBe(pair.language);
      });

      it(`never opens two sentences with the same three words in the ${length} ${pair.id} letter`, () => {
        const { text } = composeLetter({ resume: pair.resume, jobDescription: pair.jobDescription }, { length });
        const starts = bodySentences(text).map((sentence) => firstWords(sentence, 3));
        const repeated = starts.filter((start, index) => starts.indexOf(start) !== index);
        expect(repeated).toEqual([]);
      });
    }

    it(`names ${pair.company} as the company in the ${pair.id} letter, not a department or place`, () => {
      const { text } = composeLetter({ resume: pair.resume, jobDescription: pair.jobDescription });
      expect(text).toContain(pair.company);
      for (const wrong of pair.notCompany) {
        expect(text).not.toMatch(new RegExp(`(?:Dear|at|bei|support|to|for) ${wrong}\\b`));
      }
    });

    it(`leaves no trailing whitespace and quotes no raw comma list in the ${pair.id} letter`, () => {
      for (const length of lengths) {
        const { text } = composeLetter({ resume: pair.resume, jobDescription: pair.jobDescription }, { length });
        expect(text).not.toMatch(/[ \t]+$/m);
        expect(text).not.toMatch(/["„“][^"“”\n]*,[^"“”\n]*["“”]/);
        expect(text).not.toMatch(/certification "|Zertifizierung „/);
      }
    });

    it(`addresses each must-have the resume supports in the ${pair.id} letter`, () => {
      const { text } = composeLetter({ resume: pair.resume, jobDescription: pair.jobDescription });
      for (const { requirement, pattern } of pair.supported) {
        expect(text, requirement).toMatch(pattern);
      }
    });

    it(`claims no must-have the resume does not show in the ${pair.id} letter`, () => {
      for (const length of lengths) {
        const { text } = composeLetter({ resume: pair.resume, jobDescription: pair.jobDescription }, { length });
        for (const claim of pair.unsupported) expect(text).not.toMatch(claim);
      }
    });
  }
});

describe('composeLetter for the nurse manager ad', () => {
  const pair = hiringPairs.find((candidate) => candidate.id === 'nurse-manager');
  if (!pair) throw new Error('fixture missing');
  const { text } = composeLetter({ resume: pair.resume, jobDescription: pair.jobDescription });

  it('opens with the applicant’s own role and employer rather than a stock line', () => {
    const opening = text.split(/\n\s*\n/)[1] ?? '';
    expect(opening).toMatch(/Charge Nurse at St\. David's Medical Center/);
    expect(opening).not.toMatch(/asks for the skills I have been building/);
  });

  it('connects the leadership must-have with supervising a team as Charge Nurse', () => {
    expect(text).toMatch(
      /leadership experience[^\n]*?Charge Nurse at St\. David's Medical Center, (?:where )?I supervise a team of 8 nurses/,
    );
  });

  it('names each certification on its own and states ACLS as held', () => {
    expect(text).toMatch(/I hold ACLS certification/);
    expect(text).not.toContain('BLS, ACLS, PALS');
  });

  it('tells one employer’s achievements without starting each sentence with the employer', () => {
    const sentences = bodySentences(text);
    const atEmployer = sentences.filter((sentence) => /^At St\. David's Medical Center,/.test(sentence));
    expect(atEmployer.length).toBeLessThanOrEqual(1);
    expect(text).not.toMatch(/There, I also/);
  });

  it('drops the empty statements about careful work', () => {
    expect(text).not.toMatch(/I aim for careful work/);
  });

  it('ends with the name and no trailing space', () => {
    expect(text.split('\n').at(-1)).toBe('Maria Gonzalez');
  });

  it('stays within the standard length', () => {
    expect(countWords(text)).toBeGreaterThanOrEqual(250);
    expect(countWords(text)).toBeLessThanOrEqual(400);
  });
});

describe('composeLetter for a career changer', () => {
  it('ties the skills an ad asks for to the project that shows them', () => {
    const pair = hiringPairs.find((candidate) => candidate.id === 'data-analyst-career-changer');
    if (!pair) throw new Error('fixture missing');
    const { text } = composeLetter({ resume: pair.resume, jobDescription: pair.jobDescription });
    expect(text).toMatch(/SQL[^.]*Enrollment Trends Dashboard project/);
    expect(text).not.toMatch(/\(\s*\)/);
  });
});

describe('composeLetter on mismatched resumes and ads', () => {
  it('keeps its form for every hand-written resume with every ad in the same language', () => {
    for (const resumePair of hiringPairs) {
      for (const adPair of hiringPairs) {
        if (resumePair.language !== adPair.language) continue;
        for (const length of lengths) {
          const { text } = composeLetter(
            { resume: resumePair.resume, jobDescription: adPair.jobDescription },
            { length },
          );
          const label = `${resumePair.id} resume, ${adPair.id} ad, ${length}`;
          const starts = bodySentences(text).map((sentence) => firstWords(sentence, 3));
          expect(
            starts.filter((start, index) => starts.indexOf(start) !== index),
            label,
          ).toEqual([]);
          expect(text, label).not.toMatch(/[ \t]+$/m);
          expect(text, label).not.toMatch(/\bundefined\b|\bnull\b|\(\s*\)/);
          expect(text, label).toContain(adPair.company);
          const words = countWords(text);
          expect(words, label).toBeLessThanOrEqual(length === 'short' ? 200 : 400);
        }
      }
    }
  });
});
