import {
  lapsedPlanText,
  PLANS_VIEW_PATH,
  trialBannerDue,
  trialDaysLeft,
  useBillingSummaryQuery,
  useSessionStatusQuery,
} from '@ontrack/shell/platform';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

/**
 * From two days before the free trial ends (and after it), unless a paid plan is active: how long
 * is left (or why a plan once paid for has ended), and the way to the plans. After the end everything
 * stays readable; only uploads wait.
 */
export function TrialBanner({ nowMs }: { nowMs?: number }) {
  // Read once when the banner mounts: the count of days left does not need to tick while it is open.
  const { t } = useTranslation();
  const [mountedAtMs] = useState(() => Date.now());
  const now = nowMs ?? mountedAtMs;
  const { data: session } = useSessionStatusQuery();
  const { data: billing } = useBillingSummaryQuery();
  if (!session?.logged_in || !billing || !trialBannerDue(session.trial_ends_at, billing.plan_active, now)) return null;
  const days = trialDaysLeft(session.trial_ends_at!, now);
  return (
    <div className="ot-trial-banner" role="status" data-testid="trial-banner">
      <span>{days > 0 ? t('app.trialEndsIn', { count: days }) : (lapsedPlanText(billing) ?? t('app.trialEnded'))}</span>{' '}
      <Link to={PLANS_VIEW_PATH}>{t('app.seePlans')}</Link>
    </div>
  );
}
