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

  // Reflow (WCAG 1.4.10): nothing makes the page scroll sideways; wide tables scroll inside their box.
  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect.soft(pageWidth, `${screen} at ${width.name} width scrolls sideways`).toBeLessThanOrEqual(width.viewport.width);

  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const blocking = results.violations.filter((violation) => BLOCKING.has(violation.impact ?? ''));
  const report = blocking.map((violation) => {
    const nodes = violation.nodes.map((node) => `    ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ') ?? ''}`);
    return [`  ${violation.id} (${violation.impact}): ${violation.help}`, ...nodes].join('\n');
  });
  expect.soft(blocking.length, `${screen} at ${width.name} width, serious or critical axe violations:\n${report.join('\n')}`).toBe(0);
}
