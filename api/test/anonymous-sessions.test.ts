import { LessThan } from 'typeorm';
import { silentLogger } from '../src/config/logger';
import { Session, User } from '../src/db/entities';
import { CSRF_ERROR } from '../src/errors';
import { ANONYMOUS_CSRF_COOKIE } from '../src/http/middleware/csrf';
import { SessionService, SWEEP_EVERY_ISSUED } from '../src/services/sessions';
import { registration } from './support/client';
import { testEngines } from './support/engines';
import { START_TIME, useTestApp, type TestApp } from './support/test-app';

const DAY = 24 * 60 * 60 * 1000;

/** `count` cookie-less `GET /auth/csrf-token`, `parallel` at a time; answers every token given. */
async function flood(testApp: TestApp, count: number, parallel: number): Promise<string[]> {
  const tokens: string[] = [];
  for (let sent = 0; sent < count; sent += parallel) {
    const answers = await Promise.all(
      Array.from({ length: Math.min(parallel, count - sent) }, () => testApp.request().get('/auth/csrf-token')),
    );
    for (const res of answers) {
      expect(res.status).toBe(200);
      expect(res.body.csrf_token).toMatch(/^[A-Za-z0-9_-]{32,}$/);
      tokens.push(res.body.csrf_token as string);
    }
  }
  return tokens;
}

async function waitUntil(condition: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.each(testEngines())('anonymous CSRF tokens write nothing on %s', (engine) => {
  const testApp = useTestApp(engine);
  const sessions = () => testApp().dataSource.getRepository(Session);

  it('answers 1,000 cookie-less token requests with distinct tokens and leaves the sessions table empty', async () => {
    const tokens = await flood(testApp(), 1000, 25);
    expect(new Set(tokens).size).toBe(1000);
    expect(await sessions().count()).toBe(0);
  }, 120_000);

  it('sets only the HttpOnly, SameSite=Lax nonce cookie, never a session cookie', async () => {
    const res = await testApp().request().get('/auth/csrf-token');
    const cookies = (res.headers['set-cookie'] as unknown as string[]).map((line) => line.split('=')[0]);
    expect(cookies).toEqual([ANONYMOUS_CSRF_COOKIE]);
    const line = (res.headers['set-cookie'] as unknown as string[])[0];
    expect(line).toMatch(/httponly/i);
    expect(line).toMatch(/samesite=lax/i);
    expect(line).not.toMatch(/expires=/i); // ends with the browser
  });

  it('gives a browser the same token on every ask; it signs up with it, and only then is a session stored', async () => {
    const client = testApp().client();
    const token = await client.fetchCsrf();
    expect(await client.fetchCsrf()).toBe(token);
    expect(await sessions().count()).toBe(0);
    expect((await client.register('ann@example.com')).status).toBe(201);
    expect(await sessions().count()).toBe(1);
    expect(await client.status()).toMatchObject({ logged_in: true, user: 'ann@example.com' });
    // Signed out, the browser is anonymous again: its token works for the next sign-in, no row kept.
    expect((await client.logout()).status).toBe(200);
    expect(await sessions().count()).toBe(0);
    client.csrfToken = null;
    expect((await client.login('ann@example.com')).status).toBe(200);
    expect(await sessions().count()).toBe(1);
  });

  it('keeps anonymous state changes checked: a missing, forged or borrowed token is refused with 403 and changes nothing', async () => {
    const users = () => testApp().dataSource.getRepository(User).count();
    const victim = testApp().client();
    const victimToken = await victim.fetchCsrf();
    const attacker = testApp().client();
    const attackerToken = await attacker.fetchCsrf();

    const missing = await victim.post('/auth/register', registration('ann@example.com'), { csrf: null });
    const borrowed = await victim.post('/auth/register', registration('ann@example.com'), { csrf: attackerToken });
    // A token with no nonce cookie at all, and a nonce cookie of the attacker's choosing with a made-up token.
    const noCookie = await testApp().request().post('/auth/register').set('X-CSRFToken', victimToken).send(registration('ann@example.com'));
    const forged = await testApp()
      .request()
      .post('/auth/register')
      .set('Cookie', `${ANONYMOUS_CSRF_COOKIE}=chosen-by-the-attacker`)
      .set('X-CSRFToken', 'chosen-by-the-attacker')
      .send(registration('ann@example.com'));
    for (const res of [missing, borrowed, noCookie, forged]) {
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ success: false, error: CSRF_ERROR, code: 'csrf' });
    }
    expect(await users()).toBe(0);
    expect(await sessions().count()).toBe(0);
  });

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

    // Sign-ins are what issue sessions now; the service is driven directly (500 password checks over HTTP would be slow).
    const client = testApp().client();
    await client.signUp('ann@example.com');
    const userId = (await testApp().dataSource.getRepository(User).findOneByOrFail({ email: 'ann@example.com' })).id;
    const service = new SessionService(testApp().dataSource, testApp().clock, silentLogger);
    for (let i = 0; i < SWEEP_EVERY_ISSUED; i += 1) await service.rotate(null, userId, false);
    await waitUntil(async () => (await sessions().countBy({ expiresAt: LessThan(START_TIME) })) === 0);
    // Live sessions are left alone.
    expect(await client.status()).toMatchObject({ logged_in: true });
    expect(await sessions().count()).toBe(SWEEP_EVERY_ISSUED + 1);
  }, 120_000);
});
