/**
 * One table read: the settings that apply to it, its rows by its kind (log, per-period, month grid),
 * and the reading the upload answers for it — range, columns, direction, skips, dates, money,
 * currency, warnings — checked against the sheet's own totals.
 */
import { parseMonthHeader } from '../cells/months';
import { isBlank } from '../cells/text';
import { gridEarliestDate, readGridTable } from '../rows/month-grid';
import { readPeriodsTable } from '../rows/per-period';
import type { TableRows } from '../rows/table-rows';
import { readLogTable } from '../rows/transaction-log';
import { columnLetter } from '../tables/columns';
import type { TableFrame } from '../tables/find-tables';
import type { Cell, GridMonth, ParsedTable, ReadingText, SheetGrid } from '../types';
import { said } from '../said';
import { repeatedRows } from './same-money';
import { applyFrameSettings, readOptionsOf, settingsFor, tableSignature, type ReadSettings } from './settings';
import { sheetTotalWarnings } from './sheet-totals';
import { currencyOfColumns, datesOf, moneyOf, symbolOf } from './table-summary';
import { introducedAsPlan, monthsDatedByTitle, preambleOf, textsAbove } from './titles';

/** Skip reasons the reading always lists, others only when they occurred. */
const LISTED_SKIPS = ['totals', 'blank', 'placeholders', 'balances', 'subtotals'];

function rangeText(frame: TableFrame, lastRow: number): string {
  return `${columnLetter(frame.firstColumn)}${frame.headerRow + 1}:${columnLetter(frame.lastColumn)}${lastRow + 1}`;
}

function lastDataRow(rows: readonly Cell[][], frame: TableFrame): number {
  for (let r = frame.endRow - 1; r > frame.headerRow; r -= 1) {
    const row = rows[r];
    if (!row) continue;
    for (let column = frame.firstColumn; column <= frame.lastColumn; column += 1) if (!isBlank(row[column])) return r;
  }
  return frame.headerRow;
}

const LAYOUT_OF_KIND = { log: 'transaction-log', periods: 'per-period', grid: 'month-grid' } as const;

function rolesAsLetters(frame: TableFrame): Record<string, string> {
  const columns: Record<string, string> = {};
  for (const [role, column] of Object.entries(frame.roles)) if (column !== undefined) columns[role] = columnLetter(column);
  return columns;
}

/**
 * A log already read row by row as its sheet streamed in (streamed-sheet.ts), with no settings for
 * it: its rows, and the last row with anything in its columns (its range ends there).
 */
export interface StreamedLog {
  rows: TableRows;
  lastDataRow: number;
}

/**
 * One table read, as an entry of the parsed workbook with its reading, and the rows it skipped.
 * `streamed`: a log whose rows were read as its sheet streamed in; `grid.rows` then holds the rows
 * down to its header (titles, header), which is all that is read of them here.
 */
export function readTable(
  grid: SheetGrid,
  detected: TableFrame,
  index: number,
  read: ReadSettings,
  sheetMonth: GridMonth | null,
  streamed?: StreamedLog,
): ParsedTable {
  const rows = grid.rows;
  const detectedRange = rangeText(detected, streamed ? streamed.lastDataRow : lastDataRow(rows, detected));
  const signature = tableSignature(grid.name, rows, detected);
  const chosen = settingsFor(index, detectedRange, read.sheets?.[grid.name], read.remembered?.[signature]);
  if (streamed && chosen.settings) throw new Error('A streamed log has no settings: a sheet with settings is read as a whole grid.');
  const settings = chosen.settings ?? {};
  const frame = chosen.settings ? applyFrameSettings(rows, detected, settings) : detected;
  // The table keeps the range it was read at: it is how settings and repeats find it again.
  const range = detectedRange;
  const titles = textsAbove(rows, frame);
  const planByTitle = introducedAsPlan(grid.name, rows, frame, titles);
  const options = readOptionsOf(rows, frame, settings);

  let result: TableRows;
  let plan = false;
  let months: GridMonth[] | undefined;
  if (frame.kind === 'log') result = streamed ? streamed.rows : readLogTable(rows, frame, options);
  else if (frame.kind === 'grid') {
    result = readGridTable(rows, frame);
    const ownMonths = frame.months.map(({ month }) => month);
    months = monthsDatedByTitle(ownMonths, titles);
  } else {
    const periods = readPeriodsTable(rows, frame, options);
    result = periods;
    plan = periods.plan;
  }
  if (planByTitle && !settings.plan_as_actual) plan = true;

  const layout = LAYOUT_OF_KIND[frame.kind];
  const table: ParsedTable = {
    name: grid.name,
    layout,
    signed: result.signed,
    rows: result.rows,
    earliestDate: null,
    range,
    signature,
    hints: result.hints,
    plan,
    skip: settings.skip === true,
    duplicateOf: null,
    pivot: frame.pivot,
    period: frame.kind === 'periods' ? sheetMonth : null,
    periodStart: settings.period_start ?? null,
    settings: chosen.settings && !chosen.remembered ? chosen.settings : null,
    skippedRows: result.skippedRows,
  };
  if (grid.hidden) table.hidden = true;
  if (grid.account) table.account = grid.account;
  if (months) table.months = months;
  if (layout === 'transaction-log') {
    for (const row of result.rows) if (table.earliestDate === null || row.date! < table.earliestDate) table.earliestDate = row.date!;
  } else if (layout === 'month-grid') table.earliestDate = gridEarliestDate(result.rows, months!);

  const warnings: ReadingText[] = [...result.warnings];
  if (grid.note) warnings.unshift(grid.note);
  const preamble = frame.kind === 'log' ? preambleOf(rows, frame) : null;
  if (preamble) warnings.push(preamble);
  if (planByTitle && !settings.plan_as_actual) warnings.push(said('reading.introducedAsPlan'));
  const repeated = repeatedRows(table);
  if (repeated > 0) warnings.push(said('reading.repeatedRows', { count: repeated }));
  table.reading = {
    range,
    layout: plan ? 'plan' : frame.kind,
    header_row: frame.headerRow + 1,
    columns: rolesAsLetters(frame),
    direction: result.direction,
    rows: result.rows.length,
    skipped: Object.fromEntries(Object.entries(result.skipped).filter(([reason, count]) => count > 0 || LISTED_SKIPS.includes(reason))),
    dates: datesOf(table, result.dateOrder),
    money: moneyOf(table),
    // Currency text in the cells first, else what the sheet's number formats show.
    currency: result.currency ?? currencyOfColumns(rows, frame) ?? symbolOf(grid.currency) ?? null,
    suggested: false,
    duplicate_of: null,
    remembered: chosen.remembered,
    warnings,
    problem: result.rows.length === 0 ? said('reading.noRows') : null,
  };
  // Budgets and grids are checked against the sheet's own totals. A log is not: a streamed log's
  // rows are not kept to add up again, and it must read the same streamed or whole (streamed-sheet.ts).
  if (frame.kind !== 'log') table.reading.warnings.push(...sheetTotalWarnings(rows, frame, table, options));
  return table;
}

/**
 * A sheet holding one log, its rows read as they streamed in (streamed-sheet.ts): its one table, as
 * readSheetTables reads it from the whole grid. `grid.rows`: the sheet's rows down to the header.
 */
export function readStreamedLog(grid: SheetGrid, frame: TableFrame, read: ReadSettings, streamed: StreamedLog): ParsedTable[] {
  return [readTable(grid, frame, 0, read, parseMonthHeader(grid.name.trim()), streamed)];
}
