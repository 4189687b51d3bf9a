/**
 * .xlsx with exceljs's streaming reader: the fallback for what the lean reader (lean-reader.ts)
 * declines, through exceljs's public API only.
 *
 * Its pitfall: it reads zip entries in file order, and worksheets met before sharedStrings.xml and
 * workbook.xml (the order exceljs itself writes) are parked in temp files and read later, where
 * sheets went missing and shared strings stayed unresolved. So the archive is first re-laid in
 * memory: the workbook-level parts first (an empty shared-strings part added when the workbook has
 * none, else every worksheet would wait for it), then the worksheets in the workbook's own sheet
 * order. Local records are copied as they are (nothing is inflated or recompressed), the reader
 * meets every worksheet with all it needs known, and its n-th worksheet is the workbook's n-th
 * sheet as workbook.xml lists it (workbook-parts.ts), which gives its name and whether it is hidden.
 */
import { PassThrough } from 'node:stream';
import { crc32 } from 'node:zlib';
import ExcelJS from 'exceljs';
import type { Cell, SheetGrid } from '../../../domain/workbook/types';
import { BLANK_ROW, MAX_COLUMNS, type RowBudget } from '../grids/row-budget';
import type { ZipDirectory } from '../zip';
import { NotLean, XlsxParts } from './parts';
import { readWorkbookPart, type SheetRef } from './workbook-parts';

/** Parts the reader must know before the first worksheet, in the order it needs them. */
const FIRST_PARTS = [
  '[Content_Types].xml',
  '_rels/.rels',
  'xl/workbook.xml',
  'xl/_rels/workbook.xml.rels',
  'xl/sharedStrings.xml',
  'xl/styles.xml',
];

const SHARED_STRINGS = 'xl/sharedStrings.xml';
const EMPTY_SHARED_STRINGS =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="0" uniqueCount="0"/>';

/** A zip local record of a stored (uncompressed) entry. */
function storedRecord(name: string, text: string): Buffer {
  const data = Buffer.from(text, 'utf8');
  const fileName = Buffer.from(name, 'utf8');
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4); // version needed: 2.0
  header.writeUInt32LE(crc32(data) >>> 0, 14);
  header.writeUInt32LE(data.length, 18);
  header.writeUInt32LE(data.length, 22);
  header.writeUInt16LE(fileName.length, 26);
  return Buffer.concat([header, fileName, data]);
}

/**
 * The archive with its local records re-ordered: workbook-level parts first, then the worksheets
 * `sheets` names (in that order), then the rest as they were.
 */
export function workbookPartsFirst(buffer: Buffer, directory: ZipDirectory, sheets: readonly SheetRef[] = []): Buffer {
  const byOffset = [...directory.entries].sort((a, b) => a.offset - b.offset);
  const records = byOffset.map((entry, index) => {
    const end = index + 1 < byOffset.length ? byOffset[index + 1].offset : directory.centralDirectoryOffset;
    return { name: entry.name, bytes: buffer.subarray(entry.offset, end) };
  });
  if (!records.some((record) => record.name === SHARED_STRINGS))
    records.push({ name: SHARED_STRINGS, bytes: storedRecord(SHARED_STRINGS, EMPTY_SHARED_STRINGS) });
  const sheetPaths = sheets.map((sheet) => sheet.path);
  const rank = (name: string) => {
    const first = FIRST_PARTS.indexOf(name);
    if (first >= 0) return first;
    const sheet = sheetPaths.indexOf(name);
    return FIRST_PARTS.length + (sheet >= 0 ? sheet : sheetPaths.length);
  };
  const ordered = records
    .map((record, index) => ({ record, index }))
    .sort((a, b) => rank(a.record.name) - rank(b.record.name) || a.index - b.index);
  return Buffer.concat([
    buffer.subarray(0, byOffset[0]?.offset ?? 0),
    ...ordered.map(({ record }) => record.bytes),
    buffer.subarray(directory.centralDirectoryOffset),
  ]);
}

