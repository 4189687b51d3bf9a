/**
 * Hand-made equivalents of the eleven real workbooks in `shared/reference/real-workbooks` (see its
 * SOURCES.md): the same SHAPES (sheet names and order, where headers sit, titles, section rows,
 * formula labels with cached values, subtotal rows, plan grids, pivots beside the data, hidden
 * sheets, currency text, quoted CSV fields) with invented labels and smaller, different numbers.
 * None of the originals' cells or values are copied.
 *
 * Each shape carries its own expected reading, worked out by hand in the comments with the rules
 * truth.json uses for the originals: plans, totals, subtotals, balances and transfers
 * are not money that moved; a Savings line inside expenses is savings; a refund credit reduces its
 * category; a YNAB "Transfer : Savings" is money put into savings; a bank's deposits are income and
 * its withdrawals expenses. Amounts are dollars (or the file's own currency) to the cent.
 */
import ExcelJS from 'exceljs';
import { MONTH_NAMES, SHORT_MONTH_NAMES } from '../../src/domain/calendar';

export interface ShapeExpectation {
  /** Money in, to the cent. */
  income: number;
  /** Money spent (savings not included), to the cent. */
  expenses: number;
  /** Money put into savings, to the cent. */
  savings: number;
  /** Whether the money carries real dates (a log, or a grid of dated months). */
  dated: boolean;
  /** `suggested_options.selected_sheets`, in workbook order (a CSV's sheet is its file name without extension). */
  suggestedSheets: string[];
  /** Expense totals by category as a careful person reads them (informative; not asserted over HTTP). */
  expenseCategories?: Record<string, number>;
  /** Each must match at least one warning of `data.sheets[].tables[].warnings` of the upload answer. */
  warnings?: RegExp[];
  /** The currency the suggested tables' readings note (cell text or number format), when the shape shows one. */
  currency?: string | null;
}

export interface RealShape {
  /** Short name for test titles and e-mail addresses. */
  id: string;
  /** Which real workbook's shape this copies. */
  modelledOn: string;
  fileName: string;
  /** A workbook is written through ExcelJS (a promise); a CSV is made at once. */
  build(): Buffer | Promise<Buffer>;
  expected: ShapeExpectation;
}

// ---------------------------------------------------------------------------------------------
// Writing helpers.

type Value = ExcelJS.CellValue;

/** A formula cell with its cached result (readers use the cached value, never recompute). */
const f = (formula: string, result?: number | string | Date): ExcelJS.CellFormulaValue =>
  result === undefined ? { formula } : { formula, result };

/** A UTC calendar day, as a date cell. */
const d = (iso: string) => new Date(`${iso}T00:00:00Z`);

function parseAddress(address: string): { col: number; row: number } {
  const match = /^([A-Z]+)(\d+)$/.exec(address);
  if (!match) throw new Error(`Bad cell address ${address}`);
  let col = 0;
  for (const letter of match[1]) col = col * 26 + (letter.charCodeAt(0) - 64);
  return { col, row: Number(match[2]) };
}

