import { expect, request as requestApi, test, type BrowserContextOptions, type ConsoleMessage, type Page } from '@playwright/test';
import { csrfToken, registerViaApi, uniqueEmail } from '../support/accounts';
import { appHydrated, firstView } from '../support/first-view';

/**
 * The first view speaks the visitor's language (chosen on the landing's menu, else the browser's
 * `Accept-Language`) or the signed-in
 * user's (their locale) from the HTML itself, says so in `<html lang>`, and the app hydrates it in
 * that language: no English landing before the switch, no difference React reports, and only the
 * active language's catalogues fetched (docs/decisions/first-view-hydration.md).
 */

const GERMAN_TITLE = 'Sind Ihre Finanzen auf Kurs?';

/** What the console says about hydration or a mismatch (React reports a difference as an error). */
function hydrationComplaints(page: Page): string[] {
  const complaints: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning') complaints.push(message.text());
  });
  page.on('pageerror', (error) => complaints.push(error.message));
  return complaints;
}

test('a German browser gets the German landing in the HTML, before and without any script', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, locale: 'de-DE', javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    const response = await page.goto('/');
    expect(response?.headers().vary).toMatch(/Accept-Language/i);
    const html = (await response?.text()) ?? '';
    expect(html).toMatch(/<html[^>]* lang="de"/);
    expect(html).toContain(GERMAN_TITLE);
    expect(html).not.toContain('Are your finances on track?');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { level: 1, name: GERMAN_TITLE })).toBeVisible();
  } finally {
    await context.close();
  }
});

test('the German landing is hydrated in German: nothing reported, only German catalogues fetched', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, locale: 'de-DE' });
  try {
    const page = await context.newPage();
    const complaints = hydrationComplaints(page);
    const scripts: string[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') scripts.push(await response.text().catch(() => ''));
    });
    await page.goto('/');
    const heading = page.getByRole('heading', { level: 1, name: GERMAN_TITLE });
    await expect(heading).toBeVisible();
    // The first sign of use loads the app, which hydrates the landing.
    await page.mouse.move(200, 200);
    await appHydrated(page);
    await expect(firstView(page, 'landing')).toHaveAttribute('data-hydrated', '');
    await expect(heading).toHaveCount(1);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('button', { name: 'Anmelden' }).first()).toBeVisible();
    expect(complaints.filter((text) => /hydrat|did not match|mismatch/i.test(text))).toEqual([]);
    expect(complaints).toEqual([]);
    // The German catalogues came as chunks of their own; no other language's did (English is in the bundles).
    expect(scripts.some((text) => text.includes(GERMAN_TITLE))).toBe(true);
    expect(scripts.some((text) => text.includes('¿Van bien tus finanzas?'))).toBe(false);
  } finally {
    await context.close();
  }
});

test('a visitor who chose Deutsch on an English browser gets the German landing from the server on the next visit', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, locale: 'en-US' });
  try {
    const page = await context.newPage();
    const complaints = hydrationComplaints(page);
    await page.goto('/');
    await page.mouse.move(200, 200);
    await appHydrated(page);
    await page.getByRole('combobox', { name: 'Language' }).selectOption('de');
    await expect(page.getByRole('heading', { level: 1, name: GERMAN_TITLE })).toBeVisible();
    const next = await page.goto('/');
    const html = (await next?.text()) ?? '';
    expect(html).toMatch(/<html[^>]* lang="de"/);
    expect(html).toContain(GERMAN_TITLE);
    expect(next?.headers().vary).toMatch(/Cookie/i);
    await page.mouse.move(210, 210);
    await appHydrated(page);
    await expect(page.getByRole('heading', { level: 1, name: GERMAN_TITLE })).toHaveCount(1);
    expect(complaints.filter((text) => /hydrat|did not match|mismatch/i.test(text))).toEqual([]);
  } finally {
    await context.close();
  }
});

test('a visitor whose language has no catalogue gets the English landing', async ({ baseURL }) => {
  const api = await requestApi.newContext({ baseURL });
  try {
    const spanish = await api.get('/', { headers: { Accept: 'text/html', 'Accept-Language': 'es-ES,es;q=0.9' } });
    expect(await spanish.text()).toContain('¿Van bien tus finanzas?');
    const japanese = await (await api.get('/', { headers: { Accept: 'text/html', 'Accept-Language': 'ja-JP' } })).text();
    expect(japanese).toContain('Are your finances on track?');
    expect(japanese).toMatch(/<html[^>]* lang="en"/);
  } finally {
    await api.dispose();
  }
});

test("a signed-in user's dashboard speaks their locale's language whatever the browser's, and is hydrated in it", async ({
  browser,
  baseURL,
}) => {
  const api = await requestApi.newContext({ baseURL });
  let storageState: BrowserContextOptions['storageState'];
  try {
    await registerViaApi(api, uniqueEmail('first-view-de'));
    const set = await api.put('/account/locale', { headers: { 'X-CSRFToken': await csrfToken(api) }, data: { locale: 'de-DE' } });
    expect(set.ok()).toBe(true);
    storageState = await api.storageState();
  } finally {
    await api.dispose();
  }

  const context = await browser.newContext({ baseURL, locale: 'en-US', storageState });
  try {
    const page = await context.newPage();
    const complaints = hydrationComplaints(page);
    const response = await page.goto('/main/dashboard');
    const html = (await response?.text()) ?? '';
    expect(html).toMatch(/<html[^>]* lang="de"/);
    expect(html).toContain('Daten hochladen');
    expect(html).not.toContain('Upload Data');
    await appHydrated(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('button', { name: 'Daten hochladen' }).first()).toBeVisible();
    expect(complaints).toEqual([]);
  } finally {
    await context.close();
  }
});
