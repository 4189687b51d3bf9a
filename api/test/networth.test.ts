import { NetWorthEntry } from '../src/db/entities';
import type { ApiClient } from './support/client';
import { testEngines } from './support/engines';
import { useTestApp } from './support/test-app';

const BASE = '/networth/api/networth';

describe.each(testEngines())('net worth API on %s', (engine) => {
  const testApp = useTestApp(engine);

  async function signedIn(email = 'ann@example.com'): Promise<ApiClient> {
    const client = testApp().client();
    await client.signUp(email);
    const init = await client.put(`${BASE}/init-categories`);
    expect(init.status).toBe(200);
    return client;
  }

  const add = (client: ApiClient, body: Record<string, unknown>) => client.post(`${BASE}/entries`, body);

  it('answers 401 when signed out and 403 without a CSRF token', async () => {
    const visitor = testApp().client();
    expect((await visitor.get(`${BASE}/dashboard`)).status).toBe(401);
    const client = await signedIn();
    const res = await client.post(
      `${BASE}/entries`,
      { type: 'asset', category: 'Cash', name: 'Wallet', value: 1, date: '2025-01-01' },
      { csrf: null },
    );
    expect(res.status).toBe(403);
    expect(await testApp().dataSource.getRepository(NetWorthEntry).count()).toBe(0);
  });

  it('creates the default categories once, in order, and changes nothing the second time', async () => {
    const client = await signedIn();
    const first = (await client.get(`${BASE}/categories`)).body;
    expect(first.assets.map((c: { name: string }) => c.name)).toEqual([
      'Cash',
      'Checking',
      'Savings',
      'Investments',
      'Retirement',
      'Real Estate',
      'Vehicles',
      'Other',
    ]);
    expect(first.liabilities.map((c: { name: string }) => c.name)).toEqual([
      'Mortgage',
      'Auto Loan',
      'Student Loan',
      'Credit Card',
      'Personal Loan',
      'Other',
    ]);
    const again = await client.put(`${BASE}/init-categories`);
    expect(again.body).toEqual(first);
  });

  it('keeps values exact to the cent and builds totals, history and breakdowns', async () => {
    const client = await signedIn();
    const house = await add(client, { type: 'asset', category: 'Real Estate', name: 'House', value: 350000.1, date: '2025-01-01' });
    expect(house.status).toBe(201);
    expect(house.body).toEqual({
      id: expect.any(Number),
      type: 'asset',
      category: 'Real Estate',
      name: 'House',
      value: 350000.1,
      date: '2025-01-01',
    });
    await add(client, { type: 'liability', category: 'Mortgage', name: 'Home loan', value: '200,000.33', date: '2025-01-01' });
    await add(client, { type: 'asset', category: 'Checking', name: 'Main', value: 0.1, date: '2025-02-01' });
    await add(client, { type: 'asset', category: 'Checking', name: 'Main', value: 0.2, date: '2025-03-01' });
    await add(client, { type: 'asset', category: 'Real Estate', name: 'House', value: '360000.07', date: '2025-03-01' });

    const dashboard = (await client.get(`${BASE}/dashboard`)).body;
    expect(dashboard.currentTotals).toEqual({ assets: 360000.27, liabilities: 200000.33, netWorth: 159999.94 });
    expect(dashboard.netWorthHistory).toEqual([
      { date: '2025-01-01', assets: 350000.1, liabilities: 200000.33, netWorth: 149999.77 },
      { date: '2025-02-01', assets: 350000.2, liabilities: 200000.33, netWorth: 149999.87 },
      { date: '2025-03-01', assets: 360000.27, liabilities: 200000.33, netWorth: 159999.94 },
    ]);
    expect(dashboard.assetBreakdown).toEqual([
      { name: 'Real Estate', value: 360000.07, color: expect.stringMatching(/^#/) },
      { name: 'Checking', value: 0.2, color: expect.stringMatching(/^#/) },
    ]);
    expect(dashboard.liabilityBreakdown).toEqual([{ name: 'Mortgage', value: 200000.33, color: expect.stringMatching(/^#/) }]);
    expect(dashboard.entries.map((e: { date: string }) => e.date)).toEqual([
      '2025-03-01',
      '2025-03-01',
      '2025-02-01',
      '2025-01-01',
      '2025-01-01',
    ]);
    // Stored as integer cents.
    const stored = await testApp().dataSource.getRepository(NetWorthEntry).findOneByOrFail({ id: house.body.id });
    expect(stored.valueCents).toBe(35000010);
  });

  it('edits an entry (type fixed) and deletes it', async () => {
    const client = await signedIn();
    const created = (await add(client, { type: 'asset', category: 'Cash', name: 'Wallet', value: 20, date: '2025-01-01' })).body;
    const edited = await client.put(`${BASE}/entries/${created.id}`, { category: 'Savings', name: 'Jar', value: 25.5, date: '2025-01-02' });
    expect(edited.status).toBe(200);
    expect(edited.body).toEqual({ id: created.id, type: 'asset', category: 'Savings', name: 'Jar', value: 25.5, date: '2025-01-02' });
    const retype = await client.put(`${BASE}/entries/${created.id}`, {
      type: 'liability',
      category: 'Other',
      name: 'Jar',
      value: 1,
      date: '2025-01-02',
    });
    expect(retype.status).toBe(400);

    const removed = await client.delete(`${BASE}/entries/${created.id}`);
    expect(removed.body).toEqual({ success: true });
    expect((await client.get(`${BASE}/dashboard`)).body.currentTotals).toEqual({ assets: 0, liabilities: 0, netWorth: 0 });
    expect((await client.delete(`${BASE}/entries/${created.id}`)).status).toBe(404);
  });

  it.each([
    [{ category: 'Cash', name: 'W', value: 1, date: '2025-01-01' }, /Type/],
    [{ type: 'asset', category: 'Mortgage', name: 'W', value: 1, date: '2025-01-01' }, /Category must be one of your asset categories/],
    [{ type: 'asset', category: 'Cash', name: '  ', value: 1, date: '2025-01-01' }, /Name is required/],
    [{ type: 'asset', category: 'Cash', name: 'W', value: -1, date: '2025-01-01' }, /Value must be/],
    [{ type: 'asset', category: 'Cash', name: 'W', value: '1.234', date: '2025-01-01' }, /Value must be/],
    [{ type: 'asset', category: 'Cash', name: 'W', value: 'abc', date: '2025-01-01' }, /Value must be/],
    [{ type: 'asset', category: 'Cash', name: 'W', value: 1, date: '2025-02-30' }, /real calendar date/],
    [{ type: 'asset', category: 'Cash', name: 'W', value: 1, date: '01/02/2025' }, /YYYY-MM-DD/],
    [{ type: 'asset', category: 'Cash', name: 'W', value: 1 }, /Date is required/],
  ])('refuses %j with a 400 naming the problem, storing nothing', async (body, message) => {
    const client = await signedIn();
    const res = await add(client, body);
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.body.error).toMatch(message);
    expect(await testApp().dataSource.getRepository(NetWorthEntry).count()).toBe(0);
  });

  it("never shows or changes another user's entry: 404 for read, edit and delete", async () => {
    const ann = await signedIn('ann@example.com');
    const entry = (await add(ann, { type: 'asset', category: 'Cash', name: 'Wallet', value: 99.99, date: '2025-01-01' })).body;
    const bob = await signedIn('bob@example.com');
    expect((await bob.get(`${BASE}/dashboard`)).body.entries).toEqual([]);
    expect(
      (await bob.put(`${BASE}/entries/${entry.id}`, { category: 'Cash', name: 'Mine now', value: 1, date: '2025-01-01' })).status,
    ).toBe(404);
    expect((await bob.delete(`${BASE}/entries/${entry.id}`)).status).toBe(404);
    expect((await bob.delete(`${BASE}/entries/not-a-number`)).status).toBe(404);
    const annView = (await ann.get(`${BASE}/dashboard`)).body;
    expect(annView.entries).toEqual([{ id: entry.id, type: 'asset', category: 'Cash', name: 'Wallet', value: 99.99, date: '2025-01-01' }]);
  });
});
