import type { Server } from 'node:http';

/**
 * How long an idle keep-alive connection is kept: longer than load balancers keep theirs (AWS ALB
 * and most others: 60 s). The balancer must be the side that closes an idle connection; if the
 * server closed first, the balancer could send the next request down a connection being closed and
 * answer 502 for a request the server never saw (seen with two instances under `npm run load`).
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

export function configureKeepAlive(server: Server): void {
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  // A request's headers may take as long as an idle connection is kept, and a little more.
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1000;
}
