import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import { createDataSource } from '../src/db/data-source';
import { databaseTrouble } from '../src/db/database-errors';
import { NetWorthEntry, Session, User } from '../src/db/entities';
import type { ApiClient } from './support/client';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * SQLite with a full disk. After one SQLITE_FULL, SQLite had rolled the
 * transaction back by itself, TypeORM's own ROLLBACK failed (swallowed) and TypeORM still counted a
 * transaction open; the next failing request then left the one connection inside a transaction
 * that was never committed, and every write after it answered 201 and was gone at restart.
 * `PRAGMA max_page_count` makes the database "full" without a small disk. "After a restart" is the
 * file opened by a second data source, which reads only what was committed.
 */
const NETWORTH = '/networth/api/networth';

let dir: string;
const opened: DataSource[] = [];

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'ontrack-durability-'));
});

afterEach(async () => {
  for (const dataSource of opened.splice(0)) if (dataSource.isInitialized) await dataSource.destroy();
  rmSync(dir, { recursive: true, force: true });
});

const databaseFile = () => path.join(dir, 'ontrack.sqlite');

async function afterRestart(): Promise<DataSource> {
  const dataSource = createDataSource(`sqlite:${databaseFile()}`);
  await dataSource.initialize();
  opened.push(dataSource);
  return dataSource;
}

