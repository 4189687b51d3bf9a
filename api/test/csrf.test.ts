import { User } from '../src/db/entities';
import { CSRF_ERROR } from '../src/errors';
import { registration } from './support/client';
import { testEngines } from './support/engines';
import { useTestApp } from './support/test-app';

const FORBIDDEN = { success: false, error: CSRF_ERROR, code: 'csrf' };

describe.each(testEngines())('CSRF protection on %s', (engine) => {
  const testApp = useTestApp(engine);
  const users = () => testApp().dataSource.getRepository(User).count();

  it('gives each session its own token, the same one on every ask, and never caches it', async () => {
    const first = testApp().client();
    const a1 = await first.get('/auth/csrf-token');
    const a2 = await first.get('/auth/csrf-token');
    const b = await testApp().client().get('/auth/csrf-token');
    expect(a1.body.csrf_token).toMatch(/^[A-Za-z0-9_-]{32,}$/);
    expect(a2.body.csrf_token).toBe(a1.body.csrf_token);
    expect(b.body.csrf_token).not.toBe(a1.body.csrf_token);
    expect(a1.headers['cache-control']).toBe('no-store');
  });

  it('refuses a register without the header with 403 and creates no user; a proper one then works', async () => {
    const client = testApp().client();
    await client.fetchCsrf();
    const res = await client.post('/auth/register', registration('ann@example.com'), { csrf: null });
    expect(res.status).toBe(403);
    expect(res.body).toEqual(FORBIDDEN);
    expect(await users()).toBe(0);
    expect(await client.status()).toEqual({ success: true, logged_in: false });

    const proper = await client.register('ann@example.com');
    expect(proper.status).toBe(201);
    expect(await users()).toBe(1);
    expect(await client.status()).toMatchObject({ logged_in: true, user: 'ann@example.com' });
  });

  it('refuses a POST from a browser that has no session at all', async () => {
    const res = await testApp()
      .request()
      .post('/auth/register')
      .set('X-CSRFToken', 'anything-at-all-anything-at-all')
      .send(registration('ann@example.com'));
    expect(res.status).toBe(403);
    expect(res.body).toEqual(FORBIDDEN);
    expect(await users()).toBe(0);
  });

  it('refuses a wrong token with 403', async () => {
    const client = testApp().client();
    const token = await client.fetchCsrf();
    const wrong = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    const res = await client.post('/auth/register', registration('ann@example.com'), { csrf: wrong });
    expect(res.status).toBe(403);
    expect(res.body).toEqual(FORBIDDEN);
    expect(await users()).toBe(0);
  });

  it("refuses another session's token with 403", async () => {
    const victim = testApp().client();
    const attacker = testApp().client();
    await victim.fetchCsrf();
    const attackerToken = await attacker.fetchCsrf();
    const res = await victim.post('/auth/register', registration('ann@example.com'), { csrf: attackerToken });
    expect(res.status).toBe(403);
    expect(res.body).toEqual(FORBIDDEN);
    expect(await users()).toBe(0);
  });

  it('refuses the pre-login token after sign-in rotated the session', async () => {
    const client = testApp().client();
    const before = await client.fetchCsrf();
    await client.signUp('ann@example.com');
    expect(client.csrfToken).not.toBe(before);
    const res = await client.post('/auth/logout', undefined, { csrf: before });
    expect(res.status).toBe(403);
    expect(await client.status()).toMatchObject({ logged_in: true });
  });

  it('refuses a logout without the header and leaves the session signed in', async () => {
    const client = testApp().client();
    await client.signUp('ann@example.com');
    const res = await client.post('/auth/logout', undefined, { csrf: null });
    expect(res.status).toBe(403);
    expect(res.body).toEqual(FORBIDDEN);
    expect(await client.status()).toMatchObject({ logged_in: true, user: 'ann@example.com' });
  });

  it('refuses in the language the browser asks for, with the code the shell recognises it by', async () => {
    const res = await testApp()
      .request()
      .post('/auth/register')
      .set('Accept-Language', 'de-DE,de;q=0.9,en;q=0.5')
      .send(registration('ann@example.com'));
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ success: false, error: 'Das CSRF-Token fehlt oder ist ungültig.', code: 'csrf' });
  });

  it('checks the token before the route: a login with the right password but no token is refused', async () => {
    await testApp().client().signUp('ann@example.com');
    const client = testApp().client();
    await client.fetchCsrf();
    const res = await client.post('/auth/login', { email: 'ann@example.com', password: 'correct horse battery' }, { csrf: null });
    expect(res.status).toBe(403);
    expect(await client.status()).toEqual({ success: true, logged_in: false });
  });
});
