/**
 * An .xlsx read in the parsing worker: the lean reader first (lean-reader.ts: no exceljs objects,
 * faster, far less memory), then exceljs's streaming reader (exceljs-reader.ts), then SheetJS
 * (../xls/sheetjs-reader.ts) for what each declines; each try counts rows anew. The archive's
 * integrity is checked beside the read, so a damaged entry fails the job at once, even where the
 * streaming reader would wait on it forever.
 */
import type { ReadSettings } from '../../../domain/workbook/reading/settings';
import type { ParsedTable, SheetGrid } from '../../../domain/workbook/types';
import { RowBudget } from '../grids/row-budget';
import { verifyZipEntries, type InflatedMessage, type ZipDirectory } from '../zip';
import { readLeanXlsxGrids, readLeanXlsxTables } from './lean-reader';
import { isWorksheetPart } from './parts';

export interface XlsxFile {
  buffer: Buffer;
  /** The central directory read while checking the file (../files/check.ts). */
  directory: ZipDirectory;
  maxRows: number;
  /** Worksheet parts inflated on the main thread as they are read, by name (../zip/pre-inflate.ts). */
  inflated?: ReadonlyMap<string, AsyncIterable<InflatedMessage>>;
}

/** SheetJS is loaded only for the files that need it. */
export async function readWithSheetJs(buffer: Buffer, extension: '.xls' | '.xlsx', maxRows: number): Promise<SheetGrid[]> {
  const { readSheetJsGrids } = await import('../xls/sheetjs-reader');
  return readSheetJsGrids(buffer, extension, new RowBudget(maxRows));
}

/** exceljs's streaming reader, then SheetJS, for an .xlsx the lean reader does not handle. */
async function readWithFallbacks({ buffer, directory, maxRows }: XlsxFile): Promise<SheetGrid[]> {
  // exceljs is only the fallback: loaded when the lean reader declines a file, not in every worker.
  const { readXlsxGrids } = await import('./exceljs-reader');
  const grids = await readXlsxGrids(buffer, directory, new RowBudget(maxRows));
  return grids ?? readWithSheetJs(buffer, '.xlsx', maxRows);
}

/**
 * A read of the lean reader with the archive's integrity checked beside it. Worksheets are checked
 * by the lean reader as it inflates them (once, not twice); every other part beside the read.
 */
async function checkedWhileRead<T>(file: XlsxFile, read: (verified: Set<string>) => Promise<T>): Promise<T> {
  const verified = new Set<string>();
  const intact = verifyZipEntries(file.buffer, file.directory, (entry) => !isWorksheetPart(entry));
  intact.catch(() => undefined); // handled below; never an unhandled rejection meanwhile
  const [result] = await Promise.all([read(verified), intact]);
  // The worksheets it did not read whole (it declined the file, or no sheet names the part), before any fallback reads them.
  await verifyZipEntries(file.buffer, file.directory, (entry) => isWorksheetPart(entry) && !verified.has(entry.name));
  return result;
}

/** The workbook's sheets as grids, in workbook order. */
export async function readXlsxFileGrids(file: XlsxFile): Promise<SheetGrid[]> {
  const grids = await checkedWhileRead(file, (verified) =>
    readLeanXlsxGrids(file.buffer, file.directory, new RowBudget(file.maxRows), verified, file.inflated),
  );
  return grids ?? readWithFallbacks(file);
}

/**
 * The workbook's tables, each sheet's read as its rows stream in, where the lean reader handles the
 * file; else its grids from the fallbacks, for the domain to read.
 */
export async function readXlsxFileTables(
  file: XlsxFile,
  read: ReadSettings = {},
): Promise<{ tables: ParsedTable[] } | { grids: SheetGrid[] }> {
  const tables = await checkedWhileRead(file, (verified) =>
    readLeanXlsxTables(file.buffer, file.directory, new RowBudget(file.maxRows), read, verified, file.inflated),
  );
  return tables ? { tables } : { grids: await readWithFallbacks(file) };
}
