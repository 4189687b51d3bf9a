import { INVALID_LOGIN } from '../src/contracts';
import { type ApiClient, DEFAULT_PASSWORD, sessionSetCookieLine, statusWithCookie } from './support/client';
import { testEngines } from './support/engines';
import { useTestApp } from './support/test-app';

const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;
const EMAIL = 'ann@example.com';
const SIGNED_OUT = { success: true, logged_in: false };

describe.each(testEngines())('POST /auth/login on %s', (engine) => {
  const testApp = useTestApp(engine);

  beforeEach(async () => {
    // Registered from a browser of its own: every test signs in from a fresh one.
    await testApp().client().signUp(EMAIL, { plan_id: 2, template_id: 'debt-free-mom' });
  });

  it('answers a wrong password and an unknown e-mail identically: 401 "Invalid email or password"', async () => {
    const client = testApp().client();
    const wrongPassword = await client.login(EMAIL, 'not the password');
    const unknownEmail = await client.login('nobody@example.com', DEFAULT_PASSWORD);
    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(401);
    expect(wrongPassword.body).toEqual({ success: false, error: INVALID_LOGIN });
    expect(unknownEmail.body).toEqual(wrongPassword.body);
    expect(unknownEmail.text).toBe(wrongPassword.text);
    expect(await client.status()).toEqual(SIGNED_OUT);
  });

  it('refuses an empty password with 400 and a missing e-mail with 400', async () => {
    const client = testApp().client();
    const noPassword = await client.post('/auth/login', { email: EMAIL, password: '' });
    const noEmail = await client.post('/auth/login', { password: DEFAULT_PASSWORD });
    expect(noPassword.status).toBe(400);
    expect(noPassword.body).toEqual({ success: false, error: 'Password is required.' });
    expect(noEmail.status).toBe(400);
    expect(noEmail.body).toEqual({ success: false, error: 'Email is required.' });
  });

  it('signs in with the right password, whatever the case of the e-mail, and answers the session fields and a new csrf_token', async () => {
    const client = testApp().client();
    const anonymousToken = await client.fetchCsrf();
    const res = await client.login('  ANN@example.com ', DEFAULT_PASSWORD);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      logged_in: true,
      user: EMAIL,
      plan_id: 2,
      plan_name: 'Annual',
      usage_limit: 20,
      usage_used: 0,
      eligible: true,
      template_id: 'debt-free-mom',
      trial_ends_at: expect.any(String),
    });
    expect(res.body.steps).toHaveLength(4);
    expect(res.body.steps[3].next_step).toBeNull();
    expect(res.body.csrf_token).toEqual(expect.any(String));
    expect(res.body.csrf_token).not.toBe(anonymousToken);

    const { csrf_token: _token, ...session } = res.body;
    expect(await client.status()).toEqual(session);
    // The new token is the one that works now.
    expect((await client.post('/auth/logout', undefined, { csrf: anonymousToken })).status).toBe(403);
    expect((await client.post('/auth/logout')).status).toBe(200);
  });

  it('issues the session id only at sign-in and rotates it on every sign-in', async () => {
    const client = testApp().client();
    await client.fetchCsrf();
    // Before sign-in there is no session at all: nothing a fixation attack could plant.
    expect(client.cookie).toBeNull();

    expect((await client.login(EMAIL)).status).toBe(200);
    const signedInCookie = client.cookie as string;
    expect(signedInCookie).toMatch(/^ontrack_sid=[^;]+; ontrack_sid\.sig=/);
    expect(await statusWithCookie(testApp().app, signedInCookie)).toMatchObject({ logged_in: true, user: EMAIL });

    // Signing in again from a signed-in session rotates once more and ends the previous one.
    expect((await client.login(EMAIL)).status).toBe(200);
    expect(client.cookie).not.toBe(signedInCookie);
    expect(await statusWithCookie(testApp().app, signedInCookie)).toEqual(SIGNED_OUT);
    expect(await client.status()).toMatchObject({ logged_in: true });
  });

  it('rejects a session cookie whose signature does not match', async () => {
    const client = testApp().client();
    await client.login(EMAIL);
    const [sid] = (client.cookie as string).split('; ');
    const forged = `${sid}; ontrack_sid.sig=AAAAAAAAAAAAAAAAAAAAAAAAAAA`;
    expect(await statusWithCookie(testApp().app, forged)).toEqual(SIGNED_OUT);
    expect(await statusWithCookie(testApp().app, sid)).toEqual(SIGNED_OUT);
  });

  it('sets an HttpOnly, SameSite=Lax cookie that persists only with "remember me"', async () => {
    const browserSession = await testApp().client().login(EMAIL);
    const remembered = await testApp().client().login(EMAIL, DEFAULT_PASSWORD, true);
    const formRemembered = await testApp()
      .client()
      .post('/auth/login', { email: EMAIL, password: DEFAULT_PASSWORD, remember: 'on' }, { form: true });

    const plain = sessionSetCookieLine(browserSession) as string;
    expect(plain).toMatch(/httponly/i);
    expect(plain).toMatch(/samesite=lax/i);
    expect(plain).not.toMatch(/secure/i);
    expect(plain).not.toMatch(/expires=|max-age=/i);

    for (const res of [remembered, formRemembered]) {
      expect(res.status).toBe(200);
      const line = sessionSetCookieLine(res) as string;
      expect(line).toMatch(/httponly/i);
      const expires = /expires=([^;]+)/i.exec(line);
      expect(expires).not.toBeNull();
      // About 14 days ahead of the real clock (cookie expiry is the browser's business).
      const days = (Date.parse((expires as RegExpExecArray)[1]) - Date.now()) / DAY;
      expect(days).toBeGreaterThan(13.9);
      expect(days).toBeLessThanOrEqual(14.01);
    }
  });

  it('ends a remembered session after 14 idle days, and activity keeps it alive', async () => {
    const client = testApp().client();
    await client.login(EMAIL, DEFAULT_PASSWORD, true);
    testApp().clock.advance(13 * DAY);
    expect(await client.status()).toMatchObject({ logged_in: true });
    testApp().clock.advance(13 * DAY);
    expect(await client.status()).toMatchObject({ logged_in: true });
    testApp().clock.advance(14 * DAY + MINUTE);
    expect(await client.status()).toEqual(SIGNED_OUT);
  });

  it('renews a remembered cookie as the session is used, and never a browser-session cookie', async () => {
    const remembered = testApp().client();
    await remembered.login(EMAIL, DEFAULT_PASSWORD, true);
    const plain = testApp().client();
    await plain.login(EMAIL);
    testApp().clock.advance(2 * MINUTE);
    expect(sessionSetCookieLine(await remembered.get('/auth/check-login-status'))).toMatch(/expires=/i);
    expect(sessionSetCookieLine(await plain.get('/auth/check-login-status'))).toBeUndefined();
  });

  it('ends a session without "remember me" once it has been idle for a day', async () => {
    const client = testApp().client();
    await client.login(EMAIL);
    testApp().clock.advance(DAY - MINUTE);
    expect(await client.status()).toMatchObject({ logged_in: true });
    testApp().clock.advance(DAY + MINUTE);
    expect(await client.status()).toEqual(SIGNED_OUT);
  });

  describe('throttling', () => {
    it('answers 429 with Retry-After to the 11th attempt within 15 minutes, even with the right password, and lets it through after', async () => {
      const client = testApp().client();
      for (let i = 0; i < 10; i += 1) {
        const res = await client.login(EMAIL, `wrong password ${i}`);
        expect(res.status).toBe(401);
        testApp().clock.advance(10 * 1000);
      }
      const blocked = await client.login(EMAIL, DEFAULT_PASSWORD);
      expect(blocked.status).toBe(429);
      expect(blocked.body).toEqual({ success: false, error: expect.any(String) });
      expect(blocked.body.error).not.toBe(INVALID_LOGIN);
      const retryAfter = Number(blocked.headers['retry-after']);
      expect(Number.isInteger(retryAfter)).toBe(true);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
      expect(await client.status()).toEqual(SIGNED_OUT);

      // Another e-mail from the same browser is not blocked by this one's failures.
      await testApp().client().signUp('bob@example.com');
      expect((await client.login('bob@example.com')).status).toBe(200);

      testApp().clock.advance(15 * MINUTE);
      const res = await testApp().client().login(EMAIL, DEFAULT_PASSWORD);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ logged_in: true, user: EMAIL });
    });

    it('counts failures for unknown e-mails too, with the same answers as for known ones', async () => {
      const client = testApp().client();
      for (let i = 0; i < 10; i += 1) expect((await client.login('nobody@example.com', 'guess')).status).toBe(401);
      const blocked = await client.login('nobody@example.com', 'guess');
      expect(blocked.status).toBe(429);
      expect(blocked.headers['retry-after']).toBeDefined();
    });

    it('slows down one address after 30 failures across many e-mails, even for a right password', async () => {
      const client = testApp().client();
      for (let i = 0; i < 30; i += 1) expect((await client.login(`guess${i % 15}@example.com`, 'guess')).status).toBe(401);
      const blocked = await client.login(EMAIL, DEFAULT_PASSWORD);
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      testApp().clock.advance(15 * MINUTE);
      expect((await client.login(EMAIL, DEFAULT_PASSWORD)).status).toBe(200);
    });

    it('holds a burst of 60 parallel wrong passwords to the limit: 10 answered 401, 50 answered 429, and the right password waits out the window', async () => {
      const client = testApp().client();
      await client.fetchCsrf();
      const burst = await Promise.all(Array.from({ length: 60 }, (_, i) => client.login(EMAIL, `parallel guess ${i}`)));
      const statuses = burst.map((res) => res.status);
      expect(statuses.filter((status) => status === 401)).toHaveLength(10);
      expect(statuses.filter((status) => status === 429)).toHaveLength(50);

      const blocked = await client.login(EMAIL, DEFAULT_PASSWORD);
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      testApp().clock.advance(14 * MINUTE);
      expect((await client.login(EMAIL, DEFAULT_PASSWORD)).status).toBe(429);
      testApp().clock.advance(MINUTE + 1000);
      expect((await client.login(EMAIL, DEFAULT_PASSWORD)).status).toBe(200);
    }, 120_000);

    it('does not count a right password as a failure of the address', async () => {
      const client = testApp().client();
      for (let i = 0; i < 29; i += 1) expect((await client.login(`guess${i}@example.com`, 'guess')).status).toBe(401);
      for (let i = 0; i < 3; i += 1) expect((await client.login(EMAIL, DEFAULT_PASSWORD)).status).toBe(200);
      expect((await client.login('guess@example.com', 'guess')).status).toBe(401);
      expect((await client.login('guess@example.com', 'guess')).status).toBe(429);
    });

    it('forgets earlier failures after a successful sign-in', async () => {
      const client = testApp().client();
      for (let i = 0; i < 9; i += 1) expect((await client.login(EMAIL, 'wrong password')).status).toBe(401);
      expect((await client.login(EMAIL)).status).toBe(200);
      for (let i = 0; i < 9; i += 1) expect((await client.login(EMAIL, 'wrong password')).status).toBe(401);
      expect((await client.login(EMAIL)).status).toBe(200);
    });
  });
});

