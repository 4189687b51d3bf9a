import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DataSource, type QueryRunner } from 'typeorm';

/**
 * db/sqlite-transactions.ts sets two protected fields of TypeORM's query runner (isTransactionActive,
 * transactionDepth) to what the SQLite connection says, because no public API brings them back after
 * SQLite ended a transaction by itself (docs/decisions/sqlite-transaction-ownership.md). These tests
 * pin the TypeORM release that was checked and what the fields mean in it: after an upgrade, check
 * the new release's AbstractSqliteQueryRunner against that module, then move PINNED_TYPEORM.
 */
const PINNED_TYPEORM = '1.1.1';

interface TransactionFields {
  isTransactionActive: boolean;
  transactionDepth: number;
}

const fieldsOf = (runner: QueryRunner) => runner as unknown as TransactionFields;

describe('the TypeORM internals db/sqlite-transactions.ts relies on', () => {
  let dataSource: DataSource;

  beforeEach(async () => {
    dataSource = new DataSource({ type: 'better-sqlite3', database: ':memory:' });
    await dataSource.initialize();
    await dataSource.query('CREATE TABLE notes (body TEXT NOT NULL)');
  });

  afterEach(async () => {
    await dataSource.destroy();
  });

  it('is the TypeORM release that was checked', () => {
    const manifest = JSON.parse(readFileSync(path.join(path.dirname(require.resolve('typeorm')), 'package.json'), 'utf8')) as {
      version: string;
    };
    expect(manifest.version).toBe(PINNED_TYPEORM);
  });

  it('counts open transactions in isTransactionActive and transactionDepth', async () => {
    const runner = dataSource.createQueryRunner();
    expect(fieldsOf(runner)).toEqual(expect.objectContaining({ isTransactionActive: false, transactionDepth: 0 }));
    await runner.startTransaction();
    expect(fieldsOf(runner)).toEqual(expect.objectContaining({ isTransactionActive: true, transactionDepth: 1 }));
    await runner.startTransaction();
    expect(fieldsOf(runner).transactionDepth).toBe(2);
    await runner.rollbackTransaction();
    await runner.commitTransaction();
    expect(fieldsOf(runner)).toEqual(expect.objectContaining({ isTransactionActive: false, transactionDepth: 0 }));
  });

  it('takes a transaction begun on the connection and counted by hand as its own', async () => {
    const runner = dataSource.createQueryRunner();
    const connection = (await runner.connect()) as { exec(sql: string): unknown; inTransaction: boolean };
    connection.exec('BEGIN');
    Object.assign(fieldsOf(runner), { isTransactionActive: true, transactionDepth: 1 });

    // A nested transaction is a savepoint inside it, and TypeORM's own writes join it.
    await expect(
      runner.manager.transaction(async (inner) => {
        await inner.query("INSERT INTO notes (body) VALUES ('inner')");
        throw new Error('inner fails');
      }),
    ).rejects.toThrow('inner fails');
    await runner.manager.query("INSERT INTO notes (body) VALUES ('outer')");
    expect(connection.inTransaction).toBe(true);

    connection.exec('COMMIT');
    Object.assign(fieldsOf(runner), { isTransactionActive: false, transactionDepth: 0 });
    expect(await dataSource.query('SELECT body FROM notes')).toEqual([{ body: 'outer' }]);
    // Counted as closed, the next transaction begins anew rather than as a savepoint.
    await runner.startTransaction();
    expect(fieldsOf(runner).transactionDepth).toBe(1);
    await runner.rollbackTransaction();
  });
});
