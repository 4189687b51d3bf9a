import Router from '@koa/router';
import { createNetWorthEntryRequest, updateNetWorthEntryRequest } from '../../contracts/networth';
import type { NetWorthService } from '../../services/networth';
import { jsonOrForm } from '../body';
import { currentUser } from '../context';
import { requireUser } from '../middleware/require-user';
import { parseBody, parseRouteId } from '../validate';
import { message } from '../../i18n';

const entryId = (raw: string) => parseRouteId(raw, message('networth.entryNotFound'));

/** Net worth; every route is the signed-in user's own data. */
export function networthRoutes(networth: NetWorthService): Router {
  const router = new Router({ prefix: '/networth/api/networth' });
  const body = jsonOrForm();
  router.use(requireUser());

  router.get('/categories', async (ctx) => {
    ctx.body = await networth.categories(currentUser(ctx).id);
  });

  router.put('/init-categories', async (ctx) => {
    ctx.body = await networth.initCategories(currentUser(ctx).id);
  });

  router.get('/dashboard', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await networth.dashboard(currentUser(ctx).id);
  });

  router.post('/entries', body, async (ctx) => {
    const input = parseBody(createNetWorthEntryRequest, ctx.request.body);
    ctx.status = 201;
    ctx.body = await networth.create(currentUser(ctx).id, { ...input, valueCents: input.value });
  });

  router.put('/entries/:id', body, async (ctx) => {
    const id = entryId(ctx.params.id);
    const input = parseBody(updateNetWorthEntryRequest, ctx.request.body);
    ctx.body = await networth.update(currentUser(ctx).id, id, { ...input, valueCents: input.value });
  });

  router.delete('/entries/:id', async (ctx) => {
    await networth.remove(currentUser(ctx).id, entryId(ctx.params.id));
    ctx.body = { success: true };
  });

  return router;
}
