/**
 * Sanity checks of a workbook's readings, before anything is counted: each doubt is said as a
 * warning on the tables it concerns (one sentence: the doubt, its figures, what to check). Pure.
 *
 * - a negative total of a one-signed table (budgets, month grids, anything read unsigned);
 * - a total that disagrees with the sheet's own total row or column by more than a cent
 *   (`sheetTotalWarnings`: it needs the sheet's cells, so the reader calls it, not the workbook);
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
import type { TransactionType } from '../../contracts/workflow';
import { contributionCents, pairKey } from '../analysis/classification';
import { guessTransactionType } from '../analysis/guess-type';
import { MONTH_NAMES } from '../calendar';
import { exactCents } from './amounts';
import { cellText, isBlank, isPlaceholder, isTotalLabel } from './cells';
import { isCountable } from './counted';
import { pairHints } from './hints';
import { columnLetter, type TableFrame } from './tables';
import type { Cell, ParsedSheet } from './types';

type Kind = Exclude<TransactionType, 'Ignore'>;

/** Expenses past this many times the income are a doubt (a sheet of income missed, a sign read wrongly). */
export const EXPENSE_INCOME_RATIO = 20;
/** A month with this many times the median month's money out is a doubt (a misplaced number). */
export const MONTH_MEDIAN_RATIO = 10;
/** Months a table needs before its median month says anything. */
const MIN_MONTHS = 3;
/** How far a sheet's own total may be from the rows read: rounding each cell can move a sum by a cent. */
const TOTAL_TOLERANCE_CENTS = 1;

/** Integer cents as a plain number with two decimals and thousands separators: `12,345.00`, `-50.25`. */
export function plainAmount(cents: number): string {
  const whole = Math.round(Math.abs(cents));
  const text = `${Math.floor(whole / 100).toLocaleString('en-US')}.${String(whole % 100).padStart(2, '0')}`;
  return cents < 0 && whole !== 0 ? `-${text}` : text;
}

/** How the warnings name a table: its range, or its sheet for an entry stored without one. */
function placeOf(table: ParsedSheet): string {
  return table.range ? `this table (${table.range})` : `sheet "${table.name}"`;
}

/** What one pass over a table's rows says for the checks. */
export interface Figures {
  /** Per kind, what the analysis would add up with the guessed types, every row whatever its date. */
  totals: Record<Kind, number>;
  /** Rows that add to a kind: not guessed Ignore, amount not zero. */
  countedRows: number;
  /** Money out per month (a log's `YYYY-MM`, a grid's month column), with the month's name. */
  monthsOut: Map<string | number, { name: string; cents: number }>;
}

/** A grid column's month as the warnings name it: `2024-03`, or `March` when the header named no year. */
function gridMonthName(table: ParsedSheet, index: number): string {
  const month = table.months?.[index];
  if (!month) return `month ${index + 1}`;
  return month.year === null ? MONTH_NAMES[month.month - 1] : `${month.year}-${String(month.month).padStart(2, '0')}`;
}

/** One pass over the rows; each pair guessed once (a 200,000-row log has few pairs), as reading.ts' moneyOf does. */
function figuresOf(table: ParsedSheet): Figures {
  const hints = pairHints(table);
  const types = new Map<string, Map<string, TransactionType>>();
  const figures: Figures = { totals: { Income: 0, Expense: 0, Savings: 0 }, countedRows: 0, monthsOut: new Map() };
  for (const row of table.rows) {
    let bySubcategory = types.get(row.category);
    if (!bySubcategory) types.set(row.category, (bySubcategory = new Map()));
    let type = bySubcategory.get(row.subcategory);
    if (!type)
      bySubcategory.set(
        row.subcategory,
        (type = guessTransactionType(row.category, row.subcategory, hints.get(pairKey(row.category, row.subcategory)))),
      );
    if (type === 'Ignore' || row.amountCents === 0) continue;
    figures.countedRows += 1;
    figures.totals[type] += contributionCents(row.amountCents, table.signed, type, false);
    // Money out as the reading's own summary counts it (reading.ts, moneyOf).
    const out = table.signed ? Math.max(0, -row.amountCents) : type === 'Income' ? 0 : row.amountCents;
    const key = row.date ? row.date.slice(0, 7) : row.monthIndex;
    if (key === undefined || out === 0) continue;
    const month = figures.monthsOut.get(key);
    if (month) month.cents += out;
    else figures.monthsOut.set(key, { name: typeof key === 'string' ? key : gridMonthName(table, key), cents: out });
  }
  return figures;
}

