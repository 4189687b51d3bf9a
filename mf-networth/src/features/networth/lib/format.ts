/** How net-worth shares read on screen. Pure, so table tests pin them down. */
import { DEFAULT_MONEY_FORMAT, roundToCents, type MoneyFormat } from '@ontrack/api/domain';

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

/** A share in percent with one decimal, written the way `money`'s locale writes percentages: `12.5%`, `12,5 %`. */
export function formatShare(share: number, money: Pick<MoneyFormat, 'locale'> = DEFAULT_MONEY_FORMAT): string {
  return new Intl.NumberFormat(money.locale, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(share / 100);
}
