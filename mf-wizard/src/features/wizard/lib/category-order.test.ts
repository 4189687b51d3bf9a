import type { CategoryRowDto, TransactionType } from '@ontrack/api/contracts';
// The table's order is the server's (product.md section 4): the wizard sorts with the same function.
import { sortCategoryRows } from '@ontrack/api/domain';

const row = (category: string, sub_category: string, transaction_type: TransactionType, new_f = false): CategoryRowDto => ({ category, sub_category, transaction_type, reversal: false, new_f });
const labels = (rows: CategoryRowDto[]) => rows.map((r) => `${r.new_f ? 'new ' : ''}${r.transaction_type} ${r.category}/${r.sub_category}`);

describe('sortCategoryRows', () => {
  it('puts new rows first, then Income, Savings, Expense, Ignore, then category, then subcategory', () => {
    const rows = [
      row('Transfers', 'Card payment', 'Ignore'),
      row('Housing', 'Rent', 'Expense'),
      row('Food', 'Groceries', 'Expense'),
      row('Food', 'Dining out', 'Expense'),
      row('Savings', 'Emergency fund', 'Savings'),
      row('Salary', 'Paycheck', 'Income'),
      row('Pets', 'Vet', 'Expense', true),
      row('Bonus', 'Bonus', 'Income', true),
    ];
    expect(labels(sortCategoryRows(rows))).toEqual([
      'new Income Bonus/Bonus',
      'new Expense Pets/Vet',
      'Income Salary/Paycheck',
      'Savings Savings/Emergency fund',
      'Expense Food/Dining out',
      'Expense Food/Groceries',
      'Expense Housing/Rent',
      'Ignore Transfers/Card payment',
    ]);
  });

  it('compares names without regard to case and with numbers in numeric order', () => {
    const rows = [row('b', 'x', 'Expense'), row('A', 'x', 'Expense'), row('Item 10', 'x', 'Expense'), row('Item 9', 'x', 'Expense')];
    expect(sortCategoryRows(rows).map((r) => r.category)).toEqual(['A', 'b', 'Item 9', 'Item 10']);
  });

  it('puts an unknown transaction type after Ignore', () => {
    const rows = [row('Z', 'z', 'Mystery' as TransactionType), row('A', 'a', 'Ignore')];
    expect(sortCategoryRows(rows).map((r) => r.transaction_type)).toEqual(['Ignore', 'Mystery']);
  });

  it('leaves its input as it was', () => {
    const rows = [row('B', 'b', 'Expense'), row('A', 'a', 'Income')];
    const copy = [...rows];
    sortCategoryRows(rows);
    expect(rows).toEqual(copy);
  });
});
