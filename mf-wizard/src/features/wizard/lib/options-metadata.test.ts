import { hasEarlierUpload, metadataSheets, toDateInputValue, toPeriodType } from './options-metadata';

describe('metadataSheets', () => {
  it.each([
    ['a list', ['Jan', 'Feb'], ['Jan', 'Feb']],
    ['a JSON string of a list', '["Jan","Feb"]', ['Jan', 'Feb']],
    ['a JSON string with padding', '  ["Budget 2025"] ', ['Budget 2025']],
    ['a plain sheet name', 'Budget', ['Budget']],
    ['an empty string', '', []],
    ['null', null, []],
    ['a JSON object', '{"a":1}', []],
    ['a list with non-text and blank entries and repeats', ['Jan', 3, '', 'Jan', null, 'Feb'], ['Jan', 'Feb']],
  ])('reads %s', (_case, value, expected) => {
    expect(metadataSheets(value)).toEqual(expected);
  });
});

describe('toDateInputValue', () => {
  it.each([
    ['2025-01-15', '2025-01-15'],
    ['2025-01-15T00:00:00.000Z', '2025-01-15'],
    [' 2024-12-01 ', '2024-12-01'],
    ['01/15/2025', ''],
    [null, ''],
    [20250115, ''],
  ])('%p -> %p', (value, expected) => {
    expect(toDateInputValue(value)).toBe(expected);
  });
});

describe('toPeriodType', () => {
  it.each([
    ['monthly', 'monthly'],
    ['quarterly', 'quarterly'],
    ['yearly', 'yearly'],
    ['bi-weekly', 'bi-weekly'],
    ['weekly', 'bi-weekly'],
    [null, 'bi-weekly'],
  ])('%p -> %p', (value, expected) => {
    expect(toPeriodType(value)).toBe(expected);
  });
});

describe('hasEarlierUpload', () => {
  const base = { period_start_date: null, pay_period_type: null, google_sheet_id: null, last_update_timestamp: null };
  it('is true once options were saved for a workbook, in either form', () => {
    expect(hasEarlierUpload({ ...base, selected_sheets: ['Jan'] })).toBe(true);
    expect(hasEarlierUpload({ ...base, selected_sheets: '["Jan"]' as unknown as string[] })).toBe(true);
  });
  it('is false for a new user or before the metadata arrived', () => {
    expect(hasEarlierUpload({ ...base, selected_sheets: [] })).toBe(false);
    expect(hasEarlierUpload({ ...base, selected_sheets: '[]' as unknown as string[] })).toBe(false);
    expect(hasEarlierUpload(undefined)).toBe(false);
  });
});
