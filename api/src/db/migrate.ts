import type { DataSource, Migration } from 'typeorm';

/** How long a starting instance waits for another one's migrations before giving up. */
const MIGRATION_WAIT_MS = 10 * 60 * 1000;
/** Each GET_LOCK waits this long at most, so a per-query timeout never cuts a wait short. */
const LOCK_ATTEMPT_SECONDS = 5;
/** One name per database (GET_LOCK names are server-wide, at most 64 characters). */
const LOCK_NAME = "CONCAT('ontrack_migrations_', SHA1(DATABASE()))";

/**
 * Runs the pending migrations. Several instances may start at once on one MySQL/MariaDB database,
 * and TypeORM takes no lock of its own: each would read the same pending list and
 * the later ones fail on tables the first has just created, or apply a data step twice. A named
 * lock (GET_LOCK) makes them take turns: the first migrates, the others then find nothing pending.
 * The lock belongs to one connection, so an instance that dies mid-way frees it. SQLite serves
 * one process and needs none.
 */
export async function runMigrationsOnce(dataSource: DataSource): Promise<Migration[]> {
  if (dataSource.options.type !== 'mysql') return dataSource.runMigrations({ transaction: 'each' });
  const lockHolder = dataSource.createQueryRunner();
  try {
    const deadline = Date.now() + MIGRATION_WAIT_MS;
    for (;;) {
      const [{ acquired }] = (await lockHolder.query(`SELECT GET_LOCK(${LOCK_NAME}, ?) AS acquired`, [LOCK_ATTEMPT_SECONDS])) as {
        acquired: number | string | null;
      }[];
      if (Number(acquired) === 1) break;
      if (Date.now() > deadline)
        throw new Error(`Another instance has been migrating this database for ${MIGRATION_WAIT_MS / 60_000} minutes; not starting.`);
    }
    try {
      return await dataSource.runMigrations({ transaction: 'each' });
    } finally {
      await lockHolder.query(`SELECT RELEASE_LOCK(${LOCK_NAME})`);
    }
  } finally {
    await lockHolder.release();
  }
}
