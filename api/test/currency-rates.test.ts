/**
 * Sources in other currencies over HTTP on SQLite and MariaDB (services/currency-rates.ts): a
 * reading in another currency than the home one asks for a rate once (a 409 naming both currencies),
 * is counted converted at it (each row rounded once, half to even; totals the sums of the rows),
 * keeps every row's amount as written in the transactions list and the exports, and is counted
 * anew when the rate changes. Bad rates are a 400 that changes nothing; rates are the user's own.
 */
import ExcelJS from 'exceljs';
import { RATE_INVALID, RATE_CURRENCY_INVALID } from '../src/contracts';
import { CSRF_ERROR } from '../src/errors';
import type { ApiClient } from './support/client';
import { CHF_FORMAT, LOG_OPTIONS as OPTIONS, logInCurrency, signUpWithHomeCurrency } from './support/currency-logs';
import { testEngines } from './support/engines';
import { useTestApp } from './support/test-app';
import { chooseOptions, csv, saveCategories, uploadFile, type CategoryRow } from './support/workflow';

const TEMPLATE = 'wealth-whisperer';

/** A Swiss log: its amount cells carry the CHF number format, so its reading states CHF. */
const swissLog = () =>
  logInCurrency(CHF_FORMAT, [
    ['2025-03-01', 'Income', 'Salary', 7800],
    ['2025-03-02', 'Housing', 'Rent', 2100.5],
    ['2025-03-05', 'Food', 'Groceries', 412.35],
    ['2025-03-06', 'Food', 'Snacks', 1.15],
    ['2025-03-07', 'Food', 'Coffee', 1.25],
  ]);

/** The converted amounts (dollars) and the originals of the list, by subcategory, and its totals. */
async function listed(client: ApiClient) {
  const res = await client.get('/transactions/api/transactions');
  expect(res.status).toBe(200);
  const items = res.body.items as Array<{ sub_category: string; amount: number; original: { amount: number; currency: string } | null }>;
  return {
    amounts: Object.fromEntries(items.map((item) => [item.sub_category, item.amount])),
    originals: Object.fromEntries(items.map((item) => [item.sub_category, item.original])),
    totals: res.body.totals as { income: number; expenses: number; savings: number },
  };
}

