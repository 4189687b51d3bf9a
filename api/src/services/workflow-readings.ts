/**
 * `data.sheets` of the upload answer: one entry per sheet in
 * workbook order, with the reading of each of its tables, its warnings in `language`.
 */
import type { SheetPreviewDto, SheetReadingDto } from '../contracts/workflow';
import type { Language } from '../domain/locale';
import { previewOf } from '../domain/workbook/reading/preview';
import type { ParsedTable, StreamedWorkbook } from '../domain/workbook/types';
import { writtenPreview, writtenReading } from './reading-texts';

export function sheetReadings(workbook: StreamedWorkbook, language: Language): SheetReadingDto[] {
  const sheets: SheetReadingDto[] = [];
  for (const table of workbook.sheets) {
    let sheet = sheets[sheets.length - 1];
    if (!sheet || sheet.name !== table.name) {
      sheet = { name: table.name, hidden: table.hidden === true, tables: [] };
      sheets.push(sheet);
    }
    if (table.reading) sheet.tables.push(writtenReading(table.reading, language));
  }
  return sheets;
}

/** The preview of one sheet's tables (domain/workbook/reading/preview.ts), its warnings in `language`. */
export function sheetPreview(tables: ParsedTable[], language: Language): SheetPreviewDto {
  return writtenPreview(previewOf(tables), language);
}
