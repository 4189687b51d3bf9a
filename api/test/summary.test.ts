/**
 * The stored analysis as the dashboard reads it: savings subcategories and the retirement choice,
 * and each user's data kept to that user. Runs on SQLite and MariaDB.
 */
import type { ApiClient } from './support/client';
import { testEngines } from './support/engines';
import { useTestApp } from './support/test-app';
import { chooseOptions, csv, expectRefused, runPipeline, saveCategories, snapshot, type CategoryRow } from './support/workflow';

const SET = '/summary/api/set-retirement-sub-categories';
const GET = '/summary/api/get-savings-sub-categories';

/** Salary plus three kinds of savings (amounts as written: an unsigned CSV). */
const SAVINGS_LOG = csv([
  ['Date', 'Category', 'Subcategory', 'Amount'],
  ['2025-03-01', 'Income', 'Salary', '4000'],
  ['2025-03-02', 'Savings', '401k', '400'],
  ['2025-03-03', 'Savings', 'Roth IRA', '250.50'],
  ['2025-03-04', 'Savings', 'Emergency Fund', '100'],
  ['2025-03-05', 'Housing', 'Rent', '1200'],
]);
const OPTIONS = { selected_sheets: ['savings'], selected_date: '2025-03-01', period_type: 'monthly' };

describe.each(testEngines())('analysis reads and the retirement choice on %s', (engine) => {
  const testApp = useTestApp(engine);

  async function analysed(email: string): Promise<ApiClient> {
    const client = testApp().client();
    await client.signUp(email);
    await runPipeline(client, 'wealth-whisperer', { buffer: SAVINGS_LOG, fileName: 'savings.csv' }, OPTIONS);
    return client;
  }

  it('offers the savings subcategories and keeps only those as retirement choices', async () => {
    const client = await analysed('ann@example.com');
    // Ordered by total, largest first: 401k 400, Roth IRA 250.50, Emergency Fund 100.
    expect((await client.get(GET)).body).toEqual({
      savings_sub_categories: ['401k', 'Roth IRA', 'Emergency Fund'],
      retirement_sub_categories: [],
    });

    const set = await client.post(SET, { retirementSubCategories: ['Roth IRA', 'Rent', '401k', 'Roth IRA', 'Not there'] });
    expect(set.status).toBe(200);
    // Rent is an expense and "Not there" no subcategory at all: dropped; the repeat is kept once.
    expect(set.body).toEqual({ success: true, retirement_sub_categories: ['Roth IRA', '401k'] });
    expect((await client.get(GET)).body).toEqual({
      savings_sub_categories: ['401k', 'Roth IRA', 'Emergency Fund'],
      retirement_sub_categories: ['Roth IRA', '401k'],
    });

    // A later analysis without Roth IRA as savings: the choice is answered as far as it still applies.
    const options = await chooseOptions(client, 'wealth-whisperer', OPTIONS);
    const rows = (options.body.data.categories as CategoryRow[]).map((row) =>
      row.sub_category === 'Roth IRA' ? { ...row, transaction_type: 'Expense' } : row,
    );
    expect((await saveCategories(client, 'wealth-whisperer', rows)).status).toBe(200);
    expect((await client.get(GET)).body).toEqual({
      savings_sub_categories: ['401k', 'Emergency Fund'],
      retirement_sub_categories: ['401k'],
    });

    expect((await client.post(SET, { retirementSubCategories: [] })).body).toEqual({ success: true, retirement_sub_categories: [] });
    expect((await client.get(GET)).body.retirement_sub_categories).toEqual([]);
  });

  it.each([
    [{}, /must be a list/],
    [{ retirementSubCategories: '401k' }, /must be a list/],
    [{ retirementSubCategories: ['401k', 5] }, /must be a name/],
    [{ retirementSubCategories: [{ name: '401k' }] }, /must be a name/],
    [{ retirementSubCategories: null }, /must be a list/],
  ])('refuses %j with a 400 and keeps the choice', async (body, message) => {
    const client = await analysed('ann@example.com');
    await client.post(SET, { retirementSubCategories: ['401k'] });
    expectRefused(await client.post(SET, body), 400, message);
    expect((await client.get(GET)).body.retirement_sub_categories).toEqual(['401k']);
  });

  it('refuses the retirement choice to a visitor (401) and without a CSRF token (403)', async () => {
    const visitor = testApp().client();
    await visitor.fetchCsrf();
    expectRefused(await visitor.post(SET, { retirementSubCategories: ['401k'] }), 401);
    const client = await analysed('ann@example.com');
    expectRefused(await client.post(SET, { retirementSubCategories: ['401k'] }, { csrf: null }), 403, /CSRF/);
    expect((await client.get(GET)).body.retirement_sub_categories).toEqual([]);
  });

  it("never shows one user's upload, analysis or choice to another", async () => {
    const ann = await analysed('ann@example.com');
    await ann.post(SET, { retirementSubCategories: ['401k'] });
    const annBefore = await snapshot(testApp(), ann);

    const bob = testApp().client();
    await bob.signUp('bob@example.com');
    expect((await bob.get('/summary/api/transaction-analysis')).body).toEqual({ message: 'No data' });
    expect((await bob.get('/spending/api/spending-analysis')).body).toEqual({ pay_period_type: 'bi-weekly', period_data: {} });
    expect((await bob.get(GET)).body).toEqual({ savings_sub_categories: [], retirement_sub_categories: [] });
    // Ann's kept upload is not Bob's.
    expectRefused(await chooseOptions(bob, 'wealth-whisperer', OPTIONS), 400, /Upload a file first/);
    expectRefused(
      await saveCategories(bob, 'wealth-whisperer', [
        { category: 'Housing', sub_category: 'Rent', transaction_type: 'Expense', reversal: false },
      ]),
      400,
      /Upload a file first/,
    );
    // Bob's choice cannot name Ann's savings.
    expect((await bob.post(SET, { retirementSubCategories: ['401k'] })).body).toEqual({ success: true, retirement_sub_categories: [] });

    // Bob's own analysis leaves Ann's as it was.
    await runPipeline(bob, 'wealth-whisperer', { buffer: SAVINGS_LOG, fileName: 'savings.csv' }, { ...OPTIONS, period_type: 'bi-weekly' });
    expect(await snapshot(testApp(), ann)).toEqual(annBefore);
    expect(JSON.parse((await bob.get('/spending/api/spending-analysis')).text).pay_period_type).toBe('bi-weekly');
    expect(JSON.parse(annBefore.spending).pay_period_type).toBe('monthly');
  });
});
