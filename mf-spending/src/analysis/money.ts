/**
 * The wire carries money as dollars with at most two decimals (server.md section 4). Comparisons
 * and ratios are worked out on whole cents so that e.g. a change of exactly 5 % is never pushed
 * over the threshold by binary floating point.
 */
export function toCents(dollars: number): number {
  return Math.round(dollars * 100);
}

/** Rounds to one decimal, halves away from zero (Math.round alone would send -2.25 to -2.2). */
export function roundToOneDecimal(value: number): number {
  const scaled = Math.round(Math.abs(value) * 10) / 10;
  return value < 0 && scaled !== 0 ? -scaled : scaled;
}

/** `numerator / denominator × 100` to one decimal, from two cent amounts (denominator ≠ 0). */
export function percentOf(numeratorCents: number, denominatorCents: number): number {
  // One division of exact integers, then one rounding: a true half (e.g. 1/16 → 6.25 %) stays a half.
  const tenths = (numeratorCents * 1000) / denominatorCents;
  const rounded = Math.round(Math.abs(tenths)) / 10;
  return tenths < 0 && rounded !== 0 ? -rounded : rounded;
}
