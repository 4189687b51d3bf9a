import { convertHundredths, formatRate, normalizedRate, parseTypedRate, RATE_MAX_SIGNIFICANT_DIGITS } from './currency-rates';
import { convertMinorUnits, convertedTotal } from './money-format';

describe('convertMinorUnits between currencies of different minor units', () => {
  it.each([
    // CHF → USD: 7,800.00 francs at 1.12 are 8,736.00 dollars; 0.05 at 1.12 is 0.056 → 0.06.
    [780000, 'CHF', 'USD', '1.12', 873600],
    [5, 'CHF', 'USD', '1.12', 6],
    // JPY (no minor unit) → EUR: ¥1,234 at 0.0061 is €7.5274 → 753 cents; ¥1 and ¥3 at 0.005 are ties.
    [1234, 'JPY', 'EUR', '0.0061', 753],
    [1, 'JPY', 'EUR', '0.005', 0],
    [3, 'JPY', 'EUR', '0.005', 2],
    [-3, 'JPY', 'EUR', '0.005', -2],
    // EUR → BHD (three decimals): €10.05 at 0.409 is 4.11045 BHD → 4.110 (4110 fils).
    [1005, 'EUR', 'BHD', '0.409', 4110],
    [-1005, 'EUR', 'BHD', '0.409', -4110],
  ])('%p %s in %s at %s is %p', (amount, from, to, rate, converted) => {
    expect(convertMinorUnits(amount, from, to, rate)).toBe(converted);
  });

  it('totals are the sums of the rounded rows', () => {
    expect(convertedTotal([1, 3, 5, 7], 'JPY', 'EUR', '0.005')).toBe(0 + 2 + 2 + 4);
  });
});

describe('convertHundredths (the transactions table keeps hundredths of every currency)', () => {
  it.each([
    [780000, 'CHF', 'USD', '1.12', 873600],
    // 1.25 CHF at 1.1 is 1.375 USD: the tie goes to the even 1.38; 1.15 → 1.265 → 1.26.
    [125, 'CHF', 'USD', '1.1', 138],
    [115, 'CHF', 'USD', '1.1', 126],
    [-125, 'CHF', 'USD', '1.1', -138],
    [-115, 'CHF', 'USD', '1.1', -126],
    // ¥1,234 (123400 hundredths) at 0.0061 → €7.5274 → 753 cents.
    [123400, 'JPY', 'EUR', '0.0061', 753],
    // €10.00 at 150.5 is ¥1,505 (whole yen, as hundredths); €0.03 at 150.5 is ¥4.515 → ¥5.
    [1000, 'EUR', 'JPY', '150.5', 150500],
    [3, 'EUR', 'JPY', '150.5', 500],
    // ¥0.5 ties go to the even yen: €0.01 at 50 is ¥0.5 → ¥0, €0.03 at 50 is ¥1.5 → ¥2.
    [1, 'EUR', 'JPY', '50', 0],
    [3, 'EUR', 'JPY', '50', 200],
    // EUR → BHD, kept to the hundredth: €10.05 at 0.409 is 4.11045 → 4.11.
    [1005, 'EUR', 'BHD', '0.409', 411],
    [0, 'EUR', 'BHD', '0.409', 0],
  ])('%p hundredths %s in %s at %s are %p', (amount, from, to, rate, converted) => {
    expect(convertHundredths(amount, from, to, rate)).toBe(converted);
  });

  it('refuses fractions, unknown codes and results past 2^53', () => {
    expect(() => convertHundredths(1.5, 'CHF', 'USD', '1')).toThrow(RangeError);
    expect(() => convertHundredths(100, 'XYZW', 'USD', '1')).toThrow(RangeError);
    expect(() => convertHundredths(Number.MAX_SAFE_INTEGER, 'CHF', 'USD', '2')).toThrow(RangeError);
  });
});

describe('normalizedRate', () => {
  it.each([
    ['1.12', '1.12'],
    [' 01.120 ', '1.12'],
    ['150.0', '150'],
    ['0.0089', '0.0089'],
    ['0.00000001', '0.00000001'],
    ['12345678', '12345678'],
    ['1.2345678', '1.2345678'],
  ])('%p is kept as %p', (text, kept) => {
    expect(normalizedRate(text)).toBe(kept);
  });

  it(`refuses what is not a positive decimal with at most ${RATE_MAX_SIGNIFICANT_DIGITS} significant digits`, () => {
    for (const text of ['', '0', '0.000', '-1', '1,12', '1e3', 'abc', '.5', '1.', '1.23456789', '123456789', '0.000000000000000000001'])
      expect(normalizedRate(text)).toBeNull();
  });
});

describe('formatRate and parseTypedRate', () => {
  it('write and read a rate the locale’s way, digit for digit', () => {
    expect(formatRate('1.12', 'en-US')).toBe('1.12');
    expect(formatRate('1.12', 'de-DE')).toBe('1,12');
    expect(formatRate('0.00000001', 'es-ES')).toBe('0,00000001');
    expect(formatRate('150', 'de-CH')).toBe('150');
    expect(parseTypedRate('1,12', 'de-DE')).toBe('1.12');
    expect(parseTypedRate(' 1.120 ', 'de-DE')).toBe('1.12');
    expect(parseTypedRate('1.12', 'en-US')).toBe('1.12');
    expect(parseTypedRate('1,12', 'en-US')).toBeNull();
    expect(parseTypedRate('1,1,2', 'de-DE')).toBeNull();
    expect(parseTypedRate('0', 'de-DE')).toBeNull();
  });
});
