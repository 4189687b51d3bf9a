import { expect, request as requestApi, test } from '@playwright/test';
import { PASSWORD, registerViaApi, uniqueEmail } from '../support/accounts';
import { LandingPage } from '../pages/landing';
import { appHydrated, firstView, holdAppScript } from '../support/first-view';

/**
 * The signed-out landing in the first response: the server renders the app's landing into the
 * HTML, so it shows before any script; the app loads on the visitor's first sign of use and hydrates
 * that markup, and a button pressed before then still does what it says.
 */
test('the landing shows from the HTML alone, before and without any script', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Are your finances on track?' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Start Free Trial' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Simple pricing' })).toBeVisible();
  } finally {
    await context.close();
  }
});

test('no script loads until the visitor reaches for the page; a button pressed meanwhile opens what it names', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Start Free Trial' })).toBeVisible();
  await page.waitForLoadState('load');
  await page.waitForTimeout(500);
  expect(scripts).toEqual([]);

  // The click is the first sign of use: the press is kept until the app has hydrated the landing.
  await page.getByRole('button', { name: 'Start Free Trial' }).click();
  const dialog = new LandingPage(page).signUpDialog();
  await expect(dialog).toBeVisible();
  expect(scripts.length).toBeGreaterThan(0);
  await appHydrated(page);
  // One landing on the page: the server's, now the app's.
  await expect(page.getByRole('heading', { level: 1, name: 'Are your finances on track?' })).toHaveCount(1);
});

test('a pointer move loads the app, which hydrates the landing as it stands: nothing replaced', async ({ page }) => {
  await page.goto('/');
  const heading = page.getByRole('heading', { level: 1, name: 'Are your finances on track?' });
  await expect(heading).toBeVisible();
  // Count every element removed from the landing until the app has hydrated it (it marks #root);
  // what changes after (the plans, once read) is the app's doing.
  await page.evaluate(() => {
    const w = window as unknown as { __heading: Element | null; __removed: number };
    w.__heading = document.querySelector('h1');
    w.__removed = 0;
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'attributes') return observer.disconnect();
        w.__removed += record.removedNodes.length;
      }
    });
    observer.observe(document.getElementById('root')!, { childList: true, subtree: true, attributeFilter: ['data-hydrated'] });
  });
  await page.mouse.move(200, 200);
  await appHydrated(page);
  expect(await page.evaluate(() => (window as unknown as { __heading: Element | null }).__heading === document.querySelector('h1'))).toBe(
    true,
  );
  expect(await page.evaluate(() => (window as unknown as { __removed: number }).__removed)).toBe(0);
  // The hydrated page works: Sign in here shows the sign-in card.
  await new LandingPage(page).showSignIn();
});

test('the sign-in page shows from the HTML alone; what is typed before the app is there signs in', async ({ browser, baseURL, page }) => {
  // An account to sign in to, made by a client of its own (its session is not this page's).
  const email = uniqueEmail('signin-prerender');
  const api = await requestApi.newContext({ baseURL });
  await registerViaApi(api, email);
  await api.dispose();

  const noScript = await browser.newContext({ baseURL, javaScriptEnabled: false });
  try {
    const bare = await noScript.newPage();
    await bare.goto('/auth/login');
    await expect(bare.getByRole('form', { name: 'Sign in' })).toBeVisible();
    await expect(bare.getByRole('form', { name: 'Sign in' }).getByLabel('Email')).toBeVisible();
  } finally {
    await noScript.close();
  }

  // The app's script is held back, so the typing lands on the server's form.
  const release = await holdAppScript(page);
  await page.goto('/auth/login', { waitUntil: 'commit' });
  const served = firstView(page, 'landing').getByRole('form', { name: 'Sign in' });
  await served.getByLabel('Email').fill(email);
  await served.getByLabel('Password', { exact: true }).fill(PASSWORD);
  release();
  await appHydrated(page);
  const live = new LandingPage(page).signInForm;
  await expect(live.getByLabel('Email')).toHaveValue(email);
  await expect(live.getByLabel('Password', { exact: true })).toHaveValue(PASSWORD);
  await live.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/main\/dashboard$/);
  await expect(page.getByTestId('signed-in-user').first()).toHaveText(email);
});

test('Start Free Trial pressed before the app is there opens the sign-up dialog at once; what is typed in it stays the app’s', async ({
  page,
}) => {
  const release = await holdAppScript(page);
  await page.goto('/', { waitUntil: 'commit' });
  await firstView(page, 'landing').getByRole('button', { name: 'Start Free Trial' }).click();
  // Shown by the page's own script, no app yet: a keyboard user is in it, the page behind does not scroll.
  const dialog = page.getByRole('dialog', { name: 'Welcome to Your Financial Journey' });
  await expect(dialog).toBeVisible();
  expect(await page.evaluate(() => document.querySelector('#root')?.hasAttribute('data-hydrated'))).toBe(false);
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
  await dialog.getByLabel('Email').fill('early@example.com');

  release();
  await appHydrated(page);
  // The app's dialog now, the same one, with what was typed.
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Email')).toHaveValue('early@example.com');
  await expect(dialog.getByRole('radio', { name: /Wealth Whisperer Transaction Log/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
  await page.getByRole('button', { name: 'Start Free Trial' }).click();
  await expect(dialog.getByLabel('Email')).toHaveValue('');
});
