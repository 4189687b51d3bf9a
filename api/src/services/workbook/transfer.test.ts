import { parseWorkbook } from '../../domain/workbook/parse-sheet';
import { packWorkbook, stringTable, unpackWorkbook } from './transfer';

describe('packWorkbook / unpackWorkbook', () => {
  it('round-trips every layout exactly, optional fields absent where they were', () => {
    const workbook = parseWorkbook([
      { name: 'Log', rows: [['Date', 'Payee', 'Category', 'Amount'], ['2025-01-02', 'Shop', 'Food', -1.23], ['2025-01-01', '', 'Food', 999_999_999.99]] },
      { name: 'Plan', rows: [['Category', 'Actual'], ['Rent', 900]] },
      { name: 'Grid', rows: [['', 'Jan 2025', 'Feb 2025'], ['Gym', 40, -40]] },
      { name: 'Notes', rows: [['hello']] },
    ]);
    const { packed, transfer } = packWorkbook(workbook);
    expect(transfer).toHaveLength(6 * 4);
    const back = unpackWorkbook(structuredClone(packed));
    expect(back).toEqual(workbook);
    expect(Object.keys(back.sheets[1].rows[0]).sort()).toEqual(['amountCents', 'category', 'description', 'subcategory']);
    expect(back.sheets[2].rows[1]).toEqual({ category: 'Gym', subcategory: 'Gym', description: '', amountCents: -4000, monthIndex: 1 });
    // Past 32 bits (the largest amount the readers accept): the amounts column keeps every cent.
    expect(back.sheets[0].rows.map((row) => row.amountCents)).toContain(99_999_999_999);
    // Repeated names are sent once.
    expect(packed.strings.filter((text) => text === 'Food')).toHaveLength(1);
  });
});

// The one string interning of the worker's packing and of the stored format 1 (issue 12).
describe('stringTable', () => {
  it('keeps each distinct text once, in the order first seen, and answers the same index for the same text', () => {
    const { strings, intern } = stringTable();
    expect(['Food', 'Rent', 'Food', '', 'food', ''].map(intern)).toEqual([0, 1, 0, 2, 3, 2]);
    expect(strings).toEqual(['Food', 'Rent', '', 'food']);
  });
});
