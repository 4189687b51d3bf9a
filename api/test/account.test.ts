/**
 * The account a person controls: change of password, a copy of all their data, deletion.
 * Export and deletion are checked against every table the entities declare, so a table added later
 * is either the user's (and then exported and deleted) or listed below as holding nobody's data.
 */
import { GoalShare, ReadingSetting, TransferUnmatch, User } from '../src/db/entities';
import { findOwnedTables, UserDataRepository, USERS_TABLE } from '../src/repositories/user-data';
import { SECRET_TABLES } from '../src/services/account-control';
import { DEFAULT_PASSWORD, type ApiClient } from './support/client';
import { testEngines } from './support/engines';
import { FakeStripe } from './support/fake-stripe';
import { goalBody } from './support/goal-body';
import { useTestApp, type TestApp, type TestAppOptions } from './support/test-app';
import { csv, runPipeline } from './support/workflow';

/** Tables that hold no person's data: the plans on sale, throttle counts by hashed key, applied Stripe event ids. */
const NOBODYS_TABLES = ['pricing_plans', 'throttle_events', 'billing_events'];

const LOG = csv([
  ['Date', 'Category', 'Subcategory', 'Amount'],
  ['2025-03-01', 'Income', 'Salary', '4000'],
  ['2025-03-02', 'Savings', '401k', '400'],
  ['2025-03-05', 'Housing', 'Rent', '1200'],
]);
const OPTIONS = { selected_sheets: ['log'], selected_date: '2025-03-01', period_type: 'monthly' };

/** Puts something of the user's in every table the screens can fill. */
async function fillAccount(testApp: TestApp, client: ApiClient, email: string): Promise<number> {
  await client.signUp(email);
  const userId = (await client.status()).id as number;
  await runPipeline(client, 'wealth-whisperer', { buffer: LOG, fileName: 'log.csv' }, OPTIONS);
  expect((await client.post('/summary/api/set-retirement-sub-categories', { retirementSubCategories: ['401k'] })).status).toBe(200);
  // A rate for sources in another currency (services/currency-rates.ts), given against a home currency.
  expect((await client.put('/account/home-currency', { home_currency: 'USD' })).status).toBe(200);
  expect((await client.put('/account/rates/CHF', { rate: '1.12' })).status).toBe(200);
  const goal = await client.post(
    '/goals/api/goals',
    goalBody({ oneTimeTransactions: [{ date: '2025-08-01', amount: 50, description: 'Bonus' }] }),
  );
  expect(goal.status).toBe(201);
  const goalId = (goal.body.goal?.id ?? goal.body.id) as number;
  expect((await client.post(`/goals/api/goals/${goalId}/share`)).status).toBe(201);
  expect((await client.put('/networth/api/networth/init-categories')).status).toBe(200);
  expect(
    (
      await client.post('/networth/api/networth/entries', {
        type: 'asset',
        category: 'Cash',
        name: 'Wallet',
        value: 12.34,
        date: '2025-05-01',
      })
    ).status,
  ).toBe(201);
  expect((await client.put('/retirement/api/plan', { inputs: { currentAge: 40 } })).status).toBe(200);
  // A transfer undone needs two account sources; one row stands for it.
  await testApp.dataSource.getRepository(TransferUnmatch).insert({ userId, outSeq: 0, inSeq: 1 });
  // A reading adjustment is remembered only for workbooks; one row stands for it.
  await testApp.dataSource.getRepository(ReadingSetting).insert({
    userId,
    signatureKey: 'a'.repeat(64),
    signature: `sig-${userId}`,
    settings: '{"tables":[]}',
    updatedAt: testApp.clock.now(),
  });
  expect((await client.post('/auth/reset-password-request', { email })).status).toBe(200);
  return userId;
}

async function countRows(testApp: TestApp, table: string): Promise<number> {
  const [row] = await testApp.dataSource.query<Array<{ n: number | string }>>(`SELECT COUNT(*) AS n FROM ${table}`);
  return Number(row.n);
}

