import { type MigrationInterface, type QueryRunner } from 'typeorm';
import { utf8mb4Table } from './utf8mb4';

const NEW_USER_COLUMNS = [
  { name: 'stripe_customer_id', type: 'varchar(255)' },
  { name: 'stripe_subscription_id', type: 'varchar(255)' },
  { name: 'subscription_status', type: 'varchar(32)' },
  { name: 'paid_through', type: 'bigint' },
];

/**
 * Payments through Stripe: the user's Stripe customer and subscription with its status
 * and paid-through instant, and the ids of the Stripe events already applied (idempotent webhooks).
 * Only additions, so the previous release keeps running on this schema during a rolling deploy.
 */
export class Billing1764620000000 implements MigrationInterface {
  name = 'Billing1764620000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Plain ADD COLUMNs: SQLite adds them in place, where TypeORM's addColumn would copy the table.
    for (const column of NEW_USER_COLUMNS) await queryRunner.query(`ALTER TABLE users ADD COLUMN ${column.name} ${column.type} NULL`);
    await queryRunner.createTable(
      utf8mb4Table({
        name: 'billing_events',
        columns: [
          { name: 'event_id', type: 'varchar', length: '255', isPrimary: true },
          { name: 'type', type: 'varchar', length: '100' },
          { name: 'received_at', type: 'bigint' },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('billing_events');
    for (const column of [...NEW_USER_COLUMNS].reverse()) await queryRunner.query(`ALTER TABLE users DROP COLUMN ${column.name}`);
  }
}
