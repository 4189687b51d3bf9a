import Router from '@koa/router';
import { transactionsPageQuery } from '../../contracts/transactions';
import { type TransactionListService } from '../../services/transactions';
import { currentUser } from '../context';
import { requireUser } from '../middleware/require-user';
import { parseBody, parseRouteId } from '../validate';
import { message } from '../../i18n';

/** The transactions list: every source's live rows, filtered and paged; a matched transfer can be undone. */
export function transactionRoutes(transactions: TransactionListService): Router {
  const router = new Router();

  router.get('/transactions/api/transactions', requireUser(), async (ctx) => {
    const request = parseBody(transactionsPageQuery, ctx.query);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await transactions.page(currentUser(ctx).id, request);
  });

  // A matched transfer between two of the user's sources, undone: both rows count again. CSRF: the app-wide requireCsrf.
  router.post('/transactions/api/transactions/:id/unmatch', requireUser(), async (ctx) => {
    const seq = parseRouteId(ctx.params.id, message('transactions.noSuchTransfer'));
    await transactions.unmatch(currentUser(ctx).id, seq);
    ctx.body = { success: true };
  });

  return router;
}
