import { AsyncLocalStorage } from 'node:async_hooks';
import { Mutex, type MutexInterface } from 'async-mutex';
import type { DataSource, EntityManager, QueryRunner } from 'typeorm';
import { databaseUnavailable } from './database-errors';
import { diskRoomFor } from './disk-space';
import { checkpointThreadOf, keepWalWithin, walBytes, type CheckpointedConnection } from './sqlite-checkpoints';

/** What this module needs of better-sqlite3's Database: its own view of its transaction, its log. */
interface SqliteConnection extends CheckpointedConnection {
  readonly inTransaction: boolean;
  exec(sql: string): unknown;
}

type Work<T> = (manager: EntityManager) => Promise<T>;

/** A transaction's hold on the connection; `open` turns false when it ends (work it started later must queue). */
interface Turn {
  open: boolean;
}

/**
 * Runs tasks one at a time, in the order they asked (async-mutex's Mutex is first come, first
 * served). A task that has not had its turn within `waitLimitMs` never runs: its caller gets a 503
 * (a request that cannot get the database in time answers rather than waiting without end), and
 * its turn, when it comes, is passed straight on. The timer is set only when there is a turn to
 * wait for; it races the turn here rather than going through async-mutex's withTimeout, the slower
 * of the two with many statements waiting (docs/decisions/sqlite-transaction-ownership.md).
 */
function takingTurns(waitLimitMs: number): <T>(task: () => Promise<T>) => Promise<T> {
  const mutex = new Mutex();

  async function turnWithinLimit(): Promise<MutexInterface.Releaser> {
    const turn = mutex.acquire();
    let timer: NodeJS.Timeout | undefined;
    const tooLate = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(databaseUnavailable('slow')), waitLimitMs);
    });
    try {
      return await Promise.race([turn, tooLate]);
    } catch (error) {
      void turn.then((release) => release());
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }

  return async (task) => {
    if (!mutex.isLocked()) return mutex.runExclusive(task);
    const release = await turnWithinLimit();
    try {
      return await task();
    } finally {
      release();
    }
  };
}

/** A statement that only reads (a SELECT or a WITH … SELECT): it cannot grow the write-ahead log. */
export function isRead(sql: unknown): boolean {
  return typeof sql === 'string' && /^\s*(?:SELECT|WITH)\b/i.test(sql) && !/\b(?:INSERT|UPDATE|DELETE|REPLACE)\b/i.test(sql);
}

/**
 * TypeORM's own count of open transactions on its query runner (protected fields), set to the
 * connection's truth. No public API can bring that count back after SQLite ended a transaction by
 * itself: test/typeorm-internals.test.ts pins the fields, and
 * docs/decisions/sqlite-transaction-ownership.md says why they are written here.
 */
function setTypeormTransaction(runner: QueryRunner, open: boolean): void {
  const state = runner as unknown as { isTransactionActive: boolean; transactionDepth: number };
  state.isTransactionActive = open;
  state.transactionDepth = open ? 1 : 0;
}

/**
 * better-sqlite3 gives TypeORM ONE connection for the whole process, so this module owns BEGIN,
 * COMMIT and ROLLBACK on it (docs/architecture.md, Failure rules):
 *
 * - Transactions take turns, in the order they were started. Overlapping ones would nest: the second
 *   would become a SAVEPOINT inside the first, and a rollback of either would undo the other's work.
 * - A statement outside any transaction takes a turn too: run while another request's transaction is
 *   open, it would become part of it, and be undone by its rollback after it was acknowledged.
 * - What the connection says (`inTransaction`) decides, not what TypeORM counted. After SQLITE_FULL
 *   SQLite rolls the whole transaction back by itself; TypeORM's ROLLBACK then fails and it would go
 *   on counting a transaction open, turning the next BEGIN into a SAVEPOINT that is never committed.
 *   Here every statement of a transaction checks that the transaction is still open, COMMIT is
 *   checked, and a failure always ends in a ROLLBACK that is checked too. A connection that cannot
 *   be brought out of a transaction refuses every turn with a 503 (nothing is acknowledged) until a
 *   ROLLBACK succeeds.
 *
 * - The write-ahead log stays under `walLimitBytes`: a turn that leaves it past half its bound asks
 *   the checkpoint thread for keepWalWithin's checkpoint, which copies the log on a connection and a
 *   thread of its own while the turns go on (sqlite-checkpoints.ts). A SQLITE_FULL anywhere,
 *   the checkpoint's included, marks the disk full for /healthz until the volume has that much room
 *   again (disk-space.ts).
 *
 * Work inside a transaction uses the manager it is given, whose nested `transaction` calls are
 * savepoints. Isolation levels are ignored: SQLite transactions are serializable.
 */
