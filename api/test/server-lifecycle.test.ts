import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * The real entry point (`src/server.ts`), run as its own process: it listens, migrates an empty
 * database, serves, and on SIGTERM stops accepting, closes the database and exits 0. A configuration error
 * exits 1 with a message a person can act on.
 */
const apiDir = path.resolve(__dirname, '..');

function startServer(env: Record<string, string>, cwd: string): { child: ChildProcess; output: () => string } {
  let output = '';
  const child = spawn(process.execPath, ['-r', require.resolve('ts-node/register'), path.join(apiDir, 'src', 'server.ts')], {
    cwd,
    env: { ...process.env, TS_NODE_PROJECT: path.join(apiDir, 'tsconfig.json'), TS_NODE_TRANSPILE_ONLY: '1', NODE_ENV: 'test', ...env },
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  return { child, output: () => output };
}

function exitOf(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

async function waitFor(check: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('server process', () => {
  let workDir: string;
  beforeEach(() => {
    workDir = mkdtempSync(path.join(tmpdir(), 'ontrack-server-'));
  });
  afterEach(() => rmSync(workDir, { recursive: true, force: true }));

  it('migrates, answers /healthz, and exits 0 on SIGTERM', async () => {
    const port = 39000 + (process.pid % 1000);
    const { child, output } = startServer({ PORT: String(port), DATABASE_URL: 'sqlite:./db.sqlite', SESSION_SECRET: 'lifecycle' }, workDir);
    const exited = exitOf(child);
    // It listens first (answering /healthz "starting"), then migrates and is ready.
    await waitFor(() => output().includes('"msg":"database ready"'), 20_000);
    expect(output().indexOf('"msg":"listening"')).toBeGreaterThan(-1);
    expect(output()).toContain('Accounts1763700000000');

    const health = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok', db: 'ok' });

    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(output()).toContain('"msg":"stopped"');
  }, 40_000);

  it('refuses a bad configuration with a clear message and exit code 1', async () => {
    const { child, output } = startServer({ PORT: 'eighty' }, workDir);
    expect(await exitOf(child)).toBe(1);
    expect(output()).toContain('Configuration error: PORT must be a whole number from 1 to 65535, got "eighty".');
  }, 40_000);
});
