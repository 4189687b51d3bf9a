import { countedTables } from './counted';
import { parseWorkbook } from './read-workbook';
import { suggestedSheetNames } from './suggest';
import { subtotalIndexes } from '../rows/per-period';
import { cleanPayee, isTransferText } from '../rows/payees';
import { datedTransactions } from '../options/dated-transactions';
import type { Cell, ParsedTable } from '../types';
import { english } from '../../../../test/support/reading-english';

const d = (iso: string) => new Date(`${iso}T00:00:00Z`);
const read = (sheets: Array<{ name: string; rows: Cell[][]; hidden?: boolean; currency?: string }>) => parseWorkbook(sheets).sheets;
const brief = (table: ParsedTable) => table.rows.map((row) => [row.category, row.subcategory, row.amountCents]);

describe('tables within sheets', () => {
  it('splits side-by-side budget blocks at an empty column, each block named by its header (Vertex42 personal budget)', () => {
    const tables = read([
      {
        name: 'Budget',
        rows: [
          ['Personal Monthly Budget'],
          [],
          ['INCOME', 'Budget', 'Actual', 'Difference', '[42]', 'HOME EXPENSES', 'Budget', 'Actual', 'Difference'],
          ['Wages', 2000, 2100, 100, null, 'Rent', 900, 900, 0],
          ['Total INCOME', 2000, 2100, 100, null, 'Power', 40, 55, -15],
          [null, null, null, null, null, 'Total HOME EXPENSES', 940, 955, -15],
        ],
      },
    ]);
    expect(tables.map((table) => table.range)).toEqual(['A3:D5', 'F3:I6']);
    expect(brief(tables[0])).toEqual([['INCOME', 'Wages', 210000]]);
    expect(brief(tables[1])).toEqual([
      ['HOME EXPENSES', 'Rent', 90000],
      ['HOME EXPENSES', 'Power', 5500],
    ]);
    expect(tables[1].reading!.skipped.totals).toBe(1);
  });

  it('reads stacked blocks each with its own header, the section title above each as its group (zero-based budget)', () => {
    const tables = read([
      {
        name: 'ZB',
        rows: [
          ['Zero Based Budget 2024'],
          ['Income'],
          ['Category', 'Budget', 'Actual'],
          ['Commission', 500, 550],
          ['Total Income', 500, 550],
          ['Expenditure'],
          ['Category', 'Budget', 'Actual'],
          ['Rent', 300, 300],
          ['Savings', 250, 250],
        ],
      },
    ]);
    expect(tables.map(brief)).toEqual([
      [['Income', 'Commission', 55000]],
      [
        ['Expenditure', 'Rent', 30000],
        ['Expenditure', 'Savings', 25000],
      ],
    ]);
  });

  it('joins a log split by an empty helper column, and reads a Money IN / Money OUT pair (Vertex42 register)', () => {
    const [table] = read([
      {
        name: 'Register',
        rows: [
          ['Income and Expenses'],
          [],
          ['Account', 'Date', 'Description', 'Category', '✔', 'Income Money IN', 'Expense Money OUT', 'Balance'],
          ['Checking', d('2017-09-01'), 'Beginning Balance', '[Balance]', null, 750, null, 750],
          ['Cash', d('2017-09-15'), 'ATM', '[Transfer]', null, 50, null, 800],
          ['Credit', d('2017-09-20'), 'Fuel stop', 'Fuel', null, null, 34.58, 765.42],
          [null, null, null, null, null, null, null, ' - '],
          ['Total', null, null, null, null, 800, 34.58, null],
        ],
      },
    ]);
    expect(table.reading!.direction).toBe('pair');
    expect(brief(table)).toEqual([
      ['[Transfer]', '[Transfer]', 5000],
      ['Fuel', 'Fuel', -3458],
    ]);
    expect(table.reading!.skipped).toMatchObject({ balances: 1, totals: 1 });
  });

  it('keeps a pivot beside a log out of the log and out of the count (Harry Hill)', () => {
    const tables = read([
      {
        name: 'Ledger',
        rows: [
          ['Date', 'Amount', 'Category', null, 'Row Labels', 'Jan', 'Feb'],
          [d('2022-01-03'), -20, 'Food', null, 'Food', 20, 30],
          [d('2022-02-03'), -30, 'Food', null, 'Grand Total', 20, 30],
        ],
      },
    ]);
    expect(tables[0].rows).toHaveLength(2);
    expect(tables[1].pivot).toBe(true);
    expect(countedTables(tables, ['Ledger'])).toEqual([tables[0]]);
  });
});

