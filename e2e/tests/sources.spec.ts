import { expect, test, type Locator, type Page } from '@playwright/test';
import { uniqueEmail } from '../support/accounts';
import type { TransactionType } from '../support/reference-analysis';
import { registerWithTemplate } from '../support/workflow';
import { SpendingScreen, type SpendingTotals } from '../pages/spending';
import { WizardDialog, type WizardFile } from '../pages/wizard';

/**
 * Several accounts, one picture (docs/decisions/sources.md): a checking account's export and a
 * credit card's, each sent through the wizard to a new Bank account source of its own. Both sources
 * are listed with their rows, and Spending counts the union of their rows but the card payment:
 * the checking account's "Payment to Card" and the card's "Payment Thank You" a day later are one
 * transfer between the user's own accounts, counted by neither side.
 *
 * The files are made here (never a real statement). Every row lies in January–March 2025, so the
 * 12, 6 and 3 months windows (which end with the latest row's month) all hold every row; each import
 * is counted monthly from January 1, 2025, so that no row is left before the period start.
 */

const TEMPLATE_NAME = 'Wealth Whisperer Transaction Log';
const PERIOD_START = '2025-01-01';

/** A checking account's export: payroll three times, the rent, and a payment to the card. */
const CHECKING: WizardFile = {
  name: 'checking-2025-q1.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from(
    [
      'Date,Description,Amount',
      '2025-01-03,Oakwood Apartments Rent,-1200.00',
      '2025-01-15,Acme Corp Payroll,3000.00',
      '2025-02-14,Acme Corp Payroll,3000.00',
      '2025-03-14,Acme Corp Payroll,3000.00',
      '2025-03-20,Payment to Card,-150.00',
      '',
    ].join('\r\n'),
    'utf8',
  ),
};

/** A credit card's export, debits and credits in columns of their own: two purchases and the payment received. */
const CARD: WizardFile = {
  name: 'card-2025-q1.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from(
    [
      'Transaction Date,Description,Debit,Credit',
      '2025-02-08,Corner Grocery,60.00,',
      '2025-03-05,Hardware Store,90.00,',
      '2025-03-21,Payment Thank You,,150.00',
      '',
    ].join('\r\n'),
    'utf8',
  ),
};

/** One import: the file, the new source it goes to, its categories step, and the summary after it. */
interface ImportCase {
  file: WizardFile;
  source: string;
  /** Every row of the categories step (category / subcategory) with the type the reader guessed. */
  guesses: Record<string, TransactionType>;
  /** The type set on each row: money in is Income, money out an Expense, the card payment's two sides too. */
  types: Record<string, TransactionType>;
  summary: string;
}

const IMPORTS: ImportCase[] = [
  {
    file: CHECKING,
    source: 'Checking',
    guesses: {
      'Uncategorized / Acme Corp Payroll': 'Income',
      'Uncategorized / Oakwood Apartments Rent': 'Expense',
      'Uncategorized / Payment to Card': 'Expense',
    },
    types: {
      'Uncategorized / Acme Corp Payroll': 'Income',
      'Uncategorized / Oakwood Apartments Rent': 'Expense',
      'Uncategorized / Payment to Card': 'Expense',
    },
    summary: '5 new transactions imported into Checking',
  },
  {
    file: CARD,
    source: 'Card',
    // The card's payment received is read as a transfer and guessed Ignore: set Income here, so that
    // only the match between the two sources keeps it (and the checking side) out of the figures.
    guesses: {
      'Transfer / Payment Thank You': 'Ignore',
      'Uncategorized / Corner Grocery': 'Expense',
      'Uncategorized / Hardware Store': 'Expense',
    },
    types: {
      'Transfer / Payment Thank You': 'Income',
      'Uncategorized / Corner Grocery': 'Expense',
      'Uncategorized / Hardware Store': 'Expense',
    },
    summary: '3 new transactions imported into Card',
  },
];

/** Name, Kind, Rows, Dates and Imports of each source, as the Sources dialog lists them. */
const SOURCES_LISTED = [
  ['Checking', 'Account', '5', 'Jan 3, 2025 – Mar 20, 2025', '1'],
  ['Card', 'Account', '3', 'Feb 8, 2025 – Mar 21, 2025', '1'],
];

