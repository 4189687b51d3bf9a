import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import type { Logger } from '../../config/logger';
import type { SessionState } from './session';

/**
 * One structured line per request. The route pattern (`/auth/api/reset-password/:token`) is logged
 * rather than the raw path, so tokens never reach the log; unmatched paths are logged without query.
 */
export function requestLog(logger: Logger): Middleware {
  return async (ctx, next) => {
    const started = performance.now();
    // The session middleware, later in the chain, adds the user (when it runs at all).
    const state = ctx.state as Partial<SessionState>;
    const requestId = randomUUID();
    state.requestId = requestId;
    ctx.set('X-Request-Id', requestId);
    try {
      await next();
    } finally {
      const matched = (ctx as unknown as { _matchedRoute?: string })._matchedRoute;
      logger.info('request', {
        requestId,
        method: ctx.method,
        route: matched ?? redactPath(ctx.path),
        status: ctx.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
        userId: state.user?.id,
      });
    }
  };
}

/** Paths that carry secrets in a segment (the SPA's reset page) lose that segment. */
export function redactPath(path: string): string {
  return path.replace(/^(\/password-reset\/)[^/]+/, '$1:token');
}
