/**
 * What the load run (bench/load.ts) runs against: the built server's processes, their database, and
 * the round-robin proxy in front of them.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, openSync, readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

export type DatabaseKind = 'sqlite' | 'mariadb';

const apiDir = path.resolve(__dirname, '..');

export interface Instance {
  url: string;
  child: ChildProcess;
  logFile: string;
}

async function freePort(): Promise<number> {
  const probe = http.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Its log goes to a file, not through this process: the load client keeps the CPU it measures with. */
export async function startInstance(index: number, env: Record<string, string>, workDir: string): Promise<Instance> {
  const port = await freePort();
  const logFile = path.join(workDir, `server-${index}.log`);
  const log = openSync(logFile, 'w');
  const child = spawn(process.execPath, [path.join(apiDir, 'dist', 'server.js')], {
    cwd: workDir,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  return { url: `http://127.0.0.1:${port}`, child, logFile };
}

export async function waitUntilHealthy(instance: Instance): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (instance.child.exitCode !== null)
      throw new Error(`the server exited (${instance.child.exitCode}): ${readFileSync(instance.logFile, 'utf8').slice(-1500)}`);
    if (
      await fetch(`${instance.url}/healthz`).then(
        (res) => res.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server at ${instance.url} did not become healthy: ${readFileSync(instance.logFile, 'utf8').slice(-1500)}`);
}

export async function stopInstance(instance: Instance): Promise<void> {
  if (instance.child.exitCode !== null) return;
  const exited = new Promise((resolve) => instance.child.once('exit', resolve));
  instance.child.kill('SIGTERM');
  await exited;
}

/** The error lines the servers logged, by message, most frequent first. */
export function loggedErrors(instances: Instance[]): [string, number][] {
  const counts = new Map<string, number>();
  for (const instance of instances) {
    for (const line of readFileSync(instance.logFile, 'utf8').split('\n')) {
      if (!line.includes('"level":"error"')) continue;
      let key = line.slice(0, 200);
      try {
        const entry = JSON.parse(line) as { msg?: string; error?: string | { message?: string } };
        const error = typeof entry.error === 'object' ? entry.error?.message : entry.error;
        key = [entry.msg, error].filter(Boolean).join(' — ').slice(0, 200);
      } catch {
        // not JSON: the line itself
      }
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  }
  return [...counts].sort((a, b) => b[1] - a[1]);
}

/** The stand-in balancer, and a way to open its connections to the servers ahead of the mix. */
export interface Proxy {
  server: http.Server;
  /**
   * Opens at least `count` kept-alive connections to each server: that many requests handed to the
   * agent in one go each get a socket of their own, and stay open for the mix once answered.
   */
  openConnections(count: number): Promise<void>;
}

/** A stand-in load balancer: each request to the next instance in turn, headers passed as they are. */
export async function startProxy(upstreams: string[]): Promise<Proxy> {
  // Like a real balancer, it drops a connection idle for 30 s, before the server would (65 s).
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256, timeout: 30_000 });
  const healthCheck = (upstream: string) =>
    new Promise<void>((resolve) => {
      const request = http.get(`${upstream}/healthz`, { agent }, (answer) => answer.resume().on('end', resolve));
      request.on('error', () => resolve());
    });
  const openConnections = async (count: number) => {
    await Promise.all(upstreams.flatMap((upstream) => Array.from({ length: count }, () => healthCheck(upstream))));
  };
  let next = 0;
  const proxy = http.createServer((req, res) => {
    const target = new URL(upstreams[next]);
    next = (next + 1) % upstreams.length;
    const forward = http.request(
      { agent, host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'application/json' });
      res.end('{"success":false,"error":"The proxy could not reach an instance."}');
    });
    req.pipe(forward);
  });
  // A balancer keeps its clients' idle connections a minute (ALB: 60 s), not Node's 5 s: with 5 s the
  // client reused a connection the proxy was closing now and then (ECONNRESET, a write in doubt).
  proxy.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  return { server: proxy, openConnections };
}

export interface Database {
  url: string;
  /** What the run measured, as its report names it: `SQLite`, `MariaDB (TCP)` or `MariaDB (Unix socket)`. */
  name: string;
  drop(): Promise<void>;
}

export async function createDatabase(kind: DatabaseKind, workDir: string): Promise<Database> {
  if (kind === 'sqlite') return { url: `sqlite:${path.join(workDir, 'load.sqlite')}`, name: 'SQLite', drop: () => Promise.resolve() };
  const mysql = await import('mysql2/promise');
  const server = (process.env.LOAD_MARIADB_URL ?? process.env.TEST_MARIADB_URL ?? 'mysql://root@127.0.0.1:3306').replace(/\/+$/, '');
  const name = `ontrack_load_${randomBytes(4).toString('hex')}`;
  const admin = async (sql: string) => {
    const connection = await mysql.createConnection({ uri: server, connectTimeout: 5000 });
    try {
      await connection.query(sql);
    } finally {
      await connection.end();
    }
  };
  await admin(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  // The servers reach it by its Unix socket when one is given (a database on the same machine).
  const socket = process.env.LOAD_MARIADB_SOCKET;
  const url = `${server}/${name}${socket ? `?socketPath=${encodeURIComponent(socket)}` : ''}`;
  return {
    url,
    name: socket ? 'MariaDB (Unix socket)' : 'MariaDB (TCP)',
    drop: () => admin(`DROP DATABASE IF EXISTS \`${name}\``),
  };
}
