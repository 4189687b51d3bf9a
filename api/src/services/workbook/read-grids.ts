/**
 * The parsing itself, as the worker runs it: the file's bytes to sheet grids with the reader for
 * its (already verified) kind, then the layouts, so that only the small ParsedWorkbook leaves.
 */
import { parseWorkbook } from '../../domain/workbook/parse-sheet';
import type { ParsedWorkbook, SheetGrid } from '../../domain/workbook/types';
import { fileErrors, type FileKind } from './messages';
import { readCsvGrid } from './readers/csv';
import { RowBudget } from './readers/row-budget';
import { readXlsxGrids, streamingReaderFindsAllSheets } from './readers/xlsx';
import type { ZipDirectory } from './zip-directory';
import { verifyZipEntries } from './zip-integrity';

export interface ParseJob {
  kind: FileKind;
  buffer: Buffer;
  /** A CSV's one sheet is named after the file. */
  csvSheetName: string;
  maxRows: number;
  /** .xlsx only: the central directory read while checking the file. */
  zipDirectory?: ZipDirectory;
}

/** SheetJS is loaded only for the files that need it. */
async function readWithSheetJs(buffer: Buffer, extension: '.xls' | '.xlsx', maxRows: number): Promise<SheetGrid[]> {
  const { readSheetJsGrids } = await import('./readers/sheetjs');
  return readSheetJsGrids(buffer, extension, new RowBudget(maxRows));
}

export async function readGrids(job: ParseJob): Promise<SheetGrid[]> {
  switch (job.kind) {
    case 'xlsx': {
      const directory = job.zipDirectory!;
      // The archive's integrity is checked beside the parse (zlib works off this thread); a damaged
      // entry fails the job at once, even where the streaming reader would wait on it forever.
      const intact = verifyZipEntries(job.buffer, directory);
      intact.catch(() => undefined); // handled below; never an unhandled rejection meanwhile
      const streamed = streamingReaderFindsAllSheets(directory) ? readXlsxGrids(job.buffer, directory, new RowBudget(job.maxRows)) : Promise.resolve(null);
      const [grids] = await Promise.all([streamed, intact]);
      return grids ?? readWithSheetJs(job.buffer, '.xlsx', job.maxRows);
    }
    case 'xls':
      return readWithSheetJs(job.buffer, '.xls', job.maxRows);
    case 'csv':
      return [readCsvGrid(job.buffer, job.csvSheetName, new RowBudget(job.maxRows))];
  }
}

/** Grids to layouts; a month grid can turn few rows into many amounts, which count too. */
export async function parseJob(job: ParseJob): Promise<ParsedWorkbook> {
  const workbook = parseWorkbook(await readGrids(job));
  const amounts = workbook.sheets.reduce((sum, sheet) => sum + sheet.rows.length, 0);
  if (amounts > job.maxRows) throw fileErrors.tooManyAmounts(job.maxRows);
  return workbook;
}
