import { parseWorkbook } from './read-workbook';
import {
  everyRowSkippedWarning,
  expensesOverIncomeWarning,
  negativeTotalWarning,
  outlierMonthWarning,
  sanityWarnings,
  workbookSanity,
} from './sanity';
import { sheetTotalWarnings, totalDisagreement } from './sheet-totals';
import { findTables } from '../tables/find-tables';
import type { Cell, GridMonth, ParsedTable, SheetGrid, SheetRow, TableReading } from '../types';
import { english, englishText } from '../../../../test/support/reading-english';

const d = (iso: string) => new Date(`${iso}T00:00:00Z`);
/** Every sentence sanity.ts writes starts (or goes on) with one of these. */
const SANITY = /Read as written|The sheet's own total|more than 20 times the income|median month|Every row of|nothing would be counted/;
const ownWarnings = (table: ParsedTable) => english(table.reading!.warnings).filter((warning) => SANITY.test(warning));

const logRow = (date: string, category: string, amountCents: number): SheetRow => ({
  category,
  subcategory: category,
  description: '',
  amountCents,
  date,
});
const itemRow = (category: string, amountCents: number, monthIndex?: number): SheetRow => ({
  category,
  subcategory: category,
  description: '',
  amountCents,
  monthIndex,
});
const months = (year: number | null, ...numbers: number[]): GridMonth[] => numbers.map((month) => ({ month, year }));

const LAYOUTS = { 'transaction-log': 'log', 'per-period': 'periods', 'month-grid': 'grid' } as const;

/** A table as read, with a reading that says what its rows say; `reading` overrides any of it. */
function tableOf(
  layout: keyof typeof LAYOUTS,
  rows: SheetRow[],
  extra: Partial<ParsedTable> = {},
  reading: Partial<TableReading> = {},
): ParsedTable {
  const signed = extra.signed ?? rows.some((row) => row.amountCents < 0);
  const table: ParsedTable = { name: 'Sheet', layout, signed, rows, earliestDate: null, range: 'A1:D20', ...extra };
  table.reading = {
    range: table.range!,
    layout: LAYOUTS[layout],
    header_row: 1,
    columns: {},
    direction: signed ? 'signed' : 'unsigned',
    rows: rows.length,
    skipped: { totals: 0, blank: 0, placeholders: 0, balances: 0, subtotals: 0 },
    dates: { from: null, to: null, order: null },
    money: { in: 0, out: 0 },
    currency: null,
    suggested: rows.length > 0,
    duplicate_of: null,
    remembered: false,
    warnings: [],
    problem: null,
    ...reading,
  };
  return table;
}

/** A sheet read as the upload reads it, with the frames its tables were read by (no settings: the frames found). */
function readWithFrames(grid: SheetGrid) {
  const tables = parseWorkbook([grid]).sheets;
  const frames = findTables(grid.rows);
  return tables.map((table, index) => ({ table, totals: english(sheetTotalWarnings(grid.rows, frames[index], table)) }));
}

