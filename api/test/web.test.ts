import 'reflect-metadata';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import type { DataSource } from 'typeorm';
import { silentLogger } from '../src/config/logger';
import { createDataSource } from '../src/db/data-source';
import { createApp } from '../src/http/app';
import { ManualClock } from '../src/services/clock';
import { START_TIME, TEST_CONFIG } from './support/test-app';

/**
 * Serving the built front end from the API process: the remote manifest lists only built remotes,
 * hashed files are cached for good, stable names and HTML are revalidated, page URLs get the shell.
 */
describe.each(['development', 'production'])('serving the shell and the remotes (NODE_ENV=%s)', (nodeEnv) => {
  let root: string;
  let dataSource: DataSource;
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'ontrack-web-'));
    const shellDir = path.join(root, 'shell');
    const authDir = path.join(root, 'auth');
    mkdirSync(shellDir);
    mkdirSync(authDir);
    writeFileSync(
      path.join(shellDir, 'index.html'),
      '<html><head><meta name="ontrack:remotes-url" content="__REMOTES_URL__"></head><body>shell</body></html>',
    );
    writeFileSync(path.join(shellDir, 'main.js'), 'console.log("main")');
    writeFileSync(path.join(shellDir, '230.f3e949339c36.js'), 'console.log("chunk")');
    writeFileSync(path.join(authDir, 'mf-manifest.json'), '{"id":"mf_auth"}');
    writeFileSync(path.join(authDir, 'remoteEntry.js'), 'var mf_auth;');
    writeFileSync(path.join(authDir, '447.767f719ae98e.js'), 'console.log("auth chunk")');
    writeFileSync(path.join(shellDir, 'main.js.map'), '{"version":3,"sources":["src/index.ts"]}');
    writeFileSync(path.join(authDir, 'remoteEntry.js.map'), '{"version":3,"sources":["src/index.ts"]}');

    dataSource = createDataSource('sqlite::memory:');
    await dataSource.initialize();
    await dataSource.runMigrations();
    app = createApp({
      dataSource,
      config: { ...TEST_CONFIG, nodeEnv },
      clock: new ManualClock(START_TIME),
      mailer: { send: () => Promise.resolve() },
      logger: silentLogger,
      // goals is configured but not built: it must not be listed.
      web: { shellDir, remoteDirs: { auth: authDir, goals: path.join(root, 'goals-not-built') }, remotesUrl: '/remotes.json' },
    });
  });

  afterAll(async () => {
    await dataSource.destroy();
    rmSync(root, { recursive: true, force: true });
  });

  const http = () => request(app.callback());

  it('lists only the built remotes in remotes.json, uncached', async () => {
    const res = await http().get('/remotes.json');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ auth: '/remotes/auth/mf-manifest.json' });
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('serves remote files with CORS; manifest and entry revalidated, hashed chunks immutable', async () => {
    const manifest = await http().get('/remotes/auth/mf-manifest.json');
    expect(manifest.status).toBe(200);
    expect(manifest.headers['access-control-allow-origin']).toBe('*');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    const entry = await http().get('/remotes/auth/remoteEntry.js');
    expect(entry.headers['cache-control']).toBe('no-cache');
    const chunk = await http().get('/remotes/auth/447.767f719ae98e.js');
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers a missing remote file or an unbuilt remote with a JSON 404', async () => {
    for (const url of ['/remotes/auth/nope.js', '/remotes/goals/mf-manifest.json', '/remotes/auth/../../etc/passwd']) {
      const res = await http().get(url);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ success: false, error: 'Not found.' });
    }
  });

  it('serves the shell page for client-side routes, with the remotes URL filled in and no caching', async () => {
    for (const url of ['/', '/main', '/password-reset/some-token', '/auth/login']) {
      const res = await http().get(url).set('Accept', 'text/html,application/xhtml+xml,*/*;q=0.8');
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.text).toContain('content="/remotes.json"');
    }
  });

  it("inlines the remote manifest in the page and preloads what the landing opens first, from the remote's own manifest", async () => {
    const page = await http().get('/').set('Accept', 'text/html');
    expect(page.text).toContain('<script type="application/json" id="ontrack-remotes">{"auth":"/remotes/auth/mf-manifest.json"}</script>');
    expect(page.text).toContain('<link rel="preload" as="fetch" crossorigin href="/remotes/auth/mf-manifest.json">');
    // Hints go in the head, before the shell's own script runs.
    expect(page.text.indexOf('ontrack-remotes')).toBeLessThan(page.text.indexOf('</head>'));
    // A page whose first module is another remote's gets no landing hints.
    const reset = await http().get('/password-reset/some-token').set('Accept', 'text/html');
    expect(reset.text).toContain('id="ontrack-remotes"');
    expect(reset.text).not.toContain('rel="preload"');
  });

  it('serves the page to clients that take anything (Accept: */*, or no Accept, as curl sends)', async () => {
    for (const accept of ['*/*', undefined]) {
      for (const url of ['/', '/main', '/main/dashboard', '/password-reset/some-token', '/auth/login']) {
        const req = http().get(url);
        const res = await (accept ? req.set('Accept', accept) : req);
        expect([url, accept, res.status]).toEqual([url, accept, 200]);
        expect(res.headers['content-type']).toMatch(/^text\/html/);
        expect(res.text).toContain('<body>shell</body>');
      }
    }
    const head = await http().head('/').set('Accept', '*/*');
    expect(head.status).toBe(200);
    expect(head.headers['content-type']).toMatch(/^text\/html/);
  });

  it('keeps API paths JSON for clients that take anything: answers, unknown API paths and other methods', async () => {
    for (const accept of ['*/*', undefined]) {
      const send = (url: string) => {
        const req = http().get(url);
        return accept ? req.set('Accept', accept) : req;
      };
      const pricing = await send('/auth/pricing');
      expect(pricing.status).toBe(200);
      expect(pricing.headers['content-type']).toMatch(/^application\/json/);
      for (const url of ['/goals/api/no-such-read', '/networth/api/networth/nope', '/workflow/nope', '/summary/api']) {
        const res = await send(url);
        expect([url, res.status]).toEqual([url, 404]);
        expect(res.body).toEqual({ success: false, error: 'Not found.' });
      }
      // An API path for another method stays an API answer, unless the shell routes it too.
      const register = await send('/auth/register');
      expect(register.status).toBe(405);
      expect(register.body).toEqual({ success: false, error: 'GET is not allowed here.' });
      // Signed out, a read answers its own JSON 401, not the page.
      const goals = await send('/goals/api/savings-goals');
      expect(goals.status).toBe(401);
      expect(goals.headers['content-type']).toMatch(/^application\/json/);
    }
  });

  it('keeps API answers as JSON for API clients', async () => {
    const res = await http().get('/auth/login').set('Accept', 'application/json');
    expect(res.status).toBe(405);
    expect(res.body).toEqual({ success: false, error: 'GET is not allowed here.' });
    const pricing = await http().get('/auth/pricing').set('Accept', 'text/html');
    expect(pricing.headers['content-type']).toMatch(/^application\/json/);
  });

  it(
    nodeEnv === 'production' ? 'keeps source maps private: 404 for the shell and the remotes' : 'serves source maps in development',
    async () => {
      for (const url of ['/main.js.map', '/remotes/auth/remoteEntry.js.map']) {
        const res = await http().get(url).set('Accept', 'text/html,*/*');
        if (nodeEnv === 'production') {
          expect(res.status).toBe(404);
          expect(res.text).not.toContain('src/index.ts');
        } else {
          expect(res.status).toBe(200);
        }
      }
    },
  );

  it('caches the shell entry briefly and its hashed chunks for good', async () => {
    expect((await http().get('/main.js')).headers['cache-control']).toBe('no-cache');
    expect((await http().get('/230.f3e949339c36.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

/**
 * The pages' Content-Security-Policy in production: the remotes may live on a CDN, so
 * the origins given by REMOTES_ORIGINS / an absolute REMOTES_URL are allowed to run code and be
 * fetched from; nothing else is.
 */
describe('the Content-Security-Policy of pages in production', () => {
  const CDN = 'https://cdn.example.com';
  const MANIFESTS = 'https://manifests.example.net';
  let root: string;
  let dataSource: DataSource;

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'ontrack-csp-'));
    mkdirSync(path.join(root, 'shell'));
    writeFileSync(
      path.join(root, 'shell', 'index.html'),
      '<html><head><meta name="ontrack:remotes-url" content="__REMOTES_URL__"></head><body>shell</body></html>',
    );
    dataSource = createDataSource('sqlite::memory:');
    await dataSource.initialize();
    await dataSource.runMigrations();
  });

  afterAll(async () => {
    await dataSource.destroy();
    rmSync(root, { recursive: true, force: true });
  });

  function appWith(remotesOrigins: string[] | undefined, remotesUrl = '/remotes.json', nodeEnv = 'production') {
    return createApp({
      dataSource,
      config: { ...TEST_CONFIG, nodeEnv, remotesOrigins },
      clock: new ManualClock(START_TIME),
      mailer: { send: () => Promise.resolve() },
      logger: silentLogger,
      web: { shellDir: path.join(root, 'shell'), remoteDirs: {}, remotesUrl },
    });
  }

  /** The policy's directives by name: `{'script-src': ["'self'", …], …}`. */
  function directives(header: string | undefined): Record<string, string[]> {
    expect(header).toBeDefined();
    return Object.fromEntries(
      header!
        .split(';')
        .map((part) => part.trim().split(/\s+/))
        .map(([name, ...values]) => [name, values]),
    );
  }

  it("lets pages run and fetch code from the remotes' origins, and from nowhere else", async () => {
    const app = appWith([CDN, MANIFESTS], `${MANIFESTS}/ontrack/remotes.json`);
    const page = await request(app.callback()).get('/main').set('Accept', 'text/html');
    expect(page.status).toBe(200);
    expect(page.text).toContain(`content="${MANIFESTS}/ontrack/remotes.json"`);
    const policy = directives(page.headers['content-security-policy']);
    expect(policy['script-src']).toEqual(["'self'", CDN, MANIFESTS]);
    expect(policy['connect-src']).toEqual(["'self'", CDN, MANIFESTS]);
    // Everything else stays on this origin.
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['img-src']).toEqual(["'self'", 'data:']);
    expect(policy['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'self'"]);
  });

  it('keeps code on this origin when no remote origin is configured', async () => {
    for (const origins of [undefined, []]) {
      const page = await request(appWith(origins).callback()).get('/').set('Accept', 'text/html');
      const policy = directives(page.headers['content-security-policy']);
      expect(policy['script-src']).toEqual(["'self'"]);
      expect(policy['connect-src']).toEqual(["'self'"]);
    }
  });

  it('sends no policy on JSON answers, and none outside production', async () => {
    const json = await request(appWith([CDN]).callback()).get('/auth/pricing');
    expect(json.headers['content-type']).toMatch(/^application\/json/);
    expect(json.headers['content-security-policy']).toBeUndefined();
    const development = appWith([CDN], '/remotes.json', 'development');
    const page = await request(development.callback()).get('/').set('Accept', 'text/html');
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toBeUndefined();
  });
});