describe('SQLite with a full disk, over HTTP', () => {
  let testApp: TestApp;

  beforeEach(async () => {
    testApp = await createTestApp('sqlite', { sqliteFile: databaseFile() });
  });

  afterEach(async () => {
    await testApp.close();
  });

  /** The database cannot grow past the pages it has now. */
  async function fillDisk(): Promise<void> {
    const [{ page_count: pages }] = await testApp.dataSource.query('PRAGMA page_count');
    await testApp.dataSource.query(`PRAGMA max_page_count = ${Number(pages)}`);
  }

  async function freeDisk(): Promise<void> {
    await testApp.dataSource.query('PRAGMA max_page_count = 1073741823');
  }

  async function signedIn(email: string): Promise<ApiClient> {
    const client = testApp.client();
    await client.signUp(email);
    expect((await client.put(`${NETWORTH}/init-categories`)).status).toBe(200);
    return client;
  }

  const entry = (name: string) => ({ type: 'asset', category: 'Cash', name, value: 12.34, date: '2025-01-01' });

  /** Adds entries (one transaction each) until the disk is full; answers the first answer that was not a 201. */
  async function addEntriesUntilRefused(client: ApiClient) {
    for (let i = 0; i < 2000; i += 1) {
      const res = await client.post(`${NETWORTH}/entries`, entry(`Entry ${i} ${'x'.repeat(100)}`));
      if (res.status !== 201) return res;
    }
    throw new Error('The database never became full.');
  }

  it('answers 503 for a write the full disk refuses, and keeps every write acknowledged after the disk has room again', async () => {
    const ann = await signedIn('ann@example.com');
    await fillDisk();

    const refused = await addEntriesUntilRefused(ann);
    expect(refused.status).toBe(503);
    expect(refused.body).toEqual({ success: false, error: 'The database is full: nothing was saved. Please try again later.' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    await freeDisk();
    // An ordinary failure inside a transaction (an unknown category: 400, rolled back).
    const rejected = await ann.post(`${NETWORTH}/entries`, { ...entry('Nowhere'), category: 'No such category' });
    expect(rejected.status).toBe(400);

    // Writes after it are acknowledged, and must still be there after a restart.
    const bob = testApp.client();
    await bob.signUp('bob@example.com');
    const kept = await ann.post(`${NETWORTH}/entries`, entry('After the disk had room'));
    expect(kept.status).toBe(201);

    const restarted = await afterRestart();
    expect(await restarted.getRepository(User).existsBy({ email: 'bob@example.com' })).toBe(true);
    expect(await restarted.getRepository(NetWorthEntry).existsBy({ name: 'After the disk had room' })).toBe(true);
    // Exactly what the running app sees: the refused entry is in neither.
    expect(await restarted.getRepository(NetWorthEntry).count()).toBe(await testApp.dataSource.getRepository(NetWorthEntry).count());
  });

  it('answers 503 to a single statement outside a transaction that the full disk refuses, and recovers without a restart', async () => {
    const ann = await signedIn('ann@example.com');
    const first = (await ann.post(`${NETWORTH}/entries`, entry('To delete later'))).body;
    await fillDisk();
    await addEntriesUntilRefused(ann);

    // One INSERT outside any transaction, on the connection the app's requests use (no route does
    // one any more: anonymous visits store nothing). It is refused as a full database...
    let refusal: unknown;
    for (let i = 0; i < 2000 && !refusal; i += 1) {
      const now = Date.now();
      await testApp.dataSource
        .getRepository(Session)
        .insert({
          idHash: `filler-${i}-${'x'.repeat(40)}`.slice(0, 64),
          userId: null,
          clientKey: null,
          csrfToken: 'x'.repeat(64),
          remember: false,
          createdAt: now,
          lastSeenAt: now,
          expiresAt: now,
        })
        .catch((error: unknown) => {
          refusal = error;
        });
    }
    expect(databaseTrouble(refusal)).toBe('full');
    // ... and the connection is not left inside a transaction: reads over HTTP still answer.
    expect(await ann.status()).toMatchObject({ logged_in: true });

    await freeDisk();
    // A single-statement write (DELETE) and a transaction, both after the disk has room again.
    expect((await ann.delete(`${NETWORTH}/entries/${first.id}`)).status).toBe(200);
    expect((await ann.post(`${NETWORTH}/entries`, entry('Saved after recovery'))).status).toBe(201);

    const restarted = await afterRestart();
    expect(await restarted.getRepository(NetWorthEntry).existsBy({ id: first.id })).toBe(false);
    expect(await restarted.getRepository(NetWorthEntry).existsBy({ name: 'Saved after recovery' })).toBe(true);
  });
});

/** The one connection's transactions, driven directly (better-sqlite3 as TypeORM holds it). */
describe('SQLite transactions on the one connection', () => {
  let dataSource: DataSource;

  interface RawConnection {
    inTransaction: boolean;
    exec(sql: string): unknown;
    prepare(sql: string): unknown;
  }
  const raw = () => (dataSource.driver as unknown as { databaseConnection: RawConnection }).databaseConnection;

  beforeEach(async () => {
    dataSource = createDataSource(`sqlite:${databaseFile()}`);
    opened.push(dataSource);
    await dataSource.initialize();
    await dataSource.query('CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT NOT NULL)');
  });

  const notesAfterRestart = async () =>
    (await (await afterRestart()).query('SELECT body FROM notes ORDER BY id')).map((row: { body: string }) => row.body);
  const pause = () => new Promise((resolve) => setTimeout(resolve, 20));

  async function interleave(): Promise<void> {
    const failing = dataSource.transaction(async (manager) => {
      await manager.query("INSERT INTO notes (body) VALUES ('doomed')");
      await pause();
      throw new Error('boom');
    });
    // Meanwhile, another request's single INSERT (no transaction of its own).
    const single = (async () => {
      await pause();
      await dataSource.query("INSERT INTO notes (body) VALUES ('acknowledged')");
    })();

    await expect(failing).rejects.toThrow('boom');
    await single;
    expect(await notesAfterRestart()).toEqual(['acknowledged']);
  }

  it('keeps a statement made outside any transaction while another transaction is open, when that one rolls back', interleave);

  it('still does after the data source was closed and opened again (a new connection, a new query runner)', async () => {
    await dataSource.destroy();
    await dataSource.initialize();
    await interleave();
  });

  it('rolls back a transaction left open on the connection before the next one, whose write is then durable', async () => {
    // Left open by nobody's turn: what the old code left behind after a failed ROLLBACK.
    raw().exec("BEGIN; INSERT INTO notes (body) VALUES ('never acknowledged')");
    await dataSource.transaction(async (manager) => {
      await manager.query("INSERT INTO notes (body) VALUES ('committed')");
    });
    expect(raw().inTransaction).toBe(false);
    expect(await notesAfterRestart()).toEqual(['committed']);
  });

  it('refuses every write with a 503 while a failed ROLLBACK leaves the connection in a transaction, and goes on once it succeeds', async () => {
    // A stand-in for a disk that fails the ROLLBACK (an I/O error cannot be made here for real).
    const connection = raw();
    let rollbackFails = true;
    for (const method of ['exec', 'prepare'] as const) {
      const original = connection[method].bind(connection);
      connection[method] = (sql: string) => {
        if (rollbackFails && /^\s*ROLLBACK\s*$/i.test(sql)) throw Object.assign(new Error('disk I/O error'), { code: 'SQLITE_IOERR' });
        return original(sql);
      };
    }

    const failed = dataSource.transaction(async (manager) => {
      await manager.query("INSERT INTO notes (body) VALUES ('rolled back')");
      throw new Error('boom');
    });
    await expect(failed).rejects.toMatchObject({ status: 503 });

    const refusedTransaction = dataSource.transaction(async (manager) => {
      await manager.query("INSERT INTO notes (body) VALUES ('refused transaction')");
    });
    await expect(refusedTransaction).rejects.toMatchObject({ status: 503 });
    await expect(dataSource.query("INSERT INTO notes (body) VALUES ('refused statement')")).rejects.toMatchObject({ status: 503 });

    rollbackFails = false;
    await dataSource.transaction(async (manager) => {
      await manager.query("INSERT INTO notes (body) VALUES ('after recovery')");
    });
    expect(await notesAfterRestart()).toEqual(['after recovery']);
  });
});
