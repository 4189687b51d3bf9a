import Stripe from 'stripe';
import type { StripeConfig } from '../config/config';
import type { Logger } from '../config/logger';
import type { PricingPlan, User } from '../db/entities';
import { AppError, badGateway, badRequest } from '../errors';
import { billingEventOf, type BillingEventInput, type BillingProvider, type SubscriptionState } from './billing';
import { message } from '../i18n';

/** Where the browser returns after paying, and after giving up (the plans view). */
export function checkoutReturnUrls(appUrl: string): { success: string; cancel: string } {
  return { success: `${appUrl}/main/dashboard?refreshUser=1`, cancel: `${appUrl}/main/plans` };
}

/** The one plan paid once; the others are subscriptions. */
const ONE_TIME_PLAN = 'Lifetime';

/** `http://127.0.0.1:12111` → the SDK's host, port and protocol (it always adds `/v1` itself). */
function sdkAddress(apiUrl: string): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

/** A period end as Stripe gives it (seconds), from the subscription or, in newer API versions, its item. */
function periodEndSeconds(subscription: Stripe.Subscription): number {
  const legacy = (subscription as { current_period_end?: number }).current_period_end;
  const item = subscription.items?.data?.[0] as { current_period_end?: number } | undefined;
  return legacy ?? item?.current_period_end ?? 0;
}

/** How far a webhook signature's timestamp may be from now, either way: the SDK's default, 5 minutes. */
const SIGNATURE_TOLERANCE_S = 5 * 60;

/** The `t=` of a Stripe-Signature header (seconds), read as the SDK reads it; NaN when there is none. */
function signedAtSeconds(header: string): number {
  const part = header.split(',').find((item) => item.split('=')[0] === 't');
  return part ? parseInt(part.split('=')[1], 10) : NaN;
}

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

/** Payments through Stripe's API with the official SDK (README, Configuration: STRIPE_*). */
export class StripeBilling implements BillingProvider {
  readonly configured = true;
  private readonly stripe: Stripe;

  constructor(
    private readonly config: StripeConfig,
    private readonly appUrl: string,
    private readonly logger: Logger,
  ) {
    this.stripe = new Stripe(config.secretKey, { ...sdkAddress(config.apiUrl), maxNetworkRetries: 1, timeout: 15_000 });
  }

  /**
   * A provider failure is not the user's: it is logged (without the key, which the SDK never puts
   * in its messages) and answered 502, so the screen says "Upgrade failed" and nothing changed.
   */
  private async call<T>(what: string, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof AppError) throw error;
      const stripeError =
        error instanceof Stripe.errors.StripeError ? { type: error.type, code: error.code, status: error.statusCode } : { type: 'unknown' };
      this.logger.error('stripe call failed', { what, ...stripeError });
      throw badGateway(message('billing.providerDown'));
    }
  }

  async startCheckout(user: User, plan: PricingPlan): Promise<{ url: string }> {
    const price = this.config.prices[plan.planName as keyof StripeConfig['prices']];
    if (!price) throw badRequest(message('billing.notForSale'));
    const oneTime = plan.planName === ONE_TIME_PLAN;
    const urls = checkoutReturnUrls(this.appUrl);
    // The completed-checkout event carries no line items: the plan travels in the session's metadata.
    const metadata = { plan_id: String(plan.id), user_id: String(user.id) };
    const session = await this.call('checkout.sessions.create', () =>
      this.stripe.checkout.sessions.create({
        mode: oneTime ? 'payment' : 'subscription',
        line_items: [{ price, quantity: 1 }],
        client_reference_id: String(user.id),
        ...(user.stripeCustomerId ? { customer: user.stripeCustomerId } : { customer_email: user.email }),
        ...(oneTime ? { customer_creation: 'always' as const } : { subscription_data: { metadata } }),
        metadata,
        success_url: urls.success,
        cancel_url: urls.cancel,
      }),
    );
    if (!session.url) throw badGateway(message('billing.providerDown'));
    return { url: session.url };
  }

  async openPortal(customerId: string): Promise<{ url: string }> {
    const session = await this.call('billingPortal.sessions.create', () =>
      this.stripe.billingPortal.sessions.create({ customer: customerId, return_url: checkoutReturnUrls(this.appUrl).cancel }),
    );
    return { url: session.url };
  }

  async cancelSubscription(subscriptionId: string): Promise<void> {
    await this.call('subscriptions.cancel', async () => {
      try {
        await this.stripe.subscriptions.cancel(subscriptionId);
      } catch (error) {
        // Already cancelled (or gone) at the provider: what deletion wants.
        if (error instanceof Stripe.errors.StripeInvalidRequestError && (error.statusCode === 404 || /cancel/i.test(error.message))) return;
        throw error;
      }
    });
  }

  verifyEvent(rawBody: Buffer, signature: string | undefined): BillingEventInput {
    if (!signature) throw badRequest('The Stripe-Signature header is missing.');
    const payload = rawBody.toString('utf8');
    try {
      // The signature, and its age: one signed more than the tolerance ago is refused (replays).
      this.stripe.webhooks.signature.verifyHeader(payload, signature, this.config.webhookSecret, SIGNATURE_TOLERANCE_S);
    } catch {
      throw badRequest('The Stripe-Signature header does not match this payload.');
    }
    // The SDK measures the age only: a timestamp ahead of the clock would pass and stay replayable for as long.
    if (signedAtSeconds(signature) - Date.now() / 1000 > SIGNATURE_TOLERANCE_S)
      throw badRequest('The Stripe-Signature header is dated more than 5 minutes in the future: check the sending clock.');
    let body: unknown;
    try {
      body = JSON.parse(payload);
    } catch {
      throw badRequest('The webhook body is malformed JSON.');
    }
    return billingEventOf(body);
  }

  async fetchSubscription(subscriptionId: string): Promise<SubscriptionState> {
    const subscription = await this.call('subscriptions.retrieve', () => this.stripe.subscriptions.retrieve(subscriptionId));
    return {
      id: subscription.id,
      customerId: idOf(subscription.customer) ?? '',
      status: subscription.status,
      currentPeriodEndMs: periodEndSeconds(subscription) * 1000,
    };
  }
}
