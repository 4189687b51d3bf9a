/** Money is whole cents everywhere it is stored or summed; dollars appear only at the edges. */
export type Cents = number;

/** Integer cents as dollars on the wire (exact: cents / 100 is the double nearest the decimal; + 0 turns −0 into 0). */
export function centsToDollars(cents: Cents): number {
  return cents / 100 + 0;
}

/** Parses a dollar amount with at most two decimals into cents; null when it is not one. */
export function dollarsToCents(value: number | string): Cents | null {
  const text = typeof value === 'number' ? String(value) : value.trim();
  const match = /^(-)?(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  const [, minus, whole, fraction = ''] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) return null;
  return minus && cents !== 0 ? -cents : cents;
}

/**
 * A dollar amount as whole cents, to the nearest cent (never −0). For dollars as the wire carries
 * them (at most two decimals) it is exact: sums and ratios worked out on its cents do not drift, so
 * 0.1 + 0.2 dollars is 30 cents. Not a validator: `dollarsToCents` refuses what is not an amount.
 */
export function roundToCents(dollars: number): Cents {
  return Math.round(dollars * 100) + 0;
}

/** Whole dollars with thousands separators, `$12,345` and `-$1,250`. */
export function formatWholeDollars(dollars: number): string {
  const rounded = Math.round(dollars);
  return `${rounded < 0 ? '-' : ''}$${Math.abs(rounded).toLocaleString('en-US')}`;
}

const DOLLARS_AND_CENTS = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** An amount to the cent, `$12,500.50` and `-$1,250.75`: exact figures (a price, an entry's value, a tooltip). */
export function formatDollarsAndCents(dollars: number): string {
  return DOLLARS_AND_CENTS.format(centsToDollars(roundToCents(dollars)));
}
