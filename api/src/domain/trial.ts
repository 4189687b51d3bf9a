/** Plan eligibility rules: pure so screens and server agree. */
import { DAY_MS } from './calendar';

export const TRIAL_DAYS = 7;

export function trialEndsAt(createdAtMs: number): number {
  return createdAtMs + TRIAL_DAYS * DAY_MS;
}

/**
 * A subscription that renews by itself is paid again a little after its period ends (Stripe
 * charges, then sends `invoice.paid`): its access runs on this long past the period, so a renewal
 * on its way does not lock the user out. A cancelled or failing subscription gets none.
 */
export const RENEWAL_GRACE_MS = DAY_MS;

/** Stripe subscription statuses that renew by themselves. */
const RENEWING = new Set(['active', 'trialing']);

export interface PaidPlanState {
  /** A verified payment made the plan paid (or, in development, an upgrade with no provider). */
  planPaid: boolean;
  /** End of the period paid for; null: no end (Lifetime, or a plan applied without a provider). */
  paidThroughMs: number | null;
  /** Stripe's subscription status, null without a subscription. */
  subscriptionStatus: string | null;
}

/** Whether the paid plan gives access at `nowMs`: paid, and within its period (plus grace when renewing). */
export function paidPlanActive({ planPaid, paidThroughMs, subscriptionStatus }: PaidPlanState, nowMs: number): boolean {
  if (!planPaid) return false;
  if (paidThroughMs === null) return true;
  const grace = subscriptionStatus !== null && RENEWING.has(subscriptionStatus) ? RENEWAL_GRACE_MS : 0;
  return nowMs < paidThroughMs + grace;
}

/**
 * The paid-through date after a subscription event. Stripe moves a subscription to its next period
 * when the period ends, before the renewal is charged, and leaves it there when the charge fails
 * (past due, then cancelled): its current period end says nothing about payment. So only a verified
 * payment (a paid checkout, `invoice.paid`) may carry access forward to that end; any other event
 * may only bring it closer (a cancellation whose period ends sooner), never push it further.
 * `previousMs` null: no end recorded, so the subscription's end applies.
 */
export function nextPaidThrough(previousMs: number | null, periodEndMs: number, paymentVerified: boolean): number {
  if (previousMs === null) return periodEndMs;
  return paymentVerified ? Math.max(previousMs, periodEndMs) : Math.min(previousMs, periodEndMs);
}

export interface EligibilityInput {
  nowMs: number;
  trialEndsAtMs: number;
  /** paidPlanActive at nowMs. */
  planActive: boolean;
  usageUsed: number;
  usageLimit: number;
}

/** Uploads are allowed while the trial runs or a paid plan is active, and the month's quota is not used up. */
export function isEligible({ nowMs, trialEndsAtMs, planActive, usageUsed, usageLimit }: EligibilityInput): boolean {
  const active = planActive || nowMs < trialEndsAtMs;
  return active && usageUsed < usageLimit;
}

/** Start of the calendar month (UTC) containing `nowMs`: usage counts from here. */
export function startOfUtcMonth(nowMs: number): number {
  const now = new Date(nowMs);
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1);
}
