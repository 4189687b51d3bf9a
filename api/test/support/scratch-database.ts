import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import mysql from 'mysql2/promise';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../../src/db/data-source';
import { migrations } from '../../src/db/migrations';
import { MARIADB_URL, type Engine } from './engines';

/** One statement on the MariaDB server itself (no database chosen): creating and dropping test databases. */
export async function adminQuery(sql: string): Promise<void> {
  const connection = await mysql.createConnection({ uri: MARIADB_URL, connectTimeout: 5000 });
  try {
    await connection.query(sql);
  } finally {
    await connection.end();
  }
}

/** A database of its own for one test (migration tests): a SQLite file in a temporary folder, or a MariaDB database. */
export async function scratchDatabase(engine: Engine): Promise<{ url: string; drop: () => Promise<void> }> {
  if (engine === 'sqlite') {
    const dir = mkdtempSync(path.join(tmpdir(), 'ontrack-migration-'));
    return { url: `sqlite:${path.join(dir, 'db.sqlite')}`, drop: () => rm(dir, { recursive: true, force: true }) };
  }
  const name = `ontrack_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  return { url: `${MARIADB_URL}/${name}`, drop: () => adminQuery(`DROP DATABASE IF EXISTS \`${name}\``) };
}

/**
 * Brings a scratch database to the schema as it was just before `migration` (a migration class
 * from `src/db/migrations`) and seeds it through `seed`: the "before" half of a migration test.
 */
export async function schemaBefore(
  url: string,
  migration: (typeof migrations)[number],
  seed: (source: DataSource) => Promise<void>,
): Promise<void> {
  const index = migrations.indexOf(migration);
  if (index < 0) throw new Error(`${migration.name} is not in the migrations list`);
  const before = new DataSource({ ...dataSourceOptions(url), migrations: migrations.slice(0, index) });
  await before.initialize();
  try {
    await before.runMigrations({ transaction: 'each' });
    await seed(before);
  } finally {
    await before.destroy();
  }
}
