import { filterQuery, NO_FILTERS } from './transaction-filters';

describe('filterQuery', () => {
  it('sends only the filters that are set, search text trimmed', () => {
    expect(filterQuery(NO_FILTERS).toString()).toBe('');
    expect(filterQuery({ ...NO_FILTERS, q: '  market ', category: 'Food & Drink', window: 'LY' }).toString()).toBe(
      'q=market&category=Food+%26+Drink&window=LY',
    );
    expect(filterQuery({ ...NO_FILTERS, q: '   ' }).toString()).toBe('');
  });
});
