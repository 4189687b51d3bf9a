/**
 * What reading one table's rows answers (TableRows), and the collector every table reader fills:
 * rows read, rows skipped with their reason, what the file says of each pair, fractions of a cent
 * carried so that totals agree with the sheet's own sums.
 */
import { pairKey } from '../../analysis/classification';
import { guessTransactionType, isRefundName } from '../../analysis/guess-type';
import { carriedCents, hasSubCents } from '../cells/amounts';
import type { DateOrder } from '../cells/dates';
import type { Cell, Direction, PairHint, ReaderText, SheetRow } from '../types';
import { said } from '../said';

/** Why a row was not read; `untyped`: a type column that says nothing for it. */
export type SkipReason = 'blank' | 'placeholders' | 'totals' | 'subtotals' | 'balances' | 'headers' | 'undated' | 'untyped';

export interface TableRows {
  rows: SheetRow[];
  signed: boolean;
  direction: Direction;
  skipped: Record<SkipReason, number>;
  /** The first skipped rows (0-based sheet row) with their reason, for the preview. */
  skippedRows: Array<{ row: number; reason: SkipReason }>;
  /** Per (category, subcategory): what most of its rows say of their kind or direction. */
  hints: Array<[string, string, PairHint]>;
  dateOrder: DateOrder | null;
  warnings: ReaderText[];
  currency: string | null;
}

export interface ReadOptions {
  dateOrder?: DateOrder;
  /** How undecidable numeric dates are read, from the file's origin (YNAB's, Mint's columns): no warning then. */
  dateOrderHint?: DateOrder;
  direction?: Direction;
  /** Read the plan column as the amounts. */
  planAsActual?: boolean;
}

/** How many rows of one pair brought money in, and took it out. */
interface MoneyVotes {
  category: string;
  subcategory: string;
  in: number;
  out: number;
}

/** Skipped rows kept for the preview. */
const MAX_SKIPPED_ROWS = 20;

export class Collector {
  readonly rows: SheetRow[] = [];
  readonly skipped: Record<SkipReason, number> = {
    blank: 0,
    placeholders: 0,
    totals: 0,
    subtotals: 0,
    balances: 0,
    headers: 0,
    undated: 0,
    untyped: 0,
  };
  readonly skippedRows: Array<{ row: number; reason: SkipReason }> = [];
  private readonly hintVotes = new Map<string, { category: string; subcategory: string; votes: Map<PairHint, number> }>();
  /** Per category and subcategory of a log with categories: how many of its rows brought money in, and took it out. */
  private readonly moneyVotes = new Map<string, Map<string, MoneyVotes>>();
  /** Counted rows whose amount cell held a fraction of a cent. */
  private subCentRows = 0;
  /** Each row's amount in cents with its fractions of a cent, for `carriedCents`. */
  private readonly exact: number[] = [];

  skip(row: number, reason: SkipReason): void {
    this.skipped[reason] += 1;
    if (this.skippedRows.length < MAX_SKIPPED_ROWS) this.skippedRows.push({ row, reason });
  }

  /** `exact`: the row's amount with its fractions of a cent, when its cells hold some. */
  add(row: SheetRow, hint?: PairHint, exact: number | null = null): void {
    this.rows.push(row);
    this.exact.push(exact ?? row.amountCents);
    if (!hint) return;
    const key = pairKey(row.category, row.subcategory);
    let pair = this.hintVotes.get(key);
    if (!pair) this.hintVotes.set(key, (pair = { category: row.category, subcategory: row.subcategory, votes: new Map() }));
    pair.votes.set(hint, (pair.votes.get(hint) ?? 0) + 1);
  }

  /** Notes a counted row whose amount is one of `columns` of `cells`: a fraction of a cent there is said in the reading. */
  noteAmountCells(cells: readonly Cell[], columns: ReadonlyArray<number | undefined>): void {
    if (columns.some((column) => column !== undefined && hasSubCents(cells[column]))) this.subCentRows += 1;
  }

  /** A counted row's direction, for a pair the file says nothing else of (`hints`). */
  voteMoney(row: SheetRow): void {
    // category → subcategory: no key string built per row of a 200,000-row log.
    let bySubcategory = this.moneyVotes.get(row.category);
    if (!bySubcategory) this.moneyVotes.set(row.category, (bySubcategory = new Map<string, MoneyVotes>()));
    let pair = bySubcategory.get(row.subcategory);
    if (!pair) bySubcategory.set(row.subcategory, (pair = { category: row.category, subcategory: row.subcategory, in: 0, out: 0 }));
    if (row.amountCents > 0) pair.in += 1;
    else pair.out += 1;
  }

  /**
   * A pair's hint is the one most of its rows give. Where amounts carry their direction (signs or
   * a pair of columns), a pair most of whose rows bring money in is hinted `in` (a pay slip's
   * `Nómina`, a bank's cashback: income in any language); money out needs no hint (the guess's default).
   */
  hints(direction: Direction): Array<[string, string, PairHint]> {
    const result: Array<[string, string, PairHint]> = [];
    for (const { category, subcategory, votes } of this.hintVotes.values()) {
      let best: PairHint | null = null;
      let count = 0;
      for (const [hint, n] of votes) if (n > count) [best, count] = [hint, n];
      if (best) result.push([category, subcategory, best]);
    }
    if (direction === 'signed' || direction === 'pair') {
      for (const pairs of this.moneyVotes.values()) {
        for (const pair of pairs.values()) {
          // Only where the names say nothing (an `Income` / `Salary` pair needs no hint to be income).
          // A refund's money comes in too, and lowers its spending: no hint.
          if (
            pair.in <= pair.out ||
            this.hintVotes.has(pairKey(pair.category, pair.subcategory)) ||
            guessTransactionType(pair.category, pair.subcategory) !== 'Expense'
          )
            continue;
          if (isRefundName(pair.category, pair.subcategory)) continue;
          result.push([pair.category, pair.subcategory, 'in']);
        }
      }
    }
    return result;
  }

  finish(rest: Pick<TableRows, 'signed' | 'direction' | 'dateOrder' | 'warnings' | 'currency'>): TableRows {
    const warnings = [...rest.warnings];
    if (this.subCentRows > 0) {
      // The sheet's own sums are of the exact values: the rows carry their fractions so that totals agree.
      const groups = this.rows.map((row) => pairKey(row.category, row.subcategory));
      carriedCents(this.exact, groups).forEach((cents, index) => (this.rows[index].amountCents = cents));
      warnings.push(said('reading.subCent', { count: this.subCentRows }));
    }
    return { rows: this.rows, skipped: this.skipped, skippedRows: this.skippedRows, hints: this.hints(rest.direction), ...rest, warnings };
  }
}
