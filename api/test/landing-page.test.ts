import 'reflect-metadata';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import type { DataSource } from 'typeorm';
import { silentLogger } from '../src/config/logger';
import { createDataSource } from '../src/db/data-source';
import { createApp } from '../src/http/app';
import { prerenderedPage } from '../src/http/prerendered-page';
import { SESSION_COOKIE } from '../src/http/middleware/session';
import { ManualClock } from '../src/services/clock';
import { START_TIME, TEST_CONFIG } from './support/test-app';

/**
 * The signed-out landing in the first response: the app's routes at `/` rendered with the auth
 * remote's Landing by the first-view bundles the shell and mf-auth deploy (stand-ins here), once at
 * start, in #root for the browser to hydrate; the shell's boot script inline (allowed by its hash),
 * and no other script until the visitor reaches for the page. Only a visitor without a session
 * gets it, and only while the bundles belong to the builds deployed now. It speaks the language of
 * the visitor's `Accept-Language` (English for one without a catalogue), rendered once per page and
 * locale, and says so in `<html lang>` and `Vary`.
 */
const INDEX =
  '<!doctype html><html><head><meta name="ontrack:remotes-url" content="__REMOTES_URL__"><script defer="defer" src="/main.js"></script></head><body><div id="root"></div></body></html>';
const BOOT = '(()=>{window.booted=1})();';
const PRERENDER_HTML = '<div class="landing"><h1>Are your finances on track?</h1><button type="button">Start Free Trial</button></div>';
/** The landing's heading in the languages the stand-in has catalogues of. */
const TITLES: Record<string, string> = {
  en: 'Are your finances on track?',
  de: 'Sind Ihre Finanzen auf Kurs?',
  es: '¿Van bien tus finanzas?',
};
const SIGNIN_HTML =
  '<div class="landing"><form aria-label="Sign in"><input id="signin-email" type="email"><button type="submit" disabled>Sign In</button></form></div>';
const MANIFEST = JSON.stringify({
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [{ name: 'Landing', assets: { js: { sync: ['219.e7be17d3ed3b.js'] } } }],
});
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const stamp = (builtWith: string, bytes: string) => JSON.stringify({ sha256: sha256(bytes), builtWith });

/**
 * Stand-ins of shell/src/prerender/server.tsx and mf-auth/src/expose/server.ts. The shell's speaks
 * the language of the locale it is given once its catalogues are loaded (English before), and counts
 * its renders.
 */
const SHELL_BUNDLE = `
let loaded = false;
globalThis.landingRenders = [];
exports.provideServerShare = () => {};
exports.loadCatalogues = () => new Promise((resolve) => setTimeout(() => { loaded = true; resolve(); }, 50));
exports.sessionQueries = ({ session }) => [{ endpointName: 'sessionStatus', value: session }];
exports.renderFirstView = ({ path, section, queries, locale }) => {
  const own = locale.split('-')[0];
  const language = loaded && ['de', 'es'].includes(own) ? own : 'en';
  globalThis.landingRenders.push(path + ' ' + locale);
  return {
    html: section.render(path, language),
    css: section.css,
    state: { path, modules: [{ remote: section.remote, exposed: section.exposed }], queries, language, locale },
    language,
  };
};
`;
const AUTH_BUNDLE = `
const titles = ${JSON.stringify(TITLES)};
exports.section = {
  remote: 'auth',
  exposed: 'Landing',
  css: '.landing{color:#123}',
  queries: () => [],
  render: (path, language) =>
    path === '/' ? ${JSON.stringify(PRERENDER_HTML)}.replace(titles.en, titles[language]) : ${JSON.stringify(SIGNIN_HTML)},
};
`;

