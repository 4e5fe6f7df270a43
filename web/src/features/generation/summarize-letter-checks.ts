import type { LetterChecksResponse } from '@cover-letter/shared/generation-schema';
import { nameLanguage } from '../../lib/language-names.ts';

export type LetterFinding = LetterChecksResponse['findings'][number];
export type MustHave = LetterChecksResponse['mustHaves'][number];

/** The nine acceptance criteria (shared/eval/README.md), in their order, with names a job seeker understands. */
export const criterionLabels: ReadonlyArray<{ criterion: string; label: string }> = [
  { criterion: 'length', label: 'Length' },
  { criterion: 'structure', label: 'Structure' },
  { criterion: 'faithful-numbers', label: 'Numbers match your resume' },
  { criterion: 'faithful-facts', label: 'Facts match your resume' },
  { criterion: 'specific', label: 'Specific to this job' },
  { criterion: 'requirements', label: 'Requirements covered' },
  { criterion: 'no-filler', label: 'No filler or placeholders' },
  { criterion: 'language', label: 'Language' },
  { criterion: 'untrusted-input', label: 'Untrusted text ignored' },
];

export type CriterionStatus = 'passed' | 'passed-with-notes' | 'failed' | 'not-checked';

export type CriterionSummary = {
  criterion: string;
  label: string;
  status: CriterionStatus;
  errors: number;
  warnings: number;
};

/** "faithful-numbers" → "Faithful numbers": a readable name for a criterion a newer server added. */
function labelFromName(criterion: string): string {
  const words = criterion.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function labelCriterion(criterion: string): string {
  return criterionLabels.find((entry) => entry.criterion === criterion)?.label ?? labelFromName(criterion);
}

/** The nine criteria in order (any the server did not report are "not checked"), then any further ones it sent. */
export function summarizeCriteria(checks: LetterChecksResponse): CriterionSummary[] {
  const known = new Set(criterionLabels.map((entry) => entry.criterion));
  const names = [
    ...criterionLabels.map((entry) => entry.criterion),
    ...Object.keys(checks.criteria).filter((criterion) => !known.has(criterion)),
  ];
  return names.map((criterion) => {
    const result = checks.criteria[criterion];
    const label = labelCriterion(criterion);
    if (!result) return { criterion, label, status: 'not-checked', errors: 0, warnings: 0 };
    const status: CriterionStatus = !result.passed ? 'failed' : result.warnings > 0 ? 'passed-with-notes' : 'passed';
    return { criterion, label, status, errors: result.errors, warnings: result.warnings };
  });
}

const severityOrder: Record<LetterFinding['severity'], number> = { error: 0, warning: 1, info: 2 };

/** Errors first, then warnings, then notes; the checker's order within each. */
export function sortFindings(findings: readonly LetterFinding[]): LetterFinding[] {
  return findings
    .map((finding, index) => ({ finding, index }))
    .sort(
      (first, second) =>
        severityOrder[first.finding.severity] - severityOrder[second.finding.severity] || first.index - second.index,
    )
    .map(({ finding }) => finding);
}

/** How a must-have of the job ad stands: covered or not, and whether the resume backs it at all. */
export function describeMustHave(mustHave: MustHave): string {
  const coverage = mustHave.addressed ? 'covered' : 'not covered';
  return mustHave.supported ? coverage : `${coverage} (not in your resume)`;
}

/**
 * One short line for the top of the panel. It never contradicts the details: checks that passed with notes (a
 * must-have not covered, requirements the ad did not state) are counted too.
 */
export function summarizeOutcome(checks: LetterChecksResponse): string {
  const criteria = summarizeCriteria(checks);
  const failed = criteria.filter((entry) => entry.status === 'failed').length;
  const withNotes = criteria.filter((entry) => entry.status === 'passed-with-notes').length;
  const checked = criteria.filter((entry) => entry.status !== 'not-checked').length;
  if (failed === 0) {
    const passed = checked === 1 ? 'The check passed' : `All ${checked} checks passed`;
    if (withNotes === 0) return `${passed}.`;
    return withNotes === 1 ? `${passed}; 1 has a note to read.` : `${passed}; ${withNotes} have notes to read.`;
  }
  return failed === 1
    ? `1 of ${checked} checks needs your attention.`
    : `${failed} of ${checked} checks need your attention.`;
}

/** "es" → "Spanish": the name of a language the checker reports; "not recognised" when it could not tell. */
export function describeLanguage(code: string): string {
  if (code.trim() === '' || code === 'und') return 'not recognised';
  return nameLanguage(code) ?? code;
}

export function describeLetterSize(wordCount: number, paragraphCount: number): string {
  const words = wordCount === 1 ? '1 word' : `${wordCount} words`;
  const paragraphs = paragraphCount === 1 ? '1 paragraph' : `${paragraphCount} paragraphs`;
  return `${words}, ${paragraphs}`;
}
