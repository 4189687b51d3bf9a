/**
 * Finding the tables of a sheet: every row of the whole sheet is
 * tried as a header; a header row is split into side-by-side tables at columns that are empty
 * below it, and a table ends where the next header over its columns begins (stacked blocks).
 */
import { parseMonthHeader } from '../cells/months';
import { isBlank, normalizeLabel, singularLabel } from '../cells/text';
import type { Cell, GridMonth } from '../types';
import { columnHasData, columnHasText, sameInEveryRow } from './column-contents';
import { referenceRank, roleOfLabel, type ColumnRole } from './roles';

export type FrameKind = 'log' | 'periods' | 'grid';

/** One table's place and columns, before any of its rows is read. */
export interface TableFrame {
  kind: FrameKind;
  headerRow: number;
  firstColumn: number;
  lastColumn: number;
  /** Exclusive: the next header over these columns, or the end of the sheet. */
  endRow: number;
  /** The column chosen for each role. */
  roles: Partial<Record<Exclude<ColumnRole, 'none'>, number>>;
  /** Grid only: month columns, left to right. */
  months: { column: number; month: GridMonth }[];
  /**
   * The label column's own header when it names a block rather than a role (`HOME EXPENSES`,
   * `INCOME`, `Bills/Mon`); the rows' category in a budget block.
   */
  blockName: string | null;
  /** Header cells that say the table is a pivot (`Row Labels`, `Sum of …`). */
  pivot: boolean;
  /** Every description-like column, best first: a blank Payee falls back to the Memo. */
  descriptions: number[];
  /**
   * Log only: the column holding the bank's id of each row (`FITID`, `Reference`, `Referenz`;
   * roles.ts `referenceRank`), absent when none is named. Apart from `roles`, which a reading
   * answers and settings set: it changes nothing else of the reading.
   */
  reference?: number;
}

/** How far below a header a column is looked at to decide whether it holds anything. */
const LOOK_BELOW = 40;
/** How many rows from a header on (itself included) decide what its table is: a grid's label column is the busiest of these. */
export const HEADER_LOOKAHEAD_ROWS = 501;

const AMOUNT_ROLES = ['amount', 'in', 'out', 'plan'] as const;

const PIVOT_LABELS = new Set(['rowlabels', 'columnlabels', 'grandtotal']);
const isPivotLabel = (cell: Cell | undefined) => {
  const label = normalizeLabel(cell);
  return PIVOT_LABELS.has(label) || /^(sum|count|average)of/.test(label);
};

interface HeaderCell {
  /** Blank, or inside a log found above: no part of a header on this row. */
  blank: boolean;
  role: Exclude<ColumnRole, 'none'> | null;
  rank: number;
  month: GridMonth | null;
}

/**
 * Columns of the logs found so far: a log runs to the end of the sheet over its columns, so its
 * data rows are never headers (a pivot beside it starts tables only in its own columns).
 */
export type Claimed = Array<[number, number]>;
const isClaimed = (claimed: Claimed, column: number) => claimed.some(([from, to]) => column >= from && column <= to);

function headerCells(row: readonly Cell[], claimed: Claimed): HeaderCell[] {
  return row.map((cell, column) => {
    if (isBlank(cell) || isClaimed(claimed, column)) return { blank: true, role: null, rank: 99, month: null };
    const role = roleOfLabel(cell);
    // A month header is a text or date cell; a bare number only when it is a month's first day.
    const month = role ? null : parseMonthHeader(cell);
    return { blank: false, role: role?.role ?? null, rank: role?.rank ?? 99, month };
  });
}

/**
 * Whether a row could be a header at all: two texts or dates outside the claimed columns. Cheap
 * and allocation-free, as every row of the sheet is tried (200,000 rows of a log among them).
 */
