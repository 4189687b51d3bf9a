/**
 * The retirement planner over HTTP: defaults for a user with no data, inputs derived
 * from the stored analysis and net worth with their sources, saving and resetting, validation, CSRF
 * and each user's plan kept to that user. Runs on SQLite and MariaDB.
 */
import { RetirementPlan } from '../src/db/entities';
import { DEFAULT_RETIREMENT_INPUTS as DEFAULTS } from '../src/domain/retirement/inputs';
import type { ApiClient } from './support/client';
import { testEngines } from './support/engines';
import { independentSuccessPercent } from './support/independent-retirement';
import { useTestApp } from './support/test-app';
import { csv, runPipeline } from './support/workflow';

const PLAN = '/retirement/api/plan';
const PROJECTION = '/retirement/api/projection';

const ALL_DEFAULT = Object.fromEntries(Object.keys(DEFAULTS).map((field) => [field, 'default']));

/**
 * A year of a budget, Dec 2025 – Nov 2026 (an unsigned CSV), with data in 6 of its months (Dec, Feb,
 * Mar, Apr, May, Nov): income 6000 + 6000.50 = 12,000.50; expenses 2000 + 2000 = 4000; savings
 * 500 + 250.25 + 100 = 850.25. The planner annualises them from the 6 months: × 12 / 6.
 */
const YEAR_LOG = csv([
  ['Date', 'Category', 'Subcategory', 'Amount'],
  ['2025-12-05', 'Income', 'Salary', '6000'],
  ['2026-03-05', 'Income', 'Salary', '6000.50'],
  ['2025-12-10', 'Housing', 'Rent', '2000'],
  ['2026-11-10', 'Housing', 'Rent', '2000'],
  ['2026-02-02', 'Savings', '401k', '500'],
  ['2026-04-02', 'Savings', 'Roth IRA', '250.25'],
  ['2026-05-02', 'Savings', 'Emergency Fund', '100'],
]);
const OPTIONS = { selected_sheets: ['year'], selected_date: '2025-12-01', period_type: 'monthly' };
const MONTHS_6 = ', from 6 months of data, annualised';
const WINDOW = `spreadsheet: Dec 2025 – Nov 2026${MONTHS_6}`;

