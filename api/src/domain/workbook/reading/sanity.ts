/**
 * Sanity checks of a workbook's readings, before anything is counted: each doubt is said as a
 * warning on the tables it concerns (one sentence: the doubt, its figures, what to check). Pure.
 *
 * - a negative total of a one-signed table (budgets, month grids, anything read unsigned);
 * - a total that disagrees with the sheet's own total row or column by more than a cent
 *   (sheet-totals.ts: it needs the sheet's cells, so the table's reader calls it, not the workbook);
 * - expenses more than 20 times the income where there is income;
 * - a month with ten times the median month's money out;
 * - every row of a table skipped;
 * - amounts found, but none that would be counted.
 *
 * A suggested table that fails a check stays suggested, with its warning: the figures may still be
 * right (a year with one big purchase, a sheet that lists only spending), the person sees the
 * warning on the upload step before going on and decides; un-suggesting would hide the table's
 * money as silently as a wrong reading counts it. Types are the first guess (analysis/guess-type.ts),
 * as the categories step offers them, and amounts count as analysis/analyse.ts counts them.
 */
import { contributionCents, pairKey, type TransactionType } from '../../analysis/classification';
import { guessTransactionType } from '../../analysis/guess-type';
import { pairHints } from '../rows/pair-hints';
import type { SkipReason } from '../rows/table-rows';
import { amountOf, listOf, said } from '../said';
import type { ParsedTable, ReaderText } from '../types';
import { isCountable } from './counted';

type Kind = Exclude<TransactionType, 'Ignore'>;

/** Expenses past this many times the income are a doubt (a sheet of income missed, a sign read wrongly). */
export const EXPENSE_INCOME_RATIO = 20;
/** A month with this many times the median month's money out is a doubt (a misplaced number). */
export const MONTH_MEDIAN_RATIO = 10;
/** Months a table needs before its median month says anything. */
const MIN_MONTHS = 3;

/** How the warnings name a table: its range, or its sheet for an entry stored without one. */
function placeOf(table: ParsedTable): ReaderText {
  return table.range ? said('reading.place.table', { range: table.range }) : said('reading.place.sheet', { sheet: table.name });
}

/** What one pass over a table's rows says for the checks. */
export interface Figures {
  /** Per kind, what the analysis would add up with the guessed types, every row whatever its date. */
  totals: Record<Kind, number>;
  /** Rows that add to a kind: not guessed Ignore, amount not zero. */
  countedRows: number;
  /** Money out per month (a log's `YYYY-MM`, a grid's month column), with the month's name. */
  monthsOut: Map<string | number, { name: string | ReaderText; cents: number }>;
}

/** A grid column's month as the warnings name it: `2024-03`, or `March` when the header named no year. */
function gridMonthName(table: ParsedTable, index: number): string | ReaderText {
  const month = table.months?.[index];
  if (!month) return said('reading.month.column', { number: index + 1 });
  return month.year === null ? said(MONTH_KEYS[month.month - 1]) : `${month.year}-${String(month.month).padStart(2, '0')}`;
}

/** The months' names, January first, as the catalogues write them. */
const MONTH_KEYS = [
  'reading.month.january',
  'reading.month.february',
  'reading.month.march',
  'reading.month.april',
  'reading.month.may',
  'reading.month.june',
  'reading.month.july',
  'reading.month.august',
  'reading.month.september',
  'reading.month.october',
  'reading.month.november',
  'reading.month.december',
] as const;

/** One pass over the rows; each pair guessed once (a 200,000-row log has few pairs), as table-summary.ts' moneyOf does. */
function figuresOf(table: ParsedTable): Figures {
  const hints = pairHints(table);
  const types = new Map<string, Map<string, TransactionType>>();
  const figures: Figures = { totals: { Income: 0, Expense: 0, Savings: 0 }, countedRows: 0, monthsOut: new Map() };
  for (const row of table.rows) {
    let bySubcategory = types.get(row.category);
    if (!bySubcategory) types.set(row.category, (bySubcategory = new Map<string, TransactionType>()));
    let type = bySubcategory.get(row.subcategory);
    if (!type)
      bySubcategory.set(
        row.subcategory,
        (type = guessTransactionType(row.category, row.subcategory, hints.get(pairKey(row.category, row.subcategory)))),
      );
    if (type === 'Ignore' || row.amountCents === 0) continue;
    figures.countedRows += 1;
    figures.totals[type] += contributionCents(row.amountCents, table.signed, type, false);
    // Money out as the reading's own summary counts it (table-summary.ts, moneyOf).
    const out = table.signed ? Math.max(0, -row.amountCents) : type === 'Income' ? 0 : row.amountCents;
    const key = row.date ? row.date.slice(0, 7) : row.monthIndex;
    if (key === undefined || out === 0) continue;
    const month = figures.monthsOut.get(key);
    if (month) month.cents += out;
    else figures.monthsOut.set(key, { name: typeof key === 'string' ? key : gridMonthName(table, key), cents: out });
  }
  return figures;
}

const KIND_NAMES = { Income: 'reading.its.income', Expense: 'reading.its.expenses', Savings: 'reading.its.savings' } as const;

/**
 * Check 1: a one-signed table (a budget, a month grid, or any table read unsigned: its amounts carry
 * no sign convention) whose income, expenses or savings come to less than zero as the analysis would
 * count them. One negative refund among positive spending makes a budget signed (rows/per-period.ts), and
 * its expenses then count below zero; a table of negatives read unsigned does the same.
 */
