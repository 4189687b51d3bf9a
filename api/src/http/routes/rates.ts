import Router from '@koa/router';
import { currencyRateRequest, rateCurrency } from '../../contracts/rates';
import { badRequest } from '../../errors';
import { message } from '../../i18n';
import type { CurrencyRateService } from '../../services/currency-rates';
import { jsonOrForm } from '../body';
import { currentUser } from '../context';
import { requireUser } from '../middleware/require-user';
import { parseBody } from '../validate';

/**
 * The user's rates for sources in other currencies (services/currency-rates.ts), their own only:
 * read and set in the Account view and by the wizard when a reading needs one. CSRF is checked for
 * the changes by the app-wide requireCsrf.
 */
export function rateRoutes(rates: CurrencyRateService): Router {
  const router = new Router({ prefix: '/account/rates' });
  router.use(requireUser());

  router.get('/', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await rates.of(currentUser(ctx).id);
  });

  router.put('/:currency', jsonOrForm(), async (ctx) => {
    const currency = rateCurrency(ctx.params.currency);
    if (currency === null) throw badRequest(message('validation.rateCurrency'));
    const { rate } = parseBody(currencyRateRequest, ctx.request.body);
    ctx.body = await rates.set(currentUser(ctx).id, currency, rate);
  });

  return router;
}
