import { formatDollarsAndCents, formatEntryDate, formatShare, isoDateToUtcMs, todayIso, withShares } from './format';

describe('formatDollarsAndCents', () => {
  it.each([
    [0, '$0.00'],
    [12500.5, '$12,500.50'],
    [244749.5, '$244,749.50'],
    [0.1 + 0.2, '$0.30'],
    [-1250.75, '-$1,250.75'],
  ])('%p → %j', (value, text) => {
    expect(formatDollarsAndCents(value)).toBe(text);
  });
});

describe('withShares', () => {
  const slice = (name: string, value: number) => ({ name, value, color: '#000' });

  it('gives each slice its share of the total in percent with one decimal', () => {
    expect(withShares([slice('Real Estate', 250000), slice('Checking', 13000.25)]).map((s) => s.share)).toEqual([95.1, 4.9]);
    expect(withShares([slice('A', 1), slice('B', 1), slice('C', 1)]).map((s) => s.share)).toEqual([33.3, 33.3, 33.3]);
    expect(withShares([slice('Only', 0.01)]).map((s) => s.share)).toEqual([100]);
  });

  it('works in cents, so float drift in the values changes no share', () => {
    expect(withShares([slice('A', 0.1 + 0.2), slice('B', 0.3)]).map((s) => s.share)).toEqual([50, 50]);
  });

  it('is 0 for every slice when everything is worth 0, and keeps the slices as they were', () => {
    const result = withShares([slice('A', 0), slice('B', 0)]);
    expect(result).toEqual([
      { name: 'A', value: 0, color: '#000', share: 0 },
      { name: 'B', value: 0, color: '#000', share: 0 },
    ]);
  });

  it.each([
    [95.1, '95.1%'],
    [100, '100.0%'],
    [0, '0.0%'],
  ])('formatShare(%p) → %j', (share, text) => {
    expect(formatShare(share)).toBe(text);
  });
});

describe('dates', () => {
  it.each([
    ['2025-01-05', 'Jan 5, 2025'],
    ['2024-12-31', 'Dec 31, 2024'],
    ['2024-02-29', 'Feb 29, 2024'],
    ['not a date', 'not a date'],
  ])('formatEntryDate(%j) → %j', (iso, text) => {
    expect(formatEntryDate(iso)).toBe(text);
  });

  it('puts a chart point at midnight UTC of the date', () => {
    expect(isoDateToUtcMs('2025-03-01')).toBe(Date.UTC(2025, 2, 1));
    expect(new Date(isoDateToUtcMs('2024-12-31')).toISOString()).toBe('2024-12-31T00:00:00.000Z');
  });

  it("gives today's local calendar date, zero-padded", () => {
    expect(todayIso(new Date(2025, 0, 5, 23, 59))).toBe('2025-01-05');
    expect(todayIso(new Date(2024, 11, 31, 0, 0))).toBe('2024-12-31');
  });
});
