import { expect, type Locator, type Page } from '@playwright/test';
import type { PeriodKey } from '../../api/src/domain/analysis/periods';
import type { CategoryTotals, PeriodData, SpendingAnalysis } from '../../api/src/domain/analysis/result';
import { fetchJsonWithSession, MainAppPage } from './main-app';

/** The analysis as the server answers it: the domain's own types (domain/analysis/result.ts). */
export type { CategoryTotals, PeriodData, SpendingAnalysis } from '../../api/src/domain/analysis/result';

export type PeriodLabel = '12 Months' | '6 Months' | '3 Months';

/** The selector's periods and the windows each compares. */
export const PERIODS: readonly { label: PeriodLabel; current: PeriodKey; previous: PeriodKey }[] = [
  { label: '12 Months', current: 'LY', previous: '2LY' },
  { label: '6 Months', current: '6_months', previous: '6_months_previous' },
  { label: '3 Months', current: '3_months', previous: '3_months_previous' },
];

export type CardTitle = 'Total Income' | 'Total Expenses' | 'Total Savings' | 'Period Length';

/** One line of the breakdown table as shown: the amounts as text and the Change cell's direction. */
export interface BreakdownLine {
  name: string;
  amounts: string[];
  direction: string | null;
}

/** The totals Spending's three total cards show, in units and hundredths, as a test states them. */
export interface SpendingTotals {
  income: number;
  expenses: number;
  savings: number;
}

/** The Spending section (Financial Analysis, mf-spending). */
export class SpendingScreen {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await new MainAppPage(this.page).showSection('Spending');
    await expect(this.page.getByRole('heading', { name: 'Financial Analysis' })).toBeVisible();
  }

  get periodSelector(): Locator {
    return this.page.getByRole('group', { name: 'Time period' });
  }

  periodButton(label: PeriodLabel): Locator {
    return this.periodSelector.getByRole('button', { name: new RegExp(`^${label}\\b`) });
  }

  async selectPeriod(label: PeriodLabel): Promise<void> {
    await this.periodButton(label).click();
    await expect(this.periodButton(label)).toHaveAttribute('aria-pressed', 'true');
  }

  card(title: CardTitle): Locator {
    return this.page.getByRole('region', { name: title, exact: true });
  }

  cardValue(title: CardTitle): Locator {
    return this.card(title).locator('p');
  }

  /**
   * The analysis' 12-, 6- and 3-month windows each hold `totals` (data inside the last three months),
   * to the cent; answers each window by its key, for the test's further checks.
   */
  async expectWindowTotals(totals: SpendingTotals): Promise<[PeriodKey, PeriodData][]> {
    const analysis = await this.analysis();
    return (['LY', '6_months', '3_months'] as const).map((key) => {
      const window = analysis.period_data[key];
      expect(window, `${key} window`).toBeDefined();
      const held = { income: window!.total_income, expenses: window!.total_expenses, savings: window!.total_savings };
      expect(held, `${key}: income, expenses, savings`).toEqual(totals);
      return [key, window!];
    });
  }

  /** In each of `periods`, the Total Income, Expenses and Savings cards show `totals` in whole units of `currency`. */
  async expectTotalCards(totals: SpendingTotals, currency: string, periods: readonly PeriodLabel[] = ['12 Months']): Promise<void> {
    for (const period of periods) {
      await this.selectPeriod(period);
      await expect(this.cardValue('Total Income'), period).toHaveText(wholeMoney(totals.income, currency));
      await expect(this.cardValue('Total Expenses'), period).toHaveText(wholeMoney(totals.expenses, currency));
      await expect(this.cardValue('Total Savings'), period).toHaveText(wholeMoney(totals.savings, currency));
    }
  }

  tab(name: 'Expenses' | 'Income' | 'Savings'): Locator {
    return this.page.getByRole('tablist', { name: 'Category type' }).getByRole('tab', { name: new RegExp(`^${name}\\b`) });
  }

  breakdownTable(tab: 'Expenses' | 'Income' | 'Savings', period: PeriodLabel): Locator {
    return this.page.getByRole('table', { name: `${tab} by category, ${period}` });
  }

  /** The category rows of a breakdown table (subcategory rows left out), top to bottom. */
  async breakdownLines(table: Locator): Promise<BreakdownLine[]> {
    return table.getByTestId('category-row').evaluateAll((rows) =>
      rows.map((row) => ({
        name: row.querySelector('th')?.textContent?.replace(/^[▸▾]/, '').trim() ?? '',
        amounts: Array.from(row.querySelectorAll('td.spending-table__amount')).map((cell) => cell.textContent?.trim() ?? ''),
        direction: row.querySelector('[data-direction]')?.getAttribute('data-direction') ?? null,
      })),
    );
  }

  /** Reads a JSON answer with the page's own session, as the screen does. */
  fetchJson<T>(path: string): Promise<T> {
    return fetchJsonWithSession<T>(this.page, path);
  }

  analysis(): Promise<SpendingAnalysis> {
    return this.fetchJson<SpendingAnalysis>('/spending/api/spending-analysis');
  }

  /**
   * The selector offers exactly the periods whose window exists, each saying whether its
   * comparison window exists too; then, for each period, the four cards and the expense rows
   * (and income/savings counts on the tabs) show exactly the answer's figures in whole dollars.
   */
  async expectShows(analysis: SpendingAnalysis): Promise<void> {
    const offered = PERIODS.filter((period) => analysis.period_data[period.current]);
    expect(offered.length, 'the analysis has at least one window').toBeGreaterThan(0);
    await expect(this.periodSelector.getByRole('button')).toHaveCount(offered.length);
    // A previous window holding under half its months is no comparison: the screen says so instead.
    const comparison = (key: PeriodKey) => {
      const window = analysis.period_data[key];
      return window && window.months_covered * 2 >= window.months_in_window ? window : null;
    };
    for (const period of offered) {
      const hasTrends = comparison(period.previous) !== null;
      await expect(this.periodButton(period.label)).toContainText(hasTrends ? 'Trends available' : 'Current data only');
    }

    for (const period of offered) {
      await this.selectPeriod(period.label);
      const current = analysis.period_data[period.current]!;
      const previous = comparison(period.previous);
      await expect(this.cardValue('Total Income')).toHaveText(wholeDollars(current.total_income));
      await expect(this.cardValue('Total Expenses')).toHaveText(wholeDollars(current.total_expenses));
      await expect(this.cardValue('Total Savings')).toHaveText(wholeDollars(current.total_savings));
      await expect(this.cardValue('Period Length')).toHaveText(new RegExp(`^${current.period_count} \\S`));
      await expect(this.page.getByTestId('trends-notice')).toHaveCount(previous ? 0 : 1);
      const covered = current.months_covered < current.months_in_window;
      await expect(this.page.getByTestId('coverage-sentence')).toHaveText(
        covered ? [`Your data covers ${current.months_covered} of these ${current.months_in_window} months`] : [],
      );

      await expect(this.tab('Expenses')).toHaveText(`Expenses (${Object.keys(current.expense_categories).length})`);
      await expect(this.tab('Income')).toHaveText(`Income (${Object.keys(current.income_categories).length})`);
      await expect(this.tab('Savings')).toHaveText(`Savings (${Object.keys(current.savings_categories).length})`);
      await expect(this.tab('Expenses')).toHaveAttribute('aria-selected', 'true');
      const table = this.breakdownTable('Expenses', period.label);
      await expect(table.getByTestId('category-row')).toHaveCount(Object.keys(current.expense_categories).length);
      expect(await this.breakdownLines(table), `expense rows, ${period.label}`).toEqual(
        expectedLines(current.expense_categories, previous?.expense_categories ?? null),
      );
    }
  }
}

