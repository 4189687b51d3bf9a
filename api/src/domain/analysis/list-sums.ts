/**
 * The count and per-type totals of a set of listed transactions, kept per month as an
 * import's rows are written, so the list answers an analysis window's count and totals without
 * summing its rows again (200k rows: the sum is most of a page's time on MySQL).
 */
import type { TransactionType } from './classification';
import { WINDOWS, windowDates, type PeriodKey } from './periods';

/** Integer cents. */
export interface ListSums {
  count: number;
  income: number;
  expenses: number;
  savings: number;
}

export const emptySums = (): ListSums => ({ count: 0, income: 0, expenses: 0, savings: 0 });

const FIELD: Partial<Record<TransactionType, keyof ListSums>> = { Income: 'income', Expense: 'expenses', Savings: 'savings' };

/** Adds one row (every listed row counts; its contribution goes to its type's total). */
export function addToSums(sums: ListSums, type: TransactionType, contributionCents: number): void {
  sums.count += 1;
  const field = FIELD[type];
  if (field) sums[field] += contributionCents;
}

/** Sums per calendar month (`YYYY-MM`), and the windows' sums from them. */
export class MonthlySums {
  private readonly months = new Map<string, ListSums>();

  add(date: string, type: TransactionType, contributionCents: number): void {
    const month = date.slice(0, 7);
    let sums = this.months.get(month);
    if (!sums) {
      sums = emptySums();
      this.months.set(month, sums);
    }
    addToSums(sums, type, contributionCents);
  }

  /** Each analysis window's sums when the latest counted row is dated `latestDate` (every row dated in the window counts). */
  windows(latestDate: string): Record<PeriodKey, ListSums> {
    const result = {} as Record<PeriodKey, ListSums>;
    for (const window of WINDOWS) {
      const { from, to } = windowDates(latestDate, window.key);
      const sums = emptySums();
      for (const [month, monthSums] of this.months) {
        if (month < from.slice(0, 7) || month > to.slice(0, 7)) continue;
        sums.count += monthSums.count;
        sums.income += monthSums.income;
        sums.expenses += monthSums.expenses;
        sums.savings += monthSums.savings;
      }
      result[window.key] = sums;
    }
    return result;
  }
}
