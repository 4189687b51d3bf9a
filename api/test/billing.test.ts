import { BillingEvent, User } from '../src/db/entities';
import type { ApiClient } from './support/client';
import { testEngines } from './support/engines';
import { FAKE_PRICES, FakeStripe } from './support/fake-stripe';
import { useTestApp, type TestAppOptions } from './support/test-app';

const DAY = 24 * 60 * 60 * 1000;
const EMAIL = 'ann@example.com';
const PLAN = { Monthly: 1, Annual: 2, Lifetime: 3 } as const;

describe.each(testEngines())('Stripe billing on %s (stand-in over HTTP)', (engine) => {
  let stripe: FakeStripe;
  const options: TestAppOptions = { config: {} };
  beforeAll(async () => {
    stripe = await FakeStripe.start({
      now: () => testApp().clock.now(),
      deliver: async (payload, signature) =>
        (
          await testApp()
            .request()
            .post('/billing/webhook')
            .set('Content-Type', 'application/json')
            .set('Stripe-Signature', signature)
            .send(payload)
        ).status,
    });
    options.config!.stripe = stripe.config;
  });
  afterAll(async () => stripe?.close());
  const testApp = useTestApp(engine, options);

  const storedUser = () => testApp().dataSource.getRepository(User).findOneByOrFail({ email: EMAIL });
  const postWebhook = (payload: string, signature?: string) => {
    const req = testApp().request().post('/billing/webhook').set('Content-Type', 'application/json');
    return (signature === undefined ? req : req.set('Stripe-Signature', signature)).send(payload);
  };

  /** A user whose 7-day trial is over, signed in with a remembered session. */
  async function trialOverUser(): Promise<ApiClient> {
    await testApp().client().signUp(EMAIL, { plan_id: PLAN.Monthly });
    testApp().clock.advance(8 * DAY);
    const client = testApp().client();
    expect((await client.login(EMAIL, undefined, true)).status).toBe(200);
    expect(await client.status()).toMatchObject({ eligible: false });
    return client;
  }

  /** The session fields as a fresh sign-in sees them (sessions lapse over the months the clock jumps). */
  async function statusNow(): Promise<Record<string, unknown>> {
    const res = await testApp().client().login(EMAIL);
    expect(res.status).toBe(200);
    return res.body as Record<string, unknown>;
  }

  async function upgrade(client: ApiClient, planId: number) {
    const res = await client.post('/auth/upgrade', { plan_id: planId });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/pay\/cs_test_\w+$/) });
    const session = stripe.lastSession();
    expect(res.body.url).toBe(session.url);
    return session;
  }

  it('creates a subscription Checkout Session, changes nothing until paid, and the paid event makes the user eligible', async () => {
    const client = await trialOverUser();
    const { id } = await client.status();
    const session = await upgrade(client, PLAN.Annual);

    const sent = stripe.requests.find((r) => r.path === '/v1/checkout/sessions')!;
    expect(sent.method).toBe('POST');
    expect(sent.params).toMatchObject({
      mode: 'subscription',
      line_items: [{ price: FAKE_PRICES.Annual, quantity: '1' }],
      client_reference_id: String(id),
      success_url: 'http://localhost:3000/main/dashboard?refreshUser=1',
      cancel_url: 'http://localhost:3000/main/plans',
      metadata: { plan_id: String(PLAN.Annual) },
    });
    expect((sent.params.line_items as unknown[]).length).toBe(1);
    // Not paid yet: plan and eligibility as before.
    expect(await client.status()).toMatchObject({ plan_id: PLAN.Monthly, eligible: false });
    expect((await storedUser()).planPaid).toBe(false);

    const { status } = await stripe.pay(session.id);
    expect(status).toBe(200);
    expect(await client.status()).toMatchObject({ plan_id: PLAN.Annual, plan_name: 'Annual', eligible: true });
    const user = await storedUser();
    const subscription = stripe.subscription(user.stripeSubscriptionId!);
    expect(user).toMatchObject({
      planPaid: true,
      subscriptionStatus: 'active',
      stripeCustomerId: subscription.customer,
      paidThrough: subscription.current_period_end * 1000,
    });
    const summary = await client.get('/billing/summary');
    expect(summary.body).toEqual({
      success: true,
      payments_configured: true,
      plan_active: true,
      subscription_status: 'active',
      paid_through: new Date(subscription.current_period_end * 1000).toISOString(),
      can_manage_billing: true,
    });
  });

  it('sells Lifetime as a one-time payment with no end', async () => {
    const client = await trialOverUser();
    const session = await upgrade(client, PLAN.Lifetime);
    expect(stripe.requests.at(-1)!.params).toMatchObject({ mode: 'payment', line_items: [{ price: FAKE_PRICES.Lifetime, quantity: '1' }] });
    expect((await stripe.pay(session.id)).status).toBe(200);
    expect(await storedUser()).toMatchObject({ planId: PLAN.Lifetime, planPaid: true, paidThrough: null, stripeSubscriptionId: null });
    testApp().clock.advance(3 * 365 * DAY);
    expect(await statusNow()).toMatchObject({ eligible: true, plan_name: 'Lifetime' });
  });

  it('cancels the old subscription at Stripe when another plan is bought, so nobody pays twice', async () => {
    const client = await trialOverUser();
    await stripe.pay((await upgrade(client, PLAN.Monthly)).id);
    const monthly = (await storedUser()).stripeSubscriptionId!;
    await stripe.pay((await upgrade(client, PLAN.Annual)).id);
    const user = await storedUser();
    expect(user.stripeSubscriptionId).not.toBe(monthly);
    expect(stripe.subscription(monthly).status).toBe('canceled');
    expect(stripe.subscription(user.stripeSubscriptionId!).status).toBe('active');
    expect(await client.status()).toMatchObject({ plan_id: PLAN.Annual, eligible: true });
    // The second checkout reused the customer made by the first.
    expect(stripe.requests.filter((r) => r.path === '/v1/checkout/sessions').at(-1)!.params).toMatchObject({
      customer: user.stripeCustomerId,
    });
  });

  it('ignores a completed checkout that is not paid yet', async () => {
    const client = await trialOverUser();
    const session = await upgrade(client, PLAN.Monthly);
    const { status } = await stripe.sendEvent('checkout.session.completed', {
      ...session,
      lineItems: undefined,
      status: 'complete',
      payment_status: 'unpaid',
    });
    expect(status).toBe(200);
    expect(await client.status()).toMatchObject({ eligible: false });
  });

  describe('refuses a webhook it cannot verify, with 400, and changes nothing', () => {
    async function forgedCase(signature: (payload: string) => string | undefined) {
      const client = await trialOverUser();
      const { id } = await client.status();
      const payload = FakeStripe.eventPayload('checkout.session.completed', {
        id: 'cs_test_forged',
        object: 'checkout.session',
        payment_status: 'paid',
        client_reference_id: String(id),
        metadata: { plan_id: String(PLAN.Lifetime) },
        customer: 'cus_forged',
        subscription: null,
      });
      const res = await postWebhook(payload, signature(payload));
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, error: expect.stringMatching(/Stripe-Signature/) });
      expect(await storedUser()).toMatchObject({ planId: PLAN.Monthly, planPaid: false, stripeCustomerId: null });
      expect(await testApp().dataSource.getRepository(BillingEvent).count()).toBe(0);
      expect(await client.status()).toMatchObject({ eligible: false });
    }

    it('signed with another secret', () => forgedCase((payload) => FakeStripe.sign(payload, 'whsec_attacker')));
    it('with no signature', () => forgedCase(() => undefined));
    it('with a signature of a different payload', () =>
      forgedCase((payload) => FakeStripe.sign(payload.replace('cs_test_forged', 'cs_test_other'))));
    it('signed more than 5 minutes ago (a replay of a captured delivery)', () =>
      forgedCase((payload) => FakeStripe.sign(payload, undefined, Math.floor(Date.now() / 1000) - 6 * 60)));
  });

  it('applies an event once: a replay answers 2xx and changes nothing', async () => {
    const client = await trialOverUser();
    const session = await upgrade(client, PLAN.Lifetime);
    await stripe.pay(session.id);
    const delivered = stripe.deliveries.at(-1)!;
    expect(delivered.status).toBe(200);
    // Something changes the row after the event (e.g. support refunded the payment by hand).
    await testApp().dataSource.getRepository(User).update({ email: EMAIL }, { planPaid: false, planId: PLAN.Monthly });

    const replay = await postWebhook(JSON.stringify(delivered.event), FakeStripe.sign(JSON.stringify(delivered.event)));
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual({ received: true, applied: false });
    expect(await storedUser()).toMatchObject({ planPaid: false, planId: PLAN.Monthly });
    expect(await testApp().dataSource.getRepository(BillingEvent).count()).toBe(1);
  });

  it('answers 200 to an event type it does not handle, and ignores it', async () => {
    const { status } = await stripe.sendEvent('customer.created', { id: 'cus_1', object: 'customer' });
    expect(status).toBe(200);
    expect(await testApp().dataSource.getRepository(BillingEvent).count()).toBe(0);
  });

  it('keeps access to the end of the period paid for after a cancellation, and not a moment longer', async () => {
    const client = await trialOverUser();
    await stripe.pay((await upgrade(client, PLAN.Monthly)).id);
    const subscriptionId = (await storedUser()).stripeSubscriptionId!;
    const periodEnd = stripe.subscription(subscriptionId).current_period_end * 1000;

    testApp().clock.advance(10 * DAY);
    expect(await stripe.cancelSubscription(subscriptionId)).toBe(200);
    expect(await storedUser()).toMatchObject({ subscriptionStatus: 'canceled', paidThrough: periodEnd });
    expect(await statusNow()).toMatchObject({ eligible: true });
    testApp().clock.set(periodEnd - 1);
    expect(await statusNow()).toMatchObject({ eligible: true });
    testApp().clock.set(periodEnd);
    expect(await statusNow()).toMatchObject({ eligible: false });
  });

  it('ends access at once when a subscription is deleted after its period end', async () => {
    const client = await trialOverUser();
    await stripe.pay((await upgrade(client, PLAN.Monthly)).id);
    const subscriptionId = (await storedUser()).stripeSubscriptionId!;
    const subscription = stripe.subscription(subscriptionId);
    // The period ended an hour ago; the renewal grace still holds access until the deletion arrives.
    testApp().clock.set(subscription.current_period_end * 1000 + 60 * 60 * 1000);
    expect(await statusNow()).toMatchObject({ eligible: true });
    expect(await stripe.cancelSubscription(subscriptionId)).toBe(200);
    expect(await statusNow()).toMatchObject({ eligible: false });
  });

  it('follows renewals and failed payments (invoice.paid, invoice.payment_failed)', async () => {
    const client = await trialOverUser();
    await stripe.pay((await upgrade(client, PLAN.Monthly)).id);
    const subscriptionId = (await storedUser()).stripeSubscriptionId!;
    const firstEnd = stripe.subscription(subscriptionId).current_period_end * 1000;

    testApp().clock.set(firstEnd + 60_000);
    expect(await stripe.renew(subscriptionId)).toBe(200);
    const secondEnd = stripe.subscription(subscriptionId).current_period_end * 1000;
    expect(secondEnd).toBeGreaterThan(firstEnd);
    expect(await storedUser()).toMatchObject({ subscriptionStatus: 'active', paidThrough: secondEnd });

    // The next renewal's charge fails: Stripe has moved the subscription to the third period all the
    // same, but nobody paid for it, so access ends with the second.
    testApp().clock.set(secondEnd + 60_000);
    expect(await stripe.failRenewal(subscriptionId)).toBe(200);
    const thirdEnd = stripe.subscription(subscriptionId).current_period_end * 1000;
    expect(thirdEnd).toBeGreaterThan(secondEnd);
    expect(await storedUser()).toMatchObject({ subscriptionStatus: 'past_due', paidThrough: secondEnd });
    expect(await statusNow()).toMatchObject({ eligible: false });

    // Stripe's retry succeeds: the third period is paid now.
    expect(await stripe.payOpenInvoice(subscriptionId)).toBe(200);
    expect(await storedUser()).toMatchObject({ subscriptionStatus: 'active', paidThrough: thirdEnd });
    expect(await statusNow()).toMatchObject({ eligible: true });
  });

  it('gives no access for a period whose renewal was never paid, when Stripe then cancels the subscription', async () => {
    const client = await trialOverUser();
    await stripe.pay((await upgrade(client, PLAN.Monthly)).id);
    const subscriptionId = (await storedUser()).stripeSubscriptionId!;
    const firstEnd = stripe.subscription(subscriptionId).current_period_end * 1000;

    testApp().clock.set(firstEnd + 60_000);
    expect(await stripe.failRenewal(subscriptionId)).toBe(200);
    // Within the renewal's grace the period rolls over (customer.subscription.updated, still active):
    // that alone pays for nothing.
    expect(await storedUser()).toMatchObject({ paidThrough: firstEnd });
    // Stripe's retries fail and it cancels the subscription; its current period (unpaid) ends weeks from now.
    testApp().clock.set(firstEnd + 3 * DAY);
    expect(await stripe.cancelSubscription(subscriptionId)).toBe(200);
    expect(stripe.subscription(subscriptionId).current_period_end * 1000).toBeGreaterThan(testApp().clock.now());
    expect(await storedUser()).toMatchObject({ subscriptionStatus: 'canceled', paidThrough: firstEnd });
    expect(await statusNow()).toMatchObject({ eligible: false });
  });

  it('does not extend access when the period rolls over before the renewal is charged', async () => {
    const client = await trialOverUser();
    await stripe.pay((await upgrade(client, PLAN.Monthly)).id);
    const subscriptionId = (await storedUser()).stripeSubscriptionId!;
    const subscription = stripe.subscription(subscriptionId);
    const firstEnd = subscription.current_period_end * 1000;
    // Only the roll-over arrives (the charge is still to come).
    subscription.current_period_start = subscription.current_period_end;
    subscription.current_period_end += 30 * 24 * 60 * 60;
    subscription.items.data[0].current_period_end = subscription.current_period_end;
    expect((await stripe.sendEvent('customer.subscription.updated', subscription as never)).status).toBe(200);
    expect(await storedUser()).toMatchObject({ subscriptionStatus: 'active', paidThrough: firstEnd });
    // The renewal grace covers the hour before the charge; a day later, unpaid, access is over.
    testApp().clock.set(firstEnd + 60 * 60 * 1000);
    expect(await statusNow()).toMatchObject({ eligible: true });
    testApp().clock.set(firstEnd + 2 * DAY);
    expect(await statusNow()).toMatchObject({ eligible: false });
  });

  it('opens the customer portal for a subscriber, and refuses someone with nothing to manage', async () => {
    const client = await trialOverUser();
    const none = await client.post('/billing/portal');
    expect(none.status).toBe(400);
    expect(none.body).toEqual({ success: false, error: expect.stringMatching(/no subscription/i) });

    await stripe.pay((await upgrade(client, PLAN.Monthly)).id);
    const res = await client.post('/billing/portal');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, url: expect.stringMatching(/\/portal\/bps_\w+$/) });
    expect(stripe.requests.at(-1)!.params).toEqual({
      customer: (await storedUser()).stripeCustomerId,
      return_url: 'http://localhost:3000/main/plans',
    });
    expect((await client.post('/billing/portal', undefined, { csrf: null })).status).toBe(403);
    expect((await testApp().client().get('/billing/summary')).status).toBe(401);
  });

  it('answers 502 when Stripe fails, and changes nothing', async () => {
    const client = await trialOverUser();
    stripe.failWith = 500;
    try {
      const res = await client.post('/auth/upgrade', { plan_id: PLAN.Annual });
      expect(res.status).toBe(502);
      expect(res.body).toEqual({ success: false, error: 'The payment provider could not be reached. Please try again in a moment.' });
      expect(res.text).not.toMatch(/sk_test/);
    } finally {
      stripe.failWith = null;
    }
    expect(await storedUser()).toMatchObject({ planId: PLAN.Monthly, planPaid: false });
  });
});

