import { daysBetween, requireIsoDate, wholeMonthsBetween } from '../calendar';
import { inWindow, monthsCovered, monthsInWindow, payPeriodIndex, windowDates, WINDOWS } from './periods';

const d = (text: string) => requireIsoDate(text);

describe('payPeriodIndex', () => {
  it.each([
    // bi-weekly: floor(days / 14) from 2025-01-06
    ['bi-weekly', '2025-01-06', '2025-01-06', 0],
    ['bi-weekly', '2025-01-06', '2025-01-19', 0], // day 13
    ['bi-weekly', '2025-01-06', '2025-01-20', 1], // day 14
    ['bi-weekly', '2025-01-06', '2025-02-02', 1], // day 27
    ['bi-weekly', '2025-01-06', '2025-02-03', 2], // day 28
    ['bi-weekly', '2025-01-06', '2026-01-05', 26], // day 364 = 26 × 14
    ['bi-weekly', '2024-02-20', '2024-03-05', 1], // 14 days across Feb 29 (leap year)
    ['bi-weekly', '2025-03-01', '2025-03-31', 2], // day 30, across the DST change in Europe/US: days are UTC days
    ['bi-weekly', '2025-01-06', '2025-01-05', -1], // before start
    // monthly: whole months, one less when the day of month is before start's
    ['monthly', '2025-01-15', '2025-01-15', 0],
    ['monthly', '2025-01-15', '2025-02-14', 0],
    ['monthly', '2025-01-15', '2025-02-15', 1],
    ['monthly', '2025-01-15', '2025-12-31', 11],
    ['monthly', '2025-01-15', '2026-01-14', 11],
    ['monthly', '2025-01-15', '2026-01-15', 12],
    ['monthly', '2025-01-01', '2025-03-31', 2],
    // month end: Jan 31 + 1 month lands on Feb 28 (the date a per-period sheet gets), so that is month 1
    ['monthly', '2025-01-31', '2025-02-27', 0],
    ['monthly', '2025-01-31', '2025-02-28', 1],
    ['monthly', '2025-01-31', '2025-03-30', 1],
    ['monthly', '2025-01-31', '2025-03-31', 2],
    ['monthly', '2024-01-30', '2024-02-29', 1], // leap February
    // quarterly: floor(whole months / 3)
    ['quarterly', '2025-01-15', '2025-04-14', 0], // 2 whole months
    ['quarterly', '2025-01-15', '2025-04-15', 1], // 3
    ['quarterly', '2025-01-15', '2025-10-14', 2], // 8
    ['quarterly', '2025-01-15', '2025-10-15', 3], // 9
    // yearly: floor(whole months / 12)
    ['yearly', '2024-06-10', '2025-06-09', 0], // 11
    ['yearly', '2024-06-10', '2025-06-10', 1], // 12
    ['yearly', '2024-06-10', '2026-06-09', 1], // 23
    ['yearly', '2024-06-10', '2026-06-10', 2], // 24
    ['yearly', '2024-06-10', '2024-06-09', -1], // −1 month, floored
  ] as const)('%s from %s: %s is period %i', (periodType, start, date, expected) => {
    expect(payPeriodIndex(d(start), d(date), periodType)).toBe(expected);
  });

  it('rejects a period type it does not know', () => {
    expect(() => payPeriodIndex(d('2025-01-01'), d('2025-02-01'), 'weekly' as never)).toThrow(/Unknown period type/);
  });
});

describe('calendar helpers', () => {
  it('parses real dates only', () => {
    expect(d('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    for (const bad of ['2025-02-29', '2025-13-01', '2025-00-10', '2025-1-01', '01/02/2025', '', '2025-01-01T00:00:00Z']) {
      expect(() => d(bad)).toThrow(RangeError);
    }
  });

  it('counts days and whole months', () => {
    expect(daysBetween(d('2024-12-31'), d('2025-01-01'))).toBe(1);
    expect(daysBetween(d('2024-01-01'), d('2025-01-01'))).toBe(366);
    expect(wholeMonthsBetween(d('2025-03-31'), d('2025-02-28'))).toBe(-1);
    expect(wholeMonthsBetween(d('2025-03-15'), d('2025-03-10'))).toBe(-1);
  });
});

describe('windows', () => {
  // Latest month = June 2025; month numbers are year × 12 + month − 1.
  const latest = 2025 * 12 + 5;
  const month = (year: number, m: number) => year * 12 + m - 1;
  const windowsOf = (m: number) => WINDOWS.filter((w) => inWindow(m, latest, w)).map((w) => w.key);

  it.each([
    [2025, 6, ['LY', '6_months', '3_months']],
    [2025, 4, ['LY', '6_months', '3_months']], // first month of 3_months
    [2025, 3, ['LY', '6_months', '3_months_previous']], // last month of 3_months_previous
    [2025, 1, ['LY', '6_months', '3_months_previous']], // first month of 6_months and of 3_months_previous
    [2024, 12, ['LY', '6_months_previous']], // last month of 6_months_previous
    [2024, 7, ['LY', '6_months_previous']], // first month of LY and of 6_months_previous
    [2024, 6, ['2LY']], // last month of 2LY
    [2023, 7, ['2LY']], // first month of 2LY
    [2023, 6, []], // older than every window
    [2025, 7, []], // after the latest month (cannot happen, but belongs nowhere)
  ] as const)('%i-%i lies in %j', (year, m, expected) => {
    expect(windowsOf(month(year, m))).toEqual(expected);
  });
});

describe('windowDates', () => {
  it.each([
    ['LY', '2024-06-01', '2025-05-31'],
    ['2LY', '2023-06-01', '2024-05-31'],
    ['6_months', '2024-12-01', '2025-05-31'],
    ['6_months_previous', '2024-06-01', '2024-11-30'],
    ['3_months', '2025-03-01', '2025-05-31'],
    ['3_months_previous', '2024-12-01', '2025-02-28'],
  ] as const)('%s ending with a transaction on 2025-05-14 runs %s to %s, both inclusive', (key, from, to) => {
    expect(windowDates('2025-05-14', key)).toEqual({ from, to });
  });

  it('ends a window in a leap February on the 29th', () => {
    expect(windowDates('2024-02-03', '3_months')).toEqual({ from: '2023-12-01', to: '2024-02-29' });
  });
});

describe('monthsInWindow and monthsCovered', () => {
  const window = (key: string) => WINDOWS.find((w) => w.key === key)!;

  it('spans 12, 6 and 3 months', () => {
    expect(WINDOWS.map((w) => monthsInWindow(w))).toEqual([12, 12, 6, 6, 3, 3]);
  });

  it('counts the distinct months within the window only', () => {
    // latest month 100: LY is months 89–100, 6_months_previous 89–94
    const months = [100, 100, 99, 95, 94, 89, 88, 70];
    expect(monthsCovered(months, 100, window('LY'))).toBe(5); // 100, 99, 95, 94, 89
    expect(monthsCovered(months, 100, window('6_months_previous'))).toBe(2); // 94, 89
    expect(monthsCovered(months, 100, window('2LY'))).toBe(1); // 88
  });
});
