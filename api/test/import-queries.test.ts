/**
 * What the import path asks of the database, counted over HTTP on SQLite and MariaDB through
 * TypeORM's logger (every statement passes `logQuery`): the categories step answers the analysis it
 * stored without reading it back, and the picture of one current import is that import's analysis,
 * taken from what was just written rather than read again (services/picture.ts); transfers between
 * sources are written only where a match changes (repositories/transfers.ts rematch).
 */
import type { ApiClient } from './support/client';
import { testEngines } from './support/engines';
import { useTestApp } from './support/test-app';
import { chooseOptions, csv, saveCategories, uploadFile, type CategoryRow } from './support/workflow';

const TEMPLATE = 'wealth-whisperer';

const CHECKING = csv([
  ['Date', 'Description', 'Amount'],
  ['2025-01-02', 'Payroll ACME', '3000.00'],
  ['2025-01-05', 'Coffee Shop', '-4.50'],
  ['2025-02-10', 'Rent', '-1200.00'],
  ['2025-03-20', 'Payment to Card', '-150.00'],
]);

const SAVINGS = csv([
  ['Date', 'Memo', 'Amount'],
  ['2025-02-01', 'Interest', '1.25'],
  ['2025-03-01', 'Interest', '1.30'],
]);

const CARD = csv([
  ['Transaction Date', 'Description', 'Debit', 'Credit'],
  ['2025-02-14', 'Restaurant', '60.00', ''],
  ['2025-03-21', 'Payment Thank You', '', '150.00'],
]);

describe.each(testEngines())('the import path’s queries on %s', (engine) => {
  const testApp = useTestApp(engine);

  /** Upload and options, into a new account source of the name given; answers the category rows, classified as spending or income. */
  async function prepared(client: ApiClient, fileName: string, file: Buffer, source: string): Promise<CategoryRow[]> {
    const upload = await uploadFile(client, TEMPLATE, file, fileName);
    expect(upload.status).toBe(200);
    const suggested = upload.body.data.suggested_options as { selected_sheets: string[] };
    const options = await chooseOptions(client, TEMPLATE, {
      selected_sheets: suggested.selected_sheets,
      selected_date: '2025-01-01',
      period_type: 'monthly',
      source: { new: { name: source, kind: 'account' } },
    } as Parameters<typeof chooseOptions>[2]);
    expect(options.status).toBe(200);
    testApp().clock.advance(60_000);
    return (options.body.data.categories as CategoryRow[]).map((row) => ({
      ...row,
      transaction_type: /payroll|thank you/i.test(`${row.category} ${row.sub_category}`) ? 'Income' : 'Expense',
      reversal: false,
    }));
  }

  /** The categories step, with every statement it sent. */
  async function counted(client: ApiClient, rows: CategoryRow[]): Promise<{ visuals: unknown; queries: string[] }> {
    const queries: string[] = [];
    const spy = jest.spyOn(testApp().dataSource.logger, 'logQuery').mockImplementation((query: string) => {
      queries.push(query);
    });
    try {
      const res = await saveCategories(client, TEMPLATE, rows);
      expect(res.status).toBe(200);
      return { visuals: res.body.data.visuals_data, queries };
    } finally {
      spy.mockRestore();
    }
  }

  /** The statements that read analysis texts from `table` (a check that a row exists reads none). */
  const textReadsOf = (queries: string[], table: string) =>
    queries.filter(
      (query) => /^\s*SELECT/i.test(query) && /spending_analysis/.test(query) && new RegExp(`FROM [\`"]?${table}[\`"]?`, 'i').test(query),
    );

  it('answers the analysis it stored without reading it back, for one source and for several', async () => {
    const client = testApp().client();
    await client.signUp('ann@example.com');

    const first = await counted(client, await prepared(client, 'checking.csv', CHECKING, 'Checking'));
    expect(textReadsOf(first.queries, 'analyses')).toEqual([]);
    // Nor the new import's texts: they are the picture as written.
    expect(textReadsOf(first.queries, 'imports')).toEqual([]);
    const spending = (await client.get('/spending/api/spending-analysis')).body as Record<string, unknown>;
    expect(first.visuals).toMatchObject({ spending_analysis: spending });

    const second = await counted(client, await prepared(client, 'card.csv', CARD, 'Card'));
    expect(textReadsOf(second.queries, 'analyses')).toEqual([]);
    expect(textReadsOf(second.queries, 'imports')).toEqual([]);
    // Two sources: the analysis is made again from both, and the step answers that one.
    const both = (await client.get('/spending/api/spending-analysis')).body as Record<string, unknown>;
    expect(second.visuals).toMatchObject({ spending_analysis: both });
    expect(both).not.toEqual(spending);
  });

  /** The statements that change a row's transfer match. */
  const transferWrites = (queries: string[]) =>
    queries.filter((query) => /^\s*UPDATE transactions SET (transfer_of|contribution_cents = transfer)/i.test(query));
  const matchedRows = async () =>
    Number(
      (
        await testApp().dataSource.query<Array<{ n: number | string }>>(
          'SELECT COUNT(*) AS n FROM transactions WHERE transfer_of IS NOT NULL',
        )
      )[0].n,
    );

  it('writes the transfer matches that changed, and none when an import changes none', async () => {
    const client = testApp().client();
    await client.signUp('ann@example.com');
    await counted(client, await prepared(client, 'checking.csv', CHECKING, 'Checking'));
    // The card's payment received matches the checking account's payment to it: both rows in one statement.
    const card = await counted(client, await prepared(client, 'card.csv', CARD, 'Card'));
    expect(transferWrites(card.queries)).toHaveLength(1);
    expect(await matchedRows()).toBe(2);

    const savings = await counted(client, await prepared(client, 'savings.csv', SAVINGS, 'Savings'));
    expect(transferWrites(savings.queries)).toEqual([]);
    expect(await matchedRows()).toBe(2);

    // The card deleted: its match ends, the checking account's payment counts as spending again.
    const sources = (await client.get('/workflow/api/sources')).body.sources as Array<{ id: number; name: string }>;
    expect((await client.delete(`/workflow/api/sources/${sources.find((source) => source.name === 'Card')!.id}`)).status).toBe(200);
    expect(await matchedRows()).toBe(0);
    const list = (await client.get('/transactions/api/transactions?q=payment')).body as { items: Array<{ transfer_with?: unknown }> };
    expect(list.items).toHaveLength(1);
    expect(list.items[0].transfer_with ?? null).toBeNull();
  });
});
