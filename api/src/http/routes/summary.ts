import Router from '@koa/router';
import { retirementSubCategoriesRequest } from '../../contracts/workflow';
import type { DashboardCountsService } from '../../services/dashboard-counts';
import type { AnalysisReadService } from '../../services/workflow-analysis';
import { jsonOnly } from '../body';
import { currentUser } from '../context';
import { requireUser } from '../middleware/require-user';
import { parseBody } from '../validate';

/**
 * The stored analysis for the spending screen and the dashboard, the
 * dashboard's counts, and the retirement subcategory choice. Analysis texts are sent as stored, never re-serialised.
 */
export function summaryRoutes(reads: AnalysisReadService, dashboardCounts: DashboardCountsService): Router {
  const router = new Router();
  const body = jsonOnly({ jsonLimit: '256kb' });

  router.get('/spending/api/spending-analysis', requireUser(), async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.type = 'json';
    ctx.body = await reads.spendingAnalysisJson(currentUser(ctx).id);
  });

  router.get('/summary/api/transaction-analysis', requireUser(), async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.type = 'json';
    ctx.body = await reads.transactionAnalysisJson(currentUser(ctx).id);
  });

  // The dashboard's welcome-or-summary decision, without reading the goals list or net-worth dashboard.
  router.get('/summary/api/counts', requireUser(), async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await dashboardCounts.counts(currentUser(ctx).id);
  });

  router.get('/summary/api/get-savings-sub-categories', requireUser(), async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await reads.savingsSubCategories(currentUser(ctx).id);
  });

  router.post('/summary/api/set-retirement-sub-categories', requireUser(), body, async (ctx) => {
    const input = parseBody(retirementSubCategoriesRequest, ctx.request.body);
    const kept = await reads.setRetirementSubCategories(currentUser(ctx).id, input.retirementSubCategories);
    ctx.body = { success: true, retirement_sub_categories: kept };
  });

  return router;
}
