import { expect, test, type Locator, type Page } from '@playwright/test';
import { registerViaApi, uniqueEmail } from '../support/accounts';
import { addGoalAndNetWorthEntry } from '../support/seed';
import { analyseViaApi, downloadSample } from '../support/workflow';

/**
 * What a person sees, measured in the browser at a desktop and a phone width: the
 * sidebar, Last updated, the dashboard previews' boxes, sideways scrolling and the charts' labels.
 */

const TEMPLATE = 'wealth-whisperer';

/** A new user with the sample workbook's analysis, a goal and a net-worth entry: every screen is full. */
async function signUpWithEverything(page: Page): Promise<void> {
  await registerViaApi(page.request, uniqueEmail('layout'));
  await analyseViaApi(page.request, TEMPLATE, { name: 'sample.xlsx', buffer: await downloadSample(page.request, TEMPLATE) });
  await addGoalAndNetWorthEntry(page.request);
}

/** Waits until the dashboard's summary and all four previews have their content. */
async function expectFullDashboard(page: Page): Promise<void> {
  await expect(page.getByTestId('tile-income-amount')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Savings goals preview' }).getByRole('button', { name: /^View all/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Spending preview' }).getByRole('listitem')).not.toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Net worth preview' }).locator('.highcharts-root')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Retirement preview' }).getByRole('button', { name: 'Open Retirement' })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

interface PreviewBox {
  /** Whether the box fills its panel (so the previews of one row are alike in size). */
  fillsPanel: boolean;
  /** Text of the headings, paragraphs and buttons drawn outside the box. */
  outside: string[];
  background: string;
  border: string;
  radius: string;
  shadow: string;
}

/** The outermost painted box (a border and a background) of a preview panel, and what lies outside it. */
function previewBox(panel: Locator): Promise<PreviewBox | null> {
  return panel.evaluate((section) => {
    const painted = [section, ...Array.from(section.querySelectorAll('*'))].find((element) => {
      const style = getComputedStyle(element);
      return parseFloat(style.borderTopWidth) > 0 && style.backgroundColor !== 'rgba(0, 0, 0, 0)';
    });
    if (!painted) return null;
    const box = painted.getBoundingClientRect();
    const panelBox = section.getBoundingClientRect();
    const style = getComputedStyle(painted);
    const outside = Array.from(section.querySelectorAll('h2, h3, p, button'))
      .filter((element) => {
        const r = element.getBoundingClientRect();
        return (
          r.width > 0 && (r.left < box.left - 0.5 || r.right > box.right + 0.5 || r.top < box.top - 0.5 || r.bottom > box.bottom + 0.5)
        );
      })
      .map((element) => element.textContent ?? '');
    return {
      fillsPanel: box.height >= panelBox.height - 1 && box.width >= panelBox.width - 1,
      outside,
      background: style.backgroundColor,
      border: `${style.borderTopWidth} ${style.borderTopStyle} ${style.borderTopColor}`,
      radius: style.borderTopLeftRadius,
      shadow: style.boxShadow,
    };
  });
}

interface LabelBox {
  text: string;
  left: number;
  right: number;
}

/** The drawn labels of one chart axis (`xaxis` or `yaxis`), left to right. */
async function axisLabels(chart: Locator, axis: 'xaxis' | 'yaxis'): Promise<LabelBox[]> {
  const labels = chart.locator(`.highcharts-${axis}-labels text`);
  await expect(labels).not.toHaveCount(0);
  const boxes = await labels.evaluateAll((texts) =>
    texts
      // Highcharts keeps a label for every tick and hides those it skips.
      .filter((text) => getComputedStyle(text).visibility !== 'hidden' && getComputedStyle(text).opacity !== '0')
      .map((text) => {
        const r = text.getBoundingClientRect();
        // A label cut to fit keeps its full text in a <title>: read only what is drawn.
        const drawn = Array.from(text.childNodes)
          .filter((node) => node.nodeName !== 'title')
          .map((node) => node.textContent ?? '')
          .join('');
        return { text: drawn, left: r.left, right: r.right };
      }),
  );
  return boxes.sort((a, b) => a.left - b.left);
}

