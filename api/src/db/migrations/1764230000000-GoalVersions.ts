import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A version per savings goal: 1 for every goal that exists, + 1 on every
 * saved edit. A plain ADD COLUMN on both engines: SQLite adds it in place, where TypeORM's addColumn
 * would copy the whole table.
 */
export class GoalVersions1764230000000 implements MigrationInterface {
  name = 'GoalVersions1764230000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE savings_goals ADD COLUMN version integer NOT NULL DEFAULT 1');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE savings_goals DROP COLUMN version');
  }
}
