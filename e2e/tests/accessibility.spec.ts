import { expect, test } from '@playwright/test';
import { registerViaApi, uniqueEmail } from '../support/accounts';
import { checkScreen, WIDTHS } from '../support/axe';
import { addGoalViaApi, addNetWorthEntriesViaApi, RAINY_DAY_FUND } from '../support/seed';
import { analyseViaApi, downloadSample } from '../support/workflow';
import { DashboardScreen } from '../pages/dashboard';
import { GoalsScreen } from '../pages/goals';
import { LandingPage } from '../pages/landing';
import { MainAppPage } from '../pages/main-app';
import { NetWorthScreen } from '../pages/networth';
import { SpendingScreen } from '../pages/spending';
import { WizardDialog } from '../pages/wizard';

/**
 * Every screen a person meets, at a laptop's and a phone's width, has no serious or critical axe-core
 * violation (WCAG 2.x A and AA), and leaves a full-page screenshot in test-results/screens.
 */

// Charts and transitions drawn at once, so the screenshots show the finished screen.
test.use({ reducedMotion: 'reduce' });

const TEMPLATE = 'wealth-whisperer';
const TEMPLATE_NAME = 'Wealth Whisperer Transaction Log';

for (const width of WIDTHS) {
  test.describe(`at ${width.name} width (${width.viewport.width}×${width.viewport.height})`, () => {
    test.use({ viewport: width.viewport });

    test('signed out: the landing page, sign-up and sign-in', async ({ page }) => {
      const landing = new LandingPage(page);
      await landing.open();
      await checkScreen(page, 'landing', width);
      const signUp = await landing.openSignUp();
      await checkScreen(page, 'sign-up', width);
      await signUp.getByRole('button', { name: 'Close' }).click();
      await expect(signUp).toHaveCount(0);
      await landing.showSignIn();
      await checkScreen(page, 'sign-in', width);
    });

    test('the update-data wizard, each step', async ({ page }) => {
      test.setTimeout(120_000);
      await registerViaApi(page.request, uniqueEmail(`a11y-wizard-${width.name}`));
      const sample = await downloadSample(page.request, TEMPLATE);
      await page.goto('/main');
      const wizard = new WizardDialog(page);
      await wizard.open(TEMPLATE_NAME);
      await checkScreen(page, 'wizard-upload', width);
      await wizard.uploadFile({ name: 'wealth-whisperer-sample.xlsx', buffer: sample });
      await checkScreen(page, 'wizard-uploaded', width);
      await wizard.goToOptions();
      await checkScreen(page, 'wizard-options', width);
      await page.getByRole('button', { name: 'Adjust how “Transactions” is read' }).click();
      const adjust = page.getByRole('dialog', { name: 'Adjust how “Transactions” is read' });
      await expect(adjust.getByRole('table', { name: 'Rows as read' })).toBeVisible();
      await checkScreen(page, 'wizard-adjust-reading', width);
      await adjust.getByRole('button', { name: 'Cancel' }).click();
      await expect(adjust).toHaveCount(0);
      await wizard.saveOptions();
      await checkScreen(page, 'wizard-categories', width);
      await wizard.finish();
    });

    test('signed in with data: dashboard, spending, goals, net worth and retirement', async ({ page }) => {
      test.setTimeout(120_000);
      await registerViaApi(page.request, uniqueEmail(`a11y-screens-${width.name}`));
      await analyseViaApi(page.request, TEMPLATE, { name: 'sample.xlsx', buffer: await downloadSample(page.request, TEMPLATE) });
      await addGoalViaApi(page.request);
      await addNetWorthEntriesViaApi(page.request, [
        { type: 'asset', category: 'Checking', name: 'Everyday checking', value: 12500.5, date: '2025-01-15' },
        { type: 'liability', category: 'Credit Card', name: 'Visa', value: 1250.25, date: '2025-01-20' },
        { type: 'asset', category: 'Checking', name: 'Everyday checking', value: 13000.75, date: '2025-02-01' },
      ]);
      await page.goto('/main');
      const app = new MainAppPage(page);

      const dashboard = new DashboardScreen(page);
      await expect(dashboard.summary).toBeVisible();
      await expect(dashboard.panel('Savings goals preview')).toContainText(RAINY_DAY_FUND);
      await expect(dashboard.panel('Net worth preview').getByTestId('networth-history-chart')).toBeVisible();
      await expect(dashboard.panel('Spending preview').getByRole('listitem')).toHaveCount(5);
      await checkScreen(page, 'dashboard', width);

      await new SpendingScreen(page).open();
      await expect(page.getByTestId('top-categories-chart')).toBeVisible();
      await checkScreen(page, 'spending', width);

      const goals = new GoalsScreen(page);
      await goals.open();
      await expect(goals.card(RAINY_DAY_FUND).locator('svg.highcharts-root')).toBeVisible();
      await checkScreen(page, 'goals', width);

      await new NetWorthScreen(page).open();
      await expect(page.getByTestId('networth-history-chart')).toBeVisible();
      await checkScreen(page, 'net-worth', width);

      await app.showSection('Retirement');
      await expect(page.getByTestId('retirement-chart').locator('svg.highcharts-root')).toBeVisible();
      await checkScreen(page, 'retirement', width);
    });

    test('signed in: all transactions, the import history, plans & billing and the account', async ({ page }) => {
      test.setTimeout(120_000);
      await registerViaApi(page.request, uniqueEmail(`a11y-account-${width.name}`));
      await analyseViaApi(page.request, TEMPLATE, { name: 'sample.xlsx', buffer: await downloadSample(page.request, TEMPLATE) });
      await page.goto('/main');
      const app = new MainAppPage(page);

      await app.showSection('Spending');
      await page.getByRole('button', { name: 'All transactions' }).click({ timeout: 30_000 });
      await expect(page.getByTestId('transactions-summary')).toContainText('transactions');
      await checkScreen(page, 'transactions', width);

      await page.getByRole('button', { name: /show the import history/ }).click();
      await expect(page.getByRole('dialog', { name: 'Import history' }).getByRole('listitem').first()).toBeVisible();
      await checkScreen(page, 'import-history', width);
      await page.getByRole('dialog', { name: 'Import history' }).getByRole('button', { name: 'Manage sources' }).click();
      await expect(page.getByRole('dialog', { name: 'Sources' }).getByRole('table', { name: 'Your sources' })).toBeVisible();
      await checkScreen(page, 'sources', width);

      await page.goto('/main/plans');
      await expect(page.getByRole('heading', { level: 1, name: 'Plans & billing' })).toBeVisible();
      await checkScreen(page, 'plans', width);

      await page.goto('/main/account');
      await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
      await checkScreen(page, 'account', width);
    });
  });
}
