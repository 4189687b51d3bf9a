import type { DataSource, EntityManager, EntityMetadata } from 'typeorm';

/**
 * Which tables hold a user's rows, found rather than listed, so a table added later is exported and
 * deleted with the rest without anyone remembering to add it here. From every entity's table (the
 * entity metadata) and the foreign keys the database really has, a table is the user's when:
 *   - a foreign key leads from it to `users.id` (or it has a `user_id` column at all), or
 *   - a foreign key leads from it to a table that is the user's (goal_transactions → savings_goals).
 * Tables with neither (plans, throttle counts, applied billing event ids) hold nobody's data.
 */
export interface OwnedTable {
  table: string;
  metadata: EntityMetadata;
  /** SQL over the table's alias `t` selecting the user's rows; the user id is bound as `:userId`. */
  condition: string;
  /** Owned tables whose rows this table's foreign keys point at (deleted after this one). */
  parents: string[];
}

export const USERS_TABLE = 'users';
const USER_COLUMN = 'user_id';

interface ForeignKey {
  columns: string[];
  referencedTable: string;
  referencedColumns: string[];
}

/** `db.table` or `table` as TypeORM names a referenced table on MySQL; the bare name. */
const bareName = (name: string) => name.split('.').pop()!.replace(/[`"]/g, '');

async function foreignKeysByTable(dataSource: DataSource, tables: string[]): Promise<Map<string, ForeignKey[]>> {
  const queryRunner = dataSource.createQueryRunner();
  try {
    const found = await queryRunner.getTables(tables);
    return new Map(
      found.map((table) => [
        bareName(table.name),
        table.foreignKeys.map((fk) => ({
          columns: fk.columnNames,
          referencedTable: bareName(fk.referencedTableName),
          referencedColumns: fk.referencedColumnNames,
        })),
      ]),
    );
  } finally {
    await queryRunner.release();
  }
}

/** Children before parents: the order in which rows can be deleted with foreign keys enforced. */
function deletionOrder(owned: Map<string, OwnedTable>): OwnedTable[] {
  const ordered: OwnedTable[] = [];
  const placed = new Set<string>();
  const visit = (table: OwnedTable, path: Set<string>) => {
    if (placed.has(table.table) || path.has(table.table)) return;
    path.add(table.table);
    // Whatever points at this table goes first.
    for (const other of owned.values()) if (other.parents.includes(table.table)) visit(other, path);
    placed.add(table.table);
    ordered.push(table);
  };
  for (const table of owned.values()) visit(table, new Set());
  return ordered;
}

/** The user's tables (users itself excluded), children first. */
export async function findOwnedTables(dataSource: DataSource): Promise<OwnedTable[]> {
  const metadataByTable = new Map(dataSource.entityMetadatas.map((metadata) => [metadata.tableName, metadata]));
  const fks = await foreignKeysByTable(dataSource, [...metadataByTable.keys()]);
  const owned = new Map<string, OwnedTable>();
  const q = (name: string) => dataSource.driver.escape(name);

  // Direct owners first: a foreign key to users.id, or a user_id column without one.
  for (const [table, metadata] of metadataByTable) {
    if (table === USERS_TABLE) continue;
    const toUser = (fks.get(table) ?? []).find((fk) => fk.referencedTable === USERS_TABLE && fk.columns.length === 1);
    const column = toUser?.columns[0] ?? (metadata.findColumnWithDatabaseName(USER_COLUMN) ? USER_COLUMN : null);
    if (column) owned.set(table, { table, metadata, condition: `t.${q(column)} = :userId`, parents: [] });
  }
  // Then, until nothing changes, tables reached through a foreign key to an owned table.
  for (let changed = true; changed;) {
    changed = false;
    for (const [table, metadata] of metadataByTable) {
      if (table === USERS_TABLE || owned.has(table)) continue;
      const via = (fks.get(table) ?? []).find((fk) => owned.has(fk.referencedTable) && fk.columns.length === 1);
      if (!via) continue;
      const parent = owned.get(via.referencedTable)!;
      const inner = parent.condition.replace(/\bt\./g, 'p.');
      const condition = `t.${q(via.columns[0])} IN (SELECT p.${q(via.referencedColumns[0])} FROM ${q(parent.table)} p WHERE ${inner})`;
      owned.set(table, { table, metadata, condition, parents: [] });
      changed = true;
    }
  }
  // Which owned tables each one points at, for the deletion order.
  for (const table of owned.values()) {
    table.parents = (fks.get(table.table) ?? []).map((fk) => fk.referencedTable).filter((name) => name !== table.table && owned.has(name));
  }
  return deletionOrder(owned);
}

/** The user's rows of one owned table, as entities (column transformers applied). */
function readOwnedRows(manager: EntityManager, table: OwnedTable, userId: number): Promise<object[]> {
  return manager.createQueryBuilder(table.metadata.target, 't').where(table.condition, { userId }).getMany();
}

/** Deletes the user's rows of one owned table. */
async function deleteOwnedRows(manager: EntityManager, table: OwnedTable, userId: number): Promise<void> {
  // MySQL refuses a DELETE whose subquery reads the table being deleted from; the ids go through a derived table.
  const condition = table.condition.replace(/IN \(SELECT (.+)\)$/, 'IN (SELECT * FROM (SELECT $1) owned)');
  const sql = `DELETE FROM ${manager.dataSource.driver.escape(table.table)} WHERE ${condition.replace(/\bt\./g, '')}`;
  const [query, parameters] = manager.dataSource.driver.escapeQueryWithParameters(sql, { userId });
  await manager.query(query, parameters);
}

/** A user's rows in every owned table: for the account's export and its deletion. */
export class UserDataRepository {
  constructor(private readonly manager: EntityManager) {}

  /** The owned tables as the schema has them now (children first). */
  ownedTables(): Promise<OwnedTable[]> {
    return findOwnedTables(this.manager.dataSource);
  }

  rowsOf(table: OwnedTable, userId: number): Promise<object[]> {
    return readOwnedRows(this.manager, table, userId);
  }

  deleteRowsOf(table: OwnedTable, userId: number): Promise<void> {
    return deleteOwnedRows(this.manager, table, userId);
  }
}