/** A cell value as exceljs gives it to a plain Cell: formulas by their cached result only. */
export function excelValueToCell(value: unknown): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'object') {
    const object = value as Record<string, unknown>;
    // A formula: its cached result, never evaluated; no result (never calculated) is no value.
    if ('formula' in object || 'sharedFormula' in object) return 'result' in object ? excelValueToCell(object.result) : null;
    if ('result' in object) return excelValueToCell(object.result);
    if (Array.isArray(object.richText))
      return object.richText.map((run: { text?: unknown }) => (typeof run.text === 'string' ? run.text : '')).join('');
    if ('text' in object) return excelValueToCell(object.text);
  }
  // Errors (#N/A, #REF!) and anything unknown carry no value.
  return null;
}

function rowCells(row: ExcelJS.Row): Cell[] {
  // A streamed row's values are always an array (exceljs's Row.values getter).
  const values = Array.isArray(row.values) ? (row.values as unknown[]) : [];
  const width = Math.min(values.length, MAX_COLUMNS + 1);
  const cells: Cell[] = [];
  let lastFilled = -1;
  // exceljs numbers columns from 1: values[0] is always empty.
  for (let column = 1; column < width; column += 1) {
    const cell = excelValueToCell(values[column]);
    cells.push(cell);
    if (cell !== null && cell !== '') lastFilled = column - 1;
  }
  cells.length = lastFilled + 1;
  return cells;
}

/** The worksheet parts as the streaming reader finds them: only those named `xl/worksheets/sheet<n>.xml`. */
const STREAMED_WORKSHEET = /^xl\/worksheets\/sheet\d+\.xml$/;

/**
 * The workbook's sheets, when the streaming reader will meet each of them and nothing else: every
 * worksheet part is named as it knows them (other tools may name them otherwise, and it would skip
 * them without a word) and is one of the workbook's sheets. Null otherwise (another reader must do it).
 */
function sheetsTheReaderMeets(parts: XlsxParts): SheetRef[] | null {
  let sheets: SheetRef[];
  try {
    sheets = readWorkbookPart(parts).sheets;
  } catch (error) {
    if (error instanceof NotLean) return null;
    throw error;
  }
  const worksheets = parts.worksheetNames();
  const paths = new Set(sheets.map((sheet) => sheet.path));
  const named = worksheets.every((name) => STREAMED_WORKSHEET.test(name) && paths.has(name));
  return named && paths.size === sheets.length && worksheets.length === sheets.length ? sheets : null;
}

/**
 * The workbook's sheets as grids, in workbook order; null when the streaming reader would not
 * meet every sheet of the workbook's own sheet list (then another reader must do it).
 */
export async function readXlsxGrids(buffer: Buffer, directory: ZipDirectory, budget: RowBudget): Promise<SheetGrid[] | null> {
  const sheets = sheetsTheReaderMeets(new XlsxParts(buffer, directory));
  if (!sheets) return null;
  const input = new PassThrough();
  input.end(workbookPartsFirst(buffer, directory, sheets));
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(input, {
    sharedStrings: 'cache',
    styles: 'cache', // number formats tell date cells from numbers
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  });
  const grids: SheetGrid[] = [];
  for await (const worksheet of reader) {
    // Worksheets come in the order the parts were laid: the workbook's (workbookPartsFirst).
    const sheet = sheets[grids.length];
    if (!sheet) return null;
    const rows: Cell[][] = [];
    budget.startSheet();
    for await (const row of worksheet) {
      const cells = rowCells(row);
      if (cells.length === 0) continue;
      budget.take(sheet.name);
      while (rows.length < row.number - 1) rows.push(BLANK_ROW);
      rows.push(cells);
    }
    const grid: SheetGrid = { name: sheet.name, rows };
    if (sheet.hidden) grid.hidden = true;
    grids.push(grid);
  }
  return grids.length === sheets.length ? grids : null;
}
