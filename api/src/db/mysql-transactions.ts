import { setTimeout as sleep } from 'node:timers/promises';
import type { DataSource, EntityManager, QueryRunner } from 'typeorm';
import { isLockConflict } from './database-errors';
import { connectionOf } from './mysql-connection';

type Work<T> = (manager: EntityManager) => Promise<T>;
type IsolationLevel = NonNullable<Parameters<QueryRunner['startTransaction']>[0]>;

/** What the retries may spend: attempts in all, and no new attempt once the time is up. */
export interface RetryLimits {
  transactionAttempts: number;
  /** The whole budget of one `transaction(...)` call, first attempt included. */
  retryWindowMs: number;
}

/**
 * One attempt on a pooled connection of its own. When its ROLLBACK fails, nobody knows what the
 * connection still holds (locks, a half-open transaction): it is destroyed instead of going back to
 * the pool (docs/architecture.md, Failure rules).
 */
async function attempt<T>(dataSource: DataSource, isolation: IsolationLevel | undefined, work: Work<T>): Promise<T> {
  const runner = dataSource.createQueryRunner('master');
  let inDoubt = false;
  try {
    await runner.startTransaction(isolation);
    const result = await work(runner.manager);
    await runner.commitTransaction();
    return result;
  } catch (error) {
    if (runner.isTransactionActive) {
      try {
        await runner.rollbackTransaction();
      } catch {
        inDoubt = true;
      }
    }
    throw error;
  } finally {
    if (inDoubt) connectionOf(runner)?.destroy();
    await runner.release();
  }
}

/** Full jitter on an exponential step (25 ms, 50 ms, 100 ms, …): colliding transactions spread out. */
function backoffMs(failedAttempts: number): number {
  return Math.round(Math.random() * 25 * 2 ** failedAttempts);
}

/**
 * MySQL/MariaDB: every `dataSource.transaction(...)` runs again from the start after a deadlock or a
 * lock wait timeout (InnoDB has rolled it back; the work reads everything again), a bounded number
 * of times with jittered backoff. When the retries run out the last error goes on, and the error
 * handler answers it with 503 and Retry-After (database-errors.ts). One place for every call site, so
 * work inside must be safe to run again: database work through its manager, nothing sent or kept
 * outside it. Nested `manager.transaction` calls are savepoints, not retried.
 */
export function retryMysqlTransactions(dataSource: DataSource, limits: RetryLimits): void {
  const transaction = async (isolationOrWork: unknown, maybeWork?: unknown) => {
    const isolation = typeof isolationOrWork === 'string' ? (isolationOrWork as IsolationLevel) : undefined;
    const work = (typeof isolationOrWork === 'function' ? isolationOrWork : maybeWork) as Work<unknown>;
    const started = Date.now();
    for (let attempts = 1; ; attempts += 1) {
      try {
        return await attempt(dataSource, isolation, work);
      } catch (error) {
        const pause = backoffMs(attempts);
        const outOfTime = Date.now() + pause - started >= limits.retryWindowMs;
        if (!isLockConflict(error) || attempts >= limits.transactionAttempts || outOfTime) throw error;
        await sleep(pause);
      }
    }
  };
  dataSource.manager.transaction = transaction;
}
