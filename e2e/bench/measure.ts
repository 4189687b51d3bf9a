import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContextOptions, Page, Response } from '@playwright/test';

/** What one cold load of a page cost. */
export interface Load {
  /** ms from navigation start to the awaited element being in the laid-out DOM. */
  ms: number;
  requests: number;
  /** Script bytes decoded (and the page's inline scripts), and gzipped here (the figure the landing's target was set in). */
  jsBytes: number;
  jsGzipBytes: number;
  /** Script bytes as sent: the encoded bodies on the wire (the server sends brotli or gzip siblings), inline scripts at their length. */
  jsSentBytes: number;
  /** `METHOD url` of every resource this load requested more than once. */
  duplicates: string[];
  /** Every request, in order (printed with BENCH_WEB_VERBOSE=1). */
  requestList: string[];
  /** With an interaction: what the page cost once the visitor reached for it (whole-page totals). */
  afterInteraction?: { ms: number; requests: number; jsBytes: number; jsGzipBytes: number; jsSentBytes: number; duplicates: string[] };
}

/**
 * What a visitor does once the page is quiet, and what shows it was answered: e.g. on the landing a
 * pointer move, answered when the live landing has replaced the prerendered one.
 */
export interface Interaction {
  run: (page: Page) => Promise<void>;
  answered: (page: Page) => Promise<void>;
}

/** The element whose appearance ends the measurement: a CSS selector and, optionally, its exact text. */
export interface Target {
  selector: string;
  text?: string;
}

/**
 * Runs in the page before any of its scripts: records `performance.now()` (ms since navigation
 * start) the first time the target is in the DOM with a layout box, on every DOM change, so the
 * figure does not depend on Playwright's polling interval.
 */
function watchFor(target: Target): void {
  const w = window as unknown as { __benchSeen?: number };
  const seen = (): boolean =>
    Array.from(document.querySelectorAll(target.selector)).some(
      (el) =>
        el.getClientRects().length > 0 &&
        (target.text === undefined ? (el.textContent ?? '').trim() !== '' : (el.textContent ?? '').trim() === target.text),
    );
  const check = () => {
    if (w.__benchSeen === undefined && seen()) {
      w.__benchSeen = performance.now();
      observer.disconnect();
    }
  };
  const observer = new MutationObserver(check);
  observer.observe(document, { childList: true, subtree: true, characterData: true, attributes: true });
  document.addEventListener('DOMContentLoaded', check);
}

const QUIET_MS = 2_000;

export function duplicatesOf(requests: string[]): string[] {
  const counts = new Map<string, number>();
  for (const request of requests) counts.set(request, (counts.get(request) ?? 0) + 1);
  return [...counts].filter(([, count]) => count > 1).map(([request, count]) => `${request} ×${count}`);
}

