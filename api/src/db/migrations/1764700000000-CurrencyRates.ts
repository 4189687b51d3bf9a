import type { MigrationInterface, QueryRunner } from 'typeorm';
import { utf8mb4Table } from './utf8mb4';
import { userForeignKey } from './foreign-keys';

/**
 * Sources in other currencies (docs/decisions/money-format.md, "Rates"):
 *
 * - `currency_rates`: the rate the user gave for each currency other than their home currency, one
 *   row per (user, currency), kept as the decimal text typed (`1.12`: 1 unit of `currency` is 1.12
 *   of `home_currency`, the user's home currency when it was given), never as a float. The user's own (deleted with the user, exported with the
 *   account's data: repositories/user-data.ts finds it by its foreign key).
 * - `transactions` gains `original_amount_cents`, `original_contribution_cents` and
 *   `original_currency`: a row read in another currency keeps its amount and contribution as written
 *   there, while `amount_cents` and `contribution_cents` hold them converted, made again from the
 *   originals when the rate changes (services/currency-rates.ts). Plain nullable ADD COLUMNs (in place on both engines,
 *   harmless to the previous release, which writes null: a row in the home currency).
 */
export class CurrencyRates1764700000000 implements MigrationInterface {
  name = 'CurrencyRates1764700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      utf8mb4Table({
        name: 'currency_rates',
        columns: [
          { name: 'user_id', type: 'integer', isPrimary: true },
          { name: 'currency', type: 'varchar', length: '3', isPrimary: true },
          { name: 'home_currency', type: 'varchar', length: '3' },
          { name: 'rate', type: 'varchar', length: '32' },
          { name: 'updated_at', type: 'bigint' },
        ],
        foreignKeys: [userForeignKey()],
      }),
    );
    await queryRunner.query('ALTER TABLE transactions ADD COLUMN original_amount_cents bigint NULL');
    await queryRunner.query('ALTER TABLE transactions ADD COLUMN original_contribution_cents bigint NULL');
    await queryRunner.query('ALTER TABLE transactions ADD COLUMN original_currency varchar(3) NULL');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE transactions DROP COLUMN original_currency');
    await queryRunner.query('ALTER TABLE transactions DROP COLUMN original_contribution_cents');
    await queryRunner.query('ALTER TABLE transactions DROP COLUMN original_amount_cents');
    await queryRunner.dropTable('currency_rates');
  }
}
