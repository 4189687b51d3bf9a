import { BillingEvent } from '../src/db/entities';
import { testEngines } from './support/engines';
import { FakeStripe } from './support/fake-stripe';
import { useTestApp, type TestAppOptions } from './support/test-app';

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Bodies and signatures Stripe never sends, each signed with the right secret unless said otherwise. */
describe.each(testEngines())('Stripe webhook bodies on %s', (engine) => {
  let stripe: FakeStripe;
  const options: TestAppOptions = { config: {} };
  beforeAll(async () => {
    stripe = await FakeStripe.start();
    options.config!.stripe = stripe.config;
  });
  afterAll(async () => stripe?.close());
  const testApp = useTestApp(engine, options);

  const postWebhook = (payload: string, signature: string) =>
    testApp().request().post('/billing/webhook').set('Content-Type', 'application/json').set('Stripe-Signature', signature).send(payload);

  async function refused(payload: string, signature: string, error: RegExp) {
    const res = await postWebhook(payload, signature);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, error: expect.stringMatching(error) });
    expect(await testApp().dataSource.getRepository(BillingEvent).count()).toBe(0);
  }

  it.each([
    ['an array', '[1,2]', /not a Stripe event: it is an array, not an object/],
    ['a string', '"x"', /not a Stripe event: it is a string, not an object/],
    ['a number', '42', /not a Stripe event: it is a number, not an object/],
    ['null', 'null', /not a Stripe event: it is null, not an object/],
    ['an object without id or type', '{}', /not a Stripe event: it has no "id"/],
    ['an event without a type', '{"id":"evt_1","data":{"object":{}}}', /not a Stripe event: it has no "type"/],
    ['an event with a numeric id', '{"id":7,"type":"invoice.paid","data":{"object":{}}}', /not a Stripe event: it has no "id"/],
    ['an event without data', '{"id":"evt_1","type":"invoice.paid"}', /not a Stripe event: it has no "data.object"/],
    ['an event whose data.object is a list', '{"id":"evt_1","type":"invoice.paid","data":{"object":[]}}', /it has no "data.object"/],
  ])('refuses a signed body that is JSON but %s with 400 naming the problem', (_what, payload, error) =>
    refused(payload, FakeStripe.sign(payload), error),
  );

  it.each([['{"id":"evt_1",'], ['not json'], ['{"id":"evt_1","type":"invoice.paid"']])(
    'refuses signed malformed JSON (%s) with 400 "malformed JSON", not as a signature mismatch',
    (payload) => refused(payload, FakeStripe.sign(payload), /^The webhook body is malformed JSON\.$/),
  );

  it('refuses a signature dated more than 5 minutes in the future, saying so', () => {
    const payload = FakeStripe.eventPayload('customer.created', { id: 'cus_1', object: 'customer' });
    return refused(payload, FakeStripe.sign(payload, undefined, nowSeconds() + 6 * 60), /dated more than 5 minutes in the future/);
  });

  it('accepts a signature a little ahead of the clock (within 5 minutes), and one a little old', async () => {
    for (const offset of [4 * 60, -4 * 60]) {
      const payload = FakeStripe.eventPayload('customer.created', { id: 'cus_1', object: 'customer' });
      const res = await postWebhook(payload, FakeStripe.sign(payload, undefined, nowSeconds() + offset));
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ received: true, applied: false });
    }
  });

  it('still reports a malformed body signed with another secret as a signature mismatch (the signature is checked first)', () =>
    refused('not json', FakeStripe.sign('not json', 'whsec_attacker'), /Stripe-Signature header does not match/));
});
