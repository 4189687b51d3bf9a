import Router from '@koa/router';
import type { Context } from 'koa';
import { loginRequest, registerRequest, resetPasswordRequest, resetRequest, upgradeRequest } from '../../contracts';
import type { AccountService } from '../../services/accounts';
import type { PasswordResetService } from '../../services/password-reset';
import type { SessionService } from '../../services/sessions';
import { jsonOrForm } from '../body';
import { currentSession, currentUser, signedInUser } from '../context';
import { csrfTokenFor } from '../middleware/csrf';
import { clearSessionCookie, setSessionCookie } from '../middleware/session';
import { requireUser } from '../middleware/require-user';
import { parseBody } from '../validate';
import { requestLanguage } from '../language';
import { message, translate } from '../../i18n';

export interface AuthRouteDeps {
  accounts: AccountService;
  sessions: SessionService;
  passwordReset: PasswordResetService;
  secureCookies: boolean;
  /** Anonymous CSRF tokens are HMACs under it (SESSION_SECRET). */
  csrfSecret: string;
}

/** Accounts, sessions, plans and password reset. */
export function authRoutes({ accounts, sessions, passwordReset, secureCookies, csrfSecret }: AuthRouteDeps): Router {
  const router = new Router({ prefix: '/auth' });
  const body = jsonOrForm();

  async function signIn(ctx: Context, user: ReturnType<typeof currentUser>, remember: boolean) {
    const issued = await sessions.rotate(currentSession(ctx), user.id, remember);
    setSessionCookie(ctx, issued, secureCookies);
    ctx.state.user = user;
    return issued.session.csrfToken;
  }

  // The session's token when signed in; a visitor without a session gets a stateless one bound to
  // a nonce cookie (no row is written: sessions come only from sign-in and sign-up).
  router.get('/csrf-token', (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { csrf_token: csrfTokenFor(ctx, { secret: csrfSecret, secureCookies }) };
  });

  router.get('/pricing', async (ctx) => {
    ctx.body = await accounts.listPlans();
  });

  router.get('/check-login-status', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const user = signedInUser(ctx);
    ctx.body = user ? await accounts.sessionView(user) : { success: true, logged_in: false };
  });

  router.post('/login', body, async (ctx) => {
    const input = parseBody(loginRequest, ctx.request.body);
    const user = await accounts.authenticate(input.email, input.password, ctx.ip);
    const csrfToken = await signIn(ctx, user, input.remember);
    ctx.body = { ...(await accounts.sessionView(user)), csrf_token: csrfToken };
  });

  router.post('/logout', async (ctx) => {
    const session = currentSession(ctx);
    if (session) await sessions.destroy(session);
    clearSessionCookie(ctx, secureCookies);
    ctx.body = { success: true };
  });

  router.post('/register', body, async (ctx) => {
    const input = parseBody(registerRequest, ctx.request.body);
    const user = await accounts.register({
      email: input.register_email,
      password: input.register_password,
      planId: input.plan_id,
      templateId: input.template_id,
    });
    // Read back whole (the insert answers only the columns it wrote).
    const csrfToken = await signIn(ctx, (await accounts.findUser(user.id)) ?? user, false);
    ctx.status = 201;
    // The session fields come along, as with login, so the screen needs no second round trip.
    ctx.body = { ...(await accounts.sessionView(user)), url: '/main/upload', csrf_token: csrfToken };
  });

  router.post('/upgrade', requireUser(), body, async (ctx) => {
    const input = parseBody(upgradeRequest, ctx.request.body);
    const checkout = await accounts.upgrade(currentUser(ctx), input.plan_id);
    ctx.body = checkout ? { success: true, url: checkout.url } : { success: true };
  });

  router.post('/reset-password-request', body, async (ctx) => {
    const input = parseBody(resetRequest, ctx.request.body);
    const language = await requestLanguage(ctx);
    await passwordReset.request(input.email, language);
    ctx.body = { success: true, message: translate(message('auth.resetRequested'), language) };
  });

  router.get('/api/validate-reset-token/:token', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { valid: await passwordReset.isValid(ctx.params.token) };
  });

  router.post('/api/reset-password/:token', body, async (ctx) => {
    const input = parseBody(resetPasswordRequest, ctx.request.body);
    await passwordReset.reset(ctx.params.token, input.reset_password);
    ctx.body = { success: true, message: translate(message('auth.resetDone'), await requestLanguage(ctx)) };
  });

  router.get('/api/user-options-metadata', requireUser(), async (ctx) => {
    ctx.body = await accounts.optionsMetadata(currentUser(ctx).id);
  });

  return router;
}
