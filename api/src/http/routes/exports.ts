import Router, { type RouterContext } from '@koa/router';
import { transactionFiltersQuery } from '../../contracts/transactions';
import type { ExportService } from '../../services/exports/exports';
import { XLSX_CONTENT_TYPE } from '../../services/template-workbooks';
import { currentUser } from '../context';
import { requireUser } from '../middleware/require-user';
import { parseBody } from '../validate';

const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';

/** Sends a file as a download under its name. */
function download(ctx: RouterContext, fileName: string, type: string, body: Buffer): void {
  ctx.set('Content-Disposition', `attachment; filename="${fileName}"`);
  ctx.set('Cache-Control', 'no-store');
  ctx.type = type;
  ctx.body = body;
}

/** The exports: the signed-in user's own data as spreadsheet files. */
export function exportRoutes(exports: ExportService): Router {
  const router = new Router({ prefix: '/export' });

  router.get('/transactions.csv', requireUser(), async (ctx) => {
    const filters = parseBody(transactionFiltersQuery, ctx.query);
    download(ctx, 'transactions.csv', CSV_CONTENT_TYPE, await exports.transactionsCsv(currentUser(ctx).id, filters));
  });

  router.get('/transactions.xlsx', requireUser(), async (ctx) => {
    const filters = parseBody(transactionFiltersQuery, ctx.query);
    download(ctx, 'transactions.xlsx', XLSX_CONTENT_TYPE, await exports.transactionsXlsx(currentUser(ctx).id, filters));
  });

  router.get('/spending.xlsx', requireUser(), async (ctx) => {
    download(ctx, 'spending.xlsx', XLSX_CONTENT_TYPE, await exports.spendingXlsx(currentUser(ctx).id));
  });

  router.get('/goals.csv', requireUser(), async (ctx) => {
    download(ctx, 'goals.csv', CSV_CONTENT_TYPE, await exports.goalsCsv(currentUser(ctx).id));
  });

  router.get('/networth.csv', requireUser(), async (ctx) => {
    download(ctx, 'networth.csv', CSV_CONTENT_TYPE, await exports.networthCsv(currentUser(ctx).id));
  });

  return router;
}
