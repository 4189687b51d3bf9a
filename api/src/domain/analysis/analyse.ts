/**
 * The analysis: from the user's dated transactions and classifications to the
 * spending analysis (six windows) and the transaction analysis (the LY window), computed once when the
 * categories step commits and stored as it is.
 *
 * Decisions where more than one reading is possible:
 * - A transaction whose pair has no classification is analysed with its guessed type
 *   (`guessTransactionType`) and no reversal, exactly as the categories step would have offered it.
 * - `Ignore` transactions count nowhere: not in totals, not in `period_count`, not in choosing the
 *   latest month, not in making a window appear. So "a counted transaction" below means a counted,
 *   not ignored one; with none, the result is empty `period_data` and `{message:"No data"}`.
 * - Money is summed in integer cents and leaves as dollars; averages round to the cent and percents
 *   to one decimal only at the end, half away from zero. The sums are exact because a workbook's
 *   amounts never add up past MAX_TOTAL_CENTS (workbook/cells/amounts.ts: refused when read, and checked
 *   again at the categories step), which keeps every total below 2^53.
 * - Categories (and subcategories, and the savings subcategories of the transaction analysis) are
 *   listed by total, largest first, then by name, so the same data always gives the same text.
 */
import type { DatedTransaction, DatedTransactions, WorkflowOptions } from '../workbook/types';
import { monthNumber, requireIsoDate, type CalendarDate } from '../calendar';
import { contributionCents, type CategoryClassification, type CountedAs, type TransactionType } from './classification';
import { pairResolver } from './merges';
import { inWindow, monthsCovered, monthsInWindow, payPeriodIndex, WINDOWS } from './periods';
import { centsToDollars } from '../money';
import { averageDollars, percentOf } from './rounding';
import type { AnalysisResult, CategoryTotals, PeriodData, SpendingAnalysis, TransactionAnalysis } from './result';

type CountedType = Exclude<TransactionType, 'Ignore'>;

// One rule for what a transaction adds to its type's totals, shared with the reader's sanity checks
// (workbook/reading/sanity.ts), which run in the parsing worker: it lives in classification.ts.
export { contributionCents } from './classification';

/**
 * What one transaction adds to its type's totals as the analysis counts it, in cents: 0 when it is
 * not counted (dated before the period start) or its pair is ignored. The analysis sums exactly
 * this, and the stored transaction rows keep it, so a list's totals are the analysis' figures.
 */
export function countedContributionCents(
  transaction: Pick<DatedTransaction, 'amountCents' | 'signed' | 'counted'>,
  countedAs: CountedAs,
): number {
  if (!transaction.counted || countedAs.type === 'Ignore') return 0;
  return contributionCents(transaction.amountCents, transaction.signed, countedAs.type, countedAs.reversal);
}

/** A distinct (category, subcategory) pair and how it counts: under its merge target's names when merged. */
type Pair = CountedAs;

/** The sums of one window, all in integer cents. */
interface WindowTotals {
  periods: Set<number>;
  /** The window's coverage: months holding a counted transaction, and months it spans. */
  coverage: { covered: number; inWindow: number };
  totals: Record<CountedType, number>;
  /** type → category → { total, subcategory → total } */
  categories: Record<CountedType, Map<string, { cents: number; subcategories: Map<string, number> }>>;
}

/** Groups a window's per-pair sums by type, category and subcategory. */
function windowTotals(
  pairs: readonly Pair[],
  pairCents: Float64Array,
  pairSeen: Uint8Array,
  periods: Set<number>,
  coverage: WindowTotals['coverage'],
): WindowTotals {
  const result: WindowTotals = {
    periods,
    coverage,
    totals: { Income: 0, Expense: 0, Savings: 0 },
    categories: { Income: new Map(), Expense: new Map(), Savings: new Map() },
  };
  pairs.forEach((pair, id) => {
    if (!pairSeen[id] || pair.type === 'Ignore') return;
    const cents = pairCents[id];
    result.totals[pair.type] += cents;
    const byCategory = result.categories[pair.type];
    let category = byCategory.get(pair.category);
    if (!category) {
      category = { cents: 0, subcategories: new Map() };
      byCategory.set(pair.category, category);
    }
    category.cents += cents;
    // Merged pairs share their target's names, so a subcategory can be met more than once.
    category.subcategories.set(pair.subcategory, (category.subcategories.get(pair.subcategory) ?? 0) + cents);
  });
  return result;
}

/** Largest total first, then by name: the order every listing of the analysis uses. */
function byTotalThenName<T>(entries: Iterable<[string, T]>, cents: (value: T) => number): [string, T][] {
  return [...entries].sort(([nameA, a], [nameB, b]) => cents(b) - cents(a) || (nameA < nameB ? -1 : nameA > nameB ? 1 : 0));
}

