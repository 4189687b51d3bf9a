import { createRequire } from 'node:module';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { FakeStripe } from '../../api/test/support/fake-stripe';
import { csrfToken, PASSWORD, registerViaApi, uniqueEmail } from '../support/accounts';
import { repoRoot, startProductionServer, type ProductionServer } from '../support/production-server';
import { WizardDialog, XLSX_MIME } from '../pages/wizard';
import { downloadSample } from '../support/workflow';

/**
 * Plans that really take money, in Chromium against the production build: a server of
 * this spec's own, configured with STRIPE_* pointing at the loopback Stripe stand-in (the shared
 * e2e server has no Stripe and stays as it is). The stand-in's checkout page "pays", sends the
 * signed `checkout.session.completed` to the server's webhook and sends the browser back.
 */
const requireFromApi = createRequire(path.join(repoRoot, 'api', 'package.json'));
/** The one call of better-sqlite3 used here (the api workspace's driver; no types installed for it). */
type SqliteDatabase = { prepare(sql: string): { run(...values: unknown[]): unknown }; close(): void };
const Database = requireFromApi('better-sqlite3') as new (file: string) => SqliteDatabase;

let stripe: FakeStripe;
let server: ProductionServer;

test.beforeAll(async () => {
  let webhookUrl = '';
  stripe = await FakeStripe.start({
    deliver: async (payload, signature) => {
      const res = await fetch(webhookUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
        body: payload,
      });
      await res.arrayBuffer();
      return res.status;
    },
  });
  server = await startProductionServer('billing', stripe.env);
  webhookUrl = `${server.origin}/billing/webhook`;
});

test.afterAll(async () => {
  await server?.stop();
  await stripe?.close();
});

/** A signed-in page of a new user on the billing server. */
async function signedInUser(browser: Browser, label: string): Promise<{ page: Page; email: string }> {
  const context = await browser.newContext({ baseURL: server.origin });
  const page = await context.newPage();
  const email = uniqueEmail(label);
  await registerViaApi(page.request, email);
  return { page, email };
}

/** The trial ended yesterday: set on the server's own database, as seven days would. */
function endTrial(email: string): void {
  const db = new Database(path.join(process.env.E2E_RUN_DIR!, 'billing.sqlite'));
  try {
    db.prepare('UPDATE users SET trial_ends_at = ? WHERE email = ?').run(Date.now() - 24 * 60 * 60 * 1000, email);
  } finally {
    db.close();
  }
}

test('a user whose trial is over upgrades through Stripe checkout and can upload again', async ({ browser }) => {
  const { page, email } = await signedInUser(browser, 'upgrade');
  endTrial(email);
  await page.goto('/main');
  await expect(page.getByTestId('trial-banner')).toContainText('Your free trial has ended. Your data stays readable');

  // The wizard says why uploading waits, and leads to the plans.
  const wizard = new WizardDialog(page);
  await wizard.open('Wealth Whisperer Transaction Log');
  const upload = wizard.step('Upload Data');
  await expect(upload.getByText(/Your free trial has ended/)).toBeVisible();
  await expect(upload.getByRole('button', { name: 'Upload', exact: true })).toBeDisabled();
  await upload.getByRole('link', { name: 'See plans' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Plans & billing' })).toBeVisible();
  await expect(page).toHaveURL(/\/main\/plans$/);
  await expect(page.getByTestId('plan-status')).toHaveText(
    'Your free trial has ended. Your data stays readable; choose a plan to upload new data.',
  );
  await expect(page.getByRole('region', { name: 'Monthly (current plan)' })).toBeVisible();

  // Upgrade → Stripe's checkout page (the stand-in) → Pay → back to the app, paid.
  await page.getByRole('button', { name: 'Upgrade to Annual' }).click();
  await expect(page).toHaveURL(new RegExp(`^${stripe.url}/pay/cs_test_\\w+$`));
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(`${server.origin}/main/dashboard`);
  expect(stripe.deliveries.at(-1)).toMatchObject({ status: 200, event: { type: 'checkout.session.completed' } });
  await expect(page.getByTestId('trial-banner')).toHaveCount(0);

  // The account menu leads back to the plans: Annual, active, renewing.
  await page.getByRole('button', { name: /Signed in as/ }).click();
  await page.getByRole('list', { name: 'Your account' }).getByRole('link', { name: 'Plans & billing' }).click();
  await expect(page.getByTestId('plan-status')).toHaveText(/^Your Annual plan is active and renews on \w{3} \d{1,2}, \d{4}\.$/);
  await expect(page.getByRole('button', { name: 'Manage billing' })).toBeVisible();

  // And uploading works again.
  const sample = await downloadSample(page.request, 'wealth-whisperer');
  await wizard.open('Wealth Whisperer Transaction Log');
  await wizard.uploadFile({ name: 'wealth-whisperer-sample.xlsx', buffer: sample, mimeType: XLSX_MIME });
});

test('a forged payment event is refused and gives nothing', async ({ browser }) => {
  const { page, email } = await signedInUser(browser, 'forged');
  endTrial(email);
  const status = await page.request.get('/auth/check-login-status');
  const { id } = (await status.json()) as { id: number };
  const payload = FakeStripe.eventPayload('checkout.session.completed', {
    object: 'checkout.session',
    payment_status: 'paid',
    client_reference_id: String(id),
    metadata: { plan_id: '3' },
    subscription: null,
  });
  const forged = await page.request.post('/billing/webhook', {
    headers: { 'Content-Type': 'application/json', 'Stripe-Signature': FakeStripe.sign(payload, 'whsec_guessed') },
    data: payload,
  });
  expect(forged.status()).toBe(400);
  expect(await (await page.request.get('/auth/check-login-status')).json()).toMatchObject({ eligible: false, plan_id: 1 });
});

test('account: change the password, download all data, delete the account', async ({ browser }) => {
  const { page, email } = await signedInUser(browser, 'account');
  await page.goto('/main?view=account');
  await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();

  await page.getByLabel('Current password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('New password', { exact: true }).fill('a brand new passphrase');
  await page.getByLabel('Confirm new password', { exact: true }).fill('a brand new passphrase');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password has been changed. Other devices have been signed out.')).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download my data' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^ontrack-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse((await (await file.createReadStream()).toArray()).join(''));
  expect(data).toMatchObject({ format: 'ontrack-account-export', profile: { email } });

  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account' });
  await dialog.getByLabel('Password', { exact: true }).fill('a brand new passphrase');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByRole('heading', { name: 'Are your finances on track?' })).toBeVisible();

  // Gone for real: the e-mail can sign up again.
  const fresh = await browser.newContext({ baseURL: server.origin });
  const login = await fresh.request.post('/auth/login', {
    headers: { 'X-CSRFToken': await csrfToken(fresh.request) },
    data: { email, password: 'a brand new passphrase' },
  });
  expect(login.status()).toBe(401);
  await registerViaApi(fresh.request, email);
  await fresh.close();
});
