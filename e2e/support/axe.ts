import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The two widths every screen is checked at: a laptop and a phone. */
export const WIDTHS = [
  { name: 'desktop', viewport: { width: 1366, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;
export type Width = (typeof WIDTHS)[number];

/** WCAG 2.0, 2.1 and 2.2 A and AA: the rules axe tags with a success criterion. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const BLOCKING = new Set(['serious', 'critical']);

/** Where the lead looks at every screen (ignored by git with the rest of `test-results/`). */
export const SCREENS_DIR = path.resolve(__dirname, '..', 'test-results', 'screens');

/**
 * Saves a full-page screenshot of what the page shows now as `<screen>-<width>.png`, checks that the
 * page does not scroll sideways, then runs axe-core over it and fails with every serious or critical
 * violation, each with the elements at fault, so the message alone says what to fix. The checks are
 * soft: a run reports every screen's problems, not only the first.
 */
export async function checkScreen(page: Page, screen: string, width: Width): Promise<void> {
  // Finite CSS animations and transitions (a progress bar growing) settle first; a spinner's never ends.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  mkdirSync(SCREENS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENS_DIR, `${screen}-${width.name}.png`), fullPage: true });

  // Reflow (WCAG 1.4.10): nothing makes the page scroll sideways.
  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect.soft(pageWidth, `${screen} at ${width.name} width scrolls sideways`).toBeLessThanOrEqual(width.viewport.width);
  if (width.name === 'phone') {
    const { scrollers, smallTargets } = await page.evaluate(phoneProblems, { scrollers: SIDEWAYS_ALLOWED, targets: SMALL_TARGETS_ALLOWED });
    expect.soft(scrollers, `${screen} at phone width: boxes that scroll sideways`).toEqual([]);
    expect.soft(smallTargets, `${screen} at phone width: touch targets under 44×44 px`).toEqual([]);
  }

  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const blocking = results.violations.filter((violation) => BLOCKING.has(violation.impact ?? ''));
  const report = blocking.map((violation) => {
    const nodes = violation.nodes.map((node) => `    ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ') ?? ''}`);
    return [`  ${violation.id} (${violation.impact}): ${violation.help}`, ...nodes].join('\n');
  });
  expect.soft(blocking.length, `${screen} at ${width.name} width, serious or critical axe violations:\n${report.join('\n')}`).toBe(0);
}

/**
 * Boxes that may scroll sideways inside a phone's page: the options step's grid of the file's own
 * cells (mf-wizard ReadingGrid.tsx). It shows a spreadsheet as a spreadsheet, rows by columns, so a
 * person can point at the header row and the first data row; as cards its columns would no longer
 * line up, so it scrolls inside its own box and the page around it does not.
 */
const SIDEWAYS_ALLOWED = ['.wizard-grid'];

/**
 * Controls that may be smaller than 44×44 px at a phone's width, each with its reason. Inline links
 * and link-buttons inside a sentence are exempt by rule (WCAG 2.5.8's inline exception) and need no
 * entry here; so are controls hidden from sight (a file input behind its drop zone, 1 px or clipped).
 */
const SMALL_TARGETS_ALLOWED = [
  // Highcharts' legend items (a series shown or hidden): their size is the chart's legend's, drawn by
  // Highcharts; each chart's data table (ot-visually-hidden) and summary carry the same figures.
  '.highcharts-a11y-proxy-element',
];

/**
 * Runs in the page: the boxes that scroll sideways (overflow-x auto or scroll, content wider than the
 * box) and the visible buttons, links, inputs and selects outside running text smaller than 44×44 px.
 * A checkbox or radio inside its label is measured by its label, which takes the same tap.
 */
function phoneProblems({ scrollers: allowedScrollers, targets: allowedTargets }: { scrollers: string[]; targets: string[] }) {
  const MIN = 44;
  const describe = (element: Element): string => {
    const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
    const classes = typeof element.className === 'string' && element.className ? `.${element.className.trim().split(/\s+/).join('.')}` : '';
    return `${element.tagName.toLowerCase()}${classes} "${name}"`;
  };
  const scrollers = Array.from(document.querySelectorAll('body *'))
    .filter((element) => {
      const overflow = getComputedStyle(element).overflowX;
      return (overflow === 'auto' || overflow === 'scroll') && element.scrollWidth > element.clientWidth + 1;
    })
    .filter((element) => !allowedScrollers.some((selector) => element.matches(selector)))
    .map((element) => `${describe(element)}: ${element.scrollWidth} px in ${element.clientWidth} px`);

  // A link or a link-styled button inside a sentence (its block holds more text than it does).
  const inRunningText = (element: Element): boolean => {
    const display = getComputedStyle(element).display;
    if (!['A', 'BUTTON'].includes(element.tagName) || (display !== 'inline' && display !== 'inline-block')) return false;
    let block = element.parentElement;
    while (block && getComputedStyle(block).display === 'inline') block = block.parentElement;
    return (block?.textContent?.trim().length ?? 0) > (element.textContent?.trim().length ?? 0);
  };
  const smallTargets = Array.from(
    document.querySelectorAll('button, a[href], input, select, textarea, [role="button"], [role="tab"], [role="link"]'),
  )
    .filter((element) => !allowedTargets.some((selector) => element.matches(selector)))
    .filter((element) => !inRunningText(element))
    .map((element) => {
      const type = element.getAttribute('type');
      const measured =
        element.tagName === 'INPUT' && (type === 'checkbox' || type === 'radio') ? (element.closest('label') ?? element) : element;
      return { element, box: measured.getBoundingClientRect() };
    })
    .filter(({ element, box }) => {
      const style = getComputedStyle(element);
      const hidden = box.width <= 1 || box.height <= 1 || style.visibility === 'hidden' || style.clip === 'rect(0px, 0px, 0px, 0px)';
      return !hidden && (box.width < MIN - 0.5 || box.height < MIN - 0.5);
    })
    .map(({ element, box }) => `${describe(element)}: ${Math.round(box.width)}×${Math.round(box.height)}`);
  return { scrollers, smallTargets };
}
