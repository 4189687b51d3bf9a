import { In, IsNull, type EntityManager, type Repository } from 'typeorm';
import type { TransactionType } from '../contracts/workflow';
import { Import, Transaction as TransactionTable } from '../db/entities';
import { insertMany } from '../db/bulk-insert';
import { deleteExisting, updateExisting } from '../db/gap-locks';

/** One row of the user's transactions table, as a categories step writes it. */
export interface TransactionRow {
  date: string;
  category: string;
  subcategory: string;
  /** As in the sheet. */
  amountCents: number;
  /** What the analysis added to its type's total (0 when not counted or ignored). */
  contributionCents: number;
  type: TransactionType;
  counted: boolean;
  description: string;
  sheet: string;
  row: number;
}

/** What one categories step imported, as recorded beside its rows (JSON texts as the reads send them). */
export type NewImportRow = Pick<
  Import,
  | 'createdAt'
  | 'source'
  | 'sourceId'
  | 'fileName'
  | 'options'
  | 'classifications'
  | 'spendingAnalysis'
  | 'transactionAnalysis'
  | 'savingsSubcategories'
>;

/** The count and totals recorded with an import once its rows are written. */
export type ImportSums = Pick<Import, 'rowCount' | 'incomeCents' | 'expensesCents' | 'savingsCents' | 'latestDate' | 'windowSums'>;

/** What the transactions list reads of the current import. */
export type CurrentImport = Pick<Import, 'id'> & ImportSums;

/** What the import history lists of each import. */
export type ListedImport = Pick<
  Import,
  | 'id'
  | 'createdAt'
  | 'fileName'
  | 'source'
  | 'sourceId'
  | 'options'
  | 'rowCount'
  | 'incomeCents'
  | 'expensesCents'
  | 'savingsCents'
  | 'current'
>;

/** The transactions table's columns, in the order `add` gives each row's values. */
const TRANSACTION_COLUMNS = [
  'user_id',
  'seq',
  'import_id',
  'date',
  'category',
  'subcategory',
  'amount_cents',
  'contribution_cents',
  'type',
  'counted',
  'description',
  'sheet',
  'sheet_row',
  'search_text',
];

/**
 * The user's imports (each categories step's record) and the rows each wrote. Every statement names
 * the owner; writes run in the caller's transaction under the user's lock (user-lock.ts).
 */
export class ImportRepository {
  private readonly imports: Repository<Import>;

  constructor(private readonly manager: EntityManager) {
    this.imports = manager.getRepository(Import);
  }

  /**
   * Records an import as the user's current one and writes its rows in bulk (db/bulk-insert.ts),
   * each with the search text `searchText` works out for it; `rows` is read once, as the rows are
   * written. The sums start at zero (recordSums sets them). Answers the import's id.
   */
  async add(
    userId: number,
    record: NewImportRow,
    rows: Iterable<TransactionRow>,
    searchText: (row: TransactionRow) => string,
  ): Promise<number> {
    // A first import has no current one: on MySQL, an UPDATE of nothing would lock the gap other users insert into.
    await updateExisting(this.manager, Import, { userId, current: true }, { current: false });
    const inserted = await this.imports.insert({
      userId,
      ...record,
      rowCount: 0,
      incomeCents: 0,
      expensesCents: 0,
      savingsCents: 0,
      latestDate: null,
      windowSums: null,
      current: true,
    });
    const importId = Number(inserted.identifiers[0].id);

    // seq keeps counting after the user's kept rows, so rows of every kept import share the key.
    const [{ last }] = await this.manager.query<Array<{ last: number | string | null }>>(
      `SELECT MAX(seq) AS last FROM transactions WHERE user_id = ?`,
      [userId],
    );
    let seq = last === null ? 0 : Number(last) + 1;
    await insertMany(this.manager, 'transactions', TRANSACTION_COLUMNS, {
      *[Symbol.iterator]() {
        for (const row of rows) {
          yield [
            userId,
            seq++,
            importId,
            row.date,
            row.category,
            row.subcategory,
            row.amountCents,
            row.contributionCents,
            row.type,
            row.counted ? 1 : 0,
            row.description,
            row.sheet,
            row.row,
            searchText(row),
          ];
        }
      },
    });
    return importId;
  }

  async recordSums(userId: number, importId: number, sums: ImportSums): Promise<void> {
    await this.imports.update({ id: importId, userId }, sums);
  }

  /** Deletes the user's imports past the newest `keep`, and their rows (rows of no import too: written before imports existed). */
  async prune(userId: number, keep: number): Promise<void> {
    const kept = await this.imports.find({ select: { id: true }, where: { userId }, order: { createdAt: 'DESC', id: 'DESC' } });
    const pruned = kept.slice(keep).map((row) => row.id);
    if (pruned.length > 0) {
      await this.manager.getRepository(TransactionTable).delete({ userId, importId: In(pruned) });
      await this.imports.delete({ userId, id: In(pruned) });
    }
    await deleteExisting(this.manager, TransactionTable, { userId, importId: IsNull() });
  }

  /** The user's current import (its id), or null before the first. */
  async currentId(userId: number): Promise<number | null> {
    const current = await this.imports.findOne({ select: { id: true }, where: { userId, current: true } });
    return current?.id ?? null;
  }

  /** The current import's id and recorded sums, or null before the first. */
  current(userId: number): Promise<CurrentImport | null> {
    return this.imports.findOne({
      select: { id: true, latestDate: true, rowCount: true, incomeCents: true, expensesCents: true, savingsCents: true, windowSums: true },
      where: { userId, current: true },
    });
  }

  /** The current import's latest counted date, or null (none yet, or no counted row). */
  async currentLatestDate(userId: number): Promise<string | null> {
    const current = await this.imports.findOne({ select: { id: true, latestDate: true }, where: { userId, current: true } });
    return current?.latestDate ?? null;
  }

  /** The user's newest `limit` imports, newest first. */
  list(userId: number, limit: number): Promise<ListedImport[]> {
    return this.imports.find({
      select: {
        id: true,
        createdAt: true,
        fileName: true,
        source: true,
        sourceId: true,
        options: true,
        rowCount: true,
        incomeCents: true,
        expensesCents: true,
        savingsCents: true,
        current: true,
      },
      where: { userId },
      order: { createdAt: 'DESC', id: 'DESC' },
      take: limit,
    });
  }

  /** The user's import with everything recorded; null whether it is absent or someone else's. */
  own(userId: number, importId: number): Promise<Import | null> {
    return this.imports.findOneBy({ id: importId, userId });
  }

  /** Makes the user's import the current one (in the caller's transaction). */
  async makeCurrent(userId: number, importId: number): Promise<void> {
    await this.imports.update({ userId, current: true }, { current: false });
    await this.imports.update({ id: importId, userId }, { current: true });
  }
}
