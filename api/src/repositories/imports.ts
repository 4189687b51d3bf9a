import { In, IsNull, type EntityManager, type Repository } from 'typeorm';
import type { TransactionType } from '../contracts/workflow';
import { Import, Transaction as TransactionTable } from '../db/entities';
import { insertMany } from '../db/bulk-insert';
import type { KeptRow } from '../domain/analysis';
import type { StatementRow } from '../domain/sources/dedupe';

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
  /** The bank's id of the row (an OFX FITID, a CAMT.053 AcctSvcrRef, a log's Reference cell), or null. */
  bankId: string | null;
  /** Read in another currency (services/currency-rates.ts): the amount, contribution and currency as written there. */
  original?: { amountCents: number; contributionCents: number; currency: string };
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

/** What the picture is made of: each current import, with its source and recorded sums. */
export type LiveImport = Pick<Import, 'id' | 'sourceId' | 'createdAt' | 'options'> & ImportSums;

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
  'live',
  'bank_id',
  'original_amount_cents',
  'original_contribution_cents',
  'original_currency',
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
   * Records an import as one of the user's current ones and writes its rows in bulk
   * (db/bulk-insert.ts), live, each with the search text `searchText` works out for it; `rows` is
   * read once, as the rows are written. The sums start at zero (recordSums sets them). Answers the
   * import's id. Which imports it replaces is the caller's to say (`setLive`).
   */
  async add(
    userId: number,
    record: NewImportRow,
    rows: Iterable<TransactionRow>,
    searchText: (row: TransactionRow) => string,
  ): Promise<number> {
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
            1,
            row.bankId,
            row.original?.amountCents ?? null,
            row.original?.contributionCents ?? null,
            row.original?.currency ?? null,
          ];
        }
      },
    });
    return importId;
  }

  async recordSums(userId: number, importId: number, sums: ImportSums): Promise<void> {
    await this.imports.update({ id: importId, userId }, sums);
  }

  /**
   * Deletes the user's imports past the newest `keep` that are not current, and their rows (rows of
   * no import too: written before imports existed). A current import is never pruned: an account
   * source's imports each hold rows no other import has.
   */
  async prune(userId: number, keep: number): Promise<void> {
    const kept = await this.imports.find({
      select: { id: true, current: true },
      where: { userId },
      order: { createdAt: 'DESC', id: 'DESC' },
    });
    const pruned = kept
      .slice(keep)
      .filter((row) => !row.current)
      .map((row) => row.id);
    if (pruned.length > 0) {
      await this.manager.getRepository(TransactionTable).delete({ userId, importId: In(pruned) });
      await this.imports.delete({ userId, id: In(pruned) });
    }
    await this.manager.delete(TransactionTable, { userId, importId: IsNull() });
  }

  /** The user's current imports, oldest first, with their recorded sums ([] before the first). */
  live(userId: number): Promise<LiveImport[]> {
    return this.imports.find({
      select: {
        id: true,
        sourceId: true,
        createdAt: true,
        options: true,
        latestDate: true,
        rowCount: true,
        incomeCents: true,
        expensesCents: true,
        savingsCents: true,
        windowSums: true,
      },
      where: { userId, current: true },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
  }

  /** The latest counted date of the user's current imports, or null (none yet, or no counted row). */
  async latestDate(userId: number): Promise<string | null> {
    const [row] = await this.manager.query<Array<{ latest: string | null }>>(
      'SELECT MAX(latest_date) AS latest FROM imports WHERE user_id = ? AND current = 1',
      [userId],
    );
    return row?.latest ?? null;
  }

  /**
   * The counted rows of the user's current imports as they were stored (not ignored, counted, not
   * a matched transfer), for
   * an analysis of every source together (domain/analysis/analyse.ts `kept`).
   */
  async keptRows(userId: number): Promise<KeptRow[]> {
    const rows = await this.manager.query<
      Array<{ date: string; category: string; subcategory: string; type: TransactionType; contribution_cents: number | string }>
    >(
      `SELECT date, category, subcategory, type, contribution_cents FROM transactions
        WHERE user_id = ? AND live = 1 AND counted = 1 AND type <> 'Ignore' AND transfer_of IS NULL`,
      [userId],
    );
    return rows.map((row) => ({
      date: row.date,
      category: row.category,
      subcategory: row.subcategory,
      type: row.type,
      contributionCents: Number(row.contribution_cents),
    }));
  }

  /** The rows the given imports hold, as a statement's rows compare (domain/sources/dedupe.ts). */
  async heldRows(userId: number, importIds: readonly number[]): Promise<StatementRow[]> {
    if (importIds.length === 0) return [];
    const rows = await this.manager.query<
      Array<{ date: string; amount_cents: number | string; description: string | null; bank_id: string | null }>
    >(
      `SELECT date, amount_cents, description, bank_id FROM transactions WHERE user_id = ? AND import_id IN (${importIds.map(() => '?').join(', ')})`,
      [userId, ...importIds],
    );
    return rows.map((row) => ({
      date: row.date,
      amountCents: Number(row.amount_cents),
      description: row.description ?? '',
      bankId: row.bank_id,
    }));
  }

  /** The ids of the source's imports, current ones only when `currentOnly`. */
  async idsOfSource(userId: number, sourceId: number, currentOnly: boolean): Promise<number[]> {
    const rows = await this.imports.find({
      select: { id: true },
      where: currentOnly ? { userId, sourceId, current: true } : { userId, sourceId },
    });
    return rows.map((row) => row.id);
  }

  /**
   * Makes the user's imports current (`live`) or not, their rows with them (in the caller's
   * transaction). Only imports not in that state yet change: an import's rows are live exactly while
   * it is current, so theirs flip in ONE UPDATE by import id, found through the `(user_id, live, …)`
   * indexes (SQLite; MariaDB reads the user's key range), and rows of an import already so match
   * nothing. Two statements, with no read first to find which imports change (a round trip each).
   */
  async setLive(userId: number, importIds: readonly number[], live: boolean): Promise<void> {
    if (importIds.length === 0) return;
    await this.imports.update({ userId, id: In([...importIds]), current: !live }, { current: live });
    await this.manager.update(TransactionTable, { userId, live: !live, importId: In([...importIds]) }, { live });
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
}
