/**
 * The parsing itself, as the worker runs it: the file's bytes (or a Google Sheet's answer, or its
 * kept source) to sheet grids with the reader for its (already verified) kind, then the layouts,
 * so that only the small ParsedWorkbook leaves.
 */
import type { ReadSettings } from '../../domain/workbook/reading';
import type { ParsedSheet, ParsedWorkbook, SheetGrid } from '../../domain/workbook/types';
import { gridsFromAnswer, gridsFromSource, sourceFromGrids, type GoogleSheetRef } from './google-grids';
import { fileErrors, fileNotes, type FileKind } from './messages';
import { parseGrids, parseSheetTables } from './parse-grids';
import { decodeText, sheetNameFromFileName } from './sniff';
import { StatementError, statementGrid, statementKind } from './readers/statements';
import { readCsvGrid } from './readers/csv';
import { readLeanXlsxGrids, readLeanXlsxTables } from './readers/lean-xlsx';
import { RowBudget } from './readers/row-budget';
import { isWorksheetPart, type ZipDirectory } from './zip-directory';
import { verifyZipEntries } from './zip-integrity';

interface JobBase {
  buffer: Buffer;
  maxRows: number;
  /** The user's adjustments and remembered settings; plain data, so it crosses to the worker. */
  read?: ReadSettings;
}

/** An uploaded file (or a kept one read again). */
export interface FileJob extends JobBase {
  kind: FileKind;
  /** The file's name as uploaded, without folders (a CSV's sheet is named after it). */
  fileName: string;
  /** Its extension (`.csv`, or `.xlsx` for text read as CSV all the same). */
  extension: string;
  /** .xlsx only: the central directory read while checking the file. */
  zipDirectory?: ZipDirectory;
  /** .xlsx only: worksheet parts already inflated and found intact, by name (pre-inflate.ts). */
  inflated?: Map<string, Uint8Array>;
}

/** Google's `values:batchGet` answer as it came (JSON bytes), for these sheets in this order. */
export interface GoogleSheetJob extends JobBase {
  kind: 'google-sheet';
  sheets: GoogleSheetRef[];
}

/** A Google Sheet's source kept with its upload (google-grids.ts), read again. */
export interface GoogleSourceJob extends JobBase {
  kind: 'google-source';
}

export type ParseJob = FileJob | GoogleSheetJob | GoogleSourceJob;

/** What a job answers: the parsed workbook and, for a Google Sheet's answer, its grids as the source to keep. */
export interface ParseResult {
  workbook: ParsedWorkbook;
  source?: Uint8Array;
}

/** SheetJS is loaded only for the files that need it. */
async function readWithSheetJs(buffer: Buffer, extension: '.xls' | '.xlsx', maxRows: number): Promise<SheetGrid[]> {
  const { readSheetJsGrids } = await import('./readers/sheetjs');
  return readSheetJsGrids(buffer, extension, new RowBudget(maxRows));
}

/** exceljs's streaming reader, then SheetJS, for an .xlsx the lean reader does not handle. Each try counts rows anew. */
async function readXlsxWithFallbacks(buffer: Buffer, directory: ZipDirectory, maxRows: number): Promise<SheetGrid[]> {
  // exceljs is only the fallback: loaded when the lean reader declines a file, not in every worker.
  const { readXlsxGrids, streamingReaderFindsAllSheets } = await import('./readers/xlsx');
  const grids = streamingReaderFindsAllSheets(directory) ? await readXlsxGrids(buffer, directory, new RowBudget(maxRows)) : null;
  return grids ?? readWithSheetJs(buffer, '.xlsx', maxRows);
}

/**
 * A read of an .xlsx with the archive's integrity checked beside it (zlib works off this thread);
 * a damaged entry fails the job at once, even where the streaming reader would wait on it forever.
 */
