/**
 * Import history and restore over HTTP on SQLite and MariaDB: each categories step
 * records an import; restoring one makes its rows, classifications and analysis current again in
 * one transaction (all or nothing), adds no import, needs the CSRF token and refuses another
 * user's import; only the newest 10 imports are kept, with their rows.
 */
import { CategoryClassification, Import, Transaction } from '../src/db/entities';
import type { ApiClient } from './support/client';
import { testEngines } from './support/engines';
import { useTestApp, type TestApp } from './support/test-app';
import { chooseOptions, classify, day, runPipeline, saveCategories, xlsx, type CategoryRow } from './support/workflow';

const TEMPLATE = 'wealth-whisperer';
const IMPORTS = '/workflow/api/imports';
const OPTIONS = { selected_sheets: ['Log'], selected_date: '2025-01-01', period_type: 'monthly' };

async function log(salary: number, food: number): Promise<Buffer> {
  return xlsx([
    {
      name: 'Log',
      rows: [
        ['Date', 'Category', 'Subcategory', 'Description', 'Amount'],
        [day('2025-01-03'), 'Income', 'Salary', 'Payroll', salary],
        [day('2025-01-09'), 'Food', 'Groceries', 'Market', -food],
        [day('2025-02-03'), 'Income', 'Salary', 'Payroll', salary],
      ],
    },
  ]);
}

/** A trigger that makes every write of a stored analysis fail (the last write of a restore). */
async function breakAnalysisWrites(app: TestApp): Promise<() => Promise<void>> {
  if (app.engine === 'sqlite') {
    await app.dataSource.query(
      `CREATE TRIGGER fail_analysis_insert BEFORE INSERT ON analyses BEGIN SELECT RAISE(ABORT, 'injected failure'); END`,
    );
  } else {
    await app.dataSource.query(
      `CREATE TRIGGER fail_analysis_insert BEFORE INSERT ON analyses FOR EACH ROW SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = 'injected failure'`,
    );
  }
  return async () => {
    await app.dataSource.query('DROP TRIGGER IF EXISTS fail_analysis_insert');
  };
}

