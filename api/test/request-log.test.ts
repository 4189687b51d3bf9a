import type { LogFields, Logger } from '../src/config/logger';
import { useTestApp } from './support/test-app';

/** One structured line per request, naming the route pattern so tokens in URLs never reach the log. */
describe('request log', () => {
  const lines: { msg: string; fields?: LogFields }[] = [];
  const capture = (msg: string, fields?: LogFields) => lines.push({ msg, fields });
  const logger: Logger = { info: capture, warn: capture, error: capture };
  const testApp = useTestApp('sqlite', { logger });

  beforeEach(() => {
    lines.length = 0;
  });

  it('logs method, route, status, duration and request id for each request', async () => {
    const res = await testApp().request().get('/auth/pricing');
    const [line] = lines.filter((l) => l.msg === 'request');
    expect(line.fields).toEqual({
      requestId: res.headers['x-request-id'],
      method: 'GET',
      route: '/auth/pricing',
      status: 200,
      ms: expect.any(Number),
      userId: undefined,
    });
  });

  it('logs the pattern, not the token, of a reset link and of the reset page', async () => {
    const secret = 'S3cretResetToken_abcdefghijklmnop';
    await testApp().request().get(`/auth/api/validate-reset-token/${secret}`);
    await testApp().request().get(`/password-reset/${secret}`).set('Accept', 'text/html');
    const routes = lines.filter((l) => l.msg === 'request').map((l) => l.fields?.route);
    expect(routes).toEqual(['/auth/api/validate-reset-token/:token', '/password-reset/:token']);
    expect(JSON.stringify(lines)).not.toContain(secret);
  });
});
