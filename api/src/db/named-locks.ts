import type { EntityManager } from 'typeorm';
import { serviceUnavailable } from '../errors';
import { message } from '../i18n';

/**
 * Runs `work` holding MySQL named locks (GET_LOCK) on the transaction's own connection, taken in
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
  const held: string[] = [];
  try {
    for (const name of [...new Set(names)].sort()) {
      const [row] = await manager.query<{ got: number | string | null }[]>('SELECT GET_LOCK(?, ?) AS got', [name, timeoutSeconds]);
      if (Number(row?.got) !== 1) throw serviceUnavailable(message('http.serverBusy'));
      held.push(name);
    }
    return await work();
  } finally {
    // A connection that broke meanwhile has dropped its locks already: nothing to release then.
    for (const name of held.reverse()) await manager.query('SELECT RELEASE_LOCK(?)', [name]).catch(() => undefined);
  }
}

/** The database's name, to keep lock names of two databases on one server apart; '' on SQLite. */
export function databaseName(manager: EntityManager): string {
  return manager.dataSource.driver.database ?? '';
}
