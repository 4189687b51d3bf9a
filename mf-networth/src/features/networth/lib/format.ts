/** How net-worth shares read on screen. Pure, so table tests pin them down. */
import { roundToCents } from '@ontrack/api/domain';

export interface Slice {
  name: string;
  value: number;
  color: string;
}

/**
 * Each slice's share of the total in percent with one decimal, computed from whole cents so
 * `0.1 + 0.2` style drift cannot change a share; 0 for every slice when the total is 0.
 */
export function withShares<T extends Slice>(slices: readonly T[]): (T & { share: number })[] {
  const cents = slices.map((slice) => roundToCents(slice.value));
  const total = cents.reduce((sum, value) => sum + value, 0);
  return slices.map((slice, index) => ({ ...slice, share: total > 0 ? Math.round((cents[index] * 1000) / total) / 10 : 0 }));
}

export function formatShare(share: number): string {
  return `${share.toFixed(1)}%`;
}
