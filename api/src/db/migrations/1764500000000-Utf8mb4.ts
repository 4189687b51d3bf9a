import type { MigrationInterface, QueryRunner } from 'typeorm';
import { MYSQL_CHARSET, MYSQL_COLLATION } from './utf8mb4';

/**
 * MySQL/MariaDB: every table of the database in utf8mb4. Tables
 * created by the earlier migrations now state utf8mb4 themselves (utf8mb4Table); this converts the
 * ones a database already has, TypeORM's own `migrations` table included, and leaves alone those
 * already right (a conversion rebuilds the table). ROW_FORMAT=DYNAMIC allows index keys of 3072
 * bytes, room for a unique varchar(255) at 4 bytes a character. Nothing to do on SQLite (UTF-8).
 */
export class Utf8mb41764500000000 implements MigrationInterface {
  name = 'Utf8mb41764500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    if (queryRunner.connection.driver.options.type !== 'mysql') return;
    const tables = (await queryRunner.query(
      `SELECT t.TABLE_NAME AS name FROM information_schema.TABLES t
        WHERE t.TABLE_SCHEMA = DATABASE() AND t.TABLE_TYPE = 'BASE TABLE'
          AND (t.TABLE_COLLATION <> ? OR EXISTS (
            SELECT 1 FROM information_schema.COLUMNS c
             WHERE c.TABLE_SCHEMA = t.TABLE_SCHEMA AND c.TABLE_NAME = t.TABLE_NAME AND c.COLLATION_NAME <> ?))
        ORDER BY t.TABLE_NAME`,
      [MYSQL_COLLATION, MYSQL_COLLATION],
    )) as Array<{ name: string }>;
    for (const { name } of tables) {
      await queryRunner.query(
        `ALTER TABLE ${queryRunner.connection.driver.escape(name)} ROW_FORMAT=DYNAMIC, CONVERT TO CHARACTER SET ${MYSQL_CHARSET} COLLATE ${MYSQL_COLLATION}`,
      );
    }
  }

  async down(): Promise<void> {
    // Converting back could not hold the text written since; the tables stay utf8mb4.
  }
}
