import { spendingSample } from './sample';

describe('the ?data=sample preview of spending', () => {
  it('answers the analysis and the list of transactions the screens read, each with rows to show', () => {
    const analysis = spendingSample['GET /spending/api/spending-analysis']();
    expect(Object.keys(analysis.period_data)).toContain('LY');
    expect(analysis.period_data.LY?.total_expenses).toBeGreaterThan(0);
    const page = spendingSample['GET /transactions/api/transactions']();
    expect(page.items).toHaveLength(12);
    expect(page.count).toBe(12);
    expect(page.next_cursor).toBeNull();
  });
});
