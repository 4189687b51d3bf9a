/**
 * The options step's dating of parsed rows (server.md sections 3 and 4): which selected sheets
 * are read, in which order, and the date each row gets.
 */
import { addDaysIso, addMonthsIso, formatIsoDate, requireIsoDate } from '../calendar';
import type { DatedTransaction, GridMonth, ParsedSheet, ParsedWorkbook, WorkflowOptions } from './types';
import type { PeriodType } from '../../contracts/workflow';

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
 * The first day of each grid column's month. A month without a year is read left to right: the
 * first takes the selected date's year, and each later one whose month number is not above the
 * previous yearless month's moves on to the next year (Nov, Dec, Jan → Jan is a year later).
 */
export function gridMonthDates(months: readonly GridMonth[], selectedDate: string): string[] {
  let previous: { month: number; year: number } | null = null;
  return months.map(({ month, year }) => {
    let resolved = year;
    if (resolved === null) {
      resolved = previous === null ? requireIsoDate(selectedDate, 'period start date').year : month <= previous.month ? previous.year + 1 : previous.year;
      previous = { month, year: resolved };
    }
    return formatIsoDate({ year: resolved, month, day: 1 });
  });
}

function datedRows(sheet: ParsedSheet, options: WorkflowOptions, periodIndex: number): DatedTransaction[] {
  const base = (date: string, counted: boolean, row: ParsedSheet['rows'][number]): DatedTransaction => ({
    date,
    category: row.category,
    subcategory: row.subcategory,
    amountCents: row.amountCents,
    signed: sheet.signed,
    counted,
  });
  switch (sheet.layout) {
    case 'transaction-log':
      return sheet.rows.map((row) => base(row.date!, row.date! >= options.selected_date, row));
    case 'per-period': {
      const date = periodStartDate(options.selected_date, options.period_type, periodIndex);
      return sheet.rows.map((row) => base(date, true, row));
    }
    case 'month-grid': {
      const dates = gridMonthDates(sheet.months ?? [], options.selected_date);
      return sheet.rows.map((row) => {
        const date = dates[row.monthIndex!];
        return base(date, date >= options.selected_date, row);
      });
    }
    default:
      return [];
  }
}

/**
 * Transactions of the selected sheets, in the selected order; names that are not sheets of the
 * workbook, sheets no layout matched and repeated names are ignored. The period index counts only
 * per-period sheets, so a summary sheet selected among them does not shift every period after it.
 */
export function datedTransactions(workbook: ParsedWorkbook, options: WorkflowOptions): DatedTransaction[] {
  const byName = new Map(workbook.sheets.map((sheet) => [sheet.name, sheet]));
  const seen = new Set<string>();
  const result: DatedTransaction[] = [];
  let periodIndex = 0;
  for (const name of options.selected_sheets) {
    const sheet = byName.get(name);
    if (!sheet || !sheet.layout || seen.has(name)) continue;
    seen.add(name);
    for (const transaction of datedRows(sheet, options, periodIndex)) result.push(transaction);
    if (sheet.layout === 'per-period') periodIndex += 1;
  }
  return result;
}
