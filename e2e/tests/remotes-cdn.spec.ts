import { spawn, type ChildProcess } from 'node:child_process';
import { createReadStream, existsSync, statSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { registerViaApi, uniqueEmail } from '../support/accounts';
import { recordViolations } from '../support/csp-violations';
import { freePort, waitForHealthy } from '../support/production-server';
import { GoalsScreen } from '../pages/goals';
import { LandingPage } from '../pages/landing';

/**
 * The scale-out layout of docs/architecture.md ("Serving and scale"): the production build with the
 * CSP on, its remote manifest and two remotes (auth, goals) on another origin standing in for a
 * CDN — a second local port serving those remotes' built dist with CORS — and the other remotes
 * still on the app's own origin. The pages must load and work with no CSP violation.
 */
const repoRoot = path.resolve(__dirname, '..', '..');
const ON_CDN = ['auth', 'goals'] as const;
const ALL_REMOTES = ['auth', 'wizard', 'goals', 'spending', 'networth', 'dashboard'] as const;

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.css': 'text/css',
  '.map': 'application/json',
  '.txt': 'text/plain',
};

/** A stand-in CDN: `/<key>/<file>` from `mf-<key>/dist` for the remotes it carries, and the manifest. */
function startCdn(manifest: () => Record<string, string>): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://cdn');
    res.setHeader('Access-Control-Allow-Origin', '*');
    if (url.pathname === '/remotes.json') {
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify(manifest()));
      return;
    }
    const match = /^\/([a-z]+)\/([\w.-]+)$/.exec(url.pathname);
    const key = match?.[1] as (typeof ON_CDN)[number] | undefined;
    const file = match && key && ON_CDN.includes(key) ? path.join(repoRoot, `mf-${key}`, 'dist', match[2]) : null;
    if (!file || !existsSync(file) || !statSync(file).isFile()) {
      res.statusCode = 404;
      res.end('not found');
      return;
    }
    res.setHeader('Content-Type', CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream');
    createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

let cdn: http.Server;
let cdnOrigin: string;
let appOrigin: string;
let server: ChildProcess;

test.beforeAll(async () => {
  const appPort = await freePort();
  appOrigin = `http://127.0.0.1:${appPort}`;
  // auth and goals from the CDN; the others from the app's own origin, each by its full URL.
  cdn = await startCdn(() =>
    Object.fromEntries(
      ALL_REMOTES.map((key) => [
        key,
        `${(ON_CDN as readonly string[]).includes(key) ? cdnOrigin : `${appOrigin}/remotes`}/${key}/mf-manifest.json`,
      ]),
    ),
  );
  cdnOrigin = `http://127.0.0.1:${(cdn.address() as AddressInfo).port}`;

  let output = '';
  server = spawn(process.execPath, [path.join(repoRoot, 'api', 'dist', 'server.js')], {
    cwd: process.env.E2E_RUN_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(appPort),
      HOST: '127.0.0.1',
      APP_URL: appOrigin,
      DATABASE_URL: `sqlite:${path.join(process.env.E2E_RUN_DIR!, 'remotes-cdn.sqlite')}`,
      MAIL_OUTBOX: path.join(process.env.E2E_RUN_DIR!, 'outbox'),
      SESSION_SECRET: 'e2e-remotes-cdn-secret',
      // The manifest on the CDN: its origin is allowed by the CSP without listing it again.
      REMOTES_URL: `${cdnOrigin}/remotes.json`,
    },
  });
  server.stdout?.on('data', (chunk) => (output += chunk));
  server.stderr?.on('data', (chunk) => (output += chunk));
  await waitForHealthy(appOrigin, server, () => output);
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  await new Promise((resolve) => cdn?.close(resolve));
});

test('with the remotes and their manifest on a CDN origin, the production pages load and work under the CSP', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: appOrigin });
  const page = await context.newPage();
  const violations = await recordViolations(page);
  const fromCdn: string[] = [];
  page.on('requestfinished', (request) => {
    if (request.url().startsWith(cdnOrigin)) fromCdn.push(new URL(request.url()).pathname);
  });

  // The page really carries the production policy, with the CDN allowed for code and fetches only.
  const response = await page.goto('/');
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain(`script-src 'self' ${cdnOrigin};`);
  expect(policy).toContain(`connect-src 'self' ${cdnOrigin};`);

  // The landing page is the auth remote, loaded from the CDN with its chunks.
  await new LandingPage(page).open();
  expect(fromCdn).toContain('/remotes.json');
  expect(fromCdn).toContain('/auth/remoteEntry.js');
  expect(fromCdn.some((file) => /^\/auth\/[\w-]+\.[0-9a-f]{12}\.js$/.test(file))).toBe(true);

  // Signed in: the dashboard (this origin) with the goals preview (CDN), then the goals screen (CDN) adds a goal.
  await registerViaApi(page.request, uniqueEmail('cdn'));
  await page.goto('/main');
  const goals = new GoalsScreen(page);
  await goals.open();
  await expect(goals.emptyState).toBeVisible();
  await goals.addGoal({ name: 'Roof repair', currentAmount: '500', targetAmount: '1000', contributionAmount: '100' });
  await expect(goals.card('Roof repair')).toContainText('$500 of $1,000');
  expect(fromCdn).toContain('/goals/remoteEntry.js');
  // A section whose remote stayed on this origin works beside them.
  await page.getByRole('complementary', { name: 'Main navigation' }).getByRole('link', { name: 'Net Worth' }).click();
  await expect(page.getByRole('button', { name: 'Add Asset' }).first()).toBeVisible();

  expect(violations).toEqual([]);
  await context.close();
});
