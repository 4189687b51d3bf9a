import { testEngines } from './support/engines';
import { createTestApp, useTestApp } from './support/test-app';

describe.each(testEngines())('GET /healthz on %s', (engine) => {
  const testApp = useTestApp(engine);

  it('answers 200 {status:"ok", db:"ok"} while the database answers', async () => {
    const res = await testApp().request().get('/healthz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', db: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 with the reason once the database is gone, and 200 on the app that still has it', async () => {
    const broken = await createTestApp(engine);
    try {
      await broken.dataSource.destroy();
      const res = await broken.request().get('/healthz');
      expect(res.status).toBe(503);
      expect(res.body.status).not.toBe('ok');
      expect(typeof res.body.db).toBe('string');
      expect(res.body.db).not.toBe('ok');
      expect(res.text).not.toMatch(/\bat .+:\d+:\d+/);
    } finally {
      await broken.close();
    }
    expect((await testApp().request().get('/healthz')).status).toBe(200);
  });
});
