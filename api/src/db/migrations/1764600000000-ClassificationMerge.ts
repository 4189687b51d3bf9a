import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * A classification can merge its pair into another.
 * Two nullable columns: rows kept before read as not merged, and older instances in a rolling
 * deploy simply do not write them.
 */
export class ClassificationMerge1764600000000 implements MigrationInterface {
  name = 'ClassificationMerge1764600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn('category_classifications', new TableColumn({ name: 'merge_category', type: 'text', isNullable: true }));
    await queryRunner.addColumn('category_classifications', new TableColumn({ name: 'merge_subcategory', type: 'text', isNullable: true }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('category_classifications', 'merge_subcategory');
    await queryRunner.dropColumn('category_classifications', 'merge_category');
  }
}
