import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { csrfToken, uniqueEmail } from '../support/accounts';
import { analyseViaApi, downloadSample, registerWithTemplate } from '../support/workflow';
import { DashboardScreen, exactDollars, wholeDollars } from '../pages/dashboard';
import { MainAppPage } from '../pages/main-app';

/**
 * In Chromium against the production build: the Food row of the spending breakdown opens
 * its transactions with the same total, for the current and the previous period; the import history restores the previous import and the
 * dashboard changes back; the transactions export downloads.
 */
const TEMPLATE = 'wealth-whisperer';

interface SpendingAnalysis {
  period_data: Record<string, { total_income: number; expense_categories: Record<string, { total: number }> }>;
}

/** A second import of the same sample with every Income pair ignored: the dashboard's income drops to $0. */
async function importAgainIgnoringIncome(request: APIRequestContext, buffer: Buffer): Promise<void> {
  const step = `/workflow/api/template/${TEMPLATE}/step`;
  const headers = { 'X-CSRFToken': await csrfToken(request) };
  const upload = await (
    await request.post(`${step}/upload`, {
      headers,
      multipart: {
        file_source_type: 'file',
        file: { name: 'again.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer },
      },
    })
  ).json();
  expect(upload.success, upload.error).toBe(true);
  const options = await (
    await request.post(`${step}/options`, { headers, data: { ...upload.data.suggested_options, template_id: TEMPLATE } })
  ).json();
  expect(options.success, options.error).toBe(true);
  const categories = (options.data.categories as Array<{ transaction_type: string }>).map((row) =>
    row.transaction_type === 'Income' ? { ...row, transaction_type: 'Ignore' } : row,
  );
  const saved = await (await request.post(`${step}/categories`, { headers, data: { categories } })).json();
  expect(saved.success, saved.error).toBe(true);
}

test('drills from Food on the spending screen to its transactions, with the same total', async ({ page }) => {
  test.setTimeout(120_000);
  await registerWithTemplate(page.request, uniqueEmail('drill'), TEMPLATE);
  await analyseViaApi(page.request, TEMPLATE, { name: 'sample.xlsx', buffer: await downloadSample(page.request, TEMPLATE) });
  const analysis = (await (await page.request.get('/spending/api/spending-analysis')).json()) as SpendingAnalysis;
  const food = analysis.period_data.LY.expense_categories.Food;
  expect(food, 'the sample has a Food category').toBeDefined();

  await page.goto('/main');
  await new MainAppPage(page).showSection('Spending');
  const foodRow = page.getByTestId('category-row').filter({ has: page.getByRole('rowheader', { name: 'Food' }) });
  // The machine running the suite may be busy: the spending screen's first load gets time.
  await expect(foodRow.getByRole('cell').first()).toHaveText(wholeDollars(food.total), { timeout: 30_000 });
  await page.getByRole('button', { name: 'View transactions of Food' }).click();

  await expect(page.getByRole('heading', { name: 'Food, 12 Months' })).toBeVisible();
  await expect(page.getByTestId('total-expenses')).toHaveText(exactDollars(food.total));
  await expect(page.getByTestId('transaction-row').first()).toContainText('Food /');
  await page.getByRole('button', { name: 'Back to analysis' }).click();

  // The Previous Period figure opens the previous window's rows, with that figure as their total.
  const before = analysis.period_data['2LY'].expense_categories.Food?.total ?? 0;
  await page.getByRole('button', { name: `${wholeDollars(before)}, previous period: open its transactions for Food` }).click();
  await expect(page.getByRole('heading', { name: 'Food, previous 12 Months' })).toBeVisible();
  await expect(page.getByTestId('total-expenses')).toHaveText(exactDollars(before));
  await page.getByRole('button', { name: 'Back to analysis' }).click();
  await expect(page.getByRole('button', { name: 'View transactions of Food' })).toBeVisible();
});

test('restores the previous import from the header’s Last updated, and the dashboard changes back', async ({ page }) => {
  test.setTimeout(150_000);
  await registerWithTemplate(page.request, uniqueEmail('restore'), TEMPLATE);
  const sample = await downloadSample(page.request, TEMPLATE);
  await analyseViaApi(page.request, TEMPLATE, { name: 'sample.xlsx', buffer: sample });
  const first = (await (await page.request.get('/summary/api/transaction-analysis')).json()) as { income: { total: number } };
  expect(first.income.total).toBeGreaterThan(0);
  await importAgainIgnoringIncome(page.request, sample);

  await page.goto('/main');
  const dashboard = new DashboardScreen(page);
  await expect(dashboard.tileAmount('income')).toHaveText('$0', { timeout: 30_000 });

  const app = new MainAppPage(page);
  await app.showSection('Spending');
  await page.getByRole('button', { name: /show the import history/ }).click({ timeout: 30_000 });
  const dialog = page.getByRole('dialog', { name: 'Import history' });
  await expect(dialog.getByTestId('import-row')).toHaveCount(2);
  await expect(dialog.getByTestId('import-row').first()).toContainText('again.xlsx');
  await expect(dialog.getByTestId('import-row').first()).toContainText('Current');
  await dialog
    .getByTestId('import-row')
    .nth(1)
    .getByRole('button', { name: /^Restore/ })
    .click();
  await expect(dialog.getByText(/Restored the import of/)).toBeVisible();
  await expect(dialog.getByTestId('import-row').nth(1)).toContainText('Current');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  await app.showSection('Dashboard');
  await expect(dashboard.tileAmount('income')).toHaveText(wholeDollars(first.income.total));
});

test('downloads the transactions export from the All transactions view', async ({ page }) => {
  test.setTimeout(120_000);
  await registerWithTemplate(page.request, uniqueEmail('export'), TEMPLATE);
  await analyseViaApi(page.request, TEMPLATE, { name: 'sample.xlsx', buffer: await downloadSample(page.request, TEMPLATE) });

  await page.goto('/main');
  await new MainAppPage(page).showSection('Spending');
  await page.getByRole('button', { name: 'All transactions' }).click({ timeout: 30_000 });
  const summary = page.getByTestId('transactions-summary');
  await expect(summary).toContainText('transactions');
  const count = Number((await summary.textContent())!.split(' ')[0].replace(/,/g, ''));
  expect(count).toBeGreaterThan(0);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export CSV' }).click()]);
  expect(download.suggestedFilename()).toBe('transactions.csv');
  const file = await readFile(await download.path());
  expect([...file.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = file
    .subarray(3)
    .toString('utf8')
    .split('\r\n')
    .filter((line) => line !== '');
  expect(lines[0]).toBe('Date,Description,Category,Subcategory,Type,Amount,Currency,Original amount,Original currency');
  expect(lines).toHaveLength(count + 1);
});
