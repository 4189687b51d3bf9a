/**
 * The parsing itself, as the worker runs it: the job's bytes (a file, a Google Sheet's answer, or
 * its kept source) to sheet grids with the reader for its (already checked) kind, then the grids
 * to the domain's tables (../grids/to-workbook.ts), so that only the small ParsedWorkbook leaves.
 */
import type { SheetGrid } from '../../../domain/workbook/types';
import { readCsvGrid } from '../csv/csv-reader';
import { sheetNameFromFileName } from '../files/names';
import { decodeText } from '../files/text-encoding';
import { gridsFromAnswer, gridsFromSource, sourceFromGrids } from '../google/grids';
import { RowBudget } from '../grids/row-budget';
import { parseGrids, parseSheetTables } from '../grids/to-workbook';
import { fileErrors, fileNotes } from '../messages';
import { StatementError, statementGrid, statementKind } from '../statements';
import { readWithSheetJs, readXlsxFileGrids, readXlsxFileTables, type XlsxFile } from '../xlsx/read-xlsx';
import { inflatedMessages } from './inflate-ahead';
import type { FileJob, ParseJob, ParseResult } from './job';

function xlsxFile(job: FileJob): XlsxFile {
  if (!job.zipDirectory) throw new Error('an .xlsx job without its zip directory');
  const inflated = new Map([...(job.inflated ?? [])].map(([name, port]) => [name, inflatedMessages(port)]));
  return { buffer: job.buffer, directory: job.zipDirectory, maxRows: job.maxRows, inflated };
}

function statementGrids(job: FileJob): SheetGrid[] {
  const decoded = decodeText(job.buffer);
  const kind = decoded && statementKind(decoded.text);
  if (!decoded || !kind) throw fileErrors.unknownContent(job.extension);
  try {
    return [statementGrid(kind, decoded.text, sheetNameFromFileName(job.fileName))];
  } catch (error) {
    if (error instanceof StatementError) throw fileErrors.badStatement(error.text);
    throw error;
  }
}

function csvGrids(job: FileJob): SheetGrid[] {
  const { grid, separator, encoding, decimal } = readCsvGrid(job.buffer, sheetNameFromFileName(job.fileName), new RowBudget(job.maxRows));
  // Its text amounts are read by the file's own decimal mark (domain/workbook/cells/amounts.ts).
  if (decimal) grid.decimal = decimal;
  // Text under another name than .csv is read all the same, and the reading says so; so is text that is not Unicode.
  const asCsv = job.extension !== '.csv' ? fileNotes.textReadAsCsv(job.fileName, job.extension, separator) : null;
  const notUnicode = encoding === 'windows-1252' ? fileNotes.windows1252(job.fileName) : null;
  const note = asCsv && notUnicode ? fileNotes.both(asCsv, notUnicode) : (asCsv ?? notUnicode);
  if (note) grid.note = note;
  return [grid];
}

/** The job's sheets as grids, with the reader for its kind. */
export async function readGrids(job: ParseJob): Promise<SheetGrid[]> {
  switch (job.kind) {
    case 'google-sheet':
      return gridsFromAnswer(job.buffer, job.sheets, job.maxRows);
    case 'google-source':
      return gridsFromSource(job.buffer);
    case 'xlsx':
      return readXlsxFileGrids(xlsxFile(job));
    case 'xls':
      return readWithSheetJs(job.buffer, '.xls', job.maxRows);
    case 'statement':
      return statementGrids(job);
    case 'csv':
      return csvGrids(job);
  }
}

export async function parseJob(job: ParseJob): Promise<ParseResult> {
  if (job.kind === 'xlsx') {
    const read = await readXlsxFileTables(xlsxFile(job), job.read);
    return { workbook: 'tables' in read ? parseSheetTables(read.tables, job.maxRows) : parseGrids(read.grids, job.maxRows, job.read) };
  }
  const grids = await readGrids(job);
  const workbook = parseGrids(grids, job.maxRows, job.read);
  return job.kind === 'google-sheet' ? { workbook, source: sourceFromGrids(grids) } : { workbook };
}