/** One load of `url` in a fresh browser context (empty cache, no service worker, only the given cookies). */
export async function coldLoad(
  browser: Browser,
  url: string,
  target: Target,
  options: BrowserContextOptions = {},
  interaction?: Interaction,
): Promise<Load> {
  const context = await browser.newContext(options);
  try {
    const page = await context.newPage();
    await page.addInitScript(watchFor, target);
    const requests: string[] = [];
    const scripts: Promise<{ body: Buffer; sent: number } | null>[] = [];
    let inFlight = 0;
    let lastActivity = Date.now();
    const settled = () => {
      inFlight -= 1;
      lastActivity = Date.now();
    };
    page.on('request', (request) => {
      requests.push(`${request.method()} ${request.url()}`);
      inFlight += 1;
      lastActivity = Date.now();
    });
    page.on('requestfinished', settled);
    page.on('requestfailed', settled);
    page.on('response', (response: Response) => {
      if (response.request().resourceType() === 'script')
        scripts.push(
          Promise.all([response.body(), response.request().sizes()]).then(
            ([body, sizes]) => ({ body, sent: sizes.responseBodySize }),
            () => null,
          ),
        );
    });
    await page.goto(url, { waitUntil: 'commit' });
    await page
      .locator(target.selector)
      .filter(target.text ? { hasText: target.text } : {})
      .first()
      .waitFor({ state: 'visible', timeout: 60_000 });
    const ms = await page.evaluate(() => (window as unknown as { __benchSeen?: number }).__benchSeen ?? performance.now());
    // Whatever the page still fetches after its first figure counts too (lazy chunks, previews): wait
    // until nothing is in flight for QUIET_MS. Not 'networkidle' (500 ms): on a loaded machine a
    // preview parsing its chunks stays quiet longer than that before it asks for its data.
    const waitForQuiet = async () => {
      const deadline = Date.now() + 30_000;
      while (Date.now() < deadline && (inFlight > 0 || Date.now() - lastActivity < QUIET_MS)) await page.waitForTimeout(100);
    };
    const totals = async (responses: Promise<{ body: Buffer; sent: number } | null>[], requested: string[]) => {
      const loaded = (await Promise.all(responses)).filter((script) => script !== null);
      return {
        requests: requested.length,
        jsBytes: loaded.reduce((sum, { body }) => sum + body.length, 0),
        jsGzipBytes: loaded.reduce((sum, { body }) => sum + gzipSync(body).length, 0),
        jsSentBytes: loaded.reduce((sum, { sent }) => sum + sent, 0),
        duplicates: duplicatesOf(requested),
      };
    };
    await waitForQuiet();
    // Inline scripts are JavaScript the page carries too (the landing's boot script).
    const inline = await page.evaluate(() =>
      Array.from(document.scripts)
        .filter((script) => !script.src && (!script.type || script.type === 'module' || /javascript/.test(script.type)))
        .map((script) => script.textContent ?? ''),
    );
    scripts.push(...inline.map((text) => Promise.resolve({ body: Buffer.from(text), sent: Buffer.byteLength(text) })));
    const beforeInteraction = await totals([...scripts], [...requests]);
    let afterInteraction: Load['afterInteraction'];
    if (interaction) {
      const started = Date.now();
      await interaction.run(page);
      await interaction.answered(page);
      const answeredMs = Date.now() - started;
      await waitForQuiet();
      afterInteraction = { ms: answeredMs, ...(await totals(scripts, requests)) };
    }
    return { ms, ...beforeInteraction, requestList: requests, afterInteraction };
  } finally {
    await context.close();
  }
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

export interface PageSummary {
  name: string;
  ms: number;
  ratio: number;
  jsGzipKb: number;
  jsKb: number;
  jsSentKb: number;
  requests: number;
  duplicates: string[];
}

/** Medians of a page's loads, its ratio to the static page's median time, and every duplicate seen. */
export function summarise(name: string, loads: Load[], staticMs: number): PageSummary {
  const ms = median(loads.map((load) => load.ms));
  return {
    name,
    ms,
    ratio: ms / staticMs,
    jsGzipKb: median(loads.map((load) => load.jsGzipBytes)) / 1024,
    jsKb: median(loads.map((load) => load.jsBytes)) / 1024,
    jsSentKb: median(loads.map((load) => load.jsSentBytes)) / 1024,
    requests: median(loads.map((load) => load.requests)),
    duplicates: [...new Set(loads.flatMap((load) => load.duplicates))],
  };
}

export function report(pages: PageSummary[], runs: number): string {
  const lines = [`bench:web — Chromium, cold context, median of ${runs}`];
  lines.push('page        time ms   × static   JS gzip KB   JS KB   JS sent KB   requests   duplicates');
  for (const page of pages) {
    lines.push(
      [
        page.name.padEnd(10),
        page.ms.toFixed(0).padStart(8),
        `${page.ratio.toFixed(2)}×`.padStart(10),
        page.jsGzipKb.toFixed(1).padStart(12),
        page.jsKb.toFixed(0).padStart(7),
        page.jsSentKb.toFixed(1).padStart(12),
        String(page.requests).padStart(10),
        String(page.duplicates.length).padStart(12),
      ].join(' '),
    );
  }
  for (const page of pages) for (const duplicate of page.duplicates) lines.push(`DUPLICATE on ${page.name}: ${duplicate}`);
  return lines.join('\n');
}