describe.each(testEngines())('POST /auth/login behind a trusted proxy (TRUST_PROXY=1) on %s', (engine) => {
  const testApp = useTestApp(engine, { proxy: true });
  const PROXY_SAW = '203.0.113.7';

  /** A failed sign-in whose X-Forwarded-For starts with whatever the client made up. */
  const guess = (client: ApiClient, i: number, lastEntry = PROXY_SAW) =>
    client.http
      .post('/auth/login')
      .set('X-CSRFToken', client.csrfToken as string)
      .set('X-Forwarded-For', `10.${i % 250}.${Math.floor(i / 250)}.1, ${lastEntry}`)
      .send({ email: `guess${i}@example.com`, password: 'guess' });

  it('counts the address the proxy saw (the last entry): a rotating first entry does not escape the limit of 30', async () => {
    const client = testApp().client();
    await client.fetchCsrf();
    for (let i = 0; i < 30; i += 1) expect((await guess(client, i)).status).toBe(401);
    const blocked = await guess(client, 30);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Another client behind the same proxy is counted on its own.
    expect((await guess(client, 31, '198.51.100.4')).status).toBe(401);
  });
});

describe.each(testEngines())('POST /auth/logout on %s', (engine) => {
  const testApp = useTestApp(engine);

  it('destroys the session: answers {success:true}, clears the cookie, and the old cookie no longer signs in', async () => {
    const client = testApp().client();
    await client.signUp(EMAIL);
    const signedInCookie = client.cookie as string;

    const res = await client.logout();
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });
    expect(sessionSetCookieLine(res)).toMatch(/^ontrack_sid=;.*expires=Thu, 01 Jan 1970/i);

    expect(await client.status()).toEqual(SIGNED_OUT);
    // Replaying the cookie (a copy kept elsewhere) does not bring the session back.
    expect(await statusWithCookie(testApp().app, signedInCookie)).toEqual(SIGNED_OUT);
    const replay = await testApp()
      .request()
      .post('/auth/upgrade')
      .set('Cookie', signedInCookie)
      .set('X-CSRFToken', 'x')
      .send({ plan_id: 3 });
    expect(replay.status).toBe(403);
  });

  it("ends only this browser's session, not the user's others", async () => {
    const first = testApp().client();
    await first.signUp(EMAIL);
    const second = testApp().client();
    expect((await second.login(EMAIL)).status).toBe(200);
    expect((await first.logout()).status).toBe(200);
    expect(await first.status()).toEqual(SIGNED_OUT);
    expect(await second.status()).toMatchObject({ logged_in: true, user: EMAIL });
  });

  it('lets the person sign in again afterwards with a fresh token', async () => {
    const client = testApp().client();
    await client.signUp(EMAIL);
    await client.logout();
    client.csrfToken = null;
    expect((await client.login(EMAIL)).status).toBe(200);
    expect(await client.status()).toMatchObject({ logged_in: true });
  });
});
