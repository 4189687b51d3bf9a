import type { CategoryTotalsDto, PeriodDataDto } from '@ontrack/api/contracts';
import { spendingChange, type CategoryKind, type Change } from './change';

/** Which `*_categories` record of a period each tab reads. */
export const CATEGORY_FIELDS: Record<CategoryKind, 'expense_categories' | 'income_categories' | 'savings_categories'> = {
  expenses: 'expense_categories',
  income: 'income_categories',
  savings: 'savings_categories',
};

type Totals = Omit<CategoryTotalsDto, 'subcategories'>;

/** One line of the breakdown table: a category or one of its subcategories. */
export interface BreakdownRow {
  name: string;
  total: number;
  averagePerPeriod: number;
  percentOfIncome: number;
  /** The same name's total in the comparison window (0 if absent there); null without a window. */
  previous: number | null;
  change: Change | null;
  subcategories: BreakdownRow[];
}

/** Largest total first; equal totals by name, so the order never depends on the answer's key order. */
export function byTotalDescending(a: { name: string; total: number }, b: { name: string; total: number }): number {
  return b.total - a.total || a.name.localeCompare(b.name);
}

function rowsOf(
  current: Record<string, Totals & { subcategories?: Record<string, Totals> }>,
  previous: Record<string, Totals & { subcategories?: Record<string, Totals> }> | null,
): BreakdownRow[] {
  return Object.entries(current)
    .map(([name, totals]) => {
      const before = previous ? (previous[name]?.total ?? 0) : null;
      return {
        name,
        total: totals.total,
        averagePerPeriod: totals.average_per_period,
        percentOfIncome: totals.percent_of_income,
        previous: before,
        change: before === null ? null : spendingChange(totals.total, before),
        subcategories: rowsOf(totals.subcategories ?? {}, previous ? (previous[name]?.subcategories ?? {}) : null),
      };
    })
    .sort(byTotalDescending);
}

/**
 * The rows of one tab: the period's categories of that kind, each set against the comparison
 * window (when there is one), sorted by total descending, subcategories likewise.
 */
export function breakdownRows(kind: CategoryKind, period: PeriodDataDto, previousPeriod: PeriodDataDto | null): BreakdownRow[] {
  const field = CATEGORY_FIELDS[kind];
  return rowsOf(period[field], previousPeriod ? previousPeriod[field] : null);
}

/** The count shown on each tab. */
export function categoryCounts(period: PeriodDataDto): Record<CategoryKind, number> {
  return {
    expenses: Object.keys(period.expense_categories).length,
    income: Object.keys(period.income_categories).length,
    savings: Object.keys(period.savings_categories).length,
  };
}

/** The n categories with the largest totals (the preview's top expenses, the chart's bars). */
export function topCategories(kind: CategoryKind, period: PeriodDataDto, count: number): { name: string; total: number }[] {
  return Object.entries(period[CATEGORY_FIELDS[kind]])
    .map(([name, totals]) => ({ name, total: totals.total }))
    .sort(byTotalDescending)
    .slice(0, count);
}
