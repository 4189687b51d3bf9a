import type { DataSource, QueryRunner } from 'typeorm';
import { databaseUnavailable } from './database-errors';
import { connectionOf, type PoolConnection } from './mysql-connection';

/** The parts of TypeORM's MysqlDriver wrapped here. */
interface MysqlDriver {
  obtainMasterConnection(): Promise<PoolConnection>;
  createQueryRunner(mode: 'master' | 'slave'): QueryRunner;
}

export interface WaitLimits {
  /** Longest wait for a pooled connection, a new one included (mysql2's connectTimeout is set to it too). */
  acquireTimeoutMs: number;
  /** Longest wait for any one statement's answer; 0 for none (migrations). */
  queryTimeoutMs: number;
}

/**
 * The session's own limits, set once on each pooled connection: the server gives up on a lock wait
 * well before the client stops waiting (so a statement never completes after its request was
 * answered 503), and on MariaDB stops a statement that runs past the client's limit. MySQL's
 * `max_execution_time` covers SELECTs alone; there the client's timer is the limit.
 */
export function sessionLimitsSql(queryTimeoutMs: number): string {
  const lockWaitSeconds = Math.max(1, Math.floor(queryTimeoutMs / 2000));
  const statementSeconds = Math.max(1, Math.floor(queryTimeoutMs * 0.9) / 1000);
  // `/*M!100100 … */` is read by MariaDB 10.1+ only; MySQL skips it as a comment.
  return `SET SESSION lock_wait_timeout = ${lockWaitSeconds}, innodb_lock_wait_timeout = ${lockWaitSeconds} /*M!100100 , max_statement_time = ${statementSeconds} */`;
}

/**
 * Every pooled connection's transactions read committed data (docs/decisions/database-transactions.md):
 * at MySQL's default, REPEATABLE READ, a DELETE or UPDATE that matches nothing still locks the gap
 * where such rows would go, and other users' INSERTs into that gap wait for it (20 first uploads at
 * once deadlocked that way). READ COMMITTED takes no such locks, so a write needs no read first to
 * find out whether there is anything to lock. Writers of one user's data are ordered by the user's
 * lock (user-lock.ts), not by snapshots; a read that needs one asks for REPEATABLE READ itself.
 */
const SESSION_ISOLATION_SQL = 'SET SESSION TRANSACTION ISOLATION LEVEL READ COMMITTED';

/** `promise`, or a 503 after `ms` (then `onLate` cleans up and a late rejection is ignored). */
function withDeadline<T>(promise: Promise<T>, ms: number, onLate: () => void): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      promise.catch(() => undefined);
      onLate();
      reject(databaseUnavailable('slow'));
    }, ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: Error) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/**
 * Time limits for MySQL/MariaDB, so a stalled or locked database answers 503 instead of holding
 * every request. mysql2's pool has no acquire timeout and its query timeout
 * leaves the connection busy with the abandoned query, so both are kept here:
 * - getting a connection (from the pool, or a new one, with its isolation and session limits) waits at most
 *   `acquireTimeoutMs`; a connection that arrives later goes straight back to the pool;
 * - a statement whose answer has not come within `queryTimeoutMs` fails, and its connection is
 *   destroyed rather than handed to the next request behind a query that may never answer.
 * Call before `initialize()`.
 */
export function limitMysqlWaits(dataSource: DataSource, limits: WaitLimits): void {
  const driver = dataSource.driver as unknown as MysqlDriver;
  const obtain = driver.obtainMasterConnection.bind(driver);
  const limited = new WeakSet<PoolConnection>();
  const sessionSql = [SESSION_ISOLATION_SQL, ...(limits.queryTimeoutMs > 0 ? [sessionLimitsSql(limits.queryTimeoutMs)] : [])];
  const run = (connection: PoolConnection, sql: string) =>
    new Promise<void>((resolve, reject) =>
      connection.query({ sql, timeout: limits.acquireTimeoutMs }, (error) => (error ? reject(error) : resolve())),
    );

  const withSessionLimits = async (connection: PoolConnection): Promise<PoolConnection> => {
    if (limited.has(connection)) return connection;
    try {
      for (const sql of sessionSql) await run(connection, sql);
    } catch (error) {
      connection.destroy();
      throw error;
    }
    limited.add(connection);
    return connection;
  };

  driver.obtainMasterConnection = () => {
    let late = false;
    const ready = obtain().then(withSessionLimits);
    ready.then(
      (connection) => late && connection.release(),
      () => undefined,
    );
    return withDeadline(ready, limits.acquireTimeoutMs, () => (late = true));
  };

  if (limits.queryTimeoutMs > 0) {
    const createQueryRunner = driver.createQueryRunner.bind(driver);
    driver.createQueryRunner = (mode) => {
      const runner = createQueryRunner(mode);
      const query = runner.query.bind(runner) as (...args: unknown[]) => Promise<unknown>;
      runner.query = ((...args: unknown[]) =>
        withDeadline(query(...args), limits.queryTimeoutMs, () => connectionOf(runner)?.destroy())) as typeof runner.query;
      return runner;
    };
  }
}
