import { expect, type Locator, type Page } from '@playwright/test';
import { MainAppPage } from './main-app';

export type EntryType = 'asset' | 'liability';
export type CardKey = 'assets' | 'netWorth' | 'liabilities';

export interface NewEntry {
  type: EntryType;
  category: string;
  name: string;
  /** Typed key by key, as a person would, e.g. `12500.50`. */
  value: string;
  /** `YYYY-MM-DD`. */
  date: string;
}

export interface ChartSeries {
  name: string;
  points: { x: number | null; y: number | null; name: string | null; color: string | null }[];
}

export const HISTORY_CHART = 'Net worth history: assets, liabilities and net worth over time';
export const ASSET_PIE = 'Assets by category';
export const LIABILITY_PIE = 'Liabilities by category';

/** The Net Worth section: cards, history chart, breakdown pies, All Entries and the entry form. */
export class NetWorthScreen {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await new MainAppPage(this.page).showSection('Net Worth');
  }

  get emptyState(): Locator {
    return this.page.getByRole('heading', { name: 'Track your net worth' });
  }

  entryDialog(title: string): Locator {
    return this.page.getByRole('dialog', { name: title });
  }

  /** Opens the form with Add Asset / Add Liability (empty state or toolbar), fills it and saves. */
  async addEntry(entry: NewEntry): Promise<void> {
    const title = entry.type === 'asset' ? 'Add Asset' : 'Add Liability';
    await this.page.getByRole('button', { name: title }).click();
    const dialog = this.entryDialog(title);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('radio', { name: entry.type === 'asset' ? 'Asset' : 'Liability' })).toBeChecked();
    await dialog.getByLabel('Category').selectOption(entry.category);
    await dialog.getByLabel('Name').fill(entry.name);
    await dialog.getByLabel('Value').pressSequentially(entry.value);
    await dialog.getByLabel('Date').fill(entry.date);
    await dialog.getByRole('button', { name: 'Save Entry' }).click();
    await expect(dialog).toHaveCount(0);
  }

  card(key: CardKey): Locator {
    return this.page.getByTestId(`networth-card-${key}`);
  }

  /** A card shows whole dollars; its title holds the exact amount to the cent. */
  async expectCard(key: CardKey, wholeDollars: string, exact: string): Promise<void> {
    await expect(this.card(key)).toHaveText(wholeDollars);
    await expect(this.card(key)).toHaveAttribute('title', exact);
  }

  entryRows(): Locator {
    return this.page
      .getByRole('table', { name: 'All Entries' })
      .getByRole('row')
      .filter({ has: this.page.getByRole('cell') });
  }

  /** The cells of every row of All Entries, Edit/Delete left out. */
  async entryTable(): Promise<string[][]> {
    return this.entryRows().evaluateAll((rows) =>
      rows.map((row) =>
        Array.from(row.querySelectorAll('td'))
          .slice(0, 5)
          .map((cell) => cell.textContent?.trim() ?? ''),
      ),
    );
  }

  categoryList(title: 'Asset Breakdown' | 'Liability Breakdown'): Locator {
    return this.page.getByRole('list', { name: `${title} by category` }).getByRole('listitem');
  }

  async deleteEntry(name: string, dateLabel: string): Promise<void> {
    await this.page.getByRole('button', { name: `Delete ${name}, ${dateLabel}` }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Delete Entry' });
    await expect(dialog).toContainText('Are you sure you want to delete this item?');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(dialog).toHaveCount(0);
  }

  /**
   * What Highcharts itself holds for the chart inside the figure with this label: every series'
   * points as drawn (x, y, name, colour). Read from Highcharts' own chart registry in the page.
   */
  async chartSeries(label: string): Promise<ChartSeries[]> {
    return this.page.evaluate((figureLabel) => {
      interface HcPoint {
        x?: number;
        y?: number;
        name?: string;
        color?: unknown;
      }
      interface HcChart {
        renderTo: Element;
        series: { name: string; points: HcPoint[] }[];
      }
      const registry = window as unknown as {
        _Highcharts?: { charts: (HcChart | undefined)[] };
        Highcharts?: { charts: (HcChart | undefined)[] };
      };
      const highcharts = registry._Highcharts ?? registry.Highcharts;
      const figure = Array.from(document.querySelectorAll('figure')).find((node) => node.getAttribute('aria-label') === figureLabel);
      const chart = highcharts?.charts.find((candidate) => candidate && figure?.contains(candidate.renderTo));
      if (!chart) return [];
      return chart.series.map((series) => ({
        name: series.name,
        points: series.points.map((point) => ({
          x: point.x ?? null,
          y: point.y ?? null,
          name: point.name ?? null,
          color: typeof point.color === 'string' ? point.color : null,
        })),
      }));
    }, label);
  }
}
