import { defaultCategory, toEntryPayload, validateEntryForm, type EntryFormValues } from './entry-form';

const valid: EntryFormValues = { type: 'asset', category: 'Checking', name: 'Everyday', value: '12,500.50', date: '2025-01-15' };

describe('validateEntryForm', () => {
  it('accepts a complete form', () => {
    expect(validateEntryForm(valid)).toEqual({});
    expect(validateEntryForm({ ...valid, value: '0' })).toEqual({});
  });

  it.each<[Partial<EntryFormValues>, Record<string, string>]>([
    [{ name: '' }, { name: 'Name is required.' }],
    [{ name: '   ' }, { name: 'Name is required.' }],
    [{ value: '' }, { value: 'Value is required.' }],
    [{ value: '.' }, { value: 'Value is required.' }],
    [{ date: '' }, { date: 'Date is required.' }],
    [{ category: '' }, { category: 'Category is required.' }],
    [
      { name: '', value: '', date: '' },
      { name: 'Name is required.', value: 'Value is required.', date: 'Date is required.' },
    ],
  ])('%j → %j', (changes, errors) => {
    expect(validateEntryForm({ ...valid, ...changes })).toEqual(errors);
  });
});

describe('toEntryPayload', () => {
  it('strips the thousands separators, sends a number and trims the name', () => {
    expect(toEntryPayload({ ...valid, name: '  Everyday  ', value: '1,234,567.89' })).toEqual({
      type: 'asset',
      category: 'Checking',
      name: 'Everyday',
      value: 1234567.89,
      date: '2025-01-15',
    });
  });

  it('refuses a form that was not validated', () => {
    expect(() => toEntryPayload({ ...valid, value: '' })).toThrow();
  });
});

describe('defaultCategory', () => {
  const categories = { asset: ['Cash', 'Checking'], liability: ['Mortgage'] };
  it('is the first category of the type, or none', () => {
    expect(defaultCategory(categories, 'asset')).toBe('Cash');
    expect(defaultCategory(categories, 'liability')).toBe('Mortgage');
    expect(defaultCategory({ asset: [], liability: [] }, 'asset')).toBe('');
  });
});
