/**
 * What a budget sheet says outside its tables, and the rows inside them that are worked out from
 * the others:
 * - `labelledFigures`: a label and a number alone on a row above or beside the tables
 *   (`Income | 5000`, `Starting balance | 1200`, `Total income | 5000`), each read as what it is:
 *   income to count (once per sheet, so once per month on month-named sheets), a balance to say
 *   and never count;
 * - `computedRowIndexes`: a `Savings`, `Net`, `Left over` or `Difference` row that equals the
 *   sheet's income less its expenses is arithmetic, not money moved.
 * Only budgets and grids: a log's preamble (`Kontostand … 5.000,01 EUR`) is its own matter (titles.ts, preambleOf).
 */
import { guessTransactionType } from '../../analysis/guess-type';
import { pairKey } from '../../analysis/classification';
import { amountCentsOrNull } from '../cells/amounts';
import { cellText, isBalanceLabel, isBlank, isTotalLabel } from '../cells/text';
import type { TableFrame } from '../tables/find-tables';
import type { Cell, PairHint, SheetRow } from '../types';

export interface LabelledFigure {
  /** 0-based sheet row and columns of the label and its figure. */
  row: number;
  labelColumn: number;
  valueColumn: number;
  label: string;
  cents: number;
  kind: 'income' | 'balance';
}

/** Columns between a label and its figure at most (`Income | | 5000`). */
const MAX_GAP = 2;

/** `Income`, `Monthly income`, `Total income`, `Take-home pay`, `Net pay`: the sheet's income written as one figure. */
const INCOME_LABEL =
  /^(?:(?:total|monthly|net|my|expected|estimated)\s+)*(?:income|earnings|take[\s-]?home(?:\s+pay)?|pay|salary|paycheck|revenue)s?\b/i;

function figureKind(label: string): LabelledFigure['kind'] | null {
  if (isBalanceLabel(label)) return 'balance';
  if (INCOME_LABEL.test(label)) return 'income';
  // The same in other languages (`Ingresos`, `Einkommen`, `Salário`): the guess knows those words.
  if (!isTotalLabel(label) && guessTransactionType(label, label) === 'Income') return 'income';
  return null;
}

function covered(frames: readonly TableFrame[], row: number, column: number): boolean {
  return frames.some((frame) => row >= frame.headerRow && row < frame.endRow && column >= frame.firstColumn && column <= frame.lastColumn);
}

/** The row's label and figure when it holds exactly those two cells outside every table, else null. */
function figureOfRow(cells: readonly Cell[], row: number, frames: readonly TableFrame[]): Omit<LabelledFigure, 'kind'> | null {
  const filled: number[] = [];
  for (let column = 0; column < cells.length; column += 1) {
    if (isBlank(cells[column])) continue;
    filled.push(column);
    if (filled.length > 2) return null;
  }
  if (filled.length !== 2) return null;
  const [labelColumn, valueColumn] = filled;
  if (typeof cells[labelColumn] !== 'string' || valueColumn - labelColumn > MAX_GAP + 1) return null;
  if (covered(frames, row, labelColumn) || covered(frames, row, valueColumn)) return null;
  const cents = amountCentsOrNull(cells[valueColumn]);
  if (cents === null || cents === 0) return null;
  return { row, labelColumn, valueColumn, label: cellText(cells[labelColumn]).replace(/[\s:]+$/, ''), cents };
}

/** Every labelled figure of a sheet's rows outside its tables (frames), top to bottom. */
export function labelledFigures(rows: readonly Cell[][], frames: readonly TableFrame[]): LabelledFigure[] {
  const figures: LabelledFigure[] = [];
  rows.forEach((cells, row) => {
    if (!cells) return;
    const figure = figureOfRow(cells, row, frames);
    const kind = figure && figureKind(figure.label);
    if (figure && kind) figures.push({ ...figure, kind });
  });
  return figures;
}

/** Labels of rows that may be worked out from the others: what is left once expenses are paid. */
const RESULT_LABEL =
  /^(?:monthly\s+|total\s+|net\s+)?(?:savings?|net|left(?:\s*over)?|leftover|remaining|remainder|difference|surplus|balance|ahorro|sparen|restant|resto|saldo)\b/i;

export interface SheetMoney {
  /**
   * Per table of the sheet: its rows, the file's hints per pair, and whether a row stands below a
   * total line of its table (a result is written under the sums; a zero-based budget's `Savings`
   * line among the expenses equals income less the rest too, but is money put aside).
   */
  tables: ReadonlyArray<{ rows: readonly SheetRow[]; hints: ReadonlyMap<string, PairHint>; belowTotal: (row: SheetRow) => boolean }>;
  /** Income the sheet states outside its tables (labelled figures counted), in cents. */
  incomeOutside: number;
}

/**
 * Per table, the indexes of rows that equal the sheet's income less its other expenses, to the
 * cent (a `Savings = income − expenses` line); none when the sheet has no income. Money out is
 * counted by absolute value, so a sheet writing expenses as negative numbers is read alike.
 */
export function computedRowIndexes(sheet: SheetMoney): number[][] {
  const typed = sheet.tables.map(({ rows, hints }) =>
    rows.map((row) => guessTransactionType(row.category, row.subcategory, hints.get(pairKey(row.category, row.subcategory)))),
  );
  let income = sheet.incomeOutside;
  let expenses = 0;
  sheet.tables.forEach(({ rows }, t) =>
    rows.forEach((row, r) => {
      if (typed[t][r] === 'Income') income += Math.abs(row.amountCents);
      else if (typed[t][r] === 'Expense') expenses += Math.abs(row.amountCents);
    }),
  );
  return sheet.tables.map(({ rows, belowTotal }, t) => {
    if (income === 0) return [];
    const found: number[] = [];
    rows.forEach((row, r) => {
      if (!RESULT_LABEL.test(row.subcategory) && !RESULT_LABEL.test(row.category)) return;
      if (!belowTotal(row)) return;
      // The row itself is not among the expenses it would be worked out from.
      const others = typed[t][r] === 'Expense' ? expenses - Math.abs(row.amountCents) : expenses;
      if (Math.abs(Math.abs(row.amountCents) - Math.abs(income - others)) <= 1 && income !== others) found.push(r);
    });
    return found;
  });
}
