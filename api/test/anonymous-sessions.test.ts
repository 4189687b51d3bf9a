import { IsNull, LessThan } from 'typeorm';
import { Session } from '../src/db/entities';
import { ANONYMOUS_SESSIONS_PER_ADDRESS, SWEEP_EVERY_ISSUED } from '../src/services/sessions';
import { sha256 } from '../src/services/tokens';
import { testEngines } from './support/engines';
import { START_TIME, useTestApp, type TestApp } from './support/test-app';

const DAY = 24 * 60 * 60 * 1000;

/** `count` cookie-less `GET /auth/csrf-token`, `parallel` at a time; every answer must be a 200 with a token. */
async function flood(testApp: TestApp, count: number, parallel: number, forwardedFor?: string): Promise<void> {
  for (let sent = 0; sent < count; sent += parallel) {
    const answers = await Promise.all(
      Array.from({ length: Math.min(parallel, count - sent) }, () => {
        const req = testApp.request().get('/auth/csrf-token');
        return forwardedFor ? req.set('X-Forwarded-For', forwardedFor) : req;
      }),
    );
    for (const res of answers) {
      expect(res.status).toBe(200);
      expect(res.body.csrf_token).toEqual(expect.any(String));
    }
  }
}

async function waitUntil(condition: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.each(testEngines())('anonymous sessions are bounded on %s', (engine) => {
  const testApp = useTestApp(engine);
  const sessions = () => testApp().dataSource.getRepository(Session);

  it(`keeps at most ${ANONYMOUS_SESSIONS_PER_ADDRESS} anonymous sessions for one address after a flood of 2,000 cookie-less requests, and a browser still works`, async () => {
    await flood(testApp(), 2000, 25);
    expect(await sessions().countBy({ userId: IsNull() })).toBeLessThanOrEqual(ANONYMOUS_SESSIONS_PER_ADDRESS);

    // A browser keeps its one session by its cookie: asking again adds no row.
    const client = testApp().client();
    const token = await client.fetchCsrf();
    const rows = await sessions().count();
    expect(await client.fetchCsrf()).toBe(token);
    expect(await sessions().count()).toBe(rows);
    // ... and signs up, out and in as usual.
    expect((await client.register('ann@example.com')).status).toBe(201);
    expect(await client.status()).toMatchObject({ logged_in: true, user: 'ann@example.com' });
    expect((await client.logout()).status).toBe(200);
    client.csrfToken = null;
    expect((await client.login('ann@example.com')).status).toBe(200);
    expect(await client.status()).toMatchObject({ logged_in: true });
  }, 240_000);

  it('never ends signed-in sessions to make room', async () => {
    const client = testApp().client();
    await client.signUp('ann@example.com');
    await flood(testApp(), ANONYMOUS_SESSIONS_PER_ADDRESS + 50, 10);
    expect(await client.status()).toMatchObject({ logged_in: true, user: 'ann@example.com' });
  }, 120_000);

  it(`sweeps expired sessions in batches once ${SWEEP_EVERY_ISSUED} sessions were issued, without waiting for the hourly sweep`, async () => {
    const expired = Array.from({ length: 1200 }, (_, i) => ({
      idHash: `expired-${String(i).padStart(8, '0')}`,
      userId: null,
      clientKey: null,
      csrfToken: 'x',
      remember: false,
      createdAt: START_TIME - 2 * DAY,
      lastSeenAt: START_TIME - 2 * DAY,
      expiresAt: START_TIME - DAY,
    }));
    for (let i = 0; i < expired.length; i += 200) await sessions().insert(expired.slice(i, i + 200));
    expect(await sessions().countBy({ expiresAt: LessThan(START_TIME) })).toBe(1200);

    await flood(testApp(), SWEEP_EVERY_ISSUED, 10);
    await waitUntil(async () => (await sessions().countBy({ expiresAt: LessThan(START_TIME) })) === 0);
    // Live sessions are left alone.
    expect(await sessions().count()).toBeGreaterThan(0);
  }, 120_000);
});

describe.each(testEngines())('anonymous sessions behind a trusted proxy on %s', (engine) => {
  const testApp = useTestApp(engine, { proxy: true });
  const sessions = () => testApp().dataSource.getRepository(Session);

  it("counts each client address on its own: one address's flood does not end another's sessions", async () => {
    const quiet = '198.51.100.4';
    const noisy = '203.0.113.7';
    await flood(testApp(), 40, 10, quiet);
    await flood(testApp(), ANONYMOUS_SESSIONS_PER_ADDRESS + 60, 20, noisy);
    const keptFor = (address: string) => sessions().countBy({ clientKey: sha256(address).slice(0, 40) });
    expect(await keptFor(quiet)).toBe(40);
    expect(await keptFor(noisy)).toBeLessThanOrEqual(ANONYMOUS_SESSIONS_PER_ADDRESS);
    // Parallel requests may end one another's rows, but an address is never emptied by its own flood.
    expect(await keptFor(noisy)).toBeGreaterThan(ANONYMOUS_SESSIONS_PER_ADDRESS / 2);
  }, 120_000);
});
