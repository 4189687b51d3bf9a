import { DEFAULT_SOURCE_NAME, GOOGLE_SHEET_SOURCE_NAME, MAX_SOURCE_NAME_LENGTH, sourceNameFor } from './source-names';

describe('sourceNameFor', () => {
  it('takes the file name without its extension', () => {
    expect(sourceNameFor('file', 'Budget 2025.xlsx')).toBe('Budget 2025');
    expect(sourceNameFor('file', 'statement.2025.csv')).toBe('statement.2025');
    expect(sourceNameFor('file', 'notes')).toBe('notes');
    expect(sourceNameFor('file', '.hidden')).toBe('.hidden');
  });

  it('names a Google Sheet import "Google Sheet" and a nameless one "My budget"', () => {
    expect(sourceNameFor('googleSheet', '1AbCdEf')).toBe(GOOGLE_SHEET_SOURCE_NAME);
    expect(sourceNameFor('file', null)).toBe(DEFAULT_SOURCE_NAME);
    expect(sourceNameFor('file', '')).toBe(DEFAULT_SOURCE_NAME);
    expect(sourceNameFor('file', '  .xlsx')).toBe(DEFAULT_SOURCE_NAME);
  });

  it('keeps a name the user could have typed: no path, no control characters, at most 120 characters', () => {
    expect(sourceNameFor('file', 'C:\\Users\\ann\\budget.xlsx')).toBe('budget');
    expect(sourceNameFor('file', 'a\tb\n.xlsx')).toBe('a b');
    const long = sourceNameFor('file', `${'é'.repeat(200)}.xlsx`);
    expect(long).toBe('é'.repeat(MAX_SOURCE_NAME_LENGTH));
    expect(Array.from(sourceNameFor('file', `${'😀'.repeat(130)}.csv`))).toHaveLength(MAX_SOURCE_NAME_LENGTH);
  });
});
