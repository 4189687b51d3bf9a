/**
 * One sheet's grid to rows: kept for callers that read a single
 * sheet as one unit. The reading itself is `reading.ts`: a sheet may hold several tables; here
 * the first one that counts stands for the sheet.
 */
import { readSheetTables } from './reading';
import type { ParsedSheet, SheetGrid } from './types';

export { UNCATEGORIZED } from './read-table';
export { parseWorkbook } from './reading';

/** The sheet's first counted table (else its first table, or the entry saying why none was found). */
export function parseSheet(grid: SheetGrid): ParsedSheet {
  const tables = readSheetTables(grid);
  return tables.find((table) => table.layout !== null && !table.plan && table.rows.length > 0) ?? tables[0];
}