/** Whole dollars with thousands separators, e.g. `$12,345`, `-$40`. */
/**
 * Whole units of `currency` as the screens write them (en-US, api/src/domain/money-format.ts):
 * `CHF 7,800`, `€1,330`; US dollars as `wholeDollars` writes them.
 */
export function wholeMoney(amount: number, currency: string): string {
  if (currency === 'USD') return wholeDollars(amount);
  const format = new Intl.NumberFormat('en-US', { style: 'currency', currency, minimumFractionDigits: 0, maximumFractionDigits: 0 });
  return format.format(Math.round(Math.abs(amount)) * Math.sign(amount) + 0);
}

/** The currency the signed-in user's figures show in: their home currency (the session's), US dollars until set. */
export async function homeCurrency(page: Page): Promise<string> {
  const session = (await (await page.request.get('/auth/check-login-status')).json()) as { home_currency?: string | null };
  return session.home_currency ?? 'USD';
}

export function wholeDollars(amount: number): string {
  const rounded = Math.round(amount);
  return `${rounded < 0 ? '-' : ''}$${String(Math.abs(rounded)).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
}

/** Up above +5 %, down below −5 %, else stable; a zero previous amount is stable. */
export function changeDirection(current: number, previous: number): 'up' | 'down' | 'stable' {
  const [now, before] = [Math.round(current * 100), Math.round(previous * 100)];
  if (before === 0) return 'stable';
  const change = ((now - before) / Math.abs(before)) * 100;
  return change > 5 ? 'up' : change < -5 ? 'down' : 'stable';
}

/**
 * The rows the breakdown table must show for these categories: largest total first (equal totals
 * by name), each with total, previous (with a comparison window), and average per period.
 */
export function expectedLines(
  categories: Record<string, CategoryTotals>,
  previous: Record<string, CategoryTotals> | null,
): BreakdownLine[] {
  return Object.entries(categories)
    .sort(([nameA, a], [nameB, b]) => b.total - a.total || nameA.localeCompare(nameB))
    .map(([name, totals]) => {
      const before = previous ? (previous[name]?.total ?? 0) : null;
      return {
        name,
        amounts:
          before === null
            ? [wholeDollars(totals.total), wholeDollars(totals.average_per_period)]
            : [wholeDollars(totals.total), wholeDollars(before), wholeDollars(totals.average_per_period)],
        direction: before === null ? null : changeDirection(totals.total, before),
      };
    });
}
