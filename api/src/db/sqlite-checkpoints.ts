import { statSync } from 'node:fs';
import { CheckpointThread } from './checkpoint-thread';
import { databaseTrouble } from './database-errors';

/** What this module needs of better-sqlite3's Database. */
export interface CheckpointedConnection {
  readonly open: boolean;
  /** The database file's path (its log is `<name>-wal`). */
  readonly name: string;
  pragma(sql: string, options?: { simple: boolean }): unknown;
}

/** How often the WAL is folded back into the database file when nothing else holds the connection. */
export const CHECKPOINT_INTERVAL_MS = 1_000;

/** The write-ahead log's default bound (DB_WAL_LIMIT_MB, docs/operations.md). */
export const DEFAULT_WAL_LIMIT_BYTES = 8 * 1024 * 1024;

/**
 * SQLite folds its write-ahead log back into the database file (a checkpoint) inside the commit that
 * takes the log past 1,000 pages: the request that wrote a large upload would then wait for that copy
 * too. Here commits do not checkpoint on SQLite's count; the checkpoint thread (checkpoint-thread.ts)
 * runs a PASSIVE checkpoint every CHECKPOINT_INTERVAL_MS instead, on its own connection, beside the
 * server's (a PASSIVE checkpoint copies what every reader and writer is done with and never waits).
 * Durability is the log's: a committed write is in the WAL, and SQLite reads it from there (and
 * recovers it after a crash). Answers a stop.
 */
export function checkpointBetweenRequests(
  db: CheckpointedConnection,
  thread: CheckpointThread,
  intervalMs = CHECKPOINT_INTERVAL_MS,
): () => void {
  db.pragma('wal_autocheckpoint = 0');
  let running = false;
  const timer = setInterval(() => {
    if (!db.open) {
      clearInterval(timer);
      return;
    }
    // One at a time: a tick while the last one still copies has nothing to add.
    if (running) return;
    running = true;
    // A busy or full disk: the log keeps the data, and the next tick tries again.
    void thread.checkpoint('PASSIVE').then(() => (running = false));
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
 * Asked by a turn that left the log's file at half its limit or more (sqlite-transactions.ts): a
 * TRUNCATE checkpoint on the checkpoint thread copies the log into the database file and cuts the
 * file to nothing, so its size is the log's size again (after a PASSIVE one SQLite reuses the file
 * from its start and the size says nothing). It is never starved by the server's open transactions:
 * meeting one, it copies what it can and the next turn that writes asks again; so the log stays
 * under `limitBytes` unless one transaction alone writes more. Answers the error when the checkpoint
 * failed for want of room (the data stays in the log), so the caller can mark the disk full.
 */
export async function keepWalWithin(db: CheckpointedConnection, thread: CheckpointThread, limitBytes: number): Promise<unknown> {
  if (!db.open || walBytes(db) < limitBytes / 2) return undefined;
  const answer = await thread.checkpoint('TRUNCATE');
  // Busy or full: the log keeps the data, and the next turn tries again.
  return !answer.ok && databaseTrouble(answer.error) === 'full' ? answer.error : undefined;
}

/**
 * The page size of a database file made here: 8 KB instead of SQLite's 4 KB. An import writes its
 * rows into the table and three B-trees of it; with twice the rows a page, a 50,000-row import's
 * insert, commit and checkpoint each take 10–25 % less (docs/decisions/sqlite-page-size.md). A
 * page size is fixed when the file is made: an existing database keeps its own.
 */
export const NEW_DATABASE_PAGE_SIZE = 8192;

/** Sets the page size of a database that has no page yet (a new file); any other is left as it is. */
export function sizePagesOfNewDatabase(db: CheckpointedConnection): void {
  if (db.pragma('page_count', { simple: true }) === 0) db.pragma(`page_size = ${NEW_DATABASE_PAGE_SIZE}`);
}

/** Each file database's checkpoint thread, by its connection. */
const threads = new WeakMap<CheckpointedConnection, CheckpointThread>();

/**
 * Sets up a database file's connection as this module says: the log's file bound, no checkpoint in
 * a commit, and a checkpoint thread (checkpointThreadOf) with its PASSIVE ticks.
 */
export function startCheckpoints(db: CheckpointedConnection, walLimitBytes: number): void {
  limitWalFile(db, walLimitBytes);
  const thread = new CheckpointThread(db.name);
  threads.set(db, thread);
  checkpointBetweenRequests(db, thread);
}

/** The connection's checkpoint thread; none for a database in memory. */
export function checkpointThreadOf(db: CheckpointedConnection): CheckpointThread | undefined {
  return threads.get(db);
}
