/** How net-worth amounts, shares and dates read on screen. Pure, so table tests pin them down. */
import { formatIsoDate, parseIsoDate, utcMidnightMs } from '@ontrack/api/domain';

const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** An entry's value exactly as entered, to the cent: `12500.5` → `'$12,500.50'`. */
export function formatDollarsAndCents(value: number): string {
  return USD.format(Math.round(value * 100) / 100);
}

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
  const cents = slices.map((slice) => Math.round(slice.value * 100));
  const total = cents.reduce((sum, value) => sum + value, 0);
  return slices.map((slice, index) => ({ ...slice, share: total > 0 ? Math.round((cents[index] * 1000) / total) / 10 : 0 }));
}

export function formatShare(share: number): string {
  return `${share.toFixed(1)}%`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `'2025-01-05'` → `'Jan 5, 2025'`; read from the text itself, so no time zone can shift the day. */
export function formatEntryDate(isoDate: string): string {
  const date = parseIsoDate(isoDate);
  return date ? `${MONTHS[date.month - 1]} ${date.day}, ${date.year}` : isoDate;
}

/** The chart's x value for a `YYYY-MM-DD` date: midnight UTC, which Highcharts' datetime axis reads as that day. */
export function isoDateToUtcMs(isoDate: string): number {
  const date = parseIsoDate(isoDate);
  return date ? utcMidnightMs(date) : Number.NaN;
}

/** Today in the user's own calendar as `YYYY-MM-DD` (the default date of a new entry). */
export function todayIso(now: Date = new Date()): string {
  return formatIsoDate({ year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() });
}
