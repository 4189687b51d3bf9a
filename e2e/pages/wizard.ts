import { expect, type Locator, type Page } from '@playwright/test';
import type { Classification, TransactionType } from '../support/reference-analysis';

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export type StepName = 'Upload Data' | 'Select Options' | 'Configure Categories';

/** A source's kind as the options step offers it for a new source. */
export type SourceKindShown = 'Bank account' | 'Budget workbook';

export interface WizardFile {
  name: string;
  buffer: Buffer;
  mimeType?: string;
}

export interface OptionsShown {
  /** The selected sheets in their order (the i-th covers the i-th period). */
  sheets: string[];
  date: string;
  periodType: string;
}

export interface CategoryRowShown extends Classification {
  isNew: boolean;
}

/** The update-data wizard (mf-wizard): the modal over the main app on /main/upload|options|categories. */
export class WizardDialog {
  constructor(private readonly page: Page) {}

  get dialog(): Locator {
    return this.page.getByRole('dialog', { name: /^Update .* Data$/ });
  }

  step(name: StepName): Locator {
    return this.dialog.getByRole('region', { name });
  }

  nextButton(name: StepName): Locator {
    return this.step(name).getByRole('button', { name: 'Next', exact: true });
  }

  /** Opens the wizard from the sidebar's Upload Data button, or the top bar's on a phone. */
  async open(templateName: string): Promise<void> {
    const sidebar = this.page.getByRole('complementary', { name: 'Main navigation' });
    const topBar = this.page.getByRole('banner');
    await expect(sidebar.or(topBar)).toBeVisible();
    await ((await sidebar.isVisible()) ? sidebar : topBar).getByRole('button', { name: 'Upload Data' }).click();
    await expect(this.page).toHaveURL(/\/main\/upload$/);
    await expect(this.dialog).toHaveAccessibleName(`Update ${templateName} Data`);
    await expect(this.step('Upload Data')).toBeVisible();
    await expect(this.dialog.getByText(/^Step 1 of \d+$/)).toBeVisible();
  }

  get sourceTabs(): Locator {
    return this.dialog.getByRole('tablist', { name: 'Data source' });
  }

  /** The file chosen through the drop zone's file input (what the browser's file dialog would give). */
  async chooseFile(file: WizardFile): Promise<void> {
    const tab = this.sourceTabs.getByRole('tab', { name: 'Upload File' });
    if (await tab.count()) await tab.click();
    await expect(this.step('Upload Data').getByRole('button', { name: /^Choose a file to upload/ })).toBeVisible();
    await this.dialog
      .getByLabel('Budget file')
      .setInputFiles({ name: file.name, mimeType: file.mimeType ?? XLSX_MIME, buffer: file.buffer });
    await expect(this.dialog.getByTestId('chosen-file')).toContainText(file.name);
  }

  /** Presses Upload and returns the answer the wizard received. */
  async pressUpload(): Promise<{ status: number; body: { success: boolean; error?: string } }> {
    const answer = this.page.waitForResponse(
      (response) => /\/workflow\/api\/template\/[^/]+\/step\/upload$/.test(response.url()) && response.request().method() === 'POST',
    );
    await this.step('Upload Data').getByRole('button', { name: 'Upload', exact: true }).click();
    const response = await answer;
    return { status: response.status(), body: (await response.json()) as { success: boolean; error?: string } };
  }

  async uploadFile(file: WizardFile): Promise<void> {
    await this.chooseFile(file);
    await expect(this.nextButton('Upload Data')).toBeDisabled();
    const { status, body } = await this.pressUpload();
    expect(status, body.error).toBe(200);
    await expect(this.step('Upload Data').getByRole('status').filter({ hasText: 'File uploaded successfully!' })).toBeVisible();
    await expect(this.nextButton('Upload Data')).toBeEnabled();
  }

  /** Upload → Select Options. */
  async goToOptions(): Promise<void> {
    await this.nextButton('Upload Data').click();
    await expect(this.page).toHaveURL(/\/main\/options$/);
    await expect(this.step('Select Options')).toBeVisible();
    await expect(this.dialog.getByText(/^Step 2 of \d+$/)).toBeVisible();
  }

  get dateInput(): Locator {
    return this.step('Select Options').getByLabel('Period start date');
  }

  get periodTypeSelect(): Locator {
    return this.step('Select Options').getByLabel('Period type');
  }

  get selectedOrder(): Locator {
    return this.step('Select Options').getByRole('list', { name: 'Order of selected sheets' }).getByRole('listitem');
  }

  async optionsShown(): Promise<OptionsShown> {
    const sheets = await this.selectedOrder.locator('.wizard-sheets__name').allTextContents();
    return { sheets, date: await this.dateInput.inputValue(), periodType: await this.periodTypeSelect.inputValue() };
  }

  async setOptions({ date, periodType }: { date?: string; periodType?: string }): Promise<void> {
    if (date !== undefined) {
      await this.dateInput.fill(date);
      await expect(this.dateInput).toHaveValue(date);
    }
    if (periodType !== undefined) await this.periodTypeSelect.selectOption(periodType);
  }

