import type { Middleware } from 'koa';
import { unauthorized } from '../../errors';

/** Routes behind this answer 401 unless a user is signed in. */
export function requireUser(): Middleware {
  return async (ctx, next) => {
    if (!ctx.state.user) throw unauthorized();
    await next();
  };
}
