/**
 * One sheet's grid to rows (server.md section 3): the header decides the layout, then each
 * layout has its own reader. Empty rows, rows without an amount and zero amounts are skipped,
 * and so are total rows. Amounts stay as written (integer cents); dating waits for the options.
 */
import { isEmptyRow, isTotalLabel, labelText, sectionTitle } from './cells';
import { parseAmountCents } from './amounts';
import { parseDateCell } from './dates';
import { describeMismatch, findHeader, type LogHeader, type MonthGridHeader, type PerPeriodHeader } from './header';
import { formatIsoDate } from '../calendar';
import { RowLabeler, type LabelColumns, type RowNames } from './labels';
import type { Cell, ParsedSheet, ParsedWorkbook, SheetGrid, SheetRow } from './types';

/** Category of a log row whose Category cell is blank. */
export const UNCATEGORIZED = 'Uncategorized';

function logAmount(row: readonly Cell[], header: LogHeader): number | null {
  const { amount } = header;
  if (amount.kind === 'single') return parseAmountCents(row[amount.column]);
  const debit = parseAmountCents(row[amount.debit]);
  const credit = parseAmountCents(row[amount.credit]);
  if (debit === null && credit === null) return null;
  // Some banks write debits as negative numbers already; a debit always takes money out.
  return (credit ?? 0) - Math.abs(debit ?? 0);
}

/**
 * A dated transaction log. Rows need a date (a total or opening-balance line has none); a blank
 * Category reads as Uncategorized. The description is never checked for "Total": a shop may be
 * called Total Wine.
 */
function readLog(grid: SheetGrid, header: LogHeader): ParsedSheet {
  const rows: SheetRow[] = [];
  let signed = header.amount.kind === 'pair';
  let earliestDate: string | null = null;
  for (let index = header.headerRow + 1; index < grid.rows.length; index += 1) {
    const row = grid.rows[index];
    if (!row || row.length === 0) continue;
    const amountCents = logAmount(row, header);
    if (amountCents === null || amountCents === 0) continue;
    const category = labelText(row[header.category]);
    const subcategory = header.subcategory === null ? '' : labelText(row[header.subcategory]);
    if (isTotalLabel(category) || isTotalLabel(subcategory)) continue;
    const date = parseDateCell(row[header.date]);
    if (date === null) continue;
    const name = category || UNCATEGORIZED;
    rows.push({
      category: name,
      subcategory: subcategory || name,
      description: header.description === null ? '' : labelText(row[header.description]),
      amountCents,
      date,
    });
    if (amountCents < 0) signed = true;
    if (earliestDate === null || date < earliestDate) earliestDate = date;
  }
  return { name: grid.name, layout: 'transaction-log', signed, rows, earliestDate };
}

/**
 * The rows under a per-period or month-grid header that name a category, with those names: empty
 * rows and total rows skipped, section titles taken in as the category of the rows below them.
 */
function* labelledRows(grid: SheetGrid, header: LabelColumns & { headerRow: number }): Generator<{ row: readonly Cell[]; names: RowNames }> {
  const labeler = new RowLabeler(header);
  for (let index = header.headerRow + 1; index < grid.rows.length; index += 1) {
    const row = grid.rows[index];
    if (!row || isEmptyRow(row)) continue;
    const title = sectionTitle(row);
    if (title) {
      labeler.startSection(title);
      continue;
    }
    if (labeler.isTotal(row)) continue;
    const names = labeler.names(row);
    if (names) yield { row, names };
  }
}

/** One budget period's sheet: no dates, a category per row, one amount column. */
function readPerPeriod(grid: SheetGrid, header: PerPeriodHeader): ParsedSheet {
  const rows: SheetRow[] = [];
  let signed = false;
  for (const { row, names } of labelledRows(grid, header)) {
    const amountCents = parseAmountCents(row[header.amount]);
    if (amountCents === null || amountCents === 0) continue;
    rows.push({ ...names, description: '', amountCents });
    if (amountCents < 0) signed = true;
  }
  return { name: grid.name, layout: 'per-period', signed, rows, earliestDate: null };
}

/** Category-by-month: each non-zero month cell is one transaction on that month's first day. */
function readMonthGrid(grid: SheetGrid, header: MonthGridHeader): ParsedSheet {
  const rows: SheetRow[] = [];
  let signed = false;
  for (const { row, names } of labelledRows(grid, header)) {
    header.months.forEach(({ column }, monthIndex) => {
      const amountCents = parseAmountCents(row[column]);
      if (amountCents === null || amountCents === 0) return;
      rows.push({ ...names, description: '', amountCents, monthIndex });
      if (amountCents < 0) signed = true;
    });
  }
  const months = header.months.map(({ month }) => month);
  return { name: grid.name, layout: 'month-grid', signed, rows, months, earliestDate: gridEarliestDate(rows, months) };
}

/** Only a grid whose every month names its year has dates before the options step. */
function gridEarliestDate(rows: SheetRow[], months: ParsedSheet['months'] & object): string | null {
  if (months.some((month) => month.year === null)) return null;
  let earliest: string | null = null;
  for (const row of rows) {
    const { year, month } = months[row.monthIndex!];
    const date = formatIsoDate({ year: year!, month, day: 1 });
    if (earliest === null || date < earliest) earliest = date;
  }
  return earliest;
}

export function parseSheet(grid: SheetGrid): ParsedSheet {
  const header = findHeader(grid.rows);
  if (!header) {
    return { name: grid.name, layout: null, signed: false, rows: [], earliestDate: null, problem: describeMismatch(grid.name, grid.rows) };
  }
  switch (header.layout) {
    case 'transaction-log':
      return readLog(grid, header);
    case 'per-period':
      return readPerPeriod(grid, header);
    case 'month-grid':
      return readMonthGrid(grid, header);
  }
}

export function parseWorkbook(grids: SheetGrid[]): ParsedWorkbook {
  return { sheets: grids.map(parseSheet) };
}
