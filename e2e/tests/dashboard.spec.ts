import { expect, test, type Page } from '@playwright/test';
import { registerViaApi, uniqueEmail } from '../support/accounts';
import { addGoalAndNetWorthEntry } from '../support/seed';
import { DashboardScreen, exactDollars, wholeDollars } from '../pages/dashboard';
import { MainAppPage } from '../pages/main-app';

const TEMPLATE = 'wealth-whisperer';

/** The rate the Retirement Savings tile must show, worked out here in whole cents on its own. */
function expectedRate(chosenDollars: number[], incomeDollars: number): string {
  const chosenCents = chosenDollars.reduce((sum, dollars) => sum + Math.round(dollars * 100), 0);
  const incomeCents = Math.round(incomeDollars * 100);
  if (incomeCents <= 0) return '0.0%';
  return `${(Math.round((chosenCents * 1000) / incomeCents) / 10).toFixed(1)}%`;
}

async function expectSection(page: Page, title: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

test('a new user is welcomed, uploads the sample workbook, and the summary shows the stored analysis exactly; the retirement choice survives a reload', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await registerViaApi(page.request, uniqueEmail('dashboard'));
  await page.goto('/main');
  const dashboard = new DashboardScreen(page);
  await expect(dashboard.welcomeHeading).toBeVisible();
  await expect(dashboard.summary).toHaveCount(0);

  const sample = await page.request.get(`/workflow/templates/${TEMPLATE}/sample.xlsx`);
  expect(sample.ok()).toBe(true);
  await dashboard.uploadThroughWizard({ name: 'sample.xlsx', buffer: await sample.body() });

  // Every figure is the stored analysis, in whole dollars, with the exact amount as the tooltip.
  const analysis = await dashboard.storedAnalysis();
  expect(analysis.message).toBe('ok');
  const { income, expense, savings } = analysis as Required<typeof analysis>;
  await expect(dashboard.tileAmount('income')).toHaveText(wholeDollars(income.total));
  await expect(dashboard.tileAmount('income')).toHaveAttribute('title', exactDollars(income.total));
  await expect(dashboard.tileAmount('expenses')).toHaveText(wholeDollars(expense.total));
  await expect(dashboard.tileAmount('expenses')).toHaveAttribute('title', exactDollars(expense.total));
  await expect(dashboard.tileDetail('expenses')).toHaveText(`${expense.percent_of_income.toFixed(1)}% of income`);
  await expect(dashboard.tileAmount('savings')).toHaveText(wholeDollars(savings.total));
  await expect(dashboard.tileDetail('savings')).toHaveText(`${savings.percent_of_income.toFixed(1)}% of income`);
  await expect(dashboard.summary.locator('time')).toHaveAttribute('datetime', analysis.lastUpdated!);
  expect(income.total).toBeGreaterThan(0);

  // Nothing counts as retirement yet.
  await expect(dashboard.tileAmount('retirement')).toHaveText('$0');
  await expect(dashboard.retirementRate).toHaveText('0.0%');

  // Choosing subcategories changes the tile at once, by the stored amounts.
  const subcategories = savings.categories[0].subcategories;
  const { savings_sub_categories: choices } = await dashboard.fetchJson<{ savings_sub_categories: string[] }>(
    '/summary/api/get-savings-sub-categories',
  );
  expect(choices).toEqual(expect.arrayContaining(['401k', 'Emergency fund']));
  const amountOf = (name: string) => subcategories.find((sub) => sub.name === name)!.amount;

  await dashboard.setRetirementChoice({ '401k': true });
  await expect(dashboard.retirementRate).toHaveText(expectedRate([amountOf('401k')], income.total));
  await expect(dashboard.tileAmount('retirement')).toHaveText(wholeDollars(amountOf('401k')));

  await dashboard.setRetirementChoice({ 'Emergency fund': true });
  const bothRate = expectedRate([amountOf('401k'), amountOf('Emergency fund')], income.total);
  await expect(dashboard.retirementRate).toHaveText(bothRate);
  expect(bothRate).not.toBe(expectedRate([amountOf('401k')], income.total));

  // Saved on the server: a reload shows the same choice and rate.
  await page.reload();
  await expect(dashboard.retirementRate).toHaveText(bothRate);
  await expect(dashboard.tileAmount('retirement')).toHaveText(wholeDollars(amountOf('401k') + amountOf('Emergency fund')));
  await dashboard.chooserButton.click();
  await expect(dashboard.chooser.getByRole('checkbox', { name: /^401k\b/ })).toBeChecked();
  await expect(dashboard.chooser.getByRole('checkbox', { name: /^Emergency fund\b/ })).toBeChecked();

  // The spending preview shows the uploaded data.
  await expect(dashboard.panel('Spending preview').getByRole('list', { name: 'Top Expenses' }).getByRole('listitem')).toHaveCount(5);
});

