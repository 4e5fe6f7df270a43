import { freePlanLetterLimit, type Plan } from '@cover-letter/shared/plans';
import type { Usage } from '@cover-letter/shared/usage-schema';

type PlanBadgeProps = { plan: Plan | undefined; usage: Usage | undefined };

/** The plan, and for a free account the letters used as the server counts them. */
export function PlanBadge({ plan, usage }: PlanBadgeProps) {
  const shownPlan = usage?.plan ?? plan;
  if (shownPlan === 'premium') return <span className="badge badge-premium">Premium</span>;
  if (shownPlan !== 'free') return null;
  // A server that does not report usage (the plain API of docs/product.md#calls) still enforces the limit; only the count is unknown.
  if (usage === undefined) return <span className="badge">Free plan</span>;
  const limit = usage.letterLimit ?? freePlanLetterLimit;
  return (
    <span className="badge">
      Free plan: {Math.min(usage.lettersUsed, limit)} of {limit} letters used
    </span>
  );
}
