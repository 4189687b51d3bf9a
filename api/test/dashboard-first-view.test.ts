/**
 * A signed-in dashboard's first view in the HTML response: the shell's chrome and the
 * dashboard with the user's own figures, rendered by the server-render modules the two builds
 * deployed (here small stand-ins with the same contract; the real ones are tested in their packages
 * and in e2e), used only while each matches the build deployed beside it. SQLite and MariaDB.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Logger } from '../src/config/logger';
import { SESSION_COOKIE } from '../src/http/middleware/session';
import type { ApiClient } from './support/client';
import { testEngines } from './support/engines';
import { useTestApp } from './support/test-app';
import { csv, runPipeline } from './support/workflow';

const INDEX =
  '<!doctype html><html><head><meta name="ontrack:remotes-url" content="__REMOTES_URL__"><script defer="defer" src="/main.js"></script></head><body><div id="root"></div></body></html>';
const BOOT = '(()=>{window.booted=1})();';
const MANIFEST = JSON.stringify({
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [{ name: 'Page', assets: { js: { sync: ['88.0123456789ab.js'] } } }],
});
const SLOT = '<div data-ontrack-section-slot=""></div>';
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Stand-ins of shell/src/prerender/main-chrome.tsx and mf-dashboard/src/expose/first-view.tsx. */
const CHROME_MODULE = `
const escape = (text) => String(text).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
exports.SECTION_SLOT = ${JSON.stringify(SLOT)};
exports.renderMainChrome = ({ session, billing }) => ({
  html: '<aside>Signed in as ' + escape(session.email) + (billing.plan_active ? ' (paid)' : ' (trial)') + '</aside><main>' + exports.SECTION_SLOT + '</main>',
  css: '.ot-main{display:grid}',
});
`;
const DASHBOARD_MODULE = `
exports.renderFirstView = ({ analysis, counts }) => ({
  html: analysis.message === 'ok'
    ? '<p data-testid="tile-income-amount">' + analysis.income.total + '</p><p>goals ' + counts.goals + '</p>'
    : '<p>No data yet</p>',
  css: '.dash{gap:1rem}',
});
`;
const THROWING_MODULE = `exports.renderFirstView = () => { throw new Error('render failed'); };`;

const LOG = csv([
  ['Date', 'Category', 'Subcategory', 'Amount'],
  ['2025-03-01', 'Income', 'Salary', '4000'],
  ['2025-03-05', 'Housing', 'Rent', '1200'],
]);
const OPTIONS = { selected_sheets: ['log'], selected_date: '2025-03-01', period_type: 'monthly' };

const root = mkdtempSync(path.join(tmpdir(), 'ontrack-first-view-'));
const shellDir = path.join(root, 'shell');
const dashboardDir = path.join(root, 'dashboard');
let mtime = 1_700_000_000;

