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