describe.each(testEngines())('rates for sources in other currencies on %s', (engine) => {
  const testApp = useTestApp(engine);

  /** A user whose home currency is USD, with the Swiss log uploaded and its options chosen. */
  async function dollarUserWithSwissLog(email: string): Promise<{ client: ApiClient; categories: CategoryRow[] }> {
    const client = testApp().client();
    await signUpWithHomeCurrency(client, email, 'USD');
    expect((await uploadFile(client, TEMPLATE, await swissLog(), 'budget.xlsx')).body).toMatchObject({ success: true });
    const chosen = await chooseOptions(client, TEMPLATE, OPTIONS);
    expect(chosen.body).toMatchObject({ success: true });
    return { client, categories: chosen.body.data.categories as CategoryRow[] };
  }

  it('asks for the rate once, counts the converted rows, keeps the originals, and counts anew when the rate changes', async () => {
    const { client: ann, categories } = await dollarUserWithSwissLog('ann@example.com');

    // No rate for CHF yet: the categories step asks for it and keeps nothing.
    const asked = await saveCategories(ann, TEMPLATE, categories);
    expect(asked.status).toBe(409);
    expect(asked.body).toMatchObject({ success: false, rate_needed: { currency: 'CHF', home_currency: 'USD' } });
    expect(asked.body.error).toBe(
      'Your file states its amounts in CHF and your home currency is USD. Give the rate once: how many USD is 1 CHF?',
    );
    // In the user's own language once they have one.
    await ann.put('/account/locale', { locale: 'de-CH' });
    expect((await saveCategories(ann, TEMPLATE, categories)).body.error).toBe(
      'Ihre Datei nennt ihre Beträge in CHF, Ihre Hauptwährung ist USD. Geben Sie den Kurs einmal an: Wie viel USD ist 1 CHF?',
    );
    expect((await ann.put('/account/rates/USD', { rate: '1' })).body.error).toBe('Beträge in Ihrer Hauptwährung brauchen keinen Kurs.');
    await ann.put('/account/locale', { locale: null });
    expect((await ann.get('/transactions/api/transactions')).body.items).toEqual([]);
    expect((await ann.get('/account/rates')).body).toEqual({ home_currency: 'USD', rates: [] });

    const set = await ann.put('/account/rates/chf', { rate: '1.120' });
    expect(set.status).toBe(200);
    expect(set.body).toEqual({ home_currency: 'USD', rates: [{ currency: 'CHF', rate: '1.12' }] });

    const saved = await saveCategories(ann, TEMPLATE, categories);
    // The import says the rate its rows were converted at (the wizard shows "converted at 1 CHF = 1.12 USD").
    expect(saved.body).toMatchObject({
      success: true,
      data: { import: { converted: { currency: 'CHF', rate: '1.12', home_currency: 'USD' } } },
    });
    // Each row converted once: 412.35 × 1.12 = 461.832 → 461.83; 1.15 × 1.12 = 1.288 → 1.29.
    const atFirst = await listed(ann);
    expect(atFirst.amounts).toEqual({ Salary: 8736, Rent: 2352.56, Groceries: 461.83, Snacks: 1.29, Coffee: 1.4 });
    expect(atFirst.originals).toEqual({
      Salary: { amount: 7800, currency: 'CHF' },
      Rent: { amount: 2100.5, currency: 'CHF' },
      Groceries: { amount: 412.35, currency: 'CHF' },
      Snacks: { amount: 1.15, currency: 'CHF' },
      Coffee: { amount: 1.25, currency: 'CHF' },
    });
    expect(atFirst.totals).toEqual({ income: 8736, expenses: 2352.56 + 461.83 + 1.29 + 1.4, savings: 0 });
    const analysis = (await ann.get('/spending/api/spending-analysis')).body;
    expect(analysis.period_data['3_months']).toMatchObject({ total_income: 8736, total_expenses: 2817.08 });

    // The exports keep the original amount and currency beside the converted one.
    const csv = (await ann.get('/export/transactions.csv')).text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(csv[0]).toBe('Date,Description,Category,Subcategory,Type,Amount,Currency,Original amount,Original currency');
    expect(csv).toContain('2025-03-05,,Food,Groceries,Expense,461.83,USD,412.35,CHF');
    const xlsx = await ann.http
      .get('/export/transactions.xlsx')
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.body);
    const groceries = workbook.worksheets[0].getRows(2, 5)!.find((row) => row.getCell(4).value === 'Groceries')!;
    expect([6, 7, 8, 9].map((column) => groceries.getCell(column).value)).toEqual([461.83, 'USD', 412.35, 'CHF']);
    // Each amount in its own currency's format.
    expect(groceries.getCell(6).numFmt).toBe('"$"#,##0.00;-"$"#,##0.00');
    expect(groceries.getCell(8).numFmt).toBe('"CHF "#,##0.00;-"CHF "#,##0.00');

    // A new rate: the kept rows are converted again from their originals, the analysis follows.
    // At 1.1 three rows are ties: 412.35 → 453.585 → 453.58, 1.15 → 1.265 → 1.26, 1.25 → 1.375 → 1.38.
    expect((await ann.put('/account/rates/CHF', { rate: '1.1' })).body).toEqual({
      home_currency: 'USD',
      rates: [{ currency: 'CHF', rate: '1.1' }],
    });
    const edited = await listed(ann);
    expect(edited.amounts).toEqual({ Salary: 8580, Rent: 2310.55, Groceries: 453.58, Snacks: 1.26, Coffee: 1.38 });
    expect(edited.originals).toEqual(atFirst.originals);
    // The total is the sum of the rounded rows (2766.77), not the exact sum rounded (2766.78).
    expect(Math.round(edited.totals.expenses * 100)).toBe(276677);
    const reanalysed = (await ann.get('/spending/api/spending-analysis')).body;
    expect(reanalysed.period_data['3_months']).toMatchObject({ total_income: 8580, total_expenses: 2766.77 });
    const history = (await ann.get('/workflow/api/imports')).body.imports as Array<{ totals: { income: number; expenses: number } }>;
    expect(history[0].totals).toMatchObject({ income: 8580, expenses: 2766.77 });
  });

  it('counts a source in another currency with one in the home currency, and counts the whole picture anew when the rate changes', async () => {
    const client = testApp().client();
    await signUpWithHomeCurrency(client, 'cy@example.com', 'USD');
    const dollars = csv([
      ['Date', 'Category', 'Subcategory', 'Amount'],
      ['2025-03-01', 'Income', 'Bonus', '4000'],
      ['2025-03-03', 'Food', 'Lunch', '20.10'],
    ]);
    expect((await uploadFile(client, TEMPLATE, dollars, 'dollars.csv')).body).toMatchObject({ success: true });
    /** The options, sent to a new workbook source named `name` (as sources-picture.test.ts sends them). */
    const intoNew = (name: string, sheet: string) =>
      ({ ...OPTIONS, selected_sheets: [sheet], source: { new: { name, kind: 'workbook' } } }) as unknown as Parameters<
        typeof chooseOptions
      >[2];
    const first = await chooseOptions(client, TEMPLATE, intoNew('Checking', 'dollars'));
    expect((await saveCategories(client, TEMPLATE, first.body.data.categories as CategoryRow[])).body).toMatchObject({ success: true });

    expect((await client.put('/account/rates/CHF', { rate: '1.12' })).status).toBe(200);
    expect((await uploadFile(client, TEMPLATE, await swissLog(), 'budget.xlsx')).body).toMatchObject({ success: true });
    const second = await chooseOptions(client, TEMPLATE, intoNew('Swiss', 'Log'));
    expect((await saveCategories(client, TEMPLATE, second.body.data.categories as CategoryRow[])).body).toMatchObject({ success: true });
    expect((await client.get('/workflow/api/sources')).body.sources).toHaveLength(2);

    const picture = async () => (await client.get('/spending/api/spending-analysis')).body.period_data['3_months'];
    expect(await picture()).toMatchObject({ total_income: 4000 + 8736, total_expenses: 2837.18 });
    expect((await client.put('/account/rates/CHF', { rate: '1.1' })).status).toBe(200);
    // The dollars stay as they are; the francs are counted at the new rate.
    expect(await picture()).toMatchObject({ total_income: 4000 + 8580, total_expenses: 2786.87 });
    expect((await listed(client)).amounts).toMatchObject({ Lunch: 20.1, Bonus: 4000, Salary: 8580 });
  });

  it('converts every row once, however many, and counts the rounded rows: 1,201 rows of 0.05 CHF', async () => {
    const client = testApp().client();
    await signUpWithHomeCurrency(client, 'many@example.com', 'USD');
    expect((await client.put('/account/rates/CHF', { rate: '0.5' })).status).toBe(200);
    const snacks = await logInCurrency(CHF_FORMAT, [
      ...Array.from({ length: 1201 }, () => ['2025-03-10', 'Food', 'Snacks', 0.05] as const),
      ['2025-03-01', 'Income', 'Salary', 100],
    ]);
    expect((await uploadFile(client, TEMPLATE, snacks, 'snacks.xlsx')).body).toMatchObject({ success: true });
    const chosen = await chooseOptions(client, TEMPLATE, OPTIONS);
    expect((await saveCategories(client, TEMPLATE, chosen.body.data.categories as CategoryRow[])).body).toMatchObject({ success: true });

    const expenses = async () => (await client.get('/spending/api/spending-analysis')).body.period_data['3_months'].total_expenses;
    // 0.05 × 0.5 = 0.025 → 0.02 (half to even) per row: 24.02, where the converted sum would be 30.03.
    expect(await expenses()).toBe(24.02);
    // 0.05 × 0.7 = 0.035 → 0.04 (half to even) per row, on every one of the 1,201 rows written again.
    expect((await client.put('/account/rates/CHF', { rate: '0.7' })).status).toBe(200);
    expect(await expenses()).toBe(48.04);
    const list = (await client.get('/transactions/api/transactions?category=Food')).body;
    expect({ count: list.count, expenses: list.totals.expenses }).toEqual({ count: 1201, expenses: 48.04 });
  });

  it('asks again once the home currency changed: a rate converts to the home currency it was given for', async () => {
    const { client, categories } = await dollarUserWithSwissLog('hal@example.com');
    expect((await client.put('/account/rates/CHF', { rate: '1.12' })).status).toBe(200);
    expect((await saveCategories(client, TEMPLATE, categories)).body).toMatchObject({ success: true });

    expect((await client.put('/account/home-currency', { home_currency: 'EUR' })).status).toBe(200);
    expect((await client.get('/account/rates')).body).toEqual({ home_currency: 'EUR', rates: [] });
    expect((await uploadFile(client, TEMPLATE, await swissLog(), 'budget.xlsx')).body).toMatchObject({ success: true });
    const chosen = await chooseOptions(client, TEMPLATE, OPTIONS);
    const asked = await saveCategories(client, TEMPLATE, chosen.body.data.categories as CategoryRow[]);
    expect(asked.status).toBe(409);
    expect(asked.body.rate_needed).toEqual({ currency: 'CHF', home_currency: 'EUR' });

    expect((await client.put('/account/rates/CHF', { rate: '0.95' })).body).toEqual({
      home_currency: 'EUR',
      rates: [{ currency: 'CHF', rate: '0.95' }],
    });
    const saved = await saveCategories(client, TEMPLATE, chosen.body.data.categories as CategoryRow[]);
    expect(saved.body.data.import.converted).toEqual({ currency: 'CHF', rate: '0.95', home_currency: 'EUR' });
    expect((await listed(client)).amounts.Salary).toBe(7410);
  });

  it('refuses bad rates with a 400 that changes nothing, and needs the CSRF token and a session', async () => {
    const { client: ann, categories } = await dollarUserWithSwissLog('ann@example.com');
    expect((await ann.put('/account/rates/CHF', { rate: '1.12' })).status).toBe(200);
    expect((await saveCategories(ann, TEMPLATE, categories)).body).toMatchObject({ success: true });
    const before = await listed(ann);

    for (const rate of ['0', '-1.1', '1,12', '1e3', 'abc', '', '1.123456789', '123456789', 1.12, null, true]) {
      const res = await ann.put('/account/rates/CHF', { rate });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, error: expect.stringContaining(RATE_INVALID) });
    }
    expect((await ann.put('/account/rates/CHF', {})).status).toBe(400);
    for (const code of ['XYZ', 'CH', 'francs'])
      expect((await ann.put(`/account/rates/${code}`, { rate: '1.1' })).body).toEqual({ success: false, error: RATE_CURRENCY_INVALID });
    const home = await ann.put('/account/rates/USD', { rate: '2' });
    expect(home.status).toBe(400);
    expect(home.body.error).toMatch(/home currency/);

    const refused = await ann.put('/account/rates/CHF', { rate: '2' }, { csrf: null });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ success: false, error: CSRF_ERROR, code: 'csrf' });

    expect((await ann.get('/account/rates')).body).toEqual({ home_currency: 'USD', rates: [{ currency: 'CHF', rate: '1.12' }] });
    expect(await listed(ann)).toEqual(before);

    const visitor = testApp().client();
    expect((await visitor.get('/account/rates')).status).toBe(401);
  });

  it("never shows or changes another user's rates or rows", async () => {
    const { client: ann, categories } = await dollarUserWithSwissLog('ann@example.com');
    expect((await ann.put('/account/rates/CHF', { rate: '1.12' })).status).toBe(200);
    expect((await saveCategories(ann, TEMPLATE, categories)).body).toMatchObject({ success: true });

    const { client: bob, categories: bobs } = await dollarUserWithSwissLog('bob@example.com');
    expect((await bob.get('/account/rates')).body).toEqual({ home_currency: 'USD', rates: [] });
    // Bob is asked for his own rate: Ann's is not his.
    expect((await saveCategories(bob, TEMPLATE, bobs)).status).toBe(409);
    expect((await bob.put('/account/rates/CHF', { rate: '0.5' })).status).toBe(200);
    expect((await saveCategories(bob, TEMPLATE, bobs)).body).toMatchObject({ success: true });

    expect((await ann.get('/account/rates')).body.rates).toEqual([{ currency: 'CHF', rate: '1.12' }]);
    expect((await listed(ann)).amounts.Salary).toBe(8736);
    expect((await listed(bob)).amounts.Salary).toBe(3900);
  });

  it('needs no rate for a reading in the home currency, nor for the first one, which sets it', async () => {
    const client = testApp().client();
    await client.signUp('ann@example.com');
    expect((await uploadFile(client, TEMPLATE, await swissLog(), 'budget.xlsx')).body).toMatchObject({ success: true });
    const chosen = await chooseOptions(client, TEMPLATE, OPTIONS);
    const saved = await saveCategories(client, TEMPLATE, chosen.body.data.categories as CategoryRow[]);
    expect(saved.body).toMatchObject({ success: true });
    expect(saved.body.data.import).not.toHaveProperty('converted');
    const { amounts, originals } = await listed(client);
    expect(amounts.Salary).toBe(7800);
    expect(originals.Salary).toBeNull();
    expect((await client.get('/account/rates')).body).toEqual({ home_currency: 'CHF', rates: [] });
  });
});
