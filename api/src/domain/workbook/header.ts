/**
 * Finding a sheet's header row and what it says about the layout (server.md section 3): the
 * header is one of the first 15 rows, recognised by its labels with case, spacing and
 * punctuation ignored; columns may come in any order and extra columns are ignored.
 */
import { cellText, isBlank, normalizeLabel } from './cells';
import { parseMonthHeader } from './months';
import type { Cell, GridMonth } from './types';

export const HEADER_SEARCH_ROWS = 15;

/** Normalised header labels per role. The first column carrying a role is the one used. */
const LABELS = {
  date: ['date', 'transactiondate', 'posteddate', 'postingdate'],
  description: ['description', 'payee', 'memo'],
  category: ['category'],
  subcategory: ['subcategory', 'item'],
  amount: ['amount'],
  actual: ['actual', 'actuals', 'actualamount'],
  spent: ['spent', 'amountspent'],
  planned: ['planned', 'plannedamount', 'budgeted', 'budgetedamount', 'budget'],
} as const;
type Role = keyof typeof LABELS;

/** Debit/credit style pairs, tried in this order; amount = credit − debit. */
const PAIRS: ReadonlyArray<{ debit: readonly string[]; credit: readonly string[]; names: string }> = [
  { debit: ['debit', 'debits'], credit: ['credit', 'credits'], names: 'Debit/Credit' },
  { debit: ['outflow', 'outflows'], credit: ['inflow', 'inflows'], names: 'Outflow/Inflow' },
  { debit: ['withdrawal', 'withdrawals'], credit: ['deposit', 'deposits'], names: 'Withdrawal/Deposit' },
];

/** Per-period amount columns in the order server.md gives: Actual, Spent, Amount, Planned/Budgeted. */
const PER_PERIOD_AMOUNT_ORDER: readonly Role[] = ['actual', 'spent', 'amount', 'planned'];

export type LogAmount = { kind: 'single'; column: number } | { kind: 'pair'; debit: number; credit: number };

export interface LogHeader {
  layout: 'transaction-log';
  headerRow: number;
  date: number;
  category: number;
  subcategory: number | null;
  description: number | null;
  amount: LogAmount;
}

export interface PerPeriodHeader {
  layout: 'per-period';
  headerRow: number;
  /** The category column; null when the sheet has only one label column (then in `subcategory`). */
  category: number | null;
  subcategory: number | null;
  amount: number;
}

export interface MonthGridHeader {
  layout: 'month-grid';
  headerRow: number;
  category: number | null;
  subcategory: number | null;
  months: { column: number; month: GridMonth }[];
}

export type SheetHeader = LogHeader | PerPeriodHeader | MonthGridHeader;

type Columns = Partial<Record<Role, number>>;

function roleColumns(row: readonly Cell[]): { columns: Columns; labels: string[] } {
  const columns: Columns = {};
  const labels = row.map((cell) => (typeof cell === 'string' ? normalizeLabel(cell) : ''));
  labels.forEach((label, column) => {
    for (const role of Object.keys(LABELS) as Role[]) {
      if (columns[role] === undefined && (LABELS[role] as readonly string[]).includes(label)) columns[role] = column;
    }
  });
  return { columns, labels };
}

function findPair(labels: string[]): { debit: number; credit: number } | null {
  for (const pair of PAIRS) {
    const debit = labels.findIndex((label) => pair.debit.includes(label));
    const credit = labels.findIndex((label) => pair.credit.includes(label));
    if (debit >= 0 && credit >= 0) return { debit, credit };
  }
  return null;
}

function matchLog(headerRow: number, columns: Columns, labels: string[]): LogHeader | null {
  if (columns.date === undefined || columns.category === undefined) return null;
  let amount: LogAmount | null = null;
  if (columns.amount !== undefined) amount = { kind: 'single', column: columns.amount };
  else {
    const pair = findPair(labels);
    if (pair) amount = { kind: 'pair', ...pair };
  }
  if (!amount) return null;
  return {
    layout: 'transaction-log',
    headerRow,
    date: columns.date,
    category: columns.category,
    subcategory: columns.subcategory ?? null,
    description: columns.description ?? null,
    amount,
  };
}

/** Category and subcategory columns; with only one label column it is the subcategory slot. */
function labelColumns(columns: Columns, allowDescription: boolean): { category: number | null; subcategory: number | null } | null {
  const category = columns.category ?? null;
  let subcategory = columns.subcategory ?? null;
  if (category === null && subcategory === null && allowDescription) subcategory = columns.description ?? null;
  if (category === null && subcategory === null) return null;
  return category !== null && subcategory !== null ? { category, subcategory } : { category: null, subcategory: category ?? subcategory };
}

