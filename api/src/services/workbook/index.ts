/** Reading workbooks from uploads and Google Sheets, off the main thread (README.md traces one upload). */
import { defaultParserPool } from './worker/pool';

export { workbookLimits, MAX_WORKBOOK_ROWS, type WorkbookLimits } from './limits';
export { checkWorkbookFile, type UploadedFile } from './files/check';
export { readWorkbookFile, streamWorkbookFile } from './files/upload';
export { readGoogleSheet, readGoogleSource, type GoogleSheetReading, type GoogleSheetsSettings } from './google/sheets-api';
export { defaultParserPool, WorkbookParserPool, type ParserPoolOptions } from './worker/pool';

/** Ends the idle parsing workers (server shutdown, end of a test file). */
export function closeWorkbookReaders(): Promise<void> {
  return defaultParserPool.close();
}
