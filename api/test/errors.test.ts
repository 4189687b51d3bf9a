import { CSRF_ERROR } from '../src/errors';
import { expectNoLeak } from './support/client';
import { testEngines } from './support/engines';
import { useTestApp } from './support/test-app';

describe.each(testEngines())('errors and bad input on %s', (engine) => {
  const testApp = useTestApp(engine);

  it.each(['/auth/no-such-thing', '/workflow/api/nope', '/nothing/here'])(
    'answers an unknown path %s with a JSON error body',
    async (path) => {
      const res = await testApp().request().get(path).set('Accept', 'application/json');
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.body).toEqual({ success: false, error: 'Not found.' });
      expectNoLeak(res);
    },
  );

  it('answers an unknown path with status 404', async () => {
    const res = await testApp().request().get('/auth/no-such-thing');
    expect(res.status).toBe(404);
  });

  it('refuses a POST to an unknown path without a CSRF token with 403 JSON', async () => {
    const res = await testApp().request().post('/auth/no-such-thing').send({});
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ success: false, error: CSRF_ERROR, code: 'csrf' });
  });

  it('answers a 1 MB JSON body with 413 JSON and nothing internal', async () => {
    const client = testApp().client();
    const token = await client.fetchCsrf();
    const huge = JSON.stringify({ register_email: 'ann@example.com', padding: 'x'.repeat(1024 * 1024) });
    const res = await client.http.post('/auth/register').set('X-CSRFToken', token).set('Content-Type', 'application/json').send(huge);
    expect(res.status).toBe(413);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body).toEqual({ success: false, error: 'The request is too large.' });
    expectNoLeak(res);
    expect(res.text).not.toMatch(/entity|limit|raw-body|koa/i);
    // The app is still fine afterwards.
    expect((await client.get('/auth/csrf-token')).body.csrf_token).toBe(token);
  });

  it('answers a 1 MB form body with 413 JSON too', async () => {
    const client = testApp().client();
    const res = await client.post('/auth/login', `email=ann%40example.com&password=${'x'.repeat(1024 * 1024)}`, { form: true });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ success: false, error: 'The request is too large.' });
  });

  it('answers malformed JSON with 400 JSON that does not echo the parser error', async () => {
    const client = testApp().client();
    const token = await client.fetchCsrf();
    const res = await client.http
      .post('/auth/login')
      .set('X-CSRFToken', token)
      .set('Content-Type', 'application/json')
      .send('{"email": "ann@example.com", "password": ');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, error: 'The request could not be read. Check that it is valid JSON or form data.' });
    expectNoLeak(res);
  });

  it('tags every answer with a request id and the conservative security headers', async () => {
    const res = await testApp().request().get('/auth/pricing');
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('same-origin');
  });

  it('sends no HSTS header while APP_URL is http', async () => {
    const res = await testApp().request().get('/auth/pricing');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends the security headers on error answers too', async () => {
    const res = await testApp().request().get('/auth/api/user-options-metadata');
    expect(res.status).toBe(401);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers a wrong method on a known path with a JSON error', async () => {
    const res = await testApp().request().get('/auth/login');
    expect(res.status).toBe(405);
    expect(res.body).toEqual({ success: false, error: expect.any(String) });
  });
});

describe.each(testEngines())('with an https APP_URL on %s', (engine) => {
  const testApp = useTestApp(engine, { config: { appUrl: 'https://ontrack.example', secureCookies: true } });

  it('tells browsers to use https only (HSTS) on every answer, errors included', async () => {
    for (const path of ['/auth/pricing', '/auth/api/user-options-metadata', '/nothing/here']) {
      const res = await testApp().request().get(path);
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    }
  });
});
