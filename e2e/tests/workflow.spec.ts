import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { registerViaApi, uniqueEmail } from '../support/accounts';
import { figuresOf, referenceAnalysis, type Classification, type WindowFigures, type WindowKey } from '../support/reference-analysis';
import {
  addMonths,
  earliestDate,
  loadWorkbook,
  monthNameToIso,
  readMonthGrid,
  readPerPeriodSheets,
  readTransactionLog,
  sheetNames,
  type PeriodType,
  type SampleTransaction,
} from '../support/sample-workbook';
import { analyseViaApi, downloadSample, registerWithTemplate, type TemplateId } from '../support/workflow';
import { SpendingScreen, type SpendingAnalysis } from '../pages/spending';
import { WizardDialog, type CategoryRowShown } from '../pages/wizard';

/**
 * The update-data workflow end to end in Chromium: each template's sample workbook, as
 * the server generates it, goes through the wizard, and the spending screen must show exactly the
 * stored analysis, which in turn must be what makes of the workbook, worked out
 * here from the downloaded file itself (support/sample-workbook.ts, support/reference-analysis.ts).
 */

const TYPE_ORDER = ['Income', 'Savings', 'Expense', 'Ignore'];

/** New rows first, then Income, Savings, Expense, Ignore, then category, then subcategory. */
function expectSortedAsSpecified(rows: CategoryRowShown[]): void {
  const compare = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true });
  const sorted = [...rows].sort(
    (a, b) =>
      Number(b.isNew) - Number(a.isNew) ||
      TYPE_ORDER.indexOf(a.type) - TYPE_ORDER.indexOf(b.type) ||
      compare(a.category, b.category) ||
      compare(a.subcategory, b.subcategory),
  );
  expect(rows.map((row) => `${row.category} / ${row.subcategory}`)).toEqual(sorted.map((row) => `${row.category} / ${row.subcategory}`));
}

function typeOf(rows: CategoryRowShown[], category: string, subcategory: string): string | undefined {
  return rows.find((row) => row.category === category && row.subcategory === subcategory)?.type;
}

/** The stored analysis against section 4 worked out here, window by window, to the cent. */
function expectAnalysisMatches(analysis: SpendingAnalysis, expected: Partial<Record<WindowKey, WindowFigures>>): void {
  expect(Object.keys(expected).length, 'the reference analysis found counted transactions').toBeGreaterThan(0);
  expect(figuresOf(analysis.period_data)).toEqual(expected);
}

interface RunResult {
  options: { sheets: string[]; date: string; periodType: string };
  rows: CategoryRowShown[];
}

/**
 * Upload through the drop zone's file input, then the options (changed where `chooseOptions`
 * says), the categories as guessed, and Next until the wizard closes onto the dashboard.
 */
interface WizardRun {
  templateName: string;
  file: { name: string; buffer: Buffer };
  /** Checks on the upload step before the file is chosen. */
  onUploadStep?: (wizard: WizardDialog) => Promise<void>;
  /** Checks the suggested options and changes what the test needs. */
  chooseOptions: (wizard: WizardDialog, suggested: RunResult['options']) => void | Promise<void>;
  /** Checks the guessed types; they are kept as they are. */
  checkRows: (rows: CategoryRowShown[]) => void;
}

async function runWizard(page: Page, run: WizardRun): Promise<RunResult> {
  const wizard = new WizardDialog(page);
  await wizard.open(run.templateName);
  await run.onUploadStep?.(wizard);
  await wizard.uploadFile(run.file);
  await wizard.goToOptions();
  await run.chooseOptions(wizard, await wizard.optionsShown());
  const options = await wizard.optionsShown();
  await wizard.saveOptions();

  const rows = await wizard.categoryRows();
  expect(rows.length).toBeGreaterThan(0);
  expect(
    rows.every((row) => row.isNew && !row.reversal),
    'a new user: every row new, nothing reversed',
  ).toBe(true);
  expectSortedAsSpecified(rows);
  run.checkRows(rows);
  await wizard.finish();
  return { options, rows };
}

const asClassifications = (rows: CategoryRowShown[]): Classification[] =>
  rows.map(({ category, subcategory, type, reversal }) => ({ category, subcategory, type, reversal }));

