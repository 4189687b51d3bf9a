import { expect, test } from '@playwright/test';
import { registerViaApi, uniqueEmail } from '../support/accounts';
import { analyseViaApi, downloadSample } from '../support/workflow';
import { MainAppPage } from '../pages/main-app';

/**
 * Every view of the signed-in app has its own address (shell/src/app/sections.ts): opened
 * directly, back and forward, a refresh, a link opened in a new tab, an unknown address.
 */

test.beforeEach(async ({ page }) => {
  await registerViaApi(page.request, uniqueEmail('addresses'));
  await analyseViaApi(page.request, 'wealth-whisperer', {
    name: 'sample.xlsx',
    buffer: await downloadSample(page.request, 'wealth-whisperer'),
  });
});

test('a section opened at its address: back, refresh and a new tab stay on the section', async ({ page, context }) => {
  test.setTimeout(120_000);
  const app = new MainAppPage(page);
  await page.goto('/main/spending');
  await app.expectSection('Spending');
  await expect(page.getByRole('heading', { name: 'Financial Analysis' })).toBeVisible();

  await app.showSection('Savings Goals');
  await expect(page).toHaveURL(/\/main\/goals$/);
  // The section gone to is announced by its heading.
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();

  await page.goBack();
  await expect(page).toHaveURL(/\/main\/spending$/);
  await app.expectSection('Spending');
  await page.goForward();
  await app.expectSection('Savings Goals');
  await page.goBack();

  await page.reload();
  await expect(page).toHaveURL(/\/main\/spending$/);
  await app.expectSection('Spending');
  await expect(page.getByRole('heading', { name: 'Financial Analysis' })).toBeVisible();

  // A middle-click on a link of the navigation opens that section in a new tab; this one stays.
  const [tab] = await Promise.all([context.waitForEvent('page'), (await app.sectionLink('Net Worth')).click({ button: 'middle' })]);
  await expect(tab).toHaveURL(/\/main\/net-worth$/);
  await new MainAppPage(tab).expectSection('Net Worth');
  await expect(page).toHaveURL(/\/main\/spending$/);
  await app.expectSection('Spending');
  await tab.close();
});

test("Spending's list of transactions has its own address", async ({ page }) => {
  test.setTimeout(90_000);
  const app = new MainAppPage(page);
  await page.goto('/main/spending');
  await page.getByRole('button', { name: 'All transactions' }).click();
  await expect(page).toHaveURL(/\/main\/spending\/transactions$/);
  await expect(page.getByTestId('transactions-summary')).toBeVisible();
  await page.reload();
  await app.expectSection('Spending');
  await expect(page.getByTestId('transactions-summary')).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/main\/spending$/);
  await expect(page.getByRole('heading', { name: 'Financial Analysis' })).toBeVisible();
});

test('/main goes on to /main/dashboard in place; an unknown address says not found, with the way home', async ({ page }) => {
  test.setTimeout(90_000);
  const app = new MainAppPage(page);
  await page.goto('/main/goals');
  await app.expectSection('Savings Goals');
  await page.goto('/main');
  await expect(page).toHaveURL(/\/main\/dashboard$/);
  await app.expectSection('Dashboard');
  // Replaced, not added: back skips /main.
  await page.goBack();
  await expect(page).toHaveURL(/\/main\/goals$/);

  await page.goto('/main/nope');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Main navigation' }).locator('[aria-current="page"]')).toHaveCount(0);
  await page.getByRole('link', { name: 'Go to your dashboard' }).click();
  await expect(page).toHaveURL(/\/main\/dashboard$/);
  await app.expectSection('Dashboard');
});

test("/main/dashboard is sent with the server's first view; /main and the other sections are not", async ({ page }) => {
  const html = async (path: string) => (await page.request.get(path, { headers: { Accept: 'text/html' } })).text();
  expect(await html('/main/dashboard')).toContain('<div id="root" data-first-view="main">');
  for (const path of ['/main', '/main/spending']) expect(await html(path)).not.toContain('data-first-view');
});
