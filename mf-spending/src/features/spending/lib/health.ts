import type { PeriodDataDto } from '@ontrack/api/contracts';
import { formatPercent, percentOf, roundToCents } from '@ontrack/api/domain';

export interface FinancialHealth {
  /** Expenses as a percent of income, one decimal; null when there is no positive income. */
  expenseRatio: number | null;
  /** Savings as a percent of income, one decimal; null when there is no positive income. */
  savingsRate: number | null;
}

/** The Financial Health panel's two ratios for one period. */
export function financialHealth(period: Pick<PeriodDataDto, 'total_income' | 'total_expenses' | 'total_savings'>): FinancialHealth {
  const incomeCents = roundToCents(period.total_income);
  // With no income (or a net outflow booked as income) a share of income means nothing.
  if (incomeCents <= 0) return { expenseRatio: null, savingsRate: null };
  return {
    expenseRatio: percentOf(roundToCents(period.total_expenses), incomeCents),
    savingsRate: percentOf(roundToCents(period.total_savings), incomeCents),
  };
}

/** `62.5%` the way `locale` writes a percent (`62,5 %` in de-DE), or an em dash when the ratio cannot be worked out. */
export function formatRatio(value: number | null, locale: string, signDisplay: 'auto' | 'exceptZero' = 'auto'): string {
  return value === null ? '—' : formatPercent(value, locale, { signDisplay });
}
