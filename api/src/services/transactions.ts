import type { DataSource } from 'typeorm';
import {
  DEFAULT_TRANSACTIONS_PAGE,
  type MoneyTotalsDto,
  type TransactionFilters,
  type TransactionItemDto,
  type TransactionsPageDto,
  type TransactionsPageRequest,
} from '../contracts/transactions';
import type { TransactionType } from '../contracts/workflow';
import { Import } from '../db/entities';
import { emptySums, windowDates, type ListSums } from '../domain/analysis';
import { centsToDollars } from '../domain/money';
import { searchKeyOf } from '../domain/search/search-text';

/** One stored row as the list reads it. */
interface StoredRow {
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
}

/** A WHERE clause with its parameters, in order. */
interface Condition {
  sql: string;
  params: unknown[];
}

/** Rows read per statement when every row is wanted (exports). */
const EXPORT_BATCH = 2_000;

const EMPTY_TOTALS: MoneyTotalsDto = { income: 0, expenses: 0, savings: 0 };

export function itemOf(row: StoredRow): TransactionItemDto {
  return {
    id: Number(row.seq),
    date: row.date,
    description: row.description ?? '',
    category: row.category,
    sub_category: row.subcategory,
    type: row.type as TransactionType,
    amount: centsToDollars(Number(row.amount_cents)),
    contribution: centsToDollars(Number(row.contribution_cents)),
    sheet: row.sheet,
    row: Number(row.sheet_row),
  };
}

/** The rows after (date, seq) in list order: the keyset of a page. */
function after(where: Condition, date: string, seq: number): Condition {
  return { sql: `${where.sql} AND (date < ? OR (date = ? AND seq > ?))`, params: [...where.params, date, date, seq] };
}

const COLUMNS = 'seq, date, description, category, subcategory, type, amount_cents, contribution_cents, sheet, sheet_row';
/** Newest first, then sheet (in the selected order) and row: `seq` follows both within an import. */
const ORDER = 'ORDER BY date DESC, seq ASC';

/**
 * The user's transactions as the current import stored them: filtered, in pages by
 * keyset (a cursor is the last row's date and seq, so rows of equal dates are neither skipped nor
 * repeated), with the count and totals of the whole filtered set. Every statement is scoped by the
 * user's id and their current import.
 */
export class TransactionListService {
  private readonly mysql: boolean;

  constructor(private readonly dataSource: DataSource) {
    this.mysql = dataSource.options.type === 'mysql';
  }

  /** The current import, or null before the first. */
  private current(userId: number): Promise<Import | null> {
    return this.dataSource.getRepository(Import).findOne({
      select: {
        id: true,
        latestDate: true,
        rowCount: true,
        incomeCents: true,
        expensesCents: true,
        savingsCents: true,
        windowSums: true,
      },
      where: { userId, current: true },
    });
  }

  /**
   * The count and totals recorded with the import, when the filters ask for the whole import or one
   * window and nothing else (an import's rows never change, so they stay true); null otherwise.
   */
  private recordedSums(current: Import, filters: TransactionFilters): ListSums | null {
    const { window, from, to, category, sub_category, type, q } = filters;
    if ([from, to, category, sub_category, type, q].some((value) => value !== undefined)) return null;
    if (!window)
      return { count: current.rowCount, income: current.incomeCents, expenses: current.expensesCents, savings: current.savingsCents };
    if (current.windowSums === null) return null;
    return (JSON.parse(current.windowSums) as Partial<Record<string, ListSums>>)[window] ?? emptySums();
  }

  /** The count and totals of the whole filtered set, in cents. */
  private async sumsOf(current: Import, filters: TransactionFilters, where: Condition): Promise<ListSums> {
    const recorded = this.recordedSums(current, filters);
    if (recorded) return recorded;
    const [sums] = (await this.dataSource.query(
      `SELECT COUNT(*) AS count,
              COALESCE(SUM(CASE WHEN type = 'Income' THEN contribution_cents ELSE 0 END), 0) AS income,
              COALESCE(SUM(CASE WHEN type = 'Expense' THEN contribution_cents ELSE 0 END), 0) AS expenses,
              COALESCE(SUM(CASE WHEN type = 'Savings' THEN contribution_cents ELSE 0 END), 0) AS savings
         FROM transactions WHERE ${where.sql}`,
      where.params,
    )) as Array<Record<keyof ListSums, number | string>>;
    return { count: Number(sums.count), income: Number(sums.income), expenses: Number(sums.expenses), savings: Number(sums.savings) };
  }

