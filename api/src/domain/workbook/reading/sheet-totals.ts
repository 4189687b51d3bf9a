/**
 * Check 2 of sanity.ts: a budget's or grid's rows against the sheet's own Total rows and Total
 * column, to the cent. It needs the sheet's cells, so the table's reader calls it (read-table.ts).
 */
import { exactCents } from '../cells/amounts';
import { cellText, isBlank, isPlaceholder, isTotalLabel } from '../cells/text';
import { columnLetter } from '../tables/columns';
import type { TableFrame } from '../tables/find-tables';
import { amountOf, said } from '../said';
import type { Cell, ParsedTable, ReaderText } from '../types';
import { isCountable } from './counted';

/** How far a sheet's own total may be from the rows read: rounding each cell can move a sum by a cent. */
const TOTAL_TOLERANCE_CENTS = 1;

/** Check 2's sentence: null when the sheet's own total and the rows read agree to the cent. */
export function totalDisagreement(rowsSumCents: number, sheetTotalCents: number, place: TotalPlace = {}): ReaderText | null {
  if (Math.abs(Math.round(rowsSumCents) - Math.round(sheetTotalCents)) <= TOTAL_TOLERANCE_CENTS) return null;
  const figures = { total: amountOf(sheetTotalCents), rows: amountOf(rowsSumCents), more: '' };
  if (place.row !== undefined) return said('reading.totalDiffersInRow', { ...figures, row: place.row, column: place.column! });
  if (place.cell !== undefined) return said('reading.totalDiffersInCell', { ...figures, cell: place.cell });
  return said('reading.totalDiffers', figures);
}

/** Where a sheet's own total is: a Total row's row and column, or a Total column's cell (`M5`). */
interface TotalPlace {
  row?: number;
  column?: string;
  cell?: string;
}

/** A cell's amount in cents with its fractions (the sheet sums exact values); null when it holds none. */
function cellCents(cell: Cell | undefined): number | null {
  if (isBlank(cell) || isPlaceholder(cell)) return null;
  try {
    return exactCents(cell);
  } catch {
    // Past the largest amount: the reader refuses such a sheet with its own message.
    return null;
  }
}

/**
 * The rows whose fate is known, from the first skipped rows the reader keeps (rows/table-rows.ts keeps
 * 20): every row up to `upTo` was either read or is listed with its reason; null when not even that
 * is known. A log's skips are listed in sheet order. A budget's and a grid's rows are walked first
 * (totals, headers, rows without a name: in order), then rows without an amount (no money, harmless
 * here) and a budget's subtotals are listed: a list that runs backwards has seen the whole walk.
 */
function knownRows(table: ParsedTable): { skipped: Map<number, string>; upTo: number } | null {
  const listedRows = table.skippedRows ?? [];
  const counts = table.reading?.skipped ?? {};
  const skipped = new Map(listedRows.map(({ row, reason }) => [row, reason]));
  const total = Object.values(counts).reduce((sum, count) => sum + count, 0);
  if (listedRows.length >= total) return { skipped, upTo: Infinity };
  const listedSubtotals = listedRows.filter(({ reason }) => reason === 'subtotals').length;
  if (listedSubtotals < (counts.subtotals ?? 0)) return null;
  const backwards = listedRows.some(({ row }, index) => index > 0 && row < listedRows[index - 1].row);
  return { skipped, upTo: backwards ? Infinity : listedRows[listedRows.length - 1].row };
}

/** The columns whose cells the table's amounts were read from. */
function amountColumns(frame: TableFrame, table: ParsedTable, planAsActual: boolean): number[] {
  const { roles } = frame;
  if (table.layout === 'month-grid') return frame.months.map(({ column }) => column);
  if (table.layout === 'transaction-log')
    return [roles.amount, roles.in, roles.out].filter((column): column is number => column !== undefined);
  const read = planAsActual && roles.plan !== undefined ? roles.plan : (roles.amount ?? roles.plan);
  return read === undefined ? [] : [read];
}

/** Whether a row says it is a total (`Total`, `Total Expenses`, `Grand Total`), not another computed line (`Net`, `Balance`). */
function saysTotal(row: readonly Cell[] | undefined, frame: TableFrame): boolean {
  for (let column = frame.firstColumn; column <= frame.lastColumn; column += 1) {
    const cell = row?.[column];
    if (typeof cell === 'string' && isTotalLabel(cellText(cell))) return true;
  }
  return false;
}

/** Whether two sums of exact cents show the same figure to the cent, or the same size with the other sign (a total written positive over spending). */
function sameFigure(sum: number, total: number): boolean {
  const a = Math.round(sum);
  const b = Math.round(total);
  return Math.abs(a - b) <= TOTAL_TOLERANCE_CENTS || Math.abs(Math.abs(a) - Math.abs(b)) <= TOTAL_TOLERANCE_CENTS;
}

/** Running sums over rows, as the reader read them and as the sheet's own sum may take them. */
class RunningSums {
  /** Rows read. */
  read = 0;
  /** Rows read and rows skipped for what they are, not for their figures (an opening balance, an undated row). */
  sheet = 0;
  /** Every row but totals, subtotals included (a SUM over a whole grouped column). */
  all = 0;