describe.each(testEngines())('billing without Stripe on %s', (engine) => {
  describe('in production', () => {
    const testApp = useTestApp(engine, { config: { nodeEnv: 'production' } });

    it('answers 503 "Payments are not configured." and never gives a paid plan', async () => {
      const client = testApp().client();
      await client.signUp(EMAIL, { plan_id: PLAN.Monthly });
      const res = await client.post('/auth/upgrade', { plan_id: PLAN.Lifetime });
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ success: false, error: 'Payments are not configured.' });
      expect(await testApp().dataSource.getRepository(User).findOneByOrFail({ email: EMAIL })).toMatchObject({
        planId: PLAN.Monthly,
        planPaid: false,
      });
      expect((await client.get('/billing/summary')).body).toMatchObject({ payments_configured: false, plan_active: false });
    });

    it('answers 503 to a webhook (no secret to verify it with)', async () => {
      const res = await testApp()
        .request()
        .post('/billing/webhook')
        .set('Content-Type', 'application/json')
        .set('Stripe-Signature', 't=1,v1=00')
        .send('{}');
      expect(res.status).toBe(503);
    });
  });

  describe('in development', () => {
    const testApp = useTestApp(engine);

    it('says payments are not configured, and applies upgrades at once', async () => {
      const client = testApp().client();
      await client.signUp(EMAIL, { plan_id: PLAN.Monthly });
      expect((await client.get('/billing/summary')).body).toMatchObject({
        payments_configured: false,
        plan_active: false,
        can_manage_billing: false,
      });
      expect((await client.post('/auth/upgrade', { plan_id: PLAN.Annual })).body).toEqual({ success: true });
      expect((await client.get('/billing/summary')).body).toMatchObject({ payments_configured: false, plan_active: true });
      const portal = await client.post('/billing/portal');
      expect(portal.status).toBe(400);
      expect(portal.body.error).toMatch(/Payments are not configured on this server/);
    });
  });
});
