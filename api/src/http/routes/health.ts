import Router from '@koa/router';
import type { DataSource } from 'typeorm';

/** `200 {status:"ok", db:"ok"}` once the database answers, `503` with the reason otherwise. */
export function healthRoutes(dataSource: DataSource): Router {
  const router = new Router();
  router.get('/healthz', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    try {
      if (!dataSource.isInitialized) throw new Error('not connected');
      await dataSource.query('SELECT 1');
      ctx.body = { status: 'ok', db: 'ok' };
    } catch {
      ctx.status = 503;
      ctx.body = { status: 'unavailable', db: 'The database is not answering.' };
    }
  });
  return router;
}
