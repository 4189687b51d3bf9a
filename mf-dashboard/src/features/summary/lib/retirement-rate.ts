import { centsToDollars, percentOf, roundToCents } from '@ontrack/api/domain';
import type { SavingsSubcategoryAmount } from './analysis-view';

function chosenCents(subcategories: readonly SavingsSubcategoryAmount[], chosen: readonly string[]): number {
  const picked = new Set(chosen);
  return subcategories.filter((sub) => picked.has(sub.name)).reduce((sum, sub) => sum + roundToCents(sub.amount), 0);
}

/** The total of the chosen subcategories, in dollars; a name the analysis does not know adds 0. */
export function retirementTotal(subcategories: readonly SavingsSubcategoryAmount[], chosen: readonly string[]): number {
  return centsToDollars(chosenCents(subcategories, chosen));
}

/**
 * Retirement rate: the chosen subcategories' total divided by the income
 * total, times 100, to one decimal; 0 when income is not positive. Summed in whole cents and
 * divided once with the server's `percentOf`, so the result is exact (12.25 % shows as 12.3 %).
 */
export function retirementRate(subcategories: readonly SavingsSubcategoryAmount[], chosen: readonly string[], incomeTotal: number): number {
  return percentOf(chosenCents(subcategories, chosen), roundToCents(incomeTotal));
}
