import { expect, test, type Page } from '@playwright/test';
import { uniqueEmail } from '../support/accounts';
import { appHydrated, firstView, holdAppScript } from '../support/first-view';
import { registerWithTemplate } from '../support/workflow';
import { WizardDialog } from '../pages/wizard';

/**
 * A press on a signed-in first view is never lost, whenever it comes while the app boots: before
 * any script of the app (kept, and pressed again on the same element once hydrated), or across the
 * moment the app takes the markup over (hydrating keeps every element, so the press that began on
 * the server's button ends on it). The wizard's Upload Data, pressed as soon as `/main` shows, is
 * the press the real-workbooks journeys start with.
 */
const TEMPLATE_NAME = 'Wealth Whisperer Transaction Log';

async function signedUp(page: Page): Promise<void> {
  await registerWithTemplate(page.request, uniqueEmail('first-press'), 'wealth-whisperer');
}

test('Upload Data pressed as soon as /main/dashboard shows opens the wizard, however late the app arrives', async ({ page }) => {
  await signedUp(page);
  // The app's script comes late: the press lands on the first view, before any React.
  await page.route(/\/main\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue().catch(() => undefined);
  });
  await page.goto('/main/dashboard');
  await new WizardDialog(page).open(TEMPLATE_NAME);
});

test('a press held down while the app takes the first view over still clicks', async ({ page }) => {
  await signedUp(page);
  const release = await holdAppScript(page);
  await page.goto('/main/dashboard', { waitUntil: 'commit' });
  const upload = firstView(page, 'main')
    .getByRole('complementary', { name: 'Main navigation' })
    .getByRole('button', { name: 'Upload Data' });
  await expect(upload).toBeVisible();
  const box = (await upload.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  // Down on the server's button, up once the app has taken the page over: one click, on one element.
  await page.mouse.down();
  release();
  await appHydrated(page);
  await page.mouse.up();
  await expect(page).toHaveURL(/\/main\/upload$/);
  await expect(new WizardDialog(page).dialog).toHaveAccessibleName(`Update ${TEMPLATE_NAME} Data`);
});
