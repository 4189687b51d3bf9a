import { TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { sourceNameFor } from '../../domain/sources/source-names';
import { utf8mb4Table } from './utf8mb4';
import { userForeignKey } from './foreign-keys';

/**
 * A user's sources of data (docs/decisions/sources.md).
 *
 * - `sources`: one row per source (name, kind, currency), the user's own (deleted with the user).
 * - `imports` gains the source it belongs to, `source_id`, by a plain ADD COLUMN (SQLite adds it in
 *   place, where TypeORM's addColumn would copy the table). Nullable, so the previous release, which
 *   knows no sources, can still record imports during a rolling deploy; the next categories step of
 *   such a user gives them the source (WorkflowStore.addImport). Indexed with the user: the sources
 *   list counts each source's imports.
 * - Every user with imports gets one workbook source holding all of them, named after the newest
 *   import's file (sourceNameFor) and dated by the oldest, so the list shows what the user has now.
 */
export class Sources1764660000000 implements MigrationInterface {
  name = 'Sources1764660000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      utf8mb4Table({
        name: 'sources',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'user_id', type: 'integer' },
          { name: 'name', type: 'varchar', length: '120' },
          { name: 'kind', type: 'varchar', length: '10' },
          { name: 'currency', type: 'varchar', length: '3', isNullable: true },
          { name: 'created_at', type: 'bigint' },
        ],
        foreignKeys: [userForeignKey()],
        indices: [new TableIndex({ name: 'IDX_sources_user', columnNames: ['user_id'] })],
      }),
    );
    await queryRunner.query('ALTER TABLE imports ADD COLUMN source_id integer NULL');
    await queryRunner.query('CREATE INDEX IDX_imports_user_source ON imports (user_id, source_id)');
    await this.sourcesForExistingImports(queryRunner);
  }

  /** One workbook source per user with imports, holding every import of theirs. */
  private async sourcesForExistingImports(queryRunner: QueryRunner): Promise<void> {
    // Newest first per user: the first row met of each user names the source.
    const imports = (await queryRunner.query(
      'SELECT user_id, source, file_name, created_at FROM imports ORDER BY user_id, created_at DESC, id DESC',
    )) as Array<{ user_id: number | string; source: string; file_name: string | null; created_at: number | string }>;
    const users = new Map<number, { name: string; oldest: number }>();
    for (const row of imports) {
      const userId = Number(row.user_id);
      const user = users.get(userId);
      if (user) user.oldest = Math.min(user.oldest, Number(row.created_at));
      else users.set(userId, { name: sourceNameFor(row.source, row.file_name), oldest: Number(row.created_at) });
    }
    for (const [userId, user] of users) {
      await queryRunner.query("INSERT INTO sources (user_id, name, kind, currency, created_at) VALUES (?, ?, 'workbook', NULL, ?)", [
        userId,
        user.name,
        user.oldest,
      ]);
      const [source] = (await queryRunner.query('SELECT MAX(id) AS id FROM sources WHERE user_id = ?', [userId])) as Array<{
        id: number | string;
      }>;
      await queryRunner.query('UPDATE imports SET source_id = ? WHERE user_id = ?', [Number(source.id), userId]);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const on = queryRunner.connection.driver.options.type === 'mysql' ? ' ON imports' : '';
    await queryRunner.query(`DROP INDEX IDX_imports_user_source${on}`);
    await queryRunner.query('ALTER TABLE imports DROP COLUMN source_id');
    await queryRunner.dropTable('sources');
  }
}
