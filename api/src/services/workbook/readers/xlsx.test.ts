import { excelValueToCell } from './xlsx';

describe('excelValueToCell', () => {
  const date = new Date(Date.UTC(2025, 0, 2));
  it.each<[string, unknown, unknown]>([
    ['number', 12.5, 12.5],
    ['text', 'Rent', 'Rent'],
    ['boolean', true, true],
    ['date', date, date],
    ['empty', null, null],
    ['formula with a cached number', { formula: 'A1*2', result: 10 }, 10],
    ['formula with cached text', { formula: 'A1&"x"', result: 'Rentx' }, 'Rentx'],
    ['shared formula with a cached value', { sharedFormula: 'B2', result: 3 }, 3],
    ['formula never calculated', { formula: 'A1*2' }, null],
    ['formula with an error result', { formula: '1/0', result: { error: '#DIV/0!' } }, null],
    ['formula whose result is NaN (an error read as a number)', { formula: 'X', result: Number.NaN }, null],
    ['rich text', { richText: [{ text: 'Gro' }, { font: {}, text: 'ceries' }] }, 'Groceries'],
    ['hyperlink', { text: 'Bank', hyperlink: 'https://bank.example' }, 'Bank'],
    ['error', { error: '#N/A' }, null],
    ['invalid date', new Date(Number.NaN), null],
  ])('%s', (_name, value, expected) => {
    expect(excelValueToCell(value)).toEqual(expected);
  });
});
