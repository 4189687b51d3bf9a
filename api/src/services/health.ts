import type { DataSource } from 'typeorm';
import { writesRefused } from '../db/disk-space';
import { Database } from '../repositories/database';

/** How long the health check waits for the database: its answer must come within 2 s whatever the database does. */
export const HEALTH_PROBE_MS = 1500;

/** What is wrong with the database: it does not answer (`unavailable`), or it reads but refuses writes (`degraded`). */
export interface DatabaseProblem {
  status: 'unavailable' | 'degraded';
  reason: string;
}

/** Whether the database answers in time and takes writes, for /healthz. */
export class DatabaseHealth {
  private readonly db: Database;

  constructor(private readonly dataSource: DataSource) {
    this.db = Database.of(dataSource);
  }

  /**
   * Null when the database answers `SELECT 1` within HEALTH_PROBE_MS and takes writes; otherwise
   * what is wrong. A full disk (SQLite) is `degraded` until the volume has room again (db/disk-space.ts).
   */
  async problem(): Promise<DatabaseProblem | null> {
    if (!this.db.isConnected) return { status: 'unavailable', reason: 'The database is not connected.' };
    let timer: NodeJS.Timeout | undefined;
    const tooLate = new Promise<string>((resolve) => {
      timer = setTimeout(() => resolve(`The database did not answer within ${HEALTH_PROBE_MS / 1000} s.`), HEALTH_PROBE_MS);
    });
    const answer = this.db.ping().then(
      () => null,
      () => 'The database is not answering.',
    );
    try {
      const unanswered = await Promise.race([answer, tooLate]);
      if (unanswered !== null) return { status: 'unavailable', reason: unanswered };
    } finally {
      clearTimeout(timer);
    }
    const refused = writesRefused(this.dataSource);
    return refused === null ? null : { status: 'degraded', reason: refused };
  }
}
