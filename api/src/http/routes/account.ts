import Router from '@koa/router';
import type { z } from 'zod';
import { changePasswordRequest, deleteAccountRequest, homeCurrencyRequest, localeRequest } from '../../contracts';
import type { AccountControlService } from '../../services/account-control';
import { utcMsToIso } from '../../domain/calendar';
import type { Clock } from '../../services/clock';
import { jsonOrForm } from '../body';
import { currentUser, signedInSession } from '../context';
import { clearSessionCookie } from '../middleware/session';
import { requireUser } from '../middleware/require-user';
import { parseBody } from '../validate';
import { message, translate } from '../../i18n';
import { requestLanguage } from '../language';

/** The account view: change of password, home currency, locale, a copy of one's data, deletion. */
export function accountRoutes(control: AccountControlService, clock: Clock, secureCookies: boolean): Router {
  const router = new Router({ prefix: '/account' });
  const body = jsonOrForm();

  router.post('/password', requireUser(), body, async (ctx) => {
    const input = parseBody(changePasswordRequest, ctx.request.body);
    await control.changePassword(currentUser(ctx), signedInSession(ctx), input.current_password, input.new_password);
    ctx.body = { success: true, message: translate(message('account.passwordChanged'), await requestLanguage(ctx)) };
  });

  /** One setting of the account: read as stored (never cached), changed through its request's checks. */
  function setting<Schema extends z.ZodType, Value>(
    path: string,
    request: Schema,
    valueOf: (input: z.output<Schema>) => Value,
    service: { of(userId: number): Promise<unknown>; set(userId: number, value: Value): Promise<unknown> },
  ): void {
    router.get(path, requireUser(), async (ctx) => {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = await service.of(currentUser(ctx).id);
    });
    router.put(path, requireUser(), body, async (ctx) => {
      ctx.body = await service.set(currentUser(ctx).id, valueOf(parseBody(request, ctx.request.body)));
    });
  }
  setting('/home-currency', homeCurrencyRequest, (input) => input.home_currency, control.homeCurrency);
  setting('/locale', localeRequest, (input) => input.locale, control.locale);

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
