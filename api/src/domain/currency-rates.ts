import { divideHalfToEven, minorUnitsOf, parseRate } from './money-format';

/**
 * Rates between a reading's currency and the user's home currency (docs/decisions/money-format.md,
 * "Rates"): decimal text the user typed (`1.12`: 1 CHF is 1.12 USD), kept exactly and converted with
 * integer arithmetic only (money-format.ts convertMinorUnits).
 */

/** The most significant digits a rate may have: more than any published rate carries. */
export const RATE_MAX_SIGNIFICANT_DIGITS = 8;

/** The longest rate text kept (after leading and trailing zeros are dropped): `0.00000001` to `99999999`. */
const RATE_MAX_LENGTH = 20;

export const RATE_INVALID = `A rate must be a positive decimal number with at most ${RATE_MAX_SIGNIFICANT_DIGITS} significant digits, such as 1.12 or 0.0089.`;

/**
 * The rate as kept: leading zeros of the whole part and trailing zeros of the decimals dropped
 * (`01.120` is `1.12`, `150.0` is `150`); null when the text is not a positive decimal number with
 * at most RATE_MAX_SIGNIFICANT_DIGITS significant digits (`0`, `-1`, `1,12`, `1e3`, `1.123456789`).
 */
export function normalizedRate(text: string): string | null {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (!match) return null;
  const whole = match[1].replace(/^0+(?=\d)/, '');
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  const significant = (whole + fraction).replace(/^0+/, '');
  if (significant === '' || significant.length > RATE_MAX_SIGNIFICANT_DIGITS) return null;
  const rate = fraction === '' ? whole : `${whole}.${fraction}`;
  return rate.length <= RATE_MAX_LENGTH ? rate : null;
}

/**
 * An amount as the transactions table keeps it (hundredths of `fromCurrency`'s major unit, whatever
 * its minor units: money.ts) in hundredths of `toCurrency`, at `rate` (1 `fromCurrency` = `rate`
 * `toCurrency`). Rounded ONCE, half to even, to the target currency's own minor units as far as
 * hundredths hold them (yen: whole; dinars: hundredths); a total is the sum of the rounded rows.
 */
export function convertHundredths(amount: number, fromCurrency: string, toCurrency: string, rate: string): number {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`An amount in hundredths must be a safe integer, not ${amount}.`);
  minorUnitsOf(fromCurrency); // a code Intl does not know is refused here as in money-format.ts
  const { digits, scale } = parseRate(rate);
  const kept = Math.min(minorUnitsOf(toCurrency), 2);
  const rounded = divideHalfToEven(BigInt(amount) * digits * 10n ** BigInt(kept), 10n ** BigInt(2 + scale));
  const converted = rounded * 10n ** BigInt(2 - kept);
  if (converted > BigInt(Number.MAX_SAFE_INTEGER) || converted < -BigInt(Number.MAX_SAFE_INTEGER))
    throw new RangeError('The converted amount is too large.');
  return Number(converted) + 0;
}

/** The locale's decimal sign (`.` in en-US, `,` in de-DE). */
function decimalSign(locale: string): string {
  return new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';
}

/** A kept rate (`1.12`) written the locale's way (`1,12` in de-DE), digit for digit: never through a float. */
export function formatRate(rate: string, locale: string): string {
  return rate.replace('.', decimalSign(locale));
}

/** A rate typed in the locale's way (`1,12` in de-DE; `1.12` everywhere) as kept, or null (normalizedRate). */
export function parseTypedRate(text: string, locale: string): string | null {
  const sign = decimalSign(locale);
  const trimmed = text.trim();
  return normalizedRate(sign === '.' || trimmed.includes('.') ? trimmed : trimmed.replace(sign, '.'));
}
