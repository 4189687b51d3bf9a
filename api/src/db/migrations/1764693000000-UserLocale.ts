import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The user's locale (docs/decisions/language.md): `user_options.locale`, a BCP 47 tag (`de-CH`)
 * that dates, numbers, money and the interface's language follow; null until the user chooses one
 * in the Account view, when the browser's languages decide. A plain nullable ADD COLUMN, as
 * HomeCurrency1764680000000: in place on both engines, and harmless to the previous release.
 */
export class UserLocale1764693000000 implements MigrationInterface {
  name = 'UserLocale1764693000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE user_options ADD COLUMN locale varchar(35) NULL');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE user_options DROP COLUMN locale');
  }
}
