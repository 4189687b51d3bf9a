import { expect, test } from '@playwright/test';
import { csrfToken, registerViaApi, uniqueEmail } from '../support/accounts';
import { swissLogWorkbook } from '../support/swiss-budget';
import { MainAppPage } from '../pages/main-app';
import { WizardDialog, XLSX_MIME } from '../pages/wizard';

/**
 * A user whose home currency is the US dollar imports a log in Swiss francs: the wizard asks once
 * for the rate (nothing is looked up), counts the rows converted at it and says so ("converted at
 * 1 CHF = 1.12 USD"); the transactions keep each row's amount in francs beside the dollars; the
 * Account view shows the rate and changes it, and the figures follow.
 */

/** Opens the wizard on a log in francs, uploads it and saves its options: the categories step is next. */
async function uploadSwissLog(wizard: WizardDialog): Promise<void> {
  const swissLog = await swissLogWorkbook([
    ['2025-03-01', 'Income', 'Salary', 7800],
    ['2025-03-02', 'Housing', 'Rent', 2100.5],
    ['2025-03-05', 'Food', 'Groceries', 412.35],
  ]);
  await wizard.open('Wealth Whisperer Transaction Log');
  await wizard.uploadFile({ name: 'swiss-log.xlsx', buffer: swissLog, mimeType: XLSX_MIME });
  await wizard.goToOptions();
  await wizard.saveOptions();
}

interface Listed {
  items: Array<{ sub_category: string; amount: number; original: { amount: number; currency: string } | null }>;
}

test('a log in francs for a dollar household: the rate asked once, the figures converted, the francs kept, the rate changed in the Account view', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await registerViaApi(page.request, uniqueEmail('rates'));
  const home = await page.request.put('/account/home-currency', {
    headers: { 'X-CSRFToken': await csrfToken(page.request) },
    data: { home_currency: 'USD' },
  });
  expect(home.ok(), await home.text()).toBe(true);

  await page.goto('/main');
  const wizard = new WizardDialog(page);
  await uploadSwissLog(wizard);

  const step = wizard.step('Configure Categories');
  await wizard.nextButton('Configure Categories').click();
  const prompt = step.getByRole('form', { name: 'Rate for CHF' });
  await expect(prompt).toContainText('How many USD is 1 CHF?');
  await prompt.getByLabel('1 CHF =').fill('1.12');
  await prompt.getByRole('button', { name: 'Save rate and continue' }).click();

  await expect(wizard.importSummary.getByRole('status')).toHaveText(/ imported into \S/);
  await expect(step.getByText('converted at 1 CHF = 1.12 USD')).toBeVisible();
  await wizard.nextButton('Configure Categories').click();
  await expect(wizard.dialog).toHaveCount(0);

  const listed = async () => ((await (await page.request.get('/transactions/api/transactions')).json()) as Listed).items;
  expect(Object.fromEntries((await listed()).map((item) => [item.sub_category, [item.amount, item.original]]))).toEqual({
    Salary: [8736, { amount: 7800, currency: 'CHF' }],
    Rent: [2352.56, { amount: 2100.5, currency: 'CHF' }],
    Groceries: [461.83, { amount: 412.35, currency: 'CHF' }],
  });

  await page.goto('/main/account');
  const rate = page.getByRole('form', { name: 'Rate for CHF' });
  await expect(rate).toContainText('converted at 1 CHF = 1.12 USD');
  await rate.getByLabel('1 CHF =').fill('1.1');
  await rate.getByRole('button', { name: 'Save rate' }).click();
  await expect(rate.getByText('Rate saved: converted at 1 CHF = 1.1 USD.')).toBeVisible();
  expect(Object.fromEntries((await listed()).map((item) => [item.sub_category, item.amount]))).toEqual({
    Salary: 8580,
    Rent: 2310.55,
    Groceries: 453.58,
  });

  // The transactions list shows each row's francs under its dollars.
  await page.goto('/main');
  await new MainAppPage(page).showSection('Spending');
  await page.getByRole('button', { name: 'All transactions' }).click({ timeout: 30_000 });
  const groceries = page.getByTestId('transaction-row').filter({ hasText: 'Food / Groceries' });
  await expect(groceries.locator('.tx-row__original')).toHaveText(/^from CHF\s412\.35$/);

  // A later file in francs is converted at the rate kept, without asking again, and says so.
  await uploadSwissLog(wizard);
  await wizard.nextButton('Configure Categories').click();
  await expect(wizard.importSummary.getByRole('status')).toHaveText(/ imported into \S/);
  await expect(step.getByText('converted at 1 CHF = 1.1 USD')).toBeVisible();
  await expect(step.getByRole('form', { name: 'Rate for CHF' })).toHaveCount(0);
  await wizard.nextButton('Configure Categories').click();
  await expect(wizard.dialog).toHaveCount(0);
});
