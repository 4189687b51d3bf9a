import { expect, test } from '@playwright/test';
import { PASSWORD, registerViaApi, logoutViaApi, uniqueEmail } from '../support/accounts';
import { latestResetLink } from '../support/outbox';
import { LandingPage } from '../pages/landing';
import { MainAppPage } from '../pages/main-app';

test('a visitor signs up with a template and a plan, lands in the app, and signs out', async ({ page }) => {
  const landing = new LandingPage(page);
  const email = uniqueEmail('signup');
  await landing.open();
  const dialog = await landing.openSignUp();

  // Body scrolling is locked while the modal is open.
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
  const submit = dialog.getByRole('button', { name: 'Start My Financial Journey' });
  await expect(submit).toBeDisabled();

  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByLabel('Confirm Password', { exact: true }).fill('something else');
  await expect(dialog.getByText('Passwords do not match')).toBeVisible();
  await dialog.getByLabel('Confirm Password', { exact: true }).fill(PASSWORD);
  await expect(dialog.getByText('Passwords do not match')).toHaveCount(0);

  await dialog.getByRole('radio', { name: /Wealth Whisperer Transaction Log/ }).check();
  const plans = dialog.getByRole('radiogroup', { name: 'Choose your plan' }).getByRole('radio');
  await expect(plans).toHaveCount(3);
  await expect(plans.nth(1)).toContainText('BEST VALUE');
  await expect(plans.nth(1)).toContainText('Annual');
  await expect(submit).toBeDisabled();
  await plans.nth(1).click();
  await submit.click();

  // Registration answers url /main/upload: the update-data wizard for the chosen template opens over the main app.
  await expect(page).toHaveURL(/\/main\/upload$/);
  const wizard = page.getByRole('dialog', { name: 'Update Wealth Whisperer Transaction Log Data' });
  await expect(wizard.getByText(/^Step 1 of \d+$/)).toBeVisible();
  await wizard.getByRole('button', { name: 'Close' }).first().click();
  await expect(wizard).toHaveCount(0);
  await expect(page).toHaveURL(/\/main\/dashboard$/);
  const app = new MainAppPage(page);
  await app.expectSignedInAs(email);
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('');

  await app.logout();
  await expect(page.getByRole('heading', { name: 'Are your finances on track?' })).toBeVisible();
  // Signed out for real: a deep link goes back to the landing page.
  await page.goto('/main');
  await expect(page).toHaveURL(/\/$/);
});

test('the sign-up modal opens empty and closes with Escape', async ({ page }) => {
  const landing = new LandingPage(page);
  await landing.open();
  let dialog = await landing.openSignUp();
  await dialog.getByLabel('Email').fill('typed@example.com');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  dialog = await landing.openSignUp();
  await expect(dialog.getByLabel('Email')).toHaveValue('');
  // A click on the backdrop closes it too.
  await page.getByTestId('modal-backdrop').click({ position: { x: 5, y: 5 } });
  await expect(dialog).toHaveCount(0);
});

test('a wrong password is refused with the generic message, then the right one signs in', async ({ page, browser }) => {
  const email = uniqueEmail('signin');
  const setup = await browser.newContext();
  await registerViaApi(setup.request, email);
  await setup.close();

  const landing = new LandingPage(page);
  await landing.open();
  await landing.showSignIn();
  await landing.signIn(email, 'not the password');
  await expect(landing.signInForm.getByRole('alert')).toHaveText('Invalid email or password');
  // An unknown address reads exactly the same.
  await landing.signIn(uniqueEmail('nobody'), 'whatever123');
  await expect(landing.signInForm.getByRole('alert')).toHaveText('Invalid email or password');

  await landing.signIn(email, PASSWORD);
  await expect(page).toHaveURL(/\/main\/dashboard$/);
  await new MainAppPage(page).expectSignedInAs(email);
});

test('after ten wrong passwords the next attempt says how long to wait, not that the password is wrong', async ({ page, browser }) => {
  // Ten failures for one address; the client address's own limit (30) stays
  // far off, so the rest of the suite can still sign in from this machine.
  const email = uniqueEmail('throttled');
  const setup = await browser.newContext();
  await registerViaApi(setup.request, email);
  await setup.close();

  const landing = new LandingPage(page);
  await landing.open();
  await landing.showSignIn();
  for (let attempt = 1; attempt <= 10; attempt += 1) {
    await landing.signIn(email, `wrong guess ${attempt}`);
    await expect(landing.signInForm.getByRole('alert')).toHaveText('Invalid email or password');
    await expect(landing.signInForm.getByLabel('Password', { exact: true })).toHaveValue('');
  }
  const throttled = page.waitForResponse((response) => response.url().endsWith('/auth/login'));
  await landing.signIn(email, PASSWORD);
  const answer = await throttled;
  expect(answer.status()).toBe(429);
  const minutes = Math.ceil(Number(answer.headers()['retry-after']) / 60);
  await expect(landing.signInForm.getByRole('alert')).toHaveText(
    `Too many attempts. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
  );
});

test('a forgotten password is reset through the e-mailed link, once', async ({ page, browser }) => {
  const email = uniqueEmail('reset');
  const otherDevice = await browser.newContext();
  await registerViaApi(otherDevice.request, email);
  const statusBefore = await (await otherDevice.request.get('/auth/check-login-status')).json();
  expect(statusBefore.logged_in).toBe(true);

  const landing = new LandingPage(page);
  await landing.open();
  await landing.showSignIn();
  const dialog = await landing.requestReset(email);
  await expect(dialog.getByText('Password reset instructions have been sent if the email is valid.')).toBeVisible();
  await expect(dialog.getByLabel('Email')).toHaveValue('');
  await expect(dialog).toHaveCount(0, { timeout: 5000 }); // closes itself after 2 s

  await expect.poll(() => latestResetLink(email)).not.toBeNull();
  const link = latestResetLink(email)!;
  await page.goto(link);
  await page.getByLabel('New Password', { exact: true }).fill('short');
  await page.getByLabel('Confirm New Password', { exact: true }).fill('short');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('alert')).toHaveText('Password must be at least 8 characters long');

  const newPassword = 'a brand new secret 7';
  await page.getByLabel('New Password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm New Password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm New Password', { exact: true }).press('Enter');
  await expect(page.getByRole('heading', { name: 'Password Reset Successful' })).toBeVisible();
  // Redirected to sign-in after 3 seconds.
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible({ timeout: 6000 });

  // The reset ended the session on the other device.
  const statusAfter = await (await otherDevice.request.get('/auth/check-login-status')).json();
  expect(statusAfter.logged_in).toBe(false);
  await otherDevice.close();

  // The old password no longer works; the new one does.
  await landing.signIn(email, PASSWORD);
  await expect(landing.signInForm.getByRole('alert')).toHaveText('Invalid email or password');
  await landing.signIn(email, newPassword);
  await new MainAppPage(page).expectSignedInAs(email);
  await logoutViaApi(page.request);

  // The link works only once.
  await page.goto(link);
  await expect(page.getByText('This password reset link is invalid or has expired.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Login' })).toBeVisible();
});
