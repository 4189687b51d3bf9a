/**
 * The transactions list over HTTP on SQLite and MariaDB: its totals are the analysis'
 * figures to the cent for every category row of every window of the sample workbooks, filters,
 * keyset paging across equal dates, another user's rows out of reach, bad queries refused.
 */
import type { Response } from 'supertest';
import type { PeriodDataDto, SpendingAnalysisDto } from '../src/contracts/workflow';
import { SPENDING_SHEETS } from '../src/services/exports/exports';
import { closeWorkbookReaders } from '../src/services/workbook';
import type { ApiClient } from './support/client';
import { testEngines } from './support/engines';
import { useTestApp, type TestApp } from './support/test-app';
import { chooseOptions, classify, day, runPipeline, saveCategories, uploadFile, xlsx, type CategoryRow } from './support/workflow';

afterAll(() => closeWorkbookReaders());

const LIST = '/transactions/api/transactions';
const TEMPLATE = 'wealth-whisperer';

/** Samples of two layouts: a dated log, and per-period budget sheets. */
const SAMPLES = ['wealth-whisperer', 'zero-based-budget'];

export async function list(client: ApiClient, query: Record<string, string | number>): Promise<Response> {
  return client.get(
    `${LIST}?${new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)] as [string, string])).toString()}`,
  );
}

/** Dollars to cents, to compare money exactly. */
const cents = (dollars: number) => Math.round(dollars * 100);

async function sampleFile(testApp: TestApp, template: string): Promise<Buffer> {
  const res = await testApp
    .request()
    .get(`/workflow/templates/${template}/sample.xlsx`)
    .buffer(true)
    .parse((stream, done) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => done(null, Buffer.concat(chunks)));
    });
  return res.body as Buffer;
}

/** A small log: equal dates on purpose (paging), an ignored transfer, a row before the period start. */
async function log(): Promise<Buffer> {
  return xlsx([
    {
      name: 'Log',
      rows: [
        ['Date', 'Category', 'Subcategory', 'Description', 'Amount'],
        [day('2024-12-20'), 'Food', 'Groceries', 'Before the start', -99],
        [day('2025-01-03'), 'Income', 'Salary', 'ACME payroll', 2000],
        [day('2025-01-03'), 'Food', 'Groceries', 'Corner shop', -40.5],
        [day('2025-01-03'), 'Food', 'Restaurants', 'Pizza place', -25.25],
        [day('2025-01-03'), 'Transfer', 'Card payment', 'Visa', -300],
        [day('2025-02-03'), 'Income', 'Salary', 'ACME payroll', 2000],
        [day('2025-02-03'), 'Food', 'Groceries', 'Big MARKET', -60],
        [day('2025-02-03'), 'Food', 'Groceries', '50%_off shop', -10],
        [day('2025-02-12'), 'Savings', 'Emergency Fund', 'To savings', -250],
        [day('2025-02-12'), 'Food', 'Groceries', 'Refund', 15],
      ],
    },
  ]);
}

const LOG_OPTIONS = { selected_sheets: ['Log'], selected_date: '2025-01-01', period_type: 'monthly' };

