import http from 'node:http';
import { configureKeepAlive, KEEP_ALIVE_TIMEOUT_MS } from './keep-alive';

describe('configureKeepAlive', () => {
  it('keeps idle connections longer than a load balancer keeps its own (60 s)', () => {
    const server = http.createServer();
    configureKeepAlive(server);
    expect(server.keepAliveTimeout).toBe(KEEP_ALIVE_TIMEOUT_MS);
    expect(server.keepAliveTimeout).toBeGreaterThan(60_000);
  });
});
