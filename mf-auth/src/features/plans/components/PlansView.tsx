import { useState } from 'react';
import type { PricingPlanDto } from '@ontrack/api/contracts';
import { errorMessage, useAuthPricingQuery, useBillingSummaryQuery, useSessionStatusQuery } from '@ontrack/shell/platform';
import { Alert, PlanCards, Spinner } from '@ontrack/shell/ui';
import { useAuthUpgradeMutation, useBillingPortalMutation } from '../../../api/account-api';
import { planStatus, usageText } from '../lib/plan-status';

export const UPGRADE_FAILED = 'Upgrade failed';
export const NOT_CONFIGURED = 'Payments are not configured on this server';

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
  const [openedAtMs] = useState(() => Date.now());
  const { data: session } = useSessionStatusQuery();
  const billing = useBillingSummaryQuery();
  const pricing = useAuthPricingQuery();
  const [upgrade, { isLoading: upgrading, originalArgs }] = useAuthUpgradeMutation();
  const [openPortal, { isLoading: opening }] = useBillingPortalMutation();
  const [notice, setNotice] = useState<Notice>(null);

  if (pricing.isLoading || billing.isLoading || !session) return <Spinner label="Loading plans…" />;
  if (pricing.isError || billing.isError || !billing.data) return <Alert kind="error">Failed to load pricing data</Alert>;
  const summary = billing.data;
  const currentPlanId = session.plan_id ?? null;

  async function onUpgrade(plan: PricingPlanDto) {
    setNotice(null);
    try {
      const answer = await upgrade({ plan_id: plan.id }).unwrap();
      if (answer.url) return followUrl(answer.url);
      setNotice({ kind: 'success', message: `You are now on the ${plan.plan_name} plan.` });
    } catch (error) {
      setNotice({ kind: 'error', message: `${UPGRADE_FAILED}: ${errorMessage(error, 'please try again.')}` });
    }
  }

  async function onManage() {
    setNotice(null);
    try {
      const answer = await openPortal().unwrap();
      if (answer.url) followUrl(answer.url);
    } catch (error) {
      setNotice({ kind: 'error', message: errorMessage(error, 'Billing could not be opened. Please try again.') });
    }
  }

  // The plan already paid for offers no Upgrade; during the trial every plan does.
  const offers = (plan: PricingPlanDto) => !(summary.plan_active && plan.id === currentPlanId);

  return (
    <div className="plans-view">
      <section className="plans-view__status" aria-label="Your plan">
        <p data-testid="plan-status">{planStatus(session, summary, nowMs ?? openedAtMs)}</p>
        <p className="auth-muted" data-testid="plan-usage">
          {usageText(session)}
        </p>
        {summary.can_manage_billing && (
          <button type="button" className="ot-button ot-button--secondary" onClick={onManage} disabled={opening}>
            {opening ? 'Opening…' : 'Manage billing'}
          </button>
        )}
      </section>
      {!summary.payments_configured && <Alert kind="info">{NOT_CONFIGURED}. Choosing a plan applies it at once.</Alert>}
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
              aria-label={`Upgrade to ${plan.plan_name}`}
            >
              {upgrading && originalArgs?.plan_id === plan.id ? 'Opening checkout…' : 'Upgrade'}
            </button>
          )
        }
      />
    </div>
  );
}