describe.each(testEngines())('account control on %s', (engine) => {
  let stripe: FakeStripe;
  const options: TestAppOptions = { config: {} };
  beforeAll(async () => {
    stripe = await FakeStripe.start({
      deliver: async (payload, signature) =>
        (
          await testApp()
            .request()
            .post('/billing/webhook')
            .set('Content-Type', 'application/json')
            .set('Stripe-Signature', signature)
            .send(payload)
        ).status,
    });
    options.config!.stripe = stripe.config;
  });
  afterAll(async () => stripe?.close());
  const testApp = useTestApp(engine, options);

  it('finds every table of the entities either holding user rows or listed as nobody’s', async () => {
    const owned = (await findOwnedTables(testApp().dataSource)).map((t) => t.table);
    const all = testApp()
      .dataSource.entityMetadatas.map((m) => m.tableName)
      .filter((t) => t !== USERS_TABLE);
    expect([...owned, ...NOBODYS_TABLES].sort()).toEqual(all.sort());
    // Children come before the tables they point at.
    expect(owned.indexOf('goal_transactions')).toBeLessThan(owned.indexOf('savings_goals'));
    expect(owned.indexOf('networth_entries')).toBeLessThan(owned.indexOf('networth_categories'));
  });

  describe('POST /account/password', () => {
    it('changes the password, ends the other sessions and keeps this one', async () => {
      const client = testApp().client();
      await client.signUp('ann@example.com');
      const other = testApp().client();
      expect((await other.login('ann@example.com')).status).toBe(200);

      const res = await client.post('/account/password', {
        current_password: DEFAULT_PASSWORD,
        new_password: 'a new passphrase',
        confirm_password: 'a new passphrase',
      });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, message: expect.stringMatching(/changed/) });
      expect(await client.status()).toMatchObject({ logged_in: true });
      expect(await other.status()).toMatchObject({ logged_in: false });
      expect((await testApp().client().login('ann@example.com')).status).toBe(401);
      expect((await testApp().client().login('ann@example.com', 'a new passphrase')).status).toBe(200);
    });

    it.each([
      [
        'a wrong current password',
        { current_password: 'not my password', new_password: 'a new passphrase', confirm_password: 'a new passphrase' },
        /current password is not correct/,
      ],
      ['no current password', { new_password: 'a new passphrase', confirm_password: 'a new passphrase' }, /Current password is required/],
      [
        'a short new password',
        { current_password: DEFAULT_PASSWORD, new_password: 'short', confirm_password: 'short' },
        /at least 8 characters/,
      ],
      [
        'a confirmation that differs',
        { current_password: DEFAULT_PASSWORD, new_password: 'a new passphrase', confirm_password: 'another one' },
        /do not match/,
      ],
    ])('answers 400 for %s and changes nothing', async (_case, body, message) => {
      const client = testApp().client();
      await client.signUp('ann@example.com');
      const other = testApp().client();
      await other.login('ann@example.com');
      const res = await client.post('/account/password', body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, error: expect.stringMatching(message) });
      expect(await other.status()).toMatchObject({ logged_in: true });
      expect((await testApp().client().login('ann@example.com')).status).toBe(200);
    });

    it('answers 401 signed out and 403 without the CSRF token', async () => {
      const anonymous = testApp().client();
      expect((await anonymous.post('/account/password', {})).status).toBe(401);
      const client = testApp().client();
      await client.signUp('ann@example.com');
      expect((await client.post('/account/password', {}, { csrf: null })).status).toBe(403);
    });
  });

  describe('GET /account/export', () => {
    it('holds every table’s rows of the user and none of another’s', async () => {
      const ann = testApp().client();
      const bob = testApp().client();
      const annId = await fillAccount(testApp(), ann, 'ann@example.com');
      const bobId = await fillAccount(testApp(), bob, 'bob@example.com');

      const res = await ann.get('/account/export');
      expect(res.status).toBe(200);
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="ontrack-data-\d{4}-\d{2}-\d{2}\.json"$/);
      const data = JSON.parse(res.text);
      expect(data).toMatchObject({
        format: 'ontrack-account-export',
        profile: { id: annId, email: 'ann@example.com', template_id: 'wealth-whisperer' },
        plan: { plan_id: 1, plan_name: 'Monthly', plan_paid: false },
      });
      expect(JSON.stringify(data)).not.toMatch(/password_hash|passwordHash|\$argon2|\$2[aby]\$/);
      const bobData = JSON.parse((await bob.get('/account/export')).text);

      const owned = (await findOwnedTables(testApp().dataSource)).map((t) => t.table);
      const exported = owned.filter((table) => !SECRET_TABLES.has(table));
      expect(Object.keys(data.tables).sort()).toEqual([...exported].sort());
      for (const table of exported) {
        // Each user's export has rows of the table, and the two exports together are the whole table.
        expect([table, data.tables[table].length > 0]).toEqual([table, true]);
        expect([table, data.tables[table].length + bobData.tables[table].length]).toEqual([table, await countRows(testApp(), table)]);
        for (const row of data.tables[table]) if ('userId' in row) expect([table, row.userId]).toEqual([table, annId]);
      }
      const annGoalIds = data.tables.savings_goals.map((goal: { id: number }) => goal.id);
      for (const row of data.tables.goal_transactions) expect(annGoalIds).toContain(row.goalId);
      expect(data.tables.goal_transactions).toEqual([expect.objectContaining({ description: 'Bonus' })]);
      expect(data.tables.networth_entries).toEqual([expect.objectContaining({ name: 'Wallet' })]);
      expect(bobId).not.toBe(annId);
    });

    it('reads every table at one moment: a goal saved while the export is read is in none of its tables', async () => {
      const ann = testApp().client();
      await fillAccount(testApp(), ann, 'ann@example.com');
      const rowsOf = UserDataRepository.prototype.rowsOf;
      let saving: Promise<{ status: number }> | undefined;
      const spy = jest.spyOn(UserDataRepository.prototype, 'rowsOf').mockImplementation(async function (this: UserDataRepository, ...args) {
        if (!saving) {
          // After the export's first table, another request saves a goal. On SQLite it waits for the
          // export's turn (awaiting it here would wait forever); on MariaDB it commits before the
          // export reads on, and the export must not see it.
          saving = ann.post('/goals/api/goals', goalBody({ name: 'Saved meanwhile' }));
          if (engine === 'mariadb') expect((await saving).status).toBe(201);
        }
        return rowsOf.apply(this, args);
      });
      let data: { tables: Record<string, { name?: string; goalId?: number }[]> };
      try {
        const res = await ann.get('/account/export');
        expect(res.status).toBe(200);
        data = JSON.parse(res.text);
      } finally {
        spy.mockRestore();
      }
      expect((await saving!).status).toBe(201);
      expect(data.tables.savings_goals.map((goal) => goal.name)).toEqual(['Emergency fund']);
      expect(data.tables.goal_transactions).toHaveLength(1);
      expect((await ann.get('/goals/api/savings-goals')).body.result).toHaveLength(2);
    });

    it('answers 401 signed out', async () => {
      expect((await testApp().client().get('/account/export')).status).toBe(401);
    });
  });

  describe('POST /account/delete', () => {
    it('removes every row of the user in every table, keeps the other user’s, ends the session, and the e-mail can register again', async () => {
      const ann = testApp().client();
      const bob = testApp().client();
      const annId = await fillAccount(testApp(), ann, 'ann@example.com');
      const bobId = await fillAccount(testApp(), bob, 'bob@example.com');
      const tables = await findOwnedTables(testApp().dataSource);
      const rowsOf = async (userId: number) => {
        const counts: Record<string, number> = {};
        for (const table of tables)
          counts[table.table] = await testApp()
            .dataSource.createQueryBuilder(table.metadata.target, 't')
            .where(table.condition, { userId })
            .getCount();
        counts.users = await testApp().dataSource.getRepository(User).countBy({ id: userId });
        return counts;
      };
      const bobBefore = await rowsOf(bobId);
      for (const [table, count] of Object.entries(await rowsOf(annId))) expect([table, count > 0]).toEqual([table, true]);

      const res = await ann.post('/account/delete', { password: DEFAULT_PASSWORD });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true });
      expect((res.headers['set-cookie'] as unknown as string[] | undefined)?.join(';')).toMatch(/ontrack_sid=;/);

      for (const [table, count] of Object.entries(await rowsOf(annId))) expect([table, count]).toEqual([table, 0]);
      expect(await rowsOf(bobId)).toEqual(bobBefore);
      expect(await testApp().dataSource.getRepository(GoalShare).count()).toBe(bobBefore.goal_shares);
      expect(await ann.status()).toMatchObject({ logged_in: false });
      expect((await testApp().client().login('ann@example.com')).status).toBe(401);
      await testApp().client().signUp('ann@example.com');
    });

    it('cancels the subscription at Stripe at once', async () => {
      const client = testApp().client();
      await client.signUp('ann@example.com');
      expect((await client.post('/auth/upgrade', { plan_id: 1 })).status).toBe(200);
      await stripe.pay(stripe.lastSession().id);
      const subscriptionId = (await testApp().dataSource.getRepository(User).findOneByOrFail({ email: 'ann@example.com' }))
        .stripeSubscriptionId!;
      expect(stripe.subscription(subscriptionId).status).toBe('active');

      expect((await client.post('/account/delete', { password: DEFAULT_PASSWORD })).status).toBe(200);
      expect(stripe.subscription(subscriptionId).status).toBe('canceled');
      expect(stripe.requests.at(-1)).toMatchObject({ method: 'DELETE', path: `/v1/subscriptions/${subscriptionId}` });
      expect(await testApp().dataSource.getRepository(User).countBy({ email: 'ann@example.com' })).toBe(0);
    });

    it('cancels at Stripe a subscription paid for after the account was deleted (a checkout left open)', async () => {
      const client = testApp().client();
      await client.signUp('ann@example.com');
      expect((await client.post('/auth/upgrade', { plan_id: 1 })).status).toBe(200);
      const session = stripe.lastSession();
      expect((await client.post('/account/delete', { password: DEFAULT_PASSWORD })).status).toBe(200);

      expect((await stripe.pay(session.id)).status).toBe(200);
      expect(stripe.subscription(stripe.sessions.get(session.id)!.subscription!).status).toBe('canceled');
      expect(await testApp().dataSource.getRepository(User).count()).toBe(0);
    });

    it('deletes nothing when Stripe cannot cancel the subscription (502), so the user can try again', async () => {
      const client = testApp().client();
      await client.signUp('ann@example.com');
      await client.post('/auth/upgrade', { plan_id: 1 });
      await stripe.pay(stripe.lastSession().id);
      stripe.failWith = 500;
      try {
        expect((await client.post('/account/delete', { password: DEFAULT_PASSWORD })).status).toBe(502);
      } finally {
        stripe.failWith = null;
      }
      expect(await testApp().dataSource.getRepository(User).countBy({ email: 'ann@example.com' })).toBe(1);
      expect(await client.status()).toMatchObject({ logged_in: true });
    });

    it('answers 400 for a wrong or missing password and deletes nothing', async () => {
      const client = testApp().client();
      await client.signUp('ann@example.com');
      const wrong = await client.post('/account/delete', { password: 'not my password' });
      expect(wrong.status).toBe(400);
      expect(wrong.body).toEqual({ success: false, error: 'That password is not correct: your account was not deleted.' });
      const missing = await client.post('/account/delete', {});
      expect(missing.status).toBe(400);
      expect(missing.body.error).toMatch(/Password is required/);
      expect(await client.status()).toMatchObject({ logged_in: true });
      expect(await testApp().dataSource.getRepository(User).countBy({ email: 'ann@example.com' })).toBe(1);
    });

    it('answers 401 signed out and 403 without the CSRF token', async () => {
      expect((await testApp().client().post('/account/delete', { password: DEFAULT_PASSWORD })).status).toBe(401);
      const client = testApp().client();
      await client.signUp('ann@example.com');
      expect((await client.post('/account/delete', { password: DEFAULT_PASSWORD }, { csrf: null })).status).toBe(403);
      expect(await testApp().dataSource.getRepository(User).countBy({ email: 'ann@example.com' })).toBe(1);
    });
  });
});
