import type { GoalInputDto } from '../contracts/goals';
import * as projection from '../domain/goals/projection';
import { MAX_SERIES_POINTS } from '../domain/goals/series';
import { GoalProjections } from './goal-projections';

const TODAY = '2025-05-14';

function input(overrides: Partial<GoalInputDto> = {}): GoalInputDto {
  return {
    name: 'House',
    currentAmount: 100,
    targetAmount: 100_000,
    targetDate: '2105-05-14',
    category: 'major-purchase',
    contributionAmount: 50,
    contributionFrequency: 'monthly',
    interestRate: 2.5,
    oneTimeTransactions: [],
    ...overrides,
  };
}

describe('GoalProjections', () => {
  let project: jest.SpyInstance;

  beforeEach(() => {
    project = jest.spyOn(projection, 'projectGoal');
  });

  afterEach(() => {
    project.mockRestore();
  });

  it('computes a goal once per version and day, and answers the same projection after', () => {
    const projections = new GoalProjections();
    const first = projections.of({ id: 1, version: 1 }, input(), TODAY);
    const again = projections.of({ id: 1, version: 1 }, input(), TODAY);
    expect(project).toHaveBeenCalledTimes(1);
    expect(again).toBe(first);
    // Exactly what projecting afresh gives, with the series thinned to what a card draws.
    const fresh = projection.projectGoal(input(), TODAY);
    expect(first).toEqual({ ...fresh, series: expect.any(Array) });
    expect(fresh.series.length).toBeGreaterThan(900);
    expect(first.series).toHaveLength(MAX_SERIES_POINTS);
    expect(first.series[0]).toEqual(fresh.series[0]);
    expect(first.series.at(-1)).toEqual(fresh.series.at(-1));
  });

  it('computes again for a new version, a new day, or other contents under the same id and version', () => {
    const projections = new GoalProjections();
    projections.of({ id: 1, version: 1 }, input(), TODAY);
    projections.of({ id: 1, version: 2 }, input(), TODAY);
    projections.of({ id: 1, version: 2 }, input(), '2025-05-15');
    // A goal deleted and made again under a reused id (SQLite may reuse the highest id) is not the old one.
    const remade = projections.of({ id: 1, version: 1 }, input({ currentAmount: 5000 }), TODAY);
    expect(project).toHaveBeenCalledTimes(4);
    expect(remade.series[0].balance).toBe(5000);
  });

  it('keeps at most its capacity, dropping the least recently used first', () => {
    const projections = new GoalProjections(2);
    projections.of({ id: 1, version: 1 }, input(), TODAY);
    projections.of({ id: 2, version: 1 }, input(), TODAY);
    projections.of({ id: 1, version: 1 }, input(), TODAY); // used again: now the newest
    projections.of({ id: 3, version: 1 }, input(), TODAY); // goal 2 goes
    expect(projections.size).toBe(2);
    project.mockClear();
    projections.of({ id: 1, version: 1 }, input(), TODAY);
    expect(project).toHaveBeenCalledTimes(0);
    projections.of({ id: 2, version: 1 }, input(), TODAY);
    expect(project).toHaveBeenCalledTimes(1);
  });
});
