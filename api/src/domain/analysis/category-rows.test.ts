import type { CategoryRow } from './classification';
import { categoryRows, sortCategoryRows } from './category-rows';

const row = (
  category: string,
  sub_category: string,
  transaction_type: CategoryRow['transaction_type'],
  new_f: boolean,
  reversal = false,
): CategoryRow => ({
  category,
  sub_category,
  transaction_type,
  reversal,
  new_f,
});

describe('categoryRows', () => {
  it('makes one row per distinct pair: remembered pairs keep type and reversal, new pairs are guessed', () => {
    const rows = categoryRows(
      [
        { category: 'Food', subcategory: 'Groceries' },
        { category: 'Work', subcategory: 'Salary' },
        { category: 'Food', subcategory: 'Groceries' }, // duplicate
        { category: 'Shopping', subcategory: 'Refunds' },
        { category: 'Goals', subcategory: 'Emergency fund' },
      ],
      [
        // The user once called Salary an Expense (odd, but theirs to decide) and marked refunds reversed.
        { category: 'Work', sub_category: 'Salary', transaction_type: 'Expense', reversal: false },
        { category: 'Shopping', sub_category: 'Refunds', transaction_type: 'Expense', reversal: true },
        { category: 'Gone', sub_category: 'Not in this workbook', transaction_type: 'Income', reversal: false },
      ],
    );
    expect(rows).toEqual([
      row('Goals', 'Emergency fund', 'Savings', true),
      row('Food', 'Groceries', 'Expense', true),
      row('Shopping', 'Refunds', 'Expense', false, true),
      row('Work', 'Salary', 'Expense', false),
    ]);
  });

  it('tells pairs apart by both names, exactly', () => {
    const rows = categoryRows(
      [
        { category: 'Food', subcategory: 'Dining' },
        { category: 'Fun', subcategory: 'Dining' },
        { category: 'food', subcategory: 'Dining' },
      ],
      [{ category: 'Food', sub_category: 'Dining', transaction_type: 'Expense', reversal: false }],
    );
    expect(rows.map((r) => [r.category, r.sub_category, r.new_f])).toEqual([
      ['food', 'Dining', true],
      ['Fun', 'Dining', true],
      ['Food', 'Dining', false],
    ]);
  });

  it('answers no rows for no pairs', () => {
    expect(categoryRows([], [])).toEqual([]);
  });
});

describe('sortCategoryRows', () => {
  it('puts new rows first, then Income, Savings, Expense, Ignore, then category, then subcategory', () => {
    const rows = [
      row('Bills', 'Transfer', 'Ignore', false),
      row('Housing', 'Rent', 'Expense', false),
      row('Work', 'Salary', 'Income', false),
      row('Food', 'Groceries', 'Expense', true),
      row('Goals', 'Emergency fund', 'Savings', false),
      row('Food', 'Dining', 'Expense', true),
      row('Bank', 'Interest', 'Income', true),
      row('Apartment', 'Water', 'Expense', false),
      row('Bills', 'Credit card payment', 'Ignore', true),
    ];
    const sorted = sortCategoryRows(rows);
    expect(sorted.map((r) => `${r.new_f ? 'new' : 'old'} ${r.transaction_type} ${r.category}/${r.sub_category}`)).toEqual([
      'new Income Bank/Interest',
      'new Expense Food/Dining',
      'new Expense Food/Groceries',
      'new Ignore Bills/Credit card payment',
      'old Income Work/Salary',
      'old Savings Goals/Emergency fund',
      'old Expense Apartment/Water',
      'old Expense Housing/Rent',
      'old Ignore Bills/Transfer',
    ]);
    // A copy: the caller's array keeps its order.
    expect(rows[0].sub_category).toBe('Transfer');
  });

  it('compares names case-insensitively and numbers by value, exact text breaking ties', () => {
    const sorted = sortCategoryRows([
      row('Item 10', 'a', 'Expense', false),
      row('item 2', 'a', 'Expense', false),
      row('Item 2', 'a', 'Expense', false),
      row('apple', 'b', 'Expense', false),
      row('apple', 'A', 'Expense', false),
    ]);
    expect(sorted.map((r) => `${r.category}/${r.sub_category}`)).toEqual(['apple/A', 'apple/b', 'Item 2/a', 'item 2/a', 'Item 10/a']);
  });

  it('puts a transaction type it does not know after Ignore', () => {
    const sorted = sortCategoryRows([row('Z', 'z', 'Mystery' as CategoryRow['transaction_type'], false), row('A', 'a', 'Ignore', false)]);
    expect(sorted.map((r) => r.transaction_type)).toEqual(['Ignore', 'Mystery']);
  });
});
