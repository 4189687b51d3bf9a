import type { Response } from 'supertest';
import { SavingsGoal } from '../src/db/entities';
import type { ApiClient } from './support/client';
import { testEngines } from './support/engines';
import { useTestApp } from './support/test-app';
import { goalBody } from './support/goal-body';

/**
 * Savings goals under concurrency, over HTTP on each engine: many users
 * writing at the same moment, one user racing the goal cap, and the size of the worst goal list.
 */
const LIST = '/goals/api/savings-goals';
const GOALS = '/goals/api/goals';
const CAP_MESSAGE = /at most 100 savings goals/;

/** A goal of this file's shape: due a year after the test clock's today, $50 a month at 2%. */
function goalOf(name: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return goalBody({ name, targetDate: '2026-05-14', contributionAmount: 50, interestRate: 2, ...overrides });
}

/** Three transactions after the test clock's today (2025-05-14). */
const futureTransactions = (name: string) => [
  { description: `${name} bonus`, amount: 500, date: '2025-07-01' },
  { description: `${name} gift`, amount: 120.5, date: '2025-09-15' },
  { description: `${name} repair`, amount: -80, date: '2026-01-10' },
];

const statuses = (answers: readonly Response[]) => answers.map((answer) => answer.status);

interface SentTransaction {
  id?: number;
  description: string;
  amount: number;
  date: string;
}

/** A goal as a screen holds it: what the server answered. */
interface Goal {
  id: number;
  version: number;
  name: string;
  oneTimeTransactions: (SentTransaction & { id: number })[];
}

/** The goal with one more transaction, as a screen sends it: the whole goal, with the version it was read at. */
const withTransaction = (goal: Goal, transaction: SentTransaction) => ({
  ...goal,
  oneTimeTransactions: [...goal.oneTimeTransactions, transaction],
});
const descriptions = (goal: Goal) => goal.oneTimeTransactions.map((transaction) => transaction.description);

