import { dateCellReader, parseDateCell, serialToIso, textToIso } from './dates';
import type { Cell } from '../types';

describe('parseDateCell', () => {
  it.each<[Cell | undefined, string | null]>([
    // real date cells are calendar days, read in UTC
    [new Date(Date.UTC(2025, 0, 15)), '2025-01-15'],
    [new Date(Date.UTC(2025, 0, 15, 23, 59)), '2025-01-15'],
    [new Date(Number.NaN), null],
    // Excel / Google serials (time of day dropped)
    [45672, '2025-01-15'],
    [45672.75, '2025-01-15'],
    [45351, '2024-02-29'],
    [18264, '1950-01-01'],
    [5, null], // a small number in a date column is not a date
    [-1, null],
    // text: ISO, US, day-month-year, month-day-year
    ['2025-01-15', '2025-01-15'],
    ['2025-1-5', '2025-01-05'],
    ['2025/01/15', '2025-01-15'],
    ['2025-01-15T10:30:00Z', '2025-01-15'],
    ['01/15/2025', '2025-01-15'],
    ['1/5/2025', '2025-01-05'],
    ['1/5/25', '2025-01-05'],
    ['12/31/99', '1999-12-31'],
    ['01-15-2025', '2025-01-15'],
    ['01/15/2025 08:00', '2025-01-15'],
    ['15 Jan 2025', '2025-01-15'],
    ['5 January 2025', '2025-01-05'],
    ['15-Jan-2025', '2025-01-15'],
    ['15-jan-25', '2025-01-15'],
    ['1st Sept 2025', '2025-09-01'],
    ['Jan 15, 2025', '2025-01-15'],
    ['  2025-03-01 ', '2025-03-01'],
    // not dates
    ['13/01/2025', null], // US form only: there is no 13th month
    ['02/30/2025', null],
    ['2025-02-29', null],
    ['15 Foo 2025', null],
    ['yesterday', null],
    ['', null],
    [true, null],
    [null, null],
  ])('%p → %p', (cell, iso) => {
    expect(parseDateCell(cell)).toBe(iso);
  });

  it('reads the serials around Excel’s phantom 29 Feb 1900 as Excel shows them', () => {
    expect(serialToIso(1)).toBe('1900-01-01');
    expect(serialToIso(59)).toBe('1900-02-28');
    expect(serialToIso(61)).toBe('1900-03-01');
  });

  it('refuses years outside 1900–2200', () => {
    expect(textToIso('1899-12-31')).toBeNull();
    expect(textToIso('2201-01-01')).toBeNull();
  });
});

describe('dateCellReader', () => {
  it('reads every cell as parseDateCell does, in its date order, whether seen before or not', () => {
    const cells: Array<Cell | undefined> = [
      new Date(Date.UTC(2025, 0, 15)),
      new Date(Date.UTC(2025, 0, 15)),
      45672,
      45672,
      '03/04/2025',
      '03/04/2025',
      'nope',
      'nope',
      new Date(Number.NaN),
      true,
      null,
      undefined,
      45672.75,
    ];
    for (const order of ['MDY', 'DMY'] as const) {
      const read = dateCellReader(order);
      expect(cells.map(read)).toEqual(cells.map((cell) => parseDateCell(cell, order)));
    }
  });

  it('keeps a date and a serial of the same number apart', () => {
    const read = dateCellReader();
    const date = new Date(45672);
    expect(read(date)).toBe('1970-01-01');
    expect(read(45672)).toBe('2025-01-15');
  });
});
