import type { CategoryClassification } from '../domain/analysis';
import { AppError } from '../errors';
import { mergedClassifications } from './workflow-classifications';
import type { SheetSummary } from './workflow-store';

const SHEETS: SheetSummary[] = [
  {
    name: 'log',
    layout: 'transaction-log',
    pairs: [
      ['Food', 'Groceries'],
      ['Food', 'Snacks'],
      ['Income', 'Salary'],
    ],
  },
  { name: 'other', layout: 'transaction-log', pairs: [['Travel', 'Trains']] },
];

const row = (category: string, subcategory: string, type = 'Expense'): CategoryClassification => ({
  category,
  sub_category: subcategory,
  transaction_type: type as CategoryClassification['transaction_type'],
  reversal: false,
});

/** The refusal's English text, or null when nothing was thrown. */
function refusal(run: () => unknown): string | null {
  try {
    run();
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe(400);
    return (error as AppError).messageIn('en');
  }
}

describe('mergedClassifications', () => {
  it('keeps the user’s other pairs and takes each row sent in place of the kept one', () => {
    const kept = [row('Travel', 'Trains'), row('Food', 'Groceries', 'Ignore')];
    const merged = mergedClassifications(kept, [row('Food', 'Groceries'), row('Income', 'Salary', 'Income')], SHEETS, ['log']);
    expect(merged).toEqual([row('Travel', 'Trains'), row('Food', 'Groceries'), row('Income', 'Salary', 'Income')]);
  });

  it('keeps a merge as sent and nothing else of the row', () => {
    const sent = {
      ...row('Food', 'Snacks'),
      merge_into: { category: 'Food', sub_category: 'Groceries' },
      extra: 1,
    } as CategoryClassification;
    expect(mergedClassifications([], [sent, row('Food', 'Groceries')], SHEETS, ['log'])[0]).toEqual({
      ...row('Food', 'Snacks'),
      merge_into: { category: 'Food', sub_category: 'Groceries' },
    });
  });

  it('refuses a pair sent twice, a pair of a sheet not selected, and a merge into one', () => {
    expect(refusal(() => mergedClassifications([], [row('Food', 'Snacks'), row('Food', 'Snacks')], SHEETS, ['log']))).toMatch(
      /Food.*Snacks/,
    );
    expect(refusal(() => mergedClassifications([], [row('Travel', 'Trains')], SHEETS, ['log']))).toMatch(/Travel.*Trains/);
    const intoOther = { ...row('Food', 'Snacks'), merge_into: { category: 'Travel', sub_category: 'Trains' } };
    expect(refusal(() => mergedClassifications([], [intoOther], SHEETS, ['log']))).toMatch(
      /^Category row 1 \(Food \/ Snacks\): merge_into: "Travel \/ Trains"/,
    );
    expect(refusal(() => mergedClassifications([], [row('Travel', 'Trains')], SHEETS, ['log', 'other']))).toBeNull();
  });
});