function columnLetter(col: number): string {
  let letters = '';
  for (let n = col; n > 0; n = Math.floor((n - 1) / 26)) letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

/**
 * Writes `values` rightwards from `at` (undefined leaves a cell untouched, null writes nothing).
 * `numFmt` is applied to number, date and formula cells.
 */
function put(ws: ExcelJS.Worksheet, at: string, values: (Value | undefined)[], numFmt?: string): void {
  const { col, row } = parseAddress(at);
  values.forEach((value, i) => {
    if (value === undefined || value === null) return;
    const cell = ws.getCell(row, col + i);
    cell.value = value;
    if (numFmt && (typeof value === 'number' || value instanceof Date || (typeof value === 'object' && 'formula' in value)))
      cell.numFmt = numFmt;
  });
}

async function toBuffer(workbook: ExcelJS.Workbook): Promise<Buffer> {
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** CSV text; `quoteAll` quotes every field (YNAB, Schwab), otherwise only where needed (Mint). LF line ends. */
function csvText(rows: string[][], quoteAll: boolean): Buffer {
  const field = (text: string) => (quoteAll || /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);
  return Buffer.from(rows.map((row) => row.map(field).join(',')).join('\n') + '\n', 'utf8');
}

// ---------------------------------------------------------------------------------------------
// 1. Microsoft "Household monthly budget": one undated period over four sheets.

const MS_MONEY = '"$"#,##0.00_);[Red]("$"#,##0.00)';

/** Monthly Expenses items: description, category, projected, actual (null = left blank). */
const MS_ITEMS: [string, string, number, number | null][] = [
  ['Swim lessons', 'Kids', 60, 55],
  ['School lunches', 'Kids', 80, 92.5],
  ['Books', 'Entertainment', 30, 42.15],
  ['Groceries', 'Food', 500, 538.75],
  ['Restaurants', 'Food', 150, 121],
  ['Rent', 'Home', 1600, 1600],
  ['Electricity', 'Home', 90, 104.2],
  ['Internet', 'Home', 55, 55],
  ['Repairs', 'Home', 100, null],
  ['Car insurance', 'Insurance', 110, 110],
  ['Vet', 'Pets', 40, null],
  ['Retirement account', 'Savings', 300, 300],
  ['Income tax', 'Taxes', 250, 250],
  ['Bus pass', 'Transport', 75, 75],
  ['Fuel', 'Transport', 120, 96.4],
];

async function msHouseholdBudget(): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();

  // Income block (Projected/Actual) beside an unlabelled expenses block that repeats the item
  // table's sums; balances above. Projected income 4200 + 1800 + 300 = 6300; actual 4150 + 1900 + 425 = 6475.
  const overview = wb.addWorksheet('Budget Overview');
  put(overview, 'B2', ['Balance']);
  put(
    overview,
    'B3',
    ['Projected Balance', null, f('Projected_Income-Projected_Expenses', 2740), null, 'Projected minus expenses'],
    MS_MONEY,
  ); // 6300 − 3560
  put(overview, 'B4', ['Actual Balance', null, f('Actual_Income-Actual_Expenses', 3035), null, 'Actual minus expenses'], MS_MONEY); // 6475 − 3440
  put(overview, 'B6', ['Difference', null, f('D4-D3', 295), null, 'Actual minus projected'], MS_MONEY);
  for (const range of ['B3:C3', 'B4:C4', 'B6:C6']) overview.mergeCells(range);
  put(overview, 'B7', ['Income', null, null, null, 'Expenses']);
  put(overview, 'C8', ['Projected', 'Actual', null, 'Projected', 'Actual']);
  put(
    overview,
    'B9',
    ['Paycheck A', 4200, 4150, null, f('SUM(Expense_Table[Projected Cost])', 3560), f('SUM(Expense_Table[Actual Cost])', 3440)],
    MS_MONEY,
  );
  put(overview, 'B10', ['Paycheck B', 1800, 1900], MS_MONEY);
  put(overview, 'B11', ['Side income', 300, 425], MS_MONEY);
  put(overview, 'B12', ['Total Income', f('SUM(C9:C11)', 6300), f('SUM(D9:D11)', 6475)], MS_MONEY);
  put(overview, 'B13', ['Actual Expenses Breakdown']);

  // Each category's subtotal row sits directly above its item rows (some groups collapsed, showing
  // the subtotal only). Summing every row would count 3440 twice over.
  const summary = wb.addWorksheet('Budget Summary');
  put(summary, 'B1', ['Budget Summary']);
  put(summary, 'B3', ['Categories', 'Projected Cost', 'Actual Cost', 'Difference']);
  const summaryRows: [number, (Value | undefined)[]][] = [
    [4, ['Entertainment', 30, 42.15, -12.15]],
    [5, ['Books', 30, 42.15, -12.15]],
    [7, ['Food', 650, 659.75, -9.75]], // collapsed: 500 + 150, 538.75 + 121
    [9, ['Home', 1845, 1759.2, 85.8]], // 1600 + 90 + 55 + 100; 1600 + 104.20 + 55
    [10, ['Rent', 1600, 1600, 0]],
    [11, ['Electricity', 90, 104.2, -14.2]],
    [12, ['Internet', 55, 55, 0]],
    [13, ['Repairs', 100, null, 100]],
    [15, ['Insurance', 110, 110, 0]],
    [17, ['Kids', 140, 147.5, -7.5]], // 60 + 80; 55 + 92.50
    [18, ['Swim lessons', 60, 55, 5]],
    [19, ['School lunches', 80, 92.5, -12.5]],
    [21, ['Pets', 40, 0, 40]],
    [23, ['Savings', 300, 300, 0]],
    [25, ['Taxes', 250, 250, 0]],
    [27, ['Transport', 195, 171.4, 23.6]], // 75 + 120; 75 + 96.40
    [29, ['Grand Total', 3560, 3440, 120]],
  ];
  for (const [row, values] of summaryRows) put(summary, `B${row}`, values, MS_MONEY);

  // The clean item list, header at B2.
  const expenses = wb.addWorksheet('Monthly Expenses');
  put(expenses, 'B2', ['Description', 'Category', 'Projected Cost', 'Actual Cost', 'Difference', 'Actual Cost Overview']);
  MS_ITEMS.forEach(([description, category, projected, actual], i) => {
    const row = 3 + i;
    const difference = actual === null ? undefined : Math.round((projected - actual) * 100) / 100;
    put(
      expenses,
      `B${row}`,
      [
        description,
        category,
        projected,
        actual,
        f(
          `IF(OR(Expense_Table[[#This Row],[Projected Cost]]="",Expense_Table[[#This Row],[Actual Cost]]=""),"",Expense_Table[[#This Row],[Projected Cost]]-Expense_Table[[#This Row],[Actual Cost]])`,
          difference ?? '',
        ),
        f('Expense_Table[[#This Row],[Actual Cost]]', actual ?? undefined),
      ],
      MS_MONEY,
    );
  });

  // A pivot copy of the item table by category, and the category list.
  const additional = wb.addWorksheet('Additional Data');
  put(additional, 'B2', ['PivotTable for Budget Chart', null, null, 'Category List']);
  put(additional, 'B4', ['Categories', 'Cost', null, 'To add a category, type below']);
  const pivot: [string, number | null][] = [
    ['Entertainment', 42.15],
    ['Food', 659.75],
    ['Home', 1759.2],
    ['Insurance', 110],
    ['Kids', 147.5],
    ['Pets', null],
    ['Savings', 300],
    ['Taxes', 250],
    ['Transport', 171.4],
  ];
  pivot.forEach(([category, cost], i) => put(additional, `B${5 + i}`, [category, cost, null, category], MS_MONEY));
  put(additional, 'B14', ['Grand Total', 3440], MS_MONEY);
  return toBuffer(wb);
}

// ---------------------------------------------------------------------------------------------
// 2. Vertex42 "Personal Monthly Budget": side-by-side blocks, formula total labels.

const V42_MONEY = '#,##0.00;[Red]-#,##0.00';

/**
 * One Vertex42 block at `col` (A or F): header (name, Budget, Actual, Difference), items, and a total
 * row whose label is the formula `="Total "&<header cell>`. Difference is Actual − Budget for
 * income, Budget − Actual otherwise; blank items show a Difference of 0.
 */
function v42Block(
  ws: ExcelJS.Worksheet,
  col: 'A' | 'F',
  headerRow: number,
  name: string,
  items: [string, number | null, number | null][],
  income = false,
): void {
  const c = parseAddress(`${col}1`).col;
  const [labelCol, budgetCol, actualCol, diffCol] = [c, c + 1, c + 2, c + 3].map(columnLetter);
  put(ws, `${col}${headerRow}`, [name, 'Budget', 'Actual', 'Difference']);
  let budgetSum = 0;
  let actualSum = 0;
  items.forEach(([label, budget, actual], i) => {
    const row = headerRow + 1 + i;
    budgetSum += budget ?? 0;
    actualSum += actual ?? 0;
    const difference = Math.round((income ? (actual ?? 0) - (budget ?? 0) : (budget ?? 0) - (actual ?? 0)) * 100) / 100;
    const formula = income ? `${actualCol}${row}-${budgetCol}${row}` : `${budgetCol}${row}-${actualCol}${row}`;
    put(ws, `${col}${row}`, [label, budget, actual, f(formula, difference)], V42_MONEY);
  });
  const totalRow = headerRow + 1 + items.length;
  const first = headerRow + 1;
  const last = totalRow - 1;
  const round = (n: number) => Math.round(n * 100) / 100;
  put(
    ws,
    `${col}${totalRow}`,
    [
      f(`"Total "&${labelCol}${headerRow}`, `Total ${name}`),
      f(`SUBTOTAL(109,${budgetCol}${first}:${budgetCol}${last})`, round(budgetSum)),
      f(`SUBTOTAL(109,${actualCol}${first}:${actualCol}${last})`, round(actualSum)),
      f(`SUBTOTAL(109,${diffCol}${first}:${diffCol}${last})`, round(income ? actualSum - budgetSum : budgetSum - actualSum)),
    ],
    V42_MONEY,
  );
}

async function vertex42PersonalBudget(): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Budget');
  put(ws, 'A1', ['Monthly Household Budget']);
  const empty = (...labels: string[]): [string, null, null][] => labels.map((label) => [label, null, null]);

  // Left column of blocks, A–D. Income: Salary 2600 planned, 2650 received.
  v42Block(ws, 'A', 4, 'INCOME', [['Salary', 2600, 2650], ...empty('Bonus', 'Interest Income', 'Child Support', 'Refunds', 'Other')], true);
  // HOUSING actual: 1250 + 22 + 71.35 + 33.10 + 45 + 26.99 + 0 + 12.50 = 1460.94 (budget 1470).
  v42Block(ws, 'A', 13, 'HOUSING', [
    ['Rent', 1250, 1250],
    ["Renter's Insurance", 22, 22],
    ['Electric', 60, 71.35],
    ['Water/Sewer', 35, 33.1],
    ['Mobile Phone', 45, 45],
    ['Streaming', 18, 26.99],
    ['Furniture', 0, 0],
    ['Repairs', 40, 12.5],
  ]);
  v42Block(ws, 'A', 24, 'TRANSPORT', empty('Car Payment', 'Car Insurance', 'Fuel', 'Transit Pass', 'Parking'));
  v42Block(ws, 'A', 32, 'GIVING', empty('Donations', 'Gifts'));

  // Right column, F–I: the summary block (Total Income, Total Expenses, NET), then more blocks, all empty.
  put(ws, 'F4', ['BUDGET SUMMARY', 'Budget', 'Actual', 'Difference']);
  put(ws, 'F5', ['Total Income', f('Income[[#Totals],[Budget]]', 2600), f('Income[[#Totals],[Actual]]', 2650), f('H5-G5', 50)], V42_MONEY);
  put(
    ws,
    'F6',
    [
      'Total Expenses',
      f('SUM(Housing[[#Totals],[Budget]],Transport[[#Totals],[Budget]])', 1470),
      f('SUM(Housing[[#Totals],[Actual]],Transport[[#Totals],[Actual]])', 1460.94),
      f('G6-H6', 9.06),
    ],
    V42_MONEY,
  );
  put(ws, 'F7', ['NET', f('G5-G6', 1130), f('H5-H6', 1189.06), f('H7-G7', 59.06)], V42_MONEY);
  v42Block(ws, 'F', 10, 'DAILY LIVING', empty('Groceries', 'Toiletries', 'Clothing', 'Dining Out', 'Haircuts'));
  v42Block(ws, 'F', 18, 'SAVINGS', empty('Emergency Fund', 'Retirement', 'College Fund'));
  v42Block(ws, 'F', 24, 'DEBTS', empty('Credit Card', 'Student Loan'));

  const help = wb.addWorksheet('Help');
  put(help, 'A1', ['HELP']);
  put(help, 'A4', ['Getting started']);
  put(help, 'B5', ['Each block on the Budget sheet is its own table, so rows can be added or removed inside a block.']);
  put(help, 'A8', ['Step 1', 'Rename the items of each block to match your own bills.']);
  put(help, 'A10', ['Step 2', 'Type what you plan to spend in the Budget column.']);
  put(help, 'A12', ['Step 3', 'At the end of the month, type what you really spent in the Actual column.']);
  put(help, 'A14', ['Difference', 'Negative differences mean you spent more than planned.']);
  return toBuffer(wb);
}

// ---------------------------------------------------------------------------------------------
// 3. Vertex42 "Income and Expenses" register: accounts, opening balances, transfers, IN/OUT pair.