test('the welcome choices open the wizard, the goals section and the net-worth section', async ({ page }) => {
  await registerViaApi(page.request, uniqueEmail('dashboard-welcome'));
  await page.goto('/main');
  const dashboard = new DashboardScreen(page);

  await dashboard.welcome.getByRole('button', { name: 'Start Goal Tracking' }).click();
  await expectSection(page, 'Savings Goals');
  await dashboard.open();
  await dashboard.welcome.getByRole('button', { name: 'Track Net Worth' }).click();
  await expectSection(page, 'Net Worth');
  await dashboard.open();
  await dashboard.welcome.getByRole('button', { name: 'Upload Data' }).click();
  await expect(page).toHaveURL(/\/main\/upload$/);
  await expect(page.getByRole('dialog', { name: /^Update .*Data$/ })).toBeVisible();
});

test('with a goal and a net-worth entry the summary shows, and each preview links to its section', async ({ page }) => {
  await registerViaApi(page.request, uniqueEmail('dashboard-links'));
  // Made before the app loads (through the API, not the screens), so every screen reads them fresh.
  await addGoalAndNetWorthEntry(page.request);
  await page.goto('/main');
  const dashboard = new DashboardScreen(page);
  const app = new MainAppPage(page);

  await expect(dashboard.summary).toBeVisible();
  await expect(dashboard.summary).toContainText('No data available');
  await expect(dashboard.welcomeHeading).toHaveCount(0);
  await expect(dashboard.panel('Savings goals preview')).toContainText('Rainy day fund');
  await expect(dashboard.panel('Net worth preview').getByRole('heading', { name: 'Net Worth', exact: true })).toBeVisible();

  const links: [string, string, string][] = [
    ['Savings goals preview', 'View all 1 savings goal', 'Savings Goals'],
    ['Spending preview', 'Explore Your Data', 'Spending'],
    ['Net worth preview', 'View Full Analysis', 'Net Worth'],
    ['Retirement preview', 'Open Retirement', 'Retirement'],
  ];
  for (const [panel, link, section] of links) {
    await dashboard.open();
    await dashboard.panel(panel).getByRole('button', { name: link }).click();
    await expectSection(page, section);
  }
  await expect(page.getByRole('heading', { level: 2, name: 'Retirement Readiness' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Current age', exact: true })).toHaveValue('35');
  await app.showSection('Dashboard');
  await expect(dashboard.summary).toBeVisible();
});

test('with the goals remote down, the dashboard and its other previews still render', async ({ page }) => {
  await registerViaApi(page.request, uniqueEmail('dashboard-degrade'));
  await addGoalAndNetWorthEntry(page.request);
  // Same-origin, as production builds accept for an override, but nothing is served there.
  await page.goto('/main?remote.goals=/remotes/goals-missing/mf-manifest.json');
  const dashboard = new DashboardScreen(page);

  await expect(dashboard.summary).toBeVisible();
  const goals = dashboard.panel('Savings goals preview');
  await expect(goals.getByTestId('remote-problem')).toContainText('Savings goals preview could not be loaded');
  await expect(goals.getByRole('button', { name: 'Retry' })).toBeVisible();

  await expect(dashboard.panel('Spending preview').getByRole('button', { name: 'Explore Your Data' })).toBeVisible();
  await expect(dashboard.panel('Net worth preview').getByRole('heading', { name: 'Net Worth', exact: true })).toBeVisible();
  await expect(dashboard.panel('Retirement preview').getByTestId('retirement-preview-readiness')).toBeVisible();
  await expect(page.getByTestId('remote-problem')).toHaveCount(1);

  // The other sections keep working too.
  await dashboard.panel('Net worth preview').getByRole('button', { name: 'View Full Analysis' }).click();
  await expectSection(page, 'Net Worth');
});