/** The union of both sources' rows less the transfer: the payroll, and the rent and both purchases. */
const TOTALS: SpendingTotals = { income: 9000, expenses: 1200 + 60 + 90, savings: 0 };

/** Upload → options (sent to a new Bank account source, counted monthly from PERIOD_START) → categories (types set) → summary → dashboard. */
async function importInto(wizard: WizardDialog, { file, source, guesses, types, summary }: ImportCase): Promise<void> {
  await wizard.open(TEMPLATE_NAME);
  await wizard.uploadFile(file);
  await wizard.goToOptions();
  // A CSV is no statement: the upload proposes a new Budget workbook named as the file is.
  await expect(wizard.sourceDestination).toHaveText(`New source: ${file.name.replace(/\.csv$/, '')} (Budget workbook)`);
  await wizard.sendToNewSource(source, 'Bank account');
  await wizard.setOptions({ date: PERIOD_START, periodType: 'monthly' });
  await wizard.saveOptions();

  const rows = await wizard.categoryRows();
  expect(
    Object.fromEntries(rows.map((row) => [`${row.category} / ${row.subcategory}`, row.type])),
    `the guessed types of ${file.name}`,
  ).toEqual(guesses);
  for (const [pair, type] of Object.entries(types)) {
    const [category, subcategory] = pair.split(' / ');
    await wizard.typeSelect(category, subcategory).selectOption(type);
    await expect(wizard.typeSelect(category, subcategory)).toHaveValue(type);
  }
  await wizard.finish({ summary });
}

/** The Name, Kind, Rows, Dates and Imports cells of each row of the Sources dialog's table. */
function sourcesListed(dialog: Locator): Promise<string[][]> {
  return dialog
    .getByRole('table', { name: 'Your sources' })
    .getByTestId('source-row')
    .evaluateAll((rows) =>
      rows.map((row) =>
        Array.from(row.querySelectorAll('td'))
          .slice(0, 5)
          .map((cell) => cell.textContent?.trim() ?? ''),
      ),
    );
}

async function expectSourcesListed(page: Page, dialog: Locator): Promise<void> {
  await expect(dialog.getByTestId('source-row')).toHaveCount(SOURCES_LISTED.length);
  expect(await sourcesListed(dialog), 'the sources listed').toEqual(SOURCES_LISTED);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
}

test('a checking account and a card as two sources: each import summed up, both listed, Spending counts both but the transfer', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await registerWithTemplate(page.request, uniqueEmail('sources'), 'wealth-whisperer');
  await page.goto('/main');
  const wizard = new WizardDialog(page);
  for (const entry of IMPORTS) await importInto(wizard, entry);

  // The account menu's Sources lists both, each with its rows, the dates they span and its one import.
  await page.getByRole('button', { name: /Signed in as/ }).click();
  await page.getByRole('list', { name: 'Your account' }).getByRole('button', { name: 'Sources', exact: true }).click();
  await expectSourcesListed(page, page.getByRole('dialog', { name: 'Sources' }));

  // Spending: the union of both sources' rows, the card payment counted by neither side, in every window.
  const spending = new SpendingScreen(page);
  await spending.open();
  await spending.expectWindowTotals(TOTALS);
  await spending.expectTotalCards(TOTALS, 'USD', ['12 Months', '6 Months', '3 Months']);

  // The import history names each import's source, newest first, and its Manage sources lists the same two.
  await page.getByRole('button', { name: /show the import history/ }).click();
  const history = page.getByRole('dialog', { name: 'Import history' });
  await expect(history.getByTestId('import-row')).toHaveCount(2);
  await expect(history.getByTestId('import-row').nth(0)).toContainText(CARD.name);
  await expect(history.getByTestId('import-row').nth(0)).toContainText('Source: Card');
  await expect(history.getByTestId('import-row').nth(1)).toContainText(CHECKING.name);
  await expect(history.getByTestId('import-row').nth(1)).toContainText('Source: Checking');
  await history.getByRole('button', { name: 'Manage sources' }).click();
  await expectSourcesListed(page, page.getByRole('dialog', { name: 'Sources' }));
  await expect(history).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(history).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Financial Analysis' })).toBeVisible();
});
