/**
 * The largest sums (domain/workbook/cells/amounts.ts, MAX_TOTAL_CENTS): a workbook whose amounts add up to
 * $10 trillion is analysed exactly to the cent; one past it (amounts of up to $1 billion, 100,000 of
 * them: past 2^53 cents, where the analysis's rounding used to throw a 500) is refused with a 400
 * that changes nothing, at upload and, for an upload kept before that rule, at the categories step.
 * Runs on SQLite and MariaDB.
 */
import type { ParsedWorkbook } from '../src/domain/workbook/types';
import { closeWorkbookReaders } from '../src/services/workbook';
import { encodeWorkbook } from '../src/services/workflow-codec';
import { summarizeSheets, WorkflowStore } from '../src/services/workflow-store';
import type { ApiClient } from './support/client';
import { testEngines } from './support/engines';
import { useTestApp } from './support/test-app';
import { chooseOptions, csv, expectRefused, runPipeline, saveCategories, snapshot, uploadFile, type CategoryRow } from './support/workflow';

jest.setTimeout(120_000);

const TEMPLATE = 'wealth-whisperer';
const OPTIONS = { selected_sheets: ['Log'], selected_date: '2025-01-01', period_type: 'monthly' };
const BILLION = '1000000000';
const PAST_THE_TOTAL = /The amounts in this workbook add up to more than \$10,000,000,000,000, more than OnTrack adds up exactly/;

/** A log of `income` salaries and `spent` grocery bills of $1 billion each, all on 2025-03-02. */
function billions(income: number, spent: number): Buffer {
  const rows: string[][] = [['Date', 'Category', 'Subcategory', 'Amount']];
  for (let i = 0; i < income; i += 1) rows.push(['2025-03-02', 'Income', 'Salary', BILLION]);
  for (let i = 0; i < spent; i += 1) rows.push(['2025-03-02', 'Food', 'Groceries', `-${BILLION}`]);
  return csv(rows);
}

afterAll(async () => {
  await closeWorkbookReaders();
});

describe.each(testEngines())('the largest sums on %s', (engine) => {
  const testApp = useTestApp(engine);

  async function signedIn(): Promise<ApiClient> {
    const client = testApp().client();
    await client.signUp('ann@example.com');
    return client;
  }

  it('analyses amounts adding up to exactly $10 trillion, to the cent', async () => {
    const client = await signedIn();
    // 6,000 × $1 billion in, 4,000 × $1 billion out: 10^15 cents by absolute value, the most allowed.
    const { categories } = await runPipeline(client, TEMPLATE, { buffer: billions(6_000, 4_000), fileName: 'Log.csv' }, OPTIONS);
    const ly = categories.body.data.visuals_data.spending_analysis.period_data.LY;
    expect(ly).toMatchObject({ total_income: 6_000_000_000_000, total_expenses: 4_000_000_000_000, period_count: 1 });
    // 4 / 6 = 66.666… % → 66.7.
    expect(ly.expense_categories.Food).toMatchObject({
      total: 4_000_000_000_000,
      percent_of_income: 66.7,
      average_per_period: 4_000_000_000_000,
    });
    expect(categories.text).toContain('"total_income":6000000000000,');
  });

  it('refuses amounts adding up past $10 trillion (100,000 × $1 billion, past 2^53 cents) with a 400 at upload, and changes nothing', async () => {
    const client = await signedIn();
    const before = await snapshot(testApp(), client);
    expectRefused(await uploadFile(client, TEMPLATE, billions(100_000, 0), 'Log.csv'), 400, PAST_THE_TOTAL);
    // One amount past the bound is enough.
    expectRefused(await uploadFile(client, TEMPLATE, billions(5_000, 5_001), 'Log.csv'), 400, PAST_THE_TOTAL);
    expect(await snapshot(testApp(), client)).toEqual(before);
  });

  it('refuses, at the categories step, an upload kept before the bound existed (400, not a 500), and changes nothing', async () => {
    const client = await signedIn();
    const userId = (await client.status()).id as number;
    // What an earlier version kept for 100,000 salaries of $1 billion: $100 trillion.
    const workbook: ParsedWorkbook = {
      sheets: [
        {
          name: 'Log',
          layout: 'transaction-log',
          signed: false,
          earliestDate: '2025-03-02',
          rows: Array.from({ length: 100_000 }, () => ({
            category: 'Income',
            subcategory: 'Salary',
            description: '',
            amountCents: 100_000_000_000,
            date: '2025-03-02',
          })),
        },
      ],
    };
    const store = new WorkflowStore(testApp().dataSource);
    const parts = await encodeWorkbook(workbook);
    await store.writeForUser(userId, (manager) =>
      store.replaceUpload(manager, userId, {
        templateId: TEMPLATE,
        source: 'file',
        fileName: 'old.csv',
        googleSheetId: null,
        sheets: summarizeSheets(workbook),
        parts,
        sourceParts: [],
        uploadedAt: testApp().clock.now(),
      }),
    );
    const options = await chooseOptions(client, TEMPLATE, OPTIONS);
    expect(options.status).toBe(200);
    const before = await snapshot(testApp(), client);
    expectRefused(await saveCategories(client, TEMPLATE, options.body.data.categories as CategoryRow[]), 400, PAST_THE_TOTAL);
    expect(await snapshot(testApp(), client)).toEqual(before);
  });
});
