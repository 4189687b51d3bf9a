import { Table, type TableOptions } from 'typeorm';

/** Every text column on MySQL/MariaDB: any character (emoji included), compared as Unicode. */
export const MYSQL_CHARSET = 'utf8mb4';
export const MYSQL_COLLATION = 'utf8mb4_unicode_ci';

/**
 * A table for `queryRunner.createTable` that states its character set on MySQL/MariaDB rather than
 * taking the database's default: on a database created as latin1, non-Latin text answered 500
 *. TypeORM's Table API has no option for it; MySQL writes `engine` verbatim after
 * `ENGINE=`, and SQLite (always UTF-8) ignores it. New migrations create their tables with this too.
 */
export function utf8mb4Table(options: TableOptions): Table {
  return new Table({ ...options, engine: `InnoDB DEFAULT CHARSET=${MYSQL_CHARSET} COLLATE=${MYSQL_COLLATION}` });
}