const KIND_NAMES: Record<Kind, string> = { Income: 'income', Expense: 'expenses', Savings: 'savings' };

/** `a`, `a and b`, `a, b and c`. */
function listed(items: string[]): string {
  return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/**
 * Check 1: a one-signed table (a budget, a month grid, or any table read unsigned: its amounts carry
 * no sign convention) whose income, expenses or savings come to less than zero as the analysis would
 * count them. One negative refund among positive spending makes a budget signed (read-table.ts), and
 * its expenses then count below zero; a table of negatives read unsigned does the same.
 */
export function negativeTotalWarning(table: ParsedSheet, figures: Figures = figuresOf(table)): string | null {
  const oneSigned = table.layout === 'per-period' || table.layout === 'month-grid' || table.reading?.direction === 'unsigned';
  if (!oneSigned) return null;
  const negative = (Object.keys(KIND_NAMES) as Kind[]).filter((kind) => figures.totals[kind] < 0);
  if (negative.length === 0) return null;
  const totals = listed(negative.map((kind) => `its ${KIND_NAMES[kind]} (${plainAmount(figures.totals[kind])})`));
  return (
    `Read as written, ${placeOf(table)} counts ${totals} below zero: ` +
    'its amounts may carry the opposite sign to the one assumed, so check the direction of its amounts before going on.'
  );
}

/** Check 4: a month whose money out is ten times the median month's or more (at least three months). */
export function outlierMonthWarning(table: ParsedSheet, figures: Figures = figuresOf(table)): string | null {
  const months = [...figures.monthsOut.values()];
  if (months.length < MIN_MONTHS) return null;
  const sorted = months.map((month) => month.cents).sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  if (median <= 0) return null;
  const outliers = months.filter((month) => month.cents >= MONTH_MEDIAN_RATIO * median);
  if (outliers.length === 0) return null;
  const named = listed(outliers.map((month) => `${month.name} (${plainAmount(month.cents)})`));
  return (
    `In ${named} money out is at least ${MONTH_MEDIAN_RATIO} times the median month (${plainAmount(median)}) of ${placeOf(table)}: ` +
    'check that month for a misplaced number (an account number, a year or a total read as an amount).'
  );
}

/** How a skip reason is counted in a sentence: `1 total`, `3 totals`, `2 undated`. */
function skipCount(reason: string, count: number): string {
  const names: Record<string, [string, string]> = {
    totals: ['total', 'totals'],
    subtotals: ['subtotal', 'subtotals'],
    placeholders: ['placeholder', 'placeholders'],
    balances: ['balance', 'balances'],
    headers: ['repeated header', 'repeated headers'],
  };
  const [one, many] = names[reason] ?? [reason, reason];
  return `${count} ${count === 1 ? one : many}`;
}

/**
 * Skips of rows that hold money of their own. A table whose only skipped rows are totals, repeated
 * headers or placeholders is a summary block or an unfilled template (Vertex42's personal budget:
 * a `Total DAILY LIVING` of 0 under empty items, a BUDGET SUMMARY of totals only): nothing missed.
 */
const MONEY_SKIPS = ['undated', 'untyped', 'balances', 'subtotals'];

/** Check 5: rows with money were there, and every row was skipped. */
export function everyRowSkippedWarning(table: ParsedSheet): string | null {
  const reading = table.reading;
  if (!reading || table.layout === null || reading.rows > 0) return null;
  if (!MONEY_SKIPS.some((reason) => (reading.skipped[reason] ?? 0) > 0)) return null;
  const reasons = Object.entries(reading.skipped).filter(([reason, count]) => reason !== 'blank' && count > 0);
  const counts = reasons.map(([reason, count]) => skipCount(reason, count)).join(', ');
  return `Every row of ${placeOf(table)} was skipped (${counts}), so nothing in it is counted: check the header row and the columns it is read by.`;
}

/**
 * The checks of one table (1, 4, 5), for a table that counts when chosen (not a plan, a pivot or one
 * the person skipped); the sheet's own totals (2) are the reader's (`sheetTotalWarnings`).
 */
export function sanityWarnings(table: ParsedSheet, figures: Figures = figuresOf(table)): string[] {
  if (!isCountable(table)) return [];
  return [negativeTotalWarning(table, figures), outlierMonthWarning(table, figures), everyRowSkippedWarning(table)].filter(
    (warning): warning is string => warning !== null,
  );
}

/** Check 3, of the suggested tables' figures together. */
export function expensesOverIncomeWarning(income: number, expenses: number): string | null {
  if (income <= 0 || expenses <= EXPENSE_INCOME_RATIO * income) return null;
  return (
    `Expenses (${plainAmount(expenses)}) are more than ${EXPENSE_INCOME_RATIO} times the income (${plainAmount(income)}) in the suggested tables: ` +
    'income may be missing (a sheet not selected, rows skipped) or amounts read with the wrong sign, so check which tables are selected and how their amounts are read.'
  );
}

/** Check 6: amounts read, none of which would be counted. */
function noneCountedWarning(table: ParsedSheet, anySuggested: boolean): string {
  if (!anySuggested) {
    const amounts = table.rows.length === 1 ? '1 amount was' : `${table.rows.length} amounts were`;
    return `${amounts} read in ${placeOf(table)} but no table is suggested, so nothing would be counted: select this table if it holds what happened, or adjust how it is read.`;
  }
  return (
    'Every amount of the suggested tables looks like a transfer or card payment (guessed Ignore), so nothing would be counted: ' +
    'check the types on the categories step, or select the table that holds the spending.'
  );
}

/**
 * The checks of a whole workbook, after suggestions (reading.ts, workbookOfTables): each table's own
 * checks, then those of the suggested tables together. Warnings are appended to each reading.
 */
export function workbookSanity(tables: ParsedSheet[]): void {
  const figures = new Map<ParsedSheet, Figures>();
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
  // a pivot or a table the person skipped already says it is not counted (reading.ts, suggest).
  const withAmounts = tables.filter((table) => table.reading && isCountable(table) && table.rows.length > 0);
  if (withAmounts.length > 0 && counted === 0) {
    const anySuggested = suggested.length > 0;
    for (const table of anySuggested ? suggested : withAmounts) table.reading!.warnings.push(noneCountedWarning(table, anySuggested));
  }
}

/** Check 2's sentence: null when the sheet's own total and the rows read agree to the cent. */
export function totalDisagreement(rowsSumCents: number, sheetTotalCents: number, place = ''): string | null {
  if (Math.abs(Math.round(rowsSumCents) - Math.round(sheetTotalCents)) <= TOTAL_TOLERANCE_CENTS) return null;
  const where = place ? ` ${place}` : '';
  return (
    `The sheet's own total${where} (${plainAmount(sheetTotalCents)}) differs from the rows read (${plainAmount(rowsSumCents)}): ` +
    'a row may have been skipped or read twice, so check the rows that total adds up before going on.'
  );
}

/** A cell's amount in cents with its fractions (the sheet sums exact values); null when it holds none. */
function cellCents(cell: Cell | undefined): number | null {
  if (isBlank(cell) || isPlaceholder(cell)) return null;
  try {
    return exactCents(cell);
  } catch {
    // Past the largest amount: the reader refuses such a sheet with its own message.
    return null;
  }
}

/**
 * The rows whose fate is known, from the first skipped rows the reader keeps (read-table.ts keeps
 * 20): every row up to `upTo` was either read or is listed with its reason; null when not even that
 * is known. A log's skips are listed in sheet order. A budget's and a grid's rows are walked first
 * (totals, headers, rows without a name: in order), then rows without an amount (no money, harmless
 * here) and a budget's subtotals are listed: a list that runs backwards has seen the whole walk.
 */
function knownRows(table: ParsedSheet): { skipped: Map<number, string>; upTo: number } | null {
  const listedRows = table.skippedRows ?? [];
  const counts = table.reading?.skipped ?? {};
  const skipped = new Map(listedRows.map(({ row, reason }) => [row, reason]));
  const total = Object.values(counts).reduce((sum, count) => sum + count, 0);
  if (listedRows.length >= total) return { skipped, upTo: Infinity };
  const listedSubtotals = listedRows.filter(({ reason }) => reason === 'subtotals').length;
  if (listedSubtotals < (counts.subtotals ?? 0)) return null;
  const backwards = listedRows.some(({ row }, index) => index > 0 && row < listedRows[index - 1].row);
  return { skipped, upTo: backwards ? Infinity : listedRows[listedRows.length - 1].row };
}

/** The columns whose cells the table's amounts were read from. */
function amountColumns(frame: TableFrame, table: ParsedSheet, planAsActual: boolean): number[] {
  const { roles } = frame;
  if (table.layout === 'month-grid') return frame.months.map(({ column }) => column);
  if (table.layout === 'transaction-log')
    return [roles.amount, roles.in, roles.out].filter((column): column is number => column !== undefined);
  const read = planAsActual && roles.plan !== undefined ? roles.plan : (roles.amount ?? roles.plan);
  return read === undefined ? [] : [read];
}

/** Whether a row says it is a total (`Total`, `Total Expenses`, `Grand Total`), not another computed line (`Net`, `Balance`). */
function saysTotal(row: readonly Cell[] | undefined, frame: TableFrame): boolean {
  for (let column = frame.firstColumn; column <= frame.lastColumn; column += 1) {
    const cell = row?.[column];
    if (typeof cell === 'string' && isTotalLabel(cellText(cell))) return true;
  }
  return false;
}

/** Whether two sums of exact cents show the same figure to the cent, or the same size with the other sign (a total written positive over spending). */
function sameFigure(sum: number, total: number): boolean {
  const a = Math.round(sum);
  const b = Math.round(total);
  return Math.abs(a - b) <= TOTAL_TOLERANCE_CENTS || Math.abs(Math.abs(a) - Math.abs(b)) <= TOTAL_TOLERANCE_CENTS;
}

/** Running sums over rows, as the reader read them and as the sheet's own sum may take them. */
class RunningSums {
  /** Rows read. */
  read = 0;
  /** Rows read and rows skipped for what they are, not for their figures (an opening balance, an undated row). */
  sheet = 0;
  /** Every row but totals, subtotals included (a SUM over a whole grouped column). */
  all = 0;

  add(cents: number, reason: string | undefined): void {
    if (reason === 'totals') return;
    this.all += cents;
    if (reason === 'subtotals') return;
    this.sheet += cents;
    if (reason === undefined) this.read += cents;
  }

  matches(total: number): boolean {
    return sameFigure(this.read, total) || sameFigure(this.sheet, total) || sameFigure(this.all, total);
  }
}

/** One column's cells from the first row below the header to `last`, each read once (a log's column is walked once per total). */
interface ColumnCells {
  first: number;
  cents: Float64Array;
}

function columnCells(rows: readonly Cell[][], column: number, first: number, last: number): ColumnCells {
  const cents = new Float64Array(Math.max(0, last - first + 1));
  for (let r = first; r <= last; r += 1) cents[r - first] = cellCents(rows[r]?.[column]) ?? 0;
  return { first, cents };
}

/**
 * Whether a total row's figure is the sum of some run of rows ending just above it (a SUM over its
 * block, or from the header: a grand total) or starting just below it (a total over its items).
 * Also gives the rows read since the total above it, as the warning shows them.
 */
function totalRowCheck(cells: ColumnCells, totalRow: number, total: number, known: Map<number, string>): { ok: boolean; block: number } {
  const { first, cents } = cells;
  const last = first + cents.length - 1;
  const above = new RunningSums();
  let block: number | null = null;
  let ok = false;
  for (let r = totalRow - 1; r >= first; r -= 1) {
    const reason = known.get(r);
    if (reason === 'totals' && block === null) block = above.read;
    above.add(cents[r - first], reason);
    if (reason !== 'totals' && above.matches(total)) ok = true;
  }
  const below = new RunningSums();
  for (let r = totalRow + 1; r <= last && !ok; r += 1) {
    const reason = known.get(r);
    if (reason === 'totals') break;
    below.add(cents[r - first], reason);
    if (below.matches(total)) ok = true;
  }
  return { ok, block: block ?? above.read };
}

/** A grid's own Total column (`Total`, `Year total`): beside the months, named a total. */
function totalColumns(rows: readonly Cell[][], frame: TableFrame): number[] {
  const taken = new Set<number>([...frame.months.map(({ column }) => column), ...Object.values(frame.roles)]);
  const result: number[] = [];
  for (let column = frame.firstColumn; column <= frame.lastColumn; column += 1) {
    const header = rows[frame.headerRow]?.[column];
    if (!taken.has(column) && typeof header === 'string' && isTotalLabel(cellText(header))) result.push(column);
  }
  return result;
}

/**
 * Check 2: the table's rows against the sheet's own totals (README.md here; total rows are
 * skipped, so their figures are free to compare). Each row skipped as a total that says Total, in
 * each column the amounts were read from, must be the sum of a run of rows above or below it, as
 * read or as the sheet would sum them (an opening balance is in the sheet's sum, not in the reading);
 * a grid's Total column must be the sum of its row's months. Called by the reader (reading.ts,
 * readTable) once `table.reading` is set, with the frame the table was read by; not for a log read
 * as it streamed in (its rows are not kept). At most one warning: the first disagreement, and how
 * many others there are.
 */
export function sheetTotalWarnings(
  rows: readonly Cell[][],
  frame: TableFrame,
  table: ParsedSheet,
  options: { planAsActual?: boolean } = {},
): string[] {
  if (!table.reading || !isCountable(table) || table.rows.length === 0) return [];
  const known = knownRows(table);
  if (!known) return [];
  const last = Math.min(frame.endRow - 1, known.upTo);
  const bounds = { first: frame.headerRow + 1, last };
  const disagreements: string[] = [];
  const totalRows = [...known.skipped]
    .filter(([row, reason]) => reason === 'totals' && row <= last && saysTotal(rows[row], frame))
    .map(([row]) => row);
  totalRows.sort((a, b) => a - b);
  for (const column of totalRows.length > 0 ? amountColumns(frame, table, options.planAsActual === true) : []) {
    const cells = columnCells(rows, column, bounds.first, bounds.last);
    for (const totalRow of totalRows) {
      const total = cellCents(rows[totalRow]?.[column]);
      if (total === null || Math.round(total) === 0) continue;
      const { ok, block } = totalRowCheck(cells, totalRow, total, known.skipped);
      const warning = ok ? null : totalDisagreement(block, total, `in row ${totalRow + 1}, column ${columnLetter(column)}`);
      if (warning) disagreements.push(warning);
    }
  }
  if (table.layout === 'month-grid') {
    for (const column of totalColumns(rows, frame)) {
      for (let r = bounds.first; r <= bounds.last; r += 1) {
        if (known.skipped.has(r)) continue;
        const total = cellCents(rows[r]?.[column]);
        if (total === null || Math.round(total) === 0) continue;
        const months = frame.months.reduce((sum, month) => sum + (cellCents(rows[r]?.[month.column]) ?? 0), 0);
        const warning = totalDisagreement(months, total, `in ${columnLetter(column)}${r + 1}`);
        if (warning) disagreements.push(warning);
      }
    }
  }
  if (disagreements.length <= 1) return disagreements;
  const others = disagreements.length - 1;
  return [disagreements[0].replace(/\.$/, `; ${others} other ${others === 1 ? 'total differs' : 'totals differ'} as well.`)];
}