test('wealth-whisperer: the sample log goes through the wizard with the suggested options, and Spending shows the exact analysis for 12, 6 and 3 months', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await registerViaApi(page.request, uniqueEmail('workflow-log'));
  const sample = await downloadSample(page.request, 'wealth-whisperer');
  const workbook = await loadWorkbook(sample);
  const log = readTransactionLog(workbook, sheetNames(workbook));
  await page.goto('/main');

  const { options, rows } = await runWizard(page, {
    templateName: 'Wealth Whisperer Transaction Log',
    file: { name: 'wealth-whisperer-sample.xlsx', buffer: sample },
    chooseOptions: (_wizard, suggested) => {
      // The upload's suggestion: every sheet that matched, the earliest date in it, bi-weekly.
      expect(suggested).toEqual({ sheets: sheetNames(workbook), date: earliestDate(log), periodType: 'bi-weekly' });
    },
    checkRows: (shown) => {
      expect(typeOf(shown, 'Income', 'Salary')).toBe('Income');
      expect(typeOf(shown, 'Income', 'Interest')).toBe('Income');
      expect(typeOf(shown, 'Savings', '401k')).toBe('Savings');
      expect(typeOf(shown, 'Savings', 'Emergency fund')).toBe('Savings');
      expect(typeOf(shown, 'Transfers', 'Credit card payment')).toBe('Ignore');
      expect(typeOf(shown, 'Food', 'Groceries')).toBe('Expense');
    },
  });

  const spending = new SpendingScreen(page);
  await spending.open();
  const analysis = await spending.analysis();
  expect(analysis.pay_period_type).toBe('bi-weekly');

  // Section 4 applied here to the downloaded workbook: every row dated on or after the selected
  // date counts; LY is the 12 calendar months ending with the latest one's month, and so on.
  const expected = referenceAnalysis(log, asClassifications(rows), { selectedDate: options.date, periodType: 'bi-weekly' });
  const latestMonth = log.reduce((latest, row) => (row.date > latest ? row.date : latest), '').slice(0, 7);
  const lyIncomeCents = log
    .filter((row) => row.category === 'Income' && row.date >= options.date && monthsBetween(row.date, latestMonth) < 12)
    .reduce((sum, row) => sum + row.cents, 0);
  expect(lyIncomeCents).toBeGreaterThan(0);
  expect(Math.round(analysis.period_data.LY!.total_income * 100), 'LY total_income, summed from the workbook').toBe(lyIncomeCents);
  expect(Object.keys(expected)).toEqual(['LY', '2LY', '6_months', '6_months_previous', '3_months', '3_months_previous']);
  expectAnalysisMatches(analysis, expected);

  await spending.expectShows(analysis);
});

/** Whole calendar months from the month of `date` to `month` (`YYYY-MM`). */
function monthsBetween(date: string, month: string): number {
  return Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - (Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)));
}

type Workbook = Awaited<ReturnType<typeof loadWorkbook>>;

interface LayoutCase {
  template: TemplateId;
  name: string;
  layout: string;
  /** Reads the sample's transactions on the test's side, for the selected sheets and options. */
  read: (workbook: Workbook, sheets: string[], date: string, periodType: PeriodType) => SampleTransaction[];
  /** The options to pick, from the workbook itself (per-period samples carry no dates). */
  choose: (workbook: Workbook, sheets: string[]) => { date: string; periodType: PeriodType };
  checkRows: (rows: CategoryRowShown[]) => void;
  twoColumns: boolean;
  googleSheetTab: boolean;
}

const LAYOUTS: LayoutCase[] = [
  {
    template: 'zero-based-budget',
    name: 'Zero-Based Budget Template',
    layout: 'one sheet per month',
    read: (workbook, sheets, date, periodType) => readPerPeriodSheets(workbook, sheets, date, periodType),
    // Sheets are named by month ("Dec 2024"): the first one starts the first monthly period.
    choose: (_workbook, sheets) => ({ date: monthNameToIso(sheets[0]) ?? `unreadable sheet name ${sheets[0]}`, periodType: 'monthly' }),
    checkRows: (rows) => {
      expect(typeOf(rows, 'Income', 'Salary')).toBe('Income');
      expect(typeOf(rows, 'Savings', '401k')).toBe('Savings');
      expect(typeOf(rows, 'Housing', 'Rent')).toBe('Expense');
    },
    twoColumns: false,
    googleSheetTab: true,
  },
  {
    template: '50-30-20',
    name: '50/30/20 Budget Template',
    layout: 'month grid',
    read: (workbook, sheets) => readMonthGrid(workbook, sheets),
    // The grid's months carry their years; starting seven months in leaves the first six uncounted.
    choose: (workbook, sheets) => ({ date: addMonths(earliestDate(readMonthGrid(workbook, sheets)), 6), periodType: 'monthly' }),
    checkRows: (rows) => {
      expect(rows.find((row) => row.subcategory === 'Salary')?.type).toBe('Income');
      expect(rows.find((row) => row.subcategory === 'Emergency fund')?.type).toBe('Savings');
      expect(rows.find((row) => row.subcategory === 'Groceries')?.type).toBe('Expense');
    },
    twoColumns: false,
    googleSheetTab: true,
  },
  {
    template: 'debt-free-mom',
    name: 'Debt-Free Mom Budget',
    layout: 'one sheet per pay period with a Debt section',
    read: (workbook, sheets, date, periodType) => readPerPeriodSheets(workbook, sheets, date, periodType),
    // Sheets are named by their payday ("Pay period 2024-12-06"): the first one starts the first period.
    choose: (_workbook, sheets) => ({
      date: /\d{4}-\d{2}-\d{2}$/.exec(sheets[0])?.[0] ?? `unreadable sheet name ${sheets[0]}`,
      periodType: 'bi-weekly',
    }),
    checkRows: (rows) => {
      expect(typeOf(rows, 'Income', 'Paycheck')).toBe('Income');
      expect(typeOf(rows, 'Debt', 'Car loan')).toBe('Expense');
      expect(typeOf(rows, 'Debt', 'Credit card')).toBe('Expense');
      expect(typeOf(rows, 'Savings', 'Emergency fund')).toBe('Savings');
    },
    twoColumns: true,
    googleSheetTab: false,
  },
];

