import { parseSheet } from './read-sheet';
import { parseWorkbook } from './read-workbook';
import type { Cell, ParsedTable, SheetRow } from '../types';
import { englishText } from '../../../../test/support/reading-english';

const d = (iso: string) => new Date(`${iso}T00:00:00Z`);
const sheet = (rows: Cell[][], name = 'Sheet1') => parseSheet({ name, rows });
/** Rows as [category, subcategory, cents] (plus the date or month index when there is one). */
const brief = (parsed: ParsedTable) =>
  parsed.rows.map((row: SheetRow) => [row.category, row.subcategory, row.amountCents, row.date ?? row.monthIndex ?? null]);

describe('parseSheet: dated transaction log', () => {
  it('finds the header under title rows, in any column order, ignoring extra columns', () => {
    const parsed = sheet([
      ['Wealth Whisperer Transaction Log'],
      ['Exported 2025-03-01', null, null],
      [],
      ['Notes', 'Amount', 'Account', 'Sub-Category', ' CATEGORY ', 'Payee', 'Date'],
      ['weekly shop', -82.15, 'Visa', 'Groceries', 'Food', 'Corner Market', d('2025-01-03')],
      [null, 2500, 'Checking', 'Paycheck', 'Income', 'ACME Corp', d('2025-01-01')],
    ]);
    expect(parsed.layout).toBe('transaction-log');
    expect(parsed.rows).toEqual([
      { category: 'Food', subcategory: 'Groceries', description: 'Corner Market', amountCents: -8215, date: '2025-01-03' },
      { category: 'Income', subcategory: 'Paycheck', description: 'ACME Corp', amountCents: 250000, date: '2025-01-01' },
    ]);
    expect(parsed.signed).toBe(true);
    expect(parsed.earliestDate).toBe('2025-01-01');
    expect(parsed.problem).toBeUndefined();
  });

  it('reads text dates, serials and currency text; skips blank, amount-less, zero, dateless and total rows', () => {
    const parsed = sheet([
      ['Date', 'Description', 'Category', 'Subcategory', 'Amount'],
      ['01/15/2025', 'Rent', 'Housing', 'Rent', '$1,200.00'],
      [],
      [null, null, null, null, null],
      ['15 Jan 2025', 'Power', 'Housing', 'Utilities', '(85.40)'],
      ['2025-01-20', 'Refund', 'Shopping', 'Clothes', '-$5'],
      [45678, 'Serial-dated', 'Food', 'Dining', 12.5],
      ['2025-01-21', 'No amount', 'Food', 'Dining', null],
      ['2025-01-22', 'Words', 'Food', 'Dining', 'pending'],
      ['2025-01-23', 'Zero', 'Food', 'Dining', 0],
      ['2025-01-23', 'Zero text', 'Food', 'Dining', '$0.00'],
      [null, 'Opening balance', 'Balance', 'Balance', 1000],
      ['not a date', 'Bad date', 'Food', 'Dining', 10],
      ['2025-01-31', '', 'Total', '', 1202.1],
      ['2025-01-31', 'Month', 'Food', 'Subtotal', 12.5],
    ]);
    expect(brief(parsed)).toEqual([
      ['Housing', 'Rent', 120000, '2025-01-15'],
      ['Housing', 'Utilities', -8540, '2025-01-15'],
      ['Shopping', 'Clothes', -500, '2025-01-20'],
      ['Food', 'Dining', 1250, '2025-01-21'],
    ]);
  });

  it('keeps a shop called Total Wine: only category columns mark total rows in a log', () => {
    const parsed = sheet([
      ['Date', 'Description', 'Category', 'Amount'],
      ['2025-02-01', 'Total Wine & More', 'Alcohol', 30],
    ]);
    expect(parsed.rows.map((row) => row.description)).toEqual(['Total Wine & More']);
  });

  it('uses the category as subcategory without a Subcategory column, and Uncategorized for a blank category', () => {
    const parsed = sheet([
      ['date', 'memo', 'category', 'amount'],
      ['2025-02-01', 'coffee', 'Dining', 4.5],
      ['2025-02-02', 'mystery', '', 9],
    ]);
    expect(brief(parsed)).toEqual([
      ['Dining', 'Dining', 450, '2025-02-01'],
      ['Uncategorized', 'Uncategorized', 900, '2025-02-02'],
    ]);
  });

  it('takes formula results as the cells hold them (binary noise rounded away)', () => {
    const parsed = sheet([
      ['Date', 'Category', 'Amount'],
      [d('2025-03-01'), 'Food', 0.1 + 0.2],
      [d('2025-03-02'), 'Food', 19.99 * 3],
    ]);
    expect(parsed.rows.map((row) => row.amountCents)).toEqual([30, 5997]);
  });

  it('is unsigned when every amount is positive', () => {
    const parsed = sheet([
      ['Date', 'Category', 'Amount'],
      ['2025-03-01', 'Food', 10],
      ['2025-02-01', 'Rent', 900],
    ]);
    expect(parsed.signed).toBe(false);
    expect(parsed.earliestDate).toBe('2025-02-01');
  });

  it.each([
    ['Debit', 'Credit'],
    ['Outflow', 'Inflow'],
    ['Withdrawal', 'Deposit'],
    ['Withdrawals', 'Deposits'],
  ])('reads a %s/%s pair as credit − debit, signed', (debit, credit) => {
    const parsed = sheet([
      ['Date', 'Category', 'Item', credit, debit, 'Balance'],
      ['2025-04-01', 'Income', 'Salary', '$3,000.00', null, 3000],
      ['2025-04-02', 'Housing', 'Rent', null, 1200, 1800],
      ['2025-04-03', 'Food', 'Groceries', '', '45.10', 1754.9],
      ['2025-04-04', 'Food', 'Refund', 5, 1, 1758.9],
      ['2025-04-05', 'Bank', 'Fee', null, -2.5, 1756.4], // a debit written negative is still money out
      ['2025-04-06', 'Bank', 'Nothing', null, null, 1756.4],
    ]);
    expect(parsed.layout).toBe('transaction-log');
    expect(parsed.signed).toBe(true);
    expect(parsed.rows.map((row) => row.amountCents)).toEqual([300000, -120000, -4510, 400, -250]);
  });

  it('is signed for a pair even when every row is money in', () => {
    const parsed = sheet([
      ['Date', 'Category', 'Debit', 'Credit'],
      ['2025-04-01', 'Income', null, 10],
    ]);
    expect(parsed.signed).toBe(true);
  });

  it('prefers Amount over a debit/credit pair in the same header', () => {
    const parsed = sheet([
      ['Date', 'Category', 'Debit', 'Credit', 'Amount'],
      ['2025-04-01', 'Food', 99, null, -12],
    ]);
    expect(parsed.rows[0].amountCents).toBe(-1200);
  });

  it('finds a header anywhere in the sheet, however many title lines come first', () => {
    const title = Array.from({ length: 40 }, (_, i) => [`Title line ${i + 1}`]);
    const late = sheet([...title, ['Date', 'Category', 'Amount'], ['2025-01-01', 'Food', 1]]);
    expect(late.layout).toBe('transaction-log');
    expect(late.range).toBe('A41:C42');
  });

  it('truncates absurdly long labels', () => {
    const parsed = sheet([
      ['Date', 'Category', 'Amount'],
      ['2025-01-01', 'x'.repeat(5000), 1],
    ]);
    expect(parsed.rows[0].category).toHaveLength(200);
  });
});

