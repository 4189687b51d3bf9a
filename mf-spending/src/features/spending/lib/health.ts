import type { PeriodDataDto } from '@ontrack/api/contracts';
import { percentOf } from '@ontrack/api/domain';
import { toCents } from './money';

export interface FinancialHealth {
  /** Expenses as a percent of income, one decimal; null when there is no positive income. */
  expenseRatio: number | null;
  /** Savings as a percent of income, one decimal; null when there is no positive income. */
  savingsRate: number | null;
}

/** The Financial Health panel's two ratios for one period. */
export function financialHealth(period: Pick<PeriodDataDto, 'total_income' | 'total_expenses' | 'total_savings'>): FinancialHealth {
  const incomeCents = toCents(period.total_income);
  // With no income (or a net outflow booked as income) a share of income means nothing.
  if (incomeCents <= 0) return { expenseRatio: null, savingsRate: null };
  return {
    expenseRatio: percentOf(toCents(period.total_expenses), incomeCents),
    savingsRate: percentOf(toCents(period.total_savings), incomeCents),
  };
}

/** `62.5%`, or an em dash when the ratio cannot be worked out. */
export function formatRatio(value: number | null): string {
  return value === null ? '—' : `${value.toFixed(1)}%`;
}