  /**
   * The conditions of the filters; null when they can match nothing (a window the data does not
   * reach). An analysis window is resolved to its dates and intersected with from / to.
   */
  private condition(userId: number, current: Import, filters: TransactionFilters): Condition | null {
    const parts = ['user_id = ?', 'import_id = ?'];
    const params: unknown[] = [userId, current.id];
    let { from, to } = filters;
    if (filters.window) {
      if (!current.latestDate) return null;
      const window = windowDates(current.latestDate, filters.window);
      from = from && from > window.from ? from : window.from;
      to = to && to < window.to ? to : window.to;
      if (from > to) return null;
    }
    if (from) {
      parts.push('date >= ?');
      params.push(from);
    }
    if (to) {
      parts.push('date <= ?');
      params.push(to);
    }
    // Names compare exactly, as the analysis does ("Food" and "food" are two pairs): on MySQL the
    // column's collation folds case, so the exact comparison refines what the index found.
    for (const [column, value] of [
      ['category', filters.category],
      ['subcategory', filters.sub_category],
    ] as const) {
      if (value === undefined) continue;
      parts.push(this.mysql ? `${column} = ? AND ${column} COLLATE utf8mb4_bin = ?` : `${column} = ?`);
      params.push(...(this.mysql ? [value, value] : [value]));
    }
    if (filters.type) {
      parts.push('type = ?');
      params.push(filters.type);
    }
    if (filters.q) {
      // The lower-cased q inside the lower-cased fields, byte for byte (domain/search): no LIKE, no
      // function per row, the same answer on both engines. On SQLite the date index holds the column.
      const key = searchKeyOf(filters.q);
      if (key === null) return null;
      parts.push(this.mysql ? 'LOCATE(?, search_text) > 0' : 'instr(search_text, ?) > 0');
      params.push(key);
    }
    return { sql: parts.join(' AND '), params };
  }

  /** `GET /transactions/api/transactions`. */
  async page(userId: number, request: TransactionsPageRequest): Promise<TransactionsPageDto> {
    const current = await this.current(userId);
    const where = current && this.condition(userId, current, request);
    if (!current || !where) return { items: [], next_cursor: null, count: 0, totals: EMPTY_TOTALS };
    const limit = request.limit ?? DEFAULT_TRANSACTIONS_PAGE;

    const [cursorDate, cursorSeq] = request.cursor?.split('.') ?? [];
    const pageWhere = request.cursor ? after(where, cursorDate, Number(cursorSeq)) : where;
    const [rows, sums] = await Promise.all([
      this.dataSource.query(`SELECT ${COLUMNS} FROM transactions WHERE ${pageWhere.sql} ${ORDER} LIMIT ?`, [
        ...pageWhere.params,
        limit + 1,
      ]) as Promise<StoredRow[]>,
      this.sumsOf(current, request, where),
    ]);
    const items = rows.slice(0, limit).map(itemOf);
    const last = items.at(-1);
    return {
      items,
      next_cursor: rows.length > limit && last ? `${last.date}.${last.id}` : null,
      count: sums.count,
      totals: { income: centsToDollars(sums.income), expenses: centsToDollars(sums.expenses), savings: centsToDollars(sums.savings) },
    };
  }

  /** Every filtered row in list order, read a batch at a time (the exports). */
  async *all(userId: number, filters: TransactionFilters): AsyncGenerator<TransactionItemDto> {
    const current = await this.current(userId);
    const where = current ? this.condition(userId, current, filters) : null;
    if (!where) return;
    let batchWhere = where;
    for (;;) {
      const rows = (await this.dataSource.query(`SELECT ${COLUMNS} FROM transactions WHERE ${batchWhere.sql} ${ORDER} LIMIT ?`, [
        ...batchWhere.params,
        EXPORT_BATCH,
      ])) as StoredRow[];
      for (const row of rows) yield itemOf(row);
      if (rows.length < EXPORT_BATCH) return;
      const last = rows[rows.length - 1];
      batchWhere = after(where, last.date, Number(last.seq));
    }
  }
}
