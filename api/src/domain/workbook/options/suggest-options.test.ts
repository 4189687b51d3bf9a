import { parseWorkbook } from '../reading/read-workbook';
import { suggestOptions } from './suggest-options';
import type { SheetGrid } from '../types';

const log = (name: string, ...dates: string[]): SheetGrid => ({
  name,
  rows: [['Date', 'Category', 'Amount'], ...dates.map((date) => [date, 'Food', 1])],
});
const notes: SheetGrid = { name: 'Notes', rows: [['Hello']] };
const period: SheetGrid = {
  name: 'P1',
  rows: [
    ['Category', 'Actual'],
    ['Food', 1],
  ],
};

describe('suggestOptions', () => {
  it('selects the matched sheets in workbook order, from the earliest date, with the last period type', () => {
    const workbook = parseWorkbook([log('2025', '2025-03-04', '2025-02-01'), notes, log('2024', '2024-07-09')]);
    expect(suggestOptions(workbook, 'monthly', '2025-05-14')).toEqual({
      selected_sheets: ['2025', '2024'],
      selected_date: '2024-07-09',
      period_type: 'monthly',
    });
  });

  it('falls back to the first of today’s month and bi-weekly', () => {
    expect(suggestOptions(parseWorkbook([period, notes]), null, '2025-05-14')).toEqual({
      selected_sheets: ['P1'],
      selected_date: '2025-05-01',
      period_type: 'bi-weekly',
    });
  });

  it('takes a grid’s years as dates found', () => {
    const grid: SheetGrid = {
      name: 'Grid',
      rows: [
        ['', 'Dec 2024', 'Jan 2025'],
        ['Rent', 1, 1],
      ],
    };
    expect(suggestOptions(parseWorkbook([grid]), null, '2025-05-14').selected_date).toBe('2024-12-01');
  });

  it('starts a yearless grid at its first month in today’s year', () => {
    const grid: SheetGrid = {
      name: 'Grid',
      rows: [
        ['', 'Jan', 'Feb'],
        ['Rent', 1, 1],
      ],
    };
    expect(suggestOptions(parseWorkbook([grid]), 'yearly', '2025-05-14')).toEqual({
      selected_sheets: ['Grid'],
      selected_date: '2025-01-01',
      period_type: 'yearly',
    });
  });

  it('suggests nothing selected for a workbook with no layout', () => {
    expect(suggestOptions(parseWorkbook([notes]), null, '2025-12-31')).toEqual({
      selected_sheets: [],
      selected_date: '2025-12-01',
      period_type: 'bi-weekly',
    });
  });
});