async function vertex42Register(): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Register');
  put(ws, 'A1', ['Income and Expenses']);
  put(ws, 'A3', [
    'Account',
    'Date',
    'Description',
    'Category',
    '✔',
    'Income Money IN',
    'Expense Money OUT',
    'Account Balance',
    'Overall Balance',
  ]);
  // account, date, description, category, in, out, account balance, overall balance (both running)
  const rows: [string, string, string, string, number | null, number | null, number, number][] = [
    ['Checking', '2023-06-01', 'Beginning Balance', '[Balance]', 1200, null, 1200, 1200],
    ['Cash', '2023-06-01', 'Beginning Balance', '[Balance]', 80, null, 80, 1280],
    ['Credit', '2023-06-01', 'Beginning Balance', '[Balance]', null, 215.4, -215.4, 1064.6],
    ['Savings', '2023-06-01', 'Beginning Balance', '[Balance]', 2500, null, 2500, 3564.6],
    ['Cash', '2023-06-08', 'ATM', '[Transfer]', 60, null, 140, 3624.6],
    ['Checking', '2023-06-08', 'ATM', '[Transfer]', null, 60, 1140, 3564.6],
    ['Credit', '2023-06-12', 'Corner Pharmacy', 'Health', null, 18.75, -234.15, 3545.85],
    ['Cash', '2023-06-14', 'Farmers Market', 'Groceries', null, 41.3, 98.7, 3504.55],
    ['Checking', '2023-06-19', 'City Water Dept', 'Utilities', null, 52.88, 1087.12, 3451.67],
    ['Checking', '2023-06-28', 'Card Interest', 'Interest Expense', null, 4.12, 1083, 3447.55],
    ['Checking', '2023-06-30', 'Card Payment', '[Transfer]', null, 234.15, 848.85, 3213.4],
    ['Credit', '2023-06-30', 'Card Payment', '[Transfer]', 234.15, null, 0, 3447.55],
  ];
  rows.forEach(([account, date, description, category, moneyIn, moneyOut, accountBalance, overall], i) => {
    const r = 4 + i;
    put(ws, `A${r}`, [account, d(date), description, category, null]);
    ws.getCell(`B${r}`).numFmt = 'm/dd/yy;@';
    put(ws, `F${r}`, [moneyIn, moneyOut], '#,##0.00');
    put(
      ws,
      `H${r}`,
      [
        f(
          `SUMIF($A$3:OFFSET(A${r},0,0),A${r},$F$3:OFFSET(F${r},0,0))-SUMIF($A$3:OFFSET(A${r},0,0),A${r},$G$3:OFFSET(G${r},0,0))`,
          accountBalance,
        ),
        f(`IF(B${r}=""," - ",SUM($F$3:F${r})-SUM($G$3:G${r}))`, overall),
      ],
      '#,##0.00',
    );
  });
  // Formula-only rows waiting for entries: an account balance of 0 and an overall balance of " - ".
  for (let r = 16; r <= 25; r += 1) {
    put(ws, `H${r}`, [
      f(`SUMIF($A$3:OFFSET(A${r},0,0),A${r},$F$3:OFFSET(F${r},0,0))-SUMIF($A$3:OFFSET(A${r},0,0),A${r},$G$3:OFFSET(G${r},0,0))`, 0),
      f(`IF(B${r}=""," - ",SUM($F$3:F${r})-SUM($G$3:G${r}))`, ' - '),
    ]);
  }
  // The register's own totals include balances and transfers:
  // IN 1200 + 80 + 2500 + 60 + 234.15 = 4074.15; OUT 215.40 + 60 + 18.75 + 41.30 + 52.88 + 4.12 + 234.15 = 626.60.
  put(
    ws,
    'A26',
    ['Total', null, null, null, null, f('SUBTOTAL(109,F4:F25)', 4074.15), f('SUBTOTAL(109,G4:G25)', 626.6), null, f('F26-G26', 3447.55)],
    '#,##0.00',
  );

  const settings = wb.addWorksheet('Settings');
  put(settings, 'A1', ['Accounts', null, 'Categories', null, 'Descriptions']);
  const lists: [string | null, string, string | null][] = [
    ['Cash', '[Balance]', 'Beginning Balance'],
    ['Checking', '[Transfer]', 'ATM'],
    ['Savings', 'Groceries', 'Card Payment'],
    ['Credit', 'Health', 'Card Interest'],
    [null, 'Interest Expense', 'Farmers Market'],
    [null, 'Paycheck', null],
    [null, 'Utilities', null],
  ];
  lists.forEach(([account, category, description], i) => put(settings, `A${3 + i}`, [account, null, category, null, description]));
  put(settings, 'G3', ['These lists feed the drop-down boxes of the register.']);
  return toBuffer(wb);
}

// ---------------------------------------------------------------------------------------------
// 4. A self-made tracker (Dheeraj's shape): a typed log at B11 beside a plan grid, a dashboard,
//    settings and hidden helper sheets.

const ACCOUNTING = '_ * #,##0.00_ ;_ * -#,##0.00_ ;_ * "-"??_ ;_ @_ ';

/** date, type, category, amount, details. Every amount positive; Type gives the direction. */
const TRACKER_ROWS: [string, 'Income' | 'Expenses' | 'Savings', string, number, string | null][] = [
  ['2022-11-25', 'Income', 'Salary', 2800, 'November pay'],
  ['2022-12-02', 'Expenses', 'Rent', 950, null],
  ['2022-12-03', 'Savings', 'Emergency Fund', 300, null],
  ['2022-12-05', 'Expenses', 'Groceries', 84.6, 'Market'],
  ['2022-12-09', 'Expenses', 'Transport', 45, 'Monthly pass'],
  ['2022-12-12', 'Income', 'Freelance', 420, 'Logo job'],
  ['2022-12-15', 'Expenses', 'Phone & Internet', 59.9, null],
  ['2022-12-20', 'Expenses', 'Gifts', 135.25, 'Holiday presents'],
  ['2022-12-23', 'Income', 'Salary', 2800, 'December pay'],
  ['2023-01-02', 'Expenses', 'Rent', 950, null],
  ['2023-01-04', 'Savings', 'Pension Fund', 250, null],
  ['2023-01-07', 'Expenses', 'Groceries', 112.35, null],
  ['2023-01-14', 'Expenses', 'Health', 38, 'Dentist co-pay'],
  ['2023-01-18', 'Income', 'Interest', 12.4, null],
  ['2023-01-25', 'Income', 'Salary', 2800, 'January pay'],
  ['2023-02-02', 'Expenses', 'Rent', 950, null],
  ['2023-02-06', 'Savings', 'Emergency Fund', 300, null],
  ['2023-02-08', 'Expenses', 'Groceries', 97.15, null],
  ['2023-02-11', 'Expenses', 'Transport', 45, 'Monthly pass'],
  ['2023-02-17', 'Expenses', 'Phone & Internet', 59.9, null],
];

/** Income dated on or after the 20th counts for the next month (the tracker's "shift late income"). */
function effectiveDate(iso: string, type: string): Date {
  const [year, month, day] = iso.split('-').map(Number);
  if (type === 'Income' && day >= 20) return new Date(Date.UTC(year, month, 1));
  return d(iso);
}

