/** Grids to the parsed workbook, in the parsing worker, for files and Google Sheets alike. */
import { parseWorkbook, type ReadSettings } from '../../domain/workbook/reading';
import type { ParsedWorkbook, SheetGrid } from '../../domain/workbook/types';
import { fileErrors } from './messages';

/** A month grid can turn few rows into many amounts, which count against the limit too. */
export function parseGrids(grids: SheetGrid[], maxRows: number, read: ReadSettings = {}): ParsedWorkbook {
  const workbook = parseWorkbook(grids, read);
  const amounts = workbook.sheets.reduce((sum, sheet) => sum + sheet.rows.length, 0);
  if (amounts > maxRows) throw fileErrors.tooManyAmounts(maxRows);
  return workbook;
}
