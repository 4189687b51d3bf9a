import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDataSource } from './data-source';
import { checkpointBetweenRequests, keepWalWithin, walBytes, type CheckpointedConnection } from './sqlite-checkpoints';

/** The little of better-sqlite3 (which ships no types) these tests use. */
interface RawDatabase extends CheckpointedConnection {
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
  it('leaves a large commit in the log (no checkpoint inside it), then folds it into the file between requests', async () => {
    const { db, file, write, close } = walDatabase();
    try {
      const stop = checkpointBetweenRequests(db, 20);
      const before = statSync(file).size;
      // ~5,000 pages: past SQLite's own 1,000-page threshold, which would have checkpointed in the commit.
      write(5_000);
      expect(statSync(file).size).toBe(before);
      expect(db.prepare('SELECT COUNT(*) AS n FROM t').get()).toEqual({ n: 5_000 });
      await sleep(100);
      expect(statSync(file).size).toBeGreaterThan(before + 4_000_000);
      stop();
    } finally {
      close();
    }
  });

  it('never checkpoints inside an open transaction, and stops once the database is closed', async () => {
    const { db, close } = walDatabase();
    const calls: string[] = [];
    const spy = {
      get open() {
        return db.open;
      },
      get inTransaction() {
        return db.inTransaction;
      },
      name: db.name,
      pragma: (sql: string) => (calls.push(sql), db.pragma(sql)),
    };
    checkpointBetweenRequests(spy, 10);
    db.exec('BEGIN');
    await sleep(60);
    expect(calls).toEqual(['wal_autocheckpoint = 0']);
    db.exec('COMMIT');
    await sleep(40);
    expect(calls.filter((sql) => sql === 'wal_checkpoint(PASSIVE)').length).toBeGreaterThan(0);
    close();
    const after = calls.length;
    await sleep(40);
    expect(calls.length).toBe(after);
  });
});

describe('the log kept within its limit', () => {
  it('leaves a log under half the limit, then copies and empties it once past (not inside a transaction), and keeps the busy timeout', () => {
    const { db, file, write, close } = walDatabase();
    try {
      db.pragma('wal_autocheckpoint = 0');
      db.pragma('busy_timeout = 5000');
      write(100);
      const small = walBytes(db);
      expect(small).toBeGreaterThan(100_000);
      keepWalWithin(db, small * 4);
      expect(walBytes(db)).toBe(small);

      const before = statSync(file).size;
      db.exec('BEGIN');
      keepWalWithin(db, small);
      expect(walBytes(db)).toBe(small);
      db.exec('COMMIT');

      expect(keepWalWithin(db, small)).toBeUndefined();
      expect(walBytes(db)).toBe(0);
      expect(statSync(file).size).toBeGreaterThan(before + 100_000);
      expect(db.pragma('busy_timeout')).toEqual([{ timeout: 5000 }]);
      expect(db.prepare('SELECT COUNT(*) AS n FROM t').get()).toEqual({ n: 100 });
    } finally {
      close();
    }
  });
});

describe('the SQLite data source', () => {
  it('checkpoints between requests on a database file (commits never do), and leaves an in-memory database as SQLite has it', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'ontrack-checkpoints-'));
    const onFile = createDataSource(`sqlite:${path.join(dir, 'db.sqlite')}`);
    const inMemory = createDataSource('sqlite::memory:');
    try {
      await onFile.initialize();
      await inMemory.initialize();
      expect(await onFile.query('PRAGMA wal_autocheckpoint')).toEqual([{ wal_autocheckpoint: 0 }]);
      expect(await inMemory.query('PRAGMA wal_autocheckpoint')).toEqual([{ wal_autocheckpoint: 1000 }]);
    } finally {
      await onFile.destroy();
      await inMemory.destroy();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
