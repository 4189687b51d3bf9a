import { columnLetters, columnNumber, rangeBounds, roleOfColumn, tableEntry, withColumnRole, withTableEntry } from './reading-settings';

describe('column letters', () => {
  it('go A…Z, AA… and back', () => {
    expect(columnLetters(3)).toEqual(['A', 'B', 'C']);
    expect(columnLetters(28).slice(-3)).toEqual(['Z', 'AA', 'AB']);
    expect(columnNumber('A')).toBe(0);
    expect(columnNumber('AB')).toBe(27);
  });

  it('bound a range, 0-based', () => {
    expect(rangeBounds('B2:F22')).toEqual({ firstColumn: 1, firstRow: 1, lastColumn: 5, lastRow: 21 });
    expect(rangeBounds('nonsense')).toBeNull();
  });
});

describe('roles', () => {
  const columns = { date: 'A', category: 'B', amount: 'D' };

  it('reads the role of a column, none when it plays none', () => {
    expect(roleOfColumn(columns, 'B')).toBe('category');
    expect(roleOfColumn(columns, 'C')).toBe('none');
  });

  it('gives a role to one column only, and none takes it away', () => {
    expect(withColumnRole(columns, 'C', 'amount')).toEqual({ date: 'A', category: 'B', amount: 'C' });
    expect(withColumnRole(columns, 'B', 'description')).toEqual({ date: 'A', description: 'B', amount: 'D' });
    expect(withColumnRole(columns, 'A', 'none')).toEqual({ category: 'B', amount: 'D' });
  });
});

describe('table entries', () => {
  it('finds an entry by range, and drops one left with nothing but its range', () => {
    const settings = { tables: [{ range: 'A1:D9', date_order: 'DMY' as const }] };
    expect(tableEntry(settings, 'A1:D9')).toEqual({ range: 'A1:D9', date_order: 'DMY' });
    expect(tableEntry(settings, 'F1:H9')).toEqual({ range: 'F1:H9' });
    expect(withTableEntry(settings, { range: 'F1:H9', skip: true })).toEqual({
      tables: [
        { range: 'A1:D9', date_order: 'DMY' },
        { range: 'F1:H9', skip: true },
      ],
    });
    expect(withTableEntry(settings, { range: 'A1:D9' })).toEqual({ tables: [] });
  });
});
