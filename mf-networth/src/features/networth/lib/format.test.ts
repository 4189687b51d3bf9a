import { formatShare, withShares } from './format';

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

  it('writes a share the way the locale writes percentages', () => {
    expect(formatShare(95.1, { locale: 'de-DE' })).toBe('95,1\u00a0%');
  });
});
