import type { FindOptionsWhere, ObjectLiteral, QueryDeepPartialEntity, Repository } from 'typeorm';

/**
 * Writes a row known by its key: an UPDATE of `changes`, and the INSERT of `row` only when the UPDATE
 * met nothing. One statement once the row exists, which is nearly always; an UPDATE that meets no row
 * locks no gap on MySQL, whose transactions read committed data (db/mysql-limits.ts). Both drivers
 * count the rows an UPDATE matched, changed or not (mysql2 connects with FOUND_ROWS; better-sqlite3
 * counts them), so writing the same values again does not insert a second row. Run it under the
 * user's lock (user-lock.ts): two writers meeting no row at once would both insert.
 */
export async function updateOrInsert<Entity extends ObjectLiteral>(
  repository: Repository<Entity>,
  where: FindOptionsWhere<Entity>,
  changes: QueryDeepPartialEntity<Entity>,
  row: QueryDeepPartialEntity<Entity>,
): Promise<void> {
  if ((await repository.update(where, changes)).affected) return;
  await repository.insert(row);
}
