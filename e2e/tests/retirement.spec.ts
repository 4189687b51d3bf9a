import { expect, test } from '@playwright/test';
import { csrfToken, registerViaApi, uniqueEmail } from '../support/accounts';
import { addNetWorthEntriesViaApi } from '../support/seed';
import { analyseViaApi, downloadSample } from '../support/workflow';
import { DashboardScreen } from '../pages/dashboard';
import { fetchJsonWithSession } from '../pages/main-app';
import { RetirementScreen } from '../pages/retirement';

const TEMPLATE = 'wealth-whisperer';
const WINDOW_HINT = /^From your spreadsheet, last 12 months \([A-Z][a-z]{2} \d{4} – [A-Z][a-z]{2} \d{4}\)$/;

interface PlanAnswer {
  inputs: Record<string, number>;
}
interface ProjectionAnswer {
  fundedRatio: number;
  successProbability: number;
}
interface SpendingAnswer {
  period_data: { LY: { total_income: number; total_expenses: number; total_savings: number } };
}

/** The figures as the screen writes them, worked out here on their own from the API's answer. */
const readinessText = (answer: ProjectionAnswer) => `${Math.round(answer.fundedRatio * 100)}%`;
const chanceText = (answer: ProjectionAnswer) => `${answer.successProbability.toFixed(1)}%`;
const cents = (dollars: number) => String(Math.round(dollars * 100) / 100);

test('the retirement planner starts from the uploaded workbook and net worth, follows a new retirement age, and the dashboard preview agrees', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await registerViaApi(page.request, uniqueEmail('retirement'));
  // The upload through the wizard has its own spec (dashboard.spec.ts); here the same three steps run through the API.
  await analyseViaApi(page.request, TEMPLATE, { name: 'sample.xlsx', buffer: await downloadSample(page.request, TEMPLATE) });
  await addNetWorthEntriesViaApi(page.request, [
    { type: 'asset', category: 'Retirement', name: '401k', value: 185000.25, date: '2026-01-15' },
  ]);

  await page.goto('/main');
  const dashboard = new DashboardScreen(page);
  await expect(dashboard.summary).toBeVisible();
  const retirement = new RetirementScreen(page);
  await retirement.open();

  // Prefilled from the stored analysis' last twelve months and from net worth, each with its source.
  const { LY } = (await fetchJsonWithSession<SpendingAnswer>(page, '/spending/api/spending-analysis')).period_data;
  await expect(retirement.input('Income a year ($)')).toHaveValue(cents(LY.total_income));
  await expect(retirement.input('Income a year ($)')).toHaveAccessibleDescription(WINDOW_HINT);
  await expect(retirement.input('Spending a year ($)')).toHaveValue(cents(LY.total_expenses));
  await expect(retirement.input('Spending a year ($)')).toHaveAccessibleDescription(WINDOW_HINT);
  await expect(retirement.input('Retirement savings a year ($)')).toHaveValue(cents(LY.total_savings));
  await expect(retirement.input('Retirement savings a year ($)')).toHaveAccessibleDescription(WINDOW_HINT);
  await expect(retirement.input('Invested for retirement today ($)')).toHaveValue('185000.25');
  await expect(retirement.input('Invested for retirement today ($)')).toHaveAccessibleDescription(
    'From your net worth (Retirement, latest entry Jan 15, 2026)',
  );
  await expect(retirement.input('Current age')).toHaveAccessibleDescription('Default');

  // The figures shown are the plan's own.
  const plan = await fetchJsonWithSession<PlanAnswer & { projection: ProjectionAnswer }>(page, '/retirement/api/plan');
  await expect(retirement.readiness).toHaveText(readinessText(plan.projection));
  await expect(retirement.chance).toHaveText(chanceText(plan.projection));
  await expect(retirement.retirementMarker).toHaveText('Retire at 65');
  const medianBefore = await retirement.medianLine.getAttribute('d');

  // Retiring at 60 instead: worked out by the API on its own, then typed into the screen.
  const projection = await page.request.post('/retirement/api/projection', {
    headers: { 'X-CSRFToken': await csrfToken(page.request) },
    data: { inputs: { ...plan.inputs, retirementAge: 60 } },
  });
  expect(projection.ok(), await projection.text()).toBe(true);
  const at60 = (await projection.json()) as ProjectionAnswer;
  expect(readinessText(at60)).not.toBe(readinessText(plan.projection));
  expect(chanceText(at60)).not.toBe(chanceText(plan.projection));

  await retirement.input('Retirement age').fill('60');
  await expect(retirement.readiness).toHaveText(readinessText(at60));
  await expect(retirement.chance).toHaveText(chanceText(at60));
  await expect(retirement.results.getByTestId('retirement-status')).toHaveText(at60.fundedRatio >= 1 ? 'On Track' : 'Not Yet');
  await expect(retirement.retirementMarker).toHaveText('Retire at 60');
  await expect.poll(() => retirement.medianLine.getAttribute('d')).not.toBe(medianBefore);
  await expect(retirement.input('Retirement age')).toHaveAccessibleDescription('Changed, not saved');

  await retirement.save();
  await expect(retirement.input('Retirement age')).toHaveAccessibleDescription('Your saved value');

  // The dashboard preview shows the same readiness and chance.
  await dashboard.open();
  const preview = dashboard.panel('Retirement preview');
  await expect(preview.getByTestId('retirement-preview-readiness')).toContainText(readinessText(at60));
  await expect(preview.getByTestId('retirement-preview-chance')).toHaveText(chanceText(at60));
});
