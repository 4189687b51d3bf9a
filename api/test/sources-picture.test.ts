/**
 * Several sources, one picture, over HTTP on SQLite and MariaDB (docs/decisions/sources.md): bank
 * exports of our own making imported into account sources add only the rows a source does not hold
 * (two identical same-day purchases stay two), every figure reads the union of the sources' current
 * rows, a deleted source leaves every figure and its undo brings it back, and imports into one
 * source at once keep every row once.
 */
import { importFile as importWithTypes, ofx, TEMPLATE, typedByName, type OfxTransaction } from './support/account-imports';
import { crlf } from './support/bank-files';
import { expectNoLeak, type ApiClient } from './support/client';
import { testEngines } from './support/engines';
import { useTestApp } from './support/test-app';
import { chooseOptions, expectRefused, saveCategories, uploadFile, type CategoryRow } from './support/workflow';

const SOURCES = '/workflow/api/sources';
const TRANSACTIONS = '/transactions/api/transactions';

/** A checking account's export, January to March: two identical coffees on January 5th. */
const CHECKING_JAN_MAR = crlf(
  'Date,Description,Amount',
  '2025-01-02,Payroll ACME,3000.00',
  '2025-01-05,Coffee Shop,-4.50',
  '2025-01-05,Coffee Shop,-4.50',
  '2025-02-02,Payroll ACME,3000.00',
  '2025-02-10,Rent,-1200.00',
  '2025-03-02,Payroll ACME,3000.00',
  '2025-03-12,Grocery Store,-80.25',
  '2025-03-20,Payment to Card,-150.00',
);

/** The same account, March to May: its March rows again (spaced and cased otherwise), then new ones. */
const CHECKING_MAR_MAY = crlf(
  'Date,Description,Amount',
  '2025-03-02,PAYROLL  ACME,3000.00',
  '2025-03-12,Grocery Store,-80.25',
  '2025-03-20,Payment to Card,-150.00',
  '2025-04-02,Payroll ACME,3000.00',
  '2025-05-02,Payroll ACME,3000.00',
  '2025-05-06,Coffee Shop,-4.50',
);

/** A credit card's export, February to April, with separate debit and credit columns. */
const CARD_FEB_APR = crlf(
  'Transaction Date,Description,Debit,Credit',
  '2025-02-14,Restaurant,60.00,',
  '2025-03-03,Bookstore,90.00,',
  '2025-03-21,Payment Thank You,,150.00',
  '2025-04-08,Restaurant,45.00,',
);

const APRIL: OfxTransaction[] = [
  ['A1', '20250402', '3000.00', 'Payroll ACME'],
  ['A2', '20250410', '-45.67', 'City Water'],
  ['A3', '20250418', '-4.50', 'Coffee Shop'],
];

/**
 * Payroll and the card's payment received are income, the rest spending, as a person might leave
 * them: the card payment is then counted by neither side because the two rows are matched as a transfer.
 */
const INCOME_WORDS = ['payroll', 'thank you'];
const classified = (rows: CategoryRow[]) => typedByName(rows, INCOME_WORDS);

