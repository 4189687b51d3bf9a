/**
 * The Google Sheet source of the upload step, against the loopback Sheets API stand-in: a shared
 * sheet through all three steps with exact numbers, and each way Google can refuse, answered with a
 * clear 4xx/5xx that changes nothing. Runs on SQLite and MariaDB.
 */
import { WorkflowUpload } from '../src/db/entities';
import { closeWorkbookReaders, WorkbookParserPool } from '../src/services/workbook';
import type { ApiClient } from './support/client';
import { testEngines } from './support/engines';
import { FakeSheetsApi } from './support/fake-sheets-api';
import { useTestApp, type TestAppOptions } from './support/test-app';
import { chooseOptions, expectRefused, recentWindows, saveCategories, snapshot, uploadSheet, type CategoryRow } from './support/workflow';

const KEY = 'test-api-key';
const SHEET_ID = '1BxiMVs0XRA5nFMdKvBdBZjgmUUqptlbs74OgvE2upms';
const PRIVATE_ID = '1PrivateSheetxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx';
const MISSING_ID = '1MissingSheetxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx';
const BROKEN_ID = '1BrokenSheetxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx';
const OPTIONS = { selected_sheets: ['Ledger'], selected_date: '2025-02-01', period_type: 'monthly' };

let fake: FakeSheetsApi;
beforeAll(async () => {
  fake = await FakeSheetsApi.start({ apiKey: KEY });
  fake.addSpreadsheet(SHEET_ID, [
    {
      title: 'Ledger',
      values: [
        ['Date', 'Description', 'Category', 'Subcategory', 'Amount'],
        [{ date: '2025-02-01' }, 'Pay', 'Income', 'Salary', 3200],
        [{ date: '2025-02-03' }, 'Rent', 'Housing', 'Rent', -1400],
        [{ date: '2025-02-10' }, 'Shop', 'Food', 'Groceries', -210.35],
        [{ date: '2025-02-20' }, 'Save', 'Savings', 'Emergency Fund', -300],
        ['03/01/2025', 'Pay', 'Income', 'Salary', 3200],
        [{ date: '2025-03-04' }, 'Shop', 'Food', 'Groceries', '-$189.65'],
      ],
    },
    { title: 'Read me', values: [['This sheet explains the ledger.']] },
  ]);
  for (const id of [PRIVATE_ID, MISSING_ID, BROKEN_ID]) fake.addSpreadsheet(id, [{ title: 'x', values: [] }]);
  fake.fail(PRIVATE_ID, 403);
  fake.fail(MISSING_ID, 404);
  fake.fail(BROKEN_ID, 500);
});
afterAll(async () => {
  await fake.close();
  await closeWorkbookReaders();
});

/** The stand-in's address is known only once it runs: read when the test app is built. */
const withGoogle: TestAppOptions = {
  get config() {
    return { googleApiKey: KEY, googleSheetsRootUrl: fake.rootUrl };
  },
};

/** A parsing pool with no place free: no worker, no queue (what every place taken looks like to the next). */
const fullPool = new WorkbookParserPool({ maxWorkers: 0, maxQueue: 0, idleMs: 1000 });
const withGoogleAndFullPool: TestAppOptions = {
  get config() {
    return withGoogle.config;
  },
  parserPool: fullPool,
};

