import { DEFAULT_RETRY_AFTER_SECONDS } from '../src/http/middleware/retry-after';
import { Readiness } from '../src/http/readiness';
import { testEngines } from './support/engines';
import { FakeStripe } from './support/fake-stripe';
import { createTestApp, useTestApp, type TestAppOptions } from './support/test-app';

const DAY = 24 * 60 * 60 * 1000;
const EMAIL = 'ann@example.com';
const MONTHLY = 1;
const ANNUAL = 2;
const DEFAULT = String(DEFAULT_RETRY_AFTER_SECONDS);

/** Every 503 and 502 the API answers says when to try again: its own time where it names one, else the default. */
describe.each(testEngines())('Retry-After on every 502 and 503 on %s', (engine) => {
  describe('with the payment provider down', () => {
    let stripe: FakeStripe;
    const options: TestAppOptions = { config: {} };
    beforeAll(async () => {
      stripe = await FakeStripe.start({ now: () => testApp().clock.now() });
      options.config!.stripe = stripe.config;
    });
    afterAll(async () => stripe?.close());
    const testApp = useTestApp(engine, options);

    it('answers the 502 of a failed upgrade with Retry-After', async () => {
      await testApp().client().signUp(EMAIL, { plan_id: MONTHLY });
      testApp().clock.advance(8 * DAY);
      const client = testApp().client();
      expect((await client.login(EMAIL)).status).toBe(200);
      stripe.failWith = 500;
      try {
        const res = await client.post('/auth/upgrade', { plan_id: ANNUAL });
        expect(res.status).toBe(502);
        expect(res.headers['retry-after']).toBe(DEFAULT);
      } finally {
        stripe.failWith = null;
      }
    });
  });

  describe('in production without a payment provider', () => {
    const testApp = useTestApp(engine, { config: { nodeEnv: 'production' } });

    it('answers the 503 of an upgrade with Retry-After', async () => {
      const client = testApp().client();
      await client.signUp(EMAIL, { plan_id: MONTHLY });
      const res = await client.post('/auth/upgrade', { plan_id: ANNUAL });
      expect(res.status).toBe(503);
      expect(res.headers['retry-after']).toBe(DEFAULT);
    });
  });

  it('answers the 503s of a starting server with their own time, and /healthz with the default', async () => {
    const starting = await createTestApp(engine, { readiness: new Readiness(false) });
    try {
      const health = await starting.request().get('/healthz');
      expect(health.status).toBe(503);
      expect(health.headers['retry-after']).toBe(DEFAULT);
      // refuseUntilReady names 2 seconds itself: kept.
      const page = await starting.request().get('/auth/pricing');
      expect(page.status).toBe(503);
      expect(page.headers['retry-after']).toBe('2');
    } finally {
      await starting.close();
    }
  });

  it('answers the 503 of /healthz with the database gone with Retry-After', async () => {
    const broken = await createTestApp(engine);
    try {
      await broken.dataSource.destroy();
      const res = await broken.request().get('/healthz');
      expect(res.status).toBe(503);
      expect(res.headers['retry-after']).toBe(DEFAULT);
    } finally {
      await broken.close();
    }
  });
});
