import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { entities } from './entities';
import { migrations } from './migrations';

/**
 * The data source for a DATABASE_URL: `sqlite:<path>` (better-sqlite3, WAL, busy timeout) or
 * `mysql://user:pass@host:port/db` (mysql2). Schema comes only from migrations, never `synchronize`.
 */
export function dataSourceOptions(databaseUrl: string, cwd = process.cwd()): DataSourceOptions {
  const common = {
    entities,
    migrations,
    migrationsRun: false,
    synchronize: false,
    logging: false,
    // Where-clauses with null/undefined values are bugs here, never "match everything".
    invalidWhereValuesBehavior: { null: 'throw', undefined: 'throw' },
  } as const;

  if (databaseUrl.startsWith('sqlite:')) {
    const target = databaseUrl.slice('sqlite:'.length);
    const database = target === ':memory:' ? ':memory:' : path.resolve(cwd, target);
    if (database !== ':memory:') mkdirSync(path.dirname(database), { recursive: true });
    return {
      ...common,
      type: 'better-sqlite3',
      database,
      enableWAL: database !== ':memory:',
      timeout: 5000,
      prepareDatabase: (db: { pragma(sql: string): unknown }) => {
        db.pragma('foreign_keys = ON');
      },
    } as DataSourceOptions;
  }

  const url = databaseUrl.replace(/^mariadb:/, 'mysql:');
  return {
    ...common,
    type: 'mysql',
    url,
    charset: 'utf8mb4_unicode_ci',
    timezone: 'Z',
    poolSize: 10,
  } as DataSourceOptions;
}

export function createDataSource(databaseUrl: string, cwd?: string): DataSource {
  const dataSource = new DataSource(dataSourceOptions(databaseUrl, cwd));
  if (dataSource.options.type === 'better-sqlite3') serializeTransactions(dataSource);
  return dataSource;
}

/**
 * better-sqlite3 gives TypeORM ONE connection for the whole process. Two requests whose
 * `dataSource.transaction(...)` overlap would therefore nest: the second becomes a SAVEPOINT inside
 * the first, the first's COMMIT releases the wrong savepoint, and a rollback of either undoes the
 * other's work. So transactions started from the data source run one after another (a promise
 * chain is enough: an embedded database has one process). Work inside a transaction uses the
 * manager it is given, whose nested `transaction` calls are real savepoints and bypass this queue.
 */
function serializeTransactions(dataSource: DataSource): void {
  const manager = dataSource.manager;
  const runTransaction = manager.transaction.bind(manager) as (...args: unknown[]) => Promise<unknown>;
  let tail: Promise<unknown> = Promise.resolve();
  manager.transaction = ((...args: unknown[]) => {
    const run = () => runTransaction(...args);
    const result = tail.then(run, run);
    tail = result.catch(() => undefined);
    return result;
  }) as typeof manager.transaction;
}