export function couldBeHeader(row: readonly Cell[] | undefined, claimed: Claimed): boolean {
  if (!row) return false;
  let texts = 0;
  for (let column = 0; column < row.length; column += 1) {
    const cell = row[column];
    // A number counts only as a month's first day (Google Sheets and formulas hand dates over as serials).
    const headerLike =
      (typeof cell === 'string' && !isBlank(cell)) || cell instanceof Date || (typeof cell === 'number' && parseMonthHeader(cell) !== null);
    if (headerLike && !isClaimed(claimed, column)) texts += 1;
    if (texts >= 2) return true;
  }
  return false;
}

/**
 * The column ranges of the side-by-side tables a header row holds: split at columns whose header
 * names no role and under which nothing is written (a blank spacer, or `[42]` over nothing).
 */
function segments(rows: readonly Cell[][], headerRow: number, cells: HeaderCell[], claimed: Claimed): Array<[number, number]> {
  const below = Math.min(rows.length, headerRow + 1 + LOOK_BELOW);
  let first = -1;
  let last = -1;
  cells.forEach((cell, column) => {
    if (cell.blank) return;
    if (first < 0) first = column;
    last = column;
  });
  if (first < 0) return [];
  // A label column may have no header of its own (an empty A1 over the row names): one column, no more.
  const left = first - 1;
  if (left >= 0 && isBlank(rows[headerRow][left]) && !isClaimed(claimed, left) && columnHasText(rows, left, headerRow + 1, below))
    first = left;
  const result: Array<[number, number]> = [];
  let start = -1;
  for (let column = first; column <= last; column += 1) {
    const named = cells[column]?.role !== null || cells[column]?.month !== null;
    // A worded header over an empty column (a bank's unused `Konto-Nr.`, `BLZ`) is still part of the
    // header; only a blank one, or a mark with no word (`✔`, `[42]`), separates tables.
    const worded = !cells[column]?.blank && /\p{L}{2}/u.test(String(rows[headerRow][column] ?? ''));
    const gap = isClaimed(claimed, column) || (!named && !worded && !columnHasData(rows, column, headerRow + 1, below));
    if (gap) {
      if (start >= 0) result.push([start, column - 1]);
      start = -1;
    } else if (start < 0) start = column;
  }
  if (start >= 0) result.push([start, last]);
  return result;
}

/** The best column per role within [from, to]: lowest rank, then leftmost. */
function chooseRoles(cells: HeaderCell[], from: number, to: number): TableFrame['roles'] {
  const roles: TableFrame['roles'] = {};
  const ranks: Partial<Record<string, number>> = {};
  for (let column = from; column <= to; column += 1) {
    const { role, rank } = cells[column] ?? { role: null, rank: 99 };
    if (!role) continue;
    if (ranks[role] === undefined || rank < ranks[role]) {
      roles[role] = column;
      ranks[role] = rank;
    }
  }
  return roles;
}

/** The unnamed label column left of `before`: the one holding the most text below the header. */
function busiestTextColumn(rows: readonly Cell[][], headerRow: number, from: number, before: number, endRow: number): number | null {
  let best: number | null = null;
  let bestCount = 0;
  const to = Math.min(endRow, headerRow + HEADER_LOOKAHEAD_ROWS);
  for (let column = from; column < before; column += 1) {
    let count = 0;
    for (let r = headerRow + 1; r < to; r += 1) {
      const cell = rows[r]?.[column];
      if (typeof cell === 'string' && !isBlank(cell)) count += 1;
    }
    if (count > bestCount) {
      best = column;
      bestCount = count;
    }
  }
  return best;
}

/** The column of `header` within [from, to] naming a log's bank reference: lowest rank, then leftmost; null when none. */
export function referenceColumn(header: readonly Cell[] | undefined, from: number, to: number): number | null {
  let best: number | null = null;
  let bestRank = Infinity;
  for (let column = from; column <= to; column += 1) {
    const rank = referenceRank(header?.[column]);
    if (rank !== null && rank < bestRank) {
      best = column;
      bestRank = rank;
    }
  }
  return best;
}

