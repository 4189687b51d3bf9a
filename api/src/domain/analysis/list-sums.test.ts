import { MonthlySums } from './list-sums';

describe('MonthlySums', () => {
  it('sums every row dated in a window, contributions per type, ignored rows counted but adding nothing', () => {
    const sums = new MonthlySums();
    sums.add('2025-05-14', 'Income', 200_000);
    sums.add('2025-05-01', 'Expense', 4_050);
    sums.add('2025-03-31', 'Savings', 25_000);
    sums.add('2025-02-28', 'Expense', -1_500);
    sums.add('2025-02-10', 'Ignore', 0);
    sums.add('2024-05-31', 'Expense', 999);
    const windows = sums.windows('2025-05-14');
    expect(windows['3_months']).toEqual({ count: 3, income: 200_000, expenses: 4_050, savings: 25_000 });
    expect(windows['3_months_previous']).toEqual({ count: 2, income: 0, expenses: -1_500, savings: 0 });
    expect(windows.LY).toEqual({ count: 5, income: 200_000, expenses: 2_550, savings: 25_000 });
    expect(windows['2LY']).toEqual({ count: 1, income: 0, expenses: 999, savings: 0 });
  });
});
