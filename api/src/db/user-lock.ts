import type { EntityManager } from 'typeorm';
import { User } from './entities';

/**
 * Takes the user's write lock inside a transaction: `SELECT … FOR UPDATE` of the user's row on
 * MySQL/MariaDB, so writers of one user's data run one after the other on any number of instances
 * (caps counted under it are exact; "replace the list" writes do not interleave). Take it FIRST in
 * the transaction, before anything else of the user's is read or written: a lock taken after others
 * is how two transactions end up waiting for each other. On SQLite there is nothing to take: the
 * transaction runner already runs one transaction at a time (sqlite-transactions.ts).
 */
export async function lockUser(manager: EntityManager, userId: number): Promise<void> {
  if (manager.dataSource.options.type !== 'mysql') return;
  await manager.getRepository(User).createQueryBuilder('user').select('user.id').setLock('pessimistic_write').where('user.id = :userId', { userId }).getOne();
}
