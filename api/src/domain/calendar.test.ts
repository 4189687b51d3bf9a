import {
  addDaysIso,
  addMonthsIso,
  calendarMonthsBetween,
  daysBetween,
  daysInMonth,
  formatMonthYear,
  formatShortDate,
  isAcceptedIsoDate,
  isoToUtcMs,
  parseIsoDate,
  requireIsoDate,
  todayIso,
  utcMsToIso,
} from './calendar';

/** The string-level spelling the tests read best in; the module works on parsed dates. */
const months = (from: string, to: string) => calendarMonthsBetween(requireIsoDate(from), requireIsoDate(to));
const days = (from: string, to: string) => daysBetween(requireIsoDate(from), requireIsoDate(to));

describe('calendar dates', () => {
  it.each([
    ['2025-02-28', { year: 2025, month: 2, day: 28 }],
    ['2024-02-29', { year: 2024, month: 2, day: 29 }], // divisible by 4
    ['2000-02-29', { year: 2000, month: 2, day: 29 }], // divisible by 400
    ['0050-12-31', { year: 50, month: 12, day: 31 }],
  ])('reads the real date %s', (text, expected) => {
    expect(parseIsoDate(text)).toEqual(expected);
  });

  it.each(['2025-02-29', '2100-02-29', '2025-04-31', '2025-13-01', '2025-00-10', '2025-1-01', '01/02/2025', '', '2025-05-14T00:00'])(
    'refuses %j',
    (text) => {
      expect(parseIsoDate(text)).toBeNull();
    },
  );

  it('knows the month lengths, leap Februaries included', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((month) => daysInMonth(2023, month))).toEqual([
      31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31,
    ]);
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(1900, 2)).toBe(28);
  });

  it.each([
    ['2025-01-31', 1, '2025-02-28'], // clamped to February's end
    ['2024-01-31', 1, '2024-02-29'], // leap year
    ['2025-01-31', 2, '2025-03-31'], // counted from the start, not chained through Feb 28
    ['2025-11-30', 3, '2026-02-28'], // across a year end
    ['2025-05-14', 600, '2075-05-14'],
    ['2025-05-14', -6, '2024-11-14'],
    ['2025-08-31', -6, '2025-02-28'],
    ['2025-05-14', 0, '2025-05-14'],
  ])('%s plus %i months is %s', (start, count, expected) => {
    expect(addMonthsIso(start, count)).toBe(expected);
  });

  it('counts calendar months between months, whatever the days', () => {
    expect(months('2025-05-31', '2025-06-01')).toBe(1);
    expect(months('2025-05-14', '2025-12-01')).toBe(7);
    expect(months('2025-05-14', '2025-05-31')).toBe(0);
    expect(months('2025-05-14', '2025-03-01')).toBe(-2);
    expect(months('2025-05-14', '2100-05-14')).toBe(900);
  });

  it('counts days across month ends and leap days', () => {
    // Nov 14 → May 14: 30 (Nov) + 31 (Dec) + 31 (Jan) + 28 (Feb) + 31 (Mar) + 30 (Apr) = 181
    expect(days('2024-11-14', '2025-05-14')).toBe(181);
    expect(days('2024-02-28', '2024-03-01')).toBe(2);
    expect(days('2025-05-14', '2025-05-01')).toBe(-13);
  });

  it('refuses to compute with a date that is not real', () => {
    expect(() => addMonthsIso('2025-02-30', 1)).toThrow(RangeError);
  });
});

