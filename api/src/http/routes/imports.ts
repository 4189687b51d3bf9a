import Router from '@koa/router';
import { type ImportHistoryService } from '../../services/imports';
import { currentUser } from '../context';
import { requireUser } from '../middleware/require-user';
import { parseRouteId } from '../validate';
import { message } from '../../i18n';

/** The import history. CSRF is checked for the restore by the app-wide requireCsrf. */
export function importRoutes(history: ImportHistoryService): Router {
  const router = new Router({ prefix: '/workflow/api/imports' });

  router.get('/', requireUser(), async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await history.list(currentUser(ctx).id);
  });

  router.post('/:id/restore', requireUser(), async (ctx) => {
    await history.restore(currentUser(ctx).id, parseRouteId(ctx.params.id, message('imports.notFound')));
    ctx.body = { success: true };
  });

  return router;
}
