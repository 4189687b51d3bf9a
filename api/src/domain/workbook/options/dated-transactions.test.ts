import type { PeriodType } from '../../analysis/periods';
import { datedTransactions, periodStartDate } from './dated-transactions';
import { gridMonthDates } from '../cells/months';
import { parseWorkbook } from '../reading/read-workbook';
import type { GridMonth, ParsedWorkbook, WorkflowOptions } from '../types';

const options = (selected_sheets: string[], selected_date: string, period_type: PeriodType = 'bi-weekly'): WorkflowOptions => ({
  selected_sheets,
  selected_date,
  period_type,
});

const workbook: ParsedWorkbook = parseWorkbook([
  {
    name: 'Log',
    rows: [
      ['Date', 'Category', 'Subcategory', 'Amount'],
      ['2024-12-31', 'Food', 'Groceries', -10],
      ['2025-01-01', 'Food', 'Groceries', -20],
      ['2025-01-02', 'Income', 'Salary', 100],
    ],
  },
  {
    name: 'Period A',
    rows: [
      ['Category', 'Item', 'Actual'],
      ['Food', 'Groceries', 50],
    ],
  },
  {
    name: 'Period B',
    rows: [
      ['Category', 'Item', 'Actual'],
      ['Food', 'Groceries', 60],
    ],
  },
  {
    name: 'Summary',
    rows: [
      ['', 'Nov', 'Dec', 'Jan'],
      ['Rent', 1000, 1000, 1100],
    ],
  },
  { name: 'Notes', rows: [['Just some notes']] },
]);

describe('periodStartDate', () => {
  it.each<[PeriodType, number, string]>([
    ['bi-weekly', 0, '2025-01-31'],
    ['bi-weekly', 1, '2025-02-14'],
    ['bi-weekly', 3, '2025-03-14'],
    ['monthly', 1, '2025-02-28'],
    ['monthly', 2, '2025-03-31'],
    ['monthly', 13, '2026-02-28'],
    ['quarterly', 1, '2025-04-30'],
    ['quarterly', 4, '2026-01-31'],
    ['yearly', 1, '2026-01-31'],
  ])('%s period %d from 2025-01-31 starts %s (day clamped to the month end)', (type, index, expected) => {
    expect(periodStartDate('2025-01-31', type, index)).toBe(expected);
  });

  it('a yearly period from 29 Feb lands on 28 Feb', () => {
    expect(periodStartDate('2024-02-29', 'yearly', 1)).toBe('2025-02-28');
  });
});

describe('gridMonthDates', () => {
  const m = (month: number, year: number | null = null): GridMonth => ({ month, year });

  it.each<[string, GridMonth[], string, string[]]>([
    ['Jan–Mar take the selected year', [m(1), m(2), m(3)], '2025-02-10', ['2025-01-01', '2025-02-01', '2025-03-01']],
    ['Nov, Dec, Jan: Jan moves to the next year', [m(11), m(12), m(1)], '2024-11-01', ['2024-11-01', '2024-12-01', '2025-01-01']],
    ['a repeated month moves on a year', [m(5), m(5)], '2025-01-01', ['2025-05-01', '2026-05-01']],
    [
      'Dec, Jan, Dec, Jan: two year turns',
      [m(12), m(1), m(12), m(1)],
      '2023-06-01',
      ['2023-12-01', '2024-01-01', '2024-12-01', '2025-01-01'],
    ],
    ['explicit years stay', [m(1, 2020), m(2, 2020)], '2025-01-01', ['2020-01-01', '2020-02-01']],
  ])('%s', (_name, months, selected, expected) => {
    expect(gridMonthDates(months, selected)).toEqual(expected);
  });
});

describe('datedTransactions', () => {
  it('keeps a log row’s date and counts it only on or after the selected date', () => {
    expect(datedTransactions(workbook, options(['Log'], '2025-01-01'))).toEqual([
      {
        date: '2024-12-31',
        category: 'Food',
        subcategory: 'Groceries',
        amountCents: -1000,
        signed: true,
        counted: false,
        description: '',
        sheet: 'Log',
        row: 1,
      },
      {
        date: '2025-01-01',
        category: 'Food',
        subcategory: 'Groceries',
        amountCents: -2000,
        signed: true,
        counted: true,
        description: '',
        sheet: 'Log',
        row: 2,
      },
      {
        date: '2025-01-02',
        category: 'Income',
        subcategory: 'Salary',
        amountCents: 10000,
        signed: true,
        counted: true,
        description: '',
        sheet: 'Log',
        row: 3,
      },
    ]);
  });

  it('numbers rows per sheet, in the selected order', () => {
    const result = datedTransactions(workbook, options(['Period B', 'Log', 'Period A'], '2025-01-01'));
    expect(result.map((t) => [t.sheet, t.row])).toEqual([
      ['Period B', 1],
      ['Log', 1],
      ['Log', 2],
      ['Log', 3],
      ['Period A', 1],
    ]);
  });

  it.each<[PeriodType, string]>([
    ['bi-weekly', '2025-01-29'],
    ['monthly', '2025-02-15'],
    ['quarterly', '2025-04-15'],
    ['yearly', '2026-01-15'],
  ])('dates the i-th selected per-period sheet i %s periods on (second sheet: %s); always counted', (type, second) => {
    const result = datedTransactions(workbook, options(['Period B', 'Period A'], '2025-01-15', type));
    expect(result.map((t) => [t.amountCents, t.date, t.counted, t.signed])).toEqual([
      [6000, '2025-01-15', true, false],
      [5000, second, true, false],
    ]);
  });

  it('dates grid cells on their month’s first day with the selected year rolling over', () => {
    const result = datedTransactions(workbook, options(['Summary'], '2024-12-01'));
    expect(result.map((t) => [t.date, t.amountCents, t.counted, t.category, t.subcategory])).toEqual([
      ['2024-11-01', 100000, false, 'Rent', 'Rent'],
      ['2024-12-01', 100000, true, 'Rent', 'Rent'],
      ['2025-01-01', 110000, true, 'Rent', 'Rent'],
    ]);
  });

  it('follows the selected order, ignores unknown, unmatched and repeated names, and counts periods over per-period sheets only', () => {
    const result = datedTransactions(
      workbook,
      options(['Nope', 'Period A', 'Summary', 'Notes', 'Period A', 'Log', 'Period B'], '2025-01-01', 'monthly'),
    );
    expect(result.map((t) => [t.date, t.amountCents])).toEqual([
      ['2025-01-01', 5000], // Period A: period 0
      ['2025-11-01', 100000], // Summary
      ['2025-12-01', 100000],
      ['2026-01-01', 110000],
      ['2024-12-31', -1000], // Log
      ['2025-01-01', -2000],
      ['2025-01-02', 10000],
      ['2025-02-01', 6000], // Period B: period 1, the grid between did not count as a period
    ]);
  });

  it('reads nothing when no selected sheet exists', () => {
    expect(datedTransactions(workbook, options(['Nope'], '2025-01-01'))).toEqual([]);
  });
});
