/**
 * The upload and options steps around the reading itself: who may upload (401, 403 CSRF, 403 not
 * eligible with `eligible:false`), usage counted once per successful upload (also when two race for
 * the last use), the options step's checks, and each built-in template's sample workbook through all
 * three steps. Runs on SQLite and MariaDB.
 */
import { TRIAL_ENDED, uploadsUsedUp } from '../src/contracts/auth';
import { Import, Transaction, UsageEvent, User, WorkflowUpload } from '../src/db/entities';
import { sampleWorkbook } from '../src/services/template-workbooks';
import type { ApiClient } from './support/client';
import { testEngines } from './support/engines';
import { START_TIME, useTestApp } from './support/test-app';
import {
  bigLog,
  chooseOptions,
  day,
  expectRefused,
  runPipeline,
  saveCategories,
  snapshot,
  stepPath,
  uploadFile,
  xlsx,
  type CategoryRow,
} from './support/workflow';

const DAY_MS = 86_400_000;

async function smallLog(): Promise<Buffer> {
  return xlsx([
    {
      name: 'Log',
      rows: [
        ['Date', 'Category', 'Subcategory', 'Amount'],
        [day('2025-01-03'), 'Income', 'Salary', 1000],
        [day('2025-01-09'), 'Food', 'Groceries', -80.25],
      ],
    },
    { name: 'Notes', rows: [['Remember to pay the plumber']] },
  ]);
}

