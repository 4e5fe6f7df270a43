import { describe, expect, it } from 'vitest';
import type { LetterChecksResponse } from '@cover-letter/shared/generation-schema';
import {
  criterionLabels,
  describeLanguage,
  describeLetterSize,
  describeMustHave,
  sortFindings,
  summarizeCriteria,
  summarizeOutcome,
} from './summarize-letter-checks.ts';

const passed = { passed: true, errors: 0, warnings: 0 };

function checksWith(criteria: LetterChecksResponse['criteria']): LetterChecksResponse {
  return {
    passed: Object.values(criteria).every((result) => result.passed),
    criteria,
    findings: [],
    wordCount: 312,
    paragraphCount: 4,
    language: { expected: 'en', detected: 'en' },
    mustHaves: [],
  };
}

const allPassed = checksWith(Object.fromEntries(criterionLabels.map(({ criterion }) => [criterion, passed])));

describe('summarizeCriteria', () => {
  it('lists the nine criteria in the order of the acceptance table with plain names', () => {
    expect(summarizeCriteria(allPassed).map((entry) => entry.label)).toEqual([
      'Length',
      'Structure',
      'Numbers match your resume',
      'Facts match your resume',
      'Specific to this job',
      'Requirements covered',
      'No filler or placeholders',
      'Language',
      'Untrusted text ignored',
    ]);
  });

  it('tells failed criteria, passed ones with notes and ones the server did not report apart', () => {
    const checks = checksWith({
      length: { passed: false, errors: 1, warnings: 0 },
      structure: { passed: true, errors: 0, warnings: 2 },
      'tone-match': passed,
    });
    const byName = new Map(summarizeCriteria(checks).map((entry) => [entry.criterion, entry]));
    expect(byName.get('length')?.status).toBe('failed');
    expect(byName.get('structure')?.status).toBe('passed-with-notes');
    expect(byName.get('language')?.status).toBe('not-checked');
    expect(byName.get('tone-match')).toMatchObject({ label: 'Tone match', status: 'passed' });
  });
});

describe('summarizeOutcome', () => {
  it('says all checks passed, or how many need attention', () => {
    expect(summarizeOutcome(allPassed)).toBe('All 9 checks passed.');
    const twoFailed = checksWith({
      ...allPassed.criteria,
      length: { passed: false, errors: 1, warnings: 0 },
      'no-filler': { passed: false, errors: 2, warnings: 0 },
    });
    expect(summarizeOutcome(twoFailed)).toBe('2 of 9 checks need your attention.');
    expect(
      summarizeOutcome(checksWith({ ...allPassed.criteria, length: { passed: false, errors: 1, warnings: 0 } })),
    ).toBe('1 of 9 checks needs your attention.');
  });

  it('counts checks that passed with notes, so the headline never hides a detail', () => {
    const withNotes = checksWith({
      ...allPassed.criteria,
      requirements: { passed: true, errors: 0, warnings: 2 },
    });
    expect(summarizeOutcome(withNotes)).toBe('All 9 checks passed; 1 has a note to read.');
    expect(
      summarizeOutcome(
        checksWith({
          ...allPassed.criteria,
          requirements: { passed: true, errors: 0, warnings: 1 },
          specific: { passed: true, errors: 0, warnings: 1 },
        }),
      ),
    ).toBe('All 9 checks passed; 2 have notes to read.');
  });
});

describe('sortFindings', () => {
  it('puts errors first, then warnings, then notes, keeping the order within each', () => {
    const findings: LetterChecksResponse['findings'] = [
      { criterion: 'length', severity: 'info', message: 'note' },
      { criterion: 'structure', severity: 'warning', message: 'warning 1' },
      { criterion: 'faithful-numbers', severity: 'error', message: 'error 1' },
      { criterion: 'specific', severity: 'warning', message: 'warning 2' },
      { criterion: 'faithful-facts', severity: 'error', message: 'error 2' },
    ];
    expect(sortFindings(findings).map((finding) => finding.message)).toEqual([
      'error 1',
      'error 2',
      'warning 1',
      'warning 2',
      'note',
    ]);
  });
});

describe('describeMustHave', () => {
  it('says covered or not covered, and when the resume does not show the requirement', () => {
    expect(describeMustHave({ requirement: 'Python', supported: true, addressed: true })).toBe('covered');
    expect(describeMustHave({ requirement: 'Go', supported: true, addressed: false })).toBe('not covered');
    expect(describeMustHave({ requirement: 'Spark', supported: false, addressed: false })).toBe(
      'not covered (not in your resume)',
    );
  });
});

describe('describeLetterSize', () => {
  it('counts words and paragraphs in plain words', () => {
    expect(describeLetterSize(312, 4)).toBe('312 words, 4 paragraphs');
    expect(describeLetterSize(1, 1)).toBe('1 word, 1 paragraph');
  });
});

describe('describeLanguage', () => {
  it('names any language the checker reports, and says when it could not tell', () => {
    expect(describeLanguage('en')).toBe('English');
    expect(describeLanguage('es')).toBe('Spanish');
    expect(describeLanguage('pl')).toBe('Polish');
    expect(describeLanguage('und')).toBe('not recognised');
  });
});