describe.each(testEngines())('savings goals under concurrency on %s', (engine) => {
  const testApp = useTestApp(engine);

  async function signedIn(email: string): Promise<ApiClient> {
    const client = testApp().client();
    await client.signUp(email);
    await client.token();
    return client;
  }

  it('20 users each creating 5 goals with 3 transactions at the same moment: every goal saved, no 5xx', async () => {
    const users = await Promise.all(Array.from({ length: 20 }, (_, index) => signedIn(`user${index}@example.com`)));
    const creates = users.flatMap((client, user) =>
      Array.from({ length: 5 }, (_, goal) => {
        const name = `User ${user} goal ${goal}`;
        return client.post(GOALS, goalOf(name, { oneTimeTransactions: futureTransactions(name) }));
      }),
    );
    const answers = await Promise.all(creates);
    expect(statuses(answers).filter((status) => status !== 201)).toEqual([]);

    for (const [user, client] of users.entries()) {
      const list = await client.get(LIST);
      expect(list.status).toBe(200);
      const goals = list.body.result as { name: string; oneTimeTransactions: { description: string; amount: number; date: string }[] }[];
      expect(goals.map((goal) => goal.name).sort()).toEqual(Array.from({ length: 5 }, (_, goal) => `User ${user} goal ${goal}`));
      for (const goal of goals) {
        expect(goal.oneTimeTransactions.map(({ description, amount, date }) => ({ description, amount, date }))).toEqual(
          futureTransactions(goal.name),
        );
      }
    }
  });

  it('20 users each editing the transactions of 5 goals at the same moment: every change saved, no 5xx', async () => {
    const users = await Promise.all(Array.from({ length: 20 }, (_, index) => signedIn(`user${index}@example.com`)));
    const created: { client: ApiClient; goal: { id: number; name: string; oneTimeTransactions: { id: number }[] } }[] = [];
    for (const [user, client] of users.entries()) {
      for (let goal = 0; goal < 5; goal += 1) {
        const name = `User ${user} goal ${goal}`;
        const answer = await client.post(GOALS, goalOf(name, { oneTimeTransactions: futureTransactions(name) }));
        expect(answer.status).toBe(201);
        created.push({ client, goal: answer.body });
      }
    }
    // Each edit drops the first transaction, changes the second, keeps the third and adds one.
    const edited = (goal: (typeof created)[number]['goal']) => {
      const [, second, third] = goal.oneTimeTransactions;
      return [{ ...second, amount: 99 }, third, { description: `${goal.name} new`, amount: 42, date: '2026-03-01' }];
    };
    const answers = await Promise.all(
      created.map(({ client, goal }) => client.put(`${GOALS}/${goal.id}`, { ...goal, oneTimeTransactions: edited(goal) })),
    );
    expect(statuses(answers).filter((status) => status !== 200)).toEqual([]);

    for (const { client, goal } of created) {
      const stored = ((await client.get(LIST)).body.result as { id: number; oneTimeTransactions: unknown[] }[]).find(
        (candidate) => candidate.id === goal.id,
      );
      const [, second, third] = goal.oneTimeTransactions;
      expect(stored?.oneTimeTransactions).toEqual([
        { ...second, amount: 99 },
        third,
        { id: third.id + 1, description: `${goal.name} new`, amount: 42, date: '2026-03-01' },
      ]);
    }
  });

  it('110 parallel creates by one user: exactly 100 goals, the rest refused with the cap message', async () => {
    const ann = await signedIn('ann@example.com');
    const answers = await Promise.all(Array.from({ length: 110 }, (_, index) => ann.post(GOALS, goalOf(`Goal ${index}`))));
    expect(statuses(answers).filter((status) => status === 201)).toHaveLength(100);
    const refused = answers.filter((answer) => answer.status !== 201);
    expect(refused.map((answer) => answer.status)).toEqual(Array(10).fill(409));
    for (const answer of refused) expect(answer.body).toEqual({ success: false, error: expect.stringMatching(CAP_MESSAGE) });
    expect(await testApp().dataSource.getRepository(SavingsGoal).count()).toBe(100);
    expect((await ann.get(LIST)).body.result).toHaveLength(100);
  });

  it('keeps the largest goal list one user can make under 1 MB: 100 goals, 500 transactions, 100-year projections', async () => {
    const ann = await signedIn('ann@example.com');
    // Everything at its largest: 3-byte characters to the length limits, the largest amounts and
    // ids, the highest rate and the farthest target (today 2025-05-14 + 100 years), so every series
    // runs 1,200 months with 17-digit balances.
    const wide = (length: number, index: number) => `${index}`.padEnd(length, '€');
    const transactionsOf = (goal: number) =>
      Array.from({ length: 5 }, (_, index) => ({
        id: 999_999_999_000 + index,
        description: wide(200, goal * 5 + index),
        amount: -9_999_999_999.99,
        date: '2125-05-13',
      }));
    const creates = await Promise.all(
      Array.from({ length: 100 }, (_, goal) =>
        ann.post(
          GOALS,
          goalOf(wide(120, goal), {
            currentAmount: 9_999_999_999.99,
            targetAmount: 10_000_000_000,
            targetDate: '2125-05-14',
            contributionAmount: 9_999_999_999.99,
            contributionFrequency: 'weekly',
            interestRate: 99.99,
            oneTimeTransactions: transactionsOf(goal),
          }),
        ),
      ),
    );
    expect(statuses(creates).filter((status) => status !== 201)).toEqual([]);

    // The user's 501st future transaction is refused, and changes nothing; an edit that adds none still saves.
    const [first] = creates.map((answer) => answer.body as Goal);
    const oneMore = await ann.put(
      `${GOALS}/${first.id}`,
      withTransaction(first, { description: 'One more', amount: 1, date: '2026-01-01' }),
    );
    expect(oneMore.status).toBe(409);
    expect(oneMore.body).toEqual({
      success: false,
      error: 'You can plan at most 500 future transactions across all your goals. Remove some you no longer need, then save this one.',
    });
    expect(
      (await ann.post(GOALS, goalOf('Another', { oneTimeTransactions: [{ description: 'Gift', amount: 1, date: '2026-01-01' }] }))).status,
    ).toBe(409);
    const renamed = await ann.put(`${GOALS}/${first.id}`, {
      ...first,
      oneTimeTransactions: first.oneTimeTransactions.map((transaction) => ({ ...transaction, description: 'Renamed' })),
    });
    expect(renamed.status).toBe(200);

    const list = await ann.get(LIST);
    expect(list.status).toBe(200);
    expect(Buffer.byteLength(list.text)).toBeLessThan(1_000_000);
    const goals = list.body.result as (Goal & { series: unknown[] })[];
    expect(goals).toHaveLength(100);
    expect(goals.reduce((sum, goal) => sum + goal.oneTimeTransactions.length, 0)).toBe(500);
    expect(Math.max(...goals.map((goal) => goal.series.length))).toBe(61);
  });

  describe('lost updates: every PUT names the version it edits', () => {
    const CHANGED_ELSEWHERE = 'This goal was changed elsewhere; reload it and try again.';

    async function createdGoal(client: ApiClient): Promise<Goal> {
      const answer = await client.post(
        GOALS,
        goalOf('Trip', { oneTimeTransactions: [{ description: 'Saved first', amount: 10, date: '2025-08-01' }] }),
      );
      expect(answer.status).toBe(201);
      return answer.body as Goal;
    }
    const storedGoal = async (client: ApiClient, id: number): Promise<Goal> =>
      ((await client.get(LIST)).body.result as Goal[]).find((goal) => goal.id === id) as Goal;

    it('starts at version 1 and moves by one on every saved edit', async () => {
      const ann = await signedIn('ann@example.com');
      const goal = await createdGoal(ann);
      expect(goal.version).toBe(1);
      const first = await ann.put(`${GOALS}/${goal.id}`, { ...goal, name: 'Trip to Lisbon' });
      expect(first.status).toBe(200);
      expect(first.body.goal).toMatchObject({ version: 2, name: 'Trip to Lisbon' });
      const second = await ann.put(`${GOALS}/${goal.id}`, { ...first.body.goal, name: 'Trip to Porto' });
      expect(second.body.goal).toMatchObject({ version: 3, name: 'Trip to Porto' });
      expect(await storedGoal(ann, goal.id)).toEqual(second.body.goal);
    });

    it('two tabs: the edit made on an older version is refused with 409 and the current goal, and deletes nothing', async () => {
      const ann = await signedIn('ann@example.com');
      const goal = await createdGoal(ann);
      // Both tabs read version 1; the first saves a transaction.
      const firstTab = await ann.put(
        `${GOALS}/${goal.id}`,
        withTransaction(goal, { description: 'Bonus', amount: 500, date: '2025-12-01' }),
      );
      expect(firstTab.status).toBe(200);
      expect(firstTab.body.goal.version).toBe(2);

      // The second tab still shows version 1 (without the bonus) and adds a gift: without the check it would delete the bonus.
      const secondTab = await ann.put(
        `${GOALS}/${goal.id}`,
        withTransaction(goal, { description: 'Gift', amount: 50, date: '2025-10-01' }),
      );
      expect(secondTab.status).toBe(409);
      expect(secondTab.body).toEqual({ success: false, error: CHANGED_ELSEWHERE, goal: firstTab.body.goal });
      expect(await storedGoal(ann, goal.id)).toEqual(firstTab.body.goal);

      // Re-applied to the goal the 409 carried, the gift is saved beside the bonus.
      const reapplied = await ann.put(
        `${GOALS}/${goal.id}`,
        withTransaction(secondTab.body.goal, { description: 'Gift', amount: 50, date: '2025-10-01' }),
      );
      expect(reapplied.status).toBe(200);
      expect(reapplied.body.goal.version).toBe(3);
      expect(descriptions(await storedGoal(ann, goal.id))).toEqual(['Saved first', 'Bonus', 'Gift']);
    });

    it('two quick edits whose answers arrive out of order: the later one is sent on the earlier one’s version, a replayed earlier one is refused', async () => {
      const ann = await signedIn('ann@example.com');
      const goal = await createdGoal(ann);
      const removeFirst = { ...goal, oneTimeTransactions: [] };
      const removed = await ann.put(`${GOALS}/${goal.id}`, removeFirst);
      const added = await ann.put(
        `${GOALS}/${goal.id}`,
        withTransaction(removed.body.goal, { description: 'Added after', amount: 5, date: '2025-09-01' }),
      );
      expect(statuses([removed, added])).toEqual([200, 200]);
      // The first edit arriving again (a retry, a slow duplicate) would wipe the second: it names version 1.
      const replayed = await ann.put(`${GOALS}/${goal.id}`, removeFirst);
      expect(replayed.status).toBe(409);
      expect(replayed.body.goal).toEqual(added.body.goal);
      expect(descriptions(await storedGoal(ann, goal.id))).toEqual(['Added after']);
    });

    it('parallel PUTs on one version: exactly one is saved, every other answers 409 with the saved goal', async () => {
      const ann = await signedIn('ann@example.com');
      const goal = await createdGoal(ann);
      const edits = Array.from({ length: 8 }, (_, index) =>
        withTransaction(goal, { description: `Edit ${index}`, amount: index + 1, date: '2025-11-01' }),
      );
      const answers = await Promise.all(edits.map((edit) => ann.put(`${GOALS}/${goal.id}`, edit)));
      const saved = answers.filter((answer) => answer.status === 200);
      expect(saved).toHaveLength(1);
      expect(answers.filter((answer) => answer.status === 409)).toHaveLength(7);
      const winner = saved[0].body.goal as Goal;
      expect(winner.version).toBe(2);
      for (const answer of answers.filter((candidate) => candidate.status === 409))
        expect(answer.body).toEqual({ success: false, error: CHANGED_ELSEWHERE, goal: winner });
      expect(await storedGoal(ann, goal.id)).toEqual(winner);
      expect(descriptions(winner)).toHaveLength(2);
    });

    it.each<[string, Record<string, unknown>]>([
      ['version is required.', { version: undefined }],
      ['version is required.', { version: null }],
      ['version must be a whole number of at least 1.', { version: 0 }],
      ['version must be a whole number of at least 1.', { version: 1.5 }],
      ['version must be a whole number of at least 1.', { version: 'latest' }],
      ['version must be a whole number of at least 1.', { version: [1] }],
    ])('answers 400 "%s" and changes nothing', async (message, overrides) => {
      const ann = await signedIn('ann@example.com');
      const goal = await createdGoal(ann);
      const answer = await ann.put(`${GOALS}/${goal.id}`, { ...goal, name: 'Changed', oneTimeTransactions: [], ...overrides });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ success: false, error: message });
      expect(await storedGoal(ann, goal.id)).toEqual(goal);
    });

    it("answers 404, never 409 with the goal, for another user's goal whatever version is sent", async () => {
      const ann = await signedIn('ann@example.com');
      const goal = await createdGoal(ann);
      const bob = await signedIn('bob@example.com');
      for (const version of [1, 2, 99]) {
        const answer = await bob.put(`${GOALS}/${goal.id}`, { ...goal, version, name: 'Mine now' });
        expect(answer.status).toBe(404);
        expect(answer.body).toEqual({ success: false, error: 'That goal does not exist.' });
      }
      expect(await storedGoal(ann, goal.id)).toEqual(goal);
    });
  });
});
