import { expect, test } from '@playwright/test';
import { PASSWORD, registerViaApi, uniqueEmail } from '../support/accounts';
import { appHydrated } from '../support/first-view';

/**
 * The interface speaks the browser's language (docs/decisions/language.md): a German Chromium gets
 * the landing in German (the server's first view already, first-view-language.spec.ts), `<html lang>`
 * follows, and a visitor's choice in the language menu is kept by the browser. Signed in, the
 * Account view sets the user's own locale, which the session then carries to every screen.
 */
test.use({ locale: 'de-DE' });

test('a German browser gets the landing in German after hydration, and the language menu switches it', async ({ page }) => {
  await page.goto('/');
  // The first view is the server's, in German; a pointer move loads the app, which hydrates it in German.
  await page.mouse.move(10, 10);
  await appHydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Sind Ihre Finanzen auf Kurs?' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('button', { name: 'Kostenlos testen', exact: true })).toBeVisible();

  await page.getByRole('combobox', { name: 'Sprache' }).selectOption('es');
  await expect(page.getByRole('heading', { level: 1, name: '¿Van bien tus finanzas?' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  // Kept by this browser.
  await page.reload();
  await page.mouse.move(20, 20);
  await expect(page.getByRole('heading', { level: 1, name: '¿Van bien tus finanzas?' })).toBeVisible();
});

test("the Account view's locale is the user's: saved, it formats and speaks for them", async ({ page }) => {
  const email = uniqueEmail('locale');
  await registerViaApi(page.request, email, PASSWORD);
  await page.goto('/main/account');
  await page.mouse.move(10, 10);
  // The browser is German: the Account view speaks German before anything is saved.
  const select = page.getByLabel('Sprache und Formate');
  await expect(select).toBeVisible();
  await select.selectOption('pt-BR');
  await page.getByRole('button', { name: 'Sprache speichern' }).click();
  await expect(page.getByRole('heading', { name: 'Idioma e região' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
  // Dates and numbers as pt-BR writes them.
  await expect(page.getByText('5 de mar. de 2027 · 1.234,56')).toBeVisible();
  const session = await (await page.request.get('/auth/check-login-status')).json();
  expect(session.locale).toBe('pt-BR');
});
