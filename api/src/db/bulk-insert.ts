import type { EntityManager } from 'typeorm';

/** Bound parameters per multi-row statement on MySQL (its bound is 65535). */
const MAX_PARAMETERS_PER_STATEMENT = 30_000;
/**
 * On SQLite (bound 32766): each run of a statement has a fixed cost, so the fewer the better, up
 * to the bound (2,000 transaction rows a statement rather than 142); a larger bound array of
 * parameters costs nothing more.
 */
const SQLITE_PARAMETERS_PER_STATEMENT = 28_000;

/** The synchronous handle better-sqlite3 gives TypeORM (only what the bulk path uses). */
interface SqliteHandle {
  prepare(sql: string): { run(...params: unknown[]): unknown };
}

/**
 * Bulk insert through the transaction's own connection (docs/architecture.md, Bulk writes): multi-row
 * INSERTs, each as many rows as fit the bound above. On SQLite the full-size statement is prepared
 * once and run synchronously batch after batch, so nothing else can interleave and no statement is
 * parsed twice; on MySQL each batch is a few hundred KB of SQL, far below max_allowed_packet. Rows
 * are taken from the iterable as they are written, so no second copy of a large set is held.
 * `columns` are database column names; each row lists its values in their order.
 */
export async function insertMany(manager: EntityManager, table: string, columns: string[], rows: Iterable<unknown[]>): Promise<void> {
  const sqlite = manager.dataSource.options.type === 'better-sqlite3';
  const escape = (name: string) => manager.dataSource.driver.escape(name);
  const head = `INSERT INTO ${escape(table)} (${columns.map(escape).join(', ')}) VALUES `;
  const tuple = `(${columns.map(() => '?').join(', ')})`;
  const statementFor = (count: number) => head + new Array<string>(count).fill(tuple).join(', ');
  const perStatement = Math.max(1, Math.floor((sqlite ? SQLITE_PARAMETERS_PER_STATEMENT : MAX_PARAMETERS_PER_STATEMENT) / columns.length));

  // SQLite writes return nothing (synchronous: not even a microtask can slip in between); MySQL's a promise.
  let write: (params: unknown[], count: number) => Promise<void> | void;
  if (sqlite) {
    // Outside a transaction the one connection could be another request's (sqlite-transactions.ts).
    if (!manager.queryRunner?.isTransactionActive) throw new Error('Bulk insert runs only inside a transaction.');
    const handle = (await manager.queryRunner.connect()) as SqliteHandle;
    // Prepared at the first full batch only: preparing a statement of 28,000 parameters costs more
    // than a small insert itself, and most inserts (a few classifications, a small file) never fill one.
    let full: ReturnType<SqliteHandle['prepare']> | undefined;
    write = (params, count) => {
      if (count === perStatement) (full ??= handle.prepare(statementFor(perStatement))).run(...params);
      else handle.prepare(statementFor(count)).run(...params.slice(0, count * columns.length));
    };
  } else {
    write = async (params, count) => {
      await manager.query(statementFor(count), count === perStatement ? params : params.slice(0, count * columns.length));
    };
  }

  // Grown as rows come (a full batch's 28,000 slots made up front cost more than a small insert).
  const params: unknown[] = [];
  let count = 0;
  for (const row of rows) {
    for (let column = 0; column < columns.length; column += 1) params[count * columns.length + column] = row[column];
    count += 1;
    if (count === perStatement) {
      const pending = write(params, count);
      if (pending) await pending;
      count = 0;
    }
  }
  if (count > 0) await write(params, count);
}
