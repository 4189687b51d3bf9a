import Router, { type RouterMiddleware } from '@koa/router';
import { findTemplate, TEMPLATES } from '../../domain/templates';
import { notFound } from '../../errors';
import type { Clock } from '../../services/clock';
import { TemplateWorkbookCache, XLSX_CONTENT_TYPE, type WorkbookKind } from '../../services/template-workbooks';
import { message } from '../../i18n';

/** The template catalogue; the update-data steps are in workflow-steps.ts. */
export function workflowRoutes(): Router {
  const router = new Router({ prefix: '/workflow' });
  router.get('/templates', (ctx) => {
    ctx.body = { templates: TEMPLATES.map(({ layout: _layout, ...template }) => template) };
  });
  return router;
}

/**
 * The blank and sample workbooks of each template (the `downloads` URLs of the catalogue). Open to
 * visitors, like the catalogue: a newcomer can look at a sample before signing up. Built on first
 * request and kept for the day (the sample runs up to today).
 */
export function templateDownloadRoutes(clock: Clock): Router {
  const router = new Router({ prefix: '/workflow/templates' });
  const cache = new TemplateWorkbookCache(clock);

  const download =
    (kind: WorkbookKind): RouterMiddleware =>
    async (ctx) => {
      const template = findTemplate(ctx.params.id);
      if (!template) throw notFound(message('workflow.noSuchTemplate'));
      const buffer = await cache.get(template.id, kind);
      ctx.set('Content-Disposition', `attachment; filename="${template.id}-${kind}.xlsx"`);
      ctx.set('Cache-Control', 'no-cache');
      ctx.type = XLSX_CONTENT_TYPE;
      ctx.body = buffer;
    };

  router.get('/:id/blank.xlsx', download('blank'));
  router.get('/:id/sample.xlsx', download('sample'));
  return router;
}
