/**
 * `GET /summary/api/counts`: the dashboard's welcome-or-summary decision in one cheap read (goals,
 * net-worth entries, whether the stored analysis has data, when it was made). SQLite and MariaDB.
 */
import type { ApiClient } from './support/client';
import { testEngines } from './support/engines';
import { goalBody } from './support/goal-body';
import { START_TIME, useTestApp } from './support/test-app';
import { chooseOptions, csv, expectRefused, runPipeline, saveCategories, type CategoryRow } from './support/workflow';

const COUNTS = '/summary/api/counts';
const NETWORTH = '/networth/api/networth';
const LOG = csv([
  ['Date', 'Category', 'Subcategory', 'Amount'],
  ['2025-03-01', 'Income', 'Salary', '4000'],
  ['2025-03-05', 'Housing', 'Rent', '1200'],
]);
const OPTIONS = { selected_sheets: ['log'], selected_date: '2025-03-01', period_type: 'monthly' };
const NOTHING = { goals: 0, networth_entries: 0, has_analysis: false, last_updated: null };

describe.each(testEngines())('the dashboard counts on %s', (engine) => {
  const testApp = useTestApp(engine);

  async function signedUp(email: string): Promise<ApiClient> {
    const client = testApp().client();
    await client.signUp(email);
    return client;
  }

  async function addEntries(client: ApiClient, count: number): Promise<number[]> {
    expect((await client.put(`${NETWORTH}/init-categories`)).status).toBe(200);
    const ids: number[] = [];
    for (let i = 0; i < count; i += 1) {
      const res = await client.post(`${NETWORTH}/entries`, {
        type: 'asset',
        category: 'Cash',
        name: `Wallet ${i}`,
        value: 10,
        date: '2025-01-01',
      });
      expect(res.status).toBe(201);
      ids.push(res.body.id as number);
    }
    return ids;
  }

  it('refuses a visitor with 401', async () => {
    const visitor = testApp().client();
    expectRefused(await visitor.get(COUNTS), 401);
  });

  it('answers nothing for a new user, uncached', async () => {
    const res = await (await signedUp('ann@example.com')).get(COUNTS);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toEqual(NOTHING);
  });

  it('counts goals and net-worth entries as they are added and deleted', async () => {
    const ann = await signedUp('ann@example.com');
    const goalIds: number[] = [];
    for (const name of ['House', 'Car']) {
      const res = await ann.post('/goals/api/goals', goalBody({ name }));
      expect(res.status).toBe(201);
      goalIds.push(res.body.id as number);
    }
    const entryIds = await addEntries(ann, 3);
    expect((await ann.get(COUNTS)).body).toEqual({ ...NOTHING, goals: 2, networth_entries: 3 });

    expect((await ann.delete(`/goals/api/goals/${goalIds[0]}`)).status).toBe(200);
    expect((await ann.delete(`${NETWORTH}/entries/${entryIds[0]}`)).status).toBe(200);
    expect((await ann.get(COUNTS)).body).toEqual({ ...NOTHING, goals: 1, networth_entries: 2 });
  });

  it('tells an analysis with data from one without, and when it was made', async () => {
    const ann = await signedUp('ann@example.com');
    testApp().clock.advance(60_000);
    await runPipeline(ann, 'wealth-whisperer', { buffer: LOG, fileName: 'log.csv' }, OPTIONS);
    const made = new Date(START_TIME + 60_000).toISOString();
    expect((await ann.get(COUNTS)).body).toEqual({ ...NOTHING, has_analysis: true, last_updated: made });

    // Every row ignored: an analysis is stored, of no data, so the welcome screen is still right.
    testApp().clock.advance(60_000);
    const options = await chooseOptions(ann, 'wealth-whisperer', OPTIONS);
    const ignored = (options.body.data.categories as CategoryRow[]).map((row) => ({ ...row, transaction_type: 'Ignore' }));
    expect((await saveCategories(ann, 'wealth-whisperer', ignored)).status).toBe(200);
    expect((await ann.get('/summary/api/transaction-analysis')).body).toEqual({ message: 'No data' });
    expect((await ann.get(COUNTS)).body).toEqual({
      ...NOTHING,
      has_analysis: false,
      last_updated: new Date(START_TIME + 120_000).toISOString(),
    });
  });

  it("never counts another user's goals, entries or analysis", async () => {
    const ann = await signedUp('ann@example.com');
    expect((await ann.post('/goals/api/goals', goalBody())).status).toBe(201);
    await addEntries(ann, 2);
    await runPipeline(ann, 'wealth-whisperer', { buffer: LOG, fileName: 'log.csv' }, OPTIONS);

    const bob = await signedUp('bob@example.com');
    expect((await bob.get(COUNTS)).body).toEqual(NOTHING);
    expect((await ann.get(COUNTS)).body).toMatchObject({ goals: 1, networth_entries: 2, has_analysis: true });
  });
});
