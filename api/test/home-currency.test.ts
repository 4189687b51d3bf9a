/**
 * The user's home currency over HTTP (services/home-currency.ts): unset for a new user, set by the
 * first import whose readings state a currency (a CHF budget's number formats), kept through later
 * imports in other currencies, changed by the user (`PUT /account/home-currency`, CSRF like every
 * change), exported with the account's data, and one user's never another's.
 */
import { HOME_CURRENCY_INVALID } from '../src/contracts';
import { CSRF_ERROR } from '../src/errors';
import type { ApiClient } from './support/client';
import { CHF_FORMAT, LOG_OPTIONS as OPTIONS, logInCurrency, signUpWithHomeCurrency } from './support/currency-logs';
import { testEngines } from './support/engines';
import { useTestApp } from './support/test-app';
import { csv, runPipeline, uploadFile } from './support/workflow';

const TEMPLATE = 'wealth-whisperer';

/** A small log whose amount cells carry a currency's number format, as a Swiss budget's do. */
const logIn = (format: string) =>
  logInCurrency(format, [
    ['2025-03-01', 'Income', 'Salary', 7800],
    ['2025-03-02', 'Housing', 'Rent', 2100.5],
    ['2025-03-05', 'Food', 'Groceries', 412.35],
  ]);

const EUR_FORMAT = '[$€-407] #,##0.00';

describe.each(testEngines())('home currency on %s', (engine) => {
  const testApp = useTestApp(engine);

  const homeCurrency = async (client: ApiClient) => {
    const res = await client.get('/account/home-currency');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    return res.body as { home_currency: string | null; proposed: string | null };
  };

  it('is null for a new user and needs a session', async () => {
    const client = testApp().client();
    expect((await client.get('/account/home-currency')).status).toBe(401);
    await client.signUp('ann@example.com');
    expect(await homeCurrency(client)).toEqual({ home_currency: null, proposed: null });
  });

  it("is proposed by an upload stating CHF, set by its import, and kept through a later import in euros; another user's is unaffected", async () => {
    const ann = testApp().client();
    await ann.signUp('ann@example.com');
    const bob = testApp().client();
    await bob.signUp('bob@example.com');

    const upload = await uploadFile(ann, TEMPLATE, await logIn(CHF_FORMAT), 'budget.xlsx');
    expect(upload.body).toMatchObject({ success: true });
    expect(upload.body.data.sheets[0].tables[0].currency).toBe('CHF');
    // Uploaded, not imported yet: proposed, not set.
    expect(await homeCurrency(ann)).toEqual({ home_currency: null, proposed: 'CHF' });

    await runPipeline(ann, TEMPLATE, { buffer: await logIn(CHF_FORMAT), fileName: 'budget.xlsx' }, OPTIONS);
    expect(await homeCurrency(ann)).toEqual({ home_currency: 'CHF', proposed: 'CHF' });
    // The session tells every screen the currency to show figures in.
    expect((await ann.status()).home_currency).toBe('CHF');
    // The source the budget went to is in CHF too.
    expect((await ann.get('/workflow/api/sources')).body.sources).toEqual([expect.objectContaining({ name: 'budget', currency: 'CHF' })]);

    // Euros are counted in francs at the rate the user gives once (api/test/currency-rates.test.ts).
    expect((await ann.put('/account/rates/EUR', { rate: '0.94' })).status).toBe(200);
    await runPipeline(ann, TEMPLATE, { buffer: await logIn(EUR_FORMAT), fileName: 'euros.xlsx' }, OPTIONS);
    expect(await homeCurrency(ann)).toEqual({ home_currency: 'CHF', proposed: 'EUR' });
    // The budget, replaced by the euro file, is in euros now; the home currency stays the user's.
    expect((await ann.get('/workflow/api/sources')).body.sources).toEqual([expect.objectContaining({ name: 'budget', currency: 'EUR' })]);

    expect(await homeCurrency(bob)).toEqual({ home_currency: null, proposed: null });
  });

  it('is not set by an import that states no currency, or only an ambiguous one ($)', async () => {
    const client = testApp().client();
    await client.signUp('ann@example.com');
    const plain = csv([
      ['Date', 'Category', 'Subcategory', 'Amount'],
      ['2025-03-01', 'Income', 'Salary', '4000'],
      ['2025-03-05', 'Housing', 'Rent', '1200'],
    ]);
    await runPipeline(client, TEMPLATE, { buffer: plain, fileName: 'log.csv' }, { ...OPTIONS, selected_sheets: ['log'] });
    expect(await homeCurrency(client)).toEqual({ home_currency: null, proposed: null });

    await runPipeline(client, TEMPLATE, { buffer: await logIn('"$"#,##0.00'), fileName: 'dollars.xlsx' }, OPTIONS);
    expect(await homeCurrency(client)).toEqual({ home_currency: null, proposed: null });
  });

  it('is changed by the user: any case of an ISO 4217 code, null to forget it; anything else is a 400 naming the field', async () => {
    const client = testApp().client();
    await client.signUp('ann@example.com');
    const other = testApp().client();
    await other.signUp('bob@example.com');

    const set = await client.put('/account/home-currency', { home_currency: 'CHF' });
    expect(set.status).toBe(200);
    expect(set.body).toEqual({ home_currency: 'CHF', proposed: null });
    // Lower case is the same code.
    expect((await client.put('/account/home-currency', { home_currency: ' usd ' })).body).toEqual({ home_currency: 'USD', proposed: null });

    for (const refused of ['XYZ', 'US', 'dollars', '', 12, true, {}]) {
      const res = await client.put('/account/home-currency', { home_currency: refused });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, error: HOME_CURRENCY_INVALID });
    }
    expect((await client.put('/account/home-currency', {})).status).toBe(400);
    expect(await homeCurrency(client)).toMatchObject({ home_currency: 'USD' });

    // The user's choice stands against an import stating another currency.
    expect((await client.put('/account/rates/CHF', { rate: '1.12' })).status).toBe(200);
    await runPipeline(client, TEMPLATE, { buffer: await logIn(CHF_FORMAT), fileName: 'budget.xlsx' }, OPTIONS);
    expect(await homeCurrency(client)).toEqual({ home_currency: 'USD', proposed: 'CHF' });

    expect((await client.put('/account/home-currency', { home_currency: null })).body).toEqual({ home_currency: null, proposed: 'CHF' });
    expect(await homeCurrency(other)).toEqual({ home_currency: null, proposed: null });
  });

  it('needs the CSRF token to change and a session to read', async () => {
    const client = testApp().client();
    await client.signUp('ann@example.com');
    const refused = await client.put('/account/home-currency', { home_currency: 'EUR' }, { csrf: null });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ success: false, error: CSRF_ERROR, code: 'csrf' });
    const wrong = await client.put('/account/home-currency', { home_currency: 'EUR' }, { csrf: 'x'.repeat(43) });
    expect(wrong.status).toBe(403);
    expect(await homeCurrency(client)).toMatchObject({ home_currency: null });

    await client.logout();
    client.csrfToken = await client.fetchCsrf();
    expect((await client.put('/account/home-currency', { home_currency: 'EUR' })).status).toBe(401);
  });

  it("is in the account's data export", async () => {
    const client = testApp().client();
    await signUpWithHomeCurrency(client, 'ann@example.com', 'BHD');
    const exported = await client.get('/account/export');
    expect(exported.status).toBe(200);
    const data = JSON.parse(exported.text) as { tables: Record<string, Array<Record<string, unknown>>> };
    expect(data.tables.user_options).toEqual([expect.objectContaining({ homeCurrency: 'BHD' })]);
  });
});
