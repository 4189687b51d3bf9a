import { retirementRate, retirementTotal } from './retirement-rate';

const SUBS = [
  { name: '401k', amount: 6124.5 },
  { name: 'Emergency fund', amount: 3000 },
  { name: 'IRA', amount: 0.1 },
  { name: 'Withdrawal', amount: -500.25 },
  { name: 'Roth', amount: 4900 },
  { name: 'Pension', amount: 4896 },
];

describe('retirementRate', () => {
  it.each([
    ['nothing chosen', [], 60000, 0],
    ['one subcategory', ['401k'], 61245, 10],
    ['two subcategories add up', ['401k', 'Emergency fund'], 61245, 14.9],
    ['rounds to one decimal, half away from zero (exactly 12.25 %)', ['Roth'], 40000, 12.3],
    ['rounds down below the half (12.24 %)', ['Pension'], 40000, 12.2],
    ['a half on the negative side rounds away from zero too (-1.25 %)', ['Withdrawal'], 40020, -1.3],
    ['cents add exactly (0.1 + 0.2 style sums)', ['IRA', '401k'], 612.46, 1000],
    ['a negative subcategory lowers the rate', ['Emergency fund', 'Withdrawal'], 10000, 25],
    ['a chosen name the analysis lacks adds nothing', ['Gone', 'Emergency fund'], 30000, 10],
    ['income of 0 gives 0', ['401k'], 0, 0],
    ['negative income gives 0', ['401k'], -100, 0],
    ['a rate above 100 % is shown as it is', ['401k'], 1000, 612.5],
  ])('%s', (_case, chosen, income, expected) => {
    expect(retirementRate(SUBS, chosen, income)).toBe(expected);
  });

  it('is never -0', () => {
    expect(Object.is(retirementRate([{ name: 'A', amount: -0.01 }], ['A'], 1_000_000), 0)).toBe(true);
  });
});

describe('retirementTotal', () => {
  it.each([
    [[], 0],
    [['401k'], 6124.5],
    [['401k', 'IRA'], 6124.6],
    [['Emergency fund', 'Withdrawal'], 2499.75],
    [['Nope'], 0],
  ])('%j → %d', (chosen, expected) => {
    expect(retirementTotal(SUBS, chosen)).toBe(expected);
  });
});
