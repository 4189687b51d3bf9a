import Router from '@koa/router';
import { inputsFromUnits, retirementPlanRequest, retirementProjectionRequest } from '../../contracts/retirement';
import type { RetirementService } from '../../services/retirement';
import { jsonOnly } from '../body';
import { currentUser } from '../context';
import { requireUser } from '../middleware/require-user';
import { parseBody } from '../validate';

/** The retirement planner; every route is the signed-in user's own plan. */
export function retirementRoutes(retirement: RetirementService): Router {
  const router = new Router({ prefix: '/retirement/api' });
  const body = jsonOnly();
  router.use(requireUser());

  router.get('/plan', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await retirement.plan(currentUser(ctx).id);
  });

  router.put('/plan', body, async (ctx) => {
    const { inputs } = parseBody(retirementPlanRequest, ctx.request.body);
    ctx.body = await retirement.save(currentUser(ctx).id, inputs);
  });

  // Computes without saving (the screen asks as the person types); a POST, so CSRF applies to it too.
  router.post('/projection', body, (ctx) => {
    const { inputs } = parseBody(retirementProjectionRequest, ctx.request.body);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = retirement.project(inputsFromUnits(inputs));
  });

  return router;
}