describe('direction', () => {
  it('follows a type column over the sign: Mint writes credits negative', () => {
    const [table] = read([
      {
        name: 'mint',
        rows: [
          ['Date', 'Description', 'Amount', 'Transaction Type', 'Category'],
          ['05/01/2023', 'Shop', 78.32, 'debit', 'Groceries'],
          ['05/02/2023', 'Refund', -45.67, 'credit', 'Gas'],
          ['05/04/2023', 'Payroll', -2500, 'credit', 'Paycheck'],
        ],
      },
    ]);
    expect(table.reading!.direction).toBe('type-column');
    expect(table.rows.map((row) => row.amountCents)).toEqual([-7832, 4567, 250000]);
    expect(english(table.reading!.warnings).join(' ')).toMatch(/2 rows are negative although the type column says money in/);
  });

  it('gives each pair the kind its type column says (Income / Expenses / Savings with positive amounts)', () => {
    const workbook = parseWorkbook([
      {
        name: 'Tracking',
        rows: [
          ['Date', 'Type', 'Category', 'Amount'],
          [d('2022-01-01'), 'Income', 'Employment', 3500],
          [d('2022-01-02'), 'Expenses', 'Housing', 1200],
          [d('2022-01-04'), 'Savings', 'Stock Portfolio', 500],
        ],
      },
    ]);
    const transactions = datedTransactions(workbook, {
      selected_sheets: ['Tracking'],
      selected_date: '2022-01-01',
      period_type: 'monthly',
    });
    expect(transactions.map((t) => [t.subcategory, t.amountCents, t.hint])).toEqual([
      ['Employment', 350000, 'Income'],
      ['Housing', -120000, 'Expense'],
      ['Stock Portfolio', -50000, 'Savings'],
    ]);
  });
});

describe('currency', () => {
  it("notes currency text of the amounts first, else the currency the sheet's number formats show (a budget in CHF)", () => {
    const budget: Cell[][] = [
      ['Category', 'Budget', 'Actual'],
      ['Rent', 1900, 1900],
      ['Food', 700, 688.4],
    ];
    const [formatted] = read([{ name: 'T - 111', rows: budget, currency: 'CHF' }]);
    expect(formatted.reading!.currency).toBe('CHF');
    expect(brief(formatted)).toEqual([
      ['Rent', 'Rent', 190000],
      ['Food', 'Food', 68840],
    ]);
    const [plain] = read([{ name: 'Plain', rows: budget }]);
    expect(plain.reading!.currency).toBeNull();
    const [text] = read([
      {
        name: 'Text',
        rows: [
          ['Category', 'Actual'],
          ['Rent', '$1,900.00'],
        ],
        currency: 'CHF',
      },
    ]);
    expect(text.reading!.currency).toBe('$');
  });
});

