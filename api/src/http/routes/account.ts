import Router from '@koa/router';
import { changePasswordRequest, deleteAccountRequest, homeCurrencyRequest, localeRequest, PASSWORD_CHANGED } from '../../contracts';
import type { AccountControlService } from '../../services/account-control';
import { utcMsToIso } from '../../domain/calendar';
import type { Clock } from '../../services/clock';
import { jsonOrForm } from '../body';
import { currentUser, signedInSession } from '../context';
import { clearSessionCookie } from '../middleware/session';
import { requireUser } from '../middleware/require-user';
import { parseBody } from '../validate';

/** The account view: change of password, home currency, locale, a copy of one's data, deletion. */
export function accountRoutes(control: AccountControlService, clock: Clock, secureCookies: boolean): Router {
  const router = new Router({ prefix: '/account' });
  const body = jsonOrForm();

  router.post('/password', requireUser(), body, async (ctx) => {
    const input = parseBody(changePasswordRequest, ctx.request.body);
    await control.changePassword(currentUser(ctx), signedInSession(ctx), input.current_password, input.new_password);
    ctx.body = { success: true, message: PASSWORD_CHANGED };
  });

  router.get('/home-currency', requireUser(), async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await control.homeCurrency.of(currentUser(ctx).id);
  });

  router.put('/home-currency', requireUser(), body, async (ctx) => {
    const input = parseBody(homeCurrencyRequest, ctx.request.body);
    ctx.body = await control.homeCurrency.set(currentUser(ctx).id, input.home_currency);
  });

  router.get('/locale', requireUser(), async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await control.locale.of(currentUser(ctx).id);
  });

  router.put('/locale', requireUser(), body, async (ctx) => {
    const input = parseBody(localeRequest, ctx.request.body);
    ctx.body = await control.locale.set(currentUser(ctx).id, input.locale);
  });

  router.get('/export', requireUser(), async (ctx) => {
    const data = await control.exportData(currentUser(ctx).id);
    ctx.set('Cache-Control', 'no-store');
    ctx.set('Content-Disposition', `attachment; filename="ontrack-data-${utcMsToIso(clock.now())}.json"`);
    ctx.type = 'application/json';
    ctx.body = JSON.stringify(data, null, 2);
  });

  router.post('/delete', requireUser(), body, async (ctx) => {
    const input = parseBody(deleteAccountRequest, ctx.request.body);
    await control.deleteAccount(currentUser(ctx), input.password);
    // The session row went with the account; the browser forgets the cookie too.
    ctx.state.session = null;
    ctx.state.user = null;
    clearSessionCookie(ctx, secureCookies);
    ctx.body = { success: true };
  });

  return router;
}
