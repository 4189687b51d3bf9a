/**
 * The goals list is lean: each goal's projection is computed when the goal changes (or
 * the day does), not on every read, and each goal carries a bounded series. SQLite and MariaDB.
 */
import * as projection from '../src/domain/goals/projection';
import { MAX_SERIES_POINTS } from '../src/domain/goals/series';
import type { ApiClient } from './support/client';
import { testEngines } from './support/engines';
import { goalBody } from './support/goal-body';
import { useTestApp } from './support/test-app';

const LIST = '/goals/api/savings-goals';
const GOALS = '/goals/api/goals';
/** From 09:30 to 05:30 the next day: a new day, while the session (idle 24 hours) stays signed in. */
const TO_NEXT_MORNING_MS = 20 * 60 * 60 * 1000;

describe.each(testEngines())('lean goal reads on %s', (engine) => {
  const testApp = useTestApp(engine);
  let project: jest.SpyInstance;

  beforeEach(() => {
    project = jest.spyOn(projection, 'projectGoal');
  });

  afterEach(() => {
    project.mockRestore();
  });

  async function signedIn(email: string): Promise<ApiClient> {
    const client = testApp().client();
    await client.signUp(email);
    return client;
  }

  async function list(client: ApiClient) {
    const res = await client.get(LIST);
    expect(res.status).toBe(200);
    return res.body.result as { id: number; version: number; series: unknown[]; projectedCompletion: string | null }[];
  }

  it('projects each goal once when it is saved, not again on later reads of the list', async () => {
    const ann = await signedIn('ann@example.com');
    // A target 80 years away: the projection has ~960 months, the list carries at most 61 points.
    for (const name of ['House', 'Car', 'Trip']) {
      expect(
        (await ann.post(GOALS, goalBody({ name, targetDate: '2105-01-01', targetAmount: 1_000_000, contributionAmount: 10 }))).status,
      ).toBe(201);
    }
    expect(project).toHaveBeenCalledTimes(3);

    const first = await list(ann);
    const second = await list(ann);
    expect(project).toHaveBeenCalledTimes(3);
    expect(second).toEqual(first);
    for (const goal of first) expect(goal.series).toHaveLength(MAX_SERIES_POINTS);
    // The whole list stays small: three goals with long horizons, a few KB.
    expect(JSON.stringify(first).length).toBeLessThan(3 * 4_000);
  });

  it('projects again only the goal that changed, and every goal once when the day turns', async () => {
    const ann = await signedIn('ann@example.com');
    const created: { id: number; version: number }[] = [];
    for (const name of ['House', 'Car']) created.push((await ann.post(GOALS, goalBody({ name }))).body);
    await list(ann);
    project.mockClear();

    const edited = await ann.put(`${GOALS}/${created[0].id}`, goalBody({ name: 'House', currentAmount: 400, version: created[0].version }));
    expect(edited.status).toBe(200);
    expect(project).toHaveBeenCalledTimes(1);
    const afterEdit = await list(ann);
    expect(project).toHaveBeenCalledTimes(1);
    expect(afterEdit.find((goal) => goal.id === created[0].id)).toMatchObject({ version: created[0].version + 1, currentAmount: 400 });

    testApp().clock.advance(TO_NEXT_MORNING_MS);
    await list(ann);
    await list(ann);
    expect(project).toHaveBeenCalledTimes(3);
  });

  it("keeps each user's goals apart, and a goal deleted and made again is projected afresh", async () => {
    const ann = await signedIn('ann@example.com');
    const bob = await signedIn('bob@example.com');
    const annGoal = (await ann.post(GOALS, goalBody({ currentAmount: 100 }))).body;
    expect((await ann.delete(`${GOALS}/${annGoal.id}`)).status).toBe(200);
    // On SQLite the id may be reused; the answer must be Bob's own goal, not Ann's kept projection.
    const bobGoal = (await bob.post(GOALS, goalBody({ currentAmount: 700 }))).body;
    const [listed] = await list(bob);
    expect(listed).toMatchObject({ id: bobGoal.id, version: 1, currentAmount: 700 });
    expect((listed.series[0] as { balance: number }).balance).toBe(700);
    expect(await list(ann)).toEqual([]);
  });
});