  /** Select Options → Configure Categories (the options are saved on the way). */
  async saveOptions(): Promise<void> {
    await this.nextButton('Select Options').click();
    await expect(this.page).toHaveURL(/\/main\/categories$/);
    await expect(this.step('Configure Categories')).toBeVisible();
    await expect(this.dialog.getByText(/^Step 3 of \d+$/)).toBeVisible();
  }

  typeSelect(category: string, subcategory: string): Locator {
    return this.step('Configure Categories').getByLabel(`Transaction type for ${category} / ${subcategory}`);
  }

  /** Every row of the categories table, top to bottom, as shown. */
  async categoryRows(): Promise<CategoryRowShown[]> {
    return this.step('Configure Categories')
      .locator('table tbody tr')
      .evaluateAll((rows) =>
        rows.map((row) => {
          const [categoryCell, subcategoryCell] = Array.from(row.querySelectorAll('td'));
          const ownText = Array.from(categoryCell.childNodes)
            .filter((node) => node.nodeType === Node.TEXT_NODE)
            .map((node) => node.textContent ?? '')
            .join('')
            .trim();
          return {
            category: ownText,
            subcategory: subcategoryCell.textContent?.trim() ?? '',
            type: (row.querySelector('select') as HTMLSelectElement).value as TransactionType,
            reversal: (row.querySelector('input[type="checkbox"]') as HTMLInputElement).checked,
            isNew: categoryCell.querySelector('.wizard-badge') !== null,
          };
        }),
      );
  }

  /** Where the options step sends the upload's rows: `Add to: Checking — …` or `New source: Checking (Bank account)`. */
  get sourceDestination(): Locator {
    return this.step('Select Options').getByTestId('source-destination');
  }

  /**
   * Options step: Change, then "A new source…" in "Send the rows to", named `name`, of the kind
   * chosen by its radio ("Bank account: each import adds to it" / "Budget workbook: each import
   * replaces it"); the destination line must then name it.
   */
  async sendToNewSource(name: string, kind: SourceKindShown): Promise<void> {
    const options = this.step('Select Options');
    await options.getByRole('button', { name: 'Change', exact: true }).click();
    await options.getByLabel('Send the rows to').selectOption({ label: 'A new source…' });
    const nameField = options.getByLabel('Name of the new source');
    await nameField.fill(name);
    await expect(nameField).toHaveValue(name);
    const radio = options.getByRole('group', { name: 'Kind of source' }).getByRole('radio', { name: new RegExp(`^${kind}:`) });
    await radio.check();
    await expect(radio).toBeChecked();
    await expect(this.sourceDestination).toHaveText(`New source: ${name} (${kind})`);
  }

  /** The import's summary shown in place of the categories table once the rows are imported. */
  get importSummary(): Locator {
    return this.step('Configure Categories').getByTestId('import-summary');
  }

  /**
   * Configure Categories → Next: the answer is held back until "Processing your data..." has been
   * seen with the close and step buttons locked (the real processing takes a few milliseconds).
   * Then the import's summary must show, with the focus and the steps still locked, and Next once
   * more must close the wizard onto the dashboard. Gives the summary's text (checked against
   * `summary` when given).
   */
  async finish({ summary }: { summary?: string | RegExp } = {}): Promise<string> {
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const pattern = /\/workflow\/api\/template\/[^/]+\/step\/categories$/;
    await this.page.route(pattern, async (route) => {
      await held;
      await route.continue();
    });
    try {
      const answer = this.page.waitForResponse((response) => pattern.test(response.url()));
      await this.nextButton('Configure Categories').click();
      await expect(this.step('Configure Categories').getByRole('status').filter({ hasText: 'Processing your data...' })).toBeVisible();
      await expect(this.dialog.getByRole('button', { name: 'Close' })).toBeDisabled();
      await expect(this.dialog.getByRole('navigation', { name: 'Wizard steps' }).getByRole('button').first()).toBeDisabled();
      release();
      const response = await answer;
      expect(response.status(), await response.text()).toBe(200);
    } finally {
      release();
      await this.page.unroute(pattern);
    }
    // What was imported where, in place of the table: it takes the focus, and no step can be opened.
    await expect(this.importSummary.getByRole('status')).toHaveText(summary ?? / imported into \S/);
    await expect(this.importSummary).toBeFocused();
    await expect(this.step('Configure Categories').locator('table')).toHaveCount(0);
    await expect(this.dialog.getByRole('navigation', { name: 'Wizard steps' }).getByRole('button').first()).toBeDisabled();
    const shown = (await this.importSummary.textContent())?.trim() ?? '';
    await this.nextButton('Configure Categories').click();
    await expect(this.dialog).toHaveCount(0);
    await expect(this.page).toHaveURL(/\/main\/dashboard$/);
    await expect(this.page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    return shown;
  }
}
