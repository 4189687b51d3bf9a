import type { SavingsSubcategoryAmount } from './analysis-view';

/** Dollars on the wire (exactly cents / 100) back to whole cents. */
const toCents = (dollars: number): bigint => BigInt(Math.round(dollars * 100));

/** `numerator / denominator`, both positive-denominator bigints, rounded half away from zero. */
function roundHalfAwayFromZero(numerator: bigint, denominator: bigint): bigint {
  const quotient = numerator / denominator; // truncates toward zero
  const remainder = numerator % denominator;
  const twice = (remainder < 0n ? -remainder : remainder) * 2n;
  if (twice < denominator) return quotient;
  return numerator < 0n ? quotient - 1n : quotient + 1n;
}

function chosenCents(subcategories: readonly SavingsSubcategoryAmount[], chosen: readonly string[]): bigint {
  const picked = new Set(chosen);
  return subcategories.filter((sub) => picked.has(sub.name)).reduce((sum, sub) => sum + toCents(sub.amount), 0n);
}

/** The total of the chosen subcategories, in dollars; a name the analysis does not know adds 0. */
export function retirementTotal(subcategories: readonly SavingsSubcategoryAmount[], chosen: readonly string[]): number {
  return Number(chosenCents(subcategories, chosen)) / 100 + 0;
}

/**
 * Retirement rate (product.md section 5): the chosen subcategories' total divided by the income
 * total, times 100, to one decimal; 0 when income is not positive. Summed in whole cents and
 * divided once, like the server's percents, so the result is exact (12.25 % shows as 12.3 %).
 */
export function retirementRate(subcategories: readonly SavingsSubcategoryAmount[], chosen: readonly string[], incomeTotal: number): number {
  const incomeCents = toCents(incomeTotal);
  if (incomeCents <= 0n) return 0;
  return Number(roundHalfAwayFromZero(chosenCents(subcategories, chosen) * 1000n, incomeCents)) / 10 + 0;
}
