import { expect, test, type Page } from '@playwright/test';
import { registerViaApi, uniqueEmail } from '../support/accounts';
import { appHydrated } from '../support/first-view';
import { latestResetLink } from '../support/outbox';

/**
 * The API's own words in the interface's language (docs/decisions/language.md, "The API's
 * language"): a German browser's request for a password reset is answered in German, and once the
 * visitor switches the landing to Spanish, the shell asks the API in Spanish even though the
 * browser still prefers German.
 */
test.use({ locale: 'de-DE' });

interface Words {
  signInHere: string;
  form: string;
  forgot: string;
  dialog: string;
  email: string;
  sent: string;
}

const GERMAN: Words = {
  signInHere: 'Hier anmelden',
  form: 'Anmelden',
  forgot: 'Passwort vergessen?',
  dialog: 'Passwort zurücksetzen',
  email: 'E-Mail',
  sent: 'Wenn die E-Mail-Adresse gültig ist, wurde eine Anleitung zum Zurücksetzen des Passworts gesendet.',
};

const SPANISH: Words = {
  signInHere: 'Inicia sesión aquí',
  form: 'Iniciar sesión',
  forgot: '¿Olvidaste tu contraseña?',
  dialog: 'Restablecer contraseña',
  email: 'Correo electrónico',
  sent: 'Si el correo electrónico es válido, se han enviado las instrucciones para restablecer la contraseña.',
};

/** Asks for a reset from the landing's sign-in card and waits for the API's answer in the dialog. */
async function requestReset(page: Page, words: Words, email: string): Promise<void> {
  const signInHere = page.getByRole('button', { name: words.signInHere });
  if (await signInHere.isVisible()) await signInHere.click();
  await page.getByRole('form', { name: words.form }).getByRole('button', { name: words.forgot }).click();
  const dialog = page.getByRole('dialog', { name: words.dialog });
  await dialog.getByLabel(words.email).fill(email);
  await dialog.getByLabel(words.email).press('Enter');
  await expect(dialog.getByText(words.sent)).toBeVisible();
  await expect(dialog).toHaveCount(0, { timeout: 5000 }); // closes itself after 2 s
}

test('a password reset is answered in the browser’s language, then in the one chosen on the landing', async ({ page, browser }) => {
  const email = uniqueEmail('api-language');
  const otherDevice = await browser.newContext();
  await registerViaApi(otherDevice.request, email);
  await otherDevice.close();

  await page.goto('/');
  await page.mouse.move(10, 10);
  await appHydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Sind Ihre Finanzen auf Kurs?' })).toBeVisible();
  await requestReset(page, GERMAN, email);
  await expect.poll(() => latestResetLink(email)).not.toBeNull();

  await page.getByRole('combobox', { name: 'Sprache' }).selectOption('es');
  await expect(page.getByRole('heading', { level: 1, name: '¿Van bien tus finanzas?' })).toBeVisible();
  await requestReset(page, SPANISH, email);
});