describe.each(testEngines())('import history on %s', (engine) => {
  const testApp = useTestApp(engine);

  /** Ann with two imports: salary 1000 / food 100 (classified Food as Expense), then salary 3000 / food 300 with Food ignored. */
  async function twoImports(): Promise<ApiClient> {
    const client = testApp().client();
    await client.signUp('ann@example.com');
    await runPipeline(client, TEMPLATE, { buffer: await log(1000, 100), fileName: 'january.xlsx' }, OPTIONS);
    testApp().clock.advance(60_000);
    await runPipeline(client, TEMPLATE, { buffer: await log(3000, 300), fileName: 'february.xlsx' }, OPTIONS, (rows) =>
      classify(rows, [{ category: 'Food', transaction_type: 'Ignore' }]),
    );
    return client;
  }

  /** What the user sees of their data: the analysis, the list's totals, the classifications. */
  async function state(client: ApiClient) {
    const userId = (await client.status()).id as number;
    const classifications = await testApp()
      .dataSource.getRepository(CategoryClassification)
      .find({ where: { userId }, order: { pairKey: 'ASC' } });
    return {
      spending: (await client.get('/spending/api/spending-analysis')).text,
      summary: (await client.get('/summary/api/transaction-analysis')).text,
      list: (await client.get('/transactions/api/transactions')).body.totals,
      classifications: classifications.map((row) => [row.category, row.subcategory, row.transactionType]),
      imports: (await client.get(IMPORTS)).body,
    };
  }

  it('lists each categories step as an import, newest first, with what it imported', async () => {
    const client = await twoImports();
    const res = await client.get(IMPORTS);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toEqual({
      imports: [
        {
          id: expect.any(Number),
          created_at: '2025-05-14T09:31:00.000Z',
          file_name: 'february.xlsx',
          source: 'file',
          source_id: expect.any(Number),
          selected_sheets: ['Log'],
          rows: 3,
          totals: { income: 6000, expenses: 0, savings: 0 },
          current: true,
        },
        {
          id: expect.any(Number),
          created_at: '2025-05-14T09:30:00.000Z',
          file_name: 'january.xlsx',
          source: 'file',
          source_id: expect.any(Number),
          selected_sheets: ['Log'],
          rows: 3,
          totals: { income: 2000, expenses: 100, savings: 0 },
          current: false,
        },
      ],
    });
  });

  it('restores the previous import: its rows, classifications and analysis, in place of the current, adding no import', async () => {
    const client = await twoImports();
    const [latest, previous] = (await client.get(IMPORTS)).body.imports as Array<{ id: number }>;
    const res = await client.post(`${IMPORTS}/${previous.id}/restore`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });

    const after = await state(client);
    expect(JSON.parse(after.summary)).toMatchObject({ income: { total: 2000 }, expense: { total: 100 } });
    expect(after.list).toEqual({ income: 2000, expenses: 100, savings: 0 });
    expect(after.classifications).toContainEqual(['Food', 'Groceries', 'Expense']);
    expect(after.imports.imports.map((row: { id: number; current: boolean }) => [row.id, row.current])).toEqual([
      [latest.id, false],
      [previous.id, true],
    ]);

    // And back again.
    expect((await client.post(`${IMPORTS}/${latest.id}/restore`)).body).toEqual({ success: true });
    const back = await state(client);
    expect(JSON.parse(back.summary)).toMatchObject({ income: { total: 6000 }, expense: { total: 0 } });
    expect(back.list).toEqual({ income: 6000, expenses: 0, savings: 0 });
    expect(back.classifications).toContainEqual(['Food', 'Groceries', 'Ignore']);
  });

  it('refuses a restore without the CSRF token (403) and changes nothing', async () => {
    const client = await twoImports();
    const before = await state(client);
    const previous = before.imports.imports[1] as { id: number };
    const res = await client.post(`${IMPORTS}/${previous.id}/restore`, undefined, { csrf: null });
    expect(res.status).toBe(403);
    expect(await state(client)).toEqual(before);
  });

  it('answers 404 for another user’s import, an unknown id or no id at all, and changes nothing', async () => {
    const ann = await twoImports();
    const annImport = ((await ann.get(IMPORTS)).body.imports as Array<{ id: number }>)[1];
    const bob = testApp().client();
    await bob.signUp('bob@example.com');
    await runPipeline(bob, TEMPLATE, { buffer: await log(500, 50), fileName: 'bob.xlsx' }, OPTIONS);
    const annBefore = await state(ann);
    const bobBefore = await state(bob);
    for (const id of [String(annImport.id), '999999', 'abc', '-1']) {
      const res = await bob.post(`${IMPORTS}/${id}/restore`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ success: false, error: 'There is no such import.' });
    }
    expect(await state(ann)).toEqual(annBefore);
    expect(await state(bob)).toEqual(bobBefore);
    expect(bobBefore.imports.imports).toHaveLength(1);
  });

  it('restores all or nothing: a failure half-way leaves the current import, classifications and analysis as they were', async () => {
    const client = await twoImports();
    const before = await state(client);
    const previous = before.imports.imports[1] as { id: number };
    const repair = await breakAnalysisWrites(testApp());
    try {
      const res = await client.post(`${IMPORTS}/${previous.id}/restore`);
      expect(res.status).toBe(500);
      expect(res.body).toEqual({ success: false, error: expect.any(String) });
    } finally {
      await repair();
    }
    expect(await state(client)).toEqual(before);
  });

  it('keeps the newest 10 imports and their rows, pruning older ones in the step that adds one', async () => {
    const client = testApp().client();
    await client.signUp('ann@example.com');
    const { options } = await runPipeline(client, TEMPLATE, { buffer: await log(1000, 100), fileName: 'log.xlsx' }, OPTIONS);
    const rows = options.body.data.categories as CategoryRow[];
    for (let step = 2; step <= 12; step += 1) {
      testApp().clock.advance(1_000);
      await chooseOptions(client, TEMPLATE, OPTIONS);
      expect((await saveCategories(client, TEMPLATE, rows)).body.success).toBe(true);
    }
    const userId = (await client.status()).id as number;
    const kept = await testApp()
      .dataSource.getRepository(Import)
      .find({ where: { userId }, order: { id: 'ASC' } });
    expect(kept).toHaveLength(10);
    expect((await client.get(IMPORTS)).body.imports).toHaveLength(10);
    // 12 imports of 3 rows: the two oldest went with their rows.
    const stored = await testApp().dataSource.getRepository(Transaction).find({ where: { userId } });
    expect(stored).toHaveLength(30);
    expect(new Set(stored.map((row) => row.importId))).toEqual(new Set(kept.map((row) => row.id)));
  });

  it('refuses a visitor', async () => {
    expect((await testApp().client().get(IMPORTS)).status).toBe(401);
  });
});
