/**
 * A signed-in dashboard's first view in the HTML response: the app's chrome and the dashboard with
 * the user's own figures in #root, rendered by the first-view bundles the shell and the dashboard
 * builds deployed (here small stand-ins with the same contract; the real ones are tested in their
 * packages and in e2e), loaded once at start and used only while each matches the build deployed
 * beside it, with the reads the browser hydrates them from. SQLite and MariaDB.
 */
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Logger } from '../src/config/logger';
import { SESSION_COOKIE } from '../src/http/middleware/session';
import type { ApiClient } from './support/client';
import { testEngines } from './support/engines';
import { createTestApp, useTestApp } from './support/test-app';
import { csv, runPipeline } from './support/workflow';

const INDEX =
  '<!doctype html><html><head><meta name="ontrack:remotes-url" content="__REMOTES_URL__"><script defer="defer" src="/main.js"></script></head><body><div id="root"></div></body></html>';
const BOOT = '(()=>{window.booted=1})();';
const MANIFEST = JSON.stringify({
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [{ name: 'Page', assets: { js: { sync: ['88.0123456789ab.js'] } } }],
});
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const stamp = (builtWith: string, bytes: string) => JSON.stringify({ sha256: sha256(bytes), builtWith });

/**
 * Stand-ins of shell/src/prerender/server.tsx and mf-dashboard/src/expose/server.ts: the shell's
 * renders the chrome around what the section's stand-in writes for the reads in the store, in the
 * language of the user's locale, else of the browser's (German or English), and provides the shared
 * modules, which the section's takes when it loads.
 */
const SHELL_BUNDLE = `
const escape = (text) => String(text).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
exports.provideServerShare = () => { globalThis.__ontrackServerShare = { react: "the shell's" }; };
exports.sessionQueries = ({ session, billing }) => [
  { endpointName: 'sessionStatus', value: session },
  ...(billing ? [{ endpointName: 'billingSummary', value: billing }] : []),
];
exports.loadCatalogues = async () => {};
exports.renderFirstView = ({ path, section, queries, locale }) => {
  const read = (name) => queries.find((query) => query.endpointName === name)?.value;
  const language = (read('sessionStatus').locale || locale).startsWith('de') ? 'de' : 'en';
  const signedIn = language === 'de' ? 'Angemeldet als ' : 'Signed in as ';
  const chrome = '<aside>' + signedIn + escape(read('sessionStatus').email) + (read('billingSummary').plan_active ? ' (paid)' : ' (trial)') + '</aside>';
  return {
    html: chrome + '<main>' + section.render(read) + '</main>',
    css: '.ot-main{display:grid}\\n' + section.css,
    state: { path, modules: [{ remote: section.remote, exposed: section.exposed }], queries, language, locale },
    language,
  };
};
`;
const DASHBOARD_BUNDLE = `
const shared = globalThis.__ontrackServerShare.react;
exports.section = {
  remote: 'dashboard',
  exposed: 'Page',
  css: '.dash{gap:1rem}',
  queries: ({ analysis, counts }) => [
    { endpointName: 'summaryTransactionAnalysis', value: analysis },
    { endpointName: 'dashboardCounts', value: counts },
  ],
  render: (read) =>
    read('summaryTransactionAnalysis').message === 'ok'
      ? '<p data-testid="tile-income-amount">' + read('summaryTransactionAnalysis').income.total + '</p><p>goals ' + read('dashboardCounts').goals + ' (' + shared + ' React)</p>'
      : '<p>No data yet</p>',
};
`;
const THROWING_BUNDLE = DASHBOARD_BUNDLE.replace(
  'render: (read) =>',
  "render: () => { throw new Error('render failed'); },\n  unused: (read) =>",
);

const LOG = csv([
  ['Date', 'Category', 'Subcategory', 'Amount'],
  ['2025-03-01', 'Income', 'Salary', '4000'],
  ['2025-03-05', 'Housing', 'Rent', '1200'],
]);
const OPTIONS = { selected_sheets: ['log'], selected_date: '2025-03-01', period_type: 'monthly' };

