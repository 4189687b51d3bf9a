import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { createDataSource } from './data-source';
import { CheckpointThread, checkpointWorkerForTests, restartDelayMs } from './checkpoint-thread';
import {
  checkpointBetweenRequests,
  checkpointThreadOf,
  keepWalWithin,
  NEW_DATABASE_PAGE_SIZE,
  walBytes,
  type CheckpointedConnection,
} from './sqlite-checkpoints';

/** The little of better-sqlite3 (which ships no types) these tests use. */
interface RawDatabase extends CheckpointedConnection {
  readonly inTransaction: boolean;
  exec(sql: string): void;
  prepare(sql: string): { run(...values: unknown[]): unknown; get(): unknown };
  transaction<A extends unknown[]>(work: (...args: A) => void): (...args: A) => void;
  close(): void;
}
// eslint-disable-next-line @typescript-eslint/no-require-imports -- typed by hand here, so the test does not depend on @types/better-sqlite3
const Database = require('better-sqlite3') as new (file: string) => RawDatabase;

/** A WAL database file with a table, and a writer of `rows` rows of ~1 KB in one transaction. */
function walDatabase() {
  const dir = mkdtempSync(path.join(tmpdir(), 'ontrack-checkpoints-'));
  const file = path.join(dir, 'db.sqlite');
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, text TEXT)');
  const insert = db.prepare('INSERT INTO t (text) VALUES (?)');
  const write = db.transaction((rows: number) => {
    for (let i = 0; i < rows; i += 1) insert.run('x'.repeat(1000));
  });
  return { db, file, write, close: () => (db.close(), rmSync(dir, { recursive: true, force: true })) };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('SQLite checkpoints between requests', () => {
  it('leaves a large commit in the log (no checkpoint inside it), then folds it into the file from the thread', async () => {
    const { db, file, write, close } = walDatabase();
    const thread = new CheckpointThread(file);
    try {
      const stop = checkpointBetweenRequests(db, thread, 20);
      const before = statSync(file).size;
      // ~5,000 pages: past SQLite's own 1,000-page threshold, which would have checkpointed in the commit.
      write(5_000);
      expect(statSync(file).size).toBe(before);
      expect(db.prepare('SELECT COUNT(*) AS n FROM t').get()).toEqual({ n: 5_000 });
      await sleep(300);
      expect(statSync(file).size).toBeGreaterThan(before + 4_000_000);
      stop();
    } finally {
      await thread.close();
      close();
    }
  });

  it("ticks beside the connection's open transaction without ending it, and stops once the database is closed", async () => {
    const { db, file, close } = walDatabase();
    const thread = new CheckpointThread(file);
    const asked: string[] = [];
    const checkpoint = thread.checkpoint.bind(thread);
    thread.checkpoint = (mode) => (asked.push(mode), checkpoint(mode));
    checkpointBetweenRequests(db, thread, 10);
    db.exec('BEGIN');
    db.prepare('INSERT INTO t (text) VALUES (?)').run('open');
    await sleep(80);
    expect(asked.length).toBeGreaterThan(0);
    expect(new Set(asked)).toEqual(new Set(['PASSIVE']));
    expect(db.inTransaction).toBe(true);
    db.exec('COMMIT');
    expect(db.prepare('SELECT COUNT(*) AS n FROM t').get()).toEqual({ n: 1 });
    await thread.close();
    close();
    const after = asked.length;
    await sleep(40);
    expect(asked.length).toBe(after);
  });
});

