/** Pay periods and analysis windows (server.md section 4). */
import type { PeriodKey, PeriodType } from '../../contracts/workflow';
import { daysBetween, wholeMonthsBetween, type CalendarDate } from '../calendar';

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
