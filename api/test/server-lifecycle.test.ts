import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { exitOf, freePort, startServer, waitFor } from './support/server-process';

/**
 * The real entry point (`src/server.ts`), run as its own process: it listens, migrates an empty
 * database, serves, and on SIGTERM stops accepting, closes the database and exits 0. A configuration error
 * exits 1 with a message a person can act on.
 */
describe('server process', () => {
  let workDir: string;
  beforeEach(() => {
    workDir = mkdtempSync(path.join(tmpdir(), 'ontrack-server-'));
  });
  afterEach(() => rmSync(workDir, { recursive: true, force: true }));

  it('migrates, answers /healthz, and exits 0 on SIGTERM', async () => {
    const port = await freePort();
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
