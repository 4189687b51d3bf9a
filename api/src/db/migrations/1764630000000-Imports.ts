import { TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { utf8mb4Table } from './utf8mb4';
import { userForeignKey } from './foreign-keys';

/**
 * Import history and the transactions list.
 *
 * - `imports`: one row per successful categories step, with the classifications and analysis texts
 *   it produced, so an earlier one can be made current again.
 * - `transactions` gains the import a row belongs to, what the analysis counted of it
 *   (`contribution_cents`), and where it came from (description, sheet, row). Plain ADD COLUMNs:
 *   SQLite adds them in place, where TypeORM's addColumn would copy the whole table. The new
 *   columns have defaults, so the previous release (which knows none of them) can still write rows
 *   during a rolling deploy.
 * - Each user who already has an analysis gets one import for it (their rows, their current
 *   classifications and analysis), so the history starts with what they see now.
 * - Indexes for the list: (user, import, date DESC, seq) for its order (newest first, then sheet
 *   and row) and date filters, carrying type and contribution so the count and totals of a date
 *   range are read from the index alone; and (user, import, category, subcategory, date DESC, seq) for a
 *   category's rows, then its dates in list order (a drill-down reads one pair's rows of a window
 *   in order, without sorting). Descending index columns: SQLite, MySQL 8 and MariaDB 10.8+ keep them so (older
 *   MariaDB reads them ascending, still correct, only slower). MySQL cannot index a whole TEXT
 *   column, so there the names are indexed by a prefix (the exact comparison then runs on the few
 *   rows the prefix finds).
 */
export class Imports1764630000000 implements MigrationInterface {
  name = 'Imports1764630000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const mysql = queryRunner.connection.driver.options.type === 'mysql';
    const longText = mysql ? 'longtext' : 'text';

    await queryRunner.createTable(
      utf8mb4Table({
        name: 'imports',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'user_id', type: 'integer' },
          { name: 'created_at', type: 'bigint' },
          { name: 'source', type: 'varchar', length: '20' },
          { name: 'file_name', type: 'varchar', length: '255', isNullable: true },
          { name: 'options', type: longText },
          { name: 'row_count', type: 'integer' },
          { name: 'income_cents', type: 'bigint' },
          { name: 'expenses_cents', type: 'bigint' },
          { name: 'savings_cents', type: 'bigint' },
          // The date of the latest counted, not ignored row: where the analysis windows end.
          { name: 'latest_date', type: 'varchar', length: '10', isNullable: true },
          // JSON of each analysis window's row count and totals (ListSums); null for imports made by this migration.
          { name: 'window_sums', type: longText, isNullable: true },
          { name: 'classifications', type: longText },
          { name: 'spending_analysis', type: longText },
          { name: 'transaction_analysis', type: longText },
          { name: 'savings_subcategories', type: longText },
          { name: 'current', type: 'boolean' },
        ],
        foreignKeys: [userForeignKey()],
        indices: [new TableIndex({ name: 'IDX_imports_user_created', columnNames: ['user_id', 'created_at'] })],
      }),
    );

    for (const column of [
      'import_id integer NULL',
      'contribution_cents bigint NOT NULL DEFAULT 0',
      'description text NULL',
      "sheet varchar(255) NOT NULL DEFAULT ''",
      'sheet_row integer NOT NULL DEFAULT 0',
    ]) {
      await queryRunner.query(`ALTER TABLE transactions ADD COLUMN ${column}`);
    }
    // Rows kept so far hold their contribution in amount_cents (ignored rows: the sheet's amount).
    await queryRunner.query(
      `UPDATE transactions SET contribution_cents = CASE WHEN counted = 1 AND type <> 'Ignore' THEN amount_cents ELSE 0 END`,
    );
    await this.importsForExistingAnalyses(queryRunner);

    const names = mysql ? 'category(100), subcategory(100)' : 'category, subcategory';
    await queryRunner.query(
      'CREATE INDEX IDX_transactions_import_date ON transactions (user_id, import_id, date DESC, seq, type, contribution_cents)',
    );
    await queryRunner.query(`CREATE INDEX IDX_transactions_import_category ON transactions (user_id, import_id, ${names}, date DESC, seq)`);
  }

  /** One current import per user with an analysis, holding their rows, classifications and analysis as they are. */
  private async importsForExistingAnalyses(queryRunner: QueryRunner): Promise<void> {
    const analyses = (await queryRunner.query(
      `SELECT a.user_id AS user_id, a.spending_analysis AS spending_analysis, a.transaction_analysis AS transaction_analysis,
              a.savings_subcategories AS savings_subcategories, a.last_updated AS last_updated,
              u.source AS source, u.file_name AS file_name, u.google_sheet_id AS google_sheet_id, u.options AS options
         FROM analyses a LEFT JOIN workflow_uploads u ON u.user_id = a.user_id`,
    )) as Array<Record<string, string | number | null>>;
    for (const analysis of analyses) {
      const userId = Number(analysis.user_id);
      const [sums] = (await queryRunner.query(
        `SELECT COUNT(*) AS row_count, MAX(CASE WHEN counted = 1 AND type <> 'Ignore' THEN date END) AS latest_date,
                COALESCE(SUM(CASE WHEN type = 'Income' THEN contribution_cents ELSE 0 END), 0) AS income,
                COALESCE(SUM(CASE WHEN type = 'Expense' THEN contribution_cents ELSE 0 END), 0) AS expenses,
                COALESCE(SUM(CASE WHEN type = 'Savings' THEN contribution_cents ELSE 0 END), 0) AS savings
           FROM transactions WHERE user_id = ?`,
        [userId],
      )) as Array<Record<string, string | number>>;
      const classifications = (await queryRunner.query(
        'SELECT category, subcategory, transaction_type, reversal FROM category_classifications WHERE user_id = ?',
        [userId],
      )) as Array<{ category: string; subcategory: string; transaction_type: string; reversal: number | boolean }>;
      const source = analysis.source === 'googleSheet' ? 'googleSheet' : 'file';
      await queryRunner.query(
        `INSERT INTO imports (user_id, created_at, source, file_name, options, row_count, income_cents, expenses_cents, savings_cents, latest_date,
                              classifications, spending_analysis, transaction_analysis, savings_subcategories, current)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1)`,
        [
          userId,
          Number(analysis.last_updated),
          source,
          source === 'googleSheet' ? analysis.google_sheet_id : analysis.file_name,
          analysis.options ?? '{}',
          Number(sums.row_count),
          Number(sums.income),
          Number(sums.expenses),
          Number(sums.savings),
          sums.latest_date ?? null,
          JSON.stringify(
            classifications.map((row) => ({
              category: row.category,
              sub_category: row.subcategory,
              transaction_type: row.transaction_type,
              reversal: Boolean(Number(row.reversal)),
            })),
          ),
          analysis.spending_analysis,
          analysis.transaction_analysis,
          analysis.savings_subcategories,
        ],
      );
    }
    await queryRunner.query(
      'UPDATE transactions SET import_id = (SELECT i.id FROM imports i WHERE i.user_id = transactions.user_id AND i.current = 1)',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const on = queryRunner.connection.driver.options.type === 'mysql' ? ' ON transactions' : '';
    await queryRunner.query(`DROP INDEX IDX_transactions_import_category${on}`);
    await queryRunner.query(`DROP INDEX IDX_transactions_import_date${on}`);
    // Only the current import's rows stay, as before imports.
    await queryRunner.query(
      'DELETE FROM transactions WHERE import_id IS NOT NULL AND import_id NOT IN (SELECT id FROM imports WHERE current = 1)',
    );
    for (const column of ['sheet_row', 'sheet', 'description', 'contribution_cents', 'import_id']) {
      await queryRunner.query(`ALTER TABLE transactions DROP COLUMN ${column}`);
    }
    await queryRunner.dropTable('imports');
  }
}
