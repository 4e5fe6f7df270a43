import { useId } from 'react';
import type { Usage } from '@cover-letter/shared/usage-schema';
import { countLettersLeft, isAtPlanLimit } from '../find-plan-problem.ts';

type PlanNoticeProps = { usage: Usage | undefined; upgradeUrl: string | undefined };

/**
 * Near the Generate button: one letter left is announced (a polite live region, present before its text changes),
 * and at the limit the screen says what premium is and how to get it.
 */
export function PlanNotice({ usage, upgradeUrl }: PlanNoticeProps) {
  const headingId = useId();
  const lettersLeft = countLettersLeft(usage);
  const atLimit = isAtPlanLimit(usage);

  return (
    <>
      <p className="plan-status" role="status">
        {lettersLeft === 1 ? 'One letter left on the free plan.' : ''}
      </p>
      {atLimit && usage && (
        <section className="plan-limit" aria-labelledby={headingId}>
          <h2 id={headingId}>You have used your {usage.letterLimit} free letters</h2>
          <p>
            Your saved letters stay here to read, edit and download. Premium has no limit on new letters.{' '}
            {upgradeUrl ? (
              <a href={upgradeUrl} className="plan-limit-link" rel="noopener">
                Upgrade to premium
              </a>
            ) : (
              <>To get premium, ask the operator of this site.</>
            )}
          </p>
        </section>
      )}
    </>
  );
}
