import type { Context, Middleware } from 'koa';
import { csrfRefused } from '../../errors';
import { hmacToken, randomToken, safeEqual } from '../../services/tokens';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Holds a random nonce for a visitor without a session; the CSRF token is its HMAC. */
export const ANONYMOUS_CSRF_COOKIE = 'ontrack_csrf';
const ANONYMOUS_PURPOSE = 'anonymous-csrf';

export interface CsrfOptions {
  /** The server's secret (SESSION_SECRET): anonymous tokens are HMACs under it. */
  secret: string;
  secureCookies: boolean;
}

/**
 * The token a request must send: the session's own when it has one; otherwise the HMAC of the
 * anonymous nonce cookie (a signed double submit: nothing is stored, and a token is only good with
 * the cookie it was derived from). Null when the request has neither.
 */
function expectedToken(ctx: Context, secret: string): string | null {
  const session = ctx.state.session as { csrfToken: string } | null | undefined;
  if (session) return session.csrfToken;
  const nonce = ctx.cookies.get(ANONYMOUS_CSRF_COOKIE, { signed: false });
  return nonce ? hmacToken(secret, ANONYMOUS_PURPOSE, nonce) : null;
}

/**
 * The CSRF token for this request, for `GET /auth/csrf-token`: a visitor with neither a session nor
 * a nonce cookie gets a new nonce cookie (browser-session, HttpOnly, SameSite=Lax). Writes nothing
 * to the database, so anonymous visitors cost no rows (sessions come only from sign-in and sign-up).
 */
export function csrfTokenFor(ctx: Context, { secret, secureCookies }: CsrfOptions): string {
  const existing = expectedToken(ctx, secret);
  if (existing) return existing;
  const nonce = randomToken();
  if (secureCookies) ctx.cookies.secure = true;
  ctx.cookies.set(ANONYMOUS_CSRF_COOKIE, nonce, {
    httpOnly: true,
    sameSite: 'lax',
    secure: secureCookies,
    signed: false,
    path: '/',
    overwrite: true,
  });
  return hmacToken(secret, ANONYMOUS_PURPOSE, nonce);
}

/**
 * Every state-changing request must carry the expected CSRF token (above) in `X-CSRFToken`;
 * without one or with a different token it is refused with 403 before any handler runs.
 */
export function requireCsrf({ secret }: Pick<CsrfOptions, 'secret'>): Middleware {
  return async (ctx, next) => {
    if (!SAFE_METHODS.has(ctx.method)) {
      const sent = ctx.get('X-CSRFToken');
      const expected = expectedToken(ctx, secret);
      if (!sent || !expected || !safeEqual(sent, expected)) throw csrfRefused();
    }
    await next();
  };
}
