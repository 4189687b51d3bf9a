import { statSync } from 'node:fs';
import { databaseTrouble } from './database-errors';

/** What this module needs of better-sqlite3's Database. */
export interface CheckpointedConnection {
  readonly open: boolean;
  readonly inTransaction: boolean;
  /** The database file's path (its log is `<name>-wal`). */
  readonly name: string;
  pragma(sql: string): unknown;
}

/** How often the WAL is folded back into the database file when nothing else holds the connection. */
export const CHECKPOINT_INTERVAL_MS = 1_000;

/** The write-ahead log's default bound (DB_WAL_LIMIT_MB, docs/operations.md). */
export const DEFAULT_WAL_LIMIT_BYTES = 8 * 1024 * 1024;

/**
 * SQLite folds its write-ahead log back into the database file (a checkpoint) inside the commit that
 * takes the log past 1,000 pages: the request that wrote a large upload would then wait for that copy
 * too. Here commits do not checkpoint on SQLite's count; a PASSIVE checkpoint runs between requests
 * instead, every CHECKPOINT_INTERVAL_MS, never inside a transaction (the one connection is shared,
 * sqlite-transactions.ts). Under steady writes a transaction is nearly always open and that tick is
 * skipped: the log's own bound is kept by `keepWalWithin`, queued after a turn that wrote. Durability is the log's:
 * a committed write is in the WAL, and SQLite reads it from there (and recovers it after a crash).
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

/**
 * The log's file is cut back to `limitBytes` whenever SQLite starts the log over after the PASSIVE
 * checkpoint above (journal_size_limit); without it the file would stay at its largest.
 */
export function limitWalFile(db: CheckpointedConnection, limitBytes: number): void {
  db.pragma(`journal_size_limit = ${Math.floor(limitBytes)}`);
}

/** The log's size in bytes; 0 when there is none (in memory, or not yet written). */
export function walBytes(db: CheckpointedConnection): number {
  try {
    return statSync(`${db.name}-wal`).size;
  } catch {
    return 0;
  }
}

/**
 * Run as a turn of its own on the connection, outside any transaction, queued by a turn that left
 * the log's file at half its limit or more (sqlite-transactions.ts): a TRUNCATE checkpoint
 * copies it into the database file and cuts the file to nothing, so its size is the log's size
 * again (after a PASSIVE one SQLite reuses the file from its start and the size says nothing). The
 * busy timeout is 0 meanwhile: a reader in another process makes it give up at once, never block
 * the event loop, and the next turn tries again. As a turn, it is never starved by the next request's
 * open transaction (the tick above is), so the log stays under `limitBytes` unless one transaction
 * alone writes more. Answers the error when the
 * checkpoint failed for want of room (the data stays in the log), so the caller can mark the disk full.
 */
export function keepWalWithin(db: CheckpointedConnection, limitBytes: number): unknown {
  if (!db.open || db.inTransaction || walBytes(db) < limitBytes / 2) return undefined;
  const [{ timeout }] = db.pragma('busy_timeout') as [{ timeout: number }];
  try {
    db.pragma('busy_timeout = 0');
    db.pragma('wal_checkpoint(TRUNCATE)');
    return undefined;
  } catch (error) {
    // Busy or full: the log keeps the data, and the next turn tries again.
    return databaseTrouble(error) === 'full' ? error : undefined;
  } finally {
    db.pragma(`busy_timeout = ${timeout}`);
  }
}
