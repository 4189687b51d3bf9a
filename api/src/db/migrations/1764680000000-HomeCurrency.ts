import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The user's home currency (docs/decisions/money-format.md): `user_options.home_currency`, an ISO
 * 4217 code, null until the user's first import states a currency or the user chooses one
 * (services/home-currency.ts). A plain nullable ADD COLUMN: in place on both engines, and the
 * previous release, which knows no home currency, keeps writing the table during a rolling deploy.
 * Kept with the user's other settings, so the account's export carries it (repositories/user-data.ts).
 */
export class HomeCurrency1764680000000 implements MigrationInterface {
  name = 'HomeCurrency1764680000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE user_options ADD COLUMN home_currency varchar(3) NULL');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE user_options DROP COLUMN home_currency');
  }
}
