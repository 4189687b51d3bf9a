import type { DataSource } from 'typeorm';
import { Database } from '../repositories/database';

/** How long the health check waits for the database: its answer must come within 2 s whatever the database does. */
export const HEALTH_PROBE_MS = 1500;

/** Whether the database answers in time, for /healthz. */
export class DatabaseHealth {
  private readonly db: Database;

  constructor(dataSource: DataSource) {
    this.db = Database.of(dataSource);
  }

  /** Null when the database answers `SELECT 1` within HEALTH_PROBE_MS; otherwise the reason it did not. */
  async problem(): Promise<string | null> {
    if (!this.db.isConnected) return 'The database is not connected.';
    let timer: NodeJS.Timeout | undefined;
    const tooLate = new Promise<string>((resolve) => {
      timer = setTimeout(() => resolve(`The database did not answer within ${HEALTH_PROBE_MS / 1000} s.`), HEALTH_PROBE_MS);
    });
    const answer = this.db.ping().then(
      () => null,
      () => 'The database is not answering.',
    );
    try {
      return await Promise.race([answer, tooLate]);
    } finally {
      clearTimeout(timer);
    }
  }
}
