import { matchesSearch, searchKeyOf, searchTextOf, SEARCH_FIELD_SEPARATOR } from './search-text';

describe('transaction search text', () => {
  it('lower-cases the three fields, non-ASCII letters included', () => {
    expect(searchTextOf('CAFÉ Ölé', 'Food', 'ÉCOLE')).toBe(['café ölé', 'food', 'école'].join(SEARCH_FIELD_SEPARATOR));
    expect(searchTextOf(null, 'A', 'B')).toBe(['', 'a', 'b'].join(SEARCH_FIELD_SEPARATOR));
  });

  it('matches a case-insensitive substring of any one field, accents kept', () => {
    expect(matchesSearch('café', 'CAFÉ de Flore', 'Food', 'Eating out')).toBe(true);
    expect(matchesSearch('CAFÉ', 'Le café', 'Food', 'Eating out')).toBe(true);
    expect(matchesSearch('ΣΟΥΠΕΡ', 'σουπερ μάρκετ', 'Food', 'Groceries')).toBe(true);
    expect(matchesSearch('cafe', 'Café', 'Food', 'Eating out')).toBe(false);
    expect(matchesSearch('groc', 'Shop', 'Food', 'Groceries')).toBe(true);
    expect(matchesSearch('%_', '50%_off', 'Food', 'Groceries')).toBe(true);
  });

  it('never matches across two fields', () => {
    expect(matchesSearch('shopfood', 'Shop', 'Food', 'Groceries')).toBe(false);
    expect(searchKeyOf(`shop${SEARCH_FIELD_SEPARATOR}food`)).toBeNull();
    expect(matchesSearch(`shop${SEARCH_FIELD_SEPARATOR}food`, 'Shop', 'Food', 'Groceries')).toBe(false);
    // A field holding the separator (no sheet can) is searched as if it were a space.
    expect(searchTextOf(`a${SEARCH_FIELD_SEPARATOR}b`, 'C', 'D').split(SEARCH_FIELD_SEPARATOR)).toEqual(['a b', 'c', 'd']);
  });
});