describe.each(testEngines())('retirement planner API on %s', (engine) => {
  const testApp = useTestApp(engine);

  async function signedIn(email: string): Promise<ApiClient> {
    const client = testApp().client();
    await client.signUp(email);
    return client;
  }

  const storedPlans = () => testApp().dataSource.getRepository(RetirementPlan).find();

  it('answers 401 when signed out', async () => {
    const visitor = testApp().client();
    expect((await visitor.get(PLAN)).status).toBe(401);
    expect((await visitor.post(PROJECTION, { inputs: DEFAULTS })).status).toBe(401);
  });

  it('a user with no data gets the defaults, each marked "default", and the spec figures to the cent', async () => {
    const client = await signedIn('ann@example.com');
    const res = await client.get(PLAN);
    expect(res.status).toBe(200);
    expect(res.body.inputs).toEqual(DEFAULTS);
    expect(res.body.sources).toEqual(ALL_DEFAULT);
    expect(res.body.derived).toEqual({ inputs: DEFAULTS, sources: ALL_DEFAULT, bases: {} });
    expect(res.body.bases).toEqual({});
    expect(res.body.notices).toEqual({ incomeMissing: false, basis: 'defaults', monthsCovered: null });
    const projection = res.body.projection;
    expect(projection).toMatchObject({
      balanceAtRetirement: 4354035.97,
      target: 2884155.42,
      fiAge: 58,
      requiredAnnualSavings: 8005.73,
      sustainableSpending: 109215.44,
      fundedRatio: 1.5096,
      onTrack: true,
      depletionAge: null,
    });
    expect(projection.series).toHaveLength(56);
    expect(projection.bands).toHaveLength(56);
    // The chance of success the API answers: within 2.5 points of an independent simulation of the
    // same model (its own generator and loop, 20,000 paths), as a share of 10,000 paths.
    expect(Math.abs(projection.successProbability - independentSuccessPercent(DEFAULTS, 20000, 20261125))).toBeLessThanOrEqual(2.5);
    expect(Number.isInteger(Math.round(projection.successProbability * 100))).toBe(true);
    expect(await storedPlans()).toEqual([]);
  });

  it('derives income, spending and savings from the LY window and savings from net worth, with sources', async () => {
    const client = await signedIn('ann@example.com');
    await runPipeline(client, 'wealth-whisperer', { buffer: YEAR_LOG, fileName: 'year.csv' }, OPTIONS);
    expect((await client.put('/networth/api/networth/init-categories')).status).toBe(200);
    const entry = (category: string, name: string, value: number, date: string) =>
      client.post('/networth/api/networth/entries', { type: 'asset', category, name, value, date });
    // Retirement 401k: 100,000 then 120,000.50 (the latest); Investments 30,000; Cash is not retirement money.
    expect((await entry('Retirement', '401k', 100000, '2026-10-01')).status).toBe(201);
    expect((await entry('Retirement', '401k', 120000.5, '2026-11-01')).status).toBe(201);
    expect((await entry('Investments', 'Brokerage', 30000, '2026-09-15')).status).toBe(201);
    expect((await entry('Cash', 'Wallet', 999, '2026-11-20')).status).toBe(201);

    const plan = (await client.get(PLAN)).body;
    expect(plan.inputs).toEqual({
      ...DEFAULTS,
      currentAnnualIncome: 24001,
      annualExpenses: 8000,
      annualSavings: 1700.5,
      currentSavings: 150000.5,
    });
    expect(plan.sources).toEqual({
      ...ALL_DEFAULT,
      currentAnnualIncome: WINDOW,
      annualExpenses: WINDOW,
      annualSavings: WINDOW,
      currentSavings: 'net worth: Retirement and Investments, latest entry Nov 1, 2026',
    });
    // The same sources in parts, for the screen to write in the user's language.
    const year = { kind: 'spreadsheet', from: { year: 2025, month: 12 }, to: { year: 2026, month: 11 }, names: [], annualisedFrom: 6 };
    expect(plan.bases).toEqual({
      currentAnnualIncome: year,
      annualExpenses: year,
      annualSavings: year,
      currentSavings: { kind: 'net worth', categories: ['Retirement', 'Investments'], latestDate: '2026-11-01' },
    });
    expect(plan.derived.bases).toEqual(plan.bases);

    expect(plan.notices).toEqual({ incomeMissing: false, basis: null, monthsCovered: 6 });

    // Chosen retirement subcategories: their LY total instead, 500 + 250.25, annualised.
    const chosen = await client.post('/summary/api/set-retirement-sub-categories', { retirementSubCategories: ['401k', 'Roth IRA'] });
    expect(chosen.status).toBe(200);
    const withChoice = (await client.get(PLAN)).body;
    expect(withChoice.inputs.annualSavings).toBe(1500.5);
    expect(withChoice.sources.annualSavings).toBe(`spreadsheet: Dec 2025 – Nov 2026 (401k, Roth IRA)${MONTHS_6}`);
    expect(withChoice.bases.annualSavings).toMatchObject({ names: ['401k', 'Roth IRA'], annualisedFrom: 6 });
    // The projection is of these inputs: B₀ 150,000.50 is the first point.
    expect(withChoice.projection.series[0]).toEqual({ age: 35, balance: 150000.5, balanceToday: 150000.5 });
  });

  it('annualises six months of spending with no income ($614.50 → $1,229) and flags the missing income; a full year stays as it is', async () => {
    const client = await signedIn('ann@example.com');
    // March–August 2022, expenses only: 100 + 100 + 100 + 100 + 100 + 114.50 = 614.50.
    const months = ['03', '04', '05', '06', '07', '08'];
    const sixMonths = csv([
      ['Date', 'Category', 'Subcategory', 'Amount'],
      ...months.map((month, i) => [`2022-${month}-15`, 'Food', 'Groceries', i === 5 ? '114.50' : '100']),
    ]);
    await runPipeline(
      client,
      'wealth-whisperer',
      { buffer: sixMonths, fileName: 'six.csv' },
      { ...OPTIONS, selected_sheets: ['six'], selected_date: '2022-03-01' },
    );
    const plan = (await client.get(PLAN)).body;
    expect(plan.inputs).toMatchObject({ annualExpenses: 1229, currentAnnualIncome: 0 });
    expect(plan.sources.annualExpenses).toBe('spreadsheet: Sep 2021 – Aug 2022, from 6 months of data, annualised');
    expect(plan.notices).toEqual({ incomeMissing: true, basis: null, monthsCovered: 6 });
    // Entering an income ends the notice.
    const saved = (await client.put(PLAN, { inputs: { currentAnnualIncome: 40000 } })).body;
    expect(saved.notices.incomeMissing).toBe(false);

    const bob = await signedIn('bob@example.com');
    const fullYear = csv([
      ['Date', 'Category', 'Subcategory', 'Amount'],
      ...Array.from({ length: 12 }, (_, i) => [`2022-${String(i + 1).padStart(2, '0')}-15`, 'Food', 'Groceries', '100']),
      ['2022-06-01', 'Income', 'Salary', '3000'],
    ]);
    await runPipeline(
      bob,
      'wealth-whisperer',
      { buffer: fullYear, fileName: 'full.csv' },
      { ...OPTIONS, selected_sheets: ['full'], selected_date: '2022-01-01' },
    );
    const full = (await bob.get(PLAN)).body;
    expect(full.inputs).toMatchObject({ annualExpenses: 1200, currentAnnualIncome: 3000 });
    expect(full.sources.annualExpenses).toBe('spreadsheet: Jan 2022 – Dec 2022');
    expect(full.notices).toEqual({ incomeMissing: false, basis: null, monthsCovered: 12 });
    const analysis = (await bob.get('/spending/api/spending-analysis')).body;
    expect(analysis.period_data.LY).toMatchObject({ months_covered: 12, months_in_window: 12 });
  });

  it("names the window of the current upload: a later upload ending earlier is not labelled with the kept one's months", async () => {
    const client = await signedIn('ann@example.com');
    await runPipeline(client, 'wealth-whisperer', { buffer: YEAR_LOG, fileName: 'year.csv' }, OPTIONS);
    // A second upload whose latest transaction is in Jun 2026: its LY window is Jul 2025 – Jun 2026.
    // The first upload's rows (to Nov 2026) are kept for the import history, but are not this analysis.
    const earlier = csv([
      ['Date', 'Category', 'Subcategory', 'Amount'],
      ['2025-08-05', 'Income', 'Salary', '5000'],
      ['2026-06-05', 'Housing', 'Rent', '1500'],
      ['2026-06-06', 'Savings', '401k', '300'],
    ]);
    await runPipeline(
      client,
      'wealth-whisperer',
      { buffer: earlier, fileName: 'earlier.csv' },
      { ...OPTIONS, selected_sheets: ['earlier'], selected_date: '2025-07-01' },
    );
    const plan = (await client.get(PLAN)).body;
    // Two months of data (Aug 2025, Jun 2026): × 12 / 2, and the plan says it stands on little data.
    expect(plan.inputs).toMatchObject({ currentAnnualIncome: 30000, annualExpenses: 9000, annualSavings: 1800 });
    expect(plan.notices).toEqual({ incomeMissing: false, basis: 'little data', monthsCovered: 2 });
    const window = 'spreadsheet: Jul 2025 – Jun 2026, from 2 months of data, annualised';
    expect(plan.sources).toMatchObject({ currentAnnualIncome: window, annualExpenses: window, annualSavings: window });

    // Restoring the first upload brings back its figures and its window.
    const [, first] = (await client.get('/workflow/api/imports')).body.imports as Array<{ id: number; file_name: string }>;
    expect(first.file_name).toBe('year.csv');
    expect((await client.post(`/workflow/api/imports/${first.id}/restore`)).status).toBe(200);
    const restored = (await client.get(PLAN)).body;
    expect(restored.inputs).toMatchObject({ currentAnnualIncome: 24001, annualExpenses: 8000, annualSavings: 1700.5 });
    expect(restored.sources).toMatchObject({ currentAnnualIncome: WINDOW, annualExpenses: WINDOW, annualSavings: WINDOW });
  });

  it('saves fields in their own table, null goes back to the derived value, absent fields stay', async () => {
    const client = await signedIn('ann@example.com');
    const saved = await client.put(PLAN, { inputs: { currentAge: 40, annualSavings: '30000.10', inflationRate: 3.25 } });
    expect(saved.status).toBe(200);
    expect(saved.body.inputs).toEqual({ ...DEFAULTS, currentAge: 40, annualSavings: 30000.1, inflationRate: 3.25 });
    expect(saved.body.sources).toMatchObject({
      currentAge: 'saved',
      annualSavings: 'saved',
      inflationRate: 'saved',
      retirementAge: 'default',
    });
    expect(saved.body.derived.inputs).toEqual(DEFAULTS);
    expect((await client.get(PLAN)).body.inputs).toEqual(saved.body.inputs);
    // Stored exactly: cents and hundredths of a percent.
    const [row] = await storedPlans();
    expect(row).toMatchObject({ currentAge: 40, annualSavings: 3000010, inflationRate: 325, retirementAge: null, currentSavings: null });

    const reset = await client.put(PLAN, { inputs: { annualSavings: null, retirementAge: 70 } });
    expect(reset.status).toBe(200);
    expect(reset.body.inputs).toEqual({ ...DEFAULTS, currentAge: 40, retirementAge: 70, inflationRate: 3.25 });
    expect(reset.body.sources).toMatchObject({ currentAge: 'saved', retirementAge: 'saved', annualSavings: 'default' });
    expect(await storedPlans()).toHaveLength(1);
  });

  it.each([
    [{ inputs: { currentAge: 17 } }, 'currentAge must be between 18 and 100.'],
    [{ inputs: { currentAge: 35.5 } }, 'currentAge must be a whole number of years.'],
    [{ inputs: { currentAge: 'old' } }, 'currentAge must be a whole number of years.'],
    [{ inputs: { retirementAge: 35 } }, 'retirementAge must be greater than currentAge (35).'],
    [{ inputs: { lifeExpectancy: 65 } }, 'lifeExpectancy must be greater than retirementAge (65).'],
    [{ inputs: { lifeExpectancy: 111 } }, 'lifeExpectancy must be between 20 and 110.'],
    [{ inputs: { annualSavings: 1.234 } }, 'annualSavings must be a number with at most two decimals.'],
    [{ inputs: { annualSavings: -1 } }, 'annualSavings must be at least 0.'],
    [{ inputs: { annualExpenses: 0 } }, 'annualExpenses must be at least 0.01.'],
    [{ inputs: { currentSavings: 1e11 } }, 'currentSavings must be at most 10000000000.'],
    [{ inputs: { preRetirementReturn: 51 } }, 'preRetirementReturn must be at most 50.'],
    [{ inputs: { preRetirementVolatility: -1 } }, 'preRetirementVolatility must be at least 0.'],
    [{ inputs: { targetMultiple: 0 } }, 'targetMultiple must be at least 0.01.'],
    [{ inputs: { inflationRate: true } }, 'inflationRate must be a number with at most two decimals.'],
    [{ inputs: 5 }, "inputs must be an object of the plan's fields."],
    [{}, "inputs must be an object of the plan's fields."],
  ])('refuses %j with a 400 naming the field and saves nothing', async (body, message) => {
    const client = await signedIn('ann@example.com');
    const res = await client.put(PLAN, body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, error: message });
    expect(await storedPlans()).toEqual([]);
  });

  it('checks the ages against what is saved: a saved currentAge of 60 refuses retirementAge 55', async () => {
    const client = await signedIn('ann@example.com');
    expect((await client.put(PLAN, { inputs: { currentAge: 60 } })).status).toBe(200);
    const res = await client.put(PLAN, { inputs: { retirementAge: 55 } });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('retirementAge must be greater than currentAge (60).');
    const [row] = await storedPlans();
    expect(row.retirementAge).toBeNull();
    // Moving both at once in the right order is fine.
    expect((await client.put(PLAN, { inputs: { currentAge: 50, retirementAge: 55 } })).status).toBe(200);
  });

  it('projects without saving, and validates every field of the projection', async () => {
    const client = await signedIn('ann@example.com');
    const res = await client.post(PROJECTION, { inputs: { ...DEFAULTS, retirementAge: 60 } });
    expect(res.status).toBe(200);
    // Five fewer saving years: B(25) < B(30), and the target is five years less inflated.
    expect(res.body.balanceAtRetirement).toBeLessThan(4354035.97);
    expect(res.body.series).toHaveLength(56);
    expect(res.body.bands[25].age).toBe(60);
    expect(res.body.fiAge).toBe(58);
    // The same inputs, the same answer (seeded from the inputs).
    expect((await client.post(PROJECTION, { inputs: { ...DEFAULTS, retirementAge: 60 } })).body).toEqual(res.body);
    expect(await storedPlans()).toEqual([]);

    const { inflationRate: _omitted, ...missing } = DEFAULTS;
    const incomplete = await client.post(PROJECTION, { inputs: missing });
    expect(incomplete.status).toBe(400);
    expect(incomplete.body.error).toBe('inflationRate is required.');
    const disordered = await client.post(PROJECTION, { inputs: { ...DEFAULTS, currentAge: 70 } });
    expect(disordered.status).toBe(400);
    expect(disordered.body.error).toBe('retirementAge must be greater than currentAge (70).');
  });

  it('refuses PUT and POST without the CSRF token and changes nothing', async () => {
    const client = await signedIn('ann@example.com');
    expect((await client.put(PLAN, { inputs: { currentAge: 40 } }, { csrf: null })).status).toBe(403);
    expect((await client.post(PROJECTION, { inputs: DEFAULTS }, { csrf: null })).status).toBe(403);
    expect(await storedPlans()).toEqual([]);
  });

  it("keeps each user's plan and derived data out of the other's reach", async () => {
    const bob = await signedIn('bob@example.com');
    await runPipeline(bob, 'wealth-whisperer', { buffer: YEAR_LOG, fileName: 'year.csv' }, OPTIONS);
    expect((await bob.put(PLAN, { inputs: { currentAge: 50, currentSavings: 1234.56 } })).status).toBe(200);

    const ann = await signedIn('ann@example.com');
    const annPlan = (await ann.get(PLAN)).body;
    expect(annPlan.inputs).toEqual(DEFAULTS);
    expect(annPlan.sources).toEqual(ALL_DEFAULT);
    expect((await ann.put(PLAN, { inputs: { currentAge: 30, annualSavings: null } })).status).toBe(200);

    const bobPlan = (await bob.get(PLAN)).body;
    expect(bobPlan.inputs).toMatchObject({ currentAge: 50, currentSavings: 1234.56, currentAnnualIncome: 24001 });
    expect(bobPlan.sources).toMatchObject({ currentAge: 'saved', currentSavings: 'saved', currentAnnualIncome: WINDOW });
    expect(await storedPlans()).toHaveLength(2);
  });
});