describe('a negative total of a one-signed table (check 1)', () => {
  it('fires for a month grid whose one negative refund made it signed, so its expenses count below zero', () => {
    const grid = tableOf('month-grid', [itemRow('Rent', 90000, 0), itemRow('Food', 30000, 1), itemRow('Refund', -5000, 2)], {
      months: months(2024, 1, 2, 3),
    });
    expect(englishText(negativeTotalWarning(grid))).toBe(
      'Read as written, this table (A1:D20) counts its expenses (-1,150.00) below zero: ' +
        'its amounts may carry the opposite sign to the one assumed, so check the direction of its amounts before going on.',
    );
  });

  it('fires for a budget read unsigned whose amounts are negative', () => {
    const budget = tableOf('per-period', [itemRow('Rent', -90000), itemRow('Food', -30000)], { signed: false });
    expect(englishText(negativeTotalWarning(budget))).toMatch(
      /^Read as written, this table \(A1:D20\) counts its expenses \(-1,200\.00\) below zero/,
    );
  });

  it('fires for a signed budget whose income is negative too, naming each total', () => {
    const budget = tableOf('per-period', [itemRow('Salary', -200000), itemRow('Rent', 90000)]);
    expect(englishText(negativeTotalWarning(budget))).toMatch(
      /^Read as written, this table \(A1:D20\) counts its income \(-2,000\.00\) and its expenses \(-900\.00\) below zero/,
    );
  });

  it('stays silent for a signed budget with income in and spending out, and for a log (two-signed by nature)', () => {
    expect(englishText(negativeTotalWarning(tableOf('per-period', [itemRow('Salary', 200000), itemRow('Rent', -90000)])))).toBeNull();
    expect(englishText(negativeTotalWarning(tableOf('per-period', [itemRow('Rent', -90000), itemRow('Food', -30000)])))).toBeNull();
    expect(englishText(negativeTotalWarning(tableOf('transaction-log', [logRow('2024-01-02', 'Food', 500)])))).toBeNull();
  });

  it('fires through the reading of a budget with one negative adjustment', () => {
    const [table] = parseWorkbook([
      {
        name: 'Budget',
        rows: [
          ['Category', 'Actual'],
          ['Rent', 900],
          ['Food', 300],
          ['Refund', -50],
        ],
      },
    ]).sheets;
    expect(ownWarnings(table)).toEqual([
      expect.stringMatching(/^Read as written, this table \(A1:B4\) counts its expenses \(-1,150\.00\) below zero/),
    ]);
    // Kept suggested (sanity.ts): the person sees the warning and decides.
    expect(table.reading!.suggested).toBe(true);
  });

  it('fires through the reading of a log the person chose to read unsigned', () => {
    const rows: Cell[][] = [
      ['Date', 'Category', 'Amount'],
      [d('2024-01-02'), 'Food', -10],
      [d('2024-01-03'), 'Rent', -900],
    ];
    const [table] = parseWorkbook([{ name: 'Log', rows }], { sheets: { Log: { tables: [{ direction: 'unsigned' }] } } }).sheets;
    expect(table.reading!.direction).toBe('unsigned');
    expect(ownWarnings(table)).toEqual([expect.stringMatching(/^Read as written, this table \(A1:C3\) counts its expenses \(-910\.00\)/)]);
  });
});

