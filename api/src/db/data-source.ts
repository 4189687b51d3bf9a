import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { entities } from './entities';
import { migrations } from './migrations';
import { runMigrationsOnce } from './migrate';
import { limitMysqlWaits } from './mysql-limits';
import { retryMysqlTransactions } from './mysql-transactions';
import { DEFAULT_WAL_LIMIT_BYTES, sizePagesOfNewDatabase, startCheckpoints, type CheckpointedConnection } from './sqlite-checkpoints';
import { bindWholeNumbers } from './sqlite-parameters';
import { ownSqliteTransactions } from './sqlite-transactions';

/**
 * The data source for a DATABASE_URL: `sqlite:<path>` (better-sqlite3, WAL, busy timeout) or
 * `mysql://user:pass@host:port/db` (mysql2). Schema comes only from migrations, never `synchronize`.
 */
export function dataSourceOptions(databaseUrl: string, cwd = process.cwd(), walLimitBytes = DEFAULT_WAL_LIMIT_BYTES): DataSourceOptions {
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
      // TypeORM keeps the prepared statements of its one connection, first in first out, 100 by
      // default: the app's distinct statements are more than that, so under a mix of requests it
      // prepared most of them again each time (npm run load's profile). A statement kept costs a
      // few KB.
      statementCacheSize: 2000,
      prepareDatabase: (db: CheckpointedConnection) => {
        db.pragma('foreign_keys = ON');
        if (database === ':memory:') return;
        // Before TypeORM turns WAL on, which writes the new file's first page.
        sizePagesOfNewDatabase(db);
        startCheckpoints(db, walLimitBytes);
      },
    };
  }

  const { url, socketPath } = mysqlTarget(databaseUrl);
  return {
    ...common,
    type: 'mysql',
    url,
    ...(socketPath ? { extra: { socketPath } } : {}),
    charset: 'utf8mb4_unicode_ci',
    timezone: 'Z',
    // Connections per process. Requests hold one across their round trips (a transaction for all
    // of its statements), so at 100 users 10 left most of them queueing for a connection while the
    // server itself sat idle (npm run load: 241 → 286 requests/s at 30; docs/operations.md).
    poolSize: 30,
  };
}

/**
 * The URL TypeORM reads (`mariadb:` as `mysql:`, without a query) and the server's Unix socket when
 * the URL names one (`?socketPath=/run/mysqld/mysqld.sock`), for a database on the same machine
 * that listens on no TCP port (docs/operations.md, MySQL and MariaDB).
 */
export function mysqlTarget(databaseUrl: string): { url: string; socketPath: string | null } {
  const url = databaseUrl.replace(/^mariadb:/, 'mysql:');
  const query = url.indexOf('?');
  if (query < 0) return { url, socketPath: null };
  return { url: url.slice(0, query), socketPath: new URLSearchParams(url.slice(query + 1)).get('socketPath') || null };
}

/**
 * How long the database may keep a request waiting (README, Configuration). Past these a request
 * answers 503 instead of hanging: a stalled database must not hold every request, /healthz included.
 */
export interface DatabaseLimits {
  /** Longest wait for a connection: MySQL's pool (or a new connection), SQLite's one connection's turn. */
  acquireTimeoutMs: number;
  /** MySQL: longest wait for one statement's answer (lock waits give up at half of it); 0 for none. */
  queryTimeoutMs: number;
  /** MySQL: attempts of a transaction that meets a deadlock or a lock wait timeout, the first included. */
  transactionAttempts: number;
  /** SQLite: the write-ahead log's bound in bytes (sqlite-checkpoints.ts, keepWalWithin). */
  walLimitBytes: number;
}

export const DEFAULT_DATABASE_LIMITS: DatabaseLimits = {
  acquireTimeoutMs: 5000,
  queryTimeoutMs: 10_000,
  transactionAttempts: 5,
  walLimitBytes: DEFAULT_WAL_LIMIT_BYTES,
};

export function createDataSource(databaseUrl: string, cwd?: string, limits: DatabaseLimits = DEFAULT_DATABASE_LIMITS): DataSource {
  const options = dataSourceOptions(databaseUrl, cwd, limits.walLimitBytes);
  if (options.type === 'mysql') {
    // A new connection that does not complete its handshake in time gives its pool slot back.
    Object.assign(options, { connectTimeout: limits.acquireTimeoutMs });
  }
  const dataSource = new DataSource(options);
  if (options.type === 'better-sqlite3') {
    ownSqliteTransactions(dataSource, limits.acquireTimeoutMs, limits.walLimitBytes);
    bindWholeNumbers(dataSource);
  } else {
    limitMysqlWaits(dataSource, limits);
    // No new attempt once the transaction has taken as long as one statement may.
    retryMysqlTransactions(dataSource, {
      transactionAttempts: limits.transactionAttempts,
      retryWindowMs: limits.queryTimeoutMs || Infinity,
    });
  }
  return dataSource;
}

/**
 * Brings the schema up to date. On MySQL this runs on a connection of its own without statement
 * limits (converting a large table may take minutes), closed afterwards; SQLite has no statement
 * limits, and its one connection (maybe in memory) is the one to migrate. Answers the names applied.
 */
export async function migrateDatabase(dataSource: DataSource, databaseUrl: string, cwd?: string): Promise<string[]> {
  if (dataSource.options.type === 'better-sqlite3') {
    return (await runMigrationsOnce(dataSource)).map((migration) => migration.name);
  }
  const migrator = createDataSource(databaseUrl, cwd, { ...DEFAULT_DATABASE_LIMITS, queryTimeoutMs: 0 });
  await migrator.initialize();
  try {
    // Instances starting together take turns (a named lock on MySQL): the first migrates.
    return (await runMigrationsOnce(migrator)).map((migration) => migration.name);
  } finally {
    await migrator.destroy();
  }
}
