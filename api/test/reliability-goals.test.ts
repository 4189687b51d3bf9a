import type { Response } from 'supertest';
import { SavingsGoal } from '../src/db/entities';
import type { ApiClient } from './support/client';
import { testEngines } from './support/engines';
import { useTestApp } from './support/test-app';

/**
 * Savings goals under concurrency (issue 11, items 2, 7 and 9), over HTTP on each engine: many users
 * writing at the same moment, one user racing the goal cap, and the size of the worst goal list.
 */
const LIST = '/goals/api/savings-goals';
const GOALS = '/goals/api/goals';
const CAP_MESSAGE = /at most 100 savings goals/;

function goalBody(name: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name,
    currentAmount: 100,
    targetAmount: 1000,
    targetDate: '2026-05-14',
    category: 'emergency',
    contributionAmount: 50,
    contributionFrequency: 'monthly',
    interestRate: 2,
    oneTimeTransactions: [],
    ...overrides,
  };
}

/** Three transactions after the test clock's today (2025-05-14). */
const futureTransactions = (name: string) => [
  { description: `${name} bonus`, amount: 500, date: '2025-07-01' },
  { description: `${name} gift`, amount: 120.5, date: '2025-09-15' },
  { description: `${name} repair`, amount: -80, date: '2026-01-10' },
];

const statuses = (answers: readonly Response[]) => answers.map((answer) => answer.status);

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
        return client.post(GOALS, goalBody(name, { oneTimeTransactions: futureTransactions(name) }));
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
        expect(goal.oneTimeTransactions.map(({ description, amount, date }) => ({ description, amount, date }))).toEqual(futureTransactions(goal.name));
      }
    }
  });

  it('20 users each editing the transactions of 5 goals at the same moment: every change saved, no 5xx', async () => {
    const users = await Promise.all(Array.from({ length: 20 }, (_, index) => signedIn(`user${index}@example.com`)));
    const created: { client: ApiClient; goal: { id: number; name: string; oneTimeTransactions: { id: number }[] } }[] = [];
    for (const [user, client] of users.entries()) {
      for (let goal = 0; goal < 5; goal += 1) {
        const name = `User ${user} goal ${goal}`;
        const answer = await client.post(GOALS, goalBody(name, { oneTimeTransactions: futureTransactions(name) }));
        expect(answer.status).toBe(201);
        created.push({ client, goal: answer.body });
      }
    }
    // Each edit drops the first transaction, changes the second, keeps the third and adds one.
    const edited = (goal: (typeof created)[number]['goal']) => {
      const [, second, third] = goal.oneTimeTransactions;
      return [{ ...second, amount: 99 }, third, { description: `${goal.name} new`, amount: 42, date: '2026-03-01' }];
    };
    const answers = await Promise.all(created.map(({ client, goal }) => client.put(`${GOALS}/${goal.id}`, { ...goal, oneTimeTransactions: edited(goal) })));
    expect(statuses(answers).filter((status) => status !== 200)).toEqual([]);

    for (const { client, goal } of created) {
      const stored = ((await client.get(LIST)).body.result as { id: number; oneTimeTransactions: unknown[] }[]).find((candidate) => candidate.id === goal.id);
      const [, second, third] = goal.oneTimeTransactions;
      expect(stored?.oneTimeTransactions).toEqual([{ ...second, amount: 99 }, third, { id: third.id + 1, description: `${goal.name} new`, amount: 42, date: '2026-03-01' }]);
    }
  });

  it('110 parallel creates by one user: exactly 100 goals, the rest refused with the cap message', async () => {
    const ann = await signedIn('ann@example.com');
    const answers = await Promise.all(Array.from({ length: 110 }, (_, index) => ann.post(GOALS, goalBody(`Goal ${index}`))));
    expect(statuses(answers).filter((status) => status === 201)).toHaveLength(100);
    const refused = answers.filter((answer) => answer.status !== 201);
    expect(refused.map((answer) => answer.status)).toEqual(Array(10).fill(409));
    for (const answer of refused) expect(answer.body).toEqual({ success: false, error: expect.stringMatching(CAP_MESSAGE) });
    expect(await testApp().dataSource.getRepository(SavingsGoal).count()).toBe(100);
    expect((await ann.get(LIST)).body.result).toHaveLength(100);
  });
});
