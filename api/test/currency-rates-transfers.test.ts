/**
 * Transfers between two accounts kept in another currency than the home one (services/currency-rates.ts
 * with domain/sources/transfers.ts), over HTTP on SQLite and MariaDB: the two converted sides of a
 * card payment still pair up and count nothing, stay paired when the rate changes, and an unmatch
 * gives each side its contribution converted at the rate in force.
 */
import { importFile, ofx, type OfxTransaction } from './support/account-imports';
import type { ApiClient } from './support/client';
import { testEngines } from './support/engines';
import { useTestApp } from './support/test-app';

const TRANSACTIONS = '/transactions/api/transactions';

/** An OFX statement of the account given whose currency is the Swiss franc. */
const francs = (transactions: OfxTransaction[], account: string) => ofx(transactions, account).replace('<CURDEF>USD', '<CURDEF>CHF');

const CHECKING = francs(
  [
    ['C1', '20250402', '3000.00', 'Payroll ACME'],
    ['C2', '20250410', '-150.00', 'Payment to Card'],
  ],
  '000111111111',
);
const CARD = francs(
  [
    ['K1', '20250411', '150.00', 'Payment received thank you'],
    ['K2', '20250412', '-40.00', 'Bakery'],
  ],
  '000222222222',
);

interface Item {
  id: number;
  description: string;
  amount: number;
  contribution: number;
  transfer_with: number | null;
  original: { amount: number; currency: string } | null;
}

describe.each(testEngines())('transfers in another currency on %s', (engine) => {
  const testApp = useTestApp(engine);

  const items = async (client: ApiClient) =>
    Object.fromEntries(((await client.get(TRANSACTIONS)).body.items as Item[]).map((item) => [item.description, item]));

  it('pair up converted, stay paired at a new rate, and count their converted contribution once unmatched', async () => {
    const client = testApp().client();
    await client.signUp('tia@example.com');
    expect((await client.put('/account/home-currency', { home_currency: 'USD' })).status).toBe(200);
    expect((await client.put('/account/rates/CHF', { rate: '1.12' })).status).toBe(200);
    const first = await importFile(client, testApp().clock, ['payroll'], {
      name: 'checking.ofx',
      text: CHECKING,
      source: { new: { name: 'Checking', kind: 'account' } },
    });
    expect(first.categories.body.data.import.converted).toEqual({ currency: 'CHF', rate: '1.12', home_currency: 'USD' });
    await importFile(client, testApp().clock, ['payroll'], {
      name: 'card.ofx',
      text: CARD,
      source: { new: { name: 'Card', kind: 'account' } },
    });

    const paired = await items(client);
    expect(paired['Payment to Card']).toMatchObject({ amount: -168, contribution: 0, original: { amount: -150, currency: 'CHF' } });
    expect(paired['Payment to Card'].transfer_with).toBe(paired['Payment received thank you'].id);
    expect(paired['Payment received thank you']).toMatchObject({ amount: 168, contribution: 0 });

    expect((await client.put('/account/rates/CHF', { rate: '1.1' })).status).toBe(200);
    const repriced = await items(client);
    expect(repriced['Payment to Card']).toMatchObject({
      amount: -165,
      contribution: 0,
      transfer_with: paired['Payment received thank you'].id,
    });
    expect(repriced.Bakery).toMatchObject({ amount: -44, contribution: 44 });
    expect(repriced['Payroll ACME']).toMatchObject({ amount: 3300, contribution: 3300 });

    expect((await client.post(`${TRANSACTIONS}/${repriced['Payment to Card'].id}/unmatch`)).status).toBe(200);
    const unmatched = await items(client);
    // Each side counts again, converted at the rate in force: 150 CHF at 1.1.
    expect(unmatched['Payment to Card']).toMatchObject({ amount: -165, contribution: 165, transfer_with: null });
    expect(unmatched['Payment received thank you']).toMatchObject({ amount: 165, contribution: -165, transfer_with: null });
  });
});