describe("a total that disagrees with the sheet's own total (check 2)", () => {
  it('says so only past a cent', () => {
    expect(englishText(totalDisagreement(120000, 120001))).toBeNull();
    expect(englishText(totalDisagreement(120000, 119999))).toBeNull();
    expect(englishText(totalDisagreement(115000, 120000, { row: 5, column: 'B' }))).toBe(
      "The sheet's own total in row 5, column B (1,200.00) differs from the rows read (1,150.00): " +
        'a row may have been skipped or read twice, so check the rows that total adds up before going on.',
    );
  });

  it('fires for a budget whose Total row is not the sum of its items, and not for one whose is', () => {
    const wrong = readWithFrames({
      name: 'Budget',
      rows: [
        ['Category', 'Actual'],
        ['Rent', 900],
        ['Food', 300],
        ['Total', 1250],
      ],
    });
    expect(wrong[0].totals).toEqual([
      expect.stringMatching(/^The sheet's own total in row 4, column B \(1,250\.00\) differs from the rows read \(1,200\.00\)/),
    ]);
    const right = readWithFrames({
      name: 'Budget',
      rows: [
        ['Category', 'Actual'],
        ['Rent', 900],
        ['Food', 300.004],
        ['Total', 1200],
      ],
    });
    expect(right[0].totals).toEqual([]);
  });

  it('takes each block of stacked sections by itself, and a grand total over all of them', () => {
    const rows: Cell[][] = [
      ['Category', 'Actual'],
      ['Income'],
      ['Salary', 2000],
      ['Total Income', 2000],
      ['Expenses'],
      ['Rent', 900],
      ['Food', 300],
    ];
    rows.push(['Total Expenses', 1200], ['Grand Total', 3200], ['Net', 800]);
    expect(readWithFrames({ name: 'Budget', rows })[0].totals).toEqual([]);
    rows[7] = ['Total Expenses', 1100];
    rows[8] = ['Grand Total', 3300];
    expect(readWithFrames({ name: 'Budget', rows })[0].totals).toEqual([
      "The sheet's own total in row 8, column B (1,100.00) differs from the rows read (1,200.00): " +
        'a row may have been skipped or read twice, so check the rows that total adds up before going on; 1 other total differs as well.',
    ]);
  });

  it("fires for a month grid's Total row in the month it disagrees, and for its Total column", () => {
    const rows: Cell[][] = [
      ['Category', 'Jan 2024', 'Feb 2024', 'Mar 2024', 'Total'],
      ['Rent', 900, 900, 900, 2700],
      ['Food', 300, 320, 310, 930],
      ['Total', 1200, 1220, 1210, 3630],
    ];
    expect(readWithFrames({ name: 'Grid', rows })[0].totals).toEqual([]);
    const row = readWithFrames({
      name: 'Grid',
      rows: rows.map((cells, index) => (index === 3 ? ['Total', 1200, 1250, 1210, 3630] : cells)),
    });
    expect(row[0].totals).toEqual([
      expect.stringMatching(/^The sheet's own total in row 4, column C \(1,250\.00\) differs from the rows read \(1,220\.00\)/),
    ]);
    const column = readWithFrames({
      name: 'Grid',
      rows: rows.map((cells, index) => (index === 2 ? ['Food', 300, 320, 310, 1030] : cells)),
    });
    expect(column[0].totals).toEqual([
      expect.stringMatching(/^The sheet's own total in E3 \(1,030\.00\) differs from the rows read \(930\.00\)/),
    ]);
  });

  it("accepts a register's Total that includes the opening balance the reading leaves out, and fires for one that is off", () => {
    const rows: Cell[][] = [
      ['Date', 'Description', 'Category', 'Money IN', 'Money OUT'],
      [d('2024-01-01'), 'Beginning Balance', '[Balance]', 750, null],
      [d('2024-01-15'), 'Paycheck', 'Salary', 50, null],
      [d('2024-01-20'), 'Fuel stop', 'Fuel', null, 34.58],
      ['Total', null, null, 800, 34.58],
    ];
    const [clean] = readWithFrames({ name: 'Register', rows });
    expect(clean.table.reading!.skipped).toMatchObject({ balances: 1, totals: 1 });
    expect(clean.totals).toEqual([]);
    const [off] = readWithFrames({
      name: 'Register',
      rows: rows.map((cells, index) => (index === 4 ? ['Total', null, null, 800, 43.58] : cells)),
    });
    expect(off.totals).toEqual([
      expect.stringMatching(/^The sheet's own total in row 5, column E \(43\.58\) differs from the rows read \(34\.58\)/),
    ]);
  });

  it('leaves alone a plan, a table with no rows, and a total row of nothing (an unfilled template)', () => {
    expect(
      readWithFrames({
        name: 'Targets',
        rows: [
          ['Category', 'Budget'],
          ['Rent', 900],
          ['Total', 1000],
        ],
      })[0].totals,
    ).toEqual([]);
    expect(
      readWithFrames({
        name: 'Budget',
        rows: [
          ['Category', 'Actual'],
          ['Rent', null],
          ['Total', 0],
        ],
      })[0].totals,
    ).toEqual([]);
  });

  it('checks a budget whose list of skipped rows is cut short only as far as that list reaches', () => {
    // The reader keeps the first 20 skipped rows (rows/table-rows.ts): the Total after 25 blank rows is past them.
    const blanks: Cell[][] = Array.from({ length: 25 }, () => []);
    const rows: Cell[][] = [['Category', 'Actual'], ['Rent', 900], ['Total', 1000], ...blanks, ['Food', 300], ['Total', 5]];
    const [table] = readWithFrames({ name: 'Budget', rows });
    expect(table.table.reading!.skipped.totals).toBe(2);
    expect(table.table.skippedRows).toHaveLength(20);
    expect(table.totals).toEqual([
      expect.stringMatching(
        /^The sheet's own total in row 3, column B \(1,000\.00\) differs from the rows read \(900\.00\): .*before going on\.$/,
      ),
    ]);
  });
});

describe('expenses over 20 times the income (check 3)', () => {
  it('fires across the suggested tables, on each of them', () => {
    const income = tableOf('transaction-log', [logRow('2024-01-02', 'Salary', 10000)]);
    const spending = tableOf('transaction-log', [logRow('2024-01-03', 'Rent', -250000)]);
    const unsuggested = tableOf('transaction-log', [logRow('2024-01-03', 'Rent', -999900)], {}, { suggested: false });
    workbookSanity([income, spending, unsuggested]);
    const sentence =
      'Expenses (2,500.00) are more than 20 times the income (100.00) in the suggested tables: income may be missing (a sheet not selected, rows skipped) ' +
      'or amounts read with the wrong sign, so check which tables are selected and how their amounts are read.';
    expect([english(income.reading!.warnings), english(spending.reading!.warnings), english(unsuggested.reading!.warnings)]).toEqual([
      [sentence],
      [sentence],
      [],
    ]);
  });

  it('counts a budget as the analysis does (all positive: the guessed kind decides)', () => {
    const budget = tableOf('per-period', [itemRow('Salary', 5000), itemRow('Rent', 90000), itemRow('Food', 30000)]);
    workbookSanity([budget]);
    expect(ownWarnings(budget)).toEqual([expect.stringMatching(/^Expenses \(1,200\.00\) are more than 20 times the income \(50\.00\)/)]);
  });

  it('stays silent at 20 times, and where there is no income at all', () => {
    expect(englishText(expensesOverIncomeWarning(10000, 200000))).toBeNull();
    expect(englishText(expensesOverIncomeWarning(0, 200000))).toBeNull();
    const spendingOnly = tableOf('transaction-log', [logRow('2024-01-03', 'Rent', -250000)]);
    workbookSanity([spendingOnly]);
    expect(english(spendingOnly.reading!.warnings)).toEqual([]);
  });

  it('fires through the reading of a log whose income is a sliver of its spending', () => {
    const rows: Cell[][] = [
      ['Date', 'Category', 'Amount'],
      [d('2024-01-02'), 'Salary', 100],
      [d('2024-01-03'), 'Rent', -5000],
    ];
    const [table] = parseWorkbook([{ name: 'Log', rows }]).sheets;
    expect(ownWarnings(table)).toEqual([expect.stringMatching(/^Expenses \(5,000\.00\) are more than 20 times the income \(100\.00\)/)]);
  });
});

describe('a month with ten times the median month (check 4)', () => {
  it('names the month of a dated log', () => {
    const log = tableOf('transaction-log', [
      logRow('2024-01-05', 'Food', -10000),
      logRow('2024-02-05', 'Food', -12000),
      logRow('2024-03-05', 'Food', -11000),
      logRow('2024-04-05', 'Car', -150000),
      logRow('2024-04-06', 'Salary', 900000),
    ]);
    expect(englishText(outlierMonthWarning(log))).toBe(
      'In 2024-04 (1,500.00) money out is at least 10 times the median month (115.00) of this table (A1:D20): ' +
        'check that month for a misplaced number (an account number, a year or a total read as an amount).',
    );
  });

  it('names the month of a grid, with its year or without one', () => {
    const rows = [itemRow('Rent', 90000, 0), itemRow('Rent', 90000, 1), itemRow('Rent', 9000000, 2), itemRow('Salary', 50000000, 1)];
    const dated = tableOf('month-grid', rows, { months: months(2024, 1, 2, 3) });
    expect(englishText(outlierMonthWarning(dated))).toMatch(
      /^In 2024-03 \(90,000\.00\) money out is at least 10 times the median month \(900\.00\)/,
    );
    expect(englishText(outlierMonthWarning(tableOf('month-grid', rows, { months: months(null, 1, 2, 3) })))).toMatch(
      /^In March \(90,000\.00\)/,
    );
  });

  it('stays silent under ten times, and with fewer than three months', () => {
    const rows = [itemRow('Rent', 10000, 0), itemRow('Rent', 10000, 1), itemRow('Rent', 99000, 2)];
    expect(englishText(outlierMonthWarning(tableOf('month-grid', rows, { months: months(2024, 1, 2, 3) })))).toBeNull();
    const two = [logRow('2024-01-05', 'Food', -100), logRow('2024-02-05', 'Food', -100000)];
    expect(englishText(outlierMonthWarning(tableOf('transaction-log', two)))).toBeNull();
  });
});

describe('every row skipped (check 5)', () => {
  it('counts the reasons, blank rows left out', () => {
    const table = tableOf('transaction-log', [], {}, { rows: 0, skipped: { blank: 4, totals: 3, undated: 2 } });
    expect(englishText(everyRowSkippedWarning(table))).toBe(
      'Every row of this table (A1:D20) was skipped (3 totals, 2 undated), so nothing in it is counted: check the header row and the columns it is read by.',
    );
    const balances = tableOf('per-period', [], {}, { rows: 0, skipped: { balances: 1 } });
    expect(englishText(everyRowSkippedWarning(balances))).toMatch(/was skipped \(1 balance\)/);
  });

  it('stays silent for a summary block of totals, an unfilled template, and a table with rows', () => {
    expect(englishText(everyRowSkippedWarning(tableOf('per-period', [], {}, { rows: 0, skipped: { totals: 3, blank: 2 } })))).toBeNull();
    expect(
      englishText(everyRowSkippedWarning(tableOf('per-period', [], {}, { rows: 0, skipped: { blank: 9, placeholders: 2 } }))),
    ).toBeNull();
    expect(
      englishText(
        everyRowSkippedWarning(tableOf('transaction-log', [logRow('2024-01-02', 'Food', -500)], {}, { skipped: { undated: 5 } })),
      ),
    ).toBeNull();
  });

  it('fires through the reading of a log none of whose dates is a date', () => {
    const rows: Cell[][] = [
      ['Date', 'Category', 'Amount'],
      ['soon', 'Food', -10],
      ['later', 'Rent', -900],
      ['Total', null, -910],
    ];
    const [table] = parseWorkbook([{ name: 'Log', rows }]).sheets;
    expect(ownWarnings(table)).toEqual([expect.stringMatching(/^Every row of this table \(A1:C4\) was skipped \(1 total, 2 undated\)/)]);
  });
});

describe('amounts found but none counted (check 6)', () => {
  it('says so on each table with amounts when no table is suggested', () => {
    const hidden = tableOf('transaction-log', [logRow('2024-01-02', 'Food', -500)], { hidden: true }, { suggested: false });
    const repeat = tableOf(
      'transaction-log',
      [logRow('2024-01-02', 'Food', -500), logRow('2024-01-03', 'Food', -700)],
      {},
      { suggested: false },
    );
    const plan = tableOf('per-period', [itemRow('Rent', 90000)], { plan: true }, { suggested: false });
    workbookSanity([hidden, repeat, plan]);
    expect(english(hidden.reading!.warnings)).toEqual([
      '1 amount was read in this table (A1:D20) but no table is suggested, so nothing would be counted: select this table if it holds what happened, or adjust how it is read.',
    ]);
    expect(english(repeat.reading!.warnings)).toEqual([expect.stringMatching(/^2 amounts were read in this table/)]);
    // A plan says itself that it is not counted (suggest.ts).
    expect(english(plan.reading!.warnings)).toEqual([]);
  });

  it('says so when every amount suggested is guessed a transfer', () => {
    const table = tableOf('transaction-log', [
      logRow('2024-01-02', 'Transfer', -50000),
      logRow('2024-01-09', 'Credit card payment', -20000),
    ]);
    workbookSanity([table]);
    expect(english(table.reading!.warnings)).toEqual([
      expect.stringMatching(/^Every amount of the suggested tables looks like a transfer or card payment \(guessed Ignore\)/),
    ]);
  });

  it('fires through the reading of a workbook whose only money is on a summary-named sheet', () => {
    const rows: Cell[][] = [
      ['Date', 'Category', 'Amount'],
      [d('2024-01-02'), 'Food', -10],
    ];
    const [table] = parseWorkbook([{ name: 'Dashboard', rows }]).sheets;
    expect(ownWarnings(table)).toEqual([expect.stringMatching(/^1 amount was read in this table \(A1:C2\) but no table is suggested/)]);
  });

  it('does not fire where the only money is on a hidden sheet: that sheet is suggested, and says so', () => {
    const rows: Cell[][] = [
      ['Date', 'Category', 'Amount'],
      [d('2024-01-02'), 'Food', -10],
    ];
    const [table] = parseWorkbook([{ name: 'Log', rows, hidden: true }]).sheets;
    expect(table.reading!.suggested).toBe(true);
    expect(english(table.reading!.warnings)).toEqual([
      'On a hidden sheet ("Log"); suggested because no visible sheet holds data to count.',
    ]);
  });
});

describe('a clean file carries no sanity warning', () => {
  it('a log over months with income and spending', () => {
    const rows: Cell[][] = [['Date', 'Category', 'Amount']];
    for (const month of ['01', '02', '03', '04']) {
      rows.push([d(`2024-${month}-01`), 'Salary', 3000], [d(`2024-${month}-03`), 'Rent', -1200], [d(`2024-${month}-09`), 'Food', -310.5]);
    }
    const [table] = parseWorkbook([{ name: 'Log', rows }]).sheets;
    expect(english(table.reading!.warnings)).toEqual([]);
    expect(sanityWarnings(table)).toEqual([]);
  });

  it('a budget and a month grid whose totals agree', () => {
    const budgetRows: Cell[][] = [
      ['Category', 'Actual'],
      ['Income'],
      ['Salary', 3000],
      ['Total Income', 3000],
      ['Expenses'],
      ['Rent', 1200],
      ['Total Expenses', 1200],
    ];
    const budget = readWithFrames({ name: 'Budget', rows: budgetRows });
    const grid = readWithFrames({
      name: 'Grid',
      rows: [
        ['Category', 'Jan 2024', 'Feb 2024', 'Mar 2024', 'Total'],
        ['Salary', 3000, 3000, 3000, 9000],
        ['Rent', 1200, 1200, 1200, 3600],
        ['Total', 4200, 4200, 4200, 12600],
      ],
    });
    for (const { table, totals } of [...budget, ...grid]) {
      expect(totals).toEqual([]);
      expect(ownWarnings(table)).toEqual([]);
    }
  });
});
