/**
 * The options step's dating of parsed rows: which selected sheets
 * are read, in which order, and the date each row gets.
 */
import { pairKey } from '../../analysis/classification';
import type { PeriodType } from '../../analysis/periods';
import { addDaysIso, addMonthsIso } from '../../calendar';
import { gridMonthDates } from '../cells/months';
import { countedTables } from '../reading/counted';
import { pairHints } from '../rows/pair-hints';
import type { DatedTransaction, DatedTransactions, GridMonth, SheetRow, StreamedTable, StreamedWorkbook, WorkflowOptions } from '../types';

/** First day of the i-th period from `start`: bi-weekly 14 days, else 1, 3 or 12 calendar months. */
export function periodStartDate(start: string, periodType: PeriodType, index: number): string {
  switch (periodType) {
    case 'bi-weekly':
      return addDaysIso(start, 14 * index);
    case 'monthly':
      return addMonthsIso(start, index);
    case 'quarterly':
      return addMonthsIso(start, 3 * index);
    case 'yearly':
      return addMonthsIso(start, 12 * index);
  }
}

/**
 * The first day of each month-named sheet's month (`May`, `Jan 2025`, `2025-01`), by sheet name:
 * yearless names take the selected date's year for the first and roll over, in WORKBOOK order, as
 * grid months do (a workbook Nov, Dec, Jan, Feb spans the new year), whatever order they are picked in.
 */
export function monthSheetDates(workbook: StreamedWorkbook, selectedDate: string): Map<string, string> {
  const months: GridMonth[] = [];
  const names: string[] = [];
  for (const table of workbook.sheets) {
    if (!table.period || names.includes(table.name)) continue;
    names.push(table.name);
    months.push(table.period);
  }
  const dates = gridMonthDates(months, selectedDate);
  return new Map(names.map((name, index) => [name, dates[index]]));
}

/** The sheet's rows dated, numbered on from `rowsBefore`. */
function* datedRows(
  sheet: StreamedTable,
  options: WorkflowOptions,
  periodDateOf: () => string,
  rowsBefore: number,
): Generator<DatedTransaction> {
  const hints = pairHints(sheet);
  let position = rowsBefore;
  const base = (date: string, counted: boolean, read: SheetRow): DatedTransaction => {
    position += 1;
    const transaction: DatedTransaction = {
      date,
      category: read.category,
      subcategory: read.subcategory,
      amountCents: read.amountCents,
      signed: sheet.signed,
      counted,
      description: read.description,
      sheet: sheet.name,
      row: position,
    };
    const hint = hints.size > 0 ? hints.get(pairKey(read.category, read.subcategory)) : undefined;
    if (hint) transaction.hint = hint;
    if (read.reference !== undefined) transaction.reference = read.reference;
    return transaction;
  };
  switch (sheet.layout) {
    case 'transaction-log':
      for (const row of sheet.rows) yield base(row.date!, row.date! >= options.selected_date, row);
      return;
    case 'per-period': {
      const date = periodDateOf();
      for (const row of sheet.rows) yield base(date, true, row);
      return;
    }
    case 'month-grid': {
      const dates = gridMonthDates(sheet.months ?? [], options.selected_date);
      for (const row of sheet.rows) {
        const date = dates[row.monthIndex!];
        yield base(date, date >= options.selected_date, row);
      }
      return;
    }
    default:
      return;
  }
}

/**
 * Transactions of the selected sheets, in the selected order; names that are not sheets of the
 * workbook, sheets no layout matched and repeated names are ignored, and so are plans, skipped
 * tables and tables that repeat another counted one. The period index counts
 * per-period SHEETS (the tables of one budget sheet are one period), so a summary sheet selected
 * among them does not shift every period after it.
 */
export function datedTransactions(workbook: StreamedWorkbook, options: WorkflowOptions): DatedTransaction[] {
  return [...eachDatedTransaction(workbook, options)];
}

/**
 * The same transactions, made anew each time they are iterated (from a streamed workbook's
 * columns): the categories step walks them a few times without holding 200k of them at once
 *.
 */
export function datedTransactionsOnDemand(workbook: StreamedWorkbook, options: WorkflowOptions): DatedTransactions {
  // One transaction per row of each counted table with a layout (datedRows).
  let length = 0;
  for (const table of countedTables(workbook.sheets, options.selected_sheets)) if (table.layout !== null) length += table.rows.length;
  return { length, [Symbol.iterator]: () => eachDatedTransaction(workbook, options) };
}

function* eachDatedTransaction(workbook: StreamedWorkbook, options: WorkflowOptions): Generator<DatedTransaction> {
  let periodIndex = 0;
  const byMonthName = monthSheetDates(workbook, options.selected_date);
  const sheetDates = new Map<string, string>();
  // Rows are numbered per sheet, across its tables, so (sheet, row) points at one transaction.
  const rowsBySheet = new Map<string, number>();
  for (const table of countedTables(workbook.sheets, options.selected_sheets)) {
    // The user's own start, else the sheet's month, else the next period from the selected date.
    const periodDateOf = () => {
      if (table.periodStart) return table.periodStart;
      if (table.period) return byMonthName.get(table.name)!;
      let date = sheetDates.get(table.name);
      if (date === undefined) {
        date = periodStartDate(options.selected_date, options.period_type, periodIndex);
        sheetDates.set(table.name, date);
        periodIndex += 1;
      }
      return date;
    };
    let count = rowsBySheet.get(table.name) ?? 0;
    for (const transaction of datedRows(table, options, periodDateOf, count)) {
      count += 1;
      yield transaction;
    }
    rowsBySheet.set(table.name, count);
  }
}
