import { expect, test } from '@playwright/test';
import { registerViaApi, uniqueEmail } from '../support/accounts';
import { recordViolations } from '../support/csp-violations';
import { startProductionServer, type ProductionServer } from '../support/production-server';
import { analyseViaApi } from '../support/workflow';
import { day, xlsxFile } from '../support/xlsx-fixture';
import { SpendingScreen } from '../pages/spending';

/**
 * Category names that are markup, from an uploaded file, in the Spending chart of the production
 * build under its CSP (docs/decisions/chart-text.md): drawn as the text they are, with no link,
 * no image, no CSP violation and no dialog.
 */
const LINK = '<a href="https://evil.example/phish">Click me</a>';
const IMAGE = '<img src=x onerror=alert(1)>';

/** A year of spending: the two hostile categories the largest, and an ordinary one. */
function hostileLog(): Promise<Buffer> {
  const rows = Array.from({ length: 12 }, (_, index) => {
    const month = `2025-${String(index + 1).padStart(2, '0')}`;
    return [
      [day(`${month}-01`), 'Income', 'Salary', 3000],
      [day(`${month}-03`), LINK, 'Bait', -400],
      [day(`${month}-05`), IMAGE, 'Bait', -300],
      [day(`${month}-09`), 'Groceries', 'Food', -200],
    ];
  }).flat();
  return xlsxFile({ Log: [['Date', 'Category', 'Subcategory', 'Amount'], ...rows] });
}

let server: ProductionServer;
test.beforeAll(async () => {
  server = await startProductionServer('hostile-names', {});
});
test.afterAll(async () => server?.stop());

test('category names that are markup show as text in the Spending chart: no link, no image, no CSP report, no dialog', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ baseURL: server.origin });
  const page = await context.newPage();
  const violations = await recordViolations(page);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await registerViaApi(page.request, uniqueEmail('hostile-names'));
  await analyseViaApi(page.request, 'wealth-whisperer', { name: 'hostile.xlsx', buffer: await hostileLog() });

  await page.goto('/main/dashboard');
  await new SpendingScreen(page).open();
  const chart = page.getByTestId('top-categories-chart');
  await expect(chart.locator('.highcharts-xaxis-labels text')).not.toHaveCount(0);

  // Each bar's tooltip names its category exactly as written.
  const bars = chart.locator('.highcharts-series-0 .highcharts-point');
  const tooltips: string[] = [];
  for (let index = 0; index < (await bars.count()); index++) {
    await bars.nth(index).hover();
    const tooltip = chart.locator('.highcharts-tooltip text');
    await expect(tooltip).toBeVisible();
    tooltips.push((await tooltip.textContent()) ?? '');
  }
  expect(tooltips.some((text) => text.startsWith(LINK))).toBe(true);
  expect(tooltips.some((text) => text.startsWith(IMAGE))).toBe(true);
  // The screen-reader summary reads them as written too.
  await expect(chart.locator('[id^="highcharts-screen-reader-region-before"]')).toContainText(LINK);

  // Nothing on the page was made of them.
  await expect(page.locator('a[href*="evil"], img[src="x"], [onerror]')).toHaveCount(0);
  await expect(chart.locator('a, img, image, b, style')).toHaveCount(0);
  // The breakdown table beside the chart shows them as text too.
  await expect(page.getByRole('main').getByText(LINK, { exact: true }).first()).toBeVisible();
  expect(violations).toEqual([]);
  expect(dialogs).toEqual([]);
  await context.close();
});
