import { analyse } from './analyse';
import type { CategoryClassification, TransactionType } from './classification';
import { categoryRows } from './category-rows';
import { countedType, mergeProblem, mergeResolver } from './merges';

function cls(
  category: string,
  sub_category: string,
  transaction_type: TransactionType,
  extra: Partial<CategoryClassification> = {},
): CategoryClassification {
  return { category, sub_category, transaction_type, reversal: false, ...extra };
}

const GROCERIES = { category: 'Groceries', sub_category: 'Food' };

describe('mergeResolver', () => {
  const resolve = mergeResolver([
    cls('Groceries', 'Food', 'Expense', { reversal: true }),
    cls('grocery', 'Food', 'Income', { merge_into: GROCERIES }),
    cls('Trnasport', 'Bus', 'Expense', { merge_into: { category: 'Transport', sub_category: 'Bus' } }),
  ]);

  it('answers a merged pair as its target, with the target classification', () => {
    const pair = resolve('grocery', 'Food');
    expect(pair).toMatchObject({ category: 'Groceries', subcategory: 'Food', merged: true });
    // The merged row said Income; the target's Expense and reversal decide.
    expect(countedType(pair, () => 'Ignore')).toEqual({ type: 'Expense', reversal: true });
  });

  it('answers a pair that is not merged as itself', () => {
    expect(resolve('Groceries', 'Food')).toMatchObject({ category: 'Groceries', subcategory: 'Food', merged: false });
    expect(resolve('Rent', 'Flat')).toEqual({ category: 'Rent', subcategory: 'Flat', classification: undefined, merged: false });
  });

  it('guesses the type of a target never classified', () => {
    const pair = resolve('Trnasport', 'Bus');
    expect(pair).toMatchObject({ category: 'Transport', subcategory: 'Bus', classification: undefined, merged: true });
    expect(countedType(pair, () => 'Expense')).toEqual({ type: 'Expense', reversal: false });
  });
});

describe('mergeProblem', () => {
  const present = (category: string, subcategory: string) =>
    ['Groceries/Food', 'grocery/Food', 'Rent/Flat'].includes(`${category}/${subcategory}`);

  it('accepts merges into pairs of the sheets that are not merged', () => {
    expect(
      mergeProblem([cls('Groceries', 'Food', 'Expense'), cls('grocery', 'Food', 'Expense', { merge_into: GROCERIES })], present),
    ).toBeNull();
  });

  it('refuses a target that is not a pair of the sheets', () => {
    expect(
      mergeProblem([cls('grocery', 'Food', 'Expense', { merge_into: { category: 'Groceries', sub_category: 'Milk' } })], present),
    ).toEqual({
      index: 0,
      message: expect.stringMatching(/^merge_into: "Groceries \/ Milk" is not a category of the selected sheets/),
    });
  });

  it('refuses a target that is itself merged, and a row merged into itself', () => {
    const rows = [
      cls('Rent', 'Flat', 'Expense'),
      cls('grocery', 'Food', 'Expense', { merge_into: GROCERIES }),
      cls('Groceries', 'Food', 'Expense', { merge_into: { category: 'Rent', sub_category: 'Flat' } }),
    ];
    expect(mergeProblem(rows, present)).toEqual({ index: 1, message: expect.stringMatching(/"Groceries \/ Food" is itself merged/) });
    expect(
      mergeProblem([cls('grocery', 'Food', 'Expense', { merge_into: { category: 'grocery', sub_category: 'Food' } })], present),
    ).toEqual({ index: 0, message: 'merge_into: a category cannot be merged into itself.' });
  });
});

describe('analyse with merges', () => {
  it('counts a merged pair under its target with the target type and reversal', () => {
    const transactions = [
      { date: '2025-03-02', category: 'Groceries', subcategory: 'Food', amountCents: 4000, signed: false, counted: true },
      { date: '2025-03-05', category: 'grocery', subcategory: 'Food', amountCents: 1250, signed: false, counted: true },
      { date: '2025-03-06', category: 'Work', subcategory: 'Salary', amountCents: 300000, signed: false, counted: true },
    ];
    const classifications = [
      cls('Groceries', 'Food', 'Expense'),
      cls('grocery', 'Food', 'Income', { merge_into: GROCERIES }),
      cls('Work', 'Salary', 'Income'),
    ];
    const { spending_analysis } = analyse(
      transactions,
      classifications,
      { selected_sheets: ['Log'], selected_date: '2025-03-01', period_type: 'monthly' },
      '2025-03-31T00:00:00.000Z',
    );
    const ly = spending_analysis.period_data.LY!;
    // 40.00 + 12.50 under Groceries / Food; the merged row's own "Income" is not used.
    expect(ly.total_expenses).toBe(52.5);
    expect(ly.total_income).toBe(3000);
    expect(Object.keys(ly.expense_categories)).toEqual(['Groceries']);
    expect(ly.expense_categories.Groceries.subcategories).toEqual({ Food: expect.objectContaining({ total: 52.5 }) });
  });
});

describe('categoryRows with merges', () => {
  it('shows a remembered merge again while its target is among the pairs', () => {
    const remembered = [
      cls('Groceries', 'Food', 'Expense'),
      cls('grocery', 'Food', 'Expense', { merge_into: GROCERIES }),
      cls('trnsport', 'Bus', 'Expense', { merge_into: { category: 'Transport', sub_category: 'Bus' } }),
    ];
    const rows = categoryRows(
      [
        { category: 'Groceries', subcategory: 'Food' },
        { category: 'grocery', subcategory: 'Food' },
        { category: 'trnsport', subcategory: 'Bus' },
      ],
      remembered,
    );
    expect(rows.find((row) => row.category === 'grocery')?.merge_into).toEqual(GROCERIES);
    // Transport / Bus is not in these sheets: the merge is not offered back.
    expect(rows.find((row) => row.category === 'trnsport')).not.toHaveProperty('merge_into');
    expect(rows.find((row) => row.category === 'Groceries')).not.toHaveProperty('merge_into');
  });
});
