import type { DataSource, EntityManager } from 'typeorm';
import { User } from '../db/entities';

/**
 * Runs `work` in one database transaction that holds the user's write lock, so every write of one
 * user that goes through here runs one after another, on any number of instances: on MySQL/MariaDB
 * the user's row is read `FOR UPDATE` first; on SQLite the data source itself runs transactions one
 * after another (see db/data-source.ts). Counting under this lock is exact (e.g. a cap checked here
 * cannot be overrun by parallel requests), and taking this one row lock first, before any other
 * lock, gives every such transaction the same lock order.
 *
 * On MySQL the lock is the transaction's first statement and a locking read: InnoDB opens a
 * REPEATABLE READ snapshot at the first plain read, which therefore comes after the lock and sees
 * everything the previous holder committed.
 *
 * `work` must use only `manager` (a second pooled connection could wait on this one) and must not
 * call `writeForUser` again (on SQLite it would wait for itself).
 */
export async function writeForUser<T>(dataSource: DataSource, userId: number, work: (manager: EntityManager) => Promise<T>): Promise<T> {
  return dataSource.transaction(async (manager) => {
    if (dataSource.options.type === 'mysql') {
      await manager.getRepository(User).createQueryBuilder('user').select('user.id').setLock('pessimistic_write').where('user.id = :userId', { userId }).getOne();
    }
    return work(manager);
  });
}
