import type { Browser } from '@playwright/test';
import { median, type Target } from './measure';

/** What a visitor's first press on a cold landing cost until the dialog it opens was on screen. */
export interface ClickToDialog {
  /** ms from the click to the dialog visible (both read in the page, `performance.now()`). */
  ms: number;
  /** Script bytes as sent (the encoded bodies, as on the wire) that had arrived when the dialog showed, and the page's inline scripts. */
  jsSentBytes: number;
  /** The same scripts decoded. */
  jsBytes: number;
  scripts: number;
}

/** Runs in the page before its scripts: the time of the first click, and of the first visible dialog after it. */
function watchClickAndDialog(): void {
  const w = window as unknown as { __benchClick?: number; __benchDialog?: number };
  // Capture on window: before the page's own listeners (the boot script's, React's).
  window.addEventListener('click', () => (w.__benchClick ??= performance.now()), { capture: true });
  const check = () => {
    if (w.__benchClick === undefined || w.__benchDialog !== undefined) return;
    if (Array.from(document.querySelectorAll('[role="dialog"]')).some((el) => el.getClientRects().length > 0)) {
      w.__benchDialog = performance.now();
      observer.disconnect();
    }
  };
  const observer = new MutationObserver(check);
  observer.observe(document, { childList: true, subtree: true, attributes: true });
}

/**
 * One cold load of the landing: the button pressed as soon as it is there (the first view's, before
 * any of the app's scripts), then the time until the dialog is visible, and the scripts it took.
 */
export async function clickToDialog(browser: Browser, url: string, button: Target): Promise<ClickToDialog> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.addInitScript(watchClickAndDialog);
    await page.goto(url, { waitUntil: 'commit' });
    await page
      .locator(button.selector)
      .filter(button.text ? { hasText: button.text } : {})
      .first()
      .click({ timeout: 60_000 });
    await page.locator('[role="dialog"]').first().waitFor({ state: 'visible', timeout: 60_000 });
    // The scripts that had arrived when the dialog showed, by the page's own clock (Resource Timing):
    // those that arrive later (the app, loading on behind a dialog that is already there) are not its cost.
    const { ms, scripts } = await page.evaluate(() => {
      const w = window as unknown as { __benchClick?: number; __benchDialog?: number };
      const shown = w.__benchDialog ?? performance.now();
      const arrived = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter(
        (entry) => /\.js(\?|$)/.test(new URL(entry.name).pathname) && entry.responseEnd <= shown,
      );
      return {
        ms: shown - (w.__benchClick ?? 0),
        scripts: arrived.map((entry) => ({ sent: entry.encodedBodySize, decoded: entry.decodedBodySize })),
      };
    });
    // The boot script travels inside the page; counted at its full length (the page's own encoding is not split out).
    const inline = await page.evaluate(() =>
      Array.from(document.scripts)
        .filter((script) => !script.src && (!script.type || /javascript/.test(script.type)))
        .reduce((sum, script) => sum + new TextEncoder().encode(script.textContent ?? '').length, 0),
    );
    return {
      ms,
      jsSentBytes: inline + scripts.reduce((sum, size) => sum + size.sent, 0),
      jsBytes: inline + scripts.reduce((sum, size) => sum + size.decoded, 0),
      scripts: scripts.length,
    };
  } finally {
    await context.close();
  }
}

/** The bench's line for it, beside the static page's time. */
export function clickToDialogLine(runs: ClickToDialog[], staticMs: number): { line: string; ratio: number; jsSentKb: number } {
  const ms = median(runs.map((run) => run.ms));
  const jsSentKb = median(runs.map((run) => run.jsSentBytes)) / 1024;
  const line =
    `click to dialog (cold landing, "Start Free Trial" pressed at once): ${ms.toFixed(0)} ms (${(ms / staticMs).toFixed(2)}× static); ` +
    `${jsSentKb.toFixed(1)} KB JS as sent (${(median(runs.map((run) => run.jsBytes)) / 1024).toFixed(1)} KB decoded), ${median(runs.map((run) => run.scripts))} scripts`;
  return { line, ratio: ms / staticMs, jsSentKb };
}
