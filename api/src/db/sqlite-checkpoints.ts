/** What this module needs of better-sqlite3's Database. */
export interface CheckpointedConnection {
  readonly open: boolean;
  readonly inTransaction: boolean;
  pragma(sql: string): unknown;
}

/** How often the WAL is folded back into the database file when nothing else holds the connection. */
export const CHECKPOINT_INTERVAL_MS = 1_000;

/**
 * SQLite folds its write-ahead log back into the database file (a checkpoint) inside the commit that
 * takes the log past 1,000 pages: the request that wrote a large upload would then wait for that copy
 * too. Here commits never checkpoint; a PASSIVE checkpoint
 * runs between requests instead, every CHECKPOINT_INTERVAL_MS, never inside a transaction (the one
 * connection is shared, sqlite-transactions.ts). Durability is the log's: a committed
 * write is in the WAL, and SQLite reads it from there (and recovers it after a crash) until then.
 */
export function checkpointBetweenRequests(db: CheckpointedConnection, intervalMs = CHECKPOINT_INTERVAL_MS): () => void {
  db.pragma('wal_autocheckpoint = 0');
  const timer = setInterval(() => {
    if (!db.open) {
      clearInterval(timer);
      return;
    }
    if (db.inTransaction) return;
    try {
      db.pragma('wal_checkpoint(PASSIVE)');
    } catch {
      // A busy or full disk: the log keeps the data, and the next tick tries again.
    }
  }, intervalMs);
  // A server with nothing else to do may exit: the log is checkpointed when the database closes.
  timer.unref();
  return () => clearInterval(timer);
}
