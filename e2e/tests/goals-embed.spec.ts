import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { registerViaApi, uniqueEmail } from '../support/accounts';
import { GoalsScreen } from '../pages/goals';

/** A second origin for the demo page: another port is another origin to the browser. */
const DEMO_PORT = Number(process.env.E2E_DEMO_PORT ?? 3933);

let demo: Server;
let demoSnippet = '';
/** A copy of embed.js as a CDN would serve it, from the demo's origin (set by the test that uses it). */
let cdnEmbedJs = '';

test.beforeAll(async () => {
  // A stranger's blog: a static page that holds whatever snippet the test put in, and a "CDN" path.
  demo = createServer((request, response) => {
    if (request.url === '/cdn/embed.js') {
      response.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' });
      response.end(cdnEmbedJs);
      return;
    }
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
    response.end(
      `<!doctype html><html><head><title>My blog</title><style>p, div { color: red; font-size: 40px; }</style></head><body><h1>My savings journey</h1>${demoSnippet}</body></html>`,
    );
  });
  await new Promise<void>((resolve) => demo.listen(DEMO_PORT, '127.0.0.1', resolve));
});

test.afterAll(async () => {
  await new Promise<void>((resolve) => demo.close(() => resolve()));
});

test('a shared goal renders on another origin without cookies, and stops once revoked', async ({ page, context }) => {
  await registerViaApi(page.request, uniqueEmail('embed'));
  await page.goto('/main');
  const goals = new GoalsScreen(page);
  await goals.open();
  await goals.addGoal({ name: 'New roof', currentAmount: '2500', targetAmount: '10000', contributionAmount: '400', interestRate: '0' });

  const { dialog, snippet } = await goals.share('New roof');
  const appOrigin = new URL(page.url()).origin;
  expect(snippet).toMatch(
    new RegExp(
      `^<div data-ontrack-goal="[^"]+" data-ontrack-api="${appOrigin}"></div><script src="${appOrigin}/remotes/goals/embed.js"></script>$`,
    ),
  );
  demoSnippet = snippet;

  const blog = await context.newPage();
  const publicCalls: { url: string; cookie: string | undefined; origin: string | undefined }[] = [];
  blog.on('request', async (request) => {
    if (request.url().includes('/goals/api/public/')) {
      const headers = await request.allHeaders();
      publicCalls.push({ url: request.url(), cookie: headers.cookie, origin: headers.origin });
    }
  });
  const demoOrigin = `http://127.0.0.1:${(demo.address() as AddressInfo).port}`;
  await blog.goto(`${demoOrigin}/`);
  expect(demoOrigin).not.toBe(appOrigin);

  const card = blog.getByRole('group', { name: 'Savings goal: New roof' });
  await expect(card).toBeVisible();
  await expect(card).toContainText('New roof');
  await expect(card).toContainText('$2,500 of $10,000');
  await expect(card).toContainText('25% complete');
  await expect(card).toContainText('Off Track');
  await expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
  await expect(card.getByRole('img', { name: /^Projected balance from \$2,500/ })).toBeVisible();
  // Read-only: nothing to click but the link home.
  await expect(card.getByRole('button')).toHaveCount(0);
  // The page's own CSS does not reach the card.
  expect(await card.locator('.amounts').evaluate((node) => getComputedStyle(node).color)).not.toBe('rgb(255, 0, 0)');
  // Same browser as the signed-in app, yet no cookie went along, and the call was cross-origin.
  expect(publicCalls).toHaveLength(1);
  expect(publicCalls[0].url.startsWith(`${appOrigin}/goals/api/public/`)).toBe(true);
  expect(publicCalls[0].cookie).toBeUndefined();
  expect(publicCalls[0].origin).toBe(demoOrigin);

  await dialog.getByRole('button', { name: 'Revoke' }).click();
  await expect(dialog).toContainText('Sharing stopped');

  await blog.reload();
  await expect(blog.getByText('This goal is no longer shared.')).toBeVisible();
  await expect(blog.getByRole('group', { name: 'Savings goal: New roof' })).toHaveCount(0);
});

test('embed.js served from another origin asks the API the snippet names; a token that never existed could not be found', async ({
  page,
  context,
}) => {
  await registerViaApi(page.request, uniqueEmail('embed-cdn'));
  await page.goto('/main');
  const goals = new GoalsScreen(page);
  await goals.open();
  await goals.addGoal({ name: 'Boat', currentAmount: '1000', targetAmount: '4000', contributionAmount: '100', interestRate: '0' });
  const { snippet } = await goals.share('Boat');
  const appOrigin = new URL(page.url()).origin;
  const demoOrigin = `http://127.0.0.1:${(demo.address() as AddressInfo).port}`;

  // The same script, copied to the "CDN" (the demo's origin), and the snippet pointed at that copy.
  const served = await page.request.get(`${appOrigin}/remotes/goals/embed.js`);
  expect(served.status()).toBe(200);
  cdnEmbedJs = await served.text();
  const unknownToken = 'A'.repeat(43);
  demoSnippet =
    snippet.replace(`${appOrigin}/remotes/goals/embed.js`, `${demoOrigin}/cdn/embed.js`) +
    `<div data-ontrack-goal="${unknownToken}" data-ontrack-api="${appOrigin}"></div>`;

  const blog = await context.newPage();
  const publicCalls: string[] = [];
  blog.on('request', (request) => {
    if (request.url().includes('/goals/api/public/')) publicCalls.push(request.url());
  });
  await blog.goto(`${demoOrigin}/`);
  const card = blog.getByRole('group', { name: 'Savings goal: Boat' });
  await expect(card).toBeVisible();
  await expect(card).toContainText('$1,000 of $4,000');
  await expect(blog.getByText('This goal could not be found.')).toBeVisible();
  // Both asked the app, none the CDN.
  expect(publicCalls).toHaveLength(2);
  for (const url of publicCalls) expect(url.startsWith(`${appOrigin}/goals/api/public/`)).toBe(true);
});
