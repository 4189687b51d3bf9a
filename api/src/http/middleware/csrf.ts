import type { Middleware } from 'koa';
import { CSRF_ERROR, forbidden } from '../../errors';
import { safeEqual } from '../../services/tokens';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Every state-changing request must carry the session's CSRF token in `X-CSRFToken`; without a
 * session or with a different token it is refused with 403 before any handler runs.
 */
export function requireCsrf(): Middleware {
  return async (ctx, next) => {
    if (!SAFE_METHODS.has(ctx.method)) {
      const sent = ctx.get('X-CSRFToken');
      const expected = ctx.state.session?.csrfToken as string | undefined;
      if (!sent || !expected || !safeEqual(sent, expected)) throw forbidden(CSRF_ERROR);
    }
    await next();
  };
}
