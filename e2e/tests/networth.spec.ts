import { expect, test } from '@playwright/test';
import { registerViaApi, uniqueEmail } from '../support/accounts';
import { ASSET_PIE, HISTORY_CHART, LIABILITY_PIE, NetWorthScreen } from '../pages/networth';

const day = (iso: string) => Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10)));
const [JAN_15, JAN_20, FEB_01] = ['2025-01-15', '2025-01-20', '2025-02-01'];
/** Fixed category colours of the API. */
const CHECKING = '#1f6fd1';
const CREDIT_CARD = '#d84315';

/** Each series as [name, [x, y] per point]. */
const lines = (series: { name: string; points: { x: number | null; y: number | null }[] }[]) =>
  series.map((s) => [s.name, s.points.map((p) => [p.x, p.y])]);
const slices = (series: { points: { name: string | null; y: number | null; color: string | null }[] }[]) =>
  series.flatMap((s) => s.points.map((p) => [p.name, p.y, p.color]));

test('net worth: add an asset and a liability, revalue the asset, and the cards, history and pies follow to the cent', async ({ page }) => {
  await registerViaApi(page.request, uniqueEmail('networth'));
  await page.goto('/main');
  const screen = new NetWorthScreen(page);
  await screen.open();

  // A new user: the empty state, with the categories set up behind it.
  await expect(screen.emptyState).toBeVisible();

  await test.step('add an asset', async () => {
    await page.getByRole('button', { name: 'Add Asset' }).click();
    const dialog = screen.entryDialog('Add Asset');
    await expect(dialog.getByLabel('Category')).toHaveValue('Cash');
    await dialog.getByLabel('Value').pressSequentially('12500.50');
    await expect(dialog.getByLabel('Value')).toHaveValue('12,500.50');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await screen.addEntry({ type: 'asset', category: 'Checking', name: 'Everyday checking', value: '12500.50', date: JAN_15 });
    await screen.expectCard('assets', '$12,501', '$12,500.50');
    await screen.expectCard('liabilities', '$0', '$0.00');
    await screen.expectCard('netWorth', '$12,501', '$12,500.50');
    await expect.poll(async () => slices(await screen.chartSeries(ASSET_PIE))).toEqual([['Checking', 12500.5, CHECKING]]);
  });

  await test.step('add a liability', async () => {
    await screen.addEntry({ type: 'liability', category: 'Credit Card', name: 'Visa', value: '1250.25', date: JAN_20 });
    await screen.expectCard('assets', '$12,501', '$12,500.50');
    await screen.expectCard('liabilities', '$1,250', '$1,250.25');
    await screen.expectCard('netWorth', '$11,250', '$11,250.25');
    await expect.poll(async () => slices(await screen.chartSeries(LIABILITY_PIE))).toEqual([['Credit Card', 1250.25, CREDIT_CARD]]);
    await expect(screen.categoryList('Liability Breakdown')).toHaveText(['Credit Card$1,250100.0%']);
  });

  await test.step('revalue the asset at a later date', async () => {
    await screen.addEntry({ type: 'asset', category: 'Checking', name: 'Everyday checking', value: '13000.75', date: FEB_01 });
    // The latest value counts, not the sum of both.
    await screen.expectCard('assets', '$13,001', '$13,000.75');
    await screen.expectCard('liabilities', '$1,250', '$1,250.25');
    await screen.expectCard('netWorth', '$11,751', '$11,750.50');

    await expect
      .poll(async () => lines(await screen.chartSeries(HISTORY_CHART)))
      .toEqual([
        [
          'Assets',
          [
            [day(JAN_15), 12500.5],
            [day(JAN_20), 12500.5],
            [day(FEB_01), 13000.75],
          ],
        ],
        [
          'Liabilities',
          [
            [day(JAN_15), 0],
            [day(JAN_20), 1250.25],
            [day(FEB_01), 1250.25],
          ],
        ],
        [
          'Net Worth',
          [
            [day(JAN_15), 12500.5],
            [day(JAN_20), 11250.25],
            [day(FEB_01), 11750.5],
          ],
        ],
      ]);
    await expect.poll(async () => slices(await screen.chartSeries(ASSET_PIE))).toEqual([['Checking', 13000.75, CHECKING]]);
    await expect(screen.categoryList('Asset Breakdown')).toHaveText(['Checking$13,001100.0%']);

    expect(await screen.entryTable()).toEqual([
      ['Asset', 'Checking', 'Everyday checking', '$13,000.75', 'Feb 1, 2025'],
      ['Liability', 'Credit Card', 'Visa', '$1,250.25', 'Jan 20, 2025'],
      ['Asset', 'Checking', 'Everyday checking', '$12,500.50', 'Jan 15, 2025'],
    ]);
  });

  await test.step('a second asset category splits the asset pie', async () => {
    await screen.addEntry({ type: 'asset', category: 'Vehicles', name: 'Car', value: '7000', date: FEB_01 });
    await screen.expectCard('assets', '$20,001', '$20,000.75');
    await expect
      .poll(async () => slices(await screen.chartSeries(ASSET_PIE)))
      .toEqual([
        ['Checking', 13000.75, CHECKING],
        ['Vehicles', 7000, '#546e7a'],
      ]);
    await expect(screen.categoryList('Asset Breakdown')).toHaveText(['Checking$13,00165.0%', 'Vehicles$7,00035.0%']);
  });

  await test.step('deleting the revaluation brings the earlier value back, after a confirmation', async () => {
    await screen.deleteEntry('Everyday checking', 'Feb 1, 2025');
    await screen.expectCard('assets', '$19,501', '$19,500.50');
    await screen.expectCard('netWorth', '$18,250', '$18,250.25');
    await expect(screen.entryRows()).toHaveCount(3);
  });

  await test.step('the values survive a reload', async () => {
    await page.reload();
    await screen.open();
    await screen.expectCard('assets', '$19,501', '$19,500.50');
    await screen.expectCard('liabilities', '$1,250', '$1,250.25');
  });
});

test('net worth: a refused entry keeps the form open with what was typed', async ({ page }) => {
  await registerViaApi(page.request, uniqueEmail('networth-refused'));
  await page.goto('/main');
  const screen = new NetWorthScreen(page);
  await screen.open();

  await page.getByRole('button', { name: 'Add Liability' }).click();
  const dialog = screen.entryDialog('Add Liability');
  await expect(dialog.getByLabel('Category')).toHaveValue('Mortgage');
  await dialog.getByRole('button', { name: 'Save Entry' }).click();
  await expect(dialog.getByText('Name is required.')).toBeVisible();
  await expect(dialog.getByText('Value is required.')).toBeVisible();

  // The server refuses a date no calendar has; the form shows its words and keeps the rest.
  await page.route('**/networth/api/networth/entries', async (route) => {
    const body = route.request().postDataJSON() as Record<string, unknown>;
    await route.continue({ postData: JSON.stringify({ ...body, date: '2025-02-30' }) });
  });
  await dialog.getByLabel('Name').fill('Mortgage');
  await dialog.getByLabel('Value').pressSequentially('250000');
  await dialog.getByRole('button', { name: 'Save Entry' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Date must be a real calendar date.');
  await expect(dialog.getByLabel('Name')).toHaveValue('Mortgage');
  await expect(dialog.getByLabel('Value')).toHaveValue('250,000');
});