async function selfMadeTracker(): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();

  const settings = wb.addWorksheet('Settings');
  put(settings, 'C2', ['Settings']);
  put(settings, 'C6', ['General']);
  put(settings, 'D8', ['Starting Year :', 2023, null, 'Set the starting year once, when you begin.']);
  put(settings, 'C12', ['Budget Tracking & Dashboard']);
  put(settings, 'D14', ['Late Monthly Income']);
  put(settings, 'D16', ['Shift late income:', 'Active', null, 'Income received on or after the day below counts for the next month.']);
  put(settings, 'D18', ['Starting on day x in month:', 20]);
  put(settings, 'D20', ['KPI Calculation in Dashboard']);
  put(settings, 'D22', ['Savings Rate as % of Income:', '% allocated to Savings']);

  // The plan for 2023: Income, Expenses and Savings blocks, each headed by =DATE(year,m,1) cells
  // shown as "mmm", then a Total column. Not actuals.
  const plan = wb.addWorksheet('Budget Planning');
  put(plan, 'C2', ['Budget Planning']);
  put(plan, 'C5', ['Define starting year in settings']);
  const months = Array.from({ length: 12 }, (_, i) => i);
  const monthCol = (i: number) => columnLetter(5 + i); // E..P
  for (const i of months) {
    const col = monthCol(i);
    const short = SHORT_MONTH_NAMES[i];
    put(plan, `${col}5`, [f('starting_year', 2023)]);
    put(plan, `${col}6`, [f(`IF(${col}7=0,"${short} ✓","${short}")`, short)]);
    // To be allocated = income − (expenses + savings): 3110 − (1450 + 550) = 1110; December 3110 − (1600 + 550) = 960.
    put(plan, `${col}7`, [f(`${col}16-(${col}27+${col}34)`, i === 11 ? 960 : 1110)], ACCOUNTING);
  }
  put(plan, 'C7', ['To be allocated']);
  const planBlock = (
    headerRow: number,
    title: string,
    lines: [string, (number | string)[] | null][],
    totalRow: number,
    totals: number[],
    yearTotal: number,
  ) => {
    put(plan, `C${headerRow}`, [title]);
    for (const i of months) put(plan, `${monthCol(i)}${headerRow}`, [f(`DATE(E$5,${i + 1},1)`, new Date(Date.UTC(2023, i, 1)))], 'mmm');
    put(plan, `Q${headerRow}`, ['Total']);
    lines.forEach(([label, values], n) => {
      const row = headerRow + 1 + n;
      put(plan, `C${row}`, [label]);
      if (values) put(plan, `E${row}`, values, ACCOUNTING);
      const sum = values ? values.reduce<number>((acc, v) => acc + (typeof v === 'number' ? v : 0), 0) : undefined;
      put(plan, `Q${row}`, [f(`SUM(E${row}:P${row})`, sum)], ACCOUNTING);
    });
    put(plan, `C${totalRow}`, ['Total']);
    totals.forEach((total, i) =>
      put(plan, `${monthCol(i)}${totalRow}`, [f(`SUM(${monthCol(i)}${headerRow + 1}:${monthCol(i)}${totalRow - 1})`, total)], ACCOUNTING),
    );
    put(plan, `Q${totalRow}`, [f(`SUM(E${totalRow}:P${totalRow})`, yearTotal)], ACCOUNTING);
  };
  const every = (n: number) => months.map(() => n);
  // Income: 2800 + 300 + 10 = 3110 a month, 37320 a year.
  planBlock(
    9,
    'Income',
    [
      ['Salary', every(2800)],
      ['Freelance', every(300)],
      ['Interest', every(10)],
      ['Enter income category', null],
      ['Enter income category', null],
    ],
    16,
    every(3110),
    37320,
  );
  // Expenses: 950 + 300 + 90 + 60 + 50 = 1450 a month; Gifts "-" until December's 150 → 1600.
  // Year: 11400 + 3600 + 1080 + 720 + 600 + 150 = 17550.
  planBlock(
    19,
    'Expenses',
    [
      ['Rent', every(950)],
      ['Groceries', every(300)],
      ['Transport', every(90)],
      ['Phone & Internet', every(60)],
      ['Health', every(50)],
      ['Gifts', [...months.slice(0, 11).map(() => '-'), 150]],
      ['Enter Expenses category', null],
    ],
    27,
    months.map((i) => (i === 11 ? 1600 : 1450)),
    17550,
  );
  // Savings: 300 + 250 = 550 a month, 6600 a year.
  planBlock(
    30,
    'Savings',
    [
      ['Emergency Fund', every(300)],
      ['Pension Fund', every(250)],
      ['Enter savings category', null],
    ],
    34,
    every(550),
    6600,
  );

  // The actuals: a title block (with a balance figure that is not data), header at B11.
  const tracking = wb.addWorksheet('Budget Tracking');
  put(tracking, 'B2', ['Budget Tracking']);
  put(tracking, 'B4', ['Track every income, expense and saving as it happens.']);
  // 8832.40 − 3527.15 − 850 (the totals below).
  put(
    tracking,
    'B6',
    [
      'Tracking balance',
      f('SUMPRODUCT(Tracking[Amount],--(Tracking[Type]="Income"))-SUMPRODUCT(Tracking[Amount],--(Tracking[Type]<>"Income"))', 4455.25),
    ],
    ACCOUNTING,
  );
  put(tracking, 'B11', ['Date', 'Type', 'Category', 'Amount', 'Details', 'Balance', 'Effective Date']);
  let balance = 0;
  TRACKER_ROWS.forEach(([date, type, category, amount, details], i) => {
    const r = 12 + i;
    balance = Math.round((balance + (type === 'Income' ? amount : -amount)) * 100) / 100;
    put(tracking, `B${r}`, [d(date)], 'd/mmm/yy');
    put(tracking, `C${r}`, [type, category]);
    put(tracking, `E${r}`, [amount], ACCOUNTING);
    put(tracking, `F${r}`, [details]);
    put(
      tracking,
      `G${r}`,
      [f(`SUMPRODUCT(Tracking[Amount],--(ROW(Tracking[Amount])<=ROW()),IF(Tracking[Type]="Income",1,-1))`, balance)],
      ACCOUNTING,
    );
    put(
      tracking,
      `H${r}`,
      [
        f(
          `IF(AND(Tracking[[#This Row],[Type]]="Income",shift_active,DAY(B${r})>=shift_day),EOMONTH(B${r},0)+1,B${r})`,
          effectiveDate(date, type),
        ),
      ],
      'd/mmm/yy',
    );
  });
  // Helper cells to the right of the table.
  put(tracking, 'J12', ['Shift late income', 'Active']);
  put(tracking, 'J13', ['From day', 20]);

  // A dashboard for February 2023 (income by effective date: the 2023-01-25 salary 2800;
  // expenses 950 + 97.15 + 45 + 59.90 = 1152.05; savings 300), against the plan.
  const dashboard = wb.addWorksheet('Budget Dashboard');
  put(dashboard, 'B2', ['Budget Dashboard']);
  put(dashboard, 'B4', ['Year', 2023]);
  put(dashboard, 'B5', ['Period', 'February']);
  put(dashboard, 'B7', ['Category', 'Tracked', 'Budget', 'Tracked vs. Budget']);
  put(dashboard, 'B8', ['Income', f('SUMIFS(...)', 2800), f('INDEX(...)', 3110)], '#,##0.00');
  put(dashboard, 'B9', ['Expenses', f('SUMIFS(...)', 1152.05), f('INDEX(...)', 1450)], '#,##0.00');
  put(dashboard, 'B10', ['Savings', f('SUMIFS(...)', 300), f('INDEX(...)', 550)], '#,##0.00');
  put(dashboard, 'E8', [f('C8/D8', 0.9003)], '0%');
  put(dashboard, 'E9', [f('C9/D9', 0.7945)], '0%');
  put(dashboard, 'E10', [f('C10/D10', 0.5455)], '0%');

  const calculations = wb.addWorksheet('Calculations', { state: 'hidden' });
  put(calculations, 'C2', ['Calculations']);
  put(calculations, 'D8', ['Today:', f('current_date', d('2025-05-14'))], 'd/mmm/yy');
  put(calculations, 'D9', ['Last Record:', f('MAX(Tracking[Date])', d('2023-02-17'))], 'd/mmm/yy');
  put(calculations, 'D11', ['# Records:', f('COUNT(Tracking[Date])', TRACKER_ROWS.length)]);
  put(calculations, 'D34', ['Income', 'Category', 'Amount', null, 'Expenses', 'Category', 'Amount', null, 'Savings', 'Category', 'Amount']);
  put(calculations, 'D35', [
    1,
    f('INDEX(...)', 'Salary'),
    f('INDEX(...)', 2800),
    null,
    1,
    f('INDEX(...)', 'Rent'),
    f('INDEX(...)', 950),
    null,
    1,
    f('INDEX(...)', 'Emergency Fund'),
    f('INDEX(...)', 300),
  ]);
  put(calculations, 'H36', [2, f('INDEX(...)', 'Groceries'), f('INDEX(...)', 97.15)]);
  put(calculations, 'H37', [3, f('INDEX(...)', 'Phone & Internet'), f('INDEX(...)', 59.9)]);
  put(calculations, 'H38', [4, f('INDEX(...)', 'Transport'), f('INDEX(...)', 45)]);
  put(calculations, 'E41', [
    'Total',
    f('INDEX(...)', 2800),
    null,
    null,
    'Total',
    f('INDEX(...)', 1152.05),
    null,
    null,
    'Total',
    f('INDEX(...)', 300),
  ]);

  const dropDown = wb.addWorksheet('Drop Down Data', { state: 'hidden' });
  put(dropDown, 'C2', ['Drop Down Data']);
  put(dropDown, 'C7', ['Year Dropdown', null, 'Period Dropdown']);
  put(dropDown, 'C8', ['Current Year', null, 'Total Year']);
  put(dropDown, 'C9', [f('starting_year', 2023), null, 'Current Month']);
  for (let i = 1; i <= 4; i += 1) put(dropDown, `C${9 + i}`, [f(`C${8 + i}+1`, 2023 + i)]);
  for (let i = 0; i < 12; i += 1) put(dropDown, `E${10 + i}`, [new Date(Date.UTC(2000, i, 1))], 'mmmm');
  return toBuffer(wb);
}

// ---------------------------------------------------------------------------------------------
// 5. Harry Hill's shape: an older 4-month draft with Month/Day/Year columns, and the full-year
//    ledger (one row every three days here) with a pivot to its right.

/**
 * Tails with many decimals, each below half a cent: T1 and T2 cancel in pairs within a month; T3
 * does not, so rounding every row to the cent (45.62) and rounding the exact sum differ, as in the
 * original (whose rows are random floats): a careful person's total is the sheet's SUM, rounded.
 */
