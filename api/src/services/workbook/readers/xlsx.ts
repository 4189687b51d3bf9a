/**
 * .xlsx with exceljs's streaming reader, the fastest reader measured (docs/architecture.md, Parsing).
 *
 * Its pitfall: it reads zip entries in file order, and worksheets met before sharedStrings.xml and
 * workbook.xml (the order exceljs itself writes) are parked in temp files and read later, where
 * sheets went missing and shared strings stayed unresolved. So the archive is first re-laid in
 * memory with the workbook-level parts first: local records are copied as they are (nothing is
 * inflated or recompressed), and the reader then meets every worksheet with all it needs known.
 */
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { Cell, SheetGrid } from '../../../domain/workbook/types';
import type { ZipDirectory } from '../zip-directory';
import { isHiddenState } from './lean-xlsx';
import { BLANK_ROW, MAX_COLUMNS, type RowBudget } from './row-budget';

/** Parts the reader must know before the first worksheet, in the order it needs them. */
const FIRST_PARTS = [
  '[Content_Types].xml',
  '_rels/.rels',
  'xl/workbook.xml',
  'xl/_rels/workbook.xml.rels',
  'xl/sharedStrings.xml',
  'xl/styles.xml',
];

/** The archive with its local records re-ordered: workbook-level parts first, the rest as they were. */
export function workbookPartsFirst(buffer: Buffer, directory: ZipDirectory): Buffer {
  const byOffset = [...directory.entries].sort((a, b) => a.offset - b.offset);
  const records = byOffset.map((entry, index) => {
    const end = index + 1 < byOffset.length ? byOffset[index + 1].offset : directory.centralDirectoryOffset;
    return { name: entry.name, bytes: buffer.subarray(entry.offset, end) };
  });
  const rank = (name: string) => {
    const at = FIRST_PARTS.indexOf(name);
    return at < 0 ? FIRST_PARTS.length : at;
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

interface StreamedRow {
  number: number;
  values: unknown[] | Record<string, unknown>;
}

function rowCells(row: StreamedRow): Cell[] {
  const values = row.values as unknown[];
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

/**
 * The streaming reader only knows worksheets stored as `xl/worksheets/sheet<n>.xml`; other tools
 * may name them otherwise (it would skip them without a word).
 */
export function streamingReaderFindsAllSheets(directory: ZipDirectory): boolean {
  return directory.entries
    .filter((entry) => entry.name.startsWith('xl/worksheets/') && !entry.name.includes('/_rels/') && entry.name.endsWith('.xml'))
    .every((entry) => /^xl\/worksheets\/sheet\d+\.xml$/.test(entry.name));
}

/**
 * The workbook's sheets as grids, in workbook order; null when the streaming reader could not
 * name every sheet from the workbook's own sheet list (then another reader must do it).
 */
export async function readXlsxGrids(buffer: Buffer, directory: ZipDirectory, budget: RowBudget): Promise<SheetGrid[] | null> {
  const input = new PassThrough();
  input.end(workbookPartsFirst(buffer, directory));
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(input, {
    sharedStrings: 'cache',
    styles: 'cache', // number formats tell date cells from numbers
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  });
  // A workbook without sharedStrings.xml (all numbers, or inline strings) would otherwise send every
  // worksheet down the temp-file path too: with the parts re-laid, nothing is left to wait for.
  (reader as unknown as { sharedStrings?: unknown[] }).sharedStrings ??= [];
  const grids: SheetGrid[] = [];
  for await (const worksheet of reader) {
    const { name: sheetName, state } = worksheet as unknown as { name: string; state?: string };
    const name = String(sheetName);
    const rows: Cell[][] = [];
    budget.startSheet();
    for await (const row of worksheet as AsyncIterable<StreamedRow>) {
      const cells = rowCells(row);
      if (cells.length === 0) continue;
      budget.take(name);
      while (rows.length < row.number - 1) rows.push(BLANK_ROW);
      rows.push(cells);
    }
    const grid: SheetGrid = { name, rows };
    // The reader copies each sheet's `state` from workbook.xml onto its worksheet.
    if (isHiddenState(state)) grid.hidden = true;
    grids.push(grid);
  }
  // Worksheets stream in archive order; the workbook's own order is its sheet list.
  const order = ((reader as unknown as { model?: { sheets?: { name: string }[] } }).model?.sheets ?? []).map((sheet) => sheet.name);
  if (grids.some((grid) => !order.includes(grid.name))) return null;
  const position = (name: string) => {
    const at = order.indexOf(name);
    return at < 0 ? order.length : at;
  };
  return grids
    .map((grid, index) => ({ grid, index }))
    .sort((a, b) => position(a.grid.name) - position(b.grid.name) || a.index - b.index)
    .map(({ grid }) => grid);
}
