import type { PricingPlanDto } from '@ontrack/api/contracts';
import { formatDollarsAndCents } from '@ontrack/api/domain';
import { useAuthPricingQuery } from '@ontrack/shell/platform';
import { Alert, Spinner } from '@ontrack/shell/ui';

const PERIOD: Record<string, string> = { Monthly: '/month', Annual: '/year', Lifetime: 'once' };

interface PricingGridProps {
  /** With a selection the cards are radio buttons; without, they are for reading (landing page). */
  selectedPlanId?: number | null;
  onSelect?: (plan: PricingPlanDto) => void;
}

/** The plans from `GET /auth/pricing`; the second one is flagged BEST VALUE (product.md section 9). */
export function PricingGrid({ selectedPlanId, onSelect }: PricingGridProps) {
  const { data: plans, isLoading, isError } = useAuthPricingQuery();
  if (isLoading) return <Spinner label="Loading plans…" />;
  if (isError) return <Alert kind="error">Failed to load pricing data</Alert>;
  if (!plans || plans.length === 0) return <p className="auth-muted">No pricing information available</p>;

  return (
    <div className="pricing-grid" role={onSelect ? 'radiogroup' : undefined} aria-label={onSelect ? 'Choose your plan' : undefined}>
      {plans.map((plan, index) => {
        const selected = plan.id === selectedPlanId;
        const body = (
          <>
            {index === 1 && <span className="pricing-card__badge">BEST VALUE</span>}
            <h3>{plan.plan_name}</h3>
            <p className="pricing-card__price">
              {formatDollarsAndCents(plan.price)} <span>{PERIOD[plan.plan_name] ?? ''}</span>
            </p>
            <ul>
              {plan.descriptions.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </>
        );
        return onSelect ? (
          <button
            key={plan.id}
            type="button"
            role="radio"
            aria-checked={selected}
            className={`pricing-card ${index === 1 ? 'pricing-card--featured' : ''} ${selected ? 'is-selected' : ''}`}
            onClick={() => onSelect(plan)}
          >
            {body}
          </button>
        ) : (
          <div key={plan.id} className={`pricing-card ${index === 1 ? 'pricing-card--featured' : ''}`}>
            {body}
          </div>
        );
      })}
    </div>
  );
}
