import { countedContributionCents } from './analyse';
import { classificationIndex, pairKey } from './classification';
import { pairResolver } from './merges';

// The one key of a (category, subcategory) pair: the server's maps, the stored classifications'
// key, the wizard's rows and the spending table's rows all use it.
describe('pairKey', () => {
  it.each([
    [
      ['a b', 'c'],
      ['a', 'b c'],
    ],
    [
      ['Food', ''],
      ['', 'Food'],
    ],
    [
      ['a/b', 'c'],
      ['a', 'b/c'],
    ],
    [
      ['Food', 'Groceries'],
      ['food', 'Groceries'],
    ],
  ])('tells %j and %j apart', ([category, subcategory], [otherCategory, otherSubcategory]) => {
    expect(pairKey(category, subcategory)).not.toBe(pairKey(otherCategory, otherSubcategory));
  });

  it('is the same for the same names', () => {
    expect(pairKey('Food', 'Groceries')).toBe(pairKey('Food', 'Groceries'));
  });
});

describe('classificationIndex', () => {
  it('finds each classification by its pair, the last one winning', () => {
    const index = classificationIndex([
      { category: 'Food', sub_category: 'Groceries', transaction_type: 'Expense', reversal: false },
      { category: 'Food', sub_category: 'Groceries', transaction_type: 'Ignore', reversal: true },
      { category: 'Work', sub_category: 'Salary', transaction_type: 'Income', reversal: false },
    ]);
    expect(index.get(pairKey('Food', 'Groceries'))).toMatchObject({ transaction_type: 'Ignore', reversal: true });
    expect(index.get(pairKey('Work', 'Salary'))).toMatchObject({ transaction_type: 'Income' });
    expect(index.get(pairKey('Work', 'Bonus'))).toBeUndefined();
  });
});

describe('pairResolver and countedContributionCents (the one resolution the analysis and the stored rows share)', () => {
  const resolve = pairResolver([{ category: 'Food', sub_category: 'Refunds', transaction_type: 'Expense', reversal: true }]);

  it('takes the user’s classification, else the guess without reversal', () => {
    expect(resolve('Food', 'Refunds')).toEqual({ category: 'Food', subcategory: 'Refunds', type: 'Expense', reversal: true });
    expect(resolve('Income', 'Salary')).toEqual({ category: 'Income', subcategory: 'Salary', type: 'Income', reversal: false });
  });

  it('applies sign and reversal as the analysis does, and counts nothing of ignored or uncounted rows', () => {
    // Money in on a signed sheet lowers an expense; the reversal flips that.
    expect(countedContributionCents({ amountCents: 1500, signed: true, counted: true }, resolve('Food', 'Refunds'))).toBe(1500);
    expect(countedContributionCents({ amountCents: -2000, signed: true, counted: false }, resolve('Food', 'Refunds'))).toBe(0);
    expect(
      countedContributionCents(
        { amountCents: -2000, signed: true, counted: true },
        { category: 'T', subcategory: 'T', type: 'Ignore', reversal: false },
      ),
    ).toBe(0);
  });
});
