/**
 * What the preview shows of one sheet read with the user's settings: each table's reading, the first 50 normalised rows of its counted tables in sheet
 * order, and up to 20 skipped rows with their reasons. Built from the tables as read; saves nothing.
 */
import { pairKey } from '../../analysis/classification';
import { guessTransactionType } from '../../analysis/guess-type';
import { formatIsoDate } from '../../calendar';
import { isCountable } from './counted';
import { pairHints } from '../rows/pair-hints';
import { cellText } from '../cells/text';
import type { Cell, ParsedTable, SheetGrid, TableReading } from '../types';

export interface PreviewRow {
  date: string | null;
  category: string;
  sub_category: string;
  description: string;
  amount: number;
  direction: 'in' | 'out';
}

export interface SheetPreview {
  /** The sheet's first rows as text, from A1 (the dialog outlines the tables over them). */
  grid: string[][];
  tables: TableReading[];
  rows: PreviewRow[];
  skipped: Array<{ row: number; reason: string }>;
}

export const PREVIEW_ROWS = 50;
export const PREVIEW_SKIPPED = 20;
/** The grid the preview shows: enough rows to see titles, the header and some data; columns A–Z. */
export const PREVIEW_GRID_ROWS = 30;
export const PREVIEW_GRID_COLUMNS = 26;

/** A cell as the grid shows it: one line (dates as YYYY-MM-DD), long texts cut. */
function gridCell(cell: Cell | undefined): string {
  const text = cellText(cell);
  return text.length > 60 ? `${text.slice(0, 59)}…` : text;
}

/** The first rows of a sheet as text, trailing empty cells dropped. */
export function firstRowsOf(grid: SheetGrid): string[][] {
  return grid.rows.slice(0, PREVIEW_GRID_ROWS).map((row) => {
    const cells = row.slice(0, PREVIEW_GRID_COLUMNS).map(gridCell);
    while (cells.length > 0 && cells[cells.length - 1] === '') cells.pop();
    return cells;
  });
}

/** A row's own date: a log's, a dated grid month's, a budget's start or month; null until the options step dates it. */
function rowDate(table: ParsedTable, row: ParsedTable['rows'][number]): string | null {
  if (row.date) return row.date;
  if (row.monthIndex !== undefined) {
    const month = table.months?.[row.monthIndex];
    return month?.year ? formatIsoDate({ year: month.year, month: month.month, day: 1 }) : null;
  }
  if (table.periodStart) return table.periodStart;
  return table.period?.year ? formatIsoDate({ year: table.period.year, month: table.period.month, day: 1 }) : null;
}

export function previewOf(tables: readonly ParsedTable[]): SheetPreview {
  const preview: SheetPreview = { grid: tables[0]?.firstRows ?? [], tables: [], rows: [], skipped: [] };
  for (const table of tables) {
    if (table.reading) preview.tables.push(table.reading);
    for (const skipped of table.skippedRows ?? []) {
      if (preview.skipped.length < PREVIEW_SKIPPED) preview.skipped.push({ row: skipped.row + 1, reason: skipped.reason });
    }
    if (!isCountable(table)) continue;
    const hints = pairHints(table);
    for (const row of table.rows) {
      if (preview.rows.length >= PREVIEW_ROWS) break;
      // Signed tables say the direction themselves; otherwise the guess does, as the analysis would.
      const incoming = table.signed
        ? row.amountCents > 0
        : guessTransactionType(row.category, row.subcategory, hints.get(pairKey(row.category, row.subcategory))) === 'Income';
      preview.rows.push({
        date: rowDate(table, row),
        category: row.category,
        sub_category: row.subcategory,
        description: row.description,
        amount: Math.abs(row.amountCents) / 100,
        direction: incoming ? 'in' : 'out',
      });
    }
  }
  return preview;
}
