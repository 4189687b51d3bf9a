import type { EntityManager } from 'typeorm';
import type { ListSums } from '../domain/analysis';

/** One stored row as the list reads it (numbers may come back as strings from MySQL). */
export interface ListedTransaction {
  seq: number | string;
  date: string;
  description: string | null;
  category: string;
  subcategory: string;
  type: string;
  amount_cents: number | string;
  contribution_cents: number | string;
  sheet: string;
  sheet_row: number | string;
  transfer_of: number | string | null;
  /** Read in another currency (services/currency-rates.ts): the amount as written there and its code; else null. */
  original_amount_cents: number | string | null;
  original_currency: string | null;
}

/** Which of the user's live rows (docs/decisions/sources.md) the list wants; every bound given narrows it. */
export interface TransactionFilter {
  userId: number;
  /** YYYY-MM-DD, inclusive. */
  from?: string;
  to?: string;
  /** Compared exactly, case included, as the analysis compares names. */
  category?: string;
  subcategory?: string;
  type?: string;
  /** The search key (domain/search): found inside the row's search text, byte for byte. */
  searchKey?: string;
}

/** The last row of a page: the next page starts after it in list order. */
export interface ListCursor {
  date: string;
  seq: number;
}

/** A WHERE clause with its parameters, in order. */
interface Condition {
  sql: string;
  params: unknown[];
}

const COLUMNS =
  'seq, date, description, category, subcategory, type, amount_cents, contribution_cents, sheet, sheet_row, transfer_of, original_amount_cents, original_currency';
/** Newest first, then sheet (in the selected order) and row: `seq` follows both within an import. */
const ORDER = 'ORDER BY date DESC, seq ASC';

/**
 * The transactions list's reads of the user's rows: pages by keyset (a cursor is the last row's
 * date and seq, so rows of equal dates are neither skipped nor repeated) and the count and totals
 * of a filtered set. Every statement is scoped by the user's id and reads live rows only.
 */
export class TransactionListRepository {
  private readonly mysql: boolean;

  constructor(private readonly manager: EntityManager) {
    this.mysql = manager.dataSource.options.type === 'mysql';
  }

  private condition(filter: TransactionFilter): Condition {
    const parts = ['user_id = ?', 'live = 1'];
    const params: unknown[] = [filter.userId];
    if (filter.from) {
      parts.push('date >= ?');
      params.push(filter.from);
    }
    if (filter.to) {
      parts.push('date <= ?');
      params.push(filter.to);
    }
    // On MySQL the column's collation folds case, so the exact comparison refines what the index found.
    for (const [column, value] of [
      ['category', filter.category],
      ['subcategory', filter.subcategory],
    ] as const) {
      if (value === undefined) continue;
      parts.push(this.mysql ? `${column} = ? AND ${column} COLLATE utf8mb4_bin = ?` : `${column} = ?`);
      params.push(...(this.mysql ? [value, value] : [value]));
    }
    if (filter.type) {
      parts.push('type = ?');
      params.push(filter.type);
    }
    if (filter.searchKey !== undefined) {
      // No LIKE and no function per row: the same answer on both engines. On SQLite the date index holds the column.
      parts.push(this.mysql ? 'LOCATE(?, search_text) > 0' : 'instr(search_text, ?) > 0');
      params.push(filter.searchKey);
    }
    return { sql: parts.join(' AND '), params };
  }

  /** At most `limit` rows in list order, after `cursor` when given. */
  page(filter: TransactionFilter, cursor: ListCursor | null, limit: number): Promise<ListedTransaction[]> {
    const where = this.condition(filter);
    if (cursor) {
      where.sql += ' AND (date < ? OR (date = ? AND seq > ?))';
      where.params.push(cursor.date, cursor.date, cursor.seq);
    }
    return this.manager.query<ListedTransaction[]>(`SELECT ${COLUMNS} FROM transactions WHERE ${where.sql} ${ORDER} LIMIT ?`, [
      ...where.params,
      limit,
    ]);
  }

  /** The count and totals (in cents) of every row the filter matches. */
  async sums(filter: TransactionFilter): Promise<ListSums> {
    const where = this.condition(filter);
    const [sums] = await this.manager.query<Array<Record<keyof ListSums, number | string>>>(
      `SELECT COUNT(*) AS count,
              COALESCE(SUM(CASE WHEN type = 'Income' THEN contribution_cents ELSE 0 END), 0) AS income,
              COALESCE(SUM(CASE WHEN type = 'Expense' THEN contribution_cents ELSE 0 END), 0) AS expenses,
              COALESCE(SUM(CASE WHEN type = 'Savings' THEN contribution_cents ELSE 0 END), 0) AS savings
         FROM transactions WHERE ${where.sql}`,
      where.params,
    );
    return { count: Number(sums.count), income: Number(sums.income), expenses: Number(sums.expenses), savings: Number(sums.savings) };
  }
}
