import http, { type IncomingMessage, type RequestListener, type ServerResponse } from 'node:http';
import type { Config } from '../config/config';
import { configureKeepAlive } from './keep-alive';

/**
 * How long a request may take to arrive, and how many connections one process keeps (README,
 * Configuration); the largest upload's time on a slow link bounds every request.
 */
export type ServerLimits = Pick<Config, 'requestTimeoutMs' | 'headersTimeoutMs' | 'maxConnections' | 'uploadMaxBytes'>;

/**
 * The slow link a body is given time for: 1 Mbit/s, in bytes per millisecond. A 10 MB upload takes
 * about 84 s at this rate, so it gets REQUEST_TIMEOUT_MS plus that.
 */
export const SLOW_LINK_BYTES_PER_MS = 125;

/** How often Node looks for requests past their time: a fraction of the shortest limit, at most a second. */
export function connectionsCheckingIntervalMs(limits: Pick<ServerLimits, 'headersTimeoutMs' | 'requestTimeoutMs'>): number {
  return Math.max(50, Math.min(1000, Math.floor(Math.min(limits.headersTimeoutMs, limits.requestTimeoutMs) / 4)));
}

const slowLinkMs = (bytes: number) => Math.ceil(bytes / SLOW_LINK_BYTES_PER_MS);

/**
 * The time a request has to arrive whole once its headers are in: `requestTimeoutMs`, plus the time
 * its declared body takes on the slow link, at most what the largest upload gets. A body of unknown
 * length (chunked) gets the largest upload's time; its route's size limit stops it earlier.
 */
export function bodyDeadlineMs(
  contentLength: string | undefined,
  limits: Pick<ServerLimits, 'requestTimeoutMs' | 'uploadMaxBytes'>,
): number {
  const longest = limits.requestTimeoutMs + slowLinkMs(limits.uploadMaxBytes);
  const declared = contentLength !== undefined && /^\d+$/.test(contentLength) ? Number(contentLength) : Infinity;
  return Math.min(longest, limits.requestTimeoutMs + slowLinkMs(declared));
}

const TOO_SLOW = JSON.stringify({
  success: false,
  error: 'The request took too long to arrive, so the connection was closed. Please try again on a steadier connection.',
});

/**
 * A request whose body has not arrived by its deadline is answered 408 (unless an answer started)
 * and its connection closed, also when the route answered without reading the body: Node would go
 * on reading it for the next request on the connection, however slowly it drips.
 */
function guardBody(req: IncomingMessage, res: ServerResponse, limits: ServerLimits): void {
  const hasBody =
    req.headers['content-length'] !== undefined ? req.headers['content-length'] !== '0' : req.headers['transfer-encoding'] !== undefined;
  if (!hasBody) return;
  const timer = setTimeout(
    () => {
      if (req.complete) return;
      if (res.headersSent) {
        req.socket.destroy();
        return;
      }
      res.writeHead(408, {
        'Content-Type': 'application/json; charset=utf-8',
        Connection: 'close',
        'Content-Length': Buffer.byteLength(TOO_SLOW),
      });
      res.end(TOO_SLOW, () => req.socket.destroy());
    },
    bodyDeadlineMs(req.headers['content-length'], limits),
  );
  const clear = () => clearTimeout(timer);
  req.once('end', clear);
  req.once('close', clear);
}

/**
 * The process's HTTP server: keep-alive sized for a load balancer (keep-alive.ts), headers and
 * bodies that must arrive in time (a client dripping a byte at a time holds a connection for
 * seconds, not minutes), and a cap on open connections, past which a new one is closed at once.
 */
export function createHttpServer(listener: RequestListener, limits: ServerLimits): http.Server {
  const server = http.createServer({ connectionsCheckingInterval: connectionsCheckingIntervalMs(limits) }, (req, res) => {
    guardBody(req, res, limits);
    listener(req, res);
  });
  configureKeepAlive(server);
  server.headersTimeout = limits.headersTimeoutMs;
  // Node's own bound for a whole request, headers included: the longest any request gets (the largest upload's).
  server.requestTimeout = limits.headersTimeoutMs + bodyDeadlineMs(undefined, limits);
  server.maxConnections = limits.maxConnections;
  return server;
}
