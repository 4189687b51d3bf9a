import { financialHealth, formatRatio } from './health';

describe('financialHealth', () => {
  it.each([
    ['typical', 4000, 2500, 800, 62.5, 20],
    ['one decimal, rounded', 3000, 1000, 2000, 33.3, 66.7],
    ['spending more than earning', 1000, 1500.5, -100, 150.1, -10],
    ['cents count', 0.03, 0.01, 0.02, 33.3, 66.7],
    ['no expenses, no savings', 100, 0, 0, 0, 0],
  ])('%s', (_name, total_income, total_expenses, total_savings, expenseRatio, savingsRate) => {
    expect(financialHealth({ total_income, total_expenses, total_savings })).toEqual({ expenseRatio, savingsRate });
  });

  it.each([0, -250, 0.001])('income %p gives no ratios', (total_income) => {
    expect(financialHealth({ total_income, total_expenses: 100, total_savings: 50 })).toEqual({ expenseRatio: null, savingsRate: null });
  });
});

describe('formatRatio', () => {
  it.each<[number | null, string]>([
    [62.5, '62.5%'],
    [20, '20.0%'],
    [-10, '-10.0%'],
    [null, '—'],
  ])('%p → %p', (value, text) => {
    expect(formatRatio(value, 'en-US')).toBe(text);
  });
});
