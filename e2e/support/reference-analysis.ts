/**
 * worked out on the test's side, from the transactions the test itself read
 * out of the workbook (`sample-workbook.ts`) and the classification the wizard showed: which
 * transactions count, their signs, the six windows, the three totals and `period_count`, in whole
 * cents. The e2e compares the server's stored analysis with this, so a wrong analysis fails the
 * test even when the screen faithfully shows it.
 */
import type { PeriodType, SampleTransaction } from './sample-workbook';

export type TransactionType = 'Income' | 'Savings' | 'Expense' | 'Ignore';

/** A category row as the categories step showed it when Next was pressed. */
export interface Classification {
  category: string;
  subcategory: string;
  type: TransactionType;
  reversal: boolean;
}

export interface WindowFigures {
  incomeCents: number;
  expensesCents: number;
  savingsCents: number;
  periodCount: number;
}

export const WINDOW_KEYS = ['LY', '2LY', '6_months', '6_months_previous', '3_months', '3_months_previous'] as const;
export type WindowKey = (typeof WINDOW_KEYS)[number];

/** Each window as [months back from the latest month to its first month, … to its last month]. */
const WINDOW_MONTHS: Record<WindowKey, [from: number, to: number]> = {
  LY: [11, 0],
  '2LY': [23, 12],
  '6_months': [5, 0],
  '6_months_previous': [11, 6],
  '3_months': [2, 0],
  '3_months_previous': [5, 3],
};

const monthNumber = (iso: string) => Number(iso.slice(0, 4)) * 12 + Number(iso.slice(5, 7)) - 1;
const dayNumber = (iso: string) => Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))) / 86_400_000;

/** The pay-period index of `date` counted from `start`. */
export function periodIndex(date: string, start: string, periodType: PeriodType): number {
  if (periodType === 'bi-weekly') return Math.floor((dayNumber(date) - dayNumber(start)) / 14);
  const wholeMonths = monthNumber(date) - monthNumber(start) - (Number(date.slice(8, 10)) < Number(start.slice(8, 10)) ? 1 : 0);
  return Math.floor(wholeMonths / { monthly: 1, quarterly: 3, yearly: 12 }[periodType]);
}

/**
 * Types are looked up by subcategory: every sample has each item name once, whatever the reader
 * makes the category (a grid's section title, a log's Category column).
 */
function typeLookup(classifications: readonly Classification[]): (transaction: SampleTransaction) => Classification {
  const bySubcategory = new Map<string, Classification>();
  for (const row of classifications) {
    if (bySubcategory.has(row.subcategory)) throw new Error(`subcategory ${row.subcategory} appears twice in the categories table`);
    bySubcategory.set(row.subcategory, row);
  }
  return (transaction) => {
    const row = bySubcategory.get(transaction.subcategory);
    if (!row) throw new Error(`the categories table has no row for ${transaction.category} / ${transaction.subcategory}`);
    return row;
  };
}

/** A transaction's contribution to its type's total: signs and reversal. */
function contribution(transaction: SampleTransaction, row: Classification): number {
  const signed = transaction.signedSheet && row.type !== 'Income' ? -transaction.cents : transaction.cents;
  return row.reversal ? -signed : signed;
}

export interface ReferenceOptions {
  selectedDate: string;
  periodType: PeriodType;
}

/** The windows section 4 makes of these transactions, keyed as in `period_data`; absent windows left out. */
export function referenceAnalysis(
  transactions: readonly SampleTransaction[],
  classifications: readonly Classification[],
  options: ReferenceOptions,
): Partial<Record<WindowKey, WindowFigures>> {
  const classify = typeLookup(classifications);
  const counted = transactions
    .filter((transaction) => !transaction.dated || transaction.date >= options.selectedDate)
    .map((transaction) => ({ transaction, row: classify(transaction) }))
    .filter(({ row }) => row.type !== 'Ignore');
  if (counted.length === 0) return {};
  const latest = Math.max(...counted.map(({ transaction }) => monthNumber(transaction.date)));

  const windows: Partial<Record<WindowKey, WindowFigures>> = {};
  for (const key of WINDOW_KEYS) {
    const [from, to] = WINDOW_MONTHS[key];
    const inside = counted.filter(({ transaction }) => {
      const month = monthNumber(transaction.date);
      return month >= latest - from && month <= latest - to;
    });
    if (inside.length === 0) continue;
    const sum = (type: TransactionType) =>
      inside.filter(({ row }) => row.type === type).reduce((total, { transaction, row }) => total + contribution(transaction, row), 0);
    windows[key] = {
      incomeCents: sum('Income'),
      expensesCents: sum('Expense'),
      savingsCents: sum('Savings'),
      periodCount: new Set(inside.map(({ transaction }) => periodIndex(transaction.date, options.selectedDate, options.periodType))).size,
    };
  }
  return windows;
}

/** The same figures read out of `GET /spending/api/spending-analysis`'s `period_data`, in cents. */
export function figuresOf(
  periodData: Partial<Record<WindowKey, { total_income: number; total_expenses: number; total_savings: number; period_count: number }>>,
): Partial<Record<WindowKey, WindowFigures>> {
  const figures: Partial<Record<WindowKey, WindowFigures>> = {};
  for (const key of WINDOW_KEYS) {
    const period = periodData[key];
    if (!period) continue;
    figures[key] = {
      incomeCents: Math.round(period.total_income * 100),
      expensesCents: Math.round(period.total_expenses * 100),
      savingsCents: Math.round(period.total_savings * 100),
      periodCount: period.period_count,
    };
  }
  return figures;
}
