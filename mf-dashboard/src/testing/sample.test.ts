import { ROUTES } from './fixtures';
import { RETIREMENT_ROUTES } from './retirement-fixtures';
import { dashboardSample } from './sample';

describe('the ?data=sample preview of the dashboard', () => {
  it('answers every read of the dashboard and the planner with a full year, two goals and a net worth, and no write', () => {
    expect(Object.keys(dashboardSample).every((route) => route.startsWith('GET '))).toBe(true);
    for (const route of [
      ROUTES.analysis,
      ROUTES.counts,
      ROUTES.subcategories,
      ROUTES.goals,
      ROUTES.netWorth,
      ROUTES.session,
      RETIREMENT_ROUTES.plan,
    ])
      expect(dashboardSample[route]).toBeDefined();
    expect(dashboardSample[ROUTES.analysis]()).toMatchObject({ message: 'ok', months_covered: 12 });
    expect((dashboardSample[ROUTES.goals]() as { result: unknown[] }).result).toHaveLength(2);
    expect(dashboardSample[ROUTES.setRetirement]).toBeUndefined();
  });
});
