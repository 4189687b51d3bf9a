import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

/**
 * The real entry point (`src/server.ts`) run as its own process through ts-node (the sources as
 * they are, no build needed), its output collected for the test to read.
 */
const apiDir = path.resolve(__dirname, '..', '..');

export interface ServerProcess {
  child: ChildProcess;
  /** Everything it printed so far (stdout and stderr). */
  output(): string;
}

export function startServer(env: Record<string, string>, cwd: string): ServerProcess {
  let output = '';
  const child = spawn(process.execPath, ['-r', require.resolve('ts-node/register'), path.join(apiDir, 'src', 'server.ts')], {
    cwd,
    env: { ...process.env, TS_NODE_PROJECT: path.join(apiDir, 'tsconfig.json'), TS_NODE_TRANSPILE_ONLY: '1', NODE_ENV: 'test', ...env },
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  return { child, output: () => output };
}

export function exitOf(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

export async function waitFor(check: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Waits for the "database ready" log line: the server listens first and answers 503 "starting"
 * until its database is connected and migrated. Fails early, with the output, if the process exits first.
 */
export async function waitForReady(server: ServerProcess, timeoutMs: number): Promise<void> {
  try {
    await waitFor(() => server.output().includes('"msg":"database ready"') || server.child.exitCode !== null, timeoutMs);
  } catch {
    throw new Error(`the server did not start in ${timeoutMs} ms: ${server.output().slice(-2000)}`);
  }
  if (server.child.exitCode !== null) throw new Error(`the server exited with ${server.child.exitCode}: ${server.output().slice(-2000)}`);
}

/** SIGTERM, then the exit code. */
export async function stopServer(server: ServerProcess): Promise<number | null> {
  const exited = exitOf(server.child);
  if (server.child.exitCode === null) server.child.kill('SIGTERM');
  return exited;
}

/** A port nothing listens on right now. */
export async function freePort(): Promise<number> {
  const probe = http.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}
