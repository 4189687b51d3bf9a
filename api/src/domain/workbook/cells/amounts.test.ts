import {
  addsUpPastMaxTotal,
  AmountOutOfRangeError,
  carriedCents,
  exactCents,
  hasSubCents,
  MAX_AMOUNT_CENTS,
  MAX_TOTAL_CENTS,
  parseAmountCents,
  withDecimalMark,
  withinMaxTotal,
} from './amounts';
import type { Cell } from '../types';

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
    // other ways of writing numbers (src/domain/workbook/README.md, Rules)
    ['1,23', 123],
    ['1.234,56', 123456],
    ['1 234,56', 123456],
    ['1\u202f234,56 €', 123456],
    ["1'234.56", 123456],
    ["CHF 1'250.50", 125050],
    ['-15,37', -1537],
    ['827,75', 82775],
    ['1.500,00', 150000],
    ['1.234.567', 123456700],
    ['12,345,678', 1234567800],
    ['₹1,00,000', 10000000],
    ['R$ 1.234,56', 123456],
    ['12,50 EUR', 1250],
    ['kr 99,50', 9950],
    ['12.50 CR', 1250],
    ['40.00DR', -4000],
    ['-40.00 DR', null],
    ['12abc', null],
    ['1,2,3', null],
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

describe('addsUpPastMaxTotal: the largest total', () => {
  const rows = (count: number, amountCents: number) => Array.from({ length: count }, () => ({ amountCents }));

  it('takes exactly $10 trillion (10,000 amounts of $1 billion) and refuses one cent more', () => {
    expect(addsUpPastMaxTotal([rows(10_000, MAX_AMOUNT_CENTS)])).toBe(false);
    expect(addsUpPastMaxTotal([rows(10_000, MAX_AMOUNT_CENTS), [{ amountCents: 1 }]])).toBe(true);
  });

  it('checks the same bound while another walk goes on (withinMaxTotal), throwing before the row that passes it is handed on', () => {
    const refused = () => new Error('past the total');
    expect([...withinMaxTotal([...rows(5_000, MAX_AMOUNT_CENTS), ...rows(5_000, -MAX_AMOUNT_CENTS)], refused)]).toHaveLength(10_000);
    const seen: number[] = [];
    expect(() => {
      for (const row of withinMaxTotal([...rows(10_000, -MAX_AMOUNT_CENTS), { amountCents: 7 }], refused)) seen.push(row.amountCents);
    }).toThrow('past the total');
    expect(seen).toHaveLength(10_000);
  });

  it('counts amounts by their absolute value, across every list: money out and in cannot cancel out', () => {
    expect(addsUpPastMaxTotal([rows(5_000, MAX_AMOUNT_CENTS), rows(5_000, -MAX_AMOUNT_CENTS)])).toBe(false);
    expect(addsUpPastMaxTotal([rows(5_001, MAX_AMOUNT_CENTS), rows(5_000, -MAX_AMOUNT_CENTS)])).toBe(true);
  });

  it('answers exactly for the most a workbook may hold (200,000 amounts of $1 billion: $200 trillion, past 2^53 cents)', () => {
    expect(200_000 * MAX_AMOUNT_CENTS).toBeGreaterThan(Number.MAX_SAFE_INTEGER);
    expect(addsUpPastMaxTotal([rows(200_000, MAX_AMOUNT_CENTS)])).toBe(true);
    expect(addsUpPastMaxTotal([rows(200_000, -MAX_AMOUNT_CENTS)])).toBe(true);
  });

  it('keeps every total an exact number of cents, also as dollars on the wire', () => {
    // Below 2^53 every integer is exact; below 2^46 dollars every cent shows exactly in JSON.
    expect(MAX_TOTAL_CENTS).toBeLessThan(2 ** 53);
    expect(MAX_TOTAL_CENTS / 100).toBeLessThan(2 ** 46);
    expect(JSON.stringify((MAX_TOTAL_CENTS - 1) / 100)).toBe('9999999999999.99');
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

describe('exactCents (an amount with its fractions of a cent)', () => {
  it.each<[Cell | undefined, number | null]>([
    [18.003141592653, 1800.3141592653],
    [-0.004, -0.4],
    [1.005, 100.5], // the cell's value: rounding is carriedCents' job
    [1.1, 110], // binary noise removed
    ['$12.34', 1234],
    ['-', null],
    [null, null],
  ])('%p → %p', (cell, expected) => {
    expect(exactCents(cell)).toBe(expected);
  });
});

describe('exactCents: whole cents found without toPrecision', () => {
  /** What every amount was read as before: |value| × 100 rounded to 15 significant digits. */
  const byPrecision = (value: number) => (value < 0 ? -1 : 1) * Number((Math.abs(value) * 100).toPrecision(15));

  it('reads every kind of number exactly as toPrecision(15) does', () => {
    let seed = 7;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const values: number[] = [
      0,
      -0,
      0.01,
      0.1 + 0.2,
      1.005,
      1.1,
      2.675,
      1e-7,
      123_456_789.123_456,
      9_999_999_999_999.99,
      1e13 - 0.005,
      1e13,
      1e13 + 0.01,
      4.35,
      8.2,
      1234.5678,
    ];
    for (let i = 0; i < 20_000; i += 1) {
      const cents = Math.floor(random() * 10 ** (1 + Math.floor(random() * 14)));
      values.push(cents / 100, -cents / 100, (cents + random()) / 100, random() * 10 ** Math.floor(random() * 16));
    }
    for (const value of values) {
      if (Math.round(Math.abs(value) * 100) > MAX_AMOUNT_CENTS) continue;
      expect([value, exactCents(value)]).toEqual([value, byPrecision(value)]);
    }
  });
});

describe('carriedCents (fractions of a cent carried so totals are the exact sums rounded once)', () => {
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

  it('makes a column of pasted floats add up to its exact sum rounded, where rounding each drifts', () => {
    // Modelled on Harry Hill's Transaction Amount column: each shows ….x6 and rounds up alone.
    const exact = [-1000.6, -2000.6, -3000.6, -4000.6, -5000.6];
    expect(sum(exact.map((value) => Math.round(value)))).toBe(-15005); // $150.05: five 0.4 cents too many
    const carried = carriedCents(
      exact,
      exact.map(() => 'Groceries'),
    );
    expect(sum(carried)).toBe(-15003); // exact −15003.0 cents: what SUM shows
    // Every running total is the exact running total rounded; no row moves by a cent or more.
    expect(carried).toEqual([-1001, -2000, -3001, -4000, -5001]);
  });

  it('gives each category its exact sum rounded down or up, so that categories add up to the rounded total', () => {
    // Groceries 100.4 + 100.4 = 200.8, Car 50.4 + 50.4 = 100.8, Home 30.4: exactly 332.0 cents.
    const exact = [-100.4, -50.4, -30.4, -100.4, -50.4];
    const groups = ['Groceries', 'Car', 'Home', 'Groceries', 'Car'];
    const carried = carriedCents(exact, groups);
    expect(sum(carried)).toBe(-332);
    const byGroup = (name: string) => sum(carried.filter((_, index) => groups[index] === name));
    // Floors 200 + 100 + 30 = 330; the two extra cents go to the largest fractions (0.8, 0.8), not Home's 0.4.
    expect([byGroup('Groceries'), byGroup('Car'), byGroup('Home')]).toEqual([-201, -101, -30]);
    carried.forEach((cents, index) => expect(Math.abs(cents - exact[index])).toBeLessThan(1));
  });

  it('carries money in and money out apart, and keeps whole cents as they are', () => {
    const carried = carriedCents([300000, -4346.2, -6316.3, 300000, -2704.3, 1250], ['Salary', 'Car', 'Car', 'Salary', 'Car', 'Refund']);
    expect(carried).toEqual([300000, -4346, -6317, 300000, -2704, 1250]);
    expect([sum(carried.filter((cents) => cents > 0)), sum(carried.filter((cents) => cents < 0))]).toEqual([601250, -13367]); // −13366.8, rounded once
  });

  it('leaves amounts in whole cents unchanged, whatever their number', () => {
    const whole = Array.from({ length: 1000 }, (_, index) => (index % 2 ? -1 : 1) * (index * 37 + 1));
    expect(
      carriedCents(
        whole,
        whole.map((_, index) => `g${index % 7}`),
      ),
    ).toEqual(whole);
  });
});

describe('parseAmountCents within a file that says its decimal mark (withDecimalMark)', () => {
  it.each<[string, '.' | ',' | null, number | null]>([
    ['-4,50', '.', null], // a slip in a US file, not an amount
    ['1.234,56', '.', null],
    ['1,234', '.', 123400],
    ['-4,50', ',', -450],
    ['1.500', ',', 150000], // fifteen hundred where commas are decimal
    ['1,234', ',', 123],
    ['1,234.56', ',', null],
    ['1.500', null, 150], // no mark said: the US reading of a lone dot
    ['-4,50', null, -450],
  ])('%p in a file whose mark is %p → %p', (text, mark, cents) => {
    expect(withDecimalMark(mark, () => parseAmountCents(text))).toBe(cents);
  });

  it('reads by the mark only while the file is read', () => {
    expect(withDecimalMark('.', () => parseAmountCents('1,50'))).toBeNull();
    expect(parseAmountCents('1,50')).toBe(150);
  });
});
