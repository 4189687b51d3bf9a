import { TableForeignKey, type MigrationInterface, type QueryRunner } from 'typeorm';
import { utf8mb4Table } from './utf8mb4';
import { userForeignKey } from './foreign-keys';

/**
 * The update-data workflow: each user's kept upload (the parsed workbook,
 * gzipped JSON in parts), their category classifications, their transactions, the stored analysis and
 * the retirement subcategory choice. Query Runner Table API, so one migration serves SQLite and MySQL.
 *
 * Large values: MySQL's TEXT and BLOB stop at 64 KB, so the JSON texts are LONGTEXT and the
 * workbook parts LONGBLOB there (SQLite's TEXT and BLOB have no such bound). The workbook is split
 * into parts of at most 1 MiB so no single statement nears MariaDB's max_allowed_packet (16 MiB by
 * default), whatever the size of the workbook.
 */
const cascadeTo = (table: string, column = 'user_id', referenced = 'id') =>
  new TableForeignKey({ columnNames: [column], referencedTableName: table, referencedColumnNames: [referenced], onDelete: 'CASCADE' });

export class Workflow1764000000000 implements MigrationInterface {
  name = 'Workflow1764000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const mysql = queryRunner.connection.driver.options.type === 'mysql';
    const longText = mysql ? 'longtext' : 'text';
    const longBlob = mysql ? 'longblob' : 'blob';

    await queryRunner.createTable(
      utf8mb4Table({
        name: 'workflow_uploads',
        columns: [
          { name: 'user_id', type: 'integer', isPrimary: true },
          { name: 'revision', type: 'varchar', length: '32' },
          { name: 'template_id', type: 'varchar', length: '64' },
          { name: 'source', type: 'varchar', length: '20' },
          { name: 'file_name', type: 'varchar', length: '255', isNullable: true },
          { name: 'google_sheet_id', type: 'varchar', length: '200', isNullable: true },
          // Per sheet: name, layout (or the problem) and its distinct category pairs, for the options step.
          { name: 'sheets', type: longText },
          { name: 'part_count', type: 'integer' },
          { name: 'options', type: longText, isNullable: true },
          { name: 'uploaded_at', type: 'bigint' },
        ],
        foreignKeys: [userForeignKey()],
      }),
    );
    await queryRunner.createTable(
      utf8mb4Table({
        name: 'workflow_upload_parts',
        columns: [
          { name: 'user_id', type: 'integer', isPrimary: true },
          { name: 'seq', type: 'integer', isPrimary: true },
          { name: 'data', type: longBlob },
        ],
        foreignKeys: [cascadeTo('workflow_uploads', 'user_id', 'user_id')],
      }),
    );
    await queryRunner.createTable(
      utf8mb4Table({
        name: 'category_classifications',
        columns: [
          { name: 'user_id', type: 'integer', isPrimary: true },
          // SHA-256 of the (category, subcategory) pair: an exact, case- and space-sensitive key on
          // both engines (MySQL's collations would fold "Food" and "food "), of bounded length.
          { name: 'pair_key', type: 'varchar', length: '64', isPrimary: true },
          { name: 'category', type: 'text' },
          { name: 'subcategory', type: 'text' },
          { name: 'transaction_type', type: 'varchar', length: '10' },
          { name: 'reversal', type: 'boolean' },
        ],
        foreignKeys: [userForeignKey()],
      }),
    );
    await queryRunner.createTable(
      utf8mb4Table({
        name: 'transactions',
        columns: [
          // (user_id, seq) as the key: rows are replaced per user, so no ever-growing counter, and
          // the user's rows sit together (InnoDB clusters by it).
          { name: 'user_id', type: 'integer', isPrimary: true },
          { name: 'seq', type: 'integer', isPrimary: true },
          { name: 'date', type: 'varchar', length: '10' },
          { name: 'category', type: 'text' },
          { name: 'subcategory', type: 'text' },
          { name: 'amount_cents', type: 'bigint' },
          { name: 'type', type: 'varchar', length: '10' },
          { name: 'counted', type: 'boolean' },
        ],
        foreignKeys: [userForeignKey()],
      }),
    );
    await queryRunner.createTable(
      utf8mb4Table({
        name: 'analyses',
        columns: [
          { name: 'user_id', type: 'integer', isPrimary: true },
          { name: 'spending_analysis', type: longText },
          { name: 'transaction_analysis', type: longText },
          { name: 'savings_subcategories', type: longText },
          { name: 'last_updated', type: 'bigint' },
        ],
        foreignKeys: [userForeignKey()],
      }),
    );
    await queryRunner.createTable(
      utf8mb4Table({
        name: 'retirement_choices',
        columns: [
          { name: 'user_id', type: 'integer', isPrimary: true },
          { name: 'subcategories', type: longText },
        ],
        foreignKeys: [userForeignKey()],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of [
      'retirement_choices',
      'analyses',
      'transactions',
      'category_classifications',
      'workflow_upload_parts',
      'workflow_uploads',
    ]) {
      await queryRunner.dropTable(table);
    }
  }
}
