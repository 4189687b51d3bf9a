import Router from '@koa/router';
import { goalRequest, goalVersionRequest } from '../../contracts/goals';
import { AppError } from '../../errors';
import type { GoalSharingService } from '../../services/goal-sharing';
import { type GoalService } from '../../services/goals';
import { jsonOrForm } from '../body';
import { currentUser } from '../context';
import { requireUser } from '../middleware/require-user';
import { parseBody, parseRouteId } from '../validate';
import { message } from '../../i18n';

const goalId = (raw: string) => parseRouteId(raw, message('goals.notFound'));

/** Savings goals and their sharing (section 8); every route is the signed-in user's own data. */
export function goalRoutes(goals: GoalService, sharing: GoalSharingService): Router {
  const router = new Router({ prefix: '/goals/api' });
  // A goal may carry up to 500 future transactions (≈ 270 bytes each with a long description).
  const body = jsonOrForm({ jsonLimit: '256kb' });
  router.use(requireUser());

  router.get('/savings-goals', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { result: await goals.list(currentUser(ctx).id) };
  });

  router.post('/goals', body, async (ctx) => {
    const fields = parseBody(goalRequest, ctx.request.body);
    ctx.status = 201;
    ctx.body = await goals.create(currentUser(ctx).id, fields);
  });

  router.put('/goals/:id', body, async (ctx) => {
    const id = goalId(ctx.params.id);
    const { version } = parseBody(goalVersionRequest, ctx.request.body);
    const fields = parseBody(goalRequest, ctx.request.body);
    ctx.body = { goal: await goals.update(currentUser(ctx).id, id, version, fields) };
  });

  router.delete('/goals/:id', async (ctx) => {
    await goals.remove(currentUser(ctx).id, goalId(ctx.params.id));
    ctx.body = { success: true };
  });

  router.post('/goals/:id/share', async (ctx) => {
    const share = await sharing.share(currentUser(ctx).id, goalId(ctx.params.id));
    ctx.status = 201;
    ctx.body = share;
  });

  router.delete('/goals/:id/share', async (ctx) => {
    await sharing.revoke(currentUser(ctx).id, goalId(ctx.params.id));
    ctx.body = { success: true };
  });

  return router;
}

const PUBLIC_METHODS = 'GET, HEAD, OPTIONS';

/**
 * `GET /goals/api/public/{token}`: the shared goal card for the embed widget on any site. Mounted
 * before the session and CSRF middleware: it reads no cookie, sets none, and answers only GET (and a
 * CORS preflight); every other method is a 405 here rather than falling through to the CSRF check.
 * `Access-Control-Allow-Origin: *` without credentials lets any page read it while no browser ever
 * sends it a cookie. `no-store`: a revoked share must stop rendering at once, and no cache between
 * may keep it. A router (not a bare middleware) so the request log records the pattern, not the token.
 */
export function publicGoalRoutes(sharing: GoalSharingService) {
  const router = new Router({ prefix: '/goals/api/public' });
  router.all('/:token', async (ctx) => {
    ctx.set('Access-Control-Allow-Origin', '*');
    ctx.set('Cache-Control', 'no-store');
    if (ctx.method === 'OPTIONS') {
      ctx.set('Access-Control-Allow-Methods', PUBLIC_METHODS);
      ctx.set('Access-Control-Allow-Headers', 'Content-Type');
      ctx.set('Access-Control-Max-Age', '86400');
      ctx.status = 204;
      return;
    }
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') {
      throw new AppError(405, message('http.methodNotAllowed', { method: ctx.method }), { Allow: PUBLIC_METHODS });
    }
    ctx.body = await sharing.publicGoal(ctx.params.token);
  });
  return router.routes();
}