/** Writes files with a new modification time each, as a deployment does (the server re-reads on mtime). */
function deploy(dir: string, files: Record<string, string>): void {
  mtime += 10;
  for (const [name, text] of Object.entries(files)) {
    const file = path.join(dir, name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
    utimesSync(file, mtime, mtime);
  }
}

/** The dashboard remote's build: its manifest, and a server-render module stamped with the manifest it was built with. */
function deployDashboard(module = DASHBOARD_MODULE, manifest = MANIFEST, builtWith = manifest): void {
  deploy(dashboardDir, {
    'mf-manifest.json': manifest,
    'server/first-view.js': module,
    'server/first-view.json': JSON.stringify({ sha256: sha256(builtWith), builtWith: 'mf-manifest.json' }),
  });
}

deploy(shellDir, {
  'index.html': INDEX,
  'main.js': 'console.log("main")',
  'prerender-boot.js': BOOT,
  'startup-chunks.json': JSON.stringify(['230.f3e949339c36.js']),
  'server/main-chrome.js': CHROME_MODULE,
  'server/main-chrome.json': JSON.stringify({ sha256: sha256(INDEX), builtWith: 'index.html' }),
});
deployDashboard();
afterAll(() => rmSync(root, { recursive: true, force: true }));

const warnings: string[] = [];
const logger: Logger = { info() {}, warn: (msg) => void warnings.push(msg), error() {} };

describe.each(testEngines())('the dashboard first view on %s', (engine) => {
  const testApp = useTestApp(engine, {
    logger,
    config: { nodeEnv: 'production' },
    web: { shellDir, remoteDirs: { dashboard: dashboardDir }, remotesUrl: '/remotes.json' },
  });

  async function signedUp(email: string): Promise<ApiClient> {
    const client = testApp().client();
    await client.signUp(email);
    return client;
  }

  const page = (client: ApiClient | null, url = '/main') => {
    const req = testApp().request().get(url).set('Accept', 'text/html');
    return client?.cookie ? req.set('Cookie', client.cookie) : req;
  };
  const startFiles = (html: string) =>
    JSON.parse(/<script type="application\/json" id="ontrack-start">(.*?)<\/script>/.exec(html)?.[1] ?? 'null') as unknown;
  const prerendered = (html: string) =>
    /<div id="ontrack-prerender" data-prerender="main">(.*?)<\/div><script type="application\/json" id="ontrack-start">/s.exec(html)?.[1] ??
    null;

  afterEach(() => deployDashboard());

  it("shows the signed-in user's own figures inside the chrome, with the app's files loaded once it is painted", async () => {
    const ann = await signedUp('ann@example.com');
    await runPipeline(ann, 'wealth-whisperer', { buffer: LOG, fileName: 'log.csv' }, OPTIONS);
    for (const url of ['/main', '/main/', '/main/dashboard']) {
      const res = await page(ann, url);
      expect(res.status).toBe(200);
      expect(prerendered(res.text)).toBe(
        '<aside>Signed in as ann@example.com (trial)</aside><main><p data-testid="tile-income-amount">4000</p><p>goals 0</p></main>',
      );
      expect(res.text).toContain('<div id="root" hidden></div>');
      // The user's figures are kept by no cache, as the reads they stand for are not.
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.text).toContain('<style>.ot-main{display:grid}\n.dash{gap:1rem}</style>');
      // No script or preload the browser would fetch before the first paint: the boot script loads
      // them once the first view is painted, the first reads with credentials.
      expect(res.text).not.toMatch(/<script[^>]*\bsrc=/);
      expect(res.text).not.toContain('rel="preload"');
      expect(startFiles(res.text)).toEqual({
        scripts: ['/main.js'],
        hints: [
          { href: '/230.f3e949339c36.js', as: 'script' },
          { href: '/remotes/dashboard/mf-manifest.json', as: 'fetch' },
          { href: '/remotes/dashboard/remoteEntry.js', as: 'script' },
          { href: '/remotes/dashboard/88.0123456789ab.js', as: 'script' },
          { href: '/auth/check-login-status', as: 'fetch', withCredentials: true },
          { href: '/billing/summary', as: 'fetch', withCredentials: true },
          { href: '/summary/api/transaction-analysis', as: 'fetch', withCredentials: true },
          { href: '/summary/api/counts', as: 'fetch', withCredentials: true },
        ],
        start: 'painted',
      });
      expect(res.text).toContain(
        '<script type="application/json" id="ontrack-remotes">{"dashboard":"/remotes/dashboard/mf-manifest.json"}</script>',
      );
      // The boot script (it remembers a button pressed before the live page is there) is the one inline script allowed.
      expect(res.text).toContain(`<script>${BOOT}</script>`);
      const scriptSrc = /script-src ([^;]*);/.exec(res.headers['content-security-policy'] ?? '')?.[1];
      expect(scriptSrc).toBe(`'self' 'sha256-${createHash('sha256').update(BOOT).digest('base64')}'`);
    }

    // Another user sees their own dashboard, never Ann's.
    const bob = await signedUp('bob@example.com');
    const bobs = prerendered((await page(bob)).text);
    expect(bobs).toBe('<aside>Signed in as bob@example.com (trial)</aside><main><p>No data yet</p></main>');
  });

  it('gives the ordinary page to a visitor, a stale session, other sections and other paths', async () => {
    const ann = await signedUp('ann@example.com');
    const cases = [
      await page(null),
      await testApp().request().get('/main').set('Accept', 'text/html').set('Cookie', `${SESSION_COOKIE}=stale`),
      await page(ann, '/main?view=plans'),
      await page(ann, '/main/upload'),
      await page(ann, '/'),
    ];
    for (const res of cases) {
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.text).not.toContain('ontrack-prerender');
      expect(res.text).toContain('<div id="root"></div>');
      expect(res.text).toContain('<script defer="defer" src="/main.js"></script>');
    }
  });

  it('never shows a first view older than the dashboard or the shell deployed now, and shows it again once its own module arrives', async () => {
    const ann = await signedUp('ann@example.com');
    const newer = MANIFEST.replace('88.0123456789ab.js', '89.ba9876543210.js');
    // The new build's manifest is deployed, the old module still beside it: the ordinary page.
    deployDashboard(DASHBOARD_MODULE, newer, MANIFEST);
    const stale = await page(ann);
    expect(stale.text).not.toContain('ontrack-prerender');
    expect(stale.text).toContain('<script defer="defer" src="/main.js"></script>');
    expect(stale.text).toContain('<link rel="preload" as="script" href="/remotes/dashboard/89.ba9876543210.js">');

    // Its own module arrives, and is the one run (read again on its new modification time).
    deployDashboard(DASHBOARD_MODULE.replace('No data yet', 'Nothing yet'), newer);
    expect(prerendered((await page(ann)).text)).toContain('<p>Nothing yet</p>');

    // A shell deployed alone: its page is new, its chrome module still the old build's.
    deploy(shellDir, { 'index.html': INDEX.replace('<head>', '<head><meta name="build" content="2">') });
    try {
      const shellAlone = await page(ann);
      expect(shellAlone.text).not.toContain('ontrack-prerender');
      expect(shellAlone.text).toContain('<meta name="build" content="2">');
    } finally {
      deploy(shellDir, { 'index.html': INDEX });
    }
    expect(prerendered((await page(ann)).text)).toContain('<p>Nothing yet</p>');
  });

  it('sends the ordinary page, and logs why, when a render fails', async () => {
    const ann = await signedUp('ann@example.com');
    deployDashboard(THROWING_MODULE);
    warnings.length = 0;
    const res = await page(ann);
    expect(res.status).toBe(200);
    expect(res.text).not.toContain('ontrack-prerender');
    expect(res.text).toContain('<div id="root"></div>');
    expect(res.headers['content-security-policy']).toContain("script-src 'self';");
    expect(warnings).toEqual(['dashboard first view not rendered']);
  });

  it('never serves a server-render module to a browser', async () => {
    for (const url of ['/server/main-chrome.js', '/server/main-chrome.json', '/remotes/dashboard/server/first-view.js']) {
      const res = await testApp().request().get(url);
      expect(res.status).toBe(404);
      expect(res.text).not.toContain('renderFirstView');
      expect(res.text).not.toContain('renderMainChrome');
    }
  });
});
