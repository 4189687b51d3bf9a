import Router from '@koa/router';
import type { DataSource } from 'typeorm';
import type { Readiness } from '../readiness';

/** How long /healthz waits for the database: its answer must come within 2 s whatever the database does. */
export const HEALTH_PROBE_MS = 1500;

/** Whether the database answers `SELECT 1` in time; the reason when it does not. */
async function probeDatabase(dataSource: DataSource): Promise<string | null> {
  if (!dataSource.isInitialized) return 'The database is not connected.';
  let timer: NodeJS.Timeout | undefined;
  const tooLate = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(`The database did not answer within ${HEALTH_PROBE_MS / 1000} s.`), HEALTH_PROBE_MS);
  });
  const answer = dataSource.query('SELECT 1').then(
    () => null,
    () => 'The database is not answering.',
  );
  try {
    return await Promise.race([answer, tooLate]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * `200 {status:"ok", db:"ok"}` once started and the database answers; `503 {status:"starting"}` while
 * the server connects and migrates; `503 {status:"unavailable", db:<reason>}` when the database does
 * not answer within HEALTH_PROBE_MS (a stalled database must not stall the health check).
 */
export function healthRoutes(dataSource: DataSource, readiness: Readiness): Router {
  const router = new Router();
  router.get('/healthz', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    if (!readiness.isReady) {
      ctx.status = 503;
      ctx.body = { status: 'starting', db: 'The database is being connected and migrated.' };
      return;
    }
    const problem = await probeDatabase(dataSource);
    if (problem === null) {
      ctx.body = { status: 'ok', db: 'ok' };
    } else {
      ctx.status = 503;
      ctx.body = { status: 'unavailable', db: problem };
    }
  });
  return router;
}