describe('amounts with fractions of a cent (Harry Hill: pasted random floats)', () => {
  it('counts the exact amounts summed, then rounded once, as the sheet shows its own sums, and says so', () => {
    const [log] = read([
      {
        name: 'Spending',
        rows: [
          ['Date', 'Category', 'Amount'],
          [d('2022-01-04'), 'Groceries', -61.273141592653],
          [d('2022-01-07'), 'Car', -38.896858407347],
          [d('2022-01-09'), 'Home', -72.45],
          [null, 'Total', -172.62],
        ],
      },
    ]);
    expect(log.rows.map((row) => row.amountCents)).toEqual([-6127, -3890, -7245]);
    expect(english(log.reading!.warnings)).toContain(
      "2 amounts have more than two decimals; totals are the exact amounts summed, then rounded to the cent (as the sheet's own sums show), so a row may differ by a cent from the rounded figure it shows.",
    );
    const [budget] = read([
      {
        name: 'Budget',
        rows: [
          ['Category', 'Actual'],
          ['Rent', 900],
          ['Food', 100.5],
        ],
      },
    ]);
    expect(english(budget.reading!.warnings).join(' ')).not.toMatch(/decimals/);
  });

  it('reads a Harry Hill-shaped year to the exact total where rounding each cell would drift', () => {
    // Transaction Amount / Deposit Amount with '-' for empty, 'Expense or Income' giving the
    // direction; every expense ends in …6 of a cent, so each alone rounds up (18 × 0.4 cents too many).
    const rows: Cell[][] = [['Date', 'Transaction Amount', 'Deposit Amount', 'Transaction Category', 'Expense or Income']];
    const expenses: number[] = [];
    for (let month = 1; month <= 3; month += 1) {
      rows.push([d(`2022-0${month}-01`), '-', 3000, '-', 'Income']);
      for (let day = 2; day <= 7; day += 1) {
        const amount = 10 * day + month + 0.456; // 12.456 … 73.456
        expenses.push(amount);
        rows.push([d(`2022-0${month}-0${day}`), amount, '-', day % 2 ? 'Car' : 'Groceries', 'Expense']);
      }
    }
    const [log] = read([{ name: 'Spending & Income', rows }]);
    const out = log.rows.filter((row) => row.amountCents < 0).reduce((sum, row) => sum + row.amountCents, 0);
    const income = log.rows.filter((row) => row.amountCents > 0).reduce((sum, row) => sum + row.amountCents, 0);
    const oneByOne = expenses.reduce((sum, amount) => sum + Math.round(amount * 100), 0);
    const exact = Math.round(expenses.reduce((sum, amount) => sum + amount * 100, 0));
    expect([oneByOne, exact]).toEqual([85428, 85421]); // 18 rows × 0.4 cents: $854.28 one by one, $854.21 summed
    expect(out).toBe(-exact);
    expect(income).toBe(900000);
    // No row is more than a cent from the figure its cell shows.
    const shown = log.rows.filter((row) => row.amountCents < 0).map((row) => row.amountCents);
    shown.forEach((cents, index) => expect(Math.abs(-cents - Math.round(expenses[index] * 100))).toBeLessThanOrEqual(1));
  });
});

describe('dates', () => {
  it('reads a column day-first when a first field is above 12, and warns when no value decides', () => {
    const [dayFirst] = read([
      {
        name: 'UK',
        rows: [
          ['Date', 'Category', 'Amount'],
          ['03/04/2024', 'Food', -5],
          ['25/04/2024', 'Food', -6],
        ],
      },
    ]);
    expect(dayFirst.rows.map((row) => row.date)).toEqual(['2024-04-03', '2024-04-25']);
    expect(dayFirst.reading!.dates.order).toBe('DMY');
    const [unsure] = read([
      {
        name: 'Either',
        rows: [
          ['Date', 'Category', 'Amount'],
          ['03/04/2024', 'Food', -5],
        ],
      },
    ]);
    expect(unsure.rows[0].date).toBe('2024-03-04');
    expect(english(unsure.reading!.warnings).join(' ')).toMatch(/could be month-first or day-first/);
  });

  it('makes a date of Month, Day and Year columns', () => {
    const [table] = read([
      {
        name: 'Raw',
        rows: [
          ['Month', 'Day', 'Year', 'Amount', 'Category'],
          [9, 14, 2022, 12.5, 'Food'],
        ],
      },
    ]);
    expect(table.rows[0].date).toBe('2022-09-14');
  });
});

