import type { DataSource, EntityManager } from 'typeorm';
import { User } from './entities';

/**
 * Takes the user's write lock inside a transaction: `SELECT … FOR UPDATE` of the user's row on
 * MySQL/MariaDB, so writers of one user's data run one after the other on any number of instances
 * (caps counted under it are exact; "replace the list" writes do not interleave). Take it FIRST in
 * the transaction, before anything else of the user's is read or written: a lock taken after others
 * is how two transactions end up waiting for each other. Every read after it sees everything the
 * previous holder committed: transactions read committed data (db/mysql-limits.ts,
 * SESSION_ISOLATION_SQL). On SQLite there is nothing to take: the transaction
 * runner already runs one transaction at a time (sqlite-transactions.ts).
 */
export async function lockUser(manager: EntityManager, userId: number): Promise<void> {
  if (manager.dataSource.options.type !== 'mysql') return;
  await manager
    .createQueryBuilder(User, 'user')
    .select('user.id')
    .setLock('pessimistic_write')
    .where('user.id = :userId', { userId })
    .getOne();
}

/**
 * Runs `work` in one database transaction that holds the user's write lock (lockUser, first).
 * `work` must use only `manager` (a second pooled connection could wait on this one), must not call
 * `writeForUser` again (on SQLite it would wait for itself), and may run more than once (a deadlock
 * on MySQL retries the whole transaction: mysql-transactions.ts).
 */
export async function writeForUser<T>(dataSource: DataSource, userId: number, work: (manager: EntityManager) => Promise<T>): Promise<T> {
  return dataSource.transaction(async (manager) => {
    await lockUser(manager, userId);
    return work(manager);
  });
}