test.describe('at 1366 px', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('the sidebar runs down the whole of a long page, Last updated shows once, and every dashboard preview is one box alike', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signUpWithEverything(page);
    await page.goto('/main');
    await expectFullDashboard(page);

    const sidebar = page.getByRole('complementary', { name: 'Main navigation' });
    const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(pageHeight, 'the dashboard is longer than the window').toBeGreaterThan(900 + 100);
    const sidebarBox = (await sidebar.boundingBox())!;
    expect(sidebarBox.y + sidebarBox.height).toBeGreaterThanOrEqual(pageHeight - 1);
    // Scrolled to the bottom, the navigation is still in view.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(sidebar.getByRole('link', { name: 'Dashboard' })).toBeInViewport();
    await page.evaluate(() => window.scrollTo(0, 0));

    // Once, on the summary it dates; the other sections show it in the header.
    await expect(page.locator('p').filter({ hasText: /^Last updated / })).toHaveCount(1);
    await expect(
      page
        .getByRole('region', { name: 'Financial Summary' })
        .locator('p')
        .filter({ hasText: /^Last updated / }),
    ).toHaveCount(1);

    const boxes = [];
    for (const name of ['Savings goals preview', 'Spending preview', 'Net worth preview', 'Retirement preview']) {
      const box = await previewBox(page.getByRole('region', { name }));
      expect(box, `${name} is boxed`).not.toBeNull();
      expect(box!.outside, `${name}: nothing drawn outside its box`).toEqual([]);
      expect(box!.fillsPanel, `${name}: its box fills its panel`).toBe(true);
      boxes.push({ background: box!.background, border: box!.border, radius: box!.radius, shadow: box!.shadow });
    }
    for (const box of boxes) expect(box).toEqual(boxes[0]);

    await page.getByRole('complementary', { name: 'Main navigation' }).getByRole('link', { name: 'Spending' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Spending' })).toBeVisible();
    await expect(page.locator('p').filter({ hasText: /^Last updated / })).toHaveCount(1);
  });
});

test.describe('at 390 px (a phone)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  async function show(page: Page, short: string, title: string): Promise<void> {
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: short }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  }

  async function expectNoSidewaysScroll(page: Page, screen: string): Promise<void> {
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    expect(scrollWidth, `${screen} is no wider than the phone`).toBeLessThanOrEqual(clientWidth);
  }

  test('no screen scrolls sideways, the goal chart labels its months apart, and the spending chart draws its labels whole', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signUpWithEverything(page);
    await page.goto('/main');
    await expectFullDashboard(page);
    await expectNoSidewaysScroll(page, 'Dashboard');

    await test.step('Savings Goals: month labels side by side, none over another, all inside the chart', async () => {
      await show(page, 'Goals', 'Savings Goals');
      const chart = page.getByTestId(/^goal-chart-/);
      await expect(chart.locator('.highcharts-root')).toBeVisible();
      const chartBox = (await chart.boundingBox())!;
      const labels = await axisLabels(chart, 'xaxis');
      expect(labels.length).toBeGreaterThanOrEqual(2);
      for (const [index, label] of labels.entries()) {
        expect(label.text).toMatch(/^[A-Z][a-z]{2} '\d\d$/);
        expect(label.left).toBeGreaterThanOrEqual(chartBox.x - 0.5);
        expect(label.right).toBeLessThanOrEqual(chartBox.x + chartBox.width + 0.5);
        if (index > 0)
          expect(label.left, `${labels[index - 1].text} and ${label.text} do not overlap`).toBeGreaterThan(labels[index - 1].right);
      }
      await expectNoSidewaysScroll(page, 'Savings Goals');
    });

    await test.step('Spending: the last value label whole and inside the chart, category names whole', async () => {
      await show(page, 'Spending', 'Spending');
      const chart = page.getByTestId('top-categories-chart');
      await expect(chart.locator('.highcharts-root')).toBeVisible();
      const chartBox = (await chart.boundingBox())!;
      const values = await axisLabels(chart, 'yaxis');
      const last = values[values.length - 1];
      expect(last.text).toMatch(/^\$\d{1,3}(,\d{3})*$/);
      expect(last.right).toBeLessThanOrEqual(chartBox.x + chartBox.width + 0.5);
      for (const category of await axisLabels(chart, 'xaxis')) expect(category.text).not.toContain('…');
      await expectNoSidewaysScroll(page, 'Spending');
    });

    await test.step('Net Worth', async () => {
      await show(page, 'Net worth', 'Net Worth');
      await expect(page.getByRole('heading', { name: 'All Entries' })).toBeVisible();
      await expectNoSidewaysScroll(page, 'Net Worth');
    });

    await test.step('Retirement', async () => {
      await show(page, 'Retire', 'Retirement');
      await expectNoSidewaysScroll(page, 'Retirement');
    });
  });
});