describe('rows', () => {
  it('skips placeholders and a repeated header, and counts each reason', () => {
    const [table] = read([
      {
        name: 'Log',
        rows: [
          ['Date', 'Category', 'Amount'],
          [d('2024-01-02'), 'Food', -10],
          [d('2024-01-03'), 'Food', ' - '],
          ['Date', 'Category', 'Amount'],
          [d('2024-01-04'), 'Fuel', -20],
        ],
      },
    ]);
    expect(brief(table)).toEqual([
      ['Food', 'Food', -1000],
      ['Fuel', 'Fuel', -2000],
    ]);
    expect(table.reading!.skipped).toMatchObject({ placeholders: 1, headers: 1 });
  });

  it('tells of an undated budget that it covers the period chosen, only where it is counted', () => {
    const budget = (name: string, hidden = false) => ({
      name,
      hidden,
      rows: [
        ['Category', 'Actual'],
        ['Rent', 900],
      ] as Cell[][],
    });
    const [counted, hidden, named] = read([budget('Household'), budget('Old', true), budget('May')]);
    expect(english(counted.reading!.warnings)).toContain('No dates: read as one period starting on the date you choose.');
    expect(english(hidden.reading!.warnings)).not.toContain('No dates: read as one period starting on the date you choose.');
    // A sheet named after a month is that month; the same rent in another period is no repeat.
    expect([named.period, english(named.reading!.warnings), named.duplicateOf]).toEqual([{ month: 5, year: null }, [], null]);
  });

  it('reads a budget whose Actual column is empty as a plan, and says so', () => {
    const [table] = read([
      {
        name: 'Budget',
        rows: [
          ['Category', 'Budget', 'Actual'],
          ['Rent', 900, null],
          ['Food', 300, null],
        ],
      },
    ]);
    expect(table.plan).toBe(true);
    expect(table.reading!.layout).toBe('plan');
    expect(english(table.reading!.warnings).join(' ')).toMatch(/Actual column is empty/);
  });

  it('does not count money whose type cell says nothing, and says how many', () => {
    const [table] = read([
      {
        name: 'Tracking',
        rows: [
          ['Date', 'Type', 'Category', 'Amount'],
          [d('2022-01-01'), 'Income', 'Pay', 100],
          [d('2022-01-02'), 'Expense', 'Food', 20],
          [d('2022-01-03'), 'Expense', 'Fuel', 30],
          [d('2022-01-04'), 'Expense', 'Rent', 40],
          [d('2022-01-05'), null, 'Gifts', 50],
        ],
      },
    ]);
    expect(table.rows.map((row) => row.subcategory)).toEqual(['Pay', 'Food', 'Fuel', 'Rent']);
    expect(table.reading!.skipped.untyped).toBe(1);
    expect(english(table.reading!.warnings).join(' ')).toMatch(/1 row has an amount but no type/);
  });

  it('finds group rows whose amount is the sum of the rows under them (Microsoft Budget Summary)', () => {
    expect([...subtotalIndexes([140, 40, 100, 358, 40, 150, 28, 30, 40, 50, 20])]).toEqual([0, 3]);
    expect([...subtotalIndexes([100, 60, 30])]).toEqual([]);
  });
});

describe('grids', () => {
  it('dates yearless months by a year in the title, rolling over into the next year', () => {
    const [table] = read([{ name: 'Plan B', rows: [['Household Budget 2024'], [null, 'Nov', 'Dec', 'Jan'], ['Rent', 900, 900, 950]] }]);
    expect(table.months).toEqual([
      { month: 11, year: 2024 },
      { month: 12, year: 2024 },
      { month: 1, year: 2025 },
    ]);
    expect(table.earliestDate).toBe('2024-11-01');
  });
});

describe('adjusting a reading', () => {
  const odd = {
    name: 'Odd',
    rows: [
      ['When', 'What', 'How much'],
      ['03/04/2024', 'Food', -12.5],
      ['05/06/2024', 'Rent', -900],
    ] as Cell[][],
  };

  it('reads columns by the roles the user gives, in the order of date they choose', () => {
    expect(read([odd])[0].layout).toBeNull();
    const [table] = parseWorkbook([odd], {
      sheets: { Odd: { tables: [{ columns: { date: 'A', category: 'B', amount: 'C' }, date_order: 'DMY' }] } },
    }).sheets;
    expect(table.layout).toBe('transaction-log');
    expect(table.rows.map((row) => [row.date, row.category, row.amountCents])).toEqual([
      ['2024-04-03', 'Food', -1250],
      ['2024-06-05', 'Rent', -90000],
    ]);
    expect(table.reading!.columns).toEqual({ date: 'A', category: 'B', amount: 'C' });
  });

  it('reads a plan as what happened only when told, and skips a table when told', () => {
    const plan = {
      name: 'Budget',
      rows: [
        ['Category', 'Budget', 'Actual'],
        ['Rent', 900, null],
      ] as Cell[][],
    };
    const asActual = parseWorkbook([plan], { sheets: { Budget: { tables: [{ plan_as_actual: true }] } } }).sheets[0];
    expect([asActual.plan, asActual.reading!.suggested, brief(asActual)]).toEqual([false, true, [['Rent', 'Rent', 90000]]]);
    const skipped = parseWorkbook([plan], { sheets: { Budget: { tables: [{ plan_as_actual: true, skip: true }] } } }).sheets[0];
    expect([skipped.skip, skipped.reading!.suggested]).toEqual([true, false]);
  });

  it('applies settings remembered for the same table signature, and says so', () => {
    const first = parseWorkbook([odd], { sheets: { Odd: { tables: [{ columns: { date: 'A', category: 'B', amount: 'C' } }] } } }).sheets[0];
    const again = parseWorkbook([odd], { remembered: { [first.signature!]: { columns: { date: 'A', category: 'B', amount: 'C' } } } })
      .sheets[0];
    expect([again.layout, again.reading!.remembered, again.rows.length]).toEqual(['transaction-log', true, 2]);
    const elsewhere = parseWorkbook([{ ...odd, name: 'Other' }], { remembered: { [first.signature!]: { skip: true } } }).sheets[0];
    expect(elsewhere.reading!.remembered).toBe(false);
  });
});