async function checkedWhileRead<T>(job: FileJob, read: (directory: ZipDirectory, verified: Set<string>) => Promise<T>): Promise<T> {
  const directory = job.zipDirectory!;
  // Worksheets are checked by the lean reader as it inflates them (once, not twice: ≈ 0.4 s of a
  // 200k-row log); every other part beside the read.
  const verified = new Set<string>();
  const intact = verifyZipEntries(job.buffer, directory, (entry) => !isWorksheetPart(entry));
  intact.catch(() => undefined); // handled below; never an unhandled rejection meanwhile
  const [result] = await Promise.all([read(directory, verified), intact]);
  // The worksheets it did not read whole (it declined the file, or no sheet names the part), before any fallback reads them.
  await verifyZipEntries(job.buffer, directory, (entry) => isWorksheetPart(entry) && !verified.has(entry.name));
  return result;
}

/**
 * An .xlsx: the lean reader first (no exceljs objects: faster, far less memory), reading each
 * sheet's tables as its rows stream in; grids from the fallbacks for what it does not handle.
 */
async function readXlsx(job: FileJob): Promise<{ tables: ParsedSheet[] } | { grids: SheetGrid[] }> {
  const tables = await checkedWhileRead(job, (directory, verified) =>
    readLeanXlsxTables(job.buffer, directory, new RowBudget(job.maxRows), job.read, verified, job.inflated),
  );
  return tables ? { tables } : { grids: await readXlsxWithFallbacks(job.buffer, job.zipDirectory!, job.maxRows) };
}

export async function readGrids(job: ParseJob): Promise<SheetGrid[]> {
  switch (job.kind) {
    case 'google-sheet':
      return gridsFromAnswer(job.buffer, job.sheets, job.maxRows);
    case 'google-source':
      return gridsFromSource(job.buffer);
    case 'xlsx': {
      const grids = await checkedWhileRead(job, (directory, verified) =>
        readLeanXlsxGrids(job.buffer, directory, new RowBudget(job.maxRows), verified, job.inflated),
      );
      return grids ?? readXlsxWithFallbacks(job.buffer, job.zipDirectory!, job.maxRows);
    }
    case 'xls':
      return readWithSheetJs(job.buffer, '.xls', job.maxRows);
    case 'statement': {
      const decoded = decodeText(job.buffer);
      const kind = decoded && statementKind(decoded.text);
      if (!decoded || !kind) throw fileErrors.unknownContent(job.extension);
      try {
        return [statementGrid(kind, decoded.text, sheetNameFromFileName(job.fileName))];
      } catch (error) {
        if (error instanceof StatementError) throw fileErrors.badStatement(error.message);
        throw error;
      }
    }
    case 'csv': {
      const { grid, separator, encoding, decimal } = readCsvGrid(
        job.buffer,
        sheetNameFromFileName(job.fileName),
        new RowBudget(job.maxRows),
      );
      // Its text amounts are read by the file's own decimal mark (domain/workbook/amounts.ts).
      if (decimal) grid.decimal = decimal;
      // Text under another name than .csv is read all the same, and the reading says so; so is text that is not Unicode.
      const notes = [
        job.extension !== '.csv' ? fileNotes.textReadAsCsv(job.fileName, job.extension, separator) : null,
        encoding === 'windows-1252' ? fileNotes.windows1252(job.fileName) : null,
      ];
      const said = notes.filter((note): note is string => note !== null);
      if (said.length > 0) grid.note = said.join(' ');
      return [grid];
    }
  }
}

export async function parseJob(job: ParseJob): Promise<ParseResult> {
  if (job.kind === 'xlsx') {
    const read = await readXlsx(job);
    return { workbook: 'tables' in read ? parseSheetTables(read.tables, job.maxRows) : parseGrids(read.grids, job.maxRows, job.read) };
  }
  const grids = await readGrids(job);
  const workbook = parseGrids(grids, job.maxRows, job.read);
  return job.kind === 'google-sheet' ? { workbook, source: sourceFromGrids(grids) } : { workbook };
}
