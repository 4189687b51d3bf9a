import type { EntityManager } from 'typeorm';
import { serviceUnavailable } from '../errors';
import { message } from '../i18n';

/**
 * Runs `work` holding MySQL named locks (GET_LOCK) on the connection `manager` runs on (a
 * transaction's, or one of its own: repositories/database.ts onOneConnection), taken in
 * sorted order so two callers never wait for each other crosswise, and released before it ends. A
 * lock not had within `timeoutSeconds` answers 503. Lock names are server-wide and at most 64
 * characters: callers put the database's name into them (`databaseName`) and hash what is longer.
 * On SQLite there is nothing to take: its transactions already run one at a time (sqlite-transactions.ts).
 */
export async function withNamedLocks<T>(
  manager: EntityManager,
  names: string[],
  timeoutSeconds: number,
  work: () => Promise<T>,
): Promise<T> {
  if (manager.dataSource.options.type !== 'mysql') return work();
  const sorted = [...new Set(names)].sort();
  if (sorted.length === 0) return work();
  // A connection that broke meanwhile has dropped its locks already: nothing to release then.
  const release = (held: string[]) =>
    manager.query(`SELECT ${held.map(() => 'RELEASE_LOCK(?)').join(', ')}`, [...held].reverse()).catch(() => undefined);
  // All in one statement, one round trip: MariaDB evaluates the select list left to right, so the
  // locks are still taken in sorted order, each waiting its turn. A statement that failed may have
  // taken some: every name is released then (releasing a lock this connection lacks changes nothing).
  const [row] = await manager
    .query<Record<string, number | string | null>[]>(
      `SELECT ${sorted.map((_, index) => `GET_LOCK(?, ?) AS got${index}`).join(', ')}`,
      sorted.flatMap((name) => [name, timeoutSeconds]),
    )
    .catch(async (error: unknown) => {
      await release(sorted);
      throw error;
    });
  const held = sorted.filter((_, index) => Number(row?.[`got${index}`]) === 1);
  try {
    if (held.length !== sorted.length) throw serviceUnavailable(message('http.serverBusy'));
    return await work();
  } finally {
    if (held.length > 0) await release(held);
  }
}

/** The database's name, to keep lock names of two databases on one server apart; '' on SQLite. */
export function databaseName(manager: EntityManager): string {
  return manager.dataSource.driver.database ?? '';
}