const T1 = 0.003141592653;
const T2 = 0.002718281828;
const T3 = 0.004444444444;
/** The nine spending rows of every month of "Spending & Income", on days 4, 7, …, 28. */
const LEDGER_PATTERN: { category: string; amount: number; institution: string; source: string }[] = [
  { category: 'Groceries', amount: 61.27 + T1, institution: 'Northbank', source: 'Northbank Debit Card' },
  { category: 'Car', amount: 38.9 - T1, institution: 'Harbor', source: 'Harbor Credit Card' },
  { category: 'Subscription', amount: 14.99 + T2, institution: 'Harbor', source: 'Harbor Credit Card' },
  { category: 'Home', amount: 72.45 - T2, institution: 'Northbank', source: 'Northbank Debit Card' },
  { category: 'Eating Out', amount: 27.8 + T1, institution: 'Harbor', source: 'Harbor Credit Card' },
  { category: 'Misc.', amount: 19.35 - T1, institution: 'Northbank', source: 'Northbank Debit Card' },
  { category: 'Groceries', amount: 54.18 + T2, institution: 'Northbank', source: 'Northbank Debit Card' },
  { category: 'Subscription', amount: 9.99 - T2, institution: 'Harbor', source: 'Harbor Credit Card' },
  { category: 'Car', amount: 45.62 + T3, institution: 'Harbor', source: 'Harbor Credit Card' },
];
const LEDGER_SALARY = 2750;
// A month's spending: 61.27 + 38.90 + 14.99 + 72.45 + 27.80 + 19.35 + 54.18 + 9.99 + 45.62 = 344.55
// plus the tails: +T1 −T1 +T2 −T2 +T1 −T1 +T2 −T2 cancel, T3 = 0.004444444444 stays, so 344.554444444444.
// By category a month: Groceries 115.45, Car 84.52 + T3, Subscription 24.98, Home 72.45, Eating Out
// 27.80, Misc. 19.35.

/** The older draft: Sep–Dec 2023, other amounts (the '(old)' generator). Month, day, amount, institution, category. */
const DRAFT_ROWS: [number, number, number, string, string][] = [
  [9, 3, 57.03918461377, 'Northbank', 'Home'],
  [9, 9, 12.55271039904, 'Cash', 'Misc.'],
  [9, 15, 88.19044172205, 'Harbor', 'Groceries'],
  [9, 21, 33.66728503318, 'Cash', 'Car'],
  [9, 27, 71.44180626657, 'Northbank', 'Eating Out'],
  [10, 3, 24.91865356012, 'Harbor', 'Subscription'],
  [10, 9, 66.30512984431, 'Northbank', 'Groceries'],
  [10, 15, 9.771246430087, 'Cash', 'Misc.'],
  [10, 21, 45.00933219975, 'Harbor', 'Home'],
  [10, 27, 80.26744191238, 'Northbank', 'Car'],
  [11, 3, 91.33200476651, 'Cash', 'Groceries'],
  [11, 9, 18.66428811029, 'Harbor', 'Subscription'],
  [11, 15, 52.99173064483, 'Northbank', 'Eating Out'],
  [11, 21, 37.11095534627, 'Cash', 'Misc.'],
  [11, 27, 63.88201548862, 'Harbor', 'Home'],
  [12, 3, 29.44770162384, 'Northbank', 'Car'],
  [12, 9, 74.10355290016, 'Harbor', 'Groceries'],
  [12, 15, 43.88511727749, 'Cash', 'Subscription'],
  [12, 21, 15.22966487731, 'Northbank', 'Misc.'],
  [12, 27, 98.00139675502, 'Harbor', 'Eating Out'],
];

async function twoLedgers(): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const money = '_("$"* #,##0.00_);_("$"* (#,##0.00);_("$"* "-"??_);_(@_)';

  const draft = wb.addWorksheet('Raw Transactions');
  put(draft, 'A1', ['Month', 'Day', 'Year', 'Transaction Amount', 'Institution', 'Source', 'Category', 'Expense or Income']);
  draft.getCell('D1').numFmt = money;
  let r = 2;
  for (const month of [9, 10, 11, 12]) {
    const entries: [number, number, string, string][] = [
      [1, LEDGER_SALARY, 'Northbank', 'Monthly Salary'],
      ...DRAFT_ROWS.filter((row) => row[0] === month).map(([, day, amount, institution, category]): [number, number, string, string] => [
        day,
        amount,
        institution,
        category,
      ]),
    ];
    for (const [day, amount, institution, category] of entries) {
      const deposit = amount === LEDGER_SALARY;
      put(draft, `A${r}`, [month, day, 2023]);
      put(draft, `D${r}`, [amount], money);
      put(draft, `E${r}`, [
        institution,
        f(
          `IF(D${r}=${LEDGER_SALARY},"Deposit",IFS(E${r}="Harbor","Harbor Credit Card",E${r}="Northbank","Northbank Debit Card",E${r}="Cash","Cash"))`,
          deposit ? 'Deposit' : institution === 'Cash' ? 'Cash' : `${institution} ${institution === 'Harbor' ? 'Credit' : 'Debit'} Card`,
        ),
        f(
          `IF(D${r}=${LEDGER_SALARY},"Monthly Salary",CHOOSE(RANDBETWEEN(1,6),"Groceries","Car","Misc.","Subscription","Home","Eating Out"))`,
          category,
        ),
        f(`IF(F${r}="Deposit","Income","Expense")`, deposit ? 'Income' : 'Expense'),
      ]);
      r += 1;
    }
  }
  put(draft, `A${r + 3}`, ['Notes:']);
  put(draft, `A${r + 4}`, ['Amounts come from RAND() and categories from RANDBETWEEN, so they change on every recalculation.']);
  put(draft, `A${r + 5}`, ['The salary is paid on the 1st of each month.']);

  const ledger = wb.addWorksheet('Spending & Income');
  put(ledger, 'A1', [
    'Date',
    'Month (Long)',
    'Month',
    'Day',
    'Year',
    'Transaction Amount',
    'Deposit Amount',
    'Institution',
    'Source',
    'Transaction Category',
    'Expense or Income',
  ]);
  ledger.getCell('F1').numFmt = money;
  r = 2;
  for (let month = 1; month <= 12; month += 1) {
    for (let k = 0; k <= LEDGER_PATTERN.length; k += 1) {
      const day = 1 + 3 * k;
      const date = new Date(Date.UTC(2023, month - 1, day));
      // The first date typed, the others formulas from the row above (cached values).
      put(ledger, `A${r}`, [r === 2 ? date : f(k === 0 ? `EOMONTH(A${r - 1},0)+1` : `A${r - 1}+3`, date)], 'mm-dd-yy');
      put(ledger, `B${r}`, [
        f(
          `IFS(C${r}=1,"January",C${r}=2,"February",C${r}=3,"March",C${r}=4,"April",C${r}=5,"May",C${r}=6,"June",C${r}=7,"July",C${r}=8,"August",C${r}=9,"September",C${r}=10,"October",C${r}=11,"November",C${r}=12,"December")`,
          MONTH_NAMES[month - 1],
        ),
        month,
        day,
        2023,
      ]);
      const depositFormula = `IF((A${r}=A${r}-DAY(A${r})+1),${LEDGER_SALARY},"-")`;
      if (k === 0) {
        put(ledger, `F${r}`, ['-', f(depositFormula, LEDGER_SALARY), 'Northbank', 'Deposit', '-', 'Income'], money);
      } else {
        const entry = LEDGER_PATTERN[k - 1];
        put(ledger, `F${r}`, [entry.amount, f(depositFormula, '-'), entry.institution, entry.source, entry.category, 'Expense'], money);
      }
      r += 1;
    }
  }
  // Generator notes, then after the empty column L a pivot of the ledger and a monthly summary.
  put(ledger, 'N2', ['Conditional Generator Formulas']);
  put(ledger, 'N3', ['Deposit Amount', `IF((A2=A2-DAY(A2)+1),${LEDGER_SALARY},"-")`]);
  put(ledger, 'N4', ['TA (new)', `IF(G2=${LEDGER_SALARY},"-",RAND()*(100-1)+1)`]);
  put(ledger, 'N5', ['TA (old)', `IF((A2=A2-DAY(A2)+1),${LEDGER_SALARY},RAND()*(100-1)+1)`]);
  put(ledger, 'N6', ['Category', 'IF(G2=2750,"-",CHOOSE(RANDBETWEEN(1,6),"Groceries","Car","Misc.","Subscription","Home","Eating Out"))']);
  const categories = ['Car', 'Eating Out', 'Groceries', 'Home', 'Misc.', 'Subscription'];
  const monthly = [84.52 + T3, 27.8, 115.45, 72.45, 19.35, 24.98]; // by category, every month (sum 344.55 + T3)
  const yearly = [1014.24 + 12 * T3, 333.6, 1385.4, 869.4, 232.2, 299.76]; // ×12 (sum 4134.60 + 12 × T3)
  put(ledger, 'M14', ['Sum of Transaction Amount', 'Column Labels']);
  put(ledger, 'M15', ['Row Labels', ...categories, 'Grand Total']);
  MONTH_NAMES.forEach((name, i) => put(ledger, `M${16 + i}`, [name, ...monthly, 344.55 + T3]));
  put(ledger, 'M28', ['Grand Total', ...yearly, 4134.6 + 12 * T3]);
  put(ledger, 'N31', ['Monthly Income', 'Monthly Expenditures', 'Monthly Savings']);
  MONTH_NAMES.forEach((name, i) =>
    put(ledger, `M${32 + i}`, [name, LEDGER_SALARY, 344.55 + T3, f(`N${32 + i}-O${32 + i}`, LEDGER_SALARY - (344.55 + T3))]),
  );
  put(ledger, 'M45', [
    '2023 Totals:',
    f('SUM(N32:N43)', 33000),
    f('SUM(O32:O43)', 4134.6 + 12 * T3),
    f('SUM(P32:P43)', 33000 - (4134.6 + 12 * T3)),
  ]);
  return toBuffer(wb);
}