const root = mkdtempSync(path.join(tmpdir(), 'ontrack-first-view-'));
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

/** The dashboard remote's build: its manifest, and a first-view bundle stamped with the manifest it was built with. */
function deployDashboard(dir: string, bundle = DASHBOARD_BUNDLE, manifest = MANIFEST, builtWith = manifest): void {
  deploy(dir, {
    'mf-manifest.json': manifest,
    'server/first-view.js': bundle,
    'server/first-view.json': stamp('mf-manifest.json', builtWith),
  });
}

/** A shell build and a dashboard build in a folder of their own (a bundle, once required, is the process's for good). */
function deployBuilds(name: string, dashboardBundle = DASHBOARD_BUNDLE): { shellDir: string; dashboardDir: string } {
  const shellDir = path.join(root, name, 'shell');
  const dashboardDir = path.join(root, name, 'dashboard');
  deploy(shellDir, {
    'index.html': INDEX,
    'main.js': 'console.log("main")',
    'prerender-boot.js': BOOT,
    'startup-chunks.json': JSON.stringify(['230.f3e949339c36.js']),
    'server/first-view.js': SHELL_BUNDLE,
    'server/first-view.json': stamp('index.html', INDEX),
  });
  deployDashboard(dashboardDir, dashboardBundle);
  return { shellDir, dashboardDir };
}

const builds = deployBuilds('served');
const throwing = deployBuilds('throwing', THROWING_BUNDLE);
afterAll(() => rmSync(root, { recursive: true, force: true }));

const warnings: string[] = [];
const logger: Logger = { info() {}, warn: (msg) => void warnings.push(msg), error() {} };

