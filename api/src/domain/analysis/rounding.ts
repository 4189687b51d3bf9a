/**
 * Exact rounding of integer ratios. Sums stay in integer cents; only these final divisions round,
 * once, half away from zero (so a refund-heavy negative total rounds like its positive mirror).
 * BigInt keeps them exact whatever the size of the totals: no 0.1 + 0.2 drift, no 1.005 surprises.
 */
import { centsToDollars } from '../money';

/** `numerator × scale / denominator` rounded half away from zero to an integer. */
export function roundedRatio(numerator: number, denominator: number, scale = 1): number {
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator) || !Number.isSafeInteger(scale) || denominator === 0) {
    throw new RangeError(`roundedRatio needs safe integers and a non-zero denominator, got ${numerator}×${scale}/${denominator}`);
  }
  let n = BigInt(numerator) * BigInt(scale);
  let d = BigInt(denominator);
  if (d < 0n) {
    n = -n;
    d = -d;
  }
  const quotient = n / d; // truncates toward zero
  const remainder = n % d; // carries n's sign
  const twice = remainder < 0n ? -2n * remainder : 2n * remainder;
  const rounded = twice >= d ? quotient + (n < 0n ? -1n : 1n) : quotient;
  return Number(rounded) + 0; // + 0 turns -0 into 0
}

/** `total / periods` rounded to the cent, in dollars. */
export function averageDollars(totalCents: number, periods: number): number {
  return centsToDollars(roundedRatio(totalCents, periods));
}

/** `part / whole × 100` rounded to one decimal; 0 when `whole` ≤ 0. */
export function percentOf(partCents: number, wholeCents: number): number {
  if (wholeCents <= 0) return 0;
  return roundedRatio(partCents, wholeCents, 1000) / 10;
}