describe.each(testEngines())('several sources, one picture, on %s', (engine) => {
  const testApp = useTestApp(engine);

  /** Upload, options (into `source` when given), categories: each must succeed. */
  const importFile = (client: ApiClient, name: string, text: string, source?: unknown) =>
    importWithTypes(client, testApp().clock, INCOME_WORDS, { name, text, source });

  const listed = async (client: ApiClient) =>
    (await client.get(SOURCES)).body.sources as Array<{
      id: number;
      name: string;
      kind: string;
      rows: number;
      first_date: string;
      last_date: string;
      imports: number;
    }>;

  /** The list's count and totals, and the LY analysis' income and expenses. */
  async function figures(
    client: ApiClient,
  ): Promise<{ count: number; income: number; expenses: number; lyIncome: number; lyExpenses: number }> {
    const list = (await client.get(TRANSACTIONS)).body as { count: number; totals: { income: number; expenses: number } };
    const spending = (await client.get('/spending/api/spending-analysis')).body as {
      period_data: Partial<Record<string, { total_income: number; total_expenses: number }>>;
    };
    return {
      count: list.count,
      income: list.totals.income,
      expenses: list.totals.expenses,
      lyIncome: spending.period_data.LY?.total_income ?? 0,
      lyExpenses: spending.period_data.LY?.total_expenses ?? 0,
    };
  }

  async function annWithThreeImports(): Promise<{ client: ApiClient; checking: number; card: number }> {
    const client = testApp().client();
    await client.signUp('ann@example.com');
    const first = await importFile(client, 'checking-jan-mar.csv', CHECKING_JAN_MAR, { new: { name: 'Checking', kind: 'account' } });
    expect(first.upload.body.data.source_proposal).toEqual({
      id: null,
      name: 'checking-jan-mar',
      kind: 'workbook',
      reason: 'new',
      last_import_at: null,
    });
    expect(first.categories.body.data.import).toEqual({
      source_id: expect.any(Number),
      source_name: 'Checking',
      added: 8,
      already_present: 0,
    });
    const checking = first.categories.body.data.import.source_id as number;

    const second = await importFile(client, 'card.csv', CARD_FEB_APR, { new: { name: 'Card', kind: 'account' } });
    expect(second.categories.body.data.import).toMatchObject({ source_name: 'Card', added: 4, already_present: 0 });
    const card = second.categories.body.data.import.source_id as number;
    expect(card).not.toBe(checking);

    // Next month's export of the same account is proposed for it (same file stem, same columns): chosen by default.
    const third = await importFile(client, 'checking-mar-may.csv', CHECKING_MAR_MAY);
    expect(third.upload.body.data.source_proposal).toMatchObject({
      id: checking,
      name: 'Checking',
      kind: 'account',
      reason: 'file_and_columns',
    });
    expect(third.categories.body.data.import).toEqual({ source_id: checking, source_name: 'Checking', added: 3, already_present: 3 });
    return { client, checking, card };
  }

  it('keeps both accounts: March not doubled, both same-day coffees counted, the card payment a transfer, every figure the union', async () => {
    const { client, checking, card } = await annWithThreeImports();
    expect(await listed(client)).toEqual([
      expect.objectContaining({
        id: checking,
        name: 'Checking',
        kind: 'account',
        rows: 11,
        first_date: '2025-01-02',
        last_date: '2025-05-06',
        imports: 2,
      }),
      expect.objectContaining({
        id: card,
        name: 'Card',
        kind: 'account',
        rows: 4,
        first_date: '2025-02-14',
        last_date: '2025-04-08',
        imports: 1,
      }),
    ]);
    // 5 payrolls; coffees 3 × 4.50, rent 1,200, groceries 80.25 once, card 60 + 90 + 45; the payment (a transfer) not counted.
    expect(await figures(client)).toEqual({ count: 15, income: 15000, expenses: 1488.75, lyIncome: 15000, lyExpenses: 1488.75 });
    const coffees = (await client.get(`${TRANSACTIONS}?q=coffee`)).body as { count: number; items: Array<{ date: string }> };
    expect(coffees.count).toBe(3);
    expect(coffees.items.map((item) => item.date).sort()).toEqual(['2025-01-05', '2025-01-05', '2025-05-06']);
    // The card's payment: one row in each source, each naming the other, neither counted.
    const payments = (await client.get(`${TRANSACTIONS}?q=payment`)).body as {
      items: Array<{ id: number; date: string; amount: number; contribution: number; transfer_with: number | null }>;
    };
    expect(payments.items.map(({ date, amount, contribution }) => ({ date, amount, contribution }))).toEqual([
      { date: '2025-03-21', amount: 150, contribution: 0 },
      { date: '2025-03-20', amount: -150, contribution: 0 },
    ]);
    const [received, paid] = payments.items;
    expect([received.transfer_with, paid.transfer_with]).toEqual([paid.id, received.id]);
    expect((await client.get(`${TRANSACTIONS}?q=rent`)).body.items[0].transfer_with).toBeNull();

    // Made again from the stored rows of both sources, the analysis covers what they cover: January to May 2025.
    const { period_data } = (await client.get('/spending/api/spending-analysis')).body;
    expect(period_data.LY).toMatchObject({ months_covered: 5, months_in_window: 12 });
    expect(period_data['3_months']).toMatchObject({ months_covered: 3, months_in_window: 3 }); // Mar–May
    expect(period_data['3_months_previous']).toMatchObject({ months_covered: 2, months_in_window: 3 }); // Dec–Feb: Jan, Feb
    expect((await client.get('/summary/api/transaction-analysis')).body).toMatchObject({ months_covered: 5, months_in_window: 12 });
  });

  it('a matched transfer can be undone: both rows count again, and stay unmatched after the next import', async () => {
    const { client, checking } = await annWithThreeImports();
    const paid = ((await client.get(`${TRANSACTIONS}?q=payment%20to%20card`)).body.items as Array<{ id: number }>)[0];
    const other = testApp().client();
    await other.signUp('bob@example.com');
    expectRefused(await other.post(`${TRANSACTIONS}/${paid.id}/unmatch`), 404);
    expectRefused(await client.post(`${TRANSACTIONS}/999999/unmatch`), 404);
    const rent = ((await client.get(`${TRANSACTIONS}?q=rent`)).body.items as Array<{ id: number }>)[0];
    expectRefused(await client.post(`${TRANSACTIONS}/${rent.id}/unmatch`), 404);

    const unmatched = await client.post(`${TRANSACTIONS}/${paid.id}/unmatch`);
    expect(unmatched.status).toBe(200);
    // The payment received is income again (+150), the payment made spending again (+150).
    expect(await figures(client)).toEqual({ count: 15, income: 15150, expenses: 1638.75, lyIncome: 15150, lyExpenses: 1638.75 });
    const again = await importFile(client, 'checking-mar-may.csv', CHECKING_MAR_MAY, { id: checking });
    expect(again.categories.body.data.import).toMatchObject({ added: 0, already_present: 6 });
    expect(await figures(client)).toEqual({ count: 15, income: 15150, expenses: 1638.75, lyIncome: 15150, lyExpenses: 1638.75 });
  });

  it('a deleted source leaves every figure and the list; its undo brings it back', async () => {
    const { client, checking, card } = await annWithThreeImports();
    const other = testApp().client();
    await other.signUp('bob@example.com');
    expectRefused(await other.delete(`${SOURCES}/${card}`), 404);
    // Without the CSRF token: refused, nothing deleted.
    await client.token();
    expect((await client.http.delete(`${SOURCES}/${card}`)).status).toBe(403);
    expect(await listed(client)).toHaveLength(2);

    const deleted = await client.delete(`${SOURCES}/${card}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ success: true, undo_import_id: expect.any(Number) });
    expect((await listed(client)).map((source) => source.id)).toEqual([checking]);
    // The card's rows are gone (195 of spending), and the checking account's payment to it, a transfer
    // no more, is spending again (150).
    expect(await figures(client)).toEqual({ count: 11, income: 15000, expenses: 1443.75, lyIncome: 15000, lyExpenses: 1443.75 });
    expectRefused(await client.delete(`${SOURCES}/${card}`), 404);

    const undone = await client.post(`/workflow/api/imports/${deleted.body.undo_import_id}/restore`);
    expect(undone.status).toBe(200);
    expect((await listed(client)).map((source) => [source.id, source.rows])).toEqual([
      [checking, 11],
      [card, 4],
    ]);
    expect(await figures(client)).toEqual({ count: 15, income: 15000, expenses: 1488.75, lyIncome: 15000, lyExpenses: 1488.75 });
  });

  it('deleting the only source leaves no data; importing the file again after that adds every row again', async () => {
    const client = testApp().client();
    await client.signUp('cy@example.com');
    const first = await importFile(client, 'checking.csv', CHECKING_JAN_MAR, { new: { name: 'Checking', kind: 'account' } });
    const checking = first.categories.body.data.import.source_id as number;
    expect((await client.delete(`${SOURCES}/${checking}`)).status).toBe(200);
    expect(await figures(client)).toEqual({ count: 0, income: 0, expenses: 0, lyIncome: 0, lyExpenses: 0 });
    expect((await client.get('/summary/api/transaction-analysis')).body).toEqual({ message: 'No data' });
    const again = await importFile(client, 'checking.csv', CHECKING_JAN_MAR, { new: { name: 'Checking', kind: 'account' } });
    expect(again.categories.body.data.import).toMatchObject({ added: 8, already_present: 0 });
    expect((await figures(client)).count).toBe(8);
  });

  it('an OFX statement imported again adds nothing; one with three new transactions adds three, a second same-day coffee among them', async () => {
    const client = testApp().client();
    await client.signUp('fay@example.com');
    const first = await importFile(client, 'checking.ofx', ofx(APRIL));
    // A bank statement is proposed for a new account source, named after the account it states.
    expect(first.upload.body.data.source_proposal).toEqual({
      id: null,
      name: 'Account ••1234',
      kind: 'account',
      reason: 'new',
      last_import_at: null,
    });
    expect(first.categories.body.data.import).toMatchObject({ source_name: 'Account ••1234', added: 3, already_present: 0 });
    const source = first.categories.body.data.import.source_id as number;

    const again = await importFile(client, 'checking.ofx', ofx(APRIL));
    expect(again.upload.body.data.source_proposal).toMatchObject({ id: source, kind: 'account', reason: 'account_number' });
    expect(again.categories.body.data.import).toEqual({ source_id: source, source_name: 'Account ••1234', added: 0, already_present: 3 });

    const more = await importFile(
      client,
      'checking.ofx',
      ofx([
        ...APRIL,
        ['A4', '20250418', '-4.50', 'Coffee Shop'],
        ['A5', '20250425', '-60.00', 'Hardware Store'],
        ['A6', '20250502', '3000.00', 'Payroll ACME'],
      ]),
    );
    expect(more.categories.body.data.import).toEqual({ source_id: source, source_name: 'Account ••1234', added: 3, already_present: 3 });
    expect(await figures(client)).toMatchObject({ count: 6, income: 6000, expenses: 114.67 });
    expect(await listed(client)).toEqual([expect.objectContaining({ id: source, rows: 6, imports: 3 })]);
  });

  it('an OFX statement is added by its FITIDs: a reworded payee under a held FITID adds nothing, an equal purchase under a new one is added', async () => {
    const client = testApp().client();
    await client.signUp('gus@example.com');
    const first = await importFile(client, 'checking.ofx', ofx(APRIL));
    expect(first.categories.body.data.import).toMatchObject({ added: 3, already_present: 0 });
    const source = first.categories.body.data.import.source_id as number;

    // A2 again, its pending payee reworded by the bank; A7 a second coffee of A3's day and price.
    const next = await importFile(
      client,
      'checking.ofx',
      ofx([
        ['A2', '20250410', '-45.67', 'CITY WATER DEPT 0042'],
        ['A7', '20250418', '-4.50', 'Coffee Shop'],
      ]),
    );
    expect(next.categories.body.data.import).toEqual({ source_id: source, source_name: 'Account ••1234', added: 1, already_present: 1 });
    // By date, amount and name alone the water bill would be counted twice and the coffee once (95.84).
    expect(await figures(client)).toMatchObject({ count: 4, income: 3000, expenses: 54.67 });
    expect(await listed(client)).toEqual([expect.objectContaining({ id: source, rows: 4, imports: 2 })]);
  });

  it('statements of two accounts under one file name go to two sources, each found again by its account number', async () => {
    const client = testApp().client();
    await client.signUp('gus@example.com');
    const checking = await importFile(client, 'export.ofx', ofx(APRIL, '000987651234'));
    const savings = await importFile(
      client,
      'export.ofx',
      ofx([['S1', '20250405', '500.00', 'Transfer from checking']], 'DE89370400440532013000'),
    );
    // Same file name, another account: not proposed for the first one.
    expect(savings.upload.body.data.source_proposal).toEqual({
      id: null,
      name: 'Account ••3000',
      kind: 'account',
      reason: 'new',
      last_import_at: null,
    });
    const [first, second] = [checking, savings].map((imported) => imported.categories.body.data.import.source_id as number);
    expect(second).not.toBe(first);
    const next = await uploadFile(client, TEMPLATE, Buffer.from(ofx(APRIL, '000987651234'), 'utf8'), 'statement-may.ofx');
    expect(next.body.data.source_proposal).toMatchObject({ id: first, name: 'Account ••1234', reason: 'account_number' });
    const nextSavings = await uploadFile(
      client,
      TEMPLATE,
      Buffer.from(
        ofx([], 'DE89370400440532013000').replace(
          '</BANKTRANLIST>',
          '<STMTTRN><TRNTYPE>OTHER<DTPOSTED>20250505<TRNAMT>1.00<FITID>S2<NAME>Interest</STMTTRN></BANKTRANLIST>',
        ),
        'utf8',
      ),
      'x.ofx',
    );
    expect(nextSavings.body.data.source_proposal).toMatchObject({ id: second, reason: 'account_number' });
  });

  it('an export with the same file name but other columns is not proposed for the same account', async () => {
    const client = testApp().client();
    await client.signUp('hal@example.com');
    const first = await importFile(client, 'checking-jan-mar.csv', CHECKING_JAN_MAR, { new: { name: 'Checking', kind: 'account' } });
    const checking = first.categories.body.data.import.source_id as number;
    const sameColumns = await uploadFile(client, TEMPLATE, Buffer.from(CHECKING_MAR_MAY, 'utf8'), 'checking-mar-may.csv');
    expect(sameColumns.body.data.source_proposal).toMatchObject({ id: checking, reason: 'file_and_columns' });
    const otherColumns = crlf('Booking date,Text,Value', '2025-04-02,Payroll ACME,3000.00', '2025-04-09,Bakery,-3.20');
    const other = await uploadFile(client, TEMPLATE, Buffer.from(otherColumns, 'utf8'), 'checking-apr.csv');
    expect(other.body.data.source_proposal).toEqual({
      id: null,
      name: 'checking-apr',
      kind: 'workbook',
      reason: 'new',
      last_import_at: null,
    });
  });

  it('refuses a source that is not the user’s, or a bad choice, in the options step, naming the field', async () => {
    const client = testApp().client();
    await client.signUp('dee@example.com');
    await uploadFile(client, TEMPLATE, Buffer.from(CHECKING_JAN_MAR, 'utf8'), 'checking.csv');
    const options = (source: unknown) =>
      chooseOptions(client, TEMPLATE, {
        selected_sheets: ['checking'],
        selected_date: '2025-01-01',
        period_type: 'monthly',
        source,
      } as unknown as Parameters<typeof chooseOptions>[2]);
    expectRefused(await options({ id: 999999 }), 400, /source\.id/);
    expectRefused(await options({ new: { name: ' ', kind: 'account' } }), 400, /source\.new\.name/);
    expectRefused(await options({ new: { name: 'Savings', kind: 'piggy' } }), 400, /source/);
    expectRefused(await options('Checking'), 400, /source/);
  });

  it('imports into one source at once keep every row once, with no server error', async () => {
    const client = testApp().client();
    await client.signUp('eve@example.com');
    const first = await importFile(client, 'checking.csv', CHECKING_JAN_MAR, { new: { name: 'Checking', kind: 'account' } });
    const checking = first.categories.body.data.import.source_id as number;
    const upload = await uploadFile(client, TEMPLATE, Buffer.from(CHECKING_MAR_MAY, 'utf8'), 'checking.csv');
    expect(upload.body.data.source_proposal).toMatchObject({ id: checking });
    const options = await chooseOptions(client, TEMPLATE, {
      selected_sheets: ['checking'],
      selected_date: '2025-01-01',
      period_type: 'monthly',
    });
    const rows = classified(options.body.data.categories as CategoryRow[]);
    const answers = await Promise.all(Array.from({ length: 20 }, () => saveCategories(client, TEMPLATE, rows)));
    for (const answer of answers) expectNoLeak(answer);
    expect(answers.map((answer) => answer.status).filter((status) => status >= 500)).toEqual([]);
    const added = answers.filter((answer) => answer.status === 200).map((answer) => answer.body.data.import.added as number);
    expect(added.reduce((sum, n) => sum + n, 0)).toBe(3);
    expect((await listed(client))[0]).toMatchObject({ id: checking, rows: 11 });
    expect((await figures(client)).count).toBe(11);
  });
});
