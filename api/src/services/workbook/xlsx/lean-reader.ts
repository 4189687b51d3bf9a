/**
 * The lean .xlsx reader, for the common case: the zip is already in memory and its directory known,
 * so each part is inflated straight from its compressed bytes (parts.ts) and worksheets are
 * streamed through the XML scanner (xml-scanner.ts; saxes for what it leaves to saxes) into rows.
 * No exceljs Row/Cell/style objects are built, which is where most of exceljs's time and memory
 * went on a big transaction log.
 *
 * It reads exactly what exceljs's streaming reader gives the grids (the same value rules:
 * worksheet-rows.ts, dates.ts) and answers null for anything it does not know (a missing or
 * unusual part, strict OOXML), so the exceljs reader stays the fallback (read-xlsx.ts).
 */
import type { ReadSettings } from '../../../domain/workbook/reading/settings';
import { createSheetParser, type SheetMeta, type SheetParser } from '../../../domain/workbook/reading/streamed-sheet';
import type { Cell, ParsedTable, SheetGrid } from '../../../domain/workbook/types';
import { AppError } from '../../../errors';
import type { RowBudget } from '../grids/row-budget';
import type { InflatedMessage, ZipDirectory } from '../zip';
import { sharedDates } from './dates';
import { XlsxParts } from './parts';
import { saxesParser, type XmlParser } from './saxes-events';
import { readSharedStrings, readStyles, readWorkbookPart, type SheetRef } from './workbook-parts';
import { SinkDeclined, SinkFailed, WorksheetRows, type RowSink, type WorksheetContext } from './worksheet-rows';
import { NotScanned, XmlScanner } from './xml-scanner';

/**
 * One worksheet's rows, streamed into `sink` through `parse`; `complete` false when the sink
 * declined the rest. The scanner throws NotScanned for a part it leaves to saxes.
 */
async function readWorksheet(
  parts: XlsxParts,
  sheet: SheetRef,
  context: WorksheetContext,
  sink: RowSink,
  parse: 'scan' | 'saxes',
): Promise<{ complete: boolean; currency: string | null }> {
  const rows = new WorksheetRows(sheet.name, context, sink);
  const parser: XmlParser = parse === 'scan' ? new XmlScanner(rows) : saxesParser(rows);
  try {
    await parts.stream(sheet.path, (chunk) => {
      if (chunk) parser.write(chunk);
    });
  } catch (error) {
    if (error instanceof SinkDeclined) return { complete: false, currency: null };
    throw error;
  }
  parser.close();
  return { complete: true, currency: rows.currency() };
}

/**
 * Reads every sheet of the workbook in order, each into the sink `sheetSink` gives for it (and,
 * when a sink declines the rest of its sheet, into the one it gives for a whole grid). False when
 * this reader does not handle the file (the caller then reads it with exceljs); AppErrors (the row
 * limit, a damaged part) and whatever the sinks throw are thrown as they are.
 */
async function readSheets(
  parts: XlsxParts,
  budget: RowBudget,
  sheetSink: (sheet: SheetRef, wholeGrid: boolean) => RowSink,
  sheetDone: (sheet: SheetRef, currency: string | null) => void,
): Promise<boolean> {
  try {
    const { sheets, date1904, strict } = readWorkbookPart(parts);
    if (strict || sheets.length === 0 || sheets.some((sheet) => !parts.has(sheet.path))) return false;
    const context: WorksheetContext = {
      strings: readSharedStrings(parts),
      ...readStyles(parts),
      dateOf: sharedDates(date1904),
      budget,
    };
    /** A sheet read into a new sink from its first row; by saxes, from its first row again, where the scanner leaves it to saxes. */
    const readSheet = async (sheet: SheetRef, wholeGrid: boolean) => {
      const counted = budget.counted();
      try {
        return await readWorksheet(parts, sheet, context, sheetSink(sheet, wholeGrid), 'scan');
      } catch (error) {
        if (!(error instanceof NotScanned)) throw error;
        budget.rewind(counted);
        return readWorksheet(parts, sheet, context, sheetSink(sheet, wholeGrid), 'saxes');
      }
    };
    for (const sheet of sheets) {
      budget.startSheet();
      const counted = budget.counted();
      let read = await readSheet(sheet, false);
      if (!read.complete) {
        // Read again from its first row, counted once.
        budget.rewind(counted);
        read = await readSheet(sheet, true);
        if (!read.complete) throw new Error(`The whole grid of sheet "${sheet.name}" was declined.`);
      }
      sheetDone(sheet, read.currency);
    }
    return true;
  } catch (error) {
    // The row limit is the answer, and so is what reading the rows threw; anything else (unusual
    // content, XML the parser refused) is left to exceljs and the integrity check to judge.
    if (error instanceof SinkFailed) throw error.reason;
    if (error instanceof AppError) throw error;
    return false;
  }
}

/** What the reader knows of a sheet besides its rows. */
function sheetMeta(sheet: SheetRef, currency: string | null): SheetMeta {
  const meta: SheetMeta = {};
  if (sheet.hidden) meta.hidden = true;
  if (currency !== null) meta.currency = currency;
  return meta;
}

/**
 * The workbook's sheets as grids, in workbook order; null when this reader does not handle the file.
 * `verified`: gets the names of the worksheet parts found intact as they were read. `inflated`:
 * worksheet parts inflated on the main thread (../zip/pre-inflate.ts), read from those chunks.
 */
export async function readLeanXlsxGrids(
  buffer: Buffer,
  directory: ZipDirectory,
  budget: RowBudget,
  verified = new Set<string>(),
  inflated: ReadonlyMap<string, AsyncIterable<InflatedMessage>> = new Map(),
): Promise<SheetGrid[] | null> {
  const grids: SheetGrid[] = [];
  let rows: Cell[][] = [];
  const read = await readSheets(
    new XlsxParts(buffer, directory, verified, inflated),
    budget,
    () => {
      rows = [];
      return (row) => rows.push(row) > 0;
    },
    (sheet, currency) => grids.push({ name: sheet.name, rows, ...sheetMeta(sheet, currency) }),
  );
  return read ? grids : null;
}

/**
 * The workbook's tables, sheet by sheet in workbook order, each sheet read by the sheet parser as
 * its rows stream in (a one-log sheet is never held as a grid); null when this reader does not
 * handle the file. `read`: the user's settings, as parseWorkbook takes them.
 */
export async function readLeanXlsxTables(
  buffer: Buffer,
  directory: ZipDirectory,
  budget: RowBudget,
  read: ReadSettings = {},
  verified = new Set<string>(),
  inflated: ReadonlyMap<string, AsyncIterable<InflatedMessage>> = new Map(),
): Promise<ParsedTable[] | null> {
  const tables: ParsedTable[] = [];
  let parser: SheetParser | null = null;
  const done = await readSheets(
    new XlsxParts(buffer, directory, verified, inflated),
    budget,
    (sheet, wholeGrid) => {
      const current = createSheetParser(sheet.name, read, { wholeGrid });
      parser = current;
      return (row) => current.pushRow(row);
    },
    (sheet, currency) => tables.push(...parser!.finish(sheetMeta(sheet, currency))),
  );
  return done ? tables : null;
}
