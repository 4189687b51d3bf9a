import { createRequire } from 'node:module';
import path from 'node:path';
import type * as ExcelJSModule from 'exceljs';
import { expect, test, type Page } from '@playwright/test';
import { uniqueEmail } from '../support/accounts';
import { registerWithTemplate } from '../support/workflow';
import { SpendingScreen } from '../pages/spending';
import { WizardDialog } from '../pages/wizard';

const requireFromApi = createRequire(path.resolve(__dirname, '../../api/package.json'));
const ExcelJS = requireFromApi('exceljs') as typeof ExcelJSModule;

/**
 * The reading review end to end in Chromium. The workbook is built here in the shapes the
 * real workbooks have: a self-made tracker with a plan grid beside the actuals (a title row above,
 * the same category written twice: "Groceries" / "grocery"), and a bank's CSV export pasted into a
 * sheet, its text dates day-first but all ambiguous (05/03/2025), without categories.
 *
 * What a careful person reads, from 1 March 2025: income 3,000.00; expenses 200 + 45 + 15 on the
 * tracker and 4 + 36 at the bank (5 March and 1 April, day-first) = 300.00. Read month-first, the
 * bank's 01/04 would be 4 January, before the start, and expenses would show 264.
 */
async function trackerWorkbook(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const tracker = workbook.addWorksheet('Tracker');
  const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
  tracker.addRow(['My money 2025']);
  tracker.addRow([]);
  tracker.addRow(['Date', 'Category', 'Subcategory', 'Amount', null, null, 'Category', 'Budget']);
  tracker.addRow([day('2025-03-01'), 'Income', 'Salary', 3000, null, null, 'Groceries', 250]);
  tracker.addRow([day('2025-03-04'), 'Groceries', 'Food', -200, null, null, 'Transport', 60]);
  tracker.addRow([day('2025-03-09'), 'Transport', 'Bus', -45, null, null, 'Fun', 100]);
  tracker.addRow([day('2025-03-15'), 'grocery', 'Food', -15]);
  const bank = workbook.addWorksheet('Bank');
  bank.addRow(['Date', 'Description', 'Amount']);
  bank.addRow(['05/03/2025', 'COFFEE SHOP 1234', '-4.00']);
  bank.addRow(['01/04/2025', 'BOOK STORE 99812', '-36.00']);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const TEMPLATE_NAME = 'Wealth Whisperer Transaction Log';

async function uploadAndReview(page: Page, buffer: Buffer): Promise<WizardDialog> {
  const wizard = new WizardDialog(page);
  await wizard.open(TEMPLATE_NAME);
  await wizard.uploadFile({ name: 'my-money.xlsx', buffer });
  await wizard.goToOptions();
  return wizard;
}

test('the reading review: warnings seen, one sheet adjusted, right totals on Spending, and read as last time on the next upload', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await registerWithTemplate(page.request, uniqueEmail('reading-review'), 'wealth-whisperer');
  const buffer = await trackerWorkbook();
  await page.goto('/main');

  const wizard = await uploadAndReview(page, buffer);
  const options = wizard.step('Select Options');
  const tracker = options.getByTestId('reading-Tracker');
  const bank = options.getByTestId('reading-Bank');
  await expect(tracker).toContainText('Transaction log · 4 rows · Mar 2025 · in $3,000 · out $260');
  // The plan beside the actuals is read, shown, and not counted.
  await expect(tracker).toContainText('Plan — not counted');
  await expect(tracker).toContainText('A plan (budget) table: shown, not counted.');
  // The ambiguous dates are named, and read month-first until told otherwise.
  await expect(bank.getByRole('list', { name: 'Notes on Bank' })).toContainText('could be month-first or day-first');
  await expect(bank).toContainText('Jan 2025 – May 2025');

  // Adjust: day-first. Every change reads the sheet again; nothing is kept until Apply.
  await bank.getByRole('button', { name: 'Adjust how “Bank” is read' }).click();
  const adjust = page.getByRole('dialog', { name: 'Adjust how “Bank” is read' });
  await expect(adjust.getByRole('region', { name: 'First rows of Bank' })).toContainText('COFFEE SHOP 1234');
  await expect(adjust.getByRole('combobox', { name: 'Role of column A' })).toHaveValue('date');
  await adjust.getByLabel('Date order').selectOption({ label: 'Day first (03/04 is 3 April)' });
  const rowsRead = adjust.getByRole('table', { name: 'Rows as read' });
  await expect(rowsRead).toContainText('2025-04-01');
  await expect(rowsRead).toContainText('2025-03-05');
  await adjust.getByRole('button', { name: 'Apply' }).click();
  await expect(adjust).toHaveCount(0);
  await expect(bank).toContainText('Mar 2025 – Apr 2025 · in $0 · out $40');

  await expect(options.getByRole('checkbox', { name: 'Tracker' })).toBeChecked();
  await expect(options.getByRole('checkbox', { name: 'Bank' })).toBeChecked();
  await wizard.setOptions({ date: '2025-03-01', periodType: 'monthly' });
  await wizard.saveOptions();

  // The messy name is offered as a merge into its twin.
  const categories = wizard.step('Configure Categories');
  await categories.getByLabel('Merge grocery / Food into').selectOption({ label: 'Merge into Groceries / Food' });
  await expect(wizard.typeSelect('grocery', 'Food')).toBeDisabled();
  await wizard.finish();

  const spending = new SpendingScreen(page);
  await spending.open();
  await spending.selectPeriod('12 Months');
  await expect(spending.cardValue('Total Income')).toHaveText('$3,000');
  await expect(spending.cardValue('Total Expenses')).toHaveText('$300');
  const analysis = await spending.analysis();
  const ly = analysis.period_data.LY!;
  expect(ly.total_expenses).toBe(300);
  // The merged pair counts under its target: 200 + 15.
  expect(ly.expense_categories.Groceries.total).toBe(215);
  expect(ly.expense_categories).not.toHaveProperty('grocery');

  // The same workbook again: the adjusted sheet reads as last time, and the merge is remembered.
  const again = await uploadAndReview(page, buffer);
  const bankAgain = again.step('Select Options').getByTestId('reading-Bank');
  await expect(bankAgain).toContainText('Mar 2025 – Apr 2025 · in $0 · out $40 · read as last time');
  await again.setOptions({ date: '2025-03-01' });
  await again.saveOptions();
  await expect(again.step('Configure Categories').getByLabel('Merge grocery / Food into')).toHaveValue(/.+/);
  await expect(again.step('Configure Categories').getByLabel('Merge grocery / Food into').locator('option:checked')).toHaveText(
    'Merge into Groceries / Food',
  );
});
