import { expect, test } from '@playwright/test';
import { registerViaApi, uniqueEmail } from '../support/accounts';
import { GoalsScreen } from '../pages/goals';

/** The browser's today plus `days`, as `YYYY-MM-DD` (the server runs on the same machine and clock). */
function isoInDays(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

test('savings goals: add a goal, plan a transaction, and the badge and the projection follow', async ({ page }) => {
  await registerViaApi(page.request, uniqueEmail('goals'));
  await page.goto('/main');
  const goals = new GoalsScreen(page);
  await goals.open();
  await expect(goals.emptyState).toBeVisible();

  // 1000 now + 200 a month for a year is 3400 by the target date (a year ahead by default): short of 5000.
  await goals.addGoal({
    name: 'Emergency fund',
    currentAmount: '1000',
    targetAmount: '5000',
    contributionAmount: '200',
    interestRate: '0',
  });
  const card = goals.card('Emergency fund');
  await expect(goals.badge('Emergency fund')).toHaveText('Off Track');
  await expect(card).toContainText('$1,000 of $5,000');
  await expect(card).toContainText('20% complete');
  await expect(card.getByTestId('goal-amount-at-target')).toHaveText('$3,400');
  await expect(card.getByRole('region', { name: 'Getting Emergency fund back on track' })).toContainText('Projected shortfall$1,600');
  await expect(card).toContainText('0 future transactions');

  await expect.poll(async () => (await goals.chartPoints('Emergency fund')).length).toBeGreaterThan(12);
  const before = await goals.chartPoints('Emergency fund');
  expect(before[0][1]).toBe(1000);
  expect(before[12][1]).toBe(3400);

  // A 2000 bonus next month lifts the year-end balance to 5400: on track.
  await goals.addTransaction('Emergency fund', { description: 'Year-end bonus', amount: '2000', date: isoInDays(20) });
  await expect(goals.transactions('Emergency fund')).toHaveCount(1);
  await expect(goals.transactions('Emergency fund').first()).toContainText('Year-end bonus');
  await expect(goals.badge('Emergency fund')).toHaveText('On Track');
  await expect(card.getByTestId('goal-amount-at-target')).toHaveText('$5,400');
  await expect(card.getByTestId(/goal-\d+-future-total/)).toHaveText('+$2,000');
  await expect(card.getByRole('region', { name: /back on track/ })).toHaveCount(0);
  await expect.poll(async () => (await goals.chartPoints('Emergency fund'))[12]?.[1]).toBe(5400);
  const after = await goals.chartPoints('Emergency fund');
  expect(after[0][1]).toBe(1000);
  expect(after).not.toEqual(before);

  // Saved on the server: a reload shows the same.
  await page.reload();
  await goals.open();
  await expect(goals.badge('Emergency fund')).toHaveText('On Track');
  await expect(goals.transactions('Emergency fund')).toHaveCount(1);

  // Taking the bonus out puts the goal off track again.
  await goals.deleteTransaction('Emergency fund', 'Year-end bonus');
  await expect(goals.badge('Emergency fund')).toHaveText('Off Track');
  await expect.poll(async () => (await goals.chartPoints('Emergency fund'))[12]?.[1]).toBe(3400);
});
