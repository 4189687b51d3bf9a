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
import { notFound } from '../errors';
import { Database } from '../repositories/database';
import { refreshPicture } from './picture';
import type { LiveImport } from '../repositories/imports';
import type { ListCursor, ListedTransaction, TransactionFilter } from '../repositories/transactions';
import { message } from '../i18n';

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
    transfer_with: row.transfer_of === null ? null : Number(row.transfer_of),
    original:
      row.original_currency === null || row.original_amount_cents === null
        ? null
        : { amount: centsToDollars(Number(row.original_amount_cents)), currency: row.original_currency },
  };
}

export const NO_SUCH_TRANSFER = 'There is no such matched transfer.';

/** What the list reads of the user's current imports: the latest date of them all, and the one import when there is one. */
interface Picture {
  latestDate: string | null;
  only: LiveImport | null;
}

function pictureOf(live: readonly LiveImport[]): Picture | null {
  if (live.length === 0) return null;
  const latestDate = live.reduce<string | null>(
    (latest, row) => (row.latestDate && (!latest || row.latestDate > latest) ? row.latestDate : latest),
    null,
  );
  return { latestDate, only: live.length === 1 ? live[0] : null };
}

/**
 * The count and totals recorded with the import, when the picture is that one import and the
 * filters ask for all of it or one window and nothing else (an import's rows never change, so they
 * stay true); null otherwise.
 */
function recordedSums(picture: Picture, filters: TransactionFilters): ListSums | null {
  const { window, from, to, category, sub_category, type, q } = filters;
  const current = picture.only;
  if (!current || [from, to, category, sub_category, type, q].some((value) => value !== undefined)) return null;
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
function filterOf(userId: number, picture: Picture, filters: TransactionFilters): TransactionFilter | null {
  let { from, to } = filters;
  if (filters.window) {
    if (!picture.latestDate) return null;
    const window = windowDates(picture.latestDate, filters.window);
    from = from && from > window.from ? from : window.from;
    to = to && to < window.to ? to : window.to;
    if (from > to) return null;
  }
  const filter: TransactionFilter = {
    userId,
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
 * The user's transactions as their current imports stored them (every source's): filtered, in pages by keyset, with the
 * count and totals of the whole filtered set (repositories/transactions.ts reads them).
 */
export class TransactionListService {
  private readonly db: Database;

  constructor(dataSource: DataSource) {
    this.db = Database.of(dataSource);
  }

  /** The count and totals of the whole filtered set, in cents. */
  private async sumsOf(picture: Picture, filters: TransactionFilters, filter: TransactionFilter): Promise<ListSums> {
    return recordedSums(picture, filters) ?? this.db.repos.transactionList.sums(filter);
  }

  /** `GET /transactions/api/transactions`. */
  async page(userId: number, request: TransactionsPageRequest): Promise<TransactionsPageDto> {
    const picture = pictureOf(await this.db.repos.imports.live(userId));
    const filter = picture && filterOf(userId, picture, request);
    if (!picture || !filter) return { items: [], next_cursor: null, count: 0, totals: EMPTY_TOTALS };
    const limit = request.limit ?? DEFAULT_TRANSACTIONS_PAGE;

    const [cursorDate, cursorSeq] = request.cursor?.split('.') ?? [];
    const cursor: ListCursor | null = request.cursor ? { date: cursorDate, seq: Number(cursorSeq) } : null;
    const [rows, sums] = await Promise.all([
      this.db.repos.transactionList.page(filter, cursor, limit + 1),
      this.sumsOf(picture, request, filter),
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

  /**
   * `POST /transactions/api/transactions/{id}/unmatch`, under the user's lock: the matched transfer
   * the row is one side of is undone for good (never matched again), and both rows count again in
   * every figure (picture.ts). A row that is not a live matched transfer of the user's is a 404.
   */
  async unmatch(userId: number, seq: number): Promise<void> {
    await this.db.writeForUser(userId, async (repos) => {
      const row = (await repos.transfers.matched(userId)).find((matched) => matched.seq === seq);
      if (!row) throw notFound(message('transactions.noSuchTransfer'));
      const [outSeq, inSeq] = row.amountCents < 0 ? [row.seq, row.transferOf] : [row.transferOf, row.seq];
      await repos.transfers.rememberUnmatch(userId, outSeq, inSeq);
      await refreshPicture(repos, userId);
    });
  }

  /** Every filtered row in list order, read a batch at a time (the exports). */
  async *all(userId: number, filters: TransactionFilters): AsyncGenerator<TransactionItemDto> {
    const picture = pictureOf(await this.db.repos.imports.live(userId));
    const filter = picture ? filterOf(userId, picture, filters) : null;
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