describe('the same money twice', () => {
  it('suggests the grid that extends another and says the other repeats it (Taranath)', () => {
    const grid = (months: Date[], rows: Cell[][]) => [['Bills/Mon', ...months], ...rows];
    const tables = read([
      {
        name: 'Sheet1',
        rows: grid(
          [d('2021-04-01'), d('2021-05-01')],
          [
            ['Rent', 2000, 2000],
            ['Phone', 500, 450],
          ],
        ),
      },
      {
        name: 'Sheet2',
        rows: grid(
          [d('2021-04-01'), d('2021-05-01'), d('2021-06-01')],
          [
            ['Rent', 2000, 2000, 2000],
            ['Phone', 500, 450, 400],
            ['Candy', 200, 200, 200],
          ],
        ),
      },
    ]);
    expect(tables[0].duplicateOf).toEqual({ sheet: 'Sheet2', range: tables[1].range });
    expect(suggestedSheetNames({ sheets: tables })).toEqual(['Sheet2']);
  });

  it('does not suggest a summary whose figures are sums of another table (Additional Data pivot copy)', () => {
    const tables = read([
      {
        name: 'Items',
        rows: [
          ['Description', 'Category', 'Actual Cost'],
          ['Rent', 'Housing', 900],
          ['Power', 'Housing', 60],
          ['Bus', 'Transport', 40],
          ['Fuel', 'Transport', 80],
          ['Cinema', 'Fun', 25],
        ],
      },
      {
        name: 'Totals',
        rows: [
          ['Categories', 'Cost'],
          ['Housing', 960],
          ['Transport', 120],
          ['Fun', 25],
          ['Grand Total', 1105],
        ],
      },
    ]);
    expect(tables[1].duplicateOf?.sheet).toBe('Items');
    expect(suggestedSheetNames({ sheets: tables })).toEqual(['Items']);
  });

  it('keeps a plan apart, and does not suggest hidden or summary-named sheets', () => {
    const tables = read([
      {
        name: 'Budget Planning',
        rows: [
          ['Income', d('2022-01-01'), d('2022-02-01')],
          ['Salary', 3000, 3000],
        ],
      },
      {
        name: 'Calc',
        hidden: true,
        rows: [
          ['Date', 'Category', 'Amount'],
          [d('2022-01-01'), 'Food', -3],
        ],
      },
      {
        name: 'Dashboard',
        rows: [
          ['Date', 'Category', 'Amount'],
          [d('2022-01-02'), 'Food', -4],
        ],
      },
    ]);
    expect(tables[0].plan).toBe(true);
    expect(english(tables[0].reading!.warnings).join(' ')).toMatch(/Introduced as a plan/);
    // Both logs were read; only the sheet's nature keeps them out of the suggestion, and each says why.
    expect(tables.slice(1).map((table) => table.rows.length)).toEqual([1, 1]);
    expect(english(tables[1].reading!.warnings)).toContain('A hidden sheet: read, not suggested.');
    expect(english(tables[2].reading!.warnings).join(' ')).toMatch(/name says it summarises/);
    expect(suggestedSheetNames({ sheets: tables })).toEqual([]);
  });

  it('counts identical rows in the reading but keeps them (two coffees on one day)', () => {
    const [table] = read([
      {
        name: 'Log',
        rows: [
          ['Date', 'Category', 'Amount'],
          [d('2024-03-01'), 'Coffee', -4],
          [d('2024-03-01'), 'Coffee', -4],
          [d('2024-03-01'), 'Coffee', -4],
          [d('2024-03-02'), 'Coffee', -4],
        ],
      },
    ]);
    expect(table.rows).toHaveLength(4);
    expect(english(table.reading!.warnings).join(' ')).toMatch(/^3 rows appear more than once/);
  });
});

