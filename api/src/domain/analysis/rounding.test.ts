import { averageDollars, percentOf, roundedRatio } from './rounding';

describe('roundedRatio', () => {
  it.each([
    [10, 4, 1, 3], // 2.5 → 3
    [-10, 4, 1, -3], // −2.5 → −3 (half away from zero)
    [10, -4, 1, -3],
    [9, 4, 1, 2], // 2.25
    [11, 4, 1, 3], // 2.75
    [1, 3, 1000, 333], // 333.33…
    [2, 3, 1000, 667], // 666.66…
    [0, 7, 1, 0],
    [-1, 3, 1, 0], // −0.33 → 0, never −0
    [Number.MAX_SAFE_INTEGER, 2, 1000, 4503599627370495500], // exact in BigInt even past 2^53
  ])('%i × %i / … = %i', (numerator, denominator, scale, expected) => {
    const result = roundedRatio(numerator, denominator, scale);
    expect(result).toBe(expected);
    expect(Object.is(result, -0)).toBe(false);
  });

  it('refuses fractions and a zero denominator', () => {
    expect(() => roundedRatio(1.5, 2)).toThrow(RangeError);
    expect(() => roundedRatio(1, 0)).toThrow(RangeError);
  });
});

describe('money and percent at the end', () => {
  it('averages to the cent', () => {
    expect(averageDollars(100_00, 3)).toBe(33.33); // 3333.33… cents
    expect(averageDollars(200_00, 3)).toBe(66.67); // 6666.66… cents
    expect(averageDollars(5, 2)).toBe(0.03); // 2.5 cents → 3
    expect(averageDollars(-5, 2)).toBe(-0.03);
  });

  it('gives percents with one decimal, 0 when the whole is not positive', () => {
    expect(percentOf(1, 3)).toBe(33.3);
    expect(percentOf(2, 3)).toBe(66.7);
    expect(percentOf(1, 16)).toBe(6.3); // 6.25 → 6.3
    expect(percentOf(-1, 16)).toBe(-6.3);
    expect(percentOf(250_00, 100_00)).toBe(250);
    expect(percentOf(100, 0)).toBe(0);
    expect(percentOf(100, -50)).toBe(0);
  });
});
