import Router from '@koa/router';
import { TEMPLATES } from '../../domain/templates';

/** Templates and, in later issues, the update-data steps (server.md section 3). */
export function workflowRoutes(): Router {
  const router = new Router({ prefix: '/workflow' });
  router.get('/templates', (ctx) => {
    ctx.body = { templates: TEMPLATES.map(({ layout: _layout, ...template }) => template) };
  });
  return router;
}
