/**
 * The source proposed at upload is kept with the upload (services/workflow-store.ts KeptOptions), over
 * HTTP on SQLite and MariaDB: the categories step records the import under it without proposing
 * again, unless the user chose a source or the proposed one was deleted meanwhile. And a source's
 * newest import is read one row per source (repositories/sources.ts withLastImport), however many
 * imports the user keeps.
 */
import * as proposals from '../src/domain/sources/proposal';
import { Import, Source } from '../src/db/entities';
import { SourceRepository } from '../src/repositories/sources';
import type { ApiClient } from './support/client';
import { testEngines } from './support/engines';
import { useTestApp } from './support/test-app';
import { chooseOptions, day, saveCategories, uploadFile, xlsx, type CategoryRow } from './support/workflow';

const TEMPLATE = 'wealth-whisperer';
const SOURCES = '/workflow/api/sources';
const OPTIONS = { selected_sheets: ['Log'], selected_date: '2025-01-01', period_type: 'monthly' };

async function budget(): Promise<Buffer> {
  return xlsx([
    {
      name: 'Log',
      rows: [
        ['Date', 'Category', 'Subcategory', 'Description', 'Amount'],
        [day('2025-01-03'), 'Income', 'Salary', 'Payroll', 1000],
        [day('2025-01-09'), 'Food', 'Groceries', 'Market', -100],
      ],
    },
  ]);
}

interface ImportAnswer {
  source_id: number;
  source_name: string;
}

describe.each(testEngines())('the kept source proposal on %s', (engine) => {
  const testApp = useTestApp(engine);
  let propose: jest.SpyInstance;

  beforeEach(() => {
    propose = jest.spyOn(proposals, 'proposeSource');
  });

  afterEach(() => {
    propose.mockRestore();
  });

  /** Upload and options (with `source` when given); answers the proposal and the category rows. */
  async function prepared(
    client: ApiClient,
    source?: unknown,
  ): Promise<{ proposal: { id: number | null; name: string }; rows: CategoryRow[] }> {
    const upload = await uploadFile(client, TEMPLATE, await budget(), 'Household budget.xlsx');
    expect(upload.status).toBe(200);
    const options = await chooseOptions(client, TEMPLATE, { ...OPTIONS, ...(source === undefined ? {} : { source }) } as typeof OPTIONS);
    expect(options.status).toBe(200);
    testApp().clock.advance(60_000);
    return { proposal: upload.body.data.source_proposal, rows: options.body.data.categories as CategoryRow[] };
  }

  async function imported(client: ApiClient, rows: CategoryRow[]): Promise<ImportAnswer> {
    const res = await saveCategories(client, TEMPLATE, rows);
    expect(res.status).toBe(200);
    return res.body.data.import as ImportAnswer;
  }

  it('records the import under the source proposed at upload, proposing nothing again', async () => {
    const client = testApp().client();
    await client.signUp('ann@example.com');
    const first = await prepared(client);
    expect(propose).toHaveBeenCalledTimes(1);
    const made = await imported(client, first.rows);
    expect(propose).toHaveBeenCalledTimes(1);
    expect(made.source_name).toBe(first.proposal.name);

    const second = await prepared(client);
    expect(second.proposal).toMatchObject({ id: made.source_id, reason: 'file_and_columns' });
    expect(await imported(client, second.rows)).toMatchObject({ source_id: made.source_id });
    expect(propose).toHaveBeenCalledTimes(2);
  });

  it('proposes again when the proposed source was deleted after the upload, and keeps the user’s choice over the proposal', async () => {
    const client = testApp().client();
    await client.signUp('ann@example.com');
    const first = await imported(client, (await prepared(client)).rows);

    const again = await prepared(client);
    expect(again.proposal.id).toBe(first.source_id);
    expect((await client.delete(`${SOURCES}/${first.source_id}`)).status).toBe(200);
    const afterDeletion = await imported(client, again.rows);
    expect(afterDeletion.source_id).not.toBe(first.source_id);
    expect(propose).toHaveBeenCalledTimes(3);

    const chosen = await prepared(client, { new: { name: 'Second budget', kind: 'workbook' } });
    expect(chosen.proposal.id).toBe(afterDeletion.source_id);
    expect(await imported(client, chosen.rows)).toMatchObject({ source_name: 'Second budget' });
    expect(propose).toHaveBeenCalledTimes(4);
    const listed = (await client.get(SOURCES)).body.sources as Array<{ name: string }>;
    expect(listed.map((source) => source.name).sort()).toEqual(['Household budget', 'Second budget']);
  });

  it('reads each source’s newest import as one row per source, ties by id, for a user with many imports', async () => {
    const { dataSource } = testApp();
    const client = testApp().client();
    await client.signUp('ann@example.com');
    const [{ id }] = await dataSource.query<Array<{ id: number | string }>>('SELECT id FROM users WHERE email = ?', ['ann@example.com']);
    const userId = Number(id);
    const sources = dataSource.getRepository(Source);
    const source = async (name: string, deletedAt: number | null = null) =>
      Number(
        (
          await sources.insert({
            userId,
            name,
            kind: 'account',
            currency: null,
            createdAt: 0,
            deletedAt,
            accountNumber: null,
            columnSignature: null,
          })
        ).identifiers[0].id,
      );
    const [checking, card, deleted] = [await source('Checking'), await source('Card'), await source('Gone', 5)];
    await source('Empty');
    const rows = [];
    for (let month = 0; month < 120; month += 1) {
      for (const [sourceId, prefix] of [
        [checking, 'checking'],
        [card, 'card'],
        [deleted, 'gone'],
      ] as const) {
        rows.push({ sourceId, createdAt: 1_000 + month, fileName: `${prefix}-${month}.csv` });
      }
    }
    // Two imports of the card at its newest instant: the later id is its newest.
    rows.push({ sourceId: card, createdAt: 1_119, fileName: 'card-tie.csv' });
    rows.push({ sourceId: null, createdAt: 9_999, fileName: 'before-sources.csv' });
    const empties = { options: '{}', classifications: '[]', spendingAnalysis: '{}', transactionAnalysis: '{}', savingsSubcategories: '[]' };
    const sums = { rowCount: 0, incomeCents: 0, expensesCents: 0, savingsCents: 0, latestDate: null, windowSums: null };
    await dataSource
      .getRepository(Import)
      .insert(rows.map((row) => ({ userId, source: 'file', current: true, ...empties, ...sums, ...row })));

    const query = jest.spyOn(dataSource.manager, 'query');
    try {
      const found = await new SourceRepository(dataSource.manager).withLastImport(userId);
      expect(found.map((row) => [row.name, row.lastFileName, row.lastImportAt])).toEqual([
        ['Checking', 'checking-119.csv', 1_119],
        ['Card', 'card-tie.csv', 1_119],
        ['Empty', null, null],
      ]);
      // One row per source with imports read, not the 362 imports.
      const answers = await Promise.all(query.mock.results.map((result) => result.value as Promise<unknown[]>));
      expect(answers.map((answer) => answer.length)).toEqual([3]);
    } finally {
      query.mockRestore();
    }
  });
});
