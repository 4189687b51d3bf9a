/**
 * A transfer between two of the user's accounts recognised by the other account's number alone
 * (docs/decisions/sources.md, "Transfers between the user's own accounts"; matchTransfers in
 * domain/sources/transfers.ts), over HTTP on SQLite and MariaDB: the savings account's OFX statement
 * states its number, the checking account's CSV names it in a row's payee with no transfer word, and
 * the two rows are matched and counted nowhere. A same-sized pair whose payee names another number
 * stays ordinary income and spending.
 */
import { importFile, ofx } from './support/account-imports';
import { crlf } from './support/bank-files';
import type { ApiClient } from './support/client';
import { testEngines } from './support/engines';
import { useTestApp } from './support/test-app';

const TRANSACTIONS = '/transactions/api/transactions';
const INCOME_WORDS = ['payroll', 'deposit', 'interest'];

/** The savings account, number 000555507788: two deposits and the month's interest. */
const SAVINGS = ofx(
  [
    ['S1', '20250412', '500.00', 'Deposit'],
    ['S2', '20250421', '200.00', 'Deposit'],
    ['S3', '20250430', '1.25', 'Interest'],
  ],
  '000555507788',
);

/** The checking account's export: 500 sent to the savings account (its number's end in the payee), 200 to someone else's. */
const CHECKING = crlf(
  'Date,Description,Amount',
  '2025-04-02,Payroll ACME,3000.00',
  '2025-04-08,Grocery Store,-80.25',
  '2025-04-11,Online Banking to x7788,-500.00',
  '2025-04-20,Online Banking to x4321,-200.00',
);

interface Listed {
  count: number;
  totals: { income: number; expenses: number };
  items: Array<{ id: number; date: string; amount: number; contribution: number; transfer_with: number | null }>;
}

describe.each(testEngines())('a transfer recognised by the account number on %s', (engine) => {
  const testApp = useTestApp(engine);

  const listed = async (client: ApiClient, query: string) =>
    (await client.get(`${TRANSACTIONS}?q=${encodeURIComponent(query)}`)).body as Listed;

  it('matches the checking row naming the savings account with the savings deposit, and counts neither', async () => {
    const client = testApp().client();
    await client.signUp('ida@example.com');
    const savings = await importFile(client, testApp().clock, INCOME_WORDS, { name: 'savings.ofx', text: SAVINGS });
    expect(savings.upload.body.data.source_proposal).toMatchObject({ id: null, name: 'Account ••7788', kind: 'account' });
    const checking = await importFile(client, testApp().clock, INCOME_WORDS, {
      name: 'checking.csv',
      text: CHECKING,
      source: { new: { name: 'Checking', kind: 'account' } },
    });
    expect(checking.categories.body.data.import).toMatchObject({ source_name: 'Checking', added: 4 });

    // The 500 out of checking and into savings: each names the other, neither counts.
    const sent = (await listed(client, 'x7788')).items;
    const deposits = (await listed(client, 'deposit')).items;
    expect(sent.map(({ date, amount, contribution }) => ({ date, amount, contribution }))).toEqual([
      { date: '2025-04-11', amount: -500, contribution: 0 },
    ]);
    const received = deposits.find((row) => row.amount === 500)!;
    expect([sent[0].transfer_with, received.transfer_with, received.contribution]).toEqual([received.id, sent[0].id, 0]);
    // The 200 to another account's number, and the deposit of the same size: no transfer, both counted.
    const other = (await listed(client, 'x4321')).items;
    const otherDeposit = deposits.find((row) => row.amount === 200)!;
    expect([other[0].transfer_with, otherDeposit.transfer_with]).toEqual([null, null]);
    expect([other[0].contribution, otherDeposit.contribution]).toEqual([200, 200]);

    // Spending leaves the transfer out: income 3,000 + 200 + 1.25, expenses 80.25 + 200.
    const all = (await client.get(TRANSACTIONS)).body as Listed;
    expect(all.totals).toEqual({ income: 3201.25, expenses: 280.25, savings: 0 });
    const { period_data } = (await client.get('/spending/api/spending-analysis')).body;
    expect(period_data.LY).toMatchObject({ total_income: 3201.25, total_expenses: 280.25 });
    expect((await client.get('/summary/api/transaction-analysis')).body).toMatchObject({
      income: { total: 3201.25 },
      expense: { total: 280.25 },
    });
  });
});