describe('the log kept within its limit', () => {
  it('leaves a log under half the limit, copies what it can beside an open write, then copies and empties it, keeping the busy timeout', async () => {
    const { db, file, write, close } = walDatabase();
    const thread = new CheckpointThread(file);
    try {
      db.pragma('wal_autocheckpoint = 0');
      db.pragma('busy_timeout = 5000');
      write(100);
      const small = walBytes(db);
      expect(small).toBeGreaterThan(100_000);
      await keepWalWithin(db, thread, small * 4);
      expect(walBytes(db)).toBe(small);

      const before = statSync(file).size;
      // The connection holds the write lock: the thread's TRUNCATE gives up at once, the log stays whole.
      db.exec('BEGIN IMMEDIATE');
      expect(await keepWalWithin(db, thread, small)).toBeUndefined();
      expect(walBytes(db)).toBe(small);
      db.exec('COMMIT');

      expect(await keepWalWithin(db, thread, small)).toBeUndefined();
      expect(walBytes(db)).toBe(0);
      expect(statSync(file).size).toBeGreaterThan(before + 100_000);
      expect(db.pragma('busy_timeout')).toEqual([{ timeout: 5000 }]);
      expect(db.prepare('SELECT COUNT(*) AS n FROM t').get()).toEqual({ n: 100 });
    } finally {
      await thread.close();
      close();
    }
  });

  it('answers a closed thread without waiting, and a thread that cannot open the file with its error', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'ontrack-checkpoints-'));
    const thread = new CheckpointThread(path.join(dir, 'missing.sqlite'));
    try {
      const answer = await thread.checkpoint('PASSIVE');
      expect(answer.ok).toBe(false);
      await thread.close();
      expect(await thread.checkpoint('TRUNCATE')).toEqual({
        ok: false,
        error: { code: 'THREAD_EXITED', message: 'The checkpoint thread is closed.' },
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('a checkpoint thread that ends unexpectedly', () => {
  const restarting = { ok: false, error: { code: 'THREAD_RESTARTING', message: 'The checkpoint thread is starting again.' } };
  /** Ends the running thread as a crash would, and waits until it has ended. */
  async function kill(thread: CheckpointThread): Promise<void> {
    const worker = checkpointWorkerForTests(thread);
    expect(worker).not.toBeNull();
    await worker?.terminate();
  }
  async function startedAgain(thread: CheckpointThread): Promise<void> {
    for (let waited = 0; checkpointWorkerForTests(thread) === null; waited += 10) {
      if (waited > 5_000) throw new Error('The checkpoint thread did not start again.');
      await sleep(10);
    }
  }

  it('starts again after a wait, answering meanwhile without waiting, and its TRUNCATE then empties the log', async () => {
    const { db, file, write, close } = walDatabase();
    const thread = new CheckpointThread(file, { firstMs: 50, lastMs: 1_000 });
    try {
      db.pragma('wal_autocheckpoint = 0');
      write(100);
      expect(walBytes(db)).toBeGreaterThan(100_000);
      await kill(thread);
      expect(await thread.checkpoint('TRUNCATE')).toEqual(restarting);
      await startedAgain(thread);
      expect(await thread.checkpoint('TRUNCATE')).toEqual({ ok: true, busy: false });
      expect(walBytes(db)).toBe(0);
    } finally {
      await thread.close();
      close();
    }
  });

  it('waits twice as long after each thread in a row that ended before answering, and not at all once closed', async () => {
    expect([1, 2, 3, 10].map((endedInARow) => restartDelayMs(endedInARow, { firstMs: 100, lastMs: 1_000 }))).toEqual([
      100, 200, 400, 1_000,
    ]);
    const { file, close } = walDatabase();
    const thread = new CheckpointThread(file, { firstMs: 100, lastMs: 1_000 });
    try {
      await kill(thread);
      await startedAgain(thread);
      // Ended again before answering anything: 200 ms this time.
      await kill(thread);
      await sleep(150);
      expect(await thread.checkpoint('PASSIVE')).toEqual(restarting);
      await startedAgain(thread);
      // A thread that answered starts the count over: 100 ms, not 400.
      expect((await thread.checkpoint('PASSIVE')).ok).toBe(true);
      await kill(thread);
      await sleep(300);
      expect(checkpointWorkerForTests(thread)).not.toBeNull();
      // Closed while waiting to start again: it stays closed.
      await kill(thread);
      await thread.close();
      await sleep(300);
      expect(checkpointWorkerForTests(thread)).toBeNull();
      expect(await thread.checkpoint('PASSIVE')).toEqual({
        ok: false,
        error: { code: 'THREAD_EXITED', message: 'The checkpoint thread is closed.' },
      });
    } finally {
      await thread.close();
      close();
    }
  });
});

describe('the SQLite data source', () => {
  it('checkpoints from its thread on a database file (commits never do), closes it first, and leaves an in-memory database as SQLite has it', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'ontrack-checkpoints-'));
    const file = path.join(dir, 'db.sqlite');
    const onFile = createDataSource(`sqlite:${file}`);
    const inMemory = createDataSource('sqlite::memory:');
    try {
      await onFile.initialize();
      await inMemory.initialize();
      expect(await onFile.query('PRAGMA wal_autocheckpoint')).toEqual([{ wal_autocheckpoint: 0 }]);
      expect(await inMemory.query('PRAGMA wal_autocheckpoint')).toEqual([{ wal_autocheckpoint: 1000 }]);
      const connection = (db: typeof onFile) => (db.driver as unknown as { databaseConnection: CheckpointedConnection }).databaseConnection;
      expect(checkpointThreadOf(connection(onFile))).toBeInstanceOf(CheckpointThread);
      expect(checkpointThreadOf(connection(inMemory))).toBeUndefined();
      await onFile.query('CREATE TABLE t (id INTEGER PRIMARY KEY)');
      expect(existsSync(`${file}-wal`)).toBe(true);
      await onFile.destroy();
      // The last connection to close removes the log: the thread's was closed before the server's.
      expect(existsSync(`${file}-wal`)).toBe(false);
    } finally {
      if (onFile.isInitialized) await onFile.destroy();
      await inMemory.destroy();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("waits for another connection's hold on the write lock (as a TRUNCATE checkpoint's) in a transaction that reads, then writes", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'ontrack-checkpoints-'));
    const file = path.join(dir, 'db.sqlite');
    const dataSource = createDataSource(`sqlite:${file}`);
    try {
      await dataSource.initialize();
      await dataSource.query('CREATE TABLE t (id INTEGER PRIMARY KEY)');
      // Another thread's connection holds the write lock for 300 ms, as the checkpoint thread's TRUNCATE does.
      const holder = new Worker(
        `const { parentPort, workerData } = require('node:worker_threads');
         const db = new (require(workerData.driver))(workerData.file);
         db.exec('BEGIN IMMEDIATE');
         parentPort.postMessage('held');
         Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 300);
         db.exec('COMMIT');
         db.close();`,
        { eval: true, workerData: { driver: require.resolve('better-sqlite3'), file } },
      );
      await new Promise((resolve) => holder.once('message', resolve));
      await dataSource.transaction(async (manager) => {
        await manager.query('SELECT COUNT(*) FROM t');
        await manager.query('INSERT INTO t (id) VALUES (1)');
      });
      expect(await dataSource.query('SELECT COUNT(*) AS n FROM t')).toEqual([{ n: 1 }]);
      await new Promise((resolve) => holder.once('exit', resolve));
    } finally {
      await dataSource.destroy();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('makes a new database file with 8 KB pages, and leaves an existing one its own', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'ontrack-pages-'));
    try {
      const made = createDataSource(`sqlite:${path.join(dir, 'new.sqlite')}`);
      await made.initialize();
      await made.query('CREATE TABLE t (id INTEGER PRIMARY KEY)');
      expect(await made.query('PRAGMA page_size')).toEqual([{ page_size: NEW_DATABASE_PAGE_SIZE }]);
      await made.destroy();

      const old = new Database(path.join(dir, 'old.sqlite'));
      old.pragma('journal_mode = WAL');
      old.exec('CREATE TABLE t (id INTEGER PRIMARY KEY)');
      old.close();
      const existing = createDataSource(`sqlite:${path.join(dir, 'old.sqlite')}`);
      await existing.initialize();
      expect(await existing.query('PRAGMA page_size')).toEqual([{ page_size: 4096 }]);
      await existing.destroy();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