describe('parseSheet: per-period sheets', () => {
  it('reads Actual, continues blank categories, applies sections and skips subtotals', () => {
    const parsed = sheet([
      ['Zero-Based Budget — Period 1'],
      [],
      ['Category', 'Item', 'Planned', 'Actual', 'Difference'],
      ['INCOME'],
      [null, 'Paycheck', 3000, 3000, 0],
      [null, 'Side gig', 200, '$250.00', -50],
      ['Total Income', null, 3200, 3250],
      ['Expenses'],
      ['Housing', 'Rent', 1200, 1200, 0],
      [null, 'Utilities', 150, '140.25', 9.75], // merged category cell: blank continues Housing
      [],
      [null, 'Internet', 60, 60, 0], // still Housing across a blank row
      ['Food', 'Groceries', 400, 412.3, -12.3],
      [null, 'Dining out', 100, null, 100], // no actual yet: skipped
      [null, 'Coffee', 20, 0, 20], // zero: skipped
      ['Subtotal', null, 1930, 1812.55],
      [null, 'Snacks', 10, 10, 0], // after a subtotal the continuation starts over: the section's group
      ['Grand Total', null, 5130, 5062.55],
    ]);
    expect(parsed.layout).toBe('per-period');
    expect(parsed.earliestDate).toBeNull();
    expect(parsed.signed).toBe(false);
    expect(brief(parsed)).toEqual([
      ['INCOME', 'Paycheck', 300000, null],
      ['INCOME', 'Side gig', 25000, null],
      ['Housing', 'Rent', 120000, null],
      ['Housing', 'Utilities', 14025, null],
      ['Housing', 'Internet', 6000, null],
      ['Food', 'Groceries', 41230, null],
      ['Expenses', 'Snacks', 1000, null],
    ]);
  });

  it.each<[string[], string, number]>([
    [['Actual', 'Spent', 'Amount', 'Planned'], 'Actual', 1],
    [['Planned', 'Spent', 'Amount'], 'Spent', 2],
    [['Budgeted', 'Amount'], 'Amount', 3],
    [['Budgeted'], 'Budgeted', 4],
    [['Planned'], 'Planned', 4],
    [['Budget'], 'Budget', 4],
  ])('chooses among %p the %s column', (amountHeaders, _chosen, expected) => {
    const values: Record<string, number> = { Actual: 1, Spent: 2, Amount: 3, Planned: 4, Budgeted: 4, Budget: 4 };
    const parsed = sheet([
      ['Category', 'Subcategory', ...amountHeaders],
      ['Food', 'Groceries', ...amountHeaders.map((header) => values[header])],
    ]);
    expect(parsed.layout).toBe('per-period');
    expect(parsed.rows.map((row) => row.amountCents)).toEqual([expected * 100]);
  });

  it('with one label column, makes the section the category and the label the subcategory', () => {
    const parsed = sheet([
      ['Item', 'Budgeted', 'Spent'],
      ['Carry-over', 50, 50], // before any section: the label is both
      ['Income'],
      ['Paycheck', 2000, 2000],
      ['Debt'],
      ['Credit card', 300, 300],
      ['Car loan', 250, '(250)'],
      ['Total Debt', 550, 550],
    ]);
    expect(brief(parsed)).toEqual([
      ['Carry-over', 'Carry-over', 5000, null],
      ['Income', 'Paycheck', 200000, null],
      ['Debt', 'Credit card', 30000, null],
      ['Debt', 'Car loan', -25000, null],
    ]);
    expect(parsed.signed).toBe(true);
  });

  it('reads a Category-only sheet, the category being its own subcategory', () => {
    const parsed = sheet([
      ['Category', 'Amount'],
      ['Rent', 1000],
      ['Food', 300],
    ]);
    expect(brief(parsed)).toEqual([
      ['Rent', 'Rent', 100000, null],
      ['Food', 'Food', 30000, null],
    ]);
  });

  it('takes a category from a heading row without an amount for the rows below it', () => {
    const parsed = sheet([
      ['Category', 'Item', 'Actual'],
      ['Transport', null, null],
      [null, 'Fuel', 60],
      [null, 'Parking', 15],
    ]);
    expect(brief(parsed)).toEqual([
      ['Transport', 'Fuel', 6000, null],
      ['Transport', 'Parking', 1500, null],
    ]);
  });
});