export function ownSqliteTransactions(dataSource: DataSource, waitLimitMs: number, walLimitBytes: number): void {
  const turns = new AsyncLocalStorage<Turn>();
  const connection = () => (dataSource.driver as unknown as { databaseConnection: SqliteConnection }).databaseConnection;
  const room = diskRoomFor(dataSource, walLimitBytes);
  const takeTurn = takingTurns(waitLimitMs);
  let checkpointAsked = false;
  /** Asks the checkpoint thread for the log's checkpoint (see above), once however many turns ask. */
  function askCheckpoint(db: SqliteConnection): void {
    const thread = checkpointThreadOf(db);
    if (checkpointAsked || !thread) return;
    checkpointAsked = true;
    void keepWalWithin(db, thread, walLimitBytes).then((failure) => {
      checkpointAsked = false;
      if (failure) room?.noteIfFull(failure);
    });
  }
  /**
   * A turn that notes a full disk and, when it may have written (`writes`), past half the log's
   * bound queues its checkpoint. A read adds nothing to the log, so it does not look at the log's
   * size: a stat of the file per statement was a few per cent of the server's time under load.
   */
  const inTurn = <T>(task: () => Promise<T>, writes: boolean): Promise<T> =>
    takeTurn(async () => {
      try {
        return await task();
      } catch (error) {
        room?.noteIfFull(error);
        throw error;
      } finally {
        const db = connection();
        if (writes && db.open && walBytes(db) >= walLimitBytes / 2) askCheckpoint(db);
      }
    });

  /** Ends whatever transaction the connection is in; a 503 when even that fails (nothing may be acknowledged then). */
  function rollBack(runner: QueryRunner): void {
    const db = connection();
    try {
      if (db.inTransaction) db.exec('ROLLBACK');
    } catch {
      // Judged below by what the connection says.
    }
    setTypeormTransaction(runner, false);
    if (db.inTransaction) throw databaseUnavailable('unreachable');
  }

  /** Statements on the runner take turns with the transactions (see above). */
  function takeTurns(runner: QueryRunner): void {
    const runQuery = runner.query.bind(runner) as (...args: unknown[]) => Promise<unknown>;

    /** A statement of the current transaction: only while the transaction is really open. */
    async function queryInTransaction(args: unknown[]): Promise<unknown> {
      // SQLite rolled back by itself (SQLITE_FULL and the like) and the work went on: in autocommit
      // mode its next statements would be saved one by one, and the transaction's answer be a lie.
      if (!connection().inTransaction) throw databaseUnavailable('unreachable');
      const result = await runQuery(...args);
      if (!connection().inTransaction)
        throw new Error('A statement ended the transaction it ran in; transactions are ended only by their runner.');
      return result;
    }

    runner.query = ((...args: unknown[]) => {
      if (turns.getStore()?.open) return queryInTransaction(args);
      return inTurn(async () => {
        // A transaction nobody holds (TypeORM's migrations hold theirs) would swallow this statement.
        if (connection().inTransaction && !runner.isTransactionActive) rollBack(runner);
        return runQuery(...args);
      }, !isRead(args[0]));
    }) as typeof runner.query;
  }

  // better-sqlite3: TypeORM creates one query runner per connection (a new one after the data source
  // is opened again) and hands it out for every query.
  const driver = dataSource.driver;
  const createQueryRunner = driver.createQueryRunner.bind(driver);
  const taking = new WeakSet<QueryRunner>();
  driver.createQueryRunner = (mode) => {
    const runner = createQueryRunner(mode);
    if (!taking.has(runner)) {
      takeTurns(runner);
      taking.add(runner);
    }
    return runner;
  };

  async function runTransaction<T>(work: Work<T>): Promise<T> {
    const db = connection();
    // The one runner, with an entity manager of its own for this transaction's work.
    const runner = dataSource.createQueryRunner('master');
    // Whatever is still open was never acknowledged: it goes, or this transaction does not start.
    if (db.inTransaction) rollBack(runner);
    try {
      // IMMEDIATE: the write lock is taken now, where SQLite waits its busy timeout for the checkpoint
      // thread's TRUNCATE to let go of it (checkpoint-thread.ts). A deferred BEGIN would take it at the
      // first write, after a read, where SQLite does not wait: SQLITE_BUSY at once, a 503.
      db.exec('BEGIN IMMEDIATE');
      setTypeormTransaction(runner, true);
      const result = await work(runner.manager);
      if (!db.inTransaction) throw databaseUnavailable('unreachable');
      db.exec('COMMIT');
      setTypeormTransaction(runner, false);
      return result;
    } catch (error) {
      // A failed ROLLBACK answers for itself (503): the connection matters more than this error.
      rollBack(runner);
      throw error;
    }
  }

  const transaction = (isolationOrWork: unknown, maybeWork?: unknown) => {
    const work = (typeof isolationOrWork === 'function' ? isolationOrWork : maybeWork) as Work<unknown>;
    // It would wait for the turn its caller holds, for ever.
    if (turns.getStore()?.open) {
      return Promise.reject(
        new Error('dataSource.transaction() was called inside a transaction: use the manager that transaction was given.'),
      );
    }
    return inTurn(() => {
      const turn: Turn = { open: true };
      return turns.run(turn, () => runTransaction(work).finally(() => (turn.open = false)));
    }, true);
  };
  dataSource.manager.transaction = transaction;

  // The checkpoint thread's connection closes first: the server's, then the last, folds the log into
  // the database file and removes it, as SQLite does on the last close.
  const destroy = dataSource.destroy.bind(dataSource);
  dataSource.destroy = async () => {
    const db = dataSource.isInitialized ? connection() : undefined;
    if (db) await checkpointThreadOf(db)?.close();
    return destroy();
  };
}
