/**
 * A budget sheet's figures outside its tables (outside-tables.ts) made part of its reading: income
 * written beside or above the tables becomes one more table of the sheet, a balance is said, and rows
 * worked out from the others are taken out of their tables.
 */
import { pairKey } from '../../analysis/classification';
import { guessTransactionType } from '../../analysis/guess-type';
import { cellText, isTotalLabel, normalizeLabel } from '../cells/text';
import { pairHints } from '../rows/pair-hints';
import { columnLetter } from '../tables/columns';
import type { TableFrame } from '../tables/find-tables';
import type { Cell, GridMonth, ParsedTable, SheetGrid, SheetRow } from '../types';
import { amountOf, said } from '../said';
import { computedRowIndexes, labelledFigures, type LabelledFigure } from './outside-tables';
import type { ReadSettings } from './settings';
import { datesOf, moneyOf } from './table-summary';

/** Whether a total line stands above the row labelled `label` within the frame's rows (the result written under the sums). */
function labelBelowTotal(rows: readonly Cell[][], frame: TableFrame, label: string): boolean {
  let totalAbove = false;
  for (let r = frame.headerRow + 1; r < frame.endRow; r += 1) {
    const cells = rows[r] ?? [];
    let labelled = false;
    let total = false;
    for (let column = frame.firstColumn; column <= frame.lastColumn; column += 1) {
      const cell = cells[column];
      if (typeof cell !== 'string') continue;
      if (cellText(cell) === label) labelled = true;
      if (isTotalLabel(cell)) total = true;
    }
    if (labelled) return totalAbove;
    totalAbove ||= total;
  }
  return false;
}

/**
 * A budget sheet's figures outside its tables (outside-tables.ts): income written beside or above
 * them becomes one more table of the sheet (counted once per sheet), unless a table already holds
 * the sheet's income; a balance is said, never counted. Then rows that are the sheet's income less
 * its expenses (`Savings` under the totals) are taken out of their tables as computed.
 */
export function readOutsideTables(
  grid: SheetGrid,
  frames: TableFrame[],
  tables: ParsedTable[],
  sheetMonth: GridMonth | null,
  read: ReadSettings,
): ParsedTable[] {
  const figures = labelledFigures(grid.rows, frames);
  const incomeInTables = tables.some((table) => {
    if (table.plan) return false;
    const hints = pairHints(table);
    return table.rows.some(
      (row) => guessTransactionType(row.category, row.subcategory, hints.get(pairKey(row.category, row.subcategory))) === 'Income',
    );
  });
  const counted = incomeInTables ? [] : figures.filter((figure) => figure.kind === 'income');
  for (const figure of figures) {
    const at = `${columnLetter(figure.labelColumn)}${figure.row + 1}`;
    if (figure.kind === 'balance')
      tables[0].reading!.warnings.push(said('reading.balanceFigure', { label: figure.label, amount: amountOf(figure.cents), cell: at }));
    else if (incomeInTables)
      tables[0].reading!.warnings.push(said('reading.incomeInTables', { label: figure.label, amount: amountOf(figure.cents), cell: at }));
  }
  const added = counted.map((figure) => figureTable(grid, figure, sheetMonth, read));
  const all = [...tables, ...added];
  const computed = computedRowIndexes({
    tables: all.map((table, index) => ({
      rows: table.plan || table.layout !== 'per-period' ? [] : table.rows,
      hints: pairHints(table),
      belowTotal: (row: SheetRow) => index < frames.length && labelBelowTotal(grid.rows, frames[index], row.subcategory),
    })),
    incomeOutside: 0,
  });
  computed.forEach((indexes, t) => {
    if (indexes.length === 0) return;
    const table = all[t];
    const dropped = indexes.map((index) => table.rows[index]);
    table.rows = table.rows.filter((_row, index) => !indexes.includes(index));
    const reading = table.reading!;
    reading.rows = table.rows.length;
    reading.skipped.totals = (reading.skipped.totals ?? 0) + dropped.length;
    reading.money = moneyOf(table);
    for (const row of dropped)
      reading.warnings.push(said('reading.workedOut', { label: row.subcategory, amount: amountOf(Math.abs(row.amountCents)) }));
  });
  return added;
}

/**
 * One labelled income figure as a one-row table of its sheet (a month-named sheet's month dates
 * it). Like any table it can be skipped by its range (the options step's `sheet_settings`).
 */
function figureTable(grid: SheetGrid, figure: LabelledFigure, sheetMonth: GridMonth | null, read: ReadSettings): ParsedTable {
  const range = `${columnLetter(figure.labelColumn)}${figure.row + 1}:${columnLetter(figure.valueColumn)}${figure.row + 1}`;
  const skipped = read.sheets?.[grid.name]?.tables.some((entry) => entry.range === range && entry.skip === true) ?? false;
  const table: ParsedTable = {
    name: grid.name,
    layout: 'per-period',
    signed: false,
    rows: [{ category: 'Income', subcategory: figure.label, description: '', amountCents: Math.abs(figure.cents) }],
    earliestDate: null,
    range,
    signature: `${grid.name}\u0000figure|${normalizeLabel(figure.label)}`,
    hints: [['Income', figure.label, 'Income']],
    plan: false,
    skip: skipped,
    duplicateOf: null,
    pivot: false,
    period: sheetMonth,
    periodStart: null,
    settings: null,
    skippedRows: [],
  };
  if (grid.hidden) table.hidden = true;
  table.reading = {
    range,
    layout: 'periods',
    header_row: figure.row + 1,
    columns: { subcategory: columnLetter(figure.labelColumn), amount: columnLetter(figure.valueColumn) },
    direction: 'unsigned',
    rows: 1,
    skipped: {},
    dates: datesOf(table, null),
    money: moneyOf(table),
    currency: grid.currency ?? null,
    suggested: false,
    duplicate_of: null,
    remembered: false,
    warnings: [said('reading.incomeOutside', { label: figure.label, amount: amountOf(figure.cents) })],
    problem: null,
  };
  return table;
}
