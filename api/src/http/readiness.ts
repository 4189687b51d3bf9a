import type { Middleware } from 'koa';
import { ServiceUnavailableError } from '../errors';
import { message } from '../i18n';

/**
 * Whether the server has finished starting: the process listens at once (so a load balancer sees it
 * starting rather than refusing connections), then connects and migrates the database. Until then
 * /healthz answers 503 `{status:"starting"}` and every other request a 503.
 */
export class Readiness {
  private ready: boolean;

  constructor(ready = false) {
    this.ready = ready;
  }

  get isReady(): boolean {
    return this.ready;
  }

  markReady(): void {
    this.ready = true;
  }
}

/** Refuses every request that reaches it before the server is ready (the database may not be migrated yet). */
export function refuseUntilReady(readiness: Readiness): Middleware {
  return async (_ctx, next) => {
    if (!readiness.isReady) throw new ServiceUnavailableError(message('http.starting'), 2);
    await next();
  };
}
