import { formatMonthYear, formatShortDate } from './calendar';
import { dateFormat, DEFAULT_DATE_FORMAT } from './date-format';

describe('dateFormat', () => {
  it('writes en-US as the screens always have (formatMonthYear, formatShortDate)', () => {
    for (const iso of ['2027-03-05', '2024-12-31', '2025-01-01']) {
      expect(DEFAULT_DATE_FORMAT.monthYear(iso)).toBe(formatMonthYear(iso));
      expect(DEFAULT_DATE_FORMAT.shortDate(iso)).toBe(formatShortDate(iso));
    }
    expect(DEFAULT_DATE_FORMAT.monthName(3)).toBe('March');
    expect(DEFAULT_DATE_FORMAT.monthName(3, 'short')).toBe('Mar');
    expect(DEFAULT_DATE_FORMAT.count(1234567)).toBe('1,234,567');
    expect(DEFAULT_DATE_FORMAT.firstDayOfWeek).toBe(7);
  });

  it.each([
    ['de-DE', 'März 2027', '5. März 2027', 'Dezember', '1.234.567', 1],
    ['de-CH', 'März 2027', '5. März 2027', 'Dezember', "1'234'567", 1],
    ['es-ES', 'marzo de 2027', '5 mar 2027', 'diciembre', '1.234.567', 1],
    ['en-IN', 'March 2027', '5 Mar 2027', 'December', '12,34,567', 7],
    ['ja-JP', '2027年3月', '2027年3月5日', '12月', '1,234,567', 7],
    ['pt-BR', 'março de 2027', '5 de mar. de 2027', 'dezembro', '1.234.567', 7],
  ])('writes %s in its own way', (locale, monthYear, shortDate, december, count, firstDay) => {
    const dates = dateFormat(locale);
    expect(dates.monthYear('2027-03-05')).toBe(monthYear);
    expect(dates.shortDate('2027-03-05')).toBe(shortDate);
    expect(dates.monthName(12)).toBe(december);
    // ICU versions write de-CH's apostrophe as ' or ’ (docs/decisions/money-format.md).
    expect(dates.count(1234567).replace(/’/g, "'")).toBe(count);
    expect(dates.firstDayOfWeek).toBe(firstDay);
  });

  it('reads calendar dates from their text, so no time zone shifts the day, and leaves other text as written', () => {
    expect(dateFormat('de-DE').shortDate('2025-01-01')).toBe('1. Jan. 2025');
    expect(dateFormat('de-DE').monthYear('Q1 2025')).toBe('Q1 2025');
    expect(DEFAULT_DATE_FORMAT.instant('not a time')).toBeNull();
    expect(DEFAULT_DATE_FORMAT.instant('2026-11-21T09:30:00Z')).toMatch(/Nov 2[01], 2026/);
  });
});
