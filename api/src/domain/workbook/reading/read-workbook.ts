/**
 * A workbook's grids to its tables as read: each sheet's tables, the same money found twice, what is
 * suggested and why not, and every doubt said before anything is counted. Pure: the parsing worker
 * runs it beside the readers.
 */
import type { ParsedTable, ParsedWorkbook, SheetGrid } from '../types';
import { isCountable } from './counted';
import { readSheetTables } from './read-sheet';
import { markSameMoney } from './same-money';
import { workbookSanity } from './sanity';
import type { ReadSettings } from './settings';
import { suggest } from './suggest';

/** The whole workbook: every sheet's tables, the same money twice, suggestions. */
export function parseWorkbook(grids: SheetGrid[], read: ReadSettings = {}): ParsedWorkbook {
  return workbookOfTables(grids.flatMap((grid) => readSheetTables(grid, read)));
}

/** The workbook of every sheet's tables as read (in workbook order): the same money twice, suggestions. */
export function workbookOfTables(tables: ParsedTable[]): ParsedWorkbook {
  markSameMoney(tables.filter((table) => isCountable(table) || table.plan));
  suggest(tables);
  // Before anything is counted: each doubt said on the tables it concerns (sanity.ts).
  workbookSanity(tables);
  return { sheets: tables };
}