/** One segment of a header row as a table, or null when it is not one. */
function frameOf(rows: readonly Cell[][], headerRow: number, cells: HeaderCell[], [from, to]: [number, number]): TableFrame | null {
  const header = rows[headerRow];
  const roles = chooseRoles(cells, from, to);
  const months: TableFrame['months'] = [];
  for (let column = from; column <= to; column += 1) {
    const month = cells[column]?.month;
    if (month) months.push({ column, month });
  }
  const pivot = header.slice(from, to + 1).some(isPivotLabel);
  const descriptions: number[] = [];
  for (let column = from; column <= to; column += 1) if (cells[column]?.role === 'description') descriptions.push(column);
  // A column holding one value in every row (UBS's `Description`: the account's product name) says
  // nothing of the row: any other description goes before it.
  const says = new Map(
    descriptions.map((column) => [column, !sameInEveryRow(rows, column, headerRow + 1, Math.min(rows.length, headerRow + 1 + LOOK_BELOW))]),
  );
  descriptions.sort((a, b) => Number(says.get(b)) - Number(says.get(a)) || cells[a].rank - cells[b].rank || a - b);
  if (descriptions.length > 0) roles.description = descriptions[0];
  // YNAB: with Category Group and Category, the group is the category and Category the subcategory.
  const group = header.findIndex((cell, column) => column >= from && column <= to && normalizeLabel(cell) === 'categorygroup');
  if (group >= 0 && roles.subcategory === undefined) {
    const category = header.findIndex(
      (cell, column) => column >= from && column <= to && ['category', 'categories'].includes(normalizeLabel(cell)),
    );
    if (category >= 0) {
      roles.category = group;
      roles.subcategory = category;
    }
  }
  // A card's `Charge | Payment` columns are a pair (money out, money in); alone, a Payment column is just an amount.
  const labelAt = (label: string) =>
    header.findIndex((cell, column) => column >= from && column <= to && singularLabel(normalizeLabel(cell)) === label);
  const [charge, payment] = [labelAt('charge'), labelAt('payment')];
  if (charge >= 0 && payment >= 0 && roles.amount === undefined && roles.in === undefined && roles.out === undefined) {
    roles.out = charge;
    roles.in = payment;
  }
  const base = {
    headerRow,
    firstColumn: from,
    lastColumn: to,
    endRow: rows.length,
    pivot,
    descriptions,
    months: [] as TableFrame['months'],
    blockName: null as string | null,
  };
  const hasAmount = AMOUNT_ROLES.some((role) => roles[role] !== undefined);
  const dated = roles.date !== undefined || (roles.year !== undefined && roles.month !== undefined);

  if (dated && (roles.amount !== undefined || roles.in !== undefined || roles.out !== undefined)) {
    // A Category column with nothing under it (a bank's unused one, an OFX statement's) names no
    // category: the log is read as a bank export, by its payees.
    const below = Math.min(rows.length, headerRow + 1 + LOOK_BELOW);
    for (const role of ['category', 'subcategory'] as const) {
      if (roles[role] !== undefined && !columnHasData(rows, roles[role], headerRow + 1, below)) delete roles[role];
    }
    // A log's Month/Day/Year are only the date when there is no Date column (Harry Hill's sheet has both).
    if (roles.date !== undefined) {
      delete roles.year;
      delete roles.month;
      delete roles.day;
    }
    const reference = referenceColumn(header, from, to);
    return reference === null ? { ...base, kind: 'log', roles } : { ...base, kind: 'log', roles, reference };
  }
  // One month-like cell is a title ("March 2025"), not a grid.
  if (months.length >= 2 && roles.date === undefined) {
    const firstMonth = months[0].column;
    for (const role of ['category', 'subcategory', 'description'] as const) {
      if (roles[role] !== undefined && roles[role] > firstMonth) delete roles[role];
    }
    for (const role of AMOUNT_ROLES) delete roles[role];
    delete roles.type;
    if (roles.category === undefined && roles.subcategory === undefined && roles.description === undefined) {
      const label = busiestTextColumn(rows, headerRow, from, firstMonth, rows.length);
      if (label === null) return null;
      roles.subcategory = label;
      const own = header[label];
      if (typeof own === 'string' && !isBlank(own)) base.blockName = own;
    }
    return { ...base, kind: 'grid', roles, months };
  }
  if (!hasAmount || dated) return null;
  // A budget: label columns and an amount (Actual) or only a plan (Budget) column.
  const firstAmount = Math.min(...AMOUNT_ROLES.map((role) => roles[role] ?? Infinity));
  if (roles.category === undefined && roles.subcategory === undefined && roles.description === undefined) {
    // The block's first column names the block (`HOME EXPENSES | Budget | Actual`) or is blank over its labels.
    let label: number | null = null;
    for (let column = firstAmount - 1; column >= from; column -= 1) {
      if (cells[column]?.role) break;
      if (columnHasText(rows, column, headerRow + 1, Math.min(rows.length, headerRow + 1 + LOOK_BELOW))) label = column;
      if (label !== null) break;
    }
    if (label === null) return null;
    roles.subcategory = label;
    const own = header[label];
    if (typeof own === 'string' && !isBlank(own)) base.blockName = own;
  }
  return { ...base, kind: 'periods', roles };
}

