/**
 * `data.sheets` of the upload answer: one entry per sheet in
 * workbook order, with the reading of each of its tables.
 */
import type { SheetReadingDto } from '../contracts/workflow';
import type { StreamedWorkbook } from '../domain/workbook/types';

export function sheetReadings(workbook: StreamedWorkbook): SheetReadingDto[] {
  const sheets: SheetReadingDto[] = [];
  for (const table of workbook.sheets) {
    let sheet = sheets[sheets.length - 1];
    if (!sheet || sheet.name !== table.name) {
      sheet = { name: table.name, hidden: table.hidden === true, tables: [] };
      sheets.push(sheet);
    }
    if (table.reading) sheet.tables.push(table.reading);
  }
  return sheets;
}
