import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { freePort } from '../../api/test/support/server-process';

export { freePort };

export const repoRoot = path.resolve(__dirname, '..', '..');

/** Waits (up to a minute) until the server answers /healthz; fails at once if it exits. */
export async function waitForHealthy(url: string, server: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the production server exited (${server.exitCode}): ${output().slice(-1000)}`);
    const healthy = await fetch(`${url}/healthz`).then(
      (res) => res.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the production server did not answer /healthz: ${output().slice(-1000)}`);
}

export interface ProductionServer {
  origin: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/**
 * A second production server (`api/dist/server.js`) of a spec's own, on a free port with its own
 * SQLite file in the run folder: for settings the shared e2e server must not get (a CDN, Stripe).
 */
export async function startProductionServer(name: string, env: Record<string, string>): Promise<ProductionServer> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const runDir = process.env.E2E_RUN_DIR!;
  let output = '';
  const server = spawn(process.execPath, [path.join(repoRoot, 'api', 'dist', 'server.js')], {
    cwd: runDir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: origin,
      DATABASE_URL: `sqlite:${path.join(runDir, `${name}.sqlite`)}`,
      MAIL_OUTBOX: path.join(runDir, 'outbox'),
      SESSION_SECRET: `e2e-${name}-secret`,
      ...env,
    },
  });
  server.stdout?.on('data', (chunk) => (output += chunk));
  server.stderr?.on('data', (chunk) => (output += chunk));
  await waitForHealthy(origin, server, () => output);
  return {
    origin,
    process: server,
    async stop() {
      if (server.exitCode !== null) return;
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    },
  };
}
