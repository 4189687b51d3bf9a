import { TableColumn, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Anonymous sessions remember (a hash of) the client address that asked for them, so each address
 * keeps a bounded number of them: a flood of cookie-less `GET /auth/csrf-token` no longer grows the
 * table without end.
 */
export class SessionClientKey1764210000000 implements MigrationInterface {
  name = 'SessionClientKey1764210000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn('sessions', new TableColumn({ name: 'client_key', type: 'varchar', length: '40', isNullable: true }));
    await queryRunner.createIndex('sessions', new TableIndex({ name: 'idx_sessions_client', columnNames: ['client_key', 'created_at'] }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('sessions', 'idx_sessions_client');
    await queryRunner.dropColumn('sessions', 'client_key');
  }
}
