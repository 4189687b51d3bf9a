/**
 * SQLite's write-ahead log during a load run (bench/load.ts): its file's size sampled every
 * `intervalMs`, and the largest seen. It must stay within DB_WAL_LIMIT_MB
 * (docs/decisions/sqlite-full-disk.md).
 */
import { statSync } from 'node:fs';

export class WalSampler {
  maxBytes = 0;
  samples = 0;
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly databaseFile: string,
    intervalMs = 50,
  ) {
    this.timer = setInterval(() => this.sample(), intervalMs);
  }

  private sample(): void {
    this.samples += 1;
    try {
      this.maxBytes = Math.max(this.maxBytes, statSync(`${this.databaseFile}-wal`).size);
    } catch {
      // No log (yet, or checkpointed away on close).
    }
  }

  stop(): void {
    clearInterval(this.timer);
    this.sample();
  }
}
