/** Grids to the parsed workbook, in the parsing worker, for files and Google Sheets alike. */
import { addsUpPastMaxTotal } from '../../../domain/workbook/cells/amounts';
import { parseWorkbook, workbookOfTables } from '../../../domain/workbook/reading/read-workbook';
import type { ReadSettings } from '../../../domain/workbook/reading/settings';
import type { ParsedTable, ParsedWorkbook, SheetGrid } from '../../../domain/workbook/types';
import { fileErrors } from '../messages';

/**
 * A month grid can turn few rows into many amounts, which count against the limit too. Amounts
 * adding up past MAX_TOTAL_CENTS are refused here, before anything is kept, so that every sum of
 * them later is exact (domain/workbook/cells/amounts.ts). Every table counts, counted in the analysis or not.
 */
export function parseGrids(grids: SheetGrid[], maxRows: number, read: ReadSettings = {}): ParsedWorkbook {
  return withinLimits(parseWorkbook(grids, read), maxRows);
}

/** The same for every sheet's tables already read (the lean reader reads them as the rows stream in). */
export function parseSheetTables(tables: ParsedTable[], maxRows: number): ParsedWorkbook {
  return withinLimits(workbookOfTables(tables), maxRows);
}

function withinLimits(workbook: ParsedWorkbook, maxRows: number): ParsedWorkbook {
  const amounts = workbook.sheets.reduce((sum, sheet) => sum + sheet.rows.length, 0);
  if (amounts > maxRows) throw fileErrors.tooManyAmounts(maxRows);
  if (addsUpPastMaxTotal(workbook.sheets.map((sheet) => sheet.rows))) throw fileErrors.totalTooLarge();
  return workbook;
}
