import { GoalTransaction, SavingsGoal } from '../src/db/entities';
import { CSRF_ERROR } from '../src/errors';
import type { ApiClient } from './support/client';
import { testEngines } from './support/engines';
import { START_TIME, useTestApp } from './support/test-app';
import { goalBody } from './support/goal-body';

/**
 * Savings goals over HTTP. The test clock stands at 2025-05-14 (START_TIME), so
 * every computed field below is worked by hand from that date; the arithmetic is in the comments and
 * matches the unit cases in src/domain/goals/projection.test.ts.
 */
const LIST = '/goals/api/savings-goals';
const GOALS = '/goals/api/goals';
const DAY_MS = 86_400_000;

describe.each(testEngines())('savings goals API on %s', (engine) => {
  const testApp = useTestApp(engine);
  const goalCount = () => testApp().dataSource.getRepository(SavingsGoal).count();
  const transactionCount = () => testApp().dataSource.getRepository(GoalTransaction).count();

  async function signedIn(email = 'ann@example.com'): Promise<ApiClient> {
    const client = testApp().client();
    await client.signUp(email);
    return client;
  }

  async function create(client: ApiClient, overrides: Record<string, unknown> = {}) {
    const res = await client.post(GOALS, goalBody(overrides));
    expect(res.status).toBe(201);
    return res.body;
  }

  it('answers 401 signed out and 403 without a CSRF token, storing nothing', async () => {
    const visitor = testApp().client();
    expect((await visitor.get(LIST)).status).toBe(401);
    expect((await visitor.post(GOALS, goalBody())).status).toBe(401);
    expect((await visitor.post(GOALS, goalBody(), { csrf: null })).status).toBe(403);

    const ann = await signedIn();
    const refused = await ann.post(GOALS, goalBody(), { csrf: null });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ success: false, error: CSRF_ERROR, code: 'csrf' });
    expect(await goalCount()).toBe(0);

    const goal = await create(ann);
    expect((await ann.put(`${GOALS}/${goal.id}`, goalBody({ name: 'Changed' }), { csrf: null })).status).toBe(403);
    expect((await ann.delete(`${GOALS}/${goal.id}`, { csrf: null })).status).toBe(403);
    expect((await testApp().dataSource.getRepository(SavingsGoal).findOneByOrFail({ id: goal.id })).name).toBe('Emergency fund');
  });

  it('creates a goal with the computed fields of the projection, ignoring the ones a client sends', async () => {
    const ann = await signedIn();
    const res = await ann.post(
      GOALS,
      goalBody({
        // Computed fields and an id from the client: all ignored.
        id: 4242,
        onTrack: true,
        projectedCompletion: '1999-01-01',
        actualProjectedCompletion: '1999-01-01',
        projectedAmountAtTarget: 999999,
        requiredContribution: 1,
        series: [{ date: '1999-01-01', balance: 1 }],
      }),
    );
    expect(res.status).toBe(201);
    // B0 = 100, +100 a month, T = 7 (May → Dec): m1..m9 = 200 … 1000; m9 (2026-02-14) reaches 1000 → stop.
    // Balance at T: 800 < 1000 → off track. P = (1000 − 100) / 7 = 128.57 → 129.
    // Paying 129: 100 + 7 × 129 = 1003 at month 7 (2025-12-14).
    expect(res.body).toEqual({
      id: expect.any(Number),
      version: 1,
      name: 'Emergency fund',
      currentAmount: 100,
      targetAmount: 1000,
      targetDate: '2025-12-14',
      category: 'emergency',
      contributionAmount: 100,
      contributionFrequency: 'monthly',
      interestRate: 0,
      oneTimeTransactions: [],
      projectedCompletion: '2026-02-14',
      series: [
        { date: '2025-05-14', balance: 100 },
        { date: '2025-06-14', balance: 200 },
        { date: '2025-07-14', balance: 300 },
        { date: '2025-08-14', balance: 400 },
        { date: '2025-09-14', balance: 500 },
        { date: '2025-10-14', balance: 600 },
        { date: '2025-11-14', balance: 700 },
        { date: '2025-12-14', balance: 800 },
        { date: '2026-01-14', balance: 900 },
        { date: '2026-02-14', balance: 1000 },
      ],
      onTrack: false,
      projectedAmountAtTarget: 800,
      actualProjectedCompletion: '2025-12-14',
      requiredContribution: 129,
    });
    expect(res.body.id).not.toBe(4242);

    const list = await ann.get(LIST);
    expect(list.status).toBe(200);
    expect(list.headers['cache-control']).toBe('no-store');
    expect(list.body).toEqual({ result: [res.body] });
  });

  it('keeps money exact: cents and interest stored as integers, answered as sent', async () => {
    const ann = await signedIn();
    const goal = await create(ann, {
      currentAmount: 1234.56,
      targetAmount: '5000.1',
      contributionAmount: 0.1,
      interestRate: 2.55,
      targetDate: '2030-01-31',
      oneTimeTransactions: [{ description: 'Birthday', amount: 0.2, date: '2025-06-01' }],
    });
    expect(goal).toMatchObject({ currentAmount: 1234.56, targetAmount: 5000.1, contributionAmount: 0.1, interestRate: 2.55 });
    const stored = await testApp().dataSource.getRepository(SavingsGoal).findOneByOrFail({ id: goal.id });
    expect(stored).toMatchObject({ currentCents: 123456, targetCents: 500010, contributionCents: 10, interestBasisPoints: 255 });
    const storedTransaction = await testApp().dataSource.getRepository(GoalTransaction).findOneByOrFail({ goalId: goal.id });
    expect(storedTransaction.amountCents).toBe(20);
  });

  it('computes biweekly contributions with interest from the server date', async () => {
    const ann = await signedIn();
    // $60 biweekly = 130 a month; 12 % → × 1.01 a month; T = 3.
    // m1 = 1141.30, m2 = 1284.013, m3 = 1428.15313 (< 1500: off track), m4 = 1573.73 (2025-09-14, stop).
    // P = (1500 − 1000 × 1.01³) / (1.01 × (1.01³ − 1) / 0.01) = 469.699 / 3.060401 = 153.48 a month
    //   → × 12/26 = 70.83 → 71 biweekly; paying 71: m3 = 1501.06 → 2025-08-14.
    const goal = await create(ann, {
      currentAmount: 1000,
      contributionAmount: 60,
      contributionFrequency: 'biweekly',
      interestRate: 12,
      targetAmount: 1500,
      targetDate: '2025-08-14',
    });
    expect(goal.series.map((point: { balance: number }) => point.balance)).toEqual([1000, 1141.3, 1284.01, 1428.15, 1573.73]);
    expect(goal).toMatchObject({
      onTrack: false,
      projectedAmountAtTarget: 1428.15,
      projectedCompletion: '2025-09-14',
      requiredContribution: 71,
      actualProjectedCompletion: '2025-08-14',
    });
  });

  it('recomputes on every read: tomorrow the projection starts tomorrow', async () => {
    const ann = await signedIn();
    await create(ann, { currentAmount: 1000, contributionAmount: 0, targetDate: '2025-05-31' });
    testApp().clock.set(START_TIME + DAY_MS);
    // A day idle ends a session without "remember me": sign in again, with a fresh CSRF token.
    ann.csrfToken = null;
    expect((await ann.login('ann@example.com')).status).toBe(200);
    const [goal] = (await ann.get(LIST)).body.result;
    expect(goal.series[0]).toEqual({ date: '2025-05-15', balance: 1000 });
    expect(goal.series[1]).toEqual({ date: '2025-06-15', balance: 1000 });
    // T = 0 and 1000 ≥ 1000: on track, completion at month 1.
    expect(goal).toMatchObject({ onTrack: true, projectedCompletion: '2025-06-15', requiredContribution: 0 });
  });

  it('answers a target date already past with an infinite (null) requirement', async () => {
    const ann = await signedIn();
    // T = −2: amount at target = 300 + 100 (dated today) = 400 < 1000 → null.
    const goal = await create(ann, {
      currentAmount: 300,
      contributionAmount: 50,
      targetDate: '2025-03-01',
      oneTimeTransactions: [
        { description: 'Today', amount: 100, date: '2025-05-14' },
        { description: 'Later', amount: 1000, date: '2025-06-01' },
      ],
    });
    expect(goal).toMatchObject({
      onTrack: false,
      projectedAmountAtTarget: 400,
      requiredContribution: null,
      actualProjectedCompletion: null,
    });
  });

  it('replaces the transaction list on PUT: ids kept as sent, assigned when missing or repeated', async () => {
    const ann = await signedIn();
    const goal = await create(ann, {
      currentAmount: 500,
      targetAmount: 1010,
      targetDate: '2025-09-30',
      oneTimeTransactions: [{ description: 'Old', amount: 5, date: '2025-06-01' }],
    });
    const first = goal.id * 100 + 1;
    expect(goal.oneTimeTransactions).toEqual([{ id: first, description: 'Old', amount: 5, date: '2025-06-01' }]);

    const sent = {
      ...goal, // the screen sends the whole goal back, computed fields included
      oneTimeTransactions: [
        { id: first + 4, description: 'bonus', amount: 200, date: '2025-04-01' },
        { description: 'new tyres', amount: -150, date: '2025-07-20' },
        { id: first + 4, description: 'duplicate id', amount: 1, date: '2026-01-01' },
      ],
    };
    const res = await ann.put(`${GOALS}/${goal.id}`, sent);
    expect(res.status).toBe(200);
    // Kept: first + 4. The missing and the repeated id get first + 5 and first + 6.
    expect(res.body.goal.oneTimeTransactions).toEqual([
      { id: first + 4, description: 'bonus', amount: 200, date: '2025-04-01' },
      { id: first + 5, description: 'new tyres', amount: -150, date: '2025-07-20' },
      { id: first + 6, description: 'duplicate id', amount: 1, date: '2026-01-01' },
    ]);
    // B0 = 500, +100 a month. The past bonus lands in month 1, the withdrawal in month 3 (08-14):
    // 800, 900, 850, 950 (T = 4) < 1010 → off track; m5 = 1050 (2025-10-14) → completion, stop.
    // P = (1010 − 500 − (200 − 150)) / 4 = 115; paying 115: m4 = 1010 on 2025-09-14.
    expect(res.body.goal).toMatchObject({
      id: goal.id,
      onTrack: false,
      projectedAmountAtTarget: 950,
      projectedCompletion: '2025-10-14',
      requiredContribution: 115,
      actualProjectedCompletion: '2025-09-14',
    });
    expect(res.body.goal.series.map((point: { balance: number }) => point.balance)).toEqual([500, 800, 900, 850, 950, 1050]);
    expect(await transactionCount()).toBe(3);
    expect((await ann.get(LIST)).body.result).toEqual([res.body.goal]);

    // An empty list removes them all (sent on the version just saved).
    const emptied = await ann.put(`${GOALS}/${goal.id}`, { ...res.body.goal, oneTimeTransactions: [] });
    expect(emptied.body.goal.oneTimeTransactions).toEqual([]);
    expect(await transactionCount()).toBe(0);
  });

  it('edits every field of a goal', async () => {
    const ann = await signedIn();
    const goal = await create(ann);
    const res = await ann.put(
      `${GOALS}/${goal.id}`,
      goalBody({
        version: goal.version,
        name: 'Japan trip',
        category: 'travel',
        currentAmount: 0,
        targetAmount: 520,
        targetDate: '2026-05-14',
        contributionAmount: 10,
        contributionFrequency: 'weekly',
      }),
    );
    // $10 a week = 43.33 a month; 12 months = 520 exactly on 2026-05-14 → on track.
    expect(res.body.goal).toMatchObject({
      id: goal.id,
      name: 'Japan trip',
      category: 'travel',
      contributionFrequency: 'weekly',
      onTrack: true,
      projectedAmountAtTarget: 520,
      projectedCompletion: '2026-05-14',
      requiredContribution: 10,
    });
    expect(res.body.goal.series.slice(0, 3).map((point: { balance: number }) => point.balance)).toEqual([0, 43.33, 86.67]);
  });

  it.each<[string, Record<string, unknown>]>([
    ['name is required.', { name: undefined }],
    ['name is required.', { name: '   ' }],
    ['name must be at most 120 characters.', { name: 'x'.repeat(121) }],
    ['currentAmount is required.', { currentAmount: undefined }],
    ['currentAmount must be at least 0.', { currentAmount: -1 }],
    ['currentAmount must be a number with at most two decimals.', { currentAmount: 1.234 }],
    ['currentAmount must be a number with at most two decimals.', { currentAmount: 'abc' }],
    ['targetAmount must be at least 0.01.', { targetAmount: 0 }],
    ['targetAmount is required.', { targetAmount: null }],
    ['targetAmount must be at most 10000000000.', { targetAmount: 1e12 }],
    ['targetDate must be a real date between 1900 and 2200 in the form YYYY-MM-DD.', { targetDate: '2025-02-30' }],
    ['targetDate must be a real date between 1900 and 2200 in the form YYYY-MM-DD.', { targetDate: '12/14/2025' }],
    ['targetDate is required.', { targetDate: undefined }],
    ['category must be one of other, emergency, retirement, major-purchase, travel, education.', { category: 'car' }],
    ['contributionAmount must be at least 0.', { contributionAmount: -5 }],
    ['contributionFrequency must be one of weekly, biweekly, monthly.', { contributionFrequency: 'daily' }],
    ['interestRate must be at least 0.', { interestRate: -0.1 }],
    ['interestRate must be at most 100.', { interestRate: 101 }],
    ['interestRate must be a number with at most two decimals.', { interestRate: 'two' }],
    ['oneTimeTransactions must be a list.', { oneTimeTransactions: 'none' }],
    ['oneTimeTransactions[0].description is required.', { oneTimeTransactions: [{ description: '', amount: 5, date: '2025-06-01' }] }],
    ['oneTimeTransactions[0].amount must not be 0.', { oneTimeTransactions: [{ description: 'Gift', amount: 0, date: '2025-06-01' }] }],
    [
      'oneTimeTransactions[0].amount must be a number with at most two decimals.',
      { oneTimeTransactions: [{ description: 'Gift', amount: 1.005, date: '2025-06-01' }] },
    ],
    [
      'oneTimeTransactions[1].date must be a real date between 1900 and 2200 in the form YYYY-MM-DD.',
      {
        oneTimeTransactions: [
          { description: 'Gift', amount: 5, date: '2025-06-01' },
          { description: 'Bad', amount: 5, date: '2025-06-31' },
        ],
      },
    ],
    [
      'oneTimeTransactions[0].id must be a whole number of at least 1.',
      { oneTimeTransactions: [{ id: -3, description: 'Gift', amount: 5, date: '2025-06-01' }] },
    ],
    ['oneTimeTransactions[0] must be an object.', { oneTimeTransactions: ['gift'] }],
    [
      'oneTimeTransactions must hold at most 500 transactions.',
      { oneTimeTransactions: Array.from({ length: 501 }, () => ({ description: 'x', amount: 1, date: '2025-06-01' })) },
    ],
  ])('answers 400 "%s" and stores nothing', async (message, overrides) => {
    const ann = await signedIn();
    const res = await ann.post(GOALS, goalBody(overrides));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, error: message });
    expect(await goalCount()).toBe(0);
    expect(await transactionCount()).toBe(0);
  });

  it('refuses a body that is not a goal object', async () => {
    const ann = await signedIn();
    const res = await ann.post(GOALS, [goalBody()]);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, error: 'The goal must be sent as a JSON object.' });
    expect(await goalCount()).toBe(0);
  });

  it('bounds the work every read does: target at most 100 years ahead, at most 100 goals', async () => {
    const ann = await signedIn();
    const tooFar = await ann.post(GOALS, goalBody({ targetDate: '2199-12-31' }));
    expect(tooFar.status).toBe(400);
    expect(tooFar.body).toEqual({ success: false, error: 'targetDate must be at most 100 years from today.' });
    const goal = await create(ann);
    const tooFarEdit = await ann.put(`${GOALS}/${goal.id}`, goalBody({ version: goal.version, targetDate: '2199-12-31' }));
    expect(tooFarEdit.body).toEqual({ success: false, error: 'targetDate must be at most 100 years from today.' });

    for (let index = 1; index < 100; index += 1) await create(ann, { name: `Goal ${index}` });
    const oneTooMany = await ann.post(GOALS, goalBody({ name: 'Goal 101' }));
    expect(oneTooMany.status).toBe(409);
    expect(oneTooMany.body.error).toMatch(/at most 100 savings goals/);
    expect(await goalCount()).toBe(100);
  });

  it('accepts the largest goal the rules allow: 500 transactions with long descriptions', async () => {
    const ann = await signedIn();
    const transactions = Array.from({ length: 500 }, (_, index) => ({
      description: `${'Planned gift from family '.repeat(8)}#${index}`.slice(0, 200),
      amount: 1234.56,
      date: '2026-06-01',
    }));
    const res = await ann.post(GOALS, goalBody({ oneTimeTransactions: transactions }));
    expect(res.status).toBe(201);
    expect(res.body.oneTimeTransactions).toHaveLength(500);
    expect(await transactionCount()).toBe(500);
  });

  it('changes nothing when a PUT is refused', async () => {
    const ann = await signedIn();
    const goal = await create(ann, { oneTimeTransactions: [{ description: 'Keep me', amount: 5, date: '2025-06-01' }] });
    const res = await ann.put(
      `${GOALS}/${goal.id}`,
      goalBody({ version: goal.version, name: 'Changed', oneTimeTransactions: [{ description: 'Bad', amount: 0, date: '2025-06-01' }] }),
    );
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('oneTimeTransactions[0].amount must not be 0.');
    expect((await ann.get(LIST)).body.result).toEqual([goal]);
  });

  it('deletes a goal with its transactions', async () => {
    const ann = await signedIn();
    const goal = await create(ann, { oneTimeTransactions: [{ description: 'Gift', amount: 5, date: '2025-06-01' }] });
    const keep = await create(ann, { name: 'Keep' });
    const res = await ann.delete(`${GOALS}/${goal.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });
    expect((await ann.get(LIST)).body.result.map((g: { id: number }) => g.id)).toEqual([keep.id]);
    expect(await transactionCount()).toBe(0);
    expect((await ann.delete(`${GOALS}/${goal.id}`)).status).toBe(404);
  });

  it("never shows or changes another user's goal: 404 for edit, delete and share", async () => {
    const ann = await signedIn('ann@example.com');
    const goal = await create(ann, { oneTimeTransactions: [{ description: 'Gift', amount: 5, date: '2025-06-01' }] });
    const bob = await signedIn('bob@example.com');

    expect((await bob.get(LIST)).body).toEqual({ result: [] });
    const put = await bob.put(`${GOALS}/${goal.id}`, goalBody({ version: goal.version, name: 'Mine now', oneTimeTransactions: [] }));
    expect(put.status).toBe(404);
    expect(put.body).toEqual({ success: false, error: 'That goal does not exist.' });
    expect((await bob.delete(`${GOALS}/${goal.id}`)).status).toBe(404);
    expect((await bob.post(`${GOALS}/${goal.id}/share`)).status).toBe(404);
    expect((await bob.delete(`${GOALS}/${goal.id}/share`)).status).toBe(404);
    for (const id of ['not-a-number', '0', '99999999999']) {
      expect((await bob.put(`${GOALS}/${id}`, goalBody())).status).toBe(404);
    }

    // Ann's goal is untouched, transactions included.
    expect((await ann.get(LIST)).body.result).toEqual([goal]);
    expect(await transactionCount()).toBe(1);
  });
});
