import { TableForeignKey } from 'typeorm';

/**
 * The foreign key from a per-user table's `column` to `users.id`, deleting the row with its user
 * (an account deleted takes all of its data with it). Beside utf8mb4Table (utf8mb4.ts): new
 * migrations create their per-user tables with both.
 */
export function userForeignKey(column = 'user_id'): TableForeignKey {
  return new TableForeignKey({ columnNames: [column], referencedTableName: 'users', referencedColumnNames: ['id'], onDelete: 'CASCADE' });
}