// ---------------------------------------------------------------------------------------------
// 6. bestexcel's shape: a yearless month grid (JANUARY…DECEMBER text), two months filled.

async function yearlessGrid(): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Home-Budget-Guide.org');
  const cols = Array.from({ length: 12 }, (_, i) => columnLetter(2 + i)); // B..M
  put(
    ws,
    'B1',
    MONTH_NAMES.map((name) => name.toUpperCase()),
  );
  put(ws, 'A3', ['Income']);
  put(ws, 'A4', ['Wages', 1650, 1700]);
  put(ws, 'A5', ['Child Benefit', 95, 95]);
  put(ws, 'A6', ['Rental Income', 230, 230]);
  // TOTAL: Jan 1650 + 95 + 230 = 1975; Feb 1700 + 95 + 230 = 2025; later months formulas without a value.
  put(ws, 'A7', ['TOTAL', ...cols.map((c, i) => f(`SUM(${c}4:${c}6)`, i === 0 ? 1975 : i === 1 ? 2025 : undefined))]);
  put(ws, 'A9', ['Expenditure']);
  put(ws, 'A10', ['Food Shop', 310, 295.5]);
  put(ws, 'A11', ['Mobile', 25, 25]);
  put(ws, 'A12', ['Days Out', 120, 85.25]);
  put(ws, 'A13', ['Internet', 35, 35]);
  // March–December: stray formulas in the Energy and Mortgage rows that come to 0.
  put(ws, 'A14', ['Energy', 140, 152.8, ...cols.slice(2).map((c) => f(`SUM(${c}10:${c}13)`, 0))]);
  put(ws, 'A15', ['Mortgage', 725, 725, ...cols.slice(2).map((c) => f(`SUM(${c}7-${c}14)`, 0))]);
  // Total: Jan 310 + 25 + 120 + 35 + 140 + 725 = 1355; Feb 295.50 + 25 + 85.25 + 35 + 152.80 + 725 = 1318.55.
  put(ws, 'A17', ['Total', ...cols.map((c, i) => f(`SUM(${c}10:${c}15)`, i === 0 ? 1355 : i === 1 ? 1318.55 : 0))]);
  // Difference: 1975 − 1355 = 620; 2025 − 1318.55 = 706.45.
  put(ws, 'A18', ['Difference', ...cols.map((c, i) => f(`SUM(${c}7-${c}17)`, i === 0 ? 620 : i === 1 ? 706.45 : 0))]);
  put(ws, 'A21', ['source:', ...cols.map(() => ({ text: 'www.home-budget-guide.org', hyperlink: 'http://www.home-budget-guide.org/' }))]);
  return toBuffer(wb);
}

// ---------------------------------------------------------------------------------------------
// 7. Taranath's shape: a grid of real date cells, and a second sheet extending it.

/** Bills by month, Jan–Jun 2022 (Sheet1 holds Jan–May and no Tea row). */
const BILLS: [string, number[]][] = [
  ['House Rent', [1800, 1800, 1800, 1800, 1800, 1800]],
  ['Mobile', [300, 275, 310, 290, 305, 280]],
  ['Groceries', [2900, 3100, 2750, 3050, 2980, 3020]],
  ['Pharmacy', [150, 0, 420, 95, 130, 0]],
  ['Tea', [150, 150, 150, 150, 150, 150]],
  ['Cooking Gas', [1100, 0, 1100, 0, 1100, 0]],
  ['Snacks', [640, 580, 710, 605, 660, 590]],
];

function billsGrid(ws: ExcelJS.Worksheet, at: 'F' | 'A', months: number, withTea: boolean, stats: string[]): void {
  const start = parseAddress(`${at}1`).col;
  const letter = (offset: number) => columnLetter(start + offset);
  const rows = BILLS.filter(([label]) => withTea || label !== 'Tea');
  put(ws, `${at}4`, ['Monthly Budget']);
  put(ws, `${at}6`, ['Bills/Mon']);
  for (let m = 0; m < months; m += 1) put(ws, `${letter(1 + m)}6`, [new Date(Date.UTC(2022, m, 1))], 'mmm-yy');
  put(ws, `${letter(1 + months)}6`, stats);
  const first = letter(1);
  const last = letter(months);
  const totalRow = 7 + rows.length;
  const grandTotal = rows.reduce((acc, [, values]) => acc + values.slice(0, months).reduce((a, b) => a + b, 0), 0);
  rows.forEach(([label, values], i) => {
    const r = 7 + i;
    const shown = values.slice(0, months);
    const total = shown.reduce((a, b) => a + b, 0);
    put(ws, `${at}${r}`, [label, ...shown]);
    const statCells: Value[] = [
      f(`SUM(${first}${r}:${last}${r})`, total),
      f(
        withTea
          ? `${letter(1 + months)}${r}/$${letter(1 + months)}$${totalRow}`
          : `${letter(1 + months)}${r}/$${letter(1 + months)}$${totalRow}*100`,
        withTea ? total / grandTotal : (total / grandTotal) * 100,
      ),
      f(`AVERAGE(${first}${r}:${last}${r})`, total / months),
    ];
    if (stats.length > 3)
      statCells.push(
        f(`MIN(${first}${r}:${last}${r})`, Math.min(...shown)),
        f(`MAX(${first}${r}:${last}${r})`, Math.max(...shown)),
        f(`COUNT($${letter(4)}$7:$${letter(4)}$${totalRow - 1})`, rows.length),
      );
    put(ws, `${letter(1 + months)}${r}`, statCells);
  });
  const monthTotals = Array.from({ length: months }, (_, m) => rows.reduce((acc, [, values]) => acc + values[m], 0));
  put(ws, `${at}${totalRow}`, [
    'Total',
    ...monthTotals.map((total, m) => f(`SUM(${letter(1 + m)}7:${letter(1 + m)}${totalRow - 1})`, total)),
  ]);
  put(ws, `${letter(1 + months)}${totalRow}`, [f(`SUM(${first}${totalRow}:${last}${totalRow})`, grandTotal)]);
}

async function extendedGrid(): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  // Sheet1, from F4: Jan–May 2022, no Tea. Month totals 6890, 5755, 7090, 5840, 6975 = 32550.
  billsGrid(wb.addWorksheet('Sheet1'), 'F', 5, false, ['Total', 'Per.', 'Average']);
  // Sheet2, from A4: Jan–Jun 2022 with Tea (150 a month). Jan–May = Sheet1 + 150: 7040, 5905,
  // 7240, 5990, 7125; Jun 1800 + 280 + 3020 + 0 + 150 + 0 + 590 = 5840. Total 39140.
  billsGrid(wb.addWorksheet('Sheet2'), 'A', 6, true, ['Total', 'Per.', 'Average', 'Minimum', 'Maximum', 'count']);
  return toBuffer(wb);
}

// ---------------------------------------------------------------------------------------------
// 8. A zero-based budget in CHF: Income and Expenses sections with repeated headers.

const CHF = '_-* #,##0.0 [$CHF-100C]_-;-* #,##0.0 [$CHF-100C]_-;_-* "-"?? [$CHF-100C]_-;_-@_-';

