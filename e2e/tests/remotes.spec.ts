import { expect, test } from '@playwright/test';
import { registerViaApi, uniqueEmail } from '../support/accounts';
import { LandingPage } from '../pages/landing';
import { MainAppPage } from '../pages/main-app';

test('when the auth remote cannot be fetched the shell shows Retry, and Retry recovers', async ({ page }) => {
  await page.route('**/remotes/auth/**', (route) => route.abort('connectionrefused'));
  await page.goto('/');
  // The prerendered landing needs no remote; the app (and the remote) load when the visitor reaches for the page.
  await page.mouse.move(200, 200);
  const problem = page.getByTestId('remote-problem');
  await expect(problem).toContainText('could not be loaded');

  await page.unroute('**/remotes/auth/**');
  await problem.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: 'Are your finances on track?' })).toBeVisible();
});

test('a section whose remote fails degrades alone; the other sections and sign-out still work', async ({ page }) => {
  const email = uniqueEmail('degrade');
  await registerViaApi(page.request, email);
  // The goals remote's files cannot be fetched (the page carries the manifest itself, so the files are what fails).
  await page.route('**/remotes/goals/**', (route) => route.abort('connectionrefused'));

  await page.goto('/main');
  const app = new MainAppPage(page);
  await app.expectSignedInAs(email);

  await app.showSection('Savings Goals');
  const problem = page.getByTestId('remote-problem');
  await expect(problem).toContainText('Savings Goals could not be loaded');
  await expect(problem.getByRole('button', { name: 'Retry' })).toBeVisible();

  // The other sections load their own remotes and keep working; the chrome too.
  await app.showSection('Net Worth');
  await expect(page.getByRole('button', { name: 'Add Asset' }).first()).toBeVisible();
  await expect(problem).toHaveCount(0);

  await app.logout();
  await expect(new LandingPage(page).signUpDialog()).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Are your finances on track?' })).toBeVisible();
});
