import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import { createDataSource } from '../src/db/data-source';
import { isRead } from '../src/db/sqlite-transactions';

/**
 * better-sqlite3 gives TypeORM one connection: overlapping transactions must not nest, or one
 * request's rollback would undo another request's committed work.
 */
describe('SQLite transactions started together', () => {
  let dir: string;
  let dataSource: DataSource;

  beforeEach(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'ontrack-tx-'));
    dataSource = createDataSource(`sqlite:${path.join(dir, 'tx.sqlite')}`);
    await dataSource.initialize();
    await dataSource.query('CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT NOT NULL)');
  });

  afterEach(async () => {
    await dataSource.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  const pause = () => new Promise((resolve) => setTimeout(resolve, 20));

  it("keeps one transaction's committed write when an overlapping one rolls back", async () => {
    const failing = dataSource.transaction(async (manager) => {
      await manager.query("INSERT INTO notes (body) VALUES ('doomed')");
      await pause();
      throw new Error('boom');
    });
    const succeeding = dataSource.transaction(async (manager) => {
      await manager.query("INSERT INTO notes (body) VALUES ('kept')");
      await pause();
      return 'done';
    });

    await expect(failing).rejects.toThrow('boom');
    await expect(succeeding).resolves.toBe('done');
    expect(await dataSource.query('SELECT body FROM notes ORDER BY id')).toEqual([{ body: 'kept' }]);
  });

  it('runs overlapping transactions one after the other, in the order they were started', async () => {
    const order: string[] = [];
    await Promise.all(
      ['first', 'second', 'third'].map((name) =>
        dataSource.transaction(async (manager) => {
          order.push(`${name} begins`);
          await pause();
          await manager.query('INSERT INTO notes (body) VALUES (?)', [name]);
          order.push(`${name} ends`);
        }),
      ),
    );
    expect(order).toEqual(['first begins', 'first ends', 'second begins', 'second ends', 'third begins', 'third ends']);
  });

  it('still allows a nested transaction through the given manager (a savepoint)', async () => {
    await dataSource.transaction(async (manager) => {
      await manager.query("INSERT INTO notes (body) VALUES ('outer')");
      await expect(
        manager.transaction(async (inner) => {
          await inner.query("INSERT INTO notes (body) VALUES ('inner')");
          throw new Error('inner fails');
        }),
      ).rejects.toThrow('inner fails');
    });
    expect(await dataSource.query('SELECT body FROM notes')).toEqual([{ body: 'outer' }]);
  });
});

describe('isRead: which statements may skip the look at the log (db/sqlite-transactions.ts)', () => {
  it.each([
    ['SELECT "user"."id" FROM "users" "user" WHERE "user"."id" = ?', true],
    ['  select max(seq) as last from transactions where user_id = ?', true],
    ['WITH live AS (SELECT id FROM imports) SELECT * FROM live', true],
    ['SELECT "updated_at", "last_update" FROM goals', true],
    ['INSERT INTO "goals" ("name") VALUES (?)', false],
    ['UPDATE "goals" SET "name" = ?', false],
    ['DELETE FROM "sessions" WHERE "id" = ?', false],
    ['WITH old AS (SELECT id FROM goals) DELETE FROM goals WHERE id IN (SELECT id FROM old)', false],
    ['BEGIN TRANSACTION', false],
    ['PRAGMA foreign_keys = ON', false],
  ])('%s → %s', (sql, read) => {
    expect(isRead(sql)).toBe(read);
  });
});
