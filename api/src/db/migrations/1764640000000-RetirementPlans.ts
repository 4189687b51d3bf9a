import type { MigrationInterface, QueryRunner } from 'typeorm';
import { utf8mb4Table } from './utf8mb4';
import { userForeignKey } from './foreign-keys';

/** The retirement planner's saved inputs: one row per user, a nullable column per input. */
export class RetirementPlans1764640000000 implements MigrationInterface {
  name = 'RetirementPlans1764640000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const nullable = (name: string, type: 'integer' | 'bigint') => ({ name, type, isNullable: true });
    await queryRunner.createTable(
      utf8mb4Table({
        name: 'retirement_plans',
        columns: [
          { name: 'user_id', type: 'integer', isPrimary: true },
          nullable('current_age', 'integer'),
          nullable('retirement_age', 'integer'),
          nullable('life_expectancy', 'integer'),
          nullable('current_annual_income_cents', 'bigint'),
          nullable('annual_savings_cents', 'bigint'),
          nullable('annual_expenses_cents', 'bigint'),
          nullable('current_savings_cents', 'bigint'),
          nullable('pre_retirement_return_bp', 'integer'),
          nullable('post_retirement_return_bp', 'integer'),
          nullable('inflation_rate_bp', 'integer'),
          nullable('target_multiple_hundredths', 'integer'),
          nullable('pre_retirement_volatility_bp', 'integer'),
          nullable('post_retirement_volatility_bp', 'integer'),
          { name: 'updated_at', type: 'bigint' },
        ],
        foreignKeys: [userForeignKey()],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('retirement_plans');
  }
}