function periodData(window: WindowTotals): PeriodData {
  const income = window.totals.Income;
  const periodCount = window.periods.size;
  const figures = (cents: number) => ({
    total: centsToDollars(cents),
    percent_of_income: percentOf(cents, income),
    average_per_period: averageDollars(cents, periodCount),
  });
  const categoriesOf = (type: CountedType): Record<string, CategoryTotals> => {
    // Object.fromEntries defines own keys, so a category a sheet calls `__proto__` is kept like any other
    // (assigning `result[name]` would set the prototype instead and lose it).
    return Object.fromEntries(
      byTotalThenName(window.categories[type], (c) => c.cents).map(([name, category]) => [
        name,
        {
          ...figures(category.cents),
          subcategories: Object.fromEntries(
            byTotalThenName(category.subcategories, (c) => c).map(([subName, cents]) => [subName, figures(cents)]),
          ),
        },
      ]),
    );
  };
  return {
    total_income: centsToDollars(income),
    total_expenses: centsToDollars(window.totals.Expense),
    total_savings: centsToDollars(window.totals.Savings),
    period_count: periodCount,
    months_covered: window.coverage.covered,
    months_in_window: window.coverage.inWindow,
    expense_categories: categoriesOf('Expense'),
    income_categories: categoriesOf('Income'),
    savings_categories: categoriesOf('Savings'),
  };
}

/**, `GET /summary/api/transaction-analysis`, over the LY window. */
function transactionAnalysis(ly: WindowTotals, lastUpdated: string): TransactionAnalysis {
  const income = ly.totals.Income;
  const savingsBySubcategory = new Map<string, number>();
  for (const category of ly.categories.Savings.values()) {
    for (const [name, cents] of category.subcategories) savingsBySubcategory.set(name, (savingsBySubcategory.get(name) ?? 0) + cents);
  }
  return {
    message: 'ok',
    lastUpdated,
    months_covered: ly.coverage.covered,
    months_in_window: ly.coverage.inWindow,
    income: { total: centsToDollars(income) },
    expense: { total: centsToDollars(ly.totals.Expense), percent_of_income: percentOf(ly.totals.Expense, income) },
    savings: {
      total: centsToDollars(ly.totals.Savings),
      percent_of_income: percentOf(ly.totals.Savings, income),
      categories: [
        {
          name: 'Savings',
          subcategories: byTotalThenName(savingsBySubcategory, (c) => c).map(([name, cents]) => ({ name, amount: centsToDollars(cents) })),
        },
      ],
    },
  };
}

/**
 * Analyses the user's transactions. `classifications` are the user's category rows; `lastUpdated`
 * (an ISO instant) is carried into the transaction analysis as it is.
 *
 * Two passes over the rows, each doing only array and map look-ups, because a workbook has many rows
 * but few distinct pairs and dates: the first resolves each row's pair, month and pay period (each
 * pair and date worked out once), the second adds each row to the windows its month lies in.
 */
export function analyse(
  transactions: DatedTransactions,
  classifications: readonly CategoryClassification[],
  options: WorkflowOptions,
  lastUpdated: string,
  kept: Iterable<KeptRow> = [],
): AnalysisResult {
  const start = requireIsoDate(options.selected_date, 'period start date');
  const resolve = pairResolver(classifications);
  const rows = new RowTable(start, options, (transactions.length ?? 0) + (Array.isArray(kept) ? kept.length : 0));
  const pairIds = new Map<string, Map<string, number>>();
  for (const transaction of transactions) {
    if (!transaction.counted) continue;
    // Nested maps, not one map of joined names: no string is built per row.
    let bySubcategory = pairIds.get(transaction.category);
    if (!bySubcategory) {
      bySubcategory = new Map();
      pairIds.set(transaction.category, bySubcategory);
    }
    let id = bySubcategory.get(transaction.subcategory);
    if (id === undefined) {
      id = rows.pairs.length;
      rows.pairs.push(resolve(transaction.category, transaction.subcategory, transaction.hint));
      bySubcategory.set(transaction.subcategory, id);
    }
    const pair = rows.pairs[id];
    if (pair.type === 'Ignore') continue;
    rows.add(id, transaction.date, countedContributionCents(transaction, pair));
  }
  // Rows other imports stored: counted as they were stored, under their own (type, names).
  const keptIds = new Map<string, number>();
  for (const row of kept) {
    if (row.type === 'Ignore') continue;
    const key = JSON.stringify([row.type, row.category, row.subcategory]);
    let id = keptIds.get(key);
    if (id === undefined) {
      id = rows.pairs.length;
      rows.pairs.push({ category: row.category, subcategory: row.subcategory, type: row.type, reversal: false });
      keptIds.set(key, id);
    }
    rows.add(id, row.date, row.contributionCents);
  }
  return rows.analysis(options, lastUpdated);
}

