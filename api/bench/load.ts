/**
 * `npm run load` (not part of `npm test`): the built server (`api/dist/server.js`, as `npm start`
 * runs it) under the mix of 100 signed-in users for a while, then every acknowledged write read
 * back. Prints requests, 5xx answers, p50/p99 latency overall and per endpoint with a verdict on
 * "every endpoint p99 ≤ 1 s", lost writes and (SQLite) the largest write-ahead log seen; exits 1
 * when any answer was a 5xx, any acknowledged write is missing or the log passed its limit.
 *
 *   npm run load -- [--seconds=60] [--db=sqlite|mariadb] [--instances=1] [--users=100]
 *
 * SQLite: a fresh file in a temporary folder. MariaDB: a fresh database on LOAD_MARIADB_URL (else
 * TEST_MARIADB_URL, else mysql://root@127.0.0.1:3306), dropped at the end; the servers reach it through
 * LOAD_MARIADB_SOCKET (its Unix socket) when that is set, else by TCP. `--instances=2` starts
 * two processes on that one MariaDB database. The users always reach the servers through a tiny
 * round-robin proxy (load-servers.ts), standing in for a load balancer; each user has an address
 * of its own in X-Forwarded-For (the servers run with TRUST_PROXY=1), as real clients would.
 *
 * The mix, per user in a loop: reads (summary, spending, goals, net worth, session), sign-out and
 * sign-in again, goals created with three future transactions, edited (with their `version` when
 * the server answers one) and deleted, net-worth entries, and now and then a small upload through
 * the three workflow steps. A write is acknowledged by a 2xx answer; one answered otherwise (or not
 * at all) is left out of the final check, which reads everything back with a fresh sign-in.
 *
 * This file parses the arguments, runs the phases and prints; the parts are load-servers.ts (server
 * processes, database, proxy), load-user.ts (one user's mix), load-readback.ts (the final check)
 * and load-recorder.ts (every request timed and counted).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Recorder } from './load-recorder';
import { lostWrites } from './load-readback';
import {
  createDatabase,
  loggedErrors,
  startInstance,
  startProxy,
  stopInstance,
  waitUntilHealthy,
  type DatabaseKind,
  type Instance,
  type Proxy,
} from './load-servers';
import { VirtualUser } from './load-user';
import { WalSampler } from './load-wal';

const USAGE = 'npm run load -- [--seconds=60] [--db=sqlite|mariadb] [--instances=1] [--users=100]';

interface LoadOptions {
  seconds: number;
  db: DatabaseKind;
  instances: number;
  users: number;
}

function parseOptions(argv: string[]): LoadOptions {
  const options: LoadOptions = { seconds: 60, db: 'sqlite', instances: 1, users: 100 };
  let dbGiven = false;
  for (const arg of argv) {
    const match = /^--(seconds|db|instances|users)=(.+)$/.exec(arg);
    if (!match) throw new Error(`unknown argument ${arg}; usage: ${USAGE}`);
    const [, name, value] = match;
    if (name === 'db') {
      if (value !== 'sqlite' && value !== 'mariadb') throw new Error(`--db must be sqlite or mariadb; usage: ${USAGE}`);
      options.db = value;
      dbGiven = true;
    } else {
      const number = Number(value);
      if (!Number.isInteger(number) || number < 1) throw new Error(`--${name} must be a whole number of at least 1; usage: ${USAGE}`);
      options[name as 'seconds' | 'instances' | 'users'] = number;
    }
  }
  if (options.instances > 1) {
    // SQLite is one process's database: several instances need a shared server.
    if (dbGiven && options.db === 'sqlite') throw new Error('several instances need a shared database: use --db=mariadb');
    options.db = 'mariadb';
  }
  return options;
}

/** Runs `work` for every item, at most `limit` at a time. */
async function inBatches<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let cursor = 0;
  const worker = async () => {
    while (cursor < items.length) {
      const index = cursor;
      cursor += 1;
      results[index] = await work(items[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** The server's default DB_WAL_LIMIT_MB (api/src/config/config.ts), which the run does not change. */
const WAL_LIMIT_BYTES = 8 * 1024 * 1024;
/** The target every endpoint's p99 is held to. */
const P99_TARGET_MS = 1000;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;

const fmt = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 0 });

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'ontrack-load-'));
  const database = await createDatabase(options.db, workDir);
  const instances: Instance[] = [];
  let proxy: Proxy | undefined;
  let stopEarly = false;
  const wal = options.db === 'sqlite' ? new WalSampler(database.url.slice('sqlite:'.length)) : undefined;
  process.once('SIGINT', () => {
    stopEarly = true;
    process.stderr.write('\nstopping early…\n');
  });
  try {
    const env = {
      NODE_ENV: 'production',
      DATABASE_URL: database.url,
      SESSION_SECRET: randomBytes(32).toString('hex'),
      TRUST_PROXY: '1',
      MAIL_OUTBOX: path.join(workDir, 'outbox'),
    };
    for (let index = 0; index < options.instances; index += 1) instances.push(await startInstance(index, env, workDir));
    await Promise.all(instances.map(waitUntilHealthy));
    proxy = await startProxy(instances.map((instance) => instance.url));
    const base = `http://127.0.0.1:${(proxy.server.address() as AddressInfo).port}`;
    const label = `${database.name}, ${options.instances} instance${options.instances > 1 ? 's' : ''}`;

    const recorder = new Recorder();
    const run = randomBytes(3).toString('hex');
    const users = Array.from(
      { length: options.users },
      (_, i) => new VirtualUser(`load-${run}-${i}@example.com`, recorder, base, `10.1.${Math.floor(i / 250)}.${(i % 250) + 1}`),
    );
    process.stderr.write(`${label}: signing up ${options.users} users… `);
    await inBatches(users, 10, (user) => user.signUp());
    // Every connection the mix uses open before the clock starts, as a balancer's to a warm server
    // are: Node accepts one new connection per turn of its event loop (libuv since 1.45), so a
    // hundred opened in the mix's first millisecond would queue behind a busy loop for seconds, and
    // the run would measure that rather than the requests (docs/operations.md, Connections).
    await Promise.all(users.map((user) => user.warmUp()));
    await proxy.openConnections(options.users);
    process.stderr.write(`done; running the mix for ${options.seconds} s… `);

    const mixStart = performance.now();
    const requestsBefore = recorder.requests;
    recorder.measuring = true;
    const deadline = Date.now() + options.seconds * 1000;
    await Promise.all(
      users.map(async (user) => {
        while (Date.now() < deadline && !stopEarly) await user.act();
      }),
    );
    recorder.measuring = false;
    const mixSeconds = (performance.now() - mixStart) / 1000;
    const mixRequests = recorder.requests - requestsBefore;
    process.stderr.write('done; reading everything back…\n');

    const checks = await inBatches(users, 10, (user) => lostWrites(user, recorder, base));
    const lost = checks.reduce((sum, check) => sum + check.lost, 0);
    const acknowledged = users.reduce((sum, user) => sum + user.acknowledgedWrites, 0);
    const inDoubtCount = users.reduce(
      (sum, user) => sum + user.goalsInDoubt.size + user.uploadsInDoubt + (user.analysisInDoubt ? 1 : 0),
      0,
    );

    const out = [
      `load: ${label}, ${options.users} users, ${options.seconds} s`,
      `requests          ${fmt(recorder.requests)} (mix: ${fmt(mixRequests)} in ${mixSeconds.toFixed(1)} s, ${fmt(mixRequests / mixSeconds)}/s)`,
      `5xx               ${fmt(recorder.serverErrors)}${recorder.networkErrors ? ` (and ${fmt(recorder.networkErrors)} requests with no answer)` : ''}`,
      `latency (mix)     p50 ${recorder.percentile(0.5).toFixed(1)} ms, p99 ${recorder.percentile(0.99).toFixed(1)} ms`,
      `acknowledged      ${fmt(acknowledged)} writes (${fmt(inDoubtCount)} more in doubt: answered 5xx or not at all)`,
      `lost writes       ${fmt(lost)}`,
      `answers           ${[...recorder.statuses]
        .sort((a, b) => a[0] - b[0])
        .map(([status, count]) => `${status}×${fmt(count)}`)
        .join(', ')}`,
    ];
    const routes = recorder.slowestRoutes(Infinity);
    out.push('per endpoint, slowest p99 first:');
    for (const { route, requests, p50, p99 } of routes)
      out.push(`  ${route} (${fmt(requests)}×) p50 ${p50.toFixed(0)} ms, p99 ${p99.toFixed(0)} ms`);
    const slow = routes.filter((route) => route.p99 > P99_TARGET_MS);
    out.push(`every endpoint p99 ≤ 1 s: ${slow.length ? `NOT met (${slow.length} over)` : 'met'}`);
    wal?.stop();
    if (wal) out.push(`WAL (max seen)    ${mb(wal.maxBytes)} in ${fmt(wal.samples)} samples every 50 ms (limit ${mb(WAL_LIMIT_BYTES)})`);
    out.push(
      `machine load      ${os
        .loadavg()
        .map((load) => load.toFixed(2))
        .join(', ')} (1, 5, 15 min)`,
    );
    for (const [route, count] of [...recorder.serverErrorsByRoute].sort((a, b) => b[1] - a[1]).slice(0, 8))
      out.push(`  5xx ${fmt(count)} × ${route}`);
    for (const [message, count] of loggedErrors(instances).slice(0, 8)) out.push(`  logged ${fmt(count)} × ${message}`);
    for (const note of checks.flatMap((check) => check.notes).slice(0, 10)) out.push(`  lost: ${note}`);
    process.stdout.write(`${out.join('\n')}\n`);
    const walPassed = wal !== undefined && wal.maxBytes > WAL_LIMIT_BYTES;
    if (recorder.serverErrors > 0 || recorder.networkErrors > 0 || lost > 0 || walPassed) process.exitCode = 1;
  } finally {
    wal?.stop();
    if (proxy) {
      const { server } = proxy;
      const closed = new Promise((resolve) => server.close(resolve));
      server.closeAllConnections(); // the users' kept-alive connections would hold it open
      await closed;
    }
    await Promise.all(instances.map(stopInstance));
    await database.drop().catch((error: unknown) => process.stderr.write(`could not drop the load database: ${String(error)}\n`));
    rmSync(workDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
