import { execFileSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync, statSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ApiClient } from './support/client';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * SQLite on a small volume of its own (a 6 MB tmpfs, mounted here: the tests and CI run as root),
 * filled up for real: the write-ahead log stays within its bound, a full disk refuses writes with a
 * 503 and Retry-After while reads and /healthz (503 degraded) go on, and once room comes back writes
 * and /healthz recover without a restart (docs/decisions/sqlite-full-disk.md).
 */
const NETWORTH = '/networth/api/networth';
const WAL_LIMIT = 1024 * 1024;
const canMount = process.getuid?.() === 0;

const entry = (name: string) => ({ type: 'asset', category: 'Cash', name: `${name} ${'x'.repeat(90)}`, value: 12.34, date: '2025-01-01' });

(canMount ? describe : describe.skip)('SQLite on a volume that fills up', () => {
  let volume: string;
  let testApp: TestApp;
  const databaseFile = () => path.join(volume, 'ontrack.sqlite');
  const walSize = () => {
    try {
      return statSync(`${databaseFile()}-wal`).size;
    } catch {
      return 0;
    }
  };
  const filler = () => path.join(volume, 'filler');

  /** Takes every byte the volume has left. */
  function fillVolume(): void {
    const fd = openSync(filler(), 'a');
    const chunk = Buffer.alloc(64 * 1024, 1);
    try {
      for (;;) writeSync(fd, chunk);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
    } finally {
      closeSync(fd);
    }
  }

  const open = () => createTestApp('sqlite', { sqliteFile: databaseFile(), limits: { walLimitBytes: WAL_LIMIT } });

  beforeAll(() => {
    volume = mkdtempSync(path.join(tmpdir(), 'ontrack-full-disk-'));
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=6m', 'tmpfs', volume]);
  });

  afterAll(() => {
    // Lazily: a failed test may leave a handle open, and the next run must not find the mount.
    execFileSync('umount', ['-l', volume]);
    rmSync(volume, { recursive: true, force: true });
  });

  beforeEach(async () => {
    testApp = await open();
  });

  afterEach(async () => {
    await testApp.close();
  });

  async function signIn(): Promise<ApiClient> {
    const client = testApp.client();
    const res = await client.login('ann@example.com');
    expect(res.status).toBe(200);
    return client;
  }

  /**
   * Adds entries until the disk refuses one; the largest log seen meanwhile, and the refusal. On a
   * full disk a few small writes may still fit (into log pages already allocated), never many.
   */
  async function addEntriesUntilRefused(client: ApiClient) {
    let maxWal = 0;
    for (let i = 0; i < 5000; i += 1) {
      const res = await client.post(`${NETWORTH}/entries`, entry(`Entry ${i}`));
      maxWal = Math.max(maxWal, walSize());
      if (res.status !== 201) return { res, maxWal, added: i };
    }
    throw new Error('The disk never became full.');
  }

  it('keeps the log within its bound, answers 503 on a full disk with /healthz degraded, and recovers by itself once there is room', async () => {
    const ann = testApp.client();
    await ann.signUp('ann@example.com');
    expect((await ann.put(`${NETWORTH}/init-categories`)).status).toBe(200);

    // Steady writes on a disk with room: the log never passes its bound (SQLite alone let it grow to ~20 MB).
    let maxWal = 0;
    for (let i = 0; i < 300; i += 1) {
      expect((await ann.post(`${NETWORTH}/entries`, entry(`Before ${i}`))).status).toBe(201);
      maxWal = Math.max(maxWal, walSize());
    }
    expect(maxWal).toBeGreaterThan(0);
    expect(maxWal).toBeLessThanOrEqual(WAL_LIMIT);

    fillVolume();
    const full = await addEntriesUntilRefused(ann);
    expect(full.maxWal).toBeLessThanOrEqual(WAL_LIMIT);
    expect(full.res.status).toBe(503);
    expect(full.res.body).toEqual({ success: false, error: 'The database is full: nothing was saved. Please try again later.' });
    expect(Number(full.res.headers['retry-after'])).toBeGreaterThan(0);
    // Still refused, and still readable (any room a checkpoint freed meanwhile is taken again).
    fillVolume();
    expect((await addEntriesUntilRefused(ann)).res.status).toBe(503);
    const entries = await ann.get(`${NETWORTH}/dashboard`);
    expect(entries.status).toBe(200);

    const health = await testApp.request().get('/healthz');
    expect(health.status).toBe(503);
    expect(health.body).toEqual({ status: 'degraded', db: 'read-only: disk full' });

    // Signing in goes on (the session is kept in memory, db/disk-space.ts), and so does reading.
    const signedIn = await signIn();
    expect((await signedIn.get(`${NETWORTH}/dashboard`)).status).toBe(200);
    expect(await signedIn.status()).toMatchObject({ logged_in: true });
    fillVolume();
    expect((await addEntriesUntilRefused(signedIn)).res.status).toBe(503);

    // A restart on the full disk: people still sign in and read what they had.
    await testApp.close();
    // (Closing may have folded the log in and deleted it: that room is the restarted server's.)
    testApp = await open();
    fillVolume();
    const afterRestart = await signIn();
    const dashboard = await afterRestart.get(`${NETWORTH}/dashboard`);
    expect(dashboard.status).toBe(200);
    expect(JSON.stringify(dashboard.body)).toContain('Before 299');
    expect((await addEntriesUntilRefused(afterRestart)).res.status).toBe(503);
    expect((await testApp.request().get('/healthz')).body).toEqual({ status: 'degraded', db: 'read-only: disk full' });

    rmSync(filler());
    // No write needed: /healthz sees the room by itself.
    expect((await testApp.request().get('/healthz')).body).toEqual({ status: 'ok', db: 'ok' });
    const kept = await afterRestart.post(`${NETWORTH}/entries`, entry('After the disk had room'));
    expect(kept.status).toBe(201);
    for (let i = 0; i < 100; i += 1) expect((await afterRestart.post(`${NETWORTH}/entries`, entry(`After ${i}`))).status).toBe(201);
    expect(walSize()).toBeLessThanOrEqual(WAL_LIMIT);
  });
});
