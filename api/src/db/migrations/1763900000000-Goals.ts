import { TableForeignKey, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { utf8mb4Table } from './utf8mb4';
import { userForeignKey } from './foreign-keys';

/**
 * Savings goals, their one-time transactions and their read-only shares. Money in integer cents
 * (BIGINT), the interest rate in integer basis points, dates as YYYY-MM-DD text, instants as epoch
 * milliseconds. A goal's transactions and shares go with it (ON DELETE CASCADE), a goal with its user.
 */
export class Goals1763900000000 implements MigrationInterface {
  name = 'Goals1763900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const id = { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' as const };
    const toGoal = () =>
      new TableForeignKey({
        columnNames: ['goal_id'],
        referencedTableName: 'savings_goals',
        referencedColumnNames: ['id'],
        onDelete: 'CASCADE',
      });

    await queryRunner.createTable(
      utf8mb4Table({
        name: 'savings_goals',
        columns: [
          id,
          { name: 'user_id', type: 'integer' },
          { name: 'name', type: 'varchar', length: '120' },
          { name: 'current_cents', type: 'bigint' },
          { name: 'target_cents', type: 'bigint' },
          { name: 'target_date', type: 'varchar', length: '10' },
          { name: 'category', type: 'varchar', length: '20' },
          { name: 'contribution_cents', type: 'bigint' },
          { name: 'contribution_frequency', type: 'varchar', length: '10' },
          { name: 'interest_bp', type: 'integer' },
          { name: 'created_at', type: 'bigint' },
          { name: 'updated_at', type: 'bigint' },
        ],
        indices: [new TableIndex({ name: 'idx_savings_goals_user', columnNames: ['user_id'] })],
        foreignKeys: [userForeignKey()],
      }),
    );
    await queryRunner.createTable(
      utf8mb4Table({
        name: 'goal_transactions',
        columns: [
          id,
          { name: 'goal_id', type: 'integer' },
          { name: 'public_id', type: 'bigint' },
          { name: 'description', type: 'varchar', length: '200' },
          { name: 'amount_cents', type: 'bigint' },
          { name: 'date', type: 'varchar', length: '10' },
        ],
        indices: [new TableIndex({ name: 'uq_goal_transactions_public_id', columnNames: ['goal_id', 'public_id'], isUnique: true })],
        foreignKeys: [toGoal()],
      }),
    );
    await queryRunner.createTable(
      utf8mb4Table({
        name: 'goal_shares',
        columns: [
          id,
          { name: 'goal_id', type: 'integer' },
          { name: 'token_hash', type: 'varchar', length: '64' },
          { name: 'created_at', type: 'bigint' },
          { name: 'revoked_at', type: 'bigint', isNullable: true },
        ],
        indices: [
          new TableIndex({ name: 'uq_goal_shares_token_hash', columnNames: ['token_hash'], isUnique: true }),
          new TableIndex({ name: 'idx_goal_shares_goal', columnNames: ['goal_id'] }),
        ],
        foreignKeys: [toGoal()],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('goal_shares');
    await queryRunner.dropTable('goal_transactions');
    await queryRunner.dropTable('savings_goals');
  }
}
