/**
 * The categories step is all or nothing: a refused row, or a database failure half-way through the
 * write, leaves transactions, classifications and the stored analysis exactly as they were.
 * Runs on SQLite and MariaDB.
 */
import { createHash } from 'node:crypto';
import { CategoryClassification } from '../src/db/entities';
import { AppError } from '../src/errors';
import { classificationKey } from '../src/repositories/workflow-uploads';
import { UPLOADED_AGAIN, WorkflowStore } from '../src/services/workflow-store';
import type { ApiClient } from './support/client';
import { testEngines } from './support/engines';
import type { TestApp } from './support/test-app';
import { useTestApp } from './support/test-app';
import {
  chooseOptions,
  classify,
  day,
  expectRefused,
  runPipeline,
  saveCategories,
  snapshot,
  xlsx,
  type CategoryRow,
} from './support/workflow';

const TEMPLATE = 'wealth-whisperer';
const OPTIONS = { selected_sheets: ['Log'], selected_date: '2025-01-01', period_type: 'monthly' };

async function log(): Promise<Buffer> {
  return xlsx([
    {
      name: 'Log',
      rows: [
        ['Date', 'Category', 'Subcategory', 'Amount'],
        [day('2025-01-03'), 'Income', 'Salary', 2000],
        [day('2025-01-09'), 'Food', 'Groceries', -150],
        [day('2025-02-03'), 'Income', 'Salary', 2000],
        [day('2025-02-12'), 'Savings', 'Emergency Fund', -250],
      ],
    },
  ]);
}

/** A trigger that makes every write of a stored analysis fail: the last write of the categories step. */
async function breakAnalysisWrites(app: TestApp): Promise<() => Promise<void>> {
  const names = ['fail_analysis_insert', 'fail_analysis_update'];
  if (app.engine === 'sqlite') {
    await app.dataSource.query(
      `CREATE TRIGGER fail_analysis_insert BEFORE INSERT ON analyses BEGIN SELECT RAISE(ABORT, 'injected failure'); END`,
    );
    await app.dataSource.query(
      `CREATE TRIGGER fail_analysis_update BEFORE UPDATE ON analyses BEGIN SELECT RAISE(ABORT, 'injected failure'); END`,
    );
  } else {
    await app.dataSource.query(
      `CREATE TRIGGER fail_analysis_insert BEFORE INSERT ON analyses FOR EACH ROW SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = 'injected failure'`,
    );
    await app.dataSource.query(
      `CREATE TRIGGER fail_analysis_update BEFORE UPDATE ON analyses FOR EACH ROW SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = 'injected failure'`,
    );
  }
  return async () => {
    for (const name of names) await app.dataSource.query(`DROP TRIGGER IF EXISTS ${name}`);
  };
}

