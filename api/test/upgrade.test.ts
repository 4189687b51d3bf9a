import { UsageEvent, User } from '../src/db/entities';
import { testEngines } from './support/engines';
import { goalBody } from './support/goal-body';
import { useTestApp } from './support/test-app';
import { chooseOptions, csv, expectRefused, runPipeline, uploadFile } from './support/workflow';

const DAY = 24 * 60 * 60 * 1000;
const EMAIL = 'ann@example.com';

describe.each(testEngines())(
  'POST /auth/upgrade on %s (development, no billing provider: upgrades apply at once; with Stripe: billing.test.ts)',
  (engine) => {
    const testApp = useTestApp(engine);
    const storedUser = async () => await testApp().dataSource.getRepository(User).findOneByOrFail({ email: EMAIL });

    it('answers 401 to a visitor who is not signed in, even with a valid CSRF token', async () => {
      const client = testApp().client();
      await client.fetchCsrf();
      const res = await client.post('/auth/upgrade', { plan_id: 3 });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ success: false, error: expect.any(String) });
    });

    it('switches the plan, marks it paid and answers {success:true}', async () => {
      const client = testApp().client();
      await client.signUp(EMAIL, { plan_id: 1 });
      const res = await client.post('/auth/upgrade', { plan_id: 3 });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true });
      expect(await client.status()).toMatchObject({ plan_id: 3, plan_name: 'Lifetime', usage_limit: 50, eligible: true });
      const user = await storedUser();
      expect(user.planId).toBe(3);
      expect(user.planPaid).toBe(true);
    });

    it('makes the user eligible again after the trial ended', async () => {
      await testApp().client().signUp(EMAIL, { plan_id: 1 });
      testApp().clock.advance(8 * DAY);
      const client = testApp().client();
      const login = await client.login(EMAIL);
      expect(login.status).toBe(200);
      expect(login.body).toMatchObject({ logged_in: true, eligible: false, plan_id: 1 });
      expect(await client.status()).toMatchObject({ eligible: false });

      const res = await client.post('/auth/upgrade', { plan_id: 2 });
      expect(res.body).toEqual({ success: true });
      expect(await client.status()).toMatchObject({ eligible: true, plan_id: 2, plan_name: 'Annual', usage_limit: 20 });
    });

    it('keeps the trial eligibility exactly until trial_ends_at', async () => {
      await testApp().client().signUp(EMAIL);
      // A remembered session, so that seven idle days do not sign it out.
      const client = testApp().client();
      expect((await client.login(EMAIL, undefined, true)).status).toBe(200);
      const { trial_ends_at } = await client.status();
      testApp().clock.set(Date.parse(trial_ends_at as string) - 1000);
      expect(await client.status()).toMatchObject({ eligible: true });
      testApp().clock.set(Date.parse(trial_ends_at as string));
      expect(await client.status()).toMatchObject({ eligible: false });
    });

    it('after the trial everything stays readable, the kept upload can be worked on, and only uploads wait for a plan', async () => {
      const trialClient = testApp().client();
      await trialClient.signUp(EMAIL, { plan_id: 1 });
      const log = csv([
        ['Date', 'Category', 'Subcategory', 'Amount'],
        ['2025-03-01', 'Income', 'Salary', '4000'],
        ['2025-03-05', 'Housing', 'Rent', '1200'],
      ]);
      const options = { selected_sheets: ['log'], selected_date: '2025-03-01', period_type: 'monthly' };
      await runPipeline(trialClient, 'wealth-whisperer', { buffer: log, fileName: 'log.csv' }, options);
      expect((await trialClient.post('/goals/api/goals', goalBody())).status).toBe(201);

      testApp().clock.advance(8 * DAY);
      const client = testApp().client();
      expect((await client.login(EMAIL)).body).toMatchObject({ logged_in: true, eligible: false });
      for (const path of [
        '/summary/api/transaction-analysis',
        '/spending/api/spending-analysis',
        '/transactions/api/transactions',
        '/goals/api/savings-goals',
        '/networth/api/networth/dashboard',
        '/export/transactions.csv',
        '/account/export',
      ]) {
        expect([path, (await client.get(path)).status]).toEqual([path, 200]);
      }
      expect((await client.get('/transactions/api/transactions')).body).toMatchObject({ count: 2 });
      expect((await client.get('/goals/api/savings-goals')).body.result).toHaveLength(1);
      // The upload already made can be taken through the steps again; a new one waits for a plan.
      expect((await chooseOptions(client, 'wealth-whisperer', options)).body).toMatchObject({ success: true });
      expectRefused(await uploadFile(client, 'wealth-whisperer', log, 'log.csv'), 403, /free trial has ended/);
    });

    it("counts this calendar month's uploads, and no upload is allowed at the limit even on a paid plan", async () => {
      const client = testApp().client();
      await client.signUp(EMAIL, { plan_id: 1 });
      const { id } = await client.status();
      const now = testApp().clock.now();
      const lastMonth = Date.UTC(2025, 3, 30, 23, 59, 59);
      const events = testApp().dataSource.getRepository(UsageEvent);
      await events.insert([
        ...Array.from({ length: 9 }, () => ({ userId: id as number, createdAt: now - 1000 })),
        { userId: id as number, createdAt: lastMonth },
      ]);
      expect(await client.status()).toMatchObject({ usage_used: 9, usage_limit: 10, eligible: true });

      await events.insert({ userId: id as number, createdAt: Date.UTC(2025, 4, 1) });
      expect(await client.status()).toMatchObject({ usage_used: 10, eligible: false });

      expect((await client.post('/auth/upgrade', { plan_id: 1 })).body).toEqual({ success: true });
      expect(await client.status()).toMatchObject({ usage_used: 10, usage_limit: 10, eligible: false });
      expect((await client.post('/auth/upgrade', { plan_id: 2 })).body).toEqual({ success: true });
      expect(await client.status()).toMatchObject({ usage_used: 10, usage_limit: 20, eligible: true });

      // A new month starts the count again.
      testApp().clock.set(Date.UTC(2025, 5, 1, 0, 0, 1));
      const nextMonth = await testApp().client().login(EMAIL);
      expect(nextMonth.body).toMatchObject({ logged_in: true, usage_used: 0, usage_limit: 20, eligible: true });
    });

    it('answers 404 for a plan that does not exist and changes nothing', async () => {
      const client = testApp().client();
      await client.signUp(EMAIL, { plan_id: 1 });
      const res = await client.post('/auth/upgrade', { plan_id: 42 });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ success: false, error: expect.any(String) });
      const user = await storedUser();
      expect(user.planId).toBe(1);
      expect(user.planPaid).toBe(false);
    });

    it.each([
      ['a word', { plan_id: 'gold' }],
      ['zero', { plan_id: 0 }],
      ['a negative number', { plan_id: -2 }],
      ['a fraction', { plan_id: 1.5 }],
      ['nothing', {}],
    ])('answers 400 for a plan_id that is %s', async (_case, body) => {
      const client = testApp().client();
      await client.signUp(EMAIL, { plan_id: 1 });
      const res = await client.post('/auth/upgrade', body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, error: expect.any(String) });
      expect((await storedUser()).planId).toBe(1);
    });
  },
);
