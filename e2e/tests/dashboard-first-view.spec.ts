import { expect, request as requestApi, test, type Browser, type BrowserContextOptions } from '@playwright/test';
import { registerViaApi, uniqueEmail } from '../support/accounts';
import { checkScreen, WIDTHS } from '../support/axe';
import { analyseViaApi, downloadSample } from '../support/workflow';
import { DashboardScreen, wholeDollars } from '../pages/dashboard';
import { appHydrated, firstView, holdAppScript } from '../support/first-view';

/**
 * A signed-in dashboard's first view is in the HTML response: the chrome and the user's figures
 * show before any script has run; the app then hydrates that very markup, and a button pressed
 * before then does what it says.
 */

interface SignedIn {
  storageState: BrowserContextOptions['storageState'];
  email: string;
  income: number;
}

/** A user with the sample workbook analysed, signed in through the API. */
async function signedInWithData(baseURL: string | undefined): Promise<SignedIn> {
  const api = await requestApi.newContext({ baseURL });
  try {
    const email = uniqueEmail('first-view');
    await registerViaApi(api, email);
    await analyseViaApi(api, 'wealth-whisperer', { name: 'sample.xlsx', buffer: await downloadSample(api, 'wealth-whisperer') });
    const analysis = (await (await api.get('/summary/api/transaction-analysis')).json()) as { income: { total: number } };
    return { storageState: await api.storageState(), email, income: analysis.income.total };
  } finally {
    await api.dispose();
  }
}

async function withContext<T>(
  browser: Browser,
  options: BrowserContextOptions,
  run: (context: Awaited<ReturnType<Browser['newContext']>>) => Promise<T>,
): Promise<T> {
  const context = await browser.newContext(options);
  try {
    return await run(context);
  } finally {
    await context.close();
  }
}

test.describe.configure({ mode: 'serial' });

let user: SignedIn;
test.beforeAll(async ({ baseURL }) => {
  user = await signedInWithData(baseURL);
});

test('the dashboard shows the user and their figures from the HTML alone, without any script', async ({ browser, baseURL }) => {
  await withContext(browser, { baseURL, javaScriptEnabled: false, storageState: user.storageState }, async (context) => {
    const page = await context.newPage();
    await page.goto('/main/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByTestId('signed-in-user').first()).toHaveText(user.email);
    const dashboard = new DashboardScreen(page);
    await expect(dashboard.tileAmount('income')).toHaveText(wholeDollars(user.income));
    // It is the server's markup, which no script has hydrated.
    await expect(firstView(page, 'main')).toHaveCount(1);
    await expect(page.locator('#root[data-hydrated]')).toHaveCount(0);
  });
});

test("the app hydrates the first view: the figures shown from the HTML are the app's own, never replaced", async ({ browser, baseURL }) => {
  await withContext(browser, { baseURL, storageState: user.storageState }, async (context) => {
    const page = await context.newPage();
    // Counts every moment the income figure is not on screen, from the first byte on.
    await page.addInitScript(() => {
      const w = window as unknown as { __seen: boolean; __gaps: number };
      w.__seen = false;
      w.__gaps = 0;
      new MutationObserver(() => {
        const visible = Array.from(document.querySelectorAll('[data-testid="tile-income-amount"]')).some(
          (el) => el.getClientRects().length > 0,
        );
        if (visible) w.__seen = true;
        else if (w.__seen) w.__gaps += 1;
      }).observe(document, { childList: true, subtree: true, attributes: true });
    });
    const release = await holdAppScript(page);
    await page.goto('/main/dashboard', { waitUntil: 'commit' });
    const dashboard = new DashboardScreen(page);
    await expect(dashboard.tileAmount('income')).toHaveText(wholeDollars(user.income));
    // The element the server sent, marked before any script of the app.
    await page.evaluate(() => {
      (window as unknown as { __tile: Element | null }).__tile = document.querySelector('[data-testid="tile-income-amount"]');
    });
    release();
    await appHydrated(page);
    expect(
      await page.evaluate(
        () => (window as unknown as { __tile: Element | null }).__tile === document.querySelector('[data-testid="tile-income-amount"]'),
      ),
    ).toBe(true);
    await expect(dashboard.tileAmount('income')).toHaveText(wholeDollars(user.income));
    expect(await page.evaluate(() => (window as unknown as { __gaps: number }).__gaps)).toBe(0);
    // The live page works: its previews loaded.
    await expect(page.getByTestId('preview-goals')).toBeVisible();
    await expect(page.getByTestId('preview-goals')).not.toContainText('Loading');
  });
});

test('a section chosen on the first view opens once the app is there', async ({ browser, baseURL }) => {
  await withContext(browser, { baseURL, storageState: user.storageState }, async (context) => {
    const page = await context.newPage();
    // The app's script is held back, so the click lands on the first view.
    const release = await holdAppScript(page);
    await page.goto('/main/dashboard', { waitUntil: 'commit' });
    const view = firstView(page, 'main');
    // The boot script (the page's one inline script) keeps presses from here on.
    await page.waitForFunction(() => '__ontrackFirstView' in window);
    // A link: the browser follows it at once, to the section's own address, app or no app.
    await view.getByRole('complementary', { name: 'Main navigation' }).getByRole('link', { name: 'Savings Goals' }).click();
    await expect(page).toHaveURL(/\/main\/goals$/);
    release();
    await expect(page.getByRole('heading', { level: 1, name: 'Savings Goals' })).toBeVisible();
  });
});

test("the first view's Last updated is in the reader's time zone, not the server's", async ({ browser, baseURL }) => {
  const timezoneId = 'Pacific/Auckland';
  await withContext(browser, { baseURL, storageState: user.storageState, timezoneId }, async (context) => {
    const page = await context.newPage();
    const release = await holdAppScript(page);
    await page.goto('/main/dashboard', { waitUntil: 'commit' });
    const time = firstView(page, 'main').locator('.ot-last-updated time');
    const at = await time.getAttribute('datetime');
    expect(at).not.toBeNull();
    await expect(time).toHaveText(new Date(at!).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: timezoneId }));
    await page.evaluate(() => {
      (window as unknown as { __time: Element | null }).__time = document.querySelector('.ot-last-updated time');
    });
    release();
    // The app writes the same: hydrating keeps the element and its text (a difference would have React replace it).
    await appHydrated(page);
    expect(
      await page.evaluate(
        () => (window as unknown as { __time: Element | null }).__time === document.querySelector('.ot-last-updated time'),
      ),
    ).toBe(true);
    await expect(time).toHaveText(new Date(at!).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: timezoneId }));
  });
});

for (const width of WIDTHS) {
  test(`the first view has no serious accessibility problem (${width.name})`, async ({ browser, baseURL }) => {
    await withContext(browser, { baseURL, storageState: user.storageState, viewport: width.viewport }, async (context) => {
      const page = await context.newPage();
      // axe runs as a script in the page: the app's is held back instead, so the first view stays.
      const release = await holdAppScript(page);
      await page.goto('/main/dashboard', { waitUntil: 'commit' });
      await expect(new DashboardScreen(page).tileAmount('income')).toBeVisible();
      await expect(page.locator('#root[data-hydrated]')).toHaveCount(0);
      await checkScreen(page, 'dashboard-first-view', width);
      release();
    });
  });
}