/** A row another import stored (repositories/imports.ts), counted as it was: its names, type and contribution. */
export interface KeptRow {
  date: string;
  category: string;
  subcategory: string;
  type: TransactionType;
  contributionCents: number;
}

/** The counted rows of an analysis as typed arrays: each row's pair, month, pay period and cents. */
class RowTable {
  readonly pairs: Pair[] = [];
  private readonly dates = new Map<string, { month: number; period: number }>();
  private readonly start: CalendarDate;
  private rowPair: Int32Array;
  private rowMonth: Int32Array;
  private rowPeriod: Float64Array;
  private rowCents: Float64Array;
  private rows = 0;
  private latestMonth = Number.NEGATIVE_INFINITY;

  constructor(
    start: CalendarDate,
    private readonly options: WorkflowOptions,
    capacity: number,
  ) {
    this.start = start;
    this.rowPair = new Int32Array(Math.max(16, capacity));
    this.rowMonth = new Int32Array(this.rowPair.length);
    this.rowPeriod = new Float64Array(this.rowPair.length);
    this.rowCents = new Float64Array(this.rowPair.length);
  }

  add(pair: number, isoDate: string, cents: number): void {
    let when = this.dates.get(isoDate);
    if (!when) {
      const date = requireIsoDate(isoDate, 'transaction date');
      when = { month: monthNumber(date), period: payPeriodIndex(this.start, date, this.options.period_type) };
      this.dates.set(isoDate, when);
    }
    if (this.rows === this.rowPair.length) this.grow();
    if (when.month > this.latestMonth) this.latestMonth = when.month;
    this.rowPair[this.rows] = pair;
    this.rowMonth[this.rows] = when.month;
    this.rowPeriod[this.rows] = when.period;
    this.rowCents[this.rows] = cents;
    this.rows += 1;
  }

  private grow(): void {
    const size = this.rowPair.length * 2;
    const grown = <T extends Int32Array | Float64Array>(from: T, to: T): T => (to.set(from), to);
    this.rowPair = grown(this.rowPair, new Int32Array(size));
    this.rowMonth = grown(this.rowMonth, new Int32Array(size));
    this.rowPeriod = grown(this.rowPeriod, new Float64Array(size));
    this.rowCents = grown(this.rowCents, new Float64Array(size));
  }

  /** Adds each row to the windows its month lies in, and makes the result. */
  analysis(options: WorkflowOptions, lastUpdated: string): AnalysisResult {
    const { pairs, latestMonth } = this;
    // Which windows hold a month `back` months before the latest one (0–23; older months none).
    const windowsByBack = Array.from({ length: 24 }, (_, back) =>
      WINDOWS.flatMap((window, w) => (inWindow(latestMonth - back, latestMonth, window) ? [w] : [])),
    );
    // Which of those months hold a counted row: a flag per month, so the row loop adds no set look-up.
    const monthSeen = new Uint8Array(windowsByBack.length);
    const sums = WINDOWS.map(() => ({
      cents: new Float64Array(pairs.length),
      seen: new Uint8Array(pairs.length),
      periods: new Set<number>(),
      used: false,
    }));
    for (let row = 0; row < this.rows; row += 1) {
      const back = latestMonth - this.rowMonth[row];
      if (back < 0 || back >= windowsByBack.length) continue;
      monthSeen[back] = 1;
      for (const w of windowsByBack[back]) {
        const sum = sums[w];
        sum.cents[this.rowPair[row]] += this.rowCents[row]; // integer cents, exact: the total is below MAX_TOTAL_CENTS
        sum.seen[this.rowPair[row]] = 1;
        sum.periods.add(this.rowPeriod[row]);
        sum.used = true;
      }
    }

    const months = Array.from(monthSeen.keys()).flatMap((back) => (monthSeen[back] ? [latestMonth - back] : []));
    const period_data: SpendingAnalysis['period_data'] = {};
    let ly: WindowTotals | null = null;
    WINDOWS.forEach((window, w) => {
      const sum = sums[w];
      if (!sum.used) return;
      const coverage = { covered: monthsCovered(months, latestMonth, window), inWindow: monthsInWindow(window) };
      const totals = windowTotals(pairs, sum.cents, sum.seen, sum.periods, coverage);
      period_data[window.key] = periodData(totals);
      if (window.key === 'LY') ly = totals;
    });
    return {
      spending_analysis: { pay_period_type: options.period_type, period_data },
      transaction_analysis: ly ? transactionAnalysis(ly, lastUpdated) : { message: 'No data' },
    };
  }
}

/** The Savings subcategory names of a transaction analysis (the retirement chooser's choices). */
export function savingsSubCategoryNames(transactionAnalysis: TransactionAnalysis): string[] {
  if (transactionAnalysis.message !== 'ok') return [];
  return transactionAnalysis.savings.categories.flatMap((category) => category.subcategories.map((sub) => sub.name));
}