for (const layout of LAYOUTS) {
  test(`${layout.template}: the sample (${layout.layout}) goes through the wizard with a chosen start date, and Spending shows the exact analysis`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await registerWithTemplate(page.request, uniqueEmail(`workflow-${layout.template}`), layout.template);
    const sample = await downloadSample(page.request, layout.template);
    const workbook = await loadWorkbook(sample);
    await page.goto('/main');

    const chosen = layout.choose(workbook, sheetNames(workbook));
    expect(chosen.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const { options, rows } = await runWizard(page, {
      templateName: layout.name,
      file: { name: `${layout.template}-sample.xlsx`, buffer: sample },
      // Upload File / Google Sheet tabs only when the template allows both sources.
      onUploadStep: async (wizard) => expect(wizard.sourceTabs).toHaveCount(layout.googleSheetTab ? 1 : 0),
      chooseOptions: async (wizard, suggested) => {
        // Every sheet matched, in workbook order: the order of the periods.
        expect(suggested.sheets).toEqual(sheetNames(workbook));
        if (layout.template === '50-30-20')
          expect(suggested.date, 'a grid suggests its first month').toBe(earliestDate(readMonthGrid(workbook, suggested.sheets)));
        await wizard.setOptions(chosen);
        if (layout.twoColumns) await expectSideBySide(wizard);
      },
      checkRows: layout.checkRows,
    });
    expect(options.date).toBe(chosen.date);
    expect(options.periodType).toBe(chosen.periodType);

    const spending = new SpendingScreen(page);
    await spending.open();
    const analysis = await spending.analysis();
    expect(analysis.pay_period_type).toBe(chosen.periodType);
    const transactions = layout.read(workbook, options.sheets, options.date, chosen.periodType);
    expectAnalysisMatches(
      analysis,
      referenceAnalysis(transactions, asClassifications(rows), { selectedDate: options.date, periodType: chosen.periodType }),
    );
    await spending.expectShows(analysis);
  });
}

/** debt-free-mom's options form is laid out in two columns: the sheet picker beside the date and period type. */
async function expectSideBySide(wizard: WizardDialog): Promise<void> {
  const sheets = await wizard.step('Select Options').getByRole('group', { name: 'Sheets' }).boundingBox();
  const date = await wizard.dateInput.boundingBox();
  expect(sheets && date, 'both are laid out').toBeTruthy();
  expect(date!.x, 'the date field sits to the right of the sheet picker').toBeGreaterThanOrEqual(sheets!.x + sheets!.width - 1);
}

test('a file that is not a workbook: the upload step shows the server’s error, Next stays closed, and the stored analysis is unchanged', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await registerViaApi(page.request, uniqueEmail('workflow-bad-file'));
  await analyseViaApi(page.request, 'wealth-whisperer', {
    name: 'sample.xlsx',
    buffer: await downloadSample(page.request, 'wealth-whisperer'),
  });
  await page.goto('/main');

  const spending = new SpendingScreen(page);
  const readStored = async () => ({
    spending: await spending.analysis(),
    summary: await spending.fetchJson<unknown>('/summary/api/transaction-analysis'),
    usage: (await spending.fetchJson<{ usage_used?: number }>('/auth/check-login-status')).usage_used,
  });
  const before = await readStored();
  expect(Object.keys(before.spending.period_data).length).toBeGreaterThan(0);
  expect(before.usage).toBe(1);

  const wizard = new WizardDialog(page);
  await wizard.open('Wealth Whisperer Transaction Log');
  // The workbook of the earlier run is kept: Next is open until another file is chosen.
  await expect(wizard.nextButton('Upload Data')).toBeEnabled();
  await wizard.chooseFile({ name: 'budget.xlsx', buffer: randomBytes(4096) });
  await expect(wizard.nextButton('Upload Data')).toBeDisabled();

  const { status, body } = await wizard.pressUpload();
  expect(status).toBeGreaterThanOrEqual(400);
  expect(status).toBeLessThan(500);
  expect(body.success).toBe(false);
  expect(body.error).toBeTruthy();
  await expect(wizard.step('Upload Data').getByRole('alert')).toHaveText(body.error!);
  await expect(wizard.step('Upload Data').getByText('File uploaded successfully!')).toHaveCount(0);
  await expect(wizard.nextButton('Upload Data')).toBeDisabled();

  await wizard.dialog.getByRole('button', { name: 'Close' }).click();
  await expect(wizard.dialog).toHaveCount(0);
  expect(await readStored()).toEqual(before);
});
