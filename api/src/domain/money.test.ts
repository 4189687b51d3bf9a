import { centsToDollars, dollarsToCents, formatDollarsAndCents, formatWholeDollars, roundToCents } from './money';

describe('dollarsToCents', () => {
  it.each([
    ['12.34', 1234],
    ['12.3', 1230],
    ['12', 1200],
    ['0', 0],
    ['0.01', 1],
    ['0.1', 10],
    ['  7.50 ', 750],
    ['-5.5', -550],
    ['-0.99', -99],
    ['007.05', 705],
    ['90071992547409.91', Number.MAX_SAFE_INTEGER],
  ])('parses the text %p as %p cents', (text, cents) => {
    expect(dollarsToCents(text)).toBe(cents);
  });

  it.each([
    [12.34, 1234],
    [9.99, 999],
    [89, 8900],
    [-0.5, -50],
    [0.07, 7],
    [1.1, 110],
  ])('parses the number %p as %p cents without float drift', (value, cents) => {
    expect(dollarsToCents(value)).toBe(cents);
  });

  it.each(['', '   ', 'abc', '1.234', '1.', '.5', '+5', '1,000', '1 000', '$5', '5$', '1e3', '--1', '0x10', '12.3.4', '90071992547409.92'])(
    'answers null for the text %p',
    (text) => {
      expect(dollarsToCents(text)).toBeNull();
    },
  );

  it.each([0.1 + 0.2, 1.005, Number.NaN, Number.POSITIVE_INFINITY, 1e21, 1e-7])(
    'answers null for the number %p (not a two-decimal amount)',
    (value) => {
      expect(dollarsToCents(value)).toBeNull();
    },
  );

  it('round-trips with centsToDollars', () => {
    for (const cents of [0, 1, 99, 100, 999, 8900, 24900, -1, -12345, 123456789]) {
      expect(dollarsToCents(centsToDollars(cents))).toBe(cents);
    }
  });
});

describe('centsToDollars', () => {
  it.each([
    [999, 9.99],
    [8900, 89],
    [24900, 249],
    [1, 0.01],
    [0, 0],
    [-150, -1.5],
  ])('turns %p cents into %p dollars', (cents, dollars) => {
    expect(centsToDollars(cents)).toBe(dollars);
  });

  it('turns summed cents into exact dollars, never −0', () => {
    expect(centsToDollars(30)).toBe(0.3); // 10 + 20 cents, not 0.1 + 0.2 = 0.30000000000000004
    expect(centsToDollars(-123456789)).toBe(-1234567.89);
    expect(Object.is(centsToDollars(-0), -0)).toBe(false);
  });
});

// One copy for the goals projection, the spending and dashboard ratios and the net-worth shares.
describe('roundToCents', () => {
  it.each([
    [0, 0],
    [0.1 + 0.2, 30],
    [1234.56, 123456],
    [-19.99, -1999],
    [100, 10000],
    [6124.5, 612450],
    [0.07, 7],
    [1.1, 110],
    [999_999_999_999.99, 99_999_999_999_999],
  ])('%p dollars are %p cents', (dollars, cents) => {
    expect(roundToCents(dollars)).toBe(cents);
  });

  it('rounds to the nearest cent, and never gives −0', () => {
    expect(roundToCents(12.344)).toBe(1234);
    expect(roundToCents(12.346)).toBe(1235);
    expect(Object.is(roundToCents(-0), 0)).toBe(true);
    expect(Object.is(roundToCents(-0.001), 0)).toBe(true);
  });

  it('round-trips with centsToDollars', () => {
    for (const cents of [0, 1, 99, 100, 999, 8900, -1, -12345, 123456789]) expect(roundToCents(centsToDollars(cents))).toBe(cents);
  });
});

describe('formatWholeDollars', () => {
  it.each([
    [0, '$0'],
    [1234.49, '$1,234'],
    [1234.5, '$1,235'],
    [-987654.4, '-$987,654'],
    [-0.4, '$0'],
    [12_345_678.9, '$12,345,679'],
  ])('%p → %s', (dollars, text) => {
    expect(formatWholeDollars(dollars)).toBe(text);
  });
});

describe('formatDollarsAndCents', () => {
  it.each([
    [0, '$0.00'],
    [9.99, '$9.99'],
    [89, '$89.00'],
    [12500.5, '$12,500.50'],
    [244749.5, '$244,749.50'],
    [0.1 + 0.2, '$0.30'],
    [-1250.75, '-$1,250.75'],
    [-0.001, '$0.00'],
  ])('%p → %j', (dollars, text) => {
    expect(formatDollarsAndCents(dollars)).toBe(text);
  });
});
