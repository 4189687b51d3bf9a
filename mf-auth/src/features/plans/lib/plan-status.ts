import type { BillingSummaryDto, SessionDto } from '@ontrack/api/contracts';
import { formatShortDate } from '@ontrack/api/domain';
import { lapsedPlanText, trialDaysLeft } from '@ontrack/shell/platform';

/** `Jun 13, 2025` from an ISO instant (the UTC day). */
const day = (instant: string) => formatShortDate(instant.slice(0, 10));

/** The plans view's one sentence about where the user stands: paid plan, trial, or neither. */
export function planStatus(session: SessionDto, billing: BillingSummaryDto, nowMs: number): string {
  const plan = session.plan_name ?? 'current';
  if (billing.plan_active) {
    if (!billing.paid_through) return `Your ${plan} plan is paid.`;
    if (billing.subscription_status === 'canceled')
      return `Your ${plan} plan is paid through ${day(billing.paid_through)} and will not renew.`;
    return `Your ${plan} plan is active and renews on ${day(billing.paid_through)}.`;
  }
  const daysLeft = session.trial_ends_at ? trialDaysLeft(session.trial_ends_at, nowMs) : 0;
  if (daysLeft > 0) return `Free trial: ${daysLeft} ${daysLeft === 1 ? 'day' : 'days'} left.`;
  return lapsedPlanText(billing) ?? 'Your free trial has ended. Your data stays readable; choose a plan to upload new data.';
}

/** "3 of 10 uploads used this month". */
export function usageText(session: SessionDto): string {
  return `${session.usage_used ?? 0} of ${session.usage_limit ?? 0} uploads used this month`;
}
