import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { registerViaApi, uniqueEmail } from '../support/accounts';
import { repoRoot } from '../support/production-server';
import { addGoalViaApi, RAINY_DAY_FUND } from '../support/seed';
import { GoalsScreen } from '../pages/goals';
import { MainAppPage } from '../pages/main-app';

/**
 * A remote deployed on its own under a running server (docs/operations.md, "Deploy one remote"):
 * a page opened before the deploy still runs the old remoteEntry.js, and must still open the
 * section, from the old build's chunks (kept by the build) or, when one is gone anyway, from the
 * remote's current entry (shell/src/federation/reload-remote-plugin.ts).
 */
const goalsDist = path.join(repoRoot, 'mf-goals', 'dist');

/** The console's errors and warnings, as the page logs them (but Chromium's notes on the first view's unused preloads). */
function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    if (/was preloaded using link preload but not used/.test(message.text())) return;
    problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/** Signs a user with a goal in and opens the dashboard, whose goals preview loads the goals remote's entry. */
async function openDashboard(page: Page): Promise<void> {
  await registerViaApi(page.request, uniqueEmail('deploy'));
  await addGoalViaApi(page.request);
  await page.goto('/main');
  await expect(page.getByTestId('preview-goals')).toContainText(RAINY_DAY_FUND, { timeout: 30_000 });
}

test('a page opened before mf-goals is deployed opens Savings Goals after the deploy, with no error', async ({ page }) => {
  test.setTimeout(600_000);
  const problems = consoleProblems(page);
  await openDashboard(page);
  const entryBefore = await (await page.request.get('/remotes/goals/remoteEntry.js')).text();
  const chunksBefore = readdirSync(goalsDist).filter((file) => /^\d+\.[0-9a-f]{12}\.js$/.test(file));

  // The deploy: mf-goals built again into the folder the server serves, with different chunk
  // hashes (a new salt stands for a changed source).
  const build = spawnSync('npx', ['webpack', '--mode', 'production', '--output-hash-salt', `deploy-${Date.now()}`], {
    cwd: path.join(repoRoot, 'mf-goals'),
    encoding: 'utf8',
  });
  expect(build.status, build.stderr + build.stdout).toBe(0);
  const entryAfter = await (await page.request.get('/remotes/goals/remoteEntry.js')).text();
  expect(entryAfter).not.toBe(entryBefore);
  // The earlier build's chunks are still there for pages that run its entry.
  expect(chunksBefore.filter((file) => !existsSync(path.join(goalsDist, file)))).toEqual([]);

  const goals = new GoalsScreen(page);
  await goals.open();
  await expect(goals.card(RAINY_DAY_FUND)).toBeVisible();
  await expect(page.getByTestId('remote-problem')).toHaveCount(0);
  expect(problems).toEqual([]);

  // A fresh load runs the new build.
  const fresh = new MainAppPage(page);
  await page.reload();
  await fresh.showSection('Savings Goals');
  await expect(goals.card(RAINY_DAY_FUND)).toBeVisible();
});

test('a chunk that is gone anyway: the remote reloads its current entry once and renders, with no warning', async ({ page }) => {
  const problems = consoleProblems(page);
  await openDashboard(page);

  // The next goals chunk the page asks for is gone (pruned), once.
  let gone: string | undefined;
  await page.route(/\/remotes\/goals\/\d+\.[0-9a-f]{12}\.js$/, async (route) => {
    if (gone) return route.continue();
    gone = route.request().url();
    await route.fulfill({ status: 404, contentType: 'application/json', body: '{"success":false,"error":"Not found."}' });
  });
  const entryLoads: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/remotes/goals/remoteEntry.js')) entryLoads.push(request.url());
  });

  const goals = new GoalsScreen(page);
  await goals.open();
  await expect(goals.card(RAINY_DAY_FUND)).toBeVisible();
  await expect(page.getByTestId('remote-problem')).toHaveCount(0);
  expect(gone).toBeDefined();
  expect(entryLoads).toHaveLength(1);
  // Only the browser's own line for the 404 itself.
  expect(problems.filter((line) => !line.startsWith('error: Failed to load resource'))).toEqual([]);
});
