import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { uniqueEmail } from '../support/accounts';
import { registerWithTemplate } from '../support/workflow';
import type { TransactionType } from '../support/reference-analysis';
import { homeCurrency, SpendingScreen, wholeDollars, wholeMoney, type CategoryTotals } from '../pages/spending';
import { WizardDialog, XLSX_MIME } from '../pages/wizard';

/**
 * A person takes each reference workbook from upload to correct totals on
 * the spending screen using only the screen. The workbooks are other people's files and stay
 * outside the repository: ../shared/reference/real-workbooks beside the clone (CI always has it),
 * with truth.json, what a careful person reads in each (per file: income, expenses, savings, and
 * the categories of each kind).
 *
 * Each file goes through the wizard as a user would: upload, the options the review suggests
 * (no file needs an adjustment: the reading's defaults are what truth.json describes), each
 * category row classified as truth.json names it, finish; then the spending screen's 12-month
 * cards show the truth in whole dollars, its figures (the screen's own answer) equal it to the
 * cent, and every category truth.json names shows its amount.
 */
const repoRoot = path.resolve(__dirname, '../..');
const FOLDER = path.resolve(repoRoot, '../shared/reference/real-workbooks');
const TRUTH_FILE = path.join(FOLDER, 'truth.json');
const TEMPLATE_NAME = 'Wealth Whisperer Transaction Log';

interface Truth {
  income: number;
  expenses: number;
  savings: number;
  expense_categories?: Record<string, number>;
  income_categories?: Record<string, number>;
  savings_categories?: Record<string, number>;
}

/** How truth.json writes a name and how the file's rows are named differ in case and brackets only: "(uncategorized)". */
const sameName = (a: string, b: string) => a.replace(/[()]/g, '').trim().toLowerCase() === b.replace(/[()]/g, '').trim().toLowerCase();

/**
 * The type truth.json gives a category row: by its subcategory (an item of a budget block, YNAB's
 * category under its group) first, else by its category; null when it names neither. A name in
 * brackets, "(uncategorized)", is truth.json's label for rows without a category, not a name the
 * file gives: such rows keep the type the wizard guessed (by their direction).
 */
function truthType(truth: Truth, category: string, subcategory: string): TransactionType | null {
  const kinds: [TransactionType, Record<string, number> | undefined][] = [
    ['Income', truth.income_categories],
    ['Savings', truth.savings_categories],
    ['Expense', truth.expense_categories],
  ];
  for (const label of [subcategory, category]) {
    for (const [type, names] of kinds) {
      if (Object.keys(names ?? {}).some((name) => !name.startsWith('(') && sameName(name, label))) return type;
    }
  }
  return null;
}

/** A name's amount in the analysis: a category's total, else a subcategory's (truth.json names budget items by their item). */
function amountOf(categories: Record<string, CategoryTotals>, name: string): number | null {
  for (const [category, totals] of Object.entries(categories)) if (sameName(category, name)) return totals.total;
  for (const totals of Object.values(categories)) {
    for (const [subcategory, inner] of Object.entries(totals.subcategories ?? {})) if (sameName(subcategory, name)) return inner.total;
  }
  return null;
}

const cents = (dollars: number) => Math.round(dollars * 100);

if (!existsSync(TRUTH_FILE)) {
  test('the reference workbooks are beside the repository', () => {
    throw new Error(
      `No ${TRUTH_FILE}: this spec reads the reference workbooks from ../shared/reference/real-workbooks beside the clone (CI always has it).`,
    );
  });
} else {
  const truths = JSON.parse(readFileSync(TRUTH_FILE, 'utf8')) as Record<string, Truth>;

  for (const [file, truth] of Object.entries(truths)) {
    test(`${file}: from upload to the right totals on Spending, through the screen alone`, async ({ page }) => {
      test.setTimeout(60_000);
      await registerWithTemplate(page.request, uniqueEmail('real-workbook'), 'wealth-whisperer');
      await page.goto('/main');
      const wizard = new WizardDialog(page);
      await wizard.open(TEMPLATE_NAME);
      await wizard.uploadFile({
        name: file,
        buffer: readFileSync(path.join(FOLDER, file)),
        mimeType: file.endsWith('.csv') ? 'text/csv' : XLSX_MIME,
      });
      await wizard.goToOptions();

      // The review suggests the sheets to count; a person reads them and goes on.
      await expect(wizard.selectedOrder.first()).toBeVisible();
      await wizard.saveOptions();

      // Each row truth.json names is classified as it says (most are already guessed so).
      for (const row of await wizard.categoryRows()) {
        const type = truthType(truth, row.category, row.subcategory);
        if (type && type !== row.type) await wizard.typeSelect(row.category, row.subcategory).selectOption(type);
      }
      await wizard.finish();

      const spending = new SpendingScreen(page);
      await spending.open();
      await spending.selectPeriod('12 Months');
      // The figures show in the home currency the import gave the new user (CHF for the Swiss budget).
      const currency = await homeCurrency(page);
      if (file.includes('chf')) expect(currency, 'the home currency').toBe('CHF');
      await spending.expectTotalCards(truth, currency);

      // The screen's own figures, to the cent.
      const ly = (await spending.analysis()).period_data.LY!;
      expect([ly.total_income, ly.total_expenses, ly.total_savings].map(cents), 'income, expenses, savings').toEqual(
        [truth.income, truth.expenses, truth.savings].map(cents),
      );
      const kinds = [
        ['expense', truth.expense_categories, ly.expense_categories],
        ['income', truth.income_categories, ly.income_categories],
        ['savings', truth.savings_categories, ly.savings_categories],
      ] as const;
      for (const [kind, named, read] of kinds) {
        for (const [name, amount] of Object.entries(named ?? {})) {
          const found = amountOf(read, name);
          // Whole dollars, as the breakdown shows them: truth.json rounds each category's exact sum on
          // its own, so with fractions of a cent (harryhill) they add up to a cent off the total.
          expect(found === null ? null : wholeDollars(found), `${kind} category ${name}`).toBe(wholeDollars(amount));
        }
      }

      // The breakdown table shows the categories in whole dollars: each expense category truth.json names as a category is a line.
      const lines = await spending.breakdownLines(spending.breakdownTable('Expenses', '12 Months'));
      for (const [name, amount] of Object.entries(truth.expense_categories ?? {})) {
        const line = lines.find((candidate) => sameName(candidate.name, name));
        if (line) expect(line.amounts[0], `expense line ${name}`).toBe(wholeMoney(amount, currency));
      }
    });
  }
}