async function zeroBasedChf(): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('ZB - 07');
  const merged = (row: number, text: string) => {
    put(ws, `B${row}`, [text]);
    ws.mergeCells(`B${row}:E${row}`);
  };
  merged(2, 'Zero Based Budget 2025');
  merged(4, 'Income');
  put(ws, 'B5', ['Category', 'Budget', 'Actual', 'Difference']);
  const line = (row: number, label: string, budget: number, actual: number) =>
    put(ws, `B${row}`, [label, budget, actual, f(`D${row}-C${row}`, Math.round((actual - budget) * 100) / 100)], CHF);
  line(6, 'Consulting Fees', 4200, 4350);
  line(7, 'Rental Income', 900, 900);
  line(8, 'bonus', 300, 275.5);
  // Budget 4200 + 900 + 300 = 5400; actual 4350 + 900 + 275.50 = 5525.50.
  put(ws, 'B9', ['Total Income', f('SUM(C6:C8)', 5400), f('SUM(D6:D8)', 5525.5), f('SUM(E6:E8)', 125.5)], CHF);
  merged(10, 'Expenses');
  put(ws, 'B11', ['Category', 'Budget', 'Actual', 'Difference']);
  line(12, 'Housing', 1900, 1900);
  line(13, 'Health Insurance', 420, 420);
  line(14, 'Food', 650, 688.4);
  line(15, 'Savings', 800, 800);
  line(16, 'Mobility', 300, 262.6);
  line(17, 'Leisure', 450, 503.1);
  line(18, 'Taxes', 880, 951.4);
  // Budget 1900 + 420 + 650 + 800 + 300 + 450 + 880 = 5400; actual 1900 + 420 + 688.40 + 800 +
  // 262.60 + 503.10 + 951.40 = 5525.50 (savings included), so the balance comes to 0.
  put(ws, 'B19', ['Total Expenses', f('SUM(C12:C18)', 5400), f('SUM(D12:D18)', 5525.5), f('SUM(E12:E18)', 125.5)], CHF);
  put(ws, 'B20', ['Final Balance', f('C9-C19', 0), f('D9-D19', 0), f('E9-E19', 0)], CHF);
  return toBuffer(wb);
}

// ---------------------------------------------------------------------------------------------
// 9–11. App and bank exports (CSV).

function ynabRegister(): Buffer {
  return csvText(
    [
      ['Account', 'Flag', 'Date', 'Payee', 'Category Group/Category', 'Category Group', 'Category', 'Memo', 'Outflow', 'Inflow', 'Cleared'],
      ['Checking', '', '03/01/2024', 'Oak Street Lettings', 'Bills: Rent', 'Bills', 'Rent', 'March rent', '$1,275.00', '$0.00', 'Cleared'],
      [
        'Visa',
        'Purple',
        '03/02/2024',
        'Corner Bakery',
        'Everyday: Eating Out',
        'Everyday',
        'Eating Out',
        'Croissants',
        '$7.40',
        '$0.00',
        'Uncleared',
      ],
      [
        'Checking',
        '',
        '03/03/2024',
        'Northwind Ltd',
        'Income: Salary',
        'Income',
        'Salary',
        'March salary',
        '$0.00',
        '$3,120.00',
        'Cleared',
      ],
      ['Visa', '', '03/05/2024', 'Fresh Mart', 'Everyday: Groceries', 'Everyday', 'Groceries', 'Weekly shop', '$86.35', '$0.00', 'Cleared'],
      ['Checking', '', '03/09/2024', 'Transfer : Savings', '', '', '', 'Rainy day fund', '$400.00', '$0.00', 'Uncleared'],
      ['Checking', '', '03/07/2024', '', '', '', '', 'Reconciliation balance adjustment', '$0.00', '$0.87', 'Reconciled'],
    ],
    true,
  );
}

function mintExport(): Buffer {
  return csvText(
    [
      ['Date', 'Description', 'Original Description', 'Amount', 'Transaction Type', 'Category', 'Account Name', 'Labels', 'Notes'],
      ['07/01/2023', 'Rent', 'AUTOPAY OAKWOOD APTS 3321', '1425.00', 'debit', 'Mortgage & Rent', 'Checking Account', '', ''],
      ['07/02/2023', 'Grocery Outlet', 'GROCERY OUTLET #0417', '63.48', 'debit', 'Groceries', 'Checking Account', '', ''],
      ['07/03/2023', 'Auto Shop', 'MIDAS 04471 REFUND', '-35.80', 'credit', 'Auto Service', 'Credit Card', '', 'Overcharge refunded'],
      ['07/04/2023', 'Payroll', 'BRIGHTLINE INC PAYROLL', '-2310.00', 'credit', 'Paycheck', 'Checking Account', 'Income', ''],
      ['07/05/2023', 'Hardware Store', 'ACE HARDWARE 88412', '27.15', 'debit', 'Home Improvement', 'Credit Card', '', ''],
      ['07/06/2023', 'Pizza Place', 'TONYS PIZZA 5512', '22.60', 'debit', 'Restaurants', 'Credit Card', '', ''],
      ['07/07/2023', 'Water Utility', 'METRO WATER DIST', '41.20', 'debit', 'Utilities', 'Checking Account', '', ''],
      ['07/08/2023', 'Streaming', 'NETFLIX.COM', '15.49', 'debit', 'Television', 'Credit Card', 'Entertainment', ''],
      ['07/09/2023', 'Pharmacy', 'WALGREENS #9031', '18.99', 'debit', 'Pharmacy', 'Credit Card', 'Health', 'Prescription'],
      ['07/10/2023', 'Tea House', 'TEAVANA 114', '6.35', 'debit', 'Coffee Shops', 'Credit Card', '', ''],
    ],
    false,
  );
}

function bankExport(): Buffer {
  // Newest first; running balance from 1495.82 before the first (oldest) row.
  return csvText(
    [
      ['Date', 'Status', 'Type', 'CheckNumber', 'Description', 'Withdrawal', 'Deposit', 'RunningBalance'],
      ['11/21/2023', 'Posted', 'DEPOSIT', '', 'Deposit Mobile Banking', '', '$45.00', '$1,342.18'],
      ['11/16/2023', 'Posted', 'ATM', '', 'FIRST MIDWEST BANK ATM 0044', '$60.00', '', '$1,297.18'],
      ['11/09/2023', 'Posted', 'CHECK', '1043', 'Check Paid #1043', '$120.00', '', '$1,357.18'],
      ['11/03/2023', 'Posted', 'ACH', '', 'SQ *CORNER BAKERY 231102~ Tran: ACHDW', '$18.64', '', '$1,477.18'],
    ],
    true,
  );
}

// ---------------------------------------------------------------------------------------------
// The shapes with their expected readings.

