import { AmountOutOfRangeError, hasSubCents, parseAmountCents } from './amounts';
import type { Cell } from './types';

describe('parseAmountCents', () => {
  it.each<[Cell | undefined, number | null]>([
    // numbers as a spreadsheet stores them
    [12, 1200],
    [-45.5, -4550],
    [1234.56, 123456],
    [0.1 + 0.2, 30],
    [1.005, 101], // stored as 1.00499999…, shown (and meant) as 1.01
    [-1.005, -101],
    [0, 0],
    [Number.NaN, null],
    [Number.POSITIVE_INFINITY, null],
    [1e20, null],
    // currency-formatted text
    ['$1,234.56', 123456],
    ['1234.56', 123456],
    ['(12.00)', -1200],
    ['($1,000)', -100000],
    ['-$5', -500],
    ['$-5', -500],
    ['- $ 5.25', -525],
    ['+$7.10', 710],
    ['12.00-', -1200],
    ['US$ 3.5', 350],
    ['€12', 1200],
    ['12.50 USD', 1250],
    ['.75', 75],
    ['3.', 300],
    ['2.345', 235], // half away from zero on the third decimal
    ['-2.345', -235],
    ['2.344', 234],
    ['  42  ', 4200],
    ['\u00a0$9.99\u00a0', 999],
    // not amounts
    ['', null],
    ['   ', null],
    ['-', null],
    ['n/a', null],
    ['12%', null],
    ['1,23', null],
    ['12,34.5', null],
    ['--5', null],
    ['(-5)', null],
    ['1.2.3', null],
    ['Amount', null],
    [true, null],
    [new Date(Date.UTC(2025, 0, 1)), null],
    [null, null],
    [undefined, null],
  ])('%p → %p', (cell, cents) => {
    expect(parseAmountCents(cell)).toBe(cents);
  });
});

describe('parseAmountCents: the largest amount', () => {
  it('accepts exactly $1,000,000,000 and refuses one cent more, as text or number', () => {
    expect(parseAmountCents(1_000_000_000)).toBe(100_000_000_000);
    expect(parseAmountCents('-$1,000,000,000.00')).toBe(-100_000_000_000);
    expect(() => parseAmountCents(1_000_000_000.01)).toThrow(AmountOutOfRangeError);
    expect(() => parseAmountCents('$90,000,000,000,000')).toThrow(/larger than \$1,000,000,000/);
  });
});

describe('hasSubCents (amounts with more than two decimals: pasted random floats, conversions)', () => {
  it.each([
    [18.003141592653, true],
    [0.004, true],
    [-12.345, true],
    [1.1, false], // 110.00000000000001 cents: binary noise, not a fraction of a cent
    [12.34, false],
    [-0.1 - 0.2, false], // 0.30000000000000004
    [1500, false],
    ['12.3456', false], // text is read as written, not judged here
    [null, false],
  ] as const)('%p → %p', (cell, expected) => {
    expect(hasSubCents(cell)).toBe(expected);
  });
});
