import type { EntityManager, EntityTarget, FindOptionsWhere, ObjectLiteral, QueryDeepPartialEntity } from 'typeorm';

/**
 * Deletes the rows matching `where`, only when there are any. On MySQL (REPEATABLE READ) a DELETE
 * that matches nothing still locks the gap where such rows would go; other users' INSERTs into that
 * gap wait for it while this transaction's own INSERTs wait for theirs, and 20 first uploads at once
 * deadlocked that way. Call it under the user's lock (user-lock.ts), whose holder alone writes these
 * rows, so the plain read sees all there are.
 */
export async function deleteExisting<Entity extends ObjectLiteral>(
  manager: EntityManager,
  target: EntityTarget<Entity>,
  where: FindOptionsWhere<Entity>,
): Promise<void> {
  if (await mayMatch(manager, target, where)) await manager.delete(target, where);
}

/** The same for an UPDATE, which locks the gap of what it would match just as a DELETE does. */
export async function updateExisting<Entity extends ObjectLiteral>(
  manager: EntityManager,
  target: EntityTarget<Entity>,
  where: FindOptionsWhere<Entity>,
  change: QueryDeepPartialEntity<Entity>,
): Promise<void> {
  if (await mayMatch(manager, target, where)) await manager.update(target, where, change);
}

/** False only when MySQL has no row to lock; SQLite takes no gap locks (its transactions run one at a time), so it is not asked. */
function mayMatch<Entity extends ObjectLiteral>(
  manager: EntityManager,
  target: EntityTarget<Entity>,
  where: FindOptionsWhere<Entity>,
): Promise<boolean> {
  return manager.dataSource.options.type !== 'mysql' ? Promise.resolve(true) : manager.existsBy(target, where);
}
