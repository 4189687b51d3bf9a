import Router from '@koa/router';
import { transactionsPageQuery } from '../../contracts/transactions';
import type { TransactionListService } from '../../services/transactions';
import { currentUser } from '../context';
import { requireUser } from '../middleware/require-user';
import { parseBody } from '../validate';

/** The transactions list: the current import's rows, filtered and paged. */
export function transactionRoutes(transactions: TransactionListService): Router {
  const router = new Router();

  router.get('/transactions/api/transactions', requireUser(), async (ctx) => {
    const request = parseBody(transactionsPageQuery, ctx.query);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await transactions.page(currentUser(ctx).id, request);
  });

  return router;
}
