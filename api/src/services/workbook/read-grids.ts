/**
 * The parsing itself, as the worker runs it: the file's bytes to sheet grids with the reader for
 * its (already verified) kind, then the layouts, so that only the small ParsedWorkbook leaves.
 */
import { parseWorkbook } from '../../domain/workbook/parse-sheet';
import type { ParsedWorkbook, SheetGrid } from '../../domain/workbook/types';
import { fileErrors, type FileKind } from './messages';
import { readCsvGrid, type TextFileName } from './readers/csv';
import { readLeanXlsxGrids } from './readers/lean-xlsx';
import { RowBudget } from './readers/row-budget';
import type { ZipDirectory } from './zip-directory';
import { verifyZipEntries } from './zip-integrity';

export interface ParseJob {
  kind: FileKind;
  buffer: Buffer;
  /** A CSV's one sheet is named after the file. */
  csvSheetName: string;
  /** Text uploaded under another name than .csv (read as CSV all the same): for the grid's note. */
  textNamedAs?: TextFileName;
  maxRows: number;
  /** .xlsx only: the central directory read while checking the file. */
  zipDirectory?: ZipDirectory;
}

/** SheetJS is loaded only for the files that need it. */
async function readWithSheetJs(buffer: Buffer, extension: '.xls' | '.xlsx', maxRows: number): Promise<SheetGrid[]> {
  const { readSheetJsGrids } = await import('./readers/sheetjs');
  return readSheetJsGrids(buffer, extension, new RowBudget(maxRows));
}

/**
 * The lean reader first (no exceljs objects: faster, far less memory), exceljs's streaming reader
 * for what it does not handle; null when neither could name every sheet. Each try counts rows anew.
 */
async function readXlsxWithFallbacks(buffer: Buffer, directory: ZipDirectory, maxRows: number): Promise<SheetGrid[] | null> {
  const lean = await readLeanXlsxGrids(buffer, directory, new RowBudget(maxRows));
  if (lean) return lean;
  // exceljs is only the fallback: loaded when the lean reader declines a file, not in every worker.
  const { readXlsxGrids, streamingReaderFindsAllSheets } = await import('./readers/xlsx');
  return streamingReaderFindsAllSheets(directory) ? readXlsxGrids(buffer, directory, new RowBudget(maxRows)) : null;
}

export async function readGrids(job: ParseJob): Promise<SheetGrid[]> {
  switch (job.kind) {
    case 'xlsx': {
      const directory = job.zipDirectory!;
      // The archive's integrity is checked beside the parse (zlib works off this thread); a damaged
      // entry fails the job at once, even where the streaming reader would wait on it forever.
      const intact = verifyZipEntries(job.buffer, directory);
      intact.catch(() => undefined); // handled below; never an unhandled rejection meanwhile
      const [grids] = await Promise.all([readXlsxWithFallbacks(job.buffer, directory, job.maxRows), intact]);
      return grids ?? readWithSheetJs(job.buffer, '.xlsx', job.maxRows);
    }
    case 'xls':
      return readWithSheetJs(job.buffer, '.xls', job.maxRows);
    case 'csv':
      return [readCsvGrid(job.buffer, job.csvSheetName, new RowBudget(job.maxRows), job.textNamedAs)];
  }
}

/** Grids to layouts; a month grid can turn few rows into many amounts, which count too. */
export async function parseJob(job: ParseJob): Promise<ParsedWorkbook> {
  const workbook = parseWorkbook(await readGrids(job));
  const amounts = workbook.sheets.reduce((sum, sheet) => sum + sheet.rows.length, 0);
  if (amounts > job.maxRows) throw fileErrors.tooManyAmounts(job.maxRows);
  return workbook;
}
