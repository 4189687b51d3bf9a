import type { Middleware } from 'koa';

/**
 * When a client may try again after a 503 (OnTrack starting, the database unavailable, a busy
 * parser pool) or a 502 (the payment provider not answering), if the answer named no time of its
 * own: clients and load balancers then wait instead of retrying at once.
 */
export const DEFAULT_RETRY_AFTER_SECONDS = 10;

/** Every 502 and 503 leaves with Retry-After; outside the error handler, so it sees thrown errors' answers too. */
export function retryAfterOnUnavailable(): Middleware {
  return async (ctx, next) => {
    await next();
    if ((ctx.status === 502 || ctx.status === 503) && !ctx.response.get('Retry-After')) {
      ctx.set('Retry-After', String(DEFAULT_RETRY_AFTER_SECONDS));
    }
  };
}