describe('the landing page for a visitor without a session', () => {
  let root: string;
  let shellDir: string;
  let authDir: string;
  let dataSource: DataSource;
  let app: ReturnType<typeof createApp>;
  let mtime = 1_700_000_000;

  /** A deployment of mf-auth: its manifest and the first-view bundle its build wrote (for `builtWith`'s manifest). */
  const deployAuth = (manifest: string, builtWith = manifest) => {
    mtime += 10;
    mkdirSync(path.join(authDir, 'server'), { recursive: true });
    const files = {
      'mf-manifest.json': manifest,
      'server/first-view.js': AUTH_BUNDLE,
      'server/first-view.json': stamp('mf-manifest.json', builtWith),
    };
    for (const [name, text] of Object.entries(files)) {
      writeFileSync(path.join(authDir, name), text);
      utimesSync(path.join(authDir, name), mtime, mtime);
    }
  };

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'ontrack-prerender-'));
    shellDir = path.join(root, 'shell');
    authDir = path.join(root, 'auth');
    mkdirSync(path.join(shellDir, 'server'), { recursive: true });
    mkdirSync(authDir);
    writeFileSync(path.join(shellDir, 'index.html'), INDEX);
    writeFileSync(path.join(shellDir, 'main.js'), 'console.log("main")');
    writeFileSync(path.join(shellDir, 'prerender-boot.js'), BOOT);
    writeFileSync(path.join(shellDir, 'startup-chunks.json'), JSON.stringify(['230.f3e949339c36.js']));
    writeFileSync(path.join(shellDir, 'server', 'first-view.js'), SHELL_BUNDLE);
    writeFileSync(path.join(shellDir, 'server', 'first-view.json'), stamp('index.html', INDEX));
    deployAuth(MANIFEST);

    dataSource = createDataSource('sqlite::memory:');
    await dataSource.initialize();
    await dataSource.runMigrations();
    app = createApp({
      dataSource,
      config: { ...TEST_CONFIG, nodeEnv: 'production' },
      clock: new ManualClock(START_TIME),
      mailer: { send: () => Promise.resolve() },
      logger: silentLogger,
      web: { shellDir, remoteDirs: { auth: authDir }, remotesUrl: '/remotes.json' },
    });
  });

  afterAll(async () => {
    await dataSource.destroy();
    rmSync(root, { recursive: true, force: true });
  });

  const http = () => request(app.callback());
  const jsonBlock = (id: string, html: string) =>
    JSON.parse(new RegExp(`<script type="application/json" id="${id}">(.*?)</script>`).exec(html)?.[1] ?? 'null') as unknown;
  const startFiles = (html: string) => jsonBlock('ontrack-start', html);

  it('shows the landing in #root with its styles and what the app hydrates it from, and loads no script until the boot script asks', async () => {
    for (const accept of ['text/html', '*/*']) {
      const res = await http().get('/').set('Accept', accept);
      expect(res.status).toBe(200);
      expect(res.text).toContain(`<div id="root" data-first-view="landing">${PRERENDER_HTML}</div>`);
      // A visitor: the session's status says nobody is signed in, as the app would read it.
      expect(jsonBlock('ontrack-first-view', res.text)).toEqual({
        path: '/',
        modules: [{ remote: 'auth', exposed: 'Landing' }],
        queries: [{ endpointName: 'sessionStatus', value: { success: true, logged_in: false } }],
        language: 'en',
        locale: 'en-US',
      });
      expect(res.text).toContain('<html lang="en">');
      expect(res.text).toContain('<style>.landing{color:#123}</style>');
      expect(res.text).toContain(`<script>${BOOT}</script>`);
      // No script the browser would fetch by itself, and no preload of one.
      expect(res.text).not.toMatch(/<script[^>]*\bsrc=/);
      expect(res.text).not.toContain('rel="preload"');
      expect(res.text).toContain('<script type="application/json" id="ontrack-remotes">{"auth":"/remotes/auth/mf-manifest.json"}</script>');
      // What the boot script loads: the shell's own scripts, its start-up chunks and the landing's remote files.
      expect(startFiles(res.text)).toEqual({
        scripts: ['/main.js'],
        hints: [
          // The shell's own script first: it runs first and asks for the rest.
          { href: '/main.js', as: 'script' },
          { href: '/230.f3e949339c36.js', as: 'script' },
          { href: '/remotes/auth/mf-manifest.json', as: 'fetch' },
          { href: '/remotes/auth/remoteEntry.js', as: 'script' },
          { href: '/remotes/auth/219.e7be17d3ed3b.js', as: 'script' },
        ],
        start: 'intent',
      });
    }
  });

  it('allows the boot script, and no other inline script, by its hash', async () => {
    const res = await http().get('/').set('Accept', 'text/html');
    const hash = createHash('sha256').update(BOOT).digest('base64');
    const scriptSrc = /script-src ([^;]*);/.exec(res.headers['content-security-policy'] ?? '')?.[1];
    expect(scriptSrc).toBe(`'self' 'sha256-${hash}'`);
    // Other pages carry the plain policy.
    const other = await http().get('/main').set('Accept', 'text/html');
    expect(other.headers['content-security-policy']).toContain("script-src 'self';");
  });

  it('gives a visitor with a session cookie, even a stale one, and every other page the ordinary page', async () => {
    const withCookie = await http().get('/').set('Accept', 'text/html').set('Cookie', `${SESSION_COOKIE}=stale`);
    const elsewhere = await http().get('/main').set('Accept', 'text/html');
    for (const res of [withCookie, elsewhere]) {
      expect(res.status).toBe(200);
      expect(res.text).not.toContain('data-first-view');
      expect(res.text).toContain('<div id="root"></div>');
      expect(res.text).toContain('<script defer="defer" src="/main.js"></script>');
      expect(res.text).toContain('<link rel="preload" as="script" href="/230.f3e949339c36.js">');
    }
    expect(withCookie.text).toContain('<link rel="preload" as="script" href="/remotes/auth/remoteEntry.js">');
  });

  it('preloads the first reads of a signed-in page with credentials, only for a request with a session cookie', async () => {
    const read = (href: string) => `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${href}">`;
    const dashboard = await http().get('/main').set('Accept', 'text/html').set('Cookie', `${SESSION_COOKIE}=token`);
    expect(dashboard.text).toContain(
      read('/auth/check-login-status') + read('/billing/summary') + read('/summary/api/transaction-analysis') + read('/summary/api/counts'),
    );
    const goals = await http().get('/main/goals').set('Accept', 'text/html').set('Cookie', `${SESSION_COOKIE}=token`);
    expect(goals.text).toContain(read('/auth/check-login-status') + read('/billing/summary'));
    expect(goals.text).not.toContain('/summary/api/counts');
    const anonymous = await http().get('/main').set('Accept', 'text/html');
    expect(anonymous.text).not.toContain('use-credentials');
  });

  it('never shows a landing made with another mf-auth than the one deployed now', async () => {
    // mf-auth deployed alone with a new manifest: the bundle loaded at start was made with the old one.
    const newer = MANIFEST.replace('219.e7be17d3ed3b.js', '301.aaaabbbbcccc.js');
    deployAuth(newer);
    try {
      const stale = await http().get('/').set('Accept', 'text/html');
      expect(stale.text).not.toContain('data-first-view');
      expect(stale.text).toContain('<script defer="defer" src="/main.js"></script>');
      expect(stale.text).toContain('<link rel="preload" as="script" href="/remotes/auth/301.aaaabbbbcccc.js">');
    } finally {
      deployAuth(MANIFEST);
    }
    expect((await http().get('/').set('Accept', 'text/html')).text).toContain('data-first-view="landing"');
  });

  it('reads the minified index.html a production build writes (attributes unquoted)', () => {
    const minified =
      "<!doctype html><html lang=en><head><title>OnTrack</title><script defer src=/main.js></script><script src='/other.js'></script></head><body><div id=root></div></body></html>";
    const html = prerenderedPage(
      minified,
      { kind: 'landing', html: PRERENDER_HTML, css: '', state: {}, language: 'de' },
      BOOT,
      '',
      [],
      'intent',
    );
    expect(html).not.toMatch(/<script[^>]*\bsrc=/);
    expect(html).toContain('<!doctype html><html lang="de"><head>');
    expect(html).toContain(`<div id="root" data-first-view="landing">${PRERENDER_HTML}</div>`);
    expect(startFiles(html)).toEqual({
      scripts: ['/main.js', '/other.js'],
      hints: [
        { href: '/main.js', as: 'script' },
        { href: '/other.js', as: 'script' },
      ],
      start: 'intent',
    });
  });

  it('falls back to the ordinary page when the shell has no boot script', async () => {
    const boot = path.join(shellDir, 'prerender-boot.js');
    rmSync(boot);
    try {
      const res = await http().get('/').set('Accept', 'text/html');
      expect(res.text).not.toContain('data-first-view');
      expect(res.text).toContain('<script defer="defer" src="/main.js"></script>');
    } finally {
      writeFileSync(boot, BOOT);
    }
  });

  it('shows the sign-in page (/auth/login) with its first view too, while POST /auth/login stays the API', async () => {
    const res = await http().get('/auth/login').set('Accept', 'text/html');
    expect(res.status).toBe(200);
    expect(res.text).toContain(`<div id="root" data-first-view="landing">${SIGNIN_HTML}</div>`);
    expect(jsonBlock('ontrack-first-view', res.text)).toMatchObject({ path: '/auth/login' });
    expect(res.text).not.toMatch(/<script[^>]*\bsrc=/);
    expect(JSON.stringify(startFiles(res.text))).toContain('/remotes/auth/219.e7be17d3ed3b.js');

    const api = await http().post('/auth/login').set('Accept', 'application/json').send({ email: 'nobody@example.com', password: 'x' });
    expect(api.type).toBe('application/json');
    expect(api.text).not.toContain('data-first-view');
  });

  it('speaks the language of the visitor’s Accept-Language, English without a catalogue of it, and says so to the browser and to caches', async () => {
    const cases = [
      { accept: 'de-DE,de;q=0.9,en;q=0.8', language: 'de', locale: 'de-DE' },
      { accept: 'es-ES', language: 'es', locale: 'es-ES' },
      // French has no catalogue: English words, French figures.
      { accept: 'fr-FR,fr;q=0.9', language: 'en', locale: 'fr-FR' },
      // Not a language Intl knows: en-US.
      { accept: 'tlh', language: 'en', locale: 'en-US' },
    ];
    for (const { accept, language, locale } of cases) {
      const res = await http().get('/').set('Accept', 'text/html').set('Accept-Language', accept);
      expect(res.status).toBe(200);
      expect(res.text).toContain(`<html lang="${language}">`);
      expect(res.text).toContain(`<div id="root" data-first-view="landing">${PRERENDER_HTML.replace(TITLES.en, TITLES[language])}</div>`);
      expect(jsonBlock('ontrack-first-view', res.text)).toMatchObject({ language, locale });
      expect(res.headers.vary).toMatch(/Accept-Language/i);
    }
  });

  it('speaks the language chosen on the landing’s menu (its cookie) before the browser’s, and a cookie that names none is passed over', async () => {
    const chosen = await http().get('/').set('Accept', 'text/html').set('Accept-Language', 'en-US').set('Cookie', 'ontrack_locale=es-ES');
    expect(chosen.text).toContain('<html lang="es">');
    expect(jsonBlock('ontrack-first-view', chosen.text)).toMatchObject({ language: 'es', locale: 'es-ES' });
    expect(chosen.headers.vary).toMatch(/Accept-Language/i);
    expect(chosen.headers.vary).toMatch(/Cookie/i);
    for (const cookie of ['ontrack_locale=%3Cscript%3E', 'ontrack_locale=', 'other=de-DE']) {
      const res = await http().get('/').set('Accept', 'text/html').set('Accept-Language', 'de-DE').set('Cookie', cookie);
      expect(jsonBlock('ontrack-first-view', res.text)).toMatchObject({ language: 'de', locale: 'de-DE' });
    }
  });

  it('renders the landing once per page and locale, and keeps it', async () => {
    const renders = () => (globalThis as unknown as { landingRenders: string[] }).landingRenders.filter((one) => one === '/ pt-BR');
    expect(renders()).toEqual([]);
    for (let i = 0; i < 3; i += 1) {
      const res = await http().get('/').set('Accept', 'text/html').set('Accept-Language', 'pt-br');
      expect(jsonBlock('ontrack-first-view', res.text)).toMatchObject({ locale: 'pt-BR' });
    }
    expect(renders()).toEqual(['/ pt-BR']);
  });
});
