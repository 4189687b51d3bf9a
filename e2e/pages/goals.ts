import { expect, type Locator, type Page } from '@playwright/test';
import { MainAppPage } from './main-app';

export interface NewGoal {
  name: string;
  currentAmount: string;
  targetAmount: string;
  contributionAmount: string;
  /** `YYYY-MM-DD`; the form's default (one year ahead) when absent. */
  targetDate?: string;
  interestRate?: string;
}

export interface PlannedTransaction {
  description: string;
  amount: string;
  /** `YYYY-MM-DD`; today when absent. */
  date?: string;
  withdrawal?: boolean;
}

/** The Savings Goals section: goal cards, the goal and transaction modals, and the share dialog. */
export class GoalsScreen {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await new MainAppPage(this.page).showSection('Savings Goals');
  }

  get emptyState(): Locator {
    return this.page.getByRole('heading', { name: 'Set Your First Savings Goal' });
  }

  card(name: string): Locator {
    return this.page.getByRole('article', { name });
  }

  badge(name: string): Locator {
    return this.card(name).getByTestId('goal-badge');
  }

  dialog(title: string): Locator {
    return this.page.getByRole('dialog', { name: title });
  }

  async addGoal(goal: NewGoal): Promise<void> {
    await this.page.getByRole('button', { name: 'Add Goal' }).click();
    const dialog = this.dialog('Track a New Goal');
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Goal Name').fill(goal.name);
    await dialog.getByLabel('Current Amount ($)').fill(goal.currentAmount);
    await dialog.getByLabel('Target Amount ($)').fill(goal.targetAmount);
    if (goal.targetDate) await dialog.getByLabel('Target Date').fill(goal.targetDate);
    await dialog.getByLabel('Contribution Amount ($)').fill(goal.contributionAmount);
    if (goal.interestRate !== undefined) {
      await dialog.getByRole('button', { name: 'Advanced Options' }).click();
      await dialog.getByLabel('Annual Interest Rate (%)').fill(goal.interestRate);
    }
    await dialog.getByRole('button', { name: 'Track This Goal' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(this.card(goal.name)).toBeVisible();
  }

  async addTransaction(goalName: string, transaction: PlannedTransaction): Promise<void> {
    await this.card(goalName).getByRole('button', { name: 'Manage Transactions' }).click();
    const dialog = this.dialog('Plan Future Cash Flow');
    await expect(dialog).toContainText(goalName);
    await dialog.getByLabel('Description').fill(transaction.description);
    await dialog.getByLabel('Amount ($)').fill(transaction.amount);
    if (transaction.date) await dialog.getByLabel('Date').fill(transaction.date);
    if (transaction.withdrawal) await dialog.getByRole('checkbox', { name: 'This will take money out of savings' }).check();
    await dialog.getByRole('button', { name: 'Add to Plan' }).click();
    await expect(dialog).toHaveCount(0);
  }

  async deleteTransaction(goalName: string, description: string): Promise<void> {
    await this.card(goalName)
      .getByRole('button', { name: `Delete ${description}` })
      .click();
    const dialog = this.dialog('Delete transaction');
    await expect(dialog).toContainText('Delete this transaction?');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(dialog).toHaveCount(0);
  }

  transactions(goalName: string): Locator {
    return this.card(goalName).getByRole('list', { name: 'Future Transactions' }).getByRole('listitem');
  }

  /** Opens the share dialog and returns it with the snippet the server made. */
  async share(goalName: string): Promise<{ dialog: Locator; snippet: string }> {
    await this.card(goalName).getByRole('button', { name: 'Share' }).click();
    const dialog = this.dialog(`Share “${goalName}”`);
    const field = dialog.getByLabel('Embed code');
    await expect(field).toHaveValue(/data-ontrack-goal=/);
    return { dialog, snippet: await field.inputValue() };
  }

  /** The [x, y] points Highcharts holds for the goal's projection chart (read from its own registry). */
  async chartPoints(goalName: string): Promise<[number, number][]> {
    return this.page.evaluate((label) => {
      interface HcChart {
        renderTo: Element;
        series: { points: { x?: number; y?: number }[] }[];
      }
      const registry = window as unknown as {
        _Highcharts?: { charts: (HcChart | undefined)[] };
        Highcharts?: { charts: (HcChart | undefined)[] };
      };
      const highcharts = registry._Highcharts ?? registry.Highcharts;
      const figure = Array.from(document.querySelectorAll('figure')).find((node) => node.getAttribute('aria-label') === label);
      const chart = highcharts?.charts.find((candidate) => candidate && figure?.contains(candidate.renderTo));
      return (chart?.series[0]?.points ?? []).map((point) => [point.x ?? NaN, point.y ?? NaN] as [number, number]);
    }, `Balance projection for ${goalName}`);
  }
}
