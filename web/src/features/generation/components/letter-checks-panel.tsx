import { useId } from 'react';
import type { LetterChecksResponse } from '@cover-letter/shared/generation-schema';
import {
  describeLanguage,
  describeLetterSize,
  describeMustHave,
  labelCriterion,
  sortFindings,
  summarizeCriteria,
  summarizeOutcome,
  type CriterionStatus,
} from '../summarize-letter-checks.ts';

type LetterChecksPanelProps = {
  checks: LetterChecksResponse;
  /** The letter was edited after it was checked, so the findings may no longer apply. */
  edited: boolean;
};

const statusText: Record<CriterionStatus, { symbol: string; words: string }> = {
  passed: { symbol: '✓', words: 'passed' },
  'passed-with-notes': { symbol: '✓', words: 'passed, with notes' },
  failed: { symbol: '✗', words: 'needs attention' },
  'not-checked': { symbol: '–', words: 'not checked' },
};

const severityText = { error: 'Fix', warning: 'Check', info: 'Note' } as const;

/** "What we checked": the letter checker's verdict on the nine criteria, in plain words. */
export function LetterChecksPanel({ checks, edited }: LetterChecksPanelProps) {
  const headingId = useId();
  const criteria = summarizeCriteria(checks);
  const allPassed = criteria.every((entry) => entry.status !== 'failed');
  const findings = sortFindings(checks.findings);

  return (
    <section className="letter-checks" aria-labelledby={headingId}>
      <h3 id={headingId}>What we checked</h3>
      <p
        className={`letter-checks-summary ${allPassed ? 'letter-checks-summary-passed' : 'letter-checks-summary-failed'}`}
      >
        <span aria-hidden="true">{allPassed ? '✓ ' : '! '}</span>
        {summarizeOutcome(checks)}{' '}
        <span className="letter-checks-size">{describeLetterSize(checks.wordCount, checks.paragraphCount)}</span>
      </p>
      {edited && (
        <p className="field-hint">You edited the letter: these checks were made on the letter as it was written.</p>
      )}
      <details className="letter-checks-details" open={!allPassed}>
        <summary>{allPassed ? 'Show what we checked' : 'Details'}</summary>
        <ul className="criteria-list">
          {criteria.map((entry) => {
            const status = statusText[entry.status];
            return (
              <li
                key={entry.criterion}
                className={`criterion criterion-${entry.status}`}
                data-criterion={entry.criterion}
              >
                <span className="criterion-symbol" aria-hidden="true">
                  {status.symbol}
                </span>
                <span className="criterion-label">{entry.label}</span>
                {entry.criterion === 'language' && (
                  <span className="criterion-detail">({describeLanguage(checks.language.detected)})</span>
                )}
                <span className="visually-hidden">: {status.words}</span>
              </li>
            );
          })}
        </ul>

        {checks.mustHaves.length > 0 && (
          <>
            <h4>Requirements from the job ad</h4>
            <ul className="must-have-list">
              {checks.mustHaves.map((mustHave, index) => (
                <li
                  key={`${index}-${mustHave.requirement}`}
                  className={mustHave.addressed ? 'must-have must-have-covered' : 'must-have must-have-missing'}
                >
                  <span className="must-have-requirement">{mustHave.requirement}</span>:{' '}
                  <span className="must-have-status">{describeMustHave(mustHave)}</span>
                  {mustHave.addressed && mustHave.letterQuote && (
                    <span className="must-have-evidence"> (your letter: “{mustHave.letterQuote}”</span>
                  )}
                  {mustHave.addressed && (mustHave.resumeQuote ?? mustHave.evidence) && (
                    <span className="must-have-evidence">
                      {mustHave.letterQuote ? '; ' : ' ('}your resume: “{mustHave.resumeQuote ?? mustHave.evidence}”)
                    </span>
                  )}
                </li>
              ))}
            </ul>
          </>
        )}

        {findings.length > 0 && (
          <>
            <h4>What to look at</h4>
            <ul className="finding-list">
              {findings.map((finding, index) => (
                <li key={`${index}-${finding.message}`} className={`finding finding-${finding.severity}`}>
                  <span className="finding-severity">{severityText[finding.severity]}</span>{' '}
                  <span className="finding-criterion">{labelCriterion(finding.criterion)}:</span> {finding.message}
                  {finding.span && !edited && <span className="finding-marked"> (marked in the letter)</span>}
                </li>
              ))}
            </ul>
          </>
        )}
      </details>
    </section>
  );
}
