import { parseIsoDate } from '@ontrack/api/domain';
import { formatMonthYear, formatShortDate, isoToUtcMs, todayIso } from './dates';

describe('dates', () => {
  // The forms check dates with the domain's parser, the server's own.
  it('parses real dates only', () => {
    expect(parseIsoDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseIsoDate('2025-02-29')).toBeNull();
    expect(parseIsoDate('2025-6-1')).toBeNull();
    expect(parseIsoDate('')).toBeNull();
  });

  it('reads today from the local calendar', () => {
    expect(todayIso(new Date(2025, 0, 5, 23, 59))).toBe('2025-01-05');
  });

  it('formats for people', () => {
    expect(formatMonthYear('2027-03-31')).toBe('March 2027');
    expect(formatShortDate('2027-03-05')).toBe('Mar 5, 2027');
    expect(formatMonthYear('soon')).toBe('soon');
  });

  it('gives chart x values at midnight UTC', () => {
    expect(isoToUtcMs('2025-01-02')).toBe(Date.UTC(2025, 0, 2));
    expect(isoToUtcMs('nope')).toBeNaN();
  });
});