/** Per-period sheets have no date column: a dated sheet without a Category is not one of them. */
function matchPerPeriod(headerRow: number, columns: Columns): PerPeriodHeader | null {
  if (columns.date !== undefined) return null;
  const amountRole = PER_PERIOD_AMOUNT_ORDER.find((role) => columns[role] !== undefined);
  const labels = labelColumns(columns, true);
  if (!amountRole || !labels) return null;
  return { layout: 'per-period', headerRow, ...labels, amount: columns[amountRole]! };
}

/** The unnamed label column of a grid: left of the months, the one holding the most text below. */
function busiestTextColumn(rows: readonly Cell[][], headerRow: number, before: number): number | null {
  let best: number | null = null;
  let bestCount = 0;
  const sample = rows.slice(headerRow + 1, headerRow + 501);
  for (let column = 0; column < before; column += 1) {
    const count = sample.reduce((sum, row) => sum + (typeof row[column] === 'string' && !isBlank(row[column]) ? 1 : 0), 0);
    if (count > bestCount) {
      best = column;
      bestCount = count;
    }
  }
  return best;
}

function matchMonthGrid(rows: readonly Cell[][], headerRow: number, columns: Columns): MonthGridHeader | null {
  const months: MonthGridHeader['months'] = [];
  rows[headerRow].forEach((cell, column) => {
    const month = parseMonthHeader(cell);
    if (month) months.push({ column, month });
  });
  // One month-like cell is a title ("March 2025"), not a grid.
  if (months.length < 2) return null;
  const firstMonth = months[0].column;
  const named = labelColumns(columns, true);
  if (named && [named.category, named.subcategory].every((column) => column === null || column < firstMonth)) {
    return { layout: 'month-grid', headerRow, ...named, months };
  }
  const label = busiestTextColumn(rows, headerRow, firstMonth);
  if (label === null) return null;
  return { layout: 'month-grid', headerRow, category: null, subcategory: label, months };
}

/** The first of the first 15 rows that reads as a header; null when none does. */
export function findHeader(rows: readonly Cell[][]): SheetHeader | null {
  const limit = Math.min(rows.length, HEADER_SEARCH_ROWS);
  for (let headerRow = 0; headerRow < limit; headerRow += 1) {
    const row = rows[headerRow] ?? [];
    if (row.every(isBlank)) continue;
    const { columns, labels } = roleColumns(row);
    const header = matchLog(headerRow, columns, labels) ?? matchMonthGrid(rows, headerRow, columns) ?? matchPerPeriod(headerRow, columns);
    if (header) return header;
  }
  return null;
}

const LOOKED_FOR =
  'a header row (within the first 15 rows) with Date, Category and Amount (or Debit/Credit, Outflow/Inflow, ' +
  'Withdrawal/Deposit) for a transaction log; Category or Item with Actual, Spent, Amount, Planned or Budgeted ' +
  'for a per-period budget; or a label column followed by month columns (Jan…Dec, January 2025, 2025-01) for a month grid';

/** What a sheet's most header-like row holds, for the "nothing matched" message. */
function foundCells(rows: readonly Cell[][]): string[] {
  let best: string[] = [];
  for (const row of rows.slice(0, HEADER_SEARCH_ROWS)) {
    const texts = row.filter((cell) => typeof cell === 'string' && !isBlank(cell)).map((cell) => cellText(cell).slice(0, 40));
    if (texts.length > best.length) best = texts;
  }
  return best;
}

/** A near miss worth naming: the one column a log is missing. */
function hint(rows: readonly Cell[][]): string {
  for (const row of rows.slice(0, HEADER_SEARCH_ROWS)) {
    const { columns, labels } = roleColumns(row);
    const hasAmount = columns.amount !== undefined || findPair(labels) !== null;
    if (columns.date !== undefined && hasAmount && columns.category === undefined) return ' It has Date and Amount columns but no Category column.';
    if (columns.date !== undefined && columns.category !== undefined && !hasAmount) return ' It has Date and Category columns but no Amount (or Debit/Credit) column.';
  }
  return '';
}

/** Why no layout matched: what was looked for and which header cells were found. */
export function describeMismatch(sheetName: string, rows: readonly Cell[][]): string {
  if (rows.every((row) => row.every(isBlank))) return `Sheet "${sheetName}" is empty.`;
  const found = foundCells(rows);
  const foundText = found.length > 0 ? found.slice(0, 15).map((text) => `"${text}"`).join(', ') + (found.length > 15 ? ', …' : '') : 'no text labels';
  return `Sheet "${sheetName}" does not match any budget layout.${hint(rows)} Looked for ${LOOKED_FOR}. Found: ${foundText}.`;
}
