import { expect, type Locator, type Page } from '@playwright/test';
import { MainAppPage } from './main-app';

/** The Retirement section: the planner's inputs, results and chart. */
export class RetirementScreen {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await new MainAppPage(this.page).showSection('Retirement');
    await expect(this.readiness).toBeVisible();
  }

  input(label: string): Locator {
    return this.page.getByRole('textbox', { name: label, exact: true });
  }

  get readiness(): Locator {
    return this.page.getByTestId('retirement-readiness');
  }

  get chance(): Locator {
    return this.page.getByTestId('retirement-chance');
  }

  get results(): Locator {
    return this.page.getByTestId('retirement-results');
  }

  get chart(): Locator {
    return this.page.getByTestId('retirement-chart');
  }

  /** The label of the retirement-age marker drawn on the chart. */
  get retirementMarker(): Locator {
    return this.chart.locator('.highcharts-plot-line-label');
  }

  /** The drawn median line (its SVG path). */
  get medianLine(): Locator {
    return this.chart.locator('.highcharts-series.highcharts-series-2 > path.highcharts-graph');
  }

  async save(): Promise<void> {
    await this.page.getByRole('button', { name: 'Save plan' }).click();
    await expect(this.page.getByText('Your plan is saved as shown.')).toBeVisible();
  }
}
