import { expect, test, type Page } from '@playwright/test';
import { registerViaApi, uniqueEmail } from '../support/accounts';
import { analyseViaApi } from '../support/workflow';
import { day, xlsxFile } from '../support/xlsx-fixture';
import { MainAppPage } from '../pages/main-app';
import { RetirementScreen } from '../pages/retirement';

/**
 * The honest figures on a partial year (api/src/domain/analysis/coverage.ts,
 * api/src/domain/retirement/data-basis.ts and notices.ts), as the screens show them: a log of six
 * months, March to August 2025, of 20 expenses and no income. Its last 12 months (Sep 2024 – Aug
 * 2025) hold 6 months of data; the planner's year of spending is 614.50 × 12 / 6 = 1,229.
 */

const CATEGORIES = [
  ['Groceries', 'Food'],
  ['Transport', 'Bus'],
  ['Eating out', 'Lunch'],
  ['Utilities', 'Power'],
  ['Fun', 'Cinema'],
] as const;
/** 20 expenses, in cents: they add up to 61,450 (614.50). */
const EXPENSES = [2500, 3150, 1225, 4000, 1875, 2730, 3310, 2240, 4500, 1680, 2995, 3820, 2460, 1990, 3545, 2780, 4115, 3025, 2160, 7350];
/** The month of each expense: three in March to June, four in July and August. */
const MONTHS = [3, 3, 3, 4, 4, 4, 5, 5, 5, 6, 6, 6, 7, 7, 7, 7, 8, 8, 8, 8];
const COVERAGE = 'Your data covers 6 of these 12 months';
const HEADER = ['Date', 'Category', 'Subcategory', 'Amount'];

function sixMonthLog(): Promise<Buffer> {
  const rows = EXPENSES.map((cents, index) => {
    const [category, subcategory] = CATEGORIES[index % CATEGORIES.length];
    const date = `2025-${String(MONTHS[index]).padStart(2, '0')}-${String(3 + (index % 4) * 6).padStart(2, '0')}`;
    return [day(date), category, subcategory, -cents / 100];
  });
  return xlsxFile({ Log: [HEADER, ...rows] });
}

/** A whole year, January to December 2025: a salary and two expenses every month. */
function fullYearLog(): Promise<Buffer> {
  const rows = Array.from({ length: 12 }, (_, index) => {
    const month = `2025-${String(index + 1).padStart(2, '0')}`;
    return [
      [day(`${month}-01`), 'Income', 'Salary', 3000],
      [day(`${month}-05`), 'Groceries', 'Food', -220.4],
      [day(`${month}-12`), 'Transport', 'Bus', -45],
    ];
  }).flat();
  return xlsxFile({ Log: [HEADER, ...rows] });
}

async function signedUpWith(page: Page, label: string, file: Buffer): Promise<void> {
  await registerViaApi(page.request, uniqueEmail(label));
  await analyseViaApi(page.request, 'wealth-whisperer', { name: `${label}.xlsx`, buffer: file });
}

/** Every percentage written on the page, as numbers (`1,234.5 %` → 1234.5). */
async function percentagesOn(page: Page): Promise<number[]> {
  const text = await page.getByRole('main').innerText();
  return [...text.matchAll(/(\d[\d,.]*)\s?%/g)].map((match) => Number(match[1].replace(/,/g, '')));
}

test('six months of expenses and no income: the coverage said on the dashboard and Spending, the planner annualised, no income noticed', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signedUpWith(page, 'partial-year', await sixMonthLog());
  const app = new MainAppPage(page);

  await page.goto('/main/dashboard');
  await expect(page.getByRole('region', { name: 'Financial Summary' }).getByTestId('coverage-sentence')).toHaveText(COVERAGE);

  await app.showSection('Spending');
  await expect(page.getByTestId('coverage-sentence')).toHaveText(COVERAGE);

  const retirement = new RetirementScreen(page);
  await retirement.open();
  const spending = retirement.input('Spending a year ($)');
  await expect(spending).toHaveValue('1229');
  await expect(spending).toHaveAccessibleDescription(/, from 6 months of data, annualised\)$/);
  await expect(page.getByTestId('retirement-no-income')).toHaveText(/^No income found in your data/);
  await expect(retirement.chance).toBeVisible();
  const percentages = await percentagesOn(page);
  expect(percentages.length, 'the planner writes its chance as a percentage').toBeGreaterThan(0);
  for (const percent of percentages) expect(percent, `${percent}% on the planner`).toBeLessThanOrEqual(300);
});

test('a full year says nothing of coverage, on the dashboard nor on Spending', async ({ page }) => {
  test.setTimeout(90_000);
  await signedUpWith(page, 'full-year', await fullYearLog());
  await page.goto('/main/dashboard');
  await expect(page.getByTestId('tile-income-amount')).toHaveText('$36,000');
  await expect(page.getByTestId('coverage-sentence')).toHaveCount(0);

  await new MainAppPage(page).showSection('Spending');
  await expect(page.getByRole('heading', { name: 'Financial Analysis' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Category breakdown' })).toBeVisible();
  await expect(page.getByTestId('coverage-sentence')).toHaveCount(0);
  await expect(page.getByText(/Your data covers/)).toHaveCount(0);
});
