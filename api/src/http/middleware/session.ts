import type { Context, Middleware } from 'koa';
import type { Session, User } from '../../db/entities';
import type { IssuedSession, SessionService } from '../../services/sessions';
import { REMEMBERED_IDLE_MS } from '../../services/sessions';
import type { AccountService } from '../../services/accounts';

export const SESSION_COOKIE = 'ontrack_sid';

export interface SessionState {
  session: Session | null;
  user: User | null;
  requestId: string;
}

/** Sets the signed, HttpOnly, SameSite=Lax session cookie for a newly issued session. */
export function setSessionCookie(ctx: Context, issued: IssuedSession, secure: boolean): void {
  ctx.cookies.set(SESSION_COOKIE, issued.token, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    signed: true,
    path: '/',
    // Without "remember me" the cookie ends with the browser; the server also expires it when idle.
    maxAge: issued.session.remember ? REMEMBERED_IDLE_MS : undefined,
    overwrite: true,
  });
  ctx.state.session = issued.session;
}

export function clearSessionCookie(ctx: Context, secure: boolean): void {
  ctx.cookies.set(SESSION_COOKIE, null, { httpOnly: true, sameSite: 'lax', secure, signed: true, path: '/', overwrite: true });
  ctx.state.session = null;
  ctx.state.user = null;
}

/** Loads the session and its user from the signed cookie; never creates one (routes do that). */
export function loadSession(sessions: SessionService, accounts: AccountService): Middleware {
  return async (ctx, next) => {
    ctx.state.session = null;
    ctx.state.user = null;
    const token = ctx.cookies.get(SESSION_COOKIE, { signed: true });
    if (token) {
      const session = await sessions.findByToken(token);
      if (session) {
        ctx.state.session = session;
        if (session.userId !== null) ctx.state.user = await accounts.findUser(session.userId);
        await sessions.touch(session);
      }
    }
    await next();
  };
}
