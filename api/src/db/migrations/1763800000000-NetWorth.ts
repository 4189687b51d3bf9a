import { TableForeignKey, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { utf8mb4Table } from './utf8mb4';
import { userForeignKey } from './foreign-keys';

/** Net-worth categories (per user and type) and dated entries, values in integer cents. */
export class NetWorth1763800000000 implements MigrationInterface {
  name = 'NetWorth1763800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      utf8mb4Table({
        name: 'networth_categories',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'user_id', type: 'integer' },
          { name: 'type', type: 'varchar', length: '10' },
          { name: 'name', type: 'varchar', length: '60' },
          { name: 'sort_order', type: 'integer' },
        ],
        indices: [new TableIndex({ name: 'uq_networth_category', columnNames: ['user_id', 'type', 'name'], isUnique: true })],
        foreignKeys: [userForeignKey()],
      }),
    );
    await queryRunner.createTable(
      utf8mb4Table({
        name: 'networth_entries',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'user_id', type: 'integer' },
          { name: 'type', type: 'varchar', length: '10' },
          { name: 'category_id', type: 'integer' },
          { name: 'name', type: 'varchar', length: '120' },
          { name: 'value_cents', type: 'bigint' },
          { name: 'date', type: 'varchar', length: '10' },
        ],
        indices: [new TableIndex({ name: 'idx_networth_entries_user', columnNames: ['user_id', 'date'] })],
        foreignKeys: [
          userForeignKey(),
          // A category in use cannot vanish under its entries.
          new TableForeignKey({
            columnNames: ['category_id'],
            referencedTableName: 'networth_categories',
            referencedColumnNames: ['id'],
            onDelete: 'RESTRICT',
          }),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('networth_entries');
    await queryRunner.dropTable('networth_categories');
  }
}
