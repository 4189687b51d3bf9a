import { CATEGORIES, DASHBOARD } from './fixtures';
import { networthSample } from './sample';

describe('the ?data=sample preview of net worth', () => {
  it('answers the two reads the page makes with the fixtures, and nothing else', () => {
    expect(Object.keys(networthSample).sort()).toEqual(['GET /networth/api/networth/categories', 'GET /networth/api/networth/dashboard']);
    expect(networthSample['GET /networth/api/networth/categories']()).toEqual(CATEGORIES);
    expect(networthSample['GET /networth/api/networth/dashboard']()).toEqual(DASHBOARD);
    expect(DASHBOARD.entries.length).toBeGreaterThan(0);
  });
});
