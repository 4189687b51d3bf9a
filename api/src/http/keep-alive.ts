import type { Server } from 'node:http';

/**
 * How long an idle keep-alive connection is kept: longer than load balancers keep theirs (AWS ALB
 * and most others: 60 s). The balancer must be the side that closes an idle connection; if the
 * server closed first, the balancer could send the next request down a connection being closed and
 * answer 502 for a request the server never saw (seen with two instances under `npm run load`).
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

export function configureKeepAlive(server: Server): void {
  // Headers have their own, shorter bound (http-server.ts): Node counts it from a request's first
  // byte, not over the idle time between requests.
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
}
