import { TableForeignKey, type MigrationInterface, type QueryRunner } from 'typeorm';
import { utf8mb4Table } from './utf8mb4';
import { userForeignKey } from './foreign-keys';

/**
 * Adjusting how a workbook is read: the kept upload's
 * source (the file's bytes, or a Google Sheet's grids as gzipped JSON) in parts of at most 1 MiB,
 * so the options step and the preview can read it again with the user's settings; and each
 * user's settings per table signature, applied to the next upload of the same workbook.
 */
export class ReadingSettings1764100000000 implements MigrationInterface {
  name = 'ReadingSettings1764100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const mysql = queryRunner.connection.driver.options.type === 'mysql';
    const longText = mysql ? 'longtext' : 'text';
    const longBlob = mysql ? 'longblob' : 'blob';
    await queryRunner.createTable(
      utf8mb4Table({
        name: 'workflow_upload_sources',
        columns: [
          { name: 'user_id', type: 'integer', isPrimary: true },
          { name: 'seq', type: 'integer', isPrimary: true },
          { name: 'data', type: longBlob },
        ],
        foreignKeys: [
          new TableForeignKey({
            columnNames: ['user_id'],
            referencedTableName: 'workflow_uploads',
            referencedColumnNames: ['user_id'],
            onDelete: 'CASCADE',
          }),
        ],
      }),
    );
    await queryRunner.createTable(
      utf8mb4Table({
        name: 'reading_settings',
        columns: [
          { name: 'user_id', type: 'integer', isPrimary: true },
          // SHA-256 (hex) of the table signature: an exact key of bounded length on both engines.
          { name: 'signature_key', type: 'varchar', length: '64', isPrimary: true },
          { name: 'signature', type: longText },
          // JSON of the table's settings as the options step accepted them.
          { name: 'settings', type: longText },
          { name: 'updated_at', type: 'bigint' },
        ],
        foreignKeys: [userForeignKey()],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('reading_settings');
    await queryRunner.dropTable('workflow_upload_sources');
  }
}
