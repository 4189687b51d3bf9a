/**
 * The user's adjustments of how a table is read: which settings apply to a table (this upload's,
 * found by the range it was read at, else remembered ones by its signature), how they reshape the
 * table found, and the options its rows are then read with.
 */
import { parseMonthHeader } from '../cells/months';
import { isBlank, normalizeLabel } from '../cells/text';
import type { ReadOptions } from '../rows/table-rows';
import { columnIndex } from '../tables/columns';
import { referenceColumn, type TableFrame } from '../tables/find-tables';
import { roleOfLabel, type ColumnRole } from '../tables/roles';
import type { Cell, SheetSettings, TableSettings } from '../types';
import { originDateOrder } from './date-origin';

export interface ReadSettings {
  /** Per sheet name: the user's adjustments for this upload. */
  sheets?: Record<string, SheetSettings>;
  /** Per table signature: adjustments remembered from an earlier upload. */
  remembered?: Record<string, TableSettings>;
  /** The sheet whose first rows are kept as text for the preview's grid (nothing else keeps them). */
  gridOf?: string;
}

/** Sheet name + normalised header labels: the same table in next month's copy of the workbook. */
export function tableSignature(sheet: string, rows: readonly Cell[][], frame: TableFrame): string {
  const labels: string[] = [];
  for (let column = frame.firstColumn; column <= frame.lastColumn; column += 1)
    labels.push(normalizeLabel(rows[frame.headerRow]?.[column]));
  return `${sheet}\u0000${labels.join('|')}`;
}

/** The header labels of a `tableSignature` without its sheet's name: the same columns under another sheet (or file) name. */
export function columnsOfSignature(signature: string): string {
  return signature.slice(signature.indexOf('\u0000') + 1);
}

/** A frame changed by the user's settings: columns by role, or a header row of their choosing. */
export function applyFrameSettings(rows: readonly Cell[][], frame: TableFrame, settings: TableSettings): TableFrame {
  let result = { ...frame, roles: { ...frame.roles }, months: [...frame.months] };
  // `range` names the table (as read); a header row of the user's choosing moves its header within its columns.
  if (settings.header_row !== undefined) {
    const headerRow = settings.header_row - 1;
    result = { ...result, headerRow, endRow: Math.max(frame.endRow, headerRow + 1) };
    if (!settings.columns) {
      // Roles from the new header row's own labels.
      result.roles = {};
      result.months = [];
      for (let column = result.firstColumn; column <= result.lastColumn; column += 1) {
        const role = roleOfLabel(rows[headerRow]?.[column]);
        if (role && result.roles[role.role] === undefined) result.roles[role.role] = column;
        const month = role ? null : parseMonthHeader(rows[headerRow]?.[column]);
        if (month) result.months.push({ column, month });
      }
    }
    // The bank reference as the new header row names it (find-tables.ts `TableFrame.reference`).
    const reference = referenceColumn(rows[headerRow], result.firstColumn, result.lastColumn);
    if (reference === null) delete result.reference;
    else result.reference = reference;
  }
  if (settings.columns) {
    result.roles = {};
    result.months = result.months.filter(
      ({ column }) => !Object.values(settings.columns!).some((letter) => columnIndex(letter) === column),
    );
    for (const [role, letter] of Object.entries(settings.columns) as Array<[ColumnRole, string]>) {
      const column = columnIndex(letter);
      if (column === null || role === 'none') continue;
      result.roles[role] = column;
      result.firstColumn = Math.min(result.firstColumn, column);
      result.lastColumn = Math.max(result.lastColumn, column);
    }
    if (
      result.roles.category === undefined &&
      result.roles.subcategory === undefined &&
      result.roles.description === undefined &&
      result.kind !== 'grid'
    ) {
      result.blockName = null;
    }
  }
  if (settings.columns || settings.header_row !== undefined) {
    result.descriptions = result.roles.description !== undefined ? [result.roles.description] : [];
  }
  // The kind follows the roles the table now has.
  const dated = result.roles.date !== undefined || (result.roles.year !== undefined && result.roles.month !== undefined);
  const amounts = ['amount', 'in', 'out'].some((role) => result.roles[role as 'amount'] !== undefined);
  if (dated && amounts) result.kind = 'log';
  else if (result.months.length >= 2 && !amounts) result.kind = 'grid';
  else result.kind = 'periods';
  return result;
}

/** The settings that apply to a frame: this upload's for its range (or the sheet's first table), else remembered ones. */
export function settingsFor(
  index: number,
  range: string,
  sheetSettings: SheetSettings | undefined,
  remembered: TableSettings | undefined,
): { settings: TableSettings | null; remembered: boolean } {
  const entries = sheetSettings?.tables ?? [];
  const own =
    entries.find((entry) => entry.range === range) ?? (index === 0 ? entries.find((entry) => entry.range === undefined) : undefined);
  if (own) return { settings: own, remembered: false };
  if (remembered) return { settings: remembered, remembered: true };
  return { settings: null, remembered: false };
}

/**
 * The frame of a sheet where no table was found, for the user's settings to shape: their header row, else the first row with anything in it, over its columns.
 */
export function undetectedFrame(rows: readonly Cell[][], settings: TableSettings): TableFrame | null {
  const headerRow =
    settings.header_row !== undefined ? settings.header_row - 1 : rows.findIndex((row) => row?.some((cell) => !isBlank(cell)));
  if (headerRow < 0 || headerRow >= rows.length) return null;
  const header = rows[headerRow] ?? [];
  let lastColumn = header.length - 1;
  while (lastColumn > 0 && isBlank(header[lastColumn])) lastColumn -= 1;
  const firstColumn = Math.max(
    0,
    header.findIndex((cell) => !isBlank(cell)),
  );
  return {
    kind: 'periods',
    headerRow,
    firstColumn,
    lastColumn: Math.max(firstColumn, lastColumn),
    endRow: rows.length,
    roles: {},
    months: [],
    blockName: null,
    pivot: false,
    descriptions: [],
  };
}

/** How a table's rows are read: the user's settings, and the date order its columns say it has. */
export function readOptionsOf(rows: readonly Cell[][], frame: TableFrame, settings: TableSettings): ReadOptions {
  return {
    dateOrder: settings.date_order,
    dateOrderHint: originDateOrder(rows, frame),
    direction: settings.direction,
    planAsActual: settings.plan_as_actual,
  };
}
