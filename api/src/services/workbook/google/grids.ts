/**
 * A Google Sheet's cells, as the parsing worker reads them: Google's batchGet answer (JSON text of
 * up to GOOGLE_MAX_ANSWER_BYTES) to sheet grids, and the grids to and from the source kept with
 * the upload (gzipped JSON, workflow-source.ts). Run in the worker, never on the main thread: a
 * 48 MB answer parses into a few hundred MB of objects, which the worker's heap and time limits
 * bound and the pool's queue keeps to a few at once.
 */
// fflate (gzip in JavaScript), as everywhere in the worker: no native zlib handle to abort on.
import { gunzipSync, gzipSync, strFromU8, strToU8 } from 'fflate';
import type { Cell, SheetGrid } from '../../../domain/workbook/types';
import { googleErrors } from '../messages';
import { BLANK_ROW, MAX_COLUMNS, RowBudget } from '../grids/row-budget';

/** A grid sheet of the spreadsheet, as its metadata names it; batchGet asks for them in this order. */
export interface GoogleSheetRef {
  title: string;
  /** `properties.hidden` in Google Sheets. */
  hidden: boolean;
}

function toCell(value: unknown): Cell {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string') return value === '' ? null : value;
  return null;
}

function toGrid(title: string, values: unknown[][], budget: RowBudget): SheetGrid {
  budget.startSheet();
  const rows: Cell[][] = values.map((source) => {
    const cells = (Array.isArray(source) ? source.slice(0, MAX_COLUMNS) : []).map(toCell);
    while (cells.length > 0 && (cells[cells.length - 1] === null || cells[cells.length - 1] === '')) cells.pop();
    if (cells.length === 0) return BLANK_ROW;
    budget.take(title);
    return cells;
  });
  return { name: title, rows };
}

interface BatchGetAnswer {
  valueRanges?: Array<{ values?: unknown[][] } | null>;
}

/** The answer of `values:batchGet` for `sheets` to one grid per sheet, in order; hidden sheets marked. */
export function gridsFromAnswer(answer: Uint8Array, sheets: readonly GoogleSheetRef[], maxRows: number): SheetGrid[] {
  let parsed: BatchGetAnswer;
  try {
    parsed = JSON.parse(strFromU8(answer)) as BatchGetAnswer;
  } catch {
    throw googleErrors.unreadableAnswer();
  }
  const ranges = parsed?.valueRanges;
  if (ranges !== undefined && !Array.isArray(ranges)) throw googleErrors.unreadableAnswer();
  const budget = new RowBudget(maxRows);
  return sheets.map(({ title, hidden }, index) => {
    const values = ranges?.[index]?.values;
    const grid = toGrid(title, Array.isArray(values) ? values : [], budget);
    if (hidden) grid.hidden = true;
    return grid;
  });
}

/** The grids as kept with the upload: gzipped JSON (only numbers, text and booleans, as read). */
export function sourceFromGrids(grids: SheetGrid[]): Uint8Array {
  return gzipSync(strToU8(JSON.stringify(grids)), { level: 1 });
}

/** The kept source back to grids, to read them again with the user's settings. */
export function gridsFromSource(source: Uint8Array): SheetGrid[] {
  return JSON.parse(strFromU8(gunzipSync(source))) as SheetGrid[];
}
