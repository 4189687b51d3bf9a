/**
 * A stand-in for the goals API in front-end tests, behind `stubFetch`: it keeps goals in memory and
 * computes their fields with the real projection of `@ontrack/api/domain`, as the server does, so a
 * change in a test moves the badge and the chart exactly as it would for real.
 */
import { GOAL_CHANGED_ELSEWHERE, type GoalDto, type GoalInputDto } from '@ontrack/api/contracts';
import { projectGoal, thinSeries } from '@ontrack/api/domain';
import { stubFetch, type StubAnswer, type StubRoute } from '../../../shell/testing/fetch-stub';

export const TODAY = '2025-06-15';

export const BASE_INPUT: GoalInputDto = {
  name: 'Emergency fund',
  currentAmount: 1000,
  targetAmount: 5000,
  targetDate: '2026-06-15',
  category: 'emergency',
  contributionAmount: 200,
  contributionFrequency: 'monthly',
  interestRate: 0,
  oneTimeTransactions: [],
};

/** A goal as the server would answer it today (its series thinned as the server thins it). */
export function goalDto(id: number, input: Partial<GoalInputDto> = {}, today = TODAY, version = 1): GoalDto {
  const full = { ...BASE_INPUT, ...input };
  const projection = projectGoal(full, today);
  return { id, ...full, ...projection, series: thinSeries(projection.series), version };
}

export interface FakeGoalsServer {
  goals: GoalDto[];
  net: ReturnType<typeof stubFetch>;
  /** Holds the answers of one route ("PUT /goals/api/goals/1") until the returned function is called. */
  hold: (route: string) => () => void;
  /** The next request to `route` gets `answer` (e.g. a held failure) instead of the fake's own; later ones are the fake's again. */
  answerNext: (route: string, answer: () => StubAnswer | Promise<StubAnswer>) => void;
  /** Saves an edit of goal `id` as another tab would: its version moves on, so an edit sent on the old one answers 409. */
  saveElsewhere: (id: number, input: Partial<GoalInputDto>) => GoalDto;
}

/** Overrides per route ("PUT /goals/api/goals/1") win over the fake's own behaviour, e.g. to fail. */
export function fakeGoalsServer(initial: GoalDto[], overrides: Record<string, StubRoute> = {}): FakeGoalsServer {
  const holds = new Map<string, Promise<void>>();
  const nextAnswers = new Map<string, (() => StubAnswer | Promise<StubAnswer>)[]>();
  const state: FakeGoalsServer = {
    goals: [...initial],
    net: undefined as never,
    hold(route) {
      let release!: () => void;
      holds.set(route, new Promise<void>((resolve) => (release = resolve)));
      return release;
    },
    answerNext(route, answer) {
      nextAnswers.set(route, [...(nextAnswers.get(route) ?? []), answer]);
    },
    saveElsewhere(id, input) {
      const stored = state.goals.find((goal) => goal.id === id) as GoalDto;
      const saved = goalDto(id, { ...stored, ...input }, TODAY, stored.version + 1);
      state.goals = state.goals.map((goal) => (goal.id === id ? saved : goal));
      return saved;
    },
  };
  let nextId = Math.max(0, ...initial.map((goal) => goal.id)) + 1;
  const tokens = new Map<number, string>();

  const routes: Record<string, StubRoute> = {
    'GET /auth/csrf-token': { body: { csrf_token: 'tok-1' } },
    'GET /goals/api/savings-goals': () => ({ body: { result: state.goals } }),
    'POST /goals/api/goals': (request): StubAnswer => {
      const created = goalDto(nextId++, request.json as GoalInputDto);
      state.goals = [...state.goals, created];
      return { status: 201, body: created };
    },
  };
  for (const goal of initial) registerGoalRoutes(goal.id);

  function registerGoalRoutes(id: number) {
    // As the server: the edit must name the stored version (409 with the goal as it is, else), which moves on by one.
    routes[`PUT /goals/api/goals/${id}`] = (request): StubAnswer => {
      const { version, ...input } = request.json as GoalInputDto & { version?: unknown };
      const stored = state.goals.find((goal) => goal.id === id);
      if (!stored) return { status: 404, body: { success: false, error: 'That goal does not exist.' } };
      if (version !== stored.version) return { status: 409, body: { success: false, error: GOAL_CHANGED_ELSEWHERE, goal: stored } };
      const saved = goalDto(id, input, TODAY, stored.version + 1);
      state.goals = state.goals.map((goal) => (goal.id === id ? saved : goal));
      return { body: { goal: saved } };
    };
    routes[`DELETE /goals/api/goals/${id}`] = (): StubAnswer => {
      state.goals = state.goals.filter((goal) => goal.id !== id);
      return { body: { success: true } };
    };
    routes[`POST /goals/api/goals/${id}/share`] = (): StubAnswer => {
      const token = tokens.get(id) ?? `share-token-${id}`;
      tokens.set(id, token);
      return {
        status: 201,
        body: { token, snippet: `<div data-ontrack-goal="${token}"></div><script src="http://localhost/remotes/goals/embed.js"></script>` },
      };
    };
    routes[`DELETE /goals/api/goals/${id}/share`] = (): StubAnswer => {
      tokens.delete(id);
      return { body: { success: true } };
    };
  }
  // Goals created during a test get their routes too (ids are predictable: the next few).
  for (let id = nextId; id < nextId + 5; id += 1) registerGoalRoutes(id);

  const held: Record<string, StubRoute> = {};
  for (const [route, handler] of Object.entries(routes)) {
    held[route] = async (request, index) => {
      const answerNext = nextAnswers.get(route)?.shift();
      if (answerNext) return answerNext();
      await holds.get(route);
      return typeof handler === 'function' ? handler(request, index) : (handler as StubAnswer);
    };
  }
  state.net = stubFetch({ ...held, ...overrides });
  return state;
}