export const REAL_SHAPES: RealShape[] = [
  {
    id: 'ms-household',
    modelledOn: 'ms_household_monthly_budget.xlsx',
    fileName: 'household-monthly-budget.xlsx',
    build: msHouseholdBudget,
    expected: {
      // Amounts formatted "$"#,##0.00 (the number format names the currency).
      currency: '$',
      // Budget Overview, Actual: 4150 + 1900 + 425.
      income: 6475,
      // Monthly Expenses, Actual Cost without Savings: Kids 55 + 92.50 = 147.50; Entertainment 42.15;
      // Food 538.75 + 121 = 659.75; Home 1600 + 104.20 + 55 = 1759.20 (Repairs blank); Insurance 110;
      // Pets blank; Taxes 250; Transport 75 + 96.40 = 171.40.
      // 147.50 + 42.15 + 659.75 + 1759.20 + 110 + 250 + 171.40 = 3140.00 (3440 on the sheet − Savings 300).
      expenses: 3140,
      // The Savings line (Retirement account) inside the expense items.
      savings: 300,
      dated: false,
      // The income lives only on 'Budget Overview', so with the suggested options alone it has to be
      // suggested (despite "Overview" in its name) for the default reading to be right. 'Budget
      // Summary' (subtotal rows above items) and 'Additional Data' (a pivot) repeat Monthly Expenses.
      suggestedSheets: ['Budget Overview', 'Monthly Expenses'],
      expenseCategories: { Home: 1759.2, Food: 659.75, Taxes: 250, Transport: 171.4, Kids: 147.5, Insurance: 110, Entertainment: 42.15 },
    },
  },
  {
    id: 'v42-personal',
    modelledOn: 'v42_personal_monthly_budget.xlsx',
    fileName: 'personal-monthly-budget.xlsx',
    build: vertex42PersonalBudget,
    expected: {
      // INCOME, Actual: Salary 2650 (the other lines are empty).
      income: 2650,
      // HOUSING, Actual: 1250 + 22 + 71.35 + 33.10 + 45 + 26.99 + 0 + 12.50 = 1460.94. Budget columns,
      // "Total …" formula rows and the BUDGET SUMMARY block (Total Income/Total Expenses/NET) are not spending.
      expenses: 1460.94,
      savings: 0,
      dated: false,
      suggestedSheets: ['Budget'],
      expenseCategories: { HOUSING: 1460.94 },
    },
  },
  {
    id: 'v42-register',
    modelledOn: 'v42_income_expense_register.xlsx',
    fileName: 'income-expense-register.xlsx',
    build: vertex42Register,
    expected: {
      // No income: the IN column holds only opening balances and transfers.
      income: 0,
      // Health 18.75 + Groceries 41.30 + Utilities 52.88 + Interest Expense 4.12 = 117.05. Not counted:
      // the four [Balance] rows, the ATM [Transfer] pair (60/60), the card payment pair (234.15/234.15),
      // the " - " formula rows and the Total row.
      expenses: 117.05,
      savings: 0,
      dated: true,
      suggestedSheets: ['Register'],
      expenseCategories: { Utilities: 52.88, Groceries: 41.3, Health: 18.75, 'Interest Expense': 4.12 },
    },
  },
  {
    id: 'tracker-with-plan',
    modelledOn: 'dheeraj_personal_budget.xlsx',
    fileName: 'personal-budget-tracker.xlsx',
    build: selfMadeTracker,
    expected: {
      // Type Income: Salary 2800 × 3 = 8400; Freelance 420; Interest 12.40 → 8832.40.
      income: 8832.4,
      // Type Expenses: Rent 950 × 3 = 2850; Groceries 84.60 + 112.35 + 97.15 = 294.10; Transport 45 × 2 = 90;
      // Phone & Internet 59.90 × 2 = 119.80; Gifts 135.25; Health 38 → 2850 + 294.10 + 90 + 119.80 + 135.25 + 38 = 3527.15.
      expenses: 3527.15,
      // Type Savings: Emergency Fund 300 + Pension Fund 250 + Emergency Fund 300 = 850.
      savings: 850,
      dated: true,
      // 'Budget Planning' is a plan (2023 grid, would add 37320 / 17550 / 6600 if read as actuals);
      // Settings, the dashboard and the hidden sheets are not suggested.
      suggestedSheets: ['Budget Tracking'],
      expenseCategories: { Rent: 2850, Groceries: 294.1, Gifts: 135.25, 'Phone & Internet': 119.8, Transport: 90, Health: 38 },
    },
  },
  {
    id: 'two-ledgers',
    modelledOn: 'harryhill_budget.xlsx',
    fileName: 'yearly-budget.xlsx',
    build: twoLedgers,
    expected: {
      // 'Spending & Income' only: salary 2750 × 12 = 33000.
      income: 33000,
      // (344.55 + T3) a month × 12 = 4134.6533…: the exact amounts summed, then rounded once, as the
      // sheet's own SUM shows them (money stays integer cents: rows carry their fractions of a cent,
      // amounts.ts carriedCents). The draft sheet's Sep–Dec rows, the pivot (M14:T28) and the
      // Monthly Savings column (income − spending) are not counted.
      expenses: 4134.65,
      savings: 0,
      dated: true,
      suggestedSheets: ['Spending & Income'],
      // By category, the exact sums 12 × (115.45 + T1 + T2, 84.52 − T1 + T3, 72.45 − T2, 27.80 + T1,
      // 19.35 − T1, 24.98) rounded down, the 2 cents the total has over them going to the largest
      // fractions (Eating Out 333.6377, Home 869.3674): they add up to 4134.65.
      expenseCategories: { Groceries: 1385.47, Car: 1014.25, Home: 869.37, 'Eating Out': 333.64, Subscription: 299.76, 'Misc.': 232.16 },
      // Two ledgers over the same months with different figures: leaving one out is a choice the user must see.
      // (The left-out ledger's reading names the other one, or the kept one names the left-out one.)
      // And the reading says the amounts carry fractions of a cent, so the sheet's own sums can differ.
      warnings: [
        /Spending & Income|Raw Transactions/,
        /more than two decimals; totals are the exact amounts summed, then rounded to the cent/,
      ],
    },
  },
  {
    id: 'yearless-grid',
    modelledOn: 'bestexcel_household_budget.xlsx',
    fileName: 'household-budget-grid.xlsx',
    build: yearlessGrid,
    expected: {
      // JANUARY 1975 + FEBRUARY 2025 = 4000.
      income: 4000,
      // JANUARY 1355 + FEBRUARY 1318.55 = 2673.55; the March–December zeros, TOTAL/Total/Difference
      // rows and the source: footer are not money.
      expenses: 2673.55,
      savings: 0,
      dated: false,
      suggestedSheets: ['Home-Budget-Guide.org'],
      // By item: Mortgage 725 × 2; Food Shop 310 + 295.50; Energy 140 + 152.80; Days Out 120 + 85.25; Internet 35 × 2; Mobile 25 × 2.
      expenseCategories: { Mortgage: 1450, 'Food Shop': 605.5, Energy: 292.8, 'Days Out': 205.25, Internet: 70, Mobile: 50 },
    },
  },
  {
    id: 'extended-grid',
    modelledOn: 'taranath_monthly_grid.xlsx',
    fileName: 'monthly-bills-grid.xlsx',
    build: extendedGrid,
    expected: {
      income: 0,
      // Sheet2 only (it extends Sheet1 by June and a Tea row): 7040 + 5905 + 7240 + 5990 + 7125 + 5840 = 39140.
      // Reading both would give 39140 + 32550 = 71690.
      expenses: 39140,
      savings: 0,
      dated: true,
      suggestedSheets: ['Sheet2'],
      // Row totals on Sheet2: 1800 × 6; 300+275+310+290+305+280; 2900+3100+2750+3050+2980+3020;
      // 150+420+95+130; 150 × 6; 1100 × 3; 640+580+710+605+660+590.
      expenseCategories: {
        Groceries: 17800,
        'House Rent': 10800,
        Snacks: 3785,
        'Cooking Gas': 3300,
        Mobile: 1760,
        Tea: 900,
        Pharmacy: 795,
      },
      // The left-out grid is said to repeat the other one.
      warnings: [/Sheet[12]/],
    },
  },
  {
    id: 'zero-based-chf',
    modelledOn: 'zero_based_budget_chf.xlsx',
    fileName: 'zero-based-budget.xlsx',
    build: zeroBasedChf,
    expected: {
      // Only the number format [$CHF-100C] says CHF.
      currency: 'CHF',
      // Actual: 4350 + 900 + 275.50 = 5525.50 (CHF, not converted).
      income: 5525.5,
      // Actual expenses without the Savings line: 5525.50 − 800 = 4725.50.
      expenses: 4725.5,
      savings: 800,
      dated: false,
      suggestedSheets: ['ZB - 07'],
      expenseCategories: { Housing: 1900, Taxes: 951.4, Food: 688.4, Leisure: 503.1, 'Health Insurance': 420, Mobility: 262.6 },
    },
  },
  {
    id: 'ynab-csv',
    modelledOn: 'ynab_register_export.csv',
    fileName: 'ynab-register.csv',
    build: ynabRegister,
    expected: {
      // Currency text in the cells ("$1,500.00").
      currency: '$',
      // Inflow $3,120.00 (Income: Salary); the reconciliation adjustment $0.87 is not income.
      income: 3120,
      // Outflows 1275.00 + 7.40 + 86.35 = 1368.75.
      expenses: 1368.75,
      // "Transfer : Savings" outflow, blank category: money put into savings.
      savings: 400,
      dated: true,
      suggestedSheets: ['ynab-register'],
      // Category Group is the category: Bills 1275.00; Everyday 7.40 + 86.35 = 93.75.
      expenseCategories: { Bills: 1275, Everyday: 93.75 },
    },
  },
  {
    id: 'mint-csv',
    modelledOn: 'mint_export.csv',
    fileName: 'mint-transactions.csv',
    build: mintExport,
    expected: {
      // The payroll credit, written −2310.00: Transaction Type says money in.
      income: 2310,
      // Debits 1425.00 + 63.48 + 27.15 + 22.60 + 41.20 + 15.49 + 18.99 + 6.35 = 1620.26, less the
      // Auto Service refund credit (written −35.80) → 1584.46.
      expenses: 1584.46,
      savings: 0,
      dated: true,
      suggestedSheets: ['mint-transactions'],
      expenseCategories: {
        'Mortgage & Rent': 1425,
        Groceries: 63.48,
        Utilities: 41.2,
        'Home Improvement': 27.15,
        Restaurants: 22.6,
        Pharmacy: 18.99,
        Television: 15.49,
        'Coffee Shops': 6.35,
        'Auto Service': -35.8,
      },
    },
  },
  {
    id: 'bank-csv',
    modelledOn: 'schwab_checking.csv',
    fileName: 'checking-statement.csv',
    build: bankExport,
    expected: {
      // The one deposit.
      income: 45,
      // Withdrawals 60.00 + 120.00 + 18.64 = 198.64 (RunningBalance is not money that moved).
      expenses: 198.64,
      savings: 0,
      dated: true,
      suggestedSheets: ['checking-statement'],
      expenseCategories: { Uncategorized: 198.64 },
    },
  },
];
