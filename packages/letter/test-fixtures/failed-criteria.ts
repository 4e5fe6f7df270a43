import { checkLetter, letterCriteria } from '../src/check/check-letter.ts';
import type { LetterLength } from '../src/compose/compose-letter.ts';

/** The criteria a letter fails, each with its error messages, so a failing test says what went wrong. */
export function failedCriteria(
  letter: string,
  resume: string,
  jobDescription: string,
  length: LetterLength,
  language?: string,
): string[] {
  const checks = checkLetter({ letter, resume, jobDescription, length, ...(language ? { language } : {}) });
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