describe('calendar arithmetic as the workbook dating uses it', () => {
  it.each([
    ['2025-01-01', 14, '2025-01-15'],
    ['2025-12-25', 14, '2026-01-08'],
    ['2024-02-22', 14, '2024-03-07'],
    ['2025-03-01', -1, '2025-02-28'],
  ])('addDaysIso(%s, %d) = %s', (start, days, expected) => {
    expect(addDaysIso(start, days)).toBe(expected);
  });

  it.each([
    ['2025-01-31', 1, '2025-02-28'],
    ['2024-01-31', 1, '2024-02-29'],
    ['2025-01-31', 2, '2025-03-31'],
    ['2025-11-30', 3, '2026-02-28'],
    ['2024-02-29', 12, '2025-02-28'],
    ['2025-05-15', 0, '2025-05-15'],
    ['2025-01-15', -1, '2024-12-15'],
  ])('addMonthsIso(%s, %d) = %s (day clamped to the month end)', (start, months, expected) => {
    expect(addMonthsIso(start, months)).toBe(expected);
  });
});

describe('accepted request dates', () => {
  it.each([
    ['2025-02-28', true],
    ['1900-01-01', true],
    ['2200-12-31', true],
    ['1899-12-31', false],
    ['2201-01-01', false],
    ['2025-02-29', false],
    ['2025-2-28', false],
  ])('%s accepted: %s', (text, accepted) => {
    expect(isAcceptedIsoDate(text)).toBe(accepted);
  });
});

// One copy for the server, the screens and the embed widget: what each copy did, kept.
describe('dates for charts and people', () => {
  it.each([
    ['2025-01-02', Date.UTC(2025, 0, 2)],
    ['2024-02-29', Date.UTC(2024, 1, 29)],
    ['2024-12-31', Date.UTC(2024, 11, 31)],
  ])('isoToUtcMs(%s) is its midnight UTC', (iso, ms) => {
    expect(isoToUtcMs(iso)).toBe(ms);
  });

  it('isoToUtcMs keeps years below 100 (Date.UTC would read 0050 as 1950)', () => {
    expect(new Date(isoToUtcMs('0050-06-01')).getUTCFullYear()).toBe(50);
  });

  it.each(['nope', '', '2025-02-30', '2025-1-02'])('isoToUtcMs(%j) is NaN: not a date', (text) => {
    expect(isoToUtcMs(text)).toBeNaN();
  });

  it.each([
    [Date.UTC(2025, 0, 2), '2025-01-02'],
    [Date.UTC(2024, 11, 31, 23, 59, 59, 999), '2024-12-31'],
    [Date.UTC(2024, 1, 29, 0, 0, 0, 1), '2024-02-29'],
  ])('utcMsToIso(%d) = %s, the UTC calendar day', (ms, iso) => {
    expect(utcMsToIso(ms)).toBe(iso);
  });

  it('utcMsToIso undoes isoToUtcMs, years below 1000 zero-padded', () => {
    for (const iso of ['0050-12-31', '0999-01-01', '1900-03-01', '2200-12-31']) expect(utcMsToIso(isoToUtcMs(iso))).toBe(iso);
  });

  it.each([
    [new Date(2025, 0, 5, 23, 59), '2025-01-05'],
    [new Date(2024, 11, 31, 0, 0), '2024-12-31'],
    [new Date(2024, 1, 29, 12, 0), '2024-02-29'],
  ])("todayIso(%s) is the local calendar's day, zero-padded", (now, iso) => {
    expect(todayIso(now)).toBe(iso);
  });

  it.each([
    ['2027-03-31', 'March 2027'],
    ['2025-12-01', 'December 2025'],
    ['soon', 'soon'],
  ])('formatMonthYear(%j) = %j', (iso, text) => {
    expect(formatMonthYear(iso)).toBe(text);
  });

  it.each([
    ['2027-03-05', 'Mar 5, 2027'],
    ['2025-01-05', 'Jan 5, 2025'],
    ['2024-12-31', 'Dec 31, 2024'],
    ['2024-02-29', 'Feb 29, 2024'],
    ['2025-02-30', '2025-02-30'],
    ['not a date', 'not a date'],
  ])('formatShortDate(%j) = %j', (iso, text) => {
    expect(formatShortDate(iso)).toBe(text);
  });
});
