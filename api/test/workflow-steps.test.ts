/**
 * The three steps of the update-data workflow over HTTP, one small hand-made workbook per layout of
 *, with the numbers of section 4 worked out by hand in the comments (to the cent).
 * Runs on SQLite and MariaDB.
 */
import { Transaction, UserOptions } from '../src/db/entities';
import type { ApiClient } from './support/client';
import { testEngines } from './support/engines';
import { START_TIME, useTestApp } from './support/test-app';
import {
  chooseOptions,
  classify,
  csv,
  day,
  recentWindows,
  runPipeline,
  saveCategories,
  uploadFile,
  xlsx,
  type CategoryRow,
} from './support/workflow';

const LAST_UPDATED = new Date(START_TIME).toISOString();
const ABSENT_WINDOWS = ['2LY', '6_months_previous', '3_months_previous'];

/** A category (or subcategory) of a window: total, percent of income, average per period. */
const figures = (total: number, percent_of_income: number, average_per_period: number) => ({
  total,
  percent_of_income,
  average_per_period,
});

/** Log with an Amount column, signed (negative = money out); a title row and a blank row above the header. */
async function logWithAmount(): Promise<Buffer> {
  return xlsx([
    {
      name: 'Log',
      rows: [
        ['My household budget 2025'],
        [],
        ['Date', 'Description', 'Category', 'Subcategory', 'Amount', 'Account'],
        [day('2024-12-15'), 'Old groceries', 'Food', 'Groceries', -99.99, 'Card'],
        [day('2025-01-03'), 'Paycheck', 'Income', 'Salary', 2500, 'Bank'],
        ['01/05/2025', 'Store', 'Food', 'Groceries', -120.45, 'Card'],
        ['20 Jan 2025', 'Store refund', 'Food', 'Groceries', 20.1, 'Card'],
        [day('2025-02-03'), 'Paycheck', 'Income', 'Salary', 2500, 'Bank'],
        [day('2025-02-10'), '401k', 'Savings', '401k', -300, 'Bank'],
        [day('2025-02-11'), 'Card payment', 'Transfer', 'Credit Card Payment', -500, 'Bank'],
        [day('2025-02-14'), 'Restaurant', 'Food', 'Dining', -45.55, 'Card'],
        [day('2025-03-01'), 'Interest', 'Income', 'Interest', 0.1, 'Bank'],
        ['2025-03-02', 'Interest', 'Income', 'Interest', 0.2, 'Bank'],
        [null, 'Total', null, null, 4834.41, null],
      ],
    },
  ]);
}

