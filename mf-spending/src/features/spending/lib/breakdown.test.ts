import { category, periodData } from '../../../testing/spending-fixtures';
import { breakdownRows, categoryCounts, topCategories } from './breakdown';

const current = periodData({
  total_income: 6000,
  period_count: 6,
  expense_categories: {
    Food: category(900, { Groceries: 700, 'Dining Out': 200 }),
    Housing: category(3000, { Rent: 2800, Insurance: 200 }, { average: 500, percent: 50 }),
    Fun: category(150),
    Zoo: category(900),
  },
  income_categories: { Salary: category(6000) },
});

const previous = periodData({
  total_income: 5000,
  period_count: 6,
  expense_categories: {
    Food: category(1000, { Groceries: 700 }),
    Housing: category(3000, { Rent: 2800, Insurance: 200 }),
    Gone: category(50),
  },
});

describe('breakdownRows', () => {
  it('sorts categories by total descending, equal totals by name', () => {
    expect(breakdownRows('expenses', current, null).map((row) => row.name)).toEqual(['Housing', 'Food', 'Zoo', 'Fun']);
  });

  it('sorts subcategories by total descending', () => {
    const food = breakdownRows('expenses', current, null).find((row) => row.name === 'Food');
    expect(food?.subcategories.map((row) => [row.name, row.total])).toEqual([
      ['Groceries', 700],
      ['Dining Out', 200],
    ]);
  });

  it('carries the totals of the wire (total, average per period, percent of income)', () => {
    const [housing] = breakdownRows('expenses', current, null);
    expect(housing).toMatchObject({ name: 'Housing', total: 3000, averagePerPeriod: 500, percentOfIncome: 50 });
  });

  it('has no previous amount and no change without a comparison window', () => {
    const rows = breakdownRows('expenses', current, null);
    expect(rows.every((row) => row.previous === null && row.change === null)).toBe(true);
    expect(rows[1].subcategories.every((row) => row.previous === null && row.change === null)).toBe(true);
  });

  it('compares each category and subcategory with the same name in the comparison window', () => {
    const rows = breakdownRows('expenses', current, previous);
    const byName = Object.fromEntries(rows.map((row) => [row.name, row]));
    expect(byName.Food.previous).toBe(1000);
    expect(byName.Food.change).toEqual({ direction: 'down', percent: -10 });
    expect(byName.Housing.change).toEqual({ direction: 'stable', percent: 0 });
    // New this period: previous 0, which reads as stable.
    expect(byName.Zoo.previous).toBe(0);
    expect(byName.Zoo.change).toEqual({ direction: 'stable', percent: null });
    // Only this period's categories are listed.
    expect(byName.Gone).toBeUndefined();
    const dining = byName.Food.subcategories.find((row) => row.name === 'Dining Out');
    expect(dining?.previous).toBe(0);
    const groceries = byName.Food.subcategories.find((row) => row.name === 'Groceries');
    expect(groceries?.change).toEqual({ direction: 'stable', percent: 0 });
  });

  it('reads the tab it is asked for', () => {
    expect(breakdownRows('income', current, previous).map((row) => [row.name, row.previous])).toEqual([['Salary', 0]]);
    expect(breakdownRows('savings', current, previous)).toEqual([]);
  });
});

describe('categoryCounts', () => {
  it('counts the categories of each tab', () => {
    expect(categoryCounts(current)).toEqual({ expenses: 4, income: 1, savings: 0 });
  });
});

describe('topCategories', () => {
  it.each([
    [2, ['Housing', 'Food']],
    [5, ['Housing', 'Food', 'Zoo', 'Fun']],
    [0, []],
  ])('the top %p', (count, names) => {
    expect(topCategories('expenses', current, count).map((row) => row.name)).toEqual(names);
  });
});
