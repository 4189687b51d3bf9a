import type { BillingSummaryDto } from '@ontrack/api/contracts';
import { DAY_MS } from '@ontrack/api/domain';
import { baseApi } from './base-api';

/** Where the plans view opens from anywhere: a link, an "upgrade" message, Stripe's cancel URL. */
export const PLANS_VIEW_PATH = '/main/plans';

/** The trial banner shows from this long before the trial ends. */
const TRIAL_BANNER_LEAD_MS = 2 * DAY_MS;

/** Whole days left of the trial (a part of a day counts as one), 0 once it ended. */
export function trialDaysLeft(trialEndsAt: string, nowMs: number): number {
  const left = Date.parse(trialEndsAt) - nowMs;
  return Number.isNaN(left) || left <= 0 ? 0 : Math.ceil(left / DAY_MS);
}

/**
 * Why a person who once paid has no plan now, in words; null for one who never paid (the trial's
 * wording applies). A renewal whose payment failed leaves the subscription past due or unpaid.
 */
export function lapsedPlanText(billing: Pick<BillingSummaryDto, 'plan_active' | 'subscription_status' | 'paid_through'>): string | null {
  if (billing.plan_active) return null;
  if (billing.subscription_status === 'past_due' || billing.subscription_status === 'unpaid') {
    return 'Your last payment did not go through. Your data stays readable; update your payment method under Manage billing to upload new data.';
  }
  if (billing.subscription_status || billing.paid_through)
    return 'Your plan has ended. Your data stays readable; choose a plan to upload new data.';
  return null;
}

/** The chrome's trial banner: no paid plan, and the trial ends within two days or has ended. */
export function trialBannerDue(trialEndsAt: string | undefined, planActive: boolean, nowMs: number): boolean {
  if (planActive || !trialEndsAt) return false;
  const end = Date.parse(trialEndsAt);
  return !Number.isNaN(end) && nowMs >= end - TRIAL_BANNER_LEAD_MS;
}

/**
 * The signed-in user's billing (`GET /billing/summary`): read by the chrome's trial banner and the
 * plans view. Tagged with the session, so whatever refreshes the session (a finished checkout's
 * `?refreshUser`, an upgrade) refreshes it too.
 */
export const billingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    billingSummary: build.query<BillingSummaryDto, void>({
      query: () => 'billing/summary',
      providesTags: ['Session'],
    }),
  }),
});

export const { useBillingSummaryQuery } = billingApi;