describe.each(testEngines())('transactions list on %s', (engine) => {
  const testApp = useTestApp(engine);

  async function userWithLog(email = 'ann@example.com'): Promise<ApiClient> {
    const client = testApp().client();
    await client.signUp(email);
    await runPipeline(client, TEMPLATE, { buffer: await log(), fileName: 'log.xlsx' }, LOG_OPTIONS, (rows) =>
      classify(rows, [{ category: 'Transfer', transaction_type: 'Ignore' }]),
    );
    return client;
  }

  it.each(SAMPLES)('%s sample: every window and every category row total equals the breakdown to the cent', async (template) => {
    const client = testApp().client();
    await client.signUp(`walk-${template}@example.com`, { template_id: template });
    const file = await sampleFile(testApp(), template);
    // What the upload suggests: every sheet, from where the data begins.
    const upload = await uploadFile(client, template, file, 'sample.xlsx');
    const options = upload.body.data.suggested_options as { selected_sheets: string[]; selected_date: string; period_type: string };
    const chosen = await chooseOptions(client, template, options);
    expect((await saveCategories(client, template, chosen.body.data.categories as CategoryRow[])).body.success).toBe(true);
    const analysis = (await client.get('/spending/api/spending-analysis')).body as SpendingAnalysisDto;
    const windows = Object.entries<PeriodDataDto>(analysis.period_data);
    expect(windows.map(([key]) => key).sort()).toEqual(['2LY', '3_months', '3_months_previous', '6_months', '6_months_previous', 'LY']);

    let checked = 0;
    /** The drill-down of a breakdown row (a category, or one of its subcategories) in a window: its total, to the cent. */
    async function expectDrillDown(
      window: string,
      type: string,
      key: 'income' | 'expenses' | 'savings',
      total: number,
      category: string,
      subcategory?: string,
    ) {
      const res = await list(client, {
        window,
        category,
        ...(subcategory === undefined ? {} : { sub_category: subcategory }),
        type,
        limit: 1,
      });
      expect(res.status).toBe(200);
      expect({ window, category, subcategory, total: cents(res.body.totals[key]) }).toEqual({
        window,
        category,
        subcategory,
        total: cents(total),
      });
      checked += 1;
    }
    const groups = (figures: PeriodDataDto) =>
      [
        ['Expense', 'expenses', figures.expense_categories],
        ['Income', 'income', figures.income_categories],
        ['Savings', 'savings', figures.savings_categories],
      ] as const;

    for (const [window, figures] of windows) {
      const whole = (await list(client, { window, limit: 1 })).body;
      expect([cents(whole.totals.income), cents(whole.totals.expenses), cents(whole.totals.savings)]).toEqual([
        cents(figures.total_income),
        cents(figures.total_expenses),
        cents(figures.total_savings),
      ]);
      // A window alone is answered from the sums recorded with the import; any other filter sums the rows: the same.
      const summed = (await list(client, { window, from: '1900-01-01', limit: 1 })).body;
      expect({ count: summed.count, totals: summed.totals }).toEqual({ count: whole.count, totals: whole.totals });
      for (const [type, key, group] of groups(figures)) {
        for (const [category, row] of Object.entries(group)) {
          await expectDrillDown(window, type, key, row.total, category);
          for (const [subcategory, sub] of Object.entries(row.subcategories ?? {}))
            await expectDrillDown(window, type, key, sub.total, category, subcategory);
        }
      }
    }

    // The Previous Period column: each row of a period's breakdown drills into the previous window,
    // where its figure is the pair's total there (0 when the pair has none: its list sums to 0 too).
    let previousChecked = 0;
    for (const { current, previous } of SPENDING_SHEETS) {
      const [now, before] = [analysis.period_data[current], analysis.period_data[previous]];
      if (!now || !before) continue;
      for (const [index, [type, key, group]] of groups(now).entries()) {
        const earlier = groups(before)[index][2];
        for (const [category, row] of Object.entries(group)) {
          await expectDrillDown(previous, type, key, earlier[category]?.total ?? 0, category);
          for (const subcategory of Object.keys(row.subcategories ?? {})) {
            await expectDrillDown(previous, type, key, earlier[category]?.subcategories?.[subcategory]?.total ?? 0, category, subcategory);
          }
          previousChecked += 1;
        }
      }
    }
    expect(previousChecked).toBeGreaterThan(10);
    expect(checked).toBeGreaterThan(20);
  });

  it('answers every row of the current import with its contribution, newest first, then sheet row', async () => {
    const client = await userWithLog();
    const res = await list(client, {});
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.count).toBe(10);
    expect(res.body.next_cursor).toBeNull();
    const items = res.body.items as Array<Record<string, unknown>>;
    expect(items.map((item) => [item.date, item.row])).toEqual([
      ['2025-02-12', 9],
      ['2025-02-12', 10],
      ['2025-02-03', 6],
      ['2025-02-03', 7],
      ['2025-02-03', 8],
      ['2025-01-03', 2],
      ['2025-01-03', 3],
      ['2025-01-03', 4],
      ['2025-01-03', 5],
      ['2024-12-20', 1],
    ]);
    expect(items[0]).toEqual({
      id: expect.any(Number),
      date: '2025-02-12',
      description: 'To savings',
      category: 'Savings',
      sub_category: 'Emergency Fund',
      type: 'Savings',
      amount: -250,
      contribution: 250,
      sheet: 'Log',
      row: 9,
      // One source: nothing to be a transfer with.
      transfer_with: null,
      // Read in the home currency: nothing converted (api/test/currency-rates.test.ts).
      original: null,
    });
    // A refund lowers expenses; the transfer is listed but counts nowhere; so does the row before the start.
    expect(items[1]).toMatchObject({ description: 'Refund', amount: 15, contribution: -15, type: 'Expense' });
    expect(items.find((item) => item.description === 'Visa')).toMatchObject({ type: 'Ignore', amount: -300, contribution: 0 });
    expect(items.find((item) => item.description === 'Before the start')).toMatchObject({ amount: -99, contribution: 0 });
    expect(res.body.totals).toEqual({ income: 4000, expenses: 120.75, savings: 250 });
  });

  it('filters by dates, names, type and text (case-insensitive, LIKE characters taken literally)', async () => {
    const client = await userWithLog();
    const descriptions = async (query: Record<string, string>) =>
      ((await list(client, query)).body.items as Array<{ description: string }>).map((item) => item.description);
    expect(await descriptions({ from: '2025-02-01', to: '2025-02-03' })).toEqual(['ACME payroll', 'Big MARKET', '50%_off shop']);
    expect(await descriptions({ category: 'Food', sub_category: 'Restaurants' })).toEqual(['Pizza place']);
    expect(await descriptions({ category: 'food' })).toEqual([]);
    expect(await descriptions({ type: 'Ignore' })).toEqual(['Visa']);
    expect(await descriptions({ q: 'market' })).toEqual(['Big MARKET']);
    expect(await descriptions({ q: 'GROCER' })).toHaveLength(5);
    expect(await descriptions({ q: '%_' })).toEqual(['50%_off shop']);
    const food = (await list(client, { category: 'Food', window: 'LY' })).body;
    // The row before the period start lies in LY: listed (contribution 0), so the count is 6.
    expect(food).toMatchObject({ count: 6, totals: { income: 0, expenses: 120.75, savings: 0 } });
  });

  it('searches non-ASCII text case-insensitively on both engines, accents kept, count and totals of the matches', async () => {
    const client = testApp().client();
    await client.signUp('cafe@example.com');
    const file = await xlsx([
      {
        name: 'Log',
        rows: [
          ['Date', 'Category', 'Subcategory', 'Description', 'Amount'],
          [day('2025-01-03'), 'Food', 'Eating out', 'CAFÉ DE FLORE', -12.5],
          [day('2025-01-04'), 'Food', 'Eating out', 'Le café du coin', -3.2],
          [day('2025-01-05'), 'Food', 'Eating out', 'Cafe Rio', -20],
          [day('2025-01-06'), 'École', 'Cantine', 'Lunch', -7.05],
          [day('2025-01-07'), 'Income', 'Salary', 'ACME payroll', 2000],
        ],
      },
    ]);
    await runPipeline(client, TEMPLATE, { buffer: file, fileName: 'cafe.xlsx' }, LOG_OPTIONS);
    const search = async (q: string) => {
      const body = (await list(client, { q })).body as {
        items: Array<{ description: string }>;
        count: number;
        totals: { expenses: number };
      };
      return { descriptions: body.items.map((item) => item.description), count: body.count, expenses: cents(body.totals.expenses) };
    };
    expect(await search('café')).toEqual({ descriptions: ['Le café du coin', 'CAFÉ DE FLORE'], count: 2, expenses: 1570 });
    expect(await search('CAFÉ')).toEqual({ descriptions: ['Le café du coin', 'CAFÉ DE FLORE'], count: 2, expenses: 1570 });
    // Without the accent it is another word (MariaDB's _ci collation would have matched all three).
    expect(await search('CAFE')).toEqual({ descriptions: ['Cafe Rio'], count: 1, expenses: 2000 });
    expect(await search('éCOLE')).toEqual({ descriptions: ['Lunch'], count: 1, expenses: 705 });
    // A match lies within one field: never across description and category.
    expect((await search('lunchécole')).count).toBe(0);
  });

  it('pages by cursor without gaps or repeats across equal dates, count and totals over the whole set', async () => {
    const client = await userWithLog();
    const all = (await list(client, { limit: 500 })).body.items.map((item: { id: number }) => item.id);
    const seen: number[] = [];
    let cursor: string | null = null;
    for (let page = 0; page < 10; page += 1) {
      const res: Response = await list(client, cursor ? { limit: 3, cursor } : { limit: 3 });
      expect(res.body.count).toBe(10);
      expect(res.body.totals).toEqual({ income: 4000, expenses: 120.75, savings: 250 });
      seen.push(...res.body.items.map((item: { id: number }) => item.id));
      cursor = res.body.next_cursor;
      if (!cursor) break;
    }
    expect(seen).toEqual(all);
    expect(new Set(seen).size).toBe(10);
  });

  it('keeps another user’s rows out of reach', async () => {
    await userWithLog('ann@example.com');
    const bob = testApp().client();
    await bob.signUp('bob@example.com');
    expect((await list(bob, {})).body).toEqual({ items: [], next_cursor: null, count: 0, totals: { income: 0, expenses: 0, savings: 0 } });
    expect((await list(bob, { window: 'LY' })).body.count).toBe(0);
  });

  it('refuses a visitor', async () => {
    expect((await testApp().client().get(LIST)).status).toBe(401);
  });

  it.each([
    ['limit=501', /limit must be a whole number from 1 to 500/],
    ['limit=0', /limit must be a whole number from 1 to 500/],
    ['limit=ten', /limit must be a whole number from 1 to 500/],
    ['type=Food', /type must be one of/],
    ['from=2025-02-30', /from must be a real calendar date/],
    ['to=yesterday', /to must be a date in the form YYYY-MM-DD/],
    ['from=2025-03-01&to=2025-02-01', /from must be on or before to/],
    ['window=LY2', /window must be one of/],
    ['cursor=abc', /cursor must be the next_cursor/],
    ['category=a&category=b', /category must be given once/],
    [`q=${'x'.repeat(201)}`, /q must be at most 200 characters/],
  ])('refuses ?%s with a 400 naming the field', async (query, message) => {
    const client = await userWithLog();
    const res = await client.get(`${LIST}?${query}`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, error: expect.stringMatching(message) });
  });
});
