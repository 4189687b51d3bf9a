/** Pay periods and analysis windows. */
import { daysBetween, daysInMonth, formatIsoDate, monthNumber, requireIsoDate, wholeMonthsBetween, type CalendarDate } from '../calendar';

/** How long one pay period is: the check-up counts and averages per period of this length. */
export const PERIOD_TYPES = ['bi-weekly', 'monthly', 'quarterly', 'yearly'] as const;
export type PeriodType = (typeof PERIOD_TYPES)[number];

/** The six windows the spending analysis answers. */
export const PERIOD_KEYS = ['LY', '2LY', '6_months', '6_months_previous', '3_months', '3_months_previous'] as const;
export type PeriodKey = (typeof PERIOD_KEYS)[number];

const MONTHS_PER_PERIOD: Record<Exclude<PeriodType, 'bi-weekly'>, number> = { monthly: 1, quarterly: 3, yearly: 12 };

/**
 * The pay period a date falls in, counted from `start` (= selected_date, period 0):
 * bi-weekly `floor(days / 14)`; monthly / quarterly / yearly `floor(whole months / 1 | 3 | 12)`.
 * Dates before `start` get negative indexes (floored, so the day before start is period −1).
 */
export function payPeriodIndex(start: CalendarDate, date: CalendarDate, periodType: PeriodType): number {
  if (periodType === 'bi-weekly') return Math.floor(daysBetween(start, date) / 14);
  const monthsPerPeriod = MONTHS_PER_PERIOD[periodType];
  if (monthsPerPeriod === undefined) throw new RangeError(`Unknown period type: ${String(periodType)}`);
  return Math.floor(wholeMonthsBetween(start, date) / monthsPerPeriod);
}

/**
 * The windows as month offsets back from the latest month (0 = the month of the latest counted
 * transaction): `LY` is offsets 0–11, `2LY` 12–23, and so on. Listed in PERIOD_KEYS order.
 */
export const WINDOWS: ReadonlyArray<{ key: PeriodKey; newest: number; oldest: number }> = [
  { key: 'LY', newest: 0, oldest: 11 },
  { key: '2LY', newest: 12, oldest: 23 },
  { key: '6_months', newest: 0, oldest: 5 },
  { key: '6_months_previous', newest: 6, oldest: 11 },
  { key: '3_months', newest: 0, oldest: 2 },
  { key: '3_months_previous', newest: 3, oldest: 5 },
];

/** Whether a month (a `monthNumber`) lies in a window ending `latestMonth`. */
export function inWindow(month: number, latestMonth: number, window: { newest: number; oldest: number }): boolean {
  const back = latestMonth - month;
  return back >= window.newest && back <= window.oldest;
}

/** How many calendar months a window spans. */
export function monthsInWindow(window: { newest: number; oldest: number }): number {
  return window.oldest - window.newest + 1;
}

/**
 * How many calendar months of a window hold data, given the months (`monthNumber`s) that do: a
 * window whose months all hold a counted transaction is fully covered.
 */
export function monthsCovered(months: Iterable<number>, latestMonth: number, window: { newest: number; oldest: number }): number {
  const covered = new Set<number>();
  for (const month of months) if (inWindow(month, latestMonth, window)) covered.add(month);
  return covered.size;
}

/** The calendar date of a running month number's given day (`monthNumber` read back). */
function dayOfMonthNumber(month: number, day: 'first' | 'last'): string {
  const year = Math.floor(month / 12);
  const monthOfYear = month - year * 12 + 1;
  return formatIsoDate({ year, month: monthOfYear, day: day === 'first' ? 1 : daysInMonth(year, monthOfYear) });
}

/**
 * A window's dates, both inclusive, when the latest counted transaction is dated `latestDate`: from
 * the first day of its oldest month to the last day of its newest (`LY` ending 2025-05-14 is
 * 2024-06-01 to 2025-05-31).
 */
export function windowDates(latestDate: string, key: PeriodKey): { from: string; to: string } {
  const window = WINDOWS.find((candidate) => candidate.key === key);
  if (!window) throw new RangeError(`Unknown window: ${String(key)}`);
  const latest = monthNumber(requireIsoDate(latestDate, 'latest transaction date'));
  return { from: dayOfMonthNumber(latest - window.oldest, 'first'), to: dayOfMonthNumber(latest - window.newest, 'last') };
}
