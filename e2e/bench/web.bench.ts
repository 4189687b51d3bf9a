import { request as requestApi, test } from '@playwright/test';
import { registerViaApi, uniqueEmail } from '../support/accounts';
import { analyseViaApi, downloadSample } from '../support/workflow';
import { clickToDialog, clickToDialogLine, type ClickToDialog } from './click-to-dialog';
import { coldLoad, median, report, summarise, type Interaction, type Load, type Target } from './measure';
import { serveStaticPage } from './static-page';

const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 5);
const BUTTON: Target = { selector: 'button', text: 'Start Free Trial' };
/** The dashboard's first figure: the Financial Summary's income amount. */
const FIRST_FIGURE: Target = { selector: '[data-testid="tile-income-amount"]' };
/**
 * The landing loads the app on the visitor's first sign of use: a pointer move, answered when the
 * app has hydrated the landing. Its cost is printed beside the landing's own.
 */
const POINTER_MOVE: Interaction = {
  run: (page) => page.mouse.move(200, 200),
  answered: (page) => page.locator('#root[data-hydrated]').waitFor({ state: 'attached', timeout: 60_000 }),
};

test('page loads against a static page', async ({ browser, baseURL }) => {
  const staticPage = await serveStaticPage();
  // One user with a stored analysis (the sample workbook through the API), whose cookie each cold context gets.
  const api = await requestApi.newContext({ baseURL });
  await registerViaApi(api, uniqueEmail('bench-web'));
  await analyseViaApi(api, 'wealth-whisperer', { name: 'sample.xlsx', buffer: await downloadSample(api, 'wealth-whisperer') });
  const signedIn = { storageState: await api.storageState() };
  await api.dispose();

  const loads: Record<'static' | 'landing' | 'dashboard', Load[]> = { static: [], landing: [], dashboard: [] };
  const clicks: ClickToDialog[] = [];
  try {
    // One warm-up round (server caches, Chromium's own start-up), then the measured rounds, interleaved
    // so every page meets the same machine load.
    for (let round = 0; round <= RUNS; round += 1) {
      const rounds = [
        await coldLoad(browser, staticPage.url, BUTTON),
        await coldLoad(browser, `${baseURL}/`, BUTTON, {}, POINTER_MOVE),
        await coldLoad(browser, `${baseURL}/main/dashboard`, FIRST_FIGURE, signedIn),
      ];
      // The visitor who presses at once: cold landing, "Start Free Trial" pressed as soon as it is there.
      const click = await clickToDialog(browser, `${baseURL}/`, BUTTON);
      if (round === 0) continue;
      clicks.push(click);
      loads.static.push(rounds[0]);
      loads.landing.push(rounds[1]);
      loads.dashboard.push(rounds[2]);
    }
  } finally {
    await staticPage.close();
  }
  const staticSummary = summarise('static', loads.static, 1);
  const pages = [
    summarise('static', loads.static, staticSummary.ms),
    summarise('landing', loads.landing, staticSummary.ms),
    summarise('dashboard', loads.dashboard, staticSummary.ms),
  ];
  console.log(report(pages, RUNS));
  const afterMove = loads.landing.map((load) => load.afterInteraction!);
  const [landing, dashboard] = [pages[1], pages[2]];
  console.log(
    `landing after a pointer move: hydrated in ${median(afterMove.map((load) => load.ms)).toFixed(0)} ms; ` +
      `${(median(afterMove.map((load) => load.jsGzipBytes)) / 1024).toFixed(1)} KB gzipped JS in all (${(median(afterMove.map((load) => load.jsSentBytes)) / 1024).toFixed(1)} KB as sent), ${median(afterMove.map((load) => load.requests))} requests, ` +
      `${new Set(afterMove.flatMap((load) => load.duplicates)).size} asked twice`,
  );
  const dialog = clickToDialogLine(clicks, staticSummary.ms);
  console.log(dialog.line);
  const verdict = (met: boolean) => (met ? 'met' : 'NOT met');
  console.log(
    `targets: landing ≤ 1.5× static: ${verdict(landing.ratio <= 1.5)}; dashboard ≤ 2.5× static: ${verdict(dashboard.ratio <= 2.5)}; landing JS ≤ 120 KB gzip: ${verdict(landing.jsGzipKb <= 120)}; click to dialog ≤ 2× static: ${verdict(dialog.ratio <= 2)}; its JS ≤ 150 KB as sent: ${verdict(dialog.jsSentKb <= 150)}; nothing asked twice: ${verdict(pages.every((page) => page.duplicates.length === 0) && afterMove.every((load) => load.duplicates.length === 0))}`,
  );
  if (process.env.BENCH_WEB_VERBOSE)
    for (const [name, list] of Object.entries(loads)) console.log(`${name}:\n  ${list[0].requestList.join('\n  ')}`);
});
