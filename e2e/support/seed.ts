import { expect, type APIRequestContext } from '@playwright/test';
import { csrfToken } from './accounts';

/** A goal and a net-worth entry made through the real API, so the dashboard has something to preview. */
export async function addGoalAndNetWorthEntry(request: APIRequestContext): Promise<void> {
  const headers = { 'X-CSRFToken': await csrfToken(request) };
  const nextYear = `${new Date().getFullYear() + 1}-06-30`;
  const goal = await request.post('/goals/api/goals', {
    headers,
    data: {
      name: 'Rainy day fund',
      currentAmount: 1500,
      targetAmount: 6000,
      targetDate: nextYear,
      category: 'emergency',
      contributionAmount: 250,
      contributionFrequency: 'monthly',
      interestRate: 2,
      oneTimeTransactions: [],
    },
  });
  expect(goal.ok(), await goal.text()).toBe(true);
  expect((await request.put('/networth/api/networth/init-categories', { headers })).ok()).toBe(true);
  const entry = await request.post('/networth/api/networth/entries', {
    headers,
    data: { type: 'asset', category: 'Cash', name: 'Wallet', value: 1250.5, date: '2025-01-15' },
  });
  expect(entry.ok(), await entry.text()).toBe(true);
}
