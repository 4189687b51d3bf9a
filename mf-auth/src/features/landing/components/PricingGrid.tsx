import type { PricingPlanDto } from '@ontrack/api/contracts';
import { useAuthPricingQuery } from '@ontrack/shell/platform';
import { Alert, PlanCards, Spinner } from '@ontrack/shell/ui';
import { useAuthTranslation } from '../../../i18n';

interface PricingGridProps {
  /** With a selection the cards are radio buttons; without, they are for reading (landing page). */
  selectedPlanId?: number | null;
  onSelect?: (plan: PricingPlanDto) => void;
}

/** The plans from `GET /auth/pricing`; the second one is flagged BEST VALUE. */
export function PricingGrid({ selectedPlanId, onSelect }: PricingGridProps) {
  const { t } = useAuthTranslation();
  const { data: plans, isLoading, isError } = useAuthPricingQuery();
  if (isLoading) return <Spinner label={t('pricing.loading')} />;
  if (isError) return <Alert kind="error">{t('pricing.failed')}</Alert>;
  if (!plans || plans.length === 0) return <p className="auth-muted">{t('pricing.none')}</p>;
  return <PlanCards plans={plans} selectedPlanId={selectedPlanId} onSelect={onSelect} />;
}
