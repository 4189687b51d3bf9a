import type { MigrationInterface, QueryRunner } from 'typeorm';
import { searchTextOf } from '../../domain/search/search-text';

/** Rows given their search text per statement batch while migrating. */
const BATCH = 2_000;

/**
 * The transactions list's text search without a function per row: `search_text` holds
 * each row's lower-cased description, category and subcategory (`searchTextOf`), written with the
 * row, and the search looks for the lower-cased `q` in it byte for byte (see domain/search).
 *
 * - MariaDB/MySQL: the column compares in binary (utf8mb4_bin), so the search is not folded again
 *   by the table's _ci collation (which would also ignore accents).
 * - SQLite: the list's date index gains the column, so a search's count and totals are read from
 *   the index alone (every row of the import is still looked at, but not the table's wide rows).
 *   MySQL cannot index a whole TEXT column: there the search reads the rows.
 * - Nullable, no default needed: a row written by the previous release during a rolling deploy has
 *   none and is not found by a search until its import is replaced (its list, totals and exports
 *   are unaffected). Rows already kept get theirs here, computed by the same function.
 */
export class TransactionSearchText1764650000000 implements MigrationInterface {
  name = 'TransactionSearchText1764650000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const mysql = queryRunner.connection.driver.options.type === 'mysql';
    await queryRunner.query(
      `ALTER TABLE transactions ADD COLUMN search_text ${mysql ? 'longtext CHARACTER SET utf8mb4 COLLATE utf8mb4_bin' : 'text'} NULL`,
    );
    await this.fillSearchTexts(queryRunner);
    if (!mysql) {
      await queryRunner.query('DROP INDEX IDX_transactions_import_date');
      await queryRunner.query(
        'CREATE INDEX IDX_transactions_import_date ON transactions (user_id, import_id, date DESC, seq, type, contribution_cents, search_text)',
      );
    }
  }

  /** Every kept row's search text, a batch at a time in key order. */
  private async fillSearchTexts(queryRunner: QueryRunner): Promise<void> {
    let after = { userId: -1, seq: -1 };
    for (;;) {
      const rows = (await queryRunner.query(
        'SELECT user_id, seq, description, category, subcategory FROM transactions WHERE user_id > ? OR (user_id = ? AND seq > ?) ORDER BY user_id, seq LIMIT ?',
        [after.userId, after.userId, after.seq, BATCH],
      )) as Array<{ user_id: number | string; seq: number | string; description: string | null; category: string; subcategory: string }>;
      for (const row of rows) {
        await queryRunner.query('UPDATE transactions SET search_text = ? WHERE user_id = ? AND seq = ?', [
          searchTextOf(row.description, row.category, row.subcategory),
          row.user_id,
          row.seq,
        ]);
      }
      if (rows.length < BATCH) return;
      const last = rows[rows.length - 1];
      after = { userId: Number(last.user_id), seq: Number(last.seq) };
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    if (queryRunner.connection.driver.options.type !== 'mysql') {
      await queryRunner.query('DROP INDEX IDX_transactions_import_date');
      await queryRunner.query(
        'CREATE INDEX IDX_transactions_import_date ON transactions (user_id, import_id, date DESC, seq, type, contribution_cents)',
      );
    }
    await queryRunner.query('ALTER TABLE transactions DROP COLUMN search_text');
  }
}