describe.each(testEngines())('Google Sheet uploads on %s', (engine) => {
  const testApp = useTestApp(engine, withGoogle);
  const noKeyApp = useTestApp(engine);
  const fullPoolApp = useTestApp(engine, withGoogleAndFullPool);

  async function signedIn(app = testApp()): Promise<ApiClient> {
    const client = app.client();
    await client.signUp('ann@example.com');
    return client;
  }

  it('connects a shared sheet by its ID and runs the three steps with the exact analysis', async () => {
    const client = await signedIn();
    const upload = await uploadSheet(client, 'wealth-whisperer', SHEET_ID);
    expect(upload.status).toBe(200);
    expect(upload.body).toEqual({
      success: true,
      message: 'Google Sheet connected successfully!',
      eligible: true,
      usage_used: 1,
      data: {
        sheet_names: ['Ledger', 'Read me'],
        suggested_options: { selected_sheets: ['Ledger'], selected_date: '2025-02-01', period_type: 'bi-weekly' },
        sheets: expect.any(Array),
        visuals_data: null,
        // A sheet's source is named "Google Sheet": its id is not a name meant for people.
        source_proposal: { id: null, name: 'Google Sheet', kind: 'workbook', reason: 'new', last_import_at: null },
      },
    });
    // Only the sheet ID went to Google, with unformatted values and serial dates.
    const batch = fake.requests.find((request) => request.path.endsWith('values:batchGet'));
    expect(batch?.path).toBe(`/v4/spreadsheets/${SHEET_ID}/values:batchGet`);
    expect(batch?.query).toMatchObject({ valueRenderOption: ['UNFORMATTED_VALUE'], dateTimeRenderOption: ['SERIAL_NUMBER'], key: [KEY] });
    expect((await client.get('/auth/api/user-options-metadata')).body.google_sheet_id).toBe(SHEET_ID);
    const userId = (await client.status()).id as number;
    expect(await testApp().dataSource.getRepository(WorkflowUpload).findOneByOrFail({ userId })).toMatchObject({
      source: 'googleSheet',
      googleSheetId: SHEET_ID,
      fileName: null,
    });

    const options = await chooseOptions(client, 'wealth-whisperer', OPTIONS);
    const categories = await saveCategories(client, 'wealth-whisperer', options.body.data.categories as CategoryRow[]);
    expect(categories.status).toBe(200);
    // Signed sheet. Income 3200 × 2 = 6400. Expenses: Rent 1400; Groceries 210.35 + 189.65 = 400.00; 1800.00.
    // Savings 300. Monthly from 2025-02-01: Feb 0, Mar 1 → 2 periods.
    // Housing 1400 / 6400 = 21.875 → 21.9 %, avg 700; Food 400 → 6.25 → 6.3 %, avg 200;
    // Savings 300 → 4.6875 → 4.7 %, avg 150; expense share 1800 / 6400 = 28.125 → 28.1 %.
    const figures = (total: number, percent_of_income: number, average_per_period: number) => ({
      total,
      percent_of_income,
      average_per_period,
    });
    const period = {
      total_income: 6400,
      total_expenses: 1800,
      total_savings: 300,
      period_count: 2,
      expense_categories: {
        Housing: { ...figures(1400, 21.9, 700), subcategories: { Rent: figures(1400, 21.9, 700) } },
        Food: { ...figures(400, 6.3, 200), subcategories: { Groceries: figures(400, 6.3, 200) } },
      },
      income_categories: { Income: { ...figures(6400, 100, 3200), subcategories: { Salary: figures(6400, 100, 3200) } } },
      savings_categories: { Savings: { ...figures(300, 4.7, 150), subcategories: { 'Emergency Fund': figures(300, 4.7, 150) } } },
    };
    const visuals = categories.body.data.visuals_data;
    expect(visuals.spending_analysis).toEqual({
      pay_period_type: 'monthly',
      period_data: recentWindows(period, 2), // February and March
    });
    expect(visuals.transaction_analysis).toMatchObject({
      income: { total: 6400 },
      expense: { total: 1800, percent_of_income: 28.1 },
      savings: { total: 300, percent_of_income: 4.7 },
    });
  });

  it('connects a sheet by its full link', async () => {
    const client = await signedIn();
    const res = await uploadSheet(client, 'wealth-whisperer', `https://docs.google.com/spreadsheets/d/${SHEET_ID}/edit?usp=sharing#gid=0`);
    expect(res.body).toMatchObject({ success: true, data: { sheet_names: ['Ledger', 'Read me'] } });
  });

  it.each([
    ['a sheet that is not shared', PRIVATE_ID, 400, /anyone with the link can view/],
    ['a sheet that does not exist', MISSING_ID, 400, /No Google Sheet was found/],
    ['a Google failure', BROKEN_ID, 502, /Google Sheets answered with an error/],
    ['a link to another site', 'https://evil.example/spreadsheets/d/abc', 400, /not a Google Sheet ID or (URL|link)/],
  ])('answers %s clearly and changes nothing', async (_name, id, status, message) => {
    const client = await signedIn();
    // A previous analysis to keep.
    await uploadSheet(client, 'wealth-whisperer', SHEET_ID);
    const options = await chooseOptions(client, 'wealth-whisperer', OPTIONS);
    await saveCategories(client, 'wealth-whisperer', options.body.data.categories as CategoryRow[]);
    const before = await snapshot(testApp(), client);
    const requests = fake.requests.length;

    expectRefused(await uploadSheet(client, 'wealth-whisperer', id), status, message);
    expect(await snapshot(testApp(), client)).toEqual(before);
    if (id.startsWith('https://evil')) expect(fake.requests.length).toBe(requests);
  });

  it('reads a kept Google Sheet again (the preview with settings) in the parsing pool', async () => {
    const client = await signedIn();
    await uploadSheet(client, 'wealth-whisperer', SHEET_ID);
    const before = await snapshot(testApp(), client);
    const preview = await client.post('/workflow/api/template/wealth-whisperer/preview', {
      sheet: 'Ledger',
      settings: { tables: [{ columns: { date: 'A', category: 'C', amount: 'E' } }] },
    });
    expect(preview.status).toBe(200);
    expect(preview.body.data.tables).toEqual([
      expect.objectContaining({ range: 'A1:E7', layout: 'log', rows: 6, columns: { date: 'A', category: 'C', amount: 'E' } }),
    ]);
    expect(preview.body.data.rows[2]).toMatchObject({ date: '2025-02-10', category: 'Food', amount: 210.35, direction: 'out' });
    expect(await snapshot(testApp(), client)).toEqual(before);
  });

  it('parses Google’s answer in the parsing pool: with no place free it answers 503 with Retry-After and changes nothing', async () => {
    const client = await signedIn(fullPoolApp());
    const before = await snapshot(fullPoolApp(), client);
    const res = await uploadSheet(client, 'wealth-whisperer', SHEET_ID);
    expectRefused(res, 503, /reading many workbooks right now/);
    expect(res.headers['retry-after']).toBe('30');
    expect(await snapshot(fullPoolApp(), client)).toEqual(before);
  });

  it('says so when no Google API key is configured, counting nothing', async () => {
    const client = await signedIn(noKeyApp());
    const before = await snapshot(noKeyApp(), client);
    expectRefused(await uploadSheet(client, 'wealth-whisperer', SHEET_ID), 400, /GOOGLE_API_KEY is not set/);
    expect(await snapshot(noKeyApp(), client)).toEqual(before);
  });
});
