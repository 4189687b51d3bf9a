import { MARIADB_AVAILABLE_ENV, MARIADB_URL, mariadbRequired, probeMariadb } from './engines';

/** Probes MariaDB once per run; on CI (or REQUIRE_MARIADB=1) an unreachable server fails the run. */
export default async function globalSetup(): Promise<void> {
  const probe = await probeMariadb();
  process.env[MARIADB_AVAILABLE_ENV] = probe.ok ? '1' : '0';
  if (probe.ok) return;
  const where = MARIADB_URL.replace(/\/\/[^@/]*@/, '//');
  if (mariadbRequired()) {
    throw new Error(`MariaDB at ${where} is not reachable (${probe.reason}), and CI/REQUIRE_MARIADB=1 requires it.`);
  }
  process.stderr.write(`\n[ontrack tests] MariaDB at ${where} is not reachable (${probe.reason}); API tests run on SQLite only.\n`);
}
