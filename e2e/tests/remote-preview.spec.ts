import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { expect, request, test, type APIRequestContext } from '@playwright/test';
import { PASSWORD, registerViaApi, uniqueEmail } from '../support/accounts';
import { freePort, repoRoot, startProductionServer, type ProductionServer } from '../support/production-server';
import { addGoalViaApi, RAINY_DAY_FUND } from '../support/seed';
import { serveFolder, type StaticOrigin } from '../support/static-origin';
import { GoalsScreen } from '../pages/goals';

/**
 * Previewing one remote (docs/operations.md, "Preview one remote"): its standalone preview on a
 * port of its own against a running API, or with sample data and no API; and its build loaded into
 * a running app from a listed origin (PREVIEW_ORIGINS), refused from any other.
 */
let api: ProductionServer;
let staging: StaticOrigin;
let elsewhere: StaticOrigin;
let preview: ChildProcess | undefined;
let previewOrigin: string;
let previewOutput = '';

/** Waits until the preview's dev server has compiled and answers its page. */
async function waitForPreview(): Promise<void> {
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    if (preview?.exitCode !== null) throw new Error(`the preview exited: ${previewOutput.slice(-1000)}`);
    const ok = await fetch(`${previewOrigin}/`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the preview did not answer: ${previewOutput.slice(-1000)}`);
}

test.beforeAll(async () => {
  test.setTimeout(300_000);
  const goalsDist = path.join(repoRoot, 'mf-goals', 'dist');
  staging = await serveFolder(goalsDist);
  elsewhere = await serveFolder(goalsDist);
  api = await startProductionServer('remote-preview', { PREVIEW_ORIGINS: staging.origin });
  const port = await freePort();
  previewOrigin = `http://127.0.0.1:${port}`;
  preview = spawn('npx', ['webpack', 'serve', '--mode', 'development'], {
    cwd: path.join(repoRoot, 'mf-goals'),
    env: { ...process.env, PORT: String(port), API_URL: api.origin },
    // A process group of its own: npx runs webpack as its child, which a signal to npx alone left
    // serving after the run (found listening on the port once CI had finished).
    detached: true,
  });
  preview.stdout?.on('data', (chunk) => (previewOutput += chunk));
  preview.stderr?.on('data', (chunk) => (previewOutput += chunk));
  await waitForPreview();
});

test.afterAll(async () => {
  if (preview && preview.exitCode === null) {
    const exited = new Promise((resolve) => preview!.once('exit', resolve));
    process.kill(-preview.pid!, 'SIGTERM');
    await exited;
  }
  await api?.stop();
  await staging?.close();
  await elsewhere?.close();
});

async function userWithGoal(): Promise<{ email: string; context: APIRequestContext }> {
  const context = await request.newContext({ baseURL: api.origin });
  const email = uniqueEmail('preview');
  await registerViaApi(context, email);
  await addGoalViaApi(context);
  return { email, context };
}

test("the goals preview on its own port signs in on its origin and shows the user's goal from API_URL", async ({ page }) => {
  const { email, context } = await userWithGoal();
  await page.goto(`${previewOrigin}/sign-in`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${previewOrigin}/`);
  // The session cookie is the preview origin's own (no Domain, no Secure), sent through the proxy.
  const cookies = await page.context().cookies(previewOrigin);
  expect(cookies.length).toBeGreaterThan(0);
  await expect(new GoalsScreen(page).card(RAINY_DAY_FUND)).toBeVisible({ timeout: 30_000 });
  await context.dispose();
});

test('with ?data=sample the preview shows the sample goals, asking no API', async ({ page }) => {
  const toApi: string[] = [];
  page.on('request', (req) => {
    if (req.url().startsWith(api.origin)) toApi.push(req.url());
  });
  await page.goto(`${previewOrigin}/?data=sample`);
  const goals = new GoalsScreen(page);
  await expect(goals.card('Emergency fund')).toBeVisible({ timeout: 30_000 });
  await expect(goals.card('Trip to Lisbon')).toBeVisible();
  expect(toApi).toEqual([]);
});

test('?remote.goals= from a listed origin shows the banner and that build; Leave preview goes back', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: api.origin });
  const page = await context.newPage();
  await registerViaApi(page.request, uniqueEmail('preview-app'));
  const manifest = `${staging.origin}/mf-manifest.json`;
  const response = await page.goto(`/main?remote.goals=${encodeURIComponent(manifest)}`);
  expect(response?.headers()['content-security-policy']).toContain(`script-src 'self' ${staging.origin}`);

  const banner = page.getByTestId('preview-banner');
  await expect(banner).toHaveText(`Goals from ${manifest} (preview) Leave preview`);
  const goals = new GoalsScreen(page);
  await goals.open();
  await expect(goals.emptyState).toBeVisible();
  expect(staging.requested).toContain('/remoteEntry.js');

  await banner.getByRole('button', { name: 'Leave preview' }).click();
  await expect(banner).toHaveCount(0);
  // The page loaded again, on the app's own goals, with the override forgotten.
  await expect(page).toHaveURL(`${api.origin}/main/goals`);
  expect(await page.evaluate(() => window.sessionStorage.getItem('ontrack.remote.goals'))).toBeNull();
  const fromStaging = staging.requested.length;
  await expect(goals.emptyState).toBeVisible();
  expect(staging.requested).toHaveLength(fromStaging);
  await context.close();
});

test('?remote.goals= from an unlisted origin is refused with a message, and the app keeps its own goals', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: api.origin });
  const page = await context.newPage();
  await registerViaApi(page.request, uniqueEmail('preview-refused'));
  await page.goto(`/main?remote.goals=${encodeURIComponent(`${elsewhere.origin}/mf-manifest.json`)}`);
  await expect(page.getByTestId('preview-refused')).toHaveText(`Previews from ${elsewhere.origin} are not allowed here`);
  await expect(page.getByTestId('preview-banner')).toHaveCount(0);
  const goals = new GoalsScreen(page);
  await goals.open();
  await expect(goals.emptyState).toBeVisible();
  expect(elsewhere.requested).toEqual([]);
  await context.close();
});
