import { TableForeignKey, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { utf8mb4Table } from './utf8mb4';
import { userForeignKey } from './foreign-keys';

/**
 * Accounts, sessions, password resets, throttling, options and usage. Written with the Query Runner
 * Table API so each driver renders its own DDL: one migration serves SQLite and MySQL/MariaDB alike.
 */
const id = { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' as const };
const instant = (name: string, isNullable = false) => ({ name, type: 'bigint', isNullable });

export const PLAN_SEED = [
  {
    id: 1,
    plan_name: 'Monthly',
    price_cents: 999,
    usage_limit: 10,
    sort_order: 1,
    descriptions: [
      '10 spreadsheet uploads a month',
      'Spending trends over 12, 6 and 3 months',
      'Savings goals with projections',
      'Net-worth tracker',
      'Cancel anytime',
    ],
  },
  {
    id: 2,
    plan_name: 'Annual',
    price_cents: 8900,
    usage_limit: 20,
    sort_order: 2,
    descriptions: [
      '20 spreadsheet uploads a month',
      'Everything in Monthly',
      'Two months free compared with Monthly',
      'Priority e-mail support',
    ],
  },
  {
    id: 3,
    plan_name: 'Lifetime',
    price_cents: 24900,
    usage_limit: 50,
    sort_order: 3,
    descriptions: [
      '50 spreadsheet uploads a month',
      'Everything in Annual',
      'One payment, yours for good',
      'Every future feature included',
    ],
  },
];

export class Accounts1763700000000 implements MigrationInterface {
  name = 'Accounts1763700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      utf8mb4Table({
        name: 'pricing_plans',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true },
          { name: 'plan_name', type: 'varchar', length: '50' },
          { name: 'price_cents', type: 'integer' },
          { name: 'usage_limit', type: 'integer' },
          { name: 'descriptions', type: 'text' },
          { name: 'sort_order', type: 'integer' },
        ],
      }),
    );
    for (const plan of PLAN_SEED) {
      // Plain parameterised SQL: entity metadata may change later, this seed must not.
      await queryRunner.query(
        'INSERT INTO pricing_plans (id, plan_name, price_cents, usage_limit, descriptions, sort_order) VALUES (?, ?, ?, ?, ?, ?)',
        [plan.id, plan.plan_name, plan.price_cents, plan.usage_limit, JSON.stringify(plan.descriptions), plan.sort_order],
      );
    }

    await queryRunner.createTable(
      utf8mb4Table({
        name: 'users',
        columns: [
          id,
          { name: 'email', type: 'varchar', length: '254' },
          { name: 'password_hash', type: 'varchar', length: '255' },
          { name: 'plan_id', type: 'integer' },
          { name: 'plan_paid', type: 'boolean', default: false },
          { name: 'template_id', type: 'varchar', length: '64' },
          instant('trial_ends_at'),
          instant('created_at'),
        ],
        indices: [new TableIndex({ name: 'uq_users_email', columnNames: ['email'], isUnique: true })],
        foreignKeys: [
          new TableForeignKey({ columnNames: ['plan_id'], referencedTableName: 'pricing_plans', referencedColumnNames: ['id'] }),
        ],
      }),
    );

    await queryRunner.createTable(
      utf8mb4Table({
        name: 'sessions',
        columns: [
          { name: 'id_hash', type: 'varchar', length: '64', isPrimary: true },
          { name: 'user_id', type: 'integer', isNullable: true },
          { name: 'csrf_token', type: 'varchar', length: '64' },
          { name: 'remember', type: 'boolean', default: false },
          instant('created_at'),
          instant('last_seen_at'),
          instant('expires_at'),
        ],
        indices: [
          new TableIndex({ name: 'idx_sessions_user', columnNames: ['user_id'] }),
          new TableIndex({ name: 'idx_sessions_expires', columnNames: ['expires_at'] }),
        ],
        foreignKeys: [userForeignKey()],
      }),
    );

    await queryRunner.createTable(
      utf8mb4Table({
        name: 'password_reset_tokens',
        columns: [
          id,
          { name: 'user_id', type: 'integer' },
          { name: 'token_hash', type: 'varchar', length: '64' },
          instant('expires_at'),
          instant('created_at'),
        ],
        indices: [
          new TableIndex({ name: 'uq_reset_token_hash', columnNames: ['token_hash'], isUnique: true }),
          new TableIndex({ name: 'idx_reset_user', columnNames: ['user_id'] }),
        ],
        foreignKeys: [userForeignKey()],
      }),
    );

    await queryRunner.createTable(
      utf8mb4Table({
        name: 'throttle_events',
        columns: [id, { name: 'bucket', type: 'varchar', length: '100' }, instant('created_at')],
        indices: [new TableIndex({ name: 'idx_throttle_bucket_time', columnNames: ['bucket', 'created_at'] })],
      }),
    );

    await queryRunner.createTable(
      utf8mb4Table({
        name: 'user_options',
        columns: [
          { name: 'user_id', type: 'integer', isPrimary: true },
          { name: 'period_start_date', type: 'varchar', length: '10', isNullable: true },
          { name: 'selected_sheets', type: 'text', isNullable: true },
          { name: 'pay_period_type', type: 'varchar', length: '20', isNullable: true },
          { name: 'google_sheet_id', type: 'varchar', length: '200', isNullable: true },
          instant('last_update_timestamp', true),
        ],
        foreignKeys: [userForeignKey()],
      }),
    );

    await queryRunner.createTable(
      utf8mb4Table({
        name: 'usage_events',
        columns: [id, { name: 'user_id', type: 'integer' }, instant('created_at')],
        indices: [new TableIndex({ name: 'idx_usage_user_time', columnNames: ['user_id', 'created_at'] })],
        foreignKeys: [userForeignKey()],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of [
      'usage_events',
      'user_options',
      'throttle_events',
      'password_reset_tokens',
      'sessions',
      'users',
      'pricing_plans',
    ]) {
      await queryRunner.dropTable(table);
    }
  }
}
