import type { MigrationInterface, QueryRunner } from 'typeorm';
import { utf8mb4Table } from './utf8mb4';
import { userForeignKey } from './foreign-keys';

/**
 * Every source's rows in one picture (docs/decisions/sources.md).
 *
 * - `transactions.live`: whether the row is part of what the user sees now, i.e. its import is one
 *   of the user's current ones (a workbook source's current import, every kept import of an account
 *   source). Set for the rows of each current import. Reads ask for live rows, not one import's.
 * - The list's two indexes lead with (user_id, live) instead of (user_id, import_id), so a page of
 *   every source's rows is still read in order from an index, however many imports it spans.
 * - `sources.account_number` and `column_signature`: the account a source's statements state and its
 *   newest import's columns, so that the next statement or export of that account is proposed for it.
 * - `sources.deleted_at`: a deleted source is kept (with its imports, not current) until its imports
 *   are pruned, so that restoring one of them brings it back.
 * - `transactions.bank_id`: the bank's id of a row (OFX FITID, CAMT.053 AcctSvcrRef, a log's
 *   Reference), by which an account source adds a statement's rows it does not hold yet.
 * - Transfers between the user's sources: `transactions.transfer_of` (the other row's seq) and
 *   `transfer_contribution_cents` (the contribution given back when unmatched), and
 *   `transfer_unmatches`, the pairs the user undid (the user's rows, deleted with them).
 */
export class LiveRows1764670000000 implements MigrationInterface {
  name = 'LiveRows1764670000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const mysql = queryRunner.connection.driver.options.type === 'mysql';
    const on = mysql ? ' ON transactions' : '';
    await queryRunner.query('ALTER TABLE transactions ADD COLUMN live boolean NOT NULL DEFAULT 0');
    await queryRunner.query('UPDATE transactions SET live = 1 WHERE import_id IN (SELECT id FROM imports WHERE current = 1)');
    await queryRunner.query(`DROP INDEX IDX_transactions_import_date${on}`);
    await queryRunner.query(`DROP INDEX IDX_transactions_import_category${on}`);
    await queryRunner.query(
      `CREATE INDEX IDX_transactions_live_date ON transactions (user_id, live, date DESC, seq, type, contribution_cents${mysql ? '' : ', search_text'})`,
    );
    const names = mysql ? 'category(100), subcategory(100)' : 'category, subcategory';
    await queryRunner.query(`CREATE INDEX IDX_transactions_live_category ON transactions (user_id, live, ${names}, date DESC, seq)`);
    await queryRunner.query('ALTER TABLE sources ADD COLUMN deleted_at bigint NULL');
    await queryRunner.query('ALTER TABLE sources ADD COLUMN account_number varchar(64) NULL');
    await queryRunner.query('ALTER TABLE sources ADD COLUMN column_signature varchar(64) NULL');
    await queryRunner.query('ALTER TABLE transactions ADD COLUMN transfer_of integer NULL');
    await queryRunner.query('ALTER TABLE transactions ADD COLUMN transfer_contribution_cents bigint NULL');
    await queryRunner.query('ALTER TABLE transactions ADD COLUMN bank_id varchar(100) NULL');
    // The matched rows are found at every import (services/picture.ts): an index of them alone on
    // SQLite (a partial index costs an insert nothing), of every row's on MySQL, which has none.
    await queryRunner.query(
      `CREATE INDEX IDX_transactions_transfer ON transactions (user_id, transfer_of)${mysql ? '' : ' WHERE transfer_of IS NOT NULL'}`,
    );
    await queryRunner.createTable(
      utf8mb4Table({
        name: 'transfer_unmatches',
        columns: [
          { name: 'user_id', type: 'integer', isPrimary: true },
          { name: 'out_seq', type: 'integer', isPrimary: true },
          { name: 'in_seq', type: 'integer', isPrimary: true },
        ],
        foreignKeys: [userForeignKey()],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const mysql = queryRunner.connection.driver.options.type === 'mysql';
    const on = mysql ? ' ON transactions' : '';
    await queryRunner.dropTable('transfer_unmatches');
    // A matched row's contribution comes back: the previous release counts every row.
    await queryRunner.query(
      'UPDATE transactions SET contribution_cents = transfer_contribution_cents WHERE transfer_contribution_cents IS NOT NULL',
    );
    await queryRunner.query(`DROP INDEX IDX_transactions_transfer${on}`);
    await queryRunner.query('ALTER TABLE transactions DROP COLUMN bank_id');
    await queryRunner.query('ALTER TABLE transactions DROP COLUMN transfer_contribution_cents');
    await queryRunner.query('ALTER TABLE transactions DROP COLUMN transfer_of');
    await queryRunner.query('ALTER TABLE sources DROP COLUMN column_signature');
    await queryRunner.query('ALTER TABLE sources DROP COLUMN account_number');
    await queryRunner.query('ALTER TABLE sources DROP COLUMN deleted_at');
    await queryRunner.query(`DROP INDEX IDX_transactions_live_category${on}`);
    await queryRunner.query(`DROP INDEX IDX_transactions_live_date${on}`);
    // The previous release knows one current import per user: the newest current one stays so.
    await queryRunner.query(
      `UPDATE imports SET current = 0 WHERE current = 1 AND id NOT IN (SELECT id FROM (SELECT MAX(id) AS id FROM imports WHERE current = 1 GROUP BY user_id) AS newest)`,
    );
    const names = mysql ? 'category(100), subcategory(100)' : 'category, subcategory';
    await queryRunner.query(
      `CREATE INDEX IDX_transactions_import_date ON transactions (user_id, import_id, date DESC, seq, type, contribution_cents${mysql ? '' : ', search_text'})`,
    );
    await queryRunner.query(`CREATE INDEX IDX_transactions_import_category ON transactions (user_id, import_id, ${names}, date DESC, seq)`);
    await queryRunner.query('ALTER TABLE transactions DROP COLUMN live');
  }
}