describe.each(testEngines())('upload and options steps on %s', (engine) => {
  const testApp = useTestApp(engine);

  async function signedIn(email = 'ann@example.com', template = 'wealth-whisperer'): Promise<ApiClient> {
    const client = testApp().client();
    await client.signUp(email, { template_id: template });
    return client;
  }

  /** After the clock moved past the session's idle expiry: a new session, then sign in. */
  async function signInAgain(client: ApiClient): Promise<void> {
    await client.fetchCsrf();
    expect((await client.login('ann@example.com')).status).toBe(200);
  }

  const usage = async (client: ApiClient) =>
    testApp()
      .dataSource.getRepository(UsageEvent)
      .countBy({ userId: (await client.status()).id as number });

  it('answers 401 to a visitor and 403 without the CSRF token, storing nothing', async () => {
    const visitor = testApp().client();
    await visitor.fetchCsrf();
    expectRefused(await uploadFile(visitor, 'wealth-whisperer', await smallLog(), 'log.xlsx'), 401);
    expectRefused(
      await chooseOptions(visitor, 'wealth-whisperer', { selected_sheets: ['Log'], selected_date: '2025-01-01', period_type: 'monthly' }),
      401,
    );
    expectRefused(
      await saveCategories(visitor, 'wealth-whisperer', [
        { category: 'Food', sub_category: 'Groceries', transaction_type: 'Expense', reversal: false },
      ]),
      401,
    );
    for (const path of [
      '/spending/api/spending-analysis',
      '/summary/api/transaction-analysis',
      '/summary/api/get-savings-sub-categories',
    ]) {
      expectRefused(await visitor.get(path), 401);
    }

    const client = await signedIn();
    const noToken = await client.http
      .post(stepPath('wealth-whisperer', 'upload'))
      .field('file_source_type', 'file')
      .attach('file', await smallLog(), 'log.xlsx');
    expectRefused(noToken, 403, /CSRF token is missing or invalid/);
    expectRefused(await client.post(stepPath('wealth-whisperer', 'options'), {}, { csrf: 'wrong' }), 403, /CSRF/);
    expectRefused(await client.post(stepPath('wealth-whisperer', 'categories'), { categories: [] }, { csrf: null }), 403, /CSRF/);
    expect(await testApp().dataSource.getRepository(WorkflowUpload).count()).toBe(0);
    expect(await usage(client)).toBe(0);
  });

  it('counts one use per successful upload and answers the sheets, suggestions and no previous analysis', async () => {
    const client = await signedIn();
    const res = await uploadFile(client, 'wealth-whisperer', await smallLog(), 'log.xlsx');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      message: 'File uploaded successfully!',
      eligible: true,
      usage_used: 1,
      // The Notes sheet matched no layout: listed, not suggested.
      data: {
        sheet_names: ['Log', 'Notes'],
        suggested_options: { selected_sheets: ['Log'], selected_date: '2025-01-03', period_type: 'bi-weekly' },
        sheets: expect.any(Array),
        visuals_data: null,
        source_proposal: { id: null, name: 'log', kind: 'workbook', reason: 'new', last_import_at: null },
      },
    });
    expect(await usage(client)).toBe(1);
    expect((await client.status()).usage_used).toBe(1);
  });

  it('refuses an upload once the trial is over (403, eligible:false) without counting, and accepts it after an upgrade', async () => {
    const client = await signedIn();
    testApp().clock.advance(8 * DAY_MS);
    // Past the session's idle expiry too: sign in again.
    await signInAgain(client);
    const res = await uploadFile(client, 'wealth-whisperer', await smallLog(), 'log.xlsx');
    expectRefused(res, 403, /free trial has ended/);
    expect(res.body).toEqual({ success: false, error: expect.any(String), eligible: false, usage_used: 0 });
    expect(await usage(client)).toBe(0);

    expect((await client.post('/auth/upgrade', { plan_id: 2 })).body).toMatchObject({ success: true });
    expect((await uploadFile(client, 'wealth-whisperer', await smallLog(), 'log.xlsx')).body).toMatchObject({
      success: true,
      usage_used: 1,
    });
  });

  it("refuses an upload when the month's uses are spent, and lets exactly one of two racing uploads take the last use", async () => {
    const client = await signedIn();
    const userId = (await client.status()).id as number;
    const events = testApp().dataSource.getRepository(UsageEvent);
    // Monthly plan: 10 uploads a month. 9 used: one left.
    await events.insert(Array.from({ length: 9 }, () => ({ userId, createdAt: START_TIME - 1000 })));
    const file = await smallLog();
    const [first, second] = await Promise.all([
      uploadFile(client, 'wealth-whisperer', file, 'a.xlsx'),
      uploadFile(client, 'wealth-whisperer', file, 'b.xlsx'),
    ]);
    const statuses = [first.status, second.status].sort();
    expect(statuses).toEqual([200, 403]);
    const refused = first.status === 403 ? first : second;
    expect(refused.body).toMatchObject({
      success: false,
      eligible: false,
      usage_used: 10,
      error: expect.stringMatching(/used all 10 uploads/),
    });
    expect(await events.countBy({ userId })).toBe(10);
    expectRefused(await uploadFile(client, 'wealth-whisperer', file, 'c.xlsx'), 403, /used all 10 uploads/);
    // Uses of an earlier month do not count.
    testApp().clock.set(Date.UTC(2025, 5, 1, 0, 0, 1));
    await testApp().dataSource.getRepository(User).update({ id: userId }, { planPaid: true });
    await signInAgain(client);
    expect((await uploadFile(client, 'wealth-whisperer', file, 'd.xlsx')).body).toMatchObject({ success: true, usage_used: 1 });
  });

  it('gives the session and the upload step one answer at every edge: the last millisecond of the trial, its end, the last use', async () => {
    await testApp().client().signUp('ann@example.com');
    // A remembered session, so that seven idle days do not sign it out.
    const client = testApp().client();
    expect((await client.login('ann@example.com', undefined, true)).status).toBe(200);
    const { id, trial_ends_at } = await client.status();
    const trialEnd = Date.parse(trial_ends_at as string);
    const file = await smallLog();
    // Monthly plan: 10 uploads a month; 8 used.
    await testApp()
      .dataSource.getRepository(UsageEvent)
      .insert(Array.from({ length: 8 }, () => ({ userId: id as number, createdAt: START_TIME - 1000 })));
    // The refusal in the words the wizard shows for the same session (@ontrack/api/contracts).
    const agree = async (eligible: boolean, usageUsed: number, refusal?: string) => {
      expect(await client.status()).toMatchObject({ eligible, usage_used: usageUsed, usage_limit: 10 });
      const upload = await uploadFile(client, 'wealth-whisperer', file, 'log.xlsx');
      if (eligible) expect(upload.body).toMatchObject({ success: true, eligible: usageUsed + 1 < 10, usage_used: usageUsed + 1 });
      else expect(upload.body).toEqual({ success: false, error: refusal, eligible: false, usage_used: usageUsed });
    };

    testApp().clock.set(trialEnd - 1);
    await agree(true, 8);
    testApp().clock.set(trialEnd);
    await agree(false, 9, TRIAL_ENDED);
    await testApp()
      .dataSource.getRepository(User)
      .update({ id: id as number }, { planPaid: true });
    await agree(true, 9);
    await agree(false, 10, uploadsUsedUp(10));
  });

  it('options: needs an upload, then checks sheets, date and period type; a refused request saves nothing', async () => {
    const client = await signedIn();
    const base = { selected_sheets: ['Log'], selected_date: '2025-01-01', period_type: 'monthly' };
    expectRefused(await chooseOptions(client, 'wealth-whisperer', base), 400, /^Upload a file first\.$/);
    expectRefused(
      await saveCategories(client, 'wealth-whisperer', [
        { category: 'Food', sub_category: 'Groceries', transaction_type: 'Expense', reversal: false },
      ]),
      400,
      /^Upload a file first\.$/,
    );
    await uploadFile(client, 'wealth-whisperer', await smallLog(), 'log.xlsx');
    // Categories before options.
    expectRefused(
      await saveCategories(client, 'wealth-whisperer', [
        { category: 'Food', sub_category: 'Groceries', transaction_type: 'Expense', reversal: false },
      ]),
      400,
      /Choose the options first/,
    );

    const before = await snapshot(testApp(), client);
    const bad: [Record<string, unknown>, RegExp][] = [
      [{ ...base, selected_sheets: ['Budget'] }, /Sheet "Budget" is not in the uploaded workbook/],
      [{ ...base, selected_sheets: ['Notes'] }, /Sheet "Notes" does not match any budget layout/],
      [{ ...base, selected_sheets: [] }, /Select at least one sheet/],
      [{ ...base, selected_sheets: ['Log', 'Log'] }, /only once/],
      [{ ...base, selected_sheets: 'Log' }, /selected_sheets must be a list/],
      [{ ...base, selected_sheets: [7] }, /sheet name/],
      [{ ...base, selected_date: '2025-02-30' }, /real calendar date/],
      [{ ...base, selected_date: '01/02/2025' }, /YYYY-MM-DD/],
      [{ ...base, selected_date: undefined }, /period start date/],
      [{ ...base, period_type: 'weekly' }, /bi-weekly, monthly, quarterly or yearly/],
      [{ ...base, template_id: 'nope' }, /template_id must be one of/],
    ];
    for (const [body, message] of bad) {
      const res = await client.post(stepPath('wealth-whisperer', 'options'), { template_id: 'wealth-whisperer', ...body });
      expectRefused(res, 400, message);
    }
    expectRefused(await chooseOptions(client, 'no-such-template', base), 404);
    expect(await snapshot(testApp(), client)).toEqual(before);
    expect((await client.get('/auth/api/user-options-metadata')).body).toMatchObject({
      period_start_date: null,
      selected_sheets: [],
      pay_period_type: null,
    });
  });

  it('options: refuses a choice of only a plan, saving nothing; beside a log the plan is not counted', async () => {
    const client = await signedIn();
    const file = await xlsx([
      {
        name: 'Log',
        rows: [
          ['Date', 'Category', 'Amount'],
          [day('2025-01-03'), 'Food', -80.25],
        ],
      },
      {
        name: 'Budget Planning',
        rows: [
          ['Income', day('2025-01-01'), day('2025-02-01')],
          ['Salary', 3000, 3000],
        ],
      },
    ]);
    const upload = await uploadFile(client, 'wealth-whisperer', file, 'plan.xlsx');
    expect(upload.body.data.suggested_options.selected_sheets).toEqual(['Log']);
    expect(upload.body.data.sheets[1].tables[0]).toMatchObject({ layout: 'plan', suggested: false });
    const before = await snapshot(testApp(), client);
    const base = { selected_date: '2025-01-01', period_type: 'monthly' };
    expectRefused(
      await chooseOptions(client, 'wealth-whisperer', { ...base, selected_sheets: ['Budget Planning'] }),
      400,
      /hold only a plan or a summary/,
    );
    expect(await snapshot(testApp(), client)).toEqual(before);
    const both = await chooseOptions(client, 'wealth-whisperer', { ...base, selected_sheets: ['Log', 'Budget Planning'] });
    expect((both.body.data.categories as { category: string }[]).map((row) => row.category)).toEqual(['Food']);
  });

  it('options: takes selected_sheets as a list or as the JSON text of one, in the order given', async () => {
    const client = await signedIn();
    await uploadFile(client, 'wealth-whisperer', await smallLog(), 'log.xlsx');
    const res = await client.post(stepPath('wealth-whisperer', 'options'), {
      selected_sheets: '["Log"]',
      selected_date: '2025-01-01',
      period_type: 'quarterly',
      template_id: 'wealth-whisperer',
    });
    expect(res.body).toMatchObject({ success: true });
    expect((await client.get('/auth/api/user-options-metadata')).body).toMatchObject({
      selected_sheets: ['Log'],
      period_start_date: '2025-01-01',
      pay_period_type: 'quarterly',
    });
  });

  it('a new upload makes the options chosen for the previous one void', async () => {
    const client = await signedIn();
    await uploadFile(client, 'wealth-whisperer', await smallLog(), 'log.xlsx');
    const options = await chooseOptions(client, 'wealth-whisperer', {
      selected_sheets: ['Log'],
      selected_date: '2025-01-01',
      period_type: 'monthly',
    });
    await uploadFile(client, 'wealth-whisperer', await smallLog(), 'log.xlsx');
    expectRefused(
      await saveCategories(client, 'wealth-whisperer', options.body.data.categories as CategoryRow[]),
      400,
      /Choose the options first/,
    );
  });

  it.each(['wealth-whisperer', 'zero-based-budget', '50-30-20', 'debt-free-mom'])(
    "the %s sample workbook goes through all three steps; its stored totals agree with the user's transactions",
    async (templateId) => {
      const client = await signedIn('ann@example.com', templateId);
      const sample = await sampleWorkbook(templateId, new Date(START_TIME));
      const upload = await uploadFile(client, templateId, sample, `${templateId}-sample.xlsx`);
      expect(upload.body).toMatchObject({ success: true, usage_used: 1 });
      const suggested = upload.body.data.suggested_options;
      expect(suggested.selected_sheets.length).toBeGreaterThan(0);
      // Monthly budget sheets are one month each; pay-period sheets two weeks.
      const periodType = templateId === 'zero-based-budget' ? 'monthly' : 'bi-weekly';
      const options = await chooseOptions(client, templateId, { ...suggested, period_type: periodType });
      expect(options.body).toMatchObject({ success: true });
      const rows = options.body.data.categories as CategoryRow[];
      expect(rows.length).toBeGreaterThan(5);
      const types = new Set(rows.map((row) => row.transaction_type));
      for (const type of ['Income', 'Expense', 'Savings']) expect(types).toContain(type);

      const categories = await saveCategories(client, templateId, rows);
      expect(categories.status).toBe(200);
      const { spending_analysis: spending, transaction_analysis: transaction } = categories.body.data.visuals_data;
      // Two years of data: this year and the year before.
      expect(Object.keys(spending.period_data)).toEqual(expect.arrayContaining(['LY', '2LY', '6_months', '3_months']));
      expect(transaction.message).toBe('ok');

      // Cross-check with the stored transactions, summed here independently of the analysis: the LY window
      // is the 12 calendar months ending with the latest counted, not ignored transaction.
      const userId = (await client.status()).id as number;
      const stored = (await testApp().dataSource.getRepository(Transaction).findBy({ userId })).filter(
        (row) => row.counted && row.type !== 'Ignore',
      );
      const latest = stored.reduce((max, row) => (row.date > max ? row.date : max), '');
      const [year, month] = latest.split('-').map(Number);
      const first = new Date(Date.UTC(year, month - 12, 1)).toISOString().slice(0, 10);
      const inLy = stored.filter((row) => row.date >= first);
      const sum = (type: string) => inLy.filter((row) => row.type === type).reduce((total, row) => total + row.contributionCents, 0);
      expect(Math.round(spending.period_data.LY.total_income * 100)).toBe(sum('Income'));
      expect(Math.round(spending.period_data.LY.total_expenses * 100)).toBe(sum('Expense'));
      expect(Math.round(spending.period_data.LY.total_savings * 100)).toBe(sum('Savings'));
      expect(transaction.income.total).toBe(spending.period_data.LY.total_income);
      expect(sum('Income')).toBeGreaterThan(0);
    },
  );

  it('stores every transaction of a larger upload, across several insert batches, and replaces them on the next run', async () => {
    const client = await signedIn();
    // 8,000 rows, 100 a day from 2024-01-01 (80 days, to 2024-03-20): 4,000 salaries of 100.00 and 4,000 groceries of 1.00.
    const { categories } = await runPipeline(
      client,
      'wealth-whisperer',
      { buffer: await bigLog(8000), fileName: 'big.xlsx' },
      { selected_sheets: ['Log'], selected_date: '2024-01-01', period_type: 'monthly' },
    );
    // Income 4,000 × 100 = 400,000; expenses 4,000; Jan, Feb, Mar → 3 periods.
    expect(categories.body.data.visuals_data.spending_analysis.period_data.LY).toMatchObject({
      total_income: 400000,
      total_expenses: 4000,
      total_savings: 0,
      period_count: 3,
    });
    const userId = (await client.status()).id as number;
    const repo = testApp().dataSource.getRepository(Transaction);
    const stored = await repo.find({ where: { userId }, order: { seq: 'ASC' } });
    expect(stored).toHaveLength(8000);
    expect(stored.map((row) => row.seq)).toEqual(Array.from({ length: 8000 }, (_, i) => i));
    expect(stored.filter((row) => row.type === 'Income').reduce((sum, row) => sum + row.contributionCents, 0)).toBe(40_000_000);
    expect(stored[7999]).toMatchObject({
      date: '2024-03-20',
      category: 'Food',
      subcategory: 'Groceries',
      amountCents: -100,
      contributionCents: 100,
      type: 'Expense',
      counted: true,
    });

    // The next categories step makes a new current import of them all (here: from March on only,
    // still every row stored); the previous import's rows are kept for the import history.
    const options = await chooseOptions(client, 'wealth-whisperer', {
      selected_sheets: ['Log'],
      selected_date: '2024-03-01',
      period_type: 'monthly',
    });
    await saveCategories(client, 'wealth-whisperer', options.body.data.categories as CategoryRow[]);
    const current = await testApp().dataSource.getRepository(Import).findOneByOrFail({ userId, current: true });
    expect(await repo.countBy({ userId, importId: current.id })).toBe(8000);
    expect(await repo.countBy({ userId, importId: current.id, counted: true })).toBe(2000);
    expect(await repo.countBy({ userId })).toBe(16000);
  });

  it('runs the pipeline again on the same upload with changed options and replaces the analysis', async () => {
    const client = await signedIn();
    const file = await smallLog();
    await runPipeline(
      client,
      'wealth-whisperer',
      { buffer: file, fileName: 'log.xlsx' },
      { selected_sheets: ['Log'], selected_date: '2025-01-01', period_type: 'monthly' },
    );
    // Starting after the salary: only the groceries count.
    const options = await chooseOptions(client, 'wealth-whisperer', {
      selected_sheets: ['Log'],
      selected_date: '2025-01-05',
      period_type: 'monthly',
    });
    const categories = await saveCategories(client, 'wealth-whisperer', options.body.data.categories as CategoryRow[]);
    expect(categories.body.data.visuals_data.spending_analysis.period_data.LY).toMatchObject({
      total_income: 0,
      total_expenses: 80.25,
      period_count: 1,
    });
    expect(categories.body.data.visuals_data.transaction_analysis).toMatchObject({
      income: { total: 0 },
      expense: { total: 80.25, percent_of_income: 0 },
    });
    expect(await usage(client)).toBe(1);
  });
});
