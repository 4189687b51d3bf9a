import type { DataSource } from 'typeorm';
import type { User } from '../db/entities';
import { nextPaidThrough } from '../domain/trial';
import { Database, type Repositories } from '../repositories/database';
import type { BillingEventInput, BillingProvider, SubscriptionState } from './billing';
import type { Clock } from './clock';

/**
 * What a verified event does to a user's row; null: nothing (not ours, or not paid). `periodEnd`:
 * the subscription's current period end, made the paid-through date under the user's lock from the
 * stored one (nextPaidThrough: only a verified payment carries access forward).
 */
type UserChange = { userId: number; change: Partial<User>; periodEnd?: { ms: number; paymentVerified: boolean } } | null;

/** The events acted on; every other type is acknowledged and ignored. */
const HANDLED = new Set([
  'checkout.session.completed',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
]);

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const idOf = (value: unknown): string | null => text(value) ?? text((value as { id?: unknown } | null)?.id);
const positiveId = (value: unknown): number | null => {
  const n = Number(text(value));
  return Number.isSafeInteger(n) && n > 0 ? n : null;
};

/** The subscription an invoice belongs to, in the shape of the pinned API version or of newer ones. */
function invoiceSubscriptionId(invoice: Record<string, unknown>): string | null {
  const parent = invoice.parent as { subscription_details?: { subscription?: unknown } } | undefined;
  return idOf(invoice.subscription) ?? idOf(parent?.subscription_details?.subscription);
}

const subscriptionFields = (state: SubscriptionState): Partial<User> => ({
  stripeCustomerId: state.customerId || undefined,
  stripeSubscriptionId: state.id,
  subscriptionStatus: state.status,
});

/**
 * Applies Stripe's webhook events. The provider's answer is the truth:
 * each subscription event re-reads the subscription, so events arriving out of order still leave the
 * latest status. Each event applies once, by id, in the same transaction as its change.
 */
export class BillingEventService {
  private readonly db: Database;

  constructor(
    dataSource: DataSource,
    private readonly billing: BillingProvider,
    private readonly clock: Clock,
  ) {
    this.db = Database.of(dataSource);
  }

  /** Verifies, then applies. Answers whether the event was new (false: a replay or an ignored type). */
  async receive(rawBody: Buffer, signature: string | undefined): Promise<{ applied: boolean }> {
    const event = this.billing.verifyEvent(rawBody, signature);
    if (!HANDLED.has(event.type)) return { applied: false };
    if (await this.db.repos.billingEvents.seen(event.id)) return { applied: false };
    // The provider is asked before any transaction opens: no lock is held across the network.
    const userChange = await this.changeFor(event);
    return { applied: await this.record(event, userChange) };
  }

  private async changeFor(event: BillingEventInput): Promise<UserChange> {
    const object = event.object;
    if (event.type === 'checkout.session.completed') {
      if (object.payment_status !== 'paid') return null;
      const userId = positiveId(object.client_reference_id);
      const planId = positiveId((object.metadata as Record<string, unknown> | undefined)?.plan_id);
      if (!userId || !planId || !(await this.db.repos.plans.exists(planId))) return null;
      const subscriptionId = idOf(object.subscription);
      if (!(await this.db.repos.users.exists(userId))) {
        // Paid after the account was deleted (its checkout was left open): nobody has the plan, so
        // the new subscription must not go on charging. Cancelling is idempotent; a failure answers 5xx and Stripe retries.
        if (subscriptionId) await this.billing.cancelSubscription(subscriptionId);
        return null;
      }
      await this.endReplacedSubscription(userId, subscriptionId);
      const base: Partial<User> = { planId, planPaid: true, stripeCustomerId: idOf(object.customer) ?? undefined };
      if (!subscriptionId) return { userId, change: { ...base, stripeSubscriptionId: null, subscriptionStatus: null, paidThrough: null } };
      // A new subscription, just paid: its period is the one paid for, whatever an old one had.
      const state = await this.billing.fetchSubscription(subscriptionId);
      return { userId, change: { ...base, ...subscriptionFields(state), paidThrough: state.currentPeriodEndMs } };
    }
    const subscriptionId = event.type.startsWith('invoice.') ? invoiceSubscriptionId(object) : idOf(object.id);
    if (!subscriptionId) return null;
    const user = await this.db.repos.users.bySubscriptionId(subscriptionId);
    if (!user) return null;
    const state = await this.billing.fetchSubscription(subscriptionId);
    return {
      userId: user.id,
      change: subscriptionFields(state),
      periodEnd: { ms: state.currentPeriodEndMs, paymentVerified: event.type === 'invoice.paid' },
    };
  }

  /**
   * A new plan bought while a subscription runs (Monthly → Annual, or → Lifetime): the old one is
   * cancelled at the provider first, so nobody pays twice. Cancelling is idempotent, so when this
   * fails the event answers 5xx and Stripe's retry cancels and applies it again.
   */
  private async endReplacedSubscription(userId: number, newSubscriptionId: string | null): Promise<void> {
    const user = await this.db.repos.users.byId(userId);
    const old = user?.stripeSubscriptionId;
    if (old && old !== newSubscriptionId && user.subscriptionStatus !== 'canceled') await this.billing.cancelSubscription(old);
  }

  /** Records the event and applies its change together; a second delivery of the id changes nothing. */
  private async record(event: BillingEventInput, userChange: UserChange): Promise<boolean> {
    const row = { eventId: event.id, type: event.type, receivedAt: this.clock.now() };
    const apply = async ({ billingEvents, users }: Repositories) => {
      if (await billingEvents.seen(event.id)) return false;
      await billingEvents.record(row);
      if (userChange) {
        const change = { ...userChange.change };
        if (userChange.periodEnd) {
          const stored = await users.byId(userChange.userId);
          change.paidThrough = nextPaidThrough(stored?.paidThrough ?? null, userChange.periodEnd.ms, userChange.periodEnd.paymentVerified);
        }
        await users.update(userChange.userId, change);
      }
      return true;
    };
    try {
      return userChange ? await this.db.writeForUser(userChange.userId, apply) : await this.db.transaction(apply);
    } catch (error) {
      // Two deliveries of one event at the same moment: the primary key lets one through.
      if (await this.db.repos.billingEvents.seen(event.id)) return false;
      throw error;
    }
  }
}
