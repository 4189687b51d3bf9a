import { editDistance, mergeCandidates, nameKey, nearNames, nearPairs } from './similar-names';

describe('nameKey', () => {
  it.each([
    ['Groceries', 'grocery'],
    ['grocery', 'grocery'],
    ['Eating  Out', 'eatingout'],
    ['eating-out', 'eatingout'],
    ['Bills', 'bill'],
    ['Taxes', 'tax'],
    ['Glass', 'glass'],
    ['Gas', 'gas'],
  ])('%s → %s', (name, key) => {
    expect(nameKey(name)).toBe(key);
  });
});

describe('editDistance', () => {
  it('counts a swap of neighbours as one edit', () => {
    expect(editDistance('trnasport', 'transport')).toBe(1);
    expect(editDistance('utilites', 'utilities')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
  });
});

describe('nearNames', () => {
  it.each([
    ['grocery', 'Groceries'],
    ['Trnasport', 'Transport'],
    ['Eating out', 'eating  out'],
    ['Utilites', 'Utilities'],
    ['Entertainmnt', 'Entertainment'],
    ['Rent', 'rent'],
  ])('%s and %s are near', (a, b) => {
    expect(nearNames(a, b)).toBe(true);
  });

  it.each([
    ['Gas', 'Tax'],
    ['Rent', 'Tent'],
    ['Food', 'Fuel'],
    ['Salary', 'Savings'],
    ['Insurance', 'Investments'],
  ])('%s and %s are apart', (a, b) => {
    expect(nearNames(a, b)).toBe(false);
  });
});

describe('mergeCandidates', () => {
  const rows = [
    { category: 'Groceries', sub_category: 'Food' },
    { category: 'grocery', sub_category: 'Food' },
    { category: 'Transport', sub_category: 'Bus' },
    { category: 'Trnasport', sub_category: 'Bus' },
    { category: 'Transport', sub_category: 'Train' },
    { category: 'Groceries', sub_category: 'food ', merge_into: { category: 'Groceries', sub_category: 'Food' } },
  ];

  it('offers near pairs that are not merged themselves, never the row itself', () => {
    expect(mergeCandidates(rows[1], rows)).toEqual([rows[0]]);
    expect(mergeCandidates(rows[0], rows)).toEqual([rows[1]]);
    expect(mergeCandidates(rows[3], rows)).toEqual([rows[2]]);
    // Bus and Train are different subcategories of one category: nothing to merge.
    expect(mergeCandidates(rows[4], rows)).toEqual([]);
  });

  it('needs both names near', () => {
    expect(nearPairs({ category: 'Groceries', sub_category: 'Food' }, { category: 'grocery', sub_category: 'Fuel' })).toBe(false);
  });
});
