import { expect, request as requestApi, test } from '@playwright/test';
import { PASSWORD, registerViaApi, uniqueEmail } from '../support/accounts';
import { LandingPage } from '../pages/landing';

/**
 * The signed-out landing in the first response: mf-auth's prerendered Landing is in the
 * HTML, so it shows before any script; the app loads on the visitor's first sign of use, and a button
 * pressed before the live landing is there still does what it says.
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

  // The click is the first sign of use: the press is kept until the live landing is there.
  await page.getByRole('button', { name: 'Start Free Trial' }).click();
  const dialog = new LandingPage(page).signUpDialog();
  await expect(dialog).toBeVisible();
  expect(scripts.length).toBeGreaterThan(0);
  await expect(page.locator('#ontrack-prerender')).toHaveCount(0);
  // One landing on the page: the live one.
  await expect(page.getByRole('heading', { level: 1, name: 'Are your finances on track?' })).toHaveCount(1);
});

test('a pointer move loads the app behind the prerendered page, which it replaces without a gap', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Are your finances on track?' })).toBeVisible();
  // Watch for any moment without a visible landing heading while the app takes over.
  await page.evaluate(() => {
    const w = window as unknown as { __gaps: number };
    w.__gaps = 0;
    new MutationObserver(() => {
      const heading = Array.from(document.querySelectorAll('h1')).find(
        (h1) => h1.textContent === 'Are your finances on track?' && h1.getClientRects().length > 0,
      );
      if (!heading) w.__gaps += 1;
    }).observe(document.body, { childList: true, subtree: true, attributes: true });
  });
  await page.mouse.move(200, 200);
  await expect(page.locator('#ontrack-prerender')).toHaveCount(0);
  await expect(page.locator('#root')).not.toHaveAttribute('hidden');
  expect(await page.evaluate(() => (window as unknown as { __gaps: number }).__gaps)).toBe(0);
  // The live page works: Sign in here shows the sign-in card.
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
    await expect(bare.getByLabel('Email')).toBeVisible();
  } finally {
    await noScript.close();
  }

  // The app's script is held back, so the typing lands on the prerendered form.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/main\.js$/, async (route) => {
    await held;
    await route.continue().catch(() => undefined);
  });
  await page.goto('/auth/login', { waitUntil: 'commit' });
  const prerendered = page.locator('#ontrack-prerender').getByRole('form', { name: 'Sign in' });
  await prerendered.getByLabel('Email').fill(email);
  await prerendered.getByLabel('Password', { exact: true }).fill(PASSWORD);
  release();
  await expect(page.locator('#ontrack-prerender')).toHaveCount(0);
  const live = new LandingPage(page).signInForm;
  await expect(live.getByLabel('Email')).toHaveValue(email);
  await expect(live.getByLabel('Password', { exact: true })).toHaveValue(PASSWORD);
  await live.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/main$/);
  await expect(page.getByTestId('signed-in-user').first()).toHaveText(email);
});
