import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Context, Middleware } from 'koa';
import send from 'koa-send';
import { landingPage, readLandingBoot, readLandingPrerender } from './landing-page';
import { SESSION_COOKIE } from './middleware/session';
import { firstModuleHints, hintTags, inlineRemotes, shellStartupHints, signedInReadHints, type PreloadHint } from './page-hints';

/** Where the built front end lives: the shell's dist and each remote's dist by manifest key. */
export interface WebAssets {
  shellDir: string;
  remoteDirs: Record<string, string>;
  /** The URL the shell reads the remote manifest from (`REMOTES_URL`). */
  remotesUrl: string;
}

/** Content-hashed files never change under one name; everything else must be revalidated. */
const HASHED = /[.-][0-9a-f]{8,}\.(js|css|woff2?|png|svg|jpg)$/;

function cacheHeaders(res: { setHeader(name: string, value: string): void }, file: string): void {
  res.setHeader('Cache-Control', HASHED.test(path.basename(file)) ? 'public, max-age=31536000, immutable' : 'no-cache');
}

/** The remotes that are built, as `{key: url of its mf-manifest.json}` (server.md section 9). */
export function builtRemotes(remoteDirs: Record<string, string>): Record<string, string> {
  const manifest: Record<string, string> = {};
  for (const [key, dir] of Object.entries(remoteDirs)) {
    if (existsSync(path.join(dir, 'mf-manifest.json'))) manifest[key] = `/remotes/${key}/mf-manifest.json`;
  }
  return manifest;
}

/**
 * Paths of the API that no page shares: `/<section>/api/…`, the workflow's template files, the
 * health check. An unknown path there answers a JSON 404 whatever the client accepts.
 */
const API_PATH = /^\/(?:[a-z-]+\/api(?:\/|$)|workflow\/|healthz$)/;
/** Shell routes that are also an API path for another method (POST /auth/login signs in). */
const PAGES_ALSO_API = new Set(['/auth/login']);

/**
 * Whether an unanswered GET gets the shell's page: a browser (preferring HTML to JSON) always does;
 * a client that takes anything (`Accept: *\/*`, or no Accept, e.g. curl) does on a page path — one
 * that is not an API path, or a shell route that is also an API path for another method.
 */
function wantsPage(ctx: Context): boolean {
  if (ctx.accepts('json', 'html') === 'html') return true;
  if (ctx.accepts('html') !== 'html') return false; // e.g. Accept: application/json
  return ctx.status === 405 ? PAGES_ALSO_API.has(ctx.path) : !API_PATH.test(ctx.path);
}

/** The manifest this process serves itself can be inlined; one elsewhere (`REMOTES_URL`) is the shell's to fetch. */
const SERVED_MANIFEST = '/remotes.json';

/**
 * The landing page for a visitor with no session at all, when the auth remote served here has a
 * prerender from its current build and the shell its boot script (landing-page.ts); else null. The
 * boot script loads the page's files (`hints`) once the visitor reaches for the page.
 */
async function landingFor(ctx: Context, assets: WebAssets, html: string, hints: PreloadHint[]): Promise<string | null> {
  const authDir = assets.remoteDirs.auth;
  if (ctx.path !== '/' || !authDir) return null;
  const [prerender, boot] = await Promise.all([readLandingPrerender(authDir), readLandingBoot(assets.shellDir)]);
  if (!prerender || !boot) return null;
  (ctx.state as { cspScriptSources?: string[] }).cspScriptSources = [boot.csp];
  return landingPage(html, prerender, boot.script, inlineRemotes(builtRemotes(assets.remoteDirs)), hints).replace('__REMOTES_URL__', SERVED_MANIFEST);
}

async function sendIndex(ctx: Context, assets: WebAssets): Promise<void> {
  const html = await readFile(path.join(assets.shellDir, 'index.html'), 'utf8');
  const served = assets.remotesUrl === SERVED_MANIFEST;
  // A session cookie, even a stale one, may be a signed-in page: its first reads are preloaded and the
  // app decides what to show. Without one the reads would only answer 401, and `/` is the landing.
  const withSession = Boolean(ctx.cookies.get(SESSION_COOKIE));
  const files = [...(await shellStartupHints(assets.shellDir)), ...(served ? await firstModuleHints(ctx.path, assets.remoteDirs) : [])];
  ctx.type = 'html';
  ctx.set('Cache-Control', 'no-cache');
  const landing = served && !withSession ? await landingFor(ctx, assets, html, files) : null;
  if (landing) {
    ctx.body = landing;
    return;
  }
  const hints = withSession ? [...files, ...signedInReadHints(ctx.path)] : files;
  const head = (served ? inlineRemotes(builtRemotes(assets.remoteDirs)) : '') + hintTags(hints);
  ctx.body = html.replace('__REMOTES_URL__', assets.remotesUrl.replace(/[<>"&]/g, '')).replace('</head>', `${head}</head>`);
}

async function sendFile(ctx: Context, root: string, file: string): Promise<boolean> {
  try {
    await send(ctx, file, { root, setHeaders: cacheHeaders });
    return true;
  } catch {
    return false;
  }
}

/**
 * Serves `/remotes.json`, each built remote under `/remotes/<key>/` and the shell's files before any
 * database work, and the shell's index.html for a page request nothing else answered (client-side
 * routes such as /password-reset/<token> survive a reload).
 */
export function serveWeb(assets: WebAssets, production: boolean): Middleware {
  return async (ctx, next) => {
    const readOnly = ctx.method === 'GET' || ctx.method === 'HEAD';
    // Source maps carry the original sources: served in development only.
    if (readOnly && production && ctx.path.endsWith('.map')) {
      ctx.status = 404;
      ctx.body = { success: false, error: 'Not found.' };
      return;
    }
    if (readOnly && ctx.path === SERVED_MANIFEST) {
      ctx.set('Cache-Control', 'no-cache');
      ctx.set('Access-Control-Allow-Origin', '*');
      ctx.body = builtRemotes(assets.remoteDirs);
      return;
    }
    const remote = /^\/remotes\/([a-z]+)\/(.+)$/.exec(ctx.path);
    if (readOnly && remote) {
      const dir = assets.remoteDirs[remote[1]];
      ctx.set('Access-Control-Allow-Origin', '*');
      if (!dir || !(await sendFile(ctx, dir, remote[2]))) {
        ctx.status = 404;
        ctx.body = { success: false, error: 'Not found.' };
      }
      return;
    }
    if (readOnly && path.extname(ctx.path) && ctx.path !== '/index.html' && (await sendFile(ctx, assets.shellDir, ctx.path))) return;

    await next();

    // 405: a page URL that is also an API path for another method (GET /auth/login is the sign-in page).
    const unanswered = (ctx.status === 404 && ctx.body == null) || ctx.status === 405;
    if (readOnly && unanswered && wantsPage(ctx) && existsSync(path.join(assets.shellDir, 'index.html'))) {
      ctx.remove('Allow');
      ctx.status = 200;
      await sendIndex(ctx, assets);
    }
  };
}