  add(cents: number, reason: string | undefined): void {
    if (reason === 'totals') return;
    this.all += cents;
    if (reason === 'subtotals') return;
    this.sheet += cents;
    if (reason === undefined) this.read += cents;
  }

  matches(total: number): boolean {
    return sameFigure(this.read, total) || sameFigure(this.sheet, total) || sameFigure(this.all, total);
  }
}

/** One column's cells from the first row below the header to `last`, each read once (a log's column is walked once per total). */
interface ColumnCells {
  first: number;
  cents: Float64Array;
}

function columnCells(rows: readonly Cell[][], column: number, first: number, last: number): ColumnCells {
  const cents = new Float64Array(Math.max(0, last - first + 1));
  for (let r = first; r <= last; r += 1) cents[r - first] = cellCents(rows[r]?.[column]) ?? 0;
  return { first, cents };
}

/**
 * Whether a total row's figure is the sum of some run of rows ending just above it (a SUM over its
 * block, or from the header: a grand total) or starting just below it (a total over its items).
 * Also gives the rows read since the total above it, as the warning shows them.
 */
function totalRowCheck(cells: ColumnCells, totalRow: number, total: number, known: Map<number, string>): { ok: boolean; block: number } {
  const { first, cents } = cells;
  const last = first + cents.length - 1;
  const above = new RunningSums();
  let block: number | null = null;
  let ok = false;
  for (let r = totalRow - 1; r >= first; r -= 1) {
    const reason = known.get(r);
    if (reason === 'totals' && block === null) block = above.read;
    above.add(cents[r - first], reason);
    if (reason !== 'totals' && above.matches(total)) ok = true;
  }
  const below = new RunningSums();
  for (let r = totalRow + 1; r <= last && !ok; r += 1) {
    const reason = known.get(r);
    if (reason === 'totals') break;
    below.add(cents[r - first], reason);
    if (below.matches(total)) ok = true;
  }
  return { ok, block: block ?? above.read };
}

/** A grid's own Total column (`Total`, `Year total`): beside the months, named a total. */
function totalColumns(rows: readonly Cell[][], frame: TableFrame): number[] {
  const taken = new Set<number>([...frame.months.map(({ column }) => column), ...Object.values(frame.roles)]);
  const result: number[] = [];
  for (let column = frame.firstColumn; column <= frame.lastColumn; column += 1) {
    const header = rows[frame.headerRow]?.[column];
    if (!taken.has(column) && typeof header === 'string' && isTotalLabel(cellText(header))) result.push(column);
  }
  return result;
}

/**
 * Check 2: the table's rows against the sheet's own totals (../README.md; total rows are
 * skipped, so their figures are free to compare). Each row skipped as a total that says Total, in
 * each column the amounts were read from, must be the sum of a run of rows above or below it, as
 * read or as the sheet would sum them (an opening balance is in the sheet's sum, not in the reading);
 * a grid's Total column must be the sum of its row's months. Called by the reader (read-table.ts,
 * readTable) once `table.reading` is set, with the frame the table was read by; not for a log read
 * as it streamed in (its rows are not kept). At most one warning: the first disagreement, and how
 * many others there are.
 */
export function sheetTotalWarnings(
  rows: readonly Cell[][],
  frame: TableFrame,
  table: ParsedTable,
  options: { planAsActual?: boolean } = {},
): ReaderText[] {
  if (!table.reading || !isCountable(table) || table.rows.length === 0) return [];
  const known = knownRows(table);
  if (!known) return [];
  const last = Math.min(frame.endRow - 1, known.upTo);
  const bounds = { first: frame.headerRow + 1, last };
  const disagreements: ReaderText[] = [];
  const totalRows = [...known.skipped]
    .filter(([row, reason]) => reason === 'totals' && row <= last && saysTotal(rows[row], frame))
    .map(([row]) => row);
  totalRows.sort((a, b) => a - b);
  for (const column of totalRows.length > 0 ? amountColumns(frame, table, options.planAsActual === true) : []) {
    const cells = columnCells(rows, column, bounds.first, bounds.last);
    for (const totalRow of totalRows) {
      const total = cellCents(rows[totalRow]?.[column]);
      if (total === null || Math.round(total) === 0) continue;
      const { ok, block } = totalRowCheck(cells, totalRow, total, known.skipped);
      const warning = ok ? null : totalDisagreement(block, total, { row: totalRow + 1, column: columnLetter(column) });
      if (warning) disagreements.push(warning);
    }
  }
  if (table.layout === 'month-grid') {
    for (const column of totalColumns(rows, frame)) {
      for (let r = bounds.first; r <= bounds.last; r += 1) {
        if (known.skipped.has(r)) continue;
        const total = cellCents(rows[r]?.[column]);
        if (total === null || Math.round(total) === 0) continue;
        const months = frame.months.reduce((sum, month) => sum + (cellCents(rows[r]?.[month.column]) ?? 0), 0);
        const warning = totalDisagreement(months, total, { cell: `${columnLetter(column)}${r + 1}` });
        if (warning) disagreements.push(warning);
      }
    }
  }
  if (disagreements.length <= 1) return disagreements;
  const others = disagreements.length - 1;
  const [first] = disagreements;
  return [said(first.key, { ...first.values, more: said('reading.otherTotalsDiffer', { count: others }) })];
}
