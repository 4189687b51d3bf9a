import Router from '@koa/router';
import type { DatabaseHealth } from '../../services/health';
import type { Readiness } from '../readiness';

/**
 * `200 {status:"ok", db:"ok"}` once started and the database answers; `503 {status:"starting"}` while
 * the server connects and migrates; `503 {status:"unavailable", db:<reason>}` when the database does
 * not answer in time (a stalled database must not stall the health check: services/health.ts);
 * `503 {status:"degraded", db:"read-only: disk full"}` while a full disk refuses writes (reads go on).
 */
export function healthRoutes(health: DatabaseHealth, readiness: Readiness): Router {
  const router = new Router();
  router.get('/healthz', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    if (!readiness.isReady) {
      ctx.status = 503;
      ctx.body = { status: 'starting', db: 'The database is being connected and migrated.' };
      return;
    }
    const problem = await health.problem();
    if (problem === null) {
      ctx.body = { status: 'ok', db: 'ok' };
    } else {
      ctx.status = 503;
      ctx.body = { status: problem.status, db: problem.reason };
    }
  });
  return router;
}
