import type { BillingSummaryDto, SessionDto } from '@ontrack/api/contracts';
import { DEFAULT_DATE_FORMAT, type DateFormat } from '@ontrack/api/domain';
import { i18n, lapsedPlanText, trialDaysLeft } from '@ontrack/shell/platform';
import { AUTH_NAMESPACE } from '../../../i18n';

const t = i18n.getFixedT(null, AUTH_NAMESPACE);

/**
 * The plans view's one sentence about where the user stands: paid plan, trial, or neither, in the
 * interface's language, dates as `dates` writes them (`Jun 13, 2025` from an ISO instant's UTC day).
 */
export function planStatus(
  session: SessionDto,
  billing: BillingSummaryDto,
  nowMs: number,
  dates: DateFormat = DEFAULT_DATE_FORMAT,
): string {
  const plan = session.plan_name ?? t('plans.current');
  if (billing.plan_active) {
    if (!billing.paid_through) return t('plans.paid', { plan });
    const date = dates.shortDate(billing.paid_through.slice(0, 10));
    if (billing.subscription_status === 'canceled') return t('plans.paidThrough', { plan, date });
    return t('plans.renews', { plan, date });
  }
  const daysLeft = session.trial_ends_at ? trialDaysLeft(session.trial_ends_at, nowMs) : 0;
  if (daysLeft > 0) return t('plans.trialLeft', { count: daysLeft });
  return lapsedPlanText(billing) ?? t('plans.trialEnded');
}

/** "3 of 10 uploads used this month". */
export function usageText(session: SessionDto): string {
  return t('plans.usage', { used: session.usage_used ?? 0, count: session.usage_limit ?? 0 });
}
