import { spawnSync } from 'node:child_process';

/**
 * Which database engines the API tests run on: SQLite always, MariaDB when a server answers at
 * TEST_MARIADB_URL (default mysql://root@127.0.0.1:3306, no database part). On CI (`CI` set) or with
 * REQUIRE_MARIADB=1 MariaDB is mandatory: an unreachable server fails the run instead of being skipped.
 */
export type Engine = 'sqlite' | 'mariadb';

export const MARIADB_URL = (process.env.TEST_MARIADB_URL ?? 'mysql://root@127.0.0.1:3306').replace(/\/+$/, '');

/** Set by global-setup.ts after probing the server once per run: "1" reachable, "0" not. */
export const MARIADB_AVAILABLE_ENV = 'ONTRACK_TEST_MARIADB_AVAILABLE';

export function mariadbRequired(env: NodeJS.ProcessEnv = process.env): boolean {
  const ci = env.CI?.trim().toLowerCase();
  return (ci !== undefined && ci !== '' && ci !== '0' && ci !== 'false') || env.REQUIRE_MARIADB === '1';
}

const PROBE = `
require('mysql2/promise').createConnection({ uri: process.argv[1], connectTimeout: 3000 })
  .then((c) => c.query('SELECT 1').then(() => c.end()))
  .then(() => process.exit(0), () => process.exit(1));
`;

/** Synchronous probe, used only when the global setup did not run (e.g. a custom jest invocation). */
function probeSync(): boolean {
  const result = spawnSync(process.execPath, ['-e', PROBE, MARIADB_URL], { cwd: __dirname, timeout: 10_000 });
  return result.status === 0;
}

export async function probeMariadb(): Promise<{ ok: true } | { ok: false; reason: string }> {
  // Imported lazily so unit tests never load the driver.
  const mysql = await import('mysql2/promise');
  try {
    const connection = await mysql.createConnection({ uri: MARIADB_URL, connectTimeout: 3000 });
    await connection.query('SELECT 1');
    await connection.end();
    return { ok: true };
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) };
  }
}

/** The engines for `describe.each`. */
export function testEngines(): Engine[] {
  let available = process.env[MARIADB_AVAILABLE_ENV];
  if (available === undefined) {
    available = probeSync() ? '1' : '0';
    process.env[MARIADB_AVAILABLE_ENV] = available;
  }
  // When MariaDB is required it is always listed: if it is down, its tests fail rather than vanish.
  return available === '1' || mariadbRequired() ? ['sqlite', 'mariadb'] : ['sqlite'];
}

/**
 * A describe block for MariaDB alone (e.g. several server processes on one database), on the same
 * rule as the others: it runs whenever testEngines() lists MariaDB, and is reported skipped otherwise.
 */
export function describeOnMariadb(name: string, body: () => void): void {
  (testEngines().includes('mariadb') ? describe : describe.skip)(name, body);
}