describe.each(testEngines())('categories step, all or nothing, on %s', (engine) => {
  const testApp = useTestApp(engine);

  /** A user with one analysis stored and the options chosen again, ready for a second categories step. */
  async function readyForSecondRun(): Promise<{ client: ApiClient; rows: CategoryRow[] }> {
    const client = testApp().client();
    await client.signUp('ann@example.com');
    await runPipeline(client, TEMPLATE, { buffer: await log(), fileName: 'log.xlsx' }, OPTIONS);
    const options = await chooseOptions(client, TEMPLATE, OPTIONS);
    return { client, rows: options.body.data.categories as CategoryRow[] };
  }

  const classifications = async (client: ApiClient) => {
    const userId = (await client.status()).id as number;
    const rows = await testApp()
      .dataSource.getRepository(CategoryClassification)
      .find({ where: { userId }, order: { pairKey: 'ASC' } });
    return rows.map(({ category, subcategory, transactionType, reversal }) => ({ category, subcategory, transactionType, reversal }));
  };

  it.each([
    [
      'an unknown transaction type',
      (rows: CategoryRow[]) => classify(rows, [{ category: 'Food', transaction_type: 'Groceries' }]),
      /Category row \d \(Food \/ Groceries\): Transaction type must be one of Income, Savings, Expense or Ignore/,
    ],
    [
      'a reversal that is not a boolean',
      (rows: CategoryRow[]) => rows.map((row, i) => (i === 1 ? { ...row, reversal: 'yes' as unknown as boolean } : row)),
      /Category row 2 .*Reversal must be true or false/,
    ],
    [
      'a row without a category',
      (rows: CategoryRow[]) => [...rows, { sub_category: 'x', transaction_type: 'Expense', reversal: false } as unknown as CategoryRow],
      /Category row 4: Category must be text/,
    ],
    ['the same pair twice', (rows: CategoryRow[]) => [...rows, { ...rows[0], transaction_type: 'Ignore' }], /listed more than once/],
    ['no rows at all', () => [], /no categories to save/],
    [
      'a pair the selected sheets do not hold',
      (rows: CategoryRow[]) => [
        ...rows,
        { category: 'Made up', sub_category: 'Never uploaded', transaction_type: 'Expense', reversal: false, new_f: true },
      ],
      /"Made up \/ Never uploaded" is not in the selected sheets/,
    ],
  ])('refuses %s with a 400 and changes nothing', async (_name, change, message) => {
    const { client, rows } = await readyForSecondRun();
    const before = await snapshot(testApp(), client);
    const classified = await classifications(client);
    expectRefused(await saveCategories(client, TEMPLATE, change(rows)), 400, message);
    expect(await snapshot(testApp(), client)).toEqual(before);
    expect(await classifications(client)).toEqual(classified);
  });

  it('reads classifications kept under the earlier key (a hash of the pair as JSON) and replaces them, no migration needed', async () => {
    const { client, rows } = await readyForSecondRun();
    const userId = (await client.status()).id as number;
    const repository = testApp().dataSource.getRepository(CategoryClassification);
    for (const row of await repository.findBy({ userId })) {
      const earlierKey = createHash('sha256')
        .update(JSON.stringify([row.category, row.subcategory]))
        .digest('hex');
      expect(earlierKey).not.toBe(row.pairKey);
      await repository.update({ userId, pairKey: row.pairKey }, { pairKey: earlierKey });
    }
    // Remembered as classified under the earlier keys: nothing new.
    expect((await chooseOptions(client, TEMPLATE, OPTIONS)).body.data.categories).toEqual(rows);
    expect(rows.every((row) => !row.new_f)).toBe(true);

    const changed = classify(rows, [{ category: 'Food', transaction_type: 'Ignore' }]);
    expect((await saveCategories(client, TEMPLATE, changed)).status).toBe(200);
    const kept = (await repository.findBy({ userId })).map((row) => [row.category, row.subcategory, row.transactionType, row.pairKey]);
    const expected = changed.map((row) => [
      row.category,
      row.sub_category,
      row.transaction_type,
      classificationKey(row.category, row.sub_category),
    ]);
    expect(kept.sort()).toEqual(expected.sort());
  });

  it('refuses a body that is not a list of rows', async () => {
    const { client } = await readyForSecondRun();
    const before = await snapshot(testApp(), client);
    expectRefused(
      await client.post(`/workflow/api/template/${TEMPLATE}/step/categories`, { categories: 'all' }),
      400,
      /must be a list of category rows/,
    );
    expectRefused(await client.post(`/workflow/api/template/${TEMPLATE}/step/categories`, {}), 400, /must be a list of category rows/);
    expect(await snapshot(testApp(), client)).toEqual(before);
  });

  it('answers 409 when the kept upload changed between reading it and writing the result', async () => {
    const { client } = await readyForSecondRun();
    const userId = (await client.status()).id as number;
    const store = new WorkflowStore(testApp().dataSource);
    const upload = await store.upload(userId);
    expect(upload).not.toBeNull();
    await expect(store.workbook(userId, upload!.revision)).resolves.toMatchObject({ sheets: [{ name: 'Log' }] });
    const stale = store.workbook(userId, 'a-revision-uploaded-over');
    await expect(stale).rejects.toBeInstanceOf(AppError);
    await expect(stale).rejects.toMatchObject({ status: 409, message: UPLOADED_AGAIN });
  });

  it('rolls back every write when the last one fails in the database', async () => {
    const { client, rows } = await readyForSecondRun();
    const before = await snapshot(testApp(), client);
    const classified = await classifications(client);
    // Everything would change: all rows ignored, so no transaction counts.
    const ignored = rows.map((row) => ({ ...row, transaction_type: 'Ignore' }));
    const restore = await breakAnalysisWrites(testApp());
    try {
      const res = await saveCategories(client, TEMPLATE, ignored);
      expect(res.status).toBe(500);
      expect(res.body).toEqual({ success: false, error: expect.any(String) });
    } finally {
      await restore();
    }
    expect(await snapshot(testApp(), client)).toEqual(before);
    expect(await classifications(client)).toEqual(classified);

    // And with the database healthy again the same request goes through.
    const res = await saveCategories(client, TEMPLATE, ignored);
    expect(res.body.data.visuals_data.transaction_analysis).toEqual({ message: 'No data' });
    expect(res.body.data.visuals_data.spending_analysis).toEqual({ pay_period_type: 'monthly', period_data: {} });
    expect((await classifications(client)).every((row) => row.transactionType === 'Ignore')).toBe(true);
  });
});