/** Every table of a sheet, top to bottom, left to right. */
export function findTables(rows: readonly Cell[][]): TableFrame[] {
  const frames: TableFrame[] = [];
  const claimed: Claimed = [];
  for (let headerRow = 0; headerRow < rows.length; headerRow += 1) {
    if (!couldBeHeader(rows[headerRow], claimed)) continue;
    const cells = headerCells(rows[headerRow], claimed);
    // Worth splitting only when the row names some role or two months.
    let named = 0;
    for (const cell of cells) if (cell.role || cell.month) named += 1;
    if (named < 2 && !cells.some((cell) => cell.role && (AMOUNT_ROLES as readonly string[]).includes(cell.role))) continue;
    for (const frame of mergedFrames(rows, headerRow, cells, segments(rows, headerRow, cells, claimed))) {
      frames.push(frame);
      if (frame.kind === 'log') claimed.push([frame.firstColumn, frame.lastColumn]);
    }
  }
  // A table ends where the next header over any of its columns begins.
  for (const frame of frames) {
    for (const later of frames) {
      if (later.headerRow <= frame.headerRow || later.headerRow >= frame.endRow) continue;
      if (later.lastColumn < frame.firstColumn || later.firstColumn > frame.lastColumn) continue;
      frame.endRow = later.headerRow;
    }
  }
  return frames;
}

/**
 * The frames of a header row's segments. Two neighbours that are no table alone but one together
 * are one table split by an empty helper column (Vertex42's register has a ✔ column over nothing).
 */
function mergedFrames(rows: readonly Cell[][], headerRow: number, cells: HeaderCell[], parts: Array<[number, number]>): TableFrame[] {
  const result: TableFrame[] = [];
  let index = 0;
  while (index < parts.length) {
    const from = parts[index][0];
    let to = parts[index][1];
    let frame = frameOf(rows, headerRow, cells, [from, to]);
    let next = index + 1;
    // Only a part that is no table alone, but names a role of its own, is joined to the next
    // (a data row's labels beside a header to its right are not part of that table).
    const named = (part: [number, number]) => cells.slice(part[0], part[1] + 1).some((cell) => cell.role !== null);
    while (next < parts.length && !frame && named([from, to])) {
      const joined = frameOf(rows, headerRow, cells, [from, parts[next][1]]);
      if (!joined) break;
      to = parts[next][1];
      frame = joined;
      next += 1;
    }
    if (frame) result.push(frame);
    index = next;
  }
  return result;
}

/** Rows a sheet may spend on titles and a header above its data, allowed on top of the row budget. */
export const HEADER_SEARCH_ROWS = 15;
