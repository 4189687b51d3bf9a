import { ServiceUnavailableError } from '../errors';
import { type MessageKey, message } from '../i18n';

/**
 * What a database driver's error means for the request that met it: the one place that knows the
 * drivers' error codes. The error handler answers each kind with a 503 (nothing was saved; try again),
 * the MySQL transaction runner retries lock conflicts.
 */
export type DatabaseTrouble =
  /** No room to write: SQLite's SQLITE_FULL, a MySQL disk or table that is full. */
  | 'full'
  /** Locks: a deadlock, a lock wait that took too long, a busy SQLite file. */
  | 'busy'
  /** No connection, or no answer, within the time limits (data-source.ts, DatabaseLimits). */
  | 'slow'
  /** The server cannot be reached, or cannot be written to. */
  | 'unreachable';

const ANSWERS: Record<DatabaseTrouble, { key: MessageKey; retryAfterSeconds: number }> = {
  full: { key: 'database.full', retryAfterSeconds: 60 },
  busy: { key: 'database.busy', retryAfterSeconds: 2 },
  slow: { key: 'database.slow', retryAfterSeconds: 5 },
  unreachable: { key: 'database.unreachable', retryAfterSeconds: 5 },
};

/** The 503 a person gets for that trouble: what happened, that nothing was saved, when to try again. */
export function databaseUnavailable(trouble: DatabaseTrouble): ServiceUnavailableError {
  const { key, retryAfterSeconds } = ANSWERS[trouble];
  return new ServiceUnavailableError(message(key), retryAfterSeconds);
}

/** MySQL/MariaDB server errors, by number (mysql2 names only MySQL's; MariaDB's 1969 has no name there). */
const MYSQL_ERRORS: Record<number, DatabaseTrouble> = {
  1021: 'full', // ER_DISK_FULL
  1114: 'full', // ER_RECORD_FILE_FULL
  1205: 'busy', // ER_LOCK_WAIT_TIMEOUT (row locks, and metadata locks such as FLUSH TABLES WITH READ LOCK)
  1213: 'busy', // ER_LOCK_DEADLOCK
  1969: 'slow', // MariaDB ER_STATEMENT_TIMEOUT (max_statement_time)
  3024: 'slow', // MySQL ER_QUERY_TIMEOUT (max_execution_time)
  1040: 'unreachable', // ER_CON_COUNT_ERROR
  1053: 'unreachable', // ER_SERVER_SHUTDOWN
  1290: 'unreachable', // ER_OPTION_PREVENTS_STATEMENT (read-only during a managed failover)
  1836: 'unreachable', // ER_READ_ONLY_MODE
};

/** Client-side codes: SQLite's and the network's (node, mysql2). */
const CLIENT_CODES: Record<string, DatabaseTrouble> = {
  SQLITE_FULL: 'full',
  SQLITE_BUSY: 'busy',
  PROTOCOL_SEQUENCE_TIMEOUT: 'slow', // mysql2's own query timeout
  ETIMEDOUT: 'slow', // no answer to a connection attempt in time (mysql2's connectTimeout, or TCP's)
  SQLITE_CANTOPEN: 'unreachable',
  ECONNREFUSED: 'unreachable',
  ECONNRESET: 'unreachable',
  EPIPE: 'unreachable',
  PROTOCOL_CONNECTION_LOST: 'unreachable',
  PROTOCOL_ENQUEUE_AFTER_FATAL_ERROR: 'unreachable',
};

/** MySQL errors after which the whole transaction is worth running again. */
const LOCK_CONFLICTS = new Set([1205, 1213]);

/** The driver's own error: TypeORM wraps it (QueryFailedError.driverError); a bare one is itself. */
function driverError(error: unknown): { code?: unknown; errno?: unknown; sqlState?: unknown } | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const wrapped = (error as { driverError?: unknown }).driverError;
  return typeof wrapped === 'object' && wrapped !== null ? wrapped : error;
}

/** A MySQL server error number; undefined for anything else (SQLite's `errno` is absent, node's is negative). */
function mysqlErrno(error: unknown): number | undefined {
  const driver = driverError(error);
  return typeof driver?.errno === 'number' && typeof driver.sqlState === 'string' ? driver.errno : undefined;
}

/** What went wrong with the database, or undefined when the error is not the database's. */
export function databaseTrouble(error: unknown): DatabaseTrouble | undefined {
  const errno = mysqlErrno(error);
  if (errno !== undefined && MYSQL_ERRORS[errno]) return MYSQL_ERRORS[errno];
  const code = driverError(error)?.code;
  return typeof code === 'string' ? CLIENT_CODES[code] : undefined;
}

/** A deadlock or a lock wait timeout on MySQL/MariaDB: InnoDB has rolled back, running it again may succeed. */
export function isLockConflict(error: unknown): boolean {
  const errno = mysqlErrno(error);
  return errno !== undefined && LOCK_CONFLICTS.has(errno);
}