describe.each(testEngines())('the dashboard first view on %s', (engine) => {
  const testApp = useTestApp(engine, {
    logger,
    config: { nodeEnv: 'production' },
    web: { shellDir: builds.shellDir, remoteDirs: { dashboard: builds.dashboardDir }, remotesUrl: '/remotes.json' },
  });

  async function signedUp(email: string): Promise<ApiClient> {
    const client = testApp().client();
    await client.signUp(email);
    return client;
  }

  const page = (client: ApiClient | null, url = '/main/dashboard') => {
    const req = testApp().request().get(url).set('Accept', 'text/html');
    return client?.cookie ? req.set('Cookie', client.cookie) : req;
  };
  const jsonBlock = (id: string, html: string) =>
    JSON.parse(new RegExp(`<script type="application/json" id="${id}">(.*?)</script>`).exec(html)?.[1] ?? 'null') as unknown;
  const firstView = (html: string) =>
    /<div id="root" data-first-view="main">(.*?)<\/div><script type="application\/json" id="ontrack-first-view">/s.exec(html)?.[1] ?? null;

  afterEach(() => deployDashboard(builds.dashboardDir));

  it("shows the signed-in user's own figures inside the chrome, with what the app hydrates them from, and its files loaded once painted", async () => {
    const ann = await signedUp('ann@example.com');
    await runPipeline(ann, 'wealth-whisperer', { buffer: LOG, fileName: 'log.csv' }, OPTIONS);
    for (const url of ['/main/dashboard', '/main/dashboard/']) {
      const res = await page(ann, url);
      expect(res.status).toBe(200);
      // Rendered with the modules the shell's bundle provided to the section's.
      expect(firstView(res.text)).toBe(
        '<aside>Signed in as ann@example.com (trial)</aside><main><p data-testid="tile-income-amount">4000</p><p>goals 0 (the shell\'s React)</p></main>',
      );
      // The reads it was rendered from, for the app to render the same and hydrate it.
      const state = jsonBlock('ontrack-first-view', res.text) as {
        path: string;
        modules: unknown[];
        queries: { endpointName: string; value: unknown }[];
      };
      expect(state.path).toBe(url);
      expect(state.modules).toEqual([{ remote: 'dashboard', exposed: 'Page' }]);
      expect(state.queries.map((query) => query.endpointName)).toEqual([
        'sessionStatus',
        'billingSummary',
        'summaryTransactionAnalysis',
        'dashboardCounts',
      ]);
      expect(state.queries[0].value).toMatchObject({ logged_in: true, email: 'ann@example.com' });
      expect(state.queries[2].value).toMatchObject({ message: 'ok', income: { total: 4000 } });
      // The user's figures are kept by no cache, as the reads they stand for are not.
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.text).toContain('<style>.ot-main{display:grid}\n.dash{gap:1rem}</style>');
      // No script or preload the browser would fetch before the first paint: the boot script loads
      // them once the first view is painted; of the first reads only the counts, which the
      // dashboard reads afresh, as the page carries the others.
      expect(res.text).not.toMatch(/<script[^>]*\bsrc=/);
      expect(res.text).not.toContain('rel="preload"');
      expect(jsonBlock('ontrack-start', res.text)).toEqual({
        scripts: ['/main.js'],
        hints: [
          // The shell's own script first: it runs first and asks for the rest.
          { href: '/main.js', as: 'script' },
          { href: '/230.f3e949339c36.js', as: 'script' },
          { href: '/remotes/dashboard/mf-manifest.json', as: 'fetch' },
          { href: '/remotes/dashboard/remoteEntry.js', as: 'script' },
          { href: '/remotes/dashboard/88.0123456789ab.js', as: 'script' },
          { href: '/summary/api/counts', as: 'fetch', withCredentials: true },
        ],
        start: 'painted',
      });
      expect(res.text).toContain(
        '<script type="application/json" id="ontrack-remotes">{"dashboard":"/remotes/dashboard/mf-manifest.json"}</script>',
      );
      // The boot script (it keeps a button pressed before the app is there) is the one inline script allowed.
      expect(res.text).toContain(`<script>${BOOT}</script>`);
      const scriptSrc = /script-src ([^;]*);/.exec(res.headers['content-security-policy'] ?? '')?.[1];
      expect(scriptSrc).toBe(`'self' 'sha256-${createHash('sha256').update(BOOT).digest('base64')}'`);
    }

    // Another user sees their own dashboard, never Ann's.
    const bob = await signedUp('bob@example.com');
    const bobs = await page(bob);
    expect(firstView(bobs.text)).toBe('<aside>Signed in as bob@example.com (trial)</aside><main><p>No data yet</p></main>');
    expect(bobs.text).not.toContain('ann@example.com');
  });

  it("speaks the user's language (their locale's), else the browser's, and says so to the browser and to caches", async () => {
    const ann = await signedUp('ann@example.com');
    await ann.put('/account/locale', { locale: 'de-DE' });
    const german = await page(ann).set('Accept-Language', 'en-US,en;q=0.9');
    expect(firstView(german.text)).toMatch(/^<aside>Angemeldet als ann@example\.com \(trial\)<\/aside>/);
    expect(german.text).toContain('<html lang="de">');
    expect(jsonBlock('ontrack-first-view', german.text)).toMatchObject({ language: 'de', locale: 'en-US' });
    expect(german.headers.vary).toMatch(/Accept-Language/i);

    const bob = await signedUp('bob@example.com');
    const byBrowser = await page(bob).set('Accept-Language', 'de-CH,de;q=0.9');
    expect(firstView(byBrowser.text)).toMatch(/^<aside>Angemeldet als bob@example\.com/);
    expect(jsonBlock('ontrack-first-view', byBrowser.text)).toMatchObject({ language: 'de', locale: 'de-CH' });
    const english = await page(bob);
    expect(firstView(english.text)).toMatch(/^<aside>Signed in as bob@example\.com/);
    expect(english.text).toContain('<html lang="en">');
  });

  it('gives the ordinary page to a visitor, a stale session, other sections and other paths', async () => {
    const ann = await signedUp('ann@example.com');
    const cases = [
      await page(null),
      await testApp().request().get('/main').set('Accept', 'text/html').set('Cookie', `${SESSION_COOKIE}=stale`),
      await page(ann, '/main?view=plans'),
      // The app moves on from /main to /main/dashboard at once: a first view there would not be hydrated.
      await page(ann, '/main'),
      await page(ann, '/main/spending'),
      await page(ann, '/main/upload'),
      await page(ann, '/'),
    ];
    for (const res of cases) {
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.text).not.toContain('data-first-view');
      expect(res.text).not.toContain('ontrack-first-view');
      expect(res.text).toContain('<div id="root"></div>');
      expect(res.text).toContain('<script defer="defer" src="/main.js"></script>');
    }
  });

  it('never shows a first view made with another dashboard build than the one deployed now; a restart loads the new one', async () => {
    const ann = await signedUp('ann@example.com');
    const newer = MANIFEST.replace('88.0123456789ab.js', '89.ba9876543210.js');
    // The new build's manifest is deployed, the bundle loaded at start is the old one's: the ordinary page.
    deployDashboard(builds.dashboardDir, DASHBOARD_BUNDLE.replace('No data yet', 'Nothing yet'), newer);
    const stale = await page(ann);
    expect(stale.text).not.toContain('data-first-view');
    expect(stale.text).toContain('<script defer="defer" src="/main.js"></script>');
    expect(stale.text).toContain('<link rel="preload" as="script" href="/remotes/dashboard/89.ba9876543210.js">');

    // After a restart (here: the same deployment, in a folder no bundle was required from), the new bundle shows.
    const restarted = path.join(root, `restarted-${engine}`);
    cpSync(path.dirname(builds.dashboardDir), restarted, { recursive: true });
    const next = await createTestApp(engine, {
      config: { nodeEnv: 'production' },
      web: {
        shellDir: path.join(restarted, 'shell'),
        remoteDirs: { dashboard: path.join(restarted, 'dashboard') },
        remotesUrl: '/remotes.json',
      },
    });
    try {
      const bob = next.client();
      await bob.signUp('bob@example.com');
      const res = await next.request().get('/main/dashboard').set('Accept', 'text/html').set('Cookie', bob.cookie!);
      expect(firstView(res.text)).toContain('<p>Nothing yet</p>');
    } finally {
      await next.close();
    }
  });

  it('never shows a first view made with another shell build than the one deployed now', async () => {
    const ann = await signedUp('ann@example.com');
    deploy(builds.shellDir, { 'index.html': INDEX.replace('<head>', '<head><meta name="build" content="2">') });
    try {
      const shellAlone = await page(ann);
      expect(shellAlone.text).not.toContain('data-first-view');
      expect(shellAlone.text).toContain('<meta name="build" content="2">');
    } finally {
      deploy(builds.shellDir, { 'index.html': INDEX });
    }
    expect(firstView((await page(ann)).text)).toContain('<p>No data yet</p>');
  });

  it('sends the ordinary page, and logs why, when a render fails', async () => {
    const next = await createTestApp(engine, {
      logger,
      config: { nodeEnv: 'production' },
      web: { shellDir: throwing.shellDir, remoteDirs: { dashboard: throwing.dashboardDir }, remotesUrl: '/remotes.json' },
    });
    try {
      const ann = next.client();
      await ann.signUp('ann@example.com');
      warnings.length = 0;
      const res = await next.request().get('/main/dashboard').set('Accept', 'text/html').set('Cookie', ann.cookie!);
      expect(res.status).toBe(200);
      expect(res.text).not.toContain('data-first-view');
      expect(res.text).toContain('<div id="root"></div>');
      expect(res.headers['content-security-policy']).toContain("script-src 'self';");
      expect(warnings).toEqual(['dashboard first view not rendered']);
    } finally {
      await next.close();
    }
  });

  it('never serves a first-view bundle to a browser', async () => {
    for (const url of ['/server/first-view.js', '/server/first-view.json', '/remotes/dashboard/server/first-view.js']) {
      const res = await testApp().request().get(url);
      expect(res.status).toBe(404);
      expect(res.text).not.toContain('renderFirstView');
      expect(res.text).not.toContain('section');
    }
  });
});
