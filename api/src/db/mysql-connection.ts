import type { QueryRunner } from 'typeorm';

/** What this app needs of a mysql2 pool connection (callback API). */
export interface PoolConnection {
  query(options: { sql: string; timeout: number }, callback: (error: Error | null) => void): void;
  release(): void;
  destroy(): void;
}

/** The connection under a query runner (mysql2's PoolConnection), once it has one: TypeORM keeps it in a field of its own. */
export function connectionOf(runner: QueryRunner): PoolConnection | undefined {
  return (runner as unknown as { databaseConnection?: PoolConnection }).databaseConnection;
}
