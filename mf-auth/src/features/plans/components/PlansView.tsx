import { useState } from 'react';
import type { PricingPlanDto } from '@ontrack/api/contracts';
import { errorMessage, useAuthPricingQuery, useBillingSummaryQuery, useDates, useSessionStatusQuery } from '@ontrack/shell/platform';
import { Alert, PlanCards, Spinner } from '@ontrack/shell/ui';
import { useAuthUpgradeMutation, useBillingPortalMutation } from '../../../api/account-api';
import { planStatus, usageText } from '../lib/plan-status';
import { useAuthTranslation } from '../../../i18n';

interface PlansViewProps {
  /** Follows a checkout or portal URL (a full page load to Stripe); replaceable in tests. */
  followUrl?: (url: string) => void;
  /** The time the trial's days left count from; the time the view opened unless given (tests). */
  nowMs?: number;
}

type Notice = { kind: 'error' | 'success'; message: string } | null;

/**
 * Plans & billing: the pricing grid with the current plan marked, the trial's days left,
 * this month's uploads, Upgrade (a Stripe checkout, followed) and Manage billing (Stripe's portal).
 */
export function PlansView({ followUrl = (url) => window.location.assign(url), nowMs }: PlansViewProps) {
  // Read once when the view opens: rendering stays pure, and the days left do not shift under the user.
  const { t } = useAuthTranslation();
  const dates = useDates();
  const [openedAtMs] = useState(() => Date.now());
  const { data: session } = useSessionStatusQuery();
  const billing = useBillingSummaryQuery();
  const pricing = useAuthPricingQuery();
  const [upgrade, { isLoading: upgrading, originalArgs }] = useAuthUpgradeMutation();
  const [openPortal, { isLoading: opening }] = useBillingPortalMutation();
  const [notice, setNotice] = useState<Notice>(null);

  if (pricing.isLoading || billing.isLoading || !session) return <Spinner label={t('pricing.loading')} />;
  if (pricing.isError || billing.isError || !billing.data) return <Alert kind="error">{t('pricing.failed')}</Alert>;
  const summary = billing.data;
  const currentPlanId = session.plan_id ?? null;

  async function onUpgrade(plan: PricingPlanDto) {
    setNotice(null);
    try {
      const answer = await upgrade({ plan_id: plan.id }).unwrap();
      if (answer.url) return followUrl(answer.url);
      setNotice({ kind: 'success', message: t('plans.nowOn', { plan: plan.plan_name }) });
    } catch (error) {
      setNotice({ kind: 'error', message: t('plans.upgradeFailed', { reason: errorMessage(error, t('plans.tryAgain')) }) });
    }
  }

  async function onManage() {
    setNotice(null);
    try {
      const answer = await openPortal().unwrap();
      if (answer.url) followUrl(answer.url);
    } catch (error) {
      setNotice({ kind: 'error', message: errorMessage(error, t('plans.billingFailed')) });
    }
  }

  // The plan already paid for offers no Upgrade; during the trial every plan does.
  const offers = (plan: PricingPlanDto) => !(summary.plan_active && plan.id === currentPlanId);

  return (
    <div className="plans-view">
      <section className="plans-view__status" aria-label={t('plans.yours')}>
        <p data-testid="plan-status">{planStatus(session, summary, nowMs ?? openedAtMs, dates)}</p>
        <p className="auth-muted" data-testid="plan-usage">
          {usageText(session)}
        </p>
        {summary.can_manage_billing && (
          <button type="button" className="ot-button ot-button--secondary" onClick={onManage} disabled={opening}>
            {opening ? t('plans.opening') : t('plans.manage')}
          </button>
        )}
      </section>
      {!summary.payments_configured && <Alert kind="info">{t('plans.notConfigured')}</Alert>}
      {notice && <Alert kind={notice.kind}>{notice.message}</Alert>}
      <PlanCards
        plans={pricing.data ?? []}
        currentPlanId={currentPlanId}
        action={(plan) =>
          offers(plan) && (
            <button
              type="button"
              className="ot-button pricing-card__action"
              onClick={() => onUpgrade(plan)}
              disabled={upgrading}
              aria-label={t('plans.upgradeTo', { plan: plan.plan_name })}
            >
              {upgrading && originalArgs?.plan_id === plan.id ? t('plans.openingCheckout') : t('plans.upgrade')}
            </button>
          )
        }
      />
    </div>
  );
}
