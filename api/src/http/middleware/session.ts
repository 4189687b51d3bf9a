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
  writeCookie(ctx, issued.token, issued.session, secure);
  ctx.state.session = issued.session;
}

function writeCookie(ctx: Context, token: string, session: Session, secure: boolean): void {
  // APP_URL is https but TLS may end at a load balancer: the cookie is still meant to be Secure.
  if (secure) ctx.cookies.secure = true;
  ctx.cookies.set(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    signed: true,
    path: '/',
    // Without "remember me" the cookie ends with the browser; the server also expires it when idle.
    maxAge: session.remember ? REMEMBERED_IDLE_MS : undefined,
    overwrite: true,
  });
}

export function clearSessionCookie(ctx: Context, secure: boolean): void {
  if (secure) ctx.cookies.secure = true;
  ctx.cookies.set(SESSION_COOKIE, null, { httpOnly: true, sameSite: 'lax', secure, signed: true, path: '/', overwrite: true });
  ctx.state.session = null;
  ctx.state.user = null;
}

/** Loads the session and its user from the signed cookie; never creates one (routes do that). */
export function loadSession(sessions: SessionService, accounts: AccountService, secure: boolean): Middleware {
  return async (ctx, next) => {
    ctx.state.session = null;
    ctx.state.user = null;
    const token = ctx.cookies.get(SESSION_COOKIE, { signed: true });
    if (token) {
      const session = await sessions.findByToken(token);
      if (session) {
        ctx.state.session = session;
        // Read with the session where it came from the database (SessionService.findByToken).
        if ('user' in session) ctx.state.user = session.user;
        else if (session.userId !== null) ctx.state.user = await accounts.findUser(session.userId);
        // A remembered session's cookie lives as long as the session does: idle 14 days, not 14 days from sign-in.
        if ((await sessions.touch(session)) && session.remember) writeCookie(ctx, token, session, secure);
      }
    }
    await next();
  };
}
