import type { PricingPlanDto } from '@ontrack/api/contracts';
import { useAuthPricingQuery } from '@ontrack/shell/platform';
import { Alert, PlanCards, Spinner } from '@ontrack/shell/ui';

interface PricingGridProps {
  /** With a selection the cards are radio buttons; without, they are for reading (landing page). */
  selectedPlanId?: number | null;
  onSelect?: (plan: PricingPlanDto) => void;
}

/** The plans from `GET /auth/pricing`; the second one is flagged BEST VALUE. */
export function PricingGrid({ selectedPlanId, onSelect }: PricingGridProps) {
  const { data: plans, isLoading, isError } = useAuthPricingQuery();
  if (isLoading) return <Spinner label="Loading plans…" />;
  if (isError) return <Alert kind="error">Failed to load pricing data</Alert>;
  if (!plans || plans.length === 0) return <p className="auth-muted">No pricing information available</p>;
  return <PlanCards plans={plans} selectedPlanId={selectedPlanId} onSelect={onSelect} />;
}
