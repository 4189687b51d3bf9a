/**
 * `npm run bench:csrf` (in api): anonymous `GET /auth/csrf-token` against `GET /healthz` on the
 * compiled app (`api/dist`) over real HTTP, SQLite on a temporary file, in the same run: each for
 * `--seconds=N` (default 5) with 32 requests in flight, every request a new cookie-less visitor.
 * Target: the token's throughput at least half of /healthz's, and no session row written.
 */
import 'reflect-metadata';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

const IN_FLIGHT = 32;

/** Requests per second answered 200 for `path`, `IN_FLIGHT` at a time, for `seconds`. */
async function throughput(base: string, urlPath: string, seconds: number): Promise<number> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: IN_FLIGHT });
  const get = () =>
    new Promise<number>((resolve, reject) => {
      http
        .get(`${base}${urlPath}`, { agent }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        })
        .on('error', reject);
    });
  const end = performance.now() + seconds * 1000;
  let ok = 0;
  const worker = async () => {
    while (performance.now() < end) {
      const status = await get();
      if (status !== 200) throw new Error(`${urlPath} answered ${status}`);
      ok += 1;
    }
  };
  const start = performance.now();
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  agent.destroy();
  return ok / ((performance.now() - start) / 1000);
}

async function main(): Promise<void> {
  const secondsArg = process.argv.find((arg) => arg.startsWith('--seconds='));
  const seconds = secondsArg ? Math.max(1, Number(secondsArg.slice('--seconds='.length)) || 5) : 5;
  const { createDataSource } = await import('../dist/db/data-source');
  const { createApp } = await import('../dist/http/app');
  const { silentLogger } = await import('../dist/config/logger');
  const { systemClock } = await import('../dist/services/clock');
  const { Session } = await import('../dist/db/entities');

  const dir = mkdtempSync(path.join(os.tmpdir(), 'ontrack-bench-csrf-'));
  const dataSource = createDataSource(`sqlite:${path.join(dir, 'bench.sqlite')}`);
  await dataSource.initialize();
  await dataSource.runMigrations({ transaction: 'each' });
  const config = {
    sessionSecret: 'bench',
    appUrl: 'http://localhost',
    secureCookies: false,
    nodeEnv: 'production',
    uploadMaxBytes: 10 * 1024 * 1024,
  };
  const app = createApp({ dataSource, config, clock: systemClock, mailer: { send: () => Promise.resolve() }, logger: silentLogger });
  // Koa answers every failure itself: the handler's promise never rejects.
  const handle = app.callback();
  const server = http.createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    // A short warm-up of each, then the measured runs, /healthz first and again last (load varies).
    await throughput(base, '/healthz', 1);
    await throughput(base, '/auth/csrf-token', 1);
    const health1 = await throughput(base, '/healthz', seconds);
    const token = await throughput(base, '/auth/csrf-token', seconds);
    const health2 = await throughput(base, '/healthz', seconds);
    const health = (health1 + health2) / 2;
    const sessions = await dataSource.getRepository(Session).count();
    const ratio = token / health;
    process.stdout.write(
      [
        `GET /healthz                 ${health.toFixed(0)} req/s (runs: ${health1.toFixed(0)}, ${health2.toFixed(0)})`,
        `GET /auth/csrf-token (anon)  ${token.toFixed(0)} req/s`,
        `ratio ${ratio.toFixed(2)} (target ≥ 0.5: ${ratio >= 0.5 ? 'met' : 'NOT met'}); session rows written: ${sessions}`,
        '',
      ].join('\n'),
    );
    if (ratio < 0.5 || sessions !== 0) process.exitCode = 1;
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await dataSource.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