describe('parseSheet: month grid', () => {
  it('reads one transaction per month cell, skipping Total/Avg/% columns and subtotal rows', () => {
    const parsed = sheet([
      ['Household budget'],
      ['Category', 'Subcategory', 'Jan', 'Feb', 'Mar', 'Total', 'Avg', '%'],
      ['Income', 'Salary', 4000, 4000, '$4,100.00', 12100, 4033.33, 1],
      ['Housing', 'Rent', 1500, 1500, 1500, 4500, 1500, 0.37],
      [null, 'Power', 90, null, 0, 90, 30, 0.01], // blank category: Housing; empty and zero cells skipped
      ['Subtotal', null, 1590, 1500, 1500, 4590, 1530, 0.38],
      ['Total expenses', null, 1590, 1500, 1500, 4590, 1530, 0.38],
    ]);
    expect(parsed.layout).toBe('month-grid');
    expect(parsed.months).toEqual([
      { month: 1, year: null },
      { month: 2, year: null },
      { month: 3, year: null },
    ]);
    expect(brief(parsed)).toEqual([
      ['Income', 'Salary', 400000, 0],
      ['Income', 'Salary', 400000, 1],
      ['Income', 'Salary', 410000, 2],
      ['Housing', 'Rent', 150000, 0],
      ['Housing', 'Rent', 150000, 1],
      ['Housing', 'Rent', 150000, 2],
      ['Housing', 'Power', 9000, 0],
    ]);
    expect(parsed.earliestDate).toBeNull(); // no years: dated only once the options give one
  });

  it('uses an unnamed label column as both names and dates months that carry their year', () => {
    const parsed = sheet([
      [null, 'November 2024', 'December 2024', 'January 2025', 'Notes'],
      ['Groceries', 410, 455.5, 398, 'holidays'],
      ['Gym', null, 40, 40, null],
    ]);
    expect(parsed.layout).toBe('month-grid');
    expect(brief(parsed)).toEqual([
      ['Groceries', 'Groceries', 41000, 0],
      ['Groceries', 'Groceries', 45550, 1],
      ['Groceries', 'Groceries', 39800, 2],
      ['Gym', 'Gym', 4000, 1],
      ['Gym', 'Gym', 4000, 2],
    ]);
    expect(parsed.earliestDate).toBe('2024-11-01');
  });

  it.each<[string, Cell[]]>([
    ['date cells', [d('2025-01-01'), d('2025-02-01')]],
    ['YYYY-MM text', ['2025-01', '2025-02']],
    ['serial numbers (Google Sheets)', [45658, 45689]],
  ])('reads month headers given as %s', (_kind, months) => {
    const parsed = sheet([
      ['Item', ...months],
      ['Rent', 1000, 1000],
    ]);
    expect(parsed.months).toEqual([
      { month: 1, year: 2025 },
      { month: 2, year: 2025 },
    ]);
    expect(parsed.earliestDate).toBe('2025-01-01');
  });

  it('groups a one-label grid under its section titles (50/30/20)', () => {
    const parsed = sheet([
      ['50/30/20 Budget'],
      ['', 'Jan', 'Feb'],
      ['Income'],
      ['Paycheck', 5000, 5000],
      ['Needs'],
      ['Rent', 1500, 1500],
      ['Wants'],
      ['Dining', 200, -20],
      ['Savings'],
      ['Emergency fund', 500, 500],
      ['Total', 7200, 6980],
    ]);
    expect(brief(parsed)).toEqual([
      ['Income', 'Paycheck', 500000, 0],
      ['Income', 'Paycheck', 500000, 1],
      ['Needs', 'Rent', 150000, 0],
      ['Needs', 'Rent', 150000, 1],
      ['Wants', 'Dining', 20000, 0],
      ['Wants', 'Dining', -2000, 1],
      ['Savings', 'Emergency fund', 50000, 0],
      ['Savings', 'Emergency fund', 50000, 1],
    ]);
    expect(parsed.signed).toBe(true);
  });

  it('does not take a title naming one month for a grid header', () => {
    const parsed = sheet([['March 2025'], ['Category', 'Item', 'Actual'], ['Food', 'Groceries', 100]]);
    expect(parsed.layout).toBe('per-period');
  });
});

