import { expect, type Locator, type Page } from '@playwright/test';
import { fetchJsonWithSession, MainAppPage } from './main-app';

/** `GET /summary/api/transaction-analysis` as stored. */
export interface StoredAnalysis {
  message: string;
  lastUpdated?: string;
  income?: { total: number };
  expense?: { total: number; percent_of_income: number };
  savings?: { total: number; percent_of_income: number; categories: { name: string; subcategories: { name: string; amount: number }[] }[] };
}

export type TileId = 'income' | 'expenses' | 'savings' | 'retirement';

/** The Dashboard section: the welcome screen, the Financial Summary card and the four previews. */
export class DashboardScreen {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await new MainAppPage(this.page).showSection('Dashboard');
  }

  get welcomeHeading(): Locator {
    return this.page.getByRole('heading', { name: 'Are you on track?' });
  }

  get welcome(): Locator {
    return this.page.getByRole('region', { name: 'Are you on track?' });
  }

  get summary(): Locator {
    return this.page.getByRole('region', { name: 'Financial Summary' });
  }

  tileAmount(tile: TileId): Locator {
    return this.page.getByTestId(`tile-${tile}-amount`);
  }

  tileDetail(tile: TileId): Locator {
    return this.page.getByTestId(`tile-${tile}-detail`);
  }

  get retirementRate(): Locator {
    return this.page.getByTestId('retirement-rate');
  }

  get chooserButton(): Locator {
    return this.page.getByRole('button', { name: 'Choose retirement subcategories' });
  }

  get chooser(): Locator {
    return this.page.getByRole('group', { name: 'Savings that count as retirement' });
  }

  /** A preview's panel: `Savings goals preview`, `Spending preview`, `Net worth preview`, `Retirement preview`. */
  panel(label: string): Locator {
    return this.page.getByRole('region', { name: label });
  }

  /** Ticks or unticks subcategories in the chooser from the keyboard, waiting for each save. */
  async setRetirementChoice(changes: Record<string, boolean>): Promise<void> {
    await this.chooserButton.focus();
    await this.page.keyboard.press('Enter');
    await expect(this.chooser).toBeVisible();
    for (const [name, checked] of Object.entries(changes)) {
      const box = this.chooser.getByRole('checkbox', { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`) });
      if ((await box.isChecked()) === checked) continue;
      const saved = this.page.waitForResponse(
        (response) => response.url().endsWith('/summary/api/set-retirement-sub-categories') && response.request().method() === 'POST',
      );
      await box.focus();
      await this.page.keyboard.press('Space');
      expect((await saved).ok()).toBe(true);
      await expect(box).toBeChecked({ checked });
    }
    await this.page.keyboard.press('Escape');
    await expect(this.chooser).toBeHidden();
  }

  /** Reads a JSON answer with the page's own session, as the screen does. */
  fetchJson<T>(path: string): Promise<T> {
    return fetchJsonWithSession<T>(this.page, path);
  }

  storedAnalysis(): Promise<StoredAnalysis> {
    return this.fetchJson<StoredAnalysis>('/summary/api/transaction-analysis');
  }

  /**
   * Welcome screen → Upload Data → the update-data wizard: uploads the workbook, keeps the options it
   * suggests and the categories it guesses, and goes on from the import's summary to the dashboard.
   */
  async uploadThroughWizard(file: { name: string; buffer: Buffer }): Promise<void> {
    await this.welcome.getByRole('button', { name: 'Upload Data' }).click();
    await expect(this.page).toHaveURL(/\/main\/upload$/);
    const wizard = this.page.getByRole('dialog', { name: /^Update .*Data$/ });
    await expect(wizard).toBeVisible();

    // The step shows once the session and the templates are in; only then are its tabs known.
    await expect(wizard.getByRole('region', { name: 'Upload Data' })).toBeVisible();
    const fileTab = wizard.getByRole('tab', { name: 'Upload File' });
    if (await fileTab.count()) {
      await fileTab.click();
      await expect(fileTab).toHaveAttribute('aria-selected', 'true');
    }
    await wizard.getByLabel('Budget file').setInputFiles({
      name: file.name,
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: file.buffer,
    });
    await wizard.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(wizard.getByText('File uploaded successfully!')).toBeVisible({ timeout: 30_000 });
    await wizard.getByRole('button', { name: 'Next' }).click();

    await expect(wizard.getByRole('region', { name: 'Select Options' })).toBeVisible();
    await wizard.getByRole('button', { name: 'Next' }).click();

    const categories = wizard.getByRole('region', { name: 'Configure Categories' });
    await expect(categories).toBeVisible({ timeout: 30_000 });
    await wizard.getByRole('button', { name: 'Next' }).click();
    // What was imported where shows first; Next once more closes the wizard.
    await expect(categories.getByTestId('import-summary')).toHaveText(/ imported into \S/, { timeout: 45_000 });
    await wizard.getByRole('button', { name: 'Next' }).click();
    await expect(wizard).toHaveCount(0, { timeout: 45_000 });
    await expect(this.summary).toBeVisible();
  }
}

/** Whole dollars with thousands separators, e.g. `$12,345`, computed here on its own. */
export function wholeDollars(amount: number): string {
  const rounded = Math.round(Math.abs(amount));
  const text = `$${String(rounded).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
  return amount < 0 && rounded !== 0 ? `-${text}` : text;
}

/** Dollars and cents, e.g. `$12,345.60`: the exact amount a tile carries as its tooltip. */
export function exactDollars(amount: number): string {
  const cents = Math.round(Math.abs(amount) * 100);
  const whole = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${amount < 0 ? '-' : ''}$${whole}.${String(cents % 100).padStart(2, '0')}`;
}
