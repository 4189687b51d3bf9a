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
import { emptySums, windowDates, type ListSums } from '../domain/analysis';
import { centsToDollars } from '../domain/money';
import { searchKeyOf } from '../domain/search/search-text';
import { Database } from '../repositories/database';
import type { CurrentImport } from '../repositories/imports';
import type { ListCursor, ListedTransaction, TransactionFilter } from '../repositories/transactions';

/** Rows read per statement when every row is wanted (exports). */
const EXPORT_BATCH = 2_000;

const EMPTY_TOTALS: MoneyTotalsDto = { income: 0, expenses: 0, savings: 0 };

export function itemOf(row: ListedTransaction): TransactionItemDto {
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

/**
 * The count and totals recorded with the import, when the filters ask for the whole import or one
 * window and nothing else (an import's rows never change, so they stay true); null otherwise.
 */
function recordedSums(current: CurrentImport, filters: TransactionFilters): ListSums | null {
  const { window, from, to, category, sub_category, type, q } = filters;
  if ([from, to, category, sub_category, type, q].some((value) => value !== undefined)) return null;
  if (!window)
    return { count: current.rowCount, income: current.incomeCents, expenses: current.expensesCents, savings: current.savingsCents };
  if (current.windowSums === null) return null;
  return (JSON.parse(current.windowSums) as Partial<Record<string, ListSums>>)[window] ?? emptySums();
}

/**
 * The rows the filters ask for; null when they can match nothing (a window the data does not
 * reach, a search with nothing to look for). An analysis window is resolved to its dates and
 * intersected with from / to. Names compare exactly, as the analysis does ("Food" and "food" are two pairs).
 */
function filterOf(userId: number, current: CurrentImport, filters: TransactionFilters): TransactionFilter | null {
  let { from, to } = filters;
  if (filters.window) {
    if (!current.latestDate) return null;
    const window = windowDates(current.latestDate, filters.window);
    from = from && from > window.from ? from : window.from;
    to = to && to < window.to ? to : window.to;
    if (from > to) return null;
  }
  const filter: TransactionFilter = {
    userId,
    importId: current.id,
    from,
    to,
    category: filters.category,
    subcategory: filters.sub_category,
    type: filters.type,
  };
  if (filters.q) {
    // The lower-cased q inside the lower-cased fields (domain/search).
    const key = searchKeyOf(filters.q);
    if (key === null) return null;
    filter.searchKey = key;
  }
  return filter;
}

/**
 * The user's transactions as the current import stored them: filtered, in pages by keyset, with the
 * count and totals of the whole filtered set (repositories/transactions.ts reads them).
 */
export class TransactionListService {
  private readonly db: Database;

  constructor(dataSource: DataSource) {
    this.db = Database.of(dataSource);
  }

  /** The count and totals of the whole filtered set, in cents. */
  private async sumsOf(current: CurrentImport, filters: TransactionFilters, filter: TransactionFilter): Promise<ListSums> {
    return recordedSums(current, filters) ?? this.db.repos.transactionList.sums(filter);
  }

  /** `GET /transactions/api/transactions`. */
  async page(userId: number, request: TransactionsPageRequest): Promise<TransactionsPageDto> {
    const current = await this.db.repos.imports.current(userId);
    const filter = current && filterOf(userId, current, request);
    if (!current || !filter) return { items: [], next_cursor: null, count: 0, totals: EMPTY_TOTALS };
    const limit = request.limit ?? DEFAULT_TRANSACTIONS_PAGE;

    const [cursorDate, cursorSeq] = request.cursor?.split('.') ?? [];
    const cursor: ListCursor | null = request.cursor ? { date: cursorDate, seq: Number(cursorSeq) } : null;
    const [rows, sums] = await Promise.all([
      this.db.repos.transactionList.page(filter, cursor, limit + 1),
      this.sumsOf(current, request, filter),
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
    const current = await this.db.repos.imports.current(userId);
    const filter = current ? filterOf(userId, current, filters) : null;
    if (!filter) return;
    let cursor: ListCursor | null = null;
    for (;;) {
      const rows = await this.db.repos.transactionList.page(filter, cursor, EXPORT_BATCH);
      for (const row of rows) yield itemOf(row);
      if (rows.length < EXPORT_BATCH) return;
      const last = rows[rows.length - 1];
      cursor = { date: last.date, seq: Number(last.seq) };
    }
  }
}
