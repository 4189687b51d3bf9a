import { expect, type APIRequestContext } from '@playwright/test';
import { csrfToken } from './accounts';

export interface NetWorthEntry {
  type: 'asset' | 'liability';
  category: string;
  name: string;
  value: number;
  date: string;
}

/** The name of the goal `addGoalViaApi` makes. */
export const RAINY_DAY_FUND = 'Rainy day fund';

/** One goal made through the real API, due next June 30 so it is always in the future. */
export async function addGoalViaApi(request: APIRequestContext): Promise<void> {
  const goal = await request.post('/goals/api/goals', {
    headers: { 'X-CSRFToken': await csrfToken(request) },
    data: {
      name: RAINY_DAY_FUND,
      currentAmount: 1500,
      targetAmount: 6000,
      targetDate: `${new Date().getFullYear() + 1}-06-30`,
      category: 'emergency',
      contributionAmount: 250,
      contributionFrequency: 'monthly',
      interestRate: 2,
      oneTimeTransactions: [],
    },
  });
  expect(goal.ok(), await goal.text()).toBe(true);
}

/** The net-worth categories set up, then each entry added, through the real API. */
export async function addNetWorthEntriesViaApi(request: APIRequestContext, entries: readonly NetWorthEntry[]): Promise<void> {
  const headers = { 'X-CSRFToken': await csrfToken(request) };
  expect((await request.put('/networth/api/networth/init-categories', { headers })).ok()).toBe(true);
  for (const entry of entries) {
    const response = await request.post('/networth/api/networth/entries', { headers, data: entry });
    expect(response.ok(), await response.text()).toBe(true);
  }
}

/** A goal and a net-worth entry made through the real API, so the dashboard has something to preview. */
export async function addGoalAndNetWorthEntry(request: APIRequestContext): Promise<void> {
  await addGoalViaApi(request);
  await addNetWorthEntriesViaApi(request, [{ type: 'asset', category: 'Cash', name: 'Wallet', value: 1250.5, date: '2025-01-15' }]);
}
