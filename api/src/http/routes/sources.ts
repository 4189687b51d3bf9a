import Router from '@koa/router';
import { updateSourceRequest, type SourceDeletedDto, type SourceUpdatedDto } from '../../contracts/sources';
import { type SourcesService } from '../../services/sources';
import { jsonOnly } from '../body';
import { currentUser } from '../context';
import { requireUser } from '../middleware/require-user';
import { parseBody, parseRouteId } from '../validate';
import { message } from '../../i18n';

/** The user's sources (docs/decisions/sources.md). CSRF is checked for the changes by the app-wide requireCsrf. */
export function sourceRoutes(sources: SourcesService): Router {
  const router = new Router({ prefix: '/workflow/api/sources' });
  router.use(requireUser());

  router.get('/', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await sources.list(currentUser(ctx).id);
  });

  router.patch('/:id', jsonOnly(), async (ctx) => {
    const id = parseRouteId(ctx.params.id, message('sources.notFound'));
    const changes = parseBody(updateSourceRequest, ctx.request.body);
    const answer: SourceUpdatedDto = { success: true, source: await sources.update(currentUser(ctx).id, id, changes) };
    ctx.body = answer;
  });

  router.delete('/:id', async (ctx) => {
    const id = parseRouteId(ctx.params.id, message('sources.notFound'));
    const { undoImportId } = await sources.delete(currentUser(ctx).id, id);
    const answer: SourceDeletedDto = { success: true, undo_import_id: undoImportId };
    ctx.body = answer;
  });

  return router;
}
