import type { BillingSummaryDto } from '../contracts';
import type { PricingPlan, User } from '../db/entities';
import { paidPlanActive } from '../domain/trial';
import { badRequest, serviceUnavailable } from '../errors';
import { message } from '../i18n';

/** A subscription as the provider holds it now: the source of truth for status and period. */
export interface SubscriptionState {
  id: string;
  customerId: string;
  /** Stripe's status: active, trialing, past_due, canceled, unpaid, incomplete, … */
  status: string;
  /** End of the current period paid for, epoch milliseconds. */
  currentPeriodEndMs: number;
}

/** A verified provider event, reduced to what the server acts on. */
export interface BillingEventInput {
  id: string;
  type: string;
  /** The event's `data.object`, as the provider sent it. */
  object: Record<string, unknown>;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A verified webhook body, parsed, read as an event: an object with a text `id` and `type` and an
 * object at `data.object`. Anything else answers 400 naming what is missing: the signature proves
 * who sent it, not that it is an event.
 */
export function billingEventOf(body: unknown): BillingEventInput {
  const notEvent = (what: string) => badRequest(`The webhook body is not a Stripe event: ${what}.`);
  if (!isRecord(body))
    throw notEvent(`it is ${Array.isArray(body) ? 'an array' : body === null ? 'null' : `a ${typeof body}`}, not an object`);
  const { id, type, data } = body;
  if (typeof id !== 'string' || id === '') throw notEvent('it has no "id"');
  if (typeof type !== 'string' || type === '') throw notEvent('it has no "type"');
  if (!isRecord(data) || !isRecord(data.object)) throw notEvent('it has no "data.object"');
  return { id, type, object: data.object };
}

/**
 * Where plans are paid for. The server speaks to Stripe (stripe-billing.ts); without it, development
 * applies upgrades at once (`developmentBilling`) and production refuses them
 * (`unconfiguredProductionBilling`): a paid plan is never given away in production.
 */
export interface BillingProvider {
  /** Whether payments are taken here (the plans view says so when they are not). */
  readonly configured: boolean;
  /** The checkout URL the browser should follow, or null when the plan is settled already. */
  startCheckout(user: User, plan: PricingPlan): Promise<{ url: string } | null>;
  /** A customer-portal session where the customer manages their subscription. */
  openPortal(customerId: string): Promise<{ url: string }>;
  /** Ends a subscription at once (account deletion). */
  cancelSubscription(subscriptionId: string): Promise<void>;
  /** The verified event of a webhook delivery; an AppError 400 when the signature does not hold. */
  verifyEvent(rawBody: Buffer, signature: string | undefined): BillingEventInput;
  fetchSubscription(subscriptionId: string): Promise<SubscriptionState>;
}

export const PAYMENTS_NOT_CONFIGURED = 'Payments are not configured.';

/** No provider, outside production: plans apply at once, and there is nothing to manage or cancel. */
export const developmentBilling: BillingProvider = {
  configured: false,
  startCheckout() {
    return Promise.resolve(null);
  },
  openPortal() {
    return Promise.reject(badRequest(message('billing.nothingToManage')));
  },
  async cancelSubscription() {
    // No provider ever created a subscription here.
  },
  verifyEvent() {
    throw serviceUnavailable(message('billing.notConfigured'));
  },
  fetchSubscription() {
    return Promise.reject(serviceUnavailable(message('billing.notConfigured')));
  },
};

/** No provider in production: every payment path answers 503, never a free paid plan. */
export const unconfiguredProductionBilling: BillingProvider = {
  ...developmentBilling,
  startCheckout() {
    return Promise.reject(serviceUnavailable(message('billing.notConfigured')));
  },
  openPortal() {
    return Promise.reject(serviceUnavailable(message('billing.notConfigured')));
  },
};

/** The signed-in user's billing as the plans view and the trial banner read it (`GET /billing/summary`). */
export function billingSummary(user: User, billing: BillingProvider, nowMs: number): BillingSummaryDto {
  return {
    success: true,
    payments_configured: billing.configured,
    plan_active: paidPlanActive(
      { planPaid: user.planPaid, paidThroughMs: user.paidThrough, subscriptionStatus: user.subscriptionStatus },
      nowMs,
    ),
    subscription_status: user.subscriptionStatus,
    paid_through: user.paidThrough === null ? null : new Date(user.paidThrough).toISOString(),
    can_manage_billing: billing.configured && user.stripeCustomerId !== null,
  };
}
