/** Reading workbooks from uploads and Google Sheets, off the main thread. */
import { defaultParserPool } from './worker-pool';

export { workbookLimits, MAX_WORKBOOK_ROWS, type WorkbookLimits } from './limits';
export { readWorkbookFile, streamWorkbookFile, checkWorkbookFile, type UploadedFile } from './read-file';
export { readGoogleSheet, readGoogleSource, type GoogleSheetReading, type GoogleSheetsSettings } from './google';
export { defaultParserPool, WorkbookParserPool, type ParserPoolOptions } from './worker-pool';

/** Ends the idle parsing workers (server shutdown, end of a test file). */
export function closeWorkbookReaders(): Promise<void> {
  return defaultParserPool.close();
}