export function negativeTotalWarning(table: ParsedTable, figures: Figures = figuresOf(table)): ReaderText | null {
  const oneSigned = table.layout === 'per-period' || table.layout === 'month-grid' || table.reading?.direction === 'unsigned';
  if (!oneSigned) return null;
  const negative = (Object.keys(KIND_NAMES) as Kind[]).filter((kind) => figures.totals[kind] < 0);
  if (negative.length === 0) return null;
  const totals = listOf(negative.map((kind) => said(KIND_NAMES[kind], { amount: amountOf(figures.totals[kind]) })));
  return said('reading.negativeTotal', { place: placeOf(table), totals });
}

/** Check 4: a month whose money out is ten times the median month's or more (at least three months). */
export function outlierMonthWarning(table: ParsedTable, figures: Figures = figuresOf(table)): ReaderText | null {
  const months = [...figures.monthsOut.values()];
  if (months.length < MIN_MONTHS) return null;
  const sorted = months.map((month) => month.cents).sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  if (median <= 0) return null;
  const outliers = months.filter((month) => month.cents >= MONTH_MEDIAN_RATIO * median);
  if (outliers.length === 0) return null;
  const named = listOf(outliers.map((month) => said('reading.monthOut', { month: month.name, amount: amountOf(month.cents) })));
  return said('reading.outlierMonth', { months: named, ratio: MONTH_MEDIAN_RATIO, median: amountOf(median), place: placeOf(table) });
}

/** How a skip reason is counted in a sentence: `1 total`, `3 totals`, `2 undated`. */
function skipCount(reason: string, count: number): ReaderText {
  const key = SKIP_KEYS[reason as SkipReason];
  return key ? said(key, { count }) : said('reading.skip.other', { count, reason });
}

const SKIP_KEYS: Partial<Record<SkipReason, ReaderText['key']>> = {
  totals: 'reading.skip.totals',
  subtotals: 'reading.skip.subtotals',
  placeholders: 'reading.skip.placeholders',
  balances: 'reading.skip.balances',
  headers: 'reading.skip.headers',
  undated: 'reading.skip.undated',
  untyped: 'reading.skip.untyped',
};

/**
 * Skips of rows that hold money of their own. A table whose only skipped rows are totals, repeated
 * headers or placeholders is a summary block or an unfilled template (Vertex42's personal budget:
 * a `Total DAILY LIVING` of 0 under empty items, a BUDGET SUMMARY of totals only): nothing missed.
 */
const MONEY_SKIPS = ['undated', 'untyped', 'balances', 'subtotals'];

/** Check 5: rows with money were there, and every row was skipped. */
export function everyRowSkippedWarning(table: ParsedTable): ReaderText | null {
  const reading = table.reading;
  if (!reading || table.layout === null || reading.rows > 0) return null;
  if (!MONEY_SKIPS.some((reason) => (reading.skipped[reason] ?? 0) > 0)) return null;
  const reasons = Object.entries(reading.skipped).filter(([reason, count]) => reason !== 'blank' && count > 0);
  const counts = listOf(
    reasons.map(([reason, count]) => skipCount(reason, count)),
    'comma',
  );
  return said('reading.everyRowSkipped', { place: placeOf(table), counts });
}

/**
 * The checks of one table (1, 4, 5), for a table that counts when chosen (not a plan, a pivot or one
 * the person skipped); the sheet's own totals (2) are the reader's (`sheetTotalWarnings`).
 */
export function sanityWarnings(table: ParsedTable, figures: Figures = figuresOf(table)): ReaderText[] {
  if (!isCountable(table)) return [];
  return [negativeTotalWarning(table, figures), outlierMonthWarning(table, figures), everyRowSkippedWarning(table)].filter(
    (warning): warning is ReaderText => warning !== null,
  );
}

/** Check 3, of the suggested tables' figures together. */
export function expensesOverIncomeWarning(income: number, expenses: number): ReaderText | null {
  if (income <= 0 || expenses <= EXPENSE_INCOME_RATIO * income) return null;
  return said('reading.expensesOverIncome', { expenses: amountOf(expenses), ratio: EXPENSE_INCOME_RATIO, income: amountOf(income) });
}

/** Check 6: amounts read, none of which would be counted. */
function noneCountedWarning(table: ParsedTable, anySuggested: boolean): ReaderText {
  if (!anySuggested) return said('reading.noneSuggested', { count: table.rows.length, place: placeOf(table) });
  return said('reading.allIgnored');
}

/**
 * The checks of a whole workbook, after suggestions (read-workbook.ts, workbookOfTables): each table's own
 * checks, then those of the suggested tables together. Warnings are appended to each reading.
 */
export function workbookSanity(tables: ParsedTable[]): void {
  const figures = new Map<ParsedTable, Figures>();
  for (const table of tables) {
    if (!table.reading || !isCountable(table)) continue;
    const own = figuresOf(table);
    figures.set(table, own);
    table.reading.warnings.push(...sanityWarnings(table, own));
  }
  const suggested = tables.filter((table) => table.reading?.suggested);
  let income = 0;
  let expenses = 0;
  let counted = 0;
  for (const table of suggested) {
    const own = figures.get(table) ?? figuresOf(table);
    income += own.totals.Income;
    expenses += own.totals.Expense;
    counted += own.countedRows;
  }
  const overIncome = expensesOverIncomeWarning(income, expenses);
  if (overIncome) for (const table of suggested) table.reading!.warnings.push(overIncome);
  // Amounts found that would count if chosen (hidden, summary-named, repeats), none counted. A plan,
  // a pivot or a table the person skipped already says it is not counted (suggest.ts).
  const withAmounts = tables.filter((table) => table.reading && isCountable(table) && table.rows.length > 0);
  if (withAmounts.length > 0 && counted === 0) {
    const anySuggested = suggested.length > 0;
    for (const table of anySuggested ? suggested : withAmounts) table.reading!.warnings.push(noneCountedWarning(table, anySuggested));
  }
}