describe('parseSheet: no layout', () => {
  it('names what it looked for and the header cells it found', () => {
    const parsed = sheet([['My notes'], ['Name', 'Phone', 'E-mail'], ['Ann', '555', 'a@b.c']], 'Contacts');
    expect(parsed).toMatchObject({ name: 'Contacts', layout: null, rows: [], signed: false, earliestDate: null });
    const problem = englishText(parsed.problem);
    expect(problem).toContain('Sheet "Contacts" does not match any budget layout');
    expect(problem).toContain('Date and Amount');
    expect(problem).toContain('Actual, Spent, Amount, Planned or Budgeted');
    expect(problem).toContain('month columns');
    expect(problem).toContain('Found: "Name", "Phone", "E-mail".');
  });

  it('names the missing column of a near miss', () => {
    const parsed = sheet([
      ['Date', 'Description', 'Notes'],
      ['2025-01-01', 'Coffee', 'none'],
    ]);
    expect(parsed.layout).toBeNull();
    expect(englishText(parsed.problem)).toContain('It has a Date column but no Amount (or Debit/Credit) column.');
  });

  it('reads a bank export without a Category column: Uncategorized, the cleaned payee as subcategory', () => {
    const parsed = sheet([
      ['Date', 'Description', 'Amount'],
      ['2025-01-01', 'CORNER CAFE #4411 01/02', -4],
    ]);
    expect(brief(parsed)).toEqual([['Uncategorized', 'CORNER CAFE', -400, '2025-01-01']]);
  });

  it('names at most 15 header cells, and says when it found none', () => {
    const wide = Array.from({ length: 17 }, (_, index) => `Label ${index + 1}`);
    expect(englishText(sheet([wide], 'Wide').problem)).toMatch(/Found: "Label 1", "Label 2", .*"Label 15", …\.$/);
    expect(englishText(sheet([[1, 2, 3]], 'Numbers').problem)).toMatch(/Found: no text labels\.$/);
  });

  it('says so for an empty sheet', () => {
    expect(englishText(sheet([[], [null, '  ']], 'Blank').problem)).toBe('Sheet "Blank" is empty.');
    expect(englishText(sheet([], 'Nothing').problem)).toBe('Sheet "Nothing" is empty.');
  });

  it('keeps sheets in workbook order, matched or not', () => {
    const workbook = parseWorkbook([
      { name: 'Read me', rows: [['Instructions']] },
      {
        name: 'Log',
        rows: [
          ['Date', 'Category', 'Amount'],
          ['2025-01-01', 'Food', 1],
        ],
      },
    ]);
    expect(workbook.sheets.map((s) => [s.name, s.layout])).toEqual([
      ['Read me', null],
      ['Log', 'transaction-log'],
    ]);
  });
});
