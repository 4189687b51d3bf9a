/**
 * One sheet's grid to its tables as read: the tables found (or the one the user's settings describe
 * where none was), a headerless export read by its columns' contents, a budget's figures outside its
 * tables, and for a sheet with no table one entry that says why.
 */
import { withDecimalMark } from '../cells/amounts';
import { parseMonthHeader } from '../cells/months';
import { columnLetter } from '../tables/columns';
import { findTables, type TableFrame } from '../tables/find-tables';
import { headerFor, headerlessColumns, type HeaderlessColumns } from '../tables/headerless';
import { describeMismatch } from '../tables/mismatch';
import type { ParsedTable, SheetGrid } from '../types';
import { firstRowsOf } from './preview';
import { readOutsideTables } from './read-outside-tables';
import { readTable } from './read-table';
import { said } from '../said';
import { tableSignature, undetectedFrame, type ReadSettings } from './settings';

/** A sheet with no table: one entry that says why. */
function unreadSheet(grid: SheetGrid): ParsedTable {
  const problem = describeMismatch(grid.name, grid.rows);
  const entry: ParsedTable = { name: grid.name, layout: null, signed: false, rows: [], earliestDate: null, problem };
  if (grid.hidden) entry.hidden = true;
  entry.reading = {
    range: '',
    layout: null,
    header_row: 0,
    columns: {},
    direction: 'unsigned',
    rows: 0,
    skipped: {},
    dates: { from: null, to: null, order: null },
    money: { in: 0, out: 0 },
    currency: null,
    suggested: false,
    duplicate_of: null,
    remembered: false,
    warnings: grid.note ? [grid.note] : [],
    problem,
  };
  return entry;
}

/** The frames to read: those found, or one the user described on a sheet where none was. */
function framesOf(grid: SheetGrid, read: ReadSettings): TableFrame[] {
  const found = findTables(grid.rows);
  if (found.length > 0) return found;
  const own = read.sheets?.[grid.name]?.tables[0];
  const probe = undetectedFrame(grid.rows, own ?? {});
  const settings = own ?? (probe ? read.remembered?.[tableSignature(grid.name, grid.rows, probe)] : undefined);
  const frame = settings ? undetectedFrame(grid.rows, settings) : null;
  return frame ? [frame] : [];
}

/** The tables of one sheet, read. */
export function readSheetTables(grid: SheetGrid, read: ReadSettings = {}): ParsedTable[] {
  // Text amounts by the file's own decimal mark, where it says one (a CSV).
  return withDecimalMark(grid.decimal, () => readSheetTablesByMark(grid, read));
}

function readSheetTablesByMark(grid: SheetGrid, read: ReadSettings): ParsedTable[] {
  const frames = framesOf(grid, read);
  // No header anywhere: a bank export whose columns say what they are by what they hold.
  const headerless = frames.length === 0 && !read.sheets?.[grid.name] ? headerlessColumns(grid.rows) : null;
  if (headerless) return readHeaderless(grid, headerless, read);
  // A sheet named after a month (`May`, `Jan 2025`, `2025-01`) is that month.
  const sheetMonth = parseMonthHeader(grid.name.trim());
  const tables = frames.map((frame, index) => readTable(grid, frame, index, read, sheetMonth));
  // Budgets say things outside their tables; a log's sheet is read by its log alone.
  if (tables.length > 0 && frames.every((frame) => frame.kind !== 'log'))
    tables.push(...readOutsideTables(grid, frames, tables, sheetMonth, read));
  const sheetTables = tables.length > 0 ? tables : [unreadSheet(grid)];
  if (read.gridOf === grid.name) sheetTables[0].firstRows = firstRowsOf(grid);
  return sheetTables;
}

/**
 * A headerless log read under the header its columns' contents give (tables/headerless.ts), added above
 * its first row, and said: the ranges shown then count that header as row 1.
 */
function readHeaderless(grid: SheetGrid, columns: HeaderlessColumns, read: ReadSettings): ParsedTable[] {
  const width = Math.max(...grid.rows.map((row) => row?.length ?? 0));
  const withHeader: SheetGrid = { ...grid, rows: [headerFor(columns, width), ...grid.rows] };
  const tables = readSheetTables(withHeader, read);
  const date = columnLetter(columns.date);
  const amount = columnLetter(columns.amount);
  const warning =
    columns.description === null
      ? said('reading.headerless', { date, amount })
      : said('reading.headerlessDescribed', { date, amount, description: columnLetter(columns.description) });
  for (const table of tables) table.reading?.warnings.unshift(warning);
  return tables;
}

/** The sheet's first counted table (else its first table, or the entry saying why none was found). */
export function parseSheet(grid: SheetGrid): ParsedTable {
  const tables = readSheetTables(grid);
  return tables.find((table) => table.layout !== null && !table.plan && table.rows.length > 0) ?? tables[0];
}