describe.each(testEngines())('update-data workflow steps on %s', (engine) => {
  const testApp = useTestApp(engine);

  async function signedIn(email = 'ann@example.com', template = 'wealth-whisperer'): Promise<ApiClient> {
    const client = testApp().client();
    await client.signUp(email, { template_id: template });
    return client;
  }

  it('log with Amount: upload, options with guessed types, categories with the exact analysis; reads send the same text', async () => {
    const client = await signedIn();
    const upload = await uploadFile(client, 'wealth-whisperer', await logWithAmount(), 'budget.xlsx');
    expect(upload.status).toBe(200);
    expect(upload.body).toEqual({
      success: true,
      message: 'File uploaded successfully!',
      eligible: true,
      usage_used: 1,
      // Earliest date of the log; no period type chosen before, so bi-weekly.
      data: {
        sheet_names: ['Log'],
        suggested_options: { selected_sheets: ['Log'], selected_date: '2024-12-15', period_type: 'bi-weekly' },
        sheets: expect.any(Array),
        visuals_data: null,
        // A first upload: a new budget workbook source, named as the file is.
        source_proposal: { id: null, name: 'budget', kind: 'workbook', reason: 'new', last_import_at: null },
      },
    });

    const options = await chooseOptions(client, 'wealth-whisperer', {
      selected_sheets: ['Log'],
      selected_date: '2025-01-01',
      period_type: 'monthly',
    });
    expect(options.status).toBe(200);
    // New rows first (all are new), then Income, Savings, Expense, Ignore, then category, subcategory.
    expect(options.body).toEqual({
      success: true,
      data: {
        categories: [
          { category: 'Income', sub_category: 'Interest', transaction_type: 'Income', reversal: false, new_f: true },
          { category: 'Income', sub_category: 'Salary', transaction_type: 'Income', reversal: false, new_f: true },
          { category: 'Savings', sub_category: '401k', transaction_type: 'Savings', reversal: false, new_f: true },
          { category: 'Food', sub_category: 'Dining', transaction_type: 'Expense', reversal: false, new_f: true },
          { category: 'Food', sub_category: 'Groceries', transaction_type: 'Expense', reversal: false, new_f: true },
          { category: 'Transfer', sub_category: 'Credit Card Payment', transaction_type: 'Ignore', reversal: false, new_f: true },
        ],
      },
    });
    // The options are the user's options metadata now.
    expect((await client.get('/auth/api/user-options-metadata')).body).toMatchObject({
      period_start_date: '2025-01-01',
      selected_sheets: ['Log'],
      pay_period_type: 'monthly',
    });

    const categories = await saveCategories(client, 'wealth-whisperer', options.body.data.categories as CategoryRow[]);
    expect(categories.status).toBe(200);
    // Counted: dated on or after 2025-01-01 (the 2024-12-15 row is not); the transfer is Ignore.
    // Signed sheet: Income counts +amount, Expense and Savings −amount.
    // Income: 2500 + 2500 + 0.10 + 0.20 = 5000.30 (0.1 + 0.2 exact in cents).
    // Expenses: Groceries 120.45 − 20.10 (refund, positive amount) = 100.35; Dining 45.55; Food 145.90.
    // Savings: 401k 300.00. Monthly periods from 2025-01-01: Jan 0, Feb 1, Mar 2 → period_count 3.
    // Percents of 5000.30: 145.90 → 2.918 → 2.9; 100.35 → 2.007 → 2.0; 45.55 → 0.911 → 0.9;
    //   5000.00 → 99.994 → 100.0; 0.30 → 0.006 → 0.0; 300 → 5.9996 → 6.0.
    // Averages (÷3): 145.90 → 48.63; 100.35 → 33.45; 45.55 → 15.18; 5000.30 → 1666.77;
    //   5000 → 1666.67; 0.30 → 0.10; 300 → 100.00.
    const period = {
      total_income: 5000.3,
      total_expenses: 145.9,
      total_savings: 300,
      period_count: 3,
      expense_categories: {
        Food: {
          ...figures(145.9, 2.9, 48.63),
          subcategories: { Groceries: figures(100.35, 2.0, 33.45), Dining: figures(45.55, 0.9, 15.18) },
        },
      },
      income_categories: {
        Income: {
          ...figures(5000.3, 100, 1666.77),
          subcategories: { Salary: figures(5000, 100, 1666.67), Interest: figures(0.3, 0, 0.1) },
        },
      },
      savings_categories: { Savings: { ...figures(300, 6, 100), subcategories: { '401k': figures(300, 6, 100) } } },
    };
    // Latest counted month March 2025: LY (Apr 2024–Mar 2025), 6_months (Oct–Mar) and 3_months (Jan–Mar)
    // hold every counted row; 2LY, 6_months_previous and 3_months_previous hold none and are absent.
    const spending = { pay_period_type: 'monthly', period_data: recentWindows(period, 3) }; // Jan, Feb and Mar hold data
    const transaction = {
      message: 'ok',
      lastUpdated: LAST_UPDATED,
      months_covered: 3,
      months_in_window: 12,
      income: { total: 5000.3 },
      expense: { total: 145.9, percent_of_income: 2.9 },
      savings: { total: 300, percent_of_income: 6, categories: [{ name: 'Savings', subcategories: [{ name: '401k', amount: 300 }] }] },
    };
    expect(categories.body).toEqual({
      success: true,
      data: {
        visuals_data: { transaction_analysis: transaction, spending_analysis: spending },
        import: { source_id: expect.any(Number), source_name: 'budget', added: 10, already_present: 0 },
      },
    });
    for (const key of ABSENT_WINDOWS) expect(categories.body.data.visuals_data.spending_analysis.period_data).not.toHaveProperty(key);

    // The reads send the stored text: byte for byte what the categories step answered.
    const spendingRead = await client.get('/spending/api/spending-analysis');
    const transactionRead = await client.get('/summary/api/transaction-analysis');
    expect(spendingRead.status).toBe(200);
    expect(spendingRead.headers['content-type']).toMatch(/application\/json/);
    expect(categories.text).toBe(
      `{"success":true,"data":{"visuals_data":{"transaction_analysis":${transactionRead.text},"spending_analysis":${spendingRead.text}},"import":${JSON.stringify(categories.body.data.import)}}}`,
    );
    expect(JSON.parse(spendingRead.text)).toEqual(spending);
    expect(JSON.parse(transactionRead.text)).toEqual(transaction);

    // The transactions table: every row of the selected sheet, its amount as in the sheet and its
    // contribution as the analysis counted it (0 when not counted or ignored).
    const userId = (await client.status()).id as number;
    const rows = await testApp()
      .dataSource.getRepository(Transaction)
      .find({ where: { userId }, order: { seq: 'ASC' } });
    expect(
      rows.map((row) => [row.date, row.category, row.subcategory, row.amountCents, row.contributionCents, row.type, row.counted]),
    ).toEqual([
      ['2024-12-15', 'Food', 'Groceries', -9999, 0, 'Expense', false],
      ['2025-01-03', 'Income', 'Salary', 250000, 250000, 'Income', true],
      ['2025-01-05', 'Food', 'Groceries', -12045, 12045, 'Expense', true],
      ['2025-01-20', 'Food', 'Groceries', 2010, -2010, 'Expense', true],
      ['2025-02-03', 'Income', 'Salary', 250000, 250000, 'Income', true],
      ['2025-02-10', 'Savings', '401k', -30000, 30000, 'Savings', true],
      ['2025-02-11', 'Transfer', 'Credit Card Payment', -50000, 0, 'Ignore', true],
      ['2025-02-14', 'Food', 'Dining', -4555, 4555, 'Expense', true],
      ['2025-03-01', 'Income', 'Interest', 10, 10, 'Income', true],
      ['2025-03-02', 'Income', 'Interest', 20, 20, 'Income', true],
    ]);

    // A second upload answers the stored analysis as visuals_data, counts a second use and now
    // suggests the period type chosen last time.
    const again = await uploadFile(client, 'wealth-whisperer', await logWithAmount(), 'budget.xlsx');
    expect(again.body.usage_used).toBe(2);
    expect(again.body.data.suggested_options.period_type).toBe('monthly');
    expect(again.text).toContain(
      `"visuals_data":{"transaction_analysis":${transactionRead.text},"spending_analysis":${spendingRead.text}}`,
    );

    // Classified pairs are remembered: the next options step answers them with new_f false.
    const remembered = await chooseOptions(client, 'wealth-whisperer', {
      selected_sheets: ['Log'],
      selected_date: '2025-01-01',
      period_type: 'monthly',
    });
    expect(remembered.body.data.categories.every((row: CategoryRow) => row.new_f === false)).toBe(true);
  });

  it('log with Debit/Credit and US text dates, bi-weekly periods', async () => {
    const client = await signedIn();
    const file = await xlsx([
      {
        name: 'Checking',
        rows: [
          ['Date', 'Payee', 'Category', 'Item', 'Debit', 'Credit', 'Notes'],
          ['02/28/2025', 'Employer', 'Income', 'Paycheck', null, 1000, 'before the start: not counted'],
          ['03/01/2025', 'Employer', 'Income', 'Paycheck', null, 1500, ''],
          ['03/10/2025', 'Grocer', 'Food', 'Groceries', 200, null, ''],
          ['03/16/2025', 'Grocer', 'Food', 'Groceries', null, 50, 'refund'],
          ['03/20/2025', 'Brokerage', 'Savings', 'Brokerage', 400, null, ''],
          ['03/25/2025', 'Brokerage', 'Savings', 'Brokerage', null, 100, 'withdrawal'],
        ],
      },
    ]);
    const { categories } = await runPipeline(
      client,
      'wealth-whisperer',
      { buffer: file, fileName: 'checking.xlsx' },
      { selected_sheets: ['Checking'], selected_date: '2025-03-01', period_type: 'bi-weekly' },
    );
    // amount = credit − debit (signed). Income 1500 (the 02-28 row is before the start).
    // Expenses: −(−200) + −(+50) = 150. Savings: −(−400) + −(+100) = 300.
    // Bi-weekly from 2025-03-01: 03-01 → 0, 03-10 → 9 days → 0, 03-16 → 15 → 1, 03-20 → 1, 03-25 → 24 → 1: 2 periods.
    // 150 / 1500 = 10.0 %, 300 / 1500 = 20.0 %; averages 75, 750, 150.
    const period = {
      total_income: 1500,
      total_expenses: 150,
      total_savings: 300,
      period_count: 2,
      expense_categories: { Food: { ...figures(150, 10, 75), subcategories: { Groceries: figures(150, 10, 75) } } },
      income_categories: { Income: { ...figures(1500, 100, 750), subcategories: { Paycheck: figures(1500, 100, 750) } } },
      savings_categories: { Savings: { ...figures(300, 20, 150), subcategories: { Brokerage: figures(300, 20, 150) } } },
    };
    expect(categories.body.data.visuals_data.spending_analysis).toEqual({
      pay_period_type: 'bi-weekly',
      period_data: recentWindows(period, 1), // every row is in March
    });
    expect(categories.body.data.visuals_data.transaction_analysis).toEqual({
      message: 'ok',
      lastUpdated: LAST_UPDATED,
      months_covered: 1,
      months_in_window: 12,
      income: { total: 1500 },
      expense: { total: 150, percent_of_income: 10 },
      savings: {
        total: 300,
        percent_of_income: 20,
        categories: [{ name: 'Savings', subcategories: [{ name: 'Brokerage', amount: 300 }] }],
      },
    });
  });

  it('per-period sheets: sections, merged category cells, totals skipped, sheets dated in the selected order, reversal', async () => {
    const client = await signedIn('ann@example.com', 'zero-based-budget');
    const period = (name: string, rows: (string | number | null)[][]) => ({
      name,
      rows: [[`Zero-based budget ${name}`], [], ['Category', 'Item', 'Planned', 'Actual'], ...rows],
    });
    const file = await xlsx([
      period('January', [
        ['Income'],
        ['Paycheck', 'Salary', 3000, 3000],
        [null, 'Bonus', 0, 250],
        ['Expenses'],
        ['Housing', 'Rent', 1200, 1200],
        ['Food', 'Groceries', 400, 410.25],
        [null, 'Refunds', 0, 15.5],
        ['Savings'],
        ['Savings', 'Emergency Fund', 200, 200],
        ['Total', null, 5000, 5075.75],
      ]),
      period('February', [
        ['Income'],
        ['Paycheck', 'Salary', 3000, 3000],
        ['Expenses'],
        ['Housing', 'Rent', 1200, 1200],
        ['Food', 'Groceries', 400, 389.75],
        [null, 'Refunds', 0, 0],
        ['Savings'],
        ['Savings', 'Emergency Fund', 200, 250],
        ['Total', null, 4800, 4839.75],
      ]),
    ]);
    const upload = await uploadFile(client, 'zero-based-budget', file, 'zero-based.xlsx');
    // Per-period sheets carry no dates: the suggestion is the first of the current month (clock: May 2025).
    expect(upload.body.data.suggested_options).toEqual({
      selected_sheets: ['January', 'February'],
      selected_date: '2025-05-01',
      period_type: 'bi-weekly',
    });
    const options = await chooseOptions(client, 'zero-based-budget', {
      selected_sheets: ['January', 'February'],
      selected_date: '2025-01-01',
      period_type: 'monthly',
    });
    const rows = options.body.data.categories as CategoryRow[];
    expect(rows.map((row) => `${row.category}/${row.sub_category}:${row.transaction_type}`)).toEqual([
      'Paycheck/Bonus:Income',
      'Paycheck/Salary:Income',
      'Savings/Emergency Fund:Savings',
      'Food/Groceries:Expense',
      'Food/Refunds:Expense',
      'Housing/Rent:Expense',
    ]);
    const categories = await saveCategories(
      client,
      'zero-based-budget',
      classify(rows, [{ category: 'Food', sub_category: 'Refunds', reversal: true }]),
    );
    expect(categories.status).toBe(200);
    // Actual is the amount column. All amounts ≥ 0: unsigned, each counts as written; Refunds has
    // reversal, so 15.50 lowers expenses. January = period 0 (2025-01-01), February = period 1 (2025-02-01).
    // Income: 3000 + 250 + 3000 = 6250. Expenses: 1200 + 410.25 − 15.50 + 1200 + 389.75 = 3184.50.
    // Savings: 200 + 250 = 450. period_count 2.
    // Housing 2400 → 38.4 %, avg 1200; Food 784.50 → 12.552 → 12.6 %, avg 392.25;
    //   Groceries 800 → 12.8 %, avg 400; Refunds −15.50 → −0.248 → −0.2 %, avg −7.75.
    // Income 6250 → 100 %, avg 3125; Salary 6000 → 96.0 %, 3000; Bonus 250 → 4.0 %, 125.
    // Savings 450 → 7.2 %, avg 225. Expense share 3184.50 / 6250 = 50.952 → 51.0 %.
    const expected = {
      total_income: 6250,
      total_expenses: 3184.5,
      total_savings: 450,
      period_count: 2,
      expense_categories: {
        Housing: { ...figures(2400, 38.4, 1200), subcategories: { Rent: figures(2400, 38.4, 1200) } },
        Food: {
          ...figures(784.5, 12.6, 392.25),
          subcategories: { Groceries: figures(800, 12.8, 400), Refunds: figures(-15.5, -0.2, -7.75) },
        },
      },
      income_categories: {
        Paycheck: { ...figures(6250, 100, 3125), subcategories: { Salary: figures(6000, 96, 3000), Bonus: figures(250, 4, 125) } },
      },
      savings_categories: { Savings: { ...figures(450, 7.2, 225), subcategories: { 'Emergency Fund': figures(450, 7.2, 225) } } },
    };
    const visuals = categories.body.data.visuals_data;
    expect(visuals.spending_analysis).toEqual({
      pay_period_type: 'monthly',
      period_data: recentWindows(expected, 2), // January and February
    });
    expect(visuals.transaction_analysis).toMatchObject({
      income: { total: 6250 },
      expense: { total: 3184.5, percent_of_income: 51 },
      savings: { total: 450, percent_of_income: 7.2 },
    });

    // Sheets named after months are dated by their names, not by
    // the order they are picked in: February first still leaves January's rows in January.
    await chooseOptions(client, 'zero-based-budget', {
      selected_sheets: ['February', 'January'],
      selected_date: '2025-01-01',
      period_type: 'monthly',
    });
    await saveCategories(client, 'zero-based-budget', classify(rows, [{ category: 'Food', sub_category: 'Refunds', reversal: true }]));
    const userId = (await client.status()).id as number;
    const bonus = await testApp().dataSource.getRepository(Transaction).findOneByOrFail({ userId, subcategory: 'Bonus' });
    expect(bonus.date).toBe('2025-01-01');
  });

  it('month grid: sections, yearless months from the start date, Total column and rows skipped, uncounted months', async () => {
    const client = await signedIn('ann@example.com', '50-30-20');
    const file = await xlsx([
      {
        name: 'Budget',
        rows: [
          ['Category', 'Item', 'Jan', 'Feb', 'Mar', 'Total'],
          ['Income'],
          ['Income', 'Salary', 4000, 4000, 4000, 12000],
          ['Needs'],
          ['Needs', 'Rent', 1500, 1500, 1500, 4500],
          [null, 'Utilities', 120.1, 130.2, 0, 250.3],
          ['Wants'],
          ['Wants', 'Dining', 200, 0, 150.5, 350.5],
          ['Savings'],
          ['Savings', 'Retirement', 500, 500, 500, 1500],
          ['Total', null, 6320.1, 6130.2, 6150.5, 18600.8],
        ],
      },
    ]);
    const { categories } = await runPipeline(
      client,
      '50-30-20',
      { buffer: file, fileName: 'grid.xlsx' },
      { selected_sheets: ['Budget'], selected_date: '2025-02-01', period_type: 'monthly' },
    );
    // Jan, Feb, Mar take the start date's year, 2025. January (2025-01-01) is before the start: not counted.
    // Feb: Salary 4000, Rent 1500, Utilities 130.20, Retirement 500 (Dining 0 skipped).
    // Mar: Salary 4000, Rent 1500, Dining 150.50, Retirement 500 (Utilities 0 skipped).
    // Income 8000; expenses 1500 + 130.20 + 1500 + 150.50 = 3280.70; savings 1000; periods Feb 0, Mar 1 → 2.
    // Needs 3130.20 → 39.1275 → 39.1 %, avg 1565.10; Rent 3000 → 37.5 %, 1500; Utilities 130.20 → 1.6275 → 1.6 %, 65.10.
    // Wants 150.50 → 1.88125 → 1.9 %, 75.25. Savings 1000 → 12.5 %, 500. Expense share 41.00875 → 41.0 %.
    const expected = {
      total_income: 8000,
      total_expenses: 3280.7,
      total_savings: 1000,
      period_count: 2,
      expense_categories: {
        Needs: {
          ...figures(3130.2, 39.1, 1565.1),
          subcategories: { Rent: figures(3000, 37.5, 1500), Utilities: figures(130.2, 1.6, 65.1) },
        },
        Wants: { ...figures(150.5, 1.9, 75.25), subcategories: { Dining: figures(150.5, 1.9, 75.25) } },
      },
      income_categories: { Income: { ...figures(8000, 100, 4000), subcategories: { Salary: figures(8000, 100, 4000) } } },
      savings_categories: { Savings: { ...figures(1000, 12.5, 500), subcategories: { Retirement: figures(1000, 12.5, 500) } } },
    };
    const visuals = categories.body.data.visuals_data;
    expect(visuals.spending_analysis).toEqual({
      pay_period_type: 'monthly',
      period_data: recentWindows(expected, 2), // February and March
    });
    expect(visuals.transaction_analysis).toEqual({
      message: 'ok',
      lastUpdated: LAST_UPDATED,
      months_covered: 2,
      months_in_window: 12,
      income: { total: 8000 },
      expense: { total: 3280.7, percent_of_income: 41 },
      savings: {
        total: 1000,
        percent_of_income: 12.5,
        categories: [{ name: 'Savings', subcategories: [{ name: 'Retirement', amount: 1000 }] }],
      },
    });
  });

  it('CSV: one sheet named after the file, currency text amounts, unsigned with reversals on Expense and Savings', async () => {
    const client = await signedIn();
    const file = csv([
      ['Date', 'Description', 'Category', 'Subcategory', 'Amount'],
      ['2025-04-01', 'Salary', 'Income', 'Salary', '$3,000.00'],
      ['2025-04-02', 'Rent', 'Housing', 'Rent', '1000'],
      ['2025-04-15', 'Shop', 'Food', 'Groceries', '250.40'],
      ['2025-04-20', 'Shop refund', 'Food', 'Groceries Returned', '40.40'],
      ['2025-05-01', 'Salary', 'Income', 'Salary', '3000'],
      ['2025-05-02', 'Rent', 'Housing', 'Rent', '1000'],
      ['2025-05-09', 'To savings', 'Savings', 'Emergency Fund', '500'],
      ['2025-05-10', 'From savings', 'Savings', 'Emergency Fund Withdrawal', '100'],
    ]);
    const upload = await uploadFile(client, 'wealth-whisperer', file, 'household.csv');
    expect(upload.body.data.sheet_names).toEqual(['household']);
    await chooseOptions(client, 'wealth-whisperer', {
      selected_sheets: ['household'],
      selected_date: '2025-04-01',
      period_type: 'bi-weekly',
    });
    const rows: CategoryRow[] = [
      { category: 'Income', sub_category: 'Salary', transaction_type: 'Income', reversal: false },
      { category: 'Housing', sub_category: 'Rent', transaction_type: 'Expense', reversal: false },
      { category: 'Food', sub_category: 'Groceries', transaction_type: 'Expense', reversal: false },
      { category: 'Food', sub_category: 'Groceries Returned', transaction_type: 'Expense', reversal: true },
      { category: 'Savings', sub_category: 'Emergency Fund', transaction_type: 'Savings', reversal: false },
      { category: 'Savings', sub_category: 'Emergency Fund Withdrawal', transaction_type: 'Savings', reversal: true },
    ];
    const categories = await saveCategories(client, 'wealth-whisperer', rows);
    expect(categories.status).toBe(200);
    // Unsigned: amounts count as written; reversal flips. Income 3000 + 3000 = 6000.
    // Expenses 1000 + 250.40 − 40.40 + 1000 = 2210.00. Savings 500 − 100 = 400.
    // Bi-weekly from 04-01: 04-01, 04-02 → 0; 04-15 (14 days), 04-20 → 1; 05-01 (30), 05-02, 05-09, 05-10 (39) → 2: 3 periods.
    // Housing 2000 → 33.33 → 33.3 %, avg 666.67; Food 210 → 3.5 %, 70; Groceries 250.40 → 4.173 → 4.2 %, 83.47;
    //   Groceries Returned −40.40 → −0.673 → −0.7 %, −13.47. Income 6000 → 100 %, 2000.
    // Savings 400 → 6.67 → 6.7 %, 133.33; Emergency Fund 500 → 8.33 → 8.3 %, 166.67; Withdrawal −100 → −1.67 → −1.7 %, −33.33.
    const expected = {
      total_income: 6000,
      total_expenses: 2210,
      total_savings: 400,
      period_count: 3,
      expense_categories: {
        Housing: { ...figures(2000, 33.3, 666.67), subcategories: { Rent: figures(2000, 33.3, 666.67) } },
        Food: {
          ...figures(210, 3.5, 70),
          subcategories: { Groceries: figures(250.4, 4.2, 83.47), 'Groceries Returned': figures(-40.4, -0.7, -13.47) },
        },
      },
      income_categories: { Income: { ...figures(6000, 100, 2000), subcategories: { Salary: figures(6000, 100, 2000) } } },
      savings_categories: {
        Savings: {
          ...figures(400, 6.7, 133.33),
          subcategories: { 'Emergency Fund': figures(500, 8.3, 166.67), 'Emergency Fund Withdrawal': figures(-100, -1.7, -33.33) },
        },
      },
    };
    const visuals = categories.body.data.visuals_data;
    expect(visuals.spending_analysis).toEqual({
      pay_period_type: 'bi-weekly',
      period_data: recentWindows(expected, 2), // April and May
    });
    expect(visuals.transaction_analysis.savings).toEqual({
      total: 400,
      percent_of_income: 6.7,
      categories: [
        {
          name: 'Savings',
          subcategories: [
            { name: 'Emergency Fund', amount: 500 },
            { name: 'Emergency Fund Withdrawal', amount: -100 },
          ],
        },
      ],
    });
    // The savings subcategories of the analysis are what the retirement chooser offers.
    expect((await client.get('/summary/api/get-savings-sub-categories')).body).toEqual({
      savings_sub_categories: ['Emergency Fund', 'Emergency Fund Withdrawal'],
      retirement_sub_categories: [],
    });
  });

  it('windows: two years of a log give LY and 2LY, 6 and 3 months with their previous windows', async () => {
    const client = await signedIn();
    // One salary of 100.00 and one expense of 10.00 on the 5th of every month, Jan 2023 – Dec 2024.
    const rows: (string | number | Date)[][] = [['Date', 'Category', 'Subcategory', 'Amount']];
    for (let month = 0; month < 24; month += 1) {
      const date = new Date(Date.UTC(2023, month, 5));
      rows.push([date, 'Income', 'Salary', 100], [date, 'Home', 'Rent', -10]);
    }
    const { categories } = await runPipeline(
      client,
      'wealth-whisperer',
      { buffer: await xlsx([{ name: 'Log', rows }]), fileName: 'two-years.xlsx' },
      { selected_sheets: ['Log'], selected_date: '2023-01-01', period_type: 'monthly' },
    );
    // Latest month Dec 2024. LY = Jan–Dec 2024 (12 salaries, 12 periods), 2LY = Jan–Dec 2023,
    // 6_months = Jul–Dec 2024, 6_months_previous = Jan–Jun 2024, 3_months = Oct–Dec, 3_months_previous = Jul–Sep.
    const window = (months: number) => ({
      total_income: 100 * months,
      total_expenses: 10 * months,
      total_savings: 0,
      period_count: months,
      months_covered: months,
      months_in_window: months,
      // 10 / 100 = 10.0 % of income; 10.00 per monthly period.
      expense_categories: { Home: { ...figures(10 * months, 10, 10), subcategories: { Rent: figures(10 * months, 10, 10) } } },
      income_categories: { Income: { ...figures(100 * months, 100, 100), subcategories: { Salary: figures(100 * months, 100, 100) } } },
      savings_categories: {},
    });
    expect(categories.body.data.visuals_data.spending_analysis.period_data).toEqual({
      LY: window(12),
      '2LY': window(12),
      '6_months': window(6),
      '6_months_previous': window(6),
      '3_months': window(3),
      '3_months_previous': window(3),
    });
    expect(categories.body.data.visuals_data.transaction_analysis).toMatchObject({
      income: { total: 1200 },
      expense: { total: 120, percent_of_income: 10 },
      savings: { total: 0, categories: [{ name: 'Savings', subcategories: [] }] },
    });
  });

  it('spending and transaction reads before any analysis, and the user period type when one was chosen', async () => {
    const client = await signedIn();
    expect((await client.get('/spending/api/spending-analysis')).body).toEqual({ pay_period_type: 'bi-weekly', period_data: {} });
    expect((await client.get('/summary/api/transaction-analysis')).body).toEqual({ message: 'No data' });
    expect((await client.get('/summary/api/get-savings-sub-categories')).body).toEqual({
      savings_sub_categories: [],
      retirement_sub_categories: [],
    });
    const userId = (await client.status()).id as number;
    await testApp().dataSource.getRepository(UserOptions).insert({
      userId,
      periodStartDate: null,
      selectedSheets: null,
      payPeriodType: 'quarterly',
      googleSheetId: null,
      lastUpdateTimestamp: null,
    });
    expect((await client.get('/spending/api/spending-analysis')).body).toEqual({ pay_period_type: 'quarterly', period_data: {} });
  });
});