describe('every warning says why', () => {
  const warningsOf = (table: ParsedTable) => english(table.reading!.warnings).join(' | ');

  it('names the table a copy repeats, the table a summary sums, and a pivot', () => {
    const log = (name: string) => ({
      name,
      rows: [
        ['Date', 'Category', 'Amount'],
        [d('2024-01-02'), 'Food', -10],
        [d('2024-01-03'), 'Fuel', -20],
      ] as Cell[][],
    });
    const [original, copy] = read([log('Raw'), log('Clean')]);
    expect(warningsOf(original)).toBe('');
    expect(warningsOf(copy)).toBe('Repeats "Raw": not counted, to count nothing twice.');
    const tables = read([
      {
        name: 'Items',
        rows: [
          ['Description', 'Category', 'Actual'],
          ['Rent', 'Housing', 900],
          ['Bus', 'Transport', 40],
          ['Cinema', 'Fun', 25],
        ],
      },
      {
        name: 'Totals',
        rows: [
          ['Categories', 'Cost'],
          ['Housing', 900],
          ['Transport', 40],
          ['Fun', 25],
        ],
      },
      {
        name: 'Pivot',
        rows: [
          ['Row Labels', 'Jan', 'Feb'],
          ['Food', 20, 30],
        ],
      },
    ]);
    expect(warningsOf(tables[1])).toMatch(/^Its figures are sums of "Items": not counted/);
    expect(warningsOf(tables[2])).toMatch(/A pivot table: its figures are sums of other rows/);
  });

  it('says why a summary-named sheet is suggested after all, and what a plan or a skip is', () => {
    const [overview] = read([
      {
        name: 'Budget Overview',
        rows: [
          ['Income', 'Projected', 'Actual'],
          ['Salary', 5000, 5200],
        ],
      },
    ]);
    expect([overview.reading!.suggested, warningsOf(overview)]).toEqual([
      true,
      expect.stringMatching(/suggested because it holds the only income in the workbook/),
    ]);
    const [plan] = read([
      {
        name: 'Targets',
        rows: [
          ['Category', 'Budget'],
          ['Rent', 900],
        ],
      },
    ]);
    expect(warningsOf(plan)).toBe('A plan (budget) table: shown, not counted.');
    const [skipped] = parseWorkbook(
      [
        {
          name: 'Log',
          rows: [
            ['Date', 'Category', 'Amount'],
            [d('2024-01-02'), 'Food', -10],
          ],
        },
      ],
      { sheets: { Log: { tables: [{ skip: true }] } } },
    ).sheets;
    expect(warningsOf(skipped)).toBe('Skipped as you chose.');
  });
});

describe('payees and transfers', () => {
  it('cleans payees of card, check and reference numbers and dates', () => {
    expect(cleanPayee('PAYPAL INST XFER 220803~ Tran: ACHDW')).toBe('PAYPAL INST XFER Tran: ACHDW');
    expect(cleanPayee('Check Paid #558')).toBe('Check Paid');
    expect(cleanPayee('CORNER CAFE XXXX1234 01/02')).toBe('CORNER CAFE');
  });

  it('knows transfers and card payments', () => {
    expect(['Transfer : Savings', 'Credit Card Payment', "To 'Cash'", 'AUTOPAY'].every(isTransferText)).toBe(true);
    expect(isTransferText('Coffee')).toBe(false);
  });

  it('reads a bank export without categories with payees as subcategories, guessed by direction', () => {
    const workbook = parseWorkbook([
      {
        name: 'bank',
        rows: [
          ['Date', 'Description', 'Withdrawal', 'Deposit'],
          ['08/17/2022', 'Deposit Mobile Banking', null, '$20.00'],
          ['08/14/2022', 'ATM 4411', '$103.00', null],
        ],
      },
    ]);
    const transactions = datedTransactions(workbook, { selected_sheets: ['bank'], selected_date: '2022-08-01', period_type: 'monthly' });
    expect(transactions.map((t) => [t.category, t.subcategory, t.amountCents, t.hint])).toEqual([
      ['Uncategorized', 'Deposit Mobile Banking', 2000, 'in'],
      ['Uncategorized', 'ATM', -10300, 'out'],
    ]);
  });
});
